package resolve

import (
	"reflect"
	"slices"
	"testing"
)

// FuzzConditions builds a policy whose tools, groups and modes carry
// condition trees drawn from the input, resolves it under settings drawn
// from the input, and holds the result to what a user relies on: no panic;
// partitions that do not overlap; a tool is unregistered exactly when one of
// its registration checks fails (Checks agrees with the catalog); and the
// head only holds registered, visible tools.
//
//	go test ./resolve -run '^$' -fuzz '^FuzzConditions$' -fuzztime 1m
func FuzzConditions(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte("conditions all the way down"))
	f.Add([]byte{2, 2, 2, 2, 0, 7, 1, 3, 9, 9, 4, 4, 5, 1})
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 512 {
			return
		}
		r := &byteReader{in: in}
		tb := configured()
		for i := range tb.Tools {
			tb.Tools[i].RegisteredWhen = r.cond(3)
			tb.Tools[i].VisibleWhen = r.cond(2)
			tb.Tools[i].HeadWhen = r.cond(2)
		}
		tb.Groups[1].When = r.cond(2)
		tb.Modes[1].RegisteredWhen = r.cond(2)
		x := New(tb)
		// The same index evaluating every tool's conditions one by one
		// (masks' numbering off): the catalogs must not differ.
		each := New(tb)
		each.toolConds, each.condCount = nil, 0
		s := Settings{
			"read_only": r.next()%2 == 0,
			"toolsets":  r.pick([]string{"files", "issues", "default", "all"}, 3),
			"features":  r.pick([]string{"beta"}, 1),
			"tools":     r.pick([]string{"read", "write", "get_issue", "vision"}, 2),
			"level":     []string{"low", "high"}[r.next()%2],
		}
		for _, mode := range []string{"agent", "plan"} {
			q := Query{Provider: "std", Mode: mode, Model: []string{"", "m-eyes"}[r.next()%2], Settings: s}
			c, err := x.ResolveQuery(q)
			if err != nil {
				t.Fatalf("valid settings refused: %v", err)
			}
			for _, n := range c.Unregistered {
				if slices.Contains(c.Registered, n) || slices.Contains(c.Active, n) || slices.Contains(c.Discoverable, n) {
					t.Fatalf("%s is unregistered and offered or registered: %+v", n, c)
				}
			}
			for _, n := range c.Active {
				if slices.Contains(c.Discoverable, n) || slices.Contains(c.GatedOut, n) || !slices.Contains(c.Registered, n) {
					t.Fatalf("%s in the head is also elsewhere, or not registered: %+v", n, c)
				}
			}
			for _, name := range x.CatalogOrder() {
				checks, err := x.Checks(q, name)
				if err != nil {
					t.Fatal(err)
				}
				failed := false
				for _, ch := range checks {
					failed = failed || (ch.Stage == "registered" && !ch.Holds)
				}
				st, _ := x.StateOf(name)
				if st != StateRemoved && failed != slices.Contains(c.Unregistered, name) {
					t.Fatalf("%s: Checks says registration failed=%v, the catalog disagrees: %+v", name, failed, checks)
				}
			}
			if one, err := each.ResolveQuery(q); err != nil || !reflect.DeepEqual(one, c) {
				t.Fatalf("conditions evaluated once per value and once per tool differ: %v\n%+v\n%+v", err, c, one)
			}
			// The shared path answers as the plain one.
			shared, err := x.ResolveSharedQuery(q)
			if err != nil || !reflect.DeepEqual(shared, c) {
				t.Fatalf("ResolveSharedQuery differs: %v\n%+v\n%+v", err, shared, c)
			}
			// Activating a group loads only its members that the head
			// lacks, and every member is in exactly one of its lists.
			for _, g := range x.GroupIDs() {
				a, err := x.ActivateGroup(q, g)
				if err != nil {
					t.Fatal(err)
				}
				members := x.GroupTools(g)
				if len(a.Loads)+len(a.InHead)+len(a.Unavailable) != len(members) {
					t.Fatalf("group %s: %+v does not partition %v", g, a, members)
				}
				for _, n := range a.Loads {
					if !slices.Contains(members, n) || slices.Contains(c.Active, n) {
						t.Fatalf("group %s loads %s, which is not a member or is in the head: %+v", g, n, a)
					}
				}
				for _, n := range a.InHead {
					if !slices.Contains(c.Active, n) {
						t.Fatalf("group %s says %s is in the head: %+v", g, n, c.Active)
					}
				}
			}
		}
	})
}

// byteReader hands out small numbers from the fuzz input, then zeros.
type byteReader struct {
	in []byte
	i  int
}

func (r *byteReader) next() int {
	if r.i >= len(r.in) {
		return 0
	}
	r.i++
	return int(r.in[r.i-1])
}

func (r *byteReader) pick(from []string, n int) []string {
	var out []string
	for range n {
		if v := r.next(); v%3 != 0 {
			out = append(out, from[v%len(from)])
		}
	}
	return out
}

// cond draws a condition tree of at most depth levels, or nil.
func (r *byteReader) cond(depth int) *Condition {
	c := r.node(depth)
	if c.Op == "" {
		return nil
	}
	return &c
}

func (r *byteReader) node(depth int) Condition {
	switch k := r.next() % 12; {
	case k == 0:
		return Condition{}
	case k <= 3 && depth > 0:
		op := []string{OpAll, OpAny, OpNot}[k-1]
		n := 1
		if op != OpNot {
			n = r.next() % 3
		}
		c := Condition{Op: op}
		for range n {
			if a := r.node(depth - 1); a.Op != "" {
				c.Args = append(c.Args, a)
			}
		}
		if op == OpNot && len(c.Args) == 0 {
			c.Args = []Condition{{Op: OpMode, Name: "agent"}}
		}
		return c
	case k == 4:
		return Condition{Op: OpSetting, Name: "read_only", Is: []string{"true", "false"}[r.next()%2]}
	case k == 5:
		return Condition{Op: OpSetting, Name: "toolsets", Has: []string{"files", "issues"}[r.next()%2]}
	case k == 6:
		return Condition{Op: OpSetting, Name: "tools", HasTool: true}
	case k == 7:
		return Condition{Op: OpGroup, Name: []string{"files", "issues", "nope"}[r.next()%3]}
	case k == 8:
		return Condition{Op: OpInEnabledGroup}
	case k == 9:
		return Condition{Op: OpAnnotation, Name: "readOnlyHint", Is: []string{"true", "false"}[r.next()%2]}
	case k == 10:
		return Condition{Op: OpClass, Name: "seeing"}
	default:
		return Condition{Op: []string{OpMode, OpProvider}[r.next()%2], Name: []string{"agent", "plan", "std"}[r.next()%3]}
	}
}
