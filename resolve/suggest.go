package resolve

import "unicode/utf8"

// Suggest returns the candidate closest to name by edit distance (the
// first by name among equals), or "" when none is close enough to be a
// likely typo.
func Suggest(name string, candidates []string) string { return NewSuggester(candidates).Suggest(name) }

// Suggester answers Suggest over a fixed list of candidates without
// computing the edit distance to every one: a candidate whose length, or
// whose multiset of characters, differs from the query by more than the
// distance Suggest accepts (or than the best found so far) cannot be the
// answer, and both bounds cost a fraction of the distance itself. lint
// suggests a tool for every unknown reference: references × tools cheap
// checks, not references × tools edit distances.
type Suggester struct {
	names []string
	runes []int  // rune count of each name
	ascii []bool // whether each name is ASCII, so the character bound applies
}

// NewSuggester prepares suggestions among names.
func NewSuggester(names []string) *Suggester {
	s := &Suggester{names: names, runes: make([]int, len(names)), ascii: make([]bool, len(names))}
	for i, n := range names {
		s.runes[i] = utf8.RuneCountInString(n)
		s.ascii[i] = isASCII(n)
	}
	return s
}

// Suggest is Suggest(name, the suggester's names).
func (s *Suggester) Suggest(name string) string {
	limit := max(2, len(name)/3)
	nr := utf8.RuneCountInString(name)
	nameASCII := isASCII(name)
	var want [utf8.RuneSelf]int
	for i := 0; nameASCII && i < len(name); i++ {
		want[name[i]]++
	}
	best, bestD := "", -1
	for i, c := range s.names {
		if c == name {
			continue
		}
		// Each edit changes the length by at most one, and adds at most one
		// character and removes at most one: both differences bound the
		// distance from below.
		bound := s.runes[i] - nr
		if bound < 0 {
			bound = -bound
		}
		if nameASCII && s.ascii[i] {
			bound = max(bound, bagDistance(&want, c))
		}
		if bound > limit || (bestD >= 0 && bound > bestD) {
			continue
		}
		if d := editDistance([]rune(name), []rune(c)); bestD < 0 || d < bestD || (d == bestD && c < best) {
			best, bestD = c, d
		}
	}
	if bestD < 0 || bestD > limit {
		return ""
	}
	return best
}

// bagDistance is max(characters of c missing from want, characters of want
// missing from c), counted with multiplicity; c is ASCII.
func bagDistance(want *[utf8.RuneSelf]int, c string) int {
	have := *want
	extra := 0
	for i := 0; i < len(c); i++ {
		if have[c[i]] > 0 {
			have[c[i]]--
		} else {
			extra++
		}
	}
	missing := 0
	for _, n := range have {
		missing += n
	}
	return max(extra, missing)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b []rune) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
