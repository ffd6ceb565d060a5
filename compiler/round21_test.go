package compiler

import (
	"fmt"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
)

// gh21 is three MCP entries whose parameters and annotations are raw
// structs, for the patterns of the cases below to constrain.
const gh21 = "tools: {\n" +
	"\tgh_a: {state: \"deferred\", source: \"mcp\", parameters: {type: \"object\", properties: {cursor: {type: \"string\"}}}}\n" +
	"\tgh_b: {state: \"deferred\", source: \"mcp\", parameters: {type: \"object\", properties: {q: {type: \"string\", description: \"Query.\"}, n: {type: \"integer\"}}}, annotations: {readOnlyHint: true}}\n" +
	"\tgh_c: {state: \"deferred\", source: \"mcp\", parameters: {type: \"object\"}}\n" +
	"}\n"

// A template that constrains a raw field (a pattern on the tools naming
// parameters, a definition whose parameters are narrower than the
// schema's): each distinct raw value is checked as the one field of an
// entry under the template (fast.go checkRawEntries), where the
// template's closedness holds, rather than each entry whole. Each small
// and with 250 plain entries in z.cue, against the cue command.
func TestTouchingTemplatesAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(name, extra string) { cases = append(cases, e30(name, "a.cue", gh21+extra)...) }
	nested := "tools: [string]: parameters: properties: [string]: {type: \"string\" | \"integer\", description?: #Line, ...}\n"
	add("a nested pattern on the properties", nested)
	add("a nested pattern, a type it refuses", nested+"tools: gh_d: {state: \"deferred\", parameters: {type: \"object\", properties: {x: {type: \"boolean\"}}}}\n")
	add("a nested pattern, a description breaking #Line", nested+"tools: gh_d: {state: \"deferred\", parameters: {type: \"object\", properties: {x: {type: \"string\", description: \"two\\nlines\"}}}}\n")
	// A validator of the standard library, imported by the file that
	// applies it.
	withStruct := func(name, pattern string) {
		cases = append(cases, e30(name, "a.cue", gh21, "b.cue", "package toolpolicy\n\nimport \"struct\"\n\n"+pattern)...)
	}
	withStruct("MaxFields on the properties", "tools: [string]: parameters: properties: struct.MaxFields(1)\n")
	withStruct("MinFields on the parameters", "tools: [=~\"^gh_\"]: parameters: struct.MinFields(2)\n")
	add("a closed definition's parameters", "#M: {parameters: {type: \"object\", properties: _}}\ntools: [=~\"^gh_\"]: #M\n")
	add("a closed definition's parameters, a field it lacks", "#M: {parameters: {type: \"object\", properties: _}}\ntools: [=~\"^gh_\"]: #M\ntools: gh_d: {state: \"deferred\", parameters: {type: \"object\", additionalProperties: false}}\n")
	add("a definition's nested closed struct, a field it lacks", "#P: {type: \"object\", properties?: {[string]: {type: string}}}\n#M: {parameters?: #P}\ntools: [=~\"^gh_\"]: #M\ntools: gh_d: {state: \"deferred\", parameters: {type: \"object\", properties: {a: {type: \"string\", extra: 1}}}}\n")
	add("a definition's nested closed struct, all fields it has", "#P: {type: \"object\", properties?: {[string]: {type: string, description?: string}}}\n#M: {parameters?: #P}\ntools: [=~\"^gh_\"]: #M\n")
	add("an open definition's parameters", "#M: {parameters: {type: \"object\", ...}}\ntools: [=~\"^gh_\"]: #M\ntools: gh_d: {state: \"deferred\", parameters: {type: \"object\", additionalProperties: false}}\n")
	add("close() in the pattern", "tools: [=~\"^gh_\"]: parameters: close({type: \"object\", properties?: _})\n")
	add("close() in the pattern, a field it lacks", "tools: [=~\"^gh_\"]: parameters: close({type: \"object\", properties?: _})\ntools: gh_d: {state: \"deferred\", parameters: {type: \"object\", required: [\"x\"]}}\n")
	add("a default the pattern adds inside", "tools: [=~\"^gh_\"]: parameters: {additionalProperties: *false | bool}\n")
	add("a field the pattern adds inside", "tools: [=~\"^gh_\"]: parameters: required: [...string]\n")
	add("a definition with ... and a field", "#D: {source: \"mcp\", ...}\ntools: [=~\"^gh_\"]: #D\n")
	add("a definition with ... and parameters", "#D: {parameters: properties: [string]: type: \"string\", ...}\ntools: [=~\"^gh_\"]: #D\n")
	add("annotations narrowed to bools", "tools: [string]: annotations: [string]: bool\ntools: gh_d: {state: \"deferred\", annotations: {title: \"Find.\"}}\n")
	add("annotations narrowed, all bools", "tools: [string]: annotations: [string]: bool\n")
	add("a guard on the state", "tools: [string]: X={if X.state == \"deferred\" {parameters: properties: [string]: type: \"string\"}}\n")
	withStruct("a guard on the source", "tools: [N=string]: {source: *\"builtin\" | \"mcp\", if source == \"mcp\" {parameters: properties: struct.MaxFields(1)}}\n")
	add("a disjunction of templates", "tools: [=~\"^gh_\"]: {parameters: properties: [string]: type: \"string\"} | {parameters: type: \"object\"}\n")
	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}

// A section's entries read by the names of another's, tools[A] in a
// pattern of the aliases or tools[k] for k, _ in aliases (view.go
// namesOf): the entries so named stay in the package, the rest are taken.
func TestNamesOfAnotherAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	tools := "tools: {\n\tread_a: {state: \"active\"}\n\tread_b: {state: \"deprecated\"}\n\tedit_c: {state: \"active\"}\n}\n"
	aliases := "aliases: {\n\tread_b: {replacement: \"read_a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", removal_not_before: \"0.1.0\", replay_supported: true}\n\told_x: {replacement: \"edit_c\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", removal_not_before: \"0.1.0\", replay_supported: true}\n}\n"
	guard := "aliases: [A=string]: X={if tools[A] != _|_ if tools[A].state == \"deprecated\" {note: \"deprecated: use \\(X.replacement)\"}}\n"
	add := func(name string, kv ...string) { cases = append(cases, e30(name, kv...)...) }
	add("a pattern of the aliases reading tools[A]", "a.cue", tools+aliases+guard)
	add("the guard in another file", "a.cue", tools+aliases, "b.cue", guard)
	add("aliases declared in two files", "a.cue", tools+aliases+guard, "b.cue", "aliases: read_a2: {replacement: \"read_a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", removal_not_before: \"0.1.0\", replay_supported: true}\ntools: read_a2: {state: \"retired\"}\n")
	add("an alias whose tool is deprecated by a pattern", "a.cue", tools+aliases+guard+"tools: [=~\"^edit_\"]: state: \"deprecated\"\naliases: edit_c: {replacement: \"read_a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", removal_not_before: \"0.1.0\", replay_supported: true}\n")
	add("an alias made by a comprehension", "a.cue", tools+aliases+guard+"for n in [\"edit_c\"] {aliases: (n): {replacement: \"read_a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", removal_not_before: \"0.1.0\", replay_supported: true}}\n")
	add("an alias made from a hidden map", "a.cue", tools+aliases+guard+"_old: {edit_c: \"read_a\"}\nfor n, r in _old {aliases: (n): {replacement: r, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", removal_not_before: \"0.1.0\", replay_supported: true}}\n")
	add("an alias of an interpolated name", "a.cue", tools+aliases+guard+"_p: \"edit\"\naliases: \"\\(_p)_c\": {replacement: \"read_a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", removal_not_before: \"0.1.0\", replay_supported: true}\n")
	add("a note the guard makes, conflicting", "a.cue", tools+aliases+guard+"aliases: read_b: note: \"other\"\n")
	add("the note a required field", "a.cue", tools+aliases+"aliases: [A=string]: {if tools[A] != _|_ {note!: string}}\naliases: read_b: note: \"n\"\n")
	add("the note required, missing", "a.cue", tools+aliases+"aliases: [A=string]: {if tools[A] != _|_ {note!: string}}\n")
	add("tools[k] for k over the aliases", "a.cue", tools+aliases+"groups: {for k, _ in aliases if tools[k] != _|_ {(k): doc: \"Still a tool.\"}}\n")
	add("tools[k] for k over the aliases, a field read", "a.cue", tools+aliases+"modes: agent: head_add: [for k, _ in aliases if tools[k] != _|_ if tools[k].state == \"active\" {k}]\n")
	add("tools[A] in a pattern of the tools", "a.cue", tools+"tools: [A=string]: {if tools[A].state == \"deprecated\" {card: string}}\n")
	add("a nested pattern's label", "a.cue", tools+aliases+"aliases: [A=string]: {x: [B=string]: tools[B]}\n")
	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}

// The tools an aliases pattern reads by name stay in the package and the
// others are taken, at 250 pads beside them; a guard the split cannot
// bound (aliases from a comprehension) keeps the whole section.
func TestNamesOfAnotherTaken(t *testing.T) {
	var aliases, tools strings.Builder
	for i := range 20 {
		fmt.Fprintf(&tools, "\told_%d: {state: \"deprecated\"}\n\tnew_%d: {state: \"active\"}\n", i, i)
		fmt.Fprintf(&aliases, "\told_%d: {replacement: \"new_%d\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", removal_not_before: \"0.1.0\", replay_supported: true}\n", i, i)
	}
	guard := "aliases: [A=string]: X={if tools[A] != _|_ if tools[A].state == \"deprecated\" {note: \"deprecated: use \\(X.replacement)\"}}\n"
	c := c21("twenty aliases", "a.cue", "tools: {\n"+tools.String()+"}\naliases: {\n"+aliases.String()+"}\n"+guard)
	c.files["z.cue"] = p21 + pad29(250)
	dir := review15Dir(t, c.files)
	if err := agreeWithCue(t, dir); err != nil {
		t.Fatal(err)
	}
	// 40 tools and 250 pads; the 20 the aliases name stay.
	if got := toolsTaken(t, dir); got != 270 {
		t.Errorf("the fast path took %d tools; want 270 (20 named by aliases stay)", got)
	}
	// A comprehension the fold writes out as an alias of new_0: that
	// tool stays too.
	alias := "{replacement: \"old_0\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", removal_not_before: \"0.1.0\", replay_supported: true}"
	c.files["b.cue"] = "for n in [\"new_0\"] {aliases: (n): " + alias + "}\n"
	dir = review15Dir(t, c.files)
	if err := agreeWithCue(t, dir); err != nil {
		t.Fatal(err)
	}
	if got := toolsTaken(t, dir); got != 269 {
		t.Errorf("with an alias folded from a comprehension the fast path took %d tools; want 269", got)
	}
	// Aliases declared by a hidden struct given whole or embedded: declared
	// as the section (hiddensection.go), their names read as written ones
	// (extra_t stays); so is a label of a hidden string.
	for _, v := range []struct {
		b    string
		want int
	}{
		{"_more: {extra_t: " + alias + "}\naliases: _more\n", 270},
		{"_more: {extra_t: " + alias + "}\naliases: {_more}\n", 270},
		{"_more: \"extra_t\"\naliases: (_more): " + alias + "\n", 270},
	} {
		// extra_t deprecated, its alias gets a note: taken out, it would
		// not.
		c.files["b.cue"] = v.b + "tools: extra_t: state: \"deprecated\"\n"
		dir = review15Dir(t, c.files)
		if err := agreeWithCue(t, dir); err != nil {
			t.Fatal(err)
		}
		if got := toolsTaken(t, dir); got != v.want {
			t.Errorf("with %q the fast path took %d tools; want %d", v.b, got, v.want)
		}
	}
}

// Entries under a template that constrains their parameters are checked
// value by value, not each whole: at 250 tools with the same parameters,
// phase 3 validates none of them (before, all 250).
func TestTouchingTemplatesNotWhole(t *testing.T) {
	var b strings.Builder
	b.WriteString("tools: [string]: parameters: properties: [string]: {type: \"string\" | \"integer\", ...}\ntools: {\n")
	for i := range 250 {
		fmt.Fprintf(&b, "\tgh_%d: {state: \"deferred\", source: \"mcp\", parameters: {type: \"object\", properties: {cursor: {type: \"string\"}}}}\n", i)
	}
	b.WriteString("}\n")
	dir := review15Dir(t, c21("templated", "a.cue", b.String()).files)
	var st fastStats
	if err := agreeWithCue(t, dir, withStats(&st)); err != nil {
		t.Fatal(err)
	}
	if st.whole > 10 {
		t.Errorf("%d entries validated whole; want the parameters checked once", st.whole)
	}
}

// A fold that fails to evaluate sends the load to plain evaluation at once
// (eval.go broken): no valid policy may look broken to it, or it would be
// evaluated at CUE's pace. Every idiom cue accepts, at 300 tools.
func TestFoldNotBrokenOnValidIdioms(t *testing.T) {
	for _, id := range breadth(synth.Idioms) {
		if id.Reject() {
			continue
		}
		t.Run(id.Name, func(t *testing.T) {
			t.Parallel()
			dir := policytest.SynthDir(t, synth.Config{Tools: 300, ToolsPerFile: 100, Providers: 5, Idiom: id.Name})
			files := parseDir(t, dir)
			if _, broken := foldData(files, srcsByName(fileSources(t, files)), nil); broken {
				t.Errorf("the fold found the valid policy broken")
			}
		})
	}
}

// A policy whose fold fails (a server's spec breaks #Name) is reported as
// cue reports it, and so is one with 300 entries breaking a pattern's
// validator, whose batches are not validated entry by entry.
func TestBrokenFoldsAgreeWithCue(t *testing.T) {
	for _, name := range []string{"reject-server-param-blank", "reject-maxrunes", "reject-spec-name-case"} {
		t.Run(name, func(t *testing.T) {
			dir := policytest.SynthDir(t, synth.Config{Tools: 300, ToolsPerFile: 100, Providers: 5, Idiom: name})
			err := agreeWithCue(t, dir)
			if err == nil {
				t.Fatal("the policy loaded")
			}
			if n := len(err.(*LoadError).Problems); name == "reject-maxrunes" && n < 50 {
				t.Errorf("%d problems reported; want one per entry breaking the validator", n)
			}
		})
	}
}
