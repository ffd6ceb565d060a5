package compiler

import (
	"fmt"
	"strings"
	"testing"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/parser"
)

// nestedCondCases: an entry's decided condition whose body holds a struct
// or list (staticif.go condEval.nested): written in place in a section
// nothing refers to, left to CUE in one something reads. Each against
// the cue command, small and with 250 more entries alike.
var nestedCondCases = []struct{ name, head, entry string }{
	{"a struct, the flag on", "_eu: true\n", "{state: \"active\", if _eu {annotations: openWorldHint: false}}"},
	{"a struct, the flag off", "_eu: false\n", "{state: \"active\", if _eu {annotations: openWorldHint: false}}"},
	{"two flags", "_eu: true\n_prod: *true | bool\n", "{state: \"active\", if _eu && _prod {annotations: {openWorldHint: false, readOnlyHint: true}}}"},
	{"beside a declared struct", "_eu: true\n", "{state: \"active\", annotations: {readOnlyHint: true}, if _eu {annotations: openWorldHint: false}}"},
	{"a conflict with a declared struct", "_eu: true\n", "{state: \"active\", annotations: {readOnlyHint: true}, if _eu {annotations: readOnlyHint: false}}"},
	{"a list", "_eu: true\ngroups: core: {}\n", "{state: \"active\", if _eu {groups: [\"core\"]}}"},
	{"a list that conflicts", "_eu: true\ngroups: core: {}\ngroups: x: {}\n", "{state: \"active\", groups: [\"core\"], if _eu {groups: [\"x\"]}}"},
	{"parameters", "_eu: true\n", "{state: \"active\", if _eu {parameters: {type: \"object\", properties: {q: {type: \"string\"}}}}}"},
	{"a wrong type in the struct", "_eu: true\n", "{state: \"active\", if _eu {annotations: openWorldHint: \"no\"}}"},
	{"order read through the section", "_eu: true\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.t0.annotations {k}]}\n", "{state: \"active\", annotations: {readOnlyHint: true}, if _eu {annotations: {openWorldHint: false}}}"},
}

func TestNestedConditionBodies(t *testing.T) {
	for _, c := range breadth(nestedCondCases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			for _, n := range []int{2, 250} {
				var b strings.Builder
				b.WriteString(c.head)
				for i := 0; i < n; i++ {
					fmt.Fprintf(&b, "tools: t%d: %s\n", i, c.entry)
				}
				dir := reviewDir(t, map[string]string{"a.cue": b.String()})
				agreeWithCue(t, dir, withMinEntries(0))
				agreeWithCue(t, dir)
			}
			// Decided in Go unless the section is read.
			f, err := parser.ParseFile("a.cue", base+c.head+"tools: t0: "+c.entry+"\n")
			if err != nil {
				t.Fatal(err)
			}
			staticConds([]*ast.File{f}, []*fileLits{scanFileLits(f)})
			left := false
			ast.Walk(f, func(n ast.Node) bool {
				_, isComp := n.(*ast.Comprehension)
				left = left || isComp
				return true
			}, nil)
			if read := strings.Contains(c.head, "tools."); left != read {
				t.Errorf("condition left to CUE: %v, want %v", left, read)
			}
		})
	}
}
