// Package lint checks a compiled policy against the rules in Rules and
// returns positioned diagnostics; the driver (Run) owns severity overrides,
// suppression comments and ordering, so a rule only says what is wrong.
package lint

import (
	"fmt"

	"github.com/toolpolicy/toolpolicy/breaking"
	"github.com/toolpolicy/toolpolicy/internal/par"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
	"github.com/toolpolicy/toolpolicy/rule"
)

// Rule is a lint rule: Run judges one policy. Rule and Severity may be left
// empty in its findings; the driver fills them in. Run is nil for the
// driver's own rules (suppression and configuration checks), which Run
// reports itself.
type Rule = rule.Rule[func(*Pass) []report.Diagnostic]

// HelpBase is where docs/rules.md is published; each rule's SARIF helpUri is
// HelpBase + "#" + ID.
const HelpBase = "https://github.com/toolpolicy/toolpolicy/blob/main/docs/rules.md"

// Result is the outcome of a lint run.
type Result struct {
	// Diagnostics, sorted by file, line, column, rule and message, with
	// policy severities applied and suppressed findings removed.
	Diagnostics []report.Diagnostic
}

// Count returns how many diagnostics have exactly severity sev.
func (r Result) Count(sev report.Severity) int {
	n := 0
	for _, d := range r.Diagnostics {
		if d.Severity == sev {
			n++
		}
	}
	return n
}

// AtOrAbove returns how many diagnostics are at least as severe as sev: the
// number that decides a lint run's exit code.
func (r Result) AtOrAbove(sev report.Severity) int {
	n := 0
	for _, d := range r.Diagnostics {
		if d.Severity.Rank() >= sev.Rank() {
			n++
		}
	}
	return n
}

// Lookup returns the rule with id, or nil.
func Lookup(id string) *Rule { return rule.Lookup(Rules, id) }

// RuleIDs returns every rule ID in registry order.
func RuleIDs() []string { return rule.IDs(Rules) }

// RuleInfos describes the registry for report formats and docs.
func RuleInfos() []report.RuleInfo { return rule.Infos(Rules, HelpBase) }

// Run runs every rule over p, applies the policy's severity overrides and
// the suppression comments, and sorts the result.
func Run(p *model.Policy) Result {
	var ds []report.Diagnostic
	sev := effectiveSeverities(p, &ds)
	for i, found := range runRules(NewPass(p), sev) {
		r := Rules[i]
		for _, d := range found {
			d.Rule = r.ID
			d.Severity = r.Severity
			ds = append(ds, d)
		}
	}
	ds = applySuppressions(p, ds, sev)
	out := ds[:0]
	for _, d := range ds {
		switch s := sev[d.Rule]; s {
		case "off":
			continue
		case "":
		default:
			d.Severity = report.Severity(s)
		}
		out = append(out, d)
	}
	out = dedupe(out)
	report.Sort(out)
	return Result{Diagnostics: out}
}

// runRules runs the rules that are on, one per core at a time, and returns
// each rule's findings at its index in Rules, so the result does not depend
// on which rule finished first. A rule that panics panics in the caller's
// goroutine, as it would if the rules ran there.
func runRules(pass *Pass, sev map[string]string) [][]report.Diagnostic {
	out := make([][]report.Diagnostic, len(Rules))
	par.Each(len(Rules), 0, func(i int) {
		if r := Rules[i]; r.Run != nil && sev[r.ID] != "off" {
			out[i] = r.Run(pass)
		}
	})
	return out
}

func isBreakingRule(id string) bool { return rule.Lookup(breaking.Rules, id) != nil }

// configurableIDs are the ids lint.rules accepts: lint's, then breaking's.
func configurableIDs() []string { return append(RuleIDs(), breaking.RuleIDs()...) }

// effectiveSeverities reads lint.rules from the policy; an unknown rule
// name there is itself a finding. Breaking-change rule ids are valid there
// (toolpolicy breaking reads them) but change nothing in a lint run.
func effectiveSeverities(p *model.Policy, ds *[]report.Diagnostic) map[string]string {
	sev := map[string]string{}
	for _, id := range model.SortedKeys(p.RuleSeverity) {
		s := p.RuleSeverity[id]
		if Lookup(id) == nil && isBreakingRule(id) {
			continue
		}
		if Lookup(id) == nil {
			d := report.Diagnostic{
				Rule: ruleLintConfig, Severity: ruleSeverity(ruleLintConfig),
				Message: fmt.Sprintf("lint.rules names unknown rule %q", id),
				Pos:     p.RuleSeverityPos[id],
			}
			if s := resolve.Suggest(id, configurableIDs()); s != "" {
				d.Suggestion = fmt.Sprintf("did you mean %s?", s)
			} else {
				d.Suggestion = "toolpolicy lint --list-rules and toolpolicy breaking --list-rules print the rule ids"
			}
			*ds = append(*ds, d)
			continue
		}
		sev[id] = s
	}
	return sev
}

func ruleSeverity(id string) report.Severity {
	if r := Lookup(id); r != nil {
		return r.Severity
	}
	return report.SeverityError
}

// dedupe drops findings identical in every field; two rules' views of one
// model fact can otherwise repeat (e.g. a list seen through two paths).
func dedupe(ds []report.Diagnostic) []report.Diagnostic {
	seen := map[string]bool{}
	out := ds[:0]
	for _, d := range ds {
		k := fmt.Sprintf("%s\x00%s\x00%s\x00%s", d.Rule, d.Pos, d.Message, d.Suggestion)
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, d)
	}
	return out
}
