package compiler

import "testing"

// Hidden fields the fold (fold.go) works from.

// constrainedCases: hidden fields holding a pattern constraint or an
// optional or required field, used by computed entries. The fold takes a
// selection of one that comes to a scalar (_tail.github, a string); a
// struct or list selected from one carries its constraints into the entry
// and is left to CUE. Each must agree with plain evaluation and the cue
// command; base is prepended to a.cue.
var constrainedCases = []struct {
	name  string
	files map[string]string
}{
	{"string from a pattern", map[string]string{
		"a.cue": "_tail: [S=string]: \" through \\(S).\"\n_tail: {a: _, b: _}\ntools: {x: {state: \"active\", description: \"Do\" + _tail.a}, y: {state: \"active\", niche: \"N\" + _tail.b}}\n"}},
	{"string from a pattern in another file", map[string]string{
		"a.cue": "tools: {x: {state: \"active\", description: \"Do\" + _tail.a}}\n",
		"b.cue": "package toolpolicy\n_tail: [S=string]: \" through \\(S).\"\n_tail: a: _\n"}},
	{"pattern's value fails its own constraint", map[string]string{
		"a.cue": "_tail: [S=string]: =~\"^ \"\n_tail: {a: \"x\"}\ntools: x: {state: \"active\", description: \"Do\" + _tail.a}\n"}},
	{"struct selected, its optional field meets a conflict", map[string]string{
		"a.cue": "_h: [string]: {card?: string}\n_h: {a: {}}\ntools: x: {_h.a, state: \"active\"}\ntools: x: card: 5\n"}},
	{"struct selected, its optional field is met", map[string]string{
		"a.cue": "_h: [string]: {card?: =~\"^C\"}\n_h: {a: {}}\ntools: x: {_h.a, state: \"active\"}\ntools: x: card: \"lower\"\n"}},
	{"struct selected, unified with a literal", map[string]string{
		"a.cue": "_h: [string]: {state: *\"deferred\" | _}\n_h: {a: {}}\ntools: x: _h.a & {niche: \"n\"}\n"}},
	{"optional field selected, absent", map[string]string{
		"a.cue": "_h: {a?: \"x\"}\ntools: x: {state: \"active\", niche: _h.a}\n"}},
	{"optional field selected, present", map[string]string{
		"a.cue": "_h: {a?: string, a: \"x\"}\ntools: x: {state: \"active\", niche: _h.a}\n"}},
	{"required field selected, present", map[string]string{
		"a.cue": "_h: {a!: string, a: \"x\"}\ntools: x: {state: \"active\", niche: _h.a}\n"}},
	{"required field left unset beside the one selected", map[string]string{
		"a.cue": "_h: {a!: string, b: \"x\"}\ntools: x: {state: \"active\", niche: _h.b}\n"}},
	{"list selected from a pattern", map[string]string{
		"a.cue": "_h: [string]: [...string]\n_h: {a: [\"q\"]}\ntools: x: {state: \"active\", parameters: {type: \"object\", required: _h.a}}\n"}},
	{"whole constrained field iterated", map[string]string{
		"a.cue": "_h: [N=string]: {state: \"active\", niche: \"Does \\(N).\"}\n_h: {a: {}, b: {}}\nfor k, v in _h {tools: (k): v}\n"}},
	{"whole constrained field embedded", map[string]string{
		"a.cue": "_h: {[=~\"^c\"]: string, niche: \"n\"}\ntools: x: {_h, state: \"active\", card: 3}\n"}},
	{"whole constrained field embedded, met by another declaration", map[string]string{
		"a.cue": "_h: {[=~\"^c\"]: =~\"^C\"}\ntools: x: {_h, state: \"active\"}\ntools: x: card: \"lower\"\n"}},
	{"whole constrained field through a plain one", map[string]string{
		"a.cue": "_h: {[=~\"^c\"]: =~\"^C\"}\n_g: {_h, niche: \"n\"}\ntools: x: {_g, state: \"active\"}\ntools: x: card: \"lower\"\n"}},
	{"chain through a plain hidden field", map[string]string{
		"a.cue": "_tail: [S=string]: \" via \\(S).\"\n_tail: a: _\n_d: \"Do\" + _tail.a\ntools: x: {state: \"active\", description: _d}\n"}},
	{"regex pattern on a regular field", map[string]string{
		"a.cue": "_tail: {[=~\"^g\"]: \" on g.\", github: _, gitlab: \" on l.\"}\ntools: {x: {state: \"active\", niche: \"A\" + _tail.github}, y: {state: \"active\", niche: \"B\" + _tail.gitlab}}\n"}},
	{"selected label is missing", map[string]string{
		"a.cue": "_tail: [S=string]: \" via \\(S).\"\n_tail: a: _\ntools: x: {state: \"active\", niche: \"A\" + _tail.b}\n"}},
	{"pattern value refers to the section", map[string]string{
		"a.cue": "_tail: [S=string]: tools[S].state\n_tail: y: _\ntools: {y: {state: \"active\"}, x: {state: \"active\", niche: \"A \" + _tail.y}}\n"}},
	{"pattern alias shadows a hidden field", map[string]string{
		"a.cue": "_s: \"top\"\n_tail: [_s=string]: \" via \\(_s).\"\n_tail: a: _\ntools: x: {state: \"active\", niche: \"A\" + _tail.a}\n"}},
}

func TestConstrainedHiddenFields(t *testing.T) {
	for _, c := range constrainedCases {
		t.Run(c.name, func(t *testing.T) {
			agreeWithCue(t, reviewDir(t, c.files), withMinEntries(0))
		})
	}
}

// mergeCases: entries made of hidden structs of literals and a literal,
// which the fold merges in Go (staticMerge) instead of evaluating them
// with CUE, and neighbours it must leave to CUE.
var mergeCases = []struct {
	name  string
	files map[string]string
}{
	{"conjunction", map[string]string{
		"a.cue": "_r: {source: \"mcp\", state: \"deferred\"}\ntools: {x: _r & {niche: \"n\"}, y: _r & {card: \"c\"}}\n"}},
	{"embedding", map[string]string{
		"a.cue": "_b: {state: \"active\"}\ntools: {x: {_b, niche: \"n\"}, y: {niche: \"m\", _b}}\n"}},
	{"conflict", map[string]string{
		"a.cue": "_r: {state: \"deferred\"}\ntools: x: _r & {state: \"active\"}\n"}},
	{"conflict between two hidden structs", map[string]string{
		"a.cue": "_a: {state: \"deferred\"}\n_b: {state: \"active\"}\ntools: x: _a & _b & {niche: \"n\"}\n"}},
	{"same value twice, written differently", map[string]string{
		"a.cue": "_a: {state: \"active\", niche: \"A\\u0042\"}\ntools: x: _a & {niche: \"AB\", state: #\"active\"#}\n"}},
	{"hidden struct declared twice", map[string]string{
		"a.cue": "_r: {source: \"mcp\"}\n_r: state: \"deferred\"\ntools: x: _r & {niche: \"n\"}\n"}},
	{"hidden struct declared in another file", map[string]string{
		"a.cue": "tools: {x: _r & {niche: \"n\"}, y: {_r, card: \"c\"}}\n",
		"b.cue": "package toolpolicy\n_r: {source: \"mcp\", state: \"deferred\"}\n"}},
	{"hidden struct also read elsewhere", map[string]string{
		"a.cue": "_r: {source: \"mcp\", state: \"deferred\"}\ntools: x: _r & {niche: \"n\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [_r.source]}\n"}},
	{"hidden struct with a nested struct", map[string]string{
		"a.cue": "_r: {state: \"active\", parameters: {type: \"object\"}}\ntools: x: _r & {niche: \"n\"}\n"}},
	{"hidden struct with a number", map[string]string{
		"a.cue": "_r: {state: \"active\", max: 3}\ntools: x: _r & {niche: \"n\"}\n"}},
	{"hidden struct with bytes", map[string]string{
		"a.cue": "_r: {state: \"active\", niche: 'n'}\ntools: x: _r & {card: \"c\"}\n"}},
	{"hidden struct with a default", map[string]string{
		"a.cue": "_r: {state: *\"deferred\" | _}\ntools: {x: _r & {niche: \"n\"}, y: _r & {state: \"active\"}}\n"}},
	{"with a template that has a default", map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_r: {source: \"mcp\"}\ntools: {x: #OD & _r & {niche: \"n\"}, y: #OD & _r & {state: \"active\"}}\n"}},
	{"a field the schema does not allow", map[string]string{
		"a.cue": "_r: {state: \"active\", bogus: \"b\"}\ntools: x: _r & {niche: \"n\"}\n"}},
	{"hidden field embedding another", map[string]string{
		"a.cue": "_a: {source: \"mcp\"}\n_r: {_a, state: \"deferred\"}\ntools: x: _r & {niche: \"n\"}\n"}},
	{"multi-line string merged", map[string]string{
		"a.cue": "_r: {state: \"active\", description: \"\"\"\n\tTwo\n\tlines\n\t\"\"\"}\ntools: x: _r & {niche: \"n\"}\n"}},
	{"order observed by a read", map[string]string{
		"a.cue": "_r: {source: \"mcp\", state: \"deferred\"}\ntools: {x: _r & {niche: \"n\"}, y: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.x {k}]}\n"}},
	{"hidden struct with an attribute", map[string]string{
		"a.cue": "_r: {state: \"active\"} @deprecated()\ntools: x: _r & {niche: \"n\"}\n"}},
}

func TestHiddenStructsMerged(t *testing.T) {
	for _, c := range mergeCases {
		t.Run(c.name, func(t *testing.T) {
			agreeWithCue(t, reviewDir(t, c.files), withMinEntries(0))
		})
	}
}
