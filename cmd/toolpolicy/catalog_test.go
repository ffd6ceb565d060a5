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
)

// runCLI runs the CLI in-process and returns exit code, stdout, stderr.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

type catalogJSON struct {
	Provider     string   `json:"provider"`
	Mode         string   `json:"mode"`
	Model        string   `json:"model"`
	Active       []string `json:"active"`
	Discoverable []string `json:"discoverable"`
	Hidden       []string `json:"hidden"`
	Deprecated   []string `json:"deprecated"`
	Removed      []string `json:"removed"`
	Registered   []string `json:"registered"`
	Fingerprint  string   `json:"fingerprint"`
}

func catalog(t *testing.T, args ...string) catalogJSON {
	t.Helper()
	code, out, errs := runCLI(t, append([]string{"catalog", "--policy", "../../policy", "--format", "json"}, args...)...)
	if code != 0 {
		t.Fatalf("catalog %v: exit %d: %s", args, code, errs)
	}
	var c catalogJSON
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
	arcee := catalog(t, "--provider", "arcee", "--mode", "agent")
	if len(arcee.Active) != 8 {
		t.Errorf("arcee head: %d tools %v, want 8", len(arcee.Active), arcee.Active)
	}
	// --model picks the provider when --provider is absent.
	byModel := catalog(t, "--mode", "agent", "--model", "arcee/trinity-large")
	if byModel.Provider != "arcee" {
		t.Errorf("provider for arcee/trinity-large = %s", byModel.Provider)
	}
	v4 := catalog(t, "--mode", "agent", "--model", "deepseek-v4-flash")
	if !contains(v4.Discoverable, "tool_agent") {
		t.Error("tool_agent not discoverable for deepseek-v4-flash")
	}
	other := catalog(t, "--mode", "agent", "--model", "deepseek-chat")
	if contains(other.Discoverable, "tool_agent") || contains(other.Active, "tool_agent") || !contains(other.Registered, "tool_agent") {
		t.Error("tool_agent should be only registered for deepseek-chat")
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
