package compiler

import "testing"

// listGenCases: a template applied to a hidden list of names by a
// comprehension (listgen.go). taken is how many tools leave the package.
var listGenCases = []takenCase{
	{"a template over a hidden list", 3, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_od: [\"a\", \"b\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {niche: \"y\", state: \"active\"}, c: {state: \"active\"}}\n"}},
	{"the list and the comprehension in another file", 3, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {a: {niche: \"x\"}, b: {niche: \"y\"}, c: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\n_od: [\"a\", \"b\"]\nfor n in _od {\n\ttools: (n): #OD\n}\n"}},
	{"a name the list gives no other declaration", 3, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_od: [\"a\", \"z\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, c: {state: \"active\"}}\n"}},
	{"a name listed twice", 2, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_od: [\"a\", \"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, c: {state: \"active\"}}\n"}},
	{"the template conflicting with an entry", 2, map[string]string{
		"a.cue": "#OD: #Tool & {state: \"deferred\"}\n_od: [\"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {state: \"active\"}, c: {state: \"active\"}}\n"}},
	{"names built from parts", 3, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_p: \"gh\"\n_od: [\"\\(_p)_a\", _p + \"_b\"]\nfor n in _od {tools: (n): #OD}\ntools: {gh_a: {niche: \"x\"}, gh_b: {niche: \"y\"}, c: {state: \"active\"}}\n"}},
	{"two definitions", 2, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n#M: {source: \"mcp\"}\n_od: [\"a\"]\nfor n in _od {tools: (n): #OD & #M}\ntools: {a: {niche: \"x\"}, c: {state: \"active\"}}\n"}},
	{"the list also read elsewhere, kept", 3, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_od: [\"a\", \"b\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {niche: \"y\"}, c: {state: \"active\"}}\nmodes: agent: head_add: _od\n"}},
	{"two comprehensions over one list", 3, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n#M: {niche: \"m\"}\n_od: [\"a\", \"b\"]\nfor n in _od {tools: (n): #OD}\nfor n in _od {tools: (n): #M}\ntools: {c: {state: \"active\"}}\n"}},
	// Left to CUE.
	{"a list a comprehension adds to", 0, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_od: [\"a\"]\nif true {_od: [\"a\"]}\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, c: {state: \"active\"}}\n"}},
	{"a value naming the variable (staticGen's)", 2, map[string]string{
		"a.cue": "_od: [\"a\"]\nfor n in _od {tools: (n): {niche: n}}\ntools: {a: {state: \"active\"}, c: {state: \"active\"}}\n"}},
	{"a list of another kind", 0, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_od: [\"a\", 1]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, c: {state: \"active\"}}\n"}},
	{"the alias manifest iterating the tools", 3, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_od: [\"a\", \"b\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {niche: \"y\", state: \"removed\"}, c: {state: \"active\"}}\naliases: {for n, t in tools if t.state == \"removed\" {\"was_\\(n)\": n}}\n"}},
}

func TestTemplatesOverHiddenLists(t *testing.T) {
	runTakenCases(t, listGenCases)
}
