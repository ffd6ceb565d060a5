package compiler

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/parser"
)

// embedDefCases: a name embedded at the top of a file (embeddef.go). a is
// a.cue's text, b b.cue's (tools entries); rewritten says whether
// embedDefs writes the struct's fields in the embedding's place. Each is
// loaded against the cue command, and again with 250 more entries.
var embedDefCases = []rewriteCase{
	{"the survey's #Policy", "#Policy: {\n\ttools: [#Name]: {state: #State, ...}\n\tproviders: [#Name]: {budget: {target: int, max: int}, ...}\n}\n#Policy\n", "tools: x: {state: \"active\"}\n", true},
	{"a hidden _policy", "_policy: {tools: [#Name]: {state: #State, ...}}\n_policy\n", "tools: x: {state: \"active\"}\n", true},
	{"a field the schema rejects, opened", "#P: {tools: [string]: {state: string}}\n#P\n", "tools: x: {state: \"active\", extra: 1}\n", true},
	{"a conflicting type", "#P: {tools: [string]: {state: string}}\n#P\n", "tools: x: {state: 1}\n", true},
	{"a default", "#P: {tools: [string]: {source: *\"builtin\" | \"mcp\"}}\n#P\n", "tools: x: {state: \"active\"}\n", true},
	{"a default the entry overrules", "#P: {tools: [=~\"^gh_\"]: {state: *\"deferred\" | #State, card: *\"c\" | string}}\n#P\n", "tools: gh_x: {state: \"active\"}\ntools: gh_y: {}\n", true},
	{"a regular entry", "#P: {tools: x: {state: \"active\"}}\n#P\n", "tools: y: {state: \"active\"}\n", true},
	{"the entry declared again", "#P: {tools: x: {state: \"active\"}}\n#P\n", "tools: x: {niche: \"n\"}\n", true},
	{"a hidden struct of entries", "_extra: tools: {b: {state: \"active\"}, a: {state: \"deferred\"}}\n_extra\n", "tools: c: {state: \"active\"}\n", true},
	{"entries and a pattern, embedded first", "_extra\n_extra: tools: {[=~\"^gh_\"]: {source: \"mcp\"}, gh_b: {state: \"active\"}}\n", "tools: gh_a: {state: \"active\"}\n", true},
	{"entries in declaration order", "catalog: order: \"declaration\"\ntools: z: {state: \"active\"}\n_extra: tools: {b: {state: \"active\"}, a: {state: \"active\"}}\n_extra\n", "tools: m: {state: \"active\"}\n", true},
	{"a hidden struct's field", "_g: gh: tools: {b: {state: \"active\"}, a: {state: \"deferred\"}}\n_g.gh\n", "tools: c: {state: \"active\"}\n", true},
	{"a hidden struct's field, two deep", "_g: {gh: {v1: {tools: {b: {state: \"active\"}}}}, jira: tools: q: {state: \"active\"}}\n_g.gh.v1\n", "tools: c: {state: \"active\"}\n", true},
	{"two fields of one hidden struct", "_g: {gh: {tools: {b: {state: \"active\"}}}, jira: tools: q: {state: \"active\"}}\n_g.gh\n", "_g.jira\ntools: c: {state: \"active\"}\n", true},
	{"a definition's field", "#G: gh: tools: {b: {state: \"active\"}}\n#G.gh\n", "tools: c: {state: \"active\", extra: 1}\n", true},
	{"a definition's field with a pattern", "#G: gh: tools: {[string]: {source: *\"mcp\" | \"builtin\"}, b: {state: \"active\"}}\n#G.gh\n", "tools: c: {state: \"active\"}\n", true},
	{"a field a pattern of the struct adds to", "_g: {[string]: tools: z: {state: \"active\"}, gh: tools: {b: {state: \"active\"}}}\n_g.gh\n", "tools: c: {state: \"active\"}\n", false},
	{"a field declared twice in the struct", "_g: {gh: tools: {b: {state: \"active\"}}, gh: tools: {a: {state: \"active\"}}}\n_g.gh\n", "tools: c: {state: \"active\"}\n", false},
	{"a field an embedding may add to", "_h: {gh: tools: z: {state: \"active\"}}\n_g: {_h, gh: tools: {b: {state: \"active\"}}}\n_g.gh\n", "tools: c: {state: \"active\"}\n", false},
	{"a field naming its struct's other field", "_g: {s: \"active\", gh: tools: {b: {state: s}}}\n_g.gh\n", "tools: c: {state: \"active\"}\n", false},
	{"a field of a struct declared twice", "_g: gh: tools: {b: {state: \"active\"}}\n_g: jira: tools: {q: {state: \"active\"}}\n_g.gh\n", "tools: c: {state: \"active\"}\n", false},
	{"a field that is no struct", "_g: gh: \"x\"\n_g.gh\n", "tools: c: {state: \"active\"}\n", false},
	{"a field missing", "_g: gh: tools: {b: {state: \"active\"}}\n_g.jira\n", "tools: c: {state: \"active\"}\n", false},
	{"a field's entries a for clause lists", "_g: gh: tools: {b: {state: \"active\"}}\n_g.gh\nmodes: agent: head_add: [for n, _ in tools {n}]\n", "tools: a: {state: \"active\"}\n", false},
	{"a section selected of another file's hidden struct", "_g: {gh: tools: {b: {state: \"active\"}}, jira: tools: q: {state: \"active\"}}\n", "tools: _g.jira.tools\ntools: c: {state: \"active\"}\n", false},
	{"a section selected of a hidden struct declared in two files", "_g: gh: tools: {b: {state: \"active\"}}\ntools: _g.gh.tools\n", "_g: gh: tools: {a: {state: \"active\"}}\ntools: c: {state: \"active\"}\n", false},
	{"entries a for clause lists", "_extra: tools: {b: {state: \"active\"}}\n_extra\nmodes: agent: head_add: [for n, _ in tools {n}]\n", "tools: a: {state: \"active\"}\n", false},
	{"entries of a section used as a value", "#P: {tools: {b: {state: \"active\"}}}\n#P\n_all: tools\n", "tools: a: {state: \"active\"}\n", false},
	{"an entry's scalar read by selector", "#P: {tools: {b: {state: \"active\", niche: \"n\"}}}\n#P\n", "tools: a: {state: \"active\", niche: tools.b.niche}\n", true},
	{"entries in providers, iterated by a gate", "#P: {providers: {z: {budget: {target: 1, max: 2}}}}\n#P\nproviders: a: {budget: {target: 1, max: 2}}\n_n: [for p, _ in providers {p}]\n", "tools: x: {state: \"active\"}\n", false},
	{"a schema definition's name", "#Release: {tools: [string]: {}}\n#Release\n", "tools: x: {state: \"active\"}\n", false},
	{"embedded in another file", "#P: {tools: [string]: {source: *\"builtin\" | \"mcp\"}}\n", "#P\ntools: x: {state: \"active\"}\n", true},
	{"embedded in two files", "#P: {tools: [=~\"^gh_\"]: {source: \"mcp\"}}\n#P\n", "#P\ntools: gh_x: {state: \"active\"}\n", true},
	{"a nested alias", "#P: {tools: [N=string]: {niche: *N | string}}\n#P\n", "tools: x: {state: \"active\"}\n", false},
	{"a nested field reference", "#P: {tools: [string]: {niche: *card | string, card: *\"c\" | string}}\n#P\n", "tools: x: {state: \"deferred\"}\n", true},
	{"a reference to the struct's own top-level field", "#P: {tools: [string]: {niche: *gen.x | string}, gen: x: \"n\"}\n#P\n", "tools: x: {state: \"active\"}\ngen: x: \"n\"\n", false},
	{"a struct definition", "#T: {state: string}\n#P: {tools: [string]: #T}\n#P\n", "tools: x: {state: \"active\", extra: 1}\n", false},
	{"a schema struct definition", "#P: {tools: [string]: #Tool}\n#P\n", "tools: x: {state: \"active\"}\n", false},
	{"a scalar definition of the policy", "#S: \"active\" | \"deferred\"\n#P: {tools: [string]: {state: #S}}\n#P\n", "tools: x: {state: \"deferred\", card: \"c\"}\ntools: y: {state: \"removed\"}\n", true},
	{"a hidden field", "_s: \"active\"\n#P: {tools: [string]: {state: *_s | string}}\n#P\n", "tools: x: {}\n", false},
	{"an import", "", "import \"strings\"\n#P: {tools: [string]: {niche?: strings.MinRunes(1)}}\n#P\ntools: x: {state: \"active\", niche: \"n\"}\n", false},
	{"close", "#P: {tools: [string]: close({state: string})}\n#P\n", "tools: x: {state: \"active\"}\n", false},
	{"declared twice", "#P: {tools: [string]: {state: string}}\n#P: {tools: [string]: {source: *\"builtin\" | \"mcp\"}}\n#P\n", "tools: x: {state: \"active\"}\n", false},
	{"a nested definition", "#P: {tools: {#X: 1, [string]: {state: string}}}\n#P\n", "tools: x: {state: \"active\"}\n", false},
	{"an embedding inside", "#Q: {tools: [string]: {state: string}}\n#P: {#Q, providers: [string]: {budget: {target: int, max: int}}}\n#P\n", "tools: x: {state: \"active\"}\n", false},
	{"a hidden top-level field in it", "#P: {_h: 1, tools: [string]: {state: string}}\n#P\n", "tools: x: {state: \"active\"}\n", false},
	{"an optional field", "#P: {tools: [string]: {niche?: string}}\n#P\n", "tools: x: {state: \"active\", niche: 1}\n", true},
	{"a required field", "#P: {tools: [string]: {niche!: string}}\n#P\n", "tools: x: {state: \"active\"}\n", true},
	{"a conjunction with a definition", "#P: {tools: [string]: {state: string}}\n#P & {}\n", "tools: x: {state: \"active\"}\n", false},
	{"a comprehension inside", "#P: {tools: {for n in [\"a\"] {(n): {state: \"active\"}}}}\n#P\n", "tools: x: {state: \"active\"}\n", false},
	{"a list of names", "#P: {tools: [string]: {groups: [...string] | *[\"core\"]}}\n#P\ngroups: core: {}\n", "tools: x: {state: \"active\"}\n", true},
	{"a regexp pattern", "#P: {tools: [=~\"^gh_\"]: {source: \"mcp\"}, tools: [!~\"^gh_\"]: {source: *\"builtin\" | \"mcp\"}}\n#P\n", "tools: gh_x: {state: \"active\"}\ntools: y: {state: \"active\"}\n", true},
	{"a wrong state through the pattern", "#P: {tools: [=~\"^gh_\"]: {state: \"paused\"}}\n#P\n", "tools: gh_x: {}\n", true},
}

func TestEmbedDefs(t *testing.T) { runRewriteCases(t, embedDefCases, "rewritten", embedDefs) }

// rewriteCase is a policy of two files, a.cue's and b.cue's text after
// the package clause (base is added to a.cue), and whether a rewrite of
// the split changes its files.
type rewriteCase struct {
	name, a, b string
	changed    bool
}

// runRewriteCases checks whether rewrite changes each case's parsed files
// (what says what it does), and loads the case against the cue command,
// as written and with 250 more entries (agreeSmallAndPadded).
func runRewriteCases(t *testing.T, cases []rewriteCase, what string, rewrite func([]*ast.File) []bool) {
	for _, c := range breadth(cases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			files := parseSources(t, p21+c.a, p21+c.b)
			if got := rewrite(files) != nil; got != c.changed {
				t.Errorf("%s: %v, want %v", what, got, c.changed)
			}
			agreeSmallAndPadded(t, map[string]string{"a.cue": c.a, "b.cue": p21 + c.b}, "tools: pad_%d: {state: \"active\"}\n")
		})
	}
}

// parseSources parses srcs as a.cue, b.cue, ...
func parseSources(t *testing.T, srcs ...string) []*ast.File {
	t.Helper()
	var files []*ast.File
	for i, src := range srcs {
		f, err := parser.ParseFile(fmt.Sprintf("%c.cue", 'a'+i), src)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// agreeSmallAndPadded checks the policy of files (a.cue after base)
// against the cue command with the fast path forced and as a load has it,
// then with a c.cue of 250 lines made by padLine (a format taking the
// line's number), past the split's thresholds.
func agreeSmallAndPadded(t *testing.T, files map[string]string, padLine string) {
	t.Helper()
	dir := reviewDir(t, files)
	agreeWithCue(t, dir, withMinEntries(0))
	agreeWithCue(t, dir)
	var more strings.Builder
	for i := 0; i < 250; i++ {
		fmt.Fprintf(&more, padLine, i)
	}
	padded := maps.Clone(files)
	padded["c.cue"] = p21 + more.String()
	agreeWithCue(t, reviewDir(t, padded))
}
