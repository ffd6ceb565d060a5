package resolve

import (
	"slices"
	"sort"
	"sync"
)

// Index is a Tables with the lookups resolution needs, built once. lint and
// gen resolve every provider × mode × model of policies with thousands of
// tools, so everything that depends on the tables alone is worked out here
// and resolution walks slices by catalog position. An Index is safe for
// concurrent use; the Tables it was built from must not change.
type Index struct {
	t Tables

	// catalog holds every tool in catalog order; pos is its inverse.
	catalog []*Tool
	names   []string // catalog[i].Name
	pos     map[string]int
	// visible[i] and mcp[i] say whether catalog[i] is visible and from MCP,
	// packed so resolution does not chase a pointer per tool.
	visible, mcp []bool
	keep         []bool // kept loaded: in a default head in every mode
	gate         []int  // index into t.Gates of catalog[i]'s gate, or -1
	// defaultHead holds the builtin tools whose state is active, sorted.
	defaultHead []string
	// The partitions that depend only on lifecycle states, in catalog order.
	deferred, hidden, deprecated, removed, registered []string
	// visibleMCP holds the positions of visible MCP tools; ungatedMCP and
	// ungatedKept count the ungated ones and those of them kept loaded.
	visibleMCP              []int
	ungatedMCP, ungatedKept int
	// gatedMCP holds the positions of the visible MCP tools with a gate:
	// HeadSummary judges only those per view.
	gatedMCP []int

	providers map[string]*Provider
	modes     map[string]*Mode
	classes   map[string]*ModelClass
	aliases   map[string]*Alias
	retired   map[string]*Retired
	// providerIDs and modeIDs are sorted.
	providerIDs, modeIDs []string
	// patterns indexes the providers' model patterns for ProviderFor, on
	// first use.
	patOnce  sync.Once
	patterns providerPatterns

	// hasCardList and hasVariants say whether any tool has a card list or
	// variants: then a block depends on more than the head's names.
	hasCardList, hasVariants bool
	// hasVariantWhen says whether a variant has a condition: then a
	// definition depends on the configuration's settings.
	hasVariantWhen bool
	settings       map[string]*Setting
	groups         map[string]*Group
	annotations    map[string]*Annotation
	models         map[string]*ModelRecord
	// settingIDs and groupIDs are sorted.
	settingIDs, groupIDs []string
	// toolConds numbers each tool's registered, visible and head
	// conditions by their value, the same number for equal conditions, or
	// -1 for none or one that tests the tool itself (ToolScoped); condCount
	// is how many numbers there are. masks evaluates each number once per
	// configuration instead of once per tool.
	toolConds [][3]int32
	condCount int
	// conditional is set when anything depends on settings or conditions.
	conditional bool

	// fingerprints remembers each distinct head's fingerprint: most
	// catalogs share a few heads, and a head of thousands of MCP tools is
	// slow to encode and hash.
	fpMu         sync.Mutex
	fingerprints map[string]*headPrint
	// views remembers ResolveShared's partitions by head and gated-out set.
	// qviews remembers ResolveSharedQuery's partitions by each tool's place
	// (at most maxQueryViews).
	viewMu sync.Mutex
	views  map[string]*sharedView
	qviews map[string]*queryView
	// cands remembers each provider × mode's head candidates by position.
	candMu sync.Mutex
	cands  map[string][]int
	// denials remembers denied's answer per model id (read only, bounded
	// in verdicts): lint resolves each model in every provider × mode.
	deniedMu   sync.Mutex
	denials    map[string]verdicts
	deniedSets map[string]verdicts // by content, so models judged alike share one
	// heads remembers ResolveShared's partition per headKey (the explicit
	// head or the default one, the mode and the gate verdicts), which
	// decides it: lint and gen resolve every
	// provider × mode × model, and building the head and the partition's
	// key cost a pass over every tool each time. Guarded by viewMu.
	heads map[headKey]*sharedView
	// maskSets remembers masks by maskKey; reads is what that key holds.
	maskMu   sync.Mutex
	maskSets map[string]*maskSet
	reads    maskReads
}

// headPrint is one remembered head's fingerprint, computed once by whichever
// caller first meets the head while the others wait.
type headPrint struct {
	once        sync.Once
	fingerprint string
}

// New indexes t. The tables are the Index's from then on.
func New(t Tables) *Index {
	x := &Index{
		t:            t,
		providers:    make(map[string]*Provider, len(t.Providers)),
		modes:        make(map[string]*Mode, len(t.Modes)),
		classes:      make(map[string]*ModelClass, len(t.ModelClasses)),
		aliases:      make(map[string]*Alias, len(t.Aliases)),
		retired:      make(map[string]*Retired, len(t.Retired)),
		fingerprints: map[string]*headPrint{},
		views:        map[string]*sharedView{},
		qviews:       map[string]*queryView{},
		cands:        map[string][]int{},
		settings:     map[string]*Setting{},
		groups:       map[string]*Group{},
		annotations:  map[string]*Annotation{},
		models:       map[string]*ModelRecord{},
	}
	byName := make([]*Tool, len(t.Tools))
	for i := range t.Tools {
		byName[i] = &t.Tools[i]
	}
	sort.SliceStable(byName, func(i, j int) bool { return byName[i].Name < byName[j].Name })
	x.catalog = slices.Clone(byName)
	sortCatalog(t.Order, x.catalog)
	for _, tl := range x.catalog {
		x.hasCardList = x.hasCardList || tl.CardList != nil
		x.hasVariants = x.hasVariants || len(tl.Variants) > 0
		for _, v := range tl.Variants {
			x.hasVariantWhen = x.hasVariantWhen || v.When != nil
		}
	}
	n := len(x.catalog)
	x.names = make([]string, n)
	x.pos = make(map[string]int, n)
	x.visible, x.mcp, x.keep = make([]bool, n), make([]bool, n), make([]bool, n)
	x.gate = make([]int, n)
	x.deferred, x.hidden, x.deprecated, x.removed, x.registered = []string{}, []string{}, []string{}, []string{}, []string{}
	for i, tl := range x.catalog {
		x.names[i] = tl.Name
		x.pos[tl.Name] = i
		x.visible[i] = tl.State.Visible()
		x.mcp[i] = tl.Source == SourceMCP
		x.gate[i] = -1
		switch tl.State {
		case StateDeferred:
			x.deferred = append(x.deferred, tl.Name)
		case StateHidden:
			x.hidden = append(x.hidden, tl.Name)
		case StateDeprecated:
			x.deprecated = append(x.deprecated, tl.Name)
		case StateRemoved:
			x.removed = append(x.removed, tl.Name)
		}
		if tl.State.Dispatchable() {
			x.registered = append(x.registered, tl.Name)
		}
	}
	for _, tl := range byName {
		if tl.State == StateActive && tl.Source == SourceBuiltin {
			x.defaultHead = append(x.defaultHead, tl.Name)
		}
	}
	for _, name := range t.KeepLoaded {
		if i, ok := x.pos[name]; ok {
			x.keep[i] = true
		}
	}
	for gi := range t.Gates {
		if i, ok := x.pos[t.Gates[gi].Tool]; ok {
			x.gate[i] = gi
		}
	}
	for i := range x.catalog {
		if x.mcp[i] && x.visible[i] {
			x.visibleMCP = append(x.visibleMCP, i)
			if x.gate[i] < 0 {
				x.ungatedMCP++
				if x.keep[i] {
					x.ungatedKept++
				}
			} else {
				x.gatedMCP = append(x.gatedMCP, i)
			}
		}
	}
	for i := range t.Providers {
		x.providers[t.Providers[i].ID] = &t.Providers[i]
		x.providerIDs = append(x.providerIDs, t.Providers[i].ID)
	}
	for i := range t.Modes {
		x.modes[t.Modes[i].ID] = &t.Modes[i]
		x.modeIDs = append(x.modeIDs, t.Modes[i].ID)
	}
	for i := range t.ModelClasses {
		x.classes[t.ModelClasses[i].ID] = &t.ModelClasses[i]
	}
	for i := range t.Aliases {
		x.aliases[t.Aliases[i].Name] = &t.Aliases[i]
	}
	for i := range t.Retired {
		x.retired[t.Retired[i].Name] = &t.Retired[i]
	}
	slices.Sort(x.providerIDs)
	slices.Sort(x.modeIDs)
	for i := range MCPAnnotations {
		x.annotations[MCPAnnotations[i].ID] = &MCPAnnotations[i]
	}
	for i := range t.Annotations {
		x.annotations[t.Annotations[i].ID] = &t.Annotations[i]
	}
	for i := range t.Settings {
		x.settings[t.Settings[i].ID] = &t.Settings[i]
		x.settingIDs = append(x.settingIDs, t.Settings[i].ID)
	}
	for i := range t.Groups {
		x.groups[t.Groups[i].ID] = &t.Groups[i]
		x.groupIDs = append(x.groupIDs, t.Groups[i].ID)
	}
	for i := range t.Models {
		x.models[t.Models[i].ID] = &t.Models[i]
	}
	slices.Sort(x.settingIDs)
	slices.Sort(x.groupIDs)
	x.conditional = len(t.Settings) > 0 || len(t.Groups) > 0 || t.Exposure != (Exposure{})
	for _, tl := range x.catalog {
		x.conditional = x.conditional || tl.RegisteredWhen != nil || tl.VisibleWhen != nil || tl.HeadWhen != nil
	}
	x.conditional = x.conditional || x.hasVariantWhen
	if x.conditional {
		x.numberConds()
	}
	for _, m := range t.Modes {
		x.conditional = x.conditional || m.RegisteredWhen != nil
	}
	x.maskSets = map[string]*maskSet{}
	x.reads = x.readsOf()
	return x
}

// Tables returns the tables the index was built from. They are shared: not
// to be changed.
func (x *Index) Tables() *Tables { return &x.t }

// Tools returns every declared tool in catalog order.
func (x *Index) Tools() []Tool {
	out := make([]Tool, len(x.catalog))
	for i, t := range x.catalog {
		out[i] = *t
	}
	return out
}

// CatalogOrder returns every declared tool name in catalog order. Shared:
// not to be changed.
func (x *Index) CatalogOrder() []string { return x.names }

// Lookup returns the declared tool called name.
func (x *Index) Lookup(name string) (Tool, bool) {
	i, ok := x.pos[name]
	if !ok {
		return Tool{}, false
	}
	return *x.catalog[i], true
}

// StateOf returns the lifecycle state of a declared tool name.
func (x *Index) StateOf(name string) (State, bool) {
	i, ok := x.pos[name]
	if !ok {
		return "", false
	}
	return x.catalog[i].State, true
}

// Position returns a declared tool's position in catalog order.
func (x *Index) Position(name string) (int, bool) {
	i, ok := x.pos[name]
	return i, ok
}

// DefaultHead returns the default first-turn head: every builtin tool whose
// state is active, sorted. Providers without an explicit list use it.
func (x *Index) DefaultHead() []string { return slices.Clone(x.defaultHead) }

// Provider returns the provider with id.
func (x *Index) Provider(id string) (*Provider, bool) {
	p, ok := x.providers[id]
	return p, ok
}

// Mode returns the mode with id.
func (x *Index) Mode(id string) (*Mode, bool) {
	m, ok := x.modes[id]
	return m, ok
}

// ProviderIDs returns the provider ids, sorted. Shared: not to be changed.
func (x *Index) ProviderIDs() []string { return x.providerIDs }

// ModeIDs returns the mode ids, sorted. Shared: not to be changed.
func (x *Index) ModeIDs() []string { return x.modeIDs }

// Alias returns the manifest entry for name.
func (x *Index) Alias(name string) (*Alias, bool) {
	a, ok := x.aliases[name]
	return a, ok
}

// IsRetired reports whether name must never be registered again.
func (x *Index) IsRetired(name string) bool {
	_, ok := x.retired[name]
	return ok
}

// DeferredNames returns the deferred tools, in catalog order.
func (x *Index) DeferredNames() []string { return slices.Clone(x.deferred) }

// HiddenNames returns the hidden-compatibility names, in catalog order.
func (x *Index) HiddenNames() []string { return slices.Clone(x.hidden) }

// DeprecatedNames returns the deprecated names, in catalog order.
func (x *Index) DeprecatedNames() []string { return slices.Clone(x.deprecated) }

// RemovedNames returns the removed names, in catalog order.
func (x *Index) RemovedNames() []string { return slices.Clone(x.removed) }

// RegisteredNames returns every dispatchable name, in catalog order.
func (x *Index) RegisteredNames() []string { return slices.Clone(x.registered) }
