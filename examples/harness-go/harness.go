// Package harness is a tiny fake agent harness in Go: it builds the tool
// list it sends a model from the generated toolcatalog package and dumps it
// as an Anthropic Messages request's tools, in the envelope `toolpolicy
// verify` reads. A real harness would attach each tool's input schema; here
// every tool takes an empty object.
package harness

import (
	"encoding/json"

	"github.com/toolpolicy/toolpolicy/toolcatalog"
)

type tool struct {
	Name         string          `json:"name"`
	Description  string          `json:"description,omitempty"`
	InputSchema  json.RawMessage `json:"input_schema"`
	DeferLoading bool            `json:"defer_loading,omitempty"`
}

// Tools returns the names the harness offers on the first turn, in order.
func Tools(provider, mode, model string) ([]string, error) {
	c, err := toolcatalog.ActiveCatalog(toolcatalog.ProviderID(provider), toolcatalog.ModeID(mode), model)
	if err != nil {
		return nil, err
	}
	return c.Active, nil
}

// Dump returns the envelope around the tools the harness sends: the head,
// then every tool-search tool sent with defer_loading.
func Dump(provider, mode, model string) ([]byte, error) {
	c, err := toolcatalog.ActiveCatalog(toolcatalog.ProviderID(provider), toolcatalog.ModeID(mode), model)
	if err != nil {
		return nil, err
	}
	var tools []tool
	add := func(name string, deferred bool) {
		t, _ := toolcatalog.Lookup(toolcatalog.ToolName(name))
		tools = append(tools, tool{Name: name, Description: t.Description, InputSchema: json.RawMessage(`{"type":"object","properties":{}}`), DeferLoading: deferred})
	}
	for _, n := range c.Active {
		add(n, false)
	}
	for _, n := range c.Discoverable {
		add(n, true)
	}
	return json.MarshalIndent(map[string]any{
		"provider": provider, "mode": mode, "model": model,
		"dump": map[string]any{"model": model, "max_tokens": 1024, "tools": tools},
	}, "", "  ")
}
