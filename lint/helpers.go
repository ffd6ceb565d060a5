package lint

import (
	"fmt"
	"sort"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

func diag(pos model.Pos, format string, args ...any) report.Diagnostic {
	return report.Diagnostic{Pos: pos, Message: fmt.Sprintf(format, args...)}
}

func rel(pos model.Pos, format string, args ...any) report.Related {
	return report.Related{Pos: pos, Message: fmt.Sprintf(format, args...)}
}

// sampleModels returns the model ids the rules try when a question depends
// on the model: none, every class's example, and one id per provider model
// pattern (the pattern with its wildcards matching nothing, which the
// pattern itself matches). Sorted, "" first.
func sampleModels(p *model.Policy) []string {
	set := map[string]bool{"": true}
	for _, c := range p.ModelClasses {
		set[c.Example] = true
	}
	for _, pr := range p.Providers {
		for _, pat := range pr.Models {
			if id := strings.ReplaceAll(pat, "*", ""); id != "" {
				set[id] = true
			}
		}
	}
	return model.SortedKeys(set)
}

// providerModels returns the sample model ids a provider serves.
func providerModels(p *model.Policy, provider string) []string {
	var out []string
	for _, m := range sampleModels(p) {
		if m != "" && p.ProviderFor(m) == provider {
			out = append(out, m)
		}
	}
	return out
}

// view is one resolved catalog with the coordinates it was resolved for.
type view struct {
	provider, mode, model string
	c                     *model.Catalog
}

// views resolves the catalog for every provider × mode × sample model, in
// that (sorted) order. A model id is tried for a provider only when no model
// is given or the provider serves it, so a gate is judged on models that can
// really reach that provider.
func views(p *model.Policy) []view {
	var out []view
	for _, prov := range p.ProviderIDs() {
		models := append([]string{""}, providerModels(p, prov)...)
		for _, mode := range p.ModeIDs() {
			for _, m := range models {
				c, err := p.Resolve(prov, mode, m)
				if err != nil {
					continue
				}
				out = append(out, view{prov, mode, m, c})
			}
		}
	}
	return out
}

func modelLabel(m string) string {
	if m == "" {
		return "no model id"
	}
	return "model " + m
}

func quoteList(names []string) string {
	return strings.Join(names, ", ")
}

func sortedSet(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// toolPos is where a tool is declared, or the tools block when it is not.
func toolPos(p *model.Policy, name string) model.Pos {
	if t := p.Tools[name]; t != nil && t.Pos.IsValid() {
		return t.Pos
	}
	return p.At("tools", name)
}

// fieldPos is the first declaration of a dotted path's field, falling back
// to its nearest declared ancestor.
func fieldPos(p *model.Policy, parts ...string) model.Pos { return p.At(parts...) }

// headRefs are every tool name a policy writes into a head: explicit
// first_turn lists, mode head_add, and the MCP keep-loaded set.
type headRef struct {
	model.Ref
	where string // "provider arcee's first_turn", …
}

func headRefs(p *model.Policy) []headRef {
	var out []headRef
	for _, id := range p.ProviderIDs() {
		for _, r := range p.Providers[id].FirstTurn {
			out = append(out, headRef{r, fmt.Sprintf("provider %s's first_turn", id)})
		}
	}
	for _, id := range p.ModeIDs() {
		for _, r := range p.Modes[id].HeadAdd {
			out = append(out, headRef{r, fmt.Sprintf("mode %s's head_add", id)})
		}
	}
	for _, r := range p.KeepLoaded {
		out = append(out, headRef{r, "mcp.keep_loaded"})
	}
	return out
}

// suggestTool returns ", did you mean X?"-style text for an unknown tool
// name, or "".
func suggestTool(p *model.Policy, name string) string {
	if s := model.Suggest(name, p.ToolNames()); s != "" {
		return fmt.Sprintf("did you mean %s?", s)
	}
	return ""
}

// doc assembles a rule's documentation: why it matters, then a bad and a
// good CUE example, in the markdown docs/rules.md and SARIF help show.
func doc(why, bad, good string) string {
	return strings.TrimSpace(why) + "\n\nBad:\n\n```cue\n" + strings.TrimSpace(bad) + "\n```\n\nGood:\n\n```cue\n" + strings.TrimSpace(good) + "\n```"
}
