package compiler

import (
	"slices"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// A gate is often declared beside its tool, in a hidden field the gates
// section collects:
//
//	tools: sync_file: #OnDemand & {_gate: visible_for: "class_00", ...}
//	gates: {for n, t in tools if t._gate != _|_ {(n): t._gate}}
//
// The comprehension reads the tools section, which then stayed in the
// package with every entry (an entry with a hidden field is not a
// literal): 1.5x `cue vet` and 410 MB at 10,000 tools. hiddenCopies writes
// such a comprehension out as the fields it makes, and takes the hidden
// fields out of the entries:
//
//	tools: sync_file: #OnDemand & {...}
//	gates: {sync_file: {visible_for: "class_00"}}
//
// That is what CUE computes, because:
//   - the comprehension is `for n, t in S if t._h != _|_ {(n): t._h}` in a
//     section's declaration, S a section of the package (the reference
//     resolves to no field of the file other than the top-level one);
//   - every field labelled _h anywhere in the package is a field of an
//     entry of S, written in the entry's own struct (itself, or a struct
//     it is a conjunction with) in a top-level declaration `S: {...}`, at
//     most once per entry, and nothing but the comprehension refers to
//     _h: so t._h exists exactly for those entries, as that value (a
//     hidden label is the package's own; no definition, pattern or
//     embedding of the package can give another entry one);
//   - the value refers to nothing (literals only): it means the same in
//     the target section as in the entry;
//   - a hidden field is not data: the entries without it are the same
//     entries, to cue export and to every read of their regular fields.
//
// The fields come where the comprehension was, in the order of the
// entries' declarations; a target section something iterates entry by
// entry (skip) keeps CUE's order of fields, and is left alone.

// hiddenCopies rewrites such comprehensions; it reports which files
// changed (nil if none did).
func hiddenCopies(files []*ast.File, skip map[string]bool) []bool {
	var changed []bool
	sectionDecls(files, skip, nil, func(ti int, _ string, sl *ast.StructLit) {
		for i := 0; i < len(sl.Elts); i++ {
			c, ok := sl.Elts[i].(*ast.Comprehension)
			if !ok {
				continue
			}
			source, hid, ok := readHiddenCopy(c)
			if !ok {
				continue
			}
			hs, ok := hiddenFieldsOf(files, source, hid, c)
			if !ok {
				continue
			}
			fields := make([]ast.Decl, 0, len(hs))
			for _, h := range hs {
				label := ast.NewString(h.name)
				ast.SetPos(label, h.field.Pos())
				fields = append(fields, &ast.Field{Label: label, Value: h.field.Value})
				h.in.Elts = slices.DeleteFunc(slices.Clone(h.in.Elts), func(d ast.Decl) bool { return d == h.field })
				changed = markChanged(changed, len(files), fileOf(files, h.field))
			}
			elts := slices.Concat(sl.Elts[:i], fields, sl.Elts[i+1:])
			sl.Elts = elts
			i += len(fields) - 1
			changed = markChanged(changed, len(files), ti)
		}
	})
	return changed
}

// readHiddenCopy reads for n, t in S if t._h != _|_ {(n): t._h}.
func readHiddenCopy(c *ast.Comprehension) (source, hid string, ok bool) {
	if len(c.Clauses) != 2 {
		return "", "", false
	}
	fc, ok1 := c.Clauses[0].(*ast.ForClause)
	ic, ok2 := c.Clauses[1].(*ast.IfClause)
	if !ok1 || !ok2 || fc.Key == nil || fc.Value == nil {
		return "", "", false
	}
	src, ok := fc.Source.(*ast.Ident)
	if !ok || !isFastSection(src.Name) || !(src.Node == nil || (src.Scope != nil && isFileScope(src.Scope))) {
		return "", "", false
	}
	cond, ok := ic.Condition.(*ast.BinaryExpr)
	if !ok || cond.Op != token.NEQ {
		return "", "", false
	}
	if _, ok := cond.Y.(*ast.BottomLit); !ok {
		return "", "", false
	}
	// t._h, t being the clause's value.
	sel := func(e ast.Expr) (string, bool) {
		s, ok := e.(*ast.SelectorExpr)
		if !ok {
			return "", false
		}
		x, ok := s.X.(*ast.Ident)
		h, ok2 := s.Sel.(*ast.Ident)
		if !ok || !ok2 || x.Node != fc.Value || !isHidden(h.Name) {
			return "", false
		}
		return h.Name, true
	}
	hid, ok = sel(cond.X)
	if !ok {
		return "", "", false
	}
	body, ok := c.Value.(*ast.StructLit)
	if !ok || len(body.Elts) != 1 {
		return "", "", false
	}
	bf, ok := body.Elts[0].(*ast.Field)
	if !ok || bf.Constraint != token.ILLEGAL || len(bf.Attrs) > 0 {
		return "", "", false
	}
	pe, ok := bf.Label.(*ast.ParenExpr)
	if !ok {
		return "", "", false
	}
	if k, ok := pe.X.(*ast.Ident); !ok || k.Node != fc.Key {
		return "", "", false
	}
	if h, ok := sel(bf.Value); !ok || h != hid {
		return "", "", false
	}
	return src.Name, hid, true
}

// hiddenField is an entry's field labelled with the hidden name: the
// entry's name, the field, and the struct holding it.
type hiddenField struct {
	name  string
	field *ast.Field
	in    *ast.StructLit
}

// hiddenFieldsOf finds every field labelled hid in the package, each of
// which must be an entry's of section's, once per entry, with a value that
// refers to nothing; and every reference to hid must be copy's. false
// otherwise.
func hiddenFieldsOf(files []*ast.File, section, hid string, copy *ast.Comprehension) ([]hiddenField, bool) {
	// The fields where they may be.
	var out []hiddenField
	allowed := map[*ast.Field]bool{}
	seen := map[string]bool{}
	bad := false
	eachEntry(files, nil, func(s, name string, entry *ast.Field) {
		if s != section || bad {
			return
		}
		for _, op := range andOperands(entry.Value) {
			es, ok := op.(*ast.StructLit)
			if !ok {
				continue
			}
			for _, x := range es.Elts {
				hf, ok := x.(*ast.Field)
				if !ok {
					continue
				}
				if l, ok := hf.Label.(*ast.Ident); !ok || l.Name != hid {
					continue
				}
				if seen[name] || hf.Constraint != token.ILLEGAL || len(hf.Attrs) > 0 || !refersToNothing(hf.Value) {
					bad = true
					return
				}
				seen[name] = true
				allowed[hf] = true
				out = append(out, hiddenField{name: name, field: hf, in: es})
			}
		}
	})
	if bad {
		return nil, false
	}
	if len(out) == 0 {
		return nil, false
	}
	// Nothing else declares or names it.
	ok := true
	labelIdents := map[*ast.Ident]bool{}
	for f := range allowed {
		labelIdents[f.Label.(*ast.Ident)] = true
	}
	inCopy := map[ast.Node]bool{}
	ast.Walk(copy, func(n ast.Node) bool { inCopy[n] = true; return true }, nil)
	for _, f := range files {
		ast.Walk(f, func(n ast.Node) bool {
			if !ok {
				return false
			}
			switch x := n.(type) {
			case *ast.Field:
				if l, isIdent := x.Label.(*ast.Ident); isIdent && l.Name == hid && !allowed[x] {
					ok = false
				}
				if a, isAlias := x.Label.(*ast.Alias); isAlias {
					if l, isIdent := a.Expr.(*ast.Ident); isIdent && l.Name == hid {
						ok = false
					}
				}
			case *ast.Ident:
				// A label of an allowed field is walked too.
				if x.Name == hid && !inCopy[x] && !labelIdents[x] {
					ok = false
				}
			}
			return ok
		}, nil)
	}
	return out, ok
}

// refersToNothing reports whether e is literals, structs and lists of
// them: no reference, comprehension or call.
func refersToNothing(e ast.Expr) bool {
	ok := true
	ast.Walk(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Ident:
			if !(x.Node == nil && (x.Name == "true" || x.Name == "false" || x.Name == "null")) {
				// Labels are idents too: a field's label is allowed.
				ok = false
			}
		case *ast.Field:
			if _, simple := simpleLabel(x.Label); !simple || !isRegular(x.Label) || x.Constraint != token.ILLEGAL {
				ok = false
			}
			if x.Value != nil {
				ok = ok && refersToNothing(x.Value)
			}
			return false
		case *ast.Comprehension, *ast.CallExpr, *ast.SelectorExpr, *ast.IndexExpr, *ast.Interpolation, *ast.Ellipsis, *ast.EmbedDecl, *ast.LetClause:
			ok = false
		}
		return ok
	}, nil)
	return ok
}
