package model

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash/maphash"
	"slices"
	"sync"
)

// Catalog is what a harness offers a model for one provider, mode and model id.
// Every list is in catalog order: builtin tools sorted by name, then MCP tools
// sorted by name (adding an MCP tool never shifts a builtin's position).
type Catalog struct {
	Provider string `json:"provider"`
	Mode     string `json:"mode"`
	Model    string `json:"model"`
	// Active is the first-turn head.
	Active []string `json:"active"`
	// Discoverable is the tool-search pool: visible tools not in the head.
	Discoverable []string `json:"discoverable"`
	// Hidden holds hidden-compatibility names (dispatchable, silent).
	Hidden []string `json:"hidden"`
	// Deprecated holds deprecated names (dispatchable, with a notice).
	Deprecated []string `json:"deprecated"`
	// Removed holds removed names (not dispatchable).
	Removed []string `json:"removed"`
	// Registered is everything dispatchable.
	Registered []string `json:"registered"`
	// GatedOut holds visible-state tools a gate hides from this model.
	GatedOut []string `json:"gated_out"`
	// Fingerprint is the SHA-256 of the canonical first-turn block.
	Fingerprint string `json:"fingerprint"`
}

// UnknownError reports a provider or mode the policy does not declare.
type UnknownError struct {
	Kind  string // "provider" or "mode"
	Name  string
	Known []string
}

func (e *UnknownError) Error() string {
	return fmt.Sprintf("unknown %s %q (the policy declares: %s)", e.Kind, e.Name, joinOr(e.Known))
}

func joinOr(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	out := ""
	for i, x := range s {
		if i > 0 {
			out += ", "
		}
		out += x
	}
	return out
}

// ProviderFor returns the provider serving a model id: the first provider (in
// id order) with a matching pattern, else the default provider, else "".
func (p *Policy) ProviderFor(model string) string {
	ids := p.ProviderIDs()
	if model != "" {
		for _, id := range ids {
			for _, pat := range p.Providers[id].Models {
				if MatchModel(pat, model) {
					return id
				}
			}
		}
	}
	for _, id := range ids {
		if p.Providers[id].Default {
			return id
		}
	}
	return ""
}

// DefaultProvider returns the provider marked default, or "".
func (p *Policy) DefaultProvider() string { return p.ProviderFor("") }

// GateAllows reports whether the tool's gate (if any) lets the model see it.
func (p *Policy) GateAllows(tool, model string) bool {
	g, ok := p.Gates[tool]
	if !ok {
		return true
	}
	c := p.ModelClasses[g.Class()]
	return g.allows(c != nil && c.Matches(model))
}

// allows reports whether the gate lets a model see its tool, given whether
// the model is in the gate's class.
func (g *Gate) allows(inClass bool) bool {
	if g.VisibleFor != "" {
		return inClass
	}
	return !inClass
}

// HeadCandidates returns the native head names a provider and mode ask for,
// before state and gate filtering: the provider's explicit list or the
// default active set, plus the mode's head_add, minus its head_drop. Sorted.
func (p *Policy) HeadCandidates(provider, mode string) []string {
	set := map[string]bool{}
	prov := p.Providers[provider]
	if prov != nil && prov.Explicit {
		for _, r := range prov.FirstTurn {
			set[r.Name] = true
		}
	} else {
		for _, name := range p.orders().defaultHead {
			set[name] = true
		}
	}
	if m := p.Modes[mode]; m != nil {
		for _, r := range m.HeadAdd {
			set[r.Name] = true
		}
		for _, r := range m.HeadDrop {
			delete(set, r.Name)
		}
	}
	return SortedKeys(set)
}

// Resolve computes the catalog for a provider, mode and model id (which may
// be empty: no gated class then matches).
func (p *Policy) Resolve(provider, mode, model string) (*Catalog, error) {
	return p.resolve(provider, mode, model, false)
}

// ResolveShared is Resolve for callers that resolve many catalogs and only
// read them: Hidden, Deprecated, Removed and Registered, which depend on
// lifecycle states alone, are the same slices in every catalog it returns,
// and Active, Discoverable and GatedOut are shared by every catalog with the
// same head and the same gated-out tools; none may be modified. gen resolves
// every provider × mode × model, and copying 10,000 registered names each
// time was a third of its cost.
func (p *Policy) ResolveShared(provider, mode, model string) (*Catalog, error) {
	return p.resolve(provider, mode, model, true)
}

func (p *Policy) resolve(provider, mode, model string, shared bool) (*Catalog, error) {
	if p.Providers[provider] == nil {
		return nil, &UnknownError{Kind: "provider", Name: provider, Known: p.ProviderIDs()}
	}
	m := p.Modes[mode]
	if m == nil {
		return nil, &UnknownError{Kind: "mode", Name: mode, Known: p.ModeIDs()}
	}
	explicit := p.Providers[provider].Explicit
	// Everything below walks the tools by catalog position: lint and gen
	// resolve every provider × mode × model, and on large policies looking
	// each name up in the maps was most of their time.
	o := p.orders()
	denied := p.gateDenied(o, model)
	gated := func(i int) bool { return denied != nil && denied[i] }
	active := make([]bool, len(o.catalog))
	for _, name := range p.HeadCandidates(provider, mode) {
		i, ok := o.index[name]
		// Undeclared and non-visible names never enter the head (the linter
		// reports them). An explicit first_turn may name MCP tools; the
		// default head is builtin only.
		if !ok || !o.visible[i] || gated(i) || (!explicit && o.tools[i].Source != SourceBuiltin) {
			continue
		}
		active[i] = true
	}
	c := &Catalog{Provider: provider, Mode: mode, Model: model}
	// An explicit first_turn is the whole head. Otherwise MCP tools join it
	// when kept loaded, or when the mode offers MCP tools as active.
	if !explicit {
		keep := make([]bool, len(o.catalog))
		for _, r := range p.KeepLoaded {
			if i, ok := o.index[r.Name]; ok {
				keep[i] = true
			}
		}
		for i := range o.catalog {
			if o.mcp[i] && o.visible[i] && !gated(i) && (m.MCP == MCPActive || keep[i]) {
				active[i] = true
			}
		}
	}
	var sv *sharedView
	if shared {
		sv = o.view(active, denied, func() *sharedView { return partition(o, active, gated) })
		c.Active, c.Discoverable, c.GatedOut = sv.active, sv.discoverable, sv.gatedOut
	} else {
		v := partition(o, active, gated)
		c.Active, c.Discoverable, c.GatedOut = v.active, v.discoverable, v.gatedOut
	}
	// These depend on lifecycle states alone.
	// Clipped, so an append by a careless caller copies instead of writing
	// into the shared array.
	c.Hidden, c.Deprecated = slices.Clip(o.hidden), slices.Clip(o.deprecated)
	c.Removed, c.Registered = slices.Clip(o.removed), slices.Clip(o.registered)
	if !shared {
		c.Hidden, c.Deprecated = slices.Clone(c.Hidden), slices.Clone(c.Deprecated)
		c.Removed, c.Registered = slices.Clone(c.Removed), slices.Clone(c.Registered)
	}
	for _, l := range []*[]string{&c.Active, &c.Discoverable, &c.Hidden, &c.Deprecated, &c.Removed, &c.Registered, &c.GatedOut} {
		if *l == nil {
			*l = []string{}
		}
	}
	if sv != nil {
		// The head is the view's: its fingerprint is worked out once per view.
		sv.fpOnce.Do(func() { sv.fp = p.headFingerprint(o, c) })
		c.Fingerprint = sv.fp
	} else {
		c.Fingerprint = p.headFingerprint(o, c)
	}
	return c, nil
}

// partition splits the visible tools, in catalog order, into the head, the
// gated-out and the discoverable.
func partition(o *orderCache, active []bool, gated func(int) bool) *sharedView {
	nActive := 0
	for _, a := range active {
		if a {
			nActive++
		}
	}
	v := &sharedView{active: make([]string, 0, nActive), discoverable: make([]string, 0, len(o.catalog)-nActive)}
	for i, name := range o.catalog {
		switch {
		case !o.visible[i]:
		case active[i]:
			v.active = append(v.active, name)
		case gated(i):
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
	key                            []uint64 // the head's positions, then the gated-out ones, as bits
	active, discoverable, gatedOut []string
	fpOnce                         sync.Once
	fp                             string // the head's fingerprint
}

// view returns the remembered partition for this head and gate verdict, or
// remembers the one compute returns. Most provider × mode × model catalogs
// of a large policy share a few, and each lists thousands of names.
func (o *orderCache) view(active, denied []bool, compute func() *sharedView) *sharedView {
	words := (len(active) + 63) / 64
	key := make([]uint64, 2*words)
	for i, a := range active {
		if a {
			key[i/64] |= 1 << (i % 64)
		}
	}
	for i, d := range denied {
		if d {
			key[words+i/64] |= 1 << (i % 64)
		}
	}
	var h maphash.Hash
	h.SetSeed(headSeed)
	var buf [8]byte
	for _, w := range key {
		binary.LittleEndian.PutUint64(buf[:], w)
		h.Write(buf[:])
	}
	sum := h.Sum64()
	find := func() *sharedView {
		for _, v := range o.views[sum] {
			if slices.Equal(v.key, key) {
				return v
			}
		}
		return nil
	}
	o.viewMu.Lock()
	have := find()
	o.viewMu.Unlock()
	if have != nil {
		return have
	}
	// Computed unlocked, so catalogs resolved side by side do not queue; if
	// another caller stored the same view meanwhile, its copy is used.
	v := compute()
	v.key = key
	o.viewMu.Lock()
	defer o.viewMu.Unlock()
	if have := find(); have != nil {
		return have
	}
	o.views[sum] = append(o.views[sum], v)
	return v
}

// gateDenied marks, by catalog position, the tools a gate hides from model;
// nil when no gate hides anything.
func (p *Policy) gateDenied(o *orderCache, model string) []bool {
	var denied []bool
	inClass := map[string]bool{} // class id → whether model is in it
	for tool, g := range p.Gates {
		i, ok := o.index[tool]
		if !ok {
			continue
		}
		id := g.Class()
		in, seen := inClass[id]
		if !seen {
			c := p.ModelClasses[id]
			in = c != nil && c.Matches(model)
			inClass[id] = in
		}
		if g.allows(in) {
			continue
		}
		if denied == nil {
			denied = make([]bool, len(o.catalog))
		}
		denied[i] = true
	}
	return denied
}

// headFingerprint returns Fingerprint(p.Block(c)), remembered per distinct
// head: the block depends only on the head's names and their descriptions.
func (p *Policy) headFingerprint(o *orderCache, c *Catalog) string {
	var h maphash.Hash
	h.SetSeed(headSeed)
	for _, n := range c.Active {
		h.WriteString(n)
		h.WriteByte(0)
	}
	key := h.Sum64()
	o.fpMu.Lock()
	var hp *headPrint
	for _, have := range o.fingerprints[key] {
		if slices.Equal(have.active, c.Active) {
			hp = have
			break
		}
	}
	if hp == nil {
		hp = &headPrint{active: slices.Clone(c.Active)}
		o.fingerprints[key] = append(o.fingerprints[key], hp)
	}
	o.fpMu.Unlock()
	hp.once.Do(func() { hp.fingerprint = Fingerprint(p.Block(c)) })
	return hp.fingerprint
}

var headSeed = maphash.MakeSeed()

// NativeHead returns the builtin part of the head: what a provider's budget counts.
func (p *Policy) NativeHead(c *Catalog) []string {
	var out []string
	for _, n := range c.Active {
		if t := p.Tools[n]; t != nil && t.Source == SourceBuiltin {
			out = append(out, n)
		}
	}
	return out
}

// BlockEntry is one tool in the canonical first-turn block.
type BlockEntry struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
}

// Block returns the canonical JSON of a catalog's first-turn tool block: an
// array of {name, description} in catalog order, compact, newline-terminated.
// These bytes are the prefix-cache identity of the head.
func (p *Policy) Block(c *Catalog) []byte {
	entries := make([]BlockEntry, 0, len(c.Active))
	for _, name := range c.Active {
		entries = append(entries, BlockEntry{Name: name, Description: p.Tools[name].Description})
	}
	b, err := json.Marshal(entries)
	if err != nil { // strings and slices always marshal
		panic(err)
	}
	return append(b, '\n')
}

// Fingerprint returns "sha256:<hex>" of b.
func Fingerprint(b []byte) string {
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:])
}

// Resolution is where a name leads when called.
type Resolution struct {
	Name      string
	State     string
	Canonical string // the name to use instead; Name itself for canonical tools
	Notice    string // the deprecation note, for deprecated names
	Chain     []string
}

// ResolveName follows a name's alias chain to its canonical tool. ok is false
// when the name is not declared as a tool or alias.
func (p *Policy) ResolveName(name string) (r Resolution, ok bool) {
	t, isTool := p.Tools[name]
	a, isAlias := p.Aliases[name]
	if !isTool && !isAlias {
		return Resolution{Name: name}, false
	}
	r = Resolution{Name: name, Canonical: name}
	if isTool {
		r.State = t.State
	}
	if isAlias {
		r.Notice = a.Note
		if t != nil && t.State != StateDeprecated {
			r.Notice = ""
		}
	}
	seen := map[string]bool{name: true}
	cur := name
	for {
		a, ok := p.Aliases[cur]
		if !ok || a.Replacement == "" || seen[a.Replacement] {
			break
		}
		cur = a.Replacement
		seen[cur] = true
		r.Chain = append(r.Chain, cur)
	}
	r.Canonical = cur
	return r, true
}

// DeprecationBlock is the `_deprecation` object merged into a deprecated
// call's result metadata.
type DeprecationBlock struct {
	ThisTool        string `json:"this_tool"`
	UseInstead      string `json:"use_instead"`
	FirstDeprecated string `json:"first_deprecated,omitempty"`
	RemovedIn       string `json:"removed_in,omitempty"`
	Message         string `json:"message"`
}

// Deprecation returns the `_deprecation` block for a call to name, or nil
// when calling it carries no notice (canonical or hidden-compatibility names).
func (p *Policy) Deprecation(name string) *DeprecationBlock {
	t, a := p.Tools[name], p.Aliases[name]
	if t == nil || a == nil || t.State != StateDeprecated {
		return nil
	}
	r, _ := p.ResolveName(name)
	b := &DeprecationBlock{ThisTool: name, UseInstead: r.Canonical, FirstDeprecated: a.FirstDeprecated, Message: a.Note}
	if a.PlannedRemoval != TBD {
		b.RemovedIn = a.PlannedRemoval
	}
	if b.Message == "" {
		b.Message = fmt.Sprintf("Tool '%s' is deprecated; switch to '%s'.", name, r.Canonical)
	}
	return b
}
