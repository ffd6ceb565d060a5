package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// pos shows a position whose file name may hold control characters.
func pos(p model.Pos) string { return report.TextLine(p.String()) }

// explainOptions are what explain runs with.
type explainOptions struct {
	IO     ioStreams
	Policy func() (*model.Policy, error)
	Target target
	Format string
	Name   string
}

func newExplainCmd(f *factory, runF func(*explainOptions) error) *cobra.Command {
	opts := &explainOptions{IO: f.IO, Policy: f.loadPolicy}
	cmd := &cobra.Command{
		Use:   "explain NAME [--provider ID] [--mode MODE] [--model ID] [--set KEY=VALUE]... [--settings FILE.json]",
		Short: "Say what a tool name is, where it is declared, and why it is or is not offered",
		Long: `Explain one tool name: its lifecycle state and declaration, the alias it
resolves to (with its manifest entry and any deprecation notice), and in plain
words why it is or is not active, discoverable and registered for a provider,
mode and model id. Without --mode every mode is explained.

--format json prints one object: name, declared, state, source, position
{file, line, column}, also_declared, niche, card, implementation,
shared_with, gate {visible_for|hidden_for, position}, retired {position,
reason, since}, alias {position, resolves_to, chain, first_deprecated,
planned_removal, removal_not_before, replay_supported, notice}, and targets:
one {provider, mode, model, active, discoverable, registered} per mode, each
verdict {yes, reason}, conditions: [{stage, source, condition, holds,
because}] when conditions apply, and, for a tool with variants, definition
{variant (from 1; 0: the tool's own), model_class, condition, position,
kind, variants: [{variant, model_class, condition, holds, because}]}.


In a policy with settings and conditions, --set and --settings choose the
configuration (as for catalog), and every condition that applies to the
tool is listed with its verdict and the part of it that decided: the failing
argument of an all, the holding argument of an any, each fact with the value
it was tested against. For a tool with variants, explain says which
definition the configuration sends (a variant, or the tool's own) and why
each variant weighed before it does not hold. For a tool in groups, each
group's line says what activating the group loads in that configuration.

NAME may also be a tool group's id: explain then says when the group is
enabled, its card and members, and per mode what activating it loads ({group,
card, doc, when, position, members, targets: [{provider, mode, model,
activation}]} in JSON).`,
		Example: `  toolpolicy explain exec_wait
  toolpolicy explain tool_agent --model deepseek-v4-flash
  toolpolicy explain tool_agent --provider arcee --mode plan
  toolpolicy --policy examples/github-mcp-server explain create_branch --mode default --set read_only=true`,
		Args: cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Name = args[0]
			return runOr(runF, runExplain)(opts)
		},
	}
	addTargetFlags(cmd, &opts.Target)
	cmd.Flags().StringVar(&opts.Format, "format", "text", "output format: text or json")
	return cmd
}

func runExplain(opts *explainOptions) error {
	t := opts.Target
	p, modes, err := t.load(opts.Policy, opts.Format, false, "text", "json")
	if err != nil {
		return err
	}
	if p.Groups[opts.Name] != nil && p.Tools[opts.Name] == nil && p.Aliases[opts.Name] == nil && p.Retired[opts.Name] == nil {
		data, err := groupData(p, opts.Name, t, modes)
		if err != nil {
			return err
		}
		if opts.Format == "json" {
			return writeJSON(opts.IO.Out, data)
		}
		ew := &report.ErrWriter{W: opts.IO.Out}
		explainGroup(ew, data)
		return writeErr(ew.Err)
	}
	if opts.Format == "json" {
		if err := checkDeclared(p, opts.Name); err != nil {
			return err
		}
		data, err := explainData(p, opts.Name, t, modes)
		if err != nil {
			return err
		}
		return writeJSON(opts.IO.Out, data)
	}
	ew := &report.ErrWriter{W: opts.IO.Out}
	if err := explain(ew, p, opts.Name, t, modes); err != nil {
		return err
	}
	return writeErr(ew.Err)
}

// checkDeclared is the error for a name the policy does not mention.
func checkDeclared(p *model.Policy, name string) error {
	if p.Tools[name] != nil || p.Aliases[name] != nil || p.Retired[name] != nil {
		return nil
	}
	msg := fmt.Sprintf("%q is not declared in policy %s", name, p.Dir)
	cands := append(append(p.ToolNames(), model.SortedKeys(p.Retired)...), model.SortedKeys(p.Groups)...)
	if s := resolve.Suggest(name, cands); s != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", s)
	}
	return usagef("%s", msg)
}

func explain(w io.Writer, p *model.Policy, name string, t target, modes []string) error {
	tool := p.Tools[name]
	alias := p.Aliases[name]
	retired := p.Retired[name]
	if err := checkDeclared(p, name); err != nil {
		return err
	}
	if tool != nil {
		fmt.Fprintf(w, "%s: %s (%s tool)\n", name, tool.State, tool.Source)
		fmt.Fprintf(w, "  declared at %s\n", pos(tool.Pos))
		for _, d := range tool.Decls[min(1, len(tool.Decls)):] {
			fmt.Fprintf(w, "  declared again at %s\n", pos(d))
		}
		// Policy text goes through report.TextLine: a card or a niche can
		// hold terminal escapes, and each is one line here.
		if tool.Niche != "" {
			fmt.Fprintf(w, "  niche: %s\n", report.TextLine(tool.Niche))
		}
		if tool.HasCard {
			fmt.Fprintf(w, "  card: %s\n", report.TextLine(tool.Card))
		}
		if tool.Implementation != "" {
			var twins []string
			for _, n := range p.ToolNames() {
				if n != name && p.Tools[n].Implementation == tool.Implementation {
					twins = append(twins, n+" ("+p.Tools[n].State+")")
				}
			}
			line := "  implementation: " + report.TextLine(tool.Implementation)
			if len(twins) > 0 {
				line += ", shared with " + strings.Join(twins, ", ")
			}
			fmt.Fprintln(w, line)
		}
		if g := p.Gates[name]; g != nil {
			if g.VisibleFor != "" {
				fmt.Fprintf(w, "  gate: visible only to model class %s (%s)\n", g.VisibleFor, pos(g.Pos))
			} else {
				fmt.Fprintf(w, "  gate: hidden from model class %s (%s)\n", g.HiddenFor, pos(g.Pos))
			}
		}
	} else if alias != nil {
		fmt.Fprintf(w, "%s: alias with no tool declaration\n", name)
	}
	if retired != nil {
		fmt.Fprintf(w, "%s: retired — must never be registered again\n", name)
		fmt.Fprintf(w, "  declared at %s\n", pos(retired.Pos))
		if retired.Reason != "" {
			fmt.Fprintf(w, "  reason: %s\n", report.TextLine(retired.Reason))
		}
		if retired.Since != "" {
			fmt.Fprintf(w, "  since: %s\n", report.TextLine(retired.Since))
		}
	}
	if alias != nil {
		r, _ := p.Index().ResolveName(name)
		fmt.Fprintf(w, "  resolves to %s (alias declared at %s)\n", r.Canonical, pos(alias.Pos))
		if len(r.Chain) > 1 {
			fmt.Fprintf(w, "  through the chain %s → %s\n", name, strings.Join(r.Chain, " → "))
		}
		removal := alias.PlannedRemoval
		if removal == model.TBD && alias.RemovalNotBefore != "" {
			removal += " (not before " + alias.RemovalNotBefore + ")"
		}
		replay := "replay supported"
		if !alias.ReplaySupported {
			replay = "replay NOT supported"
		}
		fmt.Fprintf(w, "  first deprecated %s, planned removal %s, %s\n", report.TextLine(alias.FirstDeprecated), report.TextLine(removal), replay)
		if d := r.Notice; d != nil {
			fmt.Fprintf(w, "  result metadata notice: %q\n", d.Message)
		} else if tool != nil && tool.State == model.StateHidden {
			fmt.Fprintln(w, "  silent: calls carry no notice")
		}
	}
	if tool == nil {
		return nil
	}
	modelDesc := t.model
	if modelDesc == "" {
		modelDesc = "(none)"
	}
	for _, mode := range modes {
		q := t.query()
		q.Mode = mode
		e, err := p.Index().Explain(q, name)
		if err != nil {
			return inputErr(err)
		}
		fmt.Fprintf(w, "\nprovider %s · mode %s · model %s\n", t.provider, mode, report.TextLine(modelDesc))
		for _, v := range []struct {
			what string
			v    resolve.Verdict
		}{{"active", e.Active}, {"discoverable", e.Discoverable}, {"registered", e.Registered}} {
			yn := "no "
			if v.v.Yes {
				yn = "yes"
			}
			fmt.Fprintf(w, "  %-13s %s  %s\n", v.what+":", yn, report.TextLine(v.v.Reason))
		}
		if len(e.Checks) > 0 {
			fmt.Fprintln(w, "  conditions:")
		}
		for _, ch := range e.Checks {
			verdict := "holds"
			if !ch.Holds {
				verdict = "fails"
			}
			fmt.Fprintf(w, "    %-10s %s %s: %s\n", ch.Stage, verdict, ch.Source, ch.Condition)
			fmt.Fprintf(w, "               because %s\n", ch.Because)
		}
		explainVariants(w, tool, e)
		groups, err := toolGroups(p, name, q)
		if err != nil {
			return inputErr(err)
		}
		for _, a := range groups {
			fmt.Fprintf(w, "  %s\n", activationText(a))
		}
	}
	return nil
}

// explainVariants says which definition a tool with variants takes in one
// configuration, and what picked it.
func explainVariants(w io.Writer, tool *model.Tool, e *resolve.Explanation) {
	if len(tool.Variants) == 0 {
		return
	}
	if e.Variant == 0 {
		fmt.Fprintf(w, "  definition: its own (none of its %d variants holds)\n", len(tool.Variants))
	} else {
		v := &tool.Variants[e.Variant-1]
		line := fmt.Sprintf("  definition: variant %d of %d, for %s (declared at %s)", e.Variant, len(tool.Variants), v.Label(), pos(v.Pos))
		if v.Kind == resolve.KindFreeform {
			line += ", sent as a freeform tool"
		}
		fmt.Fprintln(w, line)
	}
	for _, vc := range e.Variants {
		verdict := "holds"
		if !vc.Holds {
			verdict = "fails"
		}
		fmt.Fprintf(w, "    variant %d %s: %s\n", vc.Variant, verdict, report.TextLine(tool.Variants[vc.Variant-1].Label()))
		fmt.Fprintf(w, "               because %s\n", report.TextLine(vc.Because))
	}
}

// activationText says in one line what activating a group loads.
func activationText(a *resolve.GroupActivation) string {
	state := "not enabled"
	if a.Enabled {
		state = "enabled"
	}
	line := fmt.Sprintf("group %s (%s): activating it loads %s", a.Group, state, countList(a.Loads))
	if len(a.InHead) > 0 {
		line += fmt.Sprintf("; in the head already %s", countList(a.InHead))
	}
	if len(a.Unavailable) > 0 {
		line += fmt.Sprintf("; kept out by other conditions %s", countList(a.Unavailable))
	}
	return line
}

// countList is "N: a, b, c", long lists cut short, or "nothing".
func countList(names []string) string {
	if len(names) == 0 {
		return "nothing"
	}
	shown := names
	if len(shown) > 12 {
		shown = append(slices.Clone(shown[:12]), "…")
	}
	return fmt.Sprintf("%d: %s", len(names), strings.Join(shown, ", "))
}

// explainGroup prints explain's answer for a group id.
func explainGroup(w io.Writer, g *explainGroupJSON) {
	fmt.Fprintf(w, "%s: tool group of %d tools\n", g.Group, len(g.Members))
	if g.Position != nil {
		fmt.Fprintf(w, "  declared at %s:%d:%d\n", report.TextLine(g.Position.File), g.Position.Line, g.Position.Column)
	}
	if g.Card != "" {
		fmt.Fprintf(w, "  card: %s\n", report.TextLine(g.Card))
	}
	if g.Doc != "" {
		fmt.Fprintf(w, "  doc: %s\n", report.TextLine(g.Doc))
	}
	fmt.Fprintf(w, "  enabled when %s\n", g.When)
	fmt.Fprintf(w, "  members %s\n", countList(g.Members))
	for _, at := range g.Targets {
		m := at.Model
		if m == "" {
			m = "(none)"
		}
		fmt.Fprintf(w, "\nprovider %s · mode %s · model %s\n  %s\n", at.Provider, at.Mode, report.TextLine(m), activationText(at.Activation))
	}
}
