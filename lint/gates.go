package lint

import (
	"fmt"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

var gateLeak = &Rule{
	ID:       "gate-leak",
	Summary:  "A gated tool written into the explicit head of a provider the gate excludes (a gate, or a visibility condition that tests the model, in any configuration), or a gated tool that is not registered",
	Severity: report.SeverityError,
	Why: `
A gate limits which models see a tool (tool_agent: DeepSeek-V4 only, seed 000
§7). Listing the tool in the explicit head of a provider whose models the gate
excludes means the list says one thing and the resolver silently does another.
A gated tool must also stay registered (not removed), so transcripts made
under an allowed model replay everywhere (§9 test 6).

A visibility condition that tests the model (a class, a model record's
attribute) is a gate too, and settings can open or close it: the rule tries
every configuration of the facts that decide the listed tool and names the
one, as --provider, --mode and --set flags, where some of the provider's
models get the tool and others do not, or reports that none ever does.`,
	Bad: `
providers: arcee: {
	models: ["arcee*"]
	first_turn: ["read_file", "tool_agent"]
	budget: {target: 8, max: 8}
}
gates: tool_agent: visible_for: "deepseek-v4"`,
	Good: `
providers: arcee: {
	models: ["arcee*"]
	first_turn: ["read_file"]
	budget: {target: 8, max: 8}
}
gates: tool_agent: visible_for: "deepseek-v4"`,
	Run: runGateLeak,
}

func runGateLeak(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	for _, id := range p.ProviderIDs() {
		pr := p.Providers[id]
		models := p.providerModels(id)
		for _, r := range pr.FirstTurn {
			g := p.Gates[r.Name]
			if g == nil || p.ModelClasses[g.Class()] == nil {
				continue
			}
			var allowed, denied []string
			for _, m := range models {
				if p.Index().GateAllows(r.Name, m) {
					allowed = append(allowed, m)
				} else {
					denied = append(denied, m)
				}
			}
			if len(denied) == 0 {
				continue
			}
			// The samples are not every model: before saying the provider
			// serves none the gate allows, look for one over every model id.
			undecided, witness := false, ""
			if len(allowed) == 0 {
				m, found, decided := p.allowedModelServedBy(id, r.Name, false)
				if found {
					allowed, witness = append(allowed, m), m
				}
				undecided = !found && !decided
			}
			var d report.Diagnostic
			switch {
			case undecided:
				d = diag(r.Pos, "%q is gated (%s), so provider %s's first_turn lists it but %s do not get it (nor any other model lint tried)", r.Name, gateText(g), id, quoteList(denied))
				d.Suggestion = fmt.Sprintf("remove %s from provider %s's first_turn, or split the provider by model", r.Name, id)
			case len(allowed) == 0:
				d = diag(r.Pos, "%q is gated (%s) and provider %s serves no model the gate allows, yet its first_turn lists it", r.Name, gateText(g), id)
				d.Suggestion = fmt.Sprintf("remove %s from provider %s's first_turn", r.Name, id)
			default:
				d = diag(r.Pos, "%q is gated (%s), so provider %s's first_turn lists it but %s do not get it", r.Name, gateText(g), id, quoteList(denied))
				if witness != "" {
					d.Message += fmt.Sprintf(" (models it serves that the gate allows, such as %q, do)", witness)
				}
				d.Suggestion = "leave gated tools out of explicit heads, or split the provider by model"
			}
			d.Related = append(d.Related, rel(g.Pos, "gate declared here"))
			out = append(out, d)
		}
	}
	// Visibility conditions that test the model are gates too; their
	// verdict can also depend on the configuration.
	for _, v := range p.headSearch() {
		var d report.Diagnostic
		switch {
		case v.mixed != nil:
			c := v.mixed
			d = diag(v.ref.Pos, "%q is offered by its visibility condition to some of provider %s's models and not to others, so %s lists it but %s do not get it in %s (%s do), because %s",
				v.ref.Name, v.provider, v.ref.where, quoteList(c.denied), configFlags(p.Policy, c.provider, c.mode, "", c.settings), quoteList(c.allowed), c.because)
			d.Suggestion = "leave tools whose visibility depends on the model out of explicit heads, or split the provider by model"
		case v.hidden != nil && v.neverOffered:
			d = diag(v.ref.Pos, "%q is never offered to provider %s's models (%s) in any configuration, yet %s lists it: %s",
				v.ref.Name, v.provider, quoteList(v.hidden.denied), v.ref.where, v.hidden.because)
			d.Suggestion = fmt.Sprintf("remove %s from %s", v.ref.Name, v.ref.where)
		default:
			continue
		}
		d.Related = append(d.Related, rel(visibilityPos(p, v.ref.Name), "visibility condition declared here"))
		out = append(out, d)
	}
	for _, name := range model.SortedKeys(p.Gates) {
		g := p.Gates[name]
		if t := p.Tools[name]; t != nil && t.State == model.StateRemoved {
			d := diag(g.Pos, "gated tool %q is removed: a gated tool must stay registered so transcripts from the models it allows replay everywhere", name)
			d.Related = append(d.Related, rel(t.Pos, "%s declared removed here", name))
			d.Suggestion = "keep the tool registered (active or deferred), or drop the gate along with it"
			out = append(out, d)
		}
	}
	return out
}

func gateText(g *model.Gate) string {
	if g.VisibleFor != "" {
		return "visible only for " + g.VisibleFor
	}
	return "hidden for " + g.HiddenFor
}
