package compiler

import (
	"testing"

	"cuelang.org/go/cue/ast"
)

// letInlineCases: a file's let of a struct used once (letinline.go). a is
// a.cue's text, b b.cue's; inlined says whether inlineLets moves the let's
// struct into its place. Each is loaded against the cue command, and
// again with 250 more entries.
var letInlineCases = []rewriteCase{
	{"a section's value", "let G = {b: {state: \"active\"}, a: {state: \"deferred\", card: \"c\"}}\ntools: G\n", "tools: c: {state: \"active\"}\n", true},
	{"embedded in a section", "let G = {b: {state: \"active\"}}\ntools: {G, a: {state: \"active\"}}\n", "tools: c: {state: \"active\"}\n", true},
	{"embedded at the top", "let G = {tools: {b: {state: \"active\"}, a: {state: \"active\"}}}\ntools: z: {state: \"active\"}\nG\n", "tools: c: {state: \"active\"}\n", true},
	{"providers", "let P = {p: {budget: {target: 1, max: 9}}}\nproviders: P\n", "tools: c: {state: \"active\"}\n", true},
	{"joined to a block by &", "let G = {b: {state: \"active\"}}\ntools: G & {a: {state: \"active\"}}\n", "tools: c: {state: \"active\"}\n", true},
	{"naming its own field", "let G = {b: {state: \"active\", card: \"c\", niche: card}}\ntools: G\n", "tools: c: {state: \"active\"}\n", true},
	{"naming a top-level field", "let G = {b: {state: \"active\", niche: release.version}}\ntools: G\n", "tools: c: {state: \"active\"}\n", true},
	{"naming a definition", "#On: \"active\"\nlet G = {b: {state: #On}}\ntools: G\n", "tools: c: {state: \"active\"}\n", true},
	{"a pattern in it", "let G = {[=~\"^gh_\"]: {source: \"mcp\"}, gh_b: {state: \"active\"}}\ntools: G\n", "tools: gh_c: {state: \"active\"}\n", true},
	{"an entry the other file completes", "let G = {b: {state: \"active\"}}\ntools: G\n", "tools: b: {niche: \"n\"}\n", true},
	{"a conflict with the other file", "let G = {b: {state: \"active\"}}\ntools: G\n", "tools: b: {state: \"deferred\"}\n", true},
	{"a wrong state", "let G = {b: {state: \"paused\"}}\ntools: G\n", "tools: c: {state: \"active\"}\n", true},
	{"in declaration order", "catalog: order: \"declaration\"\ntools: z: {state: \"active\"}\nlet G = {b: {state: \"active\"}, a: {state: \"active\"}}\ntools: G\n", "tools: m: {state: \"active\"}\n", true},
	{"used twice", "let G = {b: {state: \"active\"}}\ntools: G\n_copy: G\n", "tools: c: {state: \"active\"}\n", false},
	{"listed by a for clause", "let G = {b: {state: \"active\"}}\ntools: G\nmodes: agent: head_add: [for n, _ in tools {n}]\n", "tools: a: {state: \"active\"}\n", false},
	{"the section used as a value", "let G = {b: {state: \"active\"}}\ntools: G\n_all: tools\n", "tools: a: {state: \"active\"}\n", false},
	{"embedded in a section, naming something", "let G = {b: {state: \"active\", niche: release.version}}\ntools: {G, a: {state: \"active\"}}\n", "tools: c: {state: \"active\"}\n", false},
	{"embedded at the top, naming its own top-level field", "let G = {tools: b: {state: \"active\", niche: gen.x}, gen: x: \"n\"}\nG\n", "tools: c: {state: \"active\"}\ngen: x: \"n\"\n", false},
	{"a let of a let", "let A = {b: {state: \"active\"}}\nlet G = A\ntools: G\n", "tools: c: {state: \"active\"}\n", false},
	{"a let inside a struct", "tools: {let G = {state: \"active\"}, b: G}\n", "tools: c: {state: \"active\"}\n", false},
	{"iterated by a comprehension", "let G = {b: {state: \"active\"}}\nfor k, v in G {tools: (k): v}\n", "tools: c: {state: \"active\"}\n", false},
	{"an optional section", "let G = {b: {state: \"active\"}}\ntools?: G\n", "tools: c: {state: \"active\"}\n", false},
}

func TestInlineLets(t *testing.T) {
	runRewriteCases(t, letInlineCases, "inlined", func(files []*ast.File) []bool {
		splitConjunctions(files) // as the split does first
		return inlineLets(files)
	})
}
