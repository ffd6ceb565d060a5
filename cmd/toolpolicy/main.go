// Command toolpolicy compiles, lints and generates from a CUE policy for the
// tool surface of an LLM agent harness.
package main

import (
	"io"
	"os"
)

func main() { os.Exit(runProcess(os.Args[1:])) }

// runProcess is what the process does: tune the collector, then run with
// the process's own streams and exit.
func runProcess(args []string) int {
	f := &factory{
		IO:      ioStreams{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr},
		gcTuned: tuneGC(),
		exit:    os.Exit,
	}
	return runWith(f, args)
}

// run executes the CLI with the given output streams and no collector
// tuning; tests and benchmarks use it.
func run(args []string, stdout, stderr io.Writer) int {
	return runWith(&factory{IO: ioStreams{In: eofReader{}, Out: stdout, ErrOut: stderr}}, args)
}

// runWith builds the command tree for f, executes it, and maps the result
// onto the exit-code contract, once.
func runWith(f *factory, args []string) int {
	root := newRootCmd(f)
	root.SetArgs(args)
	root.SetIn(f.IO.In)
	root.SetOut(f.IO.Out)
	root.SetErr(f.IO.ErrOut)
	err := root.Execute()
	if perr := f.stopProfile(); perr != nil && err == nil {
		err = usageErr(perr)
	}
	return reportError(f.IO.ErrOut, err)
}

// eofReader is an empty standard input.
type eofReader struct{}

func (eofReader) Read([]byte) (int, error) { return 0, io.EOF }
