package compiler

import "testing"

// jsonCases: json.Unmarshal of literals written in place (jsondata.go),
// each checked against cue and for the tools taken.
var jsonCases = []takenCase{
	{"a hidden string of JSON", 3, map[string]string{
		"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n_j: \"\"\"\n\t{\"x\": {\"state\": \"active\", \"niche\": \"N\"}, \"y\": {\"state\": \"deferred\", \"source\": \"mcp\"}, \"z\": {\"state\": \"removed\"}}\n\t\"\"\"\ntools: json.Unmarshal(_j)\n"}},
	{"a string in place, under another name, beside entries", 3, map[string]string{
		"a.cue": "", "b.cue": "package toolpolicy\nimport J \"encoding/json\"\ntools: J.Unmarshal(\"{\\\"x\\\": {\\\"state\\\": \\\"active\\\"}, \\\"y\\\": {\\\"state\\\": \\\"active\\\"}}\")\ntools: z: {state: \"active\"}\n"}},
	{"an invalid state in the JSON", 2, map[string]string{
		"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n_j: '{\"x\": {\"state\": \"sleeping\"}, \"y\": {\"state\": \"active\"}}'\ntools: json.Unmarshal(_j)\n"}},
	{"numbers, nulls, lists and escapes", 1, map[string]string{
		"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n_j: #\"{\"x\": {\"state\": \"active\", \"niche\": \"caf\\u00e9\", \"parameters\": {\"type\": \"object\", \"maximum\": 1.50, \"minimum\": 0, \"required\": [\"a\"], \"default\": null}}}\"#\ntools: json.Unmarshal(_j)\n"}},
	{"the import used elsewhere too", 2, map[string]string{
		"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n_j: '{\"x\": {\"state\": \"active\"}, \"y\": {\"state\": \"active\"}}'\ntools: json.Unmarshal(_j)\ntools: x: niche: json.Marshal({a: 1})\n"}},
	// Left to the call.
	{"invalid JSON", 0, map[string]string{
		"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal('{\"x\": {\"state\": \"active\"},}')\n"}},
	{"an escaped slash", 1, map[string]string{
		"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(#\"{\"x\": {\"state\": \"active\", \"niche\": \"a\\/b\"}}\"#)\n"}},
	{"a hidden field declared twice", 0, map[string]string{
		"a.cue": "_j: '{\"x\": {\"state\": \"active\"}}'\n", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n_j: '{\"x\": {\"state\": \"active\"}}'\ntools: json.Unmarshal(_j)\n"}},
	{"an interpolated string", 0, map[string]string{
		"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n_s: \"active\"\ntools: json.Unmarshal(\"{\\\"x\\\": {\\\"state\\\": \\\"\\(_s)\\\"}}\")\n"}},
}

func TestJSONUnmarshalInPlace(t *testing.T) {
	runTakenCases(t, jsonCases)
}
