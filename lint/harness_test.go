package lint_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/wanttest"
	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// The fixture harness must itself fail when a rule reports at the wrong
// column: moving any finding of any bad fixture one column either way, or to
// the start of its line, is caught.
func TestHarnessCatchesMovedFindings(t *testing.T) {
	dirs, err := filepath.Glob("testdata/*/bad*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no bad fixtures: %v", err)
	}
	moved := 0
	for _, dir := range dirs {
		p := loadFixture(t, dir)
		ds := lint.Run(p).Diagnostics
		if probs := wanttest.Check(p.Comments, ds); len(probs) > 0 {
			t.Fatalf("%s does not pass unmodified: %v", dir, probs)
		}
		for i := range ds {
			for _, delta := range []int{-1, +1, 1 - ds[i].Pos.Col} {
				if delta == 0 || ds[i].Pos.Col+delta < 1 {
					continue
				}
				mut := append([]report.Diagnostic(nil), ds...)
				mut[i].Pos.Col += delta
				if len(wanttest.Check(p.Comments, mut)) == 0 {
					t.Errorf("%s: finding %q moved to column %d passes the harness", dir, ds[i].Message, mut[i].Pos.Col)
				}
				moved++
			}
		}
	}
	if moved == 0 {
		t.Fatal("no findings to move")
	}
}

// wanttest.About rejects a finding pointing at something its message is not
// about, whatever the want comment says.
func TestAboutFinding(t *testing.T) {
	src := `package toolpolicy

aliases: {
	a: {replacement: "b", first_deprecated: "0.8.53", planned_removal: "TBD", replay_supported: true}
}
providers: arcee: first_turn: ["read_file", "grep_files"]
providers: arcee: budget: {target: 2, max: 4}
// toolpolicy:ignore budget-max the max is fine
`
	dir := t.TempDir()
	file := filepath.Join(dir, "policy.cue")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	col := func(line int, tok string) int {
		return strings.Index(strings.Split(src, "\n")[line-1], tok) + 1
	}
	for _, tc := range []struct {
		line int
		tok  string
		msg  string
		ok   bool
	}{
		{4, "replacement", "alias cycle: a → b → a", true},
		{4, "first_deprecated", "alias cycle: a → b → a", false},
		{4, "planned_removal", `alias "a": planned removal TBD is not a version`, true},
		{4, "replay_supported", `alias "x" has no note`, false},
		{3, "aliases", `alias "a" has no note`, false},
		{4, "a:", `alias "a" has no note`, true},
		{6, `"grep_files"`, `provider arcee's first_turn names "grep_files", which is not a declared tool`, true},
		{6, `"read_file"`, `provider arcee's first_turn names "grep_files", which is not a declared tool`, false},
		{6, "first_turn", `provider arcee's first_turn names "grep_files", which is not a declared tool`, true},
		{6, "providers", `provider arcee's first_turn names "grep_files", which is not a declared tool`, false},
		{7, "target", "provider arcee's first-turn head has 3 builtin tools, over its budget target of 2 by 1", true},
		{7, "max", "provider arcee's first-turn head has 3 builtin tools, over its budget target of 2 by 1", false},
		{8, "//", "suppression of budget-max matches no finding on line 9", true},
		{8, "//", "suppression of budget-target matches no finding on line 9", false},
		{1, "package", "duplicate tool \"read_file\"", false},
	} {
		d := report.Diagnostic{Message: tc.msg, Pos: model.Pos{File: file, Line: tc.line, Col: col(tc.line, tc.tok)}}
		why := wanttest.About(d, wanttest.Sources{})
		if (why == "") != tc.ok {
			t.Errorf("%s at %q: About = %q, want accepted=%v", tc.msg, tc.tok, why, tc.ok)
		}
	}
}
