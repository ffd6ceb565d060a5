package main

import (
	"fmt"
	"io"
	"sync"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/gen"
	"github.com/toolpolicy/toolpolicy/internal/tokens"
	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// staleRule is the rule id check reports generated files under, so they sit
// in the same report (and the same SARIF run) as the lint findings.
const staleRule = "generated-stale"

var staleRuleInfo = report.RuleInfo{
	ID:      staleRule,
	Summary: "Generated files must match the policy",
	Doc: "The Go tables, golden catalog snapshots and docs are generated from the policy. " +
		"A file that differs from what the policy produces now, is missing, or is no longer " +
		"produced means the policy changed without `toolpolicy gen`: harnesses would compile " +
		"against, and reviewers would read, a surface the policy no longer describes. " +
		"Run `toolpolicy gen` and commit the result.",
	Severity: report.SeverityError,
}

// checkOptions are what check runs with.
type checkOptions struct {
	IO     ioStreams
	Policy func() (*model.Policy, error)
	Out    outFlags
	Report reportFlags
}

// newCheckCmd is the CI gate: load, lint and gen --check in one run.
func newCheckCmd(f *factory, runF func(*checkOptions) error) *cobra.Command {
	opts := &checkOptions{IO: f.IO, Policy: f.loadPolicy, Out: outFlags{guard: f.guardGen}}
	cmd := &cobra.Command{
		Use:   "check [--format F] [--fail-level error|warning]",
		Short: "The CI gate: load, lint and verify generated files in one run",
		Long: `Load the policy, lint it, and check that the generated files (gen --check)
match it, in one run with one report.

Stale, missing and orphaned generated files are reported as findings of the
rule ` + staleRule + ` beside the lint findings, in every report (--format F
for one on stdout; --output F[=PATH], repeatable, for several in one run:
annotations, SARIF and a step summary at once). With a text report on stdout
the unified diff of every stale file is printed too; otherwise it goes to
stderr, so stdout stays machine-readable. A policy that does not load is
reported as findings too (see lint --help), with exit 2.

Exit codes, first match wins:
  2  the policy did not load, an output path was refused, or misuse
  1  lint findings at or above --fail-level (the policy itself needs fixing)
  3  generated files are stale, missing or orphaned (run toolpolicy gen)
  0  otherwise

Output directories are found as for gen: flags (relative to the working
directory), else the policy's gen block, else toolcatalog, golden and docs,
relative to the policy's directory.`,
		Example: `  toolpolicy check
  toolpolicy check --format github            # annotations in GitHub Actions
  toolpolicy check --format sarif > toolpolicy.sarif
  toolpolicy check --output github --output sarif=toolpolicy.sarif --output markdown=summary.md`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runOr(runF, runCheck)(opts) },
	}
	addOutFlags(cmd, &opts.Out)
	addReportFlags(cmd, &opts.Report, "exit 1 when a lint finding is at or above this severity: error or warning")
	return cmd
}

func runCheck(opts *checkOptions) error {
	outs, err := opts.Report.outputs(report.Formats...)
	if err != nil {
		return err
	}
	// gen counts every block's tokens, almost always in the default
	// encoding: its vocabulary is built while the policy loads, which
	// leaves a core idle at times.
	tokens.Warm(tokens.Default)
	p, err := opts.Policy()
	if err != nil {
		return reportLoadFailure(opts.IO, outs, "toolpolicy check", err)
	}
	// Lint and gen only read the policy: run them side by side. Each
	// result is reported in a fixed order, so output does not depend on
	// which finishes first.
	var res lint.Result
	var wg sync.WaitGroup
	wg.Go(func() { res = lint.Run(p) })
	files, cfg, err := generate(p, opts.Out)
	var drift *gen.Drift
	if err == nil {
		if drift, err = lockedCheck(opts.IO.ErrOut, files, cfg); err != nil {
			err = genErr(err)
		}
	}
	wg.Wait()
	if err != nil {
		return err
	}
	diags := append(append([]report.Diagnostic(nil), res.Diagnostics...), driftDiagnostics(drift)...)

	// The diffs of stale files and the closing summary are for a reader:
	// on stdout beside a text report there, else on stderr, so stdout
	// stays machine-readable.
	textOut := stdoutFormat(outs) == "text"
	diffOut := opts.IO.ErrOut
	if textOut {
		diffOut = opts.IO.Out
	}
	for _, s := range drift.Stale {
		fmt.Fprint(diffOut, gen.UnifiedDiff(s.Path, s.Old, s.New))
	}
	rules := append(lint.RuleInfos(), staleRuleInfo)
	err = writeOutputs(opts.IO, outs, func(w io.Writer, format string) error {
		return report.Write(w, format, diags, rules, reportOptions("toolpolicy check"))
	})
	if err != nil {
		return err
	}
	fmt.Fprintln(diffOut, checkSummary(p, res, len(files), drift))
	if n := res.AtOrAbove(report.Severity(opts.Report.FailLevel)); n > 0 {
		return &findingsError{n}
	}
	if !drift.Clean() {
		return &staleError{}
	}
	return nil
}

// driftDiagnostics turns every stale, missing or orphaned generated file into
// a finding that points at the file (at its first changed line when stale).
func driftDiagnostics(d *gen.Drift) []report.Diagnostic {
	var out []report.Diagnostic
	add := func(path string, line int, msg string) {
		out = append(out, report.Diagnostic{
			Rule: staleRule, Severity: report.SeverityError, Message: msg,
			Pos:        model.Pos{File: path, Line: line, Col: 1},
			Suggestion: "run `toolpolicy gen` and commit the result",
		})
	}
	for _, s := range d.Stale {
		add(s.Path, gen.FirstChange(s.Old, s.New), "generated file is stale: the policy now produces different bytes")
	}
	for _, m := range d.Missing {
		add(m, 1, "generated file is missing")
	}
	for _, o := range d.Orphans {
		add(o, 1, "generated file is no longer produced by the policy (orphaned)")
	}
	for _, k := range d.Kept {
		add(k.Path, 1, "the generated-files manifest lists this file, but gen will not delete it: "+k.Reason)
	}
	for _, s := range d.Scratch {
		add(s, 1, "scratch file left by an interrupted gen")
	}
	return out
}

func checkSummary(p *model.Policy, res lint.Result, nfiles int, d *gen.Drift) string {
	generated := fmt.Sprintf("%d generated files up to date", nfiles)
	if !d.Clean() {
		generated = "generated files: " + driftSummary(d)
	}
	return fmt.Sprintf("check: policy %q (%d tools); lint: %s; %s", p.Dir, len(p.Tools), report.Summary(res.Diagnostics), generated)
}
