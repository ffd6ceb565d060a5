// Command toolpolicy compiles, lints and generates from a CUE policy for the
// tool surface of an LLM agent harness.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/compiler"
)

// Exit codes. The contract is documented in the README and in --help.
const (
	exitOK       = 0 // nothing at or above the fail level
	exitFindings = 1 // lint findings at or above the fail level
	exitLoad     = 2 // the policy did not load, or the command was misused
	exitStale    = 3 // generated files differ from the policy
	exitBreaking = 4 // a breaking change against the previous policy
)

// exitError carries an exit code out of a command; a nil Err means the
// command already printed what the user needs.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit %d", e.code)
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

func withCode(code int, err error) error { return &exitError{code: code, err: err} }

func main() { os.Exit(runProcess(os.Args[1:])) }

// runProcess is what the process does: tune the collector, then run.
func runProcess(args []string) int {
	gcTuned = tuneGC()
	return run(args, os.Stdout, os.Stderr)
}

// run executes the CLI and maps errors onto the exit-code contract, once.
func run(args []string, stdout, stderr io.Writer) int {
	root := newRootCmd()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	guardStderr = stderr
	var prof *cpuProfile
	root.PersistentPreRunE = func(*cobra.Command, []string) (err error) {
		if prof, err = startCPUProfile(global.cpuProfile); err != nil {
			return withCode(exitLoad, err)
		}
		return nil
	}
	err := root.Execute()
	if perr := prof.stop(); perr != nil && err == nil {
		err = withCode(exitLoad, perr)
	}
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			printErr(stderr, ee.err)
		}
		return ee.code
	}
	printErr(stderr, err)
	var le *compiler.LoadError
	if errors.As(err, &le) {
		return exitLoad
	}
	// Anything else is a usage error from cobra (unknown flag, bad arguments).
	return exitLoad
}

func printErr(w io.Writer, err error) {
	var le *compiler.LoadError
	if errors.As(err, &le) {
		for _, p := range le.Problems {
			fmt.Fprintln(w, p.String())
		}
		fmt.Fprintf(w, "toolpolicy: policy %s did not load (%d problem%s)\n", le.Dir, len(le.Problems), plural(len(le.Problems)))
		return
	}
	fmt.Fprintln(w, "toolpolicy: "+err.Error())
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
