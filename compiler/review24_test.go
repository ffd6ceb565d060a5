package compiler

import (
	"fmt"
	"strings"
	"testing"
)

// review24 (helper-58, 232 cases; 19 failed when written, all fixed):
// adversarial cases for siblingref.go's template rewrite, tools.x.f ->
// a definition's field: defaults, optional and required fields,
// disjunctions and ties in the definitions, shadowing at the entry and at
// the reference, references inside definitions, patterns, unclean
// sections, entry shapes, chains, other sections and sizes.
//
// What failed: the rewrite's definition names resolved where the
// reference is, not where the entry is (a definition declared inside the
// tools struct, or #Tool/#D/#Alias shadowed around the reference: now no
// field anywhere but a file's top may have the name); a reference inside
// the entry's own definition hung the load (references inside definitions
// are now left alone); and an aliases entry whose default met another
// default loaded where cue vet -c rejects ((#Alias & #O).f is no longer
// written: only #D.f, for one definition that is the section's and more).

var review24Cases = []reviewCase{
	// The rewrite's old form written by hand: a selection from a
	// conjunction of definitions as an entry's own constraint (fixed in
	// opaquepat.go restTemplate).
	c21("rest: selection from a conjunction meets another default", "a.cue", "#O: #Alias & {planned_removal: *\"TBD\" | #Version}\n#O2: #Alias & {planned_removal: *\"1.0.0\" | #Version | \"TBD\"}\ntools: a: {state: \"active\"}\naliases: p: #O2 & {replacement: \"a\", first_deprecated: \"0.1.0\", replay_supported: true, planned_removal: (#Alias & #O).planned_removal}\n"),
	c21("basic: state from def default", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("basic: state from def default, index form", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools[\"a\"][\"state\"]}\n"),
	c21("basic: state default meets other default", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n#Active: #Tool & {state: *\"active\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: #Active & {state: tools.a.state}\n"),
	c21("basic: state default meets same default", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: #OnDemand & {state: tools.a.state, card: \"c\"}\n"),
	c21("basic: state default narrowed by literal", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state & \"active\"}\n"),
	c21("basic: state default narrowed to bad", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state & \"bogus\"}\n"),
	c21("basic: state no default in def", "a.cue", "#D: #Tool & {state: #State}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("basic: state narrowed disjunction in def", "a.cue", "#D: #Tool & {state: \"active\" | \"deferred\"}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", niche: \"\\(tools.a.state)\"}\n"),
	c21("basic: source from #Tool default", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", source: tools.a.source}\n"),
	c21("basic: source from #Tool default meets mcp", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", source: tools.a.source & \"mcp\"}\n"),
	c21("basic: source default into niche", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", niche: tools.a.source}\n"),
	c21("basic: source set by def", "a.cue", "#Mcp: #Tool & {state: *\"deferred\" | #State, source: \"mcp\"}\ntools: a: #Mcp & {niche: \"A.\"}\ntools: b: {state: \"active\", source: tools.a.source}\n"),
	c21("opt: card optional in #Tool, unset", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("opt: card optional in def, unset", "a.cue", "#D: #Tool & {state: \"active\", card?: string}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("opt: card optional with value in def", "a.cue", "#D: #Tool & {state: \"active\", card?: \"Load.\"}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("opt: card required in def, unset", "a.cue", "#D: #Tool & {state: \"active\", card!: string}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("opt: card required in def, ref niche unset", "a.cue", "#D: #Tool & {state: \"active\", card!: string}\ntools: a: #D & {card: \"C.\"}\ntools: b: {state: \"active\", niche: tools.a.niche}\n"),
	c21("opt: optional unset under default disjunct", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\ntools: b: {state: \"active\", card: *tools.a.card | \"fallback\"}\n"),
	c21("opt: optional unset in guard", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\ntools: b: {state: \"active\", if tools.a.card != _|_ {card: \"has\"}}\n"),
	c21("opt: optional unset in guard, negated", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\ntools: b: {state: \"active\", if tools.a.card == _|_ {card: \"none\"}}\n"),
	c21("opt: optional unset into hidden", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\n_h: tools.a.card\ntools: b: {state: \"active\"}\n"),
	c21("opt: optional with value, guard", "a.cue", "#D: #Tool & {state: \"active\", card?: \"Load.\"}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", if tools.a.card != _|_ {card: \"has\"}}\n"),
	c21("opt: required unset in guard", "a.cue", "#D: #Tool & {state: \"active\", card!: string}\ntools: a: #D & {niche: \"A.\", card: \"x\"}\ntools: b: {state: \"active\", if tools.a.implementation != _|_ {niche: \"has\"}}\n"),
	c21("dflt: card default in def", "a.cue", "#D: #Tool & {state: \"deferred\", card: *\"Load.\" | string}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("dflt: card default meets other default", "a.cue", "#D: #Tool & {state: \"deferred\", card: *\"Load.\" | string}\n#E: #Tool & {card: *\"Other.\" | string}\ntools: a: #D & {niche: \"A.\"}\ntools: b: #E & {state: \"active\", card: tools.a.card}\n"),
	c21("dflt: card default meets literal", "a.cue", "#D: #Tool & {state: \"deferred\", card: *\"Load.\" | string}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card & \"Zed\"}\n"),
	c21("dflt: card default in interpolation", "a.cue", "#D: #Tool & {state: \"deferred\", card: *\"Load.\" | string}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: \"[\\(tools.a.card)]\"}\n"),
	c21("dflt: card regex in def only", "a.cue", "#D: #Tool & {state: \"deferred\", card: =~\"^L\"}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("dflt: niche default from two defs same", "a.cue", "#D: #Tool & {niche: *\"n\" | string}\n#E: {niche: *\"n\" | string, ...}\ntools: a: #D & #E & {state: \"active\"}\ntools: b: {state: \"active\", niche: tools.a.niche}\n"),
	c21("dflt: niche defaults conflict in a", "a.cue", "#D: #Tool & {niche: *\"n\" | string}\n#E: {niche: *\"m\" | string, ...}\ntools: a: #D & #E & {state: \"active\"}\ntools: b: {state: \"active\", niche: tools.a.niche}\n"),
	c21("dflt: state from two defs conflicting defaults", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n#Active: #Tool & {state: *\"active\" | #State}\ntools: a: #OnDemand & #Active & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("dflt: bad default is dropped", "a.cue", "#D: #Tool & {state: \"active\", niche: *\"bad\\u0001\" | \"ok\"}\ntools: a: #D & {card: \"c\"}\ntools: b: {state: \"active\", niche: tools.a.niche}\n"),
	c21("use: comprehension condition top", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\nif tools.a.state == \"deferred\" {aliases: z: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\n"),
	c21("use: comprehension condition false", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\nif tools.a.state == \"active\" {aliases: z: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\n"),
	c21("use: comprehension condition in entry", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", if tools.a.state == \"deferred\" {niche: \"lazy\"}}\n"),
	c21("use: comprehension condition on source", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", if tools.a.source == \"builtin\" {niche: \"builtin\"}}\n"),
	c21("use: for over groups list", "a.cue", "#D: #Tool & {state: \"active\", groups: [\"g1\", \"g2\"]}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", annotations: {for g in tools.a.groups {(g): true}}}\n"),
	c21("use: interpolation", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", niche: \"a is \\(tools.a.state)\"}\n"),
	c21("use: interpolation of source", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", niche: \"src \\(tools.a.source)\"}\n"),
	c21("use: list element", "a.cue", "#D: #Tool & {state: \"active\", group: \"g1\"}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", groups: [tools.a.group, \"g2\"]}\n"),
	c21("use: len of groups", "a.cue", "#D: #Tool & {state: \"active\", groups: [\"g1\", \"g2\"]}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", niche: \"\\(len(tools.a.groups))\"}\n"),
	c21("use: groups copied", "a.cue", "#D: #Tool & {state: \"active\", groups: [\"g1\", \"g2\"]}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", groups: tools.a.groups}\n"),
	c21("use: groups extended", "a.cue", "#D: #Tool & {state: \"active\", groups: [\"g1\", \"g2\"]}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", groups: tools.a.groups + [\"g3\"]}\n"),
	c21("use: groups open list copied", "a.cue", "#D: #Tool & {state: \"active\", groups: [\"g1\", ...]}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", groups: tools.a.groups}\n"),
	c21("use: groups open list extended with bad name", "a.cue", "#D: #Tool & {state: \"active\", groups: [\"g1\", ...]}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", groups: tools.a.groups & [\"g1\", \"1bad\"]}\n"),
	c21("use: json.Marshal parameters", "a.cue", "import \"encoding/json\"\n#D: #Tool & {state: \"active\", parameters: {type: \"object\", properties: {x: {type: \"string\"}}}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", description: json.Marshal(tools.a.parameters)}\n"),
	c21("use: json.Marshal state", "a.cue", "import \"encoding/json\"\n#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", description: json.Marshal(tools.a.state)}\n"),
	c21("use: strings call on state", "a.cue", "import \"strings\"\n#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", niche: strings.ToUpper(tools.a.state)}\n"),
	c21("use: parameters copied", "a.cue", "#D: #Tool & {state: \"active\", parameters: {type: \"object\", properties: {x: {type: \"string\"}}}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", parameters: tools.a.parameters}\n"),
	c21("use: parameters extended", "a.cue", "#D: #Tool & {state: \"active\", parameters: {type: \"object\", properties: {x: {type: \"string\"}}}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", parameters: tools.a.parameters & {required: [\"x\"]}}\n"),
	c21("use: parameters conflicting", "a.cue", "#D: #Tool & {state: \"active\", parameters: {type: \"object\", properties: {x: {type: \"string\"}}}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", parameters: tools.a.parameters & {properties: x: type: \"int\"}}\n"),
	c21("use: annotations copied", "a.cue", "#D: #Tool & {state: \"active\", annotations: {readOnlyHint: true}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", annotations: tools.a.annotations}\n"),
	c21("use: annotations extended", "a.cue", "#D: #Tool & {state: \"active\", annotations: {readOnlyHint: true}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", annotations: tools.a.annotations & {destructiveHint: false}}\n"),
	c21("use: annotations extended bad key", "a.cue", "#D: #Tool & {state: \"active\", annotations: {readOnlyHint: true}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", annotations: tools.a.annotations & {\"1bad\": false}}\n"),
	c21("use: annotations unset copied", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", annotations: tools.a.annotations}\n"),
	c21("use: card_list copied", "a.cue", "#D: #Tool & {state: \"active\", card_list: {header: \"H\"}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card_list: tools.a.card_list}\n"),
	c21("use: variants copied", "a.cue", "#D: #Tool & {state: \"active\", variants: [{model_class: \"c\", description: \"v\"}]}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", variants: tools.a.variants}\n"),
	c21("use: registered_when copied", "a.cue", "#D: #Tool & {state: \"active\", registered_when: {mode: \"agent\"}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", registered_when: tools.a.registered_when}\n"),
	c21("use: condition disjunction copied and narrowed", "a.cue", "#D: #Tool & {state: \"active\", visible_when: _}\ntools: a: #D & {niche: \"A.\", visible_when: {mode: \"agent\"}}\ntools: b: {state: \"active\", head_when: tools.a.registered_when}\n"),
	c21("use: in another section", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [tools.a.state]}\ntools: b: {state: \"active\"}\n"),
	c21("use: in a mode's head_add", "a.cue", "#D: #Tool & {state: \"active\", group: \"g1\"}\ntools: a: #D & {niche: \"A.\"}\nmodes: m: {head_add: [tools.a.group]}\n"),
	c21("use: in a label", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", annotations: {(tools.a.state): true}}\n"),
	c21("use: in a label interpolation", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", annotations: {\"x_\\(tools.a.state)\": true}}\n"),
	c21("use: as a new entry name", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: {(tools.a.state): {state: \"active\"}}\n"),
	c21("use: in a pattern value", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: [=~\"^z\"]: {niche: tools.a.state}\ntools: zz: {state: \"active\"}\n"),
	c21("use: in a pattern label", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: [tools.a.state]: {niche: \"matched\"}\ntools: deferred: {state: \"active\"}\n"),
	c21("use: in a definition used by b", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\n#E: #Tool & {state: tools.a.state}\ntools: b: #E & {card: \"c\"}\n"),
	c21("use: in an unused definition, failing", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\n#Unused: {s: tools.a.state & \"bogus\"}\ntools: b: {state: \"active\"}\n"),
	c21("use: in a let", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\nlet s = tools.a.state\ntools: b: {state: s}\n"),
	c21("use: in release note", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\nrelease: transitions: [{tool: \"a\", from: tools.a.state, to: \"active\", reason: \"r\"}]\n"),
	c21("disj: def is #A | #B, literal selects B", "a.cue", "#A: #Tool & {state: \"active\", card?: =~\"^A\"}\n#B: #Tool & {state: \"deferred\", card?: =~\"^D\"}\n#D: #A | #B\ntools: a: #D & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: def is *#A | #B, literal selects B", "a.cue", "#A: #Tool & {state: \"active\", card?: =~\"^A\"}\n#B: #Tool & {state: \"deferred\", card?: =~\"^D\"}\n#D: *#A | #B\ntools: a: #D & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: def is *#A | #B, literal keeps A", "a.cue", "#A: #Tool & {state: \"active\", card?: =~\"^A\"}\n#B: #Tool & {state: \"deferred\", card?: =~\"^D\"}\n#D: *#A | #B\ntools: a: #D & {card: \"Ax\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: embedded disjunction selects state", "a.cue", "#D: {#Tool, {state: \"active\", card?: =~\"^A\"} | {state: \"deferred\", card?: =~\"^D\"}}\ntools: a: #D & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: embedded default disjunction", "a.cue", "#D: {#Tool, *{state: \"active\", card?: =~\"^A\"} | {state: \"deferred\", card?: =~\"^D\"}}\ntools: a: #D & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: conjunct disjunction of structs", "a.cue", "#D: #Tool & ({state: \"active\", card?: =~\"^A\"} | {state: \"deferred\", card?: =~\"^D\"})\ntools: a: #D & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: conjunct default disjunction of structs", "a.cue", "#D: #Tool & (*{state: \"active\", card?: =~\"^A\", ...} | {state: \"deferred\", card?: =~\"^D\", ...})\ntools: a: #D & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: or() def", "a.cue", "#A: #Tool & {state: \"active\", card?: =~\"^A\"}\n#B: #Tool & {state: \"deferred\", card?: =~\"^D\"}\n#D: or([#A, #B])\ntools: a: #D & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: matchN selects", "a.cue", "#D: #Tool & {state: _} & matchN(1, [{state: \"active\", card?: =~\"^A\"}, {state: \"deferred\", card?: =~\"^D\"}])\ntools: a: #D & {state: \"deferred\", card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: entry (#A | #B) & lit", "a.cue", "#A: #Tool & {state: \"active\", card?: =~\"^A\"}\n#B: #Tool & {state: \"deferred\", card?: =~\"^D\"}\ntools: a: (#A | #B) & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: entry (*#A | #B) & lit", "a.cue", "#A: #Tool & {state: \"active\", card?: =~\"^A\"}\n#B: #Tool & {state: \"deferred\", card?: =~\"^D\"}\ntools: a: (*#A | #B) & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: field disjunction of structs in def", "a.cue", "#D: #Tool & {state: \"active\", parameters: *{type: \"object\", title: \"one\"} | {type: \"object\", title: \"two\", required: [...]}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", parameters: tools.a.parameters}\n"),
	c21("disj: def via hidden disjunction field", "a.cue", "_alt: {state: \"active\", card?: =~\"^A\"} | {state: \"deferred\", card?: =~\"^D\"}\n#D: {#Tool, _alt}\ntools: a: #D & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: def embedding a def that is a disjunction", "a.cue", "#A: #Tool & {state: \"active\", card?: =~\"^A\"}\n#B: #Tool & {state: \"deferred\", card?: =~\"^D\"}\n#AB: #A | #B\n#D: {#AB}\ntools: a: #D & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("disj: def conjunct with a def that is a disjunction", "a.cue", "#A: #Tool & {state: \"active\", card?: =~\"^A\"}\n#B: #Tool & {state: \"deferred\", card?: =~\"^D\"}\n#AB: #A | #B\n#D: #AB & {niche?: string}\ntools: a: #D & {card: \"Dx\"}\ntools: b: {state: tools.a.state}\n"),
	c21("tie: struct value alias", "a.cue", "#D: X={#Tool, state: \"active\", niche: _, card: X.niche}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: struct value alias with conjunction", "a.cue", "#D: #Tool & X={state: \"active\", niche: _, card: X.niche}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: field alias", "a.cue", "#D: #Tool & {state: \"active\", N=niche: _, card: N}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: nested struct reads outer", "a.cue", "#D: #Tool & {state: \"active\", niche: _, annotations: {note: niche}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", annotations: tools.a.annotations}\n"),
	c21("tie: nested parameters reads outer", "a.cue", "#D: #Tool & {state: \"active\", description: _, parameters: {type: \"object\", title: description}}\ntools: a: #D & {description: \"Desc.\"}\ntools: b: {state: \"active\", parameters: tools.a.parameters}\n"),
	c21("tie: list reads sibling", "a.cue", "#D: #Tool & {state: \"active\", group: _, groups: [group]}\ntools: a: #D & {group: \"g1\"}\ntools: b: {state: \"active\", groups: tools.a.groups}\n"),
	c21("tie: plain sibling read", "a.cue", "#D: #Tool & {state: \"active\", niche: _, card: niche}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: interpolation", "a.cue", "#D: #Tool & {state: \"active\", niche: _, card: \"Load \\(niche)\"}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: hidden default overridden", "a.cue", "#D: #Tool & {state: \"active\", _k: *\"x\" | string, card: _k}\ntools: a: #D & {_k: \"y\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: let", "a.cue", "#D: #Tool & {state: \"active\", niche: _, let n = niche, card: n}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: for comprehension", "a.cue", "#D: #Tool & {state: \"active\", niche: _, for k, v in {x: niche} {card: v}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: strings call", "a.cue", "import \"strings\"\n#D: #Tool & {state: \"active\", niche: _, card: strings.ToUpper(niche)}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: chain def", "a.cue", "#E: {niche: _, card: niche, ...}\n#D: #Tool & #E & {state: \"active\"}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: chain via embedding", "a.cue", "#E: {niche: _, card: niche, ...}\n#D: {#Tool, #E, state: \"active\"}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: user #Tool ties card to niche", "a.cue", "#Tool: {niche: *\"n\" | #Line, card: niche}\n#D: #Tool & {state: \"active\"}\ntools: a: #D & {niche: \"x\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: user #Tool ties state to niche", "a.cue", "#Tool: {niche: *\"active\" | #Line, state: niche}\n#D: #Tool & {source: \"builtin\"}\ntools: a: #D & {niche: \"deferred\"}\ntools: b: {state: tools.a.state}\n"),
	c21("tie: user #Tool adds default card", "a.cue", "#Tool: {card: *\"Load.\" | string}\n#D: #Tool & {state: \"deferred\"}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: def reads itself", "a.cue", "#D: #Tool & {state: \"active\", niche: string, card: #D.niche}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: if on literal field sets card", "a.cue", "#D: #Tool & {state: \"active\", niche: _, if niche == \"A.\" {card: \"fromA\"}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: embedded scalar-free struct in def reading sibling", "a.cue", "#D: #Tool & {state: \"active\", niche: _, {card: niche}}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: card default from niche", "a.cue", "#D: #Tool & {state: \"active\", niche: _, card: *niche | string}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	c21("tie: closed def via close()", "a.cue", "#D: close({state: \"active\", niche: _, card: niche}) & #Tool\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", card: tools.a.card}\n"),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "active"
	c21("shadow: def redefined inside tools struct", "a.cue", "#OnDemand: #Tool & {state: \"active\"}\ntools: {#OnDemand: #Tool & {state: \"deferred\", card: \"c\"}, a: #OnDemand & {niche: \"A.\"}}\ntools: b: {state: tools.a.state}\n"),
	c21("shadow: def redefined inside tools struct, ref in same struct", "a.cue", "#OnDemand: #Tool & {state: \"active\"}\ntools: {#OnDemand: #Tool & {state: \"deferred\", card: \"c\"}, a: #OnDemand & {niche: \"A.\"}, b: {state: tools.a.state}}\n"),
	c21("shadow: def only inside tools struct", "a.cue", "tools: {#Local: #Tool & {state: \"deferred\", card: \"c\"}, a: #Local & {niche: \"A.\"}}\ntools: b: {state: tools.a.state}\n"),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "active"
	c21("shadow: def inside tools struct and top-level in other file", "a.cue", "tools: {#OnDemand: #Tool & {state: \"deferred\", card: \"c\"}, a: #OnDemand & {niche: \"A.\"}}\ntools: b: {state: tools.a.state}\n", "b.cue", "#OnDemand: #Tool & {state: \"active\"}\n"),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "active"
	c21("shadow: def shadowed at ref site", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\n_h: {#OnDemand: {state: \"active\", ...}, v: tools.a.state}\ntools: b: {state: _h.v}\n"),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "removed"
	c21("shadow: #Tool shadowed at ref site", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\n_h: {#Tool: {state: \"removed\", ...}, v: tools.a.state}\ntools: b: {state: _h.v}\n"),
	// Was failing (fixed): cue export reads Source "builtin", toolpolicy reads "mcp"
	c21("shadow: #Tool shadowed at ref site, source", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\n_h: {#Tool: {source: \"mcp\", ...}, v: tools.a.source}\ntools: b: {state: \"active\", source: _h.v}\n"),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "active"
	c21("shadow: def shadowed inside referencing entry", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\ntools: b: {#OnDemand: {state: \"active\", ...}, state: tools.a.state}\n"),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "active"
	c21("shadow: #Tool shadowed inside referencing entry", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\ntools: b: {#Tool: {state: \"active\", ...}, state: tools.a.state}\n"),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "active"
	c21("shadow: def shadowed in a def holding the ref", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\n#E: {#OnDemand: {state: \"active\", ...}, state: tools.a.state, ...}\ntools: b: #E & #Tool\n"),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "removed"
	c21("shadow: def shadowed in a parent struct of the ref", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\n_h: {#OnDemand: {state: \"removed\", ...}, x: y: z: tools.a.state}\ntools: b: {state: _h.x.y.z}\n"),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "removed"
	c21("shadow: def shadowed in pattern of another section", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\n_h: {#OnDemand: {state: \"removed\", ...}, [string]: tools.a.state}\n_h: q: _\ntools: b: {state: _h.q}\n"),
	c21("shadow: section name shadowed by let", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\n_h: {let tools = {a: {state: \"removed\"}}, v: tools.a.state}\ntools: b: {state: _h.v}\n"),
	c21("shadow: section name shadowed by for", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\n_h: {for _, tools in [{a: {state: \"removed\"}}] {v: tools.a.state}}\ntools: b: {state: _h.v}\n"),
	c21("shadow: section name shadowed by field", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"}\n_h: {tools: a: state: \"removed\", v: tools.a.state}\ntools: b: {state: _h.v}\n"),
	c21("shadow: let od in tools struct", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: {let od = #OnDemand, a: od & {niche: \"A.\"}}\ntools: b: {state: tools.a.state}\n"),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "active"
	c21("shadow: let od in tools struct, def shadowed at ref", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: {let od = #OnDemand, a: od & {niche: \"A.\"}}\n_h: {#OnDemand: {state: \"active\", ...}, v: tools.a.state}\ntools: b: {state: _h.v}\n"),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "active"
	c21("shadow: let od over a local def", "a.cue", "#OnDemand: #Tool & {state: \"active\"}\ntools: {#OnDemand: #Tool & {state: \"deferred\", card: \"c\"}, let od = #OnDemand, a: od & {niche: \"A.\"}}\ntools: b: {state: tools.a.state}\n"),
	c21("cycle: ref inside entry's own def", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State, card: *\"Load \\(tools.a.state)\" | string}\ntools: a: #OnDemand & {niche: \"A.\"}\ntools: b: #OnDemand & {niche: \"B.\"}\n"),
	c21("cycle: ref inside entry's own def, source", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State, niche: *tools.a.source | string}\ntools: a: #OnDemand & {card: \"C.\"}\ntools: b: #OnDemand & {card: \"D.\"}\n"),
	c21("cycle: entry reads itself via section", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"state \\(tools.a.state)\"}\n"),
	c21("cycle: entry reads itself source", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: tools.a.source}\n"),
	c21("cycle: two entries read each other", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: tools.b.state}\ntools: b: #OnDemand & {niche: tools.a.state}\n"),
	c21("cycle: user #Tool reads an entry", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n#Tool: {card: *\"\\(tools.a.state)\" | string}\ntools: a: #OnDemand & {niche: \"A.\"}\ntools: b: {state: \"active\"}\n"),
	c21("cycle: def reads entry field it sets", "a.cue", "#D: #Tool & {state: *\"deferred\" | #State, niche: *\"n \\(tools.a.state)\" | string}\ntools: a: #D & {card: \"C.\"}\n"),
	// Was failing (fixed): cue vet rejects at once (tools.a.niche: incomplete value);
	// toolpolicy hangs in BuildInstance (over 10 minutes): the reference in
	// #D is rewritten to (#Tool & #D).niche, inside #D itself.
	c21("cycle: ref to field that is cyclic", "a.cue", "#D: #Tool & {state: \"active\", niche: tools.a.niche}\ntools: a: #D & {card: \"C.\"}\ntools: b: {state: \"active\", niche: tools.a.niche}\n"),
	// Was failing (fixed) (minimal variant of the above): cue vet rejects; toolpolicy
	// hangs (no answer within 15 s, 60 s for the above).
	c21("cycle: minimal def field reads the entry, entry b reads it", "a.cue", "#D: #Tool & {state: \"active\", niche: tools.a.niche}\ntools: a: #D & {}\ntools: b: {state: \"active\", niche: tools.a.niche}\n"),
	c21("pat: unreadable regex (interpolated)", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n_p: \"^a\"\ntools: [=~\"\\(_p)\"]: {state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("pat: unreadable regex not matching", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n_p: \"^z\"\ntools: [=~\"\\(_p)\"]: {state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("pat: readable regex matching", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^a$\"]: {state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("pat: readable regex not matching, adds default", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^z\"]: {state: *\"active\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("pat: negated regex matching", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: [!~\"^b\"]: {source: \"mcp\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", source: tools.a.source}\n"),
	c21("pat: != label", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: [!=\"b\"]: {source: \"mcp\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", source: tools.a.source}\n"),
	c21("pat: string label", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: [string]: {source: *\"mcp\" | \"builtin\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: \"active\", source: tools.a.source}\n"),
	c21("pat: alias label", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: [N=string]: {niche: *N | string}\ntools: a: #OnDemand & {card: \"C.\"}\ntools: b: {state: \"active\", niche: tools.a.niche}\n"),
	c21("pat: in another file", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n", "b.cue", "tools: [=~\"^a\"]: {state: \"active\"}\n"),
	c21("pat: and of regexes", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^a\" & =~\"a$\"]: {state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("pat: or of regexes", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^q\" | =~\"^a\"]: {state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("pat: pattern via let", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\nlet P = =~\"^a\"\ntools: [P]: {state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("pat: pattern via hidden field", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n_P: =~\"^a\"\ntools: [_P]: {state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("pat: pattern via definition", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n#P: =~\"^a\"\ntools: [#P]: {state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: embedding in tools", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n_more: {a: state: \"active\"}\ntools: {_more}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: comprehension in tools", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: {for n in [\"a\"] {(n): state: \"active\"}}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: dynamic label in tools", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n_n: \"a\"\ntools: {(_n): state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: interpolated label in tools", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n_n: \"a\"\ntools: {\"\\(_n)\": state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: tools as conjunction", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: {a: state: _} & {}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: tools from hidden", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n_t: {a: state: \"active\"}\ntools: _t\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: tools optional decl", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools?: {a: state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: top-level if adds to a", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\nif true {tools: a: state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: top-level embedding adds to a", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n{tools: a: state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: top-level comprehension elsewhere", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\nfor n in [\"q\"] {aliases: (n): {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: a declared with optional marker too", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: a?: {state: \"active\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: a declared with required marker too", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: a!: {state: _}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: a declared quoted too", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: \"a\": {state: \"active\"}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: a label aliased", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: A=a: #OnDemand & {niche: \"A.\", card: A.state}\ntools: b: {state: tools.a.state}\n"),
	c21("unclean: a in another file", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: b: {state: tools.a.state}\n", "b.cue", "tools: a: #OnDemand & {niche: \"A.\"}\n"),
	c21("unclean: a in another file plus added", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: b: {state: tools.a.state}\n", "b.cue", "tools: a: #OnDemand & {niche: \"A.\"}\n", "c.cue", "tools: a: state: \"active\"\n"),
	c21("entry: two literals", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"} & {card: \"C.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: two literals, second sets state", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\"} & {state: \"active\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal first", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: {niche: \"A.\"} & #OnDemand\ntools: b: {state: tools.a.state}\n"),
	c21("entry: only a definition", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand\ntools: b: {state: tools.a.state}\n"),
	c21("entry: two defs", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n#Mcp: {source: \"mcp\", ...}\ntools: a: #OnDemand & #Mcp & {niche: \"A.\"}\ntools: b: {state: \"active\", source: tools.a.source}\n"),
	c21("entry: parenthesized", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: (#OnDemand & ({niche: \"A.\"}))\ntools: b: {state: tools.a.state}\n"),
	c21("entry: value alias", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: X=(#OnDemand & {niche: \"A.\", card: \"\\(X.state)\"})\ntools: b: {state: tools.a.state}\n"),
	c21("entry: value alias on struct", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & X={niche: \"A.\", card: \"\\(X.niche)\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal sets state optional", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", state?: \"active\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal sets state required", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", state!: \"active\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal sets state quoted", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", \"state\": \"active\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal field alias on state", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", S=state: \"active\", card: S}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal embedding", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n_s: {state: \"active\"}\ntools: a: #OnDemand & {niche: \"A.\", _s}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal let", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {let s = \"active\", niche: \"A.\", state: s}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal comprehension sets state", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", if true {state: \"active\"}}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal ellipsis", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", ...}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal state non-literal default", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", state: *\"active\" | \"deferred\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal state ref to hidden", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n_s: \"active\"\ntools: a: #OnDemand & {niche: \"A.\", state: _s}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal hidden field", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", _state: \"active\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal definition field", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", #state: \"active\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: literal attribute", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\" @x(y)}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: invalid niche", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: 5}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: invalid extra field", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", bogus: 1}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: undefined def", "a.cue", "tools: a: #Nope & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: def declared in other file", "a.cue", "tools: a: #OnDemand & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n", "b.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n"),
	c21("entry: def declared twice across files", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n", "b.cue", "#OnDemand: {state: \"active\", ...}\n"),
	c21("entry: def declared twice, same file, compatible", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n#OnDemand: {card?: =~\"^L\"}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: schema def only", "a.cue", "tools: a: #Tool & {state: \"active\", niche: \"A.\"}\ntools: b: {state: \"active\", source: tools.a.source}\n"),
	c21("entry: bad name", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: \"1a\": #OnDemand & {niche: \"A.\"}\ntools: b: {state: tools[\"1a\"].state}\n"),
	c21("entry: missing", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: b: {state: tools.zz.state}\n"),
	c21("entry: def closed with close()", "a.cue", "#D: close({state: *\"deferred\" | #State, niche?: string})\ntools: a: #D & #Tool & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: def open with ellipsis", "a.cue", "#D: {state: *\"deferred\" | #State, ...}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: def without #Tool, closed, extra field", "a.cue", "#D: {state: *\"deferred\" | #State}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: def with bottom field", "a.cue", "#D: #Tool & {state: *\"deferred\" | #State, group: _|_}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: def is a scalar", "a.cue", "#D: \"x\"\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: def with hidden field read", "a.cue", "#D: #Tool & {_s: \"deferred\", state: _s}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: def with let read", "a.cue", "#D: #Tool & {let s = \"deferred\", state: s}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: def reading top-level hidden", "a.cue", "_s: \"deferred\"\n#D: #Tool & {state: _s}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: def reading top-level hidden in other file", "a.cue", "#D: #Tool & {state: _s}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n", "b.cue", "_s: \"deferred\"\n"),
	c21("entry: def reading a file let in other file", "a.cue", "tools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n", "b.cue", "let s = \"deferred\"\n#D: #Tool & {state: s}\n"),
	c21("entry: def using import in other file", "a.cue", "tools: a: #D & {niche: \"A.\"}\ntools: b: {state: \"active\", niche: tools.a.niche}\n", "b.cue", "package toolpolicy\nimport \"strings\"\n#D: #Tool & {state: \"active\", niche: strings.ToUpper(\"x\")}\n"),
	c21("entry: def with conflicting state", "a.cue", "#D: #Tool & {state: \"active\"} & {state: \"deferred\"}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("entry: def state invalid value", "a.cue", "#D: #Tool & {state: *\"lazy\" | #State}\ntools: a: #D & {niche: \"A.\"}\ntools: b: {state: tools.a.state}\n"),
	c21("chain: y copies x, z copies y", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: y: {state: tools.a.state}\ntools: z: {state: tools.y.state}\n"),
	c21("chain: y template, z copies y", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: y: #OnDemand & {niche: \"Y.\"}\ntools: z: {state: tools.y.state}\n"),
	c21("chain: y template with ref, z copies y", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: y: #OnDemand & {niche: tools.a.state}\ntools: z: {state: \"active\", niche: tools.y.niche}\n"),
	c21("chain: three templates", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\ntools: y: #OnDemand & {card: tools.a.state}\ntools: z: #OnDemand & {card: tools.y.state, niche: tools.y.card}\n"),
	c21("chain: y's def reads x", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\n#Y: #Tool & {state: tools.a.state}\ntools: y: #Y & {niche: \"Y.\"}\ntools: z: {state: tools.y.state}\n"),
	c21("chain: y's def reads x, narrowed", "a.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OnDemand & {niche: \"A.\", card: \"Load a.\"}\n#Y: #Tool & {state: tools.a.state & \"active\"}\ntools: y: #Y & {niche: \"Y.\"}\ntools: z: {state: tools.y.state}\n"),
	c21("alias: ref planned_removal default", "a.cue", "#Old: #Alias & {first_deprecated: \"0.1.0\", planned_removal: *\"TBD\" | #Version, replay_supported: *true | bool}\ntools: a: {state: \"active\"}\naliases: o: #Old & {replacement: \"a\"}\naliases: p: #Old & {replacement: \"a\", planned_removal: aliases.o.planned_removal}\n"),
	c21("alias: ref replay_supported default into tool", "a.cue", "#Old: #Alias & {first_deprecated: \"0.1.0\", planned_removal: *\"TBD\" | #Version, replay_supported: *true | bool}\ntools: a: {state: \"active\"}\naliases: o: #Old & {replacement: \"a\"}\ntools: b: {state: \"active\", annotations: {replay: aliases.o.replay_supported}}\n"),
	c21("alias: ref unset optional note", "a.cue", "#Old: #Alias & {first_deprecated: \"0.1.0\", planned_removal: *\"TBD\" | #Version, replay_supported: *true | bool}\ntools: a: {state: \"active\"}\naliases: o: #Old & {replacement: \"a\"}\ntools: b: {state: \"active\", niche: aliases.o.note}\n"),
	c21("alias: ref required replacement unset", "a.cue", "#Old: #Alias & {first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\ntools: a: {state: \"active\"}\naliases: o: #Old & {note: \"n\"}\ntools: b: {state: \"active\", niche: aliases.o.replacement}\n"),
	// Was failing (fixed): cue export reads PlannedRemoval "TBD", toolpolicy reads "9.9.9"
	c21("alias: #Alias shadowed at ref", "a.cue", "#Old: #Alias & {first_deprecated: \"0.1.0\", planned_removal: *\"TBD\" | #Version, replay_supported: *true | bool}\ntools: a: {state: \"active\"}\naliases: o: #Old & {replacement: \"a\"}\n_h: {#Alias: {planned_removal: \"9.9.9\", ...}, v: aliases.o.planned_removal}\naliases: p: #Old & {replacement: \"a\", planned_removal: _h.v}\n"),
	// Was failing (fixed): cue vet -c rejects (aliases.p.planned_removal: incomplete value), toolpolicy loads it
	c21("alias: default meets other default", "a.cue", "#Old: #Alias & {first_deprecated: \"0.1.0\", planned_removal: *\"TBD\" | #Version, replay_supported: *true | bool}\n#Old2: #Alias & {planned_removal: *\"1.0.0\" | #Version | \"TBD\"}\ntools: a: {state: \"active\"}\naliases: o: #Old & {replacement: \"a\"}\naliases: p: #Old2 & {replacement: \"a\", first_deprecated: \"0.1.0\", replay_supported: false, planned_removal: aliases.o.planned_removal}\n"),
	// Was failing (fixed) (minimal variant of "alias: default meets other default"):
	// cue vet -c rejects (aliases.p.planned_removal: incomplete value), toolpolicy loads it.
	c21("alias: minimal, two defaults meet", "a.cue", "#O: #Alias & {planned_removal: *\"TBD\" | #Version}\ntools: a: {state: \"active\"}\naliases: o: #O & {replacement: \"a\", first_deprecated: \"0.1.0\", replay_supported: true}\naliases: p: {replacement: \"a\", first_deprecated: \"0.1.0\", replay_supported: true, planned_removal: *\"1.0.0\" | #Version | \"TBD\", planned_removal: aliases.o.planned_removal}\n"),
	c21("retired: since default", "a.cue", "#R: #Retired & {since: *\"0.1.0\" | #Version}\ntools: a: {state: \"active\"}\nretired: r: #R & {reason: \"gone\"}\ntools: b: {state: \"active\", niche: retired.r.since}\n"),
	c21("retired: since optional unset", "a.cue", "#R: #Retired & {reason: \"gone\"}\ntools: a: {state: \"active\"}\nretired: r: #R & {}\ntools: b: {state: \"active\", niche: retired.r.since}\n"),
	c21("retired: reason default bad", "a.cue", "#R: #Retired & {reason: *\"bad\\u0001\" | #Line}\ntools: a: {state: \"active\"}\nretired: r: #R & {since: \"0.1.0\"}\ntools: b: {state: \"active\", niche: retired.r.reason}\n"),
	c21("gates: user def visible_for", "a.cue", "#G: #Gate & {visible_for: *\"m1\" | #Name}\ntools: a: {state: \"active\"}\ngates: g: #G & {}\ntools: b: {state: \"active\", niche: gates.g.visible_for}\n"),
	c21("gates: user def hidden_for unset", "a.cue", "#G: #Gate & {visible_for: \"m1\"}\ntools: a: {state: \"active\"}\ngates: g: #G & {}\ntools: b: {state: \"active\", niche: gates.g.hidden_for}\n"),
	c21("settings: not a fast section ref", "a.cue", "#S: #Setting & {type: \"bool\", default: *true | bool}\ntools: a: {state: \"active\"}\nsettings: s: #S & {doc: \"d\"}\ntools: b: {state: \"active\", annotations: {x: settings.s.default}}\n"),
	c21("size: 700 copy a template default", "a.cue", big24(700, "")),
	c21("size: 700 copy, one narrowed bad", "a.cue", big24(700, "tools: bad: {state: tools.t0.state & \"nope\"}\n")),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "active"
	c21("size: 700 copy, def shadowed at one ref", "a.cue", big24(700, "_h: {#OnDemand: {state: \"active\", ...}, v: tools.t0.state}\ntools: sh: {state: _h.v}\n")),
	c21("size: 350 disjunction-def pairs", "a.cue", bigDisj24(350)),
	c21("size: 650 template entries, last read", "a.cue", bigTmpl24(650)),
	// Was failing (fixed): cue export reads State "deferred", toolpolicy reads "active"
	c21("size: 650 reads of a locally-defined-def entry", "a.cue", bigLocal24(650)),
}

func TestReview24(t *testing.T) { runWithCue(t, review24Cases) }

const od24 = "#OnDemand: #Tool & {state: *\"deferred\" | #State}\n"

// big24: t0 under #OnDemand and n-1 entries copying its state, then extra.
func big24(n int, extra string) string {
	var b strings.Builder
	b.WriteString(od24 + "tools: t0: #OnDemand & {niche: \"N0\", card: \"C0\"}\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "tools: t%d: {state: tools.t0.state, niche: \"N%d\", card: \"C%d\"}\n", i, i, i)
	}
	return b.String() + extra
}

// bigDisj24: n entries under a default disjunction of definitions that
// their literal decides, each read by another entry.
func bigDisj24(n int) string {
	var b strings.Builder
	b.WriteString("#A: #Tool & {state: \"active\", card?: =~\"^A\"}\n#B: #Tool & {state: \"deferred\", card?: =~\"^D\"}\n#D: *#A | #B\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "tools: t%d: #D & {card: \"Dx%d\"}\ntools: u%d: {state: tools.t%d.state, niche: \"u\"}\n", i, i, i, i)
	}
	return b.String()
}

// bigTmpl24: n entries under a definition with a card default; one more
// reads the last one's card.
func bigTmpl24(n int) string {
	var b strings.Builder
	b.WriteString("#D: #Tool & {state: \"active\", card: *\"Load.\" | string}\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "tools: t%d: #D & {niche: \"N%d\"}\n", i, i)
	}
	fmt.Fprintf(&b, "tools: z: {state: \"active\", card: tools.t%d.card}\n", n-1)
	return b.String()
}

// bigLocal24: an entry under a definition declared inside the tools
// struct, shadowing a top-level one, read by n entries.
func bigLocal24(n int) string {
	var b strings.Builder
	b.WriteString("#OnDemand: #Tool & {state: \"active\"}\ntools: {#OnDemand: #Tool & {state: \"deferred\", card: \"c\"}, a: #OnDemand & {niche: \"A.\"}}\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "tools: t%d: {state: tools.a.state, niche: \"N%d\"}\n", i, i)
	}
	return b.String()
}
