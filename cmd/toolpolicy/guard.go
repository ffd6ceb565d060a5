package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// CUE evaluation cannot be cancelled, and a few lines of CUE can ask for
// exponential work (a string doubled by interpolation forty times, nested
// comprehensions). Loading therefore runs under a watchdog: past the memory
// or time limit the process stops with exit 2 and a message naming the
// limit. Nothing is written while a policy loads, so stopping leaves every
// output as it was.

// Defaults for --max-memory (MiB) and --max-eval-time.
const (
	defaultMaxMemoryMiB = 2048
	defaultMaxEvalTime  = 2 * time.Minute
)

// gcPercent is the collector's target for a run when GOGC is not set. Loading
// allocates many short-lived CUE values and gen many short-lived strings;
// collecting half as often as Go's default (100) takes about a tenth off
// `check` at 10,000 tools for about 40% more peak memory (docs/performance.md).
const gcPercent = 200

// tuneGC applies gcPercent unless the user set GOGC, which then wins.
func tuneGC() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(gcPercent)
	}
}

// guardStderr is where the watchdog reports; run sets it.
var guardStderr io.Writer = os.Stderr

// guardExit ends the process; tests of the watchdog run it in a subprocess.
var guardExit = os.Exit

// guarded runs load under the watchdog for the policy named what.
func guarded[T any](what string, load func() (T, error)) (T, error) {
	limit := uint64(global.maxMemoryMiB) << 20
	if limit > 0 {
		// Make the collector work harder near the limit before the watchdog
		// gives up, so a policy that fits is not stopped by garbage.
		old := debug.SetMemoryLimit(int64(limit))
		defer debug.SetMemoryLimit(old)
	}
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		watch(what, limit, global.maxEvalTime, done)
	}()
	v, err := load()
	close(done)
	<-stopped
	return v, err
}

func watch(what string, limit uint64, timeout time.Duration, done <-chan struct{}) {
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
			fmt.Fprintf(guardStderr, "toolpolicy: evaluating policy %s took longer than %s (--max-eval-time); "+
				"look for comprehensions or interpolations that multiply work\n", what, timeout)
			guardExit(exitLoad)
			return
		case <-tick.C:
			if limit == 0 {
				continue
			}
			metrics.Read(sample)
			if sample[0].Value.Kind() == metrics.KindUint64 && sample[0].Value.Uint64() > limit {
				fmt.Fprintf(guardStderr, "toolpolicy: evaluating policy %s needed more than %d MiB (--max-memory); "+
					"look for comprehensions or interpolations that multiply work\n", what, limit>>20)
				guardExit(exitLoad)
				return
			}
		}
	}
}
