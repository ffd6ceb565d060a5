package compiler

import (
	"fmt"
	"sort"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
)

// Problem is one reason a policy did not load.
type Problem struct {
	Pos  model.Pos // may be invalid when the problem is about the directory itself
	Msg  string
	Rule string // one of the Rule* IDs (problems.go)
	// Suggestion is a likely fix ("did you mean niche?"), when one is clear.
	Suggestion string

	group string // while loading: the path of the disjunction this error is part of
}

func (p Problem) String() string {
	msg := p.Msg
	if p.Suggestion != "" {
		msg += " (" + p.Suggestion + ")"
	}
	if p.Pos.IsValid() {
		return p.Pos.String() + ": " + msg
	}
	if p.Pos.File != "" {
		// About the file as a whole (unreadable, a symlink loop, too big).
		return p.Pos.File + ": " + msg
	}
	return msg
}

// LoadError is returned when a policy cannot be loaded: every problem CUE or
// the compiler found, sorted by position. Callers map it to exit code 2.
type LoadError struct {
	Dir      string
	Problems []Problem

	disj map[string]*disjunctionErrs // while loading: errors of empty disjunctions, by path
}

func (e *LoadError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "policy %s did not load:", e.Dir)
	for _, p := range e.Problems {
		b.WriteString("\n  ")
		b.WriteString(p.String())
	}
	return b.String()
}

func (e *LoadError) sort() {
	e.finish()
	sort.SliceStable(e.Problems, func(i, j int) bool {
		a, b := e.Problems[i], e.Problems[j]
		if a.Pos != b.Pos {
			if a.Pos.IsValid() != b.Pos.IsValid() {
				return !a.Pos.IsValid()
			}
			return a.Pos.Less(b.Pos)
		}
		return a.Msg < b.Msg
	})
	// CUE may report one conflict once per input position; keep one of each.
	out := e.Problems[:0]
	for i, p := range e.Problems {
		if i > 0 && p == e.Problems[i-1] {
			continue
		}
		out = append(out, p)
	}
	e.Problems = out
}
