package compiler

import "testing"

// nameFuncCases: patterns whose fields are standard-library functions of
// the entry's name (namefunc.go), written into the entries. base is
// prepended to a.cue; taken counts the tools the split takes out of the
// package.
var nameFuncCases = []takenCase{
	{"group from the name's prefix", 3, map[string]string{
		"a.cue": "tools: {github_read: {state: \"active\"}, jira_get: {state: \"active\"}, local: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N= =~\"^(github|jira)_\"]: {group: strings.Split(N, \"_\")[0]}\n"}},
	{"with a default an entry overrides", 2, map[string]string{
		"a.cue": "tools: {github_read: {state: \"active\", group: \"other\"}, jira_get: {state: \"active\"}, local: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N= =~\"^(github|jira)_\"]: {group: *strings.Split(N, \"_\")[0] | string}\n"}},
	{"conflicting with an entry", 1, map[string]string{
		"a.cue": "tools: {github_read: {state: \"active\", group: \"other\"}, jira_get: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N= =~\"^(github|jira)_\"]: {group: strings.Split(N, \"_\")[0]}\n"}},
	{"an index out of range for one name", 0, map[string]string{
		"a.cue": "tools: {github_read_x: {state: \"active\"}, jira_get: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N= =~\"^(github|jira)_\"]: {niche: strings.Split(N, \"_\")[2]}\n"}},
	{"a hidden field beside the call stays", 1, map[string]string{
		"a.cue": "tools: {github_read: {state: \"active\"}}\n_g: \"g\"\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N= =~\"^github_\"]: {group: _g + strings.ToUpper(N)}\n"}},
	{"a field beside not naming the label", 2, map[string]string{
		"a.cue": "tools: {github_read: {state: \"active\"}, github_x: {state: \"active\", source: \"builtin\"}}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N= =~\"^github_\"]: {group: strings.ToLower(N), source: \"mcp\"}\n"}},
	{"entries a comprehension makes", 0, map[string]string{
		"a.cue": "tools: {github_read: {state: \"active\"}}\nfor n in [\"github_b\"] {tools: (n): {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N= =~\"^github_\"]: {group: strings.TrimPrefix(N, \"github_\")}\n"}},
	{"an entry's field order listed", 0, map[string]string{
		"a.cue": "tools: {github_read: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.github_read {k}]}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N= =~\"^github_\"]: {group: strings.TrimPrefix(N, \"github_\")}\n"}},
	{"an import alias, the package used elsewhere too", 2, map[string]string{
		"a.cue": "tools: {github_read: {state: \"active\"}, github_write: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport s \"strings\"\ntools: [N= =~\"^github_\"]: {niche: \"Tool \" + s.ToUpper(s.TrimPrefix(N, \"github_\")) + \".\"}\n_x: s.ToUpper(\"a\")\n"}},
	{"a value that is not a literal", 0, map[string]string{
		"a.cue": "tools: {github_read: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N= =~\"^github_\"]: {niche: strings.MinRunes(len(N))}\n"}},
}

func TestNameFunctionPatterns(t *testing.T) { runTakenCases(t, nameFuncCases) }
