package compiler

import (
	"fmt"
	"strings"
	"testing"
)

// review25 (helper-60, 378 cases; 4 failed when written, one bug, fixed:
// an entry's literal naming a field like something the pattern's value
// refers to is no longer merged): adversarial cases for literalRefs (litref.go),
// patternSelects (patsel.go), staticif.go's default-decided flags,
// fast.go's assignRaw/jsonFits and fold.go's staticMerge, checked against
// the cue command.
//
// What failed: patternSelects copies the pattern's value, whose
// definitions (#M) are resolved from the package's top, into the entry's
// literal; when that literal declares a definition of the same name
// (tools: g: _srv.g & {#M: "deferred"}), the copy's #M reads the entry's
// instead of the package's (cue: state "active"; toolpolicy: "deferred").
// The embedding form {_srv.g, #M: ...} and a shadowing #M in the tools
// struct itself agree with cue.

// big25 is a case of n entries, each line made by f, after pre.
func big25(name, pre string, n int, f func(i int) string) reviewCase {
	var b strings.Builder
	b.WriteString(pre)
	for i := 0; i < n; i++ {
		b.WriteString(f(i))
	}
	return c21(name, "a.cue", b.String())
}

// raw25 are raw values for assignRaw cases: field, value.
var raw25 = [][2]string{
	{"visible_when", `{setting: "x", is: true}`},
	{"visible_when", `{setting: "x", is: "v"}`},
	{"visible_when", `{setting: "x", is: "v w"}`},
	{"visible_when", `{attribute: "a", is: 3}`},
	{"visible_when", `{attribute: "a", at_least: 1e3}`},
	{"visible_when", `{attribute: "a", at_most: 1e400}`},
	{"visible_when", `{all: []}`},
	{"visible_when", `{all: [{not: {mode: "agent"}}, {group: "g"}]}`},
	{"visible_when", `{}`},
	{"visible_when", `null`},
	{"visible_when", `{setting: "x", is: true, mode: "m"}`},
	{"visible_when", `{setting: "x", has: "v", is: true}`},
	{"visible_when", `{bogus: "x"}`},
	{"visible_when", `{group: "1bad"}`},
	{"visible_when", `{annotation: "readOnlyHint", is: "caf\u00e9"}`},
	{"visible_when", `{annotation: "readOnlyHint", is: "line\u2028sep"}`},
	{"visible_when", `{annotation: "readOnlyHint", is: "tab\there"}`},
	{"visible_when", `{"set\u0074ing": "x", is: true}`},
	{"visible_when", `{setting: #"x"#, is: true}`},
	{"visible_when", `{setting: "x", is: false} & {setting: "x"}`},
	{"visible_when", `{in_enabled_group: true}`},
	{"visible_when", `{in_enabled_group: false}`},
	{"visible_when", `{setting: "x", has_tool: true}`},
	{"registered_when", `{not: {not: {class: "c"}}}`},
	{"registered_when", `{any: [{provider: "p"}, {mode: "agent"}]}`},
	{"head_when", `{any: [{class: "c"}, {setting: "s", is: "a=b"}]}`},
	{"head_when", `{all: [{}]}`},
	{"variants", `[{model_class: "m", description: "caf\u00e9"}]`},
	{"variants", `[{when: {mode: "agent"}}]`},
	{"variants", `[{model_class: "m", when: {mode: "agent"}, kind: "freeform", grammar: "g", syntax: "lark"}]`},
	{"variants", `[{model_class: "m", grammar: ""}]`},
	{"variants", `[{}]`},
	{"variants", `[]`},
	{"variants", `[{model_class: "m", parameters: {type: "object", properties: {q: {type: "string", enum: ["a", "b"]}}}}]`},
	{"variants", `[{model_class: "m", parameters: {type: "array"}}]`},
	{"variants", `[{model_class: "m", description: """
		multi
		line
		"""}]`},
	{"variants", `[{model_class: "m", extra: "x"}]`},
	{"variants", `[{model_class: "m"}, {model_class: "n", when: {not: {provider: "p"}}}]`},
	{"variants", `[{model_class: "m", parameters: {type: "object", default: null, n: 1.50}}]`},
	{"card_list", `{header: "h"}`},
	{"card_list", `{header: "h", line: "{name}: {card}", empty: ""}`},
	{"card_list", `{}`},
	{"card_list", `{header: "h", foot: "x"}`},
	{"card_list", `{header: "\ud83d\ude00 \u0000"}`},
	{"dynamic", `[{id: "sub", acknowledged: "ok"}]`},
	{"dynamic", `[{id: "sub", acknowledged: ""}]`},
	{"annotations", `{readOnlyHint: true, title: "T\u00fcr"}`},
	{"annotations", `{}`},
	{"annotations", `{"1bad": true}`},
	{"parameters", `{type: "object", properties: {b: {type: "string"}, a: {type: "integer"}}}`},
	{"parameters", `{type: "object", x: 'bytes'}`},
	{"parameters", `{type: "object", x: null, y: [], z: {}}`},
}

func init() {
	for i, r := range raw25 {
		// One entry with it, then two entries (the second a duplicate of
		// the first, the third with it given twice).
		review25Cases = append(review25Cases,
			c21(fmt.Sprintf("raw %d: %s one", i, r[0]), "a.cue", fmt.Sprintf("tools: a: {state: \"active\", %s: %s}\n", r[0], r[1])),
			c21(fmt.Sprintf("raw %d: %s many", i, r[0]), "a.cue", fmt.Sprintf("tools: {a: {state: \"active\", %[1]s: %[2]s}, b: {state: \"active\", %[1]s: %[2]s}, c: {state: \"deferred\", card: \"c\"}}\ntools: c: %[1]s: %[2]s\ntools: c: %[1]s: %[2]s\n", r[0], r[1])),
			c21(fmt.Sprintf("raw %d: %s via hidden", i, r[0]), "a.cue", fmt.Sprintf("_v: %s\ntools: {a: {state: \"active\", %s: _v}, b: {state: \"active\", niche: \"n\"}}\n", r[1], r[0])),
		)
	}
}

var review25Cases = []reviewCase{
	// ---- litref ----
	c21("lit: basic", "a.cue", `_paged: {type: "object", properties: {cursor: {type: "string"}}}
tools: {a: {state: "active", parameters: _paged}, b: {state: "active", parameters: _paged}}
`),
	c21("lit: declared twice same file", "a.cue", `_paged: {type: "object", properties: {cursor: {type: "string"}}}
_paged: {required: ["cursor"]}
tools: {a: {state: "active", parameters: _paged}}
`),
	c21("lit: declared twice conflict", "a.cue", `_paged: {type: "object"}
_paged: {type: "array"}
tools: {a: {state: "active", parameters: _paged}}
`),
	c21("lit: declared in two files", "a.cue", `_paged: {type: "object", properties: {cursor: {type: "string"}}}
tools: {a: {state: "active", parameters: _paged}}
`, "b.cue", `_paged: properties: page: {type: "integer"}
`),
	c21("lit: declared in two files conflict", "a.cue", `_paged: {type: "object", properties: {cursor: {type: "string"}}}
tools: {a: {state: "active", parameters: _paged}}
`, "b.cue", `_paged: properties: cursor: {type: "integer"}
`),
	c21("lit: schema rejects literal", "a.cue", `_paged: {type: "array"}
tools: {a: {state: "active", parameters: _paged}, b: {state: "active", parameters: _paged}}
`),
	c21("lit: inner hidden shadows", "a.cue", `_paged: {type: "object", properties: {cursor: {type: "string"}}}
tools: {a: {state: "active", _paged: {type: "object", properties: {z: {}}}, parameters: _paged}}
`),
	c21("lit: hidden in tools shadows", "a.cue", `_paged: {type: "object", properties: {cursor: {type: "string"}}}
tools: {_paged: {type: "array"}, a: {state: "active", parameters: _paged}}
`),
	c21("lit: nested field same name adds", "a.cue", `_paged: {type: "object"}
tools: {a: {state: "active", parameters: _paged}}
_x: {_paged: {required: ["q"]}}
`),
	c21("lit: let with hidden-like name", "a.cue", `_paged: {type: "object"}
tools: {a: {state: "active", let P = {type: "object", properties: {}}, parameters: P}}
`),
	c21("lit: alias label", "a.cue", `P=_paged: {type: "object", properties: {cursor: {type: "string"}}}
tools: {a: {state: "active", parameters: P}, b: {state: "active", parameters: _paged}}
`),
	c21("lit: json.Marshal order", "i.cue", `package toolpolicy
import "encoding/json"
`, "a.cue", `_paged: {type: "object", properties: {z: {type: "string"}, a: {type: "string"}}}
tools: {a: {state: "active", parameters: _paged, description: json.Marshal(_paged)}, b: {state: "active", parameters: _paged, description: json.Marshal(tools.a.parameters)}}
`),
	c21("lit: yaml.Marshal order", "i.cue", `package toolpolicy
import "encoding/yaml"
`, "a.cue", `_paged: {type: "object", properties: {z: {type: "string"}, a: {type: "string"}}}
tools: {a: {state: "active", parameters: _paged}, b: {state: "active", description: yaml.Marshal(tools.a.parameters)}}
`),
	c21("lit: for loop order", "a.cue", `_paged: {type: "object", properties: {z: {type: "string"}, a: {type: "string"}}}
tools: {a: {state: "active", parameters: _paged}, b: {state: "active", groups: [for k, _ in tools.a.parameters.properties {k}]}}
`),
	c21("lit: selection", "a.cue", `_paged: {type: "object", properties: {cursor: {type: "string"}}}
tools: {a: {state: "active", parameters: _paged, niche: _paged.properties.cursor.type}}
`),
	c21("lit: len", "a.cue", `_paged: {type: "object", properties: {cursor: {type: "string"}}}
tools: {a: {state: "active", parameters: _paged, niche: "\(len(_paged))"}}
`),
	c21("lit: comprehension over it", "a.cue", `_paged: {type: "object", properties: {cursor: {type: "string"}}}
tools: {a: {state: "active", parameters: _paged}}
for k, v in _paged {tools: "t_\(k)": {state: "active"}}
`),
	c21("lit: top-level embedding adds", "a.cue", `_paged: {type: "object"}
tools: {a: {state: "active", parameters: _paged}}
{_paged: {required: ["x"]}}
`),
	c21("lit: top-level comprehension adds", "a.cue", `_paged: {type: "object"}
tools: {a: {state: "active", parameters: _paged}}
if true {_paged: {required: ["x"]}}
`),
	c21("lit: top-level comprehension conflicts", "a.cue", `_paged: {type: "object"}
tools: {a: {state: "active", parameters: _paged}}
if true {_paged: {type: "array"}}
`),
	c21("lit: list", "a.cue", `_groups: ["g1", "g2"]
tools: {a: {state: "active", groups: _groups}, b: {state: "active", groups: _groups}}
`),
	c21("lit: list with ellipsis", "a.cue", `_groups: ["g1", ...]
tools: {a: {state: "active", groups: _groups}}
`),
	c21("lit: list with ellipsis and more", "a.cue", `_groups: ["g1", ...]
tools: {a: {state: "active", groups: _groups}}
tools: {a: {groups: ["g1", "g2"]}}
`),
	c21("lit: empty list", "a.cue", `_groups: []
tools: {a: {state: "active", groups: _groups}}
`),
	c21("lit: empty struct", "a.cue", `_ann: {}
tools: {a: {state: "active", annotations: _ann}, b: {state: "active", parameters: _ann}}
`),
	c21("lit: list bad name", "a.cue", `_groups: ["g1", "1bad"]
tools: {a: {state: "active", groups: _groups}, b: {state: "active", groups: _groups}}
`),
	c21("lit: bytes multiline numbers null", "a.cue", `_p: {type: "object", b: 'by\x00tes', m: """
	one
	two
	""", n: 1.50, e: 1e3, h: 0x10, u: null, neg: -0, f: 1_000}
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: unicode escapes", "a.cue", `_p: {type: "object", description: "caf\u00e9 \U0001F600 \u2028"}
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: optional field in literal", "a.cue", `_p: {type?: "object", x: "y"}
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: required field in literal", "a.cue", `_p: {type!: "object", x: "y"}
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: default in literal", "a.cue", `_p: {type: *"object" | "array"}
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: ref merged with other decl", "a.cue", `_p: {type: "object"}
tools: {a: {state: "active", parameters: _p}}
tools: a: parameters: properties: {q: {}}
`),
	c21("lit: ref merged with conflicting decl", "a.cue", `_p: {type: "object"}
tools: {a: {state: "active", parameters: _p}}
tools: a: parameters: type: "array"
`),
	c21("lit: ref in definition", "a.cue", `_p: {type: "object"}
#D: #Tool & {parameters: _p}
tools: {a: #D & {state: "active"}}
`),
	c21("lit: ref in nested property", "a.cue", `_s: {type: "string"}
tools: {a: {state: "active", parameters: {type: "object", properties: {x: _s, y: _s}}}}
`),
	c21("lit: hidden definition", "a.cue", `_#p: {type: "object"}
tools: {a: {state: "active", parameters: _#p}}
`),
	c21("lit: closed hidden definition with extra", "a.cue", `_#p: {type: "object"}
tools: {a: {state: "active", parameters: _#p & {x: 1}}}
`),
	c21("lit: scalar hidden", "a.cue", `_n: "Read."
tools: {a: {state: "active", niche: _n}}
`),
	c21("lit: annotations bad value", "a.cue", `_a: {readOnlyHint: "x\u0001"}
tools: {a: {state: "active", annotations: _a}}
`),
	c21("lit: referenced as a top-level declaration", "a.cue", `_p: {type: "object"}
_q: _p
tools: {a: {state: "active", parameters: _q}}
`),
	c21("lit: comprehension var shadows", "a.cue", `_p: {type: "object"}
tools: {for _, x in [{type: "object", properties: {}}] let _p = x {a: {state: "active", parameters: _p}}}
`),
	c21("lit: hidden in another package file ignored", "a.cue", `_p: {type: "object"}
tools: {a: {state: "active", parameters: _p}}
`, "other/b.cue", `package other
_p: {type: "array"}
`),
	c21("lit: used in variants and card_list", "a.cue", `_v: [{model_class: "m", description: "d"}]
_c: {header: "h"}
tools: {a: {state: "deferred", card: "c", variants: _v, card_list: _c}, b: {state: "active", variants: _v}}
`),
	c21("lit: used in visible_when", "a.cue", `_w: {setting: "x", is: true}
tools: {a: {state: "active", visible_when: _w, head_when: _w, registered_when: {not: _w}}}
`),
	c21("lit: self reference not literal", "a.cue", `_p: {type: "object", description: _p.type}
tools: {a: {state: "active", parameters: _p}}
`),
	big25("lit: big 1200 entries", "_paged: {type: \"object\", properties: {cursor: {type: \"string\"}, z: {}}}\n", 1200, func(i int) string {
		return fmt.Sprintf("tools: t%d: {state: \"active\", parameters: _paged}\n", i)
	}),
	big25("lit: big 800 entries one bad", "_paged: {type: \"object\"}\n_bad: {type: \"array\"}\n", 800, func(i int) string {
		if i == 577 {
			return fmt.Sprintf("tools: t%d: {state: \"active\", parameters: _bad}\n", i)
		}
		return fmt.Sprintf("tools: t%d: {state: \"active\", parameters: _paged}\n", i)
	}),

	// ---- patsel ----
	c21("pat: basic", "a.cue", `_srv: [S=string]: {source: "mcp", state: *"deferred" | #State, group: S}
_srv: {github: _, jira: _}
tools: {gh: _srv.github & {niche: "x", card: "c"}, ji: _srv.jira & {state: "active"}}
`),
	c21("pat: key not declared", "a.cue", `_srv: [S=string]: {source: "mcp", state: *"deferred" | #State, group: S}
_srv: {github: _}
tools: {gh: _srv.jira & {niche: "x"}}
`),
	c21("pat: key as {}", "a.cue", `_srv: [S=string]: {source: "mcp", state: *"deferred" | #State, group: S}
_srv: {github: {}}
tools: {gh: _srv.github & {niche: "x"}}
`),
	c21("pat: regex pattern no match", "a.cue", `_srv: [=~"^g"]: {source: "mcp", state: "deferred"}
_srv: {jira: _}
tools: {ji: _srv.jira & {state: "active"}}
`),
	c21("pat: alias in interpolation", "a.cue", `_srv: [S=string]: {source: "mcp", state: "active", niche: "From \(S)."}
_srv: {github: _}
tools: {gh: _srv.github & {}}
`),
	c21("pat: key invalid as group", "a.cue", `_srv: [S=string]: {source: "mcp", state: "active", group: S}
_srv: {"1bad": _}
tools: {gh: _srv["1bad"] & {}}
`),
	c21("pat: entry overrides default", "a.cue", `_srv: [S=string]: {state: *"deferred" | #State, group: S}
_srv: {github: _}
tools: {gh: _srv.github & {state: "active"}, gi: _srv.github & {state: "bogus"}}
`),
	c21("pat: entry conflicts group", "a.cue", `_srv: [S=string]: {state: "active", group: S}
_srv: {github: _}
tools: {gh: _srv.github & {group: "other"}}
`),
	c21("pat: two patterns", "a.cue", `_srv: [S=string]: {state: "active", group: S}
_srv: [string]: {source: "mcp"}
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}}
`),
	c21("pat: user definition in pattern", "a.cue", `#Mine: "active" | "deferred"
_srv: [S=string]: {state: *"active" | #Mine, group: S}
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}, gj: _srv.github & {state: "removed"}}
`),
	c21("pat: hidden ref in pattern", "a.cue", `_st: "active"
_srv: [S=string]: {state: _st, group: S}
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}}
`),
	c21("pat: embedding form", "a.cue", `_srv: [S=string]: {source: "mcp", state: *"deferred" | #State, group: S}
_srv: {github: _}
tools: {gh: {_srv.github, niche: "x", card: "c"}}
`),
	c21("pat: bare selection", "a.cue", `_srv: [S=string]: {source: "mcp", state: "active", group: S}
_srv: {github: _}
tools: {gh: _srv.github}
`),
	c21("pat: index form", "a.cue", `_srv: [S=string]: {source: "mcp", state: "active", group: S}
_srv: {github: _}
tools: {gh: _srv["github"] & {niche: "n"}}
`),
	c21("pat: keys in second file", "a.cue", `_srv: [S=string]: {source: "mcp", state: "active", group: S}
tools: {gh: _srv.github & {niche: "n"}}
`, "b.cue", `_srv: github: _
`),
	c21("pat: key with conflicting value", "a.cue", `_srv: [S=string]: {source: "mcp", state: "active", group: S}
_srv: {github: {group: "other"}}
tools: {gh: _srv.github & {niche: "n"}}
`),
	c21("pat: key with extra value", "a.cue", `_srv: [S=string]: {source: "mcp", state: "active", group: S}
_srv: {github: {niche: "from key"}}
tools: {gh: _srv.github & {card: "c"}}
`),
	c21("pat: optional field in pattern", "a.cue", `_srv: [S=string]: {state: "deferred", card?: string, group: S}
_srv: {github: _}
tools: {gh: _srv.github & {card: "c"}, gi: _srv.github & {niche: "n"}}
`),
	c21("pat: required field in pattern", "a.cue", `_srv: [S=string]: {state: "deferred", card!: string, group: S}
_srv: {github: _}
tools: {gh: _srv.github & {card: "c"}, gi: _srv.github & {niche: "n"}}
`),
	c21("pat: for over tools order", "a.cue", `_srv: [S=string]: {source: "mcp", state: "active", group: S}
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}, b: {state: "active", groups: [for k, _ in tools.gh {k}]}}
`),
	c21("pat: json.Marshal entry", "i.cue", `package toolpolicy
import "encoding/json"
`, "a.cue", `_srv: [S=string]: {source: "mcp", state: "active", group: S}
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}, b: {state: "active", description: json.Marshal(tools.gh)}}
`),
	c21("pat: ellipsis in pattern", "a.cue", `_srv: [S=string]: {source: "mcp", state: "active", group: S, ...}
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}}
`),
	c21("pat: alias shadowed by inner field", "a.cue", `_srv: [S=string]: {state: "active", annotations: {S: true, title: "\(S)"}}
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}}
`),
	c21("pat: alias shadowed by let", "a.cue", `_srv: [S=string]: {state: "active", annotations: {let S = "inner", title: S}}
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}}
`),
	c21("pat: disjunction value", "a.cue", `_srv: [S=string]: *{state: "active", group: S} | {state: "deferred", card: S}
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}}
`),
	c21("pat: closed pattern value", "a.cue", `_srv: [S=string]: close({state: "active", group: S})
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}}
`),
	c21("pat: field named _srv elsewhere", "a.cue", `_srv: [S=string]: {state: "active", group: S}
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}}
modes: agent: {_srv: {github: {state: "removed"}}}
`),
	c21("pat: top comprehension adds key", "a.cue", `_srv: [S=string]: {state: "active", group: S}
for k in ["github"] {_srv: (k): _}
tools: {gh: _srv.github & {niche: "n"}}
`),
	c21("pat: top comprehension adds conflict", "a.cue", `_srv: [S=string]: {state: "active", group: S}
_srv: {github: _}
if true {_srv: github: state: "removed"}
tools: {gh: _srv.github & {niche: "n"}}
`),
	c21("pat: label expression key", "a.cue", `_srv: [S=string]: {state: "active", group: S}
_srv: {"git-hub": _}
tools: {gh: _srv."git-hub" & {niche: "n"}}
`),
	c21("pat: alias bound bad in niche", "a.cue", `_srv: [S=string]: {state: "active", niche: S}
_srv: {"a\u0001b": _}
tools: {gh: _srv["a\u0001b"] & {}}
`),
	c21("pat: entry literal duplicates field", "a.cue", `_srv: [S=string]: {state: "active", group: S}
_srv: {github: _}
tools: {gh: _srv.github & {group: "github", niche: "n", niche: "n"}}
`),
	c21("pat: two selections merged", "a.cue", `_srv: [S=string]: {state: "active", group: S}
_srv: {github: _, jira: _}
tools: {gh: _srv.github & _srv.jira}
`),
	c21("pat: selection with pattern alias used in nested list", "a.cue", `_srv: [S=string]: {state: "active", groups: [S, "common"]}
_srv: {github: _}
tools: {gh: _srv.github & {niche: "n"}, gi: _srv.github & {groups: ["github", "other"]}}
`),
	c21("pat: value alias on pattern", "a.cue", `_srv: [S=string]: V={state: "active", niche: "\(S)", card: V.niche}
_srv: {github: _}
tools: {gh: _srv.github & {}}
`),
	big25("pat: big 700 entries 30 servers", "_srv: [S=string]: {source: \"mcp\", state: *\"deferred\" | #State, group: S}\n", 700, func(i int) string {
		s := ""
		if i < 30 {
			s = fmt.Sprintf("_srv: s%d: _\n", i)
		}
		return s + fmt.Sprintf("tools: t%d: _srv.s%d & {niche: \"n%d\", card: \"c\"}\n", i, i%30, i)
	}),

	// ---- staticif ----
	c21("if: tag default prod", "a.cue", `_env: *"prod" | "dev" @tag(env)
tools: {a: {state: "active", if _env == "prod" {card: "x"}}, b: {state: "active", if _env == "dev" {card: "y"}}}
`),
	c21("if: default no tag", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: two defaults", "a.cue", `_env: *"prod" | *"dev"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: no default", "a.cue", `_env: "prod" | "dev"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: negated bool default", "a.cue", `_flag: *true | false @tag(flag,type=bool)
tools: {a: {state: "active", if !_flag {card: "x"}, if _flag {niche: "on"}}}
`),
	c21("if: bool default false", "a.cue", `_flag: *false | bool
tools: {a: {state: "active", if _flag {card: "x"}}}
`),
	c21("if: compared to non-literal", "a.cue", `_env: *"prod" | "dev"
_other: "prod"
tools: {a: {state: "active", if _env == _other {card: "x"}}}
`),
	c21("if: inner field named like flag", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", _env: "dev", if _env == "prod" {card: "x"}}}
`),
	c21("if: field named like flag elsewhere", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
modes: agent: {_env: "dev"}
`),
	c21("if: narrowed elsewhere", "a.cue", `_env: *"prod" | "dev"
_env: "dev"
tools: {a: {state: "active", if _env == "prod" {card: "x"}, if _env == "dev" {niche: "d"}}}
`),
	c21("if: narrowed in other file", "a.cue", `_env: *"prod" | "dev" @tag(env)
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`, "b.cue", `_env: "dev"
`),
	c21("if: star on non-literal", "a.cue", `_x: "prod"
_env: *_x | "dev"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: number default", "a.cue", `_n: *3 | 4
tools: {a: {state: "active", if _n == 3 {card: "x"}}}
`),
	c21("if: number default vs float", "a.cue", `_n: *3 | 4
tools: {a: {state: "active", if _n == 3.0 {card: "x"}}}
`),
	c21("if: struct body", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", if _env == "prod" {visible_when: {setting: "x", is: 3}}}}
`),
	c21("if: regex condition", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", if _env =~ "^p" {card: "x"}}}
`),
	c21("if: default with string", "a.cue", `_env: *"prod" | string
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: repeated default", "a.cue", `_env: *"prod" | "dev" | *"prod"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: string elsewhere", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`, "b.cue", `_env: string
`),
	c21("if: crossing defaults", "a.cue", `_env: *"prod" | "dev"
_env: *"dev" | "prod"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: and with bool flag", "a.cue", `_env: *"prod" | "dev"
_flag: *true | false
tools: {a: {state: "active", if _env == "prod" && _flag {card: "x"}, if _env != "dev" || !_flag {niche: "n"}}}
`),
	c21("if: tag short", "a.cue", `_env: *"prod" | "dev" @tag(env,short=prod|dev)
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: tag without default", "a.cue", `_env: "prod" | "dev" @tag(env)
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: tag on string no default", "a.cue", `_env: string @tag(env)
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: default card conflicts", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", card: "y", if _env == "prod" {card: "x"}}}
`),
	c21("if: default body bad state", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", if _env == "prod" {state: "bogus"}}}
`),
	c21("if: flag in let", "a.cue", `_env: *"prod" | "dev"
let e = _env
tools: {a: {state: "active", if e == "prod" {card: "x"}}}
`),
	c21("if: flag compared with bool", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", if _env == true {card: "x"}}}
`),
	c21("if: flag in comprehension var shadow", "a.cue", `_env: *"prod" | "dev"
tools: {for _env in ["dev"] {a: {state: "active", if _env == "prod" {card: "x"}}}}
`),
	c21("if: is number body", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", if _env == "prod" {niche: "1", card: "2"}}}
tools: a: visible_when: {attribute: "a", is: 1}
`),
	c21("if: declared in two places", "a.cue", `_env: *"prod" | "dev"
_env: *"prod" | "dev" | "qa"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: embedded at top", "a.cue", `_env: *"prod" | "dev"
{_env: "dev"}
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	big25("if: big 900 entries", "_env: *\"prod\" | \"dev\" @tag(env)\n_flag: *false | true\n", 900, func(i int) string {
		return fmt.Sprintf("tools: t%d: {state: \"active\", if _env == \"prod\" {niche: \"p%d\"}, if !_flag {card: \"c\"}}\n", i, i)
	}),

	// ---- fold staticMerge ----
	c21("let: basic merge", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {a: remote & {niche: "x", card: "c"}, b: {remote, niche: "y", card: "d"}}
`),
	c21("let: conflict", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {a: remote & {source: "builtin"}}
`),
	c21("let: conflict embed", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {a: {remote, state: "active"}}
`),
	c21("let: default in let", "a.cue", `let remote = {source: "mcp", state: *"deferred" | #State}
tools: {a: remote & {card: "c"}, b: remote & {state: "active"}}
`),
	c21("let: shadowed in section", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {let remote = {state: "active"}, a: remote & {niche: "x"}}
`),
	c21("let: two files different", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {a: remote & {card: "c"}}
`, "b.cue", `let remote = {source: "builtin", state: "active"}
tools: {b: remote & {niche: "n"}}
`),
	c21("let: other file undefined", "a.cue", `tools: {a: remote & {card: "c"}}
`, "b.cue", `let remote = {source: "mcp", state: "deferred"}
`),
	c21("let: list merge", "a.cue", `let remote = {state: "active", groups: ["g1", "g2"]}
tools: {a: remote & {groups: ["g1", "g2"]}, b: remote & {groups: ["g1"]}}
`),
	c21("let: deep merge", "a.cue", `let remote = {state: "active", annotations: {readOnlyHint: true}}
tools: {a: remote & {annotations: {destructiveHint: false}}}
`),
	c21("let: deep conflict", "a.cue", `let remote = {state: "active", annotations: {readOnlyHint: true}}
tools: {a: remote & {annotations: {readOnlyHint: false}}}
`),
	c21("let: field order seen", "a.cue", `let remote = {state: "active", source: "mcp"}
tools: {a: {niche: "n", remote}, b: {state: "active", groups: [for k, _ in tools.a {k}]}}
`),
	c21("let: json order", "i.cue", `package toolpolicy
import "encoding/json"
`, "a.cue", `let remote = {state: "active", source: "mcp"}
tools: {a: {niche: "n", remote}, b: {state: "active", description: json.Marshal(tools.a)}}
`),
	c21("let: remote & remote", "a.cue", `let remote = {source: "mcp", state: "active"}
tools: {a: remote & remote, b: {remote, remote}}
`),
	c21("let: remote & {}", "a.cue", `let remote = {source: "mcp", state: "active"}
tools: {a: remote & {}}
`),
	c21("let: optional in let", "a.cue", `let remote = {state: "active", card?: "x"}
tools: {a: remote & {card: "y"}, b: remote & {card: "x"}}
`),
	c21("let: required in let", "a.cue", `let remote = {state: "active", card!: string}
tools: {a: remote & {niche: "y"}}
`),
	c21("let: refers to other let", "a.cue", `let s = "mcp"
let remote = {state: "active", source: s}
tools: {a: remote & {niche: "n"}}
`),
	c21("let: nested in entry", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {a: {remote & {niche: "x", card: "c"}}}
`),
	c21("let: duplicate field conflict", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {a: {remote, niche: "x", niche: "y"}}
`),
	c21("let: bytes in let", "a.cue", `let remote = {state: "active", parameters: {type: "object", b: 'xy'}}
tools: {a: remote & {niche: "n"}}
`),
	c21("let: unicode in let", "a.cue", `let remote = {state: "active", niche: "caf\u00e9 \u0001"}
tools: {a: remote & {card: "n"}}
`),
	c21("let: let of hidden", "a.cue", `_r: {source: "mcp", state: "deferred"}
let remote = _r
tools: {a: remote & {card: "c"}}
`),
	c21("let: entry adds field via other decl", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {a: remote & {card: "c"}}
tools: a: state: "active"
`),
	c21("let: list let embedded", "a.cue", `let remote = ["g1"]
tools: {a: {state: "active", groups: remote & ["g1"]}}
`),
	c21("let: closed let", "a.cue", `let remote = close({source: "mcp", state: "deferred"})
tools: {a: remote & {card: "c"}}
`),
	c21("let: ellipsis in let", "a.cue", `let remote = {source: "mcp", state: "deferred", groups: ["a", ...]}
tools: {a: remote & {card: "c", groups: ["a", "b"]}}
`),
	c21("let: empty let", "a.cue", `let remote = {}
tools: {a: remote & {state: "active"}, b: {remote, state: "active"}}
`),
	c21("let: with variants", "a.cue", `let remote = {state: "active", variants: [{model_class: "m"}]}
tools: {a: remote & {variants: [{model_class: "m", description: "d"}]}}
`),
	c21("let: with bad variants", "a.cue", `let remote = {state: "active", variants: [{model_class: "m"}]}
tools: {a: remote & {variants: [{model_class: "n"}]}}
`),
	// ---- second batch: labels spelt differently, shadowing, odd literals ----
	c21("let: quoted label conflict", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {a: remote & {"state": "active"}}
`),
	c21("let: escaped label conflict", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {a: remote & {"st\u0061te": "active"}}
`),
	c21("let: escaped label same", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {a: {remote, "st\u0061te": "deferred", card: "c"}}
`),
	c21("let: quoted nested label conflict", "a.cue", `let remote = {state: "active", annotations: {readOnlyHint: true}}
tools: {a: remote & {annotations: {"readOnlyHint": false}}}
`),
	c21("let: entry non-literal constraint", "a.cue", `let remote = {state: "active", niche: "xyz"}
tools: {a: remote & {niche: =~"^x"}, b: remote & {niche: =~"^q"}}
`),
	c21("let: entry default meets let", "a.cue", `let remote = {state: "active"}
tools: {a: remote & {state: *"deferred" | "active"}}
`),
	c21("let: hidden field in let", "a.cue", `let remote = {state: "active", _x: 1}
tools: {a: remote & {_x: 2}}
`),
	c21("let: definition in let", "a.cue", `let remote = {state: "active", #x: "n"}
tools: {a: remote & {niche: "n"}}
`),
	c21("let: with #Tool", "a.cue", `let remote = {source: "mcp", state: "deferred"}
tools: {a: remote & #Tool & {card: "c"}, b: remote & #Tool & {bogus: 1}}
`),
	c21("let: two lets", "a.cue", `let remote = {source: "mcp"}
let lazy = {state: "deferred"}
tools: {a: remote & lazy & {card: "c"}, b: {remote, lazy, card: "d"}}
`),
	c21("let: card_list merged", "a.cue", `let remote = {state: "deferred", card: "c", card_list: {header: "h"}}
tools: {a: remote & {card_list: {line: "l"}}, b: remote & {card_list: {header: "x"}}}
`),
	c21("let: duplicate in let literal", "a.cue", `let remote = {state: "active", niche: "a", niche: "b"}
tools: {a: remote & {card: "c"}}
`),
	c21("let: let shadowed by field alias", "a.cue", `let remote = {state: "active"}
tools: {remote=a: {state: "active"}, b: remote & {niche: "n"}}
`),
	c21("let: let shadowed by comprehension var", "a.cue", `let remote = {state: "active"}
tools: {for remote in [{state: "deferred", card: "c"}] {b: remote & {niche: "n"}}}
`),
	c21("lit: quoted label in entry conflicts copy", "a.cue", `_p: {type: "object", properties: {a: {type: "string"}}}
tools: {a: {state: "active", parameters: _p}}
tools: a: parameters: {"properties": {"a": {"type": "integer"}}}
`),
	c21("lit: duplicate conflict inside literal", "a.cue", `_p: {type: "object", x: 1, x: 2}
tools: {a: {state: "active", parameters: _p}, b: {state: "active", parameters: _p}}
`),
	c21("lit: duplicate same inside literal", "a.cue", `_p: {type: "object", x: 1, type: "object"}
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: hidden inside literal", "a.cue", `_p: {type: "object", _h: 1}
tools: {a: {state: "active", parameters: _p}, b: {state: "active", parameters: _p & {_h: 2}}}
`),
	c21("lit: definition inside literal", "a.cue", `_p: {type: "object", #d: 1}
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: interpolated string", "a.cue", `_p: {type: "object", d: "\("x")y"}
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: label escapes", "a.cue", `_p: {type: "object", "\u0041": 1, "a.b": 2, "": 3}
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: parenthesized ref", "a.cue", `_p: {type: "object"}
tools: {a: {state: "active", parameters: (_p)}}
`),
	c21("lit: optional decl elsewhere", "a.cue", `_p: {type: "object"}
tools: {a: {state: "active", parameters: _p}}
`, "b.cue", `_p?: {required: ["x"]}
`),
	c21("lit: name used inside definition", "a.cue", `_p: {type: "object"}
#D: {_p: {required: ["x"]}, ...}
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: attribute on decl", "a.cue", `_p: {type: "object"} @deprecated()
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: big numbers", "a.cue", `_p: {type: "object", n: 123456789012345678901234567890, f: 1e400, g: 0.1e-400, m: 1Ki}
tools: {a: {state: "active", parameters: _p}}
`),
	c21("lit: html chars", "a.cue", `_p: {type: "object", d: "<a>&\u003c"}
tools: {a: {state: "active", parameters: _p, description: "<&>"}}
`),
	c21("pat: definition shadowed at entry", "a.cue", `#Mine: "active" | "deferred"
_srv: [S=string]: {state: *"active" | #Mine, group: S}
_srv: {github: _}
tools: {#Mine: "removed", gh: _srv.github & {niche: "n"}}
`),
	// Was failing (fixed in patsel.go): cue export state "active" (the pattern's #Mine is the
	// package's), toolpolicy "deferred" (fast path: the copied pattern
	// value's #Mine resolves to the entry literal's #Mine after the merge).
	c21("pat: definition shadowed in entry", "a.cue", `#Mine: "active"
_srv: [S=string]: {state: #Mine, group: S}
_srv: {github: _}
tools: {gh: _srv.github & {#Mine: "deferred"}}
`),
	c21("pat: entry in other file", "a.cue", `#Mine: "active"
_srv: [S=string]: {state: #Mine, group: S}
_srv: {github: _}
`, "b.cue", `tools: {gh: _srv.github & {niche: "n"}}
`),
	c21("pat: import in pattern, entry in other file", "b.cue", `package toolpolicy
import "strings"
_srv: [S=string]: {state: "active", niche: strings.ToUpper(S)}
_srv: {github: _}
`, "a.cue", `tools: {gh: _srv.github & {card: "c"}}
`),
	c21("pat: alias in label", "a.cue", `_srv: [S=string]: {state: "active", annotations: {(S): true}}
_srv: {github: _}
tools: {gh: _srv.github & {annotations: {other: false}}}
`),
	c21("pat: alias as default", "a.cue", `_srv: [S=string]: {state: *S | #State}
_srv: {active: _, jira: _}
tools: {gh: _srv.active & {}, ji: _srv.jira & {state: "active"}}
`),
	c21("pat: refers to tools", "a.cue", `_srv: [S=string]: {state: "active", niche: tools.x.niche}
_srv: {github: _}
tools: {x: {state: "active", niche: "xn"}, gh: _srv.github & {}}
`),
	c21("pat: quoted label conflict", "a.cue", `_srv: [S=string]: {state: "active", group: S}
_srv: {github: _}
tools: {gh: _srv.github & {"group": "other"}}
`),
	c21("pat: len builtin", "a.cue", `_srv: [S=string]: {state: "active", niche: "\(len(S))"}
_srv: {github: _}
tools: {gh: _srv.github & {}}
`),
	c21("pat: keys twice", "a.cue", `_srv: [S=string]: {state: "active", group: S}
_srv: {github: _}
_srv: {github: {}}
tools: {gh: _srv.github & {}}
`),
	c21("pat: alias S shadowed by entry let", "a.cue", `_srv: [S=string]: {state: "active", group: S}
_srv: {github: _}
tools: {let S = "zzz", gh: _srv.github & {niche: S}}
`),
	c21("pat: pattern alias used in entry literal", "a.cue", `_srv: [S=string]: {state: "active", group: S}
_srv: {github: _}
S: 1
tools: {gh: _srv.github & {}}
`),
	c21("if: top-level condition", "a.cue", `_env: *"prod" | "dev"
if _env == "prod" {tools: a: {state: "active"}}
`),
	c21("if: in definition", "a.cue", `_flag: *true | false
#D: {#Tool, if _flag {card: "c"}}
tools: {a: #D & {state: "deferred"}}
`),
	c21("if: file let default", "a.cue", `let env = *"prod" | "dev"
tools: {a: {state: "active", if env == "prod" {card: "x"}}}
`),
	c21("if: nested field named like flag", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
tools: b: {state: "active", parameters: {_env: "dev"}}
`),
	c21("if: parenthesized default", "a.cue", `_env: *("prod") | "dev"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: default with bottom", "a.cue", `_env: *"prod" | "dev" | _|_
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: default conjoined", "a.cue", `_env: (*"prod" | "dev") & string
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: default meets narrowing disj", "a.cue", `_env: *"prod" | "dev"
_env: *"prod" | "qa"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: default conflicts concrete", "a.cue", `_env: *"prod" | "dev"
_env: "qa"
tools: {a: {state: "active", if _env == "prod" {card: "x"}}}
`),
	c21("if: number comparison", "a.cue", `_n: *1 | 2
tools: {a: {state: "active", if _n > 0 {card: "x"}}}
`),
	c21("if: flag compared to negation", "a.cue", `_flag: *true | false
tools: {a: {state: "active", if _flag == !false {card: "x"}}}
`),
	c21("if: default int vs string", "a.cue", `_env: *1 | "dev"
tools: {a: {state: "active", if _env == "dev" {card: "x"}}}
`),
	c21("if: hidden definition flag", "a.cue", `_#env: *"prod" | "dev"
tools: {a: {state: "active", if _#env == "prod" {card: "x"}}}
`),
	c21("if: flag used in body too", "a.cue", `_env: *"prod" | "dev"
tools: {a: {state: "active", if _env == "prod" {niche: _env}}}
`),
	c21("raw: is number through if", "a.cue", `_flag: *true | false
tools: {a: {state: "active", visible_when: {attribute: "a", is: 1.5}, if _flag {card: "x"}}}
`),
	c21("raw: json escape slash", "a.cue", `tools: {a: {state: "active", visible_when: {annotation: "t", is: "a/b\\c\"d"}}}
`),
	c21("raw: variant when numbers", "a.cue", `tools: {a: {state: "active", variants: [{when: {attribute: "ctx", at_least: 128000}, description: "big"}, {when: {attribute: "ctx", at_most: -1.5e3}}]}}
`),
	c21("raw: head_when two decls merge", "a.cue", `tools: {a: {state: "active", head_when: {setting: "x"}}}
tools: a: head_when: is: true
`),
	c21("raw: head_when two decls conflict", "a.cue", `tools: {a: {state: "active", head_when: {setting: "x", is: true}}}
tools: a: head_when: is: false
`),
	c21("raw: variants list lengths differ", "a.cue", `tools: {a: {state: "active", variants: [{model_class: "m"}]}}
tools: a: variants: [{model_class: "m"}, {model_class: "n"}]
`),
	c21("raw: card_list with default", "a.cue", `tools: {a: {state: "active", card_list: {header: *"h" | "i"}}}
`),
	c21("raw: dynamic with optional", "a.cue", `tools: {a: {state: "active", dynamic: [{id: "s", acknowledged?: "x"}]}}
`),
	c21("raw: variants with ellipsis", "a.cue", `tools: {a: {state: "active", variants: [{model_class: "m"}, ...]}}
`),
	c21("raw: visible_when quoted key dup", "a.cue", `tools: {a: {state: "active", visible_when: {setting: "x", "setting": "y", is: true}}}
`),
	// Was failing (fixed in patsel.go) (minimal variants of "pat: definition shadowed in entry").
	c21("pat: definition shadowed in entry, minimal", "a.cue", `#M: "active"
_srv: [string]: {state: #M}
_srv: {g: _}
tools: {g: _srv.g & {#M: "deferred"}}
`),
	c21("pat: definition shadowed in entry, embedding form", "a.cue", `#M: "active"
_srv: [string]: {state: #M}
_srv: {g: _}
tools: {g: {_srv.g, #M: "deferred"}}
`),
	c21("pat: #State shadowed in entry", "a.cue", `_srv: [string]: {state: *"deferred" | #State}
_srv: {g: _}
tools: {g: _srv.g & {#State: "active", card: "c"}}
`),
	c21("pat: definition shadowed in entry's nested struct", "a.cue", `#M: true
_srv: [string]: {state: "active", annotations: {t: #M}}
_srv: {g: _}
tools: {g: _srv.g & {annotations: {#M: false}}}
`),
	c21("pat: definition shadowed in entry, conflicting kind", "a.cue", `#M: "active"
_srv: [string]: {state: #M}
_srv: {g: _}
tools: {g: _srv.g & {#M: 3}}
`),
	c21("let: definition in entry with let referencing none", "a.cue", `#M: "active"
let remote = {state: "active"}
tools: {g: remote & {#M: "deferred", niche: "n"}}
`),
	c21("lit: definition in entry beside copied literal", "a.cue", `_p: {type: "object"}
tools: {g: {state: "active", #M: "x", parameters: _p}}
`),
	c21("pat: definition selected, shadowed in entry", "a.cue", `#M: {s: "active"}
_srv: [string]: {state: #M.s}
_srv: {g: _}
tools: {g: _srv.g & {#M: {s: "deferred"}}}
`),
	// Was failing (fixed in patsel.go): cue export state "active", toolpolicy "deferred".
	c21("pat: definition shadowed in entry, pattern alias too", "a.cue", `#M: "active"
_srv: [S=string]: {state: #M, group: S}
_srv: {g: _, h: _}
tools: {g: _srv.g & {#M: "deferred"}, h: _srv.h & {niche: "n"}}
`),
	c21("pat: definition shadowed in entry same value", "a.cue", `#M: "active"
_srv: [string]: {state: #M}
_srv: {g: _}
tools: {g: _srv.g & {#M: "active"}}
`),
	c21("pat: definition shadowed in entry, default", "a.cue", `#M: "active" | "deferred"
_srv: [string]: {state: *"deferred" | #M}
_srv: {g: _}
tools: {g: _srv.g & {#M: "removed", card: "c"}}
`),
	// Was failing (fixed in patsel.go): cue export t350 state "active", toolpolicy "deferred",
	// in the default load as well as the forced fast one.
	big25("pat: definition shadowed in entry, 700 entries", "#M: \"active\"\n_srv: [S=string]: {state: #M, group: S}\n_srv: {g: _}\n", 700, func(i int) string {
		if i == 350 {
			return fmt.Sprintf("tools: t%d: _srv.g & {#M: \"deferred\"}\n", i)
		}
		return fmt.Sprintf("tools: t%d: _srv.g & {niche: \"n%d\"}\n", i, i)
	}),
	big25("let: big 650 entries", "let remote = {source: \"mcp\", state: \"deferred\"}\n", 650, func(i int) string {
		if i%2 == 0 {
			return fmt.Sprintf("tools: t%d: remote & {card: \"c%d\"}\n", i, i)
		}
		return fmt.Sprintf("tools: t%d: {remote, card: \"c%d\"}\n", i, i)
	}),
	big25("let: big 2000 entries one conflict", "let remote = {source: \"mcp\", state: \"deferred\"}\n", 2000, func(i int) string {
		if i == 1999 {
			return fmt.Sprintf("tools: t%d: remote & {source: \"builtin\"}\n", i)
		}
		return fmt.Sprintf("tools: t%d: remote & {card: \"c\"}\n", i)
	}),
}

func TestReview25(t *testing.T) { runWithCue(t, lighter(review25Cases)) }
