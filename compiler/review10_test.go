package compiler

import (
	"strings"
	"testing"
)

// rev10Cases: the review (helper rev10) of staticGen (foldgen.go), the
// parallel parse's build attributes (parallel.go buildAttrs), comprehension
// let clauses (fold.go), scalarValueUse and orderShown (view.go). base is
// prepended to a.cue; the fast path must match plain evaluation (strict),
// and the cue command.
//
// Failed at aba420b, all fixed in the commit that added this file:
//   - G4b, G4c, G4d, G4f (new, 5443410): staticGen over an empty hidden map
//     or list in the section form (tools: {for k, v in _m {...}}, _m: {})
//     returns a typed nil *ast.StructLit (bySection[""] is nil); fold.go
//     evaluate dereferenced it: toolpolicy panicked on a policy cue vet
//     accepts. staticGen now returns an empty struct.
//   - B22 (new, b23addd): a file without a package clause that starts with a
//     UTF-8 byte order mark was parsed with the mark counted: positions on
//     its first line were 3 columns right of cue's. readFiles drops it.
//   - B12, B12g, B12i, B21b (pre-existing, also on 843567a): a hidden field
//     declared in a file without a package clause (or package _) was read by
//     the package's files on the fast path; cue vet says reference not
//     found. Such a policy is now evaluated plainly (hiddenOutsideThePackage).
//   - B8b, B8e (pre-existing): @if() and @if(a, b) gave a problem without a
//     position (the parse error of the attribute's expression); it is now
//     placed at the attribute (placeBuildAttrErrors).
var rev10Cases []reviewCase

// al is an alias entry's value with replacement r.
func al(r string) string {
	return "{replacement: " + r + ", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true}"
}

func rev10(name string, files ...string) {
	rev10Cases = append(rev10Cases, reviewCase{name, reviewFiles(files...)})
}

func rev10f(name string, files map[string]string) {
	rev10Cases = append(rev10Cases, reviewCase{name, files})
}

// Tools with embedded hidden maps in an order CUE keeps and the view does
// not: z, gh_b, gh_a, y.
const emb = "_gh: {gh_b: {state: \"deprecated\"}, gh_a: {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, _gh, y: {state: \"deprecated\"}}\n"

const ft = "providers: p: {budget: {target: 1, max: 9}, first_turn: "

func init() {
	manifest := "aliases: {for n, t in tools if t.state == \"deprecated\" {(n + \"_old\"): " + al("\"z\"") + "}}\n"
	// (5) orderShown
	rev10("O1 field alias of tools read into a list", "X=tools: {z: {state: \"active\"}, _gh, y: {state: \"deprecated\"}}\n_gh: {gh_b: {state: \"deprecated\"}, gh_a: {state: \"deprecated\"}}\n"+manifest+ft+"[for n, _ in X {n}]}\n")
	rev10("O1b field alias in another file", emb+manifest, "package toolpolicy\nX=tools: _\n"+ft+"[for n, _ in X {n}]}\n")
	rev10("O1c value alias", "tools: X={z: {state: \"active\"}, _gh, y: {state: \"deprecated\"}}\n_gh: {gh_b: {state: \"deprecated\"}, gh_a: {state: \"deprecated\"}}\n"+manifest+ft+"[for n, _ in X {n}]}\n")
	rev10("O2 let T = tools", emb+manifest+"let T = tools\n"+ft+"[for n, _ in T {n}]}\n")
	rev10("O3 comprehension over tools inside an alias entry's value", emb+"aliases: {for n, t in tools if t.state == \"deprecated\" {(n + \"_old\"): {replacement: \"z\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true, note: \"\\([for m, _ in tools {m}][1])\"}}}\n")
	rev10("O3b join in an alias note, b.cue", emb+manifest, "package toolpolicy\nimport \"strings\"\naliases: y: {replacement: \"z\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true, note: strings.Join([for n, _ in tools {n}], \" \")}\n")
	rev10("O4 yield into gates, gates into a list", emb+"for n, t in tools if t.state == \"deprecated\" {gates: (n): {hidden_for: \"c\"}}\n"+ft+"[for n, _ in gates {n}]}\n")
	rev10("O4b yield into retired, retired read in a nested clause", emb+"retired: {for n, t in tools if t.state == \"deprecated\" {(n + \"_r\"): {}}}\n"+ft+"[for a in [1] for n, _ in retired {n}]}\n")
	rev10("O5 read nested in another comprehension's clause", emb+manifest+ft+"[for a in [1] for n, t in tools {n}]}\n")
	rev10("O6 for clause over tools in a definition", emb+manifest+"#L: [for n, _ in tools {n}]\n"+ft+"#L}\n")
	rev10("O7 for clause in a pattern", emb+manifest+"providers: [string]: {first_turn: [for n, _ in tools {n}]}\nproviders: p: budget: {target: 1, max: 9}\n")
	rev10("O8 len of a list made from tools", emb+manifest+"providers: p: budget: {target: len([for n, _ in tools {n}]), max: 9}\n")
	rev10("O9 list.Sort", emb+manifest, "package toolpolicy\nimport \"list\"\n"+ft+"list.Sort([for n, _ in tools {n}], list.Ascending)}\n")
	rev10("O10 strings.Join into gen", emb+manifest, "package toolpolicy\nimport \"strings\"\ngen: go_dir: strings.Join([for n, _ in tools {n}], \",\")\n")
	rev10("O11 json.Marshal of a struct built from tools", emb+manifest, "package toolpolicy\nimport \"encoding/json\"\ngen: go_dir: json.Marshal({for n, t in tools {(n): t.state}})\n")
	rev10("O11b json.Marshal of the alias manifest", emb+manifest, "package toolpolicy\nimport \"encoding/json\"\ngen: go_dir: json.Marshal(aliases)\n")
	rev10("O11c json.Marshal of a struct made from the aliases", emb+"aliases: {for n, t in tools if t.state == \"deprecated\" {(n + \"_old\"): "+al("\"z\"")+"}}\n", "package toolpolicy\nimport \"encoding/json\"\ngen: go_dir: json.Marshal({for n, _ in aliases {(n): 1}})\n")
	rev10("O12 == of two structs made from tools", emb+manifest+"gen: rule_docs: {for n, t in tools {(n): 1}} == {for n, t in tools {(n): 1}}\n")
	rev10("O13 conflict message from two yields of one key", emb+"aliases: {for n, t in tools if t.state == \"deprecated\" {\"same\": {replacement: n, first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true}}}\n")
	rev10("O13b conflict at the top of a file", emb+"for n, t in tools if t.state == \"deprecated\" {aliases: same: {replacement: n, first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true}}\n")
	rev10("O14 embedded map colliding with a comprehension's entry", "_gh: {gh_a_old: {replacement: \"y\"}}\n"+emb+"aliases: {_gh2, for n, t in tools if t.state == \"deprecated\" {(n + \"_old\"): "+al("\"z\"")+"}}\n_gh2: {gh_a_old: {replacement: \"y\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true}}\n")
	rev10("O14b embedded tools colliding with a generated tool", "_gh: {gh_b: {state: \"deprecated\"}, gh_a: {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, _gh, y: {state: \"deprecated\"}}\ntools: {for n, a in aliases {(a.replacement): {niche: n}}}\naliases: {gh_a_x: "+al("\"gh_a\"")+", gh_b_x: "+al("\"gh_a\"")+"}\n")
	rev10("O15 interpolation of a list made from tools", emb+manifest+"gen: go_dir: \"\\([for n, _ in tools {n}])\"\n")
	rev10("O16 list observed in a hidden field then a provider", emb+manifest+"_l: [for n, _ in aliases {n}]\n"+ft+"_l}\n")
	rev10("O17 aliases read into tools, tools into a list", emb+manifest+"tools: {for n, a in aliases {(n + \"_t\"): {state: \"active\"}}}\n"+ft+"[for n, _ in tools {n}]}\n")
	rev10("O18 error order: two entries failing the schema", "_gh: {gh_b: {state: \"nope\"}, gh_a: {state: \"bad\"}}\ntools: {z: {state: \"active\"}, _gh, y: {state: \"deprecated\"}}\n"+manifest)
	rev10("O19 first_turn via mcp keep_loaded", emb+manifest+"mcp: keep_loaded: [for n, _ in tools {n}]\n")
	rev10("O20 tools read in another package-level let in b.cue", emb+manifest, "package toolpolicy\nlet T = tools\n"+ft+"[for n, _ in T {n}]}\n")
	rev10("O21 list of aliases at the top of a file", emb+"for n, t in tools if t.state == \"deprecated\" {aliases: (n + \"_old\"): "+al("\"z\"")+"}\nmcp: keep_loaded: [for n, _ in aliases {n}]\n")
	rev10("O22 comprehension with two for clauses over tools", emb+"aliases: {for n, t in tools for m, u in tools if n != m && t.state == \"deprecated\" {(n + \"_\" + m): "+al("m")+"}}\n")
	rev10("O23 tools in a disjunction", emb+manifest+"gen: go_dir: *\"x\" | string\n_s: tools | {}\n"+ft+"[for n, _ in _s {n}]}\n")
	rev10("O24 struct.MinFields of tools", emb+manifest, "package toolpolicy\nimport \"struct\"\n_c: struct.MinFields(2) & tools\n")
	rev10("O25 alias manifest with a let of a list", emb+"aliases: {for n, t in tools let L = [for m, _ in tools {m}] if t.state == \"deprecated\" {(n + \"_old\"): {replacement: L[0], first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true}}}\n")
	rev10("O26 read in a field with a tools label", emb+manifest+"_x: {tools: {q: 1}, l: [for n, _ in tools {n}]}\n"+ft+"_x.l}\n")
	rev10("O27 tools in a selector of a parenthesized section", emb+manifest+ft+"[for n, _ in (tools) {n}]}\n")
	rev10("O28 close(tools)", emb+manifest+ft+"[for n, _ in close(tools) {n}]}\n")
	rev10("O29 tools & {}", emb+manifest+ft+"[for n, _ in tools & {} {n}]}\n")
	rev10("O30 a for clause over tools with a key of tools", emb+"aliases: {for n, t in tools if t.state == \"deprecated\" {(n + \"_old\"): "+al("[for k, _ in tools {k}][0]")+"}}\n")
	rev10("O31 retired read by a catalog order field", emb+manifest+"retired: {for n, t in tools {(n + \"_r\"): {reason: n}}}\ncatalog: order: \"declaration\"\n")
	rev10("O32 embedded maps and catalog order declaration", emb+manifest+"catalog: order: \"declaration\"\n")

	// (1) staticGen
	gen := func(list, body string) string {
		return "_l: " + list + "\nfor t in _l {tools: " + body + "}\n"
	}
	rev10("G1 unicode and escapes", gen(`[{name: "a", niche: "caf\u00e9 \"q\" \\ tab\t"}]`, `"x_\(t.name)": {state: "active", niche: t.niche}`))
	rev10("G2 multi-line string with interpolation in the body", gen(`[{name: "a", niche: "n"}]`, "\"x_\\(t.name)\": {state: \"active\", description: \"\"\"\n\tline \\(t.niche)\n\t  two \\(t.name)\n\t\"\"\"}"))
	rev10("G2b multi-line element value interpolated", gen("[{name: \"a\", d: \"\"\"\n\tfirst\n\tsecond\n\t\"\"\"}]", `"x_\(t.name)": {state: "active", description: "<\(t.d)>"}`))
	rev10("G3 key that needs quoting", "_m: {\"a-b\": {s: \"active\"}, \"c.d\": {s: \"active\"}, \"_e\": {s: \"active\"}}\ntools: {for k, v in _m {(k): {state: v.s}}}\n")
	rev10("G3b key with an escape", "_m: {\"a\\u0062\": {s: \"active\"}}\ntools: {for k, v in _m {(k): {state: v.s}}}\n")
	rev10("G3c invalid generated name", "_m: {\"a b\": {s: \"active\"}}\ntools: {for k, v in _m {(k): {state: v.s}}}\n")
	rev10("G4 empty list", gen(`[]`, `"x_\(t.name)": {state: "active"}`)+"tools: y: state: \"active\"\n")
	rev10("G4b empty map", "_m: {}\ntools: {for k, v in _m {(k): {state: v}}}\ntools: y: state: \"active\"\n")
	rev10("G5 element referencing another hidden field", "_s: \"deprecated\"\n"+gen(`[{name: "a", state: _s}]`, `"x_\(t.name)": {state: t.state}`))
	rev10("G6 bytes element", gen(`[{name: 'a', niche: "n"}]`, `"x_\(t.name)": {state: "active", niche: t.niche}`))
	rev10("G6b bytes value", gen(`[{name: "a", niche: 'n'}]`, `"x_\(t.name)": {state: "active", niche: t.niche}`))
	rev10("G7 raw string element", gen(`[{name: #"a"#, niche: #"a \(x) "q""#}]`, `"x_\(t.name)": {state: "active", niche: t.niche}`))
	rev10("G8 map extended in another file", "_m: {a: {s: \"active\"}}\ntools: {for k, v in _m {(k): {state: v.s}}}\n", "package toolpolicy\n_m: b: {s: \"deferred\"}\n")
	rev10("G8b list constrained in another file", gen(`[{name: "a", niche: "n"}]`, `"x_\(t.name)": {state: "active", niche: t.niche}`), "package toolpolicy\n_l: [...{niche: =~\"^z\"}]\n")
	rev10("G8c map constrained by a pattern in another file", "_m: {a: {s: \"active\"}}\ntools: {for k, v in _m {(k): {state: v.s}}}\n", "package toolpolicy\n_m: [string]: {s: \"deferred\"}\n")
	rev10("G9 null interpolated", gen(`[{name: null}]`, `"x_\(t.name)": {state: "active"}`))
	rev10("G9b bool interpolated", gen(`[{name: true}]`, `"x_\(t.name)": {state: "active"}`))
	rev10("G10 scalar map, v interpolated", "_m: {a: \"one\", b: \"two\"}\ntools: {for k, v in _m {(k): {state: \"active\", niche: \"N \\(v) \\(k)\"}}}\n")
	rev10("G11 generated entry also declared", gen(`[{name: "a", niche: "n"}]`, `"x_\(t.name)": {state: "active", niche: t.niche}`)+"tools: x_a: {state: \"deprecated\"}\n")
	rev10("G11b generated entry adds to a declared one", gen(`[{name: "a", niche: "n"}]`, `"x_\(t.name)": {niche: t.niche}`)+"tools: x_a: {state: \"active\"}\n")
	rev10("G12 two sections yielded", "_l: [{name: \"a\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"deprecated\"}, aliases: \"o_\\(t.name)\": {replacement: \"x_\\(t.name)\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true}}\n")
	rev10("G13 element field missing", gen(`[{name: "a"}, {name: "b", niche: "n"}]`, `"x_\(t.name)": {state: "active", niche: t.niche}`))
	rev10("G14 interpolation with escaped paren and unicode", gen(`[{name: "a"}]`, `"x_\(t.name)": {state: "active", niche: "\u00e9 \\(t.name) \(t.name)\u2028"}`))
	rev10("G15 label interpolation with unicode escape", gen(`[{name: "a"}]`, `"x\u005f\(t.name)": {state: "active"}`))
	rev10("G16 hidden field of the same name in another file", gen(`[{name: "a"}]`, `"x_\(t.name)": {state: "active"}`), "package toolpolicy\n_l: [{name: \"a\", niche: \"b\"}]\n")
	rev10("G17 map key shadowed by a let", "let k = \"zz\"\n_m: {a: \"active\"}\ntools: {for k, v in _m {(k): {state: v}}}\n")
	rev10("G18 multi-line label", "_l: [{name: \"a\"}]\nfor t in _l {tools: \"\"\"\n\tx_\\(t.name)\n\t\"\"\": {state: \"active\"}}\n")
	rev10("G19 list with a definition in the element", gen(`[{name: "a", #d: "x"}]`, `"x_\(t.name)": {state: "active"}`))
	rev10("G20 duplicate names from two elements", gen(`[{name: "a", niche: "p"}, {name: "a", niche: "q"}]`, `"x_\(t.name)": {state: "active", niche: t.niche}`))
	rev10("G21 map value with a null field", "_m: {a: {s: \"active\", n: null}}\ntools: {for k, v in _m {(k): {state: v.s, niche: v.n}}}\n")
	rev10("G22 element field used as a name too long", gen(`[{name: "`+strings.Repeat("n", 130)+`"}]`, `"\(t.name)": {state: "active"}`))
	rev10("G23 body with a definition embedded", "#T: {state: \"active\", source: \"mcp\"}\n"+gen(`[{name: "a"}]`, `"x_\(t.name)": #T & {niche: t.name}`))
	rev10("G24 body with a closed definition and an extra field", "#T: {state: \"active\"}\n"+gen(`[{name: "a"}]`, `"x_\(t.name)": #T & {nope: t.name}`))

	// hidden maps taken out of a read section (expandGens with orderShown)
	mf := "aliases: {for n, t in tools if t.state == \"deprecated\" {(n + \"_old\"): " + al("\"z\"") + "}}\n"
	rev10("E1 embedded map also read into a list", emb+mf+ft+"[for n, _ in _gh {n}]}\n")
	rev10("E2 embedded map also counted", emb+mf+"providers: p: budget: {target: len(_gh), max: 9}\n")
	rev10("E3 embedded map with a pattern", "_gh: {[string]: {source: \"mcp\"}, gh_a: {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, _gh}\n"+mf)
	rev10("E3b embedded map with a pattern naming the key", "_gh: {[N=string]: {niche: N}, gh_a: {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, _gh}\n"+mf)
	rev10("E4 embedded map merged from another file", emb+mf, "package toolpolicy\n_gh: gh_a: niche: \"x\"\n")
	rev10("E4b embedded map's entry made active in another file", emb+mf, "package toolpolicy\n_gh: gh_a: state: \"active\"\n")
	rev10("E5 embedded twice", "_gh: {gh_a: {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, _gh, _gh}\n"+mf)
	rev10("E6 embedded in tools and retired", "_gh: {gh_a: {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, _gh}\nretired: {_gh}\n"+mf)
	rev10("E7 copied with & and an extra entry", "_gh: {gh_a: {state: \"deprecated\"}}\ntools: _gh & {z: {state: \"active\"}}\n"+mf)
	rev10("E8 embedded map entry reading tools", "_gh: {gh_a: {state: \"deprecated\", niche: tools.z.state}}\ntools: {z: {state: \"active\"}, _gh}\n"+mf)
	rev10("E8b entry reading the alias manifest", "_gh: {gh_a: {state: \"deprecated\", niche: \"\\(len(aliases))\"}}\ntools: {z: {state: \"active\"}, _gh}\n"+mf)
	rev10("E9 embedded definition-typed map", "#T: {state: \"deprecated\", source: \"mcp\"}\n_gh: {gh_a: #T, gh_b: #T & {niche: \"n\"}}\ntools: {z: {state: \"active\"}, _gh}\n"+mf)
	rev10("E10 manifest reads a field the schema defaults", "_gh: {gh_a: {state: \"deprecated\"}, gh_b: {state: \"deprecated\", source: \"mcp\"}}\ntools: {z: {state: \"active\"}, _gh}\naliases: {for n, t in tools if t.source == \"builtin\" && t.state == \"deprecated\" {(n + \"_old\"): "+al("\"z\"")+"}}\n")
	rev10("E11 embedded in another file, manifest counts", emb, "package toolpolicy\nproviders: p: budget: {target: len(tools), max: 9}\n"+mf)
	rev10("E12 embedded map from a comprehension into tools", "_gh: {gh_a: {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, for k, v in _gh {(k): v}}\n"+mf)
	rev10("E12b comprehension copy read into a list", "_gh: {gh_b: {state: \"deprecated\"}, gh_a: {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, for k, v in _gh {(k): v}, y: {state: \"active\"}}\n"+mf+ft+"[for n, _ in tools {n}]}\n")
	rev10("E13 manifest reads the entry whole via len", emb+"aliases: {for n, t in tools if t.state == \"deprecated\" {(n + \"_old\"): {replacement: \"z\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true, note: \"\\(len(t))\"}}}\n")
	rev10("E14 embedded map with an optional entry", "_gh: {gh_a?: {state: \"deprecated\"}, gh_b: {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, _gh}\n"+mf)
	rev10("E15 embedded map entry with a required field", "_gh: {gh_a: {state: \"deprecated\", niche!: string}}\ntools: {z: {state: \"active\"}, _gh}\n"+mf)
	rev10("E16 gates from tools, gates counted", emb+"gates: {for n, t in tools if t.state == \"deprecated\" {(n): {hidden_for: \"c\"}}}\nproviders: p: budget: {target: len(gates), max: 9}\n")
	rev10("E17 embedded aliases map and an alias manifest", "_ol: {o1: "+al("\"z\"")+"}\ntools: {z: {state: \"active\"}, y: {state: \"deprecated\"}}\naliases: {_ol, for n, t in tools if t.state == \"deprecated\" {(n + \"_old\"): "+al("\"z\"")+"}}\nretired: {for n, a in aliases {(n + \"_r\"): {reason: a.replacement}}}\n")
	rev10("E18 hidden map invalid name", "_gh: {\"bad name\": {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, _gh}\n"+mf)
	rev10("E19 alias manifest read back into tools", "_gh: {gh_a: {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, _gh}\n"+mf+"tools: {for n, _ in aliases {(n + \"_t\"): {state: \"active\"}}}\n")

	// (2) build attributes
	tb := "tools: b: state: \"active\"\n"
	ta := "tools: a: state: \"active\"\n"
	rev10("B1 @if with nested parens and !", ta, "@if(!(!(a) || (b && !c)))\npackage toolpolicy\n"+tb)
	rev10("B1b @if(!(a && b)) kept", ta, "@if(!(a && b))\npackage toolpolicy\n"+tb)
	rev10("B2 @if in a file of another package", ta, "@if(x)\npackage other\n"+tb)
	rev10("B2b @if(!x) in a file of another package", ta, "@if(!x)\npackage other\n"+tb)
	rev10("B2c another package, no attribute", ta, "package other\n"+tb)
	rev10("B3 @ignore with args", ta, "@ignore(x, y=1)\npackage toolpolicy\ntools: a: state: \"bogus\"\n")
	rev10("B3b @ignore after @if(!x)", ta, "@if(!x)\n@ignore()\npackage toolpolicy\ntools: a: state: \"bogus\"\n")
	rev10("B3c @ignore after the package clause", ta, "package toolpolicy\n@ignore()\ntools: a: state: \"bogus\"\n")
	rev10("B4 comments before @if", ta, "// one\n/* no */\n// two\n@if(x)\n// three\npackage toolpolicy\ntools: a: state: \"bogus\"\n")
	rev10("B5 @if and no other declarations", ta, "@if(x)\n")
	rev10("B5b @if(!x) and no other declarations", ta, "@if(!x)\n")
	rev10("B5c @if and only a package clause", ta, "@if(!x)\npackage toolpolicy\n")
	rev10("B7 attribute after the first declaration", ta, "tools: b: state: \"active\"\n@if(x)\n")
	rev10("B7b @if after an import", ta, "package toolpolicy\nimport \"strings\"\n@if(x)\ntools: b: niche: strings.ToUpper(\"q\")\ntools: b: state: \"active\"\n")
	rev10("B8 @if with a string", ta, "@if(\"x\")\npackage toolpolicy\n")
	rev10("B8b @if empty", ta, "@if()\npackage toolpolicy\n")
	rev10("B8c @if with a keyword", ta, "@if(true)\npackage toolpolicy\ntools: a: state: \"bogus\"\n")
	rev10("B8d @if with a selector", ta, "@if(a.b)\npackage toolpolicy\n")
	rev10("B8e @if with a field-like body", ta, "@if(a, b)\npackage toolpolicy\n")
	rev10("B8f @if with a tag named like a builtin", ta, "@if(len)\npackage toolpolicy\ntools: a: state: \"bogus\"\n")
	rev10("B8g @if with an underscore tag", ta, "@if(_x)\npackage toolpolicy\ntools: a: state: \"bogus\"\n")
	rev10("B8h @if with a #tag", ta, "@if(#x)\npackage toolpolicy\ntools: a: state: \"bogus\"\n")
	rev10("B9 @if with comments inside", ta, "@if(x // c\n)\npackage toolpolicy\n")
	rev10("B10 @if before a package clause with an attribute", ta, "@if(x)\npackage toolpolicy @a()\ntools: a: state: \"bogus\"\n")
	rev10("B11 two files, one no-package and one @if", ta, "tools: c: state: \"active\"\n", "@if(!y)\npackage toolpolicy\n"+tb)
	rev10("B12 no-package file with a hidden field read elsewhere", "tools: a: {state: \"active\", niche: _n}\n", "_n: \"from b\"\n")
	rev10("B12b no-package file with a let", ta, "let x = \"q\"\ntools: b: {state: \"active\", niche: x}\n")
	rev10("B12c no-package file with an import", ta, "import \"strings\"\ntools: b: {state: \"active\", niche: strings.ToUpper(\"x\")}\n")
	rev10("B13 file with only a comment and @ignore", ta, "// c\n@ignore()\n")
	rev10("B14 @if(x) file declares a hidden field used elsewhere", "tools: a: {state: \"active\", niche: _n}\n", "@if(x)\npackage toolpolicy\n_n: \"b\"\n")
	rev10("B15 @if with a Unicode tag", ta, "@if(é)\npackage toolpolicy\ntools: a: state: \"bogus\"\n")
	rev10("B16 attribute with odd spacing", ta, "@if( ! x )\npackage toolpolicy\n"+tb)
	rev10("B17 @ignore then two @if", ta, "@ignore()\n@if(x)\n@if(y)\npackage toolpolicy\n")
	rev10("B17b two @if then @ignore", ta, "@if(x)\n@if(y)\n@ignore()\npackage toolpolicy\n")
	rev10("B18 @if(!x) in a no-package file with a schema error", ta, "@if(!x)\ntools: a: state: \"bogus\"\n")
	rev10f("B19 _test.cue file with @if(!x)", map[string]string{"a.cue": ta, "a_test.cue": "@if(!x)\npackage toolpolicy\ntools: a: state: \"bogus\"\n"})
	rev10f("B19b _test.cue file without attribute", map[string]string{"a.cue": ta, "a_test.cue": "package toolpolicy\ntools: a: state: \"bogus\"\n"})
	rev10f("B19c _test.cue file without package", map[string]string{"a.cue": ta, "a_test.cue": "tools: a: state: \"bogus\"\n"})
	rev10f("B20 a.cue empty, b.cue excluded", map[string]string{"a.cue": "", "b.cue": "@if(x)\n" + base + ta})
	rev10f("B20b a.cue only @if(x)", map[string]string{"a.cue": "", "b.cue": "@if(!x)\n" + base + ta, "c.cue": "@if(x)\n"})

	// (3) let clauses
	sv := "_servers: {gh: [{n: \"a\", v: \"r\"}, {n: \"b\", v: \"w\"}], jr: [{n: \"c\", v: \"r\"}]}\n_verb: {r: \"Read\", w: \"Write\"}\n"
	rev10("L1 let clause", sv+"for s, ts in _servers for t in ts let V = _verb[t.v] {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: V}}\n")
	rev10("L2 let shadows a hidden field", sv+"_x: \"hidden\"\nfor s, ts in _servers for t in ts let _x = _verb[t.v] {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: _x}}\n")
	rev10("L2b let named like a section", sv+"for s, ts in _servers for t in ts let tools = _verb[t.v] {aliases: \"\\(s)_\\(t.n)\": {replacement: \"z\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true, note: tools}}\ntools: z: state: \"active\"\n")
	rev10("L2c let of an outer for variable", sv+"for s, ts in _servers let s2 = s for t in ts let V = \"\\(s2):\\(t.n)\" {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: V}}\n")
	rev10("L3 let reads the outer for variable", sv+"for s, ts in _servers let P = \"\\(s)_\" for t in ts {tools: \"\\(P)\\(t.n)\": {state: \"active\"}}\n")
	rev10("L4 let reads tools", sv+"tools: z: {state: \"active\", niche: \"Z\"}\nfor s, ts in _servers for t in ts let Z = tools.z.niche {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: Z}}\n")
	rev10("L4b let reads len(tools)", sv+"tools: z: {state: \"active\"}\nfor s, ts in _servers for t in ts let N = len(tools) {aliases: \"\\(s)_\\(t.n)\": {replacement: \"z\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: N > 1}}\n")
	rev10("L5 let with a default", sv+"for s, ts in _servers for t in ts let V = *_verb[t.v] | \"x\" {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: V}}\n")
	rev10("L6 let in a section's comprehension", sv+"tools: {for s, ts in _servers for t in ts let V = _verb[t.v] {\"\\(s)_\\(t.n)\": {state: \"active\", niche: V}}}\n")
	rev10("L7 let shadows a file-level let", sv+"let V = \"file\"\nfor s, ts in _servers for t in ts let V = _verb[t.v] {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: V}}\ntools: q: {state: \"active\", niche: V}\n")
	rev10("L8 let with a missing key", sv+"for s, ts in _servers for t in ts let V = _verb[t.n] {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: V}}\n")
	rev10("L9 let unused but erroneous", sv+"for s, ts in _servers for t in ts let V = 1 & 2 {tools: \"\\(s)_\\(t.n)\": {state: \"active\"}}\n")
	rev10("L10 let then if on it", sv+"for s, ts in _servers for t in ts let V = _verb[t.v] if V == \"Read\" {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: V}}\n")
	rev10("L11 let first, then for", sv+"let W = _verb\nfor s, ts in _servers let V = W for t in ts {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: V[t.v]}}\n")
	rev10("L12 let holding a struct, selected", sv+"for s, ts in _servers for t in ts let V = {a: _verb[t.v], b: s} {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: V.a + V.b}}\n")
	rev10("L13 let of the hidden map mutated in another file", sv+"for s, ts in _servers for t in ts let V = _verb[t.v] {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: V}}\n", "package toolpolicy\n_verb: w: \"Write\" | \"Put\"\n")
	rev10("L14 let in a comprehension yielding a duplicate", sv+"for s, ts in _servers for t in ts let V = _verb[t.v] {tools: \"x_\\(t.v)\": {state: \"active\", niche: V}}\n")

	// (4) scalarValueUse
	rd := func(imp, cond string) string {
		return "package toolpolicy\nimport \"" + imp + "\"\naliases: {for n, t in tools if " + cond + " {(n + \"_old\"): " + al("\"z\"") + "}}\n"
	}
	tl := "tools: {z: {state: \"active\"}, y: {state: \"deprecated\", niche: \"Old thing\", source: \"mcp\"}, x: {state: \"deprecated\"}}\n"
	rev10("S1 strings.Contains on a defaulted field", tl, rd("strings", "strings.Contains(t.source, \"uil\")"))
	rev10("S1b strings.HasPrefix on an absent optional field", tl, rd("strings", "strings.HasPrefix(t.niche, \"Old\")"))
	rev10("S2 regexp.Match on state", tl, rd("regexp", "regexp.Match(t.state, \"deprecated\")"))
	rev10("S3 math.Abs on a string field", tl, rd("math", "math.Abs(t.state) > 0"))
	rev10("S4 list.Sum of a list holding a field", tl, rd("list", "list.Sum([len(t.state), 1]) > 3"))
	rev10("S4b list.Sum of a list holding a string field", tl, rd("list", "list.Sum([t.state]) > 3"))
	rev10("S5 struct.MinFields on an entry", tl, rd("struct", "(t & struct.MinFields(2)) != _|_"))
	rev10("S5b struct.MinFields of the read field", tl, rd("struct", "struct.MinFields(1) & t.state != _|_"))
	rev10("S6 list.Contains with a defaulted field", tl, rd("list", "list.Contains([\"builtin\"], t.source) && t.state == \"deprecated\""))
	rev10("S7 strings.Contains on a field set to a disjunction", "tools: {z: {state: \"active\"}, y: {state: \"deprecated\", niche: *\"Old\" | \"New\"}, x: {state: \"deprecated\"}}\n", rd("strings", "strings.Contains(t.niche, \"Old\")"))
	rev10("S8 strings.ToUpper of a field in the key", tl, "package toolpolicy\nimport \"strings\"\naliases: {for n, t in tools if t.state == \"deprecated\" {(strings.ToLower(n + \"_\" + strings.ToUpper(t.source))): "+al("\"z\"")+"}}\n")
	rev10("S9 strings.Join of a list field", "tools: {z: {state: \"active\"}, y: {state: \"deprecated\", groups: [\"a\", \"b\"]}, x: {state: \"deprecated\"}}\n", rd("strings", "strings.Join(t.groups, \",\") == \"a,b\""))
	rev10("S10 len of a defaulted field", tl, "package toolpolicy\naliases: {for n, t in tools if len(t.source) == 7 {(n + \"_old\"): "+al("\"z\"")+"}}\n")
	rev10("S11 function given a field the entry does not have", tl, rd("strings", "strings.HasPrefix(t.nope, \"x\")"))
	rev10("S12 function on a field through a let", tl, "package toolpolicy\nimport \"strings\"\naliases: {for n, t in tools let S = t.source if strings.HasSuffix(S, \"cp\") {(n + \"_old\"): "+al("\"z\"")+"}}\n")
	rev10("S13 function on a field the schema only constrains", "tools: {z: {state: \"active\"}, y: {state: \"deprecated\", implementation: \"Impl\"}, x: {state: \"deprecated\"}}\n", rd("strings", "strings.HasPrefix(t.implementation, \"Im\")"))
	rev10("S14 and/or builtins", tl, "package toolpolicy\naliases: {for n, t in tools if (and([t.state, string]) & \"deprecated\") != _|_ {(n + \"_old\"): "+al("\"z\"")+"}}\n")
	rev10("S15 function over the whole entry", tl, rd("encoding/json", "json.Marshal(t) != \"\""))
	rev10("S16 strings.Contains on a field set by a definition", "#M: {source: \"mcp\", state: \"deprecated\"}\ntools: {z: {state: \"active\"}, y: #M, x: {state: \"deprecated\"}}\n", rd("strings", "strings.Contains(t.source, \"mc\")"))
	rev10("S17 strings function result used in a value", tl, "package toolpolicy\nimport \"strings\"\naliases: {for n, t in tools if t.state == \"deprecated\" {(n + \"_old\"): {replacement: \"z\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true, note: strings.ToUpper(t.source)}}}\n")
	rev10("S18 function on a field another file's pattern defaults", tl+"tools: [string]: {niche: *\"P\" | string}\n", rd("strings", "strings.HasPrefix(t.niche, \"P\")"))
	rev10("S19 function on a field with an embedded hidden map", "_gh: {gh_a: {state: \"deprecated\", source: \"mcp\"}}\ntools: {z: {state: \"active\"}, _gh, x: {state: \"deprecated\"}}\n", rd("strings", "strings.HasPrefix(t.source, \"m\")"))
	rev10("S20 strings.Contains on a non-concrete field", tl+"tools: w: {state: \"deprecated\", niche: string}\n", rd("strings", "strings.Contains(t.niche, \"x\")"))
	rev10("S21 math.Abs on a number field", "tools: {z: {state: \"active\"}, y: {state: \"deprecated\", annotations: {k: 3}}}\n", "package toolpolicy\nimport \"math\"\naliases: {for n, t in tools if t.state == \"deprecated\" && math.Abs(t.annotations.k) > 1 {(n + \"_old\"): "+al("\"z\"")+"}}\n")
	// staticGen, more
	rev10("G4c empty list, section form", "_l: []\ntools: {for t in _l {\"x_\\(t.name)\": {state: \"active\"}}}\ntools: y: state: \"active\"\n")
	rev10("G4d empty map, section form, no other tools", "_m: {}\ntools: {for k, v in _m {(k): {state: v}}}\n")
	rev10("G4e empty map, top form", "_m: {}\nfor k, v in _m {tools: (k): {state: v}}\ntools: y: state: \"active\"\n")
	rev10("G4f empty map, section form in aliases", "_m: {}\ntools: y: state: \"active\"\naliases: {for k, v in _m {(k): "+al("v")+"}}\n")
	rev10("G25 hidden list in an excluded file", "for t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\ntools: y: state: \"active\"\n", "@if(x)\npackage toolpolicy\n_l: [{name: \"a\"}]\n")
	rev10("G26 let of the hidden list's name in the comprehension's file", "let _l = [{name: \"q\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\n", "package toolpolicy\n_l: [{name: \"a\"}]\n")
	rev10("G27 for variable named like an entry field", "_l: [{name: \"a\"}]\nfor niche in _l {tools: \"x_\\(niche.name)\": {state: \"active\", niche: \"q\", description: niche.name}}\n")
	rev10("G27b for value named like an entry field, section form", "_m: {a: \"active\"}\ntools: {for k, state in _m {(k): {state: state}}}\n")
	rev10("G28 section form with a declared entry in the same struct", "_m: {a: \"active\"}\ntools: {for k, v in _m {(k): {state: v}}, a: {niche: \"x\"}}\n")
	rev10("G28b section form with a conflicting entry in the same struct", "_m: {a: \"active\"}\ntools: {for k, v in _m {(k): {state: v}}, a: {state: \"deferred\"}}\n")
	rev10("G29 multi-line, fragment after an interpolation starts with spaces", "_l: [{name: \"a\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\", description: \"\"\"\n    \\(t.name)   tail\n      \\(t.name)\n    \"\"\"}}\n")
	rev10("G29b multi-line with an escaped newline", "_l: [{name: \"a\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\", description: \"\"\"\n    one \\\n    \\(t.name)\n    \"\"\"}}\n")
	rev10("G30 raw element with backslashes", "_l: [{name: \"a\", d: #\"back\\slash \\n \\(no)\"#}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\", description: \"<\\(t.d)>\"}}\n")
	rev10("G31 map with a quoted hidden-looking key and a definition key", "_m: {\"_a\": \"active\", b: \"active\"}\ntools: {for k, v in _m {(k): {state: v}}}\n")
	rev10("G32 list element field with a quoted label", "_l: [{\"name\": \"a\", \"st\": \"active\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {\"state\": t.st}}\n")
	rev10("G33 top form yielding into a quoted section", "_l: [{name: \"a\"}]\nfor t in _l {\"tools\": \"x_\\(t.name)\": {state: \"active\"}}\n")
	rev10("G34 element used in two comprehensions", "_l: [{name: \"a\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\nfor t in _l {tools: \"y_\\(t.name)\": {state: \"active\"}}\n")
	rev10("G35 hidden list also read by len", "_l: [{name: \"a\"}, {name: \"b\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\nproviders: p: budget: {target: len(_l), max: 9}\n")
	rev10("G36 hidden list with a trailing ellipsis", "_l: [{name: \"a\"}, ...]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\n")
	rev10("G37 hidden list element closed by a definition in another file", "_l: [{name: \"a\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\n", "package toolpolicy\n_l: [#E]\n#E: {name: =~\"^z\"}\n")
	rev10("G38 body field default from a pattern in the section", "_m: {a: \"active\"}\ntools: {[string]: {niche: *\"dflt\" | string}, for k, v in _m {(k): {state: v}}}\n")
	rev10("G39 yielded name from a scalar value", "_m: {a: \"n1\", b: \"n2\"}\ntools: {for k, v in _m {(v): {state: \"active\", niche: k}}}\n")
	rev10("G39b yielded names collide with the key of another", "_m: {a: \"b\", b: \"c\"}\ntools: {for k, v in _m {(v): {state: \"active\"}, (k): {state: \"active\"}}}\n")
	// more: defaults combined, no-package files
	rev10("S22 function on a field whose pattern adds a second default", tl, "package toolpolicy\nimport \"strings\"\ntools: [string]: {source: *\"mcp\" | _}\naliases: {for n, t in tools if strings.HasPrefix(t.source, \"b\") {(n + \"_old\"): "+al("\"z\"")+"}}\n")
	rev10("S23 function on a field a pattern sets", tl, "package toolpolicy\nimport \"strings\"\ntools: [=~\"^x\"]: {source: \"mcp\"}\naliases: {for n, t in tools if strings.HasPrefix(t.source, \"m\") {(n + \"_old\"): "+al("\"z\"")+"}}\n")
	rev10("S24 import alias", tl, "package toolpolicy\nimport S \"strings\"\naliases: {for n, t in tools if S.HasPrefix(t.source, \"m\") {(n + \"_old\"): "+al("\"z\"")+"}}\n")
	rev10("S25 function result as a label and the default changes", tl, "package toolpolicy\nimport \"strings\"\ntools: x: source: \"mcp\"\naliases: {for n, t in tools {(n + \"_\" + strings.ToLower(t.source)): "+al("\"z\"")+"}}\n")
	rev10("B12d no-package file with a definition read elsewhere", "tools: a: #T\n", "#T: {state: \"active\"}\n")
	rev10("B12e no-package file reads a.cue's hidden field", "_n: \"x\"\ntools: a: state: \"active\"\n", "tools: b: {state: \"active\", niche: _n}\n")
	rev10("B12f no-package file and package file each declare the hidden field", "_n: \"x\"\ntools: a: {state: \"active\", niche: _n}\n", "_n: \"y\"\n")
	rev10("B12g hidden field in a no-package file, folded comprehension", "for t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\ntools: y: state: \"active\"\n", "_l: [{name: \"a\"}]\n")
	rev10("B12h no-package file embeds a hidden map into tools", "_gh: {gh_a: {state: \"active\"}}\ntools: y: state: \"active\"\n", "tools: {_gh}\n")
	rev10("B12i hidden field in an @if(!x) file without a package clause", "tools: a: {state: \"active\", niche: _n}\n", "@if(!x)\n_n: \"from b\"\n")
	// more let clauses
	rev10("L15 let shadows the for variable", sv+"for s, ts in _servers for t in ts let t = {n: \"q\"} {tools: \"\\(s)_\\(t.n)\": {state: \"active\"}}\n")
	rev10("L16 let holding a list comprehension", sv+"for s, ts in _servers for t in ts let N = [for x in ts {x.n}] {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: N[0]}}\n")
	rev10("L17 let reading a generated entry", sv+"for s, ts in _servers for t in ts let Z = tools.gh_a.state {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: Z}}\n")
	rev10("L18 let reading the source", sv+"for s, ts in _servers for t in ts let L = len(_servers[s]) {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: \"\\(L)\"}}\n")
	rev10("L19 two lets, second reads first", sv+"for s, ts in _servers for t in ts let A = _verb[t.v] let B = A + \"!\" {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: B}}\n")
	rev10("L20 let of a definition", sv+"#K: {state: \"active\"}\nfor s, ts in _servers for t in ts let D = #K {tools: \"\\(s)_\\(t.n)\": D}\n")
	rev10("L21 let of a definition, entry adds a field the definition closes", sv+"#K: {state: \"active\"}\nfor s, ts in _servers for t in ts let D = #K {tools: \"\\(s)_\\(t.n)\": D & {nope: 1}}\n")
	rev10("L22 let named like a hidden field another file constrains", sv+"for s, ts in _servers for t in ts let _verb = {r: \"X\", w: \"Y\"} {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: _verb[t.v]}}\n", "package toolpolicy\n_verb: [string]: =~\"^[RW]\"\n")
	rev10("L23 let in a section form reading the section's name", sv+"tools: {for s, ts in _servers for t in ts let V = \"\\(s)_\\(t.n)\" {(V): {state: \"active\", niche: V}}}\n")
	rev10("L24 let and if reading a let with a bottom", sv+"for s, ts in _servers for t in ts let V = _verb[t.q] if V != _|_ {tools: \"\\(s)_\\(t.n)\": {state: \"active\"}}\n")
	rev10("L25 let in aliases manifest comprehension over tools", "tools: {z: {state: \"active\"}, y: {state: \"deprecated\", niche: \"N\"}}\naliases: {for n, t in tools let R = \"z\" if t.state == \"deprecated\" {(n + \"_old\"): "+al("R")+"}}\n")
	rev10("L26 let reading the alias manifest", sv+"aliases: q: "+al("\"gh_a\"")+"\nfor s, ts in _servers for t in ts let A = len(aliases) {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: \"\\(A)\"}}\n")
	// order reads in files the parallel parse now takes
	rev10("O33 order read in a file without a package clause", emb+mf, ft+"[for n, _ in tools {n}]}\n")
	rev10("O33b order read in an @if(!x) file", emb+mf, "@if(!x)\npackage toolpolicy\n"+ft+"[for n, _ in tools {n}]}\n")
	rev10("O33c manifest in a no-package file, order read in an @if(!x) file", emb, mf, "@if(!x)\npackage toolpolicy\n"+ft+"[for n, _ in aliases {n}]}\n")
	rev10("O33d embedding in a no-package file", "_gh: {gh_b: {state: \"deprecated\"}}\ntools: {z: {state: \"active\"}, y: {state: \"deprecated\"}}\n"+mf+ft+"[for n, _ in tools {n}]}\n", "tools: {_gh}\n")
	rev10f("O33f read into a list in a _test.cue file", map[string]string{"a.cue": emb + mf, "a_test.cue": "package toolpolicy\n" + ft + "[for n, _ in tools {n}]}\n"})
	rev10f("O33g read into a list in an underscore-named file", map[string]string{"a.cue": emb + mf, "_b.cue": "package toolpolicy\n" + ft + "[for n, _ in tools {n}]}\n"})
	// reads by name of entries taken from embedded maps
	rev10("E20 embedded entry read by name", emb+mf+"providers: p: budget: {target: len(tools.gh_a.state), max: 99}\n")
	rev10("E20b embedded entry read by index", emb+mf+"aliases: q: "+al("tools[\"gh_b\"].state")+"\n")
	rev10("E20c embedded entry's defaulted field read by name", emb+mf+"gen: go_dir: tools.gh_a.source\n")
	rev10("E20d embedded entry read by a computed name", emb+mf+"gen: {for n in [\"gh_a\"] {go_dir: tools[n].state}}\n")
	rev10("E20e embedded entry's absent field read by name", emb+mf+"gen: go_dir: tools.gh_a.niche\n")
	rev10("E21 no-package file's staticGen over a package file's list", "_l: [{name: \"a\"}]\ntools: y: state: \"active\"\n", "for t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\n")
	rev10("E22 embedded map read whole elsewhere by name", emb+mf+"gen: go_dir: \"\\(len(tools.gh_a))\"\n")
	// embedded map entries also declared elsewhere, not as literals
	rev10("E23 embedded entry also declared by a computed entry", emb+mf+"providers: p: budget: {target: len(tools), max: 9}\n", "package toolpolicy\nimport \"strings\"\ntools: gh_a: niche: strings.ToUpper(\"q\")\n")
	rev10("E23b embedded entry also declared by a definition", emb+mf+"providers: p: budget: {target: len(tools), max: 9}\n#D: {source: \"mcp\"}\n", "package toolpolicy\ntools: gh_b: #D\n")
	rev10("E23c embedded entry also made by a comprehension", emb+mf+"providers: p: budget: {target: len(tools), max: 9}\n", "package toolpolicy\nfor n in [\"gh_a\", \"q\"] {tools: (n): {state: \"deprecated\"}}\n")
	rev10("E23d embedded entry also declared in a no-package file", emb+mf+"providers: p: budget: {target: len(tools), max: 9}\n", "tools: gh_a: niche: \"from b\"\n")
	rev10("E23e embedded entry conflicting with a computed entry", emb+mf, "package toolpolicy\nimport \"strings\"\ntools: gh_a: state: strings.ToLower(\"ACTIVE\")\n")
	rev10("E23f same map embedded in two read sections", "_gh: {gh_a: {}}\ntools: {z: {state: \"active\"}, gh_a: {state: \"deprecated\"}}\nretired: {_gh}\ngates: {for n, _ in retired {(n): {hidden_for: \"c\"}}}\n"+mf+"providers: p: budget: {target: len(gates), max: 9}\n")
	// order of folded and generated entries, read into a list
	lst := ft + "[for n, _ in tools {n}]}\n"
	rev10("F1 staticGen between declared entries, read into a list", "tools: z: state: \"active\"\n_l: [{name: \"b\"}, {name: \"a\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\ntools: y: state: \"active\"\n"+lst)
	rev10("F1b staticGen section form between declared entries", "_l: [{name: \"b\"}, {name: \"a\"}]\ntools: {z: {state: \"active\"}, for t in _l {\"x_\\(t.name)\": {state: \"active\"}}, y: {state: \"active\"}}\n"+lst)
	rev10("F1c staticGen names declared later too", "tools: z: state: \"active\"\n_l: [{name: \"b\"}, {name: \"a\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\ntools: x_a: niche: \"n\"\n"+lst)
	rev10("F1d staticGen names declared earlier in another file", "_l: [{name: \"b\"}, {name: \"a\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\n"+lst, "package toolpolicy\ntools: x_a: niche: \"n\"\ntools: q: state: \"active\"\n")
	rev10("F1e staticGen map form, keys in non-sorted order", "_m: {zz: \"active\", aa: \"active\", mm: \"deferred\"}\ntools: {for k, v in _m {(k): {state: v}}}\ntools: b: state: \"active\"\n"+lst)
	rev10("F1f two staticGens into one section", "_l: [{name: \"b\"}, {name: \"a\"}]\n_m: {c: \"active\"}\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\ntools: {for k, v in _m {(k): {state: v}}}\ntools: {for t in _l {\"y_\\(t.name)\": {state: \"active\"}}}\n"+lst)
	rev10("F1g staticGen top form yielding two sections, aliases read into a list", "_l: [{name: \"b\"}, {name: \"a\"}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"deprecated\"}, aliases: \"o_\\(t.name)\": "+al("\"z\"")+"}\ntools: z: state: \"active\"\naliases: a0: "+al("\"z\"")+"\nmcp: keep_loaded: [for n, _ in aliases {n}]\n")
	rev10("F2 let-clause fold between declared entries, read into a list", sv+"tools: z: state: \"active\"\nfor s, ts in _servers for t in ts let V = _verb[t.v] {tools: \"\\(s)_\\(t.n)\": {state: \"active\", niche: V}}\ntools: y: state: \"active\"\n"+lst)
	rev10("F2b let-clause fold with names declared before", sv+"tools: jr_c: niche: \"x\"\nfor s, ts in _servers for t in ts let V = _verb[t.v] {tools: \"\\(s)_\\(t.n)\": {state: \"active\"}}\ntools: y: state: \"active\"\n"+lst)
	// functions over list fields and nested fields
	tg := "tools: {z: {state: \"active\"}, y: {state: \"deprecated\", groups: [\"a\", \"b\"]}, x: {state: \"deprecated\", groups: []}}\n"
	rev10("S26 element of a list field passed to a function", tg, rd("strings", "len(t.groups) > 0 && strings.Contains(t.groups[0], \"a\")"))
	rev10("S27 list.Contains over a list field", tg, rd("list", "list.Contains(t.groups, \"a\")"))
	rev10("S28 list.MinItems over a list field", tg, rd("list", "(t.groups & list.MinItems(1)) != _|_"))
	rev10("S29 list.MinItems called on a list field", tg, rd("list", "list.MinItems(t.groups, 1)"))
	rev10("S30 strings.Contains over a nested field", "tools: {z: {state: \"active\"}, y: {state: \"deprecated\", card_list: {header: \"H\"}}}\n", rd("strings", "t.card_list != _|_ && strings.Contains(t.card_list.header, \"H\")"))
	rev10("S31 function on a field, the entry's state from a pattern default", "tools: [string]: {state: *\"deprecated\" | _}\ntools: {z: {state: \"active\"}, y: {niche: \"q\"}}\n", rd("strings", "strings.HasPrefix(t.state, \"dep\")"))
	rev10("S32 function result compared to another entry's field", tl, rd("strings", "strings.ToUpper(t.source) == strings.ToUpper(tools.z.source) && t.state == \"deprecated\""))
	rev10("S33 list.Contains with the field as the list argument", tl, rd("list", "list.Contains(t.state, \"d\")"))
	rev10("S34 function on a field that a schema regex constrains", "tools: {z: {state: \"active\"}, y: {state: \"deprecated\", group: \"g1\"}, x: {state: \"deprecated\", group: \"g2\"}}\n", rd("strings", "strings.HasSuffix(t.group, \"1\")"))
	// anonymous package clause, byte order marks, CRLF
	rev10("B21 package _ file", ta, "package _\n"+tb)
	rev10("B21b package _ file declaring a hidden field read elsewhere", "tools: a: {state: \"active\", niche: _n}\n", "package _\n_n: \"from b\"\n")
	rev10("B21c @if(!x) package _ file", ta, "@if(!x)\npackage _\n"+tb)
	rev10("B22 byte order mark in a no-package file (positions)", ta, "\ufefftools: b: state: \"active\"\n")
	rev10("B22b CRLF in an @if file", ta, "@if(!x)\r\npackage toolpolicy\r\ntools: b: state: \"active\"\r\n")
	rev10("B23 @if(x) file that would have been a parse error", ta, "@if(x)\npackage toolpolicy\ntools: b: {\n")
	rev10("B23b no-package file with a parse error", ta, "tools: b: {\n")
	rev10("B24 @if(!x) file with another package and a parse error", ta, "@if(!x)\npackage other\ntools: b: {\n")
	// identifiers the fold's unit files declare
	rev10("N1 reference to the fold's own field name", "_l: [{name: \"a\", n: 1}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\nfor t in _l {tools: \"y_\\(t.name)\": {state: \"active\", niche: toolpolicyFold1.tools.x_a.state}}\n")
	rev10("N1b reference to the fold's field name, section form", "_l: [{name: \"a\", n: 1}]\ntools: {for t in _l {\"x_\\(t.name)\": {state: \"active\"}}}\ntools: {for t in _l {\"y_\\(t.name)\": {state: \"active\", niche: \"\\(len(toolpolicyFold1))\"}}}\n")
	rev10("N1c reference to the fold's field name in an entry", "_l: [{name: \"a\", n: 1}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\"}}\ntools: q: {state: \"active\", niche: toolpolicyFold1.tools.x_a.state}\n")
	rev10("N2 reference to a selection's name", "_h: [string]: {card?: =~\"^C\"}\n_h: a: {n: \"s\"}\ntools: x: {state: \"active\", niche: _h.a.n}\ntools: y: {state: \"active\", niche: toolpolicySel0}\n")
	rev10("N3 let named like the fold's field", "let toolpolicyFold1 = \"L\"\n_l: [{name: \"a\", n: 1}]\nfor t in _l {tools: \"x_\\(t.name)\": {state: \"active\", niche: toolpolicyFold1}}\n")
	rev10("N3b comprehension let named like the fold's field", "_l: [{name: \"a\", n: 1}]\nfor t in _l let toolpolicyFold1 = \"L\" {tools: \"x_\\(t.name)\": {state: \"active\", niche: toolpolicyFold1}}\n")
	// order shown by a whole use, with no for clause over the section
	rev10("O34 counted and marshalled whole", emb+"providers: p: budget: {target: len(tools), max: 9}\n", "package toolpolicy\nimport \"encoding/json\"\ngen: go_dir: json.Marshal(tools)\n")
	rev10("O34b counted and copied into a hidden field read into a list", emb+"providers: p: budget: {target: len(tools), max: 9}\n_c: tools\nmcp: keep_loaded: [for n, _ in _c {n}]\n")
	rev10("O34c read by name and copied through a let", emb+"gen: go_dir: tools.gh_a.state\nlet C = tools\nmcp: keep_loaded: [for n, _ in C {n}]\n")
	rev10("O34d counted, then embedded in a list", emb+"providers: p: budget: {target: len(tools), max: 9}\nmcp: keep_loaded: [for n, _ in {tools} {n}]\n")
	rev10("O34e field alias, counted", "X=tools: {z: {state: \"active\"}, _gh, y: {state: \"deprecated\"}}\n_gh: {gh_b: {state: \"deprecated\"}, gh_a: {state: \"deprecated\"}}\nproviders: p: budget: {target: len(tools), max: 9}\nmcp: keep_loaded: [for n, _ in X {n}]\n")
	rev10("O34f gates from tools, marshalled", emb+"gates: {for n, t in tools if t.state == \"deprecated\" {(n): {hidden_for: \"c\"}}}\n", "package toolpolicy\nimport \"encoding/json\"\ngen: go_dir: json.Marshal(gates)\n")
	rev10("O34g retired from tools, interpolated list of retired", emb+"retired: {for n, t in tools if t.state == \"deprecated\" {(n): {}}}\ngen: go_dir: \"\\([for n, _ in retired {n}])\"\n")
}

func TestReview10(t *testing.T) { runReview(t, rev10Cases) }
