package gen

import (
	"slices"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
)

// portable is the policy as plain data for the outputs in other languages:
// the JSON lock serialises it, the TypeScript module embeds it, and the Rust
// module is written from it. Every list has a fixed order (tools in catalog
// order, everything else sorted), so the same policy gives the same bytes.
type portable struct {
	Release      string         `json:"release"`
	Tools        []pTool        `json:"tools"`
	Aliases      []pAlias       `json:"aliases"`
	Retired      []pRetired     `json:"retired"`
	KeepLoaded   []string       `json:"keep_loaded"`
	DefaultHead  []string       `json:"default_head"`
	Providers    []pProvider    `json:"providers"`
	Modes        []pMode        `json:"modes"`
	ModelClasses []pClass       `json:"model_classes"`
	Gates        []pGate        `json:"gates"`
	HeadLists    [][]string     `json:"head_lists"`
	Heads        []pHead        `json:"heads"`
	Resolutions  []pResolution  `json:"resolutions"`
	Deprecations []pDeprecation `json:"deprecations"`
	Registry     pRegistry      `json:"registry"`
	byName       map[string]int // tool name → index in Tools
	headOf       map[[2]string]int
}

type pTool struct {
	Name           string `json:"name"`
	State          string `json:"state"`
	Source         string `json:"source"`
	Implementation string `json:"implementation,omitempty"`
	Niche          string `json:"niche,omitempty"`
	Card           string `json:"card,omitempty"`
	Description    string `json:"description,omitempty"`
	// Parameters is the canonical JSON text of the tool's parameter schema:
	// the exact bytes the block sends.
	Parameters string     `json:"parameters,omitempty"`
	Group      string     `json:"group,omitempty"`
	CardList   *pCardList `json:"card_list,omitempty"`
	Variants   []pVariant `json:"variants,omitempty"`
}

type pCardList struct {
	Header string `json:"header"`
	Line   string `json:"line"`
	Empty  string `json:"empty"`
}

type pVariant struct {
	Class          string `json:"class"`
	Description    string `json:"description"`
	HasDescription bool   `json:"has_description"`
	Parameters     string `json:"parameters,omitempty"`
	Kind           string `json:"kind,omitempty"`
	Grammar        string `json:"grammar,omitempty"`
	Syntax         string `json:"syntax,omitempty"`
}

type pAlias struct {
	Name             string `json:"name"`
	Replacement      string `json:"replacement"`
	FirstDeprecated  string `json:"first_deprecated"`
	PlannedRemoval   string `json:"planned_removal"`
	RemovalNotBefore string `json:"removal_not_before,omitempty"`
	ReplaySupported  bool   `json:"replay_supported"`
	Note             string `json:"note,omitempty"`
}

type pRetired struct {
	Name   string `json:"name"`
	Reason string `json:"reason,omitempty"`
	Since  string `json:"since,omitempty"`
}

type pProvider struct {
	ID      string   `json:"id"`
	Models  []string `json:"models"`
	Default bool     `json:"default"`
	// FirstTurn is the explicit first-turn list, null when the provider
	// uses the default head.
	FirstTurn     []string `json:"first_turn"`
	BudgetTarget  int      `json:"budget_target"`
	BudgetMax     int      `json:"budget_max"`
	MaxTools      int      `json:"max_tools,omitempty"`
	NameMaxLength int      `json:"name_max_length,omitempty"`
	NamePattern   string   `json:"name_pattern,omitempty"`
	// Wire is the request format the block is sent in; "" for the
	// names-and-descriptions block.
	Wire           string `json:"wire,omitempty"`
	NativeDeferral bool   `json:"native_deferral,omitempty"`
	ToolSearch     string `json:"tool_search,omitempty"`
}

type pMode struct {
	ID  string `json:"id"`
	MCP string `json:"mcp"`
}

type pClass struct {
	ID      string   `json:"id"`
	Match   []string `json:"match"`
	Except  []string `json:"except"`
	Example string   `json:"example"`
}

type pGate struct {
	Tool       string `json:"tool"`
	VisibleFor string `json:"visible_for,omitempty"`
	HiddenFor  string `json:"hidden_for,omitempty"`
}

type pHead struct {
	Provider string `json:"provider"`
	Mode     string `json:"mode"`
	List     int    `json:"list"`
}

type pResolution struct {
	Name      string `json:"name"`
	State     string `json:"state"`
	Canonical string `json:"canonical"`
}

type pDeprecation struct {
	ThisTool        string `json:"this_tool"`
	UseInstead      string `json:"use_instead"`
	FirstDeprecated string `json:"first_deprecated,omitempty"`
	RemovedIn       string `json:"removed_in,omitempty"`
	Message         string `json:"message"`
}

type pRegistry struct {
	Deferred   []string `json:"deferred"`
	Hidden     []string `json:"hidden"`
	Deprecated []string `json:"deprecated"`
	Removed    []string `json:"removed"`
	Registered []string `json:"registered"`
}

// portableOf builds the portable form of p.
func portableOf(p *model.Policy) *portable {
	x := p.Index()
	out := &portable{Release: p.Release.Version, byName: map[string]int{}, headOf: map[[2]string]int{}}
	for i, t := range x.Tools() {
		name := t.Name
		out.byName[name] = i
		pt := pTool{Name: name, State: string(t.State), Source: string(t.Source), Implementation: t.Implementation,
			Niche: t.Niche, Card: t.Card, Description: t.Description, Parameters: t.Parameters, Group: t.Group}
		if t.CardList != nil {
			pt.CardList = &pCardList{Header: t.CardList.Header, Line: t.CardList.Line, Empty: t.CardList.Empty}
		}
		for _, v := range t.Variants {
			pt.Variants = append(pt.Variants, pVariant{Class: v.Class, Description: v.Description, HasDescription: v.HasDescription,
				Parameters: v.Parameters, Kind: v.Kind, Grammar: v.Grammar, Syntax: v.Syntax})
		}
		out.Tools = append(out.Tools, pt)
	}
	reg := &out.Registry
	reg.Deferred, reg.Hidden, reg.Deprecated = x.DeferredNames(), x.HiddenNames(), x.DeprecatedNames()
	reg.Removed, reg.Registered = x.RemovedNames(), x.RegisteredNames()
	out.Tools = slices.Clip(out.Tools)
	out.Tools = orEmpty(out.Tools)
	for _, name := range model.SortedKeys(p.Aliases) {
		a := p.Aliases[name]
		out.Aliases = append(out.Aliases, pAlias{Name: name, Replacement: a.Replacement, FirstDeprecated: a.FirstDeprecated,
			PlannedRemoval: a.PlannedRemoval, RemovalNotBefore: a.RemovalNotBefore, ReplaySupported: a.ReplaySupported, Note: a.Note})
	}
	for _, name := range model.SortedKeys(p.Retired) {
		r := p.Retired[name]
		out.Retired = append(out.Retired, pRetired{Name: name, Reason: r.Reason, Since: r.Since})
	}
	out.KeepLoaded = orEmpty(x.KeepLoaded())
	out.DefaultHead = orEmpty(x.DefaultHead())
	for _, id := range p.ProviderIDs() {
		pr := p.Providers[id]
		pp := pProvider{ID: id, Models: orEmpty(slices.Clone(pr.Models)), Default: pr.Default, BudgetTarget: pr.Budget.Target,
			BudgetMax: pr.Budget.Max, MaxTools: pr.Limits.MaxTools, NameMaxLength: pr.Limits.NameMaxLength, NamePattern: pr.Limits.NamePattern}
		if pr.Explicit {
			pp.FirstTurn = x.BaseHead(id)
		}
		if rp, ok := x.Provider(id); ok {
			pp.Wire, pp.NativeDeferral, pp.ToolSearch = string(rp.Wire), rp.NativeDeferral, rp.ToolSearch
		}
		out.Providers = append(out.Providers, pp)
	}
	for _, id := range p.ModeIDs() {
		out.Modes = append(out.Modes, pMode{ID: id, MCP: p.Modes[id].MCP})
	}
	for _, id := range model.SortedKeys(p.ModelClasses) {
		c := p.ModelClasses[id]
		out.ModelClasses = append(out.ModelClasses, pClass{ID: id, Match: orEmpty(slices.Clone(c.Match)), Except: orEmpty(slices.Clone(c.Except)), Example: c.Example})
	}
	for _, tool := range model.SortedKeys(p.Gates) {
		g := p.Gates[tool]
		out.Gates = append(out.Gates, pGate{Tool: tool, VisibleFor: g.VisibleFor, HiddenFor: g.HiddenFor})
	}
	// Heads before gates, each distinct list once, as the Go package has them.
	byKey := map[string]int{}
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			// The Rust and TypeScript runtimes apply gates per model id at
			// call time, which lets them answer for ids no one listed in
			// advance; the differential tests hold them to the Go resolution.
			names, err := x.UngatedHead(prov, mode)
			if err != nil {
				panic(err) // prov and mode come from the policy's own lists
			}
			key := strings.Join(names, "\x00")
			i, ok := byKey[key]
			if !ok {
				i = len(out.HeadLists)
				byKey[key] = i
				out.HeadLists = append(out.HeadLists, names)
			}
			out.headOf[[2]string{prov, mode}] = i
			out.Heads = append(out.Heads, pHead{Provider: prov, Mode: mode, List: i})
		}
	}
	names := p.ToolNames()
	for n := range p.Aliases {
		if p.Tools[n] == nil {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	for _, n := range names {
		r, _ := p.ResolveName(n)
		out.Resolutions = append(out.Resolutions, pResolution{Name: n, State: string(r.State), Canonical: r.Canonical})
	}
	for _, n := range p.ToolNames() {
		if d := p.Deprecation(n); d != nil {
			out.Deprecations = append(out.Deprecations, pDeprecation{ThisTool: d.ThisTool, UseInstead: d.UseInstead,
				FirstDeprecated: d.FirstDeprecated, RemovedIn: d.RemovedIn, Message: d.Message})
		}
	}
	out.Aliases, out.Retired, out.Providers = orEmpty(out.Aliases), orEmpty(out.Retired), orEmpty(out.Providers)
	out.Modes, out.ModelClasses, out.Gates = orEmpty(out.Modes), orEmpty(out.ModelClasses), orEmpty(out.Gates)
	out.HeadLists, out.Heads = orEmpty(out.HeadLists), orEmpty(out.Heads)
	out.Resolutions, out.Deprecations = orEmpty(out.Resolutions), orEmpty(out.Deprecations)
	return out
}

// orEmpty makes a nil slice empty, so it encodes as [] rather than null.
func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
