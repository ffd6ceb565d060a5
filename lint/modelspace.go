package lint

import (
	"slices"
	"strconv"
	"strings"

	"github.com/toolpolicy/toolpolicy/resolve"
)

// Rules mostly judge gates on sample models (class examples, provider
// patterns with the wildcards dropped). A sample can mislead: an example
// outside its class, or a provider whose pattern overlaps a class without
// containing its example, makes "no model" look true when some model id
// exists. The questions below are answered over every model id instead:
// provider patterns and class patterns are globs with only `*`, so each is
// a small automaton, and whether some id satisfies a yes/no combination of
// them is a search over their product. The search is capped; past the cap
// the answer is "undecided" and rules fall back to the samples.

// maxModelSearch caps the states the search visits.
const maxModelSearch = 20000

// globNFA is a model pattern as an automaton: position i of the pattern is
// a literal rune or a star; a state is the set of positions reached, as a
// bit mask (position len(toks) is the accepting one).
type globNFA struct {
	toks []rune
	star []bool
}

func compileGlob(pattern string) (globNFA, bool) {
	var g globNFA
	for _, r := range pattern {
		g.toks = append(g.toks, r)
		g.star = append(g.star, r == '*')
	}
	return g, len(g.toks) < 63
}

func (g globNFA) closure(m uint64) uint64 {
	for i := range g.toks {
		if m&(1<<i) != 0 && g.star[i] {
			m |= 1 << (i + 1)
		}
	}
	return m
}

func (g globNFA) start() uint64 { return g.closure(1) }

func (g globNFA) step(m uint64, c rune) uint64 {
	var out uint64
	for i := range g.toks {
		if m&(1<<i) == 0 {
			continue
		}
		if g.star[i] {
			out |= 1 << i
		} else if g.toks[i] == c {
			out |= 1 << (i + 1)
		}
	}
	return g.closure(out)
}

func (g globNFA) accepts(m uint64) bool { return m&(1<<len(g.toks)) != 0 }

// modelQuery is a set of patterns and a condition on which of them match.
type modelQuery struct {
	patterns []string
	index    map[string]int
}

// ref returns the index of pattern in the query, adding it.
func (q *modelQuery) ref(pattern string) int {
	if q.index == nil {
		q.index = map[string]int{}
	}
	if i, ok := q.index[pattern]; ok {
		return i
	}
	q.patterns = append(q.patterns, pattern)
	q.index[pattern] = len(q.patterns) - 1
	return len(q.patterns) - 1
}

// anyOf returns the indexes of patterns.
func (q *modelQuery) anyOf(patterns []string) []int {
	out := make([]int, len(patterns))
	for i, p := range patterns {
		out[i] = q.ref(p)
	}
	return out
}

func matchesAny(acc []bool, idx []int) bool {
	for _, i := range idx {
		if acc[i] {
			return true
		}
	}
	return false
}

// find returns a non-empty model id for which cond holds, given which of
// the query's patterns match it. decided is false when the search hit its
// cap (or a pattern was too long to model) before an answer.
func (q *modelQuery) find(cond func(acc []bool) bool) (id string, found, decided bool) {
	globs := make([]globNFA, len(q.patterns))
	alpha := map[rune]bool{}
	for i, p := range q.patterns {
		g, ok := compileGlob(p)
		if !ok {
			return "", false, false
		}
		globs[i] = g
		for _, r := range p {
			if r != '*' {
				alpha[r] = true
			}
		}
	}
	// Any rune no pattern names behaves like every other such rune.
	fresh := 'a'
	for alpha[fresh] {
		fresh++
	}
	alphabet := []rune{fresh}
	for r := range alpha {
		alphabet = append(alphabet, r)
	}
	slices.Sort(alphabet)

	type node struct {
		masks []uint64
		word  string
	}
	key := func(ms []uint64) string {
		var b strings.Builder
		for _, m := range ms {
			b.WriteString(strconv.FormatUint(m, 36))
			b.WriteByte(',')
		}
		return b.String()
	}
	first := make([]uint64, len(globs))
	for i, g := range globs {
		first[i] = g.start()
	}
	seen := map[string]bool{key(first): true}
	queue := []node{{first, ""}}
	acc := make([]bool, len(globs))
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if n.word != "" {
			for i, g := range globs {
				acc[i] = g.accepts(n.masks[i])
			}
			if cond(acc) {
				return n.word, true, true
			}
		}
		for _, c := range alphabet {
			next := make([]uint64, len(globs))
			for i, g := range globs {
				next[i] = g.step(n.masks[i], c)
			}
			k := key(next)
			if seen[k] {
				continue
			}
			if len(seen) >= maxModelSearch {
				return "", false, false
			}
			seen[k] = true
			queue = append(queue, node{next, n.word + string(c)})
		}
	}
	return "", false, true
}

// routedTo adds to q the condition "ProviderFor(id) is provider", as
// model.Policy.ProviderFor decides it: the first provider, in id order,
// with a matching pattern, else the default provider. With assumeDefault,
// ids no pattern matches count as served by provider when the policy has
// no default (what a default provider would do).
func (p *Pass) routedTo(q *modelQuery, provider string, assumeDefault bool) func(acc []bool) bool {
	ids := p.ProviderIDs()
	var own, earlier, all []int
	firstDefault := ""
	for _, id := range ids {
		pr := p.Providers[id]
		if pr == nil {
			continue
		}
		pats := q.anyOf(pr.Models)
		all = append(all, pats...)
		switch {
		case id == provider:
			own = pats
		case id < provider:
			earlier = append(earlier, pats...)
		}
		if pr.Default && firstDefault == "" {
			firstDefault = id
		}
	}
	byDefault := firstDefault == provider || (assumeDefault && firstDefault == "")
	return func(acc []bool) bool {
		if matchesAny(acc, own) && !matchesAny(acc, earlier) {
			return true
		}
		return byDefault && !matchesAny(acc, all)
	}
}

// gateAllowsIn adds to q the condition "tool's gate lets the model see it".
func (p *Pass) gateAllowsIn(q *modelQuery, tool string) func(acc []bool) bool {
	g := p.Gates[tool]
	if g == nil {
		return func([]bool) bool { return true }
	}
	c := p.ModelClasses[g.Class()]
	var match, except []int
	if c != nil {
		match, except = q.anyOf(c.Match), q.anyOf(c.Except)
	}
	rg := resolve.Gate{VisibleFor: g.VisibleFor, HiddenFor: g.HiddenFor}
	return func(acc []bool) bool {
		return rg.Allows(c != nil && matchesAny(acc, match) && !matchesAny(acc, except))
	}
}

// allowedModelServedBy returns a model id that provider serves and tool's
// gate allows, if there is one (decided false: the search gave up).
func (p *Pass) allowedModelServedBy(provider, tool string, assumeDefault bool) (id string, found, decided bool) {
	q := &modelQuery{}
	routed := p.routedTo(q, provider, assumeDefault)
	allowed := p.gateAllowsIn(q, tool)
	return q.find(func(acc []bool) bool { return routed(acc) && allowed(acc) })
}
