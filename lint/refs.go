package lint

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
)

var noticeInPrefix = &Rule{
	ID:       "notice-in-prefix",
	Summary:  "Deprecation notice text in a description or card, which land in the cached catalog prefix",
	Severity: report.SeverityError,
	Why: `
Deprecation notes belong in the result metadata of the deprecated call only
(seed 000 §8): anything in a tool's description or card is part of the
catalog, which is the provider's cached prefix. A notice there is shown to
every model on every turn, and editing it invalidates the cache.`,
	Bad: `
tools: checklist_write: {
	state:       "active"
	description: "Write the checklist. deprecated: use checklist_write instead of todo_write."
}`,
	Good: `
tools: checklist_write: {
	state:       "active"
	description: "Write the checklist."
}`,
	Run: runNoticeInPrefix,
}

var deprecatedWord = regexp.MustCompile(`(?i)\bdeprecated\b`)

func runNoticeInPrefix(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	notes := map[string]string{} // lower-cased note → alias
	for _, name := range p.aliasNames() {
		if n := strings.TrimSpace(p.Aliases[name].Note); n != "" {
			if _, ok := notes[strings.ToLower(n)]; !ok {
				notes[strings.ToLower(n)] = name
			}
		}
	}
	sorted := model.SortedKeys(notes)
	// One automaton finds every note in a text, and the word "deprecated",
	// without which the word rule's regexp cannot match.
	patterns, word := sorted, slices.Index(sorted, "deprecated")
	if word < 0 {
		patterns, word = append(slices.Clone(sorted), "deprecated"), len(sorted)
	}
	ac := newSubstrings(patterns)
	var hits []int
	tools := p.tools()
	for i, name := range p.toolNames() {
		t := tools[i]
		if !t.Visible() {
			continue // hidden names never land in the catalog
		}
		for _, f := range []struct{ field, text string }{{"description", t.Description}, {"card", t.Card}} {
			if f.text == "" {
				continue
			}
			low := f.text // the automaton folds ASCII case itself
			if strings.ContainsFunc(low, func(r rune) bool { return r >= utf8.RuneSelf }) {
				low = strings.ToLower(low)
			}
			hits = hits[:0]
			sawWord := false
			ac.match(low, func(i int) {
				if i == word {
					sawWord = true
				}
				if i < len(sorted) {
					hits = append(hits, i)
				}
			})
			sort.Ints(hits) // report in note order
			for _, i := range hits {
				n := sorted[i]
				d := diag(fieldPos(p, "tools", name, f.field), "the %s of %q contains alias %s's deprecation note; notices belong in result metadata, not in the catalog", f.field, name, notes[n])
				d.Related = append(d.Related, rel(fieldPos(p, "aliases", notes[n], "note"), "note declared here"))
				d.Suggestion = "remove the notice from the " + f.field
				out = append(out, d)
			}
			if len(hits) == 0 && sawWord && deprecatedWord.MatchString(f.text) {
				d := diag(fieldPos(p, "tools", name, f.field), "the %s of %q mentions deprecation; notices belong in result metadata, not in the catalog", f.field, name)
				d.Suggestion = "remove the notice from the " + f.field
				out = append(out, d)
			}
		}
	}
	return out
}

var unknownReference = &Rule{
	ID:       "unknown-reference",
	Summary:  "A head list, mode, gate or head_changes entry naming a tool, model class, provider or mode that is not declared",
	Severity: report.SeverityError,
	Why: `
A reference to an undeclared name is almost always a typo, and the resolver
skips it silently: a misspelt first_turn entry simply never reaches the model.
(Alias replacements are checked by alias-target.)`,
	Bad: `
providers: arcee: first_turn: ["read_file", "grep_file"]
gates: tool_agent: visible_for: "deepseek_v4"`,
	Good: `
providers: arcee: first_turn: ["read_file", "grep_files"]
gates: tool_agent: visible_for: "deepseek-v4"`,
	Run: runUnknownReference,
}

func runUnknownReference(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	tool := func(r model.Ref, where string) {
		if p.Tools[r.Name] != nil || p.Retired[r.Name] != nil {
			return // retired names are retired-name's finding
		}
		d := diag(r.Pos, "%s names %q, which is not a declared tool", where, r.Name)
		d.Suggestion = suggestTool(p, r.Name)
		out = append(out, d)
	}
	for _, r := range headRefs(p) {
		tool(r.Ref, r.where)
	}
	for _, id := range p.ModeIDs() {
		for _, r := range p.Modes[id].HeadDrop {
			tool(r, fmt.Sprintf("mode %s's head_drop", id))
		}
	}
	for _, name := range model.SortedKeys(p.Gates) {
		g := p.Gates[name]
		tool(model.Ref{Name: name, Pos: g.Pos}, "a gate")
		if c := g.Class(); p.ModelClasses[c] == nil {
			field := "visible_for"
			if g.VisibleFor == "" {
				field = "hidden_for"
			}
			d := diag(fieldPos(p, "gates", name, field), "gate on %q names model class %q, which is not declared", name, c)
			if s := resolve.Suggest(c, model.SortedKeys(p.ModelClasses)); s != "" {
				d.Suggestion = fmt.Sprintf("did you mean %s?", s)
			}
			out = append(out, d)
		}
	}
	for _, hc := range p.Release.HeadChanges {
		if p.Providers[hc.Provider] == nil {
			d := diag(hc.ProviderPos, "release.head_changes names provider %q, which is not declared", hc.Provider)
			if s := resolve.Suggest(hc.Provider, p.ProviderIDs()); s != "" {
				d.Suggestion = fmt.Sprintf("did you mean %s?", s)
			}
			out = append(out, d)
		}
		if hc.Mode != "" && p.Modes[hc.Mode] == nil {
			d := diag(hc.ModePos, "release.head_changes names mode %q, which is not declared", hc.Mode)
			if s := resolve.Suggest(hc.Mode, p.ModeIDs()); s != "" {
				d.Suggestion = fmt.Sprintf("did you mean %s?", s)
			}
			out = append(out, d)
		}
	}
	return out
}

var deadTool = &Rule{
	ID:       "dead-tool",
	Summary:  "An active or deferred tool that no provider, mode or model can ever see",
	Severity: report.SeverityWarning,
	Why: `
A visible-state tool that every provider × mode × model combination leaves out
(typically a gate whose class nothing matches, or an explicit-head-only
provider set) costs maintenance and promises a surface nobody gets. Make it
reachable, or retire it through the alias manifest.`,
	Bad: `
tools: tool_agent: {state: "deferred", card: "Fast executor."}
model_classes: v4: {match: ["deepseek-v4*"], example: "deepseek-v4-flash"}
gates: tool_agent: visible_for: "v4"
// …and no provider serves deepseek-v4 models`,
	Good: `
tools: tool_agent: {state: "deferred", card: "Fast executor."}
model_classes: v4: {match: ["deepseek-v4*"], example: "deepseek-v4-flash"}
gates: tool_agent: visible_for: "v4"
providers: deepseek: {default: true, budget: {target: 22, max: 26}}`,
	Run: runDeadTool,
}

func runDeadTool(p *Pass) []report.Diagnostic {
	// Offered somewhere: in the head or tool-search pool of some provider ×
	// mode × model, which only the model (through gates) decides.
	models := p.anyModels()
	var out []report.Diagnostic
	for _, vt := range p.visible() {
		if p.offeredTo(vt, models) || dispatchOnly(vt.t) {
			continue
		}
		name, t := vt.name, vt.t
		d := diag(t.Pos, "%s tool %q is offered to no provider, mode or model", t.State, name)
		if g := p.Gates[name]; g != nil && len(models) > 0 {
			// The sample models said no; ask over every model id. A class
			// example outside its class, for one, must not make a gated
			// tool look dead.
			switch why := p.deadGatedTool(name); why {
			case "reachable":
				continue
			case "":
				d.Related = append(d.Related, rel(g.Pos, "gate (%s) excludes every model the providers serve", gateText(g)))
			default:
				d.Message += why
				d.Related = append(d.Related, rel(g.Pos, "gate (%s)", gateText(g)))
			}
		}
		d.Suggestion = "make it reachable, or retire it with an alias entry"
		out = append(out, d)
	}
	return out
}

// deadGatedTool says why a gated tool the sample models never see is dead:
// "reachable" when some model id some provider serves passes the gate
// after all, a qualifier for the message when only a missing default
// provider (reported by default-provider) keeps the tool from the models
// its gate allows, "" when it is dead or the search gave up.
func (p *Pass) deadGatedTool(name string) string {
	for _, id := range p.ProviderIDs() {
		if _, found, _ := p.allowedModelServedBy(id, name, false); found {
			return "reachable"
		}
	}
	if p.Index().ProviderFor("") == "" {
		if _, found, _ := p.allowedModelServedBy("", name, true); found {
			return " only because no provider is marked default: the models its gate allows match no provider's models, and no default provider serves them"
		}
	}
	return ""
}
