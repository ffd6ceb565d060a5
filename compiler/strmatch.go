package compiler

import (
	"regexp"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/token"
)

// goMatcher returns a Go test that accepts exactly the strings that unify
// with the string constraint v, when v is made only of what CUE itself
// decides with Go's standard library: string literals, the type string,
// =~ and !~ with a concrete pattern (CUE compiles it with regexp.Compile and
// calls MatchString), != and == a string, & and | of those, and references
// to them, and bounds on a string (<"m"). Anything else (builtins,
// structs) returns false, and the
// caller asks CUE (cue.Value.Allows).
//
// Names and values are checked once each, and at 100,000 tools CUE's cost
// per question (a new evaluation context, and the label's entry in CUE's
// process-wide label table) was a tenth of loading and grew faster than the
// tool count; a compiled regexp costs microseconds. CUE still reads the
// schema: the constraint is CUE's evaluated value, not its text.
// TestNameCheckAgreesWithUnification and TestValueCheckAgreesWithUnification
// hold both ways to unification, and FuzzNameAndValueChecks for any string.
func goMatcher(v cue.Value) (func(string) bool, bool) {
	return matcherAt(v, 0)
}

// maxMatcherDepth bounds how far goMatcher follows references and nested
// operators; a schema constraint is a few levels deep.
const maxMatcherDepth = 32

func matcherAt(v cue.Value, depth int) (func(string) bool, bool) {
	if depth > maxMatcherDepth || v.Err() != nil {
		return nil, false
	}
	op, args := v.Expr()
	switch op {
	case cue.NoOp:
		if v.IsConcrete() {
			s, err := v.String()
			if err != nil {
				return nil, false
			}
			return func(n string) bool { return n == s }, true
		}
		// A constraint every string is an instance of (the type string), as
		// CUE's subsumption decides.
		if v.IncompleteKind()&cue.StringKind != 0 && v.Subsume(v.Context().CompileString("string")) == nil {
			return func(string) bool { return true }, true
		}
	case cue.SelectorOp:
		// A reference (#Name): what it refers to. Dereference returns v
		// itself when it cannot resolve it, which the depth bound ends.
		return matcherAt(cue.Dereference(v), depth+1)
	case cue.AndOp, cue.OrOp:
		ms := make([]func(string) bool, len(args))
		for i, a := range args {
			m, ok := matcherAt(a, depth+1)
			if !ok {
				return nil, false
			}
			ms[i] = m
		}
		if op == cue.AndOp {
			return func(n string) bool {
				for _, m := range ms {
					if !m(n) {
						return false
					}
				}
				return true
			}, true
		}
		return func(n string) bool {
			for _, m := range ms {
				if m(n) {
					return true
				}
			}
			return false
		}, true
	case cue.RegexMatchOp, cue.NotRegexMatchOp, cue.EqualOp, cue.NotEqualOp,
		cue.LessThanOp, cue.LessThanEqualOp, cue.GreaterThanOp, cue.GreaterThanEqualOp:
		if len(args) != 1 || !args[0].IsConcrete() {
			return nil, false
		}
		s, err := args[0].String()
		if err != nil {
			return nil, false
		}
		return stringTest(map[cue.Op]token.Token{cue.EqualOp: token.EQL, cue.NotEqualOp: token.NEQ,
			cue.RegexMatchOp: token.MAT, cue.NotRegexMatchOp: token.NMAT, cue.LessThanOp: token.LSS,
			cue.LessThanEqualOp: token.LEQ, cue.GreaterThanOp: token.GTR, cue.GreaterThanEqualOp: token.GEQ}[op], s)
	}
	return nil, false
}

// stringTest is what CUE's ==, !=, =~, !~, <, <=, > or >= against s
// decides of a string (CUE compiles a pattern with regexp.Compile and calls
// MatchString, and orders strings by strings.Compare, as Go's operators
// do). False for another operator or a pattern that does not compile.
func stringTest(op token.Token, s string) (func(string) bool, bool) {
	switch op {
	case token.EQL:
		return func(n string) bool { return n == s }, true
	case token.NEQ:
		return func(n string) bool { return n != s }, true
	case token.LSS:
		return func(n string) bool { return n < s }, true
	case token.LEQ:
		return func(n string) bool { return n <= s }, true
	case token.GTR:
		return func(n string) bool { return n > s }, true
	case token.GEQ:
		return func(n string) bool { return n >= s }, true
	case token.MAT, token.NMAT:
		re, err := regexp.Compile(s)
		if err != nil {
			return nil, false
		}
		if op == token.MAT {
			return re.MatchString, true
		}
		return func(n string) bool { return !re.MatchString(n) }, true
	}
	return nil, false
}
