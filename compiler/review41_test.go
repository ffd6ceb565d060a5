package compiler

import (
	"strings"
	"testing"
)

// helper-82's review41: the three rewrites of session 19's last hour
// against the cue command, each case small and with 250 plain entries in
// z.cue (e30): an entry choosing among definitions with no default,
// (#A | #B) & {state: "active", ...}, checked under the one definition the
// entry's literal leaves standing (fast.go pickChoice, defLiteral); a
// top-level label computed from a constant, (_section): {...}, written as
// its name when nothing observes the section's order (dynlabel.go
// staticLabels); entries a comprehension yields closed, (n): close({...}),
// folded and each given its close() back (fold.go genClose, foldgen.go).
//
// Section 3's cases each run twice: as written (gc) and, where a
// close({state: ...}) lacks it, with source: "builtin" added (gs), since
// close() refuses the field the schema's source default adds.
//
// Result (helper-82, TOOLPOLICY_TABLES=all, GOMAXPROCS=1): 658 subtests
// (329 cases, small and n=250), 60 failed, two classes, both in the small
// policy's default load as well as under the forced fast path; plain
// evaluation agrees with cue in every one.
//
// 1. staticLabels rewrites a section whose order a comprehension reads
// when the section is not one of the fast sections (32 subtests: groups,
// model_classes, annotations, settings). With
//
//	_g: "groups"
//	(_g): {b: {}}
//	groups: a: {}
//	modes: agent: head_add: [for k, _ in groups {"t_\(k)"}]
//	tools: t_a: {state: "active"}
//	tools: t_b: {state: "active"}
//
// cue export gives head_add ["t_a", "t_b"] (the dynamic field's entries
// after the declared ones), toolpolicy ["t_b", "t_a"] (the label written
// as "groups" where it stands). The same with ("groups") as the label,
// _g in another file, two dynamic declarations, the list made through a
// definition, a hidden struct or gates built from model_classes, and a
// read of element [0] into a niche (model_classes, annotations,
// settings). dynlabel.go staticLabels asks orderShown (view.go) whether
// the section's order is seen, and orderShown records only the fast
// sections (its isSection: isFastSection, tools/aliases/retired/gates),
// so a read of any other section's order is never shown.
//
// 2. A comprehension's close({...}) entries with a default at the top of
// the literal lose their closedness when folded (28 subtests). With
//
//	_m: {a: "Reads a.", b: "Reads b."}
//	tools: {for n, d in _m {(n): close({state: *"active" | "deferred", source: "builtin", niche: d})}}
//	tools: b: group: "g"
//
// cue vet -c: tools.b.group: field not allowed; toolpolicy loads it.
// Without source in the literal cue refuses tools.a.source and
// tools.b.source (the schema's default), toolpolicy loads it too; the same
// with a default in niche, in source, under a pattern that adds a field,
// over a list, read by a view. staticGen (foldgen.go) gives up on the
// default and the fold evaluates the entries, and foldUnit.entry
// (fold.go) writes each as #toolpolicyDefault_… & {...} with the
// definition open ({state: *"active" | "deferred", ...}); withGenDefs
// (fold.go) then wraps that in close(), and close(#Open & {...}) does not
// refuse fields (cue vet -c accepts `#D: {s: *1 | 2, ...}` `a:
// close(#D & {n: 1})` `a: g: 1`). The same entries with the field added
// in another file, a default nested in annotations, definitions in front
// of the close, or the comprehension at the top of the file agreed.
//
// Everything else agreed with cue: pickChoice over definitions setting the
// field through embedding, a nested struct, a chain, twice (same and
// different values), close(), a pattern, a comprehension, an alias label,
// a quoted or optional label, parentheses and attributes; entries whose
// literal also meets a pattern or another declaration; three and four
// terms, nested disjunctions, hidden definitions, hidden fields, a let, a
// struct literal as a term; source, group and a field the schema lacks
// as the discriminator; the picked definition failing while another
// would pass; definitions nested in the tools struct shadowing the
// policy's; views, aliases, gates and retired; raw, escaped, multi-line
// and unicode literals. staticLabels with tools, aliases, retired and
// gates read through an alias, a hidden copy, a let, a definition, len,
// strings.Join and aliases built from tools; the constant in @if,
// @ignore and _test.cue files, escaped, unicode, raw and multi-line; the
// names release, providers, modes, gates, mcp, #Tool and _tools; the
// section made twice; optional and required markers; attributes; an
// aliased, constrained or quoted hidden field. genClose with fields added
// by patterns, definitions and other declarations, nested close, close
// around a disjunction, lists, guards, order reads, names close taken by
// a definition, hidden field, field, for variable or let, duplicates
// between generated and declared entries, embeddings, optional, required
// and hidden fields inside, interpolated keys.
//
// Fixed (session 19): staticLabels rewrites the fast sections only, whose
// order orderShown knows; a genClose comprehension whose entries keep a
// default (#toolpolicyDefault_… & {...}) is not folded. All 658 pass.
func TestReview41AgreesWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(name string, kv ...string) { cases = append(cases, e30(name, kv...)...) }

	// ---- 1. a choice among definitions with no default ----
	kinds := "#Eager: #Tool & {state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"
	ch := func(name, terms, body string) string {
		return "tools: " + name + ": (" + terms + ") & {" + body + "}\n"
	}
	x := ch("x", "#Eager | #Lazy", "state: \"active\", niche: \"X.\"")
	y := ch("y", "#Eager | #Lazy", "state: \"deferred\", card: \"Use y.\"")
	add("pc def by embedding", "a.cue", "#Eager: {#Tool, state: \"active\"}\n#Lazy: {#Tool, state: \"deferred\", card!: string}\n"+x+y)
	add("pc def embedding conflicting struct", "a.cue", "#Eager: {#Tool, {state: \"deferred\"}, state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x)
	add("pc def embedding a struct setting state", "a.cue", "#Eager: {#Tool, {state: \"active\"}}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x+y)
	add("pc def nested struct only", "a.cue", "#Eager: #Tool & {annotations: {state: \"active\"}}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+ch("x", "#Eager | #Lazy", "state: \"active\""))
	add("pc chain base conflicting", "a.cue", "#Base: #Tool & {state: \"deferred\"}\n#Eager: #Base & {state: \"active\"}\n#Lazy: #Base & {card!: string, state: \"deferred\"}\n"+x)
	add("pc chain base closed narrower", "a.cue", "#Base: {state: string, source: *\"builtin\" | \"mcp\"}\n#Eager: #Base & {state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x)
	add("pc chain base closed narrower ok", "a.cue", "#Base: {state: string, source: *\"builtin\" | \"mcp\"}\n#Eager: #Base & {state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+ch("x", "#Eager | #Lazy", "state: \"active\""))
	add("pc def sets state twice same", "a.cue", "#Eager: #Tool & {state: \"active\"} & {state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x+y)
	add("pc def sets state twice differently", "a.cue", "#Eager: #Tool & {state: \"active\"} & {state: \"deferred\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+y)
	add("pc def sets state twice in one struct", "a.cue", "#Eager: #Tool & {state: \"active\", state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x+y)
	add("pc def with close", "a.cue", "#Eager: #Tool & close({state: \"active\"})\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x+y)
	add("pc def close whole", "a.cue", "#Eager: close({state: \"active\", source: \"builtin\", niche?: string})\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x+y)
	add("pc def pattern conflicting state", "a.cue", "#Eager: #Tool & {[=~\"^st\"]: \"deferred\", state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x)
	add("pc def pattern on niche", "a.cue", "#Eager: #Tool & {[=~\"^ni\"]: =~\"^X\", state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x+ch("z", "#Eager | #Lazy", "state: \"active\", niche: \"Q.\""))
	add("pc entry state also in pattern", "a.cue", kinds+x+y+"tools: [string]: {state: \"active\" | \"deferred\"}\n")
	add("pc entry state pattern refusing", "a.cue", kinds+x+y+"tools: [=~\"^x\"]: {state: \"deferred\"}\n")
	add("pc entry state in another declaration", "a.cue", kinds+x+y, "b.cue", "tools: x: state: \"active\"\n")
	add("pc entry state in another declaration conflicting", "a.cue", kinds+x+y, "b.cue", "tools: x: state: \"deferred\"\n")
	add("pc entry card in another declaration", "a.cue", kinds+x+ch("y", "#Eager | #Lazy", "state: \"deferred\""), "b.cue", "tools: y: card: \"Use y.\"\n")
	add("pc three terms", "a.cue", kinds+"#Old: #Tool & {state: \"deprecated\", niche!: string}\n"+ch("x", "#Eager | #Lazy | #Old", "state: \"deprecated\", niche: \"Old.\"")+ch("y", "#Old | #Lazy | #Eager", "state: \"deferred\", card: \"c\""))
	add("pc three terms picked failing", "a.cue", kinds+"#Old: #Tool & {state: \"deprecated\", niche!: string}\n"+ch("x", "#Eager | #Lazy | #Old", "state: \"deprecated\""))
	add("pc four terms two same", "a.cue", kinds+"#Old: #Tool & {state: \"deprecated\"}\n#Old2: #Tool & {state: \"deprecated\", niche: *\"O.\" | string}\n"+ch("x", "#Eager | #Lazy | #Old | #Old2", "state: \"deprecated\""))
	add("pc hidden definition terms", "a.cue", "_#Eager: #Tool & {state: \"active\"}\n_#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+ch("x", "_#Eager | _#Lazy", "state: \"active\"")+ch("y", "_#Eager | _#Lazy", "state: \"deferred\", card: \"c\""))
	add("pc hidden field terms", "a.cue", "_Eager: {state: \"active\"}\n_Lazy: {state: \"deferred\", card!: string}\n"+ch("x", "_Eager | _Lazy", "state: \"active\"")+ch("y", "_Eager | _Lazy", "state: \"deferred\", niche: \"N.\""))
	add("pc hidden field terms open extra", "a.cue", "_Eager: {state: \"active\"}\n_Lazy: {state: \"deferred\", card!: string}\n"+ch("x", "_Eager | _Lazy", "state: \"active\", niche: \"A.\""))
	add("pc let term", "a.cue", kinds+"let E = #Eager\n"+ch("x", "E | #Lazy", "state: \"active\"")+y)
	add("pc term a struct literal", "a.cue", "#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+ch("x", "{state: \"active\"} | #Lazy", "state: \"active\"")+y)
	add("pc source discriminates", "a.cue", "#Local: #Tool & {source: \"builtin\"}\n#Remote: #Tool & {source: \"mcp\", card!: string}\n"+ch("x", "#Local | #Remote", "state: \"deferred\", source: \"mcp\", card: \"c\"")+ch("y", "#Local | #Remote", "state: \"active\", source: \"builtin\""))
	add("pc source discriminates remote missing card", "a.cue", "#Local: #Tool & {source: \"builtin\"}\n#Remote: #Tool & {source: \"mcp\", card!: string}\n"+ch("x", "#Local | #Remote", "state: \"deferred\", source: \"mcp\""))
	add("pc source picked fails other would pass", "a.cue", "#Local: #Tool & {source: \"builtin\", niche!: string}\n#Remote: #Tool & {source: \"mcp\"}\n"+ch("x", "#Local | #Remote", "state: \"active\", source: \"builtin\""))
	add("pc group discriminates", "a.cue", "#A: #Tool & {group: \"a\", niche: *\"A.\" | string}\n#B: #Tool & {group: \"b\", niche: *\"B.\" | string}\n"+ch("x", "#A | #B", "state: \"active\", group: \"b\""))
	add("pc field schema lacks", "a.cue", "#A: #Tool & {kind: \"a\"}\n#B: #Tool & {kind: \"b\"}\n"+ch("x", "#A | #B", "state: \"active\", kind: \"a\""))
	add("pc field schema lacks open defs", "a.cue", "#A: {kind: \"a\", state: \"active\", ...}\n#B: {kind: \"b\", state: \"deferred\", ...}\n"+ch("x", "#A | #B", "kind: \"a\""))
	add("pc picked def fails on other field", "a.cue", "#Eager: #Tool & {state: \"active\", niche: \"E.\"}\n#Lazy: #Tool & {state: \"deferred\"}\n"+ch("x", "#Eager | #Lazy", "state: \"active\", niche: \"Other.\""))
	add("pc picked def default on other field", "a.cue", "#Eager: #Tool & {state: \"active\", niche: *\"E.\" | string}\n#Lazy: #Tool & {state: \"deferred\", niche: *\"L.\" | string}\n"+ch("x", "#Eager | #Lazy", "state: \"active\"")+ch("y", "#Eager | #Lazy", "state: \"deferred\""))
	add("pc view reads niche", "a.cue", "#Eager: #Tool & {state: \"active\", niche: *\"E.\" | string}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+ch("x", "#Eager | #Lazy", "state: \"active\"")+y+"modes: agent: head_add: [for n, t in tools if t.niche == \"E.\" {n}]\n")
	add("pc view reads card", "a.cue", kinds+x+y+"tools: z: {state: \"active\", niche: \"\\(tools.y.card)\"}\n")
	add("pc view order", "a.cue", kinds+y+x+order30)
	add("pc aliases read entries", "a.cue", kinds+x+y+"aliases: {for n, t in tools if t.state == \"deferred\" && n !~ \"^pad_\" {\"was_\\(n)\": {replacement: n, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}}}\n")
	add("pc in aliases section", "a.cue", "#A1: {replacement: string, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\n#A2: {replacement: string, first_deprecated: \"0.2.0\", planned_removal: \"TBD\", replay_supported: true}\naliases: old: (#A1 | #A2) & {first_deprecated: \"0.2.0\", replacement: \"x\"}\ntools: x: {state: \"active\"}\n")
	add("pc in gates section", "a.cue", "#G1: {hidden_for: \"c\"}\n#G2: {visible_for: \"c\"}\ngates: x: (#G1 | #G2) & {hidden_for: \"c\"}\ntools: x: {state: \"active\"}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n")
	add("pc in retired section", "a.cue", "#R1: {reason: \"a\"}\n#R2: {reason: \"b\"}\nretired: old: (#R1 | #R2) & {reason: \"b\"}\ntools: x: {state: \"active\"}\n")
	add("pc raw string entry", "a.cue", kinds+ch("x", "#Eager | #Lazy", "state: #\"active\"#"))
	add("pc raw string both", "a.cue", "#Eager: #Tool & {state: #\"active\"#}\n#Lazy: #Tool & {state: #\"deferred\"#, card!: string}\n"+x+y)
	add("pc escaped entry literal", "a.cue", kinds+ch("x", "#Eager | #Lazy", "state: \"\\u0061ctive\""))
	add("pc escaped def literal", "a.cue", "#Eager: #Tool & {state: \"\\u0061ctive\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x+y)
	add("pc unicode discriminator", "a.cue", "#A: #Tool & {group: \"é\"}\n#B: #Tool & {group: \"e\\u0301\"}\n"+ch("x", "#A | #B", "state: \"active\", group: \"é\"")+ch("y", "#A | #B", "state: \"active\", group: \"e\\u0301\""))
	add("pc multiline literal", "a.cue", kinds+"tools: x: (#Eager | #Lazy) & {state: \"\"\"\n\tactive\n\t\"\"\"}\n")
	add("pc quoted label in def", "a.cue", "#Eager: #Tool & {\"state\": \"active\"}\n#Lazy: #Tool & {\"state\": \"deferred\", card!: string}\n"+x+y)
	add("pc optional label in def", "a.cue", "#Eager: #Tool & {state?: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x)
	add("pc alias label in def", "a.cue", "#Eager: #Tool & {S=state: \"active\", niche: *\"\\(S)\" | string}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x+ch("z", "#Eager | #Lazy", "state: \"active\""))
	add("pc def declared twice other file", "a.cue", kinds+x+y, "b.cue", "#Eager: {niche: *\"E.\" | string}\n")
	add("pc def extended by embedding at top", "a.cue", kinds+x+y+"{#Eager: {niche: =~\"^X\"}}\n")
	add("pc def extended by comprehension", "a.cue", kinds+x+y+"if true {#Eager: {niche: =~\"^Q\"}}\n")
	add("pc nested def shadows in tools", "a.cue", kinds+"tools: {#Lazy: #Tool & {state: \"active\", niche: *\"L.\" | string}, x: (#Eager | #Lazy) & {state: \"active\"}}\n")
	add("pc nested def shadows same value", "a.cue", kinds+"tools: {#Lazy: #Tool & {state: \"active\"}, x: (#Eager | #Lazy) & {state: \"active\", niche: \"X.\"}}\n")
	add("pc nested def shadows other", "a.cue", kinds+"tools: {#Eager: #Tool & {state: \"deferred\"}, x: (#Eager | #Lazy) & {state: \"active\"}}\n")
	add("pc entry state twice", "a.cue", kinds+ch("x", "#Eager | #Lazy", "state: \"active\", state: \"active\""))
	add("pc entry state twice different", "a.cue", kinds+ch("x", "#Eager | #Lazy", "state: \"active\", state: \"deferred\", card: \"c\""))
	add("pc entry embeds struct with state", "a.cue", kinds+ch("x", "#Eager | #Lazy", "{state: \"deferred\"}, state: \"active\""))
	add("pc entry literal through hidden", "a.cue", kinds+"_st: \"active\"\n"+ch("x", "#Eager | #Lazy", "state: _st")+y)
	add("pc entry extra def", "a.cue", kinds+"#Named: {niche: =~\"^X\"}\ntools: x: (#Eager | #Lazy) & #Named & {state: \"active\", niche: \"X.\"}\ntools: w: (#Eager | #Lazy) & #Named & {state: \"active\", niche: \"Y.\"}\n")
	add("pc entry close around", "a.cue", kinds+"tools: x: close((#Eager | #Lazy) & {state: \"deferred\", card: \"c\", zz: 1})\n")
	add("pc entry in two files same name", "a.cue", kinds+x, "b.cue", ch("x", "#Eager | #Lazy", "state: \"active\""))
	add("pc disjunction nested", "a.cue", kinds+"#Old: #Tool & {state: \"deprecated\"}\n"+ch("x", "(#Eager | #Lazy) | #Old", "state: \"deprecated\"")+ch("y", "#Eager | (#Lazy | #Old)", "state: \"deferred\", card: \"c\""))
	add("pc def is a disjunction", "a.cue", "#Eager: #Tool & ({state: \"active\"} | {state: \"deprecated\"})\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+ch("x", "#Eager | #Lazy", "state: \"deprecated\""))
	add("pc def with interpolated literal", "a.cue", "_a: \"active\"\n#Eager: #Tool & {state: \"\\(_a)\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x+y)
	add("pc def literal via hidden", "a.cue", "_a: \"deferred\"\n#Eager: #Tool & {state: \"active\"}\n#Lazy: #Tool & {state: _a, card!: string}\n"+x+y)
	add("pc def with comprehension adding state", "a.cue", "#Eager: #Tool & {state: \"active\", if true {state: \"active\"}}\n#Lazy: #Tool & {state: \"deferred\", card!: string, if true {niche: *\"L.\" | string}}\n"+x+y)
	add("pc def with comprehension conflicting", "a.cue", "#Eager: #Tool & {state: \"active\", if true {state: \"deferred\"}}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x)
	add("pc def with embedded disjunction", "a.cue", "#Eager: #Tool & {state: \"active\", *{niche: \"E.\"} | {niche: \"F.\"}}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+ch("x", "#Eager | #Lazy", "state: \"active\"")+ch("z", "#Eager | #Lazy", "state: \"active\", niche: \"F.\""))
	add("pc many entries mixed", "a.cue", kinds+x+y+ch("x2", "#Eager | #Lazy", "state: \"active\"")+ch("y2", "#Lazy | #Eager", "state: \"deferred\", card: \"c2\"")+ch("y3", "#Lazy | #Eager", "state: \"deferred\""))
	add("pc pattern with defs", "a.cue", kinds+"tools: [=~\"^q\"]: #Eager | #Lazy\ntools: q1: {state: \"active\"}\ntools: q2: {state: \"deferred\", card: \"c\"}\n")
	add("pc entry state default elsewhere", "a.cue", kinds+x+"tools: x: state: *\"active\" | _\n")
	add("pc required in entry", "a.cue", kinds+ch("x", "#Eager | #Lazy", "state: \"deferred\", card!: string"))
	add("pc picked def embedding tool twice", "a.cue", "#Eager: {#Tool, #Tool, state: \"active\"}\n#Lazy: {#Tool, state: \"deferred\", card!: string}\n"+x+y)
	add("pc def value in parens", "a.cue", "#Eager: (#Tool & {state: \"active\"})\n#Lazy: (#Tool & {state: \"deferred\", card!: string})\n"+x+y)
	add("pc def attr", "a.cue", "#Eager: #Tool & {state: \"active\" @x(1)} @y(2)\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+x+y)
	add("pc let named like def in file b", "a.cue", kinds+x+y, "b.cue", "let Eager = 1\n")

	// ---- 2. a label computed from a constant ----
	body := "{x: {state: \"active\", niche: \"X.\"}, y: {state: \"deferred\", card: \"Use y.\"}}\n"
	// The list is made at the top: inside the entry, groups would name
	// the entry's own field.
	grp := "_gs: [for k, _ in groups {k}]\ntools: g: {state: \"active\", groups: _gs}\n"
	add("dl groups dynamic first order in list", "a.cue", "_g: \"groups\"\n(_g): {b: {}}\ngroups: a: {}\n"+grp)
	add("dl groups static first order in list", "a.cue", "_g: \"groups\"\ngroups: a: {}\n(_g): {b: {}}\n"+grp)
	add("dl groups two dynamic order", "a.cue", "_g: \"groups\"\n(_g): {b: {}}\n(_g): {a: {}}\n"+grp)
	add("dl groups order in other file", "a.cue", "_g: \"groups\"\n(_g): {b: {}}\n", "b.cue", "groups: a: {}\n"+grp)
	add("dl groups string literal label", "a.cue", "(\"groups\"): {b: {}}\ngroups: a: {}\n"+grp)
	add("dl groups let label", "a.cue", "let gl = \"groups\"\n(gl): {b: {}}\ngroups: a: {}\n"+grp)
	add("dl tools dynamic first keep_loaded", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\", source: \"mcp\"}}\ntools: a: {state: \"active\", source: \"mcp\"}\nmcp: keep_loaded: [for n, t in tools if t.source == \"mcp\" {n}]\n")
	add("dl tools order through alias", "a.cue", "_s: \"tools\"\nT=(_s): {b: {state: \"active\"}}\ntools: a: {state: \"active\"}\nmodes: agent: head_add: [for n, _ in T if n !~ \"^pad_\" {n}]\n")
	add("dl tools order through hidden copy", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\ntools: a: {state: \"active\"}\n_all: tools\nmodes: agent: head_add: [for n, _ in _all if n !~ \"^pad_\" {n}]\n")
	add("dl tools order through let", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\ntools: a: {state: \"active\"}\nlet all = tools\nmodes: agent: head_add: [for n, _ in all if n !~ \"^pad_\" {n}]\n")
	add("dl tools order by len only", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\ntools: a: {state: \"active\", niche: \"N\\(len(tools)).\"}\n")
	add("dl tools entry read by name", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\", niche: \"B.\"}}\ntools: a: {state: \"active\", niche: tools.b.niche}\n")
	add("dl tools entries iterated into struct", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"deferred\", card: \"c\"}}\ntools: a: {state: \"deferred\", card: \"d\"}\naliases: {for n, t in tools if t.state == \"deferred\" {\"was_\\(n)\": {replacement: n, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}}}\n")
	add("dl tools order in niche via join", "a.cue", "import \"strings\"\n", "b.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\ntools: a: {state: \"active\"}\ntools: c: {state: \"active\", niche: strings.Join([for n, _ in tools if n !~ \"^pad_\" {n}], \",\")}\n")
	add("dl alias manifest", "a.cue", "_s: \"aliases\"\n(_s): {b: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}}\naliases: a: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\ntools: x: {state: \"active\"}\nmodes: agent: head_add: [for n, _ in aliases {n}]\n")
	add("dl retired order", "a.cue", "_s: \"retired\"\n(_s): {b: {}}\nretired: a: {}\ntools: x: {state: \"active\", niche: \"\\([for n, _ in retired {n}][0]).\"}\n")
	add("dl hidden in other file", "a.cue", "(_g): {b: {}}\ngroups: a: {}\n"+grp, "b.cue", "_g: \"groups\"\n")
	add("dl hidden in if file excluded", "a.cue", "(_s): "+body, "b.cue", "@if(foo)\npackage toolpolicy\n_s: \"tools\"\n")
	add("dl hidden in if file excluded static tools", "a.cue", "tools: z: {state: \"active\"}\n(_s): "+body, "b.cue", "@if(foo)\npackage toolpolicy\n_s: \"tools\"\n")
	add("dl hidden in test file", "a.cue", "tools: z: {state: \"active\"}\n(_s): "+body, "b_test.cue", "package toolpolicy\n_s: \"tools\"\n")
	add("dl hidden in ignored file", "a.cue", "tools: z: {state: \"active\"}\n(_s): "+body, "b.cue", "@ignore()\npackage toolpolicy\n_s: \"tools\"\n")
	add("dl hidden in if file included", "a.cue", "tools: z: {state: \"active\"}\n(_s): "+body, "b.cue", "@if(!foo)\npackage toolpolicy\n_s: \"tools\"\n")
	add("dl hidden twice one excluded", "a.cue", "_s: \"tools\"\ntools: z: {state: \"active\"}\n(_s): "+body, "b.cue", "@if(foo)\npackage toolpolicy\n_s: \"modes\"\n")
	add("dl let in other file", "a.cue", "tools: z: {state: \"active\"}\n(s): "+body, "b.cue", "let s = \"tools\"\n")
	add("dl escape in constant", "a.cue", "_s: \"too\\u006cs\"\n(_s): "+body)
	add("dl unicode constant", "a.cue", "_s: \"tööls\"\n(_s): "+body+"tools: a: {state: \"active\"}\n")
	add("dl raw string constant", "a.cue", "_s: #\"tools\"#\n(_s): "+body)
	add("dl multiline constant", "a.cue", "_s: \"\"\"\n\ttools\n\t\"\"\"\n(_s): "+body)
	add("dl release", "a.cue", "_s: \"release\"\n(_s): {version: \"1.0.0\"}\ntools: a: {state: \"active\"}\n")
	add("dl release conflicting", "a.cue", "_s: \"release\"\n(_s): {version: \"2.0.0\"}\ntools: a: {state: \"active\"}\n")
	add("dl providers", "a.cue", "_s: \"providers\"\n(_s): {other: {budget: {target: 1, max: 2}}}\ntools: a: {state: \"active\"}\n")
	add("dl modes", "a.cue", "_s: \"modes\"\n(_s): {plan: {head_add: [\"a\"]}}\ntools: a: {state: \"active\"}\n")
	add("dl modes head_add twice", "a.cue", "_s: \"modes\"\n(_s): {agent: {head_add: [\"a\"]}}\ntools: a: {state: \"active\"}\ntools: b: {state: \"active\"}\nmodes: agent: head_add: [\"b\"]\n")
	add("dl gates", "a.cue", "_s: \"gates\"\n(_s): {a: {hidden_for: \"c\"}}\ntools: a: {state: \"active\"}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n")
	add("dl gates order read", "a.cue", "_s: \"gates\"\n(_s): {b: {hidden_for: \"c\"}}\ngates: a: {hidden_for: \"c\"}\ntools: a: {state: \"active\"}\ntools: b: {state: \"active\"}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\nmodes: agent: head_add: [for n, _ in gates {n}]\n")
	add("dl mcp list", "a.cue", "_s: \"mcp\"\n(_s): {keep_loaded: [\"a\"]}\ntools: a: {state: \"active\", source: \"mcp\"}\n")
	add("dl same section twice", "a.cue", "_a: \"tools\"\n_b: \"tools\"\n(_a): {x: {state: \"active\"}}\n(_b): {y: {state: \"deferred\", card: \"c\"}}\n")
	add("dl same section twice conflicting", "a.cue", "_a: \"tools\"\n_b: \"tools\"\n(_a): {x: {state: \"active\"}}\n(_b): {x: {state: \"deferred\"}}\n")
	add("dl same section twice groups order", "a.cue", "_a: \"groups\"\n_b: \"groups\"\n(_b): {b: {}}\n(_a): {a: {}}\n"+grp)
	add("dl mixed with static same entry", "a.cue", "_s: \"tools\"\n(_s): {x: {state: \"active\"}}\ntools: x: {niche: \"X.\"}\n")
	add("dl mixed with static conflicting", "a.cue", "_s: \"tools\"\n(_s): {x: {state: \"active\"}}\ntools: x: {state: \"deferred\"}\n")
	add("dl produces hash name", "a.cue", "_s: \"#Tool\"\n(_s): {state: \"active\"}\ntools: a: {state: \"active\"}\n")
	add("dl produces underscore name", "a.cue", "_s: \"_tools\"\n(_s): "+body+"tools: a: {state: \"active\"}\n")
	add("dl optional marker", "a.cue", "_s: \"groups\"\n(_s)?: {b: {}}\ngroups: a: {}\n"+grp)
	add("dl required marker", "a.cue", "_s: \"tools\"\n(_s)!: "+body)
	add("dl required marker nothing else", "a.cue", "_s: \"groups\"\n(_s)!: {b: {}}\ntools: a: {state: \"active\"}\n")
	add("dl attribute on field", "a.cue", "_s: \"tools\"\n(_s): {x: {state: \"active\"}} @go(T)\n")
	add("dl attribute on hidden", "a.cue", "_s: \"tools\" @go(S)\n(_s): "+body)
	add("dl hidden with alias", "a.cue", "S=_s: \"tools\"\n(S): "+body)
	add("dl hidden constrained by def", "a.cue", "_s: \"tools\"\n_s: string\n(_s): "+body)
	add("dl hidden a quoted regular", "a.cue", "\"_s\": \"tools\"\n_s: \"modes\"\n(_s): {agent: {head_add: []}}\ntools: a: {state: \"active\"}\n")
	add("dl hidden definition name", "a.cue", "_#s: \"tools\"\n(_#s): "+body)
	add("dl dynamic in if file", "a.cue", "_s: \"tools\"\ntools: a: {state: \"active\"}\n", "b.cue", "@if(foo)\npackage toolpolicy\n(_s): {x: {state: \"gone\"}}\n")
	add("dl dynamic in test file", "a.cue", "_s: \"tools\"\ntools: a: {state: \"active\"}\n", "b_test.cue", "package toolpolicy\n(_s): {x: {state: \"gone\"}}\n")
	add("dl hidden read in an entry", "a.cue", "_s: \"tools\"\n(_s): {x: {state: \"active\", niche: \"In \\(_s).\"}}\n")
	add("dl label int constant", "a.cue", "(1): "+body+"tools: a: {state: \"active\"}\n")
	add("dl constant interpolated in label", "a.cue", "_s: \"tools\"\n(\"\\(_s)\"): "+body)
	add("dl comprehension reads tools order in other section", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\", groups: [\"g\"]}}\ntools: a: {state: \"active\", groups: [\"g\"]}\ngroups: g: {}\nmodes: {for n, _ in tools if n !~ \"^pad_\" {(\"m_\\(n)\"): {head_add: [n]}}}\n")
	add("dl order via definition list", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\ntools: a: {state: \"active\"}\n#Names: [for n, _ in tools if n !~ \"^pad_\" {n}]\nmodes: agent: head_add: #Names\n")
	add("dl groups order via definition", "a.cue", "_g: \"groups\"\n(_g): {b: {}}\ngroups: a: {}\n#G: [for k, _ in groups {k}]\ntools: g: {state: \"active\", groups: #G}\n")
	add("dl settings order", "a.cue", "_g: \"groups\"\n(_g): {b: {}}\ngroups: a: {}\nmodes: agent: head_add: [for k, _ in groups {\"t_\\(k)\"}]\ntools: t_a: {state: \"active\"}\ntools: t_b: {state: \"active\"}\n")
	add("dl model classes order", "a.cue", "_m: \"model_classes\"\n(_m): {d: {match: [\"d*\"], example: \"dy\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ntools: a: {state: \"active\", niche: \"\\([for k, _ in model_classes {k}][0]).\"}\n")

	// ---- 3. comprehensions yielding close({...}) entries ----
	// Each case also as gs: with source: "builtin" in every
	// close({state: ...}), which the schema's default needs there.
	plainAdd := add
	add = func(name string, kv ...string) {
		plainAdd(name, kv...)
		var alt []string
		changed := false
		for i, s := range kv {
			if i%2 == 1 {
				r := strings.ReplaceAll(s, "close({state: ", "close({source: \"builtin\", state: ")
				changed = changed || r != s
				s = r
			}
			alt = append(alt, s)
		}
		if changed {
			plainAdd("gs"+strings.TrimPrefix(name, "gc"), alt...)
		}
	}
	m := "_m: {a: \"Reads a.\", b: \"Reads b.\"}\n"
	gen := func(v string) string { return "tools: {\n\tfor n, d in _m {\n\t\t(n): " + v + "\n\t}\n}\n" }
	cl := gen("close({state: \"active\", source: \"builtin\", niche: d})")
	add("gc pattern adds field", "a.cue", m+cl+"tools: [string]: {group: *\"g\" | string}\n")
	add("gc pattern adds optional", "a.cue", m+cl+"tools: [string]: {card?: string}\n")
	add("gc pattern sets existing", "a.cue", m+cl+"tools: [=~\"^a\"]: {niche: \"Reads a.\"}\n")
	add("gc pattern conflicting", "a.cue", m+cl+"tools: [=~\"^a\"]: {niche: \"Other.\"}\n")
	add("gc def adds field", "a.cue", m+cl+"#X: {group: \"g\"}\ntools: a: #X\n")
	add("gc field added other file", "a.cue", m+cl, "b.cue", "tools: b: card: \"c\"\n")
	add("gc schema field default", "a.cue", m+gen("close({state: \"active\", niche: d})"))
	add("gc state omitted", "a.cue", m+gen("close({niche: d})"))
	add("gc nested close", "a.cue", m+gen("close({state: \"active\", niche: d, annotations: close({ro: true})})"))
	add("gc nested close extended", "a.cue", m+gen("close({state: \"active\", niche: d, annotations: close({ro: true})})")+"tools: a: annotations: rw: false\n")
	add("gc close around disjunction", "a.cue", m+gen("close({state: \"active\", niche: d} | {state: \"deferred\", card: d})"))
	add("gc close around default disjunction", "a.cue", m+gen("close(*{state: \"active\", niche: d} | {state: \"deferred\", card: d})"))
	add("gc default inside", "a.cue", m+gen("close({state: *\"active\" | \"deferred\", niche: d})"))
	add("gc default inside overridden", "a.cue", m+gen("close({state: *\"active\" | \"deferred\", niche: d})")+"tools: a: state: \"deferred\"\n")
	add("gc default inside card", "a.cue", m+gen("close({state: *\"deferred\" | \"active\", card: *d | string})"))
	add("gc at top", "a.cue", m+"for n, d in _m {tools: (n): close({state: \"active\", niche: d})}\n")
	add("gc at top extended other file", "a.cue", m+"for n, d in _m {tools: (n): close({state: \"active\", niche: d})}\n", "b.cue", "tools: a: source: \"builtin\"\n")
	add("gc at top with field added", "a.cue", m+"for n, d in _m {tools: (n): close({state: \"active\", niche: d})}\ntools: b: group: \"g\"\n")
	add("gc list source", "a.cue", "_l: [{n: \"a\", d: \"A.\"}, {n: \"b\", d: \"B.\"}]\ntools: {for e in _l {(e.n): close({state: \"active\", niche: e.d})}}\n")
	add("gc list source extended", "a.cue", "_l: [{n: \"a\", d: \"A.\"}, {n: \"b\", d: \"B.\"}]\ntools: {for e in _l {(e.n): close({state: \"active\", niche: e.d})}}\ntools: a: zz: 1\n")
	add("gc list index source", "a.cue", "_l: [\"a\", \"b\"]\ntools: {for i, n in _l {(n): close({state: \"active\", niche: \"N\\(i).\"})}}\n")
	add("gc guard", "a.cue", m+"tools: {for n, d in _m if n != \"b\" {(n): close({state: \"active\", niche: d})}}\ntools: b: {state: \"deferred\", card: \"c\", zz: 1}\n")
	add("gc guard other declares", "a.cue", m+"tools: {for n, d in _m if n != \"b\" {(n): close({state: \"active\", niche: d})}}\ntools: b: {state: \"deferred\", card: \"c\"}\n")
	add("gc order read", "a.cue", m+cl+"tools: c: {state: \"active\"}\n"+order30)
	add("gc order read pre", "a.cue", "tools: c: {state: \"active\"}\n"+m+cl+order30)
	add("gc entries read by field", "a.cue", m+cl+"modes: agent: head_add: [for n, t in tools if t.niche == \"Reads a.\" {n}]\n")
	add("gc entry read by name", "a.cue", m+cl+"tools: c: {state: \"active\", niche: tools.a.niche}\n")
	add("gc definition named close", "a.cue", m+"#close: {state: \"active\"}\n"+gen("close({state: \"active\", niche: d})"))
	add("gc hidden field named close", "a.cue", m+"_close: 1\n"+cl)
	add("gc regular field named close", "a.cue", m+cl+"modes: agent: close: 1\n")
	add("gc for variable named close", "a.cue", "_m: {a: {state: \"active\"}}\ntools: {for n, close in _m {(n): close}}\n")
	add("gc let inside comprehension named close", "a.cue", m+"tools: {for n, d in _m let close = {niche: d} {(n): close & {state: \"active\"}}}\n")
	add("gc duplicate declared", "a.cue", m+cl+"tools: a: close({state: \"active\", source: \"builtin\", niche: \"Reads a.\"})\n")
	add("gc duplicate declared open", "a.cue", m+cl+"tools: a: {state: \"active\", niche: \"Reads a.\"}\n")
	add("gc duplicate declared extra", "a.cue", m+cl+"tools: a: {state: \"active\", card: \"c\"}\n")
	add("gc duplicate two comprehensions", "a.cue", m+cl+"tools: {for n, d in _m {(n): close({state: \"active\", source: \"builtin\", niche: d})}}\n")
	add("gc two comprehensions one open", "a.cue", m+cl+"tools: {for n, d in _m {(n): {group: \"g\"}}}\n")
	add("gc with def first", "a.cue", m+"#A: #Tool & {state: \"active\"}\n"+gen("#A & close({niche: d})"))
	add("gc with def after", "a.cue", m+"#A: #Tool & {state: \"active\"}\n"+gen("close({niche: d}) & #A"))
	add("gc with def extended", "a.cue", m+"#A: #Tool & {state: \"active\"}\n"+gen("#A & close({niche: d})")+"tools: a: group: \"g\"\n")
	add("gc with open def extended", "a.cue", m+"#A: {state: \"active\", ...}\n"+gen("#A & close({niche: d})")+"tools: a: group: \"g\"\n")
	add("gc close of def ident", "a.cue", m+"#A: #Tool & {state: \"active\"}\n"+gen("close(#A)"))
	add("gc close with embedding", "a.cue", m+"#A: {state: \"active\", ...}\n"+gen("close({#A, niche: d})"))
	add("gc close with embedding extended", "a.cue", m+"#A: {state: \"active\", ...}\n"+gen("close({#A, niche: d})")+"tools: b: group: \"g\"\n")
	add("gc close with hidden field", "a.cue", m+gen("close({state: \"active\", _n: n, niche: \"\\(_n): \\(d)\"})"))
	add("gc close with optional", "a.cue", m+gen("close({state: \"active\", niche: d, card?: string})"))
	add("gc close with optional set elsewhere", "a.cue", m+gen("close({state: \"active\", niche: d, card?: string})")+"tools: a: card: \"c\"\n")
	add("gc close with required", "a.cue", m+gen("close({state: \"deferred\", niche: d, card!: string})"))
	add("gc close with required set", "a.cue", m+gen("close({state: \"deferred\", niche: d, card!: string})")+"tools: a: card: \"c\"\ntools: b: card: \"d\"\n")
	add("gc close with ellipsis", "a.cue", m+gen("close({state: \"active\", niche: d, ...})")+"tools: a: group: \"g\"\n")
	add("gc close with pattern inside", "a.cue", m+gen("close({state: \"active\", niche: d, [=~\"^gr\"]: string})")+"tools: a: group: \"g\"\n")
	add("gc close with nested comprehension", "a.cue", m+gen("close({state: \"active\", niche: d, if n == \"a\" {group: \"g\"}})"))
	add("gc close with nested comprehension extended", "a.cue", m+gen("close({state: \"active\", niche: d, if n == \"a\" {group: \"g\"}})")+"tools: b: group: \"h\"\n")
	add("gc close parens", "a.cue", m+gen("(close({state: \"active\", niche: d}))"))
	add("gc close attr", "a.cue", m+gen("close({state: \"active\", niche: d}) @x()"))
	add("gc close with a mistake", "a.cue", m+gen("close({state: \"gone\", niche: d})"))
	add("gc close with a key mistake", "a.cue", "_m: {a: \"Reads a.\", \"B c\": \"Reads b.\"}\n"+gen("close({state: \"active\", niche: d})"))
	add("gc in aliases", "a.cue", "_m: {a: \"x\"}\ntools: x: {state: \"active\"}\naliases: {for n, r in _m {(n): close({replacement: r, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false})}}\naliases: a: note: \"n\"\n")
	add("gc in retired", "a.cue", "_m: {a: \"x\", b: \"y\"}\ntools: x: {state: \"active\"}\nretired: {for n, r in _m {(n): close({reason: r})}}\n")
	add("gc hidden map of structs", "a.cue", "_m: {a: {niche: \"A.\"}, b: {niche: \"B.\"}}\ntools: {for n, v in _m {(n): close({state: \"active\", niche: v.niche})}}\n")
	add("gc source the value whole", "a.cue", "_m: {a: {state: \"active\"}, b: {state: \"deferred\", card: \"c\"}}\ntools: {for n, v in _m {(n): close(v)}}\n")
	add("gc value embedded", "a.cue", "_m: {a: {state: \"active\"}, b: {state: \"deferred\", card: \"c\"}}\ntools: {for n, v in _m {(n): close({v})}}\ntools: a: niche: \"A.\"\n")
	add("gc key interpolated", "a.cue", m+"tools: {for n, d in _m {\"t_\\(n)\": close({state: \"active\", niche: d})}}\n")
	add("gc key interpolated extended", "a.cue", m+"tools: {for n, d in _m {\"t_\\(n)\": close({state: \"active\", niche: d})}}\ntools: t_a: zz: 1\n")
	add("gc hidden source extended by comprehension", "a.cue", m+cl+"_m: {for k in [\"c\"] {(k): \"Reads c.\"}}\n")
	add("gc hidden source in other file", "a.cue", cl, "b.cue", m)
	add("gc view len", "a.cue", m+cl+"tools: c: {state: \"active\", niche: \"N\\(len(tools)).\"}\n")
	add("gc view alias section", "a.cue", m+cl+"aliases: {for n, t in tools if t.niche == \"Reads b.\" {\"was_\\(n)\": {replacement: n, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}}}\n")
	add("gc let source", "a.cue", "let M = {a: \"Reads a.\"}\ntools: {for n, d in M {(n): close({state: \"active\", niche: d})}}\ntools: a: card: \"c\"\n")
	add("gc nested for", "a.cue", "_m: {p: [\"a\", \"b\"]}\ntools: {for g, ns in _m for n in ns {(n): close({state: \"active\", niche: \"In \\(g).\"})}}\n")
	add("gc close and open struct", "a.cue", m+gen("close({state: \"active\"}) & {niche: d}"))
	add("gc close in def then entries", "a.cue", m+"#C: close({state: \"active\", niche: string})\n"+gen("#C & {niche: d}"))
	add("gc dynamic section name", "a.cue", m+"_s: \"tools\"\n(_s): {for n, d in _m {(n): close({state: \"active\", niche: d})}}\n")
	add("gc choice inside close", "a.cue", m+"#Eager: #Tool & {state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", card!: string}\n"+gen("(#Eager | #Lazy) & close({state: \"active\", niche: d})"))

	add("gc default plain entry not generated", "a.cue", "tools: a: close({state: *\"active\" | \"deferred\", niche: \"A.\"})\n")
	add("gc default in niche", "a.cue", m+gen("close({state: \"active\", niche: *d | string})"))
	add("gc default in niche extended", "a.cue", m+gen("close({state: \"active\", source: \"builtin\", niche: *d | string})")+"tools: a: group: \"g\"\n")
	add("gc default state extended", "a.cue", m+gen("close({state: *\"active\" | \"deferred\", source: \"builtin\", niche: d})")+"tools: b: group: \"g\"\n")
	add("gc default state extended other file", "a.cue", m+gen("close({state: *\"active\" | \"deferred\", source: \"builtin\", niche: d})"), "b.cue", "tools: b: zz: 1\n")
	add("gc default source only", "a.cue", m+gen("close({state: \"active\", source: *\"builtin\" | \"mcp\", niche: d})"))
	add("gc default source only extended", "a.cue", m+gen("close({state: \"active\", source: *\"builtin\" | \"mcp\", niche: d})")+"tools: a: group: \"g\"\n")
	add("gc default at top", "a.cue", m+"for n, d in _m {tools: (n): close({state: *\"active\" | \"deferred\", niche: d})}\n")
	add("gc default with def", "a.cue", m+"#A: {state: string, ...}\n"+gen("#A & close({state: *\"active\" | \"deferred\", niche: d})"))
	add("gc default annotations", "a.cue", m+gen("close({state: \"active\", niche: d, annotations: {ro: *true | bool}})"))
	add("gc default read by view", "a.cue", m+gen("close({state: *\"active\" | \"deferred\", niche: d})")+"modes: agent: head_add: [for n, t in tools if t.state == \"active\" && n !~ \"^pad_\" {n}]\n")
	add("gc default deferred no card", "a.cue", m+gen("close({state: *\"deferred\" | \"active\", source: \"builtin\", niche: d})"))
	add("gc default required card", "a.cue", m+gen("close({state: *\"deferred\" | \"active\", source: \"builtin\", card!: string})"))

	// ---- 2b. more order reads of sections the rewrite may name ----
	add("dl annotations order", "a.cue", "_s: \"annotations\"\n(_s): {b: {}}\nannotations: a: {}\ntools: x: {state: \"active\", niche: \"\\([for k, _ in annotations {k}][0]).\"}\n")
	add("dl settings section order", "a.cue", "_s: \"settings\"\n(_s): {b: {type: \"bool\"}}\nsettings: a: {type: \"bool\"}\ntools: x: {state: \"active\", niche: \"\\([for k, _ in settings {k}][0]).\"}\n")
	add("dl providers order", "a.cue", "_s: \"providers\"\n(_s): {other: {budget: {target: 1, max: 2}}}\ntools: x: {state: \"active\", niche: \"\\([for k, _ in providers {k}][0]).\"}\n")
	add("dl modes order", "a.cue", "_s: \"modes\"\n(_s): {plan: {}}\ntools: x: {state: \"active\", niche: \"\\([for k, _ in modes {k}][0]).\"}\n")
	add("dl groups order not read", "a.cue", "_g: \"groups\"\n(_g): {b: {}}\ngroups: a: {}\ntools: g: {state: \"active\", groups: [\"a\", \"b\"]}\n")
	add("dl groups order read by len", "a.cue", "_g: \"groups\"\n(_g): {b: {}}\ngroups: a: {}\ntools: g: {state: \"active\", niche: \"N\\(len(groups)).\"}\n")
	add("dl groups order in hidden struct", "a.cue", "_g: \"groups\"\n(_g): {b: {}}\ngroups: a: {}\n_h: {for k, _ in groups {(k): 1}}\ntools: g: {state: \"active\", groups: [for k, _ in _h {k}]}\n")
	add("dl tools order via hidden struct", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\ntools: a: {state: \"active\"}\n_h: {for n, _ in tools if n !~ \"^pad_\" {(n): 1}}\nmodes: agent: head_add: [for n, _ in _h {n}]\n")
	add("dl tools order via aliases struct", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\ntools: a: {state: \"active\"}\naliases: {for n, _ in tools if n !~ \"^pad_\" {\"was_\\(n)\": {replacement: n, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}}}\nmodes: agent: head_add: [for n, a in aliases {a.replacement}]\n")
	add("dl tools order via groups struct", "a.cue", "_s: \"tools\"\n(_s): {b: {state: \"active\"}}\ntools: a: {state: \"active\"}\ngroups: {for n, _ in tools if n !~ \"^pad_\" {(n): {}}}\nmodes: agent: head_add: [for n, _ in groups {n}]\n")
	add("dl model classes order through gates", "a.cue", "_s: \"model_classes\"\n(_s): {d: {match: [\"d*\"], example: \"dy\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: {for k, _ in model_classes {(\"g_\\(k)\"): hidden_for: k}}\ntools: g_c: {state: \"active\"}\ntools: g_d: {state: \"active\"}\nmodes: agent: head_add: [for k, _ in gates {k}]\n")
	add("gc default annotations extended", "a.cue", m+gen("close({state: \"active\", source: \"builtin\", niche: d, annotations: {ro: *true | bool}})")+"tools: a: zz: 1\n")
	add("gc default with def extended", "a.cue", m+"#A: {state: string, ...}\n"+gen("#A & close({state: *\"active\" | \"deferred\", source: \"builtin\", niche: d})")+"tools: a: zz: 1\n")
	add("gc default with closed def extended", "a.cue", m+"#A: #Tool\n"+gen("#A & close({state: *\"active\" | \"deferred\", source: \"builtin\", niche: d})")+"tools: a: zz: 1\n")
	add("gc default at top extended", "a.cue", m+"for n, d in _m {tools: (n): close({state: *\"active\" | \"deferred\", source: \"builtin\", niche: d})}\ntools: a: zz: 1\n")
	add("gc default list source extended", "a.cue", "_l: [\"a\", \"b\"]\ntools: {for n in _l {(n): close({state: *\"active\" | \"deferred\", source: \"builtin\"})}}\ntools: b: niche: \"B.\"\n")
	add("gc default pattern extends", "a.cue", m+gen("close({state: *\"active\" | \"deferred\", source: \"builtin\", niche: d})")+"tools: [=~\"^a\"]: {group: \"g\"}\n")
	add("gc default value data", "a.cue", m+gen("close({state: *\"deferred\" | \"active\", source: \"builtin\", niche: d, card: *\"C \\(n).\" | string})")+"tools: b: state: \"active\"\n")
	add("dl groups hidden in other file order", "a.cue", "(_g): {b: {}}\ngroups: a: {}\nmodes: agent: head_add: [for k, _ in groups {\"t_\\(k)\"}]\ntools: t_a: {state: \"active\"}\ntools: t_b: {state: \"active\"}\n", "b.cue", "_g: \"groups\"\n")
	add("dl groups static first order read", "a.cue", "_g: \"groups\"\ngroups: a: {}\n(_g): {b: {}}\nmodes: agent: head_add: [for k, _ in groups {\"t_\\(k)\"}]\ntools: t_a: {state: \"active\"}\ntools: t_b: {state: \"active\"}\n")
	add("dl groups two dynamic order read", "a.cue", "_g: \"groups\"\n(_g): {b: {}}\n(_g): {a: {}}\nmodes: agent: head_add: [for k, _ in groups {\"t_\\(k)\"}]\ntools: t_a: {state: \"active\"}\ntools: t_b: {state: \"active\"}\n")
	add("dl groups literal label order read", "a.cue", "(\"groups\"): {b: {}}\ngroups: a: {}\nmodes: agent: head_add: [for k, _ in groups {\"t_\\(k)\"}]\ntools: t_a: {state: \"active\"}\ntools: t_b: {state: \"active\"}\n")

	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}
