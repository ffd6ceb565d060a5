package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// catalogOptions are what catalog runs with.
type catalogOptions struct {
	IO     ioStreams
	Policy func() (*model.Policy, error)
	Target target
	Format string
}

func newCatalogCmd(f *factory, runF func(*catalogOptions) error) *cobra.Command {
	opts := &catalogOptions{IO: f.IO, Policy: f.loadPolicy}
	cmd := &cobra.Command{
		Use:   "catalog [--mode MODE] [--provider ID] [--model ID] [--set KEY=VALUE]... [--settings FILE.json]",
		Short: "Print the tool catalog a harness offers for a provider, mode and model",
		Long: `Print the resolved catalog for one provider × mode × model id; without
--mode, one for every mode of the policy.

Partitions, each in catalog order (builtin tools, then MCP tools, each
partition by the policy's ordering rule, by name unless catalog: order: says
otherwise):
  active        the first-turn head
  discoverable  the tool-search pool: visible tools not in the head
  hidden        hidden-compatibility names (dispatchable, silent)
  deprecated    deprecated names (dispatchable, with a result-metadata notice)
  removed       removed names (calls are a hard error)
  registered    everything dispatchable
  gated_out     visible tools a gate or visibility condition hides here
  unregistered  tools a registration condition keeps out of this
                configuration (policies with settings or conditions)

A policy that declares settings resolves one configuration: --set KEY=VALUE
(repeatable; a set's members comma-separated, KEY= for the empty set) and
--settings FILE.json ({"KEY": true | "value" | ["member", ...]}) set them,
the rest take their defaults. An unknown setting or value exits 2.

--format json prints one object with the keys provider, mode, model, active,
discoverable, hidden, deprecated, removed, registered, gated_out (arrays of
tool names) and fingerprint ("sha256:…" of the first-turn block, the
prefix-cache identity of the head); with settings, also settings (every
setting's value) and unregistered; with tool groups, also groups: each
group whose activation would load something, as {group, card, enabled,
loads, in_head, unavailable} (activation resolves the configuration again
with the group on; loads are its members then offered that the head lacks).
Without --mode, an array of them, one per mode.

--format block prints the first-turn block itself: the exact bytes the
harness sends as the tools of a request on the provider's wire (for MCP, the
tools/list result), with nothing added, so that
"toolpolicy catalog --mode M --format block | sha256sum" is the fingerprint.`,
		Example: `  toolpolicy catalog                       # every mode, default provider
  toolpolicy catalog --provider default --mode plan
  toolpolicy catalog --mode agent --model deepseek-v4-flash --format json
  toolpolicy catalog --provider arcee --mode yolo
  toolpolicy catalog --mode agent --format block | jq .
  toolpolicy --policy examples/github-mcp-server catalog --mode default --set toolsets=default,actions --set read_only=true`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runOr(runF, runCatalog)(opts) },
	}
	addTargetFlags(cmd, &opts.Target)
	cmd.Flags().StringVar(&opts.Format, "format", "text", "output format: text, json or block")
	return cmd
}

func runCatalog(opts *catalogOptions) error {
	// Without --mode, every mode: one catalog each, in the policy's order.
	// The block is the bytes of one request, so it needs a mode.
	t := opts.Target
	p, modes, err := t.load(opts.Policy, opts.Format, opts.Format == "block", "text", "json", "block")
	if err != nil {
		return err
	}
	var cats []*resolve.Catalog
	for _, mode := range modes {
		q := t.query()
		q.Mode = mode
		c, err := p.Index().ResolveQuery(q)
		if err != nil {
			return inputErr(err)
		}
		cats = append(cats, c)
	}
	// Groups a harness offers as one card while deferred: what activating
	// each loads, for the groups that would load something.
	groups := make([][]*resolve.GroupActivation, len(cats))
	for i, mode := range modes {
		q := t.query()
		q.Mode = mode
		for _, id := range p.Index().GroupIDs() {
			a, err := p.Index().ActivateGroup(q, id)
			if err != nil {
				return inputErr(err)
			}
			if len(a.Loads) > 0 {
				groups[i] = append(groups[i], a)
			}
		}
	}
	switch opts.Format {
	case "json":
		out := make([]catalogOut, len(cats))
		for i, c := range cats {
			out[i] = catalogOut{Catalog: c, Groups: groups[i]}
		}
		if t.mode != "" {
			return writeJSON(opts.IO.Out, out[0])
		}
		return writeJSON(opts.IO.Out, out)
	case "block":
		_, err := opts.IO.Out.Write(p.Index().Block(cats[0]))
		return err
	}
	w := &report.ErrWriter{W: opts.IO.Out}
	for i, c := range cats {
		if i > 0 {
			fmt.Fprintln(w)
		}
		writeCatalogText(w, p, c)
		if len(groups[i]) > 0 {
			fmt.Fprintf(w, "\ngroups that activation loads (%d)\n", len(groups[i]))
			for _, a := range groups[i] {
				fmt.Fprintf(w, "  %s\n", activationText(a))
				if a.Card != "" {
					fmt.Fprintf(w, "    card: %s\n", report.TextLine(a.Card))
				}
			}
		}
	}
	return writeErr(w.Err)
}

// catalogOut is catalog --format json: the catalog, and the groups whose
// activation would load something, each with what it loads.
type catalogOut struct {
	*resolve.Catalog
	Groups []*resolve.GroupActivation `json:"groups,omitempty"`
}

func writeCatalogText(w io.Writer, p *model.Policy, c *resolve.Catalog) {
	modelID := c.Model
	if modelID == "" {
		modelID = "(none)"
	}
	fmt.Fprintf(w, "provider %s · mode %s · model %s\n", c.Provider, c.Mode, report.TextLine(modelID))
	for _, id := range model.SortedKeys(c.Settings) {
		fmt.Fprintf(w, "setting %s = %s\n", id, settingText(c.Settings[id]))
	}
	prov := p.Providers[c.Provider]
	fmt.Fprintf(w, "head %d tools, %d builtin (budget: target %d, max %d)\nfingerprint %s\n",
		len(c.Active), len(p.Index().NativeHead(c.Active)), prov.Budget.Target, prov.Budget.Max, c.Fingerprint)
	wire := prov.Wire
	if wire == "" {
		wire = "none (names and descriptions)"
	}
	sizes := map[string]model.ToolSize{}
	if _, size, ts, err := p.MeasureBlock(c); err == nil {
		est := ""
		if size.Estimate {
			est = ", an estimate"
		}
		fmt.Fprintf(w, "block %d bytes, %d tokens (%s%s) on wire %s\n", size.Bytes, size.Tokens, size.Tokenizer, est, wire)
		for _, t := range ts {
			sizes[t.Name] = t
		}
	}
	for _, part := range []struct {
		name  string
		names []string
	}{
		{"active", c.Active}, {"discoverable", c.Discoverable}, {"gated_out", c.GatedOut},
		{"hidden", c.Hidden}, {"deprecated", c.Deprecated}, {"removed", c.Removed}, {"registered", c.Registered},
		{"unregistered", c.Unregistered},
	} {
		if part.name == "unregistered" && c.Unregistered == nil {
			continue
		}
		fmt.Fprintf(w, "\n%s (%d)\n", part.name, len(part.names))
		for _, n := range part.names {
			suffix := ""
			if t := p.Tools[n]; t != nil && t.Source == model.SourceMCP {
				suffix = "  [mcp]"
			}
			if ts, ok := sizes[n]; ok && (part.name == "active" || ts.Deferred) {
				suffix += fmt.Sprintf("  %d B, %d tok", ts.Bytes, ts.Tokens)
			}
			fmt.Fprintf(w, "  %s%s\n", n, suffix)
		}
	}
}

// settingText renders a setting's value as --set takes it (a set's members
// comma-separated), whether resolved ([]string) or read from JSON ([]any).
func settingText(v any) string {
	switch v := v.(type) {
	case []string:
		return strings.Join(v, ",")
	case []any:
		parts := make([]string, len(v))
		for i, e := range v {
			parts[i] = fmt.Sprint(e)
		}
		return strings.Join(parts, ",")
	case bool:
		return strconv.FormatBool(v)
	}
	return fmt.Sprint(v)
}
