package compiler

import (
	"bytes"
	"slices"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// Definitions grouped under one, and applied through it,
//
//	#Kinds: {
//		#Eager: #Tool & {state: "active"}
//		#Lazy:  #Tool & {state: *"deferred" | #State, card!: string}
//	}
//	tools: read_file: #Kinds.#Lazy & {card: "..."}
//
// left every entry so written in the package: a template is a
// conjunction of the package's definitions by name, and #Kinds.#Lazy is a
// selection (0.74x cue vet at 10,000 tools, helper-77's nested-def-ref).
// nestedDefs gives each such nested definition a top-level name of its
// own, #toolpolicy_Kinds_Lazy, declared beside #Kinds as a copy of its
// value, and writes that name where the selection stood; the split then
// reads the entries as it reads any with a definition.
//
// A copy means what the selection means only when the nested value reads
// nothing of its enclosing definition. So it is made when:
//   - the outer name is declared once, at the top of a file, as a plain
//     struct literal of fields (no embedding or comprehension that could
//     add to it, no alias or attribute), and is none of the schema's;
//   - the nested name is declared once in it, as a plain field;
//   - no name in the nested value refers to the outer struct's other
//     fields or lets (a reference resolved to its own file's top level, or
//     to another file's, reads the same beside the outer definition);
//   - its value is syntax cloneSyntax copies whole;
//   - no file has a top-level embedding or comprehension, which could add
//     to the outer definition.
//
// CUE's own words for a problem name the selection; a rewritten policy is
// worded by plain evaluation (eval.go's folded).

// nestedDefs rewrites the files' selections of such nested definitions;
// it reports which files changed (nil: none). srcOf gives a file's source
// by name (nil if unknown), which spares the walk of a file with no ".#".
func nestedDefs(files []*ast.File, srcOf func(string) []byte) []bool {
	type sel struct {
		file   int
		expr   *ast.SelectorExpr
		parent ast.Node
	}
	var sels []sel
	for i, f := range files {
		if src := srcOf(f.Filename); src != nil && !bytes.Contains(src, []byte(".#")) {
			continue
		}
		var stack []ast.Node
		ast.Walk(f, func(n ast.Node) bool {
			if s, ok := n.(*ast.SelectorExpr); ok && len(stack) > 0 {
				if outer, ok := s.X.(*ast.Ident); ok && strings.HasPrefix(outer.Name, "#") && packageDef(outer) {
					if inner, ok := s.Sel.(*ast.Ident); ok && strings.HasPrefix(inner.Name, "#") {
						sels = append(sels, sel{i, s, stack[len(stack)-1]})
					}
				}
			}
			stack = append(stack, n)
			return true
		}, func(ast.Node) { stack = stack[:len(stack)-1] })
	}
	if len(sels) == 0 {
		return nil // most policies: nothing to copy
	}
	// Every top-level declaration's name, and where each definition is.
	type at struct {
		file int
		fd   *ast.Field
	}
	declared := map[string]int{}
	defs := map[string]at{}
	for i, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.EmbedDecl, *ast.Comprehension:
				return nil // may add to any definition
			case *ast.Field:
				name, ok := simpleLabel(d.Label)
				if !ok {
					continue
				}
				declared[name]++
				if strings.HasPrefix(name, "#") {
					defs[name] = at{i, d}
				}
			}
		}
	}
	// A copy's name must be new everywhere, not only at the top: a
	// definition so named in a struct around a selection would be what the
	// rewritten selection refers to (review43).
	for _, f := range files {
		ast.Walk(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && strings.HasPrefix(id.Name, "#toolpolicy_") {
				declared[id.Name]++
			}
			return true
		}, nil)
	}
	// The copies' names, by outer and nested name ("": none made).
	copies := map[[2]string]string{}
	after := map[*ast.Field][]*ast.Field{} // an outer definition → its copies
	var changed []bool
	for _, s := range sels {
		outer, inner := s.expr.X.(*ast.Ident).Name, s.expr.Sel.(*ast.Ident).Name
		key := [2]string{outer, inner}
		name, seen := copies[key]
		if !seen {
			d := defs[outer]
			if declared[outer] == 1 {
				var fd *ast.Field
				if name, fd = nestedCopy(outer, inner, declared, d.fd); name != "" {
					declared[name]++
					after[d.fd] = append(after[d.fd], fd)
					changed = markChanged(changed, len(files), d.file)
				}
			}
			copies[key] = name
		}
		if name == "" {
			continue
		}
		if replaceChild(s.parent, s.expr, &ast.Ident{NamePos: s.expr.X.Pos(), Name: name}) {
			changed = markChanged(changed, len(files), s.file)
		}
	}
	if len(after) == 0 {
		return nil
	}
	// Each copy right after its outer definition, in its file: the
	// file's lets and imports are the copy's too.
	for _, f := range files {
		var decls []ast.Decl
		for _, d := range f.Decls {
			decls = append(decls, d)
			if fd, ok := d.(*ast.Field); ok {
				for _, c := range after[fd] {
					decls = append(decls, c)
				}
			}
		}
		f.Decls = decls
	}
	return changed
}

// nestedCopy returns the top-level name and declaration of a copy of
// outer's nested definition inner, or "" if the copy could differ from
// the selection (nestedDefs).
func nestedCopy(outer, inner string, declared map[string]int, fd *ast.Field) (string, *ast.Field) {
	if fd == nil || slices.Contains(schemaDefNames(), outer) || fd.Constraint != token.ILLEGAL || fd.Alias != nil || len(fd.Attrs) > 0 {
		return "", nil
	}
	sl, ok := fd.Value.(*ast.StructLit)
	if !ok {
		return "", nil
	}
	var nested *ast.Field
	for _, el := range sl.Elts {
		switch el := el.(type) {
		case *ast.Field:
			name, ok := simpleLabel(el.Label)
			if !ok {
				return "", nil
			}
			if name == inner {
				if nested != nil {
					return "", nil // declared twice
				}
				nested = el
			}
		case *ast.LetClause, *ast.CommentGroup, *ast.Attribute:
		default:
			return "", nil
		}
	}
	if nested == nil || nested.Constraint != token.ILLEGAL || nested.Alias != nil || len(nested.Attrs) > 0 {
		return "", nil
	}
	if _, ok := nested.Label.(*ast.Ident); !ok {
		return "", nil
	}
	// Nothing in the value may read the outer struct, nor be syntax the
	// copy would share.
	inOuter := map[ast.Node]bool{}
	ast.Walk(sl, func(n ast.Node) bool { inOuter[n] = true; return true }, nil)
	inValue := map[ast.Node]bool{}
	ast.Walk(nested.Value, func(n ast.Node) bool { inValue[n] = true; return true }, nil)
	ok = true
	ast.Walk(nested.Value, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			for _, x := range []ast.Node{n.Node, n.Scope} {
				if x != nil && inOuter[x] && !inValue[x] {
					ok = false
				}
			}
			if n.Scope == sl {
				ok = false
			}
		case *ast.Field, *ast.StructLit, *ast.ListLit, *ast.BinaryExpr, *ast.ParenExpr, *ast.UnaryExpr, *ast.BasicLit, *ast.CommentGroup, *ast.Comment:
		case *ast.Ellipsis:
		default:
			ok = false
		}
		return ok
	}, nil)
	if !ok {
		return "", nil
	}
	name := "#toolpolicy_" + outer[1:] + "_" + inner[1:]
	if declared[name] > 0 {
		return "", nil
	}
	return name, &ast.Field{Label: &ast.Ident{NamePos: nested.Label.Pos(), Name: name}, Value: cloneSyntax(nested.Value).(ast.Expr)}
}
