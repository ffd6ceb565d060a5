package compiler

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/parser"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
	"github.com/toolpolicy/toolpolicy/model"
)

// loadBoth loads dir with the fast path and with plain CUE evaluation of the
// whole package, and fails unless the results are identical: the same model,
// or the same problems.
func loadBoth(t *testing.T, dir string, opts ...Option) (fastErr error) {
	t.Helper()
	mismatch, fastErr := compareBoth(dir, false, opts...)
	if mismatch != "" {
		t.Fatal(mismatch)
	}
	return fastErr
}

// compareBoth is loadBoth's work: the fast path's error, and what differs
// from plain evaluation ("" if nothing). It may run on any goroutine.
//
// With strict unset, a policy both ways reject may get more problems from
// the fast path than from plain evaluation, never fewer or others: CUE stops
// at an entry's error before it reports, say, a missing required section,
// and the fast path, which validates the entries apart from the rest,
// reports both.
func compareBoth(dir string, strict bool, opts ...Option) (mismatch string, fastErr error) {
	want, wantErr := LoadDir(dir, withPlainEvaluation())
	got, gotErr := LoadDir(dir, opts...)
	if (wantErr == nil) != (gotErr == nil) {
		return fmt.Sprintf("fast path error %v; plain evaluation error %v", gotErr, wantErr), gotErr
	}
	if wantErr != nil {
		if !strict && containsProblems(gotErr, wantErr) {
			return "", gotErr
		}
		if gotErr.Error() != wantErr.Error() {
			return fmt.Sprintf("fast path and plain evaluation report different problems:\nfast:\n%v\nplain:\n%v", gotErr, wantErr), gotErr
		}
		return "", gotErr
	}
	// The declaration indexes hold the same paths whatever order the two
	// evaluations indexed them in.
	if gd, wd := declMap(got.Decls), declMap(want.Decls); !reflect.DeepEqual(gd, wd) {
		return "fast path declaration index differs from plain evaluation", nil
	}
	got.Decls, want.Decls = nil, nil
	if !reflect.DeepEqual(got, want) {
		var diff []string
		for _, name := range want.ToolNames() {
			if !reflect.DeepEqual(got.Tools[name], want.Tools[name]) {
				diff = append(diff, fmt.Sprintf("tool %s: fast %+v, plain %+v", name, got.Tools[name], want.Tools[name]))
			}
		}
		return "fast path model differs from plain evaluation\n" + strings.Join(diff, "\n"), nil
	}
	return "", nil
}

// declMap returns every path of x with its declarations.
func declMap(x *model.DeclIndex) map[string][]model.Pos {
	m := map[string][]model.Pos{}
	x.Each(func(path string, pos []model.Pos) { m[path] = pos })
	return m
}

// containsProblems reports whether every problem of want is among got's.
func containsProblems(got, want error) bool {
	var g, w *LoadError
	if !errors.As(got, &g) || !errors.As(want, &w) {
		return false
	}
	have := map[string]bool{}
	for _, p := range g.Problems {
		have[p.String()] = true
	}
	for _, p := range w.Problems {
		if !have[p.String()] {
			return false
		}
	}
	return true
}

const base = `package toolpolicy
release: version: "1.0.0"
providers: default: {default: true, budget: {target: 5, max: 9}}
modes: agent: {}
`

// fastPathCases are edge cases of the fast path, each a file after base.
var fastPathCases = []struct {
	name, src string
	wantErr   string // substring of the error; empty: loads
}{
	{"defaults and literals", `tools: {
a: {state: "active"}
"b-c": {state: "deferred", card: "", source: "mcp", description: #"raw "quoted" text"#}
d: state: "deprecated"
e: {state: "hidden-compatibility", niche: """
	multi-line is fine
	"""}
}
aliases: d: {replacement: "a", first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: false}
retired: old: {}
gates: a: hidden_for: "c"
model_classes: c: {match: ["x*"], example: "xy"}
`, ""},
	{"reference inside an entry", "_s: \"active\"\ntools: {a: {state: _s}, b: {state: \"deferred\"}}\n", ""},
	// A hidden field with a pattern, selected down to a string, and hidden
	// structs of literals merged into entries (fold.go).
	{"selection of a hidden pattern", "_tail: [S=string]: \" via \\(S).\"\n_tail: {a: _, b: _}\ntools: {x: {state: \"active\", niche: \"A\" + _tail.a}, y: {state: \"active\", card: \"B\" + _tail.b}}\n", ""},
	{"hidden structs merged", "_r: {source: \"mcp\", state: \"deferred\"}\n_b: {state: \"active\"}\ntools: {x: _r & {niche: \"n\"}, y: {_b, card: \"c\"}, z: _r & {state: \"deferred\"}}\n", ""},
	{"tools made from a hidden list", "_l: [{n: \"a\", d: \"Does a.\"}, {n: \"b\", d: \"Does b.\"}]\nfor t in _l {tools: \"x_\\(t.n)\": {state: \"active\", niche: t.d}}\n_m: {c: \"C.\"}\ntools: {for k, v in _m {(k): {state: \"deferred\", card: v}}}\n", ""},
	{"pattern label of alternatives", "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^gh_\" | =~\"^jr_\"]: #M\ntools: [\"exact\" | !~\"_\"]: {niche: =~\"^[A-Z]\"}\ntools: {gh_a: {niche: \"n\"}, jr_b: {card: \"c\"}, exact: {state: \"active\", niche: \"N\"}, plain: {state: \"active\", niche: \"P\"}, x_y: {state: \"active\"}}\n", ""},
	{"pattern label of alternatives, one conflicting", "tools: [=~\"^gh_\" | \"exact\"]: {source: \"mcp\"}\ntools: {gh_a: {state: \"active\"}, exact: {state: \"active\", source: \"builtin\"}}\n", "conflicting values"},
	{"pattern label of alternatives with a default", "tools: [*\"a\" | =~\"^b\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, bb: {state: \"active\"}, c: {state: \"active\"}}\n", ""},
	{"hidden structs merged, conflict", "_r: {source: \"mcp\", state: \"deferred\"}\ntools: {x: _r & {niche: \"n\"}, y: _r & {state: \"active\"}}\n", "conflicting values"},
	{"default from a user pattern", "tools: [=~\"^m_\"]: source: \"mcp\"\ntools: {m_a: {state: \"active\"}, b: {state: \"active\"}}\n", ""},
	{"section read elsewhere", "tools: {a: {state: \"active\"}}\n_n: len(tools)\n", ""},
	// A section read as data is served from a view (view.go): the reads
	// must see what CUE gives, defaults and order included.
	{"head listed from the tools", "tools: [=~\"^m_\"]: source: \"mcp\"\ntools: {z: {state: \"active\"}, m_a: {state: \"active\"}, b: {state: \"active\", niche: \"n\"}}\ntools: a: {state: \"active\", parameters: {type: \"object\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.source == \"builtin\" {n}]}\n", ""},
	{"count of the tools in a string", "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: len(tools), max: 9}, models: [\"m\\(len(tools))\"]}\n", ""},
	{"tool values used whole", "tools: {a: {state: \"active\"}, b: {state: \"deferred\", card: \"c\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for t in tools let u = t {u.state + u.source}]}\n", ""},
	{"tool value interpolated", "tools: {a: {state: \"active\"}, b: {state: \"deferred\", card: \"c\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for t in tools {\"\\(t)\"}]}\n", "invalid interpolation"},
	{"keys only", "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", ""},
	{"read of a field no entry has", "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for t in tools {t.niche}]}\n", "niche"},
	{"two sections read", "tools: {a: {state: \"active\"}, b: {state: \"deprecated\"}}\naliases: {x: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\nretired: {for n, x in aliases {\"\\(n)_\\(len(tools))\": reason: x.replacement}}\n", ""},
	{"section name shadowed by a field", "tools: {a: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, tools: [\"x\"], models: [for t in tools {t}]}\n", "tools"},
	{"tool value unified with a field its definition closes out", "tools: {a: {state: \"active\"}, b: {state: \"deferred\", card: \"c\"}}\n_z: [for t in tools {t}]\n_z: [{bogus: \"x\"}, ...]\n", "bogus"},
	{"tool value unified with a field its definition allows", "tools: [=~\"^m_\"]: {source: \"mcp\"}\ntools: {a: {state: \"active\"}, m_b: {state: \"deferred\", card: \"c\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for t in tools {(t & {niche: \"x\"}).source}]}\n", ""},
	{"two sections read in one comprehension", "tools: {a: {state: \"active\"}, b: {state: \"deprecated\"}}\naliases: {x: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools for m, x in aliases if x.replacement == n {m + t.state}]}\n", ""},
	{"a file's own let named like a section", "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nlet tools = {z: {state: \"x\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {n + t.state}]}\n", "tools"},
	// Tools copied into the section from hidden maps (expand.go).
	{"tools copied from a hidden map with a definition", "#OnD: #Tool & {state: *\"deferred\" | #State}\n_g: {a: {state: \"active\"}, b: {card: \"c\"}, c: #OnD & {niche: \"n\"}}\ntools: {z: {state: \"active\"}, for k, v in _g {(k): #OnD & v}}\n", ""},
	{"tools copied at the top level with a literal", "_g: {a: {state: \"deferred\", card: \"x\"}, b: {state: \"active\"}}\nfor k, v in _g {tools: (k): v & {source: \"mcp\"}}\ntools: z: state: \"active\"\n", ""},
	{"copied map also read", "_g: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {for k, v in _g {(k): v}}\nproviders: p: {budget: {target: len(_g), max: 9}}\n", ""},
	{"copied name also declared", "_g: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: {a: {niche: \"x\"}, for k, v in _g {(k): v}}\n", ""},
	{"bad value in a copied map", "_g: {a: {state: \"active\"}, b: {state: \"bogus\"}}\ntools: {for k, v in _g {(k): v}}\n", "a.cue:5:39: tools.b.state"},
	{"copied map with a default the comprehension overrides", "_g: {a: {card: \"c\"}, b: {state: \"active\"}}\ntools: {for k, v in _g {(k): {state: *\"deferred\" | _} & v}}\n", ""},
	{"aliases copied from a hidden map", "tools: {a: {state: \"active\"}, x: {state: \"deprecated\"}}\n_al: {x: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\naliases: {for k, v in _al {(k): v}}\n", ""},
	{"tools embedded from hidden maps", "_g: {a: {state: \"active\"}}\n_h: {b: {state: \"deferred\", card: \"c\"}}\ntools: {_g, z: {state: \"active\"}}\ntools: _h\n", ""},
	{"every tool copied at the top level", "_g: {a: {state: \"active\"}, b: {state: \"active\"}}\nfor k, v in _g {tools: (k): v}\n", ""},
	{"every tool from one map", "_g: {a: {state: \"active\"}, b: {state: \"active\"}}\ntools: _g\n", ""},
	{"a map copied twice", "_g: {a: {state: \"active\"}}\ntools: {for k, v in _g {(k): v}}\nfor k, v in _g {tools: (k): v}\n", ""},
	{"one tool read by a string index", "tools: {a: {state: \"active\"}, \"b-c\": {state: \"active\", niche: \"n\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [tools[\"b-c\"].niche, tools.a.source]}\n", ""},
	{"section read inside a let", "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nlet n = [for k, v in tools if v.state == \"active\" {k}]\nproviders: p: {budget: {target: 1, max: 9}, first_turn: n}\n", ""},
	{"declared twice", "tools: {a: {state: \"active\"}}\ntools: a: state: \"active\"\n", ""},
	{"top-level embedding", "{tools: {a: {state: \"active\"}}}\n", ""},
	{"user narrows a schema definition", "#State: \"active\" | \"deferred\"\ntools: {a: {state: \"deprecated\"}, b: {state: \"active\"}}\n", "tools.a.state"},
	{"bad value among many", "tools: {a: {state: \"active\"}, b: {state: \"actve\"}, c: {state: \"deferred\", niche: \"x\\u0001\"}}\n", "tools.b.state"},
	{"unknown field", "tools: {a: {state: \"active\", bogus: \"x\"}}\n", "tools.a.bogus"},
	{"wrong type", "tools: {a: {state: \"active\", niche: true}}\n", "tools.a.niche"},
	{"bool where any string is allowed", "tools: {a: {state: \"deferred\", card: true}}\n", "tools.a.card"},
	{"bad name", "tools: {\"has space\": {state: \"active\"}, ok: {state: \"active\"}}\n", "invalid name"},
	{"missing required field", "aliases: x: {first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\n", "aliases.x.replacement"},
	{"optional marker in entry", "tools: {a: {state?: \"active\"}}\n", ""},
	// An entry other code refers to stays in the package (found by review:
	// moving it out left the reference dangling).
	{"entry a sibling refers to", "tools: {a: {state: \"active\"}, b: a & {niche: \"x\"}}\n", ""},
	{"entry whose field a sibling reads", "tools: {a: {state: \"active\"}, b: {state: a.state}}\n", ""},
	{"entry named like a top-level field", "tools: {release: {state: \"active\"}, b: release & {niche: \"x\"}}\n", ""},
	{"bytes literal", "tools: {a: {state: 'active'}}\n", "tools.a.state"},
	// A problem inside a template is reported where CUE reports it: in the
	// definition, and at the entry that applies it.
	{"bad value in a user definition", "#OnDemand: {state: *\"deferred\" | \"active\", niche: 5}\ntools: {a: #OnDemand & {card: \"c\"}, b: {state: \"active\"}}\n", "a.cue:5:51: tools.a.niche"},
	{"unknown field in a pattern's definition", "#MCP: {source: \"mcp\", state: \"deferred\", bogus: 1}\ntools: [=~\"^m_\"]: #MCP\ntools: {m_a: {card: \"d\"}, b: {state: \"active\"}}\n", "a.cue:5:42: tools.m_a.bogus"},
	{"field a pattern's definition closes out", "#MCP: {source: \"mcp\", state: \"deferred\"}\ntools: [=~\"^m_\"]: #MCP\ntools: {m_a: {description: \"d\"}, b: {state: \"active\"}}\n", "a.cue:7:15: tools.m_a.description"},
	// Values of structs, lists and other literals (parameter schemas,
	// groups, annotations) are taken too, checked once per distinct value.
	{"literal parameters, groups and annotations", "groups: {g1: {}, g2: {}}\ntools: {a: {state: \"active\", parameters: {type: \"object\", properties: {q: {type: \"string\", enum: [\"x\", \"y\"]}, n: {type: \"integer\", minimum: -1, maximum: 10}}, required: [\"q\"], additionalProperties: false}, groups: [\"g1\", \"g2\"], annotations: {readOnlyHint: true, title: \"A\"}}, b: {state: \"deferred\", parameters: {type: \"object\", properties: {}}, groups: [\"g1\"], annotations: {readOnlyHint: false}}, c: {state: \"active\", parameters: null}}\n", "tools.c.parameters"},
	{"literal parameters the template adds to", "#M: #Tool & {state: *\"deferred\" | #State, parameters: {type: *\"object\" | string, ...}}\ntools: [=~\"^m\"]: #M\ntools: {m1: {parameters: {properties: {q: {type: \"string\"}}}}, m2: {parameters: {type: \"object\", properties: {}}}, x: {state: \"active\", parameters: {properties: {}}}}\n", ""},
	{"literal annotation numbers", "tools: {a: {state: \"active\", annotations: {readOnlyHint: true, weight: 3}}}\n", "tools.a.annotations.weight"},
	{"literal float and big numbers", "tools: {a: {state: \"active\", parameters: {type: \"object\", properties: {n: {type: \"number\", minimum: 0.5, maximum: 1e3, multipleOf: 123456789012345678901}}}}}\n", ""},
	// Two entries of one shape: the second is decoded from its literal
	// (the first, the shape's representative, by CUE).
	{"literal decimals as written", "tools: {a: {state: \"active\", parameters: {type: \"object\", properties: {n: {minimum: -0.50, maximum: 10.00, default: 1.0}, m: {minimum: -0, maximum: 12345678901234567890123}, o: {minimum: -0.0}}}}, b: {state: \"active\", parameters: {type: \"object\", properties: {n: {minimum: -0.50, maximum: 10.00, default: 1.0}, m: {minimum: -0, maximum: 12345678901234567890123}, o: {minimum: -0.0, exclusiveMaximum: 1.5}}}}}\n", ""},
	{"literal decimals of the second entry of a shape", "tools: {a: {state: \"active\", parameters: {type: \"object\", properties: {n: {minimum: -0.50, maximum: 10.00}}}}, b: {state: \"active\", parameters: {type: \"object\", properties: {n: {minimum: -0.50, maximum: 10.00, default: 1.0}, m: {maximum: 12345678901234567890123}}}}}\n", ""},
	{"literal values of the second entry of a shape", "groups: {g1: {}, g2: {}}\ntools: {a: {state: \"active\", parameters: {type: \"object\", properties: {q: {type: \"string\", enum: [\"x\", \"\\u00e9\\n\"]}}}, groups: [\"g1\"], annotations: {readOnlyHint: true, title: \"A \\\"q\\\"\"}}, b: {state: \"active\", parameters: {type: \"object\", properties: {r: {type: \"string\", description: \"\"\"\n\t\tmulti\n\t\tline\n\t\t\"\"\"}}, required: [\"r\"]}, groups: [\"g2\", \"g1\"], annotations: {readOnlyHint: false, title: #\"raw \\n\"#}}}\n", ""},
	{"literal conditions", "settings: ro: {type: \"bool\"}\ntools: {a: {state: \"active\", registered_when: {not: {setting: \"ro\", is: true}}}, b: {state: \"active\", visible_when: {any: [{mode: \"m\"}, {provider: \"p\"}]}}}\n", ""},
	{"literal list with a bad element", "tools: {a: {state: \"active\", groups: [\"ok\", \"has space\"]}}\n", "tools.a.groups.1"},
	// A definition embedded in the entry's literal: validated as a
	// template, and loaded again plainly where the two readings differ.
	{"embedded definition", "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {a: {#OD, niche: \"n\"}, b: {#OD, state: \"active\"}, c: {\n\t#OD\n\tcard: \"c\"\n}}\n", ""},
	{"embedded narrower definition", "#D: {state: \"deferred\"}\ntools: {a: {#D, niche: \"n\"}, b: {state: \"active\"}}\n", "tools.a.source: field not allowed"},
	{"embedded open definition allows the entry's own fields", "#D: {state: \"deferred\", source: \"mcp\"}\ntools: {a: {#D, niche: \"n\"}, b: {state: \"active\"}}\n", ""},
	{"embedded definition and a pattern", "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^m\"]: source: \"mcp\"\ntools: {m1: {#OD, niche: \"n\"}, x: {#OD}}\n", ""},
	{"embedded definitions conjoined", "#A: {source: \"mcp\", ...}\n#B: #Tool & {state: *\"deferred\" | #State}\ntools: {a: {#A & #B, niche: \"n\"}}\n", ""},
	{"embedded definition conflicts", "#OD: #Tool & {state: \"deferred\"}\ntools: {a: {#OD, state: \"active\"}}\n", "conflicting values"},
	{"embedded definition with a bad field", "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {a: {#OD, bogus: 1}}\n", "bogus"},
	// Entries computed from hidden fields and lets are folded to literals
	// (fold.go); what is not safe to fold stays, and both read as CUE does.
	// The package without its split entries, worded by CUE otherwise
	// (FuzzFastPathMatchesPlain): loaded again by plain evaluation.
	{"problem outside the split sections", "providers:A:{budge!:{}},#A00000:{},tools:{A:{A:\"\"}}\n", "field not allowed (did you mean budget?)"},
	{"fold: interpolated hidden field", "_host: {gh: \"GitHub\"}\ntools: {a: {state: \"active\", niche: \"Reads \\(_host.gh).\"}, b: {state: \"active\", card: \"x\" + _host.gh}}\n", ""},
	{"fold: embedded hidden struct", "_mcp: {source: \"mcp\", state: \"deferred\"}\ntools: {a: {_mcp, niche: \"n\"}, b: _mcp & {card: \"c\"}}\n", ""},
	{"fold: definition kept, data folded", "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\nlet host = \"jira\"\ntools: {a: #M & {niche: \"on \\(host)\"}, b: #M & {state: \"active\", card: host}}\n", ""},
	{"fold: tools made from a list", "_l: [{n: \"a\", d: \"A\"}, {n: \"b\", d: \"B\"}]\nfor e in _l {tools: \"m_\\(e.n)\": {state: \"deferred\", source: \"mcp\", niche: e.d}}\ntools: x: state: \"active\"\n", ""},
	{"fold: tools made from a list in the section", "_names: [\"a\", \"b\"]\ntools: {for n in _names {\"m_\\(n)\": {state: \"deferred\", niche: \"tool \\(n)\"}}, x: state: \"active\"}\n", ""},
	{"fold: comprehension making two sections", "_old: {o1: \"a\", o2: \"b\"}\nfor o, n in _old if n != \"\" {\n\ttools: (o): {state: \"hidden-compatibility\", niche: \"old \\(n)\"}\n\taliases: (o): {replacement: n, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\n}\ntools: {a: state: \"active\", b: state: \"active\"}\n", ""},
	{"fold: default in the hidden struct", "_mcp: {source: \"mcp\", state: *\"deferred\" | \"active\"}\ntools: {a: {_mcp, niche: \"n\"}, b: {_mcp, state: \"active\"}}\n", ""},
	{"fold: default meets the schema's", "_s: {source: *\"mcp\" | \"builtin\"}\ntools: {a: {_s, state: \"active\"}}\n", "incomplete value"},
	{"fold: closed hidden struct", "_c: close({state: \"active\"})\ntools: [=~\"^a\"]: niche: \"n\"\ntools: {a: {_c}}\n", "not allowed"},
	{"fold: optional field in the hidden struct", "_o: {state: \"active\", card?: string}\ntools: [=~\"^a\"]: card: \"c\"\ntools: {a: {_o}}\n", ""},
	{"fold: list read in order", "_names: [\"z\", \"b\"]\ntools: {a: state: \"active\", for n in _names {(n): state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", ""},
	{"fold: top-level list read in order", "_names: [\"z\", \"b\"]\ntools: a: state: \"active\"\nfor n in _names {tools: (n): state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", ""},
	{"fold: section read into a struct", "_names: [\"z\", \"b\"]\ntools: a: state: \"active\"\nfor n in _names {tools: (n): state: \"deprecated\"}\nfor n, t in tools if t.state == \"deprecated\" {aliases: (n): {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\n", ""},
	{"fold: regular field referenced", "tools: {a: {state: \"active\", niche: release.version}}\n", ""},
	{"fold: hidden field in two files' worth", "_h: {a: \"x\"}\n_h: {b: \"y\"}\ntools: {a: {state: \"active\", niche: _h.a + _h.b}}\n", ""},
	{"fold: hidden field a comprehension adds to", "_h: {a: \"x\"}\nfor k in [\"b\"] {_h: (k): \"y\"}\ntools: {a: {state: \"active\", niche: \"\\(len(_h))\"}}\n", ""},
	{"fold: conflict in the folded value", "_mcp: {source: \"mcp\"}\ntools: {a: {_mcp, source: \"builtin\", state: \"active\"}}\n", "conflicting values"},
	{"fold: generated entry fails the schema", "_l: [\"a\", \"b\"]\nfor n in _l {tools: (n): {state: \"bogus\"}}\n", "tools.a.state"},
	{"fold: generated entry also declared", "_l: [\"a\"]\nfor n in _l {tools: (n): {niche: \"from list\"}}\ntools: a: state: \"active\"\n", ""},
	{"fold: generated entry conflicts with a declared one", "_l: [\"a\"]\nfor n in _l {tools: (n): {state: \"deferred\"}}\ntools: a: state: \"active\"\n", "conflicting values"},
	{"fold: non-concrete value", "_x: {state: string}\ntools: {a: {_x}}\n", "tools.a.state"},
	{"fold: entry not a struct", "_x: \"active\"\ntools: {a: _x}\n", "tools.a"},
	{"fold: error in a list field nothing reads", "_l: [{n: \"a\", x: 1 & 2}]\nfor e in _l {tools: (e.n): state: \"active\"}\n", "conflicting values"},
	{"fold: default overridden by the entry", "_mcp: {source: \"mcp\", state: *\"deferred\" | \"active\"}\ntools: {a: {_mcp, state: \"active\"}, b: _mcp}\n", ""},
	{"fold: default meets a pattern's default", "#M: #Tool & {state: *\"active\" | #State}\ntools: [=~\"^m\"]: #M\n_e: {state: *\"deferred\" | \"active\"}\ntools: {m1: {_e}, x: {_e}}\n", "incomplete value"},
	{"fold: default below a field", "_p: {parameters: {type: *\"object\" | string}}\ntools: {a: {_p, state: \"active\"}}\n", ""},
	{"fold: generated entries with defaults", "_l: [\"a\", \"b\"]\n_base: {state: *\"deferred\" | \"active\", source: *\"mcp\" | \"builtin\"}\nfor n in _l {tools: (n): _base & {niche: n}}\n", "incomplete value"},
	{"fold: generated entries with a default", "_l: [\"a\", \"b\"]\n_base: {state: *\"deferred\" | \"active\", source: \"mcp\"}\nfor n in _l {tools: (n): _base & {niche: n}}\ntools: b: state: \"active\"\n", ""},
	{"fold: hidden cycle", "_a: {x: _b.y, y: \"1\"}\n_b: {y: _a.y}\ntools: {a: {state: \"active\", niche: _a.x}}\n", ""},
	{"fold: let shadowing a predeclared name", "let len = \"x\"\ntools: {a: {state: \"active\", niche: len}}\n", ""},
	// Found by review of fold.go: the fold changes what CUE makes of these.
	// The order of an entry's fields, read by a comprehension: CUE orders the
	// folded struct alone otherwise than in the package (schema and all).
	{"fold review: embedded hidden struct reorders an entry read in order", "_m: {card: \"x\", state: \"deferred\"}\ntools: a: {niche: \"n\", _m}\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.a {k}]}\n", ""},
	// A comprehension adding a field to a declared entry: CUE puts the field
	// after the declared ones, the spliced literal before.
	{"fold review: comprehension adds a field to a declared entry read in order", "tools: {for n in [\"a\"] {(n): niche: \"n\"}, a: state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.a {k}]}\n", ""},
	// The section is read in order through a struct a comprehension builds
	// (not a list, not a top-level hidden field), which a list then reads.
	{"fold review: section order read through a nested hidden struct", "tools: {for n in [\"z\"] {(n): state: \"active\"}, a: state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, _o: {for n, _ in tools {(n): 1}}, models: [for n, _ in _o {n}]}\n", ""},
	{"fold review: section order read through another section made from it", "tools: {for n in [\"z\"] {(n): state: \"deprecated\"}, a: state: \"deprecated\", y: state: \"active\"}\naliases: {for n, _ in tools if n != \"y\" {(n + \"_old\"): {replacement: \"y\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, _ in aliases {n}]}\n", ""},
	// A hidden field the folded comprehension yields is not in the literal.
	{"fold review: hidden field a section comprehension yields", "tools: {for n in [\"a\"] {(n): state: \"active\", _seen: n}}\nproviders: p: {budget: {target: 1, max: 9}, models: [*tools._seen | \"none\"]}\n", ""},
	// An entry's own default (defaultLit): its literal is the value unless
	// something else unified with the field has a default too.
	{"entry default", "tools: {a: {state: \"active\", card: *\"Use a.\" | string, niche: *\"n\" | =~\"^n\"}}\n", ""},
	{"entry default of a bool", "tools: {a: {state: \"active\", annotations: {x: *true | bool}}}\n", ""},
	{"entry default meets the schema's default", "tools: {a: {state: \"active\", source: *\"mcp\" | \"builtin\"}}\n", "incomplete value"},
	{"entry default agrees with the schema's default", "tools: {a: {state: \"active\", source: *\"builtin\" | \"mcp\"}}\n", ""},
	{"entry default meets a template's default", "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {a: #OD & {state: *\"active\" | #State}}\n", "incomplete value"},
	{"entry default meets a pattern's default", "tools: [=~\"^m\"]: {card: *\"x\" | string}\ntools: {m: {state: \"active\", card: *\"y\" | string}, n: {state: \"active\", card: *\"y\" | string}}\n", "incomplete value"},
	{"entry default the constraint rejects, another term holds", "tools: {a: {state: *\"bogus\" | \"active\"}}\n", ""},
	{"entry default the constraint rejects", "tools: {a: {state: *\"bogus\" | string}}\n", "state"},
	{"entry default read by a comprehension", "tools: {a: {state: *\"active\" | \"deferred\"}, b: {state: \"deprecated\", card: *\"c\" | string}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}], models: [for n, t in tools if t.card != _|_ {t.card}]}\n", ""},
	// An entry's own default a template's or pattern's value overrules
	// (fast.go resolveDefaults): the field is what CUE resolves.
	{"entry default a template's value overrules", "#M: #Tool & {source: \"mcp\"}\ntools: {a: #M & {state: \"active\", source: *\"builtin\" | \"mcp\"}, b: {state: \"active\", source: *\"builtin\" | \"mcp\"}}\n", ""},
	{"entry default a pattern's value overrules", "tools: [=~\"^m\"]: {source: \"mcp\"}\ntools: {m: {state: \"active\", source: *\"builtin\" | \"mcp\"}, n: {state: \"active\", source: *\"builtin\" | \"mcp\"}}\n", ""},
	{"entry default overruled, read by a comprehension", "tools: [=~\"^m\"]: {source: \"mcp\"}\ntools: {m: {state: \"active\", source: *\"builtin\" | \"mcp\"}, n: {state: \"active\", source: *\"builtin\" | \"mcp\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.source}]}\n", ""},
	{"entry default overruled, no term left", "#M: #Tool & {source: \"mcp\"}\ntools: {a: #M & {state: \"active\", source: *\"builtin\" | \"other\"}}\n", "source"},
	{"entry default overruled, two terms left", "tools: [=~\"^m\"]: {card: =~\"^m\"}\ntools: {m: {state: \"active\", card: *\"x\" | \"ma\" | \"mb\"}}\n", "incomplete"},
	{"entry default overruled, one term left under two defaults", "#M: #Tool & {state: *\"deferred\" | \"active\"}\ntools: {a: #M & {state: *\"deprecated\" | \"active\"}}\n", ""},
	{"entry default of a bool a pattern overrules", "tools: {a: {state: \"deprecated\"}, b: {state: \"active\"}}\naliases: [=~\"^o\"]: {replay_supported: false}\naliases: {old_a: {replacement: \"b\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: *true | bool}, new_a: {replacement: \"b\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: *true | bool}}\n", ""},
	{"entry default of a pattern's literal", "tools: [=~\"^m\"]: {card: *\"x\" | string}\ntools: {m: {state: \"active\"}, m2: {state: \"active\", card: \"y\"}}\n", ""},
	{"entry default beside a term that refers to a field", "_s: string\ntools: {a: {state: \"active\", card: *\"x\" | _s}}\n", ""},
	{"entry default the constraint rejects, read by a comprehension", "tools: {a: {state: *\"bogus\" | \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}]}\n", ""},
	{"label pattern: conflicts with the entry", "tools: [N=string]: {implementation: \"\\(N)Tool\"}\ntools: {a: {state: \"active\", implementation: \"Other\"}, b: {state: \"active\"}}\n", "conflicting values"},
	{"label pattern: entry agrees", "tools: [N=string]: {implementation: \"\\(N)Tool\"}\ntools: {a: {state: \"active\", implementation: \"aTool\"}, b: {state: \"active\"}}\n", ""},
	{"label pattern: default, entry sets a non-string", "tools: [N=string]: {card: *\"Use \\(N).\" | string}\ntools: {a: {state: \"active\", card: true}, b: {state: \"active\"}}\n", "card"},
	{"label pattern: default meets the schema's", "tools: [N=string]: {source: *\"mcp\" | \"builtin\", niche: N}\ntools: {a: {state: \"active\"}}\n", "incomplete value"},
	{"label pattern: default the constraint rejects", "tools: [N=string]: {niche: *\"bad\\n\\(N)\" | \"ok\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"mine\"}}\n", "niche"},
	{"label pattern: default the constraint rejects, another term holds", "tools: [N=string]: {niche: *\"bad\\n\\(N)\" | \"ok\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"ok\"}}\n", ""},
	{"label pattern: section read by a comprehension", "tools: [N=string]: {card: *\"Use \\(N).\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\", card: \"own\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}\n", ""},
	{"label pattern: two apply", "tools: [N=string]: {card: *\"Use \\(N).\" | string}\ntools: [M=string & =~\"^m\"]: {niche: \"M \\(M)\", card: \"Use \\(M).\"}\ntools: {a: {state: \"active\"}, m: {state: \"active\"}, m2: {state: \"active\", card: \"x\"}}\n", "conflicting values"},
	{"label pattern: two apply and agree", "tools: [N=string]: {card: *\"Use \\(N).\" | string}\ntools: [M=string & =~\"^m\"]: {niche: \"M \\(M)\", card: \"Use \\(M).\"}\ntools: {a: {state: \"active\"}, m: {state: \"active\"}, m2: {state: \"active\"}}\n", ""},
	{"label pattern: only some names", "tools: [N=string & !~\"^x\"]: {niche: \"Does \\(N).\"}\ntools: {a: {state: \"active\"}, x: {state: \"active\"}}\n", ""},
	{"label pattern: with a template and a schema default", "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [N=string]: #OD & {niche: \"Does \\(N).\", source: \"mcp\"}\ntools: {a: {card: \"c\"}, b: {state: \"active\"}}\n", ""},
	{"label pattern: refers to the label in a nested field", "tools: [N=string]: {annotations: {note: N}}\ntools: {a: {state: \"active\"}}\n", ""},
	{"label pattern: a bool", "tools: [N=string]: {annotations: _, niche: \"x\", card: *\"\\(N)\" | string}\ntools: {a: {state: \"active\", annotations: {readOnlyHint: true}}}\n", ""},
	{"label pattern: a name the schema rejects", "tools: [N=string]: {niche: \"Does \\(N).\"}\ntools: {\"a b\": {state: \"active\"}, c: {state: \"active\"}}\n", "invalid name"},
	{"label pattern: concrete value read by a comprehension", "tools: [N=string]: {niche: \"Does \\(N).\"}\ntools: {a: {state: \"active\"}, b: {state: \"deprecated\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.niche}], first_turn: [for n, t in tools if t.state == \"active\" {n}]}\n", ""},
	{"label pattern: entries read whole", "tools: [N=string]: {niche: \"Does \\(N).\", card: *\"c\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"deprecated\", card: \"x\"}}\n_all: [for n, t in tools {t}]\nproviders: p: {budget: {target: 1, max: 9}, models: [for t in _all {t.card}]}\n", ""},
	{"label pattern: a conflicting entry in a read section", "tools: [N=string]: {niche: \"Does \\(N).\"}\ntools: {a: {state: \"active\", niche: \"own\"}, b: {state: \"deprecated\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.niche}]}\n", "conflicting values"},
	{"label pattern: the entry's value read, pattern agrees", "tools: [N=string]: {niche: *\"Does \\(N).\" | string}\ntools: {a: {state: \"active\", niche: \"own\"}, b: {state: \"deprecated\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.niche}]}\n", ""},
	{"template silent on a raw field: closedness kept", "#M: #Tool & {source: \"mcp\"}\ntools: {a: #M & {state: \"active\", annotations: {\"bad key\": true}, parameters: {type: \"array\"}}, b: #M & {state: \"active\", parameters: {type: \"object\"}}}\n", "annotations"},
	{"template silent on a raw field: valid", "#M: #Tool & {source: \"mcp\"}\ntools: {a: #M & {state: \"active\", parameters: {type: \"object\", properties: {q: {type: \"string\"}}}}, b: #M & {state: \"active\", annotations: {readOnlyHint: true}, groups: [\"g\"]}}\ngroups: g: {}\n", ""},
	{"template through another adds to a raw field", "#M: #Tool & {source: \"mcp\"}\n#N: #M & {parameters: {required: [\"q\"]}}\ntools: {a: #N & {state: \"active\", parameters: {type: \"object\"}}}\n", ""},
	{"pattern literal adds to a raw field", "tools: [=~\"^m\"]: {parameters: {type: \"object\"}}\ntools: {m: {state: \"active\", parameters: {properties: {}}}, n: {state: \"active\", parameters: {properties: {}}}}\n", ""},
	{"template closes out a raw field", "#M: {source: \"mcp\", state: \"active\"}\ntools: {a: #M & {parameters: {type: \"object\"}}}\n", "parameters"},
	{"template with a pattern and a raw field", "#M: #Tool & {[=~\"^param\"]: {type: \"object\"}}\ntools: {a: #M & {state: \"active\", parameters: {properties: {}}}}\n", ""},
	{"template embeds the definition, raw field", "#M: {#Tool, source: \"mcp\"}\ntools: {a: #M & {state: \"active\", annotations: {\"bad key\": true}}}\n", "annotations"},
	// Found by review of the seventh round (helper-27).
	{"review: user definition named like the env's section constraint", "#toolpolicySection_tools: {[string]: {niche: \"z\"}}\n#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {a: #OD & {card: \"c\"}, b: {state: \"active\"}}\n", ""},
	{"label pattern: escapes around the label", "tools: [N=string]: {card: *\"Use \\\"\\(N)\\\" now \\u00e9.\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\", card: \"own\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}\n", ""},
	{"label pattern: the label twice and alone", "tools: [N=string]: {niche: *\"\\(N)\" | string, card: \"\\(N) is \\(N).\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"b\", card: \"b is b.\"}}\n", ""},
	{"label pattern: multi-line string", "tools: [N=string]: {description: *\"\"\"\n\t\tUse \\(N)\n\t\t  when asked.\n\t\t\"\"\" | string}\ntools: {a: {state: \"active\"}}\n", ""},
	{"label pattern: the entry's own value equals the default", "tools: [N=string]: {card: *\"Use \\(N).\" | string}\ntools: {a: {state: \"active\", card: \"Use a.\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}\n", ""},
	{"label pattern: two defaults", "tools: [N=string]: {card: *\"Use \\(N).\" | *\"Or \\(N).\" | string}\ntools: {a: {state: \"active\"}}\n", "incomplete"},
	{"label pattern: the entry takes the default's sibling", "tools: [N=string]: {card: *\"Use \\(N).\" | \"Fixed.\"}\ntools: {a: {state: \"active\", card: \"Fixed.\"}, b: {state: \"active\", card: \"Other.\"}}\n", "card"},
	{"label pattern: no default, two choices", "tools: [N=string]: {card: \"Use \\(N).\" | \"Or \\(N).\"}\ntools: {a: {state: \"active\"}}\n", "incomplete"},
	{"label pattern: a raw string", "tools: [N=string]: {card: *#\"Use \\#(N) \\(x).\"# | string}\ntools: {a: {state: \"active\"}}\n", ""},
	{"raw field: a pattern's default deep inside", "#M: #Tool & {state: *\"deferred\" | #State, parameters: {properties: [string]: {type: *\"string\" | string, ...}}}\ntools: {a: #M & {parameters: {type: \"object\", properties: {q: {description: \"d\"}, r: {type: \"integer\"}}}}, b: #M & {parameters: {type: \"object\", properties: {q: {type: \"string\"}}}}}\n", ""},
	{"raw field: a regular field the template adds", "#M: #Tool & {state: *\"deferred\" | #State, parameters: {additionalProperties: false, ...}}\ntools: {a: #M & {parameters: {type: \"object\"}}, b: #M & {parameters: {type: \"object\", additionalProperties: false}}}\n", ""},
	{"raw field: a hidden field the template adds", "#M: #Tool & {state: *\"deferred\" | #State, parameters: {_seen: true, ...}}\ntools: {a: #M & {parameters: {type: \"object\"}}}\n", ""},
	{"raw field: an optional field the template adds", "#M: #Tool & {state: *\"deferred\" | #State, parameters: {required?: [...string], ...}}\ntools: {a: #M & {parameters: {type: \"object\"}}, b: #M & {parameters: {type: \"object\", required: [\"x\"]}}}\n", ""},
	{"raw field: the same list, other order of fields", "tools: {a: {state: \"active\", parameters: {type: \"object\", properties: {b: {type: \"string\"}, a: {type: \"string\"}}}}, b: {state: \"active\", parameters: {properties: {a: {type: \"string\"}, b: {type: \"string\"}}, type: \"object\"}}}\n", ""},
	{"raw field: the policy's #Parameters adds a default deep inside", "#Parameters: {properties?: [string]: {type: *\"string\" | string, ...}}\ntools: {a: {state: \"active\", parameters: {type: \"object\", properties: {q: {description: \"d\"}}}}, b: {state: \"active\", parameters: {type: \"object\", properties: {q: {type: \"string\"}}}}}\n", ""},
	{"raw field: the policy's #Parameters adds a field", "#Parameters: {additionalProperties: *false | bool, ...}\ntools: {a: {state: \"active\", parameters: {type: \"object\"}}, b: {state: \"active\", parameters: {type: \"object\", additionalProperties: false}}}\n", ""},
	{"raw field: the policy's #Parameters adds a hidden field", "#Parameters: {_seen: true, ...}\ntools: {a: {state: \"active\", parameters: {type: \"object\"}}}\n", ""},
	{"conditional pattern: a constraint some names get", "tools: [N=string]: {if N =~ \"^old_\" {niche: =~\"^Old \"}}\ntools: {old_a: {state: \"active\", niche: \"Old a.\"}, c: {state: \"active\", niche: \"Any.\"}}\n", ""},
	{"conditional pattern: a constraint an entry fails", "tools: [N=string]: {if N =~ \"^old_\" {niche: =~\"^Old \"}}\ntools: {old_a: {state: \"active\", niche: \"Old a.\"}, old_b: {state: \"active\", niche: \"New b.\"}, c: {state: \"active\", niche: \"New c.\"}}\n", "niche"},
	{"conditional pattern: a value for one name", "tools: [N=string]: {state: *\"active\" | #State, if N == \"a\" {card: \"A.\"}}\ntools: {a: {niche: \"n\"}, b: {niche: \"n\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools if t.state == \"active\" {n}]}\n", ""},
	{"conditional pattern: and, or, not, reversed", "tools: [N=string]: {if N != \"a\" && !(N =~ \"^z\") || \"zz\" == N {source: \"mcp\"}}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}, z1: {state: \"active\"}, zz: {state: \"active\"}}\n", ""},
	{"conditional pattern: two if clauses", "tools: [N=string & =~\"^t\"]: {if N =~ \"^t\" if N =~ \"1$\" {implementation: \"One\"}}\ntools: {t1: {state: \"active\"}, t2: {state: \"active\"}, u1: {state: \"active\"}}\n", ""},
	{"conditional pattern: a conflict with the entry", "tools: [N=string]: {if N =~ \"^a\" {implementation: \"X\"}}\ntools: {a: {state: \"active\", implementation: \"Y\"}, b: {state: \"active\", implementation: \"Y\"}}\n", "conflicting values"},
	{"conditional pattern: the body names the label", "tools: [N=string]: {if N =~ \"^a\" {niche: \"Does \\(N).\"}}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", ""},
	{"conditional pattern: a for clause", "tools: [N=string]: {for x in [1] if N =~ \"^a\" {niche: \"Does.\"}}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", ""},
	{"conditional pattern: a bad regular expression", "tools: [N=string]: {if N =~ \"(\" {niche: \"Does.\"}}\ntools: {a: {state: \"active\"}}\n", "error parsing regexp"},
	{"conditional pattern: a definition in the body", "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [N=string]: {if N =~ \"^m_\" {#M}}\ntools: {m_a: {niche: \"n\"}, b: {state: \"active\"}}\n", ""},
	{"conditional pattern: with a dependent field beside it", "tools: [N=string]: {card: *\"Use \\(N).\" | string, if N =~ \"^a\" {niche: \"A.\"}}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", ""},
	{"label pattern: a hidden field holds the name", "tools: [N=string]: {_name: N, card: *\"Use \\(N).\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\", card: \"own\"}}\n", ""},
	{"label pattern: a hidden field read by a comprehension", "tools: [N=string]: {_n: N}\ntools: {a: {state: \"active\"}, b: {state: \"deprecated\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t._n == n && t.state == \"active\" {t._n}]}\n", ""},
	{"label pattern: a hidden field that fails", "tools: [N=string]: {_n: N + 1}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "invalid operands"},
	{"label pattern: a hidden field another field names", "tools: [N=string]: {_n: N, card: \"Use \\(_n).\"}\ntools: {a: {state: \"active\"}}\n", ""},
	{"label pattern: a hidden definition names the label", "tools: [N=string]: {_#n: N}\ntools: {a: {state: \"active\"}}\n", ""},
	{"index read: names from a hidden list", "_h: [\"a\", \"b\"]\ntools: {a: {state: \"active\"}, b: {state: \"deprecated\"}, c: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _h if tools[n].state == \"active\" {n}]}\n", ""},
	{"index read: names from a let", "let h = [\"a\", \"c\"]\ntools: {a: {state: \"active\"}, b: {state: \"deprecated\"}, c: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in h if tools[n].state == \"active\" {n}]}\n", ""},
	{"index read: a name that is no tool", "tools: {a: {state: \"active\"}, b: {state: \"deprecated\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in [\"a\", \"zz\"] if tools[n].state == \"active\" {n}]}\n", "zz"},
	{"index read: names from another file", "tools: {a: {state: \"active\"}, b: {state: \"deprecated\"}, c: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n_heads: [for k, _ in _all {k}]\n_all: {a: 1, c: 2}\n", ""},
	{"index read: the entry whole", "_h: [\"a\"]\ntools: {a: {state: \"active\"}, b: {state: \"deprecated\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _h {tools[n] & {state: \"active\"}}]}\n", "first_turn"},
	{"flag: a hidden bool switches fields", "_cards: true\ntools: {a: {state: \"active\", if _cards {card: \"c\"}}, b: {state: \"active\", if !_cards {card: \"d\"}, niche: \"n\"}}\n", ""},
	{"flag: a let", "let verbose = false\ntools: {a: {state: \"active\", if verbose {description: \"d\"}, if !verbose {card: \"c\"}}}\n", ""},
	{"flag: strings compared", "_env: \"prod\"\ntools: {a: {state: \"active\", if _env == \"prod\" {card: \"p\"}, if _env != \"prod\" {card: \"q\"}}}\n", ""},
	{"flag: declared twice", "_f: true\n_f: true\ntools: {a: {state: \"active\", if _f {card: \"c\"}}}\n", ""},
	{"flag: conflicts with the entry", "_f: true\ntools: {a: {state: \"active\", card: \"x\", if _f {card: \"y\"}}, b: {state: \"active\"}}\n", "conflicting values"},
	{"flag: not a bool", "_f: \"yes\"\ntools: {a: {state: \"active\", if _f {card: \"c\"}}}\n", "cannot use"},
	{"flag: a struct in the body", "_f: true\ntools: {a: {state: \"active\", if _f {parameters: {type: \"object\"}}}}\n", ""},
	{"flag: entries read field by field", "_f: true\ntools: {a: {state: \"active\", if _f {card: \"c\"}, niche: \"n\"}, b: {state: \"deprecated\", if _f {card: \"d\"}}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.card == \"c\" {n}]}\n", ""},
	{"flag: an entry's fields iterated", "_f: true\ntools: {a: {if _f {card: \"c\"}, state: \"active\", niche: \"n\"}, b: {state: \"active\"}}\nretired: {for n, t in tools for i, k in [for k, _ in t {k}] {\"r_\\(n)_\\(i)_\\(k)\": {}}}\n", ""},
	{"flag: a template and a flag", "#OD: #Tool & {state: *\"deferred\" | #State}\n_f: false\ntools: {a: #OD & {niche: \"n\", if _f {card: \"c\"}, if !_f {card: \"d\"}}}\n", ""},
	{"flag: fields added to a nested struct, iterated", "_c: true\ntools: x: {state: \"active\", annotations: {c: true}, if _c {annotations: {b: true}}}\ntools: y: state: \"active\"\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.x.annotations {\"m-\\(k)\"}]}\n", ""},
	{"flag: properties added in a comprehension and another declaration, iterated", "_c: true\ntools: x: {state: \"active\", parameters: properties: c: {type: \"string\"}, if _c {parameters: properties: b: {type: \"string\"}}}\ntools: x: parameters: properties: {b: {type: \"string\"}, a: {type: \"string\"}}\ntools: y: state: \"active\"\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.x.parameters.properties {k}]}\n", ""},
	{"flag: a hidden field of the section shadows the package's", "_f: true\ntools: {_f: false, a: {state: \"active\", if _f {card: \"c\"}}}\n", ""},
	{"review: label pattern with a comment inside the dependent value", "tools: [N=string]: {card: *\"Use \\(N).\" | // c\n\tstring}\ntools: {a: {state: \"active\"}}\n", ""},
	{"review: label pattern with a comment, entry conflicts", "tools: [N=string]: {niche: \"Does\" + // mid\n\t\" \\(N).\"}\ntools: {a: {state: \"active\", niche: \"other\"}, b: {state: \"active\"}}\n", "conflicting values"},
	{"review: label pattern with a comment, default the constraint rejects", "tools: [N=string]: {niche: *\"bad\\n\\(N)\" | // mid\n\t\"ok\"}\ntools: {a: {state: \"active\"}}\n", ""},
	{"review: label pattern with a comment, read", "tools: [N=string]: {card: *\"Use \\(N).\" | // c\n\tstring}\ntools: {a: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools if t.card != _|_ {t.card}]}\n", ""},
	{"review: pattern default with a comment", "tools: [string]: {card: *\"x\" | // mid\n\tstring}\ntools: {a: {state: \"active\"}}\n", ""},
	{"review: entry default under a template that is a disjunction of structs", "#M: #Tool & ({card: *\"m\" | string} | *{niche: \"z\"})\ntools: {a: #M & {state: \"active\", card: *\"x\" | string}, b: #M & {state: \"active\"}}\n", ""},
	// Found by review (helper-28): definitions a top-level embedding or
	// comprehension declares or extends.
	{"review: definition extended by a top-level embedding", "#M: #Tool & {source: \"mcp\"}\n{#M: parameters: {required: [\"q\"]}}\ntools: {a: #M & {state: \"active\", parameters: {type: \"object\"}}, b: #M & {state: \"active\"}}\n", ""},
	{"review: definition extended by a top-level for", "#M: #Tool & {source: \"mcp\"}\nfor x in [\"q\"] {#M: parameters: {required: [x]}}\ntools: {a: #M & {state: \"active\", parameters: {type: \"object\"}}, b: #M & {state: \"active\"}}\n", ""},
	{"review: definition extended by a top-level if", "#M: #Tool & {source: \"mcp\"}\nif true {#M: niche: \"n\"}\ntools: {a: #M & {state: \"active\", niche: \"o\"}, b: #M & {state: \"active\"}}\n", "niche"},
	{"review: schema definition narrowed by a top-level if", "if true {#State: \"active\"}\ntools: {a: {state: \"deferred\"}, b: {state: \"active\"}}\n", "state"},
	{"review: schema definition narrowed by a top-level for", "for s in [\"active\"] {#State: s}\ntools: {a: {state: \"deferred\"}, b: {state: \"active\"}}\n", "state"},
	{"review: schema Name narrowed by a top-level embedding", "{#Name: =~\"^[a-z]+$\"}\ntools: {a: {state: \"active\", group: \"G\"}}\n", "group"},
	{"review: schema definition extended by a top-level if", "if true {#Parameters: required: [\"q\"]}\ntools: {a: {state: \"active\", parameters: {type: \"object\"}}}\n", ""},
	{"review: hidden map extended by a top-level embedding", "_g: {a: {state: \"active\"}}\n{_g: b: {state: \"active\"}}\ntools: {for k, v in _g {(k): v}}\n", ""},
	{"review: label patterns in two sections", "tools: [N=string]: {niche: \"Tool \\(N).\"}\naliases: [N=string]: {note: \"Alias \\(N).\"}\ntools: {x: {state: \"active\"}, y: {state: \"deprecated\"}}\naliases: {y: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\n", ""},
	// Patterns whose fields are constraints (constraintTemplate).
	{"pattern constraint: bound", "tools: [=~\"_x$\"]: {niche: =~\"^[A-Z]\"}\ntools: {a_x: {state: \"active\", niche: \"Good\"}, b_x: {state: \"active\", niche: \"bad\"}, c: {state: \"active\", niche: \"bad\"}}\n", "niche"},
	{"pattern constraint: default state", "tools: [=~\"^old_\"]: {state: *\"deprecated\" | #State}\ntools: {old_a: {niche: \"n\"}, old_b: {state: \"active\"}, c: {state: \"active\"}}\n", ""},
	{"pattern constraint: default meets the entry's", "tools: [=~\"^old_\"]: {state: *\"deprecated\" | #State}\ntools: {old_a: {state: *\"active\" | #State}}\n", "incomplete"},
	{"pattern constraint: a user definition", "#Short: =~\"^.{1,20}$\"\ntools: [string]: {card: #Short}\ntools: {a: {state: \"active\", card: \"short\"}, b: {state: \"active\", card: \"this card is far too long\"}}\n", "card"},
	{"pattern constraint: an unknown definition", "tools: [string]: {card: #Nope}\ntools: {a: {state: \"active\", card: \"x\"}}\n", "Nope"},
	{"pattern constraint: read by a comprehension", "tools: [=~\"^old_\"]: {state: *\"deprecated\" | #State}\ntools: {old_a: {niche: \"n\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}], models: [for n, t in tools if t.state == \"deprecated\" {n}]}\n", ""},
	{"pattern constraint: optional field", "tools: [=~\"^r\"]: {card?: =~\"^[A-Z]\"}\ntools: {ra: {state: \"active\", card: \"Good\"}, rb: {state: \"active\"}, rc: {state: \"active\", card: \"bad\"}}\n", "card"},
	{"pattern constraint: required field", "tools: [=~\"^r\"]: {card!: string}\ntools: {ra: {state: \"active\", card: \"Good\"}, rb: {state: \"active\"}}\n", "card"},
	{"pattern constraint: required field present", "tools: [=~\"^r\"]: {card!: string}\ntools: {ra: {state: \"active\", card: \"Good\"}, rb: {state: \"active\", card: \"x\"}}\n", ""},
	// An entry declared more than once (mergeEntries).
	{"split entry: fields in two declarations", "tools: {a: {state: \"active\"}, b: {state: \"deferred\"}}\ntools: {a: {niche: \"n\"}, b: {card: \"c\"}}\n", ""},
	{"split entry: shorthand lines", "tools: a: state: \"active\"\ntools: a: niche: \"n\"\ntools: a: card: \"c\"\ntools: b: state: \"deferred\"\n", ""},
	{"split entry: the same value twice", "tools: {a: {state: \"active\", niche: \"n\"}}\ntools: {a: {niche: \"n\"}}\n", ""},
	{"split entry: two values", "tools: {a: {state: \"active\", niche: \"n\"}}\ntools: {a: {niche: \"m\"}}\n", "conflicting values"},
	{"split entry: a definition in one", "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {a: #OD & {niche: \"n\"}}\ntools: {a: {card: \"c\"}, b: {state: \"active\"}}\n", ""},
	{"split entry: a definition in each", "#OD: #Tool & {state: *\"deferred\" | #State}\n#S: #Tool & {source: \"mcp\"}\ntools: {a: #OD & {niche: \"n\"}}\ntools: {a: #S & {card: \"c\"}}\n", ""},
	{"split entry: a closed definition rejects the other's field", "#OD: {state: \"deferred\", niche: string}\ntools: {a: #OD & {niche: \"n\"}}\ntools: {a: {card: \"c\"}}\n", "card"},
	{"split entry: a bad value in the second", "tools: {a: {state: \"active\"}}\ntools: {a: {state: \"bogus\"}}\n", "state"},
	{"split entry: one declaration embeds", "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {a: {#OD, niche: \"n\"}}\ntools: {a: {card: \"c\"}}\n", ""},
	{"split entry: read by a comprehension", "tools: {a: {state: \"deprecated\"}, b: {state: \"active\"}}\ntools: {a: {niche: \"n\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}], models: [for n, t in tools if t.niche != _|_ {t.niche}]}\n", ""},
	{"split entry: under a pattern", "tools: [=~\"^m\"]: {source: \"mcp\"}\ntools: {m1: {state: \"active\"}}\ntools: {m1: {niche: \"n\"}, m2: {state: \"deferred\"}}\n", ""},
	{"split entry: a raw value in each", "tools: {a: {state: \"active\", parameters: {type: \"object\"}}}\ntools: {a: {parameters: {properties: {}}}}\n", ""},
	{"split entry: an optional marker in one", "tools: {a?: {state: \"active\"}}\ntools: {a: {niche: \"n\"}}\n", ""},
	// A hidden map copied into a section something reads (fold, not expand).
	{"copied map in a read section, top level", "_m: {a: {state: \"deprecated\"}, b: {state: \"active\"}}\nfor k, v in _m {tools: (k): v & {niche: \"n\"}}\ntools: {c: {state: \"active\"}}\naliases: {for n, t in tools if t.state == \"deprecated\" {(n + \"_old\"): {replacement: \"b\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}]}\n", ""},
	{"copied map in a read section, inside it", "_m: {a: {state: \"deprecated\"}, b: {state: \"active\"}}\ntools: {c: {state: \"active\"}, for k, v in _m {(k): v}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}], models: [for n, _ in tools {n}]}\n", ""},
	{"copied map in a read section, a bad value", "_m: {a: {state: \"bogus\"}, b: {state: \"active\"}}\nfor k, v in _m {tools: (k): v}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}]}\n", "state"},
	// Comprehensions whose entries name definitions (fold: allowGenDefs).
	{"fold: comprehension entries under a definition", "#OD: #Tool & {state: *\"deferred\" | #State}\n_l: [[\"a\", \"n a\"], [\"b\", \"n b\"]]\ntools: {for r in _l {(r[0]): #OD & {niche: r[1]}}, c: {state: \"active\"}}\n", ""},
	{"fold: top-level comprehension entries under a definition", "#OD: #Tool & {state: *\"deferred\" | #State}\n_n: {a: \"n a\", b: \"n b\"}\n_c: {a: \"c a\", b: \"c b\"}\nfor k, v in _n {tools: (k): #OD & {niche: v, card: _c[k]}}\ntools: c: state: \"active\"\n", ""},
	{"fold: comprehension entries under a definition, read", "#OD: #Tool & {state: *\"deferred\" | #State}\n_n: {a: \"n a\", b: \"n b\"}\nfor k, v in _n {tools: (k): #OD & {niche: v}}\ntools: c: state: \"active\"\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}], models: [for n, t in tools if t.state == \"deferred\" {n}]}\n", ""},
	{"fold: comprehension entries under a definition that rejects them", "#OD: #Tool & {state: \"deferred\", niche: =~\"^N\"}\n_n: {a: \"n a\", b: \"N b\"}\nfor k, v in _n {tools: (k): #OD & {niche: v}}\n", "niche"},
	{"fold: comprehension entries under an unknown definition", "_n: {a: \"n a\"}\nfor k, v in _n {tools: (k): #Nope & {niche: v, state: \"active\"}}\n", "Nope"},
	{"fold: comprehension entries under a closed definition", "#OD: {state: \"deferred\"}\n_n: {a: \"n a\"}\nfor k, v in _n {tools: (k): #OD & {niche: v}}\n", ""},
	// Found by review (helper-30).
	{"review: field order of entries read whole, pattern defaults", "tools: [=~\"^x\"]: {niche: *\"N\" | string}\ntools: [=~\"^x\"]: {card: *\"c\" | string}\ntools: {xa: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, forbidden_strings: [for n, t in tools for f, _ in t {n + \".\" + f}]}\n", ""},
	{"review: field order of entries read whole, a definition", "#S: #Tool & {card: \"c\", source: \"mcp\"}\ntools: {xa: #S & {state: \"active\"}, xb: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, forbidden_strings: [for n, t in tools for f, _ in t {n + \".\" + f}]}\n", ""},
	{"review: field order of a merged entry read whole", "#S: #Tool & {source: \"mcp\"}\ntools: {xa: {card: \"c\"}}\ntools: {xa: #S & {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, forbidden_strings: [for n, t in tools for f, _ in t {n + \".\" + f}]}\n", ""},
	{"review: gate declared twice", "tools: a: state: \"active\"\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: a: hidden_for: \"c\"\ngates: a: visible_for: \"c\"\n", "set exactly one"},
	{"review: gate declared twice, empty", "tools: a: state: \"active\"\ngates: a: {}\ngates: a: {}\n", "set exactly one"},
	// Entries with dynamic labels (fold: a dynamic field as a comprehension).
	{"fold: interpolated entry labels", "_srv: {gh: \"github\"}\nlet V = \"update\"\ntools: {\"\\(_srv.gh)_a\": {state: \"active\"}, \"\\(_srv.gh)_\\(V)\": {state: \"deferred\", niche: \"n\"}, b: {state: \"active\"}}\n", ""},
	{"fold: parenthesized entry label", "_n: \"x\"\ntools: {(_n): {state: \"active\"}, b: {state: \"active\"}}\n", ""},
	{"fold: interpolated entry label under a definition", "#OD: #Tool & {state: *\"deferred\" | #State}\n_s: \"gh\"\ntools: {\"\\(_s)_a\": #OD & {niche: \"n\"}, b: {state: \"active\"}}\n", ""},
	{"fold: interpolated entry label, a bad value", "_s: \"gh\"\ntools: {\"\\(_s)_a\": {state: \"bogus\"}}\n", "state"},
	{"fold: interpolated entry label, a bad name", "_s: \"g h\"\ntools: {\"\\(_s)_a\": {state: \"active\"}}\n", "invalid name"},
	{"fold: interpolated entry labels, section read in order", "_s: \"gh\"\ntools: {\"\\(_s)_a\": {state: \"active\"}, b: {state: \"active\"}, for n in [\"c\"] {(n): state: \"active\"}}\ntools: {\"\\(_s)_z\": {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}]}\n", ""},
	{"fold: interpolated label beside a declared entry of that name", "_s: \"b\"\ntools: {\"\\(_s)\": {niche: \"n\"}, b: {state: \"active\"}}\n", ""},
	{"fold: dynamic fields and comprehensions, read in order", "_x: \"d1\"\n_y: \"d2\"\ntools: {s1: {state: \"active\"}, \"\\(_x)\": {state: \"active\"}, for n in [\"c1\"] {(n): state: \"active\"}, s2: {state: \"active\"}}\nfor n in [\"top1\"] {tools: (n): state: \"active\"}\ntools: {\"\\(_y)\": {state: \"active\"}, s3: {state: \"active\"}, for n in [\"c2\"] {(n): state: \"active\"}}\nfor n in [\"top2\"] {tools: (n): state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", ""},
	// The policy redeclares the entry definition or what it depends on
	// (envOnly): entries validated in the env.
	{"redeclared #Tool narrows a field", "#Tool: {niche?: =~\"^[A-Z]\"}\ntools: {a: {state: \"active\", niche: \"Good\"}, b: {state: \"active\", niche: \"bad\"}}\n", "niche"},
	{"redeclared #Tool, valid", "#Tool: {niche?: =~\"^[A-Z]\", card?: !=\"\"}\ntools: {a: {state: \"active\", niche: \"Good\"}, b: {state: \"deferred\", card: \"c\"}}\n", ""},
	{"redeclared #Tool adds a field", "#Tool: {tags?: [...string]}\ntools: {a: {state: \"active\", tags: [\"x\"]}, b: {state: \"active\"}}\n", ""},
	{"redeclared #Tool adds a default", "#Tool: {card: *\"none\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\", card: \"c\"}}\n", ""},
	{"redeclared #State narrows it", "#State: \"active\" | \"deferred\"\ntools: {a: {state: \"active\"}, b: {state: \"deprecated\"}}\n", "state"},
	{"redeclared #Parameters narrows raw values", "#Parameters: {required: [...]}\ntools: {a: {state: \"active\", parameters: {type: \"object\"}}, b: {state: \"active\", parameters: {type: \"object\", required: [\"q\"]}}}\n", ""},
	{"redeclared #Parameters rejects a raw value", "#Parameters: {type!: \"object\"}\ntools: {a: {state: \"active\", parameters: {properties: {}}}, b: {state: \"active\", parameters: {type: \"object\"}}}\n", "type"},
	{"redeclared #NameRE", "#NameRE: \"^[a-z]+$\"\ntools: {a: {state: \"active\"}, B: {state: \"active\"}}\n", "conflicting values"},
	{"redeclared #Tool read by a comprehension", "#Tool: {card: *\"none\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"deprecated\", card: \"c\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {t.card}]}\n", ""},
	// Found by review (helper-31): names of definitions that are not the
	// package's, and sections outside the fast path.
	{"review: a for variable named like a definition", "#V: #Tool & {state: \"active\", card: \"top\"}\n_d: {a: {state: \"deferred\", niche: \"x\"}}\nfor k, #V in _d {tools: (k): #V & {source: \"mcp\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, _ in tools {n}]}\n", ""},
	{"review: a for variable named like a definition, in the section", "#V: #Tool & {state: \"active\", card: \"top\"}\n_d: {a: {state: \"deferred\", niche: \"x\"}}\ntools: {for k, #V in _d {(k): #V & {source: \"mcp\"}}}\n", "not allowed"},
	{"review: a let named like a definition", "#V: #Tool & {state: \"active\", card: \"top\"}\n_l: [\"a\", \"b\"]\ntools: {for k in _l let #V = {state: \"deferred\"} {(k): #V & {niche: k}}}\n", "not allowed"},
	{"review: a definition of the section's struct", "#OD: #Tool & {state: \"active\", card: \"top\"}\n_l: [\"a\", \"b\"]\ntools: {#OD: #Tool & {state: \"deferred\", card: \"inner\"}, for r in _l {(r): #OD & {niche: \"n\"}}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, _ in tools {n}]}\n", ""},
	{"review: a top-level comprehension into providers under a definition", "#P: {models: [...=~\"^m\"]}\n_n: {p: [\"x\"]}\nfor k, v in _n {providers: (k): #P & {budget: {target: 1, max: 9}, models: v}}\ntools: a: state: \"active\"\n", "out of bound"},
	{"review: a top-level comprehension into providers, a definition's fields", "#P: {wire: \"gemini\", native_deferral: *false | bool}\n_n: {p: [\"m\"]}\nfor k, v in _n {providers: (k): #P & {models: v, budget: {target: 1, max: 9}}}\ntools: a: state: \"active\"\n", ""},
	// A let naming definitions inside the section's struct.
	{"section let naming a definition", "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {\n\tlet od = #OD\n\ta: od & {niche: \"n\"}\n\tb: od & {card: \"c\"}\n\tc: {state: \"active\"}\n}\n", ""},
	{"section let naming a definition, an entry stays", "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {\n\tlet od = #OD\n\ta: od & {niche: \"n\"}\n\tb: od & {niche: \"m\"}\n}\nproviders: p: {budget: {target: 1, max: 9}, models: [tools.b.niche]}\n", ""},
	{"section let naming a definition that rejects", "#OD: #Tool & {state: \"deferred\", niche: =~\"^N\"}\ntools: {\n\tlet od = #OD\n\ta: od & {niche: \"n\"}\n}\n", "niche"},
	{"section let of a struct", "tools: {\n\tlet base = {state: \"active\"}\n\ta: base & {niche: \"n\"}\n}\n", ""},
	{"file let naming a definition", "#OD: #Tool & {state: *\"deferred\" | #State}\nlet od = #OD\ntools: {a: od & {niche: \"n\"}, b: {state: \"active\"}}\n", ""},
	{"section let read by a comprehension", "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {\n\tlet od = #OD\n\ta: od & {niche: \"n\"}\n\tb: {state: \"active\"}\n}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}], models: [for n, t in tools if t.state == \"deferred\" {n}]}\n", ""},
	// Found by review (helper-32): what adds to an ordered section unseen.
	{"review: aliased dynamic field, read in order", "_s: \"dd\"\ntools: {X=(_s): {state: \"active\"}, a: {state: X.state}, for n in [\"cc\"] {(n): state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", ""},
	{"review: aliased interpolated field, top-level comprehension", "_s: \"dd\"\ntools: {X=\"\\(_s)\": {state: \"active\"}, a: {state: X.state}}\nfor n in [\"top\"] {tools: (n): state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", ""},
	{"review: required section declaration with a dynamic field", "_s: \"dd\"\ntools: {a: {state: \"active\"}, for n in [\"cc\"] {(n): state: \"active\"}}\ntools!: {\"\\(_s)\": {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", ""},
	{"review: optional section declaration with a comprehension", "tools?: {for n in [\"c1\"] {(n): state: \"active\"}}\ntools: {a: {state: \"active\"}, for n in [\"c2\"] {(n): state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n", ""},
	{"two entry defaults", "tools: {a: {state: \"active\", card: *\"x\" | *\"y\" | string}}\n", "incomplete value"},
	{"fold review: hidden field a top-level comprehension yields", "for n in [\"a\"] {tools: {(n): state: \"active\", _seen: n}}\nproviders: p: {budget: {target: 1, max: 9}, models: [*tools._seen | \"none\"]}\n", ""},
}

func TestFastPathMatchesPlainEvaluation(t *testing.T) {
	opts := []Option{withMinEntries(0)}
	t.Run("shipped", func(t *testing.T) { loadBoth(t, "../policy", opts...) })
	t.Run("pawwork", func(t *testing.T) { loadBoth(t, "../examples/pawwork", opts...) })
	t.Run("github-mcp-server", func(t *testing.T) { loadBoth(t, "../examples/github-mcp-server", opts...) })
	t.Run("codewhale-0.8.53", func(t *testing.T) { loadBoth(t, "../examples/codewhale-0.8.53", opts...) })
	t.Run("synthetic", func(t *testing.T) {
		dir := policytest.SynthDir(t, synth.Config{Tools: 600, Providers: 5})
		loadBoth(t, dir, opts...)
	})
	for _, shape := range synth.Shapes {
		t.Run("synthetic "+string(shape), func(t *testing.T) {
			dir := policytest.SynthDir(t, synth.Config{Tools: 900, Providers: 5, Shape: shape})
			if err := loadBoth(t, dir, opts...); err != nil {
				t.Fatal(err)
			}
		})
	}
	t.Run("synthetic with a sibling reference", func(t *testing.T) {
		dir := policytest.SynthDir(t, synth.Config{Tools: 600, Providers: 5})
		path := filepath.Join(dir, "tools_00.cue")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(src), "\n")
		var first string
		edited := false
		for i, line := range lines {
			name, _, ok := strings.Cut(strings.TrimSpace(line), ": {state:")
			if !ok || strings.Contains(line, "description:") {
				continue
			}
			if first == "" {
				first = name
				continue
			}
			lines[i] = "\t" + name + ": " + first + ` & {description: "refers to a sibling"}`
			edited = true
			break
		}
		if !edited {
			t.Fatal("no two plain entries to connect in tools_00.cue")
		}
		if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := loadBoth(t, dir, opts...); err != nil {
			t.Fatalf("a policy cue vet accepts did not load: %v", err)
		}
	})
	for _, tc := range fastPathCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			err := loadBoth(t, policytest.Dir(t, map[string]string{"a.cue": base + tc.src}), opts...)
			switch {
			case tc.wantErr == "" && err != nil:
				t.Fatalf("unexpected error: %v", err)
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Fatalf("error %v, want one mentioning %q", err, tc.wantErr)
			}
		})
	}
}

// TestFastPathIsTaken guards the performance work: if a schema change makes
// the fast path step aside for the common case, this fails rather than the
// policy silently taking seconds again.
func TestFastPathIsTaken(t *testing.T) {
	dir := t.TempDir()
	out := synth.Generate(synth.Config{Tools: 300, Providers: 3})
	if err := out.Write(dir); err != nil {
		t.Fatal(err)
	}
	for _, s := range fastSections {
		p := schemaPlans()[s]
		// A gate's two fields are checked together (matchN): gates are
		// validated whole, and are few (one per 76 tools in synth).
		if p == nil || (!p.dedupe && s != "gates") {
			t.Errorf("section %s: the schema no longer allows checking entries field by field", s)
		}
	}
	var files []*ast.File
	names, _ := filepath.Glob(filepath.Join(dir, "*.cue"))
	for _, name := range names {
		f, err := parser.ParseFile(name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	lits, _, _ := splitLiterals(files, nil, 0, func(string) []byte { return nil })
	want := out.Tools + out.Aliases + out.Retired + out.Gates
	if len(lits) != want {
		t.Errorf("%d entries took the fast path, want all %d", len(lits), want)
	}
}

// TestPlantedErrorAtScale: one bad value among 10,000 tools is reported at
// its own line and column, with its path, and nothing else is.
func TestPlantedErrorAtScale(t *testing.T) {
	dir := t.TempDir()
	out := synth.Generate(synth.Config{Tools: 10000, PlantError: true})
	if err := out.Write(dir); err != nil {
		t.Fatal(err)
	}
	pl := out.Planted
	_, err := LoadDir(dir)
	le, ok := err.(*LoadError)
	if !ok {
		t.Fatalf("Load: %v, want a *LoadError", err)
	}
	wantPath := "tools." + pl.Tool + ".state"
	found := false
	for _, p := range le.Problems {
		if !strings.Contains(p.Msg, wantPath) {
			t.Errorf("unexpected problem: %v", p)
			continue
		}
		if filepath.Base(p.Pos.File) != pl.File || p.Pos.Line != pl.Line {
			t.Errorf("problem at %v, want %s:%d", p.Pos, pl.File, pl.Line)
		}
		if p.Pos.Col == pl.Col && strings.Contains(p.Msg, `"actve"`) {
			found = true
		}
	}
	if !found {
		t.Errorf("no problem points at the bad value (%s:%d:%d):\n%v", pl.File, pl.Line, pl.Col, le)
	}
}

// BenchmarkCompilePlain is compiler.Load with the fast path off: the whole
// package evaluated by CUE and decoded with Decode, as before the fast path.
// docs/performance.md compares it with BenchmarkCompile.
func BenchmarkCompilePlain(b *testing.B) {
	b.Run("shipped", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := LoadDir("../policy", withPlainEvaluation()); err != nil {
				b.Fatal(err)
			}
		}
	})
	policytest.EachSynthetic(b, []synth.Shape{synth.ShapeBlocks}, func(b *testing.B, dir string, _ int) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := LoadDir(dir, withPlainEvaluation()); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestFastPathTakesEveryShape: in each shape synth writes, the fast path
// takes the tools (a pattern constraint, a user definition or shorthand does
// not send the section back to CUE), and shorthand leaves one declaration of
// each section in the package.
func TestFastPathTakesEveryShape(t *testing.T) {
	for _, shape := range synth.Shapes {
		dir := t.TempDir()
		out := synth.Generate(synth.Config{Tools: 2000, Providers: 3, Shape: shape})
		if err := out.Write(dir); err != nil {
			t.Fatal(err)
		}
		var files []*ast.File
		names, _ := filepath.Glob(filepath.Join(dir, "*.cue"))
		for _, name := range names {
			f, err := parser.ParseFile(name, nil, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
		// As Load splits: computed entries are folded first (fold.go).
		ev := newFastEvaluator(fastOptions{minEntries: 0})
		ev.split(files, nil, nil)
		tools := 0
		for _, e := range ev.lits {
			if e.section == "tools" {
				tools++
			}
		}
		if tools < out.Tools*9/10 {
			t.Errorf("%s: the fast path took %d of %d tools", shape, tools, out.Tools)
		}
		decls := 0
		for _, f := range files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.Field); ok {
					if name, _ := simpleLabel(fd.Label); name == "tools" {
						decls++
					}
				}
			}
		}
		if shape == synth.ShapeShorthand && decls != 1 {
			t.Errorf("%s: %d tools declarations left in the package, want 1", shape, decls)
		}
		// And it loads on the fast path alone: a failure there is
		// reloaded by plain evaluation, which is right and twice as slow
		// (the idiomatic shape's lets, left unreferenced by the fold of the
		// alias manifest, did that unnoticed).
		if _, err := LoadDir(dir, withoutPlainReload()); err != nil {
			t.Errorf("%s: the fast path alone does not load it: %v", shape, err)
		}
	}
}

// TestCopiedMapsTakeTheFastPath: tools written by group in hidden maps and
// copied into the section by comprehensions (expand.go), inside the section
// and at the top level, are taken out like declared ones, and neither the
// comprehensions nor the maps stay in the package (a map something else
// reads does); a map copied twice keeps its section whole.
func TestCopiedMapsTakeTheFastPath(t *testing.T) {
	var b strings.Builder
	b.WriteString("package toolpolicy\n#MCP: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\n_gh: {\n")
	for i := range 150 {
		fmt.Fprintf(&b, "\tgh_%d: {card: \"c%d\"}\n", i, i)
	}
	b.WriteString("}\n_lin: {\n")
	for i := range 150 {
		fmt.Fprintf(&b, "\tlin_%d: {state: \"active\"}\n", i)
	}
	b.WriteString("}\ntools: {for k, v in _gh {(k): #MCP & v}}\nfor k, v in _lin {tools: (k): v}\n")
	parse := func(src string) []*ast.File {
		f, err := parser.ParseFile("a.cue", src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		return []*ast.File{f}
	}
	files := parse(b.String())
	lits, _, _ := splitLiterals(files, nil, 0, func(string) []byte { return nil })
	if len(lits) != 300 {
		t.Errorf("%d entries taken out, want 300", len(lits))
	}
	left, err := format.Node(files[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, gone := range []string{"for k", "_gh", "_lin"} {
		if strings.Contains(string(left), gone) {
			t.Errorf("%q is still in the package:\n%s", gone, left)
		}
	}
	// A map something else reads stays in the package; its entries are
	// still taken out (as copies).
	files = parse(b.String() + "_n: len(_gh)\n")
	lits, _, _ = splitLiterals(files, nil, 0, func(string) []byte { return nil })
	if len(lits) != 300 {
		t.Errorf("%d entries taken out with _gh read elsewhere, want 300", len(lits))
	}
	left, _ = format.Node(files[0])
	if !strings.Contains(string(left), "_gh: {") || strings.Contains(string(left), "_lin") {
		t.Errorf("want _gh kept and _lin gone:\n%.300s", left)
	}
	// Copied twice, it is not expanded: the section stays whole.
	files = parse(b.String() + "aliases: {for k, v in _gh {(k): v}}\n")
	lits, _, _ = splitLiterals(files, nil, 0, func(string) []byte { return nil })
	for _, e := range lits {
		if strings.HasPrefix(e.name, "gh_") || strings.HasPrefix(e.name, "lin_") {
			t.Fatalf("entry %s taken out though _gh is copied twice", e.name)
		}
	}
}

// TestFoldTakesComputedEntries fails if entries computed from hidden data
// stop reaching the fast path (fold.go), and if what must stay in the
// package is folded.
func TestFoldTakesComputedEntries(t *testing.T) {
	var b strings.Builder
	b.WriteString("package toolpolicy\n_host: {gh: \"GitHub\"}\n_mcp: {source: \"mcp\", state: \"deferred\"}\nlet verb = \"Reads\"\n")
	b.WriteString("tools: {\n")
	for i := range 100 {
		fmt.Fprintf(&b, "\tgh_%d: {_mcp, niche: \"\\(verb) item %d on \\(_host.gh).\"}\n", i, i)
	}
	b.WriteString("}\n_list: [\n")
	for i := range 100 {
		fmt.Fprintf(&b, "\t{n: \"lin_%d\", d: \"Item %d\"},\n", i, i)
	}
	b.WriteString("]\nfor e in _list {tools: (e.n): {state: \"active\", niche: e.d}}\n")
	b.WriteString("tools: {for n in [\"x\", \"y\"] {\"jira_\\(n)\": _mcp}}\n")
	count := func(src string) (folded, split int) {
		f, err := parser.ParseFile("a.cue", src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files := []*ast.File{f}
		if changed, _ := foldData(files, func(string) []byte { return []byte(src) }, nil); changed != nil {
			folded = 1
		}
		lits, _, _ := splitLiterals(files, nil, 0, func(string) []byte { return nil })
		return folded, len(lits)
	}
	if folded, n := count(b.String()); folded == 0 || n != 202 {
		t.Errorf("folded %v, %d entries taken out; want 202", folded == 1, n)
	}
	// The list only the folded comprehension read leaves the package; data
	// something else reads stays.
	for _, tc := range []struct {
		tail string
		kept bool
	}{{"", false}, {"_n: len(_list)\n", true}} {
		f, err := parser.ParseFile("a.cue", b.String()+tc.tail, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		foldData([]*ast.File{f}, nil, nil)
		left, _ := format.Node(f)
		if kept := strings.Contains(string(left), "_list:"); kept != tc.kept {
			t.Errorf("with %q: _list kept %v, want %v", tc.tail, kept, tc.kept)
		}
	}
	// A field with a default is kept as a definition the entry is unified
	// with, so CUE resolves the default in the package as it would have.
	if folded, n := count(b.String() + "_mcp: state: *\"deferred\" | \"active\"\n"); folded == 0 || n != 202 {
		t.Errorf("with a default: folded %v, %d entries taken out; want 202", folded == 1, n)
	}
	// Listed in order, the comprehensions' entries are folded all together
	// and put after the declared ones, as CUE orders them.
	if folded, n := count(b.String() + "providers: p: first_turn: [for n, _ in tools {n}]\n"); folded == 0 || n != 202 {
		t.Errorf("with the tools listed: folded %v, %d entries taken out; want 202", folded == 1, n)
	}
	// A standard-library import is evaluated with the fold.
	imp := strings.Replace(b.String(), "package toolpolicy\n", "package toolpolicy\nimport \"strings\"\n", 1)
	imp = strings.Replace(imp, "niche: e.d}", "niche: strings.ToUpper(e.d)}", 1)
	if folded, n := count(imp); folded == 0 || n != 202 {
		t.Errorf("with an import: folded %v, %d entries taken out; want 202", folded == 1, n)
	}
	// A definition constraining the hidden data is evaluated with it
	// (defOK): the selection is the same string.
	if folded, n := count(b.String() + "_host: #H\n#H: {gh: string}\n"); folded == 0 || n != 202 {
		t.Errorf("with a definition: folded %v, %d entries taken out; want 202", folded == 1, n)
	}
	// Each of these keeps the computed entries in the package.
	for _, tail := range []string{
		"_host: close({gh: string})\n",                        // closedness
		"_mcp: {card?: string}\n",                             // an optional field
		"_host: #H\nif true {#H: {gh: string}}\n",             // a definition a comprehension adds to
		"_host: gh: release.version\n",                        // a regular field
		"_mcp: [string]: string\n",                            // a pattern
		"_mcp: card: \"a\" | \"b\"\n",                         // a disjunction left open
		"_mcp: {annotations: {readOnlyHint: *true | bool}}\n", // a default below an entry's field
		"for k in [\"z\"] {_host: (k): \"v\"}\n",              // a comprehension adds to it
		// the tools listed in order, and a comprehension adding to them
		// that cannot be folded: none is (CUE puts their entries last)
		"providers: p: first_turn: [for n, _ in tools {n}]\nfor v in [release.version] {tools: \"v\\(v)\": state: \"active\"}\n",
		"_x: [for n, t in tools {t}]\n", // an entry used whole: its field order shows
	} {
		folded, n := count(b.String() + tail)
		if n >= 202 {
			t.Errorf("with %q: %d entries taken out (folded %v); want the unsafe ones kept", tail, n, folded == 1)
		}
	}
}

// TestFoldKeepsCUEOrder: comprehensions at the top of files and in the
// sections' structs, over several files, folded while the policy lists the
// tools in order; CUE puts their entries after every declared one, top-level
// ones first, file by file (fold.go puts its literals there).
func TestFoldKeepsCUEOrder(t *testing.T) {
	files := map[string]string{
		"a.cue": base + `tools: {a1: state: "active", for n in ["ca1", "ca2"] {(n): state: "active"}, a2: state: "active"}
for n in ["ta1"] {tools: (n): state: "active"}
tools: a3: state: "active"
providers: p: {budget: {target: 1, max: 99}, first_turn: [for n, _ in tools {n}]}
`,
		"b.cue": "package toolpolicy\nfor n in [\"tb1\"] {tools: (n): state: \"active\"}\ntools: {b1: state: \"active\", for n in [\"cb1\"] {(n): state: \"active\"}}\ntools: ca1: niche: \"declared here too\"\n",
		"c.cue": "package toolpolicy\ntools: c1: state: \"active\"\nfor n in [\"tc1\", \"a1x\"] {tools: (n): state: \"active\"}\n",
	}
	for _, opts := range [][]Option{{withMinEntries(0)}, nil} {
		dir := policytest.Dir(t, files)
		if err := loadBoth(t, dir, opts...); err != nil {
			t.Fatal(err)
		}
		p, err := LoadDir(dir, opts...)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"a1", "a2", "a3", "b1", "ca1", "c1", "ta1", "tb1", "tc1", "a1x", "ca2", "cb1"}
		var got []string
		for _, r := range p.Providers["p"].FirstTurn {
			got = append(got, r.Name)
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("first turn %v, want CUE's order %v", got, want)
		}
	}
}

// TestFoldLoadsWithoutReload: what the fold leaves behind still loads on
// the fast path (a failure there would be reloaded by plain evaluation,
// right but twice as slow): lets and imports only folded constructs used,
// which CUE would call unreferenced or unused, go with them.
func TestFoldLoadsWithoutReload(t *testing.T) {
	for name, src := range map[string]string{
		"lets used only by a folded comprehension":      base + "let v = \"1.0.0\"\nlet w = v\n_old: {a: \"b\"}\naliases: {for o, n in _old {(o): {replacement: n, first_deprecated: w, planned_removal: \"TBD\", replay_supported: true}}}\ntools: b: state: \"active\"\n",
		"an import used only by a folded comprehension": strings.Replace(base, "package toolpolicy\n", "package toolpolicy\n\nimport \"strings\"\n", 1) + "_l: [\"get_issue\"]\nfor n in _l {tools: \"gh_\\(n)\": {state: \"deferred\", niche: strings.ToUpper(n)}}\n",
		"a let still used elsewhere":                    base + "let s = \"active\"\n_l: [\"a\"]\nfor n in _l {tools: (n): state: s}\ntools: b: state: s\n",
	} {
		t.Run(name, func(t *testing.T) {
			loadsOnTheFastPath(t, policytest.Dir(t, map[string]string{"a.cue": src}))
		})
	}
}

// loadsOnTheFastPath requires the policy in dir to load the same with the
// fast path (on for any size) as by plain evaluation, and on the fast path
// alone, without the plain reload a failure there gets; it returns that
// load's policy.
func loadsOnTheFastPath(t *testing.T, dir string) *model.Policy {
	t.Helper()
	if err := loadBoth(t, dir, withMinEntries(0)); err != nil {
		t.Fatal(err)
	}
	p, err := LoadDir(dir, withMinEntries(0), withoutPlainReload())
	if err != nil {
		t.Fatalf("the fast path alone does not load it: %v", err)
	}
	return p
}

// TestValidCasesLoadOnTheFastPath: every valid case loads on the fast path
// alone, not through the plain reload a failure there gets (right, and
// twice the work; the fold's unreferenced lets and the embedded
// definitions' resolved identifiers did that unnoticed). The cases named
// here are reloaded by design: a definition embedded beside fields it
// lacks is validated as a template, which rejects them.
func TestValidCasesLoadOnTheFastPath(t *testing.T) {
	reloads := map[string]bool{
		"embedded open definition allows the entry's own fields": true,
		"definition embedded beside fields it lacks":             true,
		// CUE accepts a closed definition's entries a comprehension
		// makes, and rejects them declared: the folded form fails and is
		// loaded again (plainWords).
		"fold: comprehension entries under a closed definition": true,
	}
	check := func(t *testing.T, name, dir string) {
		if _, err := LoadDir(dir, withMinEntries(0)); err != nil {
			return // invalid: the case's own tests say so
		}
		_, err := LoadDir(dir, withMinEntries(0), withoutPlainReload())
		if (err != nil) != reloads[name] {
			t.Errorf("%s: loads on the fast path alone: %v, want %v (%v)", name, err == nil, !reloads[name], err)
		}
	}
	for _, tc := range fastPathCases {
		if tc.wantErr == "" {
			check(t, tc.name, policytest.Dir(t, map[string]string{"a.cue": base + tc.src}))
		}
	}
	for _, tc := range cueCases {
		if tc.valid {
			dir := t.TempDir()
			writeCase(t, dir, tc.src, tc.extra)
			check(t, tc.name, dir)
		}
	}
}
