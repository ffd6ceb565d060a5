package model_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/model"
)

func load(t *testing.T, dir string) *model.Policy {
	t.Helper()
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func loadSrc(t *testing.T, src string) *model.Policy {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "p.cue"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return load(t, dir)
}

func resolve(t *testing.T, p *model.Policy, provider, mode, modelID string) *model.Catalog {
	t.Helper()
	c, err := p.Resolve(provider, mode, modelID)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// checkCatalogOrder asserts builtins come first, each partition sorted.
func checkCatalogOrder(t *testing.T, p *model.Policy, what string, names []string) {
	t.Helper()
	var builtin, mcp []string
	for i, n := range names {
		if p.Tools[n].Source == model.SourceMCP {
			mcp = append(mcp, n)
		} else {
			if len(mcp) > 0 {
				t.Errorf("%s: builtin %s at %d after MCP tools %v", what, n, i, mcp)
			}
			builtin = append(builtin, n)
		}
	}
	if !sort.StringsAreSorted(builtin) || !sort.StringsAreSorted(mcp) {
		t.Errorf("%s: partitions not sorted: %v / %v", what, builtin, mcp)
	}
}

func TestShippedDefaultHeadIdenticalAcrossModes(t *testing.T) {
	p := load(t, "../policy")
	var first *model.Catalog
	for _, mode := range p.ModeIDs() {
		c := resolve(t, p, "default", mode, "")
		checkCatalogOrder(t, p, mode+" active", c.Active)
		checkCatalogOrder(t, p, mode+" registered", c.Registered)
		if first == nil {
			first = c
			continue
		}
		if !reflect.DeepEqual(c.Active, first.Active) || c.Fingerprint != first.Fingerprint {
			t.Errorf("mode %s head differs from mode %s:\n%v\n%v", mode, first.Mode, c.Active, first.Active)
		}
	}
	// Every builtin tool declared active is in the head; nothing else builtin is.
	for _, name := range p.ToolNames() {
		tool := p.Tools[name]
		inHead := slices.Contains(first.Active, name)
		if tool.Source == model.SourceBuiltin && inHead != (tool.State == model.StateActive) {
			t.Errorf("%s (state %s): in head = %v", name, tool.State, inHead)
		}
	}
	for _, retired := range []string{"exec_wait", "exec_interact"} {
		if slices.Contains(first.Active, retired) {
			t.Errorf("%s is in the default head after the diet", retired)
		}
		if !slices.Contains(first.Registered, retired) || !slices.Contains(first.Hidden, retired) {
			t.Errorf("%s must stay registered as hidden-compatibility", retired)
		}
	}
}

func TestArceeHeadIsItsExplicitList(t *testing.T) {
	p := load(t, "../policy")
	var want []string
	for _, r := range p.Providers["arcee"].FirstTurn {
		want = append(want, r.Name)
	}
	sort.Strings(want)
	for _, mode := range p.ModeIDs() {
		c := resolve(t, p, "arcee", mode, "arcee/trinity-large")
		if !reflect.DeepEqual(c.Active, want) {
			t.Errorf("arcee %s head = %v, want its first_turn %v", mode, c.Active, want)
		}
		if len(c.Active) != 8 {
			t.Errorf("arcee head has %d tools, want 8", len(c.Active))
		}
		// Tools outside Arcee's list stay discoverable, not lost.
		if !slices.Contains(c.Discoverable, "exec_shell") {
			t.Errorf("exec_shell should be discoverable on arcee")
		}
	}
	if got := p.ProviderFor("arcee/trinity-large"); got != "arcee" {
		t.Errorf("ProviderFor(arcee/trinity-large) = %q", got)
	}
	if got := p.ProviderFor("deepseek-v4-flash"); got != "default" {
		t.Errorf("ProviderFor(deepseek-v4-flash) = %q", got)
	}
}

func TestToolAgentGate(t *testing.T) {
	p := load(t, "../policy")
	for _, tc := range []struct {
		model        string
		discoverable bool
	}{
		{"deepseek-v4-flash", true},
		{"deepseek-v4-pro", true},
		{"deepseek/deepseek-v4-flash", true},
		{"deepseek-chat", false},
		{"arcee/trinity-large", false},
		{"", false},
	} {
		for _, prov := range p.ProviderIDs() {
			c := resolve(t, p, prov, "agent", tc.model)
			if got := slices.Contains(c.Discoverable, "tool_agent"); got != tc.discoverable {
				t.Errorf("%s/%s: tool_agent discoverable = %v, want %v", prov, tc.model, got, tc.discoverable)
			}
			if slices.Contains(c.Active, "tool_agent") {
				t.Errorf("%s/%s: tool_agent must never be in the head", prov, tc.model)
			}
			if !slices.Contains(c.Registered, "tool_agent") {
				t.Errorf("%s/%s: tool_agent must stay registered", prov, tc.model)
			}
			if got := slices.Contains(c.GatedOut, "tool_agent"); got == tc.discoverable {
				t.Errorf("%s/%s: tool_agent gated_out = %v", prov, tc.model, got)
			}
		}
	}
}

func TestPawworkApplyPatchGate(t *testing.T) {
	p := load(t, "../examples/pawwork")
	for _, tc := range []struct {
		model string
		patch bool // apply_patch offered, edit/write not
	}{
		{"openai/gpt-5.4", true},
		{"gpt-5", true},
		{"gpt-4o", false},
		{"gpt-oss-120b", false},
		{"claude-sonnet", false},
		{"", false},
	} {
		c := resolve(t, p, "default", "agent", tc.model)
		if got := slices.Contains(c.Active, "apply_patch"); got != tc.patch {
			t.Errorf("%q: apply_patch active = %v, want %v", tc.model, got, tc.patch)
		}
		for _, n := range []string{"edit", "write"} {
			if got := slices.Contains(c.Active, n); got == tc.patch {
				t.Errorf("%q: %s active = %v, want %v", tc.model, n, got, !tc.patch)
			}
		}
		for _, n := range []string{"apply_patch", "edit", "write"} {
			if !slices.Contains(c.Registered, n) {
				t.Errorf("%q: %s must stay registered", tc.model, n)
			}
		}
		for _, n := range []string{"enter-worktree", "exit-worktree"} {
			if !slices.Contains(c.Discoverable, n) || slices.Contains(c.Active, n) {
				t.Errorf("%q: deferred %s must be discoverable, not active", tc.model, n)
			}
		}
	}
}

const modesPolicy = `package toolpolicy
release: version: "1.0.0"
tools: {
	b: state: "active"
	a: state: "active"
	z: state: "deferred"
	h: state: "hidden-compatibility"
	d: state: "deprecated"
	r: state: "removed"
	mcp_keep: {state: "active", source: "mcp"}
	mcp_other: {state: "deferred", source: "mcp"}
	aaa_mcp: {state: "deferred", source: "mcp"}
}
aliases: {
	h: {replacement: "d", first_deprecated: "1.0.0", planned_removal: "TBD", replay_supported: true}
	d: {replacement: "a", first_deprecated: "1.0.0", planned_removal: "2.0.0", replay_supported: true, note: "use a"}
	r: {replacement: "a", first_deprecated: "0.1.0", planned_removal: "0.9.0", replay_supported: false}
}
mcp: keep_loaded: ["mcp_keep"]
providers: {
	std: {default: true, budget: {target: 5, max: 9}}
	narrow: {models: ["n-*"], first_turn: ["b", "h", "mcp_other", "ghost"], budget: {target: 2, max: 3}}
}
modes: {
	plan: {}
	yolo: mcp: "active"
}
`

func TestModesMCPAndExplicitHeads(t *testing.T) {
	p := loadSrc(t, modesPolicy)
	plan := resolve(t, p, "std", "plan", "")
	if want := []string{"a", "b", "mcp_keep"}; !reflect.DeepEqual(plan.Active, want) {
		t.Errorf("plan head = %v, want %v (builtins sorted, then keep-loaded MCP)", plan.Active, want)
	}
	yolo := resolve(t, p, "std", "yolo", "")
	if want := []string{"a", "b", "aaa_mcp", "mcp_keep", "mcp_other"}; !reflect.DeepEqual(yolo.Active, want) {
		t.Errorf("yolo head = %v, want %v (MCP tools active, after builtins)", yolo.Active, want)
	}
	if !reflect.DeepEqual(plan.Discoverable, []string{"z", "aaa_mcp", "mcp_other"}) {
		t.Errorf("plan discoverable = %v", plan.Discoverable)
	}
	if !reflect.DeepEqual(plan.Registered, []string{"a", "b", "d", "h", "z", "aaa_mcp", "mcp_keep", "mcp_other"}) {
		t.Errorf("registered = %v (removed r must be absent)", plan.Registered)
	}
	if !reflect.DeepEqual(plan.Removed, []string{"r"}) || !reflect.DeepEqual(plan.Hidden, []string{"h"}) || !reflect.DeepEqual(plan.Deprecated, []string{"d"}) {
		t.Errorf("removed/hidden/deprecated = %v/%v/%v", plan.Removed, plan.Hidden, plan.Deprecated)
	}
	// An explicit head is the whole head; hidden and undeclared names in it
	// are dropped (the linter reports them), MCP names in it are kept.
	narrow := resolve(t, p, "narrow", "yolo", "n-1")
	if want := []string{"b", "mcp_other"}; !reflect.DeepEqual(narrow.Active, want) {
		t.Errorf("narrow head = %v, want %v", narrow.Active, want)
	}
	if plan.Fingerprint == yolo.Fingerprint {
		t.Error("different heads share a fingerprint")
	}
	var block []model.BlockEntry
	if err := json.Unmarshal(p.Block(plan), &block); err != nil || len(block) != len(plan.Active) {
		t.Errorf("block is not a JSON array of the head: %v %s", err, p.Block(plan))
	}
	if _, err := p.Resolve("nope", "plan", ""); err == nil {
		t.Error("unknown provider resolved")
	}
	if _, err := p.Resolve("std", "agent", ""); err == nil {
		t.Error("unknown mode resolved")
	}
}

func TestResolveNameAndDeprecation(t *testing.T) {
	p := loadSrc(t, modesPolicy)
	r, ok := p.ResolveName("h")
	if !ok || r.Canonical != "a" || !reflect.DeepEqual(r.Chain, []string{"d", "a"}) || r.Notice != nil {
		t.Errorf("ResolveName(h) = %+v (hidden: silent, follows the chain to a)", r)
	}
	r, _ = p.ResolveName("d")
	if r.Canonical != "a" || r.Notice == nil || r.Notice.Message != "use a" {
		t.Errorf("ResolveName(d) = %+v", r)
	}
	if _, ok := p.ResolveName("nope"); ok {
		t.Error("undeclared name resolved")
	}
	b := p.Deprecation("d")
	if b == nil || b.ThisTool != "d" || b.UseInstead != "a" || b.RemovedIn != "2.0.0" || b.Message != "use a" || b.FirstDeprecated != "1.0.0" {
		t.Errorf("Deprecation(d) = %+v", b)
	}
	if p.Deprecation("h") != nil || p.Deprecation("a") != nil {
		t.Error("hidden-compatibility and canonical names carry no notice")
	}
	// The block has the documented _deprecation keys.
	raw, _ := json.Marshal(map[string]any{"_deprecation": b})
	var back map[string]map[string]string
	if err := json.Unmarshal(raw, &back); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"this_tool", "use_instead", "removed_in", "message", "first_deprecated"} {
		if back["_deprecation"][k] == "" {
			t.Errorf("_deprecation lacks %s: %s", k, raw)
		}
	}
	// Shipped: todo_write's notice is its manifest note.
	sp := load(t, "../policy")
	if d := sp.Deprecation("todo_write"); d == nil || d.UseInstead != "checklist_write" || d.Message != sp.Aliases["todo_write"].Note || d.RemovedIn != "" {
		t.Errorf("todo_write deprecation = %+v", d)
	}
}

func TestMatchModel(t *testing.T) {
	for _, tc := range []struct {
		pat, id string
		want    bool
	}{
		{"deepseek-v4*", "deepseek-v4-flash", true},
		{"deepseek-v4*", "deepseek-v3", false},
		{"*gpt-*", "openai/gpt-5", true},
		{"*gpt-*", "gpt5", false},
		{"arcee/*", "arcee/trinity", true},
		{"arcee/*", "xarcee/trinity", false},
		{"exact", "exact", true},
		{"exact", "exactly", false},
		{"a*a", "a", false},
		{"a*a", "aa", true},
		{"*", "", true},
		{"a*b*c", "abxc", true},
		{"a*b*c", "acb", false},
	} {
		if got := model.MatchModel(tc.pat, tc.id); got != tc.want {
			t.Errorf("MatchModel(%q, %q) = %v, want %v", tc.pat, tc.id, got, tc.want)
		}
	}
}

func TestExplainSaysWhy(t *testing.T) {
	p := load(t, "../policy")
	e, err := p.Explain("tool_agent", "arcee", "plan", "arcee/trinity")
	if err != nil {
		t.Fatal(err)
	}
	if e.Active.Yes || e.Discoverable.Yes || !e.Registered.Yes {
		t.Errorf("tool_agent on arcee: %+v", e)
	}
	e, _ = p.Explain("tool_agent", "default", "plan", "deepseek-v4-flash")
	if !e.Discoverable.Yes || e.Active.Yes {
		t.Errorf("tool_agent on deepseek-v4-flash: %+v", e)
	}
	e, _ = p.Explain("exec_wait", "default", "yolo", "")
	if e.Active.Yes || e.Discoverable.Yes || !e.Registered.Yes {
		t.Errorf("exec_wait: %+v", e)
	}
}
