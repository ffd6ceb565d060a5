package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/report"
)

// pawworkToolInfo is tool_info's description and parameters as pawwork's
// policy sends them (the card list rendered in), JSON-encoded, for dumps
// that agree with the policy. It is read from `catalog --format block`.
func pawworkToolInfo(t *testing.T) (description, parameters string) {
	t.Helper()
	code, out, errs := runCLI(t, "catalog", "--policy", "examples/pawwork", "--mode", "agent", "--format", "block")
	if code != exitOK {
		t.Fatalf("catalog: exit %d\n%s", code, errs)
	}
	var block []struct {
		Name        string
		Description string
		Parameters  json.RawMessage
	}
	if err := json.Unmarshal([]byte(out), &block); err != nil {
		t.Fatal(err)
	}
	for _, d := range block {
		if d.Name == "tool_info" {
			desc, _ := json.Marshal(d.Description)
			return string(desc), string(d.Parameters)
		}
	}
	t.Fatalf("no tool_info in pawwork's block:\n%s", out)
	return "", ""
}

// pawworkHead is the head pawwork's policy resolves in mode agent or plan
// for a model, as name-and-description entries (tool_info's description and
// parameters from pawworkToolInfo), joined with ", " for a JSON array.
func pawworkHead(t *testing.T, mode, modelID, desc, params string) string {
	t.Helper()
	code, out, errs := runCLI(t, "catalog", "--policy", "examples/pawwork", "--mode", mode, "--model", modelID, "--format", "json")
	if code != exitOK {
		t.Fatalf("catalog: exit %d\n%s", code, errs)
	}
	var c struct{ Active []string }
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	var entries []string
	for _, n := range c.Active {
		if n == "tool_info" {
			entries = append(entries, `{"name": "tool_info", "description": `+desc+`, "parameters": `+params+`}`)
		} else {
			entries = append(entries, `{"name": "`+n+`"}`)
		}
	}
	return strings.Join(entries, ", ")
}

func writeDump(t *testing.T, dir, name, src string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// verify exits 0 on a harness that agrees, 5 on one that does not (in every
// format), and 2 on a dump it cannot read, with the dump's position.
func TestVerifyExitCodes(t *testing.T) {
	t.Chdir("../..")
	dir := t.TempDir()
	// pawwork's head for a GPT model: apply_patch instead of edit and write,
	// and tool_info with the cards of the deferred tools in its description.
	desc, params := pawworkToolInfo(t)
	good := writeDump(t, dir, "good.json", `{"model": "gpt-5.4", "dump": [`+pawworkHead(t, "agent", "openai/gpt-5.4", desc, params)+`]}`)
	bad := writeDump(t, dir, "bad.json", `{"model": "gpt-5.4", "tools": [
  {"type": "function", "function": {"name": "apply_patch", "parameters": {}}},
  {"type": "function", "function": {"name": "edit", "parameters": {}}},
  {"type": "function", "function": {"name": "tool_info", "parameters": {}}}
]}`)
	base := []string{"verify", "--policy", "examples/pawwork", "--mode", "agent", "--model", "openai/gpt-5.4"}
	if code, out, errs := runCLI(t, append(base, good)...); code != exitOK {
		t.Errorf("agreeing dump: exit %d\n%s%s", code, out, errs)
	}
	for _, format := range report.Formats {
		code, out, errs := runCLI(t, append(base, "--format", format, bad)...)
		if code != exitDisagree || !strings.Contains(out, "verify-head-extra") || !strings.Contains(out, "verify-head-missing") {
			t.Errorf("--format %s: exit %d\n%s%s", format, code, out, errs)
		}
	}
	code, out, _ := runCLI(t, append(base, "--format", "json", bad)...)
	var findings []struct {
		Rule         string
		File         string
		Line, Column int
	}
	if err := json.Unmarshal([]byte(out), &findings); err != nil || code != exitDisagree {
		t.Fatalf("exit %d, %v\n%s", code, err, out)
	}
	for _, f := range findings {
		// edit is gated out for GPT models: the finding is at its name.
		if f.Rule == "verify-head-extra" && (f.File != filepath.ToSlash(bad) || f.Line != 3 || f.Column != 45) {
			t.Errorf("head-extra at %s:%d:%d", f.File, f.Line, f.Column)
		}
	}
	notJSON := writeDump(t, dir, "broken.json", "[{\"name\": \"bash\"},\n {\"name\" \"edit\"}]")
	code, _, errs := runCLI(t, append(base, notJSON)...)
	if code != exitLoad || !strings.Contains(errs, filepath.ToSlash(notJSON)+":2:10: not JSON") {
		t.Errorf("not JSON: exit %d, %s", code, errs)
	}
	code, _, errs = runCLI(t, append(base, "--set", "sandbox=on", good)...)
	if code != exitLoad || !strings.Contains(errs, `unknown setting "sandbox"`) {
		t.Errorf("--set of a setting the policy lacks: exit %d, %s", code, errs)
	}
	code, _, errs = runCLI(t, append(base, "--set", "novalue", good)...)
	if code != exitLoad || !strings.Contains(errs, "KEY=VALUE") {
		t.Errorf("--set without =: exit %d, %s", code, errs)
	}
	code, _, errs = runCLI(t, "verify", "--policy", "examples/pawwork", "--mode", "warp", good)
	if code != exitLoad || !strings.Contains(errs, `unknown mode "warp"`) {
		t.Errorf("unknown mode: exit %d, %s", code, errs)
	}
}

// A directory of envelopes is verified file by file, each for its own
// provider, mode and model.
func TestVerifyBatch(t *testing.T) {
	t.Chdir("../..")
	dir := t.TempDir()
	desc, params := pawworkToolInfo(t)
	writeDump(t, dir, "agent-gpt.json", `{"provider": "default", "mode": "agent", "model": "openai/gpt-5.4",
 "dump": [`+pawworkHead(t, "agent", "openai/gpt-5.4", desc, params)+`]}`)
	writeDump(t, dir, "plan.json", `{"mode": "plan", "dump": [`+pawworkHead(t, "plan", "", desc, params)+`]}`)
	writeDump(t, dir, "notes.txt", "not a dump")
	if code, out, errs := runCLI(t, "verify", "--policy", "examples/pawwork", dir); code != exitOK {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
	writeDump(t, dir, "yolo.json", `{"mode": "yolo", "dump": [{"name": "bash"}, {"name": "tool_info"}, {"name": "edit"}, {"name": "write"}]}`)
	code, out, _ := runCLI(t, "verify", "--policy", "examples/pawwork", dir)
	if code != exitDisagree || !strings.Contains(out, filepath.ToSlash(filepath.Join(dir, "yolo.json"))+":1:54: error:") || !strings.Contains(out, "verify-head-order") {
		t.Errorf("exit %d\n%s", code, out)
	}
}

// What `toolpolicy catalog --format block` prints verifies clean, unchanged,
// for every provider and mode of the shipped policy.
func TestVerifyAcceptsCatalogBlock(t *testing.T) {
	t.Chdir("../..")
	dir := t.TempDir()
	for _, prov := range []string{"default", "arcee"} {
		for _, mode := range []string{"plan", "agent", "yolo"} {
			code, block, errs := runCLI(t, "catalog", "--provider", prov, "--mode", mode, "--format", "block")
			if code != exitOK {
				t.Fatalf("catalog: exit %d, %s", code, errs)
			}
			dump := writeDump(t, dir, prov+"-"+mode+".json", block)
			if code, out, errs := runCLI(t, "verify", "--provider", prov, "--mode", mode, "--fail-level", "error", dump); code != exitOK {
				t.Errorf("%s × %s: exit %d\n%s%s", prov, mode, code, out, errs)
			}
		}
	}
}
