package main

import (
	"io"
	"time"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/model"
)

// ioStreams are the streams a command reads and writes; tests pass buffers.
type ioStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
}

// globalOptions are the flags every command shares (the root's persistent
// flags).
type globalOptions struct {
	Policy       string
	MaxMemoryMiB int
	MaxEvalTime  time.Duration
	// MaxMemorySet and MaxEvalTimeSet: the flag was given, so its value
	// is the limit; otherwise the limit grows with the policy (scaledLimits).
	MaxMemorySet, MaxEvalTimeSet bool
	CPUProfile                   string
	Limits                       compiler.Limits // --max-files and the other input limits
}

// factory is the world a command runs in: its streams, the shared flags,
// and how the process is tuned. One is built per run; nothing in this
// package keeps state between runs.
type factory struct {
	IO     ioStreams
	Global globalOptions

	// gcTuned says toolpolicy set the collector (GOGC was not set), so the
	// watchdog may hold it off while a policy loads.
	gcTuned bool
	// gcBudget is how far the heap may grow while loading before the
	// collector runs; zero means loadGCBudget.
	gcBudget uint64
	// exit ends the process when the watchdog stops a runaway evaluation;
	// nil for in-process runs, which then only report.
	exit func(int)

	prof *cpuProfile
}

// loadPolicy compiles the policy named by --policy under the watchdog.
func (f *factory) loadPolicy() (*model.Policy, error) {
	return f.loadPolicyAt(f.Global.Policy)
}

// loadPolicyAt compiles the policy in dir under the watchdog.
func (f *factory) loadPolicyAt(dir string) (*model.Policy, error) {
	p, err := guarded(f.watchdog(dir), dir, func() (*model.Policy, error) { return compiler.LoadDir(dir, compiler.WithLimits(f.Global.Limits)) })
	if err != nil {
		return nil, inputErr(err)
	}
	return p, nil
}

// watchdog is the limit set for one load, from the global flags and the
// size of the policy in dir.
func (f *factory) watchdog(dir string) watchdog {
	size := sourceBytes(dir)
	budget, capped := f.gcBudget, false
	if budget == 0 {
		// The fixed budget caps the heap of a policy up to its size; a
		// larger policy's grows with it, and only holds the collector off.
		share := uint64(size) * gcBudgetPerSourceByte
		budget, capped = max(loadGCBudget, share), share <= loadGCBudget
	}
	mem, t := scaledLimits(f.Global, size)
	return watchdog{
		stderr:      f.IO.ErrOut,
		exit:        f.exit,
		gcTuned:     f.gcTuned,
		gcBudget:    budget,
		gcCap:       capped,
		maxMemory:   mem,
		maxEvalTime: t,
	}
}

// guardGen runs gen's in-memory generation under the watchdog: a small
// policy can ask for outputs far larger than itself (a long string every
// snapshot repeats). Stopping there is safe, since nothing has been written
// yet; writing itself is never stopped half-way. The collector stays on:
// generation makes garbage, unlike loading.
func (f *factory) guardGen(what string, fn func() error) error {
	w := f.watchdog(f.Global.Policy)
	w.gcTuned = false
	w.task = "generating the outputs of policy"
	w.hint = "nothing was written; look for long strings that many catalogs repeat, or raise the limit"
	_, err := guarded(w, what, func() (struct{}, error) { return struct{}{}, fn() })
	return err
}

// startProfile starts the CPU profile --cpu-profile asks for.
func (f *factory) startProfile() error {
	p, err := startCPUProfile(f.Global.CPUProfile)
	if err != nil {
		return usageErr(err)
	}
	f.prof = p
	return nil
}

// stopProfile ends the profile, if one runs, and moves it into place.
func (f *factory) stopProfile() error {
	p := f.prof
	f.prof = nil
	return p.stop()
}

// runOr is the run function a command calls: the one a test injected, else
// the command's own.
func runOr[O any](injected, own func(*O) error) func(*O) error {
	if injected != nil {
		return injected
	}
	return own
}
