package model

import (
	"slices"

	"github.com/toolpolicy/toolpolicy/resolve"
)

// Index returns the policy as resolution tables, built on first use. The
// policy must not change after that (a different number of tools rebuilds
// it, for callers that add tools while building a policy).
func (p *Policy) Index() *resolve.Index {
	if b := p.index.Load(); b != nil && b.tools == len(p.Tools) {
		return b.x
	}
	// lint's rules and gen's resolves ask at once; one builds, the rest
	// wait for it.
	p.indexMu.Lock()
	defer p.indexMu.Unlock()
	if b := p.index.Load(); b != nil && b.tools == len(p.Tools) {
		return b.x
	}
	b := &builtIndex{x: resolve.New(p.Tables()), tools: len(p.Tools)}
	p.index.Store(b)
	return b.x
}

// SetModelRecord gives model id the attributes of attrs, over (attribute by
// attribute) the record the policy declares for it, and drops the built
// index so resolution sees it: a query's --model-attr describing an opaque
// gateway id. Call it before sharing the policy between goroutines.
func (p *Policy) SetModelRecord(id string, attrs map[string][]string) {
	p.indexMu.Lock()
	defer p.indexMu.Unlock()
	if p.Models == nil {
		p.Models = map[string]*ModelRecord{}
	}
	r := &ModelRecord{ID: id, Attributes: map[string][]string{}}
	if old := p.Models[id]; old != nil {
		r.Pos = old.Pos
		for k, v := range old.Attributes {
			r.Attributes[k] = v
		}
	}
	for k, v := range attrs {
		r.Attributes[k] = v
	}
	p.Models[id] = r
	p.index.Store(nil)
}

// builtIndex is an Index and the number of tools it was built from.
type builtIndex struct {
	x     *resolve.Index
	tools int
}

// Tables returns the policy as the plain data resolution reads, each list
// sorted by name or id.
func (p *Policy) Tables() resolve.Tables {
	var t resolve.Tables
	t.Tools = make([]resolve.Tool, 0, len(p.Tools))
	names, tools := p.SortedTools()
	var rank []int // by name order; nil: every rank is 0
	if p.Catalog.Order == string(resolve.OrderDeclaration) {
		byPos := make([]int, len(names))
		for i := range byPos {
			byPos[i] = i
		}
		slices.SortStableFunc(byPos, func(a, b int) int {
			pa, pb := tools[a].Pos, tools[b].Pos
			switch {
			case pa.Less(pb):
				return -1
			case pb.Less(pa):
				return 1
			}
			return 0
		})
		rank = make([]int, len(names))
		for r, i := range byPos {
			rank[i] = r
		}
	}
	for i, name := range names {
		tl := tools[i]
		rt := resolve.Tool{
			Name: name, State: resolve.State(tl.State), Source: resolve.Source(tl.Source),
			Implementation: tl.Implementation, Niche: tl.Niche, Card: tl.Card, Description: tl.Description,
			Parameters: tl.Parameters, Group: tl.Group, CardList: tl.CardList,
			Groups: UniqueNames(tl.Groups), Annotations: tl.Annotations,
			RegisteredWhen: tl.RegisteredWhen.Resolve(), VisibleWhen: tl.VisibleWhen.Resolve(), HeadWhen: tl.HeadWhen.Resolve(),
		}
		if rank != nil {
			rt.Rank = rank[i]
		}
		for _, v := range tl.Variants {
			rt.Variants = append(rt.Variants, resolve.Variant{Class: v.Class, When: v.When.Resolve(), Description: v.Description,
				HasDescription: v.HasDescription, Parameters: v.Parameters, Kind: v.Kind, Grammar: v.Grammar, Syntax: v.Syntax})
		}
		t.Tools = append(t.Tools, rt)
	}
	t.Order = resolve.Order(p.Catalog.Order)
	for _, name := range SortedKeys(p.Aliases) {
		a := p.Aliases[name]
		t.Aliases = append(t.Aliases, resolve.Alias{
			Name: name, Replacement: a.Replacement, FirstDeprecated: a.FirstDeprecated,
			PlannedRemoval: a.PlannedRemoval, RemovalNotBefore: a.RemovalNotBefore,
			ReplaySupported: a.ReplaySupported, Note: a.Note,
		})
	}
	for _, name := range SortedKeys(p.Retired) {
		r := p.Retired[name]
		t.Retired = append(t.Retired, resolve.Retired{Name: name, Reason: r.Reason, Since: r.Since})
	}
	for _, tool := range SortedKeys(p.Gates) {
		if g := p.Gates[tool]; g != nil {
			t.Gates = append(t.Gates, resolve.Gate{Tool: tool, VisibleFor: g.VisibleFor, HiddenFor: g.HiddenFor})
		}
	}
	for _, id := range SortedKeys(p.ModelClasses) {
		if c := p.ModelClasses[id]; c != nil {
			t.ModelClasses = append(t.ModelClasses, resolve.ModelClass{ID: id, Match: c.Match, Except: c.Except, Example: c.Example, Where: c.Where.Resolve()})
		}
	}
	for _, id := range SortedKeys(p.Providers) {
		pr := p.Providers[id]
		if pr == nil {
			continue
		}
		rp := resolve.Provider{ID: id, Models: pr.Models, Default: pr.Default, Explicit: pr.Explicit,
			BudgetTarget: pr.Budget.Target, BudgetMax: pr.Budget.Max,
			Wire: resolve.Wire(pr.Wire), NativeDeferral: pr.NativeDeferral, ToolSearch: pr.ToolSearch}
		if pr.Explicit {
			rp.FirstTurn = UniqueNames(pr.FirstTurn)
		}
		t.Providers = append(t.Providers, rp)
	}
	for _, id := range SortedKeys(p.Modes) {
		if m := p.Modes[id]; m != nil {
			t.Modes = append(t.Modes, resolve.Mode{ID: id, MCPActive: m.MCP == MCPActive,
				HeadAdd: UniqueNames(m.HeadAdd), HeadDrop: UniqueNames(m.HeadDrop),
				RegisteredWhen: m.RegisteredWhen.Resolve(), CacheGroup: m.CacheGroup})
		}
	}
	t.KeepLoaded = UniqueNames(p.KeepLoaded)
	for _, id := range SortedKeys(p.SettingDecls) {
		s := p.SettingDecls[id]
		rs := resolve.Setting{ID: id, Type: resolve.SettingType(s.Type), Doc: s.Doc, Values: s.Values,
			MembersFrom: s.MembersFrom, OldNames: s.OldNames, Default: s.Default}
		if rs.Values != nil {
			rs.Values = slices.Clone(rs.Values)
			slices.Sort(rs.Values)
			rs.Values = slices.Compact(rs.Values)
		}
		for _, k := range SortedKeys(s.Keywords) {
			rs.Keywords = append(rs.Keywords, resolve.Keyword{Name: k, Members: s.Keywords[k]})
		}
		if !s.HasDefault && s.Type == "set" && s.MembersFrom == resolve.MembersGroups {
			rs.Default = []string{"default"}
		}
		if !s.HasDefault && s.Type == "one_of" && len(s.Values) > 0 {
			rs.Default = []string{s.Values[0]}
		}
		t.Settings = append(t.Settings, rs)
	}
	for _, id := range SortedKeys(p.Groups) {
		g := p.Groups[id]
		t.Groups = append(t.Groups, resolve.Group{ID: id, Card: g.Card, Doc: g.Doc, When: g.When.Resolve(), DefaultOn: g.DefaultOn})
	}
	for _, id := range SortedKeys(p.Annotations) {
		a := p.Annotations[id]
		t.Annotations = append(t.Annotations, resolve.Annotation{ID: id, Type: a.Type, Default: a.Default, Doc: a.Doc})
	}
	for _, id := range SortedKeys(p.Models) {
		t.Models = append(t.Models, resolve.ModelRecord{ID: id, Attributes: p.Models[id].Attributes})
	}
	t.Exposure = resolve.Exposure{RegisteredWhen: p.Exposure.RegisteredWhen.Resolve(),
		VisibleWhen: p.Exposure.VisibleWhen.Resolve(), HeadWhen: p.Exposure.HeadWhen.Resolve()}
	return t
}

// UniqueNames returns the names of refs, sorted, each once; nil for none.
func UniqueNames(refs []Ref) []string {
	set := make(map[string]bool, len(refs))
	for _, r := range refs {
		set[r.Name] = true
	}
	if len(set) == 0 {
		return nil
	}
	return SortedKeys(set)
}
