package report

import (
	"fmt"
	"io"
	"strings"
)

// Formats lists the output formats Write understands, in the order --help
// shows them.
var Formats = []string{"text", "json", "sarif", "github", "markdown"}

// Options carries what some formats need beyond the diagnostics.
type Options struct {
	// Tool names the producing tool (SARIF driver, markdown heading).
	// Empty means "toolpolicy".
	Tool string
	// Version is the tool's version, recorded in SARIF.
	Version string
	// InformationURI is the tool's home page, recorded in SARIF.
	InformationURI string
	// Title heads the markdown report; empty means "<Tool> findings".
	Title string
}

func (o Options) tool() string {
	if o.Tool == "" {
		return "toolpolicy"
	}
	return o.Tool
}

// UnknownFormatError is returned by Write for a format not in Formats.
type UnknownFormatError struct{ Format string }

func (e *UnknownFormatError) Error() string {
	return fmt.Sprintf("unknown format %q (one of: %s)", e.Format, strings.Join(Formats, ", "))
}

// Write renders diags in format. The diagnostics are written in the order
// Sort gives, whatever order they arrive in; rules describes every rule that
// could have reported (SARIF and markdown use it), in the order to show them.
func Write(w io.Writer, format string, diags []Diagnostic, rules []RuleInfo, opts Options) error {
	ds := append([]Diagnostic(nil), diags...)
	Sort(ds)
	var err error
	switch format {
	case "text":
		err = writeText(w, ds)
	case "json":
		err = writeJSON(w, ds)
	case "sarif":
		err = writeSARIF(w, ds, rules, opts)
	case "github":
		err = writeGitHub(w, ds)
	case "markdown":
		err = writeMarkdown(w, ds, rules, opts)
	default:
		return &UnknownFormatError{Format: format}
	}
	if err != nil {
		return fmt.Errorf("writing %s report: %w", format, err)
	}
	return nil
}

// errWriter remembers the first write error so the formatters can print
// freely and check once.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}

// ErrWriter is an io.Writer that remembers the first error of W and writes
// nothing after it, so a command can print freely and check Err once: a
// full disk or a closed pipe is then an error, not a truncated output
// that looks whole.
type ErrWriter struct {
	W   io.Writer
	Err error
}

func (e *ErrWriter) Write(p []byte) (int, error) {
	if e.Err != nil {
		return 0, e.Err
	}
	n, err := e.W.Write(p)
	if err != nil {
		e.Err = err
	}
	return n, err
}
