package main

import (
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// Shell completion (cobra's `toolpolicy completion bash|zsh|fish|powershell`)
// offers the names the policy declares: providers, modes, model classes'
// example ids and tool names are read from the policy --policy names, so
// they are always the policy's own; formats come from the commands.

// policyCompletion completes from the policy; a policy that does not load
// completes nothing (and never prints).
func policyCompletion(f *factory, names func(p *model.Policy) []string) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		mem, t := scaledLimits(f.Global, sourceBytes(f.Global.Policy))
		p, err := guarded(watchdog{maxMemory: mem, maxEvalTime: t},
			f.Global.Policy, func() (*model.Policy, error) {
				return compiler.LoadDir(f.Global.Policy, compiler.WithLimits(f.Global.Limits))
			})
		if err != nil || p == nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		var out []string
		for _, n := range names(p) {
			if strings.HasPrefix(n, toComplete) {
				out = append(out, n)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

func fixedCompletion(values ...string) cobra.CompletionFunc {
	return cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp)
}

// completeTarget registers completion for the --provider, --mode and
// --model flags addTargetFlags adds.
func completeTarget(f *factory, cmd *cobra.Command) {
	_ = cmd.RegisterFlagCompletionFunc("provider", policyCompletion(f, (*model.Policy).ProviderIDs))
	_ = cmd.RegisterFlagCompletionFunc("mode", policyCompletion(f, (*model.Policy).ModeIDs))
	_ = cmd.RegisterFlagCompletionFunc("model", policyCompletion(f, modelExamples))
}

// modelExamples are model ids worth completing: each model class's example
// and each provider's literal model patterns.
func modelExamples(p *model.Policy) []string {
	set := map[string]bool{}
	for _, mc := range p.ModelClasses {
		if mc.Example != "" {
			set[mc.Example] = true
		}
	}
	for _, pr := range p.Providers {
		for _, m := range pr.Models {
			if !strings.Contains(m, "*") {
				set[m] = true
			}
		}
	}
	return model.SortedKeys(set)
}

// declaredNames are the names explain knows: tools, aliases, tombstones.
func declaredNames(p *model.Policy) []string {
	set := map[string]bool{}
	for n := range p.Tools {
		set[n] = true
	}
	for n := range p.Aliases {
		set[n] = true
	}
	for n := range p.Retired {
		set[n] = true
	}
	return model.SortedKeys(set)
}

// completeFormats registers --format completion with the command's formats.
func completeFormats(cmd *cobra.Command, formats ...string) {
	if len(formats) == 0 {
		formats = slices.Clone(report.Formats)
	}
	_ = cmd.RegisterFlagCompletionFunc("format", fixedCompletion(formats...))
}

// registerCompletions wires completion into every command of root by the
// flags it has: the policy's providers, modes, model ids and tool names,
// and each command's formats.
func registerCompletions(f *factory, root *cobra.Command) {
	formats := map[string][]string{
		"catalog": {"text", "json", "block"},
		"explain": {"text", "json"},
		"diff":    {"text", "markdown", "json"},
	}
	for _, cmd := range root.Commands() {
		fl := cmd.Flags()
		if fl.Lookup("provider") != nil && fl.Lookup("mode") != nil {
			completeTarget(f, cmd)
		}
		if fl.Lookup("format") != nil {
			completeFormats(cmd, formats[cmd.Name()]...)
		}
		if fl.Lookup("output") != nil && fl.Lookup("output").Value.Type() == "stringArray" {
			_ = cmd.RegisterFlagCompletionFunc("output", fixedCompletion(report.Formats...))
		}
		if fl.Lookup("fail-level") != nil {
			_ = cmd.RegisterFlagCompletionFunc("fail-level", fixedCompletion("error", "warning"))
		}
	}
	if explain, _, err := root.Find([]string{"explain"}); err == nil {
		explain.ValidArgsFunction = func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			return policyCompletion(f, declaredNames)(c, args, toComplete)
		}
	}
}
