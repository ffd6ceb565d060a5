package compiler

import (
	"strings"
	"testing"
)

// yamlCase is a policy whose tools are yaml.Unmarshal of a hidden string
// holding doc (jsondata.go yamlValue); taken is how many tools the split
// takes out of the package.
func yamlCase(name string, taken int, doc string) takenCase {
	var b strings.Builder
	b.WriteString("package toolpolicy\nimport \"encoding/yaml\"\n_y: \"\"\"\n")
	for _, l := range strings.Split(strings.TrimSuffix(doc, "\n"), "\n") {
		b.WriteString("\t" + l + "\n")
	}
	b.WriteString("\t\"\"\"\ntools: yaml.Unmarshal(_y)\n")
	return takenCase{name, taken, map[string]string{"a.cue": "", "b.cue": b.String()}}
}

// yamlCases: each checked against cue, and for the tools taken.
var yamlCases = []takenCase{
	yamlCase("block mappings", 2, "x:\n  state: active\n  niche: Reads a file.\ny:\n  state: deferred\n  source: mcp\n  card: 'Gets an issue: by number.'\n"),
	yamlCase("flow mappings and lists", 1, "x: {state: active, groups: [core], annotations: {readOnlyHint: true}}\n"),
	yamlCase("a block scalar", 1, "x:\n  state: active\n  description: |\n    Two lines\n    of text.\n"),
	yamlCase("anchors and a merge key", 2, "x: &base\n  state: active\n  niche: shared\ny:\n  <<: *base\n  niche: own\n"),
	yamlCase("quoted keys and values", 2, "\"x\": {state: \"active\"}\n'y': {state: 'active', niche: \"tab\\there\"}\n"),
	yamlCase("numbers, null and booleans", 1, "x:\n  state: active\n  parameters: {type: object, maximum: 1.50, minimum: -3, default: ~, x-flag: yes, x-on: true}\n"),
	yamlCase("an exponent, written as CUE writes it (numberJSON)", 1, "x:\n  state: active\n  parameters: {type: object, big: 1e3}\n"),
	yamlCase("a hexadecimal number", 1, "x:\n  state: active\n  parameters: {type: object, hex: 0x1F}\n"),
	yamlCase("a wrong state", 2, "x: {state: sleeping}\ny: {state: active}\n"),
	yamlCase("a tag", 1, "x: {state: active, niche: !!str 123}\n"),
	yamlCase("comments", 1, "# the tools\nx: # one\n  state: active # here\n"),
	// Left to the call.
	yamlCase("two documents", 0, "x: {state: active}\n---\ny: {state: active}\n"),
	yamlCase("an empty document", 0, "# nothing\n"),
	yamlCase("a list", 0, "- x\n- y\n"),
	yamlCase("a hidden key, quoted", 2, "_x: {state: active}\ny: {state: active}\n"),
	yamlCase("a definition key", 0, "\"#x\": {state: active}\n"),
	yamlCase("invalid YAML", 0, "x: {state: active\n"),
	yamlCase("a duplicate key", 0, "x: {state: active}\nx: {state: deferred}\n"),
}

func TestYAMLUnmarshalInPlace(t *testing.T) {
	runTakenCases(t, yamlCases)
}
