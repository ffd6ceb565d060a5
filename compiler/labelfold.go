package compiler

import (
	"slices"
	"strings"
	"sync"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/cuecontext"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/ast/astutil"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
)

// A pattern's regular expression is often built from the policy's data:
//
//	_servers: ["github", "jira", "linear"]
//	tools: [=~"^(\(strings.Join(_servers, "|")))_"]: #MCPTool
//
// The fast path reads a pattern whose label is a literal (labelpat.go), and
// such a section used to stay in the package: 1.1-1.3 s at 10,000 tools,
// against cue vet's 0.8-1.1 s. foldLabels writes the string in its place,
// worked out in Go, when it is made of no more than:
//   - string literals, + and interpolations of them;
//   - a hidden field declared once at the top of a file, as a string or a
//     list of strings, that nothing adds to (its value in the package);
//   - strings.Join of a list of those, with the standard library's
//     strings (Go's strings.Join, which CUE's is).
// An import nothing refers to afterwards goes (CUE rejects an unused one).
//
// In a pattern's value, or([a, b]) and and([a, b]) of a list written out
// are a | b and a & b (as CUE defines them), which the fast path reads as a
// template; or and and are CUE's own unless a top-level field of the
// package hides them.

// foldLabels rewrites the pattern labels of the fast sections' top-level
// declarations in files; it reports which files changed.
func foldLabels(files []*ast.File, hidden map[string][]*ast.Field, touched, labels map[string]bool) []bool {
	var changed []bool
	defs := topDefinitions(files)
	for i, f := range files {
		before := usedImports(f)
		did := false
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			section, ok := simpleLabel(fd.Label)
			if !ok || !isFastSection(section) {
				continue
			}
			sl, ok := fd.Value.(*ast.StructLit)
			if !ok {
				continue
			}
			for _, el := range sl.Elts {
				pat, ok := el.(*ast.Field)
				if !ok {
					continue
				}
				list, ok := pat.Label.(*ast.ListLit)
				if !ok || len(list.Elts) != 1 {
					continue
				}
				se := staticStrings{hidden: hidden, touched: touched, labels: labels, defs: defs}
				var aliased ast.Expr // what the parser bound the alias's references to
				if a, ok := list.Elts[0].(*ast.Alias); ok {
					aliased = a.Expr
				}
				if x, ok := se.label(list.Elts[0]); ok {
					list.Elts[0] = x
					did = true
					if a, ok := x.(*ast.Alias); ok && a.Expr != aliased && pat.Value != nil {
						rebindAlias(pat.Value, aliased, a)
					}
				}
				if pat.Value != nil {
					if v, ok := orAndLists(pat.Value, labels); ok {
						pat.Value = v
						did = true
					}
				}
			}
		}
		if did {
			dropUnusedImports(f, before)
			if changed == nil {
				changed = make([]bool, len(files))
			}
			changed[i] = true
		}
	}
	return changed
}

// rebindAlias points the references in e the parser bound to old, a label
// alias's expression the rewrite replaced, at the alias itself (as the
// parser binds some: isAliasRef).
func rebindAlias(e ast.Expr, old ast.Expr, a *ast.Alias) {
	ast.Walk(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Node != nil && id.Node == ast.Node(old) {
			id.Node = a
		}
		return true
	}, nil)
}

// staticStrings works out string expressions of literals and the policy's
// hidden data in Go.
type staticStrings struct {
	hidden  map[string][]*ast.Field
	touched map[string]bool
	// labels are the package's top-level labels (a field may hide or and
	// and); bound holds the value of a for clause's variable, by the
	// identifier the clause declares, while its body is worked out.
	labels map[string]bool
	bound  map[*ast.Ident]string
	// defs are the package's top-level definitions, every declaration.
	defs map[string][]*ast.Field
}

// label rewrites a pattern label's expression: =~X, !~X, an alias of one,
// or alternatives of those, X a string expression. ok reports a change.
func (se staticStrings) label(e ast.Expr) (ast.Expr, bool) {
	switch x := e.(type) {
	case *ast.Alias:
		if nx, ok := se.label(x.Expr); ok {
			x.Expr = nx
			return x, true
		}
	case *ast.UnaryExpr:
		if x.Op != token.MAT && x.Op != token.NMAT {
			return e, false
		}
		if _, isLit := x.X.(*ast.BasicLit); isLit {
			return e, false
		}
		if s, ok := se.str(x.X); ok {
			lit := ast.NewString(s)
			ast.SetPos(lit, x.X.Pos())
			x.X = lit
			return x, true
		}
	case *ast.BinaryExpr:
		if x.Op != token.OR {
			return e, false
		}
		nx, okx := se.label(x.X)
		ny, oky := se.label(x.Y)
		x.X, x.Y = nx, ny
		return x, okx || oky
	case *ast.ParenExpr:
		if nx, ok := se.label(x.X); ok {
			x.X = nx
			return x, true
		}
	case *ast.CallExpr:
		return se.orAndLabel(x)
	case *ast.Ident:
		return se.definitionLabel(x)
	}
	return e, false
}

// definitionLabel writes a definition used as a pattern's label ([#Name]:
// #Tool) as its value: the schema's (=~"^[A-Za-z_]..."), conjoined with
// every declaration of the policy's own, each of which must be a label
// the fast path reads (labelMatcher). A definition of a string is that
// string constraint, so the pattern means the same; the fast path reads
// labels that are literals, not references.
func (se staticStrings) definitionLabel(id *ast.Ident) (ast.Expr, bool) {
	if !strings.HasPrefix(id.Name, "#") || se.touched[id.Name] || !(id.Scope == nil || isFileScope(id.Scope)) {
		return id, false
	}
	var parts []ast.Expr
	if x, ok := schemaStringDefs()[id.Name]; ok {
		parts = append(parts, copyLiteral(x).(ast.Expr))
	}
	for _, d := range se.defs[id.Name] {
		if d.Constraint != token.ILLEGAL || len(d.Attrs) > 0 {
			return id, false
		}
		if _, ok := labelMatcher(d.Value); !ok {
			return id, false
		}
		parts = append(parts, copyLiteral(d.Value).(ast.Expr))
	}
	if len(parts) == 0 {
		return id, false
	}
	x := parts[0]
	if len(parts) > 1 {
		for _, p := range parts[1:] {
			x = ast.NewBinExpr(token.AND, x, p)
		}
		x = &ast.ParenExpr{X: x}
	}
	ast.SetPos(x, id.Pos())
	// [N= =~"..."]: without the blank, an alias's = and the =~ after it
	// read as ==~.
	ast.SetRelPos(x, token.Blank)
	return x, true
}

// schemaStringDefs are the schema's definitions of strings that the fast
// path reads as a label (#Name: =~"^[A-Za-z_]..."), as CUE writes their
// values.
var schemaStringDefs = sync.OnceValue(func() map[string]ast.Expr {
	out := map[string]ast.Expr{}
	sch := cuecontext.New().CompileBytes(schema.Source, cue.Filename(schema.Filename))
	for _, name := range schemaDefNames() {
		v := sch.LookupPath(cue.MakePath(cue.Def(name)))
		if v.IncompleteKind() != cue.StringKind {
			continue
		}
		x, ok := v.Syntax(cue.Final()).(ast.Expr)
		if !ok {
			continue
		}
		if _, ok := labelMatcher(x); ok {
			out[name] = x
		}
	}
	return out
})

// orAndLabel rewrites or([...]) and and([...]) in a label as the
// disjunction or conjunction of their elements, as CUE defines them:
// each element a match (=~X or !~X, X a string expression), or the list
// one comprehension, for v in L {=~X}, L a list of strings and X a string
// expression of v. An empty list is left to CUE.
func (se staticStrings) orAndLabel(call *ast.CallExpr) (ast.Expr, bool) {
	fn, ok := call.Fun.(*ast.Ident)
	if !ok || fn.Node != nil || (fn.Name != "or" && fn.Name != "and") || se.labels[fn.Name] || len(call.Args) != 1 {
		return call, false
	}
	list, ok := call.Args[0].(*ast.ListLit)
	if !ok || len(list.Elts) == 0 {
		return call, false
	}
	op := token.OR
	if fn.Name == "and" {
		op = token.AND
	}
	var matches []ast.Expr
	match := func(e ast.Expr, se staticStrings) bool {
		u, ok := e.(*ast.UnaryExpr)
		if !ok || (u.Op != token.MAT && u.Op != token.NMAT) {
			return false
		}
		str, ok := se.str(u.X)
		if !ok {
			return false
		}
		lit := ast.NewString(str)
		ast.SetPos(lit, u.X.Pos())
		matches = append(matches, &ast.UnaryExpr{OpPos: u.OpPos, Op: u.Op, X: lit})
		return true
	}
	if c, isComp := list.Elts[0].(*ast.Comprehension); isComp {
		fc, isFor := c.Clauses[0].(*ast.ForClause)
		body, isStruct := c.Value.(*ast.StructLit)
		if len(list.Elts) != 1 || len(c.Clauses) != 1 || !isFor || fc.Key != nil || !isStruct || len(body.Elts) != 1 {
			return call, false
		}
		embed, isEmbed := body.Elts[0].(*ast.EmbedDecl)
		elems, ok := se.list(fc.Source)
		if !isEmbed || !ok || len(elems) == 0 {
			return call, false
		}
		for _, v := range elems {
			inner := se
			inner.bound = map[*ast.Ident]string{fc.Value: v}
			if !match(embed.Expr, inner) {
				return call, false
			}
		}
	} else {
		for _, el := range list.Elts {
			e, isExpr := el.(ast.Expr)
			if !isExpr || !match(e, se) {
				return call, false
			}
		}
	}
	out := matches[0]
	for _, m := range matches[1:] {
		out = &ast.BinaryExpr{X: out, OpPos: m.Pos(), Op: op, Y: m}
	}
	return &ast.ParenExpr{Lparen: call.Pos(), X: out}, true
}

// str is a string expression's value.
func (se staticStrings) str(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind != token.STRING || !plainLiteral(x) {
			return "", false
		}
		s, err := literal.Unquote(x.Value)
		return s, err == nil
	case *ast.ParenExpr:
		return se.str(x.X)
	case *ast.Interpolation:
		bl, ok := interpolate(x, func(e ast.Expr) (*ast.BasicLit, bool) {
			s, ok := se.str(e)
			if !ok {
				return nil, false
			}
			return ast.NewString(s), true
		})
		if !ok {
			return "", false
		}
		return se.str(bl)
	case *ast.BinaryExpr:
		if x.Op != token.ADD {
			return "", false
		}
		a, ok1 := se.str(x.X)
		b, ok2 := se.str(x.Y)
		return a + b, ok1 && ok2
	case *ast.Ident:
		if id, isIdent := x.Node.(*ast.Ident); isIdent && se.bound != nil {
			if v, ok := se.bound[id]; ok {
				return v, true
			}
		}
		v, ok := se.hiddenValue(x)
		if !ok {
			return "", false
		}
		return se.str(v)
	case *ast.CallExpr:
		sel, ok := x.Fun.(*ast.SelectorExpr)
		if !ok || len(x.Args) != 2 {
			return "", false
		}
		pkg, ok := sel.X.(*ast.Ident)
		fn, ok2 := sel.Sel.(*ast.Ident)
		if !ok || !ok2 || fn.Name != "Join" {
			return "", false
		}
		spec, ok := pkg.Node.(*ast.ImportSpec)
		if !ok {
			return "", false
		}
		if path, err := literal.Unquote(spec.Path.Value); err != nil || path != "strings" {
			return "", false
		}
		elems, ok := se.list(x.Args[0])
		sep, ok2 := se.str(x.Args[1])
		if !ok || !ok2 {
			return "", false
		}
		return strings.Join(elems, sep), true
	}
	return "", false
}

// list is a list of strings' value.
func (se staticStrings) list(e ast.Expr) ([]string, bool) {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return se.list(x.X)
	case *ast.Ident:
		v, ok := se.hiddenValue(x)
		if !ok {
			return nil, false
		}
		return se.list(v)
	case *ast.ListLit:
		out := make([]string, 0, len(x.Elts))
		for _, el := range x.Elts {
			s, ok := se.str(el)
			if !ok {
				return nil, false
			}
			out = append(out, s)
		}
		return out, true
	}
	return nil, false
}

// hiddenValue is the value of a hidden field declared once at the top of a
// file, that nothing adds to, a reference resolves to.
func (se staticStrings) hiddenValue(id *ast.Ident) (ast.Expr, bool) {
	if !isHidden(id.Name) || !(id.Scope == nil || isFileScope(id.Scope)) || isImport(id.Node) {
		return nil, false
	}
	if _, isLet := id.Node.(*ast.LetClause); isLet {
		return nil, false
	}
	ds := se.hidden[id.Name]
	if len(ds) != 1 || se.touched[id.Name] || ds[0].Constraint != token.ILLEGAL || len(ds[0].Attrs) > 0 {
		return nil, false
	}
	return ds[0].Value, true
}

// orAndLists rewrites or([...]) and and([...]) of list literals in x as the
// disjunction and conjunction of their elements; ok reports a change.
// Elements that are disjunctions or conjunctions themselves, or carry a
// default mark, are left to CUE.
func orAndLists(x ast.Expr, labels map[string]bool) (ast.Expr, bool) {
	did := false
	res := astutil.Apply(x, nil, func(c astutil.Cursor) bool {
		call, ok := c.Node().(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return true
		}
		fn, ok := call.Fun.(*ast.Ident)
		if !ok || fn.Node != nil || (fn.Name != "or" && fn.Name != "and") || labels[fn.Name] {
			return true
		}
		list, ok := call.Args[0].(*ast.ListLit)
		if !ok || len(list.Elts) == 0 {
			return true
		}
		op := token.OR
		if fn.Name == "and" {
			op = token.AND
		}
		var out ast.Expr
		for _, el := range list.Elts {
			switch e := el.(type) {
			case *ast.BinaryExpr, *ast.Ellipsis, *ast.Comprehension:
				return true
			case *ast.UnaryExpr:
				if e.Op == token.MUL {
					return true
				}
			}
			if out == nil {
				out = el.(ast.Expr)
			} else {
				out = &ast.BinaryExpr{X: out, OpPos: el.Pos(), Op: op, Y: el.(ast.Expr)}
			}
		}
		if len(list.Elts) > 1 {
			out = &ast.ParenExpr{Lparen: call.Pos(), X: out}
		}
		c.Replace(out)
		did = true
		return true
	})
	return res.(ast.Expr), did
}

// usedImports are the import specs of f something refers to.
func usedImports(f *ast.File) map[*ast.ImportSpec]bool {
	used := map[*ast.ImportSpec]bool{}
	ast.Walk(f, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if spec, ok := id.Node.(*ast.ImportSpec); ok {
				used[spec] = true
			}
		}
		return true
	}, nil)
	return used
}

// dropUnusedImports drops from f the import specs something referred to
// before (usedImports) and nothing does now, and declarations left empty:
// CUE rejects an unused import. One unused from the start stays, for CUE
// to report.
func dropUnusedImports(f *ast.File, before map[*ast.ImportSpec]bool) {
	now := usedImports(f)
	drop := func(s *ast.ImportSpec) bool { return before[s] && !now[s] }
	f.Decls = slices.DeleteFunc(f.Decls, func(d ast.Decl) bool {
		id, ok := d.(*ast.ImportDecl)
		if !ok {
			return false
		}
		n := len(id.Specs)
		id.Specs = slices.DeleteFunc(id.Specs, drop)
		return n > 0 && len(id.Specs) == 0
	})
}
