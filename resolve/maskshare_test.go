package resolve

import (
	"fmt"
	"reflect"
	"slices"
	"testing"
)

// TestSharedMasksMatchFreshOnes: catalogs whose configurations differ only
// in what no condition reads share one evaluation of the tools' conditions
// (masks). Each policy below reads one fact of a query in one place; every
// query resolved on one index, in an order that mixes them, must give the
// catalog a fresh index gives it alone.
func TestSharedMasksMatchFreshOnes(t *testing.T) {
	in := func(g string) *Condition { return &Condition{Op: OpGroup, Name: g} }
	for _, tc := range []struct {
		name string
		edit func(tb *Tables)
	}{
		{"provider, in a group's condition", func(tb *Tables) {
			tb.Groups[0].When = &Condition{Op: OpProvider, Name: "p2"}
		}},
		{"provider, through a group a group names", func(tb *Tables) {
			tb.Groups[0].When = in("g2")
			tb.Groups[1].When = &Condition{Op: OpProvider, Name: "p1"}
		}},
		{"model class, in a tool's visibility", func(tb *Tables) {
			tb.Tools[2].VisibleWhen = &Condition{Op: OpClass, Name: "big"}
		}},
		{"model attribute, in the exposure's head condition", func(tb *Tables) {
			tb.Exposure.HeadWhen = &Condition{Op: OpAttribute, Name: "tier", Is: "pro"}
		}},
		{"mode, in a tool's registration", func(tb *Tables) {
			tb.Tools[1].RegisteredWhen = &Condition{Op: OpNot, Args: []Condition{{Op: OpMode, Name: "m2"}}}
		}},
		{"mode, through a mode's own registration", func(tb *Tables) {
			tb.Modes[1].RegisteredWhen = &Condition{Op: OpAnnotation, Name: "readOnlyHint", Is: "true"}
		}},
		{"a bool setting, in the exposure's registration", func(tb *Tables) {
			tb.Exposure.RegisteredWhen = &Condition{Op: OpAny, Args: []Condition{
				{Op: OpSetting, Name: "ro", Is: "false"}, {Op: OpAnnotation, Name: "readOnlyHint", Is: "true"}}}
		}},
		{"a set setting, in a group's condition", func(tb *Tables) {
			tb.Groups[1].When = &Condition{Op: OpSetting, Name: "sets", Has: "g2"}
		}},
		{"a one-of setting, in a tool's head condition", func(tb *Tables) {
			tb.Tools[0].HeadWhen = &Condition{Op: OpSetting, Name: "level", Is: "high"}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := maskTables()
			tc.edit(&tb)
			shared := New(tb)
			var qs []Query
			for _, s := range []Settings{nil, {"ro": true}, {"sets": []string{"g2"}}, {"level": "high", "ro": true}} {
				for _, model := range []string{"", "small-1", "big-1", "big-2"} {
					for _, mode := range []string{"m1", "m2"} {
						for _, prov := range []string{"p1", "p2"} {
							qs = append(qs, Query{Provider: prov, Mode: mode, Model: model, Settings: s})
						}
					}
				}
			}
			differ := false
			var first *Catalog
			for _, q := range qs {
				got, err := shared.ResolveSharedQuery(q)
				if err != nil {
					t.Fatal(err)
				}
				want, err := New(maskTablesWith(tc.edit)).ResolveQuery(q)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%+v: shared index gives\n%+v\nfresh one\n%+v", q, got, want)
				}
				if first == nil {
					first = want
				} else if fmt.Sprint(first.Active, first.Registered, first.Discoverable) != fmt.Sprint(want.Active, want.Registered, want.Discoverable) {
					differ = true
				}
			}
			// The fact the policy reads changes some catalog: else the
			// case could not tell a key that leaves it out.
			if !differ {
				t.Error("every query gives the same catalog")
			}
			// Activating a group resolves the configuration again with
			// the group on: what that offers is what a policy whose
			// group is always on offers.
			for _, q := range qs[:8] {
				for _, g := range []string{"g1", "g2"} {
					a, err := shared.ActivateGroup(q, g)
					if err != nil {
						t.Fatal(err)
					}
					before, _ := shared.ResolveQuery(q)
					on, _ := New(maskTablesWith(func(tb *Tables) {
						tc.edit(tb)
						for i := range tb.Groups {
							if tb.Groups[i].ID == g {
								tb.Groups[i].When = nil
							}
						}
					})).ResolveQuery(q)
					var loads []string
					for _, n := range shared.GroupTools(g) {
						if !slices.Contains(before.Active, n) && (slices.Contains(on.Active, n) || slices.Contains(on.Discoverable, n)) {
							loads = append(loads, n)
						}
					}
					if !slices.Equal(a.Loads, loads) && len(a.Loads)+len(loads) > 0 {
						t.Errorf("%+v: activating %s loads %v, want %v", q, g, a.Loads, loads)
					}
				}
			}
		})
	}
}

func maskTablesWith(edit func(*Tables)) Tables {
	tb := maskTables()
	edit(&tb)
	return tb
}

// maskTables: two providers, two modes, models by class and attribute,
// settings of each type, two groups that are on unless a case says when.
func maskTables() Tables {
	return Tables{
		Tools: []Tool{
			{Name: "t_read", State: StateActive, Source: SourceBuiltin, Groups: []string{"g1"}, Annotations: map[string]string{"readOnlyHint": "true"}},
			{Name: "t_write", State: StateActive, Source: SourceBuiltin, Groups: []string{"g1"}},
			{Name: "t_look", State: StateActive, Source: SourceBuiltin},
			{Name: "t_other", State: StateActive, Source: SourceBuiltin, Groups: []string{"g2"}},
			{Name: "t_later", State: StateDeferred, Source: SourceBuiltin, Groups: []string{"g2"}},
		},
		Settings: []Setting{
			{ID: "ro", Type: SettingBool},
			{ID: "sets", Type: SettingSet, Values: []string{"g1", "g2"}},
			{ID: "level", Type: SettingOneOf, Values: []string{"high", "low"}, Default: []string{"low"}},
		},
		Groups:       []Group{{ID: "g1"}, {ID: "g2"}},
		Models:       []ModelRecord{{ID: "big-2", Attributes: map[string][]string{"tier": {"pro"}}}},
		ModelClasses: []ModelClass{{ID: "big", Match: []string{"big-*"}}},
		Providers:    []Provider{{ID: "p1", Default: true, BudgetTarget: 10, BudgetMax: 10}, {ID: "p2", BudgetTarget: 10, BudgetMax: 10}},
		Modes:        []Mode{{ID: "m1"}, {ID: "m2"}},
	}
}
