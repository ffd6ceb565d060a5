package compiler

import (
	"maps"
	"slices"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"
)

// A flag kept in a hidden field with a default, read by many entries,
//
//	_lazyState: *"deferred" | "active" @tag(lazy)
//	tools: fetch_page: #OnDemand & {state: _lazyState, niche: "..."}
//
// kept every entry that read it in the package: the fold evaluates what an
// entry refers to, and a default is one thing it leaves to CUE. Yet a
// reference to a field is the field's value, defaults and all, and when
// that value refers to nothing (string and bool literals, numbers, CUE's
// predeclared types, bounds and regular expressions, one marked default),
// writing it in the reference's place is the same value: hiddenDefaults
// does that for an entry's field whose value is such a reference, and the
// entry is then a literal with a default, which the fast path takes.
//
// toolpolicy sets no tags, so an @tag field is its written value, as for
// `cue vet` without -t. The hidden field must be declared once, at the top
// of a file of the package, with no marker, and nothing at the top level
// may add to it (a comprehension or embedding: touched); its declaration
// stays, for whatever else reads it.

// hiddenDefaults rewrites the fields of entries whose value is a reference
// to such a hidden field; it reports the files it changed.
func hiddenDefaults(files []*ast.File, skip map[string]bool, decls map[string][]*ast.Field, touched map[string]bool) []bool {
	// Most policies have no hidden field with a default: no walk.
	if !slices.ContainsFunc(slices.Collect(maps.Values(decls)), func(fds []*ast.Field) bool {
		return slices.ContainsFunc(fds, func(fd *ast.Field) bool { return scalarDefault(fd.Value) })
	}) {
		return nil
	}
	sole := soleHidden(files, decls, touched)
	texts := map[string][]byte{}
	value := func(id *ast.Ident) ([]byte, bool) {
		if t, ok := texts[id.Name]; ok {
			return t, t != nil
		}
		texts[id.Name] = nil
		d := sole(id.Name)
		if d == nil || !scalarDefault(d.Value) {
			return nil, false
		}
		text, err := format.Node(d.Value)
		if err != nil {
			return nil, false
		}
		texts[id.Name] = text
		return text, true
	}
	var changed []bool
	for i, f := range files {
		if f.PackageName() == "" {
			continue
		}
		// The flag's text is read again where the reference was: a name
		// in it (bool, string) must not be one the entry's file declares
		// anywhere (a field, let, alias or import named bool would take
		// it there: helper-46).
		var declared map[string]bool
		eachEntry(files[i:i+1], skip, func(_, _ string, entry *ast.Field) {
			ast.Walk(entry.Value, func(n ast.Node) bool {
				fd, ok := n.(*ast.Field)
				if !ok || fd.Constraint != token.ILLEGAL {
					return true
				}
				id, ok := fd.Value.(*ast.Ident)
				if !ok || !isHidden(id.Name) || !packageLevel(id) {
					return true
				}
				text, ok := value(id)
				if !ok {
					return true
				}
				if declared == nil {
					declared = declaredNames(f)
				}
				if namesIn(decls[id.Name][0].Value, declared) {
					return true
				}
				x, err := parser.ParseExpr(templateFile, text)
				if err != nil {
					return true
				}
				fd.Value = &ast.ParenExpr{Lparen: id.NamePos, X: x, Rparen: id.NamePos}
				changed = markChanged(changed, len(files), i)
				return false
			}, nil)
		})
	}
	return changed
}

// declaredNames returns every name a file declares, at any depth: field
// labels, lets, aliases and imports.
func declaredNames(f *ast.File) map[string]bool {
	out := map[string]bool{}
	ast.Walk(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Field:
			if name, ok := simpleLabel(n.Label); ok {
				out[name] = true
			}
			if a, ok := n.Label.(*ast.Alias); ok && a.Ident != nil {
				out[a.Ident.Name] = true
			}
		case *ast.LetClause:
			if n.Ident != nil {
				out[n.Ident.Name] = true
			}
		case *ast.Alias:
			if n.Ident != nil {
				out[n.Ident.Name] = true
			}
		case *ast.ImportSpec:
			if n.Name != nil {
				out[n.Name.Name] = true
			} else if path, err := literal.Unquote(n.Path.Value); err == nil {
				out[path[strings.LastIndex(path, "/")+1:]] = true
			}
		case *ast.ForClause:
			if n.Key != nil {
				out[n.Key.Name] = true
			}
			if n.Value != nil {
				out[n.Value.Name] = true
			}
		}
		return true
	}, nil)
	return out
}

// namesIn reports whether e names one of names.
func namesIn(e ast.Expr, names map[string]bool) bool {
	return astAny(e, func(id *ast.Ident) bool { return names[id.Name] })
}

// soleHidden returns a lookup of the top-level hidden field a name
// declares once, with no marker, in a file of the package (one with a
// package clause), nothing at the top level adding to it (touched); nil for
// any other name.
func soleHidden(files []*ast.File, decls map[string][]*ast.Field, touched map[string]bool) func(string) *ast.Field {
	pkg := map[*ast.Field]bool{}
	for _, f := range files {
		if f.PackageName() == "" {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				pkg[fd] = true
			}
		}
	}
	return func(name string) *ast.Field {
		ds := decls[name]
		if len(ds) != 1 || !pkg[ds[0]] || touched[name] || ds[0].Constraint != token.ILLEGAL {
			return nil
		}
		return ds[0]
	}
}

// packageLevel reports whether a reference is to a field at the top of the
// package: declared in another file (unresolved), or at the top of its own.
func packageLevel(id *ast.Ident) bool {
	if id.Node == nil {
		return id.Scope == nil
	}
	// The resolver points a field reference at the field's value.
	switch id.Node.(type) {
	case *ast.LetClause, *ast.ImportSpec, *ast.Alias:
		return false
	}
	return id.Scope != nil && isFileScope(id.Scope)
}

// scalarDefault reports whether e is a disjunction with one marked default
// whose terms refer to nothing: literals, CUE's predeclared types, and
// bounds and regular expressions of literals (defaultLit's form).
func scalarDefault(e ast.Expr) bool {
	_, ok := defaultLit(e)
	return ok
}
