package compiler

import (
	"runtime"
	"slices"
	"strconv"
	"strings"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/cuecontext"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/internal/par"
)

// A pattern constraint that names its label, tools: [Name=string]: {card:
// *"Use \(Name)." | string}, gives each entry fields of its own. Its fields
// that refer to the label (the pattern's "dependent" fields) cannot be a
// shared template; the rest of it can (sectionPattern's defs and lits).
// The dependent fields are worked out for every entry they apply to in one
// small CUE evaluation, apart from the schema (applyDeps): the entry's own
// value of such a field unified with the pattern's, as CUE does in the
// package. A concrete result is the entry's literal from then on; a
// default is one as litValue.dflt is; anything else (a conflict, a struct)
// sends the entry to whole validation, where the batch carries the
// dependent fields as a pattern of its section (evalBatch), so CUE decides
// as in the package. A read of the section (view.go) sees a concrete value
// as a literal, and the entry constrained, patterns and all, otherwise
// (depView).

// depPattern is the part of a pattern constraint that refers to its label.
type depPattern struct {
	labels []string // the dependent fields' labels
	// terms are each dependent field's value as strings Go can work out
	// (goDeps), nil for a field whose value it cannot.
	terms [][]depTerm
	// src is the pattern with only its dependent fields, as CUE source:
	// [Name=string]: {card: *"Use \(Name)." | string}.
	src string
}

// splitDeps takes out of a pattern's value (a struct, or definitions and
// a struct joined by &) the fields that refer to alias, the pattern's
// label. ok is false when the value refers to alias anywhere else, or a
// dependent field is not a plain field whose value is built from alias,
// literals and CUE's predeclared names alone.
func splitDeps(value ast.Expr, alias *ast.Alias) (rest ast.Expr, deps []*ast.Field, ok bool) {
	refersTo := func(n ast.Node) bool {
		found := false
		walkRefs1(n, func(id *ast.Ident) { found = found || isAliasRef(id, alias) })
		return found
	}
	if !refersTo(value) {
		return value, nil, true
	}
	var walk func(ast.Expr) (ast.Expr, bool)
	walk = func(e ast.Expr) (ast.Expr, bool) {
		switch e := e.(type) {
		case *ast.BinaryExpr:
			if e.Op != token.AND {
				return nil, false
			}
			x, ok1 := walk(e.X)
			y, ok2 := walk(e.Y)
			return &ast.BinaryExpr{X: x, OpPos: e.OpPos, Op: e.Op, Y: y}, ok1 && ok2
		case *ast.ParenExpr:
			x, ok := walk(e.X)
			return &ast.ParenExpr{Lparen: e.Lparen, X: x, Rparen: e.Rparen}, ok
		case *ast.StructLit:
			kept := &ast.StructLit{Lbrace: e.Lbrace, Rbrace: e.Rbrace}
			for _, el := range e.Elts {
				fd, isField := el.(*ast.Field)
				if !isField || !refersTo(fd) {
					if refersTo(el) {
						return nil, false
					}
					kept.Elts = append(kept.Elts, el)
					continue
				}
				if _, simple := simpleLabel(fd.Label); !simple || !(isRegular(fd.Label) || hiddenLabel(fd.Label)) || fd.Constraint != token.ILLEGAL || !depValue(fd.Value, alias) {
					return nil, false
				}
				deps = append(deps, fd)
			}
			return kept, true
		}
		return e, !refersTo(e)
	}
	rest, ok = walk(value)
	return rest, deps, ok && len(deps) > 0
}

// hiddenLabel reports whether l is a hidden field's label (_name), not a
// hidden definition's (_#name) or a quoted "_name".
func hiddenLabel(l ast.Label) bool {
	id, ok := l.(*ast.Ident)
	return ok && isHidden(id.Name)
}

// isAliasRef reports whether id refers to the pattern's label: CUE's
// resolver points such a reference at the alias's expression (the string
// of [Name=string]).
func isAliasRef(id *ast.Ident, a *ast.Alias) bool {
	return id.Node != nil && (id.Node == a.Expr || id.Node == a.Ident || id.Node == a)
}

// depValue reports whether a dependent field's value refers to nothing but
// the pattern's label and CUE's predeclared types, and makes no struct or
// list (the field's value is then a string, number or bool).
func depValue(e ast.Expr, alias *ast.Alias) bool {
	ok := true
	ast.Walk(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			ok = ok && (isAliasRef(n, alias) || (n.Name != "_" && plainPredeclared(n)))
		case *ast.StructLit, *ast.ListLit, *ast.Comprehension, *ast.Field, *ast.SelectorExpr, *ast.IndexExpr, *ast.CallExpr:
			ok = false
		}
		return ok
	}, nil)
	return ok
}

// newDepPattern writes the dependent fields of the pattern with label
// as CUE source; nil if they do not format.
func newDepPattern(label *ast.ListLit, deps []*ast.Field) *depPattern {
	elts := make([]ast.Decl, len(deps))
	for i, fd := range deps {
		elts[i] = fd
	}
	src := plainText(&ast.Field{Label: label, Value: &ast.StructLit{Elts: elts}})
	if _, err := parser.ParseExpr(templateFile, "{"+src+"}"); src == "" || err != nil {
		return nil
	}
	p := &depPattern{src: src}
	alias, _ := label.Elts[0].(*ast.Alias)
	for _, fd := range deps {
		name, _ := simpleLabel(fd.Label)
		p.labels = append(p.labels, name)
		terms, ok := depTerms(fd.Value, alias, false)
		if !ok {
			terms = nil
		}
		p.terms = append(p.terms, terms)
	}
	return p
}

// depTerm is one choice of a dependent field's value made only of string
// literals and the pattern's label: "Use \(Name)." is the parts "Use " and
// "." with the label between them. any is the type string.
type depTerm struct {
	parts []string
	any   bool
	dflt  bool // marked as the default (*)
}

// depTerms reads a dependent field's value as a disjunction of depTerms;
// false when it is anything else (a number, a bound, a default inside a
// default, an interpolation of anything but the label).
func depTerms(e ast.Expr, alias *ast.Alias, dflt bool) ([]depTerm, bool) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return depTerms(e.X, alias, dflt)
	case *ast.UnaryExpr:
		if e.Op == token.MUL && !dflt {
			return depTerms(e.X, alias, true)
		}
	case *ast.BinaryExpr:
		if e.Op == token.OR {
			x, ok1 := depTerms(e.X, alias, dflt)
			y, ok2 := depTerms(e.Y, alias, dflt)
			return append(x, y...), ok1 && ok2
		}
	case *ast.Ident:
		if e.Name == "string" && plainPredeclared(e) {
			return []depTerm{{any: true, dflt: dflt}}, true
		}
		if alias != nil && isAliasRef(e, alias) {
			return []depTerm{{parts: []string{"", ""}, dflt: dflt}}, true
		}
	case *ast.BasicLit:
		if e.Kind == token.STRING && strings.HasPrefix(e.Value, `"`) {
			if s, err := literal.Unquote(e.Value); err == nil {
				return []depTerm{{parts: []string{s}, dflt: dflt}}, true
			}
		}
	case *ast.Interpolation:
		// As CUE's compiler reads one: the quotes from the first and last
		// fragments, each fragment unquoted without its delimiters.
		first, ok1 := e.Elts[0].(*ast.BasicLit)
		last, ok2 := e.Elts[len(e.Elts)-1].(*ast.BasicLit)
		if !ok1 || !ok2 || alias == nil || !strings.HasPrefix(first.Value, `"`) {
			return nil, false
		}
		info, prefixLen, _, err := literal.ParseQuotes(first.Value, last.Value)
		if err != nil || !info.IsDouble() {
			return nil, false
		}
		var parts []string
		for i := 0; i < len(e.Elts); i += 2 {
			bl, ok := e.Elts[i].(*ast.BasicLit)
			if !ok || len(bl.Value) < prefixLen {
				return nil, false
			}
			s, err := info.Unquote(bl.Value[prefixLen:])
			if err != nil {
				return nil, false
			}
			parts = append(parts, s)
			if i+1 < len(e.Elts) {
				id, ok := e.Elts[i+1].(*ast.Ident)
				if !ok || !isAliasRef(id, alias) {
					return nil, false
				}
			}
			prefixLen = 1 // the ) that closes the interpolation
		}
		return []depTerm{{parts: parts, dflt: dflt}}, true
	}
	return nil, false
}

// goDeps works out in Go what applyDepsChunk asks CUE, for an entry whose
// dependent fields are each given by one pattern as depTerms and set, if
// at all, by the entry to a plain string: the entry's string when a term
// takes it, else the one default or the one choice when it sets none.
// False leaves the entry to CUE (a conflict, several defaults, a default
// the entry's string equals).
func goDeps(e *litEntry, constrained map[string]bool) bool {
	type result struct {
		label string
		lv    litValue
	}
	var out []result
	seen := map[string]bool{}
	for _, d := range e.deps {
		for i, label := range d.labels {
			terms := d.terms[i]
			if terms == nil || seen[label] {
				return false
			}
			seen[label] = true
			own := slices.IndexFunc(e.values, func(v litValue) bool { return v.label == label })
			if own >= 0 {
				v := e.values[own]
				if !v.isStr || v.raw != nil || v.dflt || v.cons {
					return false
				}
				taken := false
				for _, t := range terms {
					match := t.any || t.text(e.name) == v.str
					if match && t.dflt && !t.any {
						return false // CUE keeps the mark: unsure of dflt
					}
					taken = taken || match
				}
				if !taken {
					return false
				}
				out = append(out, result{label, litValue{label: label, str: v.str, isStr: true}})
				continue
			}
			var pick []depTerm
			for _, t := range terms {
				if t.dflt {
					pick = append(pick, t)
				}
			}
			dflt := len(pick) > 0
			if !dflt {
				pick = terms
			}
			if len(pick) != 1 || pick[0].any || len(terms) == 1 && dflt {
				return false
			}
			out = append(out, result{label, litValue{label: label, str: pick[0].text(e.name), isStr: true, dflt: dflt, dep: true}})
		}
	}
	for _, r := range out {
		if strings.HasPrefix(r.label, "_") {
			// A hidden field (_name: Name) is no data: worked out only to
			// know it has a value, as CUE requires of it. Unless a
			// definition or another pattern constrains a hidden field of
			// that name (#D: {_n: !="y", ...}): then CUE decides, with the
			// entry whole (helper-75, review36).
			if constrained[r.label] {
				e.whole = true
			}
			continue
		}
		if i := slices.IndexFunc(e.values, func(v litValue) bool { return v.label == r.label }); i >= 0 {
			e.values[i] = r.lv
		} else {
			e.values = append(e.values, r.lv)
		}
	}
	return true
}

// text is the term's string for an entry named name.
func (t depTerm) text(name string) string {
	return strings.Join(t.parts, name)
}

// depKey identifies an entry's dependent patterns, for the shape of
// entries validation shares (validateLiterals).
func depKey(e *litEntry) string {
	var b strings.Builder
	for _, d := range e.deps {
		b.WriteString(d.src)
		b.WriteByte(0)
	}
	return b.String()
}

// applyDeps works out the fields the dependent patterns give each entry
// they apply to (see the top of this file): CUE evaluates them in chunks of
// depChunk entries (one struct of every entry would make CUE's search of a
// struct's arcs quadratic), on every core, one cue.Context per worker.
func applyDeps(entries []*litEntry, constrained map[string]bool) {
	var with []*litEntry
	for _, e := range entries {
		if len(e.deps) > 0 && !goDeps(e, constrained) {
			with = append(with, e)
		}
	}
	if len(with) == 0 {
		return
	}
	chunks := (len(with) + depChunk - 1) / depChunk
	workers := min(runtime.GOMAXPROCS(0), 8, chunks)
	ctxs := make([]*cue.Context, workers)
	par.EachWorker(chunks, workers, func(w, i int) {
		if ctxs[w] == nil {
			ctxs[w] = cuecontext.New()
		}
		applyDepsChunk(ctxs[w], with[i*depChunk:min((i+1)*depChunk, len(with))])
	})
}

// depChunk is how many entries one evaluation of dependent patterns takes.
const depChunk = 256

func applyDepsChunk(ctx *cue.Context, with []*litEntry) {
	// Each section's patterns and entries apart: a pattern applies to its
	// own section only.
	var sections []string
	srcs := map[string][]string{}
	seen := map[string]map[*depPattern]bool{}
	for _, e := range with {
		if seen[e.section] == nil {
			seen[e.section] = map[*depPattern]bool{}
			sections = append(sections, e.section)
		}
		for _, d := range e.deps {
			if !seen[e.section][d] {
				seen[e.section][d] = true
				srcs[e.section] = append(srcs[e.section], d.src)
			}
		}
	}
	var b strings.Builder
	for _, section := range sections {
		b.WriteString("x: " + literal.String.Quote(section) + ": {\n")
		for _, s := range srcs[section] {
			b.WriteString(s)
			b.WriteString("\n")
		}
		b.WriteString("}\n")
	}
	for _, e := range with {
		b.WriteString("x: " + literal.String.Quote(e.section) + ": ")
		b.WriteString(literal.String.Quote(e.name))
		b.WriteString(": {")
		for _, v := range e.values {
			if !slices.ContainsFunc(e.deps, func(d *depPattern) bool { return slices.Contains(d.labels, v.label) }) {
				continue
			}
			b.WriteString(literal.String.Quote(v.label))
			b.WriteString(": ")
			b.WriteString(valueText(v))
			b.WriteString(", ")
		}
		b.WriteString("}\n")
	}
	v := ctx.CompileString(b.String())
	for _, e := range with {
		if v.Err() != nil {
			e.whole = true
			continue
		}
		for _, d := range e.deps {
			for _, label := range d.labels {
				lv, ok := depResult(v.LookupPath(cue.MakePath(cue.Str("x"), cue.Str(e.section), cue.Str(e.name), cue.Str(label))))
				if !ok {
					e.whole = true
					continue
				}
				lv.label = label
				if i := slices.IndexFunc(e.values, func(v litValue) bool { return v.label == label }); i >= 0 {
					e.values[i] = lv
				} else {
					lv.dep = true
					e.values = append(e.values, lv)
				}
			}
		}
	}
}

// depResult reads a dependent field's value: a concrete string or bool,
// or a default that is one.
func depResult(v cue.Value) (litValue, bool) {
	if v.Err() != nil {
		return litValue{}, false
	}
	dflt := false
	if d, ok := v.Default(); ok {
		v, dflt = d, true
	}
	if !v.IsConcrete() {
		return litValue{}, false
	}
	switch v.Kind() {
	case cue.StringKind:
		s, err := v.String()
		return litValue{str: s, isStr: true, dflt: dflt}, err == nil
	case cue.BoolKind:
		bv, err := v.Bool()
		return litValue{b: bv, dflt: dflt}, err == nil
	}
	return litValue{}, false
}

// plainText formats a node as CUE source without its comments: the
// formatter moves a comment inside an expression to the end of it, where a
// line comment would take in whatever the source is joined with.
func plainText(n ast.Node) string {
	src, err := format.Node(n)
	if err != nil {
		return ""
	}
	f, err := parser.ParseFile(templateFile, src) // comments dropped
	if err != nil {
		return ""
	}
	if len(f.Decls) == 1 {
		if e, ok := f.Decls[0].(*ast.EmbedDecl); ok {
			src, err = format.Node(e.Expr)
		} else {
			src, err = format.Node(f.Decls[0])
		}
	} else {
		src, err = format.Node(f)
	}
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(src))
}

// valueText writes a literal value as CUE source.
func valueText(v litValue) string {
	switch {
	case (v.dflt || v.cons) && v.expr != nil:
		return plainText(v.expr)
	case v.raw != nil:
		return string(v.json)
	case v.isStr:
		return literal.String.Quote(v.str)
	}
	return strconv.FormatBool(v.b)
}

// depFields parses the dependent patterns of a batch's entries, to be
// declared in the batch's section beside them.
func depFields(entries []*litEntry) []ast.Decl {
	var out []ast.Decl
	seen := map[*depPattern]bool{}
	for _, e := range entries {
		for _, d := range e.deps {
			if seen[d] {
				continue
			}
			seen[d] = true
			if x, err := parser.ParseExpr(templateFile, "{"+d.src+"}"); err == nil {
				out = append(out, x.(*ast.StructLit).Elts...)
			}
		}
	}
	return out
}

// depView reports whether a read of the entry needs it constrained as in
// the package (constrained) because of what its patterns give it: a field
// the read uses that a pattern naming its label gives a value other than a
// concrete literal the entry does not itself declare.
func depView(e *litEntry) bool {
	if len(e.deps) == 0 {
		return false
	}
	if e.whole {
		return true
	}
	for _, d := range e.deps {
		for _, label := range d.labels {
			if !e.viewOnly[label] {
				continue
			}
			i := slices.IndexFunc(e.values, func(v litValue) bool { return v.label == label })
			if i < 0 || !e.values[i].dep || e.values[i].dflt {
				return true
			}
		}
	}
	return false
}

// constrainedHidden returns the hidden labels that a definition, a hidden
// field at the top of a file, or a pattern constraint of a section declares
// anywhere in its value, except the fields of a pattern that refer to its
// own label (the dependent fields goDeps works out).
func constrainedHidden(files []*ast.File) map[string]bool {
	out := map[string]bool{}
	collect := func(n ast.Node) {
		ast.Walk(n, func(x ast.Node) bool {
			if fd, ok := x.(*ast.Field); ok && hiddenLabel(fd.Label) {
				out[fd.Label.(*ast.Ident).Name] = true
			}
			return true
		}, nil)
	}
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			name, _ := simpleLabel(fd.Label)
			if strings.HasPrefix(name, "#") || hiddenLabel(fd.Label) {
				collect(fd.Value)
				continue
			}
			sl, ok := fd.Value.(*ast.StructLit)
			if !ok {
				continue
			}
			for _, el := range sl.Elts {
				pf, ok := el.(*ast.Field)
				if !ok {
					continue
				}
				ll, ok := pf.Label.(*ast.ListLit)
				if !ok {
					continue
				}
				var alias *ast.Alias
				if len(ll.Elts) == 1 {
					alias, _ = ll.Elts[0].(*ast.Alias)
				}
				body, isStruct := pf.Value.(*ast.StructLit)
				if !isStruct || alias == nil {
					collect(pf.Value)
					continue
				}
				for _, b := range body.Elts {
					if bf, ok := b.(*ast.Field); ok && hiddenLabel(bf.Label) {
						refers := false
						walkRefs1(bf.Value, func(id *ast.Ident) { refers = refers || isAliasRef(id, alias) })
						if refers {
							collect(bf.Value)
							continue
						}
					}
					collect(b)
				}
			}
		}
	}
	return out
}
