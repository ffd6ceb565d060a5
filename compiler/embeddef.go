package compiler

import (
	"slices"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// A policy's own schema, embedded at the top of a file,
//
//	#Policy: {
//		tools: [#Name]: {state: #State, ...}
//		providers: [#Name]: {budget: {target: int, max: int}, ...}
//	}
//	#Policy
//
// turned the split off for the whole package: a top-level embedding of
// anything but a struct literal may add fields anywhere (1.5-1.8x cue vet
// at 10,000 tools, 410 MB: helper-61's embed-def-top; a hidden _policy in
// its place alike). embedDefs writes, in the embedding's place, a copy of
// the fields of the struct the name stands for, as the file's own
// top-level fields, which the split reads as it reads any.
//
// CUE v0.17.1 embeds a definition at the top of a file open: the fields it
// gives are not closed, nor are the definitions it refers to
// (#P: {tools: [string]: #T} embedded accepts tools: x: {extra: 1} that
// #T does not allow), where a copy would close what a reference to a
// definition of a struct closes. So the copy is made only of what no
// closing changes: the struct's own fields (regular labels, pattern
// labels, literals, constraints), references to definitions of scalars
// alone (#Name, #State: no struct or list anywhere in them), CUE's
// predeclared names, and names declared inside the struct's own fields
// (not its top-level fields, which the copy's place would turn into the
// package's). No import, hidden field, let, comprehension, call or
// embedding: their meaning could differ where the copy stands. The name
// must be declared once in the package, at the top of a file, as a struct
// literal, and nothing else may add to it.

// embedDefs rewrites the files' top-level embeddings of such names; it
// reports which files changed.
func embedDefs(files []*ast.File) []bool {
	// The embedded names, and selections of their fields (_groups.github),
	// by the path written.
	var names []string
	for _, f := range files {
		for _, d := range f.Decls {
			if ed, ok := d.(*ast.EmbedDecl); ok {
				if root, sels := embedPath(ed.Expr); root != nil && !slices.Contains(names, pathKey(root, sels)) {
					names = append(names, pathKey(root, sels))
				}
			}
		}
	}
	if len(names) == 0 {
		return nil // most policies: no walk of every file
	}
	// The top-level declarations of every definition and hidden field.
	decls := map[string][]*ast.Field{}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				if id, ok := fd.Label.(*ast.Ident); ok && (strings.HasPrefix(id.Name, "#") || isHidden(id.Name)) {
					decls[id.Name] = append(decls[id.Name], fd)
				}
			}
		}
	}
	sc := &scalarDefs{decls: decls, known: map[string]bool{}}
	// The candidates first: the sections they give are among those whose
	// order the policy may observe.
	type candidate struct {
		key        string
		root, body *ast.StructLit
	}
	var cands []candidate
	for _, key := range names {
		name, sels, _ := strings.Cut(key, ".")
		ds := decls[name]
		// A name the schema declares too is unified with the schema's
		// (#Release: {...} brings version! to the top: helper-66).
		if len(ds) != 1 || slices.Contains(schemaDefNames(), name) {
			continue
		}
		fd := ds[0]
		sl, ok := fd.Value.(*ast.StructLit)
		if !ok || fd.Alias != nil || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 {
			continue
		}
		body := sl
		if sels != "" {
			// Through struct literals of plain fields, each naming the
			// label once (partOf): nothing else could add to the part.
			if v, present, fine := partOf(sl, strings.Split(sels, ".")); present && fine {
				body = v
			} else {
				body = nil
			}
		}
		if body != nil {
			cands = append(cands, candidate{key, sl, body})
		}
	}
	var cbodies []*ast.StructLit
	for _, c := range cands {
		cbodies = append(cbodies, c.body)
	}
	inPlace := orderFree(files, cbodies)
	bodies := map[string]*ast.StructLit{} // by path
	roots := map[string]*ast.StructLit{}  // the declarations' values, by name
	for _, c := range cands {
		if copyableBody(c.body, sc, inPlace) {
			name, _, _ := strings.Cut(c.key, ".")
			bodies[c.key], roots[name] = c.body, c.root
		}
	}
	if !keepSole(files, roots) {
		return nil
	}
	for key := range bodies {
		name, _, _ := strings.Cut(key, ".")
		if roots[name] == nil {
			delete(bodies, key)
		}
	}
	var changed []bool
	for i, f := range files {
		var out []ast.Decl
		for j, d := range f.Decls {
			var body *ast.StructLit
			if ed, ok := d.(*ast.EmbedDecl); ok {
				// The package's name: declared in this file (the resolver
				// points at its value) or in another (unresolved here).
				if id, sels := embedPath(ed.Expr); id != nil && roots[id.Name] != nil && (id.Node == roots[id.Name] || id.Node == nil && id.Scope == nil) {
					body = bodies[pathKey(id, sels)]
				}
			}
			if body == nil {
				if out != nil {
					out = append(out, d)
				}
				continue
			}
			if out == nil {
				out = append(make([]ast.Decl, 0, len(f.Decls)), f.Decls[:j]...)
			}
			// Its fields, as the file's own: a struct of fields embedded at
			// the top of a file gives the package those fields.
			for _, el := range body.Elts {
				if fd, ok := el.(*ast.Field); ok {
					out = append(out, cloneSyntax(fd).(ast.Decl))
				}
			}
		}
		if out != nil {
			f.Decls = out
			changed = markChanged(changed, len(files), i)
		}
	}
	return changed
}

// orderFree returns whether a section's regular entries may be written
// where an embedding of them stands (embedDefs, inlineLets): whether
// nothing observes the section's order or its entries' field order
// (orderSeen). The sections looked for are those declared at the top of a
// file, in a struct literal embedded there, and in bodies, the structs to
// be embedded (helper-99: groups given by two embedded names alone, and
// read by a for clause, were not looked for). A section declared under an
// alias (G=groups, groups: G={...}) is read through a name orderSeen does
// not follow: never free. Worked out at the first question.
func orderFree(files []*ast.File, bodies []*ast.StructLit) func(section string) bool {
	var ordered, entryOrder, aliased map[string]bool
	return func(section string) bool {
		if ordered == nil {
			var labels map[string]bool
			labels, aliased = fileLabels(files), map[string]bool{}
			add := func(sl *ast.StructLit) {
				for _, el := range sl.Elts {
					if fd, ok := el.(*ast.Field); ok {
						if name, ok := simpleLabel(fd.Label); ok {
							labels[name] = true
						}
					}
				}
			}
			for _, b := range bodies {
				add(b)
			}
			for _, f := range files {
				for _, d := range f.Decls {
					if ed, ok := d.(*ast.EmbedDecl); ok {
						if sl, ok := ed.Expr.(*ast.StructLit); ok {
							add(sl)
						}
					}
				}
				ast.Walk(f, func(n ast.Node) bool {
					fd, ok := n.(*ast.Field)
					if !ok {
						return true
					}
					if a, ok := fd.Label.(*ast.Alias); ok {
						if name, ok := a.Expr.(ast.Label); ok {
							if s, ok := simpleLabel(name); ok {
								aliased[s] = true
							}
						}
					}
					if _, ok := fd.Value.(*ast.Alias); ok || fd.Alias != nil {
						if s, ok := simpleLabel(fd.Label); ok {
							aliased[s] = true
						}
					}
					return true
				}, nil)
			}
			ordered, entryOrder = orderSeen(files, labels, false)
		}
		return !ordered[section] && !entryOrder[section] && !aliased[section]
	}
}

// embedPath reads an embedding of a definition or hidden field, or of a
// selection of its fields by plain names (_groups.github): the name and
// the labels selected; nil if e is neither.
func embedPath(e ast.Expr) (*ast.Ident, []string) {
	var sels []string
	for {
		switch x := e.(type) {
		case *ast.Ident:
			if !strings.HasPrefix(x.Name, "#") && !isHidden(x.Name) {
				return nil, nil
			}
			slices.Reverse(sels)
			return x, sels
		case *ast.SelectorExpr:
			id, ok := x.Sel.(*ast.Ident)
			if !ok || strings.Contains(id.Name, ".") {
				return nil, nil
			}
			sels = append(sels, id.Name)
			e = x.X
		default:
			return nil, nil
		}
	}
}

// pathKey is an embedded path's key: the names joined by dots.
func pathKey(root *ast.Ident, sels []string) string {
	return strings.Join(append([]string{root.Name}, sels...), ".")
}

// copyableBody reports whether a copy of sl means what sl embedded does
// (embedDefs); inPlace says whether a section's regular entries may be
// copied where the embedding stands.
func copyableBody(sl *ast.StructLit, sc *scalarDefs, inPlace func(section string) bool) bool {
	for _, el := range sl.Elts {
		fd, ok := el.(*ast.Field)
		if !ok {
			if _, isComment := el.(*ast.CommentGroup); isComment {
				continue
			}
			return false
		}
		id, ok := fd.Label.(*ast.Ident)
		if !ok || !isRegular(id) || fd.Alias != nil || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 {
			return false
		}
		// A for clause reads the regular fields an embedded name gives
		// after every declared one, while cue export shows them where the
		// embedding stands; no placement of a copy gives both (helper-66).
		// So regular entries only in a section nothing iterates or uses
		// as a value (an embedded _extra: {tools: {...}} of entries: 0.82 s
		// against cue vet's 0.56 s at 10,000 tools, evaluated plainly);
		// elsewhere pattern constraints alone.
		sec, ok := fd.Value.(*ast.StructLit)
		if !ok {
			return false
		}
		entries := inPlace(id.Name)
		for _, el := range sec.Elts {
			pf, ok := el.(*ast.Field)
			if !ok {
				if _, isComment := el.(*ast.CommentGroup); isComment {
					continue
				}
				return false
			}
			if _, isPattern := pf.Label.(*ast.ListLit); !isPattern && !entries {
				return false
			}
		}
	}
	// Nodes a reference may resolve to: those inside the top-level fields'
	// values (a nested field, an alias, a pattern's label).
	inner := map[ast.Node]bool{}
	for _, el := range sl.Elts {
		if fd, ok := el.(*ast.Field); ok {
			ast.Walk(fd.Value, func(n ast.Node) bool { inner[n] = true; return true }, nil)
		}
	}
	ok := true
	var check func(n ast.Node) bool
	check = func(n ast.Node) bool {
		if !ok {
			return false
		}
		fd, isField := n.(*ast.Field)
		if !isField {
			ok = refOK(n, inner, sc)
			return ok
		}
		if fd.Alias != nil || len(fd.Attrs) > 0 {
			ok = false
			return false
		}
		// A label is no reference; a pattern's expression is walked as
		// any value.
		switch l := fd.Label.(type) {
		case *ast.Ident:
			// A nested definition or hidden field: not data.
			ok = isRegular(l)
		case *ast.BasicLit:
		case *ast.ListLit:
			for _, x := range l.Elts {
				if _, aliased := x.(*ast.Alias); aliased {
					ok = false
				}
			}
			if ok {
				ast.Walk(l, check, nil)
			}
		default:
			ok = false
		}
		if ok {
			ast.Walk(fd.Value, check, nil)
		}
		return false
	}
	for _, el := range sl.Elts {
		if fd, isField := el.(*ast.Field); isField {
			ast.Walk(fd.Value, check, nil)
		}
	}
	return ok
}

// refOK reports whether node n may stand in a copy (copyableBody): a
// reference to what inner holds, to a scalar definition or to a
// predeclared name, or syntax without references, calls, comprehensions,
// lets or embeddings.
func refOK(n ast.Node, inner map[ast.Node]bool, sc *scalarDefs) bool {
	switch n := n.(type) {
	case *ast.Ident:
		if n.Node == nil {
			return plainPredeclared(n) || strings.HasPrefix(n.Name, "#") && n.Scope == nil && sc.scalar(n.Name)
		}
		if inner[n.Node] {
			return true
		}
		// A definition of the package (its declaration's value).
		return strings.HasPrefix(n.Name, "#") && (n.Scope == nil || isFileScope(n.Scope)) && sc.scalar(n.Name)
	case *ast.CallExpr, *ast.Comprehension, *ast.LetClause, *ast.EmbedDecl, *ast.SelectorExpr, *ast.IndexExpr, *ast.SliceExpr, *ast.Interpolation, *ast.Alias:
		return false
	}
	return true
}

// scalarDefs says which definitions hold no struct or list: the policy's
// by their declarations, the schema's by its values.
type scalarDefs struct {
	decls map[string][]*ast.Field
	known map[string]bool // answers so far; false while one is worked out
}

func (sc *scalarDefs) scalar(name string) bool {
	if v, seen := sc.known[name]; seen {
		return v
	}
	sc.known[name] = false // a cycle is no scalar
	ds := sc.decls[name]
	ok := true
	if len(ds) == 0 {
		ok = slices.Contains(schemaDefNames(), name) && !schemaStructDefs()[name]
	}
	for _, fd := range ds {
		ast.Walk(fd.Value, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.StructLit, *ast.ListLit, *ast.Comprehension, *ast.CallExpr, *ast.SelectorExpr, *ast.IndexExpr, *ast.Interpolation:
				ok = false
			case *ast.Ident:
				ok = ok && (scalarTypes[n.Name] && n.Node == nil || strings.HasPrefix(n.Name, "#") && sc.scalar(n.Name))
			}
			return ok
		}, nil)
	}
	sc.known[name] = ok
	return ok
}

// cloneSyntax copies syntax, positions and all
// (cuelang.org/go v0.17 has no public deep copy of syntax). The copy's
// references point into the copy where the original's pointed into the
// original (the split reads what a name refers to from the resolver's
// Node and Scope), and a reference to a file's let of a literal is that
// literal. Nodes it does not know (comments) are shared, never written.
func cloneSyntax(n ast.Node) ast.Node {
	m := map[ast.Node]ast.Node{}
	c := cloneNode(n, m)
	for _, x := range m {
		if id, ok := x.(*ast.Ident); ok {
			if to, ok := m[id.Node]; ok {
				id.Node = to
			}
			if to, ok := m[id.Scope]; ok {
				id.Scope = to
			}
		}
	}
	return c
}

// cloneExpr is cloneNode of an expression that may be nil.
func cloneExpr(e ast.Expr, m map[ast.Node]ast.Node) ast.Expr {
	if e == nil {
		return nil
	}
	return cloneNode(e, m).(ast.Expr)
}

// cloneNode is cloneSyntax's copy, recording each node's copy in m (nil:
// not recorded, for syntax whose identifiers name nothing in it, as the
// fold's literals).
func cloneNode(n ast.Node, m map[ast.Node]ast.Node) ast.Node {
	var c ast.Node
	switch n := n.(type) {
	case *ast.Field:
		x := *n
		x.Label = cloneNode(n.Label, m).(ast.Label)
		x.Value = cloneNode(n.Value, m).(ast.Expr)
		c = &x
	case *ast.StructLit:
		x := *n
		x.Elts = make([]ast.Decl, len(n.Elts))
		for i, el := range n.Elts {
			x.Elts[i] = cloneNode(el, m).(ast.Decl)
		}
		c = &x
	case *ast.ListLit:
		x := *n
		x.Elts = make([]ast.Expr, len(n.Elts))
		for i, el := range n.Elts {
			x.Elts[i] = cloneNode(el, m).(ast.Expr)
		}
		c = &x
	case *ast.BinaryExpr:
		x := *n
		x.X, x.Y = cloneNode(n.X, m).(ast.Expr), cloneNode(n.Y, m).(ast.Expr)
		c = &x
	case *ast.ParenExpr:
		x := *n
		x.X = cloneNode(n.X, m).(ast.Expr)
		c = &x
	case *ast.UnaryExpr:
		x := *n
		x.X = cloneNode(n.X, m).(ast.Expr)
		c = &x
	case *ast.Ident:
		if bl := letLiteral(n); bl != nil {
			// A file's let of a literal: the literal, where the name stood.
			x := *bl
			x.ValuePos = n.Pos()
			c = &x
			break
		}
		x := *n
		c = &x
	case *ast.BasicLit:
		x := *n
		c = &x
	case *ast.Ellipsis:
		x := *n
		x.Type = cloneExpr(n.Type, m)
		c = &x
	case *ast.CallExpr:
		x := *n
		x.Fun = cloneExpr(n.Fun, m)
		x.Args = make([]ast.Expr, len(n.Args))
		for i, a := range n.Args {
			x.Args[i] = cloneExpr(a, m)
		}
		c = &x
	case *ast.SelectorExpr:
		x := *n
		x.X = cloneExpr(n.X, m)
		x.Sel = cloneNode(n.Sel, m).(ast.Label)
		c = &x
	case *ast.IndexExpr:
		x := *n
		x.X, x.Index = cloneExpr(n.X, m), cloneExpr(n.Index, m)
		c = &x
	case *ast.SliceExpr:
		x := *n
		x.X, x.Low, x.High = cloneExpr(n.X, m), cloneExpr(n.Low, m), cloneExpr(n.High, m)
		c = &x
	case *ast.Interpolation:
		x := *n
		x.Elts = make([]ast.Expr, len(n.Elts))
		for i, el := range n.Elts {
			x.Elts[i] = cloneExpr(el, m)
		}
		c = &x
	case *ast.Comprehension:
		x := *n
		x.Clauses = make([]ast.Clause, len(n.Clauses))
		for i, cl := range n.Clauses {
			x.Clauses[i] = cloneNode(cl, m).(ast.Clause)
		}
		x.Value = cloneExpr(n.Value, m)
		c = &x
	case *ast.ForClause:
		x := *n
		if n.Key != nil {
			x.Key = cloneNode(n.Key, m).(*ast.Ident)
		}
		if n.Value != nil {
			x.Value = cloneNode(n.Value, m).(*ast.Ident)
		}
		x.Source = cloneExpr(n.Source, m)
		c = &x
	case *ast.IfClause:
		x := *n
		x.Condition = cloneExpr(n.Condition, m)
		c = &x
	case *ast.LetClause:
		x := *n
		x.Ident = cloneNode(n.Ident, m).(*ast.Ident)
		x.Expr = cloneExpr(n.Expr, m)
		c = &x
	case *ast.EmbedDecl:
		x := *n
		x.Expr = cloneExpr(n.Expr, m)
		c = &x
	default:
		return n // a comment, an alias, an else clause: shared, never changed
	}
	if m != nil {
		m[n] = c
	}
	return c
}
