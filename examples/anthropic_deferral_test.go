package examples_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/resolve"
)

var update = flag.Bool("update", false, "rewrite the golden blocks under testdata/")

// anthropicTools is a Messages request's tools array with the field names
// of Anthropic's API (anthropic-sdk-go ToolParam and
// ToolSearchToolRegex20251119Param); decoding disallows any other key.
type anthropicTools struct {
	Tools []struct {
		Type         string          `json:"type,omitempty"`
		Name         string          `json:"name"`
		Description  string          `json:"description,omitempty"`
		InputSchema  json.RawMessage `json:"input_schema,omitempty"`
		DeferLoading *bool           `json:"defer_loading,omitempty"`
	} `json:"tools"`
}

// The anthropic-deferral example sends its deferred tools natively: its
// golden block is the head, Anthropic's regex tool-search tool, then every
// deferred tool with "defer_loading": true, each with its schema; it decodes
// as a Messages request, and verify accepts a request that sends it.
func TestAnthropicNativeDeferralBlock(t *testing.T) {
	p, err := compiler.LoadDir("anthropic-deferral")
	if err != nil {
		t.Fatal(err)
	}
	for _, mode := range []string{"agent", "yolo"} {
		c, err := p.Index().Resolve("anthropic", mode, "claude-sonnet-4-5")
		if err != nil {
			t.Fatal(err)
		}
		b := p.Index().Block(c)
		golden := filepath.Join("testdata", "anthropic-deferral-"+mode+".block.json")
		if *update {
			if err := os.WriteFile(golden, b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b, want) {
			t.Errorf("%s: the block differs from %s (go test ./examples -run AnthropicNative -update)\n%s", mode, golden, b)
		}
		if c.Fingerprint != resolve.Fingerprint(want) {
			t.Errorf("%s: fingerprint %s is not the SHA-256 of the golden block", mode, c.Fingerprint)
		}

		var req anthropicTools
		d := json.NewDecoder(bytes.NewReader(append(append([]byte(`{"tools":`), want...), '}')))
		d.DisallowUnknownFields()
		if err := d.Decode(&req); err != nil {
			t.Fatalf("%s: not an Anthropic Messages tools array: %v", mode, err)
		}
		var head, deferred []string
		search := -1
		for i, tool := range req.Tools {
			switch {
			case tool.Type == "tool_search_tool_regex_20251119" && tool.Name == "tool_search_tool_regex":
				if search >= 0 || len(deferred) > 0 || tool.DeferLoading != nil {
					t.Errorf("%s: tool %d: the tool-search tool must come once, loaded, before the deferred tools", mode, i)
				}
				search = i
			case tool.Type != "":
				t.Errorf("%s: tool %d has type %q", mode, i, tool.Type)
			case tool.DeferLoading != nil && *tool.DeferLoading:
				if search < 0 {
					t.Errorf("%s: deferred %s comes before the tool-search tool", mode, tool.Name)
				}
				deferred = append(deferred, tool.Name)
			default:
				if search >= 0 {
					t.Errorf("%s: loaded %s comes after the tool-search tool", mode, tool.Name)
				}
				head = append(head, tool.Name)
			}
			var schema struct{ Type string }
			if err := json.Unmarshal(tool.InputSchema, &schema); tool.Type == "" && (err != nil || schema.Type != "object") {
				t.Errorf("%s: %s's input_schema is %s", mode, tool.Name, tool.InputSchema)
			}
		}
		if !slices.Equal(head, c.Active) || !slices.Equal(deferred, c.Discoverable) || search < 0 {
			t.Errorf("%s: head %v, deferred %v; the catalog has active %v, discoverable %v", mode, head, deferred, c.Active, c.Discoverable)
		}

		env, _ := json.Marshal(map[string]any{"provider": "anthropic", "mode": mode, "model": "claude-sonnet-4-5",
			"dump": map[string]any{"model": "claude-sonnet-4-5", "max_tokens": 1024, "tools": json.RawMessage(want)}})
		if out, code := verifyFile(t, "anthropic-deferral", writeFile(t, filepath.Join(t.TempDir(), "request.json"), env)); code != 0 {
			t.Errorf("%s: verify rejects the golden block as a request: exit %d\n%s", mode, code, out)
		}
	}
}
