package synth

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// nineteenthRound (helper-77): nested definitions, a parameters definition
// made of a pattern, optional fields with defaults, a hidden table read
// through conditions at several depths, close() inside a comprehension,
// multi-line and escaped strings, number literals in other bases and with
// multipliers, file-level lets over another file's hidden fields, a guard
// on another section, builtins (or, and, strings.Join over a
// comprehension) inside entries, defaults inside lists, a scalar embedded
// beside a hidden field, a computed section label, and four mistakes deep
// inside computed values.
func nineteenthRound() []Idiom {
	// plainActive matches an active builtin entry written with its state
	// and niche only.
	plainActive := regexp.MustCompile(`^\t([a-z0-9_]+): \{state: "active", niche: ("(?:[^"\\]|\\.)*")\}$`)
	// takeActive drops the plain active builtin entries from the tools
	// files and returns them file by file: names and quoted niches.
	type row struct{ name, niche string }
	takeActive := func(e *editor) map[string][]row {
		got := map[string][]row{}
		n := 0
		e.eachEntry(func(file string, en *entry) {
			if en.section != "builtin active" || !en.oneLine() {
				return
			}
			m := plainActive.FindStringSubmatch(en.lines[0])
			if m == nil {
				return
			}
			got[file] = append(got[file], row{m[1], m[2]})
			en.lines = nil
			n++
		})
		e.mustN(n, "plain active builtin entries")
		return got
	}
	activeOne := func(en *entry) bool { return en.section == "builtin active" && en.oneLine() }

	// table writes the active builtin tools as rows of a hidden table,
	// read by a comprehension with conditions three deep; bad puts a tab
	// in the niche of the row half way through, which only the innermost
	// branch copies.
	table := func(bad bool) func(*editor) {
		return func(e *editor) {
			by := takeActive(e)
			var rows []row
			for _, f := range e.toolFiles() {
				rows = append(rows, by[f]...)
			}
			var b strings.Builder
			b.WriteString("package toolpolicy\n\n// The loaded builtin tools, one row each; off rows are not registered.\n_table: {\n")
			for i, r := range rows {
				niche := r.niche
				if bad && i == len(rows)/2 {
					niche = strings.TrimSuffix(niche, `."`) + `.\t"`
				}
				owner := ""
				if i%5 == 0 {
					owner = `, owner: "core"`
				}
				fmt.Fprintf(&b, "\t%s: {on: true, ro: %v, niche: %s%s}\n", r.name, i%3 == 0, niche, owner)
			}
			b.WriteString("\tscratch_tool: {on: false, ro: false}\n}\n\n")
			b.WriteString(`for k, v in _table if v.on {
	tools: (k): {
		state: "active"
		if v.niche != _|_ {
			niche: v.niche
			if v.ro {
				annotations: readOnlyHint: true
				if v.owner != _|_ {
					annotations: owner: v.owner
				}
			}
		}
	}
}

annotations: owner: {type: "string", doc: "The owning team."}
`)
			e.add("table.cue", b.String())
		}
	}

	// params gives every MCP deferred entry parameters under a
	// definition whose properties are a pattern of a closed #Prop; bad
	// misspells one property's field half way through.
	params := func(bad bool) func(*editor) {
		return func(e *editor) {
			const p = `parameters: #ObjParams & {properties: {cursor: {type: "string", description: "Opaque page cursor."}, limit: {type: "integer", minimum: 1}}}`
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "mcp deferred" {
					n++
				}
			})
			e.mustN(n, "MCP deferred entries")
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section != "mcp deferred" {
					return
				}
				if bad && i == n/2 {
					en.insert(strings.Replace(p, `limit: {type: "integer", minimum: 1}`, `limit: {type: "integer", minimun: 1}`, 1))
				} else {
					en.insert(p)
				}
				i++
			})
			e.defs(`// A tool's parameters: an object whose properties are named and typed.
#Prop: {
	type:         "string" | "integer" | "boolean"
	description?: #Line
	minimum?:     int
}
#ObjParams: {
	type: "object"
	properties: {[#Name]: #Prop}
	additionalProperties: *false | bool
}
`)
		}
	}

	// closeFor writes each tools file's plain active entries as a hidden
	// map read by a comprehension that closes every entry; bad adds an
	// annotation to one of them from another file.
	closeFor := func(bad bool) func(*editor) {
		return func(e *editor) {
			by := takeActive(e)
			var all []string
			for i, f := range e.toolFiles() {
				rows := by[f]
				if len(rows) == 0 {
					continue
				}
				h := fmt.Sprintf("_loaded%02d", i)
				var b strings.Builder
				fmt.Fprintf(&b, "\n// Loaded builtin tools, closed: nothing else may be added to them.\n%s: {\n", h)
				for _, r := range rows {
					fmt.Fprintf(&b, "\t%s: %s\n", r.name, r.niche)
					all = append(all, r.name)
				}
				fmt.Fprintf(&b, "}\n\ntools: {\n\tfor n, d in %s {\n\t\t(n): close({state: \"active\", source: \"builtin\", niche: d})\n\t}\n}\n", h)
				e.appendTo(f, b.String())
			}
			if bad {
				e.add("overlay.cue", fmt.Sprintf("package toolpolicy\n\ntools: %s: annotations: readOnlyHint: true\n", all[len(all)/2]))
			}
		}
	}

	// budgets writes the providers' budgets in hex and octal with token
	// bounds using multipliers; bad lowers the max of the budget half way
	// through (of those with a target over 16) to 0x10.
	budgets := func(bad bool) func(*editor) {
		return func(e *editor) {
			f := e.file("providers.cue")
			src := string(f.Src)
			ms := budgetRE.FindAllStringSubmatchIndex(src, -1)
			if len(ms) == 0 {
				e.fail("no budgets")
			}
			var wide []int
			for i, m := range ms {
				if t, _ := strconv.Atoi(src[m[2]:m[3]]); t > 16 {
					wide = append(wide, i)
				}
			}
			badAt := -1
			if bad {
				if len(wide) == 0 {
					e.fail("no budget with a target over 16")
				}
				badAt = wide[len(wide)/2]
			}
			var b strings.Builder
			last := 0
			for i, m := range ms {
				t, _ := strconv.Atoi(src[m[2]:m[3]])
				x, _ := strconv.Atoi(src[m[4]:m[5]])
				max := fmt.Sprintf("0o%o", x)
				if i == badAt {
					max = "0x10"
				}
				b.WriteString(src[last:m[0]])
				fmt.Fprintf(&b, "budget: {target: 0x%X, max: %s, target_tokens: 1M, max_tokens: 1_048_576, max_bytes: 4Mi}", t, max)
				last = m[1]
			}
			b.WriteString(src[last:])
			f.Src = []byte(b.String())
		}
	}

	return []Idiom{
		{Name: "nested-def-ref", Desc: "entries under definitions nested in a definition, #Kinds: {#Eager: #Tool & {...}, #Lazy: #Tool & {...}}, x: #Kinds.#Lazy & {...}", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				switch {
				case en.templated():
					en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": #Kinds.#Lazy & {", 1)
					n++
				case activeOne(en):
					en.lines[0] = strings.Replace(en.lines[0], ": {", ": #Kinds.#Eager & {", 1)
					n++
				}
			})
			e.mustN(n, "on-demand or active builtin entries")
			e.defs("// The kinds of builtin tool, gathered in one definition.\n#Kinds: {\n\t#Eager: #Tool & {state: \"active\"}\n\t#Lazy: #Tool & {state: *\"deferred\" | #State, card!: string}\n}\n")
		}},
		{Name: "def-params-pattern", Desc: "MCP parameters under a definition whose properties are a pattern, #ObjParams: {type: \"object\", properties: {[#Name]: #Prop}, ...}, #Prop closed", edit: params(false)},
		{Name: "def-optional-default", Desc: "optional fields with defaults added to the on-demand definition, #OnDemand: {group?: *\"on_demand\" | #Name, card?: *\"Loaded on demand.\" | string}, a third setting group", edit: func(e *editor) {
			i := 0
			e.onDemand(func(_ string, en *entry) {
				if i%3 == 0 {
					en.insert(`group: "on_demand"`)
				}
				i++
			})
			e.mustN(i, "on-demand entries")
			e.defs("// Optional fields with defaults: absent unless an entry sets them.\n#OnDemand: {group?: *\"on_demand\" | #Name, card?: *\"Loaded on demand.\" | string}\n")
		}},
		{Name: "table-if-depths", Desc: "active builtin tools from a hidden table, for k, v in _table if v.on {tools: (k): {state: ..., if v.niche != _|_ {niche: v.niche, if v.ro {... if v.owner != _|_ {...}}}}}", edit: table(false)},
		{Name: "close-entries-for", Desc: "active builtin tools from a hidden map per file, each closed in the comprehension, tools: {for n, d in _loadedNN {(n): close({state: \"active\", source: \"builtin\", niche: d})}}", edit: closeFor(false)},
		{Name: "niche-multiline-string", Desc: "on-demand niches written as one-line multi-line strings, niche: \"\"\"\\n\\t\\t\\tSync one file on request.\\n\\t\\t\\t\"\"\"", edit: func(e *editor) {
			n := 0
			e.onDemand(func(_ string, en *entry) {
				d, ok := en.field("niche")
				if !ok || strings.ContainsAny(d, "\\\"") {
					return
				}
				en.setField("niche", "\"\"\"\n\t\t\t"+d+"\n\t\t\t\"\"\"")
				n++
			})
			e.mustN(n, "on-demand niches")
		}},
		{Name: "budget-number-literals", Desc: "providers' budgets in other bases and with multipliers, budget: {target: 0x18, max: 0o32, target_tokens: 1M, max_tokens: 1_048_576, max_bytes: 4Mi}", edit: budgets(false)},
		{Name: "let-cross-file-hidden", Desc: "old names' niches through file-level lets of aliases.cue's hidden maps, let dep = _deprecated, niche: \"Old name of \\(dep.old_x_1).\"", edit: func(e *editor) {
			src := string(e.file("aliases.cue").Src)
			maps := map[string]map[string]string{}
			pair := regexp.MustCompile(`^\t([A-Za-z0-9_]+): "([^"]*)"$`)
			for _, h := range []string{"_hidden", "_deprecated"} {
				i := strings.Index(src, "\n"+h+": {\n")
				if i < 0 {
					e.fail("aliases.cue has no %s", h)
				}
				body := src[i+len(h)+5:]
				body = body[:strings.Index(body, "\n}")]
				maps[h] = map[string]string{}
				for _, l := range strings.Split(body, "\n") {
					if m := pair.FindStringSubmatch(l); m != nil {
						maps[h][m[1]] = m[2]
					}
				}
			}
			lets := map[string]map[string]bool{}
			n := 0
			e.eachEntry(func(file string, en *entry) {
				h, let := "", ""
				switch en.section {
				case "builtin deprecated":
					h, let = "_deprecated", "dep"
				case "builtin hidden-compatibility":
					h, let = "_hidden", "hid"
				default:
					return
				}
				d, ok := en.field("niche")
				to, known := maps[h][en.name]
				if !ok || !known || d != "Old name of "+to+"." {
					return
				}
				en.setField("niche", fmt.Sprintf(`"Old name of \(%s.%s)."`, let, en.name))
				if lets[file] == nil {
					lets[file] = map[string]bool{}
				}
				lets[file][let] = true
				n++
			})
			e.mustN(n, "old names' niches")
			files := map[string]bool{}
			for f := range lets {
				files[f] = true
			}
			e.each(files, func(f string) {
				var b strings.Builder
				b.WriteString("package toolpolicy\n\n// The rename maps live in aliases.cue.\n")
				if lets[f]["dep"] {
					b.WriteString("let dep = _deprecated\n")
				}
				if lets[f]["hid"] {
					b.WriteString("let hid = _hidden\n")
				}
				e.replace(f, "package toolpolicy\n", b.String())
			})
		}},
		{Name: "alias-note-guard", Desc: "a pattern on the aliases guarded on another section, aliases: [A=string]: X={if tools[A] != _|_ if tools[A].state == \"deprecated\" {note: \"deprecated: use \\(X.replacement) instead\"}}", edit: func(e *editor) {
			e.defs("// A deprecated old name's alias says what to use instead.\naliases: [A=string]: X={\n\tif tools[A] != _|_ if tools[A].state == \"deprecated\" {\n\t\tnote: \"deprecated: use \\(X.replacement) instead\"\n\t}\n}\n")
		}},
		{Name: "impl-join-upper", Desc: "active builtin implementations joined from a comprehension over the name's words, implementation: strings.Join([for w in strings.Split(\"read_file_0\", \"_\") {strings.ToUpper(w)}], \"\")", edit: func(e *editor) {
			used := map[string]bool{}
			e.eachEntry(func(file string, en *entry) {
				if activeOne(en) && !strings.Contains(en.lines[0], "implementation:") {
					en.insert(fmt.Sprintf(`implementation: strings.Join([for w in strings.Split(%q, "_") {strings.ToUpper(w)}], "")`, en.name))
					used[file] = true
				}
			})
			e.mustN(len(used), "active builtin entries")
			e.each(used, func(f string) { e.imports(f, "strings") })
		}},
		{Name: "entry-or-states", Desc: "on-demand entries with state: or(_lazyStates), _lazyStates: [\"deferred\", \"active\"], meeting the template's default", edit: func(e *editor) {
			n := 0
			e.onDemand(func(_ string, en *entry) {
				if _, ok := en.field("state"); ok {
					return
				}
				en.insert("state: or(_lazyStates)")
				n++
			})
			e.mustN(n, "on-demand entries")
			e.defs("// The states a builtin tool loaded on demand may take.\n_lazyStates: [\"deferred\", \"active\"]\n")
		}},
		{Name: "list-elem-default", Desc: "active builtin groups a list with a default in an element, groups: [*\"core\" | #Name, \"workspace\"]", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				if activeOne(en) {
					en.insert(`groups: [*"core" | #Name, "workspace"]`)
					n++
				}
			})
			e.mustN(n, "active builtin entries")
			e.defs("groups: {core: doc: \"Core tools.\", workspace: doc: \"Workspace tools.\"}\n")
		}},
		{Name: "scalar-embed-hidden", Desc: "active builtin niches a struct embedding its own hidden field, niche: {_v: \"Read one file in the workspace.\", _v}", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				d, ok := en.field("niche")
				if !activeOne(en) || !ok {
					return
				}
				en.setField("niche", fmt.Sprintf("{_v: %s, _v}", strconv.Quote(d)))
				n++
			})
			e.mustN(n, "active builtin niches")
		}},
		{Name: "dynamic-section-label", Desc: "every tools file's block under a computed label, (_section): {...}, _section: \"tools\" in defs.cue", edit: func(e *editor) {
			for _, f := range e.toolFiles() {
				e.replace(f, "\ntools: {\n", "\n(_section): {\n")
			}
			e.defs("// The section the tools files fill.\n_section: \"tools\"\n")
		}},
		{Name: "unicode-escapes-niche", Desc: "on-demand niches with unicode escapes, niche: \"Sync one file on request \\u2014 \\u00e0 la demande.\"", edit: func(e *editor) {
			n := 0
			e.onDemand(func(_ string, en *entry) {
				d, ok := en.field("niche")
				if !ok || !strings.HasSuffix(d, " on request.") {
					return
				}
				q := strconv.Quote(strings.TrimSuffix(d, "."))
				en.setField("niche", strings.TrimSuffix(q, `"`)+` \u2014 \u00e0 la demande."`)
				n++
			})
			e.mustN(n, "on-demand niches")
		}},
		{Name: "and-in-entry", Desc: "active builtin niches and() of constraints and the text, niche: and([#Line, =~\"\\\\.$\", strings.MinRunes(8), \"...\"])", edit: func(e *editor) {
			used := map[string]bool{}
			e.eachEntry(func(file string, en *entry) {
				d, ok := en.field("niche")
				if !activeOne(en) || !ok {
					return
				}
				en.setField("niche", fmt.Sprintf(`and([#Line, =~"\\.$", strings.MinRunes(8), %s])`, strconv.Quote(d)))
				used[file] = true
			})
			e.mustN(len(used), "active builtin niches")
			e.each(used, func(f string) { e.imports(f, "strings") })
		}},
		{Name: "reject-table-depth-control", Desc: "table-if-depths with the niche of the row half way through ending in a tab, copied only by the comprehension's inner condition (niche is a #Line)", edit: table(true)},
		{Name: "reject-params-pattern-typo", Desc: "def-params-pattern with one MCP entry's property misspelt half way through, limit: {type: \"integer\", minimun: 1} (#Prop is closed)", edit: params(true)},
		{Name: "reject-close-entries-extra", Desc: "close-entries-for with an annotation added to one closed entry from another file, tools: x: annotations: readOnlyHint: true", edit: closeFor(true)},
		{Name: "reject-budget-hex-below", Desc: "budget-number-literals with one provider's max, half way through, 0x10 below its target (max is >=target)", edit: budgets(true)},
	}
}
