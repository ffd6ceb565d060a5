package compiler

import (
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// A section written as struct literals joined by &,
//
//	tools: {
//		read_file: {...}
//	} & {
//		github_get_issue: {...}
//	}
//
// is not a struct literal, so the split left the whole section to CUE's
// evaluation of the package (1.4x cue vet at 10,000 tools, 410 MB, when
// one tools file of many was written so: helper-61's survey). A field
// declared as a conjunction is the field declared once per operand (CUE
// unifies a field's declarations, and & is that unification), so
// splitConjunctions writes one declaration per struct literal, in their
// order, in the conjunction's place: each literal keeps its own scope, its
// fields their order and positions. Only a top-level regular field with a
// plain identifier label, no marker, alias or attribute, whose value is
// struct literals, references and parentheses joined by & alone: a
// reference is declared alone as what it names (tools: _gh & {...} is
// tools: _gh and tools: {...}, each of which the split reads; joined,
// 1.00 s and 400 MB against cue vet's 0.77 s at 10,000 tools).

// splitConjunctions rewrites the files' top-level conjunctions of struct
// literals and references; it reports which files changed.
func splitConjunctions(files []*ast.File) []bool {
	var changed []bool
	for i, f := range files {
		var out []ast.Decl
		for j, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			var parts []ast.Expr
			if ok {
				parts = conjunctStructs(fd)
			}
			if parts == nil {
				if out != nil {
					out = append(out, d)
				}
				continue
			}
			if out == nil {
				out = append(make([]ast.Decl, 0, len(f.Decls)+len(parts)), f.Decls[:j]...)
			}
			for k, sl := range parts {
				nf := fd
				if k > 0 {
					label := ast.NewIdent(fd.Label.(*ast.Ident).Name)
					label.NamePos = fd.Label.Pos()
					nf = &ast.Field{Label: label, TokenPos: fd.TokenPos}
				}
				nf.Value = sl
				out = append(out, nf)
			}
		}
		if out != nil {
			f.Decls = out
			changed = markChanged(changed, len(files), i)
		}
	}
	return changed
}

// conjunctStructs returns the struct literals and references fd's value
// joins by &, or nil if fd is not a field splitConjunctions rewrites.
func conjunctStructs(fd *ast.Field) []ast.Expr {
	id, ok := fd.Label.(*ast.Ident)
	if !ok || !isRegular(id) || fd.Alias != nil || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 {
		return nil
	}
	if _, ok := fd.Value.(*ast.BinaryExpr); !ok {
		return nil
	}
	var parts []ast.Expr
	var walk func(x ast.Expr) bool
	walk = func(x ast.Expr) bool {
		switch x := x.(type) {
		case *ast.ParenExpr:
			return walk(x.X)
		case *ast.BinaryExpr:
			return x.Op == token.AND && walk(x.X) && walk(x.Y)
		case *ast.StructLit, *ast.Ident, *ast.SelectorExpr:
			parts = append(parts, x)
			return true
		}
		return false
	}
	if !walk(fd.Value) {
		return nil
	}
	return parts
}
