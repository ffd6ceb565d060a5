package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

func init() { extraCommands = append(extraCommands, newCheckCmd) }

// newCheckCmd is the CI gate. Until lint and gen land it only loads and
// compiles the policy.
func newCheckCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "check",
		Short: "The CI gate: load, lint and verify generated files in one run",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			p, err := loadPolicy()
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "policy %s: %d tools, %d aliases, %d providers, %d modes\n",
				p.Dir, len(p.Tools), len(p.Aliases), len(p.Providers), len(p.Modes))
			return nil
		},
	}
}
