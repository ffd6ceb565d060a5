package synth

import (
	"fmt"
	"strconv"
	"strings"
)

// eighteenthRound (helper-h72): per-entry let chains, definitions met as a
// disjunction or opened in the middle of a chain, struct and list
// validators inside entries and definitions, comprehensions over two
// hidden maps and over a list's indices, nested conditions, parameter
// schemas computed from lists of records, byte strings, text/template, a
// closed top, and four mistakes deep inside computed values.
func eighteenthRound() []Idiom {
	// middle applies fn to the entry half way through those keep selects
	// (a mistake in the middle of the policy, not in its first file); it
	// fails when keep selects none.
	middle := func(e *editor, keep func(en *entry) bool, fn func(en *entry)) {
		eachCounted(e, keep, "entry to edit", func(en *entry, i, n int) {
			if i == n/2 {
				fn(en)
			}
		})
	}
	activeOne := func(en *entry) bool { return en.section == "builtin active" && en.oneLine() }
	const ws = " in the workspace."
	// letChain writes each active builtin niche "X in the workspace." as
	// three lets, the last ending in last (" workspace." or a mistake).
	letChain := func(bad bool) func(*editor) {
		return func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				d, ok := en.field("niche")
				if !activeOne(en) || !ok || !strings.HasSuffix(d, ws) {
					return
				}
				en.setField("niche", "c")
				en.insert(`let c = b + " workspace."`)
				en.insert(`let b = a + " in the"`)
				en.insert(fmt.Sprintf("let a = %q", strings.TrimSuffix(d, ws)))
				n++
			})
			e.mustN(n, "active builtin niches")
			if bad {
				middle(e, func(en *entry) bool { return activeOne(en) && strings.Contains(en.lines[0], "let c = ") }, func(en *entry) {
					en.lines[0] = strings.Replace(en.lines[0], `let c = b + " workspace."`, `let c = b + " workspace.\t"`, 1)
				})
			}
		}
	}
	// defDisjunction writes the active builtin and on-demand entries
	// (#Eager | #Lazy) & {...}; bad drops one on-demand entry's card.
	defDisjunction := func(bad bool) func(*editor) {
		return func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				switch {
				case activeOne(en):
					en.lines[0] = strings.Replace(en.lines[0], ": {", ": (#Eager | #Lazy) & {", 1)
					n++
				case en.templated():
					en.insert(`state: "deferred"`)
					en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": (#Eager | #Lazy) & {", 1)
					n++
				}
			})
			e.mustN(n, "active builtin or on-demand entries")
			if bad {
				middle(e, func(en *entry) bool { return strings.Contains(en.lines[0], ": (#Eager | #Lazy) & {") && !en.oneLine() }, func(en *entry) {
					en.setField("card", "")
				})
			}
			e.defs("// Loaded from the start, or on demand with a card.\n#Eager: #Tool & {state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n")
		}
	}
	// params writes every MCP deferred entry's parameters with #Params
	// from a list of records; bad gives one entry a misspelt type.
	params := func(bad bool) func(*editor) {
		return func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "mcp deferred" {
					en.insert(`parameters: #Params & {_in: [_cursor, _limit, {name: "query", type: "string", required: true, doc: "What to look for."}]}`)
					n++
				}
			})
			e.mustN(n, "MCP deferred entries")
			if bad {
				middle(e, func(en *entry) bool { return en.section == "mcp deferred" }, func(en *entry) {
					for i, l := range en.lines {
						en.lines[i] = strings.Replace(l, `{name: "query", type: "string",`, `{name: "query", type: "strng",`, 1)
					}
				})
			}
			e.defs(`// A tool's parameters as a list of records, written out as JSON Schema.
#Param: {
	name:     #Name
	type:     "string" | "integer" | "boolean" | "array" | "object"
	required: *false | bool
	doc?:     #Line
}
#Params: {
	_in: [...#Param]
	type: "object"
	properties: {for p in _in {(p.name): {type: p.type, if p.doc != _|_ {description: p.doc}}}}
	required: [for p in _in if p.required {p.name}]
	additionalProperties: false
}
_cursor: {name: "cursor", type: "string", doc: "Opaque page cursor."}
_limit: {name: "limit", type: "integer"}
`)
		}
	}
	// nested writes every on-demand entry's visible_when as a condition
	// three levels deep; bad gives one entry's innermost condition two
	// forms.
	nested := func(bad bool) func(*editor) {
		const cond = `visible_when: {all: [{not: {mode: "plan"}}, {any: [{class: "class_00"}, {provider: "vendor_01"}, {mode: "yolo"}]}]}`
		return func(e *editor) {
			n := 0
			e.onDemand(func(_ string, en *entry) {
				en.insert(cond)
				n++
			})
			e.mustN(n, "on-demand entries")
			if bad {
				middle(e, func(en *entry) bool { return en.templated() }, func(en *entry) {
					for i, l := range en.lines {
						en.lines[i] = strings.Replace(l, `{class: "class_00"}`, `{class: "class_00", mode: "agent"}`, 1)
					}
				})
			}
		}
	}
	return []Idiom{
		{Name: "entry-let-chain", Desc: "active builtin niches from a chain of three lets in the entry, {let a = \"Read one file\", let b = a + \" in the\", let c = b + \" workspace.\", niche: c}", edit: letChain(false)},
		{Name: "entry-def-disjunction", Desc: "active builtin and on-demand entries a disjunction of two definitions without a default, told apart by state, (#Eager | #Lazy) & {state: ..., ...}", edit: defDisjunction(false)},
		{Name: "def-chain-open-middle", Desc: "on-demand tools under a chain of three definitions opened in the middle, #Leaf: #Mid & {...}, #Mid: {#Base, _owner?: string, ...}, #Base: #Tool & {...}", edit: func(e *editor) {
			n := 0
			e.onDemand(func(_ string, en *entry) {
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": #Leaf & {", 1)
				n++
			})
			e.mustN(n, "on-demand entries")
			e.defs("#Base: #Tool & {source: \"builtin\"}\n#Mid: {#Base, _owner?: string, ...}\n#Leaf: #Mid & {state: *\"deferred\" | #State, card!: string}\n")
		}},
		{Name: "def-struct-bounds", Desc: "the user definitions bounded by struct validators, #Sized: struct.MinFields(2) & struct.MaxFields(8), #MCPTool: #Sized, #OnDemand: #Sized", edit: func(e *editor) {
			e.replace("defs.cue", "\n#OnDemand: #Tool & {", "\n#OnDemand: #Tool & #Sized & {")
			e.replace("defs.cue", "\n#MCPTool: #Tool & {", "\n#MCPTool: #Tool & #Sized & {")
			e.imports("defs.cue", "struct")
			e.defs("// No empty tool, and none with every field.\n#Sized: struct.MinFields(2) & struct.MaxFields(8)\n")
		}},
		{Name: "def-matchif", Desc: "matchIf in a user definition, #OnDemand: matchIf({state: \"deferred\", ...}, {card!: string, ...}, _)", edit: func(e *editor) {
			e.defs("// A deferred tool needs its card.\n#OnDemand: matchIf({state: \"deferred\", ...}, {card!: string, ...}, _)\n")
		}},
		{Name: "groups-list-validators", Desc: "active builtin groups under list validators in the entry, groups: list.UniqueItems() & list.MaxItems(3) & _coreGroups", edit: func(e *editor) {
			used := map[string]bool{}
			e.eachEntry(func(file string, en *entry) {
				if activeOne(en) {
					en.insert("groups: list.UniqueItems() & list.MaxItems(3) & _coreGroups")
					used[file] = true
				}
			})
			e.mustN(len(used), "active builtin entries")
			e.each(used, func(f string) { e.imports(f, "list") })
			e.defs("_coreGroups: [\"core\", \"workspace\"]\ngroups: {core: doc: \"Core tools.\", workspace: doc: \"Workspace tools.\"}\n")
		}},
		{Name: "annotations-two-maps", Desc: "active builtin annotations from two hidden maps, for n, o in _owner if _teamHints[o] != _|_ for k, v in _teamHints[o] if v != null {tools: (n): annotations: (k): v}", edit: func(e *editor) {
			teams := []string{"team_a", "team_b", "team_c"}
			var b strings.Builder
			b.WriteString("package toolpolicy\n\n// Who owns each tool; team_c has no hints.\n_owner: {\n")
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin active" {
					fmt.Fprintf(&b, "\t%s: %q\n", en.name, teams[i%len(teams)])
					i++
				}
			})
			e.mustN(i, "active builtin entries")
			b.WriteString("}\n\n_teamHints: {\n\tteam_a: {readOnlyHint: true, owner: \"Team A\"}\n\tteam_b: {destructiveHint: false, openWorldHint: null, owner: \"Team B\"}\n}\n\n")
			b.WriteString("for n, o in _owner if _teamHints[o] != _|_ for k, v in _teamHints[o] if v != null {\n\ttools: (n): annotations: (k): v\n}\n")
			b.WriteString("\nannotations: owner: {type: \"string\", doc: \"The owning team.\"}\n")
			e.add("owners.cue", b.String())
		}},
		{Name: "annotations-int-default", Desc: "active builtin entries with a hidden numeric default, _timeout: int & >=0 & <=600 | *30, a quarter overriding it, annotations: timeout: \"\\(_timeout)s\"", edit: func(e *editor) {
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if !activeOne(en) {
					return
				}
				en.insert(`annotations: timeout: "\(_timeout)s"`)
				if i%4 == 0 {
					en.insert("_timeout: 120")
				}
				en.insert("_timeout: int & >=0 & <=600 | *30")
				i++
			})
			e.mustN(i, "active builtin entries")
			e.defs("annotations: timeout: {type: \"string\", doc: \"How long a call may run.\"}\n")
		}},
		{Name: "pattern-atoi-suffix", Desc: "a pattern parsing the name's number, [N= =~\"_[0-9]+$\"]: {_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]), annotations: shard: \"s\\(div(_n, 1000))\"}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport (\n\t\"regexp\"\n\t\"strconv\"\n)\n\n// Numbered tools are sharded by their number.\ntools: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tannotations: shard: \"s\\(div(_n, 1000))\"\n}\n\nannotations: shard: {type: \"string\", doc: \"The shard a numbered tool is served from.\"}\n")
		}},
		{Name: "rank-from-index", Desc: "on-demand annotations from a hidden list's indices, for i, n in _odOrder {tools: (n): annotations: {rank: \"\\(i+1)/\\(len(_odOrder))\", tier: _tiers[mod(i, len(_tiers))]}}", edit: func(e *editor) {
			var names []string
			e.onDemand(func(_ string, en *entry) { names = append(names, en.name) })
			e.mustN(len(names), "on-demand entries")
			e.add("rank.cue", "package toolpolicy\n\n_tiers: [\"hot\", \"warm\", \"cold\"]\n_odOrder: ["+quoteList(names)+"]\n\nfor i, n in _odOrder {\n\ttools: (n): annotations: {rank: \"\\(i+1)/\\(len(_odOrder))\", tier: _tiers[mod(i, len(_tiers))]}\n}\n\nannotations: {rank: type: \"string\", tier: type: \"string\"}\n")
		}},
		{Name: "visible-when-nested", Desc: "on-demand tools with a condition three levels deep, visible_when: {all: [{not: {mode: \"plan\"}}, {any: [{class: ...}, {provider: ...}, {mode: ...}]}]}", edit: nested(false)},
		{Name: "params-from-list", Desc: "MCP parameters computed by a definition from a list of records, parameters: #Params & {_in: [_cursor, _limit, {...}]}, properties and required by comprehensions", edit: params(false)},
		{Name: "bytes-interp-niche", Desc: "on-demand niches interpolating a hidden byte string of the entry, {_b: 'Sync one file on request.', niche: \"\\(_b)\"}", edit: func(e *editor) {
			n := 0
			e.onDemand(func(_ string, en *entry) {
				d, ok := en.field("niche")
				if !ok || strings.ContainsAny(d, "'\\") {
					return
				}
				en.setField("niche", `"\(_b)"`)
				en.insert("_b: '" + d + "'")
				n++
			})
			e.mustN(n, "on-demand niches")
		}},
		{Name: "close-top-embed", Desc: "the package's top closed by an embedded close({release: _, tools: _, ...}) in defs.cue, listing the sections it uses", edit: func(e *editor) {
			e.defs("// No top-level field but these.\nclose({\n\trelease:       _\n\ttools:         _\n\taliases:       _\n\tretired:       _\n\tmcp:           _\n\tproviders:     _\n\tmodes:         _\n\tmodel_classes: _\n\tgates:         _\n})\n")
		}},
		{Name: "pattern-alias-guard", Desc: "a pattern guarding on its own value through an alias, tools: [string]: T={if T.state == \"deferred\" && T.source == \"builtin\" {card!: string}}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\n// Builtin tools loaded on demand need a card.\ntools: [string]: T={\n\tif T.state == \"deferred\" && T.source == \"builtin\" {\n\t\tcard!: string\n\t}\n}\n")
		}},
		{Name: "desc-text-template", Desc: "MCP descriptions from text/template, template.Execute(_descTmpl, {head: \"...\", cursor: _cursorField})", edit: func(e *editor) {
			const tail = " Returns JSON; paginate with the cursor field."
			used := map[string]bool{}
			e.eachEntry(func(file string, en *entry) {
				d, ok := en.field("description")
				if en.section != "mcp deferred" || !ok || !strings.HasSuffix(d, tail) {
					return
				}
				en.setField("description", fmt.Sprintf("template.Execute(_descTmpl, {head: %s, cursor: _cursorField})", strconv.Quote(strings.TrimSuffix(d, tail))))
				used[file] = true
			})
			e.mustN(len(used), "MCP descriptions")
			e.each(used, func(f string) { e.imports(f, "text/template") })
			e.defs("_descTmpl: \"{{.head}} Returns JSON; paginate with the {{.cursor}} field.\"\n_cursorField: \"cursor\"\n")
		}},
		{Name: "reject-let-chain-control", Desc: "entry-let-chain with one entry's last let, half way through the tools, ending in a tab (niche is a #Line)", edit: letChain(true)},
		{Name: "reject-def-disjunction-neither", Desc: "entry-def-disjunction with one on-demand entry, half way through, without its card (neither #Eager nor #Lazy)", edit: defDisjunction(true)},
		{Name: "reject-params-one-type", Desc: "params-from-list with one MCP entry's parameter type misspelt, {name: \"query\", type: \"strng\"} (one of the computed properties fails #Param)", edit: params(true)},
		{Name: "reject-visible-when-two-forms", Desc: "visible-when-nested with one entry's innermost condition in two forms at once, {class: \"class_00\", mode: \"agent\"}", edit: nested(true)},
	}
}

// eachCounted calls fn on each entry keep selects, with its index among
// them and how many there are; it fails, naming what, when keep selects
// none.
func eachCounted(e *editor, keep func(en *entry) bool, what string, fn func(en *entry, i, n int)) {
	n := 0
	e.eachEntry(func(_ string, en *entry) {
		if keep(en) {
			n++
		}
	})
	e.mustN(n, what)
	i := 0
	e.eachEntry(func(_ string, en *entry) {
		if keep(en) {
			fn(en, i, n)
			i++
		}
	})
}
