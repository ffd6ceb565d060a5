// Package harness is a tiny fake agent harness in Go: it builds the tool
// list it sends a model from the generated toolcatalog package and dumps it
// as an Anthropic Messages request's tools, in the envelope `toolpolicy
// verify` reads. Each tool carries the description and input schema the
// policy defines for it (its variant for the model applied), so the harness
// sends the policy's golden block byte for byte. Settings the harness runs
// with (each setting's text, as `toolpolicy catalog --set KEY=VALUE` takes
// it) go to the package and into the envelope, so verify resolves the same
// configuration.
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

// catalog resolves the harness's configuration.
func catalog(provider, mode, model string, settings map[string]string) (toolcatalog.Catalog, error) {
	q := toolcatalog.Query{Provider: provider, Mode: mode, Model: model, Settings: toolcatalog.Settings{}}
	for k, v := range settings {
		q.Settings[k] = v
	}
	return toolcatalog.CatalogFor(q)
}

// Tools returns the names the harness offers on the first turn, in order.
func Tools(provider, mode, model string, settings map[string]string) ([]string, error) {
	c, err := catalog(provider, mode, model, settings)
	if err != nil {
		return nil, err
	}
	return c.Active, nil
}

// Dump returns the envelope around the tools the harness sends: the head,
// then, when the provider loads deferred tools itself, its tool-search tool
// and the deferred tools sent with defer_loading.
func Dump(provider, mode, model string, settings map[string]string) ([]byte, error) {
	c, err := catalog(provider, mode, model, settings)
	if err != nil {
		return nil, err
	}
	head, deferred := toolcatalog.Definitions(c)
	var tools []any
	add := func(d toolcatalog.Definition) {
		schema := json.RawMessage(`{"type":"object","properties":{}}`)
		if d.Parameters != "" {
			schema = json.RawMessage(d.Parameters)
		}
		tools = append(tools, tool{Name: d.Name, Description: d.Description, InputSchema: schema, DeferLoading: d.Deferred})
	}
	for _, d := range head {
		add(d)
	}
	if len(deferred) > 0 {
		search := map[string]string{"type": "tool_search_tool_regex_20251119", "name": "tool_search_tool_regex"}
		for _, p := range toolcatalog.Providers() {
			if p.ID == provider && p.ToolSearch == toolcatalog.ToolSearchBM25 {
				search = map[string]string{"type": "tool_search_tool_bm25_20251119", "name": "tool_search_tool_bm25"}
			}
		}
		tools = append(tools, search)
	}
	for _, d := range deferred {
		add(d)
	}
	if settings == nil {
		settings = map[string]string{}
	}
	return json.MarshalIndent(map[string]any{
		"provider": provider, "mode": mode, "model": model, "settings": settings,
		"dump": map[string]any{"model": model, "max_tokens": 1024, "tools": tools},
	}, "", "  ")
}
