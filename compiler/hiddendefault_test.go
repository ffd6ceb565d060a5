package compiler

import "testing"

// flagCases: entries reading a hidden field with a default
// (hiddendefault.go), each checked against cue and for the tools taken.
var flagCases = []takenCase{
	{"a flag read by two entries", 3, map[string]string{
		"a.cue": "_lazy: *\"deferred\" | \"active\"\ntools: {x: {state: _lazy, niche: \"n\"}, y: {state: _lazy}, z: {state: \"active\"}}\n"}},
	{"a flag with @tag, in another file", 3, map[string]string{
		"a.cue": "tools: {x: {state: _lazy, niche: \"n\"}, y: {state: _lazy}, z: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\n_lazy: *\"deferred\" | \"active\" @tag(lazy)\n"}},
	{"a flag under a definition with its own default", 2, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"active\" | #State}\n_lazy: *\"deferred\" | \"active\"\ntools: {x: #OD & {state: _lazy, niche: \"n\"}, y: #OD & {niche: \"m\"}}\n"}},
	{"a default the schema refuses", 2, map[string]string{
		"a.cue": "_lazy: *\"sleeping\" | \"active\"\ntools: {x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"a default of another field", 2, map[string]string{
		"a.cue": "_g: *\"core\" | =~\"^[a-z]+$\"\ntools: {x: {state: \"active\", group: _g}, y: {state: \"active\", group: _g}}\n"}},
	{"a default that fails its own bound", 2, map[string]string{
		"a.cue": "_g: *\"Core\" | =~\"^[a-z]+$\"\ntools: {x: {state: \"active\", group: _g}, y: {state: \"active\"}}\n"}},
	// An entry's default meeting its template's (fast.go twoDefaults).
	{"two defaults that agree", 3, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_lazy: *\"deferred\" | \"active\"\ntools: {x: #OD & {state: _lazy}, y: #OD & {state: _lazy, niche: \"n\"}, z: #OD & {state: *\"deferred\" | string}}\n"}},
	{"two defaults that differ", 2, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_lazy: *\"active\" | \"deferred\"\ntools: {x: #OD & {state: _lazy}, y: #OD & {niche: \"n\"}}\n"}},
	{"two defaults, the entry's alternatives narrower", 2, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {x: #OD & {state: *\"deferred\" | \"active\"}, y: #OD & {state: *\"deferred\" | \"removed\" | \"active\"}}\n"}},
	{"two defaults of a field with a bound", 2, map[string]string{
		"a.cue": "#G: #Tool & {group: *\"core\" | =~\"^[a-z]+$\"}\ntools: {x: #G & {state: \"active\", group: *\"core\" | string}, y: #G & {state: \"active\", group: *\"edge\" | \"core\"}}\n"}},
	{"an entry's default with no template's", 2, map[string]string{
		"a.cue": "tools: {x: {state: *\"active\" | \"deferred\"}, y: {state: \"active\"}}\n"}},
	// Not a literal default, but a rest naming a hidden field, which the
	// env copies with every declaration and what it names (opaquepat.go
	// restTemplateIn).
	{"declared twice", 2, map[string]string{
		"a.cue": "_lazy: *\"deferred\" | \"active\"\ntools: {x: {state: _lazy}, z: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\n_lazy: *\"deferred\" | \"active\"\n"}},
	{"a default naming a definition", 2, map[string]string{
		"a.cue": "_lazy: *\"deferred\" | #State\ntools: {x: {state: _lazy}, z: {state: \"active\"}}\n"}},
	// Left alone: the entries stay in the package.
	{"a flag a comprehension adds to", 0, map[string]string{
		"a.cue": "_lazy: *\"deferred\" | \"active\"\nif true {_lazy: \"active\"}\ntools: {x: {state: _lazy}, z: {state: \"active\"}}\n"}},
	{"a required flag", 1, map[string]string{
		"a.cue": "_lazy!: *\"deferred\" | \"active\"\ntools: {x: {state: _lazy}, z: {state: \"active\"}}\n"}},
	{"an entry's own hidden field", 2, map[string]string{
		"a.cue": "_lazy: *\"deferred\" | \"active\"\ntools: {x: {_lazy: \"active\", state: _lazy}, z: {state: \"active\"}}\n"}},
	{"read in a section something reads whole", 1, map[string]string{
		"a.cue": "_lazy: *\"deferred\" | \"active\"\ntools: {x: {state: _lazy}, z: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for t in tools {t}][0].state}\n"}},
}

func TestFlagsWithDefaults(t *testing.T) {
	runTakenCases(t, flagCases)
}
