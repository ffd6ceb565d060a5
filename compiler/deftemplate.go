package compiler

import (
	"maps"
	"slices"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// A definition used as a function: hidden fields are its parameters, and
// fields it computes from them fill in each entry that applies it.
//
//	#Lazy: {
//		#Tool
//		_verb: string
//		_obj:  string
//		state: "deferred"
//		niche: "\(_verb) one \(_obj) on request."
//	}
//	tools: sync_file: #Lazy & {_verb: "Sync", _obj: "file"}
//
// Each entry is then a value only CUE could compute, and its section used
// to stay in the package: 1.5x `cue vet` at 10,000 tools. instantiate
// computes those fields in Go, for each entry, and writes them into the
// entry's struct; the definition keeps the field as `string` (so a closed
// definition still allows it), and loses its parameters.
//
// That gives what CUE gives, because:
//   - the definition is declared once, at the top of a file, and named
//     nowhere but as a conjunct of entries rewritten here (#D & {...}):
//     no other value depends on it;
//   - each parameter is declared `string` (or _) in it, and every entry
//     gives each one a string literal, once: the parameter's value in the
//     entry is that literal (a hidden field's other declarations would name
//     its label, which nothing else may: next point);
//   - no place in the package names a parameter's label but the
//     definition's struct and the rewritten entries, each declared once;
//   - a computed field is a string interpolation of the parameters and
//     literals, or a parameter: the literal the entry gets is its value.
//     Nothing else in the definition refers to a parameter.

// defFunc is a definition instantiate may apply in Go.
type defFunc struct {
	decl     *ast.Field
	body     *ast.StructLit
	params   map[string]*ast.Field     // by label
	computed []*ast.Field              // fields whose value refers to a parameter
	byValue  map[ast.Node]string       // a parameter's value, as references name it → its label
	uses     map[*ast.Ident]*ast.Field // each use → the entry it is in
}

// instantiate rewrites the entries of the fast sections not in skip that
// apply a definition used as a function; it reports which files changed.
func instantiate(files []*ast.File, skip, labels map[string]bool) []bool {
	defs := map[string]*defFunc{}
	declared := map[string]int{}
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			id, ok := fd.Label.(*ast.Ident)
			if !ok || !strings.HasPrefix(id.Name, "#") {
				continue
			}
			declared[id.Name]++
			if df := newDefFunc(fd); df != nil {
				defs[id.Name] = df
			}
		}
	}
	for name := range defs {
		if declared[name] != 1 {
			delete(defs, name)
		}
	}
	if len(defs) == 0 {
		return nil
	}
	// Every use of a definition must be a conjunct of a once-declared
	// entry's value; any other drops it.
	count := map[[2]string]int{}
	eachEntry(files, skip, func(section, name string, _ *ast.Field) { count[[2]string{section, name}]++ })
	// The computed fields come in another order than CUE's (after the
	// entry's own): not where an entry's fields' order shows, as
	// for k, v in tools["a"] or json.Marshal(tools.a) would (findOrdered).
	fo := &folder{files: files, labels: labels, ordered: map[string]bool{}, entryOrder: map[string]bool{}}
	fo.findOrdered()
	conjunct := map[*ast.Ident]*ast.Field{}
	eachEntry(files, skip, func(section, name string, entry *ast.Field) {
		if count[[2]string{section, name}] != 1 || fo.entryOrder[section] {
			return
		}
		for _, x := range andOperands(entry.Value) {
			if id, ok := x.(*ast.Ident); ok && defs[id.Name] != nil {
				conjunct[id] = entry
			}
		}
	})
	for _, f := range files {
		ast.Walk(f, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			df := defs[id.Name]
			if df == nil || id == df.decl.Label {
				return true
			}
			// Resolved to the declaration in its file, or to nothing in
			// another file's (the package's top level).
			if entry := conjunct[id]; entry != nil && (id.Node == df.decl.Value || (id.Node == nil && id.Scope == nil)) {
				df.uses[id] = entry
			} else {
				delete(defs, id.Name)
			}
			return true
		}, nil)
	}
	if len(defs) == 0 {
		return nil
	}
	// Each entry must give every parameter a string literal, once.
	var uses []use
	for _, name := range slices.Sorted(maps.Keys(defs)) {
		df := defs[name]
		var mine []use
		for _, entry := range df.uses {
			u := use{df: df, entry: entry, args: map[string]*ast.BasicLit{}}
			structs := entryStructs(entry.Value)
			ok := len(structs) == 1
			if ok {
				u.lit = structs[0]
				seen := map[string]bool{}
				for _, el := range u.lit.Elts {
					fd, isField := el.(*ast.Field)
					if !isField {
						continue
					}
					label, _ := simpleLabel(fd.Label)
					if df.params[label] == nil {
						continue
					}
					bl, isLit := fd.Value.(*ast.BasicLit)
					if seen[label] || !isLit || bl.Kind != token.STRING || !plainLiteral(bl) || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 {
						ok = false
						break
					}
					if _, isIdent := fd.Label.(*ast.Ident); !isIdent {
						ok = false // "_v" is a regular field
						break
					}
					seen[label] = true
					u.args[label] = bl
				}
				ok = ok && len(u.args) == len(df.params) && !u.refers()
			}
			if !ok {
				mine = nil
				break
			}
			mine = append(mine, u)
		}
		if mine == nil {
			delete(defs, name)
			continue
		}
		uses = append(uses, mine...)
	}
	if len(uses) == 0 {
		return nil
	}
	// The parameters' labels must be named nowhere else, and no entry
	// rewritten be named either (b: {a, _v: "y"} would meet a's).
	owners := map[*ast.StructLit]bool{}
	params := map[string]bool{}
	for _, df := range defs {
		owners[df.body] = true
		for p := range df.params {
			params[p] = true
		}
	}
	for _, u := range uses {
		owners[u.lit] = true
	}
	shared, refs := hiddenUses(files, owners)
	for p := range shared {
		if params[p] {
			return nil
		}
	}
	for _, u := range uses {
		if name, _ := simpleLabel(u.entry.Label); refs[name] || refs[anyName] {
			return nil
		}
	}
	// Each computed field's value, per entry, before anything changes.
	values := make([][]*ast.BasicLit, len(uses))
	for i, u := range uses {
		for _, fd := range u.df.computed {
			bl, ok := u.df.apply(fd.Value, u.args)
			if !ok {
				return nil
			}
			values[i] = append(values[i], bl)
		}
	}
	changed := make([]bool, len(files))
	fileOf := map[string]int{}
	for i, f := range files {
		fileOf[f.Filename] = i
	}
	for i, u := range uses {
		u.lit.Elts = slices.DeleteFunc(u.lit.Elts, func(el ast.Decl) bool {
			fd, ok := el.(*ast.Field)
			if !ok {
				return false
			}
			label, _ := simpleLabel(fd.Label)
			_, isIdent := fd.Label.(*ast.Ident)
			return isIdent && u.df.params[label] != nil
		})
		for j, fd := range u.df.computed {
			label, _ := simpleLabel(fd.Label)
			u.lit.Elts = append(u.lit.Elts, &ast.Field{Label: ast.NewIdent(label), Value: values[i][j]})
		}
	}
	for _, df := range defs {
		df.body.Elts = slices.DeleteFunc(df.body.Elts, func(el ast.Decl) bool {
			fd, ok := el.(*ast.Field)
			if !ok {
				return false
			}
			label, _ := simpleLabel(fd.Label)
			return df.params[label] == fd
		})
		for _, fd := range df.computed {
			fd.Value = &ast.Ident{NamePos: fd.Value.Pos(), Name: "string"}
		}
		changed[fileOf[df.decl.Pos().Filename()]] = true
	}
	for _, u := range uses {
		changed[fileOf[u.entry.Pos().Filename()]] = true
	}
	return changed
}

// use is one entry applying a definition instantiate rewrites.
type use struct {
	df    *defFunc
	entry *ast.Field
	lit   *ast.StructLit           // the entry's struct
	args  map[string]*ast.BasicLit // each parameter's literal
}

// refers reports whether the entry's struct refers to a field of its own
// that is a parameter, or declares a field the definition computes: the
// rewrite would drop the one and duplicate the other.
func (u use) refers() bool {
	params := map[ast.Node]bool{}
	computed := map[string]bool{}
	for _, fd := range u.df.computed {
		label, _ := simpleLabel(fd.Label)
		computed[label] = true
	}
	for _, el := range u.lit.Elts {
		fd, ok := el.(*ast.Field)
		if !ok {
			continue
		}
		label, _ := simpleLabel(fd.Label)
		if computed[label] {
			return true
		}
		if u.df.params[label] != nil {
			params[fd.Value] = true
		}
	}
	return astAny(u.lit, func(id *ast.Ident) bool { return id.Scope == u.lit && params[id.Node] })
}

// newDefFunc reads a definition's declaration as a function; nil if it is
// not one.
func newDefFunc(fd *ast.Field) *defFunc {
	if fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 {
		return nil
	}
	structs := entryStructs(fd.Value)
	if len(structs) != 1 {
		return nil
	}
	df := &defFunc{decl: fd, body: structs[0], params: map[string]*ast.Field{}, byValue: map[ast.Node]string{}, uses: map[*ast.Ident]*ast.Field{}}
	for _, el := range df.body.Elts {
		p, ok := el.(*ast.Field)
		if !ok {
			continue
		}
		id, ok := p.Label.(*ast.Ident)
		if !ok || !isHidden(id.Name) {
			continue
		}
		v, ok := p.Value.(*ast.Ident)
		if !ok || (v.Name != "string" && v.Name != "_") || v.Node != nil || p.Constraint != token.ILLEGAL || len(p.Attrs) > 0 || df.params[id.Name] != nil {
			return nil
		}
		df.params[id.Name] = p
		df.byValue[p.Value] = id.Name
	}
	if len(df.params) == 0 {
		return nil
	}
	// Which fields refer to a parameter; nothing else may.
	for _, el := range df.body.Elts {
		refers := false
		ast.Walk(el, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Scope == df.body && df.byValue[id.Node] != "" {
				refers = true
			}
			return !refers
		}, nil)
		if !refers {
			continue
		}
		fd, ok := el.(*ast.Field)
		if !ok || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 || !isRegular(fd.Label) {
			return nil
		}
		if _, ok := fd.Label.(*ast.Ident); !ok {
			return nil
		}
		if _, ok := df.apply(fd.Value, nil); !ok {
			return nil
		}
		df.computed = append(df.computed, fd)
	}
	if len(df.computed) == 0 {
		return nil
	}
	return df
}

// apply is a computed field's value given the parameters' literals (nil:
// only check that it is a parameter or an interpolation of parameters and
// literals).
func (df *defFunc) apply(x ast.Expr, args map[string]*ast.BasicLit) (*ast.BasicLit, bool) {
	param := func(x ast.Expr) (*ast.BasicLit, bool) {
		id, ok := x.(*ast.Ident)
		if !ok || id.Scope != df.body {
			return nil, false
		}
		label := df.byValue[id.Node]
		if label == "" {
			return nil, false
		}
		if args == nil {
			return ast.NewString(""), true
		}
		bl := args[label]
		return bl, bl != nil
	}
	var out *ast.BasicLit
	var ok bool
	switch x := x.(type) {
	case *ast.Ident:
		out, ok = param(x)
	case *ast.Interpolation:
		out, ok = interpolate(x, func(e ast.Expr) (*ast.BasicLit, bool) {
			if bl, isLit := e.(*ast.BasicLit); isLit {
				return bl, plainLiteral(bl)
			}
			return param(e)
		})
	}
	if !ok {
		return nil, false
	}
	return copyLit(out, x.Pos()), true
}
