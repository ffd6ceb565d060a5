package compiler

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tiedEntries writes n tools in one block: every third deferred with a
// card, every third active, the rest deprecated; each with a niche of its
// own. change, if set, rewrites the i-th entry's text.
func tiedEntries(n int, change func(i int, entry string) string) string {
	var b strings.Builder
	b.WriteString("package toolpolicy\ntools: {\n")
	for i := range n {
		var e string
		switch i % 3 {
		case 0:
			e = fmt.Sprintf("t_%04d: {state: \"deferred\", card: \"Load t_%04d first.\", niche: \"Tool number %d.\"}", i, i, i)
		case 1:
			e = fmt.Sprintf("t_%04d: {state: \"active\", niche: \"Tool number %d.\"}", i, i)
		default:
			e = fmt.Sprintf("t_%04d: {state: \"deprecated\", niche: \"Old tool %d.\"}", i, i)
		}
		if change != nil {
			e = change(i, e)
		}
		b.WriteString("\t" + e + "\n")
	}
	b.WriteString("}\n")
	return b.String()
}

// tiedCase is a policy of many entries under a pattern that ties their
// fields together (opaquepat.go, tiedLabels). maxWhole bounds the entries
// validated whole when the policy is valid: -1 when every entry must be
// (the pattern is one tiedLabels refuses).
type tiedCase struct {
	name     string
	pattern  string // b.cue, after the package clause
	n        int
	change   func(i int, entry string) string
	maxWhole int
	// manyReps: the pattern reads values the entries do not share, and
	// most are representatives.
	manyReps bool
}

var tiedCases = []tiedCase{
	{name: "matchN over state and card", n: 600, maxWhole: 0,
		pattern: "tools: [string]: matchN(>=1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\n"},
	{name: "matchN, one deferred tool without a card", n: 600,
		pattern: "tools: [string]: matchN(>=1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\n",
		change: func(i int, e string) string {
			if i == 300 {
				return "t_0300: {state: \"deferred\", niche: \"No card.\"}"
			}
			return e
		}},
	{name: "matchN, a field it does not read fails its own check", n: 600,
		pattern: "tools: [string]: matchN(>=1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\n",
		change: func(i int, e string) string {
			if i == 301 {
				return "t_0301: {state: \"active\", niche: \"Tool number 301.\", group: \"Not A Group\"}"
			}
			return e
		}},
	{name: "matchN, a card that is not a string on one tool", n: 600,
		pattern: "tools: [string]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: =~\"^Load\"}, {state: \"deprecated\"}])\n",
		change: func(i int, e string) string {
			if i == 450 {
				return "t_0450: {state: \"deferred\", card: \"Fetch it first.\", niche: \"Tool number 450.\"}"
			}
			return e
		}},
	{name: "matchN counting exactly one, two schemas fitting one tool", n: 600,
		pattern: "tools: [string]: matchN(1, [{state: \"active\"}, {niche: =~\"^Tool number 1\"}, {state: \"deferred\"}, {state: \"deprecated\"}])\n"},
	{name: "a disjunction of structs with a default", n: 600, maxWhole: 0,
		pattern: "tools: [string]: *{source: \"builtin\", ...} | {source: \"mcp\", ...}\n",
		change: func(i int, e string) string {
			if i%5 == 0 {
				return strings.Replace(e, "{state:", "{source: \"mcp\", state:", 1)
			}
			return e
		}},
	{name: "a disjunction of structs that adds a field by state", n: 600, maxWhole: 0,
		pattern: "tools: [string]: {state: \"deprecated\", group: *\"legacy\" | string, ...} | {state: \"active\" | \"deferred\", ...}\n"},
	{name: "close() over the fields an entry may have", n: 600,
		pattern: "tools: [string]: close({state: string, niche: string, card?: string})\n",
		change: func(i int, e string) string {
			if i == 599 {
				return "t_0599: {state: \"deprecated\", niche: \"Old tool.\", group: \"g\"}"
			}
			return e
		}},
	{name: "an if clause on the state", n: 600, maxWhole: 0,
		pattern: "tools: [string]: {state: _, if state == \"deferred\" {card: string}}\n"},
	// A card constrained by more than its kind: each distinct card is
	// a representative of its own.
	{name: "an if clause on the state, the card matched", n: 600, maxWhole: 0, manyReps: true,
		pattern: "tools: [string]: {state: _, if state == \"deferred\" {card: =~\"^Load\"}}\n"},
	{name: "an if clause on the state, one tool failing it", n: 600,
		pattern: "tools: [string]: {state: _, if state == \"deferred\" {card: =~\"^Load\"}}\n",
		change: func(i int, e string) string {
			if i == 3 {
				return "t_0003: {state: \"deferred\", card: \"Fetch t_0003.\", niche: \"Tool number 3.\"}"
			}
			return e
		}},
	{name: "an entry's own default in a field it reads", n: 600, maxWhole: 0,
		pattern: "tools: [string]: matchN(>=1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\n",
		change: func(i int, e string) string {
			if i%3 == 1 {
				return strings.Replace(e, "state: \"active\"", "state: *\"active\" | \"deferred\"", 1)
			}
			return e
		}},
	{name: "two tied patterns on one name", n: 600, maxWhole: 0,
		pattern: "tools: [string]: matchN(>=1, [{state: \"active\"}, {card: string}, {state: \"deprecated\"}])\n" +
			"tools: [=~\"0$\"]: {niche: string} | {card: string}\n"},
	{name: "a struct value in a field it reads", n: 600, maxWhole: 0,
		pattern: "tools: [string]: matchN(1, [{annotations: {read_only: true}}, {annotations: {read_only: false}}])\n",
		change: func(i int, e string) string {
			return strings.Replace(e, "{state:", fmt.Sprintf("{annotations: {read_only: %v}, state:", i%2 == 0), 1)
		}},
	{name: "a hidden field of the pattern reading the state", n: 600, maxWhole: 0,
		pattern: "import \"list\"\n_states: [\"active\", \"deferred\", \"deprecated\"]\ntools: [string]: {state: _, _known: list.Contains(_states, state) & true}\n"},
	{name: "a hidden field of the pattern reading the state, one tool failing it", n: 600,
		pattern: "import \"list\"\n_states: [\"active\", \"deferred\", \"deprecated\"]\ntools: [string]: {state: _, _known: list.Contains(_states, state) & true}\n",
		change: func(i int, e string) string {
			if i == 200 {
				return "t_0200: {state: \"hidden-compatibility\", niche: \"Kept for replay.\"}"
			}
			return e
		}},
	// What tiedLabels refuses: every entry is validated whole.
	{name: "definitions at struct level", n: 300, maxWhole: -1,
		pattern: "#Up: {state: \"active\" | \"deprecated\"}\n#Later: {state: \"deferred\", card: string}\ntools: [string]: matchN(1, [#Up, #Later])\n"},
	{name: "a for clause at struct level", n: 300, maxWhole: -1,
		pattern: "_extra: {}\ntools: [string]: {state: string, for k, v in _extra {(k): v}} | {}\n"},
	{name: "a pattern at struct level", n: 300, maxWhole: -1,
		pattern: "tools: [string]: {[=~\"^ca\"]: =~\"^Load\"} | {state: \"zzz\"}\n"},
	// A call the split cannot read (yaml.Unmarshal of a literal is written
	// in place, jsondata.go: here its argument is interpolated).
	{name: "yaml.Unmarshal at struct level", n: 300, maxWhole: -1,
		pattern: "import \"encoding/yaml\"\n_s: \"builtin\"\ntools: [string]: yaml.Unmarshal(\"source: \\(_s)\") | {state: \"zzz\"}\n"},
}

// TestTiedPatterns checks policies under tied patterns against the cue
// command, as a load has them (past minEntries), and that entries agreeing
// on the fields such a pattern reads share a representative.
func TestTiedPatterns(t *testing.T) {
	for _, c := range tiedCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			files := map[string]string{
				"a.cue": base,
				"b.cue": "package toolpolicy\n" + c.pattern,
				"c.cue": tiedEntries(c.n, c.change),
			}
			for name, src := range files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			var st fastStats
			err := agreeWithCue(t, dir, withStats(&st))
			if err != nil {
				t.Logf("rejected, as cue does: %.200s", err)
				return
			}
			t.Logf("%d validated whole, %d representatives", st.whole, st.reps)
			switch {
			case c.maxWhole < 0 && st.whole < c.n:
				t.Errorf("%d of %d entries validated whole; tiedLabels should refuse this pattern", st.whole, c.n)
			case c.maxWhole >= 0 && st.whole > c.maxWhole:
				t.Errorf("%d entries validated whole, want at most %d", st.whole, c.maxWhole)
			}
			if c.maxWhole >= 0 && !c.manyReps && st.reps > c.n/10 {
				t.Errorf("%d representatives for %d entries", st.reps, c.n)
			}
		})
	}
}
