package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/report"
)

// Exit codes. The contract is documented in the README and in --help.
const (
	exitOK       = 0 // nothing at or above the fail level
	exitFindings = 1 // lint findings at or above the fail level
	exitLoad     = 2 // the policy did not load, or the command was misused
	exitStale    = 3 // generated files differ from the policy
	exitBreaking = 4 // a breaking change against the previous policy
	exitDisagree = 5 // the harness's tool list disagrees with the policy
)

const exitCodesHelp = `Exit codes:
  0  nothing at or above the fail level
  1  lint findings at or above the fail level (--fail-level, default error)
  2  the policy could not be loaded, or the command was misused
  3  generated files are stale (gen --check, check, fmt --check)
  4  a breaking change against the previous policy (breaking)
  5  the harness's tool list disagrees with the policy (verify)`

// Every way a command can fail has one type below; exitCode is the one place
// that turns them into exit codes. A command returns one of these (or an
// error wrapping one), never an exit code.

// usageError: the command was misused (a bad flag value, an unknown
// provider or mode, a missing required flag). Exit 2.
type usageError struct{ err error }

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

func usageErr(err error) error { return &usageError{err} }

func usagef(format string, args ...any) error { return &usageError{fmt.Errorf(format, args...)} }

// inputError: the input could not be used (a policy that does not exist
// or does not load, a refused output path, a git ref that is not there).
// Exit 2. A *compiler.LoadError is one too, wrapped or not.
type inputError struct{ err error }

func (e *inputError) Error() string { return e.err.Error() }
func (e *inputError) Unwrap() error { return e.err }

func inputErr(err error) error { return &inputError{err} }

// findingsError: findings at or above the fail level. The report has been
// written already, so it prints nothing more. Exit 1.
type findingsError struct{ n int }

func (e *findingsError) Error() string {
	return fmt.Sprintf("%d finding%s at or above the fail level", e.n, plural(e.n))
}

// staleError: generated (or formatted) files differ from what they should
// be. msg, when not empty, is printed. Exit 3.
type staleError struct{ msg string }

func (e *staleError) Error() string { return e.msg }

// breakingError: breaking changes at or above the fail level. Exit 4.
type breakingError struct {
	n                  int
	against, failLevel string
}

func (e *breakingError) Error() string {
	return fmt.Sprintf("%d breaking change%s against %s at or above %s", e.n, plural(e.n), e.against, e.failLevel)
}

// disagreeError: verify found the harness's tool list disagreeing with the
// policy at or above the fail level. The report has been written. Exit 5.
type disagreeError struct{ n int }

func (e *disagreeError) Error() string {
	return fmt.Sprintf("%d disagreement%s with the policy at or above the fail level", e.n, plural(e.n))
}

// interruptedError: gen stopped on a signal after putting the previous
// outputs back. Exit 128 + the signal's number, as a shell expects.
type interruptedError struct{ sig os.Signal }

func (e *interruptedError) Error() string { return "stopped by " + e.sig.String() }

// exitCode maps an error onto the exit-code contract.
func exitCode(err error) int {
	var (
		fe *findingsError
		se *staleError
		be *breakingError
		ie *interruptedError
		de *disagreeError
	)
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ie):
		if n, ok := ie.sig.(syscall.Signal); ok {
			return 128 + int(n)
		}
		return 128 + 2
	case errors.As(err, &fe):
		return exitFindings
	case errors.As(err, &se):
		return exitStale
	case errors.As(err, &be):
		return exitBreaking
	case errors.As(err, &de):
		return exitDisagree
	}
	// usageError, inputError, compiler.LoadError, and cobra's own errors
	// (unknown command, wrong number of arguments) are all exit 2.
	return exitLoad
}

// reportError prints what the user needs to know about err, if anything,
// and returns its exit code.
func reportError(w io.Writer, err error) int {
	code := exitCode(err)
	var (
		fe *findingsError
		se *staleError
		le *compiler.LoadError
	)
	switch {
	case err == nil, errors.As(err, &fe), errors.As(err, new(*disagreeError)):
	case errors.As(err, &se):
		if se.msg != "" {
			fmt.Fprintln(w, "toolpolicy: "+se.msg)
		}
	// Error text quotes file names, ref names and policy values: shown
	// through report.Text, so a terminal does not act on their controls.
	case errors.As(err, &le):
		for _, p := range le.Problems {
			fmt.Fprintln(w, report.Text(p.String()))
		}
		fmt.Fprintf(w, "toolpolicy: policy %s did not load (%d problem%s)\n", report.TextLine(le.Dir), len(le.Problems), plural(len(le.Problems)))
	default:
		fmt.Fprintln(w, "toolpolicy: "+report.Text(err.Error()))
	}
	return code
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// writeErr is the error of a command whose output could not be written
// (a full disk, a closed pipe): exit 2, not an output cut short that looks
// whole.
func writeErr(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("writing output: %w", err)
}
