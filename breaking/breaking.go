// Package breaking judges a change to a policy: it compares the previous and
// the current compiled policy and reports what would break old transcripts,
// tombstones, the lifecycle or the first-turn head.
package breaking

import (
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/rule"
)

// Rule is a breaking-change rule: Run compares the previous policy with the
// current one. Check stamps its findings with the rule's ID, and its default
// severity where a finding sets none.
type Rule = rule.Rule[func(old, new *model.Policy) []report.Diagnostic]

// SeverityNote marks a finding that is reported for the reviewer but is not
// a problem: an acknowledged head change. Its rank is below warning, so no
// fail level ever counts it.
const SeverityNote = report.SeverityNote

// Rules is the registry, in the order the checks are documented.
var Rules = []*Rule{
	ReplayRule,
	TombstoneRule,
	TransitionRule,
	AliasRetargetRule,
	DeprecationWindowRule,
	HeadChangeRule,
	BudgetRegressionRule,
	ParameterSchemaRule,
	SettingChangeRule,
}

// RuleInfos describes every rule, for SARIF and docs.
func RuleInfos() []report.RuleInfo { return rule.Infos(Rules, HelpBase) }

// RuleIDs returns every rule ID in registry order.
func RuleIDs() []string { return rule.IDs(Rules) }

// Check runs every rule and returns the findings sorted by position. The new
// policy's lint.rules settings apply: a rule set to "off" does not run, and
// one set to "error" or "warning" reports at that severity. Notes (an
// acknowledged head change) stay notes: they are never problems.
func Check(old, new *model.Policy) []report.Diagnostic {
	var out []report.Diagnostic
	for _, r := range Rules {
		sev := new.RuleSeverity[r.ID]
		if sev == "off" {
			continue
		}
		for _, d := range check(r, old, new) {
			if sev != "" && d.Severity != SeverityNote {
				d.Severity = report.Severity(sev)
			}
			out = append(out, d)
		}
	}
	report.Sort(out)
	if out == nil {
		out = []report.Diagnostic{}
	}
	return out
}

// Count returns how many findings are at or above the severity.
func Count(ds []report.Diagnostic, atLeast report.Severity) int {
	n := 0
	for _, d := range ds {
		if d.Severity.Rank() >= atLeast.Rank() && d.Severity.Rank() > 0 {
			n++
		}
	}
	return n
}

// check runs the rule, stamping its ID, and its default severity on every
// finding that does not set its own.
func check(r *Rule, old, new *model.Policy) []report.Diagnostic {
	ds := r.Run(old, new)
	for i := range ds {
		ds[i].Rule = r.ID
		if ds[i].Severity == "" {
			ds[i].Severity = r.Severity
		}
	}
	return ds
}

// finding builds a diagnostic; Rule.Check fills in the rule and severity.
func finding(pos model.Pos, msg string, related ...report.Related) report.Diagnostic {
	return report.Diagnostic{Message: msg, Pos: pos, Related: related}
}

// stateOf returns a name's lifecycle state in p, or "" when it is not a
// declared tool.
func stateOf(p *model.Policy, name string) string {
	if t := p.Tools[name]; t != nil {
		return t.State
	}
	return ""
}

// union returns the sorted union of the keys of two maps.
func union[V any](a, b map[string]V) []string {
	set := map[string]bool{}
	for k := range a {
		set[k] = true
	}
	for k := range b {
		set[k] = true
	}
	return model.SortedKeys(set)
}
