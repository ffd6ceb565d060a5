package compiler

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// review18 (helper-50): tied patterns (tiedLabels, tiedKey, tiedExact),
// hidden fields of opaque patterns, or()/and() pattern labels, keep
// patterns, lookup tables embedding tables, templates over hidden lists.

const g18 = "gates: {for n, t in tools if t._gate != _|_ {(n): t._gate}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n"
const od18 = "#OD: #Tool & {state: *\"deferred\" | #State}\n"
const lk18 = "tools: [N=_]: {if _r[N] != _|_ {niche: \"Old name of \\(_r[N]).\"}}\n"

var review18Cases = []reviewCase{
	// --- tied patterns, small (withMinEntries(0) dedupes too) ---
	{"tied: optional card in one entry", map[string]string{"a.cue": "tools: [string]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\", card?: \"L\"}, c: {state: \"active\"}}\n"}},
	{"tied: required card in one entry", map[string]string{"a.cue": "tools: [string]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\", card!: \"L\"}, c: {state: \"active\"}}\n"}},
	{"tied: nested default in a read field", map[string]string{"a.cue": "tools: [string]: matchN(1, [{annotations: {ro: true}}, {annotations: {ro: false}}])\ntools: {a: {state: \"active\", annotations: {ro: true}}, b: {state: \"active\", annotations: {ro: *true | false}}}\n"}},
	{"tied: card of kind _ not a string", map[string]string{"a.cue": "tools: [string]: {state: \"deferred\", card: _} | {state: \"active\" | \"deprecated\"}\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\", card: 5}}\n"}},
	{"tied: card of kind _ null", map[string]string{"a.cue": "tools: [string]: {state: \"deferred\", card: _} | {state: \"active\" | \"deprecated\"}\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\", card: null}}\n"}},
	{"tied: kind-only card, default from a template", map[string]string{"a.cue": "tools: [string]: {card: *\"Load.\" | string}\ntools: [string]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\"}, c: {state: \"active\"}}\n"}},
	{"tied: kind-only card, constraint from a template", map[string]string{"a.cue": "tools: [string]: {card?: =~\"^L\"}\ntools: [string]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\", card: \"X\"}, c: {state: \"active\"}}\n"}},
	{"tied: pattern gives a hidden gate", map[string]string{"a.cue": g18 + "tools: [string]: {state: \"active\", _gate: {visible_for: \"c\"}} | {state: \"deferred\" | \"deprecated\"}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}, c: {state: \"active\", _gate: {visible_for: \"c\"}}}\n"}},
	{"tied: kind-only hidden gate", map[string]string{"a.cue": g18 + "tools: [string]: matchN(1, [{state: \"active\", _gate: _}, {state: \"deferred\"}])\ntools: {a: {state: \"active\", _gate: {visible_for: \"c\"}}, b: {state: \"deferred\"}, c: {state: \"active\", _gate: {hidden_for: \"c\"}}}\n"}},
	{"tied: view reads a default the pattern gives", map[string]string{"a.cue": "tools: [string]: {state: \"deprecated\", group: *\"legacy\" | string, ...} | {state: \"active\" | \"deferred\", ...}\nretired: {for n, t in tools if t.group != _|_ {\"r_\\(n)\": {}}}\ntools: {a: {state: \"deprecated\"}, b: {state: \"active\"}, c: {state: \"deprecated\", group: \"x\"}}\n"}},
	{"tied: nested closedness", map[string]string{"a.cue": "tools: [string]: close({state: _, source: _, niche?: _, annotations?: close({ro?: bool})})\ntools: {a: {state: \"active\", annotations: {ro: true}}, b: {state: \"active\", annotations: {ro: true, rw: true}}}\n"}},
	{"tied: hidden field reading an optional card", map[string]string{"a.cue": "tools: [string]: {state: _, card?: _, if card != _|_ {_n: len(card) & <5}}\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\", card: \"Longer card\"}}\n"}},
	{"tied: let clause", map[string]string{"a.cue": "tools: [string]: {state: _, let s = state, if s == \"deferred\" {card: =~\"^L\"}}\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\", card: \"X\"}}\n"}},
	{"tied: MaxFields", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"struct\"\ntools: [string]: struct.MaxFields(3) & {state: string}\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\", card: \"X\", niche: \"n\"}}\n"}},
	{"tied: MaxFields with a hidden field", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"struct\"\ntools: [string]: struct.MaxFields(2) & {state: string, _h: 1}\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\", card: \"X\"}}\n"}},
	{"tied: default struct chosen by kind-only niche", map[string]string{"a.cue": "tools: [string]: *{niche: string, source: \"mcp\", ...} | {source: \"builtin\", ...}\ntools: {a: {state: \"active\", niche: \"n\"}, b: {state: \"active\", niche: \"m\"}, c: {state: \"active\"}}\n"}},
	{"tied: two patterns, kind-only and exact", map[string]string{"a.cue": "tools: [string]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: string}])\ntools: [=~\"^x\"]: {card: =~\"^L\"} | {state: \"active\"}\ntools: {a: {state: \"deferred\", card: \"X\"}, xa: {state: \"deferred\", card: \"X\"}}\n"}},
	{"tied: entry with a definition", map[string]string{"a.cue": "tools: [string]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: string}])\n#D: {source: \"mcp\", ...}\ntools: {a: #D & {state: \"deferred\", card: \"X\"}, b: {state: \"deferred\", card: \"X\"}, c: #D & {state: \"deferred\"}}\n"}},
	{"tied: or() of structs", map[string]string{"a.cue": "tools: [string]: or([{state: \"active\"}, {state: \"deferred\", card: string}])\ntools: {a: {state: \"deferred\", card: \"X\"}, b: {state: \"deferred\", card: true}}\n"}},
	{"tied: error() in a disjunction", map[string]string{"a.cue": "tools: [string]: {state: \"active\"} | {state: \"deferred\", card: string} | error(\"bad\")\ntools: {a: {state: \"deferred\", card: \"X\"}, b: {state: \"deprecated\"}}\n"}},
	{"tied: matchIf", map[string]string{"a.cue": "tools: [string]: matchIf({state: \"deferred\"}, {card: string}, {})\ntools: {a: {state: \"deferred\", card: \"X\"}, b: {state: \"deferred\"}}\n"}},
	{"tied: nested disjunction in a read field", map[string]string{"a.cue": "tools: [string]: matchN(1, [{groups: [\"a\"]}, {groups: [\"b\"]}])\ntools: {a: {state: \"active\", groups: [\"a\"]}, b: {state: \"active\", groups: [*\"a\" | \"b\"]}}\n"}},

	// --- round 2 ---
	{"tied: pattern hidden field conflicting with the entry's", map[string]string{"a.cue": "tools: [string]: {state: _, _k: \"x\"}\ntools: {a: {state: \"active\", _k: \"y\"}, b: {state: \"active\"}}\n"}},
	{"tied: pattern hidden gate meeting the entry's", map[string]string{"a.cue": g18 + "tools: [string]: {state: _, _gate: {visible_for: \"c\"}}\ntools: {a: {state: \"active\", _gate: {hidden_for: \"c\"}}, b: {state: \"active\"}}\n"}},
	{"tied: if on a schema default", map[string]string{"a.cue": "#M: {source: \"mcp\", ...}\ntools: [string]: {source: _, if source == \"mcp\" {card: string}}\ntools: {a: #M & {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"tied: definition of a matchN as template", map[string]string{"a.cue": "#T: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\ntools: [string]: #T\ntools: {a: {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"tied: definition of a disjunction as template", map[string]string{"a.cue": "#T: {state: \"active\", ...} | {state: \"deferred\", card: string, ...}\ntools: [string]: #T\ntools: {a: {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"tied: definition with an if as template", map[string]string{"a.cue": "#T: {state: _, if state == \"deferred\" {card: string}, ...}\ntools: [string]: #T\ntools: {a: {state: \"deferred\"}, b: {state: \"active\"}}\n"}},
	{"tied: entry value a reference", map[string]string{"a.cue": "_c: \"X\"\ntools: [string]: {state: \"deferred\", card: =~\"^L\"} | {state: \"active\"}\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\", card: _c}}\n"}},
	{"tied: entry value a raw string", map[string]string{"a.cue": "tools: [string]: {state: \"deferred\", card: =~\"^L\"} | {state: \"active\"}\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\", card: #\"X\"#}}\n"}},
	{"tied: entry declared in two files", map[string]string{"a.cue": "tools: [string]: {state: \"deferred\", card: =~\"^L\"} | {state: \"active\"}\ntools: {a: {state: \"deferred\", card: \"L\"}, b: {state: \"deferred\"}}\n", "b.cue": "package toolpolicy\ntools: b: card: \"X\"\n"}},
	{"tied: label alias in the tied pattern", map[string]string{"a.cue": "tools: [N=string]: {state: \"deferred\", card: \"Load \\(N).\"} | {state: \"active\"}\ntools: {a: {state: \"deferred\", card: \"Load a.\"}, b: {state: \"deferred\", card: \"Load a.\"}}\n"}},

	// Were disagreements (helper-50, on main too): a definition that ties
	// an entry's fields (an if clause on state, an embedded disjunction, a
	// hidden field reading state), used as a pattern's template or on the
	// entries, was read as fields apart, and with dedupe on (withMinEntries(0)
	// here, any policy past 200 entries) an entry with a valid one's labels
	// passed its fields' checks one by one while cue vet -c said
	// tools.b.card: incomplete value string. Now defsTied sends such entries
	// to whole validation.
	{"def: an if clause in a definition template, same shape", map[string]string{"a.cue": "#T: {state: _, if state == \"deferred\" {card: string}, ...}\ntools: [string]: #T\ntools: {a: {state: \"deprecated\", niche: \"n\"}, b: {state: \"deferred\", niche: \"m\"}}\n"}},
	{"def: an if clause in a definition on the entries, same shape", map[string]string{"a.cue": "#T: {state: _, if state == \"deferred\" {card: string}, ...}\ntools: {a: #T & {state: \"deprecated\", niche: \"n\"}, b: #T & {state: \"deferred\", niche: \"m\"}}\n"}},
	{"def: a matchN embedded in a definition template, same shape", map[string]string{"a.cue": "#T: {matchN(1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}]), ...}\ntools: [string]: #T\ntools: {a: {state: \"deprecated\", niche: \"n\"}, b: {state: \"deferred\", niche: \"m\"}}\n"}},
	{"def: a disjunction embedded in a definition template, same shape", map[string]string{"a.cue": "#T: {{state: \"active\" | \"deprecated\"} | {state: \"deferred\", card: string}, ...}\ntools: [string]: #T\ntools: {a: {state: \"deprecated\", niche: \"n\"}, b: {state: \"deferred\", niche: \"m\"}}\n"}},
	{"def: a definition template and a pattern struct, same shape", map[string]string{"a.cue": "#T: {state: _, if state == \"deferred\" {card: string}, ...}\ntools: [string]: #T & {niche: string}\ntools: {a: {state: \"deprecated\", niche: \"n\"}, b: {state: \"deferred\", niche: \"m\"}}\n"}},
	{"def: an if clause in #Tool's extension, same shape", map[string]string{"a.cue": "#M: #Tool & {state: _, if state == \"deferred\" {card: string}}\ntools: [string]: #M\ntools: {a: {state: \"deprecated\", niche: \"n\"}, b: {state: \"deferred\", niche: \"m\"}}\n"}},
	{"def: a hidden field of a definition reading state, same shape", map[string]string{"a.cue": "#T: {state: _, _ok: state != \"deferred\" & true, ...}\ntools: [string]: #T\ntools: {a: {state: \"deprecated\", niche: \"n\"}, b: {state: \"deferred\", niche: \"m\"}}\n"}},

	// --- round 3 ---
	{"hidden: pattern's own hidden list shadowing a top one", map[string]string{"a.cue": "_s: [\"active\", \"deferred\"]\ntools: [string]: {_s: [\"active\"], state: or(_s)}\ntools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\n"}},
	{"hidden: pattern's hidden field read by a view", map[string]string{"a.cue": "tools: [string]: {state: _, _dep: state == \"deprecated\"}\nretired: {for n, t in tools if t._dep {\"r_\\(n)\": {}}}\ntools: {a: {state: \"active\"}, b: {state: \"deprecated\"}}\n"}},
	{"lookup: a table declared in two files", map[string]string{"a.cue": "_h: {old_a: \"a\"}\n_r: {_h}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, old_b: {state: \"deprecated\", niche: \"Gone.\"}}\n", "b.cue": "package toolpolicy\n_h: {old_b: \"b\"}\n"}},
	{"lookup: an embedded table that is a reference", map[string]string{"a.cue": "_g: {old_b: \"b\"}\n_h: _g\n_r: {_h}\n" + lk18 + "tools: {a: {state: \"active\"}, old_b: {state: \"deprecated\", niche: \"Gone.\"}}\n"}},
	{"lookup: an embedded table that is a conjunction", map[string]string{"a.cue": "_h: {old_a: \"a\"} & {old_b: \"b\"}\n_r: {_h}\n" + lk18 + "tools: {a: {state: \"active\"}, old_b: {state: \"deprecated\", niche: \"Gone.\"}}\n"}},
	{"lookup: an embedded table that is closed", map[string]string{"a.cue": "_h: close({old_a: \"a\"})\n_r: {_h, old_b: \"b\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_b: {state: \"deprecated\"}}\n"}},
	{"list: a list declared in two files", map[string]string{"a.cue": od18 + "_od: [string]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {state: \"active\"}}\n", "b.cue": "package toolpolicy\n_od: [\"a\"]\n"}},
	{"list: a list that is a reference", map[string]string{"a.cue": od18 + "_x: [\"a\"]\n_od: _x\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"list: a list extended in another file", map[string]string{"a.cue": od18 + "_od: [\"a\", ...]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {niche: \"y\"}}\n", "b.cue": "package toolpolicy\n_od: [_, \"b\"]\n"}},
	{"keep: list.Contains", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"list\"\n_l: [\"a\"]\ntools: [N=string]: {if list.Contains(_l, N) {card: \"c \\(N)\"}}\ntools: {a: {state: \"active\", card: \"x\"}, b: {state: \"active\", card: \"y\"}}\n"}},
	{"keep: a hidden regex", map[string]string{"a.cue": "_re: \"^a\"\ntools: [N=string]: {if N =~ _re {card: \"c \\(N)\"}}\ntools: {a: {state: \"active\", card: \"x\"}, b: {state: \"active\", card: \"y\"}}\n"}},
	{"keep: strings.Contains", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N=string]: {if strings.Contains(N, \"_\") {card: \"c \\(N)\"}}\ntools: {a_b: {state: \"active\", card: \"x\"}, b: {state: \"active\", card: \"y\"}}\n"}},
	{"keep: a condition on a hidden bool", map[string]string{"a.cue": "_on: true\ntools: [N=string]: {if _on {card: \"c \\(N)\"}}\ntools: {a: {state: \"active\", card: \"x\"}, b: {state: \"active\"}}\n"}},
	{"keep: the name against a field of the entry", map[string]string{"a.cue": "tools: [N=string]: {niche?: _, if N == \"a\" {card: \"c \\(N)\"}}\ntools: {a: {state: \"active\", card: \"x\"}, b: {state: \"active\"}}\n"}},
	{"keep: the body reading a field", map[string]string{"a.cue": "tools: [N=string]: {state: _, if N =~ \"^a\" {card: \"\\(N) is \\(state)\"}}\ntools: {a: {state: \"active\", card: \"a is active\"}, ab: {state: \"deferred\", card: \"ab is active\"}, b: {state: \"active\"}}\n"}},

	{"keep: an invalid regex in the condition", map[string]string{"a.cue": "tools: [N=string]: {if N =~ \"(\" {card: \"c \\(N)\"}}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"cond: an invalid regex in the condition, body without N", map[string]string{"a.cue": "tools: [N=string]: {if N =~ \"(\" {card: \"c\"}}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"keep: a raw string regex", map[string]string{"a.cue": "tools: [N=string]: {if N =~ #\"^a\\.\"# {card: \"c \\(N)\"}}\ntools: {\"a.b\": {state: \"active\", card: \"x\"}, ab: {state: \"active\", card: \"y\"}}\n"}},
	{"keep: a multi-line string", map[string]string{"a.cue": "tools: [N=string]: {if N == \"\"\"\n\ta\n\t\"\"\" {card: \"c \\(N)\"}}\ntools: {a: {state: \"active\", card: \"x\"}, b: {state: \"active\", card: \"y\"}}\n"}},
	{"keep: the condition written twice", map[string]string{"a.cue": "tools: [N=string]: {if N == \"a\" if N != \"b\" {card: \"c \\(N)\"}}\ntools: {a: {state: \"active\", card: \"x\"}, b: {state: \"active\", card: \"y\"}}\n"}},
	{"keep: len of a non-ascii name", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 2 {card: \"c \\(N)\"}}\ntools: {\"é\": {state: \"active\", card: \"x\"}, b: {state: \"active\", card: \"y\"}}\n"}},
	{"keep: a let in the clauses", map[string]string{"a.cue": "tools: [N=string]: {let M = N\nif M == \"a\" {card: \"c \\(N)\"}}\ntools: {a: {state: \"active\", card: \"x\"}, b: {state: \"active\", card: \"y\"}}\n"}},
	{"keep: the body using N in a nested struct", map[string]string{"a.cue": "tools: [N=string]: {if N == \"a\" {annotations: {x: \"\\(N)\"}}}\ntools: {a: {state: \"active\", annotations: {x: \"b\"}}, b: {state: \"active\", annotations: {x: \"y\"}}}\n"}},
	{"keep: with a value alias", map[string]string{"a.cue": "tools: [N=string]: V={if N == \"a\" {card: \"\\(N) \\(V.state)\"}}\ntools: {a: {state: \"active\", card: \"x\"}, b: {state: \"active\", card: \"y\"}}\n"}},

	// --- keep patterns ---
	{"keep: HasPrefix", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N=string]: {if strings.HasPrefix(N, \"x_\") {niche: \"Tool \\(N).\"}}\ntools: {x_a: {state: \"active\"}, x_b: {state: \"active\", niche: \"Tool x_b.\"}, y: {state: \"active\", niche: \"Y.\"}}\n"}},
	{"keep: HasPrefix, conflict", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"strings\"\ntools: [N=string]: {if strings.HasPrefix(N, \"x_\") {niche: \"Tool \\(N).\"}}\ntools: {x_a: {state: \"active\"}, x_b: {state: \"active\", niche: \"Other.\"}, y: {state: \"active\", niche: \"Y.\"}}\n"}},
	{"keep: not equal", map[string]string{"a.cue": "tools: [N=string]: {if N != \"a\" {card: \"card \\(N)\"}}\ntools: {a: {state: \"active\", card: \"mine\"}, b: {state: \"active\"}, c: {state: \"active\", card: \"card c\"}}\n"}},
	{"keep: not equal, conflict", map[string]string{"a.cue": "tools: [N=string]: {if N != \"a\" {card: \"card \\(N)\"}}\ntools: {a: {state: \"active\", card: \"mine\"}, b: {state: \"active\", card: \"x\"}}\n"}},
	{"keep: len", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {card: \"card \\(N)\"}}\ntools: {abcd: {state: \"active\", card: \"x\"}, abc: {state: \"active\", card: \"y\"}}\n"}},
	{"keep: string order", map[string]string{"a.cue": "tools: [N=string]: {if N > \"m\" {card: \"card \\(N)\"}}\ntools: {z: {state: \"active\", card: \"x\"}, a: {state: \"active\", card: \"y\"}}\n"}},
	{"keep: negated match", map[string]string{"a.cue": "tools: [N=string]: {if !(N =~ \"^x\") {card: \"card \\(N)\"}}\ntools: {xa: {state: \"active\", card: \"x\"}, a: {state: \"active\", card: \"y\"}}\n"}},
	{"keep: two ifs, one using N", map[string]string{"a.cue": "tools: [N=string]: {if N =~ \"^x\" {niche: \"x \\(N)\"}, if N =~ \"^y\" {card: \"y\"}}\ntools: {xa: {state: \"active\"}, ya: {state: \"active\", card: \"z\"}, b: {state: \"active\"}}\n"}},
	{"keep: field beside the if", map[string]string{"a.cue": "tools: [N=string]: {source: *\"mcp\" | _, if N =~ \"^x\" {niche: \"x \\(N)\"}}\ntools: {xa: {state: \"active\"}, b: {state: \"active\"}, c: {state: \"active\", source: \"builtin\"}}\n"}},
	{"keep: error in the body", map[string]string{"a.cue": "tools: [N=string]: {if N =~ \"^bad\" {card: error(\"\\(N) is banned\")}}\ntools: {bad_a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"keep: label pattern narrower", map[string]string{"a.cue": "tools: [N=string & =~\"^x\"]: {if N =~ \"a$\" {card: \"\\(N)\"}}\ntools: {xa: {state: \"active\", card: \"xb\"}, ya: {state: \"active\", card: \"q\"}}\n"}},
	{"keep: and of conditions", map[string]string{"a.cue": "tools: [N=string]: {if N =~ \"^x\" && N != \"xb\" {card: \"\\(N)\"}}\ntools: {xa: {state: \"active\", card: \"xa\"}, xb: {state: \"active\", card: \"q\"}, xc: {state: \"active\", card: \"q\"}}\n"}},

	// --- or()/and() labels ---
	{"label: or, regex metachar in the list", map[string]string{"a.cue": "_srv: [\"a+\"]\ntools: [or([for s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\ntools: {aa_x: {state: \"active\", source: \"builtin\"}, b: {state: \"active\"}}\n"}},
	{"label: or, dot in the list", map[string]string{"a.cue": "_srv: [\"g.h\"]\ntools: [or([for s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\ntools: {gxh_y: {state: \"active\", source: \"builtin\"}, b: {state: \"active\"}}\n"}},
	{"label: and of nothing", map[string]string{"a.cue": "tools: [and([])]: {source: \"mcp\"}\ntools: {a: {state: \"active\", source: \"builtin\"}, b: {state: \"active\"}}\n"}},
	{"label: or of a string and a match", map[string]string{"a.cue": "tools: [or([\"a\", =~\"^b_\"])]: {source: \"mcp\"}\ntools: {a: {state: \"active\", source: \"builtin\"}, b_x: {state: \"active\"}}\n"}},
	{"label: or with an if filter", map[string]string{"a.cue": "_srv: [\"gh\", \"x\"]\ntools: [or([for s in _srv if s != \"x\" {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\ntools: {gh_a: {state: \"active\"}, x_a: {state: \"active\", source: \"builtin\"}}\n"}},
	{"label: or with an if filter, conflict", map[string]string{"a.cue": "_srv: [\"gh\", \"x\"]\ntools: [or([for s in _srv if s != \"x\" {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\ntools: {gh_a: {state: \"active\", source: \"builtin\"}, x_a: {state: \"active\"}}\n"}},
	{"label: or with a suffix match", map[string]string{"a.cue": "_srv: [\"gh\"]\ntools: [or([for s in _srv {=~\"_\\(s)$\"}])]: {source: \"mcp\"}\ntools: {a_gh: {state: \"active\", source: \"builtin\"}, gh_a: {state: \"active\", source: \"builtin\"}}\n"}},
	{"label: or of negations", map[string]string{"a.cue": "tools: [or([!~\"^a\", =~\"^ab\"])]: {source: \"mcp\"}\ntools: {ab: {state: \"active\", source: \"builtin\"}, ac: {state: \"active\", source: \"builtin\"}}\n"}},
	{"label: and of or", map[string]string{"a.cue": "tools: [and([or([=~\"^a\", =~\"^b\"]), !~\"x$\"])]: {source: \"mcp\"}\ntools: {ax: {state: \"active\", source: \"builtin\"}, bb: {state: \"active\", source: \"builtin\"}}\n"}},
	{"label: or over a list with a default", map[string]string{"a.cue": "_srv: *[\"gh\"] | [\"x\"]\ntools: [or([for s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\ntools: {gh_a: {state: \"active\", source: \"builtin\"}, x_a: {state: \"active\", source: \"builtin\"}}\n"}},
	{"label: or over a concatenated list", map[string]string{"a.cue": "_a: [\"gh\"]\n_srv: [_a[0], \"x\"]\ntools: [or([for s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\ntools: {gh_a: {state: \"active\"}, x_a: {state: \"active\", source: \"builtin\"}}\n"}},
	{"label: or over a list of non-strings", map[string]string{"a.cue": "_srv: [1]\ntools: [or([for s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\ntools: {\"1_a\": {state: \"active\", source: \"builtin\"}, b: {state: \"active\"}}\n"}},
	{"label: or over a list with an invalid regex", map[string]string{"a.cue": "_srv: [\"(\"]\ntools: [or([for s in _srv {=~\"^\\(s)_\"}])]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},

	// --- templates over hidden lists ---
	{"list: a list with a default", map[string]string{"a.cue": od18 + "_od: *[\"a\"] | [\"b\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {niche: \"y\", state: \"active\"}}\n"}},
	{"list: a concatenated list", map[string]string{"a.cue": od18 + "_x: [\"a\"]\n_od: [_x[0], \"b\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {niche: \"y\"}}\n"}},
	{"list: an if filter", map[string]string{"a.cue": od18 + "_od: [\"a\", \"b\"]\nfor n in _od if n != \"b\" {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {niche: \"y\", state: \"active\"}}\n"}},
	{"list: index and name", map[string]string{"a.cue": od18 + "_od: [\"a\", \"b\"]\nfor i, n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {niche: \"y\"}}\n"}},
	{"list: an invalid name", map[string]string{"a.cue": od18 + "_od: [\"a b\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {state: \"active\"}}\n"}},
	{"list: an interpolated label", map[string]string{"a.cue": od18 + "_od: [\"a\"]\nfor n in _od {tools: \"\\(n)_x\": #OD}\ntools: {a_x: {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"list: an escaped name", map[string]string{"a.cue": od18 + "_od: [\"a\\u0062\"]\nfor n in _od {tools: (n): #OD}\ntools: {ab: {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"list: a name with a quote", map[string]string{"a.cue": od18 + "_od: [\"a\\\"b\"]\nfor n in _od {tools: (n): #OD}\ntools: {b: {state: \"active\"}}\n"}},
	{"list: a closed definition, an unknown field", map[string]string{"a.cue": od18 + "_od: [\"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {nope: \"x\"}, b: {state: \"active\"}}\n"}},
	{"list: two sections in one body", map[string]string{"a.cue": od18 + "_od: [\"a\"]\nfor n in _od {tools: (n): #OD, retired: \"r_\\(n)\": {}}\ntools: {a: {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"list: the list read elsewhere", map[string]string{"a.cue": od18 + "_od: [\"a\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {state: \"active\", niche: \"\\(len(_od))\"}}\n"}},
	{"list: from list.Concat", map[string]string{"a.cue": "", "b.cue": "package toolpolicy\nimport \"list\"\n" + od18 + "_od: list.Concat([[\"a\"], [\"b\"]])\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {niche: \"y\"}}\n"}},
	{"list: an open list", map[string]string{"a.cue": od18 + "_od: [\"a\", ...string]\nfor n in _od {tools: (n): #OD}\ntools: {a: {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"list: a plain struct body", map[string]string{"a.cue": "_od: [\"a\"]\nfor n in _od {tools: (n): {state: \"active\"}}\ntools: {a: {niche: \"x\"}, b: {state: \"active\"}}\n"}},
	{"list: a definition that is a disjunction", map[string]string{"a.cue": "#OD: {state: \"active\"} | {state: \"deferred\", card: string}\n_od: [\"a\", \"b\"]\nfor n in _od {tools: (n): #OD}\ntools: {a: {state: \"deferred\"}, b: {state: \"active\"}}\n"}},

	// --- lookup tables embedding tables ---
	{"lookup: embedded table with a conflict beside a field", map[string]string{"a.cue": "_h: {old_a: \"a\"}\n_r: {_h, old_a: \"b\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
	{"lookup: nested embedding", map[string]string{"a.cue": "_g: {old_a: \"a\"}\n_h: {_g}\n_r: {_h}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\", niche: \"Old name of a.\"}, old_b: {state: \"deprecated\"}}\n"}},
	{"lookup: nested embedding, conflict", map[string]string{"a.cue": "_g: {old_a: \"a\"}\n_h: {_g}\n_r: {_h}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\", niche: \"Other.\"}}\n"}},
	{"lookup: embedded definition", map[string]string{"a.cue": "#H: {old_a: \"a\"}\n_r: {#H, old_b: \"b\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, old_b: {state: \"deprecated\"}}\n"}},
	{"lookup: embedded table with a pattern", map[string]string{"a.cue": "_h: {[=~\"^old_\"]: \"x\"}\n_r: {_h, old_b: \"b\"}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, old_b: {state: \"deprecated\"}}\n"}},
	{"lookup: embedded conjunction", map[string]string{"a.cue": "_h: {old_a: \"a\"}\n_d: {old_b: \"b\"}\n_r: {_h & _d}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, old_b: {state: \"deprecated\"}}\n"}},
	{"lookup: embedded table with a non-string", map[string]string{"a.cue": "_h: {old_a: 1}\n_r: {_h}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
	{"lookup: embedded table with a default", map[string]string{"a.cue": "_h: {old_a: *\"a\" | \"b\"}\n_r: {_h}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
	{"lookup: embedded table with a hidden field", map[string]string{"a.cue": "_h: {old_a: \"a\", _x: \"y\"}\n_r: {_h}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}, _x: {state: \"active\"}}\n"}},
	{"lookup: embedded table with a comprehension", map[string]string{"a.cue": "_x: [\"old_a\"]\n_h: {for n in _x {(n): \"a\"}}\n_r: {_h}\n" + lk18 + "tools: {a: {state: \"active\"}, old_a: {state: \"deprecated\"}}\n"}},
}

func TestReview18(t *testing.T) { runWithCue(t, review18Cases) }

// review18Big: n entries in c.cue (entry(i)), pattern in b.cue, extra in
// a.cue (after base): past the default minEntries.
func big18(name, extra, pattern string, n int, entry func(i int) string) reviewCase {
	var b strings.Builder
	b.WriteString("package toolpolicy\ntools: {\n")
	for i := 0; i < n; i++ {
		b.WriteString("\t" + entry(i) + "\n")
	}
	b.WriteString("}\n")
	return reviewCase{name, map[string]string{"a.cue": extra, "b.cue": "package toolpolicy\n" + pattern, "c.cue": b.String()}}
}

// std18 is tiedEntries' entry i, with one deviant at dev.
func std18(dev int, d string) func(i int) string {
	return func(i int) string {
		if i == dev {
			return d
		}
		switch i % 3 {
		case 0:
			return fmt.Sprintf("t_%04d: {state: \"deferred\", card: \"Load t_%04d first.\", niche: \"Tool number %d.\"}", i, i, i)
		case 1:
			return fmt.Sprintf("t_%04d: {state: \"active\", niche: \"Tool number %d.\"}", i, i)
		}
		return fmt.Sprintf("t_%04d: {state: \"deprecated\", niche: \"Old tool %d.\"}", i, i)
	}
}

const mn18 = "tools: [string]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\n"

func review18Big() []reviewCase {
	const n = 300
	return []reviewCase{
		big18("big tied: optional card", "", mn18, n, std18(150, "t_0150: {state: \"deferred\", card?: \"Load.\", niche: \"Tool number 150.\"}")),
		big18("big tied: required card", "", mn18, n, std18(150, "t_0150: {state: \"deferred\", card!: \"Load.\", niche: \"Tool number 150.\"}")),
		big18("big tied: card a number", "", "tools: [string]: {state: \"deferred\", card: _, ...} | {state: \"active\" | \"deprecated\", ...}\n", n, std18(150, "t_0150: {state: \"deferred\", card: 5, niche: \"Tool number 150.\"}")),
		big18("big tied: card null", "", "tools: [string]: {state: \"deferred\", card: _, ...} | {state: \"active\" | \"deprecated\", ...}\n", n, std18(150, "t_0150: {state: \"deferred\", card: null, niche: \"Tool number 150.\"}")),
		big18("big tied: card a bool under string", "", mn18, n, std18(150, "t_0150: {state: \"deferred\", card: true, niche: \"Tool number 150.\"}")),
		big18("big tied: card a disjunction", "", mn18, n, std18(150, "t_0150: {state: \"deferred\", card: \"a\" | \"b\", niche: \"Tool number 150.\"}")),
		big18("big tied: card a default", "", mn18, n, std18(150, "t_0150: {state: \"deferred\", card: *\"a\" | \"b\", niche: \"Tool number 150.\"}")),
		big18("big tied: card constraint from a template", "", "tools: [string]: {card?: =~\"^Load\"}\n"+mn18, n, std18(150, "t_0150: {state: \"deferred\", card: \"Fetch.\", niche: \"Tool number 150.\"}")),
		big18("big tied: card default from a template", "", "tools: [string]: {card: *\"Load.\" | string}\n"+mn18, n, std18(150, "t_0150: {state: \"active\", niche: \"Tool number 150.\"}")),
		big18("big tied: nested default in a read field", "", "tools: [string]: matchN(1, [{annotations: {ro: true}}, {annotations: {ro: false}}])\n", n, func(i int) string {
			if i == 150 {
				return "t_0150: {state: \"active\", annotations: {ro: *true | false}}"
			}
			return fmt.Sprintf("t_%04d: {state: \"active\", annotations: {ro: %v}}", i, i%2 == 0)
		}),
		big18("big tied: nested closedness", "", "tools: [string]: close({state: _, source: _, niche?: _, card?: _, annotations?: close({ro?: bool})})\n", n, std18(150, "t_0150: {state: \"deferred\", card: \"L\", niche: \"n\", annotations: {ro: true, rw: true}}")),
		big18("big tied: hidden field reading an optional card", "", "tools: [string]: {state: _, card?: _, if card != _|_ {_n: len(card) & <20}}\n", n, std18(150, "t_0150: {state: \"deferred\", card: \"A card far longer than twenty.\", niche: \"n\"}")),
		big18("big tied: hidden field of the pattern, kind-only", "", "import \"strings\"\ntools: [string]: {state: string, niche?: string, _ok: strings.MinRunes(1) & \"x\"}\n", n, std18(-1, "")),
		big18("big tied: MaxFields", "", "import \"struct\"\ntools: [string]: struct.MaxFields(3) & {state: string}\n", n, std18(150, "t_0150: {state: \"deferred\", card: \"L\", niche: \"n\", group: \"g\"}")),
		big18("big tied: default struct chosen by kind-only niche", "", "tools: [string]: *{niche: string, source: \"mcp\", ...} | {source: \"builtin\", ...}\n", n, std18(150, "t_0150: {state: \"active\"}")),
		big18("big tied: pattern gives a hidden gate", g18, "tools: [string]: {state: \"active\", _gate: {visible_for: \"c\"}, ...} | {state: \"deferred\" | \"deprecated\", ...}\n", n, std18(-1, "")),
		big18("big tied: kind-only hidden gate", g18, "tools: [string]: matchN(1, [{state: \"active\", _gate: _}, {state: \"deferred\"}, {state: \"deprecated\"}])\n", n, func(i int) string {
			if i%3 == 1 {
				return fmt.Sprintf("t_%04d: {state: \"active\", _gate: {visible_for: \"c\"}}", i)
			}
			return std18(-1, "")(i)
		}),
		big18("big tied: kind-only hidden gate, different gates", g18, "tools: [string]: matchN(1, [{state: \"active\", _gate: _}, {state: \"deferred\"}, {state: \"deprecated\"}])\n", n, func(i int) string {
			if i%3 == 1 {
				if i%2 == 0 {
					return fmt.Sprintf("t_%04d: {state: \"active\", _gate: {hidden_for: \"c\"}}", i)
				}
				return fmt.Sprintf("t_%04d: {state: \"active\", _gate: {visible_for: \"c\"}}", i)
			}
			return std18(-1, "")(i)
		}),
		big18("big tied: view reads a default the pattern gives", "retired: {for n, t in tools if t.group != _|_ {\"r_\\(n)\": {}}}\n", "tools: [string]: {state: \"deprecated\", group: *\"legacy\" | string, ...} | {state: \"active\" | \"deferred\", ...}\n", n, std18(-1, "")),
		big18("big tied: view reads the card", "retired: {for n, t in tools if t.card != _|_ if t.card == \"Load t_0150 first.\" {\"r_\\(n)\": {}}}\n", mn18, n, std18(-1, "")),
		big18("big tied: two patterns, kind-only and exact", "", mn18+"tools: [=~\"5$\"]: {card: =~\"^Load\"} | {state: \"active\" | \"deprecated\"}\n", n, std18(15, "t_0015: {state: \"deferred\", card: \"Fetch.\", niche: \"n\"}")),
		big18("big tied: entries with a definition", "#D: {source: \"mcp\", ...}\n", mn18, n, func(i int) string {
			e := std18(-1, "")(i)
			if i%2 == 0 {
				return strings.Replace(e, ": {state", ": #D & {state", 1)
			}
			return e
		}),
		big18("big tied: matchIf", "", "tools: [string]: matchIf({state: \"deferred\"}, {card: string}, {})\n", n, std18(150, "t_0150: {state: \"deferred\", niche: \"n\"}")),
		big18("big tied: keep pattern", "", "import \"strings\"\ntools: [N=string]: {if strings.HasSuffix(N, \"7\") {card: \"Load \\(N) first.\"}}\n", n, std18(-1, "")),
		big18("big tied: keep pattern, conflict", "", "import \"strings\"\ntools: [N=string]: {if strings.HasSuffix(N, \"0\") {card: \"Load \\(N) first.\"}}\n", n, std18(-1, "")),
		big18("big tied: keep pattern and a tied one", "", "import \"strings\"\n"+mn18+"tools: [N=string]: {if strings.HasSuffix(N, \"3\") {niche: \"Tool \\(N).\"}}\n", n, std18(-1, "")),
		big18("big tied: or() label", "_srv: [\"t_00\", \"t_01\"]\n", "tools: [or([for s in _srv {=~\"^\\(s)\"}])]: {source: \"mcp\"}\n", n, std18(5, "t_0005: {state: \"active\", source: \"builtin\"}")),
		big18("big tied: or() label, regex", "_srv: [\"t_0.\"]\n", "tools: [or([for s in _srv {=~\"^\\(s)9\"}])]: {source: \"mcp\"}\n", n, std18(99, "t_0099: {state: \"active\", source: \"builtin\"}")),
		big18("big tied: listgen", od18+"_od: [for i in [0, 3, 6] {\"t_000\\(i)\"}]\nfor n in _od {tools: (n): #OD}\n", "", n, std18(-1, "")),
		big18("big tied: listgen and tied", od18+"_od: [\"t_0003\", \"t_0004\"]\nfor n in _od {tools: (n): #OD}\n", mn18, n, std18(4, "t_0004: {niche: \"n\"}")),
		big18("big tied: dep default meets an exact tied card", "", "tools: [N=string]: {card: *\"Load \\(N) first.\" | string}\ntools: [string]: {state: \"deferred\", card: =~\"^Load t_00\", ...} | {state: \"active\" | \"deprecated\", ...}\n", n, func(i int) string {
			return strings.Replace(std18(-1, "")(i), fmt.Sprintf("card: \"Load t_%04d first.\", ", i), "", 1)
		}),
		big18("big tied: label alias in the tied pattern", "", "tools: [N=string]: {state: \"deferred\", card: \"Load \\(N) first.\", ...} | {state: \"active\" | \"deprecated\", ...}\n", n, std18(150, "t_0150: {state: \"deferred\", card: \"Load t_0151 first.\", niche: \"n\"}")),
		big18("big tied: label alias in an if of the tied pattern", "", "tools: [N=string]: {state: _, if state == \"deferred\" {card: \"Load \\(N) first.\"}}\n", n, std18(150, "t_0150: {state: \"deferred\", card: \"Load t_0151 first.\", niche: \"n\"}")),
		big18("big tied: if on a schema default", "#M: {source: \"mcp\", ...}\n", "tools: [string]: {source: _, if source == \"mcp\" {card: =~\"^Load\"}}\n", n, func(i int) string {
			e := std18(-1, "")(i)
			if i == 150 {
				return "t_0150: #M & {state: \"active\"}"
			}
			if i%2 == 0 {
				return strings.Replace(e, ": {state", ": #M & {state", 1)
			}
			return e
		}),
		big18("big tied: definition of a matchN as template", "#T: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\n", "tools: [string]: #T\n", n, std18(150, "t_0150: {state: \"deferred\", niche: \"n\"}")),
		// Was a disagreement (defsTied): cue vet -c says tools.t_0150.card:
		// incomplete value string.
		big18("big tied: definition with an if as template", "#T: {state: _, if state == \"deferred\" {card: string}, ...}\n", "tools: [string]: #T\n", n, std18(150, "t_0150: {state: \"deferred\", niche: \"n\"}")),
		big18("big tied: entry value a reference", "_c: \"X\"\n", "tools: [string]: {state: \"deferred\", card: =~\"^Load\", ...} | {state: \"active\" | \"deprecated\", ...}\n", n, std18(150, "t_0150: {state: \"deferred\", card: _c, niche: \"n\"}")),
		big18("big tied: entry declared twice", "tools: t_0150: card: \"X\"\n", "tools: [string]: {state: \"deferred\", card: =~\"^Load\", ...} | {state: \"active\" | \"deprecated\", ...}\n", n, std18(150, "t_0150: {state: \"deferred\", niche: \"n\"}")),
		big18("big tied: pattern hidden field conflicting with the entry's", "", "tools: [string]: {state: _, _k: \"x\"}\n", n, std18(150, "t_0150: {state: \"active\", _k: \"y\"}")),
		big18("big hidden: pattern's own hidden list shadowing a top one", "_s: [\"active\", \"deferred\", \"deprecated\"]\n", "tools: [string]: {_s: [\"active\", \"deprecated\"], state: or(_s)}\n", n, std18(-1, "")),
		big18("big hidden: pattern's hidden field read by a view", "retired: {for n, t in tools if t._dep {\"r_\\(n)\": {}}}\n", "tools: [string]: {state: _, _dep: state == \"deprecated\"}\n", n, std18(-1, "")),
		big18("big tied: parameters in another order", "", "tools: [string]: matchN(1, [{parameters: {type: \"object\", ...}}, {state: \"zzz\"}])\n", n, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("t_%04d: {state: \"active\", parameters: {type: \"object\", required: [\"a\"]}}", i)
			}
			return fmt.Sprintf("t_%04d: {state: \"active\", parameters: {required: [\"a\"], type: \"object\"}}", i)
		}),
		big18("big keep: the body reading a field", "", "tools: [N=string]: {state: _, if N =~ \"5$\" {niche: \"\\(N) is \\(state)\"}}\n", n, std18(-1, "")),
		big18("big tied: pattern reads an entry through a hidden field", "_k: tools.t_0001.state\n", "tools: [string]: matchN(1, [{state: _k}, {state: \"deferred\", card: string}, {state: \"deprecated\"}])\n", n, std18(-1, "")),
		big18("big tied: pattern reads the section's size", "_k: len(tools)\n", "tools: [string]: {state: _, if _k > 250 && state == \"deferred\" {card: =~\"^Fetch\"}}\n", n, std18(-1, "")),
		big18("big tied: entry card a constraint meeting the pattern's default", "", "tools: [string]: {state: \"deferred\", card: *\"Load.\" | string, ...} | {state: \"active\" | \"deprecated\", ...}\n", n, func(i int) string {
			if i%3 == 0 {
				return fmt.Sprintf("t_%04d: {state: \"deferred\", card: string, niche: \"n\"}", i)
			}
			return std18(-1, "")(i)
		}),
		big18("big tied: entry card a regex meeting the pattern's default", "", "tools: [string]: {state: \"deferred\", card: *\"Load.\" | string, ...} | {state: \"active\" | \"deprecated\", ...}\n", n, func(i int) string {
			if i == 150 {
				return "t_0150: {state: \"deferred\", card: =~\"^X\", niche: \"n\"}"
			}
			if i%3 == 0 {
				return fmt.Sprintf("t_%04d: {state: \"deferred\", card: string, niche: \"n\"}", i)
			}
			return std18(-1, "")(i)
		}),
		big18("big tied: a view reads a kind-only hidden field", "aliases: {for n, t in tools if t._repl != _|_ {\"old_\\(n)\": {replacement: t._repl, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\n", "tools: [string]: {state: \"deprecated\", _repl: string, ...} | {state: \"active\" | \"deferred\", ...}\n", n, func(i int) string {
			if i%3 == 2 {
				return fmt.Sprintf("t_%04d: {state: \"deprecated\", _repl: \"t_%04d\"}", i, i-1)
			}
			return std18(-1, "")(i)
		}),
		big18("big tied: a view reads a kind-only hidden field, one bad", "aliases: {for n, t in tools if t._repl != _|_ {\"old_\\(n)\": {replacement: t._repl, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\n", "tools: [string]: {state: \"deprecated\", _repl: string, ...} | {state: \"active\" | \"deferred\", ...}\n", n, func(i int) string {
			if i%3 == 2 {
				if i == 152 {
					return "t_0152: {state: \"deprecated\", _repl: \"nope\"}"
				}
				return fmt.Sprintf("t_%04d: {state: \"deprecated\", _repl: \"t_%04d\"}", i, i-1)
			}
			return std18(-1, "")(i)
		}),
		big18("big tied: gates from a hidden field a tied pattern reads", g18, "tools: [string]: matchN(1, [{state: \"active\", _gate: _}, {state: \"deferred\"}, {state: \"deprecated\"}])\n", n, func(i int) string {
			if i%3 == 1 {
				return fmt.Sprintf("t_%04d: {state: \"active\", _gate: {visible_for: \"c\"}}", i)
			}
			if i == 150 {
				return "t_0150: {state: \"deferred\", _gate: {visible_for: \"c\"}}"
			}
			return std18(-1, "")(i)
		}),
		big18("big tied: under an or() label", "_srv: [\"t_00\", \"t_02\"]\n", "tools: [or([for s in _srv {=~\"^\\(s)\"}])]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: =~\"^Load\"}, {state: \"deprecated\"}])\n", n, std18(210, "t_0210: {state: \"deferred\", card: \"Fetch.\", niche: \"n\"}")),
		big18("big tied: under an and() label", "", "tools: [and([=~\"^t_0\", !~\"9$\"])]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: =~\"^Load\"}, {state: \"deprecated\"}])\n", n, std18(210, "t_0210: {state: \"deferred\", card: \"Fetch.\", niche: \"n\"}")),
		big18("big tied: under an and() label, excluded", "", "tools: [and([=~\"^t_0\", !~\"9$\"])]: matchN(1, [{state: \"active\"}, {state: \"deferred\", card: =~\"^Load\"}, {state: \"deprecated\"}])\n", n, std18(219, "t_0219: {state: \"deferred\", card: \"Fetch.\", niche: \"n\"}")),
		big18("big tied: keep pattern beside, kind-only card", "", mn18+"tools: [N=string]: {if N =~ \"0$\" {niche: \"Tool number \\(N).\"}}\n", n, func(i int) string {
			if i%10 == 0 && i != 150 {
				return fmt.Sprintf("t_%04d: {state: \"active\", niche: \"Tool number t_%04d.\"}", i, i)
			}
			if i == 150 {
				return "t_0150: {state: \"deferred\", niche: \"Tool number t_0150.\"}"
			}
			return std18(-1, "")(i)
		}),
	}
}

func TestReview18Big(t *testing.T) {
	for _, c := range breadth(review18Big()) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := review15Dir(t, c.files)
			var st fastStats
			if err := agreeWithCue(t, dir, withStats(&st)); err == nil {
				t.Logf("VALID taken %d whole %d reps %d", toolsTaken(t, dir), st.whole, st.reps)
			} else {
				t.Logf("INVALID: %.300q", err.Error())
			}
		})
	}
}

// TestReview18Digits: numbers in conditions of entries a tied pattern
// reads, big (dedupe on), read as plain evaluation reads them (the text:
// agreeWithCue compares float64s).
func TestReview18Digits(t *testing.T) {
	for _, c := range []struct{ name, pattern, a, b string }{
		{"is, trailing zero", "tools: [string]: matchN(1, [{visible_when: _}, {state: \"zzz\"}])\n", "1.000000000000000000001", "1.0000000000000000000010"},
		{"is, exponent", "tools: [string]: matchN(1, [{visible_when: _}, {state: \"zzz\"}])\n", "1.000000000000000000001", "1000000000000000000001e-21"},
		{"is, ints", "tools: [string]: matchN(1, [{visible_when: _}, {state: \"zzz\"}])\n", "9007199254740993", "9007199254740993.0"},
		{"is, hex", "tools: [string]: matchN(1, [{visible_when: _}, {state: \"zzz\"}])\n", "16", "0x10"},
		{"is, no tied pattern", "", "1.000000000000000000001", "1.0000000000000000000010"},
		{"at_least, trailing zero", "tools: [string]: matchN(1, [{visible_when: _}, {state: \"zzz\"}])\n", "at_least: 1.000000000000000000001", "at_least: 1.0000000000000000000010"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			cond := func(x string) string {
				if strings.Contains(x, ":") {
					return "{attribute: \"x\", " + x + "}"
				}
				return "{attribute: \"x\", is: " + x + "}"
			}
			var b strings.Builder
			b.WriteString("package toolpolicy\ntools: {\n")
			for i := 0; i < 300; i++ {
				v := c.a
				if i%2 == 1 {
					v = c.b
				}
				fmt.Fprintf(&b, "\tt_%04d: {state: \"active\", visible_when: %s}\n", i, cond(v))
			}
			b.WriteString("}\n")
			dir := review15Dir(t, map[string]string{"a.cue": "", "b.cue": "package toolpolicy\n" + c.pattern, "c.cue": b.String()})
			agreeWithCue(t, dir)
			p1, err1 := LoadDir(dir)
			p2, err2 := LoadDir(dir, withPlainEvaluation())
			if err1 != nil || err2 != nil {
				t.Fatalf("fast %v plain %v", err1, err2)
			}
			j1, _ := json.Marshal(dataOf(p1))
			j2, _ := json.Marshal(dataOf(p2))
			if string(j1) != string(j2) {
				t.Errorf("fast path and plain evaluation read other numbers:\n%s", lineDiff(string(j2), string(j1)))
			}
			s1 := string(j1[strings.Index(string(j1), "t_0001"):])
			s0 := string(j1[strings.Index(string(j1), "t_0000"):])
			t.Logf("t_0000 %.120s\nt_0001 %.120s", s0[strings.Index(s0, "VisibleWhen"):], s1[strings.Index(s1, "VisibleWhen"):])
		})
	}
}
