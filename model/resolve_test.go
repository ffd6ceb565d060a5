package model_test

import (
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

func resolve(t *testing.T, p *model.Policy, provider, mode, modelID string) *model.Catalog {
	t.Helper()
	c, err := p.Index().Resolve(provider, mode, modelID)
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
	if got := p.Index().ProviderFor("arcee/trinity-large"); got != "arcee" {
		t.Errorf("ProviderFor(arcee/trinity-large) = %q", got)
	}
	if got := p.Index().ProviderFor("deepseek-v4-flash"); got != "default" {
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
