package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/report"
)

// reportFlags are the report flags of the commands that produce findings
// (lint, check, breaking): where the report goes, in which formats, and the
// severity that fails the run.
type reportFlags struct {
	Format    string   // --format: one report on stdout
	Outputs   []string // --output FORMAT[=PATH], repeatable
	FailLevel string
}

// output is one report to write: a format and a file ("" is stdout).
type output struct {
	format string
	path   string
}

func addReportFlags(cmd *cobra.Command, r *reportFlags, failHelp string) {
	cmd.Flags().StringVar(&r.Format, "format", "", "output format on stdout: "+strings.Join(report.Formats, ", ")+" (default text; shorthand for --output FORMAT)")
	cmd.Flags().StringArrayVar(&r.Outputs, "output", nil, "write a report in `FORMAT[=PATH]` (to stdout without =PATH); repeat for several reports in one run")
	cmd.Flags().StringVar(&r.FailLevel, "fail-level", "error", failHelp)
}

// outputs validates the flags and returns the reports to write: --format's
// on stdout, then each --output in order; text on stdout when neither is
// given. At most one report may go to stdout, and no two to the same file.
func (r *reportFlags) outputs(formats ...string) ([]output, error) {
	if err := checkEnum("fail-level", r.FailLevel, "error", "warning"); err != nil {
		return nil, err
	}
	var outs []output
	if r.Format != "" {
		if err := checkEnum("format", r.Format, formats...); err != nil {
			return nil, err
		}
		outs = append(outs, output{format: r.Format})
	}
	seen := map[string]bool{}
	if r.Format != "" {
		seen[""] = true
	}
	for _, spec := range r.Outputs {
		format, path, _ := strings.Cut(spec, "=")
		if path == "-" {
			path = ""
		}
		if !slices.Contains(formats, format) {
			return nil, usagef("--output %s: the format must be one of %s, not %q", spec, strings.Join(formats, ", "), format)
		}
		key := path
		if key != "" {
			key = filepath.Clean(path)
		}
		if seen[key] {
			if path == "" {
				return nil, usagef("--output %s: only one report can go to stdout (give the others a =PATH)", spec)
			}
			return nil, usagef("--output %s: %s already receives a report", spec, path)
		}
		seen[key] = true
		outs = append(outs, output{format: format, path: path})
	}
	if len(outs) == 0 {
		outs = append(outs, output{format: "text"})
	}
	return outs, nil
}

// stdoutFormat is the format of the report on stdout, or "" when every
// report goes to a file.
func stdoutFormat(outs []output) string {
	for _, o := range outs {
		if o.path == "" {
			return o.format
		}
	}
	return ""
}

// writeOutputs writes every report: write renders one format to w. A file
// is written beside its destination and renamed into place, so a failed run
// never leaves half a report. Every report is rendered before any file is
// replaced.
func writeOutputs(streams ioStreams, outs []output, write func(w io.Writer, format string) error) error {
	type rendered struct {
		path string
		data []byte
	}
	var files []rendered
	for _, o := range outs {
		if o.path == "" {
			continue
		}
		var buf bytes.Buffer
		if err := write(&buf, o.format); err != nil {
			return err
		}
		files = append(files, rendered{o.path, buf.Bytes()})
	}
	for _, f := range files {
		if err := writeFileAtomic(f.path, f.data); err != nil {
			return usageErr(fmt.Errorf("--output %s: %w", f.path, err))
		}
	}
	for _, o := range outs {
		if o.path == "" {
			return write(streams.Out, o.format)
		}
	}
	return nil
}

// writeFileAtomic replaces path with data through a temporary file in the
// same directory. A symbolic link is written through, as a shell's > does:
// its target is replaced and the link kept. An existing file keeps its
// permissions (a private file stays private); a new one gets 0644.
func writeFileAtomic(path string, data []byte) error {
	path, mode, err := writeTarget(path)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return withoutPath(err)
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(mode)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// writeTarget returns the file writeFileAtomic replaces for path (a
// link's target) and the permissions to give it; an error for a directory
// or a link that leads nowhere.
func writeTarget(path string) (string, fs.FileMode, error) {
	fi, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return path, 0o644, nil
	}
	if err != nil {
		return "", 0, withoutPath(err)
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		target, err := filepath.EvalSymlinks(path)
		if err != nil {
			return "", 0, fmt.Errorf("a symbolic link whose target cannot be read: %w", withoutPath(err))
		}
		path = target
		if fi, err = os.Stat(path); err != nil {
			return "", 0, withoutPath(err)
		}
	}
	if fi.IsDir() {
		return "", 0, errors.New("is a directory")
	}
	return path, fi.Mode().Perm(), nil
}

// withoutPath is err without its *fs.PathError (the caller names the path).
func withoutPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// loadFailedError: the policy did not load, and its problems have been
// written as findings in every requested format. Exit 2.
type loadFailedError struct{ le *compiler.LoadError }

func (e *loadFailedError) Error() string {
	n := len(e.le.Problems)
	return fmt.Sprintf("policy %s did not load (%d problem%s)", e.le.Dir, n, plural(n))
}

// reportLoadFailure writes a policy's load problems as findings in every
// requested report when err is a *compiler.LoadError, and returns the error
// to end the run with; any other error is returned as it is.
func reportLoadFailure(streams ioStreams, outs []output, title string, err error) error {
	var le *compiler.LoadError
	if !errors.As(err, &le) {
		return err
	}
	diags := loadDiagnostics(le)
	werr := writeOutputs(streams, outs, func(w io.Writer, format string) error {
		return report.Write(w, format, diags, loadRuleInfos(), reportOptions(title))
	})
	if werr != nil {
		return werr
	}
	return &loadFailedError{le}
}

// loadDiagnostics turns load problems into error findings.
func loadDiagnostics(le *compiler.LoadError) []report.Diagnostic {
	out := make([]report.Diagnostic, 0, len(le.Problems))
	for _, p := range le.Problems {
		out = append(out, report.Diagnostic{
			Rule: p.Rule, Severity: report.SeverityError, Message: p.Msg,
			Pos: p.Pos, Suggestion: p.Suggestion,
		})
	}
	return out
}

// loadRuleInfos describes the load-problem rules for SARIF and markdown.
func loadRuleInfos() []report.RuleInfo {
	out := make([]report.RuleInfo, 0, len(compiler.LoadRules))
	for _, r := range compiler.LoadRules {
		out = append(out, report.RuleInfo{
			ID: r.ID, Summary: r.Summary, Severity: report.SeverityError,
			Doc: r.Summary + ". A policy with this problem does not load, so nothing else is checked until it is fixed.",
		})
	}
	return out
}
