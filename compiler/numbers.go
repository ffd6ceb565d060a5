package compiler

import (
	"math/big"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/token"
)

// CUE exports a float with the digits it was written with, and when two
// equal floats written otherwise meet in one field (m: 1.0 and m: 1.00),
// with those of the one written in the field itself: a value reached
// through a reference, a let, a pattern, a comprehension or an if loses
// to it, whatever the order (helper-62: _p: {m: 1.0}, parameters: _p,
// parameters: m: 1.00 exports 1.00). The fast path's rewrites write
// copies of values where references stood, and the fold writes values
// back as literals, after which the first in source order wins. A policy
// with two equal floats written otherwise is rare; it is left to CUE
// whole (split does nothing), which keeps CUE's digits.

// floatTexts maps a float's value (a big.Rat's string) to how it was first
// written; clash is set when one value was written two ways. made is set
// when the files make floats of their own: a division (4 / 2 is 2.0),
// arithmetic on a float or on a reference, or a decoded json.Unmarshal or yaml.Unmarshal
// (whose floats the fast path writes as literals): a clash with any float
// literal, whose value it may equal (helper-64).
type floatTexts struct {
	texts map[string]string
	clash bool
	made  bool
}

// add records n if it is a float literal, or an expression that makes one.
func (ft *floatTexts) add(n ast.Node) {
	switch n := n.(type) {
	case *ast.BasicLit:
		if n.Kind == token.FLOAT {
			ft.addText(n.Value)
		}
	case *ast.BinaryExpr:
		switch n.Op {
		case token.QUO:
			ft.made = true
		case token.ADD, token.SUB, token.MUL:
			// A float operand makes a float, and so may a reference
			// (_a + _a, _a * 2, with _a: 1.5: helper-78, review38); two
			// integer literals make an integer, and a string or a list
			// operand no number.
			ints := 0
			for _, x := range []ast.Expr{n.X, n.Y} {
				switch x := x.(type) {
				case *ast.BasicLit:
					switch x.Kind {
					case token.INT:
						ints++
					case token.STRING:
						return
					}
				case *ast.Interpolation, *ast.ListLit:
					return
				}
			}
			if ints < 2 {
				ft.made = true
			}
		}
	case *ast.CallExpr:
		if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
			if name, ok := simpleLabel(sel.Sel); ok && name == "Unmarshal" {
				ft.made = true
			}
		}
	}
}

func (ft *floatTexts) addText(text string) {
	if padded(text) {
		// CUE's formatter writes 5. as 5.0 and 1.e3 as 1.0e3, which CUE
		// exports otherwise (5.0, 1.0E+3; 5 and 1E+3 as written), and
		// the fast path's rewrites write values out with it (helper-74,
		// review35): left to CUE whole, as a clash is.
		ft.clash = true
	}
	key := "=" + text // not a number big.Rat reads: only itself
	if r, ok := new(big.Rat).SetString(strings.ReplaceAll(text, "_", "")); ok {
		key = r.RatString()
	}
	if ft.texts == nil {
		ft.texts = map[string]string{}
	}
	if t, seen := ft.texts[key]; !seen {
		ft.texts[key] = text
	} else if t != text {
		ft.clash = true
	}
}

// fileFloats records f's floats: those of a top-level regular field that
// is no fast section, declared by its plain name (providers: {...}), by the
// field's label, and all others together. Such a field's value is CUE's
// alone unless something names it (a rewrite reads a value through a
// reference): budget: max: math.Ceil(target * 1.05) beside 1.05 written
// elsewhere in it need not leave the whole policy to CUE.
func fileFloats(f *ast.File) (floatTexts, map[string]*floatTexts) {
	var global floatTexts
	local := map[string]*floatTexts{}
	for _, d := range f.Decls {
		ft := &global
		if fd, ok := d.(*ast.Field); ok && fd.Constraint == token.ILLEGAL {
			if id, ok := fd.Label.(*ast.Ident); ok && isRegular(id) && !strings.HasPrefix(id.Name, "#") && !isFastSection(id.Name) {
				if local[id.Name] == nil {
					local[id.Name] = &floatTexts{}
				}
				ft = local[id.Name]
			}
		}
		ast.Walk(d, func(n ast.Node) bool {
			ft.add(n)
			return true
		}, nil)
	}
	for name, ft := range local {
		if !ft.made && len(ft.texts) == 0 {
			delete(local, name)
		}
	}
	return global, local
}

// floatsClash reports whether the files write one float value two ways:
// from the scans, or from the files themselves when a scan stopped short
// of its walk (or cue/load parsed them). The floats of a top-level field
// nothing names nor adds to (fileFloats) count only among themselves, and
// there CUE has them as written.
func floatsClash(files []*ast.File, pre []*fileLits) bool {
	var all floatTexts
	merge := func(ft *floatTexts) bool {
		for _, text := range ft.texts {
			all.addText(text)
		}
		all.made = all.made || ft.made
		return ft.clash
	}
	local := map[string][]*floatTexts{}
	named := map[string]bool{} // labels something refers to or adds to
	unknown := false           // a file's references were not all seen
	for i, f := range files {
		if pre != nil && pre[i] != nil && !pre[i].off {
			if merge(&pre[i].floats) {
				return true
			}
			for name, ft := range pre[i].localFloats {
				local[name] = append(local[name], ft)
			}
			for name := range pre[i].refs {
				named[name] = true
			}
			for name := range pre[i].touched {
				named[name] = true
			}
			continue
		}
		if pre != nil && pre[i] != nil {
			// A scan stopped short: its refs are not all there.
			unknown = true
		}
		ast.Walk(f, func(n ast.Node) bool {
			all.add(n)
			return true
		}, nil)
		unknown = true
	}
	for name, fts := range local {
		if unknown || named[name] {
			for _, ft := range fts {
				if merge(ft) {
					return true
				}
			}
		}
	}
	return all.clash || all.made && len(all.texts) > 0
}

// padded reports whether CUE's formatter (cue/format, token.FLOAT) writes a
// float literal with digits it does not have: a dot with no digit after
// it, 5. or 1.e3. (A dot with none before it, .5, it writes 0.5, which is
// the same number with the same digits after the dot.)
func padded(text string) bool {
	i := strings.IndexByte(text, '.')
	return i >= 0 && (i == len(text)-1 || text[i+1] == 'e' || text[i+1] == 'E')
}
