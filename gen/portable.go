package gen

import (
	"slices"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// portable is the policy as plain data for the outputs in other languages:
// the JSON lock serialises it, the TypeScript module embeds it, and the Rust
// module is written from it. Every list has a fixed order (tools in catalog
// order, everything else sorted), so the same policy gives the same bytes.
type portable struct {
	Release      string                      `json:"release"`
	Tools        []pTool                     `json:"tools"`
	Aliases      []resolve.Alias             `json:"aliases"`
	Retired      []resolve.Retired           `json:"retired"`
	KeepLoaded   []string                    `json:"keep_loaded"`
	DefaultHead  []string                    `json:"default_head"`
	Providers    []pProvider                 `json:"providers"`
	Modes        []pMode                     `json:"modes"`
	ModelClasses []pClass                    `json:"model_classes"`
	Gates        []resolve.Gate              `json:"gates"`
	HeadLists    [][]string                  `json:"head_lists"`
	Heads        []pHead                     `json:"heads"`
	Resolutions  []pResolution               `json:"resolutions"`
	Deprecations []resolve.DeprecationNotice `json:"deprecations"`
	Registry     pRegistry                   `json:"registry"`
	// Conditional is set when resolution depends on settings, groups or
	// conditions; the fields below it say how.
	Conditional bool                 `json:"conditional"`
	Settings    []pSetting           `json:"settings"`
	Groups      []pGroup             `json:"groups"`
	Annotations []resolve.Annotation `json:"annotations"`
	Models      []pModel             `json:"models"`
	Exposure    pExposure            `json:"exposure"`
	byName      map[string]int       // tool name → index in Tools
	headOf      map[[2]string]int
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
	// Groups, Annotations and the conditions make the tool's registration,
	// visibility and head membership depend on the configuration.
	Groups         []string          `json:"groups,omitempty"`
	Annotations    map[string]string `json:"annotations,omitempty"`
	RegisteredWhen *pCond            `json:"registered_when,omitempty"`
	VisibleWhen    *pCond            `json:"visible_when,omitempty"`
	HeadWhen       *pCond            `json:"head_when,omitempty"`
}

// pCond is a condition tree (resolve.Condition): all, any and not combine
// its args; the other operators test one fact.
type pCond struct {
	Op      string  `json:"op"`
	Args    []pCond `json:"args,omitempty"`
	Name    string  `json:"name,omitempty"`
	Is      string  `json:"is,omitempty"`
	Has     string  `json:"has,omitempty"`
	HasTool bool    `json:"has_tool,omitempty"`
	AtLeast string  `json:"at_least,omitempty"`
	AtMost  string  `json:"at_most,omitempty"`
}

func condOf(c *resolve.Condition) *pCond {
	if c == nil {
		return nil
	}
	out := &pCond{Op: c.Op, Name: c.Name, Is: c.Is, Has: c.Has, HasTool: c.HasTool, AtLeast: c.AtLeast, AtMost: c.AtMost}
	for i := range c.Args {
		out.Args = append(out.Args, *condOf(&c.Args[i]))
	}
	return out
}

type pSetting struct {
	ID   string `json:"id"`
	Type string `json:"type"`
	Doc  string `json:"doc,omitempty"`
	// Values are a one_of's options or a set's members; empty when the
	// members are the tool names or group ids (MembersFrom).
	Values      []string   `json:"values"`
	MembersFrom string     `json:"members_from,omitempty"`
	OldNames    bool       `json:"old_names,omitempty"`
	Keywords    []pKeyword `json:"keywords"`
	Default     []string   `json:"default"`
}

type pKeyword struct {
	Name    string   `json:"name"`
	Members []string `json:"members"`
}

type pGroup struct {
	ID        string `json:"id"`
	Card      string `json:"card,omitempty"`
	Doc       string `json:"doc,omitempty"`
	When      *pCond `json:"when,omitempty"`
	DefaultOn bool   `json:"default_on,omitempty"`
}

type pModel struct {
	ID         string              `json:"id"`
	Attributes map[string][]string `json:"attributes"`
}

// pExposure holds the conditions every tool must meet; RegisteredWhen has
// the default filled in ({in_enabled_group: true} when the policy declares
// groups and states none).
type pExposure struct {
	RegisteredWhen *pCond `json:"registered_when,omitempty"`
	VisibleWhen    *pCond `json:"visible_when,omitempty"`
	HeadWhen       *pCond `json:"head_when,omitempty"`
}

type pCardList struct {
	Header string `json:"header"`
	Line   string `json:"line"`
	Empty  string `json:"empty"`
}

type pVariant struct {
	// Class is "" (left out) for every model; When, when set, must hold too.
	Class          string `json:"class,omitempty"`
	When           *pCond `json:"when,omitempty"`
	Description    string `json:"description"`
	HasDescription bool   `json:"has_description"`
	Parameters     string `json:"parameters,omitempty"`
	Kind           string `json:"kind,omitempty"`
	Grammar        string `json:"grammar,omitempty"`
	Syntax         string `json:"syntax,omitempty"`
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
	ID             string `json:"id"`
	MCP            string `json:"mcp"`
	RegisteredWhen *pCond `json:"registered_when,omitempty"`
}

type pClass struct {
	ID      string   `json:"id"`
	Match   []string `json:"match"`
	Except  []string `json:"except"`
	Example string   `json:"example"`
	// Where is a condition over the model's record (its attributes).
	Where *pCond `json:"where,omitempty"`
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
			pt.Variants = append(pt.Variants, pVariant{Class: v.Class, When: condOf(v.When), Description: v.Description, HasDescription: v.HasDescription,
				Parameters: v.Parameters, Kind: v.Kind, Grammar: v.Grammar, Syntax: v.Syntax})
		}
		pt.Groups = t.Groups
		if len(t.Annotations) > 0 {
			pt.Annotations = t.Annotations
		}
		pt.RegisteredWhen, pt.VisibleWhen, pt.HeadWhen = condOf(t.RegisteredWhen), condOf(t.VisibleWhen), condOf(t.HeadWhen)
		out.Tools = append(out.Tools, pt)
	}
	reg := &out.Registry
	reg.Deferred, reg.Hidden, reg.Deprecated = x.DeferredNames(), x.HiddenNames(), x.DeprecatedNames()
	reg.Removed, reg.Registered = x.RemovedNames(), x.RegisteredNames()
	out.Tools = slices.Clip(out.Tools)
	out.Tools = orEmpty(out.Tools)
	t := x.Tables()
	out.Aliases, out.Retired, out.Gates = slices.Clone(t.Aliases), slices.Clone(t.Retired), slices.Clone(t.Gates)
	out.KeepLoaded = orEmpty(x.KeepLoaded())
	out.DefaultHead = orEmpty(x.DefaultHead())
	for _, pr := range t.Providers {
		lim := p.Providers[pr.ID].Limits // not resolution's: lint's, which the runtimes check too
		pp := pProvider{ID: pr.ID, Models: orEmpty(slices.Clone(pr.Models)), Default: pr.Default, BudgetTarget: pr.BudgetTarget,
			BudgetMax: pr.BudgetMax, MaxTools: lim.MaxTools, NameMaxLength: lim.NameMaxLength, NamePattern: lim.NamePattern,
			Wire: string(pr.Wire), NativeDeferral: pr.NativeDeferral, ToolSearch: pr.ToolSearch}
		if pr.Explicit {
			pp.FirstTurn = x.BaseHead(pr.ID)
		}
		out.Providers = append(out.Providers, pp)
	}
	for _, m := range t.Modes {
		pm := pMode{ID: m.ID, MCP: model.MCPDeferred, RegisteredWhen: condOf(m.RegisteredWhen)}
		if m.MCPActive {
			pm.MCP = model.MCPActive
		}
		out.Modes = append(out.Modes, pm)
	}
	for _, c := range t.ModelClasses {
		out.ModelClasses = append(out.ModelClasses, pClass{ID: c.ID, Match: orEmpty(slices.Clone(c.Match)), Except: orEmpty(slices.Clone(c.Except)),
			Example: c.Example, Where: condOf(c.Where)})
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
	var names []string
	for _, tl := range t.Tools {
		names = append(names, tl.Name)
		if d, ok := x.DeprecationFor(tl.Name); ok {
			out.Deprecations = append(out.Deprecations, d)
		}
	}
	for _, a := range t.Aliases {
		if _, ok := x.Lookup(a.Name); !ok {
			names = append(names, a.Name)
		}
	}
	slices.Sort(names)
	for _, n := range names {
		r, _ := x.ResolveName(n)
		out.Resolutions = append(out.Resolutions, pResolution{Name: n, State: string(r.State), Canonical: r.Canonical})
	}
	configurationTables(x, out)
	out.Aliases, out.Retired, out.Providers = orEmpty(out.Aliases), orEmpty(out.Retired), orEmpty(out.Providers)
	out.Modes, out.ModelClasses, out.Gates = orEmpty(out.Modes), orEmpty(out.ModelClasses), orEmpty(out.Gates)
	out.HeadLists, out.Heads = orEmpty(out.HeadLists), orEmpty(out.Heads)
	out.Resolutions, out.Deprecations = orEmpty(out.Resolutions), orEmpty(out.Deprecations)
	return out
}

// configurationTables fills in what makes resolution depend on a
// configuration: settings, groups, annotations (MCP's four with their
// defaults, then the policy's own), model records and the exposure
// conditions.
func configurationTables(x *resolve.Index, out *portable) {
	t := x.Tables()
	out.Conditional = x.Conditional()
	out.Settings, out.Groups, out.Annotations, out.Models = []pSetting{}, []pGroup{}, []resolve.Annotation{}, []pModel{}
	for _, s := range t.Settings {
		ps := pSetting{ID: s.ID, Type: string(s.Type), Doc: s.Doc, Values: orEmpty(slices.Clone(s.Values)), MembersFrom: s.MembersFrom,
			OldNames: s.OldNames, Keywords: []pKeyword{}, Default: orEmpty(slices.Clone(s.Default))}
		for _, k := range s.Keywords {
			ps.Keywords = append(ps.Keywords, pKeyword{Name: k.Name, Members: orEmpty(slices.Clone(k.Members))})
		}
		out.Settings = append(out.Settings, ps)
	}
	slices.SortFunc(out.Settings, func(a, b pSetting) int { return strings.Compare(a.ID, b.ID) })
	for _, g := range t.Groups {
		out.Groups = append(out.Groups, pGroup{ID: g.ID, Card: g.Card, Doc: g.Doc, When: condOf(g.When), DefaultOn: g.DefaultOn})
	}
	slices.SortFunc(out.Groups, func(a, b pGroup) int { return strings.Compare(a.ID, b.ID) })
	ann := map[string]resolve.Annotation{}
	for _, a := range append(slices.Clone(resolve.MCPAnnotations), t.Annotations...) {
		ann[a.ID] = a
	}
	for _, id := range model.SortedKeys(ann) {
		out.Annotations = append(out.Annotations, ann[id])
	}
	for _, m := range t.Models {
		attrs := map[string][]string{}
		for k, v := range m.Attributes {
			attrs[k] = orEmpty(slices.Clone(v))
		}
		out.Models = append(out.Models, pModel{ID: m.ID, Attributes: attrs})
	}
	slices.SortFunc(out.Models, func(a, b pModel) int { return strings.Compare(a.ID, b.ID) })
	ex := t.Exposure
	out.Exposure = pExposure{RegisteredWhen: condOf(x.ExposureRegistered()), VisibleWhen: condOf(ex.VisibleWhen), HeadWhen: condOf(ex.HeadWhen)}
}

// orEmpty makes a nil slice empty, so it encodes as [] rather than null.
func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
