package compiler

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// resolveCases: entries each writing a field as a disjunction with a
// default of its own, which a template or a pattern overrules for some of
// them (fast.go resolveDefaults). n entries in one block, entry(i) each;
// head is the rest of the file. whole is the most entries CUE may
// evaluate whole when the policy is valid.
var resolveCases = []struct {
	name  string
	head  string
	entry func(i int) string
	whole int
}{
	{"a pattern's template makes half of them mcp",
		"#MCPTool: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^gh_\"]: #MCPTool\n",
		func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("gh_%d: {source: *\"builtin\" | \"mcp\", niche: \"GitHub %d.\"}", i, i)
			}
			return fmt.Sprintf("t_%d: {source: *\"builtin\" | \"mcp\", state: \"active\", niche: \"Tool %d.\"}", i, i)
		}, 0},
	{"a template's default against the entry's",
		"#M: #Tool & {state: *\"deferred\" | \"active\"}\n",
		func(i int) string {
			return fmt.Sprintf("t_%d: #M & {state: *\"deprecated\" | \"active\", niche: \"Tool %d.\"}", i, i)
		}, 0},
	{"one entry left with no term",
		"#MCPTool: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^gh_\"]: #MCPTool\n",
		func(i int) string {
			if i == 7 {
				return fmt.Sprintf("gh_%d: {source: *\"builtin\" | \"local\", niche: \"GitHub %d.\"}", i, i)
			}
			return fmt.Sprintf("gh_%d: {source: *\"builtin\" | \"mcp\", niche: \"GitHub %d.\"}", i, i)
		}, 0},
	{"one entry left with two terms",
		"tools: [=~\"^gh_\"]: {card: =~\"^Load\", state: \"deferred\"}\n",
		func(i int) string {
			if i == 7 {
				return fmt.Sprintf("gh_%d: {card: *\"x\" | \"Load a\" | \"Load b\", niche: \"GitHub %d.\"}", i, i)
			}
			return fmt.Sprintf("gh_%d: {card: *\"x\" | \"Load %d\", niche: \"GitHub %d.\"}", i, i, i)
		}, 0},
}

func TestEntryDefaultsResolved(t *testing.T) {
	const n = 600
	for _, c := range resolveCases {
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
		})
	}
}
