package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestLintExitCodes(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
		out  string // substring of stdout
		err  string // substring of stderr
	}{
		{"shipped policy: one warning, passes at error level", []string{"lint", "--policy", "../../policy"}, 0,
			"0 errors, 1 warning", ""},
		{"warning fails at warning level", []string{"lint", "--policy", "../../policy", "--fail-level", "warning"}, 1,
			"[budget-target]", ""},
		{"errors fail", []string{"lint", "--policy", "../../lint/testdata/duplicate-declaration/bad"}, 1,
			"6 errors, 0 warnings", ""},
		{"clean policy", []string{"lint", "--policy", "../../examples/pawwork", "--fail-level", "warning"}, 0,
			"no findings", ""},
		{"missing policy", []string{"lint", "--policy", "../../no/such/dir"}, 2, "error: policy directory ../../no/such/dir does not exist", "did not load (1 problem)"},
		{"bad format", []string{"lint", "--policy", "../../policy", "--format", "xml"}, 2, "", "--format must be one of text, json, sarif, github, markdown"},
		{"bad fail level", []string{"lint", "--fail-level", "info"}, 2, "", "--fail-level must be one of error, warning"},
		{"list rules", []string{"lint", "--list-rules"}, 0, "duplicate-declaration  error", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tc.code, out, errOut)
			}
			if !strings.Contains(out, tc.out) {
				t.Errorf("stdout lacks %q:\n%s", tc.out, out)
			}
			if !strings.Contains(errOut, tc.err) {
				t.Errorf("stderr lacks %q:\n%s", tc.err, errOut)
			}
		})
	}
}

func TestLintFormats(t *testing.T) {
	dir := "../../lint/testdata/alias-target/bad"
	code, out, _ := runCLI(t, "lint", "--policy", dir, "--format", "json")
	var findings []map[string]any
	if err := json.Unmarshal([]byte(out), &findings); err != nil || code != 1 || len(findings) == 0 {
		t.Fatalf("json: exit %d, err %v, %d findings", code, err, len(findings))
	}
	if _, out, _ := runCLI(t, "lint", "--policy", dir, "--format", "github"); !strings.HasPrefix(out, "::error file=") {
		t.Errorf("github format: %s", out)
	}
	if _, out, _ := runCLI(t, "lint", "--policy", dir, "--format", "markdown"); !strings.HasPrefix(out, "## toolpolicy lint\n") {
		t.Errorf("markdown format: %s", out)
	}
	_, out, _ = runCLI(t, "lint", "--policy", dir, "--format", "sarif")
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct{ ID string } `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct{ RuleID string } `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || len(log.Runs) != 1 || len(log.Runs[0].Results) != len(findings) {
		t.Fatalf("sarif: %v, %+v", err, log)
	}
	if n := len(log.Runs[0].Tool.Driver.Rules); n < 27 {
		t.Errorf("sarif driver has %d rules; want the whole registry", n)
	}
}
