package compiler

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/cuecontext"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// Rule IDs of load problems. Every Problem carries one, so a policy that
// does not load is reported like any other finding (SARIF, annotations).
const (
	// RuleSyntax: a file is not valid CUE at its module's language version
	// (its syntax, @experiment attributes, builtins), or not in package
	// toolpolicy, or the cue.mod/module.cue above it is one CUE refuses.
	RuleSyntax = "syntax"
	// RuleUnknownField: a field the schema does not have (a misspelling).
	RuleUnknownField = "unknown-field"
	// RuleMissingField: a required field is not set.
	RuleMissingField = "missing-field"
	// RuleInvalidValue: a value the schema does not allow (a state that is
	// not one of the five, a string where a number belongs, a bad name).
	RuleInvalidValue = "invalid-value"
	// RuleConflict: two declarations give one field different values.
	RuleConflict = "conflicting-values"
	// RulePolicyInput: the policy directory or a file in it cannot be read,
	// or is over a size limit.
	RulePolicyInput = "policy-input"
	// RuleEvaluation: any other CUE evaluation error (an undefined
	// reference, a cycle).
	RuleEvaluation = "evaluation"
)

// LoadRules lists the load-problem rules with a one-line summary each, in
// the order docs show them.
var LoadRules = []struct{ ID, Summary string }{
	{RuleSyntax, "The policy's files must be valid CUE, at their module's language version, in package toolpolicy"},
	{RuleUnknownField, "Every field must be one the schema defines (misspellings are errors)"},
	{RuleMissingField, "Required fields must be set"},
	{RuleInvalidValue, "Every value must be one the schema allows"},
	{RuleConflict, "Two declarations must not give one field different values"},
	{RulePolicyInput, "The policy directory and its files must be readable and within the size limits"},
	{RuleEvaluation, "The policy must evaluate (no undefined references or cycles)"},
}

// cueProblem records one CUE error: format and args are CUE's message, path
// its field path, pos the user's position (the first of them), conflict
// whether two of the user's declarations disagree, and shown the message as
// printed. The errors of one empty disjunction are recorded as they come
// and turned into one problem by finish.
func (e *LoadError) cueProblem(pos model.Pos, path []string, conflict bool, format string, args []any, shown string) {
	p := Problem{Pos: pos, Msg: shown}
	key := strings.Join(path, ".")
	switch {
	case strings.HasPrefix(format, "explicit error"), strings.HasPrefix(format, "undefined field"), strings.HasPrefix(format, "invalid operands"),
		strings.HasPrefix(format, "reference %q not found"), strings.Contains(format, "cycle"):
		p.Rule = RuleEvaluation
	case len(path) == 0, strings.Contains(format, "is not available in version"), strings.Contains(format, "requires language version"):
		// Parse errors, imports that do not resolve, and what the module's
		// language version does not have.
		p.Rule = RuleSyntax
	case strings.Contains(format, "errors in empty disjunction"):
		p.group = key
		e.disjunction(key).header = true
	case format == "field not allowed", strings.Contains(shown, "unknown top-level field"):
		p.Rule = RuleUnknownField
		if s := resolve.Suggest(path[len(path)-1], schemaFields(path[:len(path)-1])); s != "" {
			p.Suggestion = fmt.Sprintf("did you mean %s?", s)
		}
	case strings.Contains(format, "required but not present"), strings.HasPrefix(format, "incomplete value"):
		p.Rule = RuleMissingField
	case conflict:
		// Two declarations disagree; any other error at this path is a
		// consequence of that.
		p.Rule = RuleConflict
		e.disjunction(key).conflict = true
	case strings.HasPrefix(format, "conflicting values %s and %s") && len(args) >= 2:
		// One side is the user's value, the other an allowed one; several
		// of these at one path are the alternatives of a disjunction.
		p.Rule = RuleInvalidValue
		p.group = key
		d := e.disjunction(key)
		d.alts = append(d.alts, fmt.Sprint(args[0]), fmt.Sprint(args[1]))
	default:
		p.Rule = RuleInvalidValue
	}
	e.Problems = append(e.Problems, p)
}

// disjunctionErrs are the errors CUE reports at one path for a value that
// matched none of a disjunction's alternatives: a header ("N errors in
// empty disjunction") and a conflict per alternative.
type disjunctionErrs struct {
	header   bool
	conflict bool     // two of the user's declarations disagree at this path
	alts     []string // both sides of every conflict, as CUE prints them
}

func (e *LoadError) disjunction(key string) *disjunctionErrs {
	if e.disj == nil {
		e.disj = map[string]*disjunctionErrs{}
	}
	d := e.disj[key]
	if d == nil {
		d = &disjunctionErrs{}
		e.disj[key] = d
	}
	return d
}

// finish gives every problem its rule and turns each disjunction's errors
// into one problem, in place of the first of them.
func (e *LoadError) finish() {
	out := e.Problems[:0:0]
	done := map[string]bool{}
	for i, p := range e.Problems {
		if p.group == "" {
			out = append(out, p)
			continue
		}
		if done[p.group] {
			continue
		}
		done[p.group] = true
		var members []Problem
		for _, q := range e.Problems[i:] {
			if q.group == p.group {
				members = append(members, q)
			}
		}
		out = append(out, e.disj[p.group].collapse(p.group, members)...)
	}
	e.Problems, e.disj = out, nil
	for i := range e.Problems {
		p := &e.Problems[i]
		p.group = ""
		if p.Rule != "" {
			continue
		}
		switch {
		case strings.HasPrefix(p.Msg, "package "),
			strings.Contains(p.Msg, "UTF-8"):
			p.Rule = RuleSyntax
		case !p.Pos.IsValid(), strings.Contains(p.Msg, "the limit"):
			p.Rule = RulePolicyInput
		default:
			p.Rule = RuleInvalidValue
		}
	}
}

// collapse reports a disjunction's errors as one problem: the user's value
// is the side every conflict shares, the allowed values are the others, and
// the closest allowed value is suggested. Errors that do not fit that shape
// are kept as they are, without the header.
func (d *disjunctionErrs) collapse(key string, members []Problem) []Problem {
	if d.conflict {
		return nil
	}
	var conflicts, rest []Problem
	for _, m := range members {
		switch {
		case m.Rule != "":
			conflicts = append(conflicts, m)
		case !d.header || len(members) == 1:
			// A header alone: nothing more specific was reported.
			m.Rule = RuleInvalidValue
			rest = append(rest, m)
		}
	}
	count := map[string]int{}
	for i := 0; i+1 < len(d.alts); i += 2 {
		count[d.alts[i]]++
		if d.alts[i+1] != d.alts[i] {
			count[d.alts[i+1]]++
		}
	}
	user := ""
	for _, a := range d.alts {
		if count[a] == len(conflicts) {
			user = a
			break
		}
	}
	if user == "" || len(conflicts) < 2 {
		return append(rest, conflicts...)
	}
	var allowed []string
	for _, a := range d.alts {
		if a != user && !slices.Contains(allowed, a) {
			allowed = append(allowed, a)
		}
	}
	slices.Sort(allowed)
	p := conflicts[0]
	p.Msg = fmt.Sprintf("%s: %s is not allowed; use one of %s", key, user, strings.Join(allowed, ", "))
	plain := make([]string, len(allowed))
	for i, a := range allowed {
		plain[i] = unquote(a)
	}
	if s := resolve.Suggest(unquote(user), plain); s != "" {
		p.Suggestion = fmt.Sprintf("did you mean %q?", s)
	}
	return append(rest, p)
}

func unquote(s string) string {
	if u, err := strconv.Unquote(s); err == nil {
		return u
	}
	return s
}

// schemaRejections are the messages of the labels the schema rejects
// outright: [!~#NameRE]: #NameError & !=#NameError, and the same for unknown
// top-level fields. CUE quotes the message in whatever error it gives at
// such a label (a conflict with the user's value, or the message failing
// its own bound).
var schemaRejections = sync.OnceValue(func() []string {
	v := cuecontext.New().CompileBytes(schema.Source, cue.Filename(schema.Filename))
	var out []string
	for _, def := range []string{"#NameError", "#UnknownField"} {
		if s, err := v.LookupPath(cue.ParsePath(def)).String(); err == nil {
			out = append(out, s)
		}
	}
	return out
})

// rejectedLabel returns the schema's message when CUE's message msg is the
// schema rejecting a label.
func rejectedLabel(msg string) (string, bool) {
	for _, m := range schemaRejections() {
		if strings.Contains(msg, strconv.Quote(m)) {
			return m, true
		}
	}
	return "", false
}

// The compiled schema, for looking up the fields a struct may have when a
// policy misspells one; compiled on the first misspelling, and used by one
// goroutine at a time (a CUE context is not safe for concurrent use).
var (
	schemaMu  sync.Mutex
	schemaVal cue.Value
)

// schemaFields lists the fields the schema allows at path (a struct of the
// policy), or nil when the schema has no struct there.
func schemaFields(path []string) []string {
	schemaMu.Lock()
	defer schemaMu.Unlock()
	if !schemaVal.Exists() {
		schemaVal = cuecontext.New().CompileBytes(schema.Source, cue.Filename(schema.Filename))
	}
	v := schemaVal
	for _, label := range path {
		next := v.LookupPath(cue.MakePath(cue.Str(label)))
		for _, sel := range []cue.Selector{cue.Str(label).Required(), cue.Str(label).Optional()} {
			if next.Exists() {
				break
			}
			// A required or optional field, or a value of a pattern
			// constraint such as tools: [Name]: #Tool.
			next = v.LookupPath(cue.MakePath(sel))
		}
		if !next.Exists() {
			return nil
		}
		v = next
	}
	it, err := v.Fields(cue.Optional(true))
	if err != nil {
		return nil
	}
	var out []string
	for it.Next() {
		if sel := it.Selector(); sel.IsString() {
			out = append(out, sel.Unquoted())
		}
	}
	return out
}

// addUnknownFields reports every declared field the schema does not allow
// that CUE has not reported already: CUE stops checking a struct at its
// first error, so a tool with a bad state and a misspelt niche would
// otherwise show one mistake of two. decls maps each declared field path to
// its positions (the loader's index of the user's files). Only run on a
// policy that failed to load.
func (e *LoadError) addUnknownFields(decls *model.DeclIndex) {
	// A position CUE reported anything at is left to that report.
	reported := map[model.Pos]bool{}
	for _, p := range e.Problems {
		reported[p.Pos] = true
	}
	paths := make([]string, 0, decls.Len())
	byPath := make(map[string][]model.Pos, decls.Len())
	decls.Each(func(path string, pos []model.Pos) {
		paths = append(paths, path)
		byPath[path] = pos
	})
	slices.Sort(paths)
	at := map[string]cue.Value{}
	for _, path := range paths {
		labels := strings.Split(path, ".")
		skip := false
		for _, l := range labels {
			// Definitions, hidden fields and list elements are the
			// policy's own or not fields of the schema's structs.
			skip = skip || l == "" || strings.HasPrefix(l, "#") || strings.HasPrefix(l, "_") || strings.Contains(l, "[")
		}
		if skip || len(labels) < 2 {
			continue // top-level fields are checked by the schema's own rule
		}
		parent, label := labels[:len(labels)-1], labels[len(labels)-1]
		// A field of an entry that its section's definition declares is
		// allowed, whatever the entry's name: asked without CUE, since
		// looking tools.<name> up applies the section's patterns each time
		// (10,000 tools: 200 ms on a failed load).
		if pl := schemaPlans()[parent[0]]; len(parent) == 2 && pl != nil && pl.fields[label] {
			continue
		}
		allowed, ok := schemaAllows(parent, label, at)
		if ok {
			continue
		}
		for _, pos := range byPath[path] {
			if reported[pos] {
				continue
			}
			reported[pos] = true
			p := Problem{Pos: pos, Msg: path + ": field not allowed", Rule: RuleUnknownField}
			if s := resolve.Suggest(label, allowed); s != "" {
				p.Suggestion = fmt.Sprintf("did you mean %s?", s)
			}
			e.Problems = append(e.Problems, p)
		}
	}
}

// schemaAllows reports whether the schema's struct at parent allows label,
// and the fields it has. A path the schema has no closed struct for allows
// everything. at caches the schema's value by parent path for one report
// (a failed 10,000-tool load walked tools.<name> once per field: 200 ms).
func schemaAllows(parent []string, label string, at map[string]cue.Value) ([]string, bool) {
	schemaMu.Lock()
	if !schemaVal.Exists() {
		schemaVal = cuecontext.New().CompileBytes(schema.Source, cue.Filename(schema.Filename))
	}
	v := schemaVal
	for i, l := range parent {
		key := strings.Join(parent[:i+1], "\x00")
		next, cached := at[key]
		if !cached {
			next = v.LookupPath(cue.MakePath(cue.Str(l)))
			for _, sel := range []cue.Selector{cue.Str(l).Required(), cue.Str(l).Optional()} {
				if next.Exists() {
					break
				}
				next = v.LookupPath(cue.MakePath(sel))
			}
			at[key] = next
		}
		if !next.Exists() {
			schemaMu.Unlock()
			return nil, true
		}
		v = next
	}
	if v.IncompleteKind() != cue.StructKind || v.Allows(cue.Str(label)) {
		schemaMu.Unlock()
		return nil, true
	}
	schemaMu.Unlock()
	return schemaFields(parent), false
}
