package model

import (
	"fmt"
	"slices"

	"github.com/toolpolicy/toolpolicy/resolve"
)

// Verdict says whether a name is in one partition and why, in plain words.
type Verdict struct {
	Yes    bool
	Reason string
}

// Explanation is the answer to "why is this name (not) offered here?".
type Explanation struct {
	Name         string
	Catalog      *Catalog
	Active       Verdict
	Discoverable Verdict
	Registered   Verdict
	// Checks are the conditions that apply to the tool in this
	// configuration, each with its verdict.
	Checks []resolve.Check
	// Variants are the tool's variants resolution weighed in this
	// configuration, up to the one that holds; Variant is that one's number
	// (from 1), or 0 when the tool's own definition is sent. Both are
	// empty for a tool without variants.
	Variants []resolve.VariantCheck
	Variant  int
}

// Explain says, for a declared tool, whether and why it is active,
// discoverable and registered for a provider, mode and model id.
func (p *Policy) Explain(name, provider, mode, model string) (*Explanation, error) {
	return p.ExplainQuery(name, resolve.Query{Provider: provider, Mode: mode, Model: model})
}

// ExplainQuery is Explain for one configuration, settings included. When a
// condition keeps the tool out, the verdict names it and the part of it
// that decided.
func (p *Policy) ExplainQuery(name string, q resolve.Query) (*Explanation, error) {
	provider, mode, model := q.Provider, q.Mode, q.Model
	c, err := p.ResolveQuery(q)
	if err != nil {
		return nil, err
	}
	t := p.Tools[name]
	if t == nil {
		return nil, fmt.Errorf("%q is not a declared tool", name)
	}
	e := &Explanation{Name: name, Catalog: c}
	if e.Checks, err = p.Index().Checks(q, name); err != nil {
		return nil, err
	}
	if e.Variants, e.Variant, err = p.Index().VariantChecks(q, name); err != nil {
		return nil, err
	}
	failed := func(stage string) string {
		for _, ch := range e.Checks {
			if ch.Stage == stage && !ch.Holds {
				return ch.Source + ": " + ch.Because
			}
		}
		return ""
	}
	if t.State != StateRemoved {
		if why := failed("registered"); why != "" {
			no := Verdict{false, "not registered in this configuration: " + why}
			e.Active, e.Discoverable, e.Registered = no, no, no
			return e, nil
		}
		if why := failed("visible"); why != "" && t.Visible() {
			no := Verdict{false, "not offered in this configuration: " + why}
			e.Active, e.Discoverable = no, no
			e.Registered = Verdict{true, "registered: only its visibility conditions fail, so calls still dispatch"}
			return e, nil
		}
	}
	headWhy := failed("head")
	in := func(list []string) bool { return slices.Contains(list, name) }
	gateReason := func() string {
		g := p.Gates[name]
		if g.VisibleFor != "" {
			if model == "" {
				return fmt.Sprintf("gated: only models in class %q see it, and no model id was given", g.VisibleFor)
			}
			return fmt.Sprintf("gated: only models in class %q see it, and %s is not in it", g.VisibleFor, model)
		}
		return fmt.Sprintf("gated: models in class %q do not see it, and %s is in it", g.HiddenFor, model)
	}
	headCand := slices.Contains(p.HeadCandidates(provider, mode), name)
	prov := p.Providers[provider]
	keep := slices.Contains(p.Index().KeepLoaded(), name)

	switch {
	case !t.Visible():
		e.Active = Verdict{false, t.State + " names never enter the head"}
		e.Discoverable = Verdict{false, t.State + " names are excluded from tool search"}
	case !p.GateAllows(name, model):
		e.Active = Verdict{false, gateReason()}
		e.Discoverable = Verdict{false, gateReason()}
	case in(c.Active) && prov.Explicit:
		e.Active = Verdict{true, fmt.Sprintf("listed in provider %s's first_turn", provider)}
	case !in(c.Active) && prov.Explicit:
		e.Active = Verdict{false, fmt.Sprintf("not in provider %s's explicit first_turn list, which is its whole head", provider)}
	case in(c.Active) && t.Source == SourceMCP && keep:
		e.Active = Verdict{true, "MCP tool in the keep-loaded set, loaded in every mode"}
	case in(c.Active) && t.Source == SourceMCP:
		e.Active = Verdict{true, fmt.Sprintf("mode %s offers MCP tools as active", mode)}
	case in(c.Active) && prov.Explicit:
		e.Active = Verdict{true, fmt.Sprintf("listed in provider %s's first_turn", provider)}
	case in(c.Active):
		e.Active = Verdict{true, fmt.Sprintf("state active, and provider %s uses the default active set", provider)}
	case t.Source == SourceMCP:
		e.Active = Verdict{false, fmt.Sprintf("MCP tool not in the keep-loaded set, and mode %s defers MCP tools", mode)}
	case !headCand && prov.Explicit:
		e.Active = Verdict{false, fmt.Sprintf("not in provider %s's explicit first_turn list", provider)}
	case headWhy != "" && t.Visible():
		e.Active = Verdict{false, "kept out of the head: " + headWhy}
	case !headCand && t.State == StateActive:
		e.Active = Verdict{false, fmt.Sprintf("mode %s drops it from the head", mode)}
	default:
		e.Active = Verdict{false, "state deferred: not in the default active set"}
	}
	if t.Visible() && p.GateAllows(name, model) {
		if in(c.Discoverable) {
			e.Discoverable = Verdict{true, "visible state and not in the head: found through tool search"}
		} else {
			e.Discoverable = Verdict{false, "already in the head"}
		}
	}
	switch t.State {
	case StateRemoved:
		e.Registered = Verdict{false, "removed: calls are a hard error"}
	case StateHidden:
		e.Registered = Verdict{true, "hidden-compatibility: calls still dispatch, with no notice"}
	case StateDeprecated:
		e.Registered = Verdict{true, "deprecated: calls still dispatch, and the result metadata carries the notice"}
	default:
		if !p.GateAllows(name, model) {
			e.Registered = Verdict{true, "gated tools stay registered so transcripts from other models replay"}
		} else {
			e.Registered = Verdict{true, "every state but removed is dispatchable"}
		}
	}
	return e, nil
}

// Suggest returns the candidate closest to name by edit distance, or "" when
// none is close enough to be a likely typo (resolve.Suggest).
func Suggest(name string, candidates []string) string { return resolve.Suggest(name, candidates) }
