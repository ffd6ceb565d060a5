package resolve

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestCheckCatalog(t *testing.T) {
	x := New(small())
	c, err := x.Resolve("std", "agent", "")
	if err != nil {
		t.Fatal(err)
	}
	if err := x.AssertCatalog(CatalogInput{Provider: "std", Mode: "agent", Names: c.Active, Block: x.Block(c)}); err != nil {
		t.Fatalf("the catalog itself: %v", err)
	}
	rules := func(in CatalogInput) []string {
		ps, err := x.CheckCatalog(in)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, p := range ps {
			out = append(out, p.Rule)
		}
		return out
	}
	swapped := slices.Clone(c.Active)
	swapped[0], swapped[1] = swapped[1], swapped[0]
	for _, tc := range []struct {
		names []string
		want  []string
	}{
		{append(slices.Clone(c.Active), "nope"), []string{"verify-undeclared"}},
		{swapped, []string{"verify-head-order"}},
		{c.Active[1:], []string{"verify-head-missing"}},
		{append(slices.Clone(c.Active), c.Active[0]), []string{"verify-duplicate"}},
	} {
		if got := rules(CatalogInput{Provider: "std", Mode: "agent", Names: tc.names}); !slices.Equal(got, tc.want) {
			t.Errorf("%v: %v, want %v", tc.names, got, tc.want)
		}
	}
	if got := rules(CatalogInput{Provider: "std", Mode: "agent", Block: []byte("[]\n")}); !slices.Equal(got, []string{"verify-block-diff"}) {
		t.Errorf("an empty block: %v", got)
	}
	var me *CatalogMismatchError
	if err := x.AssertCatalog(CatalogInput{Provider: "std", Mode: "agent", Names: swapped}); !errors.As(err, &me) || len(me.Problems) != 1 {
		t.Errorf("AssertCatalog: %v", err)
	}
	if _, err := x.CheckCatalog(CatalogInput{Provider: "std", Mode: "agent", Settings: map[string]string{"k": "v"}}); err == nil {
		t.Error("an unknown setting was accepted")
	}
	if _, err := x.CheckCatalog(CatalogInput{Provider: "nope", Mode: "agent"}); err == nil {
		t.Error("an unknown provider was accepted")
	}
}

// ResolveShared shares partitions between catalogs with the same head, but
// not fingerprints: two providers with the same head on different wires
// send different blocks.
func TestSharedFingerprintPerProvider(t *testing.T) {
	tabs := small()
	for i := range tabs.Providers {
		tabs.Providers[i].Explicit, tabs.Providers[i].FirstTurn = false, nil
	}
	tabs.Providers[1].Wire = WireAnthropic
	x := New(tabs)
	for _, p := range []string{"std", "narrow", "std", "narrow"} {
		shared, err := x.ResolveShared(p, "agent", "")
		if err != nil {
			t.Fatal(err)
		}
		plain, _ := x.Resolve(p, "agent", "")
		if shared.Fingerprint != plain.Fingerprint {
			t.Errorf("%s: shared fingerprint %s, want %s", p, shared.Fingerprint, plain.Fingerprint)
		}
	}
}

// The self-check resolves the configuration the harness gives: a harness
// that drops write tools under read_only=true passes with that setting and
// fails without it, and a setting the policy rejects is an error, not a
// pass.
func TestCheckCatalogTakesSettings(t *testing.T) {
	tabs := small()
	tabs.Settings = []Setting{{ID: "read_only", Type: SettingBool, Default: []string{"false"}}}
	tabs.Exposure.RegisteredWhen = &Condition{Op: OpAny, Args: []Condition{
		{Op: OpNot, Args: []Condition{{Op: OpSetting, Name: "read_only", Is: "true"}}},
		{Op: OpAnnotation, Name: "readOnlyHint", Is: "true"},
	}}
	for i := range tabs.Tools {
		if tabs.Tools[i].Name == "read" {
			tabs.Tools[i].Annotations = map[string]string{"readOnlyHint": "true"}
		}
	}
	x := New(tabs)
	readOnly := []string{"read"}
	in := CatalogInput{Provider: "std", Mode: "agent", Settings: map[string]string{"read_only": "true"}, Names: readOnly}
	if err := x.AssertCatalog(in); err != nil {
		t.Errorf("read-only names with read_only=true: %v", err)
	}
	in.Settings = nil
	problems, err := x.CheckCatalog(in)
	if err != nil || len(problems) == 0 || problems[0].Rule != "verify-head-missing" {
		t.Errorf("read-only names with the default settings: %v, %v; want verify-head-missing", problems, err)
	}
	in.Settings = map[string]string{"read_only": "maybe"}
	if _, err := x.CheckCatalog(in); err == nil || !strings.Contains(err.Error(), `"maybe" is not true or false`) {
		t.Errorf("read_only=maybe: %v", err)
	}
	in.Settings = map[string]string{"readonly": "true"}
	if _, err := x.CheckCatalog(in); err == nil || !strings.Contains(err.Error(), `did you mean "read_only"`) {
		t.Errorf("readonly=true: %v", err)
	}
}
