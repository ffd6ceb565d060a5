package compiler

import "testing"

// labelFoldCases: pattern labels built from the policy's data, and or/and
// of lists in patterns (labelfold.go). taken is how many tools leave the
// package. base is prepended to a.cue.
var labelFoldCases = []takenCase{
	{"strings.Join of a hidden list", 3, map[string]string{
		"a.cue": "tools: {gh_x: {state: \"active\"}, jira_y: {state: \"active\"}, z: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\n_srv: [\"gh\", \"jira\"]\ntools: [=~\"^(\\(strings.Join(_srv, \"|\")))_\"]: {source: \"mcp\"}\n"}},
	{"a hidden prefix interpolated, a negated pattern", 2, map[string]string{
		"a.cue": "_p: \"gh\"\ntools: [=~\"^\\(_p)_\"]: {source: \"mcp\"}\ntools: [!~\"^\\(_p + \"_\")\"]: {card: *\"builtin\" | string}\ntools: {gh_x: {state: \"active\"}, z: {state: \"active\"}}\n"}},
	{"a list a comprehension adds to", 0, map[string]string{
		"a.cue": "tools: {gh_x: {state: \"active\"}, jira_y: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\n_srv: [\"gh\"]\nif true {_srv: [\"gh\"]}\ntools: [=~\"^(\\(strings.Join(_srv, \"|\")))_\"]: {source: \"mcp\"}\n"}},
	{"a list of another kind", 0, map[string]string{
		"a.cue": "tools: {gh_x: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\n_srv: [\"gh\", 1]\ntools: [=~\"^(\\(strings.Join(_srv, \"|\")))_\"]: {source: \"mcp\"}\n"}},
	{"an import unused from the start", 1, map[string]string{
		"a.cue": "tools: {gh_x: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport (\n\t\"strings\"\n\t\"list\"\n)\n_srv: [\"gh\"]\ntools: [=~\"^(\\(strings.Join(_srv, \"|\")))_\"]: {source: \"mcp\"}\n"}},
	{"or and and of lists in a pattern", 2, map[string]string{
		"a.cue": "tools: [=~\"^gh_\"]: {source: or([\"mcp\"]), niche: and([#Line, =~\"^[A-Z]\", =~\"\\\\.$\"])}\ntools: {gh_x: {state: \"active\", niche: \"Read it.\"}, z: {state: \"active\"}}\n"}},
	{"and of a list in a pattern, broken", 1, map[string]string{
		"a.cue": "tools: [=~\"^gh_\"]: {niche: and([#Line, =~\"^[A-Z]\"])}\ntools: {gh_x: {state: \"active\", niche: \"read it.\"}}\n"}},
	{"a label or() of a comprehension over a hidden list", 3, map[string]string{
		"a.cue": "tools: {gh_x: {state: \"active\"}, jira_y: {state: \"active\"}, z: {state: \"active\", source: \"builtin\"}}\n",
		"b.cue": "package toolpolicy\n_srv: [\"gh\", \"jira\"]\ntools: [or([for s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\n"}},
	{"a label or() of a comprehension, an entry breaking it", 2, map[string]string{
		"a.cue": "tools: {gh_x: {state: \"active\"}, jira_y: {state: \"active\", source: \"builtin\"}}\n",
		"b.cue": "package toolpolicy\n_srv: [\"gh\", \"jira\"]\ntools: [or([for s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\n"}},
	{"a label or() of a comprehension over an empty list", 0, map[string]string{
		"a.cue": "tools: {gh_x: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\n_srv: []\ntools: [or([for s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\n"}},
	{"a label and() of matches", 3, map[string]string{
		"a.cue": "tools: {old_a: {state: \"deprecated\", niche: \"Old name of a.\"}, old_b_x: {state: \"deprecated\"}, z: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\ntools: [and([=~\"^old_\", !~\"_x$\"])]: {niche: =~\"^Old name of \"}\n"}},
	{"a label and() of matches, an entry breaking it", 2, map[string]string{
		"a.cue": "tools: {old_a: {state: \"deprecated\", niche: \"Gone.\"}, z: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\ntools: [N=and([=~\"^old_\", !~\"_x$\"])]: {niche: =~\"^Old name of \"}\n"}},
	{"a label or() a field of the package hides", 0, map[string]string{
		"a.cue": "tools: {gh_x: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nor: {}\ntools: [or([=~\"^gh_\"])]: {source: \"mcp\"}\n"}},
	{"a label or() of a comprehension with a key", 0, map[string]string{
		"a.cue": "tools: {gh_x: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\n_srv: [\"gh\"]\ntools: [or([for i, s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\n"}},
	{"or of a list with a default", 1, map[string]string{
		"a.cue": "tools: [=~\"^gh_\"]: {source: or([*\"mcp\" | \"builtin\"])}\ntools: {gh_x: {state: \"active\"}}\n"}},
}

func TestPatternLabelsFromData(t *testing.T) {
	runTakenCases(t, labelFoldCases)
}
