package lint

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// This file holds the rules about settings and conditions, and the
// configuration space the head rules check.
//
// The space is bounded, not enumerated. A fact a condition tests (a bool
// setting, a one_of's value, a set's member, a set holding the tool itself)
// is *positive* when every test of it sits under an even number of `not`s,
// counting through group references: turning it on can only add tools to
// registries, views and heads. It is *negative* when every test sits under
// an odd number, and *mixed* otherwise. Every configuration's head is then a
// subset of the head of a configuration with each positive fact on, each
// negative fact off and the mixed facts as that configuration has them. So
// the rules that bound a head from above (budget-max, budget-target,
// provider-limits) and dead-tool (a tool no configuration offers) only need
// those maximal configurations: 2^(mixed facts), times the one_of settings'
// options. Settings no condition mentions cannot change anything and keep
// their defaults. Over maxConfigurations, configuration-space reports the
// policy instead of checking it partly.

// maxConfigurations bounds the configurations the rules check per provider,
// mode and model.
const maxConfigurations = 256

// namedConfig is one configuration the rules check, with its settings as a
// finding names them.
type namedConfig struct {
	label    string
	settings resolve.Settings
}

// fact is one yes/no question a condition asks of a configuration.
type fact struct {
	setting string
	member  string // a set member; "" for a bool setting or has_tool
	tool    bool   // the set holds the tool in question
	value   string // a one_of's option
}

func (f fact) String() string {
	switch {
	case f.tool:
		return f.setting + " holding the tool"
	case f.member != "":
		return f.setting + " holding " + f.member
	case f.value != "":
		return f.setting + " = " + f.value
	}
	return f.setting
}

// space is the bounded configuration space of a policy.
type space struct {
	configs []namedConfig
	mixed   []fact
	size    float64 // configurations needed when over the bound
	over    bool
}

// conditionsOf calls f on every condition the policy states, with where it
// applies (for messages) and whether it is about a tool.
func conditionsOf(p *Pass, f func(c *model.Condition, where string, toolScope bool)) {
	tools := p.tools()
	for i, name := range p.toolNames() {
		t := tools[i]
		for _, c := range []struct {
			c *model.Condition
			k string
		}{{t.RegisteredWhen, "registered_when"}, {t.VisibleWhen, "visible_when"}, {t.HeadWhen, "head_when"}} {
			if c.c != nil {
				f(c.c, "tools."+name+"."+c.k, true)
			}
		}
		for i, v := range t.Variants {
			if v.When != nil {
				f(v.When, "tools."+name+".variants["+strconv.Itoa(i)+"].when", true)
			}
		}
	}
	for _, c := range []struct {
		c *model.Condition
		k string
	}{{p.Exposure.RegisteredWhen, "registered_when"}, {p.Exposure.VisibleWhen, "visible_when"}, {p.Exposure.HeadWhen, "head_when"}} {
		if c.c != nil {
			f(c.c, "exposure."+c.k, true)
		}
	}
	for _, id := range p.ModeIDs() {
		if m := p.Modes[id]; m != nil && m.RegisteredWhen != nil {
			f(m.RegisteredWhen, "modes."+id+".registered_when", true)
		}
	}
	for _, id := range model.SortedKeys(p.Groups) {
		if g := p.Groups[id]; g.When != nil {
			f(g.When, "groups."+id+".when", false)
		}
	}
	for _, id := range model.SortedKeys(p.ModelClasses) {
		if c := p.ModelClasses[id]; c != nil && c.Where != nil {
			f(c.Where, "model_classes."+id+".where", false)
		}
	}
}

// walkFacts calls mark on every fact c tests, with whether it sits under an
// odd number of nots, following group references (a group's when is walked
// where the group is tested, with that polarity). A one_of's test marks
// each of its options both ways: every option is tried.
func walkFacts(p *model.Policy, c *model.Condition, negated bool, seen map[string]bool, mark func(f fact, negated bool)) {
	switch c.Op {
	case model.OpNot:
		for _, a := range c.Args {
			walkFacts(p, a, !negated, seen, mark)
		}
	case model.OpAll, model.OpAny:
		for _, a := range c.Args {
			walkFacts(p, a, negated, seen, mark)
		}
	case model.OpSetting:
		s := p.SettingDecls[c.Name]
		if s == nil {
			return
		}
		switch {
		case c.HasTool:
			mark(fact{setting: c.Name, tool: true}, negated)
		case c.Has != "":
			// A member the setting cannot hold is condition-reference's
			// finding; no configuration can set it.
			if slices.Contains(p.Index().SettingMembers(c.Name), c.Has) {
				mark(fact{setting: c.Name, member: c.Has}, negated)
			}
		case s.Type == "one_of":
			for _, v := range s.Values {
				mark(fact{setting: c.Name, value: v}, false)
				mark(fact{setting: c.Name, value: v}, true)
			}
		case c.Is == "false":
			// {is: false} holds when the setting is off: a not.
			mark(fact{setting: c.Name}, !negated)
		default:
			mark(fact{setting: c.Name}, negated)
		}
	case model.OpGroup:
		walkGroup(p, c.Name, negated, seen, mark)
	case model.OpInEnabledGroup:
		for _, id := range model.SortedKeys(p.Groups) {
			walkGroup(p, id, negated, seen, mark)
		}
	}
}

// computeSpace classifies every fact and lists the maximal configurations.
func computeSpace(p *Pass) *space {
	const pos, neg = 1, 2
	polarity := map[fact]int{}
	markPolarity := func(f fact, negated bool) {
		if negated {
			polarity[f] |= neg
		} else {
			polarity[f] |= pos
		}
	}
	walk := func(c *model.Condition, negated bool, seen map[string]bool) {
		walkFacts(p.Policy, c, negated, seen, markPolarity)
	}
	conditionsOf(p, func(c *model.Condition, where string, _ bool) {
		if strings.HasPrefix(where, "groups.") {
			return // walked where a group is referenced, with that polarity
		}
		walk(c, false, map[string]bool{})
	})

	sp := &space{}
	base := resolve.Settings{}
	var members = map[string][]string{}
	for f, pol := range polarity {
		s := p.SettingDecls[f.setting]
		switch {
		case f.value != "":
			continue
		case pol == pos|neg:
			sp.mixed = append(sp.mixed, f)
			continue
		}
		on := pol == pos
		switch {
		case s.Type == "bool":
			base[f.setting] = on
		case f.tool:
			if on {
				members[f.setting] = append(members[f.setting], "*all-tools*")
			}
		default:
			if on {
				members[f.setting] = append(members[f.setting], f.member)
			}
		}
	}
	sort.Slice(sp.mixed, func(i, j int) bool { return sp.mixed[i].String() < sp.mixed[j].String() })
	var oneOfs []string
	for _, id := range model.SortedKeys(p.SettingDecls) {
		if p.SettingDecls[id].Type == "one_of" {
			for f := range polarity {
				if f.setting == id && f.value != "" {
					oneOfs = append(oneOfs, id)
					break
				}
			}
		}
	}
	size := 1.0
	for range sp.mixed {
		size *= 2
	}
	for _, id := range oneOfs {
		size *= float64(max(1, len(p.SettingDecls[id].Values)))
	}
	sp.size = size
	if size > maxConfigurations {
		sp.over = true
		return sp
	}
	x := p.Index()
	allTools := x.CatalogOrder()
	n := int(size)
	for k := range n {
		s := resolve.Settings{}
		for id, v := range base {
			s[id] = v
		}
		sets := map[string][]string{}
		for id, ms := range members {
			for _, m := range ms {
				if m == "*all-tools*" {
					sets[id] = append(sets[id], allTools...)
				} else {
					sets[id] = append(sets[id], m)
				}
			}
		}
		rest := k
		for _, f := range sp.mixed {
			on := rest%2 == 1
			rest /= 2
			switch {
			case !on:
			case p.SettingDecls[f.setting].Type == "bool":
				s[f.setting] = true
			case f.tool:
				sets[f.setting] = append(sets[f.setting], allTools...)
			default:
				sets[f.setting] = append(sets[f.setting], f.member)
			}
		}
		for _, f := range sp.mixed {
			if _, ok := s[f.setting]; !ok && p.SettingDecls[f.setting].Type == "bool" {
				s[f.setting] = false
			}
		}
		for _, id := range oneOfs {
			vals := p.SettingDecls[id].Values
			v := vals[rest%len(vals)]
			rest /= len(vals)
			s[id] = v
		}
		for id, ms := range sets {
			if p.SettingDecls[id].Type == "set" {
				s[id] = uniq(ms)
			}
		}
		// Sets the space leaves out are empty in a maximal configuration
		// only when a condition tests them; the others keep their defaults.
		for id, st := range p.SettingDecls {
			if _, ok := s[id]; !ok && st.Type == "set" && testedSet(polarity, id) {
				s[id] = []string{}
			}
		}
		nc := namedConfig{settings: s}
		if len(p.SettingDecls) > 0 {
			nc.label = widestLabel(p.Policy, s)
		}
		sp.configs = append(sp.configs, nc)
	}
	return sp
}

func walkGroup(p *model.Policy, id string, negated bool, seen map[string]bool, mark func(fact, bool)) {
	g := p.Groups[id]
	if g == nil || g.When == nil || seen[id] {
		return
	}
	seen[id] = true
	walkFacts(p, g.When, negated, seen, mark)
	delete(seen, id)
}

func testedSet(polarity map[fact]int, id string) bool {
	for f := range polarity {
		if f.setting == id {
			return true
		}
	}
	return false
}

func uniq(list []string) []string {
	out := slices.Clone(list)
	slices.Sort(out)
	return slices.Compact(out)
}

// widestLabel names a widest configuration by the --set flags that give it.
func widestLabel(p *model.Policy, s resolve.Settings) string {
	flags := setFlags(p, s)
	if len(flags) == 0 {
		return "the defaults, the widest configuration"
	}
	return "the widest configuration, " + strings.Join(flags, " ")
}

var conditionReference = &Rule{
	ID:       "condition-reference",
	Summary:  "A condition, setting or tool naming a setting, value, group, annotation, class, provider or mode the policy does not declare, or testing it the wrong way",
	Severity: report.SeverityError,
	Why: `
A condition that names something undeclared never holds (or, under a not,
always does), so the tools it guards silently vanish or appear in every
configuration. The same goes for a set member no configuration can hold, an
is: on a set, a has: on a bool, a tool's annotation or group that is not
declared, and a condition about the tool (an annotation, in_enabled_group,
has_tool) where there is no tool: a group's when or a model class's where.`,
	Bad: `
settings: read_only: type: "bool"
exposure: registered_when: {not: {all: [{setting: "readonly", is: true}, {annotation: "readOnlyHint", is: false}]}}`,
	Good: `
settings: read_only: type: "bool"
exposure: registered_when: {not: {all: [{setting: "read_only", is: true}, {annotation: "readOnlyHint", is: false}]}}`,
	Run: runConditionReference,
}

func runConditionReference(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	x := p.Index()
	annotations := map[string]string{}
	for _, a := range resolve.MCPAnnotations {
		annotations[a.ID] = a.Type
	}
	for id, a := range p.Annotations {
		annotations[id] = a.Type
	}
	unknown := func(pos model.Pos, kind, name string, known []string) {
		d := diag(pos, "%s %q is not declared", kind, name)
		if s := resolve.Suggest(name, known); s != "" {
			d.Suggestion = fmt.Sprintf("did you mean %q?", s)
		}
		out = append(out, d)
	}
	conditionsOf(p, func(root *model.Condition, where string, toolScope bool) {
		root.Walk(func(c *model.Condition) {
			pos := c.NamePos
			if !pos.IsValid() {
				pos = c.Pos
			}
			switch c.Op {
			case model.OpSetting:
				s := p.SettingDecls[c.Name]
				if s == nil {
					unknown(pos, "setting", c.Name, model.SortedKeys(p.SettingDecls))
					return
				}
				switch {
				case c.HasTool && s.MembersFrom != resolve.MembersTools:
					out = append(out, diag(pos, "%s: has_tool tests a set of tool names; setting %s is not one", where, c.Name))
				case c.HasTool && !toolScope:
					out = append(out, diag(pos, "%s: has_tool asks about the tool, and a %s has none", where, scopeName(where)))
				case c.Has != "" && s.Type != "set":
					out = append(out, diag(pos, "%s: has tests a set; setting %s is a %s (use is:)", where, c.Name, s.Type))
				case c.Has != "":
					if !slices.Contains(x.SettingMembers(c.Name), c.Has) {
						d := diag(pos, "%s: setting %s never holds %q", where, c.Name, c.Has)
						if sg := resolve.Suggest(c.Has, x.SettingMembers(c.Name)); sg != "" {
							d.Suggestion = fmt.Sprintf("did you mean %q?", sg)
						}
						out = append(out, d)
					}
				case !c.HasTool && s.Type == "set":
					out = append(out, diag(pos, "%s: setting %s is a set; test a member with has: (or the tool with has_tool: true)", where, c.Name))
				case s.Type == "bool" && c.Is != "true" && c.Is != "false":
					out = append(out, diag(pos, "%s: setting %s is a bool; is: %q never matches", where, c.Name, c.Is))
				case s.Type == "one_of" && !slices.Contains(s.Values, c.Is):
					d := diag(pos, "%s: setting %s is never %q", where, c.Name, c.Is)
					if sg := resolve.Suggest(c.Is, s.Values); sg != "" {
						d.Suggestion = fmt.Sprintf("did you mean %q?", sg)
					}
					out = append(out, d)
				}
			case model.OpGroup:
				if p.Groups[c.Name] == nil {
					unknown(pos, "group", c.Name, model.SortedKeys(p.Groups))
				}
			case model.OpInEnabledGroup:
				if !toolScope {
					out = append(out, diag(c.Pos, "%s: in_enabled_group asks about the tool, and a %s has none", where, scopeName(where)))
				}
			case model.OpAnnotation:
				typ, ok := annotations[c.Name]
				switch {
				case !ok:
					unknown(pos, "annotation", c.Name, model.SortedKeys(annotations))
				case !toolScope:
					out = append(out, diag(pos, "%s: an annotation belongs to a tool, and a %s has none", where, scopeName(where)))
				case typ == "bool" && c.Is != "true" && c.Is != "false":
					out = append(out, diag(pos, "%s: annotation %s is a bool; is: %q never matches", where, c.Name, c.Is))
				}
			case model.OpClass:
				if p.ModelClasses[c.Name] == nil {
					unknown(pos, "model class", c.Name, model.SortedKeys(p.ModelClasses))
				}
			case model.OpProvider:
				if p.Providers[c.Name] == nil {
					unknown(pos, "provider", c.Name, p.ProviderIDs())
				}
			case model.OpMode:
				if p.Modes[c.Name] == nil {
					unknown(pos, "mode", c.Name, p.ModeIDs())
				}
			case model.OpAttribute:
				if !strings.HasPrefix(where, "model_classes.") {
					out = append(out, diag(pos, "%s: attribute tests a model record; only a model class's where can", where))
				}
				for _, s := range []string{c.AtLeast, c.AtMost} {
					if s == "" {
						continue
					}
					if _, err := strconv.ParseFloat(s, 64); err != nil {
						out = append(out, diag(pos, "%s: %q is not a number", where, s))
					}
				}
			}
		})
	})
	tools := p.tools()
	for i, name := range p.toolNames() {
		t := tools[i]
		for _, g := range t.Groups {
			if p.Groups[g.Name] == nil {
				unknown(g.Pos, "group", g.Name, model.SortedKeys(p.Groups))
			}
		}
		for _, k := range model.SortedKeys(t.Annotations) {
			typ, ok := annotations[k]
			pos := p.At("tools", name, "annotations", k)
			if !ok {
				unknown(pos, "annotation", k, model.SortedKeys(annotations))
				continue
			}
			if v := t.Annotations[k]; typ == "bool" && v != "true" && v != "false" {
				out = append(out, diag(pos, "annotation %s of tool %q is a bool, not %q", k, name, v))
			}
		}
	}
	for _, id := range model.SortedKeys(p.SettingDecls) {
		s := p.SettingDecls[id]
		pos := s.Pos
		switch {
		case s.Type == "one_of" && len(s.Values) == 0:
			out = append(out, diag(pos, "setting %s is a one_of with no values", id))
		case s.Type != "set" && (s.MembersFrom != "" || s.OldNames || len(s.Keywords) > 0):
			out = append(out, diag(pos, "setting %s is a %s: members_from, old_names and keywords are for sets", id, s.Type))
		case s.Type == "set" && s.MembersFrom != "" && len(s.Values) > 0:
			out = append(out, diag(pos, "setting %s takes its members from %s and lists values too; choose one", id, s.MembersFrom))
		case s.OldNames && s.MembersFrom != resolve.MembersTools:
			out = append(out, diag(pos, "setting %s: old_names needs members_from: \"tools\"", id))
		}
		if s.HasDefault || len(s.Keywords) > 0 {
			if _, err := x.Normalize(resolve.Settings{}); err != nil {
				var se *resolve.SettingError
				if errorsAs(err, &se) && se.Setting == id {
					out = append(out, diag(p.At("settings", id, "default"), "setting %s's default is not a value it accepts: %v", id, err))
				}
			}
		}
	}
	for _, id := range model.SortedKeys(p.Configurations) {
		c := p.Configurations[id]
		if _, err := x.ResolveSharedQuery(resolve.Query{Provider: orDefault(c.Provider, p.Index().ProviderFor("")), Mode: c.Mode, Model: c.Model, Settings: c.Settings}); err != nil {
			out = append(out, diag(c.Pos, "configuration %s: %v", id, err))
		}
	}
	return out
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func scopeName(where string) string {
	if strings.HasPrefix(where, "groups.") {
		return "group's when"
	}
	return "model class's where"
}

var configurationSpace = &Rule{
	ID:       "configuration-space",
	Summary:  "Settings whose conditions make too many configurations to check every head (the bound is 256 widest configurations, and 256 per listed tool)",
	Severity: report.SeverityError,
	Why: `
The head rules (budget-max, budget-target, provider-limits, dead-tool) hold in
every configuration the policy allows. toolpolicy checks the widest
configurations only: a fact every condition tests one way (only under not,
or never) is set the way that offers most, so only facts tested both ways
(mixed) and one_of options multiply. Past 256 configurations per provider,
mode and model the policy is not checked partly and silently: this finding
says which facts are mixed. Make them one-way (test a setting's opposite
with a second setting) or split the policy.

hidden-in-head and gate-leak try, for each tool a head list names, every
configuration of the facts that tool's conditions test; past 256 for one
tool, that tool is reported here instead.

A variant picked by a setting can make a narrower configuration's block the
larger, so the block budgets also try, around each widest configuration,
every combination of the facts the variants' conditions test; past 256,
the variants are reported here instead.`,
	Bad: `
// ten feature flags, each enabling a new tool and hiding an old one
tools: issue_write: registered_when: {not: {setting: "features", has: "f1"}}`,
	Good: `
tools: issue_write: registered_when: {not: {setting: "features", has: "f1"}}
// (and fewer than eight such flags)`,
	Run: runConfigurationSpace,
}

func runConfigurationSpace(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	for _, v := range p.headSearch() {
		if v.over > 0 {
			d := diag(v.ref.Pos, "%q in %s: its conditions make %.0f configurations for provider %s, over the bound of %d, so hidden-in-head and gate-leak did not check it across settings",
				v.ref.Name, v.ref.where, v.over, v.provider, maxConfigurations)
			d.Suggestion = "test fewer settings in the conditions that decide this tool, or leave it out of the list"
			out = append(out, d)
		}
	}
	out = append(out, variantSpaceFinding(p)...)
	sp := p.space()
	if !sp.over {
		return out
	}
	var facts []string
	for _, f := range sp.mixed {
		facts = append(facts, f.String())
	}
	pos := p.At("settings")
	d := diag(pos, "the settings make %.0f widest configurations per provider, mode and model, over the bound of %d, so the head rules were not checked across settings; facts tested both ways: %s",
		sp.size, maxConfigurations, strings.Join(facts, "; "))
	d.Suggestion = "test each fact one way only, or fewer of them"
	return append(out, d)
}

func errorsAs(err error, target **resolve.SettingError) bool { return errors.As(err, target) }

// dispatchOnly reports whether a tool says it is never offered
// (visible_when: {any: []}): registered, dispatchable, host-only.
func dispatchOnly(t *model.Tool) bool {
	c := t.VisibleWhen
	return c != nil && c.Op == model.OpAny && len(c.Args) == 0
}
