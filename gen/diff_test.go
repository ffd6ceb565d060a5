package gen

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func numbered(n int, change map[int]string) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		if s, ok := change[i]; ok {
			b.WriteString(s)
			continue
		}
		fmt.Fprintf(&b, "line %d\n", i)
	}
	return b.String()
}

var hunkHeader = regexp.MustCompile(`(?m)^@@ -\S+ \+\S+ @@$`)

func TestUnifiedDiffHunks(t *testing.T) {
	for _, tc := range []struct {
		name     string
		old, new string
		hunks    []string
	}{
		{
			// Three lines of context either side of the one change.
			name: "one change", old: numbered(20, nil), new: numbered(20, map[int]string{10: "changed\n"}),
			hunks: []string{"@@ -7,7 +7,7 @@"},
		},
		{
			// Changes more than six equal lines apart get their own hunks.
			name: "far apart", old: numbered(20, nil), new: numbered(20, map[int]string{2: "a\n", 18: "b\n"}),
			hunks: []string{"@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"},
		},
		{
			// Closer than that, one hunk covers both.
			name: "close together", old: numbered(20, nil), new: numbered(20, map[int]string{5: "a\n", 10: "b\n"}),
			hunks: []string{"@@ -2,12 +2,12 @@"},
		},
		{
			name: "insertion", old: numbered(5, nil), new: numbered(5, map[int]string{3: "line 3\nnew\n"}),
			hunks: []string{"@@ -1,5 +1,6 @@"},
		},
		{
			name: "deletion at the end", old: numbered(5, nil), new: numbered(4, nil),
			hunks: []string{"@@ -2,4 +2,3 @@"},
		},
	} {
		d := UnifiedDiff("x.txt", []byte(tc.old), []byte(tc.new))
		if !strings.HasPrefix(d, "--- a/x.txt\n+++ b/x.txt\n") {
			t.Errorf("%s: headers:\n%s", tc.name, d)
		}
		got := hunkHeader.FindAllString(d, -1)
		if strings.Join(got, "|") != strings.Join(tc.hunks, "|") {
			t.Errorf("%s: hunks %v, want %v\n%s", tc.name, got, tc.hunks, d)
		}
	}
	if d := UnifiedDiff("x", []byte("same\n"), []byte("same\n")); d != "" {
		t.Errorf("equal inputs: %q", d)
	}
	d := UnifiedDiff("x", []byte("a\nb"), []byte("a\nb\n"))
	if !strings.Contains(d, "-b\n\\ No newline at end of file\n+b\n") {
		t.Errorf("missing final newline not marked:\n%s", d)
	}
}

// TestUnifiedDiffApplies feeds the diffs to git apply, a real consumer of
// the format: applied to the old text, each must give the new text.
func TestUnifiedDiffApplies(t *testing.T) {
	git, err := exec.LookPath("git")
	if err != nil {
		t.Fatalf("git is needed to apply the diffs: %v", err)
	}
	cases := [][2]string{
		{numbered(40, nil), numbered(40, map[int]string{1: "first\n", 12: "", 13: "x\ny\n", 40: "last\n"})},
		{numbered(8, nil), numbered(3, nil)},
		{"only\n", "only\nmore\n"},
		{"no newline", "no newline\n"},
		{numbered(30, nil), numbered(30, map[int]string{15: "line 16\n", 16: "line 15\n"})},
	}
	for i, c := range cases {
		dir := t.TempDir()
		name := fmt.Sprintf("f%d.txt", i)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(c[0]), 0o644); err != nil {
			t.Fatal(err)
		}
		patch := filepath.Join(dir, "p.diff")
		if err := os.WriteFile(patch, []byte(UnifiedDiff(name, []byte(c[0]), []byte(c[1]))), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(git, "apply", "--whitespace=nowarn", "p.diff")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("case %d: git apply: %v\n%s\n%s", i, err, out, UnifiedDiff(name, []byte(c[0]), []byte(c[1])))
			continue
		}
		got, _ := os.ReadFile(filepath.Join(dir, name))
		if string(got) != c[1] {
			t.Errorf("case %d: applied diff gives %q, want %q", i, got, c[1])
		}
	}
}

func TestFirstChange(t *testing.T) {
	if got := FirstChange([]byte(numbered(20, nil)), []byte(numbered(20, map[int]string{13: "x\n"}))); got != 13 {
		t.Errorf("FirstChange = %d, want 13", got)
	}
}
