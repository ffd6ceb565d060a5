package compiler

import (
	"slices"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// Teams keep their tools in a hidden struct spread over their files, and
// name its parts where the section is declared:
//
//	_groups: github: {issue_read: {...}, ...}   // github.cue
//	_groups: jira: {jira_search: {...}, ...}    // jira.cue
//	tools: _groups.github                       // or tools: {_groups.jira, ...}
//	_all: {...}                                 // in every file
//	tools: _all                                 // once
//	_teams.t03                                  // embedded at the top
//
// None of these is a struct literal to the split, and each sent the whole
// section to CUE (helper-100's survey: 1.2-2.8x cue vet at 10,000 tools,
// 410 MB). When a hidden field is used only so, each part named once, the
// parts mean the same declared as the section, where they are written:
// hiddenSections moves every declaration of a part (its struct literal,
// positions and all) to a declaration of the section beside the hidden
// field's, and leaves the reference out.
//
// So the hidden field must be declared only at the top of files, as
// struct literals of plain fields (no pattern, embedding, comprehension,
// marker, alias or attribute, which could add to a part or read it) down
// to each part; every reference to it must be such a use, of parts none
// of which holds another; a part's value must name nothing between the
// hidden field and itself (it moves out of those scopes; its file's are
// the same); and nothing may observe the section's order (orderFree: CUE
// iterates what a reference gives after what is declared in place).

// hiddenUse is a reference to a hidden field's part, where the split can
// take it: a top-level section's value (tools: _g.x), an embedding in a
// section's struct literal (tools: {_g.x, ...}), or an embedding at the
// top of a file (_g.x, its value's fields sections).
type hiddenUse struct {
	file    int
	decl    ast.Decl // the top-level declaration holding the reference
	elt     int      // the embedding's index in a section literal; -1 if none
	section string   // "" for an embedding at the top
	path    []string
}

// hiddenSections rewrites the uses of hidden fields that are sections'
// parts; it reports which files changed.
func hiddenSections(files []*ast.File) []bool {
	uses := map[string][]hiddenUse{}
	for i, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.EmbedDecl:
				if name, path, ok := hiddenPath(d.Expr); ok {
					uses[name] = append(uses[name], hiddenUse{file: i, decl: d, elt: -1, path: path})
				}
			case *ast.Field:
				section, ok := simpleLabel(d.Label)
				if !ok || !isRegular(d.Label) || d.Constraint != token.ILLEGAL || d.Alias != nil || len(d.Attrs) > 0 {
					continue
				}
				if name, path, ok := hiddenPath(d.Value); ok {
					uses[name] = append(uses[name], hiddenUse{file: i, decl: d, elt: -1, section: section, path: path})
					continue
				}
				sl, ok := d.Value.(*ast.StructLit)
				if !ok {
					continue
				}
				for k, el := range sl.Elts {
					if ed, ok := el.(*ast.EmbedDecl); ok {
						if name, path, ok := hiddenPath(ed.Expr); ok {
							uses[name] = append(uses[name], hiddenUse{file: i, decl: d, elt: k, section: section, path: path})
						}
					}
				}
			}
		}
	}
	if len(uses) == 0 {
		return nil // most policies: no walk of every file
	}
	// Every reference must be one of the uses: count them all.
	refs := hiddenRefCounts(files, uses)
	decls := map[string][]hiddenDeclAt{}
	for i, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				if id, ok := fd.Label.(*ast.Ident); ok && uses[id.Name] != nil {
					decls[id.Name] = append(decls[id.Name], hiddenDeclAt{i, fd})
				}
			}
		}
	}
	declCount := identLabelCounts(files, func(name string) bool { return uses[name] != nil })
	var bodies []*ast.StructLit
	type plan struct {
		us    []hiddenUse
		parts [][]partAt // by use: the part's declarations
	}
	plans := map[string]*plan{}
	copies := map[string][]*ast.StructLit{} // pattern structs, by name
	for name, us := range uses {
		ds := decls[name]
		if refs[name] != len(us) || len(ds) == 0 || declCount[name] != len(ds) {
			continue
		}
		if vs, ok := patternStructs(ds, us); ok {
			copies[name] = vs
			continue
		}
		p := &plan{us: us}
		ok := true
		for _, d := range ds {
			if _, isLit := d.field.Value.(*ast.StructLit); !isLit || d.field.Alias != nil || d.field.Constraint != token.ILLEGAL || len(d.field.Attrs) > 0 {
				ok = false
			}
		}
		for k, u := range us {
			for _, v := range us[k+1:] {
				if isPrefix(u.path, v.path) || isPrefix(v.path, u.path) {
					ok = false // a part named twice, or inside another
				}
			}
		}
		for _, u := range us {
			if !ok {
				break
			}
			var parts []partAt
			for _, d := range ds {
				val, present, fine := partOf(d.field.Value.(*ast.StructLit), u.path)
				if !fine {
					ok = false
					break
				}
				if present {
					parts = append(parts, partAt{d, val})
				}
			}
			if len(parts) == 0 {
				ok = false // CUE reports the missing part
			}
			for _, pa := range parts {
				ok = ok && namesNothingAround(pa.value) && (u.section != "" || topSections(pa.value))
				if u.section == "" && ok {
					bodies = append(bodies, pa.value)
				}
			}
			p.parts = append(p.parts, parts)
		}
		if ok {
			plans[name] = p
		}
	}
	if len(plans) == 0 && len(copies) == 0 {
		return nil
	}
	inPlace := orderFree(files, bodies)
	// What replaces each declaration: the hidden field's, without the
	// parts, then the sections they go to; a use, without the reference.
	replace := map[ast.Decl][]ast.Decl{}
	removed := map[*ast.Field][][]string{}
	added := map[*ast.Field][]ast.Decl{}
	// The names in a fixed order: the sections' declarations are written
	// in it.
	names := make([]string, 0, len(plans))
	for name := range plans {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		p := plans[name]
		ok := true
		for k, u := range p.us {
			if u.section != "" {
				ok = ok && inPlace(u.section)
				continue
			}
			for _, pa := range p.parts[k] {
				for _, el := range pa.value.Elts {
					if fd, isField := el.(*ast.Field); isField {
						s, _ := simpleLabel(fd.Label)
						ok = ok && inPlace(s)
					}
				}
			}
		}
		if !ok {
			continue
		}
		for k, u := range p.us {
			for _, pa := range p.parts[k] {
				f := pa.decl.field
				removed[f] = append(removed[f], u.path)
				// A copy: the index, merged while the split goes on,
				// reads the hidden field's declarations as written, and
				// the split takes entries out of the section's literals.
				value := cloneSyntax(pa.value).(*ast.StructLit)
				if u.section == "" {
					for _, el := range value.Elts {
						if fd, isField := el.(*ast.Field); isField {
							added[f] = append(added[f], fd)
						}
					}
					continue
				}
				label := ast.NewIdent(u.section)
				label.NamePos = pa.value.Pos()
				added[f] = append(added[f], &ast.Field{Label: label, Value: value})
			}
			replace[u.decl] = useWithout(u, replace[u.decl])
		}
	}
	// A struct of patterns, copied into each use: it adds no entry, so
	// no order.
	copyNames := make([]string, 0, len(copies))
	for name := range copies {
		copyNames = append(copyNames, name)
	}
	slices.Sort(copyNames)
	for _, name := range copyNames {
		// The section's entries' fields in their order: a pattern adds to
		// an entry after its own (helper-102: json.Marshal(tools.c) read
		// source before state).
		ok := true
		for _, u := range uses[name] {
			ok = ok && inPlace(u.section) && !copyCaptured(files[u.file], u, copies[name])
		}
		if !ok {
			continue
		}
		for _, u := range uses[name] {
			var elts []ast.Decl
			for _, v := range copies[name] {
				elts = append(elts, cloneSyntax(v).(*ast.StructLit).Elts...)
			}
			replace[u.decl] = useWith(u, replace[u.decl], elts)
		}
	}
	if len(replace) == 0 {
		return nil
	}
	for f, paths := range removed {
		nf := *f
		nf.Value = withoutParts(f.Value.(*ast.StructLit), paths)
		replace[f] = append([]ast.Decl{&nf}, added[f]...)
	}
	var changed []bool
	for i, f := range files {
		var out []ast.Decl
		for j, d := range f.Decls {
			r, ok := replace[d]
			if !ok {
				if out != nil {
					out = append(out, d)
				}
				continue
			}
			if out == nil {
				out = append(make([]ast.Decl, 0, len(f.Decls)+len(r)), f.Decls[:j]...)
			}
			out = append(out, r...)
		}
		if out != nil {
			f.Decls = out
			changed = markChanged(changed, len(files), i)
		}
	}
	return changed
}

type hiddenDeclAt struct {
	file  int
	field *ast.Field
}

// partAt is a part's value in one declaration of its hidden field.
type partAt struct {
	decl  hiddenDeclAt
	value *ast.StructLit
}

// hiddenPath reads a reference to a hidden field of the package, or a
// selection of its fields by plain names: the name and the path.
func hiddenPath(e ast.Expr) (string, []string, bool) {
	switch x := e.(type) {
	case *ast.Ident:
		if packageHidden(x) {
			return x.Name, nil, true
		}
	case *ast.SelectorExpr:
		root, sels, ok := selectorPath(x)
		if ok && packageHidden(root) && !slices.ContainsFunc(sels, func(s string) bool { return strings.HasPrefix(s, "#") || strings.HasPrefix(s, "_") }) {
			return root.Name, sels, true
		}
	}
	return "", nil, false
}

// hiddenRefCounts counts the references to the package's hidden fields
// uses names, anywhere in the files (not their labels).
func hiddenRefCounts(files []*ast.File, uses map[string][]hiddenUse) map[string]int {
	count := map[string]int{}
	for _, f := range files {
		labels := map[*ast.Ident]bool{}
		ast.Walk(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Field:
				if id, ok := x.Label.(*ast.Ident); ok {
					labels[id] = true
				}
				if a, ok := x.Label.(*ast.Alias); ok {
					if id, ok := a.Expr.(*ast.Ident); ok {
						labels[id] = true
					}
				}
			case *ast.SelectorExpr:
				if id, ok := x.Sel.(*ast.Ident); ok {
					labels[id] = true // a field selected, not a reference
				}
			case *ast.Ident:
				if !labels[x] && uses[x.Name] != nil {
					count[x.Name]++
				}
			}
			return true
		}, nil)
	}
	return count
}

// partOf is the struct literal path selects in sl, through struct
// literals of plain fields alone, each naming the label once: present is
// false if sl has no such field; fine false if sl has something that
// could add to it or it is no struct literal.
func partOf(sl *ast.StructLit, path []string) (value *ast.StructLit, present, fine bool) {
	for _, name := range path {
		var next *ast.StructLit
		for _, el := range sl.Elts {
			switch el := el.(type) {
			case *ast.CommentGroup:
			case *ast.Field:
				l, ok := simpleLabel(el.Label)
				if !ok {
					return nil, false, false
				}
				if l != name || !isRegular(el.Label) {
					continue
				}
				x, ok := el.Value.(*ast.StructLit)
				if !ok || next != nil || el.Alias != nil || el.Constraint != token.ILLEGAL || len(el.Attrs) > 0 {
					return nil, false, false
				}
				next = x
			default:
				return nil, false, false
			}
		}
		if next == nil {
			return nil, false, true
		}
		sl = next
	}
	return sl, true, true
}

// namesNothingAround reports whether v names nothing of the structs around it: each
// reference in it is to something inside it, of its file or the package,
// or predeclared.
func namesNothingAround(v *ast.StructLit) bool {
	inside := map[ast.Node]bool{}
	ast.Walk(v, func(n ast.Node) bool { inside[n] = true; return true }, nil)
	return !astAny(v, func(id *ast.Ident) bool {
		return id.Node != nil && !inside[id.Node] && !isFileScope(id.Scope)
	})
}

// topSections reports whether v, embedded at the top of a file, gives
// plain regular fields alone.
func topSections(v *ast.StructLit) bool {
	for _, el := range v.Elts {
		switch el := el.(type) {
		case *ast.CommentGroup:
		case *ast.Field:
			if _, ok := simpleLabel(el.Label); !ok || !isRegular(el.Label) || el.Alias != nil || el.Constraint != token.ILLEGAL || len(el.Attrs) > 0 {
				return false
			}
		default:
			return false
		}
	}
	return true
}

func isPrefix(a, b []string) bool { return len(a) <= len(b) && slices.Equal(a, b[:len(a)]) }

// patternStructs returns the values of a hidden field's declarations when
// each is a struct of pattern constraints alone naming nothing of its
// file's own (no let or import: a copy goes to another file), and each use
// of it is the whole field, in a section.
func patternStructs(ds []hiddenDeclAt, us []hiddenUse) ([]*ast.StructLit, bool) {
	for _, u := range us {
		if u.section == "" || len(u.path) > 0 {
			return nil, false
		}
	}
	var vs []*ast.StructLit
	for _, d := range ds {
		sl, ok := d.field.Value.(*ast.StructLit)
		if !ok || d.field.Alias != nil || d.field.Constraint != token.ILLEGAL || len(d.field.Attrs) > 0 {
			return nil, false
		}
		for _, el := range sl.Elts {
			switch el := el.(type) {
			case *ast.CommentGroup:
			case *ast.Field:
				if _, pattern := el.Label.(*ast.ListLit); !pattern || el.Constraint != token.ILLEGAL || len(el.Attrs) > 0 {
					return nil, false
				}
			default:
				return nil, false
			}
		}
		// A copy stands in another file, in the section's literal, where
		// a field of the section or of the file could take a name it
		// holds (helper-102: "\(len(groups))" read the entry groups): it
		// may name only what is inside it, CUE's predeclared names and
		// the package's definitions, and the uses are checked for
		// declarations of those (copyTakes).
		inside := map[ast.Node]bool{}
		ast.Walk(sl, func(n ast.Node) bool { inside[n] = true; return true }, nil)
		for _, id := range refIdents(sl) {
			if !(inside[id.Node] && id.Node != nil || plainPredeclared(id) || packageDef(id)) {
				return nil, false
			}
		}
		vs = append(vs, sl)
	}
	return vs, true
}

// copyCaptured reports whether a name the copies hold could mean something
// else where u puts them: a let of u's file, or a field of the section's
// literal it is embedded in, so named.
func copyCaptured(f *ast.File, u hiddenUse, copies []*ast.StructLit) bool {
	names := map[string]bool{}
	for _, sl := range copies {
		for _, id := range refIdents(sl) {
			names[id.Name] = true
		}
	}
	for _, d := range f.Decls {
		if lc, ok := d.(*ast.LetClause); ok && names[lc.Ident.Name] {
			return true
		}
	}
	if u.elt < 0 {
		return false
	}
	for _, d := range u.decl.(*ast.Field).Value.(*ast.StructLit).Elts {
		switch d := d.(type) {
		case *ast.Field:
			if l, ok := simpleLabel(d.Label); ok && names[l] {
				return true
			}
			if a, ok := d.Label.(*ast.Alias); ok && names[a.Ident.Name] {
				return true
			}
		case *ast.LetClause:
			if names[d.Ident.Name] {
				return true
			}
		}
	}
	return false
}

// refIdents returns the identifiers n refers by, not its fields' labels.
func refIdents(n ast.Node) []*ast.Ident {
	labels := map[*ast.Ident]bool{}
	var out []*ast.Ident
	ast.Walk(n, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.Field:
			if id, ok := x.Label.(*ast.Ident); ok {
				labels[id] = true
			}
		case *ast.Ident:
			if !labels[x] {
				out = append(out, x)
			}
		}
		return true
	}, nil)
	return out
}

// useWith is what replaces a use's declaration (or what already does):
// the declaration with elts in the reference's place.
func useWith(u hiddenUse, prev []ast.Decl, elts []ast.Decl) []ast.Decl {
	src := u.decl.(*ast.Field)
	if prev != nil {
		src = prev[0].(*ast.Field)
	}
	fd := *src
	if u.elt < 0 {
		fd.Value = &ast.StructLit{Lbrace: src.Value.Pos(), Elts: elts, Rbrace: src.Value.Pos()}
		return []ast.Decl{&fd}
	}
	sl := *src.Value.(*ast.StructLit)
	orig := u.decl.(*ast.Field).Value.(*ast.StructLit).Elts[u.elt]
	sl.Elts = nil
	for _, d := range src.Value.(*ast.StructLit).Elts {
		if d == orig {
			sl.Elts = append(sl.Elts, elts...)
		} else {
			sl.Elts = append(sl.Elts, d)
		}
	}
	fd.Value = &sl
	return []ast.Decl{&fd}
}

// useWithout is what replaces a use's declaration (or what already does,
// if another use in it was rewritten): the declaration without the
// reference.
func useWithout(u hiddenUse, prev []ast.Decl) []ast.Decl {
	switch {
	case u.section == "":
		return []ast.Decl{} // the embedding goes
	case u.elt < 0:
		fd := *u.decl.(*ast.Field)
		fd.Value = &ast.StructLit{Lbrace: fd.Value.Pos(), Rbrace: fd.Value.Pos()}
		return []ast.Decl{&fd}
	}
	// An embedding in the section's literal: the literal without it (and
	// without those already left out).
	src := u.decl.(*ast.Field)
	if prev != nil {
		src = prev[0].(*ast.Field)
	}
	fd := *src
	sl := *src.Value.(*ast.StructLit)
	orig := u.decl.(*ast.Field).Value.(*ast.StructLit).Elts[u.elt]
	sl.Elts = slices.DeleteFunc(slices.Clone(sl.Elts), func(d ast.Decl) bool { return d == orig })
	fd.Value = &sl
	return []ast.Decl{&fd}
}

// withoutParts is a copy of sl without the fields at paths (an empty path:
// every field), copying only the literals on the way.
func withoutParts(sl *ast.StructLit, paths [][]string) *ast.StructLit {
	out := *sl
	if slices.ContainsFunc(paths, func(p []string) bool { return len(p) == 0 }) {
		out.Elts = nil
		return &out
	}
	out.Elts = nil
	for _, el := range sl.Elts {
		fd, ok := el.(*ast.Field)
		if !ok {
			out.Elts = append(out.Elts, el)
			continue
		}
		name, _ := simpleLabel(fd.Label)
		var rest [][]string
		for _, p := range paths {
			if p[0] == name && isRegular(fd.Label) {
				rest = append(rest, p[1:])
			}
		}
		if rest == nil {
			out.Elts = append(out.Elts, el)
			continue
		}
		if slices.ContainsFunc(rest, func(p []string) bool { return len(p) == 0 }) {
			continue // the part itself
		}
		nf := *fd
		nf.Value = withoutParts(fd.Value.(*ast.StructLit), rest)
		out.Elts = append(out.Elts, &nf)
	}
	return &out
}
