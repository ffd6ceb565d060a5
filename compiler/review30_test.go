package compiler

// review30 (helper-h67): adversarial cases about closedness (close()) in
// the tools section and in aliases, retired and gates, checked against the
// cue command by runWithCue (the fast path forced with withMinEntries(0),
// and a load as it has it). Most cases come small and big: e30 adds 250
// plain entries in z.cue, many30 makes the tools struct itself 260 entries
// of the shape (past the fast path's 200-entry thresholds). They were
// written while close() entries were still left to CUE's whole-package
// evaluation, to catch bugs in moving them onto the fast path.
//
// What is covered: close() around an entry (with and without source,
// which the schema gives as a regular field with a default so cue rejects
// a closed entry lacking it; without state; extra, hidden, definition,
// optional and required fields; defaults of state, source, strings and
// bools; unicode; parenthesized, nested close(close()), in braces,
// conjoined with open and closed structs, with ... and patterns inside,
// two args, no args, of a string, of _, of _|_, of a disjunction, a
// default of closes); close is shallow (parameters, annotations,
// variants, conditions, card_list extended or not, inner closes);
// #Tool & close, close(#Tool & {...}), close({#D}), user definitions
// whose value is close() (with defaults, extended at the top or nested,
// declared twice or in another file, in the section, hidden _#D, through
// a hidden or a pattern, disjunctions of closes, struct values that are
// not literals: references, lets, conjunctions, disjunctions,
// comprehensions, ifs, embedded hiddens); the same entry declared twice
// (two files, shorthand lines, in one struct, closes with the same and
// different labels, through if and for); section patterns adding regular,
// optional, required, hidden and label-referring fields to closed
// entries, and closed pattern values (in braces, via hidden and def, two
// of them, one closed and one open); closed hidden helpers (_remote & {},
// {_remote, ...}, extra or missing fields, declared twice, nested, read
// elsewhere, in another file, _a & _b, lets, patterns, narrowed, used as
// a pattern, iterated); closed whole sections (tools, aliases, retired,
// gates, modes, providers); reads of the section (head_add and aliases
// by comprehension, len(tools), json.Marshal of closed entries for field
// order, absent fields); closed aliases, retired and gates entries (also
// 260 of each); a field, let or top-level label named close.
//
// Result (helper-h67): TestReview30 912 cases (runWithCue: forced fast
// path and default load, about 80 s on two cores), 44 failed, one bug.
// Under -race (breadth: every 12th case, 76 cases) 3 failed, all bug 1;
// no data race.
//
//  1. close() as a definition's value with a struct nested in it (44
//     failures, all 22 shapes small and big; the big ones also in a
//     default load past 200 entries, the small ones only when forced):
//     toolpolicy loads what cue vet -c rejects, and what its own plain
//     evaluation rejects:
//
//	#D: close({state: "active", source: "builtin", parameters: {type: "object"}})
//	tools: x: #D
//	tools: x: parameters: zz: 1
//
//     cue vet -c schema.cue policy.cue: tools.x.parameters.zz: field not
//     allowed (plain evaluation: the same at a.cue:7:23); toolpolicy with
//     the fast path: loads, parameters {type: "object", zz: 1}. The same
//     for annotations: {ro: true} extended by dw, variants: [{model_class}]
//     extended by description, properties: a extended by b, the nested
//     struct reached through a reference to a hidden (parameters: _p), a
//     top-level field (_q.p), a let, a conjunction or disjunction of
//     struct literals, a comprehension, an if, an embedded hidden, close()
//     of a hidden (#D: close(_b)), #D: #E with #E the close(), #D declared
//     twice or in another file, the extension in another file, through a
//     pattern (tools: [string]: #D), and one entry of several.
//
//     The verdict of CUE v0.17.1 depends on file order here: with the
//     schema's tools: [#Name]: #Tool evaluated first (schema.cue before
//     the policy, as the README's cue vet -c schema.cue policy/*.cue and
//     cueVerdict have it) it rejects; with the policy's file first (cue
//     vet -c 0p.cue schema.cue) it accepts, as it also does without the
//     schema (#D: close({s: {c: 1}}), x: #D & {s: d: 1}: valid, which is
//     what defclose.go's comment says). The fast path builds a templated
//     entry's batch with the definitions taken from w.envValue() (fast.go,
//     the BuildFile branch near "As a file: BuildExpr"), so it gets the
//     policy-first answer. The hidden-helper form (_r: close({...nested}))
//     and close() on an entry or in a pattern value agree with cue in both
//     orders (shallow), and passed. A fix: treat a definition whose value
//     is a close() call with any non-scalar field (anything unwrapDefClose
//     refuses) as not a template the fast path may read, leaving its
//     entries to CUE.
//
// Fixed: closeBound (closehelper.go) finds the definitions and hidden
// fields holding such a close(), or referring to one, and their entries
// stay in the package; the first fix missed a definition declared twice
// (2 failures), now counted by declaration. With it, and with close()
// entries and closed hidden helpers now on the fast path (closehelper.go),
// all 912 cases pass.
//
// Everything else agreed with cue: every close() entry shape above
// (today mostly left to CUE; the fast path already takes entries under a
// closed pattern value, a closed definition close() can be dropped from,
// and entries of policies with closed aliases, retired or gates entries),
// closed whole sections, field order of closed entries in json.Marshal,
// and names and lets called close.

import (
	"fmt"
	"strings"
	"testing"
)

// e30 is a case of files (as c21), small and big: the big one has 250
// more plain entries in z.cue.
func e30(name string, kv ...string) []reviewCase {
	small := c21(name+" n=small", kv...)
	big := c21(name+" n=250", kv...)
	big.files["z.cue"] = p21 + pad29(250)
	return []reviewCase{small, big}
}

// many30 is a case whose tools struct has 260 entries made by f, after pre
// and before post (big26), small: 3 entries.
func many30(name, pre, post string, f func(i int) string) []reviewCase {
	return []reviewCase{
		big26(name+" n=3", pre, post, 3, f),
		big26(name+" n=260", pre, post, 260, f),
	}
}

// order30 reads the tools' order and an entry's field order into data.
const order30 = "modes: agent: head_add: [for n, _ in tools if n !~ \"^pad_\" {n}]\n"

const remote30 = "_remote: close({state: *\"deferred\" | #State, source: \"mcp\", niche: string, card: string, description: string})\n"

func cases30() []reviewCase {
	var cs []reviewCase
	add := func(c ...reviewCase) { cs = append(cs, c...) }
	t := func(name, src string) { add(e30(name, "a.cue", src)...) }

	// ---- close() around an entry: basic shapes ----
	t("basic: with source", "tools: x: close({state: \"active\", source: \"builtin\"})\n")
	t("basic: with source mcp", "tools: x: close({state: \"deferred\", source: \"mcp\", card: \"c\"})\n")
	t("basic: without source", "tools: x: close({state: \"active\"})\n")
	t("basic: without state", "tools: x: close({source: \"builtin\"})\n")
	t("basic: extra field the schema lacks", "tools: x: close({state: \"active\", source: \"builtin\", zz: 1})\n")
	t("basic: hidden field inside", "tools: x: close({state: \"active\", source: \"builtin\", _h: 1})\n")
	t("basic: definition inside", "tools: x: close({state: \"active\", source: \"builtin\", #D: 1})\n")
	t("basic: optional field inside", "tools: x: close({state: \"active\", source: \"builtin\", niche?: string})\n")
	t("basic: optional field not in schema", "tools: x: close({state: \"active\", source: \"builtin\", zz?: string})\n")
	t("basic: required field inside", "tools: x: close({state: \"active\", source: \"builtin\", card!: string})\n")
	t("basic: required field inside, given later", "tools: x: close({state: \"active\", source: \"builtin\", card!: string})\ntools: x: card: \"c\"\n")
	t("basic: optional field given later", "tools: x: close({state: \"active\", source: \"builtin\", niche?: string})\ntools: x: niche: \"n\"\n")
	t("basic: optional schema field given later, not declared", "tools: x: close({state: \"active\", source: \"builtin\"})\ntools: x: niche: \"n\"\n")
	t("basic: default state", "tools: x: close({state: *\"deferred\" | #State, source: \"builtin\", card: \"c\"})\n")
	t("basic: default state overridden later", "tools: x: close({state: *\"deferred\" | #State, source: \"builtin\", card: \"c\"})\ntools: x: state: \"active\"\n")
	t("basic: default source", "tools: x: close({state: \"active\", source: *\"mcp\" | \"builtin\"})\n")
	t("basic: default source like schema", "tools: x: close({state: \"active\", source: *\"builtin\" | \"mcp\"})\n")
	t("basic: source as string", "tools: x: close({state: \"active\", source: string})\n")
	t("basic: source as _", "tools: x: close({state: \"active\", source: _})\n")
	t("basic: parenthesized", "tools: x: (close({state: \"active\", source: \"builtin\"}))\n")
	t("basic: parenthesized arg", "tools: x: close(({state: \"active\", source: \"builtin\"}))\n")
	t("basic: empty close", "tools: x: close({})\n")
	t("basic: close of top", "tools: x: close(_)\n")
	t("basic: close with two args", "tools: x: close({state: \"active\", source: \"builtin\"}, {})\n")
	t("basic: close of a string", "tools: x: close(\"a\")\n")
	t("basic: close no args", "tools: x: close()\n")
	t("basic: close wrapped twice", "tools: x: close(close({state: \"active\", source: \"builtin\"}))\n")
	t("basic: close in braces", "tools: x: {close({state: \"active\", source: \"builtin\"})}\n")
	t("basic: close in braces plus field", "tools: x: {close({state: \"active\", source: \"builtin\"}), niche: \"n\"}\n")
	t("basic: close in braces plus declared field", "tools: x: {close({state: \"active\", source: \"builtin\", niche: string}), niche: \"n\"}\n")
	t("basic: close & struct with extra", "tools: x: close({state: \"active\", source: \"builtin\"}) & {niche: \"n\"}\n")
	t("basic: close & struct same fields", "tools: x: close({state: \"active\", source: \"builtin\"}) & {state: \"active\"}\n")
	t("basic: struct & close", "tools: x: {niche: \"n\"} & close({state: \"active\", source: \"builtin\", niche: string})\n")
	t("basic: two closes conjoined, same labels", "tools: x: close({state: \"active\", source: \"builtin\"}) & close({state: \"active\", source: \"builtin\"})\n")
	t("basic: two closes conjoined, different labels", "tools: x: close({state: \"active\", source: \"builtin\"}) & close({state: \"active\", source: \"builtin\", niche: \"n\"})\n")
	t("basic: close with ellipsis", "tools: x: close({state: \"active\", ...})\n")
	t("basic: close with ellipsis and extra later", "tools: x: close({state: \"active\", ...})\ntools: x: zz: 1\n")
	t("basic: close with pattern inside", "tools: x: close({state: \"active\", [=~\"^s\"]: _})\n")
	t("basic: close with pattern inside, niche", "tools: x: close({state: \"active\", source: \"builtin\", [=~\"^n\"]: string})\ntools: x: niche: \"q\"\n")
	t("basic: close with bool fields", "tools: x: close({state: \"active\", source: \"builtin\", annotations: {ro: true, dw: *false | bool}})\n")
	t("basic: bool default overridden", "tools: x: close({state: \"active\", source: \"builtin\", annotations: {ro: true, dw: *false | bool}})\ntools: x: annotations: dw: true\n")
	t("basic: unicode strings", "tools: x: close({state: \"active\", source: \"builtin\", niche: \"héllo wörld ✓\", card: \"日本語\", description: \"emoji 🎉 \\u00e9\"})\n")
	t("basic: string default", "tools: x: close({state: \"active\", source: \"builtin\", niche: *\"n\" | string})\n")
	t("basic: string default overridden", "tools: x: close({state: \"active\", source: \"builtin\", niche: *\"n\" | string})\ntools: x: niche: \"m\"\n")
	t("basic: string default conflicting", "tools: x: close({state: \"active\", source: \"builtin\", niche: *\"n\" | \"m\"})\ntools: x: niche: \"q\"\n")
	t("basic: bad state", "tools: x: close({state: \"paused\", source: \"builtin\"})\n")
	t("basic: bad niche line", "tools: x: close({state: \"active\", source: \"builtin\", niche: \"a\\nb\"})\n")
	t("basic: bad name", "tools: \"bad name\": close({state: \"active\", source: \"builtin\"})\n")
	t("basic: int field", "tools: x: close({state: \"active\", source: \"builtin\", niche: 3})\n")

	// ---- nested structs and lists: close is shallow ----
	t("nested: parameters extra inside", "tools: x: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: parameters: properties: a: {type: \"string\"}\n")
	t("nested: parameters raw schema", "tools: x: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\", properties: {path: {type: \"string\", description: \"p\"}, n: {type: \"integer\", minimum: 0}}, required: [\"path\"], additionalProperties: false}})\n")
	t("nested: parameters bad type", "tools: x: close({state: \"active\", source: \"builtin\", parameters: {type: \"array\"}})\n")
	t("nested: annotations added later", "tools: x: close({state: \"active\", source: \"builtin\", annotations: {ro: true}})\ntools: x: annotations: dw: false\n")
	t("nested: annotations bad value", "tools: x: close({state: \"active\", source: \"builtin\", annotations: {ro: 3}})\n")
	t("nested: inner close", "tools: x: {state: \"active\", parameters: close({type: \"object\"})}\ntools: x: parameters: zz: 1\n")
	t("nested: inner close valid", "tools: x: {state: \"active\", parameters: close({type: \"object\", properties: {}})}\n")
	t("nested: both closed, inner extra", "tools: x: close({state: \"active\", source: \"builtin\", parameters: close({type: \"object\"})})\ntools: x: parameters: zz: 1\n")
	t("nested: groups list", "tools: x: close({state: \"active\", source: \"builtin\", groups: [\"a\", \"b\"]})\n")
	t("nested: groups list bad", "tools: x: close({state: \"active\", source: \"builtin\", groups: [\"a\", \"b c\"]})\n")
	t("nested: variants list", "tools: x: close({state: \"active\", source: \"builtin\", variants: [{model_class: \"c\", description: \"d\"}]})\n"+mc21)
	t("nested: variants list with closed elem", "tools: x: close({state: \"active\", source: \"builtin\", variants: [close({model_class: \"c\", description: \"d\"})]})\n"+mc21)
	t("nested: variants closed elem extra", "tools: x: close({state: \"active\", source: \"builtin\", variants: [close({model_class: \"c\", zz: 1})]})\n"+mc21)
	t("nested: condition", "tools: x: close({state: \"active\", source: \"builtin\", visible_when: {mode: \"agent\"}})\n")
	t("nested: condition closed", "tools: x: close({state: \"active\", source: \"builtin\", visible_when: close({mode: \"agent\"})})\n")
	t("nested: card_list", "tools: x: close({state: \"active\", source: \"builtin\", card_list: {header: \"h\"}})\n")
	t("nested: card_list missing header", "tools: x: close({state: \"active\", source: \"builtin\", card_list: {line: \"l\"}})\n")

	// ---- schema and user definitions with close ----
	t("def: #Tool & close", "tools: x: #Tool & close({state: \"active\"})\n")
	t("def: #Tool & close with source", "tools: x: #Tool & close({state: \"active\", source: \"builtin\"})\n")
	t("def: close(#Tool & {...})", "tools: x: close(#Tool & {state: \"active\"})\n")
	t("def: close(#Tool & {...}) extra later", "tools: x: close(#Tool & {state: \"active\"})\ntools: x: niche: \"n\"\n")
	t("def: close(#Tool)", "tools: x: close(#Tool)\ntools: x: state: \"active\"\n")
	t("def: close({#Tool, ...})", "tools: x: close({#Tool, state: \"active\"})\n")
	t("def: close({#D}) user def", "#D: {state: \"active\", source: \"builtin\"}\ntools: x: close({#D})\n")
	t("def: close({#D, niche}) user def", "#D: {state: \"active\", source: \"builtin\"}\ntools: x: close({#D, niche: \"n\"})\n")
	t("def: close({#D}) user def without source", "#D: {state: \"active\"}\ntools: x: close({#D})\n")
	t("def: close({#D, ...}) open def", "#D: {state: \"active\", ...}\ntools: x: close({#D, niche: \"n\"})\n")
	t("def: #D & close", "#D: {state: \"active\", source: \"builtin\", niche?: string}\ntools: x: #D & close({niche: \"n\"})\n")
	t("def: #D & close extra", "#D: {state: \"active\", source: \"builtin\"}\ntools: x: #D & close({state: \"active\", zz: 1})\n")
	t("def: #D is close", "#D: close({state: \"active\", source: \"builtin\"})\ntools: x: #D\n")
	t("def: #D is close, extra", "#D: close({state: \"active\", source: \"builtin\"})\ntools: x: #D & {niche: \"n\"}\n")
	t("def: #D with close field", "#D: {t: close({state: \"active\", source: \"builtin\"})}\ntools: x: #D.t\n")
	t("def: close of user def with default", "#D: {state: *\"deferred\" | #State, source: \"mcp\", card: *\"c\" | string}\ntools: x: close(#D)\ntools: y: close(#D & {state: \"active\"})\n")
	t("def: user def then close extra", "#D: {state: \"active\", source: \"builtin\"}\ntools: x: close(#D)\ntools: x: niche: \"n\"\n")

	// ---- declared twice ----
	add(e30("twice: two files, close and added field", "a.cue", "tools: x: close({state: \"active\", source: \"builtin\"})\n", "b.cue", "tools: x: niche: \"n\"\n")...)
	add(e30("twice: two files, same close", "a.cue", "tools: x: close({state: \"active\", source: \"builtin\"})\n", "b.cue", "tools: x: close({state: \"active\", source: \"builtin\"})\n")...)
	add(e30("twice: two files, close and same fields open", "a.cue", "tools: x: close({state: \"active\", source: \"builtin\"})\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e30("twice: two files, different closes", "a.cue", "tools: x: close({state: \"active\", source: \"builtin\"})\n", "b.cue", "tools: x: close({state: \"active\", source: \"builtin\", niche: \"n\"})\n")...)
	add(e30("twice: two files, conflicting value", "a.cue", "tools: x: close({state: \"active\", source: \"builtin\"})\n", "b.cue", "tools: x: state: \"deferred\"\n")...)
	t("twice: shorthand line adds field", "tools: x: close({state: \"active\", source: \"builtin\"})\ntools: x: niche: \"n\"\n")
	t("twice: shorthand line repeats field", "tools: x: close({state: \"active\", source: \"builtin\"})\ntools: x: state: \"active\"\n")
	t("twice: shorthand first, close second", "tools: x: niche: \"n\"\ntools: x: close({state: \"active\", source: \"builtin\"})\n")
	t("twice: shorthand first, close second declares it", "tools: x: niche: \"n\"\ntools: x: close({state: \"active\", source: \"builtin\", niche: string})\n")
	t("twice: in one struct twice", "tools: {x: close({state: \"active\", source: \"builtin\"}), x: {niche: \"n\"}}\n")
	t("twice: in one struct, both close", "tools: {x: close({state: \"active\", source: \"builtin\"}), x: close({state: \"active\", source: \"builtin\"})}\n")
	t("twice: open entry with ... and close", "tools: x: {state: \"active\", ...}\ntools: x: close({state: \"active\", source: \"builtin\"})\n")
	t("twice: open hidden added field", "tools: x: close({state: \"active\", source: \"builtin\"})\ntools: x: _h: 1\n")
	t("twice: added via comprehension", "tools: x: close({state: \"active\", source: \"builtin\"})\nfor n, _ in {x: 1} {tools: (n): niche: \"n\"}\n")
	t("twice: added via if", "tools: x: close({state: \"active\", source: \"builtin\"})\nif true {tools: x: niche: \"n\"}\n")
	t("twice: close from comprehension", "for n in [\"x\", \"y\"] {tools: (n): close({state: \"active\", source: \"builtin\"})}\n")
	t("twice: close from comprehension, extra", "for n in [\"x\", \"y\"] {tools: (n): close({state: \"active\", source: \"builtin\"})}\ntools: y: niche: \"n\"\n")

	// ---- section patterns adding fields to closed entries ----
	t("pat: mcp prefix source", "tools: [=~\"^mcp_\"]: {source: \"mcp\"}\ntools: mcp_x: close({state: \"deferred\", source: \"mcp\", card: \"c\"})\n")
	t("pat: mcp prefix source conflict", "tools: [=~\"^mcp_\"]: {source: \"mcp\"}\ntools: mcp_x: close({state: \"deferred\", source: \"builtin\", card: \"c\"})\n")
	t("pat: mcp prefix source missing", "tools: [=~\"^mcp_\"]: {source: \"mcp\"}\ntools: mcp_x: close({state: \"deferred\", card: \"c\"})\n")
	t("pat: group default regular", "tools: [string]: {group: *\"g\" | string}\ntools: x: close({state: \"active\", source: \"builtin\"})\n")
	t("pat: group default regular, declared", "tools: [string]: {group: *\"g\" | string}\ntools: x: close({state: \"active\", source: \"builtin\", group: \"h\"})\n")
	t("pat: group default regular, declared as string", "tools: [string]: {group: *\"g\" | string}\ntools: x: close({state: \"active\", source: \"builtin\", group: string})\n")
	t("pat: label niche", "tools: [N=string]: {niche: N}\ntools: x: close({state: \"active\", source: \"builtin\", niche: \"x\"})\n")
	t("pat: label niche missing", "tools: [N=string]: {niche: N}\ntools: x: close({state: \"active\", source: \"builtin\"})\n")
	t("pat: label niche wrong", "tools: [N=string]: {niche: N}\ntools: x: close({state: \"active\", source: \"builtin\", niche: \"y\"})\n")
	t("pat: optional only", "tools: [string]: {card?: string}\ntools: x: close({state: \"active\", source: \"builtin\"})\n")
	t("pat: optional only non-schema", "tools: [string]: {zz?: string}\ntools: x: close({state: \"active\", source: \"builtin\"})\n")
	t("pat: required", "tools: [string]: {card!: string}\ntools: x: close({state: \"active\", source: \"builtin\"})\n")
	t("pat: required given", "tools: [string]: {card!: string}\ntools: x: close({state: \"active\", source: \"builtin\", card: \"c\"})\n")
	t("pat: hidden regular", "tools: [string]: {_k: 1}\ntools: x: close({state: \"active\", source: \"builtin\"})\n")
	t("pat: state default", "tools: [string]: {state: *\"active\" | #State}\ntools: x: close({source: \"builtin\"})\n")
	t("pat: state default, given", "tools: [string]: {state: *\"active\" | #State}\ntools: x: close({source: \"builtin\", state: \"deferred\", card: \"c\"})\n")
	t("pat: closed pattern value", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\ntools: x: {state: \"active\"}\n")
	t("pat: closed pattern value, extra", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\ntools: x: {state: \"active\", card: \"c\"}\n")
	t("pat: closed pattern prefix", "tools: [=~\"^c_\"]: close({state: #State, source: *\"builtin\" | \"mcp\"})\ntools: c_x: {state: \"active\"}\ntools: y: {state: \"active\", card: \"c\"}\n")
	t("pat: closed pattern prefix, extra", "tools: [=~\"^c_\"]: close({state: #State, source: *\"builtin\" | \"mcp\"})\ntools: c_x: {state: \"active\", card: \"c\"}\n")
	t("pat: ellipsis pattern and close", "tools: [string]: {...}\ntools: x: close({state: \"active\", source: \"builtin\"})\n")
	t("pat: two patterns, one regular", "tools: [=~\"^a\"]: {niche?: string}\ntools: [=~\"^x\"]: {card: *\"c\" | string}\ntools: x: close({state: \"active\", source: \"builtin\"})\ntools: a: close({state: \"active\", source: \"builtin\"})\n")

	// ---- closed hidden helpers ----
	h := func(name, src string) { t(name, withImportsFirst(remote30, src)) }
	h("helper: conj", "tools: x: _remote & {niche: \"n\", card: \"c\", description: \"d\"}\n")
	h("helper: conj, default state", "tools: x: _remote & {niche: \"n\", card: \"c\", description: \"d\"}\ntools: y: _remote & {state: \"active\", niche: \"n\", card: \"c\", description: \"d\"}\n")
	h("helper: embedding", "tools: x: {_remote, niche: \"n\", card: \"c\", description: \"d\"}\n")
	h("helper: embedding, extra", "tools: x: {_remote, niche: \"n\", card: \"c\", description: \"d\", group: \"g\"}\n")
	h("helper: conj, extra", "tools: x: _remote & {niche: \"n\", card: \"c\", description: \"d\", group: \"g\"}\n")
	h("helper: conj, extra later", "tools: x: _remote & {niche: \"n\", card: \"c\", description: \"d\"}\ntools: x: group: \"g\"\n")
	h("helper: incomplete", "tools: x: _remote & {niche: \"n\", card: \"c\"}\n")
	h("helper: bare", "tools: x: _remote\n")
	h("helper: conflicting source", "tools: x: _remote & {source: \"builtin\", niche: \"n\", card: \"c\", description: \"d\"}\n")
	h("helper: read source", "tools: x: _remote & {niche: \"n\", card: \"c\", description: _remote.source}\n")
	h("helper: read state default", "tools: x: _remote & {niche: \"n\", card: \"c\", description: \"s=\\(_remote.state)\"}\n")
	h("helper: many entries", "tools: {a: _remote & {niche: \"a\", card: \"c\", description: \"d\"}, b: _remote & {niche: \"b\", card: \"c\", description: \"d\"}, c: _remote & {niche: \"c\", card: \"c\", description: \"d\", state: \"active\"}}\n")
	t("helper: lacking source", "_r: close({state: \"active\", niche: string})\ntools: x: _r & {niche: \"n\"}\n")
	t("helper: lacking source, embedded", "_r: close({state: \"active\", niche: string})\ntools: x: {_r, niche: \"n\"}\n")
	t("helper: declared twice", "_r: close({state: \"active\", source: \"builtin\"})\n_r: close({state: \"active\", source: \"builtin\"})\ntools: x: _r\n")
	t("helper: declared twice, field added", "_r: close({state: \"active\", source: \"builtin\"})\n_r: niche: \"n\"\ntools: x: _r\n")
	t("helper: declared twice, differently closed", "_r: close({state: \"active\", source: \"builtin\"})\n_r: close({state: \"active\", source: \"builtin\", niche: \"n\"})\ntools: x: _r\n")
	t("helper: nested struct", "_r: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: _r & {parameters: properties: a: {type: \"string\"}}\n")
	t("helper: nested annotations", "_r: close({state: \"active\", source: \"builtin\", annotations: {ro: true}})\ntools: x: _r & {annotations: dw: true}\n")
	add(e30("helper: in another file", "a.cue", "tools: x: _r & {niche: \"n\"}\n", "b.cue", "_r: close({state: \"active\", source: \"builtin\", niche: string})\n")...)
	add(e30("helper: in another file, extra", "a.cue", "tools: x: _r & {card: \"n\"}\n", "b.cue", "_r: close({state: \"active\", source: \"builtin\", niche?: string})\n")...)
	t("helper: two helpers", "_a: close({state: \"active\", source: \"builtin\", niche: string})\n_b: close({state: \"active\", source: \"builtin\", niche: \"n\"})\ntools: x: _a & _b\n")
	t("helper: two helpers, different labels", "_a: close({state: \"active\", source: \"builtin\", niche: string})\n_b: close({state: \"active\", source: \"builtin\", card: \"c\"})\ntools: x: _a & _b\n")
	t("helper: two helpers, one open", "_a: close({state: \"active\", source: \"builtin\", niche: string})\n_b: {card: \"c\"}\ntools: x: _a & _b & {niche: \"n\"}\n")
	t("helper: with a let", "_r: close({let s = \"mcp\", state: \"deferred\", source: s, card: \"c\"})\ntools: x: _r\n")
	t("helper: with a let, extra", "_r: close({let s = \"mcp\", state: \"deferred\", source: s, card: \"c\"})\ntools: x: _r & {niche: s}\n")
	t("helper: let helper", "let r = close({state: \"deferred\", source: \"mcp\", card: string})\ntools: x: r & {card: \"c\"}\n")
	t("helper: let helper, extra", "let r = close({state: \"deferred\", source: \"mcp\", card: string})\ntools: x: r & {card: \"c\", niche: \"n\"}\n")
	t("helper: hidden pattern closed", "_srv: [S=string]: close({source: \"mcp\", state: *\"deferred\" | #State, group: S, card: string})\n_srv: {gh: _}\ntools: x: _srv.gh & {card: \"c\"}\n")
	t("helper: hidden pattern closed, extra", "_srv: [S=string]: close({source: \"mcp\", state: *\"deferred\" | #State, group: S, card: string})\n_srv: {gh: _}\ntools: x: _srv.gh & {card: \"c\", niche: \"n\"}\n")
	t("helper: helper refs helper", "_b: {state: \"active\", source: \"builtin\"}\n_r: close({_b, niche: string})\ntools: x: _r & {niche: \"n\"}\n")
	t("helper: helper refs helper, extra", "_b: {state: \"active\", source: \"builtin\"}\n_r: close({_b})\ntools: x: _r & {niche: \"n\"}\n")
	t("helper: helper & open struct in close", "_r: close({state: \"active\", source: \"builtin\"} & {niche: string})\ntools: x: _r & {niche: \"n\"}\n")
	t("helper: closed helper with optional", "_r: close({state: \"active\", source: \"builtin\", niche?: string})\ntools: x: _r\ntools: y: _r & {niche: \"n\"}\n")
	t("helper: closed helper with required", "_r: close({state: \"active\", source: \"builtin\", niche!: string})\ntools: x: _r\n")
	t("helper: close around a helper ref", "_r: {state: \"active\", source: \"builtin\"}\ntools: x: close(_r)\n")
	t("helper: close around a helper ref, extra", "_r: {state: \"active\", source: \"builtin\"}\ntools: x: close(_r) & {niche: \"n\"}\n")
	t("helper: close around a helper ref, extra later", "_r: {state: \"active\", source: \"builtin\"}\ntools: x: close(_r)\ntools: x: niche: \"n\"\n")
	t("helper: close around helper, helper extended", "_r: {state: \"active\", source: \"builtin\"}\n_r: niche: \"n\"\ntools: x: close(_r)\n")
	t("helper: entry used as helper", "tools: x: close({state: \"active\", source: \"builtin\"})\ntools: y: tools.x\n")
	t("helper: entry used as helper, extra", "tools: x: close({state: \"active\", source: \"builtin\"})\ntools: y: tools.x & {niche: \"n\"}\n")
	t("helper: entry embedded, extra", "tools: x: close({state: \"active\", source: \"builtin\"})\ntools: y: {tools.x, niche: \"n\"}\n")

	// ---- reads of the section ----
	t("read: head_add over active", "tools: {x: close({state: \"active\", source: \"builtin\"}), y: close({state: \"deferred\", source: \"builtin\", card: \"c\"})}\nmodes: agent: head_add: [for n, t in tools if t.state == \"active\" {n}]\n")
	t("read: head_add order", "tools: {b: close({state: \"active\", source: \"builtin\"}), a: {state: \"active\"}}\n"+order30)
	t("read: aliases by comprehension", "tools: {x: close({state: \"active\", source: \"builtin\"}), old_x: close({state: \"deprecated\", source: \"builtin\"})}\nfor n, t in tools if t.state == \"deprecated\" {aliases: (n): {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\n")
	t("read: len tools", "tools: {x: close({state: \"active\", source: \"builtin\"}), y: close({state: \"active\", source: \"builtin\"})}\nretired: n: reason: \"\\(len(tools))\"\n")
	add(e30("read: json.Marshal field order", "a.cue", "import \"encoding/json\"\ntools: x: close({source: \"builtin\", niche: \"n\", state: \"active\"})\ntools: y: {state: \"active\", description: json.Marshal(tools.x)}\n")...)
	add(e30("read: json.Marshal field order with defaults", "a.cue", "import \"encoding/json\"\ntools: x: close({niche: *\"n\" | string, source: *\"mcp\" | \"builtin\", state: *\"deferred\" | #State, card: \"c\"})\ntools: y: {state: \"active\", description: json.Marshal(tools.x)}\n")...)
	add(e30("read: json.Marshal helper entry", "a.cue", "import \"encoding/json\"\n"+remote30+"tools: x: _remote & {description: \"d\", card: \"c\", niche: \"n\"}\ntools: y: {state: \"active\", description: json.Marshal(tools.x)}\n")...)
	add(e30("read: json.Marshal twice-declared entry", "a.cue", "import \"encoding/json\"\ntools: x: {card: \"c\"}\ntools: x: close({state: \"deferred\", source: \"builtin\", card: string})\ntools: y: {state: \"active\", description: json.Marshal(tools.x)}\n")...)
	add(e30("read: json.Marshal pattern-added field", "a.cue", "import \"encoding/json\"\ntools: [string]: {group?: string}\ntools: x: close({niche: \"n\", state: \"active\", source: \"builtin\", group: \"g\"})\ntools: y: {state: \"active\", description: json.Marshal(tools.x)}\n")...)
	t("read: count of closed by field", "tools: {x: close({state: \"active\", source: \"mcp\"}), y: close({state: \"active\", source: \"builtin\"})}\nretired: n: reason: \"\\(len([for n, t in tools if t.source == \"mcp\" {n}]))\"\n")
	t("read: providers first_turn from closed", "tools: {x: close({state: \"active\", source: \"builtin\"}), y: close({state: \"deferred\", source: \"builtin\", card: \"c\"})}\nproviders: p: {budget: {target: 1, max: 2}, first_turn: [for n, t in tools if t.state == \"active\" {n}]}\n")
	t("read: reading an absent optional", "tools: x: close({state: \"active\", source: \"builtin\"})\ntools: y: {state: \"active\", if tools.x.niche != _|_ {niche: tools.x.niche}}\n")
	t("read: reading an absent field errors", "tools: x: close({state: \"active\", source: \"builtin\"})\ntools: y: {state: \"active\", niche: tools.x.niche}\n")
	t("read: field ref to default", "tools: x: close({state: *\"deferred\" | #State, source: \"builtin\", card: \"c\"})\ntools: y: {state: tools.x.state, card: \"c\"}\n")

	// ---- other sections ----
	t("alias: closed entry", "tools: x: {state: \"active\"}\naliases: o: close({replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true})\n")
	t("alias: closed entry, extra", "tools: x: {state: \"active\"}\naliases: o: close({replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true, zz: 1})\n")
	t("alias: closed entry, note later", "tools: x: {state: \"active\"}\naliases: o: close({replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true})\naliases: o: note: \"n\"\n")
	t("alias: closed entry, missing field", "tools: x: {state: \"active\"}\naliases: o: close({replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\"})\n")
	t("alias: closed by comprehension", "tools: {x: {state: \"active\"}, old: {state: \"deprecated\"}}\nfor n, t in tools if t.state == \"deprecated\" {aliases: (n): close({replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false})}\n")
	t("retired: closed empty", "tools: x: {state: \"active\"}\nretired: o: close({})\n")
	t("retired: closed with reason", "tools: x: {state: \"active\"}\nretired: o: close({reason: \"r\", since: \"0.1.0\"})\n")
	t("retired: closed empty, reason later", "tools: x: {state: \"active\"}\nretired: o: close({})\nretired: o: reason: \"r\"\n")
	t("retired: closed extra", "tools: x: {state: \"active\"}\nretired: o: close({zz: 1})\n")
	t("gate: closed", "tools: x: {state: \"active\"}\n"+mc21+"gates: x: close({hidden_for: \"c\"})\n")
	t("gate: closed, both later", "tools: x: {state: \"active\"}\n"+mc21+"gates: x: close({hidden_for: \"c\"})\ngates: x: visible_for: \"c\"\n")
	t("gate: closed, none", "tools: x: {state: \"active\"}\ngates: x: close({})\n")
	t("gate: closed, extra", "tools: x: {state: \"active\"}\n"+mc21+"gates: x: close({hidden_for: \"c\", zz: 1})\n")
	t("gate: closed, optional", "tools: x: {state: \"active\"}\n"+mc21+"gates: x: close({hidden_for: \"c\", visible_for?: string})\n")

	// ---- weird ----
	t("weird: close() around the section", "tools: close({x: {state: \"active\"}})\n")
	t("weird: close() around the section, entry elsewhere", "tools: close({x: {state: \"active\"}})\ntools: y: {state: \"active\"}\n")
	add(e30("weird: close() around the section, entry in other file", "a.cue", "tools: close({x: {state: \"active\"}})\n", "b.cue", "tools: y: {state: \"active\"}\n")...)
	t("weird: close() around aliases section", "tools: x: {state: \"active\"}\naliases: close({o: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}})\n")
	t("weird: close() around retired section, later entry", "tools: x: {state: \"active\"}\nretired: close({o: {}})\nretired: p: {}\n")
	t("weird: field named close in tools", "tools: {close: {state: \"active\"}, x: close({state: \"active\", source: \"builtin\"})}\n")
	t("weird: let named close", "let close = {state: \"active\"}\ntools: x: close\n")
	t("weird: let named close in section", "tools: {let close = {state: \"active\"}, x: close}\n")
	t("weird: hidden named _close", "_close: {state: \"active\"}\ntools: x: _close\n")
	t("weird: top-level field close", "close: 1\ntools: x: close({state: \"active\"})\n")
	t("weird: entry field named close", "tools: x: {state: \"active\", close: 1}\n")
	t("weird: close as label in closed", "tools: x: close({state: \"active\", source: \"builtin\", close: 1})\n")
	t("weird: close as quoted label", "tools: \"close\": close({state: \"active\", source: \"builtin\"})\n")
	t("weird: close in a list elem", "tools: x: {state: \"active\", groups: [close({})]}\n")
	t("weird: close of a disjunction", "tools: x: close({state: \"active\", source: \"builtin\"} | {state: \"deferred\", source: \"builtin\", card: \"c\"})\n")
	t("weird: default of closes", "tools: x: *close({state: \"active\", source: \"builtin\"}) | close({state: \"deferred\", source: \"builtin\", card: \"c\"})\n")
	t("weird: disjunction, extra picks", "tools: x: close({state: \"active\", source: \"builtin\"}) | {state: \"deferred\", card: \"c\"}\ntools: x: card: \"c\"\n")
	t("weird: close with comment", "tools: x: close({ // c\n\tstate: \"active\" // d\n\tsource: \"builtin\"\n})\n")
	t("weird: close with attribute", "tools: x: close({state: \"active\" @a(), source: \"builtin\"})\n")
	t("weird: close with alias value", "tools: x: X=close({state: \"active\", source: \"builtin\", niche: \"\\(X.state)\"})\n")
	t("weird: close with self ref", "tools: x: close({state: \"active\", source: \"builtin\", niche: state})\n")
	t("weird: close with self ref to absent", "tools: x: close({state: \"active\", source: \"builtin\", niche: card})\n")
	t("weird: close in if", "if true {tools: x: close({state: \"active\", source: \"builtin\"})}\n")
	t("weird: close with if inside", "tools: x: close({state: \"active\", source: \"builtin\", if true {niche: \"n\"}})\n")
	t("weird: close with for inside", "tools: x: close({state: \"active\", source: \"builtin\", for k in [\"niche\"] {(k): \"n\"}})\n")
	t("weird: close with dynamic label", "_k: \"niche\"\ntools: x: close({state: \"active\", source: \"builtin\", (_k): \"n\"})\n")
	t("weird: close in entry label string interp", "_p: \"x\"\ntools: \"\\(_p)_t\": close({state: \"active\", source: \"builtin\"})\n")
	t("weird: struct.MaxFields and close", "import \"struct\"\ntools: x: struct.MaxFields(2) & close({state: \"active\", source: \"builtin\"})\n")
	t("weird: close of an entry ref", "tools: a: {state: \"active\"}\ntools: x: close(tools.a)\n")
	t("weird: close bottom", "tools: x: close(_|_)\n")
	t("weird: close with null field", "tools: x: close({state: \"active\", source: \"builtin\", niche: null})\n")
	t("weird: close in a hidden section copy", "_t: {x: close({state: \"active\", source: \"builtin\"})}\ntools: _t\n")
	t("weird: close in a hidden section copy, extra", "_t: {x: close({state: \"active\", source: \"builtin\"})}\ntools: _t\ntools: x: niche: \"n\"\n")
	t("weird: embedded section struct with close", "{tools: x: close({state: \"active\", source: \"builtin\"})}\n")
	t("weird: close with bytes", "tools: x: close({state: \"active\", source: \"builtin\", niche: 'b'})\n")
	t("weird: close with multiline", "tools: x: close({state: \"active\", source: \"builtin\", description: \"\"\"\n\tline one\n\tline two\n\t\"\"\"})\n")

	// ---- closed definitions and closed patterns (fast path today) ----
	t("cdef: #D close with default state", "#D: close({state: *\"deferred\" | #State, source: \"mcp\", card: string})\ntools: x: #D & {card: \"c\"}\ntools: y: #D & {card: \"c\", state: \"active\"}\n")
	t("cdef: #D close with default state, extra", "#D: close({state: *\"deferred\" | #State, source: \"mcp\", card: string})\ntools: x: #D & {card: \"c\", niche: \"n\"}\n")
	t("cdef: #D close, extra later line", "#D: close({state: \"active\", source: \"builtin\"})\ntools: x: #D\ntools: x: niche: \"n\"\n")
	add(e30("cdef: #D close, extra in other file", "a.cue", "#D: close({state: \"active\", source: \"builtin\"})\ntools: x: #D\n", "b.cue", "tools: x: niche: \"n\"\n")...)
	add(e30("cdef: #D close declared in other file", "a.cue", "tools: x: #D\n", "b.cue", "#D: close({state: \"active\", source: \"builtin\"})\n")...)
	t("cdef: #D plain lacking source", "#D: {state: \"active\"}\ntools: x: #D\n")
	t("cdef: #D close lacking source", "#D: close({state: \"active\"})\ntools: x: #D\n")
	t("cdef: #D close lacking source, pattern gives it", "#D: close({state: \"active\"})\ntools: [string]: {source: \"builtin\"}\ntools: x: #D\n")
	t("cdef: #D close, pattern regular default", "#D: close({state: \"active\", source: \"builtin\"})\ntools: [string]: {group: *\"g\" | string}\ntools: x: #D\n")
	t("cdef: #D close, pattern optional", "#D: close({state: \"active\", source: \"builtin\"})\ntools: [string]: {group?: string}\ntools: x: #D\n")
	t("cdef: #D close, label pattern", "#D: close({state: \"active\", source: \"builtin\", niche: string})\ntools: [N=string]: {niche: N}\ntools: x: #D\n")
	t("cdef: #D close, label pattern wrong", "#D: close({state: \"active\", source: \"builtin\", niche: \"q\"})\ntools: [N=string]: {niche: N}\ntools: x: #D\n")
	t("cdef: #D close, mcp pattern conflict", "#D: close({state: \"active\", source: \"builtin\"})\ntools: [=~\"^m\"]: {source: \"mcp\"}\ntools: m1: #D\n")
	t("cdef: #D close with ...", "#D: close({state: \"active\", source: \"builtin\", ...})\ntools: x: #D & {zz: 1}\n")
	t("cdef: #D close embedded in entry", "#D: close({state: \"active\", source: \"builtin\"})\ntools: x: {#D}\n")
	t("cdef: #D close embedded in entry, extra", "#D: close({state: \"active\", source: \"builtin\"})\ntools: x: {#D, niche: \"n\"}\n")
	t("cdef: #D close, twice", "#D: close({state: \"active\", source: \"builtin\"})\ntools: x: #D\ntools: x: #D\n")
	t("cdef: #D and #E closes", "#D: close({state: \"active\", source: \"builtin\"})\n#E: close({state: \"active\", source: \"builtin\", niche: \"n\"})\ntools: x: #D & #E\n")
	t("cdef: #D close declared twice", "#D: close({state: \"active\", source: \"builtin\"})\n#D: close({state: \"active\", source: \"builtin\"})\ntools: x: #D\n")
	t("cdef: #D close declared twice, field added", "#D: close({state: \"active\", source: \"builtin\"})\n#D: niche: \"n\"\ntools: x: #D\n")
	t("cdef: #D close with nested parameters", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: #D & {parameters: properties: a: {type: \"string\"}}\n")
	t("cdef: #D close with optional", "#D: close({state: \"active\", source: \"builtin\", niche?: string})\ntools: x: #D\ntools: y: #D & {niche: \"n\"}\n")
	t("cdef: #D close with optional not in schema", "#D: close({state: \"active\", source: \"builtin\", zz?: string})\ntools: x: #D\n")
	t("cdef: #D close with required", "#D: close({state: \"active\", source: \"builtin\", card!: string})\ntools: x: #D\n")
	t("cdef: #D close with required given", "#D: close({state: \"active\", source: \"builtin\", card!: string})\ntools: x: #D & {card: \"c\"}\n")
	t("cdef: #D close bool default", "#D: close({state: \"active\", source: \"builtin\", annotations: {ro: *false | bool}})\ntools: x: #D\ntools: y: #D & {annotations: ro: true}\n")
	t("cdef: #D close source default mcp", "#D: close({state: \"active\", source: *\"mcp\" | \"builtin\"})\ntools: x: #D\n")
	t("cdef: #D close unicode", "#D: close({state: \"active\", source: \"builtin\", niche: \"ünï ✓\"})\ntools: x: #D\n")
	t("cdef: #D close, field named close", "#D: close({state: \"active\", source: \"builtin\"})\ntools: {close: #D, x: #D}\n")
	add(e30("cdef: #D close json order", "a.cue", "import \"encoding/json\"\n#D: close({niche: \"n\", source: \"builtin\", state: *\"deferred\" | #State, card: \"c\"})\ntools: x: #D\ntools: y: {state: \"active\", description: json.Marshal(tools.x)}\n")...)
	add(e30("cdef: #D close json order, conj", "a.cue", "import \"encoding/json\"\n#D: close({niche: string, source: \"builtin\", state: *\"deferred\" | #State, card: \"c\"})\ntools: x: {card: \"c\"} & #D & {niche: \"n\"}\ntools: y: {state: \"active\", description: json.Marshal(tools.x)}\n")...)
	t("cdef: #D close, head_add", "#D: close({state: *\"active\" | #State, source: \"builtin\"})\ntools: {x: #D, y: #D & {state: \"deferred\", card: \"c\"}}\nmodes: agent: head_add: [for n, t in tools if t.state == \"active\" {n}]\n")
	t("cdef: #D close, read field", "#D: close({state: \"active\", source: \"builtin\", niche: \"n\"})\ntools: x: #D\ntools: y: {state: \"active\", niche: tools.x.niche}\n")
	t("cdef: #D close, read absent field", "#D: close({state: \"active\", source: \"builtin\"})\ntools: x: #D\ntools: y: {state: \"active\", niche: tools.x.niche}\n")
	t("cdef: #D open def, extra", "#D: {state: \"active\", source: \"builtin\"}\ntools: x: #D & {niche: \"n\"}\n")
	t("cdef: #D open def with ..., extra", "#D: {state: \"active\", source: \"builtin\", ...}\ntools: x: #D & {niche: \"n\"}\n")
	t("cdef: #D close of #Tool", "#D: close(#Tool & {state: \"active\"})\ntools: x: #D\ntools: y: #D & {niche: \"n\"}\n")
	t("cdef: #D #Tool & close", "#D: #Tool & close({state: \"active\"})\ntools: x: #D\n")
	t("cdef: #D close in a hidden", "#D: close({state: \"active\", source: \"builtin\"})\n_h: {a: #D}\ntools: x: _h.a\n")
	t("cdef: #D close in a hidden, extra", "#D: close({state: \"active\", source: \"builtin\"})\n_h: {a: #D}\ntools: x: _h.a & {niche: \"n\"}\n")
	t("cdef: hidden def close", "_#D: close({state: \"active\", source: \"builtin\"})\ntools: x: _#D\ntools: y: _#D & {niche: \"n\"}\n")
	t("cdef: hidden def close valid", "_#D: close({state: \"active\", source: \"builtin\", niche?: string})\ntools: x: _#D\ntools: y: _#D & {niche: \"n\"}\n")
	t("cdef: def in section close", "tools: {#D: close({state: \"active\", source: \"builtin\"}), x: #D}\n")
	t("cdef: def in section close, extra", "tools: {#D: close({state: \"active\", source: \"builtin\"}), x: #D & {niche: \"n\"}}\n")
	t("cdef: def with close field, extra", "#D: {t: close({state: \"active\", source: \"builtin\"})}\ntools: x: #D.t & {niche: \"n\"}\n")
	t("cdef: def disjunction of closes", "#D: close({state: \"active\", source: \"builtin\"}) | close({state: \"deferred\", source: \"builtin\", card: string})\ntools: x: #D\ntools: y: #D & {card: \"c\"}\n")
	t("cdef: def default of closes", "#D: *close({state: \"active\", source: \"builtin\"}) | close({state: \"deferred\", source: \"builtin\", card: string})\ntools: x: #D\ntools: y: #D & {card: \"c\"}\n")

	tp := func(name, pat, src string) { t(name, "tools: [string]: "+pat+"\n"+src) }
	cp := "close({state: *\"active\" | #State, source: *\"builtin\" | \"mcp\", niche?: string, card?: string})"
	tp("cpat: default state", cp, "tools: x: {}\ntools: y: {state: \"deferred\", card: \"c\"}\n")
	tp("cpat: extra group", cp, "tools: x: {group: \"g\"}\n")
	tp("cpat: extra in another file line", cp, "tools: x: {}\ntools: x: description: \"d\"\n")
	add(e30("cpat: extra in other file", "a.cue", "tools: [string]: "+cp+"\ntools: x: {}\n", "b.cue", "tools: x: description: \"d\"\n")...)
	add(e30("cpat: pattern in other file, extra", "a.cue", "tools: x: {description: \"d\"}\n", "b.cue", "tools: [string]: "+cp+"\n")...)
	add(e30("cpat: pattern in other file, valid", "a.cue", "tools: x: {niche: \"d\"}\n", "b.cue", "tools: [string]: "+cp+"\n")...)
	tp("cpat: lacking source", "close({state: #State})", "tools: x: {state: \"active\"}\n")
	tp("cpat: lacking source, entry gives it", "close({state: #State})", "tools: x: {state: \"active\", source: \"builtin\"}\n")
	tp("cpat: hidden field in entry", cp, "tools: x: {_h: 1}\n")
	tp("cpat: def field in entry", cp, "tools: x: {#h: 1}\n")
	tp("cpat: label ref", "close({state: *\"active\" | #State, source: *\"builtin\" | \"mcp\", niche: string})", "tools: x: {niche: \"x\"}\n")
	t("cpat: label alias", "tools: [N=string]: close({state: *\"active\" | #State, source: *\"builtin\" | \"mcp\", niche: N})\ntools: x: {}\ntools: y: {niche: \"y\"}\n")
	t("cpat: label alias, conflict", "tools: [N=string]: close({state: *\"active\" | #State, source: *\"builtin\" | \"mcp\", niche: N})\ntools: x: {niche: \"q\"}\n")
	t("cpat: two closed patterns", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\ntools: [=~\"^c\"]: close({state: #State, source: *\"builtin\" | \"mcp\", card?: string})\ntools: cx: {state: \"active\"}\ntools: x: {state: \"active\", niche: \"n\"}\n")
	t("cpat: two closed patterns, one forbids", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\ntools: [=~\"^c\"]: close({state: #State, source: *\"builtin\" | \"mcp\", card?: string})\ntools: cx: {state: \"active\", card: \"c\"}\n")
	t("cpat: closed and open pattern, open adds regular", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\ntools: [=~\"^c\"]: {group: *\"g\" | string}\ntools: cx: {state: \"active\"}\n")
	t("cpat: closed and open pattern, open adds optional", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\ntools: [=~\"^c\"]: {group?: string}\ntools: cx: {state: \"active\"}\n")
	t("cpat: json order", "import \"encoding/json\"\ntools: [string]: close({niche?: string, source: *\"builtin\" | \"mcp\", state: *\"active\" | #State, card?: string})\ntools: x: {card: \"c\", niche: \"n\"}\ntools: y: {description: json.Marshal(tools.x)}\n")
	t("cpat: json order of default-only entry", "import \"encoding/json\"\ntools: [string]: close({niche: *\"n\" | string, source: *\"builtin\" | \"mcp\", state: *\"active\" | #State, description?: string})\ntools: x: {}\ntools: y: {description: json.Marshal(tools.x)}\n")
	t("cpat: closed pattern via hidden", "_p: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\ntools: [string]: _p\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\", card: \"c\"}\n")
	t("cpat: closed pattern via def", "#P: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\ntools: [string]: #P\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\", card: \"c\"}\n")
	t("cpat: closed pattern via def, valid", "#P: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\ntools: [string]: #P\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\", niche: \"c\"}\n")
	t("cpat: closed pattern with nested", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", parameters?: {type: \"object\"}})\ntools: x: {state: \"active\", parameters: {properties: {}}}\n")
	t("cpat: closed pattern with ...", "tools: [string]: close({state: #State, ...})\ntools: x: {state: \"active\", niche: \"n\"}\n")
	t("cpat: closed pattern in braces", "tools: {[string]: close({state: #State, source: *\"builtin\" | \"mcp\"}), x: {state: \"active\"}, y: {state: \"active\", niche: \"n\"}}\n")
	t("cpat: closed and entry closed", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\ntools: x: close({state: \"active\", source: \"builtin\"})\n")
	t("cpat: closed and entry closed, niche", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\ntools: x: close({state: \"active\", source: \"builtin\", niche: \"n\"})\n")
	t("cpat: closed entries by comprehension", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\nfor n in [\"a\", \"b\"] {tools: (n): {state: \"active\", niche: n}}\n")
	t("cpat: closed entries by comprehension, extra", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\nfor n in [\"a\", \"b\"] {tools: (n): {state: \"active\", card: n}}\n")
	t("cpat: close of a pattern struct", "tools: close({[string]: {state: *\"active\" | #State}})\ntools: x: {}\n")
	t("cpat: close of a pattern struct, plus entry", "tools: close({[string]: {state: *\"active\" | #State}, x: {}})\ntools: y: {}\n")

	// ---- closed section structs ----
	t("csec: close section with pattern and entry", "tools: close({[=~\"^m\"]: {source: \"mcp\"}, m1: {state: \"deferred\", card: \"c\"}})\n")
	t("csec: close section via hidden", "_t: close({x: {state: \"active\"}})\ntools: _t\n")
	t("csec: close section via hidden, entry added", "_t: close({x: {state: \"active\"}})\ntools: _t\ntools: y: {state: \"active\"}\n")
	t("csec: close section twice", "tools: close({x: {state: \"active\"}})\ntools: close({x: {state: \"active\"}})\n")
	t("csec: close section twice, different", "tools: close({x: {state: \"active\"}})\ntools: close({y: {state: \"active\"}})\n")
	t("csec: close section, field added to entry", "tools: close({x: {state: \"active\"}})\ntools: x: niche: \"n\"\n")
	t("csec: close section, entry by comprehension", "tools: close({x: {state: \"active\"}})\nfor n in [\"y\"] {tools: (n): {state: \"active\"}}\n")
	t("csec: close section, optional entry", "tools: close({x: {state: \"active\"}, y?: {state: \"active\"}})\ntools: y: {}\n")
	t("csec: close retired, entry added", "tools: x: {state: \"active\"}\nretired: close({o: {}})\nretired: p: {}\n")
	t("csec: close gates", "tools: x: {state: \"active\"}\n"+mc21+"gates: close({x: {hidden_for: \"c\"}})\n")
	t("csec: close gates, added", "tools: {x: {state: \"active\"}, y: {state: \"active\"}}\n"+mc21+"gates: close({x: {hidden_for: \"c\"}})\ngates: y: {hidden_for: \"c\"}\n")
	t("csec: close aliases, added", "tools: x: {state: \"active\"}\naliases: close({o: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}})\naliases: p: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\n")
	t("csec: close modes, added", "tools: x: {state: \"active\"}\nmodes: close({agent: {}})\nmodes: plan: {}\n")
	t("csec: close providers", "tools: x: {state: \"active\"}\nproviders: close({default: {}})\n")

	// ---- closed helper variants ----
	h("helper2: default state read by comprehension", "tools: {a: _remote & {niche: \"n\", card: \"c\", description: \"d\"}, b: _remote & {state: \"active\", niche: \"n\", card: \"c\", description: \"d\"}}\nmodes: agent: head_add: [for n, t in tools if t.state == \"active\" {n}]\n")
	h("helper2: via let", "let r = _remote\ntools: x: r & {niche: \"n\", card: \"c\", description: \"d\"}\n")
	h("helper2: via let, extra", "let r = _remote\ntools: x: r & {niche: \"n\", card: \"c\", description: \"d\", group: \"g\"}\n")
	h("helper2: narrowed helper", "_r2: _remote & {card: \"c\", description: \"d\"}\ntools: x: _r2 & {niche: \"n\"}\n")
	h("helper2: narrowed helper, extra", "_r2: _remote & {card: \"c\", description: \"d\"}\ntools: x: _r2 & {niche: \"n\", group: \"g\"}\n")
	h("helper2: helper in pattern", "tools: [=~\"^r_\"]: _remote\ntools: r_x: {niche: \"n\", card: \"c\", description: \"d\"}\n")
	h("helper2: helper in pattern, extra", "tools: [=~\"^r_\"]: _remote\ntools: r_x: {niche: \"n\", card: \"c\", description: \"d\", group: \"g\"}\n")
	h("helper2: helper in pattern, incomplete", "tools: [=~\"^r_\"]: _remote\ntools: r_x: {niche: \"n\", card: \"c\"}\n")
	h("helper2: json order", "import \"encoding/json\"\ntools: x: _remote & {description: \"d\", card: \"c\", niche: \"n\"}\nretired: j: reason: json.Marshal(tools.x)\n")
	h("helper2: defaults json", "import \"encoding/json\"\nretired: j: reason: json.Marshal(_remote & {description: \"d\", card: \"c\", niche: \"n\"})\ntools: x: {state: \"active\"}\n")
	h("helper2: helper in an if", "if true {tools: x: _remote & {niche: \"n\", card: \"c\", description: \"d\"}}\n")
	h("helper2: helper mentioned by a for", "for k, v in _remote {retired: \"r_\\(k)\": {}}\ntools: x: {state: \"active\"}\n")
	t("helper2: helper with close inside field", "_r: {state: \"active\", source: \"builtin\", parameters: close({type: \"object\"})}\ntools: x: _r\ntools: y: _r & {parameters: properties: {}}\n")
	t("helper2: closed helper with pattern", "_r: close({state: \"active\", source: \"builtin\", [=~\"^n\"]: string})\ntools: x: _r & {niche: \"n\"}\n")
	t("helper2: closed helper with pattern, extra", "_r: close({state: \"active\", source: \"builtin\", [=~\"^n\"]: string})\ntools: x: _r & {card: \"n\"}\n")
	t("helper2: closed helper hidden in helper", "_r: close({state: \"active\", source: \"builtin\", _k: 1})\ntools: x: _r & {_j: 2}\n")
	t("helper2: closed helper unicode label", "_r: close({state: \"active\", source: \"builtin\", \"niche\": \"ü\"})\ntools: x: _r\n")

	// ---- minimization of the nested-parameters failure ----
	t("min: #D plain nested parameters extended", "#D: {state: \"active\", source: \"builtin\", parameters: {type: \"object\"}}\ntools: x: #D & {parameters: properties: a: {type: \"string\"}}\n")
	t("min: #D close nested parameters, extended later", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: #D\ntools: x: parameters: zz: 1\n")
	t("min: #D nested annotations extended", "#D: {state: \"active\", source: \"builtin\", annotations: {ro: true}}\ntools: x: #D & {annotations: dw: true}\n")
	t("min: #D nested annotations extended later", "#D: {state: \"active\", source: \"builtin\", annotations: {ro: true}}\ntools: x: #D\ntools: x: annotations: dw: true\n")
	t("min: #D close nested annotations extended", "#D: close({state: \"active\", source: \"builtin\", annotations: {ro: true}})\ntools: x: #D & {annotations: dw: true}\n")
	t("min: #D nested parameters empty extended", "#D: {state: \"active\", source: \"builtin\", parameters: {}}\ntools: x: #D & {parameters: type: \"object\"}\n")
	t("min: #D nested parameters, extra in nested", "#D: {state: \"active\", source: \"builtin\", parameters: {type: \"object\", properties: {a: {type: \"string\"}}}}\ntools: x: #D & {parameters: properties: a: description: \"d\"}\n")
	t("min: #D nested, without source", "#D: {state: \"active\", parameters: {type: \"object\"}}\ntools: x: #D & {parameters: zz: 1}\n")
	t("min: #D nested parameters ...", "#D: {state: \"active\", source: \"builtin\", parameters: {type: \"object\", ...}}\ntools: x: #D & {parameters: zz: 1}\n")
	t("min: #D nested variants list elem extended", "#D: {state: \"active\", source: \"builtin\", variants: [{model_class: \"c\"}]}\ntools: x: #D & {variants: [{description: \"d\"}]}\n"+mc21)
	t("min: #D pattern nested parameters", "#D: {state: \"active\", source: \"builtin\", parameters: {type: \"object\"}}\ntools: [string]: #D\ntools: x: {parameters: zz: 1}\n")
	t("min: #D in section def nested", "tools: {#D: {state: \"active\", source: \"builtin\", parameters: {type: \"object\"}}, x: #D & {parameters: zz: 1}}\n")
	t("min: hidden closed helper nested parameters", "_r: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: _r & {parameters: zz: 1}\n")
	t("min: _#D nested parameters", "_#D: {state: \"active\", source: \"builtin\", parameters: {type: \"object\"}}\ntools: x: _#D & {parameters: zz: 1}\n")
	t("min: #D nested parameters, embedding", "#D: {state: \"active\", source: \"builtin\", parameters: {type: \"object\"}}\ntools: x: {#D, parameters: zz: 1}\n")

	// ---- close() in a definition with nested struct literals ----
	t("cdefn: nested parameters extended by conj", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: #D & {parameters: zz: 1}\n")
	t("cdefn: nested parameters extended by embedding", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: {#D, parameters: zz: 1}\n")
	t("cdefn: nested parameters not extended", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: #D\n")
	t("cdefn: nested parameters, same field again", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: #D & {parameters: type: \"object\"}\n")
	t("cdefn: nested parameters with ...", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\", ...}})\ntools: x: #D & {parameters: zz: 1}\n")
	t("cdefn: nested properties extended", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\", properties: {a: {type: \"string\"}}}})\ntools: x: #D & {parameters: properties: b: {type: \"string\"}}\n")
	t("cdefn: nested annotations extended later", "#D: close({state: \"active\", source: \"builtin\", annotations: {ro: true}})\ntools: x: #D\ntools: x: annotations: dw: true\n")
	t("cdefn: nested condition extended", "#D: close({state: \"active\", source: \"builtin\", visible_when: {mode: \"agent\"}})\ntools: x: #D & {visible_when: zz: 1}\n")
	t("cdefn: nested list of structs extended", "#D: close({state: \"active\", source: \"builtin\", variants: [{model_class: \"c\"}]})\ntools: x: #D & {variants: [{description: \"d\"}]}\n"+mc21)
	t("cdefn: nested #Tool & struct extended", "#D: close(#Tool & {state: \"active\", parameters: {type: \"object\"}})\ntools: x: #D & {parameters: zz: 1}\n")
	t("cdefn: nested struct via pattern", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: [string]: #D\ntools: x: parameters: zz: 1\n")
	t("cdefn: nested struct hidden field added", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: #D & {parameters: _zz: 1}\n")
	t("cdefn: two-level definition", "#E: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\n#D: #E\ntools: x: #D & {parameters: zz: 1}\n")
	t("cdefn: definition declared twice", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\n#D: {state: \"active\"}\ntools: x: #D & {parameters: zz: 1}\n")
	t("cdefn: in the section", "tools: {#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}}), x: #D & {parameters: zz: 1}}\n")
	add(e30("cdefn: definition in other file", "a.cue", "tools: x: #D & {parameters: zz: 1}\n", "b.cue", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\n")...)
	add(e30("cdefn: extension in other file", "a.cue", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: #D\n", "b.cue", "tools: x: parameters: zz: 1\n")...)
	t("cdefn: nested models record (not tools)", "#D: close({attributes: {a: 1}})\nmodels: m: #D & {attributes: b: 2}\ntools: x: {state: \"active\"}\n")
	t("cdefn: aliases entry nested", "tools: x: {state: \"active\"}\n#D: close({replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true})\naliases: o: #D & {note: \"n\"}\n")
	t("cdefn: gate entry", "tools: x: {state: \"active\"}\n"+mc21+"#D: close({hidden_for: \"c\"})\ngates: x: #D\n")
	t("cdefn: gate entry, extra", "tools: x: {state: \"active\"}\n"+mc21+"#D: close({hidden_for: \"c\"})\ngates: x: #D & {visible_for: \"c\"}\n")
	t("cdefn: retired entry, extra", "tools: x: {state: \"active\"}\n#D: close({reason: \"r\"})\nretired: o: #D & {since: \"0.1.0\"}\n")

	// ---- close() in a definition: struct values that are not literals ----
	dx := func(name, def, ext string) {
		t("cdefv: "+name, "#D: close({state: \"active\", source: \"builtin\", "+def+"})\ntools: x: #D\n"+ext)
	}
	dx("ref to hidden struct, extended", "parameters: _p", "_p: {type: \"object\"}\ntools: x: parameters: zz: 1\n")
	dx("ref to hidden struct, not extended", "parameters: _p", "_p: {type: \"object\"}\n")
	dx("ref to hidden closed struct, extended", "parameters: _p", "_p: close({type: \"object\"})\ntools: x: parameters: zz: 1\n")
	dx("ref to open def, extended", "parameters: #P", "#P: {type: \"object\", ...}\ntools: x: parameters: zz: 1\n")
	dx("ref to closed def, extended", "parameters: #P", "#P: {type: \"object\"}\ntools: x: parameters: zz: 1\n")
	dx("ref to schema #Parameters, extended", "parameters: #Parameters", "tools: x: parameters: zz: 1\n")
	dx("let struct, extended", "let p = {type: \"object\"}\nparameters: p", "tools: x: parameters: zz: 1\n")
	dx("disjunction of structs, extended", "parameters: *{type: \"object\"} | {type: \"object\", properties: {}}", "tools: x: parameters: zz: 1\n")
	dx("conjunction of structs, extended", "parameters: {type: \"object\"} & {properties: {}}", "tools: x: parameters: zz: 1\n")
	dx("struct from a comprehension, extended", "parameters: {for k in [\"type\"] {(k): \"object\"}}", "tools: x: parameters: zz: 1\n")
	dx("if inside, extended", "if true {parameters: {type: \"object\"}}", "tools: x: parameters: zz: 1\n")
	dx("if inside with scalar", "if true {niche: \"n\"}", "")
	dx("if inside with scalar, extended", "if true {niche: \"n\"}", "tools: x: card: \"c\"\n")
	dx("list of scalars, extended", "groups: [\"a\"]", "tools: x: niche: \"n\"\n")
	dx("list of scalars", "groups: [\"a\"]", "")
	dx("ref to entry's parameters", "parameters: tools.y.parameters", "tools: y: {state: \"active\", parameters: {type: \"object\"}}\ntools: x: parameters: zz: 1\n")
	dx("annotations pattern, extended", "annotations: {[string]: bool}", "tools: x: annotations: ro: true\n")
	dx("embedded hidden struct at top", "_b", "_b: {niche: \"n\"}\ntools: x: card: \"c\"\n")
	dx("embedded hidden struct with nested, extended", "_b", "_b: {parameters: {type: \"object\"}}\ntools: x: parameters: zz: 1\n")
	dx("scalar ref", "niche: _n", "_n: \"n\"\n")
	dx("scalar ref that is a struct", "niche: _n", "_n: {a: 1}\n")
	dx("interpolation", "niche: \"n\\(1)\"", "")
	dx("top-level field ref, extended", "parameters: _q.p", "_q: p: {type: \"object\"}\ntools: x: parameters: zz: 1\n")

	// ---- close() at other places in definitions, and entries for the coming change ----
	t("cdefo: def embeds close", "#D: {close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})}\ntools: x: #D & {parameters: zz: 1}\n")
	t("cdefo: def embeds closed def", "#E: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\n#D: {#E}\ntools: x: #D & {parameters: zz: 1}\n")
	t("cdefo: def field is close", "#D: {state: \"active\", source: \"builtin\", parameters: close({type: \"object\"})}\ntools: x: #D & {parameters: zz: 1}\n")
	t("cdefo: def field is close with nested", "#D: {state: \"active\", source: \"builtin\", parameters: close({type: \"object\", properties: {a: {type: \"string\"}}})}\ntools: x: #D & {parameters: properties: a: description: \"d\"}\n")
	t("cdefo: def close of hidden", "_b: {state: \"active\", source: \"builtin\", parameters: {type: \"object\"}}\n#D: close(_b)\ntools: x: #D & {parameters: zz: 1}\n")
	t("cdefo: def close, extra at top", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: x: #D & {niche: \"n\"}\n")
	t("cdefo: def close, many entries one extended", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: {a: #D, b: #D, c: #D & {parameters: zz: 1}}\n")
	t("cdefo: def close, many entries none extended", "#D: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\ntools: {a: #D, b: #D, c: #D & {parameters: type: \"object\"}}\n")
	t("cdefo: def close, used outside tools", "#D: close({a: {b: 1}})\n_x: #D & {a: c: 2}\ntools: x: {state: \"active\", niche: \"\\(_x.a.c)\"}\n")
	t("entry: close nested, extended by conj", "tools: x: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}}) & {parameters: zz: 1}\n")
	t("entry: close nested, extended by embedding", "tools: x: {close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}}), parameters: zz: 1}\n")
	add(e30("entry: close nested, extended in other file", "a.cue", "tools: x: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\n", "b.cue", "tools: x: parameters: zz: 1\n")...)
	add(e30("entry: close, extended in other file by close", "a.cue", "tools: x: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})\n", "b.cue", "tools: x: close({parameters: zz: 1})\n")...)
	t("entry: close nested annotations extended", "tools: x: close({state: \"active\", source: \"builtin\", annotations: {ro: true}})\ntools: x: annotations: dw: true\n")
	t("entry: close nested list extended", "tools: x: close({state: \"active\", source: \"builtin\", variants: [{model_class: \"c\"}]})\ntools: x: variants: [{description: \"d\"}]\n"+mc21)
	t("entry: close of ref to entry, nested extended", "tools: a: {state: \"active\", parameters: {type: \"object\"}}\ntools: x: close(tools.a) & {parameters: zz: 1}\n")
	t("entry: close(#D) with nested def, extended", "#D: {state: \"active\", source: \"builtin\", parameters: {type: \"object\"}}\ntools: x: close(#D) & {parameters: zz: 1}\n")
	t("entry: close in pattern and def", "#D: {state: \"active\", source: \"builtin\"}\ntools: [string]: close(#D)\ntools: x: {}\n")
	t("entry: close in pattern and def, extra", "#D: {state: \"active\", source: \"builtin\"}\ntools: [string]: close(#D)\ntools: x: {niche: \"n\"}\n")

	// ---- many closed entries ----
	add(many30("many: all closed, valid", "", "", func(i int) string {
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\", niche: \"n%d\"})", i, i%7)
	})...)
	add(many30("many: all closed, one lacks source", "", "", func(i int) string {
		if i == 2 {
			return fmt.Sprintf("t%d: close({state: \"active\", niche: \"n\"})", i)
		}
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\", niche: \"n%d\"})", i, i%7)
	})...)
	add(many30("many: all closed, none has source", "", "", func(i int) string {
		return fmt.Sprintf("t%d: close({state: \"active\", niche: \"n%d\"})", i, i%7)
	})...)
	add(many30("many: closed and open mixed", "", "", func(i int) string {
		if i%2 == 0 {
			return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\"})", i)
		}
		return fmt.Sprintf("t%d: {state: \"active\"}", i)
	})...)
	add(many30("many: closed, one extra later", "", "tools: t1: niche: \"n\"\n", func(i int) string {
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\"})", i)
	})...)
	add(many30("many: closed with default, pattern regular default", "tools: [string]: {group: *\"g\" | string}\n", "", func(i int) string {
		return fmt.Sprintf("t%d: close({state: *\"deferred\" | #State, source: \"builtin\", card: \"c\", group: string})", i)
	})...)
	add(many30("many: closed, pattern regular default missing on one", "tools: [string]: {group: *\"g\" | string}\n", "", func(i int) string {
		if i == 1 {
			return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\"})", i)
		}
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\", group: string})", i)
	})...)
	add(many30("many: closed, label pattern niche", "tools: [N=string]: {niche: N}\n", "", func(i int) string {
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\", niche: \"t%d\"})", i, i)
	})...)
	add(many30("many: closed, label pattern niche wrong on one", "tools: [N=string]: {niche: N}\n", "", func(i int) string {
		if i == 2 {
			return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\", niche: \"x\"})", i)
		}
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\", niche: \"t%d\"})", i, i)
	})...)
	add(many30("many: helper", remote30, "", func(i int) string {
		return fmt.Sprintf("r%d: _remote & {niche: \"n%d\", card: \"c\", description: \"d\"}", i, i%5)
	})...)
	add(many30("many: helper embedded", remote30, "", func(i int) string {
		return fmt.Sprintf("r%d: {_remote, niche: \"n%d\", card: \"c\", description: \"d\"}", i, i%5)
	})...)
	add(many30("many: helper, one extra", remote30, "", func(i int) string {
		if i == 1 {
			return fmt.Sprintf("r%d: _remote & {niche: \"n\", card: \"c\", description: \"d\", group: \"g\"}", i)
		}
		return fmt.Sprintf("r%d: _remote & {niche: \"n%d\", card: \"c\", description: \"d\"}", i, i%5)
	})...)
	add(many30("many: helper, one incomplete", remote30, "", func(i int) string {
		if i == 1 {
			return fmt.Sprintf("r%d: _remote & {niche: \"n\", card: \"c\"}", i)
		}
		return fmt.Sprintf("r%d: _remote & {niche: \"n%d\", card: \"c\", description: \"d\"}", i, i%5)
	})...)
	add(many30("many: helper lacking source", "_r: close({state: \"active\", niche: string})\n", "", func(i int) string {
		return fmt.Sprintf("r%d: _r & {niche: \"n%d\"}", i, i%5)
	})...)
	add(many30("many: helper, states mixed, head_add", remote30, "modes: agent: head_add: [for n, t in tools if t.state == \"active\" {n}]\n", func(i int) string {
		if i%3 == 0 {
			return fmt.Sprintf("r%d: _remote & {state: \"active\", niche: \"n\", card: \"c\", description: \"d\"}", i)
		}
		return fmt.Sprintf("r%d: _remote & {niche: \"n%d\", card: \"c\", description: \"d\"}", i, i%5)
	})...)
	add(many30("many: closed, json of first", "import \"encoding/json\"\n", "retired: j: reason: json.Marshal(tools.t0)\n", func(i int) string {
		return fmt.Sprintf("t%d: close({niche: \"n\", source: \"builtin\", state: *\"deferred\" | #State, card: \"c%d\"})", i, i%3)
	})...)
	add(many30("many: closed #Tool", "", "", func(i int) string {
		return fmt.Sprintf("t%d: close(#Tool & {state: \"active\", niche: \"n%d\"})", i, i%4)
	})...)
	add(many30("many: #Tool & close", "", "", func(i int) string {
		return fmt.Sprintf("t%d: #Tool & close({state: \"active\", niche: \"n%d\"})", i, i%4)
	})...)
	add(many30("many: close in braces", "", "", func(i int) string {
		return fmt.Sprintf("t%d: {close({state: \"active\", source: \"builtin\"})}", i)
	})...)
	add(many30("many: close in braces, extra", "", "", func(i int) string {
		return fmt.Sprintf("t%d: {close({state: \"active\", source: \"builtin\"}), niche: \"n\"}", i)
	})...)
	add(many30("many: mcp pattern closed", "tools: [=~\"^m\"]: {source: \"mcp\"}\n", "", func(i int) string {
		if i%2 == 0 {
			return fmt.Sprintf("m%d: close({state: \"deferred\", source: \"mcp\", card: \"c\"})", i)
		}
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\"})", i)
	})...)
	add(many30("many: mcp pattern closed, source missing", "tools: [=~\"^m\"]: {source: \"mcp\"}\n", "", func(i int) string {
		if i%2 == 0 {
			return fmt.Sprintf("m%d: close({state: \"deferred\", card: \"c\"})", i)
		}
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\"})", i)
	})...)
	add(many30("many: closed optional markers", "", "", func(i int) string {
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\", niche?: string, card?: string})", i)
	})...)
	add(many30("many: closed required markers", "", "", func(i int) string {
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\", card!: string})", i)
	})...)
	add(many30("many: closed parameters, extended", "", "tools: t0: parameters: properties: a: {type: \"string\"}\n", func(i int) string {
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\", parameters: {type: \"object\"}})", i)
	})...)
	add(many30("many: closed with unicode and bools", "", "", func(i int) string {
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\", niche: \"é%d✓\", annotations: {ro: *false | bool}})", i, i)
	})...)
	add(many30("many: closed pattern value", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\n", "", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\", niche: \"n\"}", i)
	})...)
	add(many30("many: closed pattern value, one extra", "tools: [string]: close({state: #State, source: *\"builtin\" | \"mcp\", niche?: string})\n", "", func(i int) string {
		if i == 2 {
			return fmt.Sprintf("t%d: {state: \"active\", card: \"c\"}", i)
		}
		return fmt.Sprintf("t%d: {state: \"active\", niche: \"n\"}", i)
	})...)
	add(many30("many: field named close", "", "", func(i int) string {
		if i == 0 {
			return "close: {state: \"active\"}"
		}
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\"})", i)
	})...)
	add(many30("many: let close shadow", "let close = {state: \"active\"}\n", "", func(i int) string {
		return fmt.Sprintf("t%d: close", i)
	})...)
	add(many30("many: close with two args", "", "", func(i int) string {
		if i == 1 {
			return fmt.Sprintf("t%d: close({state: \"active\"}, {})", i)
		}
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\"})", i)
	})...)
	add(many30("many: twice, same close in second file", "", "tools: t1: close({state: \"active\", source: \"builtin\"})\n", func(i int) string {
		return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\"})", i)
	})...)
	add(many30("many: closed, head order", "", order30, func(i int) string {
		if i%2 == 0 {
			return fmt.Sprintf("t%d: close({state: \"active\", source: \"builtin\"})", 1000-i)
		}
		return fmt.Sprintf("t%d: {state: \"active\"}", 1000-i)
	})...)
	add(many30("many: closed aliases", "", "", func(i int) string {
		return fmt.Sprintf("t%d: close({state: \"deprecated\", source: \"builtin\"})", i)
	})...)
	return cs
}

var review30Cases = cases30()

// review30Extra are aliases, retired and gates with many closed entries.
func review30Extra() []reviewCase {
	var cs []reviewCase
	for _, n := range []int{3, 260} {
		var al, re, ga strings.Builder
		for i := 0; i < n; i++ {
			fmt.Fprintf(&al, "aliases: o%d: close({replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true})\n", i)
			fmt.Fprintf(&re, "retired: r%d: close({reason: \"r%d\"})\n", i, i)
			fmt.Fprintf(&ga, "gates: g%d: close({hidden_for: \"c\"})\n", i)
		}
		x := "tools: x: {state: \"active\"}\n"
		for i := 0; i < n; i++ {
			x += fmt.Sprintf("tools: g%d: {state: \"active\"}\n", i)
		}
		sfx := fmt.Sprintf(" n=%d", n)
		cs = append(cs,
			c21("extra: closed aliases"+sfx, "a.cue", x+al.String()),
			c21("extra: closed aliases, one note later"+sfx, "a.cue", x+al.String()+"aliases: o1: note: \"n\"\n"),
			c21("extra: closed retired"+sfx, "a.cue", x+re.String()),
			c21("extra: closed retired, one since later"+sfx, "a.cue", x+re.String()+"retired: r1: since: \"0.1.0\"\n"),
			c21("extra: closed gates"+sfx, "a.cue", x+mc21+ga.String()),
			c21("extra: closed gates, one extra later"+sfx, "a.cue", x+mc21+ga.String()+"gates: g1: visible_for: \"c\"\n"),
		)
	}
	return cs
}

func TestReview30(t *testing.T) {
	runWithCue(t, sparseUnderRace(append(review30Cases, review30Extra()...), 4))
}
