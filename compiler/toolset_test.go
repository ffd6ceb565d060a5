package compiler

import "testing"

// toolsetCases: a section declared as a definition of patterns
// (toolset.go), each checked against cue and for the tools taken.
var toolsetCases = []takenCase{
	{"a definition of patterns", 3, map[string]string{
		"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\n#Sets: {\n\t[=~\"^gh_\"]: #M\n\t[=~\"^jira_\"]: #M\n\t...\n}\ntools: #Sets\n",
		"b.cue": "package toolpolicy\ntools: {gh_x: {niche: \"n\"}, jira_y: {state: \"active\"}, read: {state: \"active\"}}\n"}},
	{"with entries beside it", 2, map[string]string{
		"a.cue": "#M: #Tool & {source: \"mcp\"}\n#Sets: {[=~\"^gh_\"]: #M, ...}\ntools: #Sets & {gh_x: {state: \"deferred\"}, read: {state: \"active\"}}\n"}},
	{"an entry a pattern's definition rejects", 2, map[string]string{
		"a.cue": "#M: #Tool & {source: \"mcp\"}\n#Sets: {[=~\"^gh_\"]: #M, ...}\ntools: #Sets\ntools: {gh_x: {state: \"deferred\", source: \"builtin\"}, read: {state: \"active\"}}\n"}},
	{"a definition in another file", 2, map[string]string{
		"a.cue": "tools: #Sets\ntools: {gh_x: {state: \"deferred\"}, read: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\n#M: #Tool & {source: \"mcp\"}\n#Sets: {\n\t[=~\"^gh_\"]: #M\n\t...\n}\n"}},
	// Left as written.
	{"closed: no ...", 0, map[string]string{
		"a.cue": "#M: #Tool & {source: \"mcp\"}\n#Sets: {[=~\"^gh_\"]: #M}\ntools: #Sets\ntools: {gh_x: {state: \"deferred\"}, read: {state: \"active\"}}\n"}},
	{"a pattern whose value is a struct", 0, map[string]string{
		"a.cue": "#Sets: {[=~\"^gh_\"]: {source: \"mcp\"}, ...}\ntools: #Sets\ntools: {gh_x: {state: \"deferred\", niche: \"n\"}, read: {state: \"active\"}}\n"}},
	{"a field beside the patterns", 0, map[string]string{
		"a.cue": "#M: #Tool & {source: \"mcp\"}\n#Sets: {[=~\"^gh_\"]: #M, gh_base: {state: \"active\"}, ...}\ntools: #Sets\ntools: {gh_x: {state: \"deferred\"}, read: {state: \"active\"}}\n"}},
	{"an embedding beside the patterns", 0, map[string]string{
		"a.cue": "#M: #Tool & {source: \"mcp\"}\n#Base: {[=~\"^jira_\"]: #M, ...}\n#Sets: {#Base, [=~\"^gh_\"]: #M, ...}\ntools: #Sets\ntools: {gh_x: {state: \"deferred\"}, read: {state: \"active\"}}\n"}},
	{"declared twice", 0, map[string]string{
		"a.cue": "#M: #Tool & {source: \"mcp\"}\n#Sets: {[=~\"^gh_\"]: #M, ...}\n#Sets: {...}\ntools: #Sets\ntools: {gh_x: {state: \"deferred\"}, read: {state: \"active\"}}\n"}},
	{"a label naming a hidden field", 0, map[string]string{
		"a.cue": "_re: \"^gh_\"\n#M: #Tool & {source: \"mcp\"}\n#Sets: {[=~_re]: #M, ...}\ntools: #Sets\ntools: {gh_x: {state: \"deferred\"}, read: {state: \"active\"}}\n"}},
}

func TestSectionsDeclaredAsToolsets(t *testing.T) {
	runTakenCases(t, toolsetCases)
}
