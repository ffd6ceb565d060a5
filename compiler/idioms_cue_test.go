package compiler

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
)

// Every idiom variant of the generated policy (internal/synth/idioms.go,
// the ones scripts/idioms.sh times at 10,000 tools) against the cue
// command at 300 tools: toolpolicy accepts exactly those `cue vet -c`
// accepts and reads the data `cue export` yields, with the fast path
// forced on at this size and at its usual threshold; an idiom named
// reject-... is rejected by both.
func TestIdiomsAgreeWithCue(t *testing.T) {
	for _, id := range breadth(synth.Idioms) {
		t.Run(id.Name, func(t *testing.T) {
			t.Parallel()
			dir := policytest.SynthDir(t, synth.Config{Tools: 300, ToolsPerFile: 100, Providers: 5, Idiom: id.Name})
			if err := agreeWithCue(t, dir, withMinEntries(0)); (err != nil) != id.Reject() {
				t.Errorf("loaded with error %v; the idiom's name says reject: %v", err, id.Reject())
			}
			agreeWithCue(t, dir)
		})
	}
}
