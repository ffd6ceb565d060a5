package compiler

import (
	"fmt"
	"strings"
	"testing"

	"cuelang.org/go/cue/parser"
)

// Pattern constraints each file's block repeats are matched once per entry
// (fast.go setPatternKeys): 100k tools in 104 files, each declaring the
// section's 20 patterns, spent 15 s matching names. Only constraints that
// mean the same are one: the same source in files whose imports and lets
// are the same.

func TestPatternKeys(t *testing.T) {
	keyOf := func(src string) string {
		t.Helper()
		f, err := parser.ParseFile("a.cue", "package toolpolicy\n"+src)
		if err != nil {
			t.Fatal(err)
		}
		fl := scanFileLits(f)
		for _, sd := range fl.decls {
			for _, p := range sd.patterns {
				return p.key
			}
		}
		t.Fatalf("no pattern in %q", src)
		return ""
	}
	const pat = "tools: {[=~\"^gh_\"]: {source: \"mcp\"}, gh_a: {state: \"active\"}}\n"
	same := [][2]string{
		{pat, pat},
		{pat, "tools: {[=~\"^gh_\"]: {source: \"mcp\"}, gh_b: {state: \"deferred\"}}\n"},
		{"import \"strings\"\n" + pat, "import \"strings\"\n" + pat},
	}
	for _, c := range same {
		if a, b := keyOf(c[0]), keyOf(c[1]); a != b || a == "" {
			t.Errorf("keys differ (or are empty) for\n%s\nand\n%s", c[0], c[1])
		}
	}
	differ := [][2]string{
		{pat, "tools: {[=~\"^gh_\"]: {source: \"builtin\"}, gh_a: {state: \"active\"}}\n"},
		{pat, "tools: {[=~\"^gl_\"]: {source: \"mcp\"}, gh_a: {state: \"active\"}}\n"},
		{"let S = \"mcp\"\n" + pat, "let S = \"builtin\"\n" + pat},
		{"import s \"strings\"\n" + pat, "import s \"list\"\n" + pat},
	}
	for _, c := range differ {
		if a, b := keyOf(c[0]), keyOf(c[1]); a == b {
			t.Errorf("same key for\n%s\nand\n%s", c[0], c[1])
		}
	}
}

// patternFiles writes n files of per entries each, every file's block
// declaring its patterns by head(i) (the file's own text before the block).
func patternFiles(n, per int, head func(i int) string, pats string, entry func(i, j int) string) map[string]string {
	files := map[string]string{"a.cue": ""}
	for i := 0; i < n; i++ {
		var b strings.Builder
		b.WriteString(p21 + head(i) + "tools: {\n" + pats)
		for j := 0; j < per; j++ {
			b.WriteString(entry(i, j) + "\n")
		}
		b.WriteString("}\n")
		files[fmt.Sprintf("t%02d.cue", i)] = b.String()
	}
	return files
}

// TestRepeatedPatternsAgree: repeated patterns, alike and not, against
// the cue command, past the fast path's size threshold.
func TestRepeatedPatternsAgree(t *testing.T) {
	none := func(int) string { return "" }
	mcp := "[=~\"^gh_\"]: {source: \"mcp\", state: *\"deferred\" | _}\n[=~\"^gl_\"]: #Tool & {source: \"mcp\"}\n"
	ent := func(i, j int) string {
		switch j % 3 {
		case 0:
			return fmt.Sprintf("gh_%d_%d: {card: \"c\"}", i, j)
		case 1:
			return fmt.Sprintf("gl_%d_%d: {state: \"active\"}", i, j)
		}
		return fmt.Sprintf("rd_%d_%d: {state: \"active\"}", i, j)
	}
	stated := func(i, j int) string { return strings.Replace(ent(i, j), "{card: \"c\"}", "{state: \"active\"}", 1) }
	niched := func(i, j int) string {
		return strings.Replace(ent(i, j), "{card: \"c\"}", "{state: \"active\", niche: \"n\"}", 1)
	}
	cases := []struct {
		name  string
		files map[string]string
		valid bool
	}{
		{"the same patterns in every file", patternFiles(4, 60, none, mcp, ent), true},
		{"one file's pattern differs", patternFiles(4, 60, none, mcp, ent), false},
		{"lets of one name, other values", patternFiles(3, 60, func(i int) string {
			return fmt.Sprintf("let S = %q\n", []string{"mcp", "mcp", "builtin"}[i])
		}, "[=~\"^gh_\"]: {source: S}\n", stated), false},
		{"lets of one name, one value", patternFiles(3, 60, func(int) string { return "let S = \"mcp\"\n" }, "[=~\"^gh_\"]: {source: S}\n", stated), true},
		{"imports under one name, other packages", patternFiles(2, 60, func(i int) string {
			return []string{"import s \"strings\"\n", "import s \"list\"\n"}[i]
		}, "[=~\"^gh_\"]: {niche?: s.MaxRunes(20)}\n", niched), false},
		{"imports under one name, one package", patternFiles(2, 60, func(int) string { return "import s \"strings\"\n" }, "[=~\"^gh_\"]: {niche?: s.MaxRunes(20)}\n", niched), true},
	}
	// One file's copy of the patterns sets another source: gh_ entries conflict.
	cases[1].files["t02.cue"] = strings.Replace(cases[1].files["t02.cue"], "{source: \"mcp\", state:", "{source: \"builtin\", state:", 1)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := reviewDir(t, c.files)
			err := agreeWithCue(t, dir)
			if (err == nil) != c.valid {
				t.Fatalf("loaded: %v, want %v (%v)", err == nil, c.valid, err)
			}
			agreeWithCue(t, dir, withMinEntries(0))
		})
	}
}
