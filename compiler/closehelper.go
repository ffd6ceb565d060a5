package compiler

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// Two ways of closing entries used to keep them out of the split, and
// CUE evaluated each whole (helper-61's survey, 10,000 tools: 1.02x cue
// vet and 269 MB for entries written close({...}); 0.82x for entries
// unified with a closed hidden helper):
//
//	tools: x: close({state: "deferred", source: "mcp", niche: "..."})
//	_remote: close({state: *"deferred" | #State, source: "mcp", niche: string})
//	tools: y: _remote & {niche: "..."}
//
// close() closes its struct at the top only: a field of another conjunct
// whose label the struct does not declare is not allowed (#Tool's
// `source: *"builtin" | "mcp"` is, unless the literal has source), and
// nested structs stay as open as they were. So close({a: 1, b?: string})
// is {a: 1, b?: string} & close({a?: _, b?: _}): the same fields, the same
// values, the same labels allowed. closedEntry reads an entry that way: the
// literal is the entry's, as any entry's, and the closedness goes into its
// template (litEntry.closeText), which its shape's representative is
// validated under; every entry of the shape has the same labels, and
// whether a label is allowed depends on nothing else. The per-field checks
// leave it out: closedness says nothing about a value.
//
// A hidden field applied to an entry (_remote & {...}) is applied as a
// definition is: named in the entry's template, and copied into the env
// with what it refers to (envSource), when it refers to nothing but
// definitions, CUE's predeclared names, other such hidden fields and its
// file's lets and standard imports, and no top-level comprehension or
// embedding may add to it. Hidden names belong to a package, but the
// template and the env's copy are compiled together, so the name means the
// copy there, and the copy is every declaration the package has of it. The
// helper is then one of the policy's definitions to the checks that decide
// whether an entry's fields may be checked one by one (defsTied, through
// close() too) and whether it may be a disjunction (sectionMayDisjoin).
// embedHidden (hiddenembed.go) still writes an open helper's fields into
// the entry where it can; this takes what it leaves: closed helpers, and
// helpers sharing a label with the entry.

// topHidden reports whether id names a hidden field the package's files
// declare at the top (not a let, an alias, or a field of an enclosing
// struct).
func topHidden(id *ast.Ident) bool {
	if !isHidden(id.Name) {
		return false
	}
	if id.Node == nil {
		return id.Scope == nil
	}
	// Resolved in its own file: to the value of a top-level field of
	// that name (the resolver's Node), not to a let or an alias.
	f, ok := id.Scope.(*ast.File)
	if !ok {
		return false
	}
	for _, d := range f.Decls {
		if fd, isField := d.(*ast.Field); isField && fd.Value == id.Node {
			l, isIdent := fd.Label.(*ast.Ident)
			return isIdent && l.Name == id.Name
		}
	}
	return false
}

// isCloseCall reports whether e calls CUE's close with one argument (a
// package that declares a field named close at the top keeps the split
// off: predeclared).
func isCloseCall(e *ast.CallExpr) bool {
	fn, ok := e.Fun.(*ast.Ident)
	return ok && fn.Name == "close" && fn.Node == nil && fn.Scope == nil && len(e.Args) == 1
}

// closedEntry reads an entry's value written with close() around its
// struct literal, alone or as a conjunct: the value with the call replaced
// by the literal, and the closedness as a template, close({l?: _, ...})
// over the literal's labels, sorted. A value without close() is returned
// as it is, with no text; ok is false when close() is there in a form this
// does not read (around anything but a literal of plain fields, or twice).
func closedEntry(e ast.Expr) (inner ast.Expr, text string, ok bool) {
	ops := andOperands(e)
	at := -1
	for i, x := range ops { // andOperands has taken off the parentheses
		if call, isCall := x.(*ast.CallExpr); isCall {
			if !isCloseCall(call) || at >= 0 {
				return nil, "", false
			}
			at = i
		}
	}
	if at < 0 {
		return e, "", true
	}
	arg := ops[at].(*ast.CallExpr).Args[0]
	for {
		p, isParen := arg.(*ast.ParenExpr)
		if !isParen {
			break
		}
		arg = p.X
	}
	sl, isLit := arg.(*ast.StructLit)
	if !isLit {
		return nil, "", false
	}
	var labels []string
	for _, el := range sl.Elts {
		switch el := el.(type) {
		case *ast.Field:
			name, simple := simpleLabel(el.Label)
			if !simple || !isRegular(el.Label) {
				return nil, "", false
			}
			if el.Constraint != token.ILLEGAL && el.Constraint != token.OPTION && el.Constraint != token.NOT {
				return nil, "", false
			}
			labels = append(labels, name)
		case *ast.Attribute, *ast.CommentGroup:
		default:
			// An embedding, let, comprehension or ellipsis: what the
			// closed struct allows is CUE's to work out.
			return nil, "", false
		}
	}
	slices.Sort(labels)
	labels = slices.Compact(labels)
	var b strings.Builder
	b.WriteString("close({")
	for i, l := range labels {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Quote(l))
		b.WriteString("?: _")
	}
	b.WriteString("})")
	ops[at] = sl
	return ast.NewBinExpr(token.AND, ops...), b.String(), true
}

// closeArg returns the struct close() closes in a conjunct of a
// definition's or helper's value, close({...}), and the conjunct itself
// otherwise.
func closeArg(x ast.Expr) ast.Expr {
	if call, ok := x.(*ast.CallExpr); ok && isCloseCall(call) {
		if _, isLit := call.Args[0].(*ast.StructLit); isLit {
			return call.Args[0]
		}
	}
	return x
}

// helperDecls returns the declarations of the hidden fields in helpers
// (those the env holds), in the order of their names.
func helperDecls(hidden map[string][]*ast.Field, helpers map[string]bool) []*ast.Field {
	var out []*ast.Field
	for _, name := range slices.Sorted(maps.Keys(helpers)) {
		out = append(out, hidden[name]...)
	}
	return out
}

// CUE v0.17.1 reads a definition or hidden field whose value is close()
// of a struct holding another struct in two ways, by the order of the
// files: `#D: close({parameters: {type: "object"}})` applied to an entry
// that adds parameters.zz fails with the schema's file first (as `cue vet
// -c schema.cue policy/*.cue` has it, and the package), and passes with
// the policy's first, which is what a template compiled in the env saw
// (helper-67, review30: 44 failures, loads of what cue vet rejects).
// closeBound finds the definitions and hidden fields that are, or refer
// to, such a value: a close() anywhere but as a top-level conjunct of
// struct literals of scalar fields and struct definitions, conjoined or
// embedded (flatConjunction; a definition's own structs are closed in
// either order). Their entries stay in the package, where CUE
// evaluates them as cue vet does.
func closeBound(defs []*ast.Field, hidden map[string][]*ast.Field, files []*ast.File, touched map[string]bool) map[string]bool {
	values := map[string][]ast.Expr{} // every declaration's value, by name
	for _, d := range defs {
		name, _ := simpleLabel(d.Label)
		values[name] = append(values[name], d.Value)
	}
	for name, ds := range hidden {
		for _, d := range ds {
			values[name] = append(values[name], d.Value)
		}
	}
	structDefs := topDefinitions(files)
	bound := map[string]bool{}
	refs := map[string][]string{}
	for name, vs := range values {
		for _, v := range vs {
			top := map[ast.Node]bool{}
			for _, x := range andOperands(v) {
				if call, ok := x.(*ast.CallExpr); ok && isCloseCall(call) && flatConjunction(unembedDefs(call.Args[0]), structDefs, touched) {
					top[call] = true
				}
			}
			// Through lets too (let L = #D, _h: L: helper-68, review31),
			// each once.
			seen := map[*ast.LetClause]bool{}
			var visit func(n ast.Node)
			visit = func(n ast.Node) {
				ast.Walk(n, func(n ast.Node) bool {
					switch n := n.(type) {
					case *ast.CallExpr:
						if fn, ok := n.Fun.(*ast.Ident); ok && fn.Name == "close" && !top[n] {
							bound[name] = true
						}
					case *ast.Ident:
						if lc, ok := n.Node.(*ast.LetClause); ok && !seen[lc] {
							seen[lc] = true
							visit(lc.Expr)
						}
						if _, known := values[n.Name]; known && n.Name != name {
							refs[name] = append(refs[name], n.Name)
						}
					}
					return true
				}, nil)
			}
			visit(v)
		}
	}
	for changed := true; changed; {
		changed = false
		for name, rs := range refs {
			if bound[name] {
				continue
			}
			for _, r := range rs {
				if bound[r] {
					bound[name], changed = true, true
					break
				}
			}
		}
	}
	return bound
}

// unembedDefs turns a struct literal embedding definitions, {#Tool, f: v},
// into the conjunction #Tool & {f: v}, for flatConjunction; anything else
// is returned as it is.
func unembedDefs(e ast.Expr) ast.Expr {
	sl, ok := e.(*ast.StructLit)
	if !ok {
		return e
	}
	var defs []ast.Expr
	rest := &ast.StructLit{}
	for _, el := range sl.Elts {
		if ed, isEmbed := el.(*ast.EmbedDecl); isEmbed {
			if id, isIdent := ed.Expr.(*ast.Ident); isIdent && packageDef(id) {
				defs = append(defs, id)
				continue
			}
		}
		rest.Elts = append(rest.Elts, el)
	}
	if len(defs) == 0 {
		return e
	}
	return ast.NewBinExpr(token.AND, append(defs, rest)...)
}
