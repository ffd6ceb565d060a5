package compiler

import (
	"slices"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/ast/astutil"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"
)

// A pattern whose value names itself through a value alias,
//
//	tools: [string]: T={
//		if T.state == "deferred" && T.source == "builtin" {card!: string}
//	}
//
// kept its whole section in CUE: the split reads a pattern's value as a
// template applied to each entry it matches, and T, bound to the value of
// each matched field, has no meaning in a template (the env's field would
// bind it to itself). At 10,000 tools that one pattern made lint 1.3-1.4x
// cue vet and 440-490 MB.
//
// Inside a struct, a reference to one of the struct's own fields means that
// field of whatever the struct is unified into: {state?: _, if state ==
// "deferred" {...}} applied to an entry reads the entry's state, as a
// definition's `if state == ...` does. So where T is only ever selected,
// T.f, the value is read as
//
//	{state?: _, source?: _, if state == "deferred" && source == "builtin" {card!: string}}
//
// the optional fields adding nothing to an entry, and the rest the tied
// pattern it is (opaquepat.go). That holds when f is a regular field's name
// and no other name f is in sight anywhere in the value (a field, let,
// alias, for variable or reference named f would capture or be captured),
// and the value refers to nothing but its own names, the package's
// definitions and hidden fields, and CUE's predeclared names: the rewritten
// value is parsed afresh, where a reference to a file's let or import would
// no longer resolve. Anything else is left as it was (the section stays in
// CUE). The package itself keeps the value as written.

// unaliasValue returns a pattern value written X={...} with X.f read as f
// (above), or false.
func unaliasValue(a *ast.Alias, filename string) (ast.Expr, bool) {
	sl, ok := a.Expr.(*ast.StructLit)
	if !ok || a.Ident == nil {
		return nil, false
	}
	inside := map[ast.Node]bool{}
	ast.Walk(sl, func(n ast.Node) bool { inside[n] = true; return true }, nil)
	// The selections of the alias, and every other name used in the value.
	sels := map[*ast.SelectorExpr]string{}
	var fields []string
	names := map[string]bool{}
	ok = true
	ast.Walk(sl, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if id, isID := n.X.(*ast.Ident); isID && id.Node == a {
				f, simple := simpleLabel(n.Sel)
				if !simple || !isRegular(n.Sel) || strings.HasPrefix(f, "_") || strings.HasPrefix(f, "#") || !identName(f) {
					ok = false
					return false
				}
				sels[n] = f
				if !slices.Contains(fields, f) {
					fields = append(fields, f)
				}
				return false
			}
		case *ast.Ident:
			names[n.Name] = true
			switch {
			case n.Node == a:
				ok = false // T used other than as T.f
			case n.Node == nil, inside[n.Node]:
			case packageDef(n), isHidden(n.Name) && packageLevel(n):
			default:
				ok = false // a file's let, an import, an outer alias
			}
		case *ast.LetClause:
			names[n.Ident.Name] = true
		case *ast.ForClause:
			if n.Key != nil {
				names[n.Key.Name] = true
			}
			if n.Value != nil {
				names[n.Value.Name] = true
			}
		case *ast.Alias:
			names[n.Ident.Name] = true
		case *ast.Field:
			if l, simple := simpleLabel(n.Label); simple {
				names[l] = true
			} else {
				ok = false
			}
		}
		return ok
	}, nil)
	if !ok || len(fields) == 0 {
		return nil, false
	}
	for _, f := range fields {
		if names[f] {
			return nil, false
		}
	}
	if names[a.Ident.Name] {
		return nil, false // another T inside
	}
	// Written out, parsed afresh (the policy's syntax is shared and not
	// written to), each T.f replaced by f, written out with the fields
	// first, and parsed again so that f refers to them.
	fresh, ok := reparse(sl, filename)
	if !ok {
		return nil, false
	}
	fsl, isStruct := fresh.(*ast.StructLit)
	if !isStruct {
		return nil, false
	}
	replaced := 0
	fresh = astutil.Apply(fresh, nil, func(c astutil.Cursor) bool {
		if s, isSel := c.Node().(*ast.SelectorExpr); isSel {
			if id, isID := s.X.(*ast.Ident); isID && id.Name == a.Ident.Name {
				f, _ := simpleLabel(s.Sel)
				c.Replace(ast.NewIdent(f))
				replaced++
			}
		}
		return true
	}).(ast.Expr)
	if replaced != len(sels) {
		return nil, false
	}
	decls := make([]ast.Decl, 0, len(fields)+len(fsl.Elts))
	for _, f := range fields {
		decls = append(decls, &ast.Field{Label: ast.NewIdent(f), Constraint: token.OPTION, Value: ast.NewIdent("_")})
	}
	fsl.Elts = append(decls, fsl.Elts...)
	return reparse(fsl, filename)
}

// reparse writes n out and parses it again as an expression of filename.
func reparse(n ast.Node, filename string) (ast.Expr, bool) {
	text, err := format.Node(n)
	if err != nil {
		return nil, false
	}
	e, err := parser.ParseExpr(filename, text)
	return e, err == nil
}

// identName reports whether s can be written as an identifier (true,
// false and null are literals: T.true written true is no field,
// helper-76).
func identName(s string) bool {
	if s == "" || s == "true" || s == "false" || s == "null" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}
