package main

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// lintOptions are what lint runs with.
type lintOptions struct {
	IO        ioStreams
	Policy    func() (*model.Policy, error)
	Report    reportFlags
	ListRules bool
}

func newLintCmd(f *factory, runF func(*lintOptions) error) *cobra.Command {
	opts := &lintOptions{IO: f.IO, Policy: f.loadPolicy}
	cmd := &cobra.Command{
		Use:   "lint [--format F] [--fail-level error|warning] [--list-rules]",
		Short: "Check the policy against every lint rule",
		Long: `Check the policy against every lint rule and print the findings.

Each finding has a rule id, a severity, the position in the policy it is
about (file:line:col), related positions, and a suggestion where one is
obvious. --list-rules prints the rules; docs/rules.md documents each with a
bad and a good example.

Formats (--format F for one report on stdout; --output F[=PATH], repeatable,
for several reports in one run):
  text      path/file.cue:12:5: error: message [rule-id], sorted, then a count
  json      an array of {rule, severity, message, file, line, column,
            related: [{file, line, column, message}], suggestion}
  sarif     SARIF 2.1.0 for GitHub code scanning (upload-sarif)
  github    GitHub Actions workflow commands (annotations on the PR diff)
  markdown  a summary table for a PR comment or $GITHUB_STEP_SUMMARY

A policy that does not load is reported in the same formats, one finding per
mistake (rules syntax, unknown-field, missing-field, invalid-value,
conflicting-values, policy-input, evaluation; with a did-you-mean for a
misspelt field or value), and the exit code is 2.

Configure rules in the policy:
  lint: rules: "budget-target": "off"        // or "warning", "error"

Suppress one finding with a comment on the line directly above the
declaration it points at; the reason is mandatory:
  // toolpolicy:ignore budget-target the diet reaches ~23 this cycle

` + exitCodesHelp,
		Example: `  toolpolicy lint
  toolpolicy lint --policy examples/pawwork --fail-level warning
  toolpolicy lint --format sarif > toolpolicy.sarif
  toolpolicy lint --format github
  toolpolicy lint --output github --output sarif=toolpolicy.sarif --output markdown=summary.md
  toolpolicy lint --format markdown >> "$GITHUB_STEP_SUMMARY"
  toolpolicy lint --list-rules`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runOr(runF, runLint)(opts) },
	}
	addReportFlags(cmd, &opts.Report, "exit 1 when a finding is at or above this severity: error or warning")
	cmd.Flags().BoolVar(&opts.ListRules, "list-rules", false, "print the rules (id, default severity, summary) and exit")
	return cmd
}

func runLint(opts *lintOptions) error {
	outs, err := opts.Report.outputs(report.Formats...)
	if err != nil {
		return err
	}
	if opts.ListRules {
		return writeRuleList(opts.IO.Out, lint.RuleInfos())
	}
	p, err := opts.Policy()
	if err != nil {
		return reportLoadFailure(opts.IO, outs, "toolpolicy lint", err)
	}
	res := lint.Run(p)
	err = writeOutputs(opts.IO, outs, func(w io.Writer, format string) error {
		return report.Write(w, format, res.Diagnostics, lint.RuleInfos(), reportOptions("toolpolicy lint"))
	})
	if err != nil {
		return err
	}
	if n := res.AtOrAbove(report.Severity(opts.Report.FailLevel)); n > 0 {
		return &findingsError{n}
	}
	return nil
}

// reportOptions describes toolpolicy to the report formats.
func reportOptions(title string) report.Options {
	return report.Options{Tool: "toolpolicy", Version: versionString(), InformationURI: "https://github.com/toolpolicy/toolpolicy", Title: title}
}

// writeRuleList prints a registry for --list-rules, lint's and breaking's
// alike: one line a rule (id, default severity, summary) in columns, without
// a header, so a script can cut the first field.
func writeRuleList(w io.Writer, rules []report.RuleInfo) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, r := range rules {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", r.ID, r.Severity, r.Summary)
	}
	return tw.Flush()
}
