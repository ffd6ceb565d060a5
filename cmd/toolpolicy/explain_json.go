package main

import (
	"fmt"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// explainJSON is explain --format json: the same facts as the text, as
// data. Fields are only ever added.
type explainJSON struct {
	Name           string          `json:"name"`
	Declared       bool            `json:"declared"` // a tool declaration (not only an alias or a tombstone)
	State          string          `json:"state,omitempty"`
	Source         string          `json:"source,omitempty"`
	Position       *jsonPos        `json:"position,omitempty"`
	AlsoDeclared   []jsonPos       `json:"also_declared,omitempty"`
	Niche          string          `json:"niche,omitempty"`
	Card           *string         `json:"card,omitempty"`
	Implementation string          `json:"implementation,omitempty"`
	SharedWith     []string        `json:"shared_with,omitempty"`
	Gate           *explainGate    `json:"gate,omitempty"`
	Retired        *explainRetired `json:"retired,omitempty"`
	Alias          *explainAlias   `json:"alias,omitempty"`
	Targets        []explainTarget `json:"targets"`
}

type jsonPos struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
}

func jpos(p model.Pos) jsonPos { return jsonPos{File: p.File, Line: p.Line, Column: p.Col} }

type explainGate struct {
	VisibleFor string  `json:"visible_for,omitempty"`
	HiddenFor  string  `json:"hidden_for,omitempty"`
	Position   jsonPos `json:"position"`
}

type explainRetired struct {
	Position jsonPos `json:"position"`
	Reason   string  `json:"reason,omitempty"`
	Since    string  `json:"since,omitempty"`
}

type explainAlias struct {
	Position         jsonPos  `json:"position"`
	ResolvesTo       string   `json:"resolves_to"`
	Chain            []string `json:"chain,omitempty"`
	FirstDeprecated  string   `json:"first_deprecated"`
	PlannedRemoval   string   `json:"planned_removal"`
	RemovalNotBefore string   `json:"removal_not_before,omitempty"`
	ReplaySupported  bool     `json:"replay_supported"`
	Notice           string   `json:"notice,omitempty"` // the result-metadata message of a deprecated call
}

type explainTarget struct {
	Provider     string         `json:"provider"`
	Mode         string         `json:"mode"`
	Model        string         `json:"model"`
	Active       explainVerdict `json:"active"`
	Discoverable explainVerdict `json:"discoverable"`
	Registered   explainVerdict `json:"registered"`
	// Conditions are the conditions that apply in this configuration, with
	// their verdicts; absent in a policy without any.
	Conditions []resolve.Check `json:"conditions,omitempty"`
	// Definition is the definition a tool with variants sends in this
	// configuration; absent for a tool without variants.
	Definition *explainDefinition `json:"definition,omitempty"`
	// Groups says, for each group the tool is in, what activating it loads
	// in this configuration.
	Groups []*resolve.GroupActivation `json:"groups,omitempty"`
}

// explainDefinition says which of a tool's definitions a configuration
// takes: a variant, or the tool's own (variant 0), and the variants weighed
// up to it.
type explainDefinition struct {
	Variant    int                    `json:"variant"`
	ModelClass string                 `json:"model_class,omitempty"`
	Condition  string                 `json:"condition,omitempty"`
	Position   *jsonPos               `json:"position,omitempty"`
	Kind       string                 `json:"kind"`
	Variants   []resolve.VariantCheck `json:"variants"`
}

type explainVerdict struct {
	Yes    bool   `json:"yes"`
	Reason string `json:"reason"`
}

// explainData gathers what explain says about name; the caller has checked
// that the name is declared in some way.
func explainData(p *model.Policy, name string, t target, modes []string) (*explainJSON, error) {
	out := &explainJSON{Name: name, Targets: []explainTarget{}}
	if tool := p.Tools[name]; tool != nil {
		out.Declared = true
		out.State, out.Source, out.Niche = tool.State, string(tool.Source), tool.Niche
		at := jpos(tool.Pos)
		out.Position = &at
		for _, d := range tool.Decls[min(1, len(tool.Decls)):] {
			out.AlsoDeclared = append(out.AlsoDeclared, jpos(d))
		}
		if tool.HasCard {
			card := tool.Card
			out.Card = &card
		}
		out.Implementation = tool.Implementation
		if tool.Implementation != "" {
			for _, n := range p.ToolNames() {
				if n != name && p.Tools[n].Implementation == tool.Implementation {
					out.SharedWith = append(out.SharedWith, n)
				}
			}
		}
		if g := p.Gates[name]; g != nil {
			out.Gate = &explainGate{VisibleFor: g.VisibleFor, HiddenFor: g.HiddenFor, Position: jpos(g.Pos)}
		}
	}
	if r := p.Retired[name]; r != nil {
		out.Retired = &explainRetired{Position: jpos(r.Pos), Reason: r.Reason, Since: r.Since}
	}
	if a := p.Aliases[name]; a != nil {
		r, _ := p.Index().ResolveName(name)
		ea := &explainAlias{Position: jpos(a.Pos), ResolvesTo: r.Canonical, FirstDeprecated: a.FirstDeprecated,
			PlannedRemoval: a.PlannedRemoval, RemovalNotBefore: a.RemovalNotBefore, ReplaySupported: a.ReplaySupported}
		if len(r.Chain) > 1 {
			ea.Chain = r.Chain
		}
		if d := r.Notice; d != nil {
			ea.Notice = d.Message
		}
		out.Alias = ea
	}
	if !out.Declared {
		return out, nil
	}
	for _, mode := range modes {
		q := t.query()
		q.Mode = mode
		e, err := p.Index().Explain(q, name)
		if err != nil {
			return nil, inputErr(fmt.Errorf("explaining %s: %w", name, err))
		}
		groups, err := toolGroups(p, name, q)
		if err != nil {
			return nil, inputErr(err)
		}
		out.Targets = append(out.Targets, explainTarget{
			Provider: t.provider, Mode: mode, Model: t.model,
			Active:       explainVerdict(e.Active),
			Discoverable: explainVerdict(e.Discoverable),
			Registered:   explainVerdict(e.Registered),
			Conditions:   e.Checks,
			Definition:   definitionData(p.Tools[name], e),
			Groups:       groups,
		})
	}
	return out, nil
}

// definitionData is explainDefinition for a tool in one configuration; nil
// for a tool without variants.
func definitionData(tool *model.Tool, e *resolve.Explanation) *explainDefinition {
	if len(tool.Variants) == 0 {
		return nil
	}
	d := &explainDefinition{Variant: e.Variant, Kind: resolve.KindFunction, Variants: e.Variants}
	if e.Variant > 0 {
		v := &tool.Variants[e.Variant-1]
		at := jpos(v.Pos)
		d.ModelClass, d.Position = v.Class, &at
		if v.When != nil {
			d.Condition = v.When.String()
		}
		if v.Kind != "" {
			d.Kind = v.Kind
		}
	}
	return d
}

// toolGroups is what activating each of a tool's groups loads in q.
func toolGroups(p *model.Policy, name string, q resolve.Query) ([]*resolve.GroupActivation, error) {
	var out []*resolve.GroupActivation
	for _, g := range p.Tools[name].Groups {
		if p.Groups[g.Name] == nil {
			continue // condition-reference reports it
		}
		a, err := p.Index().ActivateGroup(q, g.Name)
		if err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

// explainGroupJSON is explain --format json for a group id.
type explainGroupJSON struct {
	Group    string    `json:"group"`
	Card     string    `json:"card,omitempty"`
	Doc      string    `json:"doc,omitempty"`
	When     string    `json:"when"`
	Position *jsonPos  `json:"position,omitempty"`
	Members  []string  `json:"members"`
	Targets  []groupAt `json:"targets"`
}

type groupAt struct {
	Provider   string                   `json:"provider"`
	Mode       string                   `json:"mode"`
	Model      string                   `json:"model"`
	Activation *resolve.GroupActivation `json:"activation"`
}

// groupData gathers what explain says about a group: its declaration and,
// per mode, what activating it loads.
func groupData(p *model.Policy, id string, t target, modes []string) (*explainGroupJSON, error) {
	g := p.Groups[id]
	x := p.Index()
	out := &explainGroupJSON{Group: id, Card: g.Card, Doc: g.Doc, When: "true", Members: x.GroupTools(id), Targets: []groupAt{}}
	if out.Members == nil {
		out.Members = []string{}
	}
	if g.When != nil {
		out.When = g.When.Resolve().String()
	}
	if g.Pos.IsValid() {
		at := jpos(g.Pos)
		out.Position = &at
	}
	for _, mode := range modes {
		q := t.query()
		q.Mode = mode
		a, err := x.ActivateGroup(q, id)
		if err != nil {
			return nil, inputErr(err)
		}
		out.Targets = append(out.Targets, groupAt{Provider: t.provider, Mode: mode, Model: t.model, Activation: a})
	}
	return out, nil
}
