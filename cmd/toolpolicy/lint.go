package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/report"
)

func init() { extraCommands = append(extraCommands, newLintCmd) }

func newLintCmd() *cobra.Command {
	var format, failLevel string
	var listRules bool
	cmd := &cobra.Command{
		Use:   "lint [--format F] [--fail-level error|warning] [--list-rules]",
		Short: "Check the policy against every lint rule",
		Long: `Check the policy against every lint rule and print the findings.

Each finding has a rule id, a severity, the position in the policy it is
about (file:line:col), related positions, and a suggestion where one is
obvious. --list-rules prints the rules; docs/rules.md documents each with a
bad and a good example.

Formats (--format):
  text      path/file.cue:12:5: error: message [rule-id], sorted, then a count
  json      an array of {rule, severity, message, file, line, column,
            related: [{file, line, column, message}], suggestion}
  sarif     SARIF 2.1.0 for GitHub code scanning (upload-sarif)
  github    GitHub Actions workflow commands (annotations on the PR diff)
  markdown  a summary table for a PR comment or $GITHUB_STEP_SUMMARY

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
  toolpolicy lint --format markdown >> "$GITHUB_STEP_SUMMARY"
  toolpolicy lint --list-rules`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := checkEnum("format", format, report.Formats...); err != nil {
				return err
			}
			if err := checkEnum("fail-level", failLevel, "error", "warning"); err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if listRules {
				return writeRuleList(out)
			}
			p, err := loadPolicy()
			if err != nil {
				return err
			}
			res := lint.Run(p)
			opts := report.Options{Tool: "toolpolicy", Version: versionString(), InformationURI: "https://github.com/toolpolicy/toolpolicy", Title: "toolpolicy lint"}
			if err := report.Write(out, format, res.Diagnostics, lint.RuleInfos(), opts); err != nil {
				return err
			}
			if res.AtOrAbove(report.Severity(failLevel)) > 0 {
				return withCode(exitFindings, nil)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: "+strings.Join(report.Formats, ", "))
	cmd.Flags().StringVar(&failLevel, "fail-level", "error", "exit 1 when a finding is at or above this severity: error or warning")
	cmd.Flags().BoolVar(&listRules, "list-rules", false, "print the rules (id, default severity, summary) and exit")
	return cmd
}

func writeRuleList(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "RULE\tSEVERITY\tSUMMARY")
	for _, r := range lint.Rules {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", r.ID, r.Severity, r.Summary)
	}
	return tw.Flush()
}
