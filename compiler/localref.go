package compiler

import (
	"slices"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/ast/astutil"
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
	// shared are the hidden labels named somewhere other than inside a
	// once-declared entry of a section localRefs rewrites; found when an
	// entry first has a hidden field to drop.
	shared map[string]bool
}

func newLocalRefs(files []*ast.File, skip map[string]bool) *localRefs {
	return &localRefs{files: files, skip: skip}
}

// isShared reports whether a hidden label is named somewhere other than
// inside an entry localRefs may rewrite, declared once.
func (lr *localRefs) isShared(name string) bool {
	if lr.shared == nil {
		lr.shared = sharedHidden(lr.files, lr.skip)
	}
	return lr.shared[name]
}

// sharedHidden finds which hidden labels an entry may not drop: those named
// other than inside the once-declared entries of the sections not in skip.
func sharedHidden(files []*ast.File, skip map[string]bool) map[string]bool {
	count := map[[2]string]int{}
	var entries []ast.Node
	var names [][2]string
	eachEntry(files, skip, func(section, name string, entry *ast.Field) {
		count[[2]string{section, name}]++
		entries = append(entries, entry.Value)
		names = append(names, [2]string{section, name})
	})
	inside := map[ast.Node]bool{}
	for i, e := range entries {
		if count[names[i]] == 1 {
			inside[e] = true
		}
	}
	shared := map[string]bool{}
	for _, f := range files {
		depth := 0
		ast.Walk(f, func(n ast.Node) bool {
			if inside[n] {
				depth++
			}
			if id, ok := n.(*ast.Ident); ok && depth == 0 && isHidden(id.Name) {
				shared[id.Name] = true
			}
			return true
		}, func(n ast.Node) {
			if inside[n] {
				depth--
			}
		})
	}
	return shared
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
func (lr *localRefs) rewrite(entry *ast.Field) bool {
	value := entry.Value
	alias, _ := value.(*ast.Alias)
	if alias != nil {
		value = alias.Expr
	}
	structs := entryStructs(value)
	if len(structs) == 0 || (alias == nil && !slices.ContainsFunc(structs, mayRefer)) {
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
				name, ok := simpleLabel(el.Label)
				if _, aliased := el.Label.(*ast.Alias); aliased || !ok {
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
			}
		}
	}
	if len(fields) == 0 && len(lets) == 0 {
		return false
	}
	// lookup is the literal a reference names, if any.
	substituted := map[*ast.LetClause]bool{} // a let nothing referred to stays: CUE rejects it
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
				return lf.lit, true
			}
		case *ast.SelectorExpr:
			id, ok := x.X.(*ast.Ident)
			name, named := simpleLabel(x.Sel)
			if !ok || !named || alias == nil || id.Node != alias {
				return nil, false
			}
			if lf := fields[name]; lf != nil && !lf.twice && lf.lit != nil {
				return lf.lit, true
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
		sl.Elts = slices.DeleteFunc(sl.Elts, func(el ast.Decl) bool {
			switch el := el.(type) {
			case *ast.LetClause:
				return substituted[el] && !used[el]
			case *ast.Field:
				id, ok := el.Label.(*ast.Ident)
				if !ok || !isHidden(id.Name) {
					return false
				}
				lf := fields[id.Name]
				return lf != nil && !lf.twice && lf.lit != nil && !usedField[lf] && !aliasUsed && !lr.isShared(id.Name)
			}
			return false
		})
		changed = changed || len(sl.Elts) != n
	}
	if alias != nil && !aliasUsed {
		entry.Value = alias.Expr
		changed = true
	}
	return changed
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
// to it was: a string (not bytes), bool, null or number.
func substLiteral(bl *ast.BasicLit) bool {
	switch bl.Kind {
	case token.INT, token.FLOAT:
		return true
	}
	return plainLiteral(bl)
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
				return bl, ok && plainLiteral(bl)
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
