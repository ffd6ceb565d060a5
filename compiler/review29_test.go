package compiler

// review29 (helper-66): adversarial cases for embeddef.go (a name embedded
// at the top of a file replaced by a copy of its struct's fields), checked
// against the cue command (agreeWithCue), each small and big (250 more
// entries, past the fast path's 200-entry thresholds).
//
// What is covered: closedness (close(), struct definitions reached
// directly, through chains and disjunctions, schema definitions of
// scalars, structs and disjunctions of structs, user definitions with a
// schema definition's name, definitions declared only in an if or in a
// top-level embedded struct), ellipses at four levels, where and how often
// the name is embedded (another file, twice in a file, three files,
// another package name, declared twice, added to by an if or an embedded
// struct, #P.tools referenced, #P & {...}, (#P), a chain #Q: #P, hidden
// names), optional and required markers at the top and in entries,
// defaults, label/value/pattern aliases, lets, comprehensions, comments,
// attributes, @if files, export order and the order a comprehension reads
// (for n, _ in tools/providers/gates), positions of conflicts, conjunctions
// inside the copy, the struct naming its own fields, non-tools sections
// (release, catalog, lint, gen, gates, aliases, modes, settings) and odd
// bodies.
//
// Result (helper-66): TestReview29 367 cases (runWithCue: forced fast path
// and default load), 63 failed, three bugs. Under -race (every 6th case,
// 62 cases) 10 failed, all of the bugs below; no data race.
//
//  1. Comprehension order (27 failures, data differs). CUE v0.17.1 exports
//     the fields of an embedded reference (#P or _p) where the embedding
//     stands, but a comprehension over the section (for n, _ in tools)
//     reads them AFTER the fields declared directly; the copy makes them
//     direct fields, read in place:
//
//	#P: {tools: a: {state: "active"}}
//	#P
//	tools: b: {state: "active"}
//	modes: agent: head_add: [for n, _ in tools {n}]
//
//     cue export: head_add ["b", "a"]; toolpolicy: ["a", "b"] (plain
//     evaluation agrees with cue; the fast path differs). The same for a
//     hidden _p, providers, gates, first_turn built by a comprehension,
//     the embedding in another file than the declaration, and two names
//     embedded (#Q, then #P: cue reads c, b(#P), a(#Q)). A struct literal
//     embedded ({tools: ...}) is read in place by cue too. embedDefs copies
//     regular (non-pattern) fields in the embedding's place; it should copy
//     only pattern constraints (and fields of constraints), or refuse a body
//     with a regular field.
//
//  2. A policy definition with a schema definition's name (21 failures,
//     toolpolicy loads what cue vet rejects). The policy's #Release (or
//     #Mode, #Budget, #Alias, #ModelClass, #Gate, #Condition, #Provider,
//     #Tool) is one declaration among the policy's files, but CUE unifies
//     it with the schema's: embedded, it also gives version!: #Version (or
//     mcp: *"deferred"|"active", replacement, ...) at the top:
//
//	#Release: {tools: [string]: {}}
//	#Release
//	tools: x: {state: "active"}
//
//     cue vet: version: field is required but not present; toolpolicy:
//     loads. embedDefs counts declarations only in the policy's files
//     (decls, len(ds) != 1); a name in schemaDefNames() must not be copied.
//
//  3. The embedding's position dropped (15 failures, compareBoth: the fast
//     path and the plain evaluation report different problems; every
//     problem still has a position). CUE lists the embedding's line among a
//     problem's positions (./a.cue:6:1 below); the copy's nodes carry only
//     the definition body's positions, so the fast path's problem lacks it,
//     its first position sometimes differs from the plain evaluation's
//     (a.cue:5:25 against a.cue:6:1; a.cue:5:13 against b.cue:2:1 when
//     tools: #P.tools is also written), and once the wording differs
//     (state: "paused" in the copy: "is not allowed; use one of ..."
//     against cue's five conflicting-values lines):
//
//	#P: {tools: "bad name": {state: "active"}}
//	#P
//
// All three fixed: a struct is copied only when its sections are pattern
// constraints alone, never under a name the schema declares, and a policy
// it was copied into has its problems worded by CUE (plainWords).
//
// Everything else agreed with cue: the claim that an embedded definition
// is open held in every shape tried (nested parameters, properties two
// deep, regular entries, models); struct definitions, close(), aliases,
// lets, comprehensions, attributes, imports and twice-declared names are
// not copied; @if files, other package names and conjunctions agree.

import (
	"fmt"
	"strings"
	"testing"
)

// pad29 is n plain entries.
func pad29(n int) string {
	var b strings.Builder
	b.WriteString("tools: {\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "\tpad_%d: {state: \"active\"}\n", i)
	}
	b.WriteString("}\n")
	return b.String()
}

// e29 is a case of files (as c21), small and big: the big one has 250
// more entries in z.cue.
func e29(name string, kv ...string) []reviewCase {
	small := c21(name+" n=small", kv...)
	big := c21(name+" n=250", kv...)
	big.files["z.cue"] = p21 + pad29(250)
	return []reviewCase{small, big}
}

// pol29 is the survey's #Policy declaration.
const pol29 = "#Policy: {\n\ttools: [#Name]: {state: #State, ...}\n\tproviders: [#Name]: {budget: {target: int, max: int}, ...}\n}\n"

// order29 reads the tools' order into data (a mode's head_add).
const order29 = "modes: agent: head_add: [for n, _ in tools if n !~ \"^pad_\" {n}]\n"

func cases29() []reviewCase {
	var cs []reviewCase
	add := func(c ...reviewCase) { cs = append(cs, c...) }

	// ---- closedness: what the definition gives stays open ----
	add(e29("open: parameters struct in a pattern, extra field", "a.cue", "#P: {tools: [string]: {parameters: {type: \"object\"}}}\n#P\n", "b.cue", "tools: x: {state: \"active\", parameters: zz: 1}\n")...)
	add(e29("open: properties two deep, extra property", "a.cue", "#P: {tools: [string]: {parameters: {type: \"object\", properties: {a: {type: \"string\"}}}}}\n#P\n", "b.cue", "tools: x: {state: \"active\", parameters: properties: b: {type: \"integer\"}}\n")...)
	add(e29("open: regular entry's parameters, extra field", "a.cue", "#P: {tools: x: {state: \"active\", parameters: {type: \"object\"}}}\n#P\n", "b.cue", "tools: x: parameters: zz: 1\n")...)
	add(e29("open: models record extra", "a.cue", "#P: {models: m: {class: \"c\"}}\n#P\n"+mc21, "b.cue", "models: m: zz: 1\n")...)
	add(e29("open: close() nested", "a.cue", "#P: {tools: [string]: {parameters: close({type: \"object\"})}}\n#P\n", "b.cue", "tools: x: {state: \"active\", parameters: zz: 1}\n")...)
	add(e29("open: struct def in parameters", "a.cue", "#T: {type: \"object\"}\n#P: {tools: [string]: {parameters: #T}}\n#P\n", "b.cue", "tools: x: {state: \"active\", parameters: zz: 1}\n")...)
	add(e29("open: scalar-or-struct disjunction def", "a.cue", "#S: \"a\" | {type: \"object\"}\n#P: {tools: [string]: {parameters: #S}}\n#P\n", "b.cue", "tools: x: {state: \"active\", parameters: zz: 1}\n")...)
	add(e29("open: def chain to a struct", "a.cue", "#S: #U\n#U: {type: \"object\"}\n#P: {tools: [string]: {parameters: #S}}\n#P\n", "b.cue", "tools: x: {state: \"active\", parameters: zz: 1}\n")...)
	add(e29("open: def chain to a scalar", "a.cue", "#S: #U\n#U: #State\n#P: {tools: [string]: {state: *\"active\" | #S}}\n#P\n", "b.cue", "tools: x: {}\ntools: y: state: \"paused\"\n")...)
	add(e29("open: def of top", "a.cue", "#S: _\n#P: {tools: [string]: {parameters: #S}}\n#P\n", "b.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", zz: 1}}\n")...)
	add(e29("open: scalar def split over two files", "a.cue", "#S: string\n#P: {tools: [string]: {niche: *\"n\" | #S}}\n#P\n", "b.cue", "#S: \"n\" | \"m\"\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\", niche: \"q\"}\n")...)
	add(e29("open: scalar def, struct added by a top-level embedded struct", "a.cue", "#S: number | string\n#P: {tools: [string]: {niche: *\"n\" | #S}}\n#P\n", "b.cue", "{#S: string | {a: 1}}\ntools: x: {state: \"active\"}\n")...)
	add(e29("open: scalar def, added to in an if", "a.cue", "#S: string\n#P: {tools: [string]: {niche: *\"n\" | #S}}\n#P\n", "b.cue", "if true {#S: \"m\"}\ntools: x: {state: \"active\"}\n")...)
	add(e29("open: def declared only in an if", "a.cue", "#P: {tools: [string]: {parameters: *#S | {...}}}\n#P\n", "b.cue", "if true {#S: {type: \"object\"}}\ntools: x: {state: \"active\", parameters: zz: 1}\n")...)
	add(e29("open: user #State shadowing the schema's", "a.cue", "#State: \"active\" | \"paused\"\n#P: {tools: [string]: {state: *\"active\" | #State}}\n#P\n", "b.cue", "tools: x: {}\ntools: y: state: \"deferred\"\n")...)
	add(e29("open: user #State narrowing, valid", "a.cue", "#State: \"active\" | \"deferred\"\n#P: {tools: [string]: {state: *\"deferred\" | #State}}\n#P\n", "b.cue", "tools: x: {}\ntools: y: state: \"active\"\n")...)
	add(e29("open: user #Name narrowing", "a.cue", "#Name: =~\"^[a-z_0-9]+$\"\n#P: {tools: [#Name]: {card: *\"c\" | string}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\ntools: Y: {state: \"active\"}\n")...)
	add(e29("open: user #Name as a struct", "a.cue", "#Name: {a: 1}\n#P: {tools: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("open: user #Line scalar used", "a.cue", "#Line: =~\"^[a-z ]*$\"\n#P: {tools: [string]: {niche: *\"ok\" | #Line}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\ntools: y: {state: \"active\", niche: \"Bad\"}\n")...)
	add(e29("open: schema #Bound scalar", "a.cue", "#P: {tools: [string]: {parameters: {type: \"object\", maximum: *1 | #Bound}}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("open: schema #Condition (disjunction of structs)", "a.cue", "#P: {tools: [string]: {visible_when: *{all: []} | #Condition}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("open: schema #Count", "a.cue", "#P: {providers: [string]: {budget: {target: #Count, max: *9 | #Count}}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)

	// ---- a user definition with a schema definition's name, embedded ----
	add(e29("schema name: #Mode embedded", "a.cue", "#Mode: {tools: [string]: {card: *\"c\" | string}}\n#Mode\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Parameters embedded", "a.cue", "#Parameters: {tools: [string]: {card: *\"c\" | string}}\n#Parameters\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Retired embedded", "a.cue", "#Retired: {tools: [string]: {card: *\"c\" | string}}\n#Retired\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Catalog embedded", "a.cue", "#Catalog: {tools: [string]: {card: *\"c\" | string}}\n#Catalog\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Gen embedded, gen fields", "a.cue", "#Gen: {go_dir: \"x\"}\n#Gen\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #State embedded", "a.cue", "#State: {tools: [string]: {card: *\"c\" | string}}\n#State\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Tool embedded (schema only)", "a.cue", "#Tool\n", "b.cue", "tools: x: {state: \"active\"}\n")...)

	// ---- ellipses ----
	add(e29("ellipsis: at the top of the struct", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}, ...}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("ellipsis: in tools", "a.cue", "#P: {tools: {[string]: {card: *\"c\" | string}, ...}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("ellipsis: in the entry, extra", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string, ...}}\n#P\n", "b.cue", "tools: x: {state: \"active\", zz: 1}\n")...)
	add(e29("ellipsis: typed in parameters", "a.cue", "#P: {tools: [string]: {parameters: {type: \"object\", ...int}}}\n#P\n", "b.cue", "tools: x: {state: \"active\", parameters: zz: \"s\"}\n")...)
	add(e29("ellipsis: list of names", "a.cue", "#P: {tools: [string]: {groups: *[\"core\"] | [...#Name]}}\n#P\ngroups: core: {}\n", "b.cue", "tools: x: {state: \"active\"}\ntools: y: {state: \"active\", groups: [\"core\", \"bad name\"]}\n")...)

	// ---- where and how often it is embedded ----
	add(e29("where: declared in b, embedded in a", "a.cue", "#P\n", "b.cue", pol29+"tools: x: {state: \"active\"}\n")...)
	add(e29("where: declared and embedded in c, entries in b", "a.cue", "", "b.cue", "tools: x: {state: \"active\"}\n", "c.cue", pol29+"#Policy\n")...)
	add(e29("where: embedded twice in one file", "a.cue", pol29+"#Policy\ntools: x: {state: \"active\"}\n#Policy\n")...)
	add(e29("where: embedded twice, a conflict", "a.cue", "#P: {tools: [string]: {source: \"mcp\"}}\n#P\n#P\ntools: x: {state: \"active\", source: \"builtin\"}\n")...)
	add(e29("where: embedded in three files", "a.cue", pol29+"#Policy\n", "b.cue", "#Policy\ntools: x: {state: \"active\"}\n", "c.cue", "#Policy\n")...)
	add(e29("where: another package name", "a.cue", pol29+"#Policy\n", "b.cue", "package other\n#Policy\ntools: x: {state: \"active\"}\n")...)
	add(e29("where: declared in a file of another package", "a.cue", "#Policy\n", "b.cue", "package other\n"+pol29)...)
	add(e29("where: declared twice (split)", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "#P: {tools: [string]: {source: \"mcp\"}}\ntools: x: {state: \"active\"}\n")...)
	add(e29("where: declared twice, one a bare field", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "#P: tools: x: {state: \"active\"}\n")...)
	add(e29("where: declared once plus an embedded struct", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "{#P: {tools: [string]: {source: \"mcp\"}}}\ntools: x: {state: \"active\"}\n")...)
	add(e29("where: declared once plus an if", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "if true {#P: {tools: [string]: {source: \"mcp\"}}}\ntools: x: {state: \"active\"}\n")...)
	add(e29("where: embedded inside a nested struct too", "a.cue", "#P: {card: *\"c\" | string}\n#P\n", "b.cue", "tools: x: {state: \"active\", #P}\n")...)
	add(e29("where: referenced as #P.tools", "a.cue", "#P: {tools: x: {state: \"active\"}}\n#P\n", "b.cue", "tools: #P.tools\ntools: y: {state: \"active\"}\n")...)
	add(e29("where: referenced as #P.tools, patterns", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "tools: #P.tools\ntools: y: {state: \"active\"}\n")...)
	add(e29("where: referenced in a hidden field", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "_t: #P & {tools: y: {state: \"active\"}}\ntools: y: _t.tools.y\n")...)
	add(e29("where: embedded with a conjunction in another file", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "#P & {tools: y: {state: \"active\"}}\n")...)
	add(e29("where: parenthesised embedding", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n(#P)\n", "b.cue", "tools: y: {state: \"active\"}\n")...)
	add(e29("where: two names embedded", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#Q: {tools: [string]: {source: \"mcp\"}}\n#P\n#Q\n", "b.cue", "tools: y: {state: \"active\"}\n")...)
	add(e29("where: one name embedding via the other's field", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#Q: #P\n#Q\n", "b.cue", "tools: y: {state: \"active\"}\n")...)
	add(e29("where: embedding a hidden declared in another file", "a.cue", "_policy\n", "b.cue", "_policy: {tools: [string]: {card: *\"c\" | string}}\ntools: y: {state: \"active\"}\n")...)
	add(e29("where: hidden in another package file", "a.cue", "_policy: {tools: [string]: {card: *\"c\" | string}}\n_policy\n", "b.cue", "package other\n_policy\ntools: y: {state: \"active\"}\n")...)
	add(e29("where: embedding an undeclared name", "a.cue", "#Nope\n", "b.cue", "tools: y: {state: \"active\"}\n")...)

	// ---- hidden vs definition ----
	add(e29("hidden: extra field in parameters", "a.cue", "_policy: {tools: [string]: {parameters: {type: \"object\"}}}\n_policy\n", "b.cue", "tools: x: {state: \"active\", parameters: zz: 1}\n")...)
	add(e29("hidden: struct def inside stays closed", "a.cue", "#T: {type: \"object\"}\n_policy: {tools: [string]: {parameters: #T}}\n_policy\n", "b.cue", "tools: x: {state: \"active\", parameters: zz: 1}\n")...)
	add(e29("hidden: also a definition of the same body", "a.cue", "_policy: {tools: [string]: {card: *\"c\" | string}}\n#Policy: {tools: [string]: {source: *\"mcp\" | string}}\n_policy\n#Policy\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("hidden: referenced by a tool", "a.cue", "_policy: {tools: [string]: {card: *\"c\" | string}}\n_policy\n", "b.cue", "tools: x: {state: \"active\", niche: _policy.tools.y.card}\n")...)

	// ---- markers and defaults ----
	add(e29("marker: optional tools at the top", "a.cue", "#P: {tools?: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("marker: required tools at the top", "a.cue", "#P: {tools!: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("marker: optional gates at the top, none given", "a.cue", "#P: {gates?: [string]: {hidden_for: string}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("marker: required section not given", "a.cue", "#P: {settings!: {}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("marker: optional entry", "a.cue", "#P: {tools: x?: {card: \"c\"}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\ntools: y: {state: \"active\"}\n")...)
	add(e29("marker: required entry missing", "a.cue", "#P: {tools: x!: {card: \"c\"}}\n#P\n", "b.cue", "tools: y: {state: \"active\"}\n")...)
	add(e29("marker: required entry given", "a.cue", "#P: {tools: x!: {card: \"c\"}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("default: state in a pattern", "a.cue", "#P: {tools: [string]: {state: *\"active\" | #State}}\n#P\n", "b.cue", "tools: x: {}\ntools: y: state: \"removed\"\n")...)
	add(e29("default: source against the schema's", "a.cue", "#P: {tools: [string]: {source: *\"mcp\" | \"builtin\"}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("default: a whole section", "a.cue", "#P: {gates: *{} | {[string]: {hidden_for: string}}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("default: budget", "a.cue", "#P: {providers: [string]: {budget: {target: *5 | int, max: *9 | int}}}\n#P\n", "b.cue", "providers: p2: {}\ntools: x: {state: \"active\"}\n")...)
	add(e29("default: two defaults disagree", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#Q: {tools: [string]: {card: *\"d\" | string}}\n#P\n#Q\n", "b.cue", "tools: x: {state: \"active\"}\n")...)

	// ---- aliases, lets, comprehensions, comments, attributes ----
	add(e29("alias: pattern label alias", "a.cue", "#P: {tools: [N=string]: {niche: *N | string}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("alias: value alias", "a.cue", "#P: {tools: [string]: X={card: *\"c\" | string, niche: *X.card | string}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("alias: field label alias nested", "a.cue", "#P: {tools: {X=x: {state: \"active\"}, y: {state: X.state}}}\n#P\n", "b.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("alias: top label alias", "a.cue", "#P: {T=tools: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("let: nested", "a.cue", "#P: {tools: [string]: {let c = \"c\", card: *c | string}}\n#P\n", "b.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("let: file let used in the struct", "a.cue", "let c = \"c\"\n#P: {tools: [string]: {card: *c | string}}\n#P\n", "b.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("comprehension: if in an entry", "a.cue", "#P: {tools: [string]: {if true {card: \"c\"}}}\n#P\n", "b.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("comprehension: list", "a.cue", "#P: {tools: [string]: {groups: *[for g in [\"core\"] {g}] | [...string]}}\n#P\ngroups: core: {}\n", "b.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("comment: doc and line comments", "a.cue", "#P: {\n\t// the tools\n\ttools: [string]: {card: *\"c\" | string} // c\n\t// no\n}\n#P\n", "b.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("comment: between entries of a regular section", "a.cue", "#P: {\n\ttools: {\n\t\t// a\n\t\ta: {state: \"active\"}\n\t\t// b\n\t\tb: {state: \"deferred\"}\n\t}\n}\n#P\n", "b.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("attribute: on a nested field", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string @x(y)}}\n#P\n", "b.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("attribute: on the declaration", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}} @x(y)\n#P\n", "b.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("attribute: decl attribute inside", "a.cue", "#P: {\n\t@x(y)\n\ttools: [string]: {card: *\"c\" | string}\n}\n#P\n", "b.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("attribute: @if file holding the embedding, excluded", "a.cue", "#P: {tools: [string]: {source: \"mcp\"}}\n", "b.cue", "@if(never)\n\npackage toolpolicy\n\n#P\n", "c.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("attribute: @if file holding the declaration, excluded", "a.cue", "#P\n", "b.cue", "@if(never)\n\npackage toolpolicy\n\n#P: {tools: [string]: {source: \"mcp\"}}\n", "c.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("attribute: @if file holding a second declaration, excluded", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#P\n", "b.cue", "@if(never)\n\npackage toolpolicy\n\n#P: {tools: [string]: {source: \"mcp\"}}\n", "c.cue", "tools: z: {state: \"active\"}\n")...)
	add(e29("attribute: @if(!never) file, included", "a.cue", "#P: {tools: [string]: {source: \"mcp\"}}\n", "b.cue", "@if(!never)\n\npackage toolpolicy\n\n#P\n", "c.cue", "tools: z: {state: \"active\"}\n")...)

	// ---- order ----
	add(e29("order: copy after entries, same file", "a.cue", "#P: {tools: {a: {state: \"active\"}, b: {state: \"active\"}}}\ntools: c: {state: \"active\"}\n#P\ntools: d: {state: \"active\"}\n"+order29)...)
	add(e29("order: declaration after entries, embedding first", "a.cue", "#P\ntools: c: {state: \"active\"}\n#P: {tools: {a: {state: \"active\"}, b: {state: \"active\"}}}\n"+order29)...)
	add(e29("order: embedding in b, declaration in a", "a.cue", "#P: {tools: {a: {state: \"active\"}, b: {state: \"active\"}}}\ntools: c: {state: \"active\"}\n"+order29, "b.cue", "tools: d: {state: \"active\"}\n#P\ntools: e: {state: \"active\"}\n")...)
	add(e29("order: embedding in a, declaration in b", "a.cue", "tools: c: {state: \"active\"}\n#P\n"+order29, "b.cue", "tools: d: {state: \"active\"}\n#P: {tools: {a: {state: \"active\"}, b: {state: \"active\"}}}\n")...)
	add(e29("order: one entry in both", "a.cue", "#P: {tools: {b: {state: \"active\"}, a: {state: \"active\"}}}\ntools: a: {niche: \"n\"}\n#P\n"+order29)...)
	add(e29("order: hidden struct", "a.cue", "_p: {tools: {b: {state: \"active\"}, a: {state: \"active\"}}}\ntools: c: {state: \"active\"}\n_p\n"+order29)...)
	add(e29("order: pattern only, entries around", "a.cue", "tools: b: {}\n#P: {tools: [string]: {state: *\"active\" | #State}}\n#P\ntools: a: {}\n"+order29)...)
	add(e29("order: embedded twice, regular entries", "a.cue", "#P: {tools: {b: {state: \"active\"}}}\ntools: a: {state: \"active\"}\n#P\ntools: c: {state: \"active\"}\n", "b.cue", "tools: d: {state: \"active\"}\n#P\n"+order29)...)
	add(e29("order: providers", "a.cue", "#P: {providers: {z: {budget: {target: 1, max: 2}}, a: {budget: {target: 1, max: 2}}}}\nproviders: m: {budget: {target: 1, max: 2}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("order: catalog declaration order", "a.cue", "catalog: order: \"declaration\"\n#P: {tools: {z: {state: \"active\"}, a: {state: \"active\"}}}\ntools: m: {state: \"active\"}\n#P\n")...)
	add(e29("order: catalog declaration order, other file", "a.cue", "catalog: order: \"declaration\"\n#P: {tools: {z: {state: \"active\"}, a: {state: \"active\"}}}\ntools: m: {state: \"active\"}\n", "b.cue", "tools: q: {state: \"active\"}\n#P\n")...)

	// ---- positions: a conflict must be placed ----
	add(e29("pos: conflict with a pattern's value", "a.cue", "#P: {tools: [string]: {source: \"mcp\"}}\n#P\n", "b.cue", "tools: x: {state: \"active\", source: \"builtin\"}\n")...)
	add(e29("pos: conflict, declared in b, embedded in a", "a.cue", "#P\n", "b.cue", "#P: {tools: [string]: {source: \"mcp\"}}\ntools: x: {state: \"active\", source: \"builtin\"}\n")...)
	add(e29("pos: conflict within the copy and the schema", "a.cue", "#P: {tools: x: {state: \"paused\"}}\n#P\n")...)
	add(e29("pos: bad name entry in the copy", "a.cue", "#P: {tools: \"bad name\": {state: \"active\"}}\n#P\n")...)
	add(e29("pos: budget max below target in the copy", "a.cue", "#P: {providers: p2: {budget: {target: 5, max: 1}}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("pos: unknown top-level field in the copy", "a.cue", "#P: {tool: x: {state: \"active\"}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("pos: conflict in a hidden copy", "a.cue", "_p: {tools: [string]: {source: \"mcp\"}}\n_p\n", "b.cue", "tools: x: {state: \"active\", source: \"builtin\"}\n")...)
	add(e29("pos: a type error in a regular entry", "a.cue", "#P: {tools: x: {state: \"active\", niche: 5}}\n#P\n")...)
	add(e29("pos: required field missing in entry", "a.cue", "#P: {tools: [string]: {card_list: {line: \"l\"}}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("pos: incomplete from the copy", "a.cue", "#P: {tools: [string]: {card: string}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)

	// ---- conjunctions ----
	add(e29("conj: two pattern operands", "a.cue", "#P: {tools: {[string]: {card: *\"c\" | string}} & {[=~\"^m_\"]: {source: \"mcp\"}}}\n#P\n", "b.cue", "tools: m_1: {state: \"active\"}\ntools: x: {state: \"active\"}\n")...)
	add(e29("conj: two regular operands", "a.cue", "#P: {tools: {a: {state: \"active\"}} & {b: {state: \"deferred\"}}}\n#P\n"+order29)...)
	add(e29("conj: conflicting operands", "a.cue", "#P: {tools: {a: {source: \"mcp\"}} & {a: {source: \"builtin\"}}}\n#P\n", "b.cue", "tools: a: {state: \"active\"}\n")...)
	add(e29("conj: copy then a conjunction outside", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#P\ntools: {x: {state: \"active\"}} & {y: {state: \"active\"}}\n")...)
	add(e29("conj: copy and conjunction, same entry", "a.cue", "#P: {tools: x: {state: \"active\"}}\n#P\ntools: {x: {niche: \"n\"}} & {x: {card: \"c\"}}\n")...)
	add(e29("conj: with a scalar def", "a.cue", "#S: \"c\" | \"d\"\n#P: {tools: {[string]: {card: *\"c\" | #S}} & {[string]: {niche: *\"n\" | string}}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\ntools: y: {state: \"active\", card: \"e\"}\n")...)
	add(e29("conj: parenthesised operands with ellipsis", "a.cue", "#P: {tools: ({[string]: {card: *\"c\" | string}} & {...})}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)

	// ---- the struct referring to its own fields ----
	add(e29("self: an entry naming another", "a.cue", "#P: {tools: {a: {state: \"active\"}, b: a}}\n#P\n", "b.cue", "tools: a: niche: \"x\"\n")...)
	add(e29("self: an entry naming another, conflict", "a.cue", "#P: {tools: {a: {state: \"active\"}, b: a}}\n#P\n", "b.cue", "tools: a: niche: \"x\"\ntools: b: niche: \"y\"\n")...)
	add(e29("self: a section naming another", "a.cue", "#P: {modes: {}, retired: modes}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("self: a section naming tools", "a.cue", "#P: {tools: {}, aliases: {}, retired: aliases}\n#P\ntools: x: {state: \"active\"}\naliases: y: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\n")...)
	add(e29("self: a field of an entry naming a sibling", "a.cue", "#P: {tools: x: {state: \"active\", card: niche, niche: *\"n\" | string}}\n#P\n", "b.cue", "tools: x: niche: \"m\"\n")...)
	add(e29("self: a pattern naming a sibling field", "a.cue", "#P: {tools: [string]: {card: *niche | string}}\n#P\n", "b.cue", "tools: x: {state: \"active\", niche: \"m\"}\ntools: y: {state: \"active\"}\n")...)
	add(e29("self: a pattern naming a sibling declared in the pattern", "a.cue", "#P: {tools: [string]: {card: *niche | string, niche: *\"n\" | string}}\n#P\n", "b.cue", "tools: x: {state: \"active\", niche: \"m\"}\ntools: y: {state: \"active\"}\n")...)
	add(e29("self: a regular entry's value named by a provider", "a.cue", "#P: {providers: {p: {budget: {target: 1, max: 2}}, q: p}}\n#P\n", "b.cue", "providers: p: default: false\ntools: x: {state: \"active\"}\n")...)
	add(e29("self: the section named by the entry, lists", "a.cue", "#P: {groups: {core: {}}, tools: [string]: {groups: *[\"core\"] | [...string]}}\n#P\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("self: settings naming a nested field", "a.cue", "#P: {mcp: {keep_loaded: [], }, tools: x: {state: \"active\", niche: *\"n\" | string}}\n#P\n")...)

	// ---- sections other than tools ----
	add(e29("other: release in the struct", "a.cue", "#P: {release: {min_deprecation_releases: 2}, tools: [string]: {card: *\"c\" | string}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("other: release conflict", "a.cue", "#P: {release: {version: \"2.0.0\"}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("other: catalog and lint", "a.cue", "#P: {catalog: {order: \"group\"}, lint: rules: \"budget-target\": \"off\"}\n#P\ntools: x: {state: \"active\", group: \"g\"}\n")...)
	add(e29("other: lint severity wrong", "a.cue", "#P: {lint: rules: \"budget-target\": \"loud\"}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("other: gen fields", "a.cue", "#P: {gen: {go_package: \"tc\", rule_docs: true}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("other: gates and model classes", "a.cue", mc21+"#P: {gates: [string]: {hidden_for: *\"c\" | string}}\n#P\ntools: x: {state: \"active\"}\ngates: x: {}\n")...)
	add(e29("other: aliases pattern", "a.cue", "#P: {aliases: [string]: {replay_supported: *true | bool, planned_removal: *\"TBD\" | string}}\n#P\ntools: x: {state: \"active\"}\naliases: y: {replacement: \"x\", first_deprecated: \"0.1.0\"}\n")...)
	add(e29("other: modes pattern with default", "a.cue", "#P: {modes: [string]: {mcp: *\"active\" | \"deferred\"}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("other: catalog order default clash", "a.cue", "#P: {catalog: {order: *\"declaration\" | \"name\"}}\n#P\ntools: {b: {state: \"active\"}, a: {state: \"active\"}}\n")...)
	add(e29("other: settings", "a.cue", "#P: {settings: [string]: {values: *[\"a\"] | [...string]}}\n#P\ntools: x: {state: \"active\"}\n")...)

	// ---- odd bodies ----
	add(e29("odd: empty struct", "a.cue", "#P: {}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("odd: a scalar body", "a.cue", "#P: 1\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("odd: a quoted top label", "a.cue", "#P: {\"tools\": [string]: {card: *\"c\" | string}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("odd: a dynamic label nested", "a.cue", "#P: {tools: {(\"a\"): {state: \"active\"}}}\n#P\n")...)
	add(e29("odd: a string interpolation nested", "a.cue", "#P: {tools: [string]: {card: *\"c\\(1)\" | string}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("odd: a unary bound nested", "a.cue", "#P: {providers: [string]: {budget: {target: >=1, max: <=100}}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("odd: a bound failing", "a.cue", "#P: {providers: [string]: {budget: {target: >=6}}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("odd: pattern on #NameRE negated", "a.cue", "#P: {tools: [!~\"^x\"]: {card: *\"c\" | string}}\n#P\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\"}\n")...)
	add(e29("odd: regexp pattern via a scalar def", "a.cue", "#Pre: =~\"^gh_\"\n#P: {tools: [#Pre]: {source: \"mcp\"}}\n#P\ntools: gh_x: {state: \"active\"}\ntools: y: {state: \"active\"}\n")...)
	add(e29("odd: top def of the package bottom", "a.cue", "#P: {tools: [string]: {card: _|_}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("odd: null and bytes values", "a.cue", "#P: {tools: [string]: {parameters: {type: \"object\", default: *null | bytes}}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("odd: a list with an ellipsis and items", "a.cue", "#P: {tools: [string]: {variants: *[] | [...{model_class!: string}]}}\n#P\ntools: x: {state: \"active\"}\n")...)
	add(e29("odd: hidden name with a pattern in the body", "a.cue", "_p: {tools: [=~\"^m_\"]: {source: \"mcp\", card: *\"m\" | string}}\n_p\n", "b.cue", "tools: m_a: {state: \"active\"}\ntools: b: {state: \"active\"}\n")...)

	// ---- more on order and on schema names (after the first run) ----
	add(e29("order: hidden struct, a field after", "a.cue", "_p: {tools: {b: {state: \"active\"}, a: {state: \"active\"}}}\ntools: c: {state: \"active\"}\n_p\ntools: d: {state: \"active\"}\n"+order29)...)
	add(e29("order: embedding last in the last file", "a.cue", "#P: {tools: {a: {state: \"active\"}, b: {state: \"active\"}}}\ntools: c: {state: \"active\"}\n"+order29, "b.cue", "tools: d: {state: \"active\"}\n#P\n")...)
	add(e29("order: embedding first, one entry after", "a.cue", "#P: {tools: {a: {state: \"active\"}}}\n#P\ntools: d: {state: \"active\"}\n"+order29)...)
	add(e29("order: entry of the copy declared after too", "a.cue", "#P: {tools: {a: {state: \"active\"}, b: {state: \"active\"}}}\n#P\ntools: d: {state: \"active\"}\ntools: b: niche: \"n\"\n"+order29)...)
	add(e29("order: the survey's #Policy, entries in b", "a.cue", pol29+"#Policy\n"+order29, "b.cue", "tools: {z: {state: \"active\"}, y: {state: \"active\"}}\n")...)
	add(e29("order: regular entries in the #Policy, survey shape", "a.cue", "#Policy: {\n\ttools: [#Name]: {state: #State, ...}\n\ttools: core: {state: \"active\"}\n}\n#Policy\ntools: extra: {state: \"active\"}\n"+order29)...)
	add(e29("order: providers read through a list", "a.cue", "#P: {providers: {z: {budget: {target: 1, max: 2}}}}\n#P\nproviders: m: {budget: {target: 1, max: 2}}\ntools: x: {state: \"active\"}\nmodes: agent: head_add: [for n, _ in providers if n != \"default\" {\"x\"}]\nmodes: agent: cache_group: [for n, _ in providers if n != \"default\" {n}][0]\n")...)
	add(e29("order: gates read through a list", "a.cue", mc21+"#P: {gates: {z: {hidden_for: \"c\"}}}\n#P\ngates: m: {hidden_for: \"c\"}\ntools: {x: {state: \"active\"}, z: {state: \"active\"}, m: {state: \"active\"}}\nmodes: agent: cache_group: [for n, _ in gates {n}][0]\n")...)
	add(e29("schema name: #Release embedded", "a.cue", "#Release: {tools: [string]: {card: *\"c\" | string}}\n#Release\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Mode, only modes", "a.cue", "#Mode: {modes: [string]: {cache_group: *\"g\" | string}}\n#Mode\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Budget embedded", "a.cue", "#Budget: {tools: [string]: {card: *\"c\" | string}}\n#Budget\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Alias embedded", "a.cue", "#Alias: {tools: [string]: {card: *\"c\" | string}}\n#Alias\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #ModelClass embedded", "a.cue", "#ModelClass: {tools: [string]: {card: *\"c\" | string}}\n#ModelClass\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Gate embedded", "a.cue", "#Gate: {tools: [string]: {card: *\"c\" | string}}\n#Gate\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Condition embedded", "a.cue", "#Condition: {tools: [string]: {card: *\"c\" | string}}\n#Condition\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Lint embedded", "a.cue", "#Lint: {lint: rules: \"budget-target\": \"off\"}\n#Lint\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #MCP embedded", "a.cue", "#MCP: {tools: [string]: {card: *\"c\" | string}}\n#MCP\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Tool embedded, user-declared", "a.cue", "#Tool: {tools: [string]: {card: *\"c\" | string}}\n#Tool\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Exposure embedded", "a.cue", "#Exposure: {tools: [string]: {card: *\"c\" | string}}\n#Exposure\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: #Provider embedded", "a.cue", "#Provider: {tools: [string]: {card: *\"c\" | string}}\n#Provider\n", "b.cue", "tools: x: {state: \"active\"}\n")...)
	add(e29("schema name: hidden _Mode is no schema name", "a.cue", "_Mode: {tools: [string]: {card: *\"c\" | string}}\n_Mode\n", "b.cue", "tools: x: {state: \"active\"}\n")...)

	// ---- iteration order (for n, _ in a section), more shapes ----
	add(e29("iter: first_turn from a comprehension", "a.cue", "#P: {tools: {b: {state: \"active\"}}}\n#P\ntools: a: {state: \"active\"}\nproviders: default: first_turn: [for n, t in tools if t.state == \"active\" && n !~ \"^pad_\" {n}]\n")...)
	add(e29("iter: two embeddings, regular entries", "a.cue", "#P: {tools: {b: {state: \"active\"}}}\n#Q: {tools: {a: {state: \"active\"}}}\n#Q\ntools: c: {state: \"active\"}\n#P\n"+order29)...)
	add(e29("iter: embedding the only source of entries", "a.cue", "#P: {tools: {b: {state: \"active\"}, a: {state: \"active\"}}}\n#P\n"+order29)...)
	add(e29("iter: struct literal embedding instead (not rewritten)", "a.cue", "{tools: {b: {state: \"active\"}, a: {state: \"active\"}}}\ntools: c: {state: \"active\"}\n"+order29)...)
	add(e29("iter: regular entry set to a pattern only def", "a.cue", "#P: {tools: [string]: {card: *\"c\" | string}}\n#P\ntools: {b: {state: \"active\"}, a: {state: \"active\"}}\n"+order29)...)

	// ---- the smallest reproductions ----
	add(c21("min: iteration order", "a.cue", "#P: {tools: a: {state: \"active\"}}\n#P\ntools: b: {state: \"active\"}\nmodes: agent: head_add: [for n, _ in tools {n}]\n"))
	add(c21("min: schema definition's name", "a.cue", "#Release: {tools: [string]: {}}\n#Release\ntools: x: {state: \"active\"}\n"))
	add(c21("min: position of the embedding", "a.cue", "#P: {tools: \"bad name\": {state: \"active\"}}\n#P\n"))
	// ---- the big cases with the copied pattern matching every entry ----
	for _, n := range sizes28 {
		add(big26(fmt.Sprintf("bigpat: pattern default over all entries n=%d", n), "#P: {tools: [string]: {card: *\"c\" | string, source: *\"mcp\" | \"builtin\"}}\n#P\n", "", n, ent28))
		add(big26(fmt.Sprintf("bigpat: pattern conflicting with one entry n=%d", n), "#P: {tools: [=~\"^t1\"]: {source: \"mcp\"}}\n#P\ntools: t1: source: \"builtin\"\n", "", n, ent28))
		add(big26(fmt.Sprintf("bigpat: entries naming siblings n=%d", n), "#P: {tools: {t0: {card: \"zero\"}, t1: t0}}\n#P\n", "", n, ent28))
		add(big26(fmt.Sprintf("bigpat: hidden, regular entry added n=%d", n), "_p: {tools: t0: {parameters: {type: \"object\"}}}\n_p\ntools: t0: parameters: zz: 1\n", "", n, ent28))
		add(big26(fmt.Sprintf("bigpat: order read n=%d", n), "#P: {tools: {zz: {state: \"active\"}, aa: {state: \"active\"}}}\n", "#P\nmodes: agent: head_add: [for n, _ in tools if n =~ \"^(zz|aa|t0|t1)$\" {n}]\n", n, ent28))
		add(big26(fmt.Sprintf("bigpat: def copied in entries' file n=%d", n), "", "#P: {tools: [string]: {niche: *\"x\" | string, card: *niche | string}}\n#P\n", n, ent28))
	}
	return cs
}

func TestReview29(t *testing.T) { runWithCue(t, cases29()) }
