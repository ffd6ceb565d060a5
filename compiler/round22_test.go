package compiler

import (
	"fmt"
	"strings"
	"testing"
)

// mcp22 is an MCP entry whose parameters call a validator of the standard
// library (struct, imported by its file): the rest restTemplateIn reads,
// with a call of an import the split compiles without the file's imports
// (opaquepat.go builtinImport).
func mcp22(call string) func(i int) string {
	return func(i int) string {
		return fmt.Sprintf("gh_%d: {state: \"deferred\", source: \"mcp\", parameters: %s & {type: \"object\", properties: {cursor: {type: \"string\"}}}}", i, call)
	}
}

// Entries whose own constraints call the standard library through their
// file's import, against the cue command: satisfied and broken, the
// import used elsewhere too or only by the entries (the split then drops
// it from the file it evaluates), under another name, unused from the
// start, and in a file that does not import the package.
func TestBuiltinRestsAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	imp := "import \"struct\"\n\n"
	cases = append(cases, many30("MinFields satisfied", imp, "", mcp22("struct.MinFields(2)"))...)
	cases = append(cases, many30("MinFields broken", imp, "", mcp22("struct.MinFields(3)"))...)
	cases = append(cases, many30("MaxFields broken", imp, "", mcp22("struct.MaxFields(1)"))...)
	cases = append(cases, many30("nested MinFields", imp, "", func(i int) string {
		return fmt.Sprintf("gh_%d: {state: \"deferred\", source: \"mcp\", parameters: struct.MinFields(2) & {type: \"object\", properties: struct.MinFields(1) & {cursor: {type: \"string\"}}}}", i)
	})...)
	cases = append(cases, many30("nested MinFields broken at the second depth", imp, "", func(i int) string {
		return fmt.Sprintf("gh_%d: {state: \"deferred\", source: \"mcp\", parameters: {type: \"object\", properties: struct.MinFields(2) & {cursor: {type: \"string\"}}}}", i)
	})...)
	cases = append(cases, many30("the import used outside the entries too", imp, "tools: struct.MinFields(1)\n", mcp22("struct.MinFields(1)"))...)
	cases = append(cases, many30("the import under another name", "import s \"struct\"\n\n", "", mcp22("s.MinFields(1)"))...)
	cases = append(cases, many30("an import unused from the start beside", "import (\n\t\"struct\"\n\t\"list\"\n)\n\n", "", mcp22("struct.MinFields(1)"))...)
	cases = append(cases, many30("two imports, one only the entries call", "import (\n\t\"struct\"\n\t\"list\"\n)\n\n", "groups: g: doc: \"x\"\n_n: list.Sum([1, 2])\n", mcp22("struct.MinFields(1)"))...)
	cases = append(cases, many30("strings on a description", "import \"strings\"\n\n", "", func(i int) string {
		return fmt.Sprintf("t_%d: {state: \"active\", description: strings.MaxRunes(40), description: \"Reads one thing.\"}", i)
	})...)
	cases = append(cases, many30("strings on a description, too long", "import \"strings\"\n\n", "", func(i int) string {
		return fmt.Sprintf("t_%d: {state: \"active\", description: strings.MaxRunes(4), description: \"Reads one thing.\"}", i)
	})...)
	cases = append(cases, many30("list on a required list", "import \"list\"\n\n", "", func(i int) string {
		return fmt.Sprintf("gh_%d: {state: \"deferred\", source: \"mcp\", parameters: {type: \"object\", required: list.MinItems(1) & [\"q\"], properties: {q: {type: \"string\"}}}}", i)
	})...)
	cases = append(cases, many30("list on a required list, empty", "import \"list\"\n\n", "", func(i int) string {
		return fmt.Sprintf("gh_%d: {state: \"deferred\", source: \"mcp\", parameters: {type: \"object\", required: list.MinItems(1) & [], properties: {q: {type: \"string\"}}}}", i)
	})...)
	cases = append(cases, many30("encoding/json under its last element", "import \"encoding/json\"\n\n", "", func(i int) string {
		return fmt.Sprintf("t_%d: {state: \"active\", card: json.Valid, card: \"{}\"}", i)
	})...)
	cases = append(cases, many30("encoding/json, not JSON", "import \"encoding/json\"\n\n", "", func(i int) string {
		return fmt.Sprintf("t_%d: {state: \"active\", card: json.Valid, card: \"{\"}", i)
	})...)
	cases = append(cases, many30("a field of the entry named as the package", imp, "", func(i int) string {
		return fmt.Sprintf("t_%d: {state: \"active\", struct: \"x\", niche: struct}", i)
	})...)
	// The entries in a file that does not import the package: CUE does
	// not find the reference.
	cases = append(cases, many30("the import in another file", "", "", mcp22("struct.MinFields(1)"))...)
	for i := range cases {
		if strings.Contains(cases[i].name, "the import in another file") {
			cases[i].files["b.cue"] = p21 + "import \"struct\"\n\ntools: struct.MinFields(1)\n"
		}
	}
	// Entries in two files, each importing the package.
	two := many30("two files, each importing", imp, "", mcp22("struct.MinFields(2)"))
	for i := range two {
		two[i].files["b.cue"] = p21 + imp + "tools: {\n" + mcp22("struct.MinFields(2)")(9000) + "\n}\n"
	}
	cases = append(cases, two...)
	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}

// Entries whose rests call an import of the standard library are taken
// from the package (before, any call of an import kept the entry in
// CUE's evaluation), and the package left behind loads on the fast path
// alone: an import only the taken entries called is gone from it, one
// used elsewhere stays. One under an aliased import stays in the package.
func TestBuiltinRestsTaken(t *testing.T) {
	for _, v := range []struct {
		name, imp, post, call string
		want                  int
	}{
		{"struct under its own name", "import \"struct\"\n\n", "", "struct.MinFields(2)", 260},
		{"struct, also used outside the entries", "import \"struct\"\n\n", "tools: struct.MinFields(1)\n", "struct.MinFields(2)", 260},
		{"two imports, one only the entries call", "import (\n\t\"struct\"\n\t\"list\"\n)\n\n", "_n: list.Sum([1, 2])\n", "struct.MinFields(2)", 260},
		{"struct under another name", "import s \"struct\"\n\n", "", "s.MinFields(2)", 0},
	} {
		t.Run(v.name, func(t *testing.T) {
			c := many30(v.name, v.imp, v.post, mcp22(v.call))[1]
			dir := review15Dir(t, c.files)
			if err := agreeWithCue(t, dir); err != nil {
				t.Fatal(err)
			}
			if got := toolsTaken(t, dir); got != v.want {
				t.Errorf("the fast path took %d tools; want %d", got, v.want)
			}
			if _, err := LoadDir(dir, withoutPlainReload()); err != nil {
				t.Errorf("the policy does not load on the fast path alone: %v", err)
			}
		})
	}
}
