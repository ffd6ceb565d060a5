package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// explain says which of a tool's definitions a configuration sends — a
// variant by model class, by setting, by both, or the tool's own — and what
// picked it; the definition it names is the one in the block catalog
// prints for that configuration.
func TestExplainSaysWhichVariant(t *testing.T) {
	const dir = "../../gen/testdata/wired"
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	tool := p.Tools["read_file"]
	if len(tool.Variants) != 3 {
		t.Fatalf("the wired policy's read_file has %d variants, want 3", len(tool.Variants))
	}
	for _, tc := range []struct {
		model, strict string
		variant       int
		text          []string // lines explain's text prints
	}{
		{"gpt-5.4", "true", 1, []string{
			`definition: variant 1 of 3, for model class gpt where {setting: "strict", is: true} (declared at `,
			`variant 1 holds: model class gpt where {setting: "strict", is: true}`,
			`because model gpt-5.4 is in class gpt; {setting: "strict", is: true} holds (strict = true)`}},
		{"gpt-5.4", "false", 2, []string{
			"definition: variant 2 of 3, for model class gpt (declared at ",
			`variant 1 fails: model class gpt where {setting: "strict", is: true}`,
			`because model gpt-5.4 is in class gpt; {setting: "strict", is: true} fails (strict = false)`,
			"variant 2 holds: model class gpt"}},
		{"o3", "true", 3, []string{
			"definition: variant 3 of 3, for configurations where {all: [",
			"because model o3 is not in class gpt",
			`variant 3 holds: configurations where`}},
		{"o3", "false", 0, []string{
			"definition: its own (none of its 3 variants holds)",
			`because {setting: "strict", is: true} fails (strict = false)`}},
	} {
		args := []string{"--policy", dir, "--provider", "chat", "--mode", "agent", "--model", tc.model, "--set", "strict=" + tc.strict}
		code, out, errs := runCLI(t, append([]string{"explain", "read_file", "--format", "json"}, args...)...)
		if code != 0 {
			t.Fatalf("explain %v: exit %d\n%s", args, code, errs)
		}
		var ex struct {
			Targets []struct {
				Definition *struct {
					Variant    int    `json:"variant"`
					ModelClass string `json:"model_class"`
					Condition  string `json:"condition"`
					Kind       string `json:"kind"`
					Position   *struct{ Line int }
					Variants   []resolve.VariantCheck
				} `json:"definition"`
			} `json:"targets"`
		}
		if err := json.Unmarshal([]byte(out), &ex); err != nil || len(ex.Targets) != 1 || ex.Targets[0].Definition == nil {
			t.Fatalf("explain --format json %v: %v, no definition:\n%s", args, err, out)
		}
		d := ex.Targets[0].Definition
		if d.Variant != tc.variant || d.Kind != "function" {
			t.Errorf("%s strict=%s: explain says variant %d (%s), want %d", tc.model, tc.strict, d.Variant, d.Kind, tc.variant)
		}
		weighed := tc.variant
		if weighed == 0 {
			weighed = 3
		}
		if len(d.Variants) != weighed || d.Variants[weighed-1].Holds != (tc.variant != 0) {
			t.Errorf("%s strict=%s: variants weighed %+v", tc.model, tc.strict, d.Variants)
		}
		wantDesc, wantParams := tool.Description, tool.Parameters
		if tc.variant > 0 {
			v := tool.Variants[tc.variant-1]
			if d.Position == nil || d.Position.Line != v.Pos.Line || d.ModelClass != v.Class {
				t.Errorf("%s strict=%s: the variant is at line %d, explain says %+v", tc.model, tc.strict, v.Pos.Line, d)
			}
			if v.HasDescription {
				wantDesc = v.Description
			}
			if v.Parameters != "" {
				wantParams = v.Parameters
			}
		}
		// The block sends the definition explain names.
		code, block, errs := runCLI(t, append([]string{"catalog", "--format", "block"}, args...)...)
		if code != 0 {
			t.Fatalf("catalog %v: exit %d\n%s", args, code, errs)
		}
		var sent []struct {
			Function struct {
				Name, Description string
				Parameters        json.RawMessage
			}
		}
		if err := json.Unmarshal([]byte(block), &sent); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, s := range sent {
			if s.Function.Name == "read_file" {
				found = true
				if s.Function.Description != wantDesc || string(s.Function.Parameters) != wantParams {
					t.Errorf("%s strict=%s: the block sends %q %s, but explain names variant %d (%q %s)",
						tc.model, tc.strict, s.Function.Description, s.Function.Parameters, tc.variant, wantDesc, wantParams)
				}
			}
		}
		if !found {
			t.Fatalf("read_file is not in the block:\n%s", block)
		}
		code, out, errs = runCLI(t, append([]string{"explain", "read_file"}, args...)...)
		if code != 0 {
			t.Fatalf("explain %v: exit %d\n%s", args, code, errs)
		}
		for _, want := range tc.text {
			if !strings.Contains(out, want) {
				t.Errorf("explain %s strict=%s lacks %q:\n%s", tc.model, tc.strict, want, out)
			}
		}
	}
	// The freeform variant is named as such; a tool without variants says
	// nothing about definitions.
	code, out, _ := runCLI(t, "explain", "apply_patch", "--policy", dir, "--provider", "chat", "--mode", "agent", "--model", "gpt-5.4")
	if code != 0 || !strings.Contains(out, "definition: variant 1 of 1, for model class gpt (declared at ") || !strings.Contains(out, "sent as a freeform tool") {
		t.Errorf("explain apply_patch for gpt-5.4: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "explain", "git_log", "--policy", dir, "--provider", "chat", "--mode", "agent")
	if code != 0 || strings.Contains(out, "definition") {
		t.Errorf("explain git_log (no variants): exit %d\n%s", code, out)
	}
}
