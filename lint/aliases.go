package lint

import (
	"fmt"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

var oneNameOneState = &Rule{
	ID:       "one-name-one-state",
	Summary:  "A name that is both canonical and an alias, or an alias with no lifecycle state",
	Severity: report.SeverityError,
	Why: `
Every name occupies exactly one lifecycle state (seed 000 §2). An alias-manifest
entry says "this name is an old spelling of another tool"; if the same name is
also active or deferred, the model is shown a name the manifest says to stop
using, and the two views of the name disagree. An alias entry without a tools
entry leaves the name's state undecided: the harness cannot tell whether calls
still dispatch.`,
	Bad: `
tools: exec_wait: {state: "active"}
aliases: exec_wait: {replacement: "exec_shell_wait", first_deprecated: "0.8.53", planned_removal: "TBD", replay_supported: true}`,
	Good: `
tools: exec_wait: {state: "hidden-compatibility"}
aliases: exec_wait: {replacement: "exec_shell_wait", first_deprecated: "0.8.53", planned_removal: "TBD", replay_supported: true}`,
	Run: runOneNameOneState,
}

func runOneNameOneState(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	for _, name := range p.aliasNames() {
		a := p.Aliases[name]
		t := p.Tools[name]
		switch {
		case t == nil:
			d := diag(a.Pos, "alias %q has no lifecycle state: no tools entry declares it", name)
			d.Suggestion = fmt.Sprintf("declare tools: %s: {state: \"hidden-compatibility\"} (or deprecated, or removed)", name)
			out = append(out, d)
		case t.Visible():
			d := diag(a.Pos, "%q is %s and also an alias of %s: one name, one state", name, t.State, a.Replacement)
			d.Related = append(d.Related, rel(t.Pos, "declared %s here", t.State))
			d.Suggestion = fmt.Sprintf("make %s hidden-compatibility or deprecated, or drop its alias entry", name)
			out = append(out, d)
		}
	}
	return out
}

var missingAliasEntry = &Rule{
	ID:       "missing-alias-entry",
	Summary:  "A hidden-compatibility, deprecated or removed tool with no alias-manifest entry",
	Severity: report.SeverityError,
	Why: `
The alias manifest is the authoritative record of every retired spelling: its
replacement, when it was deprecated, when it may be removed and whether old
transcripts replay (seed 000 §4). A deprecated tool without an entry cannot
tell the caller what to use instead, and a hidden or removed one leaves no
record of why it is invisible.`,
	Bad: `
tools: {
	todo_write: {state: "deprecated"}
	checklist_write: {state: "active"}
}`,
	Good: `
tools: {
	todo_write: {state: "deprecated"}
	checklist_write: {state: "active"}
}
aliases: todo_write: {
	replacement:      "checklist_write"
	first_deprecated: "0.8.53"
	planned_removal:  "TBD"
	replay_supported: true
	note:             "deprecated: use checklist_write instead"
}`,
	Run: runMissingAliasEntry,
}

func runMissingAliasEntry(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	tools := p.tools()
	for i, name := range p.toolNames() {
		t := tools[i]
		if t.Visible() || p.Aliases[name] != nil {
			continue
		}
		// A removed name that is also retired is recorded there.
		if t.State == model.StateRemoved && p.Retired[name] != nil {
			continue
		}
		d := diag(t.Pos, "%s tool %q has no alias-manifest entry", t.State, name)
		d.Suggestion = fmt.Sprintf("add aliases: %s: {replacement: …, first_deprecated: …, planned_removal: …, replay_supported: …}", name)
		out = append(out, d)
	}
	return out
}

var deprecationNote = &Rule{
	ID:       "deprecation-note",
	Summary:  "A deprecated alias without a note, or a hidden-compatibility alias with one that is never shown",
	Severity: report.SeverityWarning,
	Why: `
A deprecated call appends the alias's note to the result metadata; without
one the harness falls back to a generic message that names no reason.
Hidden-compatibility calls are silent by definition (seed 000 §2), so a note
there is never shown and suggests the author meant deprecated.`,
	Bad: `
tools: todo_add: {state: "deprecated"}
aliases: todo_add: {replacement: "checklist_add", first_deprecated: "0.8.53", planned_removal: "TBD", replay_supported: true}`,
	Good: `
tools: todo_add: {state: "deprecated"}
aliases: todo_add: {
	replacement:      "checklist_add"
	first_deprecated: "0.8.53"
	planned_removal:  "TBD"
	replay_supported: true
	note:             "deprecated: use checklist_add instead"
}`,
	Run: runDeprecationNote,
}

func runDeprecationNote(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	for _, name := range p.aliasNames() {
		a, t := p.Aliases[name], p.Tools[name]
		if t == nil {
			continue
		}
		switch {
		case t.State == model.StateDeprecated && strings.TrimSpace(a.Note) == "":
			d := diag(a.Pos, "deprecated alias %q has no note; its calls carry only a generic notice", name)
			d.Suggestion = fmt.Sprintf("add note: %q", "deprecated: use "+a.Replacement+" instead")
			out = append(out, d)
		case t.State == model.StateHidden && a.Note != "":
			d := diag(fieldPos(p, "aliases", name, "note"), "hidden-compatibility alias %q has a note, which is never shown: hidden-compatibility calls are silent", name)
			d.Suggestion = "remove the note, or make the tool deprecated if callers should be told"
			out = append(out, d)
		}
	}
	return out
}

var aliasTarget = &Rule{
	ID:       "alias-target",
	Summary:  "An alias whose replacement does not exist, is not active or deferred, is itself an alias (chain), or leads back (cycle)",
	Severity: report.SeverityError,
	Why: `
A replacement is what a deprecated call tells the caller to use and what
replay maps the old name onto. It must be a tool a model can actually reach:
declared, and active or deferred. A replacement that is itself an alias makes
every caller take two hops (point at the end of the chain directly), and a
cycle has no canonical name at all.`,
	Bad: `
aliases: {
	todo_add:      {replacement: "todo_add_item", first_deprecated: "0.8.53", planned_removal: "TBD", replay_supported: true}
	todo_add_item: {replacement: "checklist_add", first_deprecated: "0.8.53", planned_removal: "TBD", replay_supported: true}
}`,
	Good: `
aliases: {
	todo_add:      {replacement: "checklist_add", first_deprecated: "0.8.53", planned_removal: "TBD", replay_supported: true}
	todo_add_item: {replacement: "checklist_add", first_deprecated: "0.8.53", planned_removal: "TBD", replay_supported: true}
}`,
	Run: runAliasTarget,
}

func runAliasTarget(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	for _, name := range p.aliasNames() {
		a := p.Aliases[name]
		pos := fieldPos(p, "aliases", name, "replacement")
		if a.Replacement == name {
			d := diag(pos, "alias %q names itself as its replacement", name)
			d.Suggestion = "name the canonical tool this alias stands for"
			out = append(out, d)
			continue
		}
		if _, isAlias := p.Aliases[a.Replacement]; isAlias {
			chain := []string{name}
			seen := map[string]bool{name: true}
			cur := name
			cycle := false
			for {
				next, ok := p.Aliases[cur]
				if !ok {
					break
				}
				cur = next.Replacement
				chain = append(chain, cur)
				if seen[cur] {
					cycle = true
					break
				}
				seen[cur] = true
			}
			if cycle {
				d := diag(pos, "alias cycle: %s", strings.Join(chain, " → "))
				d.Suggestion = "point every alias in the cycle at the canonical, active or deferred tool"
				out = append(out, d)
				continue
			}
			end := chain[len(chain)-1]
			d := diag(pos, "alias chain: %s", strings.Join(chain, " → "))
			d.Related = append(d.Related, rel(p.Aliases[a.Replacement].Pos, "%s is itself an alias", a.Replacement))
			d.Suggestion = fmt.Sprintf("point %s at %s directly", name, end)
			out = append(out, d)
			continue
		}
		t := p.Tools[a.Replacement]
		if t == nil {
			d := diag(pos, "alias %q names replacement %q, which is not a declared tool", name, a.Replacement)
			d.Suggestion = suggestTool(p, a.Replacement)
			out = append(out, d)
			continue
		}
		if !t.Visible() {
			d := diag(pos, "alias %q points at %q, which is %s: a replacement must be active or deferred", name, a.Replacement, t.State)
			d.Related = append(d.Related, rel(t.Pos, "%s declared %s here", a.Replacement, t.State))
			out = append(out, d)
		}
	}
	return out
}
