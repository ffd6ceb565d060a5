// Package model is the compiled form of a toolpolicy policy: plain Go values
// with source positions, and the resolution rules a harness applies to them.
// It imports nothing from CUE; compiler builds it, lint and gen read it.
package model

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
)

// Lifecycle states. Every tool name is in exactly one.
const (
	StateActive     = "active"
	StateDeferred   = "deferred"
	StateHidden     = "hidden-compatibility"
	StateDeprecated = "deprecated"
	StateRemoved    = "removed"
)

// States lists the lifecycle states in lifecycle order.
var States = []string{StateActive, StateDeferred, StateHidden, StateDeprecated, StateRemoved}

// Tool sources (catalog partitions).
const (
	SourceBuiltin = "builtin"
	SourceMCP     = "mcp"
)

// MCP offering modes.
const (
	MCPDeferred = "deferred"
	MCPActive   = "active"
)

// TBD is the planned-removal value of an alias whose replay has no end date.
const TBD = "TBD"

// Pos is a position in a policy file. File is relative to the working
// directory when the file lies under it, with forward slashes.
type Pos struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"column"`
}

// IsValid reports whether p names a place in a file.
func (p Pos) IsValid() bool { return p.File != "" && p.Line > 0 }

func (p Pos) String() string {
	if !p.IsValid() {
		return "-"
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Less orders positions by file, line, column.
func (p Pos) Less(q Pos) bool {
	if p.File != q.File {
		return p.File < q.File
	}
	if p.Line != q.Line {
		return p.Line < q.Line
	}
	return p.Col < q.Col
}

// Ref is a tool name used somewhere (a head list, the keep-loaded set), with
// the position of that use.
type Ref struct {
	Name string
	Pos  Pos
}

// Tool is one declared tool name.
type Tool struct {
	Name           string
	State          string
	Implementation string
	Niche          string
	Card           string
	HasCard        bool // the card field is present (it may be empty)
	Source         string
	Description    string
	Pos            Pos   // first declaration
	Decls          []Pos // every declaration, sorted; more than one is a duplicate
}

// Visible reports whether the tool's state lets a model see it at all
// (in the head or through tool search).
func (t *Tool) Visible() bool { return t.State == StateActive || t.State == StateDeferred }

// Dispatchable reports whether calling the tool still executes.
func (t *Tool) Dispatchable() bool { return t.State != StateRemoved }

// Alias is one entry of the deprecation manifest.
type Alias struct {
	Name             string
	Replacement      string
	FirstDeprecated  string
	PlannedRemoval   string // a version or TBD
	RemovalNotBefore string
	ReplaySupported  bool
	Note             string
	Pos              Pos
	Decls            []Pos
}

// Retired is a name that must never be registered again.
type Retired struct {
	Name   string
	Reason string
	Since  string
	Pos    Pos
	Decls  []Pos
}

// Budget bounds the size of a first-turn head.
type Budget struct {
	Target int
	Max    int
}

// Limits are hard limits a provider's API enforces. Zero means unset.
type Limits struct {
	MaxTools      int
	NameMaxLength int
	NamePattern   string
}

// Provider is a model vendor (or a family of model ids) with its first-turn policy.
type Provider struct {
	ID      string
	Models  []string
	Default bool
	// FirstTurn is the explicit head; nil means the default active set.
	FirstTurn []Ref
	Explicit  bool
	Budget    Budget
	Limits    Limits
	Pos       Pos
	Decls     []Pos
}

// Mode is an interaction mode (Plan, Agent, YOLO).
type Mode struct {
	ID       string
	MCP      string
	HeadAdd  []Ref
	HeadDrop []Ref
	Pos      Pos
	Decls    []Pos
}

// ModelClass is a named set of model ids.
type ModelClass struct {
	ID      string
	Match   []string
	Except  []string
	Example string
	Pos     Pos
	Decls   []Pos
}

// Matches reports whether the model id is in the class.
func (c *ModelClass) Matches(model string) bool {
	if model == "" {
		return false
	}
	in := false
	for _, p := range c.Match {
		if MatchModel(p, model) {
			in = true
			break
		}
	}
	if !in {
		return false
	}
	for _, p := range c.Except {
		if MatchModel(p, model) {
			return false
		}
	}
	return true
}

// Gate limits which models may see a tool.
type Gate struct {
	Tool       string
	VisibleFor string // class; the tool is visible only to it
	HiddenFor  string // class; the tool is hidden from it
	Pos        Pos
	Decls      []Pos
}

// Class returns the class the gate is about.
func (g *Gate) Class() string {
	if g.VisibleFor != "" {
		return g.VisibleFor
	}
	return g.HiddenFor
}

// HeadChange acknowledges a deliberate first-turn head change in a release.
type HeadChange struct {
	Provider string
	Mode     string // empty: every mode
	Reason   string
	Pos      Pos // the list entry
	// ProviderPos and ModePos are where the entry names its provider and
	// mode (the entry itself when a field is absent).
	ProviderPos, ModePos Pos
}

// Release describes the version the policy is for.
type Release struct {
	Version                string
	MinDeprecationReleases int
	HasMinDeprecation      bool
	HeadChanges            []HeadChange
	Pos                    Pos
}

// GenConfig holds output locations from the policy; empty fields use defaults.
type GenConfig struct {
	GoDir     string
	GoPackage string
	GoldenDir string
	DocsDir   string
}

// Comment is one comment line in a policy file.
type Comment struct {
	Pos  Pos
	Text string // including the leading //
}

// Policy is a compiled policy.
type Policy struct {
	Dir   string   // the policy directory as given
	Files []string // the loaded files, as shown in positions

	Release      Release
	Tools        map[string]*Tool
	Aliases      map[string]*Alias
	Retired      map[string]*Retired
	KeepLoaded   []Ref
	Providers    map[string]*Provider
	Modes        map[string]*Mode
	ModelClasses map[string]*ModelClass
	Gates        map[string]*Gate

	// RuleSeverity overrides rule severities ("error", "warning", "off"),
	// from lint.rules: lint rules' and breaking-change rules'.
	RuleSeverity    map[string]string
	RuleSeverityPos map[string]Pos
	Gen             GenConfig

	// Decls maps a dotted field path ("tools.exec_wait", "aliases.tts.note")
	// to every place in the source that declares it, sorted. A struct inside
	// a list is indexed: "release.head_changes[0].provider".
	Decls map[string][]Pos
	// Lists maps a dotted path of a list of strings to its elements as
	// written in the source, in source order, duplicates included.
	Lists map[string][]Ref
	// Comments holds every comment in the policy files, sorted by position.
	Comments []Comment

	order   atomic.Pointer[orderCache]
	orderMu sync.Mutex // held while one caller computes the cache
}

// At returns the first declared position of the dotted path built from
// parts, falling back to the nearest declared ancestor.
func (p *Policy) At(parts ...string) Pos {
	for n := len(parts); n > 0; n-- {
		if ps := p.Decls[strings.Join(parts[:n], ".")]; len(ps) > 0 {
			return ps[0]
		}
	}
	return Pos{}
}

// SortedKeys returns the keys of m in byte order.
func SortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// ToolNames returns every declared tool name, sorted. The slice is the
// caller's to keep or change.
func (p *Policy) ToolNames() []string {
	return append([]string(nil), p.orders().names...)
}

// orderCache holds sorted views of Tools, computed once: lint and gen resolve
// every provider × mode × model, and re-sorting 10,000 names each time was
// most of their work. Tools must not change after the first call.
type orderCache struct {
	names   []string // sorted by name
	catalog []string // builtins sorted, then MCP sorted
	// tools[i] is the tool called catalog[i]; index is the inverse of
	// catalog. Resolve walks these instead of looking every name up.
	tools []*Tool
	index map[string]int
	// visible[i] and mcp[i] say whether catalog[i] is visible and from MCP,
	// packed so Resolve does not chase a pointer per tool.
	visible, mcp []bool
	// defaultHead holds the builtin tools whose state is active, sorted.
	defaultHead []string
	// The partitions that depend only on lifecycle states, in catalog order;
	// Resolve hands out copies.
	hidden, deprecated, removed, registered []string
	// fingerprints remembers the fingerprint of each distinct head Resolve
	// has seen: most provider × mode × model catalogs share a few heads, and
	// a head of thousands of MCP tools is slow to encode and hash.
	fpMu         sync.Mutex
	fingerprints map[uint64][]*headPrint
	// views remembers ResolveShared's partitions by head and gated-out set.
	viewMu sync.Mutex
	views  map[uint64][]*sharedView
}

// headPrint is one remembered head and its fingerprint, computed once by
// whichever caller first meets the head while the others wait.
type headPrint struct {
	active      []string
	once        sync.Once
	fingerprint string
}

func (p *Policy) orders() *orderCache {
	if c := p.order.Load(); c != nil && len(c.names) == len(p.Tools) {
		return c
	}
	// lint's rules and gen's resolves ask at once; one computes, the rest
	// wait for it.
	p.orderMu.Lock()
	defer p.orderMu.Unlock()
	if c := p.order.Load(); c != nil && len(c.names) == len(p.Tools) {
		return c
	}
	c := &orderCache{names: SortedKeys(p.Tools), fingerprints: map[uint64][]*headPrint{}, views: map[uint64][]*sharedView{}}
	// Each tool is looked up once; the passes below walk slices.
	byName := make([]*Tool, len(c.names))
	for i, n := range c.names {
		byName[i] = p.Tools[n]
	}
	c.catalog = make([]string, 0, len(c.names))
	c.tools = make([]*Tool, 0, len(c.names))
	for _, mcp := range []bool{false, true} {
		for i, n := range c.names {
			if (byName[i].Source == SourceMCP) == mcp {
				c.catalog = append(c.catalog, n)
				c.tools = append(c.tools, byName[i])
			}
		}
	}
	c.index = make(map[string]int, len(c.catalog))
	c.visible = make([]bool, len(c.catalog))
	c.mcp = make([]bool, len(c.catalog))
	c.hidden, c.deprecated, c.removed, c.registered = []string{}, []string{}, []string{}, []string{}
	for i, n := range c.catalog {
		t := c.tools[i]
		c.index[n] = i
		c.visible[i] = t.Visible()
		c.mcp[i] = t.Source == SourceMCP
		switch t.State {
		case StateHidden:
			c.hidden = append(c.hidden, n)
		case StateDeprecated:
			c.deprecated = append(c.deprecated, n)
		case StateRemoved:
			c.removed = append(c.removed, n)
		}
		if t.Dispatchable() {
			c.registered = append(c.registered, n)
		}
	}
	for i, n := range c.names {
		if t := byName[i]; t.State == StateActive && t.Source == SourceBuiltin {
			c.defaultHead = append(c.defaultHead, n)
		}
	}
	p.order.Store(c)
	return c
}

// ProviderIDs returns the provider ids, sorted.
func (p *Policy) ProviderIDs() []string { return SortedKeys(p.Providers) }

// ModeIDs returns the mode ids, sorted.
func (p *Policy) ModeIDs() []string { return SortedKeys(p.Modes) }

// MatchModel reports whether a model id matches a pattern in which `*`
// matches any run of characters and everything else is literal. The whole id
// must match.
func MatchModel(pattern, id string) bool {
	parts := strings.Split(pattern, "*")
	if len(parts) == 1 {
		return pattern == id
	}
	if !strings.HasPrefix(id, parts[0]) {
		return false
	}
	id = id[len(parts[0]):]
	last := parts[len(parts)-1]
	for _, mid := range parts[1 : len(parts)-1] {
		i := strings.Index(id, mid)
		if i < 0 {
			return false
		}
		id = id[i+len(mid):]
	}
	return strings.HasSuffix(id, last)
}
