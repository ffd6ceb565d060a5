package compiler

import (
	"strconv"
	"strings"

	"cuelang.org/go/cue/ast"
	cueerrors "cuelang.org/go/cue/errors"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/token"
)

// A bound on a section's size, written as a validator of the section:
//
//	import "struct"
//	tools: struct.MinFields(1)
//	tools: struct.MaxFields(500)
//
// applies to the section as a whole, so it kept the whole section in the
// package, where CUE evaluates every entry against the schema (10k tools:
// 1.4× cue vet's time). All such a validator reads of the section is how
// many regular fields it has, which is known once the package is
// evaluated and the entries the split took out are merged back: the split
// takes the validator out of the declaration (sectionCounts) and the merge
// counts (checkCounts). A section that breaks its bound fails the load,
// and the policy is then loaded again by plain evaluation (plainWords), so
// the problem is worded and placed as CUE's own.

// sizeBound is a struct.MinFields or struct.MaxFields bound on a section.
type sizeBound struct {
	section string
	max     bool // struct.MaxFields; else struct.MinFields
	n       int64
	at      token.Pos // the call
}

// sectionCounts takes the bounds written as a top-level fast section's
// value, or as conjuncts of it (tools: struct.MinFields(1) & {...}), out of
// the files, and reports which files changed (nil if none did).
func sectionCounts(files []*ast.File, pre []*fileLits) ([]sizeBound, []bool) {
	if pre == nil {
		return nil, nil // cue/load parsed the files: no scans to go by
	}
	// The bound is part of the section's value: a section referred to
	// other than by a read (_t: tools & {...}, #T: tools) keeps it there
	// (helper-53).
	other := map[string]bool{}
	for _, fl := range pre {
		if fl == nil || fl.off {
			return nil, nil
		}
		for s := range fl.other {
			other[s] = true
		}
	}
	var counts []sizeBound
	var changed []bool
	for i, f := range files {
		var before map[*ast.ImportSpec]bool // usedImports, before the first change
		did := false
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 {
				continue
			}
			id, ok := fd.Label.(*ast.Ident)
			if !ok || !isFastSection(id.Name) || other[id.Name] {
				continue
			}
			var keep []ast.Expr
			var found []sizeBound
			for _, x := range andOperands(fd.Value) {
				if c, ok := countCall(x); ok {
					c.section = id.Name
					found = append(found, c)
				} else {
					keep = append(keep, x)
				}
			}
			if len(found) == 0 {
				continue
			}
			if !did {
				before = usedImports(f)
			}
			counts, did = append(counts, found...), true
			if len(keep) == 0 {
				// The section is still declared here: it may be its only
				// declaration.
				keep = append(keep, &ast.StructLit{Lbrace: fd.Value.Pos(), Rbrace: fd.Value.End()})
			}
			fd.Value = keep[0]
			for _, x := range keep[1:] {
				fd.Value = ast.NewBinExpr(token.AND, fd.Value, x)
			}
		}
		if did {
			dropUnusedImports(f, before)
			changed = markChanged(changed, len(files), i)
		}
	}
	return counts, changed
}

// countCall reads struct.MinFields(N) or struct.MaxFields(N), N an integer
// literal, with struct the standard library's package.
func countCall(e ast.Expr) (sizeBound, bool) {
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return sizeBound{}, false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return sizeBound{}, false
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok {
		return sizeBound{}, false
	}
	spec, ok := pkg.Node.(*ast.ImportSpec)
	if !ok {
		return sizeBound{}, false
	}
	if path, err := literal.Unquote(spec.Path.Value); err != nil || path != "struct" {
		return sizeBound{}, false
	}
	name, _ := simpleLabel(sel.Sel)
	if name != "MinFields" && name != "MaxFields" {
		return sizeBound{}, false
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.INT {
		return sizeBound{}, false
	}
	n, err := strconv.ParseInt(strings.ReplaceAll(lit.Value, "_", ""), 0, 64)
	if err != nil || n < 0 {
		return sizeBound{}, false
	}
	return sizeBound{max: name == "MaxFields", n: n, at: call.Pos()}, true
}

// checkCounts checks the bounds against the merged policy.
func checkCounts(counts []sizeBound, raw *rawPolicy) []error {
	if len(counts) == 0 {
		return nil
	}
	sections := rawSections(raw)
	var errs []error
	for _, c := range counts {
		got := int64(0)
		if m, ok := sections[c.section]; ok {
			got = int64(m.Len())
		}
		fn, op := "MinFields", "<"
		bad := got < c.n
		if c.max {
			fn, op, bad = "MaxFields", ">", got > c.n
		}
		if bad {
			errs = append(errs, cueerrors.Newf(c.at, "%s: invalid value (does not satisfy struct.%s(%d)): len(fields) %s %s(%d) (%d %s %d)",
				c.section, fn, c.n, op, fn, c.n, got, op, c.n))
		}
	}
	return errs
}
