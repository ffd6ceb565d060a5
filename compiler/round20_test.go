package compiler

import (
	"strconv"
	"testing"
)

// specsDefs is a list of records typed by a definition of the policy's,
// which names one of the schema's (#Line) and has a default, and the
// comprehension making tools of it.
const specsDefs = "#Spec: {\n\tname:  =~\"^[a-z][a-z0-9]*(_[a-z0-9]+)*$\"\n\tniche: #Line & =~\"\\\\.$\"\n\tro:    *false | bool\n}\n" +
	"_specs: [...#Spec]\n"

const specsGen = "for s in _specs {\n\ttools: (s.name): {\n\t\tstate: \"active\"\n\t\tniche: s.niche\n\t\tif s.ro {annotations: readOnlyHint: true}\n\t}\n}\n"

// A hidden field constrained by definitions (_specs: [...#Spec]), of the
// policy's and of the schema's, ranged over by a comprehension making
// tools (fold.go defOK): folded with the definitions beside it, as the
// package has them. Each small and with 250 plain entries in z.cue,
// against the cue command.
func TestConstrainingDefinitionsAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	two := "_specs: [{name: \"read_a\", niche: \"Reads a.\", ro: true}, {name: \"edit_b\", niche: \"Edits b.\"}]\n"
	add(e30("a list of specs", "a.cue", specsDefs+two+specsGen)...)
	add(e30("the definition in another file", "a.cue", two+specsGen, "b.cue", specsDefs)...)
	add(e30("a name breaking the definition", "a.cue", specsDefs+"_specs: [{name: \"Read-A\", niche: \"Reads a.\"}]\n"+specsGen)...)
	add(e30("a niche breaking the schema's #Line", "a.cue", specsDefs+"_specs: [{name: \"read_a\", niche: \"Reads\\ta.\"}]\n"+specsGen)...)
	add(e30("a niche breaking the definition", "a.cue", specsDefs+"_specs: [{name: \"read_a\", niche: \"Reads a\"}]\n"+specsGen)...)
	add(e30("a field the closed definition lacks", "a.cue", specsDefs+"_specs: [{name: \"read_a\", niche: \"Reads a.\", extra: 1}]\n"+specsGen)...)
	add(e30("the default copied into an entry", "a.cue", specsDefs+two+"for s in _specs {\n\ttools: (s.name): {state: \"active\", niche: s.niche, annotations: readOnlyHint: s.ro}\n}\n")...)
	add(e30("the default copied, the entry completed", "a.cue", specsDefs+two+"for s in _specs {\n\ttools: (s.name): {state: \"active\", niche: s.niche, annotations: readOnlyHint: s.ro}\n}\ntools: edit_b: annotations: readOnlyHint: true\n")...)
	add(e30("the definition declared twice", "a.cue", specsDefs+two+specsGen, "b.cue", "#Spec: {ro: bool, group: *\"core\" | string}\n")...)
	add(e30("the definition's second declaration read", "a.cue", specsDefs+two+"for s in _specs {\n\ttools: (s.name): {state: \"active\", niche: s.niche, group: s.group}\n}\n", "b.cue", "#Spec: {group: *\"core\" | string}\n")...)
	add(e30("the definition's declarations conflicting", "a.cue", specsDefs+two+specsGen, "b.cue", "#Spec: {ro: \"no\"}\n")...)
	add(e30("the definition naming a hidden field", "a.cue", "_re: \"^[a-z_]+$\"\n#Spec: {name: =~_re, niche: string, ro: *false | bool}\n_specs: [...#Spec]\n"+two+specsGen)...)
	add(e30("the definition naming a file let", "a.cue", "let re = \"^[a-z_]+$\"\n#Spec: {name: =~re, niche: string, ro: *false | bool}\n_specs: [...#Spec]\n"+two+specsGen)...)
	add(e30("the definition naming another", "a.cue", "#Name2: =~\"^[a-z_]+$\"\n#Spec: {name: #Name2, niche: #Line, ro: *false | bool}\n_specs: [...#Spec]\n"+two+specsGen)...)
	add(e30("the definition naming a regular field", "a.cue", "#Spec: {name: string, niche: string, ro: *false | bool, v: release.version}\n_specs: [...#Spec]\n"+two+"for s in _specs {\n\ttools: (s.name): {state: \"active\", niche: \"\\(s.niche) Since \\(s.v).\"}\n}\n")...)
	add(e30("the schema's #Line narrowed by the policy", "a.cue", "#Line: =~\"^[A-Z]\"\n"+specsDefs+two+specsGen)...)
	add(e30("the schema's #Line narrowed, a pad breaking it", "a.cue", "#Line: =~\"^[A-Z]\"\n"+specsDefs+two+specsGen+"tools: lower: {state: \"active\", niche: \"lower case.\"}\n")...)
	add(e30("a map of specs", "a.cue", specsDefs+"_byName: [N=string]: #Spec & {name: N}\n_byName: {read_a: {niche: \"Reads a.\", ro: true}, edit_b: niche: \"Edits b.\"}\nfor n, s in _byName {\n\ttools: (n): {state: \"active\", niche: s.niche, if s.ro {annotations: readOnlyHint: true}}\n}\n")...)
	add(e30("a spec copied whole", "a.cue", "#Spec: {state: \"active\", niche: string}\n_specs: {read_a: #Spec & {niche: \"Reads a.\"}}\nfor n, s in _specs {tools: (n): s}\n")...)
	add(e30("a spec copied whole, a field added", "a.cue", "#Spec: {state: \"active\", niche: string}\n_specs: {read_a: #Spec & {niche: \"Reads a.\"}}\nfor n, s in _specs {tools: (n): s}\ntools: read_a: group: \"g\"\n")...)
	add(e30("a required field missing", "a.cue", "#Spec: {name!: string, niche: string}\n_specs: [...#Spec]\n_specs: [{niche: \"Reads a.\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: s.niche}}\n")...)
	add(e30("an optional field tested", "a.cue", "#Spec: {name: string, niche?: string}\n_specs: [...#Spec]\n_specs: [{name: \"read_a\"}, {name: \"edit_b\", niche: \"Edits b.\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", if s.niche != _|_ {niche: s.niche}}}\n")...)
	add(e30("a recursive definition", "a.cue", "#Node: {name: string, kids?: [...#Node]}\n_tree: #Node & {name: \"read_a\", kids: [{name: \"edit_b\"}]}\nfor k in _tree.kids {tools: (k.name): {state: \"active\"}}\ntools: (_tree.name): {state: \"active\"}\n")...)
	add(e30("a definition of the schema's applied", "a.cue", "_ret: [...#Retired]\n_ret: [{reason: \"Gone\", since: \"1.0.0\"}]\nfor i, r in _ret {tools: \"t_\\(i)\": {state: \"active\", niche: \"\\(r.reason) since \\(r.since).\"}}\n")...)
	add(e30("a definition declared in a struct", "a.cue", "_h: {#S: {name: string}, items: [...#S]}\n_h: items: [{name: \"read_a\"}]\nfor s in _h.items {tools: (s.name): {state: \"active\"}}\n")...)
	add(e30("a definition made by a comprehension", "a.cue", "if true {#Spec: {name: string}}\n_specs: [...#Spec]\n_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")...)
	add(e30("a definition undefined", "a.cue", "_specs: [...#Nope]\n_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")...)
	add(e30("a hidden definition", "a.cue", "_#Spec: {name: string}\n_specs: [..._#Spec]\n_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")...)
	add(e30("a definition read by the view", "a.cue", specsDefs+two+specsGen+"modes: agent: head_add: [for n, t in tools if t.annotations.readOnlyHint != _|_ {n}]\n")...)
	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}

// The tools a comprehension makes from a list typed by definitions are
// folded and taken by the fast path: none of the section is left to the
// package's evaluation.
func TestConstrainingDefinitionsFolded(t *testing.T) {
	var specs string
	for i := range 40 {
		specs += "\t{name: \"tool_" + string(rune('a'+i%26)) + "_" + strconv.Itoa(i) + "\", niche: \"Does " + strconv.Itoa(i) + ".\"},\n"
	}
	c := c21("forty specs", "a.cue", specsDefs+"_specs: [\n"+specs+"]\n"+specsGen)
	c.files["z.cue"] = p21 + pad29(250)
	dir := review15Dir(t, c.files)
	if err := agreeWithCue(t, dir); err != nil {
		t.Fatal(err)
	}
	// Unfolded, the comprehension would keep the whole section in the
	// package: none taken.
	if got := toolsTaken(t, dir); got < 290 {
		t.Errorf("the fast path took %d tools; want the 40 specs' and the 250 pads' (the specs folded)", got)
	}
}

// A pattern whose fields are the standard library's functions of the name
// through hidden fields of its own, or structs of such (namefunc.go):
// tools: [N= =~"_[0-9]+$"]: {_n: strconv.Atoi(...), annotations: shard:
// "s\(div(_n, 100))"}. Worked out per name and written into the entries,
// the hidden fields dropped, only when nothing else in the package names
// them. Each small and with 250 plain entries in z.cue (pad_0 ...: the
// pattern matches them), against the cue command.
func TestNameFuncHiddenAgreesWithCue(t *testing.T) {
	const imp = "import (\n\t\"regexp\"\n\t\"strconv\"\n\t\"strings\"\n)\n"
	const decl = "annotations: shard: {type: \"string\", doc: \"The shard.\"}\n"
	shard := "tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tannotations: shard: \"s\\(div(_n, 100))\"\n}\n"
	two := "tools: read_7: {state: \"active\"}\ntools: edit_x: {state: \"active\"}\n"
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	add(e30("a hidden number and a struct of it", "a.cue", imp+"_u: strings.ToUpper(\"x\")\n"+decl+shard+two)...)
	add(e30("no hidden field, a struct", "a.cue", imp+"_u: strconv.FormatInt(1, 10) + strings.ToUpper(\"x\")\n"+decl+"tools: [N= =~\"_[0-9]+$\"]: annotations: shard: regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]\n"+two)...)
	add(e30("a chain of hidden fields", "a.cue", imp+"_u: regexp.Match(\"a\", \"a\") && strconv.FormatInt(1, 10) == \"1\"\n"+"tools: [N=_]: {\n\t_a: strings.Split(N, \"_\")[0]\n\t_b: strings.ToUpper(_a)\n\tgroup: _b\n}\n"+two)...)
	add(e30("a hidden constant named", "a.cue", "import \"strings\"\n"+"tools: [N=_]: {\n\t_k: \"g\"\n\tgroup: _k + strings.ToUpper(N)\n}\n"+two)...)
	add(e30("the entry's own annotations beside", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+"annotations: tier: {type: \"string\", doc: \"The tier.\"}\n"+shard+"tools: read_7: {state: \"active\", annotations: tier: \"gold\"}\n")...)
	add(e30("the entry's own shard agreeing", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+shard+"tools: read_7: {state: \"active\", annotations: shard: \"s0\"}\n")...)
	add(e30("the entry's own shard conflicting", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+shard+"tools: read_7: {state: \"active\", annotations: shard: \"s9\"}\n")...)
	add(e30("the entry's own hidden field of that name", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+shard+"tools: read_7: {state: \"active\", _n: 7}\n")...)
	add(e30("the entry's own hidden field conflicting", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+shard+"tools: read_7: {state: \"active\", _n: 8}\n")...)
	add(e30("the hidden field read by a view", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+shard+two+"modes: agent: head_add: [for n, t in tools if n =~ \"_[0-9]+$\" if t._n == 7 {n}]\n")...)
	add(e30("the hidden field read by name", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+shard+two+"modes: agent: head_add: [if tools.read_7._n == 7 {\"read_7\"}]\n")...)
	add(e30("the shard read by a view", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+shard+two+"modes: agent: head_add: [for n, t in tools if n =~ \"_[0-9]+$\" if t.annotations.shard == \"s2\" {n}]\n")...)
	add(e30("a name the function fails on", "a.cue", "import \"strconv\"\n"+"tools: [N=_]: {\n\t_n: strconv.Atoi(N)\n\tannotations: shard: \"s\\(_n)\"\n}\n"+decl+two)...)
	add(e30("a hidden field naming a regular sibling", "a.cue", "import \"strings\"\n"+"tools: [N=_]: {\n\tgroup: strings.ToUpper(N)\n\t_g: group\n\tniche: \"In \\(_g).\"\n}\n"+two)...)
	add(e30("a hidden struct beside", "a.cue", "import \"strings\"\n"+"tools: [N=_]: {\n\t_meta: {a: 1}\n\tgroup: strings.ToUpper(N)\n}\n"+two)...)
	add(e30("a hidden field with a default", "a.cue", "import \"strings\"\n"+"tools: [N=_]: {\n\t_g: *strings.ToUpper(N) | string\n\tgroup: _g\n}\n"+two)...)
	add(e30("a struct with a default inside", "a.cue", "import \"strings\"\n"+decl+"tools: [N=_]: annotations: shard: *strings.ToUpper(N) | string\n"+two+"tools: read_7: annotations: shard: \"own\"\n")...)
	add(e30("the same hidden name in two patterns", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+shard+"tools: [=~\"^read\"]: {_n: 7}\n"+two)...)
	add(e30("the same hidden name in two patterns, conflicting", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+shard+"tools: [=~\"^read\"]: {_n: 8}\n"+two)...)
	add(e30("the hidden name as a string elsewhere", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+shard+"tools: read_7: {state: \"active\", niche: \"_n\"}\n")...)
	add(e30("entries' field order read", "a.cue", imp+"_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10)\n"+decl+shard+two+"modes: agent: head_add: [for n, t in tools if n == \"read_7\" for k, _ in t {k}]\n")...)
	add(e30("a closed struct", "a.cue", "import \"strings\"\n"+decl+"tools: [N=_]: annotations: close({shard: strings.ToUpper(N)})\n"+two)...)
	add(e30("a struct with a dynamic label", "a.cue", "import \"strings\"\n"+"tools: [N=_]: annotations: {(strings.ToUpper(N)): true}\n"+two)...)
	add(e30("a list value", "a.cue", "import \"strings\"\n"+"tools: [N=_]: groups: [strings.Split(N, \"_\")[0]]\n"+"groups: {read: {doc: \"r\"}, edit: {doc: \"e\"}, pad: {doc: \"p\"}, x: {doc: \"x\"}}\n"+two)...)
	// Guards the pattern reader does not work out in Go (labelCond).
	const ns = "annotations: namespaced: {type: \"bool\", doc: \"Deep names.\"}\n"
	add(e30("a guard counting underscores", "a.cue", "import \"strings\"\n"+ns+"tools: [N=string]: {if strings.Count(N, \"_\") >= 1 {annotations: namespaced: true}}\n"+two+"tools: plain: {state: \"active\"}\n")...)
	add(e30("a guard on a hidden number", "a.cue", imp+"_u: strings.ToUpper(\"x\") + regexp.ReplaceAll(\"a\", \"a\", \"b\")\n"+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tif _n >= 100 {group: \"big\"}\n}\n"+two)...)
	add(e30("a guard Go reads, a body naming the label", "a.cue", "tools: [N=string]: {if N =~ \"^read\" {niche: \"Reads via \\(N).\"}}\n"+two)...)
	add(e30("a guard with a let", "a.cue", "import \"strings\"\n"+ns+"tools: [N=string]: {if strings.Count(N, \"_\") >= 1 let d = true {annotations: namespaced: d}}\n"+two)...)
	add(e30("a guard over a list", "a.cue", "import \"strings\"\n"+"tools: [N=string]: {for p in strings.Split(N, \"_\") if p == \"edit\" {group: p}}\n"+two)...)
	add(e30("a guard that fails on a name", "a.cue", "import \"strconv\"\n"+"tools: [N=string]: {if strconv.Atoi(N) > 1 {group: \"n\"}}\n"+two)...)
	add(e30("a guard conflicting with an entry", "a.cue", "import \"strings\"\n"+"tools: [N=string]: {if strings.Count(N, \"_\") >= 1 {group: \"deep\"}}\n"+two+"tools: read_7: group: \"flat\"\n")...)
	add(e30("a guard agreeing with an entry", "a.cue", "import \"strings\"\n"+"tools: [N=string]: {if strings.Count(N, \"_\") >= 1 {group: \"deep\"}}\n"+two+"tools: read_7: group: \"deep\"\n")...)
	add(e30("a guard never true", "a.cue", "import \"strings\"\n"+"tools: [N=string]: {if strings.Count(N, \"#\") >= 1 {group: \"hash\"}}\n"+two)...)
	add(e30("a guard with a nested guard", "a.cue", "import \"strings\"\n"+"tools: [N=string]: {if strings.Count(N, \"_\") >= 1 {if N =~ \"^r\" {group: \"r\"}}}\n"+two)...)
	add(e30("a guard beside a field of the name", "a.cue", "import \"strings\"\n"+"tools: [N=string]: {group: strings.Split(N, \"_\")[0], if strings.Count(N, \"_\") >= 2 {niche: \"Deep.\"}}\n"+two)...)
	// Guards naming the package's hidden fields of literal data.
	const rw = "import (\n\t\"list\"\n\t\"strings\"\n)\n"
	guard := "tools: [N=string]: {if list.Contains(_writeVerbs, strings.SplitN(N, \"_\", 2)[0]) {registered_when: {setting: \"read_only\", is: false}}}\nsettings: read_only: {type: \"bool\", default: false, doc: \"No writes.\"}\n"
	add(e30("a guard on a package hidden list", "a.cue", rw+"_writeVerbs: [\"edit\", \"create\"]\n"+guard+two)...)
	add(e30("a guard on a package hidden list in another file", "a.cue", rw+guard+two, "b.cue", "_writeVerbs: [\"edit\", \"pad\"]\n")...)
	add(e30("a guard on a package hidden list declared twice", "a.cue", rw+"_writeVerbs: [\"edit\", \"create\"]\n"+guard+two, "b.cue", "_writeVerbs: [\"edit\", \"create\"]\n")...)
	add(e30("a guard on a package hidden list, conflicting", "a.cue", rw+"_writeVerbs: [\"edit\", \"create\"]\n"+guard+two, "b.cue", "_writeVerbs: [\"edit\"]\n")...)
	add(e30("a guard on a computed hidden list", "a.cue", rw+"_writeVerbs: [for v in [\"edit\"] {v}]\n"+guard+two)...)
	add(e30("a guard on a hidden list a comprehension adds to", "a.cue", rw+"for k in [\"x\"] {_writeVerbs: [\"edit\"]}\n"+guard+two)...)
	add(e30("a guard on a hidden list shadowed in the section", "a.cue", rw+"_writeVerbs: [\"edit\"]\ntools: {_writeVerbs: [\"pad\"], [N=string]: {if list.Contains(_writeVerbs, strings.SplitN(N, \"_\", 2)[0]) {group: \"w\"}}}\n"+two)...)
	add(e30("a guard on a package hidden struct", "a.cue", "import \"strings\"\n"+"_verbs: {edit: true, read: false}\ntools: [N=string]: {if _verbs[strings.SplitN(N, \"_\", 2)[0]] != _|_ {group: \"known\"}}\n"+two)...)
	add(e30("a guard's field given twice", "a.cue", "import \"strings\"\n"+"tools: [N=string]: {group: strings.Split(N, \"_\")[0], if strings.Count(N, \"_\") >= 1 {group: \"other\"}}\n"+two)...)
	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}

// The pattern-atoi-suffix shape is taken: every entry on the fast path,
// with its shard written in.
func TestNameFuncHiddenTaken(t *testing.T) {
	c := c21("shards", "a.cue", "import (\n\t\"regexp\"\n\t\"strconv\"\n)\n"+
		"tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tannotations: shard: \"s\\(div(_n, 100))\"\n}\n"+
		"annotations: shard: {type: \"string\", doc: \"The shard.\"}\n")
	c.files["z.cue"] = p21 + pad29(250)
	dir := review15Dir(t, c.files)
	if err := agreeWithCue(t, dir); err != nil {
		t.Fatal(err)
	}
	if got := toolsTaken(t, dir); got < 250 {
		t.Errorf("the fast path took %d tools; want at least the 250 pads (the pattern written out)", got)
	}
}

// A float computed in a top-level field that is no section (a provider's
// budget: max: math.Ceil(target * 1.05)) beside float literals elsewhere
// (numbers.go fileFloats): the fast path stays on unless something names
// that field or adds to it. Each small and with 250 plain entries in
// z.cue, against the cue command.
func TestLocalFloatsAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	const ceil = "import \"math\"\nproviders: p: {models: [\"p*\"], budget: {target: 24, max: math.Ceil(target * 1.05)}}\n"
	par := func(min string) string {
		return "tools: x: {state: \"active\", parameters: {type: \"object\", properties: n: {type: \"number\", minimum: " + min + "}}}\n"
	}
	add(e30("a computed budget beside a float elsewhere", "a.cue", ceil+par("1.05"))...)
	add(e30("a computed budget beside the same float written otherwise", "a.cue", ceil+par("1.050"))...)
	add(e30("a computed budget, floats in two files", "a.cue", ceil, "b.cue", par("1.5")+"tools: y: {state: \"active\", parameters: {type: \"object\", properties: n: {type: \"number\", maximum: 1.50}}}\n")...)
	add(e30("the budget named by an entry", "a.cue", ceil+par("1.05")+"tools: y: {state: \"active\", niche: \"Up to \\(providers.p.budget.max).\"}\n")...)
	add(e30("the providers named by a let", "a.cue", ceil+par("1.05")+"let ps = providers\ntools: y: {state: \"active\", niche: \"\\(len(ps)) providers.\"}\n")...)
	add(e30("a comprehension adding to the providers", "a.cue", ceil+par("1.05")+"for n in [\"q\"] {providers: (n): {models: [\"q*\"], budget: {target: 1, max: 2}}}\n")...)
	add(e30("a float written twice in the providers", "a.cue", "providers: p: {models: [\"p*\"], budget: {target: 2, max: 4}, limits: _}\n_r: 1.5\n"+par("_r * 2")+par("3.0"))...)
	add(e30("two ways in a parameter", "a.cue", ceil+par("1.5")+"tools: x: parameters: properties: n: minimum: 1.50\n")...)
	add(e30("a computed parameter float", "a.cue", ceil+"_m: 0.5\n"+par("_m * 3")+"tools: y: {state: \"active\", parameters: {type: \"object\", properties: n: {type: \"number\", minimum: 1.5}}}\n")...)
	add(e30("a computed budget, not an integer", "a.cue", "providers: p: {models: [\"p*\"], budget: {target: 24, max: target * 1.05}}\n"+par("1.05"))...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// An entry's own hidden field, which a pattern of its section reads
// (tools: [string]: {_ro: *false | bool, if _ro {...}} with tools: x: {_ro:
// true, ...}): the entry is taken with the field in its rest
// (opaquepat.go restTemplateIn), evaluated in the env as in the package.
// Each small and with 250 plain entries in z.cue, against the cue command.
func TestEntryHiddenFieldsAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	const sw = "tools: [string]: {\n\t_ro: *false | bool\n\tif _ro {annotations: readOnlyHint: true}\n}\n"
	ent := func(name, extra string) string {
		return "tools: " + name + ": {state: \"active\", niche: \"Reads " + name + ".\"" + extra + "}\n"
	}
	add(e30("a switch turned on", "a.cue", sw+ent("x", ", _ro: true")+ent("y", ""))...)
	add(e30("a switch turned off", "a.cue", sw+ent("x", ", _ro: false")+ent("y", ""))...)
	add(e30("a switch of the wrong type", "a.cue", sw+ent("x", ", _ro: \"yes\"")+ent("y", ""))...)
	add(e30("a switch read by a view", "a.cue", sw+ent("x", ", _ro: true")+ent("y", "")+"modes: agent: head_add: [for n, t in tools if t._ro {n}]\n")...)
	add(e30("a switch read by name", "a.cue", sw+ent("x", ", _ro: true")+ent("y", "")+"modes: agent: head_add: [if tools.x._ro {\"x\"}]\n")...)
	add(e30("the annotations read by a view", "a.cue", sw+ent("x", ", _ro: true")+ent("y", "")+"modes: agent: head_add: [for n, t in tools if t.annotations.readOnlyHint != _|_ {n}]\n")...)
	add(e30("a hidden field nothing reads", "a.cue", ent("x", ", _note: \"internal\"")+ent("y", ""))...)
	add(e30("a hidden struct", "a.cue", ent("x", ", _meta: {owner: \"a\"}")+ent("y", ""))...)
	add(e30("a switch from a top-level hidden field", "a.cue", sw+"_on: true\n"+ent("x", ", _ro: _on")+ent("y", ""))...)
	add(e30("a switch from a regular field", "a.cue", sw+ent("x", ", _ro: release.version == \"1.0.0\"")+ent("y", ""))...)
	add(e30("a switch set in another file", "a.cue", sw+ent("x", "")+ent("y", ""), "b.cue", "tools: x: _ro: true\n")...)
	add(e30("a switch set twice, agreeing", "a.cue", sw+ent("x", ", _ro: true"), "b.cue", "tools: x: _ro: true\n")...)
	add(e30("a switch set twice, conflicting", "a.cue", sw+ent("x", ", _ro: true"), "b.cue", "tools: x: _ro: false\n")...)
	add(e30("a top-level hidden field of the same name", "a.cue", sw+"_ro: false\n"+ent("x", ", _ro: true")+ent("y", ""))...)
	add(e30("a switch naming the label", "a.cue", "tools: [N=string]: {\n\t_ro: *false | bool\n\tif _ro {niche: \"Reads \\(N) only.\"}\n}\n"+"tools: x: {state: \"active\", _ro: true}\n"+ent("y", ""))...)
	add(e30("a switch read by the entry itself", "a.cue", sw+"tools: x: {state: \"active\", _v: \"it\", niche: \"Reads \\(_v).\"}\n")...)
	add(e30("a switch in a closed entry", "a.cue", sw+"tools: x: close({state: \"active\", niche: \"Reads x.\", _ro: true})\n"+ent("y", ""))...)
	add(e30("a switch beside a definition", "a.cue", sw+"#A: {state: \"active\", ...}\ntools: x: #A & {niche: \"Reads x.\", _ro: true}\n"+ent("y", ""))...)
	add(e30("a switch the closed definition refuses", "a.cue", "#A: close({state: \"active\", niche: string})\ntools: x: #A & {niche: \"Reads x.\", _ro: true}\n"+ent("y", ""))...)
	add(e30("two switches", "a.cue", "tools: [string]: {\n\t_ro: *false | bool\n\t_net: *false | bool\n\tif _ro {annotations: readOnlyHint: true}\n\tif _net {annotations: openWorldHint: true}\n}\n"+ent("x", ", _ro: true, _net: true")+ent("y", ", _net: true")+ent("z", ""))...)
	add(e30("a switch with a constraint", "a.cue", sw+"tools: x: {state: \"active\", niche: \"Reads x.\", _ro: bool}\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// A read of the tools whose field is a dynamic label, (t.group): ...: the
// field's string, as a view holds it, entries with templates taken too
// (view.go labelUse). Each small and with 250 plain entries in z.cue,
// against the cue command.
func TestViewLabelsAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	const od = "#OnDemand: #Tool & {state: *\"deferred\" | #State, card: *\"Loaded on demand.\" | string}\n"
	ents := od + "tools: a: #OnDemand & {group: \"lazy\", niche: \"A.\"}\ntools: b: #OnDemand & {group: \"lazy\", niche: \"B.\"}\ntools: c: #OnDemand & {group: \"core\", niche: \"C.\", state: \"active\"}\ntools: d: #OnDemand & {niche: \"D.\"}\n"
	add(e30("groups from the tools", "a.cue", ents+"groups: {for n, t in tools if t.group != _|_ {(t.group): doc: \"The \\(t.group) tools.\"}}\n")...)
	add(e30("groups from the tools, one declared", "a.cue", ents+"groups: core: doc: \"The core tools.\"\ngroups: {for n, t in tools if t.group != _|_ {(t.group): doc: \"The \\(t.group) tools.\"}}\n")...)
	add(e30("groups from the tools, one conflicting", "a.cue", ents+"groups: core: doc: \"Core.\"\ngroups: {for n, t in tools if t.group != _|_ {(t.group): doc: \"The \\(t.group) tools.\"}}\n")...)
	add(e30("a label from a default state", "a.cue", ents+"_byState: {for n, t in tools if n =~ \"^[a-d]$\" {((t.state)): (n): true}}\nmodes: agent: head_add: [for n, _ in _byState.deferred {n}]\n")...)
	add(e30("a label from a pattern's default", "a.cue", ents+"tools: [=~\"^[ab]$\"]: {group: *\"pat\" | string}\ntools: e: #OnDemand & {niche: \"E.\"}\ngroups: {for n, t in tools if t.group != _|_ {(t.group): doc: \"G.\"}}\n")...)
	add(e30("a label interpolated", "a.cue", ents+"groups: {for n, t in tools if t.group != _|_ {\"g_\\(t.group)\": doc: \"G.\"}}\n")...)
	add(e30("a label in a nested struct", "a.cue", ents+"groups: {for n, t in tools if t.group != _|_ {(t.group): {doc: \"G.\"}}}\n_byGroup: {for n, t in tools if t.group != _|_ {(t.group): (n): true}}\nmodes: agent: head_add: [for g, m in _byGroup if g == \"core\" for n, _ in m {n}]\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// Tools a definition makes from its specs, `for _, srv in _servers for k,
// v in srv.out {tools: (k): v}` with _servers: [N=string]: #Server & {name:
// N}: folded, each entry written with a definition of its shape, closed
// where the definition's value is (fold.go closedData, shapeOf). Each
// small and with 250 plain entries in z.cue, against the cue command.
func TestDefinitionMadeEntriesAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	server := func(entryExtra, paramsExtra string) string {
		return "#Spec: {name: #Name, niche: #Line, params: [...#Name]}\n" +
			"#Server: {\n\tname: #Name\n\tspecs: [...#Spec]\n\tout: {\n\t\tfor s in specs {\n\t\t\t\"\\(name)_\\(s.name)\": {\n" +
			"\t\t\t\tstate: *\"deferred\" | #State\n\t\t\t\tsource: \"mcp\"\n\t\t\t\tniche: s.niche\n\t\t\t\tcard: \"Use \\(s.name).\"\n" + entryExtra +
			"\t\t\t\tparameters: {type: \"object\", properties: {for p in s.params {(p): {type: \"string\"}}}" + paramsExtra + "}\n\t\t\t}\n\t\t}\n\t}\n}\n" +
			"_servers: [N=string]: #Server & {name: N}\n" +
			"_servers: gh: specs: [{name: \"issue\", niche: \"Reads issues.\", params: [\"cursor\"]}, {name: \"pull\", niche: \"Reads pulls.\", params: [\"cursor\", \"query\"]}]\n" +
			"_servers: jira: specs: [{name: \"ticket\", niche: \"Reads tickets.\", params: []}]\n" +
			"for _, srv in _servers for k, v in srv.out {\n\ttools: (k): v\n}\n"
	}
	add(e30("servers' tools", "a.cue", server("", ""))...)
	add(e30("a field the closed entry lacks", "a.cue", server("", ""), "b.cue", "tools: gh_issue: group: \"gh\"\n")...)
	add(e30("a field the entry has, again", "a.cue", server("", ""), "b.cue", "tools: gh_issue: niche: \"Reads issues.\"\n")...)
	add(e30("a field the entry has, conflicting", "a.cue", server("", ""), "b.cue", "tools: gh_issue: niche: \"Other.\"\n")...)
	add(e30("the default state overridden", "a.cue", server("", ""), "b.cue", "tools: gh_pull: state: \"active\"\n")...)
	add(e30("the entry open", "a.cue", server("\t\t\t\t...\n", ""), "b.cue", "tools: gh_issue: group: \"gh\"\n")...)
	add(e30("the parameters open", "a.cue", server("", ", ..."), "b.cue", "tools: gh_issue: parameters: required: [\"cursor\"]\n")...)
	add(e30("the parameters closed, a field added", "a.cue", server("", ""), "b.cue", "tools: gh_issue: parameters: required: [\"cursor\"]\n")...)
	add(e30("a property added", "a.cue", server("", ""), "b.cue", "tools: gh_issue: parameters: properties: limit: {type: \"integer\"}\n")...)
	add(e30("an optional field in the entry", "a.cue", server("\t\t\t\tgroup?: string\n", ""), "b.cue", "tools: gh_issue: group: \"gh\"\n")...)
	add(e30("a list of structs in the entry", "a.cue", server("\t\t\t\tvariants: [{model_class: \"c\", description: \"V.\"}]\n", ""), "b.cue", mc21)...)
	add(e30("a pattern over the servers' tools", "a.cue", server("", "")+"tools: [=~\"^gh_\"]: {group: \"gh\"}\n")...)
	add(e30("a closed pattern over the servers' tools", "a.cue", server("", "")+"#MCP: #Tool & {source: \"mcp\"}\ntools: [=~\"^gh_\"]: #MCP\n")...)
	add(e30("read by a view", "a.cue", server("", "")+"modes: agent: head_add: [for n, t in tools if t.source == \"mcp\" if t.state == \"deferred\" {n}]\n")...)
	add(e30("read whole", "a.cue", server("", "")+"_all: [for n, t in tools if n =~ \"^gh_\" {t}]\nmodes: agent: head_add: [if len(_all) == 2 {\"gh_issue\"}]\n")...)
	add(e30("a spec breaking the definition", "a.cue", server("", "")+"_servers: gh: specs: [_, _, {name: \"Bad Name\", niche: \"X.\", params: []}]\n")...)
	add(e30("a server's name breaking #Name", "a.cue", server("", "")+"_servers: \"bad name\": specs: []\n")...)
	add(e30("a default inside the parameters", "a.cue", server("", ", additionalProperties: *false | bool"))...)
	// What a definition applies to stays closed where copied (x of _m:
	// [string]: #D; p: #P in a definition), what is selected out of its
	// value does not (srv.out.x): CUE's closedness, asked of CUE.
	add(e30("a definition's instance copied, a field added", "a.cue", "#D: {state: \"active\", niche: string}\n_m: [string]: #D\n_m: {read_a: niche: \"A.\", read_b: niche: \"B.\"}\nfor k, v in _m {tools: (k): v}\ntools: read_a: group: \"g\"\n")...)
	add(e30("a definition's instance copied", "a.cue", "#D: {state: \"active\", niche: string}\n_m: [string]: #D\n_m: {read_a: niche: \"A.\", read_b: niche: \"B.\"}\nfor k, v in _m {tools: (k): v}\n")...)
	add(e30("a nested definition's value copied, a field added", "a.cue", "#P: {type: \"object\"}\n#S: {name: string, p: #P}\n_specs: [...#S]\n_specs: [{name: \"read_a\"}, {name: \"read_b\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", parameters: s.p}}\ntools: read_a: parameters: required: []\n")...)
	add(e30("a nested definition's value copied", "a.cue", "#P: {type: \"object\"}\n#S: {name: string, p: #P}\n_specs: [...#S]\n_specs: [{name: \"read_a\"}, {name: \"read_b\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", parameters: s.p}}\n")...)
	add(e30("a selected struct of an instance, a field added", "a.cue", "#S: {name: string, p: {type: \"object\"}}\n_specs: [...#S]\n_specs: [{name: \"read_a\"}, {name: \"read_b\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", parameters: s.p}}\ntools: read_a: parameters: required: []\n")...)
	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}

// A section declared as a selection of a hidden field, tools: _gh.out
// (fold.go ref), or made by a comprehension embedding such selections,
// tools: {for s in _servers {s.out}}, of definitions whose own fields are
// named like sections (#Server: {tools: [...], out: {for t in tools
// {...}}}: view.go nestedField). Each small and with 250 plain entries in
// z.cue, against the cue command.
func TestServerOutsAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	const srv = "#Server: {\n\t_name: #Name\n\tspecs: [string]: {niche: #Line}\n\tout: {for k, s in specs {\"\\(_name)_\\(k)\": {source: \"mcp\", state: \"deferred\", card: \"Use \\(k).\", niche: s.niche}}}\n}\n"
	gh := "_gh: #Server & {_name: \"gh\", specs: {issue: niche: \"Issues.\", pull: niche: \"Pulls.\"}}\n"
	jira := "_jira: #Server & {_name: \"jira\", specs: ticket: niche: \"Tickets.\"}\n"
	add(e30("a section as a selection", "a.cue", srv+gh+jira+"tools: _gh.out\ntools: _jira.out\n")...)
	add(e30("a selection and an entry of the same name", "a.cue", srv+gh+"tools: _gh.out\ntools: gh_issue: group: \"gh\"\n")...)
	add(e30("a selection and an entry conflicting", "a.cue", srv+gh+"tools: _gh.out\ntools: gh_issue: niche: \"Other.\"\n")...)
	add(e30("a selection of a closed struct", "a.cue", srv+"_c: {out: close({gh_x: {state: \"active\"}})}\ntools: _c.out\ntools: other: {state: \"active\"}\n")...)
	add(e30("a selection of a definition's instance", "a.cue", "#Out: {gh_x: {state: \"active\"}}\n_c: {out: #Out}\ntools: _c.out\ntools: other: {state: \"active\"}\n")...)
	add(e30("a selection with a pattern", "a.cue", "_c: {out: {[string]: {state: \"active\"}, gh_x: {}}}\ntools: _c.out\n")...)
	add(e30("a selection with a default", "a.cue", srv+"_d: {out: {gh_x: {state: *\"deferred\" | #State, card: \"C.\"}}}\ntools: _d.out\n")...)
	add(e30("a selection the order of which is read", "a.cue", srv+gh+"tools: _gh.out\nmodes: agent: head_add: [for n, _ in tools if n =~ \"^gh\" {n}]\n")...)
	add(e30("a selection of a list", "a.cue", "_c: {out: [1]}\ntools: _c.out\n")...)
	add(e30("a selection of something undefined", "a.cue", srv+gh+"tools: _gh.nope\n")...)
	const listSrv = "import \"list\"\n#Server: {\n\tname: #Name\n\treadonly: *false | bool\n\ttools: [...{n: #Name, write: *false | bool}]\n\tout: {for t in tools if !(readonly && t.write) {\"\\(name)_\\(t.n)\": {source: \"mcp\", state: \"deferred\", card: \"Use \\(t.n).\", annotations: readOnlyHint: !t.write}}}\n\t_n: len(list.Concat([tools]))\n}\n"
	servers := "_servers: [...#Server]\n_servers: [{name: \"gh\", tools: [{n: \"issue\"}, {n: \"edit\", write: true}]}, {name: \"jira\", readonly: true, tools: [{n: \"ticket\"}, {n: \"close\", write: true}]}]\n"
	add(e30("servers embedded by a comprehension", "a.cue", listSrv+servers+"tools: {for s in _servers {s.out}}\n")...)
	add(e30("servers embedded, the section read", "a.cue", listSrv+servers+"tools: {for s in _servers {s.out}}\nmodes: agent: head_add: [for n, t in tools if t.source == \"mcp\" {n}]\n")...)
	add(e30("a definition's field named tools read by the package", "a.cue", listSrv+servers+"tools: {for s in _servers {s.out}}\n_count: len(tools)\nmodes: agent: head_add: [if _count > 2 {\"gh_issue\"}]\n")...)
	add(e30("an embedded struct's field named tools", "a.cue", "{\n\ttools: x: {state: \"active\"}\n\t_k: len(tools)\n}\ntools: y: {state: \"active\", niche: \"\\(_k).\"}\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// A folded entry's default whose other choices are no plain disjunction
// (_group: *_name | #Name in a definition): written *default | _ when they
// allow all the schema allows the field (fold.go wideDefault). Each small
// and with 250 plain entries in z.cue, against the cue command.
func TestWideDefaultsAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	srv := func(dflt string) string {
		return "#Server: {\n\t_name: #Name\n\t_group: " + dflt + "\n\tspecs: [string]: {niche: #Line}\n\tout: {for k, s in specs {\"\\(_name)_\\(k)\": {source: \"mcp\", state: \"deferred\", card: \"Use \\(k).\", niche: s.niche, group: _group}}}\n}\n" +
			"_gh: #Server & {_name: \"gh\", specs: {issue: niche: \"Issues.\", pull: niche: \"Pulls.\"}}\n_jira: #Server & {_name: \"jira\", _group: \"remote\", specs: ticket: niche: \"Tickets.\"}\ntools: _gh.out\ntools: _jira.out\n"
	}
	add(e30("a default of the name or a #Name", "a.cue", srv("*_name | #Name"))...)
	add(e30("a default set elsewhere", "a.cue", srv("*_name | #Name"), "b.cue", "tools: gh_issue: group: \"other\"\n")...)
	add(e30("a default set elsewhere, breaking #Name", "a.cue", srv("*_name | #Name"), "b.cue", "tools: gh_issue: group: \"bad name\"\n")...)
	add(e30("a default beside a pattern's default", "a.cue", srv("*_name | #Name")+"tools: [=~\"^gh_\"]: {group: *\"pat\" | string}\n")...)
	add(e30("a default of a narrower choice", "a.cue", srv("*_name | \"gh\" | \"jira\" | \"remote\""))...)
	add(e30("a default of a narrower regexp", "a.cue", srv("*_name | =~\"^[a-z]+$\""), "b.cue", "tools: gh_issue: group: \"Other\"\n")...)
	add(e30("a default of a wider regexp", "a.cue", srv("*_name | =~\"^.*$\""), "b.cue", "tools: gh_issue: group: \"x-y\"\n")...)
	add(e30("a default of string", "a.cue", srv("*_name | string"))...)
	add(e30("a default the schema refuses", "a.cue", srv("*\"bad name\" | #Name"))...)
	add(e30("a state default of a regexp", "a.cue", "#S: {_n: #Name, out: {\"\\(_n)_x\": {state: *\"deferred\" | =~\"^[a-z-]+$\", card: \"C.\"}}}\n_s: #S & {_n: \"s\"}\ntools: _s.out\n")...)
	add(e30("a state default of a regexp, set elsewhere", "a.cue", "#S: {_n: #Name, out: {\"\\(_n)_x\": {state: *\"deferred\" | =~\"^[a-z-]+$\", card: \"C.\"}}}\n_s: #S & {_n: \"s\"}\ntools: _s.out\ntools: s_x: state: \"bogus\"\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// A definition used as a function by selection, description: (#Desc &
// {_head: "...", _srv: "github"}).out (fold.go defApplied): evaluated in
// the fold's unit with the definition's declarations, folded when it gives
// plain data. Each small and with 250 plain entries in z.cue, against the
// cue command.
func TestDefinitionSelectionsAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	const desc = "import \"strings\"\n_tmpl: \"{head} through the {server} server.\"\n#Desc: {\n\t_head: string\n\t_srv: #Name\n\t_cursor: *\"cursor\" | #Name\n\tout: strings.Replace(strings.Replace(_tmpl, \"{head}\", _head, 1), \"{server}\", _srv, 1) + \" Paginate with \" + _cursor + \".\"\n}\n"
	ent := func(name, sel string) string {
		return "tools: " + name + ": {state: \"deferred\", source: \"mcp\", card: \"Use " + name + ".\", description: " + sel + "}\n"
	}
	add(e30("a description by a definition", "a.cue", desc+ent("gh_a", "(#Desc & {_head: \"Reads a\", _srv: \"gh\"}).out")+ent("gh_b", "(#Desc & {_head: \"Reads b\", _srv: \"gh\", _cursor: \"page\"}).out"))...)
	add(e30("a parameter breaking the definition", "a.cue", desc+ent("gh_a", "(#Desc & {_head: \"Reads a\", _srv: \"bad name\"}).out"))...)
	add(e30("a parameter missing", "a.cue", desc+ent("gh_a", "(#Desc & {_head: \"Reads a\"}).out"))...)
	add(e30("a field the closed definition lacks", "a.cue", desc+ent("gh_a", "(#Desc & {_head: \"Reads a\", _srv: \"gh\", extra: 1}).out"))...)
	add(e30("the definition narrowed in another file", "a.cue", desc+ent("gh_a", "(#Desc & {_head: \"Reads a\", _srv: \"gh\"}).out"), "b.cue", "#Desc: _srv: =~\"^g\"\n")...)
	add(e30("the definition narrowed, broken", "a.cue", desc+ent("gh_a", "(#Desc & {_head: \"Reads a\", _srv: \"gh\"}).out"), "b.cue", "#Desc: _srv: =~\"^j\"\n")...)
	add(e30("the definition naming a regular field", "a.cue", "#V: {_n: string, out: \"\\(_n) since \\(release.version).\"}\n"+ent("gh_a", "(#V & {_n: \"Reads\"}).out"))...)
	add(e30("a struct selected", "a.cue", "#P: {_k: string, p: {type: \"object\", properties: (_k): {type: \"string\"}}}\n"+"tools: gh_a: {state: \"active\", parameters: (#P & {_k: \"q\"}).p}\n")...)
	add(e30("a struct selected, a field added", "a.cue", "#P: {_k: string, p: {type: \"object\", properties: (_k): {type: \"string\"}}}\n"+"tools: gh_a: {state: \"active\", parameters: (#P & {_k: \"q\"}).p}\ntools: gh_a: parameters: required: [\"q\"]\n")...)
	add(e30("a definition's instance selected, a field added", "a.cue", "#O: {type: \"object\"}\n#P: {p: #O}\n"+"tools: gh_a: {state: \"active\", parameters: (#P & {}).p}\ntools: gh_a: parameters: required: []\n")...)
	add(e30("a definition alone selected", "a.cue", "#C: {out: \"Fixed.\"}\n"+"tools: gh_a: {state: \"active\", niche: #C.out}\n")...)
	add(e30("a selection with a default left", "a.cue", "#D: {_s: *\"a\" | string, out: _s}\n"+"tools: gh_a: {state: \"active\", niche: (#D & {}).out + \".\"}\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// A let of an entry bound to a literal field of its own, let desc =
// description, read by a comprehension of the entry where a field of the
// same name would shadow it (localref.go). Each small and with 250 plain
// entries in z.cue, against the cue command.
func TestLetOfOwnFieldAgreesWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	const caps = "import \"strings\"\n_up: strings.ToUpper(\"a\")\n_caps: {class_00: {short: true}, class_01: {short: false}}\n" + mc21 + "model_classes: class_00: {match: [\"c0*\"], example: \"c0x\"}\nmodel_classes: class_01: {match: [\"c1*\"], example: \"c1x\"}\n"
	ent := func(name, desc, extra string) string {
		return "tools: " + name + ": {\n\tlet d = description\n\tvariants: [for c, k in _caps if k.short {model_class: c, description: strings.SplitN(d, \". \", 2)[0] + \".\"}]\n\tstate: \"active\"\n\tdescription: " + desc + extra + "\n}\n"
	}
	add(e30("a let of the entry's description", "a.cue", caps+ent("a", "\"Reads a. Returns JSON.\"", "")+ent("b", "\"Reads b. Returns text.\"", ""))...)
	add(e30("the description declared again", "a.cue", caps+ent("a", "\"Reads a. Returns JSON.\"", ""), "b.cue", "tools: a: description: \"Reads a. Returns JSON.\"\n")...)
	add(e30("the description conflicting elsewhere", "a.cue", caps+ent("a", "\"Reads a. Returns JSON.\"", ""), "b.cue", "tools: a: description: \"Other.\"\n")...)
	add(e30("the description a default", "a.cue", caps+ent("a", "*\"Reads a. Returns JSON.\" | string", ""))...)
	add(e30("the description interpolated", "a.cue", caps+"_r: \"JSON\"\n"+ent("a", "\"Reads a. Returns \\(_r).\"", ""))...)
	add(e30("a let of a hidden field of the entry's", "a.cue", caps+"tools: a: {\n\tlet d = _d\n\t_d: \"Reads a. More.\"\n\tstate: \"active\"\n\tvariants: [for c, k in _caps if k.short {model_class: c, description: d}]\n}\n")...)
	add(e30("a let of the description read twice", "a.cue", caps+"tools: a: {\n\tlet d = description\n\tstate: \"active\"\n\tdescription: \"Reads a. More.\"\n\tniche: strings.SplitN(d, \". \", 2)[0] + \".\"\n\tvariants: [for c, k in _caps if k.short {model_class: c, description: d}]\n}\n")...)
	add(e30("a let of a field declared twice in the entry", "a.cue", caps+"tools: a: {\n\tlet d = description\n\tstate: \"active\"\n\tdescription: \"Reads a. More.\"\n\tdescription: \"Reads a. More.\"\n\tvariants: [for c, k in _caps if k.short {model_class: c, description: d}]\n}\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}
