package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/model"
)

// target is the provider × mode × model a command resolves for.
type target struct {
	provider string
	mode     string
	model    string
}

func addTargetFlags(cmd *cobra.Command, t *target) {
	cmd.Flags().StringVar(&t.provider, "provider", "", "provider id (default: the provider serving --model, else the default provider)")
	cmd.Flags().StringVar(&t.mode, "mode", "", "mode id, e.g. plan, agent, yolo")
	cmd.Flags().StringVar(&t.model, "model", "", "model id, for provider matching and gates (e.g. deepseek-v4-flash)")
}

// resolveProvider fills in the provider from the model id when not given.
func (t *target) resolveProvider(p *model.Policy) error {
	if t.provider == "" {
		t.provider = p.ProviderFor(t.model)
		if t.provider == "" {
			return usagef("no provider matches model %q and none is marked default; pass --provider (one of: %s)",
				t.model, strings.Join(p.ProviderIDs(), ", "))
		}
	}
	if p.Providers[t.provider] == nil {
		return usageErr(unknownMsg("provider", t.provider, p.ProviderIDs()))
	}
	return nil
}

func (t *target) requireMode(p *model.Policy) error {
	if t.mode == "" {
		return usagef("--mode is required (one of: %s)", strings.Join(p.ModeIDs(), ", "))
	}
	if p.Modes[t.mode] == nil {
		return usageErr(unknownMsg("mode", t.mode, p.ModeIDs()))
	}
	return nil
}

func unknownMsg(kind, name string, known []string) error {
	msg := fmt.Sprintf("unknown %s %q", kind, name)
	if s := model.Suggest(name, known); s != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", s)
	}
	return fmt.Errorf("%s; the policy declares: %s", msg, strings.Join(known, ", "))
}

// checkEnum validates a flag value against its allowed values.
func checkEnum(flag, value string, allowed ...string) error {
	for _, a := range allowed {
		if value == a {
			return nil
		}
	}
	return usagef("--%s must be one of %s, not %q", flag, strings.Join(allowed, ", "), value)
}
