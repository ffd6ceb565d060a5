package compiler

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/cuecontext"
	"cuelang.org/go/cue/parser"
)

// tools10 declares t_0 … t_9, active, each with a niche and what more
// gives it (by index; "" for nothing).
func tools10(more func(i int) string) string {
	var b strings.Builder
	for i := range 10 {
		b.WriteString(fmt.Sprintf("tools: t_%d: {state: \"active\", niche: \"Tool %d.\"%s}\n", i, i, more(i)))
	}
	return b.String()
}

func noMore(int) string { return "" }

// TestLabelBoundsTaken: a pattern whose label is a bound or an inequality
// on the name ([>"t_5"], [!="t_3"], alone or joined by & and |), or whose
// value's if clause compares the name so, is read by the fast path as a
// =~ pattern is: every entry leaves the package (10,000 tools under one
// [>"m"] pattern had been evaluated whole by CUE: 0.99 s and 400 MB against
// cue vet's 0.64 s), and the load agrees with cue on each.
func TestLabelBoundsTaken(t *testing.T) {
	runTakenCases(t, []takenCase{
		{"greater than", 10, map[string]string{"a.cue": tools10(noMore) + "tools: [>\"t_5\"]: {card: \"late\"}\n"}},
		{"at most", 10, map[string]string{"a.cue": tools10(noMore) + "tools: [<=\"t_2\"]: {card?: string}\n"}},
		{"not equal", 10, map[string]string{"a.cue": tools10(noMore) + "tools: [!=\"t_3\"]: {card: \"c\"}\n"}},
		{"string and two inequalities", 10, map[string]string{"a.cue": tools10(noMore) + "tools: [string & !=\"t_3\" & !=\"t_4\"]: {card: \"x\"}\n"}},
		{"a range", 10, map[string]string{"a.cue": tools10(noMore) + "tools: [>\"t_5\" & <\"t_8\"]: {card: \"mid\"}\n"}},
		{"either end", 10, map[string]string{"a.cue": tools10(noMore) + "tools: [<\"t_2\" | >\"t_8\"]: {card: \"edge\"}\n"}},
		{"a raw string bound", 10, map[string]string{"a.cue": tools10(noMore) + "tools: [>=#\"t_5\"#]: {card: \"late\"}\n"}},
		{"a bound meeting the entries' own values", 10, map[string]string{"a.cue": tools10(func(i int) string {
			if i > 5 {
				return ", card: \"late\""
			}
			return ""
		}) + "tools: [>\"t_5\"]: {card: \"late\"}\n"}},
		{"an if clause ordering the name", 10, map[string]string{"a.cue": tools10(noMore) + "tools: [N=string]: {if N > \"t_5\" {card: \"late\"}}\n"}},
		{"an if clause with the name on the right", 10, map[string]string{"a.cue": tools10(noMore) + "tools: [N=string]: {if \"t_5\" <= N {card: \"late\"}}\n"}},
		{"an if clause of a bound and a match", 10, map[string]string{"a.cue": tools10(noMore) + "tools: [N=string]: {if N < \"t_3\" && N =~ \"^t_\" {card: \"early\"}}\n"}},
	})
}

// TestLabelBoundsAgreeWithCue: bounds and inequalities on the name where
// CUE refuses the policy (a matched entry's value conflicts with the
// pattern's), or the bound is not on a string (it matches no name), small
// and past the split's threshold.
func TestLabelBoundsAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	for _, n := range []int{3, 260} {
		add := func(name, pattern string, more func(i int) string) {
			cases = append(cases, big26(fmt.Sprintf("%s n=%d", name, n), pattern, "", n, func(i int) string {
				return fmt.Sprintf("t_%d: {state: \"active\", niche: \"Tool %d.\"%s}", i, i, more(i))
			}))
		}
		conflict := func(i int) string { return ", card: \"own\"" }
		add("greater than, conflicting", "tools: [>\"t_1\"]: {card: \"late\"}\n", conflict)
		add("not equal, conflicting", "tools: [!=\"t_0\"]: {card: \"c\"}\n", conflict)
		add("not equal, the one name spared", "tools: [!=\"t_0\"]: {card: \"own\"}\n", func(i int) string {
			if i == 0 {
				return ", card: \"mine\""
			}
			return ""
		})
		add("either end, conflicting", "tools: [<\"t_1\" | >\"t_2\"]: {niche: \"edge\"}\n", noMore)
		add("a number bound matches no name", "tools: [>5]: {card: 1}\n", noMore)
		add("a bytes bound", "tools: [>'t_1']: {card: \"late\"}\n", noMore)
		add("an if clause ordering the name, conflicting", "tools: [N=string]: {if N >= \"t_1\" {card: \"late\"}}\n", conflict)
	}
	runWithCue(t, cases)
}

// TestLabelCondOrdersAsCue: an if clause comparing a pattern's label with a
// string (N > "m", "m" <= N, and with != and =~ beside) decides in Go what
// CUE decides: each condition, for each name, against CUE's evaluation of
// the condition with the name in N's place.
func TestLabelCondOrdersAsCue(t *testing.T) {
	conds := []string{`N > "m"`, `N >= "m"`, `N < "m"`, `N <= "m"`, `"m" < N`, `"m" <= N`, `"m" > N`, `"m" >= N`,
		`N != "m" && N > "b"`, `N < "c" || N > "x"`, `!(N > "m")`, `N > "m" && N =~ "^[a-z]+_"`, `N >= #"m_1"#`}
	names := []string{"a", "b", "m", "m_1", "m_10", "ma", "x", "x_2", "zz", "M", "_m", "m\u00e9"}
	ctx := cuecontext.New()
	for _, c := range conds {
		f, err := parser.ParseFile("a.cue", "package p\nx: [N=string]: {if "+c+" {y: 1}}\n")
		if err != nil {
			t.Fatal(err)
		}
		pat := f.Decls[1].(*ast.Field).Value.(*ast.StructLit).Elts[0].(*ast.Field)
		alias := pat.Label.(*ast.ListLit).Elts[0].(*ast.Alias)
		comp := pat.Value.(*ast.StructLit).Elts[0].(*ast.Comprehension)
		test, ok := labelCond(comp, alias)
		if !ok {
			t.Errorf("%s: not read", c)
			continue
		}
		for _, n := range names {
			v := ctx.CompileString("N: " + strconv.Quote(n) + "\nb: " + c)
			want, err := v.LookupPath(cue.ParsePath("b")).Bool()
			if err != nil {
				t.Fatalf("%s with N = %q: %v", c, n, err)
			}
			if got := test(n); got != want {
				t.Errorf("%s with N = %q: Go says %v, CUE %v", c, n, got, want)
			}
		}
	}
}

// TestGoMatcherBoundsAgreeWithUnification: a string constraint with bounds
// (<"m", >="b" & !="c", a disjunction of ranges) is read by goMatcher, and
// its test accepts exactly the strings that unify with it.
func TestGoMatcherBoundsAgreeWithUnification(t *testing.T) {
	ctx := cuecontext.New()
	names := []string{"", "a", "b", "c", "m", "m_1", "ma", "x", "zz", "M", "_m", "m\u00e9", "\u00e9"}
	for _, src := range []string{`<"m"`, `<="m"`, `>"m"`, `>="m"`, `>="b" & !="c"`, `<"c" | >"x"`, `string & >"a" & <"n"`, `=~"^m" & <"m_2"`} {
		v := ctx.CompileString(src)
		m, ok := goMatcher(v)
		if !ok {
			t.Errorf("%s: not read", src)
			continue
		}
		agree, yes := 0, 0
		for _, n := range names {
			want := v.Unify(ctx.Encode(n)).Validate(cue.Concrete(true)) == nil
			if got := m(n); got != want {
				t.Errorf("%s, %q: goMatcher says %v, unification %v", src, n, got, want)
			} else {
				agree++
			}
			if want {
				yes++
			}
		}
		if yes == 0 || yes == len(names) {
			t.Errorf("%s: unification says %d of %d names: the names do not tell the bound", src, yes, len(names))
		}
	}
	// A bound that is not on a string is not read: CUE's to decide.
	if _, ok := goMatcher(ctx.CompileString(`>5`)); ok {
		t.Error(">5 read as a string test")
	}
}

// TestRawStringLabelsTaken: an entry labelled with a raw string (#"t_1"#,
// ##"t_2"##, an escape in one) names the field "t_1" does; the fast path
// reads it as such, where one such label among 10,000 entries had sent the
// whole section to CUE (0.78 s and 404 MB, cue vet 0.56 s; now 0.20 s).
func TestRawStringLabelsTaken(t *testing.T) {
	runTakenCases(t, []takenCase{
		{"raw labels", 10, map[string]string{"a.cue": strings.NewReplacer("tools: t_1:", "tools: #\"t_1\"#:", "tools: t_2:", "tools: ##\"t_2\"##:",
			"tools: t_4:", "tools: #\"t\\#u005f4\"#:").Replace(tools10(noMore))}},
		{"a raw label completing a plain one", 10, map[string]string{"a.cue": tools10(noMore) + "tools: #\"t_3\"#: card: \"c\"\n"}},
		{"a raw label conflicting with a plain one", 9, map[string]string{"a.cue": tools10(noMore) + "tools: #\"t_3\"#: niche: \"Other.\"\n"}},
	})
}
