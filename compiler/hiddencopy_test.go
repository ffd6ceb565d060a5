package compiler

import "testing"

const gateCopy = "gates: {for n, t in tools if t._gate != _|_ {(n): t._gate}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n"

// hiddenCopyCases: a section collecting a hidden field of another's entries
// (hiddencopy.go). taken is how many tools leave the package.
var hiddenCopyCases = []takenCase{
	{"gates from the tools' hidden fields", 3, map[string]string{
		"a.cue": gateCopy + "tools: {a: {state: \"active\", _gate: visible_for: \"c\"}, b: {state: \"active\"}, c: #Tool & {state: \"active\", _gate: {hidden_for: \"c\"}}}\n"}},
	{"in another file, a gate the schema rejects", 2, map[string]string{
		"a.cue": "tools: {a: {state: \"active\", _gate: nope: \"c\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\n" + gateCopy}},
	{"a gate beside a declared one", 3, map[string]string{
		"a.cue": "gates: {x: {visible_for: \"c\"}, for n, t in tools if t._gate != _|_ {(n): t._gate}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n" +
			"tools: {a: {state: \"active\", _gate: visible_for: \"c\"}, b: {state: \"active\"}, x: {state: \"active\"}}\n"}},
	{"a gate declared twice, by the copy and by hand", 2, map[string]string{
		"a.cue": gateCopy + "gates: a: hidden_for: \"c\"\ntools: {a: {state: \"active\", _gate: visible_for: \"c\"}, b: {state: \"active\"}}\n"}},
	{"a shorthand entry in another file", 3, map[string]string{
		"a.cue": gateCopy + "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\ntools: c: {state: \"active\", _gate: visible_for: \"c\"}\ntools: a: _gate: hidden_for: \"c\"\n"}},
	// Left to CUE: the entries with the hidden field stay in the package.
	{"a definition gives the hidden field", 1, map[string]string{
		"a.cue": gateCopy + "#G: #Tool & {_gate: visible_for: \"c\"}\ntools: {a: #G & {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"a pattern gives the hidden field", 1, map[string]string{
		"a.cue": gateCopy + "tools: [=~\"^a\"]: {_gate: visible_for: \"c\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"something else reads the hidden field", 0, map[string]string{
		"a.cue": gateCopy + "tools: {a: {state: \"active\", _gate: visible_for: \"c\"}, b: {state: \"active\", niche: \"\\(len(tools.a._gate))\"}}\n"}},
	{"a hidden value that refers to something", 1, map[string]string{
		"a.cue": gateCopy + "_c: \"c\"\ntools: {a: {state: \"active\", _gate: visible_for: _c}, b: {state: \"active\"}}\n"}},
	{"an entry with the hidden field twice", 1, map[string]string{
		"a.cue": gateCopy + "tools: {a: {state: \"active\", _gate: visible_for: \"c\"}, b: {state: \"active\"}}\ntools: a: {_gate: visible_for: \"c\"}\n"}},
}

func TestSectionsFromHiddenFields(t *testing.T) {
	runTakenCases(t, hiddenCopyCases)
}
