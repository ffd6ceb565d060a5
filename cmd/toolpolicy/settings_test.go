package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

const githubPolicy = "../../examples/github-mcp-server"

// The issue's own command: default toolsets plus actions, read-only. The
// server lists these 29 tools for it (examples/testdata has every list).
func TestCatalogSetLists(t *testing.T) {
	code, out, errOut := runCLI(t, "--policy", githubPolicy, "catalog", "--mode", "default",
		"--set", "toolsets=default,actions", "--set", "read_only=true", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var c struct {
		Active   []string       `json:"active"`
		Settings map[string]any `json:"settings"`
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	want := []string{"actions_get", "actions_list", "get_commit", "get_file_contents", "get_job_logs", "get_label",
		"get_latest_release", "get_me", "get_release_by_tag", "get_tag", "get_team_members", "get_teams", "issue_read",
		"list_branches", "list_commits", "list_issue_fields", "list_issue_types", "list_issues", "list_pull_requests",
		"list_releases", "list_repository_collaborators", "list_tags", "pull_request_read", "search_code", "search_commits",
		"search_issues", "search_pull_requests", "search_repositories", "search_users"}
	if !slices.Equal(c.Active, want) {
		t.Errorf("active = %v", c.Active)
	}
	if c.Settings["read_only"] != true {
		t.Errorf("settings = %v", c.Settings)
	}
}

func TestSettingsFileAndSetTogether(t *testing.T) {
	file := filepath.Join(t.TempDir(), "s.json")
	os.WriteFile(file, []byte(`{"toolsets": ["repos"], "read_only": true}`), 0o644)
	code, out, errOut := runCLI(t, "--policy", githubPolicy, "catalog", "--mode", "default", "--settings", file, "--set", "read_only=false", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var c struct {
		Active []string `json:"active"`
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(c.Active, "create_branch") || slices.Contains(c.Active, "get_me") {
		t.Errorf("--set read_only=false should win over the file, and toolsets come from it:\n%s", out)
	}
}

func TestUnknownSettingsExit2WithSuggestion(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--set", "toolset=repos"}, `unknown setting "toolset" (did you mean "toolsets"?)`},
		{[]string{"--set", "toolsets=defualt"}, `unknown value "defualt" (did you mean "default"?)`},
		{[]string{"--set", "read_only=maybe"}, `"maybe" is not true or false`},
		{[]string{"--set", "read_only"}, `want KEY=VALUE`},
		{[]string{"--set", "tools=list_workflow"}, `(did you mean "list_workflows"?)`},
	} {
		args := append([]string{"--policy", githubPolicy, "catalog", "--mode", "default"}, tc.args...)
		code, out, errOut := runCLI(t, args...)
		if code != exitLoad || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want exit 2 and %q", tc.args, code, errOut, out, tc.want)
		}
	}
	code, _, errOut := runCLI(t, "--policy", githubPolicy, "explain", "get_me", "--mode", "default", "--set", "toolset=repos")
	if code != exitLoad || !strings.Contains(errOut, `did you mean "toolsets"?`) {
		t.Errorf("explain: exit %d, %s", code, errOut)
	}
}

func TestExplainNamesTheDecidingCondition(t *testing.T) {
	code, out, errOut := runCLI(t, "--policy", githubPolicy, "explain", "create_branch", "--mode", "default", "--set", "read_only=true")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"registered:   no", "exposure.registered_when", "read_only = true", "readOnlyHint = false"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
}

// verify reads a configuration the way catalog does: a dump of the
// read-only actions configuration agrees with --settings FILE.json naming
// it, and with an envelope whose settings hold a list, and disagrees with
// the defaults. A member the setting does not accept is exit 2 at its place
// in the envelope.
func TestVerifyTakesSettingsFileAndEnvelopeSettings(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "s.json")
	os.WriteFile(file, []byte(`{"toolsets": ["default", "actions"], "read_only": true}`), 0o644)
	code, block, errOut := runCLI(t, "--policy", githubPolicy, "catalog", "--mode", "default", "--settings", file, "--format", "block")
	if code != 0 {
		t.Fatalf("catalog: exit %d: %s", code, errOut)
	}
	dump := filepath.Join(dir, "dump.json")
	os.WriteFile(dump, []byte(block), 0o644)
	if code, out, errOut := runCLI(t, "--policy", githubPolicy, "verify", "--mode", "default", "--settings", file, dump); code != exitOK {
		t.Errorf("verify --settings: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, _ := runCLI(t, "--policy", githubPolicy, "verify", "--mode", "default", dump); code != exitDisagree || !strings.Contains(out, "verify-head-missing") {
		t.Errorf("verify with the defaults: exit %d\n%s", code, out)
	}
	env := filepath.Join(dir, "env.json")
	os.WriteFile(env, []byte(`{"mode": "default", "settings": {"toolsets": ["default", "actions"], "read_only": true}, "dump": `+block+`}`), 0o644)
	if code, out, errOut := runCLI(t, "--policy", githubPolicy, "verify", env); code != exitOK {
		t.Errorf("envelope with list settings: exit %d\n%s%s", code, out, errOut)
	}
	// The envelope wins over --settings, setting by setting.
	other := filepath.Join(dir, "other.json")
	os.WriteFile(other, []byte(`{"toolsets": ["repos"]}`), 0o644)
	if code, out, errOut := runCLI(t, "--policy", githubPolicy, "verify", "--settings", other, env); code != exitOK {
		t.Errorf("envelope over --settings: exit %d\n%s%s", code, out, errOut)
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"mode": "default",`+"\n"+` "settings": {"toolsets": ["acions"]}, "dump": []}`), 0o644)
	code, _, errOut = runCLI(t, "--policy", githubPolicy, "verify", bad)
	if code != exitLoad || !strings.Contains(errOut, filepath.ToSlash(bad)+":2:27:") || !strings.Contains(errOut, `did you mean "actions"`) {
		t.Errorf("unknown member: exit %d, %s", code, errOut)
	}
}

// A catalog lists, with its card, every group whose activation would load
// something, and what: a deferred group (pawwork's tool_info activates it)
// and a disabled toolset (github-mcp-server's dynamic toolsets). explain
// says it for a group id and for each group of a tool.
func TestCatalogAndExplainShowGroupActivation(t *testing.T) {
	dir := policytest.Dir(t, map[string]string{"policy.cue": `package toolpolicy

release: version: "1.0.0"

settings: toolsets: {type: "set", members_from: "groups"}
groups: {
	core: {default_on: true, when: {setting: "toolsets", has: "core"}}
	worktree: {default_on: true, card: "Git worktrees: enter and leave", when: {setting: "toolsets", has: "worktree"}}
	web: {card: "Web: fetch and search", when: {setting: "toolsets", has: "web"}}
}
tools: {
	bash: {state: "active", groups: ["core"]}
	enter_worktree: {state: "deferred", card: "Enter a worktree.", groups: ["worktree"]}
	exit_worktree: {state: "deferred", card: "Leave the worktree.", groups: ["worktree"]}
	web_fetch: {state: "active", groups: ["web"]}
}
providers: default: {default: true, budget: {target: 1, max: 1}}
modes: agent: {}
`})
	code, out, errOut := runCLI(t, "--policy", dir, "catalog", "--mode", "agent", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var c struct {
		Active []string `json:"active"`
		Groups []struct {
			Group   string   `json:"group"`
			Card    string   `json:"card"`
			Enabled bool     `json:"enabled"`
			Loads   []string `json:"loads"`
		} `json:"groups"`
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprintf("%+v", c.Groups)
	want := "[{Group:web Card:Web: fetch and search Enabled:false Loads:[web_fetch]} {Group:worktree Card:Git worktrees: enter and leave Enabled:true Loads:[enter_worktree exit_worktree]}]"
	if !slices.Equal(c.Active, []string{"bash"}) || got != want {
		t.Errorf("active %v, groups %s\nwant %s", c.Active, got, want)
	}
	_, text, _ := runCLI(t, "--policy", dir, "catalog", "--mode", "agent")
	if !strings.Contains(text, "group worktree (enabled): activating it loads 2: enter_worktree, exit_worktree\n    card: Git worktrees: enter and leave") {
		t.Errorf("catalog text:\n%s", text)
	}
	// Once web is on, nothing more loads for it: it is in the head.
	_, out, _ = runCLI(t, "--policy", dir, "catalog", "--mode", "agent", "--set", "toolsets=default,web", "--format", "json")
	if strings.Contains(out, `"group": "web"`) {
		t.Errorf("web is enabled and in the head, yet listed:\n%s", out)
	}
	code, text, errOut = runCLI(t, "--policy", dir, "explain", "web", "--mode", "agent")
	if code != 0 || !strings.Contains(text, "web: tool group of 1 tools") || !strings.Contains(text, "group web (not enabled): activating it loads 1: web_fetch") {
		t.Errorf("explain web: exit %d %s\n%s", code, errOut, text)
	}
	_, text, _ = runCLI(t, "--policy", dir, "explain", "enter_worktree", "--mode", "agent")
	if !strings.Contains(text, "group worktree (enabled): activating it loads 2: enter_worktree, exit_worktree") {
		t.Errorf("explain enter_worktree:\n%s", text)
	}
}

// A gateway's opaque model id has no record in the policy; --model-attr
// gives it one for the query, so classes by capability, and the gates and
// conditions over them, classify it. A typo in the attribute exits 2.
func TestModelAttrClassifiesAnOpaqueID(t *testing.T) {
	dir := policytest.Dir(t, map[string]string{"policy.cue": `package toolpolicy

release: version: "1.0.0"

models: "vendor/known-7": attributes: {modalities: ["text", "image"], context_window: 200000}
model_classes: seeing: {
	where: {all: [{attribute: "modalities", has: "image"}, {attribute: "context_window", at_least: 100000}]}
	example: "vendor/known-7"
}
tools: {
	read_file: {state: "active"}
	describe_image: {state: "active", visible_when: {class: "seeing"}}
}
providers: default: {default: true, budget: {target: 2, max: 2}}
modes: agent: {}
`})
	head := func(args ...string) []string {
		t.Helper()
		code, out, errOut := runCLI(t, append([]string{"--policy", dir, "catalog", "--mode", "agent", "--format", "json"}, args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		var c struct {
			Active []string `json:"active"`
		}
		if err := json.Unmarshal([]byte(out), &c); err != nil {
			t.Fatal(err)
		}
		return c.Active
	}
	if got := head("--model", "gw/opaque-1"); !slices.Equal(got, []string{"read_file"}) {
		t.Errorf("opaque id without attributes: %v", got)
	}
	if got := head("--model", "gw/opaque-1", "--model-attr", "modalities=text,image", "--model-attr", "context_window=128000"); !slices.Equal(got, []string{"describe_image", "read_file"}) {
		t.Errorf("opaque id that sees: %v", got)
	}
	// Over the policy's own record, attribute by attribute.
	if got := head("--model", "vendor/known-7", "--model-attr", "context_window=8000"); !slices.Equal(got, []string{"read_file"}) {
		t.Errorf("known id with a smaller window: %v", got)
	}
	code, _, errOut := runCLI(t, "--policy", dir, "catalog", "--mode", "agent", "--model", "gw/x", "--model-attr", "modalites=image")
	if code != exitLoad || !strings.Contains(errOut, `did you mean "modalities"?`) {
		t.Errorf("typo: exit %d, %s", code, errOut)
	}
	code, _, errOut = runCLI(t, "--policy", dir, "explain", "describe_image", "--mode", "agent", "--model-attr", "modalities=image")
	if code != exitLoad || !strings.Contains(errOut, "pass --model too") {
		t.Errorf("no --model: exit %d, %s", code, errOut)
	}
}
