package resolve

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// configured is a policy whose surface depends on settings: two groups (one
// on by default), a read-only switch keyed on the readOnlyHint annotation, an
// explicit tool list that accepts old names, a mode that removes writers, a
// head condition, and a model class by capability.
func configured() Tables {
	cond := func(s string, v string) *Condition { return &Condition{Op: OpSetting, Name: s, Is: v} }
	return Tables{
		Tools: []Tool{
			{Name: "read", State: StateActive, Source: SourceBuiltin, Groups: []string{"files"}, Annotations: map[string]string{"readOnlyHint": "true"}},
			{Name: "write", State: StateActive, Source: SourceBuiltin, Groups: []string{"files"}},
			{Name: "issue_get", State: StateActive, Source: SourceBuiltin, Groups: []string{"issues"}, Annotations: map[string]string{"readOnlyHint": "true"}},
			{Name: "issue_new", State: StateActive, Source: SourceBuiltin, Groups: []string{"issues"},
				RegisteredWhen: &Condition{Op: OpSetting, Name: "features", Has: "beta"}},
			{Name: "vision", State: StateDeferred, Source: SourceBuiltin, VisibleWhen: &Condition{Op: OpClass, Name: "seeing"},
				HeadWhen: &Condition{Op: OpMode, Name: "agent"}},
			{Name: "get_issue", State: StateRemoved, Source: SourceBuiltin},
		},
		Aliases: []Alias{{Name: "get_issue", Replacement: "issue_get", FirstDeprecated: "1.0.0", PlannedRemoval: "1.0.0"}},
		Settings: []Setting{
			{ID: "toolsets", Type: SettingSet, MembersFrom: MembersGroups, Default: []string{"default"}},
			{ID: "read_only", Type: SettingBool},
			{ID: "features", Type: SettingSet, Values: []string{"beta"}},
			{ID: "tools", Type: SettingSet, MembersFrom: MembersTools, OldNames: true},
			{ID: "level", Type: SettingOneOf, Values: []string{"high", "low"}, Default: []string{"low"}},
		},
		Groups: []Group{
			{ID: "files", DefaultOn: true, When: &Condition{Op: OpSetting, Name: "toolsets", Has: "files"}},
			{ID: "issues", When: &Condition{Op: OpSetting, Name: "toolsets", Has: "issues"}},
		},
		Models: []ModelRecord{{ID: "m-eyes", Attributes: map[string][]string{"modalities": {"image", "text"}, "context": {"200000"}}}},
		ModelClasses: []ModelClass{{ID: "seeing", Where: &Condition{Op: OpAll, Args: []Condition{
			{Op: OpAttribute, Name: "modalities", Has: "image"}, {Op: OpAttribute, Name: "context", AtLeast: "100000"}}}}},
		Exposure: Exposure{RegisteredWhen: &Condition{Op: OpAll, Args: []Condition{
			{Op: OpNot, Args: []Condition{{Op: OpAll, Args: []Condition{*cond("read_only", "true"), {Op: OpAnnotation, Name: "readOnlyHint", Is: "false"}}}}},
			{Op: OpAny, Args: []Condition{{Op: OpInEnabledGroup}, {Op: OpSetting, Name: "tools", HasTool: true}}},
		}}},
		Providers: []Provider{{ID: "std", Default: true, BudgetTarget: 10, BudgetMax: 10}},
		Modes:     []Mode{{ID: "agent"}, {ID: "plan", RegisteredWhen: &Condition{Op: OpAnnotation, Name: "readOnlyHint", Is: "true"}}},
	}
}

func TestSettingsDecideTheSurface(t *testing.T) {
	x := New(configured())
	for _, tc := range []struct {
		name, mode, model string
		s                 Settings
		active, discov    []string
		unregistered      []string
	}{
		// vision is in no group, so registered, but only models that see
		// are offered it.
		{name: "defaults", mode: "agent", active: []string{"read", "write"}, unregistered: []string{"issue_get", "issue_new"}},
		{name: "all groups", mode: "agent", s: Settings{"toolsets": []string{"all"}}, active: []string{"issue_get", "read", "write"}, unregistered: []string{"issue_new"}},
		{name: "feature on", mode: "agent", s: Settings{"toolsets": []any{"default", "issues"}, "features": []string{"beta"}}, active: []string{"issue_get", "issue_new", "read", "write"}, unregistered: []string{}},
		{name: "read only", mode: "agent", s: Settings{"toolsets": "all", "read_only": true}, active: []string{"issue_get", "read"}, unregistered: []string{"issue_new", "vision", "write"}},
		{name: "old name in tools", mode: "agent", s: Settings{"toolsets": []string{}, "tools": []string{"get_issue"}}, active: []string{"issue_get"}, unregistered: []string{"issue_new", "read", "write"}},
		{name: "plan removes writers", mode: "plan", active: []string{"read"}, unregistered: []string{"issue_get", "issue_new", "vision", "write"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := x.ResolveQuery(Query{Provider: "std", Mode: tc.mode, Model: tc.model, Settings: tc.s})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(c.Active, tc.active) {
				t.Errorf("active = %v, want %v", c.Active, tc.active)
			}
			if !slices.Equal(c.Unregistered, tc.unregistered) {
				t.Errorf("unregistered = %v, want %v", c.Unregistered, tc.unregistered)
			}
			for _, n := range c.Unregistered {
				if slices.Contains(c.Registered, n) {
					t.Errorf("%s is both registered and unregistered", n)
				}
			}
		})
	}
}

func TestConditionsOnModelCapabilitiesAndHead(t *testing.T) {
	tb := configured()
	tb.Exposure = Exposure{}
	tb.Groups = nil
	x := New(tb)
	c, err := x.ResolveQuery(Query{Provider: "std", Mode: "agent", Model: "m-eyes"})
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(c.Active, "vision") || !slices.Contains(c.Discoverable, "vision") {
		t.Errorf("deferred vision for a model that sees: active %v, discoverable %v", c.Active, c.Discoverable)
	}
	c, _ = x.ResolveQuery(Query{Provider: "std", Mode: "agent", Model: "m-blind"})
	if !slices.Contains(c.GatedOut, "vision") {
		t.Errorf("vision offered to a model with no record: gated out %v", c.GatedOut)
	}
	if !x.InClass("seeing", "m-eyes") || x.InClass("seeing", "m-blind") || x.InClass("seeing", "") {
		t.Error("class by capability: wrong membership")
	}
}

func TestUnknownSettingsAreErrorsWithSuggestions(t *testing.T) {
	x := New(configured())
	for _, tc := range []struct {
		s    Settings
		want string
	}{
		{Settings{"toolset": []string{"files"}}, `unknown setting "toolset" (did you mean "toolsets"?)`},
		{Settings{"toolsets": []string{"defualt"}}, `unknown value "defualt" (did you mean "default"?)`},
		{Settings{"tools": []string{"raed"}}, `unknown value "raed" (did you mean "read"?)`},
		{Settings{"level": "hihg"}, `unknown value "hihg" (did you mean "high"?)`},
		{Settings{"read_only": "yes"}, `"yes" is not true or false`},
		{Settings{"read_only": 3.0}, `wants true or false, not a number`},
		{Settings{"features": []any{true}}, `wants a list of strings`},
	} {
		_, err := x.ResolveQuery(Query{Provider: "std", Mode: "agent", Settings: tc.s})
		var se *SettingError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want one containing %q", tc.s, err, tc.want)
		}
	}
}

func TestChecksSayWhichConditionDecided(t *testing.T) {
	x := New(configured())
	checks, err := x.Checks(Query{Provider: "std", Mode: "agent", Settings: Settings{"read_only": true}}, "write")
	if err != nil {
		t.Fatal(err)
	}
	if len(checks) != 1 || checks[0].Holds || !strings.Contains(checks[0].Because, "read_only = true") ||
		!strings.Contains(checks[0].Because, "readOnlyHint = false") {
		t.Errorf("checks = %+v, want one failing registration check naming read_only and readOnlyHint", checks)
	}
}

func TestUnconditionalPoliciesResolveAsBefore(t *testing.T) {
	x := New(small())
	if x.Conditional() {
		t.Fatal("a policy without settings or conditions is conditional")
	}
	a, _ := x.Resolve("std", "agent", "big-1")
	b, _ := x.ResolveQuery(Query{Provider: "std", Mode: "agent", Model: "big-1"})
	if !slices.Equal(a.Active, b.Active) || a.Fingerprint != b.Fingerprint || b.Settings != nil || b.Unregistered != nil {
		t.Errorf("ResolveQuery differs from Resolve: %+v vs %+v", a, b)
	}
	if _, err := x.ResolveQuery(Query{Provider: "std", Mode: "agent", Settings: Settings{"x": true}}); err == nil {
		t.Error("a setting the policy does not declare was accepted")
	}
}

// Activating a group loads its members that the configuration offers once
// the group is on and that the head lacks: a disabled group's members
// (github-mcp-server's dynamic toolsets), an enabled group's deferred ones
// (pawwork's tool_info); members another condition removes stay
// unavailable.
func TestActivateGroup(t *testing.T) {
	tb := configured()
	tb.Tools = append(tb.Tools, Tool{Name: "issue_search", State: StateDeferred, Source: SourceBuiltin, Groups: []string{"issues"},
		Annotations: map[string]string{"readOnlyHint": "true"}})
	tb.Groups[1].Card = "Issues: read, search, write"
	x := New(tb)
	for _, tc := range []struct {
		name, group, mode string
		s                 Settings
		enabled           bool
		loads, inHead     []string
		unavailable       []string
	}{
		{name: "disabled group", group: "issues", mode: "agent", loads: []string{"issue_get", "issue_search"}, inHead: []string{}, unavailable: []string{"issue_new"}},
		{name: "feature on", group: "issues", mode: "agent", s: Settings{"features": []string{"beta"}}, loads: []string{"issue_get", "issue_new", "issue_search"}, inHead: []string{}, unavailable: []string{}},
		{name: "enabled group, deferred member", group: "issues", mode: "agent", s: Settings{"toolsets": []string{"all"}}, enabled: true, loads: []string{"issue_search"}, inHead: []string{"issue_get"}, unavailable: []string{"issue_new"}},
		{name: "read only", group: "issues", mode: "agent", s: Settings{"read_only": true, "features": []string{"beta"}}, loads: []string{"issue_get", "issue_search"}, inHead: []string{}, unavailable: []string{"issue_new"}},
		{name: "in the head already", group: "files", mode: "agent", enabled: true, loads: []string{}, inHead: []string{"read", "write"}, unavailable: []string{}},
		{name: "plan removes writers", group: "files", mode: "plan", enabled: true, loads: []string{}, inHead: []string{"read"}, unavailable: []string{"write"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, err := x.ActivateGroup(Query{Provider: "std", Mode: tc.mode, Settings: tc.s}, tc.group)
			if err != nil {
				t.Fatal(err)
			}
			if a.Enabled != tc.enabled || !slices.Equal(a.Loads, tc.loads) || !slices.Equal(a.InHead, tc.inHead) || !slices.Equal(a.Unavailable, tc.unavailable) {
				t.Errorf("got enabled %v, loads %v, in head %v, unavailable %v; want %v, %v, %v, %v",
					a.Enabled, a.Loads, a.InHead, a.Unavailable, tc.enabled, tc.loads, tc.inHead, tc.unavailable)
			}
			// Activation does not change the configuration it was asked about.
			c, _ := x.ResolveQuery(Query{Provider: "std", Mode: tc.mode, Settings: tc.s})
			for _, n := range a.Loads {
				if slices.Contains(c.Active, n) {
					t.Errorf("%s loads, but is in the head already", n)
				}
			}
		})
	}
	if a, _ := x.ActivateGroup(Query{Provider: "std", Mode: "agent"}, "issues"); a.Card != "Issues: read, search, write" {
		t.Errorf("card %q", a.Card)
	}
	var ue *UnknownError
	if _, err := x.ActivateGroup(Query{Provider: "std", Mode: "agent"}, "isues"); !errors.As(err, &ue) || ue.Kind != "group" {
		t.Errorf("unknown group: %v", err)
	}
}

// TestConditionKeyCoversEveryField: Condition.key numbers equal conditions
// alike for masks; a field it does not write would make unequal
// conditions share one verdict.
func TestConditionKeyCoversEveryField(t *testing.T) {
	if n := reflect.TypeOf(Condition{}).NumField(); n != 8 {
		t.Fatalf("Condition has %d fields; Condition.key writes 8: add the new one to it", n)
	}
	a := Condition{Op: OpSetting, Name: "s", Is: "x"}
	for _, b := range []Condition{
		{Op: OpSetting, Name: "s", Is: "y"}, {Op: OpSetting, Name: "t", Is: "x"}, {Op: OpSetting, Name: "s", Has: "x"},
		{Op: OpSetting, Name: "s", Is: "x", HasTool: true}, {Op: OpAttribute, Name: "s", AtLeast: "1"},
		{Op: OpAll, Args: []Condition{a}}, {Op: OpAny, Args: []Condition{a}},
	} {
		var ka, kb strings.Builder
		a.key(&ka)
		b.key(&kb)
		if ka.String() == kb.String() {
			t.Errorf("%+v and %+v have one key", a, b)
		}
	}
}
