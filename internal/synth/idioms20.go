package synth

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// twentiethRound (helper-83): a big policy as harness teams organize it:
// team files with their own hidden maps and lets, a shared #MCPServer
// definition whose comprehension makes a server's tools from its specs,
// tools grouped by toolset, feature flags read at several depths, a
// model-capability table joined into gates, descriptions joined from
// filtered lists, parameters unified from shared fragments or made by a
// pattern keyed by kind, a definition chain of optional fields with
// defaults, heads concatenated from lists, aliases from a rename table,
// *null | string values, names checked by =~ in a definition,
// struct.MinFields on nested parameters, and four mistakes deep inside
// such computed values.
func twentiethRound() []Idiom {
	// simpleActive matches an active builtin entry with a state and a
	// niche and nothing else.
	simpleActive := regexp.MustCompile(`^\t([a-z0-9_]+): \{state: "active", niche: ("(?:[^"\\]|\\.)*")\}$`)
	type active struct{ name, niche string } // niche quoted
	// pullActive removes the simple active builtin entries and returns
	// them in file order.
	pullActive := func(e *editor) []active {
		var got []active
		e.eachEntry(func(_ string, en *entry) {
			if en.section != "builtin active" || !en.oneLine() {
				return
			}
			if m := simpleActive.FindStringSubmatch(en.lines[0]); m != nil {
				got = append(got, active{m[1], m[2]})
				en.lines = nil
			}
		})
		e.mustN(len(got), "simple active builtin entries")
		return got
	}
	// pullMCP removes the MCP tools deferred by their server patterns and
	// returns them in file order.
	pullMCP := func(e *editor) []mcpEntry {
		by := e.takeMCP()
		var all []mcpEntry
		for _, f := range e.toolFiles() {
			all = append(all, by[f]...)
		}
		e.mustN(len(all), "MCP deferred entries")
		return all
	}
	isMCP := func(en *entry) bool { return en.section == "mcp deferred" }

	// teams spreads the simple active builtin tools over three team
	// files, each with its own hidden maps and a let naming the team.
	teams := func(e *editor) {
		rows := pullActive(e)
		names := []string{"files", "search", "ops"}
		for k, team := range names {
			h := "_" + team + "Tools"
			ro := "_" + team + "ReadOnly"
			var b, r strings.Builder
			fmt.Fprintf(&b, "package toolpolicy\n\n// Owned by the %s team.\nlet team = %q\n\n%s: {\n", team, team, h)
			for i := k; i < len(rows); i += len(names) {
				fmt.Fprintf(&b, "\t%s: %s\n", rows[i].name, rows[i].niche)
				if (i/len(names))%2 == 0 {
					fmt.Fprintf(&r, "%q, ", rows[i].name)
				}
			}
			fmt.Fprintf(&b, "}\n\n%s: [%s]\n\nfor n, d in %s {\n\ttools: (n): {state: \"active\", niche: d, group: team}\n}\n\nfor n in %s {\n\ttools: (n): annotations: readOnlyHint: true\n}\n",
				ro, strings.TrimSuffix(r.String(), ", "), h, ro)
			e.add("team_"+team+".cue", b.String())
		}
	}

	// servers writes the MCP deferred tools as specs of per-server
	// instances of a shared #MCPServer whose comprehension makes their
	// entries; bad gives one spec half way through a parameter name with
	// a blank.
	servers := func(bad bool) func(*editor) {
		return func(e *editor) {
			all := pullMCP(e)
			bySrv, order := byServer(all)
			var b strings.Builder
			b.WriteString(`package toolpolicy

// One MCP tool as a server's manifest lists it.
#ToolSpec: {
	name:        #Name
	niche:       #Line
	card:        string
	description: string
	params: [...#Name]
}

// An MCP server: its tools are made from its specs.
#MCPServer: {
	name:     #Name
	readonly: *false | bool
	specs: [...#ToolSpec]
	out: {
		for s in specs {
			"\(name)_\(s.name)": {
				state:       *"deferred" | #State
				source:      "mcp"
				niche:       s.niche
				card:        s.card
				description: s.description
				parameters: {
					type: "object"
					properties: {for p in s.params {(p): {type: "string"}}}
				}
			}
		}
	}
}

_servers: [N=string]: #MCPServer & {name: N}

for _, srv in _servers for k, v in srv.out {
	tools: (k): v
}
`)
			k := 0
			for _, s := range order {
				fmt.Fprintf(&b, "\n_servers: %s: specs: [\n", s)
				for _, m := range bySrv[s] {
					params := `["cursor"]`
					if k%2 == 1 {
						params = `["cursor", "query"]`
					}
					if bad && k == len(all)/2 {
						params = `["cursor", "page size"]`
					}
					k++
					fmt.Fprintf(&b, "\t{name: %q, niche: %q, card: %q, description: %q, params: %s},\n",
						strings.TrimPrefix(m.Name, s+"_"), m.Niche, m.Card, m.Description, params)
				}
				b.WriteString("]\n")
			}
			e.add("mcp_servers.cue", b.String())
		}
	}

	// flags adds a hidden flag map read at the top of a file, inside a
	// tools block, inside entries and in conditions two deep inside
	// entries; bad makes the innermost block of the on-demand entry half
	// way through set an annotation to a line with a tab.
	flags := func(bad bool) func(*editor) {
		return func(e *editor) {
			n := 0
			e.onDemand(func(string, *entry) { n++ })
			e.mustN(n, "on-demand entries")
			i, act := 0, 0
			var extra []string
			e.eachEntry(func(_ string, en *entry) {
				switch {
				case en.section == "builtin active" && en.oneLine():
					en.insert("if _flags.readonly {annotations: readOnlyHint: true}")
					act++
				case en.templated():
					v := "true"
					if bad && i == n/2 {
						v = `"yes\t"`
					}
					en.insert(fmt.Sprintf("if _flags.audit if !_flags.beta {annotations: audited: %s}", v))
					if i%4 == 0 {
						extra = append(extra, en.name)
					}
					i++
				}
			})
			e.mustN(act, "active builtin entries")
			e.add("flags.cue", fmt.Sprintf(`package toolpolicy

// Feature flags of this harness build.
_flags: {readonly: true, beta: false, audit: true}

if _flags.audit {
	annotations: audited: {type: "bool", default: false, doc: "Calls are written to the audit log."}
}

_safeLazy: [%s]

tools: {
	if _flags.readonly {
		for n in _safeLazy {
			(n): annotations: destructiveHint: false
		}
	}
	if _flags.beta {
		beta_probe: {state: "active", niche: "Probe the beta backend."}
	}
}
`, quoteList(extra)))
		}
	}

	// fragments gives every MCP deferred entry parameters unified from
	// shared fragments; bad retypes one entry's limit half way through.
	fragments := func(bad bool) func(*editor) {
		return func(e *editor) {
			eachCounted(e, isMCP, "MCP deferred entries", func(en *entry, i, n int) {
				p := "parameters: _paging & _filter & {required: [\"query\"]}"
				switch {
				case bad && i == n/2:
					p = "parameters: _paging & _filter & {properties: limit: type: \"string\"}"
				case i%3 == 1:
					p = "parameters: _paging & {properties: id: {type: \"string\", description: \"The record's id.\"}}"
				}
				en.insert(p)
			})
			e.defs(`// Parameter schema fragments the MCP tools share.
_paging: {
	type: "object"
	properties: {
		cursor: {type: "string", description: "Opaque page cursor."}
		limit: {type: "integer", minimum: 1, maximum: 100, default: 50}
	}
}
_filter: {
	type: "object"
	properties: query: {type: "string", description: "Search text."}
	additionalProperties: false
}
`)
		}
	}

	// specs writes the simple active builtin tools as a list checked by a
	// definition whose name field is a regular expression; bad capitalizes
	// the name of the spec half way through.
	specs := func(bad bool) func(*editor) {
		return func(e *editor) {
			rows := pullActive(e)
			var b strings.Builder
			b.WriteString(`package toolpolicy

// A builtin tool as the harness's registry lists it: snake_case names.
#BuiltinSpec: {
	name:  =~"^[a-z][a-z0-9]*(_[a-z0-9]+)*$"
	niche: #Line & =~"\\.$"
	ro:    *false | bool
}

_builtinSpecs: [...#BuiltinSpec]
_builtinSpecs: [
`)
			for i, r := range rows {
				name := r.name
				if bad && i == len(rows)/2 {
					name = strings.ToUpper(name[:1]) + name[1:]
				}
				ro := ""
				if i%3 == 0 {
					ro = ", ro: true"
				}
				fmt.Fprintf(&b, "\t{name: %q, niche: %s%s},\n", name, r.niche, ro)
			}
			b.WriteString(`]

for s in _builtinSpecs {
	tools: (s.name): {
		state: "active"
		niche: s.niche
		if s.ro {annotations: readOnlyHint: true}
	}
}
`)
			e.add("builtin_specs.cue", b.String())
		}
	}

	return []Idiom{
		{Name: "team-files-hidden-maps", Desc: "active builtin tools in three team files, each with let team = \"search\", _searchTools: {...}, _searchReadOnly: [...] and for n, d in _searchTools {tools: (n): {..., group: team}}", edit: teams},
		{Name: "mcp-server-def-specs", Desc: "MCP tools made by a shared #MCPServer's comprehension over its specs, _servers: [N=string]: #MCPServer & {name: N}, for _, srv in _servers for k, v in srv.out {tools: (k): v}", edit: servers(false)},
		{Name: "toolsets-shadow-tools", Desc: "MCP tools grouped by toolset, for ts, tools in _toolsets for t in tools {tools: (t.name): {group: ts, ...}} (the loop variable named like the field), groups from the toolsets", edit: func(e *editor) {
			all := pullMCP(e)
			sets := []string{"repos", "issues", "chat", "observability"}
			var b strings.Builder
			b.WriteString("package toolpolicy\n\nimport \"strings\"\n\n// The MCP tools by toolset.\n_toolsets: {\n")
			for k, ts := range sets {
				fmt.Fprintf(&b, "\t%s: [\n", ts)
				for i := k; i < len(all); i += len(sets) {
					m := all[i]
					fmt.Fprintf(&b, "\t\t{name: %q, %s},\n", m.Name, m.fields())
				}
				b.WriteString("\t]\n")
			}
			b.WriteString(`}

for ts, tools in _toolsets for t in tools {
	tools: (t.name): {group: ts, niche: t.niche, card: t.card, description: t.description}
}

groups: {for ts, _ in _toolsets {(ts): doc: strings.Join(["The", ts, "toolset."], " ")}}
`)
			e.add("toolsets.cue", b.String())
		}},
		{Name: "flags-if-depths", Desc: "a hidden flag map, _flags: {readonly: true, beta: false, audit: true}, read at file level, in a tools block, in active entries and two deep in on-demand entries, if _flags.audit if !_flags.beta {annotations: audited: true}", edit: flags(false)},
		{Name: "caps-table-gates", Desc: "gates joined from a model-capability table, for t, need in _needs for c, caps in _caps if caps[need] {gates: (t): visible_for: c}", edit: func(e *editor) {
			src := string(e.file("providers.cue").Src)
			var classes []string
			for _, m := range regexp.MustCompile(`(?m)^\t(class_[0-9]+): \{$`).FindAllStringSubmatch(src, -1) {
				classes = append(classes, m[1])
			}
			if len(classes) == 0 {
				e.fail("no model classes")
			}
			gated := map[string]bool{}
			if i := strings.Index(src, "\ngates: {\n"); i >= 0 {
				for _, m := range regexp.MustCompile(`(?m)^\t([A-Za-z0-9_]+): `).FindAllStringSubmatch(src[i:], -1) {
					gated[m[1]] = true
				}
			}
			caps := []string{"vision", "long_context", "computer_use", "json_mode"}
			var b strings.Builder
			b.WriteString("package toolpolicy\n\n// What each model class can do; each capability belongs to one class.\n_caps: {\n")
			for ci, c := range classes {
				var fs []string
				for k, cp := range caps {
					fs = append(fs, fmt.Sprintf("%s: %v", cp, k%len(classes) == ci))
				}
				fmt.Fprintf(&b, "\t%s: {%s}\n", c, strings.Join(fs, ", "))
			}
			b.WriteString("}\n\n// The capability a tool needs.\n_needs: {\n")
			n := 0
			e.onDemand(func(_ string, en *entry) {
				if gated[en.name] || n%3 != 0 {
					n++
					return
				}
				fmt.Fprintf(&b, "\t%s: %q\n", en.name, caps[(n/3)%len(caps)])
				n++
			})
			e.mustN(n, "on-demand entries")
			b.WriteString("}\n\nfor t, need in _needs for c, caps in _caps if caps[need] {\n\tgates: (t): visible_for: c\n}\n")
			e.add("caps.cue", b.String())
		}},
		{Name: "desc-join-filtered", Desc: "MCP descriptions joined from a list comprehension dropping empty parts, strings.Join([for p in [\"...\", _mcpReturns, _mcpExtra, _mcpPaging] if p != \"\" {p}], \" \")", edit: func(e *editor) {
			const tail = " Returns JSON; paginate with the cursor field."
			used := map[string]bool{}
			i := 0
			e.eachEntry(func(file string, en *entry) {
				d, ok := en.field("description")
				if !isMCP(en) || !ok || !strings.HasSuffix(d, tail) {
					return
				}
				parts := []string{strconv.Quote(strings.TrimSuffix(d, tail)), "_mcpReturns", "_mcpPaging"}
				if i%4 == 0 {
					parts = []string{parts[0], "_mcpReturns", "_mcpExtra", "_mcpPaging"}
				}
				en.setField("description", fmt.Sprintf(`strings.Join([for p in [%s] if p != "" {p}], " ")`, strings.Join(parts, ", ")))
				used[file] = true
				i++
			})
			e.mustN(len(used), "MCP descriptions")
			e.each(used, func(f string) { e.imports(f, "strings") })
			e.defs("// Parts of the MCP descriptions; an empty part is left out.\n_mcpReturns: \"Returns JSON;\"\n_mcpPaging:  \"paginate with the cursor field.\"\n_mcpExtra:   \"\"\n")
		}},
		{Name: "params-fragments-unify", Desc: "MCP parameters unified from shared fragments, parameters: _paging & _filter & {required: [\"query\"]}, a third _paging & {properties: id: {...}}", edit: fragments(false)},
		{Name: "def-optional-chain3", Desc: "on-demand entries under a three-level chain of definitions with optional fields and defaults, #Lazy1: #Tool & {group?: *\"lazy\" | #Name}, #Lazy2: #Lazy1 & {annotations?: {readOnlyHint: *true | bool, ...}}, #Lazy3: #Lazy2 & {...}", edit: func(e *editor) {
			i := 0
			e.onDemand(func(_ string, en *entry) {
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": #Lazy3 & {", 1)
				switch {
				case i%4 == 0:
					en.insert("annotations: readOnlyHint: false")
				case i%5 == 1:
					en.insert(`group: "rare"`)
				}
				i++
			})
			e.mustN(i, "on-demand entries")
			e.defs(`// Builtin tools loaded on demand, in three steps.
#Lazy1: #Tool & {state: *"deferred" | #State, group?: *"lazy" | #Name}
#Lazy2: #Lazy1 & {card?: *"Loaded on demand." | string, annotations?: {readOnlyHint: *true | bool, ...}}
#Lazy3: #Lazy2 & {annotations: {idempotentHint: *true | bool, ...}}
`)
		}},
		{Name: "heads-list-concat", Desc: "providers' first_turn concatenated from hidden head lists, first_turn: list.Concat([_heads.vendor_01.core, _heads.vendor_01.extra])", edit: func(e *editor) {
			f := e.file("providers.cue")
			lines := strings.Split(string(f.Src), "\n")
			prov := regexp.MustCompile(`^\t([A-Za-z0-9_]+): \{$`)
			var out []string
			var heads strings.Builder
			cur, n := "", 0
			for i := 0; i < len(lines); i++ {
				l := lines[i]
				if m := prov.FindStringSubmatch(l); m != nil {
					cur = m[1]
				}
				if l != "\t\tfirst_turn: [" {
					out = append(out, l)
					continue
				}
				var names []string
				for i++; i < len(lines) && lines[i] != "\t\t]"; i++ {
					names = append(names, strings.TrimSuffix(strings.TrimSpace(lines[i]), ","))
				}
				h := (len(names) + 1) / 2
				fmt.Fprintf(&heads, "\t%s: {core: [%s], extra: [%s]}\n", cur, strings.Join(names[:h], ", "), strings.Join(names[h:], ", "))
				out = append(out, fmt.Sprintf("\t\tfirst_turn: list.Concat([_heads.%s.core, _heads.%s.extra])", cur, cur))
				n++
			}
			e.mustN(n, "first_turn lists")
			f.Src = []byte(strings.Join(out, "\n") + "\n// Each provider's head: the core tools, then the rest.\n_heads: {\n" + heads.String() + "}\n")
			e.imports("providers.cue", "list")
		}},
		{Name: "aliases-rename-table", Desc: "aliases generated from a rename table, for r in _renameTable {tools: (r.from): state: \"hidden-compatibility\", aliases: (r.from): {replacement: r.to, ..., note: \"renamed to \\(r.to)\"}}", edit: func(e *editor) {
			var rows []string
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin active" {
					if i%5 == 0 {
						rows = append(rows, fmt.Sprintf("\t{from: %q, to: %q},\n", "was_"+en.name, en.name))
					}
					i++
				}
			})
			e.mustN(len(rows), "active builtin entries")
			e.add("renames.cue", "package toolpolicy\n\n// Tools renamed in 1.3.0: old transcripts still replay.\n_renameTable: [\n"+strings.Join(rows, "")+
				"]\n\n_renamedIn: \"1.3.0\"\n\nfor r in _renameTable {\n\ttools: (r.from): state: \"hidden-compatibility\"\n\taliases: (r.from): {\n\t\treplacement:      r.to\n\t\tfirst_deprecated: _renamedIn\n\t\tplanned_removal:  \"TBD\"\n\t\treplay_supported: true\n\t\tnote:             \"renamed to \\(r.to)\"\n\t}\n}\n")
		}},
		{Name: "null-default-impls", Desc: "implementations from a hidden map of *null | string, _implOf: [string]: *null | string, some rows null or _, for n, v in _implOf if v != null {tools: (n): implementation: v}", edit: func(e *editor) {
			var b strings.Builder
			b.WriteString("package toolpolicy\n\n// The class behind each builtin tool; null when it has none of its own.\n_implOf: [string]: *null | string\n_implOf: {\n")
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section != "builtin active" || strings.Contains(strings.Join(en.lines, "\n"), "implementation:") {
					return
				}
				switch i % 3 {
				case 0:
					camel := ""
					for _, w := range strings.Split(en.name, "_") {
						camel += strings.ToUpper(w[:1]) + w[1:]
					}
					fmt.Fprintf(&b, "\t%s: %q\n", en.name, camel+"Tool")
				case 1:
					fmt.Fprintf(&b, "\t%s: null\n", en.name)
				default:
					fmt.Fprintf(&b, "\t%s: _\n", en.name)
				}
				i++
			})
			e.mustN(i, "active builtin entries")
			b.WriteString("}\n\nfor n, v in _implOf if v != null {\n\ttools: (n): implementation: v\n}\n")
			e.add("impls.cue", b.String())
		}},
		{Name: "def-name-regexp-specs", Desc: "active builtin tools from a list of specs checked by a definition with a =~ name, #BuiltinSpec: {name: =~\"^[a-z][a-z0-9]*(_[a-z0-9]+)*$\", ...}, for s in _builtinSpecs {tools: (s.name): {...}}", edit: specs(false)},
		{Name: "minfields-nested-params", Desc: "MCP parameters with struct.MinFields at two depths, parameters: struct.MinFields(2) & {type: \"object\", properties: struct.MinFields(1) & {...}}, tools: struct.MinFields(1)", edit: func(e *editor) {
			used := map[string]bool{}
			e.eachEntry(func(file string, en *entry) {
				if isMCP(en) {
					en.insert(`parameters: struct.MinFields(2) & {type: "object", properties: struct.MinFields(1) & {cursor: {type: "string"}}}`)
					used[file] = true
				}
			})
			e.mustN(len(used), "MCP deferred entries")
			e.each(used, func(f string) { e.imports(f, "struct") })
			e.imports("defs.cue", "struct")
			e.defs("// A policy registers at least one tool.\ntools: struct.MinFields(1)\n")
		}},
		{Name: "team-lets-per-file", Desc: "each tools file's active builtin entries reading file-level lets, let team = \"team_00\", let ro = {readOnlyHint: true}, {group: team, annotations: ro, ...}", edit: func(e *editor) {
			files := map[string]bool{}
			i := 0
			e.eachEntry(func(file string, en *entry) {
				if en.section != "builtin active" || !en.oneLine() {
					return
				}
				if i%2 == 0 {
					en.insert("group: team, annotations: ro")
				} else {
					en.insert("group: team")
				}
				files[file] = true
				i++
			})
			e.mustN(i, "active builtin entries")
			k := 0
			e.each(files, func(f string) {
				e.replace(f, "package toolpolicy\n", fmt.Sprintf("package toolpolicy\n\n// This file's owners.\nlet team = \"team_%02d\"\nlet ro = {readOnlyHint: true}\n", k))
				k++
			})
		}},
		{Name: "params-keyed-pattern", Desc: "MCP parameters from a pattern keyed by kind, _schemaFor: [K=string]: {type: \"object\", properties: {for a in _argSets[K] {(a.name): ...}}, required: [for a in _argSets[K] if a.req {a.name}]}, parameters: _schemaFor.list, one _schemaFor field per kind made by a comprehension", edit: func(e *editor) {
			kinds := []string{"list", "get", "search"}
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if isMCP(en) {
					en.insert("parameters: _schemaFor." + kinds[i%len(kinds)])
					i++
				}
			})
			e.mustN(i, "MCP deferred entries")
			e.defs(`// The arguments of each kind of MCP tool.
_argSets: {
	list: [{name: "cursor", type: "string", doc: "Opaque page cursor.", req: false}, {name: "limit", type: "integer", doc: "Page size.", req: false}]
	get: [{name: "id", type: "string", doc: "The record's id.", req: true}]
	search: [{name: "query", type: "string", doc: "Search text.", req: true}, {name: "cursor", type: "string", doc: "Opaque page cursor.", req: false}]
}
_schemaFor: [K=string]: {
	type: "object"
	properties: {for a in _argSets[K] {(a.name): {type: a.type, description: a.doc}}}
	required: [for a in _argSets[K] if a.req {a.name}]
}
_schemaFor: {for k, _ in _argSets {(k): _}}
`)
		}},
		{Name: "flags-top-sections", Desc: "release flags guarding whole sections at file level, if _release.group_order {catalog: order: \"group\"}, if !_release.strict {lint: rules: ...}, if _release.mcp_yolo {modes: yolo: mcp: \"active\"}", edit: func(e *editor) {
			e.add("release_flags.cue", `package toolpolicy

// Switches the release manager flips.
_release: {group_order: false, strict: false, mcp_yolo: true, card_limit: 120}

if _release.group_order {
	catalog: order: "group"
}
if !_release.group_order {
	catalog: order: "name"
}
if _release.card_limit > 0 {
	catalog: card_max_length: _release.card_limit
}
if !_release.strict {
	lint: rules: {"budget-target": "warning", "mode-drift": "off"}
}
if _release.mcp_yolo {
	modes: yolo: mcp: "active"
}
`)
		}},
		{Name: "reject-fragment-limit-type", Desc: "params-fragments-unify with one entry, half way through, retyping the fragment's limit, _paging & _filter & {properties: limit: type: \"string\"} (integer in _paging)", edit: fragments(true)},
		{Name: "reject-spec-name-case", Desc: "def-name-regexp-specs with the spec half way through named with a capital, {name: \"Read_file_0\", ...} (#BuiltinSpec's name =~ snake_case)", edit: specs(true)},
		{Name: "reject-flag-depth-tab", Desc: "flags-if-depths with the on-demand entry half way through setting, two conditions deep, annotations: audited: \"yes\\t\" (an annotation is bool | #Line)", edit: flags(true)},
		{Name: "reject-server-param-blank", Desc: "mcp-server-def-specs with the spec half way through listing a parameter \"page size\" (params: [...#Name])", edit: servers(true)},
	}
}
