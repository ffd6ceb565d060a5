package lint

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// Pass is one lint run over one policy: the policy, plus the facts several
// rules read (sorted names, sample models, every provider × mode × model
// head), each computed at most once per run. Rules used to recompute them,
// resolving every catalog once per rule, which made lint grow faster than
// the policy. A Pass is safe for concurrent use by rules; the policy must
// not change while it is in use.
type Pass struct {
	*model.Policy

	toolNames    func() []string      // sorted; shared, not to be changed
	tools        func() []*model.Tool // tools()[i] is the tool called toolNames()[i]
	aliasNames   func() []string      // sorted; shared, not to be changed
	sampleModels func() []string
	byProvider   func() map[string][]string // provider → the sample models it serves, sorted
	views        func() []view
	viewModels   func() map[string][]string // provider → the models its views try ("" first); absent: no views
	anyModels    func() []string            // every model some view tries
	suggester    func() *resolve.Suggester
	visible      func() []visibleTool
	space        func() *space // the configurations the head rules check
	headSearch   func() []headVerdict
	variantViews func() []view // configurations the block budgets measure besides the widest (variantspace.go)
	// offeredBy maps a model id to the tools some view for it offers, by
	// their catalog position (resolve.Index.Position), for policies whose
	// offer depends on settings and conditions.
	offeredBy map[string][]bool

	mu      sync.Mutex
	matches map[string][]bool // name_pattern → whether it matches each visible tool's name

	// blockViews is views() then variantViews(): every configuration the
	// block budgets measure; blockCats[i] is blockViews()[i]'s catalog,
	// resolved (shared) once for every budget and both block-budget rules.
	blockViews func() []view
	blockCats  func() []viewCatalog
	// blockIndex lists, per provider and per mode, the positions in
	// blockViews() of its views, in order: a budget scope walks its own
	// views, not every view (a thousand providers made that 9 million).
	blockIndex func() (byProvider, byMode map[string][]int)
	// providerViews maps a provider to its views, in views() order.
	providerViews func() map[string][]view
	// worst remembers each budget scope's measure (budgetScope.what), for
	// block-budget-target and block-budget-max alike.
	worstMu sync.Mutex
	worst   map[string]*scopeWorst
}

// viewCatalog is one view's resolved catalog, resolved on first use.
type viewCatalog struct {
	once sync.Once
	c    *resolve.Catalog // nil when the view does not resolve
}

// scopeWorst is a budget scope's largest blocks, measured on first use.
type scopeWorst struct {
	once              sync.Once
	byBytes, byTokens *blockWorst
}

// visibleTool is an active or deferred tool, in name order, and whether a
// gate decides who sees it: an ungated one is offered wherever there is a
// view at all.
type visibleTool struct {
	name  string
	t     *model.Tool
	gated bool
}

// NewPass prepares a run over p. Nothing is computed until a rule asks.
func NewPass(p *model.Policy) *Pass {
	ps := &Pass{Policy: p}
	// Rules walk every tool; a slice in name order spares each of them a
	// map lookup per tool, which on large policies is a cache miss.
	ps.toolNames = func() []string { names, _ := p.SortedTools(); return names }
	ps.tools = func() []*model.Tool { _, tools := p.SortedTools(); return tools }
	ps.aliasNames = sync.OnceValue(func() []string { return model.SortedKeys(p.Aliases) })
	ps.sampleModels = sync.OnceValue(func() []string { return computeSampleModels(p) })
	ps.byProvider = sync.OnceValue(func() map[string][]string {
		out := map[string][]string{}
		for _, m := range ps.sampleModels() {
			if m != "" {
				prov := p.Index().ProviderFor(m)
				out[prov] = append(out[prov], m)
			}
		}
		return out
	})
	ps.viewModels = sync.OnceValue(ps.computeViewModels)
	ps.anyModels = sync.OnceValue(func() []string {
		set := map[string]bool{}
		for _, ms := range ps.viewModels() {
			for _, m := range ms {
				set[m] = true
			}
		}
		return model.SortedKeys(set)
	})
	ps.space = sync.OnceValue(func() *space { return computeSpace(ps) })
	ps.views = sync.OnceValue(ps.computeViews)
	ps.headSearch = sync.OnceValue(ps.searchHeads)
	ps.variantViews = sync.OnceValue(ps.computeVariantViews)
	ps.blockViews = sync.OnceValue(func() []view { return slices.Concat(ps.views(), ps.variantViews()) })
	ps.blockIndex = sync.OnceValues(func() (map[string][]int, map[string][]int) {
		byProv, byMode := map[string][]int{}, map[string][]int{}
		for i, v := range ps.blockViews() {
			byProv[v.provider] = append(byProv[v.provider], i)
			byMode[v.mode] = append(byMode[v.mode], i)
		}
		return byProv, byMode
	})
	ps.providerViews = sync.OnceValue(func() map[string][]view {
		out := map[string][]view{}
		for _, v := range ps.views() {
			out[v.provider] = append(out[v.provider], v)
		}
		return out
	})
	ps.blockCats = sync.OnceValue(func() []viewCatalog { return make([]viewCatalog, len(ps.blockViews())) })
	ps.suggester = sync.OnceValue(func() *resolve.Suggester { return resolve.NewSuggester(ps.toolNames()) })
	ps.visible = sync.OnceValue(func() []visibleTool {
		var out []visibleTool
		tools := ps.tools()
		for i, name := range ps.toolNames() {
			if tools[i].Visible() {
				_, gated := p.Gates[name]
				out = append(out, visibleTool{name, tools[i], gated})
			}
		}
		return out
	})
	return ps
}

// computeSampleModels returns the model ids the rules try when a question
// depends on the model: none, every class's example, and one id per
// provider model pattern (the pattern with its wildcards matching nothing,
// which the pattern itself matches). Sorted, "" first.
func computeSampleModels(p *model.Policy) []string {
	set := map[string]bool{"": true}
	for _, c := range p.ModelClasses {
		set[c.Example] = true
	}
	for _, pr := range p.Providers {
		for _, pat := range pr.Models {
			if id := strings.ReplaceAll(pat, "*", ""); id != "" {
				set[id] = true
			}
		}
	}
	return model.SortedKeys(set)
}

// providerModels returns the sample model ids a provider serves, sorted.
func (p *Pass) providerModels(provider string) []string { return p.byProvider()[provider] }

// view is the first-turn head of one provider × mode × sample model: the
// parts of a resolved catalog the budget and provider-limits rules read.
type view struct {
	provider, mode, model string
	config                string           // the configuration's label; "" when settings change nothing
	settings              resolve.Settings // the configuration's settings (nil: the defaults)
	native                []string         // the builtin part of the head, in catalog order (resolve.Index.NativeHead)
	size                  int              // the whole head, MCP tools included (len(Catalog.Active))
}

// computeViewModels lists, per provider, the models its views are resolved
// for: no model, then every sample model it serves. A model id is tried for
// a provider only when the provider serves it, so a gate is judged on models
// that can really reach that provider. A provider has no views when the
// policy has no modes.
func (p *Pass) computeViewModels() map[string][]string {
	out := map[string][]string{}
	hasMode := false
	for _, m := range p.Modes {
		if m != nil {
			hasMode = true
		}
	}
	if !hasMode {
		return out
	}
	for _, prov := range p.ProviderIDs() {
		if p.Providers[prov] == nil {
			continue
		}
		out[prov] = append([]string{""}, p.providerModels(prov)...)
	}
	return out
}

// computeViews resolves the head of every provider × mode × sample model,
// in that (sorted) order. resolve.Index.HeadSummary counts MCP tools a mode
// adds instead of listing them: cost per view is the head's size plus the
// number of gated MCP tools, not the number of tools.
func (p *Pass) computeViews() []view {
	x := p.Index()
	if x.Conditional() {
		return p.computeConfigViews()
	}
	var out []view
	p.eachView(func(prov, mode, id string) {
		if native, size, err := x.HeadSummary(prov, mode, id); err == nil {
			out = append(out, view{provider: prov, mode: mode, model: id, native: native, size: size})
		}
	})
	return out
}

// eachView calls f with every provider × mode × model a view is resolved
// for, in that (sorted) order.
func (p *Pass) eachView(f func(prov, mode, model string)) {
	vms := p.viewModels()
	for _, prov := range p.ProviderIDs() {
		models, ok := vms[prov]
		if !ok {
			continue
		}
		for _, mode := range p.ModeIDs() {
			if p.Modes[mode] == nil {
				continue
			}
			for _, id := range models {
				f(prov, mode, id)
			}
		}
	}
}

// computeConfigViews is computeViews for a policy whose heads depend on
// settings and conditions: every provider × mode × model in each of the
// widest configurations (computeSpace), or in the defaults alone when the
// space is over its bound (configuration-space reports that). It also
// records what each model is offered, for dead-tool.
func (p *Pass) computeConfigViews() []view {
	x := p.Index()
	sp := p.space()
	configs := sp.configs
	if sp.over || len(configs) == 0 {
		configs = []namedConfig{{}}
	}
	p.offeredBy = map[string][]bool{}
	// ResolveSharedQuery returns one slice for every catalog with the same
	// lists: each slice's positions are looked up once, and a model's set
	// takes each slice once, not once per provider, mode and configuration
	// (100k tools: 1.8 s of map writes, 25x the time at 10k).
	type list struct {
		first *string
		n     int
	}
	positions := map[list][]int{}
	natives := map[list][]string{} // NativeHead of a shared Active, once (read only)
	added := map[string]map[list]bool{}
	n := len(x.CatalogOrder())
	var out []view
	p.eachView(func(prov, mode, id string) {
		for _, cfg := range configs {
			c, err := x.ResolveSharedQuery(resolve.Query{Provider: prov, Mode: mode, Model: id, Settings: cfg.settings})
			if err != nil {
				continue
			}
			var native []string
			if len(c.Active) > 0 {
				l := list{&c.Active[0], len(c.Active)}
				var ok bool
				if native, ok = natives[l]; !ok {
					native = x.NativeHead(c.Active)
					natives[l] = native
				}
			}
			out = append(out, view{provider: prov, mode: mode, model: id, config: cfg.label, settings: cfg.settings,
				native: native, size: len(c.Active)})
			set := p.offeredBy[id]
			if set == nil {
				set = make([]bool, n)
				p.offeredBy[id] = set
				added[id] = map[list]bool{}
			}
			for _, names := range [][]string{c.Active, c.Discoverable} {
				if len(names) == 0 {
					continue
				}
				l := list{&names[0], len(names)}
				if added[id][l] {
					continue
				}
				added[id][l] = true
				pos, ok := positions[l]
				if !ok {
					pos = make([]int, 0, len(names))
					for _, name := range names {
						if i, ok := x.Position(name); ok {
							pos = append(pos, i)
						}
					}
					positions[l] = pos
				}
				for _, i := range pos {
					set[i] = true
				}
			}
		}
	})
	return out
}

// blockCatalog is blockViews()[i]'s catalog (ResolveSharedQuery), or nil.
func (p *Pass) blockCatalog(i int) *resolve.Catalog {
	vc := &p.blockCats()[i]
	vc.once.Do(func() {
		v := p.blockViews()[i]
		if c, err := p.Index().ResolveSharedQuery(resolve.Query{Provider: v.provider, Mode: v.mode, Model: v.model, Settings: v.settings}); err == nil {
			vc.c = c
		}
	})
	return vc.c
}

// scopeWorst returns the largest blocks of a budget scope, measuring them
// on the first call for that scope.
func (p *Pass) scopeWorst(sc budgetScope) (byBytes, byTokens *blockWorst) {
	p.worstMu.Lock()
	if p.worst == nil {
		p.worst = map[string]*scopeWorst{}
	}
	w := p.worst[sc.what]
	if w == nil {
		w = &scopeWorst{}
		p.worst[sc.what] = w
	}
	p.worstMu.Unlock()
	w.once.Do(func() { w.byBytes, w.byTokens = sc.measure() })
	return w.byBytes, w.byTokens
}

// where names a view's mode, and its configuration when settings matter.
func (v view) where() string {
	if v.config == "" {
		return v.mode
	}
	return v.mode + " (" + v.config + ")"
}

// offeredTo reports whether a visible tool is in the head or the
// tool-search pool of some view resolved for one of models.
func (p *Pass) offeredTo(vt visibleTool, models []string) bool {
	if p.Index().Conditional() {
		p.views()
		if p.space().over {
			// Not checked across settings; configuration-space says so.
			return true
		}
		i, ok := p.Index().Position(vt.name)
		if !ok {
			return false
		}
		for _, m := range models {
			if set := p.offeredBy[m]; set != nil && set[i] {
				return true
			}
		}
		return false
	}
	if !vt.gated { // what Offered answers, without its lookups
		return len(models) > 0
	}
	return p.Index().Offered(vt.name, models)
}

// patternMatches reports, for each tool of p.visible(), whether re (a
// provider's name_pattern) matches its name. Providers usually share one
// pattern; each distinct one runs once per tool, not once per provider.
func (p *Pass) patternMatches(re *regexp.Regexp) []bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if m, ok := p.matches[re.String()]; ok {
		return m
	}
	vis := p.visible()
	m := make([]bool, len(vis))
	for i, vt := range vis {
		m[i] = re.MatchString(vt.name)
	}
	if p.matches == nil {
		p.matches = map[string][]bool{}
	}
	p.matches[re.String()] = m
	return m
}
