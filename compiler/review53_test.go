package compiler

// review53 (helper-99): a differential table against the cue command for
// eac92b8 (embeddef.go: a name embedded at the top of a file may give
// REGULAR entries in a section orderSeen says nothing iterates or uses as
// a value). Each case small and big (250 more entries in z.cue).
//
// Result (helper-99, detached at eac92b8, TOOLPOLICY_TABLES=all,
// GOMAXPROCS=1): 266 subtests (133 cases, small and big), 28 failed, all
// one bug. At eac92b8^ (the same file copied into `git archive eac92b8^`)
// every one of the 266 passes: a regression of this change.
//
// Bug: orderSeen's sections are fastSections (tools, aliases, retired,
// gates) and the top-level labels of the files as they stand BEFORE the
// rewrite (fileLabels). A section that no file declares at its top level
// under its plain name (groups, model_classes, annotations, models,
// settings, ... given only in embedded bodies, in an embedded struct
// literal, in a non-copyable embedded name, or under a label alias
// G=groups) is not among them, so a for clause over it, or a whole entry
// of it passed to json.Marshal, is not seen; inPlace says yes and its
// regular entries are copied in place, while CUE reads an embedded
// reference's fields after the directly declared (or other embedded)
// ones. Minimal reproduction (a.cue; the forced fast path, and the
// default load with 250 padding tools in z.cue, both fail):
//
//	package toolpolicy
//	release: version: "1.0.0"
//	providers: default: {default: true, budget: {target: 5, max: 9}}
//	modes: agent: {}
//	tools: x: {state: "active"}
//	_q
//	_p
//	_q: groups: {a: {card: "A"}}
//	_p: groups: {b: {card: "B"}}
//	providers: p: {budget: {target: 1, max: 9}, models: [for n, _ in groups {n}]}
//
// cue export (schema.cue a.cue) -e providers.p.models: ["b", "a"] (cue vet
// -c accepts); toolpolicy: ["a", "b"] (and compareBoth: "fast path model
// differs from plain evaluation"; plain evaluation agrees with cue).
// The failing cases (each small and n=250):
//   - order: section only in bodies, two names (_q/_p model_classes): cue
//     [b a], toolpolicy [a b]; the same with #Q/#P;
//   - order: section only in a body and an embedded literal (_p first,
//     then {model_classes: a: ...}): cue [a b], toolpolicy [b a]; the
//     same for groups;
//   - order: model_classes, body then a non-copyable name (_r with a
//     hidden field): cue [a b], toolpolicy [b a];
//   - order: groups only in bodies, two names; for in another file; the
//     two names in two files; head_add of tools named as the groups
//     (modes.agent.head_add); annotations decls, two names; models
//     records, two names, head_add: cue [b a], toolpolicy [a b];
//   - order: model_classes, one body, an entry's field order via json
//     ({model_classes: a: {example}} and _p: model_classes: a: {match},
//     json.Marshal(model_classes.a)): cue
//     {"match":["a*"],"example":"ab"}, toolpolicy
//     {"example":"ab","match":["a*"]} (entryOrder missed alike);
//   - alias: G=groups label / M=model_classes label, for over the alias
//     (the section declared nowhere else plainly): cue [a b], toolpolicy
//     [b a]. With the section also declared plainly (groups: c: ...) the
//     alias cases pass, as do T=tools, A=aliases, G=gates (fastSections).
// A fix: count as sections the labels the bodies give (the sections of
// every body copied) and the labels under a label alias, or refuse
// regular entries of a section outside fastSections and fileLabels.
//
// Fixed (s24, orderFree in embeddef.go): the sections the bodies and the
// top-level embedded literals give are looked for too, and a section
// declared under an alias is never written in place; all 266 pass.
//
// Everything else agreed with cue: for clauses over tools, aliases, gates,
// providers and modes in the same or another file, in a pattern's
// default, nested, under a let, a hidden copy, tools & {}, {tools},
// json.Marshal of an entry or of its parameters, strings.Join, an entry's
// fields iterated by tools.a or tools["a"]; the same entry given by the
// embedding and directly (merges, conflicts and their positions,
// defaults, two names, twice in a file or in two files, hidden and
// definition names); #P's regular entries stay open (extra entries,
// fields, parameters, properties); schema errors in the body (state,
// unknown field, bad names, missing state, aliases, gates, retired,
// providers, modes, release); optional and required entries and fields;
// scalar and struct definitions, references to siblings, to the section,
// to hidden fields and lets; comments, attributes, ellipses, empty
// sections, quoted, dynamic and interpolated labels, @if files and files
// of another package.

import (
	"testing"
)

// e53 is a case of files (as c21), small and big.
func e53(name string, kv ...string) []reviewCase {
	small := c21(name+" n=small", kv...)
	big := c21(name+" n=250", kv...)
	big.files["z.cue"] = p21 + pad29(250)
	return []reviewCase{small, big}
}

// models53 lists the names of section x (pad_ entries left out) in a
// provider's models, where the order shows in the data.
func models53(x string) string {
	return "providers: p: {budget: {target: 1, max: 9}, models: [for n, _ in " + x + " if n !~ \"^pad_\" {n}]}\n"
}

// mc53 is two model classes a and b.
const mc53 = "model_classes: c: {match: [\"x*\"], example: \"xy\"}\n"

func cases53() []reviewCase {
	var cs []reviewCase
	add := func(c ...reviewCase) { cs = append(cs, c...) }

	// ---- order observed through names orderSeen does not know ----
	add(e53("order: label alias T=tools, for over T", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\nT=tools: {a: {state: \"active\"}}\n"+models53("T"))...)
	add(e53("order: label alias T=tools, for over T in list of lists", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\nT=tools: {a: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for x in [[for n, _ in T if n !~ \"^pad_\" {n}]] for y in x {y}]}\n")...)
	add(e53("order: value alias tools: T={...}, for over T", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: T={a: {state: \"active\"}}\n"+models53("T"))...)
	add(e53("order: label alias, embedding in b", "a.cue", "T=tools: {a: {state: \"active\"}}\n"+models53("T"), "b.cue", "_p: tools: {b: {state: \"active\"}}\n_p\n")...)
	add(e53("order: label alias, #P", "a.cue", "#P: tools: {b: {state: \"active\"}, c: {state: \"active\"}}\n#P\nT=tools: {a: {state: \"active\"}}\n"+models53("T"))...)
	add(e53("order: alias of an entry, T=tools field read whole", "a.cue", "_p: tools: {a: {state: \"active\", niche: \"n\"}}\n_p\nT=tools: {a: {card: \"c\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in T.a {k}]}\n")...)
	add(e53("order: section only in bodies, two names", "a.cue", "tools: x: {state: \"active\"}\n_q\n_p\n_q: model_classes: {a: {match: [\"a*\"], example: \"ab\"}}\n_p: model_classes: {b: {match: [\"b*\"], example: \"bb\"}}\n"+models53("model_classes"))...)
	add(e53("order: section only in bodies, two names, #", "a.cue", "tools: x: {state: \"active\"}\n#Q\n#P\n#Q: model_classes: {a: {match: [\"a*\"], example: \"ab\"}}\n#P: model_classes: {b: {match: [\"b*\"], example: \"bb\"}}\n"+models53("model_classes"))...)
	add(e53("order: section only in a body and an embedded literal", "a.cue", "tools: x: {state: \"active\"}\n_p\n{model_classes: a: {match: [\"a*\"], example: \"ab\"}}\n_p: model_classes: {b: {match: [\"b*\"], example: \"bb\"}}\n"+models53("model_classes"))...)
	add(e53("order: section only in a body and an if", "a.cue", "tools: x: {state: \"active\"}\n_p\nif true {model_classes: a: {match: [\"a*\"], example: \"ab\"}}\n_p: model_classes: {b: {match: [\"b*\"], example: \"bb\"}}\n"+models53("model_classes"))...)
	add(e53("order: section only in a body and a top comprehension over a list", "a.cue", "tools: x: {state: \"active\"}\n_p\nfor n in [\"a\"] {model_classes: (n): {match: [\"a*\"], example: \"ab\"}}\n_p: model_classes: {b: {match: [\"b*\"], example: \"bb\"}}\n"+models53("model_classes"))...)
	add(e53("order: groups only in bodies, two names", "a.cue", "tools: x: {state: \"active\"}\n_q\n_p\n_q: groups: {a: {card: \"A\"}}\n_p: groups: {b: {card: \"B\"}}\n"+models53("groups"))...)
	add(e53("order: groups only in a body and a literal", "a.cue", "tools: x: {state: \"active\"}\n_p\n{groups: a: {card: \"A\"}}\n_p: groups: {b: {card: \"B\"}}\n"+models53("groups"))...)
	add(e53("order: tools, two names (control)", "a.cue", "_q\n_p\n_q: tools: {a: {state: \"active\"}}\n_p: tools: {b: {state: \"active\"}}\n"+models53("tools"))...)
	add(e53("order: tools, body and literal (control)", "a.cue", "_p\n{tools: a: {state: \"active\"}}\n_p: tools: {b: {state: \"active\"}}\n"+models53("tools"))...)
	add(e53("order: tools with aliased section, for in another file over tools", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\nT=tools: {a: {state: \"active\"}}\n", "b.cue", models53("tools"))...)

	add(e53("order: model_classes, body then a non-copyable name", "a.cue", "tools: x: {state: \"active\"}\n_p\n_r\n_p: model_classes: {b: {match: [\"b*\"], example: \"bb\"}}\n_r: {_h: 1, model_classes: a: {match: [\"a*\"], example: \"ab\"}}\n"+models53("model_classes"))...)
	add(e53("order: model_classes, body and a direct label (control)", "a.cue", "tools: x: {state: \"active\"}\n_p\n_p: model_classes: {b: {match: [\"b*\"], example: \"bb\"}}\nmodel_classes: a: {match: [\"a*\"], example: \"ab\"}\n"+models53("model_classes"))...)
	add(e53("order: model_classes, one body, an entry's field order via json", "a.cue", "", "b.cue", "import \"encoding/json\"\ntools: x: {state: \"active\"}\n_p\n{model_classes: a: {example: \"ab\"}}\n_p: model_classes: {a: {match: [\"a*\"]}}\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(model_classes.a)]}\n")...)
	add(e53("order: models records, two names, head_add", "a.cue", "tools: {ma: {state: \"active\"}, mb: {state: \"active\"}}\n_q\n_p\n_q: models: {ma: {attributes: {x: true}}}\n_p: models: {mb: {attributes: {x: true}}}\nmodes: agent: head_add: [for n, _ in models {n}]\n")...)
	add(e53("order: annotations decls, two names", "a.cue", "tools: x: {state: \"active\"}\n_q\n_p\n_q: annotations: {a: {type: \"bool\"}}\n_p: annotations: {b: {type: \"bool\"}}\n"+models53("annotations"))...)
	add(e53("order: groups, two names, for in another file", "a.cue", "tools: x: {state: \"active\"}\n_q\n_p\n_q: groups: {a: {card: \"A\"}}\n_p: groups: {b: {card: \"B\"}}\n", "b.cue", models53("groups"))...)
	add(e53("order: groups, two names in two files", "a.cue", "tools: x: {state: \"active\"}\n_q\n_q: groups: {a: {card: \"A\"}}\n"+models53("groups"), "b.cue", "_p\n_p: groups: {b: {card: \"B\"}}\n")...)
	add(e53("order: groups head_add of tools named as groups", "a.cue", "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n_q\n_p\n_q: groups: {a: {card: \"A\"}}\n_p: groups: {b: {card: \"B\"}}\nmodes: agent: head_add: [for n, _ in groups {n}]\n")...)

	add(e53("alias: G=groups label, for over G", "a.cue", "tools: x: {state: \"active\"}\n_p\n_p: groups: {b: {card: \"B\"}}\nG=groups: {a: {card: \"A\"}}\n"+models53("G"))...)
	add(e53("alias: groups: G={...} value, for over G", "a.cue", "tools: x: {state: \"active\"}\n_p\n_p: groups: {b: {card: \"B\"}}\ngroups: G={a: {card: \"A\"}}\n"+models53("G"))...)
	add(e53("alias: M=model_classes label, for over M", "a.cue", "tools: x: {state: \"active\"}\n_p: model_classes: {b: {match: [\"b*\"], example: \"bb\"}}\n_p\nM=model_classes: {a: {match: [\"a*\"], example: \"ab\"}}\n"+models53("M"))...)
	add(e53("alias: A=aliases label, for over A", "a.cue", "tools: {a: {state: \"active\"}, o1: {state: \"deprecated\"}, o2: {state: \"deprecated\"}}\n_p: aliases: {o2: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}}\n_p\nA=aliases: o1: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\n"+models53("A"))...)
	add(e53("alias: G=gates label, for over G", "a.cue", mc53+"tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n_p: gates: {b: {hidden_for: \"c\"}}\n_p\nG=gates: a: {hidden_for: \"c\"}\n"+models53("G"))...)
	add(e53("alias: T=tools, json of an entry via T", "a.cue", "", "b.cue", "import \"encoding/json\"\n_p: tools: {a: {state: \"active\", niche: \"n\"}}\n_p\nT=tools: a: {card: \"c\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(T.a)]}\n")...)
	add(e53("alias: G=groups, json of an entry via G", "a.cue", "", "b.cue", "import \"encoding/json\"\ntools: x: {state: \"active\"}\n_p: groups: {a: {card: \"A\"}}\n_p\nG=groups: a: {doc: \"d\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(G.a)]}\n")...)
	add(e53("alias: let of groups (control)", "a.cue", "tools: x: {state: \"active\"}\n_p\n_p: groups: {b: {card: \"B\"}}\ngroups: {a: {card: \"A\"}}\nlet G = groups\n"+models53("G"))...)

	add(e53("alias: G=groups label, groups also declared plainly", "a.cue", "tools: x: {state: \"active\"}\n_p\n_p: groups: {b: {card: \"B\"}}\ngroups: c: {card: \"C\"}\nG=groups: {a: {card: \"A\"}}\n"+models53("G"))...)
	add(e53("alias: G=groups in b, groups plainly in a, for over G in b", "a.cue", "tools: x: {state: \"active\"}\ngroups: c: {card: \"C\"}\n_p\n_p: groups: {b: {card: \"B\"}}\n", "b.cue", "G=groups: {a: {card: \"A\"}}\n"+models53("G"))...)
	add(e53("alias: X=model_classes label, model_classes also plain", "a.cue", "tools: x: {state: \"active\"}\nmodel_classes: c: {match: [\"c*\"], example: \"cc\"}\n_p: model_classes: {b: {match: [\"b*\"], example: \"bb\"}}\n_p\nX=model_classes: {a: {match: [\"a*\"], example: \"ab\"}}\n"+models53("X"))...)

	// ---- order observed through references orderSeen should see ----
	add(e53("seen: for in another file", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\n", "b.cue", models53("tools"))...)
	add(e53("seen: for in the file declaring, embedding elsewhere", "a.cue", "_p: tools: {b: {state: \"active\"}}\n"+models53("tools"), "b.cue", "_p\ntools: a: {state: \"active\"}\n")...)
	add(e53("seen: [for k, v in tools {v}] states", "a.cue", "_p: tools: {b: {state: \"deferred\"}}\n_p\ntools: a: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, v in tools if k !~ \"^pad_\" {v.state}]}\n")...)
	add(e53("seen: nested comprehension", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [for x in [1] for n, _ in tools if n !~ \"^pad_\" {n}]}\n")...)
	add(e53("seen: let bound to tools", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\nlet T = tools\n"+models53("T"))...)
	add(e53("seen: hidden copy _t: tools", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\n_t: tools\n"+models53("_t"))...)
	add(e53("seen: tools & {}", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\n"+models53("(tools & {})"))...)
	add(e53("seen: embedded {tools}", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\n"+models53("{tools}"))...)
	add(e53("seen: len(tools) only", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\nproviders: p: {budget: {target: len(tools), max: 999}}\n")...)
	add(e53("seen: selector of a whole entry", "a.cue", "_p: tools: {a: {state: \"active\", niche: \"n\"}}\n_p\ntools: a: {card: \"c\"}\n_e: tools.a\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in _e {k}]}\n")...)
	add(e53("seen: for over an entry's fields", "a.cue", "_p: tools: {a: {state: \"active\", niche: \"n\"}}\n_p\ntools: a: {card: \"c\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.a {k}]}\n")...)
	add(e53("seen: index of an entry, iterated", "a.cue", "_p: tools: {a: {state: \"active\", niche: \"n\"}}\n_p\ntools: a: {card: \"c\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools[\"a\"] {k}]}\n")...)
	add(e53("seen: entry scalar by selector", "a.cue", "_p: tools: {a: {state: \"active\", niche: \"n\"}}\n_p\ntools: b: {state: \"active\", card: tools.a.niche}\n")...)
	add(e53("seen: entry scalar by index", "a.cue", "_p: tools: {a: {state: \"active\", niche: \"n\"}}\n_p\ntools: b: {state: \"active\", card: tools[\"a\"].niche}\n")...)
	add(e53("seen: json.Marshal of an entry", "a.cue", "", "b.cue", "import \"encoding/json\"\n_p: tools: {a: {state: \"active\", niche: \"n\"}}\n_p\ntools: a: {card: \"c\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(tools.a)]}\n")...)
	add(e53("seen: json.Marshal of an entry's parameters", "a.cue", "", "b.cue", "import \"encoding/json\"\n_p: tools: {a: {state: \"active\", parameters: {type: \"object\", properties: {x: {type: \"string\"}}}}}\n_p\ntools: a: parameters: properties: y: {type: \"string\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal(tools.a.parameters)]}\n")...)
	add(e53("seen: json.Marshal of the section", "a.cue", "", "b.cue", "import \"encoding/json\"\n_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [json.Marshal({for k, v in tools if k !~ \"^pad_\" {(k): v}})]}\n")...)
	add(e53("seen: strings.Join of names", "a.cue", "", "b.cue", "import \"strings\"\n_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [strings.Join([for n, _ in tools if n !~ \"^pad_\" {n}], \",\")]}\n")...)
	add(e53("seen: for in a definition never used", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\n#U: [for n, _ in tools {n}]\n")...)
	add(e53("seen: for over aliases", "a.cue", "tools: {a: {state: \"active\"}, o1: {state: \"deprecated\"}, o2: {state: \"deprecated\"}}\n_p: aliases: {o2: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}}\n_p\naliases: o1: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\n"+models53("aliases"))...)
	add(e53("seen: for over gates", "a.cue", mc53+"tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n_p: gates: {b: {hidden_for: \"c\"}}\n_p\ngates: a: {hidden_for: \"c\"}\n"+models53("gates"))...)
	add(e53("seen: for over providers", "a.cue", "_p: providers: {b: {budget: {target: 1, max: 2}}}\n_p\nproviders: a: {budget: {target: 1, max: 2}}\nmodes: agent: {}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, _ in providers if n !~ \"^p$\" {n}]}\n")...)
	add(e53("seen: for over modes", "a.cue", "_p: modes: {b: {}}\n_p\nmodes: a: {}\n"+models53("modes"))...)
	add(e53("seen: pattern constraint of another section for over tools", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\nproviders: [string]: {models: *[for n, _ in tools if n !~ \"^pad_\" {n}] | [...string]}\nproviders: p: {budget: {target: 1, max: 9}}\n")...)
	add(e53("seen: for in an @if file not enabled", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\n", "c.cue", "@if(never)\n\npackage toolpolicy\n\n"+models53("tools"))...)
	add(e53("seen: head_add over tools", "a.cue", "_p: tools: {b: {state: \"active\"}}\n_p\ntools: a: {state: \"active\"}\nmodes: agent: head_add: [for n, _ in tools if n !~ \"^pad_\" {n}]\n")...)

	// ---- entries given by the embedding and directly ----
	add(e53("both: same entry, fields merged", "a.cue", "_p: tools: {a: {state: \"active\", niche: \"n\"}}\n_p\ntools: a: {card: \"c\"}\n")...)
	add(e53("both: conflict", "a.cue", "_p: tools: {a: {state: \"active\"}}\n_p\ntools: a: {state: \"deferred\"}\n")...)
	add(e53("both: conflict, embedding in b", "a.cue", "_p: tools: {a: {state: \"active\"}}\ntools: a: {state: \"deferred\"}\n", "b.cue", "_p\n")...)
	add(e53("both: conflict, #P", "a.cue", "#P: tools: {a: {state: \"active\"}}\n#P\ntools: a: {state: \"deferred\"}\n")...)
	add(e53("both: default in the body, concrete directly", "a.cue", "_p: tools: {a: {state: *\"deferred\" | \"active\"}}\n_p\ntools: a: {state: \"active\"}\n")...)
	add(e53("both: default in the body alone", "a.cue", "_p: tools: {a: {state: *\"deferred\" | \"active\"}}\n_p\n")...)
	add(e53("both: two defaults conflict", "a.cue", "_p: tools: {a: {state: *\"deferred\" | #State}}\n_p\ntools: a: {state: *\"active\" | #State}\n")...)
	add(e53("both: body entry closed by #P? extra field", "a.cue", "#P: tools: {a: {state: \"active\", parameters: {type: \"object\"}}}\n#P\ntools: a: parameters: zz: 1\n")...)
	add(e53("both: body entry of #P, field not in #P's entry", "a.cue", "#P: tools: {a: {state: \"active\"}}\n#P\ntools: a: card: \"c\"\n")...)
	add(e53("both: #P tools closed? new entry", "a.cue", "#P: tools: {a: {state: \"active\"}}\n#P\ntools: b: {state: \"active\"}\n")...)
	add(e53("both: #P tools and pattern, new entry", "a.cue", "#P: tools: {a: {state: \"active\"}, [=~\"^x\"]: {source: \"mcp\"}}\n#P\ntools: xb: {state: \"active\"}\n")...)
	add(e53("both: #P entry with properties, extra property", "a.cue", "#P: tools: {a: {state: \"active\", parameters: {type: \"object\", properties: {x: {type: \"string\"}}}}}\n#P\ntools: a: parameters: properties: y: {type: \"integer\"}\n")...)
	add(e53("both: embedding twice in one file", "a.cue", "_p: tools: {a: {state: \"active\"}}\n_p\ntools: b: {state: \"active\"}\n_p\n")...)
	add(e53("both: embedding in two files", "a.cue", "_p: tools: {a: {state: \"active\"}}\n_p\n", "b.cue", "_p\ntools: b: {state: \"active\"}\n")...)
	add(e53("both: embedding in two files, conflict", "a.cue", "_p: tools: {a: {state: \"active\"}}\n_p\n", "b.cue", "_p\ntools: a: {state: \"removed\"}\n")...)
	add(e53("both: two names give the same entry", "a.cue", "_p: tools: {a: {state: \"active\"}}\n_q: tools: {a: {niche: \"n\"}}\n_p\n_q\n")...)
	add(e53("both: two names conflict", "a.cue", "_p: tools: {a: {state: \"active\"}}\n_q: tools: {a: {state: \"deferred\"}}\n_p\n_q\n")...)
	add(e53("both: hidden and definition names", "a.cue", "_p: tools: {a: {state: \"active\"}}\n#Q: tools: {b: {state: \"active\"}}\n_p\n#Q\ntools: b: card: \"c\"\n")...)

	// ---- entries the schema refuses ----
	add(e53("schema: wrong state in the body", "a.cue", "_p: tools: {a: {state: \"paused\"}}\n_p\n")...)
	add(e53("schema: unknown field in the body's entry", "a.cue", "_p: tools: {a: {state: \"active\", zz: 1}}\n_p\n")...)
	add(e53("schema: bad name in the body", "a.cue", "_p: tools: {\"bad name\": {state: \"active\"}}\n_p\n")...)
	add(e53("schema: bad name in #P", "a.cue", "#P: tools: {\"Bad\": {state: \"active\"}}\n#P\n")...)
	add(e53("schema: missing state", "a.cue", "_p: tools: {a: {niche: \"n\"}}\n_p\n")...)
	add(e53("schema: wrong type card", "a.cue", "#P: tools: {a: {state: \"active\", card: 1}}\n#P\n")...)
	add(e53("schema: bad alias in the body", "a.cue", "tools: a: {state: \"active\"}\n_p: aliases: {o: {replacement: \"zz\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\"}}\n_p\n")...)
	add(e53("schema: good alias in the body", "a.cue", "tools: {a: {state: \"active\"}, o: {state: \"deprecated\"}}\n_p: aliases: {o: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\"}}\n_p\n")...)
	add(e53("schema: gate in the body, unknown class", "a.cue", "tools: a: {state: \"active\"}\n_p: gates: {a: {hidden_for: \"nope\"}}\n_p\n")...)
	add(e53("schema: gate in the body", "a.cue", mc53+"tools: a: {state: \"active\"}\n_p: gates: {a: {hidden_for: \"c\"}}\n_p\n")...)
	add(e53("schema: retired in the body", "a.cue", "tools: a: {state: \"active\"}\n_p: retired: {old: {}}\n_p\n")...)
	add(e53("schema: retired in the body, name also a tool", "a.cue", "tools: a: {state: \"active\"}\n_p: retired: {a: {}}\n_p\n")...)
	add(e53("schema: providers in the body", "a.cue", "_p: providers: {q: {budget: {target: 3, max: 2}}}\n_p\ntools: a: {state: \"active\"}\n")...)
	add(e53("schema: modes in the body, head_add unknown tool", "a.cue", "_p: modes: {m: {head_add: [\"nope\"]}}\n_p\ntools: a: {state: \"active\"}\n")...)
	add(e53("schema: release in the body", "a.cue", "_p: release: {version: \"1.0.0\"}\n_p\ntools: a: {state: \"active\"}\n")...)
	add(e53("schema: release conflicting in the body", "a.cue", "_p: release: {version: \"2.0.0\"}\n_p\ntools: a: {state: \"active\"}\n")...)
	add(e53("schema: catalog order in the body", "a.cue", "_p: catalog: {order: \"declaration\"}\n_p\ntools: z: {state: \"active\"}\n_q: tools: {b: {state: \"active\"}, a: {state: \"active\"}}\n_q\n")...)

	// ---- markers, definitions, references ----
	add(e53("marker: optional entry, never given", "a.cue", "_p: tools: {a?: {state: \"active\"}}\n_p\ntools: b: {state: \"active\"}\n")...)
	add(e53("marker: optional entry given directly", "a.cue", "_p: tools: {a?: {state: \"active\"}}\n_p\ntools: a: {niche: \"n\"}\n")...)
	add(e53("marker: optional entry conflicting", "a.cue", "_p: tools: {a?: {state: \"active\"}}\n_p\ntools: a: {state: \"deferred\"}\n")...)
	add(e53("marker: required entry missing", "a.cue", "_p: tools: {a!: {state: \"active\"}}\n_p\ntools: b: {state: \"active\"}\n")...)
	add(e53("marker: required entry given", "a.cue", "_p: tools: {a!: {state: \"active\"}}\n_p\ntools: a: {niche: \"n\"}\n")...)
	add(e53("marker: required field in entry missing", "a.cue", "_p: tools: {a: {state: \"active\", niche!: string}}\n_p\n")...)
	add(e53("marker: required field in entry given", "a.cue", "_p: tools: {a: {state: \"active\", niche!: string}}\n_p\ntools: a: niche: \"n\"\n")...)
	add(e53("marker: optional field in entry", "a.cue", "#P: tools: {a: {state: \"active\", niche?: \"n\"}}\n#P\n")...)
	add(e53("def: scalar #S in an entry", "a.cue", "#S: \"active\" | \"deferred\"\n_p: tools: {a: {state: #S & \"active\"}}\n_p\n")...)
	add(e53("def: scalar #S, incomplete", "a.cue", "#S: \"active\" | \"deferred\"\n_p: tools: {a: {state: #S}}\n_p\n")...)
	add(e53("def: schema #State in an entry", "a.cue", "_p: tools: {a: {state: *\"active\" | #State}}\n_p\n")...)
	add(e53("def: schema #Name in an entry", "a.cue", "_p: tools: {a: {state: \"active\", group: #Name & \"core\"}}\n_p\n")...)
	add(e53("def: struct #Tool in an entry", "a.cue", "_p: tools: {a: #Tool & {state: \"active\"}}\n_p\n")...)
	add(e53("def: struct #T in an entry, extra field", "a.cue", "#T: {state: \"active\"}\n_p: tools: {a: #T}\n_p\ntools: a: niche: \"n\"\n")...)
	add(e53("ref: entry field refers to a sibling", "a.cue", "_p: tools: {a: {state: \"active\", niche: card, card: \"c\"}}\n_p\n")...)
	add(e53("ref: entry refers to another entry of the body", "a.cue", "_p: tools: {a: {state: \"active\"}, b: a}\n_p\n")...)
	add(e53("ref: entry refers to another entry, directly extended", "a.cue", "_p: tools: {a: {state: \"active\"}, b: a}\n_p\ntools: a: niche: \"n\"\n")...)
	add(e53("ref: entry refers to the section", "a.cue", "_p: tools: {a: {state: \"active\"}, b: {state: \"active\", card: tools.a.state}}\n_p\n")...)
	add(e53("ref: entry refers to a top-level field", "a.cue", "_s: \"active\"\n_p: tools: {a: {state: _s}}\n_p\n")...)
	add(e53("ref: entry refers to a let", "a.cue", "let S = \"active\"\n_p: tools: {a: {state: S}}\n_p\n")...)
	add(e53("ref: entry with interpolation", "a.cue", "_p: tools: {a: {state: \"active\", niche: \"n \\(1+1)\"}}\n_p\n")...)
	add(e53("ref: string concatenation", "a.cue", "_p: tools: {a: {state: \"act\" + \"ive\"}}\n_p\n")...)

	// ---- syntax: comments, attributes, tags, ellipses ----
	add(e53("syntax: comments in the section", "a.cue", "_p: tools: {\n\t// a tool\n\ta: {state: \"active\"} // trailing\n\t// end\n}\n_p\n")...)
	add(e53("syntax: attribute on an entry", "a.cue", "_p: tools: {a: {state: \"active\"} @x()}\n_p\n")...)
	add(e53("syntax: attribute inside an entry", "a.cue", "_p: tools: {a: {state: \"active\" @x()}}\n_p\n")...)
	add(e53("syntax: ellipsis in the section", "a.cue", "_p: tools: {a: {state: \"active\"}, ...}\n_p\n")...)
	add(e53("syntax: ellipsis in the entry", "a.cue", "_p: tools: {a: {state: \"active\", ...}}\n_p\ntools: a: zz: 1\n")...)
	add(e53("syntax: empty section", "a.cue", "_p: tools: {}\n_p\ntools: a: {state: \"active\"}\n")...)
	add(e53("syntax: quoted entry label", "a.cue", "_p: tools: {\"a\": {state: \"active\"}}\n_p\ntools: a: niche: \"n\"\n")...)
	add(e53("syntax: body declared in an @if file not enabled", "a.cue", "_p\ntools: a: {state: \"active\"}\n", "c.cue", "@if(never)\n\npackage toolpolicy\n\n_p: tools: {b: {state: \"active\"}}\n")...)
	add(e53("syntax: body declared in an @if file, other declared too", "a.cue", "_p\n_p: tools: {a: {state: \"active\"}}\n", "c.cue", "@if(never)\n\npackage toolpolicy\n\n_p: tools: {b: {state: \"active\"}}\n")...)
	add(e53("syntax: embedding in an @if file not enabled", "a.cue", "_p: tools: {b: {state: \"bogus\"}}\ntools: a: {state: \"active\"}\n", "c.cue", "@if(never)\n\npackage toolpolicy\n\n_p\n")...)
	add(e53("syntax: body declared in another package's file", "a.cue", "_p\ntools: a: {state: \"active\"}\n", "c.cue", "package other\n_p: tools: {b: {state: \"active\"}}\n")...)
	add(e53("syntax: hidden name of another package file", "a.cue", "_p: tools: {b: {state: \"active\"}}\ntools: a: {state: \"active\"}\n", "c.cue", "package other\n_p: tools: {b: {state: \"bogus\"}}\n_p\n")...)
	add(e53("syntax: embedding in parentheses", "a.cue", "_p: tools: {b: {state: \"active\"}}\n(_p)\n"+models53("tools"))...)
	add(e53("syntax: dynamic entry label", "a.cue", "_p: tools: {(\"a\"): {state: \"active\"}}\n_p\n")...)
	add(e53("syntax: interpolated entry label", "a.cue", "_p: tools: {\"\\(\"a\")\": {state: \"active\"}}\n_p\n")...)
	return cs
}

func TestReview53(t *testing.T) {
	runWithCue(t, sparseUnderRace(sparsest(cases53()), 4))
}
