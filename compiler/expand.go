package compiler

import (
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/token"
)

// A common way to write a large section is by group: each MCP server's
// tools in a hidden map, copied into the section by a comprehension that
// applies the group's definition,
//
//	_github: {issue_read: {card: "..."}, ...}
//	tools: {for name, t in _github {(name): #MCPTool & t}}
//
// (or, at the top level, for name, t in _github {tools: (name): t}). CUE
// then evaluates every entry of the map against #Tool, which the fast path
// exists to avoid. When the map is a plain struct of literal entries,
// declared once, and the comprehension does nothing but copy it, the
// comprehension means exactly "declare each entry of the map in the
// section, with that template": the split does so, taking the map's
// entries out as if they were written in the section (their positions and
// messages are the map's lines, where CUE cites them too), and leaves the
// comprehension, and the map if nothing else reads it, out of the package.

// sectionGen is a comprehension that copies a hidden map into a section.
type sectionGen struct {
	section string
	src     string   // the hidden field the comprehension iterates
	tmpl    []string // what the comprehension unifies each value with, as CUE text
	defs    []string // the definitions tmpl names
	// node is what copies: the comprehension, or an embedding of the map
	// in a section declaration (tools: {_github}), or the declaration
	// tools: _github itself.
	node ast.Decl
	// top is set when node is a top-level declaration (for ... {S: (k):
	// v}, or S: _map); else it is an element of a section declaration.
	top bool
}

// embedGen reads a hidden map embedded in a section, or given as its
// value: {_github} or tools: _github mean its entries, declared there.
func embedGen(e ast.Expr, node ast.Decl, top bool) (*sectionGen, bool) {
	name, ok := hiddenMapRef(e)
	if !ok {
		return nil, false
	}
	return &sectionGen{src: name, node: node, top: top}, true
}

// hiddenMapRef returns the name of the package's hidden field e refers to,
// if it is one whose value may be a map: another file's (the parser leaves
// the reference unresolved) or a top-level field of this file with a
// struct value (not a let clause, not anything else).
func hiddenMapRef(e ast.Expr) (string, bool) {
	id, ok := e.(*ast.Ident)
	if !ok || !strings.HasPrefix(id.Name, "_") || strings.HasPrefix(id.Name, "_#") || id.Name == "_" {
		return "", false
	}
	if id.Node != nil || id.Scope != nil {
		if _, file := id.Scope.(*ast.File); !file {
			return "", false
		}
		if _, isLit := id.Node.(*ast.StructLit); !isLit {
			return "", false
		}
	}
	return id.Name, true
}

// genOf reads a comprehension that copies a hidden map into a section:
// for K, V in _src {(K): E}, E being V or V unified with definitions and
// literal structs. section is "" for one inside a section declaration; at
// the top level, the body must be {section: (K): E}.
func genOf(c *ast.Comprehension, top bool) (*sectionGen, bool) {
	if len(c.Clauses) != 1 {
		return nil, false
	}
	fc, ok := c.Clauses[0].(*ast.ForClause)
	if !ok || fc.Key == nil || fc.Value == nil || strings.HasPrefix(fc.Value.Name, "#") || strings.HasPrefix(fc.Key.Name, "#") {
		// for k, #V in _m: a variable named as a definition is closed,
		// which a copy of the map's literal would not be (helper-31).
		return nil, false
	}
	src, ok := hiddenMapRef(fc.Source)
	if !ok {
		return nil, false
	}
	g := &sectionGen{src: src, node: c, top: top}
	body, ok := c.Value.(*ast.StructLit)
	if !ok || len(body.Elts) != 1 {
		return nil, false
	}
	fd, ok := body.Elts[0].(*ast.Field)
	if !ok || fd.Constraint != token.ILLEGAL {
		return nil, false
	}
	if top {
		name, ok := simpleLabel(fd.Label)
		if !ok || !isFastSection(name) {
			return nil, false
		}
		g.section = name
		inner, ok := fd.Value.(*ast.StructLit)
		if !ok || len(inner.Elts) != 1 {
			return nil, false
		}
		if fd, ok = inner.Elts[0].(*ast.Field); !ok || fd.Constraint != token.ILLEGAL {
			return nil, false
		}
	}
	pe, ok := fd.Label.(*ast.ParenExpr)
	if !ok {
		return nil, false
	}
	if k, ok := pe.X.(*ast.Ident); !ok || k.Node != ast.Node(fc.Key) {
		return nil, false
	}
	// E: V, and definitions or literal structs unified with it.
	values := 0
	var parts []ast.Expr
	var walk func(e ast.Expr) bool
	walk = func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.ParenExpr:
			return walk(e.X)
		case *ast.BinaryExpr:
			return e.Op == token.AND && walk(e.X) && walk(e.Y)
		case *ast.Ident:
			if e.Node == ast.Node(fc.Value) {
				values++
				return true
			}
			_, inFile := e.Scope.(*ast.File)
			if strings.HasPrefix(e.Name, "#") && (e.Node == nil && e.Scope == nil || inFile) {
				g.defs = append(g.defs, e.Name)
				parts = append(parts, e)
				return true
			}
			return false
		case *ast.StructLit:
			if _, ok := literalStruct(e); ok {
				parts = append(parts, e)
				return true
			}
		}
		return false
	}
	if !walk(fd.Value) || values != 1 {
		return nil, false
	}
	for _, p := range parts {
		text, err := format.Node(p)
		if err != nil {
			return nil, false
		}
		g.tmpl = append(g.tmpl, string(text))
	}
	return g, true
}

// hiddenMap is a top-level hidden field a gen may copy: its declarations,
// and whether its value is a plain struct of literal entries.
type hiddenMap struct {
	decls []*ast.Field
	files []*fileLits
	plain bool
}

// plainMap reports whether a hidden field's value is a struct of plain
// fields whose values templateOf reads.
func plainMap(fd *ast.Field) bool {
	sl, ok := fd.Value.(*ast.StructLit)
	if !ok || fd.Constraint != token.ILLEGAL {
		return false
	}
	for _, el := range sl.Elts {
		switch el := el.(type) {
		case *ast.Field:
			name, ok := simpleLabel(el.Label)
			if !ok || el.Constraint != token.ILLEGAL || !isRegular(el.Label) || name == "" {
				return false
			}
			if _, _, ok := templateOf(el.Value); !ok {
				return false
			}
		case *ast.Attribute, *ast.CommentGroup:
		default:
			return false
		}
	}
	return true
}

// genDrop is a declaration an expansion leaves out of the package, or
// replaces by with (a copy at the top level leaves `tools: {}`, so that the
// section is still declared, as the schema requires).
type genDrop struct {
	file *fileLits
	decl ast.Decl
	with ast.Decl
}

// expandGens returns the entries the section's copying comprehensions
// declare, the comprehensions inside its declarations to leave out, and
// the top-level declarations to drop (those comprehensions at the top
// level, and the maps nothing else reads). ok is false when one cannot be
// expanded: the map is not a plain struct declared once, another copy
// reads it, or the section is read (its order would be the
// comprehension's). The caller still checks each entry as it checks a
// declared one. count gains the entries' names.
func expandGens(section string, pre []*fileLits, hidden map[string]*hiddenMap, hiddenRefs, genRefs map[string]int, count map[string]int, read bool) (entries []*litEntry, expanded map[ast.Decl]bool, drops []genDrop, ok bool) {
	expanded = map[ast.Decl]bool{}
	for _, fl := range pre {
		var gens []*sectionGen
		for _, g := range fl.gens {
			if g.section == section {
				gens = append(gens, g)
			}
		}
		for _, sd := range fl.decls {
			if sd.section == section {
				gens = append(gens, sd.gens...)
			}
		}
		for _, g := range gens {
			hm := hidden[g.src]
			if read || hm == nil || len(hm.decls) != 1 || !plainMap(hm.decls[0]) || genRefs[g.src] != 1 {
				return nil, nil, nil, false
			}
			// A map something else reads (len(_github)) stays in the
			// package, which CUE evaluates cheaply (nothing constrains
			// it); the entries validated beside it are copies, since
			// the two are compiled at the same time.
			kept := hiddenRefs[g.src] > 1
			for _, el := range hm.decls[0].Value.(*ast.StructLit).Elts {
				fd, isField := el.(*ast.Field)
				if !isField {
					continue
				}
				if kept {
					fd = copyLiteral(fd).(*ast.Field)
				}
				name, _ := simpleLabel(fd.Label)
				defs, vals, _ := templateOf(fd.Value)
				entries = append(entries, &litEntry{section: section, name: name, field: fd, values: vals, own: defs, extra: g.tmpl, extraDefs: g.defs, copied: true})
				count[name]++
			}
			expanded[g.node] = true
			if g.top {
				empty := &ast.Field{Label: ast.NewIdent(section), Value: &ast.StructLit{}}
				ast.SetPos(empty, g.node.Pos())
				drops = append(drops, genDrop{fl, g.node, empty})
			}
			if !kept {
				drops = append(drops, genDrop{hm.files[0], hm.decls[0], nil})
			}
		}
	}
	return entries, expanded, drops, true
}

// copyLiteral copies a literal entry (what templateOf reads: fields of
// basic literals, definition references and conjunctions of them), with its
// positions; cuelang.org/go v0.17 has no public deep copy of syntax.
func copyLiteral(n ast.Node) ast.Node {
	switch n := n.(type) {
	case *ast.Field:
		c := *n
		c.Label = copyLiteral(n.Label).(ast.Label)
		c.Value = copyLiteral(n.Value).(ast.Expr)
		c.Attrs = nil
		return &c
	case *ast.StructLit:
		c := *n
		c.Elts = make([]ast.Decl, 0, len(n.Elts))
		for _, el := range n.Elts {
			if fd, ok := el.(*ast.Field); ok {
				c.Elts = append(c.Elts, copyLiteral(fd).(ast.Decl))
			}
		}
		return &c
	case *ast.BinaryExpr:
		c := *n
		c.X, c.Y = copyLiteral(n.X).(ast.Expr), copyLiteral(n.Y).(ast.Expr)
		return &c
	case *ast.ParenExpr:
		c := *n
		c.X = copyLiteral(n.X).(ast.Expr)
		return &c
	case *ast.UnaryExpr:
		c := *n
		c.X = copyLiteral(n.X).(ast.Expr)
		return &c
	case *ast.Ident:
		c := *n
		return &c
	case *ast.BasicLit:
		c := *n
		return &c
	}
	return n
}
