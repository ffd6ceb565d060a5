package compiler

import (
	"testing"
)

// closedEntryCases: entries closed with close() and entries applying a hidden
// helper (closehelper.go). a is a.cue's text (after base), b b.cue's;
// taken is how many tools the split takes out of the package with the
// fast path forced (toolsTaken: base's tools count). Each is loaded
// against the cue command, and again with 250 more entries of its kind.
var closedEntryCases = []struct {
	name, a, b, pad string
	taken           int
}{
	{"a closed entry", "", "tools: x: close({state: \"active\", source: \"builtin\", niche: \"n\"})\n",
		"tools: pad_%d: close({state: \"active\", source: \"builtin\"})\n", 1},
	{"a closed entry without source (the schema's default is not allowed)", "", "tools: x: close({state: \"active\"})\n",
		"tools: pad_%d: close({state: \"active\", source: \"builtin\"})\n", 1},
	{"a closed entry with optional and required fields", "", "tools: x: close({state: \"active\", source: \"mcp\", niche?: string, card!: string, card: \"c\"})\n",
		"tools: pad_%d: close({state: \"active\", source: \"mcp\", card: \"c\"})\n", 1},
	{"a closed entry with a default", "", "tools: x: close({state: *\"deferred\" | #State, source: \"mcp\", card: \"c\"})\n",
		"tools: pad_%d: close({state: *\"deferred\" | #State, source: \"mcp\", card: \"c%[1]d\"})\n", 1},
	{"a closed entry, nested struct extended (close is shallow)", "", "tools: x: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: parameters: properties: {}\n",
		"tools: pad_%d: close({state: \"active\", source: \"builtin\"})\n", 0 /* declared twice */},
	{"a closed entry given a field by another declaration", "", "tools: x: close({state: \"active\", source: \"builtin\"})\ntools: x: niche: \"n\"\n",
		"tools: pad_%d: close({state: \"active\", source: \"builtin\"})\n", 0},
	{"a closed entry under a pattern giving a regular field", "tools: [=~\"^x\"]: {group: *\"g\" | string}\ngroups: g: {}\n", "tools: x: close({state: \"active\", source: \"builtin\"})\n",
		"tools: pad_%d: close({state: \"active\", source: \"builtin\"})\n", 1},
	{"a closed entry under a pattern giving an optional field", "tools: [string]: {card?: string}\n", "tools: x: close({state: \"active\", source: \"builtin\"})\n",
		"tools: pad_%d: close({state: \"active\", source: \"builtin\"})\n", 1},
	{"a closed entry with a definition", "#Mine: #Tool & {source: \"mcp\"}\n", "tools: x: #Mine & close({state: \"active\", source: \"mcp\", card: \"c\"})\n",
		"tools: pad_%d: #Mine & close({state: \"active\", source: \"mcp\"})\n", 1},
	{"close of a definition (left to CUE)", "", "tools: x: close(#Tool & {state: \"active\"})\n",
		"tools: pad_%d: close({state: \"active\", source: \"builtin\"})\n", 0},
	{"a closed helper", "_remote: close({state: *\"deferred\" | #State, source: \"mcp\", niche: string, card: string})\n", "tools: x: _remote & {niche: \"n\", card: \"c\"}\ntools: y: _remote & {niche: \"m\", card: \"d\", state: \"active\"}\n",
		"tools: pad_%d: _remote & {niche: \"n\", card: \"c%[1]d\"}\n", 2},
	{"a closed helper, a field it lacks", "_remote: close({state: *\"deferred\" | #State, source: \"mcp\", niche: string})\n", "tools: x: _remote & {niche: \"n\", card: \"c\"}\n",
		"tools: pad_%d: _remote & {niche: \"n%[1]d\"}\n", 1},
	{"a closed helper lacking source", "_remote: close({state: *\"deferred\" | #State, niche: string})\n", "tools: x: _remote & {niche: \"n\"}\n",
		"tools: pad_%d: {state: \"active\", niche: \"n%[1]d\"}\n", 1},
	{"an open helper sharing a label", "_mcp: {state: *\"deferred\" | #State, source: \"mcp\"}\n", "tools: x: _mcp & {state: \"active\", card: \"c\"}\n",
		"tools: pad_%d: _mcp & {state: \"active\", card: \"c\"}\n", 1},
	{"a helper in another file, on the right", "", "_remote: close({state: \"active\", source: \"mcp\", card: string})\ntools: x: {card: \"c\"} & _remote\n",
		"tools: pad_%d: {card: \"c\"} & _remote\n", 1},
	{"a helper declared twice", "_h: {state: \"active\"}\n_h: {source: \"mcp\"}\n", "tools: x: _h & {card: \"c\"}\n",
		"tools: pad_%d: _h & {card: \"c\"}\n", 1},
	{"a helper with a default the entry overrides", "_h: {state: *\"deferred\" | #State, card: *\"c\" | string}\n", "tools: x: _h & {card: \"mine\"}\n",
		"tools: pad_%d: _h & {card: \"c%[1]d\"}\n", 1},
	{"a helper reading a regular field (left to CUE)", "settings: {}\n_h: {state: \"active\", niche: \"\\(len(settings))\"}\n", "tools: x: _h & {card: \"c\"}\n",
		"tools: pad_%d: {state: \"active\"}\n", 0},
	{"a helper a comprehension reads", "_h: {state: \"active\"}\n", "tools: x: _h & {card: \"c\"}\nmodes: agent: head_add: [for n, t in tools if t.state == \"active\" {n}]\n",
		"tools: pad_%d: _h & {card: \"c%[1]d\"}\n", 1},
	{"a helper with a nested close (left to CUE)", "_h: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\n", "tools: x: _h\ntools: x: parameters: zz: 1\n",
		"tools: pad_%d: {state: \"active\"}\n", 0},
	{"a definition with a nested close (left to CUE)", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\n", "tools: x: #D & {parameters: zz: 1}\n",
		"tools: pad_%d: {state: \"active\"}\n", 0},
	{"a definition referring to a helper with a nested close", "_p: close({type: \"object\", properties: {}})\n#D: #Tool & {parameters: _p}\n", "tools: x: #D & {state: \"active\"}\n",
		"tools: pad_%d: {state: \"active\"}\n", 0},
	{"a let named close in the section", "", "tools: {let close = {a: 1}, x: {state: \"active\", niche: \"\\(close.a)\"}}\n",
		"tools: pad_%d: {state: \"active\"}\n", 0},
}

func TestClosedEntries(t *testing.T) {
	for _, c := range breadth(closedEntryCases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			files := map[string]string{"a.cue": c.a, "b.cue": p21 + c.b}
			agreeSmallAndPadded(t, files, c.pad)
			// base's own tools are taken too: count them without the case.
			want := toolsTaken(t, reviewDir(t, map[string]string{"a.cue": ""})) + c.taken
			if got := toolsTaken(t, reviewDir(t, files)); got != want {
				t.Errorf("the split takes %d tools, want %d", got, want)
			}
		})
	}
}
