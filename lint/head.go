package lint

import (
	"fmt"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
)

var hiddenInHead = &Rule{
	ID:       "hidden-in-head",
	Summary:  "A hidden-compatibility, deprecated or removed name in a first-turn head (first_turn, head_add, keep_loaded), or a listed tool some configuration keeps registered but hides",
	Severity: report.SeverityError,
	Why: `
Hidden-compatibility and deprecated names exist only so old transcripts
replay; no model should newly discover them, and removed names do not
dispatch at all (seed 000 §2, §9 test 1). The resolver drops them from the
head, so the list says one thing and the model sees another.

The same holds in every configuration: a listed tool whose visibility
condition fails in some configuration (a setting, a mode, a provider) is
there registered and never offered, what hidden-compatibility is
everywhere. The finding names the configuration nearest the defaults that
shows it, as --provider, --mode and --set flags. A configuration that does
not register the tool at all is not a finding: there it does not exist.`,
	Bad: `
providers: arcee: first_turn: ["read_file", "todo_write"]`,
	Good: `
providers: arcee: first_turn: ["read_file", "checklist_write"]`,
	Run: runHiddenInHead,
}

func runHiddenInHead(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	for _, r := range headRefs(p) {
		t := p.Tools[r.Name]
		if t == nil || t.Visible() {
			continue
		}
		d := diag(r.Pos, "%s name %q in %s", t.State, r.Name, r.where)
		d.Related = append(d.Related, rel(t.Pos, "%s declared %s here", r.Name, t.State))
		if res, ok := p.Index().ResolveName(r.Name); ok && res.Canonical != r.Name {
			d.Suggestion = fmt.Sprintf("use %s, its replacement", res.Canonical)
		} else {
			d.Suggestion = "remove it from the list"
		}
		out = append(out, d)
	}
	// A visible tool that a configuration keeps registered but does not
	// offer is, there, what hidden-compatibility is everywhere.
	for _, v := range p.headSearch() {
		if v.hidden == nil || v.neverOffered {
			continue
		}
		c := v.hidden
		d := diag(v.ref.Pos, "%q in %s is hidden in some configurations: registered but offered to none of provider %s's models in %s, because %s",
			v.ref.Name, v.ref.where, v.provider, configFlags(p.Policy, c.provider, c.mode, "", c.settings), c.because)
		d.Related = append(d.Related, rel(visibilityPos(p, v.ref.Name), "visibility condition declared here"))
		d.Suggestion = "leave it out of the list and let the default head with head_when follow the configuration, or drop its visibility condition"
		out = append(out, d)
	}
	return out
}

// visibilityPos is where a tool's visibility condition is written, or
// exposure's when the tool has none.
func visibilityPos(p *Pass, name string) model.Pos {
	if t := p.Tools[name]; t != nil && t.VisibleWhen != nil {
		return t.VisibleWhen.Pos
	}
	if p.Exposure.VisibleWhen != nil {
		return p.Exposure.VisibleWhen.Pos
	}
	return toolPos(p, name)
}

var sharedImplementation = &Rule{
	ID:       "shared-implementation",
	Summary:  "Two model-visible names (active or deferred) backed by the same implementation",
	Severity: report.SeverityError,
	Why: `
Two visible names for one implementation widen the choice space with an
option that does nothing distinct; weaker models oscillate between the
synonyms (seed 000 §1, §9 test 1). Keep one canonical name visible and move
the other to hidden-compatibility or deprecated with an alias entry.`,
	Bad: `
tools: {
	exec_shell_wait: {state: "active", implementation: "ShellWaitTool"}
	exec_wait:       {state: "active", implementation: "ShellWaitTool"}
}`,
	Good: `
tools: {
	exec_shell_wait: {state: "active", implementation: "ShellWaitTool"}
	exec_wait:       {state: "hidden-compatibility", implementation: "ShellWaitTool"}
}`,
	Run: runSharedImplementation,
}

func runSharedImplementation(p *Pass) []report.Diagnostic {
	byImpl := map[string][]*model.Tool{}
	for _, t := range p.tools() {
		if t.Visible() && t.Implementation != "" {
			byImpl[t.Implementation] = append(byImpl[t.Implementation], t)
		}
	}
	var out []report.Diagnostic
	for _, impl := range model.SortedKeys(byImpl) {
		ts := byImpl[impl]
		if len(ts) < 2 {
			continue
		}
		// Keep the active one (it is in a head); report the others.
		keep := ts[0]
		for _, t := range ts {
			if t.State == model.StateActive && keep.State != model.StateActive {
				keep = t
			}
		}
		for _, t := range ts {
			if t == keep {
				continue
			}
			d := diag(t.Pos, "%q and %q are both %s, and both are visible: one implementation, two names", t.Name, keep.Name, impl)
			d.Related = append(d.Related, rel(keep.Pos, "%s declared here", keep.Name))
			d.Suggestion = fmt.Sprintf("make %s hidden-compatibility (or deprecated) with an alias to %s", t.Name, keep.Name)
			out = append(out, d)
		}
	}
	return out
}

var keepLoadedNotMCP = &Rule{
	ID:       "keep-loaded-not-mcp",
	Summary:  "An mcp.keep_loaded name that is not an MCP tool",
	Severity: report.SeverityError,
	Why: `
The keep-loaded set lists MCP tools that stay in the head in every mode. A
builtin tool there has no effect (builtins follow the provider's head), so
the entry misleads whoever reads it.`,
	Bad: `
tools: read_file: {state: "active"}
mcp: keep_loaded: ["read_file"]`,
	Good: `
tools: list_mcp_resources: {state: "active", source: "mcp"}
mcp: keep_loaded: ["list_mcp_resources"]`,
	Run: runKeepLoadedNotMCP,
}

func runKeepLoadedNotMCP(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	for _, r := range p.KeepLoaded {
		if t := p.Tools[r.Name]; t != nil && t.Source != model.SourceMCP {
			d := diag(r.Pos, "%q in mcp.keep_loaded is a %s tool, not an MCP tool", r.Name, t.Source)
			d.Related = append(d.Related, rel(t.Pos, "%s declared here", r.Name))
			d.Suggestion = "remove it; builtin tools join the head through the provider's head, not keep_loaded"
			out = append(out, d)
		}
	}
	return out
}

var mcpState = &Rule{
	ID:       "mcp-state",
	Summary:  "An MCP tool whose state disagrees with mcp.keep_loaded (active but not kept loaded, or kept loaded but deferred)",
	Severity: report.SeverityError,
	Why: `
MCP tools are deferred unless the mode offers them as active (YOLO) or they
are in the keep-loaded set. An MCP tool marked active but not kept loaded is
deferred in Plan and Agent despite its state; one kept loaded but marked
deferred is in every head despite its state. Either way the state field lies.`,
	Bad: `
tools: mcp_read_resource: {state: "active", source: "mcp"}
mcp: keep_loaded: []`,
	Good: `
tools: mcp_read_resource: {state: "active", source: "mcp"}
mcp: keep_loaded: ["mcp_read_resource"]`,
	Run: runMCPState,
}

func runMCPState(p *Pass) []report.Diagnostic {
	keep := map[string]model.Pos{}
	for _, r := range p.KeepLoaded {
		keep[r.Name] = r.Pos
	}
	var out []report.Diagnostic
	tools := p.tools()
	for i, name := range p.toolNames() {
		t := tools[i]
		if t.Source != model.SourceMCP {
			continue
		}
		kp, kept := keep[name]
		switch {
		case t.State == model.StateActive && !kept:
			d := diag(t.Pos, "MCP tool %q is active but not in mcp.keep_loaded, so modes that defer MCP tools defer it", name)
			d.Suggestion = fmt.Sprintf("add %s to mcp.keep_loaded, or make it deferred", name)
			out = append(out, d)
		case t.State == model.StateDeferred && kept:
			d := diag(t.Pos, "MCP tool %q is deferred but in mcp.keep_loaded, so every head includes it", name)
			d.Related = append(d.Related, rel(kp, "kept loaded here"))
			d.Suggestion = fmt.Sprintf("make %s active, or drop it from mcp.keep_loaded", name)
			out = append(out, d)
		}
	}
	return out
}

var modeDrift = &Rule{
	ID:       "mode-drift",
	Summary:  "A native head that differs between modes (any head_add or head_drop)",
	Severity: report.SeverityError,
	Why: `
The tool block is the start of the provider's cached prefix: a head that
changes when the user toggles Plan ↔ Agent ↔ YOLO throws the cache away on
every toggle. The native head must be byte-identical in every mode (seed 000
§5, §8, §9 test 4); modes may differ only in how MCP tools are offered.`,
	Bad: `
modes: {
	plan: {mcp: "deferred", head_drop: ["exec_shell"]}
	agent: mcp: "deferred"
}`,
	Good: `
modes: {
	plan: mcp:  "deferred"
	agent: mcp: "deferred"
}`,
	Run: runModeDrift,
}

func runModeDrift(p *Pass) []report.Diagnostic {
	for _, m := range p.Modes {
		if m != nil && m.CacheGroup != "" {
			return runCacheGroups(p)
		}
	}
	var out []report.Diagnostic
	for _, mid := range p.ModeIDs() {
		m := p.Modes[mid]
		for _, op := range []struct {
			verb string
			add  bool
			refs []model.Ref
		}{{"adds", true, m.HeadAdd}, {"drops", false, m.HeadDrop}} {
			for _, r := range op.refs {
				// Which providers' native heads this entry changes.
				var changed []string
				for _, prov := range p.ProviderIDs() {
					if p.Index().HeadEditChanges(prov, mid, r.Name, op.add) {
						changed = append(changed, prov)
					}
				}
				var d report.Diagnostic
				if len(changed) > 0 {
					d = diag(r.Pos, "mode %s %s %q, so the native head of %s differs between modes", mid, op.verb, r.Name, quoteList(changed))
				} else {
					d = diag(r.Pos, "mode %s %s %q; it changes no head today, but head edits per mode break the prefix cache the moment they do", mid, op.verb, r.Name)
				}
				d.Suggestion = "remove it: the native head must be identical in every mode; change the provider's head instead"
				out = append(out, d)
			}
		}
	}
	return out
}

// runCacheGroups is mode-drift for a policy that declares prefix-cache
// groups: modes in one group must send the same first-turn block for every
// provider, sample model and (for a policy with settings) widest
// configuration; modes in different groups may differ. A mode without a
// cache_group is a group of its own.
func runCacheGroups(p *Pass) []report.Diagnostic {
	groups := map[string][]string{}
	for _, id := range p.ModeIDs() {
		m := p.Modes[id]
		if m == nil {
			continue
		}
		g := m.CacheGroup
		if g == "" {
			g = "\x00" + id
		}
		groups[g] = append(groups[g], id)
	}
	configs := []namedConfig{{}}
	if p.Index().Conditional() {
		if sp := p.space(); !sp.over && len(sp.configs) > 0 {
			configs = sp.configs
		}
	}
	x := p.Index()
	var out []report.Diagnostic
	for _, g := range model.SortedKeys(groups) {
		modes := groups[g]
		if len(modes) < 2 {
			continue
		}
		reported := map[string]bool{}
		for _, prov := range p.ProviderIDs() {
			for _, id := range p.viewModels()[prov] {
				for _, cfg := range configs {
					var first *resolve.Catalog
					for _, mode := range modes {
						c, err := x.ResolveSharedQuery(resolve.Query{Provider: prov, Mode: mode, Model: id, Settings: cfg.settings})
						if err != nil {
							continue
						}
						if first == nil {
							first = c
							continue
						}
						if c.Fingerprint == first.Fingerprint || reported[mode] {
							continue
						}
						reported[mode] = true
						where := "provider " + prov + ", " + modelLabel(id)
						if cfg.label != "" {
							where += ", " + cfg.label
						}
						d := diag(fieldPos(p, "modes", mode, "cache_group"), "modes %s and %s share cache group %s but send different first-turn blocks (%s): %s has %s, %s has %s",
							first.Mode, mode, g, where, first.Mode, quoteList(minusList(first.Active, c.Active)), mode, quoteList(minusList(c.Active, first.Active)))
						d.Suggestion = "make the heads equal, or put the modes in different cache groups"
						out = append(out, d)
					}
				}
			}
		}
	}
	return out
}

// minusList returns the names of a not in b, or ["nothing"] when none.
func minusList(a, b []string) []string {
	in := map[string]bool{}
	for _, n := range b {
		in[n] = true
	}
	var out []string
	for _, n := range a {
		if !in[n] {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return []string{"nothing more"}
	}
	return out
}
