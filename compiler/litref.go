package compiler

import (
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// A policy often keeps a value many entries share in a hidden field:
//
//	_paged: {type: "object", properties: {cursor: {type: "string"}}, ...}
//	tools: github_list_issues: {parameters: _paged, ...}
//
// Each such field was folded by CUE one entry at a time and the value
// written back as a literal (10k tools, half of them sharing one parameter
// schema: 0.84 s against cue vet's 0.78 s). literalRefs writes a copy of
// the literal in each reference's place, which the fast path then reads
// like any literal entry (one distinct value, checked once).
//
// That gives what CUE gives, because a regular field's value is what the
// reference yields, and a hidden field declared once, at the top of a
// file, as a struct or list of literals (no reference, pattern, optional
// field, default, embedding or comprehension anywhere in it), that no
// other field of the package is named like (a nested or embedded
// _paged: ... could add to it) and no top-level comprehension or
// embedding may add to, is exactly that literal. The copy keeps the
// literal's field order. Only a reference that is a field's whole value
// is replaced, one that resolves to the package's hidden field (not a
// let, an alias or an enclosing struct's field), and not a declaration at
// the top of a file.

// literalRefs replaces the files' references to hidden fields that are
// literals by copies of them; it reports which files changed.
func literalRefs(files []*ast.File, touched map[string]bool) []bool {
	lits := map[string]ast.Expr{}
	plainHiddenDecls(files, touched, func(name string, fd *ast.Field) {
		switch fd.Value.(type) {
		case *ast.StructLit, *ast.ListLit:
			if pureLiteral(fd.Value) {
				lits[name] = fd.Value
			}
		}
	})
	if len(lits) == 0 || !keepSole(files, lits) {
		return nil // most policies have none: no walk
	}
	var changed []bool
	for i, f := range files {
		// Inside the top-level regular fields only. Not a declaration at
		// the top of a file itself (tools: _gh): a section made of a
		// hidden struct orders its entries otherwise than one written out
		// (helper-51's review19 case). Not inside a hidden field or a
		// definition: the index follows references into hidden values
		// while the split runs (resolvePending).
		for _, d := range f.Decls {
			top, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			if name, ok := simpleLabel(top.Label); !ok || strings.HasPrefix(name, "#") || strings.HasPrefix(name, "_") {
				continue
			}
			ast.Walk(top.Value, func(n ast.Node) bool {
				fd, ok := n.(*ast.Field)
				if !ok {
					return true
				}
				id, ok := fd.Value.(*ast.Ident)
				if !ok || lits[id.Name] == nil || !(id.Scope == nil || isFileScope(id.Scope)) {
					return true
				}
				if _, isLet := id.Node.(*ast.LetClause); isLet {
					return true
				}
				fd.Value = copyPure(lits[id.Name], id.Pos())
				changed = markChanged(changed, len(files), i)
				return false
			}, nil)
		}
	}
	return changed
}

// plainHiddenDecls calls fn for each top-level field of the files declaring
// a hidden name (an identifier label, not a hidden definition) with no
// marker, alias or attribute, that no top-level comprehension or
// embedding may add to (touched): the declarations a rewrite may read a
// hidden value from.
func plainHiddenDecls(files []*ast.File, touched map[string]bool, fn func(name string, fd *ast.Field)) {
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			id, ok := fd.Label.(*ast.Ident)
			if !ok || !isHidden(id.Name) || strings.HasPrefix(id.Name, "_#") || touched[id.Name] || fd.Alias != nil || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 {
				continue
			}
			fn(id.Name, fd)
		}
	}
}

// keepSole deletes from m the names the files declare a field of more
// than once, anywhere (identLabelCounts): another declaration could add
// to the value m holds. It reports whether any name is left; with none to
// begin with, it walks no file.
func keepSole[V any](files []*ast.File, m map[string]V) bool {
	if len(m) == 0 {
		return false
	}
	count := identLabelCounts(files, func(name string) bool { _, ok := m[name]; return ok })
	for name := range m {
		if count[name] != 1 {
			delete(m, name)
		}
	}
	return len(m) > 0
}

// identLabelCounts counts the fields the files declare anywhere, at any
// depth, by label, for the labels written as identifiers (through a label
// alias) that keep accepts: how many places could give a hidden field or
// a definition of that name a value.
func identLabelCounts(files []*ast.File, keep func(string) bool) map[string]int {
	count := map[string]int{}
	for _, f := range files {
		ast.Walk(f, func(n ast.Node) bool {
			if fd, ok := n.(*ast.Field); ok {
				l := fd.Label
				if a, ok := l.(*ast.Alias); ok {
					l, _ = a.Expr.(ast.Label)
				}
				if id, ok := l.(*ast.Ident); ok && keep(id.Name) {
					count[id.Name]++
				}
			}
			return true
		}, nil)
	}
	return count
}

// pureLiteral reports whether x is a value of literals alone: strings,
// numbers, bools and null, in structs of regular fields with plain labels
// and lists without an ellipsis.
func pureLiteral(x ast.Expr) bool {
	switch x := x.(type) {
	case *ast.BasicLit:
		return substLiteral(x) || x.Kind == token.NULL
	case *ast.StructLit:
		for _, el := range x.Elts {
			fd, ok := el.(*ast.Field)
			if !ok {
				if _, isComment := el.(*ast.CommentGroup); isComment {
					continue
				}
				return false
			}
			name, ok := simpleLabel(fd.Label)
			if !ok || !isRegular(fd.Label) || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 || isHidden(name) || len(name) > 0 && name[0] == '#' {
				return false
			}
			if _, aliased := fd.Label.(*ast.Alias); aliased || !pureLiteral(fd.Value) {
				return false
			}
		}
		return true
	case *ast.ListLit:
		for _, el := range x.Elts {
			if e, ok := el.(ast.Expr); !ok || !pureLiteral(e) {
				return false
			}
		}
		return true
	}
	return false
}

// copyPure is a copy of a pureLiteral value, placed at pos.
func copyPure(x ast.Expr, pos token.Pos) ast.Expr {
	switch x := x.(type) {
	case *ast.BasicLit:
		return copyLit(x, pos)
	case *ast.StructLit:
		out := &ast.StructLit{Lbrace: pos, Rbrace: pos}
		for _, el := range x.Elts {
			fd, ok := el.(*ast.Field)
			if !ok {
				continue
			}
			out.Elts = append(out.Elts, &ast.Field{Label: fd.Label, Value: copyPure(fd.Value, pos)})
		}
		return out
	case *ast.ListLit:
		out := &ast.ListLit{Lbrack: pos, Rbrack: pos}
		for _, el := range x.Elts {
			out.Elts = append(out.Elts, copyPure(el.(ast.Expr), pos))
		}
		return out
	}
	return x
}
