package compiler

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// helper-94's review49: aa27006 (an entry's rest may call the standard
// library through its file's import: builtinImport, cue.InferBuiltins in
// tmplDef, evalBatch and checkRawEntries, dropUnusedImports after the
// split) against the cue command. See the report in the commit message.

// imp49 is an import declaration of paths, each an import spec's text
// ("strings", `s "strings"`).
func imp49(specs ...string) string {
	var b strings.Builder
	b.WriteString("import (\n")
	for _, s := range specs {
		if !strings.Contains(s, "\"") {
			s = "\"" + s + "\""
		}
		b.WriteString("\t" + s + "\n")
	}
	b.WriteString(")\n\n")
	return b.String()
}

// t49 is an active entry with the given fields.
func t49(fields string) func(i int) string {
	return func(i int) string { return fmt.Sprintf("t_%d: {state: \"active\", %s}", i, fields) }
}

// m49 is a deferred MCP entry with the given fields.
func m49(fields string) func(i int) string {
	return func(i int) string {
		return fmt.Sprintf("gh_%d: {state: \"deferred\", source: \"mcp\", %s}", i, fields)
	}
}

// with49 adds a file to each case.
func with49(cs []reviewCase, name, text string) []reviewCase {
	for i := range cs {
		if !strings.Contains(text, "package ") {
			text = p21 + text
		}
		cs[i].files[name] = text
	}
	return cs
}

// one49 makes one entry a different one (the k-th of each case: the first
// of the small, the 200th of the big one).
func one49(f, g func(i int) string, k int) func(i int) string {
	return func(i int) string {
		if i == k || i == 2 {
			return g(i)
		}
		return f(i)
	}
}

func review49Cases() []reviewCase {
	var cs []reviewCase
	add := func(c ...reviewCase) { cs = append(cs, c...) }
	all := imp49("strings", "list", "struct", "math", "regexp", "encoding/json", "encoding/yaml",
		"encoding/hex", "net", "time", "uuid", "crypto/sha256")

	// ---- several builtin packages at once ----
	add(many30("several packages, satisfied", imp49("strings", "list", "struct", "regexp", "net"), "", m49(
		"description: strings.MaxRunes(40) & strings.MinRunes(2), description: \"Reads.\", card: regexp.Valid & \"a+\", niche: net.FQDN & \"a.b.c\", parameters: struct.MinFields(1) & {type: \"object\", required: list.MinItems(1) & [\"q\"], properties: {q: {type: \"string\"}}}"))...)
	add(many30("several packages, one broken (net)", imp49("strings", "list", "struct", "regexp", "net"), "", m49(
		"description: strings.MaxRunes(40), description: \"Reads.\", card: regexp.Valid & \"a+\", niche: net.IPv4 & \"a.b.c\", parameters: struct.MinFields(1) & {type: \"object\", required: list.MinItems(1) & [\"q\"], properties: {q: {type: \"string\"}}}"))...)
	add(many30("json yaml time uuid validators", imp49("encoding/json", "encoding/yaml", "time", "uuid"), "", t49(
		"card: json.Valid & \"{}\", description: yaml.Validate({a: int}) & \"a: 1\", niche: time.Time & \"2020-01-01T00:00:00Z\", implementation: uuid.Valid & \"123e4567-e89b-12d3-a456-426614174000\""))...)
	add(many30("yaml validator broken", imp49("encoding/yaml"), "", t49("description: yaml.Validate({a: int}) & \"a: x\""))...)
	add(many30("time validator broken", imp49("time"), "", t49("niche: time.Time & \"yesterday\""))...)
	add(many30("uuid validator broken", imp49("uuid"), "", t49("niche: uuid.Valid & \"nope\""))...)
	add(many30("regexp validator broken", imp49("regexp"), "", t49("card: regexp.Valid & \"a(\""))...)
	add(many30("every import, every used", all, "", t49(
		"description: strings.MaxRunes(90) & hex.Encode(sha256.Sum256(\"x\")), niche: net.FQDN & \"a.b\", card: json.Valid & yaml.Validate(_) & \"{}\", implementation: uuid.Valid & time.Format(time.RFC3339) & \"2020-01-01T00:00:00Z\", parameters: struct.MaxFields(9) & {type: \"object\", required: list.Concat([[\"a\"], []]), properties: {a: {type: \"number\", maximum: math.Pi}, b: {type: \"string\", pattern: regexp.Valid & \"b+\"}}}"))...)
	add(many30("every import, one unused (uuid) from the start", all, "", t49(
		"description: strings.MaxRunes(90) & hex.Encode(sha256.Sum256(\"x\")), niche: net.FQDN & \"a.b\", card: json.Valid & yaml.Validate(_) & \"{}\", implementation: time.Format(time.RFC3339) & \"2020-01-01T00:00:00Z\", parameters: struct.MaxFields(9) & {type: \"object\", required: list.Concat([[\"a\"], []]), properties: {a: {type: \"number\", maximum: math.Pi}}}"))...)

	// ---- data rests ----
	add(many30("data: maximum math.Pi", imp49("math"), "", m49("parameters: {type: \"object\", properties: {a: {type: \"number\", maximum: math.Pi}}}"))...)
	add(many30("data: default ToUpper", imp49("strings"), "", t49("niche: *strings.ToUpper(\"r\") | string"))...)
	add(many30("data: default ToUpper overridden in another file", imp49("strings"), "", t49("niche: *strings.ToUpper(\"r\") | string"))...)
	cs[len(cs)-1].files["b.cue"] = p21 + "tools: t_1: niche: \"low\"\n"
	cs[len(cs)-2].files["b.cue"] = p21 + "tools: t_1: niche: \"low\"\n"
	add(many30("data: list.Concat", imp49("list"), "", m49("parameters: {type: \"object\", required: list.Concat([[\"a\"], [\"b\"]]), properties: {a: {type: \"string\"}, b: {type: \"string\"}}}"))...)
	add(many30("data: json.Marshal", imp49("encoding/json"), "", t49("card: json.Marshal({a: 1, b: [1, 2]})"))...)
	add(many30("data: strings.Join on an int field", imp49("strings"), "", t49("description: strings.Join([\"a\", \"b\"], \"-\"), niche: strings.Repeat(\"x\", 3)"))...)
	add(many30("data: sha256 hex", imp49("crypto/sha256", "encoding/hex"), "", t49("card: hex.Encode(sha256.Sum256(\"x\"))"))...)
	add(many30("data: sha256 bytes into a string field", imp49("crypto/sha256"), "", t49("card: sha256.Sum256(\"x\")"))...)
	add(many30("data: math.Floor into a string field", imp49("math"), "", t49("card: math.Floor(1.5)"))...)
	add(many30("data: math.Sqrt on an annotation", imp49("math"), "", t49("annotations: {readOnlyHint: math.Sqrt(4) == 2}"))...)
	add(many30("data: list.Sort", imp49("list"), "", t49("groups: list.Sort([\"b\", \"a\"], list.Ascending)"))...)
	add(many30("data: groups from strings.Split", imp49("strings"), "groups: {a: doc: \"x\", b: doc: \"y\"}\n", t49("groups: strings.Split(\"a,b\", \",\")"))...)
	add(many30("data: regexp.ReplaceAll", imp49("regexp"), "", t49("niche: regexp.ReplaceAll(\"a+\", \"baab\", \"x\")"))...)
	add(many30("data: conflicting ToUpper", imp49("strings"), "", t49("niche: strings.ToUpper(\"r\"), niche: \"r\""))...)
	add(many30("data: strings.ToUpper of a sibling", imp49("strings"), "", t49("card: \"c\", niche: strings.ToUpper(card)"))...)
	add(many30("data: builtin in a disjunction with default", imp49("strings", "list"), "", t49("niche: *strings.ToLower(\"AB\") | strings.ToUpper(\"ab\"), groups: *list.Repeat([\"g\"], 0) | [...string]"))...)

	// ---- entries that break the builtin, one of many ----
	ok := t49("description: strings.MaxRunes(6), description: \"Reads.\"")
	add(many30("one entry too long", imp49("strings"), "", one49(ok, t49("description: strings.MaxRunes(6), description: \"Reads much.\""), 200))...)
	add(many30("one entry MinRunes broken", imp49("strings"), "", one49(ok, t49("description: strings.MinRunes(9) & \"Reads.\""), 200))...)
	add(many30("list.UniqueItems broken", imp49("list"), "", t49("groups: list.UniqueItems() & [\"a\", \"a\"]"))...)
	add(many30("math.MultipleOf on an annotation, broken", imp49("math"), "", m49("parameters: {type: \"object\", properties: {a: {type: \"integer\", maximum: math.MultipleOf(2) & 3}}}"))...)
	add(many30("builtin with wrong arity", imp49("strings"), "", t49("description: strings.MaxRunes(1, 2)"))...)
	add(many30("builtin wrong argument type", imp49("strings"), "", t49("description: strings.MaxRunes(\"x\")"))...)
	add(many30("unknown builtin function", imp49("strings"), "", t49("description: strings.NoSuch(1)"))...)
	add(many30("unknown builtin function, lower case", imp49("strings"), "", t49("description: strings.maxRunes(1)"))...)
	add(many30("builtin result of wrong kind", imp49("strings"), "", t49("niche: strings.Contains(\"ab\", \"a\")"))...)
	add(many30("json.Valid broken in one", imp49("encoding/json"), "", one49(t49("card: json.Valid & \"{}\""), t49("card: json.Valid & \"{\""), 200))...)

	// ---- the same import in several files; a file without it ----
	add(with49(many30("two files import strings, entries in both", imp49("strings"), "", ok), "b.cue",
		imp49("strings")+"tools: {b_1: {state: \"active\", description: strings.MaxRunes(6), description: \"R.\"}}\n")...)
	add(with49(many30("b.cue uses strings without importing it", imp49("strings"), "", ok), "b.cue",
		"tools: {b_1: {state: \"active\", description: strings.MaxRunes(6), description: \"R.\"}}\n")...)
	add(with49(many30("b.cue uses strings without importing it, a 260-entry file", imp49("strings"), "", ok), "b.cue",
		pad29(0)+"tools: {b_1: {state: \"active\", description: strings.MaxRunes(6)}}\n")...)
	add(with49(many30("entries use strings without importing; b.cue imports it", "", "", ok), "b.cue",
		imp49("strings")+"tools: b_1: description: strings.ToUpper(\"x\")\n")...)
	add(with49(many30("b.cue imports strings unused", imp49("strings"), "", ok), "b.cue",
		imp49("strings")+"tools: b_1: state: \"active\"\n")...)
	add(with49(many30("b.cue imports strings as s, entries use strings", imp49("strings"), "", ok), "b.cue",
		imp49("s \"strings\"")+"tools: b_1: {state: \"active\", description: s.ToUpper(\"x\")}\n")...)

	// ---- the import used by entries and by something left in the package ----
	add(many30("import also used by a file-level let", imp49("strings"), "let U = strings.ToUpper(\"x\")\ntools: u: {state: \"active\", niche: U}\n", ok)...)
	add(many30("import also used by an unused file-level let", imp49("strings"), "let U = strings.ToUpper(\"x\")\n", ok)...)
	add(many30("import also used by a hidden field", imp49("strings"), "_h: strings.ToUpper(\"x\")\n", ok)...)
	add(many30("import also used by a definition", imp49("strings"), "#D: strings.MaxRunes(9)\n", ok)...)
	add(many30("import also used by a definition the entries use", imp49("strings"), "#D: strings.MaxRunes(9)\n", t49("description: #D & \"Reads.\""))...)
	add(many30("import also used by a pattern", imp49("strings"), "tools: [string]: {description?: strings.MaxRunes(60)}\n", ok)...)
	add(many30("import also used by a pattern, broken", imp49("strings"), "tools: [string]: {description?: strings.MaxRunes(3)}\n", ok)...)
	add(many30("import also used by a label pattern", imp49("strings"), "tools: [N=string]: {niche: *strings.ToUpper(N) | string}\n", ok)...)
	add(many30("import also used by a comprehension", imp49("strings"), "groups: {for k, _ in tools if strings.HasPrefix(k, \"t_1\") {(k): doc: \"x\"}}\n", ok)...)
	add(many30("import also used by a comprehension over groups", imp49("strings"), "groups: g: doc: \"x\"\ntools: {for k, v in groups {(\"x_\" + k): {state: \"active\", niche: strings.ToUpper(v.doc)}}}\n", ok)...)
	add(many30("import also used by an attribute-bearing field", imp49("strings"), "tools: a_1: {state: \"active\", niche: strings.ToUpper(\"x\") @go(N)}\n", ok)...)
	add(many30("import also used by an if", imp49("strings"), "if strings.HasPrefix(\"ab\", \"a\") {tools: i_1: state: \"active\"}\n", ok)...)
	add(many30("import also used by a dynamic label", imp49("strings"), "tools: (strings.ToLower(\"DYN\")): state: \"active\"\n", ok)...)
	add(many30("import also used by an interpolation", imp49("strings"), "tools: s_1: {state: \"active\", niche: \"n \\(strings.ToUpper(\"x\"))\"}\n", ok)...)
	add(many30("import also used inside an entry with a let", imp49("strings"), "tools: l_1: {let X = strings.ToUpper(\"x\"), state: \"active\", niche: X}\n", ok)...)
	add(many30("import also used in the mcp section", imp49("strings"), "mcp: {}\nmodes: agent: _m: strings.ToUpper(\"x\")\n", ok)...)

	// ---- names: aliases, dotted paths, shadowing ----
	add(many30("import struct \"struct\"", imp49("struct \"struct\""), "", m49("parameters: struct.MinFields(1) & {type: \"object\"}"))...)
	add(many30("import strings \"strings\", broken", imp49("strings \"strings\""), "", t49("description: strings.MaxRunes(2) & \"abc\""))...)
	add(many30("import s \"strings\"", imp49("s \"strings\""), "", t49("description: s.MaxRunes(9) & \"abc\""))...)
	add(many30("import json \"encoding/json\"", imp49("json \"encoding/json\""), "", t49("card: json.Valid & \"{}\""))...)
	add(many30("import \"encoding/json\" under its base", imp49("encoding/json"), "", t49("card: json.Marshal([1])"))...)
	add(many30("import j \"encoding/json\"", imp49("j \"encoding/json\""), "", t49("card: j.Valid & \"{}\""))...)
	add(many30("import strings \"list\" (alias of another package's name)", imp49("strings \"list\""), "", t49("groups: strings.MinItems(1) & [\"a\"]"))...)
	add(many30("import list \"strings\" (swapped)", imp49("list \"strings\"", "strings \"list\""), "", t49("description: list.ToUpper(\"x\"), groups: strings.Concat([[\"a\"]])"))...)
	add(many30("import json \"encoding/yaml\"", imp49("json \"encoding/yaml\""), "", t49("card: json.Marshal({a: 1})"))...)
	add(many30("strings imported twice", imp49("strings", "strings"), "", ok)...)
	add(many30("strings imported twice, once aliased", imp49("strings", "s \"strings\""), "", t49("description: s.ToUpper(\"x\"), niche: strings.ToUpper(\"y\")"))...)
	add(many30("strings and strs both used by entries", imp49("strings", "strs \"strings\""), "", t49("description: strs.ToUpper(\"x\"), niche: strings.ToUpper(\"y\")"))...)
	add(many30("strings imported under a qualifier", imp49("strings:strings"), "", ok)...)
	add(many30("math and math/bits", imp49("math", "math/bits"), "", m49("parameters: {type: \"object\", properties: {a: {type: \"integer\", maximum: bits.OnesCount(7) + math.Floor(2.5)}}}"))...)
	add(many30("file-level let named strings and the import", imp49("strings"), "let strings = 1\n", ok)...)
	add(many30("file-level let named strings in another file", imp49("strings"), "", ok)...)
	cs[len(cs)-1].files["b.cue"] = p21 + "let strings = {MaxRunes: 1}\n_x: strings\n"
	cs[len(cs)-2].files["b.cue"] = p21 + "let strings = {MaxRunes: 1}\n_x: strings\n"
	add(many30("top-level field named strings", imp49("strings"), "strings: 1\n", ok)...)
	add(many30("hidden field named _strings", imp49("strings"), "_strings: {MaxRunes: 1}\n", ok)...)
	add(many30("definition named #strings", imp49("strings"), "#strings: {MaxRunes: 1}\n", ok)...)
	add(many30("section-level let named strings in the entries' struct", imp49("strings"), "", ok)...)
	for i := len(cs) - 2; i < len(cs); i++ {
		cs[i].files["i.cue"] = strings.Replace(cs[i].files["i.cue"], "tools: {\n", "tools: {\n\tlet strings = {MaxRunes: 1}\n", 1)
	}
	add(many30("section-level let named strings in another tools struct", imp49("strings"), "tools: {let strings = {ToUpper: \"z\"}, w_1: {state: \"active\", niche: strings.ToUpper}}\n", ok)...)
	add(many30("entry field named strings beside the call", imp49("strings"), "", t49("strings: \"x\", description: strings.MaxRunes(4)"))...)
	add(many30("nested field named strings shadowing", imp49("strings"), "", m49("parameters: {type: \"object\", properties: {strings: {type: \"string\"}, a: {type: \"string\", description: strings.ToUpper(\"x\")}}}"))...)
	add(many30("hidden entry field _strings", imp49("strings"), "", t49("_strings: 1, description: strings.MaxRunes(40), description: \"R.\""))...)

	// An entry named like the package, in another struct of tools or in
	// another file: the batch puts it beside entries that call the
	// package (evalBatch's struct of fields).
	add(many30("entry named strings in another tools struct", imp49("strings"), "tools: strings: {state: \"active\"}\n", ok)...)
	add(with49(many30("entry named strings in another file", imp49("strings"), "", ok), "b.cue", "tools: {strings: {state: \"active\"}}\n")...)
	add(with49(many30("entry named strings in another file with fields MaxRunes", imp49("strings"), "", ok), "b.cue", "tools: {strings: {state: \"active\", MaxRunes: 1}}\n")...)
	add(with49(many30("entry named json in another file", imp49("encoding/json"), "", t49("card: json.Valid & \"{}\"")), "b.cue", "tools: {json: {state: \"active\"}}\n")...)
	add(with49(many30("entry named struct in another file", imp49("struct"), "", m49("parameters: struct.MinFields(1) & {type: \"object\"}")), "b.cue", "tools: {struct: {state: \"active\"}}\n")...)
	add(with49(many30("entry named list in another file", imp49("list"), "", m49("parameters: {type: \"object\", required: list.MinItems(1) & [\"q\"], properties: {q: {type: \"string\"}}}")), "b.cue", "tools: {list: {state: \"active\"}}\n")...)
	add(with49(many30("entry named strings, a template entry, in another file", imp49("strings"), "", ok), "b.cue", "tools: {strings: {state: \"active\", description: =~\"^R\", description: \"R.\"}}\n")...)
	add(with49(many30("entry named strings in another file, MCP", imp49("strings"), "", ok), "b.cue", "tools: {strings: {state: \"deferred\", source: \"mcp\", card: \"c\"}}\n")...)
	add(with49(many30("data rest beside an entry named strings in another file", imp49("strings"), "", t49("niche: *strings.ToUpper(\"r\") | string")), "b.cue", "tools: {strings: {state: \"active\"}}\n")...)
	add(many30("entry named strings in the same struct", imp49("strings"), "", one49(ok, func(int) string { return "strings: {state: \"active\"}" }, 200))...)
	add(many30("entry named strings calling strings", imp49("strings"), "", one49(ok, func(int) string { return "strings: {state: \"active\", niche: strings.ToUpper(\"x\")}" }, 200))...)
	add(with49(many30("aliases entry named strings", imp49("strings"), "", ok), "b.cue", "aliases: strings: {replacement: \"t_1\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", removal_not_before: \"0.1.0\", replay_supported: true}\n")...)

	// ---- more shapes of rests ----
	add(many30("state from a builtin default", imp49("strings"), "", func(i int) string {
		return fmt.Sprintf("t_%d: {state: *strings.ToLower(\"ACTIVE\") | \"deferred\", niche: \"n\"}", i)
	})...)
	add(many30("state from a builtin, not a state", imp49("strings"), "", func(i int) string {
		return fmt.Sprintf("t_%d: {state: strings.ToUpper(\"active\")}", i)
	})...)
	add(many30("builtin inside variants", imp49("strings"), "model_classes: big: {}\n", t49("variants: [{when: {model_class: \"big\"}, description: strings.ToUpper(\"x\")}]"))...)
	add(many30("builtin in a list of groups", imp49("strings"), "groups: {a: doc: \"x\"}\n", t49("groups: [strings.ToLower(\"A\")]"))...)
	add(many30("builtin in annotations", imp49("strings"), "", m49("annotations: {readOnlyHint: strings.HasPrefix(\"ab\", \"a\")}"))...)
	add(many30("builtin with a definition of the entry", imp49("strings"), "", t49("#L: strings.MaxRunes(9), description: #L & \"R.\""))...)
	add(many30("builtin on an optional field", imp49("strings"), "", t49("niche?: strings.MaxRunes(3)"))...)
	add(many30("builtin on an optional field given in another file", imp49("strings"), "", t49("niche?: strings.MaxRunes(3)"))...)
	cs[len(cs)-1].files["b.cue"] = p21 + "tools: t_1: niche: \"long\"\n"
	cs[len(cs)-2].files["b.cue"] = p21 + "tools: t_1: niche: \"long\"\n"
	add(many30("builtin on a required field given", imp49("strings"), "", t49("niche!: strings.MaxRunes(3), niche: \"abc\""))...)
	add(many30("builtin on a required field not given", imp49("strings"), "", t49("niche!: strings.MaxRunes(3)"))...)
	add(many30("builtin argument from a sibling", imp49("strings"), "", t49("card: \"abc\", description: strings.MaxRunes(len(card)), description: \"xyz\""))...)
	add(many30("import only used by entries, the file left empty", imp49("strings"), "", ok)...)
	add(many30("import only used by entries, with a comment", "import (\n\t// for MaxRunes\n\t\"strings\" // here\n)\n\n", "", ok)...)
	add(many30("import only used by entries, single-line import", "import \"strings\"\nimport \"list\"\n\n", "_l: list.Sum([1])\n", ok)...)

	// ---- files left out: @if attributes, _test.cue, another package ----
	add(with49(many30("the only import in an @if file left out", "", "", ok), "b.cue", "@if(nope)\n\n"+p21+imp49("strings")+"_u: strings.ToUpper(\"x\")\n")...)
	add(with49(many30("entries in an @if file left out", imp49("strings"), "_u: strings.ToUpper(\"x\")\n", t49("state: \"active\"")), "b.cue", "@if(nope)\n\n"+p21+imp49("strings")+"tools: {b_1: {state: \"active\", description: strings.MaxRunes(1), description: \"Long.\"}}\n")...)
	add(with49(many30("entries in a _test.cue file", imp49("strings"), "_u: strings.ToUpper(\"x\")\n", t49("state: \"active\"")), "b_test.cue", imp49("strings")+"tools: {b_1: {state: \"active\", description: strings.MaxRunes(1), description: \"Long.\"}}\n")...)
	add(with49(many30("import in a _test.cue file, entries elsewhere", "", "", ok), "b_test.cue", imp49("strings")+"_u: strings.ToUpper(\"x\")\n")...)
	add(with49(many30("entries in an @if file kept by no tag, importing", imp49("strings"), "", ok), "b.cue", "@if(!nope)\n\n"+p21+imp49("strings")+"tools: {b_1: {state: \"active\", description: strings.MaxRunes(9), description: \"R.\"}}\n")...)
	return cs
}

// TestReview49 runs the table against the cue command.
func TestReview49(t *testing.T) {
	runWithCue(t, sparseUnderRace(lighter(review49Cases()), 4))
}

// TestReview49FastAlone: a valid policy whose split takes entries loads on
// the fast path alone (the file left to CUE must not keep an import only
// taken entries used, nor lose one something else uses).
func TestReview49FastAlone(t *testing.T) {
	for _, c := range review49Cases() {
		if !strings.HasSuffix(c.name, "n=260") {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := review15Dir(t, c.files)
			if _, err := LoadDir(dir); err != nil {
				return
			}
			if toolsTaken(t, dir) == 0 {
				return
			}
			if _, err := LoadDir(dir, withoutPlainReload()); err != nil {
				t.Errorf("a valid policy whose split takes entries does not load on the fast path alone: %v", err)
			}
		})
	}
}

// TestReview49Panic: a function or package of the standard library as an
// entry field's value (niche: strings.ToUpper, description: strings,
// niche: list.Sum) crashed LoadDir on the fast path (fold.go literalOf:
// Value.Syntax gives an *ast.File, not an ast.Expr), small and big alike,
// and before aa27006 too; cue vet -c rejects the policy (conflicting
// values strings.ToUpper and =~"^[^\\x00-\\x1f\\x7f-\\x9f]*$"
// (mismatched types func and string)), as withPlainEvaluation does, and
// so does every path now. A panic is recovered here, so that it fails
// these cases alone.
func TestReview49Panic(t *testing.T) {
	var cs []reviewCase
	cs = append(cs, many30("builtin function used as a value", imp49("strings"), "", t49("niche: strings.ToUpper"))...)
	cs = append(cs, many30("builtin package used as a value", imp49("strings"), "", t49("description: strings"))...)
	cs = append(cs, many30("list.Sum used as a value", imp49("list"), "", t49("niche: list.Sum"))...)
	cs = append(cs, c21("one entry, strings.ToUpper as a value", "a.cue", "import \"strings\"\n\ntools: t: {state: \"active\", niche: strings.ToUpper}\n"))
	for _, c := range cs {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for k, v := range c.files {
				if k == "a.cue" {
					v = withImportsFirst(base, v)
				}
				if err := os.WriteFile(filepath.Join(dir, k), []byte(v), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			_, vetErr := cueVerdict(t, dir)
			for _, o := range []Option{withPlainEvaluation(), withMinEntries(0), nil} {
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("LoadDir panics (%v); cue vet -c: %q", r, vetErr)
						}
					}()
					var err error
					if o == nil {
						_, err = LoadDir(dir)
					} else {
						_, err = LoadDir(dir, o)
					}
					if (err == nil) != (vetErr == "") {
						t.Errorf("LoadDir: %v; cue vet -c: %q", err, vetErr)
					}
				}()
			}
		})
	}
}
