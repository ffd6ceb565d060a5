package compiler

// review32 (helper-h70): adversarial cases for c4b54e6 (field aliases read
// within an entry substituted, the alias dropped), 073ebbf (regexp.Match of
// a pattern's label decided in Go) and d822885 (_|_ formatted, not sliced,
// in the fold; each entry of a failed batch validated alone), checked
// against the cue command by runWithCue (the fast path forced with
// withMinEntries(0), and a load as it has it; review15Dir also requires
// the forced fast path to report exactly the problems plain evaluation
// reports). Most cases come small and big: e30 adds 250 plain entries in
// z.cue, many30 makes the tools struct 260 entries of the shape.
//
// What is covered: field aliases (N=niche: "lit") in tools entries read by
// interpolation, whole, from nested structs, lists, lists of structs,
// card_list, conditions, lets (entry and nested), patterns, dynamic labels,
// for sources and bodies, if guards only, embedded structs and
// comprehension bodies; aliases on quoted, optional, required, hidden,
// defaulted, attributed, dynamic, interpolated, definition and pattern
// labels; declared twice (in the struct, across conjuncts, in other files,
// conflicting or not), chains (either order, read before declared),
// shadowing (top-level hidden, file let, definition, nested alias, nested
// field, for variable, entry let), the alias named like its own label or
// another field, redeclared, unreferenced (alone, beside read ones, 2 of
// 260), values that are not literals; literals of every kind (ints in
// hex, octal, binary, with _ and multipliers, floats in exponent forms,
// bools, null, bytes, raw strings and raw interpolation, escapes, unicode,
// multi-line, empty); entries under #OD (defaults, conflicting, template
// reading the field), (*#A | #B), close(), #Tool & close(), hidden helpers,
// embedded hiddens, parens, value aliases, comprehension-made entries;
// reads from outside the entry (invalid), by other files, head_add and
// aliases by comprehension, json.Marshal of entries for field order;
// hidden conflicts and int/float conflicts from other files and patterns;
// the aliases, retired and gates sections (1 and 260 entries); postfix
// aliases (niche~X, niche~(K,V)) with and without @experiment(aliasv2).
// regexp.Match guards: plain, negated, import R, with && || ! and
// strings/len, flags, anchors, unicode classes, escapes (valid and
// invalid), raw and multi-line patterns, empty, invalid and non-RE2
// patterns, swapped, interpolated and hidden patterns, FindString, Valid,
// ReplaceAll, wrong arity, missing import (also the import in another file
// only), imports renamed across regexp/strings, a let or field called
// regexp, the label shadowed by a let or field alias, #Name and regex
// pattern labels, conflicts for some names only, error(), nested guards,
// two clauses, for/if mixes, two guarded patterns, quoted names, guards
// in aliases, retired and gates. _|_ in hidden fields, lets, defaults,
// disjunction branches, lists, structs, definitions, entries, gates, in
// ten expression shapes (interpolated, conjoined, default, parenthesized,
// indexed, selected, commented, len), read by interpolations,
// comprehensions and guards. Failed batches: 260-300
// entries each failing its own way (tools, aliases, retired), every
// third, only the first or last, the same error, under #OD, field
// aliases, regexp guards, _|_, hidden errors, closed entries,
// cross-entry references, matchN and required fields.
//
// Result (helper-h70): TestReview32 1108 cases, 17 failed, one bug. The
// field-alias substitution, the regexp.Match guards and the _|_ fold
// agreed with cue everywhere (verdict, data, field order, positions).
// Under -race (breadth: every 12th case, 93 cases) 2 failed, both bug 1;
// no data race.
//
//  1. A failed batch validated entry by entry (d822885) reports problems
//     cue vet -c and plain evaluation do not: an entry whose only problem
//     is incomplete (a required field absent, state with no value, a
//     matchN such as #Variant's or #Gate's not decided) is reported when
//     another entry has a real error. CUE drops incomplete errors when
//     there are others; validated alone, such an entry has only its own.
//     The verdict is right (invalid), the problem list is not; review15Dir
//     (strict: forced fast path == plain evaluation) fails, and a default
//     load of 200+ entries prints the extra problems too. Minimal:
//
//	tools: {a: {state: "bogus"}, b: {niche: "n"}}
//
//     cue vet -c: only tools.a.state: 5 errors in empty disjunction ...;
//     plain evaluation: a.cue:5:20: tools.a.state: "bogus" is not
//     allowed; fast path: that and a.cue:5:30: tools.b.state: incomplete
//     value "active" | "deferred" | ... The same for gates: {x: {}, y:
//     {hidden_for: "bad name"}} (fast adds gates.x: set exactly one of
//     visible_for or hidden_for), aliases lacking replay_supported (adds
//     incomplete value bool; 300 aliases: cue 200 problems, toolpolicy
//     300), card_list without header and dynamic without id (adds field is
//     required but not present), variants: [{description: "d"}] (adds a
//     variant names a model_class, a when condition, or both), and 260
//     entries each failing its own way (cue and plain 234/235, fast 260).
//     Before d822885 only the last of these failed (16 of the 17 pass at
//     d822885^): there the whole batch was validated, so an entry of
//     incomplete problems only was reported only when no entry of its
//     batch had a real error (variants n=260: e_128 on reported).
//     A fix: keep an entry's lone problems only if they are not all
//     incomplete (cue's errors.IsIncomplete / the vet -c rule) while any
//     other problem is reported, or drop incomplete problems from the
//     whole result when a non-incomplete one exists, as CUE does.
//
// Fixed: an entry of a failed batch whose problems are all incomplete (it
// validates when concrete values are not asked for) is reported only when
// no entry has another problem (fast.go onlyIncomplete). The runWithCue
// check added beside it (a case must parse) caught two cases of this file
// that did not ([N==~"..."], and a line comment ending an entry's line);
// both now parse. All 1108 cases pass.

import (
	"fmt"
	"strings"
	"testing"
)

// ent32 is a tools struct of 260 entries made by f (for the fast path's
// 200-entry thresholds), small: 3 entries.
func ent32(name, pre, post string, f func(i int) string) []reviewCase {
	return many30(name, pre, post, f)
}

const json32 = "import \"encoding/json\"\n"

func cases32() []reviewCase {
	var cs []reviewCase
	add := func(c ...reviewCase) { cs = append(cs, c...) }
	t := func(name, src string) { add(e30(name, "a.cue", src)...) }
	// m: an entry body given its index, 3 and 260 of them.
	m := func(name, pre, post string, f func(i int) string) { add(ent32(name, pre, post, f)...) }
	// fa: a field-alias entry body, as x alone (small and padded) and as
	// 260 entries e_i (its %d replaced by i).
	fa := func(name, pre, body string) {
		t(name, pre+"tools: x: "+strings.ReplaceAll(body, "%d", "0")+"\n")
		m(name+" (many)", pre, "", func(i int) string {
			return fmt.Sprintf("e_%d: ", i) + strings.ReplaceAll(body, "%d", fmt.Sprint(i))
		})
	}

	// ---- 1. field aliases in tools entries ----
	fa("alias: interpolated card", "", `{N=niche: "Sync %d.", state: "active", card: "\(N) on demand"}`)
	fa("alias: card N", "", `{N=niche: "Sync %d.", state: "active", card: N}`)
	fa("alias: nested parameters", "", `{N=niche: "n%d", state: "active", parameters: {type: "object", description: N}}`)
	fa("alias: nested deeper", "", `{N=niche: "n%d", state: "active", parameters: {type: "object", properties: {a: {description: N, title: "\(N)!"}}}}`)
	fa("alias: quoted label", "", `{S="state": "active", niche: "\(S) %d", card: S}`)
	fa("alias: quoted niche label", "", `{N="niche": "n%d", state: "active", card: N}`)
	fa("alias: optional field", "", `{N=niche?: "n%d", state: "active", card: N}`)
	fa("alias: optional field, interpolated", "", `{N=niche?: "n%d", state: "active", card: "\(N)"}`)
	fa("alias: required field", "", `{N=niche!: "n%d", state: "active", card: N}`)
	fa("alias: default", "", `{N=state: *"deferred" | #State, card: N}`)
	fa("alias: default, interpolated", "", `{N=state: *"deferred" | #State, card: "\(N) %d"}`)
	fa("alias: hidden", "", `{H=_h: "x%d", state: "active", niche: H}`)
	fa("alias: hidden also by name", "", `{H=_h: "x%d", state: "active", niche: H, card: _h}`)
	fa("alias: hidden interpolated twice", "", `{H=_h: "x%d", state: "active", niche: "\(H)\(H)", card: "\(_h)"}`)
	fa("alias: declared twice in struct", "", `{N=niche: "n%d", niche: "n%d", state: "active", card: N}`)
	fa("alias: declared twice, conflicting", "", `{N=niche: "n%d", niche: "m", state: "active", card: N}`)
	fa("alias: twice across conjuncts", "", `{N=niche: "n%d", state: "active", card: N} & {niche: "n%d"}`)
	fa("alias: twice across conjuncts, conflicting", "", `{N=niche: "n%d", state: "active", card: N} & {niche: "other"}`)
	fa("alias: value interpolating another alias", "", `{A=_a: "x%d", B=niche: "\(A)y", state: "active", card: B}`)
	fa("alias: chain", "", `{A=niche: "x%d", B=card: "\(A) c", description: B, state: "active"}`)
	fa("alias: chain of references", "", `{A=niche: "x%d", B=card: A, description: B, state: "active"}`)
	fa("alias: chain reversed order", "", `{description: B, B=card: "\(A) c", A=niche: "x%d", state: "active"}`)
	fa("alias: read before declared", "", `{card: N, state: "active", N=niche: "x%d"}`)
	fa("alias: shadows top-level hidden", "_N: \"top\"\n", `{_N=niche: "x%d", state: "active", card: _N}`)
	fa("alias: shadows a file let", "let N = \"let\"\n", `{N=niche: "x%d", state: "active", card: N}`)
	fa("alias: shadows a top-level field read", "_t: \"top\"\n", `{N=niche: "x%d", state: "active", card: N, description: _t}`)
	fa("alias: named like a definition", "#N: \"def\"\n", `{N=niche: "x%d", state: "active", card: N, description: #N}`)
	fa("alias: list element", "", `{N=group: "g%d", state: "active", groups: [N, "h"]}`)
	fa("alias: list of structs", "", `{N=niche: "n%d", state: "active", variants: [{model_class: "c", description: N}]}`)
	fa("alias: only read in if guard", "", `{N=niche: "n%d", state: "active", if N == "n0" {card: "zero"}}`)
	fa("alias: read in if guard and a field", "", `{N=niche: "n%d", state: "active", card: N, if N == "n1" {description: "one"}}`)
	fa("alias: read in for comprehension source", "", `{N=niche: "n%d", state: "active", annotations: {for k, v in {a: N} {(k): v}}}`)
	fa("alias: read in for body", "", `{N=niche: "n%d", state: "active", annotations: {for k in ["a", "b"] {(k): N}}}`)
	fa("alias: read in dynamic label", "", `{N=group: "g%d", state: "active", annotations: {(N): true}}`)
	fa("alias: read in a let in the entry", "", `{N=niche: "n%d", state: "active", let L = N, card: L}`)
	fa("alias: read in a nested let", "", `{N=niche: "n%d", state: "active", parameters: {let L = N, description: L}}`)
	fa("alias: read in a pattern", "", `{N=niche: "n%d", state: "active", parameters: {[=~"^p"]: N, p1: _}}`)
	fa("alias: shadowed in nested struct", "", `{N=niche: "n%d", state: "active", card: N, parameters: {N=description: "inner", title: N}}`)
	fa("alias: nested field named like alias", "", `{N=niche: "n%d", state: "active", parameters: {N: "inner", description: N}}`)
	fa("alias: shadowed by for variable", "", `{N=niche: "n%d", state: "active", card: N, annotations: {for N in ["a"] {(N): true}}}`)
	fa("alias: unreferenced", "", `{N=niche: "n%d", state: "active"}`)
	fa("alias: unreferenced beside read one", "", `{N=niche: "n%d", C=card: "c", state: "active", description: N}`)
	fa("alias: also read by plain name", "", `{N=niche: "n%d", state: "active", card: niche, description: N}`)
	fa("alias: only read by plain name", "", `{N=niche: "n%d", state: "active", card: niche}`)
	fa("alias: number", "", `{N=_n: %d, state: "active", card: "\(N)"}`)
	fa("alias: float", "", `{N=_n: 2.50, state: "active", card: "\(N) %d"}`)
	fa("alias: bool", "", `{B=_t: true, state: "active", annotations: {ro: B}}`)
	fa("alias: null", "", `{B=_t: null, state: "active", annotations: {ro: B}}`)
	fa("alias: bytes", "", `{B=_t: 'x%d', state: "active", card: "\(B)"}`)
	fa("alias: raw string", "", `{N=card: #"a\b %d"#, state: "active", description: N}`)
	fa("alias: raw string interpolated", "", `{N=card: #"a\b %d"#, state: "active", description: "<\(N)>"}`)
	fa("alias: escapes", "", `{N=card: "a\u00e9\\n\"q\" %d", state: "active", description: N}`)
	fa("alias: multi-line string", "", "{N=card: \"\"\"\n\t\tline %d\n\t\tmore\n\t\t\"\"\", state: \"active\", description: N}")
	fa("alias: multi-line interpolated", "", "{N=niche: \"n%d\", state: \"active\", card: \"\"\"\n\t\t\\(N)\n\t\tmore\n\t\t\"\"\"}")
	fa("alias: attribute on field", "", `{N=niche: "n%d" @x(y), state: "active", card: N}`)
	fa("alias: value alias on entry too", "", `X={N=niche: "n%d", state: "active", card: X.niche, description: N}`)
	fa("alias: label alias and field alias", "", `{N=niche: "n%d", state: "active", card: N, description: "\(N)-\(state)"}`)
	fa("alias: interpolated state", "", `{S=state: "active", niche: "s %d", card: "\(S)"}`)
	fa("alias: alias named like a field", "", `{card=niche: "n%d", state: "active", description: card}`)
	fa("alias: two aliases same name", "", `{N=niche: "n%d", N=card: "c", state: "active", description: N}`)
	fa("alias: dynamic label", "", `{N=("niche"): "n%d", state: "active", card: N}`)
	fa("alias: interpolated label", "_k: \"niche\"\n", `{N="\(_k)": "n%d", state: "active", card: N}`)
	fa("alias: on a definition", "", `{D=#d: "n%d", state: "active", card: D}`)
	fa("alias: on a pattern", "", `{N=[string]: _, state: "active", card: "c%d"}`)
	fa("alias: selector on alias", "", `{N=parameters: {type: "object", description: "d%d"}, state: "active", card: N.description}`)
	fa("alias: niche not literal", "", `{N=niche: "a" | "b", state: "active", card: N}`)
	fa("alias: niche a reference to hidden", "", `{_h: "h%d", N=niche: _h, state: "active", card: N}`)
	fa("alias: niche conjunction", "", `{N=niche: string & "n%d", state: "active", card: N}`)
	fa("alias: read from a definition in entry", "", `{N=niche: "n%d", state: "active", #L: N, card: #L}`)
	fa("alias: read from a hidden in entry", "", `{N=niche: "n%d", state: "active", _c: N, card: _c}`)
	fa("alias: json of the entry", json32, `{N=niche: "n%d", state: "active", card: N, description: "\(N)"}`)
	fa("alias: wrong type read", "", `{N=_n: 5, state: "active", card: N}`)
	fa("alias: read where a struct is needed", "", `{N=niche: "n%d", state: "active", parameters: N}`)
	fa("alias: group not a name", "", `{N=niche: "bad name %d", state: "active", group: N}`)
	fa("alias: niche with control char via alias", "", `{N=card: "a\tb%d", state: "active", niche: N}`)

	// entries under templates and wrappers
	od := "#OD: #Tool & {state: *\"deferred\" | #State}\n"
	fa("alias: under #OD", od, `#OD & {N=niche: "n%d", card: "\(N) On demand."}`)
	fa("alias: under #OD, state", od, `#OD & {S=state: "active", card: S}`)
	fa("alias: under #OD, niche conflicting", "#OD: #Tool & {state: \"deferred\", niche: \"other\"}\n", `#OD & {N=niche: "n%d", card: N}`)
	fa("alias: under #OD, niche with template default", "#OD: #Tool & {state: \"deferred\", niche: *\"dflt\" | string}\n", `#OD & {N=niche: "n%d", card: N}`)
	fa("alias: under #OD, template reads niche", "#OD: #Tool & {state: \"deferred\", niche: string, card: niche}\n", `#OD & {N=niche: "n%d", description: N}`)
	ab := "#A: #Tool & {source: \"mcp\"}\n#B: #Tool & {source: \"builtin\"}\n"
	fa("alias: under (*#A | #B)", ab, `(*#A | #B) & {N=niche: "n%d", state: "active", card: N}`)
	fa("alias: under (#A | #B)", ab, `(#A | #B) & {N=niche: "n%d", state: "active", card: N}`)
	fa("alias: close()", "", `close({N=niche: "n%d", state: "active", card: N})`)
	fa("alias: close() and #Tool", "", `#Tool & close({N=niche: "n%d", state: "active", source: "mcp", card: N})`)
	fa("alias: close() extra field", "", `close({N=niche: "n%d", state: "active", source: "mcp", zz: N})`)
	fa("alias: hidden helper", "_h: {state: \"active\"}\n", `_h & {N=niche: "n%d", card: N}`)
	fa("alias: hidden helper sets niche", "_h: {state: \"active\", niche: \"fixed\"}\n", `_h & {N=niche: "n%d", card: N}`)
	fa("alias: two structs, read across (invalid)", "", `{N=niche: "n%d", state: "active"} & {card: N}`)
	fa("alias: embedded hidden", "_h: {state: \"active\"}\n", `{_h, N=niche: "n%d", card: N}`)
	fa("alias: paren", "", `({N=niche: "n%d", state: "active", card: N})`)

	// read from outside the entry (invalid) and entries read elsewhere
	t("alias: read from sibling entry (invalid)", "tools: {x: {N=niche: \"n\", state: \"active\"}, y: {state: \"active\", card: N}}\n")
	t("alias: read from top level (invalid)", "tools: x: {N=niche: \"n\", state: \"active\", card: N}\nretired: r: reason: N\n")
	t("alias: entry label alias read by sibling", "tools: {X=x: {state: \"active\", niche: \"n\"}, y: {state: \"active\", card: X.niche}}\n")
	t("alias: read by comprehension over tools", "tools: x: {N=niche: \"n\", state: \"active\", card: \"\\(N)!\"}\nmodes: agent: head_add: [for n, t in tools if t.card == \"n!\" {n}]\n")
	t("alias: json order of the entry", json32+"tools: x: {card: \"\\(N)!\", N=niche: \"n\", state: \"active\", description: N}\nretired: r: reason: json.Marshal(tools.x)\n")
	t("alias: json order, hidden alias", json32+"tools: x: {H=_h: \"h\", state: \"active\", niche: H, card: \"\\(H)\"}\nretired: r: reason: json.Marshal(tools.x)\n")
	t("alias: json order, under #OD", json32+od+"tools: x: #OD & {N=niche: \"n\", card: N}\nretired: r: reason: json.Marshal(tools.x)\n")
	t("alias: entry declared twice, same alias", "tools: x: {N=niche: \"n\", card: N}\ntools: x: {N=niche: \"n\", state: \"active\", description: N}\n")
	t("alias: entry declared twice, other niche", "tools: x: {N=niche: \"n\", state: \"active\", card: N}\ntools: x: niche: \"m\"\n")
	t("alias: entry declared twice, other file", "tools: x: {N=niche: \"n\", state: \"active\", card: N}\n")
	add(e30("alias: entry in two files, conflicting", "a.cue", "tools: x: {N=niche: \"n\", state: \"active\", card: N}\n", "b.cue", "tools: x: niche: \"m\"\n")...)
	add(e30("alias: entry in two files, agreeing", "a.cue", "tools: x: {N=niche: \"n\", state: \"active\", card: N}\n", "b.cue", "tools: x: {niche: \"n\", card: \"n\"}\n")...)
	add(e30("alias: pattern sets niche", "a.cue", "tools: x: {N=niche: \"n\", state: \"active\", card: N}\n", "b.cue", "tools: [string]: niche: *\"p\" | string\n")...)
	add(e30("alias: pattern forbids niche value", "a.cue", "tools: x: {N=niche: \"n\", state: \"active\", card: N}\n", "b.cue", "tools: [string]: niche: =~\"^Z\"\n")...)
	t("alias: comprehension makes entries", "for n in [\"a\", \"b\"] {tools: (n): {N=niche: n, state: \"active\", card: N}}\n")
	t("alias: comprehension makes entries, literal", "for n in [\"a\", \"b\"] {tools: (n): {N=niche: \"lit\", state: \"active\", card: N}}\n")
	t("alias: if at top", "_on: true\nif _on {tools: x: {N=niche: \"n\", state: \"active\", card: N}}\n")
	t("alias: postfix alias syntax", "tools: x: {niche~N: \"n\", state: \"active\", card: N}\n")
	m("alias: same name in many entries, mixed", "", "", func(i int) string {
		switch i % 4 {
		case 0:
			return fmt.Sprintf("e_%d: {N=niche: \"n%d\", state: \"active\", card: N}", i, i)
		case 1:
			return fmt.Sprintf("e_%d: {N=niche: \"n%d\", state: \"active\"}", i, i) // unreferenced
		case 2:
			return fmt.Sprintf("e_%d: {N=niche: \"n%d\", state: \"active\", card: niche, description: N}", i, i)
		}
		return fmt.Sprintf("e_%d: {state: \"active\"}", i)
	})
	m("alias: same name, one unreferenced at the end", "", "", func(i int) string {
		if i == 2 || i == 259 {
			return fmt.Sprintf("e_%d: {N=niche: \"n%d\", state: \"active\"}", i, i)
		}
		return fmt.Sprintf("e_%d: {N=niche: \"n%d\", state: \"active\", card: N}", i, i)
	})
	m("alias: one conflict among many", "", "tools: e_1: niche: \"zz\"\n", func(i int) string {
		return fmt.Sprintf("e_%d: {N=niche: \"n%d\", state: \"active\", card: N}", i, i)
	})
	m("alias: json order of many", json32, "retired: r: reason: json.Marshal(tools.e_1)\n", func(i int) string {
		return fmt.Sprintf("e_%d: {card: N, N=niche: \"n%d\", state: \"active\", description: \"\\(N)\"}", i, i)
	})
	m("alias: head_add over many", "", "modes: agent: head_add: [for n, t in tools if t.card == \"n1\" {n}]\n", func(i int) string {
		return fmt.Sprintf("e_%d: {N=niche: \"n%d\", state: \"active\", card: N}", i, i)
	})

	// aliases, retired, gates
	tx := "tools: x: {state: \"active\"}\n"
	fa2 := func(name, pre, sect, body string) {
		t(name, tx+pre+sect+": o: "+strings.ReplaceAll(body, "%d", "0")+"\n")
		m(name+" (many)", tx+pre, "", func(i int) string {
			return fmt.Sprintf("e_%d: {state: \"active\"}", i)
		})
		// the section itself with 260 entries
		var b strings.Builder
		b.WriteString(tx + pre + sect + ": {\n")
		for i := 0; i < 260; i++ {
			fmt.Fprintf(&b, "\to_%d: %s\n", i, strings.ReplaceAll(body, "%d", fmt.Sprint(i)))
		}
		b.WriteString("}\n")
		add(c21(name+" (260 in section)", "a.cue", b.String()))
	}
	fa2("aliases: alias read by note", "", "aliases", `{R=replacement: "x", first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: true, note: "use \(R) %d"}`)
	fa2("aliases: version alias", "", "aliases", `{V=first_deprecated: "0.1.%d", replacement: "x", planned_removal: V, replay_supported: true}`)
	fa2("aliases: alias unreferenced", "", "aliases", `{R=replacement: "x", first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: true}`)
	fa2("aliases: bool alias", "", "aliases", `{B=replay_supported: true, replacement: "x", first_deprecated: "0.1.0", planned_removal: "TBD", _b: B}`)
	fa2("aliases: replacement missing tool", "", "aliases", `{R=replacement: "nope", first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: true, note: R}`)
	fa2("retired: reason from since", "", "retired", `{S=since: "1.2.%d", reason: "since \(S)"}`)
	fa2("retired: hidden alias", "", "retired", `{H=_h: "r%d", reason: H}`)
	fa2("retired: bad version via alias", "", "retired", `{R=reason: "r%d", since: R}`)
	fa2("gates: hidden_for alias", mc21, "gates", `{H=_h: "c", hidden_for: H}`)
	fa2("gates: visible_for alias", mc21, "gates", `{V=visible_for: "c", _x: V}`)
	fa2("gates: both via alias (invalid)", mc21, "gates", `{V=visible_for: "c", hidden_for: V}`)

	// ---- 2. regexp.Match guards ----
	names := func(i int) string {
		switch i % 5 {
		case 0:
			return fmt.Sprintf("mcp_%d", i)
		case 1:
			return fmt.Sprintf("Read_%d", i)
		case 2:
			return fmt.Sprintf("abc_%d", i)
		case 3:
			return fmt.Sprintf("x%d", i)
		}
		return fmt.Sprintf("MCP_z%d", i)
	}
	rg := func(name, pre, body string) {
		m(name, pre, "", func(i int) string {
			return names(i) + ": {state: \"active\"" + body + "}"
		})
	}
	ri := "import \"regexp\"\n"
	guard := func(name, imp, cond, then string) {
		rg("regexp: "+name, imp+"tools: [N=string]: {if "+cond+" {"+then+"}}\n", "")
	}
	guard("basic", ri, `regexp.Match("^mcp_", N)`, `source: "mcp"`)
	guard("negated", ri, `!regexp.Match("^mcp_", N)`, `niche?: =~"^[A-Z]"`)
	guard("import R", "import R \"regexp\"\n", `R.Match("^mcp_", N)`, `source: "mcp"`)
	guard("and HasPrefix", ri+"import \"strings\"\n", `regexp.Match("_[0-9]+$", N) && strings.HasPrefix(N, "abc")`, `group: "g"`)
	guard("or len", ri, `regexp.Match("^x", N) || len(N) > 6`, `group: "g"`)
	guard("paren negated or", ri, `!(regexp.Match("^x", N) || regexp.Match("^abc", N))`, `group: "g"`)
	guard("flag (?i)", ri, `regexp.Match("(?i)^mcp_", N)`, `source: "mcp"`)
	guard("flag (?i) conflicting", ri, `regexp.Match("(?i)^mcp_", N)`, `state: "deferred"`)
	guard("conflict for some names", ri, `regexp.Match("^abc", N)`, `state: "removed"`)
	guard("conflict for no names", ri, `regexp.Match("^zzz", N)`, `state: "removed"`)
	guard("error() for some names", ri, `regexp.Match("^Read", N)`, `error("no Read tools")`)
	guard("anchored whole", ri, `regexp.Match("^[a-z]+_[0-9]+$", N)`, `group: "lower"`)
	guard("unanchored", ri, `regexp.Match("_1", N)`, `group: "one"`)
	guard("unicode class", ri, `regexp.Match("^\\p{Lu}", N)`, `group: "upper"`)
	guard("\\d escape", ri, `regexp.Match("\\d$", N)`, `group: "digit"`)
	guard("invalid CUE escape \\d", ri, `regexp.Match("\d$", N)`, `group: "digit"`)
	guard("raw string", ri, `regexp.Match(#"^x\d+$"#, N)`, `group: "raw"`)
	guard("raw string with interpolation-like text", ri, `regexp.Match(#"^x\(1)"#, N)`, `group: "raw"`)
	guard("multi-line string", ri, "regexp.Match(\"\"\"\n\t^x\\d\n\t\"\"\", N)", `group: "ml"`)
	guard("multi-line with newline", ri, "regexp.Match(\"\"\"\n\t(?m)^x\n\t$\n\t\"\"\", N)", `group: "ml"`)
	guard("empty pattern", ri, `regexp.Match("", N)`, `group: "all"`)
	guard("bad pattern", ri, `regexp.Match("^(mcp", N)`, `source: "mcp"`)
	guard("bad pattern class", ri, `regexp.Match("[a-", N)`, `source: "mcp"`)
	guard("bad repeat count", ri, `regexp.Match("a{1001}", N)`, `source: "mcp"`)
	guard("backreference (not RE2)", ri, `regexp.Match("(a)\\1", N)`, `source: "mcp"`)
	guard("lookahead (not RE2)", ri, `regexp.Match("^(?=m)", N)`, `source: "mcp"`)
	guard("swapped arguments", ri, `regexp.Match(N, "mcp_1")`, `group: "sw"`)
	guard("interpolated pattern", ri+"_p: \"mcp\"\n", `regexp.Match("^\(_p)_", N)`, `source: "mcp"`)
	guard("pattern from hidden", ri+"_p: \"^mcp_\"\n", `regexp.Match(_p, N)`, `source: "mcp"`)
	guard("FindString", ri, `regexp.FindString("^mcp", N) == "mcp"`, `source: "mcp"`)
	guard("Valid", ri, `regexp.Valid(N)`, `group: "v"`)
	guard("ReplaceAll", ri, `regexp.ReplaceAllLiteralString("_", N, "") == N`, `group: "v"`)
	guard("three args", ri, `regexp.Match("^m", N, 1)`, `group: "v"`)
	guard("one arg", ri, `regexp.Match("^m")`, `group: "v"`)
	guard("no import", "", `regexp.Match("^mcp_", N)`, `source: "mcp"`)
	guard("import regexp as strings", "import strings \"regexp\"\n", `strings.Match("^mcp_", N)`, `source: "mcp"`)
	guard("import strings as regexp", "import regexp \"strings\"\n", `regexp.HasPrefix(N, "mcp_")`, `source: "mcp"`)
	guard("import strings as regexp, Match", "import regexp \"strings\"\n", `regexp.Match("^mcp_", N)`, `source: "mcp"`)
	guard("let shadows label", ri, `regexp.Match("^a", N)`, `let N = "zz", group: N`)
	guard("nested guards", ri, `regexp.Match("^[a-z]", N)`, `if regexp.Match("_1", N) {group: "n1"}`)
	guard("two clauses", ri, `regexp.Match("^[a-z]", N) if regexp.Match("0$", N)`, `group: "z"`)
	guard("compared to true", ri, `regexp.Match("^mcp", N) == true`, `source: "mcp"`)
	guard("bytes pattern", ri, `regexp.Match('^mcp', N)`, `source: "mcp"`)
	guard("label in interpolation", ri, `regexp.Match("^mcp", "\(N)")`, `source: "mcp"`)
	guard("dot matches", ri, `regexp.Match("^.{5}$", N)`, `group: "five"`)
	guard("unicode literal", ri, `regexp.Match("é|^x", N)`, `group: "u"`)
	guard("adds alias-read field", ri, `regexp.Match("^x", N)`, `M=niche: "m", card: M`)
	guard("then references label", ri, `regexp.Match("^x", N)`, `card: N`)
	rg("regexp: let shadows import", ri+"let regexp = {Match: true}\ntools: [N=string]: {if regexp.Match(\"^m\", N) {group: \"g\"}}\n", "")
	rg("regexp: field named regexp", "regexp: 1\ntools: [N=string]: {if regexp.Match(\"^m\", N) {group: \"g\"}}\n", "")
	rg("regexp: field alias shadows label", ri+"tools: [N=string]: {N=niche: _, if regexp.Match(\"^m\", N) {group: \"g\"}}\n", "")
	rg("regexp: let shadows label in pattern", ri+"tools: [N=string]: {let N = \"mx\", if regexp.Match(\"^m\", N) {group: \"g\"}}\n", "")
	rg("regexp: pattern alias on #Name", ri+"tools: [N=#Name]: {if regexp.Match(\"^m\", N) {group: \"g\"}}\n", "")
	rg("regexp: pattern alias on regex", ri+"tools: [N=!~\"^z\"]: {if regexp.Match(\"^m\", N) {group: \"g\"}}\n", "")
	rg("regexp: pattern alias on regex, conflicting", ri+"tools: [N=(=~\"^[a-z]\")]: {if regexp.Match(\"_1\", N) {state: \"removed\"}}\n", "")
	add(c21("regexp: import in other file only", "a.cue", "tools: [N=string]: {if regexp.Match(\"^m\", N) {group: \"g\"}}\ntools: {mcp_1: {state: \"active\"}}\n", "b.cue", "import \"regexp\"\n_x: regexp.Match(\"a\", \"a\")\n"))
	add(c21("regexp: import in other file only, big", "a.cue", "tools: [N=string]: {if regexp.Match(\"^m\", N) {group: \"g\"}}\n"+pad29(250), "b.cue", "import \"regexp\"\n_x: regexp.Match(\"a\", \"a\")\n"))
	add(c21("regexp: guard in b.cue with import", "a.cue", pad29(250), "b.cue", "import \"regexp\"\ntools: [N=string]: {if regexp.Match(\"^pad_1\", N) {state: \"deferred\"}}\n"))
	add(c21("regexp: guard in b.cue, source mcp for pad_1x", "a.cue", pad29(250), "b.cue", "import \"regexp\"\ntools: [N=string]: {if regexp.Match(\"^pad_1[0-9]$\", N) {source: \"mcp\", niche: \"n\"}}\n"))
	rg("regexp: guard and head_add reading it", ri+"tools: [N=string]: {if regexp.Match(\"^mcp\", N) {source: \"mcp\"}}\nmodes: agent: head_add: [for n, t in tools if t.source == \"mcp\" {n}]\n", "")
	rg("regexp: guard via =~ and Match both", ri+"tools: [N=string]: {if regexp.Match(\"^mcp\", N) {source: \"mcp\"}, if N =~ \"^Read\" {group: \"r\"}}\n", "")

	// ---- 3. _|_ read by folded constructs ----
	t("bottom: hidden unread", "_h: _|_\ntools: x: {state: \"active\"}\n")
	t("bottom: hidden read", "_h: _|_\ntools: x: {state: \"active\", niche: _h}\n")
	t("bottom: default", "_h: *\"x\" | _|_\ntools: x: {state: \"active\", niche: _h}\n")
	t("bottom: default interpolated", "_h: *\"x\" | _|_\ntools: x: {state: \"active\", niche: \"\\(_h)y\"}\n")
	t("bottom: disjunction branch", "_h: \"x\" | _|_\ntools: x: {state: \"active\", niche: _h}\n")
	t("bottom: disjunction first", "_h: _|_ | \"x\"\ntools: x: {state: \"active\", niche: _h}\n")
	t("bottom: in let", "let B = _|_\n_h: *\"x\" | B\ntools: x: {state: \"active\", niche: _h}\n")
	t("bottom: let read", "let B = _|_\ntools: x: {state: \"active\", niche: B}\n")
	t("bottom: list element unread", "_l: [\"a\", _|_]\ntools: x: {state: \"active\"}\n")
	t("bottom: list element read by index", "_l: [\"a\", _|_]\ntools: x: {state: \"active\", niche: _l[0]}\n")
	t("bottom: list element read by len", "_l: [\"a\", _|_]\ntools: x: {state: \"active\", niche: \"\\(len(_l))\"}\n")
	t("bottom: list comprehension", "_l: [\"a\", _|_]\ntools: {for n in _l {(n): {state: \"active\"}}}\n")
	t("bottom: list comprehension guarded", "_l: [\"a\", \"b\"]\n_m: {a: true, b: _|_}\ntools: {for n in _l if _m[n] != _|_ {(n): {state: \"active\"}}}\n")
	t("bottom: struct comprehension", "_s: {a: \"x\", b: _|_}\ntools: {for k, v in _s {(k): {state: \"active\", niche: v}}}\n")
	t("bottom: hidden in entry", "tools: x: {state: \"active\", _h: _|_}\n")
	t("bottom: hidden in entry, read", "tools: x: {state: \"active\", _h: _|_, niche: _h}\n")
	t("bottom: hidden default in entry", "tools: x: {state: \"active\", _h: *\"x\" | _|_, niche: _h}\n")
	t("bottom: comment after", "_h: _|_ // gone\ntools: x: {state: \"active\", niche: *_h | \"z\"}\n")
	t("bottom: in definition unused", "#D: {a: _|_}\ntools: x: {state: \"active\"}\n")
	t("bottom: in definition used", "#D: #Tool & {state: \"active\", _b: _|_}\ntools: x: #D\n")
	t("bottom: optional field", "tools: x: {state: \"active\", niche?: _|_}\n")
	t("bottom: guard compare", "_h: _|_\ntools: x: {state: \"active\", if _h == _|_ {niche: \"none\"}}\n")
	t("bottom: folded interpolation with two", "_a: \"a\"\n_b: *_a | _|_\ntools: x: {state: \"active\", niche: \"\\(_a)\\(_b)\"}\n")
	t("bottom: parenthesized", "_h: *\"x\" | (_|_)\ntools: x: {state: \"active\", niche: _h}\n")
	t("bottom: no space", "_h:_|_\ntools: x: {state: \"active\"}\n")
	t("bottom: in a list folded", "_l: [for x in [\"a\", \"b\"] {x}] + [_|_]\ntools: x: {state: \"active\", niche: _l[0]}\n")
	t("bottom: in struct hidden", "_h: {a: \"x\", b: _|_}\ntools: x: {state: \"active\", niche: _h.a}\n")
	t("bottom: in struct hidden, read b", "_h: {a: \"x\", b: _|_}\ntools: x: {state: \"active\", niche: _h.b}\n")
	t("bottom: entry value", "tools: x: _|_\n")
	t("bottom: gate", mc21+"tools: x: {state: \"active\"}\ngates: x: {hidden_for: \"c\", _b: _|_}\n")
	m("bottom: many entries read default", "_h: *\"x\" | _|_\n", "", func(i int) string {
		return fmt.Sprintf("e_%d: {state: \"active\", niche: \"\\(_h)%d\"}", i, i)
	})
	m("bottom: many entries, hidden bottom in each", "", "", func(i int) string {
		return fmt.Sprintf("e_%d: {state: \"active\", _b: *\"k\" | _|_, card: _b}", i)
	})
	m("bottom: many entries, one bottom", "", "", func(i int) string {
		if i == 1 {
			return fmt.Sprintf("e_%d: {state: \"active\", niche: _|_}", i)
		}
		return fmt.Sprintf("e_%d: {state: \"active\"}", i)
	})

	// ---- 5. more: numbers and strings a substitution renders ----
	for _, n := range []string{"0x10", "1_000", "1Ki", "1e3", "1.0e+2", ".5", "0b101", "0o17", "1.50", "-3", "2.0e-3", "1M"} {
		fa("alias: number "+n, "", `{N=_n: `+n+`, state: "active", card: "\(N) %d"}`)
		fa("hidden: number "+n, "", `{_n: `+n+`, state: "active", card: "\(_n) %d"}`)
		fa("alias: number read whole "+n, "", `{N=_n: `+n+`, state: "active", annotations: {k: N}}`)
	}
	fa("alias: raw interpolation", "", `{N=niche: "n%d", state: "active", card: #"<\#(N)> \(x)"#}`)
	fa("alias: raw value, raw interpolation", "", `{N=niche: #"a"b%d"#, state: "active", card: #"<\#(N)>"#}`)
	fa("alias: quote in value interpolated", "", `{N=card: "say \"hi\" %d", state: "active", description: "<\(N)>"}`)
	fa("alias: backslash in value interpolated", "", `{N=card: "a\\b %d", state: "active", description: "<\(N)>"}`)
	fa("alias: unicode escape interpolated", "", `{N=card: "\U0001F600 %d", state: "active", description: "<\(N)>"}`)
	fa("alias: card_list header", "", `{N=niche: "n%d", state: "active", card_list: {header: N, line: "\(N) -"}}`)
	fa("alias: into a condition", "", `{G=group: "g%d", state: "active", visible_when: {group: G}}`)
	fa("alias: into a condition, hidden", "", `{H=_g: "g%d", state: "active", group: H, visible_when: {not: {group: H}}}`)
	fa("alias: state read by if in comprehension", "", `{S=state: "deferred", if S == "deferred" {source: "mcp"}, card: S}`)
	fa("alias: empty string", "", `{N=card: "", state: "active", description: N}`)
	fa("alias: implementation empty via alias", "", `{N=card: "", state: "active", implementation: N}`)
	add(e30("alias: hidden conflicting in other file", "a.cue", "tools: x: {H=_h: \"x\", state: \"active\", niche: H}\n", "b.cue", "tools: x: _h: \"y\"\n")...)
	add(e30("alias: int hidden, float elsewhere", "a.cue", "tools: x: {N=_n: 1, state: \"active\", card: \"\\(N)\"}\n", "b.cue", "tools: x: _n: 1.0\n")...)
	add(e30("alias: int hidden, float pattern", "a.cue", "tools: x: {N=_n: 1, state: \"active\", card: \"\\(N)\"}\n", "b.cue", "tools: [string]: _n: float\n")...)
	add(e30("alias: int hidden, number pattern", "a.cue", "tools: x: {N=_n: 1, state: \"active\", card: \"\\(N)\"}\n", "b.cue", "tools: [string]: _n: number\n")...)
	add(e30("alias: pattern reads aliased field", "a.cue", "tools: x: {N=niche: \"n\", state: \"active\", description: N}\n", "b.cue", "tools: [string]: X={card: *X.niche | string}\n")...)
	add(e30("alias: pattern adds hidden read by alias user", "a.cue", "tools: x: {N=niche: \"n\", state: \"active\", card: \"\\(N)\\(_p)\"}\n", "b.cue", "tools: [string]: _p: \"!\"\n")...)
	add(e30("alias: other file reads the card", "a.cue", "tools: x: {N=niche: \"n\", state: \"active\", card: \"\\(N)!\"}\n", "b.cue", "retired: r: reason: tools.x.card\n")...)
	add(e30("alias: other file reads the hidden", "a.cue", "tools: x: {H=_h: \"h\", state: \"active\", niche: H}\n", "b.cue", "retired: r: reason: tools.x._h\n")...)
	t("alias: hidden read from the top", "tools: x: {H=_h: \"h\", state: \"active\", niche: H}\nretired: r: reason: tools.x._h\n")
	t("alias: hidden read by comprehension", "tools: x: {H=_h: \"h\", state: \"active\", niche: H}\nretired: {for n, t in tools if t._h != _|_ {(n + \"_r\"): reason: t._h}}\n")
	t("alias: named hidden shared", "tools: x: {H=_h: \"h\", state: \"active\", niche: H}\ntools: y: {_h: \"k\", state: \"active\", niche: _h}\n")
	t("alias: json of entry with alias only unreferenced", json32+"tools: x: {N=niche: \"n\", state: \"active\"}\nretired: r: reason: json.Marshal(tools.x)\n")
	t("alias: json with nested alias", json32+"tools: x: {N=niche: \"n\", state: \"active\", parameters: {type: \"object\", description: N, a: N}}\nretired: r: reason: json.Marshal(tools.x)\n")
	t("alias: json reordering via second declaration", json32+"tools: x: {card: N, N=niche: \"n\", state: \"active\"}\ntools: x: {description: \"d\", card: \"n\"}\nretired: r: reason: json.Marshal(tools.x)\n")
	t("alias: value alias and field alias same name", "tools: x: N={N=niche: \"n\", state: \"active\", card: N}\n")
	t("alias: entry value alias read by field alias", "tools: x: X={N=niche: X.state, state: \"active\", card: N}\n")
	t("alias: let and alias same name", "tools: x: {let N = \"l\", N=niche: \"n\", state: \"active\", card: N}\n")
	t("alias: alias on section field", "tools: T={x: {N=niche: \"n\", state: \"active\", card: N}}\n")

	// ---- 7. aliases the resolver rejects ----
	fa("alias: named like its own label", "", `{niche=niche: "n%d", state: "active", card: niche}`)
	fa("alias: hidden named like its own label", "", `{_h=_h: "n%d", state: "active", card: _h}`)
	fa("alias: named like its own label, interpolated", "", `{niche=niche: "n%d", state: "active", card: "\(niche)!"}`)
	fa("alias: named like another field, read", "", `{card=niche: "n%d", state: "active", description: card, card: "c"}`)
	fa("alias: and postfix alias", "", `{N=niche~X: "n%d", state: "active", card: N}`)
	fa("alias: postfix alias only", "", `{niche~X: "n%d", state: "active", card: X}`)
	fa("alias: postfix pair", "", `{niche~(K,V): "n%d", state: "active", card: V}`)
	fa("alias: redeclared", "", `{N=niche: "n%d", N=card: "c", state: "active", description: N}`)
	fa("alias: same as a let", "", `{let N = "l", N=niche: "n%d", state: "active", card: N}`)
	fa("alias: same as a nested-scope let", "", `{N=niche: "n%d", state: "active", parameters: {let N = "l", description: N}, card: N}`)
	fa("alias: embedded struct reads it", "", `{N=niche: "n%d", state: "active", {card: N}}`)
	fa("alias: comprehension body reads it", "", `{N=niche: "n%d", state: "active", if true {card: N}}`)
	fa("alias: declared in comprehension", "", `{state: "active", if true {N=niche: "n%d", card: N}}`)
	fa("alias: declared in embedded struct", "", `{state: "active", {N=niche: "n%d", card: N}}`)

	// ---- 8. postfix aliases under @experiment(aliasv2), in b.cue ----
	exp := "@experiment(aliasv2)\n\npackage toolpolicy\n\n"
	xa := func(name, pre, body string) {
		add(c21(name+" n=1", "a.cue", "", "b.cue", exp+pre+"tools: x: "+strings.ReplaceAll(body, "%d", "0")+"\n"))
		var b strings.Builder
		b.WriteString(exp + pre + "tools: {\n")
		for i := 0; i < 260; i++ {
			fmt.Fprintf(&b, "\te_%d: %s\n", i, strings.ReplaceAll(body, "%d", fmt.Sprint(i)))
		}
		b.WriteString("}\n")
		add(c21(name+" n=260", "a.cue", "", "b.cue", b.String()))
	}
	xa("aliasv2: postfix alias", "", `{niche~X: "n%d", state: "active", card: X}`)
	xa("aliasv2: postfix alias interpolated", "", `{niche~X: "n%d", state: "active", card: "\(X)!"}`)
	xa("aliasv2: postfix pair", "", `{niche~(K,V): "n%d", state: "active", card: V, description: K}`)
	xa("aliasv2: postfix unreferenced", "", `{niche~X: "n%d", state: "active"}`)
	xa("aliasv2: old field alias", "", `{N=niche: "n%d", state: "active", card: N}`)
	xa("aliasv2: both aliases", "", `{N=niche~X: "n%d", state: "active", card: N, description: X}`)
	xa("aliasv2: postfix on hidden", "", `{_h~H: "n%d", state: "active", card: H}`)
	xa("aliasv2: postfix, nested read", "", `{niche~X: "n%d", state: "active", parameters: {type: "object", description: X}}`)
	xa("aliasv2: postfix on entry", "", `{state: "active"}`)
	add(c21("aliasv2: postfix on entry label", "a.cue", "", "b.cue", exp+"tools: {x~X: {state: \"active\", niche: \"n\"}, y: {state: \"active\", card: X.niche}}\n"))
	xa("aliasv2: postfix pair on entry-level field, K read", "", `{state~(K,V): "active", card: K}`)

	// ---- 9. more guards and batches ----
	rg("regexp: value alias on pattern value", ri+"tools: [N=string]: X={if regexp.Match(\"^mcp\", N) {source: \"mcp\", card: X.state}}\n", "")
	rg("regexp: two patterns guarded", ri+"tools: [N=string]: {if regexp.Match(\"^mcp\", N) {source: \"mcp\"}}\ntools: [N=string]: {if !regexp.Match(\"^mcp\", N) {source: \"builtin\"}}\n", "")
	rg("regexp: guard and conflicting regex pattern", ri+"tools: [N=string]: {if regexp.Match(\"^mcp\", N) {source: \"mcp\"}}\ntools: [=~\"_1\"]: {source: \"builtin\"}\n", "")
	rg("regexp: for clause then if", ri+"tools: [N=string]: {for x in [1] if regexp.Match(\"^mcp\", N) {source: \"mcp\"}}\n", "")
	rg("regexp: if then for", ri+"tools: [N=string]: {if regexp.Match(\"^mcp\", N) for x in [\"a\"] {annotations: (x): true}}\n", "")
	rg("regexp: guard sets a field read by head_add", ri+"tools: [N=string]: {if regexp.Match(\"^x\", N) {group: \"xs\"}}\nmodes: agent: head_add: [for n, t in tools if t.group != _|_ {n}]\n", "")
	rg("regexp: guard on quoted names", ri+"tools: [N=string]: {if regexp.Match(\"\\\\.\", N) {group: \"dot\"}}\ntools: {\"a.b\": {state: \"active\"}, \"c-d\": {state: \"active\"}}\n", "")
	t("regexp: aliases pattern guarded", ri+"tools: x: {state: \"active\"}\naliases: [N=string]: {if regexp.Match(\"^old\", N) {replay_supported: true}}\naliases: old_x: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\"}\naliases: new_x: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\n")
	t("regexp: retired pattern guarded", ri+"tools: x: {state: \"active\"}\nretired: [N=string]: {if regexp.Match(\"^r\", N) {reason: \"gone \\(N)\"}}\nretired: {r1: {}, s1: {}}\n")
	t("regexp: gates pattern guarded", ri+mc21+"tools: {x: {state: \"active\"}, y: {state: \"active\"}}\ngates: [N=string]: {if regexp.Match(\"^x\", N) {hidden_for: \"c\"}}\ngates: {x: {}, y: {visible_for: \"c\"}}\n")
	t("alias: aliases built from alias-read cards", "tools: {x: {state: \"active\"}, old: {N=card: \"x\", state: \"deprecated\", description: N}}\naliases: {for n, t in tools if t.state == \"deprecated\" {(n): {replacement: t.card, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\n")
	m("batch: cross-entry reference to a failing entry", "", "", func(i int) string {
		if i == 0 {
			return "e_0: {state: \"bogus\"}"
		}
		return fmt.Sprintf("e_%d: {state: tools.e_0.state, niche: \"n%d\"}", i, i)
	})
	m("batch: cross-entry reference, failing reader", "", "", func(i int) string {
		if i == 0 {
			return "e_0: {state: \"active\", niche: \"n\"}"
		}
		return fmt.Sprintf("e_%d: {state: \"active\", niche: tools.e_0.niche, card: %d}", i, i)
	})
	m("batch: variants missing matchN arms, one bad state", "", "", func(i int) string {
		if i == 1 {
			return "e_1: {state: \"bogus\"}"
		}
		return fmt.Sprintf("e_%d: {state: \"active\", variants: [{description: \"d%d\"}]}", i, i)
	})
	m("batch: empty disjunction and bad state", "", "", func(i int) string {
		if i%2 == 0 {
			return fmt.Sprintf("e_%d: {state: \"active\" | \"deferred\"}", i)
		}
		return fmt.Sprintf("e_%d: {state: \"bogus%d\"}", i, i)
	})
	m("batch: incomplete card and bad group", "", "", func(i int) string {
		if i%2 == 0 {
			return fmt.Sprintf("e_%d: {state: \"active\", card: string}", i)
		}
		return fmt.Sprintf("e_%d: {state: \"active\", group: \"b %d\"}", i, i)
	})
	m("batch: required missing and bad group", "", "", func(i int) string {
		if i%2 == 0 {
			return fmt.Sprintf("e_%d: {state: \"active\", dynamic: [{acknowledged: \"a\"}]}", i)
		}
		return fmt.Sprintf("e_%d: {state: \"active\", group: \"b %d\"}", i, i)
	})

	// ---- 10. more _|_ shapes the fold may copy ----
	for i, h := range []string{`*"a" | "\(_|_)"`, `*"a" | _|_ & "x"`, `*_|_ | "y"`, `*"a" | ( _|_ )`, `*"a" | [_|_][0]`, `*"a" | {x: _|_}.x`, `*"a" | _|_ // c`, `*"a" | _|_
`, `"a" | _|_ | "b"`, `*"a" | len(_|_)`} {
		hs := strings.TrimRight(h, "\n")
		t(fmt.Sprintf("bottom shape %d: hidden read", i), "_h: "+hs+"\ntools: x: {state: \"active\", niche: _h}\n")
		t(fmt.Sprintf("bottom shape %d: hidden interpolated", i), "_h: "+hs+"\ntools: x: {state: \"active\", niche: \"<\\(_h)>\"}\n")
		t(fmt.Sprintf("bottom shape %d: in entry", i), "tools: x: {state: \"active\", _h: "+hs+"\nniche: _h}\n")
		m(fmt.Sprintf("bottom shape %d: in many entries", i), "_h: "+hs+"\n", "", func(j int) string {
			return fmt.Sprintf("e_%d: {state: \"active\", niche: \"\\(_h)%d\"}", j, j)
		})
	}
	t("bottom: comprehension over hidden list with bottom default", "_l: [\"a\", *\"b\" | _|_]\ntools: {for n in _l {(n): {state: \"active\"}}}\n")
	t("bottom: comprehension over hidden struct with bottom default", "_s: {a: *\"x\" | _|_, b: \"y\"}\ntools: {for k, v in _s {(k): {state: \"active\", niche: v}}}\n")
	t("bottom: let in entry", "tools: x: {let B = *\"x\" | _|_, state: \"active\", niche: B}\n")
	t("bottom: alias to bottom default", "tools: x: {N=_h: *\"x\" | _|_, state: \"active\", niche: N}\n")

	// ---- 6. minimal reproductions of the failed-batch class ----
	t("batch: bad state and missing state", "tools: {a: {state: \"bogus\"}, b: {niche: \"n\"}}\n")
	t("batch: missing state alone", "tools: {a: {state: \"active\"}, b: {niche: \"n\"}}\n")
	t("batch: missing state first", "tools: {b: {niche: \"n\"}, a: {state: \"bogus\"}}\n")
	t("batch: missing required in aliases", "tools: x: {state: \"active\"}\naliases: {o: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\"}, p: {replacement: \"x\", first_deprecated: \"bad\", planned_removal: \"TBD\", replay_supported: true}}\n")
	t("batch: missing required in gates", mc21+"tools: x: {state: \"active\"}\ngates: {x: {}, y: {hidden_for: \"bad name\"}}\n")
	t("batch: card_list without header", "tools: {a: {state: \"active\", card_list: {line: \"l\"}}, b: {state: \"bogus\"}}\n")
	t("batch: incomplete with default", "tools: {a: {state: \"active\", card: string}, b: {state: \"bogus\"}}\n")

	// ---- 4. failed batches: many entries failing, each its own way ----
	fail := func(i int) string {
		switch i % 10 {
		case 0:
			return fmt.Sprintf("e_%d: {state: \"bogus%d\"}", i, i)
		case 1:
			return fmt.Sprintf("e_%d: {state: \"active\", niche: %d}", i, i)
		case 2:
			return fmt.Sprintf("e_%d: {state: \"active\", group: \"bad name %d\"}", i, i)
		case 3:
			return fmt.Sprintf("e_%d: {state: \"active\", source: \"src%d\"}", i, i)
		case 4:
			return fmt.Sprintf("e_%d: {state: \"active\", card: %d}", i, i)
		case 5:
			return fmt.Sprintf("e_%d: {state: \"active\", parameters: {type: \"array%d\"}}", i, i)
		case 6:
			return fmt.Sprintf("e_%d: {state: \"active\", zz%d: 1}", i, i)
		case 7:
			return fmt.Sprintf("e_%d: {state: \"active\", niche: \"a\\tb%d\"}", i, i)
		case 8:
			return fmt.Sprintf("e_%d: {state: \"active\", implementation: \"\"}", i)
		}
		return fmt.Sprintf("e_%d: {niche: \"n%d\"}", i, i) // no state: incomplete
	}
	m("fail: each entry its own error", "", "", fail)
	m("fail: every third entry", "", "", func(i int) string {
		if i%3 == 0 {
			return fail(i / 3)
		}
		return fmt.Sprintf("e_%d: {state: \"active\"}", i)
	})
	m("fail: only last", "", "", func(i int) string {
		if i == 2 || i == 259 {
			return fmt.Sprintf("e_%d: {state: \"nope\"}", i)
		}
		return fmt.Sprintf("e_%d: {state: \"active\"}", i)
	})
	m("fail: only first", "", "", func(i int) string {
		if i == 0 {
			return fmt.Sprintf("e_%d: {state: \"nope\"}", i)
		}
		return fmt.Sprintf("e_%d: {state: \"active\"}", i)
	})
	m("fail: all the same error", "", "", func(i int) string {
		return fmt.Sprintf("e_%d: {state: \"active\", group: \"a b\"}", i)
	})
	m("fail: under #OD each its own", od, "", func(i int) string {
		return "e_" + strings.TrimPrefix(fail(i), "e_")[:strings.Index(strings.TrimPrefix(fail(i), "e_"), ":")] + ": #OD & " + fail(i)[strings.Index(fail(i), "{"):]
	})
	m("fail: field aliases failing", "", "", func(i int) string {
		return fmt.Sprintf("e_%d: {N=niche: \"n%d\", state: \"active\", group: \"\\(N) x\"}", i, i)
	})
	m("fail: field aliases, every other failing", "", "", func(i int) string {
		if i%2 == 0 {
			return fmt.Sprintf("e_%d: {N=niche: \"n%d\", state: \"active\", group: \"\\(N) x\"}", i, i)
		}
		return fmt.Sprintf("e_%d: {N=niche: \"n%d\", state: \"active\", group: N}", i, i)
	})
	m("fail: regexp guard failing some", ri+"tools: [N=string]: {if regexp.Match(\"[05]$\", N) {state: \"removed\"}}\n", "", func(i int) string {
		return fmt.Sprintf("e_%d: {state: \"active\"}", i)
	})
	m("fail: bottom in each", "", "", func(i int) string {
		return fmt.Sprintf("e_%d: {state: \"active\", card: _|_}", i)
	})
	m("fail: errors in hidden fields", "", "", func(i int) string {
		return fmt.Sprintf("e_%d: {state: \"active\", _h: 1 & %d}", i, i)
	})
	m("fail: closed entries with extras", "", "", func(i int) string {
		return fmt.Sprintf("e_%d: close({state: \"active\", source: \"builtin\", zz: %d})", i, i)
	})
	{
		var b strings.Builder
		b.WriteString(tx + "aliases: {\n")
		for i := 0; i < 300; i++ {
			switch i % 3 {
			case 0:
				fmt.Fprintf(&b, "\to_%d: {replacement: \"x\", first_deprecated: \"bad%d\", planned_removal: \"TBD\", replay_supported: true}\n", i, i)
			case 1:
				fmt.Fprintf(&b, "\to_%d: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\"}\n", i)
			default:
				fmt.Fprintf(&b, "\to_%d: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: %d}\n", i, i)
			}
		}
		b.WriteString("}\n")
		add(c21("fail: 300 aliases each failing", "a.cue", b.String()))
		var r strings.Builder
		r.WriteString(tx + "retired: {\n")
		for i := 0; i < 300; i++ {
			fmt.Fprintf(&r, "\to_%d: {since: \"v%d\"}\n", i, i)
		}
		r.WriteString("}\n")
		add(c21("fail: 300 retired each failing", "a.cue", r.String()))
	}
	return cs
}

var review32Cases = cases32()

func TestReview32(t *testing.T) { runWithCue(t, sparseUnderRace(review32Cases, 4)) }
