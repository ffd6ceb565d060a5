// Package resolve is the rule that decides what a model sees: the policy's
// tables and the algorithm over them (head candidates, partitions and their
// order, gates and model matching, name resolution, the _deprecation notice,
// the first-turn block and its fingerprint). It imports only the standard
// library: model, lint and gen call it, and gen copies its source, with the
// package clause rewritten, into every generated Go package.
package resolve

import (
	"fmt"
	"strings"
)

// State is a lifecycle state. Every tool name is in exactly one.
type State string

// The lifecycle states.
const (
	// StateActive tools are in the first-turn head.
	StateActive State = "active"
	// StateDeferred tools are registered and found through tool search.
	StateDeferred State = "deferred"
	// StateHidden tools are dispatchable but neither offered nor searchable;
	// calls to them are silent.
	StateHidden State = "hidden-compatibility"
	// StateDeprecated tools are dispatchable but neither offered nor
	// searchable; calls to them carry a _deprecation notice in their result
	// metadata.
	StateDeprecated State = "deprecated"
	// StateRemoved tools are not registered; calls to them are an error.
	StateRemoved State = "removed"
)

// Visible reports whether a tool in state s can be seen by a model at all,
// in the head or through tool search.
func (s State) Visible() bool { return s == StateActive || s == StateDeferred }

// Dispatchable reports whether a call to a tool in state s still executes.
func (s State) Dispatchable() bool { return s != "" && s != StateRemoved }

// Source is where a tool comes from.
type Source string

// The tool sources. Builtin tools come first in every catalog, MCP tools
// after them, so adding an MCP tool never shifts a builtin's position.
const (
	SourceBuiltin Source = "builtin"
	SourceMCP     Source = "mcp"
)

// TBD is the planned-removal value of an alias whose replay has no end date.
const TBD = "TBD"

// Tool is one declared tool name.
type Tool struct {
	Name           string
	State          State
	Source         Source
	Implementation string // the backing implementation, when declared
	Niche          string // what the tool is for, in one line
	Card           string // the one-line card shown while the tool is deferred
	Description    string // as sent to the model: part of the cached prefix
	// Parameters is the JSON Schema of the tool's arguments in canonical
	// JSON (CanonicalJSON); "" when the policy declares none.
	Parameters string
	Group      string // for the group ordering rule
	// Rank is the tool's place in declaration order, for the declaration
	// ordering rule.
	Rank int
	// CardList, when set, makes the description list the deferred tools'
	// cards.
	CardList *CardList
	// Variants are the tool's definitions for some model classes.
	Variants []Variant
	// Groups are the tool groups (toolsets) the tool belongs to.
	Groups []string
	// Annotations are the tool's annotations (MCP hints, the harness's
	// own); an absent one has its declared default.
	Annotations map[string]string
	// RegisteredWhen, VisibleWhen and HeadWhen are the tool's own
	// conditions (nil: none); the policy's Exposure applies as well.
	RegisteredWhen, VisibleWhen, HeadWhen *Condition
}

// Alias is one entry of the deprecation manifest.
type Alias struct {
	Name             string `json:"name"`
	Replacement      string `json:"replacement"`
	FirstDeprecated  string `json:"first_deprecated"`
	PlannedRemoval   string `json:"planned_removal"`              // a version, or TBD
	RemovalNotBefore string `json:"removal_not_before,omitempty"` // for a TBD removal: the earliest version it may be scheduled for
	ReplaySupported  bool   `json:"replay_supported"`             // old transcripts that call Name still replay
	Note             string `json:"note,omitempty"`               // appended to a deprecated call's result metadata
}

// Retired is a name that must never be registered again.
type Retired struct {
	Name   string `json:"name"`
	Reason string `json:"reason,omitempty"`
	Since  string `json:"since,omitempty"`
}

// Gate limits which models may see a tool.
type Gate struct {
	Tool       string `json:"tool"`
	VisibleFor string `json:"visible_for,omitempty"` // the tool is visible only to models in this class
	HiddenFor  string `json:"hidden_for,omitempty"`  // the tool is hidden from models in this class
}

// Class returns the class the gate is about.
func (g *Gate) Class() string {
	if g.VisibleFor != "" {
		return g.VisibleFor
	}
	return g.HiddenFor
}

// Allows reports whether the gate lets a model see its tool, given whether
// the model is in the gate's class.
func (g *Gate) Allows(inClass bool) bool {
	if g.VisibleFor != "" {
		return inClass
	}
	return !inClass
}

// ModelClass is a named set of model ids: those matching a Match pattern and
// no Except pattern, where `*` matches any run of characters.
type ModelClass struct {
	ID      string
	Match   []string
	Except  []string
	Example string
	// Where, when set, is a condition over the model's record (its
	// attributes): a model is in the class when it matches the patterns (if
	// any) and the condition holds (if any).
	Where *Condition
}

// Matches reports whether a model id is in the class. An empty id is in no
// class.
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

// Provider is a model vendor with its first-turn policy.
type Provider struct {
	ID      string
	Models  []string // model-id patterns this provider serves
	Default bool     // serves every model no other provider matches
	// FirstTurn is the explicit first-turn list when Explicit is set;
	// otherwise the provider uses the default head.
	FirstTurn    []string
	Explicit     bool
	BudgetTarget int
	BudgetMax    int
	// Wire is the request format the provider receives tools in.
	Wire Wire
	// NativeDeferral sends the deferred tools in the block, marked for the
	// provider to load on demand, on a wire that can (Wire.NativeDeferral).
	NativeDeferral bool
	// ToolSearch names Anthropic's tool-search tool: ToolSearchRegex (the
	// default) or ToolSearchBM25.
	ToolSearch string
}

// Mode is an interaction mode.
type Mode struct {
	ID string
	// MCPActive offers every MCP tool in the head; otherwise only the
	// keep-loaded MCP tools are, and the rest are found through tool search.
	MCPActive bool
	// HeadAdd and HeadDrop edit the head candidates the provider asks for.
	HeadAdd, HeadDrop []string
	// RegisteredWhen removes from this mode's registry every tool it does
	// not hold for (nil: none removed).
	RegisteredWhen *Condition
	// CacheGroup names the prefix-cache group: modes in one group must offer
	// the same first-turn block.
	CacheGroup string
}

// Tables is a policy as plain data: everything resolution reads.
type Tables struct {
	Tools        []Tool
	Aliases      []Alias
	Retired      []Retired
	Gates        []Gate
	ModelClasses []ModelClass
	Providers    []Provider
	Modes        []Mode
	// KeepLoaded holds the MCP tools that stay in the head in every mode.
	KeepLoaded []string
	// Order is the catalog's ordering rule; "" is OrderName.
	Order Order

	// Settings, Groups, Annotations (besides MCP's four), Models and
	// Exposure make resolution depend on a configuration.
	Settings    []Setting
	Groups      []Group
	Annotations []Annotation
	Models      []ModelRecord
	Exposure    Exposure
}

// Catalog is what a harness offers a model for one provider, mode and model
// id. Every list is in catalog order: builtin tools, then MCP tools (adding
// an MCP tool never shifts a builtin's position), each partition ordered by
// the policy's ordering rule (by name unless it says otherwise).
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
	// GatedOut holds visible tools a gate hides from this model.
	GatedOut []string `json:"gated_out"`
	// Fingerprint is "sha256:<hex>" of Block, the bytes the provider's wire
	// sends: the prefix-cache identity of the head.
	Fingerprint string `json:"fingerprint"`
	// Settings holds every declared setting's value in this configuration,
	// defaults filled in; absent when the policy declares none.
	Settings Settings `json:"settings,omitempty"`
	// Unregistered holds the declared tools a condition keeps out of this
	// configuration's registry: not offered, not dispatchable.
	Unregistered []string `json:"unregistered,omitempty"`
}

// Offering says how a harness offers one name for a provider, mode and model.
type Offering struct {
	Active       bool // in the first-turn head
	Discoverable bool // in the tool-search pool
	Visible      bool // Active or Discoverable: the model can see it
	Dispatchable bool // a call to it executes
}

// UnknownError reports a provider or mode the policy does not declare.
type UnknownError struct {
	Kind  string // "provider" or "mode"
	Name  string
	Known []string
}

func (e *UnknownError) Error() string {
	known := "none"
	if len(e.Known) > 0 {
		known = strings.Join(e.Known, ", ")
	}
	return fmt.Sprintf("unknown %s %q (the policy declares: %s)", e.Kind, e.Name, known)
}

// MatchModel reports whether a model id matches a pattern in which `*`
// matches any run of characters and everything else is literal. The whole
// id must match.
func MatchModel(pattern, id string) bool {
	// Cut, not Split: ProviderFor tries every provider's patterns on each
	// model id, and a thousand providers made Split's slices a sixth of lint.
	first, rest, wild := strings.Cut(pattern, "*")
	if !wild {
		return pattern == id
	}
	if !strings.HasPrefix(id, first) {
		return false
	}
	id = id[len(first):]
	for {
		mid, more, wild := strings.Cut(rest, "*")
		if !wild {
			return strings.HasSuffix(id, rest)
		}
		i := strings.Index(id, mid)
		if i < 0 {
			return false
		}
		id = id[i+len(mid):]
		rest = more
	}
}
