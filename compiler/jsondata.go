package compiler

import (
	"encoding/json"
	"slices"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"
	cueyaml "cuelang.org/go/encoding/yaml"
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
//
// yaml.Unmarshal likewise (yamlValue): the MCP tools of helper-61's survey
// kept as YAML in one file of many kept the section in CUE (1.56x cue
// vet at 10,000 tools, 420 MB).

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
		if f.PackageName() == "" || !slices.ContainsFunc(slices.Collect(f.ImportSpecs()), func(s *ast.ImportSpec) bool {
			// Only a file importing either can call its Unmarshal.
			return s.Path != nil && (s.Path.Value == `"encoding/json"` || s.Path.Value == `"encoding/yaml"`)
		}) {
			continue
		}
		// Only the link to each call is written (astutil.Apply writes every
		// child link it passes, changed or not, while the index may be
		// reading the file: go test -race).
		before := usedImports(f)
		did := false
		var stack []ast.Node
		ast.Walk(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 1 && len(stack) > 0 && !inKeptOrder(stack, keepOrder) {
				var x ast.Expr
				switch path, name, _ := importedFunc(call.Fun); {
				case path == "encoding/json" && name == "Unmarshal":
					x = jsonValue(call, bytesOf)
				case path == "encoding/yaml" && name == "Unmarshal":
					x = yamlValue(call, bytesOf)
				}
				if x != nil && replaceChild(stack[len(stack)-1], call, x) {
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

// yamlValue returns what yaml.Unmarshal makes of the call's argument, as
// CUE's builtin makes it, placed at the call; nil if it cannot say. The
// builtin (pkg/encoding/yaml, v0.17.1) decodes one document with CUE's
// YAML decoder into CUE syntax, which cuelang.org/go/encoding/yaml's
// Extract runs too: one mapping document's fields are the file's. Only a
// document of literals (no identifier where a value goes), that is a
// mapping (the struct the section needs; more documents, which the
// builtin refuses, come as a list).
func yamlValue(call *ast.CallExpr, bytesOf func(ast.Expr) ([]byte, bool)) ast.Expr {
	b, ok := bytesOf(call.Args[0])
	if !ok {
		return nil
	}
	f, err := cueyaml.Extract("yaml", b)
	if err != nil || len(f.Decls) == 0 {
		return nil
	}
	sl := &ast.StructLit{Elts: f.Decls}
	if !yamlLiteral(sl) {
		return nil
	}
	// Written and parsed again, as a JSON value is parsed: the decoder's
	// nodes hold positions in the YAML (braces, colons), which name no
	// file of the policy.
	text, err := format.Node(sl)
	if err != nil {
		return nil
	}
	x, err := parser.ParseExpr("yaml", text)
	if err != nil || !yamlLiteral(x) {
		return nil
	}
	at := call.Pos()
	ast.Walk(x, func(n ast.Node) bool { ast.SetPos(n, at); return true }, nil)
	return x
}

// yamlLiteral reports whether x is a value of literals alone, as CUE's
// YAML decoder writes them: structs of regular fields, lists, strings,
// numbers, bools and null, and signed numbers.
func yamlLiteral(x ast.Expr) bool {
	switch x := x.(type) {
	case *ast.BasicLit:
		// The decoder writes a !!float that reads as an integer as
		// "number & N", which the builtin then fails to compile
		// (helper-64): a number must be one.
		if x.Kind == token.INT || x.Kind == token.FLOAT {
			var info literal.NumInfo
			return literal.ParseNum(x.Value, &info) == nil
		}
		return true
	case *ast.UnaryExpr:
		_, ok := x.X.(*ast.BasicLit)
		return ok && (x.Op == token.SUB || x.Op == token.ADD)
	case *ast.ListLit:
		for _, el := range x.Elts {
			if !yamlLiteral(el) {
				return false
			}
		}
		return true
	case *ast.StructLit:
		for _, el := range x.Elts {
			fd, ok := el.(*ast.Field)
			if !ok || fd.Constraint != token.ILLEGAL || fd.Alias != nil || len(fd.Attrs) > 0 || !yamlLiteral(fd.Value) {
				return false
			}
			switch l := fd.Label.(type) {
			case *ast.Ident:
				if !isRegular(l) {
					return false
				}
			case *ast.BasicLit:
				if l.Kind != token.STRING {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	return false
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
