package compiler

import (
	"strings"
	"testing"
)

// hiddenEmbedCases: entries embedding or unifying with a hidden struct
// (hiddenembed.go). a is a.cue's text (after base), b b.cue's; rewritten
// says whether embedHidden writes the struct into the entries. Each is
// loaded against the cue command, and again with 250 more entries using it.
var hiddenEmbedCases = []struct {
	name, a, b string
	rewritten  bool
}{
	{"embedded defaults", "_d: {source: \"mcp\", state: *\"deferred\" | #State}\n", "tools: x: {_d, card: \"c\"}\ntools: y: {_d, state: \"active\"}\n", true /* x; not y, which shares state */},
	{"embedded, no shared label", "_d: {source: \"mcp\", state: *\"deferred\" | #State}\n", "tools: x: {_d, card: \"c\"}\n", true},
	{"unified on the left", "_d: {source: \"mcp\", state: *\"deferred\" | #State}\n", "tools: x: _d & {card: \"c\"}\n", true},
	{"unified on the right", "_d: {source: \"mcp\", state: *\"deferred\" | #State}\n", "tools: x: {card: \"c\"} & _d\n", true},
	{"a conflict with the entry's own", "_d: {source: \"mcp\", state: \"deferred\"}\n", "tools: x: _d & {source: \"builtin\", card: \"c\"}\n", false},
	{"a wrong value in the helper", "_d: {source: \"mcp\", state: \"paused\"}\n", "tools: x: {_d, card: \"c\"}\n", true},
	{"a let of a literal", "let s = \"mcp\"\n_d: {source: s, state: *\"deferred\" | #State}\ntools: z: {_d, card: \"c\"}\n", "tools: x: {_d, card: \"c\"}\n", true},
	{"a let of a struct", "let s = {a: 1}\n_d: {parameters: s, state: \"active\"}\n", "tools: x: {_d, niche: \"n\"}\n", false},
	{"a list and a nested struct", "_d: {state: \"active\", groups: [\"core\"], annotations: {readOnlyHint: true}}\ngroups: core: {}\n", "tools: x: {_d, niche: \"n\"}\n", true},
	{"a definition", "#P: {type: \"object\"}\n_d: {state: \"active\", parameters: #P}\n", "tools: x: {_d, niche: \"n\"}\n", true},
	{"a closed helper", "_d: close({state: \"active\", niche: string})\n", "tools: x: _d & {niche: \"n\"}\n", false},
	{"a hidden field inside", "_s: \"active\"\n_d: {state: _s}\n", "tools: x: {_d, niche: \"n\"}\n", false},
	{"declared twice", "_d: {state: \"active\"}\n_d: {niche: \"n\"}\n", "tools: x: {_d}\n", false},
	{"a field of its name elsewhere", "_d: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, _d: 1}\n", "tools: x: {_d, niche: \"n\"}\n", false},
	{"an optional field", "_d: {state: \"active\", niche?: string}\n", "tools: x: {_d, card: \"c\"}\n", true},
	{"an optional field the entry breaks", "_d: {state: \"active\", niche?: =~\"^[A-Z]\"}\n", "tools: x: {_d, card: \"c\"}\ntools: x: niche: \"low\"\n", true},
	{"a required field", "_d: {state: \"active\", niche!: string}\n", "tools: x: {_d, card: \"c\"}\n", false},
	{"two embeddings", "_d: {state: \"active\"}\n_e: {source: \"mcp\"}\n", "tools: x: {_d, _e, card: \"c\"}\n", false},
	{"a comprehension beside", "_d: {state: \"active\"}\n_f: true\n", "tools: x: {_d, if _f {card: \"c\"}}\n", false},
	{"a let shadowing it", "_d: {state: \"active\"}\n", "let _d = {state: \"removed\"}\ntools: x: {_d, niche: \"n\"}\n", false},
	{"in the aliases section", "_d: {state: \"active\"}\n", "tools: x: {_d, niche: \"n\"}\naliases: y: {target: \"x\"}\n", true},
	{"an interpolation", "_d: {state: \"active\", niche: \"\\(1 + 1)\"}\n", "tools: x: {_d, card: \"c\"}\n", false},
	{"a join of two helpers", "_src: {source: \"mcp\"}\n_lazy: {state: *\"deferred\" | #State}\n_base: _src & _lazy\n", "tools: x: _base & {card: \"c\"}\ntools: y: {_base, card: \"d\", niche: \"n\"}\n", true},
	{"a join of three, parenthesised", "_src: {source: \"mcp\"}\n_lazy: {state: *\"deferred\" | #State}\n_ro: {annotations: readOnlyHint: true}\n_base: (_src & _lazy) & _ro\n", "tools: x: _base & {card: \"c\"}\n", true},
	{"a join sharing a label", "_src: {source: \"mcp\", state: \"deferred\"}\n_lazy: {state: *\"deferred\" | #State}\n_base: _src & _lazy\n", "tools: x: _base & {card: \"c\"}\n", false},
	{"a join conflicting with the entry", "_src: {source: \"mcp\"}\n_lazy: {state: \"deferred\"}\n_base: _src & _lazy\n", "tools: x: _base & {source: \"builtin\", card: \"c\"}\n", false},
	{"a join naming no helper", "_src: {source: \"mcp\"}\n_s: \"x\"\n_base: _src & _s\n", "tools: x: _base & {card: \"c\"}\n", false},
	{"a join declared twice", "_src: {source: \"mcp\"}\n_lazy: {state: *\"deferred\" | #State}\n_base: _src & _lazy\n_base: {niche: \"n\"}\n", "tools: x: _base & {card: \"c\"}\n", false},
	{"a join of a helper declared twice", "_src: {source: \"mcp\"}\n_src: {niche: \"n\"}\n_lazy: {state: *\"deferred\" | #State}\n_base: _src & _lazy\n", "tools: x: _base & {card: \"c\"}\n", false},
	{"a wrong value through a join", "_src: {source: \"mcp\"}\n_lazy: {state: \"paused\"}\n_base: _src & _lazy\n", "tools: x: _base & {card: \"c\"}\n", true},
	{"read by a for clause", "_d: {state: \"active\"}\n", "tools: x: {_d, niche: \"n\"}\nfirst_turn: [for n, _ in tools {n}]\n", false},
}

func TestEmbedHidden(t *testing.T) {
	for _, c := range breadth(hiddenEmbedCases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			files := parseSources(t, base+c.a, p21+c.b)
			skip := map[string]bool{}
			if strings.Contains(c.b, "for n, _ in tools") {
				skip["tools"] = true // as staticConds has it
			}
			if got := embedHidden(files, skip, map[string]bool{}) != nil; got != c.rewritten {
				t.Errorf("rewritten: %v, want %v", got, c.rewritten)
			}
			agreeSmallAndPadded(t, map[string]string{"a.cue": c.a, "b.cue": p21 + c.b}, "tools: pad_%d: {_d, niche: \"n\"}\n")
		})
	}
}
