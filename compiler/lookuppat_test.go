package compiler

import "testing"

// lookupPat is a pattern looking the entry's name up in a hidden table.
const lookupPat = "tools: [N=_]: {if _r[N] != _|_ {niche: \"Old name of \\(_r[N]).\"}}\n"

// lookupCases: lookup patterns written into the entries (lookuppat.go).
// taken is how many tools leave the package. base is prepended to a.cue.
var lookupCases = []takenCase{
	{"a lookup pattern", 3, map[string]string{
		"a.cue": "_r: {old_a: \"a\", old_b: \"b\"}\n" + lookupPat +
			"tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, old_b: {state: \"hidden-compatibility\"}}\n"}},
	{"the name and the value interpolated, string label", 2, map[string]string{
		"a.cue": "_r: {old_a: \"a\"}\ntools: [N=string]: {if _r[N] != _|_ {niche: \"\\(N) is the old name of \\(_r[N]).\", card: _r[N]}}\n" +
			"tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
	{"a table embedding two tables", 3, map[string]string{
		"a.cue": "_h: {old_a: \"a\"}\n_d: {old_b: \"b\"}\n_r: {_h, _d}\n" + lookupPat +
			"tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, old_b: {state: \"hidden-compatibility\"}}\n"}},
	{"a table embedding a table in another file, beside a field", 3, map[string]string{
		"a.cue": "_r: {_h, old_b: \"b\"}\n" + lookupPat +
			"tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, old_b: {state: \"hidden-compatibility\"}}\n",
		"b.cue": "package toolpolicy\n_h: {old_a: \"a\"}\n"}},
	{"a table embedding two tables naming one name twice", 0, map[string]string{
		"a.cue": "_h: {old_a: \"a\"}\n_d: {old_a: \"b\"}\n_r: {_h, _d}\n" + lookupPat +
			"tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
	{"a table embedding a table a comprehension adds to", 0, map[string]string{
		"a.cue": "_h: {old_a: \"a\"}\nif true {_h: old_c: \"a\"}\n_r: {_h}\n" + lookupPat +
			"tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, old_c: {state: \"deprecated\"}}\n"}},
	{"a table embedding itself", 0, map[string]string{
		"a.cue": "_r: {_r, old_a: \"a\"}\n" + lookupPat +
			"tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
	{"a table name that is no entry", 1, map[string]string{
		"a.cue": "_r: {old_a: \"a\", gone: \"a\"}\n" + lookupPat + "tools: {a: {state: \"active\"}}\n"}},
	{"an entry's own field conflicts", 1, map[string]string{
		"a.cue": "_r: {old_a: \"a\"}\n" + lookupPat + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\", niche: \"Other.\"}}\n"}},
	{"an entry's own default", 1, map[string]string{
		"a.cue": "_r: {old_a: \"a\"}\n" + lookupPat + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\", niche: *\"Other.\" | string}}\n"}},
	{"an entry made of a definition alone", 2, map[string]string{
		"a.cue": "_r: {old_a: \"a\"}\n#Old: #Tool & {state: \"deprecated\"}\n" + lookupPat + "tools: {a: {state: \"active\"}, old_a: #Old}\n"}},
	{"entries in two files", 3, map[string]string{
		"a.cue": "_r: {old_a: \"a\", old_b: \"b\"}\n" + lookupPat + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n",
		"b.cue": "package toolpolicy\ntools: old_b: {state: \"deprecated\"}\ntools: old_a: {card: \"c\"}\n"}},
	{"a table a comprehension adds to", 0, map[string]string{
		"a.cue": "_r: {old_a: \"a\"}\nfor k in [\"old_b\"] {_r: (k): \"a\"}\n" + lookupPat + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, old_b: {state: \"deprecated\"}}\n"}},
	{"a table declared twice", 0, map[string]string{
		"a.cue": "_r: {old_a: \"a\"}\n_r: {old_a: \"a\"}\n" + lookupPat + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
	{"a table of another kind", 0, map[string]string{
		"a.cue": "_r: {old_a: 1}\ntools: [N=_]: {if _r[N] != _|_ {niche: \"Old.\"}}\ntools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
	{"a section a comprehension adds to", 0, map[string]string{
		"a.cue": "_r: {old_a: \"a\"}\n" + lookupPat + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\ntools: {for n in [\"old_c\"] {(n): {state: \"deprecated\"}}}\n"}},
	{"an entry's fields marshalled", 0, map[string]string{
		"a.cue": "_r: {old_a: \"a\"}\n" + lookupPat + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\", card: \"c\"}}\n",
		"b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: b: {state: \"active\", description: json.Marshal(tools.old_a)}\n"}},
	{"a value the schema rejects", 2, map[string]string{
		"a.cue": "_r: {old_a: \"a\\nb\"}\n" + lookupPat + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
}

func TestLookupPatterns(t *testing.T) {
	runTakenCases(t, lookupCases)
}
