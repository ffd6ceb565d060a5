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
	{"or of a list with a default", 1, map[string]string{
		"a.cue": "tools: [=~\"^gh_\"]: {source: or([*\"mcp\" | \"builtin\"])}\ntools: {gh_x: {state: \"active\"}}\n"}},
}

func TestPatternLabelsFromData(t *testing.T) {
	runTakenCases(t, labelFoldCases)
}
