package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/breaking"
)

// diffOptions are what diff runs with.
type diffOptions struct {
	IO       ioStreams
	Policies pairLoader
	Against  string
	Format   string
	All      bool
}

func newDiffCmd(f *factory, runF func(*diffOptions) error) *cobra.Command {
	opts := &diffOptions{IO: f.IO, Policies: f.loadBoth}
	cmd := &cobra.Command{
		Use:   "diff --against REF",
		Short: "Summarize every change against a previous version of the policy",
		Long: `Print every change between a previous version of the policy and this one:
tools whose lifecycle state changed, were added or deleted; for each provider
and mode, the first-turn head's fingerprint, builtin count and budget headroom
before and after, names that entered or left it and names that moved between
catalog partitions; every other changed field; and the breaking findings
(see toolpolicy breaking).

` + againstHelp + `

diff exits 0 whatever changed (2 when either policy does not load); use
toolpolicy breaking to gate on breaking changes.`,
		Example: `  toolpolicy diff --against main
  toolpolicy diff --against HEAD~1 --format markdown`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runOr(runF, runDiff)(opts) },
	}
	cmd.Flags().StringVar(&opts.Against, "against", "", "the previous policy: a git revision or a directory (required)")
	cmd.Flags().StringVar(&opts.Format, "format", "text", "output format: text, markdown or json")
	cmd.Flags().BoolVar(&opts.All, "all", false, "also list heads that did not change")
	return cmd
}

func runDiff(opts *diffOptions) error {
	if err := checkEnum("format", opts.Format, "text", "markdown", "json"); err != nil {
		return err
	}
	old, new, err := opts.Policies(opts.Against)
	if err != nil {
		return err
	}
	if old == nil {
		_, err := fmt.Fprintf(opts.IO.Out, "no policy at %s in %s: the whole policy is new\n", new.Dir, opts.Against)
		return err
	}
	s := breaking.Summarize(opts.Against, old, new)
	sec := breaking.Sections{Changes: true, Unchanged: opts.All}
	switch opts.Format {
	case "markdown":
		return breaking.WriteMarkdown(opts.IO.Out, s, sec)
	case "json":
		return writeJSON(opts.IO.Out, s)
	}
	return breaking.WriteText(opts.IO.Out, s, sec)
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
