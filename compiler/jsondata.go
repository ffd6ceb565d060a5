package compiler

import (
	"encoding/json"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"
)

// Tools kept as JSON, the harness's own list read into the policy,
//
//	import "encoding/json"
//	_mcpJSON: """
//		{"github_get_issue": {"state": "deferred", "source": "mcp"}, ...}
//		"""
//	tools: json.Unmarshal(_mcpJSON)
//
// kept their section in CUE (1.46× `cue vet` at 10,000 tools in the third
// survey): the split reads literals, and a call is not one. CUE's
// json.Unmarshal (pkg/encoding/json, v0.17.1) checks the bytes with Go's
// json.Valid and parses them as a CUE expression; unmarshalJSON does the
// same and writes that expression in the call's place, so the package
// holds the very value the call makes, and the fast path reads it. Only a
// call whose argument is a string (or bytes) literal, or a hidden field
// declared once at the top of the package as one, with nothing at the top
// level adding to it; bytes that are not valid JSON, or that CUE's parser
// refuses, are left to the call, which reports them. An import the calls
// were the only users of goes, as CUE rejects an unused import.

// unmarshalJSON rewrites the files' json.Unmarshal calls it can; it reports
// the files it changed.
func unmarshalJSON(files []*ast.File, decls map[string][]*ast.Field, touched, keepOrder map[string]bool) []bool {
	sole := soleHidden(files, decls, touched)
	bytesOf := func(arg ast.Expr) ([]byte, bool) {
		if id, ok := arg.(*ast.Ident); ok && isHidden(id.Name) && packageLevel(id) {
			d := sole(id.Name)
			if d == nil {
				return nil, false
			}
			arg = d.Value
		}
		bl, ok := arg.(*ast.BasicLit)
		if !ok || bl.Kind != token.STRING {
			return nil, false
		}
		s, err := literal.Unquote(bl.Value)
		if err != nil {
			return nil, false
		}
		return []byte(s), true
	}
	var changed []bool
	for i, f := range files {
		if f.PackageName() == "" {
			continue
		}
		// Only the link to each call is written (astutil.Apply writes every
		// child link it passes, changed or not, while the index may be
		// reading the file: go test -race).
		before := usedImports(f)
		did := false
		var stack []ast.Node
		ast.Walk(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 1 && jsonUnmarshal(call.Fun) && len(stack) > 0 && !inKeptOrder(stack, keepOrder) {
				if x := jsonValue(call, bytesOf); x != nil && replaceChild(stack[len(stack)-1], call, x) {
					did = true
					return false
				}
			}
			stack = append(stack, n)
			return true
		}, func(ast.Node) { stack = stack[:len(stack)-1] })
		if did {
			dropUnusedImports(f, before)
			changed = markChanged(changed, len(files), i)
		}
	}
	return changed
}

// jsonValue returns what json.Unmarshal makes of the call's argument, as
// CUE's builtin makes it, placed at the call; nil if it cannot say.
func jsonValue(call *ast.CallExpr, bytesOf func(ast.Expr) ([]byte, bool)) ast.Expr {
	b, ok := bytesOf(call.Args[0])
	if !ok || !json.Valid(b) {
		return nil
	}
	x, err := parser.ParseExpr("json", b)
	if err != nil {
		return nil
	}
	// Placed at the call, where CUE cites a problem of the value the
	// call made (positions in the JSON would name no file).
	at := call.Pos()
	ast.Walk(x, func(n ast.Node) bool { ast.SetPos(n, at); return true }, nil)
	return x // a literal, struct or list: no parentheses needed
}

// replaceChild puts x in old's place in parent; false if old is not a
// child it knows.
func replaceChild(parent ast.Node, old, x ast.Expr) bool {
	switch p := parent.(type) {
	case *ast.Field:
		if p.Value == old {
			p.Value = x
			return true
		}
	case *ast.EmbedDecl:
		if p.Expr == old {
			p.Expr = x
			return true
		}
	case *ast.BinaryExpr:
		if p.X == old {
			p.X = x
			return true
		}
		if p.Y == old {
			p.Y = x
			return true
		}
	case *ast.ParenExpr:
		if p.X == old {
			p.X = x
			return true
		}
	case *ast.LetClause:
		if p.Expr == old {
			p.Expr = x
			return true
		}
	}
	return false
}

// jsonUnmarshal reports whether fn is Unmarshal of the standard library's
// encoding/json, under whatever name the file imports it.
func jsonUnmarshal(fn ast.Expr) bool {
	path, name, ok := importedFunc(fn)
	return ok && path == "encoding/json" && name == "Unmarshal"
}

// importedFunc reads fn as pkg.Name, pkg an import of the file: the
// import's path and the name selected.
func importedFunc(fn ast.Expr) (path, name string, ok bool) {
	sel, isSel := fn.(*ast.SelectorExpr)
	if !isSel {
		return "", "", false
	}
	pkg, isIdent := sel.X.(*ast.Ident)
	if !isIdent || !isImportSpec(pkg.Node) {
		return "", "", false
	}
	path, err := literal.Unquote(pkg.Node.(*ast.ImportSpec).Path.Value)
	name, simple := simpleLabel(sel.Sel)
	return path, name, err == nil && simple
}

// inKeptOrder reports whether the node a walk's stack leads to is inside a
// top-level field of keepOrder: a section whose order, or whose entries'
// field order, the policy observes. CUE puts the fields of a call's value
// after the fields declared beside it; a literal in the call's place would
// put them first (helper-51).
func inKeptOrder(stack []ast.Node, keepOrder map[string]bool) bool {
	if len(stack) < 2 {
		return false
	}
	fd, ok := stack[1].(*ast.Field)
	if !ok {
		return false
	}
	name, ok := simpleLabel(fd.Label)
	return ok && keepOrder[name]
}
