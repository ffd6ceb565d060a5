package compiler

import (
	"strings"

	"cuelang.org/go/cue/ast"
)

// A definition written with close() around its value,
//
//	#MCPTool: close(#Tool & {source: "mcp", state: *"deferred" | #State})
//
// is closed twice: a definition is closed already. The fast path reads a
// definition as a template only from its plain value, so such a template
// was unreadable and every entry using it was validated whole (about
// 100 µs of CUE's work each; 10k tools: 1.2× cue vet). close() is not
// always a no-op there, though: it closes its struct at the top only, and
// the definition then leaves nested struct literals of the argument open
// (`#D: close({s: {c: int}})` accepts `s: d: 1`; `#D: {s: {c: int}}` does
// not). So the call is dropped only when nothing it could leave open is
// there: its argument a conjunction of definition references and struct
// literals whose fields hold no struct, list or comprehension
// (unwrapDefClose).

// unwrapDefClose drops close() around the values of top-level definitions
// where that changes nothing, and reports the files it changed (nil if
// none). labels are the package's top-level labels: a field named close
// would be what close refers to.
func unwrapDefClose(files []*ast.File, labels map[string]bool) []bool {
	if labels["close"] {
		return nil
	}
	var changed []bool
	for i, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			id, ok := fd.Label.(*ast.Ident)
			if !ok || !strings.HasPrefix(id.Name, "#") {
				continue
			}
			call, ok := fd.Value.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 {
				continue
			}
			fn, ok := call.Fun.(*ast.Ident)
			if !ok || fn.Name != "close" || fn.Node != nil {
				continue
			}
			if !flatConjunction(call.Args[0]) {
				continue
			}
			fd.Value = call.Args[0]
			changed = markChanged(changed, len(files), i)
		}
	}
	return changed
}

// flatConjunction reports whether e is a conjunction of definition
// references and struct literals whose fields' values hold no struct, list
// or comprehension.
func flatConjunction(e ast.Expr) bool {
	for _, x := range conjuncts(e) {
		switch x := x.(type) {
		case *ast.Ident:
			if !strings.HasPrefix(x.Name, "#") {
				return false
			}
		case *ast.StructLit:
			for _, el := range x.Elts {
				switch el := el.(type) {
				case *ast.Field:
					if _, isIdent := el.Label.(*ast.Ident); !isIdent {
						if _, isStr := el.Label.(*ast.BasicLit); !isStr {
							return false
						}
					}
					if nested(el.Value) {
						return false
					}
				case *ast.Ellipsis, *ast.Attribute, *ast.CommentGroup:
				default:
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// nested reports whether e holds a struct, list or comprehension, or
// refers to something other than a definition, a package or a predeclared
// scalar type (a hidden field, another field, close: any may be a struct).
func nested(e ast.Expr) bool {
	found := false
	ast.Walk(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.StructLit, *ast.ListLit, *ast.Comprehension:
			found = true
		case *ast.Ident:
			_, isImport := n.Node.(*ast.ImportSpec)
			found = !isImport && !strings.HasPrefix(n.Name, "#") && !(n.Node == nil && scalarTypes[n.Name])
		}
		return !found
	}, nil)
	return found
}

// scalarTypes are the predeclared names of values that are not structs or
// lists.
var scalarTypes = map[string]bool{
	"string": true, "bytes": true, "bool": true, "number": true, "int": true, "float": true, "null": true, "true": true, "false": true,
	"uint": true, "rune": true, "int8": true, "int16": true, "int32": true, "int64": true, "int128": true,
	"uint8": true, "uint16": true, "uint32": true, "uint64": true, "uint128": true, "float32": true, "float64": true,
}
