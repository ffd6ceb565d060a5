package compiler

import (
	"fmt"
	"strings"
	"testing"
)

// countCases: a section's size bounded by struct.MinFields or
// struct.MaxFields (sectioncount.go), taken out of the package and checked
// once the section is merged. base is prepended to a.cue; taken counts
// the tools the split takes out of the package.
var countCases = []takenCase{
	{"MinFields met", 2, map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"struct\"\ntools: struct.MinFields(2)\n"}},
	{"MinFields broken", 2, map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"struct\"\ntools: struct.MinFields(3)\n"}},
	{"MaxFields as a conjunct, met", 2, map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"struct\"\ntools: struct.MaxFields(2) & {b: {state: \"active\"}}\n"}},
	{"MaxFields broken across files", 3, map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"struct\"\ntools: (struct.MaxFields(2)) & {c: {state: \"active\"}}\n"}},
	{"both bounds, an import alias and a hex literal", 2, map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport s \"struct\"\ntools: s.MinFields(0x2) & s.MaxFields(1_0)\n"}},
	{"hidden and optional fields are not counted", 2, map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}, _h: {state: \"active\"}, c?: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"struct\"\ntools: struct.MaxFields(2)\n"}},
	{"entries a comprehension makes are counted", 3, map[string]string{
		"a.cue": "tools: {z: {state: \"active\"}}\nfor n in [\"p\", \"q\"] {tools: (n): {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"struct\"\ntools: struct.MaxFields(2)\n"}},
	{"the package used elsewhere too", 2, map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"struct\"\ntools: struct.MinFields(1)\nmodes: struct.MaxFields(1)\n"}},
	{"a bound that is not a literal stays", 0, map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n_n: 3\n",
		"b.cue": "package toolpolicy\nimport \"struct\"\ntools: struct.MinFields(_n)\n"}},
	{"the section's only declaration", 2, map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"struct\"\naliases: struct.MaxFields(0)\nretired: struct.MaxFields(0)\ngates: struct.MaxFields(0)\n"}},
	{"a bound on a section that is not split", 2, map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"struct\"\nproviders: struct.MinFields(2)\n"}},
}

func TestSectionSizeBounds(t *testing.T) { runTakenCases(t, countCases) }

// TestSectionSizeBoundsAtSize: past the fast path's threshold, a bound met
// and a bound broken by one, as cue vet -c has them.
func TestSectionSizeBoundsAtSize(t *testing.T) {
	var b strings.Builder
	b.WriteString("tools: {\n")
	for i := range 250 {
		fmt.Fprintf(&b, "\tt%03d: {state: \"active\"}\n", i)
	}
	b.WriteString("}\n")
	var cases []takenCase
	for _, bound := range []string{"MaxFields(250)", "MaxFields(249)", "MinFields(251)"} {
		cases = append(cases, takenCase{bound, 250, map[string]string{
			"a.cue": b.String(),
			"b.cue": "package toolpolicy\nimport \"struct\"\ntools: struct." + bound + "\n"}})
	}
	runTakenCases(t, cases)
}
