package main

import (
	"encoding/json"
	"io"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/breaking"
)

func newDiffCmd() *cobra.Command {
	var (
		against string
		format  string
		all     bool
	)
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
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := checkEnum("format", format, "text", "markdown", "json"); err != nil {
				return err
			}
			old, new, err := loadBoth(against)
			if err != nil {
				return err
			}
			s := breaking.Summarize(against, old, new)
			sec := breaking.Sections{Changes: true, Unchanged: all}
			switch format {
			case "markdown":
				return breaking.WriteMarkdown(cmd.OutOrStdout(), s, sec)
			case "json":
				return writeJSON(cmd.OutOrStdout(), s)
			}
			return breaking.WriteText(cmd.OutOrStdout(), s, sec)
		},
	}
	cmd.Flags().StringVar(&against, "against", "", "the previous policy: a git revision or a directory (required)")
	cmd.Flags().StringVar(&format, "format", "text", "output format: text, markdown or json")
	cmd.Flags().BoolVar(&all, "all", false, "also list heads that did not change")
	return cmd
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
