package compiler

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const n = 600

// resolveCases: entries each writing a field as a disjunction with a
// default of its own, which a template or a pattern overrules for some of
// them (fast.go resolveDefaults). n entries in one block, entry(i) each;
// head is the rest of the file. whole is the most entries CUE may
// evaluate whole when the policy is valid.
var resolveCases = []manyCase{
	{"a pattern's template makes half of them mcp",
		"#MCPTool: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^gh_\"]: #MCPTool\n",
		func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("gh_%d: {source: *\"builtin\" | \"mcp\", niche: \"GitHub %d.\"}", i, i)
			}
			return fmt.Sprintf("t_%d: {source: *\"builtin\" | \"mcp\", state: \"active\", niche: \"Tool %d.\"}", i, i)
		}, 0, 0},
	{"a template's default against the entry's",
		"#M: #Tool & {state: *\"deferred\" | \"active\"}\n",
		func(i int) string {
			return fmt.Sprintf("t_%d: #M & {state: *\"deprecated\" | \"active\", niche: \"Tool %d.\"}", i, i)
		}, 0, 0},
	{"one entry left with no term",
		"#MCPTool: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^gh_\"]: #MCPTool\n",
		func(i int) string {
			if i == 7 {
				return fmt.Sprintf("gh_%d: {source: *\"builtin\" | \"local\", niche: \"GitHub %d.\"}", i, i)
			}
			return fmt.Sprintf("gh_%d: {source: *\"builtin\" | \"mcp\", niche: \"GitHub %d.\"}", i, i)
		}, 0, 0},
	{"one entry left with two terms",
		"tools: [=~\"^gh_\"]: {card: =~\"^Load\", state: \"deferred\"}\n",
		func(i int) string {
			if i == 7 {
				return fmt.Sprintf("gh_%d: {card: *\"x\" | \"Load a\" | \"Load b\", niche: \"GitHub %d.\"}", i, i)
			}
			return fmt.Sprintf("gh_%d: {card: *\"x\" | \"Load %d\", niche: \"GitHub %d.\"}", i, i, i)
		}, 0, 0},
}

// manyCase is a policy of n entries in one block, entry(i) each; head is
// the rest of the file. whole is the most entries CUE may evaluate whole
// when the policy is valid, and kept how many entries stay in the package
// (-1: do not count).
type manyCase struct {
	name  string
	head  string
	entry func(i int) string
	whole int
	kept  int
}

// choiceCases: entries choosing their template, (*#A | #B) & {...}
// (fast.go choiceTemplate).
var choiceCases = []manyCase{
	{"every entry valid under the default",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State}\n#Active: #Tool & {state: \"active\"}\n",
		func(i int) string {
			return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\", card: \"Load %d.\"}", i, i, i)
		}, 0, 0},
	// A required field the default lacks does not fail it: CUE chooses
	// the default and reports the field.
	{"the default lacking a required field",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State, card!: string}\n#Active: #Tool & {state: \"active\"}\n",
		func(i int) string {
			if i%3 == 0 {
				return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\"}", i, i)
			}
			return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\", card: \"Load %d.\"}", i, i, i)
		}, n / 3, 0},
	{"the default conflicting with every third entry",
		"#OnDemand: #Tool & {state: \"deferred\"}\n#Active: #Tool & {state: \"active\"}\n",
		func(i int) string {
			if i%3 == 0 {
				return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\", state: \"active\"}", i, i)
			}
			return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\", card: \"Load %d.\"}", i, i, i)
		}, n / 3, 0},
	{"the default failing, the other too",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State, card!: string}\n#Active: #Tool & {state: \"active\", card?: =~\"^A\"}\n",
		func(i int) string {
			if i == 5 {
				return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\", state: \"paused\", card: \"Load\"}", i, i)
			}
			return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\", card: \"Load %d.\"}", i, i, i)
		}, 0, 0},
	{"both fit, no default",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State}\n#Active: #Tool & {state: \"active\"}\n",
		func(i int) string {
			return fmt.Sprintf("t_%d: (#OnDemand | #Active) & {niche: \"Tool %d.\"}", i, i)
		}, n, n},
	{"a pattern's template beside the choice",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State}\n#Active: #Tool & {state: \"active\"}\n#MCP: #Tool & {source: \"mcp\"}\ntools: [=~\"^gh_\"]: #MCP\n",
		func(i int) string {
			if i%4 == 0 {
				return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\", card: \"Load.\"}", i, i)
			}
			return fmt.Sprintf("gh_%d: (*#OnDemand | #Active) & #MCP & {niche: \"Tool %d.\"}", i, i)
		}, 0, 0},
	{"the choice's default also a pattern's",
		"#OnDemand: #Tool & {state: \"deferred\"}\n#Active: #Tool & {state: \"active\"}\ntools: [=~\"^gh_\"]: #OnDemand\n",
		func(i int) string {
			if i == 3 {
				return fmt.Sprintf("gh_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\", state: \"active\"}", i, i)
			}
			return fmt.Sprintf("gh_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\", card: \"Load.\"}", i, i)
		}, 0, 0},
	{"declared twice, the default conflicting with every third",
		"#OnDemand: #Tool & {state: \"deferred\"}\n#Active: #Tool & {state: \"active\"}\n",
		func(i int) string {
			if i%3 == 0 {
				return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\"}\n\tt_%d: {state: \"active\"}", i, i, i)
			}
			return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\"}\n\tt_%d: {card: \"Load %d.\"}", i, i, i, i)
		}, n, -1},
	{"the section read by a comprehension",
		"#OnDemand: #Tool & {state: \"deferred\"}\n#Active: #Tool & {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}]}\n",
		func(i int) string {
			if i%3 == 0 {
				return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\", state: \"active\"}", i, i)
			}
			return fmt.Sprintf("t_%d: (*#OnDemand | #Active) & {niche: \"Tool %d.\", card: \"Load.\"}", i, i)
		}, n, n},
}

func TestEntriesChoosingTheirTemplate(t *testing.T) {
	runManyEntries(t, choiceCases)
}

func TestEntryDefaultsResolved(t *testing.T) {
	runManyEntries(t, resolveCases)
}

func runManyEntries(t *testing.T, cases []manyCase) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var b strings.Builder
			b.WriteString("package toolpolicy\n" + c.head + "tools: {\n")
			for i := range n {
				b.WriteString("\t" + c.entry(i) + "\n")
			}
			b.WriteString("}\n")
			dir := t.TempDir()
			for name, src := range map[string]string{"a.cue": base, "b.cue": b.String()} {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			var st fastStats
			if err := agreeWithCue(t, dir, withStats(&st)); err != nil {
				t.Logf("rejected, as cue does: %.200s", err)
				return
			}
			if st.whole > c.whole {
				t.Errorf("%d entries validated whole, want at most %d", st.whole, c.whole)
			}
			if taken := toolsTaken(t, dir); c.kept >= 0 && taken != n-c.kept {
				t.Errorf("%d tools taken out of the package, want %d", taken, n-c.kept)
			}
		})
	}
}

// tiedDefCases: entries under a definition that ties their fields
// (opaquepat.go defTies): they share representatives by the tied
// fields' values instead of being validated whole.
var tiedDefCases = []manyCase{
	{"a card required when deferred",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State, if state == \"deferred\" {card!: string}}\n",
		func(i int) string {
			switch i % 3 {
			case 0:
				return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load %d.\"}", i, i, i)
			case 1:
				return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", state: \"active\"}", i, i)
			}
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", state: \"active\", card: \"Own %d.\"}", i, i, i)
		}, 0, 0},
	{"one deferred entry without its card",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State, if state == \"deferred\" {card!: string}}\n",
		func(i int) string {
			if i == 301 {
				return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\"}", i, i)
			}
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load %d.\"}", i, i, i)
		}, 0, 0},
	{"a card matched when not active",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State, if state != \"active\" {card: =~\"^Load\"}}\n",
		func(i int) string {
			switch i % 3 {
			case 0:
				return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load %d.\"}", i, i, i)
			case 1:
				return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", state: \"active\", card: \"Other %d.\"}", i, i, i)
			}
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", state: \"deprecated\", card: \"Load %d.\"}", i, i, i)
		}, 0, 0},
	{"one deprecated entry's card unmatched",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State, if state != \"active\" {card: =~\"^Load\"}}\n",
		func(i int) string {
			if i == 17 {
				return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", state: \"deprecated\", card: \"Other.\"}", i, i)
			}
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", state: \"active\", card: \"Other %d.\"}", i, i, i)
		}, 0, 0},
	{"a card's kind wrong under the tie",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State, if state == \"deferred\" {card!: string}}\n",
		func(i int) string {
			if i == 40 {
				return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: true}", i, i)
			}
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load %d.\"}", i, i, i)
		}, 0, 0},
	{"a definition over the tied one",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State, if state == \"deferred\" {card!: string}}\n#Lazy: #OnDemand & {source: \"mcp\"}\n",
		func(i int) string {
			return fmt.Sprintf("t_%d: #Lazy & {niche: \"Tool %d.\", card: \"Load %d.\"}", i, i, i)
		}, n, 0},
	{"a tied definition and a tied pattern",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State, if state == \"deferred\" {card!: string}}\ntools: [string]: {state: _, if state == \"active\" {niche: =~\"^Tool\"}}\n",
		func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", state: \"active\"}", i, i)
			}
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Other %d.\", card: \"Load %d.\"}", i, i, i)
		}, 0, 0},
}

func TestTiedDefinitions(t *testing.T) {
	runManyEntries(t, tiedDefCases)
}

// conditionCases: entries under a template with a condition as a field
// (visible_when), decoded from the literal's JSON where encoding/json and
// CUE's Decode fill the Go value alike (fast.go jsonFits), by CUE
// otherwise.
var conditionCases = []manyCase{
	{"any of two modes",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State}\n",
		func(i int) string {
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load.\", visible_when: {any: [{mode: \"agent\"}, {mode: \"yolo\"}]}}", i, i)
		}, 0, 0},
	{"nested all, not and settings",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State}\n",
		func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load.\", visible_when: {all: [{not: {mode: \"plan\"}}, {setting: \"beta\", has: \"x\"}]}}", i, i)
			}
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load.\", registered_when: {has_tool: true, setting: \"s\"}}", i, i)
		}, 0, 0},
	{"a value a condition compares with, decoded by CUE",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State}\n",
		func(i int) string {
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load.\", visible_when: {setting: \"level\", is: \"high\"}}", i, i)
		}, n, 0},
	{"variants of their own",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State}\n",
		func(i int) string {
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load.\", variants: [{model_class: \"class_00\", description: \"Tool %d, loaded on demand.\"}, {model_class: \"class_01\", when: {mode: \"plan\"}}]}", i, i, i)
		}, 0, 0},
	{"variants with parameters, decoded by CUE",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State}\n",
		func(i int) string {
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load.\", variants: [{model_class: \"class_00\", parameters: {type: \"object\"}}]}", i, i)
		}, n, 0},
	{"a condition the schema rejects",
		"#OnDemand: #Tool & {state: *\"deferred\" | #State}\n",
		func(i int) string {
			if i == 9 {
				return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load.\", visible_when: {any: [{mood: \"agent\"}]}}", i, i)
			}
			return fmt.Sprintf("t_%d: #OnDemand & {niche: \"Tool %d.\", card: \"Load.\", visible_when: {any: [{mode: \"agent\"}]}}", i, i)
		}, 0, 0},
}

func TestConditionsDecodedFromLiterals(t *testing.T) {
	runManyEntries(t, conditionCases)
}
