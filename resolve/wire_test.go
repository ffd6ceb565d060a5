package resolve

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// The request types below carry each provider's own field names, as its
// official SDK writes them (anthropic-sdk-go ToolParam and
// ToolSearchToolRegex20251119Param; openai-go ChatCompletionFunctionToolParam,
// FunctionDefinitionParam, responses.FunctionToolParam and
// ToolSearchToolParam; go-genai Tool and FunctionDeclaration; the MCP
// schema's ListToolsResult and Tool). Decoding with unknown fields
// disallowed fails on any key a provider does not define.

type anthropicRequest struct {
	Tools []struct {
		Type         string          `json:"type,omitempty"`
		Name         string          `json:"name"`
		Description  string          `json:"description,omitempty"`
		InputSchema  json.RawMessage `json:"input_schema,omitempty"`
		DeferLoading bool            `json:"defer_loading,omitempty"`
	} `json:"tools"`
}

type chatRequest struct {
	Tools []struct {
		Type     string `json:"type"`
		Function *struct {
			Name        string          `json:"name"`
			Description string          `json:"description,omitempty"`
			Parameters  json.RawMessage `json:"parameters,omitempty"`
			Strict      *bool           `json:"strict,omitempty"`
		} `json:"function,omitempty"`
		Custom *struct {
			Name        string          `json:"name"`
			Description string          `json:"description,omitempty"`
			Format      json.RawMessage `json:"format,omitempty"`
		} `json:"custom,omitempty"`
	} `json:"tools"`
}

type responsesRequest struct {
	Tools []struct {
		Type         string          `json:"type"`
		Name         string          `json:"name,omitempty"`
		Description  string          `json:"description,omitempty"`
		Parameters   json.RawMessage `json:"parameters,omitempty"`
		Strict       *bool           `json:"strict,omitempty"`
		DeferLoading bool            `json:"defer_loading,omitempty"`
		Format       json.RawMessage `json:"format,omitempty"`
	} `json:"tools"`
}

type geminiRequest struct {
	Tools []struct {
		FunctionDeclarations []struct {
			Name                 string          `json:"name"`
			Description          string          `json:"description,omitempty"`
			Parameters           json.RawMessage `json:"parameters,omitempty"`
			ParametersJSONSchema json.RawMessage `json:"parametersJsonSchema,omitempty"`
		} `json:"functionDeclarations"`
	} `json:"tools"`
}

type mcpResult struct {
	Tools []struct {
		Name        string          `json:"name"`
		Title       string          `json:"title,omitempty"`
		Description string          `json:"description,omitempty"`
		InputSchema json.RawMessage `json:"inputSchema"`
	} `json:"tools"`
	NextCursor string `json:"nextCursor,omitempty"`
}

func strict(b []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	return d.Decode(v)
}

const readSchema = `{"type":"object","required":["path"],"properties":{"path":{"type":"string","description":"a <path>"}}}`

func wireTables(t *testing.T) Tables {
	t.Helper()
	params, err := CanonicalJSON([]byte(readSchema))
	if err != nil {
		t.Fatal(err)
	}
	tabs := Tables{
		Tools: []Tool{
			{Name: "read_file", State: StateActive, Source: SourceBuiltin, Description: "Read a file.", Parameters: string(params)},
			{Name: "list_dir", State: StateActive, Source: SourceBuiltin},
			{Name: "patch", State: StateActive, Source: SourceBuiltin, Description: "Apply a patch.",
				Variants: []Variant{{Class: "gpt", Kind: KindFreeform, Grammar: "start: /.+/"}}},
			{Name: "git_log", State: StateDeferred, Source: SourceBuiltin, Description: "Commit history.", Card: "History."},
		},
		ModelClasses: []ModelClass{{ID: "gpt", Match: []string{"gpt-*"}, Example: "gpt-5"}},
		Modes:        []Mode{{ID: "agent"}},
	}
	for _, w := range Wires {
		tabs.Providers = append(tabs.Providers, Provider{ID: string(w), Wire: w, NativeDeferral: true})
	}
	return tabs
}

func block(t *testing.T, x *Index, provider, model string) []byte {
	t.Helper()
	c, err := x.Resolve(provider, "agent", model)
	if err != nil {
		t.Fatal(err)
	}
	b := x.Block(c)
	if c.Fingerprint != Fingerprint(b) {
		t.Errorf("%s: fingerprint %s is not the SHA-256 of the block", provider, c.Fingerprint)
	}
	return b
}

func TestWireBlocksDecodeWithProviderFieldNames(t *testing.T) {
	x := New(wireTables(t))

	b := block(t, x, string(WireAnthropic), "")
	var a anthropicRequest
	if err := strict([]byte(`{"tools":`+string(b)+`}`), &a); err != nil {
		t.Fatalf("anthropic: %v\n%s", err, b)
	}
	if len(a.Tools) != 5 || a.Tools[0].Name != "list_dir" || a.Tools[2].Name != "read_file" ||
		a.Tools[3].Type != "tool_search_tool_regex_20251119" || a.Tools[4].Name != "git_log" || !a.Tools[4].DeferLoading {
		t.Errorf("anthropic: unexpected tools\n%s", b)
	}
	if got := string(a.Tools[2].InputSchema); got != `{"properties":{"path":{"description":"a <path>","type":"string"}},"required":["path"],"type":"object"}` {
		t.Errorf("anthropic input_schema = %s", got)
	}
	if string(a.Tools[0].InputSchema) != emptyObject {
		t.Errorf("a tool without parameters gets %s on anthropic", a.Tools[0].InputSchema)
	}

	b = block(t, x, string(WireOpenAIChat), "")
	var c chatRequest
	if err := strict([]byte(`{"tools":`+string(b)+`}`), &c); err != nil {
		t.Fatalf("chat: %v\n%s", err, b)
	}
	if len(c.Tools) != 3 || c.Tools[2].Type != "function" || c.Tools[2].Function.Name != "read_file" ||
		c.Tools[2].Function.Description != "Read a file." || len(c.Tools[2].Function.Parameters) == 0 {
		t.Errorf("chat: unexpected tools (no native deferral on this wire)\n%s", b)
	}
	b = block(t, x, string(WireOpenAIChat), "gpt-5")
	c = chatRequest{}
	if err := strict([]byte(`{"tools":`+string(b)+`}`), &c); err != nil {
		t.Fatalf("chat, freeform variant: %v\n%s", err, b)
	}
	if c.Tools[1].Type != "custom" || c.Tools[1].Custom == nil || c.Tools[1].Custom.Name != "patch" ||
		string(c.Tools[1].Custom.Format) != `{"type":"grammar","syntax":"lark","definition":"start: /.+/"}` {
		t.Errorf("chat: the gpt variant of patch is not a custom grammar tool\n%s", b)
	}

	b = block(t, x, string(WireOpenAIResponses), "")
	var r responsesRequest
	if err := strict([]byte(`{"tools":`+string(b)+`}`), &r); err != nil {
		t.Fatalf("responses: %v\n%s", err, b)
	}
	if len(r.Tools) != 5 || r.Tools[2].Name != "read_file" || r.Tools[3].Type != "tool_search" ||
		r.Tools[4].Name != "git_log" || !r.Tools[4].DeferLoading {
		t.Errorf("responses: unexpected tools\n%s", b)
	}

	b = block(t, x, string(WireGemini), "")
	var g geminiRequest
	if err := strict([]byte(`{"tools":`+string(b)+`}`), &g); err != nil {
		t.Fatalf("gemini: %v\n%s", err, b)
	}
	if len(g.Tools) != 1 || len(g.Tools[0].FunctionDeclarations) != 3 ||
		g.Tools[0].FunctionDeclarations[2].Name != "read_file" || len(g.Tools[0].FunctionDeclarations[2].ParametersJSONSchema) == 0 {
		t.Errorf("gemini: unexpected tools\n%s", b)
	}

	b = block(t, x, string(WireMCP), "")
	var m mcpResult
	if err := strict(b, &m); err != nil {
		t.Fatalf("mcp: %v\n%s", err, b)
	}
	if len(m.Tools) != 3 || m.Tools[2].Name != "read_file" || len(m.Tools[2].InputSchema) == 0 {
		t.Errorf("mcp: unexpected tools\n%s", b)
	}
}

func TestBlockBytesAreExact(t *testing.T) {
	x := New(wireTables(t))
	got := string(block(t, x, string(WireOpenAIChat), ""))
	want := `[{"type":"function","function":{"name":"list_dir"}},` +
		`{"type":"function","function":{"name":"patch","description":"Apply a patch."}},` +
		`{"type":"function","function":{"name":"read_file","description":"Read a file.","parameters":{"properties":{"path":{"description":"a <path>","type":"string"}},"required":["path"],"type":"object"}}}]`
	if got != want {
		t.Errorf("chat block:\n got %s\nwant %s", got, want)
	}
}

// Every byte of a definition is part of the fingerprint: its description,
// its parameters, its wire.
func TestFingerprintCoversEveryByte(t *testing.T) {
	base := wireTables(t)
	fp := func(tabs Tables, provider string) string {
		c, err := New(tabs).Resolve(provider, "agent", "")
		if err != nil {
			t.Fatal(err)
		}
		return c.Fingerprint
	}
	for _, w := range Wires {
		orig := fp(base, string(w))
		params := base.Tools[0].Parameters
		for i := range len(params) {
			if params[i] != 'a' {
				continue
			}
			tabs := wireTables(t)
			tabs.Tools[0].Parameters = params[:i] + "b" + params[i+1:]
			if fp(tabs, string(w)) == orig {
				t.Errorf("%s: changing byte %d of the parameters kept the fingerprint", w, i)
			}
		}
		tabs := wireTables(t)
		tabs.Tools[0].Description += "."
		if fp(tabs, string(w)) == orig {
			t.Errorf("%s: a description change kept the fingerprint", w)
		}
	}
	seen := map[string]Wire{}
	for _, w := range append([]Wire{WireNames}, Wires...) {
		tabs := wireTables(t)
		tabs.Providers = []Provider{{ID: "p", Wire: w}}
		f := fp(tabs, "p")
		if other, dup := seen[f]; dup {
			t.Errorf("wires %q and %q send the same bytes", other, w)
		}
		seen[f] = w
	}
}

func TestCanonicalJSON(t *testing.T) {
	got, err := CanonicalJSON([]byte(" {\"b\": [1.50, 2e3], \"a\": {\"<&>\": \"x < y\"}}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"a":{"<&>":"x < y"},"b":[1.50,2e3]}`; string(got) != want {
		t.Errorf("CanonicalJSON = %s, want %s", got, want)
	}
	for _, bad := range []string{`{`, `{} {}`, ``} {
		if _, err := CanonicalJSON([]byte(bad)); err == nil {
			t.Errorf("CanonicalJSON(%q) did not fail", bad)
		}
	}
}

func TestOrderingRules(t *testing.T) {
	tabs := Tables{
		Tools: []Tool{
			{Name: "b", State: StateActive, Source: SourceBuiltin, Group: "repos", Rank: 2},
			{Name: "a", State: StateActive, Source: SourceBuiltin, Group: "users", Rank: 1},
			{Name: "c", State: StateActive, Source: SourceBuiltin, Group: "issues", Rank: 0},
			{Name: "m", State: StateActive, Source: SourceMCP, Group: "", Rank: 3},
		},
		Providers: []Provider{{ID: "p", Default: true}},
		Modes:     []Mode{{ID: "yolo", MCPActive: true}},
	}
	for rule, want := range map[Order]string{
		"":               "a b c m",
		OrderName:        "a b c m",
		OrderDeclaration: "c a b m",
		OrderGroup:       "c b a m",
	} {
		tabs.Order = rule
		c, err := New(tabs).Resolve("p", "yolo", "")
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(c.Active, " "); got != want {
			t.Errorf("order %q: %s, want %s", rule, got, want)
		}
	}
}

func TestCardListRendersDeferredCards(t *testing.T) {
	tabs := Tables{
		Tools: []Tool{
			{Name: "tool_info", State: StateActive, Source: SourceBuiltin, Description: "Load a deferred tool.",
				CardList: &CardList{Header: "Deferred tools:", Empty: "None."}},
			{Name: "enter-worktree", State: StateDeferred, Source: SourceBuiltin, Card: "Enter a worktree."},
			{Name: "exit-worktree", State: StateDeferred, Source: SourceBuiltin, Card: "Leave it."},
		},
		Providers:    []Provider{{ID: "p", Default: true, Wire: WireOpenAIChat}},
		Modes:        []Mode{{ID: "agent"}},
		Gates:        []Gate{{Tool: "exit-worktree", HiddenFor: "x"}},
		ModelClasses: []ModelClass{{ID: "x", Match: []string{"x*"}, Example: "x1"}},
	}
	x := New(tabs)
	head, _ := x.Definitions(mustResolve(t, x, ""))
	want := "Load a deferred tool.\nDeferred tools:\n\n- **enter-worktree**: Enter a worktree.\n- **exit-worktree**: Leave it."
	if head[0].Description != want {
		t.Errorf("description = %q, want %q", head[0].Description, want)
	}
	// A gated-out tool's card is not listed, and the block differs.
	c := mustResolve(t, x, "x1")
	head, _ = x.Definitions(c)
	if head[0].Description != "Load a deferred tool.\nDeferred tools:\n\n- **enter-worktree**: Enter a worktree." {
		t.Errorf("gated description = %q", head[0].Description)
	}
	if c.Fingerprint == mustResolve(t, x, "").Fingerprint {
		t.Error("the card list's bytes are not in the fingerprint")
	}
	tabs.Tools = tabs.Tools[:1]
	head, _ = New(tabs).Definitions(mustResolve(t, New(tabs), ""))
	if head[0].Description != "Load a deferred tool.\nNone." {
		t.Errorf("empty list = %q", head[0].Description)
	}
}

func mustResolve(t *testing.T, x *Index, model string) *Catalog {
	t.Helper()
	c, err := x.Resolve("p", "agent", model)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// A variant by setting: the same name sends another schema, or another wire
// kind, in the configurations where its condition holds; the first variant
// that holds wins, a class and a condition must both hold, and a condition
// may test the tool's own annotation. The block and fingerprint follow.
func TestVariantsBySetting(t *testing.T) {
	strict := &Condition{Op: OpSetting, Name: "strict", Is: "true"}
	tabs := Tables{
		Tools: []Tool{
			{Name: "read_file", State: StateActive, Source: SourceBuiltin, Description: "Read.", Parameters: `{"type":"object"}`,
				Annotations: map[string]string{"readOnlyHint": "true"},
				Variants: []Variant{
					{Class: "gpt", When: strict, Kind: KindFreeform, Grammar: "start: /.+/"},
					{When: &Condition{Op: OpAll, Args: []Condition{*strict, {Op: OpAnnotation, Name: "readOnlyHint", Is: "true"}}},
						Parameters: `{"additionalProperties":false,"type":"object"}`},
					{Class: "gpt", Description: "Read (GPT).", HasDescription: true},
				}},
		},
		Settings:     []Setting{{ID: "strict", Type: SettingBool}},
		ModelClasses: []ModelClass{{ID: "gpt", Match: []string{"gpt-*"}, Example: "gpt-5"}},
		Providers:    []Provider{{ID: "p", Default: true, Wire: WireOpenAIChat}},
		Modes:        []Mode{{ID: "agent"}},
	}
	x := New(tabs)
	for _, tc := range []struct {
		model, strict, want string
	}{
		{"", "false", `[{"type":"function","function":{"name":"read_file","description":"Read.","parameters":{"type":"object"}}}]`},
		{"", "true", `[{"type":"function","function":{"name":"read_file","description":"Read.","parameters":{"additionalProperties":false,"type":"object"}}}]`},
		{"gpt-5", "false", `[{"type":"function","function":{"name":"read_file","description":"Read (GPT).","parameters":{"type":"object"}}}]`},
		{"gpt-5", "true", `[{"type":"custom","custom":{"name":"read_file","description":"Read.","format":{"type":"grammar","syntax":"lark","definition":"start: /.+/"}}}]`},
	} {
		c, err := x.ResolveQuery(Query{Provider: "p", Mode: "agent", Model: tc.model, Settings: Settings{"strict": tc.strict == "true"}})
		if err != nil {
			t.Fatal(err)
		}
		if got := string(x.Block(c)); got != tc.want {
			t.Errorf("model %q, strict=%s:\n got %s\nwant %s", tc.model, tc.strict, got, tc.want)
		}
		if c.Fingerprint != Fingerprint([]byte(tc.want)) {
			t.Errorf("model %q, strict=%s: the fingerprint is not the block's", tc.model, tc.strict)
		}
	}
	// Without its annotation the second variant's condition fails: the tool's own schema.
	tabs.Tools[0].Annotations = nil
	x = New(tabs)
	c, err := x.ResolveQuery(Query{Provider: "p", Mode: "agent", Settings: Settings{"strict": true}})
	if err != nil {
		t.Fatal(err)
	}
	if head, _ := x.Definitions(c); head[0].Parameters != `{"type":"object"}` {
		t.Errorf("a condition on the tool's annotation held without it: %s", head[0].Parameters)
	}
}
