package compiler

// review56 (helper-104): a differential table against the cue command for
// ba6e19b (hiddenembed.go: a hidden field joining hidden structs of
// defaults, _b: _s & _l, written into entries as their fields together;
// hiddensection.go: a pattern-only struct copied into its uses only where
// nothing observes the order and nothing captures its names), and their
// interplay with letinline, hiddenSections' parts, conjsplit, embeddef
// and schemacopy. Each case small and big (250 more entries in z.cue).
//
// Result (helper-104, detached worktree at ba6e19b, TOOLPOLICY_TABLES=all,
// GOMAXPROCS=1): 342 subtests (171 cases, small and big), 22 failed (11
// cases, each small and n=250), all one bug, in hiddenembed.go withHelper
// (the single-helper path as well as the new helperConj / merged join).
// Fixed (s24): withHelper leaves an entry whose literal, or whose
// section's literal, declares a definition the helper names; all 342 pass.
// Everything else agreed with cue vet -c and cue export, and the fast
// path's model, index and errors with plain evaluation: joins _s & _l and
// (_a & _b) & _c, joins of joins, operands declared twice, in other files,
// @if files and other packages, definitions, lets, selections, pattern
// structs, closed, non-struct and self-referring operands, defaults the
// entry overrides, optional/required fields, nested annotations and
// parameters on both sides, lists, joins in tools and aliases, joins read
// by len() and selections, order through for, json.Marshal and catalog
// order "declaration", errors inside; predeclared names (string, int,
// bool, number, null, true, __string) captured by entries, section lets,
// label and value aliases, use-file lets, aliases and imports of those
// names (for helpers and pattern copies); pattern copies with defaults,
// regexes, definitions, into aliases, gates, providers, groups, sections
// with lets, @if files, order observed through a let, hidden field, alias
// or embedding; combinations with letinline, parts, conjsplit, embeddef
// and a schema copy.
//
// Bug (22 subtests: "conj: operand names a definition, section field of
// that name"; "he2: def, section def field, " + "single helper, state",
// "single helper, embed", "join, embed", "other file", "card conflict";
// "he2: def, entry literal def field" and "..., join"; "he2: def nested
// in helper, section def field"; "he2: def, section def field in
// aliases"; "pat: def, section def field and pattern struct" (its failure
// is the helper _s, not the pattern copy, which copyCaptured refuses)).
// The he2 def cases that pass: the helper's label given only in another
// declaration (card?: #C with card: "cc" elsewhere: no copy is taken
// there), the definition in another declaration of tools or of the entry
// (not in the literal's scope), a value alias on the section, #St equal
// to the package's, and order observed (json.Marshal, for): withHelper clears the Node and
// Scope of every "#" identifier in the copy of the hidden struct, so
// after the copy is written into the entry's literal the name is looked
// up from there, and a definition field of the same name declared in the
// entry's literal or in the section's literal captures it; in the hidden
// struct's own place it is the package's definition. copyCaptured guards
// the pattern copies against exactly this; embedHidden has no such check.
// Minimal reproduction (a.cue after base):
//
//	#St: "active"
//	_s: {state: #St}
//	tools: {#St: "deferred", x: {_s, niche: "n"}}
//
// cue export: tools.x.state "active"; toolpolicy (forced fast path and
// default load, small and with 250 more entries): "deferred" (plain
// evaluation agrees with cue). Likewise with x: _s & {niche: "n"}, with
// the join _b: _s & _m (_m: {source: "mcp"}), with the use in another
// file, with the definition declared inside the entry
// (tools: x: {_s, niche: "n", #St: "deferred"}), nested in the helper
// (_s: {annotations: {k: #St}}: k "active" vs "deferred"), and in aliases
// (#V: "0.1.0", _f: {first_deprecated: #V}, aliases: {#V: "9.9.9", o:
// _ab & {...}}: "0.1.0" vs "9.9.9"). With #C: =~"^c", _h: {card: #C},
// tools: {#C: "z", x: {_h, state: "active"}}, cue vet -c rejects
// (tools.x.card: incomplete value =~"^c") and toolpolicy loads the policy
// (card "z"). A fix: refuse the copy (as copyCaptured does) when a "#"
// name the helper holds is declared as a field of the entry's literal or
// of the section's literal (or keep those identifiers bound).

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
)

// e56 is a case of files (as c21), small and big.
func e56(name string, kv ...string) []reviewCase { return e55(name, kv...) }

func cases56() []reviewCase {
	var cs []reviewCase
	add := func(c ...reviewCase) { cs = append(cs, c...) }
	A := act54
	J := "import \"encoding/json\"\n"
	S := "_s: {source: \"mcp\"}\n"
	L := "_l: {state: *\"deferred\" | \"active\"}\n"
	B := S + L + "_b: _s & _l\n"

	// ---- hiddenembed: joins of hidden structs ----
	add(e56("conj: basic, & and embed", "a.cue", B+"tools: {x: _b & {niche: \"n\"}, y: {_b, state: \"active\"}}\n")...)
	add(e56("conj: entry overrides default", "a.cue", B+"tools: x: _b & {state: \"active\"}\n")...)
	add(e56("conj: entry overrides default, embed", "a.cue", B+"tools: x: {_b, state: \"active\", niche: \"n\"}\n")...)
	add(e56("conj: entry conflicts", "a.cue", B+"tools: x: _b & {source: \"builtin\"}\n")...)
	add(e56("conj: entry conflicts, other file", "a.cue", B+"tools: x: _b & {niche: \"n\"}\n", "b.cue", "tools: x: source: \"builtin\"\n")...)
	add(e56("conj: operand declared twice", "a.cue", B+"tools: x: _b & {niche: \"n\"}\n", "b.cue", "_s: {card: \"c\"}\n")...)
	add(e56("conj: operand declared twice, conflict", "a.cue", B+"tools: x: _b & {niche: \"n\"}\n", "b.cue", "_s: {source: \"builtin\"}\n")...)
	add(e56("conj: operands in other files", "a.cue", "_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n", "b.cue", S, "c.cue", L)...)
	add(e56("conj: join in another file", "a.cue", S+L+"tools: x: {_b, niche: \"n\"}\n", "b.cue", "_b: _s & _l\n")...)
	add(e56("conj: join declared twice", "a.cue", B+"tools: x: {_b, niche: \"n\"}\n", "b.cue", "_b: {card: \"c\"}\n")...)
	add(e56("conj: join declared twice, same label", "a.cue", B+"tools: x: {_b, niche: \"n\"}\n", "b.cue", "_b: {state: \"active\"}\n")...)
	add(e56("conj: operand is a definition", "a.cue", "#S: {source: \"mcp\", ...}\n"+L+"_b: #S & _l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: operand is a closed definition", "a.cue", "#S: {source: \"mcp\"}\n"+L+"_b: #S & _l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: operand is a let", "a.cue", "let LL = {state: *\"deferred\" | \"active\"}\n"+S+"_b: _s & LL\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: operand is a selection", "a.cue", S+"_g: {l: {state: *\"deferred\" | \"active\"}}\n_b: _s & _g.l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: operand is a pattern struct", "a.cue", S+"_p: [string]: _\n_b: _s & _p\ntools: x: _b & {niche: \"n\", state: \"active\"}\n")...)
	add(e56("conj: operand with optional field", "a.cue", "_s: {card?: =~\"^c\"}\n"+L+"_b: _s & _l\ntools: {x: _b & {card: \"cx\"}, y: _b & {card: \"zz\"}}\n")...)
	add(e56("conj: optional and regular share a label", "a.cue", "_s: {card?: =~\"^c\"}\n_l: {card: \"cc\", state: \"active\"}\n_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: optional and regular share a label, violated", "a.cue", "_s: {card?: =~\"^c\"}\n_l: {card: \"zz\", state: \"active\"}\n_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: required field", "a.cue", "_s: {niche!: string}\n"+L+"_b: _s & _l\ntools: {x: _b & {niche: \"n\"}, y: _b & {card: \"c\"}}\n")...)
	add(e56("conj: nested annotations both sides", "a.cue", "_s: {annotations: {a: \"x\"}}\n"+L+"_b: _s & _l\ntools: x: _b & {annotations: {b: \"y\"}}\n")...)
	add(e56("conj: nested annotations in both operands", "a.cue", "_s: {annotations: {a: \"x\"}}\n_l: {annotations: {b: \"y\"}, state: \"active\"}\n_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: nested parameters conflicting operands", "a.cue", "_s: {parameters: {type: \"object\"}}\n_l: {parameters: {type: \"string\"}, state: \"active\"}\n_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: nested parameters, entry adds", "a.cue", "_s: {parameters: {type: \"object\", properties: {a: {type: \"string\"}}}}\n"+L+"_b: _s & _l\ntools: x: _b & {niche: \"n\"}\ntools: x: parameters: properties: b: {type: \"string\"}\n")...)
	add(e56("conj: lists", "a.cue", "_s: {parameters: {type: \"object\", required: [\"a\"], properties: {a: {type: \"string\", enum: [\"p\", \"q\"]}}}}\n"+L+"_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: lists conflicting with entry elsewhere", "a.cue", "_s: {parameters: {type: \"object\", required: [\"a\"]}}\n"+L+"_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n", "b.cue", "tools: x: parameters: required: [\"b\"]\n")...)
	add(e56("conj: closed operand", "a.cue", "_s: close({source: \"mcp\"})\n"+L+"_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: in tools and aliases", "a.cue", "_fd: {first_deprecated: \"0.1.0\"}\n_pr: {planned_removal: \"TBD\", replay_supported: *true | bool}\n_ab: _fd & _pr\n"+B+"tools: {a: _b & {state: \"active\"}, o: {_s, state: \"deprecated\"}}\naliases: {o: _ab & {replacement: \"a\"}}\n")...)
	add(e56("conj: in tools and aliases, bad replacement", "a.cue", "_fd: {first_deprecated: \"0.1.0\"}\n_pr: {planned_removal: \"TBD\", replay_supported: *true | bool}\n_ab: _fd & _pr\ntools: {a: "+A+", o: {state: \"deprecated\"}}\naliases: {o: _ab & {replacement: \"zz\"}}\n")...)
	add(e56("conj: same join in tools and aliases", "a.cue", "_n: {note: *\"x\" | string}\n_m: {first_deprecated: \"0.1.0\"}\n_b: _n & _m\ntools: {a: "+A+", o: {state: \"deprecated\"}}\naliases: {o: _b & {replacement: \"a\", planned_removal: \"TBD\", replay_supported: true}}\ntools: z: {_m, state: \"active\"}\n")...)
	add(e56("conj: referenced by len", "a.cue", B+"tools: x: _b & {niche: \"n\"}\ntools: y: {state: \"active\", niche: \"\\(len(_b))\"}\n")...)
	add(e56("conj: referenced by selection", "a.cue", B+"tools: x: _b & {niche: \"n\"}\ntools: y: {state: \"active\", niche: _b.source}\n")...)
	add(e56("conj: referenced by selection of default", "a.cue", B+"tools: x: _b & {niche: \"n\"}\ntools: y: {state: _b.state, niche: \"n\"}\n")...)
	add(e56("conj: join of joins", "a.cue", "_d: {source: \"mcp\"}\n_e: {card: \"c\"}\n_c: {state: *\"deferred\" | \"active\"}\n_b: _d & _e\n_a: _b & _c\ntools: {x: _a & {niche: \"n\"}, y: _b & {state: \"active\"}}\n")...)
	add(e56("conj: join of joins, shared label", "a.cue", "_d: {source: \"mcp\"}\n_e: {card: \"c\"}\n_c: {card: \"c\", state: \"active\"}\n_b: _d & _e\n_a: _b & _c\ntools: {x: _a & {niche: \"n\"}}\n")...)
	add(e56("conj: parenthesized", "a.cue", "_d: {source: \"mcp\"}\n_e: {card: \"c\"}\n_c: {state: *\"deferred\" | \"active\"}\n_a: (_d & _e) & _c\n_z: _d & (_e & _c)\ntools: {x: _a & {niche: \"n\"}, y: {_z, niche: \"m\"}}\n")...)
	add(e56("conj: same operand twice", "a.cue", S+"_b: _s & _s\ntools: x: _b & {state: \"active\"}\n")...)
	add(e56("conj: self reference", "a.cue", S+"_b: _b & _s\ntools: x: _b & {state: \"active\"}\n")...)
	add(e56("conj: with a non-struct operand", "a.cue", S+"_n: \"x\"\n_b: _s & _n\ntools: x: _b & {state: \"active\"}\n")...)
	add(e56("conj: error in operand", "a.cue", "_s: {state: \"paused\"}\n_l: {source: \"mcp\"}\n_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: error in operand, other file", "a.cue", "_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n", "b.cue", "_s: {source: \"mcpx\"}\n", "c.cue", L)...)
	add(e56("conj: unknown field in operand", "a.cue", "_s: {zz: 1}\n"+L+"_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: operand in an @if file", "a.cue", L+"_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n", "c.cue", "@if(never)\n\npackage toolpolicy\n\n"+S)...)
	add(e56("conj: operand also in an @if file", "a.cue", B+"tools: x: _b & {niche: \"n\"}\n", "c.cue", "@if(never)\n\npackage toolpolicy\n\n_s: {source: \"builtin\"}\n")...)
	add(e56("conj: join in another package file", "a.cue", B+"tools: x: _b & {niche: \"n\"}\n", "c.cue", "package other\n_b: {source: \"builtin\"}\n")...)
	add(e56("conj: operand names its file's let", "a.cue", "_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n", "b.cue", "let SRC = \"mcp\"\n_s: {source: SRC}\n", "c.cue", "let SRC = \"builtin\"\n_l: {state: *\"deferred\" | \"active\", card: SRC}\n")...)
	add(e56("conj: operand names a definition", "a.cue", "#St: \"active\"\n_s: {state: #St}\n_l: {source: \"mcp\"}\n_b: _s & _l\ntools: x: _b & {niche: \"n\"}\n")...)
	add(e56("conj: operand names a definition, section field of that name", "a.cue", "#St: \"active\"\n_s: {state: #St}\n_l: {source: \"mcp\"}\n_b: _s & _l\ntools: {#St: \"deferred\", x: _b & {niche: \"n\"}}\n")...)
	add(e56("conj: json of an entry", "a.cue", "", "b.cue", J+"_s: {niche: \"n\"}\n_l: {source: \"mcp\"}\n_b: _l & _s\ntools: c: _b & {state: \"active\"}\n"+j54("tools.c"))...)
	add(e56("conj: json of an entry, embed", "a.cue", "", "b.cue", J+"_s: {niche: \"n\"}\n_l: {source: \"mcp\"}\n_b: _l & _s\ntools: c: {state: \"active\", _b}\n"+j54("tools.c"))...)
	add(e56("conj: json of an entry declared twice", "a.cue", "", "b.cue", J+"_s: {niche: \"n\"}\n_l: {source: \"mcp\"}\n_b: _l & _s\ntools: c: _b & {state: \"active\"}\ntools: c: card: \"k\"\n"+j54("tools.c"))...)
	add(e56("conj: for over an entry's fields", "a.cue", "_s: {niche: \"n\"}\n_l: {source: \"mcp\"}\n_b: _l & _s\ntools: c: _b & {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.c {k}]}\n")...)
	add(e56("conj: for over tools", "a.cue", B+"tools: {y: _b & {niche: \"n\"}, x: _b & {state: \"active\"}}\n"+m54("tools"))...)
	add(e56("conj: catalog declaration", "a.cue", "catalog: order: \"declaration\"\n"+B+"tools: {y: _b & {niche: \"n\"}, x: _b & {niche: \"m\"}}\n")...)
	add(e56("conj: operands reordered across files, json", "a.cue", "", "b.cue", J+"_b: _l & _s\ntools: c: {_b, state: \"active\"}\n"+j54("tools.c"), "c.cue", "_s: {niche: \"n\", card: \"k\"}\n", "d.cue", "_l: {source: \"mcp\", implementation: \"I\"}\n")...)

	// ---- hiddenembed: predeclared names and entries named like them ----
	add(e56("he: helper string, entry named string", "a.cue", "_h: {card?: string}\ntools: {string: "+A+", x: {_h, state: \"active\", card: \"c\"}}\n")...)
	add(e56("he: helper string, entry named string, &", "a.cue", "_h: {niche: *\"n\" | string}\ntools: {string: "+A+", x: _h & {state: \"active\"}}\n")...)
	add(e56("he: join, string entry", "a.cue", "_h: {card?: string}\n"+L+"_b: _h & _l\ntools: {string: "+A+", x: _b & {card: \"c\"}}\n")...)
	add(e56("he: helper bool, entry named bool", "a.cue", "_h: {source: \"mcp\", card?: bool | string}\ntools: {bool: "+A+", x: _h & {state: \"active\", card: \"c\"}}\n")...)
	add(e56("he: helper int, entry named int", "a.cue", "_h: {parameters?: {maximum?: int}}\ntools: {int: "+A+", x: _h & {state: \"active\", parameters: {type: \"object\", maximum: 3}}}\n")...)
	add(e56("he: helper __string, entry named string", "a.cue", "_h: {card?: __string}\ntools: {string: "+A+", x: {_h, state: \"active\", card: \"c\"}}\n")...)
	add(e56("he: helper true, entry named true", "a.cue", "_h: {annotations: {ok: true}}\ntools: {\"true\": "+A+", x: _h & {state: \"active\"}}\n")...)
	add(e56("he: helper null, entry named null", "a.cue", "_h: {card?: null | string}\ntools: {null: "+A+", x: _h & {state: \"active\", card: \"c\"}}\n")...)
	add(e56("he: helper string, use file imports string", "a.cue", "", "b.cue", "_h: {card?: string}\n", "c.cue", "import string \"strings\"\n_u: string.ToUpper(\"a\")\ntools: x: {_h, state: \"active\", card: \"c\"}\n")...)
	add(e56("he: helper string, use file aliases string", "a.cue", "", "b.cue", "_h: {card?: string}\n", "c.cue", "string=groups: {g: {card: \"G\"}}\n_u: string.g\ntools: x: {_h, state: \"active\", card: \"c\"}\n")...)
	add(e56("he: helper string, use file let string", "a.cue", "", "b.cue", "_h: {card?: string}\n", "c.cue", "let string = {a: 1}\n_u: string.a\ntools: x: {_h, state: \"active\", card: \"c\"}\n")...)
	add(e56("he: helper def, use file def field", "a.cue", "#C: =~\"^c\"\n_h: {card?: #C}\ntools: {#C: \"z\", x: {_h, state: \"active\", card: \"cc\"}}\n")...)
	add(e56("he: helper def, entry defines def", "a.cue", "#C: =~\"^c\"\n_h: {card?: #C}\ntools: x: {_h, state: \"active\", card: \"cc\"}\n", "b.cue", "tools: x: #C: \"z\"\n")...)
	add(e56("he: helper def, section value alias", "a.cue", "#C: =~\"^c\"\n_h: {card?: #C}\ntools: T={x: {_h, state: \"active\", card: \"cc\"}, y: {state: \"active\", niche: T.x.card}}\n")...)

	// The helper's labels given in another declaration of the entry, so
	// that the copy is made and a captured name would show.
	add(e56("he2: string, entry named string", "a.cue", "_h: {card?: string}\ntools: {string: "+A+", x: {_h, state: \"active\"}}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: string, entry named string, &", "a.cue", "_h: {card?: string}\ntools: {string: "+A+", x: _h & {state: \"active\"}}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: string, entry named string, required", "a.cue", "_h: {niche: string}\ntools: {string: "+A+", x: _h & {state: \"active\"}}\ntools: x: niche: \"c\"\n")...)
	add(e56("he2: join, entry named string", "a.cue", "_h: {card?: string}\n_k: {source: \"mcp\"}\n_b: _h & _k\ntools: {string: "+A+", x: _b & {state: \"active\"}}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: join, entry named string, other file", "a.cue", "_h: {card?: string}\n_k: {source: \"mcp\"}\n_b: _h & _k\n", "b.cue", "tools: {string: "+A+", x: _b & {state: \"active\"}}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: bool, entry named bool", "a.cue", "_h: {source: \"mcp\", annotations?: {flag?: bool}}\ntools: {bool: "+A+", x: _h & {state: \"active\"}}\ntools: x: annotations: flag: true\n")...)
	add(e56("he2: int, entry named int", "a.cue", "_h: {parameters?: {maximum?: int}}\ntools: {int: "+A+", x: _h & {state: \"active\"}}\ntools: x: parameters: {type: \"object\", maximum: 3}\n")...)
	add(e56("he2: number, entry named number", "a.cue", "_h: {parameters?: {maximum?: number}}\ntools: {number: "+A+", x: _h & {state: \"active\"}}\ntools: x: parameters: {type: \"object\", maximum: 3}\n")...)
	add(e56("he2: use file imports string", "a.cue", "", "b.cue", "_h: {card?: string}\n", "c.cue", "import string \"strings\"\n_u: string.ToUpper(\"a\")\ntools: x: {_h, state: \"active\"}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: use file aliases string", "a.cue", "", "b.cue", "_h: {card?: string}\n", "c.cue", "string=groups: {g: {card: \"G\"}}\n_u: string.g\ntools: x: {_h, state: \"active\"}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: use file let string", "a.cue", "", "b.cue", "_h: {card?: string}\n", "c.cue", "let string = {a: 1}\n_u: string.a\ntools: x: {_h, state: \"active\"}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: join, use file aliases string", "a.cue", "", "b.cue", "_h: {card?: string}\n_k: {source: \"mcp\"}\n_b: _h & _k\n", "c.cue", "string=groups: {g: {card: \"G\"}}\n_u: string.g\ntools: x: {_b, state: \"active\"}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: join, use file let string", "a.cue", "", "b.cue", "_h: {card?: string}\n_k: {source: \"mcp\"}\n_b: _h & _k\n", "c.cue", "let string = {a: 1}\n_u: string.a\ntools: x: _b & {state: \"active\"}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: join, use file imports string", "a.cue", "", "b.cue", "_h: {card?: string}\n_k: {source: \"mcp\"}\n_b: _h & _k\n", "c.cue", "import string \"strings\"\n_u: string.ToUpper(\"a\")\ntools: x: _b & {state: \"active\"}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: def, section def field", "a.cue", "#C: =~\"^c\"\n_h: {card?: #C}\ntools: {#C: \"z\", x: {_h, state: \"active\"}}\ntools: x: card: \"cc\"\n")...)
	add(e56("he2: def, section def field, join", "a.cue", "#C: =~\"^c\"\n_h: {card?: #C}\n_k: {source: \"mcp\"}\n_b: _h & _k\ntools: {#C: \"z\", x: _b & {state: \"active\"}}\ntools: x: card: \"cc\"\n")...)
	add(e56("he2: def, section value alias", "a.cue", "#C: =~\"^c\"\n_h: {card?: #C}\ntools: T={x: {_h, state: \"active\"}, y: {state: \"active\", niche: T.x.card}}\ntools: x: card: \"cc\"\n")...)
	add(e56("he2: string, section literal let string", "a.cue", "_h: {card?: string}\ntools: {let string = 1, x: {_h, state: \"active\"}, y: {state: \"active\", niche: \"\\(string)\"}}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: string, section field alias string", "a.cue", "_h: {card?: string}\ntools: {string=y: "+A+", x: {_h, state: \"active\"}, z: string}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: string, section value alias string", "a.cue", "_h: {card?: string}\ntools: string={y: "+A+", x: {_h, state: \"active\"}, z: string.y}\ntools: x: card: \"c\"\n")...)
	add(e56("he2: let literal, use file let of the same name", "a.cue", "", "b.cue", "let K = \"k\"\n_h: {card: K}\n_m: {source: \"mcp\"}\n_b: _h & _m\n", "c.cue", "let K = \"other\"\n_u: K\ntools: x: _b & {state: \"active\"}\ntools: y: {_h, state: \"active\"}\n")...)
	add(e56("he2: let literal, section field of the same name", "a.cue", "let K = \"k\"\n_h: {card: K}\n_m: {source: \"mcp\"}\n_b: _h & _m\ntools: {K: "+A+", x: _b & {state: \"active\"}}\n")...)

	add(e56("he2: def, section def field, single helper, state", "a.cue", "#St: \"active\"\n_s: {state: #St}\ntools: {#St: \"deferred\", x: _s & {niche: \"n\"}}\n")...)
	add(e56("he2: def, section def field, single helper, embed", "a.cue", "#St: \"active\"\n_s: {state: #St}\ntools: {#St: \"deferred\", x: {_s, niche: \"n\"}}\n")...)
	add(e56("he2: def, section def field, join, embed", "a.cue", "#St: \"active\"\n_s: {state: #St}\n_m: {source: \"mcp\"}\n_b: _s & _m\ntools: {#St: \"deferred\", x: {_b, niche: \"n\"}}\n")...)
	add(e56("he2: def, section def field, other file", "a.cue", "#St: \"active\"\n_s: {state: #St}\n", "b.cue", "tools: {#St: \"deferred\", x: {_s, niche: \"n\"}}\n")...)
	add(e56("he2: def, section def field, card conflict", "a.cue", "#C: =~\"^c\"\n_h: {card: #C}\ntools: {#C: \"z\", x: {_h, state: \"active\"}}\n")...)
	add(e56("he2: def, entry def field", "a.cue", "#St: \"active\"\n_s: {state: #St}\ntools: x: {_s, niche: \"n\"}\ntools: x: #St: \"deferred\"\n")...)
	add(e56("he2: def, section def in other declaration", "a.cue", "#St: \"active\"\n_s: {state: #St}\ntools: x: {_s, niche: \"n\"}\ntools: #St: \"deferred\"\n")...)
	add(e56("he2: def, section def field, valid either way", "a.cue", "#St: \"active\"\n_s: {state: #St}\ntools: {#St: \"active\", x: {_s, niche: \"n\"}}\n")...)

	add(e56("he2: def, entry literal def field", "a.cue", "#St: \"active\"\n_s: {state: #St}\ntools: x: {_s, niche: \"n\", #St: \"deferred\"}\n")...)
	add(e56("he2: def, entry literal def field, join", "a.cue", "#St: \"active\"\n_s: {state: #St}\n_m: {source: \"mcp\"}\n_b: _s & _m\ntools: x: _b & {niche: \"n\", #St: \"deferred\"}\n")...)
	add(e56("he2: def, section def field in aliases", "a.cue", "#V: \"0.1.0\"\n_f: {first_deprecated: #V}\n_r: {planned_removal: \"TBD\", replay_supported: true}\n_ab: _f & _r\ntools: {a: "+A+", o: {state: \"deprecated\"}}\naliases: {#V: \"9.9.9\", o: _ab & {replacement: \"a\"}}\n")...)
	add(e56("he2: def nested in helper, section def field", "a.cue", "#St: \"active\"\n_s: {annotations: {k: #St}}\ntools: {#St: \"deferred\", x: {_s, state: \"active\"}}\n")...)
	add(e56("pat: def, section def field and pattern struct", "a.cue", "#N: \"nn\"\n_d: [string]: {niche: *#N | string}\n#St: \"active\"\n_s: {state: #St}\ntools: {_d, #St: \"deferred\", #N: \"zz\", x: {_s}}\n")...)

	add(e56("he2: string, entry literal field string", "a.cue", "_h: {niche: string}\ntools: x: {_h, state: \"active\", string: \"s\"}\ntools: x: niche: \"n\"\n")...)
	add(e56("he2: int, entry literal field int, join", "a.cue", "_h: {parameters?: {maximum?: int}}\n_m: {source: \"mcp\"}\n_b: _h & _m\ntools: x: _b & {state: \"active\", int: 1}\n")...)
	add(e56("he2: def, section def field, json observed", "a.cue", "", "b.cue", J+"#St: \"active\"\n_s: {state: #St}\ntools: {#St: \"deferred\", x: {_s, niche: \"n\"}}\n"+j54("tools.x"))...)
	add(e56("he2: def, section def field, for over tools", "a.cue", "#St: \"active\"\n_s: {state: #St}\ntools: {#St: \"deferred\", x: {_s, niche: \"n\"}}\n"+m54("tools"))...)

	// ---- pattern copies ----
	D := "_d: [string]: {source: *\"builtin\" | \"mcp\"}\n"
	add(e56("pat: entry named string", "a.cue", D+"tools: {_d, string: "+A+", a: "+A+"}\n")...)
	add(e56("pat: entry named string elsewhere", "a.cue", D+"tools: {_d, a: "+A+"}\ntools: string: "+A+"\n")...)
	add(e56("pat: entry named string, value use", "a.cue", D+"tools: _d\ntools: {string: "+A+", a: "+A+"}\n")...)
	add(e56("pat: use file imports string", "a.cue", D, "c.cue", "import string \"strings\"\n_u: string.ToUpper(\"a\")\ntools: {_d, a: "+A+"}\n")...)
	add(e56("pat: use file imports string, value use", "a.cue", D, "c.cue", "import string \"strings\"\n_u: string.ToUpper(\"a\")\ntools: _d\ntools: a: "+A+"\n")...)
	add(e56("pat: use file label alias string", "a.cue", D, "c.cue", "string=groups: {g: {card: \"G\"}}\n_u: string.g\ntools: {_d, a: "+A+"}\n")...)
	add(e56("pat: use file label alias string, value use", "a.cue", D, "c.cue", "string=groups: {g: {card: \"G\"}}\n_u: string.g\ntools: _d\ntools: a: "+A+"\n")...)
	add(e56("pat: section value alias string", "a.cue", D, "c.cue", "tools: string={_d, a: "+A+", b: {state: \"active\", niche: string.a.state}}\n")...)
	add(e56("pat: section literal let string", "a.cue", D, "c.cue", "tools: {let string = 1, _d, a: {state: \"active\", niche: \"\\(string)\"}}\n")...)
	add(e56("pat: use file let int, pattern names int", "a.cue", "_d: [string]: {parameters?: {maximum?: int}}\n", "c.cue", "let int = 1.5\n_u: int\ntools: {_d, a: {state: \"active\", parameters: {type: \"object\", maximum: 2}}}\n")...)
	add(e56("pat: use file imports int", "a.cue", "_d: [string]: {parameters?: {maximum?: int}}\n", "c.cue", "import int \"strings\"\n_u: int.ToUpper(\"a\")\ntools: {_d, a: {state: \"active\", parameters: {type: \"object\", maximum: 2}}}\n")...)
	add(e56("pat: use file imports int, violated", "a.cue", "_d: [string]: {parameters?: {maximum?: int}}\n", "c.cue", "import int \"strings\"\n_u: int.ToUpper(\"a\")\ntools: {_d, a: {state: \"active\", parameters: {type: \"object\", maximum: 2.5}}}\n")...)
	add(e56("pat: __string with entry string", "a.cue", "_d: [__string]: {card: *\"k\" | __string}\ntools: {_d, string: "+A+", a: "+A+"}\n")...)
	add(e56("pat: regex pattern", "a.cue", "_d: [=~\"^gh_\"]: {source: \"mcp\"}\ntools: {_d, gh_a: "+A+", b: "+A+"}\n")...)
	add(e56("pat: regex pattern violated", "a.cue", "_d: [=~\"^gh_\"]: {source: \"mcp\"}\ntools: {_d, gh_a: {state: \"active\", source: \"builtin\"}}\n")...)
	add(e56("pat: negated regex and default", "a.cue", "_d: {[!~\"^gh_\"]: {source: *\"builtin\" | \"mcp\"}, [=~\"^gh_\"]: {source: \"mcp\"}}\ntools: {_d, gh_a: "+A+", b: "+A+"}\n")...)
	add(e56("pat: names a definition, entry of its name", "a.cue", "#N: \"nn\"\n_d: [string]: {niche: *#N | string}\ntools: {_d, a: "+A+", N: "+A+"}\n")...)
	add(e56("pat: names a definition, section def field", "a.cue", "#N: \"nn\"\n_d: [string]: {niche: *#N | string}\n", "c.cue", "tools: {_d, #N: \"zz\", a: "+A+"}\n")...)
	add(e56("pat: names a definition, entry declares it", "a.cue", "#N: \"nn\"\n_d: [string]: {niche: *#N | string}\n", "c.cue", "tools: {_d, a: {state: \"active\", #N: \"q\"}}\n")...)
	add(e56("pat: names a definition, use file def", "a.cue", "_d: [string]: {niche: *#N | string}\n", "c.cue", "#N: \"nn\"\ntools: {_d, a: "+A+"}\n")...)
	add(e56("pat: names a definition in @if file", "a.cue", "_d: [string]: {niche: *#N | string}\ntools: {_d, a: "+A+"}\n", "c.cue", "@if(never)\n\npackage toolpolicy\n\n#N: \"nn\"\n")...)
	add(e56("pat: in aliases", "a.cue", "_d: [string]: {planned_removal: *\"TBD\" | string, replay_supported: *true | bool}\ntools: {a: "+A+", o: {state: \"deprecated\"}}\naliases: {_d, o: {replacement: \"a\", first_deprecated: \"0.1.0\"}}\n")...)
	add(e56("pat: in gates", "a.cue", "_d: [string]: {visible_for?: =~\"^c\"}\ntools: a: "+A+"\nmodel_classes: c1: {match: [\"x*\"], example: \"xy\"}\ngates: {_d, a: {visible_for: \"c1\"}}\n")...)
	add(e56("pat: in gates, violated", "a.cue", "_d: [string]: {visible_for?: =~\"^z\"}\ntools: a: "+A+"\nmodel_classes: c1: {match: [\"x*\"], example: \"xy\"}\ngates: {_d, a: {visible_for: \"c1\"}}\n")...)
	add(e56("pat: in providers", "a.cue", "_d: [string]: {budget: *{target: 1, max: 9} | _}\ntools: a: "+A+"\nproviders: {_d, q: {}}\n")...)
	add(e56("pat: in providers, value use", "a.cue", "_d: [string]: {default?: false}\ntools: a: "+A+"\nproviders: _d\nproviders: q: {budget: {target: 1, max: 9}, default: true}\n")...)
	add(e56("pat: in groups and tools", "a.cue", "_d: [string]: {card?: =~\"^[A-Z]\"}\ntools: {_d, a: {state: \"active\", card: \"C\", group: \"g\"}}\ngroups: {_d, g: {card: \"G\"}}\n")...)
	add(e56("pat: use in section with let", "a.cue", D+"tools: {let X = \"n\", _d, a: {state: \"active\", niche: X}}\n")...)
	add(e56("pat: use in @if file", "a.cue", D+"tools: a: "+A+"\n", "c.cue", "@if(never)\n\npackage toolpolicy\n\ntools: {_d, b: {state: \"paused\"}}\n")...)
	add(e56("pat: _d in @if file", "a.cue", "tools: {_d, a: "+A+"}\n_d: {}\n", "c.cue", "@if(never)\n\npackage toolpolicy\n\n_d: [string]: {source: \"nope\"}\n")...)
	add(e56("pat: _d embedded at file top too", "a.cue", "tools: {_d, a: "+A+"}\n", "c.cue", "_d: [=~\"^zz\"]: _\n_d\n")...)
	add(e56("pat: _d and its use in an other package", "a.cue", D+"tools: {_d, a: "+A+"}\n", "c.cue", "package other\n_d: [string]: {source: \"nope\"}\ntools: {_d}\n")...)
	add(e56("pat: json through a let", "a.cue", "", "b.cue", J+D+"tools: c: "+A+"\ntools: _d\nlet T = tools\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(T.c)]}\n")...)
	add(e56("pat: json through a hidden field", "a.cue", "", "b.cue", J+D+"tools: c: "+A+"\ntools: _d\n_t: tools.c\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(_t)]}\n")...)
	add(e56("pat: json through a label alias", "a.cue", "", "b.cue", J+D+"T=tools: c: "+A+"\ntools: _d\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(T.c)]}\n")...)
	add(e56("pat: json through embedding at top", "a.cue", "", "b.cue", J+D+"tools: c: "+A+"\ntools: _d\n_w: {x: tools}\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(_w.x.c)]}\n")...)
	add(e56("pat: json of whole policy part", "a.cue", "", "b.cue", J+D+"tools: c: "+A+"\ntools: _d\ngroups: g: {card: json.Marshal(tools)}\n")...)
	add(e56("pat: for over entry in another file", "a.cue", D+"tools: c: "+A+"\ntools: _d\n", "b.cue", "providers: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.c {k}]}\n")...)
	add(e56("pat: catalog declaration", "a.cue", "catalog: order: \"declaration\"\n"+D+"tools: {c: "+A+", _d, b: "+A+"}\n")...)
	add(e56("pat: error in pattern", "a.cue", "_d: [string]: {state: \"paused\"}\ntools: {_d, a: {niche: \"n\"}}\n")...)
	add(e56("pat: error in pattern, other file", "a.cue", "tools: {_d, a: "+A+"}\n", "b.cue", "_d: [string]: {source: \"nope\"}\n")...)
	add(e56("pat: unknown field in pattern", "a.cue", "_d: [string]: {zz?: 1}\ntools: {_d, a: "+A+"}\n")...)
	add(e56("pat: unknown field in pattern, regular", "a.cue", "_d: [string]: {zz: 1}\ntools: {_d, a: "+A+"}\n")...)

	// ---- combinations ----
	G := "_g: gh: {g1: " + A + "}\n"
	add(e56("mix: let, part, pattern in one literal", "a.cue", "let X = {x1: "+A+"}\n"+G+D+"tools: {X, _g.gh, _d, a: "+A+"}\n")...)
	add(e56("mix: let as value, part and pattern elsewhere", "a.cue", "let X = {x1: "+A+"}\n"+G+D+"tools: X\ntools: {_g.gh, _d, a: "+A+"}\n")...)
	add(e56("mix: let, part, pattern, for", "a.cue", "let X = {x1: "+A+"}\n"+G+D+"tools: X\ntools: {_g.gh, _d, a: "+A+"}\n"+m54("tools"))...)
	add(e56("mix: let, part, pattern, json", "a.cue", "", "b.cue", J+"let X = {x1: "+A+"}\n"+G+D+"tools: X\ntools: {_g.gh, _d, a: "+A+"}\n"+j54("tools"))...)
	add(e56("mix: conjunction of pattern and part", "a.cue", G+D+"tools: _d & _g.gh\ntools: a: "+A+"\n")...)
	add(e56("mix: conjunction of let, part and pattern", "a.cue", "let X = {x1: "+A+"}\n"+G+D+"tools: X & _g.gh & _d\n")...)
	add(e56("mix: conjunction of let, part and pattern, error", "a.cue", "let X = {x1: {state: \"paused\"}}\n"+G+D+"tools: X & _g.gh & _d\n")...)
	add(e56("mix: conjunction of two patterns", "a.cue", D+"_e: [=~\"^a\"]: {card: *\"A\" | string}\ntools: _d & _e\ntools: {a: "+A+", b: "+A+"}\n")...)
	add(e56("mix: conjunction of two patterns conflicting", "a.cue", D+"_e: [=~\"^a\"]: {source: \"nope\"}\ntools: _d & _e\ntools: {a: "+A+", b: "+A+"}\n")...)
	add(e56("mix: schema copy, parts, pattern, join", "a.cue", G+D+B+"tools: {_g.gh, _d, a: _b & {niche: \"n\"}}\n", "s.cue", string(schema.Source))...)
	add(e56("mix: part holds entries with joins", "a.cue", B+"_g: gh: {g1: _b & {niche: \"n\"}, g2: {_b, state: \"active\"}}\ntools: _g.gh\n")...)
	add(e56("mix: top embed part with pattern and join", "a.cue", B+D+"_t: t1: tools: {g1: _b & {niche: \"n\"}}\n_t.t1\ntools: {_d, a: "+A+"}\n")...)
	add(e56("mix: definition embedded at top with tools", "a.cue", D+"#T: {tools: {t1: {state: \"active\"}, ...}, ...}\ntools: {_d, a: "+A+"}\n", "b.cue", "#T\n")...)
	add(e56("mix: pattern names def holding a join", "a.cue", "#K: \"k\"\n_d: [string]: {card: *#K | string}\n"+B+"tools: {_d, a: _b & {niche: \"n\"}, b: {_b, state: \"active\", card: \"x\"}}\n")...)
	add(e56("mix: join entry and pattern default on same label", "a.cue", "_d: [string]: {state: *\"active\" | _}\n"+B+"tools: {_d, a: _b & {niche: \"n\"}}\n")...)
	add(e56("mix: join with default, pattern with another default", "a.cue", "_d: [string]: {state: *\"active\" | \"deferred\" | \"deprecated\"}\n"+B+"tools: {_d, a: _b & {niche: \"n\"}}\n")...)
	add(e56("mix: let moved into section with pattern and a join entry", "a.cue", "let X = {x1: _b & {niche: \"n\"}}\n"+B+D+"tools: X\ntools: {_d, a: "+A+"}\n")...)
	add(e56("mix: join in a let", "a.cue", B+"let X = {x1: _b & {niche: \"n\"}}\ntools: X\n")...)
	add(e56("mix: entry string with join and pattern", "a.cue", "_h: {card?: string}\n"+L+"_b: _h & _l\n"+D+"tools: {_d, string: "+A+", x: _b & {card: \"c\"}}\n")...)
	add(e56("mix: joins and parts in aliases and tools", "a.cue", "_fd: {first_deprecated: \"0.1.0\"}\n_pr: {planned_removal: \"TBD\", replay_supported: *true | bool}\n_ab: _fd & _pr\n_g: {t: {a: "+A+", o: {state: \"deprecated\"}}, al: {o: _ab & {replacement: \"a\"}}}\ntools: _g.t\naliases: {_g.al}\n")...)
	return cs
}

func TestReview56(t *testing.T) {
	runWithCue(t, sparseUnderRace(sparsest(cases56()), 4))
}
