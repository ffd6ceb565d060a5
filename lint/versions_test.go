package lint_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/lint"
)

// A version lint suggests is one its rules accept: a name removed while its
// planned removal is TBD is told to wait for the window (1.2.0, not the
// release 1.0.0, one release after 0.9.4), and following the advice lints
// clean.
func TestSuggestedVersionsAreAccepted(t *testing.T) {
	const src = `package toolpolicy

release: {version: "1.0.0", min_deprecation_releases: 3}
tools: {
	exec_shell_wait: {state: "active"}
	exec_wait: {state: "removed"}
}
aliases: exec_wait: {replacement: "exec_shell_wait", first_deprecated: "0.9.4", planned_removal: "TBD", replay_supported: false}
providers: default: {default: true, budget: {target: 5, max: 5}}
modes: agent: mcp: "deferred"
`
	run := func(src string) []string {
		p, err := compiler.Load(fstest.MapFS{"p.cue": {Data: []byte(src)}}, "p")
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, d := range lint.Run(p).Diagnostics {
			out = append(out, d.Rule+": "+d.Message+" | "+d.Suggestion)
		}
		return out
	}
	got := strings.Join(run(src), "\n")
	if want := `premature-removal: "exec_wait" is removed, but its planned removal is TBD | keep the name dispatchable until 1.2.0, the earliest planned_removal the schedule allows`; got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	later := strings.NewReplacer(`version: "1.0.0"`, `version: "1.2.0"`, `planned_removal: "TBD"`, `planned_removal: "1.2.0"`).Replace(src)
	if got := run(later); len(got) != 0 {
		t.Errorf("following the suggestion: %s", strings.Join(got, "\n"))
	}
}
