package lint

import (
	"fmt"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// Driver-owned rules: the driver reports these itself.
const (
	ruleInvalidSuppression = "invalid-suppression"
	ruleUnusedSuppression  = "unused-suppression"
	ruleLintConfig         = "lint-config"
)

// SuppressPrefix starts a suppression comment:
//
//	// toolpolicy:ignore RULE-ID[,RULE-ID…] reason
//
// on the line directly above the declaration a finding points at (several
// suppression comments may be stacked there).
const SuppressPrefix = "toolpolicy:ignore"

type suppression struct {
	pos    model.Pos
	rules  []string
	target int // the line it applies to
	used   map[string]bool
}

// applySuppressions removes the findings suppressed by well-formed
// suppression comments and reports malformed and unused ones.
func applySuppressions(p *model.Policy, ds []report.Diagnostic, sev map[string]string) []report.Diagnostic {
	var sups []*suppression
	var meta []report.Diagnostic
	// Lines holding a suppression comment, so stacked comments all apply to
	// the first line after the stack.
	supLine := map[string]map[int]bool{}
	type parsed struct {
		c      model.Comment
		rules  []string
		reason string
	}
	var all []parsed
	for _, c := range p.Comments {
		body, ok := strings.CutPrefix(strings.TrimSpace(strings.TrimPrefix(c.Text, "//")), SuppressPrefix)
		if !ok || (body != "" && body[0] != ' ' && body[0] != '\t') {
			continue
		}
		fields := strings.Fields(body)
		var rules []string
		reason := ""
		if len(fields) > 0 {
			rules = strings.Split(fields[0], ",")
			reason = strings.Join(fields[1:], " ")
		}
		all = append(all, parsed{c, rules, reason})
		if supLine[c.Pos.File] == nil {
			supLine[c.Pos.File] = map[int]bool{}
		}
		supLine[c.Pos.File][c.Pos.Line] = true
	}
	for _, x := range all {
		bad := func(format string, args ...any) {
			meta = append(meta, report.Diagnostic{
				Rule: ruleInvalidSuppression, Severity: ruleSeverity(ruleInvalidSuppression),
				Message: fmt.Sprintf(format, args...), Pos: x.c.Pos,
				Suggestion: "write // " + SuppressPrefix + " RULE-ID why this finding is acceptable here",
			})
		}
		if len(x.rules) == 0 {
			bad("suppression names no rule")
			continue
		}
		ok := true
		for _, id := range x.rules {
			if Lookup(id) == nil && isBreakingRule(id) {
				ok = false
				bad("%s is a breaking-change rule; a suppression comment silences lint rules only (set its severity in lint.rules)", id)
				continue
			}
			if Lookup(id) == nil {
				ok = false
				msg := fmt.Sprintf("suppression names unknown rule %q", id)
				if s := resolve.Suggest(id, RuleIDs()); s != "" {
					msg += fmt.Sprintf(" (did you mean %s?)", s)
				}
				bad("%s", msg)
			}
		}
		if x.reason == "" {
			ok = false
			bad("suppression of %s gives no reason; the reason is mandatory", strings.Join(x.rules, ","))
		}
		if !ok {
			continue // a malformed suppression suppresses nothing
		}
		target := x.c.Pos.Line + 1
		for supLine[x.c.Pos.File][target] {
			target++
		}
		sups = append(sups, &suppression{pos: x.c.Pos, rules: x.rules, target: target, used: map[string]bool{}})
	}

	// Suppressions by the line they apply to, so each finding looks at its
	// own line's only.
	type line struct {
		file string
		n    int
	}
	byLine := map[line][]*suppression{}
	for _, s := range sups {
		k := line{s.pos.File, s.target}
		byLine[k] = append(byLine[k], s)
	}
	out := make([]report.Diagnostic, 0, len(ds))
	for _, d := range ds {
		suppressed := false
		for _, s := range byLine[line{d.Pos.File, d.Pos.Line}] {
			for _, id := range s.rules {
				if id == d.Rule {
					s.used[id] = true
					suppressed = true
				}
			}
		}
		if !suppressed {
			out = append(out, d)
		}
	}
	for _, s := range sups {
		for _, id := range s.rules {
			// A suppression for a rule the policy turned off has nothing to
			// suppress by design; calling it unused would be noise.
			if s.used[id] || sev[id] == "off" {
				continue
			}
			out = append(out, report.Diagnostic{
				Rule: ruleUnusedSuppression, Severity: ruleSeverity(ruleUnusedSuppression),
				Message:    fmt.Sprintf("suppression of %s matches no finding on line %d", id, s.target),
				Pos:        s.pos,
				Suggestion: "remove it, or move it to the line directly above the declaration the finding points at",
			})
		}
	}
	return append(out, meta...)
}
