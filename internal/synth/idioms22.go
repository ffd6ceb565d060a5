package synth

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// twentySecondRound (helper-89): how harness teams decide tool exposure,
// written in CUE: feature-flag tables joined with the tools, capability
// conditions, toolsets inverted into memberships, a read-only setting
// unregistering write tools, an environment tag with several values, MCP
// servers as definitions with hidden inputs (specs keyed by name, a list
// of servers with read-only filters), a rename table making aliases and
// retired names, descriptions from a template definition, parameter
// schemas from helper definitions, a deprecation schedule computed from
// versions, heads sorted under len guards, nested parameter patterns,
// modes computed from the tools, variants from a capability table, and
// four mistakes inside such computed values.
func twentySecondRound() []Idiom {
	isMCP := func(en *entry) bool { return en.section == "mcp deferred" }
	isActive := func(en *entry) bool { return en.section == "builtin active" && en.oneLine() }
	writeVerbs := []string{"edit", "create", "delete", "update", "write", "close", "tag", "import"}
	verb := func(name string) string { v, _, _ := strings.Cut(name, "_"); return v }

	// flags joins a feature-flag table with the on-demand tools: a tool
	// whose flag is on is promoted to active; some flags are unknown. bad
	// writes one flag "on" (a string in a condition).
	flags := func(bad bool) func(*editor) {
		return func(e *editor) {
			names := []string{"beta_search", "new_editor", "fast_diff", "sunset_probe"}
			var b strings.Builder
			b.WriteString("package toolpolicy\n\n// The tools behind a feature flag.\n_flagOf: {\n")
			i := 0
			e.onDemand(func(_ string, en *entry) {
				if i%4 == 0 {
					fmt.Fprintf(&b, "\t%s: %q\n", en.name, names[(i/4)%len(names)])
				}
				i++
			})
			e.mustN(i, "on-demand entries")
			fast := "true"
			if bad {
				fast = `"on"`
			}
			fmt.Fprintf(&b, `}

// This build's flags (sunset_probe is gone from it).
_flags: {beta_search: true, new_editor: false, fast_diff: %s}

for n, f in _flagOf if _flags[f] != _|_ if _flags[f] {
	tools: (n): state: "active"
}
`, fast)
			e.add("flags.cue", b.String())
		}
	}

	// enumHelpers writes MCP parameters with helper definitions taking
	// hidden inputs; bad gives one entry, half way through, an enum
	// default outside its values.
	enumHelpers := func(bad bool) func(*editor) {
		return func(e *editor) {
			eachCounted(e, isMCP, "MCP deferred entries", func(en *entry, i, n int) {
				order := `order: #Enum & {_values: ["asc", "desc"]}`
				if i%2 == 1 {
					order = `order: #Enum & {_values: ["asc", "desc"], default: "desc"}`
				}
				if bad && i == n/2 {
					order = `order: #Enum & {_values: ["asc", "desc"], default: "newest"}`
				}
				switch i % 3 {
				case 0:
					en.insert(fmt.Sprintf(`parameters: #Object & {_props: {query: #StringParam & {_doc: "Search text."}, %s}, _req: ["query"]}`, order))
				case 1:
					en.insert(fmt.Sprintf(`parameters: #Object & {_props: {limit: #IntParam & {_min: 1, _max: 100}, %s}}`, order))
				default:
					en.insert(fmt.Sprintf(`parameters: #Object & {_props: {id: #StringParam & {_doc: "The record's id."}, limit: #IntParam & {_min: 1, _max: 500}, %s}, _req: ["id"]}`, order))
				}
			})
			e.defs(`// Helpers for the MCP tools' JSON Schemas: each takes hidden inputs.
#StringParam: {
	_doc:        #Line
	type:        "string"
	description: _doc
}
#IntParam: {
	_min:    int
	_max:    int & >=_min
	type:    "integer"
	minimum: _min
	maximum: _max
}
#Enum: {
	_values: [...string]
	type:     "string"
	enum:     _values
	default?: or(_values)
}
#Object: {
	_props: {...}
	_req: *[] | [...string]
	type:       "object"
	properties: _props
	required:   _req
}
`)
		}
	}

	// schedule computes the aliases' planned removal from the version
	// they were deprecated in; bad divides the minor with / (a float).
	schedule := func(bad bool) func(*editor) {
		return func(e *editor) {
			minor := "div(_depMinor+4, 2)"
			if bad {
				minor = "(_depMinor + 4) / 2"
			}
			e.replace("aliases.cue", `planned_removal: "TBD"`, "planned_removal: _plannedRemoval")
			e.imports("aliases.cue", "strconv", "strings")
			e.appendTo("aliases.cue", fmt.Sprintf(`
// Removal is scheduled from the deprecation: the next major, half way
// through its minors.
_depParts:       strings.SplitN(strings.TrimPrefix(deprecatedIn, "v"), ".", 3)
_depMajor:       strconv.Atoi(_depParts[0])
_depMinor:       strconv.Atoi(_depParts[1])
_plannedRemoval: "\(_depMajor+1).\(%s).0"
`, minor))
		}
	}

	// nestedParams gives every MCP entry parameters and constrains every
	// tool's properties by a nested pattern; bad gives one property's
	// description, half way through, a newline.
	nestedParams := func(bad bool) func(*editor) {
		return func(e *editor) {
			eachCounted(e, isMCP, "MCP deferred entries", func(en *entry, i, n int) {
				doc := "Opaque page cursor."
				if bad && i == n/2 {
					doc = "Opaque page cursor.\nPass it back unchanged."
				}
				p := fmt.Sprintf(`parameters: {type: "object", properties: {cursor: {type: "string", description: %q}`, doc)
				if i%2 == 0 {
					p += `, limit: {type: "integer", description: "Page size."}`
				}
				en.insert(p + "}}")
			})
			e.imports("defs.cue", "struct")
			e.defs(`// Every parameter is typed and documented on one line; at most six.
tools: [string]: parameters: properties: [string]: {type: "string" | "integer" | "boolean" | "array", description?: #Line, ...}
tools: [string]: parameters: properties: struct.MaxFields(6)
`)
		}
	}

	return []Idiom{
		{Name: "flags-join-tools", Desc: "a feature-flag table joined with the on-demand tools, for n, f in _flagOf if _flags[f] != _|_ if _flags[f] {tools: (n): state: \"active\"}, some flags unknown", edit: flags(false)},
		{Name: "caps-visible-when-class", Desc: "on-demand tools visible only to models with a capability, for n, c in _requires {tools: (n): visible_when: {class: \"cap_\\(c)\"}}, a class per capability, {where: {attribute: c, is: true}}, from the models' attributes", edit: func(e *editor) {
			caps := []string{"vision", "computer_use", "long_context"}
			var b strings.Builder
			b.WriteString("package toolpolicy\n\n// The model capability each tool needs.\n_requires: {\n")
			i := 0
			e.onDemand(func(_ string, en *entry) {
				if i%5 == 2 {
					fmt.Fprintf(&b, "\t%s: %q\n", en.name, caps[(i/5)%len(caps)])
				}
				i++
			})
			e.mustN(i, "on-demand entries")
			b.WriteString(`}

for n, c in _requires {
	tools: (n): visible_when: {class: "cap_\(c)"}
}

// A class per capability, by the model records.
model_classes: {
	for c, ex in _capExample {
		"cap_\(c)": {where: {attribute: c, is: true}, example: ex}
	}
}

_capExample: {vision: "vendor-family00-large", computer_use: "vendor-family01-large", long_context: "vendor-family00-large"}

models: {
	"vendor-family00-large": attributes: {vision: true, computer_use: false, long_context: true}
	"vendor-family01-large": attributes: {vision: false, computer_use: true, long_context: true}
}
`)
			e.add("caps.cue", b.String())
		}},
		{Name: "toolset-membership-invert", Desc: "toolsets as lists of names inverted into memberships, _memberOf: {for ts, names in _toolsets for n in names {(n): (ts): true}}, for n, m in _memberOf {tools: (n): groups: list.SortStrings([for ts, _ in m {ts}])}", edit: func(e *editor) {
			sets := map[string][]string{}
			order := []string{"files", "search", "ops"}
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if isActive(en) {
					sets[order[i%3]] = append(sets[order[i%3]], en.name)
					if i%4 == 0 {
						sets[order[(i+1)%3]] = append(sets[order[(i+1)%3]], en.name)
					}
					i++
				}
			})
			e.mustN(i, "active builtin entries")
			var b strings.Builder
			b.WriteString("package toolpolicy\n\nimport \"list\"\n\n// The toolsets, as the harness's registry lists them.\n_toolsets: {\n")
			for _, ts := range order {
				fmt.Fprintf(&b, "\t%s: [%s]\n", ts, quoteList(sets[ts]))
			}
			b.WriteString(`}

// Each tool's toolsets.
_memberOf: {for ts, names in _toolsets for n in names {(n): (ts): true}}

for n, m in _memberOf {
	tools: (n): groups: list.SortStrings([for ts, _ in m {ts}])
}

groups: {for ts, _ in _toolsets {(ts): doc: "The \(ts) toolset."}}
`)
			e.add("toolsets.cue", b.String())
		}},
		{Name: "readonly-setting-writes", Desc: "a read_only setting unregistering write tools, tools: [N=string]: {if list.Contains(_writeVerbs, strings.SplitN(N, \"_\", 2)[0]) {registered_when: {setting: \"read_only\", is: false}}}", edit: func(e *editor) {
			e.imports("defs.cue", "list", "strings")
			e.defs(fmt.Sprintf(`// In a read-only session the tools that write are not registered.
_writeVerbs: [%s]
tools: [N=string]: {
	if list.Contains(_writeVerbs, strings.SplitN(N, "_", 2)[0]) {
		registered_when: {setting: "read_only", is: false}
	}
}
settings: read_only: {type: "bool", default: false, doc: "The session may not write."}
`, quoteList(writeVerbs)))
		}},
		{Name: "env-tag-debug-tools", Desc: "debug tools per environment from a tag with four values, _env: *\"prod\" | \"staging\" | \"dev\" | \"ci\" @tag(env), for n in _debugTools[_env] {tools: (n): {...}}, lint rules relaxed outside prod", edit: func(e *editor) {
			e.add("env.cue", `package toolpolicy

// The deployment this catalog is built for.
_env: *"prod" | "staging" | "dev" | "ci" @tag(env)

// Debug helpers each environment registers.
_debugTools: {
	prod: ["debug_health"]
	staging: ["debug_health", "debug_trace"]
	dev: ["debug_health", "debug_trace", "debug_dump"]
	ci: ["debug_health", "debug_dump"]
}

for n in _debugTools[_env] {
	tools: (n): {state: "deferred", niche: "Debug helper (\(_env)).", card: "\(n) (\(_env) only)."}
}

if _env == "dev" || _env == "ci" {
	lint: rules: "budget-target": "off"
}
`)
		}},
		{Name: "mcp-server-struct-specs", Desc: "MCP tools from per-server instances of #Server with hidden inputs and specs keyed by name, _github: #Server & {_name: \"github\", specs: {fetch_commit_35: {...}}}, tools: _github.out", edit: func(e *editor) {
			bySrv, order := byServer(e.inFileOrder(e.takeMCP()))
			e.mustN(len(order), "MCP deferred entries")
			var b strings.Builder
			b.WriteString(`package toolpolicy

// An MCP server: its tools are named after it and grouped by it.
#Server: {
	_name:  #Name
	_group: *_name | #Name
	specs: [string]: {niche: #Line, card: string, description: string}
	out: {
		for k, s in specs {
			"\(_name)_\(k)": {
				source:      "mcp"
				group:       _group
				niche:       s.niche
				card:        s.card
				description: s.description
			}
		}
	}
}
`)
			for k, s := range order {
				grp := ""
				if k%3 == 2 {
					grp = `, _group: "remote"`
				}
				fmt.Fprintf(&b, "\n_%s: #Server & {_name: %q%s, specs: {\n", s, s, grp)
				for _, m := range bySrv[s] {
					fmt.Fprintf(&b, "\t%s: {%s}\n", strings.TrimPrefix(m.Name, s+"_"), m.fields())
				}
				fmt.Fprintf(&b, "}}\n\ntools: _%s.out\n", s)
			}
			e.add("mcp_servers.cue", b.String())
		}},
		{Name: "mcp-server-list-readonly", Desc: "MCP tools from a list of #Server values, read-only servers dropping their write tools and marking the rest, tools: {for s in _servers {s.out}}, out: {for t in tools if !list.Contains(disabled, t.n) if !(readonly && t.write) {...}}", edit: func(e *editor) {
			bySrv, order := byServer(e.inFileOrder(e.takeMCP()))
			e.mustN(len(order), "MCP deferred entries")
			var b strings.Builder
			b.WriteString(`package toolpolicy

import "list"

#Server: {
	name:     #Name
	readonly: *false | bool
	disabled: [...string]
	tools: [...{n: #Name, write: *false | bool, niche: #Line, card: string, description: string}]
	out: {
		for t in tools if !list.Contains(disabled, t.n) if !(readonly && t.write) {
			"\(name)_\(t.n)": {
				source:      "mcp"
				niche:       t.niche
				card:        t.card
				description: t.description
				if readonly {annotations: readOnlyHint: true}
			}
		}
	}
}

tools: {for s in _servers {s.out}}

_servers: [...#Server]
_servers: [
`)
			for k, s := range order {
				ro := ""
				if k%4 == 3 {
					ro = "readonly: true, "
				}
				var dis []string
				fmt.Fprintf(&b, "\t{name: %q, %stools: [\n", s, ro)
				for j, m := range bySrv[s] {
					n := strings.TrimPrefix(m.Name, s+"_")
					w := ""
					if slices.Contains(writeVerbs, verb(n)) {
						w = "write: true, "
					}
					if j == 3 && k%5 == 1 {
						dis = append(dis, n)
					}
					fmt.Fprintf(&b, "\t\t{n: %q, %s%s},\n", n, w, m.fields())
				}
				fmt.Fprintf(&b, "\t], disabled: [%s]},\n", quoteList(dis))
			}
			b.WriteString("]\n")
			e.add("mcp_servers.cue", b.String())
		}},
		{Name: "renames-alias-or-retired", Desc: "a rename table making aliases for replayed renames and retired entries for the rest, for r in _renames if r.replay {aliases: (r.from): {...}, tools: (r.from): state: \"deprecated\"}, for r in _renames if !r.replay {retired: (r.from): {reason: \"renamed to \\(r.to)\", since: r.since}}", edit: func(e *editor) {
			var rows []string
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin active" {
					if i%4 == 0 {
						since := []string{"1.1.0", "1.2.0", "1.3.0"}[(i/4)%3]
						rows = append(rows, fmt.Sprintf("\t{from: %q, to: %q, since: %q, replay: %v},\n", "prev_"+en.name, en.name, since, (i/4)%3 != 0))
					}
					i++
				}
			})
			e.mustN(len(rows), "active builtin entries")
			e.add("renames.cue", "package toolpolicy\n\n// Every rename: replayed ones keep an alias, the others are retired.\n_renames: [\n"+strings.Join(rows, "")+`]

for r in _renames if r.replay {
	tools: (r.from): {state: "deprecated", niche: "Old name of \(r.to)."}
	aliases: (r.from): {
		replacement:      r.to
		first_deprecated: r.since
		planned_removal:  "TBD"
		replay_supported: true
		note:             "renamed to \(r.to) in \(r.since)"
	}
}
for r in _renames if !r.replay {
	retired: (r.from): {reason: "renamed to \(r.to)", since: r.since}
}
`)
		}},
		{Name: "desc-def-replace-template", Desc: "MCP descriptions from a template filled by a definition with hidden inputs, description: (#Desc & {_head: \"...\", _srv: \"github\"}).out, out: strings.Replace(strings.Replace(_descTmpl, \"{head}\", _head, 1), ...)", edit: func(e *editor) {
			re := regexp.MustCompile(`^(.*) through the ([a-z0-9]+) MCP server\. Returns JSON; paginate with the cursor field\.$`)
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				d, ok := en.field("description")
				if !isMCP(en) || !ok {
					return
				}
				m := re.FindStringSubmatch(d)
				if m == nil {
					return
				}
				en.setField("description", fmt.Sprintf("(#Desc & {_head: %q, _srv: %q}).out", m[1], m[2]))
				n++
			})
			e.mustN(n, "MCP descriptions")
			e.imports("defs.cue", "strings")
			e.defs(`// The MCP descriptions' template.
_descTmpl: "{head} through the {server} MCP server. Returns JSON; paginate with the {cursor} field."
#Desc: {
	_head:   string
	_srv:    #Name
	_cursor: *"cursor" | #Name
	out:     strings.Replace(strings.Replace(strings.Replace(_descTmpl, "{head}", _head, 1), "{server}", _srv, 1), "{cursor}", _cursor, 1)
}
`)
		}},
		{Name: "params-def-helpers", Desc: "MCP parameters built by helper definitions with hidden inputs, #Object & {_props: {query: #StringParam & {_doc: \"...\"}, order: #Enum & {_values: [\"asc\", \"desc\"]}, limit: #IntParam & {_min: 1, _max: 100}}, _req: [\"query\"]}", edit: enumHelpers(false)},
		{Name: "deprecation-schedule-computed", Desc: "the aliases' planned removal computed from the deprecation version, _depParts: strings.SplitN(strings.TrimPrefix(deprecatedIn, \"v\"), \".\", 3), _plannedRemoval: \"\\(_depMajor+1).\\(div(_depMinor+4, 2)).0\"", edit: schedule(false)},
		{Name: "heads-len-guard-sortstrings", Desc: "providers' first_turn from a hidden map of unsorted heads, empty for most, for p, h in _heads if len(h) > 0 {providers: (p): first_turn: list.SortStrings(h)}", edit: func(e *editor) {
			f := e.file("providers.cue")
			lines := strings.Split(string(f.Src), "\n")
			prov := regexp.MustCompile(`^\t([A-Za-z0-9_]+): \{$`)
			var out []string
			var heads strings.Builder
			cur, n, inProv := "", 0, false
			for i := 0; i < len(lines); i++ {
				l := lines[i]
				switch {
				case l == "providers: {":
					inProv = true
				case inProv && l == "}":
					inProv = false
				}
				if m := prov.FindStringSubmatch(l); m != nil && inProv {
					if cur != "" && !strings.Contains(heads.String(), "\t"+cur+": ") {
						fmt.Fprintf(&heads, "\t%s: []\n", cur)
					}
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
				slices.Reverse(names)
				fmt.Fprintf(&heads, "\t%s: [%s]\n", cur, strings.Join(names, ", "))
				n++
			}
			e.mustN(n, "first_turn lists")
			f.Src = []byte(strings.Join(out, "\n") + "\n// Each provider's pinned head, in the order the team added them.\n_heads: {\n" + heads.String() + "}\n\nfor p, h in _heads if len(h) > 0 {\n\tproviders: (p): first_turn: list.SortStrings(h)\n}\n")
			e.imports("providers.cue", "list")
		}},
		{Name: "params-nested-pattern", Desc: "nested patterns on every tool's parameters, tools: [string]: parameters: properties: [string]: {type: \"string\" | \"integer\" | ..., description?: #Line, ...} and struct.MaxFields(6), MCP entries with parameters", edit: nestedParams(false)},
		{Name: "mode-head-drop-from-tools", Desc: "the plan mode's head_drop computed from the tools, head_drop: list.Sort([for n, t in tools if t.state == \"active\" && t.source == \"builtin\" if list.Contains(_writeVerbs, strings.SplitN(n, \"_\", 2)[0]) {n}], list.Ascending)", edit: func(e *editor) {
			e.add("modes_plan.cue", fmt.Sprintf(`package toolpolicy

import (
	"list"
	"strings"
)

// Planning never writes: the write tools leave the plan mode's head.
_writeVerbs: [%s]

modes: plan: head_drop: list.Sort([for n, t in tools if t.state == "active" && t.source == "builtin" if list.Contains(_writeVerbs, strings.SplitN(n, "_", 2)[0]) {n}], list.Ascending)
`, quoteList(writeVerbs)))
		}},
		{Name: "variants-from-caps", Desc: "MCP entries with variants computed from a class capability table, let desc = description, variants: [for c, k in _classCaps if k.short_context {model_class: c, description: strings.SplitN(desc, \". \", 2)[0] + \".\"}]", edit: func(e *editor) {
			eachCounted(e, isMCP, "MCP deferred entries", func(en *entry, i, n int) {
				if _, ok := en.field("description"); !ok || i%3 != 0 {
					return
				}
				en.insert(`variants: [for c, k in _classCaps if k.short_context {model_class: c, description: strings.SplitN(desc, ". ", 2)[0] + "."}]`)
				en.insert("let desc = description")
			})
			for _, f := range e.toolFiles() {
				if strings.Contains(string(e.file(f).Src), "_classCaps") {
					e.imports(f, "strings")
				}
			}
			e.defs(`// What each model class copes with.
_classCaps: {
	class_00: {short_context: true, vision: false}
	class_01: {short_context: false, vision: true}
}
`)
		}},
		{Name: "reject-flag-string-on", Desc: "flags-join-tools with one flag written as a string, _flags: {..., fast_diff: \"on\"} (the comprehension's condition is not a bool)", edit: flags(true)},
		{Name: "reject-enum-default-outside", Desc: "params-def-helpers with one entry, half way through, defaulting its enum outside its values, #Enum & {_values: [\"asc\", \"desc\"], default: \"newest\"} (default?: or(_values))", edit: enumHelpers(true)},
		{Name: "reject-removal-float-minor", Desc: "deprecation-schedule-computed with the minor divided by / instead of div, \"\\(_depMajor+1).\\((_depMinor + 4) / 2).0\" (\"2.3.5.0\" is not a #Version)", edit: schedule(true)},
		{Name: "reject-param-desc-newline", Desc: "params-nested-pattern with one MCP entry's parameter description, half way through, holding a newline (the nested pattern's description is a #Line)", edit: nestedParams(true)},
	}
}
