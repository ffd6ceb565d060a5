// Package verify checks what a harness really sends — a tool block in a
// provider's wire format, or an MCP tools/list result — against the policy's
// catalog for the provider, mode and model it was produced for, and reports
// every disagreement with a rule ID and a position in the dump.
package verify

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/toolpolicy/toolpolicy/gen"
	"github.com/toolpolicy/toolpolicy/internal/tokens"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
	"github.com/toolpolicy/toolpolicy/rule"
)

// Pass is what a rule sees: the policy, the catalog it resolves for the
// dump's facts, and the dump.
type Pass struct {
	Policy  *model.Policy
	Catalog *resolve.Catalog
	Dump    *Dump
	// Head holds the entries offered in the first-turn prefix (all but the
	// defer_loading ones), in the dump's order.
	Head []Entry
	// active marks the catalog's head; gated its gated-out tools.
	active, gated, discoverable map[string]bool
	out                         []report.Diagnostic
	rule                        *Rule
}

// Rule is one verify rule: the shared rule shape, its examples being dumps.
type Rule = rule.Rule[func(*Pass)]

func (ps *Pass) pos(n *Node) model.Pos {
	if n == nil {
		n = ps.Dump.List
	}
	line, col := ps.Dump.Pos(n.Off)
	return model.Pos{File: ps.Dump.File, Line: line, Col: col}
}

func (ps *Pass) report(sev report.Severity, at *Node, msg string, related ...report.Related) *report.Diagnostic {
	if sev == "" {
		sev = ps.rule.Severity
	}
	ps.out = append(ps.out, report.Diagnostic{Rule: ps.rule.ID, Severity: sev, Message: msg, Pos: ps.pos(at), Related: related})
	return &ps.out[len(ps.out)-1]
}

// declared points at a tool's declaration in the policy.
func (ps *Pass) declared(name string) []report.Related {
	if t := ps.Policy.Tools[name]; t != nil && t.Pos.IsValid() {
		return []report.Related{{Pos: t.Pos, Message: fmt.Sprintf("%s declared here (%s)", name, t.State)}}
	}
	return nil
}

// Run verifies a dump against the policy for facts (the dump's envelope has
// filled in what the caller left empty). It returns an error for facts the
// policy cannot resolve: an unknown provider, mode or setting.
func Run(p *model.Policy, d *Dump, facts Facts) ([]report.Diagnostic, error) {
	if facts.Provider == "" {
		facts.Provider = p.Index().ProviderFor(facts.Model)
	}
	at := func(key string) *Node { return d.FactNodes[key] }
	settings := resolve.Settings{}
	for _, k := range model.SortedKeys(facts.Settings) {
		v, err := p.Index().ParseSetting(k, facts.Settings[k])
		if err != nil {
			if n := at("settings." + k); n != nil {
				return nil, d.errAt(n.Off, "%v", err)
			}
			return nil, &InputError{File: d.File, Msg: err.Error()}
		}
		settings[k] = v
	}
	c, err := p.Index().ResolveQuery(resolve.Query{Provider: facts.Provider, Mode: facts.Mode, Model: facts.Model, Settings: settings})
	if err != nil {
		if ue, ok := err.(*resolve.UnknownError); ok {
			if n := at(ue.Kind); n != nil {
				return nil, d.errAt(n.Off, "%s", ue.Error())
			}
		}
		var se *resolve.SettingError
		if errors.As(err, &se) {
			if n := at("settings." + se.Setting); n != nil {
				return nil, d.errAt(n.Off, "%v", err)
			}
		}
		return nil, &InputError{File: d.File, Msg: err.Error()}
	}
	ps := &Pass{Policy: p, Catalog: c, Dump: d, active: set(c.Active), gated: set(c.GatedOut), discoverable: set(c.Discoverable)}
	for _, e := range d.Entries {
		if !e.Deferred {
			ps.Head = append(ps.Head, e)
		}
	}
	for _, r := range Rules {
		ps.rule = r
		r.Run(ps)
	}
	report.Sort(ps.out)
	return ps.out, nil
}

// configurations returns the declared configurations the dump was made
// in, by id: the same provider (the default one when a configuration names
// none) and mode, the same model when the configuration names one, and the
// same settings once defaults are filled in on both sides.
func (ps *Pass) configurations() []*model.Configuration {
	p, c := ps.Policy, ps.Catalog
	mine, err := json.Marshal(c.Settings)
	if err != nil {
		return nil
	}
	var out []*model.Configuration
	for _, id := range model.SortedKeys(p.Configurations) {
		cfg := p.Configurations[id]
		if cfg == nil {
			continue
		}
		prov := cfg.Provider
		if prov == "" {
			prov = p.Index().ProviderFor("")
		}
		if prov != c.Provider || cfg.Mode != c.Mode || (cfg.Model != "" && cfg.Model != c.Model) {
			continue
		}
		cc, err := p.Index().ResolveQuery(resolve.Query{Provider: prov, Mode: cfg.Mode, Model: c.Model, Settings: cfg.Settings})
		if err != nil {
			continue // lint's condition-reference reports a configuration that does not resolve
		}
		if theirs, err := json.Marshal(cc.Settings); err == nil && bytes.Equal(mine, theirs) {
			out = append(out, cfg)
		}
	}
	return out
}

func set(list []string) map[string]bool {
	m := make(map[string]bool, len(list))
	for _, n := range list {
		m[n] = true
	}
	return m
}

// RuleInfos describes the rules for the report formats.
func RuleInfos() []report.RuleInfo {
	return rule.Infos(Rules, "https://github.com/toolpolicy/toolpolicy/blob/main/docs/harness.md")
}

// Rules is the registry, in the order the rules run.
var Rules = []*Rule{
	{
		ID: "verify-undeclared", Severity: report.SeverityError,
		Summary: "the harness offers a tool the policy does not declare",
		Why:     "Every name a model sees must be in exactly one lifecycle state; an undeclared one escaped the policy, and nothing checks its budget, cache or replay rules.",
		Bad:     `[{"name": "read_flie"}]`, Good: `[{"name": "read_file"}]`,
		Run: func(ps *Pass) {
			for _, e := range ps.Dump.Entries {
				if _, ok := ps.Policy.Tools[e.Name]; ok || ps.Policy.Retired[e.Name] != nil {
					continue
				}
				msg := fmt.Sprintf("%s is offered but the policy does not declare it", e.Name)
				if r, ok := ps.Policy.Index().ResolveName(e.Name); ok {
					msg += fmt.Sprintf("; it is an alias of %s, offer that instead", r.Canonical)
				}
				ps.report("", e.NameNode, msg)
			}
		},
	},
	{
		ID: "verify-retired-offered", Severity: report.SeverityError,
		Summary: "the harness offers a retired name",
		Why:     "A retired name must never be registered again: old transcripts that call it must fail loudly, not reach a new tool that took the name.",
		Bad:     `[{"name": "agent_spawn"}]`, Good: `[{"name": "agent_open"}]`,
		Run: func(ps *Pass) {
			for _, e := range ps.Dump.Entries {
				if r := ps.Policy.Retired[e.Name]; r != nil {
					var rel []report.Related
					if r.Pos.IsValid() {
						rel = []report.Related{{Pos: r.Pos, Message: e.Name + " retired here"}}
					}
					ps.report("", e.NameNode, fmt.Sprintf("%s is retired and must never be registered again", e.Name), rel...)
				}
			}
		},
	},
	stateRule("verify-hidden-offered", model.StateHidden, "a hidden-compatibility name",
		"Hidden-compatibility names stay dispatchable for old transcripts but are never offered: offering one puts a near-duplicate in front of the model and changes the cached prefix.",
		`[{"name": "exec_wait"}]`, `[{"name": "exec_shell_wait"}]`),
	stateRule("verify-deprecated-offered", model.StateDeprecated, "a deprecated name",
		"Deprecated names replay with a notice in the result metadata; offering one invites new calls to a name on its way out.",
		`[{"name": "todo_write"}]`, `[{"name": "checklist_write"}]`),
	stateRule("verify-removed-offered", model.StateRemoved, "a removed name",
		"A removed name is not dispatchable: offering it invites calls that fail.",
		`[{"name": "old_tool"}]`, `[]`),
	{
		ID: "verify-duplicate", Severity: report.SeverityError,
		Summary: "the harness offers the same name twice",
		Why:     "Providers reject or silently merge duplicate tool names; either way the block is not the one the policy fingerprints.",
		Bad:     `[{"name": "read_file"}, {"name": "read_file"}]`, Good: `[{"name": "read_file"}]`,
		Run: func(ps *Pass) {
			first := map[string]*Node{}
			for _, e := range ps.Dump.Entries {
				if prev, dup := first[e.Name]; dup {
					line, col := ps.Dump.Pos(prev.Off)
					ps.report("", e.NameNode, fmt.Sprintf("%s is offered twice", e.Name),
						report.Related{Pos: model.Pos{File: ps.Dump.File, Line: line, Col: col}, Message: "first offered here"})
					continue
				}
				first[e.Name] = e.NameNode
			}
		},
	},
	{
		ID: "verify-head-missing", Severity: report.SeverityError,
		Summary: "a tool of the policy's first-turn head is not offered",
		Why:     "The head is what the model can call on the first turn without tool search; a missing tool is a capability the policy promised and the harness dropped.",
		Bad:     `[{"name": "read_file"}]`, Good: `[{"name": "grep_files"}, {"name": "read_file"}]`,
		Run: func(ps *Pass) {
			offered := map[string]bool{}
			deferred := map[string]bool{}
			for _, e := range ps.Dump.Entries {
				if e.Deferred {
					deferred[e.Name] = true
				} else {
					offered[e.Name] = true
				}
			}
			for _, n := range ps.Catalog.Active {
				if offered[n] {
					continue
				}
				msg := fmt.Sprintf("%s is in the policy's first-turn head for %s but not offered", n, ps.facts())
				if deferred[n] {
					msg = fmt.Sprintf("%s is in the policy's first-turn head for %s but offered with defer_loading", n, ps.facts())
				}
				ps.report("", ps.Dump.List, msg, ps.declared(n)...)
			}
		},
	},
	{
		ID: "verify-head-extra", Severity: report.SeverityError,
		Summary: "the harness offers a tool the policy keeps out of the head",
		Why:     "A deferred tool offered up front costs first-turn budget and changes the cached prefix; a gated one reaches a model the policy keeps it from.",
		Bad:     `[{"name": "git_log"}, {"name": "read_file"}]`, Good: `[{"name": "read_file"}]`,
		Run: func(ps *Pass) {
			for _, e := range ps.Dump.Entries {
				t := ps.Policy.Tools[e.Name]
				if t == nil || !t.Visible() {
					continue // reported as undeclared, retired, hidden, deprecated or removed
				}
				switch {
				case ps.gated[e.Name]:
					ps.report("", e.NameNode, fmt.Sprintf("%s is offered but a gate hides it from model %q", e.Name, ps.Catalog.Model), ps.gateRelated(e.Name)...)
				case e.Deferred && !ps.discoverable[e.Name]:
				case !e.Deferred && !ps.active[e.Name]:
					ps.report("", e.NameNode, fmt.Sprintf("%s is offered in the first-turn head, but the policy has it %s for %s (found through tool search)", e.Name, t.State, ps.facts()), ps.declared(e.Name)...)
				}
			}
		},
	},
	{
		ID: "verify-head-order", Severity: report.SeverityError,
		Summary: "the head's tools are in a different order from the policy's",
		Why:     "The tool block is the start of the cached prefix: the same tools in another order are another prefix, and every toggle that reorders them throws the cache away.",
		Bad:     `[{"name": "read_file"}, {"name": "grep_files"}]`, Good: `[{"name": "grep_files"}, {"name": "read_file"}]`,
		Run: func(ps *Pass) {
			offered := map[string]bool{}
			var got []Entry
			for _, e := range ps.Head {
				offered[e.Name] = true
				if ps.active[e.Name] {
					got = append(got, e)
				}
			}
			var want []string
			for _, n := range ps.Catalog.Active {
				if offered[n] {
					want = append(want, n)
				}
			}
			for i := range got {
				if i < len(want) && got[i].Name != want[i] {
					ps.report("", got[i].NameNode, fmt.Sprintf("the head is out of the policy's order from here: %s where the policy has %s (policy order: %s)", got[i].Name, want[i], abbrev(want[i:], 6)))
					return
				}
			}
		},
	},
	{
		ID: "verify-partition-order", Severity: report.SeverityError,
		Summary: "builtin tools are not one ordered block ahead of the ordered MCP tools",
		Why:     "Each partition in the policy's catalog order (by name unless the policy orders by declaration or group), builtins ahead of MCP tools, is what keeps a builtin's position (and the cached prefix before it) stable when an MCP tool comes or goes.",
		Bad:     `[{"name": "mcp_search"}, {"name": "read_file"}]`, Good: `[{"name": "read_file"}, {"name": "mcp_search"}]`,
		Run: func(ps *Pass) {
			x := ps.Policy.Index()
			order := string(x.Tables().Order)
			if order == "" {
				order = string(resolve.OrderName)
			}
			var prev *Entry
			prevPos := -1
			for i := range ps.Head {
				e := &ps.Head[i]
				t := ps.Policy.Tools[e.Name]
				if t == nil || !t.Visible() {
					continue // reported by the rules about names never offered
				}
				pos, _ := x.Position(e.Name)
				if prev != nil && pos < prevPos {
					pt := ps.Policy.Tools[prev.Name]
					if pt.Source == model.SourceMCP && t.Source == model.SourceBuiltin {
						ps.report("", e.NameNode, fmt.Sprintf("builtin tool %s comes after MCP tool %s: builtins go first", e.Name, prev.Name))
					} else {
						ps.report("", e.NameNode, fmt.Sprintf("%s comes after %s: each partition is in the policy's catalog order (%s)", e.Name, prev.Name, order))
					}
				}
				prev, prevPos = e, pos
			}
		},
	},
	{
		ID: "verify-budget", Severity: report.SeverityError,
		Summary: "the head the harness sends is over the provider's, mode's or configuration's budget",
		Why:     "The budget is the policy's cap on first-turn tools and block bytes and tokens, for the provider, the mode and a declared configuration the dump was made in: over max is an error, over target a warning, counted on what is really sent.",
		Bad:     `[{"name": "a"}, {"name": "b"}, {"name": "c"}]`, Good: `[{"name": "a"}]`,
		Run: func(ps *Pass) {
			pr := ps.Policy.Providers[ps.Catalog.Provider]
			sent := make([]string, len(ps.Head))
			for i, e := range ps.Head {
				sent[i] = e.Name
			}
			native := len(ps.Policy.Index().NativeHead(sent))
			rel := []report.Related{{Pos: ps.Policy.At("providers", pr.ID, "budget"), Message: fmt.Sprintf("provider %s's budget: target %d, max %d", pr.ID, pr.Budget.Target, pr.Budget.Max)}}
			// Byte and token bounds count the tool block as sent, compact:
			// the provider's, then the mode's.
			type bounds struct {
				who string
				b   model.BlockBudget
				rel []report.Related
			}
			scopes := []bounds{{"provider " + pr.ID, model.BlockBudget{TargetBytes: pr.Budget.TargetBytes, MaxBytes: pr.Budget.MaxBytes,
				TargetTokens: pr.Budget.TargetTokens, MaxTokens: pr.Budget.MaxTokens}, rel}}
			if m := ps.Policy.Modes[ps.Catalog.Mode]; m != nil && m.Budget != nil {
				scopes = append(scopes, bounds{"mode " + m.ID, *m.Budget, []report.Related{{Pos: m.Budget.Pos, Message: fmt.Sprintf("mode %s's block budget", m.ID)}}})
			}
			for _, c := range ps.configurations() {
				if c.Budget != nil {
					scopes = append(scopes, bounds{"configuration " + c.ID, *c.Budget, []report.Related{{Pos: c.Budget.Pos, Message: fmt.Sprintf("configuration %s's block budget", c.ID)}}})
				}
			}
			var block []byte
			if ps.Dump.List != nil {
				var buf bytes.Buffer
				if err := json.Compact(&buf, ps.Dump.Data[ps.Dump.List.Off:ps.Dump.List.End]); err == nil {
					block = buf.Bytes()
					if ps.Dump.Wire == WireMCP {
						block = append(append([]byte(`{"tools":`), block...), '}')
					}
				}
			}
			counted := -1
			for _, sc := range scopes {
				b := sc.b
				if block == nil || (b.MaxBytes == nil && b.TargetBytes == nil && b.MaxTokens == nil && b.TargetTokens == nil) {
					continue
				}
				over := func(what string, n int, max, target *int, maxName, targetName string) {
					switch {
					case max != nil && n > *max:
						ps.report(report.SeverityError, ps.Dump.List, fmt.Sprintf("the tool block is %d %s, over %s's %s of %d", n, what, sc.who, maxName, *max), sc.rel...)
					case target != nil && n > *target:
						ps.report(report.SeverityWarning, ps.Dump.List, fmt.Sprintf("the tool block is %d %s, over %s's %s of %d", n, what, sc.who, targetName, *target), sc.rel...)
					}
				}
				over("bytes (compact)", len(block), b.MaxBytes, b.TargetBytes, "max_bytes", "target_bytes")
				if b.MaxTokens != nil || b.TargetTokens != nil {
					enc := pr.Tokenizer
					if enc == "" {
						enc = tokens.Default
					}
					if counted < 0 {
						if n, err := tokens.Count(enc, block); err == nil {
							counted = n
						}
					}
					if counted >= 0 {
						over("tokens ("+enc+")", counted, b.MaxTokens, b.TargetTokens, "max_tokens", "target_tokens")
					}
				}
			}
			switch {
			case native > pr.Budget.Max:
				ps.report(report.SeverityError, ps.Dump.List, fmt.Sprintf("the head has %d builtin tools, over provider %s's budget max of %d by %d", native, pr.ID, pr.Budget.Max, native-pr.Budget.Max), rel...)
			case native > pr.Budget.Target:
				ps.report(report.SeverityWarning, ps.Dump.List, fmt.Sprintf("the head has %d builtin tools, over provider %s's budget target of %d by %d", native, pr.ID, pr.Budget.Target, native-pr.Budget.Target), rel...)
			}
		},
	},
	{
		ID: "verify-provider-limit", Severity: report.SeverityError,
		Summary: "the request breaks a limit the provider's API enforces",
		Why:     "Over the provider's tool count, name length or name pattern, or with a string its gateway refuses (forbidden_strings), the API rejects the whole request (OpenAI: 128 tools; Gemini and Bedrock: 64-character names; Arcee's WAF: \"rm -rf\", \"<script>\").",
		Bad:     `[{"name": "a_name_far_longer_than_the_provider_allows_for_any_tool_in_one_request"}]`, Good: `[{"name": "short_name"}]`,
		Run: func(ps *Pass) {
			pr := ps.Policy.Providers[ps.Catalog.Provider]
			lim := pr.Limits
			if lim.MaxTools > 0 && len(ps.Dump.Entries) > lim.MaxTools {
				ps.report("", ps.Dump.Entries[lim.MaxTools].Node, fmt.Sprintf("%d tools in one request, over provider %s's limit of %d; this is tool %d", len(ps.Dump.Entries), pr.ID, lim.MaxTools, lim.MaxTools+1))
			}
			var re *regexp.Regexp
			if lim.NamePattern != "" {
				re, _ = regexp.Compile(lim.NamePattern) // lint reports a bad pattern
			}
			for _, e := range ps.Dump.Entries {
				raw := string(ps.Dump.Data[e.Node.Off:e.Node.End])
				for _, f := range pr.ForbiddenStrings {
					if strings.Contains(raw, f) || strings.Contains(e.Description, f) {
						ps.report("", e.Node, fmt.Sprintf("%s's definition contains %q, which provider %s rejects", e.Name, f, pr.ID))
					}
				}
				if lim.NameMaxLength > 0 && len(e.Name) > lim.NameMaxLength {
					ps.report("", e.NameNode, fmt.Sprintf("%s is %d characters long, over provider %s's limit of %d", e.Name, len(e.Name), pr.ID, lim.NameMaxLength))
				}
				if re != nil && !re.MatchString(e.Name) {
					ps.report("", e.NameNode, fmt.Sprintf("%q does not match provider %s's name pattern %s", e.Name, pr.ID, lim.NamePattern))
				}
			}
		},
	},
	{
		ID: "verify-notice-in-description", Severity: report.SeverityError,
		Summary: "a tool description carries a deprecation notice",
		Why:     "Deprecation notices belong in the result metadata of a deprecated call, never in the cached catalog: text that changes with the lifecycle breaks the prefix cache every release.",
		Bad:     `[{"name": "checklist_write", "description": "Write the checklist. (todo_write is deprecated: use checklist_write instead)"}]`,
		Good:    `[{"name": "checklist_write", "description": "Write the checklist."}]`,
		Run: func(ps *Pass) {
			notes := newNoteIndex(ps.Policy)
			for _, e := range ps.Dump.Entries {
				if !e.HasDesc {
					continue
				}
				switch {
				case strings.Contains(e.Description, "_deprecation"):
					ps.report(report.SeverityError, e.DescNode, fmt.Sprintf("%s's description carries a _deprecation block", e.Name))
				case notes.in(e.Description):
					ps.report(report.SeverityError, e.DescNode, fmt.Sprintf("%s's description carries a deprecation note from the policy's manifest", e.Name))
				case strings.Contains(strings.ToLower(e.Description), "deprecated"):
					ps.report(report.SeverityWarning, e.DescNode, fmt.Sprintf("%s's description says \"deprecated\": lifecycle notices go in result metadata, not the catalog", e.Name))
				}
			}
		},
	},
	{
		ID: "verify-block-diff", Severity: report.SeverityError,
		Summary: "the tool block differs from the policy's golden block",
		Why:     "When the policy carries the definitions (descriptions, parameters, the provider's wire), the tool block is fixed to the byte; any difference is a different prefix-cache identity from the golden block.json. On the provider's wire each tool is compared whole, after canonicalising its JSON; on another wire, names and descriptions.",
		Bad:     `[{"name": "read_file", "description": "Reads a file"}]`, Good: `[{"name": "read_file", "description": "Read one file."}]`,
		Run: func(ps *Pass) {
			want := ps.Policy.Index().Block(ps.Catalog)
			wire := WireBlock
			if pr, ok := ps.Policy.Index().Provider(ps.Catalog.Provider); ok && pr.Wire != "" {
				wire = string(pr.Wire)
			}
			golden, err := parse("golden", want, wire)
			if err != nil {
				return // the policy's own block always parses; nothing to compare otherwise
			}
			// A policy without a wire and without descriptions fixes only
			// names and order, which the head rules check.
			carries := wire != WireBlock
			for _, e := range golden.All {
				carries = carries || e.HasDesc
			}
			if !carries {
				return
			}
			// On the provider's own wire every tool is compared whole (its
			// JSON canonicalised: key order and white space aside); on
			// another wire only names and descriptions can be, and only
			// when the policy has descriptions.
			whole := ps.Dump.Wire == wire
			var gotEntries []Entry
			if whole {
				gotEntries = ps.Dump.All
				golden.Entries = golden.All
			} else {
				hasDesc := false
				for _, e := range golden.Entries {
					hasDesc = hasDesc || e.HasDesc
				}
				if !hasDesc || ps.Dump.Wire == WireNames {
					return
				}
				gotEntries = ps.Head
				golden.Entries = slices.DeleteFunc(golden.Entries, func(e Entry) bool { return e.Deferred })
			}
			line := func(d *Dump, e Entry) string {
				if whole {
					if c, err := resolve.CanonicalJSON(d.Data[e.Node.Off:e.Node.End]); err == nil {
						return string(c)
					}
				}
				b, _ := json.Marshal(resolve.BlockEntry{Name: e.Name, Description: e.Description})
				return string(b)
			}
			var got, exp strings.Builder
			at := ps.Dump.List
			for i, e := range gotEntries {
				g := line(ps.Dump, e)
				got.WriteString(g + "\n")
				if at == ps.Dump.List && (i >= len(golden.Entries) || line(golden, golden.Entries[i]) != g) {
					at = e.Node
				}
			}
			for _, e := range golden.Entries {
				exp.WriteString(line(golden, e) + "\n")
			}
			if got.String() == exp.String() {
				return
			}
			diff := gen.UnifiedDiff("block.json", []byte(exp.String()), []byte(got.String()))
			ps.report("", at, fmt.Sprintf("the tool block differs from the policy's (%s, one tool per line; golden fingerprint %s):\n%s", wire, ps.Catalog.Fingerprint, strings.TrimRight(diff, "\n")))
		},
	},
}

// stateRule reports names offered in a state that is never offered.
func stateRule(id, state, what, why, bad, good string) *Rule {
	return &Rule{
		ID: id, Severity: report.SeverityError,
		Summary: "the harness offers " + what, Why: why, Bad: bad, Good: good,
		Run: func(ps *Pass) {
			for _, e := range ps.Dump.Entries {
				t := ps.Policy.Tools[e.Name]
				if t == nil || t.State != state {
					continue
				}
				msg := fmt.Sprintf("%s is %s: dispatchable for old transcripts but never offered", e.Name, state)
				if state == model.StateRemoved {
					msg = fmt.Sprintf("%s is removed: not dispatchable, and never offered", e.Name)
				}
				if r, ok := ps.Policy.Index().ResolveName(e.Name); ok && r.Canonical != e.Name {
					msg += fmt.Sprintf("; offer %s instead", r.Canonical)
				}
				ps.report("", e.NameNode, msg, ps.declared(e.Name)...)
			}
		},
	}
}

func (ps *Pass) gateRelated(tool string) []report.Related {
	if g := ps.Policy.Gates[tool]; g != nil && g.Pos.IsValid() {
		return []report.Related{{Pos: g.Pos, Message: "gate declared here"}}
	}
	return nil
}

func (ps *Pass) facts() string {
	s := fmt.Sprintf("provider %s, mode %s", ps.Catalog.Provider, ps.Catalog.Mode)
	if ps.Catalog.Model != "" {
		s += fmt.Sprintf(", model %s", ps.Catalog.Model)
	}
	return s
}

func abbrev(list []string, n int) string {
	if len(list) <= n {
		return strings.Join(list, ", ")
	}
	return strings.Join(list[:n], ", ") + ", …"
}

// noteIndex finds the manifest's notes inside descriptions. Notes are keyed
// by their first noteKey bytes, so a description costs one map lookup per
// byte instead of one search per note: a 10,000-tool manifest has about
// 900 notes, and a dump 10,000 descriptions.
type noteIndex map[string][]string

const noteKey = 8

func newNoteIndex(p *model.Policy) noteIndex {
	x := noteIndex{}
	for _, a := range p.Aliases {
		if n := a.Note; len(n) >= noteKey && !slices.Contains(x[n[:noteKey]], n) {
			x[n[:noteKey]] = append(x[n[:noteKey]], n)
		}
	}
	return x
}

func (x noteIndex) in(desc string) bool {
	if len(x) == 0 {
		return false
	}
	for i := 0; i+noteKey <= len(desc); i++ {
		for _, n := range x[desc[i:i+noteKey]] {
			if strings.HasPrefix(desc[i:], n) {
				return true
			}
		}
	}
	return false
}
