package resolve

import (
	"fmt"
	"reflect"
	"testing"
)

// wide is a github-mcp-server-shaped policy of n tools: 20 toolsets (6 on
// by default), a read-only switch over readOnlyHint, eight feature flags
// each swapping a tenth of the tools, and explicit include and exclude
// lists of tool names.
func wide(n int) Tables {
	t := Tables{
		Settings: []Setting{
			{ID: "toolsets", Type: SettingSet, MembersFrom: MembersGroups, Default: []string{"default"}},
			{ID: "read_only", Type: SettingBool},
			{ID: "features", Type: SettingSet, Values: []string{"f0", "f1", "f2", "f3", "f4", "f5", "f6", "f7"}},
			{ID: "tools", Type: SettingSet, MembersFrom: MembersTools},
			{ID: "exclude_tools", Type: SettingSet, MembersFrom: MembersTools},
		},
		Exposure: Exposure{RegisteredWhen: &Condition{Op: OpAll, Args: []Condition{
			{Op: OpNot, Args: []Condition{{Op: OpAll, Args: []Condition{{Op: OpSetting, Name: "read_only", Is: "true"}, {Op: OpAnnotation, Name: "readOnlyHint", Is: "false"}}}}},
			{Op: OpNot, Args: []Condition{{Op: OpSetting, Name: "exclude_tools", HasTool: true}}},
			{Op: OpAny, Args: []Condition{{Op: OpInEnabledGroup}, {Op: OpSetting, Name: "tools", HasTool: true}}},
		}}},
		Providers: []Provider{{ID: "std", Default: true}},
		Modes:     []Mode{{ID: "default"}},
	}
	for g := range 20 {
		id := fmt.Sprintf("set%02d", g)
		t.Groups = append(t.Groups, Group{ID: id, DefaultOn: g < 6, When: &Condition{Op: OpSetting, Name: "toolsets", Has: id}})
	}
	for i := range n {
		tl := Tool{Name: fmt.Sprintf("tool_%05d", i), State: StateActive, Source: SourceBuiltin,
			Groups: []string{fmt.Sprintf("set%02d", i%20)}, Annotations: map[string]string{"readOnlyHint": fmt.Sprint(i%3 != 0)}}
		if i%10 == 0 {
			f := fmt.Sprintf("f%d", (i/10)%8)
			c := &Condition{Op: OpSetting, Name: "features", Has: f}
			if i%20 == 0 {
				c = &Condition{Op: OpNot, Args: []Condition{*c}}
			}
			tl.RegisteredWhen = c
		}
		if i%7 == 0 {
			tl.State = StateDeferred
		}
		t.Tools = append(t.Tools, tl)
	}
	return t
}

// wideConfigurations are 16 configurations of wide: toolsets, read-only and
// features in combination; a few share a partition.
func wideConfigurations() []Settings {
	var out []Settings
	for _, ts := range [][]string{{"default"}, {"all"}, {"set03", "set07"}, {"default", "set19"}} {
		for _, ro := range []bool{false, true} {
			for _, fs := range [][]string{{}, {"f1", "f2"}} {
				out = append(out, Settings{"toolsets": ts, "read_only": ro, "features": fs})
			}
		}
	}
	return out
}

// ResolveSharedQuery gives the same catalogs as ResolveQuery, and catalogs
// that partition alike share their lists.
func TestResolveSharedQueryAgrees(t *testing.T) {
	x := New(wide(400))
	var first *Catalog
	for _, s := range append(wideConfigurations(), wideConfigurations()[0]) {
		q := Query{Provider: "std", Mode: "default", Settings: s}
		plain, err := x.ResolveQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		shared, err := x.ResolveSharedQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(plain, shared) {
			t.Errorf("%v: shared catalog differs:\n%+v\n%+v", s, plain, shared)
		}
		if first == nil {
			first = shared
		}
	}
	again, _ := x.ResolveSharedQuery(Query{Provider: "std", Mode: "default", Settings: wideConfigurations()[0]})
	if &again.Active[0] != &first.Active[0] || cap(again.Active) != len(again.Active) {
		t.Error("equal partitions should share one clipped list")
	}
}

// BenchmarkResolveConfigurations resolves wide's 16 configurations (one op)
// at 1,000 and 10,000 tools, each catalog fresh (plain) or with shared lists.
func BenchmarkResolveConfigurations(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		x := New(wide(n))
		configs := wideConfigurations()
		for _, mode := range []string{"plain", "shared"} {
			b.Run(fmt.Sprintf("tools=%d/%s", n, mode), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					for _, s := range configs {
						q := Query{Provider: "std", Mode: "default", Settings: s}
						var err error
						if mode == "shared" {
							_, err = x.ResolveSharedQuery(q)
						} else {
							_, err = x.ResolveQuery(q)
						}
						if err != nil {
							b.Fatal(err)
						}
					}
				}
			})
		}
	}
}
