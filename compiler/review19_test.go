package compiler

import (
	"fmt"
	"strings"
	"testing"
)

// review19 (helper-51): combinations of rewrites, definitions chained and
// embedded, defaults across files, lets and aliases, numbers, bytes, null,
// attributes, builtins, comprehensions reading entries, big policies.
//
// The cases named "order: ..." found the order of a section's fields,
// seen through a list (or a scalar picked from one) built by a for clause
// over the section, disagreeing with cue export: listgen.go, hiddencopy.go
// and jsondata.go wrote fields where a comprehension or a call stood,
// where CUE puts them after the declared ones, and skipped only sections
// a for clause read whole. They now skip any section whose order or whose
// entries' field order the policy observes (orderSeen, as the fold does).

const imp19 = "package toolpolicy\nimport (\n\t\"strings\"\n\t\"list\"\n\t\"struct\"\n\t\"math\"\n)\n"

// b19 is b.cue with the imports above (the names unused are referred to by
// a hidden field so the file compiles).
func b19(src string) string {
	return withImportsFirst(imp19+"_use19: [strings.ToUpper(\"a\"), len(list.Concat([[1]])), struct.MinFields(0) & {}, math.Abs(1)]\n", src)
}

var review19Cases = []reviewCase{
	// --- definitions embedded, chained, optional/required ---
	{"def: embedded closed def plus a pattern field", map[string]string{"a.cue": "#D: {source: \"mcp\"}\ntools: a: {#D, state: \"active\"}\ntools: b: {state: \"active\"}\ntools: [string]: {card: \"x\"}\n"}},
	{"def: embedded open def plus a pattern field", map[string]string{"a.cue": "#D: {source: \"mcp\", ...}\ntools: a: {#D, state: \"active\"}\ntools: b: {state: \"active\"}\ntools: [string]: {card: \"x\"}\n"}},
	{"def: embedded #Tool plus a pattern field", map[string]string{"a.cue": "tools: a: {#Tool, state: \"active\"}\ntools: b: {state: \"active\"}\ntools: [string]: {card: \"x\"}\n"}},
	{"def: embedded #Tool plus an unknown pattern field", map[string]string{"a.cue": "tools: a: {#Tool, state: \"active\"}\ntools: b: {state: \"active\"}\ntools: [string]: {_h: 1}\n"}},
	{"def: chained definitions", map[string]string{"a.cue": "#A: #Tool & {source: \"mcp\"}\n#B: #A & {state: *\"deferred\" | #State}\n#C: #B & {card: *\"Load.\" | string}\ntools: {a: #C, b: #C & {state: \"active\"}, c: #C & {card: \"X\"}, d: {state: \"active\"}}\n"}},
	{"def: chained definitions, closed conflict", map[string]string{"a.cue": "#A: #Tool & {source: \"mcp\"}\n#B: #A & {state: *\"deferred\" | #State}\ntools: {a: #B, b: #B & {nope: 1}, d: {state: \"active\"}}\n"}},
	{"def: chained definitions, source overridden", map[string]string{"a.cue": "#A: #Tool & {source: \"mcp\"}\n#B: #A & {state: *\"deferred\" | #State}\ntools: {a: #B, b: #B & {source: \"builtin\"}, d: {state: \"active\"}}\n"}},
	{"def: required field missing", map[string]string{"a.cue": "#R: {card!: string, ...}\ntools: {a: #R & {state: \"deferred\", card: \"c\"}, b: #R & {state: \"deferred\"}}\n"}},
	{"def: required field given in another file", map[string]string{"a.cue": "#R: {card!: string, ...}\ntools: {a: #R & {state: \"deferred\", card: \"c\"}, b: #R & {state: \"deferred\"}}\n", "b.cue": "package toolpolicy\ntools: b: card: \"d\"\n"}},
	{"def: optional field constraint", map[string]string{"a.cue": "#O: {niche?: =~\"^[A-Z]\", ...}\ntools: {a: #O & {state: \"active\", niche: \"Good\"}, b: #O & {state: \"active\", niche: \"bad\"}}\n"}},
	{"def: optional field constraint, absent", map[string]string{"a.cue": "#O: {niche?: =~\"^[A-Z]\", ...}\ntools: {a: #O & {state: \"active\", niche: \"Good\"}, b: #O & {state: \"active\"}}\n"}},
	{"def: required field in a pattern", map[string]string{"a.cue": "tools: [string]: {niche!: string}\ntools: {a: {state: \"active\", niche: \"n\"}, b: {state: \"active\"}}\n"}},
	{"def: required field in a pattern, all given", map[string]string{"a.cue": "tools: [string]: {niche!: string}\ntools: {a: {state: \"active\", niche: \"n\"}, b: {state: \"active\", niche: \"m\"}}\n"}},
	{"def: required field with a concrete value", map[string]string{"a.cue": "tools: [string]: {source!: \"mcp\"}\ntools: {a: {state: \"active\", source: \"mcp\"}, b: {state: \"active\"}}\n"}},
	{"def: definition of a definition field", map[string]string{"a.cue": "#P: {#T: #Tool & {source: \"mcp\"}}\ntools: {a: #P.#T & {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"def: definition with a let", map[string]string{"a.cue": "#L: {let s = \"mcp\", source: s, ...}\ntools: {a: #L & {state: \"active\"}, b: #L & {state: \"deferred\"}}\n"}},
	{"def: hidden definition chained", map[string]string{"a.cue": "_#A: #Tool & {source: \"mcp\"}\n#B: _#A & {card: \"c\"}\ntools: {a: #B & {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"def: closed def with ellipsis", map[string]string{"a.cue": "tools: [string]: close({state: _, ...})\ntools: {a: {state: \"active\", niche: \"n\"}, b: {state: \"active\", card: \"c\"}}\n"}},
	{"def: def with ellipsis and a pattern", map[string]string{"a.cue": "#E: {[=~\"^n\"]: =~\"^N\", ...}\ntools: [string]: #E\ntools: {a: {state: \"active\", niche: \"N\"}, b: {state: \"active\", niche: \"x\"}}\n"}},

	// --- defaults across files ---
	{"default: overridden in another file", map[string]string{"a.cue": "tools: [string]: source: *\"mcp\" | _\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: source: \"builtin\"\n"}},
	{"default: two defaults meet", map[string]string{"a.cue": "tools: [string]: source: *\"mcp\" | _\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: [string]: source: *\"builtin\" | _\n"}},
	{"default: two defaults meet, one entry concrete", map[string]string{"a.cue": "tools: [string]: source: *\"mcp\" | _\ntools: {a: {state: \"active\", source: \"mcp\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: [string]: source: *\"builtin\" | _\n"}},
	{"default: default of state in a def and entry", map[string]string{"a.cue": "#A: #Tool & {state: *\"deferred\" | #State}\ntools: {a: #A & {state: *\"active\" | #State}, b: #A}\n"}},
	{"default: default struct in a pattern", map[string]string{"a.cue": "tools: [string]: annotations: *{ro: true} | {ro: bool}\ntools: {a: {state: \"active\"}, b: {state: \"active\", annotations: ro: false}}\n"}},
	{"default: default list in a pattern", map[string]string{"a.cue": "tools: [string]: groups: *[\"core\"] | [...#Name]\ntools: {a: {state: \"active\"}, b: {state: \"active\", groups: [\"x\"]}}\n"}},
	{"default: hidden flag default overridden", map[string]string{"a.cue": "_s: *\"deferred\" | \"active\"\ntools: {a: {state: _s}, b: {state: _s}}\n", "b.cue": "package toolpolicy\n_s: \"active\"\n"}},
	{"default: hidden flag default, card needed", map[string]string{"a.cue": "_s: *\"deferred\" | \"active\"\ntools: {a: {state: _s, card: \"c\"}, b: {state: _s}}\n"}},

	// --- let, aliases, interpolation ---
	{"let: in a comprehension", map[string]string{"a.cue": "", "b.cue": b19("_n: [\"a\", \"b\"]\ntools: {for n in _n let u = strings.ToUpper(n) {(n): {state: \"active\", niche: u}}}\n")}},
	{"let: in a comprehension, two clauses", map[string]string{"a.cue": "_n: [\"a\", \"b\"]\ntools: {for i, n in _n let j = i + 1 if j > 1 {(n): {state: \"active\", niche: \"n\\(j)\"}}}\ntools: c: state: \"active\"\n"}},
	{"let: file-level let as template", map[string]string{"a.cue": "let T = #Tool & {source: \"mcp\"}\ntools: {a: T & {state: \"active\"}, b: T & {state: \"deferred\"}}\n"}},
	{"let: file-level let shadowed in entry", map[string]string{"a.cue": "let S = \"active\"\ntools: {a: {let S = \"deferred\", state: S}, b: {state: S}}\n"}},
	{"alias: value alias reading a default", map[string]string{"a.cue": "tools: [string]: source: *\"mcp\" | _\ntools: {a: V={state: \"active\", niche: \"from \\(V.source)\"}, b: {state: \"active\"}}\n"}},
	{"alias: value alias reading a pattern field", map[string]string{"a.cue": "tools: [string]: card: *\"C\" | string\ntools: {a: V={state: \"deferred\", niche: \"card \\(V.card)\"}, b: {state: \"active\"}}\n"}},
	{"alias: field alias at top", map[string]string{"a.cue": "T=tools: {a: {state: \"active\"}, b: {state: T.a.state}}\n"}},
	{"alias: label alias in an entry", map[string]string{"a.cue": "tools: {A=a: {state: \"active\"}, b: {state: A.state, niche: \"x\"}}\n"}},
	{"alias: dynamic label alias", map[string]string{"a.cue": "_n: \"a\"\ntools: {(_n): {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"interp: label interpolation", map[string]string{"a.cue": "_p: \"gh\"\ntools: {\"\\(_p)_a\": {state: \"active\"}, \"\\(_p)_b\": {state: \"deferred\", card: \"c\"}}\n"}},
	{"interp: label interpolation, invalid name", map[string]string{"a.cue": "_p: \"g h\"\ntools: {\"\\(_p)_a\": {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"interp: value interpolation of a number", map[string]string{"a.cue": "_n: 1.50\ntools: {a: {state: \"active\", niche: \"v\\(_n)\"}, b: {state: \"active\"}}\n"}},
	{"interp: value interpolation of an int expr", map[string]string{"a.cue": "_n: 10\ntools: {a: {state: \"active\", niche: \"v\\(_n / 4)\"}, b: {state: \"active\", niche: \"v\\(div(_n, 4))\"}}\n"}},
	{"interp: value interpolation of bytes", map[string]string{"a.cue": "_b: 'xy'\ntools: {a: {state: \"active\", niche: \"v\\(_b)\"}, b: {state: \"active\"}}\n"}},
	{"interp: multi-line with interpolation", map[string]string{"a.cue": "_x: \"X\"\ntools: {a: {state: \"active\", description: \"\"\"\n\tline \\(_x)\n\tnext\n\t\"\"\"}, b: {state: \"active\"}}\n"}},

	// --- scalars ---
	{"num: budget float", map[string]string{"a.cue": "tools: z: state: \"active\"\nproviders: p: budget: {target: 1.0, max: 2}\n"}},
	{"num: budget exponent", map[string]string{"a.cue": "tools: z: state: \"active\"\nproviders: p: budget: {target: 1, max: 1e3}\n"}},
	{"num: budget hex and underscores", map[string]string{"a.cue": "tools: z: state: \"active\"\nproviders: p: budget: {target: 0x10, max: 1_000}\n"}},
	{"num: budget SI suffix", map[string]string{"a.cue": "tools: z: state: \"active\"\nproviders: p: budget: {target: 1Ki, max: 2K}\n"}},
	{"num: budget computed", map[string]string{"a.cue": "tools: z: state: \"active\"\n_n: 3\nproviders: p: budget: {target: _n * 2, max: _n * _n}\n"}},
	{"num: budget computed float", map[string]string{"a.cue": "tools: z: state: \"active\"\n_n: 3\nproviders: p: budget: {target: _n / 3, max: 9}\n"}},
	{"num: card_max_length big", map[string]string{"a.cue": "tools: z: state: \"active\"\ncatalog: card_max_length: 9223372036854775807\n"}},
	{"num: card_max_length too big", map[string]string{"a.cue": "tools: z: state: \"active\"\ncatalog: card_max_length: 9223372036854775808\n"}},
	{"num: attribute number forms", map[string]string{"a.cue": "tools: z: state: \"active\"\nmodels: m: attributes: {a: 1.0, b: 1e2, c: 0x1f, d: 1Mi, e: -0.0}\n"}},
	{"num: attribute huge exponent", map[string]string{"a.cue": "tools: z: state: \"active\"\nmodels: m: attributes: {a: 1e400}\n"}},
	{"num: bound at_least tiny", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"x\", at_least: 1e-400}}, b: {state: \"active\"}}\n"}},
	{"num: annotation number", map[string]string{"a.cue": "tools: {a: {state: \"active\", annotations: {n: 1}}, b: {state: \"active\"}}\n"}},
	{"bytes: card bytes", map[string]string{"a.cue": "tools: {a: {state: \"deferred\", card: 'c'}, b: {state: \"active\"}}\n"}},
	{"null: niche null", map[string]string{"a.cue": "tools: {a: {state: \"active\", niche: null}, b: {state: \"active\"}}\n"}},
	{"null: null or string default", map[string]string{"a.cue": "tools: [string]: niche: *null | string\ntools: {a: {state: \"active\", niche: \"n\"}, b: {state: \"active\"}}\n"}},
	{"null: string or null default", map[string]string{"a.cue": "tools: [string]: niche: *\"d\" | null\ntools: {a: {state: \"active\", niche: \"d\"}, b: {state: \"active\"}}\n"}},
	{"bool: annotation from a comparison", map[string]string{"a.cue": "tools: {a: {state: \"active\", annotations: {ro: 1 < 2}}, b: {state: \"active\", annotations: {ro: \"a\" == \"b\"}}}\n"}},

	// --- attributes ---
	{"attr: @if file excluded", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "@if(never)\npackage toolpolicy\ntools: a: state: \"deferred\"\n"}},
	{"attr: @if on a field", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: {niche: \"n\" @if(never)}\n"}},
	{"attr: unknown attribute on a field", map[string]string{"a.cue": "tools: {a: {state: \"active\" @foo(bar)}, b: {state: \"active\" @json(x)}}\n"}},
	{"attr: tag with default unset", map[string]string{"a.cue": "_s: *\"active\" | \"deferred\" @tag(s)\ntools: {a: {state: _s}, b: {state: _s}}\n"}},
	{"attr: tag without default", map[string]string{"a.cue": "_s: string @tag(s)\ntools: {a: {state: _s}, b: {state: \"active\"}}\n"}},

	// --- stdlib ---
	{"std: MinFields on the section, too few", map[string]string{"a.cue": "", "b.cue": b19("tools: struct.MinFields(3)\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n")}},
	{"std: MaxFields on the section", map[string]string{"a.cue": "", "b.cue": b19("tools: struct.MaxFields(1)\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n")}},
	{"std: MaxFields on the section, hidden field", map[string]string{"a.cue": "", "b.cue": b19("tools: struct.MaxFields(2)\ntools: {a: {state: \"active\"}, b: {state: \"active\"}, _c: 1}\n")}},
	{"std: MinFields on an entry with optional fields", map[string]string{"a.cue": "", "b.cue": b19("tools: [string]: struct.MinFields(3)\ntools: {a: {state: \"active\", niche?: \"n\"}, b: {state: \"active\", niche: \"n\"}}\n")}},
	{"std: strings.Join for a niche", map[string]string{"a.cue": "", "b.cue": b19("tools: {a: {state: \"active\", niche: strings.Join([\"a\", \"b\"], \"-\")}, b: {state: \"active\"}}\n")}},
	{"std: list.Sort for groups", map[string]string{"a.cue": "", "b.cue": b19("tools: {a: {state: \"active\", groups: list.Sort([\"z\", \"a\"], list.Ascending)}, b: {state: \"active\"}}\n")}},
	{"std: math.Floor int", map[string]string{"a.cue": "", "b.cue": b19("tools: z: state: \"active\"\nproviders: p: budget: {target: math.Floor(2.5), max: 9}\n")}},
	{"std: strings.MaxRunes on a pattern, bytes", map[string]string{"a.cue": "", "b.cue": b19("tools: [string]: {niche?: strings.MaxRunes(3)}\ntools: {a: {state: \"active\", niche: \"ééé\"}, b: {state: \"active\", niche: \"abcd\"}}\n")}},
	{"std: matchN with zero", map[string]string{"a.cue": "tools: [string]: matchN(0, [{state: \"deprecated\"}])\ntools: {a: {state: \"active\"}, b: {state: \"deprecated\"}}\n"}},
	{"std: matchN not", map[string]string{"a.cue": "tools: [string]: {niche?: matchN(0, [=~\"TODO\"])}\ntools: {a: {state: \"active\", niche: \"ok\"}, b: {state: \"active\", niche: \"TODO x\"}}\n"}},
	{"std: matchIf on a string field", map[string]string{"a.cue": "tools: [string]: {niche?: matchIf(=~\"^A\", =~\"\\\\.$\", _)}\ntools: {a: {state: \"active\", niche: \"A thing.\"}, b: {state: \"active\", niche: \"A thing\"}}\n"}},
	{"std: error in an entry", map[string]string{"a.cue": "tools: {a: {state: \"active\", niche: error(\"nope\")}, b: {state: \"active\"}}\n"}},
	{"std: error in an unused hidden field", map[string]string{"a.cue": "_x: error(\"nope\")\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"std: error as a default fallback", map[string]string{"a.cue": "tools: [string]: {niche: *\"n\" | error(\"x\")}\ntools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"m\"}}\n"}},

	// --- comprehensions reading entries ---
	{"comp: entry made from another's state", map[string]string{"a.cue": "tools: a: state: \"active\"\ntools: {if tools.a.state == \"active\" {b: {state: \"deferred\", card: \"c\"}}}\n"}},
	{"comp: entry made from another's default", map[string]string{"a.cue": "tools: [string]: source: *\"builtin\" | _\ntools: a: state: \"active\"\ntools: {if tools.a.source == \"builtin\" {b: {state: \"active\"}}}\n"}},
	{"comp: retired from states", map[string]string{"a.cue": "tools: {a: {state: \"removed\"}, b: {state: \"active\"}}\nretired: {for n, t in tools if t.state == \"removed\" {\"\\(n)_old\": {reason: \"gone \\(n)\"}}}\n"}},
	{"comp: aliases from hidden optional field", map[string]string{"a.cue": "tools: [string]: {_repl?: string}\ntools: {a: {state: \"deprecated\", _repl: \"b\"}, b: {state: \"active\"}}\naliases: {for n, t in tools if t._repl != _|_ {(n): {replacement: t._repl, first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: false}}}\n"}},
	{"comp: guard on an optional field of a pattern", map[string]string{"a.cue": "tools: [string]: {niche?: string, if niche != _|_ {card: \"C: \" + niche}}\ntools: {a: {state: \"deferred\", niche: \"n\"}, b: {state: \"active\"}}\n"}},
	{"comp: guard on an optional field of a pattern, conflict", map[string]string{"a.cue": "tools: [string]: {niche?: string, if niche != _|_ {card: \"C: \" + niche}}\ntools: {a: {state: \"deferred\", niche: \"n\", card: \"x\"}, b: {state: \"active\"}}\n"}},
	{"comp: guard reading a hidden list length", map[string]string{"a.cue": "_l: [1, 2]\ntools: {if len(_l) > 1 {a: {state: \"active\"}}, b: {state: \"active\"}}\n"}},
	{"comp: list comprehension in groups", map[string]string{"a.cue": "_g: [\"x\", \"y\", \"z\"]\ntools: {a: {state: \"active\", groups: [for g in _g if g != \"y\" {g}]}, b: {state: \"active\"}}\n"}},
	{"comp: first_turn from entries", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"deferred\", card: \"c\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}]}\n"}},
	{"comp: nested for over two hidden maps", map[string]string{"a.cue": "_s: {gh: [\"a\", \"b\"], jr: [\"c\"]}\ntools: {for s, l in _s for n in l {\"\\(s)_\\(n)\": {state: \"active\", source: \"mcp\"}}}\n"}},
	{"comp: for over a struct with a pattern", map[string]string{"a.cue": "_c: [string]: {enabled: *true | bool}\n_c: {a: {}, b: {enabled: false}}\ntools: {for n, v in _c if v.enabled {(n): {state: \"active\"}}}\ntools: z: state: \"active\"\n"}},

	// --- hidden fields in many files, fields split across files ---
	{"split: entry split over three files", map[string]string{"a.cue": "tools: a: state: \"deferred\"\ntools: b: state: \"active\"\n", "b.cue": "package toolpolicy\ntools: a: card: \"c\"\n", "c.cue": "package toolpolicy\ntools: a: source: \"mcp\"\n"}},
	{"split: entry split, conflict across files", map[string]string{"a.cue": "tools: a: state: \"deferred\"\ntools: b: state: \"active\"\n", "b.cue": "package toolpolicy\ntools: a: card: \"c\"\n", "c.cue": "package toolpolicy\ntools: a: card: \"d\"\n"}},
	{"split: hidden field in two files", map[string]string{"a.cue": "_x: {a: 1}\ntools: {a: {state: \"active\", niche: \"\\(_x.a)\\(_x.b)\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\n_x: {b: 2}\n"}},
	{"split: hidden gate in a second file", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: _gate: {visible_for: \"c\"}\n"}},
	{"split: hidden gate in two files for one entry", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: _gate: {visible_for: \"c\"}\n"}},
	{"split: hidden gate conflicting in two files", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: _gate: {hidden_for: \"c\"}\n"}},
	{"split: pattern in one file, entries in another, override in a third", map[string]string{"a.cue": "tools: [=~\"^m_\"]: {source: \"mcp\", state: *\"deferred\" | #State, card: *\"Load.\" | string}\n", "b.cue": "package toolpolicy\ntools: {m_a: {}, m_b: {state: \"active\"}, x: {state: \"active\"}}\n", "c.cue": "package toolpolicy\ntools: m_a: card: \"Mine.\"\n"}},

	// --- combinations of rewrites ---
	{"combo: hidden gate and a tied pattern", map[string]string{"a.cue": g18 + mn18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}, b: {state: \"deferred\", card: \"c\"}, c: {state: \"deprecated\", _gate: {hidden_for: \"c\"}}}\n"}},
	{"combo: hidden gate and a tied pattern, bad", map[string]string{"a.cue": g18 + mn18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}, b: {state: \"deferred\"}, c: {state: \"deprecated\", _gate: {hidden_for: \"c\"}}}\n"}},
	{"combo: hidden gate and a keep pattern", map[string]string{"a.cue": g18 + "tools: [N=string]: {if N =~ \"^a\" {niche: \"N \\(N)\"}}\ntools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}, ab: {state: \"active\", niche: \"N ab\"}, b: {state: \"active\", _gate: {hidden_for: \"c\"}}}\n"}},
	{"combo: label or and a keep pattern", map[string]string{"a.cue": "_srv: [\"gh\", \"jr\"]\ntools: [or([for s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\ntools: [N=string]: {if N =~ \"_x$\" {card: \"card \\(N)\"}}\ntools: {gh_x: {state: \"deferred\"}, jr_y: {state: \"active\"}, z_x: {state: \"deferred\", card: \"card z_x\"}}\n"}},
	{"combo: label or and a keep pattern, conflict", map[string]string{"a.cue": "_srv: [\"gh\", \"jr\"]\ntools: [or([for s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\ntools: [N=string]: {if N =~ \"_x$\" {card: \"card \\(N)\"}}\ntools: {gh_x: {state: \"deferred\", card: \"other\"}, jr_y: {state: \"active\"}}\n"}},
	{"combo: listgen and a lookup", map[string]string{"a.cue": od18 + "_od: [\"old_a\", \"b\"]\nfor n in _od {tools: (n): #OD}\n_r: {old_a: \"a\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {}, b: {niche: \"B\"}}\n"}},
	{"combo: listgen and a lookup, conflict", map[string]string{"a.cue": od18 + "_od: [\"old_a\", \"b\"]\nfor n in _od {tools: (n): #OD}\n_r: {old_a: \"a\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {niche: \"Other.\"}, b: {niche: \"B\"}}\n"}},
	{"combo: listgen and a hidden gate", map[string]string{"a.cue": g18 + od18 + "_od: [\"a\", \"b\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {_gate: {visible_for: \"c\"}}, b: {state: \"active\"}}\n"}},
	{"combo: listgen with a def that has a hidden gate", map[string]string{"a.cue": g18 + "#OG: #Tool & {state: *\"deferred\" | #State, _gate: {visible_for: \"c\"}}\n_od: [\"a\"]\nfor n in _od {tools: (n): #OG}\ntools: {a: {}, b: {state: \"active\", _gate: {hidden_for: \"c\"}}}\n"}},
	{"combo: listgen, the list's element default", map[string]string{"a.cue": od18 + "_od: [*\"a\" | \"b\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"combo: listgen, interpolated element", map[string]string{"a.cue": od18 + "_p: \"a\"\n_od: [\"\\(_p)_x\"]\nfor n in _od {tools: (n): #OD}\ntools: {a_x: {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"combo: listgen in a second file, list in a first", map[string]string{"a.cue": od18 + "_od: [\"a\"]\ntools: {a: {niche: \"x\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\nfor n in _od {tools: (n): #OD}\n"}},
	{"combo: listgen twice over one list", map[string]string{"a.cue": od18 + "_od: [\"a\"]\nfor n in _od {tools: (n): #OD}\nfor n in _od {tools: (n): {card: \"C\"}}\ntools: {a: {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"combo: listgen, a for with a let", map[string]string{"a.cue": od18 + "_od: [\"a\"]\nfor n in _od let m = n {tools: (m): #OD}\ntools: {a: {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"combo: listgen shadowed name", map[string]string{"a.cue": od18 + "_od: [\"a\"]\nfor n in _od {tools: (n): #OD & {niche: n}}\ntools: {a: {}, b: {state: \"active\"}}\n"}},
	{"combo: lookup table from a comprehension over tools", map[string]string{"a.cue": "_r: {for n, t in tools if t.state == \"deprecated\" {(n): \"x\"}}\ntools: [N=_]: {if _r[N] != _|_ {niche: *\"Old.\" | string}}\ntools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
	{"combo: tied pattern and a hidden copy into retired", map[string]string{"a.cue": mn18 + "retired: {for n, t in tools if t._ret != _|_ {(n): t._ret}}\ntools: {a: {state: \"deprecated\", _ret: {reason: \"r\"}}, b: {state: \"active\"}}\n"}},
	{"combo: hidden copy with a default value", map[string]string{"a.cue": "retired: {for n, t in tools if t._ret != _|_ {(n): t._ret}}\ntools: {a: {state: \"deprecated\", _ret: {reason: *\"r\" | \"s\"}}, b: {state: \"active\"}}\n"}},
	{"combo: hidden copy into a section with its own entry", map[string]string{"a.cue": "retired: {for n, t in tools if t._ret != _|_ {(n): t._ret}, a: {since: \"1.0.0\"}}\ntools: {a: {state: \"deprecated\", _ret: {reason: \"r\"}}, b: {state: \"active\"}}\n"}},
	{"combo: hidden copy into a section with its own conflicting entry", map[string]string{"a.cue": "retired: {for n, t in tools if t._ret != _|_ {(n): t._ret}, a: {reason: \"q\"}}\ntools: {a: {state: \"deprecated\", _ret: {reason: \"r\"}}, b: {state: \"active\"}}\n"}},
	{"combo: hidden copy from aliases to retired", map[string]string{"a.cue": "retired: {for n, t in aliases if t._ret != _|_ {(n): t._ret}}\naliases: {x: {replacement: \"a\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: false, _ret: {reason: \"r\"}}}\ntools: {a: {state: \"active\"}}\n"}},
	{"combo: hidden copy with a value alias on the entry", map[string]string{"a.cue": g18 + "tools: {a: V={state: \"active\", _gate: {visible_for: \"c\"}, niche: V.state}, b: {state: \"active\"}}\n"}},
	{"combo: hidden copy, entry in a conjunction with a def", map[string]string{"a.cue": g18 + "#D: #Tool & {source: \"mcp\"}\ntools: {a: #D & {state: \"active\", _gate: {visible_for: \"c\"}}, b: {state: \"active\"}}\n"}},
	{"combo: hidden copy, entry in a conjunction with a closed struct", map[string]string{"a.cue": g18 + "tools: {a: close({state: \"active\"}) & {_gate: {visible_for: \"c\"}}, b: {state: \"active\"}}\n"}},
	{"combo: hidden copy, entry disjunction", map[string]string{"a.cue": g18 + "tools: {a: *{state: \"active\", _gate: {visible_for: \"c\"}} | {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"combo: hidden copy, gates pattern default", map[string]string{"a.cue": g18 + "gates: [string]: {visible_for?: *\"c\" | #Name}\ntools: {a: {state: \"active\", _gate: {}}, b: {state: \"active\"}}\n"}},
	{"combo: hidden copy, gate a bottom-ish literal", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"} & {hidden_for: \"c\"}}, b: {state: \"active\"}}\n"}},
	{"combo: hidden copy in an if-wrapped file", map[string]string{"a.cue": g18 + "tools: {b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\n_on: false\nif _on {tools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}}}\n"}},
	{"combo: hidden copy, entries section written twice", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}}\ntools: {b: {state: \"active\", _gate: {hidden_for: \"c\"}}}\n"}},
	{"combo: hidden copy with hidden in another package scope", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}, b: {state: \"active\"}}\n", "b.cue": "package other\n_gate: 1\n"}},

	// --- order and data read through views ---
	{"order: first_turn over entries split across files", map[string]string{"a.cue": "tools: b: state: \"active\"\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools {n}]}\n", "b.cue": "package toolpolicy\ntools: a: state: \"active\"\ntools: b: niche: \"n\"\n", "c.cue": "package toolpolicy\ntools: {for n in [\"c\", \"0\"] {\"x\\(n)\": {state: \"active\"}}}\ntools: d: state: \"active\"\n"}},
	{"order: first_turn over an if block's entries", map[string]string{"a.cue": "_on: true\nif _on {tools: {z: {state: \"active\"}, a: {state: \"active\"}}}\ntools: {m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools {n}]}\n"}},
	{"order: first_turn over entries of a for over a literal list", map[string]string{"a.cue": "for n in [\"z\", \"a\"] {tools: (n): {state: \"active\"}}\ntools: {m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools {n}]}\n"}},
	{"order: aliases made from the tools, listed", map[string]string{"a.cue": od18 + "_od: [\"z\", \"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {m: {state: \"active\"}, a: {niche: \"x\", state: \"removed\"}, z: {niche: \"y\", state: \"removed\"}}\naliases: {for n, t in tools if t.state == \"removed\" {\"was_\\(n)\": {replacement: \"m\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true}}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in aliases {n}]}\n"}},
	{"order: first_turn over listgen entries", map[string]string{"a.cue": od18 + "_od: [\"z\", \"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {m: {state: \"active\"}, a: {niche: \"x\"}, z: {niche: \"y\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools {n}]}\n"}},
	{"order: first_turn over hidden copy", map[string]string{"a.cue": g18 + "tools: {z: {state: \"active\", _gate: {visible_for: \"c\"}}, a: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in gates {n}]}\n"}},
	{"order: first_turn over gates with own entries", map[string]string{"a.cue": "gates: {for n, t in tools if t._gate != _|_ {(n): t._gate}, y: {visible_for: \"c\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ntools: {z: {state: \"active\", _gate: {visible_for: \"c\"}}, a: {state: \"active\"}, y: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in gates {n}]}\n"}},
	{"order: head_add from entries with a pattern default", map[string]string{"a.cue": "tools: [string]: group: *\"core\" | #Name\ntools: {b: {state: \"active\"}, a: {state: \"active\", group: \"x\"}}\nmodes: m: head_add: [for n, t in tools if t.group == \"core\" {n}]\n"}},
	{"order: groups from a struct of defaults", map[string]string{"a.cue": "tools: [string]: group: *\"core\" | #Name\ntools: {b: {state: \"active\"}, a: {state: \"active\", group: \"x\"}}\ngroups: {for n, t in tools {(t.group): {doc: \"d\"}}}\n"}},
	{"order: tools from a sorted hidden list", map[string]string{"a.cue": "", "b.cue": b19("_n: list.SortStrings([\"c\", \"a\", \"b\"])\ntools: {for n in _n {(n): {state: \"active\"}}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n")}},
	{"order: entry declared after its comprehension", map[string]string{"a.cue": "_n: [\"a\", \"b\"]\ntools: {for n in _n {(n): {state: \"active\"}}, c: {state: \"active\"}, a: niche: \"x\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"data: pattern default read through an alias", map[string]string{"a.cue": "tools: [string]: group: *\"core\" | #Name\ntools: {a: V={state: \"active\", niche: \"g \\(V.group)\"}, b: {state: \"active\", group: \"x\"}}\n", "b.cue": "package toolpolicy\ntools: a: group: \"y\"\n"}},
	{"data: default overridden in another file", map[string]string{"a.cue": "tools: [string]: group: *\"core\" | #Name\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: group: \"other\"\n"}},
	{"data: default struct overridden in another file", map[string]string{"a.cue": "tools: [string]: annotations: *{ro: true} | {[string]: bool}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: annotations: {rw: true}\n"}},
	{"data: default list overridden by a longer list", map[string]string{"a.cue": "tools: [string]: groups: *[\"core\"] | [...#Name]\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: groups: [\"core\", \"x\"]\n"}},
	{"data: default list met by a prefix", map[string]string{"a.cue": "tools: [string]: groups: *[\"core\", ...] | [...#Name]\ntools: {a: {state: \"active\"}, b: {state: \"active\", groups: [_, \"x\"]}}\n"}},
	{"data: open list default", map[string]string{"a.cue": "tools: [string]: groups: [...#Name] | *[\"core\"]\ntools: {a: {state: \"active\"}, b: {state: \"active\", groups: []}}\n"}},
	{"data: description multi-line with trailing newline", map[string]string{"a.cue": "tools: {a: {state: \"active\", description: \"\"\"\n\tx\n\n\t\"\"\"}, b: {state: \"active\", description: #\"a\\nb\"#}}\n"}},
	{"data: string with unicode escapes", map[string]string{"a.cue": "tools: {a: {state: \"active\", description: \"\\u00e9\\U0001F600\\t\"}, b: {state: \"active\", card: \"\\\\(x)\"}}\n"}},
	{"data: parameters with nested defaults", map[string]string{"a.cue": "tools: [string]: parameters: {type: \"object\", properties: [string]: {type: *\"string\" | \"integer\"}}\ntools: {a: {state: \"active\", parameters: properties: {p: {}, q: {type: \"integer\"}}}, b: {state: \"active\"}}\n"}},
	{"data: parameters with a number list", map[string]string{"a.cue": "tools: {a: {state: \"active\", parameters: {type: \"object\", enum: [1, 1.0, 1e2, 0x10, 1.5e-3, -0]}}, b: {state: \"active\"}}\n"}},
	{"data: parameters with big numbers", map[string]string{"a.cue": "tools: {a: {state: \"active\", parameters: {type: \"object\", max: 123456789012345678901234567890, f: 1.00000000000000000001, e: 1e400}}, b: {state: \"active\"}}\n"}},
	{"data: parameters with bytes and null", map[string]string{"a.cue": "tools: {a: {state: \"active\", parameters: {type: \"object\", b: 'xy', n: null}}, b: {state: \"active\"}}\n"}},
	{"data: parameters with hidden and definition fields", map[string]string{"a.cue": "tools: {a: {state: \"active\", parameters: {type: \"object\", _h: 1, #D: 2, \"_q\": 3, \"#r\": 4}}, b: {state: \"active\"}}\n"}},
	{"data: parameters with optional fields", map[string]string{"a.cue": "tools: {a: {state: \"active\", parameters: {type: \"object\", x?: 1, y!: 2}}, b: {state: \"active\"}}\n"}},
	{"data: parameters with an optional field set", map[string]string{"a.cue": "tools: {a: {state: \"active\", parameters: {type: \"object\", x?: int, y!: int}}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: parameters: {x: 1, y: 2}\n"}},
	{"data: parameters from a pattern with optional", map[string]string{"a.cue": "tools: [string]: parameters?: {type: \"object\", additionalProperties: *false | bool}\ntools: {a: {state: \"active\", parameters: {}}, b: {state: \"active\"}}\n"}},
	{"data: parameters an embedded json", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: {a: {state: \"active\", parameters: json.Unmarshal(\"{\\\"type\\\": \\\"object\\\", \\\"n\\\": 1.0}\")}, b: {state: \"active\"}}\n"}},
	{"data: annotation string vs bool", map[string]string{"a.cue": "tools: {a: {state: \"active\", annotations: {x: \"true\", y: true}}, b: {state: \"active\"}}\n"}},
	{"data: model attributes list", map[string]string{"a.cue": "tools: z: state: \"active\"\nmodels: m: attributes: {l: [\"a\", \"b\"], n: 3.0, i: 3, b: false}\n"}},
	{"data: model attributes numbers", map[string]string{"a.cue": "tools: z: state: \"active\"\nmodels: m: attributes: {a: 1.0, b: 1e2, c: 0x1f, d: 1Mi, e: -0.0, f: 0.1, g: 1_000.5}\n"}},
	{"data: condition numbers", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"x\", is: 1.50}}, b: {state: \"active\", visible_when: {attribute: \"x\", at_least: 2e0}}}\n"}},
	{"data: setting defaults", map[string]string{"a.cue": "tools: z: state: \"active\"\nsettings: {s: {type: \"bool\", default: true}, t: {type: \"one_of\", values: [\"a\", \"b\"], default: \"a\"}}\n"}},
	{"data: entry struct embedding a hidden struct with defaults", map[string]string{"a.cue": "_b: {group: *\"core\" | #Name, source: \"mcp\"}\ntools: {a: {_b, state: \"active\"}, b: {_b, state: \"active\", group: \"x\"}}\n"}},
	{"data: entry struct embedding a hidden struct twice", map[string]string{"a.cue": "_b: {group: \"core\"}\n_c: {source: \"mcp\"}\ntools: {a: {_b, _c, state: \"active\"}, b: {_b, state: \"active\"}}\n"}},
	{"data: entry embedding a scalar-valued hidden", map[string]string{"a.cue": "_s: {state: \"active\"}\ntools: {a: _s, b: _s & {niche: \"x\"}, c: {_s}}\n"}},
	{"data: entry is a selection of a hidden struct with a pattern", map[string]string{"a.cue": "_t: [string]: {state: *\"active\" | #State}\n_t: {a: {}, b: {state: \"deprecated\"}}\ntools: {a: _t.a, b: _t.b}\n"}},
	{"data: entry from an index of a hidden list", map[string]string{"a.cue": "_l: [{state: \"active\"}, {state: \"deferred\", card: \"c\"}]\ntools: {a: _l[0], b: _l[1], c: _l[len(_l)-1]}\n"}},
	{"data: entry from a hidden struct via string index", map[string]string{"a.cue": "_m: {\"x-y\": {state: \"active\"}}\ntools: {a: _m[\"x-y\"], b: {state: \"active\"}}\n"}},
	{"data: tools section a conjunction of hidden structs", map[string]string{"a.cue": "_p: {a: {state: \"active\"}}\n_q: {b: {state: \"active\"}}\ntools: _p & _q\n"}},
	{"data: tools section embedding hidden structs and own", map[string]string{"a.cue": "_p: {a: {state: \"active\"}}\ntools: {_p, b: {state: \"active\"}, a: niche: \"x\"}\n"}},
	{"data: tools from a definition with defaults", map[string]string{"a.cue": "#Set: {a: #Tool & {state: *\"active\" | #State}, b: #Tool & {state: \"deferred\", card: \"c\"}, ...}\ntools: #Set & {a: {niche: \"x\"}, c: {state: \"active\"}}\n"}},
	{"data: tools from a closed definition with an extra", map[string]string{"a.cue": "#Set: {a: #Tool & {state: *\"active\" | #State}}\ntools: #Set & {a: {niche: \"x\"}, c: {state: \"active\"}}\n"}},
	{"data: hidden field with same name as an entry", map[string]string{"a.cue": "_a: {state: \"deferred\", card: \"c\"}\ntools: {_a: {state: \"active\"}, a: _a}\n"}},
	{"data: quoted underscore entry", map[string]string{"a.cue": "tools: {\"_a\": {state: \"active\"}, a: {state: \"active\"}}\n"}},
	{"data: quoted underscore listgen entry", map[string]string{"a.cue": od18 + "_od: [\"_a\"]\nfor n in _od {tools: (n): #OD}\ntools: {\"_a\": {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"data: quoted hash entry", map[string]string{"a.cue": "tools: {\"#a\": {state: \"active\"}, a: {state: \"active\"}}\n"}},
	{"data: entry with a dot", map[string]string{"a.cue": "tools: {\"a.b\": {state: \"active\"}, \"a-b\": {state: \"active\"}, a: {state: \"active\", niche: tools[\"a.b\"].state}}\n"}},
	{"data: card from a sibling via tools ref", map[string]string{"a.cue": "tools: {a: {state: \"deferred\", card: tools.b.niche}, b: {state: \"active\", niche: \"N\"}}\n"}},
	{"data: card from a sibling default via tools ref", map[string]string{"a.cue": "tools: [string]: group: *\"core\" | #Name\ntools: {a: {state: \"deferred\", card: tools.b.group}, b: {state: \"active\"}}\n"}},
	{"data: state from an aliased section", map[string]string{"a.cue": "let T = tools\ntools: {a: {state: \"active\"}, b: {state: T.a.state}}\n"}},
	{"data: entry count in a niche", map[string]string{"a.cue": "tools: {a: {state: \"active\", niche: \"\\(len(tools)) tools\"}, b: {state: \"active\"}}\n"}},
	{"order: top-level comprehension, plain body, first_turn", map[string]string{"a.cue": "_od: [\"z\", \"a\"]\nfor n in _od {tools: (n): {state: \"active\"}}\ntools: {m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools {n}]}\n"}},
	{"order: listgen, only m declared, first_turn", map[string]string{"a.cue": od18 + "_od: [\"z\", \"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools {n}]}\n"}},
	{"order: listgen, first_turn in another file", map[string]string{"a.cue": od18 + "_od: [\"z\"]\nfor n in _od {tools: (n): #OD}\ntools: {m: {state: \"active\"}}\n", "b.cue": "package toolpolicy\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools {n}]}\n"}},
	{"order: listgen, entries read as a whole value", map[string]string{"a.cue": od18 + "_od: [\"z\"]\nfor n in _od {tools: (n): #OD}\ntools: {m: {state: \"active\"}}\n_all: tools\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in _all {n}]}\n"}},
	{"order: gates from a hidden map with own entry", map[string]string{"a.cue": "_g: {z: {visible_for: \"c\"}}\ngates: {for n, g in _g {(n): g}, y: {visible_for: \"c\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ntools: {z: {state: \"active\"}, y: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in gates {n}]}\n"}},
	{"order: hidden copy then own entry, first_turn", map[string]string{"a.cue": "gates: {for n, t in tools if t._gate != _|_ {(n): t._gate}}\ngates: y: {visible_for: \"c\"}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ntools: {z: {state: \"active\", _gate: {visible_for: \"c\"}}, y: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in gates {n}]}\n"}},
	{"order: hidden copy, gates read as a whole", map[string]string{"a.cue": "gates: {for n, t in tools if t._gate != _|_ {(n): t._gate}, y: {visible_for: \"c\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ntools: {z: {state: \"active\", _gate: {visible_for: \"c\"}}, y: {state: \"active\"}}\n_all: gates\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in _all {n}]}\n"}},
	{"order: hidden copy, retired iterated by aliases", map[string]string{"a.cue": "retired: {for n, t in tools if t._r != _|_ {(n): t._r}, y: {}}\ntools: {z: {state: \"removed\", _r: {reason: \"r\"}}, y: {state: \"removed\"}, a: {state: \"active\"}}\nmodes: agent: head_drop: [for n, _ in retired {n}]\n"}},
	{"order: listgen, first_turn filtered by a field", map[string]string{"a.cue": od18 + "_od: [\"z\", \"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.source == \"builtin\" {n}]}\n"}},
	{"order: listgen, first_turn of values", map[string]string{"a.cue": od18 + "_od: [\"z\", \"a\"]\nfor n in _od {tools: (n): #OD & {group: n}}\ntools: {m: {state: \"active\", group: \"m\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for t in tools {t.group}]}\n"}},
	{"order: listgen, keys in a struct (no order)", map[string]string{"a.cue": od18 + "_od: [\"z\", \"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {m: {state: \"active\"}}\nretired: {for n, _ in tools {\"r_\\(n)\": {}}}\n"}},
	{"order: hidden copy, first_turn from keys only", map[string]string{"a.cue": "gates: {y: {visible_for: \"c\"}, for n, t in tools if t._gate != _|_ {(n): t._gate}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ntools: {z: {state: \"active\", _gate: {visible_for: \"c\"}}, y: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in gates {n}]}\n"}},
	{"order: hidden copy, head_add of gate values", map[string]string{"a.cue": "gates: {for n, t in tools if t._gate != _|_ {(n): t._gate}, y: {visible_for: \"c\"}}\nmodel_classes: {c: {match: [\"x*\"], example: \"xy\"}, d: {match: [\"d*\"], example: \"dy\"}}\ntools: {z: {state: \"active\", _gate: {visible_for: \"d\"}}, y: {state: \"active\"}}\nmodes: agent: head_add: [for g in gates {g.visible_for}]\n"}},
	{"order: top-level if adds an entry, keys listed", map[string]string{"a.cue": "_on: true\nif _on {tools: z: {state: \"active\"}}\ntools: m: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: if-enabled file, keys listed", map[string]string{"a.cue": "tools: m: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", "b.cue": "package toolpolicy\n_on: true\nif _on {tools: {z: {state: \"active\"}, a: {state: \"active\"}}}\n"}},
	{"order: embedded hidden map, keys listed", map[string]string{"a.cue": "_gh: {z: {state: \"active\"}, a: {state: \"active\"}}\ntools: {_gh, m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: embedded hidden maps in two files, keys listed", map[string]string{"a.cue": "_gh: {z: {state: \"active\"}}\ntools: {_gh}\ntools: m: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", "b.cue": "package toolpolicy\n_jr: {a: {state: \"active\"}}\ntools: {_jr}\n"}},
	{"order: comprehension over a hidden map inside tools, keys listed", map[string]string{"a.cue": "_m: {z: \"Z\", a: \"A\"}\ntools: {for k, v in _m {(k): {state: \"active\", niche: v}}, m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: top-level for over a hidden list of structs, keys listed", map[string]string{"a.cue": "_l: [{n: \"z\"}, {n: \"a\"}]\nfor t in _l {tools: \"x_\\(t.n)\": {state: \"active\"}}\ntools: m: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: json.Unmarshal section and own entry, keys listed", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(\"{\\\"z\\\": {\\\"state\\\": \\\"active\\\"}, \\\"a\\\": {\\\"state\\\": \\\"active\\\"}}\")\ntools: m: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: toolset def, keys listed", map[string]string{"a.cue": "#TS: {[=~\"^gh_\"]: #Tool & {source: \"mcp\"}, ...}\ntools: #TS & {gh_z: {state: \"active\"}, m: {state: \"active\"}}\ntools: gh_a: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: hidden def template entries, keys listed", map[string]string{"a.cue": "_#L: #Tool & {state: *\"deferred\" | #State}\nlet L = _#L\ntools: {z: L, a: _#L, m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: lookup pattern plus comprehension, keys listed", map[string]string{"a.cue": "_r: {old_z: \"z\"}\n" + lk18 + "tools: {for o, n in _r {(o): {state: \"deprecated\"}}, z: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: aliases from a comprehension, keys listed", map[string]string{"a.cue": "_old: {z_old: \"m\", a_old: \"m\"}\naliases: {for o, n in _old {(o): {replacement: n, first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: false}}, m_old: {replacement: \"m\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: false}}\ntools: m: {state: \"active\"}\nmodes: agent: head_drop: [for n, _ in aliases {n}]\n"}},
	// --- top-level conditions, json, lookups, views ---
	{"if: flag with a default", map[string]string{"a.cue": "_on: *true | bool\nif _on {tools: z: {state: \"active\"}}\ntools: m: {state: \"active\"}\n"}},
	{"if: flag with a default false, overridden", map[string]string{"a.cue": "_on: *false | bool\nif _on {tools: z: {state: \"active\"}}\ntools: m: {state: \"active\"}\n", "b.cue": "package toolpolicy\n_on: true\n"}},
	{"if: flag from a tag default", map[string]string{"a.cue": "_on: *false | bool @tag(on,type=bool)\nif _on {tools: z: {state: \"active\"}}\nif !_on {tools: y: {state: \"active\"}}\ntools: m: {state: \"active\"}\n"}},
	{"if: on a field defined in another file", map[string]string{"a.cue": "if _x != _|_ {tools: z: {state: \"active\"}}\nif _y == _|_ {tools: y: {state: \"active\"}}\ntools: m: {state: \"active\"}\n", "b.cue": "package toolpolicy\n_x: 1\n"}},
	{"if: on a list length", map[string]string{"a.cue": "_l: [1]\nif len(_l) > 0 {tools: z: {state: \"active\"}}\nif len(_l) > 1 {tools: y: {state: \"active\"}}\ntools: m: {state: \"active\"}\n"}},
	{"if: on a section's entry", map[string]string{"a.cue": "if tools.m.state == \"active\" {retired: z: {}}\ntools: m: {state: \"active\"}\n"}},
	{"if: on a string compare with a default", map[string]string{"a.cue": "_env: *\"prod\" | string\nif _env == \"prod\" {tools: z: {state: \"active\"}}\nif _env != \"prod\" {tools: y: {state: \"active\"}}\ntools: m: {state: \"active\"}\n"}},
	{"if: nested if and for", map[string]string{"a.cue": "_on: true\n_l: [\"a\", \"b\"]\nif _on for n in _l {tools: (n): {state: \"active\"}}\ntools: m: {state: \"active\"}\n"}},
	{"if: else-like pair with a conflict", map[string]string{"a.cue": "_on: true\nif _on {tools: m: {state: \"active\"}}\nif _on {tools: m: {state: \"deferred\"}}\n"}},
	{"json: numbers and escapes in parameters", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(#\"{\"a\": {\"state\": \"active\", \"parameters\": {\"type\": \"object\", \"n\": 1.0, \"e\": 1E2, \"z\": -0, \"s\": \"\\u00e9\\n\", \"big\": 123456789012345678901234567890}}}\"#)\n"}},
	{"json: slash escape", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(#\"{\"a\": {\"state\": \"active\", \"niche\": \"a\\/b\"}}\"#)\n"}},
	{"json: duplicate keys", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(#\"{\"a\": {\"state\": \"active\"}, \"a\": {\"niche\": \"n\"}}\"#)\n"}},
	{"json: duplicate keys conflicting", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(#\"{\"a\": {\"state\": \"active\"}, \"a\": {\"state\": \"deferred\"}}\"#)\n"}},
	{"json: underscore and hash keys", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"_a\": {\"state\": \"active\"}, \"b\": {\"state\": \"active\", \"parameters\": {\"#x\": 1, \"_y\": 2}}}\"##)\n"}},
	{"json: in a multi-line string", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n_j: \"\"\"\n\t{\"a\": {\"state\": \"active\"}}\n\t\"\"\"\ntools: json.Unmarshal(_j)\n"}},
	{"json: in bytes", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal('{\"a\": {\"state\": \"active\"}}')\n"}},
	{"json: a top-level array", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: a: {state: \"active\", groups: json.Unmarshal(\"[\\\"x\\\", \\\"y\\\"]\")}\n"}},
	{"json: with trailing garbage", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(\"{\\\"a\\\": {\\\"state\\\": \\\"active\\\"}} x\")\n"}},
	{"json: invalid utf8", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal('{\"a\": {\"state\": \"active\", \"niche\": \"\\xff\"}}')\n"}},
	{"json: entry read through a view", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(\"{\\\"a\\\": {\\\"state\\\": \\\"deferred\\\", \\\"card\\\": \\\"c\\\"}}\")\ntools: b: {state: \"active\", niche: tools.a.card}\n"}},
	{"json: with a hidden def key", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n#J: json.Unmarshal(\"{\\\"source\\\": \\\"mcp\\\"}\")\ntools: a: #J & {state: \"active\"}\n"}},
	{"lookup: key with a dot and a quote", map[string]string{"a.cue": "_r: {\"old.a\": \"a\", \"old-b\": \"b\"}\n" + lk18 + "tools: {a: {state: \"active\"}, \"old.a\": {state: \"deprecated\"}, \"old-b\": {state: \"deprecated\", niche: \"Old name of b.\"}}\n"}},
	{"lookup: table value interpolated", map[string]string{"a.cue": "_p: \"a\"\n_r: {old_a: \"\\(_p)\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\", niche: \"Old name of a.\"}}\n"}},
	{"lookup: table with an optional field", map[string]string{"a.cue": "_r: {old_a: \"a\", old_b?: \"b\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, old_b: {state: \"deprecated\", niche: \"x\"}}\n"}},
	{"lookup: table with a required field", map[string]string{"a.cue": "_r: {old_a: \"a\", old_b!: string}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, old_b: {state: \"deprecated\", niche: \"x\"}}\n"}},
	{"lookup: table with a default", map[string]string{"a.cue": "_r: {old_a: *\"a\" | \"b\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
	{"lookup: table with a null value", map[string]string{"a.cue": "_r: {old_a: null}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
	{"lookup: table with a hidden key", map[string]string{"a.cue": "_r: {old_a: \"a\", _old_b: \"b\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, _old_b: {state: \"deprecated\", niche: \"x\"}}\n"}},
	{"lookup: table with a quoted underscore key", map[string]string{"a.cue": "_r: {old_a: \"a\", \"_old_b\": \"b\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, \"_old_b\": {state: \"deprecated\", niche: \"x\"}}\n"}},
	{"lookup: table with a definition key", map[string]string{"a.cue": "_r: {old_a: \"a\", #old_b: \"b\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, \"#old_b\": {state: \"deprecated\", niche: \"x\"}}\n"}},
	{"view: len of tools with listgen", map[string]string{"a.cue": od18 + "_od: [\"z\", \"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {m: {state: \"active\", niche: \"\\(len(tools))\"}}\n"}},
	{"view: card from a keep pattern", map[string]string{"a.cue": "tools: [N=string]: {if N =~ \"^x\" {card: \"card \\(N)\"}}\ntools: {xa: {state: \"deferred\"}, b: {state: \"active\", niche: tools.xa.card}}\n"}},
	{"view: card from a tied pattern default", map[string]string{"a.cue": "tools: [string]: *{state: \"deferred\", card: \"dflt\", ...} | {state: \"active\", ...}\ntools: {xa: {}, b: {state: \"active\", niche: tools.xa.card}}\n"}},
	{"view: gate from hidden copy read elsewhere", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}, b: {state: \"active\", niche: gates.a.visible_for}}\n"}},
	{"view: hidden field of an entry read elsewhere", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}, b: {state: \"active\", niche: tools.a._gate.visible_for}}\n"}},
	{"order: annotation keys from a pattern and the entry", map[string]string{"a.cue": "tools: [string]: annotations: {z: true}\ntools: {a: {state: \"active\", annotations: {a: true}}, b: {state: \"active\"}}\nmodes: agent: head_add: [for k, _ in tools.a.annotations {k}]\n"}},
	{"order: annotation keys from a keep pattern and the entry", map[string]string{"a.cue": "tools: [N=string]: {if N == \"a\" {annotations: {z: true}}}\ntools: {a: {state: \"active\", annotations: {a: true}}, b: {state: \"active\"}}\nmodes: agent: head_add: [for k, _ in tools.a.annotations {k}]\n"}},
	{"order: annotation keys from two files", map[string]string{"a.cue": "tools: {a: {state: \"active\", annotations: {z: true}}, b: {state: \"active\"}}\nmodes: agent: head_add: [for k, _ in tools.a.annotations {k}]\n", "b.cue": "package toolpolicy\ntools: a: annotations: {m: true, z: true}\n"}},
	{"order: entry field keys listed", map[string]string{"a.cue": "tools: [string]: {group: *\"g\" | #Name}\ntools: {a: {niche: \"n\", state: \"active\"}, b: {state: \"active\"}}\nmodes: agent: head_add: [for k, _ in tools.a {k}]\n"}},
	{"order: entry field keys listed, hidden def", map[string]string{"a.cue": "_#L: #Tool & {state: *\"deferred\" | #State}\ntools: {a: _#L & {niche: \"n\", card: \"c\"}, b: {state: \"active\"}}\nmodes: agent: head_add: [for k, _ in tools.a {k}]\n"}},
	{"order: entry field keys listed, listgen", map[string]string{"a.cue": od18 + "_od: [\"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"n\", card: \"c\"}, b: {state: \"active\"}}\nmodes: agent: head_add: [for k, _ in tools.a {k}]\n"}},
	{"order: entry field keys listed, hidden copy", map[string]string{"a.cue": g18 + "tools: {a: {niche: \"n\", _gate: {visible_for: \"c\"}, state: \"active\"}, b: {state: \"active\"}}\nmodes: agent: head_add: [for k, _ in tools.a {k}]\n"}},
	{"order: entry field keys listed, lookup", map[string]string{"a.cue": "_r: {old_a: \"a\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {card: \"c\", state: \"deprecated\"}}\nmodes: agent: head_add: [for k, _ in tools.old_a {k}]\n"}},
	{"order: entry field keys listed, json", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(\"{\\\"a\\\": {\\\"niche\\\": \\\"n\\\", \\\"state\\\": \\\"active\\\"}}\")\ntools: a: card: \"c\"\nmodes: agent: head_add: [for k, _ in tools.a {k}]\n"}},
	{"order: model_classes keys listed after a rewrite", map[string]string{"a.cue": "_mc: [\"z\", \"a\"]\nmodel_classes: {for c in _mc {(c): {match: [\"\\(c)*\"], example: \"\\(c)1\"}}, m: {match: [\"m*\"], example: \"m1\"}}\ntools: a: state: \"active\"\nmodes: agent: head_add: [for k, _ in model_classes {k}]\n"}},
	// --- two defaults, flags ---
	{"twodef: equal defaults", map[string]string{"a.cue": "tools: [string]: state: *\"active\" | #State\ntools: {a: {state: *\"active\" | \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"twodef: different defaults", map[string]string{"a.cue": "tools: [string]: state: *\"deferred\" | #State\ntools: {a: {state: *\"active\" | \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"twodef: entry default outside the pattern's", map[string]string{"a.cue": "tools: [string]: state: *\"deferred\" | \"active\"\ntools: {a: {state: *\"removed\" | \"active\"}, b: {state: \"active\"}}\n"}},
	{"twodef: deferred default needs a card", map[string]string{"a.cue": "tools: [string]: state: *\"deferred\" | #State\ntools: {a: {state: *\"deferred\" | \"active\"}, b: {state: \"active\"}}\n"}},
	{"twodef: default in a def and the entry and a pattern", map[string]string{"a.cue": "#D: #Tool & {state: *\"active\" | #State}\ntools: [string]: state: *\"active\" | #State\ntools: {a: #D & {state: *\"active\" | \"deferred\"}, b: #D}\n"}},
	{"twodef: nested default disjunction", map[string]string{"a.cue": "tools: [string]: state: *(*\"active\" | \"deferred\") | \"removed\"\ntools: {a: {state: *\"deferred\" | \"active\"}, b: {}}\n"}},
	{"twodef: default bool annotations", map[string]string{"a.cue": "tools: [string]: annotations: ro: *true | bool\ntools: {a: {state: \"active\", annotations: ro: *false | true}, b: {state: \"active\"}}\n"}},
	{"flag: a flag reading another hidden", map[string]string{"a.cue": "_d: \"deferred\"\n_s: *_d | \"active\"\ntools: {a: {state: _s, card: \"c\"}, b: {state: _s, card: \"c\"}}\n"}},
	{"flag: a flag shadowed by a field in the section", map[string]string{"a.cue": "_s: *\"deferred\" | \"active\"\ntools: {a: {state: _s, card: \"c\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: {x: {state: _s, card: \"c\"}}\n"}},
	{"flag: a flag of a predeclared type", map[string]string{"a.cue": "_s: *\"x\" | string\ntools: {a: {state: \"deferred\", card: _s}, b: {state: \"deferred\", card: _s}}\n"}},
	{"flag: a flag with a bound", map[string]string{"a.cue": "_n: *\"ok\" | =~\"^[a-z]+$\"\ntools: {a: {state: \"active\", niche: _n}, b: {state: \"active\", niche: _n & \"fine\"}}\n"}},
	{"flag: a flag int used as a string", map[string]string{"a.cue": "_n: *1 | 2\ntools: {a: {state: \"active\", niche: _n}, b: {state: \"active\"}}\n"}},
	{"flag: a flag whose name is also a let in another file", map[string]string{"a.cue": "_s: *\"deferred\" | \"active\"\ntools: {a: {state: _s, card: \"c\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\nlet string = 1\ntools: {x: {state: _s, card: \"c\"}}\n"}},
	{"flag: a flag with string type, file declares string", map[string]string{"a.cue": "_s: *\"c\" | string\ntools: {a: {state: \"deferred\", card: _s}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: x: {let string = 5, state: \"deferred\", card: _s}\n"}},
	{"flag: a flag inside an entry's nested struct", map[string]string{"a.cue": "_ro: *true | bool\ntools: {a: {state: \"active\", annotations: ro: _ro}, b: {state: \"active\", annotations: ro: _ro}}\n"}},
	{"flag: a flag in a list", map[string]string{"a.cue": "_g: *\"core\" | \"x\"\ntools: {a: {state: \"active\", groups: [_g]}, b: {state: \"active\", groups: [_g, \"y\"]}}\n"}},
	{"flag: a flag with a tag and default, used in a pattern", map[string]string{"a.cue": "_s: *\"active\" | \"deferred\" @tag(s)\ntools: [string]: state: _s\ntools: {a: {}, b: {niche: \"n\"}}\n"}},
	{"flag: a flag declared twice", map[string]string{"a.cue": "_s: *\"active\" | \"deferred\"\ntools: {a: {state: _s}, b: {state: _s}}\n", "b.cue": "package toolpolicy\n_s: string\n"}},
	{"flag: a flag added to by a comprehension", map[string]string{"a.cue": "_s: *\"active\" | \"deferred\"\nif true {_s: \"deferred\"}\ntools: {a: {state: _s, card: \"c\"}, b: {state: _s, card: \"c\"}}\n"}},
	{"flag: a flag embedded at top", map[string]string{"a.cue": "_s: *\"active\" | \"deferred\"\n{_s: \"deferred\"}\ntools: {a: {state: _s, card: \"c\"}, b: {state: _s, card: \"c\"}}\n"}},
	{"flag: string type, entry's file has a let string", map[string]string{"a.cue": "_s: *\"c\" | string\ntools: {a: {state: \"deferred\", card: _s}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: x: {let string = 5, state: \"deferred\", card: _s, niche: \"\\(string)\"}\n", "c.cue": "package toolpolicy\ntools: x: card: \"zz\"\n"}},
	{"flag: string type, section has a tool named string", map[string]string{"a.cue": "_s: *\"c\" | string\ntools: {a: {state: \"deferred\", card: _s}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: {string: {state: \"active\"}, x: {state: \"deferred\", card: _s}}\n", "c.cue": "package toolpolicy\ntools: x: card: \"zz\"\n"}},
	{"flag: string type, entry has a field named string", map[string]string{"a.cue": "_s: *\"c\" | string\ntools: {a: {state: \"deferred\", card: _s}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: x: {state: \"deferred\", card: _s, annotations: {string: true}}\n", "c.cue": "package toolpolicy\ntools: x: card: \"zz\"\n"}},
	{"flag: string type, a top-level field named string elsewhere", map[string]string{"a.cue": "_s: *\"c\" | string\ntools: {a: {state: \"deferred\", card: _s}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: x: {state: \"deferred\", card: _s}\n", "c.cue": "package toolpolicy\ntools: x: card: \"zz\"\nproviders: string: {budget: {target: 1, max: 2}}\n"}},
	{"flag: regex flag, tool named like an identifier in it", map[string]string{"a.cue": "_s: *\"c\" | =~\"^[a-z]\"\n_t: *true | bool\ntools: {a: {state: \"deferred\", card: _s}, true: {state: \"active\", annotations: ro: _t}}\n", "b.cue": "package toolpolicy\ntools: true: annotations: ro: false\n"}},
	// --- errors in rewritten code: positions ---
	{"pos: json as the value of an unknown top-level field", map[string]string{"a.cue": "tools: a: state: \"active\"\n", "b.cue": "package toolpolicy\nimport \"encoding/json\"\nttools: json.Unmarshal(##\"{\"a b\": {\"state\": \"active\"}}\"##)\n"}},
	{"pos: json with an invalid tool name", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"a b\": {\"state\": \"active\"}}\"##)\n"}},
	{"pos: json with a bad state", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"a\": {\"state\": \"paused\"}}\"##)\n"}},
	{"pos: json with an unknown field", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"a\": {\"state\": \"active\", \"nope\": 1}}\"##)\n"}},
	{"pos: json from a hidden field with a bad state", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n_j: ##\"{\"a\": {\"state\": \"paused\"}}\"##\ntools: json.Unmarshal(_j)\n"}},
	{"pos: json a missing deferred card", map[string]string{"a.cue": "tools: [string]: {state: _, if state == \"deferred\" {card: string}}\n", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"a\": {\"state\": \"deferred\"}}\"##)\n"}},
	{"pos: json conflicting with a declared entry", map[string]string{"a.cue": "tools: a: state: \"active\"\n", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"a\": {\"state\": \"deferred\"}}\"##)\n"}},
	{"pos: json in a provider budget", map[string]string{"a.cue": "tools: a: state: \"active\"\n", "b.cue": "package toolpolicy\nimport \"encoding/json\"\nproviders: p: budget: json.Unmarshal(\"{\\\"target\\\": 1.0, \\\"max\\\": 2}\")\n"}},
	{"pos: json in a provider budget, ints", map[string]string{"a.cue": "tools: a: state: \"active\"\n", "b.cue": "package toolpolicy\nimport \"encoding/json\"\nproviders: p: budget: json.Unmarshal(\"{\\\"target\\\": 1, \\\"max\\\": 2}\")\n"}},
	{"pos: json in a provider budget, max below target", map[string]string{"a.cue": "tools: a: state: \"active\"\n", "b.cue": "package toolpolicy\nimport \"encoding/json\"\nproviders: p: budget: json.Unmarshal(\"{\\\"target\\\": 3, \\\"max\\\": 2}\")\n"}},
	{"pos: listgen with a bad entry", map[string]string{"a.cue": od18 + "_od: [\"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {state: \"paused\"}, b: {state: \"active\"}}\n"}},
	{"pos: hidden copy with a bad gate", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"no such\"}}, b: {state: \"active\"}}\n"}},
	{"pos: hidden copy with an unknown gate field", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible: \"c\"}}, b: {state: \"active\"}}\n"}},
	{"pos: hidden copy with a gate of both", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\", hidden_for: \"c\"}}, b: {state: \"active\"}}\n"}},
	{"pos: hidden copy of a gate without braces", map[string]string{"a.cue": g18 + "tools: a: state: \"active\"\ntools: a: _gate: hidden_for: \"c d\"\n"}},
	{"order: if inside tools before a declared entry, keys listed", map[string]string{"a.cue": "_on: true\ntools: {if _on {z: {state: \"active\"}}, m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: if with a default flag inside tools, keys listed", map[string]string{"a.cue": "_on: *true | bool\ntools: {if _on {z: {state: \"active\"}}, m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: if on a string inside tools, keys listed", map[string]string{"a.cue": "_env: \"prod\"\ntools: {if _env == \"prod\" {z: {state: \"active\"}, a: {state: \"active\"}}, m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: top-level if with a default flag, keys listed", map[string]string{"a.cue": "_on: *true | bool\nif _on {tools: {z: {state: \"active\"}}}\ntools: m: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: top-level if after the declared entry, keys listed", map[string]string{"a.cue": "tools: m: {state: \"active\"}\n_on: true\nif _on {tools: {z: {state: \"active\"}}}\ntools: a: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: keep pattern entries, keys listed", map[string]string{"a.cue": "tools: [N=string]: {if N =~ \"^x\" {niche: \"x\"}}\ntools: {z: {state: \"active\"}, xa: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: hidden map copied by a for inside tools, keys listed", map[string]string{"a.cue": "_gh: {z: {state: \"active\"}, a: {state: \"active\"}}\ntools: {for k, v in _gh {(k): #Tool & v}, m: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: hidden map copied at top level, keys listed", map[string]string{"a.cue": "_gh: {z: {state: \"active\"}, a: {state: \"active\"}}\nfor k, v in _gh {tools: (k): v}\ntools: m: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: hidden map as the section, keys listed", map[string]string{"a.cue": "_gh: {z: {state: \"active\"}, a: {state: \"active\"}}\ntools: _gh\ntools: m: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"order: hidden map as the section, m first, keys listed", map[string]string{"a.cue": "tools: m: {state: \"active\"}\n_gh: {z: {state: \"active\"}, a: {state: \"active\"}}\ntools: _gh\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"hidden copy: gate bottom", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: _|_}, b: {state: \"active\", _gate: {visible_for: \"c\"}}}\n"}},
	{"hidden copy: gate a conflict", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: 1 & 2}, b: {state: \"active\", _gate: {visible_for: \"c\"}}}\n"}},
	{"hidden copy: gate field bottom", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: _|_}}, b: {state: \"active\", _gate: {visible_for: \"c\"}}}\n"}},
	{"hidden copy: gate a struct conflict", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"} & {visible_for: \"d\"}}, b: {state: \"active\", _gate: {visible_for: \"c\"}}}\n"}},
	{"hidden copy: gate a disjunction without default", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"} | {hidden_for: \"c\"}}, b: {state: \"active\", _gate: {visible_for: \"c\"}}}\n"}},
	{"hidden copy: gate a string", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: \"c\"}, b: {state: \"active\", _gate: {visible_for: \"c\"}}}\n"}},
	{"hidden copy: gate null", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: null}, b: {state: \"active\", _gate: {visible_for: \"c\"}}}\n"}},
	{"hidden copy: gate an incomplete type", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: string}}, b: {state: \"active\", _gate: {visible_for: \"c\"}}}\n"}},
	{"hidden copy: gate top", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: _}, b: {state: \"active\", _gate: {visible_for: \"c\"}}}\n"}},
	{"hidden copy: gate with a bad entry", map[string]string{"a.cue": g18 + "tools: {a: {state: \"paused\", _gate: {visible_for: \"c\"}}, b: {state: \"active\"}}\n"}},
	// --- one name spelt several ways ---
	{"label: escaped and plain spellings meet", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, \"\\u0061\": {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"label: escaped and plain spellings conflict", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, \"\\u0061\": {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"label: raw and plain spellings conflict", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, #\"a\"#: {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"label: dynamic and plain spellings conflict", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, (\"a\"): {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"label: interpolated and plain spellings conflict", map[string]string{"a.cue": "_x: \"a\"\ntools: {a: {state: \"active\"}, \"\\(_x)\": {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"label: escaped spelling across files conflict", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: \"\\u0061\": state: \"deferred\"\n"}},
	{"label: escaped spelling across files meet", map[string]string{"a.cue": "tools: {a: {state: \"deferred\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: \"\\u0061\": card: \"c\"\n"}},
	{"label: escaped spelling of a keep pattern name", map[string]string{"a.cue": "tools: [N=string]: {if N == \"ab\" {card: \"card \\(N)\"}}\ntools: {\"a\\u0062\": {state: \"deferred\", card: \"card ab\"}, b: {state: \"active\"}}\n"}},
	{"label: escaped spelling with a listgen name", map[string]string{"a.cue": od18 + "_od: [\"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {\"\\u0061\": {state: \"active\", card: \"x\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: state: \"deferred\"\n"}},
	{"label: escaped spelling in a lookup table", map[string]string{"a.cue": "_r: {\"old_\\u0061\": \"a\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\", niche: \"Other.\"}}\n"}},
	{"label: escaped spelling with a hidden gate", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}, \"\\u0061\": {_gate: {hidden_for: \"c\"}}}\n"}},
	{"label: escaped spelling, keys listed", map[string]string{"a.cue": "tools: {b: {state: \"active\"}, a: {state: \"active\"}, \"\\u0062\": {niche: \"x\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"}},
	{"label: multi-line string label", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: \"\"\"\n\ta\n\t\"\"\": state: \"deferred\"\n"}},
	{"label: big budget ints", map[string]string{"a.cue": "tools: a: {state: \"active\"}\nproviders: p: budget: {target: 9223372036854775807, max: 9223372036854775807}\n"}},
	{"order: entry field keys, hidden map copied by a for", map[string]string{"a.cue": "tools: z: card: \"c\"\n_gh: {z: {niche: \"n\", state: \"deferred\"}}\ntools: {for k, v in _gh {(k): #Tool & v}}\nmodes: agent: head_add: [for k, _ in tools.z {k}]\n"}},
	{"order: entry field keys, hidden map copied at top", map[string]string{"a.cue": "tools: z: card: \"c\"\n_gh: {z: {niche: \"n\", state: \"deferred\"}}\nfor k, v in _gh {tools: (k): v}\nmodes: agent: head_add: [for k, _ in tools.z {k}]\n"}},
	{"order: entry field keys, hidden map embedded", map[string]string{"a.cue": "tools: z: card: \"c\"\n_gh: {z: {niche: \"n\", state: \"deferred\"}}\ntools: {_gh}\nmodes: agent: head_add: [for k, _ in tools.z {k}]\n"}},
	{"order: entry field keys, top-level if", map[string]string{"a.cue": "tools: z: card: \"c\"\nif true {tools: z: {niche: \"n\", state: \"deferred\"}}\nmodes: agent: head_add: [for k, _ in tools.z {k}]\n"}},
	{"order: entry field keys, pattern with if", map[string]string{"a.cue": "tools: [string]: {state: _, if state == \"deferred\" {niche: \"n\"}}\ntools: z: {card: \"c\", state: \"deferred\"}\nmodes: agent: head_add: [for k, _ in tools.z {k}]\n"}},
	{"order: entry field keys, keep pattern", map[string]string{"a.cue": "tools: [N=string]: {if N == \"z\" {niche: \"n\"}}\ntools: z: {card: \"c\", state: \"deferred\"}\nmodes: agent: head_add: [for k, _ in tools.z {k}]\n"}},
	{"order: entry field keys, lookup pattern", map[string]string{"a.cue": "_r: {z: \"a\"}\n" + lk18 + "tools: z: {card: \"c\", state: \"deferred\"}\ntools: a: state: \"active\"\nmodes: agent: head_add: [for k, _ in tools.z {k}]\n"}},
	{"order: entry field keys, hidden struct merged", map[string]string{"a.cue": "_b: {niche: \"n\", state: \"deferred\"}\ntools: z: {card: \"c\", _b}\nmodes: agent: head_add: [for k, _ in tools.z {k}]\n"}},
	{"order: entry field keys, hidden struct conjunction", map[string]string{"a.cue": "_b: {niche: \"n\", state: \"deferred\"}\ntools: z: {card: \"c\"} & _b\nmodes: agent: head_add: [for k, _ in tools.z {k}]\n"}},
	{"order: entry field keys, flag", map[string]string{"a.cue": "_s: *\"deferred\" | \"active\"\ntools: z: {card: \"c\", state: _s, niche: \"n\"}\nmodes: agent: head_add: [for k, _ in tools.z {k}]\n"}},
	// --- pattern labels of other kinds ---
	{"plabel: a definition as the label", map[string]string{"a.cue": "#M: =~\"^m_\"\ntools: [#M]: {source: \"mcp\"}\ntools: {m_a: {state: \"active\"}, b: {state: \"active\", source: \"mcp\"}, m_c: {state: \"active\", source: \"builtin\"}}\n"}},
	{"plabel: a hidden field as the label", map[string]string{"a.cue": "_m: =~\"^m_\"\ntools: [_m]: {source: \"mcp\"}\ntools: {m_a: {state: \"active\"}, m_c: {state: \"active\", source: \"builtin\"}}\n"}},
	{"plabel: or of plain strings from a hidden list", map[string]string{"a.cue": "_l: [\"a\", \"b\"]\ntools: [or(_l)]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\", source: \"builtin\"}, c: {state: \"active\"}}\n"}},
	{"plabel: or of plain strings", map[string]string{"a.cue": "tools: [or([\"a\", \"b\"])]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\", source: \"builtin\"}, c: {state: \"active\"}}\n"}},
	{"plabel: a bound label", map[string]string{"a.cue": "tools: [>\"m\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, z: {state: \"active\", source: \"builtin\"}}\n"}},
	{"plabel: a conjunction label", map[string]string{"a.cue": "tools: [=~\"^m\" & !~\"x$\"]: {source: \"mcp\"}\ntools: {ma: {state: \"active\"}, mx: {state: \"active\", source: \"builtin\"}, mb: {state: \"active\", source: \"builtin\"}}\n"}},
	{"plabel: a string-typed alias with a value alias", map[string]string{"a.cue": "tools: [N=#Name]: V={niche: *\"\\(N) is \\(V.state)\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\", card: \"c\"}}\n"}},
	{"plabel: pattern inside a definition of the section", map[string]string{"a.cue": "#S: {[=~\"^m_\"]: #Tool & {source: \"mcp\"}, [string]: #Tool}\ntools: #S & {m_a: {state: \"active\"}, b: {state: \"active\"}, m_c: {state: \"active\", source: \"builtin\"}}\n"}},
	{"plabel: pattern with a list label", map[string]string{"a.cue": "tools: [\"a\" | \"b\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, c: {state: \"active\"}}\n"}},
	{"plabel: pattern on gates", map[string]string{"a.cue": "model_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: [=~\"^a\"]: {visible_for: *\"c\" | #Name}\ngates: {ab: {}, b: {hidden_for: \"c\"}}\ntools: {ab: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"plabel: pattern on aliases reading N", map[string]string{"a.cue": "aliases: [N=string]: {replacement: strings.TrimPrefix(N, \"old_\"), first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: false}\naliases: {old_a: {}, old_b: {}}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\nimport \"strings\"\n_u: strings.ToUpper(\"x\")\n"}},
	// --- views over rewritten sections ---
	{"view: index by a hidden list into listgen entries", map[string]string{"a.cue": od18 + "_od: [\"z\", \"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {z: {card: \"c\"}, a: {state: \"active\"}, m: {state: \"active\"}}\n_l: [\"z\", \"a\"]\nmodes: agent: head_add: [for n in _l if tools[n].state == \"active\" {n}]\n"}},
	{"view: index by a hidden list into json entries", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"z\": {\"state\": \"deferred\", \"card\": \"c\"}, \"a\": {\"state\": \"active\"}}\"##)\n_l: [\"z\", \"a\"]\nmodes: agent: head_add: [for n in _l if tools[n].state == \"active\" {n}]\n"}},
	{"view: len of json entries", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"z\": {\"state\": \"deferred\", \"card\": \"c\"}, \"a\": {\"state\": \"active\"}}\"##)\nproviders: p: budget: {target: len(tools), max: 9}\n"}},
	{"view: len of gates from a hidden copy", map[string]string{"a.cue": g18 + "tools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}, b: {state: \"active\"}}\nproviders: p: budget: {target: len(gates), max: 9}\n"}},
	{"view: gates fields by name in a list", map[string]string{"a.cue": g18 + "tools: {z: {state: \"active\", _gate: {visible_for: \"c\"}}, a: {state: \"active\", _gate: {hidden_for: \"c\"}}}\nmodes: agent: head_add: [for n, g in gates if g.visible_for != _|_ {n}]\n"}},
	{"view: keys joined in a string", map[string]string{"a.cue": od18 + "_od: [\"z\"]\nfor n in _od {tools: (n): #OD}\ntools: {m: {state: \"active\"}}\n", "b.cue": "package toolpolicy\nimport \"strings\"\ntools: m: niche: strings.Join([for n, _ in tools if n != \"m\" {n}], \",\")\n"}},
	{"view: keys sorted", map[string]string{"a.cue": od18 + "_od: [\"z\", \"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {m: {state: \"active\"}}\n", "b.cue": "package toolpolicy\nimport \"list\"\nproviders: p: {budget: {target: 1, max: 9}, first_turn: list.SortStrings([for n, _ in tools {n}])}\n"}},
	// --- section-level validators, cross-entry values ---
	{"sec: close with ellipsis on the section", map[string]string{"a.cue": "tools: close({a: {state: \"active\"}, ...})\ntools: b: state: \"active\"\n"}},
	{"sec: close on the section, entry in another file", map[string]string{"a.cue": "tools: close({a: {state: \"active\"}})\n", "b.cue": "package toolpolicy\ntools: b: state: \"active\"\n"}},
	{"sec: matchN on the section", map[string]string{"a.cue": "tools: matchN(1, [{a: _, ...}, {b: _, ...}])\ntools: {a: {state: \"active\"}, c: {state: \"active\"}}\n"}},
	{"sec: matchN on the section, both", map[string]string{"a.cue": "tools: matchN(1, [{a: _, ...}, {b: _, ...}])\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"sec: MinFields on the section, hidden counted?", map[string]string{"a.cue": "", "b.cue": b19("tools: struct.MinFields(2)\ntools: {a: {state: \"active\"}, _h: {}}\n")}},
	{"sec: MaxFields on entries with pattern optional fields", map[string]string{"a.cue": "", "b.cue": b19("tools: [string]: struct.MaxFields(2) & {niche?: string, card?: string}\ntools: {a: {state: \"active\", niche: \"n\"}, b: {state: \"active\"}}\n")}},
	{"sec: MaxFields on entries counting a default", map[string]string{"a.cue": "", "b.cue": b19("tools: [string]: struct.MaxFields(2) & {group: *\"g\" | #Name}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n")}},
	{"sec: MinFields on entries counting a default", map[string]string{"a.cue": "", "b.cue": b19("tools: [string]: struct.MinFields(3) & {group: *\"g\" | #Name}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n")}},
	{"cross: groups from another entry plus one", map[string]string{"a.cue": "tools: {a: {state: \"active\", groups: tools.b.groups + [\"x\"]}, b: {state: \"active\", groups: [\"y\"]}}\n"}},
	{"cross: groups from a pattern default of another entry", map[string]string{"a.cue": "tools: [string]: groups: *[\"core\"] | [...#Name]\ntools: {a: {state: \"active\", groups: tools.b.groups + [\"x\"]}, b: {state: \"active\"}}\n"}},
	{"cross: state from another entry in another file", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: b: {state: tools.a.state, niche: \"\\(tools.a.source)\"}\n"}},
	{"chain: defaults overridden along a chain", map[string]string{"a.cue": "#A: #Tool & {group: *\"x\" | #Name}\n#B: #A & {group: *\"y\" | #Name}\ntools: {a: #B & {state: \"active\"}, b: #A & {state: \"active\"}}\n"}},
	{"chain: default narrowed along a chain", map[string]string{"a.cue": "#A: #Tool & {group: *\"x\" | #Name}\n#B: #A & {group: \"y\"}\ntools: {a: #B & {state: \"active\"}, b: #A & {state: \"active\"}}\n"}},
	{"chain: optional made required along a chain", map[string]string{"a.cue": "#A: #Tool & {card?: string}\n#B: #A & {card!: _}\ntools: {a: #B & {state: \"deferred\"}, b: #A & {state: \"active\"}}\n"}},
	{"chain: required satisfied by a pattern", map[string]string{"a.cue": "#A: #Tool & {card!: string}\ntools: [string]: card: *\"c\" | string\ntools: {a: #A & {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	// --- number spellings in conditions and attributes ---
	{"numtext: condition is with several spellings", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {any: [{attribute: \"x\", is: 0x10}, {attribute: \"x\", is: 1_000}, {attribute: \"x\", is: 1e3}, {attribute: \"x\", is: 1Ki}, {attribute: \"x\", is: -0}, {attribute: \"x\", is: .5}, {attribute: \"x\", is: 0o17}, {attribute: \"x\", is: 0b101}]}}, b: {state: \"active\"}}\n"}},
	{"numtext: at_least with several spellings", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {all: [{attribute: \"x\", at_least: 0x10}, {attribute: \"y\", at_most: 1.5e3}, {attribute: \"z\", at_least: 2M}, {attribute: \"w\", at_most: 1.0e-5}]}}, b: {state: \"active\"}}\n"}},
	{"numtext: attributes with several spellings", map[string]string{"a.cue": "tools: z: state: \"active\"\nmodels: m: attributes: {a: 0x10, b: 1_000, c: 1e3, d: 1Ki, e: -0, f: .5, g: 0o17, h: 0b101, i: 1.5Gi}\n"}},
	{"numtext: attributes computed", map[string]string{"a.cue": "tools: z: state: \"active\"\n_n: 3\nmodels: m: attributes: {a: _n * 2, b: _n / 2, c: div(_n, 2), d: 10 / 5, e: 1.0 + 2}\n"}},
	{"numtext: condition is computed", map[string]string{"a.cue": "_n: 3\ntools: {a: {state: \"active\", visible_when: {attribute: \"x\", is: _n / 3}}, b: {state: \"active\", visible_when: {attribute: \"x\", is: _n * 1.0}}}\n"}},
	{"numtext: condition is from a pattern default", map[string]string{"a.cue": "tools: [string]: visible_when: *{attribute: \"x\", is: 2.50} | _\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"numtext: condition is from a hidden flag", map[string]string{"a.cue": "_v: *1.10 | number\ntools: {a: {state: \"active\", visible_when: {attribute: \"x\", is: _v}}, b: {state: \"active\", visible_when: {attribute: \"x\", is: _v}}}\n"}},
	{"json: surrogate pair escape", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"a\": {\"state\": \"active\", \"niche\": \"\\ud83d\\ude00\"}}\"##)\n"}},
	{"json: lone surrogate escape", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"a\": {\"state\": \"active\", \"niche\": \"\\ud800\"}}\"##)\n"}},
	{"json: empty key", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"a\": {\"state\": \"active\", \"annotations\": {\"\": true}}}\"##)\n"}},
	{"json: backslash paren in a string", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"a\": {\"state\": \"active\", \"niche\": \"x\\\\(y)\"}}\"##)\n"}},
	{"json: deep nesting in parameters", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"a\": {\"state\": \"active\", \"parameters\": {\"type\": \"object\", \"p\": [[[{\"x\": [1, 2.0, true, null, \"s\"]}]]]}}}\"##)\n"}},
	{"json: used in a pattern", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: [string]: json.Unmarshal(##\"{\"source\": \"mcp\"}\"##)\ntools: {a: {state: \"active\"}, b: {state: \"active\", source: \"builtin\"}}\n"}},
	{"json: used twice from one hidden", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n_j: ##\"{\"state\": \"active\"}\"##\ntools: {a: json.Unmarshal(_j), b: json.Unmarshal(_j) & {niche: \"n\"}}\n"}},
	{"json: the hidden string declared twice", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n_j: ##\"{\"state\": \"active\"}\"##\n_j: string\ntools: {a: json.Unmarshal(_j)}\n"}},
	{"json: the hidden string with a default", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\n_j: *##\"{\"state\": \"active\"}\"## | string\ntools: {a: json.Unmarshal(_j)}\n"}},
	{"json: shadowed json import", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport json \"encoding/yaml\"\ntools: {a: json.Unmarshal(\"state: active\")}\n"}},
	{"json: yaml import named json", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport json \"encoding/yaml\"\ntools: {a: json.Unmarshal(##\"{\"state\": \"active\", \"niche\": \"n\"}\"##)}\n"}},
	{"json: json import aliased", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport j \"encoding/json\"\ntools: {a: j.Unmarshal(##\"{\"state\": \"active\", \"niche\": \"n\"}\"##)}\n"}},
	{"json: a let named json", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nlet json = {Unmarshal: {state: \"active\"}}\ntools: {a: json.Unmarshal}\n"}},
	{"order: listgen alone, keys listed in a pattern of modes", map[string]string{"a.cue": od18 + "_od: [\"z\"]\nfor n in _od {tools: (n): #OD}\ntools: m: {state: \"active\"}\nmodes: [string]: head_add: [for n, _ in tools {n}]\n"}},
	{"order: listgen, keys listed through a let", map[string]string{"a.cue": od18 + "_od: [\"z\"]\nfor n in _od {tools: (n): #OD}\ntools: m: {state: \"active\"}\nlet T = tools\nmodes: agent: head_add: [for n, _ in T {n}]\n"}},
	{"order: listgen, keys listed in a hidden list then used", map[string]string{"a.cue": od18 + "_od: [\"z\"]\nfor n in _od {tools: (n): #OD}\ntools: m: {state: \"active\"}\n_names: [for n, _ in tools {n}]\nmodes: agent: head_add: _names\n"}},
	{"order: listgen, first key in a string", map[string]string{"a.cue": od18 + "_od: [\"z\"]\nfor n in _od {tools: (n): #OD}\ntools: m: {state: \"active\"}\nmodes: agent: cache_group: [for n, _ in tools {n}][0]\n"}},
	{"order: json, first key in a string", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: json.Unmarshal(##\"{\"z\": {\"state\": \"active\"}}\"##)\ntools: m: {state: \"active\"}\nmodes: agent: cache_group: [for n, _ in tools {n}][0]\n"}},
	// --- references to an entry's own fields, nested scopes ---
	{"localref: inner field shadows the entry's", map[string]string{"a.cue": "tools: {a: {state: \"active\", niche: \"n\", parameters: {type: \"object\", niche: 1, v: niche}}, b: {state: \"active\"}}\n"}},
	{"localref: inner reads the entry's", map[string]string{"a.cue": "tools: {a: {state: \"active\", niche: \"n\", parameters: {type: \"object\", v: niche}}, b: {state: \"active\"}}\n"}},
	{"localref: annotations shadow state", map[string]string{"a.cue": "tools: {a: {state: \"active\", annotations: {state: true, x: state}}, b: {state: \"active\"}}\n"}},
	{"localref: a let shadows a field", map[string]string{"a.cue": "tools: {a: {state: \"deferred\", card: \"c\", parameters: {type: \"object\", let card = 5, v: card}}, b: {state: \"active\"}}\n"}},
	{"localref: field set in another file", map[string]string{"a.cue": "tools: {a: {state: \"deferred\", niche: card}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: card: \"c\"\n"}},
	{"localref: field from a pattern default", map[string]string{"a.cue": "tools: [string]: group: *\"g\" | #Name\ntools: {a: {state: \"active\", niche: group}, b: {state: \"active\"}}\n"}},
	{"localref: field from a pattern default overridden elsewhere", map[string]string{"a.cue": "tools: [string]: group: *\"g\" | #Name\ntools: {a: {state: \"active\", niche: group}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: group: \"h\"\n"}},
	{"localref: field declared twice in the entry", map[string]string{"a.cue": "tools: {a: {state: \"active\", group: \"g\", niche: group} & {group: \"g\"}, b: {state: \"active\"}}\n"}},
	{"localref: field with a default in the entry, set elsewhere", map[string]string{"a.cue": "tools: {a: {state: \"active\", group: *\"g\" | #Name, niche: group}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: group: \"h\"\n"}},
	{"localref: an alias of the entry", map[string]string{"a.cue": "tools: {a: X={state: \"active\", group: *\"g\" | #Name, niche: X.group}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\ntools: a: group: \"h\"\n"}},
}

func TestReview19(t *testing.T) { runWithCue(t, review19Cases) }

// big19 is n entries in c.cue made by entry(i), with pattern in b.cue
// (after imports) and extra in a.cue.
func big19(name, extra, pattern string, n int, entry func(i int) string) reviewCase {
	var b strings.Builder
	b.WriteString("package toolpolicy\ntools: {\n")
	for i := 0; i < n; i++ {
		b.WriteString("\t" + entry(i) + "\n")
	}
	b.WriteString("}\n")
	return reviewCase{name, map[string]string{"a.cue": extra, "b.cue": b19(pattern), "c.cue": b.String()}}
}

func plain19(dev int, d string) func(i int) string {
	return func(i int) string {
		if i == dev {
			return d
		}
		switch i % 4 {
		case 0:
			return fmt.Sprintf("t_%04d: {state: \"deferred\", card: \"Load t_%04d.\", niche: \"Tool %d.\"}", i, i, i)
		case 1:
			return fmt.Sprintf("t_%04d: {state: \"active\", niche: \"Tool %d.\"}", i, i)
		case 2:
			return fmt.Sprintf("m_%04d: {state: \"active\", niche: \"Remote %d.\"}", i, i)
		}
		return fmt.Sprintf("t_%04d: {state: \"deprecated\"}", i)
	}
}

func review19Big() []reviewCase {
	const n = 320
	return []reviewCase{
		big19("big: embedded closed def plus pattern field", "#D: {source: \"mcp\", state: _, niche?: _, card?: _}\n", "tools: [=~\"^m_\"]: {card: *\"Load.\" | string}\n", n, func(i int) string {
			if i == 150 {
				return "m_0150: {#D, state: \"active\", niche: \"n\"}"
			}
			return plain19(-1, "")(i)
		}),
		big19("big: embedded closed def lacking the pattern field", "#D: {source: \"mcp\", state: _, niche?: _}\n", "tools: [=~\"^m_\"]: {card: *\"Load.\" | string}\n", n, func(i int) string {
			if i == 150 {
				return "m_0150: {#D, state: \"active\", niche: \"n\"}"
			}
			return plain19(-1, "")(i)
		}),
		big19("big: chained defs on entries", "#A: #Tool & {source: \"mcp\"}\n#B: #A & {state: *\"deferred\" | #State, card: *\"Load.\" | string}\n", "", n, func(i int) string {
			if i%5 == 0 {
				return fmt.Sprintf("d_%04d: #B", i)
			}
			if i == 151 {
				return "d_0151: #B & {source: \"builtin\"}"
			}
			return plain19(-1, "")(i)
		}),
		big19("big: required field in a pattern, one missing", "", "tools: [=~\"^m_\"]: {niche!: string}\n", n, plain19(150, "m_0150: {state: \"active\"}")),
		big19("big: required field in a def, one missing", "#R: #Tool & {card!: string}\n", "", n, func(i int) string {
			if i%4 == 0 {
				e := plain19(-1, "")(i)
				if i == 148 {
					e = fmt.Sprintf("t_%04d: {state: \"deferred\", niche: \"n\"}", i)
				}
				return strings.Replace(e, ": {", ": #R & {", 1)
			}
			return plain19(-1, "")(i)
		}),
		big19("big: default overridden in another file", "tools: m_0150: group: \"other\"\n", "tools: [=~\"^m_\"]: {group: *\"core\" | #Name}\n", n, plain19(-1, "")),
		big19("big: two defaults meet across files", "tools: [=~\"^m_01\"]: {group: *\"x\" | #Name}\n", "tools: [=~\"^m_\"]: {group: *\"core\" | #Name}\n", n, plain19(-1, "")),
		big19("big: two equal defaults meet across files", "tools: [=~\"^m_01\"]: {group: *\"core\" | #Name}\n", "tools: [=~\"^m_\"]: {group: *\"core\" | #Name}\n", n, plain19(-1, "")),
		big19("big: hidden gate, tied pattern and keep pattern", g18, "tools: [string]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\ntools: [N=string]: {if strings.HasSuffix(N, \"5\") {group: \"g_\\(N)\"}}\n", n, func(i int) string {
			e := plain19(-1, "")(i)
			if i%7 == 1 {
				return strings.Replace(e, "{state", "{_gate: {visible_for: \"c\"}, state", 1)
			}
			return e
		}),
		big19("big: label or plus hidden gate plus listgen", g18+od18+"_srv: [\"m_0\", \"m_1\"]\n_od: [\"x_0001\", \"x_0002\"]\nfor n in _od {tools: (n): #OD}\ntools: {x_0001: {card: \"c\"}, x_0002: {state: \"active\", _gate: {visible_for: \"c\"}}}\n", "tools: [or([for s in _srv {=~\"^\\(s)\"}])]: {source: \"mcp\"}\n", n, func(i int) string {
			e := plain19(-1, "")(i)
			if i%9 == 2 {
				return strings.Replace(e, "{state", "{_gate: {hidden_for: \"c\"}, state", 1)
			}
			return e
		}),
		big19("big: value alias in many entries", "", "tools: [string]: {source: *\"builtin\" | _}\n", n, func(i int) string {
			if i%3 == 0 {
				return fmt.Sprintf("v_%04d: V={state: \"active\", niche: \"\\(V.source) %d\"}", i, i)
			}
			return plain19(-1, "")(i)
		}),
		big19("big: let in many entries, one bad", "", "", n, func(i int) string {
			if i == 200 {
				return "l_0200: {let s = \"paused\", state: s}"
			}
			if i%3 == 0 {
				return fmt.Sprintf("l_%04d: {let s = \"active\", state: s, niche: \"n %d\"}", i, i)
			}
			return plain19(-1, "")(i)
		}),
		big19("big: interpolated labels", "_p: \"gh\"\n", "", n, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("\"\\(_p)_%04d\": {state: \"active\"}", i)
			}
			return plain19(-1, "")(i)
		}),
		big19("big: interpolated labels, one invalid", "_p: \"gh\"\n", "", n, func(i int) string {
			if i == 100 {
				return "\"\\(_p) 0100\": {state: \"active\"}"
			}
			if i%2 == 0 {
				return fmt.Sprintf("\"\\(_p)_%04d\": {state: \"active\"}", i)
			}
			return plain19(-1, "")(i)
		}),
		big19("big: null niche in one", "", "", n, plain19(150, "t_0150: {state: \"active\", niche: null}")),
		big19("big: bytes card in one", "", "", n, plain19(148, "t_0148: {state: \"deferred\", card: 'Load.'}")),
		big19("big: number annotation in one", "", "", n, plain19(149, "t_0149: {state: \"active\", annotations: {n: 1}}")),
		big19("big: niche with a control char in one", "", "", n, plain19(149, "t_0149: {state: \"active\", niche: \"a\\u0085b\"}")),
		big19("big: MaxFields on the section", "", "tools: struct.MaxFields(319)\n", n, plain19(-1, "")),
		big19("big: MinFields on entries with optional", "", "tools: [string]: struct.MinFields(2)\n", n, plain19(151, "t_0151: {state: \"deprecated\", niche?: \"n\"}")),
		big19("big: error() in a keep pattern matching one", "", "tools: [N=string]: {if N == \"t_0151\" {niche: error(\"banned \\(N)\")}}\n", n, plain19(-1, "")),
		big19("big: matchIf in a pattern", "", "tools: [string]: matchIf({state: \"deferred\"}, {card: =~\"^Load\"}, {card?: _|_})\n", n, plain19(152, "t_0152: {state: \"deferred\", card: \"Fetch.\"}")),
		big19("big: matchIf in a pattern, else branch", "", "tools: [string]: matchIf({state: \"deferred\"}, {card: =~\"^Load\"}, {card?: _|_})\n", n, plain19(153, "t_0153: {state: \"active\", card: \"Load.\"}")),
		big19("big: entries guarded by another entry", "tools: {if tools.t_0001.state == \"active\" {g_0001: {state: \"active\"}}}\n", "", n, plain19(-1, "")),
		big19("big: for with let building entries", "", "_ns: [for i in list.Range(0, 50, 1) {\"x_\\(i)\"}]\ntools: {for n in _ns let u = strings.ToUpper(n) {(n): {state: \"active\", niche: u}}}\n", n, plain19(-1, "")),
		big19("big: split over files, conflict", "tools: t_0149: card: \"X\"\n", "tools: t_0149: card: \"Y\"\n", n, plain19(-1, "")),
		big19("big: split over files, agreement", "tools: t_0148: card: \"Load t_0148.\"\n", "tools: t_0148: source: \"mcp\"\n", n, plain19(-1, "")),
		big19("big: attribute @if file", "", "", n, plain19(-1, "")),
		big19("big: close with ellipsis", "", "tools: [string]: close({state: _, ...})\n", n, plain19(-1, "")),
		big19("big: close without the niche", "", "tools: [string]: close({state: _, card?: _})\n", n, plain19(-1, "")),
		big19("big: listgen order seen by first_turn", od18+"_od: [\"z_9999\", \"a_9999\"]\nfor n in _od {tools: (n): #OD}\ntools: {z_9999: {niche: \"z\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" || t.state == \"deferred\" {n}]}\n", "", n, plain19(-1, "")),
		big19("big: hidden copy order seen by head_drop", "retired: {for n, t in tools if t._r != _|_ {(n): t._r}, y_9999: {}}\nmodes: agent: head_drop: [for n, _ in retired {n}]\n", "", n, func(i int) string {
			if i%4 == 3 {
				return fmt.Sprintf("t_%04d: {state: \"removed\", _r: {reason: \"r %d\"}}", i, i)
			}
			return plain19(-1, "")(i)
		}),
		big19("big: json order seen by first_turn", "", "import \"encoding/json\"\ntools: json.Unmarshal(##\"{\"j_z\": {\"state\": \"active\"}, \"j_a\": {\"state\": \"active\"}}\"##)\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", n, plain19(-1, "")),
		big19("big: json entries only, keys listed", "", "import \"encoding/json\"\n_j: ##\"{\"j_z\": {\"state\": \"active\"}, \"j_a\": {\"state\": \"active\"}}\"##\ntools: json.Unmarshal(_j)\ntools: j_z: niche: \"z\"\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", 0, plain19(-1, "")),
		big19("big: hidden copy into retired from tied", "retired: {for n, t in tools if t._ret != _|_ {(n): t._ret}}\n", "", n, func(i int) string {
			if i%4 == 3 {
				return fmt.Sprintf("t_%04d: {state: \"deprecated\", _ret: {since: \"1.0.%d\"}}", i, i)
			}
			return plain19(-1, "")(i)
		}),
	}
}

func TestReview19Big(t *testing.T) {
	cs := review19Big()
	// the @if case gets a b2.cue excluded by an attribute.
	for i := range cs {
		if cs[i].name == "big: attribute @if file" {
			cs[i].files["d.cue"] = "@if(never)\npackage toolpolicy\ntools: t_0001: state: \"removed\"\n"
		}
	}
	runWithCue(t, cs)
}
