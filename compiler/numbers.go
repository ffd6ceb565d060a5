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
// written; clash is set when one value was written two ways.
type floatTexts struct {
	texts map[string]string
	clash bool
}

// add records n if it is a float literal.
func (ft *floatTexts) add(n ast.Node) {
	bl, ok := n.(*ast.BasicLit)
	if !ok || bl.Kind != token.FLOAT {
		return
	}
	ft.addText(bl.Value)
}

func (ft *floatTexts) addText(text string) {
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

// floatsClash reports whether the files write one float value two ways:
// from the scans, or from the files themselves when a scan stopped short
// of its walk (or cue/load parsed them).
func floatsClash(files []*ast.File, pre []*fileLits) bool {
	var all floatTexts
	for i, f := range files {
		if pre != nil && pre[i] != nil && !pre[i].off {
			for _, text := range pre[i].floats.texts {
				all.addText(text)
			}
			if pre[i].floats.clash {
				return true
			}
			continue
		}
		ast.Walk(f, func(n ast.Node) bool {
			all.add(n)
			return true
		}, nil)
	}
	return all.clash
}
