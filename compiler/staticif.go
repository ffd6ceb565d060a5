package compiler

import (
	"slices"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/token"
)

// A feature flag kept in the policy's own data, `_cards: true`, and fields
// it switches, `tools: x: {niche: "...", if _cards {card: "..."}}`, make an
// entry the fast path cannot read as a literal; the fold (fold.go) would
// evaluate it with CUE, one unit per file. When the condition is decided
// by literals alone, staticConds decides it in Go and writes the entry as
// CUE would have it: the comprehension replaced by its fields when the
// condition holds, dropped when it does not. The entry is then a literal
// like any other.
//
// It does so only where the result is the same: the condition is made of
// string and bool literals, `!`, `&&`, `||`, `==` and `!=` between values
// of one kind, and references to a hidden field of the package declared
// once, at the top of a file, as such a literal, or to a file's let bound
// to one; the comprehension is only if clauses, and its body only fields
// whose values make no struct or list (scalarExpr).
// The fields of an entry come in another order after the rewrite than in
// CUE's evaluation, so a section something iterates entry by entry, or
// uses other than as data, is left alone.

// staticConds rewrites the entries of the files' fast sections whose
// comprehensions staticConds decides, and reports which files changed
// (nil if none did).
func staticConds(files []*ast.File, pre []*fileLits) []bool {
	if pre == nil {
		return nil // cue/load parsed the files: no scans to go by
	}
	// Sections something iterates entry by entry, or names other than to
	// read them as data, keep CUE's order of fields: left alone.
	skip := map[string]bool{}
	for _, fl := range pre {
		if fl == nil || fl.off {
			return nil
		}
		for s := range fl.other {
			skip[s] = true
		}
		for _, r := range fl.reads {
			if r.kind == readFor && r.whole {
				skip[r.section] = true
			}
		}
	}
	// Hidden fields declared at the top of the package, by name.
	decls := map[string][]*ast.Field{}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok && hiddenLabel(fd.Label) {
				name := fd.Label.(*ast.Ident).Name
				decls[name] = append(decls[name], fd)
			}
		}
	}
	labels := map[string]bool{} // every top-level label a reference may name
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				switch l := fd.Label.(type) {
				case *ast.Ident:
					labels[l.Name] = true
				case *ast.Alias:
					if id, ok := l.Expr.(*ast.Ident); ok {
						labels[id.Name] = true
					}
				}
			}
		}
	}
	// Hidden definitions, _#Lazy, are definitions like any other inside
	// their package: renamed, the fast path reads them as templates.
	changed := renameHiddenDefs(files, pre, labels)
	topTouched := map[string]bool{} // what a top-level comprehension or embedding may add to
	for _, fl := range pre {
		for l := range fl.touched {
			topTouched[l] = true
		}
	}
	// close() around a definition's value, where it changes nothing
	// (defclose.go).
	changed = orChanged(changed, unwrapDefClose(files, labels, topTouched))
	// A section declared as a definition of patterns (toolset.go).
	changed = orChanged(changed, inlineToolsets(files, skip))
	// The next four write fields where a comprehension or a call stood,
	// where CUE puts them after every declared one: not in a section
	// whose order, or whose entries' field order, the policy can observe
	// (a for clause listing its keys; helper-51).
	// The labels as they are now: renameHiddenDefs renamed _#K (helper-53).
	ordered, entryOrder := orderSeen(files, fileLabels(files), true)
	keepOrder := map[string]bool{}
	for _, m := range []map[string]bool{skip, ordered, entryOrder} {
		for s, on := range m {
			keepOrder[s] = keepOrder[s] || on
		}
	}
	// json.Unmarshal of a literal, in place (jsondata.go).
	changed = orChanged(changed, unmarshalJSON(files, decls, topTouched, keepOrder))
	// A template applied to a hidden list of names (listgen.go).
	changed = orChanged(changed, listTemplates(files, keepOrder, decls, topTouched, labels))
	// A section collecting a hidden field of another's entries
	// (hiddencopy.go).
	changed = orChanged(changed, hiddenCopies(files, keepOrder))
	c := &condEval{decls: decls, lets: map[*ast.LetClause]bool{}, labels: labels, files: files}
	changed = orChanged(changed, c.topConds(files, pre, keepOrder))
	// A file's let naming a definition, let Lazy = #OnDemand, used as an
	// entry's template (x: Lazy & {...}): the definition itself, written
	// in its place; the let goes when nothing else uses it.
	for i := range files {
		defLets := map[*ast.LetClause]bool{}
		eachEntry(files[i:i+1], skip, func(_, _ string, entry *ast.Field) { letDefs(entry, defLets) })
		if len(defLets) > 0 {
			dropDecidedLets(files[i], defLets)
			changed = markChanged(changed, len(files), i)
		}
	}
	// An entry's references to its own literal fields (localref.go),
	// before the conditions: what they leave is literal.
	lr := newLocalRefs(files, skip)
	for i := range files {
		eachEntry(files[i:i+1], skip, func(section, _ string, entry *ast.Field) {
			if lr.rewrite(section, entry) {
				changed = markChanged(changed, len(files), i)
			}
		})
	}
	// References to another entry's literal fields (siblingref.go), once
	// the entries' own references are literals.
	// The scans hold every reference to a section (scanReads): with none,
	// there is nothing to copy, and no walk of every file to find it.
	if slices.ContainsFunc(pre, func(fl *fileLits) bool { return len(fl.reads) > 0 || len(fl.other) > 0 }) {
		changed = orChanged(changed, siblingRefs(files, skip, topTouched))
	}
	// References to hidden fields that are literals (litref.go).
	changed = orChanged(changed, literalRefs(files, topTouched))
	// Entries embedding a hidden struct of defaults (hiddenembed.go).
	changed = orChanged(changed, embedHidden(files, keepOrder, topTouched))
	// Selections of a hidden map of a pattern (patsel.go).
	changed = orChanged(changed, patternSelects(files, keepOrder, topTouched))
	// A hidden field with a default read as an entry's field
	// (hiddendefault.go).
	changed = orChanged(changed, hiddenDefaults(files, skip, decls, topTouched))
	// Definitions used as functions (deftemplate.go), once the entries'
	// own references are literals.
	changed = orChanged(changed, instantiate(files, skip, labels))
	// What top-level comprehensions and embeddings may add to, and the
	// sections hidden maps are copied into (expand.go).
	touched := map[string]bool{}
	for _, fl := range pre {
		for l := range fl.touched {
			touched[l] = true
		}
		for _, g := range fl.gens {
			touched[g.section] = true
		}
	}
	// Pattern labels built from the policy's data (labelfold.go).
	changed = orChanged(changed, foldLabels(files, decls, touched, labels))
	// Patterns that look the entry's name up in a hidden table
	// (lookuppat.go).
	changed = orChanged(changed, lookupPatterns(files, touched, skip, labels, decls))
	// Patterns whose fields are functions of the name (namefunc.go).
	changed = orChanged(changed, nameFuncPatterns(files, touched, skip, labels))
	changed = orChanged(changed, openClosedSections(files, pre, labels, skip))
	// Sections a reference reads anything of (its scans' reads).
	referenced := map[string]bool{}
	for _, fl := range pre {
		for _, r := range fl.reads {
			referenced[r.section] = true
		}
		for s := range fl.other {
			referenced[s] = true
		}
	}
	for i, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			section, ok := simpleLabel(fd.Label)
			// A decided condition's fields go where it stood, where CUE
			// puts them elsewhere: not in a section whose entries' field
			// order shows (json.Marshal(tools.x); helper-55).
			if !ok || !isFastSection(section) || keepOrder[section] || fd.Constraint != token.ILLEGAL {
				continue
			}
			sl, ok := fd.Value.(*ast.StructLit)
			if !ok {
				continue
			}
			c.nested = !referenced[section]
			for _, el := range sl.Elts {
				entry, ok := el.(*ast.Field)
				if !ok || !isRegular(entry.Label) || entry.Constraint != token.ILLEGAL {
					continue
				}
				for _, lit := range entryStructs(entry.Value) {
					if c.rewrite(lit) {
						if changed == nil {
							changed = make([]bool, len(files))
						}
						changed[i] = true
					}
				}
			}
		}
	}
	if changed != nil {
		for i, f := range files {
			if changed[i] {
				dropDecidedLets(f, c.lets)
			}
		}
	}
	return changed
}

// dropDecidedLets drops from f the lets only decided conditions referred
// to, which CUE would reject as unreferenced now (and then those only they
// referred to).
func dropDecidedLets(f *ast.File, decided map[*ast.LetClause]bool) {
	for {
		used := map[*ast.LetClause]bool{}
		ast.Walk(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if lc, ok := id.Node.(*ast.LetClause); ok && id != lc.Ident {
					used[lc] = true
				}
			}
			return true
		}, nil)
		n := len(f.Decls)
		f.Decls = slices.DeleteFunc(f.Decls, func(d ast.Decl) bool {
			lc, ok := d.(*ast.LetClause)
			return ok && decided[lc] && !used[lc]
		})
		if len(f.Decls) == n {
			return
		}
	}
}

// entryStructs returns the struct literals an entry's value unifies:
// {...}, #D & {...}, ({...}).
func entryStructs(e ast.Expr) []*ast.StructLit {
	switch e := e.(type) {
	case *ast.StructLit:
		return []*ast.StructLit{e}
	case *ast.ParenExpr:
		return entryStructs(e.X)
	case *ast.BinaryExpr:
		if e.Op == token.AND {
			return append(entryStructs(e.X), entryStructs(e.Y)...)
		}
	}
	return nil
}

type condEval struct {
	decls map[string][]*ast.Field
	lets  map[*ast.LetClause]bool // the lets a decided condition refers to
	// labels are the package's top-level labels, which a reference CUE
	// resolves across files may name (deadBodyOK).
	labels map[string]bool
	// files, and hiddenFields: how many fields of each hidden label the
	// files declare anywhere, counted when a flag with a default is
	// first read (ref).
	files        []*ast.File
	hiddenFields map[string]int
	// nested is set while rewriting the entries of a section nothing
	// refers to: the order of the fields of an entry's structs shows
	// nowhere then (the model keeps maps), and a body may hold structs.
	nested bool
}

// topConds decides the comprehensions at the top of files that only add
// entries to fast sections under conditions on the policy's own flags:
//
//	_experimental: false
//	if _experimental {tools: {beta_search: {...}}}
//
// The body's fields take the comprehension's place when the conditions
// hold, and it is dropped when they do not (deadBodyOK). A struct of such
// sections embedded at the top of a file, {tools: {...}}, is spliced the
// same way. CUE puts entries
// a comprehension makes elsewhere in a section's order than declared ones,
// so only sections whose order nothing sees (orderShown), read by no
// reference to an entry and used only as data, are rewritten. It reports
// the files changed, or nil.
func (c *condEval) topConds(files []*ast.File, pre []*fileLits, skip map[string]bool) []bool {
	var shown map[string]bool
	named := map[string]bool{} // sections a reference reads an entry of
	for _, fl := range pre {
		for _, r := range fl.reads {
			if r.kind == readSel {
				named[r.section] = true
			}
		}
	}
	var changed []bool
	for i, f := range files {
		var out []ast.Decl
		done := false
		for _, d := range f.Decls {
			// A struct embedded at the top of a file, {tools: {...}},
			// declares its fields as a comprehension whose conditions hold
			// would.
			var comp *ast.Comprehension
			var body *ast.StructLit
			switch d := d.(type) {
			case *ast.Comprehension:
				comp = d
				body, _ = d.Value.(*ast.StructLit)
				if len(d.Clauses) == 0 {
					body = nil
				}
			case *ast.EmbedDecl:
				body, _ = d.Expr.(*ast.StructLit)
			}
			if body == nil || len(body.Elts) == 0 {
				out = append(out, d)
				continue
			}
			sections := true
			for _, el := range body.Elts {
				fd, ok := el.(*ast.Field)
				name, simple := "", false
				if ok {
					name, simple = simpleLabel(fd.Label)
				}
				if !ok || !simple || !isRegular(fd.Label) || !isFastSection(name) || fd.Constraint != token.ILLEGAL || skip[name] || named[name] {
					sections = false
					break
				}
				if _, isStruct := fd.Value.(*ast.StructLit); !isStruct {
					sections = false
					break
				}
			}
			holds, decided := sections, sections
			if decided && comp != nil {
				holds, decided = c.holds(comp)
			}
			// Dropped too: CUE v0.17.1 iterates an entry a false
			// comprehension names first (helper-41: _f: false, if _f
			// {tools: z: ...} puts z before x in [for n, _ in tools {n}]).
			if decided {
				if shown == nil {
					shown = orderShown(files)
				}
				for _, el := range body.Elts {
					name, _ := simpleLabel(el.(*ast.Field).Label)
					decided = decided && !shown[name]
				}
			}
			if !decided || (!holds && !c.deadBodyOK(body)) {
				out = append(out, d)
				continue
			}
			done = true
			if holds {
				out = append(out, body.Elts...)
			}
		}
		if done {
			f.Decls = out
			if changed == nil {
				changed = make([]bool, len(files))
			}
			changed[i] = true
		}
	}
	return changed
}

// holds decides a comprehension made only of if clauses.
func (c *condEval) holds(comp *ast.Comprehension) (holds, ok bool) {
	holds = true
	for _, cl := range comp.Clauses {
		ic, isIf := cl.(*ast.IfClause)
		if !isIf {
			return false, false
		}
		v, ok := c.value(ic.Condition, 0)
		if !ok || v.kind != token.TRUE {
			return false, false
		}
		holds = holds && v.b
	}
	return holds, true
}

// deadBodyOK reports whether the body of a comprehension whose conditions
// do not hold can be dropped without losing a problem CUE reports of it
// all the same: CUE compiles a body it does not evaluate, and a reference
// to nothing is an error there too. Every reference must be resolved in
// its file, or name a top-level field of the package, a definition of the
// schema or a predeclared identifier; and nothing may name an import or
// bind a let (either would become unused).
func (c *condEval) deadBodyOK(body ast.Node) bool {
	ok := true
	var walk func(n ast.Node)
	walk = func(n ast.Node) {
		ast.Walk(n, func(n ast.Node) bool {
			if !ok {
				return false
			}
			switch x := n.(type) {
			case *ast.LetClause:
				ok = false
			case *ast.SelectorExpr:
				walk(x.X)
				return false
			case *ast.Field:
				switch l := x.Label.(type) {
				case *ast.ParenExpr, *ast.Interpolation, *ast.ListLit:
					walk(l)
				case *ast.Alias:
					walk(l.Expr)
				}
				if x.Value != nil {
					walk(x.Value)
				}
				return false
			case *ast.Ident:
				if x.Node != nil || x.Scope != nil {
					if _, isImport := x.Node.(*ast.ImportSpec); isImport {
						ok = false
					}
					return false
				}
				ok = c.labels[x.Name] || predeclared[x.Name] || x.Name == "_" || slices.Contains(schemaDefNames(), x.Name)
			}
			return ok
		}, nil)
	}
	walk(body)
	return ok
}

// rewrite replaces in sl the comprehensions it decides by what they yield.
func (c *condEval) rewrite(sl *ast.StructLit) bool {
	if !slices.ContainsFunc(sl.Elts, func(d ast.Decl) bool { _, ok := d.(*ast.Comprehension); return ok }) {
		return false
	}
	var out []ast.Decl
	done := false
	for _, d := range sl.Elts {
		comp, ok := d.(*ast.Comprehension)
		if !ok {
			out = append(out, d)
			continue
		}
		holds, fields, ok := c.decide(comp)
		if !ok || (!holds && !c.deadBodyOK(comp.Value)) {
			out = append(out, d)
			continue
		}
		done = true
		if holds {
			out = append(out, fields...)
		}
	}
	if done {
		sl.Elts = out
	}
	return done
}

// decide reports whether the comprehension's conditions hold, and its
// body's fields; false if it is not one staticConds decides.
func (c *condEval) decide(comp *ast.Comprehension) (holds bool, fields []ast.Decl, ok bool) {
	body, isStruct := comp.Value.(*ast.StructLit)
	if !isStruct || len(comp.Clauses) == 0 {
		return false, nil, false
	}
	for _, d := range body.Elts {
		fd, isField := d.(*ast.Field)
		if !isField || !c.nested && !scalarExpr(fd.Value) {
			return false, nil, false
		}
	}
	holds, ok = c.holds(comp)
	if !ok {
		return false, nil, false
	}
	return holds, body.Elts, true
}

// scalarExpr reports whether e makes no struct or list: CUE puts the
// fields a comprehension adds to a struct of the entry before the struct's
// declared ones (helper-36: annotations: {c: true}, if _c {annotations:
// {b: true}} iterates b, c), an order the rewrite would not keep, and a
// reference to the section could see (condEval.nested).
func scalarExpr(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.BasicLit, *ast.Interpolation:
		return true
	case *ast.ParenExpr:
		return scalarExpr(e.X)
	case *ast.UnaryExpr:
		return scalarExpr(e.X)
	case *ast.BinaryExpr:
		return scalarExpr(e.X) && scalarExpr(e.Y)
	case *ast.Ident:
		return plainPredeclared(e)
	}
	return false
}

// condValue is a string or bool a condition is made of; kind is
// token.STRING or token.TRUE (for either bool).
type condValue struct {
	kind token.Token
	s    string
	b    bool
}

// maxCondDepth bounds how far value follows references.
const maxCondDepth = 16

func (c *condEval) value(e ast.Expr, depth int) (condValue, bool) {
	if depth > maxCondDepth {
		return condValue{}, false
	}
	switch e := e.(type) {
	case *ast.ParenExpr:
		return c.value(e.X, depth+1)
	case *ast.BasicLit:
		switch e.Kind {
		case token.TRUE, token.FALSE:
			return condValue{kind: token.TRUE, b: e.Kind == token.TRUE}, true
		case token.STRING:
			if strings.HasPrefix(e.Value, `"`) {
				if s, err := literal.Unquote(e.Value); err == nil {
					return condValue{kind: token.STRING, s: s}, true
				}
			}
		}
	case *ast.Ident:
		return c.ref(e, depth)
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			if v, ok := c.value(e.X, depth+1); ok && v.kind == token.TRUE {
				return condValue{kind: token.TRUE, b: !v.b}, true
			}
		}
	case *ast.BinaryExpr:
		x, ok1 := c.value(e.X, depth+1)
		y, ok2 := c.value(e.Y, depth+1)
		if !ok1 || !ok2 || x.kind != y.kind {
			return condValue{}, false
		}
		switch e.Op {
		case token.LAND, token.LOR:
			if x.kind != token.TRUE {
				return condValue{}, false
			}
			if e.Op == token.LAND {
				return condValue{kind: token.TRUE, b: x.b && y.b}, true
			}
			return condValue{kind: token.TRUE, b: x.b || y.b}, true
		case token.EQL, token.NEQ:
			eq := x == y
			return condValue{kind: token.TRUE, b: eq == (e.Op == token.EQL)}, true
		}
	}
	return condValue{}, false
}

// ref reads what an identifier refers to: a file's let, or a hidden field
// declared once at the top of the package.
func (c *condEval) ref(id *ast.Ident, depth int) (condValue, bool) {
	if lc, ok := id.Node.(*ast.LetClause); ok {
		if _, file := id.Scope.(*ast.File); file {
			v, ok := c.value(lc.Expr, depth+1)
			if ok {
				c.lets[lc] = true
			}
			return v, ok
		}
		return condValue{}, false
	}
	if !isHidden(id.Name) {
		return condValue{}, false
	}
	// Resolved in the file, it must be the file's top-level field (its
	// value); unresolved, another file's.
	if id.Node != nil {
		if _, file := id.Scope.(*ast.File); !file {
			return condValue{}, false
		}
	} else if id.Scope != nil {
		return condValue{}, false
	}
	ds := c.decls[id.Name]
	if len(ds) != 1 || ds[0].Constraint != token.ILLEGAL || (id.Node != nil && id.Node != ds[0].Value) {
		return condValue{}, false
	}
	// A flag with a default, _env: *"prod" | "staging" @tag(env): its
	// default, which a comparison takes (toolpolicy sets no tags, as cue
	// vet without -t), when no other field of the package is named so
	// (an embedded {_env: "dev"} would leave the other term).
	if be, ok := ds[0].Value.(*ast.BinaryExpr); ok && be.Op == token.OR {
		if c.hiddenFields == nil {
			c.hiddenFields = identLabelCounts(c.files, isHidden)
		}
		bl, ok := defaultLit(be)
		if !ok || c.hiddenFields[id.Name] != 1 {
			return condValue{}, false
		}
		return c.value(bl, depth+1)
	}
	return c.value(ds[0].Value, depth+1)
}

// openClosedSections drops close() from a section declared as
// `tools: close({...})` when no other declaration of the package adds a
// name the closed struct lacks: close is shallow in CUE, so it only
// forbids new names, and with none to forbid the section is the same
// open. A closed section otherwise kept every entry in CUE (helper-37's
// survey: 10k tools in one closed struct, 1.35x cue vet's time). It
// reports the files changed, or nil. Left alone: a closed struct holding
// anything but fields and lets (a pattern, `...`, an embedding or a
// comprehension allows or adds names), two closed declarations, a
// declaration that is not a struct of plainly named fields or patterns,
// a section a top-level comprehension or embedding may add to, and one
// used other than as data or whose order shows.
func openClosedSections(files []*ast.File, pre []*fileLits, labels map[string]bool, skip map[string]bool) []bool {
	if labels["close"] {
		return nil // a field named close hides the builtin
	}
	var changed []bool
	var shown map[string]bool
	for _, s := range fastSections {
		// A section used whole carries its closedness (_c: tools, then
		// _c: q: ... is not allowed: helper-41), and CUE v0.17.1 orders a
		// closed section's entries otherwise when iterated.
		if skip[s] {
			continue
		}
		var closed *ast.Field
		var file int
		names := map[string]bool{}
		ok := true
		for i, f := range files {
			if pre[i].touched[s] {
				ok = false
			}
			for _, d := range f.Decls {
				fd, isField := d.(*ast.Field)
				if !isField {
					continue
				}
				if name, simple := simpleLabel(fd.Label); !simple || name != s || !isRegular(fd.Label) {
					continue
				}
				call, isCall := fd.Value.(*ast.CallExpr)
				if !isCall {
					continue
				}
				fn, isIdent := call.Fun.(*ast.Ident)
				if !isIdent || fn.Name != "close" || fn.Node != nil || fn.Scope != nil || len(call.Args) != 1 || closed != nil || fd.Constraint != token.ILLEGAL {
					ok = false
					continue
				}
				sl, isStruct := call.Args[0].(*ast.StructLit)
				if !isStruct {
					ok = false
					continue
				}
				closed, file = fd, i
				for _, el := range sl.Elts {
					switch el := el.(type) {
					case *ast.Field:
						name, simple := simpleLabel(el.Label)
						if _, alias := el.Label.(*ast.Alias); !simple || alias {
							ok = false
						}
						names[name] = true
					case *ast.LetClause, *ast.CommentGroup:
					default:
						ok = false
					}
				}
			}
		}
		if closed == nil || !ok {
			continue
		}
		if shown == nil {
			shown = orderShown(files) // only for a policy with a closed section
		}
		if shown[s] {
			continue
		}
		// Every other declaration only names what the closed struct has.
		for _, f := range files {
			for _, d := range f.Decls {
				fd, isField := d.(*ast.Field)
				if !isField || fd == closed {
					continue
				}
				if name, simple := simpleLabel(fd.Label); !simple || name != s || !isRegular(fd.Label) {
					continue
				}
				sl, isStruct := fd.Value.(*ast.StructLit)
				if !isStruct {
					ok = false
					continue
				}
				for _, el := range sl.Elts {
					switch el := el.(type) {
					case *ast.Field:
						if _, pattern := el.Label.(*ast.ListLit); pattern {
							continue
						}
						name, simple := simpleLabel(el.Label)
						if _, alias := el.Label.(*ast.Alias); !simple || alias || !names[name] {
							ok = false
						}
					case *ast.LetClause, *ast.CommentGroup:
					default:
						ok = false
					}
				}
			}
		}
		if !ok {
			continue
		}
		closed.Value = closed.Value.(*ast.CallExpr).Args[0]
		if changed == nil {
			changed = make([]bool, len(files))
		}
		changed[file] = true
	}
	return changed
}

// letDefs writes, in an entry's value, a definition in place of each
// conjunct naming a file's let bound to that definition (let Lazy =
// #OnDemand), adding the lets it replaced to lets.
func letDefs(entry *ast.Field, lets map[*ast.LetClause]bool) {
	var walk func(x ast.Expr) ast.Expr
	walk = func(x ast.Expr) ast.Expr {
		switch e := x.(type) {
		case *ast.BinaryExpr:
			if e.Op == token.AND {
				e.X, e.Y = walk(e.X), walk(e.Y)
			}
		case *ast.ParenExpr:
			e.X = walk(e.X)
		case *ast.Ident:
			lc, ok := e.Node.(*ast.LetClause)
			if !ok || !isFileScope(e.Scope) {
				return x
			}
			def, ok := lc.Expr.(*ast.Ident)
			if !ok || !strings.HasPrefix(def.Name, "#") || !(def.Scope == nil || isFileScope(def.Scope)) {
				return x
			}
			lets[lc] = true
			return &ast.Ident{NamePos: e.NamePos, Name: def.Name, Scope: def.Scope, Node: def.Node}
		}
		return x
	}
	entry.Value = walk(entry.Value)
}

// renameHiddenDefs renames the package's top-level hidden definitions
// (_#Lazy) to definitions of a name nothing else has (#toolpolicyHidden_Lazy),
// at their declarations and every reference to them; it reports which files
// changed. Within one package the two mean the same (closed, not data); a
// hidden definition is only out of other packages' reach, and a policy is
// one package. One a top-level comprehension or embedding may declare is
// left alone.
func renameHiddenDefs(files []*ast.File, pre []*fileLits, labels map[string]bool) []bool {
	names := map[string]string{}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				if id, ok := fd.Label.(*ast.Ident); ok && strings.HasPrefix(id.Name, "_#") {
					names[id.Name] = "#toolpolicyHidden_" + id.Name[2:]
				}
			}
		}
	}
	for old, nu := range names {
		if labels[nu] {
			delete(names, old)
		}
		for _, fl := range pre {
			if fl.touched[old] {
				delete(names, old)
			}
		}
	}
	if len(names) == 0 {
		return nil
	}
	changed := make([]bool, len(files))
	for i, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				if id, ok := fd.Label.(*ast.Ident); ok && names[id.Name] != "" {
					id.Name = names[id.Name]
					changed[i] = true
				}
			}
		}
		envRefs(f, func(id *ast.Ident) {
			if nu := names[id.Name]; nu != "" && (id.Scope == nil || isFileScope(id.Scope)) {
				id.Name = nu
				changed[i] = true
			}
		})
	}
	return changed
}

// fileLabels are the files' top-level field labels.
func fileLabels(files []*ast.File) map[string]bool {
	labels := map[string]bool{}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				if name, ok := simpleLabel(fd.Label); ok {
					labels[name] = true
				}
			}
		}
	}
	return labels
}

// orChanged merges which files a rewrite changed (nil: none) into changed.
func orChanged(changed, by []bool) []bool {
	for i, c := range by {
		if c {
			changed = markChanged(changed, len(by), i)
		}
	}
	return changed
}

// markChanged records that file i of n changed.
func markChanged(changed []bool, n, i int) []bool {
	if changed == nil {
		changed = make([]bool, n)
	}
	changed[i] = true
	return changed
}
