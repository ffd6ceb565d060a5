package resolve

import (
	"slices"
	"sort"
	"strings"
)

// ProviderFor returns the provider serving a model id: the first provider, in
// id order, with a matching pattern; else the default provider; else "".
func (x *Index) ProviderFor(model string) string {
	x.patOnce.Do(x.indexPatterns)
	ps := &x.patterns
	if model != "" {
		// The first provider (its position in providerIDs) with a pattern
		// matching: among the patterns whose literal start is a prefix of
		// the id, then among those starting with a wildcard, each list in
		// provider order. lint asks this of every sample model, one or two
		// per provider: trying every pattern made a thousand providers cost
		// millions of matches.
		best := len(x.providerIDs)
		for n := 1; n <= len(model); n++ {
			for _, pp := range ps.byPrefix[model[:n]] {
				if pp.provider >= best {
					break
				}
				if MatchModel(pp.pattern, model) {
					best = pp.provider
					break
				}
			}
		}
		for _, pp := range ps.open {
			if pp.provider >= best {
				break
			}
			if MatchModel(pp.pattern, model) {
				best = pp.provider
				break
			}
		}
		if best < len(x.providerIDs) {
			return x.providerIDs[best]
		}
	}
	return ps.fallback
}

// providerPatterns is every provider's model patterns, by the literal text
// before their first wildcard (open: none), each list in provider order;
// and the default provider.
type providerPatterns struct {
	byPrefix map[string][]providerPattern
	open     []providerPattern
	fallback string
}

type providerPattern struct {
	provider int // position in providerIDs
	pattern  string
}

func (x *Index) indexPatterns() {
	ps := providerPatterns{byPrefix: map[string][]providerPattern{}}
	for i, id := range x.providerIDs {
		p := x.providers[id]
		for _, pat := range p.Models {
			pp := providerPattern{i, pat}
			prefix, _, _ := strings.Cut(pat, "*")
			if prefix == "" {
				ps.open = append(ps.open, pp)
			} else {
				ps.byPrefix[prefix] = append(ps.byPrefix[prefix], pp)
			}
		}
		if p.Default && ps.fallback == "" {
			ps.fallback = id
		}
	}
	x.patterns = ps
}

// InClass reports whether a model id belongs to a model class. An empty
// model id belongs to no class, and no id to an undeclared class.
//
// A class is a pattern match, a condition over the model's record, or both:
// a model is in it when it matches a pattern (if the class has any) and the
// condition holds (if it has one).
func (x *Index) InClass(class, model string) bool {
	c, ok := x.classes[class]
	if !ok || model == "" || (len(c.Match) == 0 && c.Where == nil) {
		return false
	}
	if len(c.Match) > 0 && !c.Matches(model) {
		return false
	}
	if c.Where == nil {
		return true
	}
	e := x.newEval(nil, "", "", model)
	return e.holds(c.Where)
}

// GateAllows reports whether a tool's gate, if it has one, lets the model see it.
func (x *Index) GateAllows(tool, model string) bool {
	i, ok := x.pos[tool]
	if !ok || x.gate[i] < 0 {
		return true
	}
	g := &x.t.Gates[x.gate[i]]
	return g.Allows(x.InClass(g.Class(), model))
}

// Gated reports whether a declared tool has a gate.
func (x *Index) Gated(tool string) bool {
	i, ok := x.pos[tool]
	return ok && x.gate[i] >= 0
}

// check returns the provider and mode, or an *UnknownError.
func (x *Index) check(provider, mode string) (*Provider, *Mode, error) {
	p, ok := x.providers[provider]
	if !ok {
		return nil, nil, &UnknownError{Kind: "provider", Name: provider, Known: slices.Clone(x.providerIDs)}
	}
	m, ok := x.modes[mode]
	if !ok {
		return nil, nil, &UnknownError{Kind: "mode", Name: mode, Known: slices.Clone(x.modeIDs)}
	}
	return p, m, nil
}

// BaseHead returns the head a provider asks for before a mode edits it: its
// explicit first-turn list, or the default head. Sorted and deduplicated;
// nil for an unknown provider.
func (x *Index) BaseHead(provider string) []string {
	p, ok := x.providers[provider]
	if !ok {
		return nil
	}
	return slices.Clone(x.baseHead(p))
}

// baseHead is BaseHead for a known provider; the default head is shared.
func (x *Index) baseHead(p *Provider) []string {
	if !p.Explicit {
		return x.defaultHead
	}
	out := slices.Clone(p.FirstTurn)
	slices.Sort(out)
	return slices.Compact(out)
}

// HeadCandidates returns the head names a provider and mode ask for, before
// state, source and gate filtering: the provider's base head plus the mode's
// head_add, minus its head_drop. Sorted.
func (x *Index) HeadCandidates(provider, mode string) []string {
	set := map[string]bool{}
	for _, n := range x.BaseHead(provider) {
		set[n] = true
	}
	if m, ok := x.modes[mode]; ok {
		for _, n := range m.HeadAdd {
			set[n] = true
		}
		for _, n := range m.HeadDrop {
			delete(set, n)
		}
	}
	out := make([]string, 0, len(set))
	for n := range set {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// denied marks, by catalog position, the tools a gate hides from model; nil
// when no gate hides anything.
//
// The answer is remembered per model and shared: no caller may modify it.
// A model's gate verdicts depend on nothing but the model id, and lint
// resolves each sample model in every provider × mode (100 modes: 40% of
// resolving went to judging the same gates again).
func (x *Index) denied(model string) []bool {
	d, _ := x.verdicts(model)
	return d
}

// verdicts is one content of denied, shared by every model judged alike,
// and a number naming it: 0 when nothing is denied, -1 when it is not
// remembered.
type verdicts struct {
	denied []bool
	id     int
}

// headKey names what decides a head and its partition when no condition
// applies: the provider's explicit first-turn list (provider is its id; ""
// for every provider on the default head, which head reads nothing else
// of), the mode and the gate verdicts.
type headKey struct {
	provider, mode string
	explicit       bool
	verdicts       int
}

// verdicts returns denied(model) and the number naming its content.
func (x *Index) verdicts(model string) ([]bool, int) {
	x.deniedMu.Lock()
	v, ok := x.denials[model]
	x.deniedMu.Unlock()
	if ok {
		return v.denied, v.id
	}
	out := x.judgeGates(model)
	x.deniedMu.Lock()
	defer x.deniedMu.Unlock()
	if x.denials == nil {
		x.denials, x.deniedSets = map[string]verdicts{}, map[string]verdicts{}
	}
	v = verdicts{}
	if out != nil {
		key := make([]byte, (len(out)+7)/8)
		for i, d := range out {
			if d {
				key[i/8] |= 1 << (i % 8)
			}
		}
		if v, ok = x.deniedSets[string(key)]; !ok {
			// Bounded to about 16 MB of verdicts (a []bool per tool).
			if len(x.deniedSets) >= max(64, (16<<20)/max(len(x.catalog), 1)) {
				return out, -1
			}
			v = verdicts{out, len(x.deniedSets) + 1}
			x.deniedSets[string(key)] = v
		}
	}
	if len(x.denials) < 1<<16 {
		x.denials[model] = v
	}
	return v.denied, v.id
}

// judgeGates is denied, computed.
func (x *Index) judgeGates(model string) []bool {
	var out []bool
	inClass := map[string]bool{}
	for gi := range x.t.Gates {
		g := &x.t.Gates[gi]
		i, ok := x.pos[g.Tool]
		if !ok {
			continue
		}
		id := g.Class()
		in, seen := inClass[id]
		if !seen {
			in = x.InClass(id, model)
			inClass[id] = in
		}
		if g.Allows(in) {
			continue
		}
		if out == nil {
			out = make([]bool, len(x.catalog))
		}
		out[i] = true
	}
	return out
}

// head marks, by catalog position, the first-turn head of a provider and
// mode for a model whose gate verdicts are denied. Undeclared and invisible
// names never enter it; a default head holds builtin candidates, plus the
// visible MCP tools the mode offers as active or the policy keeps loaded; an
// explicit first-turn list is the whole head and may name MCP tools.
func (x *Index) head(p *Provider, m *Mode, denied []bool) []bool {
	active := make([]bool, len(x.catalog))
	for _, i := range x.candidates(p, m) {
		if !x.visible[i] || (denied != nil && denied[i]) || (!p.Explicit && x.mcp[i]) {
			continue
		}
		active[i] = true
	}
	if !p.Explicit {
		for _, i := range x.visibleMCP {
			if (denied == nil || !denied[i]) && (m.MCPActive || x.keep[i]) {
				active[i] = true
			}
		}
	}
	return active
}

// candidates returns the catalog positions of HeadCandidates' declared
// names, remembered per provider and mode: a default head of thousands of
// tools took a map and a sort on every resolution.
func (x *Index) candidates(p *Provider, m *Mode) []int {
	key := p.ID + "\x00" + m.ID
	x.candMu.Lock()
	defer x.candMu.Unlock()
	if c, ok := x.cands[key]; ok {
		return c
	}
	var out []int
	for _, name := range x.HeadCandidates(p.ID, m.ID) {
		if i, ok := x.pos[name]; ok {
			out = append(out, i)
		}
	}
	x.cands[key] = out
	return out
}

// UngatedHead returns the head a provider and mode offer when every gate
// lets the model see its tool, in catalog order: what a runtime that applies
// gates per model id at call time starts from.
func (x *Index) UngatedHead(provider, mode string) ([]string, error) {
	p, m, err := x.check(provider, mode)
	if err != nil {
		return nil, err
	}
	active := x.head(p, m, nil)
	out := []string{}
	for i, a := range active {
		if a {
			out = append(out, x.names[i])
		}
	}
	return out, nil
}

// HeadSummary returns the builtin part of the head of a provider, mode and
// model (what a provider's budget counts), in catalog order, and the size of
// the whole head. It costs the head candidates plus the gated MCP tools, not
// the number of tools: lint asks it of every provider × mode × sample model.
func (x *Index) HeadSummary(provider, mode, model string) (native []string, size int, err error) {
	p, m, err := x.check(provider, mode)
	if err != nil {
		return nil, 0, err
	}
	if x.conditional {
		c, err := x.ResolveQuery(Query{Provider: provider, Mode: mode, Model: model})
		if err != nil {
			return nil, 0, err
		}
		return x.NativeHead(c.Active), len(c.Active), nil
	}
	// The candidates' positions, remembered per provider and mode: lint
	// asks this of every view, and HeadCandidates built a map and sorted
	// it each time (a thousand providers: a tenth of lint).
	var at []int
	for _, i := range x.candidates(p, m) {
		if !x.visible[i] || (!p.Explicit && x.mcp[i]) || !x.GateAllows(x.names[i], model) {
			continue
		}
		size++
		if !x.mcp[i] {
			at = append(at, i)
		}
	}
	slices.Sort(at)
	for _, i := range at {
		native = append(native, x.names[i])
	}
	if p.Explicit {
		return native, size, nil
	}
	if m.MCPActive {
		size += x.ungatedMCP
	} else {
		size += x.ungatedKept
	}
	for _, i := range x.gatedMCP {
		if (m.MCPActive || x.keep[i]) && x.GateAllows(x.names[i], model) {
			size++
		}
	}
	return native, size, nil
}

// NativeHead returns the names of a head that a provider's budget counts,
// in its order: all but the declared MCP tools. A name the policy does not
// declare (one a harness sent) counts as a builtin.
func (x *Index) NativeHead(active []string) []string {
	var out []string
	for _, n := range active {
		if i, ok := x.pos[n]; !ok || !x.mcp[i] {
			out = append(out, n)
		}
	}
	return out
}

// HeadEditChanges reports whether a mode's head_add (add) or head_drop entry
// for name changes a provider's native head from the head the provider asks
// for (BaseHead): an added visible builtin outside it, a dropped name in it
// or added by the same mode.
func (x *Index) HeadEditChanges(provider, mode, name string, add bool) bool {
	p, ok := x.providers[provider]
	if !ok {
		return false
	}
	if _, in := slices.BinarySearch(x.baseHead(p), name); in {
		return !add
	}
	if add {
		i, ok := x.pos[name]
		return ok && x.visible[i] && !x.mcp[i]
	}
	m, ok := x.modes[mode]
	return ok && slices.Contains(m.HeadAdd, name)
}

// Resolve computes the catalog for a provider, mode and model id (which may
// be empty: then no gated class matches). Its lists are the caller's.
func (x *Index) Resolve(provider, mode, model string) (*Catalog, error) {
	if x.conditional {
		return x.ResolveQuery(Query{Provider: provider, Mode: mode, Model: model})
	}
	return x.resolve(provider, mode, model, false)
}

// ResolveQuery computes the catalog for one configuration: a provider, mode,
// model id and settings (unset settings take their defaults). Unknown
// settings and values are a *SettingError. Its lists are the caller's.
func (x *Index) ResolveQuery(q Query) (*Catalog, error) { return x.resolveQuery(q, false) }

// ResolveSharedQuery is ResolveQuery for callers that resolve many
// configurations and only read them, as ResolveShared is for Resolve: every
// list is shared by the catalogs that partition the tools alike, and none
// may be modified. lint resolves each provider × mode × model in every
// widest configuration, and gen every declared configuration; most of them
// partition alike.
func (x *Index) ResolveSharedQuery(q Query) (*Catalog, error) { return x.resolveQuery(q, true) }

// resolveQuery is ResolveQuery, with every list shared when shared is set.
func (x *Index) resolveQuery(q Query, shared bool) (*Catalog, error) {
	p, m, err := x.check(q.Provider, q.Mode)
	if err != nil {
		return nil, err
	}
	cfg, err := x.configure(q.Settings)
	if err != nil {
		return nil, err
	}
	if !x.conditional {
		return x.resolve(q.Provider, q.Mode, q.Model, shared)
	}
	return x.resolveWith(p, m, q.Model, cfg, shared, ""), nil
}

// resolveWith is resolution when conditions apply: a tool is registered
// when its registration conditions hold, offered when its state is visible,
// its visibility conditions and gate hold, and in the head when it is a
// head candidate and its head conditions hold too.
//
// force names a group to take as enabled whatever its condition says
// (ActivateGroup), or "".
func (x *Index) resolveWith(p *Provider, m *Mode, model string, cfg *config, shared bool, force string) *Catalog {
	e := x.newEval(cfg, p.ID, m.ID, model)
	e.force = force
	reg, vis, headOK := x.masks(e, m)
	denied := x.denied(model)
	out := make([]bool, len(x.catalog))
	for i := range out {
		out[i] = !vis[i] || (denied != nil && denied[i])
	}
	active := x.head(p, m, out)
	// Each tool's place, which with its state decides which list it is in.
	place := make([]uint8, len(x.catalog))
	for i := range place {
		switch {
		case !reg[i]:
			place[i] = placeUnregistered
		case active[i] && headOK[i]:
			place[i] = placeActive
		case out[i]:
			place[i] = placeGatedOut
		}
	}
	var v *queryView
	if shared {
		v = x.queryView(place)
	} else {
		v = x.partitionQuery(place)
	}
	c := &Catalog{Provider: p.ID, Mode: m.ID, Model: model, Active: v.active, Discoverable: v.discoverable,
		Hidden: v.hidden, Deprecated: v.deprecated, Removed: v.removed, Registered: v.registered, GatedOut: v.gatedOut,
		Unregistered: v.unregistered}
	c.Settings = x.settingsOf(cfg)
	c.Fingerprint = x.headFingerprint(c)
	return c
}

// A tool's place in one configuration, besides its state: placeOther is
// registered and neither in the head nor gated out (discoverable when its
// state is visible), or removed.
const (
	placeOther uint8 = iota
	placeUnregistered
	placeActive
	placeGatedOut
)

// queryView is a configuration's partition of every declared tool.
type queryView struct {
	active, discoverable, hidden, deprecated, removed, registered, gatedOut, unregistered []string
}

// partitionQuery lists the tools by place and state, in catalog order.
func (x *Index) partitionQuery(place []uint8) *queryView {
	v := &queryView{active: []string{}, discoverable: []string{}, hidden: []string{}, deprecated: []string{},
		removed: []string{}, registered: []string{}, gatedOut: []string{}, unregistered: []string{}}
	for i, name := range x.names {
		st := x.catalog[i].State
		switch {
		case st == StateRemoved:
			v.removed = append(v.removed, name)
			continue
		case place[i] == placeUnregistered:
			v.unregistered = append(v.unregistered, name)
			continue
		case st == StateHidden:
			v.hidden = append(v.hidden, name)
		case st == StateDeprecated:
			v.deprecated = append(v.deprecated, name)
		}
		v.registered = append(v.registered, name)
		switch {
		case !st.Visible():
		case place[i] == placeActive:
			v.active = append(v.active, name)
		case place[i] == placeGatedOut:
			v.gatedOut = append(v.gatedOut, name)
		default:
			v.discoverable = append(v.discoverable, name)
		}
	}
	return v
}

// maxQueryViews bounds the partitions ResolveSharedQuery remembers: each
// holds up to eight lists of every tool, and a settings space has many
// configurations. Past it a partition is computed, not remembered.
const maxQueryViews = 512

// queryView returns the remembered partition for these places, or
// remembers a new one (clipped, so a careless append copies).
func (x *Index) queryView(place []uint8) *queryView {
	key := make([]byte, (len(place)+3)/4)
	for i, p := range place {
		key[i/4] |= p << (2 * (i % 4))
	}
	k := string(key)
	x.viewMu.Lock()
	v, ok := x.qviews[k]
	x.viewMu.Unlock()
	if ok {
		return v
	}
	v = x.partitionQuery(place)
	for _, l := range []*[]string{&v.active, &v.discoverable, &v.hidden, &v.deprecated, &v.removed, &v.registered, &v.gatedOut, &v.unregistered} {
		*l = slices.Clip(*l)
	}
	x.viewMu.Lock()
	defer x.viewMu.Unlock()
	if have, ok := x.qviews[k]; ok {
		return have
	}
	if len(x.qviews) < maxQueryViews {
		x.qviews[k] = v
	}
	return v
}

// ResolveShared is Resolve for callers that resolve many catalogs and only
// read them: Hidden, Deprecated, Removed and Registered, which depend on
// lifecycle states alone, are the same slices in every catalog it returns,
// and Active, Discoverable and GatedOut are shared by every catalog with the
// same head and the same gated-out tools; none may be modified. gen resolves
// every provider × mode × model, and copying 10,000 registered names each
// time was a third of its cost.
func (x *Index) ResolveShared(provider, mode, model string) (*Catalog, error) {
	if x.conditional {
		return x.ResolveSharedQuery(Query{Provider: provider, Mode: mode, Model: model})
	}
	return x.resolve(provider, mode, model, true)
}

func (x *Index) resolve(provider, mode, model string, shared bool) (*Catalog, error) {
	p, m, err := x.check(provider, mode)
	if err != nil {
		return nil, err
	}
	denied, did := x.verdicts(model)
	c := &Catalog{Provider: provider, Mode: mode, Model: model}
	if shared {
		v := x.sharedHead(p, m, denied, did)
		c.Active, c.Discoverable, c.GatedOut = v.active, v.discoverable, v.gatedOut
		// Not remembered per view: the block also depends on the provider's
		// wire and the model's variants (headFingerprint keys on all of it).
		c.Fingerprint = x.headFingerprint(c)
		// Clipped, so an append by a careless caller copies instead of
		// writing into the shared array.
		c.Hidden, c.Deprecated = slices.Clip(x.hidden), slices.Clip(x.deprecated)
		c.Removed, c.Registered = slices.Clip(x.removed), slices.Clip(x.registered)
		return c, nil
	}
	v := x.partition(x.head(p, m, denied), denied)
	c.Active, c.Discoverable, c.GatedOut = v.active, v.discoverable, v.gatedOut
	c.Hidden, c.Deprecated = slices.Clone(x.hidden), slices.Clone(x.deprecated)
	c.Removed, c.Registered = slices.Clone(x.removed), slices.Clone(x.registered)
	c.Fingerprint = x.headFingerprint(c)
	return c, nil
}

// sharedHead is view(head(p, m, denied), denied), remembered per headKey
// (did is from verdicts; -1: not remembered). A thousand providers on the
// default head share one head per mode and verdicts.
func (x *Index) sharedHead(p *Provider, m *Mode, denied []bool, did int) *sharedView {
	k := headKey{mode: m.ID, explicit: p.Explicit, verdicts: did}
	if p.Explicit {
		k.provider = p.ID
	}
	if did >= 0 {
		x.viewMu.Lock()
		v, ok := x.heads[k]
		x.viewMu.Unlock()
		if ok {
			return v
		}
	}
	v := x.view(x.head(p, m, denied), denied)
	if did >= 0 {
		x.viewMu.Lock()
		defer x.viewMu.Unlock()
		if x.heads == nil {
			x.heads = map[headKey]*sharedView{}
		}
		if len(x.heads) < 1<<16 {
			x.heads[k] = v
		}
	}
	return v
}

// partition splits the visible tools, in catalog order, into the head, the
// gated-out and the discoverable.
func (x *Index) partition(active, denied []bool) *sharedView {
	nActive := 0
	for _, a := range active {
		if a {
			nActive++
		}
	}
	v := &sharedView{active: make([]string, 0, nActive), discoverable: make([]string, 0, len(x.catalog)-nActive), gatedOut: []string{}}
	for i, name := range x.names {
		switch {
		case !x.visible[i]:
		case active[i]:
			v.active = append(v.active, name)
		case denied != nil && denied[i]:
			v.gatedOut = append(v.gatedOut, name)
		default:
			v.discoverable = append(v.discoverable, name)
		}
	}
	v.active, v.discoverable, v.gatedOut = slices.Clip(v.active), slices.Clip(v.discoverable), slices.Clip(v.gatedOut)
	return v
}

// sharedView is the partition of the visible tools that a head and a set of
// gated-out tools decide; ResolveShared hands out one per distinct pair.
type sharedView struct {
	active, discoverable, gatedOut []string
}

// view returns the remembered partition for this head and gate verdict, or
// remembers a new one. Most provider × mode × model catalogs of a large
// policy share a few, and each lists thousands of names.
func (x *Index) view(active, denied []bool) *sharedView {
	words := (len(active) + 63) / 64
	key := make([]byte, 16*words)
	for i, a := range active {
		if a {
			key[8*(i/64)+(i%64)/8] |= 1 << (i % 8)
		}
	}
	for i, d := range denied {
		if d {
			key[8*words+8*(i/64)+(i%64)/8] |= 1 << (i % 8)
		}
	}
	k := string(key)
	x.viewMu.Lock()
	v, ok := x.views[k]
	x.viewMu.Unlock()
	if ok {
		return v
	}
	// Computed unlocked, so catalogs resolved side by side do not queue; if
	// another caller stored the same view meanwhile, its copy is used.
	v = x.partition(active, denied)
	x.viewMu.Lock()
	defer x.viewMu.Unlock()
	if have, ok := x.views[k]; ok {
		return have
	}
	x.views[k] = v
	return v
}

// headFingerprint returns Fingerprint(x.Block(c)), remembered per distinct
// block key (blockKey: what the block depends on).
func (x *Index) headFingerprint(c *Catalog) string {
	key := x.blockKey(c)
	x.fpMu.Lock()
	hp, ok := x.fingerprints[key]
	if !ok {
		hp = &headPrint{}
		x.fingerprints[key] = hp
	}
	x.fpMu.Unlock()
	hp.once.Do(func() { hp.fingerprint = Fingerprint(x.Block(c)) })
	return hp.fingerprint
}

// Offered reports whether one of models can see a declared tool, in the
// head or through tool search, when no condition applies: its state is
// visible and its gate lets the model see it. The provider and the mode do
// not change that.
func (x *Index) Offered(name string, models []string) bool {
	i, ok := x.pos[name]
	if !ok || !x.visible[i] {
		return false
	}
	return slices.ContainsFunc(models, func(m string) bool { return x.GateAllows(name, m) })
}

// Offer says how name is offered for a provider, mode and model id. A name
// that is not a declared tool is offered in no way.
func (x *Index) Offer(provider, mode, model, name string) (Offering, error) {
	if x.conditional {
		return x.OfferQuery(Query{Provider: provider, Mode: mode, Model: model}, name)
	}
	p, m, err := x.check(provider, mode)
	if err != nil {
		return Offering{}, err
	}
	i, ok := x.pos[name]
	if !ok {
		return Offering{}, nil
	}
	var o Offering
	o.Dispatchable = x.catalog[i].State.Dispatchable()
	if !x.visible[i] || !x.GateAllows(name, model) {
		return o, nil
	}
	if !p.Explicit && x.mcp[i] {
		o.Active = m.MCPActive || x.keep[i]
	} else {
		o.Active = slices.Contains(x.HeadCandidates(provider, mode), name)
	}
	o.Discoverable = !o.Active
	o.Visible = true
	return o, nil
}

// OfferQuery says how name is offered in one configuration.
func (x *Index) OfferQuery(q Query, name string) (Offering, error) {
	c, err := x.ResolveQuery(q)
	if err != nil {
		return Offering{}, err
	}
	var o Offering
	o.Active = slices.Contains(c.Active, name)
	o.Discoverable = slices.Contains(c.Discoverable, name)
	o.Visible = o.Active || o.Discoverable
	o.Dispatchable = slices.Contains(c.Registered, name)
	return o, nil
}
