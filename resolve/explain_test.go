package resolve

import "testing"

// Each verdict names the step of resolution that decided it.
func TestExplainSaysWhy(t *testing.T) {
	x := New(small())
	for _, tc := range []struct {
		provider, mode, model, name      string
		active, discoverable, registered string
	}{
		{"std", "agent", "", "read", "state active, and provider std uses the default active set", "already in the head", "every state but removed is dispatchable"},
		{"std", "plan", "", "write", "mode plan drops it from the head", "visible state and not in the head: found through tool search", ""},
		{"std", "agent", "", "search", "state deferred: not in the default active set", "", ""},
		{"std", "agent", "", "agent", `not offered in this configuration: gates.agent: {class: "smart"} fails (model (no model id))`, "", "registered: only its visibility conditions fail, so calls still dispatch"},
		{"std", "agent", "big-2", "agent", "state active, and provider std uses the default active set", "", ""},
		{"std", "agent", "big-mini", "mcp_a", `not offered in this configuration: gates.mcp_a: not ({class: "small"} holds (model big-mini))`, "", ""},
		{"std", "agent", "", "mcp_kept", "MCP tool in the keep-loaded set, loaded in every mode", "", ""},
		{"std", "yolo", "", "mcp_b", "mode yolo offers MCP tools as active", "", ""},
		{"std", "agent", "", "mcp_b", "MCP tool not in the keep-loaded set, and mode agent defers MCP tools", "", ""},
		{"narrow", "agent", "", "read", "listed in provider narrow's first_turn", "", ""},
		{"narrow", "agent", "", "write", "not in provider narrow's explicit first_turn list, which is its whole head", "", ""},
		{"std", "agent", "", "old_read", "deprecated names never enter the head", "deprecated names are excluded from tool search", "deprecated: calls still dispatch, and the result metadata carries the notice"},
		{"std", "agent", "", "older_read", "", "", "hidden-compatibility: calls still dispatch, with no notice"},
		{"std", "agent", "", "gone", "removed names never enter the head", "", "removed: calls are a hard error"},
	} {
		e, err := x.Explain(Query{Provider: tc.provider, Mode: tc.mode, Model: tc.model}, tc.name)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []struct {
			what string
			got  Verdict
			want string
		}{{"active", e.Active, tc.active}, {"discoverable", e.Discoverable, tc.discoverable}, {"registered", e.Registered, tc.registered}} {
			if v.want != "" && v.got.Reason != v.want {
				t.Errorf("%s/%s/%s %s: %s %q, want %q", tc.provider, tc.mode, tc.model, tc.name, v.what, v.got.Reason, v.want)
			}
		}
	}
	if _, err := x.Explain(Query{Provider: "std", Mode: "agent"}, "nope"); err == nil {
		t.Error("an undeclared tool was explained")
	}
}
