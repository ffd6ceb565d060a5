package lint

import (
	"fmt"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

var retiredName = &Rule{
	ID:       "retired-name",
	Summary:  "A retired name registered, visible or referenced anywhere",
	Severity: report.SeverityError,
	Why: `
Retired names (CodeWhale's eleven legacy sub-agent names) must never be
registered again (seed 000 §4, §9 test 5): a model that learnt them from old
prompts would find them working. A retired name may appear as a removed tool;
anywhere else (another state, an alias entry, a head, a gate, a replacement)
brings it back.`,
	Bad: `
retired: agent_spawn: {reason: "replaced by agent_open"}
tools: agent_spawn: {state: "hidden-compatibility"}`,
	Good: `
retired: agent_spawn: {reason: "replaced by agent_open"}
tools: agent_open: {state: "active"}`,
	Run: runRetiredName,
}

func runRetiredName(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	add := func(pos model.Pos, name, format string, args ...any) {
		d := diag(pos, format, args...)
		r := p.Retired[name]
		d.Related = append(d.Related, rel(r.Pos, "%s retired here", name))
		if r.Reason != "" {
			d.Suggestion = fmt.Sprintf("%s is retired: %s", name, r.Reason)
		}
		out = append(out, d)
	}
	for _, name := range model.SortedKeys(p.Retired) {
		if t := p.Tools[name]; t != nil && t.State != model.StateRemoved {
			add(t.Pos, name, "retired name %q is declared %s; retired names must never be registered again", name, t.State)
		}
		if a := p.Aliases[name]; a != nil {
			if t := p.Tools[name]; t == nil || t.State != model.StateRemoved {
				add(a.Pos, name, "retired name %q has an alias entry, which keeps it dispatchable", name)
			}
		}
		if g := p.Gates[name]; g != nil {
			add(g.Pos, name, "retired name %q has a gate", name)
		}
	}
	for _, r := range headRefs(p) {
		if p.Retired[r.Name] != nil {
			add(r.Pos, r.Name, "retired name %q in %s", r.Name, r.where)
		}
	}
	for _, name := range p.aliasNames() {
		if rp := p.Aliases[name].Replacement; p.Retired[rp] != nil {
			add(fieldPos(p, "aliases", name, "replacement"), rp, "alias %q points at retired name %q", name, rp)
		}
	}
	return out
}
