package synth

import (
	"fmt"
	"regexp"
	"strings"
)

// twentyFirstRound (helper-85): list.FlattenN and list.Slice inside
// entries, gates and groups computed by comprehensions over the tools
// themselves (guarded by strings.HasPrefix and list.Contains), len() of a
// string bounding a hidden field, lets in a comprehension's clauses and
// body, several attributes on definition fields, patterns keyed by !~,
// the providers written across three files, per-entry hidden booleans
// switching fields on, a definition with ... as a prefix pattern,
// strings.Count in a pattern's guard, math.Ceil in budgets, and four
// mistakes inside such computed values.
func twentyFirstRound() []Idiom {
	isMCP := func(en *entry) bool { return en.section == "mcp deferred" }
	isActive := func(en *entry) bool { return en.section == "builtin active" && en.oneLine() }

	// gateRE matches one hand-written gate in providers.cue.
	gateRE := regexp.MustCompile(`(?m)^\t([A-Za-z0-9_]+): (visible_for|hidden_for): "([A-Za-z0-9_]+)"$`)
	// gatesFromTools adds gates computed from the tools: every deferred
	// tool named with a prefix is visible for one class, the hand-written
	// gates left out by a list. With bad, the prefix is the first
	// hand-gated tool's verb, the class another one, and the list stale,
	// without that tool (its gate conflicts).
	gatesFromTools := func(bad bool) func(*editor) {
		return func(e *editor) {
			src := string(e.file("providers.cue").Src)
			ms := gateRE.FindAllStringSubmatch(src, -1)
			if len(ms) == 0 {
				e.fail("no gates")
			}
			var gated []string
			for _, m := range ms {
				gated = append(gated, m[1])
			}
			prefix, class := "watch_", "class_01"
			if bad {
				first := ms[0]
				prefix = strings.SplitN(first[1], "_", 2)[0] + "_"
				class = "class_01"
				if first[3] == "class_01" {
					class = "class_00"
				}
				if first[2] == "hidden_for" {
					class = first[3]
				}
			}
			n := 0
			e.onDemand(func(_ string, en *entry) {
				if strings.HasPrefix(en.name, prefix) {
					n++
				}
			})
			e.mustN(n, "on-demand entries named "+prefix+"...")
			listed := gated
			if bad {
				listed = gated[1:] // stale: the first gate is missing
			}
			e.add("gates_computed.cue", fmt.Sprintf(`package toolpolicy

import (
	"list"
	"strings"
)

// The gates written by hand in providers.cue.
_gatedByHand: [%s]

// Every on-demand %s tool is for the %s models only.
for n, t in tools if strings.HasPrefix(n, %q) && t.state == "deferred" if !list.Contains(_gatedByHand, n) {
	gates: (n): visible_for: %q
}
`, quoteList(listed), strings.TrimSuffix(prefix, "_"), class, prefix, class))
		}
	}

	// nicheLen bounds every niche's length in bytes through a hidden
	// field; bad makes the simple active niche half way through longer.
	nicheLen := func(bad bool) func(*editor) {
		return func(e *editor) {
			if bad {
				eachCounted(e, isActive, "active builtin entries", func(en *entry, i, n int) {
					if i != n/2 {
						return
					}
					d, ok := en.field("niche")
					if !ok {
						e.fail("active entry %s without a niche", en.name)
					}
					en.setField("niche", fmt.Sprintf("%q", strings.TrimSuffix(d, ".")+", including the files it links to, the files those link to, and every generated file the build writes beside them, whatever their size or encoding, as one listing sorted by path."))
				})
			}
			e.defs(`// A niche is at most 160 bytes: it lands in every catalog line.
tools: [string]: T={
	if T.niche != _|_ {
		_nicheBytes: len(T.niche) & <=160
	}
}
`)
		}
	}

	// switches gives every entry hidden booleans defaulting to false that
	// switch annotations on; active builtin tools set _ro, MCP tools _net.
	// bad sets one MCP entry's _net, half way through, to a string.
	switches := func(bad bool) func(*editor) {
		return func(e *editor) {
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if isActive(en) {
					if i%2 == 0 {
						en.insert("_ro: true")
					}
					i++
				}
			})
			e.mustN(i, "active builtin entries")
			eachCounted(e, isMCP, "MCP deferred entries", func(en *entry, i, n int) {
				switch {
				case bad && i == n/2:
					en.insert(`_net: "true"`)
				case i%3 != 2:
					en.insert("_net: true")
				}
			})
			e.defs(`// Switches an entry turns on; each adds an MCP hint.
tools: [string]: {
	_ro:  *false | bool
	_net: *false | bool
	if _ro {annotations: readOnlyHint: true}
	if _net {annotations: openWorldHint: true}
}
`)
		}
	}

	// countPattern annotates the tools whose name has three or more
	// underscores; bad writes the count itself as the annotation (an int,
	// not bool | #Line).
	countPattern := func(bad bool) func(*editor) {
		return func(e *editor) {
			v := "namespaced: true"
			if bad {
				v = `segments: strings.Count(N, "_")`
			}
			e.imports("defs.cue", "strings")
			e.defs(fmt.Sprintf(`// Names with three or more segments come from a namespace (an MCP server).
tools: [N=string]: {
	if strings.Count(N, "_") >= 3 {
		annotations: %s
	}
}

annotations: namespaced: {type: "bool", default: false, doc: "The name has a namespace prefix."}
`, v))
		}
	}

	return []Idiom{
		{Name: "groups-flatten-entry", Desc: "active builtin groups flattened from nested hidden lists in the entry, groups: list.FlattenN([_baseGroups, [[\"files\"]]], -1), the groups declared", edit: func(e *editor) {
			files := map[string]bool{}
			i := 0
			e.eachEntry(func(file string, en *entry) {
				if isActive(en) {
					if i%2 == 0 {
						en.insert(`groups: list.FlattenN([_baseGroups, [["files"]]], -1)`)
						files[file] = true
					}
					i++
				}
			})
			e.mustN(len(files), "active builtin entries")
			e.each(files, func(f string) { e.imports(f, "list") })
			e.defs("// Every builtin tool's groups start with these.\n_baseGroups: [\"core\", [\"workspace\"]]\ngroups: {core: doc: \"Core tools.\", workspace: doc: \"Workspace tools.\", files: doc: \"File tools.\"}\n")
		}},
		{Name: "gates-from-tools-prefix", Desc: "gates computed from the tools, for n, t in tools if strings.HasPrefix(n, \"watch_\") && t.state == \"deferred\" if !list.Contains(_gatedByHand, n) {gates: (n): visible_for: \"class_01\"}", edit: gatesFromTools(false)},
		{Name: "niche-len-bound", Desc: "every niche's length bounded through a hidden field of a pattern, tools: [string]: T={if T.niche != _|_ {_nicheBytes: len(T.niche) & <=160}}", edit: nicheLen(false)},
		{Name: "comprehension-lets", Desc: "on-demand tools from a hidden map through lets in the comprehension's clauses and body, for name, v in _lazy let parts = strings.Split(name, \"_\") let verb = parts[0] {tools: (name): #OnDemand & {let suffix = \" (loaded on demand).\", card: strings.TrimSuffix(v.c, suffix) + suffix, if verb == \"sync\" {...}}}", edit: func(e *editor) {
			var b strings.Builder
			b.WriteString("package toolpolicy\n\nimport \"strings\"\n\n// The builtin tools loaded on demand: niche and card.\n_lazy: {\n")
			n := 0
			e.onDemand(func(_ string, en *entry) {
				ni, ok1 := en.field("niche")
				ca, ok2 := en.field("card")
				if len(en.lines) != 4 || !ok1 || !ok2 {
					return
				}
				fmt.Fprintf(&b, "\t%s: {n: %q, c: %q}\n", en.name, ni, ca)
				en.lines = nil
				n++
			})
			e.mustN(n, "on-demand entries with a niche and a card")
			b.WriteString(`}

for name, v in _lazy
let parts = strings.Split(name, "_")
let verb = parts[0] {
	tools: (name): #OnDemand & {
		let suffix = " (loaded on demand)."
		niche: v.n
		card:  strings.TrimSuffix(v.c, suffix) + suffix
		if verb == "sync" {
			annotations: idempotentHint: true
		}
	}
}
`)
			e.add("lazy.cue", b.String())
		}},
		{Name: "def-field-attrs-multi", Desc: "the user definitions with several attributes on each field, #OnDemand: #Tool & {state: *\"deferred\" | #State @go(State) @json(state), card?: string @go(Card) @json(card,omitempty), ...}", edit: func(e *editor) {
			e.replace("defs.cue", "#MCPTool: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\n", `#MCPTool: #Tool & {
	@go(MCPTool)
	source: "mcp" @go(Source) @json(source)
	state:  *"deferred" | #State @go(State) @json(state) @protobuf(1,string)
	_server?: #Name @go(-)
}
`)
			e.replace("defs.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n", `#OnDemand: #Tool & {
	state:  *"deferred" | #State @go(State) @json(state) @protobuf(1,string)
	niche?: #Line @go(Niche,optional=nillable) @doc("What it is for.")
	card?:  string @go(Card) @json(card,omitempty)
}
`)
		}},
		{Name: "pattern-not-prefix", Desc: "patterns keyed by !~ and =~ on the name, tools: [!~\"^(old|legacy)_\"]: {niche?: =~\"\\\\.$\"}, tools: [=~\"^old_\"]: {niche?: =~\"^Old name of \"}", edit: func(e *editor) {
			e.defs(`// Niches are sentences; an old name's niche says what it was renamed to.
tools: [!~"^(old|legacy)_"]: {niche?: =~"\\.$"}
tools: [=~"^old_"]: {niche?: =~"^Old name of "}
`)
		}},
		{Name: "providers-three-files", Desc: "every provider written across three files, the models in providers_models.cue, the budgets in providers_budgets.cue, the rest (first_turn, limits, default) in providers.cue", edit: func(e *editor) {
			f := e.file("providers.cue")
			lines := strings.Split(string(f.Src), "\n")
			prov := regexp.MustCompile(`^\t([A-Za-z0-9_]+): \{$`)
			var out []string
			var models, budgets strings.Builder
			models.WriteString("package toolpolicy\n\n// Which model ids each provider serves.\nproviders: {\n")
			budgets.WriteString("package toolpolicy\n\n// Each provider's tool budget.\nproviders: {\n")
			in, cur, n := false, "", 0
			for _, l := range lines {
				switch {
				case l == "providers: {":
					in = true
				case in && l == "}":
					in = false
				case in && prov.MatchString(l):
					cur = prov.FindStringSubmatch(l)[1]
				case in && strings.HasPrefix(l, "\t\tmodels: "):
					fmt.Fprintf(&models, "\t%s: %s\n", cur, strings.TrimPrefix(l, "\t\t"))
					continue
				case in && strings.HasPrefix(l, "\t\tbudget: "):
					fmt.Fprintf(&budgets, "\t%s: %s\n", cur, strings.TrimPrefix(l, "\t\t"))
					n++
					continue
				}
				out = append(out, l)
			}
			e.mustN(n, "provider budgets")
			f.Src = []byte(strings.Join(out, "\n"))
			e.add("providers_models.cue", models.String()+"}\n")
			e.add("providers_budgets.cue", budgets.String()+"}\n")
		}},
		{Name: "hidden-bool-switches", Desc: "per-entry hidden booleans switching hints on, tools: [string]: {_ro: *false | bool, _net: *false | bool, if _ro {annotations: readOnlyHint: true}, ...}, entries setting _ro: true or _net: true", edit: switches(false)},
		{Name: "open-def-prefix-pattern", Desc: "an open definition with a nested default as a prefix pattern, #ReadOnly: {annotations: {readOnlyHint: *true | bool, ...}, ...}, tools: [=~\"^(read|list|search|show|fetch)_\"]: #ReadOnly, some entries overriding false", edit: func(e *editor) {
			re := regexp.MustCompile(`^(read|list|search|show|fetch)_`)
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if isActive(en) && re.MatchString(en.name) {
					if i%3 == 0 {
						en.insert("annotations: readOnlyHint: false")
					}
					i++
				}
			})
			e.mustN(i, "active builtin entries named read_, list_, ...")
			e.defs(`// Tools that only look are read-only unless they say otherwise.
#ReadOnly: {
	annotations: {readOnlyHint: *true | bool, ...}
	...
}
tools: [=~"^(read|list|search|show|fetch)_"]: #ReadOnly
`)
		}},
		{Name: "pattern-strings-count", Desc: "a pattern guarded by strings.Count on the name, tools: [N=string]: {if strings.Count(N, \"_\") >= 3 {annotations: namespaced: true}}, the annotation declared", edit: countPattern(false)},
		{Name: "groups-from-tools", Desc: "the groups section computed from the tools' groups, groups: {for n, t in tools if t.group != _|_ {(t.group): doc: \"The \\(t.group) tools.\"}}, on-demand entries with group: \"lazy_N\"", edit: func(e *editor) {
			i := 0
			e.onDemand(func(_ string, en *entry) {
				en.insert(fmt.Sprintf("group: \"lazy_%d\"", i%4))
				i++
			})
			e.mustN(i, "on-demand entries")
			e.defs(`// Every group a tool names is declared.
groups: {
	for n, t in tools if t.group != _|_ {
		(t.group): doc: "The \(t.group) tools."
	}
}
`)
		}},
		{Name: "budget-math-ceil", Desc: "providers' budget max computed with math.Ceil from the target, budget: {target: 24, max: math.Ceil(target * 1.05)}", edit: func(e *editor) {
			f := e.file("providers.cue")
			n := 0
			f.Src = budgetRE.ReplaceAllFunc(f.Src, func(m []byte) []byte {
				n++
				t := budgetRE.FindSubmatch(m)[1]
				return []byte(fmt.Sprintf("budget: {target: %s, max: math.Ceil(target * 1.05)}", t))
			})
			e.mustN(n, "provider budgets")
			e.imports("providers.cue", "math")
		}},
		{Name: "card-fields-slice", Desc: "on-demand cards from the niche's first two words, card: strings.Join(list.Slice(strings.Fields(niche), 0, 2), \" \") + \" (loaded on demand).\"", edit: func(e *editor) {
			files := map[string]bool{}
			n := 0
			e.onDemand(func(file string, en *entry) {
				if _, ok := en.field("niche"); !ok {
					return
				}
				if _, ok := en.field("card"); !ok {
					return
				}
				if n%2 == 0 {
					en.setField("card", `strings.Join(list.Slice(strings.Fields(niche), 0, 2), " ") + " (loaded on demand)."`)
					files[file] = true
				}
				n++
			})
			e.mustN(len(files), "on-demand entries with a niche and a card")
			e.each(files, func(f string) { e.imports(f, "list", "strings") })
		}},
		{Name: "reject-gates-from-tools-conflict", Desc: "gates-from-tools-prefix with a stale _gatedByHand missing the first hand-written gate, the prefix that tool's verb and the class another (its gate conflicts)", edit: gatesFromTools(true)},
		{Name: "reject-niche-len-bound", Desc: "niche-len-bound with the simple active niche half way through written over 160 bytes (the hidden _nicheBytes fails <=160)", edit: nicheLen(true)},
		{Name: "reject-hidden-bool-string", Desc: "hidden-bool-switches with the MCP entry half way through setting _net: \"true\" (a string, not a bool)", edit: switches(true)},
		{Name: "reject-count-annotation-int", Desc: "pattern-strings-count annotating the count itself, annotations: segments: strings.Count(N, \"_\") (an int, not bool | #Line)", edit: countPattern(true)},
	}
}
