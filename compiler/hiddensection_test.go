package compiler

import (
	"testing"

	"cuelang.org/go/cue/ast"
)

// hiddenSectionCases: a hidden struct's parts named as sections
// (hiddensection.go). a is a.cue's text, b b.cue's; moved says whether
// hiddenSections declares the parts as the sections. Each is loaded
// against the cue command, and again with 250 more entries.
var hiddenSectionCases = []rewriteCase{
	{"a part as the section's value", "_groups: gh: {b: {state: \"active\"}, a: {state: \"deferred\", card: \"c\"}}\ntools: _groups.gh\n", "tools: c: {state: \"active\"}\n", true},
	{"parts over two files", "_groups: gh: {b: {state: \"active\"}}\n", "_groups: jira: {q: {state: \"active\"}}\ntools: _groups.gh\ntools: _groups.jira\n", true},
	{"a hidden struct over two files, whole", "_all: {b: {state: \"active\"}}\n", "_all: {q: {state: \"active\"}}\ntools: _all\n", true},
	{"embedded in a section", "_groups: gh: {b: {state: \"active\"}}\ntools: {_groups.gh, c: {state: \"active\"}}\n", "_groups: jira: {q: {state: \"active\"}}\n", true},
	{"two names embedded in a section", "_builtin: {b: {state: \"active\"}}\n", "_mcp: {q: {state: \"active\", source: \"mcp\"}}\ntools: {_builtin, _mcp}\n", true},
	{"two names joined by &", "_builtin: {b: {state: \"active\"}}\n", "_mcp: {q: {state: \"active\", source: \"mcp\"}}\ntools: _builtin & _mcp\n", true},
	{"parts embedded at the top", "_teams: t1: tools: {b: {state: \"active\"}}\n_teams.t1\n", "_teams: t2: tools: {q: {state: \"active\"}}\n_teams.t2\n", true},
	{"a part declared in two files", "_groups: gh: {b: {state: \"active\"}}\n", "_groups: gh: {q: {state: \"active\"}}\ntools: _groups.gh\n", true},
	{"an entry completed across files", "_groups: gh: b: {state: \"active\"}\n", "_groups: gh: b: {niche: \"n\"}\ntools: _groups.gh\n", true},
	{"an entry conflicting across files", "_groups: gh: b: {state: \"active\"}\n", "_groups: gh: b: {state: \"deferred\"}\ntools: _groups.gh\n", true},
	{"a wrong state in a part", "_groups: gh: b: {state: \"paused\"}\ntools: _groups.gh\n", "tools: c: {state: \"active\"}\n", true},
	{"an entry naming a top-level field", "_groups: gh: {b: {state: \"active\", niche: release.version}}\ntools: _groups.gh\n", "tools: c: {state: \"active\"}\n", true},
	{"an entry naming its file's let", "let S = \"active\"\n_groups: gh: {b: {state: S}}\ntools: _groups.gh\n", "tools: c: {state: \"active\"}\n", true},
	{"in declaration order", "catalog: order: \"declaration\"\ntools: z: {state: \"active\"}\n_groups: gh: {b: {state: \"active\"}, a: {state: \"active\"}}\ntools: _groups.gh\n", "tools: m: {state: \"active\"}\n", true},
	{"providers", "_vendors: {p: {budget: {target: 1, max: 9}}}\nproviders: _vendors\n", "tools: c: {state: \"active\"}\n", true},
	{"a struct of patterns in two files' sections", "_d: [string]: {source: *\"builtin\" | \"mcp\", state: *\"deferred\" | #State}\ntools: _d\ntools: a: {state: \"active\"}\n", "tools: _d\ntools: q: {source: \"mcp\", card: \"c\"}\n", true},
	{"a struct of patterns embedded in a section", "_d: [=~\"^gh_\"]: {source: \"mcp\"}\n", "tools: {_d, gh_q: {state: \"active\"}, b: {state: \"active\"}}\n", true},
	{"a struct of patterns joined with a part", "_d: [string]: {state: *\"active\" | #State}\n_groups: gh: {b: {}, c: {state: \"deferred\", card: \"c\"}}\ntools: _groups.gh & _d\n", "tools: q: {state: \"active\"}\n", true},
	{"a struct of patterns a conflict breaks", "_d: [string]: {source: \"mcp\"}\ntools: _d\n", "tools: q: {state: \"active\", source: \"builtin\"}\n", true},
	{"a struct of patterns naming a let", "let S = \"mcp\"\n_d: [string]: {source: *S | \"builtin\"}\ntools: _d\n", "tools: _d\ntools: q: {state: \"active\"}\n", false},
	{"a struct of patterns and an entry, used twice", "_d: {[string]: {source: *\"builtin\" | \"mcp\"}, x: {state: \"active\"}}\ntools: _d\n", "tools: _d\n", false},
	{"a part read elsewhere", "_groups: gh: {b: {state: \"active\"}}\ntools: _groups.gh\n_n: len(_groups.gh)\n", "tools: c: {state: \"active\"}\n", false},
	{"the struct iterated elsewhere", "_groups: gh: {b: {state: \"active\"}}\ntools: _groups.gh\n_k: [for k, _ in _groups {k}]\n", "tools: c: {state: \"active\"}\n", false},
	{"a part inside another", "_all: {b: {state: \"active\", niche: \"n\"}}\ntools: _all\ntools: c: {state: \"active\", niche: _all.b.niche}\n", "tools: d: {state: \"active\"}\n", false},
	{"a pattern over the parts", "_groups: [string]: [string]: {source: \"mcp\"}\n_groups: gh: {b: {state: \"active\"}}\ntools: _groups.gh\n", "tools: c: {state: \"active\"}\n", false},
	{"an entry naming the part's sibling", "_groups: {common: \"n\", gh: {b: {state: \"active\", niche: common}}}\ntools: _groups.gh\n", "tools: c: {state: \"active\"}\n", false},
	{"the order read by a for clause", "_groups: gh: {b: {state: \"active\"}}\ntools: _groups.gh\nmodes: agent: head_add: [for n, _ in tools {n}]\n", "tools: a: {state: \"active\"}\n", false},
	{"a definition's part", "#G: gh: {b: {state: \"active\"}}\ntools: #G.gh\n", "tools: c: {state: \"active\"}\n", false},
	{"a missing part", "_groups: gh: {b: {state: \"active\"}}\ntools: _groups.none\n", "tools: c: {state: \"active\"}\n", false},
	{"a part that is no struct", "_groups: gh: \"x\"\ntools: _groups.gh\n", "tools: c: {state: \"active\"}\n", false},
	{"an optional part", "_groups: gh?: {b: {state: \"active\"}}\ntools: _groups.gh\n", "tools: c: {state: \"active\"}\n", false},
	{"a part embedded at the top with a hidden field", "_teams: t1: {tools: {b: {state: \"active\"}}, _x: 1}\n_teams.t1\n", "tools: c: {state: \"active\"}\n", false},
	{"a part used twice", "_groups: gh: {b: {state: \"active\"}}\ntools: _groups.gh\n", "tools: _groups.gh\n", false},
}

func TestHiddenSections(t *testing.T) {
	runRewriteCases(t, hiddenSectionCases, "moved", func(files []*ast.File) []bool {
		splitConjunctions(files) // as the split does first
		return hiddenSections(files)
	})
}
