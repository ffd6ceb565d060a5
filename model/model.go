// Package model is the compiled form of a toolpolicy policy: plain Go values
// with source positions, and the resolution rules a harness applies to them.
// It imports nothing from CUE; compiler builds it, lint and gen read it.
package model

import (
	"fmt"

	"github.com/toolpolicy/toolpolicy/resolve"
	"slices"
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
	// Parameters is the JSON Schema of the tool's arguments, in canonical
	// JSON; "" when none is declared.
	Parameters string
	Group      string
	// CardList, when set, makes the description list the deferred tools'
	// cards.
	CardList *CardList
	Variants []Variant
	// Dynamic lists the description's per-request segments.
	Dynamic     []Dynamic
	Pos         Pos   // first declaration
	Decls       []Pos // every declaration, sorted; more than one is a duplicate
	Groups      []Ref
	Annotations map[string]string // bools as "true" / "false"
	// The tool's own conditions; nil when it states none.
	RegisteredWhen, VisibleWhen, HeadWhen *Condition
}

// Visible reports whether the tool's state lets a model see it at all
// (in the head or through tool search).
func (t *Tool) Visible() bool { return resolve.State(t.State).Visible() }

// Dispatchable reports whether calling the tool still executes.
func (t *Tool) Dispatchable() bool { return resolve.State(t.State).Dispatchable() }

// CardList is the layout of a description that lists deferred tools' cards.
type CardList = resolve.CardList

// Variant is a tool's definition for one model class.
type Variant struct {
	Class string // "" for every model
	// When must hold in the configuration too; nil for every configuration.
	When           *Condition
	Description    string
	HasDescription bool
	Parameters     string
	Kind           string
	Grammar        string
	Syntax         string
	Pos, ClassPos  Pos
}

// Key identifies a variant across versions of a policy: its class, and its
// condition when it has one.
func (v *Variant) Key() string {
	if v.When == nil {
		return v.Class
	}
	return v.Class + " where " + v.When.String()
}

// Label names what a variant is for, as findings and docs say it.
func (v *Variant) Label() string {
	switch {
	case v.Class != "" && v.When != nil:
		return "model class " + v.Class + " where " + v.When.String()
	case v.When != nil:
		return "configurations where " + v.When.String()
	}
	return "model class " + v.Class
}

// Dynamic is a description segment the harness computes per request.
type Dynamic struct {
	ID           string
	Acknowledged string
	Pos          Pos
}

// Alias is one entry of the deprecation manifest.
type Alias struct {
	Name             string
	Replacement      string
	FirstDeprecated  string
	PlannedRemoval   string // a version or TBD
	RemovalNotBefore string
	ReplaySupported  bool
	Note             string
	// Acknowledge gives the reason for a lifecycle path the rules would
	// otherwise refuse: renamed and removed in one release, replay dropped.
	Acknowledge string
	Pos         Pos
	Decls       []Pos
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
	// Bounds on the block's size as the wire sends it; nil when unset.
	TargetBytes, MaxBytes, TargetTokens, MaxTokens *int
}

// BlockBudget bounds a first-turn block's size as the wire sends it, in
// bytes and in tokens, for a mode or a declared configuration; nil fields
// are unset.
type BlockBudget struct {
	TargetBytes, MaxBytes, TargetTokens, MaxTokens *int
	Pos                                            Pos
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
	// Wire is the request format ("" for the names-only block).
	Wire           string
	NativeDeferral bool
	ToolSearch     string
	// Tokenizer counts the block's tokens; "" is o200k_base.
	Tokenizer string
	// ForbiddenStrings may appear in no definition the provider receives.
	ForbiddenStrings []string
	Pos              Pos
	Decls            []Pos
}

// Mode is an interaction mode (Plan, Agent, YOLO).
type Mode struct {
	ID       string
	MCP      string
	HeadAdd  []Ref
	HeadDrop []Ref
	// RegisteredWhen removes the tools it does not hold for from the mode's registry.
	RegisteredWhen *Condition
	CacheGroup     string
	// Budget bounds every provider's block in this mode; nil when unset.
	Budget *BlockBudget
	Pos    Pos
	Decls  []Pos
}

// ModelClass is a named set of model ids.
type ModelClass struct {
	ID      string
	Match   []string
	Except  []string
	Example string
	Where   *Condition
	Pos     Pos
	Decls   []Pos
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
	return (&resolve.Gate{VisibleFor: g.VisibleFor, HiddenFor: g.HiddenFor}).Class()
}

// HeadChange acknowledges a deliberate first-turn head change in a release.
type HeadChange struct {
	Provider string
	Mode     string // empty: every mode
	Reason   string
	// Fingerprint, Added and Removed name the change acknowledged: the
	// head's resulting fingerprint, or the names entering and leaving it.
	Fingerprint    string
	Added, Removed []string
	Pos            Pos // the list entry
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
	// Transitions acknowledges lifecycle transitions the table refuses.
	Transitions []TransitionAck
	Pos         Pos
}

// TransitionAck acknowledges one state change of a tool in this release
// that the lifecycle table does not allow (un-deprecation, for one).
type TransitionAck struct {
	Tool, From, To, Reason string
	Pos                    Pos
}

// GenConfig holds output locations from the policy; empty fields use defaults.
type GenConfig struct {
	GoDir     string
	GoPackage string
	GoldenDir string
	DocsDir   string
	// Optional outputs: empty means not generated.
	RustDir       string
	TypeScriptDir string
	LockDir       string
	// RuleDocs asks for toolpolicy's own rule references (rules.md,
	// breaking.md) beside the manifest.
	RuleDocs bool
}

// CatalogConfig holds catalog-wide settings.
type CatalogConfig struct {
	// Order is the ordering rule ("name", "declaration", "group"); "" is name.
	Order string
	// CardMaxLength is the longest card; 0 is the default.
	CardMaxLength int
}

// Comment is one comment line in a policy file.
// Setting is one place a field is set to a concrete value.
type Setting struct {
	Pos Pos // the field's label
	// Owner is the label of the declaration of the entry it is part of
	// (the "x" of tools: x: {...}, or of tools: x: state: "..."), or Pos
	// itself for a field of the top-level section.
	Owner Pos
}

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

	SettingDecls   map[string]*SettingDecl
	Groups         map[string]*Group
	Annotations    map[string]*AnnotationDecl
	Models         map[string]*ModelRecord
	Exposure       Exposure
	Configurations map[string]*Configuration

	// RuleSeverity overrides rule severities ("error", "warning", "off"),
	// from lint.rules: lint rules' and breaking-change rules'.
	RuleSeverity    map[string]string
	RuleSeverityPos map[string]Pos
	Gen             GenConfig
	Catalog         CatalogConfig

	// Decls maps a dotted field path ("tools.exec_wait", "aliases.tts.note")
	// to every place in the source that declares it, sorted. A struct inside
	// a list is indexed: "release.head_changes[0].provider".
	Decls *DeclIndex
	// Lists maps a dotted path of a list of strings to its elements as
	// written in the source, in source order, duplicates included.
	Lists map[string][]Ref
	// Settings maps a dotted field path to every place in the source that
	// sets it to a concrete value (a literal, or a list of literals), sorted;
	// declarations that only constrain it (a type, a default, a required
	// marker) are not settings. Duplicate data is a path set twice. It
	// holds what finding duplicates needs: the paths declared more than
	// once (a path declared once cannot be set twice), and every path of an
	// entry one of whose paths is set twice.
	Settings map[string][]Setting
	// Comments holds every comment in the policy files, sorted by position.
	Comments []Comment

	// defTokens remembers the token count of each definition ToolSizes has
	// counted, by tokenizer and bytes: most blocks share most definitions.
	defTokens sync.Map
	// blockSizes remembers what MeasureBlock found for each distinct block
	// (tokenizer, whether the count is an estimate, and its bytes):
	// providers of one wire and one tool list send the same bytes.
	blockSizes sync.Map
	// catalogSizes is blockSizes by the catalog's fingerprint (the block's
	// SHA-256), for MeasureCatalog: a block met again is not rendered again.
	catalogSizes sync.Map

	index   atomic.Pointer[builtIndex]
	indexMu sync.Mutex // held while one caller builds the index

	// SortedTools' order, set by the compiler or on first use.
	orderMu    sync.Mutex
	orderNames []string
	orderTools []*Tool
}

// At returns the first declared position of the dotted path built from
// parts, falling back to the nearest declared ancestor.
func (p *Policy) At(parts ...string) Pos {
	for n := len(parts); n > 0; n-- {
		if ps := p.Decls.Get(strings.Join(parts[:n], ".")); len(ps) > 0 {
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
	names, _ := p.SortedTools()
	return slices.Clone(names)
}

// SortedTools returns every declared tool name, sorted, and the tools in
// the same order, built on first use and shared: callers must not change
// either slice. lint, gen and resolution each walk every tool in name
// order; sorting 100,000 names once instead of in each, and walking a slice
// instead of looking each name up in Tools (a cache miss per tool on a
// large policy), keeps those walks in proportion to the policy. As with
// Index, the tools must not change after that (a different number of
// tools sorts again, for callers that add tools while building a policy).
func (p *Policy) SortedTools() ([]string, []*Tool) {
	p.orderMu.Lock()
	defer p.orderMu.Unlock()
	if len(p.orderNames) != len(p.Tools) {
		p.orderNames = SortedKeys(p.Tools)
		p.orderTools = make([]*Tool, len(p.orderNames))
		for i, n := range p.orderNames {
			p.orderTools[i] = p.Tools[n]
		}
	}
	return p.orderNames, p.orderTools
}

// SetSortedTools sets Tools to tools, named names, which must be sorted
// and distinct, so that SortedTools returns them as they are; for the
// compiler, which builds the tools in name order.
func (p *Policy) SetSortedTools(names []string, tools []*Tool) {
	p.Tools = make(map[string]*Tool, len(names))
	for i, n := range names {
		p.Tools[n] = tools[i]
	}
	p.orderMu.Lock()
	defer p.orderMu.Unlock()
	p.orderNames, p.orderTools = names, tools
}

// ProviderIDs returns the provider ids, sorted.
func (p *Policy) ProviderIDs() []string { return SortedKeys(p.Providers) }

// ModeIDs returns the mode ids, sorted.
func (p *Policy) ModeIDs() []string { return SortedKeys(p.Modes) }

// Condition is one node of a condition tree, as the policy writes it (see
// resolve.Condition for what each operator means).
type Condition struct {
	Op              string
	Args            []*Condition
	Name            string
	Is, Has         string
	HasTool         bool
	AtLeast, AtMost string
	// Pos is where the condition is written; NamePos where it names its
	// setting, group, annotation, class, provider, mode or attribute.
	Pos, NamePos Pos
}

// Resolve returns the condition as resolution reads it; nil for nil.
func (c *Condition) Resolve() *resolve.Condition {
	if c == nil {
		return nil
	}
	r := &resolve.Condition{Op: c.Op, Name: c.Name, Is: c.Is, Has: c.Has, HasTool: c.HasTool, AtLeast: c.AtLeast, AtMost: c.AtMost}
	for _, a := range c.Args {
		if a != nil {
			r.Args = append(r.Args, *a.Resolve())
		}
	}
	return r
}

// Walk calls f on c and every condition below it, depth first.
func (c *Condition) Walk(f func(*Condition)) {
	if c == nil {
		return
	}
	f(c)
	for _, a := range c.Args {
		a.Walk(f)
	}
}

func (c *Condition) String() string { return c.Resolve().String() }

// SettingDecl is a declared configuration setting (settings: in the
// policy); Setting, above, is where a field is set.
type SettingDecl struct {
	ID          string
	Type        string // "bool", "one_of", "set"
	Doc         string
	Values      []string
	MembersFrom string // "", "tools", "groups"
	OldNames    bool
	Keywords    map[string][]string
	Default     []string
	HasDefault  bool
	Pos         Pos
	Decls       []Pos
}

// Group is a declared tool group (toolset).
type Group struct {
	ID        string
	Card      string
	Doc       string
	When      *Condition
	DefaultOn bool
	Pos       Pos
	Decls     []Pos
}

// AnnotationDecl declares a tool annotation of the policy's own.
type AnnotationDecl struct {
	ID      string
	Type    string
	Default string
	Doc     string
	Pos     Pos
}

// ModelRecord is a model id with the attributes model classes can test.
type ModelRecord struct {
	ID         string
	Attributes map[string][]string
	Pos        Pos
}

// Exposure holds the conditions every tool must meet.
type Exposure struct {
	RegisteredWhen, VisibleWhen, HeadWhen *Condition
}

// Configuration is a configuration the policy declares for golden
// snapshots and lint.
type Configuration struct {
	ID       string
	Provider string
	Mode     string
	Model    string
	Settings map[string]any
	// Budget bounds this configuration's block; nil when unset.
	Budget *BlockBudget
	Pos    Pos
}

// The condition operators (resolve.Op*).
const (
	OpAll            = resolve.OpAll
	OpAny            = resolve.OpAny
	OpNot            = resolve.OpNot
	OpSetting        = resolve.OpSetting
	OpGroup          = resolve.OpGroup
	OpInEnabledGroup = resolve.OpInEnabledGroup
	OpAnnotation     = resolve.OpAnnotation
	OpClass          = resolve.OpClass
	OpProvider       = resolve.OpProvider
	OpMode           = resolve.OpMode
	OpAttribute      = resolve.OpAttribute
)
