package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// amplifier is a policy of under 1 KB whose outputs are about 100 MiB: a
// 4 MiB description built by doubling, in the head of 21 providers with
// distinct heads, so every snapshot and the Go tables repeat it.
func amplifier() string {
	var b strings.Builder
	b.WriteString("package toolpolicy\nrelease: version: \"1.0.0\"\n_s0: \"xxxxxxxxxxxxxxxx\"\n")
	for i := 1; i <= 18; i++ {
		fmt.Fprintf(&b, "_s%d: \"\\(_s%d)\\(_s%d)\"\n", i, i-1, i-1)
	}
	b.WriteString(`tools: big: {state: "active", description: _s18}
_n: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]
tools: {for i in _n {"t\(i)": state: "active"}}
providers: d: {default: true, budget: {target: 30, max: 40}}
providers: {for i in _n {"p\(i)": {models: ["m\(i)*"], first_turn: ["big", "t\(i)"], budget: {target: 2, max: 2}}}}
modes: {agent: {}, plan: {head_drop: ["t0"]}, yolo: {head_drop: ["t1"]}}
`)
	return b.String()
}

// gen's limits cover generation, not only loading: the amplifier is refused
// by the output limit by default and by the memory watchdog when that limit
// is lifted, with exit 2, a message naming the limit, and nothing written.
func TestGenUnderLimits(t *testing.T) {
	pol := t.TempDir()
	if err := os.WriteFile(filepath.Join(pol, "a.cue"), []byte(amplifier()), 0o644); err != nil {
		t.Fatal(err)
	}
	if n := len(amplifier()); n > 1024 {
		t.Fatalf("the amplifier is %d bytes", n)
	}
	for _, tc := range []struct {
		name  string
		flags []string
		want  string
	}{
		{"output limit", nil, "over the limit of 64.0 MiB (--max-output); the largest is"},
		{"memory limit", []string{"--max-output", "0", "--max-memory", "96"}, "generating the outputs of policy " + pol + " needed more than 96 MiB (--max-memory); nothing was written"},
	} {
		for _, cmd := range [][]string{{"gen"}, {"gen", "--check"}, {"check"}} {
			out := t.TempDir()
			args := append(append([]string{}, cmd...), "--policy", pol,
				"--out-go", filepath.Join(out, "go"), "--out-golden", filepath.Join(out, "golden"), "--out-docs", filepath.Join(out, "docs"))
			code, stderr := runChild(t, 2*time.Minute, append(args, tc.flags...)...)
			if code != exitLoad || !strings.Contains(stderr, tc.want) {
				t.Errorf("%s, %s: exit %d, want %d saying %q:\n%s", tc.name, strings.Join(cmd, " "), code, exitLoad, tc.want, stderr)
			}
			if ents, _ := os.ReadDir(out); len(ents) != 0 {
				t.Errorf("%s, %s: wrote %v", tc.name, strings.Join(cmd, " "), ents)
			}
		}
	}
}

// The output cap grows with the policy unless --max-output is given: a
// 100,000-tool policy (23 MB of .cue files) writes about 90 MiB, over the
// 64 MiB default, and a policy of under 1 KB keeps the default.
func TestOutputLimitGrowsWithThePolicy(t *testing.T) {
	for _, tc := range []struct {
		flag   int
		set    bool
		source int64
		want   int64
	}{
		{64, false, 1 << 10, 64 << 20},
		{64, false, 23 << 20, 184 << 20},
		{64, true, 23 << 20, 64 << 20},
		{10, true, 1 << 10, 10 << 20},
		{0, true, 23 << 20, 0},
	} {
		if got := outputLimit(tc.flag, tc.set, tc.source); got != tc.want {
			t.Errorf("outputLimit(%d, given %v, %d bytes of source) = %d, want %d", tc.flag, tc.set, tc.source, got, tc.want)
		}
	}
}
