// Package synth writes synthetic toolpolicy policies of any size, for
// benchmarks and scale tests. The output is deterministic (the same Config
// gives the same bytes) and follows the shipped CodeWhale policy's mix.
//
// Shape of a generated policy with N tools:
//
//   - a native head of up to 24 active builtin tools (the shipped head's size),
//     so first-turn budgets stay meaningful at any N;
//   - 5 keep-loaded MCP helpers (as in the shipped policy);
//   - the remaining tools split between MCP tools (MCPShare, default 50%: an
//     organisation-wide policy covers every MCP server it runs; each is
//     deferred with a card and has a description) and builtin tools in the shipped mix of the
//     non-head states: deferred with a one-line card, hidden-compatibility
//     and deprecated, in the ratio 40 : 3 : 4;
//   - one alias per hidden-compatibility or deprecated tool (the shipped
//     manifest), pointing at a deferred canonical tool; Config.Aliases
//     overrides the count;
//   - retired names at the shipped ratio (11 per 76 tools);
//   - one gate per 76 tools, over two model classes;
//   - P providers: one default, every fourth with an explicit 8-tool first
//     turn (like arcee), the rest on the default active set, some with name
//     limits; M modes (plan, agent, yolo, then extra ones).
//
// Files: release.cue (release, mcp), providers.cue (providers, modes, model
// classes, gates), aliases.cue (aliases, retired) and tools_NN.cue, one
// `tools: {...}` block per file, ToolsPerFile tools each.
package synth

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
)

// Config says what to generate. Zero fields take the defaults noted.
type Config struct {
	Tools        int     // total tool names (default 1000)
	Providers    int     // providers (default 20)
	Modes        int     // modes (default 3: plan, agent, yolo)
	Aliases      int     // aliases; 0 means the shipped ratio (about 9% of tools); -1 means none
	MCPShare     float64 // share of non-head tools that come from MCP servers (default 0.5); -1 means none
	ToolsPerFile int     // tools per tools_NN.cue file (default 1000)
	// PlantError, when set, changes one tool's state to a value the schema
	// rejects ("actve"), in the middle of the tool files. Output.Planted
	// says where.
	PlantError bool
}

// HeadSize is the number of active builtin tools in a generated head (the
// shipped v0.8.53 head's size).
const HeadSize = 24

// KeepLoaded lists the MCP helpers every generated policy keeps loaded.
var KeepLoaded = []string{"list_mcp_resources", "list_mcp_resource_templates", "mcp_read_resource", "read_mcp_resource", "mcp_get_prompt"}

// File is one generated policy file.
type File struct {
	Name string
	Src  []byte
}

// Planted is where a planted error is: the tool, and the 1-based line and
// column of the bad value in File.
type Planted struct {
	Tool      string
	File      string
	Line, Col int
}

// Output is a generated policy.
type Output struct {
	Files   []File
	Planted *Planted
	// Counts of what was generated, by kind.
	Tools, Aliases, Retired, Gates, Providers, Modes, MCPTools int
}

// Write writes the files into dir, which must exist.
func (o *Output) Write(dir string) error {
	for _, f := range o.Files {
		if err := os.WriteFile(filepath.Join(dir, f.Name), f.Src, 0o644); err != nil {
			return fmt.Errorf("synth: %w", err)
		}
	}
	return nil
}

func (c *Config) defaults() {
	if c.Tools <= 0 {
		c.Tools = 1000
	}
	if c.Providers <= 0 {
		c.Providers = 20
	}
	if c.Modes <= 0 {
		c.Modes = 3
	}
	if c.MCPShare == 0 {
		c.MCPShare = 0.5
	}
	if c.MCPShare < 0 {
		c.MCPShare = 0
	}
	if c.MCPShare > 1 {
		c.MCPShare = 1
	}
	if c.ToolsPerFile <= 0 {
		c.ToolsPerFile = 1000
	}
}

// Words the names and prose are built from; picked by index so the output
// does not depend on a random source.
var (
	verbs   = []string{"read", "list", "write", "edit", "search", "fetch", "run", "open", "close", "create", "update", "delete", "sync", "scan", "show", "check", "export", "import", "watch", "tag"}
	nouns   = []string{"file", "dir", "issue", "pull", "branch", "commit", "ticket", "page", "record", "table", "bucket", "secret", "build", "job", "alert", "metric", "trace", "doc", "event", "user", "team", "label", "queue", "topic"}
	servers = []string{"github", "jira", "linear", "notion", "slack", "sentry", "datadog", "postgres", "s3", "vault", "k8s", "grafana", "figma", "stripe", "zendesk", "confluence"}
	adjs    = []string{"one", "every", "a recent", "the current", "a named", "a filtered set of", "the latest", "an archived"}
)

type tool struct {
	name, state, impl, niche, card, source, desc string
}

// Generate builds a policy from cfg.
func Generate(cfg Config) *Output {
	cfg.defaults()
	n := cfg.Tools
	out := &Output{Providers: cfg.Providers, Modes: cfg.Modes}

	head := min(HeadSize, max(1, n/4))
	keep := 0
	if n-head >= 2*len(KeepLoaded) {
		keep = len(KeepLoaded)
	}
	rest := n - head - keep
	mcp := int(float64(rest) * cfg.MCPShare)
	builtin := rest - mcp
	// Aliased (hidden + deprecated) tools: the shipped 7 of 47 non-head builtins.
	aliased := builtin * 7 / 47
	switch {
	case cfg.Aliases > 0:
		aliased = min(cfg.Aliases, builtin/2)
	case cfg.Aliases < 0:
		aliased = 0
	}
	hidden := aliased * 3 / 7 // the rest of the aliased tools are deprecated
	deferred := builtin - aliased

	var tools []tool
	noun := func(i int) string { return nouns[(i*7)%len(nouns)] }
	verb := func(i int) string { return verbs[(i*3)%len(verbs)] }
	for i := range head {
		tools = append(tools, tool{
			name: fmt.Sprintf("%s_%s_%d", verb(i), noun(i), i), state: "active",
			niche: fmt.Sprintf("%s %s %s in the workspace.", capital(verb(i)), adjs[i%len(adjs)], noun(i)),
		})
	}
	for _, k := range KeepLoaded[:keep] {
		tools = append(tools, tool{name: k, state: "active", source: "mcp", niche: "MCP helper kept loaded in every mode."})
	}
	var canonical []string // deferred builtins, alias targets
	for i := range deferred {
		j := head + i
		name := fmt.Sprintf("%s_%s_%d", verb(j), noun(j), j)
		canonical = append(canonical, name)
		tools = append(tools, tool{
			name: name, state: "deferred",
			niche: fmt.Sprintf("%s %s %s on request.", capital(verb(j)), adjs[j%len(adjs)], noun(j)),
			card:  fmt.Sprintf("%s %s %s (loaded on demand).", capital(verb(j)), adjs[(j+1)%len(adjs)], noun(j)),
		})
	}
	type alias struct{ name, repl, note string }
	var aliases []alias
	for i := range aliased {
		j := head + deferred + i
		state := "hidden-compatibility"
		if i >= hidden {
			state = "deprecated"
		}
		target := canonical[(i*13)%len(canonical)]
		name := fmt.Sprintf("old_%s_%d", noun(j), j)
		t := tool{name: name, state: state, niche: "Old name of " + target + "."}
		// Like exec_wait/exec_shell_wait: an old name shares its target's
		// implementation only when the old name is hidden, so no two visible
		// names share one.
		if state == "hidden-compatibility" && i%2 == 0 {
			t.impl = "Impl" + strconv.Itoa(j)
		}
		tools = append(tools, t)
		a := alias{name: name, repl: target}
		if state == "deprecated" {
			a.note = "deprecated: use " + target + " instead"
		}
		aliases = append(aliases, a)
	}
	for i := range mcp {
		j := head + deferred + aliased + i
		srv := servers[i%len(servers)]
		v, o := verb(j), noun(j)
		// Deferred, with a card: the lint rules want every MCP tool outside
		// the keep-loaded set deferred (mcp-state) and carded (deferred-card).
		tools = append(tools, tool{
			name: fmt.Sprintf("%s_%s_%s_%d", srv, v, o, j), state: "deferred", source: "mcp",
			niche: fmt.Sprintf("%s %s %s in %s.", capital(v), adjs[j%len(adjs)], o, srv),
			card:  fmt.Sprintf("%s %s %s (%s).", capital(v), adjs[(j+5)%len(adjs)], o, srv),
			desc:  fmt.Sprintf("%s %s %s through the %s MCP server. Returns JSON; paginate with the cursor field.", capital(v), adjs[(j+3)%len(adjs)], o, srv),
		})
	}
	out.Tools, out.MCPTools, out.Aliases = len(tools), mcp+keep, len(aliases)

	// Head names by position, for explicit first turns and gates.
	headNames := make([]string, head)
	for i := range head {
		headNames[i] = tools[i].name
	}

	var files []File
	add := func(name string, b *bytes.Buffer) {
		files = append(files, File{Name: name, Src: bytes.Clone(b.Bytes())})
	}
	var b bytes.Buffer

	// release.cue
	b.WriteString("// Synthetic policy written by toolpolicy's internal/synth.\npackage toolpolicy\n\n")
	b.WriteString("release: {\n\tversion:                  \"1.4.0\"\n\tmin_deprecation_releases: 1\n}\n")
	if keep > 0 {
		b.WriteString("\nmcp: keep_loaded: [\n")
		for _, k := range KeepLoaded[:keep] {
			fmt.Fprintf(&b, "\t%q,\n", k)
		}
		b.WriteString("]\n")
	}
	add("release.cue", &b)

	// providers.cue
	b.Reset()
	b.WriteString("package toolpolicy\n\nproviders: {\n")
	for i := range cfg.Providers {
		if i == 0 {
			fmt.Fprintf(&b, "\t// Every model no other provider claims.\n\tdefault: {\n\t\tdefault: true\n\t\tbudget: {target: %d, max: %d}\n\t}\n", head, head+2)
			continue
		}
		id := fmt.Sprintf("vendor_%02d", i)
		fmt.Fprintf(&b, "\t%s: {\n\t\tmodels: [\"%s-*\", \"*/%s-*\"]\n", id, id, id)
		if i%4 == 1 && head >= 8 {
			b.WriteString("\t\tfirst_turn: [\n")
			picked := make([]string, 0, 8)
			for k := range 8 {
				picked = append(picked, headNames[(i+k*3)%head])
			}
			sort.Strings(picked)
			picked = dedupe(picked)
			for _, p := range picked {
				fmt.Fprintf(&b, "\t\t\t%q,\n", p)
			}
			fmt.Fprintf(&b, "\t\t]\n\t\tbudget: {target: %d, max: %d}\n", len(picked), len(picked))
		} else {
			fmt.Fprintf(&b, "\t\tbudget: {target: %d, max: %d}\n", head, head+2)
		}
		if i%3 == 2 {
			b.WriteString("\t\tlimits: {name_max_length: 64, name_pattern: \"^[a-zA-Z0-9_-]+$\"}\n")
		}
		b.WriteString("\t}\n")
	}
	b.WriteString("}\n\nmodes: {\n")
	for i := range cfg.Modes {
		switch i {
		case 0:
			b.WriteString("\tplan: mcp:  \"deferred\"\n")
		case 1:
			b.WriteString("\tagent: mcp: \"deferred\"\n")
		case 2:
			b.WriteString("\tyolo: mcp:  \"active\"\n")
		default:
			fmt.Fprintf(&b, "\tmode_%02d: {}\n", i)
		}
	}
	b.WriteString("}\n")
	// Two model classes, like the two example policies together: each one
	// multiplies the golden catalogs gen writes per provider and mode.
	classes := 2
	b.WriteString("\nmodel_classes: {\n")
	for i := range classes {
		fmt.Fprintf(&b, "\tclass_%02d: {\n\t\tmatch: [\"*family%02d*\"]\n", i, i)
		if i%2 == 1 {
			fmt.Fprintf(&b, "\t\texcept: [\"*family%02d-mini*\"]\n", i)
		}
		fmt.Fprintf(&b, "\t\texample: \"vendor-family%02d-large\"\n\t}\n", i)
	}
	b.WriteString("}\n")
	// Gates sit on deferred tools (tool_agent in the shipped policy), so a
	// gate never changes a provider's budgeted head.
	gates := min(max(1, n/76), len(canonical))
	if gates > 0 {
		b.WriteString("\ngates: {\n")
		for i := range gates {
			t := canonical[(i*17)%len(canonical)]
			dir := "visible_for"
			if i%3 == 2 {
				dir = "hidden_for"
			}
			fmt.Fprintf(&b, "\t%s: %s: \"class_%02d\"\n", t, dir, i%classes)
		}
		b.WriteString("}\n")
	}
	out.Gates = gates
	add("providers.cue", &b)

	// aliases.cue
	b.Reset()
	b.WriteString("package toolpolicy\n\n// The deprecation manifest: every entry replays.\naliases: {\n")
	for _, a := range aliases {
		fmt.Fprintf(&b, "\t%s: {\n\t\treplacement:        %q\n\t\tfirst_deprecated:   \"1.3.0\"\n\t\tplanned_removal:    \"TBD\"\n\t\tremoval_not_before: \"2.0.0\"\n\t\treplay_supported:   true\n", a.name, a.repl)
		if a.note != "" {
			fmt.Fprintf(&b, "\t\tnote:               %q\n", a.note)
		}
		b.WriteString("\t}\n")
	}
	b.WriteString("}\n\n// Names never to be registered again.\nretired: {\n")
	retired := n * 11 / 76
	for i := range retired {
		fmt.Fprintf(&b, "\tlegacy_%s_%d: {reason: \"replaced by %s\", since: \"1.%d.0\"}\n", noun(i), i, canonical[i%max(1, len(canonical))], i%3)
	}
	b.WriteString("}\n")
	out.Retired = retired
	add("aliases.cue", &b)

	// tools_NN.cue
	plantAt := -1
	if cfg.PlantError {
		plantAt = len(tools) / 2
	}
	for start, fi := 0, 0; start < len(tools); start, fi = start+cfg.ToolsPerFile, fi+1 {
		end := min(start+cfg.ToolsPerFile, len(tools))
		name := fmt.Sprintf("tools_%02d.cue", fi)
		b.Reset()
		b.WriteString("package toolpolicy\n\ntools: {\n")
		line := 4 // the next line written
		for k := start; k < end; k++ {
			t := tools[k]
			state := t.state
			if k == plantAt {
				state = "actve"
			}
			if k == start || t.source != tools[k-1].source || t.state != tools[k-1].state {
				fmt.Fprintf(&b, "\t// --- %s %s tools ---\n", sourceOr(t.source), t.state)
				line++
			}
			if t.card == "" && t.desc == "" {
				// One line, like the shipped policy's active entries.
				prefix := fmt.Sprintf("\t%s: {state: ", t.name)
				if k == plantAt {
					out.Planted = &Planted{Tool: t.name, File: name, Line: line, Col: len(prefix) + 1}
				}
				fmt.Fprintf(&b, "%s%q", prefix, state)
				if t.impl != "" {
					fmt.Fprintf(&b, ", implementation: %q", t.impl)
				}
				if t.source != "" {
					fmt.Fprintf(&b, ", source: %q", t.source)
				}
				fmt.Fprintf(&b, ", niche: %q}\n", t.niche)
				line++
				continue
			}
			fmt.Fprintf(&b, "\t%s: {\n", t.name)
			if k == plantAt {
				out.Planted = &Planted{Tool: t.name, File: name, Line: line + 1, Col: len("\t\tstate: ") + 1}
			}
			fmt.Fprintf(&b, "\t\tstate: %q\n", state)
			line += 2
			for _, kv := range [][2]string{{"source", t.source}, {"niche", t.niche}, {"card", t.card}, {"description", t.desc}} {
				if kv[1] != "" {
					fmt.Fprintf(&b, "\t\t%s: %q\n", kv[0], kv[1])
					line++
				}
			}
			b.WriteString("\t}\n")
			line++
		}
		b.WriteString("}\n")
		add(name, &b)
	}
	out.Files = files
	return out
}

func sourceOr(s string) string {
	if s == "" {
		return "builtin"
	}
	return s
}

func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

func dedupe(sorted []string) []string {
	out := sorted[:0]
	for i, s := range sorted {
		if i == 0 || s != sorted[i-1] {
			out = append(out, s)
		}
	}
	return out
}
