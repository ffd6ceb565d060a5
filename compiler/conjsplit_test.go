package compiler

import (
	"fmt"
	"strings"
	"testing"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/parser"
)

// conjCases: sections declared as struct literals joined by & (conjsplit.go),
// each also at 250 entries, against the cue command.
var conjCases = []struct {
	name, src string
	split     bool // whether splitConjunctions rewrites it
}{
	{"two blocks", "tools: {a: {state: \"active\"}} & {b: {state: \"active\"}}\n", true},
	{"three blocks, parenthesised", "tools: ({a: {state: \"active\"}} & {b: {state: \"active\"}}) & {c: {state: \"deferred\", card: \"c\"}}\n", true},
	{"one entry in both", "tools: {a: {state: \"active\"}} & {a: {niche: \"n\"}}\n", true},
	{"a conflict between the blocks", "tools: {a: {state: \"active\"}} & {a: {state: \"deferred\"}}\n", true},
	{"an alias in one block read in the other", "tools: {X=a: {state: \"active\"}} & {b: X}\n", true},
	{"an alias read in its own block", "tools: {X=a: {state: \"active\"}, b: X} & {c: {state: \"active\"}}\n", true},
	{"a definition embedded in one block", "tools: {#Extra, a: {state: \"active\"}} & {b: {state: \"active\"}}\n#Extra: {[string]: #Tool}\n", true},
	{"a closed block", "tools: {a: {state: \"active\"}} & close({b: {state: \"active\"}})\n", false},
	{"a definition in the conjunction", "tools: #T & {a: {state: \"active\"}}\n#T: [string]: #Tool\n", true},
	{"a closed definition the block adds to", "tools: #T & {a: {state: \"active\"}}\n#T: {b: {state: \"active\"}}\n", true},
	{"a hidden struct and a block", "tools: _gh & {a: {state: \"active\"}}\n_gh: {b: {state: \"active\"}, c: {state: \"deferred\", card: \"c\"}}\n", true},
	{"a block and a hidden struct", "tools: {a: {state: \"active\"}} & _gh\n_gh: {b: {state: \"active\"}}\n", true},
	{"a hidden struct and an empty block", "tools: _gh & {}\n_gh: {b: {state: \"active\"}}\n", true},
	{"two selections", "tools: _g.x & _g.y\n_g: x: {a: {state: \"active\"}}\n_g: y: {b: {state: \"active\"}}\n", true},
	{"a hidden struct giving an entry the block completes", "tools: _gh & {b: {niche: \"n\"}}\n_gh: {b: {state: \"active\"}}\n", true},
	{"a hidden struct conflicting with the block", "tools: _gh & {b: {state: \"deferred\"}}\n_gh: {b: {state: \"active\"}}\n", true},
	{"a hidden scalar", "tools: _s & {a: {state: \"active\"}}\n_s: \"x\"\n", true},
	{"a let", "let G = {b: {state: \"active\"}}\ntools: G & {a: {state: \"active\"}}\n", true},
	{"a hidden struct made by a comprehension", "tools: _gh & {a: {state: \"active\"}}\n_gh: {for n in [\"b\", \"c\"] {(n): {state: \"active\"}}}\n", true},
	{"a hidden struct, the order read by a comprehension", "tools: _gh & {a: {state: \"active\"}}\n_gh: {b: {state: \"active\"}}\nmodes: agent: head_add: [for n, _ in tools if n != \"zz\" {n}]\n", true},
	{"a call", "tools: close({b: {state: \"active\"}}) & {a: {state: \"active\"}}\n", false},
	{"a disjunction", "tools: {a: {state: \"active\"}} | {b: {state: \"active\"}}\n", false},
	{"patterns in the second block", "tools: {a: {state: \"active\"}} & {[=~\"^gh_\"]: {source: \"mcp\"}, gh_x: {state: \"active\"}}\n", true},
	{"an ellipsis", "tools: {a: {state: \"active\"}, ...} & {b: {state: \"active\"}}\n", true},
	{"a let in each block", "tools: {let S = \"active\", a: {state: S}} & {let S = \"deferred\", b: {state: S, card: \"c\"}}\n", true},
	{"a let of the first block read in the second", "tools: {let S = \"active\", a: {state: S}} & {b: {state: S}}\n", true},
	{"an optional field", "tools?: {a: {state: \"active\"}} & {b: {state: \"active\"}}\n", false},
	{"an attribute", "tools: {a: {state: \"active\"}} & {b: {state: \"active\"}} @x()\n", false},
	{"providers", "tools: a: state: \"active\"\nproviders: {p: {budget: {target: 1, max: 9}}} & {q: {budget: {target: 1, max: 9}}}\n", true},
	{"an inner conjunction only", "tools: a: {state: \"active\"} & {niche: \"n\"}\n", false},
	{"a block read by a comprehension", "tools: {a: {state: \"active\"}} & {b: {state: \"active\"}}\naliases: {for n, _ in tools if n == \"zz\" {(n): \"a\"}}\n", true},
}

func TestSplitConjunctions(t *testing.T) {
	for _, c := range breadth(conjCases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			f, err := parser.ParseFile("a.cue", "package toolpolicy\n"+c.src)
			if err != nil {
				t.Fatal(err)
			}
			before := len(f.Decls)
			changed := splitConjunctions([]*ast.File{f})
			if got := changed != nil; got != c.split {
				t.Errorf("split: %v, want %v", got, c.split)
			}
			if c.split && len(f.Decls) <= before {
				t.Errorf("%d declarations after the split, %d before", len(f.Decls), before)
			}
			dir := reviewDir(t, map[string]string{"a.cue": c.src})
			agreeWithCue(t, dir, withMinEntries(0))
			agreeWithCue(t, dir)
			// Past the split's threshold: 250 more entries in each block.
			var more strings.Builder
			for i := 0; i < 250; i++ {
				fmt.Fprintf(&more, "pad_%d: {state: \"active\"}, ", i)
			}
			big := strings.Replace(c.src, "tools: {", "tools: {"+more.String(), 1)
			big = strings.Replace(big, "& {", "& {"+strings.ReplaceAll(more.String(), "pad_", "pad2_"), 1)
			agreeWithCue(t, reviewDir(t, map[string]string{"a.cue": big}))
		})
	}
}
