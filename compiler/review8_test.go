package compiler

import (
	"fmt"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// rev8Cases: the review (helper-36) of the flags decided before the fold
// (staticif.go), tools[n] over a list of strings (view.go) and a hidden
// field naming a pattern's label (labelpat.go); base is prepended to a.cue.
// The fast path must match plain evaluation (strict), and the cue command.
// S34 and S35 failed before scalarExpr: CUE v0.17.1 puts the fields a
// comprehension adds to a nested struct of an entry before that struct's
// declared ones, and the rewrite put them where the comprehension stood.
var rev8Cases = []struct {
	name  string
	files map[string]string
}{
	// staticConds
	{"S1 alias-labelled hidden field in another file", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {card: \"c\"}}\n",
		"b.cue": "package toolpolicy\nC=_c: false\n_z: C\n"}},
	{"S2 hidden field in a top-level embedding", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {card: \"c\"}}\n",
		"b.cue": "package toolpolicy\n{_c: false}\n"}},
	{"S3 hidden field from a top-level comprehension", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {card: \"c\"}}\n",
		"b.cue": "package toolpolicy\nif true {_c: false}\n"}},
	{"S3b hidden field from a top-level comprehension, same file", map[string]string{
		"a.cue": "_c: true\nif true {_c: false}\ntools: x: {state: \"active\", if _c {card: \"c\"}}\n"}},
	{"S4 hidden field in an excluded file", map[string]string{
		"a.cue": "tools: x: {state: \"active\", if _c {card: \"c\"}}\n",
		"b.cue": "@if(never)\npackage toolpolicy\n_c: true\n"}},
	{"S5 body's hidden field shadows a reference", map[string]string{
		"a.cue": "_v: \"top\"\n_c: true\ntools: x: {state: \"active\", niche: _v, if _c {_v: \"in\"}}\n"}},
	{"S5b body's regular field shadows a reference", map[string]string{
		"a.cue": "_c: true\ncard: \"q\"\ntools: x: {state: \"active\", niche: card, if _c {card: \"in\"}}\n"}},
	{"S6 order of properties", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {parameters: properties: b: {type: \"string\"}}, parameters: {type: \"object\", properties: a: {type: \"string\"}}}\n"}},
	{"S7 order of keys of an entry", map[string]string{
		"a.cue": "_c: true\ntools: x: {if _c {card: \"c\"}, state: \"active\", niche: \"n\"}\ntools: y: state: \"active\"\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.x {k}]}\n"}},
	{"S8 required marker in body", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {card!: \"c\"}}\n"}},
	{"S9 two comprehensions, one field", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {card: \"a\"}, if !_c || true {card: \"b\"}}\n"}},
	{"S10 let chain used elsewhere", map[string]string{
		"a.cue": "_c: true\nlet A = _c\nlet B = !A\ntools: x: {state: \"active\", if B {card: \"c\"}, if A {niche: \"n\"}}\n_z: A\n"}},
	{"S11 escapes", map[string]string{
		"a.cue": "_s: \"\\u0041\"\n_c: \"\"\"\n\tA\n\t\"\"\"\ntools: x: {state: \"active\", if _s == \"A\" && _c == _s {card: \"c\"}}\n"}},
	{"S12 hidden field with a constraint in another file", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {card: \"c\"}}\n",
		"b.cue": "package toolpolicy\n_c: bool\n"}},
	{"S13 hidden definition embedding", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {card: \"c\"}}\n",
		"b.cue": "package toolpolicy\n_#B: {_c: false}\n_#B\n"}},
	{"S14 hidden field in a body, another entry reads it", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {_h: \"c\"}}\ntools: y: {state: \"active\", niche: tools.x._h}\n"}},
	{"S15 body field with alias", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {C=card: \"c\", niche: C}}\n"}},
	{"S16 false condition drops a body using an import", map[string]string{
		"a.cue": "_c: false\ntools: x: {state: \"active\", if _c {card: \"c\"}}\n"}},
	{"S17 shorthand in several files", map[string]string{
		"a.cue": "_c: true\ntools: x: state: \"active\"\n",
		"b.cue": "package toolpolicy\ntools: x: {if !_c {card: \"c\"}, if _c {niche: \"n\"}}\n"}},
	{"S18 underscore alone", map[string]string{
		"a.cue": "tools: x: {state: \"active\", if _ {card: \"c\"}}\n"}},
	{"S19 hidden field of the section shadowing", map[string]string{
		"a.cue": "_c: true\ntools: {_c: false, x: {state: \"active\", if _c {card: \"c\"}}}\n"}},
	{"S20 hidden field declared at top twice in one file", map[string]string{
		"a.cue": "_c: true\n_c: false\ntools: x: {state: \"active\", if _c {card: \"c\"}}\n"}},
	{"S21 hidden field in a definition entry", map[string]string{
		"a.cue": "_c: true\n#D: {state: \"active\", _c: false}\ntools: x: #D & {if _c {card: \"c\"}}\n"}},
	{"S22 comparing kinds", map[string]string{
		"a.cue": "_c: true\n_s: \"true\"\ntools: x: {state: \"active\", if _c == _s {card: \"c\"}}\n"}},
	// view.go stringList
	{"V1 names missing from tools", map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in [\"a\", \"zz\"] {tools[n].state}]}\n"}},
	{"V2 list in a field unified elsewhere", map[string]string{
		"a.cue": "_l: [\"a\"]\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in _l {tools[n].state}]}\n",
		"b.cue": "package toolpolicy\n_l: [\"b\"]\n"}},
	{"V3 list with default disjunction elsewhere", map[string]string{
		"a.cue": "_l: [\"a\"]\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in _l {tools[n].state}]}\n",
		"b.cue": "package toolpolicy\n_l: *[\"a\"] | [\"b\"]\n"}},
	{"V4 whole value unified", map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n_z: [for n in [\"a\"] {tools[n] & {bogus: 1}}]\n"}},
	{"V5 special names", map[string]string{
		"a.cue": "tools: {\"a-b.c\": {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in [\"a-\\u0062.c\"] {tools[n].state}]}\n"}},
	{"V6 nested for shadowing", map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"bb\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in [\"a\"] for n in [\"b\"] {tools[n].niche}]}\n"}},
	{"V7 field shadows the for variable", map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"bb\"}}\n_n: \"b\"\nproviders: p: {budget: {target: 1, max: 9}, models: [for _n in [\"a\"] {tools[_n].state}]}\n"}},
	{"V8 for over a struct field named like a list", map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"bb\"}}\nlet L = [\"a\"]\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in L {len(tools[n])}]}\n"}},
	{"V9 read entry with the rest changed", map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"bb\"}}\ntools: [string]: niche: *\"dflt\" | string\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in [\"a\"] {tools[n].niche}], first_turn: [for n in [\"b\"] {n}]}\n"}},
	// labelpat.go
	{"L1 hidden dep field read by another field of the pattern", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N, niche: \"tool \\(_name)\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"L1b with a top-level field of that name", map[string]string{
		"a.cue": "_name: \"zz\"\ntools: [N=string]: {_name: N, niche: \"tool \\(_name)\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"L2 hidden dep conflicts with another pattern's", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N}\ntools: [string]: {_name: \"fixed\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"L2b hidden dep conflicts with a type", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N}\ntools: [string]: {_name: int}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"L2c hidden dep conflicts with the same pattern", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N, _name: \"a\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"L2d hidden dep and a definition entry", map[string]string{
		"a.cue": "#D: {state: \"active\", _name: \"a\"}\ntools: [N=string]: {_name: N}\ntools: {a: #D, b: #D}\n"}},
	{"L2e hidden dep and an embedded definition", map[string]string{
		"a.cue": "#D: {state: \"active\", _name: \"a\"}\ntools: [N=string]: {_name: N}\ntools: {a: {#D}, b: {#D}}\n"}},
	{"L3 view reads the hidden dep", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for t in tools {t._name}]}\n"}},
	{"L4 two dep patterns", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N}\ntools: [M=string]: {_name: \"x\\(M)\"}\ntools: {a: {state: \"active\"}}\n"}},
	{"L5 entry sets the hidden dep", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N}\ntools: {a: {state: \"active\", _name: \"b\"}, b: {state: \"active\"}}\n"}},
	{"L6 constrained dep", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N & \"a\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"L7 hidden dep with regular dep of same pattern, read by selector", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N, card: N}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [tools.a._name]}\n"}},
	{"L8 hidden dep conflicts with a definition's constraint", map[string]string{
		"a.cue": "#H: {_name: =~\"^b\"}\ntools: [N=string]: #H & {_name: N}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"L8b embedded", map[string]string{
		"a.cue": "#H: {_name: =~\"^b\", ...}\ntools: [N=string]: {#H, _name: N}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"L8c pattern in another file with a bound", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\ntools: [string]: {_name: =~\"^b\"}\n"}},
	{"L8d entry in another file sets it", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\ntools: a: _name: \"zz\"\n"}},
	{"L8e label-constrained pattern", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N}\ntools: [=~\"^a\"]: {_name: \"b\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"L8f hidden dep and a default elsewhere", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N}\ntools: [string]: {_name: *\"q\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"L8g hidden dep with number", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N}\ntools: [string]: {_name: 1}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"L8h hidden dep, template via definition pattern", map[string]string{
		"a.cue": "#T: {_name: \"b\", state: \"active\"}\ntools: [N=string]: #T & {_name: N}\ntools: {a: {}, b: {}}\n"}},
	{"S23 entry field refers to a body field (unresolved in CUE)", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", niche: card, if _c {card: \"c\"}}\n"}},
	{"S23b hidden", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", niche: _v, if _c {_v: \"in\"}}\n"}},
	{"S23c body field refers to a sibling body field shadowing outer", map[string]string{
		"a.cue": "_c: true\n_v: \"top\"\ntools: x: {state: \"active\", niche: _v, if _c {_v: \"in\", card: _v}}\n"}},
	{"S23d another comprehension's body refers to a body field", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {_v: \"in\"}, if _c {card: _v}}\n"}},
	{"S24 multiple if clauses, parens, double not", map[string]string{
		"a.cue": "_c: true\n_s: \"x\"\ntools: x: {state: \"active\", if (_c) if !!_c if _s != \"y\" if _c == true {card: \"c\"}, if _c == false {niche: \"n\"}}\n"}},
	{"S25 optional body field", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", if _c {card?: \"c\"}}\ntools: y: state: \"active\"\n"}},
	{"S26 pattern in body", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", niche: \"a\", if _c {[=~\"^ni\"]: =~\"^b\"}}\n"}},
	{"S27 let in another file of the same name", map[string]string{
		"a.cue": "let c = true\ntools: x: {state: \"active\", if c {card: \"c\"}}\n",
		"b.cue": "package toolpolicy\nlet c = false\ntools: y: {state: \"active\", if c {card: \"c\"}}\n"}},
	{"S28 embedded def with comprehension", map[string]string{
		"a.cue": "_c: true\n#D: {state: \"active\", source: *\"builtin\" | \"mcp\"}\ntools: x: {#D, if _c {niche: \"n\"}}\ntools: y: {#D} & {if _c {niche: \"n\"}}\n"}},
	{"S29 hidden field via hidden field", map[string]string{
		"a.cue": "_a: true\n_b: !_a\ntools: x: {state: \"active\", if _b {card: \"c\"}, if !_b {niche: \"n\"}}\n",
		"b.cue": "package toolpolicy\n_d: _b || _a\ntools: y: {state: \"active\", if _d && _a {card: \"c\"}}\n"}},
	{"S30 section read by key only with rewrite", map[string]string{
		"a.cue": "_c: true\ntools: {x: {state: \"active\", if _c {card: \"c\"}}, y: {if _c {state: \"active\"}}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.card == _|_ {n}]}\n"}},
	{"S31 entry in a for value read", map[string]string{
		"a.cue": "_c: true\ntools: {x: {state: \"active\", if _c {card: \"c\"}}, y: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in [\"x\"] for k, v in tools[n] {k}]}\n"}},
	{"S32 aliases section", map[string]string{
		"a.cue": "_c: true\ntools: {a: {state: \"active\"}, d: {state: \"deprecated\"}}\naliases: d: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", if _c {replay_supported: true}, if !_c {replay_supported: false}}\n"}},
	{"V10 missing name guarded", map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in [\"a\", \"zz\"] if n != \"zz\" {tools[n].state}]}\n"}},
	{"V11 duplicate names", map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in [\"a\", \"a\"] {tools[n].state}]}\n"}},
	{"V12 tools[n] whole into models", map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"deferred\", card: \"c\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in [\"b\"] for k, v in tools[n] {\"\\(k)=\\(v)\"}]}\n"}},
	{"V13 for over list in another file's let", map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"x\"}}\n",
		"b.cue": "package toolpolicy\nlet L = [\"b\"]\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in L {tools[n].niche}]}\n"}},
	{"V14 key and value", map[string]string{
		"a.cue": "tools: {a: {state: \"active\", niche: \"A\"}, b: {state: \"active\", niche: \"B\"}}\n_i: {\"0\": \"b\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [for i, n in [\"a\"] {tools[n].niche + tools[[\"b\"][i]].niche}]}\n"}},
	{"V15 entry with default from a pattern", map[string]string{
		"a.cue": "tools: [string]: {niche: *\"d\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"B\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in [\"a\", \"b\"] {tools[n].niche}]}\n"}},
	{"V16 entry with hidden dep read", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in [\"a\", \"b\"] {tools[n]._name}]}\n"}},
	{"L9 hidden dep read by selector", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N, _up: \"x\\(N)\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\", _up: \"xb\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [tools.a._up, tools.b._name]}\n"}},
	{"L10 hidden dep interpolated by the pattern's description", map[string]string{
		"a.cue": "tools: [N=string]: {_name: N, description: *\"Run \\(_name).\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\", description: \"x\"}}\n"}},
	{"S33 property order: comprehension between two declarations", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", parameters: properties: c: {type: \"string\"}, if _c {parameters: properties: b: {type: \"string\"}}}\ntools: x: parameters: properties: {b: {type: \"string\"}, a: {type: \"string\"}}\n"}},
	{"S33b property order, in two files", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", parameters: properties: c: {type: \"string\"}, if _c {parameters: properties: b: {type: \"string\"}}}\n",
		"b.cue": "package toolpolicy\ntools: x: parameters: properties: {b: {type: \"string\"}, a: {type: \"string\"}}\n"}},
	{"S34 key order read by a comprehension", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", parameters: properties: c: {type: \"string\"}, if _c {parameters: properties: b: {type: \"string\"}}}\ntools: x: parameters: properties: {b: {type: \"string\"}, a: {type: \"string\"}}\ntools: y: state: \"active\"\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.x.parameters.properties {k}]}\n"}},
	{"S35 nested key order read by a comprehension (one declaration)", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", annotations: {c: true}, if _c {annotations: {b: true}}}\ntools: y: state: \"active\"\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.x.annotations {k}]}\n"}},
	{"S35b nested key order, no read in CUE", map[string]string{
		"a.cue": "_c: true\ntools: x: {state: \"active\", annotations: {c: true}, if _c {annotations: {b: true}}}\ntools: y: state: \"active\"\n"}},
}

// TestReview8: rev8Cases.
func TestReview8(t *testing.T) {
	for _, c := range breadth(rev8Cases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			agreeWithCue(t, reviewDir(t, c.files), withMinEntries(0))
		})
	}
}

// TestReview8AtScale: the same idioms past the fast path's threshold, at
// the default options.
func TestReview8AtScale(t *testing.T) {
	gen := func(head, entry string) string {
		var b strings.Builder
		b.WriteString(base + head + "tools: {\n")
		for i := 0; i < 600; i++ {
			fmt.Fprintf(&b, "t%d: %s\n", i, strings.ReplaceAll(entry, "NUM", fmt.Sprint(i)))
		}
		b.WriteString("}\n")
		return b.String()
	}
	for name, files := range map[string]map[string]string{
		"hidden dep, one conflict":        {"a.cue": gen("tools: [N=string]: {_name: N}\ntools: t7: _name: \"zz\"\n", "{state: \"active\"}")},
		"hidden dep, CUE-worked":          {"a.cue": gen("tools: [N=string]: {_name: N & =~\"^t[0-9]+$\", niche: *\"Use \\(N).\" | string}\n", "{state: \"active\"}")},
		"hidden dep, CUE-worked conflict": {"a.cue": gen("tools: [N=string]: {_name: N & =~\"^t[0-8]+$\"}\n", "{state: \"active\"}")},
		"static if, nested order read":    {"a.cue": gen("_c: true\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.t3.annotations {k}]}\n", "{state: \"active\", annotations: {c: true}, if _c {annotations: {b: true}}}")},
		"static if, false, card missing":  {"a.cue": gen("_c: false\n", "#Tool & {state: \"deferred\", niche: \"nNUM\", if _c {card: \"c\"}, if !_c {card: \"d\"}}")},
		"tools[n] over a list":            {"a.cue": gen("_h: [\"t1\", \"t5\", \"t599\"]\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _h if tools[n].state == \"active\" {n}]}\n", "{state: \"active\", niche: \"nNUM\"}")},
		"tools[n] over a list, missing":   {"a.cue": gen("_h: [\"t1\", \"t5\", \"t600\"]\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _h if tools[n].state == \"active\" {n}]}\n", "{state: \"active\", niche: \"nNUM\"}")},
	} {
		t.Run(name, func(t *testing.T) {
			dir := policytest.Dir(t, files)
			if mm, _ := compareBoth(dir, true); mm != "" {
				t.Error("FASTPLAIN: " + mm)
			}
			agreeWithCue(t, dir)
		})
	}
}
