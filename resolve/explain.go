package resolve

import (
	"fmt"
	"slices"
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
	Checks []Check
	// Variants are the tool's variants resolution weighed in this
	// configuration, up to the one that holds; Variant is that one's number
	// (from 1), or 0 when the tool's own definition is sent. Both are
	// empty for a tool without variants.
	Variants []VariantCheck
	Variant  int
}

// Explain says, for a declared tool, whether and why it is active,
// discoverable and registered in one configuration. When a condition keeps
// the tool out, the verdict names it and the part of it that decided.
func (x *Index) Explain(q Query, name string) (*Explanation, error) {
	c, err := x.ResolveQuery(q)
	if err != nil {
		return nil, err
	}
	i, ok := x.pos[name]
	if !ok {
		return nil, fmt.Errorf("%q is not a declared tool", name)
	}
	t := x.catalog[i]
	e := &Explanation{Name: name, Catalog: c}
	if e.Checks, err = x.Checks(q, name); err != nil {
		return nil, err
	}
	if e.Variants, e.Variant, err = x.VariantChecks(q, name); err != nil {
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
		// Gates are visibility conditions (Checks).
		if why := failed("visible"); why != "" && x.visible[i] {
			no := Verdict{false, "not offered in this configuration: " + why}
			e.Active, e.Discoverable = no, no
			e.Registered = Verdict{true, "registered: only its visibility conditions fail, so calls still dispatch"}
			return e, nil
		}
	}
	e.Active, e.Discoverable = x.offerVerdicts(q, i, c, failed("head"))
	switch {
	case t.State == StateRemoved:
		e.Registered = Verdict{false, "removed: calls are a hard error"}
	case t.State == StateHidden:
		e.Registered = Verdict{true, "hidden-compatibility: calls still dispatch, with no notice"}
	case t.State == StateDeprecated:
		e.Registered = Verdict{true, "deprecated: calls still dispatch, and the result metadata carries the notice"}
	default:
		e.Registered = Verdict{true, "every state but removed is dispatchable"}
	}
	return e, nil
}

// offerVerdicts says why catalog position i, registered and offered, is or
// is not in c's head and tool-search pool: the step of head that decided,
// or headWhy, the head condition that failed ("" when none did). A gate is
// a visibility condition: Explain has said why a gated-out tool is not
// offered.
func (x *Index) offerVerdicts(q Query, i int, c *Catalog, headWhy string) (active, discoverable Verdict) {
	t, p, m := x.catalog[i], x.providers[q.Provider], x.modes[q.Mode]
	if !x.visible[i] {
		return Verdict{false, string(t.State) + " names never enter the head"},
			Verdict{false, string(t.State) + " names are excluded from tool search"}
	}
	discoverable = Verdict{false, "already in the head"}
	if slices.Contains(c.Discoverable, t.Name) {
		discoverable = Verdict{true, "visible state and not in the head: found through tool search"}
	}
	inHead := slices.Contains(c.Active, t.Name)
	switch {
	case p.Explicit && inHead:
		active = Verdict{true, fmt.Sprintf("listed in provider %s's first_turn", p.ID)}
	case p.Explicit:
		active = Verdict{false, fmt.Sprintf("not in provider %s's explicit first_turn list, which is its whole head", p.ID)}
	case inHead && x.mcp[i] && x.keep[i]:
		active = Verdict{true, "MCP tool in the keep-loaded set, loaded in every mode"}
	case inHead && x.mcp[i]:
		active = Verdict{true, fmt.Sprintf("mode %s offers MCP tools as active", m.ID)}
	case inHead:
		active = Verdict{true, fmt.Sprintf("state active, and provider %s uses the default active set", p.ID)}
	case x.mcp[i]:
		active = Verdict{false, fmt.Sprintf("MCP tool not in the keep-loaded set, and mode %s defers MCP tools", m.ID)}
	default:
		active = Verdict{false, "state deferred: not in the default active set"}
		if headWhy != "" {
			active = Verdict{false, "kept out of the head: " + headWhy}
		} else if t.State == StateActive && !slices.Contains(x.candidates(p, m), i) {
			active = Verdict{false, fmt.Sprintf("mode %s drops it from the head", m.ID)}
		}
	}
	return active, discoverable
}
