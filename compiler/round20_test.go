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
	runWithCue(t, sparseUnderRace(cases, 4))
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
