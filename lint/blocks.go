package lint

import (
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// Rules about the block's bytes: what a provider is sent, how big it is,
// and whether it can stay cached.

var blockBudgetTarget = &Rule{
	ID:       "block-budget-target",
	Summary:  "A first-turn block is over a byte or token budget target (provider, mode or configuration)",
	Severity: report.SeverityWarning,
	Why: `
The first-turn block is sent, and paid for, on every request: names,
descriptions, parameter schemas and the wire's own wrapping. Bytes are
counted on the exact bytes the provider's wire sends (toolpolicy catalog
--format block), tokens with the provider's tokenizer (o200k_base unless it
names another; an estimate where the provider's own tokenizer is not public).
A provider's budget bounds its blocks, a mode's budget every provider's block
in that mode, a configuration's budget its own block. The count is the
largest over every mode, sample model and configuration in scope; the
finding names where it was measured and the largest definitions.`,
	Bad: `
providers: default: {
	default: true
	wire:    "openai-chat-completions"
	budget: {target: 30, max: 30, target_tokens: 10}
}`,
	Good: `
providers: default: {
	default: true
	wire:    "openai-chat-completions"
	budget: {target: 30, max: 30, target_tokens: 4000}
}`,
	Run: func(p *Pass) []report.Diagnostic { return runBlockBudget(p, false) },
}

var blockBudgetMax = &Rule{
	ID:       "block-budget-max",
	Summary:  "A first-turn block is over a byte or token budget max (provider, mode or configuration)",
	Severity: report.SeverityError,
	Why: `
A CI guard on what the tool block costs: growing past max_bytes or max_tokens
needs a deliberate decision (shorten a description, defer a tool, or raise
the budget in the same change). Counted as block-budget-target counts.`,
	Bad: `
providers: default: {
	default: true
	wire:    "anthropic-messages"
	budget: {target: 30, max: 30, max_bytes: 100}
}`,
	Good: `
providers: default: {
	default: true
	wire:    "anthropic-messages"
	budget: {target: 30, max: 30, max_bytes: 65536}
}`,
	Run: func(p *Pass) []report.Diagnostic { return runBlockBudget(p, true) },
}

type blockWorst struct {
	size  model.Size
	where string // "mode agent, no model id"
	tools []model.ToolSize
}

// budgetScope is what a block budget bounds: a provider's blocks, a mode's
// (every provider's), or one declared configuration's.
type budgetScope struct {
	what   string   // "provider default", "mode plan", "configuration ro"
	path   []string // the budget's place in the policy
	bounds model.BlockBudget
	decl   report.Related
	// measure returns the largest block by bytes and by tokens.
	measure func() (byBytes, byTokens *blockWorst)
}

// budgetScopes lists every block budget the policy sets: each provider's,
// each mode's and each declared configuration's.
func budgetScopes(p *Pass) []budgetScope {
	var out []budgetScope
	for _, id := range p.ProviderIDs() {
		pr := p.Providers[id]
		if pr == nil {
			continue
		}
		b := pr.Budget
		out = append(out, budgetScope{what: "provider " + id, path: []string{"providers", id, "budget"},
			bounds: model.BlockBudget{TargetBytes: b.TargetBytes, MaxBytes: b.MaxBytes, TargetTokens: b.TargetTokens, MaxTokens: b.MaxTokens},
			decl:   rel(pr.Pos, "provider %s declared here", id),
			measure: func() (*blockWorst, *blockWorst) {
				byProv, _ := p.blockIndex()
				return worstBlocks(p, byProv[id], func(v view) string {
					return joinWhere("mode "+v.mode, modelLabel(v.model), configWhere(v))
				})
			}})
	}
	for _, id := range p.ModeIDs() {
		m := p.Modes[id]
		if m == nil || m.Budget == nil {
			continue
		}
		out = append(out, budgetScope{what: "mode " + id, path: []string{"modes", id, "budget"}, bounds: *m.Budget,
			decl: rel(m.Pos, "mode %s declared here", id),
			measure: func() (*blockWorst, *blockWorst) {
				_, byMode := p.blockIndex()
				return worstBlocks(p, byMode[id], func(v view) string {
					return joinWhere("provider "+v.provider, modelLabel(v.model), configWhere(v))
				})
			}})
	}
	for _, id := range model.SortedKeys(p.Configurations) {
		c := p.Configurations[id]
		if c == nil || c.Budget == nil {
			continue
		}
		out = append(out, budgetScope{what: "configuration " + id, path: []string{"configurations", id, "budget"}, bounds: *c.Budget,
			decl: rel(c.Pos, "configuration %s declared here", id),
			measure: func() (*blockWorst, *blockWorst) {
				prov := orDefault(c.Provider, p.Index().ProviderFor(c.Model))
				cat, err := p.Index().ResolveSharedQuery(resolve.Query{Provider: prov, Mode: c.Mode, Model: c.Model, Settings: c.Settings})
				if err != nil {
					return nil, nil // configuration-reference-style errors are lint's settings rules'
				}
				w := measureBlock(p, cat, joinWhere("provider "+prov, "mode "+c.Mode, modelLabel(c.Model)))
				return w, w
			}})
	}
	return out
}

// configWhere names a view's configuration as a finding says where the
// block was measured: its label names the settings as --set flags.
func configWhere(v view) string { return v.config }

func joinWhere(parts ...string) string {
	var out []string
	for _, s := range parts {
		if s != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, ", ")
}

func runBlockBudget(p *Pass, max bool) []report.Diagnostic {
	var out []report.Diagnostic
	for _, sc := range budgetScopes(p) {
		b := sc.bounds
		type bound struct {
			field      string
			limit, cap *int
			tokens     bool
		}
		bounds := []bound{{"target_bytes", b.TargetBytes, b.MaxBytes, false}, {"target_tokens", b.TargetTokens, b.MaxTokens, true}}
		if max {
			bounds = []bound{{"max_bytes", b.MaxBytes, nil, false}, {"max_tokens", b.MaxTokens, nil, true}}
		}
		var worstBytes, worstTokens *blockWorst
		measured := false
		for _, bd := range bounds {
			if bd.limit == nil {
				continue
			}
			if !measured {
				worstBytes, worstTokens = p.scopeWorst(sc)
				measured = true
			}
			w, n, unit := worstBytes, 0, "bytes"
			if bd.tokens {
				w, unit = worstTokens, "tokens"
			}
			if w == nil {
				continue
			}
			n = w.size.Bytes
			if bd.tokens {
				n = w.size.Tokens
			}
			if n <= *bd.limit || (bd.cap != nil && n > *bd.cap) {
				// Over max is block-budget-max's finding.
				continue
			}
			kind := bd.field
			msg := fmt.Sprintf("%s's first-turn block is %d %s (%s), over its %s of %d by %d", sc.what, n, unit, w.where, kind, *bd.limit, n-*bd.limit)
			if bd.tokens {
				est := ""
				if w.size.Estimate {
					est = ", an estimate"
				}
				msg = fmt.Sprintf("%s's first-turn block is %d tokens in %s%s (%s), over its %s of %d by %d", sc.what, n, w.size.Tokenizer, est, w.where, kind, *bd.limit, n-*bd.limit)
			}
			d := diag(fieldPos(p, append(slices.Clone(sc.path), bd.field)...), "%s", msg)
			d.Related = append(d.Related, sc.decl)
			d.Suggestion = "largest definitions: " + largest(w.tools, bd.tokens, 3)
			out = append(out, d)
		}
	}
	return out
}

// worstBlocks measures the blocks of the views in scope (their positions
// in blockViews, in order; each distinct block once) and returns the
// largest by bytes and by tokens.
func worstBlocks(p *Pass, in []int, where func(view) string) (byBytes, byTokens *blockWorst) {
	seen := map[string]bool{}
	// The widest configurations first, so a tie names one of them; then
	// the configurations variant conditions pick (variantspace.go).
	views := p.blockViews()
	for _, i := range in {
		v := views[i]
		c := p.blockCatalog(i)
		if c == nil || seen[c.Fingerprint] {
			continue
		}
		seen[c.Fingerprint] = true
		w := measureBlock(p, c, where(v))
		if w == nil {
			continue
		}
		if byBytes == nil || w.size.Bytes > byBytes.size.Bytes {
			byBytes = w
		}
		if byTokens == nil || w.size.Tokens > byTokens.size.Tokens {
			byTokens = w
		}
	}
	return byBytes, byTokens
}

// measureBlock is a catalog's block size and its definitions' sizes.
func measureBlock(p *Pass, c *resolve.Catalog, where string) *blockWorst {
	size, tools, err := p.MeasureCatalog(c)
	if err != nil {
		return nil
	}
	return &blockWorst{size: size, where: where, tools: tools}
}

func largest(ts []model.ToolSize, tokens bool, n int) string {
	ts = append([]model.ToolSize(nil), ts...)
	key := func(t model.ToolSize) int {
		if tokens {
			return t.Tokens
		}
		return t.Bytes
	}
	sort.SliceStable(ts, func(i, j int) bool { return key(ts[i]) > key(ts[j]) })
	unit := "bytes"
	if tokens {
		unit = "tokens"
	}
	var parts []string
	for _, t := range ts[:min(n, len(ts))] {
		parts = append(parts, fmt.Sprintf("%s (%d %s)", t.Name, key(t), unit))
	}
	return strings.Join(parts, ", ")
}

var forbiddenText = &Rule{
	ID:       "forbidden-text",
	Summary:  "A tool definition a provider can receive contains a string the provider forbids",
	Severity: report.SeverityError,
	Why: `
Some providers sit behind a filter that rejects a whole request when a tool
definition contains certain strings (Arcee's WAF: "rm -rf", "../../",
"<script>", "DROP TABLE"). Every definition the provider can ever receive is
checked, in the head or loaded on demand, for every model it serves: the
description, the card, the parameter schema (property descriptions, enums,
defaults) and each variant. Matching ignores case, as such filters do.`,
	Bad: `
tools: exec_shell: {state: "deferred", description: "Never run rm -rf /."}
providers: arcee: {
	models: ["arcee*"]
	forbidden_strings: ["rm -rf"]
	budget: {target: 0, max: 0}
}`,
	Good: `
tools: exec_shell: {state: "deferred", description: "Never delete the workspace recursively."}`,
	Run: runForbiddenText,
}

func runForbiddenText(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	x := p.Index()
	names, tools := p.toolNames(), p.tools()
	// Each tool's texts, lowercased once for every provider that checks
	// them (20 providers lowercased all 10,000 tools' texts 20 times).
	texts := make([][]defText, len(tools))
	lowered := make([][]string, len(tools))
	for _, id := range p.ProviderIDs() {
		pr := p.Providers[id]
		if pr == nil || len(pr.ForbiddenStrings) == 0 {
			continue
		}
		// What the provider can send, by catalog position. Catalogs that
		// partition alike share their lists (ResolveShared): each list is
		// walked once, not once per mode and model.
		reach := make([]bool, len(x.CatalogOrder()))
		walked := map[sharedList]bool{}
		for _, v := range p.providerViews()[id] {
			c, err := x.ResolveShared(v.provider, v.mode, v.model)
			if err != nil {
				continue
			}
			for _, l := range [][]string{c.Active, c.Discoverable} {
				if len(l) == 0 || walked[sharedList{&l[0], len(l)}] {
					continue
				}
				walked[sharedList{&l[0], len(l)}] = true
				for _, n := range l {
					if i, ok := x.Position(n); ok {
						reach[i] = true
					}
				}
			}
		}
		bads := make([]string, len(pr.ForbiddenStrings))
		for i, bad := range pr.ForbiddenStrings {
			bads[i] = strings.ToLower(bad)
		}
		for ti, name := range names {
			if i, ok := x.Position(name); !ok || !reach[i] {
				continue
			}
			t := tools[ti]
			if texts[ti] == nil {
				texts[ti] = definitionTexts(t)
				lowered[ti] = make([]string, len(texts[ti]))
				for k, f := range texts[ti] {
					lowered[ti][k] = strings.ToLower(f.text)
				}
			}
			for k, f := range texts[ti] {
				low := lowered[ti][k]
				for bi, bad := range pr.ForbiddenStrings {
					if bad == "" || !strings.Contains(low, bads[bi]) {
						continue
					}
					field := p.At(f.path...)
					d := diag(field, "tool %s's %s contains %q, which provider %s forbids; the provider rejects any request carrying it", name, f.what, bad, id)
					if at := textPos(field, bad); at != field {
						d.Message += fmt.Sprintf(" (at %d:%d)", at.Line, at.Col)
						d.Related = append(d.Related, rel(at, "%q is here", bad))
					}
					d.Related = append(d.Related, rel(fieldPos(p, "providers", id, "forbidden_strings"), "provider %s forbids it here", id))
					out = append(out, d)
				}
			}
		}
	}
	return out
}

// sharedList names a list a shared catalog hands out: catalogs that
// partition alike return the same slice.
type sharedList struct {
	first *string
	n     int
}

type defText struct {
	what string
	path []string
	text string
}

// definitionTexts is every text of a tool that can reach a provider.
func definitionTexts(t *model.Tool) []defText {
	var out []defText
	add := func(what, text string, path ...string) {
		if text != "" {
			out = append(out, defText{what, append([]string{"tools", t.Name}, path...), text})
		}
	}
	add("description", t.Description, "description")
	add("card", t.Card, "card")
	add("parameters", t.Parameters, "parameters")
	if t.CardList != nil {
		add("card_list header", t.CardList.Header, "card_list", "header")
		add("card_list line", t.CardList.Line, "card_list", "line")
		add("card_list empty", t.CardList.Empty, "card_list", "empty")
	}
	for i, v := range t.Variants {
		elem := fmt.Sprintf("variants[%d]", i)
		add("description for "+v.Label(), v.Description, elem, "description")
		add("parameters for "+v.Label(), v.Parameters, elem, "parameters")
		add("grammar for "+v.Label(), v.Grammar, elem, "grammar")
	}
	return out
}

// textPos narrows a field's position to where s occurs in its value, when
// the field's file can be read and s is written there as it is: the first
// occurrence at or after the field, in the value's string literal (a line,
// or a """ block). Otherwise the field's own position.
func textPos(field model.Pos, s string) model.Pos {
	if !field.IsValid() {
		return field
	}
	src, err := os.ReadFile(field.File)
	if err != nil {
		return field
	}
	lines := strings.Split(string(src), "\n")
	if field.Line > len(lines) {
		return field
	}
	low := strings.ToLower(s)
	multi := false
	for ln := field.Line - 1; ln < len(lines); ln++ {
		text := lines[ln]
		start := 0
		if ln == field.Line-1 {
			start = min(max(field.Col-1, 0), len(text))
			multi = strings.Contains(text[start:], `"""`)
		}
		if i := strings.Index(strings.ToLower(text[start:]), low); i >= 0 {
			return model.Pos{File: field.File, Line: ln + 1, Col: start + i + 1}
		}
		if !multi || (ln > field.Line-1 && strings.Contains(text, `"""`)) {
			break
		}
	}
	return field
}

var cacheUnsafeHead = &Rule{
	ID:       "cache-unsafe-head",
	Summary:  "A first-turn tool's description has text computed per request",
	Severity: report.SeverityError,
	Why: `
A description that embeds a list computed per request (sub-agents, skills,
cards) changes the block whenever the list does, and every change throws away
the provider's prompt cache for everything after the tools. In a deferred
tool it costs only when loaded; in a head it costs every conversation. A
tool whose description declares such a segment (dynamic:) is reported in
every head it is in, unless the segment is acknowledged with a reason. A
card list (card_list:) is not dynamic: toolpolicy renders it, and its bytes
are in the fingerprint.`,
	Bad: `
tools: agent_open: {
	state:       "active"
	description: "Open a sub-agent. Available agents: {agents}"
	dynamic: [{id: "agents"}]
}`,
	Good: `
tools: agent_open: {
	state:       "active"
	description: "Open a sub-agent. Available agents: {agents}"
	dynamic: [{id: "agents", acknowledged: "the agent list changes once per release"}]
}`,
	Run: runCacheUnsafeHead,
}

func runCacheUnsafeHead(p *Pass) []report.Diagnostic {
	// Most policies have no computed segment to report: then no head need
	// be resolved (at 100,000 tools resolving every view's head here was a
	// third of lint's time, and a gigabyte of rendered blocks).
	pending := false
	for _, t := range p.Tools {
		for _, d := range t.Dynamic {
			pending = pending || d.Acknowledged == ""
		}
	}
	if !pending {
		return nil
	}
	var out []report.Diagnostic
	heads := map[string][]string{} // tool → "provider × mode" of the heads holding it
	for _, v := range p.views() {
		c, err := p.Index().ResolveShared(v.provider, v.mode, v.model)
		if err != nil {
			continue
		}
		for _, n := range c.Active {
			if t := p.Tools[n]; t != nil && len(t.Dynamic) > 0 {
				heads[n] = append(heads[n], v.provider+" × "+v.mode)
			}
		}
	}
	for _, name := range model.SortedKeys(heads) {
		where := dedupeStrings(heads[name])
		for _, d := range p.Tools[name].Dynamic {
			if d.Acknowledged != "" {
				continue
			}
			f := diag(d.Pos, "tool %s is in the first-turn head of %s, and its description's segment %q is computed per request: each change breaks the prompt cache", name, quoteList(where), d.ID)
			f.Suggestion = fmt.Sprintf(`defer the tool, move the list out of its description, or acknowledge it: dynamic: [{id: %q, acknowledged: "…"}]`, d.ID)
			out = append(out, f)
		}
	}
	return out
}
