package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

type actionStep struct {
	ID   string            `yaml:"id"`
	Name string            `yaml:"name"`
	Uses string            `yaml:"uses"`
	Run  string            `yaml:"run"`
	Env  map[string]string `yaml:"env"`
}

// The action's check and breaking steps, run as the runner would run them
// (bash, with the runner's files), give annotations on stdout, a SARIF file,
// the step summary and the exit code as an output, in one run each.
func TestActionSteps(t *testing.T) {
	b, err := os.ReadFile("../../action.yml")
	if err != nil {
		t.Fatal(err)
	}
	var action struct {
		Runs struct {
			Using string       `yaml:"using"`
			Steps []actionStep `yaml:"steps"`
		} `yaml:"runs"`
	}
	if err := yaml.Unmarshal(b, &action); err != nil {
		t.Fatal(err)
	}
	if action.Runs.Using != "composite" {
		t.Fatalf("runs.using %q", action.Runs.Using)
	}
	steps := map[string]actionStep{}
	for _, s := range action.Runs.Steps {
		steps[s.ID+s.Name] = s
	}
	install := steps["Install toolpolicy"]
	if !strings.Contains(install.Run, `go build -C "$GITHUB_ACTION_PATH"`) || !strings.Contains(install.Run, "./cmd/toolpolicy") {
		t.Errorf("the action does not build toolpolicy at its own ref:\n%s", install.Run)
	}

	tmp := t.TempDir()
	bin := filepath.Join(tmp, "bin")
	build := exec.Command("go", "build", "-o", filepath.Join(bin, "toolpolicy"), ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	runStep := func(s actionStep, inputs map[string]string) (stdout, outputs, summary string) {
		t.Helper()
		for _, f := range []string{"output", "summary"} {
			os.Remove(filepath.Join(tmp, f))
		}
		cmd := exec.Command("bash", "-e", "-c", s.Run)
		cmd.Dir = "../.."
		cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"),
			"RUNNER_TEMP="+tmp, "GITHUB_OUTPUT="+filepath.Join(tmp, "output"), "GITHUB_STEP_SUMMARY="+filepath.Join(tmp, "summary"))
		for k, v := range s.Env {
			if val, ok := inputs[k]; ok {
				v = val
			}
			cmd.Env = append(cmd.Env, k+"="+v)
		}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("step %s: %v\n%s", s.Name, err, out)
		}
		o, _ := os.ReadFile(filepath.Join(tmp, "output"))
		sm, _ := os.ReadFile(filepath.Join(tmp, "summary"))
		return string(out), string(o), string(sm)
	}

	out, outputs, summary := runStep(steps["checktoolpolicy check"], map[string]string{"POLICY": "policy", "FAIL_LEVEL": "warning"})
	if !strings.Contains(out, "::warning file=policy/") || !strings.Contains(outputs, "code=1\n") ||
		!strings.Contains(outputs, "sarif="+filepath.Join(tmp, "toolpolicy-check.sarif")) || !strings.HasPrefix(summary, "## toolpolicy check") {
		t.Errorf("check step:\nstdout %s\noutputs %s\nsummary %s", out, outputs, summary)
	}
	if sarif, err := os.ReadFile(filepath.Join(tmp, "toolpolicy-check.sarif")); err != nil || !strings.Contains(string(sarif), `"ruleId": "budget-target"`) {
		t.Errorf("check SARIF: %v", err)
	}

	out, outputs, summary = runStep(steps["breakingtoolpolicy breaking"], map[string]string{"POLICY": "policy", "FAIL_LEVEL": "error", "AGAINST": "HEAD"})
	if !strings.Contains(outputs, "code=0\n") || !strings.Contains(outputs, "toolpolicy-breaking.sarif") || !strings.HasPrefix(summary, "## ") {
		t.Errorf("breaking step:\nstdout %s\noutputs %s\nsummary %s", out, outputs, summary)
	}
}

// Every pre-commit hook runs a command toolpolicy has.
func TestPreCommitHooks(t *testing.T) {
	b, err := os.ReadFile("../../.pre-commit-hooks.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var hooks []struct {
		ID, Entry, Language string
	}
	if err := yaml.Unmarshal(b, &hooks); err != nil || len(hooks) == 0 {
		t.Fatalf("%v %v", err, hooks)
	}
	for _, h := range hooks {
		args := strings.Fields(h.Entry)
		if len(args) < 2 || args[0] != "toolpolicy" || h.Language != "golang" {
			t.Errorf("hook %s: entry %q language %q", h.ID, h.Entry, h.Language)
			continue
		}
		root := newRootCmd(&factory{})
		cmd, rest, err := root.Find(args[1:])
		if err != nil || cmd == root || cmd.Name() != args[1] {
			t.Errorf("hook %s: %q is not a toolpolicy command", h.ID, h.Entry)
			continue
		}
		if err := cmd.ParseFlags(rest); err != nil {
			t.Errorf("hook %s: %q: %v", h.ID, h.Entry, err)
		}
	}
}
