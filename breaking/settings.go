package breaking

import (
	"fmt"
	"slices"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// SettingChangeRule reports changes to settings, groups and annotations
// that break a harness's configuration or change what its defaults offer.
var SettingChangeRule = &Rule{
	ID:       "setting-change",
	Summary:  "a setting, setting value, group or annotation removed, or a setting's default changed",
	Severity: report.SeverityError,
	Why: `
Settings are the policy's interface to the harness's configuration: a user's
--toolsets, a config key, a CI job's flags. Removing a setting, one of its
values or a group a set names makes that configuration fail to resolve;
removing an annotation changes every condition that tests it. Changing a
setting's default changes what every configuration that leaves it out
offers — a warning, since it is sometimes the point of a release; what it
does to each head is reported by head-change.`,
	Bad: `
// previous: settings: toolsets: {type: "set", values: ["repos", "issues"]}
settings: toolsets: {type: "set", values: ["repos"]}`,
	Good: `
settings: toolsets: {type: "set", values: ["repos", "issues"]}`,
	Run: runSettingChange,
}

func runSettingChange(old, new *model.Policy) []report.Diagnostic {
	var out []report.Diagnostic
	at := func(p model.Pos) model.Pos {
		if p.IsValid() {
			return p
		}
		return new.Release.Pos
	}
	for _, id := range model.SortedKeys(old.SettingDecls) {
		o, n := old.SettingDecls[id], new.SettingDecls[id]
		if n == nil {
			out = append(out, finding(at(new.At("settings")), fmt.Sprintf(
				"setting %s was removed: configurations that set it no longer resolve", id),
				report.Related{Pos: o.Pos, Message: "declared here before"}))
			continue
		}
		if o.Type != n.Type {
			out = append(out, finding(n.Pos, fmt.Sprintf("setting %s changed type from %s to %s: configurations that set it may no longer resolve", id, o.Type, n.Type)))
			continue
		}
		var gone []string
		for _, v := range o.Values {
			if !slices.Contains(n.Values, v) {
				gone = append(gone, v)
			}
		}
		if len(gone) > 0 {
			out = append(out, finding(n.Pos, fmt.Sprintf("setting %s no longer accepts %s: configurations that name them no longer resolve", id, strings.Join(gone, ", "))))
		}
		for _, k := range model.SortedKeys(o.Keywords) {
			if _, ok := n.Keywords[k]; !ok {
				out = append(out, finding(n.Pos, fmt.Sprintf("setting %s lost its keyword %s", id, k)))
			}
		}
		if o.HasDefault != n.HasDefault || !slices.Equal(o.Default, n.Default) {
			d := finding(n.Pos, fmt.Sprintf("setting %s's default changed from %s to %s: every configuration that leaves it out now offers something else",
				id, defaultText(o), defaultText(n)))
			d.Severity = report.SeverityWarning
			out = append(out, d)
		}
	}
	for _, id := range model.SortedKeys(old.Groups) {
		if new.Groups[id] == nil {
			out = append(out, finding(at(new.At("groups")), fmt.Sprintf("group %s was removed: configurations that enable it no longer resolve", id),
				report.Related{Pos: old.Groups[id].Pos, Message: "declared here before"}))
		} else if old.Groups[id].DefaultOn != new.Groups[id].DefaultOn {
			d := finding(new.Groups[id].Pos, fmt.Sprintf("group %s's default_on changed to %t: the default keyword now means something else", id, new.Groups[id].DefaultOn))
			d.Severity = report.SeverityWarning
			out = append(out, d)
		}
	}
	for _, id := range model.SortedKeys(old.Annotations) {
		if new.Annotations[id] == nil {
			out = append(out, finding(at(new.At("annotations")), fmt.Sprintf("annotation %s was removed: conditions that test it change meaning", id)))
		}
	}
	return out
}

func defaultText(s *model.SettingDecl) string {
	if !s.HasDefault {
		return "its type's default"
	}
	return "[" + strings.Join(s.Default, ", ") + "]"
}
