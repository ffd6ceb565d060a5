package main

import (
	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
)

func newSchemaCmd(f *factory) *cobra.Command {
	return &cobra.Command{
		Use:   "schema",
		Short: "Print the embedded CUE schema policies are checked against",
		Long: `Print the CUE schema toolpolicy validates every policy against.

Saved next to a policy (same package, toolpolicy), it lets cue vet, cue fmt
and editors check the policy without toolpolicy. The schema checks each value
on its own; cross-references (an alias's replacement, a head naming a tool)
are checked by toolpolicy lint. It works under every CUE language version a
cue.mod/module.cue can set (v0.8.0-alpha.0 on), and toolpolicy reads the
policy at its module's version, as cue vet run in the repository does.`,
		Example: `  toolpolicy schema > /tmp/schema.cue
  cue vet -c /tmp/schema.cue policy/*.cue`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			_, err := f.IO.Out.Write(schema.Source)
			return err
		},
	}
}
