package lint

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

func TestSubstringsMatchesContains(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	word := func(alpha string, n int) string {
		var b strings.Builder
		for range n {
			b.WriteByte(alpha[r.IntN(len(alpha))])
		}
		return b.String()
	}
	for round := range 300 {
		alpha := "abc"
		if round%3 == 0 {
			alpha = "ab\xc3\xa9 x" // multi-byte characters and bytes no note uses
		}
		set := map[string]bool{}
		for range 1 + r.IntN(12) {
			set[word(alpha, 1+r.IntN(5))] = true
		}
		strs := model.SortedKeys(set)
		m := newSubstrings(strs)
		for range 20 {
			text := word(alpha+"zAB", r.IntN(40)) // capitals match small letters
			var got []int
			m.match(text, func(i int) { got = append(got, i) })
			slices.Sort(got)
			var want []int
			for i, s := range strs {
				if strings.Contains(foldASCII(text), s) {
					want = append(want, i)
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("strings %q in %q: found %v, want %v", strs, text, got, want)
			}
		}
	}
}

// foldASCII lower-cases ASCII capitals byte by byte and leaves every other
// byte alone: what the automaton does to a text.
func foldASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// A rule that panics does so in Run's caller, as it did when rules ran
// there, not in a worker goroutine where nothing can recover it.
func TestRulePanicReachesCaller(t *testing.T) {
	saved := Rules
	defer func() { Rules = saved }()
	Rules = append(slices.Clone(saved), &Rule{ID: "boom", Run: func(*Pass) []report.Diagnostic { panic("boom") }})
	p, err := compiler.LoadDir("../examples/pawwork")
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if r := recover(); r != "boom" {
			t.Errorf("recovered %v, want the rule's panic", r)
		}
	}()
	Run(p)
	t.Error("Run returned")
}
