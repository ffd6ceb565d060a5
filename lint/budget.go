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
)

var budgetTarget = &Rule{
	ID:       "budget-target",
	Summary:  "A provider's first-turn native head is over its budget target",
	Severity: report.SeverityWarning,
	Why: `
The first-turn head is what every model sees before its first tool search,
and each entry costs prompt tokens and choice-space (seed 000 §5). The target
is where the diet is heading; going over it is worth a look but not a failed
build. The count is the builtin part of the head (MCP tools are budgeted by
their own rules), in the mode and for the model where it is largest; the
finding lists the head entries no other provider's explicit head needs.`,
	Bad: `
providers: default: {
	default: true
	budget: {target: 2, max: 4}
}
// three active builtin tools`,
	Good: `
providers: default: {
	default: true
	budget: {target: 3, max: 4}
}`,
	Run: func(p *Pass) []report.Diagnostic { return runBudget(p, false) },
}

var budgetMax = &Rule{
	ID:       "budget-max",
	Summary:  "A provider's first-turn native head is over its budget max",
	Severity: report.SeverityError,
	Why: `
Growth of the head past its max needs a deliberate decision: retire
something, or raise the budget in the same change (seed 000 §5: "any growth of
the head requires retiring something else or an explicit budget bump").`,
	Bad: `
providers: arcee: {
	models: ["arcee*"]
	first_turn: ["read_file", "grep_files", "list_dir"]
	budget: {target: 2, max: 2}
}`,
	Good: `
providers: arcee: {
	models: ["arcee*"]
	first_turn: ["read_file", "grep_files"]
	budget: {target: 2, max: 2}
}`,
	Run: func(p *Pass) []report.Diagnostic { return runBudget(p, true) },
}

func runBudget(p *Pass, max bool) []report.Diagnostic {
	// Names some explicit head wants: the core the budget should keep.
	core := map[string]bool{}
	for _, pr := range p.Providers {
		for _, r := range pr.FirstTurn {
			core[r.Name] = true
		}
	}
	type worst struct {
		n      int
		head   []string
		where  []string
		config string // the first configuration with the largest head
	}
	by := map[string]*worst{}
	for _, v := range p.views() {
		head := v.native
		w := by[v.provider]
		if w == nil || len(head) > w.n {
			w = &worst{n: len(head), head: head}
			by[v.provider] = w
		}
		if len(head) == w.n {
			w.where = append(w.where, v.mode)
			if w.config == "" {
				w.config = v.config
			}
		}
	}
	var out []report.Diagnostic
	for _, id := range p.ProviderIDs() {
		pr, w := p.Providers[id], by[id]
		if w == nil {
			continue
		}
		limit, field, kind := pr.Budget.Target, "target", "target"
		if max {
			limit, field, kind = pr.Budget.Max, "max", "max"
		}
		if w.n <= limit || (!max && w.n > pr.Budget.Max) {
			// Over max is budget-max's finding; one finding per overrun.
			continue
		}
		pos := fieldPos(p, "providers", id, "budget", field)
		d := diag(pos, "provider %s's first-turn head has %d builtin tools, over its budget %s of %d by %d", id, w.n, kind, limit, w.n-limit)
		modes := dedupeStrings(w.where)
		where := "mode " + strings.Join(modes, ", ")
		if len(modes) == len(p.Modes) {
			where = "every mode"
		}
		if w.config != "" {
			where += ", in " + w.config
		}
		d.Related = append(d.Related, rel(pr.Pos, "provider %s declared here; the head is largest in %s", id, where))
		var could []string
		for _, n := range w.head {
			if !pr.Explicit && !core[n] {
				could = append(could, n)
			}
		}
		if pr.Explicit || len(could) == 0 {
			could = w.head
		}
		sort.Strings(could)
		d.Suggestion = fmt.Sprintf("defer %d of: %s", w.n-limit, quoteList(could))
		if !pr.Explicit && len(core) > 0 {
			d.Suggestion += " (the head entries no explicit first_turn list needs)"
		}
		out = append(out, d)
	}
	return out
}

func dedupeStrings(s []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range s {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

var providerLimits = &Rule{
	ID:       "provider-limits",
	Summary:  "A provider's hard limits broken: too many tools in one request, a name too long or outside the allowed characters",
	Severity: report.SeverityError,
	Why: `
Providers reject a request outright when it breaks their API limits (OpenAI:
at most 128 tools; Gemini, Bedrock: names at most 64 characters; Bedrock:
names match [a-zA-Z0-9_-]+). The tool count is the whole head, MCP tools
included, in its largest mode; names are every name the provider can be sent
(the head and the tool-search pool).`,
	Bad: `
providers: gemini: {
	models: ["gemini-*"]
	budget: {target: 20, max: 24}
	limits: {name_max_length: 64, name_pattern: "^[a-z_]+$"}
}
tools: "Read-File": {state: "active"}`,
	Good: `
providers: gemini: {
	models: ["gemini-*"]
	budget: {target: 20, max: 24}
	limits: {name_max_length: 64, name_pattern: "^[a-z_]+$"}
}
tools: read_file: {state: "active"}`,
	Run: runProviderLimits,
}

func runProviderLimits(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	longest := -1 // longestVisibleName, once
	for _, id := range p.ProviderIDs() {
		pr := p.Providers[id]
		lim := pr.Limits
		var re *regexp.Regexp
		if lim.NamePattern != "" {
			var err error
			re, err = regexp.Compile(lim.NamePattern)
			if err != nil {
				out = append(out, diag(fieldPos(p, "providers", id, "limits", "name_pattern"),
					"provider %s's name_pattern does not compile: %v", id, err))
			}
		}
		maxCount, maxWhere := -1, ""
		for _, v := range p.providerViews()[id] {
			if v.size > maxCount {
				maxCount, maxWhere = v.size, fmt.Sprintf("mode %s, %s", v.where(), modelLabel(v.model))
			}
		}
		if lim.MaxTools > 0 && maxCount > lim.MaxTools {
			d := diag(fieldPos(p, "providers", id, "limits", "max_tools"),
				"provider %s's head has %d tools (%s), over its limit of %d tools per request", id, maxCount, maxWhere, lim.MaxTools)
			d.Suggestion = "defer tools until the largest head fits"
			out = append(out, d)
		}
		if lim.NameMaxLength <= 0 && re == nil {
			continue
		}
		// Every name the provider can be sent: the head or the tool-search
		// pool of one of its views.
		models := p.viewModels()[id]
		var matches []bool
		if re != nil {
			matches = p.patternMatches(re)
		}
		// When every visible name is short enough and matches, no name
		// can be reported, whoever it is offered to: the common case, and
		// asking whether each of 10,000 tools is offered to each of a
		// thousand providers was most of this rule.
		if longest < 0 {
			longest = longestVisibleName(p)
		}
		if (lim.NameMaxLength <= 0 || longest <= lim.NameMaxLength) && (re == nil || !slices.Contains(matches, false)) {
			continue
		}
		for i, vt := range p.visible() {
			if !p.offeredTo(vt, models) {
				continue
			}
			n := vt.name
			// A name has no more characters than bytes: most are under
			// the limit by their length alone, without reading them.
			if lim.NameMaxLength > 0 && len(n) > lim.NameMaxLength && utf8.RuneCountInString(n) > lim.NameMaxLength {
				d := diag(toolPos(p, n), "tool name %q is %d characters; provider %s accepts at most %d", n, utf8.RuneCountInString(n), id, lim.NameMaxLength)
				d.Related = append(d.Related, rel(fieldPos(p, "providers", id, "limits", "name_max_length"), "limit set here"))
				out = append(out, d)
			}
			if re != nil && !matches[i] {
				d := diag(toolPos(p, n), "tool name %q does not match provider %s's name_pattern %s", n, id, lim.NamePattern)
				d.Related = append(d.Related, rel(fieldPos(p, "providers", id, "limits", "name_pattern"), "pattern set here"))
				out = append(out, d)
			}
		}
	}
	return out
}

// longestVisibleName is the byte length of the longest visible tool name:
// no name has more characters than that.
func longestVisibleName(p *Pass) int {
	n := 0
	for _, vt := range p.visible() {
		n = max(n, len(vt.name))
	}
	return n
}

var defaultProvider = &Rule{
	ID:       "default-provider",
	Summary:  "No provider, or more than one, marked default",
	Severity: report.SeverityError,
	Why: `
The default provider serves every model no other provider claims. With none,
an unrecognised model id gets no head at all; with two, which one wins
depends on id order, not on anything the policy says.`,
	Bad: `
providers: {
	deepseek: {default: true, budget: {target: 22, max: 26}}
	openai: {default: true, models: ["gpt-*"], budget: {target: 22, max: 26}}
}`,
	Good: `
providers: {
	deepseek: {default: true, budget: {target: 22, max: 26}}
	openai: {models: ["gpt-*"], budget: {target: 22, max: 26}}
}`,
	Run: runDefaultProvider,
}

func runDefaultProvider(p *Pass) []report.Diagnostic {
	var defs []string
	for _, id := range p.ProviderIDs() {
		if p.Providers[id].Default {
			defs = append(defs, id)
		}
	}
	switch {
	case len(defs) == 0:
		d := diag(p.At("providers"), "none of the providers is marked default: a model no provider's models match gets no head")
		d.Suggestion = "set default: true on the provider that serves unknown models"
		return []report.Diagnostic{d}
	case len(defs) > 1:
		var out []report.Diagnostic
		first := p.Providers[defs[0]]
		for _, id := range defs[1:] {
			d := diag(fieldPos(p, "providers", id, "default"), "providers %s and %s are both marked default; only %s (first by id) is used", defs[0], id, defs[0])
			d.Related = append(d.Related, rel(fieldPos(p, "providers", defs[0], "default"), "%s marked default here", first.ID))
			d.Suggestion = "keep default: true on one provider"
			out = append(out, d)
		}
		return out
	}
	return nil
}

var modelClassExample = &Rule{
	ID:       "model-class-example",
	Summary:  "A model class whose example model id is not in the class",
	Severity: report.SeverityError,
	Why: `
The example is the model id golden snapshots and tests resolve the class
with. If it does not match the class's own patterns, every snapshot "for"
the class actually shows the catalog of a model outside it.`,
	Bad: `
model_classes: "deepseek-v4": {
	match: ["deepseek-v4*"]
	example: "deepseek-v3"
}`,
	Good: `
model_classes: "deepseek-v4": {
	match: ["deepseek-v4*"]
	example: "deepseek-v4-flash"
}`,
	Run: runModelClassExample,
}

func runModelClassExample(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	for _, id := range model.SortedKeys(p.ModelClasses) {
		c := p.ModelClasses[id]
		if !p.Index().InClass(id, c.Example) {
			var rule []string
			if len(c.Match) > 0 {
				rule = append(rule, "match "+quoteList(c.Match)+exceptText(c))
			}
			if c.Where != nil {
				rule = append(rule, "where "+c.Where.String())
			}
			d := diag(fieldPos(p, "model_classes", id, "example"), "example %q is not in model class %s (%s)", c.Example, id, strings.Join(rule, "; "))
			d.Suggestion = "use a model id the class matches"
			out = append(out, d)
		}
	}
	return out
}

func exceptText(c *model.ModelClass) string {
	if len(c.Except) == 0 {
		return ""
	}
	return ", except " + quoteList(c.Except)
}
