package main

import (
	"fmt"
	"io"
	"os"
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
// time for about 20 MB more peak memory (docs/performance.md). Past the
// budget (a larger policy, or a runaway evaluation) the collector runs at
// gcPercent again, and the memory watchdog applies as always. The five
// generated shapes of 10,000 tools and the common CUE idioms allocate
// 56-133 MB while loading; a policy CUE evaluates more of (the patterned
// shape: parameter schemas, label patterns) allocates 250 MB, most of it
// garbage, and peaked at 310 MB with a budget of 256 MB, 230 MB with this one.
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
	exit        func(int)
	gcTuned     bool   // toolpolicy owns the collector setting (GOGC unset)
	gcBudget    uint64 // heap size at which the collector comes back on
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
	if limit > 0 {
		// Make the collector work harder near the limit before the watchdog
		// gives up, so a policy that fits is not stopped by garbage.
		old := debug.SetMemoryLimit(int64(limit))
		defer debug.SetMemoryLimit(old)
	}
	gcOff := w.gcTuned
	if gcOff {
		// Held off until the heap reaches loadGCBudget (the watchdog turns
		// it back on), and restored when the load ends.
		defer debug.SetGCPercent(debug.SetGCPercent(-1))
	}
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		w.watch(what, gcOff, done)
	}()
	v, err := load()
	close(done)
	<-stopped
	return v, err
}

func (w watchdog) watch(what string, gcOff bool, done <-chan struct{}) {
	limit, timeout := w.maxMemory, w.maxEvalTime
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	var deadline <-chan time.Time
	if timeout > 0 {
		t := time.NewTimer(timeout)
		defer t.Stop()
		deadline = t.C
	}
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
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
			if sample[0].Value.Kind() != metrics.KindUint64 {
				continue
			}
			heap := sample[0].Value.Uint64()
			if gcOff && heap > w.gcBudget {
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
