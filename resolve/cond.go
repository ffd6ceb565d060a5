package resolve

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// The condition operators. A condition is a tree: all, any and not combine
// conditions; the rest test one fact of the configuration or of the tool
// the condition is about.
const (
	OpAll            = "all"              // every argument holds (none: true)
	OpAny            = "any"              // some argument holds (none: false)
	OpNot            = "not"              // its one argument does not hold
	OpSetting        = "setting"          // a setting is Is, or as a set Has a member or HasTool
	OpGroup          = "group"            // group Name is enabled
	OpInEnabledGroup = "in_enabled_group" // the tool is in no group, or in an enabled one
	OpAnnotation     = "annotation"       // the tool's annotation Name is Is
	OpClass          = "class"            // the model is in class Name
	OpProvider       = "provider"         // the provider is Name
	OpMode           = "mode"             // the mode is Name
	OpAttribute      = "attribute"        // the model record's attribute Name is Is, Has, AtLeast or AtMost
)

// Condition is one node of a condition tree. Which fields count depends on
// Op (see the Op constants).
type Condition struct {
	Op   string
	Args []Condition
	Name string
	// Is is the value a setting, annotation or attribute must equal ("true"
	// or "false" for a bool); Has the member a set setting or list
	// attribute must hold; HasTool asks a set setting to hold the tool's own
	// name; AtLeast and AtMost bound a numeric attribute.
	Is, Has         string
	HasTool         bool
	AtLeast, AtMost string
}

// ToolScoped reports whether the condition tests the tool it is about (an
// annotation, its groups, its name in a setting), so it means nothing
// outside a tool's context (a group's or a model class's condition).
func (c *Condition) ToolScoped() bool {
	switch c.Op {
	case OpAnnotation, OpInEnabledGroup:
		return true
	case OpSetting:
		return c.HasTool
	}
	for i := range c.Args {
		if c.Args[i].ToolScoped() {
			return true
		}
	}
	return false
}

// Walk calls f on c and every condition below it, depth first.
func (c *Condition) Walk(f func(*Condition)) {
	if c == nil {
		return
	}
	f(c)
	for i := range c.Args {
		c.Args[i].Walk(f)
	}
}

// String renders the condition in the policy's CUE syntax, on one line.
func (c *Condition) String() string {
	if c == nil {
		return "true"
	}
	var b strings.Builder
	c.write(&b)
	return b.String()
}

func (c *Condition) write(b *strings.Builder) {
	switch c.Op {
	case OpAll, OpAny:
		b.WriteString("{" + c.Op + ": [")
		for i := range c.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			c.Args[i].write(b)
		}
		b.WriteString("]}")
	case OpNot:
		b.WriteString("{not: ")
		if len(c.Args) == 1 {
			c.Args[0].write(b)
		}
		b.WriteString("}")
	case OpInEnabledGroup:
		b.WriteString("{in_enabled_group: true}")
	default:
		// A leaf: every field that is set, so two different conditions never
		// render alike.
		fmt.Fprintf(b, "{%s: %s", c.Op, strconv.Quote(c.Name))
		switch {
		case c.Is == "true" || c.Is == "false":
			b.WriteString(", is: " + c.Is)
		case c.Is != "":
			b.WriteString(", is: " + strconv.Quote(c.Is))
		}
		if c.Has != "" {
			b.WriteString(", has: " + strconv.Quote(c.Has))
		}
		if c.HasTool {
			b.WriteString(", has_tool: true")
		}
		if c.AtLeast != "" {
			b.WriteString(", at_least: " + c.AtLeast)
		}
		if c.AtMost != "" {
			b.WriteString(", at_most: " + c.AtMost)
		}
		if len(c.Args) > 0 {
			b.WriteString(", args: [")
			for i := range c.Args {
				if i > 0 {
					b.WriteString(", ")
				}
				c.Args[i].write(b)
			}
			b.WriteString("]")
		}
		b.WriteString("}")
	}
}

// evalCtx is what conditions are evaluated against: one configuration, and
// the tool in question (-1 for none).
type evalCtx struct {
	x                     *Index
	c                     *config
	provider, mode, model string
	tool                  int
	// groupOn caches each group's verdict: 0 not yet, 1 on, 2 off, 3 being
	// worked out (a cycle, which lint reports, counts as off).
	groupOn map[string]uint8
	classIn map[string]bool
	// force is a group taken as enabled whatever its condition says: the
	// group a harness activates (ActivateGroup); "" for none.
	force string
}

func (x *Index) newEval(c *config, provider, mode, model string) *evalCtx {
	return &evalCtx{x: x, c: c, provider: provider, mode: mode, model: model, tool: -1,
		groupOn: map[string]uint8{}, classIn: map[string]bool{}}
}

// holds evaluates c; nil holds.
func (e *evalCtx) holds(c *Condition) bool {
	if c == nil {
		return true
	}
	ok, _ := e.why(c, false)
	return ok
}

// why evaluates c and, when explain is set, says which part of it decided:
// the first failing argument of a false all, the first holding argument of a
// true any, and each fact with the value it was tested against.
func (e *evalCtx) why(c *Condition, explain bool) (bool, string) {
	switch c.Op {
	case OpAll:
		for i := range c.Args {
			if ok, w := e.why(&c.Args[i], explain); !ok {
				return false, w
			}
		}
		return true, e.each(c, explain, "all hold: ")
	case OpAny:
		for i := range c.Args {
			if ok, w := e.why(&c.Args[i], explain); ok {
				return true, w
			}
		}
		return false, e.each(c, explain, "none holds: ")
	case OpNot:
		if len(c.Args) != 1 {
			return false, c.String()
		}
		ok, w := e.why(&c.Args[0], explain)
		if explain {
			w = "not (" + w + ")"
		}
		return !ok, w
	}
	ok, fact := e.leaf(c, explain)
	if !explain {
		return ok, ""
	}
	return ok, fmt.Sprintf("%s %s (%s)", c.String(), map[bool]string{true: "holds", false: "fails"}[ok], fact)
}

// each joins the explanations of c's arguments, every one of which decided.
func (e *evalCtx) each(c *Condition, explain bool, lead string) string {
	if !explain {
		return ""
	}
	if len(c.Args) == 1 {
		_, w := e.why(&c.Args[0], explain)
		return w
	}
	parts := make([]string, len(c.Args))
	for i := range c.Args {
		_, parts[i] = e.why(&c.Args[i], explain)
	}
	if len(parts) == 0 {
		return c.String()
	}
	return lead + strings.Join(parts, "; ")
}

// leaf evaluates one fact; fact says what it was tested against.
func (e *evalCtx) leaf(c *Condition, explain bool) (bool, string) {
	x := e.x
	switch c.Op {
	case OpSetting:
		if e.c == nil {
			return false, "no settings here"
		}
		v := e.c.values[c.Name]
		st := x.settings[c.Name]
		if v == nil || st == nil {
			return false, "undeclared setting"
		}
		var ok bool
		switch {
		case c.HasTool:
			ok = e.tool >= 0 && v.set[x.names[e.tool]]
		case c.Has != "":
			ok = v.set[c.Has]
		case st.Type == SettingBool:
			ok = strconv.FormatBool(v.b) == c.Is
		case st.Type == SettingOneOf:
			ok = v.s == c.Is
		}
		if !explain {
			return ok, ""
		}
		return ok, c.Name + " = " + e.settingText(c.Name)
	case OpGroup:
		ok := e.group(c.Name)
		if !explain {
			return ok, ""
		}
		return ok, "group " + c.Name + map[bool]string{true: " enabled", false: " not enabled"}[ok]
	case OpInEnabledGroup:
		if e.tool < 0 {
			return false, "no tool"
		}
		gs := x.catalog[e.tool].Groups
		if len(gs) == 0 {
			return true, "in no group"
		}
		for _, g := range gs {
			if e.group(g) {
				if !explain {
					return true, ""
				}
				return true, "group " + g + " enabled"
			}
		}
		if !explain {
			return false, ""
		}
		return false, "groups " + strings.Join(gs, ", ") + " not enabled"
	case OpAnnotation:
		if e.tool < 0 {
			return false, "no tool"
		}
		v := x.annotation(e.tool, c.Name)
		if !explain {
			return v == c.Is, ""
		}
		return v == c.Is, c.Name + " = " + v
	case OpClass:
		in, seen := e.classIn[c.Name]
		if !seen {
			in = x.InClass(c.Name, e.model)
			e.classIn[c.Name] = in
		}
		m := e.model
		if m == "" {
			m = "(no model id)"
		}
		return in, "model " + m
	case OpProvider:
		if !explain {
			return e.provider == c.Name, ""
		}
		return e.provider == c.Name, "provider " + e.provider
	case OpMode:
		if !explain {
			return e.mode == c.Name, ""
		}
		return e.mode == c.Name, "mode " + e.mode
	case OpAttribute:
		ok := x.attributeHolds(c, e.model)
		if !explain {
			return ok, ""
		}
		return ok, fmt.Sprintf("%s = %s", c.Name, strings.Join(x.attribute(e.model, c.Name), ","))
	}
	return false, "unknown condition " + strconv.Quote(c.Op)
}

// settingText renders a setting's value for explanations.
func (e *evalCtx) settingText(id string) string {
	v := e.c.values[id]
	switch e.x.settings[id].Type {
	case SettingBool:
		return strconv.FormatBool(v.b)
	case SettingOneOf:
		return strconv.Quote(v.s)
	}
	members := make([]string, 0, len(v.set))
	for m := range v.set {
		members = append(members, m)
	}
	slices.Sort(members)
	if len(members) > 12 {
		return fmt.Sprintf("[%s, … %d members]", strings.Join(members[:12], ", "), len(members))
	}
	return "[" + strings.Join(members, ", ") + "]"
}

// group reports whether a group is enabled in this configuration.
func (e *evalCtx) group(id string) bool {
	switch e.groupOn[id] {
	case 1:
		return true
	case 2, 3:
		return false
	}
	g, ok := e.x.groups[id]
	if !ok {
		e.groupOn[id] = 2
		return false
	}
	if id == e.force {
		e.groupOn[id] = 1
		return true
	}
	e.groupOn[id] = 3
	tool := e.tool
	e.tool = -1 // a group's condition is about the configuration, not a tool
	on := e.holds(g.When)
	e.tool = tool
	e.groupOn[id] = map[bool]uint8{true: 1, false: 2}[on]
	return on
}

// annotation returns a tool's annotation, or the declared default.
func (x *Index) annotation(tool int, id string) string {
	if v, ok := x.catalog[tool].Annotations[id]; ok {
		return v
	}
	if a, ok := x.annotations[id]; ok {
		return a.Default
	}
	return ""
}

// attribute returns a model record's attribute; nil when the model has no
// record or the record no such attribute.
func (x *Index) attribute(model, id string) []string {
	if r, ok := x.models[model]; ok {
		return r.Attributes[id]
	}
	return nil
}

// attributeHolds tests one attribute condition against a model's record.
func (x *Index) attributeHolds(c *Condition, model string) bool {
	v := x.attribute(model, c.Name)
	if v == nil {
		return false
	}
	switch {
	case c.Has != "":
		return slices.Contains(v, c.Has)
	case c.AtLeast != "" || c.AtMost != "":
		if len(v) != 1 {
			return false
		}
		n, err := strconv.ParseFloat(v[0], 64)
		if err != nil {
			return false
		}
		if c.AtLeast != "" {
			lo, err := strconv.ParseFloat(c.AtLeast, 64)
			if err != nil || n < lo {
				return false
			}
		}
		if c.AtMost != "" {
			hi, err := strconv.ParseFloat(c.AtMost, 64)
			if err != nil || n > hi {
				return false
			}
		}
		return true
	}
	return len(v) == 1 && v[0] == c.Is
}

// Check is one condition resolution applied to a tool, and its verdict.
type Check struct {
	// Stage is what the condition decides: "registered", "visible" or
	// "head".
	Stage string `json:"stage"`
	// Source is where the policy states it: "exposure.registered_when",
	// "tools.NAME.visible_when", "modes.ID.registered_when", "gates.NAME".
	Source    string `json:"source"`
	Condition string `json:"condition"`
	Holds     bool   `json:"holds"`
	// Because is the part of the condition that decided, with the values it
	// was tested against.
	Because string `json:"because"`
}

// Checks returns every condition that applies to a declared tool in a
// configuration, in the order resolution applies them, each with its
// verdict. A tool is registered when every "registered" check holds,
// visible when every "visible" one does too, and in the head when it is a
// head candidate and every "head" check holds.
func (x *Index) Checks(q Query, name string) ([]Check, error) {
	if _, _, err := x.check(q.Provider, q.Mode); err != nil {
		return nil, err
	}
	cfg, err := x.configure(q.Settings)
	if err != nil {
		return nil, err
	}
	i, ok := x.pos[name]
	if !ok {
		return nil, nil
	}
	e := x.newEval(cfg, q.Provider, q.Mode, q.Model)
	e.tool = i
	t := x.catalog[i]
	m := x.modes[q.Mode]
	var out []Check
	add := func(stage, source string, c *Condition) {
		if c == nil {
			return
		}
		ok, why := e.why(c, true)
		out = append(out, Check{Stage: stage, Source: source, Condition: c.String(), Holds: ok, Because: why})
	}
	add("registered", "exposure.registered_when", x.exposureRegistered())
	add("registered", "tools."+name+".registered_when", t.RegisteredWhen)
	add("registered", "modes."+q.Mode+".registered_when", m.RegisteredWhen)
	add("visible", "exposure.visible_when", x.t.Exposure.VisibleWhen)
	add("visible", "tools."+name+".visible_when", t.VisibleWhen)
	if x.gate[i] >= 0 {
		add("visible", "gates."+name, x.gateCondition(&x.t.Gates[x.gate[i]]))
	}
	add("head", "exposure.head_when", x.t.Exposure.HeadWhen)
	add("head", "tools."+name+".head_when", t.HeadWhen)
	return out, nil
}

// gateCondition is a gate as the condition it is sugar for.
func (x *Index) gateCondition(g *Gate) *Condition {
	c := &Condition{Op: OpClass, Name: g.Class()}
	if g.VisibleFor == "" {
		return &Condition{Op: OpNot, Args: []Condition{*c}}
	}
	return c
}

// ExposureRegistered is the registration condition every tool must meet,
// the default filled in (see exposureRegistered); nil when there is none.
// gen writes it into the portable outputs, whose runtimes evaluate it.
func (x *Index) ExposureRegistered() *Condition { return x.exposureRegistered() }

// exposureRegistered is the registration condition every tool must meet:
// the policy's, or {in_enabled_group: true} when it states none and
// declares groups.
func (x *Index) exposureRegistered() *Condition {
	if x.t.Exposure.RegisteredWhen != nil {
		return x.t.Exposure.RegisteredWhen
	}
	if len(x.t.Groups) > 0 {
		return &Condition{Op: OpInEnabledGroup}
	}
	return nil
}

// maskSet is masks' result for one configuration, computed once by
// whichever caller first asks while the others wait.
type maskSet struct {
	once           sync.Once
	reg, vis, head []bool
}

// maxMaskSets bounds the bytes of masks the Index remembers (three a tool
// each), so a settings space of many configurations at 100,000 tools does
// not keep them all.
const maxMaskBytes = 32 << 20

// maskReads is what the conditions masks evaluates can observe of a query
// besides its settings: its provider, model and mode.
type maskReads struct {
	provider, model, mode bool
	settings              []string // sorted
}

// readsOf walks the conditions masks may evaluate: the policy's exposure,
// every tool's, every mode's registration and every group's, which a
// group condition and a tool's groups reach.
func (x *Index) readsOf() maskReads {
	var r maskReads
	seen := map[string]bool{}
	walk := func(c *Condition) {
		c.Walk(func(c *Condition) {
			switch c.Op {
			case OpProvider:
				r.provider = true
			case OpClass, OpAttribute:
				r.model = true
			case OpMode:
				r.mode = true
			case OpSetting:
				if !seen[c.Name] {
					seen[c.Name] = true
					r.settings = append(r.settings, c.Name)
				}
			}
		})
	}
	walk(x.exposureRegistered())
	walk(x.t.Exposure.VisibleWhen)
	walk(x.t.Exposure.HeadWhen)
	for _, t := range x.catalog {
		walk(t.RegisteredWhen)
		walk(t.VisibleWhen)
		walk(t.HeadWhen)
	}
	for i := range x.t.Modes {
		if x.t.Modes[i].RegisteredWhen != nil {
			r.mode = true
			walk(x.t.Modes[i].RegisteredWhen)
		}
	}
	for _, g := range x.groups {
		walk(g.When)
	}
	slices.Sort(r.settings)
	return r
}

// maskKey is what masks' result depends on in e's configuration: the
// facts its conditions read, and the group a harness activates. Catalogs
// that differ only in what no condition reads (a policy whose conditions
// test settings and groups alone, resolved for 20 providers, 3 modes and 3
// models) share one: lint resolved 180 catalogs of 10,000 tools, each
// evaluating every tool's conditions, a third of its time.
func (x *Index) maskKey(e *evalCtx) string {
	r := x.reads
	var b strings.Builder
	b.WriteString(e.force)
	for _, f := range [...]struct {
		on bool
		v  string
	}{{r.provider, e.provider}, {r.model, e.model}, {r.mode, e.mode}} {
		b.WriteByte(0)
		if f.on {
			b.WriteString(f.v)
		}
	}
	for _, id := range r.settings {
		b.WriteByte(0)
		if e.c == nil || e.c.values[id] == nil {
			continue
		}
		v := e.c.values[id]
		switch x.settings[id].Type {
		case SettingBool:
			b.WriteString(strconv.FormatBool(v.b))
		case SettingOneOf:
			b.WriteString(strconv.Quote(v.s))
		default:
			for _, m := range slices.Sorted(maps.Keys(v.set)) {
				b.WriteString(strconv.Quote(m))
			}
		}
	}
	return b.String()
}

// masks evaluates, for every tool in catalog order, whether it is
// registered, visible by condition, and allowed in the head by condition in
// one configuration. The slices are shared by every configuration with the
// same maskKey: read only.
func (x *Index) masks(e *evalCtx, m *Mode) (reg, vis, head []bool) {
	k := x.maskKey(e)
	x.maskMu.Lock()
	ms, ok := x.maskSets[k]
	if !ok {
		ms = &maskSet{}
		if (len(x.maskSets)+1)*3*len(x.catalog) <= maxMaskBytes {
			x.maskSets[k] = ms
		}
	}
	x.maskMu.Unlock()
	ms.once.Do(func() { ms.reg, ms.vis, ms.head = x.evalMasks(e, m) })
	return ms.reg, ms.vis, ms.head
}

// evalMasks is masks, computed.
func (x *Index) evalMasks(e *evalCtx, m *Mode) (reg, vis, head []bool) {
	n := len(x.catalog)
	reg, vis, head = make([]bool, n), make([]bool, n), make([]bool, n)
	exReg := x.exposureRegistered()
	// A condition that does not test the tool holds for every tool or for
	// none in this configuration: evaluated once per number (toolConds).
	memo := make([]uint8, x.condCount) // 0 not yet, 1 holds, 2 does not
	holds := func(i, k int, c *Condition) bool {
		if c == nil {
			return true
		}
		id := int32(-1)
		if x.toolConds != nil {
			id = x.toolConds[i][k]
		}
		if id < 0 {
			return e.holds(c)
		}
		if memo[id] == 0 {
			memo[id] = 2
			if e.holds(c) {
				memo[id] = 1
			}
		}
		return memo[id] == 1
	}
	for i, t := range x.catalog {
		e.tool = i
		reg[i] = e.holds(exReg) && holds(i, 0, t.RegisteredWhen) && e.holds(m.RegisteredWhen)
		vis[i] = reg[i] && e.holds(x.t.Exposure.VisibleWhen) && holds(i, 1, t.VisibleWhen)
		head[i] = vis[i] && e.holds(x.t.Exposure.HeadWhen) && holds(i, 2, t.HeadWhen)
	}
	e.tool = -1
	return reg, vis, head
}

// numberConds sets toolConds and condCount.
func (x *Index) numberConds() {
	ids := map[string]int32{}
	var b strings.Builder
	x.toolConds = make([][3]int32, len(x.catalog))
	for i, t := range x.catalog {
		for k, c := range [3]*Condition{t.RegisteredWhen, t.VisibleWhen, t.HeadWhen} {
			x.toolConds[i][k] = -1
			if c == nil || c.ToolScoped() {
				continue
			}
			b.Reset()
			c.key(&b)
			id, ok := ids[b.String()]
			if !ok {
				id = int32(len(ids))
				ids[b.String()] = id
			}
			x.toolConds[i][k] = id
		}
	}
	x.condCount = len(ids)
}

// key writes the condition's value: equal keys for equal conditions.
func (c *Condition) key(b *strings.Builder) {
	for _, s := range []string{c.Op, c.Name, c.Is, c.Has, c.AtLeast, c.AtMost} {
		b.WriteString(strconv.Quote(s))
	}
	b.WriteString(strconv.FormatBool(c.HasTool))
	b.WriteByte('[')
	for i := range c.Args {
		c.Args[i].key(b)
	}
	b.WriteByte(']')
}
