package lint

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

func diag(pos model.Pos, format string, args ...any) report.Diagnostic {
	return report.Diagnostic{Pos: pos, Message: fmt.Sprintf(format, args...)}
}

func rel(pos model.Pos, format string, args ...any) report.Related {
	return report.Related{Pos: pos, Message: fmt.Sprintf(format, args...)}
}

func modelLabel(m string) string {
	if m == "" {
		return "no model id"
	}
	return "model " + m
}

func quoteList(names []string) string {
	return strings.Join(names, ", ")
}

// toolPos is where a tool is declared, or the tools block when it is not.
func toolPos(p *Pass, name string) model.Pos {
	if t := p.Tools[name]; t != nil && t.Pos.IsValid() {
		return t.Pos
	}
	return p.At("tools", name)
}

// fieldPos is the first declaration of a dotted path's field, falling back
// to its nearest declared ancestor.
func fieldPos(p *Pass, parts ...string) model.Pos { return p.At(parts...) }

// headRefs are every tool name a policy writes into a head: explicit
// first_turn lists, mode head_add, and the MCP keep-loaded set.
type headRef struct {
	model.Ref
	where string // "provider arcee's first_turn", …
	// provider or mode is whose list it is; neither for mcp.keep_loaded.
	provider, mode string
}

func headRefs(p *Pass) []headRef {
	var out []headRef
	for _, id := range p.ProviderIDs() {
		for _, r := range p.Providers[id].FirstTurn {
			out = append(out, headRef{r, fmt.Sprintf("provider %s's first_turn", id), id, ""})
		}
	}
	for _, id := range p.ModeIDs() {
		for _, r := range p.Modes[id].HeadAdd {
			out = append(out, headRef{r, fmt.Sprintf("mode %s's head_add", id), "", id})
		}
	}
	for _, r := range p.KeepLoaded {
		out = append(out, headRef{Ref: r, where: "mcp.keep_loaded"})
	}
	return out
}

// suggestTool returns "did you mean X?" for an unknown tool name, or "".
func suggestTool(p *Pass, name string) string {
	if s := p.suggester().suggest(name); s != "" {
		return fmt.Sprintf("did you mean %s?", s)
	}
	return ""
}

// suggester gives model.Suggest's answer over a fixed, sorted list of
// names without computing the edit distance to every one: a name whose
// length, or whose multiset of characters, differs from the query by more
// than the distance Suggest accepts (or than the best found so far) cannot
// be the answer, and both bounds cost a fraction of the distance itself.
// A policy with many unknown references then costs references × names
// cheap checks, not references × names edit distances.
type suggester struct {
	names []string
	runes []int  // rune count of each name
	ascii []bool // whether each name is ASCII, so the character bound applies
}

func newSuggester(sorted []string) *suggester {
	s := &suggester{names: sorted, runes: make([]int, len(sorted)), ascii: make([]bool, len(sorted))}
	for i, n := range sorted {
		s.runes[i] = utf8.RuneCountInString(n)
		s.ascii[i] = isASCII(n)
	}
	return s
}

func (s *suggester) suggest(name string) string {
	limit := len(name) / 3
	if limit < 2 {
		limit = 2
	}
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
		if bound > limit || (bestD >= 0 && bound >= bestD) {
			continue
		}
		if d := levenshtein.ComputeDistance(name, c); bestD < 0 || d < bestD {
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
