package main

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// The watchdog stopping the load of a --against ref leaves nothing in the
// temporary directory: the ref's files are read into memory, never copied.
func TestAgainstWatchdogLeavesNoTemporaryCopy(t *testing.T) {
	var bomb strings.Builder
	bomb.WriteString(bombHeader + "_s0: \"xxxxxxxxxxxxxxxx\"\n")
	for i := 1; i <= 40; i++ {
		fmt.Fprintf(&bomb, "_s%d: \"\\(_s%d)\\(_s%d)\"\n", i, i-1, i-1)
	}
	bomb.WriteString("tools: a: {state: \"active\", description: _s40}\n")
	r := policytest.NewRepo(t)
	r.Write(map[string]string{"a.cue": bomb.String()})
	r.Commit("bomb")
	r.Write(map[string]string{"a.cue": bombHeader + "tools: a: state: \"active\"\n"})
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	for _, cmd := range []string{"breaking", "diff"} {
		code, stderr := runChild(t, 90*time.Second, cmd, "--policy", r.PolicyDir(), "--against", "HEAD", "--max-memory", "256")
		if code != exitLoad || !strings.Contains(stderr, "--max-memory") {
			t.Fatalf("%s: exit %d, want %d from the watchdog:\n%s", cmd, code, exitLoad, stderr)
		}
		if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
			t.Errorf("%s: the watchdog's exit left %v in TMPDIR", cmd, ents)
		}
	}
}
