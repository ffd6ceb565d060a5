package compiler

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/model"
)

// The index is what the model keeps of the source: where each field path is
// declared and where it is set to a concrete value (so duplicates are found
// even when CUE unifies them silently), the string elements of lists, and
// every comment. It reads the syntax, not the evaluated value, and follows
// what a reader follows: struct literals, embeddings, `&`, and references
// to hidden fields and `let` bindings (the copy kept in `_extra` and
// embedded is a copy). It does not evaluate: fields built by
// comprehensions, interpolated or dynamic labels, pattern constraints and
// values reached through definitions or regular fields are not indexed.

// Bounds on following references, against a few lines that name a hidden
// field from many places, each naming another (the index must stay linear
// in the source, whatever CUE later makes of it).
const (
	maxRefDepth  = 16
	maxRefFields = 1 << 20 // fields walked through references, per file
)

// index indexes every file of the package.
func (l *loader) index() {
	l.groupIndex([]*indexRecs{indexFiles(l, l.files, 0)})
}

// indexRecs is what indexing found, in source order, before it is grouped
// by path: parallel slices, so that a path's positions can be a slice of
// them rather than an allocation of their own (a large policy has about a
// million paths, nearly all declared once).
type indexRecs struct {
	declPaths []string
	declPos   []model.Pos
	valPaths  []string
	vals      []model.Setting
	listPaths []string
	listRefs  []model.Ref
	comment   []model.Comment
	pending   []pendingRef // references to hidden fields other files declare
	made      []madeRec
}

// indexFiles indexes files with room for about n declarations, leaving
// references to other files' hidden fields pending.
func indexFiles(l *loader, files []*ast.File, n int) *indexRecs {
	r := &indexRecs{declPaths: make([]string, 0, n), declPos: make([]model.Pos, 0, n),
		valPaths: make([]string, 0, n), vals: make([]model.Setting, 0, n)}
	seen := map[model.Pos]bool{}
	for _, f := range files {
		w := &indexer{l: l, r: r}
		w.decls("", f.Decls, walkCtx{})
		ast.Walk(f, func(n ast.Node) bool {
			for _, cg := range ast.Comments(n) {
				for _, c := range cg.List {
					p := l.pos(c.Slash)
					if !seen[p] {
						seen[p] = true
						r.comment = append(r.comment, model.Comment{Pos: p, Text: c.Text})
					}
				}
			}
			return true
		}, nil)
		r.pending = append(r.pending, w.pending...)
	}
	return r
}

// groupIndex sets l's index from records in file order (comments of
// different records are told apart by position, as within one), resolves
// the pending references, and sorts it.
func (l *loader) groupIndex(recs []*indexRecs) {
	nd := 0
	for _, r := range recs {
		nd += len(r.declPaths)
	}
	l.decls = model.NewDeclIndex(nd)
	l.values = map[string][]model.Setting{}
	l.lists = map[string][]model.Ref{}
	multi := map[string]bool{} // paths declared more than once
	seen := map[model.Pos]bool{}
	for _, r := range recs {
		l.addDecls(r, multi)
		for _, c := range r.comment {
			if !seen[c.Pos] {
				seen[c.Pos] = true
				l.comment = append(l.comment, c)
			}
		}
		l.pending = append(l.pending, r.pending...)
		l.made = append(l.made, r.made...)
	}
	if len(l.made) > 0 {
		l.resolveMade(l.hiddenValues())
	}
	if r := l.resolvePending(); r != nil {
		l.addDecls(r, multi)
		recs = append(recs, r)
	}
	l.addSettings(recs, multi)
	l.sortIndex(multi)
}

// addDecls adds r's declarations and list elements to l's index, and the
// paths declared again to multi. A path seen for the first time takes a
// one-element slice of r's own array (full slice expression: an append
// copies rather than overwriting r's next record).
func (l *loader) addDecls(r *indexRecs, multi map[string]bool) {
	for i, k := range r.declPaths {
		if l.decls.Add(k, r.declPos[i:i+1:i+1]) {
			multi[k] = true
		}
	}
	for i, k := range r.listPaths {
		l.lists[k] = append(l.lists[k], r.listRefs[i])
	}
}

// addSettings sets l.values to what duplicate-declaration reads: the
// settings of every path declared more than once (a path is set where it
// is declared, so only those can be set twice), and every setting of an
// entry one of whose paths is set twice (the rule tells a pasted block
// from a repeated value by counting them). At 100,000 tools, a map of
// every setting was 800,000 entries built for the few that repeat.
func (l *loader) addSettings(recs []*indexRecs, multi map[string]bool) {
	if len(multi) == 0 {
		return
	}
	for _, r := range recs {
		for i, k := range r.valPaths {
			if multi[k] {
				l.values[k] = append(l.values[k], r.vals[i])
			}
		}
	}
	owners := map[model.Pos]bool{}
	for _, ss := range l.values {
		if len(ss) > 1 {
			for _, s := range ss {
				owners[s.Owner] = true
			}
		}
	}
	if len(owners) == 0 {
		return
	}
	for _, r := range recs {
		for i, k := range r.valPaths {
			if !multi[k] && owners[r.vals[i].Owner] {
				l.values[k] = append(l.values[k], r.vals[i])
			}
		}
	}
}

// sortIndex sorts the positions of every path declared more than once
// (multi), of every setting, and the comments.
func (l *loader) sortIndex(multi map[string]bool) {
	for k := range multi {
		ps := l.decls.Get(k)
		sort.SliceStable(ps, func(i, j int) bool { return ps[i].Less(ps[j]) })
	}
	for _, ss := range l.values {
		if len(ss) > 1 {
			sort.SliceStable(ss, func(i, j int) bool { return ss[i].Pos.Less(ss[j].Pos) })
		}
	}
	sort.SliceStable(l.comment, func(i, j int) bool { return l.comment[i].Pos.Less(l.comment[j].Pos) })
}

// pendingRef is a reference to a hidden field the parser could not resolve
// within its file: another file of the package declares it.
type pendingRef struct {
	path string
	name string
	sels []string // the fields selected of it (_g.gh.tools), if any
	ctx  walkCtx
}

// resolvePending indexes the hidden fields other files declare, where they
// are used, once every file has been indexed; nil when there are none.
func (l *loader) resolvePending() *indexRecs {
	if len(l.pending) == 0 {
		return nil
	}
	hidden := l.hiddenValues()
	r := &indexRecs{}
	w := &indexer{l: l, r: r}
	// What a hidden field's value refers to is pending in its turn (_g:
	// _h.tools; tools: _g): followed round by round, as deep as follow
	// goes (helper-101: the second step was dropped).
	pending := l.pending
	for round := 0; len(pending) > 0 && round <= maxRefDepth; round++ {
		w.pending = nil
		for _, p := range pending {
			for _, v := range hidden[p.name] {
				if v, ok := selectFields(v, p.sels); ok {
					w.follow(p.path, v, p.ctx)
				}
			}
		}
		pending = w.pending
	}
	l.pending = nil
	return r
}

// hiddenValues returns the top-level hidden fields' values by name, read
// from the files unless the fast path took them before changing the files.
func (l *loader) hiddenValues() map[string][]ast.Expr {
	if l.hiddenDecls == nil {
		l.hiddenDecls = hiddenDeclsOf(l.files)
	}
	return l.hiddenDecls
}

// hiddenDeclsOf returns the values of the files' top-level hidden fields,
// by name.
func hiddenDeclsOf(files []*ast.File) map[string][]ast.Expr {
	hidden := map[string][]ast.Expr{}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				if id, ok := fd.Label.(*ast.Ident); ok && isHidden(id.Name) {
					hidden[id.Name] = append(hidden[id.Name], fd.Value)
				}
			}
		}
	}
	return hidden
}

func isHidden(name string) bool {
	return strings.HasPrefix(name, "_") && name != "_" && !strings.HasPrefix(name, "_#")
}

type indexer struct {
	l       *loader
	r       *indexRecs // where what it finds goes
	fields  int        // walked through references
	pending []pendingRef
}

type walkCtx struct {
	owner  model.Pos // the declaration of the entry (section.name) being walked
	depth  int       // references followed to get here
	inList bool      // inside a list: the list is the value, not its parts
	// inComp: inside a comprehension's value, whose fields are declared
	// but may be made many times or none (not settings); made is the
	// comprehension, when it ranges over a literal in the file.
	inComp bool
	made   *madeFrom
}

func (w *indexer) decls(prefix string, decls []ast.Decl, c walkCtx) {
	l := w.l
	for _, d := range decls {
		switch d := d.(type) {
		case *ast.Field:
			name, _, err := ast.LabelName(d.Label)
			if err != nil || name == "" {
				if c.inComp {
					w.madeField(prefix, d, c)
				}
				continue // pattern constraints, dynamic labels
			}
			if c.depth > 0 {
				if w.fields++; w.fields > maxRefFields {
					return
				}
			}
			path := name
			if prefix != "" {
				path = prefix + "." + name
			}
			at := l.pos(d.Label.Pos())
			w.r.declPaths, w.r.declPos = append(w.r.declPaths, path), append(w.r.declPos, at)
			fc := c
			if strings.Count(path, ".") == 1 {
				fc.owner = at
			}
			if !c.inList && !c.inComp && d.Constraint == token.ILLEGAL && isRegular(d.Label) && w.concrete(d.Value, 0) {
				w.r.valPaths, w.r.vals = append(w.r.valPaths, path), append(w.r.vals, model.Setting{Pos: at, Owner: fc.owner})
			}
			w.expr(path, d.Value, fc)
		case *ast.EmbedDecl:
			w.expr(prefix, d.Expr, c)
		case *ast.Comprehension:
			w.comprehension(prefix, d, c)
		}
	}
}

func (w *indexer) expr(path string, e ast.Expr, c walkCtx) {
	l, r := w.l, w.r
	switch e := e.(type) {
	case *ast.StructLit:
		w.decls(path, e.Elts, c)
	case *ast.ListLit:
		lc := c
		lc.inList = true
		for i, el := range e.Elts {
			if bl, ok := el.(*ast.BasicLit); ok && bl.Kind == token.STRING {
				if s, err := literal.Unquote(bl.Value); err == nil {
					r.listPaths, r.listRefs = append(r.listPaths, path), append(r.listRefs, model.Ref{Name: s, Pos: l.pos(bl.Pos())})
				}
			}
			// Struct elements (release.head_changes) get indexed paths, so a
			// finding about one entry can point at it, not at the list.
			if st, ok := el.(*ast.StructLit); ok {
				elem := fmt.Sprintf("%s[%d]", path, i)
				r.declPaths, r.declPos = append(r.declPaths, elem), append(r.declPos, l.pos(st.Pos()))
				w.decls(elem, st.Elts, lc)
			}
		}
	case *ast.BinaryExpr:
		if e.Op == token.AND {
			w.expr(path, e.X, c)
			w.expr(path, e.Y, c)
		}
	case *ast.ParenExpr:
		w.expr(path, e.X, c)
	case *ast.Comprehension:
		w.comprehension(path, e, c)
	case *ast.Ident:
		if packageHidden(e) {
			// A hidden field of the package: every declaration of it, in
			// every file (cue/load's resolver binds a reference to one of
			// them, the parser per file to its own; helper-26's review).
			w.pending = append(w.pending, pendingRef{path: path, name: e.Name, ctx: c})
		} else if target, ok := refTarget(e); ok {
			w.follow(path, target, c)
		}
	case *ast.SelectorExpr:
		// _extra.tools: the field of a struct literal a reference names;
		// of a hidden field of the package, in every declaration of it
		// (the fast path parses each file alone: _g.gh.tools in a file
		// other than _g's named nothing there).
		if root, sels, ok := selectorPath(e); ok && packageHidden(root) {
			w.pending = append(w.pending, pendingRef{path: path, name: root.Name, sels: sels, ctx: c})
		} else if target, ok := w.selected(e, 0); ok {
			w.follow(path, target, c)
		}
	}
}

// packageHidden reports whether id names a hidden field of the package:
// one declared at the top of a file, this one or another.
func packageHidden(id *ast.Ident) bool {
	_, top := id.Scope.(*ast.File)
	_, isLet := id.Node.(*ast.LetClause)
	return isHidden(id.Name) && (id.Node == nil || (top && !isLet))
}

// selectorPath reads x.a.b as the name x and the labels a, b.
func selectorPath(e *ast.SelectorExpr) (*ast.Ident, []string, bool) {
	var sels []string
	var x ast.Expr = e
	for {
		switch s := x.(type) {
		case *ast.Ident:
			slices.Reverse(sels)
			return s, sels, true
		case *ast.SelectorExpr:
			name, _, err := ast.LabelName(s.Sel)
			if err != nil {
				return nil, nil, false
			}
			sels = append(sels, name)
			x = s.X
		default:
			return nil, nil, false
		}
	}
}

// selectFields is the value sels select in e, through struct literals
// that declare each once (declared twice, CUE unifies them: not followed).
func selectFields(e ast.Expr, sels []string) (ast.Expr, bool) {
	for _, name := range sels {
		sl, ok := e.(*ast.StructLit)
		if !ok {
			return nil, false
		}
		var found ast.Expr
		for _, d := range sl.Elts {
			if fd, ok := d.(*ast.Field); ok {
				if n, _, err := ast.LabelName(fd.Label); err == nil && n == name {
					if found != nil {
						return nil, false
					}
					found = fd.Value
				}
			}
		}
		if found == nil {
			return nil, false
		}
		e = found
	}
	return e, true
}

// follow indexes the value a reference names as if written at path.
func (w *indexer) follow(path string, target ast.Expr, c walkCtx) {
	if c.depth >= maxRefDepth || w.fields > maxRefFields {
		return
	}
	c.depth++
	w.expr(path, target, c)
}

// refTarget is the value of the hidden field or let binding id names, as
// the parser resolved it within its file.
func refTarget(id *ast.Ident) (ast.Expr, bool) {
	switch n := id.Node.(type) {
	case *ast.LetClause:
		return n.Expr, true
	case ast.Expr:
		if isHidden(id.Name) {
			return n, true
		}
	}
	return nil, false
}

// selected resolves x.a.b to the struct literal field it names, within the
// file.
func (w *indexer) selected(e *ast.SelectorExpr, depth int) (ast.Expr, bool) {
	if depth > maxRefDepth {
		return nil, false
	}
	var base ast.Expr
	switch x := e.X.(type) {
	case *ast.Ident:
		t, ok := refTarget(x)
		if !ok {
			return nil, false
		}
		base = t
	case *ast.SelectorExpr:
		t, ok := w.selected(x, depth+1)
		if !ok {
			return nil, false
		}
		base = t
	default:
		return nil, false
	}
	name, _, err := ast.LabelName(e.Sel)
	if err != nil {
		return nil, false
	}
	return selectFields(base, []string{name})
}

// concrete reports whether e is data, not a constraint: a literal, a list
// of them, or a reference to a hidden field or let binding that is one. A
// default (*"a" | "b"), a type, a bound, an interpolation or a required or
// optional marker is not.
func (w *indexer) concrete(e ast.Expr, depth int) bool {
	if depth > maxRefDepth {
		return false
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		return true
	case *ast.UnaryExpr:
		_, ok := e.X.(*ast.BasicLit)
		return ok && (e.Op == token.SUB || e.Op == token.ADD)
	case *ast.ParenExpr:
		return w.concrete(e.X, depth)
	case *ast.ListLit:
		for _, el := range e.Elts {
			if st, ok := el.(*ast.StructLit); ok {
				for _, d := range st.Elts {
					fd, ok := d.(*ast.Field)
					if !ok || fd.Constraint != token.ILLEGAL || !w.concrete(fd.Value, depth+1) {
						return false
					}
				}
				continue
			}
			if !w.concrete(el, depth+1) {
				return false
			}
		}
		return true
	case *ast.Ident:
		if t, ok := refTarget(e); ok {
			return w.concrete(t, depth+1)
		}
	}
	return false
}

// genIndexMin is the size of a struct generatedAt reads through an index
// of its labels (genIndex) rather than element by element.
const genIndexMin = 64

// genIndex holds, for a struct of at least genIndexMin elements, the
// positions of its fields by static label, and of everything else (a
// pattern, a dynamic label, an embedding, a comprehension), in order.
type genIndex struct {
	byName map[string][]int
	other  []int
}

// genCandidates returns the elements of ds generatedAt must look at for
// path[i]: all of them in a small struct; in a big one (a section of
// 10,000 entries), those its index has for the name and the others, in
// their order. A policy with thousands of problems asked for each one's
// place walked every entry each time (5,000 problems at 10k tools: 61%
// of the load).
func (l *loader) genCandidates(ds []ast.Decl, i int, path []string) []ast.Decl {
	if len(ds) < genIndexMin || i >= len(path) {
		return ds
	}
	if l.genIdx == nil {
		l.genIdx = map[*ast.Decl]*genIndex{}
	}
	gi := l.genIdx[&ds[0]]
	if gi == nil {
		gi = &genIndex{byName: map[string][]int{}}
		for j, d := range ds {
			if fd, ok := d.(*ast.Field); ok {
				if _, isList := fd.Label.(*ast.ListLit); !isList {
					if name, _, err := ast.LabelName(fd.Label); err == nil {
						gi.byName[name] = append(gi.byName[name], j)
						continue
					}
				}
			}
			gi.other = append(gi.other, j)
		}
		l.genIdx[&ds[0]] = gi
	}
	at := append(slices.Clone(gi.byName[path[i]]), gi.other...)
	slices.Sort(at)
	out := make([]ast.Decl, len(at))
	for k, j := range at {
		out[k] = ds[j]
	}
	return out
}

// generatedAt finds where the field at path is written when a comprehension
// makes it: following path from each file's top level through structs,
// embeddings, comprehensions and conjunctions, a dynamic label (`(k):`,
// `"\(k)":`) matching any name. It returns the label of the deepest field
// it reaches and how many elements of path that field covers. Where no
// label matches, a field can still come from an embedded reference (a
// definition embedded at the top of a file, say): then it returns the
// deepest such embedding, covering no element.
func (l *loader) generatedAt(path []string) (at model.Pos, depth int) {
	var emb model.Pos
	embDepth := -1
	var decls func(ds []ast.Decl, i int)
	var expr func(e ast.Expr, i int)
	decls = func(ds []ast.Decl, i int) {
		for _, d := range l.genCandidates(ds, i, path) {
			switch d := d.(type) {
			case *ast.Field:
				if _, isList := d.Label.(*ast.ListLit); isList || i >= len(path) {
					continue // a pattern constraint makes no field
				}
				if name, _, err := ast.LabelName(d.Label); err == nil && name != path[i] {
					continue
				}
				if i+1 > depth {
					at, depth = l.pos(d.Label.Pos()), i+1
				}
				expr(d.Value, i+1)
			case *ast.Comprehension:
				expr(d.Value, i)
			case *ast.EmbedDecl:
				switch d.Expr.(type) {
				case *ast.StructLit, *ast.Comprehension:
				default:
					if i > embDepth {
						emb, embDepth = l.pos(d.Expr.Pos()), i
					}
				}
				expr(d.Expr, i)
			}
		}
	}
	expr = func(e ast.Expr, i int) {
		switch e := e.(type) {
		case *ast.StructLit:
			decls(e.Elts, i)
		case *ast.Comprehension:
			expr(e.Value, i)
		case *ast.BinaryExpr:
			if e.Op == token.AND {
				expr(e.X, i)
				expr(e.Y, i)
			}
		case *ast.ParenExpr:
			expr(e.X, i)
		}
	}
	for _, f := range l.files {
		decls(f.Decls, 0)
	}
	if depth == 0 && embDepth >= 0 {
		return emb, 0
	}
	return at, depth
}
