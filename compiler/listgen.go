package compiler

import (
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// A template is often applied to a list of names kept apart from the
// entries:
//
//	_onDemand: ["sync_file", "check_page", ...]
//	for n in _onDemand {tools: (n): #OnDemand}
//
// CUE evaluates the comprehension, and the section it adds to stayed in
// the package: 1.3-1.9x `cue vet` and 400 MB at 10,000 tools. listTemplates
// writes the comprehension out as the declarations it makes,
//
//	tools: {"sync_file": #OnDemand, "check_page": #OnDemand, ...}
//
// which the split reads as any entry's template declared beside it. That
// is what CUE computes, because:
//   - the for clause ranges over a list of strings CUE knows before it
//     evaluates anything else: a hidden field declared once, at the top of
//     a file, as string literals (and + and interpolations of them), that
//     nothing adds to (staticStrings.list);
//   - the body declares one field of one section, named by the loop's
//     variable, whose value is definitions of the package joined by &
//     (defsOnly): it does not depend on the
//     variable, so each name gets the same value, as the written-out field
//     gives it;
//   - a name listed twice is declared twice, which CUE unifies as it
//     unifies the comprehension's two results.
//
// The fields come where the comprehension was, so they are declared in the
// files and lines CUE's messages cite for the comprehension. A section
// something iterates entry by entry (skip) keeps CUE's order of fields: a
// comprehension's fields come after the declared ones, the written-out
// fields in file order, so it is left alone.

// listTemplates writes such comprehensions out; it reports which files
// changed (nil if none did).
func listTemplates(files []*ast.File, skip map[string]bool, decls map[string][]*ast.Field, touched, labels map[string]bool) []bool {
	var changed []bool
	se := staticStrings{hidden: decls, touched: touched, labels: labels}
	lists := map[string]bool{} // the hidden lists written out
	for i, f := range files {
		for j, d := range f.Decls {
			c, ok := d.(*ast.Comprehension)
			if !ok {
				continue
			}
			if out := listTemplate(c, se, skip); out != nil {
				if id, ok := c.Clauses[0].(*ast.ForClause).Source.(*ast.Ident); ok {
					lists[id.Name] = true
				}
				f.Decls[j] = out
				changed = markChanged(changed, len(files), i)
			}
		}
	}
	// A list nothing names any more leaves the package: CUE builds a
	// list's elements one by one, in time quadratic in its length
	// (helper-54: 42,500 names, 13x from 10k to 100k tools), and a list
	// of strings the rewrite could read holds no error to report.
	if len(lists) > 0 {
		refs := map[string]int{}
		for _, f := range files {
			hiddenRefs(f, func(name string) { refs[name]++ })
		}
		for i, f := range files {
			var kept []ast.Decl
			dropped := false
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.Field); ok {
					if id, ok := fd.Label.(*ast.Ident); ok && lists[id.Name] && refs[id.Name] == 0 && isHidden(id.Name) {
						dropped = true
						continue
					}
				}
				kept = append(kept, d)
			}
			if dropped {
				f.Decls = kept
				changed = markChanged(changed, len(files), i)
			}
		}
	}
	return changed
}

// listTemplate is the declaration c makes, or nil.
func listTemplate(c *ast.Comprehension, se staticStrings, skip map[string]bool) *ast.Field {
	if len(c.Clauses) != 1 {
		return nil
	}
	fc, ok := c.Clauses[0].(*ast.ForClause)
	if !ok || fc.Key != nil || fc.Value == nil {
		return nil
	}
	src, ok := fc.Source.(*ast.Ident)
	if !ok {
		return nil
	}
	names, ok := se.list(src)
	if !ok || len(names) == 0 {
		return nil
	}
	body, ok := c.Value.(*ast.StructLit)
	if !ok || len(body.Elts) != 1 {
		return nil
	}
	sf, ok := body.Elts[0].(*ast.Field)
	if !ok || sf.Constraint != token.ILLEGAL || len(sf.Attrs) > 0 {
		return nil
	}
	section, ok := sf.Label.(*ast.Ident)
	if !ok || !isFastSection(section.Name) || skip[section.Name] {
		return nil
	}
	inner, ok := sf.Value.(*ast.StructLit)
	if !ok || len(inner.Elts) != 1 {
		return nil
	}
	ef, ok := inner.Elts[0].(*ast.Field)
	if !ok || ef.Constraint != token.ILLEGAL || len(ef.Attrs) > 0 {
		return nil
	}
	pe, ok := ef.Label.(*ast.ParenExpr)
	if !ok {
		return nil
	}
	if v, ok := pe.X.(*ast.Ident); !ok || v.Node != fc.Value {
		return nil
	}
	if !defsOnly(ef.Value) {
		return nil
	}
	out := &ast.StructLit{Lbrace: inner.Lbrace, Rbrace: inner.Rbrace}
	for _, n := range names {
		label := ast.NewString(n)
		ast.SetPos(label, pe.Pos())
		out.Elts = append(out.Elts, &ast.Field{Label: label, Value: copyLiteral(ef.Value).(ast.Expr)})
	}
	return &ast.Field{Label: &ast.Ident{Name: section.Name, NamePos: section.NamePos}, Value: out}
}
