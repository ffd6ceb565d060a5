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
	// Entries of one shape, %d their number, each importing one package.
	for _, v := range []struct{ name, pkg, entry string }{
		{"strings on a description", "strings", `t_%d: {state: "active", description: strings.MaxRunes(40), description: "Reads one thing."}`},
		{"strings on a description, too long", "strings", `t_%d: {state: "active", description: strings.MaxRunes(4), description: "Reads one thing."}`},
		{"list on a required list", "list", `gh_%d: {state: "deferred", source: "mcp", parameters: {type: "object", required: list.MinItems(1) & ["q"], properties: {q: {type: "string"}}}}`},
		{"list on a required list, empty", "list", `gh_%d: {state: "deferred", source: "mcp", parameters: {type: "object", required: list.MinItems(1) & [], properties: {q: {type: "string"}}}}`},
		{"encoding/json under its last element", "encoding/json", `t_%d: {state: "active", card: json.Valid, card: "{}"}`},
		{"encoding/json, not JSON", "encoding/json", `t_%d: {state: "active", card: json.Valid, card: "{"}`},
		{"a field of the entry named as the package", "struct", `t_%d: {state: "active", struct: "x", niche: struct}`},
	} {
		cases = append(cases, many30(v.name, "import \""+v.pkg+"\"\n\n", "", func(i int) string { return fmt.Sprintf(v.entry, i) })...)
	}
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

// A function or a package of the standard library where data belongs,
// wherever it can stand: an entry's field, raw parameters, a default, a
// list, another section's field, a value a comprehension copies from a
// hidden map or a let. cue vet -c rejects each; toolpolicy must too, with
// no panic (fold.go literalOf gave an *ast.File to a type assertion:
// review49).
func TestNonDataValuesAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(name, imp, text string) {
		cases = append(cases, e30(name, "a.cue", "import \""+imp+"\"\n\n"+text)...)
	}
	add("a function as a tool's field", "strings", "tools: t_f: {state: \"active\", niche: strings.ToUpper}\n")
	add("a package as a tool's field", "strings", "tools: t_f: {state: \"active\", description: strings}\n")
	add("a function in raw parameters", "strings", "tools: t_f: {state: \"deferred\", source: \"mcp\", parameters: {type: \"object\", properties: {q: {type: strings.ToUpper}}}}\n")
	add("a function in annotations", "encoding/json", "tools: t_f: {state: \"deferred\", source: \"mcp\", annotations: {title: json.Marshal}}\n")
	add("a function as a default", "strings", "tools: t_f: {state: \"active\", niche: *strings.ToUpper | string}\n")
	add("a function in a list", "list", "modes: agent: head_add: [list.Sum]\n")
	add("a function in a group's doc", "strings", "groups: g_f: doc: strings.ToLower\n")
	add("a function as the release version", "strings", "release: version: strings.TrimSpace\n")
	add("a function copied from a hidden map", "strings", "_fns: {t_a: strings.ToUpper, t_b: strings.ToLower}\nfor n, f in _fns {tools: (n): {state: \"active\", niche: f}}\n")
	add("a function by a let", "strings", "let up = strings.ToUpper\ntools: t_f: {state: \"active\", niche: up}\n")
	add("a function in a hidden struct a comprehension copies", "list", "_specs: {t_a: {state: \"active\", niche: list.Sum}}\nfor n, s in _specs {tools: (n): s}\n")
	add("a function an entry's pattern gives", "strings", "tools: [=~\"^t_\"]: niche: strings.ToUpper\ntools: t_f: {state: \"active\"}\n")
	runWithCue(t, sparseUnderRace(cases, 4))
}

// cue vet -c passes a function in a tool's raw parameters, where the
// schema does not constrain the value, and cue export fails on it without
// a place; toolpolicy refuses it at the function, by its path, on the
// fast path and off it.
func TestNonDataNamedAndPlaced(t *testing.T) {
	for _, n := range []int{1, 260} {
		c := big26("raw", "import \"strings\"\n\n", "", n, func(i int) string {
			typ := "\"string\""
			if i == n-1 {
				typ = "strings.ToUpper"
			}
			return fmt.Sprintf("t_%d: {state: \"deferred\", source: \"mcp\", parameters: {type: \"object\", properties: {q: {type: %s}}}}", i, typ)
		})
		dir := review15Dir(t, c.files)
		for _, o := range []Option{withPlainEvaluation(), withMinEntries(0)} {
			_, err := LoadDir(dir, o)
			le, ok := err.(*LoadError)
			if !ok || len(le.Problems) != 1 {
				t.Fatalf("n=%d: got %v; want one problem", n, err)
			}
			p := le.Problems[0]
			want := fmt.Sprintf("tools.t_%d.parameters.properties.q.type: strings.ToUpper is not data", n-1)
			if !strings.HasPrefix(p.Msg, want) || !strings.HasSuffix(p.Pos.File, "i.cue") || p.Pos.Line != n+4 {
				t.Errorf("n=%d: got %s at %v; want %q at i.cue line %d", n, p.Msg, p.Pos, want, n+4)
			}
		}
	}
}

// specs22 is a hidden list of n tool specs, 2 scalars each (600 of them
// pass the 1,024 a chunk of the fold holds), with the elements' text
// given by f and the constraint on the list.
func specs22(n int, f func(i int) string) string {
	var b strings.Builder
	b.WriteString("#Spec: {name: string, niche: string, ro: *false | bool}\n_specs: [...#Spec]\n_specs: [\n")
	for i := range n {
		b.WriteString("\t" + f(i) + ",\n")
	}
	b.WriteString("]\n")
	return b.String()
}

func spec22(i int) string { return fmt.Sprintf("{name: \"t_%d\", niche: \"Reads %d.\"}", i, i) }

// A comprehension over a hidden list by value (for s in _specs) is folded
// in chunks of the list's elements, on every core (fold.go
// listChunkKeys), as one over a hidden map is by keys: in a section's
// struct and at the top of a file, with an if clause, a trailing ...,
// names two chunks both give, alike and conflicting, an element the
// constraint refuses; and where it is not chunked: by index, two lists of
// elements, the section's order observed.
func TestListChunksAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(name, text string) { cases = append(cases, c21(name, "a.cue", text)) }
	section := "tools: {for s in _specs {(s.name): {state: \"active\", niche: s.niche}}}\n"
	add("in a section's struct", specs22(600, spec22)+section)
	add("at the top of a file", specs22(600, spec22)+"for s in _specs {tools: (s.name): {state: \"active\", niche: s.niche}}\n")
	add("with an if clause", specs22(600, func(i int) string {
		return fmt.Sprintf("{name: \"t_%d\", niche: \"Reads %d.\", ro: %v}", i, i, i%3 == 0)
	})+"tools: {for s in _specs if !s.ro {(s.name): {state: \"active\", niche: s.niche}}}\n")
	add("a trailing ... in the elements", strings.Replace(specs22(600, spec22), "\n]\n", "\n\t...#Spec\n]\n", 1)+section)
	add("a name two chunks give alike", specs22(600, func(i int) string {
		if i == 599 {
			return spec22(0)
		}
		return spec22(i)
	})+section)
	add("a name two chunks give, conflicting", specs22(600, func(i int) string {
		if i == 599 {
			return "{name: \"t_0\", niche: \"Other.\"}"
		}
		return spec22(i)
	})+section)
	add("an element the constraint refuses", specs22(600, func(i int) string {
		if i == 450 {
			return "{name: \"t_450\", niche: 4}"
		}
		return spec22(i)
	})+section)
	add("an element with a field the definition lacks", specs22(600, func(i int) string {
		if i == 450 {
			return "{name: \"t_450\", niche: \"N.\", extra: 1}"
		}
		return spec22(i)
	})+section)
	add("by index", specs22(600, spec22)+"tools: {for i, s in _specs {(s.name): {state: \"active\", niche: \"\\(s.niche) \\(i)\"}}}\n")
	add("two lists of elements", specs22(600, spec22)+"_specs: [for i in list.Range(0, 600, 1) {_}]\n"+section)
	add("the order observed", specs22(600, spec22)+section+"modes: agent: head_add: [for n, _ in tools {n}][:1]\n")
	for i := range cases {
		if strings.Contains(cases[i].name, "two lists") {
			cases[i].files["i.cue"] = p21 + "import \"list\"\n\n_specs: [for i in list.Range(0, 600, 1) {_}]\n"
			cases[i].files["a.cue"] = strings.Replace(cases[i].files["a.cue"], "_specs: [for i in list.Range(0, 600, 1) {_}]\n", "", 1)
		}
	}
	runWithCue(t, cases)
}
