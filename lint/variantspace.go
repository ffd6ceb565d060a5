package lint

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// The widest configurations bound every head from above, but not every
// block: a variant chosen by a setting can be longer than the definition the
// widest configuration sends, so a narrower configuration's block can be the
// larger one. The block budgets therefore also measure, around each widest
// configuration, every combination of the facts the variants' conditions
// test (and the conditions of the model classes they name), each on and off
// and each one_of option. Past maxConfigurations combinations,
// configuration-space reports the variants instead of checking them partly.

// variantFacts returns the facts the policy's variant conditions test and
// the one_of settings they test, sorted. A has_tool test is a test of the
// set holding that variant's tool.
func variantFacts(p *Pass) (facts []fact, oneOfs []string) {
	fs := newFactSet()
	mark := fs.mark
	tools := p.tools()
	for i, name := range p.toolNames() {
		for _, v := range tools[i].Variants {
			if v.When == nil {
				continue
			}
			walkFacts(p.Policy, v.When, false, map[string]bool{}, func(f fact, neg bool) {
				if f.tool {
					f = fact{setting: f.setting, member: name}
				}
				mark(f, neg)
			})
			v.When.Walk(func(c *model.Condition) {
				if c.Op != model.OpClass {
					return
				}
				if mc := p.ModelClasses[c.Name]; mc != nil && mc.Where != nil {
					walkFacts(p.Policy, mc.Where, false, map[string]bool{}, mark)
				}
			})
		}
	}
	return fs.sorted()
}

// factSet collects the facts conditions test, each once: the on/off facts,
// and apart from them the one_of settings (tried with every option).
type factSet struct {
	seen  map[fact]bool
	facts []fact
	oneOf map[string]bool
}

func newFactSet() *factSet { return &factSet{seen: map[fact]bool{}, oneOf: map[string]bool{}} }

// mark is walkFacts' callback; a fact's polarity does not matter here.
func (s *factSet) mark(f fact, _ bool) {
	if f.value != "" {
		s.oneOf[f.setting] = true
		return
	}
	if !s.seen[f] {
		s.seen[f] = true
		s.facts = append(s.facts, f)
	}
}

// sorted returns the facts sorted by name and the one_of settings' ids.
func (s *factSet) sorted() ([]fact, []string) {
	sort.Slice(s.facts, func(i, j int) bool { return s.facts[i].String() < s.facts[j].String() })
	return s.facts, model.SortedKeys(s.oneOf)
}

// spaceSize is how many combinations of facts (each on and off) and one_of
// settings (each option) there are.
func spaceSize(p *model.Policy, facts []fact, oneOfs []string) float64 {
	size := float64(uint64(1) << min(len(facts), 62))
	for _, id := range oneOfs {
		size *= float64(max(1, len(p.SettingDecls[id].Values)))
	}
	return size
}

// computeVariantViews lists the configurations, besides the widest ones,
// whose blocks the block budgets measure: each view's configuration with
// the variant facts set every way, nearest the view's own settings first.
// Only provider, mode, model, config and settings are filled in.
func (p *Pass) computeVariantViews() []view {
	x := p.Index()
	if !x.Conditional() || p.space().over {
		return nil
	}
	facts, oneOfs := variantFacts(p)
	if len(facts) == 0 && len(oneOfs) == 0 {
		return nil
	}
	if spaceSize(p.Policy, facts, oneOfs) > maxConfigurations {
		return nil // configuration-space reports it
	}
	key := func(prov, mode, id string, s resolve.Settings) string {
		return prov + "\x00" + mode + "\x00" + id + "\x00" + strings.Join(setFlags(p.Policy, s), " ")
	}
	widest := p.views()
	seen := map[string]bool{}
	for _, v := range widest {
		seen[key(v.provider, v.mode, v.model, v.settings)] = true
	}
	var out []view
	for _, v := range widest {
		base, err := x.Normalize(v.settings)
		if err != nil {
			continue
		}
		masks := nearestMasks(facts, base, "")
		// Each one_of's options, the view's own first.
		options := make([][]string, len(oneOfs))
		combos := 1
		for i, id := range oneOfs {
			vals := slices.Clone(p.SettingDecls[id].Values)
			if cur, ok := base[id].(string); ok {
				if j := slices.Index(vals, cur); j > 0 {
					vals = append([]string{cur}, slices.Delete(vals, j, j+1)...)
				}
			}
			options[i] = vals
			combos *= max(1, len(vals))
		}
		for combo := range combos {
			for _, mask := range masks {
				s := assignFacts(base, facts, mask, "")
				rest := combo
				for i, id := range oneOfs {
					if vals := options[i]; len(vals) > 0 {
						s[id] = vals[rest%len(vals)]
						rest /= len(vals)
					}
				}
				k := key(v.provider, v.mode, v.model, s)
				if seen[k] {
					continue
				}
				seen[k] = true
				out = append(out, view{provider: v.provider, mode: v.mode, model: v.model, config: variantLabel(p.Policy, s), settings: s})
			}
		}
	}
	return out
}

// variantLabel names a configuration the variant search measured by the
// --set flags that give it.
func variantLabel(p *model.Policy, s resolve.Settings) string {
	flags := setFlags(p, s)
	if len(flags) == 0 {
		return "the defaults"
	}
	return strings.Join(flags, " ")
}

// variantSpaceFinding is configuration-space's finding when the variant
// conditions test too many facts for the block budgets to try them all.
func variantSpaceFinding(p *Pass) []report.Diagnostic {
	if !p.Index().Conditional() || p.space().over {
		return nil
	}
	facts, oneOfs := variantFacts(p)
	size := spaceSize(p.Policy, facts, oneOfs)
	if size <= maxConfigurations {
		return nil
	}
	var names []string
	for _, f := range facts {
		names = append(names, f.String())
	}
	names = append(names, oneOfs...)
	pos, where := p.At("settings"), "settings"
	tools := p.tools()
	for k, name := range p.toolNames() {
		if i := slices.IndexFunc(tools[k].Variants, func(v model.Variant) bool { return v.When != nil }); i >= 0 {
			pos, where = tools[k].Variants[i].When.Pos, fmt.Sprintf("tools.%s.variants[%d].when", name, i)
			break
		}
	}
	d := diag(pos, "%s: the variants' conditions make %.0f configurations around each widest one, over the bound of %d, so the block budgets were measured in the widest configurations only; facts they test: %s",
		where, size, maxConfigurations, strings.Join(names, "; "))
	d.Suggestion = "test fewer settings in variant conditions"
	return []report.Diagnostic{d}
}
