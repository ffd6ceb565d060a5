package compiler

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// Cases of the review (helper-35) of the label patterns' values worked out
// in Go (goDeps), the comprehensions on a pattern's label taken as patterns
// (newSectionPatterns) and checkRaw's comparison by Equals. None found a
// disagreement; they stay as regression cases.

// rev7Cases: review of goDeps (labelpat.go), conditional patterns
// (newSectionPatterns, labelCond) and checkRaw's Equals. Each source is
// appended to base. Both oracles apply: fast path vs plain evaluation
// (compareBoth, strict), and the cue command (agreeWithCue).
var rev7Cases = []struct{ name, src string }{
	// --- goDeps ---
	{"dep: schema default meets the pattern's default", `tools: [N=string]: {source: *"\(N)" | "mcp"}
tools: {a: {state: "active"}, builtin: {state: "active"}}
`},
	{"dep: a second plain pattern's default", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: [string]: {card: *"Other." | string}
tools: {a: {state: "active"}}
`},
	{"dep: template default on the entry", `#M: #Tool & {card: *"T." | string}
tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: #M & {state: "active"}}
`},
	{"dep: escapes in fragments", `tools: [N=string]: {card: *"\\\(N)\\ \"\(N)\" \u00e9\t\(N)\n" | string}
tools: {a: {state: "active"}, "b.c": {state: "active"}, "d-e": {state: "active"}, _f: {state: "active"}}
`},
	{"dep: multi-line interpolation", "tools: [N=string]: {card: *\"\"\"\n\t\tUse \\(N)\n\t\t  when \\(N)\n\t\t\t asked.\n\t\t\"\"\" | string}\ntools: {a: {state: \"active\"}, \"x.y\": {state: \"active\"}}\n"},
	{"dep: multi-line interpolation with escape", "tools: [N=string]: {card: *\"\"\"\n\t\tUse \\(N)\\\n\t\t  joined \\\\ \\(N)\n\t\t\"\"\" | string}\ntools: {a: {state: \"active\"}}\n"},
	{"dep: raw interpolation #", "tools: [N=string]: {card: *#\"Use \\#(N) and \\(N).\"# | string}\ntools: {a: {state: \"active\"}}\n"},
	{"dep: unicode and special names", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: {"a-b": {state: "active"}, "a.b": {state: "active"}, "a..b-": {state: "active"}}
`},
	{"dep: constrained alias", `tools: [N=string & =~"^a"]: {card: *"Use \(N)." | string}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"dep: constrained alias, other pattern same field", `tools: [N=string & =~"^a"]: {card: *"Use \(N)." | string}
tools: [N=string & =~"b$"]: {card: *"Or \(N)." | string}
tools: {ab: {state: "active"}, a: {state: "active"}, b: {state: "active"}}
`},
	{"dep: entry equals the non-default term", `tools: [N=string]: {card: *"X" | "Use \(N)."}
tools: {a: {state: "active", card: "Use a."}, b: {state: "active"}}
`},
	{"dep: entry takes no term", `tools: [N=string]: {card: *"X" | "Use \(N)."}
tools: {a: {state: "active", card: "Z"}}
`},
	{"dep: single choice, no default", `tools: [N=string]: {card: "Use \(N)."}
tools: {a: {state: "active"}, b: {state: "active", card: "Use b."}}
`},
	{"dep: single default alone", `tools: [N=string]: {card: *"Use \(N)."}
tools: {a: {state: "active"}}
`},
	{"dep: niche default rejected by #Line", `tools: [N=string]: {niche: *"l1\n\(N)" | "ok"}
tools: {a: {state: "active"}}
`},
	{"dep: niche only default rejected", `tools: [N=string]: {niche: *"l1\n\(N)" | string}
tools: {a: {state: "active"}}
`},
	{"dep: implementation empty name", `tools: [N=string]: {implementation: *"\(N)" | "X"}
tools: {"a.": {state: "active"}, a: {state: "active"}}
`},
	{"dep: state default from label", `tools: [N=string]: {state: *"\(N)" | "active"}
tools: {deferred: {}, b: {}}
`},
	{"dep: read by a comprehension", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: {state: "active"}, b: {state: "active", card: "Own."}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"dep: read of the default by len", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: {state: "active"}, bb: {state: "active", card: "Own."}}
providers: p: {budget: {target: len(tools.a.card), max: 9}}
`},
	{"dep: read whether default", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: {state: "active"}}
_x: tools.a.card & "Use a."
providers: p: {budget: {target: 1, max: 9}, models: [_x]}
`},
	{"dep: read unified with another string", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [tools.a.card & "Other"]}
`},
	{"dep: entry default own", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: {state: "active", card: *"Mine" | string}}
`},
	{"dep: two fields", `tools: [N=string]: {card: *"Use \(N)." | string, implementation: "\(N)Tool"}
tools: {a: {state: "active"}, b: {state: "active", implementation: "bTool"}}
`},
	{"dep: same field in a second file's declaration", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: {state: "active"}}
tools: a: card: "Use a."
`},
	{"dep: bool term", `tools: [N=string]: {annotations: {x: *true | bool}, card: *"\(N)" | string}
tools: {a: {state: "active"}}
`},
	{"dep: parenthesised terms", `tools: [N=string]: {card: (*("Use \(N).") | (string))}
tools: {a: {state: "active"}}
`},
	{"dep: nested default marks", `tools: [N=string]: {card: *(*"Use \(N)." | "x") | string}
tools: {a: {state: "active"}}
`},
	{"dep: default term string", `tools: [N=string]: {card: *string | "Use \(N)."}
tools: {a: {state: "active"}}
`},
	{"dep: and with a literal", `tools: [N=string]: {card: "Use \(N)." & string}
tools: {a: {state: "active"}}
`},
	{"dep: group from label", `tools: [N=string]: {group: *"\(N)" | "g"}
tools: {a: {state: "active"}, "A.B": {state: "active"}}
`},
	{"dep: providers section", `providers: [N=string]: {budget: {target: 1, max: 9}, default: *false | bool}
providers: [N=string]: {models: [...string]}
providers: {p1: {}}
tools: {a: {state: "active"}}
`},
	{"dep: alias manifest notice", `tools: {a: {state: "deprecated"}, b: {state: "active"}}
aliases: [N=string]: {notice: *"\(N) is old." | string}
aliases: {a: {target: "b", since: "0.1.0"}}
`},
	// --- conditional patterns ---
	{"cond: missing required-ish field", `tools: [N=string]: {if N =~ "^a" {niche: =~"^A"}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: optional field", `tools: [N=string]: {if N =~ "^a" {niche?: =~"^A"}}
tools: {a: {state: "active"}, a2: {state: "active", niche: "Bad"}, b: {state: "active", niche: "Bad"}}
`},
	{"cond: required field", `tools: [N=string]: {if N =~ "^a" {niche!: string}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: regex flags", `tools: [N=string]: {if N =~ "(?i)^A" {source: "mcp"}}
tools: {a: {state: "active"}, Ab: {state: "active"}, b: {state: "active"}}
`},
	{"cond: raw string regex", `tools: [N=string]: {if N =~ #"^a\d$"# {source: "mcp"}}
tools: {a1: {state: "active"}, a: {state: "active"}}
`},
	{"cond: escaped regex", `tools: [N=string]: {if N =~ "^a\\.b$" {source: "mcp"}}
tools: {"a.b": {state: "active"}, axb: {state: "active"}}
`},
	{"cond: multi-line literal", "tools: [N=string]: {if N == \"\"\"\n\t\ta\n\t\t\"\"\" {source: \"mcp\"}}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"},
	{"cond: unicode escape equality", `tools: [N=string]: {if N == "\u0061" {source: "mcp"}}
tools: {a: {state: "active"}, e: {state: "active"}}
`},
	{"cond: reversed regex operands", `tools: [N=string]: {if "a.b" =~ N {source: "mcp"}}
tools: {a: {state: "active"}, "a.": {state: "active"}, b: {state: "active"}}
`},
	{"cond: reversed not-equal", `tools: [N=string]: {if "a" != N {source: "mcp"}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: default in body", `tools: [N=string]: {if N =~ "^a" {card: *"A." | string}}
tools: {a: {state: "active"}, a2: {state: "active", card: "own"}, b: {state: "active"}}
`},
	{"cond: default in body meets entry default", `tools: [N=string]: {if N =~ "^a" {card: *"A." | string}}
tools: {a: {state: "active", card: *"Mine" | string}}
`},
	{"cond: default in body meets template", `#M: #Tool & {card: *"T." | string}
tools: [N=string]: {if N =~ "^a" {card: *"A." | string}}
tools: {a: #M & {state: "active"}, b: #M & {state: "active"}}
`},
	{"cond: body state default", `tools: [N=string]: {if N =~ "^a" {state: *"deferred" | #State}}
tools: {a: {}, a2: {state: "active"}}
`},
	{"cond: schema default source overridden", `tools: [N=string]: {if N =~ "^m" {source: *"mcp" | "builtin"}}
tools: {m: {state: "active"}, b: {state: "active"}}
`},
	{"cond: two conds same field conflict", `tools: [N=string]: {if N =~ "^a" {implementation: "X"}, if N =~ "b$" {implementation: "Y"}}
tools: {ab: {state: "active"}, a: {state: "active"}}
`},
	{"cond: two conds two defaults", `tools: [N=string]: {if N =~ "^a" {card: *"X" | string}, if N =~ "b$" {card: *"Y" | string}}
tools: {ab: {state: "active"}, a: {state: "active"}}
`},
	{"cond: nested struct in body", `tools: [N=string]: {if N =~ "^a" {annotations: {readOnlyHint: true}}}
tools: {a: {state: "active", annotations: {x: false}}, b: {state: "active"}}
`},
	{"cond: nested struct conflict", `tools: [N=string]: {if N =~ "^a" {annotations: {readOnlyHint: true}}}
tools: {a: {state: "active", annotations: {readOnlyHint: false}}}
`},
	{"cond: raw parameters body", `tools: [N=string]: {if N =~ "^a" {parameters: {type: "object"}}}
tools: {a: {state: "active", parameters: {properties: {x: {type: "string"}}}}, b: {state: "active"}}
`},
	{"cond: raw parameters order", `tools: [N=string]: {if N =~ "^a" {parameters: {required: ["x"], type: "object"}}}
tools: {a: {state: "active", parameters: {properties: {x: {type: "string"}}, type: "object"}}}
`},
	{"cond: list in body", `tools: [N=string]: {if N =~ "^a" {groups: ["g"]}}
tools: {a: {state: "active"}, a2: {state: "active", groups: ["g"]}, a3: {state: "active", groups: ["h"]}}
`},
	{"cond: hidden field in body", `tools: [N=string]: {if N =~ "^a" {_h: 1}}
tools: {a: {state: "active"}}
`},
	{"cond: definition field in body", `tools: [N=string]: {if N =~ "^a" {#d: 1}}
tools: {a: {state: "active"}}
`},
	{"cond: unknown field in body", `tools: [N=string]: {if N =~ "^a" {bogus: 1}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: unknown field in body, no match", `tools: [N=string]: {if N =~ "^z" {bogus: 1}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: ellipsis in body", `tools: [N=string]: {if N =~ "^a" {...}}
tools: {a: {state: "active"}}
`},
	{"cond: with template", `#M: #Tool & {state: *"deferred" | #State}
tools: [N=string]: {if N =~ "^a" {niche: =~"^A"}}
tools: {a: #M & {niche: "A."}, a2: #M & {niche: "B."}}
`},
	{"cond: with closed template", `#M: close({state: "active"})
tools: [N=string]: {if N =~ "^a" {niche: "A"}}
tools: {a: #M, b: #M}
`},
	{"cond: N shadowed by a field in the body", `tools: [N=string]: {if N =~ "^a" {N: 1}}
tools: {a: {state: "active"}}
`},
	{"cond: let shadowing in pattern", `tools: [N=string]: {let M = N, if M =~ "^a" {source: "mcp"}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: condition refers elsewhere", `_p: "^a"
tools: [N=string]: {if N =~ _p {source: "mcp"}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: if true", `tools: [N=string]: {if true {source: "mcp"}}
tools: {a: {state: "active"}}
`},
	{"cond: label constrained, cond disjoint", `tools: [N=string & =~"^a"]: {if N =~ "^b" {bogus: 1}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: string label not alias expr", `tools: [N=_]: {if N == "a" {source: "mcp"}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: empty body", `tools: [N=string]: {if N == "a" {}}
tools: {a: {state: "active"}}
`},
	{"cond: with dep field same label", `tools: [N=string]: {card: *"Use \(N)." | string, if N == "a" {card: "Fixed."}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: with dep field same label defaults", `tools: [N=string]: {card: *"Use \(N)." | string, if N == "a" {card: *"Other." | string}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: read by comprehension", `tools: [N=string]: {state: *"deferred" | #State, if N =~ "^a" {state: "active"}}
tools: {a: {}, b: {}}
providers: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == "active" {n}]}
`},
	{"cond: read of a conditional default", `tools: [N=string]: {if N =~ "^a" {card: *"A." | string}}
tools: {a: {state: "active"}, b: {state: "active", card: "B"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"cond: providers section", `providers: [N=string]: {if N == "p" {budget: {target: 1, max: 9}}}
providers: {p: {}}
tools: {a: {state: "active"}}
`},
	{"cond: modes section", `modes: [N=string]: {if N =~ "^x" {bogus: 1}}
modes: {agent: {}}
tools: {a: {state: "active"}}
`},
	{"cond: body embeds a disjunction", `tools: [N=string]: {if N =~ "^a" {{card: "x"} | {niche: "y"}}}
tools: {a: {state: "active"}}
`},
	{"cond: comprehension with no clauses besides if, parens and not", `tools: [N=string]: {if !(N == "a" || N =~ "^z") && N != "" {source: "mcp"}}
tools: {a: {state: "active"}, z: {state: "active"}, b: {state: "active"}}
`},
	{"cond: interpolated regex literal", `tools: [N=string]: {if N =~ "^\("a")" {source: "mcp"}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: bytes literal", `tools: [N=string]: {if N == 'a' {source: "mcp"}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: conflict wording", `tools: [N=string]: {if N =~ "^a" {implementation: "X"}}
tools: {a: {state: "active", implementation: "Y"}}
`},
	{"cond: constraint wording", `tools: [N=string]: {if N =~ "^a" {niche: =~"^Old "}}
tools: {a: {state: "active", niche: "New"}}
`},
	// --- references from a condition's body ---
	{"cond ref: hidden sibling shadows top level", `_x: "outer"
tools: [N=string]: {_x: "inner", if N =~ "^a" {card: _x}}
tools: {a: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [_x]}
`},
	{"cond ref: regular sibling field", `tools: [N=string]: {implementation: *"X" | string, if N =~ "^a" {card: implementation}}
tools: {a: {state: "active"}, a2: {state: "active", implementation: "Y"}, b: {state: "active"}}
`},
	{"cond ref: let in the pattern", `tools: [N=string]: {let L = "Lcard", if N =~ "^a" {card: L}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond ref: let shadows top-level let", `let L = "outer"
tools: [N=string]: {let L = "inner", if N =~ "^a" {card: L}}
tools: {a: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [L]}
`},
	{"cond ref: alias of the pattern struct", `tools: [N=string]: X={implementation: *"X" | string, if N =~ "^a" {card: X.implementation}}
tools: {a: {state: "active"}, a2: {state: "active", implementation: "Y"}}
`},
	{"cond ref: field alias", `tools: [N=string]: {I=implementation: *"X" | string, if N =~ "^a" {card: I}}
tools: {a: {state: "active"}, a2: {state: "active", implementation: "Y"}}
`},
	{"cond ref: section-level let", `tools: {
	let L = "inner"
	[N=string]: {if N =~ "^a" {card: L}}
	a: {state: "active"}
}
L: "x"
`},
	{"cond ref: top-level field ref", `_c: "top"
tools: [N=string]: {if N =~ "^a" {card: _c}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond ref: nested comprehension in body", `tools: [N=string]: {if N =~ "^a" {if true {card: "x"}}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond ref: body refers to entry via self alias", `tools: [N=string]: {if N =~ "^a" {card: "c"}, niche: *"n" | string}
tools: {a: {state: "active"}, b: {state: "active", niche: "m"}}
`},
	{"dep ref: dependent field and hidden sibling", `_x: "outer"
tools: [N=string]: {_x: "inner", card: *"\(N) \(_x)" | string}
tools: {a: {state: "active"}}
`},
	// --- other sections, other entry forms ---
	{"dep: aliases", `tools: {a_new: {state: "active"}, a: {state: "deprecated"}, b: {state: "deprecated"}}
aliases: [N=string]: {replacement: *"\(N)_new" | string, note: *"\(N) is old." | string, first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: true}
aliases: {a: {}, b: {replacement: "a_new", note: "b is old."}}
`},
	{"dep: retired", `retired: [N=string]: {reason: *"\(N) retired." | string}
retired: {x: {}, y: {reason: "own"}}
tools: {a: {state: "active"}}
`},
	{"cond: retired", `retired: [N=string]: {if N =~ "^x" {reason: "X"}}
retired: {x: {}, y: {}}
tools: {a: {state: "active"}}
`},
	{"cond: gates", `model_classes: c: {match: ["x*"], example: "xy"}
gates: [N=string]: {if N == "a" {visible_for: "c"}, if N != "a" {hidden_for: "c"}}
gates: {a: {}, b: {}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: gates matchN both", `model_classes: c: {match: ["x*"], example: "xy"}
gates: [N=string]: {if N =~ "^a" {visible_for: "c"}}
gates: {a: {hidden_for: "c"}}
tools: {a: {state: "active"}}
`},
	{"dep: comprehension entries", `tools: {
	[N=string]: {card: *"Use \(N)." | string}
	for n in ["a", "b"] {(n): state: "active"}
	c: {state: "active"}
}
`},
	{"cond: comprehension entries", `tools: {
	[N=string]: {if N =~ "^a" {niche: =~"^A"}}
	for n in ["a", "b"] {(n): {state: "active", niche: "B"}}
}
`},
	{"dep: interpolated entry label", `_p: "pre"
tools: {
	[N=string]: {card: *"Use \(N)." | string}
	"\(_p)_x": {state: "active"}
}
`},
	{"cond: interpolated entry label", `_p: "pre"
tools: {
	[N=string]: {if N =~ "^pre" {card: "P"}}
	"\(_p)_x": {state: "active", card: "Q"}
}
`},
	{"dep: pattern and entries in two files, two declarations", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: a: state: "active"
tools: a: card: *"Use a." | string
`},
	{"dep: shorthand entry", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: a: state: "active"
tools: b: {state: "active", card: "B"}
`},
	{"cond: nested pattern in body", `tools: [N=string]: {if N =~ "^a" {annotations: [string]: true}}
tools: {a: {state: "active", annotations: {x: true}}, a2: {state: "active", annotations: {x: false}}}
`},
	{"cond: pattern at top of body", `tools: [N=string]: {if N =~ "^a" {[=~"^c"]: string}}
tools: {a: {state: "active", card: "x"}}
`},
	{"cond: body sets state, entry reads", `tools: [N=string]: {if N =~ "^d" {state: "deferred"}}
tools: {d1: {card: "c"}, a: {state: "active"}}
`},
	{"cond: two pattern decls, conds on both", `tools: [N=string]: {if N =~ "^a" {card: *"A" | string}}
tools: [N=string]: {if N =~ "b$" {card: "B"}}
tools: {ab: {state: "active"}, a: {state: "active"}}
`},
	{"cond: dflt vs plain pattern default", `tools: [N=string]: {if N =~ "^a" {card: *"A" | string}}
tools: [string]: {card: *"Z" | string}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"cond: embedded definition and closedness", `#Extra: {extra?: string}
tools: [N=string]: {if N =~ "^a" {#Extra}}
tools: {a: {state: "active", extra: "x"}}
`},
	{"cond: body with close", `tools: [N=string]: {if N =~ "^a" {parameters: close({type: "object"})}}
tools: {a: {state: "active", parameters: {type: "object", x: 1}}}
`},
	{"cond: label or'ed with pattern", `tools: [N=string & !~"^z"]: {if N =~ "^a" || N =~ "^z" {source: "mcp"}}
tools: {a: {state: "active"}, z: {state: "active"}}
`},
	{"dep: label pattern in another file with alias name shadow", `tools: [card=string]: {card: *"Use \(card)." | string}
tools: {a: {state: "active"}}
`},
	{"cond: embedded narrow definition closes the entry", `#Narrow: {state: _, niche?: _}
tools: [N=string]: {if N =~ "^a" {#Narrow}}
tools: {a: {state: "active", card: "x"}, b: {state: "active", card: "y"}}
`},
	{"cond: embedded narrow definition, entry fits", `#Narrow: {state: _, niche?: _, source: _}
tools: [N=string]: {if N =~ "^a" {#Narrow}}
tools: {a: {state: "active", niche: "x"}, b: {state: "active", card: "y"}}
`},
	{"cond: embedded narrow definition beside a field", `#Narrow: {state: _, niche?: _, source: _}
tools: [N=string]: {if N =~ "^a" {#Narrow, niche: "n"}}
tools: {a: {state: "active"}}
`},
	{"cond: embedded definition with default", `#D: {state: *"deferred" | _, ...}
tools: [N=string]: {if N =~ "^a" {#D}}
tools: {a: {card: "x"}, b: {state: "active"}}
`},
	{"dep+cond: cond constraint rejects dep default", `tools: [N=string]: {card: *"Use \(N)." | string, if N =~ "^a" {card: =~"^F"}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"dep+cond: cond constraint accepts dep default", `tools: [N=string]: {card: *"Use \(N)." | string, if N =~ "^a" {card: =~"^Use"}}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"dep+plain: plain pattern constraint rejects dep default", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: [=~"^a"]: {card: =~"^F"}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"dep+plain: plain pattern disjunction", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: [=~"^a"]: {card: "Use a." | "Fixed."}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"dep+plain: plain pattern disjunction without the default", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: [=~"^a"]: {card: "Other." | "Fixed."}
tools: {a: {state: "active"}, b: {state: "active"}}
`},
	{"dep: template disjunction without the default", `#M: #Tool & {card: "Other." | "Fixed."}
tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: #M & {state: "active"}}
`},
	{"dep: template single string", `#M: #Tool & {card: "Fixed."}
tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: #M & {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"dep: template constraint", `#M: #Tool & {card: =~"^Use"}
tools: [N=string]: {card: *"Use \(N)." | "Other"}
tools: {a: #M & {state: "active"}}
`},
	{"dep: card of a read entry equals a term", `tools: [N=string]: {card: *"Use \(N)." | "Alt \(N)."}
tools: {a: {state: "active", card: "Alt a."}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"dep: single non-default choice read", `tools: [N=string]: {implementation: "\(N)Impl"}
tools: {a: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.implementation}]}
`},
	{"dep: multi-line, label at line start and end", "tools: [N=string]: {description: *\"\"\"\n\t\t\\(N)\n\t\t  indented \\(N)\n\t\t\\(N)\n\t\t\"\"\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\", description: \"b\\n  indented b\\nb\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.description}]}\n"},
	{"dep: multi-line, blank line inside", "tools: [N=string]: {description: *\"\"\"\n\t\tUse \\(N).\n\n\t\tThen \\(N)\\(N).\n\t\t\"\"\" | string}\ntools: {a: {state: \"active\"}}\n"},
	{"dep: adjacent interpolations and escaped paren", `tools: [N=string]: {card: *"\(N)\(N)\\(N)" | string}
tools: {a: {state: "active"}, b: {state: "active", card: "bb\\(N)"}}
`},
	{"cond read: field only the cond gives", `tools: [N=string]: {if N == "a" {niche: "From cond."}}
tools: {a: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [tools.a.niche]}
`},
	{"cond read: field the cond does not give", `tools: [N=string]: {if N == "a" {niche: "From cond."}}
tools: {a: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [tools.b.niche]}
`},
	{"cond read: existence test", `tools: [N=string]: {if N =~ "^a" {niche: "From cond."}}
tools: {a: {state: "active"}, a2: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools if t.niche != _|_ {n}]}
`},
	{"cond read: len of the section and of an entry", `tools: [N=string]: {if N =~ "^a" {niche: "From cond.", card: "c"}}
tools: {a: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: len(tools), max: 9}, models: ["\(len(tools.a))", "\(len(tools.b))"]}
`},
	{"dep read: len of an entry", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: {state: "active"}, b: {state: "active", card: "x"}}
providers: p: {budget: {target: 1, max: 9}, models: ["\(len(tools.a))", "\(len(tools.b))"]}
`},
	{"cond: escaped entry label", `tools: [N=string]: {if N == "a-b" {source: "mcp"}, card: *"Use \(N)." | string}
tools: {"a\u002db": {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card + t.source}]}
`},
	{"cond: entry with a template embedding", `#M: {state: *"deferred" | #State, ...}
tools: [N=string]: {if N =~ "^a" {state: "active"}}
tools: {a: {#M, niche: "n"}, b: {#M}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.state}]}
`},
	{"order: fields of an entry with dep and cond", `tools: [N=string]: {card: *"Use \(N)." | string, if N =~ "^a" {niche: "From cond.", implementation: "I"}}
tools: {a: {state: "active", description: "d"}, b: {description: "d", state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.a {k}, for k, _ in tools.b {k}]}
`},
	{"order: fields of every entry", `tools: [N=string]: {if N =~ "^a" {niche: "From cond."}, card: *"Use \(N)." | string}
tools: {b: {state: "active"}, a: {implementation: "I", state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools for k, _ in t {n + "." + k}]}
`},
	{"order: entries of the section", `tools: [N=string]: {if N =~ "^a" {niche: "From cond."}}
tools: {b: {state: "active"}, a: {state: "active"}, c: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, _ in tools {n}], first_turn: [for n, t in tools if t.niche != _|_ {n}]}
`},
	{"order: fields with a template and cond", `#M: #Tool & {state: *"deferred" | #State, group: "g"}
tools: [N=string]: {if N =~ "^a" {niche: "From cond."}}
tools: {a: #M & {card: "c"}, b: #M}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools for k, _ in t {n + "." + k}]}
`},
	{"order: json of an entry", `import "encoding/json"
tools: [N=string]: {card: *"Use \(N)." | string, if N =~ "^a" {niche: "From cond."}}
tools: {a: {state: "active", implementation: "I"}}
providers: p: {budget: {target: 1, max: 9}, models: [json.Marshal(tools.a)]}
`},
	{"dep+cond read: cond value overrides dep default", `tools: [N=string]: {card: *"Use \(N)." | string, if N == "a" {card: "Fixed."}}
tools: {a: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"dep+cond read: cond constraint keeps dep default", `tools: [N=string]: {card: *"Use \(N)." | string, if N == "a" {card: =~"^Use"}}
tools: {a: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"dep+cond read: cond optional constraint", `tools: [N=string]: {card: *"Use \(N)." | string, if N == "a" {card?: =~"^Use"}}
tools: {a: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"dep+cond read: cond disjunction keeps dep default", `tools: [N=string]: {card: *"Use \(N)." | string, if N == "a" {card: "Use a." | "Other."}}
tools: {a: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"dep+cond read: unify the read with another value", `tools: [N=string]: {card: *"Use \(N)." | string, if N == "a" {card: =~"^Use"}}
tools: {a: {state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card & "Use more."}]}
`},
	{"dep+cond: schema source via cond and dep", `tools: [N=string]: {description: *"\(N) from \(N)" | string, if N =~ "^m" {source: "mcp", state: *"deferred" | #State}}
tools: {m1: {}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.state + t.source + t.description}]}
`},
	{"dep: embedded definition with a default", `#M: {card: *"T." | string, ...}
tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: {#M, state: "active"}, b: {state: "active"}}
`},
	{"dep: embedded definition with a value, read", `#M: {card: "Fixed.", ...}
tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: {#M, state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"dep: embedded definition with a constraint, read", `#M: {card: =~"^Use", ...}
tools: [N=string]: {card: *"Use \(N)." | "Other"}
tools: {a: {#M, state: "active"}, b: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"dep: let-bound template with a default", `#M: #Tool & {card: *"T." | string}
tools: {
	let m = #M
	[N=string]: {card: *"Use \(N)." | string}
	a: m & {state: "active"}
}
`},
	{"cond: embedded definition on the entry conflicts with body", `#M: {implementation: "M", ...}
tools: [N=string]: {if N =~ "^a" {implementation: "C"}}
tools: {a: {#M, state: "active"}, b: {#M, state: "active"}}
`},
	{"cond: entry definition with default, body value", `#OD: #Tool & {state: *"deferred" | #State}
tools: [N=string]: {if N =~ "^a" {state: "active"}}
tools: {a: #OD & {niche: "n"}, b: #OD & {niche: "n"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.state}]}
`},
	{"cond: entry definition with default, body default", `#OD: #Tool & {state: *"deferred" | #State}
tools: [N=string]: {if N =~ "^a" {state: *"active" | #State}}
tools: {a: #OD & {niche: "n"}, b: #OD & {niche: "n"}}
`},
	{"dep+cond: keyword-like entry names", `tools: [N=string]: {card: *"Use \(N)." | string, if N == "for" || N =~ "^(true|null)$" {source: "mcp"}}
tools: {if: {state: "active"}, for: {state: "active"}, in: {state: "active"}, let: {state: "active"}, true: {state: "active"}, null: {state: "active"}, string: {state: "active"}, "N": {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card + t.source}]}
`},
	{"dep: hidden and definition-like fields inside tools", `tools: [N=string]: {card: *"Use \(N)." | string, if N =~ "^_" {bogus: 1}}
tools: {_h: {state: "bogus"}, a: {state: "active"}}
`},
	{"dep: entry in two declarations, second sets another value", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: {state: "active"}, b: {state: "active"}}
tools: a: card: "x"
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"dep: entry in two declarations, neither sets it", `tools: [N=string]: {card: *"Use \(N)." | string}
tools: {a: {state: "active"}, b: {state: "active"}}
tools: a: niche: "n"
providers: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}
`},
	{"cond: entry in two declarations, body and second conflict", `tools: [N=string]: {if N =~ "^a" {implementation: "C"}}
tools: {a: {state: "active"}, b: {state: "active"}}
tools: a: implementation: "D"
`},
	{"cond: entry in two declarations, second satisfies constraint", `tools: [N=string]: {if N =~ "^a" {niche: =~"^A"}}
tools: {a: {state: "active"}, b: {state: "active"}}
tools: a: niche: "A."
`},
	{"dep: bool from a label comparison", `tools: {a_new: {state: "active"}, old_a: {state: "deprecated"}, b: {state: "deprecated"}}
aliases: [N=string]: {replay_supported: N =~ "^old_", note: *"\(N) is old." | string}
aliases: {old_a: {replacement: "a_new", first_deprecated: "0.1.0", planned_removal: "TBD"}, b: {replacement: "a_new", first_deprecated: "0.1.0", planned_removal: "TBD"}}
`},
	{"cond: nested alias pattern in body", `tools: [N=string]: {if N =~ "^a" {annotations: [K=string]: K =~ "Hint$"}}
tools: {a: {state: "active", annotations: {readOnlyHint: true, x: false}}, b: {state: "active", annotations: {y: true}}}
`},
	{"cond: body names a definition declared in the section", `tools: {
	#X: {source: "mcp", ...}
	[N=string]: {if N =~ "^a" {#X}}
	a: {state: "active"}
}
`},
	{"cond: aliases section read by a comprehension", `tools: {a_new: {state: "active"}, old_a: {state: "deprecated"}, old_b: {state: "deprecated"}}
aliases: [N=string]: {first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: true, if N =~ "^old_" {note: *"Old." | string}}
aliases: {old_a: {replacement: "a_new"}, old_b: {replacement: "a_new", note: "B."}}
providers: p: {budget: {target: 1, max: 9}, models: [for n, a in aliases {a.note}]}
`},
	// --- checkRaw Equals ---
	{"raw: odd string escapes in parameters", `tools: {a: {state: "active", parameters: {type: "object", description: "\a\v\/\u00e9\U0001F600\\", properties: {"k\u00e9": {type: "string"}}}}, b: {state: "active", parameters: {type: "object", description: "\a\v\/\u00e9\U0001F600\\", properties: {"k\u00e9": {type: "string"}}}}}
`},
	{"raw: raw and multi-line strings in parameters", "tools: {a: {state: \"active\", parameters: {type: \"object\", description: #\"a\\b \\#t\"#, title: \"\"\"\n\t\tx\n\t\t  y\n\t\t\"\"\"}}}\n"},
	{"raw: bytes in parameters", `tools: {a: {state: "active", parameters: {type: "object", description: 'ab'}}}
`},
	{"raw: big and exotic numbers", `tools: {a: {state: "active", parameters: {type: "object", maximum: 1e400, minimum: -0.0, multipleOf: 0.1e1, maxLength: 0o17, minLength: 0b11, maxItems: 1Ki}}}
`},
	{"raw: annotations with escapes", `tools: {a: {state: "active", annotations: {title: "\u00e9\t"}}, b: {state: "active", annotations: {title: "\u00e9"}}}
`},
	{"raw: float representation vs constraint", `#Parameters: {type?: "object", properties?: [string]: {maximum?: 1000.0, minimum?: 2.5, ...}, ...}
tools: {a: {state: "active", parameters: {type: "object", properties: {x: {maximum: 1e3, minimum: 2.50}}}}}
`},
	{"raw: float representation alone", `tools: {a: {state: "active", parameters: {type: "object", properties: {x: {maximum: 1e3, minimum: 2.50, d: 0x10, e: 1_000}}}}}
`},
	{"raw: float representation in a template", `#M: #Tool & {state: *"deferred" | #State, parameters: {properties: {x: {maximum: 1000.0}}, ...}}
tools: {a: #M & {parameters: {type: "object", properties: {x: {maximum: 1e3}}}}}
`},
	{"raw: float representation, pattern template", `tools: [string]: {parameters?: {properties?: {x?: {maximum?: 1000.0, ...}, ...}, ...}}
tools: {a: {state: "active", parameters: {type: "object", properties: {x: {maximum: 1e3}}}}}
`},
	{"raw: int multiple representations", `#Parameters: {type?: "object", properties?: [string]: {maxLength?: 16, ...}, ...}
tools: {a: {state: "active", parameters: {type: "object", properties: {x: {maxLength: 0x10}}}}}
`},
	{"raw: unicode string escapes", `#Parameters: {type?: "object", description?: "é", ...}
tools: {a: {state: "active", parameters: {type: "object", description: "\u00e9"}}}
`},
	{"raw: int vs float constraint", `#Parameters: {type?: "object", properties?: [string]: {maximum?: number}, ...}
tools: {a: {state: "active", parameters: {type: "object", properties: {x: {maximum: 1}}}}, b: {state: "active", parameters: {type: "object", properties: {x: {maximum: 1.0}}}}}
`},
	{"raw: null field", `#Parameters: {type?: "object", default?: null | int, ...}
tools: {a: {state: "active", parameters: {type: "object", default: null}}}
`},
	{"raw: list default elements", `#Parameters: {type?: "object", required?: [...string], enum: *[] | [...], ...}
tools: {a: {state: "active", parameters: {type: "object"}}}
`},
	{"raw: optional struct with nothing concrete", `#Parameters: {type?: "object", properties: {}, ...}
tools: {a: {state: "active", parameters: {type: "object"}}}
`},
	{"raw: nested optional-only struct", `#Parameters: {type?: "object", x: {y?: int}, ...}
tools: {a: {state: "active", parameters: {type: "object"}}}
`},
	{"raw: field order by constraint", `#Parameters: {required?: _, properties?: _, type?: "object", ...}
tools: {a: {state: "active", parameters: {type: "object", properties: {x: {type: "string"}}, required: ["x"]}}, b: {state: "active", parameters: {type: "object", required: ["x"], properties: {x: {type: "string"}}}}}
`},
	{"raw: let in constraint", `#Parameters: {let t = "object", type?: t, ...}
tools: {a: {state: "active", parameters: {type: "object"}}}
`},
	{"raw: annotations default", `tools: [string]: {annotations: {readOnlyHint: *false | bool, ...}}
tools: {a: {state: "active", annotations: {x: true}}}
`},
	{"raw: card_list default", `tools: [string]: {card_list?: {line: *"- {name}" | string}}
tools: {a: {state: "active", card_list: {header: "h"}}}
`},
	{"raw: dynamic element default", `tools: [string]: {dynamic?: [...{why: *"x" | string, ...}]}
tools: {a: {state: "active", dynamic: [{id: "d"}]}}
`},
}

// rev7Files are cases of several files (base prepended to a.cue).
var rev7Files = []struct {
	name  string
	files map[string]string
}{
	{"dep pattern in one file, entries in another", map[string]string{
		"a.cue": "tools: [N=string]: {card: *\"Use \\(N).\" | string, if N =~ \"^a\" {niche: =~\"^A\"}}\n",
		"b.cue": "package toolpolicy\ntools: {a: {state: \"active\", niche: \"A.\"}, b: {state: \"active\", card: \"B\"}, a2: {state: \"active\", niche: \"B.\"}}\n"}},
	{"dep pattern in one file, entries in another, valid", map[string]string{
		"a.cue": "tools: [N=string]: {card: *\"Use \\(N).\" | string, if N =~ \"^a\" {niche: =~\"^A\"}}\n",
		"b.cue": "package toolpolicy\ntools: {a: {state: \"active\", niche: \"A.\"}, b: {state: \"active\", card: \"B\"}}\n",
		"c.cue": "package toolpolicy\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}\n"}},
	{"same dep pattern in two files", map[string]string{
		"a.cue": "tools: [N=string]: {card: *\"Use \\(N).\" | string}\ntools: a: state: \"active\"\n",
		"b.cue": "package toolpolicy\ntools: [N=string]: {card: *\"Use \\(N).\" | string}\ntools: b: state: \"active\"\n"}},
	{"two dep patterns, other fields, two files", map[string]string{
		"a.cue": "tools: [N=string]: {card: *\"Use \\(N).\" | string}\ntools: a: state: \"active\"\n",
		"b.cue": "package toolpolicy\ntools: [N=string]: {implementation: *\"\\(N)Impl\" | string}\ntools: b: {state: \"active\", implementation: \"aImpl\"}\n"}},
	{"json of entries with dep and cond fields", map[string]string{
		"a.cue": "tools: [N=string]: {card: *\"Use_\\(N).\" | string, if N =~ \"^a\" {niche: \"Cond.\", annotations: {readOnlyHint: true}}}\ntools: {a: {state: \"active\", implementation: \"I\", annotations: {x: false}}, b: {state: \"active\", card: \"B\"}}\n",
		"b.cue": "package toolpolicy\nimport \"encoding/json\"\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(tools.a), json.Marshal(tools.b), json.Marshal(tools)]}\n"}},
	{"json of entries with raw parameters and constraint", map[string]string{
		"a.cue": "#Parameters: {type?: \"object\", additionalProperties: *false | bool, properties?: [string]: {type: *\"string\" | string, ...}, ...}\ntools: {a: {state: \"active\", parameters: {type: \"object\", properties: {q: {description: \"d\"}}}}, b: {state: \"active\", parameters: {properties: {q: {type: \"integer\"}}, type: \"object\", additionalProperties: false}}}\n",
		"b.cue": "package toolpolicy\nimport \"encoding/json\"\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(tools.a.parameters), json.Marshal(tools.b.parameters)]}\n"}},
}

// TestReview7Files: rev7Files, fast path against plain evaluation
// (strict) and against the cue command.
func TestReview7Files(t *testing.T) {
	for _, c := range breadth(rev7Files) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := reviewDir(t, c.files)
			agreeWithCue(t, dir, withMinEntries(0))
		})
	}
}

// TestReview7: rev7Cases, fast path against plain evaluation (strict)
// and against the cue command.
func TestReview7(t *testing.T) {
	for _, c := range breadth(rev7Cases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := policytest.Dir(t, map[string]string{"a.cue": withImportsFirst(base, c.src)})
			if mm, _ := compareBoth(dir, true, withMinEntries(0)); mm != "" {
				t.Error(mm)
			}
			agreeWithCue(t, dir, withMinEntries(0))
		})
	}
}
