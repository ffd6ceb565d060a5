package compiler

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// review50 (helper-95): a differential table against the cue command for
// fold.go's splitUnit (a file's fold targets parted into units past 64 KiB
// of hidden declarations) and list/section chunking (listChunkKeys,
// writeChunk, mergeGenEntries): comprehensions over hidden lists and maps
// past mapChunk scalars, in sections and at the top of a file.
//
// Result (helper-95, TOOLPOLICY_TABLES=all, GOMAXPROCS=1; TestReview50Split
// raises GOMAXPROCS to 3 itself, splitUnit parting nothing on one core):
// 235 subtests (186 valid, 49 invalid on both sides), 0 failed.

// list50 is _specs with n elements given by f, after #Spec and the
// constraint (as specs22, without the constraint when open is false).
func list50(n int, f func(i int) string) string { return specs22(n, f) }

// map50 is a hidden map _catalog of n entries given by f (the text after
// the key), "k_i: {...}" one a line.
func map50(name string, n int, f func(i int) string) string {
	var b strings.Builder
	b.WriteString(name + ": {\n")
	for i := range n {
		b.WriteString(fmt.Sprintf("\tk_%d: %s\n", i, f(i)))
	}
	b.WriteString("}\n")
	return b.String()
}

func ent50(i int) string { return fmt.Sprintf("{niche: \"Reads %d.\", card: \"c%d\"}", i, i) }

const sec50 = "tools: {for s in _specs {(s.name): {state: \"active\", niche: s.niche}}}\n"
const top50 = "for s in _specs {tools: (s.name): {state: \"active\", niche: s.niche}}\n"
const msec50 = "tools: {for k, v in _catalog {(k): {state: \"active\", niche: v.niche, card: v.card}}}\n"

func at50(n int, f func(i int) string) func(i int) string {
	return func(i int) string {
		if s := f(i); s != "" {
			return s
		}
		return spec22(i)
	}
}

func TestReview50Lists(t *testing.T) {
	var cases []reviewCase
	add := func(name string, kv ...string) { cases = append(cases, c21(name, kv...)) }
	both := func(name, list, rest string) {
		add("section: "+name, "a.cue", list+strings.ReplaceAll(rest, "@C", sec50))
		add("top: "+name, "a.cue", list+strings.ReplaceAll(rest, "@C", top50))
	}
	one := func(i int, s string) func(int) string {
		return at50(600, func(j int) string {
			if j == i {
				return s
			}
			return ""
		})
	}
	both("plain 600", list50(600, spec22), "@C")
	both("plain 2000", list50(2000, spec22), "@C")
	// Elements that read the list.
	both("element reads _specs[0]", list50(600, one(450, "{name: \"t_450\", niche: _specs[0].niche}")), "@C")
	both("element reads _specs[599]", list50(600, one(3, "{name: \"t_3\", niche: _specs[599].niche}")), "@C")
	both("element reads len(_specs)", list50(600, one(450, "{name: \"t_450\", niche: \"of \\(len(_specs))\"}")), "@C")
	both("element reads a hidden field reading len(_specs)", list50(600, one(450, "{name: \"t_450\", niche: \"of \\(_count)\"}")), "_count: len(_specs)\n@C")
	add("section: body reads len(_specs)", "a.cue", list50(600, spec22)+"tools: {for s in _specs {(s.name): {state: \"active\", niche: \"\\(s.niche) of \\(len(_specs))\"}}}\n")
	add("section: body reads _count = len(_specs)", "a.cue", list50(600, spec22)+"_count: len(_specs)\ntools: {for s in _specs {(s.name): {state: \"active\", niche: \"\\(s.niche) of \\(_count)\"}}}\n")
	add("top: body reads _count = len(_specs)", "a.cue", list50(600, spec22)+"_count: len(_specs)\nfor s in _specs {tools: (s.name): {state: \"active\", niche: \"\\(s.niche) of \\(_count)\"}}\n")
	add("section: body reads _first = _specs[0].name", "a.cue", list50(600, spec22)+"_first: _specs[0].name\ntools: {for s in _specs {(s.name): {state: \"active\", niche: \"\\(s.niche) after \\(_first)\"}}}\n")
	add("section: body reads _last = _specs[len(_specs)-1].name", "a.cue", list50(600, spec22)+"_last: _specs[len(_specs)-1].name\ntools: {for s in _specs {(s.name): {state: \"active\", niche: \"\\(s.niche) before \\(_last)\"}}}\n")
	add("section: len(_specs) elsewhere", "a.cue", list50(600, spec22)+sec50+"modes: agent: head_add: [_specs[len(_specs)-1].name]\n")
	add("section: guard reads len(_specs)", "a.cue", list50(600, spec22)+"tools: {for s in _specs if len(_specs) > 599 {(s.name): {state: \"active\", niche: s.niche}}}\n")
	add("section: guard reads _n = len(_specs)", "a.cue", list50(600, spec22)+"_n: len(_specs)\ntools: {for s in _specs if _n > 599 {(s.name): {state: \"active\", niche: s.niche}}}\n")
	add("section: let reads _n = len(_specs)", "a.cue", list50(600, spec22)+"_n: len(_specs)\ntools: {for s in _specs let m = _n {(s.name): {state: \"active\", niche: \"\\(s.niche) \\(m)\"}}}\n")
	add("section: list alias L read in an element", "a.cue", strings.Replace(list50(600, one(450, "{name: \"t_450\", niche: L[0].niche}")), "_specs: [\n", "L=_specs: [\n", 1)+sec50)
	add("section: list referenced through another hidden", "a.cue", list50(600, spec22)+"_all: _specs\ntools: {for s in _specs if len(_all) == 600 {(s.name): {state: \"active\", niche: s.niche}}}\n")
	// Elements that are references.
	both("element is a hidden field", list50(600, one(450, "_e450")), "_e450: {name: \"t_450\", niche: \"Hidden.\"}\n@C")
	both("element is a definition", list50(600, one(450, "#E450")), "#E450: {name: \"t_450\", niche: \"Def.\", ro: *false | bool}\n@C")
	both("element is a closed definition with an extra field", list50(600, one(450, "#E450 & {extra: 1}")), "#E450: {name: \"t_450\", niche: \"Def.\", ro: *false | bool}\n@C")
	both("element embeds a hidden field", list50(600, one(450, "{_e450, niche: \"Mine.\"}")), "_e450: {name: \"t_450\"}\n@C")
	both("element made by a comprehension in it", list50(600, one(450, "{for k, v in {name: \"t_450\", niche: \"C.\"} {(k): v}}")), "@C")
	both("element with a default", list50(600, one(450, "{name: *\"t_450\" | \"u\", niche: *\"D.\" | string}")), "@C")
	both("element with conflicting defaults", list50(600, one(450, "{name: *\"t_450\" | \"u\", niche: *\"D.\" | string} & {niche: *\"E.\" | string}")), "@C")
	both("element close()", list50(600, one(450, "close({name: \"t_450\", niche: \"C.\"})")), "@C")
	both("element with a let", list50(600, one(450, "{let x = \"t_450\", name: x, niche: x}")), "@C")
	both("element with an if", list50(600, one(450, "{name: \"t_450\", if true {niche: \"If.\"}}")), "@C")
	both("element reads a top-level field", list50(600, one(450, "{name: \"t_450\", niche: release.version}")), "@C")
	both("element is an embedded list", list50(600, one(450, "[{name: \"t_450\", niche: \"L.\"}][0]")), "@C")
	both("element is a disjunction", list50(600, one(450, "*{name: \"t_450\", niche: \"A.\"} | {name: \"u_450\", niche: \"B.\"}")), "@C")
	both("element with ro default overridden", list50(600, one(450, "{name: \"t_450\", niche: \"R.\", ro: true}")), "@C")
	// Errors.
	both("error in the last element", list50(600, one(599, "{name: \"t_599\", niche: 5}")), "@C")
	both("error in the first element", list50(600, one(0, "{name: \"t_0\", niche: 5}")), "@C")
	both("element bottom", list50(600, one(300, "_|_")), "@C")
	both("element name invalid", list50(600, one(300, "{name: \"bad name\", niche: \"X.\"}")), "@C")
	both("element a string", list50(600, one(300, "\"s\"")), "@C")
	both("two names alike far apart", list50(600, one(599, spec22(1))), "@C")
	both("two names with defaults alike", list50(600, func(i int) string {
		if i == 0 || i == 599 {
			return "{name: \"t_0\", niche: *\"D.\" | string}"
		}
		return spec22(i)
	}), "@C")
	both("two names with different defaults", list50(600, func(i int) string {
		if i == 0 {
			return "{name: \"t_0\", niche: *\"D.\" | string}"
		}
		if i == 599 {
			return "{name: \"t_0\", niche: *\"E.\" | string}"
		}
		return spec22(i)
	}), "@C")
	both("default and concrete meet", list50(600, func(i int) string {
		if i == 0 {
			return "{name: \"t_0\", niche: *\"D.\" | string}"
		}
		if i == 599 {
			return "{name: \"t_0\", niche: \"E.\"}"
		}
		return spec22(i)
	}), "@C")
	// Declarations in several files and forms.
	add("section: constraint in another file", "a.cue", strings.Replace(list50(600, spec22), "_specs: [...#Spec]\n", "", 1)+sec50, "b.cue", "_specs: [...#Spec]\n")
	add("section: elements in another file", "a.cue", "#Spec: {name: string, niche: string, ro: *false | bool}\n_specs: [...#Spec]\n"+sec50, "b.cue", strings.Replace(list50(600, spec22), "#Spec: {name: string, niche: string, ro: *false | bool}\n_specs: [...#Spec]\n", "", 1))
	add("section: constraint in another file refuses one", "a.cue", list50(600, spec22)+sec50, "b.cue", "_specs: [...{niche: !=\"Reads 450.\"}]\n")
	add("section: empty list in another file", "a.cue", list50(600, spec22)+sec50, "b.cue", "_specs: []\n")
	add("section: [...] in another file", "a.cue", list50(600, spec22)+sec50, "b.cue", "_specs: [...]\n")
	add("section: [_, ...] in another file", "a.cue", list50(600, spec22)+sec50, "b.cue", "_specs: [{name: \"t_0\"}, ...]\n")
	add("section: [...{ro: false}] in another file, one ro", "a.cue", list50(600, one(300, "{name: \"t_300\", niche: \"R.\", ro: true}"))+sec50, "b.cue", "_specs: [...{ro: false}]\n")
	add("section: constraint a list of 600 _", "a.cue", list50(600, spec22)+sec50, "b.cue", "import \"list\"\n_specs: [for i in list.Range(0, 600, 1) {_}]\n")
	add("section: constraint a closed list of 599", "a.cue", list50(600, spec22)+sec50, "b.cue", "_specs: ["+strings.Repeat("_, ", 599)+"]\n")
	add("section: list.Concat", "a.cue", "#Spec: {name: string, niche: string}\n"+strings.Replace(strings.Replace(list50(600, spec22), "_specs", "_a", -1), "#Spec: {name: string, niche: string, ro: *false | bool}\n", "", 1)+"_b: [{name: \"u\", niche: \"U.\"}]\n"+sec50, "b.cue", "import \"list\"\n_specs: list.Concat([_a, _b])\n")
	add("section: list & constraint in one declaration", "a.cue", strings.Replace(list50(600, spec22), "_specs: [\n", "_specs: [...#Spec] & [\n", 1)+sec50)
	add("section: list with ... and a comprehension element", "a.cue", strings.Replace(list50(600, spec22), "\n]\n", "\n\tfor i in [1] {name: \"z\", niche: \"Z.\"},\n]\n", 1)+sec50)
	add("section: the constraint a disjunction", "a.cue", strings.Replace(list50(600, spec22), "_specs: [...#Spec]\n", "_specs: *[...#Spec] | [...string]\n", 1)+sec50)
	add("section: list optional field marker", "a.cue", strings.Replace(list50(600, spec22), "_specs: [...#Spec]\n", "_specs?: [...#Spec]\n", 1)+sec50)
	add("section: list in a file without the comprehension, b.cue both", "a.cue", list50(600, spec22), "b.cue", sec50)
	add("section: two comprehensions over the list", "a.cue", list50(600, spec22)+sec50+"aliases: {for s in _specs if s.name == \"t_5\" {old_5: {replacement: s.name, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\n")
	// Names the chunks see differently.
	add("section: _specs shadowed in the section", "a.cue", list50(600, spec22)+"tools: {_specs: [{name: \"x\", niche: \"X.\"}], for s in _specs {(s.name): {state: \"active\", niche: s.niche}}}\n")
	add("section: element reads a hidden field of another file", "a.cue", list50(600, one(450, "_e450")), "b.cue", "_e450: {name: \"t_450\", niche: \"B.\"}\n", "c.cue", sec50)
	add("section: a list and a map comprehension in one section", "a.cue", list50(600, spec22)+map50("_catalog", 600, ent50)+"tools: {for s in _specs {(s.name): {state: \"active\", niche: s.niche}}, for k, v in _catalog {(k): {state: \"deferred\", niche: v.niche}}}\n")
	add("section: body reads a sibling entry", "a.cue", list50(600, spec22)+"tools: {base: {state: \"active\", niche: \"B.\"}, for s in _specs {(s.name): {state: \"active\", niche: base.niche}}}\n")
	add("section: body reads a section-local hidden", "a.cue", list50(600, spec22)+"tools: {_pre: \"P.\", for s in _specs {(s.name): {state: \"active\", niche: _pre}}}\n")
	add("section: body reads tools.t_0", "a.cue", list50(600, spec22)+"tools: {for s in _specs {(s.name): {state: \"active\", niche: \"\\(s.niche) \\(tools.t_0.niche)\"}}}\n")
	add("top: body reads tools.t_0", "a.cue", list50(600, spec22)+"for s in _specs {tools: (s.name): {state: \"active\", niche: \"\\(s.niche) \\(tools.t_0.niche)\"}}\n")
	add("section: body reads tools.t_599", "a.cue", list50(600, spec22)+"tools: {for s in _specs {(s.name): {state: \"active\", niche: tools.t_599.niche}}}\n")
	add("section: body reads len(T) of its section alias", "a.cue", list50(600, spec22)+"T=tools: {for s in _specs {(s.name): {state: \"active\", card: \"\\(len([for n, _ in T {n}]))\"}}}\n")
	add("section: body reads the count of another section", "a.cue", list50(600, spec22)+sec50+"groups: {for s in _specs {\"g_\\(s.name)\": {card: \"\\(len(tools))\"}}}\n")
	add("section: guard reads tools", "a.cue", list50(600, spec22)+"tools: a: {state: \"active\"}\naliases: {for s in _specs if tools[s.name] == _|_ {(s.name): {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\n")
	add("section: 600 elements of one scalar and a 1025th", "a.cue", "_specs: [\n"+gen50(1100, func(i int) string { return fmt.Sprintf("\"n_%d\",", i) })+"]\ntools: {for s in _specs {(s): {state: \"active\"}}}\n")
	add("section: strings, one repeated far apart", "a.cue", "_specs: [\n"+gen50(1100, func(i int) string { return fmt.Sprintf("\"n_%d\",", i%1099) })+"]\ntools: {for s in _specs {(s): {state: \"active\"}}}\n")
	add("section: strings, one not a name", "a.cue", "_specs: [\n"+gen50(1100, func(i int) string {
		if i == 1099 {
			return "\"n 1\","
		}
		return fmt.Sprintf("\"n_%d\",", i)
	})+"]\ntools: {for s in _specs {(s): {state: \"active\"}}}\n")
	add("section: list of lists", "a.cue", "_specs: [\n"+gen50(600, func(i int) string { return fmt.Sprintf("[\"n_%d\", \"c%d\"],", i, i) })+"]\ntools: {for s in _specs {(s[0]): {state: \"active\", card: s[1]}}}\n")
	add("section: list of lists, nested for", "a.cue", "_specs: [\n"+gen50(600, func(i int) string { return fmt.Sprintf("[\"n_%d\", \"m_%d\"],", i, i) })+"]\ntools: {for s in _specs for n in s {(n): {state: \"active\"}}}\n")
	add("section: elements numbers", "a.cue", "_specs: [\n"+gen50(1100, func(i int) string { return fmt.Sprintf("%d,", i) })+"]\ntools: {for s in _specs {\"n_\\(s)\": {state: \"active\"}}}\n")
	add("section: elements numbers, int constraint float", "a.cue", "_specs: [...int]\n_specs: [\n"+gen50(1100, func(i int) string {
		if i == 1099 {
			return "1.5,"
		}
		return fmt.Sprintf("%d,", i)
	})+"]\ntools: {for s in _specs {\"n_\\(s)\": {state: \"active\"}}}\n")
	add("section: json of tools observed", "a.cue", "tools: {zz: {state: \"active\"}}\n"+list50(600, spec22)+sec50+"tools: {aa: {state: \"active\"}}\n", "b.cue", "import \"encoding/json\"\nimport \"strings\"\ngroups: g: card: strings.SliceRunes(json.Marshal(tools), 0, 80)\n")
	add("section: retired over _specs", "a.cue", list50(600, spec22)+"tools: t: {state: \"active\"}\nretired: {for s in _specs {(s.name): {}}}\n")
	add("section: element field named _specs", "a.cue", list50(600, one(450, "{name: \"t_450\", _specs: \"own\", niche: _specs}"))+sec50)
	add("section: element field named release", "a.cue", list50(600, one(450, "{name: \"t_450\", let release = {version: \"own\"}, niche: release.version}"))+sec50)
	roAt := func(f func(i int) bool) string {
		return list50(600, func(i int) string {
			return fmt.Sprintf("{name: \"t_%d\", niche: \"Reads %d.\", ro: %v}", i, i, f(i))
		})
	}
	for _, w := range []struct {
		name string
		f    func(i int) bool
	}{{"only the last chunk yields", func(i int) bool { return i > 590 }}, {"only the first chunk yields", func(i int) bool { return i < 3 }}, {"no chunk yields", func(int) bool { return false }}, {"a middle chunk yields nothing", func(i int) bool { return i < 250 || i > 400 }}} {
		add("section: "+w.name, "a.cue", roAt(w.f)+"tools: a: {state: \"active\"}\ntools: {for s in _specs if s.ro {(s.name): {state: \"active\", niche: s.niche}}}\n")
		add("top: "+w.name, "a.cue", roAt(w.f)+"tools: a: {state: \"active\"}\nfor s in _specs if s.ro {tools: (s.name): {state: \"active\", niche: s.niche}}\n")
		add("map section: "+w.name, "a.cue", map50("_catalog", 600, func(i int) string {
			return fmt.Sprintf("{niche: \"Reads %d.\", card: \"c\", on: %v}", i, w.f(i))
		})+"tools: a: {state: \"active\"}\ntools: {for k, v in _catalog if v.on {(k): {state: \"active\", niche: v.niche}}}\n")
	}
	add("section: element reads tools.t_0 made by another chunk", "a.cue", list50(600, one(450, "{name: \"t_450\", niche: tools.t_0.niche}"))+sec50)
	add("top: element reads tools.t_0 made by another chunk", "a.cue", list50(600, one(450, "{name: \"t_450\", niche: tools.t_0.niche}"))+top50)
	add("section: element reads len(tools)", "a.cue", list50(600, one(450, "{name: \"t_450\", niche: \"\\(len(tools))\"}"))+sec50)
	add("section: element reads groups made from the list", "a.cue", list50(600, one(450, "{name: \"t_450\", niche: groups.g_t_0.card}"))+sec50+"groups: {for s in _specs {\"g_\\(s.name)\": {card: s.niche}}}\n")
	// The comprehension's shape.
	add("section: nested for over s.out", "a.cue", "#Srv: {n: string, out: {\"\\(n)_a\": {state: \"active\"}, \"\\(n)_b\": {state: \"deferred\"}}}\n_servers: [...#Srv]\n_servers: [\n"+gen50(600, func(i int) string { return fmt.Sprintf("{n: \"s%d\"},", i) })+"]\ntools: {for s in _servers for k, v in s.out {(k): v}}\n")
	add("section: embed s.out", "a.cue", "#Srv: {n: string, out: {\"\\(n)_a\": {state: \"active\"}, \"\\(n)_b\": {state: \"deferred\"}}}\n_servers: [...#Srv]\n_servers: [\n"+gen50(600, func(i int) string { return fmt.Sprintf("{n: \"s%d\"},", i) })+"]\ntools: {for s in _servers {s.out}}\n")
	add("section: embed s.out, two servers alike", "a.cue", "#Srv: {n: string, out: {\"\\(n)_a\": {state: \"active\"}, \"\\(n)_b\": {state: \"deferred\"}}}\n_servers: [...#Srv]\n_servers: [\n"+gen50(600, func(i int) string { return fmt.Sprintf("{n: \"s%d\"},", i%599) })+"]\ntools: {for s in _servers {s.out}}\n")
	add("section: embed s.out, two servers conflicting", "a.cue", "#Srv: {n: string, st: *\"active\" | string, out: {\"\\(n)_a\": {state: st}}}\n_servers: [...#Srv]\n_servers: [\n"+gen50(600, func(i int) string {
		if i == 599 {
			return "{n: \"s0\", st: \"deferred\"},"
		}
		return fmt.Sprintf("{n: \"s%d\"},", i)
	})+"]\ntools: {for s in _servers {s.out}}\n")
	add("section: embed s.out, server default meets another", "a.cue", "#Srv: {n: string, st: *\"active\" | #State, out: {\"\\(n)_a\": {state: st}}}\n_servers: [...#Srv]\n_servers: [\n"+gen50(600, func(i int) string {
		if i == 599 {
			return "{n: \"s0\", st: *\"deferred\" | #State},"
		}
		return fmt.Sprintf("{n: \"s%d\"},", i)
	})+"]\ntools: {for s in _servers {s.out}}\n")
	add("section: if reads another hidden map", "a.cue", list50(600, spec22)+"_off: {t_3: true, t_598: true}\ntools: {for s in _specs if _off[s.name] == _|_ {(s.name): {state: \"active\", niche: s.niche}}}\n")
	add("section: if reads a hidden field from another file", "a.cue", list50(600, spec22)+"tools: {for s in _specs if s.name != _skip {(s.name): {state: \"active\", niche: s.niche}}}\n", "b.cue", "_skip: \"t_451\"\n")
	add("section: let in the comprehension", "a.cue", list50(600, spec22)+"tools: {for s in _specs let n = \"x_\\(s.name)\" {(n): {state: \"active\", niche: s.niche}}}\n")
	add("section: two lets, if between", "a.cue", list50(600, spec22)+"tools: {for s in _specs let n = s.name if n != \"t_7\" let m = \"\\(n)!\" {(n): {state: \"active\", niche: m}}}\n")
	add("section: a fixed entry beside the comprehension", "a.cue", list50(600, spec22)+"tools: {zz: {state: \"active\"}, for s in _specs {(s.name): {state: \"active\", niche: s.niche}}, aa: {state: \"deferred\"}}\n")
	add("section: fixed entry colliding", "a.cue", list50(600, spec22)+"tools: {t_599: {state: \"deferred\"}, for s in _specs {(s.name): {state: \"active\", niche: s.niche}}}\n")
	add("section: entry given elsewhere too", "a.cue", list50(600, spec22)+sec50+"tools: t_599: {card: \"Given.\"}\n")
	add("section: entry given elsewhere, conflicting", "a.cue", list50(600, spec22)+sec50+"tools: t_599: {niche: \"Other.\"}\n")
	add("section: two yields per element", "a.cue", list50(600, spec22)+"tools: {for s in _specs {(s.name): {state: \"active\", niche: s.niche}, \"\\(s.name)_w\": {state: \"deferred\"}}}\n")
	add("section: yield with a pattern", "a.cue", list50(600, spec22)+"tools: {for s in _specs {(s.name): {state: \"active\", niche: s.niche}}, [=~\"_59\"]: {card: \"Pattern.\"}}\n")
	add("section: conditional yield field", "a.cue", list50(600, spec22)+"tools: {for s in _specs {(s.name): {state: \"active\", if s.ro {card: \"RO\"}}}}\n")
	// Order-sensitive readers.
	add("order: head_add whole tools order", "a.cue", list50(600, spec22)+sec50+"modes: agent: head_add: [for n, _ in tools if n =~ \"_59\" {n}]\n")
	add("order: two comprehensions interleaved", "a.cue", list50(600, spec22)+sec50+"tools: {for s in _specs {\"\\(s.name)_b\": {state: \"deferred\"}}}\nmodes: agent: head_add: [for n, _ in tools {n}][:3]\n")
	add("order: aliases over tools order", "a.cue", list50(600, spec22)+sec50+"aliases: {for n, _ in tools if n =~ \"^t_59\" {\"old_\\(n)\": {replacement: n, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\n")
	add("order: a list made over tools then indexed", "a.cue", list50(600, spec22)+sec50+"_names: [for n, _ in tools {n}]\nmodes: agent: head_add: [_names[0], _names[599]]\n")
	// Other sections made the same way.
	add("aliases: section over _specs", "a.cue", list50(600, spec22)+"tools: t_0: {state: \"active\"}\naliases: {for s in _specs if s.name != \"t_0\" {(s.name): {replacement: \"t_0\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\n")
	add("aliases: top over _specs", "a.cue", list50(600, spec22)+"tools: t_0: {state: \"active\"}\nfor s in _specs if s.name != \"t_0\" {aliases: (s.name): {replacement: \"t_0\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\n")
	add("groups: section over _specs", "a.cue", list50(600, spec22)+sec50+"groups: {for s in _specs {\"g_\\(s.name)\": {card: s.niche}}}\n")
	add("groups: section over _specs, bad card", "a.cue", list50(600, one(598, "{name: \"t_598\", niche: \"bad\\nline\"}"))+"tools: a: {state: \"active\"}\ngroups: {for s in _specs {\"g_\\(s.name)\": {card: s.niche}}}\n")
	add("tools and groups in one comprehension", "a.cue", list50(600, spec22)+"for s in _specs {tools: (s.name): {state: \"active\", groups: [\"g\"]}, groups: g: {card: \"G.\"}}\n")
	add("top: yields to two sections, one conflicting", "a.cue", list50(600, spec22)+"for s in _specs {tools: (s.name): {state: \"active\"}, modes: agent: head_add: [s.name]}\n")
	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}

func gen50(n int, f func(i int) string) string {
	var b strings.Builder
	for i := range n {
		b.WriteString("\t" + f(i) + "\n")
	}
	return b.String()
}

func TestReview50Maps(t *testing.T) {
	var cases []reviewCase
	add := func(name string, kv ...string) { cases = append(cases, c21(name, kv...)) }
	oneM := func(i int, s string) func(int) string {
		return func(j int) string {
			if j == i {
				return s
			}
			return ent50(j)
		}
	}
	add("map: section 600", "a.cue", map50("_catalog", 600, ent50)+msec50)
	add("map: section 2000", "a.cue", map50("_catalog", 2000, ent50)+msec50)
	add("map: section, in three files", "a.cue", map50("_catalog", 300, ent50)+msec50, "b.cue", strings.Replace(map50("_catalog", 600, ent50), "k_", "m_", -1), "c.cue", strings.Replace(map50("_catalog", 300, ent50), "k_", "z_", -1))
	add("map: section, same keys in two files", "a.cue", map50("_catalog", 600, ent50)+msec50, "b.cue", map50("_catalog", 600, func(i int) string { return "{card: \"c\\(\"" + fmt.Sprint(i) + "\")\"}" }))
	add("map: section, same keys in two files conflicting", "a.cue", map50("_catalog", 600, ent50)+msec50, "b.cue", map50("_catalog", 600, func(i int) string {
		if i == 599 {
			return "{card: \"other\"}"
		}
		return "{}"
	}))
	add("map: section, pattern in another file", "a.cue", map50("_catalog", 600, ent50)+msec50, "b.cue", "_catalog: [=~\"_59\"]: {niche: =~\"^Reads\"}\n")
	add("map: section, pattern refuses the last", "a.cue", map50("_catalog", 600, ent50)+msec50, "b.cue", "_catalog: [=~\"_599$\"]: {niche: =~\"^X\"}\n")
	add("map: section, pattern in the map", "a.cue", strings.Replace(map50("_catalog", 600, ent50), "_catalog: {\n", "_catalog: {\n\t[string]: {card: *\"dflt\" | string}\n", 1)+msec50)
	add("map: section, pattern default meets", "a.cue", strings.Replace(map50("_catalog", 600, oneM(450, "{niche: \"N.\"}")), "_catalog: {\n", "_catalog: {\n\t[string]: {card: *\"dflt\" | string}\n", 1)+msec50)
	add("map: section, entry reads a sibling", "a.cue", map50("_catalog", 600, oneM(450, "{niche: k_0.niche, card: \"c\"}"))+msec50)
	add("map: section, entry reads a far sibling", "a.cue", map50("_catalog", 600, oneM(3, "{niche: k_599.niche, card: \"c\"}"))+msec50)
	add("map: section, entry reads _catalog.k_0", "a.cue", map50("_catalog", 600, oneM(450, "{niche: _catalog.k_0.niche, card: \"c\"}"))+msec50)
	add("map: section, entry reads len(_catalog)", "a.cue", map50("_catalog", 600, oneM(450, "{niche: \"n \\(len(_catalog))\", card: \"c\"}"))+msec50)
	add("map: section, body reads _n = len(_catalog)", "a.cue", map50("_catalog", 600, ent50)+"_n: len(_catalog)\ntools: {for k, v in _catalog {(k): {state: \"active\", niche: \"\\(v.niche) \\(_n)\"}}}\n")
	add("map: section, body reads _catalog.k_0", "a.cue", map50("_catalog", 600, ent50)+"tools: {for k, v in _catalog {(k): {state: \"active\", niche: _catalog.k_0.niche}}}\n")
	add("map: section, body reads _first via _catalog", "a.cue", map50("_catalog", 600, ent50)+"_first: _catalog.k_599.niche\ntools: {for k, v in _catalog {(k): {state: \"active\", niche: _first}}}\n")
	add("map: section, struct alias read", "a.cue", strings.Replace(map50("_catalog", 600, oneM(450, "{niche: C.k_0.niche, card: \"c\"}")), "_catalog: {", "C=_catalog: {", 1)+msec50)
	add("map: section, value alias in the map", "a.cue", strings.Replace(map50("_catalog", 600, oneM(450, "{niche: X.k_0.niche, card: \"c\"}")), "_catalog: {", "_catalog: X={", 1)+msec50)
	add("map: section, error last", "a.cue", map50("_catalog", 600, oneM(599, "{niche: 5, card: \"c\"}"))+msec50)
	add("map: section, key bad name", "a.cue", strings.Replace(map50("_catalog", 600, ent50), "k_599:", "\"bad name\":", 1)+msec50)
	add("map: section, a key quoted", "a.cue", strings.Replace(map50("_catalog", 600, ent50), "k_599:", "\"k-599\":", 1)+msec50)
	add("map: section, optional entries", "a.cue", strings.Replace(map50("_catalog", 600, ent50), "k_599:", "k_599?:", 1)+msec50)
	add("map: section, required entry", "a.cue", strings.Replace(map50("_catalog", 600, ent50), "k_599:", "k_599!:", 1)+msec50)
	add("map: section, let and if", "a.cue", map50("_catalog", 600, ent50)+"_off: k_5: true\ntools: {for k, v in _catalog let n = \"x_\\(k)\" if _off[k] == _|_ {(n): {state: \"active\", niche: v.niche}}}\n")
	add("map: section, names two chunks give alike", "a.cue", map50("_catalog", 600, ent50)+"tools: {for k, v in _catalog {\"t_\\(len(k))\": {state: \"active\"}}}\n")
	add("map: section, names two chunks give conflicting", "a.cue", map50("_catalog", 600, ent50)+"tools: {for k, v in _catalog {\"t_\\(len(k))\": {state: \"active\", niche: v.niche}}}\n")
	add("map: section, nested for", "a.cue", map50("_catalog", 600, func(i int) string {
		return fmt.Sprintf("{a: {state: \"active\", niche: \"A%d.\"}, b: {state: \"deferred\"}}", i)
	})+"tools: {for k, m in _catalog for n, tt in m {\"\\(k)_\\(n)\": tt}}\n")
	add("map: section, embed values", "a.cue", map50("_catalog", 600, func(i int) string {
		return fmt.Sprintf("{\"a%d\": {state: \"active\"}, \"b%d\": {state: \"deferred\"}}", i, i)
	})+"tools: {for k, m in _catalog {m}}\n")
	add("map: section, embed values colliding", "a.cue", map50("_catalog", 600, func(i int) string {
		if i == 599 {
			return "{\"a0\": {state: \"deferred\"}}"
		}
		return fmt.Sprintf("{\"a%d\": {state: \"active\"}, \"b%d\": {state: \"deferred\"}}", i, i)
	})+"tools: {for k, m in _catalog {m}}\n")
	add("map: section, head order", "a.cue", map50("_catalog", 600, ent50)+msec50+"modes: agent: head_add: [for n, _ in tools {n}][:2]\n")
	add("map: section, hidden map in a definition embedding", "a.cue", "#C: [string]: {niche: string, card: string}\n_catalog: #C\n"+map50("_catalog", 600, ent50)+msec50)
	add("map: section, closed definition refuses one", "a.cue", "#C: [=~\"^k_\"]: {niche: string, card: string}\n_catalog: #C\n"+strings.Replace(map50("_catalog", 600, ent50), "k_599:", "x_599:", 1)+msec50)
	add("map: section, close() in another file", "a.cue", map50("_catalog", 600, ent50)+msec50, "b.cue", "_catalog: close({k_0: _})\n")
	add("map: section, a key named release read by a far entry", "a.cue", strings.Replace(map50("_catalog", 600, oneM(450, "{niche: release.version, card: \"c\"}")), "k_0:", "release: {version: \"9.9.9\", niche: \"R.\", card: \"c\"}\n\tk_0:", 1)+msec50)
	add("map: section, a key named release read by a near entry", "a.cue", strings.Replace(map50("_catalog", 600, oneM(1, "{niche: release.version, card: \"c\"}")), "k_0:", "release: {version: \"9.9.9\", niche: \"R.\", card: \"c\"}\n\tk_0:", 1)+msec50)
	add("map: section, a key named modes read by a far entry", "a.cue", strings.Replace(map50("_catalog", 600, oneM(450, "{niche: \"\\(len(modes))\", card: \"c\"}")), "k_0:", "modes: {niche: \"M.\", card: \"c\"}\n\tk_0:", 1)+msec50)
	add("map: section, a label alias read by a far entry", "a.cue", strings.Replace(map50("_catalog", 600, oneM(450, "{niche: K.niche, card: \"c\"}")), "k_0:", "K=k_0:", 1)+msec50)
	add("map: section, a key named like a hidden field", "a.cue", strings.Replace(map50("_catalog", 600, oneM(450, "{niche: _n, card: \"c\"}")), "k_0:", "_n: \"inner\"\n\tk_0:", 1)+"_n: \"outer\"\n"+msec50)
	add("map: top, a key named release read by a far entry", "a.cue", strings.Replace(map50("_catalog", 600, oneM(450, "{niche: release.version, card: \"c\"}")), "k_0:", "release: {version: \"9.9.9\", niche: \"R.\", card: \"c\"}\n\tk_0:", 1)+"for k, v in _catalog {tools: (k): {state: \"active\", niche: v.niche, card: v.card}}\n")
	add("map: section, json of tools observed", "a.cue", "tools: {zz: {state: \"active\"}}\n"+map50("_catalog", 600, ent50)+msec50+"tools: {aa: {state: \"active\"}}\n", "b.cue", "import \"encoding/json\"\nimport \"strings\"\ngroups: g: card: strings.SliceRunes(json.Marshal(tools), 0, 80)\n")
	add("map: section, strings.Join of tools names in a hidden", "a.cue", "tools: {zz: {state: \"active\"}}\n"+map50("_catalog", 600, ent50)+msec50, "b.cue", "import \"strings\"\n_names: strings.Join([for n, _ in tools {n}], \",\")\ngroups: g: card: strings.SliceRunes(_names, 0, 40)\n")
	add("map: retired section", "a.cue", map50("_catalog", 600, ent50)+"tools: t: {state: \"active\"}\nretired: {for k, v in _catalog {(k): {}}}\n")
	add("map: modes section", "a.cue", map50("_catalog", 600, ent50)+"tools: t: {state: \"active\"}\nmodes: {for k, v in _catalog {(k): {}}}\n")
	add("map: section, a default in one chunk, concrete in another", "a.cue", map50("_catalog", 600, func(i int) string {
		if i == 0 {
			return "{niche: *\"D.\" | string, card: \"c\"}"
		}
		if i == 599 {
			return "{niche: \"E.\", card: \"c\"}"
		}
		return ent50(i)
	})+"tools: {for k, v in _catalog {([if k == \"k_0\" || k == \"k_599\" {\"t_x\"}, k][0]): {state: \"active\", niche: v.niche}}}\n")
	add("map: section, an incomplete value in one chunk completed in another", "a.cue", map50("_catalog", 600, func(i int) string {
		if i == 0 {
			return "{niche: string, card: \"c\"}"
		}
		if i == 599 {
			return "{niche: \"E.\", card: \"c\"}"
		}
		return ent50(i)
	})+"tools: {for k, v in _catalog {([if k == \"k_0\" || k == \"k_599\" {\"t_x\"}, k][0]): {state: \"active\", niche: v.niche}}}\n")
	add("map: aliases section", "a.cue", map50("_catalog", 600, ent50)+"tools: t: {state: \"active\"}\naliases: {for k, v in _catalog {(k): {replacement: \"t\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\n")
	add("map: groups section", "a.cue", map50("_catalog", 600, ent50)+"tools: t: {state: \"active\"}\ngroups: {for k, v in _catalog {(k): {card: v.card}}}\n")
	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}

// srv50 is #Server and n servers of m specs each (long strings: 16 of 60
// pass splitBytes), each followed by its target (given by tgt).
const server50 = `#Server: {
	_name:  #Name
	_group: *_name | #Name
	specs: [string]: {niche: #Line, card: string, description: string}
	out: {
		for k, s in specs {
			"\(_name)_\(k)": {
				state:       "deferred"
				source:      "mcp"
				group:       _group
				niche:       s.niche
				card:        s.card
				description: s.description
			}
		}
	}
}
`

func srv50(n, m int, spec func(s, k int) string, tgt func(s int) string) string {
	var b strings.Builder
	b.WriteString(server50)
	for s := range n {
		fmt.Fprintf(&b, "\n_srv%d: #Server & {_name: \"s%d\", specs: {\n", s, s)
		for k := range m {
			x := ""
			if spec != nil {
				x = spec(s, k)
			}
			if x == "" {
				x = fmt.Sprintf("{niche: \"Does thing %d of server %d, a reasonably long niche.\", card: \"Card for %d/%d: %s\", description: \"Description %d/%d: %s\"}", k, s, s, k, strings.Repeat("c", 40), s, k, strings.Repeat("d", 60))
			}
			fmt.Fprintf(&b, "\tf_%d: %s\n", k, x)
		}
		b.WriteString("}}\n")
		if tgt != nil {
			b.WriteString(tgt(s))
		} else {
			fmt.Fprintf(&b, "\ntools: _srv%d.out\n", s)
		}
	}
	return b.String()
}

func TestReview50Split(t *testing.T) {
	// splitUnit parts only with more than one core: run the table on
	// three (the test runs with GOMAXPROCS=1).
	old := runtime.GOMAXPROCS(3)
	t.Cleanup(func() { runtime.GOMAXPROCS(old) })
	var cases []reviewCase
	add := func(name string, kv ...string) { cases = append(cases, c21(name, kv...)) }
	add("split: 16 servers", "a.cue", srv50(16, 60, nil, nil))
	add("split: 16 servers, head order", "a.cue", srv50(16, 60, nil, nil)+"modes: agent: head_add: [for n, _ in tools {n}][:3]\n")
	add("split: 16 servers, a shared hidden group", "a.cue", strings.Replace(srv50(16, 60, nil, nil), "_name: \"s", "_group: _grp, _name: \"s", -1)+"_grp: \"remote\"\n")
	add("split: 16 servers, shared group invalid", "a.cue", strings.Replace(srv50(16, 60, nil, nil), "_name: \"s", "_group: _grp, _name: \"s", -1)+"_grp: \"bad name\"\n")
	add("split: error in the last server", "a.cue", srv50(16, 60, func(s, k int) string {
		if s == 15 && k == 59 {
			return "{niche: 5, card: \"c\", description: \"d\"}"
		}
		return ""
	}, nil))
	add("split: error in the first server", "a.cue", srv50(16, 60, func(s, k int) string {
		if s == 0 && k == 0 {
			return "{niche: \"a\\nb\", card: \"c\", description: \"d\"}"
		}
		return ""
	}, nil))
	add("split: _srv3 targeted twice, first and last", "a.cue", srv50(16, 60, nil, nil)+"tools: _srv3.out\n")
	add("split: _srv3 read by the last target", "a.cue", srv50(16, 60, nil, func(s int) string {
		if s == 15 {
			return "\ntools: _srv15.out\ntools: {for k, v in _srv3.out {\"x_\\(k)\": v}}\n"
		}
		return fmt.Sprintf("\ntools: _srv%d.out\n", s)
	}))
	add("split: last server's specs from the first", "a.cue", srv50(16, 60, nil, func(s int) string {
		if s == 15 {
			return "\n_srvL: #Server & {_name: \"last\", specs: _srv0.specs}\ntools: _srvL.out\ntools: _srv15.out\n"
		}
		return fmt.Sprintf("\ntools: _srv%d.out\n", s)
	}))
	add("split: two servers one name, alike", "a.cue", strings.Replace(srv50(16, 60, nil, nil), "_name: \"s15\"", "_name: \"s0\"", 1))
	add("split: two servers one name, the same specs", "a.cue", srv50(16, 60, nil, func(s int) string {
		if s == 15 {
			return "\n_srvC: #Server & {_name: \"s0\", specs: _srv0.specs}\ntools: _srvC.out\ntools: _srv15.out\n"
		}
		return fmt.Sprintf("\ntools: _srv%d.out\n", s)
	}))
	add("split: two servers one name, other group", "a.cue", srv50(16, 60, nil, func(s int) string {
		if s == 15 {
			return "\n_srvC: #Server & {_name: \"s0\", _group: \"other\", specs: _srv0.specs}\ntools: _srvC.out\ntools: _srv15.out\n"
		}
		return fmt.Sprintf("\ntools: _srv%d.out\n", s)
	}))
	add("split: a target in a section path", "a.cue", srv50(16, 60, nil, func(s int) string {
		return fmt.Sprintf("\ntools: {_srv%d.out}\n", s)
	}))
	add("split: targets as comprehensions", "a.cue", srv50(16, 60, nil, func(s int) string {
		return fmt.Sprintf("\nfor k, v in _srv%d.out {tools: (k): v}\n", s)
	}))
	add("split: mixed targets and aliases", "a.cue", srv50(16, 60, nil, func(s int) string {
		if s%4 == 3 {
			return fmt.Sprintf("\ntools: _srv%d.out\naliases: {for k, _ in _srv%d.out {\"old_\\(k)\": {replacement: k, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\n", s, s)
		}
		return fmt.Sprintf("\ntools: _srv%d.out\n", s)
	}))
	add("split: servers in another file", "a.cue", "tools: _srv0.out\ntools: _srv7.out\ntools: _srv15.out\n", "b.cue", srv50(16, 60, nil, func(int) string { return "" }))
	add("split: servers here, targets partly in another file", "a.cue", srv50(16, 60, nil, func(s int) string {
		if s%2 == 0 {
			return fmt.Sprintf("\ntools: _srv%d.out\n", s)
		}
		return ""
	}), "b.cue", func() string {
		var b strings.Builder
		for s := 1; s < 16; s += 2 {
			fmt.Fprintf(&b, "tools: _srv%d.out\n", s)
		}
		return b.String()
	}())
	add("split: a spec default in the definition", "a.cue", strings.Replace(srv50(16, 60, nil, nil), "card: string,", "card: *\"dflt\" | string,", 1))
	add("split: conflicting defaults across servers", "a.cue", srv50(16, 60, func(s, k int) string {
		if k == 0 && (s == 0 || s == 15) {
			return fmt.Sprintf("{niche: \"N.\", card: *\"c%d\" | string, description: \"d\"}", s)
		}
		return ""
	}, func(s int) string {
		if s == 15 {
			return "\ntools: _srv15.out\n_srvD: #Server & {_name: \"s0\", specs: f_0: {niche: \"N.\", card: *\"c15\" | string, description: \"d\"}}\ntools: _srvD.out\n"
		}
		return fmt.Sprintf("\ntools: _srv%d.out\n", s)
	}))
	add("split: one server closed, refuses a field", "a.cue", srv50(16, 60, func(s, k int) string {
		if s == 9 && k == 30 {
			return "{niche: \"N.\", card: \"c\", description: \"d\", extra: 1}"
		}
		return ""
	}, nil))
	add("split: a server's output lengths read", "a.cue", srv50(16, 60, nil, nil)+"modes: agent: head_add: [\"s\\(len(_srv3.out))_f_0\"][:0]\n")
	add("split: a default meets a concrete value across units", "a.cue", srv50(16, 60, func(s, k int) string {
		if k == 0 && s == 0 {
			return "{niche: \"N.\", card: *\"c\" | string, description: \"d\"}"
		}
		return ""
	}, func(s int) string {
		if s == 15 {
			return "\ntools: _srv15.out\n_srvD: #Server & {_name: \"s0\", specs: f_0: {niche: \"N.\", card: \"e\", description: \"d\"}}\ntools: _srvD.out\n"
		}
		return fmt.Sprintf("\ntools: _srv%d.out\n", s)
	}))
	add("split: one default in two units", "a.cue", srv50(16, 60, func(s, k int) string {
		if k == 0 && s == 0 {
			return "{niche: \"N.\", card: *\"c\" | string, description: \"d\"}"
		}
		return ""
	}, func(s int) string {
		if s == 15 {
			return "\ntools: _srv15.out\n_srvD: #Server & {_name: \"s0\", specs: f_0: {niche: \"N.\", card: *\"c\" | string, description: \"d\"}}\ntools: _srvD.out\n"
		}
		return fmt.Sprintf("\ntools: _srv%d.out\n", s)
	}))
	add("split: a spec reads another unit's tool", "a.cue", srv50(16, 60, func(s, k int) string {
		if k == 0 && s == 15 {
			return "{niche: tools.s0_f_1.niche, card: \"c\", description: \"d\"}"
		}
		return ""
	}, nil))
	add("split: a spec reads another server", "a.cue", srv50(16, 60, func(s, k int) string {
		if k == 0 && s == 15 {
			return "{niche: _srv0.out.s0_f_1.niche, card: _srv1.specs.f_2.card, description: \"d\"}"
		}
		return ""
	}, nil))
	add("split: defaults in every server's group", "a.cue", strings.Replace(srv50(16, 60, nil, nil), "_group: *_name | #Name", "_group: *\"g\" | #Name", 1))
	add("split: servers each with a default of its own", "a.cue", srv50(16, 60, func(s, k int) string {
		if k == 0 {
			return fmt.Sprintf("{niche: \"N.\", card: *\"c%d\" | string, description: \"d\"}", s)
		}
		return ""
	}, nil))
	// A split unit of one target may now be chunked too.
	specsT := func(i int) string { return fmt.Sprintf("{name: \"t_%d\", niche: \"Reads %d.\"}", i, i) }
	add("split+chunk: list comprehension last", "a.cue", srv50(16, 60, nil, nil)+list50(600, specsT)+sec50)
	add("split+chunk: list comprehension first", "a.cue", list50(600, specsT)+sec50+srv50(16, 60, nil, nil))
	add("split+chunk: top list comprehension in the middle", "a.cue", srv50(8, 60, nil, nil)+list50(600, specsT)+top50+strings.Replace(strings.Replace(srv50(8, 60, nil, nil), "#Server", "#Server2", -1), "_srv", "_srw", -1))
	add("split+chunk: map comprehension last", "a.cue", srv50(16, 60, nil, nil)+map50("_catalog", 600, ent50)+msec50)
	add("split+chunk: list names meet server names", "a.cue", srv50(16, 60, nil, nil)+list50(600, func(i int) string {
		if i == 599 {
			return "{name: \"s3_f_5\", niche: \"Does thing 5 of server 3, a reasonably long niche.\"}"
		}
		return specsT(i)
	})+strings.Replace(sec50, "\"active\"", "\"deferred\"", 1))
	add("split+chunk: list names conflict with server names", "a.cue", srv50(16, 60, nil, nil)+list50(600, func(i int) string {
		if i == 599 {
			return "{name: \"s3_f_5\", niche: \"Other.\"}"
		}
		return specsT(i)
	})+sec50)
	add("split+chunk: list and its len read by a server", "a.cue", srv50(16, 60, func(s, k int) string {
		if s == 2 && k == 0 {
			return "{niche: \"of \\(len(_specs))\", card: \"c\", description: \"d\"}"
		}
		return ""
	}, nil)+list50(600, specsT)+sec50)
	add("split+chunk: head order", "a.cue", srv50(16, 60, nil, nil)+list50(600, specsT)+sec50+"modes: agent: head_add: [for n, _ in tools {n}][:2]\n")
	add("split: an incomplete value completed by another unit", "a.cue", srv50(16, 60, func(s, k int) string {
		if k == 0 && s == 0 {
			return "{niche: \"N.\", card: string, description: \"d\"}"
		}
		return ""
	}, func(s int) string {
		if s == 15 {
			return "\ntools: _srv15.out\n_srvD: #Server & {_name: \"s0\", specs: f_0: {niche: \"N.\", card: \"done\", description: \"d\"}}\ntools: _srvD.out\n"
		}
		return fmt.Sprintf("\ntools: _srv%d.out\n", s)
	}))
	add("split: a bound narrowed by another unit", "a.cue", srv50(16, 60, func(s, k int) string {
		if k == 0 && s == 0 {
			return "{niche: \"N.\", card: =~\"^d\", description: \"d\"}"
		}
		return ""
	}, func(s int) string {
		if s == 15 {
			return "\ntools: _srv15.out\n_srvD: #Server & {_name: \"s0\", specs: f_0: {niche: \"N.\", card: \"done\", description: \"d\"}}\ntools: _srvD.out\n"
		}
		return fmt.Sprintf("\ntools: _srv%d.out\n", s)
	}))
	add("split: 3 servers of 300", "a.cue", srv50(3, 300, nil, nil))
	add("split: 40 small servers", "a.cue", srv50(40, 25, nil, nil))
	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}
