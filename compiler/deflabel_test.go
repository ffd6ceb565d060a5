package compiler

import "testing"

// defLabelCases: a definition as a pattern's label ([#Name]: #Tool),
// written as its value (labelfold.go, definitionLabel). base is prepended
// to a.cue; taken counts the tools the split takes out of the package.
var defLabelCases = []takenCase{
	{"the schema's #Name", 2, map[string]string{
		"a.cue": "tools: [#Name]: #Tool\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"a definition of the policy", 3, map[string]string{
		"a.cue": "#MCP: =~\"^mcp_\"\ntools: [#MCP]: {source: \"mcp\"}\ntools: {mcp_a: {state: \"active\"}, b: {state: \"active\"}, mcp_c: {state: \"active\", source: \"builtin\"}}\n"}},
	{"declared in two files", 3, map[string]string{
		"a.cue": "#MCP: =~\"^mcp_\"\ntools: [#MCP]: {source: \"mcp\"}\ntools: {mcp_a: {state: \"active\"}, b: {state: \"active\"}, mcp_x: {state: \"active\", source: \"builtin\"}}\n",
		"b.cue": "package toolpolicy\n#MCP: !~\"_x$\"\n"}},
	{"a definition read from a hidden field stays", 0, map[string]string{
		"a.cue": "_p: \"^mcp_\"\n#MCP: =~_p\ntools: [#MCP]: {source: \"mcp\"}\ntools: {mcp_a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	// The policy's #Name unifies with the schema's: its entries are
	// validated with the policy's definitions (env.go), not taken.
	{"#Name redeclared by the policy", 0, map[string]string{
		"a.cue": "#Name: =~\"^[a-z_]+$\"\ntools: [#Name]: {niche?: =~\"^[A-Z]\"}\ntools: {a: {state: \"active\", niche: \"lower\"}, B: {state: \"active\", niche: \"lower\"}}\n"}},
	{"a definition of a struct", 0, map[string]string{
		"a.cue": "#S: {a: 1}\ntools: [#S]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}}\n"}},
	{"with a label alias", 2, map[string]string{
		"a.cue": "#MCP: =~\"^mcp_\"\ntools: [N=#MCP]: {niche: \"Tool \\(N).\"}\ntools: {mcp_a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
}

func TestDefinitionsAsLabels(t *testing.T) { runTakenCases(t, defLabelCases) }
