package compiler

import "testing"

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
