package compiler

import "testing"

// iterCases: comprehensions ranging over a hidden map with a pattern
// constraint (fold.go, foldDeps.iter and regularOnly). They fold when what
// they make of each entry is plain data, and stay in CUE when the entries
// would carry the pattern's constraints into the tools. base is prepended
// to a.cue; taken counts the tools the split takes out of the package.
var iterCases = []takenCase{
	{"enabled flag with a default, fields selected", 3, map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_cat: [string]: {enabled: *true | bool, ...}\n" +
			"for n, t in _cat if t.enabled {tools: (n): {state: \"active\", niche: t.niche}}\n",
		"c.cue": "package toolpolicy\n_cat: {a: {niche: \"A.\"}, b: {niche: \"B.\", enabled: false}}\n_cat: c: niche: \"C.\"\n"}},
	{"flag turned off in another file", 2, map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_cat: [string]: {enabled: *true | bool, ...}\n_cat: {a: {niche: \"A.\"}, c: {niche: \"C.\"}}\n" +
			"for n, t in _cat if t.enabled {tools: (n): {state: \"active\", niche: t.niche}}\n",
		"c.cue": "package toolpolicy\n_cat: c: enabled: false\n"}},
	// Copying a constrained map whole is expand.go's, which takes plain
	// maps only: CUE evaluates these.
	{"a default copied into the tool", 0, map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_cat: [string]: {state: *\"deferred\" | \"active\"}\n_cat: {a: {}, b: {state: \"active\"}}\n" +
			"tools: {for n, t in _cat {(n): t}}\n"}},
	{"pattern adds an optional field, entry copied whole", 0, map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_cat: [string]: {card?: =~\"^L\"}\n_cat: {a: {state: \"deferred\"}}\n" +
			"tools: {for n, t in _cat {(n): t}}\ntools: a: card: \"X\"\n"}},
	{"pattern adds a nested pattern, entry copied whole", 0, map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_cat: [string]: {annotations: [string]: \"true\" | \"false\"}\n_cat: {a: {state: \"active\"}}\n" +
			"tools: {for n, t in _cat {(n): t}}\ntools: a: annotations: x: \"maybe\"\n"}},
	{"pattern's field selected, a struct with a pattern", 0, map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_cat: [string]: {ann: {[string]: \"true\" | \"false\"}}\n_cat: {a: {}}\n" +
			"for n, t in _cat {tools: (n): {state: \"active\", annotations: t.ann}}\ntools: a: annotations: x: \"maybe\"\n"}},
	{"conflict in the catalog", 0, map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_cat: [string]: {enabled: bool}\n_cat: {a: {enabled: \"yes\"}}\n" +
			"for n, t in _cat if t.enabled == true {tools: (n): {state: \"active\"}}\n"}},
	{"required field in the pattern left unset", 2, map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_cat: [string]: {niche!: string, on: *true | bool}\n_cat: {a: {}}\n" +
			"for n, t in _cat if t.on {tools: (n): {state: \"active\"}}\n"}},
	{"two for clauses over nested maps", 3, map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_srv: [string]: [string]: {on: *true | bool, ...}\n_srv: {gh: {read: {niche: \"R.\"}, write: {on: false}}, jr: {get: {niche: \"G.\"}}}\n" +
			"for s, m in _srv for n, t in m if t.on {tools: \"\\(s)_\\(n)\": {state: \"active\", source: \"mcp\", niche: t.niche}}\n"}},
	{"catalog also used whole", 2, map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_cat: [string]: {enabled: *true | bool, ...}\n_cat: {a: {niche: \"A.\"}}\n" +
			"for n, t in _cat if t.enabled {tools: (n): {state: \"active\", niche: t.niche}}\n_copy: _cat\n"}},
}

func TestForOverConstrainedHiddenMaps(t *testing.T) { runTakenCases(t, iterCases) }
