package compiler

import "testing"

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
