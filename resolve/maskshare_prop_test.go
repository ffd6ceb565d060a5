package resolve

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"testing"
)

// The property behind masks' sharing (maskKey): whatever the policy and
// whatever order queries come in, a query resolved on an index that has
// already resolved others gives what it gives on a fresh index. The
// policies are random: providers, modes, model records and classes,
// settings of every type, groups whose conditions name other groups,
// tools with groups, annotations and conditions of every operator, gates
// and an exposure.

// maskGen draws random tables and queries from intn (a random source, or
// the fuzz input).
type maskGen struct {
	intn func(n int) int
	tb   Tables
	// What conditions may name.
	providers, modes, classes, groups []string
	models                            []string // model ids queries use
}

func (g *maskGen) chance(n int) bool { return g.intn(n) == 0 }

func (g *maskGen) pickOne(from []string) string { return from[g.intn(len(from))] }

// subset draws up to n members of from, in from's order, without repeats.
func (g *maskGen) subset(from []string, n int) []string {
	var out []string
	for _, s := range from {
		if len(out) < n && g.intn(3) == 0 {
			out = append(out, s)
		}
	}
	return out
}

// setMembers is what a set setting accepts as members.
func (g *maskGen) setMembers(st *Setting) []string {
	switch st.MembersFrom {
	case MembersTools:
		var out []string
		for _, t := range g.tb.Tools {
			out = append(out, t.Name)
		}
		return out
	case MembersGroups:
		return g.groups
	}
	return st.Values
}

// Condition scopes: what a condition may test besides the configuration.
const (
	scopeTool  = iota // a tool's, a mode's or the exposure's: anything
	scopeGroup        // group gi's: settings, facts, later groups only
	scopeWhere        // a model class's: the model record's attributes
)

// cond draws a condition of at most depth levels, or nil. group is the
// position of the group whose condition it is (scopeGroup): it may name
// only later groups, so no cycle arises.
func (g *maskGen) cond(depth, scope, group int) *Condition {
	if g.chance(3) {
		return nil
	}
	c := g.node(depth, scope, group)
	return &c
}

func (g *maskGen) node(depth, scope, group int) Condition {
	if depth > 0 && g.chance(3) {
		op := []string{OpAll, OpAny, OpNot}[g.intn(3)]
		n := 1
		if op != OpNot {
			n = g.intn(4)
		}
		c := Condition{Op: op}
		for range n {
			c.Args = append(c.Args, g.node(depth-1, scope, group))
		}
		return c
	}
	for try := 0; ; try++ {
		if try == 8 {
			// An input that keeps drawing what the scope rules out.
			return Condition{Op: OpProvider, Name: g.providers[0]}
		}
		switch g.intn(10) {
		case 0, 1:
			if scope == scopeWhere || len(g.tb.Settings) == 0 {
				continue
			}
			st := &g.tb.Settings[g.intn(len(g.tb.Settings))]
			c := Condition{Op: OpSetting, Name: st.ID}
			switch st.Type {
			case SettingBool:
				c.Is = strconv.FormatBool(g.chance(2))
			case SettingOneOf:
				c.Is = g.pickOne(st.Values)
			default:
				members := g.setMembers(st)
				if (scope == scopeTool && g.chance(3)) || len(members) == 0 {
					if scope != scopeTool {
						continue
					}
					c.HasTool = true
				} else {
					c.Has = g.pickOne(members)
				}
			}
			return c
		case 2:
			if scope == scopeWhere {
				continue
			}
			lo := 0
			if scope == scopeGroup {
				lo = group + 1
			}
			if lo >= len(g.groups) {
				continue
			}
			return Condition{Op: OpGroup, Name: g.groups[lo+g.intn(len(g.groups)-lo)]}
		case 3:
			if scope != scopeTool {
				continue
			}
			if g.chance(2) {
				return Condition{Op: OpInEnabledGroup}
			}
			a := []string{"readOnlyHint", "destructiveHint", "kind"}[g.intn(3)]
			is := strconv.FormatBool(g.chance(2))
			if a == "kind" {
				is = g.pickOne([]string{"net", "fs", "none"})
			}
			return Condition{Op: OpAnnotation, Name: a, Is: is}
		case 4:
			if scope == scopeWhere || len(g.classes) == 0 {
				continue
			}
			return Condition{Op: OpClass, Name: g.pickOne(g.classes)}
		case 5:
			if scope == scopeWhere {
				continue
			}
			return Condition{Op: OpProvider, Name: g.pickOne(g.providers)}
		case 6:
			if scope == scopeWhere {
				continue
			}
			return Condition{Op: OpMode, Name: g.pickOne(g.modes)}
		default:
			switch g.intn(4) {
			case 0:
				return Condition{Op: OpAttribute, Name: "tier", Is: g.pickOne([]string{"pro", "free"})}
			case 1:
				return Condition{Op: OpAttribute, Name: "feat", Has: g.pickOne([]string{"vision", "tools"})}
			case 2:
				return Condition{Op: OpAttribute, Name: "ctx", AtLeast: g.pickOne([]string{"16", "64"})}
			default:
				return Condition{Op: OpAttribute, Name: "ctx", AtMost: g.pickOne([]string{"16", "64"})}
			}
		}
	}
}

// tables draws a policy.
func (g *maskGen) tables() Tables {
	tb := &g.tb
	// Providers: each serves models by prefix; one is the default.
	prefixes := []string{"a", "b", "c", "d"}
	np := 2 + g.intn(3)
	def := g.intn(np)
	for i := range np {
		p := Provider{ID: "p" + strconv.Itoa(i), Models: []string{prefixes[i] + "-*"}, Default: i == def, BudgetTarget: 50, BudgetMax: 50}
		g.providers = append(g.providers, p.ID)
		tb.Providers = append(tb.Providers, p)
	}
	// Model ids: records for some, with attributes.
	g.models = []string{"", "zz-unknown"}
	for _, pre := range prefixes[:np] {
		for k := range 1 + g.intn(3) {
			id := pre + "-" + strconv.Itoa(k)
			g.models = append(g.models, id)
			if g.chance(3) {
				continue
			}
			attrs := map[string][]string{}
			if !g.chance(3) {
				attrs["tier"] = []string{g.pickOne([]string{"pro", "free"})}
			}
			if !g.chance(3) {
				attrs["ctx"] = []string{g.pickOne([]string{"8", "16", "32", "128"})}
			}
			if !g.chance(3) {
				attrs["feat"] = g.subset([]string{"tools", "vision"}, 2)
			}
			tb.Models = append(tb.Models, ModelRecord{ID: id, Attributes: attrs})
		}
	}
	for i := range g.intn(4) {
		c := ModelClass{ID: "c" + strconv.Itoa(i)}
		c.Match = g.subset([]string{"a-*", "b-*", "*-1", "*-0", "c-2"}, 2)
		if g.chance(3) {
			c.Except = g.subset([]string{"a-0", "*-2"}, 1)
		}
		if g.chance(2) || len(c.Match) == 0 {
			w := g.node(1, scopeWhere, 0)
			c.Where = &w
		}
		g.classes = append(g.classes, c.ID)
		tb.ModelClasses = append(tb.ModelClasses, c)
	}
	for i := range 1 + g.intn(3) {
		g.modes = append(g.modes, "m"+strconv.Itoa(i))
	}
	// Groups first by name (conditions name them), their conditions once
	// settings exist.
	ng := g.intn(5)
	for i := range ng {
		g.groups = append(g.groups, "g"+strconv.Itoa(i))
	}
	// Tool names, so set settings of tool names have members.
	nt := 5 + g.intn(26)
	for i := range nt {
		tb.Tools = append(tb.Tools, Tool{Name: fmt.Sprintf("t%02d", i)})
	}
	for i := nt - 1; i > 0; i-- {
		j := g.intn(i + 1)
		tb.Tools[i], tb.Tools[j] = tb.Tools[j], tb.Tools[i]
	}
	tb.Annotations = []Annotation{{ID: "kind", Type: "string", Default: "none"}}
	for i := range g.intn(4) {
		tb.Settings = append(tb.Settings, Setting{ID: "b" + strconv.Itoa(i), Type: SettingBool,
			Default: []string{strconv.FormatBool(g.chance(2))}})
	}
	for i := range g.intn(4) {
		vals := []string{"x", "y", "z"}[:2+g.intn(2)]
		tb.Settings = append(tb.Settings, Setting{ID: "o" + strconv.Itoa(i), Type: SettingOneOf, Values: vals,
			Default: []string{g.pickOne(vals)}})
	}
	for i := range g.intn(4) {
		st := Setting{ID: "s" + strconv.Itoa(i), Type: SettingSet}
		switch g.intn(3) {
		case 0:
			st.Values = []string{"u", "v", "w"}
		case 1:
			st.MembersFrom = MembersGroups
		default:
			st.MembersFrom = MembersTools
		}
		tb.Settings = append(tb.Settings, st)
		tb.Settings[len(tb.Settings)-1].Default = g.subset(g.setMembers(&st), 2)
	}
	for i, id := range g.groups {
		tb.Groups = append(tb.Groups, Group{ID: id, DefaultOn: g.chance(2), When: g.cond(2, scopeGroup, i)})
	}
	for i := range g.modes {
		tb.Modes = append(tb.Modes, Mode{ID: g.modes[i], MCPActive: g.chance(2)})
		if g.chance(2) {
			tb.Modes[i].RegisteredWhen = g.cond(1, scopeTool, 0)
		}
	}
	states := []State{StateActive, StateActive, StateDeferred, StateDeferred, StateHidden, StateDeprecated, StateRemoved}
	for i := range tb.Tools {
		t := &tb.Tools[i]
		t.State = states[g.intn(len(states))]
		t.Source = SourceBuiltin
		if g.chance(3) {
			t.Source = SourceMCP
			if g.chance(2) {
				tb.KeepLoaded = append(tb.KeepLoaded, t.Name)
			}
		}
		t.Groups = g.subset(g.groups, 2)
		t.Annotations = map[string]string{}
		if g.chance(2) {
			t.Annotations["readOnlyHint"] = strconv.FormatBool(g.chance(2))
		}
		if g.chance(2) {
			t.Annotations["kind"] = g.pickOne([]string{"net", "fs"})
		}
		t.RegisteredWhen = g.cond(2, scopeTool, 0)
		t.VisibleWhen = g.cond(2, scopeTool, 0)
		t.HeadWhen = g.cond(2, scopeTool, 0)
		if len(g.classes) > 0 && g.chance(6) {
			gt := Gate{Tool: t.Name}
			if g.chance(2) {
				gt.VisibleFor = g.pickOne(g.classes)
			} else {
				gt.HiddenFor = g.pickOne(g.classes)
			}
			tb.Gates = append(tb.Gates, gt)
		}
	}
	// Some providers ask for an explicit first turn.
	for i := range tb.Providers {
		if g.chance(3) {
			tb.Providers[i].Explicit = true
			for _, t := range tb.Tools {
				if g.chance(2) {
					tb.Providers[i].FirstTurn = append(tb.Providers[i].FirstTurn, t.Name)
				}
			}
		}
	}
	if g.chance(2) {
		tb.Exposure.RegisteredWhen = g.cond(2, scopeTool, 0)
	}
	if g.chance(2) {
		tb.Exposure.VisibleWhen = g.cond(2, scopeTool, 0)
	}
	if g.chance(2) {
		tb.Exposure.HeadWhen = g.cond(2, scopeTool, 0)
	}
	return *tb
}

// query draws a configuration of the tables: every setting given a valid
// value or left to its default.
func (g *maskGen) query() Query {
	q := Query{Provider: g.pickOne(g.providers), Mode: g.pickOne(g.modes), Model: g.pickOne(g.models)}
	for _, st := range g.tb.Settings {
		if g.chance(3) {
			continue
		}
		if q.Settings == nil {
			q.Settings = Settings{}
		}
		switch st.Type {
		case SettingBool:
			q.Settings[st.ID] = g.chance(2)
		case SettingOneOf:
			q.Settings[st.ID] = g.pickOne(st.Values)
		default:
			m := g.subset(g.setMembers(&st), 3)
			if st.MembersFrom == MembersGroups && g.chance(4) {
				m = append(m, g.pickOne([]string{"all", "default"}))
			}
			q.Settings[st.ID] = m
		}
	}
	return q
}

// freshTables draws the same tables again: a fresh index must not share a
// condition tree or a map with the shared one.
func freshTables(draw func() *maskGen) Tables { return draw().tables() }

// checkMaskSharing resolves queries on one index in the order given and
// compares each with a fresh index's answer. draw makes a generator that
// gives the same tables every time. It returns how many queries it
// compared.
func checkMaskSharing(t *testing.T, label string, draw func() *maskGen, nq int) int {
	t.Helper()
	g := draw()
	tb := g.tables()
	shared := New(tb)
	fresh := func() *Index { return New(freshTables(draw)) }
	var qs []Query
	for range nq {
		qs = append(qs, g.query())
	}
	// Some queries twice, apart: the second meets its own masks.
	for range nq / 4 {
		qs = append(qs, qs[g.intn(len(qs))])
	}
	for i := len(qs) - 1; i > 0; i-- {
		j := g.intn(i + 1)
		qs[i], qs[j] = qs[j], qs[i]
	}
	n := 0
	// fail reports the first difference of a policy; its other queries
	// are not tried.
	fail := func(format string, args ...any) int {
		t.Helper()
		t.Errorf(format, args...)
		return n
	}
	for qi, q := range qs {
		f := fresh()
		want, err := f.ResolveQuery(q)
		if err != nil {
			return fail("%s: query %d %+v refused: %v", label, qi, q, err)
		}
		got, err := shared.ResolveSharedQuery(q)
		if err != nil || !reflect.DeepEqual(got, want) {
			return fail("%s: query %d %+v (%v): ResolveSharedQuery on the shared index gives\n%+v\na fresh index\n%+v", label, qi, q, err, got, want)
		}
		got, err = shared.ResolveQuery(q)
		if err != nil || !reflect.DeepEqual(got, want) {
			return fail("%s: query %d %+v (%v): ResolveQuery on the shared index gives\n%+v\na fresh index\n%+v", label, qi, q, err, got, want)
		}
		n++
		switch qi % 3 {
		case 0:
			// Explain resolves the configuration (masks) besides its
			// checks.
			name := tb.Tools[g.intn(len(tb.Tools))].Name
			a, err1 := shared.Explain(q, name)
			b, err2 := fresh().Explain(q, name)
			if err1 != nil || err2 != nil || !reflect.DeepEqual(a, b) {
				return fail("%s: query %d %+v: Explain(%s) on the shared index gives\n%+v (%v)\na fresh index\n%+v (%v)", label, qi, q, name, a, err1, b, err2)
			}
			o1, _ := shared.OfferQuery(q, name)
			o2, _ := fresh().OfferQuery(q, name)
			if o1 != o2 {
				return fail("%s: query %d %+v: OfferQuery(%s) shared %+v, fresh %+v", label, qi, q, name, o1, o2)
			}
		case 1:
			if len(g.groups) == 0 {
				continue
			}
			// Activating a group: the shared index against a fresh one,
			// and the loads against a policy whose group is always on.
			gid := g.pickOne(g.groups)
			a, err1 := shared.ActivateGroup(q, gid)
			b, err2 := fresh().ActivateGroup(q, gid)
			if err1 != nil || err2 != nil || !reflect.DeepEqual(a, b) {
				return fail("%s: query %d %+v: ActivateGroup(%s) on the shared index gives\n%+v (%v)\na fresh index\n%+v (%v)", label, qi, q, gid, a, err1, b, err2)
			}
			on := freshTables(draw)
			for i := range on.Groups {
				if on.Groups[i].ID == gid {
					on.Groups[i].When = nil
				}
			}
			onCat, err := New(on).ResolveQuery(q)
			if err != nil {
				return fail("%s: %v", label, err)
			}
			var loads []string
			for _, nm := range shared.GroupTools(gid) {
				if !slices.Contains(want.Active, nm) && (slices.Contains(onCat.Active, nm) || slices.Contains(onCat.Discoverable, nm)) {
					loads = append(loads, nm)
				}
			}
			if !slices.Equal(a.Loads, loads) && len(a.Loads)+len(loads) > 0 {
				return fail("%s: query %d %+v: activating %s loads %v, with the group always on %v", label, qi, q, gid, a.Loads, loads)
			}
		}
	}
	return n
}

// TestMaskSharingProperty: 300 random policies, each with queries in a
// random order on one index, each compared with a fresh index.
func TestMaskSharingProperty(t *testing.T) {
	queries, catalogs := 0, 0
	for seed := uint64(1); seed <= 300; seed++ {
		draw := func() *maskGen {
			r := rand.New(rand.NewPCG(seed, 98))
			return &maskGen{intn: r.IntN}
		}
		queries += checkMaskSharing(t, fmt.Sprintf("seed %d", seed), draw, 24)
		catalogs++
	}
	t.Logf("%d policies, %d queries compared", catalogs, queries)
}

// FuzzMaskSharing is TestMaskSharingProperty with the policy, the queries
// and their order drawn from the input.
//
//	go test ./resolve -run '^$' -fuzz '^FuzzMaskSharing$' -fuzztime 1m
func FuzzMaskSharing(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte("masks shared by configurations alike"))
	f.Add([]byte{3, 2, 1, 0, 9, 9, 9, 4, 5, 6, 5, 7, 1, 2, 2, 8, 0, 3, 3, 1, 6, 6, 2})
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 1024 {
			return
		}
		// The input's bytes first, then a random source it seeds: a short
		// input still draws conditions and queries that differ.
		h := fnv.New64a()
		h.Write(in)
		sum := h.Sum64()
		draw := func() *maskGen {
			r := &byteReader{in: in}
			rng := rand.New(rand.NewPCG(sum, uint64(len(in))))
			return &maskGen{intn: func(n int) int {
				if r.i < len(r.in) {
					return r.next() % n
				}
				return rng.IntN(n)
			}}
		}
		checkMaskSharing(t, "fuzz", draw, 8)
	})
}

// TestMaskSharingModeRegistration: a fact that only a mode's registration
// condition reads (a setting, the provider, the model) must be in maskKey.
// readsOf notes that a mode has a condition (the mode is read) but does not
// walk it, so two queries that differ only in such a fact shared masks: the
// property test's seeds 65, 137 and 148 found it.
func TestMaskSharingModeRegistration(t *testing.T) {
	for _, tc := range []struct {
		name string
		when Condition
		a, b Query
	}{
		{"a setting", Condition{Op: OpSetting, Name: "ro", Is: "true"},
			Query{Provider: "p1", Mode: "m2", Settings: Settings{"ro": false}},
			Query{Provider: "p1", Mode: "m2", Settings: Settings{"ro": true}}},
		{"the provider", Condition{Op: OpProvider, Name: "p2"},
			Query{Provider: "p1", Mode: "m2"}, Query{Provider: "p2", Mode: "m2"}},
		{"the model's class", Condition{Op: OpClass, Name: "big"},
			Query{Provider: "p1", Mode: "m2", Model: "small-1"}, Query{Provider: "p1", Mode: "m2", Model: "big-1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			edit := func(tb *Tables) { tb.Modes[1].RegisteredWhen = &tc.when }
			shared := New(maskTablesWith(edit))
			for _, q := range []Query{tc.a, tc.b} {
				got, err := shared.ResolveSharedQuery(q)
				if err != nil {
					t.Fatal(err)
				}
				want, err := New(maskTablesWith(edit)).ResolveQuery(q)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%+v after %+v: the shared index registers %v, a fresh one %v", q, tc.a, got.Registered, want.Registered)
				}
			}
		})
	}
}
