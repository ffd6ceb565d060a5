package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// init starts a policy from a tool list in every supported wire: every
// tool active, one default provider sized to the list; the policy loads,
// lints clean and is formatted.
func TestInitFromEveryWire(t *testing.T) {
	t.Parallel()
	dumps := map[string]string{
		"anthropic":  `{"model": "m", "tools": [{"name": "read_file", "description": "Read a file. Returns text.", "input_schema": {"type": "object"}}, {"name": "grep", "description": "Search\nfiles.", "input_schema": {}}, {"name": "bash-run", "input_schema": {}}]}`,
		"chat":       `{"tools": [{"type": "function", "function": {"name": "read_file", "description": "Read \\(x) a file.", "parameters": {}}}, {"type": "function", "function": {"name": "grep", "parameters": {}}}, {"type": "function", "function": {"name": "bash-run", "parameters": {}}}]}`,
		"responses":  `{"tools": [{"type": "function", "name": "read_file", "description": "Read.", "parameters": {}}, {"type": "function", "name": "grep", "parameters": {}}, {"type": "function", "name": "bash-run", "parameters": {}}]}`,
		"gemini":     `{"tools": [{"functionDeclarations": [{"name": "read_file", "description": "Read."}, {"name": "grep"}, {"name": "bash-run"}]}]}`,
		"mcp":        `{"jsonrpc": "2.0", "id": 1, "result": {"tools": [{"name": "read_file", "description": "Read.", "inputSchema": {}}, {"name": "grep", "inputSchema": {}}, {"name": "bash-run", "inputSchema": {}}]}}`,
		"names":      `["read_file", "grep", "bash-run"]`,
		"namesStdin": `["read_file", "grep", "bash-run"]`,
	}
	for wire, dump := range dumps {
		tmp := t.TempDir()
		from := filepath.Join(tmp, "dump.json")
		if err := os.WriteFile(from, []byte(dump), 0o644); err != nil {
			t.Fatal(err)
		}
		dir := filepath.Join(tmp, "policy")
		var code int
		var out, errs string
		if wire == "namesStdin" {
			var o, e bytes.Buffer
			f := &factory{IO: ioStreams{In: strings.NewReader(dump), Out: &o, ErrOut: &e}}
			code, out, errs = runWith(f, []string{"init", "--from", "-", "-o", dir}), o.String(), e.String()
		} else {
			code, out, errs = runCLI(t, "init", "--from", from, "-o", dir)
		}
		if code != exitOK || !strings.Contains(out, "3 tools, all active") {
			t.Fatalf("%s: init exit %d\n%s%s", wire, code, out, errs)
		}
		if code, out, errs := runCLI(t, "lint", "--policy", dir, "--fail-level", "warning"); code != exitOK || !strings.Contains(out, "no findings") {
			t.Errorf("%s: the starting policy does not lint clean: exit %d\n%s%s", wire, code, out, errs)
		}
		if code, out, _ := runCLI(t, "fmt", "--check", "--policy", dir); code != exitOK {
			t.Errorf("%s: the starting policy is not formatted:\n%s", wire, out)
		}
		code, out, errs = runCLI(t, "catalog", "--policy", dir, "--mode", "agent", "--format", "json")
		var c struct {
			Provider string
			Active   []string
		}
		if err := json.Unmarshal([]byte(out), &c); err != nil || code != exitOK || c.Provider != "default" {
			t.Fatalf("%s: catalog exit %d %v\n%s%s", wire, code, err, out, errs)
		}
		slices.Sort(c.Active)
		if strings.Join(c.Active, " ") != "bash-run grep read_file" {
			t.Errorf("%s: head %v, want every tool", wire, c.Active)
		}
	}
}

func TestInitRefuses(t *testing.T) {
	t.Parallel()
	tmp := t.TempDir()
	bad := filepath.Join(tmp, "bad.json")
	os.WriteFile(bad, []byte(`["read_file", "web.run"]`), 0o644)
	if code, _, errs := runCLI(t, "init", "--from", bad, "-o", filepath.Join(tmp, "p1")); code != exitLoad || !strings.Contains(errs, `"web.run"`) {
		t.Errorf("invalid name: exit %d %s", code, errs)
	}
	notJSON := filepath.Join(tmp, "x.json")
	os.WriteFile(notJSON, []byte("{"), 0o644)
	if code, _, errs := runCLI(t, "init", "--from", notJSON, "-o", filepath.Join(tmp, "p2")); code != exitLoad || !strings.Contains(errs, "x.json:1:") {
		t.Errorf("not JSON: exit %d %s", code, errs)
	}
	good := filepath.Join(tmp, "good.json")
	os.WriteFile(good, []byte(`["read_file"]`), 0o644)
	if code, _, _ := runCLI(t, "init", "--from", good, "-o", filepath.Join(tmp, "p3")); code != exitOK {
		t.Fatal("init")
	}
	before, _ := os.ReadFile(filepath.Join(tmp, "p3", "policy.cue"))
	if code, _, errs := runCLI(t, "init", "--from", good, "-o", filepath.Join(tmp, "p3")); code != exitLoad || !strings.Contains(errs, "already holds policy.cue") {
		t.Errorf("existing policy: exit %d %s", code, errs)
	}
	if after, _ := os.ReadFile(filepath.Join(tmp, "p3", "policy.cue")); !bytes.Equal(before, after) {
		t.Error("init overwrote an existing policy")
	}
	if code, _, _ := runCLI(t, "init", "--from", good); code != exitLoad {
		t.Errorf("missing -o: exit %d", code)
	}
}
