package compiler

import (
	"testing"

	"cuelang.org/go/cue/ast"
)

// An entry's own constraint that declares hidden fields, or names the
// package's top-level hidden fields (opaquepat.go restTemplateHidden):
// parameters: #Params & {_in: [_cursor, ...]}, a schema computed by a
// definition from a list of records. Each small and with 250 plain
// entries in z.cue, against the cue command, with reads of the entries
// (views) that do and do not use the field.
func TestRestHiddenAgreesWithCue(t *testing.T) {
	const params = "#P: {name: string, type: string, required: *false | bool}\n" +
		"#Params: {\n\t_in: [...#P]\n\ttype: \"object\"\n\tproperties: {for p in _in {(p.name): {type: p.type}}}\n\trequired: [for p in _in if p.required {p.name}]\n}\n" +
		"_cursor: {name: \"cursor\", type: \"string\"}\n_limit: {name: \"limit\", type: \"integer\"}\n"
	entry := func(name, in string) string {
		return "tools: " + name + ": {state: \"deferred\", source: \"mcp\", card: \"Use " + name + ".\", parameters: #Params & {_in: [" + in + "]}}\n"
	}
	two := entry("x", "_cursor, _limit") + entry("y", "_cursor, {name: \"q\", type: \"string\", required: true}")
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	add(e30("hidden list and package hidden fields", "a.cue", params+two)...)
	add(e30("package hidden fields in another file", "a.cue", two, "b.cue", params)...)
	add(e30("a record breaking #P", "a.cue", params+entry("x", "_cursor, {name: \"q\", type: 1}"))...)
	add(e30("a hidden field breaking #P", "a.cue", params+"_bad: {name: \"b\"}\n"+entry("x", "_bad"))...)
	add(e30("a package hidden field undefined", "a.cue", params+entry("x", "_nope"))...)
	add(e30("properties against the schema's parameters", "a.cue", params+entry("x", "_cursor")+"tools: x: parameters: properties: cursor: type: \"string\"\n")...)
	add(e30("properties conflicting with a later declaration", "a.cue", params+entry("x", "_cursor")+"tools: x: parameters: properties: cursor: type: \"number\"\n")...)
	add(e30("a hidden field set twice in the package", "a.cue", params+two+"_cursor: {name: \"cursor\"}\n")...)
	add(e30("a hidden field conflicting in the package", "a.cue", params+two+"_cursor: {name: \"page\"}\n")...)
	add(e30("a hidden field made by a comprehension", "a.cue", params+two+"for k, v in {a: 1} {_extra: v}\n")...)
	add(e30("a hidden field with a default", "a.cue", "_mode: *\"string\" | \"integer\"\n"+params+entry("x", "{name: \"m\", type: _mode}"))...)
	add(e30("names read by a view", "a.cue", params+two+"modes: agent: head_add: [for n, t in tools if t.source == \"mcp\" {n}]\n")...)
	add(e30("the parameters read by a view", "a.cue", params+two+"modes: agent: head_add: [for n, t in tools if t.source == \"mcp\" if len(t.parameters.required) > 0 {n}]\n")...)
	add(e30("the hidden list read by a view", "a.cue", params+two+"modes: agent: head_add: [for n, t in tools if t.source == \"mcp\" if len(t.parameters._in) > 1 {n}]\n")...)
	add(e30("entries read whole", "a.cue", params+two+"_all: [for n, t in tools {t}]\nmodes: agent: head_add: [if len(_all) > 1 {\"x\"}]\n")...)
	add(e30("the hidden list read by name", "a.cue", params+two+"modes: agent: head_add: [if len(tools.x.parameters._in) > 1 {\"x\"}]\n")...)
	add(e30("a rest naming a let", "a.cue", params+"let c = _cursor\n"+entry("x", "c"))...)
	add(e30("a hidden field of the entry's own beside", "a.cue", params+"tools: x: {state: \"deferred\", source: \"mcp\", card: \"Use x.\", _own: 1, parameters: #Params & {_in: [_cursor]}}\n")...)
	add(e30("a definition of the entry's own", "a.cue", params+"#Remote: {state: \"deferred\", source: \"mcp\", ...}\ntools: x: #Remote & {card: \"Use x.\", parameters: #Params & {_in: [_cursor]}}\n")...)
	add(e30("a hidden field in a plain struct rest", "a.cue", "tools: x: {state: \"active\", parameters: {_n: 2, type: \"object\", properties: {for i in [1, 2] if i <= _n {\"p\\(i)\": {type: \"string\"}}}}}\n")...)
	add(e30("closed by close()", "a.cue", params+"tools: x: close({state: \"deferred\", source: \"mcp\", card: \"Use x.\", parameters: #Params & {_in: [_cursor]}})\n")...)
	add(e30("a closed definition refusing a field", "a.cue", params+"tools: x: {state: \"deferred\", source: \"mcp\", card: \"Use x.\", parameters: #Params & {_in: [_cursor], extra: 1}}\n")...)
	add(e30("a hidden field that is a definition's instance", "a.cue", params+"_q: #P & {name: \"q\", type: \"string\"}\n"+entry("x", "_q"))...)
	add(e30("the hidden field's name as another package's import", "a.cue", "import \"strings\"\n", "b.cue", params+"_up: strings.ToUpper(\"q\")\n"+entry("x", "{name: _up, type: \"string\"}"))...)
	// A rest naming hidden fields inside one field's value ties no fields
	// together: entries of one shape share their checks.
	lazy := "_lazy: [\"deferred\", \"active\"]\n#OD: {state: *\"deferred\" | #State, card?: string, ...}\n"
	od := func(name, extra string) string {
		return "tools: " + name + ": #OD & {state: or(_lazy), card: \"Use " + name + ".\"" + extra + "}\n"
	}
	add(e30("or of a hidden list meeting a default", "a.cue", lazy+od("x", "")+od("y", ""))...)
	add(e30("or of a hidden list, the state also set", "a.cue", lazy+od("x", ", state: \"active\"")+od("y", ""))...)
	add(e30("or of a hidden list, the state set outside it", "a.cue", lazy+od("x", ", state: \"retired\"")+od("y", ""))...)
	add(e30("or of a hidden list, the state set in another file", "a.cue", lazy+od("x", "")+od("y", ""), "b.cue", "tools: y: state: \"removed\"\n")...)
	add(e30("or of a hidden list without a default", "a.cue", "_lazy: [\"deferred\", \"active\"]\n"+"tools: x: {state: or(_lazy), card: \"Use x.\"}\n")...)
	add(e30("or of a hidden list of one", "a.cue", "_lazy: [\"deferred\"]\n"+"tools: x: {state: or(_lazy), card: \"Use x.\"}\n"+"tools: y: {state: or(_lazy)}\n")...)
	add(e30("or of an empty hidden list", "a.cue", "_lazy: []\n"+"tools: x: {state: or(_lazy), card: \"Use x.\"}\n")...)
	add(e30("and of a hidden list", "a.cue", "_checks: [=~\"^[A-Z]\", =~\"\\\\.$\"]\n"+"tools: x: {state: \"active\", niche: and(_checks) & \"Reads x.\"}\n"+"tools: y: {state: \"active\", niche: and(_checks) & \"reads y\"}\n")...)
	add(e30("a hidden bound", "a.cue", "import \"list\"\n_min: 2\n"+"tools: x: {state: \"active\", groups: [...string] & list.MinItems(_min), groups: [\"a\", \"b\"]}\n")...)
	add(e30("a hidden bound broken", "a.cue", "import \"list\"\n_min: 3\n"+"tools: x: {state: \"active\", groups: [...string] & list.MinItems(_min), groups: [\"a\", \"b\"]}\n")...)
	add(e30("a hidden field naming another", "a.cue", "_g: \"\\(_base)_core\"\n_base: \"team\"\n"+"tools: x: {state: \"active\", group: *_g | string}\ntools: y: {state: \"active\", group: *_g | string, group: \"other\"}\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// Definitions nested in a definition and applied by selection,
// #Kinds.#Lazy & {...} (nesteddef.go): copied to the top when nothing in
// them reads the outer definition, left as written otherwise. Each small
// and with 250 plain entries in z.cue, against the cue command.
func TestNestedDefinitionsAgreeWithCue(t *testing.T) {
	const kinds = "#Kinds: {\n\t#Eager: #Tool & {state: \"active\"}\n\t#Lazy: #Tool & {state: *\"deferred\" | #State, card!: string}\n}\n"
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	both := "tools: x: #Kinds.#Eager & {niche: \"Reads x.\"}\ntools: y: #Kinds.#Lazy & {card: \"Use y.\"}\n"
	add(e30("both kinds", "a.cue", kinds+both)...)
	add(e30("in another file", "a.cue", both, "b.cue", kinds)...)
	add(e30("a required field missing", "a.cue", kinds+"tools: y: #Kinds.#Lazy & {niche: \"Y.\"}\n")...)
	add(e30("a field the definition does not allow", "a.cue", kinds+"tools: y: #Kinds.#Lazy & {card: \"Use y.\", zz: 1}\n")...)
	add(e30("a state the default gives way to", "a.cue", kinds+"tools: y: #Kinds.#Lazy & {card: \"Use y.\", state: \"active\"}\n")...)
	add(e30("a state eager refuses", "a.cue", kinds+"tools: x: #Kinds.#Eager & {state: \"deferred\"}\n")...)
	add(e30("reading a sibling", "a.cue", "#Kinds: {\n\t#Base: #Tool & {source: \"mcp\"}\n\t#Lazy: #Base & {state: \"deferred\", card!: string}\n}\n"+"tools: y: #Kinds.#Lazy & {card: \"Use y.\"}\n")...)
	add(e30("reading a sibling, broken", "a.cue", "#Kinds: {\n\t#Base: #Tool & {source: \"mcp\"}\n\t#Lazy: #Base & {state: \"deferred\", card!: string}\n}\n"+"tools: y: #Kinds.#Lazy & {card: \"Use y.\", source: \"builtin\"}\n")...)
	add(e30("reading a regular field of the outer", "a.cue", "#Kinds: {\n\tdefault: \"deferred\"\n\t#Lazy: #Tool & {state: default, card!: string}\n}\n"+"tools: y: #Kinds.#Lazy & {card: \"Use y.\"}\n")...)
	add(e30("reading a let of the outer", "a.cue", "#Kinds: {\n\tlet d = \"deferred\"\n\t#Lazy: #Tool & {state: d, card!: string}\n}\n"+"tools: y: #Kinds.#Lazy & {card: \"Use y.\"}\n")...)
	add(e30("reading a file let", "a.cue", "let d = \"deferred\"\n#Kinds: {\n\t#Lazy: #Tool & {state: d, card!: string}\n}\n"+"tools: y: #Kinds.#Lazy & {card: \"Use y.\"}\n")...)
	add(e30("reading a top-level hidden field", "a.cue", "_d: \"deferred\"\n#Kinds: {\n\t#Lazy: #Tool & {state: _d, card!: string}\n}\n"+"tools: y: #Kinds.#Lazy & {card: \"Use y.\"}\n")...)
	add(e30("three levels", "a.cue", "#A: {#B: {#C: #Tool & {state: \"active\"}}}\n"+"tools: x: #A.#B.#C & {niche: \"X.\"}\n")...)
	add(e30("the outer declared twice", "a.cue", kinds+both, "b.cue", "#Kinds: {#Lazy: {niche: \"Lazy.\"}}\n")...)
	add(e30("the outer declared twice, conflicting", "a.cue", kinds+both, "b.cue", "#Kinds: {#Eager: {state: \"deferred\"}}\n")...)
	add(e30("the nested declared twice", "a.cue", "#Kinds: {\n\t#Lazy: #Tool & {state: \"deferred\"}\n\t#Lazy: {card!: string}\n}\n"+"tools: y: #Kinds.#Lazy & {niche: \"Y.\"}\n")...)
	add(e30("in a pattern", "a.cue", kinds+"tools: [=~\"^l_\"]: #Kinds.#Lazy\ntools: l_a: {card: \"Use a.\"}\ntools: l_b: {card: \"Use b.\"}\n")...)
	add(e30("in a pattern, a card missing", "a.cue", kinds+"tools: [=~\"^l_\"]: #Kinds.#Lazy\ntools: l_a: {card: \"Use a.\"}\ntools: l_b: {niche: \"B.\"}\n")...)
	add(e30("in another definition", "a.cue", kinds+"#Remote: #Kinds.#Lazy & {source: \"mcp\"}\ntools: y: #Remote & {card: \"Use y.\"}\n")...)
	add(e30("a disjunction of two", "a.cue", kinds+"tools: y: (#Kinds.#Lazy | #Kinds.#Eager) & {card: \"Use y.\"}\n")...)
	add(e30("a disjunction with a default", "a.cue", kinds+"tools: y: (*#Kinds.#Lazy | #Kinds.#Eager) & {card: \"Use y.\"}\n")...)
	add(e30("a copy's name taken", "a.cue", kinds+both+"#toolpolicy_Kinds_Lazy: {niche: \"Taken.\"}\n")...)
	add(e30("the outer closed by close()", "a.cue", "#Kinds: close({\n\t#Lazy: #Tool & {state: \"deferred\", card!: string}\n})\n"+"tools: y: #Kinds.#Lazy & {card: \"Use y.\"}\n")...)
	add(e30("the outer with a pattern", "a.cue", "#Kinds: {\n\t[string]: {niche: \"P.\"}\n\t#Lazy: #Tool & {state: \"deferred\", card!: string}\n}\n"+"tools: y: #Kinds.#Lazy & {card: \"Use y.\"}\n")...)
	add(e30("the outer with a comprehension", "a.cue", "#Kinds: {\n\tfor k in [\"a\"] {#Lazy: #Tool & {state: \"deferred\"}}\n}\n"+"tools: y: #Kinds.#Lazy & {card: \"Use y.\"}\n")...)
	add(e30("the outer embedding a definition", "a.cue", "#Base: {#Lazy: {card!: string}}\n#Kinds: {\n\t#Base\n\t#Lazy: #Tool & {state: \"deferred\"}\n}\n"+"tools: y: #Kinds.#Lazy & {niche: \"Y.\"}\n")...)
	add(e30("a top-level embedding elsewhere", "a.cue", kinds+both, "b.cue", "{#Kinds: #Eager: {niche: \"E.\"}}\n")...)
	add(e30("the nested an open struct", "a.cue", "#Kinds: {#Open: {state: \"active\", ...}}\n"+"tools: x: #Kinds.#Open & {niche: \"X.\", zz: 1}\n")...)
	add(e30("the nested a scalar", "a.cue", "#Kinds: {#S: \"active\" | \"deferred\"}\n"+"tools: x: {state: #Kinds.#S, niche: \"X.\"}\n")...)
	add(e30("the nested a scalar, broken", "a.cue", "#Kinds: {#S: \"active\" | \"deferred\"}\n"+"tools: x: {state: #Kinds.#S & \"retired\", niche: \"X.\"}\n")...)
	add(e30("a regular field selected", "a.cue", "#Kinds: {lazy: #Tool & {state: \"deferred\"}}\n"+"tools: y: #Kinds.lazy & {card: \"Use y.\"}\n")...)
	add(e30("a hidden definition outer", "a.cue", "_#Kinds: {#Lazy: #Tool & {state: \"deferred\"}}\n"+"tools: y: _#Kinds.#Lazy & {card: \"Use y.\"}\n")...)
	add(e30("the outer shadowed by a let", "a.cue", kinds+"let K = #Kinds\ntools: y: K.#Lazy & {card: \"Use y.\"}\n")...)
	add(e30("an attribute on the nested", "a.cue", "#Kinds: {#Lazy: #Tool & {state: \"deferred\"} @go(L)}\n"+"tools: y: #Kinds.#Lazy & {card: \"Use y.\"}\n")...)
	add(e30("the nested optional", "a.cue", "#Kinds: {#Lazy?: #Tool & {state: \"deferred\"}}\n"+"tools: y: #Kinds.#Lazy & {card: \"Use y.\"}\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// A selection of a hidden name (x._u) never reads the regular field a
// quoted label of the same text declares ("_u"), in any rewrite that
// reads a selection from syntax (helper-79's review39; fold.go's hidden
// struct of entries, made.go's lists).
func TestHiddenSelectionNotQuotedAgreesWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	add(e30("a hidden struct of entries", "a.cue", "_t: {\"_x\": {state: \"active\", niche: \"X.\"}}\ntools: y: _t._x & {group: \"g\"}\n")...)
	add(e30("a hidden struct of entries, both labels", "a.cue", "_t: {\"_x\": {state: \"active\"}, _x: {state: \"deferred\", card: \"Use y.\"}}\ntools: y: _t._x & {group: \"g\"}\n")...)
	add(e30("a list from a hidden config", "a.cue", "_cfg: {\"_names\": [\"a\", \"b\"]}\ntools: {for n in _cfg._names {(n): {state: \"active\"}}}\n")...)
	add(e30("a list from a hidden config, both labels", "a.cue", "_cfg: {\"_names\": [\"a\"], _names: [\"b\", \"c\"]}\ntools: {for n in _cfg._names {(n): {state: \"active\"}}}\n")...)
	add(e30("a sibling entry's field", "a.cue", "tools: \"_u\": {state: \"active\"}\ntools: _u: {state: \"deferred\"}\ntools: x: {state: tools._u.state, card: \"c\"}\n")...)
	add(e30("an element's field", "a.cue", "_l: [{n: \"p\", \"_d\": \"P.\", _d: \"Q.\"}]\nfor t in _l {tools: (t.n): {state: \"active\", niche: t._d}}\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// A top-level label computed from a constant, (_section): {...}
// (dynlabel.go): written as its name where that cannot change what CUE
// makes of the policy. Each small and with 250 plain entries in z.cue,
// against the cue command.
func TestStaticLabelsAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	body := "{x: {state: \"active\", niche: \"X.\"}, y: {state: \"deferred\", card: \"Use y.\"}}\n"
	order := "modes: agent: head_add: [for n, _ in tools if n !~ \"^pad_\" {n}]\n"
	add(e30("a hidden field", "a.cue", "_section: \"tools\"\n(_section): "+body)...)
	add(e30("a hidden field in another file", "a.cue", "(_section): "+body, "b.cue", "_section: \"tools\"\n")...)
	add(e30("a let", "a.cue", "let s = \"tools\"\n(s): "+body)...)
	add(e30("a string", "a.cue", "(\"tools\"): "+body)...)
	add(e30("parenthesized twice", "a.cue", "_s: \"tools\"\n((_s)): "+body)...)
	add(e30("a mistake inside", "a.cue", "_s: \"tools\"\n(_s): {x: {state: \"gone\"}}\n")...)
	add(e30("static and dynamic, order read", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\ntools: a: {state: \"active\"}\n"+order)...)
	add(e30("static and dynamic, order not read", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\ntools: a: {state: \"active\"}\n")...)
	add(e30("dynamic only, order read", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\n(_s): {a: {state: \"active\"}}\n"+order)...)
	add(e30("dynamic in two files, order read", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\n"+order, "b.cue", "(_s): {a: {state: \"active\"}}\n")...)
	add(e30("the hidden field declared twice", "a.cue", "_s: \"tools\"\n_s: \"tools\"\n(_s): "+body)...)
	add(e30("the hidden field with a default", "a.cue", "_s: *\"tools\" | string\n(_s): "+body)...)
	add(e30("the hidden field bytes", "a.cue", "_s: 'tools'\n(_s): "+body)...)
	add(e30("the hidden field an int", "a.cue", "_s: 1\n(_s): "+body)...)
	add(e30("another section", "a.cue", "_p: \"modes\"\n(_p): {agent: {head_add: [\"x\"]}}\ntools: x: {state: \"active\"}\n")...)
	add(e30("a field the schema does not have", "a.cue", "_p: \"extras\"\n(_p): {a: 1}\n")...)
	add(e30("a name starting with an underscore", "a.cue", "_p: \"_x\"\n(_p): {a: 1}\n")...)
	add(e30("a name starting with a hash", "a.cue", "_p: \"#X\"\n(_p): {a: 1}\n")...)
	add(e30("an optional dynamic field", "a.cue", "_s: \"tools\"\n(_s)?: "+body)...)
	add(e30("a top-level comprehension elsewhere", "a.cue", "_s: \"tools\"\n(_s): "+body+"if true {_s: \"tools\"}\n")...)
	add(e30("a shadowing field in a struct", "a.cue", "_s: \"tools\"\nmodes: agent: {_s: \"x\"}\n(_s): "+body)...)
	add(e30("an interpolated label", "a.cue", "_s: \"too\"\n\"\\(_s)ls\": "+body)...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// An entry choosing among definitions with no default, (#Eager | #Lazy)
// & {...} (fast.go pickChoice): checked under the one definition its own
// literal leaves standing, where the syntax shows it. Each small and with
// 250 plain entries in z.cue, against the cue command.
func TestChoiceWithoutDefaultAgreesWithCue(t *testing.T) {
	const kinds = "#Eager: #Tool & {state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	both := "tools: x: (#Eager | #Lazy) & {state: \"active\", niche: \"X.\"}\ntools: y: (#Eager | #Lazy) & {state: \"deferred\", card: \"Use y.\"}\n"
	add(e30("both kinds", "a.cue", kinds+both)...)
	add(e30("the other order", "a.cue", kinds+"tools: x: (#Lazy | #Eager) & {state: \"active\"}\ntools: y: (#Lazy | #Eager) & {state: \"deferred\", card: \"Use y.\"}\n")...)
	add(e30("a state neither allows", "a.cue", kinds+both+"tools: z: (#Eager | #Lazy) & {state: \"removed\"}\n")...)
	add(e30("the picked one failing", "a.cue", kinds+"tools: y: (#Eager | #Lazy) & {state: \"deferred\", niche: \"Y.\"}\n")...)
	add(e30("a field the picked one does not allow", "a.cue", kinds+"tools: x: (#Eager | #Lazy) & {state: \"active\", zz: 1}\n")...)
	add(e30("two setting the same state", "a.cue", "#A: #Tool & {state: \"active\", group: \"a\"}\n#B: #Tool & {state: \"active\"}\ntools: x: (#A | #B) & {state: \"active\"}\n")...)
	add(e30("two setting the same state, one failing", "a.cue", "#A: #Tool & {state: \"active\", group: \"a\"}\n#B: #Tool & {state: \"active\", group: \"b\"}\ntools: x: (#A | #B) & {state: \"active\", group: \"b\"}\n")...)
	add(e30("a state set by a disjunction", "a.cue", "#Eager: #Tool & {state: \"active\" | \"deferred\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\ntools: x: (#Eager | #Lazy) & {state: \"deferred\", card: \"c\"}\n")...)
	add(e30("one setting no state", "a.cue", "#Eager: #Tool & {state: \"active\"}\n#Any: #Tool & {niche: \"Any.\"}\ntools: x: (#Eager | #Any) & {state: \"active\"}\n")...)
	add(e30("a definition declared twice", "a.cue", kinds+both+"#Lazy: {niche?: string}\n")...)
	add(e30("a chain", "a.cue", "#Base: #Tool & {source: \"builtin\"}\n#Eager: #Base & {state: \"active\"}\n#Lazy: #Base & {state: \"deferred\", card!: string}\n"+both)...)
	add(e30("three", "a.cue", kinds+"#Gone: #Tool & {state: \"removed\"}\ntools: x: (#Eager | #Lazy | #Gone) & {state: \"removed\"}\ntools: y: (#Eager | #Lazy | #Gone) & {state: \"active\"}\n")...)
	add(e30("the entry's state a default", "a.cue", kinds+"tools: x: (#Eager | #Lazy) & {state: *\"active\" | \"deferred\"}\n")...)
	add(e30("the entry's state missing", "a.cue", kinds+"tools: x: (#Eager | #Lazy) & {niche: \"X.\"}\n")...)
	add(e30("read by a comprehension", "a.cue", kinds+both+"modes: agent: head_add: [for n, t in tools if t.state == \"active\" && n !~ \"^pad_\" {n}]\n")...)
	add(e30("the card read by a comprehension", "a.cue", kinds+both+"aliases: {for n, t in tools if t.state == \"deferred\" {\"old_\\(n)\": {replacement: n, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}}}\n")...)
	add(e30("a pattern adding to the entry", "a.cue", kinds+both+"tools: [=~\"^y\"]: {group: \"lazy\"}\n")...)
	add(e30("a pattern conflicting", "a.cue", kinds+both+"tools: [=~\"^x\"]: {state: \"deferred\"}\n")...)
	add(e30("declared twice, the other a literal", "a.cue", kinds+both+"tools: x: niche: \"X.\"\n")...)
	add(e30("closed by close()", "a.cue", kinds+"tools: x: close((#Eager | #Lazy) & {state: \"active\"})\n")...)
	add(e30("a state quoted otherwise", "a.cue", "#Eager: #Tool & {state: #\"active\"#}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\ntools: x: (#Eager | #Lazy) & {state: \"active\"}\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// Entries a comprehension yields closed, (n): close({...}) (fold.go
// genClose): folded, each entry given its close() back. Each small and
// with 250 plain entries in z.cue, against the cue command.
func TestFoldedClosedEntriesAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	m := "_m: {a: \"Reads a.\", b: \"Reads b.\"}\n"
	gen := "tools: {\n\tfor n, d in _m {\n\t\t(n): close({state: \"active\", source: \"builtin\", niche: d})\n\t}\n}\n"
	add(e30("closed entries", "a.cue", m+gen)...)
	add(e30("a field added from another file", "a.cue", m+gen, "b.cue", "tools: a: group: \"g\"\n")...)
	add(e30("a field added in the same file", "a.cue", m+gen+"tools: b: source: \"builtin\"\n")...)
	add(e30("a value met again", "a.cue", m+gen+"tools: b: state: \"active\"\n")...)
	add(e30("with a definition", "a.cue", m+"#A: {state: \"active\", ...}\ntools: {\n\tfor n, d in _m {\n\t\t(n): #A & close({state: \"active\", source: \"builtin\", niche: d})\n\t}\n}\n")...)
	add(e30("at the top", "a.cue", m+"for n, d in _m {tools: (n): close({state: \"active\", source: \"builtin\", niche: d})}\n")...)
	add(e30("at the top, a field added", "a.cue", m+"for n, d in _m {tools: (n): close({state: \"active\", source: \"builtin\", niche: d})}\ntools: a: group: \"g\"\n")...)
	add(e30("close of a definition", "a.cue", m+"#A: {state: \"active\", source: \"builtin\", niche: string}\ntools: {\n\tfor n, d in _m {\n\t\t(n): close(#A & {niche: d})\n\t}\n}\n")...)
	add(e30("a let named close", "a.cue", m+"let close = {state: \"active\"}\ntools: {\n\tfor n, d in _m {\n\t\t(n): close & {niche: d}\n\t}\n}\n")...)
	add(e30("close nested in a field", "a.cue", m+"tools: {\n\tfor n, d in _m {\n\t\t(n): {state: \"active\", niche: d, annotations: close({ro: true})}\n\t}\n}\ntools: a: annotations: rw: true\n")...)
	add(e30("two closes", "a.cue", m+"tools: {\n\tfor n, d in _m {\n\t\t(n): close({state: \"active\", source: \"builtin\"}) & close({niche: d})\n\t}\n}\n")...)
	add(e30("read by a comprehension", "a.cue", m+gen+"modes: agent: head_add: [for n, t in tools if t.state == \"active\" && n !~ \"^pad_\" {n}]\n")...)
	add(e30("a mistake inside", "a.cue", "_m: {a: \"Reads a.\", b: 7}\n"+gen)...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// A for clause's variable, a let or an alias named as a section (for ts,
// tools in _sets) is not the section: reads of it neither show the
// section's order nor keep its entries in the package. Each small and
// with 250 plain entries in z.cue, against the cue command.
func TestSectionNamedVariablesAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	sets := "_sets: {repos: [{name: \"gh_a\", niche: \"A.\"}, {name: \"gh_b\", niche: \"B.\"}], issues: [{name: \"jr_c\", niche: \"C.\"}]}\n"
	gen := "for ts, tools in _sets for t in tools {\n\ttools: (t.name): {state: \"active\", group: ts, niche: t.niche}\n}\n"
	add(e30("a variable named tools", "a.cue", sets+gen)...)
	add(e30("a variable named tools, the order read", "a.cue", sets+gen+"modes: agent: head_add: [for n, _ in tools if n !~ \"^pad_\" {n}]\n")...)
	add(e30("a variable named tools, a mistake", "a.cue", "_sets: {repos: [{name: \"gh_a\", niche: 7}]}\n"+gen)...)
	add(e30("a variable named aliases", "a.cue", sets+"for ts, aliases in _sets for t in aliases {\n\ttools: (t.name): {state: \"active\", niche: t.niche}\n}\n")...)
	add(e30("a key named tools", "a.cue", "_m: {gh_a: \"A.\", gh_b: \"B.\"}\ntools: {for tools, d in _m {(tools): {state: \"active\", niche: d}}}\n")...)
	add(e30("a let named gates", "a.cue", "tools: x: {state: \"active\", niche: \"X.\"}\nmodes: agent: {let gates = [\"x\"], head_add: gates}\n")...)
	add(e30("a let named gates, the tools read beside it", "a.cue", "tools: x: {state: \"active\", niche: \"X.\"}\nmodes: agent: {let gates = [for n, _ in tools if n !~ \"^pad_\" {n}], head_add: gates}\n")...)
	add(e30("a field alias named retired", "a.cue", "tools: x: {state: \"active\", niche: \"X.\"}\nmodes: agent: {retired=head_add: [\"x\"], head_remove: [for t in retired if t == \"y\" {t}]}\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// A field's value written the same way in many entries is folded once and
// copied (fold.go sameAs): only where it means the same. Each small and
// with 250 plain entries in z.cue, against the cue command.
func TestSharedFoldAgreesWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	frags := "_paging: {type: \"object\", properties: cursor: type: \"string\"}\n_filter: {properties: query: type: \"string\"}\n"
	e := func(name, value string) string {
		return "tools: " + name + ": {state: \"deferred\", source: \"mcp\", card: \"Use " + name + ".\", parameters: " + value + "}\n"
	}
	same := "_paging & _filter & {required: [\"query\"]}"
	add(e30("in two files", "a.cue", frags+e("x", same), "b.cue", e("y", same))...)
	add(e30("in one file", "a.cue", frags+e("x", same)+e("y", same)+e("z", same))...)
	add(e30("a file let of one name, two values", "a.cue", frags+"let q = [\"query\"]\n"+e("x", "_paging & _filter & {required: q}"), "b.cue", "let q = [\"cursor\"]\n"+e("y", "_paging & _filter & {required: q}"))...)
	add(e30("a file let, one value failing", "a.cue", frags+"let q = [\"query\"]\n"+e("x", "_paging & _filter & {required: q}"), "b.cue", "let q = 5\n"+e("y", "_paging & _filter & {required: q}"))...)
	add(e30("an import under one name, two packages", "a.cue", "import s \"strings\"\n"+frags+e("x", "_paging & {description: s.ToUpper(\"p\")}"), "b.cue", "import s \"list\"\n"+e("y", "_paging & {description: s.ToUpper(\"p\")}"))...)
	add(e30("a conflict in the shared value", "a.cue", frags+e("x", "_paging & {type: \"array\"}"), "b.cue", e("y", "_paging & {type: \"array\"}"))...)
	add(e30("a copy completed otherwise", "a.cue", frags+e("x", same)+e("y", same)+"tools: y: parameters: properties: limit: type: \"integer\"\n")...)
	add(e30("a copy conflicting elsewhere", "a.cue", frags+e("x", same)+e("y", same)+"tools: y: parameters: type: \"array\"\n")...)
	add(e30("a hidden default in the shared value", "a.cue", "_t: *\"object\" | \"array\"\n"+e("x", "{type: _t}")+e("y", "{type: _t}"))...)
	add(e30("the same text, a local name", "a.cue", frags+"tools: x: {state: \"deferred\", source: \"mcp\", card: \"c\", let p = _paging, parameters: p & _filter}\ntools: y: {state: \"deferred\", source: \"mcp\", card: \"c\", let p = _filter, parameters: p & _filter}\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// An entry declared more than once whose declarations each give a map
// field (annotations) a struct: merged as CUE unifies them (fast.go
// mergeRaw). Each small and with 250 plain entries in z.cue, against the
// cue command.
func TestMergedMapFieldsAgreeWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	x := "tools: x: {state: \"active\", niche: \"X.\", annotations: {readOnlyHint: true}}\n"
	add(e30("two files", "a.cue", x, "b.cue", "tools: x: annotations: {destructiveHint: false}\n")...)
	add(e30("one file", "a.cue", x+"tools: x: {annotations: {openWorldHint: true}}\n")...)
	add(e30("the same key, the same value", "a.cue", x+"tools: x: annotations: readOnlyHint: true\n")...)
	add(e30("the same key, another value", "a.cue", x+"tools: x: annotations: readOnlyHint: false\n")...)
	add(e30("a key the schema refuses", "a.cue", x+"tools: x: annotations: {\"Bad Key\": true}\n")...)
	add(e30("a value the schema refuses", "a.cue", x+"tools: x: annotations: {note: 3}\n")...)
	add(e30("three declarations", "a.cue", x+"tools: x: annotations: a1: true\n", "b.cue", "tools: x: annotations: a2: \"two\"\n")...)
	add(e30("from a flag's comprehension", "a.cue", "_flags: {ro: true}\n_safe: [\"x\"]\n"+x+"tools: {if _flags.ro {for n in _safe {(n): annotations: destructiveHint: false}}}\n")...)
	add(e30("parameters in two declarations", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\"}}\ntools: x: parameters: {properties: q: type: \"string\"}\n")...)
	add(e30("parameters in two declarations, read", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\"}}\ntools: x: parameters: {properties: q: type: \"string\"}\nmodes: agent: head_add: [for n, t in tools if t.parameters.type == \"object\" {n}]\n")...)
	add(e30("annotations read by a view", "a.cue", x+"tools: x: annotations: destructiveHint: false\nmodes: agent: head_add: [for n, t in tools if t.annotations != _|_ if t.annotations.destructiveHint != _|_ {n}]\n")...)
	add(e30("a definition's annotations met", "a.cue", "#RO: {annotations: readOnlyHint: true, ...}\ntools: x: #RO & {state: \"active\", annotations: {idempotentHint: true}}\ntools: x: annotations: destructiveHint: false\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// mergeRaw merges only fields the model holds as a map, whose order
// nothing reads: annotations, not parameters (kept as JSON text).
func TestMapFields(t *testing.T) {
	for _, c := range []struct {
		section, label string
		want           bool
	}{
		{"tools", "annotations", true},
		{"tools", "parameters", false},
		{"tools", "niche", false},
		{"tools", "no_such_field", false},
		{"no_such_section", "annotations", false},
	} {
		if got := mapField(c.section, c.label); got != c.want {
			t.Errorf("mapField(%q, %q) = %v, want %v", c.section, c.label, got, c.want)
		}
	}
	a := &ast.StructLit{Elts: []ast.Decl{&ast.Field{Label: ast.NewIdent("x"), Value: ast.NewBool(true)}}}
	b := &ast.StructLit{Elts: []ast.Decl{&ast.Field{Label: ast.NewIdent("y"), Value: ast.NewString("Y.")}, &ast.Field{Label: ast.NewIdent("x"), Value: ast.NewBool(true)}}}
	m, ok := mergeRaw(a, b)
	j, _ := rawJSON(m)
	if !ok || string(j) != `{"x":true,"y":"Y."}` {
		t.Errorf("mergeRaw = %s, %v; want {\"x\":true,\"y\":\"Y.\"}", j, ok)
	}
	c := &ast.StructLit{Elts: []ast.Decl{&ast.Field{Label: ast.NewIdent("x"), Value: ast.NewBool(false)}}}
	if _, ok := mergeRaw(a, c); ok {
		t.Errorf("mergeRaw of x: true and x: false merged; CUE reports the conflict")
	}
}
