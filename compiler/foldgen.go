package compiler

import (
	"slices"
	"strings"
	"unicode/utf8"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/token"
)

// staticGen is the value of a comprehension that makes entries from a
// hidden list or map of literals, worked out in Go:
//
//	_github: [{name: "get_issue", niche: "Read one issue."}, ...]
//	for t in _github {tools: "github_\(t.name)": {niche: t.niche}}
//
// CUE's evaluation of such comprehensions in the fold's per-file packages
// was a third of the CPU of loading a 10k-tool policy that writes its MCP
// tools so (0.21 s of 0.65 s). It gives what evalUnit would: for a
// comprehension in a section, the struct of the entries it makes; at the
// top of a file, the struct of sections holding them; each entry with the
// comprehension's definitions put back (withGenDefs). nil unless:
//   - it has one for clause, over a hidden field declared once at the top
//     of a file as a list of structs (for t in _l) or a struct of structs
//     or scalars (for k, v in _m), whose fields are string, bool or null
//     literals declared once;
//   - each entry it yields has a label that comes to a string, and a value
//     that is a struct of fields, beside the definitions allowGenDefs
//     took, each field's value a literal, the key, the element, a field of
//     the element, or a string interpolating those;
//   - no two entries of a section have the same name (CUE would unify
//     them).
//
// Anything else is evaluated by CUE as before.
func (fo *folder) staticGen(t *foldTarget) ast.Expr {
	if t.kind != foldTopGen && t.kind != foldSectionGen || t.dynamic {
		return nil
	}
	c, ok := t.decl.(*ast.Comprehension)
	if !ok || len(c.Clauses) != 1 {
		return nil
	}
	fc, ok := c.Clauses[0].(*ast.ForClause)
	if !ok || fc.Value == nil {
		return nil
	}
	src, ok := fc.Source.(*ast.Ident)
	if !ok || !fo.hiddenRef(src) || fo.touched[src.Name] || len(fo.hidden[src.Name]) != 1 {
		return nil
	}
	decl := fo.hidden[src.Name][0].field
	if decl.Constraint != token.ILLEGAL || len(decl.Attrs) > 0 {
		return nil
	}
	// The elements: each a struct of literals (fields), or a literal
	// (scalar), with its key in a map.
	type elem struct {
		key    string
		fields map[string]*ast.BasicLit
		scalar *ast.BasicLit
	}
	var elems []elem
	switch v := decl.Value.(type) {
	case *ast.ListLit:
		if fc.Key != nil {
			return nil
		}
		for _, x := range v.Elts {
			fs, ok := literalFields(x)
			if !ok {
				return nil
			}
			elems = append(elems, elem{fields: fs})
		}
	case *ast.StructLit:
		seen := map[string]bool{}
		for _, el := range v.Elts {
			fd, ok := el.(*ast.Field)
			if !ok || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 || !isRegular(fd.Label) {
				return nil
			}
			if _, isAlias := fd.Label.(*ast.Alias); isAlias {
				return nil
			}
			key, ok := simpleLabel(fd.Label)
			if !ok || strings.HasPrefix(key, "#") || seen[key] {
				return nil
			}
			seen[key] = true
			if bl, ok := fd.Value.(*ast.BasicLit); ok && plainLiteral(bl) {
				elems = append(elems, elem{key: key, scalar: bl})
				continue
			}
			fs, ok := literalFields(fd.Value)
			if !ok {
				return nil
			}
			elems = append(elems, elem{key: key, fields: fs})
		}
	default:
		return nil
	}
	// The entries' structs: at the top, sections holding entries.
	type yield struct {
		section string // "" in a section's struct
		field   *ast.Field
	}
	body, ok := c.Value.(*ast.StructLit)
	if !ok {
		return nil
	}
	var yields []yield
	for _, el := range body.Elts {
		fd, ok := el.(*ast.Field)
		if !ok || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 {
			return nil
		}
		if t.kind == foldSectionGen {
			yields = append(yields, yield{field: fd})
			continue
		}
		section, ok := simpleLabel(fd.Label)
		if !ok || !isRegular(fd.Label) || !slices.Contains(fastSections, section) {
			return nil
		}
		sl, ok := fd.Value.(*ast.StructLit)
		if !ok {
			return nil
		}
		for _, el := range sl.Elts {
			efd, ok := el.(*ast.Field)
			if !ok || efd.Constraint != token.ILLEGAL || len(efd.Attrs) > 0 {
				return nil
			}
			yields = append(yields, yield{section: section, field: efd})
		}
	}
	if len(yields) == 0 {
		return nil
	}
	// An empty list or map yields nothing, as CUE's evaluation would.
	isVar := func(id *ast.Ident, v *ast.Ident) bool { return v != nil && id.Node == v }
	// str works out an expression of the body for one element; ok false
	// if it is not one staticGen reads.
	var str func(x ast.Expr, e elem) (*ast.BasicLit, bool)
	str = func(x ast.Expr, e elem) (*ast.BasicLit, bool) {
		switch x := x.(type) {
		case *ast.ParenExpr:
			return str(x.X, e)
		case *ast.BasicLit:
			return freshLiteral(x)
		case *ast.Ident:
			switch {
			case isVar(x, fc.Key):
				return ast.NewString(e.key), true
			case isVar(x, fc.Value) && e.scalar != nil:
				return freshLiteral(e.scalar)
			}
		case *ast.SelectorExpr:
			id, ok := x.X.(*ast.Ident)
			if !ok || !isVar(id, fc.Value) || e.fields == nil {
				return nil, false
			}
			// t._d names a hidden field, not the regular one a quoted
			// "_d" declares (helper-79).
			name, ok := simpleLabel(x.Sel)
			if !ok || !isRegular(x.Sel) {
				return nil, false
			}
			if bl, ok := e.fields[name]; ok {
				return freshLiteral(bl)
			}
			return nil, false
		case *ast.Interpolation:
			return interpolate(x, func(x ast.Expr) (*ast.BasicLit, bool) { return str(x, e) })
		}
		return nil, false
	}
	defIdent := map[*ast.Ident]bool{}
	for _, id := range t.defIdents {
		defIdent[id] = true
	}
	bySection := map[string]*ast.StructLit{}
	var order []string
	names := map[string]map[string]bool{}
	for _, e := range elems {
		for _, y := range yields {
			var label ast.Expr
			switch l := y.field.Label.(type) {
			case *ast.ParenExpr:
				label = l.X
			case *ast.Interpolation:
				label = l
			default:
				return nil // a static label: its place among the declared ones
			}
			lbl, ok := str(label, e)
			if !ok || lbl.Kind != token.STRING {
				return nil
			}
			name, err := literal.Unquote(lbl.Value)
			if err != nil {
				return nil
			}
			if names[y.section] == nil {
				names[y.section] = map[string]bool{}
			}
			if names[y.section][name] {
				return nil
			}
			names[y.section][name] = true
			entry := &ast.StructLit{}
			var lit *ast.StructLit
			for _, x := range andOperands(y.field.Value) {
				if id, ok := x.(*ast.Ident); ok && defIdent[id] {
					continue // put back by withGenDefs
				}
				if call, ok := x.(*ast.CallExpr); ok && t.genClose && len(call.Args) == 1 {
					if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "close" {
						x = call.Args[0] // put back by withGenDefs
					}
				}
				sl, ok := x.(*ast.StructLit)
				if !ok || lit != nil {
					return nil
				}
				lit = sl
			}
			if lit == nil {
				return nil
			}
			seen := map[string]bool{}
			for _, el := range lit.Elts {
				fd, ok := el.(*ast.Field)
				if !ok || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 || !isRegular(fd.Label) {
					return nil
				}
				if _, isAlias := fd.Label.(*ast.Alias); isAlias {
					return nil
				}
				fname, ok := simpleLabel(fd.Label)
				if !ok || strings.HasPrefix(fname, "#") || seen[fname] {
					return nil
				}
				seen[fname] = true
				v, ok := str(fd.Value, e)
				if !ok {
					return nil
				}
				entry.Elts = append(entry.Elts, &ast.Field{Label: ast.NewString(fname), Value: v})
			}
			sl := bySection[y.section]
			if sl == nil {
				sl = &ast.StructLit{}
				bySection[y.section] = sl
				order = append(order, y.section)
			}
			sl.Elts = append(sl.Elts, &ast.Field{Label: ast.NewString(name), Value: entry})
		}
	}
	if t.kind == foldSectionGen {
		if bySection[""] == nil {
			return &ast.StructLit{} // over an empty list or map: no entries
		}
		return withGenDefs(bySection[""], t)
	}
	top := &ast.StructLit{}
	for _, section := range order {
		top.Elts = append(top.Elts, &ast.Field{Label: ast.NewString(section), Value: withGenDefs(bySection[section], t)})
	}
	return top
}

// freshLiteral is a plain literal written anew, without its position, as
// the values evalUnit writes are (a string unquoted and quoted again).
func freshLiteral(bl *ast.BasicLit) (*ast.BasicLit, bool) {
	if !plainLiteral(bl) {
		return nil, false
	}
	if bl.Kind != token.STRING {
		return &ast.BasicLit{Kind: bl.Kind, Value: bl.Value}, true
	}
	s, err := literal.Unquote(bl.Value)
	if err != nil {
		return nil, false
	}
	return ast.NewString(s), true
}

// literalFields reads a struct of plain literal fields (string, bool,
// null), each declared once.
func literalFields(x ast.Expr) (map[string]*ast.BasicLit, bool) {
	sl, ok := x.(*ast.StructLit)
	if !ok {
		return nil, false
	}
	fs := map[string]*ast.BasicLit{}
	for _, el := range sl.Elts {
		fd, ok := el.(*ast.Field)
		if !ok || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 || !isRegular(fd.Label) {
			return nil, false
		}
		if _, isAlias := fd.Label.(*ast.Alias); isAlias {
			return nil, false
		}
		name, ok := simpleLabel(fd.Label)
		if !ok || strings.HasPrefix(name, "#") {
			return nil, false
		}
		bl, ok := fd.Value.(*ast.BasicLit)
		if _, dup := fs[name]; dup || !ok || !plainLiteral(bl) {
			return nil, false
		}
		fs[name] = bl
	}
	return fs, true
}

// interpolate is the string an interpolation makes, each expression in it
// worked out by value; false unless each is a string.
func interpolate(x *ast.Interpolation, value func(ast.Expr) (*ast.BasicLit, bool)) (*ast.BasicLit, bool) {
	parts, exprs, ok := interpolationParts(x)
	if !ok {
		return nil, false
	}
	var b strings.Builder
	for i, p := range parts {
		b.WriteString(p)
		if i < len(exprs) {
			bl, ok := value(exprs[i])
			if !ok || bl.Kind != token.STRING {
				return nil, false
			}
			s, err := literal.Unquote(bl.Value)
			if err != nil {
				return nil, false
			}
			// Bytes are written as the string they spell; CUE writes
			// U+FFFD for bytes that are not UTF-8: left to it.
			if !utf8.ValidString(s) {
				return nil, false
			}
			b.WriteString(s)
		}
	}
	return ast.NewString(b.String()), true
}

// interpolationParts splits a double-quoted string interpolation into its
// literal parts, unquoted, and the expressions between them, as CUE's
// compiler reads one: the quotes from the first and last fragments, each
// fragment unquoted without its delimiters.
func interpolationParts(e *ast.Interpolation) (parts []string, exprs []ast.Expr, ok bool) {
	first, ok1 := e.Elts[0].(*ast.BasicLit)
	last, ok2 := e.Elts[len(e.Elts)-1].(*ast.BasicLit)
	if !ok1 || !ok2 || !strings.HasPrefix(first.Value, `"`) {
		return nil, nil, false
	}
	info, prefixLen, _, err := literal.ParseQuotes(first.Value, last.Value)
	if err != nil || !info.IsDouble() {
		return nil, nil, false
	}
	for i := 0; i < len(e.Elts); i += 2 {
		bl, ok := e.Elts[i].(*ast.BasicLit)
		if !ok || len(bl.Value) < prefixLen {
			return nil, nil, false
		}
		s, err := info.Unquote(bl.Value[prefixLen:])
		if err != nil {
			return nil, nil, false
		}
		parts = append(parts, s)
		if i+1 < len(e.Elts) {
			exprs = append(exprs, e.Elts[i+1])
		}
		prefixLen = 1 // the ) that closes the interpolation
	}
	return parts, exprs, true
}
