package compiler

import (
	"strings"
	"testing"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/format"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
)

// schemaCopyCases: the schema saved beside a policy (schemacopy.go),
// as printed, formatted by cue fmt, or edited; kept is how many of its
// top-level fields dropSchemaCopies leaves. Each is loaded against the
// cue command, and again with 250 more entries.
func schemaCopyCases(t *testing.T) []struct {
	name, copy, policy string
	kept               int
} {
	printed := string(schema.Source)
	formatted, err := format.Source(schema.Source)
	if err != nil {
		t.Fatal(err)
	}
	oneLine := strings.Replace(printed, "#Name:      =~#NameRE\n", "#Name: =~#NameRE // names\n", 1)
	stricter := strings.Replace(printed, "#Name:      =~#NameRE\n", "#Name: =~#NameRE & =~\"^[a-z]\"\n", 1)
	withLet := strings.Replace(printed, "#Name:      =~#NameRE\n", "let RE = #NameRE\n#Name: =~RE\n", 1)
	for _, c := range []string{oneLine, stricter, withLet} {
		if c == printed {
			t.Fatal("the schema's #Name is not written as the cases expect")
		}
	}
	const ok = "tools: a: {state: \"active\"}\n"
	return []struct {
		name, copy, policy string
		kept               int
	}{
		{"as printed", printed, ok, 0},
		{"formatted by cue fmt", string(formatted), ok, 0},
		{"a comment added", oneLine, ok, 0},
		{"a wrong state", printed, "tools: a: {state: \"paused\"}\n", 0},
		{"an unknown top-level field", printed, ok + "extras: 1\n", 0},
		{"a definition used by the policy", printed, "tools: a: #Tool & {state: \"active\"}\n", 0},
		{"a stricter name, kept", stricter, "tools: Upper: {state: \"active\"}\n", 1},
		{"a stricter name the policy meets", stricter, ok, 1},
		{"a let, kept", withLet, ok, 1},
	}
}

func TestDropSchemaCopies(t *testing.T) {
	for _, c := range breadth(schemaCopyCases(t)) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			files := parseSources(t, c.copy)
			files[0].Filename = "a.cue"
			dropSchemaCopies(files, func(string) []byte { return []byte(c.copy) })
			kept := 0
			for _, d := range files[0].Decls {
				if _, ok := d.(*ast.Field); ok {
					kept++
				}
			}
			if kept != c.kept {
				t.Errorf("%d of the copy's fields kept, want %d", kept, c.kept)
			}
			agreeSmallAndPadded(t, map[string]string{"a.cue": c.policy, "schema.cue": c.copy}, "tools: pad_%d: {state: \"active\"}\n")
		})
	}
}
