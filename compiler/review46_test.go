package compiler

import "testing"

// helper-90's review46: the four newest rewrites against the cue command,
// each case small and with 250 plain entries in z.cue (e30): closedness
// asked of CUE by a probe (fold.go regularOnly, closedProbe) and a
// constrained hidden field or definition naming its own fields (checkIn);
// name functions in a pattern's fields and if guards (namefunc.go); an
// entry's own hidden field joining its rest (opaquepat.go
// restTemplateIn); a field of the entries as a dynamic label (view.go
// labelUse).
//
// Result (helper-90, TOOLPOLICY_TABLES=all, GOMAXPROCS=1): 396 subtests
// (198 cases, small and n=250): 286 valid (176 of them with taken > 0),
// 103 invalid, both agreeing with cue; 7 fail, one class, which is none
// of the four rewrites' (it fails with the non-test code of 67d9fa2 and
// of 6d7c212~5 too, and with view.go before 3707c85):
//
// 1. A struct comprehension over tools, labelled by the key (or by
// anything but a constant), whose guard tests a nested field for
// existence, `t.A.B != _|_` (A a struct of the entry: annotations,
// parameters), drops the entries that have the field once three or more
// entries of the section lack A:
//
//	tools: c: {state: "active", annotations: readOnlyHint: true}
//	tools: {p0: {state: "active"}, p1: {state: "active"}, p2: {state: "active"}}
//	groups: {for n, t in tools if t.annotations.readOnlyHint != _|_ {(n): doc: "G."}}
//
// cue export gives groups: {c: {doc: "G."}}, toolpolicy groups: {} (the
// fast path's model differs from plain evaluation, which agrees with
// cue). With one or two entries lacking annotations, or with the others
// having annotations: {openWorldHint: true}, it agrees; so do a one-level
// guard (t.annotations != _|_), a guard by value (== true), a constant
// label (gc: ...) and a list comprehension with the same guard. The same
// into a hidden struct (_g: {... {(n): true}}) read by head_add drops c;
// with a label that is the field's value, (t.annotations.readOnlyHint) (a
// bool) or (t.parameters.properties.n.maximum) (an int), cue rejects
// ("invalid index ... (invalid type bool)", "integer fields not
// supported") and toolpolicy loads (the entry dropped, the label never
// made); "m\(maximum)" interpolated: cue gives groups.m3, toolpolicy
// none. The read is "whole" (fieldsRead: annotations is no scalar field),
// so the view holds each entry as e.constrained(); the same view written
// by hand (#Tool & {...} per entry in a chunk, for _, ch in _v for n, t in
// ch if ...) gives c under cue v0.17.1. Where the entries go missing I did
// not find in the time (not view.go scanReads/fieldsRead, nor
// hiddencopy.go, whose pattern needs a hidden field); the minimised cases
// are the "mn" ones at the end.
//
// Everything else agreed. Closedness: srv.out through a let, selected by
// name, with annotations or parameters inside and fields added there from
// another file; srv.out entries that are #E instances, made with #E &,
// close()d, or with parameters: #P (refused), #P with ... (accepted); an
// instance copied, its struct copied, a definition's struct selected
// (#D.e), a map definition ranged over (#Ts and _t: #Ts), list elements
// of [...#D] by for and by index, instances and definitions embedded
// with fields beside or added later, close() outer (open inside) and
// inner, a definition with ... (and closed nested structs in it), nested
// definitions (#A.#B through x), definitions embedded in definitions,
// patterns in definitions, fields added by patterns and comprehensions,
// fields the schema lacks, optional and hidden fields of the server's
// entries; checkIn with a definition naming its own field in a label,
// shadowing a top-level hidden field, naming an enclosing struct's field
// and a field declared in another file. Name functions: guards setting
// and reading hidden defaults, constrained hidden counts (met and
// failing), bodies setting fields entries set (agreeing, conflicting, as
// defaults), nested structs and lists in bodies met by the entries' own,
// two guards giving one field (agreeing, conflicting) or one struct,
// guards in two patterns and in several files, the same hidden name in two
// patterns, entries declared several times, order and field-order reads,
// floats (in numbers, strings and guards, met by 1.5 and by 3), bytes,
// null, unicode text and names, Atoi of a regexp match in guards and
// labels, guards reading top-level hidden and regular fields and the
// entry's own fields (one set in another file), fields the closed entry
// lacks. Entry hidden fields: read by other entries, gates, mcp, len and
// views in other files; named like a top-level hidden field or let;
// naming imports, lets and top-level hidden fields (in other files);
// from definitions (#RO, #Tool & {_ro}), hidden structs embedded or
// unified; in two files (agreeing, constraint, default, conflicting);
// hidden structs read by the pattern (open, closed, in two files); _#K
// and #K in entries; hidden fields in aliases, retired and gates; label
// aliases, the entry's regular fields, other entries' fields, comprehensions,
// nested parameters, constrained and missing hidden fields, lists. Labels:
// defaults from templates and patterns, name-function groups, optional
// groups (with and without a guard), interpolated, nested parentheses,
// strings.ToUpper and concatenations, nested structs, the whole entry as
// value, the same label from several tools (doc conflicting, card
// agreeing), collisions with declared groups and settings, the state, a
// hidden switch, a label breaking #Name, aliases made from labels,
// fields set and conflicting in another file, list elements.
func TestReview46AgreesWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(name string, kv ...string) { cases = append(cases, e30(name, kv...)...) }

	// ---- 1. closedness asked of CUE (fold.go regularOnly, closedProbe; checkIn) ----
	srv := func(entryExtra, outExtra string) string {
		return "#Spec: {name: #Name, niche: #Line}\n" +
			"#Server: {\n\tname: #Name\n\tspecs: [...#Spec]\n\tout: {\n\t\tfor s in specs {\n\t\t\t\"\\(name)_\\(s.name)\": {\n" +
			"\t\t\t\tstate: *\"deferred\" | #State\n\t\t\t\tsource: \"mcp\"\n\t\t\t\tniche: s.niche\n" + entryExtra +
			"\t\t\t}\n\t\t}\n" + outExtra + "\t}\n}\n" +
			"_servers: [N=string]: #Server & {name: N}\n" +
			"_servers: gh: specs: [{name: \"issue\", niche: \"Reads issues.\"}, {name: \"pull\", niche: \"Reads pulls.\"}]\n"
	}
	gen := "for _, srv in _servers for k, v in srv.out {\n\ttools: (k): v\n}\n"
	add("cl srv.out through a let, a field added", "a.cue", srv("", "")+"for _, srv in _servers let o = srv.out for k, v in o {tools: (k): v}\n", "b.cue", "tools: gh_issue: group: \"gh\"\n")
	add("cl srv.out through a let, no field added", "a.cue", srv("", "")+"for _, srv in _servers let o = srv.out for k, v in o {tools: (k): v}\n")
	add("cl srv.out entry selected by name, a field added", "a.cue", srv("", "")+"tools: gh_issue: _servers.gh.out.gh_issue\ntools: gh_issue: group: \"gh\"\n")
	add("cl srv.out entry selected by name", "a.cue", srv("", "")+"tools: gh_issue: _servers.gh.out.gh_issue\n")
	add("cl srv.out, annotations added in another file", "a.cue", srv("", "")+gen, "b.cue", "tools: gh_issue: annotations: readOnlyHint: true\n")
	add("cl srv.out with annotations inside, one added", "a.cue", srv("\t\t\t\tannotations: readOnlyHint: true\n", "")+gen, "b.cue", "tools: gh_issue: annotations: openWorldHint: true\n")
	add("cl srv.out with parameters inside, property added", "a.cue", srv("\t\t\t\tparameters: {type: \"object\", properties: q: type: \"string\"}\n", "")+gen, "b.cue", "tools: gh_issue: parameters: properties: r: type: \"string\"\n")
	add("cl srv.out with parameters inside, nested field added", "a.cue", srv("\t\t\t\tparameters: {type: \"object\", properties: q: type: \"string\"}\n", "")+gen, "b.cue", "tools: gh_issue: parameters: properties: q: description: \"Q.\"\n")
	add("cl srv.out entries instances of a def, a field added", "a.cue", "#E: {state: *\"deferred\" | #State, source: \"mcp\", niche: string}\n"+srv("", "")+"#Server: out: [string]: #E\n"+gen, "b.cue", "tools: gh_issue: group: \"gh\"\n")
	add("cl srv.out entries instances of a def", "a.cue", "#E: {state: *\"deferred\" | #State, source: \"mcp\", niche: string}\n"+srv("", "")+"#Server: out: [string]: #E\n"+gen)
	add("cl srv.out entries made with #E &, a field added", "a.cue", "#E: {state: \"active\", niche: string}\n#Srv: {name: string, out: {\"\\(name)_a\": #E & {niche: \"A.\"}}}\n_s: [N=string]: #Srv & {name: N}\n_s: gh: {}\n"+"for _, srv in _s for k, v in srv.out {tools: (k): v}\n", "b.cue", "tools: gh_a: group: \"gh\"\n")
	add("cl srv.out entries made with #E &, no field added", "a.cue", "#E: {state: \"active\", niche: string}\n#Srv: {name: string, out: {\"\\(name)_a\": #E & {niche: \"A.\"}}}\n_s: [N=string]: #Srv & {name: N}\n_s: gh: {}\n"+"for _, srv in _s for k, v in srv.out {tools: (k): v}\n")
	add("cl srv.out entries with a close() inside, a field added", "a.cue", "#Srv: {name: string, out: {\"\\(name)_a\": close({state: \"active\", niche: \"A.\"})}}\n_s: [N=string]: #Srv & {name: N}\n_s: gh: {}\nfor _, srv in _s for k, v in srv.out {tools: (k): v}\n", "b.cue", "tools: gh_a: group: \"gh\"\n")
	add("cl srv.out params a nested def's instance, a field added", "a.cue", "#P: {type: \"object\"}\n#Srv: {name: string, out: {\"\\(name)_a\": {state: \"active\", parameters: #P}}}\n_s: [N=string]: #Srv & {name: N}\n_s: gh: {}\nfor _, srv in _s for k, v in srv.out {tools: (k): v}\n", "b.cue", "tools: gh_a: parameters: required: []\n")
	add("cl srv.out params a nested def's instance", "a.cue", "#P: {type: \"object\"}\n#Srv: {name: string, out: {\"\\(name)_a\": {state: \"active\", parameters: #P}}}\n_s: [N=string]: #Srv & {name: N}\n_s: gh: {}\nfor _, srv in _s for k, v in srv.out {tools: (k): v}\n")
	add("cl srv.out params a nested def with ..., a field added", "a.cue", "#P: {type: \"object\", ...}\n#Srv: {name: string, out: {\"\\(name)_a\": {state: \"active\", parameters: #P}}}\n_s: [N=string]: #Srv & {name: N}\n_s: gh: {}\nfor _, srv in _s for k, v in srv.out {tools: (k): v}\n", "b.cue", "tools: gh_a: parameters: required: []\n")
	add("cl an instance copied, a field added", "a.cue", "#D: {state: \"active\", niche: string}\n_s: #D & {niche: \"S.\"}\ntools: u: _s\ntools: u: group: \"g\"\n")
	add("cl an instance copied", "a.cue", "#D: {state: \"active\", niche: string}\n_s: #D & {niche: \"S.\"}\ntools: u: _s\ntools: v: _s\n")
	add("cl an instance's struct copied, a field added", "a.cue", "#D: {e: {state: \"active\"}}\n_s: #D\ntools: u: _s.e\ntools: u: group: \"g\"\n")
	add("cl an instance's struct copied", "a.cue", "#D: {e: {state: \"active\"}}\n_s: #D\ntools: u: _s.e\ntools: v: _s.e\n")
	add("cl a definition's struct selected, a field added", "a.cue", "#D: {e: {state: \"active\"}}\ntools: u: #D.e\ntools: u: group: \"g\"\n")
	add("cl a definition's struct selected", "a.cue", "#D: {e: {state: \"active\"}}\ntools: u: #D.e\n")
	add("cl a map of a definition's, for over it, a field added", "a.cue", "#Ts: {a_x: {state: \"active\"}, a_y: {state: \"deferred\"}}\nfor k, v in #Ts {tools: (k): v}\ntools: a_x: group: \"g\"\n")
	add("cl a map of a definition's, for over it", "a.cue", "#Ts: {a_x: {state: \"active\"}, a_y: {state: \"deferred\"}}\nfor k, v in #Ts {tools: (k): v}\n")
	add("cl a hidden instance of a map def, for over it, a field added", "a.cue", "#Ts: {a_x: {state: \"active\"}, a_y: {state: \"deferred\"}}\n_t: #Ts\nfor k, v in _t {tools: (k): v}\n", "b.cue", "tools: a_x: group: \"g\"\n")
	add("cl a list element of defs, a field added", "a.cue", "#D: {n: string, e: {state: \"active\"}}\n_l: [...#D]\n_l: [{n: \"l_a\"}, {n: \"l_b\"}]\nfor d in _l {tools: (d.n): d.e}\ntools: l_a: group: \"g\"\n")
	add("cl a list element of defs", "a.cue", "#D: {n: string, e: {state: \"active\"}}\n_l: [...#D]\n_l: [{n: \"l_a\"}, {n: \"l_b\"}]\nfor d in _l {tools: (d.n): d.e}\n")
	add("cl a list element selected by index, a field added", "a.cue", "#D: {state: \"active\"}\n_l: [...#D]\n_l: [{}, {state: \"active\"}]\ntools: l_a: _l[0]\ntools: l_a: group: \"g\"\n")
	add("cl a list of def instances, whole element, for", "a.cue", "#D: {state: \"active\"}\n_l: [...#D]\n_l: [{}, {}]\nfor i, d in _l {tools: \"l_\\(i)\": d}\n")
	add("cl a list of def instances, whole element, for, a field added", "a.cue", "#D: {state: \"active\"}\n_l: [...#D]\n_l: [{}, {}]\nfor i, d in _l {tools: \"l_\\(i)\": d}\ntools: l_0: group: \"g\"\n")
	add("cl an instance embedded, a field beside", "a.cue", "#D: {state: \"active\"}\n_s: #D\ntools: u: {_s, group: \"g\"}\n")
	add("cl an instance embedded, a field added later", "a.cue", "#D: {state: \"active\"}\n_s: #D\ntools: u: {_s}\ntools: u: group: \"g\"\n")
	add("cl a def embedded, a field added later", "a.cue", "#D: {state: \"active\"}\ntools: u: {#D}\n", "b.cue", "tools: u: group: \"g\"\n")
	add("cl a def's struct embedded, a field added later", "a.cue", "#D: {e: {state: \"active\"}}\ntools: u: {#D.e}\n", "b.cue", "tools: u: group: \"g\"\n")
	add("cl a close() selected, open inside", "a.cue", "_c: close({e: {state: \"active\"}})\ntools: u: _c.e\ntools: u: group: \"g\"\n")
	add("cl a close() inner selected", "a.cue", "_c: {e: close({state: \"active\"})}\ntools: u: _c.e\ntools: u: group: \"g\"\n")
	add("cl a close() inner through for", "a.cue", "_c: {c_a: close({state: \"active\"}), c_b: close({state: \"active\"})}\nfor k, v in _c {tools: (k): v}\ntools: c_a: group: \"g\"\n")
	add("cl a close() inner through for, nothing added", "a.cue", "_c: {c_a: close({state: \"active\"}), c_b: close({state: \"active\"})}\nfor k, v in _c {tools: (k): v}\n")
	add("cl a def with ... copied, a field added", "a.cue", "#D: {state: \"active\", ...}\n_m: [string]: #D\n_m: {m_a: {}, m_b: {}}\nfor k, v in _m {tools: (k): v}\ntools: m_a: group: \"g\"\n")
	add("cl a def with ... nested closed, a field added", "a.cue", "#D: {state: \"active\", parameters: {type: \"object\"}, ...}\n_m: [string]: #D\n_m: {m_a: {}, m_b: {}}\nfor k, v in _m {tools: (k): v}\ntools: m_a: parameters: required: []\n")
	add("cl nested definitions, the inner's instance copied, a field added", "a.cue", "#A: {#B: {state: \"active\"}, x: #B}\n_a: #A\nfor k, v in {n_a: _a.x} {tools: (k): v}\ntools: n_a: group: \"g\"\n")
	add("cl nested definitions, the inner's instance copied", "a.cue", "#A: {#B: {state: \"active\"}, x: #B}\n_a: #A\nfor k, v in {n_a: _a.x} {tools: (k): v}\n")
	add("cl a def embedded in a def, instance copied, a field added", "a.cue", "#B: {state: \"active\"}\n#A: {#B, niche: string}\n_m: [string]: #A\n_m: {e_a: niche: \"A.\", e_b: niche: \"B.\"}\nfor k, v in _m {tools: (k): v}\n", "b.cue", "tools: e_a: group: \"g\"\n")
	add("cl a def embedded in a def, instance copied", "a.cue", "#B: {state: \"active\"}\n#A: {#B, niche: string}\n_m: [string]: #A\n_m: {e_a: niche: \"A.\", e_b: niche: \"B.\"}\nfor k, v in _m {tools: (k): v}\n")
	add("cl a def with a pattern, copied, a pattern field added", "a.cue", "#D: {state: \"active\", annotations: [string]: bool}\n_m: [string]: #D\n_m: {p_a: annotations: readOnlyHint: true, p_b: {}}\nfor k, v in _m {tools: (k): v}\ntools: p_b: annotations: openWorldHint: true\n")
	add("cl srv.out entry, two servers, a field added to each", "a.cue", srv("", "")+"_servers: jr: specs: [{name: \"t\", niche: \"T.\"}]\n"+gen, "b.cue", "tools: gh_issue: group: \"gh\"\ntools: jr_t: group: \"jr\"\n")
	add("cl srv.out entry, a field added by a pattern", "a.cue", srv("", "")+gen+"tools: [=~\"^gh_\"]: group: \"gh\"\n")
	add("cl srv.out entry, a field added by a comprehension", "a.cue", srv("", "")+gen+"for n in [\"gh_issue\", \"gh_pull\"] {tools: (n): group: \"gh\"}\n")
	add("cl srv.out entry, a field the schema lacks", "a.cue", srv("", "")+gen, "b.cue", "tools: gh_issue: zz: 1\n")
	add("cl srv.out, the server's def gives an optional", "a.cue", srv("\t\t\t\tgroup?: #Name\n", "")+gen, "b.cue", "tools: gh_issue: group: \"gh\"\n")
	add("cl srv.out, the server's def gives a hidden field", "a.cue", srv("\t\t\t\t_k: s.name\n", "")+gen, "b.cue", "tools: gh_issue: group: \"gh\"\n")
	add("cl srv.out, read by a view and added to", "a.cue", srv("", "")+gen+"modes: agent: head_add: [for n, t in tools if t.source == \"mcp\" {n}]\n", "b.cue", "tools: gh_pull: group: \"gh\"\n")
	add("cl checkIn: a def naming its own field in a label", "a.cue", "#S: {name: string, out: {\"\\(name)_x\": {state: \"active\", niche: \"\\(name).\"}}}\n_ss: [...#S]\n_ss: [{name: \"a\"}, {name: \"b\"}]\nfor s in _ss for k, v in s.out {tools: (k): v}\n")
	add("cl checkIn: a def naming its own field, shadowing a top-level hidden", "a.cue", "_name: \"top\"\n#S: {_name: string, out: {\"\\(_name)_x\": {state: \"active\"}}}\n_ss: [...#S]\n_ss: [{_name: \"a\"}]\nfor s in _ss for k, v in s.out {tools: (k): v}\n")
	add("cl checkIn: a hidden field naming its own field", "a.cue", "#S: {name: string}\n_h: #S & {name: \"h_a\", out: {(name): {state: \"active\"}}}\n")
	add("cl checkIn: a def naming a field of an enclosing struct", "a.cue", "_w: {pre: \"w\", #S: {name: string, out: {\"\\(pre)_\\(name)\": {state: \"active\"}}}}\n_ss: [..._w.#S]\n_ss: [{name: \"a\"}]\nfor s in _ss for k, v in s.out {tools: (k): v}\n")
	add("cl checkIn: a def naming a field declared in another file", "a.cue", "#S: {name: string, out: {\"\\(name)_\\(suffix)\": {state: \"active\"}}}\n_ss: [...#S]\n_ss: [{name: \"a\", suffix: \"s\"}]\nfor s in _ss for k, v in s.out {tools: (k): v}\n", "b.cue", "#S: suffix: string\n")
	add("cl checkIn: a def naming its own field, a conflicting entry", "a.cue", "#S: {name: string, out: {\"\\(name)_x\": {state: \"active\", niche: \"\\(name).\"}}}\n_ss: [...#S]\n_ss: [{name: \"a\"}]\nfor s in _ss for k, v in s.out {tools: (k): v}\ntools: a_x: niche: \"other.\"\n")

	// ---- 2. name functions (namefunc.go) ----
	const imp = "import (\n\t\"regexp\"\n\t\"strconv\"\n\t\"strings\"\n)\n"
	const use = "_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10) + regexp.ReplaceAll(\"a\", \"a\", \"b\")\n"
	const nsd = "annotations: deep: {type: \"bool\", doc: \"Deep.\"}\nannotations: shard: {type: \"string\", doc: \"S.\"}\n"
	ents := "tools: read_7: {state: \"active\"}\ntools: a_b_c_d: {state: \"active\"}\ntools: plain: {state: \"active\"}\n"
	nf := func(name, pat string, more ...string) {
		kv := []string{"a.cue", imp + use + nsd + pat + ents}
		if len(more) > 0 {
			kv[1] += more[0]
			kv = append(kv, more[1:]...)
		}
		add("nf "+name, kv...)
	}
	nf("guard setting a hidden default read by a guard", "tools: [N=string]: {\n\t_deep: *false | bool\n\tif strings.Count(N, \"_\") >= 3 {_deep: true}\n\tif _deep {annotations: deep: true}\n}\n")
	nf("guard on a defaulted hidden count", "tools: [N=string]: {\n\t_n: *strings.Count(N, \"_\") | int\n\tif _n >= 3 {group: \"deep\"}\n}\n")
	nf("guard on a defaulted hidden count, an entry overriding", "tools: [N=string]: {\n\t_n: *strings.Count(N, \"_\") | int\n\tif _n >= 3 {group: \"deep\"}\n}\n", "tools: plain: _n: 9\n")
	nf("guard on a constrained hidden count", "tools: [N=string]: {\n\t_n: int & >=0\n\t_n: strings.Count(N, \"_\")\n\tif _n >= 3 {group: \"deep\"}\n}\n")
	nf("guard on a constrained hidden count failing", "tools: [N=string]: {\n\t_n: int & <3\n\t_n: strings.Count(N, \"_\")\n\tif _n >= 1 {group: \"deep\"}\n}\n")
	nf("guard setting a field an entry sets, agreeing", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {niche: \"Deep.\"}}\n", "tools: a_b_c_d: niche: \"Deep.\"\n")
	nf("guard setting a field an entry sets, conflicting", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {niche: \"Deep.\"}}\n", "tools: a_b_c_d: niche: \"Shallow.\"\n")
	nf("guard setting a default an entry overrides", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {niche: *\"Deep.\" | string}}\n", "tools: a_b_c_d: niche: \"Own.\"\n")
	nf("guard body a nested struct, entry adds a property", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {parameters: {type: \"object\", properties: depth: {type: \"integer\", maximum: strings.Count(N, \"_\")}}}}\n", "tools: a_b_c_d: parameters: properties: q: type: \"string\"\n")
	nf("guard body a nested struct, entry conflicting", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {parameters: {type: \"object\", properties: depth: {type: \"integer\", maximum: strings.Count(N, \"_\")}}}}\n", "tools: a_b_c_d: parameters: properties: depth: maximum: 2\n")
	nf("guard body a list", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {parameters: {type: \"object\", required: strings.Split(N, \"_\")}}}\n")
	nf("guard body a list, entry's own list agreeing", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {parameters: {type: \"object\", required: strings.Split(N, \"_\")}}}\n", "tools: a_b_c_d: parameters: required: [\"a\", \"b\", \"c\", \"d\"]\n")
	nf("guard body a list, entry's own list longer", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {parameters: {type: \"object\", required: strings.Split(N, \"_\")}}}\n", "tools: a_b_c_d: parameters: required: [\"a\", \"b\", \"c\", \"d\", \"e\"]\n")
	nf("two guards giving the same field, agreeing", "tools: [N=string]: {\n\tif strings.Count(N, \"_\") >= 3 {group: \"g\"}\n\tif strings.HasPrefix(N, \"a\") {group: \"g\"}\n}\n")
	nf("two guards giving the same field, conflicting", "tools: [N=string]: {\n\tif strings.Count(N, \"_\") >= 3 {group: \"g\"}\n\tif strings.HasPrefix(N, \"a\") {group: \"h\"}\n}\n")
	nf("two guards giving one struct's fields", "tools: [N=string]: {\n\tif strings.Count(N, \"_\") >= 3 {annotations: deep: true}\n\tif strings.HasSuffix(N, \"_7\") {annotations: shard: \"s\\(strings.Count(N, \"7\"))\"}\n}\n")
	nf("guards in two patterns", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {annotations: deep: true}}\ntools: [N= =~\"_[0-9]+$\"]: {_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]), annotations: shard: \"s\\(_n)\"}\n")
	nf("guards in two patterns, same hidden name differing", "tools: [N=string]: {_n: strings.Count(N, \"_\"), if _n >= 3 {group: \"deep\"}}\ntools: [N= =~\"_[0-9]+$\"]: {_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]), annotations: shard: \"s\\(_n)\"}\n")
	nf("guards in two patterns, same hidden name agreeing", "tools: [N=string]: {_n: strings.Count(N, \"_\"), if _n >= 3 {group: \"deep\"}}\ntools: [N=string]: {_n: len(strings.Split(N, \"_\")) - 1}\n")
	nf("pattern in another file", "", "", "b.cue", "import \"strings\"\ntools: [N=string]: {if strings.Count(N, \"_\") >= 3 {annotations: deep: true}}\n")
	nf("two patterns in two files", "tools: [N=string]: {_k: strings.Split(N, \"_\")[0]}\n", "", "b.cue", "import \"strings\"\ntools: [N=string]: {_c: strings.Count(N, \"_\"), niche: \"\\(_c) parts.\"}\n")
	nf("the pattern's hidden field declared in another file's pattern", "tools: [N=string]: {_c: strings.Count(N, \"_\"), niche: \"\\(_c) parts.\"}\n", "", "b.cue", "tools: [string]: {_c: int & <10}\n")
	nf("the pattern's hidden field constrained in another file's pattern, failing", "tools: [N=string]: {_c: strings.Count(N, \"_\"), niche: \"\\(_c) parts.\"}\n", "", "b.cue", "tools: [string]: {_c: int & <2}\n")
	nf("entries declared several times", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {annotations: deep: true}}\n", "tools: a_b_c_d: niche: \"D.\"\ntools: a_b_c_d: annotations: shard: \"x\"\n", "b.cue", "tools: a_b_c_d: state: \"active\"\ntools: read_7: card: \"R.\"\n")
	nf("order read of guarded entries", "tools: [N=string]: {if strings.Count(N, \"_\") >= 1 {group: \"deep\"}}\n", "modes: agent: head_add: [for n, t in tools if t.group != _|_ if n !~ \"^pad_\" {n}]\n")
	nf("field order read of a guarded entry", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {annotations: deep: true, group: \"deep\"}}\n", "modes: agent: head_add: [for n, t in tools if n == \"a_b_c_d\" for k, _ in t if k != \"state\" && k != \"source\" {\"\\(n)\"}]\n")
	nf("field order read of a guarded struct", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {annotations: {shard: \"z\", deep: true}}}\n", "tools: a_b_c_d: annotations: readOnlyHint: true\n_ks: [for k, _ in tools.a_b_c_d.annotations {k}]\ntools: plain: niche: \"\\(_ks[0]).\"\n")
	nf("a float of the name", "tools: [N=string]: {_f: strings.Count(N, \"_\") / 2, parameters: {type: \"object\", properties: n: {type: \"number\", maximum: _f}}}\n")
	nf("a float of the name in a string", "tools: [N=string]: {_f: strings.Count(N, \"_\") / 2, niche: \"\\(_f) parts.\"}\n")
	nf("a float of the name, an entry's own agreeing", "tools: [N=string]: {_f: strings.Count(N, \"_\") / 2, parameters: {type: \"object\", properties: n: {type: \"number\", maximum: _f}}}\n", "tools: a_b_c_d: parameters: properties: n: maximum: 1.5\n")
	nf("a float of the name, an entry's own int", "tools: [N=string]: {_f: strings.Count(N, \"_\") / 1, parameters: {type: \"object\", properties: n: {type: \"number\", maximum: _f}}}\n", "tools: a_b_c_d: parameters: properties: n: maximum: 3\n")
	nf("a float guard", "tools: [N=string]: {_f: strings.Count(N, \"_\") / 2, if _f > 1.2 {group: \"deep\"}}\n")
	nf("bytes of the name", "tools: [N=string]: {_b: '\\(N)', if len(_b) > 5 {group: \"long\"}}\n")
	nf("bytes of the name written", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {description: '\\(N)'}}\n")
	nf("null of a guard", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {description: null}}\n")
	nf("null hidden, a guard on it", "tools: [N=string]: {_z: null, if strings.Count(N, \"_\") >= 3 && _z == null {group: \"deep\"}}\n")
	nf("unicode of the name", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {niche: \"Tiefe \\(strings.ToUpper(N)) — ü.\"}}\n")
	nf("unicode name entry", "tools: [N=string]: {niche: \"\\(strings.ToUpper(N)).\", _r: strings.Runes(N)}\n", "tools: \"ü_a\": {state: \"active\"}\n")
	nf("unicode counted", "tools: [N=string]: {_r: len(strings.Runes(N)), if _r != len(N) {group: \"wide\"}}\n", "tools: \"ü_a\": {state: \"active\"}\n")
	nf("atoi of a match, guard over it", "tools: [N= =~\"_[0-9]+$\"]: {_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]), if _n > 5 {group: \"hi\"}, if _n <= 5 {group: \"lo\"}}\n")
	nf("atoi of a match, a struct keyed by it", "tools: [N= =~\"_[0-9]+$\"]: {_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]), annotations: {\"s\\(_n)\": true}}\n")
	nf("a guard reading a top-level hidden", "_lim: 3\ntools: [N=string]: {if strings.Count(N, \"_\") >= _lim {group: \"deep\"}}\n")
	nf("a guard reading a top-level regular", "tools: [N=string]: {if strings.Count(release.version, \".\") == strings.Count(N, \"_\") - 1 {group: \"v\"}}\n")
	nf("a guard reading the entry's own regular field", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 && state == \"active\" {group: \"deep\"}}\n")
	nf("a guard reading the entry's own regular field, order", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {niche: \"\\(state) \\(N).\"}}\n", "tools: a_b_c_d: state: \"active\"\n")
	nf("a guard whose body reads the entry's own field set in another file", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {niche: \"\\(card).\"}}\n", "", "b.cue", "tools: a_b_c_d: card: \"C\"\n")
	nf("a guard body hidden then read by a regular", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {_tag: \"d\"}, _tag: *\"s\" | string, group: _tag}\n")
	nf("a guard else-shaped pair", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {group: \"deep\"}, if strings.Count(N, \"_\") < 3 {group: \"flat\"}}\n", "groups: {deep: doc: \"D.\", flat: doc: \"F.\"}\n")
	nf("a guard making a field the closed entry lacks", "tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {zz: 1}}\n")
	nf("a pattern with a regexp label and a Count guard", "tools: [N=~\"^a_\"]: {if strings.Count(N, \"_\") >= 3 {group: \"deep\"}}\n")
	nf("a name-function pattern read by a view of the hidden field", "tools: [N=string]: {_c: strings.Count(N, \"_\")}\n", "modes: agent: head_add: [for n, t in tools if t._c >= 3 {n}]\n")
	nf("a name-function list with a default", "tools: [N=string]: {groups: *[strings.Split(N, \"_\")[0]] | [...#Name]}\n", "groups: {read: doc: \"r\", a: doc: \"a\", plain: doc: \"p\", pad: doc: \"p\"}\ntools: plain: groups: [\"a\"]\n")
	nf("strings.Join of a split", "tools: [N=string]: {niche: strings.Join(strings.Split(N, \"_\"), \" \") + \".\"}\n")

	// ---- 3. an entry's own hidden fields (opaquepat.go restTemplateIn) ----
	const sw = "tools: [string]: {\n\t_ro: *false | bool\n\tif _ro {annotations: readOnlyHint: true}\n}\n"
	ent := func(name, extra string) string {
		return "tools: " + name + ": {state: \"active\", niche: \"Reads " + name + ".\"" + extra + "}\n"
	}
	two := ent("x", ", _ro: true") + ent("y", "")
	add("hf read by another entry", "a.cue", sw+two+"tools: z: {state: \"active\", niche: \"x ro \\(tools.x._ro).\"}\n")
	add("hf the default read by another entry", "a.cue", sw+two+"tools: z: {state: \"active\", niche: \"y ro \\(tools.y._ro).\"}\n")
	add("hf read by a gates section", "a.cue", sw+two+mc21+"gates: {for n, t in tools if t._ro {(n): hidden_for: \"c\"}}\n")
	add("hf read by mcp keep_loaded", "a.cue", sw+two+"mcp: keep_loaded: [for n, t in tools if t._ro {n}]\n")
	add("hf read in a view with len", "a.cue", sw+two+"tools: z: {state: \"active\", niche: \"\\(len([for n, t in tools if t._ro {n}])) ro.\"}\n")
	add("hf read by a view from another file", "a.cue", sw+two, "b.cue", "modes: agent: head_add: [for n, t in tools if t._ro {n}]\n")
	add("hf same name as a top-level hidden, read at the top", "a.cue", sw+"_ro: \"top\"\n"+two+"tools: z: {state: \"active\", niche: \"\\(_ro).\"}\n")
	add("hf same name as a top-level let", "a.cue", sw+"let _ro = true\n"+ent("x", ", _ro: false")+ent("y", "")+"tools: z: {state: \"active\", niche: \"\\(_ro).\"}\n")
	add("hf same name as a file let, the entry reads the let", "a.cue", sw+"let ro = true\n"+ent("x", ", _ro: ro")+ent("y", ""))
	add("hf names a top-level hidden of the same name", "a.cue", sw+"_on: true\n"+ent("x", ", _ro: _on, _on: false")+ent("y", ""))
	add("hf names a top-level hidden shadowed by its own", "a.cue", sw+"_g: \"top\"\n"+"tools: x: {state: \"active\", _g: \"own\", group: _g}\n"+ent("y", ""))
	add("hf names an import", "a.cue", "import \"strings\"\n"+sw+ent("x", ", _ro: strings.HasPrefix(\"ab\", \"a\")")+ent("y", ""))
	add("hf names an import used in another file", "a.cue", sw+ent("x", ", _ro: true")+ent("y", ""), "b.cue", "import \"strings\"\ntools: y: {_ro: strings.HasPrefix(\"ab\", \"a\")}\n")
	add("hf names a top-level hidden in another file", "a.cue", sw+ent("x", ", _ro: _on")+ent("y", ""), "b.cue", "_on: true\n")
	add("hf names a top-level let", "a.cue", sw+"let on = true\n"+ent("x", ", _ro: on")+ent("y", ""))
	add("hf of a definition applied", "a.cue", sw+"#RO: {_ro: true, ...}\ntools: x: #RO & {state: \"active\", niche: \"X.\"}\n"+ent("y", ""))
	add("hf of a definition applied, read by a view", "a.cue", sw+"#RO: {_ro: true, ...}\ntools: x: #RO & {state: \"active\", niche: \"X.\"}\n"+ent("y", "")+"modes: agent: head_add: [for n, t in tools if t._ro {n}]\n")
	add("hf of a definition embedding #Tool", "a.cue", sw+"#RO: #Tool & {_ro: true}\ntools: x: #RO & {state: \"active\", niche: \"X.\"}\n"+ent("y", ""))
	add("hf of a hidden struct embedded", "a.cue", sw+"_roT: {_ro: true}\ntools: x: {_roT, state: \"active\"}\n"+ent("y", ""))
	add("hf of a hidden struct unified", "a.cue", sw+"_roT: {_ro: true}\ntools: x: _roT & {state: \"active\"}\n"+ent("y", ""))
	add("hf in two files agreeing", "a.cue", sw+ent("x", ", _ro: true"), "b.cue", "tools: x: _ro: true\ntools: x: niche: \"Reads x.\"\n")
	add("hf in two files, one a constraint", "a.cue", sw+ent("x", ", _ro: bool"), "b.cue", "tools: x: _ro: true\n")
	add("hf in two files, one a default", "a.cue", sw+ent("x", ", _ro: *true | bool"), "b.cue", "tools: x: _ro: false\n")
	add("hf in two files, conflicting types", "a.cue", sw+ent("x", ", _ro: true"), "b.cue", "tools: x: _ro: 1\n")
	add("hf a hidden struct read by the pattern", "a.cue", "tools: [string]: {\n\t_m: {ro: *false | bool, ...}\n\tif _m.ro {annotations: readOnlyHint: true}\n}\n"+ent("x", ", _m: {ro: true, who: \"a\"}")+ent("y", ""))
	add("hf a hidden struct read by the pattern, conflicting", "a.cue", "tools: [string]: {\n\t_m: close({ro: *false | bool})\n\tif _m.ro {annotations: readOnlyHint: true}\n}\n"+ent("x", ", _m: {ro: true, who: \"a\"}")+ent("y", ""))
	add("hf a hidden struct in two files", "a.cue", "tools: [string]: {\n\t_m: {ro: *false | bool, ...}\n\tif _m.ro {annotations: readOnlyHint: true}\n}\n"+ent("x", ", _m: {who: \"a\"}")+ent("y", ""), "b.cue", "tools: x: _m: ro: true\n")
	add("hf a hidden definition in an entry", "a.cue", sw+"tools: x: {state: \"active\", _#K: {ro: true}, _ro: _#K.ro}\n"+ent("y", ""))
	add("hf a hidden definition in an entry, closed", "a.cue", sw+"tools: x: {state: \"active\", _#K: {ro: true}, _k: _#K & {extra: 1}, _ro: _k.ro}\n"+ent("y", ""))
	add("hf a definition in an entry", "a.cue", sw+"tools: x: {state: \"active\", #K: {ro: true}, _ro: #K.ro}\n"+ent("y", ""))
	add("hf in aliases", "a.cue", sw+two+"aliases: old: {_r: \"x\", replacement: _r, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\n")
	add("hf in retired", "a.cue", sw+two+"retired: old: {_why: \"Gone.\", reason: _why}\n")
	add("hf in gates", "a.cue", sw+two+mc21+"gates: x: {_c: \"c\", hidden_for: _c}\n")
	add("hf in gates conflicting", "a.cue", sw+two+mc21+"gates: x: {_c: \"c\", hidden_for: _c}\ngates: x: _c: \"d\"\n")
	add("hf a switch making the entry conflict", "a.cue", sw+ent("x", ", _ro: true, annotations: readOnlyHint: false")+ent("y", ""))
	add("hf a switch from the label alias", "a.cue", sw+"tools: L=x: {state: \"active\", niche: \"X.\", _ro: L.state == \"active\"}\n"+ent("y", ""))
	add("hf a switch from the entry's regular field", "a.cue", sw+"tools: x: {state: \"active\", niche: \"X.\", _ro: state == \"active\"}\n"+ent("y", ""))
	add("hf a switch from a field set in another file", "a.cue", sw+"tools: x: {state: \"active\", _ro: niche == \"X.\"}\n"+ent("y", ""), "b.cue", "tools: x: niche: \"X.\"\n")
	add("hf a switch from another entry", "a.cue", sw+"tools: x: {state: \"active\", _ro: tools.y.state == \"active\"}\n"+ent("y", ""))
	add("hf a switch from another entry's hidden field", "a.cue", sw+"tools: x: {state: \"active\", _ro: tools.y._ro}\n"+ent("y", ", _ro: true"))
	add("hf a switch from a comprehension", "a.cue", sw+two+"for n in [\"y\"] {tools: (n): _ro: true}\n")
	add("hf a switch in a nested entry struct", "a.cue", "tools: [string]: {\n\tparameters?: {_strict: *false | bool, if _strict {additionalProperties: false}, ...}\n}\n"+ent("x", ", parameters: {type: \"object\", _strict: true}")+ent("y", ", parameters: {type: \"object\"}"))
	add("hf a hidden field the pattern constrains, failing", "a.cue", "tools: [string]: {_lvl: int & <3, if _lvl > 1 {group: \"hi\"}}\n"+ent("x", ", _lvl: 5")+ent("y", ", _lvl: 0"))
	add("hf a hidden field the pattern constrains, missing", "a.cue", "tools: [string]: {_lvl: int & <3, if _lvl > 1 {group: \"hi\"}}\n"+ent("x", ", _lvl: 2")+ent("y", ""))
	add("hf a hidden field a guard of the name reads", "a.cue", "tools: [N=string]: {_ro: *false | bool, if _ro && N =~ \"^x\" {group: \"xro\"}}\n"+two)
	add("hf a hidden string in the niche through the pattern", "a.cue", "tools: [string]: {_who: *\"nobody\" | string, card: \"Owned by \\(_who).\"}\n"+ent("x", ", _who: \"ann\"")+ent("y", ""))
	add("hf a hidden list", "a.cue", "tools: [string]: {_tags: [...string], groups: _tags}\n"+ent("x", ", _tags: [\"a\"]")+ent("y", ""), "b.cue", "groups: a: doc: \"A.\"\n")
	add("hf a hidden list, one added in another file", "a.cue", "tools: [string]: {_tags: [...string], groups: _tags}\n"+ent("x", ", _tags: [\"a\"]")+ent("y", ""), "b.cue", "groups: a: doc: \"A.\"\ntools: y: _tags: [\"a\", \"b\"]\n")

	// ---- 4. a field of the entries as a dynamic label (view.go labelUse) ----
	const od = "#OnDemand: #Tool & {state: *\"deferred\" | #State, group: *\"lazy\" | #Name}\n"
	lents := od + "tools: a: #OnDemand & {niche: \"A.\"}\ntools: b: #OnDemand & {group: \"core\", niche: \"B.\"}\ntools: c: {state: \"active\", group: \"core\"}\ntools: d: {state: \"active\"}\n"
	gfor := "groups: {for n, t in tools if t.group != _|_ {(t.group): doc: \"The \\(t.group) tools.\"}}\n"
	add("lb a default group from a template", "a.cue", lents+gfor)
	add("lb a default group from a pattern", "a.cue", "tools: [=~\"^[cd]$\"]: {group: *\"pat\" | #Name}\n"+lents+gfor)
	add("lb a group from a name-function pattern", "a.cue", "import \"strings\"\n"+"tools: [N=string]: {if strings.Count(N, \"_\") >= 1 {group: strings.Split(N, \"_\")[0]}}\n"+lents+"tools: gh_a: {state: \"active\"}\ntools: gh_b: {state: \"active\"}\n"+gfor)
	add("lb an optional group", "a.cue", "tools: [string]: {group?: #Name}\n"+lents+gfor)
	add("lb an optional group, no guard", "a.cue", "tools: [string]: {group?: #Name}\n"+lents+"groups: {for n, t in tools {(t.group): doc: \"G.\"}}\n")
	add("lb a bool label", "a.cue", lents+"groups: {for n, t in tools if t.annotations.readOnlyHint != _|_ {(t.annotations.readOnlyHint): doc: \"G.\"}}\ntools: c: annotations: readOnlyHint: true\n")
	add("lb an int label", "a.cue", lents+"groups: {for n, t in tools if t.parameters.properties.n.maximum != _|_ {(t.parameters.properties.n.maximum): doc: \"G.\"}}\ntools: c: parameters: {type: \"object\", properties: n: maximum: 3}\n")
	add("lb an int label interpolated", "a.cue", lents+"groups: {for n, t in tools if t.parameters.properties.n.maximum != _|_ {\"m\\(t.parameters.properties.n.maximum)\": doc: \"G.\"}}\ntools: c: parameters: {type: \"object\", properties: n: maximum: 3}\n")
	add("lb an interpolated label", "a.cue", lents+"groups: {for n, t in tools if t.group != _|_ {\"g_\\(t.group)\": doc: \"G.\"}}\n")
	add("lb nested parentheses", "a.cue", lents+"groups: {for n, t in tools if t.group != _|_ {(((t.group))): doc: \"G.\"}}\n")
	add("lb a label of an expression", "a.cue", "import \"strings\"\n"+lents+"groups: {for n, t in tools if t.group != _|_ {(strings.ToUpper(t.group)): doc: \"G.\"}}\n")
	add("lb a label of a concatenation", "a.cue", lents+"groups: {for n, t in tools if t.group != _|_ {(t.group + \"_\" + t.state): doc: \"G.\"}}\n")
	add("lb a label in a nested struct", "a.cue", lents+"_by: {for n, t in tools if t.group != _|_ {x: (t.group): (n): t.state}}\nmodes: agent: head_add: [for n, _ in _by.x.core {n}]\n")
	add("lb a label in a nested struct, the value the whole entry", "a.cue", lents+"_by: {for n, t in tools if t.group != _|_ {(t.group): (n): t}}\nmodes: agent: head_add: [for n, e in _by.core if e.niche != _|_ {n}]\n")
	add("lb the same label from several tools, doc conflicting", "a.cue", lents+"groups: {for n, t in tools if t.group != _|_ {(t.group): doc: \"Has \\(n).\"}}\n")
	add("lb the same label from several tools, card agreeing", "a.cue", lents+"groups: {for n, t in tools if t.group != _|_ {(t.group): card: \"Group \\(t.group).\"}}\n")
	add("lb a label colliding with a declared group", "a.cue", lents+gfor+"groups: lazy: card: \"Lazy.\"\n")
	add("lb a label colliding with a declared group, doc conflicting", "a.cue", lents+gfor+"groups: lazy: doc: \"Lazy.\"\n")
	add("lb labels as settings", "a.cue", lents+"settings: {for n, t in tools if t.group != _|_ {(t.group): type: \"bool\"}}\n")
	add("lb labels as settings colliding", "a.cue", lents+"settings: {for n, t in tools if t.group != _|_ {(t.group): type: \"bool\"}}\nsettings: core: type: \"set\"\n")
	add("lb a label from the state", "a.cue", lents+"_st: {for n, t in tools {(t.state): (n): true}}\nmodes: agent: head_add: [for n, _ in _st.active if n !~ \"^pad_\" {n}]\n")
	add("lb a label from the state with a pad entry state", "a.cue", lents+"_st: {for n, t in tools {(t.state): (n): true}}\ntools: z: niche: \"\\(len(_st.active)) active.\"\ntools: z: state: \"deferred\"\n")
	add("lb a label from a hidden switch", "a.cue", sw+ent("x", ", _ro: true")+ent("y", "")+"_by: {for n, t in tools {\"\\(t._ro)\": (n): true}}\nmodes: agent: head_add: [for n, _ in _by.true {n}]\n")
	add("lb a label of a bad name", "a.cue", lents+"tools: e: {state: \"active\", niche: \"E E.\"}\ngroups: {for n, t in tools if t.niche != _|_ {(t.niche): doc: \"G.\"}}\n")
	add("lb a label that is a group ref'd by a tool", "a.cue", lents+"groups: {for n, t in tools if t.group != _|_ {(t.group): doc: \"G.\"}}\ntools: e: {state: \"active\", groups: [\"core\", \"lazy\"]}\n")
	add("lb a label from another section's field", "a.cue", lents+"aliases: {for n, t in tools if t.group == \"core\" {\"old_\\(n)\": {replacement: n, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}}}\n")
	add("lb a label from a field set in another file", "a.cue", lents+gfor, "b.cue", "tools: d: group: \"late\"\n")
	add("lb a label from a group conflicting in another file", "a.cue", lents+gfor, "b.cue", "tools: c: group: \"late\"\n")
	add("lb a label, a field the loop both reads and sets", "a.cue", lents+"groups: {for n, t in tools if t.group != _|_ {(t.group): {doc: \"G.\"}}}\ngroups: core: when: {group: \"lazy\"}\n")
	add("lb a label from the label of a tool", "a.cue", lents+"groups: {for n, t in tools if t.group == \"core\" {(n): doc: \"G.\"}}\n")
	add("lb a label used also as a value", "a.cue", lents+"groups: {for n, t in tools if t.group != _|_ {(t.group): doc: t.group}}\n")
	add("lb a label from a list element", "a.cue", "groups: {read: doc: \"R.\", edit: doc: \"E.\"}\n"+lents+"tools: c: groups: [\"read\", \"edit\"]\n_m: {for n, t in tools if t.groups != _|_ for g in t.groups {(g): (n): true}}\nmodes: agent: head_add: [for n, _ in _m.read {n}]\n")

	// ---- the failure class found above, minimised (not of these rewrites: it fails at 67d9fa2 too) ----
	add("mn a nested existence guard, key label, three entries without the field", "a.cue", "tools: c: {state: \"active\", annotations: readOnlyHint: true}\ntools: {p0: {state: \"active\"}, p1: {state: \"active\"}, p2: {state: \"active\"}}\ngroups: {for n, t in tools if t.annotations.readOnlyHint != _|_ {(n): doc: \"G.\"}}\n")
	add("mn a nested existence guard, parameters", "a.cue", "tools: c: {state: \"active\", parameters: type: \"object\"}\ngroups: {for n, t in tools if t.parameters.type != _|_ {(n): doc: \"G.\"}}\n")
	add("mn a nested existence guard into a hidden struct", "a.cue", "tools: c: {state: \"active\", annotations: readOnlyHint: true}\n_g: {for n, t in tools if t.annotations.readOnlyHint != _|_ {(n): true}}\nmodes: agent: head_add: [for n, _ in _g {n}]\n")
	add("mn a one-level existence guard (agrees)", "a.cue", "tools: c: {state: \"active\", annotations: readOnlyHint: true}\ngroups: {for n, t in tools if t.annotations != _|_ {(n): doc: \"G.\"}}\n")
	add("mn a nested guard by value (agrees)", "a.cue", "tools: c: {state: \"active\", annotations: readOnlyHint: true}\ngroups: {for n, t in tools if t.annotations.readOnlyHint == true {(n): doc: \"G.\"}}\n")
	add("mn a nested existence guard, constant label (agrees)", "a.cue", "tools: c: {state: \"active\", annotations: readOnlyHint: true}\ngroups: {for n, t in tools if t.annotations.readOnlyHint != _|_ {gc: doc: \"G.\"}}\n")
	add("mn a nested existence guard, a list (agrees)", "a.cue", "tools: c: {state: \"active\", annotations: readOnlyHint: true}\nmodes: agent: head_add: [for n, t in tools if t.annotations.readOnlyHint != _|_ {n}]\n")

	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}
