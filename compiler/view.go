package compiler

import (
	"slices"
	"strconv"
	"strings"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/ast/astutil"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"
)

// A policy may read a section it also declares: the alias manifest made by
// a comprehension over the tools (`for name, t in tools if ...`), a head
// list of the active tools, a count (`len(tools)`). CUE then needs every
// entry's value, and before this file the fast path left such a section
// whole: the policy was evaluated at CUE's pace, about 1.5× `cue vet` at
// 10,000 tools and 430 MB.
//
// Now the split still takes the section's literal entries out, and what
// reads the section reads a view of it instead: a hidden field of the
// package holding each entry's value as CUE would give it (the literal's
// fields and the fields its template supplies, such as the schema's
// `source: *"builtin"` default, taken from the entry's validation), in the
// order CUE iterates the section, with the entries left in the package
// referred to where they are. The view is concrete data with no
// constraints, so CUE evaluates it at a small fraction of an entry's
// validation; it is split into chunks because CUE looks up a struct's
// fields one by one, which makes inserting n fields into one struct cost
// n²/2 comparisons.
//
// Only the forms that read a section as data are redirected; any other use
// of its name keeps the section whole, as before:
//   - `for k, v in S` and `for v in S`: the clause becomes
//     `for c in <view> for k, v in c`, which visits the same entries in the
//     same order;
//   - `len(S)`: becomes `len(S) + n`, n the number of entries taken out;
//   - `S.name` and `S["name"]`: left alone; an entry so named is never
//     taken out, so it is still in S.
//
// A view holds only the fields the reads select (v.state) when that is all
// they do with an entry; an entry used whole (its closedness can show:
// [for t in tools {t}] unified with [{bogus: 1}, ...] is an error) is held
// as the package would have it, #Tool & <template> & {...}, at CUE's cost.

// viewChunk is the number of entries per chunk of a view.
const viewChunk = 512

// readKind is how a reference reads a section.
type readKind int

const (
	readFor readKind = iota // for k, v in S
	readLen                 // len(S)
	readSel                 // S.name
)

// sectionRead is one reference to a fast section in a read form.
type sectionRead struct {
	section string
	kind    readKind
	ident   *ast.Ident
	// comp and fc locate a readFor: fc, one of comp's clauses, reads S.
	comp *ast.Comprehension
	fc   *ast.ForClause
	// name is the entry a readSel written S["name"] reads (S.name is
	// already a reference to the name); list, the hidden field of another
	// file whose strings a readSel written S[n], for n in _list, reads;
	// namesOf, the section whose entries' names a readSel reads: S[A] in
	// a pattern of it ([A=string]: ... tools[A]) or S[k] for k, _ in it.
	name, list, namesOf string
	// call is a readLen's call, in file.
	call *ast.CallExpr
	file *ast.File
	// fields are the fields a readFor reads of the entries it visits
	// (v.state, v.source), when it reads them only by name; whole is set
	// when it uses an entry in any other way.
	fields []string
	whole  bool
	// deep is set when it selects through an entry's field (t.annotations.
	// readOnlyHint): CUE v0.17 loses entries such a read tests when they
	// are a view's #Tool & {...} values (review46), so the entries stay in
	// the package, where it does not.
	deep bool
}

// scanReads finds the references to fast sections in f: those in a read
// form, and the set of sections referred to in any other way (which stay
// whole). A reference is to the package's section when the parser did not
// resolve it in the file (another file declares it) or resolved it to a
// field of the file's top level.
func scanReads(f *ast.File) (reads []sectionRead, other map[string]bool) {
	other = map[string]bool{}
	isSection := func(e ast.Expr) (*ast.Ident, string, bool) {
		id, ok := e.(*ast.Ident)
		if !ok || !isFastSection(id.Name) {
			return nil, "", false
		}
		if _, file := id.Scope.(*ast.File); file {
			// A file's own let clause or import of that name is not the
			// section.
			switch id.Node.(type) {
			case *ast.LetClause, *ast.ImportSpec, *ast.Alias:
				return nil, "", false
			}
		} else if id.Node != nil || id.Scope != nil {
			return nil, "", false
		}
		return id, id.Name, true
	}
	handled := map[*ast.Ident]bool{}
	forOf := map[ast.Node]*ast.ForClause{} // a for clause's value variable → the clause
	keyOf := map[ast.Node]*ast.ForClause{} // a for clause's key variable → the clause
	// The pattern constraints at the file's top of a section, each its
	// section's: aliases: [A=string]: ..., a reference to A is a name of
	// the section's.
	patOf := map[*ast.Field]string{}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.Field)
		if !ok || fd.Constraint != token.ILLEGAL {
			continue
		}
		name, ok := simpleLabel(fd.Label)
		if !ok || !isFastSection(name) || !isRegular(fd.Label) {
			continue
		}
		if sl, ok := fd.Value.(*ast.StructLit); ok {
			for _, el := range sl.Elts {
				if pf, ok := el.(*ast.Field); ok {
					if _, pattern := pf.Label.(*ast.ListLit); pattern {
						patOf[pf] = name
					}
				}
			}
		}
	}
	decl := map[*ast.Ident]bool{} // names a for clause, let or alias declares
	ast.Walk(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ForClause:
			decl[n.Key], decl[n.Value] = true, true
		case *ast.LetClause:
			decl[n.Ident] = true
		case *ast.Alias:
			decl[n.Ident] = true
		}
		switch n := n.(type) {
		case *ast.Comprehension:
			for i, c := range n.Clauses {
				if fc, ok := c.(*ast.ForClause); ok {
					if fc.Value != nil {
						forOf[fc.Value] = fc
					}
					if fc.Key != nil {
						keyOf[fc.Key] = fc
					}
					if id, s, ok := isSection(fc.Source); ok {
						handled[id] = true
						r := sectionRead{section: s, kind: readFor, ident: id, comp: n, fc: fc}
						r.fields, r.whole, r.deep = fieldsRead(s, n, i)
						reads = append(reads, r)
					}
				}
			}
		case *ast.SelectorExpr:
			if id, s, ok := isSection(n.X); ok {
				if _, ok := n.Sel.(*ast.Ident); ok {
					handled[id] = true
					reads = append(reads, sectionRead{section: s, kind: readSel, ident: id})
				}
			}
		case *ast.IndexExpr:
			// tools["name"] is tools.name: the entry stays in the package.
			if id, s, ok := isSection(n.X); ok {
				if bl, ok := n.Index.(*ast.BasicLit); ok && bl.Kind == token.STRING {
					if name, err := literal.Unquote(bl.Value); err == nil {
						handled[id] = true
						reads = append(reads, sectionRead{section: s, kind: readSel, ident: id, name: name})
					}
				}
				// tools[n], for n in ["a", "b"] (or a list of strings the
				// file names, _heads or a let): tools.a and tools.b, which
				// stay in the package.
				// tools[A] in a pattern of another section, aliases:
				// [A=string]: ..., or tools[k], for k, _ in aliases: the
				// entries named as aliases' are stay in the package
				// (namesOf).
				if v, ok := n.Index.(*ast.Ident); ok && v.Node != nil {
					if t, ok := patLabelOf(v, patOf); ok && t != s {
						handled[id] = true
						reads = append(reads, sectionRead{section: s, kind: readSel, ident: id, namesOf: t})
					} else if fc := keyOf[v.Node]; fc != nil {
						if _, t, ok := isSection(fc.Source); ok && t != s {
							handled[id] = true
							reads = append(reads, sectionRead{section: s, kind: readSel, ident: id, namesOf: t})
						}
					}
				}
				if v, ok := n.Index.(*ast.Ident); ok && v.Node != nil && forOf[v.Node] != nil {
					src := forOf[v.Node].Source
					if names, ok := stringList(src); ok {
						handled[id] = true
						for _, name := range names {
							reads = append(reads, sectionRead{section: s, kind: readSel, ident: id, name: name})
						}
					} else if l, ok := src.(*ast.Ident); ok && l.Node == nil && l.Scope == nil && hiddenName(l.Name) {
						// A hidden list another file declares: the split
						// reads its names (listNames).
						handled[id] = true
						reads = append(reads, sectionRead{section: s, kind: readSel, ident: id, list: l.Name})
					}
				}
			}
		case *ast.CallExpr:
			if fn, ok := n.Fun.(*ast.Ident); ok && fn.Name == "len" && fn.Node == nil && fn.Scope == nil && len(n.Args) == 1 {
				if id, s, ok := isSection(n.Args[0]); ok {
					handled[id] = true
					reads = append(reads, sectionRead{section: s, kind: readLen, ident: id, call: n, file: f})
				}
			}
		}
		return true
	}, nil)
	// The structs whose fields are the package's: the file's, and those
	// embedded in them or a comprehension's body at their top, on down.
	// A field of any other struct is that struct's: #Server: {tools:
	// [...], out: {for t in tools {...}}} names its own tools.
	merged := map[ast.Node]bool{}
	var mark func(decls []ast.Decl)
	mark = func(decls []ast.Decl) {
		for _, d := range decls {
			var x ast.Expr
			switch d := d.(type) {
			case *ast.EmbedDecl:
				x = d.Expr
			case *ast.Comprehension:
				x = d.Value
			}
			for {
				p, ok := x.(*ast.ParenExpr)
				if !ok {
					break
				}
				x = p.X
			}
			if sl, ok := x.(*ast.StructLit); ok && !merged[sl] {
				merged[sl] = true
				mark(sl.Elts)
			}
		}
	}
	mark(f.Decls)
	walkRefs(f, func(id *ast.Ident) {
		// A variable named tools (for ts, tools in _sets), its uses and
		// a let or alias so named are not the section (helper-83's
		// toolsets-shadow-tools took none of 300 tools).
		if isFastSection(id.Name) && !handled[id] && !decl[id] && !boundLocally(id, decl) && !nestedField(id, merged) {
			other[id.Name] = true
		}
	})
	return reads, other
}

// patLabelOf reports whether id names the label of one of the section
// patterns patOf holds ([A=string]: ...), and whose.
func patLabelOf(id *ast.Ident, patOf map[*ast.Field]string) (string, bool) {
	pf, ok := id.Scope.(*ast.Field)
	if !ok {
		return "", false
	}
	t, ok := patOf[pf]
	if !ok {
		return "", false
	}
	l := pf.Label.(*ast.ListLit)
	if len(l.Elts) != 1 {
		return "", false
	}
	a, ok := l.Elts[0].(*ast.Alias)
	if !ok || a.Ident == nil || a.Ident.Name != id.Name || id.Node != a.Expr {
		return "", false
	}
	return t, true
}

// hiddenName reports whether name is a hidden field's (not a hidden
// definition's).
func hiddenName(name string) bool {
	return strings.HasPrefix(name, "_") && name != "_" && !strings.HasPrefix(name, "_#")
}

// listNames returns the strings of the hidden list name, declared once at
// the top of one of files as a list literal of strings.
func listNames(files []*ast.File, name string) ([]string, bool) {
	var decl *ast.Field
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			l, ok := fd.Label.(*ast.Ident)
			if a, isAlias := fd.Label.(*ast.Alias); isAlias {
				l, ok = a.Expr.(*ast.Ident)
			}
			if !ok || l.Name != name {
				continue
			}
			if decl != nil || fd.Constraint != token.ILLEGAL {
				return nil, false
			}
			decl = fd
		}
	}
	if decl == nil {
		return nil, false
	}
	return stringList(decl.Value)
}

// stringList reads a list literal of strings, written in place or named
// by an identifier resolved in the file (a field's value, a let).
func stringList(e ast.Expr) ([]string, bool) {
	if id, ok := e.(*ast.Ident); ok {
		switch n := id.Node.(type) {
		case *ast.LetClause:
			e = n.Expr
		case *ast.ListLit:
			e = n
		default:
			return nil, false
		}
	}
	ll, ok := e.(*ast.ListLit)
	if !ok {
		return nil, false
	}
	names := make([]string, 0, len(ll.Elts))
	for _, el := range ll.Elts {
		bl, ok := el.(*ast.BasicLit)
		if !ok || bl.Kind != token.STRING || !strings.HasPrefix(bl.Value, `"`) {
			return nil, false
		}
		name, err := literal.Unquote(bl.Value)
		if err != nil {
			return nil, false
		}
		names = append(names, name)
	}
	return names, true
}

// fieldsRead returns the fields the value variable of comp's clause-th
// clause (a for clause) is read for, when every use of it is a selector
// with a plain name (v.state) of a field the schema makes a scalar, used
// for its value (compared, interpolated, tested); whole when it is used in
// any other way. A view of selected fields holds each field's value, not
// the constraint CUE unifies it with: a struct's closedness, a default's
// other choices ((t.source & "mcp") != _|_ holds in CUE for a tool whose
// source is the default "builtin") would be lost (helper-26's review).
func fieldsRead(section string, comp *ast.Comprehension, clause int) (fields []string, whole, deep bool) {
	fc := comp.Clauses[clause].(*ast.ForClause)
	if fc.Value == nil {
		return nil, false, false
	}
	seen := map[string]bool{}
	var stack []ast.Node
	visit := func(n ast.Node) {
		ast.Walk(n, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Node == fc.Value && id != fc.Value {
				var parent ast.Node
				if len(stack) > 0 {
					parent = stack[len(stack)-1]
				}
				sel, ok := parent.(*ast.SelectorExpr)
				name := ""
				if ok && sel.X == id {
					name, ok = simpleLabel(sel.Sel)
					if len(stack) >= 2 {
						switch gp := stack[len(stack)-2].(type) {
						case *ast.SelectorExpr:
							deep = deep || gp.X == ast.Expr(sel)
						case *ast.IndexExpr:
							deep = deep || gp.X == ast.Expr(sel)
						}
					}
				}
				if ok && (!scalarFields()[section][name] || len(stack) < 2 || !labelUse(stack, sel) && !scalarValueUse(stack[len(stack)-2], sel)) {
					ok = false
				}
				if !ok {
					whole = true
				} else if !seen[name] {
					seen[name] = true
					fields = append(fields, name)
				}
			}
			stack = append(stack, n)
			return true
		}, func(ast.Node) { stack = stack[:len(stack)-1] })
	}
	for _, c := range comp.Clauses[clause+1:] {
		visit(c)
	}
	visit(comp.Value)
	return fields, whole, deep
}

// valueUse reports whether parent uses child, a scalar, for its value
// only: in a comparison or arithmetic, an interpolation, a condition, as an
// index key, or for its length. Not unified (& or |) with anything, nor
// copied, where a default's other choices would count.
func valueUse(parent, child ast.Node) bool {
	switch p := parent.(type) {
	case *ast.BinaryExpr:
		return p.Op != token.AND && p.Op != token.OR
	case *ast.UnaryExpr, *ast.Interpolation, *ast.IfClause:
		return true
	case *ast.IndexExpr:
		return p.Index == child
	case *ast.CallExpr:
		fn, ok := p.Fun.(*ast.Ident)
		return ok && fn.Name == "len"
	}
	return false
}

// labelUse reports whether sel, at the top of stack (below it: its
// parent), is a dynamic label, (t.group): ... (in parentheses, any
// depth): the field's string is the label, as a view holds it.
func labelUse(stack []ast.Node, sel ast.Node) bool {
	child := sel
	for i := len(stack) - 2; i >= 0; i-- {
		switch p := stack[i].(type) {
		case *ast.ParenExpr:
			child = p
			continue
		case *ast.Field:
			return p.Label == child && child != sel
		}
		return false
	}
	return false
}

// scalarValueUse is valueUse for the value of a field the schema makes a
// scalar, which may also be an argument of a function of the standard
// library (strings.HasPrefix(t.niche, "x"), list.Contains(l, t.state)):
// CUE calls it with the field's value, its default if it has one, as a
// view holds it. Not a validator of structs or lists.
func scalarValueUse(parent, child ast.Node) bool {
	p, ok := parent.(*ast.CallExpr)
	if !ok {
		return valueUse(parent, child)
	}
	sel, ok := p.Fun.(*ast.SelectorExpr)
	arg, isExpr := child.(ast.Expr)
	if !ok || !isExpr || !slices.Contains(p.Args, arg) {
		return valueUse(parent, child)
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	spec, ok := pkg.Node.(*ast.ImportSpec)
	if !ok || !builtinPackage(spec) {
		return false
	}
	path, _ := literal.Unquote(spec.Path.Value)
	name, _ := simpleLabel(sel.Sel)
	return path != "struct" && !(path == "list" && containerValidators[name])
}

func isFastSection(name string) bool {
	for _, s := range fastSections {
		if s == name {
			return true
		}
	}
	return false
}

// sectionView is what a read section's view holds: every regular entry
// name of the section in the order CUE visits them, each with the entry
// taken out under it (nil for one left in the package).
type sectionView struct {
	section string
	names   []string
	lits    map[string]*litEntry
	// taken counts the entries taken out, what len(S) no longer counts.
	taken int
	// iterated is set when a for clause reads the section: only then is
	// the view written.
	iterated bool
	// fields are the only fields the reads use of an entry taken out, or
	// nil when some read uses entries whole; only those are in the view.
	fields map[string]bool
}

// viewNames are the hidden fields the view file declares and the
// comprehension variable the rewrite binds, chosen so that no identifier
// of the policy is one of them.
type viewNames struct {
	field map[string]string // section → the view's field
	chunk string
	value string // the prefix of the fields holding values entries share
}

func pickViewNames(used func(string) bool, sections []string) viewNames {
	fresh := func(base string) string {
		name := base
		for i := 2; used(name); i++ {
			name = base + strconv.Itoa(i)
		}
		return name
	}
	vn := viewNames{field: map[string]string{}, chunk: fresh("_toolpolicy_chunk"), value: "_toolpolicy_value"}
	for i := 2; usedPrefix(used, vn.value); i++ {
		vn.value = "_toolpolicy_value" + strconv.Itoa(i) + "_"
	}
	for _, s := range sections {
		vn.field[s] = fresh("_toolpolicy_view_" + s)
	}
	return vn
}

// rewriteReads points the reads of the viewed sections at their views.
func rewriteReads(reads []sectionRead, views map[string]*sectionView, vn viewNames) {
	sums := map[*ast.File]map[*ast.CallExpr]ast.Expr{}
	for _, r := range reads {
		v := views[r.section]
		if v == nil {
			continue
		}
		switch r.kind {
		case readFor:
			fc := r.fc
			at := slices.Index(r.comp.Clauses, ast.Clause(fc))
			chunk := ast.NewIdent(vn.chunk)
			outer := &ast.ForClause{For: fc.For, Value: chunk, In: fc.In,
				Source: &ast.Ident{NamePos: r.ident.NamePos, Name: vn.field[r.section]}}
			fc.Source = &ast.Ident{NamePos: r.ident.NamePos, Name: vn.chunk, Node: chunk, Scope: outer}
			clauses := make([]ast.Clause, 0, len(r.comp.Clauses)+1)
			clauses = append(clauses, r.comp.Clauses[:at]...)
			clauses = append(clauses, outer)
			clauses = append(clauses, r.comp.Clauses[at:]...)
			r.comp.Clauses = clauses
		case readLen:
			if v.taken > 0 {
				if sums[r.file] == nil {
					sums[r.file] = map[*ast.CallExpr]ast.Expr{}
				}
				sums[r.file][r.call] = &ast.ParenExpr{X: &ast.BinaryExpr{X: r.call, Op: token.ADD, OpPos: r.call.Rparen,
					Y: &ast.BasicLit{Kind: token.INT, Value: strconv.Itoa(v.taken)}}}
			}
		}
	}
	for f, sum := range sums {
		astutil.Apply(f, func(c astutil.Cursor) bool {
			if call, ok := c.Node().(*ast.CallExpr); ok {
				if x, ok := sum[call]; ok {
					c.Replace(x)
					return false
				}
			}
			return true
		}, nil)
	}
}

// viewPlan is what the split decided to serve through views.
type viewPlan struct {
	views []*sectionView
	names viewNames
}

// file writes the views as a file of the package, once the entries taken
// out are validated. An entry taken out is its literal's fields and the
// fields validation found its template adds; one left in the package is a
// reference to it.
func (p *viewPlan) file() *ast.File {
	vn := p.names
	f := &ast.File{Filename: templateFile, Decls: []ast.Decl{&ast.Package{Name: ast.NewIdent(PackageName)}}}
	shared := map[string]*ast.Ident{}
	ids := map[*ast.Field]int{}
	var fields []*ast.Field
	var key []byte
	for _, v := range p.views {
		if !v.iterated {
			continue
		}
		var chunks []ast.Decl
		var cur *ast.StructLit
		for i, name := range v.names {
			if i%viewChunk == 0 {
				cur = &ast.StructLit{}
				chunks = append(chunks, &ast.Field{Label: ast.NewIdent("c" + strconv.Itoa(i/viewChunk)), Value: cur})
			}
			var val ast.Expr
			if e := v.lits[name]; e != nil && (v.fields == nil || e.viewOnly == nil) {
				// A read that uses entries whole may unify them with
				// something, and closedness then matters: the entry as
				// the package has it, definition and template applied.
				val = e.constrained()
			} else if e != nil {
				// The reads use a few fields, so many entries have the same
				// value: those refer to one copy, which CUE evaluates once
				// (at 100,000 tools, a third of the view's time).
				fields := e.viewFields(v.fields, fields[:0])
				key = viewKey(fields, key[:0], ids)
				id, ok := shared[string(key)]
				if !ok {
					id = ast.NewIdent(vn.value + strconv.Itoa(len(shared)))
					shared[string(key)] = id
					own := ownLiteral(e.field.Value).(*ast.StructLit)
					s := &ast.StructLit{Lbrace: own.Lbrace, Rbrace: own.Rbrace, Elts: make([]ast.Decl, len(fields))}
					for i, fd := range fields {
						// A copy: the entry's own field is compiled on its
						// own by validation, beside this.
						s.Elts[i] = &ast.Field{Label: fd.Label, Constraint: fd.Constraint, Value: fd.Value}
					}
					f.Decls = append(f.Decls, &ast.Field{Label: ast.NewIdent(id.Name), Value: s})
				}
				val = ast.NewIdent(id.Name)
			} else {
				val = &ast.IndexExpr{X: ast.NewIdent(v.section), Index: ast.NewString(name)}
			}
			cur.Elts = append(cur.Elts, &ast.Field{Label: ast.NewString(name), Value: val})
		}
		f.Decls = append(f.Decls, &ast.Field{Label: ast.NewIdent(vn.field[v.section]), Value: &ast.StructLit{Elts: chunks}})
	}
	return f
}

// constrained is the entry as the package would have it: the section's
// definition, the entry's template and its literal, unified.
func (e *litEntry) constrained() ast.Expr {
	lit := ownLiteral(e.field.Value).(*ast.StructLit)
	// At the literal's place, where CUE cites the entry.
	at := lit.Lbrace
	var x ast.Expr = &ast.Ident{NamePos: at, Name: schemaPlans()[e.section].def}
	if e.tmpl != "" {
		if t, err := parser.ParseExpr(templateFile, e.tmpl); err == nil {
			x = &ast.BinaryExpr{X: x, OpPos: at, Op: token.AND, Y: t}
		}
	}
	// A pattern naming its label, applied to this name as CUE would:
	// ({[N=string]: {...}} & {"name": {}})["name"].
	for _, d := range e.deps {
		src := "({" + d.src + "} & {" + literal.String.Quote(e.name) + ": {}})[" + literal.String.Quote(e.name) + "]"
		if t, err := parser.ParseExpr(templateFile, src); err == nil {
			x = &ast.BinaryExpr{X: x, OpPos: at, Op: token.AND, Y: t}
		}
	}
	return &ast.BinaryExpr{X: x, OpPos: at, Op: token.AND, Y: lit}
}

// viewKey appends to b what identifies a view value by its fields: a
// literal by its text, a field a template adds by identity (entries of one
// shape share them; ids numbers them).
func viewKey(fields []*ast.Field, b []byte, ids map[*ast.Field]int) []byte {
	for _, fd := range fields {
		name, _ := simpleLabel(fd.Label)
		b = append(b, name...)
		if bl, ok := fd.Value.(*ast.BasicLit); ok && fd.Constraint == token.ILLEGAL {
			b = append(b, '=')
			b = append(b, bl.Value...)
		} else {
			id, ok := ids[fd]
			if !ok {
				id = len(ids)
				ids[fd] = id
			}
			b = append(b, '@')
			b = strconv.AppendInt(b, int64(id), 10)
		}
		b = append(b, 0)
	}
	return b
}

// viewFields appends to out the entry's fields as CUE would give them, for
// a view whose reads use only the fields in only: its own literal fields
// and those its template adds, and, marked optional (niche?: _), those the
// entry may have but has not, so that reading one fails as CUE says it
// does ("cannot reference optional field").
func (e *litEntry) viewFields(only map[string]bool, out []*ast.Field) []*ast.Field {
	for _, el := range ownLiteral(e.field.Value).(*ast.StructLit).Elts {
		if fd, ok := el.(*ast.Field); ok {
			if e.rest && !literalField(fd) {
				continue // a constraint of the entry's own: in added
			}
			if name, _ := simpleLabel(fd.Label); only[name] {
				out = append(out, fd)
			}
		}
	}
	for _, el := range e.added {
		fd := el.(*ast.Field)
		if name, _ := simpleLabel(fd.Label); only[name] {
			out = append(out, fd)
		}
	}
	// The values a pattern naming its label gave the entry (labelpat.go:
	// concrete ones; depView sends the others to the constrained view).
	for _, v := range e.values {
		if v.dep && only[v.label] {
			var x ast.Expr = ast.NewBool(v.b)
			if v.isStr {
				x = ast.NewString(v.str)
			}
			out = append(out, &ast.Field{Label: ast.NewString(v.label), Value: x})
		}
	}
	return out
}

// usedNames reports whether a name is an identifier anywhere in the files
// (a reference, or a top-level label); a name ending in "*" asks whether
// any identifier starts with what comes before.
func usedNames(pre []*fileLits) func(string) bool {
	return func(name string) bool {
		prefix, isPrefix := strings.CutSuffix(name, "*")
		for _, fl := range pre {
			if !isPrefix && (fl.refs[name] || fl.labels[name]) {
				return true
			}
			if isPrefix {
				for _, m := range []map[string]bool{fl.refs, fl.labels} {
					for k := range m {
						if strings.HasPrefix(k, prefix) {
							return true
						}
					}
				}
			}
		}
		return strings.HasPrefix(name, "__")
	}
}

// usedPrefix reports whether an identifier of the files starts with prefix.
func usedPrefix(used func(string) bool, prefix string) bool { return used(prefix + "*") }

// addedFields returns the fields of an entry's validated value that its
// literal does not set: the regular ones its template gives it, with
// defaults taken (source: *"builtin" gives "builtin"), and the optional
// ones it leaves out, as niche?: _.
func addedFields(v cue.Value, lits []litValue) []ast.Decl {
	it, err := v.Fields(cue.Optional(true))
	if err != nil {
		return nil
	}
	var out []ast.Decl
	for it.Next() {
		sel := it.Selector()
		if !sel.IsString() {
			continue
		}
		label := sel.Unquoted()
		if slices.ContainsFunc(lits, func(l litValue) bool { return l.label == label }) {
			continue
		}
		switch sel.ConstraintType() {
		case cue.OptionalConstraint:
			out = append(out, &ast.Field{Label: ast.NewString(label), Constraint: token.OPTION, Value: ast.NewIdent("_")})
		case cue.RequiredConstraint:
			// Not there: validation reports it.
		default:
			if x, ok := it.Value().Syntax(cue.Final(), cue.Concrete(true)).(ast.Expr); ok {
				out = append(out, &ast.Field{Label: ast.NewString(label), Value: x})
			}
		}
	}
	return out
}

// viewAdded sets added on every entry a view shows, before validation (the
// package is evaluated beside it): the fields the entry's template gives
// it. Where the schema checks an entry field by field (sectionPlan.dedupe),
// entries of one shape (section, template and labels) get the same fields,
// as validation assumes, and one of them is evaluated; otherwise each is.
// An entry that does not evaluate gets none: validation reports it.
func viewAdded(entries []*litEntry, env []envFile) {
	var w *worker
	plans := schemaPlans()
	shapes := map[string][]ast.Decl{}
	var labels []string
	var b []byte
	for _, e := range entries {
		if !e.view || e.viewOnly == nil {
			continue
		}
		// An entry that sets every field the reads use needs nothing
		// from its template.
		own := 0
		for _, v := range e.values {
			if e.viewOnly[v.label] {
				own++
			}
		}
		if own == len(e.viewOnly) {
			continue
		}
		var key string
		// An entry validated whole (an opaque pattern may tie its fields
		// together) gets its own; one a tied pattern applies to shares
		// only with entries that agree on the fields it reads.
		dedupe := plans[e.section] != nil && plans[e.section].dedupe && !e.whole
		if dedupe {
			labels = labels[:0]
			for _, v := range e.values {
				labels = append(labels, v.label)
			}
			slices.Sort(labels)
			b = append(append(append(b[:0], e.section...), 0), e.tmpl...)
			for _, l := range labels {
				b = append(append(b, 0), l...)
			}
			if len(e.tiedOn) > 0 {
				b = tiedKey(append(b, 2), e)
			}
			if a, ok := shapes[string(b)]; ok {
				e.added = a
				continue
			}
			key = string(b)
		}
		if w == nil {
			w = newWorker()
			w.envFiles = env
		}
		if sec, err := w.evalBatch(e.section, []*litEntry{e}); err == nil {
			e.added = addedFields(sec.LookupPath(cue.MakePath(cue.Str(e.name))), e.values)
		}
		if dedupe {
			shapes[key] = e.added
		}
	}
}

// orderShown returns the fast sections whose order of entries the policy
// can observe: those a for clause reads into a list, into a struct other
// than a fast section's, or into a fast section whose own order shows, or
// that something uses whole. The sections are maps in the model, so a
// section read only to make another (the alias manifest, `aliases: {for
// n, t in tools if ... {(n): ...}}`), or counted, or read by name, has an
// order nothing sees: the entries of hidden maps it copies or embeds can
// be taken out without knowing where CUE would put them (expandGens).
func orderShown(files []*ast.File) map[string]bool {
	shown := map[string]bool{}
	into := map[string][]string{} // section → the fast sections its reads make
	isSection := func(id *ast.Ident) bool {
		if !isFastSection(id.Name) {
			return false
		}
		if _, file := id.Scope.(*ast.File); file {
			switch id.Node.(type) {
			case *ast.LetClause, *ast.ImportSpec, *ast.Alias:
				return false
			}
			return true
		}
		return id.Node == nil && id.Scope == nil
	}
	for _, f := range files {
		var stack []ast.Node
		ast.Walk(f, func(n ast.Node) bool {
			defer func() { stack = append(stack, n) }()
			id, ok := n.(*ast.Ident)
			if !ok || !isSection(id) || len(stack) == 0 {
				return true
			}
			switch p := stack[len(stack)-1].(type) {
			case *ast.Field:
				if p.Label == ast.Label(id) {
					return true // a label
				}
			case *ast.SelectorExpr:
				if p.Sel == id || p.X == ast.Expr(id) {
					return true // S.name: one entry
				}
			case *ast.IndexExpr:
				if p.X == ast.Expr(id) {
					return true
				}
			case *ast.CallExpr:
				if fn, ok := p.Fun.(*ast.Ident); ok && fn.Name == "len" && len(p.Args) == 1 {
					return true
				}
			case *ast.LetClause, *ast.Alias:
				if declares(p, id) {
					return true
				}
			case *ast.ForClause:
				if declares(p, id) {
					return true
				}
				if p.Source == ast.Expr(id) && len(stack) > 1 {
					if c, ok := stack[len(stack)-2].(*ast.Comprehension); ok {
						if targets, ok := comprehensionTargets(c, stack[:len(stack)-2]); ok {
							into[id.Name] = append(into[id.Name], targets...)
							return true
						}
					}
				}
			}
			shown[id.Name] = true
			return true
		}, func(ast.Node) { stack = stack[:len(stack)-1] })
	}
	for changed := true; changed; {
		changed = false
		for s, ts := range into {
			if !shown[s] && slices.ContainsFunc(ts, func(t string) bool { return shown[t] }) {
				shown[s], changed = true, true
			}
		}
	}
	return shown
}

// comprehensionTargets returns the fast sections a comprehension yields
// entries into, when that is all it yields: written in a top-level
// declaration of the section (S: {for ... {(k): ...}}), or at the top of a
// file with a body of sections (for ... {S: (k): ...}). stack holds its
// ancestors.
func comprehensionTargets(c *ast.Comprehension, stack []ast.Node) ([]string, bool) {
	if len(stack) == 0 {
		return nil, false
	}
	switch p := stack[len(stack)-1].(type) {
	case *ast.File:
		body, ok := c.Value.(*ast.StructLit)
		if !ok {
			return nil, false
		}
		var out []string
		for _, el := range body.Elts {
			fd, ok := el.(*ast.Field)
			if !ok {
				return nil, false
			}
			name, ok := simpleLabel(fd.Label)
			if !ok || !isRegular(fd.Label) || !isFastSection(name) {
				return nil, false
			}
			out = append(out, name)
		}
		return out, len(out) > 0
	case *ast.StructLit:
		// The section's struct: the field holding it is at the top of
		// its file.
		if len(stack) < 3 {
			return nil, false
		}
		fd, ok := stack[len(stack)-2].(*ast.Field)
		if !ok || fd.Value != ast.Expr(p) {
			return nil, false
		}
		if _, top := stack[len(stack)-3].(*ast.File); !top {
			return nil, false
		}
		name, ok := simpleLabel(fd.Label)
		if !ok || !isRegular(fd.Label) || !isFastSection(name) {
			return nil, false
		}
		return []string{name}, true
	}
	return nil, false
}

// boundLocally reports whether id refers to a for clause's variable, a
// let or an alias (decl holds the names they declare), not to a field: a
// field named as a section, even an enclosing struct's own (an embedded
// {tools: c: {niche: "\(len(tools))"}}), is the package's section
// (helper-84, review42).
func boundLocally(id *ast.Ident, decl map[*ast.Ident]bool) bool {
	switch n := id.Node.(type) {
	case *ast.LetClause, *ast.Alias, *ast.ForClause:
		return true
	case *ast.Ident:
		return decl[n]
	}
	return false
}

// nestedField reports whether id refers to a field of a struct whose
// fields are not the package's (merged: those that are).
func nestedField(id *ast.Ident, merged map[ast.Node]bool) bool {
	sl, ok := id.Scope.(*ast.StructLit)
	return ok && id.Node != nil && !merged[sl]
}

// declares reports whether id is the name a for clause, let or alias
// declares (for ts, tools in _sets: the variable, which the parser leaves
// unresolved, as it does a reference to another file's field), not a
// reference.
func declares(parent ast.Node, id *ast.Ident) bool {
	switch p := parent.(type) {
	case *ast.ForClause:
		return p.Key == id || p.Value == id
	case *ast.LetClause:
		return p.Ident == id
	case *ast.Alias:
		return p.Ident == id
	}
	return false
}
