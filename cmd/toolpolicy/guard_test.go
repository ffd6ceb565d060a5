package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"
)

// The watchdog ends the process, so each case runs this test binary again
// as a child that executes the CLI.
func TestMain(m *testing.M) {
	if args := os.Getenv("TOOLPOLICY_CLI_CHILD"); args != "" {
		os.Exit(runProcess(strings.Split(args, "\x1f")))
	}
	childBase = os.TempDir() // before any test points TMPDIR elsewhere
	code := m.Run()
	if childDir != "" {
		os.RemoveAll(childDir)
	}
	os.Exit(code)
}

var (
	childOnce sync.Once
	childBase string // the temporary directory when the tests started
	childDir  string
	childBin  string
	childErr  error
)

// childCommand is the command that runs the CLI in a child process: this
// test binary again, or, when it was built with -race, the command built
// without it. The children test process-level limits (the watchdog, the
// output limit) on inputs built to be expensive; under the race detector
// each costs ten times the CPU and tells nothing more about data races,
// which the in-process tests cover.
//
// The command is built once, in the temporary directory the tests started
// with (a test may point TMPDIR at a directory it checks is left empty),
// and before the child's deadline starts: building is not the child's time.
func childCommand(t *testing.T, args []string) func(context.Context) *exec.Cmd {
	t.Helper()
	if !raceEnabled {
		return func(ctx context.Context) *exec.Cmd {
			cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), "TOOLPOLICY_CLI_CHILD="+strings.Join(args, "\x1f"))
			return cmd
		}
	}
	childOnce.Do(func() {
		if childDir, childErr = os.MkdirTemp(childBase, "toolpolicy-child-"); childErr != nil {
			return
		}
		childBin = filepath.Join(childDir, "toolpolicy")
		cmd := exec.Command("go", "build", "-o", childBin, ".")
		cmd.Env = append(os.Environ(), "TMPDIR="+childBase)
		if out, err := cmd.CombinedOutput(); err != nil {
			childErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if childErr != nil {
		t.Fatal(childErr)
	}
	return func(ctx context.Context) *exec.Cmd { return exec.CommandContext(ctx, childBin, args...) }
}

func runChild(t *testing.T, deadline time.Duration, args ...string) (int, string) {
	t.Helper()
	command := childCommand(t, args)
	ctx, cancel := context.WithTimeout(context.Background(), deadline)
	defer cancel()
	cmd := command(ctx)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%v: still running after %s; the watchdog did not stop it", args, deadline)
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, stderr.String()
}

const bombHeader = `package toolpolicy
release: version: "1.0.0"
providers: d: {default: true, budget: {target: 1, max: 2}}
modes: agent: {}
`

func TestWatchdogStopsEvaluationBombs(t *testing.T) {
	// A string doubled by interpolation 40 times: 16 TiB if evaluated.
	var doubling strings.Builder
	doubling.WriteString(bombHeader + "_s0: \"xxxxxxxxxxxxxxxx\"\n")
	for i := 1; i <= 40; i++ {
		fmt.Fprintf(&doubling, "_s%d: \"\\(_s%d)\\(_s%d)\"\n", i, i-1, i-1)
	}
	doubling.WriteString("tools: a: {state: \"active\", description: _s40}\n")

	// Three nested comprehensions over 100 elements: a million tools.
	cubic := bombHeader + "_l: [for i, _ in [" + strings.Repeat("0,", 99) + "0] {i}]\n" +
		"tools: {for a in _l for b in _l for c in _l {\"t\\(a)_\\(b)_\\(c)\": state: \"deferred\"}}\n"

	for _, tc := range []struct {
		name, src string
		flags     []string
		want      string
	}{
		{"interpolation doubling", doubling.String(), []string{"--max-memory", "256"}, "needed more than 256 MiB (--max-memory)"},
		{"nested comprehensions", cubic, []string{"--max-eval-time", "2s"}, "took longer than 2s (--max-eval-time)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "a.cue"), []byte(tc.src), 0o644); err != nil {
				t.Fatal(err)
			}
			code, stderr := runChild(t, 90*time.Second, append([]string{"lint", "--policy", dir}, tc.flags...)...)
			if code != exitLoad {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, exitLoad, stderr)
			}
			if !strings.Contains(stderr, tc.want) {
				t.Errorf("stderr does not name the limit (%q):\n%s", tc.want, stderr)
			}
			if strings.Contains(stderr, "goroutine ") || strings.Contains(stderr, "panic") {
				t.Errorf("stack trace in stderr:\n%s", stderr)
			}
		})
	}
}

func TestWatchdogLetsTheShippedPolicyThrough(t *testing.T) {
	code, stderr := runChild(t, 60*time.Second, "lint", "--policy", "../../policy", "--max-memory", "256", "--max-eval-time", "30s")
	if code != exitOK {
		t.Errorf("shipped policy under tight limits: exit %d:\n%s", code, stderr)
	}
}

// While a policy loads the collector is off until the heap reaches the
// budget, and on again past it; after the load, it is as before.
func TestLoadHoldsTheCollectorUntilTheBudget(t *testing.T) {
	gcPercentNow := func() int {
		p := debug.SetGCPercent(0)
		debug.SetGCPercent(p)
		return p
	}
	defer debug.SetGCPercent(gcPercentNow())
	debug.SetGCPercent(gcPercent)
	w := watchdog{gcTuned: true, gcBudget: 1 << 40} // never reached
	var during int
	if _, err := guarded(w, "small", func() (int, error) { during = gcPercentNow(); return 0, nil }); err != nil {
		t.Fatal(err)
	}
	if during != -1 || gcPercentNow() != gcPercent {
		t.Fatalf("collector percent while loading %d, after %d; want -1 (off) and %d", during, gcPercentNow(), gcPercent)
	}

	w.gcBudget = 8 << 20
	var hold [][]byte
	if _, err := guarded(w, "large", func() (int, error) {
		for range 64 {
			hold = append(hold, make([]byte, 1<<20)) // 64 MiB, kept live
		}
		deadline := time.Now().Add(5 * time.Second)
		for gcPercentNow() == -1 && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		during = gcPercentNow()
		return 0, nil
	}); err != nil {
		t.Fatal(err)
	}
	if during != gcPercent {
		t.Fatalf("collector percent with %d MiB live past a %d MiB budget: %d, want %d", len(hold), w.gcBudget>>20, during, gcPercent)
	}
}

// What the loads below keep past their end, and the garbage they make
// (package-level, so the compiler keeps it on the heap).
var (
	keptSink    [][]byte
	garbageSink []byte
)

// For a policy of up to loadGCBudget's size the budget is a cap: a load
// that makes much garbage (CUE evaluating label patterns and parameter
// schemas) is collected each time its heap reaches the budget (a soft
// memory limit), instead of growing to three times its live data once the
// collector is back on; and what the load left behind is collected when it
// ends, so lint and gen start from the compiled policy, not from the load's
// peak.
func TestLoadCapsTheHeapAtTheBudget(t *testing.T) {
	defer func() { keptSink, garbageSink = nil, nil }()
	gcPercentNow := func() int {
		p := debug.SetGCPercent(0)
		debug.SetGCPercent(p)
		return p
	}
	liveHeap := func() uint64 {
		s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		metrics.Read(s)
		return s[0].Value.Uint64()
	}
	defer debug.SetGCPercent(gcPercentNow())
	debug.SetGCPercent(gcPercent)
	before := debug.SetMemoryLimit(-1)
	runtime.GC()
	base := liveHeap()

	w := watchdog{gcTuned: true, gcBudget: base + 64<<20, gcCap: true}
	var during int
	var limit int64
	if _, err := guarded(w, "garbage", func() (int, error) {
		during, limit = gcPercentNow(), debug.SetMemoryLimit(-1)
		// 40 MiB kept to the end of the load (under budgetLiveShare of
		// the cap), and 256 MiB of garbage.
		var kept [][]byte
		for range 640 {
			kept = append(kept, make([]byte, 64<<10))
		}
		for i := range 4096 {
			b := make([]byte, 64<<10)
			for j := 0; j < len(b); j += 8 {
				b[j] = byte(i + j)
			}
			garbageSink = b // on the heap, not the stack
		}
		runtime.KeepAlive(kept)
		return 0, nil
	}); err != nil {
		t.Fatal(err)
	}
	if during != -1 || limit != int64(w.gcBudget) {
		t.Errorf("while loading: collector percent %d, memory limit %d MiB; want -1 (off) and the budget, %d MiB", during, limit>>20, w.gcBudget>>20)
	}
	if gcPercentNow() != gcPercent || debug.SetMemoryLimit(-1) != before {
		t.Errorf("after the load: collector percent %d, memory limit %d; want %d and %d as before", gcPercentNow(), debug.SetMemoryLimit(-1), gcPercent, before)
	}
	// What the load kept is garbage once it returns, and has been
	// collected: the collector's next target is set from what lives on.
	if live := liveHeap(); live > base+8<<20 {
		t.Errorf("live heap after the load: %d MiB over the start's; want what the load kept (40 MiB) collected", (live-base)>>20)
	}

	// A load whose live data nears the cap is not collected over and over:
	// the watchdog lifts the cap and turns the collector back on.
	w.gcBudget = base + 16<<20
	if _, err := guarded(w, "large", func() (int, error) {
		for range 64 {
			keptSink = append(keptSink, make([]byte, 1<<20)) // 64 MiB, kept live
		}
		deadline := time.Now().Add(5 * time.Second)
		for gcPercentNow() == -1 && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		during, limit = gcPercentNow(), debug.SetMemoryLimit(-1)
		return 0, nil
	}); err != nil {
		t.Fatal(err)
	}
	if during != gcPercent || limit != before {
		t.Fatalf("with %d MiB live past a %d MiB cap: collector percent %d, memory limit %d; want %d and %d", len(keptSink), (w.gcBudget-base)>>20, during, limit, gcPercent, before)
	}
}

// Unless --max-memory or --max-eval-time is given, the watchdog's limits grow
// with the policy's .cue files: a big honest policy is not stopped as a
// runaway (a 100,000-tool policy that CUE evaluates whole needs 4 GB), while
// a small one keeps the defaults that stop the bombs above.
func TestWatchdogLimitsGrowWithThePolicy(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, size int64) {
		// Sparse: only the size is read.
		f, err := os.Create(filepath.Join(dir, name))
		if err == nil {
			err = f.Truncate(size)
			f.Close()
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	write("a.cue", 20<<20)
	write("b.cue", 7<<20)
	write("a_test.cue", 50<<20) // not part of the package
	write(".hidden.cue", 50<<20)
	write("notes.txt", 50<<20)
	if err := os.Mkdir(filepath.Join(dir, "sub.cue"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := sourceBytes(dir); got != 27<<20 {
		t.Fatalf("sourceBytes = %d, want %d (a.cue and b.cue)", got, 27<<20)
	}
	defaults := globalOptions{MaxMemoryMiB: defaultMaxMemoryMiB, MaxEvalTime: defaultMaxEvalTime}
	// The load of that directory: its collector budget and limits scale.
	w := (&factory{Global: defaults}).watchdog(dir)
	if w.gcBudget != 27<<20*gcBudgetPerSourceByte || w.gcCap || w.maxMemory != 27*192<<20 || w.maxEvalTime != 27*30*time.Second {
		t.Errorf("watchdog for 27 MiB of policy: collector budget %d MiB (cap %v), limits %d MiB and %s", w.gcBudget>>20, w.gcCap, w.maxMemory>>20, w.maxEvalTime)
	}
	if w := (&factory{Global: defaults}).watchdog(t.TempDir()); w.gcBudget != loadGCBudget || !w.gcCap || w.maxMemory != defaultMaxMemoryMiB<<20 {
		t.Errorf("watchdog for an empty policy: collector budget %d MiB (cap %v), memory limit %d MiB", w.gcBudget>>20, w.gcCap, w.maxMemory>>20)
	}
	for _, tc := range []struct {
		name    string
		g       globalOptions
		bytes   int64
		mem     uint64
		evalFor time.Duration
	}{
		{"small policy", defaults, 1 << 20, defaultMaxMemoryMiB << 20, defaultMaxEvalTime},
		{"100,000 tools", defaults, 27 << 20, 27 * 192 << 20, 27 * 30 * time.Second},
		{"flags given", globalOptions{MaxMemoryMiB: 256, MaxEvalTime: 2 * time.Second, MaxMemorySet: true, MaxEvalTimeSet: true}, 27 << 20, 256 << 20, 2 * time.Second},
		{"no limit given", globalOptions{MaxMemorySet: true, MaxEvalTimeSet: true}, 27 << 20, 0, 0},
	} {
		mem, evalFor := scaledLimits(tc.g, tc.bytes)
		if mem != tc.mem || evalFor != tc.evalFor {
			t.Errorf("%s: limits %d MiB, %s; want %d MiB, %s", tc.name, mem>>20, evalFor, tc.mem>>20, tc.evalFor)
		}
	}
}

// A limit given on the command line is the limit, even at its default value.
func TestWatchdogFlagsGivenAreKept(t *testing.T) {
	for _, tc := range []struct {
		args          []string
		memSet, tmSet bool
	}{
		{[]string{"schema"}, false, false},
		{[]string{"schema", "--max-memory", "2048"}, true, false},
		{[]string{"--max-eval-time", "5s", "schema"}, false, true},
	} {
		var out bytes.Buffer
		f := &factory{IO: ioStreams{Out: &out, ErrOut: &out}}
		if code := runWith(f, tc.args); code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, code, out.String())
		}
		if f.Global.MaxMemorySet != tc.memSet || f.Global.MaxEvalTimeSet != tc.tmSet {
			t.Errorf("%v: --max-memory given %v, --max-eval-time given %v; want %v, %v", tc.args, f.Global.MaxMemorySet, f.Global.MaxEvalTimeSet, tc.memSet, tc.tmSet)
		}
	}
}
