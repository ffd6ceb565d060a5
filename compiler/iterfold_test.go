package compiler

import (
	"fmt"
	"strings"
	"testing"
)

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

// TestForOverLargeHiddenMaps: past mapChunk keys, a comprehension over a
// hidden map with a pattern is evaluated in chunks of keys (fold.go,
// evalUnits); what it makes, and what cue makes, stay the same.
func TestForOverLargeHiddenMaps(t *testing.T) {
	var b, c strings.Builder
	b.WriteString("package toolpolicy\n_cat: [string]: {enabled: *true | bool, ...}\n_cat: {\n")
	c.WriteString("package toolpolicy\n_cat: {\n")
	for i := range 2600 {
		w := &b
		if i%3 == 0 {
			w = &c
		}
		en := ""
		if i%7 == 0 {
			en = ", enabled: false"
		}
		fmt.Fprintf(w, "\tt%04d: {niche: \"Tool %d.\"%s}\n", i, i, en)
	}
	b.WriteString("}\n")
	c.WriteString("}\n")
	cases := []takenCase{
		{"one for clause", 2229, map[string]string{
			"a.cue": "tools: z: {state: \"active\"}\n",
			"b.cue": b.String() + "for n, t in _cat if t.enabled {tools: (n): {state: \"active\", niche: t.niche}}\n",
			"c.cue": c.String()}},
		{"one entry conflicting", 0, map[string]string{
			"a.cue": "tools: z: {state: \"active\"}\n",
			"b.cue": b.String() + "for n, t in _cat if t.enabled {tools: (n): {state: \"active\", niche: t.niche}}\n",
			"c.cue": c.String() + "_cat: t2001: enabled: \"no\"\n"}},
	}
	var m strings.Builder
	m.WriteString("package toolpolicy\n_srv: [S=string]: [string]: {description: *\"A \\(S) tool.\" | string, ...}\n")
	for _, srv := range []string{"gh", "jr", "ln", "sl"} {
		fmt.Fprintf(&m, "_srv: %s: {\n", srv)
		for i := range 700 {
			d := ""
			if i%5 == 0 {
				d = fmt.Sprintf(", description: \"Own %d.\"", i)
			}
			fmt.Fprintf(&m, "\tt%03d: {niche: \"N %d.\"%s}\n", i, i, d)
		}
		m.WriteString("}\n")
	}
	cases = append(cases, takenCase{"a map of maps, two for clauses", 2801, map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": m.String() + "for s, ts in _srv for n, t in ts {tools: \"\\(s)_\\(n)\": {state: \"deferred\", source: \"mcp\", niche: t.niche}}\n"}})
	// Thousands of entries, several loads each against cue: one case in
	// raceStride under -race, all of them in scripts/test.sh's second run.
	runTakenCases(t, breadth(cases))
}

// TestLargeHiddenMapIsChunked: the comprehension of TestForOverLargeHiddenMaps
// is evaluated in chunks (chunkKeys gives the map's keys in order).
func TestLargeHiddenMapIsChunked(t *testing.T) {
	var b strings.Builder
	b.WriteString("_cat: [string]: {enabled: *true | bool, ...}\n_cat: {\n")
	for i := range 1500 {
		fmt.Fprintf(&b, "\tt%04d: {niche: \"Tool %d.\"}\n", 1499-i, i)
	}
	b.WriteString("}\nfor n, t in _cat if t.enabled {tools: (n): {state: \"active\", niche: t.niche}}\n")
	files := parseDir(t, reviewDir(t, map[string]string{"a.cue": b.String()}))
	fo, targets := planFold(files, nil, nil)
	total := map[string]int{}
	for _, f := range files {
		hiddenRefs(f, func(name string) { total[name]++ })
	}
	found := false
	for _, tg := range targets {
		if !fo.closure(tg.deps) {
			continue
		}
		if h, keys, _ := fo.chunkKeys([]*foldTarget{tg}, total); h == "_cat" {
			found = true
			if len(keys) != 1500 || keys[0] != "t1499" || keys[1499] != "t0000" {
				t.Errorf("keys: %d, first %q, last %q; want 1500 in declaration order", len(keys), keys[0], keys[len(keys)-1])
			}
		}
	}
	if !found {
		t.Error("the comprehension over _cat is not chunked")
	}
}
