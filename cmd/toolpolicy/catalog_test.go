package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/resolve"
)

// runCLI runs the CLI in-process and returns exit code, stdout, stderr.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func catalog(t *testing.T, args ...string) resolve.Catalog {
	t.Helper()
	code, out, errs := runCLI(t, append([]string{"catalog", "--policy", "../../policy", "--format", "json"}, args...)...)
	if code != 0 {
		t.Fatalf("catalog %v: exit %d: %s", args, code, errs)
	}
	var c resolve.Catalog
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatalf("catalog JSON: %v\n%s", err, out)
	}
	return c
}

func TestCatalogDefaultHeadSameInEveryMode(t *testing.T) {
	plan := catalog(t, "--provider", "default", "--mode", "plan")
	for _, mode := range []string{"agent", "yolo"} {
		c := catalog(t, "--provider", "default", "--mode", mode)
		if !reflect.DeepEqual(c.Active, plan.Active) || c.Fingerprint != plan.Fingerprint {
			t.Errorf("%s head differs from plan", mode)
		}
	}
	if len(plan.Active) == 0 || !strings.HasPrefix(plan.Fingerprint, "sha256:") {
		t.Errorf("plan catalog: %+v", plan)
	}
	// The v0.8.53 diet: the old names stay registered, silently.
	for _, old := range []string{"exec_wait", "exec_interact"} {
		if contains(plan.Active, old) || !contains(plan.Hidden, old) || !contains(plan.Registered, old) {
			t.Errorf("%s must be hidden-compatibility: out of the head, registered", old)
		}
	}
	for _, key := range []string{"active", "discoverable", "hidden", "deprecated", "removed", "registered", "provider", "mode", "model"} {
		_, out, _ := runCLI(t, "catalog", "--policy", "../../policy", "--mode", "plan", "--format", "json")
		var m map[string]any
		_ = json.Unmarshal([]byte(out), &m)
		if _, ok := m[key]; !ok {
			t.Errorf("catalog JSON lacks %q", key)
		}
	}
}

func TestCatalogArceeAndToolAgent(t *testing.T) {
	// Arcee's head is its explicit list, whatever the mode; the rest stays
	// discoverable.
	for _, mode := range []string{"plan", "agent", "yolo"} {
		arcee := catalog(t, "--provider", "arcee", "--mode", mode)
		if len(arcee.Active) != 8 || !contains(arcee.Active, "checklist_write") || !contains(arcee.Discoverable, "exec_shell") {
			t.Errorf("arcee %s head: %d tools %v, want its 8", mode, len(arcee.Active), arcee.Active)
		}
	}
	// --model picks the provider when --provider is absent, and the
	// deepseek-v4 gate decides who finds tool_agent; it is never in a head
	// and stays registered for everyone.
	for _, tc := range []struct {
		model, provider string
		found           bool
	}{
		{"arcee/trinity-large", "arcee", false}, {"deepseek-v4-flash", "default", true}, {"deepseek-v4-pro", "default", true},
		{"deepseek/deepseek-v4-flash", "default", true}, {"deepseek-chat", "default", false},
	} {
		c := catalog(t, "--mode", "agent", "--model", tc.model)
		if c.Provider != tc.provider || contains(c.Discoverable, "tool_agent") != tc.found ||
			contains(c.Active, "tool_agent") || !contains(c.Registered, "tool_agent") {
			t.Errorf("%s: provider %s, tool_agent discoverable %t, active %t; want %s, %t, false", tc.model, c.Provider,
				contains(c.Discoverable, "tool_agent"), contains(c.Active, "tool_agent"), tc.provider, tc.found)
		}
	}
}

func TestExplainExecWait(t *testing.T) {
	code, out, errs := runCLI(t, "explain", "exec_wait", "--policy", "../../policy")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	src, _ := os.ReadFile("../../policy/lifecycle.cue")
	line := 0
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, "exec_wait: {") {
			line = i + 1
			break
		}
	}
	for _, want := range []string{
		"exec_wait: hidden-compatibility",
		"resolves to exec_shell_wait",
		fmt.Sprintf("declared at ../../policy/lifecycle.cue:%d:", line),
		"registered:   yes",
		"active:       no",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("explain exec_wait lacks %q:\n%s", want, out)
		}
	}
	code, _, errs = runCLI(t, "explain", "exec_wiat", "--policy", "../../policy")
	if code != 2 || !strings.Contains(errs, `did you mean "exec_wait"`) {
		t.Errorf("typo: exit %d, %s", code, errs)
	}
	code, out, _ = runCLI(t, "explain", "agent_spawn", "--policy", "../../policy")
	if code != 0 || !strings.Contains(out, "retired") {
		t.Errorf("retired name: exit %d, %s", code, out)
	}
}

func TestBadInputExitsTwoWithPositions(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad")
	if err := os.Mkdir(bad, 0o755); err != nil {
		t.Fatal(err)
	}
	src := "package toolpolicy\nrelease: version: \"1.0.0\"\ntools: x: {state: \"active\", colour: 1}\nproviders: {}\nmodes: {}\n"
	if err := os.WriteFile(filepath.Join(bad, "a.cue"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"catalog", "--mode", "agent", "--policy", bad},
		{"explain", "x", "--policy", bad},
		{"check", "--policy", bad},
	} {
		code, out, errs := runCLI(t, args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
		// Commands with a report (check) put the problem in it, as a
		// finding; the others print it on stderr.
		where := errs
		if args[0] == "check" {
			where = out
		} else if out != "" {
			t.Errorf("%v: unexpected stdout: %s", args, out)
		}
		if !strings.Contains(where, filepath.ToSlash(bad)+"/a.cue:3:") || !strings.Contains(where, "colour") {
			t.Errorf("%v: output lacks the position of the unknown field:\n%s%s", args, out, errs)
		}
		if strings.Contains(out+errs, "panic") || strings.Contains(out+errs, "goroutine") {
			t.Errorf("%v: unexpected output: %s %s", args, out, errs)
		}
	}
	for _, args := range [][]string{
		{"catalog", "--policy", "../../policy", "--format", "block"}, // a block needs --mode
		{"catalog", "--policy", "../../policy", "--mode", "agent", "--format", "xml"},
		{"catalog", "--policy", "../../policy", "--mode", "agent", "--provider", "nope"},
		{"catalog", "--bogus-flag"},
		{"catalog", "--mode", "agent", "--policy", filepath.Join(dir, "missing")},
	} {
		if code, _, errs := runCLI(t, args...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d (want 2), stderr %q", args, code, errs)
		}
	}
}

func TestSchemaAndVersion(t *testing.T) {
	code, out, _ := runCLI(t, "schema")
	if code != 0 || !strings.Contains(out, "package toolpolicy") || !strings.Contains(out, "#Tool") {
		t.Errorf("schema: exit %d, %.80q", code, out)
	}
	code, out, _ = runCLI(t, "--version")
	if code != 0 || !strings.HasPrefix(out, "toolpolicy ") {
		t.Errorf("--version: exit %d, %q", code, out)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
