package compiler

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/cuecontext"
)

// TestWritePlainJSON: where writePlainJSON writes a string, it writes what
// encoding/json does; it declines every byte encoding/json escapes.
func TestWritePlainJSON(t *testing.T) {
	var cases []string
	for c := 0; c < 256; c++ {
		cases = append(cases, string(rune(c)), "a"+string([]byte{byte(c)})+"z")
	}
	cases = append(cases, "", "Read one file.", "a\u2028b", "é", "<tag>", "x & y", `say "hi"`, `C:\dir`)
	wrote := 0
	for _, s := range cases {
		var b bytes.Buffer
		if !writePlainJSON(&b, s) {
			continue
		}
		wrote++
		want, _ := json.Marshal(s)
		if b.String() != string(want) {
			t.Errorf("%q: wrote %s, encoding/json writes %s", s, b.String(), want)
		}
	}
	// Printable ASCII less the five it escapes or quotes, single and
	// between two letters, and two plain strings.
	if want := 2*(0x7f-0x20-5) + 2; wrote != want {
		t.Errorf("wrote %d of the cases, want %d", wrote, want)
	}
}

// TestOpenFields: the constraints whose raw values checkRaw may reduce to
// the fields of the labels they declare, and those it may not.
func TestOpenFields(t *testing.T) {
	ctx := cuecontext.New()
	v := ctx.CompileString(`
#P: {type?: "object", ...}
#Q: {type?: "object", [=~"^x"]: int, ...}
#R: {type?: "object", n!: int, m: *1 | int, ...}
#S: {type?: "object"}
#V: {type?: "object", _h: 1, ...}
#T: {p?: #P, q?: #Q, r?: #R, s?: #S, v?: #V, l?: [...string], o?: {a?: int, ...}}
`)
	for label, want := range map[string][]string{
		"p": {"type"}, "q": nil, "r": {"m", "n", "type"}, "s": nil, "v": nil, "l": nil, "o": {"a"},
	} {
		got := openFields(defField(v.LookupPath(cue.MakePath(cue.Def("#T"))), label))
		var names []string
		for l := range got {
			names = append(names, l)
		}
		slices.Sort(names)
		if fmt.Sprint(names) != fmt.Sprint(want) || (got == nil) != (want == nil) {
			t.Errorf("%s: openFields = %v (nil %v), want %v", label, names, got == nil, want)
		}
	}
}

// TestSchemaParametersProject: the schema's parameters constraint is one
// checkRaw reduces to its type field (the patterned shape's 5,000 MCP
// parameter schemas are then checked as one).
func TestSchemaParametersProject(t *testing.T) {
	fc := newWorker().fieldCheck("tools", "", "parameters")
	if !fc.rawList.Exists() || fmt.Sprint(fc.rawLabels) != "map[type:true]" {
		t.Errorf("tools' parameters: rawList %v, rawLabels %v; want [...#Parameters] and map[type:true]", fc.rawList.Exists(), fc.rawLabels)
	}
}

// TestRawParametersAgree: 600 MCP entries' parameter schemas through the
// fast path, every one valid under #Parameters but one whose type is
// "array" (written two ways), and one in a struct whose extra fields a
// template's default would change: toolpolicy and cue agree, and the bad
// one is reported at its own line.
func TestRawParametersAgree(t *testing.T) {
	for _, bad := range []string{`type: "array"`, `"type": "array"`, `type: 1`, ``} {
		t.Run(bad, func(t *testing.T) {
			var b strings.Builder
			b.WriteString(base + "\ntools: {\n")
			for i := range 600 {
				params := fmt.Sprintf(`{type: "object", properties: {q: {type: "string", description: "Query %d <b> & \"x\"."}}, required: ["q"]}`, i)
				if i == 418 && bad != "" {
					params = fmt.Sprintf(`{%s, properties: {q: {type: "string"}}}`, bad)
				}
				if i%3 == 0 {
					params = `{properties: {}}` // no type: also valid
				}
				fmt.Fprintf(&b, "\tmcp_t%d: {state: \"deferred\", source: \"mcp\", description: \"Tool %d.\", parameters: %s}\n", i, i, params)
			}
			b.WriteString("}\n")
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "a.cue"), []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			err := agreeWithCue(t, dir, withMinEntries(0))
			if bad == "" {
				if err != nil {
					t.Fatalf("valid policy rejected: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatal("a parameters type other than \"object\" was accepted")
			}
			probs := err.(*LoadError).Problems
			if len(probs) != 1 || probs[0].Pos.Line != 425 || !strings.Contains(probs[0].Msg, "tools.mcp_t418.parameters.type") {
				t.Errorf("want one problem, at line 425 (mcp_t418):\n%v", err)
			}
		})
	}
}
