package lint

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// This file checks the names a policy writes into heads (first_turn,
// head_add, keep_loaded) in every configuration, not only the widest.
//
// Whether a listed tool is offered is not monotone in the settings: a
// visibility condition can hide it when a setting is on or when it is off.
// So for each listed tool whose visibility depends on a condition, the
// search enumerates the facts *that tool's* conditions test (its own and
// exposure's registration and visibility conditions, the modes'
// registration conditions, and the groups they name), each on and off, and
// each one_of option, in every mode and for every sample model of the
// provider: 2^facts × options × modes × models verdicts. A tool's
// conditions test a few facts, whatever the policy's size; past
// maxConfigurations assignments for one tool, configuration-space reports
// the tool instead of checking it partly. Assignments are tried nearest the
// defaults first, so a finding names the configuration with the fewest
// --set flags that shows it.

// headVerdict is what a search found for one head reference.
type headVerdict struct {
	ref headRef
	// hidden: a configuration in which every model of the provider is
	// denied a tool that is registered there; mixed: one in which some
	// models are offered it and some are not.
	hidden, mixed *configVerdict
	// neverOffered: no configuration offers it to any model of the
	// provider, and its visibility condition tests the model.
	neverOffered bool
	modelDriven  bool
	provider     string
	why          string // the visibility condition that failed, as explain says it
	over         float64
}

// configVerdict is one configuration a search decided on.
type configVerdict struct {
	provider, mode string
	settings       resolve.Settings
	allowed        []string
	denied         []string
	because        string
}

// searchHeads runs the search for every head reference that needs it.
func (p *Pass) searchHeads() []headVerdict {
	x := p.Index()
	if !x.Conditional() {
		return nil
	}
	var out []headVerdict
	for _, r := range headRefs(p) {
		t := p.Tools[r.Name]
		if t == nil || !t.Visible() || p.Gates[r.Name] != nil || dispatchOnly(t) {
			continue
		}
		if t.VisibleWhen == nil && p.Exposure.VisibleWhen == nil {
			continue
		}
		for _, prov := range r.providers(p) {
			if v, ok := p.searchHead(r, prov); ok {
				out = append(out, v)
			}
		}
	}
	return out
}

// providers returns the providers a head reference puts its tool in front
// of, and modes the modes (nil: all).
func (r headRef) providers(p *Pass) []string {
	switch {
	case r.provider != "":
		return []string{r.provider}
	case r.mode != "":
		return p.ProviderIDs()
	}
	var out []string
	for _, id := range p.ProviderIDs() {
		if pr := p.Providers[id]; pr != nil && len(pr.FirstTurn) == 0 {
			out = append(out, id)
		}
	}
	return out
}

// searchHead enumerates one tool's configurations for one provider.
func (p *Pass) searchHead(r headRef, prov string) (headVerdict, bool) {
	x := p.Index()
	t := p.Tools[r.Name]
	v := headVerdict{ref: r, provider: prov}
	var conds []*model.Condition
	for _, c := range []*model.Condition{p.Exposure.RegisteredWhen, t.RegisteredWhen, p.Exposure.VisibleWhen, t.VisibleWhen} {
		if c != nil {
			conds = append(conds, c)
		}
	}
	for _, id := range p.ModeIDs() {
		if m := p.Modes[id]; m != nil && m.RegisteredWhen != nil {
			conds = append(conds, m.RegisteredWhen)
		}
	}
	fs := newFactSet()
	mark := fs.mark
	for _, c := range conds {
		walkFacts(p.Policy, c, false, map[string]bool{}, mark)
		// Exposure's registration defaults to in_enabled_group when the
		// policy has groups and states none.
	}
	if p.Exposure.RegisteredWhen == nil && len(p.Groups) > 0 {
		for _, id := range model.SortedKeys(p.Groups) {
			walkGroup(p.Policy, id, false, map[string]bool{}, mark)
		}
	}
	for _, c := range []*model.Condition{p.Exposure.VisibleWhen, t.VisibleWhen} {
		if c != nil {
			c.Walk(func(c *model.Condition) {
				if c.Op == model.OpClass || c.Op == model.OpAttribute {
					v.modelDriven = true
				}
			})
		}
	}
	facts, oneOfs := fs.sorted()
	if size := spaceSize(p.Policy, facts, oneOfs); size > maxConfigurations {
		v.over = size
		return v, true
	}
	defaults, err := x.Normalize(resolve.Settings{})
	if err != nil {
		return v, false // condition-reference reports a bad default
	}
	// The order to try assignments in: fewest facts changed from the
	// defaults first.
	masks := nearestMasks(facts, defaults, r.Name)
	models := p.providerModels(prov)
	if len(models) == 0 {
		models = []string{""}
	}
	modes := p.ModeIDs()
	if r.mode != "" {
		modes = []string{r.mode}
	}
	optionCombos := 1
	for _, id := range oneOfs {
		optionCombos *= len(p.SettingDecls[id].Values)
	}
	offeredAnywhere := false
	for _, mode := range modes {
		if p.Modes[mode] == nil {
			continue
		}
		for combo := range optionCombos {
			for _, mask := range masks {
				s := assignFacts(defaults, facts, mask, r.Name)
				rest := combo
				for _, id := range oneOfs {
					vals := p.SettingDecls[id].Values
					s[id] = vals[rest%len(vals)]
					rest /= len(vals)
				}
				cv := &configVerdict{provider: prov, mode: mode, settings: s}
				for _, m := range models {
					checks, err := x.Checks(resolve.Query{Provider: prov, Mode: mode, Model: m, Settings: s}, r.Name)
					if err != nil {
						return v, false
					}
					reg, vis, because := true, true, ""
					for _, c := range checks {
						switch {
						case c.Holds:
						case c.Stage == "registered":
							reg = false
						case c.Stage == "visible" && vis:
							vis, because = false, c.Source+": "+c.Because
						}
					}
					switch {
					case !reg:
					case vis:
						cv.allowed = append(cv.allowed, m)
					default:
						cv.denied = append(cv.denied, m)
						if cv.because == "" {
							cv.because = because
						}
					}
				}
				if len(cv.allowed) > 0 {
					offeredAnywhere = true
				}
				switch {
				case len(cv.denied) == 0:
				case len(cv.allowed) > 0:
					if v.mixed == nil {
						v.mixed = cv
					}
				case len(cv.denied) == len(models):
					if v.hidden == nil {
						v.hidden = cv
					}
				}
			}
		}
	}
	if v.hidden != nil && !offeredAnywhere && v.modelDriven {
		// No configuration offers it to this provider's models: the
		// condition's verdict on them, not a setting, keeps it out.
		v.neverOffered = true
	}
	return v, v.hidden != nil || v.mixed != nil
}

// factOn reports whether a normalized configuration has a fact on.
func factOn(s resolve.Settings, f fact, tool string) bool {
	switch v := s[f.setting].(type) {
	case bool:
		return v
	case []string:
		if f.tool {
			return slices.Contains(v, tool)
		}
		return slices.Contains(v, f.member)
	}
	return false
}

// assignFacts returns the defaults with each fact set as mask says.
func assignFacts(defaults resolve.Settings, facts []fact, mask int, tool string) resolve.Settings {
	s := resolve.Settings{}
	for k, v := range defaults {
		if l, ok := v.([]string); ok {
			v = slices.Clone(l)
		}
		s[k] = v
	}
	for i, f := range facts {
		on := mask&(1<<i) != 0
		switch v := s[f.setting].(type) {
		case bool:
			s[f.setting] = on
		case []string:
			m := f.member
			if f.tool {
				m = tool
			}
			v = slices.DeleteFunc(v, func(e string) bool { return e == m })
			if on {
				v = append(v, m)
			}
			s[f.setting] = v
		}
	}
	return s
}

// configFlags names a configuration as the command line does: the
// provider, mode and model, and a --set for each setting that differs from
// its default (a set's members comma-separated, long ones cut short).
func configFlags(p *model.Policy, prov, mode, modelID string, s resolve.Settings) string {
	var parts []string
	if prov != "" {
		parts = append(parts, "--provider "+prov)
	}
	if mode != "" {
		parts = append(parts, "--mode "+mode)
	}
	if modelID != "" {
		parts = append(parts, "--model "+modelID)
	}
	parts = append(parts, setFlags(p, s)...)
	return strings.Join(parts, " ")
}

// setFlags renders the settings that differ from their defaults as --set
// flags, sorted by setting.
func setFlags(p *model.Policy, s resolve.Settings) []string {
	x := p.Index()
	defaults, err := x.Normalize(resolve.Settings{})
	if err != nil {
		return nil
	}
	norm, err := x.Normalize(s)
	if err != nil {
		return nil
	}
	var out []string
	for _, id := range x.SettingIDs() {
		d, v := defaults[id], norm[id]
		switch v := v.(type) {
		case []string:
			if slices.Equal(v, d.([]string)) {
				continue
			}
			shown := v
			if len(v) > 8 {
				shown = append(slices.Clone(v[:8]), fmt.Sprintf("… (%d members)", len(v)))
			}
			out = append(out, "--set "+id+"="+strings.Join(shown, ","))
		default:
			if fmt.Sprint(v) == fmt.Sprint(d) {
				continue
			}
			out = append(out, fmt.Sprintf("--set %s=%v", id, v))
		}
	}
	return out
}

// nearestMasks returns every assignment of facts (bit i set: fact i on),
// those that change the fewest facts from base first. tool is the tool a
// has_tool fact is about, when the facts are one tool's.
func nearestMasks(facts []fact, base resolve.Settings, tool string) []int {
	baseMask := 0
	for i, f := range facts {
		if factOn(base, f, tool) {
			baseMask |= 1 << i
		}
	}
	masks := make([]int, 1<<len(facts))
	for i := range masks {
		masks[i] = i
	}
	sort.SliceStable(masks, func(i, j int) bool {
		return bits.OnesCount(uint(masks[i]^baseMask)) < bits.OnesCount(uint(masks[j]^baseMask))
	})
	return masks
}
