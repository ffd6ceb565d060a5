package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/resolve"
)

func completions(t *testing.T, args ...string) []string {
	t.Helper()
	code, out, errs := runCLI(t, append([]string{"__complete"}, args...)...)
	if code != exitOK {
		t.Fatalf("__complete %v: exit %d %s", args, code, errs)
	}
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if !strings.HasPrefix(l, ":") {
			got = append(got, l)
		}
	}
	return got
}

// Completion offers the policy's own names and each command's formats.
func TestCompletion(t *testing.T) {
	t.Parallel()
	pol := []string{"--policy", "../../policy"}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{append(pol, "catalog", "--mode", ""), "agent plan yolo"},
		{append(pol, "catalog", "--provider", ""), "arcee default"},
		{append(pol, "catalog", "--model", ""), "deepseek-v4-flash"},
		{append(pol, "explain", "exec_w"), "exec_wait"},
		{append(pol, "explain", "agent_sp"), "agent_spawn"}, // a tombstone
		{[]string{"--policy", "../../examples/pawwork", "explain", "enter"}, "enter-worktree"},
		{append(pol, "lint", "--format", ""), "text json sarif github markdown"},
		{append(pol, "check", "--output", ""), "text json sarif github markdown"},
		{append(pol, "explain", "x", "--format", ""), "text json"},
		{append(pol, "catalog", "--format", ""), "text json block"},
		{append(pol, "lint", "--fail-level", ""), "error warning"},
		{[]string{"--policy", "../../no/such", "catalog", "--mode", ""}, ""},
	} {
		if got := strings.Join(completions(t, tc.args...), " "); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.args, got, tc.want)
		}
	}
	code, out, _ := runCLI(t, "completion", "bash")
	if code != exitOK || !strings.Contains(out, "__start_toolpolicy") {
		t.Errorf("completion bash: exit %d", code)
	}
}

func TestExplainJSON(t *testing.T) {
	t.Parallel()
	code, out, errs := runCLI(t, "explain", "exec_wait", "--policy", "../../policy", "--format", "json")
	if code != exitOK {
		t.Fatalf("exit %d %s", code, errs)
	}
	var e struct {
		Name, State string
		Position    struct {
			File string
			Line int
		}
		Alias struct {
			ResolvesTo      string `json:"resolves_to"`
			ReplaySupported bool   `json:"replay_supported"`
			PlannedRemoval  string `json:"planned_removal"`
		}
		Targets []struct {
			Provider, Mode string
			Active         struct {
				Yes    bool
				Reason string
			}
			Registered struct{ Yes bool }
		}
	}
	if err := json.Unmarshal([]byte(out), &e); err != nil {
		t.Fatal(err)
	}
	if e.Name != "exec_wait" || e.State != "hidden-compatibility" || e.Position.File != "../../policy/lifecycle.cue" || e.Position.Line == 0 ||
		e.Alias.ResolvesTo != "exec_shell_wait" || !e.Alias.ReplaySupported || e.Alias.PlannedRemoval != "TBD" || len(e.Targets) != 3 {
		t.Fatalf("%+v", e)
	}
	for _, tg := range e.Targets {
		if tg.Provider != "default" || tg.Active.Yes || tg.Active.Reason == "" || !tg.Registered.Yes {
			t.Errorf("target %+v", tg)
		}
	}
	if code, _, errs := runCLI(t, "explain", "exec_wiat", "--policy", "../../policy", "--format", "json"); code != exitLoad || !strings.Contains(errs, `did you mean "exec_wait"`) {
		t.Errorf("unknown name: exit %d %s", code, errs)
	}
}

// catalog without --mode covers every mode.
func TestCatalogEveryMode(t *testing.T) {
	t.Parallel()
	code, out, errs := runCLI(t, "catalog", "--policy", "../../policy", "--format", "json")
	var cats []resolve.Catalog
	if err := json.Unmarshal([]byte(out), &cats); err != nil || code != exitOK {
		t.Fatalf("exit %d %v %s", code, err, errs)
	}
	var modes []string
	for _, c := range cats {
		modes = append(modes, c.Mode)
		if one := catalog(t, "--mode", c.Mode); one.Fingerprint != c.Fingerprint || strings.Join(one.Active, ",") != strings.Join(c.Active, ",") {
			t.Errorf("mode %s differs from catalog --mode %s", c.Mode, c.Mode)
		}
	}
	if strings.Join(modes, " ") != "agent plan yolo" {
		t.Errorf("modes %v", modes)
	}
	_, text, _ := runCLI(t, "catalog", "--policy", "../../policy")
	if strings.Count(text, "provider default · mode ") != 3 {
		t.Errorf("text covers %d modes:\n%s", strings.Count(text, "provider default · mode "), text)
	}
}
