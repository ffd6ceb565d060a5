package compiler

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/format"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// genCases: comprehensions that make entries from hidden data. Those
// marked static are worked out in Go (staticGen), which must write what
// CUE's evaluation of the fold's unit writes; every case must agree with
// plain evaluation and the cue command. base is prepended to a.cue.
var genCases = []struct {
	name   string
	static int // comprehensions staticGen works out
	files  map[string]string
}{
	{"list, at the top, interpolated names", 1, map[string]string{
		"a.cue": "_gh: [{name: \"get\", niche: \"Gets one.\"}, {name: \"list\", niche: \"Lists all.\", card: \"L\"}]\nfor t in _gh {tools: \"gh_\\(t.name)\": {state: \"active\", niche: t.niche}}\n"}},
	{"list, in the section", 1, map[string]string{
		"a.cue": "_l: [{n: \"a\", s: \"active\"}, {n: \"b\", s: \"deferred\"}]\ntools: {z: {state: \"active\"}, for t in _l {(t.n): {state: t.s, niche: \"Does \\(t.n) now.\"}}}\n"}},
	{"map of structs", 1, map[string]string{
		"a.cue": "_m: {a: {niche: \"A.\"}, b: {niche: \"B.\"}}\nfor k, v in _m {tools: (k): {state: \"active\", niche: v.niche, card: \"Use \\(k).\"}}\n"}},
	{"map of strings", 1, map[string]string{
		"a.cue": "_m: {a: \"A.\", b: \"B.\"}\nfor k, v in _m {tools: \"x_\\(k)\": {state: \"active\", niche: v}}\n"}},
	{"under a definition", 1, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\n_l: [{n: \"a\"}, {n: \"b\"}]\nfor t in _l {tools: (t.n): #OD & {niche: \"N \\(t.n).\"}}\n"}},
	{"into two sections", 1, map[string]string{
		"a.cue": "_l: [{n: \"a\", to: \"b\"}]\ntools: b: {state: \"active\"}\nfor t in _l {tools: (t.n): {state: \"deprecated\"}, aliases: (t.n): {replacement: t.to, first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true}}\n"}},
	{"bool and null values", 1, map[string]string{
		"a.cue": "_l: [{n: \"a\", r: true}]\ntools: a: {state: \"deprecated\"}\ntools: b: {state: \"active\"}\nfor t in _l {aliases: (t.n): {replacement: \"b\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: t.r}}\n"}},
	{"escapes in names and values", 1, map[string]string{
		"a.cue": "_l: [{n: \"a\\u0062\", d: #\"say \"hi\"\"#}]\nfor t in _l {tools: (t.n): {state: \"active\", niche: t.d, card: \"\\(t.d) \\t done\"}}\n"}},
	{"same name twice, different values", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\", s: \"active\"}, {n: \"a\", s: \"deferred\"}]\nfor t in _l {tools: (t.n): {state: t.s}}\n"}},
	{"same name twice, same values", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\", s: \"active\"}, {n: \"a\", s: \"active\"}]\nfor t in _l {tools: (t.n): {state: t.s}}\n"}},
	{"a field one element lacks", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\", c: \"C\"}, {n: \"b\"}]\nfor t in _l {tools: (t.n): {state: \"active\", card: t.c}}\n"}},
	{"a number interpolated", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\", i: 3}]\nfor t in _l {tools: (t.n): {state: \"active\", card: \"Card \\(t.i).\"}}\n"}},
	{"a bool interpolated", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\", b: true}]\nfor t in _l {tools: (t.n): {state: \"active\", card: \"Card \\(t.b).\"}}\n"}},
	{"list declared twice", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\"}]\n_l: [{n: \"a\"}]\nfor t in _l {tools: (t.n): {state: \"active\"}}\n"}},
	{"list in another file", 1, map[string]string{
		"a.cue": "for t in _l {tools: (t.n): {state: \"active\", niche: t.d}}\n",
		"b.cue": "package toolpolicy\n_l: [{n: \"a\", d: \"D\"}, {n: \"b\", d: \"E\"}]\n"}},
	{"names iterated", 1, map[string]string{
		"a.cue": "_l: [{n: \"m\"}, {n: \"a\"}]\ntools: {z: {state: \"active\"}, b: {state: \"active\"}}\nfor t in _l {tools: (t.n): {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, _ in tools {n}]}\n"}},
	{"list also counted", 1, map[string]string{
		"a.cue": "_l: [{n: \"a\"}, {n: \"b\"}]\nfor t in _l {tools: (t.n): {state: \"active\"}}\nproviders: p: {budget: {target: len(_l), max: 9}}\n"}},
	{"a static name in the body", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\"}]\nfor t in _l {tools: fixed: {state: \"active\", niche: t.n}}\n"}},
	{"a let in the entry", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\"}]\nfor t in _l {tools: (t.n): {let u = t.n\nstate: \"active\", niche: u}}\n"}},
	{"an index key over a list", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\"}]\nfor i, t in _l {tools: (t.n): {state: \"active\"}}\n"}},
	{"an element with a nested struct", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\", p: {type: \"object\"}}]\nfor t in _l {tools: (t.n): {state: \"active\"}}\n"}},
	{"an if clause", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\", on: true}, {n: \"b\", on: false}]\nfor t in _l if t.on {tools: (t.n): {state: \"active\"}}\n"}},
	// helper-40: over an empty list or map, staticGen returned a nil struct
	// and the fold dereferenced it (a panic on a policy cue accepts).
	{"empty map, in the section", 1, map[string]string{
		"a.cue": "_m: {}\ntools: {for k, v in _m {(k): {state: v}}}\ntools: y: state: \"active\"\n"}},
	{"empty list, in the section", 1, map[string]string{
		"a.cue": "_l: []\ntools: {for t in _l {(t.n): {state: \"active\"}}}\ntools: y: state: \"active\"\n"}},
	{"empty list, at the top", 1, map[string]string{
		"a.cue": "_l: []\nfor t in _l {tools: (t.n): {state: \"active\"}}\ntools: y: state: \"active\"\n"}},
	{"empty map, in the alias manifest", 1, map[string]string{
		"a.cue": "_m: {}\naliases: {for k, v in _m {(k): {replacement: v, first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true}}}\ntools: y: state: \"active\"\n"}},
	// Folded by CUE (the let clause is the comprehension's own).
	{"two for clauses and a let", 0, map[string]string{
		"a.cue": "_verb: {up: \"Update\", sc: \"Scan\"}\n_srv: {gh: [{v: \"up\", o: \"issue\", i: 1}], jr: [{v: \"sc\", o: \"job\", i: 2}]}\ntools: {for s, ts in _srv for t in ts let V = _verb[t.v] {\"\\(s)_\\(t.v)_\\(t.i)\": {state: \"active\", niche: \"\\(V) the \\(t.o) in \\(s).\"}}}\n"}},
	{"a let clause reading the section", 0, map[string]string{
		"a.cue": "_l: [{n: \"a\"}]\ntools: b: {state: \"deferred\"}\nfor t in _l let S = tools.b.state {tools: (t.n): {state: S}}\n"}},
	{"a let clause of a hidden field's name", 0, map[string]string{
		"a.cue": "_x: \"top\"\n_l: [{n: \"a\"}]\nfor t in _l let _x = t.n {tools: (t.n): {state: \"active\", niche: _x}}\n"}},
	{"a name the schema refuses", 1, map[string]string{
		"a.cue": "_l: [{n: \"bad name\"}]\nfor t in _l {tools: (t.n): {state: \"active\"}}\n"}},
	{"a value the schema refuses", 1, map[string]string{
		"a.cue": "_l: [{n: \"a\", s: \"sleeping\"}]\nfor t in _l {tools: (t.n): {state: t.s}}\n"}},
}

func TestStaticGen(t *testing.T) {
	for _, c := range genCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := reviewDir(t, c.files)
			agreeWithCue(t, dir, withMinEntries(0))
			// What staticGen writes is what CUE's evaluation of the
			// comprehension in the fold's package writes.
			files := parseDir(t, dir)
			srcOf := func(name string) []byte {
				b, err := os.ReadFile(filepath.Join(dir, filepath.Base(name)))
				if err != nil {
					return nil
				}
				return b
			}
			fo, targets := planFold(files, srcOf, nil)
			static := 0
			for _, tg := range targets {
				if !fo.closure(tg.deps) {
					continue
				}
				got := fo.staticGen(tg)
				if got == nil {
					continue
				}
				static++
				want, _, _ := fo.evalUnit([]*foldTarget{tg}, nil)
				if want[0] == nil {
					t.Errorf("staticGen wrote a value CUE's unit does not give: %s", fmtNode(got))
					continue
				}
				if g, w := fmtNode(got), fmtNode(want[0]); g != w {
					t.Errorf("staticGen wrote\n%s\nCUE's unit gives\n%s", g, w)
				}
			}
			if static != c.static {
				t.Errorf("staticGen worked out %d comprehensions, want %d", static, c.static)
			}
		})
	}
}

func fmtNode(n ast.Node) string {
	b, err := format.Node(n)
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// TestComprehensionWithLetFolds: tools a comprehension makes over two
// for clauses with a let clause between them (servers × their tools) are
// folded and taken out of the package; the let was taken for a reference
// outside the construct, which kept the whole section in CUE (helper-37's
// survey: 5,000 such tools, 2.9 s and 420 MB against cue vet's 1.9 s).
func TestComprehensionWithLetFolds(t *testing.T) {
	var b strings.Builder
	b.WriteString(base + "_verb: {up: \"Update\", sc: \"Scan\"}\n_srv: {\n")
	for s := range 4 {
		fmt.Fprintf(&b, "\ts%d: [", s)
		for i := range 10 {
			fmt.Fprintf(&b, "{v: %q, o: \"item\", i: %d}, ", []string{"up", "sc"}[i%2], s*10+i)
		}
		b.WriteString("]\n")
	}
	b.WriteString("}\ntools: {for s, ts in _srv for t in ts let V = _verb[t.v] {\"\\(s)_t\\(t.i)\": {state: \"active\", niche: \"\\(V) the \\(t.o) in \\(s).\"}}}\n")
	dir := policytest.Dir(t, map[string]string{"a.cue": b.String()})
	ev := newFastEvaluator(fastOptions{minEntries: 0})
	ev.split(parseDir(t, dir), nil, nil)
	if n := len(ev.lits); n != 40 {
		t.Errorf("%d of 40 tools took the fast path, want 40", n)
	}
	p := loadsOnTheFastPath(t, dir)
	if got := p.Tools["s2_t21"].Niche; got != "Scan the item in s2." {
		t.Errorf("s2_t21's niche is %q", got)
	}
}
