package main

import (
	"strconv"
	"time"

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
			if err := checkLimitFlags(cmd); err != nil {
				return err
			}
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
	pf.IntVar(&lim.Files, "max-files", lim.Files, "refuse a policy directory with more .cue files than this (at least 1)")
	pf.Int64Var(&lim.FileBytes, "max-file-bytes", lim.FileBytes, "refuse a policy file larger than this many bytes (at least 1)")
	pf.Int64Var(&lim.TotalBytes, "max-total-bytes", lim.TotalBytes, "refuse policy files larger than this many bytes together (at least 1)")
	pf.IntVar(&lim.Entries, "max-entries", lim.Entries, "refuse policy files declaring more fields and list elements than this together (at least 1)")
	pf.IntVar(&lim.Nesting, "max-nesting", lim.Nesting, "refuse an expression nested more levels deep than this (at least 1)")
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

// checkLimitFlags refuses, before anything is read, a limit flag given a
// value it cannot mean: the input limits count something a policy always
// has, so they are at least 1; the resource limits and gen's --max-output
// are 0 for no limit, never below. Exit 2, naming the flag.
func checkLimitFlags(cmd *cobra.Command) error {
	for _, l := range []struct {
		name string
		min  int64
	}{
		{"max-files", 1}, {"max-file-bytes", 1}, {"max-total-bytes", 1}, {"max-entries", 1}, {"max-nesting", 1},
		{"max-memory", 0}, {"max-output", 0},
	} {
		fl := cmd.Flags().Lookup(l.name)
		if fl == nil || !fl.Changed {
			continue
		}
		n, err := strconv.ParseInt(fl.Value.String(), 10, 64)
		if err != nil {
			return usagef("--%s: %q is not a whole number", l.name, fl.Value.String())
		}
		if n < l.min {
			if l.min == 0 {
				return usagef("--%s must be 0 (no limit) or more, not %d", l.name, n)
			}
			return usagef("--%s must be at least %d, not %d", l.name, l.min, n)
		}
	}
	if fl := cmd.Flags().Lookup("max-eval-time"); fl != nil && fl.Changed {
		if d, err := time.ParseDuration(fl.Value.String()); err == nil && d < 0 {
			return usagef("--max-eval-time must be 0 (no limit) or more, not %s", d)
		}
	}
	return nil
}
