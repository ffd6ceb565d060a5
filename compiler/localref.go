package compiler

import (
	"slices"
	"strconv"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/ast/astutil"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/token"
)

// An entry often computes some of its fields from others of its own:
//
//	github_get_issue: {_s: "GitHub", _o: "issue", niche: "Read one \(_o) on \(_s)."}
//	sync_file: X={_v: "Sync", niche: "\(X._v) one file.", card: "\(X._v) files."}
//	run_job: {niche: "Run one job.", card: strings.TrimSuffix(niche, ".") + " (on demand)."}
//
// Neither the fast path (literal entries only) nor the fold (which takes no
// reference to a field inside what it folds, since CUE resolves that in the
// entry with all its other declarations) reads such an entry, and its
// section used to stay in the package for CUE to evaluate whole: 1.5x `cue
// vet` at 10,000 tools. localRefs writes in place of each such reference
// the literal it names, and drops the hidden fields nothing needs then;
// what is left is a literal, or a value the fold evaluates alone.
//
// That gives what CUE gives, because:
//   - a reference to a field of the entry's own struct (or, through the
//     entry's value alias, X.f) names the field in the entry's whole value:
//     the literal written there, unified with whatever else declares the
//     field. That is the literal itself, or an error. A literal is a
//     string, bool, null or number written as one, and the field is
//     declared once in the struct;
//   - a regular field stays where it is, so a conflict with a template or
//     another declaration is still one;
//   - a hidden field is dropped only when no other place in the package
//     names it (as a field, a reference or a selection) but entries like
//     this one, each declared once: nothing else can give it a value, read
//     it, or conflict with it. The schema has no hidden fields;
//   - a let of the entry bound to a literal goes once nothing refers to it
//     (CUE rejects an unused let).
//
// Entries of a section something iterates or uses other than as data are
// left alone (staticConds' skip): their fields' order is CUE's.

// localRefs rewrites the entries of the fast sections of files that refer
// to their own literal fields, and reports whether it changed the entry.
type localRefs struct {
	files []*ast.File
	skip  map[string]bool
	// shared are the hidden labels named somewhere other than as a field
	// of a once-declared entry of a section localRefs rewrites, or a
	// reference to one; refNames the names used as references or
	// selected. Both found when an entry first has a hidden field to drop.
	shared, refNames map[string]bool
	// nameFields are the hidden fields a section's pattern gives every
	// entry it matches as a function of the entry's name (selfNames);
	// found when an entry first selects a field it does not declare.
	nameFields map[string]map[string]*nameField
}

// nameField is a hidden field a pattern gives the entries it matches,
// [N=L]: {_name: N} or {_name: "tool \(N)"}: a string of the name alone.
type nameField struct {
	match func(string) bool
	term  depTerm
}

func newLocalRefs(files []*ast.File, skip map[string]bool) *localRefs {
	return &localRefs{files: files, skip: skip}
}

// isShared reports whether a hidden label is named somewhere other than
// as a field of an entry localRefs may rewrite or a reference to one.
func (lr *localRefs) isShared(name string) bool {
	lr.analyse()
	return lr.shared[name]
}

// named reports whether a name is used as a reference or selected
// somewhere: an entry named so may be read whole, hidden fields and all.
func (lr *localRefs) named(name string) bool {
	lr.analyse()
	return lr.refNames[name] || lr.refNames[anyName]
}

func (lr *localRefs) analyse() {
	if lr.shared != nil {
		return
	}
	count := map[[2]string]int{}
	eachEntry(lr.files, lr.skip, func(section, name string, _ *ast.Field) { count[[2]string{section, name}]++ })
	// An entry whose name is a reference somewhere (b: {a, _v: "y"}) may
	// be unified with anything: its fields are not its own.
	_, lr.refNames = hiddenUses(lr.files, nil)
	owners := map[*ast.StructLit]bool{}
	eachEntry(lr.files, lr.skip, func(section, name string, entry *ast.Field) {
		if count[[2]string{section, name}] == 1 && !lr.refNames[name] && !lr.refNames[anyName] {
			for _, sl := range entryStructs(unalias(entry.Value)) {
				owners[sl] = true
			}
		}
	})
	lr.shared, _ = hiddenUses(lr.files, owners)
}

// selfNames finds the hidden fields of fast sections a pattern gives as
// a function of the entry's name alone (nameField): declared in exactly
// one place in the package, a plain top-level pattern of the section
// whose label labelMatcher reads (_, string, =~"re" and the like). Nothing else
// can then give the field a value or conflict with it, so an entry's
// X._name, through its value alias, is the pattern's string for the
// entry's name (self-name-card: 10k tools kept in the package, 0.70x cue
// vet).
func (lr *localRefs) selfNames() map[string]map[string]*nameField {
	if lr.nameFields != nil {
		return lr.nameFields
	}
	lr.nameFields = map[string]map[string]*nameField{}
	declared := identLabelCounts(lr.files, isHidden) // hidden label → fields declaring it, anywhere
	sectionDecls(lr.files, lr.skip, nil, func(_ int, section string, sl *ast.StructLit) {
		for _, el := range sl.Elts {
			pat, ok := el.(*ast.Field)
			if !ok {
				continue
			}
			alias := labelAlias(pat)
			body, isStruct := pat.Value.(*ast.StructLit)
			if alias == nil || !isStruct {
				continue
			}
			match, ok := labelMatcher(alias.Expr)
			if !ok {
				continue
			}
			for _, d := range body.Elts {
				fd, ok := d.(*ast.Field)
				if !ok || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 {
					continue
				}
				id, ok := fd.Label.(*ast.Ident)
				if !ok || !isHidden(id.Name) || strings.HasPrefix(id.Name, "_#") || declared[id.Name] != 1 {
					continue
				}
				terms, ok := depTerms(fd.Value, alias, false)
				if !ok || len(terms) != 1 || terms[0].any || terms[0].dflt {
					continue
				}
				if lr.nameFields[section] == nil {
					lr.nameFields[section] = map[string]*nameField{}
				}
				lr.nameFields[section][id.Name] = &nameField{match: match, term: terms[0]}
			}
		}
	})
	return lr.nameFields
}

// unalias is a value without its value alias (X={...}).
func unalias(x ast.Expr) ast.Expr {
	if a, ok := x.(*ast.Alias); ok {
		return a.Expr
	}
	return x
}

// anyName in hiddenUses' refs: an index that is not a literal may name
// anything.
const anyName = "\x00any"

// hiddenUses finds which hidden labels files name other than as a field
// at the top of one of owners' structs or as a reference resolved to one of
// those structs' fields (shared), and which names they use as references
// or select (refs).
func hiddenUses(files []*ast.File, owners map[*ast.StructLit]bool) (shared, refs map[string]bool) {
	shared, refs = map[string]bool{}, map[string]bool{}
	decl := func(id *ast.Ident) {
		if id != nil && isHidden(id.Name) {
			shared[id.Name] = true
		}
	}
	var before func(n ast.Node) bool
	walk := func(n ast.Node) {
		if n != nil {
			ast.Walk(n, before, nil)
		}
	}
	fields := func(elts []ast.Decl, owned bool) {
		for _, el := range elts {
			fd, ok := el.(*ast.Field)
			if !ok {
				walk(el)
				continue
			}
			switch l := fd.Label.(type) {
			case *ast.Ident:
				if !owned {
					decl(l)
				}
			case *ast.Alias:
				decl(l.Ident)
				if id, ok := l.Expr.(*ast.Ident); ok {
					decl(id)
				} else {
					walk(l.Expr)
				}
			case *ast.BasicLit:
			default:
				walk(fd.Label)
			}
			if fd.Value != nil {
				walk(fd.Value)
			}
		}
	}
	before = func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.File:
			fields(x.Decls, false)
			return false
		case *ast.StructLit:
			fields(x.Elts, owners[x])
			return false
		case *ast.SelectorExpr:
			if name, ok := simpleLabel(x.Sel); ok {
				refs[name] = true
				// X.f through an owner's value alias is a reference to
				// its field.
				own := false
				if id, isIdent := x.X.(*ast.Ident); isIdent {
					if a, isAlias := id.Node.(*ast.Alias); isAlias {
						own = slices.ContainsFunc(entryStructs(a.Expr), func(sl *ast.StructLit) bool { return owners[sl] })
					}
				}
				if id, isIdent := x.Sel.(*ast.Ident); isIdent && !own {
					decl(id)
				}
			}
			walk(x.X)
			return false
		case *ast.Ident:
			refs[x.Name] = true
			if sl, ok := x.Scope.(*ast.StructLit); !ok || !owners[sl] {
				decl(x)
			}
			return false
		case *ast.IndexExpr:
			// tools["a"] names a; tools[n] may name any entry. (Another
			// value holding a section or an entry is a copy of it, which
			// keeps the section from being rewritten, or names the entry.)
			if bl, ok := x.Index.(*ast.BasicLit); ok && bl.Kind == token.STRING {
				if name, ok := simpleLabel(bl); ok {
					refs[name] = true
				} else {
					refs[anyName] = true
				}
			} else if id, isIdent := x.X.(*ast.Ident); isIdent && isFastSection(id.Name) && (id.Scope == nil || isFileScope(id.Scope)) {
				refs[anyName] = true
			}
			walk(x.X)
			walk(x.Index)
			return false
		case *ast.LetClause:
			decl(x.Ident)
			walk(x.Expr)
			return false
		case *ast.Alias:
			decl(x.Ident)
			walk(x.Expr)
			return false
		case *ast.ForClause:
			decl(x.Key)
			decl(x.Value)
			walk(x.Source)
			return false
		}
		return true
	}
	for _, f := range files {
		walk(f)
	}
	return shared, refs
}

// eachEntry calls fn for each entry of a plain declaration of a fast
// section not in skip (section: {name: ...}, section: name: ...).
func eachEntry(files []*ast.File, skip map[string]bool, fn func(section, name string, entry *ast.Field)) {
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			section, ok := simpleLabel(fd.Label)
			if !ok || !isFastSection(section) || skip[section] || fd.Constraint != token.ILLEGAL || !isRegular(fd.Label) {
				continue
			}
			sl, ok := fd.Value.(*ast.StructLit)
			if !ok {
				continue
			}
			for _, el := range sl.Elts {
				entry, ok := el.(*ast.Field)
				if !ok || entry.Constraint != token.ILLEGAL || !isRegular(entry.Label) {
					continue
				}
				if _, aliased := entry.Label.(*ast.Alias); aliased {
					continue
				}
				name, ok := simpleLabel(entry.Label)
				if !ok || strings.HasPrefix(name, "#") {
					continue
				}
				fn(section, name, entry)
			}
		}
	}
}

// localField is one field of an entry's struct a reference may name.
type localField struct {
	field *ast.Field
	lit   *ast.BasicLit // its value, once a literal
	twice bool          // declared twice in the entries' structs: not substituted
}

// rewrite substitutes the entry's references to its own literal fields;
// it reports whether it changed anything.
func (lr *localRefs) rewrite(section string, entry *ast.Field) bool {
	entryName, _ := simpleLabel(entry.Label)
	value := entry.Value
	alias, _ := value.(*ast.Alias)
	if alias != nil {
		value = alias.Expr
	}
	structs := entryStructs(value)
	if len(structs) == 0 || (alias == nil && !slices.ContainsFunc(structs, mayRefer)) {
		return false
	}
	if alias == nil && !refersWithin(structs) {
		return false
	}
	fields := map[string]*localField{}
	byValue := map[ast.Node]*localField{} // a field's value, as a reference's Node names it
	lets := map[*ast.LetClause]*ast.BasicLit{}
	scopes := map[ast.Node]bool{}
	for _, sl := range structs {
		scopes[sl] = true
		for _, el := range sl.Elts {
			switch el := el.(type) {
			case *ast.LetClause:
				if bl, ok := el.Expr.(*ast.BasicLit); ok && substLiteral(bl) {
					lets[el] = bl
				}
			case *ast.Field:
				label := el.Label
				if a, ok := label.(*ast.Alias); ok {
					// N=niche: "...": a reference to N names the field
					// (its Node is the field itself).
					if l, ok := a.Expr.(ast.Label); ok {
						label = l
					}
				}
				name, ok := fieldKey(label)
				if !ok {
					continue
				}
				lf := fields[name]
				if lf != nil {
					lf.twice = true
					continue
				}
				lf = &localField{field: el}
				if el.Constraint == token.ILLEGAL && len(el.Attrs) == 0 && !strings.HasPrefix(name, "#") && !strings.HasPrefix(name, "_#") {
					if bl, ok := el.Value.(*ast.BasicLit); ok && substLiteral(bl) {
						lf.lit = bl
					}
				} else {
					lf.twice = true // never substituted
				}
				fields[name] = lf
				byValue[el.Value] = lf
				if _, aliased := el.Label.(*ast.Alias); aliased {
					byValue[el] = lf
				}
			}
		}
	}
	// A let bound to a literal field of the entry's own (let desc =
	// description, which a comprehension in the entry reads where a field
	// of its own would shadow the name) is bound to the literal.
	for _, sl := range structs {
		for _, el := range sl.Elts {
			if lc, ok := el.(*ast.LetClause); ok && lets[lc] == nil {
				if id, ok := lc.Expr.(*ast.Ident); ok && scopes[id.Scope] {
					if lf := byValue[id.Node]; lf != nil && !lf.twice && lf.lit != nil {
						lets[lc] = lf.lit
					}
				}
			}
		}
	}
	if len(fields) == 0 && len(lets) == 0 {
		return false
	}
	// lookup is the literal a reference names, if any.
	// A let or alias nothing referred to stays: CUE rejects it.
	substituted := map[*ast.LetClause]bool{}
	aliasSubst := false
	aliasRead := map[*ast.Field]bool{} // fields whose alias a reference read

	lookup := func(x ast.Expr) (*ast.BasicLit, bool) {
		switch x := x.(type) {
		case *ast.Ident:
			if lc, ok := x.Node.(*ast.LetClause); ok && lets[lc] != nil && x != lc.Ident {
				substituted[lc] = true
				return lets[lc], true
			}
			if !scopes[x.Scope] {
				return nil, false
			}
			if lf := byValue[x.Node]; lf != nil && !lf.twice && lf.lit != nil {
				if fd, ok := x.Node.(*ast.Field); ok {
					aliasRead[fd] = true
				}
				return lf.lit, true
			}
		case *ast.SelectorExpr:
			id, ok := x.X.(*ast.Ident)
			name, named := fieldKey(x.Sel)
			if !ok || !named || alias == nil || id.Node != alias {
				return nil, false
			}
			if lf := fields[name]; lf != nil && !lf.twice && lf.lit != nil {
				aliasSubst = true
				return lf.lit, true
			}
			// A hidden field the entry does not declare, given by a
			// pattern as a function of its name.
			if nf := lr.selfNames()[section][name]; nf != nil && fields[name] == nil && nf.match(entryName) {
				aliasSubst = true
				return &ast.BasicLit{Kind: token.STRING, Value: literal.String.Quote(nf.term.text(entryName))}, true
			}
		}
		return nil, false
	}
	changed := false
	for {
		again := false
		for _, sl := range structs {
			for _, el := range sl.Elts {
				fd, ok := el.(*ast.Field)
				if !ok || fd.Value == nil {
					continue
				}
				if lf := byValue[fd.Value]; lf != nil && lf.lit != nil {
					continue
				}
				nv, did := substitute(fd.Value, lookup)
				if !did {
					continue
				}
				changed, again = true, true
				// References keep naming the value the parser saw.
				lf := byValue[fd.Value]
				if lf != nil {
					byValue[nv] = lf
				}
				fd.Value = nv
				if bl, ok := nv.(*ast.BasicLit); ok && lf != nil && substLiteral(bl) && fd.Constraint == token.ILLEGAL && len(fd.Attrs) == 0 {
					lf.lit = bl
				}
			}
		}
		if !again {
			break
		}
	}
	// Whatever still names a hidden field, a let or the alias keeps it.
	used := map[*ast.LetClause]bool{}
	usedField := map[*localField]bool{}
	aliasUsed := false
	for _, sl := range structs {
		ast.Walk(sl, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if alias != nil && id.Node == alias {
					aliasUsed = true
				}
				if lc, ok := id.Node.(*ast.LetClause); ok && id != lc.Ident {
					used[lc] = true
				}
				if lf := byValue[id.Node]; lf != nil && scopes[id.Scope] {
					usedField[lf] = true
				}
			}
			return true
		}, nil)
	}
	for _, sl := range structs {
		n := len(sl.Elts)
		// What a struct embeds or generates may declare its hidden
		// fields too: they stay.
		embeds := slices.ContainsFunc(sl.Elts, func(el ast.Decl) bool {
			switch el.(type) {
			case *ast.EmbedDecl, *ast.Comprehension:
				return true
			}
			return false
		})
		sl.Elts = slices.DeleteFunc(sl.Elts, func(el ast.Decl) bool {
			switch el := el.(type) {
			case *ast.LetClause:
				return substituted[el] && !used[el]
			case *ast.Field:
				id, ok := el.Label.(*ast.Ident)
				if !ok || !isHidden(id.Name) || embeds {
					return false
				}
				lf := fields[id.Name]
				return lf != nil && !lf.twice && lf.lit != nil && !usedField[lf] && !aliasUsed && !lr.isShared(id.Name) && !lr.named(entryName)
			}
			return false
		})
		changed = changed || len(sl.Elts) != n
	}
	if alias != nil && aliasSubst && !aliasUsed {
		entry.Value = alias.Expr
		changed = true
	}
	// A field's alias nothing refers to any more goes, leaving the plain
	// label the split reads; one nothing referred to stays (CUE rejects
	// it: "unreferenced alias or let clause").
	for _, sl := range structs {
		for _, el := range sl.Elts {
			fd, ok := el.(*ast.Field)
			if !ok {
				continue
			}
			a, ok := fd.Label.(*ast.Alias)
			if !ok {
				continue
			}
			l, ok := a.Expr.(ast.Label)
			if lf := byValue[fd]; ok && aliasRead[fd] && lf != nil && !usedField[lf] && lf.lit != nil && !lf.twice {
				fd.Label = l
				changed = true
			}
		}
	}
	return changed
}

// fieldKey is how rewrite knows a field or selector: its name, quoted when
// written as a string ("_v" is a regular field, _v a hidden one); false for
// an alias, pattern or dynamic label.
func fieldKey(l ast.Label) (string, bool) {
	switch l := l.(type) {
	case *ast.Ident:
		return l.Name, true
	case *ast.BasicLit:
		name, ok := simpleLabel(l)
		return strconv.Quote(name), ok
	}
	return "", false
}

// refersWithin reports whether something in structs names one of their
// own fields or lets, or they declare a hidden field: what rewrite may
// substitute or drop. An entry that only names the package's fragments
// (parameters: _paging & {...}) has neither, and is left without building
// its fields' tables (10,000 such entries: 20 ms of a 400 ms load).
func refersWithin(structs []*ast.StructLit) bool {
	for _, sl := range structs {
		for _, el := range sl.Elts {
			if fd, ok := el.(*ast.Field); ok {
				if id, ok := fd.Label.(*ast.Ident); ok && isHidden(id.Name) {
					return true
				}
			}
		}
	}
	for _, sl := range structs {
		if anyIdent(sl, func(id *ast.Ident) bool {
			return id.Scope != nil && slices.ContainsFunc(structs, func(s *ast.StructLit) bool { return ast.Node(s) == id.Scope })
		}) {
			return true
		}
	}
	return false
}

// anyIdent reports whether an identifier in n is one pred holds for.
func anyIdent(n ast.Node, pred func(*ast.Ident) bool) bool { return astAny(n, pred) }

// astAny reports whether a node of type T in n is one pred holds for,
// stopping at the first.
func astAny[T ast.Node](n ast.Node, pred func(T) bool) bool {
	found := false
	ast.Walk(n, func(x ast.Node) bool {
		if t, ok := x.(T); ok && pred(t) {
			found = true
		}
		return !found
	}, nil)
	return found
}

// mayRefer reports whether a struct holds something rewrite may change: a
// reference, an interpolation, a let or a hidden field. Most entries are
// literals and hold none.
func mayRefer(sl *ast.StructLit) bool {
	found := false
	var before func(n ast.Node) bool
	before = func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Field:
			if id, ok := x.Label.(*ast.Ident); ok && isHidden(id.Name) {
				found = true
			}
			if _, ok := x.Label.(*ast.Ident); !ok && !found {
				if _, ok := x.Label.(*ast.BasicLit); !ok {
					found = true // a dynamic label, an alias, a pattern
				}
			}
			if !found && x.Value != nil {
				ast.Walk(x.Value, before, nil)
			}
			return false
		case *ast.Ident, *ast.Interpolation, *ast.LetClause:
			found = true
		}
		return !found
	}
	ast.Walk(sl, before, nil)
	return found
}

// substLiteral reports whether a literal may be copied where a reference
// to it was: a string, bool, null or number, or bytes, which only an
// interpolation turns into a string (substitute; anywhere else the entry
// holding them is CUE's to evaluate, as literalStruct reads no bytes).
func substLiteral(bl *ast.BasicLit) bool {
	switch bl.Kind {
	case token.INT, token.FLOAT:
		return true
	}
	return plainLiteral(bl) || bytesLiteral(bl)
}

// bytesLiteral reports whether a literal is bytes, 'Sync one file.'.
func bytesLiteral(bl *ast.BasicLit) bool {
	return bl.Kind == token.STRING && strings.HasPrefix(strings.TrimLeft(bl.Value, "#"), "'")
}

// substitute returns x with every reference lookup resolves replaced by
// its literal, and every string interpolation of literals alone by the
// string; did reports whether anything changed.
func substitute(x ast.Expr, lookup func(ast.Expr) (*ast.BasicLit, bool)) (out ast.Expr, did bool) {
	if bl, ok := lookup(x); ok {
		return copyLit(bl, x.Pos()), true
	}
	res := astutil.Apply(x, func(c astutil.Cursor) bool {
		switch n := c.Node().(type) {
		case *ast.Field:
			// A label is not a reference; its value and a pattern's or
			// a dynamic label's expression are walked on their own.
			if l, ok := n.Label.(ast.Expr); ok {
				switch l.(type) {
				case *ast.Interpolation, *ast.ParenExpr, *ast.ListLit:
					if nl, ok := substitute(l, lookup); ok {
						if lbl, isLabel := nl.(ast.Label); isLabel {
							n.Label, did = lbl, true
						}
					}
				}
			}
			if n.Value != nil {
				if nv, ok := substitute(n.Value, lookup); ok {
					n.Value, did = nv, true
				}
			}
			return false
		case *ast.SelectorExpr:
			if bl, ok := lookup(n); ok {
				c.Replace(copyLit(bl, n.Pos()))
				did = true
				return false
			}
			// x.sel: only x can be a reference.
			if nx, ok := substitute(n.X, lookup); ok {
				n.X, did = nx, true
			}
			return false
		case *ast.Ident:
			if bl, ok := lookup(n); ok {
				c.Replace(copyLit(bl, n.Pos()))
				did = true
			}
			return false
		}
		return true
	}, func(c astutil.Cursor) bool {
		if ip, ok := c.Node().(*ast.Interpolation); ok {
			if bl, ok := interpolate(ip, func(e ast.Expr) (*ast.BasicLit, bool) {
				bl, ok := e.(*ast.BasicLit)
				return bl, ok && (plainLiteral(bl) || bytesLiteral(bl))
			}); ok {
				ast.SetPos(bl, ip.Pos())
				c.Replace(bl)
				did = true
			}
		}
		return true
	})
	return res.(ast.Expr), did
}

// copyLit is a copy of bl at pos.
func copyLit(bl *ast.BasicLit, pos token.Pos) *ast.BasicLit {
	return &ast.BasicLit{ValuePos: pos, Kind: bl.Kind, Value: bl.Value}
}
