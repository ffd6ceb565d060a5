package compiler

import (
	"testing"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/parser"
)

// litRefCases: fields whose value is a hidden field that is a literal
// (litref.go). replaced says whether the entries' parameters (or groups)
// are written out as a copy; every case is also loaded against the cue
// command.
var litRefCases = []struct {
	name     string
	src      string
	replaced bool
}{
	{"a shared parameter schema", "_paged: {type: \"object\", properties: {cursor: {type: \"string\"}, limit: {type: \"integer\", minimum: 1}}, required: [\"cursor\"], additionalProperties: false}\ntools: {x: {state: \"active\", parameters: _paged}, y: {state: \"active\", parameters: _paged}}\n", true},
	{"a list", "_g: [\"core\"]\ngroups: core: {}\ntools: x: {state: \"active\", groups: _g}\n", true},
	{"declared twice", "_paged: {type: \"object\"}\n_paged: {type: \"object\"}\ntools: x: {state: \"active\", parameters: _paged}\n", false},
	{"a field of the same name elsewhere", "_paged: {type: \"object\"}\nproviders: p: {budget: {target: 1, max: 9}, _paged: {x: 1}}\ntools: x: {state: \"active\", parameters: _paged}\n", false},
	{"an optional field inside", "_paged: {type: \"object\", description?: string}\ntools: x: {state: \"active\", parameters: _paged}\n", false},
	{"a reference inside", "_t: \"object\"\n_paged: {type: _t}\ntools: x: {state: \"active\", parameters: _paged}\n", false},
	{"a default inside", "_paged: {type: *\"object\" | \"array\"}\ntools: x: {state: \"active\", parameters: _paged}\n", false},
	{"added to by an embedding", "_paged: {type: \"object\"}\n{_paged: {description: \"d\"}}\ntools: x: {state: \"active\", parameters: _paged}\n", false},
	{"met with more", "_paged: {type: \"object\"}\ntools: x: {state: \"active\", parameters: _paged & {description: \"d\"}}\n", false},
	{"a schema the value breaks", "_paged: {type: \"object\", bogus: 1}\ntools: {x: {state: \"active\", parameters: _paged}, y: {state: \"active\", parameters: _paged}}\n", true},
	{"an inner field of that name", "tools: {_paged: {type: \"object\"}, x: {state: \"active\", parameters: _paged}}\n", false},
}

func TestLiteralRefs(t *testing.T) {
	for _, c := range litRefCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			src := "package toolpolicy\n" + c.src
			f, err := parser.ParseFile("a.cue", src)
			if err != nil {
				t.Fatal(err)
			}
			literalRefs([]*ast.File{f}, map[string]bool{})
			replaced := false
			ast.Walk(f, func(n ast.Node) bool {
				if fd, ok := n.(*ast.Field); ok {
					switch l, _ := simpleLabel(fd.Label); l {
					case "parameters":
						_, replaced = fd.Value.(*ast.StructLit)
					case "groups":
						_, replaced = fd.Value.(*ast.ListLit)
					}
				}
				return true
			}, nil)
			if replaced != c.replaced {
				t.Errorf("parameters written out %v, want %v", replaced, c.replaced)
			}
			dir := reviewDir(t, map[string]string{"a.cue": c.src})
			agreeWithCue(t, dir, withMinEntries(0))
			agreeWithCue(t, dir)
		})
	}
}
