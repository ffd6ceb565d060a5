package compiler

import (
	"encoding/json"
	"fmt"
	"github.com/toolpolicy/toolpolicy/compiler/schema"
	"strings"
	"testing"
)

// review17Cases probe CUE idioms against the cue command (issue 17):
// dynamic and interpolated labels, aliases, lets in comprehensions, nested
// comprehensions, or()/and(), builtins computing values, numbers, strings,
// closedness, required and optional fields, entries across files, build
// attributes, _test.cue files, local modules, and errors deep in entries.
const m17 = "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\n"

var review17Cases = []reviewCase{
	// --- labels ---
	{"dyn: labels from a hidden list", map[string]string{"a.cue": "_names: [\"a\", \"b\"]\ntools: {for n in _names {(n): {state: \"active\"}}}\n"}},
	{"dyn: label from a hidden string beside a pattern", map[string]string{"a.cue": "_n: \"x_a\"\ntools: [=~\"^x_\"]: {source: \"mcp\"}\ntools: {(_n): {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"dyn: label from a hidden string, pattern conflicts", map[string]string{"a.cue": "_n: \"x_a\"\ntools: [=~\"^x_\"]: {source: \"mcp\"}\ntools: {(_n): {state: \"active\", source: \"builtin\"}, b: {state: \"active\"}}\n"}},
	{"dyn: interpolated labels", map[string]string{"a.cue": "_p: \"fs\"\ntools: {\"\\(_p)_read\": {state: \"active\"}, \"\\(_p)_write\": {state: \"deferred\"}}\n"}},
	{"dyn: interpolated label meets a literal", map[string]string{"a.cue": "_p: \"fs\"\ntools: {\"\\(_p)_read\": {state: \"active\"}, fs_read: {card: \"c\"}}\n"}},
	{"dyn: interpolated label meets a literal, conflicting", map[string]string{"a.cue": "_p: \"fs\"\ntools: {\"\\(_p)_read\": {state: \"active\"}, fs_read: {state: \"deferred\"}}\n"}},
	{"dyn: interpolated label with a template pattern", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^gh_\"]: #M\n_p: \"gh\"\ntools: {\"\\(_p)_a\": {}, \"\\(_p)_b\": {state: \"active\"}, c: {state: \"active\"}}\n"}},
	{"dyn: dynamic label invalid name", map[string]string{"a.cue": "_n: \"bad name\"\ntools: {(_n): {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"dyn: dynamic label not a string", map[string]string{"a.cue": "_n: 1\ntools: {(_n): {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"dyn: dynamic label incomplete", map[string]string{"a.cue": "_n: string\ntools: {(_n): {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"dyn: label from the other section", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"deprecated\"}}\naliases: {(\"old_\" + \"b\"): {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\n"}},
	{"dyn: escaped unicode label", map[string]string{"a.cue": "tools: {\"\\u0061\": {state: \"active\"}, a: {card: \"c\"}}\n"}},
	{"dyn: non-ascii label", map[string]string{"a.cue": "tools: {\"é\": {state: \"active\"}, a: {state: \"active\"}}\n"}},
	{"dyn: quoted identifier-like label", map[string]string{"a.cue": "tools: {\"a\": {state: \"active\"}, a: {card: \"c\"}, \"b.c\": {state: \"active\"}, \"-x\": {state: \"active\"}}\n"}},
	{"dyn: label with a #", map[string]string{"a.cue": "tools: {\"#a\": {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"dyn: label with an underscore first quoted", map[string]string{"a.cue": "tools: {\"_a\": {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"dyn: 128 and 129 char labels", map[string]string{"a.cue": "tools: {" + "a" + strings.Repeat("b", 127) + ": {state: \"active\"}, c: {state: \"active\"}}\n"}},
	{"dyn: 129 char label", map[string]string{"a.cue": "tools: {" + "a" + strings.Repeat("b", 128) + ": {state: \"active\"}, c: {state: \"active\"}}\n"}},

	// --- aliases ---
	{"alias: field alias read by a sibling entry", map[string]string{"a.cue": "tools: {A=a: {state: \"active\", card: \"c\"}, b: {state: A.state, card: A.card + \"2\"}}\n"}},
	{"alias: field alias read from another section", map[string]string{"a.cue": "tools: {A=a: {state: \"deprecated\"}, b: {state: \"active\"}}\naliases: {old: {replacement: \"b\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: A.state == \"deprecated\"}}\n"}},
	{"alias: value alias read by a sibling", map[string]string{"a.cue": "tools: {a: V={state: \"active\", niche: \"n\"}, b: {state: \"deferred\", niche: V.niche}}\n"}},
	{"alias: section alias", map[string]string{"a.cue": "T=tools: {a: {state: \"active\", card: \"c\"}, b: {state: \"active\", card: T.a.card}}\n"}},
	{"alias: dynamic field alias", map[string]string{"a.cue": "_n: \"a\"\ntools: {X=(_n): {state: \"active\", card: \"c\"}, b: {state: X.state}}\n"}},
	{"alias: label alias in pattern used in a value", map[string]string{"a.cue": "tools: [N=string]: {card: *\"card of \\(N)\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\", card: \"x\"}}\n"}},
	{"alias: label alias in template pattern", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\"}\ntools: [N=string & =~\"^m_\"]: #M & {niche: \"niche \\(N)\"}\ntools: {m_a: {state: \"active\"}, m_b: {state: \"active\", niche: \"niche m_b\"}}\n"}},
	{"alias: label alias in template pattern, conflict", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\"}\ntools: [N=string & =~\"^m_\"]: #M & {niche: \"niche \\(N)\"}\ntools: {m_a: {state: \"active\"}, m_b: {state: \"active\", niche: \"niche m_a\"}}\n"}},

	// --- comprehensions ---
	{"for: let clause and if", map[string]string{"a.cue": "_x: {a: 1, b: 2, c: 3}\ntools: {for k, v in _x let n = \"t_\\(k)\" if v > 1 {(n): {state: \"active\", card: \"\\(v)\"}}, z: {state: \"active\"}}\n"}},
	{"for: let clause, label meets a pattern", map[string]string{"a.cue": "_x: {a: 1, b: 2, c: 3}\ntools: [=~\"^t_\"]: {source: \"mcp\", state: *\"deferred\" | #State}\ntools: {for k, v in _x let n = \"t_\\(k)\" if v > 1 {(n): {card: \"\\(v)\"}}, z: {state: \"active\"}}\n"}},
	{"for: two lets", map[string]string{"a.cue": "_x: [\"a\", \"b\"]\ntools: {for i, k in _x let n = k + \"_t\" let c = \"#\\(i)\" {(n): {state: \"active\", card: c}}}\n"}},
	{"for: nested", map[string]string{"a.cue": "_g: {fs: [\"read\", \"write\"], net: [\"get\"]}\ntools: {for g, ops in _g for o in ops {\"\\(g)_\\(o)\": {state: \"active\", group: g}}}\n"}},
	{"for: nested with if between", map[string]string{"a.cue": "_g: {fs: [\"read\", \"write\"], net: [\"get\"]}\ntools: {for g, ops in _g if g != \"net\" for o in ops if o != \"write\" {\"\\(g)_\\(o)\": {state: \"active\", group: g}}, x: {state: \"active\"}}\n"}},
	{"for: nested comprehension blocks", map[string]string{"a.cue": "_g: {fs: [\"read\", \"write\"], net: [\"get\"]}\ntools: {for g, ops in _g {for o in ops {\"\\(g)_\\(o)\": {state: \"active\"}}}}\n"}},
	{"for: comprehension at file top", map[string]string{"a.cue": "_g: [\"a\", \"b\"]\nfor n in _g {tools: (n): {state: \"active\"}}\n"}},
	{"for: comprehension at top making two sections", map[string]string{"a.cue": "_g: [\"a\", \"b\"]\nfor n in _g {tools: (n): {state: \"deprecated\"}, tools: \"\\(n)2\": {state: \"active\"}, aliases: \"old_\\(n)\": {replacement: \"\\(n)2\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\n"}},
	{"for: over tools making retired", map[string]string{"a.cue": "tools: {a: {state: \"removed\"}, b: {state: \"active\"}, c: {state: \"removed\"}}\nretired: {for n, t in tools if t.state == \"removed\" {\"r_\\(n)\": {reason: \"was \\(n)\"}}}\n"}},
	{"for: over tools making gates", map[string]string{"a.cue": "tools: {a: {state: \"active\", group: \"x\"}, b: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: {for n, t in tools if t.group != _|_ {(n): {hidden_for: \"c\"}}}\n"}},
	{"for: over tools making gates with defaults", map[string]string{"a.cue": "tools: [string]: {group: *\"core\" | string}\ntools: {a: {state: \"active\", group: \"x\"}, b: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: {for n, t in tools if t.group == \"core\" {(n): {hidden_for: \"c\"}}}\n"}},
	{"for: over tools making tools", map[string]string{"a.cue": "_base: {a: {state: \"active\"}, b: {state: \"deferred\"}}\ntools: _base\ntools: {for n, t in _base {\"\\(n)_v2\": t & {card: \"v2\"}}}\n"}},
	{"for: same entry in a pattern and a comprehension", map[string]string{"a.cue": "tools: [=~\"^x_\"]: {source: \"mcp\"}\ntools: {for n in [\"x_a\", \"y\"] {(n): {state: \"active\"}}, x_a: {card: \"c\"}}\n"}},
	{"for: same entry from two comprehensions", map[string]string{"a.cue": "tools: {for n in [\"a\", \"b\"] {(n): {state: \"active\"}}, for n in [\"b\", \"c\"] {(n): {card: \"c\"}}, c: state: \"active\"}\n"}},
	{"for: same entry from two comprehensions, conflict", map[string]string{"a.cue": "tools: {for n in [\"a\", \"b\"] {(n): {state: \"active\"}}, for n in [\"b\", \"c\"] {(n): {state: \"deferred\"}}}\n"}},
	{"for: comprehension over a list of structs", map[string]string{"a.cue": "_l: [{n: \"a\", s: \"active\"}, {n: \"b\", s: \"bogus\"}]\ntools: {for t in _l {(t.n): {state: t.s}}}\n"}},
	{"for: if with a comparison of strings", map[string]string{"a.cue": "_l: [\"a\", \"bb\", \"ccc\"]\ntools: {for t in _l if t > \"b\" {(t): {state: \"active\"}}, a: {state: \"active\"}}\n"}},
	{"for: list comprehension into groups", map[string]string{"a.cue": "_gs: [\"x\", \"y\"]\ntools: {a: {state: \"active\", groups: [for g in _gs {\"g_\\(g)\"}]}, b: {state: \"active\", groups: [for g in _gs if g == \"y\" {g}]}}\n"}},
	{"for: list comprehension with invalid names", map[string]string{"a.cue": "_gs: [\"x\", \"y z\"]\ntools: {a: {state: \"active\", groups: [for g in _gs {g}]}, b: {state: \"active\"}}\n"}},
	{"for: if on a label in a section", map[string]string{"a.cue": "_on: true\ntools: {if _on {a: {state: \"active\"}}, if !_on {b: {state: \"active\"}}, c: {state: \"active\"}}\n"}},
	{"for: if on an incomplete value", map[string]string{"a.cue": "_on: bool\ntools: {if _on {a: {state: \"active\"}}, c: {state: \"active\"}}\n"}},
	{"for: over an incomplete struct", map[string]string{"a.cue": "_x: {a: string}\ntools: {for k, v in _x {(k): {state: \"active\", card: v}}, c: {state: \"active\"}}\n"}},

	// --- builtins ---
	{"fn: or() of states", map[string]string{"a.cue": "tools: [string]: {state: or([\"active\", \"deferred\"])}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"fn: or() of states, one out", map[string]string{"a.cue": "tools: [string]: {state: or([\"active\", \"deferred\"])}\ntools: {a: {state: \"active\"}, b: {state: \"removed\"}}\n"}},
	{"fn: or() of states from a list comprehension", map[string]string{"a.cue": "_ok: [\"active\", \"deferred\", \"x\"]\ntools: [string]: {state: or([for s in _ok if s != \"x\" {s}])}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"fn: or() of an empty list", map[string]string{"a.cue": "tools: [=~\"^z\"]: {state: or([])}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"fn: or() of an empty list, matched", map[string]string{"a.cue": "tools: [=~\"^z\"]: {state: or([])}\ntools: {a: {state: \"active\"}, z: {state: \"deferred\"}}\n"}},
	{"fn: and() of structs", map[string]string{"a.cue": "tools: [string]: and([{source: *\"mcp\" | \"builtin\"}, {card: *\"c\" | string}])\ntools: {a: {state: \"active\"}, b: {state: \"deferred\", source: \"builtin\"}}\n"}},
	{"fn: and() of an empty list", map[string]string{"a.cue": "tools: [string]: and([])\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"fn: or() as a default", map[string]string{"a.cue": "tools: [string]: {card: *or([\"x\", \"y\"]) | string}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"fn: list.Concat groups", map[string]string{"a.cue": "", "b.cue": p16 + "import \"list\"\n_a: [\"a\"]\ntools: {a: {state: \"active\", groups: list.Concat([_a, [\"b\"]])}, b: {state: \"active\", groups: list.Concat([])}}\n"}},
	{"fn: list.Concat of comprehensions makes entries", map[string]string{"a.cue": "", "b.cue": p16 + "import \"list\"\n_l: list.Concat([[for n in [\"a\", \"b\"] {n}], [\"c\"]])\ntools: {for n in _l {(n): {state: \"active\"}}}\n"}},
	{"fn: strings.Join description", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_l: [\"one\", \"two\"]\ntools: {a: {state: \"active\", description: strings.Join(_l, \"\\n\")}, b: {state: \"active\", niche: strings.Join([for x in _l {strings.ToUpper(x)}], \", \")}}\n"}},
	{"fn: strings.Join with a control character in niche", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_l: [\"one\", \"two\"]\ntools: {a: {state: \"active\", niche: strings.Join(_l, \"\\n\")}, b: {state: \"active\"}}\n"}},
	{"fn: list.SortStrings groups", map[string]string{"a.cue": "", "b.cue": p16 + "import \"list\"\ntools: {a: {state: \"active\", groups: list.SortStrings([\"z\", \"a\"])}, b: {state: \"active\"}}\n"}},
	{"fn: len in a value", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: \"\\(len(tools)) tools\"}, b: {state: \"active\"}}\n"}},
	{"fn: strings.Repeat card", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: {a: {state: \"active\", card: strings.Repeat(\"ab\", 3)}, b: {state: \"active\"}}\n"}},
	{"fn: regexp.ReplaceAll niche", map[string]string{"a.cue": "", "b.cue": p16 + "import \"regexp\"\ntools: {a: {state: \"active\", niche: regexp.ReplaceAll(\"_\", \"a_b_c\", \" \")}, b: {state: \"active\"}}\n"}},
	{"fn: div and mod in attribute", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: div(7, 2) + mod(7, 2)}}, b: {state: \"active\"}}\n"}},
	{"fn: math.Pow in attribute", map[string]string{"a.cue": "", "b.cue": p16 + "import \"math\"\ntools: {a: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: math.Pow(2, 10)}}, b: {state: \"active\"}}\n"}},

	// --- numbers ---
	{"num: float in at_least", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: 1e3}}, b: {state: \"active\", visible_when: {attribute: \"ctx\", at_most: 2.5}}}\n"}},
	{"num: hex, octal, binary, underscores, multipliers", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: 0x10}}, b: {state: \"active\", visible_when: {attribute: \"ctx\", at_most: 1_000}}, c: {state: \"active\", visible_when: {attribute: \"ctx\", at_most: 1Ki}}, d: {state: \"active\", visible_when: {attribute: \"ctx\", at_most: 0o17}}, e: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: 0b101}}, f: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: 1.5M}}}\n"}},
	{"num: big int in at_least", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: 100000000000000000000000000}}, b: {state: \"active\"}}\n"}},
	{"num: negative and tiny floats", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: -0.0}}, b: {state: \"active\", visible_when: {attribute: \"ctx\", at_most: 1e-30}}, c: {state: \"active\", visible_when: {attribute: \"ctx\", at_most: .5}}}\n"}},
	// (0x7fffffffffffffff here: toolpolicy reads it exactly; the test's
	// exportedData decodes cue export's JSON through float64 and does not.)
	{"num: attribute is number", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"ctx\", is: 12.0}}, b: {state: \"active\", visible_when: {attribute: \"ctx\", is: 0x7fffffff}}}\n"}},
	{"num: computed number in a pattern", map[string]string{"a.cue": "_k: 2\ntools: [string]: {visible_when: *{attribute: \"ctx\", at_least: _k * 1.5} | #Condition}\ntools: {a: {state: \"active\"}, b: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: 3}}}\n"}},
	{"num: budget over int64", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: q: {budget: {target: 1, max: 9223372036854775808}}\n"}},
	{"num: budget float", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: q: {budget: {target: 1.0, max: 9}}\n"}},
	{"num: budget 1e3 ", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: q: {budget: {target: 1e3, max: 2000}}\n"}},
	{"num: budget multiplier", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: q: {budget: {target: 1K, max: 2Ki, max_bytes: 0x7fffffffffffffff}}\n"}},
	{"num: mode budget computed", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmodes: m2: {budget: {max_bytes: len(tools) * 1000, target_bytes: 5e2}}\n"}},

	// --- strings ---
	{"str: multi-line description", map[string]string{"a.cue": "tools: {a: {state: \"active\", description: \"\"\"\n\tline one\n\t  line two\n\n\tline four\n\t\"\"\"}, b: {state: \"active\"}}\n"}},
	{"str: raw multi-line with interpolation", map[string]string{"a.cue": "_x: \"X\"\ntools: {a: {state: \"active\", description: #\"\"\"\n\tsays \"\\(_x)\" and \\#(_x)\n\t\"\"\"#}, b: {state: \"active\"}}\n"}},
	{"str: multi-line niche is refused", map[string]string{"a.cue": "tools: {a: {state: \"active\", niche: \"\"\"\n\tone\n\ttwo\n\t\"\"\"}, b: {state: \"active\"}}\n"}},
	{"str: multi-line niche of one line", map[string]string{"a.cue": "tools: {a: {state: \"active\", niche: \"\"\"\n\tone\n\t\"\"\"}, b: {state: \"active\"}}\n"}},
	{"str: escapes", map[string]string{"a.cue": "tools: {a: {state: \"active\", description: \"tab\\tnl\\nq\\\"u\\u00e9U\\U0001F600\\/\"}, b: {state: \"active\", card: \"\\x41\\101\"}}\n"}},
	{"str: bytes in a string field", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: 'abc'}, b: {state: \"active\"}}\n"}},
	{"str: C1 control in niche", map[string]string{"a.cue": "tools: {a: {state: \"active\", niche: \"x\\u0085y\"}, b: {state: \"active\"}}\n"}},
	{"str: DEL in niche via interpolation", map[string]string{"a.cue": "_d: \"\\u007f\"\ntools: {a: {state: \"active\", niche: \"x\\(_d)y\"}, b: {state: \"active\"}}\n"}},
	{"str: interpolation of a number and bool", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: \"\\(1.50) \\(true) \\(0x10) \\(1e3)\"}, b: {state: \"active\"}}\n"}},
	{"str: interpolation of a struct", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: \"\\({x: 1})\"}, b: {state: \"active\"}}\n"}},
	{"str: concatenation and multiplication", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: \"ab\" + \"cd\"}, b: {state: \"active\", card: \"x\" * 3}}\n"}},

	// --- definitions, closedness ---
	{"def: open definition as a template", map[string]string{"a.cue": "#T: {state: \"active\", ...}\ntools: [=~\"^x_\"]: #T\ntools: {x_a: {card: \"c\"}, x_b: {bogus: 1}, y: {state: \"active\"}}\n"}},
	{"def: open definition as a template, valid", map[string]string{"a.cue": "#T: {state: \"active\", ...}\ntools: [=~\"^x_\"]: #T\ntools: {x_a: {card: \"c\"}, x_b: {niche: \"n\"}, y: {state: \"active\"}}\n"}},
	{"def: closed definition without #Tool, extra schema field", map[string]string{"a.cue": "#T: {state: \"active\"}\ntools: [=~\"^x_\"]: #T\ntools: {x_a: {card: \"c\"}, y: {state: \"active\"}}\n"}},
	{"def: embedding #Tool and opening", map[string]string{"a.cue": "#T: {#Tool, ...}\ntools: [=~\"^x_\"]: #T\ntools: {x_a: {state: \"active\", bogus: 1}, y: {state: \"active\"}}\n"}},
	{"def: close() on an entry, field from another file", map[string]string{"a.cue": "tools: {a: close({state: \"active\"}), b: {state: \"active\"}}\n", "b.cue": p16 + "tools: a: card: \"c\"\n"}},
	{"def: close() on an entry, same fields elsewhere", map[string]string{"a.cue": "tools: {a: close({state: \"active\", card: string}), b: {state: \"active\"}}\n", "b.cue": p16 + "tools: a: card: \"c\"\n"}},
	{"def: close() on the pattern value", map[string]string{"a.cue": "tools: [=~\"^x_\"]: close({state: \"active\", source: \"mcp\"})\ntools: {x_a: {card: \"c\"}, y: {state: \"active\"}}\n"}},
	{"def: close() on the pattern value, valid", map[string]string{"a.cue": "tools: [=~\"^x_\"]: close({state: \"active\", source: \"mcp\", card?: string})\ntools: {x_a: {card: \"c\"}, x_b: {}, y: {state: \"active\"}}\n"}},
	{"def: required field in a user definition missing", map[string]string{"a.cue": "#M: #Tool & {niche!: string}\ntools: [=~\"^m_\"]: #M\ntools: {m_a: {state: \"active\"}, m_b: {state: \"active\", niche: \"n\"}}\n"}},
	{"def: required field in a user definition given", map[string]string{"a.cue": "#M: #Tool & {niche!: string}\ntools: [=~\"^m_\"]: #M\ntools: {m_a: {state: \"active\", niche: \"m\"}, m_b: {state: \"active\", niche: \"n\"}}\n"}},
	{"def: required field given in another file", map[string]string{"a.cue": "#M: #Tool & {niche!: string}\ntools: [=~\"^m_\"]: #M\ntools: {m_a: {state: \"active\"}, m_b: {state: \"active\", niche: \"n\"}}\n", "b.cue": p16 + "tools: m_a: niche: \"x\"\n"}},
	{"def: required field in a plain pattern", map[string]string{"a.cue": "tools: [string]: {card!: string}\ntools: {a: {state: \"active\", card: \"c\"}, b: {state: \"active\"}}\n"}},
	{"def: required field in an entry", map[string]string{"a.cue": "tools: {a: {state: \"active\", card!: string}, b: {state: \"active\"}}\n"}},
	{"def: required field in an entry, set in another file", map[string]string{"a.cue": "tools: {a: {state: \"active\", card!: string}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: a: card: \"x\"\n"}},
	{"def: required field from a comprehension", map[string]string{"a.cue": "tools: [string]: {card!: string}\ntools: {for n in [\"a\", \"b\"] {(n): {state: \"active\", card: n}}}\n"}},
	{"def: optional field with a default in a pattern", map[string]string{"a.cue": "tools: [string]: {card?: *\"c\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\", card: \"d\"}}\n"}},
	{"def: optional field with a default in a definition", map[string]string{"a.cue": "#M: #Tool & {card?: *\"c\" | string, niche?: *\"n\" | string}\ntools: [=~\"^m_\"]: #M\ntools: {m_a: {state: \"active\"}, m_b: {state: \"active\", card: \"d\"}}\n"}},
	{"def: optional field with a default, another pattern sets it", map[string]string{"a.cue": "tools: [string]: {card?: *\"c\" | string}\ntools: [=~\"^b\"]: {card: string}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"def: definition reads a section", map[string]string{"a.cue": "#T: #Tool & {state: tools.foo.state}\ntools: [=~\"^b\"]: #T\ntools: {foo: {state: \"deferred\"}, bar: {}, baz: {card: \"c\"}}\n"}},
	{"def: definition reads a section, conflict", map[string]string{"a.cue": "#T: #Tool & {state: tools.foo.state}\ntools: [=~\"^b\"]: #T\ntools: {foo: {state: \"deferred\"}, bar: {state: \"active\"}}\n"}},
	{"def: definition reads its own entry", map[string]string{"a.cue": "#T: #Tool & {state: tools.bar.state}\ntools: [=~\"^b\"]: #T\ntools: {bar: {state: \"active\"}, bb: {state: \"active\"}}\n"}},
	{"def: definition reads a hidden across files", map[string]string{"a.cue": "#T: #Tool & {state: _s}\ntools: [=~\"^b\"]: #T\ntools: {bar: {}, c: {state: \"active\"}}\n", "b.cue": p16 + "_s: \"deferred\"\n"}},
	{"def: nested definition in the entry", map[string]string{"a.cue": "tools: {a: {#S: \"active\", state: #S}, b: {state: \"active\"}}\n"}},
	{"def: definition of a section", map[string]string{"a.cue": "#Tools: [string]: #Tool & {source: *\"mcp\" | _}\ntools: #Tools & {a: {state: \"active\"}, b: {state: \"active\", source: \"builtin\"}}\n"}},
	{"def: definition of a section, unknown field", map[string]string{"a.cue": "#Tools: [string]: #Tool & {source: *\"mcp\" | _}\ntools: #Tools & {a: {state: \"active\", bogus: 1}, b: {state: \"active\"}}\n"}},
	{"def: definition embedded at the top of a file", map[string]string{"a.cue": "", "b.cue": p16 + "#P: {tools: [=~\"^m_\"]: {source: \"mcp\"}, ...}\n#P\ntools: {m_a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"def: closed definition embedded at the top of a file", map[string]string{"a.cue": "", "b.cue": p16 + "#P: {tools: [=~\"^m_\"]: {source: \"mcp\"}}\n#P\ntools: {m_a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"def: definition with a pattern embedded in section", map[string]string{"a.cue": "#M: {[=~\"^m_\"]: {source: \"mcp\"}, ...}\ntools: {#M, m_a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"def: definition with a pattern embedded in section, closed", map[string]string{"a.cue": "#M: {[=~\"^m_\"]: {source: \"mcp\"}}\ntools: {#M, m_a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"def: disjunction of definitions", map[string]string{"a.cue": "#A: #Tool & {state: \"active\", source: \"builtin\"}\n#B: #Tool & {state: \"deferred\", source: \"mcp\"}\ntools: [string]: #A | #B\ntools: {a: {state: \"active\"}, b: {source: \"mcp\"}}\n"}},
	{"def: disjunction of definitions, ambiguous", map[string]string{"a.cue": "#A: #Tool & {state: \"active\", card?: string}\n#B: #Tool & {state: \"active\", niche?: string}\ntools: [string]: #A | #B\ntools: {a: {state: \"active\"}, b: {state: \"active\", card: \"c\"}}\n"}},
	{"def: disjunction with a default definition", map[string]string{"a.cue": "#A: #Tool & {state: \"active\", source: \"builtin\"}\n#B: #Tool & {state: \"deferred\", source: \"mcp\"}\ntools: [string]: *#A | #B\ntools: {a: {}, b: {source: \"mcp\"}}\n"}},

	// --- across files ---
	{"files: entry split across three files", map[string]string{"a.cue": "tools: a: state: \"active\"\n", "b.cue": p16 + "tools: a: card: \"c\"\ntools: b: state: \"deferred\"\n", "c.cue": p16 + "tools: a: niche: \"n\"\ntools: b: card: \"d\"\n"}},
	{"files: default in one file, value in another", map[string]string{"a.cue": "tools: a: {state: \"active\", card: *\"a\" | \"b\"}\n", "b.cue": p16 + "tools: a: card: \"b\"\ntools: b: state: \"active\"\n"}},
	{"files: two different defaults across files", map[string]string{"a.cue": "tools: a: {state: \"active\", card: *\"a\" | \"b\"}\n", "b.cue": p16 + "tools: a: card: *\"b\" | \"a\"\ntools: b: state: \"active\"\n"}},
	{"files: same default across files", map[string]string{"a.cue": "tools: a: {state: \"active\", card: *\"a\" | \"b\"}\n", "b.cue": p16 + "tools: a: card: *\"a\" | \"c\"\ntools: b: state: \"active\"\n"}},
	{"files: default state in one file, pattern in another", map[string]string{"a.cue": "tools: [string]: {state: *\"deferred\" | _}\n", "b.cue": p16 + "tools: {a: {}, b: {state: \"active\"}}\n"}},
	{"files: pattern in one, template in another", map[string]string{"a.cue": "tools: [=~\"^m_\"]: {source: \"mcp\"}\n", "b.cue": p16 + "#M: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^m_\"]: #M\ntools: {m_a: {}, b: {state: \"active\"}}\n"}},
	{"files: hidden of the same name in two packages files", map[string]string{"a.cue": "_h: \"active\"\ntools: a: state: _h\n", "b.cue": p16 + "_h: \"active\"\ntools: b: state: _h\n"}},
	{"files: hidden conflicting across files", map[string]string{"a.cue": "_h: \"active\"\ntools: a: state: _h\n", "b.cue": p16 + "_h: \"deferred\"\ntools: b: state: \"active\"\n"}},
	{"files: let of the same name in two files", map[string]string{"a.cue": "let S = \"active\"\ntools: a: state: S\n", "b.cue": p16 + "let S = \"deferred\"\ntools: b: state: S\n"}},
	{"files: _test.cue file", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b_test.cue": p16 + "tools: a: state: \"bogus\"\n"}},
	{"files: _test.cue file, valid", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b_test.cue": p16 + "tools: c: state: \"active\"\n"}},
	{"files: a file of another package", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "package other\ntools: c: state: \"bogus\"\n"}},
	{"files: a file without a package clause", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "tools: c: state: \"bogus\"\n"}},
	{"files: a hidden file", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", ".b.cue": p16 + "tools: c: state: \"bogus\"\n"}},
	{"files: an underscore file", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "_b.cue": p16 + "tools: c: state: \"bogus\"\n"}},
	{"files: a subdirectory", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "sub/b.cue": p16 + "tools: c: state: \"bogus\"\n"}},

	// --- build attributes and tags ---
	{"if: file excluded by @if", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "@if(prod)\n" + p16 + "tools: c: state: \"bogus\"\n"}},
	{"if: file excluded by @if(!x)", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "@if(!prod)\n" + p16 + "tools: c: state: \"bogus\"\n"}},
	{"if: @if(true-ish expression)", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "@if(prod || !prod)\n" + p16 + "tools: c: state: \"active\"\n"}},
	{"if: @if after the package clause", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "@if(prod)\ntools: c: state: \"bogus\"\n"}},
	{"if: @if after a comment", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "// comment\n@if(prod)\n\n" + p16 + "tools: c: state: \"bogus\"\n"}},
	{"if: @if(true)", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "@if(true)\n" + p16 + "tools: c: state: \"bogus\"\n"}},
	{"if: two @if", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": "@if(!a)\n@if(b)\n" + p16 + "tools: c: state: \"bogus\"\n"}},
	{"tag: default used in state", map[string]string{"a.cue": "_s: *\"active\" | string @tag(s)\ntools: {a: {state: _s}, b: {state: \"active\"}}\n"}},
	{"tag: no default, state incomplete", map[string]string{"a.cue": "_s: string @tag(s)\ntools: {a: {state: _s}, b: {state: \"active\"}}\n"}},
	{"tag: in an entry field with default", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(card)}, b: {state: \"active\"}}\n"}},
	{"tag: bool tag", map[string]string{"a.cue": "_on: *false | bool @tag(on,type=bool)\ntools: {a: {state: \"active\"}, if _on {b: {state: \"active\"}}, c: {state: \"active\"}}\n"}},

	// --- modules ---
	{"mod: local package imported", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\n#M: {source: \"mcp\", state: *\"deferred\" | _}\nnames: [\"p\", \"q\"]\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: [=~\"^m_\"]: x.#M\ntools: {m_a: {}, m_b: {state: \"active\"}, for n in x.names {(n): {state: \"active\"}}}\n"}},
	{"mod: local package imported, bad value", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\n#M: {source: \"mcp\", state: *\"bogus\" | _}\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: [=~\"^m_\"]: x.#M\ntools: {m_a: {}, m_b: {state: \"active\"}}\n"}},
	{"mod: local package imported with an alias and a qualifier", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package y\nS: \"active\"\n", "a.cue": "", "b.cue": p16 + "import Z \"mod.example/x:y\"\ntools: {a: {state: Z.S}, b: {state: Z.S}}\n"}},
	{"mod: local package defines closed definitions", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\n#M: {source: \"mcp\"}\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: [=~\"^m_\"]: x.#M\ntools: {m_a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"mod: local package, pattern of the package applied", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\n#Tools: [=~\"^m_\"]: {source: \"mcp\", ...}\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: x.#Tools\ntools: {m_a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"mod: root package files in the module root", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"mod: old language version", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.8.0\"\n", "a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\", card!: string}}\n"}},

	// --- errors deep in entries ---
	{"err: type conflict deep in parameters", map[string]string{"a.cue": "tools: {a: {state: \"active\", parameters: {type: \"object\", properties: {x: {type: 1 & \"s\"}}}}, b: {state: \"active\"}}\n"}},
	{"err: bound violation deep in a condition", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {all: [{attribute: \"x\", at_least: >10 & 3}]}}, b: {state: \"active\"}}\n"}},
	{"err: incomplete in a condition", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {all: [{setting: \"x\", is: bool}]}}, b: {state: \"active\"}}\n"}},
	{"err: incomplete card", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: string}, b: {state: \"active\"}}\n"}},
	{"err: incomplete card from a pattern", map[string]string{"a.cue": "tools: [string]: {card: string}\ntools: {a: {state: \"active\", card: \"c\"}, b: {state: \"active\"}}\n"}},
	{"err: reference cycle in an entry", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: niche, niche: card}, b: {state: \"active\"}}\n"}},
	{"err: reference cycle in an entry resolved", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: niche, niche: card, niche: \"n\"}, b: {state: \"active\"}}\n"}},
	{"err: cycle across entries", map[string]string{"a.cue": "tools: {a: {state: tools.b.state}, b: {state: tools.a.state}}\n"}},
	{"err: cycle across entries resolved", map[string]string{"a.cue": "tools: {a: {state: tools.b.state}, b: {state: tools.a.state}, a: state: \"active\"}\n"}},
	{"err: structural cycle in parameters", map[string]string{"a.cue": "tools: {a: {state: \"active\", parameters: {type: \"object\", properties: {x: parameters}}}, b: {state: \"active\"}}\n"}},
	{"err: structural cycle through a hidden", map[string]string{"a.cue": "_p: {type: \"object\", properties: {x: _p}}\ntools: {a: {state: \"active\", parameters: _p}, b: {state: \"active\"}}\n"}},
	{"err: structural cycle in a definition used by a pattern", map[string]string{"a.cue": "#P: {type: \"object\", properties?: {[string]: #P}}\ntools: [string]: {parameters: *{type: \"object\"} | #P}\ntools: {a: {state: \"active\", parameters: {type: \"object\", properties: {x: {type: \"object\"}}}}, b: {state: \"active\"}}\n"}},
	{"err: error() in an entry", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: error(\"no card\")}, b: {state: \"active\"}}\n"}},
	{"err: _|_ in an entry", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: _|_}, b: {state: \"active\"}}\n"}},
	{"err: division by zero", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"x\", at_least: 1 / 0}}, b: {state: \"active\"}}\n"}},
	{"err: index out of range", map[string]string{"a.cue": "_l: [\"a\"]\ntools: {a: {state: \"active\", card: _l[3]}, b: {state: \"active\"}}\n"}},
	{"err: bad regexp in a pattern", map[string]string{"a.cue": "tools: [=~\"(\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"err: non-concrete pattern constraint", map[string]string{"a.cue": "_re: string\ntools: [=~_re]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"err: list where a struct is expected", map[string]string{"a.cue": "tools: {a: [1], b: {state: \"active\"}}\n"}},
	{"err: string where an entry is expected", map[string]string{"a.cue": "tools: {a: \"active\", b: {state: \"active\"}}\n"}},
	{"err: null entry", map[string]string{"a.cue": "tools: {a: null, b: {state: \"active\"}}\n"}},
	{"err: top-level entry of a section is a disjunction of structs", map[string]string{"a.cue": "tools: {a: {state: \"active\"} | {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"err: entry a default disjunction of structs", map[string]string{"a.cue": "tools: {a: *{state: \"active\"} | {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"err: section a disjunction", map[string]string{"a.cue": "tools: *{a: {state: \"active\"}} | {b: {state: \"active\"}}\n"}},
	{"err: section from a conditional", map[string]string{"a.cue": "_big: true\nif _big {tools: {a: {state: \"active\"}}}\nif !_big {tools: {b: {state: \"active\"}}}\n"}},

	// --- literal entries read from the syntax ---
	{"lit: escaped field label in an entry", map[string]string{"a.cue": "tools: {a: {\"st\\u0061te\": \"active\", \"card\": \"c\"}, b: {state: \"active\"}}\n"}},
	{"lit: escaped field label conflicting", map[string]string{"a.cue": "tools: {a: {\"st\\u0061te\": \"active\", state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"lit: parenthesized values", map[string]string{"a.cue": "tools: {a: {state: (\"active\"), card: ((\"c\"))}, b: {state: \"active\"}}\n"}},
	{"lit: embedded struct in an entry", map[string]string{"a.cue": "tools: {a: {{state: \"active\"}, card: \"c\"}, b: {state: \"active\"}}\n"}},
	{"lit: embedded struct in a section", map[string]string{"a.cue": "tools: {{a: {state: \"active\"}}, b: {state: \"active\"}}\n"}},
	{"lit: embedded struct in a section, conflicting", map[string]string{"a.cue": "tools: {{a: {state: \"deferred\"}}, a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"lit: duplicate field in a literal", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: \"a\", card: \"b\"}, b: {state: \"active\"}}\n"}},
	{"lit: duplicate field in a literal, same", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: \"a\", card: \"a\"}, b: {state: \"active\"}}\n"}},
	{"lit: field attributes", map[string]string{"a.cue": "tools: {a: {state: \"active\" @go(State), card: \"c\" @x(y)} @z(), b: {state: \"active\"}}\n"}},
	{"lit: open list", map[string]string{"a.cue": "tools: {a: {state: \"active\", groups: [\"a\", ...]}, b: {state: \"active\", groups: [...]}}\n"}},
	{"lit: typed open list", map[string]string{"a.cue": "tools: {a: {state: \"active\", groups: [\"a\", ...string]}, b: {state: \"active\", groups: [...#Name]}}\n"}},
	{"lit: null card", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: null}, b: {state: \"active\"}}\n"}},
	{"lit: number in annotations", map[string]string{"a.cue": "tools: {a: {state: \"active\", annotations: {x: 1}}, b: {state: \"active\"}}\n"}},
	{"lit: quoted annotation labels", map[string]string{"a.cue": "tools: {a: {state: \"active\", annotations: {\"x-y\": \"s\", \"x.z\": true, \"\\u0061\": false}}, b: {state: \"active\"}}\n"}},
	{"lit: quoted annotation label invalid", map[string]string{"a.cue": "tools: {a: {state: \"active\", annotations: {\"x y\": \"s\"}}, b: {state: \"active\"}}\n"}},
	{"lit: optional entry", map[string]string{"a.cue": "tools: {a?: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"lit: optional entry, invalid", map[string]string{"a.cue": "tools: {a?: {state: \"bogus\"}, b: {state: \"active\"}}\n"}},
	{"lit: optional entry, given elsewhere", map[string]string{"a.cue": "tools: {a?: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: a: card: \"c\"\n"}},
	{"lit: required entry", map[string]string{"a.cue": "tools: {a!: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"lit: required entry, given elsewhere", map[string]string{"a.cue": "tools: {a!: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: a: card: \"c\"\n"}},
	{"lit: optional section", map[string]string{"a.cue": "tools?: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"lit: required section", map[string]string{"a.cue": "tools!: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"lit: optional retired", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nretired?: {x: {reason: \"r\"}}\n"}},
	{"lit: quoted section label", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "\"tools\": {c: {state: \"bogus\"}}\n"}},
	{"lit: quoted section label, valid", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "\"tools\": {a: {card: \"c\"}}\n"}},
	{"lit: escaped section label", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "\"t\\u006fols\": {a: {card: \"c\"}, c: {state: \"deferred\"}}\n"}},
	{"lit: section as a conjunction", map[string]string{"a.cue": "tools: {a: {state: \"active\"}} & {b: {state: \"active\"}}\n"}},
	{"lit: entry as a conjunction of literals", map[string]string{"a.cue": "tools: {a: {state: \"active\"} & {card: \"c\"}, b: {state: \"active\"}}\n"}},
	{"lit: entry with a self reference", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: \"\\(state)!\"}, b: {state: \"active\", niche: card, card: \"k\"}}\n"}},
	{"lit: entry read by index", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: \"c\"}, b: {state: \"active\"}}\n_x: tools[\"a\"] & {card: \"d\"}\n"}},
	{"lit: entry read by index into another section", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: \"c\"}, b: {state: \"active\", card: tools[\"a\"].card}}\n"}},
	{"lit: entry read by a pattern", map[string]string{"a.cue": "tools: [string]: {card: *tools.a.card | string}\ntools: {a: {state: \"active\", card: \"c\"}, b: {state: \"active\"}}\n"}},
	{"lit: section read by a let and unified", map[string]string{"a.cue": "let T = tools\n_x: T.a & {state: \"deferred\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"lit: section read by a let, data from it", map[string]string{"a.cue": "let T = tools\ntools: {a: {state: \"active\"}, b: {state: \"active\", card: T.a.state}}\n"}},
	{"lit: section alias at top", map[string]string{"a.cue": "T=tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nretired: {for k, _ in T {\"r_\\(k)\": {}}}\n"}},
	{"lit: hidden unified with the section", map[string]string{"a.cue": "_t: tools\n_t: a: state: \"deferred\"\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"lit: definition of the section", map[string]string{"a.cue": "#t: tools\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n#t: a: card: \"c\"\n"}},
	{"lit: bytes label", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n_x: {'a': 1}\n"}},
	{"lit: number label in an entry", map[string]string{"a.cue": "tools: {a: {state: \"active\", annotations: {\"1\": true}}, b: {state: \"active\"}}\n"}},
	{"lit: label pattern bound", map[string]string{"a.cue": "tools: [>\"m\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, n: {state: \"active\"}, z: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lit: label pattern bound, valid", map[string]string{"a.cue": "tools: [>\"m\" & <\"z\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, n: {state: \"active\"}, z: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lit: label pattern !=", map[string]string{"a.cue": "tools: [!=\"a\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, n: {state: \"active\"}}\n"}},
	{"lit: label pattern string & =~ & !=", map[string]string{"a.cue": "tools: [string & =~\"^a\" & !=\"ab\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, ab: {state: \"active\"}, ac: {state: \"active\"}}\n"}},
	{"lit: label pattern _", map[string]string{"a.cue": "tools: [_]: {source: *\"mcp\" | _}\ntools: {a: {state: \"active\"}, ab: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lit: label pattern int", map[string]string{"a.cue": "tools: [int]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, ab: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lit: label pattern from a hidden", map[string]string{"a.cue": "_re: \"^m\"\ntools: [=~_re]: {source: \"mcp\"}\ntools: {m: {state: \"active\"}, ab: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lit: label pattern from a hidden, conflicting", map[string]string{"a.cue": "_re: \"^m\"\ntools: [=~_re]: {source: \"mcp\"}\ntools: {m: {state: \"active\", source: \"builtin\"}, ab: {state: \"active\"}}\n"}},
	{"lit: label pattern disjunction with a bound", map[string]string{"a.cue": "tools: [\"a\" | >\"x\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, y: {state: \"active\"}, b: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lit: label pattern a definition", map[string]string{"a.cue": "#Mcp: =~\"^m_\"\ntools: [#Mcp]: {source: \"mcp\"}\ntools: {m_a: {state: \"active\"}, b: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lit: label pattern a let", map[string]string{"a.cue": "let Mcp = =~\"^m_\"\ntools: [Mcp]: {source: \"mcp\"}\ntools: {m_a: {state: \"active\"}, m_b: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lit: label pattern a string literal", map[string]string{"a.cue": "tools: [\"a\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\", source: \"builtin\"}, b: {state: \"active\"}}\n"}},
	{"lit: label pattern an escaped literal", map[string]string{"a.cue": "tools: [\"\\u0061\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\", source: \"builtin\"}, b: {state: \"active\"}}\n"}},
	{"lit: label pattern a raw regexp", map[string]string{"a.cue": "tools: [=~#\"^a\\.b$\"#]: {source: \"mcp\"}\ntools: {\"a.b\": {state: \"active\", source: \"builtin\"}, axb: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lit: label pattern regexp flags", map[string]string{"a.cue": "tools: [=~\"(?i)^A\"]: {source: \"mcp\"}\ntools: {ab: {state: \"active\", source: \"builtin\"}, b: {state: \"active\"}}\n"}},
	{"lit: label pattern regexp unicode class", map[string]string{"a.cue": "tools: [=~\"^\\\\p{Lu}\"]: {source: \"mcp\"}\ntools: {Ab: {state: \"active\", source: \"builtin\"}, b: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lit: label pattern matches nothing but errs", map[string]string{"a.cue": "tools: [=~\"^zz\"]: {state: 1}\ntools: {ab: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"lit: pattern value bottom", map[string]string{"a.cue": "tools: [=~\"^x\"]: _|_\ntools: {ab: {state: \"active\"}, xb: {state: \"active\"}}\n"}},
	{"lit: pattern value never", map[string]string{"a.cue": "tools: [=~\"^x\"]: _|_\ntools: {ab: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"lit: pattern in a nested section field", map[string]string{"a.cue": "tools: [string]: annotations: [=~\"^x\"]: bool\ntools: {ab: {state: \"active\", annotations: {xa: \"s\"}}, b: {state: \"active\"}}\n"}},
	{"lit: pattern in a nested section field, valid", map[string]string{"a.cue": "tools: [string]: annotations: [=~\"^x\"]: bool\ntools: {ab: {state: \"active\", annotations: {xa: true, y: \"s\"}}, b: {state: \"active\"}}\n"}},
	{"lit: state bound pattern", map[string]string{"a.cue": "tools: [string]: state: !=\"removed\"\ntools: {ab: {state: \"active\"}, b: {state: \"removed\"}}\n"}},
	{"lit: entry value _", map[string]string{"a.cue": "tools: {ab: _, b: {state: \"active\"}}\n"}},
	{"lit: entry value {}", map[string]string{"a.cue": "tools: {ab: {}, b: {state: \"active\"}}\n"}},
	{"lit: entry value {} with a state default pattern", map[string]string{"a.cue": "tools: [string]: {state: *\"active\" | #State}\ntools: {ab: {}, b: {}}\n"}},
	{"lit: entry value #Tool", map[string]string{"a.cue": "tools: {ab: #Tool, b: {state: \"active\"}}\n"}},
	{"lit: entry value a struct with ... ", map[string]string{"a.cue": "tools: {ab: {state: \"active\", ...}, b: {state: \"active\"}}\n"}},
	{"lit: top-level ...", map[string]string{"a.cue": "tools: {ab: {state: \"active\"}, b: {state: \"active\"}}\n..."}},
	{"lit: section with ...", map[string]string{"a.cue": "tools: {ab: {state: \"active\"}, b: {state: \"active\"}, ...}\n"}},

	// --- hidden maps copied by comprehensions (expand.go) ---
	{"map: hidden field in the map", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, _b: {state: \"bogus\"}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: definition in the map", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, #b: {state: \"bogus\"}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: let in the map", map[string]string{"a.cue": "_gh: {let S = \"active\", a: {state: S}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: optional entry in the map", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b?: {state: \"bogus\"}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: optional entry in the map, valid", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b?: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: required entry in the map", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b!: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: pattern in the map", map[string]string{"a.cue": "_gh: {[string]: {source: \"mcp\"}, a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: pattern of the map in another file", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\n", "b.cue": p16 + "_gh: [string]: {source: \"mcp\"}\n"}},
	{"map: an entry of the map in another file", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\n", "b.cue": p16 + "_gh: c: {state: \"bogus\"}\n"}},
	{"map: a field of an entry of the map in another file", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\n", "b.cue": p16 + "_gh: a: card: \"c\"\n"}},
	{"map: map closed", map[string]string{"a.cue": "_gh: close({a: {state: \"active\"}, b: {state: \"active\"}})\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: map with ...", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}, ...}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: map entry open", map[string]string{"a.cue": "_gh: {a: {state: \"active\", ...}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: quoted labels in the map", map[string]string{"a.cue": "_gh: {\"a-b\": {state: \"active\"}, \"\\u0063\": {state: \"active\"}, \"bad name\": {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: an entry also literal in the section, conflicting", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}, a: {state: \"deferred\"}}\n"}},
	{"map: an entry also literal in the section", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}, a: {card: \"c\"}}\n"}},
	{"map: an entry also in another map", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\n_jr: {a: {state: \"deferred\"}}\ntools: {for n, t in _gh {(n): t}, for n, t in _jr {(n): t}}\n"}},
	{"map: copied twice", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: copied with a template and read by another section", map[string]string{"a.cue": m17 + "_gh: {a: {}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): #M & t}}\nretired: {for n, _ in _gh {\"r_\\(n)\": {}}}\n"}},
	{"map: template after the value", map[string]string{"a.cue": m17 + "_gh: {a: {}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t & #M}}\n"}},
	{"map: template with a literal", map[string]string{"a.cue": m17 + "_gh: {a: {}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): #M & t & {card: \"c\"}}}\n"}},
	{"map: template closes out a field", map[string]string{"a.cue": m17 + "_gh: {a: {bogus: 1}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): #M & t}}\n"}},
	{"map: value is the key", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): {state: \"active\", card: n}}}\n"}},
	{"map: key and value swapped", map[string]string{"a.cue": "_gh: {a: \"active\", b: \"deferred\"}\ntools: {for n, t in _gh {(n): {state: t}}}\n"}},
	{"map: interpolated key", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _gh {\"\\(n)\": t}}\n"}},
	{"map: prefixed key", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _gh {\"gh_\\(n)\": t}}\n"}},
	{"map: by index", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, _ in _gh {(n): _gh[n]}}\n"}},
	{"map: top level copy", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"bogus\"}}\nfor n, t in _gh {tools: (n): t}\n"}},
	{"map: top level copy into two sections", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\nfor n, t in _gh {tools: (n): t, retired: \"r_\\(n)\": {}}\n"}},
	{"map: top level copy, nested label", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\nfor n, t in _gh {tools: {(n): t}}\n"}},
	{"map: the section is the map", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"bogus\"}}\ntools: _gh\n"}},
	{"map: the section embeds the map and its own entries", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {_gh, c: {state: \"active\"}, a: {card: \"c\"}}\n"}},
	{"map: the section embeds the map, hidden in map", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, _b: {state: \"bogus\"}}\ntools: {_gh, c: {state: \"active\"}}\n"}},
	{"map: the section is the map, optional in map", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b?: {state: \"bogus\"}}\ntools: _gh\n"}},
	{"map: the section is the map in another file", map[string]string{"a.cue": "tools: _gh\n", "b.cue": p16 + "_gh: {a: {state: \"active\"}, b?: {state: \"active\"}, _c: {state: \"bogus\"}}\n"}},
	{"map: the map in an @if file", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\n", "b.cue": "@if(x)\n" + p16 + "_gh: {b: {state: \"bogus\"}}\n"}},
	{"map: map entries with a default", map[string]string{"a.cue": "_gh: {a: {state: *\"active\" | \"deferred\"}, b: {state: \"active\", card: *\"x\" | string}}\ntools: {for n, t in _gh {(n): t}}\ntools: b: card: \"y\"\n"}},
	{"map: map of a definition", map[string]string{"a.cue": "#gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in #gh {(n): t}}\n"}},
	{"map: map of a definition, unknown field", map[string]string{"a.cue": "#gh: {a: {state: \"active\", bogus: 1}, b: {state: \"active\"}}\ntools: {for n, t in #gh {(n): t}}\n"}},
	{"map: map nested in a hidden", map[string]string{"a.cue": "_m: gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _m.gh {(n): t}}\n"}},
	{"map: map of a let", map[string]string{"a.cue": "let gh = {a: {state: \"active\"}, b: {state: \"bogus\"}}\ntools: {for n, t in gh {(n): t}}\n"}},
	{"map: map read for its length", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t & {card: \"\\(len(_gh))\"}}}\n"}},
	{"map: value alias of the entry", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: X={state: \"active\", card: X.state}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: entry referencing another entry of the map", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, b: {state: a.state}}\ntools: {for n, t in _gh {(n): t}}\n"}},
	{"map: entry referencing a sibling field name in the map", map[string]string{"a.cue": "_gh: {a: {state: \"active\", card: state}, b: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\n"}},

	// --- label constraints with validators ---
	{"lab: MaxRunes label", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [strings.MaxRunes(2)]: {source: \"mcp\"}\ntools: {ab: {state: \"active\"}, abc: {state: \"active\", source: \"builtin\"}, a: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: MinRunes and regexp label", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [=~\"^t\" & strings.MinRunes(4)]: {source: \"mcp\"}\ntools: {tab: {state: \"active\", source: \"builtin\"}, tabc: {state: \"active\"}}\n"}},
	{"lab: MinRunes and regexp label, conflicting", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [=~\"^t\" & strings.MinRunes(4)]: {source: \"mcp\"}\ntools: {tab: {state: \"active\", source: \"builtin\"}, tabc: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: HasPrefix validator label", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [strings.HasPrefix(\"t\")]: {source: \"mcp\"}\ntools: {tab: {state: \"active\"}, ab: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: negated regexp and bound", map[string]string{"a.cue": "tools: [!~\"^a\" & <\"q\"]: {source: \"mcp\"}\ntools: {ab: {state: \"active\", source: \"builtin\"}, b: {state: \"active\"}, z: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: negated regexp and bound, conflicting", map[string]string{"a.cue": "tools: [!~\"^a\" & <\"q\"]: {source: \"mcp\"}\ntools: {ab: {state: \"active\", source: \"builtin\"}, b: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: label a definition of a disjunction", map[string]string{"a.cue": "#L: \"a\" | \"b\" | =~\"^c\"\ntools: [#L]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, cx: {state: \"active\"}, d: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: label a definition of a disjunction, conflicting", map[string]string{"a.cue": "#L: \"a\" | \"b\" | =~\"^c\"\ntools: [#L]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, cx: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: label from or()", map[string]string{"a.cue": "tools: [or([\"a\", \"b\"])]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: label from a list comprehension or()", map[string]string{"a.cue": "_mcp: [\"a\", \"b\"]\ntools: [or([for n in _mcp {n}])]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, c: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: label from a list comprehension or(), conflicting", map[string]string{"a.cue": "_mcp: [\"a\", \"b\"]\ntools: [or([for n in _mcp {n}])]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: label of a tag", map[string]string{"a.cue": "_p: *\"^m\" | string @tag(p)\ntools: [=~_p]: {source: \"mcp\"}\ntools: {ma: {state: \"active\"}, b: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: label regexp with an anchor inside", map[string]string{"a.cue": "tools: [=~\"a$|^b\"]: {source: \"mcp\"}\ntools: {xa: {state: \"active\"}, bx: {state: \"active\"}, ab: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: label regexp multiline flag", map[string]string{"a.cue": "tools: [=~\"(?m)^b\"]: {source: \"mcp\"}\ntools: {xa: {state: \"active\", source: \"builtin\"}, bx: {state: \"active\"}}\n"}},
	{"lab: label regexp with \\\\z and \\\\A", map[string]string{"a.cue": "tools: [=~\"\\\\Ab.*x\\\\z\"]: {source: \"mcp\"}\ntools: {bax: {state: \"active\"}, ba: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: label regexp with a dot and a long name", map[string]string{"a.cue": "tools: [=~\"^.{5,}$\"]: {source: \"mcp\"}\ntools: {abcde: {state: \"active\"}, abcd: {state: \"active\", source: \"builtin\"}}\n"}},
	{"lab: label regexp word boundary", map[string]string{"a.cue": "tools: [=~\"\\\\bx\"]: {source: \"mcp\"}\ntools: {\"a.x\": {state: \"active\"}, ax: {state: \"active\", source: \"builtin\"}}\n"}},

	// --- unused values and errors outside sections ---
	{"unused: hidden conflict", map[string]string{"a.cue": "_x: 1 & 2\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: hidden incomplete", map[string]string{"a.cue": "_x: string\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: definition conflict", map[string]string{"a.cue": "#X: 1 & 2\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: definition field conflict", map[string]string{"a.cue": "#X: {a: 1 & 2}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: let conflict", map[string]string{"a.cue": "let X = 1 & 2\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: hidden struct field conflict", map[string]string{"a.cue": "_x: {a: 1 & 2}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: hidden in an entry conflicting", map[string]string{"a.cue": "tools: {a: {state: \"active\", _x: 1 & 2}, b: {state: \"active\"}}\n"}},
	{"unused: definition in an entry conflicting", map[string]string{"a.cue": "tools: {a: {state: \"active\", #x: 1 & 2}, b: {state: \"active\"}}\n"}},
	{"unused: hidden in a section conflicting", map[string]string{"a.cue": "tools: {_x: 1 & 2, a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: let in a section conflicting", map[string]string{"a.cue": "tools: {let x = 1 & 2, a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: optional unknown top-level field", map[string]string{"a.cue": "bogus?: 1\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: optional top-level conflict", map[string]string{"a.cue": "lint?: 1\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: hidden structural cycle", map[string]string{"a.cue": "_x: {a: _x}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: definition structural cycle", map[string]string{"a.cue": "#X: {a: #X}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: hidden error()", map[string]string{"a.cue": "_x: error(\"boom\")\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"unused: hidden in an entry incomplete", map[string]string{"a.cue": "tools: {a: {state: \"active\", _x: string}, b: {state: \"active\"}}\n"}},
	{"unused: hidden in an entry, another file", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: a: _x: 1 & 2\n"}},

	// --- dotted declarations ---
	{"dot: each field its own declaration", map[string]string{"a.cue": "tools: a: state: \"active\"\ntools: a: card: \"c\"\ntools: b: state: \"active\"\ntools: \"a\": niche: \"n\"\n"}},
	{"dot: each field its own declaration, conflicting", map[string]string{"a.cue": "tools: a: state: \"active\"\ntools: a: card: \"c\"\ntools: b: state: \"active\"\ntools: \"a\": card: \"d\"\n"}},
	{"dot: nested deep declaration", map[string]string{"a.cue": "tools: a: state: \"active\"\ntools: a: parameters: properties: x: type: \"string\"\ntools: a: parameters: type: \"object\"\ntools: b: state: \"active\"\n"}},
	{"dot: nested deep declaration, conflict", map[string]string{"a.cue": "tools: a: state: \"active\"\ntools: a: parameters: properties: x: type: \"string\"\ntools: a: parameters: properties: x: type: \"int\"\ntools: b: state: \"active\"\n"}},
	{"dot: annotations across declarations", map[string]string{"a.cue": "tools: a: {state: \"active\", annotations: readOnlyHint: true}\ntools: a: annotations: destructiveHint: false\ntools: b: state: \"active\"\n"}},
	{"dot: list in two declarations", map[string]string{"a.cue": "tools: a: {state: \"active\", groups: [\"a\"]}\ntools: a: groups: [\"a\"]\ntools: b: {state: \"active\", groups: [\"a\"]}\ntools: b: groups: [\"b\"]\n"}},
	{"dot: list open and closed", map[string]string{"a.cue": "tools: a: {state: \"active\", groups: [\"a\", ...]}\ntools: a: groups: [\"a\", \"b\"]\ntools: b: {state: \"active\"}\n"}},
	{"dot: list lengths differ", map[string]string{"a.cue": "tools: a: {state: \"active\", groups: [\"a\"]}\ntools: a: groups: [\"a\", \"b\"]\ntools: b: {state: \"active\"}\n"}},

	// --- numbers kept as text ---
	{"numtext: is of several spellings", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {any: [{attribute: \"x\", is: 1e3}, {attribute: \"x\", is: 0x10}, {attribute: \"x\", is: 1Ki}, {attribute: \"x\", is: 1_000}, {attribute: \"x\", is: 2.50}, {attribute: \"x\", is: -0}, {attribute: \"x\", is: .5}, {attribute: \"x\", is: 1.5M}, {attribute: \"x\", is: 0.0000001}, {attribute: \"x\", is: 1e-7}, {attribute: \"x\", is: 100000000000000000000}]}}, b: {state: \"active\"}}\n"}},
	{"numtext: is computed", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {any: [{attribute: \"x\", is: 1 + 2}, {attribute: \"x\", is: 10 / 4}, {attribute: \"x\", is: 3 * 1.0}, {attribute: \"x\", is: 7 / 7}]}}, b: {state: \"active\"}}\n"}},
	{"numtext: model attributes", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmodels: {m1: {attributes: {a: 1e3, b: 0x10, c: 2.50, d: [\"x\"], e: 1Ki, f: -0.0, g: 1e-7}}}\n"}},
	{"numtext: settings default", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nsettings: {s: {type: \"one_of\", values: [\"1e3\", \"b\"], default: \"1e3\"}}\n"}},
	{"numtext: annotations and condition is with strings", map[string]string{"a.cue": "tools: {a: {state: \"active\", annotations: {x: \"1e3\"}, visible_when: {annotation: \"x\", is: \"1e3\"}}, b: {state: \"active\"}}\n"}},
	{"numtext: at_least 2^53+1", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"x\", at_least: 9007199254740993}}, b: {state: \"active\"}}\n"}},
	{"str: bytes interpolated into a string", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: \"\\('\\xff')\"}, b: {state: \"active\"}}\n"}},
	{"str: bytes interpolated into a string, ascii", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: \"\\('ab')\"}, b: {state: \"active\"}}\n"}},

	// --- experiments: aliasv2 (postfix aliases), try ---
	{"av2: postfix alias read by a sibling", map[string]string{"a.cue": "", "b.cue": "@experiment(aliasv2)\n" + p16 + "tools: {a~A: {state: \"active\", card: \"c\"}, b: {state: A.state, card: A.card}}\n"}},
	{"av2: postfix alias, conflicting through the alias", map[string]string{"a.cue": "", "b.cue": "@experiment(aliasv2)\n" + p16 + "tools: {a~A: {state: \"active\", card: \"c\"}, b: {state: \"active\", card: A.card & \"d\"}}\n"}},
	{"av2: dual postfix alias", map[string]string{"a.cue": "", "b.cue": "@experiment(aliasv2)\n" + p16 + "tools: {a~(K,V): {state: \"active\", card: K}, b: {state: V.state}}\n"}},
	{"av2: dual postfix alias in a pattern", map[string]string{"a.cue": "", "b.cue": "@experiment(aliasv2)\n" + p16 + "tools: [string]~(K,V): {card: *K | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\", card: \"x\"}}\n"}},
	{"av2: dual postfix alias in a pattern, conflict", map[string]string{"a.cue": "", "b.cue": "@experiment(aliasv2)\n" + p16 + "tools: [string]~(K,V): {niche: K}\ntools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"a\"}}\n"}},
	{"av2: postfix alias of a section", map[string]string{"a.cue": "", "b.cue": "@experiment(aliasv2)\n" + p16 + "tools~T: {a: {state: \"active\", card: \"c\"}, b: {state: \"active\", card: T.a.card}}\n"}},
	{"av2: postfix alias at top read by a template", map[string]string{"a.cue": "", "b.cue": "@experiment(aliasv2)\n" + p16 + "tools~T: {a: {state: \"deferred\"}, b: {state: \"active\"}}\n#D: #Tool & {state: T.a.state}\ntools: [=~\"^c\"]: #D\ntools: {c1: {}, c2: {state: \"active\"}}\n"}},
	{"av2: postfix alias in a comprehension", map[string]string{"a.cue": "", "b.cue": "@experiment(aliasv2)\n" + p16 + "_m: {a: \"active\", b: \"deferred\"}\ntools: {for k, v in _m {(k)~X: {state: v}}, c: {state: \"active\"}}\n"}},
	{"try: optional reference", map[string]string{"a.cue": "", "b.cue": "@experiment(try)\n" + p16 + "_x: {c: \"c\"}\ntools: {a: {state: \"active\", try {card: _x.c?}}, b: {state: \"active\", try {card: _x.d?}}}\n"}},
	{"try: optional reference in a pattern", map[string]string{"a.cue": "", "b.cue": "@experiment(try)\n" + p16 + "_cards: {a: \"ca\"}\ntools: [N=string]: {try {card: _cards[N]?}}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"try: optional reference in a pattern, conflict", map[string]string{"a.cue": "", "b.cue": "@experiment(try)\n" + p16 + "_cards: {a: \"ca\"}\ntools: [N=string]: {try {card: _cards[N]?}}\ntools: {a: {state: \"active\", card: \"x\"}, b: {state: \"active\", card: \"y\"}}\n"}},

	// --- values the schema accepts that mean something to toolpolicy ---
	{"sem: invalid name_pattern", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: q: {budget: {target: 1, max: 9}, limits: {name_pattern: \"(\"}}\n"}},
	{"sem: gen dir outside", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\ngen: {go_dir: \"../../../x\", golden_dir: \"/abs\"}\n"}},
	{"sem: settings default outside values", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nsettings: s: {type: \"one_of\", values: [\"a\"], default: \"b\"}\n"}},
	{"sem: settings bool with values", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nsettings: s: {type: \"bool\", values: [\"a\"], default: [\"x\"]}\n"}},
	{"sem: first_turn duplicates and unknown", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: q: {budget: {target: 1, max: 9}, first_turn: [\"a\", \"a\", \"zz\"]}\n"}},
	{"sem: model pattern with many stars", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmodel_classes: c: {match: [\"***\", \"a*b*c\"], example: \"abc\"}\n"}},
	{"sem: model class example not matching", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"y\"}\n"}},
	{"sem: configuration unknown mode", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nconfigurations: k: {mode: \"nope\", provider: \"nope\"}\n"}},
	{"sem: condition unknown setting", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {setting: \"nope\", is: true}}, b: {state: \"active\"}}\n"}},
	{"sem: two default providers", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: q: {default: true, budget: {target: 1, max: 9}}\n"}},
	{"sem: head_changes fingerprint", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nrelease: head_changes: [{provider: \"default\", reason: \"r\", fingerprint: \"sha256:" + strings.Repeat("0", 64) + "\"}]\n"}},
	{"sem: alias to itself", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\naliases: a: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\n"}},
	{"sem: gate for an unknown class and tool", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\ngates: zz: {hidden_for: \"nope\"}\n"}},
	{"sem: keywords", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nsettings: s: {type: \"set\", values: [\"a\", \"b\"], keywords: {\"*\": [], all: [\"a\", \"zz\"]}, default: [\"all\"]}\n"}},
	{"sem: lint unknown rule", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nlint: rules: {\"no-such-rule\": \"off\"}\n"}},
	{"sem: mode cache group and head edits", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmodes: m2: {cache_group: \"g\", head_add: [\"zz\"], head_drop: [\"a\", \"a\"]}\n"}},
	{"sem: transitions", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nrelease: transitions: [{tool: \"zz\", from: \"removed\", to: \"removed\", reason: \"r\"}]\n"}},
	{"sem: card_list", map[string]string{"a.cue": "tools: {a: {state: \"active\", card_list: {header: \"h\", line: \"{name}{card}{bogus}\"}}, b: {state: \"deferred\", card_list: {header: \"\"}}}\n"}},
	{"sem: variants", map[string]string{"a.cue": "tools: {a: {state: \"active\", variants: [{model_class: \"nope\", kind: \"freeform\"}, {when: {mode: \"agent\"}, grammar: \"x\", syntax: \"lark\"}]}, b: {state: \"active\"}}\n"}},
	{"sem: dynamic duplicates", map[string]string{"a.cue": "tools: {a: {state: \"active\", dynamic: [{id: \"x\"}, {id: \"x\"}]}, b: {state: \"active\"}}\n"}},
	{"sem: parameters that are not JSON Schema", map[string]string{"a.cue": "tools: {a: {state: \"active\", parameters: {type: \"object\", properties: 3, required: \"x\", \"$ref\": \"#/nope\"}}, b: {state: \"active\"}}\n"}},
	{"sem: forbidden strings in a description", map[string]string{"a.cue": "tools: {a: {state: \"active\", description: \"rm -rf /\"}, b: {state: \"active\"}}\nproviders: q: {budget: {target: 1, max: 9}, forbidden_strings: [\"rm -rf\"]}\n"}},
	{"sem: name_max_length exceeded", map[string]string{"a.cue": "tools: {abcdef: {state: \"active\"}, b: {state: \"active\"}}\nproviders: q: {budget: {target: 1, max: 9}, limits: {name_max_length: 3, max_tools: 1}}\n"}},
	{"sem: release version with a v and prerelease", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nrelease: version: \"1.0.0\"\naliases: x: {replacement: \"a\", first_deprecated: \"v2.0.0-rc.1\", planned_removal: \"v1.0.0\", replay_supported: false}\n"}},
	{"sem: annotation declared with a bad default", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nannotations: x: {type: \"bool\", default: \"s\"}\n"}},
	{"sem: model record of a weird id", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmodels: {\"\": {attributes: {}}, \"a b/c*\": {attributes: {x: [\"y\"]}}}\n"}},
	{"sem: exposure", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nexposure: {registered_when: {not: {in_enabled_group: true}}}\n"}},
	{"sem: groups", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\ngroups: {g: {default_on: true, when: {group: \"g\"}}}\n"}},

	// --- reads of a section that constrain it ---
	{"view: hidden unifies the section with a pattern", map[string]string{"a.cue": "_check: tools & {[string]: {state: \"active\"}}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: hidden unifies the section with a pattern, valid", map[string]string{"a.cue": "_check: tools & {[string]: {state: \"active\"}}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"view: hidden applies MaxFields to the section", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\n_check: struct.MaxFields(1) & tools\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: validator on the section", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: struct.MaxFields(1)\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: validator on the section, valid", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: struct.MinFields(1)\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: section read through a filtered unification", map[string]string{"a.cue": "providers: p: {budget: {target: 1, max: 9}, first_turn: [for k, _ in (tools & {[string]: state: \"active\"}) {k}]}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: section read by a list constraint", map[string]string{"a.cue": "", "b.cue": p16 + "import \"list\"\n_names: [for k, _ in tools {k}]\n_names: list.MaxItems(1)\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: an entry unified in a hidden", map[string]string{"a.cue": "_a: tools.a & {state: \"deferred\"}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: an entry unified in a regular field", map[string]string{"a.cue": "providers: p: {budget: {target: 1, max: 9}, models: [(tools.a & {state: \"deferred\"}).state]}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: an entry's field compared", map[string]string{"a.cue": "providers: p: {budget: {target: 1, max: 9}, default: tools.a.state == \"active\"}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: an entry's absent field read", map[string]string{"a.cue": "providers: p: {budget: {target: 1, max: 9}, models: [tools.a.card]}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: an entry's default read", map[string]string{"a.cue": "providers: p: {budget: {target: 1, max: 9}, models: [tools.a.source]}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: an entry's optional field tested", map[string]string{"a.cue": "providers: p: {budget: {target: 1, max: 9}, models: [if tools.a.card != _|_ {\"x\"}, if tools.b.card == _|_ {\"y\"}]}\ntools: {a: {state: \"active\", card: \"c\"}, b: {state: \"deferred\"}}\n"}},
	{"view: an entry's field compared with a definition", map[string]string{"a.cue": "providers: p: {budget: {target: 1, max: 9}, models: [for k, v in tools if (v.state & #State) != _|_ {k}]}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: tools compared whole", map[string]string{"a.cue": "providers: p: {budget: {target: 1, max: 9}, default: tools == tools}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"view: a struct.MinFields on an entry", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, v in tools if (struct.MinFields(3) & v) != _|_ {k}]}\ntools: {a: {state: \"active\", card: \"c\"}, b: {state: \"deferred\"}}\n"}},
	{"view: json.Marshal of an entry", map[string]string{"a.cue": "", "b.cue": p16 + "import \"encoding/json\"\ntools: {a: {state: \"active\", card: \"c\"}, b: {state: \"deferred\", card: json.Marshal(tools.a)}}\n"}},
	{"view: json.Marshal of the section", map[string]string{"a.cue": "", "b.cue": p16 + "import \"encoding/json\"\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(tools)]}\ntools: {a: {state: \"active\", card: \"c\", parameters: {type: \"object\", properties: {x: {minimum: 1.50}}}}, b: {state: \"deferred\"}}\n"}},
	{"view: yaml.Marshal of an entry with a default", map[string]string{"a.cue": "", "b.cue": p16 + "import \"encoding/yaml\"\nproviders: p: {budget: {target: 1, max: 9}, models: [yaml.Marshal(tools.b)]}\ntools: [string]: {card: *\"d\" | string}\ntools: {a: {state: \"active\", card: \"c\"}, b: {state: \"deferred\"}}\n"}},
	{"view: fields of an entry counted", map[string]string{"a.cue": "providers: p: {budget: {target: len(tools.a), max: 9}}\ntools: {a: {state: \"active\", card: \"c\", niche?: \"n\"}, b: {state: \"deferred\"}}\n"}},
	{"view: fields of an entry iterated", map[string]string{"a.cue": "providers: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.a {k}]}\ntools: {a: {state: \"active\", card: \"c\", niche?: \"n\", _h: 1}, b: {state: \"deferred\"}}\n"}},
	{"view: fields of an entry iterated, pattern defaults", map[string]string{"a.cue": "providers: p: {budget: {target: 1, max: 9}, models: [for k, v in tools.a {\"\\(k)=\\(v)\"}]}\ntools: [string]: {group: *\"g\" | string}\ntools: {a: {state: \"active\", card: \"c\"}, b: {state: \"deferred\"}}\n"}},
	{"lab2: regexp condition", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {if N =~ \"7$\" {card: *\"seven\" | string}}\ntools: {t5: {state: \"active\"}, t17: {state: \"active\", card: \"x\"}, t1_a: {state: \"active\"}, t3: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}}\n"}},
	{"lab2: regexp not condition", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {if N !~ \"^t1\" {group: *\"other\" | string}}\ntools: {t5: {state: \"active\"}, t17: {state: \"active\", card: \"x\"}, t1_a: {state: \"active\"}, t3: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}}\n"}},
	{"lab2: label compare", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {if N < \"t2\" {niche: *\"low\" | string}}\ntools: {t5: {state: \"active\"}, t17: {state: \"active\", card: \"x\"}, t1_a: {state: \"active\"}, t3: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}}\n"}},
	{"lab2: label split", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {group: *strings.Split(N, \"_\")[0] | string}\ntools: {t5: {state: \"active\"}, t17: {state: \"active\", card: \"x\"}, t1_a: {state: \"active\"}, t3: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}}\n"}},
	{"lab2: label upper", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {card: *strings.ToUpper(N) | string}\ntools: {t5: {state: \"active\"}, t17: {state: \"active\", card: \"x\"}, t1_a: {state: \"active\"}, t3: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}}\n"}},
	{"lab2: label trim in niche", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {niche: *strings.TrimPrefix(N, \"t\") | string}\ntools: {t5: {state: \"active\"}, t17: {state: \"active\", card: \"x\"}, t1_a: {state: \"active\"}, t3: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}}\n"}},
	{"lab2: label regexp.Find", map[string]string{"a.cue": "", "b.cue": p16 + "import \"regexp\"\ntools: [N=string]: {card: *regexp.Find(\"[0-9]+\", N) | string}\ntools: {t5: {state: \"active\"}, t17: {state: \"active\", card: \"x\"}, t1_a: {state: \"active\"}, t3: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}}\n"}},
	{"lab2: label in a list", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {groups: *[\"g_\" + N] | [...string]}\ntools: {t5: {state: \"active\"}, t17: {state: \"active\", card: \"x\"}, t1_a: {state: \"active\"}, t3: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}}\n"}},
	{"lab2: label len mod", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {if mod(len(N), 2) == 0 {card: *\"even\" | string}}\ntools: {t5: {state: \"active\"}, t17: {state: \"active\", card: \"x\"}, t1_a: {state: \"active\"}, t3: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}}\n"}},
	{"lab2: label in an interpolated condition", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {if \"x\\(N)\" == \"xt5\" {card: \"five\"}}\ntools: {t5: {state: \"active\"}, t17: {state: \"active\", card: \"x\"}, t1_a: {state: \"active\"}, t3: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}}\n"}},

	// --- file order: a value built from several files' fields ---
	{"order: json of an entry across oddly named files", map[string]string{"a.cue": "", "z.cue": p16 + "import \"encoding/json\"\ngen: go_dir: json.Marshal(tools.a)\ntools: b: state: \"active\"\n", "B.cue": p16 + "tools: a: card: \"B\"\n", "a-b.cue": p16 + "tools: a: niche: \"a-b\"\n", "a_b.cue": p16 + "tools: a: group: \"a_b\"\n", "ab.cue": p16 + "tools: a: state: \"active\"\n", "a0.cue": p16 + "tools: a: description: \"a0\"\n", "\u00e9.cue": p16 + "tools: a: implementation: \"e\"\n"}},
	{"order: json of the section across oddly named files", map[string]string{"a.cue": "", "z.cue": p16 + "import \"encoding/json\"\ngen: go_dir: json.Marshal(tools)\ntools: zz: state: \"active\"\n", "B.cue": p16 + "tools: b: state: \"active\"\n", "a-b.cue": p16 + "tools: ab: state: \"active\"\n", "a_b.cue": p16 + "tools: a_b: state: \"active\"\n", "A.cue": p16 + "tools: a: state: \"active\"\n"}},
	{"order: list of names across files", map[string]string{"a.cue": "", "z.cue": p16 + "import \"strings\"\ngen: go_dir: strings.Join([for k, _ in tools {k}], \",\")\n", "B.cue": p16 + "tools: b: state: \"active\"\n", "a-b.cue": p16 + "tools: ab: state: \"active\"\n", "A.cue": p16 + "tools: a: state: \"active\"\n"}},
	{"order: first_turn from a comprehension across files", map[string]string{"a.cue": "providers: p: {budget: {target: 9, max: 9}, first_turn: [for k, v in tools if v.state == \"active\" {k}]}\n", "B.cue": p16 + "tools: b: state: \"active\"\n", "a-b.cue": p16 + "tools: ab: state: \"active\"\n", "A.cue": p16 + "tools: a: state: \"active\"\n", "0.cue": p16 + "tools: z: state: \"active\"\n"}},

	// --- defaults inside values ---
	{"dflt: list element defaults", map[string]string{"a.cue": "tools: {a: {state: \"active\", groups: [*\"a\" | \"b\", \"c\"]}, b: {state: \"active\", groups: [\"x\", *\"y\" | \"z\"]}}\n"}},
	{"dflt: null default eliminated", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *null | \"x\"}, b: {state: \"active\"}}\n"}},
	{"dflt: null default eliminated by a pattern", map[string]string{"a.cue": "tools: [string]: {card: *null | string}\ntools: {a: {state: \"active\", card: \"x\"}, b: {state: \"active\"}}\n"}},
	{"dflt: nested default in parameters", map[string]string{"a.cue": "tools: {a: {state: \"active\", parameters: {type: *\"object\" | _, properties: {x: {type: *\"string\" | \"number\"}}}}, b: {state: \"active\"}}\n"}},
	{"dflt: default of a struct in a list", map[string]string{"a.cue": "tools: {a: {state: \"active\", dynamic: [*{id: \"x\"} | {id: \"y\"}]}, b: {state: \"active\"}}\n"}},
	{"dflt: default list length", map[string]string{"a.cue": "tools: {a: {state: \"active\", groups: *[\"a\"] | [\"a\", \"b\"]}, b: {state: \"active\", groups: *[] | [\"b\"]}}\n"}},
	{"dflt: default state in an entry meets a non-default in another file", map[string]string{"a.cue": "tools: {a: {state: *\"deferred\" | \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: a: state: \"active\" | \"removed\"\n"}},
	{"dflt: two defaults both marked, same value", map[string]string{"a.cue": "tools: {a: {state: *\"deferred\" | \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: a: state: *\"deferred\" | \"removed\"\n"}},
	{"dflt: default of a bound", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"x\", at_least: *3 | >2}}, b: {state: \"active\"}}\n"}},
	{"dflt: default bool in an annotation", map[string]string{"a.cue": "tools: [string]: {annotations: readOnlyHint: *false | bool}\ntools: {a: {state: \"active\"}, b: {state: \"active\", annotations: readOnlyHint: true}}\n"}},
	{"dflt: default not a member", map[string]string{"a.cue": "tools: {a: {state: *\"bogus\" | \"active\"}, b: {state: \"active\"}}\n"}},
	{"dflt: default only", map[string]string{"a.cue": "tools: {a: {state: *\"active\" | _|_}, b: {state: \"active\"}}\n"}},
	{"dflt: three-way disjunction with two defaults resolving", map[string]string{"a.cue": "tools: {a: {state: *\"active\" | *\"deferred\" | \"removed\"}, b: {state: \"active\"}}\ntools: a: state: !=\"deferred\"\n"}},

	// --- modules: legacy package directories, no language version ---
	{"mod: cue.mod/pkg package", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "cue.mod/pkg/ext.example/x/x.cue": "package x\n#M: {source: \"mcp\", ...}\n", "a.cue": "", "b.cue": p16 + "import \"ext.example/x\"\ntools: [=~\"^m\"]: x.#M\ntools: {ma: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"mod: cue.mod/gen package", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "cue.mod/gen/ext.example/x/x.cue": "package x\n#M: {source: \"mcp\", ...}\n", "a.cue": "", "b.cue": p16 + "import \"ext.example/x\"\ntools: [=~\"^m\"]: x.#M\ntools: {ma: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"mod: cue.mod/usr package", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "cue.mod/usr/ext.example/x/x.cue": "package x\n#M: {source: \"mcp\", ...}\n", "a.cue": "", "b.cue": p16 + "import \"ext.example/x\"\ntools: [=~\"^m\"]: x.#M\ntools: {ma: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"mod: module without a language version", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\n", "a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"mod: module without a major version", map[string]string{"cue.mod/module.cue": "module: \"mod.example\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\nS: \"active\"\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: {a: {state: x.S}, b: {state: \"active\"}}\n"}},
	{"mod: future language version", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.99.0\"\n", "a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"mod: local package with two files and a hidden", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\n_s: \"active\"\nS: _s\n", "x/y.cue": "package x\n_s: string\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\n_s: \"deferred\"\ntools: {a: {state: x.S}, b: {state: _s}}\n"}},
	{"mod: local package with an @if file", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\nS: *\"active\" | string\n", "x/y.cue": "@if(dev)\npackage x\nS: \"bogus\"\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: {a: {state: x.S}, b: {state: \"active\"}}\n"}},
	{"mod: local package with a _test file", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\nS: *\"active\" | string\n", "x/y_test.cue": "package x\nS: \"bogus\"\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: {a: {state: x.S}, b: {state: \"active\"}}\n"}},
	{"mod: imported package of the parent directory files", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\nS: \"active\"\n", "x/y/y.cue": "package y\nimport \"mod.example/x\"\nT: x.S\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x/y\"\ntools: {a: {state: y.T}, b: {state: \"active\"}}\n"}},
	{"mod: imported package reads its own tools", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\ntools: {q: {state: \"bogus\"}}\nS: \"active\"\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: {a: {state: x.S}, b: {state: \"active\"}}\n"}},
	{"mod: imported package bad", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\nS: 1 & 2\nT: \"active\"\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: {a: {state: x.T}, b: {state: \"active\"}}\n"}},
	{"mod: import cycle through the root package", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\nimport \"mod.example:toolpolicy\"\nS: toolpolicy.tools.b.state\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: {a: {state: x.S}, b: {state: \"active\"}}\n"}},
	{"mod: importing the root package by path", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\nS: \"active\"\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x:x\"\ntools: {a: {state: x.S}, b: {state: \"active\"}}\n"}},

	// --- catalog (not in dataOf: the verdict only) ---
	{"cat: order default conflicting with the schema's", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\ncatalog: order: *\"group\" | \"name\"\n"}},
	{"cat: order two options", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\ncatalog: order: \"group\" | \"declaration\"\n"}},
	{"cat: order default agreeing", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\ncatalog: order: *\"name\" | \"group\"\n"}},
	{"cat: card_max_length float", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\ncatalog: card_max_length: 10.0\n"}},
	{"cat: card_max_length big", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\ncatalog: card_max_length: 9223372036854775807\n"}},
	{"cat: mcp keep_loaded defaults", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmcp: keep_loaded: *[\"a\"] | [...string]\n"}},

	// --- field constraints and clauses inside entries ---
	{"ent: required state with a value", map[string]string{"a.cue": "tools: {a: {state!: \"active\"}, b: {state: \"active\"}}\n"}},
	{"ent: optional state with a value", map[string]string{"a.cue": "tools: {a: {state?: \"active\"}, b: {state: \"active\"}}\n"}},
	{"ent: optional state with a value, regular elsewhere", map[string]string{"a.cue": "tools: {a: {state?: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: a: state: string\n"}},
	{"ent: required state, regular in another file", map[string]string{"a.cue": "tools: {a: {state!: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: a: state: \"active\"\n"}},
	{"ent: regular and optional declarations of one entry", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, a?: {card: \"c\"}, b: {state: \"active\"}}\n"}},
	{"ent: regular and required declarations of one entry", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, a!: {card: \"c\"}, b: {state: \"active\"}}\n"}},
	{"ent: optional declaration conflicting", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, a?: {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"ent: if inside an entry", map[string]string{"a.cue": "_on: true\ntools: {a: {state: \"active\", if _on {card: \"c\"}}, b: {state: \"active\", if !_on {card: \"d\"}}}\n"}},
	{"ent: for inside an entry", map[string]string{"a.cue": "_h: [\"readOnlyHint\", \"idempotentHint\"]\ntools: {a: {state: \"active\", annotations: {for h in _h {(h): true}}}, b: {state: \"active\"}}\n"}},
	{"ent: let inside an entry", map[string]string{"a.cue": "tools: {a: {let c = \"x\", state: \"active\", card: c}, b: {state: \"active\"}}\n"}},
	{"ent: embedded scalar in an entry", map[string]string{"a.cue": "tools: {a: {\"x\", state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"ent: entry closed by a local definition", map[string]string{"a.cue": "tools: {a: {state: \"active\"} & close({state: string, source: string}), b: {state: \"active\", card: \"c\"} & close({state: string, source: string})}\n"}},
	{"ent: attribute on the entry", map[string]string{"a.cue": "tools: {a: {state: \"active\"} @deprecated(), b: {state: \"active\"} @go(-)}\n"}},
	{"ent: interpolated field label", map[string]string{"a.cue": "tools: {a: {\"\\(\"st\")ate\": \"active\"}, b: {state: \"active\"}}\n"}},
	{"ent: parenthesized field label", map[string]string{"a.cue": "tools: {a: {(\"state\"): \"active\"}, b: {state: \"active\"}}\n"}},
	{"ent: field label pattern inside an entry", map[string]string{"a.cue": "tools: {a: {state: \"active\", [=~\"^c\"]: \"x\", card: _}, b: {state: \"active\"}}\n"}},
	{"ent: field label pattern inside an entry, conflicting", map[string]string{"a.cue": "tools: {a: {state: \"active\", [=~\"^c\"]: \"x\", card: \"y\"}, b: {state: \"active\"}}\n"}},
	{"ent: state from a disjunction of structs", map[string]string{"a.cue": "tools: {a: {state: \"active\"} | {state: \"deferred\", card: string}, b: {state: \"active\"}}\n"}},

	// --- labels written as raw strings, bytes, multi-line strings ---
	{"rawlab: raw string label meets an identifier, conflicting", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, #\"a\"#: {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"rawlab: raw string label meets an identifier", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, #\"a\"#: {card: \"c\"}, b: {state: \"active\"}}\n"}},
	{"rawlab: bytes label meets an identifier, conflicting", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, 'a': {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"rawlab: bytes label meets an identifier", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, 'a': {card: \"c\"}, b: {state: \"active\"}}\n"}},
	{"rawlab: multi-line label meets an identifier, conflicting", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, \"\"\"\n\ta\n\t\"\"\": {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"rawlab: raw string label in another file, conflicting", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: #\"a\"#: {state: \"deferred\"}\n"}},
	{"rawlab: bytes label in another file, conflicting", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: 'a': {state: \"deferred\"}\n"}},
	{"rawlab: bytes label with an escape", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: '\\x61': {state: \"deferred\"}\n"}},
	{"rawlab: bytes label invalid utf-8", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: '\\xff': {state: \"active\"}\n"}},
	{"rawlab: raw section label", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "#\"tools\"#: {a: {state: \"deferred\"}}\n"}},
	{"rawlab: bytes section label", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "'tools': {a: {state: \"deferred\"}}\n"}},
	{"rawlab: raw label in an entry field", map[string]string{"a.cue": "tools: {a: {state: \"active\", #\"state\"#: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"rawlab: bytes label in an entry field", map[string]string{"a.cue": "tools: {a: {state: \"active\", 'card': \"c\"}, b: {state: \"active\", 'state': \"deferred\"}}\n"}},
	{"rawlab: raw label in a hidden map", map[string]string{"a.cue": "_gh: {a: {state: \"active\"}, #\"b\"#: {state: \"active\"}}\ntools: {for n, t in _gh {(n): t}}\ntools: b: state: \"deferred\"\n"}},
	{"rawlab: raw label pattern", map[string]string{"a.cue": "tools: [#\"a\"#]: {source: \"mcp\"}\ntools: {a: {state: \"active\", source: \"builtin\"}, b: {state: \"active\"}}\n"}},

	// --- comprehensions over a section adding to it ---
	{"self: tools from tools", map[string]string{"a.cue": "tools: {a: {state: \"removed\"}, b: {state: \"active\"}}\ntools: {for k, v in tools if v.state == \"removed\" {\"\\(k)_old\": {state: \"removed\"}}}\n"}},
	{"self: tools fields from tools", map[string]string{"a.cue": "tools: {a: {state: \"removed\"}, b: {state: \"active\"}}\ntools: {for k, v in tools {(k): {card: \"\\(k) is \\(v.state)\"}}}\n"}},
	{"self: tools fields from tools, top level", map[string]string{"a.cue": "tools: {a: {state: \"removed\"}, b: {state: \"active\"}}\nfor k, v in tools {tools: (k): niche: v.state}\n"}},
	{"self: aliases from a label pattern", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\naliases: [N=string]: {replacement: strings.TrimPrefix(N, \"old_\"), first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\naliases: {old_a: {}, old_b: {}, old_c: {replacement: \"b\"}}\n"}},
	{"self: aliases from a label pattern, conflict", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\naliases: [N=string]: {replacement: strings.TrimPrefix(N, \"old_\"), first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\naliases: {old_a: {}, old_b: {replacement: \"a\"}}\n"}},
}

func TestReview17(t *testing.T) { runWithCue(t, review17Cases) }

var _ = fmt.Sprintf

// review17Big are policies past the default minEntries, so the fast path
// takes them with the default options.
func review17Big() []reviewCase {
	gen := func(n int, f func(i int) string) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString("\t" + f(i) + "\n")
		}
		return b.String()
	}
	sec := func(name string, n int, f func(i int) string) string {
		return name + ": {\n" + gen(n, f) + "}\n"
	}
	plain := func(i int) string { return fmt.Sprintf("t%d: {state: \"active\", niche: \"n%d\"}", i, i%7) }
	return []reviewCase{
		{"big: literal entries and a comprehension making one of them, conflicting", map[string]string{"a.cue": "_l: [\"t17\", \"x\"]\ntools: {for n in _l {(n): {state: \"deferred\"}}}\n" + sec("tools", 1500, plain)}},
		{"big: literal entries and a comprehension making one of them", map[string]string{"a.cue": "_l: [\"t17\", \"x\"]\ntools: {for n in _l {(n): {card: \"c\"}}}\ntools: x: state: \"active\"\n" + sec("tools", 1500, plain)}},
		{"big: hidden map copy, optional and hidden entries in the map", map[string]string{"a.cue": m17 + "tools: {for n, t in _gh {(n): #M & t}}\n" + sec("_gh", 1500, func(i int) string {
			switch i {
			case 700:
				return "z?: {state: \"bogus\"}"
			case 701:
				return "_z: {state: \"bogus\"}"
			}
			return fmt.Sprintf("g%d: {card: \"c%d\"}", i, i%3)
		})}},
		{"big: hidden map copy, a bad entry", map[string]string{"a.cue": m17 + "tools: {for n, t in _gh {(n): #M & t}}\n" + sec("_gh", 1500, func(i int) string {
			if i == 1400 {
				return fmt.Sprintf("g%d: {bogus: 1}", i)
			}
			return fmt.Sprintf("g%d: {card: \"c%d\"}", i, i%3)
		})}},
		{"big: entries split across files, one conflict", map[string]string{"a.cue": sec("tools", 1500, plain), "b.cue": p16 + sec("tools", 1500, func(i int) string {
			if i == 1499 {
				return fmt.Sprintf("t%d: {niche: \"other\"}", i)
			}
			return fmt.Sprintf("t%d: {card: \"c%d\"}", i, i%3)
		})}},
		{"big: entries split across files, defaults in one", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {state: \"active\", card: *\"a\" | \"b\"}", i)
		}), "b.cue": p16 + sec("tools", 1500, func(i int) string {
			if i%3 == 0 {
				return fmt.Sprintf("t%d: {card: \"b\"}", i)
			}
			if i%3 == 1 {
				return fmt.Sprintf("t%d: {card: *\"b\" | \"a\"}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\"}", i)
		})}},
		{"big: entries split across files, same defaults", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {state: \"active\", card: *\"a\" | \"b\"}", i)
		}), "b.cue": p16 + sec("tools", 1500, func(i int) string {
			if i%3 == 0 {
				return fmt.Sprintf("t%d: {card: \"b\"}", i)
			}
			if i%3 == 1 {
				return fmt.Sprintf("t%d: {card: *\"a\" | \"c\"}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\"}", i)
		})}},
		{"big: _test.cue file with a bad entry", map[string]string{"a.cue": sec("tools", 1500, plain), "b_test.cue": p16 + "tools: t5: state: \"bogus\"\n"}},
		{"big: escaped labels colliding", map[string]string{"a.cue": sec("tools", 1500, plain) + "tools: {\"t\\u0031\": {state: \"deferred\"}}\n"}},
		{"big: escaped labels merging", map[string]string{"a.cue": sec("tools", 1500, plain) + "tools: {\"t\\u0031\": {card: \"c\"}, \"\\u0074\\u0032\": {state: \"active\"}}\n"}},
		{"big: label pattern reading the label", map[string]string{"a.cue": "tools: [N=string]: {niche: *N | string}\n" + sec("tools", 1500, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("t%d: {state: \"active\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\", niche: \"t1\"}", i)
		})}},
		{"big: label pattern requiring the label", map[string]string{"a.cue": "tools: [N=string]: {niche: N}\n" + sec("tools", 1500, func(i int) string {
			if i == 777 {
				return fmt.Sprintf("t%d: {state: \"active\", niche: \"t1\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\", niche: \"t%d\"}", i, i)
		})}},
		{"big: pattern with a value alias and a condition on state", map[string]string{"a.cue": "tools: [string]: T={if T.state == \"deferred\" {card!: string}}\n" + sec("tools", 1500, func(i int) string {
			if i == 1001 {
				return fmt.Sprintf("t%d: {state: \"deferred\"}", i)
			}
			if i%2 == 0 {
				return fmt.Sprintf("t%d: {state: \"deferred\", card: \"c\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: pattern with a value alias and a condition on state, valid", map[string]string{"a.cue": "tools: [string]: T={if T.state == \"deferred\" {card!: string}}\n" + sec("tools", 1500, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("t%d: {state: \"deferred\", card: \"c\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: section read for the budget and keep_loaded", map[string]string{"a.cue": "providers: p: {budget: {target: len(tools), max: len(tools) + 1}}\nmcp: keep_loaded: [for n, t in tools if t.source == \"mcp\" && t.card == \"c1\" {n}]\n" + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {state: \"deferred\", source: \"mcp\", card: \"c%d\"}", i, i%50)
		})}},
		{"big: close on the section", map[string]string{"a.cue": "tools: close({\n" + gen(1500, plain) + "})\n", "b.cue": p16 + "tools: t3: card: \"c\"\n"}},
		{"big: close on entries", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: close({state: \"active\"})", i)
		}), "b.cue": p16 + "tools: t3: card: \"c\"\n"}},
		{"big: regexp pattern classes", map[string]string{"a.cue": "tools: [=~\"^t\\\\d*7$\"]: {source: \"mcp\"}\ntools: [=~\"(?i)^T1\"]: {card: *\"one\" | string}\ntools: [=~\"^[[:alpha:]][[:digit:]]{3}$\"]: {niche: *\"four\" | string}\n" + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: regexp pattern classes, conflicting", map[string]string{"a.cue": "tools: [=~\"^t\\\\d*7$\"]: {source: \"mcp\"}\n" + sec("tools", 1500, func(i int) string {
			if i == 1237 {
				return fmt.Sprintf("t%d: {state: \"active\", source: \"builtin\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: required field in a template, one missing", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", niche!: string}\ntools: [=~\"^t\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1234 {
				return fmt.Sprintf("t%d: {state: \"active\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\", niche: \"n%d\"}", i, i%4)
		})}},
		{"big: required field given in another file", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", niche!: string}\ntools: [=~\"^t\"]: #M\n" + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		}), "b.cue": p16 + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {niche: \"n%d\"}", i, i%4)
		})}},
		{"big: optional entries", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			if i%100 == 5 {
				return fmt.Sprintf("t%d?: {state: \"bogus\"}", i)
			}
			return plain(i)
		})}},
		{"big: required entries", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			if i == 1005 {
				return fmt.Sprintf("t%d!: {state: \"active\"}", i)
			}
			return plain(i)
		})}},
		{"big: aliases section", map[string]string{"a.cue": sec("tools", 300, func(i int) string {
			return fmt.Sprintf("t%d: {state: \"deprecated\"}", i)
		}) + "tools: n: state: \"active\"\naliases: [string]: {planned_removal: *\"TBD\" | #Version, replay_supported: *true | bool}\n" + sec("aliases", 1500, func(i int) string {
			if i%10 == 3 {
				return fmt.Sprintf("a%d: {replacement: \"n\", first_deprecated: \"0.%d.0\", planned_removal: \"1.0.0\"}", i, i%9)
			}
			return fmt.Sprintf("a%d: {replacement: \"n\", first_deprecated: \"0.1.0\", note: \"old a%d\"}", i, i)
		})}},
		{"big: gates and retired", map[string]string{"a.cue": sec("tools", 300, plain) + "model_classes: {c: {match: [\"x*\"], example: \"xy\"}, d: {match: [\"y*\"], example: \"yz\"}}\n" + sec("gates", 1500, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("g%d: {hidden_for: \"c\"}", i)
			}
			return fmt.Sprintf("g%d: {visible_for: \"d\"}", i)
		}) + sec("retired", 1500, func(i int) string {
			return fmt.Sprintf("r%d: {reason: \"r\", since: \"0.%d.0\"}", i, i%20)
		})}},
		{"big: gates, one with both", map[string]string{"a.cue": sec("tools", 300, plain) + "model_classes: {c: {match: [\"x*\"], example: \"xy\"}}\n" + sec("gates", 1500, func(i int) string {
			if i == 1400 {
				return fmt.Sprintf("g%d: {hidden_for: \"c\", visible_for: \"c\"}", i)
			}
			return fmt.Sprintf("g%d: {hidden_for: \"c\"}", i)
		})}},
		{"big: numbers in conditions", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			nums := []string{"1e3", "0x10", "1_000", "1Ki", "2.5", "-0.0", ".5", "1.5M", "0o17", "1e-30", "123456789012"}
			return fmt.Sprintf("t%d: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: %s}}", i, nums[i%len(nums)])
		})}},
		{"big: strings with escapes", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			strs := []string{`"tab\tx"`, `"q\"u"`, `"\u00e9"`, `"\U0001F600"`, `#"raw \n "q""#`, `"\x41"`, `"\101"`, `"a\\b"`, `"\/"`, "\"\"\"\n\t\tm\n\t\tl\n\t\t\"\"\""}
			return fmt.Sprintf("t%d: {state: \"active\", description: %s, card: %s}", i, strs[i%len(strs)], strs[(i+3)%len(strs)])
		})}},
		{"big: a C1 control in one niche", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			if i == 1300 {
				return fmt.Sprintf("t%d: {state: \"active\", niche: \"a\\u009bb\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\", niche: \"a\\u00a0b\"}", i)
		})}},
		{"big: dynamic label constant", map[string]string{"a.cue": sec("tools", 1500, plain) + "tools: {(\"t4\"): {card: \"c\"}, (\"t\" + \"5\"): {state: \"deferred\"}}\n"}},
		{"big: interpolated labels", map[string]string{"a.cue": "_p: \"t\"\n" + sec("tools", 1500, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("\"\\(_p)%d\": {state: \"active\"}", i)
			}
			return plain(i)
		})}},
		{"big: @if file with a template pattern", map[string]string{"a.cue": sec("tools", 1500, plain), "b.cue": "@if(strict)\n" + p16 + "tools: [string]: {card!: string}\n"}},
		{"big: local module template", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\n#M: {source: \"mcp\", state: *\"deferred\" | _}\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: [=~\"^t\"]: x.#M\n" + sec("tools", 1500, func(i int) string {
			if i == 1499 {
				return fmt.Sprintf("t%d: {state: \"bogus\"}", i)
			}
			return fmt.Sprintf("t%d: {card: \"c\"}", i)
		})}},
		{"big: local module template, valid", map[string]string{"cue.mod/module.cue": "module: \"mod.example@v0\"\nlanguage: version: \"v0.9.0\"\n", "x/x.cue": "package x\n#M: {source: \"mcp\", state: *\"deferred\" | _}\n", "a.cue": "", "b.cue": p16 + "import \"mod.example/x\"\ntools: [=~\"^t\"]: x.#M\n" + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {card: \"c\"}", i)
		})}},
		{"big: or() and and() in patterns", map[string]string{"a.cue": "tools: [string]: {state: or([\"active\", \"deferred\"])}\ntools: [=~\"^t1\"]: and([{source: \"mcp\"}, {card: *\"c\" | string}])\n" + sec("tools", 1500, func(i int) string {
			if i == 1450 {
				return fmt.Sprintf("t%d: {state: \"removed\"}", i)
			}
			return plain(i)
		})}},
		{"big: json.Marshal of entries with templates and defaults", map[string]string{"a.cue": "", "b.cue": p16 + "import \"encoding/json\"\n#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State, card: *\"c\" | string}\ntools: [=~\"^t1\"]: #M\ntools: [string]: {group: *\"g\" | string}\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(tools.t1), json.Marshal(tools.t2), json.Marshal(tools.t10), for k, v in tools if k == \"t11\" || k == \"t3\" {json.Marshal(v)}]}\n" + sec("tools", 1500, func(i int) string {
			if i%3 == 0 {
				return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\", annotations: {z: true, a: false}}", i)
			}
			return fmt.Sprintf("t%d: {card: \"k\", state: \"active\", parameters: {type: \"object\", properties: {z: {type: \"string\"}, a: {minimum: 1.50}}}}", i)
		})}},
		{"big: yaml and json of the whole section", map[string]string{"a.cue": "", "b.cue": p16 + "import \"encoding/json\"\nimport \"encoding/yaml\"\n#M: #Tool & {source: \"mcp\", card: *\"c\" | string}\ntools: [=~\"^t1\"]: #M\ngen: {go_dir: json.Marshal(tools), docs_dir: yaml.Marshal(tools)}\n" + sec("tools", 400, func(i int) string {
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: fields of entries iterated", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", card: *\"c\" | string}\ntools: [=~\"^t1\"]: #M\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, v in tools if k =~ \"^t1.$\" for f, x in v {\"\\(k).\\(f)\"}]}\n" + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\", implementation: \"I\"}", i)
		})}},
		{"big: deep error, variant with neither", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", variants: [{description: \"d\"}]}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: deep error, card_list without header", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", card_list: {line: \"l\"}}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: deep error, dynamic without id", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", dynamic: [{acknowledged: \"a\"}]}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: deep error, condition of two forms", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", visible_when: {mode: \"agent\", provider: \"p\"}}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: deep error, condition nested bad", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", visible_when: {all: [{any: [{not: {setting: \"s\", is: [1]}}]}]}}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: deep error, parameters type string", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", parameters: {type: \"string\"}}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: deep error, annotation list", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", annotations: {x: [true]}}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: deep error, groups bad name", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", groups: [\"ok\", \"not ok\"]}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: deep error, implementation empty", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", implementation: \"\"}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: deep error, variant grammar empty", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", variants: [{model_class: \"c\", grammar: \"\"}]}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: deep error, acknowledged empty in dynamic", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", dynamic: [{id: \"x\", acknowledged: \"\"}]}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: deep error, setting has with comma", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1203 || i == 50 {
				return fmt.Sprintf("t%d: {state: \"active\", visible_when: {setting: \"s\", has: \"a,b\"}}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n\", state: \"active\"}", i)
		})}},
		{"big: hidden map embedded and literal entries overlapping", map[string]string{"a.cue": sec("_gh", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		}) + "tools: {_gh, t3: {card: \"c\"}}\n", "b.cue": p16 + sec("tools", 1500, func(i int) string {
			if i == 1111 {
				return fmt.Sprintf("t%d: {state: \"deferred\"}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n%d\"}", i, i%5)
		})}},
		{"big: hidden map embedded and literal entries overlapping, valid", map[string]string{"a.cue": sec("_gh", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		}) + "tools: {_gh, t3: {card: \"c\"}}\n", "b.cue": p16 + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {niche: \"n%d\"}", i, i%5)
		})}},
		{"big: top-level copy with a template and literal entries", map[string]string{"a.cue": m17 + sec("_gh", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {card: \"c%d\"}", i, i%3)
		}) + "for n, t in _gh {tools: (n): #M & t}\n", "b.cue": p16 + sec("tools", 1500, func(i int) string {
			if i == 1499 {
				return fmt.Sprintf("t%d: {bogus: 1}", i)
			}
			return fmt.Sprintf("t%d: {niche: \"n%d\"}", i, i%5)
		})}},
		{"big: top-level copy with a template and literal entries, valid", map[string]string{"a.cue": m17 + sec("_gh", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {card: \"c%d\"}", i, i%3)
		}) + "for n, t in _gh {tools: (n): #M & t}\n", "b.cue": p16 + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {niche: \"n%d\", state: *\"deferred\" | \"active\"}", i, i%5)
		})}},
		{"big: template with the label", map[string]string{"a.cue": m17 + "tools: [N=string & =~\"^t\"]: #M & {card: *\"card \\(N)\" | string, niche: N}\n" + sec("tools", 1500, func(i int) string {
			if i == 1400 {
				return fmt.Sprintf("t%d: {niche: \"t1\"}", i)
			}
			if i%2 == 0 {
				return fmt.Sprintf("t%d: {card: \"c\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: template with the label, valid", map[string]string{"a.cue": m17 + "tools: [N=string & =~\"^t\"]: #M & {card: *\"card \\(N)\" | string, niche: N}\n" + sec("tools", 1500, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("t%d: {card: \"c\", niche: \"t%d\"}", i, i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: escaped labels, some invalid names", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			if i == 999 {
				return "\"t\\u0020x\": {state: \"active\"}"
			}
			return fmt.Sprintf("\"t\\u00%x\": {state: \"active\"}", 0x30+i%10) + fmt.Sprintf(", x%d: {state: \"active\"}", i)
		})}},
		{"big: entries in an excluded @if file", map[string]string{"a.cue": sec("tools", 1500, plain), "b.cue": "@if(old)\n" + p16 + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {state: \"bogus\"}", i)
		})}},
		{"big: entries in an included @if file", map[string]string{"a.cue": sec("tools", 1500, plain), "b.cue": "@if(!old)\n" + p16 + sec("tools", 1500, func(i int) string {
			if i == 3 {
				return fmt.Sprintf("t%d: {state: \"bogus\"}", i)
			}
			return fmt.Sprintf("t%d: {card: \"c\"}", i)
		})}},
		{"big: label regexp condition", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {if N =~ \"7$\" {card: *\"seven\" | string}}\n" + sec("tools", 1500, func(i int) string {
			switch i % 4 {
			case 0:
				return fmt.Sprintf("t%d: {state: \"active\", card: \"x\"}", i)
			case 1:
				return fmt.Sprintf("t%d_a: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: label regexp not condition", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {if N !~ \"^t1\" {group: *\"other\" | string}}\n" + sec("tools", 1500, func(i int) string {
			switch i % 4 {
			case 0:
				return fmt.Sprintf("t%d: {state: \"active\", card: \"x\"}", i)
			case 1:
				return fmt.Sprintf("t%d_a: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: label label compare", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {if N < \"t2\" {niche: *\"low\" | string}}\n" + sec("tools", 1500, func(i int) string {
			switch i % 4 {
			case 0:
				return fmt.Sprintf("t%d: {state: \"active\", card: \"x\"}", i)
			case 1:
				return fmt.Sprintf("t%d_a: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: label label split", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {group: *strings.Split(N, \"_\")[0] | string}\n" + sec("tools", 1500, func(i int) string {
			switch i % 4 {
			case 0:
				return fmt.Sprintf("t%d: {state: \"active\", card: \"x\"}", i)
			case 1:
				return fmt.Sprintf("t%d_a: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: label label upper", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {card: *strings.ToUpper(N) | string}\n" + sec("tools", 1500, func(i int) string {
			switch i % 4 {
			case 0:
				return fmt.Sprintf("t%d: {state: \"active\", card: \"x\"}", i)
			case 1:
				return fmt.Sprintf("t%d_a: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: label label trim in niche", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {niche: *strings.TrimPrefix(N, \"t\") | string}\n" + sec("tools", 1500, func(i int) string {
			switch i % 4 {
			case 0:
				return fmt.Sprintf("t%d: {state: \"active\", card: \"x\"}", i)
			case 1:
				return fmt.Sprintf("t%d_a: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: label label regexp.Find", map[string]string{"a.cue": "", "b.cue": p16 + "import \"regexp\"\ntools: [N=string]: {card: *regexp.Find(\"[0-9]+\", N) | string}\n" + sec("tools", 1500, func(i int) string {
			switch i % 4 {
			case 0:
				return fmt.Sprintf("t%d: {state: \"active\", card: \"x\"}", i)
			case 1:
				return fmt.Sprintf("t%d_a: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: label label in a list", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {groups: *[\"g_\" + N] | [...string]}\n" + sec("tools", 1500, func(i int) string {
			switch i % 4 {
			case 0:
				return fmt.Sprintf("t%d: {state: \"active\", card: \"x\"}", i)
			case 1:
				return fmt.Sprintf("t%d_a: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: label label len mod", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {if mod(len(N), 2) == 0 {card: *\"even\" | string}}\n" + sec("tools", 1500, func(i int) string {
			switch i % 4 {
			case 0:
				return fmt.Sprintf("t%d: {state: \"active\", card: \"x\"}", i)
			case 1:
				return fmt.Sprintf("t%d_a: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: label label in an interpolated condition", map[string]string{"a.cue": "", "b.cue": p16 + "tools: [N=string]: {if \"x\\(N)\" == \"xt5\" {card: \"five\"}}\n" + sec("tools", 1500, func(i int) string {
			switch i % 4 {
			case 0:
				return fmt.Sprintf("t%d: {state: \"active\", card: \"x\"}", i)
			case 1:
				return fmt.Sprintf("t%d_a: {state: \"active\", niche: \"n\", group: \"g\", groups: [\"q\"]}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\"}", i)
		})}},
		{"big: optional declarations beside regular ones", map[string]string{"a.cue": sec("tools", 1500, plain), "b.cue": p16 + sec("tools", 1500, func(i int) string {
			if i == 1498 {
				return fmt.Sprintf("t%d?: {state: \"deferred\"}", i)
			}
			return fmt.Sprintf("t%d?: {card: \"c\"}", i)
		})}},
		{"big: optional declarations beside regular ones, valid", map[string]string{"a.cue": sec("tools", 1500, plain), "b.cue": p16 + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d?: {card: \"c\"}", i)
		})}},
		{"big: optional declarations of new names", map[string]string{"a.cue": sec("tools", 1500, plain), "b.cue": p16 + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("u%d?: {state: \"bogus\"}", i)
		})}},
		{"big: required fields given elsewhere", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {state!: \"active\", card!: string}", i)
		}), "b.cue": p16 + sec("tools", 1500, func(i int) string {
			if i == 777 {
				return fmt.Sprintf("t%d: {state: \"active\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"active\", card: \"c\"}", i)
		})}},
		{"big: required fields given elsewhere, valid", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {state!: \"active\", card!: string}", i)
		}), "b.cue": p16 + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("t%d: {state: \"active\", card: \"c\"}", i)
		})}},
		{"big: lets and ifs inside entries", map[string]string{"a.cue": "_on: true\n" + sec("tools", 1500, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("t%d: {let c = \"x%d\", state: \"active\", card: c}", i, i%3)
			}
			return fmt.Sprintf("t%d: {state: \"active\", if _on {niche: \"n\"}}", i)
		})}},
		{"big: the schema copied into the policy directory", map[string]string{"schema.cue": string(schema.Source), "a.cue": m17 + "tools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, plain)}},
		{"big: the schema copied into the policy directory, one bad", map[string]string{"schema.cue": string(schema.Source), "a.cue": m17 + "tools: [=~\"^t1\"]: #M\n" + sec("tools", 1500, func(i int) string {
			if i == 1333 {
				return fmt.Sprintf("t%d: {state: \"active\", bogus: 1}", i)
			}
			return plain(i)
		})}},
		{"big: the schema copied, with #Tool opened", map[string]string{"schema.cue": strings.Replace(string(schema.Source), "\thead_when?: #Condition\n}", "\thead_when?: #Condition\n\t...\n}", 1), "a.cue": sec("tools", 1500, func(i int) string {
			if i == 1333 {
				return fmt.Sprintf("t%d: {state: \"active\", bogus: 1}", i)
			}
			return plain(i)
		})}},
		{"big: the schema copied, with a state added", map[string]string{"schema.cue": strings.Replace(string(schema.Source), "\"deprecated\" | \"removed\"", "\"deprecated\" | \"removed\" | \"beta\"", 1), "a.cue": sec("tools", 1500, func(i int) string {
			if i == 1333 {
				return fmt.Sprintf("t%d: {state: \"beta\"}", i)
			}
			return plain(i)
		})}},
		{"big: the schema copied, with #NameRE narrowed", map[string]string{"schema.cue": strings.Replace(string(schema.Source), "{0,127}", "{0,3}", 1), "a.cue": sec("tools", 1500, plain)}},
		{"big: raw string label meets an identifier, conflicting", map[string]string{"a.cue": sec("tools", 1500, plain), "b.cue": p16 + "tools: #\"t5\"#: {state: \"deferred\"}\n"}},
		{"big: bytes label meets an identifier, conflicting", map[string]string{"a.cue": sec("tools", 1500, plain), "b.cue": p16 + "tools: 't5': {state: \"deferred\"}\n"}},
		{"big: raw string labels in the section, conflicting", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			if i == 1400 {
				return "#\"t1\"#: {state: \"deferred\"}"
			}
			return plain(i)
		})}},
		{"big: bytes labels in the section", map[string]string{"a.cue": sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("'t%d': {state: \"active\"}", i) + fmt.Sprintf(", u%d: {state: \"active\", card: 'c'}", i)
		})}},
		{"big: raw string labels merging", map[string]string{"a.cue": sec("tools", 1500, plain), "b.cue": p16 + sec("tools", 1500, func(i int) string {
			return fmt.Sprintf("#\"t%d\"#: {card: \"c\"}", i)
		})}},
		{"big: tools fields from tools", map[string]string{"a.cue": sec("tools", 1500, plain) + "tools: {for k, v in tools if v.niche == \"n3\" {(k): {card: \"\\(k) is \\(v.state)\"}}}\n"}},
		{"big: tools from tools", map[string]string{"a.cue": sec("tools", 1500, plain) + "tools: {for k, v in tools if v.niche == \"n3\" {\"\\(k)_x\": {state: \"removed\"}}}\n"}},
		{"big: aliases from a label pattern", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n" + sec("tools", 300, plain) + "aliases: [N=string]: {replacement: strings.TrimPrefix(N, \"old_\"), first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\n" + sec("aliases", 1500, func(i int) string {
			if i == 1300 {
				return fmt.Sprintf("old_t%d: {replacement: \"t1\"}", i)
			}
			return fmt.Sprintf("old_t%d: {}", i)
		})}},
	}
}

func TestReview17Big(t *testing.T) {
	for _, c := range breadth(review17Big()) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := review15Dir(t, c.files)
			if err := agreeWithCue(t, dir); err == nil {
				t.Logf("VALID taken %d", toolsTaken(t, dir))
			} else {
				t.Logf("INVALID: %.300q", err.Error())
			}
		})
	}
}

// review17Numbers were disagreements with the cue command found by this
// review: a number out of float64's range in a condition's at_least or
// at_most passed cue vet -c (the schema said number) and failed to load
// with "value was rounded up", a problem without a position; now #Bound
// in the schema rejects it, in both. A tiny one (1e-400) and numbers with
// more digits than float64 holds load as cue export has them (rawScalar,
// convert.go).
var review17Numbers = []reviewCase{
	{"at_least 1e400", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: 1e400}}}\n"}},
	{"at_least 1e-400", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: 1e-400}}}\n"}},
	{"at_most -1e400", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"ctx\", at_most: -1e400}}}\n"}},
	{"model class where at_least 1e999", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\nmodel_classes: c: {example: \"m\", where: {attribute: \"x\", at_least: 1e999}}\n"}},
	{"at_most the largest float64", map[string]string{"a.cue": "tools: {a: {state: \"active\", visible_when: {attribute: \"ctx\", at_most: 1.7976931348623157e308}}}\n"}},
}

func TestReview17Numbers(t *testing.T) {
	for _, c := range review17Numbers {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := review15Dir(t, c.files)
			agreeWithCue(t, dir)
		})
	}
	// Digits float64 does not hold: cue export writes 9007199254740993
	// (2^53+1), 1.000000000000000000001 and 12345678901234567890.5 as
	// given; decoded to float64 they were read as ...992, "1" and
	// "12345678901234567000", and is: 1.000000000000000000001 met a model
	// attribute of 1. agreeWithCue does not see this: exportedData decodes
	// cue export's JSON to float64 too, so the text is checked here.
	for _, c := range []struct{ name, src, want string }{
		{"at_least 2^53+1", "tools: {a: {state: \"active\", visible_when: {attribute: \"x\", at_least: 9007199254740993}}}\n", "9007199254740993"},
		{"is", "tools: {a: {state: \"active\", visible_when: {attribute: \"x\", is: 1.000000000000000000001}}}\n", "1.000000000000000000001"},
		{"is, big", "tools: {a: {state: \"active\", visible_when: {attribute: \"x\", is: 12345678901234567890.5}}}\n", "12345678901234567890.5"},
		{"model attribute", "tools: {a: {state: \"active\"}}\nmodels: m: attributes: y: 1.000000000000000000001\n", "1.000000000000000000001"},
		{"model attribute in a list", "tools: {a: {state: \"active\"}}\nmodels: m: attributes: y: [\"a\", \"b\"]\n", `"a","b"`},
		{"a number float64 holds, as always written", "tools: {a: {state: \"active\", visible_when: {attribute: \"x\", at_least: 1e3}}}\n", `"1000"`},
	} {
		t.Run("digits of "+c.name, func(t *testing.T) {
			t.Parallel()
			dir := review15Dir(t, map[string]string{"a.cue": c.src})
			p, err := LoadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			got, _ := json.Marshal(dataOf(p))
			if !strings.Contains(string(got), c.want) {
				t.Errorf("toolpolicy does not read %s (cue export writes it): %s", c.want, got)
			}
		})
	}
	// The same in a big policy (fast path): one entry's at_least 1e400.
	t.Run("big, at_least 1e400 in one entry", func(t *testing.T) {
		var b strings.Builder
		b.WriteString("tools: {\n")
		for i := 0; i < 1500; i++ {
			if i == 700 {
				fmt.Fprintf(&b, "\tt%d: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: 1e400}}\n", i)
				continue
			}
			fmt.Fprintf(&b, "\tt%d: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: 1.5}}\n", i)
		}
		b.WriteString("}\n")
		dir := review15Dir(t, map[string]string{"a.cue": b.String()})
		agreeWithCue(t, dir)
	})
}
