package compiler

import (
	"maps"
	"slices"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/token"
)

// A pattern that looks the entry's name up in a hidden table:
//
//	_replacedBy: {old_read: "read_file", old_grep: "search"}
//	tools: [N=_]: {if _replacedBy[N] != _|_ {niche: "Old name of \(_replacedBy[N])."}}
//
// gives the entries the table names fields of their own, and nothing to the
// others. No template can hold it, and its section used to stay in the
// package: 1.5x `cue vet` at 10,000 tools. lookupPatterns writes those
// fields into the entries themselves, in Go, and drops the pattern.
//
// That gives what CUE gives, because:
//   - a pattern applies to the fields its section has, and adds none: when
//     every entry of the section is declared plainly (no comprehension,
//     embedding or dynamic label adds to it), the entries it applies to
//     are the table's names that are declared;
//   - the table is a hidden field declared once, at the top of a file, as a
//     struct of plain fields whose values are strings, and nothing adds to
//     it: _t[N] exists exactly for its names, with their strings;
//   - the fields added are the pattern's, with N and _t[N] written as the
//     strings they are for that entry; unified with the entry's own
//     declarations as the pattern's would be (a conflict stays one);
//   - the fields come in another order than CUE's, so a section whose
//     entries' field order shows (findOrdered) is left alone.

// lookupPatterns rewrites the files' lookup patterns of fast sections not in
// skip; it reports which files changed.
func lookupPatterns(files []*ast.File, touched, skip, labels map[string]bool, hidden map[string][]*ast.Field) []bool {
	var fo *folder // findOrdered, once a pattern is found
	var changed []bool
	sectionDecls(files, skip, touched, func(fi int, section string, sl *ast.StructLit) {
		for _, el := range sl.Elts {
			pat, ok := el.(*ast.Field)
			if !ok {
				continue
			}
			lp := readLookup(pat, hidden, touched)
			if lp == nil {
				continue
			}
			if fo == nil {
				fo = &folder{files: files, labels: labels, ordered: map[string]bool{}, entryOrder: map[string]bool{}}
				fo.findOrdered()
			}
			if fo.entryOrder[section] {
				continue
			}
			entries, ok := plainEntries(files, section)
			if !ok || slices.ContainsFunc(slices.Collect(maps.Values(entries)), func(e *ast.Field) bool {
				_, aliased := e.Value.(*ast.Alias)
				return aliased && len(entryStructs(unalias(e.Value))) == 0
			}) {
				continue
			}
			for name, entry := range entries {
				if lp.table[name] == nil {
					continue
				}
				var fields []ast.Decl
				for _, bf := range lp.body {
					v, ok := lp.value(bf.Value, name)
					if !ok {
						return // checked by readLookup: not reached
					}
					fields = append(fields, &ast.Field{Label: &ast.Ident{NamePos: bf.pos, Name: bf.name}, Value: v})
				}
				addFields(entry, fields)
				if changed == nil {
					changed = make([]bool, len(files))
				}
				changed[fileOf(files, entry)] = true
			}
			sl.Elts = slices.DeleteFunc(sl.Elts, func(x ast.Decl) bool { return x == pat })
			if changed == nil {
				changed = make([]bool, len(files))
			}
			changed[fi] = true
			// One pattern per declaration and pass: the section's
			// declarations changed.
			break
		}
	})
	return changed
}

// sectionDecls calls fn with each top-level declaration of a fast section
// not in skip or touched written as a plain struct (section: {...}), and
// the index of its file.
func sectionDecls(files []*ast.File, skip, touched map[string]bool, fn func(fi int, section string, sl *ast.StructLit)) {
	for fi, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok || fd.Constraint != token.ILLEGAL {
				continue
			}
			section, ok := simpleLabel(fd.Label)
			if !ok || !isFastSection(section) || skip[section] || touched[section] || !isRegular(fd.Label) {
				continue
			}
			if sl, ok := fd.Value.(*ast.StructLit); ok {
				fn(fi, section, sl)
			}
		}
	}
}

// lookupPattern is a pattern lookupPatterns can write out.
type lookupPattern struct {
	alias *ast.Alias
	hid   string                   // the table's name
	table map[string]*ast.BasicLit // its entries
	body  []lookupField
}

type lookupField struct {
	name  string
	Value ast.Expr
	pos   token.Pos
}

// labelAlias returns the alias of a plain pattern constraint [N=L]: v
// (no marker, no attribute); nil for anything else.
func labelAlias(pat *ast.Field) *ast.Alias {
	list, ok := pat.Label.(*ast.ListLit)
	if !ok || len(list.Elts) != 1 || pat.Constraint != token.ILLEGAL || len(pat.Attrs) > 0 {
		return nil
	}
	alias, _ := list.Elts[0].(*ast.Alias)
	return alias
}

// readLookup reads [N=_]: {if _t[N] != _|_ {fields}} (or [N=string]).
func readLookup(pat *ast.Field, hidden map[string][]*ast.Field, touched map[string]bool) *lookupPattern {
	alias := labelAlias(pat)
	if alias == nil {
		return nil
	}
	if id, ok := alias.Expr.(*ast.Ident); !ok || (id.Name != "_" && id.Name != "string") || id.Node != nil {
		return nil
	}
	body, ok := pat.Value.(*ast.StructLit)
	if !ok || len(body.Elts) != 1 {
		return nil
	}
	c, ok := body.Elts[0].(*ast.Comprehension)
	if !ok || len(c.Clauses) != 1 {
		return nil
	}
	ic, ok := c.Clauses[0].(*ast.IfClause)
	if !ok {
		return nil
	}
	cond, ok := ic.Condition.(*ast.BinaryExpr)
	if !ok || cond.Op != token.NEQ {
		return nil
	}
	if _, ok := cond.Y.(*ast.BottomLit); !ok {
		return nil
	}
	lp := &lookupPattern{alias: alias}
	hid, ok := lp.lookup(cond.X)
	if !ok {
		return nil
	}
	lp.hid = hid
	ds := hidden[hid]
	if len(ds) != 1 || touched[hid] || ds[0].Constraint != token.ILLEGAL || len(ds[0].Attrs) > 0 {
		return nil
	}
	lp.table = map[string]*ast.BasicLit{}
	if !readTable(ds[0].Value, lp.table, hidden, touched, map[string]bool{hid: true}) {
		return nil
	}
	fields, ok := c.Value.(*ast.StructLit)
	if !ok {
		return nil
	}
	for _, el := range fields.Elts {
		bf, ok := el.(*ast.Field)
		if !ok || bf.Constraint != token.ILLEGAL || len(bf.Attrs) > 0 || !isRegular(bf.Label) {
			return nil
		}
		id, ok := bf.Label.(*ast.Ident)
		if !ok {
			return nil
		}
		if _, ok := lp.value(bf.Value, ""); !ok {
			return nil
		}
		lp.body = append(lp.body, lookupField{name: id.Name, Value: bf.Value, pos: bf.Pos()})
	}
	if len(lp.body) == 0 {
		return nil
	}
	return lp
}

// readTable adds a lookup table's names and strings to table: a struct of
// plain fields whose values are string literals, which may embed other
// such tables by name (_replacedBy: {_hidden, _deprecated}), each a hidden
// field declared once at the top of a file that nothing adds to. A name
// given twice is left to CUE (false), as is anything else.
func readTable(v ast.Expr, table map[string]*ast.BasicLit, hidden map[string][]*ast.Field, touched, seen map[string]bool) bool {
	tsl, ok := v.(*ast.StructLit)
	if !ok {
		return false
	}
	for _, el := range tsl.Elts {
		if ed, isEmbed := el.(*ast.EmbedDecl); isEmbed {
			id, isIdent := ed.Expr.(*ast.Ident)
			if !isIdent || !isHidden(id.Name) || seen[id.Name] || !(id.Scope == nil || isFileScope(id.Scope)) || isImport(id.Node) {
				return false
			}
			if _, isLet := id.Node.(*ast.LetClause); isLet {
				return false
			}
			ds := hidden[id.Name]
			if len(ds) != 1 || touched[id.Name] || ds[0].Constraint != token.ILLEGAL || len(ds[0].Attrs) > 0 {
				return false
			}
			seen[id.Name] = true
			if !readTable(ds[0].Value, table, hidden, touched, seen) {
				return false
			}
			continue
		}
		tf, ok := el.(*ast.Field)
		if !ok || tf.Constraint != token.ILLEGAL || len(tf.Attrs) > 0 || !isRegular(tf.Label) {
			return false
		}
		if _, aliased := tf.Label.(*ast.Alias); aliased {
			return false
		}
		name, ok := simpleLabel(tf.Label)
		bl, isLit := tf.Value.(*ast.BasicLit)
		if !ok || !isLit || bl.Kind != token.STRING || !plainLiteral(bl) || table[name] != nil {
			return false
		}
		table[name] = bl
	}
	return true
}

// lookup reads _t[N]: the table's name.
func (lp *lookupPattern) lookup(x ast.Expr) (string, bool) {
	ix, ok := x.(*ast.IndexExpr)
	if !ok {
		return "", false
	}
	t, ok := ix.X.(*ast.Ident)
	n, ok2 := ix.Index.(*ast.Ident)
	if !ok || !ok2 || !isHidden(t.Name) || !(t.Scope == nil || isFileScope(t.Scope)) || !isAliasRef(n, lp.alias) {
		return "", false
	}
	if lp.hid != "" && t.Name != lp.hid {
		return "", false
	}
	return t.Name, true
}

// value is a body field's value for the entry name ("": only check that
// Go can work it out): a literal, N, _t[N], or an interpolation of those.
func (lp *lookupPattern) value(x ast.Expr, name string) (ast.Expr, bool) {
	term := func(e ast.Expr) (*ast.BasicLit, bool) {
		switch e := e.(type) {
		case *ast.BasicLit:
			return e, plainLiteral(e)
		case *ast.Ident:
			if isAliasRef(e, lp.alias) {
				return ast.NewString(name), true
			}
		case *ast.IndexExpr:
			if _, ok := lp.lookup(e); ok {
				if name == "" {
					return ast.NewString(""), true
				}
				bl := lp.table[name]
				return bl, bl != nil
			}
		}
		return nil, false
	}
	var out *ast.BasicLit
	var ok bool
	if ip, isIP := x.(*ast.Interpolation); isIP {
		out, ok = interpolate(ip, term)
	} else {
		out, ok = term(x)
	}
	if !ok {
		return nil, false
	}
	if out.Kind == token.STRING {
		if _, err := literal.Unquote(out.Value); err != nil {
			return nil, false
		}
	}
	return copyLit(out, x.Pos()), true
}

// plainEntries returns the section's entries by name, each its first
// declaration, when every declaration of the section is a struct of plain
// fields and patterns (nothing else can add an entry); false otherwise.
func plainEntries(files []*ast.File, section string) (map[string]*ast.Field, bool) {
	decls, _, ok := sectionFields(files, section)
	if !ok {
		return nil, false
	}
	out := map[string]*ast.Field{}
	for n, fds := range decls {
		for _, fd := range fds {
			if isRegular(fd.Label) && fd.Constraint == token.ILLEGAL {
				out[n] = fd
				break
			}
		}
	}
	return out, true
}

// sectionFields returns every field the section's top-level declarations
// declare, by name and in order (optional, required and hidden ones too),
// and the labels of its patterns, when every declaration is a struct of
// plainly labelled fields, patterns and lets; false when something else
// (an aliased or constrained declaration of the section, a value other
// than a struct, a dynamic or aliased label, an embedding, a
// comprehension) could add to it.
func sectionFields(files []*ast.File, section string) (map[string][]*ast.Field, []ast.Expr, bool) {
	decls := map[string][]*ast.Field{}
	var patterns []ast.Expr
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			name, ok := simpleLabel(fd.Label)
			if !ok || name != section {
				// T=tools: {...} declares the section too (the alias
				// is T, the label its expression).
				if a, aliased := fd.Label.(*ast.Alias); aliased {
					l, isLabel := a.Expr.(ast.Label)
					if n, ok := simpleLabel(l); !isLabel || !ok || n == section {
						return nil, nil, false
					}
				}
				continue
			}
			sl, ok := fd.Value.(*ast.StructLit)
			if !ok || fd.Constraint != token.ILLEGAL {
				return nil, nil, false
			}
			for _, el := range sl.Elts {
				switch e := el.(type) {
				case *ast.Field:
					if ll, isPattern := e.Label.(*ast.ListLit); isPattern {
						if len(ll.Elts) != 1 {
							return nil, nil, false
						}
						x, _ := ll.Elts[0].(ast.Expr)
						if a, ok := ll.Elts[0].(*ast.Alias); ok {
							x = a.Expr
						}
						patterns = append(patterns, x)
						continue
					}
					if _, aliased := e.Label.(*ast.Alias); aliased {
						return nil, nil, false
					}
					n, ok := simpleLabel(e.Label)
					if !ok {
						return nil, nil, false // a dynamic label
					}
					decls[n] = append(decls[n], e)
				case *ast.Attribute, *ast.CommentGroup, *ast.LetClause:
				default:
					return nil, nil, false
				}
			}
		}
	}
	return decls, patterns, true
}

// addFields adds fields to an entry's value: to its first struct literal,
// or as a struct joined to it.
func addFields(entry *ast.Field, fields []ast.Decl) {
	if structs := entryStructs(unalias(entry.Value)); len(structs) > 0 {
		structs[0].Elts = append(structs[0].Elts, fields...)
		return
	}
	entry.Value = ast.NewBinExpr(token.AND, entry.Value, &ast.StructLit{Elts: fields})
}

// fileOf is the index of the file holding n.
func fileOf(files []*ast.File, n ast.Node) int {
	name := n.Pos().Filename()
	for i, f := range files {
		if f.Filename == name {
			return i
		}
	}
	return 0
}
