package compiler

import (
	"maps"
	"slices"
	"strings"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/cuecontext"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/internal/par"
)

// A pattern whose fields are functions of the entry's name, written with
// the standard library:
//
//	tools: [N= =~"^(github|jira)_"]: {group: strings.Split(N, "_")[0]}
//
// gives every entry it matches a value of its own. The dependent-pattern
// reader (labelpat.go) takes only values built from the name, literals and
// predeclared names; a call kept the whole section in the package (10k
// tools: 1.5x cue vet, 405 MB). nameFuncPatterns works the values out, all
// names in one small CUE evaluation apart from the schema (CUE's own
// functions, so the values are CUE's), writes each into its entry, and
// drops those fields from the pattern. That gives what CUE gives, as for
// lookupPatterns (lookuppat.go): a pattern adds no entry, and when every
// entry of the section is declared plainly, the entries it applies to are
// the declared names it matches; the fields written are the values the
// pattern gives, unified with the entry's own declarations as the
// pattern's would be. A value the evaluation cannot write as a literal or
// a plain disjunction with its default (an error, an open constraint)
// leaves the pattern as it is. The fields come in another order than
// CUE's, so a section whose entries' field order shows is left alone.

// nameFuncPatterns rewrites the files' name-function patterns of fast
// sections not in skip; it reports which files changed.
func nameFuncPatterns(files []*ast.File, touched, skip, labels map[string]bool) []bool {
	var entryOrder map[string]bool // orderSeen, once a pattern is found
	var changed []bool
	// The top-level hidden fields, every declaration, once a pattern
	// names one.
	var topHidden map[string][]*ast.Field
	top := func(id *ast.Ident) (*ast.Field, bool) {
		if !isHidden(id.Name) || touched[id.Name] || !(id.Scope == nil || isFileScope(id.Scope)) {
			return nil, false
		}
		if _, isLet := id.Node.(*ast.LetClause); isLet || (id.Node != nil && isImport(id.Node)) {
			return nil, false
		}
		if topHidden == nil {
			topHidden = map[string][]*ast.Field{}
			for _, f := range files {
				for _, d := range f.Decls {
					if fd, ok := d.(*ast.Field); ok {
						if name, ok := simpleLabel(fd.Label); ok && hiddenLabel(fd.Label) {
							topHidden[name] = append(topHidden[name], fd)
						}
					}
				}
			}
		}
		decls := topHidden[id.Name]
		if len(decls) != 1 || decls[0].Constraint != token.ILLEGAL || len(decls[0].Attrs) > 0 {
			return nil, false
		}
		if _, ok := rawJSON(decls[0].Value); !ok {
			return nil, false
		}
		return decls[0], true
	}
	sectionDecls(files, skip, touched, func(fi int, section string, sl *ast.StructLit) {
		for _, el := range sl.Elts {
			pat, ok := el.(*ast.Field)
			if !ok {
				continue
			}
			nf := readNameFunc(pat, top)
			if nf == nil || len(nf.hidden) > 0 && namedOutside(files, pat.Value, nf.hidden) {
				continue
			}
			if entryOrder == nil {
				_, entryOrder = orderSeen(files, labels, false)
			}
			if entryOrder[section] {
				continue
			}
			entries, ok := plainEntries(files, section)
			if !ok || slices.ContainsFunc(slices.Collect(maps.Values(entries)), func(e *ast.Field) bool {
				_, aliased := e.Value.(*ast.Alias)
				return aliased && len(entryStructs(unalias(e.Value))) == 0
			}) {
				continue
			}
			var names []string
			for name := range entries {
				if nf.match(name) {
					names = append(names, name)
				}
			}
			slices.Sort(names)
			vals, ok := nf.values(names)
			if !ok {
				continue
			}
			for _, name := range names {
				if fields := vals[name]; len(fields) > 0 {
					entry := entries[name]
					addFields(entry, fields)
					changed = markChanged(changed, len(files), fileOf(files, entry))
				}
			}
			// Only the pattern's fields named imports in its file: the
			// entries gained literals.
			before := usedImports(files[fi])
			body := pat.Value.(*ast.StructLit)
			body.Elts = slices.DeleteFunc(slices.Clone(body.Elts), func(x ast.Decl) bool {
				return slices.Contains(nf.fields, x) || slices.Contains(nf.hidden, x)
			})
			if len(body.Elts) == 0 {
				sl.Elts = slices.DeleteFunc(sl.Elts, func(x ast.Decl) bool { return x == pat })
			}
			dropUnusedImports(files[fi], before)
			changed = markChanged(changed, len(files), fi)
			// One pattern per declaration and pass: the section's
			// declarations changed.
			break
		}
	})
	return changed
}

// nameFunc is a pattern nameFuncPatterns can write out.
type nameFunc struct {
	alias  *ast.Alias
	match  func(string) bool
	fields []ast.Decl // the pattern's fields that name the label, each *ast.Field
	// hidden are the pattern's hidden fields, which the fields may name
	// (_n: strconv.Atoi(...), shard: "s\(_n)"): evaluated with them, and
	// dropped with them, when nothing else in the package names them.
	hidden []ast.Decl
	specs  []*ast.ImportSpec
	// tops are the package's hidden fields of literal data the fields
	// name (_writeVerbs: ["edit", ...]), written into the evaluation.
	tops []*ast.Field
}

// namedOutside reports whether a label or reference anywhere in files but
// inside body has the name of one of the hidden fields: an entry's own
// _n (which the pattern's would meet), a read t._n.
func namedOutside(files []*ast.File, body ast.Node, hidden []ast.Decl) bool {
	names := map[string]bool{}
	for _, d := range hidden {
		name, _ := simpleLabel(d.(*ast.Field).Label)
		names[name] = true
	}
	found := false
	for _, f := range files {
		ast.Walk(f, func(n ast.Node) bool {
			if n == body || found {
				return false
			}
			switch x := n.(type) {
			case *ast.Ident:
				found = names[x.Name]
			case *ast.BasicLit:
				// "_n": a regular field's label, or a string; either
				// way nothing to drop the hidden field beside.
				if x.Kind == token.STRING {
					if v, err := literal.Unquote(x.Value); err == nil {
						found = names[v]
					}
				}
			}
			return !found
		}, nil)
	}
	return found
}

// readNameFunc reads [N=L]: {f: EXPR, ...}, L a label the fast path
// reads, at least one field an expression of N that calls the standard
// library (a field the dependent-pattern reader takes is left to it), and
// every field naming N such an expression.
func readNameFunc(pat *ast.Field, top func(*ast.Ident) (*ast.Field, bool)) *nameFunc {
	alias := labelAlias(pat)
	if alias == nil {
		return nil
	}
	match, ok := labelMatcher(alias.Expr)
	if !ok {
		return nil
	}
	body, ok := pat.Value.(*ast.StructLit)
	if !ok {
		return nil
	}
	nf := &nameFunc{alias: alias, match: match}
	// The pattern's hidden fields that are name expressions themselves,
	// naming no others of them but such: by value (what a reference to
	// one resolves to).
	cands := map[ast.Node]*ast.Field{}
	for _, el := range body.Elts {
		if bf, ok := el.(*ast.Field); ok && hiddenLabel(bf.Label) && bf.Constraint == token.ILLEGAL && len(bf.Attrs) == 0 {
			cands[bf.Value] = bf
		}
	}
	// A hidden label declared again anywhere in the pattern (_n: 5 beside
	// it, in an embedding, in a comprehension's body) is unified with
	// it: CUE's to evaluate (review45).
	declared := map[string]int{}
	ast.Walk(body, func(n ast.Node) bool {
		if fd, ok := n.(*ast.Field); ok {
			if name, ok := simpleLabel(fd.Label); ok && hiddenLabel(fd.Label) {
				declared[name]++
			}
		}
		return true
	}, nil)
	hid := map[ast.Node]bool{}
	for v, bf := range cands {
		if name, _ := simpleLabel(bf.Label); declared[name] == 1 {
			hid[v] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for v, bf := range cands {
			if hid[v] && !(&nameExprs{alias: alias, body: body, hidden: hid, top: top}).value(bf.Value, false) {
				delete(hid, v)
				changed = true
			}
		}
	}
	ne := &nameExprs{alias: alias, body: body, hidden: hid, top: top}
	calls := false
	for _, el := range body.Elts {
		if bf, ok := el.(*ast.Field); ok && hiddenLabel(bf.Label) {
			continue // the labelpat reader's, or evaluated with a field naming it
		}
		refers, refersHidden := false, false
		walkRefs1(el, func(id *ast.Ident) {
			refers = refers || isAliasRef(id, alias)
			refersHidden = refersHidden || ne.hiddenRef(id)
		})
		if !refers && !refersHidden {
			continue
		}
		if c, ok := el.(*ast.Comprehension); ok {
			// if strings.Count(N, "_") >= 3 {annotations: namespaced:
			// true}: a condition the pattern reader does not work out in
			// Go (labelCond), on a body of plain fields.
			if !ne.guarded(c) {
				return nil
			}
			calls = true
			nf.fields = append(nf.fields, c)
			continue
		}
		bf, ok := el.(*ast.Field)
		if !ok || bf.Constraint != token.ILLEGAL || len(bf.Attrs) > 0 || !isRegular(bf.Label) {
			return nil
		}
		if _, ok := bf.Label.(*ast.Ident); !ok {
			return nil
		}
		_, isStruct := bf.Value.(*ast.StructLit)
		if !ne.value(bf.Value, true) {
			return nil
		}
		// The dependent-pattern reader (labelpat.go) takes a scalar
		// field of the label and literals alone.
		calls = calls || isStruct || refersHidden
		nf.fields = append(nf.fields, bf)
	}
	// The hidden fields the fields name, on down, in the body's order.
	used := map[ast.Node]bool{}
	var mark func(n ast.Node)
	mark = func(n ast.Node) {
		walkRefs1(n, func(id *ast.Ident) {
			if ne.hiddenRef(id) && !used[id.Node] {
				used[id.Node] = true
				mark(id.Node)
			}
		})
	}
	for _, f := range nf.fields {
		mark(f)
	}
	for _, el := range body.Elts {
		if bf, ok := el.(*ast.Field); ok && used[bf.Value] {
			ne.value(bf.Value, false)
			nf.hidden = append(nf.hidden, bf)
		}
	}
	calls = calls || ne.call
	if !calls || len(nf.fields) == 0 {
		return nil
	}
	nf.specs, nf.tops = ne.specs, ne.tops
	return nf
}

// nameExprs reads a name-function pattern's values (nameExpr), gathering
// the import specs they name and whether they call a function.
type nameExprs struct {
	alias  *ast.Alias
	body   *ast.StructLit
	hidden map[ast.Node]bool // the pattern's hidden fields, by value
	// top resolves a reference to a top-level hidden field of literal
	// data, declared once; tops are those named.
	top   func(*ast.Ident) (*ast.Field, bool)
	tops  []*ast.Field
	specs []*ast.ImportSpec
	call  bool
}

// local reports whether id is a reference nameExpr takes besides the
// label: a hidden field of the pattern's, or of the package's holding
// literal data (recorded in tops).
func (ne *nameExprs) local(id *ast.Ident) bool {
	if ne.hiddenRef(id) {
		return true
	}
	if ne.top == nil || id.Scope == ast.Node(ne.body) {
		return false
	}
	fd, ok := ne.top(id)
	if ok && !slices.Contains(ne.tops, fd) {
		ne.tops = append(ne.tops, fd)
	}
	return ok
}

// guarded reports whether c is if clauses whose conditions are name
// expressions, on a struct of plain regular fields whose values are (the
// condition is worked out by CUE with the rest), when the pattern reader
// cannot take it: its condition is not one labelCond reads, or its body
// names the label or a hidden field.
func (ne *nameExprs) guarded(c *ast.Comprehension) bool {
	body, ok := c.Value.(*ast.StructLit)
	if !ok || len(body.Elts) == 0 {
		return false
	}
	if _, read := labelCond(c, ne.alias); read {
		plain := true
		walkRefs1(body, func(id *ast.Ident) { plain = plain && !isAliasRef(id, ne.alias) && !ne.hiddenRef(id) })
		if plain {
			return false
		}
	}
	for _, cl := range c.Clauses {
		ic, ok := cl.(*ast.IfClause)
		if !ok || !ne.value(ic.Condition, false) {
			return false
		}
	}
	return ne.value(body, true)
}

// hiddenRef reports whether id refers to one of the pattern's hidden
// fields.
func (ne *nameExprs) hiddenRef(id *ast.Ident) bool {
	return id.Scope == ast.Node(ne.body) && ne.hidden[id.Node]
}

// value reports whether e is a name expression, or, when structs is set,
// a struct of plain regular fields whose values are (annotations: shard:
// "s\(_n)").
func (ne *nameExprs) value(e ast.Expr, structs bool) bool {
	if sl, ok := e.(*ast.StructLit); ok && structs {
		for _, el := range sl.Elts {
			fd, ok := el.(*ast.Field)
			if !ok || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 || !isRegular(fd.Label) {
				return false
			}
			if _, simple := simpleLabel(fd.Label); !simple || !ne.value(fd.Value, true) {
				return false
			}
		}
		return true
	}
	specs, call, ok := nameExpr(e, ne.alias, ne.local)
	for _, spec := range specs {
		if !slices.Contains(ne.specs, spec) {
			ne.specs = append(ne.specs, spec)
		}
	}
	ne.call = ne.call || call
	return ok
}

// nameExpr reports whether e is built from the label, literals, CUE's
// predeclared names and the standard library's functions (no struct, list
// literal argument aside, comprehension or other reference), the import
// specs it names, and whether it calls one.
func nameExpr(e ast.Expr, alias *ast.Alias, local func(*ast.Ident) bool) (specs []*ast.ImportSpec, call, ok bool) {
	ok = true
	ast.Walk(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			switch {
			case isAliasRef(n, alias), n.Name != "_" && plainPredeclared(n), local(n):
			default:
				spec, isSpec := n.Node.(*ast.ImportSpec)
				if !isSpec || !builtinPackage(spec) {
					ok = false
				} else if !slices.Contains(specs, spec) {
					specs = append(specs, spec)
				}
			}
		case *ast.SelectorExpr:
			// pkg.Func: the selector is a name in the package, not a
			// reference.
			if id, isID := n.X.(*ast.Ident); isID {
				if _, isSpec := id.Node.(*ast.ImportSpec); isSpec {
					ast.Walk(n.X, func(m ast.Node) bool {
						if id, isID := m.(*ast.Ident); isID {
							spec := id.Node.(*ast.ImportSpec)
							if !builtinPackage(spec) {
								ok = false
							} else if !slices.Contains(specs, spec) {
								specs = append(specs, spec)
							}
						}
						return true
					}, nil)
					return false
				}
			}
			ok = false
		case *ast.CallExpr:
			call = true
		case *ast.StructLit, *ast.Comprehension, *ast.Field, *ast.BottomLit:
			ok = false
		}
		return ok
	}, nil)
	return specs, call, ok
}

// values works out the fields for each name, in CUE evaluations of
// foldChunk names each (CUE's field insertion is quadratic in a struct's
// size), on every core: by name, the regular fields the pattern's moved
// parts give it, in CUE's order, each at the place of the pattern's field
// of that label; false if one cannot be written.
func (nf *nameFunc) values(names []string) (map[string][]ast.Decl, bool) {
	var head strings.Builder
	for _, spec := range nf.specs {
		head.WriteString("import ")
		if spec.Name != nil {
			head.WriteString(spec.Name.Name + " ")
		}
		head.WriteString(spec.Path.Value + "\n")
	}
	for _, fd := range nf.tops {
		text, err := format.Node(fd)
		if err != nil {
			return nil, false
		}
		head.Write(text)
		head.WriteString("\n")
	}
	label, _ := simpleLabel(nf.alias.Ident)
	text, err := format.Node(&ast.StructLit{Elts: slices.Concat(nf.hidden, nf.fields)})
	if err != nil {
		return nil, false
	}
	head.WriteString("x: [" + label + "=string]: ")
	head.Write(text)
	head.WriteString("\n")
	// Where each label is written in the pattern: the fields' places.
	pos := map[string]token.Pos{}
	for _, d := range nf.fields {
		ast.Walk(d, func(n ast.Node) bool {
			if fd, ok := n.(*ast.Field); ok {
				if l, ok := simpleLabel(fd.Label); ok {
					if _, seen := pos[l]; !seen {
						pos[l] = fd.Value.Pos()
					}
				}
				return false
			}
			return true
		}, nil)
	}
	chunks := (len(names) + foldChunk - 1) / foldChunk
	vals := make([][]ast.Decl, len(names))
	bad := make([]bool, chunks)
	par.Each(chunks, 0, func(c int) {
		lo, hi := c*foldChunk, min((c+1)*foldChunk, len(names))
		var b strings.Builder
		b.WriteString(head.String())
		b.WriteString("x: {\n")
		for _, n := range names[lo:hi] {
			b.WriteString(literal.String.Quote(n) + ": {}\n")
		}
		b.WriteString("}\n")
		v := cuecontext.New().CompileString(b.String(), cue.Filename("toolpolicy-namefunc.cue"))
		if v.Err() != nil {
			bad[c] = true
			return
		}
		for i := lo; i < hi; i++ {
			ev := v.LookupPath(cue.MakePath(cue.Str("x"), cue.Str(names[i])))
			it, err := ev.Fields()
			if err != nil {
				bad[c] = true
				return
			}
			for it.Next() {
				l := it.Selector().Unquoted()
				x, ok := plainValue(it.Value())
				if it.Value().Err() != nil || !ok {
					bad[c] = true
					return
				}
				ast.SetPos(x, pos[l])
				vals[i] = append(vals[i], &ast.Field{Label: ast.NewStringLabel(l), Value: x})
			}
		}
	})
	if slices.Contains(bad, true) {
		return nil, false
	}
	out := make(map[string][]ast.Decl, len(names))
	for i, n := range names {
		out[n] = vals[i]
	}
	return out, true
}

// plainValue writes a value as a literal, or as a plain disjunction with
// its default; false for anything else. A struct or list is written when
// it is plain data (regularTree).
func plainValue(v cue.Value) (ast.Expr, bool) {
	if hasOwnDefault(v) {
		syn, ok := v.Syntax().(ast.Expr)
		if !ok || !plainDisjunction(syn) {
			return nil, false
		}
		return syn, true
	}
	if v.Validate(cue.Concrete(true)) != nil {
		return nil, false
	}
	n := &vnode{v: v}
	switch v.Kind() {
	case cue.StringKind, cue.BoolKind, cue.IntKind, cue.NullKind:
	case cue.StructKind, cue.ListKind:
		var ok bool
		if n, ok = regularTree(v, 0); !ok {
			return nil, false
		}
	default:
		return nil, false
	}
	// A float CUE made (40 / 4) exports as 10, and its literal would read
	// 10.0 (review45): CUE's to write.
	if anyNode(n, hasOwnDefault) || anyNode(n, isFloat) {
		return nil, false
	}
	x := literalNode(n)
	return x, x != nil
}

// isFloat reports whether v is a float.
func isFloat(v cue.Value) bool { return v.Kind() == cue.FloatKind }
