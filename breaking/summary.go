package breaking

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// Summary is what a reviewer needs to judge a policy change: every name that
// changed state, every head before and after, every other changed field, and
// the breaking findings.
type Summary struct {
	// Against names the old side (the ref or directory); Policy the new one.
	Against    string `json:"against"`
	Policy     string `json:"policy"`
	OldVersion string `json:"old_version"`
	NewVersion string `json:"new_version"`
	// Lifecycle lists the tools whose state changed, were added or deleted.
	Lifecycle []StateChange `json:"lifecycle"`
	// Heads lists every provider × mode (and gated model variant).
	Heads []*HeadSummary `json:"heads"`
	// Changes lists every other changed field, by dotted path.
	Changes  []FieldChange       `json:"changes"`
	Findings []report.Diagnostic `json:"findings"`
}

// StateChange is a tool's lifecycle state before and after; "" means the
// name is not declared on that side.
type StateChange struct {
	Name string `json:"name"`
	From string `json:"from"`
	To   string `json:"to"`
}

// Move is a tool changing partition in one catalog (active, discoverable,
// gated_out, hidden, deprecated, removed; "" when not declared).
type Move struct {
	Name string `json:"name"`
	From string `json:"from"`
	To   string `json:"to"`
}

// HeadSide is one side of a head; nil when the provider or mode is not declared.
type HeadSide struct {
	Fingerprint string `json:"fingerprint"`
	// Builtin is the number of builtin tools in the head (what the budget counts).
	Builtin int `json:"builtin"`
	Total   int `json:"total"`
	Target  int `json:"target"`
	Max     int `json:"max"`
}

// HeadSummary is one provider × mode × model id before and after.
type HeadSummary struct {
	Provider string    `json:"provider"`
	Mode     string    `json:"mode"`
	Model    string    `json:"model,omitempty"`
	Old      *HeadSide `json:"old"`
	New      *HeadSide `json:"new"`
	Changed  bool      `json:"changed"`
	Entered  []string  `json:"entered"`
	Left     []string  `json:"left"`
	Moves    []Move    `json:"moves"`
	// Acknowledged is the reason from release.head_changes covering this head.
	Acknowledged string `json:"acknowledged,omitempty"`
}

// Target names the head: "default × agent", with the model for a gated variant.
func (h *HeadSummary) Target() string {
	s := h.Provider + " × " + h.Mode
	if h.Model != "" {
		s += " (model " + h.Model + ")"
	}
	return s
}

// FieldChange is one changed field; Old or New is "" when absent on that side.
// An entity added or deleted as a whole is one change with its own path.
type FieldChange struct {
	Path string `json:"path"`
	Old  string `json:"old"`
	New  string `json:"new"`
}

// Summarize compares two policies for a reviewer. against names the old side.
func Summarize(against string, old, new *model.Policy) *Summary {
	s := &Summary{
		Against:    against,
		Policy:     new.Dir,
		OldVersion: old.Release.Version,
		NewVersion: new.Release.Version,
		Lifecycle:  []StateChange{},
		Heads:      []*HeadSummary{},
		Changes:    []FieldChange{},
		Findings:   Check(old, new),
	}
	for _, name := range union(old.Tools, new.Tools) {
		if from, to := stateOf(old, name), stateOf(new, name); from != to {
			s.Lifecycle = append(s.Lifecycle, StateChange{Name: name, From: from, To: to})
		}
	}
	for _, h := range Heads(old, new) {
		hs := &HeadSummary{Provider: h.Provider, Mode: h.Mode, Model: h.Model,
			Old: side(h.Old), New: side(h.New), Changed: h.Changed(),
			Entered: nonNil(h.Entered()), Left: nonNil(h.Left()), Moves: moves(h)}
		if ack, _ := acknowledgement(old, new, h); ack != nil && hs.Changed {
			hs.Acknowledged = ack.Reason
		}
		s.Heads = append(s.Heads, hs)
	}
	s.Changes = fieldChanges(flatten(old), flatten(new))
	return s
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func side(h *Head) *HeadSide {
	if h == nil {
		return nil
	}
	return &HeadSide{Fingerprint: h.Catalog.Fingerprint, Builtin: len(h.Native), Total: len(h.Catalog.Active),
		Target: h.Budget.Target, Max: h.Budget.Max}
}

// partitions maps each declared name to its partition in a catalog.
func partitions(h *Head) map[string]string {
	out := map[string]string{}
	if h == nil {
		return out
	}
	c := h.Catalog
	for _, part := range []struct {
		name  string
		names []string
	}{
		{"active", c.Active}, {"discoverable", c.Discoverable}, {"gated_out", c.GatedOut},
		{"hidden", c.Hidden}, {"deprecated", c.Deprecated}, {"removed", c.Removed},
	} {
		for _, n := range part.names {
			out[n] = part.name
		}
	}
	return out
}

func moves(h *HeadPair) []Move {
	out := []Move{}
	if h.Old == nil || h.New == nil {
		return out
	}
	po, pn := partitions(h.Old), partitions(h.New)
	for _, name := range union(po, pn) {
		if po[name] != pn[name] {
			out = append(out, Move{Name: name, From: po[name], To: pn[name]})
		}
	}
	return out
}

// flatten turns a policy into dotted paths and values, so that any change
// can be listed without knowing the field. An entity (tools.x) maps to
// "declared"; its fields follow under its path.
func flatten(p *model.Policy) map[string]string {
	m := map[string]string{}
	set := func(path, v string) {
		if v != "" {
			m[path] = v
		}
	}
	setCond := func(path string, c *model.Condition) {
		if c != nil {
			set(path, c.String())
		}
	}
	list := func(rs []model.Ref) string {
		var names []string
		for _, r := range rs {
			names = append(names, r.Name)
		}
		return strings.Join(names, ", ")
	}
	set("release.version", p.Release.Version)
	if p.Release.HasMinDeprecation {
		set("release.min_deprecation_releases", strconv.Itoa(p.Release.MinDeprecationReleases))
	}
	for _, hc := range p.Release.HeadChanges {
		key := "release.head_changes." + hc.Provider
		if hc.Mode != "" {
			key += "." + hc.Mode
		}
		set(key, hc.Reason)
		set(key+".fingerprint", hc.Fingerprint)
		set(key+".added", strings.Join(hc.Added, ", "))
		set(key+".removed", strings.Join(hc.Removed, ", "))
	}
	for name, t := range p.Tools {
		k := "tools." + name
		set(k, "declared")
		set(k+".state", t.State)
		set(k+".source", t.Source)
		set(k+".implementation", t.Implementation)
		set(k+".niche", t.Niche)
		if t.HasCard {
			m[k+".card"] = strconv.Quote(t.Card)
		}
		set(k+".description", t.Description)
		flattenJSON(set, k+".parameters", t.Parameters)
		set(k+".group", t.Group)
		if cl := t.CardList; cl != nil {
			set(k+".card_list", "declared")
			set(k+".card_list.header", strconv.Quote(cl.Header))
			set(k+".card_list.line", strconv.Quote(cl.Line))
			set(k+".card_list.empty", strconv.Quote(cl.Empty))
		}
		for _, v := range t.Variants {
			vk := k + ".variants." + v.Key()
			set(vk, "declared")
			if v.HasDescription {
				set(vk+".description", strconv.Quote(v.Description))
			}
			flattenJSON(set, vk+".parameters", v.Parameters)
			set(vk+".kind", v.Kind)
			set(vk+".grammar", v.Grammar)
			set(vk+".syntax", v.Syntax)
		}
		for _, d := range t.Dynamic {
			set(k+".dynamic."+d.ID, "declared")
			set(k+".dynamic."+d.ID+".acknowledged", d.Acknowledged)
		}
		set(k+".groups", list(t.Groups))
		for _, a := range model.SortedKeys(t.Annotations) {
			set(k+".annotations."+a, t.Annotations[a])
		}
		setCond(k+".registered_when", t.RegisteredWhen)
		setCond(k+".visible_when", t.VisibleWhen)
		setCond(k+".head_when", t.HeadWhen)
	}
	for name, a := range p.Aliases {
		k := "aliases." + name
		set(k, "declared")
		set(k+".replacement", a.Replacement)
		set(k+".first_deprecated", a.FirstDeprecated)
		set(k+".planned_removal", a.PlannedRemoval)
		set(k+".removal_not_before", a.RemovalNotBefore)
		set(k+".replay_supported", strconv.FormatBool(a.ReplaySupported))
		set(k+".note", a.Note)
		set(k+".acknowledge", a.Acknowledge)
	}
	for name, r := range p.Retired {
		k := "retired." + name
		set(k, "declared")
		set(k+".reason", r.Reason)
		set(k+".since", r.Since)
	}
	set("mcp.keep_loaded", list(p.KeepLoaded))
	for id, x := range p.Providers {
		k := "providers." + id
		set(k, "declared")
		set(k+".models", strings.Join(x.Models, ", "))
		if x.Default {
			set(k+".default", "true")
		}
		if x.Explicit {
			set(k+".first_turn", "["+list(x.FirstTurn)+"]")
		}
		set(k+".budget.target", strconv.Itoa(x.Budget.Target))
		set(k+".budget.max", strconv.Itoa(x.Budget.Max))
		for _, b := range []struct {
			name string
			v    *int
		}{{"target_bytes", x.Budget.TargetBytes}, {"max_bytes", x.Budget.MaxBytes}, {"target_tokens", x.Budget.TargetTokens}, {"max_tokens", x.Budget.MaxTokens}} {
			if b.v != nil {
				set(k+".budget."+b.name, strconv.Itoa(*b.v))
			}
		}
		if x.Limits.MaxTools > 0 {
			set(k+".limits.max_tools", strconv.Itoa(x.Limits.MaxTools))
		}
		if x.Limits.NameMaxLength > 0 {
			set(k+".limits.name_max_length", strconv.Itoa(x.Limits.NameMaxLength))
		}
		set(k+".limits.name_pattern", x.Limits.NamePattern)
		set(k+".wire", x.Wire)
		if x.NativeDeferral {
			set(k+".native_deferral", "true")
		}
		set(k+".tool_search", x.ToolSearch)
		set(k+".tokenizer", x.Tokenizer)
		set(k+".forbidden_strings", strings.Join(x.ForbiddenStrings, ", "))
	}
	for id, x := range p.Modes {
		k := "modes." + id
		set(k, "declared")
		set(k+".mcp", x.MCP)
		set(k+".head_add", list(x.HeadAdd))
		set(k+".head_drop", list(x.HeadDrop))
		setCond(k+".registered_when", x.RegisteredWhen)
		set(k+".cache_group", x.CacheGroup)
		setBlockBudget(set, k+".budget", x.Budget)
	}
	for id, c := range p.ModelClasses {
		k := "model_classes." + id
		set(k, "declared")
		set(k+".match", strings.Join(c.Match, ", "))
		set(k+".except", strings.Join(c.Except, ", "))
		set(k+".example", c.Example)
		setCond(k+".where", c.Where)
	}
	for id, g := range p.Gates {
		k := "gates." + id
		set(k, "declared")
		set(k+".visible_for", g.VisibleFor)
		set(k+".hidden_for", g.HiddenFor)
	}
	for id, sev := range p.RuleSeverity {
		set("lint.rules."+id, sev)
	}
	set("catalog.order", p.Catalog.Order)
	if p.Catalog.CardMaxLength > 0 {
		set("catalog.card_max_length", strconv.Itoa(p.Catalog.CardMaxLength))
	}
	set("gen.go_dir", p.Gen.GoDir)
	set("gen.go_package", p.Gen.GoPackage)
	set("gen.golden_dir", p.Gen.GoldenDir)
	set("gen.docs_dir", p.Gen.DocsDir)
	set("gen.rust_dir", p.Gen.RustDir)
	set("gen.typescript_dir", p.Gen.TypeScriptDir)
	set("gen.lock_dir", p.Gen.LockDir)
	if p.Gen.RuleDocs {
		set("gen.rule_docs", "true")
	}
	for _, tr := range p.Release.Transitions {
		set("release.transitions."+tr.Tool+"."+tr.From+"."+tr.To, tr.Reason)
	}
	for id, s := range p.SettingDecls {
		k := "settings." + id
		set(k, "declared")
		set(k+".type", s.Type)
		set(k+".doc", s.Doc)
		set(k+".values", strings.Join(s.Values, ", "))
		set(k+".members_from", s.MembersFrom)
		if s.OldNames {
			set(k+".old_names", "true")
		}
		for _, kw := range model.SortedKeys(s.Keywords) {
			set(k+".keywords."+kw, "["+strings.Join(s.Keywords[kw], ", ")+"]")
		}
		if s.HasDefault {
			set(k+".default", "["+strings.Join(s.Default, ", ")+"]")
		}
	}
	for id, g := range p.Groups {
		k := "groups." + id
		set(k, "declared")
		set(k+".card", g.Card)
		set(k+".doc", g.Doc)
		setCond(k+".when", g.When)
		if g.DefaultOn {
			set(k+".default_on", "true")
		}
	}
	for id, a := range p.Annotations {
		k := "annotations." + id
		set(k, "declared")
		set(k+".type", a.Type)
		set(k+".default", a.Default)
		set(k+".doc", a.Doc)
	}
	for id, r := range p.Models {
		set("models."+id, "declared")
		for _, a := range model.SortedKeys(r.Attributes) {
			set("models."+id+".attributes."+a, strings.Join(r.Attributes[a], ", "))
		}
	}
	setCond("exposure.registered_when", p.Exposure.RegisteredWhen)
	setCond("exposure.visible_when", p.Exposure.VisibleWhen)
	setCond("exposure.head_when", p.Exposure.HeadWhen)
	for id, c := range p.Configurations {
		k := "configurations." + id
		set(k, "declared")
		set(k+".provider", c.Provider)
		set(k+".mode", c.Mode)
		set(k+".model", c.Model)
		for _, s := range model.SortedKeys(c.Settings) {
			set(k+".settings."+s, fmt.Sprint(c.Settings[s]))
		}
		setBlockBudget(set, k+".budget", c.Budget)
	}
	return m
}

// setBlockBudget flattens a mode's or configuration's block budget.
func setBlockBudget(set func(k, v string), k string, b *model.BlockBudget) {
	if b == nil {
		return
	}
	for _, f := range []struct {
		name string
		v    *int
	}{{"target_bytes", b.TargetBytes}, {"max_bytes", b.MaxBytes}, {"target_tokens", b.TargetTokens}, {"max_tokens", b.MaxTokens}} {
		if f.v != nil {
			set(k+"."+f.name, strconv.Itoa(*f.v))
		}
	}
}

// fieldChanges lists the paths whose values differ. An entity added or
// deleted is listed once, without its fields; tool states are left to the
// lifecycle list.
func fieldChanges(old, new map[string]string) []FieldChange {
	out := []FieldChange{}
	var whole []string // entity paths added or deleted
	for _, k := range union(old, new) {
		if old[k] == new[k] {
			continue
		}
		if old[k] == "declared" || new[k] == "declared" {
			whole = append(whole, k+".")
		}
	}
	sort.Strings(whole)
	for _, k := range union(old, new) {
		if old[k] == new[k] {
			continue
		}
		if strings.HasPrefix(k, "tools.") && (strings.Count(k, ".") == 1 || strings.HasSuffix(k, ".state")) {
			continue
		}
		inWhole := false
		for _, w := range whole {
			inWhole = inWhole || strings.HasPrefix(k, w)
		}
		if inWhole {
			continue
		}
		out = append(out, FieldChange{Path: k, Old: old[k], New: new[k]})
	}
	return out
}
