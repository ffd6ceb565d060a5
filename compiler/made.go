package compiler

import (
	"iter"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/model"
)

// Where an entry a comprehension makes is declared. The index reads the
// source without evaluating it, so `for n in _onDemand {tools: (n): #D}`
// declares no tools.NAME. Without more, such a tool was "declared at" its
// section's first declaration: explain named that file, and declaration
// order put every made tool where the section starts. The index now walks
// comprehensions' values (a field with a label it can read is declared
// there: `if _flag {tools: {x: ...}}`), and records, for each field with a
// label it cannot read, the label's place and, when the comprehension's one
// for clause ranges over literals (a list of strings, or structs' labels:
// written in place, a hidden field of any file, a let, or a selection of
// one, _cfg.names), the place each name is first written there. Once the
// policy is evaluated, an entry nothing declares takes the place its name
// is written in such a literal, or else the first such label
// (declareMade).
//
// The records come from the files as written, before the fast path's
// rewrites (listgen.go writes the comprehension out; staticif.go decides
// `if` on the policy's flags): fast and plain evaluation give the same
// places.

// madeRec is a field a comprehension makes under parent with a label the
// index cannot read.
type madeRec struct {
	parent string
	at     model.Pos // the label
	label  string    // the variable the label is, "(n)" or "\(n)"; "" otherwise
	from   *madeFrom
	names  map[string]model.Pos // where each name it can make is written; nil: unknown
}

// madeFrom is a comprehension's one for clause: its variables, and what it
// ranges over, a top-level hidden field (by name: another file may declare
// it) or the value of a let binding.
type madeFrom struct {
	keyVar, valVar string
	hidden         string
	expr           ast.Expr
}

// comprehension indexes a comprehension's value at path: its fields are
// declarations there, made once, many times or not at all.
func (w *indexer) comprehension(path string, e *ast.Comprehension, c walkCtx) {
	cc := c
	cc.inComp = true
	cc.made = madeSource(e.Clauses)
	w.expr(path, e.Value, cc)
}

// madeSource reads a comprehension's clauses: exactly one for clause, over
// a hidden field or a let binding. nil otherwise.
func madeSource(clauses []ast.Clause) *madeFrom {
	var fc *ast.ForClause
	for _, cl := range clauses {
		if f, ok := cl.(*ast.ForClause); ok {
			if fc != nil {
				return nil // nested for clauses: names are combinations
			}
			fc = f
		}
	}
	if fc == nil || fc.Value == nil {
		return nil
	}
	m := &madeFrom{valVar: fc.Value.Name}
	if fc.Key != nil {
		m.keyVar = fc.Key.Name
	}
	switch src := fc.Source.(type) {
	case *ast.Ident:
		if _, isLet := src.Node.(*ast.LetClause); isLet {
			m.expr, _ = refTarget(src)
		} else if isHidden(src.Name) {
			m.hidden = src.Name
		}
	case *ast.ListLit, *ast.StructLit, *ast.SelectorExpr:
		// for n in ["p", "q"], for n in _cfg.names
		m.expr = src
	}
	if m.expr == nil && m.hidden == "" {
		return nil
	}
	return m
}

// madeField records a field a comprehension makes at prefix with a label
// the index cannot read.
func (w *indexer) madeField(prefix string, d *ast.Field, c walkCtx) {
	var label string
	switch lb := d.Label.(type) {
	case *ast.ParenExpr: // (n): …
		if id, ok := lb.X.(*ast.Ident); ok {
			label = id.Name
		}
	case *ast.Interpolation: // "\(n)": …
		if len(lb.Elts) == 3 {
			if id, ok := lb.Elts[1].(*ast.Ident); ok && isBareInterpolation(lb) {
				label = id.Name
			}
		}
	case *ast.ListLit:
		return // a pattern constraint makes no field
	}
	w.r.made = append(w.r.made, madeRec{parent: prefix, at: w.l.pos(d.Label.Pos()), label: label, from: c.made})
}

// resolveMade sets the names of every made field whose label is the
// variable of a for clause over literals: a list of strings (the variable
// naming an element) or structs (naming a label), through embedded and
// named hidden fields and let bindings.
func (l *loader) resolveMade(hidden map[string][]ast.Expr) {
	type key struct {
		from  *madeFrom
		label string
	}
	done := map[key]map[string]model.Pos{}
	for i := range l.made {
		r := &l.made[i]
		if r.from == nil || r.label == "" || (r.label != r.from.keyVar && r.label != r.from.valVar) {
			continue
		}
		k := key{r.from, r.label}
		names, ok := done[k]
		if !ok {
			names = l.madeNames(r.from, r.label == r.from.keyVar, hidden)
			done[k] = names
		}
		r.names = names
	}
}

// madeNames returns the names a for clause's variable takes, and where
// each is first written; nil when they cannot be read without evaluating.
func (l *loader) madeNames(m *madeFrom, byKey bool, hidden map[string][]ast.Expr) map[string]model.Pos {
	names := map[string]model.Pos{}
	fields := 0
	var add func(e ast.Expr, depth int) bool
	ref := func(id *ast.Ident, depth int) bool {
		_, top := id.Scope.(*ast.File)
		_, isLet := id.Node.(*ast.LetClause)
		if isHidden(id.Name) && (id.Node == nil || (top && !isLet)) {
			vs := hidden[id.Name]
			for _, v := range vs {
				if !add(v, depth+1) {
					return false
				}
			}
			return len(vs) > 0
		}
		t, ok := refTarget(id)
		return ok && add(t, depth+1)
	}
	note := func(name string, at token.Pos) {
		if _, seen := names[name]; !seen {
			names[name] = l.pos(at)
		}
	}
	add = func(e ast.Expr, depth int) bool {
		if depth > maxRefDepth || fields > maxRefFields {
			return false
		}
		switch e := e.(type) {
		case *ast.ListLit:
			if byKey {
				return false // the key of a list is an index
			}
			for _, el := range e.Elts {
				fields++
				if _, isType := el.(*ast.Ellipsis); isType {
					continue // [...string]: a type, no element
				}
				bl, ok := el.(*ast.BasicLit)
				if !ok || bl.Kind != token.STRING {
					return false
				}
				s, err := literal.Unquote(bl.Value)
				if err != nil {
					return false
				}
				note(s, bl.Pos())
			}
			return true
		case *ast.StructLit:
			if !byKey {
				return false
			}
			for _, d := range e.Elts {
				fields++
				switch d := d.(type) {
				case *ast.Field:
					if _, pattern := d.Label.(*ast.ListLit); pattern {
						continue // makes no field to range over
					}
					name, _, err := ast.LabelName(d.Label)
					if err != nil || name == "" {
						return false
					}
					if isRegular(d.Label) && d.Constraint == token.ILLEGAL {
						note(name, d.Label.Pos()) // optional fields are not ranged over
					}
				case *ast.Attribute, *ast.CommentGroup:
				case *ast.EmbedDecl:
					id, ok := d.Expr.(*ast.Ident)
					if !ok || !ref(id, depth) {
						return false
					}
				default:
					return false
				}
			}
			return true
		case *ast.Ident:
			return ref(e, depth)
		case *ast.SelectorExpr:
			// _cfg.names: the field of the struct literals _cfg is.
			label, ok := simpleLabel(e.Sel)
			if !ok {
				return false
			}
			found := false
			for _, st := range l.structsOf(e.X, hidden, depth+1) {
				for _, d := range st.Elts {
					if fd, isField := d.(*ast.Field); isField {
						if n, ok := simpleLabel(fd.Label); ok && n == label && sameKind(e.Sel, fd.Label) && fd.Constraint == token.ILLEGAL {
							if !add(fd.Value, depth+1) {
								return false
							}
							found = true
						}
					}
				}
			}
			return found
		}
		return false
	}
	src := m.expr
	if src == nil {
		src = &ast.Ident{Name: m.hidden}
	}
	if !add(src, 0) {
		return nil
	}
	return names
}

// isBareInterpolation reports whether a three-part interpolation is "\(x)"
// with nothing around x.
func isBareInterpolation(lb *ast.Interpolation) bool {
	first, ok1 := lb.Elts[0].(*ast.BasicLit)
	last, ok2 := lb.Elts[2].(*ast.BasicLit)
	return ok1 && ok2 && (first.Value == `"\(` || first.Value == `"""\(`) && (last.Value == `)"` || last.Value == `)"""`)
}

// declareMade gives each entry of section that no field declares the place
// a comprehension makes it (see the top of the file): where its name is
// written in the literal the comprehension ranges over, or else the first
// label that could make it.
func (l *loader) declareMade(section string, names iter.Seq[string]) {
	if l.decls == nil {
		return
	}
	var recs []madeRec
	for _, r := range l.made {
		if r.parent == section {
			recs = append(recs, r)
		}
	}
	if len(recs) == 0 {
		return
	}
	prefix := section + "."
	for name := range names {
		if strings.Contains(name, ".") {
			continue // not an entry path the index can hold
		}
		if len(l.decls.Get(prefix+name)) > 0 {
			continue
		}
		pos, ok := model.Pos{}, false
		for _, r := range recs {
			if p, in := r.names[name]; in {
				pos, ok = p, true
				break
			}
		}
		if !ok {
			for _, r := range recs {
				if r.names == nil {
					pos, ok = r.at, true
					break
				}
			}
		}
		if !ok {
			pos = recs[0].at
		}
		l.decls.Add(prefix+name, []model.Pos{pos})
	}
}

// structsOf returns the struct literals e is, through hidden fields (every
// declaration), lets and selections of their fields; nil when e is
// anything else.
func (l *loader) structsOf(e ast.Expr, hidden map[string][]ast.Expr, depth int) []*ast.StructLit {
	if depth > maxRefDepth {
		return nil
	}
	switch e := e.(type) {
	case *ast.StructLit:
		return []*ast.StructLit{e}
	case *ast.Ident:
		_, top := e.Scope.(*ast.File)
		_, isLet := e.Node.(*ast.LetClause)
		if isHidden(e.Name) && (e.Node == nil || (top && !isLet)) {
			var out []*ast.StructLit
			for _, v := range hidden[e.Name] {
				out = append(out, l.structsOf(v, hidden, depth+1)...)
			}
			return out
		}
		if t, ok := refTarget(e); ok {
			return l.structsOf(t, hidden, depth+1)
		}
	case *ast.SelectorExpr:
		label, ok := simpleLabel(e.Sel)
		if !ok {
			return nil
		}
		var out []*ast.StructLit
		for _, st := range l.structsOf(e.X, hidden, depth+1) {
			for _, d := range st.Elts {
				if fd, isField := d.(*ast.Field); isField {
					if n, ok := simpleLabel(fd.Label); ok && n == label && sameKind(e.Sel, fd.Label) {
						out = append(out, l.structsOf(fd.Value, hidden, depth+1)...)
					}
				}
			}
		}
		return out
	}
	return nil
}
