package main

import (
	"runtime/debug"
	"time"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/model"
)

// version is set at build time with -ldflags "-X main.version=…"; otherwise
// the module version from the build info is used.
var version = ""

func versionString() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "devel"
}

// globalFlags are the flags every command shares.
type globalFlags struct {
	policy       string
	maxMemoryMiB int
	maxEvalTime  time.Duration
	cpuProfile   string
}

var global globalFlags

const exitCodesHelp = `Exit codes:
  0  nothing at or above the fail level
  1  lint findings at or above the fail level (--fail-level, default error)
  2  the policy could not be loaded, or the command was misused
  3  generated files are stale (gen --check, check)
  4  a breaking change against the previous policy (breaking)`

func newRootCmd() *cobra.Command {
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
	}
	root.PersistentFlags().StringVar(&global.policy, "policy", "policy", "directory holding the policy's .cue files")
	root.PersistentFlags().IntVar(&global.maxMemoryMiB, "max-memory", defaultMaxMemoryMiB, "stop with exit 2 if loading a policy needs more heap than this many MiB (0: no limit)")
	root.PersistentFlags().DurationVar(&global.maxEvalTime, "max-eval-time", defaultMaxEvalTime, "stop with exit 2 if loading a policy takes longer than this (0: no limit)")
	root.PersistentFlags().StringVar(&global.cpuProfile, "cpu-profile", "", "write a CPU profile of the run to `FILE`, for go tool pprof")
	root.SetVersionTemplate("toolpolicy {{.Version}}\n")
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return withCode(exitLoad, err)
	})
	root.AddCommand(newCatalogCmd(), newExplainCmd(), newSchemaCmd())
	for _, add := range extraCommands {
		root.AddCommand(add())
	}
	return root
}

// extraCommands lets each command file register itself.
var extraCommands []func() *cobra.Command

// loadPolicy compiles the policy named by --policy.
func loadPolicy() (*model.Policy, error) {
	p, err := guarded(global.policy, func() (*model.Policy, error) { return compiler.Load(global.policy) })
	if err != nil {
		return nil, withCode(exitLoad, err)
	}
	return p, nil
}
