package resolve

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// SettingType is the kind of value a setting holds.
type SettingType string

// The setting types.
const (
	// SettingBool is true or false.
	SettingBool SettingType = "bool"
	// SettingOneOf is one of a fixed list of values.
	SettingOneOf SettingType = "one_of"
	// SettingSet is a set of strings: members of a fixed list, the names of
	// the declared tools, or the ids of the declared groups.
	SettingSet SettingType = "set"
)

// Where a set setting's members come from, besides an explicit list.
const (
	MembersTools  = "tools"  // the declared tool names
	MembersGroups = "groups" // the declared group ids
)

// Keyword is a word a set setting accepts in place of members: "default"
// for the groups that are on by default, "all" for every member. A member
// "*" in Members stands for every member.
type Keyword struct {
	Name    string
	Members []string
}

// Setting is one configuration knob a harness reads: a flag, a config key,
// an environment fact. Conditions test it.
type Setting struct {
	ID   string
	Type SettingType
	Doc  string
	// Values are a one_of's options or a set's members, sorted; empty for a
	// set whose members come from MembersFrom.
	Values      []string
	MembersFrom string
	// OldNames makes a set of tool names accept an alias's old name and
	// store its canonical replacement instead (github-mcp-server's --tools).
	OldNames bool
	Keywords []Keyword
	// Default is the value when a query does not set it: "true" or "false"
	// for a bool, the option for a one_of, the members (keywords allowed)
	// for a set.
	Default []string
}

// Group is a named group of tools (a toolset). It is enabled when its
// condition holds; a tool may belong to several.
type Group struct {
	ID        string
	Card      string // one line, shown while the group is not enabled
	Doc       string
	When      *Condition // nil: always enabled
	DefaultOn bool       // a member of a group-valued set's "default" keyword
}

// Annotation declares a per-tool annotation conditions may test. MCP's four
// hints are always declared, with the defaults the MCP specification gives
// an absent hint.
type Annotation struct {
	ID      string `json:"id"`
	Type    string `json:"type"` // "bool" or "string"
	Default string `json:"default"`
	Doc     string `json:"doc,omitempty"`
}

// MCPAnnotations are the tool annotations MCP defines, with the value the
// specification assumes when a server leaves one out.
var MCPAnnotations = []Annotation{
	{ID: "destructiveHint", Type: "bool", Default: "true", Doc: "the tool may perform destructive updates"},
	{ID: "idempotentHint", Type: "bool", Default: "false", Doc: "calling the tool twice with the same arguments has no further effect"},
	{ID: "openWorldHint", Type: "bool", Default: "true", Doc: "the tool reaches outside entities"},
	{ID: "readOnlyHint", Type: "bool", Default: "false", Doc: "the tool does not modify its environment"},
}

// ModelRecord describes one model id by its capabilities, for model classes
// that are predicates over attributes rather than id patterns.
type ModelRecord struct {
	ID string
	// Attributes maps an attribute to its value: one element for a scalar
	// (a number, a bool as "true"/"false", a string), several for a list.
	Attributes map[string][]string
}

// Exposure holds the conditions every tool must meet, next to its own.
type Exposure struct {
	// RegisteredWhen decides whether a tool exists in a configuration (it is
	// registered and dispatches). Nil means {in_enabled_group: true}: a tool
	// in groups needs one of them enabled.
	RegisteredWhen *Condition
	VisibleWhen    *Condition
	HeadWhen       *Condition
}

// Settings are the values a query gives its settings, by setting id: a bool
// for a bool setting, a string for a one_of, a []string (or []any of
// strings, as JSON decodes) for a set. Settings a query leaves out take
// their defaults.
type Settings map[string]any

// Query is one configuration: a provider, a mode, a model id and settings.
type Query struct {
	Provider, Mode, Model string
	Settings              Settings
}

// settingValue is one setting's value after validation.
type settingValue struct {
	b   bool
	s   string
	set map[string]bool
}

// config is a query's settings validated, defaults filled in and keywords
// and old names expanded.
type config struct {
	values map[string]*settingValue
}

// SettingError reports a query setting the policy does not declare, or a
// value it does not accept.
type SettingError struct {
	Setting string
	Value   string // the rejected value; "" when the setting is unknown
	Reason  string
	Known   []string // what would have been accepted
	Suggest string   // the closest accepted name, or ""
}

func (e *SettingError) Error() string {
	var msg string
	if e.Value == "" && e.Reason == "" {
		msg = fmt.Sprintf("unknown setting %q", e.Setting)
	} else if e.Reason != "" {
		msg = fmt.Sprintf("setting %q: %s", e.Setting, e.Reason)
	} else {
		msg = fmt.Sprintf("setting %q: unknown value %q", e.Setting, e.Value)
	}
	if e.Suggest != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", e.Suggest)
	}
	if len(e.Known) > 0 && len(e.Known) <= 40 {
		msg += "; accepted: " + strings.Join(e.Known, ", ")
	} else if len(e.Known) > 40 {
		msg += fmt.Sprintf("; %d values accepted", len(e.Known))
	}
	return msg
}

// Setting returns the declared setting with id.
func (x *Index) Setting(id string) (*Setting, bool) {
	s, ok := x.settings[id]
	return s, ok
}

// SettingIDs returns the declared setting ids, sorted. Shared: not to be
// changed.
func (x *Index) SettingIDs() []string { return x.settingIDs }

// Group returns the declared group with id.
func (x *Index) Group(id string) (*Group, bool) {
	g, ok := x.groups[id]
	return g, ok
}

// GroupIDs returns the declared group ids, sorted. Shared: not to be changed.
func (x *Index) GroupIDs() []string { return x.groupIDs }

// GroupTools returns the tools in a group, in catalog order: what a harness
// activates together when the model asks for the group.
func (x *Index) GroupTools(id string) []string {
	var out []string
	for i, t := range x.catalog {
		if slices.Contains(t.Groups, id) {
			out = append(out, x.names[i])
		}
	}
	return out
}

// GroupActivation is what activating a tool group loads in one
// configuration: a harness that offers a group as one card (pawwork's
// tool_info, github-mcp-server's dynamic toolsets) sends these tools once
// the model asks for the group.
type GroupActivation struct {
	Group string `json:"group"`
	Card  string `json:"card,omitempty"`
	// Enabled says whether the group's condition holds in the
	// configuration; activating a group enables it either way.
	Enabled bool `json:"enabled"`
	// Loads are the members offered once the group is active that the head
	// does not already hold, in catalog order: what activation adds.
	Loads []string `json:"loads"`
	// InHead are the members already in the first-turn head.
	InHead []string `json:"in_head"`
	// Unavailable are the members activation cannot offer in this
	// configuration: not registered by another condition, hidden from the
	// model, or in a state no model sees.
	Unavailable []string `json:"unavailable"`
}

// ActivateGroup returns what activating group id loads in a configuration:
// the configuration is resolved again with the group enabled, and every
// member it offers (in the head or through tool search) that the
// configuration's own head lacks is loaded. An unknown group is an
// *UnknownError.
func (x *Index) ActivateGroup(q Query, id string) (*GroupActivation, error) {
	p, m, err := x.check(q.Provider, q.Mode)
	if err != nil {
		return nil, err
	}
	g, ok := x.groups[id]
	if !ok {
		return nil, &UnknownError{Kind: "group", Name: id, Known: slices.Clone(x.groupIDs)}
	}
	cfg, err := x.configure(q.Settings)
	if err != nil {
		return nil, err
	}
	before := x.resolveWith(p, m, q.Model, cfg, true, "")
	after := x.resolveWith(p, m, q.Model, cfg, true, id)
	e := x.newEval(cfg, p.ID, m.ID, q.Model)
	a := &GroupActivation{Group: id, Card: g.Card, Enabled: e.group(id), Loads: []string{}, InHead: []string{}, Unavailable: []string{}}
	inHead := map[string]bool{}
	for _, n := range before.Active {
		inHead[n] = true
	}
	offered := map[string]bool{}
	for _, n := range after.Active {
		offered[n] = true
	}
	for _, n := range after.Discoverable {
		offered[n] = true
	}
	for _, n := range x.GroupTools(id) {
		switch {
		case inHead[n]:
			a.InHead = append(a.InHead, n)
		case offered[n]:
			a.Loads = append(a.Loads, n)
		default:
			a.Unavailable = append(a.Unavailable, n)
		}
	}
	return a, nil
}

// Conditional reports whether anything in the policy depends on settings,
// groups, annotations or conditions: when not, every configuration of a
// provider, mode and model resolves alike.
func (x *Index) Conditional() bool { return x.conditional }

// SettingMembers returns the values a setting accepts: a one_of's options,
// a set's members (tool names, group ids or its list), "true" and "false"
// for a bool. Sorted.
func (x *Index) SettingMembers(id string) []string {
	s, ok := x.settings[id]
	if !ok {
		return nil
	}
	switch {
	case s.Type == SettingBool:
		return []string{"false", "true"}
	case s.MembersFrom == MembersTools:
		return slices.Clone(x.names)
	case s.MembersFrom == MembersGroups:
		return slices.Clone(x.groupIDs)
	}
	return slices.Clone(s.Values)
}

// ParseSetting turns the text of one setting, as a command line gives it
// (KEY=VALUE), into a Settings value: a bool for a bool setting, the string
// for a one_of, the comma-separated members for a set ("" is the empty
// set).
func (x *Index) ParseSetting(id, text string) (any, error) {
	s, ok := x.settings[id]
	if !ok {
		return nil, x.unknownSetting(id)
	}
	switch s.Type {
	case SettingBool:
		b, err := strconv.ParseBool(text)
		if err != nil {
			return nil, &SettingError{Setting: id, Value: text, Reason: fmt.Sprintf("%q is not true or false", text), Known: []string{"false", "true"}}
		}
		return b, nil
	case SettingSet:
		out := []string{}
		for _, m := range strings.Split(text, ",") {
			if m = strings.TrimSpace(m); m != "" {
				out = append(out, m)
			}
		}
		return out, nil
	}
	return text, nil
}

func (x *Index) unknownSetting(id string) *SettingError {
	return &SettingError{Setting: id, Known: slices.Clone(x.settingIDs), Suggest: Suggest(id, x.settingIDs)}
}

// configure validates a query's settings and fills in the defaults.
func (x *Index) configure(s Settings) (*config, error) {
	c := &config{values: make(map[string]*settingValue, len(x.settingIDs))}
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if _, ok := x.settings[k]; !ok {
			return nil, x.unknownSetting(k)
		}
	}
	for _, id := range x.settingIDs {
		st := x.settings[id]
		raw, given := s[id]
		v, err := x.settingValue(st, raw, given)
		if err != nil {
			return nil, err
		}
		c.values[id] = v
	}
	return c, nil
}

// settingValue validates one setting's value, or its default when not given.
func (x *Index) settingValue(st *Setting, raw any, given bool) (*settingValue, error) {
	if !given {
		switch st.Type {
		case SettingBool:
			return &settingValue{b: len(st.Default) == 1 && st.Default[0] == "true"}, nil
		case SettingOneOf:
			d := ""
			if len(st.Default) > 0 {
				d = st.Default[0]
			}
			return &settingValue{s: d}, nil
		}
		return x.setMembers(st, st.Default)
	}
	switch st.Type {
	case SettingBool:
		switch b := raw.(type) {
		case bool:
			return &settingValue{b: b}, nil
		case string:
			v, err := x.ParseSetting(st.ID, b)
			if err != nil {
				return nil, err
			}
			return &settingValue{b: v.(bool)}, nil
		}
		return nil, &SettingError{Setting: st.ID, Reason: fmt.Sprintf("wants true or false, not %s", describe(raw))}
	case SettingOneOf:
		str, ok := raw.(string)
		if !ok {
			return nil, &SettingError{Setting: st.ID, Reason: fmt.Sprintf("wants one string, not %s", describe(raw))}
		}
		if !slices.Contains(st.Values, str) {
			return nil, &SettingError{Setting: st.ID, Value: str, Known: slices.Clone(st.Values), Suggest: Suggest(str, st.Values)}
		}
		return &settingValue{s: str}, nil
	}
	var members []string
	switch v := raw.(type) {
	case []string:
		members = v
	case string:
		p, _ := x.ParseSetting(st.ID, v)
		members = p.([]string)
	case []any:
		for _, e := range v {
			str, ok := e.(string)
			if !ok {
				return nil, &SettingError{Setting: st.ID, Reason: fmt.Sprintf("wants a list of strings; it holds %s", describe(e))}
			}
			members = append(members, str)
		}
	default:
		return nil, &SettingError{Setting: st.ID, Reason: fmt.Sprintf("wants a list of strings, not %s", describe(raw))}
	}
	return x.setMembers(st, members)
}

func describe(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a bool"
	case string:
		return "a string"
	case float64, int, int64:
		return "a number"
	case []any, []string:
		return "a list"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

// setMembers validates a set's members, expanding keywords and old names.
func (x *Index) setMembers(st *Setting, members []string) (*settingValue, error) {
	v := &settingValue{set: map[string]bool{}}
	// Every member the setting takes: for a set of tool names, every
	// declared name (shared, not cloned: a query with a tool list must not
	// copy 10,000 names).
	var all []string
	switch {
	case st.MembersFrom == MembersTools:
		all = x.names
	case st.MembersFrom == MembersGroups:
		all = x.groupIDs
	default:
		all = st.Values
	}
	for _, m := range members {
		m = strings.TrimSpace(m)
		if m == "" {
			continue
		}
		if kw, ok := x.keyword(st, m); ok {
			for _, k := range kw {
				if k == "*" {
					for _, a := range all {
						v.set[a] = true
					}
					continue
				}
				v.set[k] = true
			}
			continue
		}
		if st.MembersFrom == MembersTools {
			// An old name stands for its replacement (the name may also be
			// declared, as a removed or hidden tool).
			if _, ok := x.aliases[m]; ok && st.OldNames {
				canonical, _ := x.follow(m)
				if _, ok := x.pos[canonical]; ok {
					v.set[canonical] = true
					continue
				}
			}
			if _, ok := x.pos[m]; ok {
				v.set[m] = true
				continue
			}
		} else if _, ok := slices.BinarySearch(all, m); ok {
			v.set[m] = true
			continue
		}
		known := slices.Clone(all)
		for _, k := range st.Keywords {
			known = append(known, k.Name)
		}
		if st.MembersFrom == MembersGroups {
			known = append(known, "all", "default")
		}
		if st.OldNames {
			for _, a := range x.t.Aliases {
				known = append(known, a.Name)
			}
		}
		return nil, &SettingError{Setting: st.ID, Value: m, Known: x.knownList(st, known), Suggest: Suggest(m, known)}
	}
	return v, nil
}

// knownList is what a rejected set member's message lists: the keywords and
// explicit members; tool names are too many to list.
func (x *Index) knownList(st *Setting, known []string) []string {
	if st.MembersFrom == MembersTools {
		return nil
	}
	out := slices.Clone(known)
	slices.Sort(out)
	return slices.Compact(out)
}

// keyword returns the members a set setting's keyword stands for. A
// group-valued set has "default" (the groups on by default) and "all"
// unless it declares them itself.
func (x *Index) keyword(st *Setting, word string) ([]string, bool) {
	for _, k := range st.Keywords {
		if k.Name == word {
			return k.Members, true
		}
	}
	if st.MembersFrom == MembersGroups {
		switch word {
		case "all":
			return []string{"*"}, true
		case "default":
			var on []string
			for _, id := range x.groupIDs {
				if x.groups[id].DefaultOn {
					on = append(on, id)
				}
			}
			return on, true
		}
	}
	return nil, false
}

// Normalize validates a query's settings and returns every declared
// setting's value with defaults filled in and keywords and old names
// expanded: a bool, a string, or a sorted []string.
func (x *Index) Normalize(s Settings) (Settings, error) {
	c, err := x.configure(s)
	if err != nil {
		return nil, err
	}
	return x.settingsOf(c), nil
}

func (x *Index) settingsOf(c *config) Settings {
	if len(x.settingIDs) == 0 {
		return nil
	}
	out := make(Settings, len(x.settingIDs))
	for _, id := range x.settingIDs {
		v := c.values[id]
		switch x.settings[id].Type {
		case SettingBool:
			out[id] = v.b
		case SettingOneOf:
			out[id] = v.s
		default:
			members := make([]string, 0, len(v.set))
			for m := range v.set {
				members = append(members, m)
			}
			sort.Strings(members)
			out[id] = members
		}
	}
	return out
}
