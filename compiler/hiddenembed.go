package compiler

import (
	"maps"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// Entries sharing their defaults through a hidden struct,
//
//	_mcpDefaults: {source: "mcp", state: *"deferred" | #State}
//	tools: github_get_issue: {_mcpDefaults, niche: "..."}
//	tools: jira_search: _mcpDefaults & {niche: "..."}
//
// were not literals to the split, and were evaluated by CUE whole (helper-
// 65's survey: 0.85-1.6x cue vet at 10,000 tools). embedHidden writes the
// struct's fields into each such entry's literal, after its own, which the
// split then reads like any entry's fields and constraints.
//
// A hidden struct is open, and embedding it in a struct literal, or
// unifying it with one, gives the literal's fields unified with its
// fields: the same as writing them in the literal, when they mean there
// what they mean in the hidden field. So the struct must be declared
// once, at the top of a file, and nothing else may add to it (no field of
// that name anywhere else, no top-level comprehension or embedding that
// could); its fields must be written with plain labels and hold only
// literals, constraints, defaults, lists and structs of them, CUE's
// predeclared names, the package's definitions and its file's lets of a
// literal, written as the literal (no import, other let, hidden or
// regular field, call or comprehension, whose meaning could differ in the
// entry's file or scope). CUE orders an entry's own fields
// first and then the embedded struct's, as the copy does, unless the two
// share a label, which is left to CUE; only in sections nothing iterates
// entry by entry or uses other than as data (skip).

// embedHidden rewrites entries of the files' fast sections that embed or
// unify with such a hidden struct, but for the sections in keepOrder; it
// reports which files changed.
func embedHidden(files []*ast.File, keepOrder, touched map[string]bool) []bool {
	helpers := map[string]*ast.StructLit{}
	conjs := map[string][]*ast.Ident{}
	plainHiddenDecls(files, touched, func(name string, fd *ast.Field) {
		if sl, ok := fd.Value.(*ast.StructLit); ok && helperBody(sl) {
			helpers[name] = sl
		} else if ids := helperConj(fd.Value); ids != nil {
			conjs[name] = ids
		}
	})
	if len(helpers) == 0 || !keepSole(files, helpers) {
		return nil // most policies have none: no walk
	}
	// A hidden field joining such structs (_mcpBase: _src & _lazy: 1.2x
	// cue vet at 10,000 tools, helper-100) is their fields together, when
	// no two share a label.
	merged := map[string]*ast.StructLit{}
	for name, ids := range conjs {
		out := &ast.StructLit{}
		labels := map[string]bool{}
		for _, id := range ids {
			body := helpers[id.Name]
			if body == nil || !(id.Scope == nil || isFileScope(id.Scope)) {
				out = nil
				break
			}
			for _, el := range body.Elts {
				if fd, ok := el.(*ast.Field); ok {
					l, _ := simpleLabel(fd.Label)
					if labels[l] {
						out = nil
						break
					}
					labels[l] = true
					out.Elts = append(out.Elts, fd)
				}
			}
			if out == nil {
				break
			}
		}
		if out != nil {
			merged[name] = out
		}
	}
	if keepSole(files, merged) {
		maps.Copy(helpers, merged)
	}
	var changed []bool
	for i, f := range files {
		for _, d := range f.Decls {
			top, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			section, ok := simpleLabel(top.Label)
			if !ok || !isFastSection(section) || keepOrder[section] || !isRegular(top.Label) {
				continue
			}
			sl, ok := top.Value.(*ast.StructLit)
			if !ok {
				continue
			}
			// The section's own definitions: a copy's #D would name one
			// (helper-104).
			defs := declaredDefs(sl)
			for _, el := range sl.Elts {
				entry, ok := el.(*ast.Field)
				if !ok || entry.Constraint != token.ILLEGAL {
					continue
				}
				if x := withHelper(entry.Value, helpers, defs); x != nil {
					entry.Value = x
					changed = markChanged(changed, len(files), i)
				}
			}
		}
	}
	return changed
}

// withHelper returns v, an entry's value, with the hidden struct it embeds
// or unifies with written into its literal; nil if it is not that.
func withHelper(v ast.Expr, helpers map[string]*ast.StructLit, sectionDefs map[string]bool) ast.Expr {
	var own *ast.StructLit
	var ref *ast.Ident
	var embed ast.Decl
	switch v := v.(type) {
	case *ast.BinaryExpr: // _h & {...} or {...} & _h
		if v.Op != token.AND {
			return nil
		}
		l, r := v.X, v.Y
		if _, isIdent := r.(*ast.Ident); isIdent {
			l, r = r, l
		}
		ref, _ = l.(*ast.Ident)
		own, _ = r.(*ast.StructLit)
	case *ast.StructLit: // {_h, ...}
		own = v
		for _, el := range v.Elts {
			if ed, ok := el.(*ast.EmbedDecl); ok {
				if ref != nil {
					return nil // two embeddings
				}
				ref, _ = ed.Expr.(*ast.Ident)
				embed = ed
				if ref == nil {
					return nil
				}
			}
		}
	}
	if ref == nil || own == nil || helpers[ref.Name] == nil || !(ref.Scope == nil || isFileScope(ref.Scope)) {
		return nil
	}
	if _, isLet := ref.Node.(*ast.LetClause); isLet {
		return nil
	}
	body := helpers[ref.Name]
	// The copy's references to the package's definitions are unbound, to
	// resolve where it stands: not where the entry's literal, or the
	// section's, declares a definition of that name (helper-104: #St:
	// "deferred" beside the entry took the helper's state: #St).
	ownDefs := declaredDefs(own)
	for _, id := range refIdents(body) {
		if strings.HasPrefix(id.Name, "#") && (ownDefs[id.Name] || sectionDefs[id.Name]) {
			return nil
		}
	}
	labels := map[string]bool{}
	out := &ast.StructLit{Lbrace: own.Lbrace, Rbrace: own.Rbrace}
	for _, el := range own.Elts {
		if el == embed {
			continue
		}
		switch el := el.(type) {
		case *ast.Field:
			name, ok := simpleLabel(el.Label)
			if !ok {
				return nil
			}
			labels[name] = true
		case *ast.CommentGroup, *ast.Attribute:
		default:
			return nil // a comprehension, embedding or let: may add a shared label
		}
		out.Elts = append(out.Elts, el)
	}
	for _, el := range body.Elts {
		fd, ok := el.(*ast.Field)
		if !ok {
			continue
		}
		if name, _ := simpleLabel(fd.Label); labels[name] {
			return nil // CUE orders a shared label otherwise
		}
		// The copy stands in another file or scope: its references are to
		// the package's definitions, which resolve there as anywhere, and
		// to its file's lets of literals, written as those literals
		// (cloneSyntax).
		c := cloneSyntax(fd).(*ast.Field)
		ast.Walk(c, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && strings.HasPrefix(id.Name, "#") {
				id.Node, id.Scope = nil, nil
			}
			return true
		}, nil)
		out.Elts = append(out.Elts, c)
	}
	return out
}

// declaredDefs returns the definitions sl declares, by name.
func declaredDefs(sl *ast.StructLit) map[string]bool {
	var out map[string]bool
	for _, el := range sl.Elts {
		if fd, ok := el.(*ast.Field); ok {
			l := fd.Label
			if a, ok := l.(*ast.Alias); ok {
				l, _ = a.Expr.(ast.Label)
			}
			if id, ok := l.(*ast.Ident); ok && strings.HasPrefix(id.Name, "#") {
				if out == nil {
					out = map[string]bool{}
				}
				out[id.Name] = true
			}
		}
	}
	return out
}

// helperConj returns the names e joins by &, when it is two or more
// identifiers joined so (parentheses aside); nil otherwise.
func helperConj(e ast.Expr) []*ast.Ident {
	var ids []*ast.Ident
	var walk func(e ast.Expr) bool
	walk = func(e ast.Expr) bool {
		switch x := e.(type) {
		case *ast.ParenExpr:
			return walk(x.X)
		case *ast.BinaryExpr:
			return x.Op == token.AND && walk(x.X) && walk(x.Y)
		case *ast.Ident:
			if _, isLet := x.Node.(*ast.LetClause); isLet || !isHidden(x.Name) {
				return false
			}
			ids = append(ids, x)
			return true
		}
		return false
	}
	if _, ok := e.(*ast.BinaryExpr); !ok || !walk(e) {
		return nil
	}
	return ids
}

// letLiteral returns the literal id refers to through a let of its file
// (let server = "github"), or nil.
func letLiteral(id *ast.Ident) *ast.BasicLit {
	lc, ok := id.Node.(*ast.LetClause)
	if !ok || !isFileScope(id.Scope) {
		return nil
	}
	bl, ok := lc.Expr.(*ast.BasicLit)
	if !ok || !substLiteral(bl) {
		return nil
	}
	return bl
}

// helperBody reports whether a hidden struct's fields may be written into
// an entry (embedHidden).
func helperBody(sl *ast.StructLit) bool {
	ok := true
	var value func(n ast.Node) bool
	value = func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.Field:
			name, simple := simpleLabel(n.Label)
			if !simple || !isRegular(n.Label) || strings.HasPrefix(name, "#") || n.Alias != nil || len(n.Attrs) > 0 || n.Constraint == token.NOT {
				ok = false
				return false
			}
			ast.Walk(n.Value, value, nil)
			return false
		case *ast.Ident:
			switch {
			case letLiteral(n) != nil:
			case n.Node == nil && plainPredeclared(n):
			case strings.HasPrefix(n.Name, "#") && (n.Scope == nil || isFileScope(n.Scope)):
				if _, isLet := n.Node.(*ast.LetClause); isLet {
					ok = false
				}
			default:
				ok = false
			}
		case *ast.BasicLit, *ast.StructLit, *ast.ListLit, *ast.BinaryExpr, *ast.UnaryExpr, *ast.ParenExpr, *ast.Ellipsis, *ast.CommentGroup, *ast.Comment:
		default:
			ok = false
		}
		return ok
	}
	for _, el := range sl.Elts {
		switch el.(type) {
		case *ast.Field:
			ast.Walk(el, value, nil)
		case *ast.CommentGroup:
		default:
			return false
		}
	}
	return ok && len(sl.Elts) > 0
}
