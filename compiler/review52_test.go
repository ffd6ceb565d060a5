package compiler

import (
	"fmt"
	"strings"
	"testing"
)

// review52 (helper-97): a differential table against the cue command for
// three changes to the fold and the local-reference rewrite: an entry's
// defaulted field written as *default | _ (foldUnit.entry, wideDefault),
// the fold's walks sharing one read of a value's fields (vnode), and
// refersWithin leaving entries that name none of their own fields or
// lets. Each shape is given small (the plain load) and past the fold's
// and the fast path's thresholds.
//
// Result (helper-97, branch s23 at 130c6d8, TOOLPOLICY_TABLES=all,
// GOMAXPROCS=1): 364 subtests (276 valid, 88 invalid on both sides), 0
// failed. Of the 400-entry default bodies about half are folded (a default
// naming the map's data, a hidden field, a closed struct or a nested
// default keeps the comprehension in the package); both the *default | _
// and the plain-disjunction writings are reached.

// ent52 is a hidden map's entry of four scalars (400 entries: 1,600).
func ent52(i int) string {
	return fmt.Sprintf("{niche: \"Reads %d.\", card: \"c%d\", g: \"g%d\", d: \"d%d\"}", i, i, i, i)
}

// cat52 is _cat of n entries and a comprehension writing body for each
// (section: tools: {for ...}, else at the top of the file).
func cat52(n int, section bool, body string) string {
	var b strings.Builder
	b.WriteString("_cat: {\n")
	for i := range n {
		fmt.Fprintf(&b, "\tk_%d: %s\n", i, ent52(i))
	}
	b.WriteString("}\n")
	if section {
		b.WriteString("tools: {for k, v in _cat {(k): " + body + "}}\n")
	} else {
		b.WriteString("for k, v in _cat {tools: (k): " + body + "}\n")
	}
	return b.String()
}

// fill52 is n plain tools f_i in a file of their own.
func fill52(n int) string {
	var b strings.Builder
	b.WriteString("tools: {\n")
	for i := range n {
		fmt.Fprintf(&b, "\tf_%d: {state: \"active\", niche: \"Fill %d.\"}\n", i, i)
	}
	b.WriteString("}\n")
	return b.String()
}

// srv52 is servers made by a pattern over a hidden map constrained by a
// definition, each of m specs, their tools written by tool (s is the
// spec, name the server's) and gathered by a comprehension over _servers.
func srv52(n, m int, tool, extra string) string {
	var b strings.Builder
	b.WriteString(`#Server: {
	name: #Name
	_group: *name | #Name
	specs: [string]: {niche: #Line, card: string}
	out: {for k, s in specs {"\(name)_\(k)": ` + tool + `}}
}
_servers: [N=string]: #Server & {name: N}
_servers: {
`)
	for s := range n {
		fmt.Fprintf(&b, "\tsv%d: specs: {\n", s)
		for k := range m {
			fmt.Fprintf(&b, "\t\tf_%d: {niche: \"Does %d of %d.\", card: \"Card %d/%d.\"}\n", k, k, s, s, k)
		}
		b.WriteString("\t}\n")
	}
	b.WriteString("}\nfor _, s in _servers for k, v in s.out {tools: (k): v}\n")
	return b.String() + extra
}

var defaultBodies52 = []struct{ name, body, other string }{
	{"state deferred|active", `{state: *"deferred" | "active", niche: v.niche}`, ""},
	{"state deferred|#State", `{state: *"deferred" | #State, niche: v.niche}`, ""},
	{"state active|string", `{state: *"active" | string, niche: v.niche}`, ""},
	{"state active|_", `{state: *"active" | _, niche: v.niche}`, ""},
	{"state wider than #State but not all strings", `{state: *"active" | "deferred" | "bogus", niche: v.niche}`, ""},
	{"state narrower: deferred|removed", `{state: *"deferred" | "removed", card: v.card}`, ""},
	{"state default the schema refuses", `{state: *"bogus" | "active", niche: v.niche}`, ""},
	{"state default refused, two left: incomplete", `{state: *"bogus" | "active" | "deferred", niche: v.niche}`, ""},
	{"source mcp|builtin against the schema's builtin default: incomplete", `{state: "active", source: *"mcp" | "builtin"}`, ""},
	{"source mcp|_: incomplete", `{state: "active", source: *"mcp" | _}`, ""},
	{"source builtin|mcp as the schema", `{state: "active", source: *"builtin" | "mcp"}`, ""},
	{"source mcp|string: incomplete", `{state: "active", source: *"mcp" | string}`, ""},
	{"card from the map or string", `{state: "active", card: *v.card | string}`, ""},
	{"card x|string", `{state: "deferred", card: *"x" | string}`, ""},
	{"card x|y", `{state: "deferred", card: *"x" | "y"}`, ""},
	{"group from the map or #Name", `{state: "active", group: *v.g | #Name}`, ""},
	{"group from a hidden name or #Name", `{state: "active", _name: k, group: *_name | #Name}`, ""},
	{"group default not a name: incomplete", `{state: "active", group: *"bad name" | #Name}`, ""},
	{"group default not a name, one other", `{state: "active", group: *"bad name" | "ok"}`, ""},
	{"groups list default or [...#Name]", `{state: "active", groups: *[v.g] | [...#Name]}`, ""},
	{"groups list default or [...string]", `{state: "active", groups: *[v.g, v.d] | [...string]}`, ""},
	{"groups list default or another list", `{state: "active", groups: *["a", "b"] | ["c"]}`, ""},
	{"annotations struct default or {...}", `{state: "active", annotations: *{ro: true} | {...}}`, ""},
	{"annotations struct default or another", `{state: "active", annotations: *{ro: true} | {ro: false}}`, ""},
	{"annotations nested default", `{state: "active", annotations: {ro: *true | bool}}`, ""},
	{"annotations nested default from the map", `{state: "active", annotations: ro: *v.niche | string}`, ""},
	{"two defaults", `{state: "active", niche: *v.niche | string, card: *v.card | string}`, ""},
	{"three defaults, one the schema's", `{state: *"active" | "deferred", niche: v.niche, source: *"builtin" | "mcp", card: *v.card | "x"}`, ""},
	{"default overridden by & in the entry", `{state: *"deferred" | "active", card: v.card} & {state: "active"}`, ""},
	{"conflicting defaults in the entry: incomplete", `{state: *"deferred" | _} & {state: *"active" | _}`, ""},
	{"alike defaults in the entry", `{state: *"deferred" | _} & {state: *"deferred" | "active"}`, ""},
	{"entry is a disjunction of two defaults: ambiguous", `{state: *"deferred" | "active"} | {state: *"active" | "deferred"}`, ""},
	{"entry is a defaulted struct", `*{state: "active", niche: v.niche} | {state: "deferred"}`, ""},
	{"dynamic default empty list", `{state: *"deferred" | "active", dynamic: *[] | [...#Dynamic]}`, ""},
	{"parameters default or #Parameters", `{state: "active", parameters: *{type: "object"} | #Parameters}`, ""},
	{"parameters default with properties or {...}", `{state: "active", parameters: *{type: "object", properties: {}} | {...}}`, ""},
	{"description interpolated default", `{state: "active", description: *"\(v.niche) more" | string}`, ""},
	{"float default in a hidden field read by niche", `{state: "active", _w: *1.5 | number, niche: "w \(_w)"}`, ""},
	{"float default in annotations: refused", `{state: "active", annotations: w: *1.5 | number}`, ""},
	{"int default in annotations: refused", `{state: "active", annotations: w: *2 | int}`, ""},
	{"implementation default empty: refused by !=\"\"", `{state: *"deferred" | "active", implementation: *"" | string}`, ""},
	{"implementation default", `{state: *"deferred" | "active", implementation: *"impl" | string}`, ""},
	{"ambiguous two defaults: incomplete", `{state: *"active" | *"deferred" | "removed"}`, ""},
	{"the same default twice", `{state: *"active" | *"active" | "removed"}`, ""},
	{"nested default in a default", `{state: *(*"deferred" | "active") | "removed"}`, ""},
	{"default or null", `{state: *"deferred" | null}`, ""},
	{"card_list header default", `{state: *"active" | "deferred", card_list: {header: *"H" | string}}`, ""},
	{"variants list with a default in an element", `{state: "active", variants: [{model_class: "c", kind: *"function" | "freeform"}]}`, ""},
	{"variants default list", `{state: "active", variants: *[{model_class: "c"}] | [...#Variant]}`, ""},
	{"pattern elsewhere with the other default: incomplete", `{state: *"deferred" | "active", niche: v.niche}`, `tools: [string]: {state: *"active" | _}`},
	{"pattern elsewhere with the same default", `{state: *"deferred" | "active", niche: v.niche}`, `tools: [string]: {state: *"deferred" | _}`},
	{"pattern elsewhere narrowing", `{state: *"deferred" | "active", niche: v.niche}`, `tools: [string]: {state: "active" | "removed"}`},
	{"pattern elsewhere with source mcp default: incomplete", `{state: "active", source: *"mcp" | "builtin"}`, `tools: [string]: {source: *"mcp" | _}`},
	{"pattern elsewhere with another card default: incomplete", `{state: "active", card: *v.card | string}`, `tools: [string]: {card: *"P" | string}`},
	{"pattern elsewhere with a card default, entry plain", `{state: "active", niche: v.niche}`, `tools: [string]: {card: *"P" | string}`},
	{"another file sets one entry's state", `{state: *"deferred" | "active", niche: v.niche}`, `tools: k_1: state: "active"`},
	{"another file gives one entry another state default: incomplete", `{state: *"deferred" | "active", niche: v.niche}`, `tools: k_1: state: *"active" | _`},
	{"another file conflicts with one entry's state", `{state: *"deferred" | "active", niche: v.niche}`, `tools: k_2: state: "removed"`},
	{"another file's group default meets the entry's: incomplete", `{state: "active", group: *v.g | #Name}`, `tools: k_0: group: *"other" | #Name`},
	{"another file sets one entry's group", `{state: "active", group: *v.g | #Name}`, `tools: k_0: group: "other"`},
	{"card default, another file sets one card", `{state: "active", card: *"x" | string, niche: v.niche}`, `tools: k_1: card: "y"`},
	{"card default, another file's other default: incomplete", `{state: "active", card: *"x" | string}`, `tools: k_1: card: *"y" | _`},
	{"state active|_, a pattern sets deferred", `{state: *"active" | _, niche: v.niche}`, `tools: [string]: state: "deferred"`},
	{"state active|string, a pattern's other default: incomplete", `{state: *"active" | string}`, `tools: [string]: state: *"deferred" | _`},
	{"two wide defaults, source the schema's other: incomplete", `{state: *"active" | _, source: *"mcp" | _}`, ""},
	{"two wide defaults and a literal", `{state: *"active" | _, card: *"x" | string, niche: v.niche}`, ""},
}

func TestReview52Defaults(t *testing.T) {
	var cases []reviewCase
	for _, b := range defaultBodies52 {
		for _, n := range []int{3, 400} {
			kv := []string{"a.cue", mc21 + cat52(n, true, b.body)}
			if b.other != "" {
				kv = append(kv, "b.cue", b.other+"\n")
			}
			cases = append(cases, c21(fmt.Sprintf("%s (%d)", b.name, n), kv...))
		}
	}
	// A few at the top of a file.
	for _, i := range []int{0, 1, 8, 15, 19, 22, 28, 42} {
		b := defaultBodies52[i]
		cases = append(cases, c21("top: "+b.name+" (400)", "a.cue", mc21+cat52(400, false, b.body)))
	}
	runWithCue(t, sparseUnderRace(lightest(cases), 4))
}

var serverTools52 = []struct{ name, tool, extra string }{
	{"plain", `{state: "deferred", source: "mcp", niche: s.niche, card: s.card}`, ""},
	{"group from _group", `{state: "deferred", source: "mcp", group: _group, niche: s.niche}`, ""},
	{"group default in the tool", `{state: "deferred", group: *name | #Name, niche: s.niche}`, ""},
	{"group _group, one server's set", `{state: "deferred", group: _group, niche: s.niche}`, "_servers: sv1: _group: \"other\"\n"},
	{"group _group, one server's invalid name", `{state: "deferred", group: _group, niche: s.niche}`, "_servers: sv1: _group: \"bad name\"\n"},
	{"state default", `{state: *"deferred" | "active", niche: s.niche}`, ""},
	{"state default, one tool set", `{state: *"deferred" | "active", niche: s.niche}`, "tools: sv0_f_1: state: \"active\"\n"},
	{"source default mcp: incomplete", `{state: "deferred", source: *"mcp" | "builtin", niche: s.niche}`, ""},
	{"card default", `{state: "deferred", card: *s.card | string}`, ""},
	{"hidden field in the tool", `{state: "deferred", _h: s.card, card: _h}`, ""},
	{"hidden field not read", `{state: "deferred", _h: s.card, niche: s.niche}`, ""},
	{"optional field of the schema", `{state: "deferred", group?: #Name, niche: s.niche}`, ""},
	{"optional field not in the schema", `{state: "deferred", extra?: string, niche: s.niche}`, ""},
	{"required field unset: incomplete", `{state: "deferred", card!: string, niche: s.niche}`, ""},
	{"required field with a value: still required", `{state: "deferred", card!: s.card, niche: s.niche}`, ""},
	{"definition in the tool", `{state: "deferred", #m: {x: s.card}, card: #m.x}`, ""},
	{"annotations close()", `{state: "deferred", annotations: close({ro: true, c: s.card})}`, ""},
	{"annotations a closed definition", `{state: "deferred", annotations: #Ann}`, "#Ann: {ro: true, kind: \"k\"}\n"},
	{"annotations a closed definition with more: not allowed", `{state: "deferred", annotations: #Ann & {more: true}}`, "#Ann: {ro: true}\n"},
	{"annotations default nested", `{state: "deferred", annotations: {ro: *true | bool, c: s.card}}`, ""},
	{"annotations struct default", `{state: "deferred", annotations: *{ro: true} | {...}}`, ""},
	{"variants list of structs", `{state: "deferred", variants: [{model_class: "c"}, {model_class: "c", kind: "freeform", description: s.card}]}`, ""},
	{"variants with a default kind", `{state: "deferred", variants: [{model_class: "c", kind: *"function" | "freeform"}]}`, ""},
	{"groups list", `{state: "deferred", groups: [name, "all"]}`, ""},
	{"groups default list", `{state: "deferred", groups: *[name] | [...#Name]}`, ""},
	{"parameters nested structs", `{state: "deferred", parameters: {type: "object", properties: q: {type: "string", description: s.card}}}`, ""},
	{"parameters a definition", `{state: "deferred", parameters: #P}`, "#P: {type: \"object\", required: [\"q\"]}\n"},
	{"float in a hidden field", `{state: "deferred", _w: 1.5, niche: "w \(_w)"}`, ""},
	{"float by division in a hidden field", `{state: "deferred", _w: 40 / 4, niche: "w \(_w)"}`, ""},
	{"float in parameters", `{state: "deferred", parameters: {type: "object", max: 1.5}}`, ""},
	{"float by division in parameters", `{state: "deferred", parameters: {type: "object", max: 40 / 4}}`, ""},
	{"float default in parameters", `{state: "deferred", parameters: {type: "object", max: *1.5 | number}}`, ""},
	{"int in parameters", `{state: "deferred", parameters: {type: "object", max: 10}}`, ""},
	{"null in parameters", `{state: "deferred", parameters: {type: "object", d: null}}`, ""},
	{"niche not a line: refused", `{state: "deferred", niche: "\(s.niche)\n"}`, ""},
	{"a field the schema refuses", `{state: "deferred", bogus: s.card}`, ""},
	{"a let in the tool", `{let c = s.card, state: "deferred", card: c}`, ""},
	{"a comprehension in the tool", `{state: "deferred", for x in [s.card] {card: x}}`, ""},
	{"an if in the tool", `{state: "deferred", if s.card != "" {card: s.card}}`, ""},
	{"embedded hidden struct", `{_base, niche: s.niche}`, "_base: {state: \"deferred\", source: \"mcp\"}\n"},
	{"embedded definition", `{#Base, niche: s.niche}`, "#Base: {state: \"deferred\", source: \"mcp\", ...}\n"},
	{"closed definition conjunct", `#Base & {niche: s.niche}`, "#Base: {state: \"deferred\", niche?: string}\n"},
	{"closed definition conjunct refusing a field: not allowed", `#Base & {niche: s.niche, card: s.card}`, "#Base: {state: \"deferred\", niche?: string}\n"},
	{"#Tool conjunct", `#Tool & {state: "deferred", niche: s.niche}`, ""},
}

func TestReview52Servers(t *testing.T) {
	var cases []reviewCase
	for _, c := range serverTools52 {
		cases = append(cases, c21("servers: "+c.name+" (2x2)", "a.cue", mc21+srv52(2, 2, c.tool, c.extra)))
		cases = append(cases, c21("servers: "+c.name+" (6x100)", "a.cue", mc21+srv52(6, 100, c.tool, c.extra)))
	}
	runWithCue(t, sparseUnderRace(lightest(cases), 4))
}

// nf52 is a pattern computing from a tool's name's numeric suffix, over n
// plain tools t_i.
func nf52(n int, body string) []string {
	var b strings.Builder
	b.WriteString("tools: {\n")
	for i := range n {
		fmt.Fprintf(&b, "\tt_%d: {state: \"active\"}\n", i)
	}
	b.WriteString("}\n")
	return []string{"a.cue", "import (\n\t\"strconv\"\n\t\"regexp\"\n)\n\ntools: [N= =~\"_[0-9]+$\"]: {_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]), " + body + "}\n", "b.cue", b.String()}
}

var nameFuncs52 = []struct{ name, body string }{
	{"annotation shard", `annotations: shard: "s\(div(_n, 1000))"`},
	{"annotation struct", `annotations: {shard: "s\(div(_n, 1000))", odd: mod(_n, 2) == 1}`},
	{"groups list", `groups: ["s\(div(_n, 1000))"]`},
	{"groups list of two", `groups: ["s\(div(_n, 1000))", "all"]`},
	{"float niche", `_f: _n / 2, niche: "half \(_f)"`},
	{"float in parameters", `parameters: {type: "object", w: _n / 4}`},
	{"int in parameters", `parameters: {type: "object", w: div(_n, 4)}`},
	{"card default", `card: *"c\(_n)" | string`},
	{"state default", `state: *"deferred" | _`},
	{"state default narrower", `state: *"deferred" | "active"`},
	{"group default", `group: *"g\(div(_n, 100))" | #Name`},
	{"annotation default", `annotations: shard: *"s\(div(_n, 1000))" | string`},
	{"annotation struct default", `annotations: *{shard: "s\(div(_n, 1000))"} | {...}`},
	{"parameters struct nested", `parameters: {type: "object", properties: n: {const: _n}}`},
	{"source from parity", `source: ["builtin", "mcp"][mod(_n, 2)]`},
	{"invalid: niche a number", `niche: _n`},
	{"invalid: group not a name", `group: "g \(_n)"`},
	{"hidden list", `_l: [_n, _n + 1], annotations: first: "\(_l[0])"`},
	{"variants list of structs", `variants: [{model_class: "c", description: "v\(_n)"}]`},
}

func TestReview52NameFuncs(t *testing.T) {
	var cases []reviewCase
	for _, c := range nameFuncs52 {
		for _, n := range []int{3, 700} {
			kv := nf52(n, c.body)
			kv[3] = mc21 + kv[3]
			cases = append(cases, c21(fmt.Sprintf("namefunc: %s (%d)", c.name, n), kv...))
		}
	}
	runWithCue(t, sparseUnderRace(lightest(cases), 4))
}

var localRefs52 = []struct{ name, entry, extra string }{
	{"card names niche", `a: {state: "active", niche: "x", card: niche}`, ""},
	{"nested struct names niche", `a: {state: "active", niche: "x", annotations: {n: niche}}`, ""},
	{"nested struct names its own field", `a: {state: "active", annotations: {m: "x", n: m}}`, ""},
	{"nested struct shadows niche", `a: {state: "active", niche: "x", annotations: {niche: "in", n: niche}}`, ""},
	{"interpolation", `a: {state: "active", niche: "x", card: "c \(niche)"}`, ""},
	{"interpolation in a nested list", `a: {state: "active", niche: "x", groups: ["g_\(niche)"]}`, ""},
	{"comprehension reads niche", `a: {state: "active", niche: "x", for k in [1] {card: "\(niche) \(k)"}}`, ""},
	{"if reads niche", `a: {state: "active", niche: "x", if niche == "x" {card: "y"}}`, ""},
	{"if reads niche, false", `a: {state: "active", niche: "x", if niche == "z" {card: "y"}}`, ""},
	{"let literal", `a: {let n = "x", state: "active", niche: n}`, ""},
	{"let of a field", `a: {state: "active", niche: "x", let n = niche, card: n}`, ""},
	{"let unused: refused", `a: {let n = "x", state: "active"}`, ""},
	{"let in a comprehension clause", `a: {state: "active", for x in ["a"] let y = x {card: y}}`, ""},
	{"field alias", `a: {state: "active", N=niche: "x", card: N}`, ""},
	{"field alias unused: refused", `a: {state: "active", N=niche: "x"}`, ""},
	{"value alias of the entry", `a: X={state: "active", niche: "x", card: X.niche}`, ""},
	{"value alias of the entry, unused: refused", `a: X={state: "active", niche: "x"}`, ""},
	{"value alias in a field, not visible to a sibling: unreferenced", `a: {state: "active", niche: X="x", card: X}`, ""},
	{"definition & struct naming its field", `a: #D & {state: "active", niche: "x", card: niche}`, "#D: {source: \"mcp\", ...}\n"},
	{"definition & struct naming the definition's field: not in scope", `a: #D & {state: "active", card: source}`, "#D: {source: \"mcp\", ...}\n"},
	{"two structs, the second names the first's field: not in scope", `a: {state: "active", niche: "x"} & {card: niche}`, ""},
	{"two structs, a hidden name resolves outside", `a: {state: "active", _x: "in"} & {niche: _x}`, "_x: \"out\"\n"},
	{"two structs, each its own hidden", `a: {state: "active", _x: "in", niche: _x} & {_x: "in"}`, ""},
	{"two structs, hidden conflicts: conflicting values", `a: {state: "active", _x: "in", niche: _x} & {_x: "other"}`, ""},
	{"parenthesized", `a: ({state: "active", niche: "x", card: niche})`, ""},
	{"parenthesized definition &", `a: (#D & {state: "active", niche: "x", card: niche})`, "#D: {source: \"mcp\", ...}\n"},
	{"hidden field read", `a: {state: "active", _n: "x", niche: _n}`, ""},
	{"hidden field unread", `a: {state: "active", _n: "x"}`, ""},
	{"hidden field read from another entry", `a: {state: "active", _n: "x"}, b: {state: "active", niche: a._n}`, ""},
	{"nested hidden field", `a: {state: "active", annotations: {_n: "x", k: _n}}`, ""},
	{"sibling entry's field", `a: {state: "active", niche: "x"}, b: {state: "active", niche: a.niche}`, ""},
	{"entry names the package's hidden only", `a: {state: "active", niche: _line}`, "_line: \"L\"\n"},
	{"entry names a package hidden named as its own field", `a: {state: "active", niche: "own", card: _niche}`, "_niche: \"pkg\"\n"},
	{"embedded hidden, names its field: not found", `a: {_base, state: "active", card: niche}`, "_base: {niche: \"x\"}\n"},
	{"embedded hidden, plain", `a: {_base, state: "active", card: "c"}`, "_base: {niche: \"x\"}\n"},
	{"dynamic label", `a: {state: "active", niche: "x", ("card"): niche}`, ""},
	{"quoted label not resolvable: not found", `a: {state: "active", "niche": "x", card: niche}`, ""},
	{"quoted hidden-looking label: _n not found", `a: {state: "active", "_n": "x", niche: _n}`, ""},
	{"reads itself through the section", `a: {state: "active", niche: "x", card: tools.a.niche}`, ""},
	{"list names a field", `a: {state: "active", group: "g", groups: [group]}`, ""},
	{"definition in the entry named", `a: {state: "active", #g: "x", group: #g}`, ""},
	{"field names a field naming a field", `a: {state: "active", niche: card, card: description, description: "d"}`, ""},
	{"cycle: incomplete", `a: {state: "active", niche: card, card: niche}`, ""},
	{"reference to a non-literal field: incomplete", `a: {state: "active", niche: string, card: niche}`, ""},
	{"conflict through a reference: conflicting values", `a: {state: "active", niche: "x", card: niche, card: "y"}`, ""},
	{"field declared twice", `a: {state: "active", niche: "x", niche: "x", card: niche}`, ""},
	{"nested comprehension names the entry", `a: {state: "active", niche: "x", annotations: {for k, v in {p: niche} {(k): v}}}`, ""},
	{"default named", `a: {state: "active", niche: *"x" | string, card: niche}`, ""},
	{"state named", `a: {state: "active", niche: "s \(state)"}`, ""},
}

func TestReview52LocalRefs(t *testing.T) {
	var cases []reviewCase
	for _, c := range localRefs52 {
		src := "tools: {" + c.entry + "}\n" + c.extra
		cases = append(cases, c21("localref: "+c.name, "a.cue", src))
		cases = append(cases, c21("localref: "+c.name+" (600)", "a.cue", src, "b.cue", fill52(600)))
	}
	runWithCue(t, sparseUnderRace(lightest(cases), 4))
}
