package compiler

import (
	"slices"
	"strings"
	"sync"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/cuecontext"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
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
// none). labels are the package's top-level labels (a field named close
// would be what close refers to); touched, those a top-level comprehension
// or embedding may declare. The definition must be declared once: close()
// also closes out the fields another declaration would add (helper-53).
func unwrapDefClose(files []*ast.File, labels, touched map[string]bool) []bool {
	if labels["close"] {
		return nil
	}
	defs := topDefinitions(files)
	var changed []bool
	for i, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok || fd.Constraint != token.ILLEGAL {
				continue
			}
			id, ok := fd.Label.(*ast.Ident)
			// The schema's definitions are declared once more, by the
			// schema (#Parameters: close({type?: "object"}) closes out
			// what the schema's ... allows: helper-75, review36).
			if !ok || !strings.HasPrefix(id.Name, "#") || len(defs[id.Name]) != 1 || touched[id.Name] || slices.Contains(schemaDefNames(), id.Name) {
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
			if !flatConjunction(call.Args[0], defs, touched) {
				continue
			}
			fd.Value = call.Args[0]
			changed = markChanged(changed, len(files), i)
		}
	}
	return changed
}

// topDefinitions returns the files' top-level definitions, every
// declaration, by name.
func topDefinitions(files []*ast.File) map[string][]*ast.Field {
	defs := map[string][]*ast.Field{}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				if id, ok := fd.Label.(*ast.Ident); ok && strings.HasPrefix(id.Name, "#") {
					defs[id.Name] = append(defs[id.Name], fd)
				}
			}
		}
	}
	return defs
}

// flatConjunction reports whether e is a conjunction of references to
// struct definitions and struct literals whose fields' values hold no
// struct, list or comprehension; close() of anything but a struct is an
// error CUE reports.
func flatConjunction(e ast.Expr, defs map[string][]*ast.Field, touched map[string]bool) bool {
	for _, x := range andOperands(e) {
		switch x := x.(type) {
		case *ast.Ident:
			if !structDef(x.Name, defs, touched, 0) {
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

// structDef reports whether the definition name is a struct: the schema's
// (#Tool), or the policy's with every declaration a conjunction of struct
// literals and such definitions.
func structDef(name string, defs map[string][]*ast.Field, touched map[string]bool, depth int) bool {
	if !strings.HasPrefix(name, "#") || touched[name] || depth > 16 {
		return false
	}
	ds := defs[name]
	if len(ds) == 0 {
		return schemaStructDefs()[name]
	}
	for _, d := range ds {
		if d.Constraint != token.ILLEGAL {
			return false
		}
		for _, x := range andOperands(d.Value) {
			switch x := x.(type) {
			case *ast.StructLit:
			case *ast.Ident:
				if !structDef(x.Name, defs, touched, depth+1) {
					return false
				}
			default:
				return false
			}
		}
	}
	return true
}

// schemaStructDefs are the schema's definitions of structs.
var schemaStructDefs = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	sch := cuecontext.New().CompileBytes(schema.Source, cue.Filename(schema.Filename))
	for _, name := range schemaDefNames() {
		if sch.LookupPath(cue.MakePath(cue.Def(name))).IncompleteKind() == cue.StructKind {
			out[name] = true
		}
	}
	return out
})

// nested reports whether e holds a struct, list or comprehension, or
// refers to something other than a definition, a package or a predeclared
// scalar type (a hidden field, another field, close: any may be a struct).
func nested(e ast.Expr) bool {
	return astAny(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.StructLit, *ast.ListLit, *ast.Comprehension:
			return true
		case *ast.Ident:
			_, isImport := n.Node.(*ast.ImportSpec)
			return !isImport && !strings.HasPrefix(n.Name, "#") && !(n.Node == nil && scalarTypes[n.Name])
		}
		return false
	})
}

// scalarTypes are the predeclared names of values that are not structs or
// lists.
var scalarTypes = map[string]bool{
	"string": true, "bytes": true, "bool": true, "number": true, "int": true, "float": true, "null": true, "true": true, "false": true,
	"uint": true, "rune": true, "int8": true, "int16": true, "int32": true, "int64": true, "int128": true,
	"uint8": true, "uint16": true, "uint32": true, "uint64": true, "uint128": true, "float32": true, "float64": true,
}
