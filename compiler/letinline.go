package compiler

import (
	"slices"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// A section written as a file's let,
//
//	let github = {issue_read: {state: "active", ...}, ...}
//	tools: github
//
// (or embedded, tools: {github}, or a let of whole sections embedded at
// the top of the file, let gh = {tools: {...}}; gh) is no struct literal
// to the split, which left the section to CUE: 3.7 s and 410 MB against
// cue vet's 2.6 s at 10,000 tools, a tenth of them so. A let used once
// means its value where it is used: inlineLets moves the struct literal
// there (its nodes, positions and all) and drops the let.
//
// A struct literal a let names keeps its own scope where it is moved as a
// section's value (the section's value is the literal). Embedded, its
// fields join the enclosing struct's scope, so it must hold nothing that
// names anything: a pure literal in a section, a body embedDefs could copy
// at the top of a file. CUE iterates the fields a reference gives after
// the ones declared in place, where cue export shows them in place: only
// in sections whose order, or whose entries' field order, nothing
// observes (orderSeen).

// inlineLets moves the struct literals of lets used once into their
// place; it reports which files changed.
func inlineLets(files []*ast.File) []bool {
	// The structs of the files' lets, whose sections are among those
	// whose order the policy may observe.
	var letBodies []*ast.StructLit
	for _, f := range files {
		for _, d := range f.Decls {
			if lc, ok := d.(*ast.LetClause); ok {
				if sl, ok := lc.Expr.(*ast.StructLit); ok {
					letBodies = append(letBodies, sl)
				}
			}
		}
	}
	if letBodies == nil {
		return nil // most policies: no let of a struct
	}
	inPlace := orderFree(files, letBodies)
	var sc *scalarDefs
	var changed []bool
	for i, f := range files {
		lets := map[*ast.LetClause]*ast.StructLit{}
		for _, d := range f.Decls {
			if lc, ok := d.(*ast.LetClause); ok {
				if sl, ok := lc.Expr.(*ast.StructLit); ok {
					lets[lc] = sl
				}
			}
		}
		if len(lets) == 0 {
			continue // most files: no walk
		}
		uses := map[*ast.LetClause]int{}
		ast.Walk(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if lc, ok := id.Node.(*ast.LetClause); ok && id != lc.Ident {
					uses[lc]++
				}
			}
			return true
		}, nil)
		// sole is the struct literal of the let id names, used once.
		sole := func(e ast.Expr) (*ast.LetClause, *ast.StructLit) {
			id, ok := e.(*ast.Ident)
			if !ok {
				return nil, nil
			}
			lc, ok := id.Node.(*ast.LetClause)
			if !ok || lets[lc] == nil || uses[lc] != 1 {
				return nil, nil
			}
			return lc, lets[lc]
		}
		moved := map[*ast.LetClause]bool{}
		var out []ast.Decl
		for j, d := range f.Decls {
			var spliced []ast.Decl
			switch d := d.(type) {
			case *ast.Field:
				section, ok := simpleLabel(d.Label)
				if !ok || !isRegular(d.Label) || d.Constraint != token.ILLEGAL || !inPlace(section) {
					break
				}
				if lc, sl := sole(d.Value); sl != nil {
					d.Value, moved[lc] = sl, true
					changed = markChanged(changed, len(files), i)
					break
				}
				sec, ok := d.Value.(*ast.StructLit)
				if !ok {
					break
				}
				for k, el := range sec.Elts {
					ed, ok := el.(*ast.EmbedDecl)
					if !ok {
						continue
					}
					if lc, sl := sole(ed.Expr); sl != nil && pureLiteral(sl) {
						sec.Elts = append(append(append([]ast.Decl{}, sec.Elts[:k]...), sl.Elts...), sec.Elts[k+1:]...)
						moved[lc] = true
						changed = markChanged(changed, len(files), i)
						break // one a declaration: the indices moved
					}
				}
			case *ast.EmbedDecl:
				lc, sl := sole(d.Expr)
				if sl == nil {
					break
				}
				if sc == nil {
					sc = &scalarDefs{decls: topDefDecls(files), known: map[string]bool{}}
				}
				if !copyableBody(sl, sc, inPlace) {
					break
				}
				spliced = sl.Elts
				moved[lc] = true
				changed = markChanged(changed, len(files), i)
			}
			if spliced == nil && out == nil {
				continue
			}
			if out == nil {
				out = append(make([]ast.Decl, 0, len(f.Decls)), f.Decls[:j]...)
			}
			if spliced != nil {
				out = append(out, spliced...)
			} else {
				out = append(out, d)
			}
		}
		if out != nil {
			f.Decls = out
		}
		if len(moved) > 0 {
			// A new list: the index may hold the old one.
			f.Decls = slices.DeleteFunc(slices.Clone(f.Decls), func(d ast.Decl) bool {
				lc, ok := d.(*ast.LetClause)
				return ok && moved[lc]
			})
		}
	}
	return changed
}

// topDefDecls returns the top-level declarations of every definition and
// hidden field of files, by name.
func topDefDecls(files []*ast.File) map[string][]*ast.Field {
	decls := map[string][]*ast.Field{}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				if id, ok := fd.Label.(*ast.Ident); ok && (id.Name[0] == '#' || isHidden(id.Name)) {
					decls[id.Name] = append(decls[id.Name], fd)
				}
			}
		}
	}
	return decls
}
