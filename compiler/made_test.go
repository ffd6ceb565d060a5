package compiler

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestMadeEntriesDeclaredWhereWritten: an entry a comprehension makes is
// declared where its name is written (the literal the comprehension
// ranges over) or at the label that makes it, not at the section's first
// declaration, and every evaluator says the same.
func TestMadeEntriesDeclaredWhereWritten(t *testing.T) {
	const first = "tools: keep: {state: \"active\"}\n" // the section's first declaration, a.cue:5
	cases := []struct {
		name  string
		files map[string]string
		want  map[string]string // tool → file:line
	}{
		{"if block", map[string]string{
			"a.cue": first,
			"b.cue": "package toolpolicy\n_on: true\nif _on {\n\ttools: {\n\t\tx: {state: \"active\"}\n\t}\n}\n",
		}, map[string]string{"x": "b.cue:5", "keep": "a.cue:5"}},
		{"for over a list in the same file", map[string]string{
			"a.cue": first,
			"b.cue": "package toolpolicy\n_names: [\n\t\"p\",\n\t\"q\",\n]\nfor n in _names {\n\ttools: (n): {state: \"deferred\"}\n}\n",
		}, map[string]string{"p": "b.cue:3", "q": "b.cue:4"}},
		{"for over a struct, label interpolated", map[string]string{
			"a.cue": first,
			"b.cue": "package toolpolicy\n_cat: {\n\tm1: {on: true}\n\tm2: {on: false}\n\tm3: {on: true}\n}\ntools: {for n, t in _cat if t.on {\"\\(n)\": {state: \"active\"}}}\n",
		}, map[string]string{"m1": "b.cue:3", "m3": "b.cue:5"}},
		{"for over a list in another file", map[string]string{
			"a.cue": first,
			"b.cue": "package toolpolicy\n_names: [\"p\", \"q\"]\n",
			"c.cue": "package toolpolicy\n\nfor n in _names {\n\ttools: (n): {state: \"deferred\"}\n}\n",
		}, map[string]string{"p": "b.cue:2", "q": "b.cue:2"}},
		{"for over a list with a let, label not the variable", map[string]string{
			"a.cue": first,
			"b.cue": "package toolpolicy\nlet L = [\"p\"]\nfor n in L {\n\ttools: \"x_\\(n)\": {state: \"active\"}\n}\nfor n in L {\n\ttools: (n): {state: \"active\"}\n}\n",
		}, map[string]string{"x_p": "b.cue:4", "p": "b.cue:2"}},
		{"for over a hidden map in two files, with a pattern and an optional field", map[string]string{
			"a.cue": first,
			"b.cue": "package toolpolicy\n_cat: [string]: {on: *true | bool}\n_cat: {opt?: {}}\nfor n, t in _cat if t.on {\n\ttools: (n): {state: \"active\"}\n}\n",
			"c.cue": "package toolpolicy\n_cat: {\n\tm1: {}\n\tm2: {on: false}\n}\n_cat: m3: {}\n",
		}, map[string]string{"m1": "c.cue:3", "m3": "c.cue:6"}},
		{"names built from two lists", map[string]string{
			"a.cue": first,
			"b.cue": "package toolpolicy\n_s: [\"a\", \"b\"]\n_t: [\"x\"]\nfor s in _s for t in _t {\n\ttools: \"\\(s)_\\(t)\": {state: \"active\"}\n}\n",
		}, map[string]string{"a_x": "b.cue:5", "b_x": "b.cue:5"}},
		{"a static declaration wins", map[string]string{
			"a.cue": first,
			"b.cue": "package toolpolicy\n_names: [\"p\"]\nfor n in _names {tools: (n): {state: \"deferred\"}}\n",
			"c.cue": "package toolpolicy\ntools: p: niche: \"Loads on request.\"\n",
		}, map[string]string{"p": "c.cue:2"}},
		{"two comprehensions, each its own names", map[string]string{
			"a.cue": first,
			"b.cue": "package toolpolicy\n_l1: [\"p\"]\nfor n in _l1 {tools: (n): {state: \"deferred\"}}\n",
			"c.cue": "package toolpolicy\n_l2: [\"q\"]\nfor n in _l2 {tools: (n): {state: \"active\"}}\n",
		}, map[string]string{"p": "b.cue:2", "q": "c.cue:2"}},
		{"aliases made from a hidden map", map[string]string{
			"a.cue": first + "retired: old: {}\n",
			"b.cue": "package toolpolicy\n_old: {\n\tkeep_v1: \"keep\"\n}\naliases: {for o, n in _old {(o): {replacement: n, first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true}}}\n",
		}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := review15Dir(t, c.files)
			for _, o := range []Option{withPlainEvaluation(), withMinEntries(0), withMinEntries(1 << 20)} {
				p, err := LoadDir(dir, o)
				if err != nil {
					t.Fatal(err)
				}
				for tool, want := range c.want {
					tl := p.Tools[tool]
					if tl == nil {
						t.Fatalf("no tool %s", tool)
					}
					got := fmt.Sprintf("%s:%d", filepath.Base(tl.Pos.File), tl.Pos.Line)
					if got != want {
						t.Errorf("%s declared at %s, want %s", tool, got, want)
					}
				}
				if c.want == nil {
					a := p.Aliases["keep_v1"]
					if a == nil || !strings.HasSuffix(a.Pos.File, "b.cue") || a.Pos.Line != 3 {
						t.Errorf("alias keep_v1 at %+v, want b.cue:3", a)
					}
				}
			}
		})
	}
}
