package main

import (
	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/compiler"
)

// newRootCmd builds the command tree for one run. The list of commands is
// here and nowhere else.
func newRootCmd(f *factory) *cobra.Command {
	root := &cobra.Command{
		Use:   "toolpolicy",
		Short: "Compile, lint and generate from a CUE policy for an agent harness's tool surface",
		Long: `toolpolicy turns the tool surface of an LLM agent harness into data.

The policy, written in CUE, puts every tool name in one lifecycle state
(active, deferred, hidden-compatibility, deprecated, removed), keeps the alias
manifest old transcripts need to replay, and sets each provider's first-turn
head and budget, the Plan / Agent / YOLO mode rules and per-model gates.
toolpolicy compiles it, lints it, and generates Go tables, golden catalog
snapshots and docs from it.

Start with:
  toolpolicy check                         lint + verify generated files (the CI gate)
  toolpolicy catalog --provider default --mode agent
  toolpolicy explain exec_wait
  toolpolicy schema > schema.cue           the schema, for cue vet and editors

` + exitCodesHelp,
		Version:       versionString(),
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
			f.Global.MaxMemorySet = cmd.Flags().Changed("max-memory")
			f.Global.MaxEvalTimeSet = cmd.Flags().Changed("max-eval-time")
			return f.startProfile()
		},
	}
	pf := root.PersistentFlags()
	pf.StringVar(&f.Global.Policy, "policy", "policy", "directory holding the policy's .cue files")
	pf.IntVar(&f.Global.MaxMemoryMiB, "max-memory", defaultMaxMemoryMiB, "stop with exit 2 if loading a policy needs more heap than this many MiB (0: no limit; unset: the default or 192 MiB per MiB of policy files, whichever is more)")
	pf.DurationVar(&f.Global.MaxEvalTime, "max-eval-time", defaultMaxEvalTime, "stop with exit 2 if loading a policy takes longer than this (0: no limit; unset: the default or 30s per MiB of policy files, whichever is more)")
	lim := &f.Global.Limits
	*lim = compiler.DefaultLimits()
	pf.IntVar(&lim.Files, "max-files", lim.Files, "refuse a policy directory with more .cue files than this")
	pf.Int64Var(&lim.FileBytes, "max-file-bytes", lim.FileBytes, "refuse a policy file larger than this many bytes")
	pf.Int64Var(&lim.TotalBytes, "max-total-bytes", lim.TotalBytes, "refuse policy files larger than this many bytes together")
	pf.IntVar(&lim.Entries, "max-entries", lim.Entries, "refuse policy files declaring more fields and list elements than this together")
	pf.IntVar(&lim.Nesting, "max-nesting", lim.Nesting, "refuse an expression nested more levels deep than this")
	pf.StringVar(&f.Global.CPUProfile, "cpu-profile", "", "write a CPU profile of the run to `FILE`, for go tool pprof")
	root.SetVersionTemplate("toolpolicy {{.Version}}\n")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageErr(err) })

	root.AddCommand(
		newCheckCmd(f, nil),
		newLintCmd(f, nil),
		newGenCmd(f, nil),
		newCatalogCmd(f, nil),
		newExplainCmd(f, nil),
		newBreakingCmd(f, nil),
		newDiffCmd(f, nil),
		newVerifyCmd(f, nil),
		newSchemaCmd(f),
		newFmtCmd(f, nil),
		newInitCmd(f, nil),
	)
	registerCompletions(f, root)
	return root
}
