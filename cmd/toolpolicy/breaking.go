package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/breaking"
	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/gitref"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

const againstHelp = `REF is a directory or a git revision. A directory that directly holds .cue
files is the previous policy itself; any other directory (a checkout of an
older release) holds it at the same --policy path. Anything else is a git
revision of the repository holding the policy (main, v0.8.52, HEAD~1): its
files are read with git, without touching the working tree or the index, at
the CUE language version of the cue.mod/module.cue the revision had, as a
checkout of it would be read.

Every finding is placed on a file of the working tree, so annotations and
code scanning can show it: a finding about a declaration that exists only in
REF (a deleted tool) sits on the same file now, and names its place in REF
in the message and as a related location. A policy that did not exist at REF
is new: nothing can break, exit 0. A revision missing from a shallow clone
gets a hint to fetch it.

A change that alters several modes' heads the same way is one finding naming
the modes ("default × agent, plan, yolo").`

// pairLoader loads the current policy and a previous one. old is nil, with
// no error, when the policy did not exist at REF (a policy added by the
// change under review): there is nothing to break.
type pairLoader func(against string) (old, new *model.Policy, err error)

// loadBoth loads the current policy (--policy) and the previous one (REF).
func (f *factory) loadBoth(against string) (old, new *model.Policy, err error) {
	if against == "" {
		return nil, nil, usagef("--against is required: a git revision (main, HEAD~1) or a directory holding the previous policy")
	}
	new, err = f.loadPolicy()
	if err != nil {
		return nil, nil, err
	}
	dir := f.Global.Policy
	absent := false
	// The previous policy's size is not known before it is read; the
	// current one's stands in for it.
	old, err = guarded(f.watchdog(dir), against+":"+dir, func() (*model.Policy, error) {
		fsys, name, opts, err := gitref.Open(against, dir, f.Global.Limits)
		if err != nil {
			return nil, err
		}
		if isGitRevision(against) && !hasPolicyFiles(fsys) {
			absent = true
			return nil, nil
		}
		return compiler.Load(fsys, name, append(opts, compiler.WithLimits(f.Global.Limits))...)
	})
	if absent {
		return nil, new, nil
	}
	if err != nil {
		var re *gitref.RefError
		if errors.As(err, &re) {
			return nil, nil, inputErr(withShallowHint(err, dir, against))
		}
		return nil, nil, inputErr(&previousPolicyError{against, err})
	}
	return old, new, nil
}

// previousPolicyError: the previous policy did not load. It does not
// unwrap to the *compiler.LoadError, so the problems (positions in REF, not
// in the working tree) are not reported as findings on current files.
type previousPolicyError struct {
	against string
	err     error
}

func (e *previousPolicyError) Error() string {
	return fmt.Sprintf("previous policy (--against %s): %v", e.against, e.err)
}

// breakingOptions are what breaking runs with.
type breakingOptions struct {
	IO        ioStreams
	Policies  pairLoader
	Against   string
	Report    reportFlags
	ListRules bool
}

func newBreakingCmd(f *factory, runF func(*breakingOptions) error) *cobra.Command {
	opts := &breakingOptions{IO: f.IO, Policies: f.loadBoth}
	cmd := &cobra.Command{
		Use:   "breaking --against REF",
		Short: "Report breaking changes against a previous version of the policy",
		Long: `Compare the policy with a previous version and report each change that
breaks a promise: a replayable name that stops replaying, a tombstone deleted
or reused, a lifecycle transition the lifecycle does not allow, an alias that
now leads elsewhere, a removal inside the deprecation window, an
unacknowledged first-turn head change, or a head that grew.

` + againstHelp + `

The rules are documented in docs/breaking.md; the policy under review sets
their severities, or turns them off, in lint: rules: (the previous policy's
settings do not apply).

Reports go where --format (one, on stdout) and --output FORMAT[=PATH]
(repeatable) say. The markdown format is a reviewer's summary (per provider and mode: names
moved between partitions, fingerprints and budget headroom before and after)
followed by the findings; toolpolicy diff prints every change.

Exit codes: 0 nothing at or above --fail-level, 2 either policy did not load
or REF does not exist, 4 breaking changes at or above --fail-level.`,
		Example: `  toolpolicy breaking --against main
  toolpolicy breaking --against HEAD~1 --format markdown >> "$GITHUB_STEP_SUMMARY"
  toolpolicy breaking --against ../release-0.8.52 --format sarif > breaking.sarif`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runOr(runF, runBreaking)(opts) },
	}
	cmd.Flags().StringVar(&opts.Against, "against", "", "the previous policy: a git revision or a directory (required)")
	addReportFlags(cmd, &opts.Report, "exit 4 when a finding is at or above this severity: error or warning")
	cmd.Flags().BoolVar(&opts.ListRules, "list-rules", false, "print the breaking-change rules and exit")
	return cmd
}

func runBreaking(opts *breakingOptions) error {
	if opts.ListRules {
		return writeRuleList(opts.IO.Out, breaking.RuleInfos())
	}
	outs, err := opts.Report.outputs(report.Formats...)
	if err != nil {
		return err
	}
	old, new, err := opts.Policies(opts.Against)
	if err != nil {
		return reportLoadFailure(opts.IO, outs, "toolpolicy breaking", err)
	}
	if old == nil {
		fmt.Fprintf(opts.IO.ErrOut, "toolpolicy: no policy at %s in %s: the policy is new, so nothing can break\n", new.Dir, opts.Against)
		return writeOutputs(opts.IO, outs, func(w io.Writer, format string) error {
			return report.Write(w, format, nil, breaking.RuleInfos(), report.Options{Version: versionString(), Title: "toolpolicy breaking"})
		})
	}
	findings := inCurrentFiles(breaking.Check(old, new), old, new, opts.Against)
	var summary *breaking.Summary
	err = writeOutputs(opts.IO, outs, func(w io.Writer, format string) error {
		if format == "markdown" {
			if summary == nil {
				summary = breaking.Summarize(opts.Against, old, new)
			}
			return breaking.WriteMarkdown(w, summary, breaking.Sections{})
		}
		return report.Write(w, format, findings, breaking.RuleInfos(), report.Options{Version: versionString()})
	})
	if err != nil {
		return err
	}
	if n := breaking.Count(findings, report.Severity(opts.Report.FailLevel)); n > 0 {
		return &breakingError{n: n, against: opts.Against, failLevel: opts.Report.FailLevel}
	}
	return nil
}
