package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"time"
)

// CUE evaluation cannot be cancelled, and a few lines of CUE can ask for
// exponential work (a string doubled by interpolation forty times, nested
// comprehensions). Loading therefore runs under a watchdog: past the memory
// or time limit the process stops with exit 2 and a message naming the
// limit. Nothing is written while a policy loads, so stopping leaves every
// output as it was.

// Defaults for --max-memory (MiB) and --max-eval-time, for a policy of up
// to about 10 MB. A runaway evaluation is a small source asking for far more
// than its size; a big honest policy asks in proportion to its size. So
// unless the flag is given, each limit is the larger of its default and a
// share per MiB of the policy's .cue files: CUE's own evaluation of a
// 100,000-tool policy (27 MB) that the fast path cannot take needed 4 GB of
// memory and 81 s of CPU (214 s of wall time with the machine shared),
// against 2048 MiB and 2 minutes (docs/performance.md).
const (
	defaultMaxMemoryMiB = 2048
	defaultMaxEvalTime  = 2 * time.Minute
	memoryPerSourceMiB  = 192 // MiB of heap per MiB of policy source
	timePerSourceMiB    = 30 * time.Second
)

// scaledLimits returns the watchdog's limits for a policy of sourceBytes:
// the flags' values when set, else the larger of the default and the
// policy's share.
func scaledLimits(g globalOptions, sourceBytes int64) (maxMemory uint64, maxEvalTime time.Duration) {
	maxMemory, maxEvalTime = uint64(g.MaxMemoryMiB)<<20, g.MaxEvalTime
	mib := float64(sourceBytes) / (1 << 20)
	if !g.MaxMemorySet {
		maxMemory = max(maxMemory, uint64(mib*memoryPerSourceMiB*(1<<20)))
	}
	if !g.MaxEvalTimeSet {
		maxEvalTime = max(maxEvalTime, time.Duration(mib*float64(timePerSourceMiB)))
	}
	return maxMemory, maxEvalTime
}

// sourceBytes is the size of the .cue files directly in dir that a load
// reads (hidden and _test.cue files left out); 0 when dir cannot be read.
func sourceBytes(dir string) int64 {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	var total int64
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".cue") || strings.HasPrefix(name, ".") || strings.HasSuffix(name, "_test.cue") {
			continue
		}
		if info, err := e.Info(); err == nil {
			total += info.Size()
		}
	}
	return total
}

// gcPercent is the collector's target for a run when GOGC is not set (and
// for loading, once the heap is past loadGCBudget). gen and lint allocate
// many short-lived strings; collecting half as often as Go's default (100)
// took about a tenth off `check` at 10,000 tools for a fifth more peak
// memory (docs/performance.md).
const gcPercent = 200

// loadGCBudget is how far the heap may grow while a policy loads before the
// collector runs at all. Most of what loading allocates stays live (the
// syntax trees, the model), so collecting while the heap grows mostly
// re-marks the same objects: at 10,000 tools loading allocates about 100 MB,
// and with the collector held off until this budget it takes a fifth less
// time for about 20 MB more peak memory (docs/performance.md). The five
// generated shapes of 10,000 tools and the common CUE idioms allocate
// 56-133 MB while loading. A policy CUE evaluates more of (the patterned
// shape: parameter schemas, label patterns) allocates 250 MB, most of it
// garbage, with 80-100 MB live at a time: for a policy of this size the
// budget is a cap (watchdog.gcCap), a soft memory limit under which the
// collector runs as often as the heap reaches it, so the load stays within
// it (that shape's check peaked at 245 MB when the budget only turned the
// collector back on at gcPercent, 175 MB with the cap). Past the budget's
// share for live data (budgetLiveShare), or for a larger policy, whose
// budget grows with its size (gcBudgetPerSourceByte), it only turns the
// collector back on at gcPercent, and the memory watchdog applies as
// always.
const loadGCBudget uint64 = 160 << 20

// gcBudgetPerSourceByte scales loadGCBudget to a large policy: loading
// allocates 30 to 35 bytes per byte of source (a 100,000-tool policy of
// 19-23 MB reaches 700-760 MB), and most of it stays live until the load
// ends. A budget below that collects once near the end of loading, marking
// 330-390 MB of syntax trees that die moments later; with this one the
// first collection comes after the load and finds 110-160 MB live, a tenth
// as at 10,000 tools, so the collector's share of the run stays the same
// (docs/performance.md).
const gcBudgetPerSourceByte = 48

// tuneGC applies gcPercent unless the user set GOGC, which then wins; it
// reports whether toolpolicy tunes the collector.
func tuneGC() bool {
	if _, set := os.LookupEnv("GOGC"); set {
		return false
	}
	debug.SetGCPercent(gcPercent)
	return true
}

// watchdog holds the limits for one load and where to report overruns.
type watchdog struct {
	stderr io.Writer
	// exit ends the process past a limit (CUE evaluation cannot be
	// stopped any other way); nil only reports, for in-process callers
	// whose loads never overrun.
	exit     func(int)
	gcTuned  bool   // toolpolicy owns the collector setting (GOGC unset)
	gcBudget uint64 // heap size at which the collector comes back on
	// gcCap makes gcBudget a cap on the process's memory while loading
	// (a soft limit: the collector runs each time the heap reaches it)
	// until the live heap takes more than budgetLiveShare of it.
	gcCap       bool
	maxMemory   uint64 // bytes; 0: no limit
	maxEvalTime time.Duration
	// task and hint word the overrun message; empty: loading a policy.
	task, hint string
}

func (w watchdog) words() (task, hint string) {
	if w.task == "" {
		return "evaluating policy", "look for comprehensions or interpolations that multiply work"
	}
	return w.task, w.hint
}

// guarded runs load under the watchdog w for the policy named what.
func guarded[T any](w watchdog, what string, load func() (T, error)) (T, error) {
	limit := w.maxMemory
	old := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(old)
	after := old // the soft limit once the budget no longer applies
	if limit > 0 {
		// Make the collector work harder near the limit before the watchdog
		// gives up, so a policy that fits is not stopped by garbage.
		after = int64(limit)
		debug.SetMemoryLimit(after)
	}
	gcOff := w.gcTuned
	var cycles uint64
	if gcOff {
		// Held off until the heap reaches the budget (the watchdog turns
		// it back on), and restored when the load ends.
		defer debug.SetGCPercent(debug.SetGCPercent(-1))
		if w.gcCap {
			// Collected each time the heap reaches the budget, until the
			// watchdog turns the collector back on.
			debug.SetMemoryLimit(min(int64(min(w.gcBudget, math.MaxInt64)), after))
		}
		cycles = gcCycles()
	}
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		w.watch(what, gcOff, after, done)
	}()
	v, err := load()
	close(done)
	<-stopped
	if gcOff && gcCycles() > cycles {
		// The last collection found what loading held live at that
		// moment (syntax trees, CUE values: 80 MB at 10,000 tools of the
		// patterned shape), and the collector's next target is set from
		// it: at gcPercent, lint and gen would grow the heap to three
		// times that before collecting again. Most of it is garbage now;
		// collected here, the target is set from the compiled policy
		// (20 MB). A load that never collected needs none of this: its
		// target is still the process's start-up one, and restoring
		// gcPercent starts a collection at once.
		runtime.GC()
	}
	return v, err
}

// gcCycles is the number of collections the process has completed.
func gcCycles() uint64 {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// budgetLiveShare is how much of a capped budget (watchdog.gcCap) the heap
// a collection leaves live may take before the watchdog lifts the cap: under
// it the collector runs each time the heap grows by what the cap leaves
// beyond the live heap, so as a policy's syntax trees and values accumulate
// it would run ever more often. The patterned shape at 10,000 tools keeps
// 80-100 MB live while loading (the tokenizer's vocabulary included, in
// check); at a share of 0.6 the cap was lifted in some runs and not in
// others, which then peaked at 210-226 MB instead of 175-180.
const budgetLiveShare = 0.75

func (w watchdog) watch(what string, gcOff bool, after int64, done <-chan struct{}) {
	limit, timeout := w.maxMemory, w.maxEvalTime
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	var deadline <-chan time.Time
	if timeout > 0 {
		t := time.NewTimer(timeout)
		defer t.Stop()
		deadline = t.C
	}
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/gc/heap/live:bytes"}}
	for {
		select {
		case <-done:
			return
		case <-deadline:
			task, hint := w.words()
			w.stop(fmt.Sprintf("toolpolicy: %s %s took longer than %s (--max-eval-time); %s", task, what, timeout, hint))
			return
		case <-tick.C:
			if limit == 0 && !gcOff {
				continue
			}
			metrics.Read(sample)
			if sample[0].Value.Kind() != metrics.KindUint64 || sample[1].Value.Kind() != metrics.KindUint64 {
				continue
			}
			heap, live := sample[0].Value.Uint64(), sample[1].Value.Uint64()
			// Under a cap the heap stays near the budget however much
			// garbage the load makes; the cap is lifted for live data.
			if gcOff && (w.gcCap && float64(live) > budgetLiveShare*float64(w.gcBudget) || !w.gcCap && heap > w.gcBudget) {
				debug.SetMemoryLimit(after)
				debug.SetGCPercent(gcPercent)
				gcOff = false
			}
			if limit > 0 && heap > limit {
				task, hint := w.words()
				w.stop(fmt.Sprintf("toolpolicy: %s %s needed more than %d MiB (--max-memory); %s", task, what, limit>>20, hint))
				return
			}
		}
	}
}

// stop reports an overrun and ends the process with exit 2.
func (w watchdog) stop(msg string) {
	if w.stderr != nil {
		fmt.Fprintln(w.stderr, msg)
	}
	if w.exit != nil {
		w.exit(exitLoad)
	}
}
