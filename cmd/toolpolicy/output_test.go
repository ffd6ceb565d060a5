package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

const typoPolicy = `package toolpolicy

release: version: "1.0.0"
providers: d: {default: true, budget: {target: 2, max: 3}}
modes: agent: {}
tools: {
	a: {state: "activ", niche: "x"}
	b: {state: "active", nich: "y"}
}
`

// A policy that does not load is reported in every format, one finding per
// mistake, with its rule, position and a did-you-mean; exit 2.
func TestLoadFailuresAreFindingsInEveryFormat(t *testing.T) {
	t.Parallel()
	dir := policytest.Dir(t, map[string]string{"a.cue": typoPolicy})
	file := filepath.ToSlash(dir) + "/a.cue"

	code, out, errs := runCLI(t, "lint", "--policy", dir, "--format", "json")
	if code != exitLoad {
		t.Fatalf("exit %d, want 2\n%s%s", code, out, errs)
	}
	var got []struct {
		Rule, File, Message, Suggestion string
		Line, Column                    int
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("json: %v\n%s", err, out)
	}
	want := []struct {
		rule       string
		line, col  int
		suggestion string
	}{
		{"invalid-value", 7, 13, `did you mean "active"?`},
		{"unknown-field", 8, 23, "did you mean niche?"},
	}
	if len(got) != len(want) {
		t.Fatalf("%d findings, want one per mistake (%d):\n%s", len(got), len(want), out)
	}
	for i, w := range want {
		g := got[i]
		if g.Rule != w.rule || g.File != file || g.Line != w.line || g.Column != w.col || g.Suggestion != w.suggestion {
			t.Errorf("finding %d = %+v, want %+v", i, g, w)
		}
	}
	if !strings.Contains(errs, "did not load (2 problems)") {
		t.Errorf("stderr: %q", errs)
	}

	for format, wants := range map[string][]string{
		"text":     {file + ":7:13: error: tools.a.state: \"activ\" is not allowed", "[invalid-value]", "suggestion: did you mean niche?", "2 errors, 0 warnings"},
		"github":   {"::error file=" + file + ",line=7,col=13,title=invalid-value::", "::error file=" + file + ",line=8,col=23,title=unknown-field::"},
		"markdown": {"## toolpolicy ", "| `invalid-value` | 1 | error |", "| `unknown-field` | 1 | error |"},
		"sarif":    {`"ruleId": "invalid-value"`, `"ruleId": "unknown-field"`, `"uri": "` + file + `"`},
	} {
		for _, cmd := range []string{"lint", "check"} {
			code, out, errs := runCLI(t, cmd, "--policy", dir, "--format", format)
			if code != exitLoad {
				t.Errorf("%s --format %s: exit %d", cmd, format, code)
			}
			for _, w := range wants {
				if !strings.Contains(out, w) {
					t.Errorf("%s --format %s lacks %q:\n%s", cmd, format, w, out)
				}
			}
			if strings.Contains(out+errs, "disjunction") || strings.Contains(out+errs, "conflicting values") {
				t.Errorf("%s --format %s shows CUE's disjunction noise:\n%s%s", cmd, format, out, errs)
			}
		}
	}
}

func TestSyntaxErrorIsAFinding(t *testing.T) {
	t.Parallel()
	dir := policytest.Dir(t, map[string]string{"a.cue": "package toolpolicy\ntools: {a: {state: \"active\"}\n"})
	code, out, _ := runCLI(t, "lint", "--policy", dir, "--format", "github")
	if code != exitLoad || !strings.Contains(out, "::error file="+filepath.ToSlash(dir)+"/a.cue,line=2,col=30") || !strings.Contains(out, "title=syntax::") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// One run writes several reports: annotations on stdout, SARIF and a
// summary into files.
func TestOutputsInOneRun(t *testing.T) {
	t.Parallel()
	tmp := t.TempDir()
	sarif, md := filepath.Join(tmp, "lint.sarif"), filepath.Join(tmp, "summary.md")
	code, out, errs := runCLI(t, "lint", "--policy", "../../lint/testdata/alias-target/bad",
		"--output", "github", "--output", "sarif="+sarif, "--output", "markdown="+md)
	if code != exitFindings {
		t.Fatalf("exit %d, want 1\n%s%s", code, out, errs)
	}
	if !strings.HasPrefix(out, "::error file=") {
		t.Errorf("stdout is not the github report:\n%s", out)
	}
	var log struct{ Runs []struct{ Results []any } }
	if b, err := os.ReadFile(sarif); err != nil || json.Unmarshal(b, &log) != nil || len(log.Runs) != 1 || len(log.Runs[0].Results) != strings.Count(out, "::error") {
		t.Errorf("SARIF file: %v, %+v", err, log)
	}
	if b, err := os.ReadFile(md); err != nil || !strings.HasPrefix(string(b), "## toolpolicy lint\n") {
		t.Errorf("markdown file: %v, %q", err, b)
	}

	// --format is the stdout report; --output adds files beside it.
	code, out, _ = runCLI(t, "lint", "--policy", "../../examples/pawwork", "--format", "json", "--output", "text="+filepath.Join(tmp, "lint.txt"))
	if b, err := os.ReadFile(filepath.Join(tmp, "lint.txt")); code != 0 || err != nil || !strings.HasPrefix(out, "[") || string(b) != "no findings\n" {
		t.Errorf("--format json with --output text=FILE: exit %d, %q, %v %q", code, out, err, b)
	}
}

func TestOutputMisuse(t *testing.T) {
	t.Parallel()
	tmp := t.TempDir()
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--output", "json", "--output", "sarif"}, "only one report can go to stdout"},
		{[]string{"--format", "text", "--output", "json"}, "only one report can go to stdout"},
		{[]string{"--output", "xml=" + filepath.Join(tmp, "x")}, "the format must be one of text, json, sarif, github, markdown"},
		{[]string{"--output", "json=" + filepath.Join(tmp, "a"), "--output", "sarif=" + filepath.Join(tmp, "a")}, "already receives a report"},
		{[]string{"--output", "json=" + filepath.Join(tmp, "no", "dir", "x.json")}, "no such file or directory"},
	} {
		code, _, errs := runCLI(t, append([]string{"lint", "--policy", "../../examples/pawwork"}, tc.args...)...)
		if code != exitLoad || !strings.Contains(errs, tc.msg) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, errs, tc.msg)
		}
	}
	if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
		t.Errorf("a refused run left files behind: %v", ents)
	}
}

// verify takes the same report flags: annotations and SARIF from one run.
func TestVerifyOutputs(t *testing.T) {
	t.Parallel()
	tmp := t.TempDir()
	bad := writeDump(t, tmp, "bad.json", `{"model": "gpt-5.4", "tools": [
  {"type": "function", "function": {"name": "apply_patch", "parameters": {}}},
  {"type": "function", "function": {"name": "edit", "parameters": {}}},
  {"type": "function", "function": {"name": "tool_info", "parameters": {}}}
]}`)
	sarif := filepath.Join(tmp, "verify.sarif")
	code, out, errs := runCLI(t, "verify", "--policy", "../../examples/pawwork", "--mode", "agent", "--model", "openai/gpt-5.4",
		"--output", "github", "--output", "sarif="+sarif, bad)
	if code != exitDisagree || !strings.Contains(out, "title=verify-head-extra::") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	if b, err := os.ReadFile(sarif); err != nil || !strings.Contains(string(b), `"ruleId": "verify-head-extra"`) {
		t.Errorf("SARIF file: %v\n%s", err, b)
	}
}

// CUE stops checking a struct at its first error; a misspelt field beside a
// bad value is still reported.
func TestEveryMistakeInOneStruct(t *testing.T) {
	t.Parallel()
	dir := policytest.Dir(t, map[string]string{"a.cue": `package toolpolicy

release: version: "1.0.0"
providers: d: {default: true, budget: {target: 2, max: 3}}
modes: agent: {}
tools: c: {state: "activ", nich: "y", soruce: "mcp"}
`})
	code, out, _ := runCLI(t, "lint", "--policy", dir, "--format", "json")
	var got []struct{ Rule, Suggestion string }
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != exitLoad {
		t.Fatalf("exit %d %v\n%s", code, err, out)
	}
	var sugg []string
	for _, g := range got {
		sugg = append(sugg, g.Rule+": "+g.Suggestion)
	}
	want := `invalid-value: did you mean "active"?|unknown-field: did you mean niche?|unknown-field: did you mean source?`
	if strings.Join(sugg, "|") != want {
		t.Errorf("findings %q, want %q", strings.Join(sugg, "|"), want)
	}
}
