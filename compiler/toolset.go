package compiler

import (
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"
)

// A section's patterns gathered in a definition of their own,
//
//	#Toolsets: {
//		[=~"^github_"]: #MCPTool
//		[=~"^jira_"]:   #MCPTool
//		...
//	}
//	tools: #Toolsets
//
// kept the section in CUE (1.40× `cue vet` at 10,000 tools): the split
// reads a section declared as a struct. The definition is open (its `...`),
// and what it holds are pattern constraints whose values are definitions,
// closed as they are wherever they are named; so `tools: #Toolsets` is the
// section with those patterns, and inlineToolsets writes them in (as text,
// parsed again: fresh syntax the package resolves). `tools: #Toolsets &
// {...}` gets the struct's fields beside them, as unifying two open structs
// of fields does. Only a definition declared once at the top of a file of
// the package, of nothing but such patterns (labels of literals and string
// or _) and one plain `...`; anything else stays as written.

// inlineToolsets rewrites the sections declared as such a definition; it
// reports the files it changed.
func inlineToolsets(files []*ast.File, skip map[string]bool) []bool {
	defs := map[string][]*ast.Field{}
	for _, f := range files {
		if f.PackageName() == "" {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				if name, ok := simpleLabel(fd.Label); ok && len(name) > 1 && name[0] == '#' {
					defs[name] = append(defs[name], fd)
				}
			}
		}
	}
	texts := map[string][]byte{} // a definition's patterns as CUE text; nil: not one
	patternsOf := func(name string) ([]byte, bool) {
		if t, ok := texts[name]; ok {
			return t, t != nil
		}
		texts[name] = nil
		ds := defs[name]
		if len(ds) != 1 || ds[0].Constraint != token.ILLEGAL {
			return nil, false
		}
		sl, ok := ds[0].Value.(*ast.StructLit)
		if !ok {
			return nil, false
		}
		var pats []ast.Decl
		open := false
		for _, el := range sl.Elts {
			switch el := el.(type) {
			case *ast.Ellipsis:
				if el.Type != nil || open {
					return nil, false
				}
				open = true
			case *ast.Field:
				ll, isPattern := el.Label.(*ast.ListLit)
				if !isPattern || el.Constraint != token.ILLEGAL || len(el.Attrs) > 0 || len(ll.Elts) != 1 || !literalLabel(ll.Elts[0]) || !defsOnly(el.Value) {
					return nil, false
				}
				pats = append(pats, &ast.Field{Label: el.Label, Value: el.Value})
			case *ast.CommentGroup:
			default:
				return nil, false
			}
		}
		if !open || len(pats) == 0 {
			return nil, false
		}
		text, err := format.Node(&ast.StructLit{Elts: pats})
		if err != nil {
			return nil, false
		}
		texts[name] = text
		return text, true
	}
	var changed []bool
	for i, f := range files {
		if f.PackageName() == "" {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok || fd.Constraint != token.ILLEGAL || !isRegular(fd.Label) {
				continue
			}
			section, ok := simpleLabel(fd.Label)
			if !ok || !isFastSection(section) || skip[section] {
				continue
			}
			var def *ast.Ident
			var rest []ast.Decl
			fine := true
			for _, x := range andOperands(fd.Value) {
				switch x := x.(type) {
				case *ast.Ident:
					if def != nil || !packageDef(x) {
						fine = false
					}
					def = x
				case *ast.StructLit:
					rest = append(rest, x.Elts...)
				default:
					fine = false
				}
			}
			if !fine || def == nil {
				continue
			}
			text, ok := patternsOf(def.Name)
			if !ok {
				continue
			}
			x, err := parser.ParseExpr(templateFile, text)
			sl, isStruct := x.(*ast.StructLit)
			if err != nil || !isStruct {
				continue
			}
			sl.Lbrace, sl.Rbrace = def.Pos(), def.Pos()
			sl.Elts = append(sl.Elts, rest...)
			fd.Value = sl
			changed = markChanged(changed, len(files), i)
		}
	}
	return changed
}

// literalLabel reports whether a pattern's label refers to nothing: string,
// _, string literals and =~ or !~ of them, joined by & and |.
func literalLabel(e ast.Expr) bool {
	ok := true
	ast.Walk(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			ok = ok && n.Node == nil && (n.Name == "string" || n.Name == "_")
		case *ast.BasicLit, *ast.UnaryExpr, *ast.BinaryExpr, *ast.ParenExpr:
		default:
			ok = false
		}
		return ok
	}, nil)
	return ok
}

// defsOnly reports whether e is definitions of the package joined by &.
func defsOnly(e ast.Expr) bool {
	for _, x := range andOperands(e) {
		id, ok := x.(*ast.Ident)
		if !ok || !packageDef(id) {
			return false
		}
	}
	return true
}
