package compiler

import (
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/token"
)

// A top-level field whose label is computed from a constant,
//
//	_section: "tools"
//	(_section): {read_file: {...}, ...}
//
// turned the split off for the whole package: a dynamic label may name
// any field (2.1x cue vet at 10,000 tools, 410 MB: helper-77's
// dynamic-section-label). staticLabels writes the name in its place, as a
// quoted label, when the label's expression is a string literal, a let of
// its file bound to one, or a hidden field of the package declared once,
// as a plain field, to one.
//
// CUE adds a dynamic field after the declared fields of its struct, and
// two dynamic declarations of one section in an order of its own (their
// entries came last first), so a section is rewritten only when nothing in
// the policy can see its order (orderShown), which is known of the
// sections the split takes (tools, aliases, retired, gates); a label
// naming another section is left as written. A rewritten policy's
// problems are worded by plain evaluation (eval.go's folded), which reads
// the files as written.

// staticLabels rewrites such labels in files; it reports which files
// changed (nil: none).
func staticLabels(files []*ast.File) []bool {
	type cand struct {
		file int
		fd   *ast.Field
	}
	var cands []cand
	hidden := map[string][]*ast.Field{} // top-level hidden fields, by name
	for i, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.EmbedDecl, *ast.Comprehension:
				return nil // may add to a hidden field or a section
			case *ast.Field:
				if name, ok := simpleLabel(d.Label); ok {
					if id, isIdent := d.Label.(*ast.Ident); isIdent && isHidden(id.Name) {
						hidden[name] = append(hidden[name], d)
					}
				} else if _, ok := d.Label.(*ast.ParenExpr); ok && d.Constraint == token.ILLEGAL {
					cands = append(cands, cand{i, d})
				}
			}
		}
	}
	if len(cands) == 0 {
		return nil
	}
	var shown map[string]bool
	var changed []bool
	for _, c := range cands {
		pe := c.fd.Label.(*ast.ParenExpr)
		bl := constantLabel(pe.X, hidden)
		if bl == nil {
			continue
		}
		name, err := literal.Unquote(bl.Value)
		if err != nil {
			continue
		}
		// orderShown knows the order of the fast sections only: another
		// section (groups, model_classes) may be read in order
		// (helper-82, review41).
		if !isFastSection(name) {
			continue
		}
		if shown == nil {
			shown = orderShown(files)
		}
		if shown[name] {
			continue
		}
		c.fd.Label = &ast.BasicLit{ValuePos: pe.Pos(), Kind: token.STRING, Value: literal.String.Quote(name)}
		changed = markChanged(changed, len(files), c.file)
	}
	return changed
}

// constantLabel returns the string literal a dynamic label's expression
// stands for (staticLabels), or nil.
func constantLabel(x ast.Expr, hidden map[string][]*ast.Field) *ast.BasicLit {
	for {
		pe, ok := x.(*ast.ParenExpr)
		if !ok {
			break
		}
		x = pe.X
	}
	var bl *ast.BasicLit
	switch x := x.(type) {
	case *ast.BasicLit:
		bl = x
	case *ast.Ident:
		if b := letLiteral(x); b != nil {
			bl = b
			break
		}
		if !isHidden(x.Name) || !packageLevel(x) || len(hidden[x.Name]) != 1 {
			return nil
		}
		fd := hidden[x.Name][0]
		if fd.Constraint != token.ILLEGAL || fd.Alias != nil || len(fd.Attrs) > 0 {
			return nil
		}
		bl, _ = fd.Value.(*ast.BasicLit)
	}
	if bl == nil || bl.Kind != token.STRING || !plainLiteral(bl) {
		return nil
	}
	return bl
}
