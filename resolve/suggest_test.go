package resolve

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// Suggest's bounds skip candidates without changing the answer: it agrees
// with the closest candidate by edit distance (the first by name among
// equals, none past the limit) over random typos of random names.
func TestSuggestIsTheClosest(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const letters = "abcdefghijklmnopqrstuvwxyz_0123456789é"
	var names []string
	for i := range 600 {
		names = append(names, fmt.Sprintf("%s_%d", []string{"read", "write", "mcp_get", "list"}[i%4], r.IntN(5000)))
	}
	names = append(names, "ünïcode_tool", "x")
	queries := []string{"", "x", "y", "xy", "ünicode_tool", "ünïcode_tol", "rea_12", "mcp_get_promt"}
	for range 400 {
		q := []rune(names[r.IntN(len(names))])
		for range r.IntN(5) {
			i, c := r.IntN(len(q)+1), []rune(letters)[r.IntN(len([]rune(letters)))]
			switch {
			case r.IntN(3) == 0:
				q = slices.Insert(q, i, c)
			case i == len(q):
			case r.IntN(2) == 0:
				q = slices.Delete(q, i, i+1)
			default:
				q[i] = c
			}
		}
		queries = append(queries, string(q))
	}
	hits := 0
	for _, q := range queries {
		want, wantD := "", -1
		for _, c := range names {
			if d := editDistance([]rune(q), []rune(c)); c != q && (wantD < 0 || d < wantD || (d == wantD && c < want)) {
				want, wantD = c, d
			}
		}
		if wantD > max(2, len(q)/3) {
			want = ""
		}
		if got := Suggest(q, names); got != want {
			t.Errorf("Suggest(%q) = %q, the closest is %q", q, got, want)
		}
		if want != "" {
			hits++
		}
	}
	if hits < len(queries)/4 || hits == len(queries) {
		t.Errorf("%d of %d queries had a suggestion; the comparison needs both kinds", hits, len(queries))
	}
	if got := Suggest("raed", []string{"read", "reed", "raid"}); got != "raid" {
		t.Errorf("Suggest(raed) = %q, want raid (distance 1, first by name)", got)
	}
}
