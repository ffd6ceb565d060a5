package compiler

import "testing"

// helper-88's review45: an adversarial differential table for the three
// newest rewrites, each case small and with 250 plain entries in z.cue
// (e30), against the cue command (runWithCue): definitions constraining
// folded hidden data (fold.go defOK, 67d9fa2, "d ..."); name-function
// patterns computing through hidden fields of their own and giving structs
// and lists (namefunc.go, 88bca52, "n ..."); the floats of a top-level
// field that is no section counting only among themselves (numbers.go
// fileFloats/floatsClash, 7e7adc2, "f ...").
//
// Result (helper-88, TOOLPOLICY_TABLES=all, GOMAXPROCS=1): 554 subtests
// (277 cases, small and n=250), 383 valid (182 with tools taken by the
// fast path), 149 invalid on both sides, 22 fail (11 cases), two classes,
// both in the name-function patterns of 88bca52; plain evaluation agrees
// with cue in all of them. defOK and fileFloats: no failure.
//
// 1. A hidden field declared more than once in a name-function pattern's
// body: CUE unifies the declarations, toolpolicy evaluates only one of
// them per name (readNameFunc: nf.hidden holds the fields whose value a
// reference's id.Node is, used[bf.Value]; the other declaration of the
// same label stays behind in the pattern, alone, or is never met with the
// first). With
//
//	tools: [N= =~"_[0-9]+$"]: {
//		_n: strconv.Atoi(regexp.FindSubmatch("_([0-9]+)$", N)[1])
//		group: "g\(_n)"
//		_n: strconv.Atoi(regexp.FindSubmatch("([0-9])$", N)[1])
//	}
//	groups: {g12: {}, g2: {}}
//	tools: edit_12: {state: "active"}
//
// cue export fails (tools.edit_12._n: conflicting values 2 and 12),
// toolpolicy loads the policy. The same with `_n: <100` or `_n: 5`
// written before `_n: strconv.Atoi(...)` (cue: out of bound <100 /
// conflicting values 123 and 5 for edit_123; toolpolicy loads), and with
// the second declaration in an embedding or a comprehension of the body
// ({_n: 5}, if true {_n: 5}: readNameFunc skips a declaration that names
// neither N nor a hidden field, and namedOutside does not look inside the
// body at all). A regular field declared twice (group: ... twice, or
// again in an embedding) agrees, as do a hidden struct declared twice and
// a definition embedded in the body (#H: {_n: 5, ...}), as do `_n?: <100`,
// `_n!: int` and a constraint in the value itself (& <100). The reader
// should take every declaration of a hidden label (by name, not by the
// node a reference resolves to) or refuse a label declared twice.
//
// 2. A float a name-function field computes whose decimal has a positive
// exponent (a division: 120 / 4 is 3E+1): cue export writes 30 (and 0 for
// 0 / 4, 10 for 40 / 4), toolpolicy 30.0. With
//
//	tools: [N= =~"_[0-9]+$"]: parameters: {type: "object", properties: id:
//		{type: "number", maximum: strconv.Atoi(regexp.FindSubmatch("_([0-9]+)$", N)[1]) / 4}}
//	tools: t_40: {state: "active"}
//
// cue export gives tools.t_40.parameters.properties.id.maximum 10,
// toolpolicy 10.0 (in the n=250 cases the pads pad_0, pad_40, pad_80 ...
// differ the same way: 0 / 0.0, 10 / 10.0 ...); the same inside a list
// (enum: [N's number / 4]: [10] against [10.0]). nameFunc.values writes
// each value with plainValue → literalOf (fold.go), whose fallback
// v.Syntax(cue.Final(), cue.Concrete(true)) renders a float kind with a
// ".0" CUE's JSON export does not write for such a decimal; re-parsed,
// 10.0 is then exported as written. 7 / 4 (1.75), 4 / 4 (1.0), 100 / 4
// (25.0), a division by a float (20 / 2.0) and a product (40 * 1.0 =
// 40.0) agree, as does a condition's bound (visible_when: at_least: 20 / 2,
// read into the model as a number). Parameters are a struct, which 88bca52
// first let a name-function pattern give. The same divisions in an entry, a
// hidden field read by entries, a folded spec or models agree (none of
// those goes through literalOf with such a value).
//
// Everything else agreed. defOK: definitions redeclared in two and three
// files (narrowing, adding fields, defaults, conflicting defaults,
// opening with ...), referencing sections (aliases, tools itself),
// regular non-sections, file lets of their own file and of another,
// imports of their own and another file, hidden fields (declared twice,
// the constrained field itself), other definitions (in other files,
// redeclared), themselves, each other, structural and reference cycles;
// the schema's #Line, #Name, #State, #NameRE, #Tool narrowed or redeclared
// by the policy (in the same or another file, breaking specs or tools),
// given a default; the schema's #Retired, #Alias, #Tool, #Count,
// #Severity applied to hidden data; defaults copied as scalars, as whole
// specs into entries and into parameters, overridden or conflicting;
// closed specs met by extra fields; required and optional fields;
// disjunctions of structs; patterns and computed fields in definitions;
// label, field and let aliases of definitions; definitions inside
// structs, made by comprehensions or embeddings, hidden (_#Spec), selected
// (#Defs.#Spec), of lists, two on one field; spec values interpolated into
// labels (colliding, bad), read by views and lint. namefunc: the hidden
// field named by selectors in other files, strings, interpolations, quoted
// and dynamic labels, other patterns (agreeing or constraining), entry and
// section aliases, comments, lets, top hidden fields; hidden fields with
// defaults, optional and required declarations, constraints; structs met
// by the entry's own values, closed annotations, definitions; nested
// structs with defaults; parameters; lists (closed, open, defaults, of
// structs); patterns in two files, two patterns on one name, the same
// pattern twice; entry and annotation order read; regular fields reading
// regular and hidden ones; entries declared in several files or made by
// comprehensions; pattern and field aliases, definitions, lets, hidden
// structs and lists in the pattern; functions failing; aliases and
// retired patterns. fileFloats: the same float two ways meeting in one
// field across models, modes, exposure, configurations, providers, lint,
// release and the sections, through references, label aliases (M=models,
// P=providers), lets, hidden fields, definitions, quoted labels, value
// aliases, embeddings, comprehensions in both directions, patterns with
// defaults, entry lets shadowing; two ways in one non-section field
// within a file and across files in both orders; made floats (division,
// arithmetic on hidden fields, json.Unmarshal, exponents, 2 against 2.0).
func TestReview45AgreesWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(name string, kv ...string) { cases = append(cases, e30(name, kv...)...) }

	// ---- 1. definitions constraining hidden data (fold.go defOK) ----
	two := "_specs: [{name: \"read_a\", niche: \"Reads a.\", ro: true}, {name: \"edit_b\", niche: \"Edits b.\"}]\n"
	gen := specsGen
	sp := "_specs: [...#Spec]\n"
	def := "#Spec: {name: =~\"^[a-z_]+$\", niche: #Line, ro: *false | bool}\n"
	add("d redeclared in three files", "a.cue", def+sp+two+gen, "b.cue", "#Spec: {ro: bool}\n", "c.cue", "#Spec: {niche: =~\"\\\\.$\"}\n")
	add("d redeclared, third breaks a spec", "a.cue", def+sp+two+gen, "b.cue", "#Spec: {ro: bool}\n", "c.cue", "#Spec: {niche: =~\"^R\"}\n")
	add("d redeclared adds a field, spec uses it", "a.cue", def+sp+"_specs: [{name: \"read_a\", niche: \"Reads a.\", g: \"core\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n", "b.cue", "#Spec: {g?: string}\n")
	add("d redeclared adds a default read", "a.cue", def+sp+two+"for s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n", "b.cue", "#Spec: {g: *\"core\" | string}\n", "c.cue", "#Spec: {g: string}\n")
	add("d redeclared, two defaults conflict", "a.cue", def+sp+two+"for s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n", "b.cue", "#Spec: {g: *\"core\" | string}\n", "c.cue", "#Spec: {g: *\"edge\" | string}\n")
	add("d redeclared open with ...", "a.cue", def+sp+"_specs: [{name: \"read_a\", niche: \"Reads a.\", extra: 1}]\n"+gen, "b.cue", "#Spec: {...}\n")
	add("d open with ..., extra read", "a.cue", "#Spec: {name: string, ...}\n"+sp+"_specs: [{name: \"read_a\", extra: \"Ex.\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: s.extra}}\n")
	add("d closed, extra field in spec", "a.cue", "#Spec: {name: string}\n"+sp+"_specs: [{name: \"read_a\", extra: \"Ex.\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d closed by close() in a def", "a.cue", "#Spec: close({name: string})\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d references a regular field, a section", "a.cue", "#Spec: {name: string, n: len(aliases)}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: \"N\\(s.n).\"}}\n")
	add("d references tools, which it makes", "a.cue", "#Spec: {name: string, n: len(tools)}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d references tools, read", "a.cue", "#Spec: {name: string, n: len(tools)}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: \"N\\(s.n).\"}}\n")
	add("d references a regular non-section", "a.cue", "groups: core: doc: \"Core.\"\n#Spec: {name: string, d: groups.core.doc}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: s.d}}\n")
	add("d references a regular non-section in another file", "a.cue", "#Spec: {name: string, d: groups.core.doc}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: s.d}}\n", "b.cue", "groups: core: doc: \"Core.\"\n")
	add("d references a file let", "a.cue", "let g = \"core\"\n#Spec: {name: string, g: *g | string}\n"+sp+"_specs: [{name: \"read_a\"}, {name: \"edit_b\", g: \"edge\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n")
	add("d references a let of another file", "a.cue", "#Spec: {name: string, g: *g | string}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n", "b.cue", "let g = \"core\"\n_x: g\n")
	add("d references an import", "a.cue", "import \"strings\"\n#Spec: {name: string, up: strings.ToUpper(name)}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: \"\\(s.up).\"}}\n")
	add("d references an import of another file", "a.cue", "#Spec: {name: string, up: strings.ToUpper(name)}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: \"\\(s.up).\"}}\n", "b.cue", "import \"strings\"\n_u: strings.ToLower(\"A\")\n")
	add("d references a hidden field", "a.cue", "_g: \"core\"\n#Spec: {name: string, g: _g}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n")
	add("d references a hidden field declared twice", "a.cue", "_g: string\n#Spec: {name: string, g: _g}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n", "b.cue", "_g: \"core\"\n")
	add("d references the hidden field it constrains", "a.cue", "#Spec: {name: string, n: len(_specs)}\n"+sp+"_specs: [{name: \"read_a\"}, {name: \"edit_b\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: \"Of \\(s.n).\"}}\n")
	add("d references another def in another file", "a.cue", "#Spec: {name: #N2}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n", "b.cue", "#N2: =~\"^[a-z_]+$\"\n")
	add("d references another def, breaking", "a.cue", "#Spec: {name: #N2}\n"+sp+"_specs: [{name: \"Read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n", "b.cue", "#N2: =~\"^[a-z_]+$\"\n")
	add("d references another def redeclared", "a.cue", "#Spec: {name: #N2}\n#N2: string\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n", "b.cue", "#N2: =~\"^x\"\n")
	add("d recursive itself", "a.cue", "#Spec: {name: string, kids: [...#Spec]}\n"+sp+"_specs: [{name: \"read_a\", kids: [{name: \"k\", kids: []}]}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: \"\\(len(s.kids)).\"}}\n")
	add("d mutual cycle", "a.cue", "#A: {name: string, b?: #B}\n#B: {a?: #A}\n_specs: [...#A]\n_specs: [{name: \"read_a\", b: a: name: \"x\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d structural cycle", "a.cue", "#A: {name: string, b: #A}\n_specs: [...#A]\n_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d reference cycle", "a.cue", "#A: #B\n#B: #A\n_specs: [...#A]\n_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d #Line narrowed, spec breaks", "a.cue", "#Line: =~\"^[A-Z]\"\n"+def+sp+"_specs: [{name: \"read_a\", niche: \"reads a.\"}]\n"+gen)
	add("d #Line narrowed in another file", "a.cue", def+sp+two+gen, "b.cue", "#Line: =~\"^[A-Z]\"\n")
	add("d #Line narrowed in another file, breaking", "a.cue", def+sp+"_specs: [{name: \"read_a\", niche: \"reads a.\"}]\n"+gen, "b.cue", "#Line: =~\"^[A-Z]\"\n")
	add("d #Line narrowed, spec niche not copied", "a.cue", "#Line: =~\"^[A-Z]\"\n"+def+sp+"_specs: [{name: \"read_a\", niche: \"reads a.\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d #Name narrowed, spec name", "a.cue", "#Name: =~\"^[a-z]\"\n#Spec: {name: #Name}\n"+sp+"_specs: [{name: \"Read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d #Name narrowed, tools break", "a.cue", "#Name: =~\"^[a-z]\"\n#Spec: {name: #Name}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\ntools: Zed: {state: \"active\"}\n")
	add("d #State narrowed", "a.cue", "#State: \"active\" | \"deferred\"\n#Spec: {name: string, state: #State}\n"+sp+"_specs: [{name: \"read_a\", state: \"removed\"}]\nfor s in _specs {tools: (s.name): {state: s.state}}\n")
	add("d #State narrowed, valid", "a.cue", "#State: \"active\" | \"deferred\"\n#Spec: {name: string, state: #State}\n"+sp+"_specs: [{name: \"read_a\", state: \"deferred\"}]\nfor s in _specs {tools: (s.name): {state: s.state, card: \"C\"}}\n")
	add("d #State given a default by the policy", "a.cue", "#State: *\"deferred\" | _\n#Spec: {name: string, state: #State}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: s.state, card: \"C\"}}\n")
	add("d schema #Retired with the policy's field", "a.cue", "#Retired: {why?: string}\n_ret: [...#Retired]\n_ret: [{reason: \"Gone\", why: \"x\"}]\nfor i, r in _ret {tools: \"t_\\(i)\": {state: \"active\", niche: \"\\(r.reason).\"}}\n")
	add("d schema #Alias applied to data", "a.cue", "_al: [N=string]: #Alias & {replacement: N}\n_al: {read_a: {first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\nfor n, a in _al {tools: (n): {state: \"active\", niche: \"Since \\(a.first_deprecated).\"}}\n")
	add("d schema #Alias applied, bad version", "a.cue", "_al: [N=string]: #Alias & {replacement: N}\n_al: {read_a: {first_deprecated: \"0.1\", planned_removal: \"TBD\", replay_supported: true}}\nfor n, a in _al {tools: (n): {state: \"active\", niche: \"Since \\(a.first_deprecated).\"}}\n")
	add("d schema #Tool applied to specs", "a.cue", "_ts: [string]: #Tool\n_ts: {read_a: {state: \"active\", niche: \"R.\"}}\nfor n, s in _ts {tools: (n): {state: s.state, niche: s.niche}}\n")
	add("d schema #Tool applied, bad field", "a.cue", "_ts: [string]: #Tool\n_ts: {read_a: {state: \"active\", zz: 1}}\nfor n, s in _ts {tools: (n): {state: s.state}}\n")
	add("d schema #Tool source default copied", "a.cue", "_ts: [string]: #Tool\n_ts: {read_a: {state: \"active\"}}\nfor n, s in _ts {tools: (n): {state: s.state, card: s.source}}\n")
	add("d schema #Tool whole copied", "a.cue", "_ts: [string]: #Tool\n_ts: {read_a: {state: \"active\"}}\nfor n, s in _ts {tools: (n): s}\ntools: read_a: source: \"mcp\"\n")
	add("d schema #Tool whole copied, state changed", "a.cue", "_ts: [string]: #Tool\n_ts: {read_a: {state: \"active\"}}\nfor n, s in _ts {tools: (n): s}\ntools: read_a: state: \"deferred\"\n")
	add("d policy #Tool shadowing the schema's", "a.cue", "#Tool: {niche?: =~\"\\\\.$\"}\n_ts: [string]: #Tool\n_ts: {read_a: {state: \"active\", niche: \"R\"}}\nfor n, s in _ts {tools: (n): {state: s.state, niche: s.niche}}\n")
	add("d policy #Tool narrowing tools too", "a.cue", "#Tool: {niche?: =~\"\\\\.$\"}\n_ts: [string]: #Tool\n_ts: {read_a: {state: \"active\", niche: \"R.\"}}\nfor n, s in _ts {tools: (n): {state: s.state, niche: s.niche}}\ntools: other: {state: \"active\", niche: \"No dot\"}\n")
	add("d defaults, spec copied whole, overridden", "a.cue", "#Spec: {state: *\"active\" | #State, niche?: string}\n_specs: [string]: #Spec\n_specs: {read_a: {niche: \"R.\"}}\nfor n, s in _specs {tools: (n): s}\ntools: read_a: {state: \"deferred\", card: \"C\"}\n")
	add("d defaults, spec copied whole, default kept", "a.cue", "#Spec: {state: *\"active\" | #State, niche?: string}\n_specs: [string]: #Spec\n_specs: {read_a: {niche: \"R.\"}}\nfor n, s in _specs {tools: (n): s}\n")
	add("d defaults, spec copied into a field, overridden", "a.cue", "#P: {type: \"object\", properties: q: type: *\"string\" | \"integer\"}\n_ps: [string]: #P\n_ps: {read_a: {}}\nfor n, p in _ps {tools: (n): {state: \"active\", parameters: p}}\ntools: read_a: parameters: properties: q: type: \"integer\"\n")
	add("d defaults, spec copied into a field, conflicting", "a.cue", "#P: {type: \"object\", properties: q: type: *\"string\" | \"integer\"}\n_ps: [string]: #P\n_ps: {read_a: {}}\nfor n, p in _ps {tools: (n): {state: \"active\", parameters: p}}\ntools: read_a: parameters: properties: q: type: \"number\"\n")
	add("d closed spec copied into parameters, extra added", "a.cue", "#P: {type: \"object\"}\n_ps: [string]: #P\n_ps: {read_a: {}}\nfor n, p in _ps {tools: (n): {state: \"active\", parameters: p}}\ntools: read_a: parameters: properties: q: type: \"string\"\n")
	add("d closed spec copied whole, extra added", "a.cue", "#Spec: {state: \"active\"}\n_specs: [string]: #Spec\n_specs: {read_a: {}}\nfor n, s in _specs {tools: (n): s}\ntools: read_a: niche: \"N.\"\n")
	add("d default scalar into an entry, entry overrides", "a.cue", "#Spec: {name: string, g: *\"core\" | #Name}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\ntools: read_a: group: \"edge\"\n")
	add("d default scalar via a let", "a.cue", "#Spec: {name: string, g: *\"core\" | #Name}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs let g = s.g {tools: (s.name): {state: \"active\", group: g}}\n")
	add("d required field missing", "a.cue", "#Spec: {name!: string, niche!: string}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d required field missing, read", "a.cue", "#Spec: {name!: string, niche!: string}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: s.niche}}\n")
	add("d required field given elsewhere", "a.cue", "#Spec: {name!: string, niche!: string}\n"+sp+"_specs: [{name: \"read_a\"}]\n_specs: [{niche: \"N.\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: s.niche}}\n")
	add("d optional field given", "a.cue", "#Spec: {name: string, niche?: #Line}\n"+sp+"_specs: [{name: \"read_a\", niche: \"N.\"}, {name: \"edit_b\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", if s.niche != _|_ {niche: s.niche}}}\n")
	add("d optional field breaking", "a.cue", "#Spec: {name: string, niche?: #Line}\n"+sp+"_specs: [{name: \"read_a\", niche: \"N\\u0007.\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d disjunction of structs", "a.cue", "#Spec: {name: string, kind: \"a\", x: int} | {name: string, kind: \"b\", y: string}\n"+sp+"_specs: [{name: \"read_a\", kind: \"a\", x: 1}, {name: \"edit_b\", kind: \"b\", y: \"Y\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: \"K \\(s.kind).\"}}\n")
	add("d disjunction of structs, ambiguous", "a.cue", "#Spec: {name: string, kind?: \"a\"} | {name: string, kind?: \"b\"}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d pattern inside def", "a.cue", "#Spec: {name: string, [=~\"^x_\"]: int}\n"+sp+"_specs: [{name: \"read_a\", x_1: 2}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: \"\\(s.x_1).\"}}\n")
	add("d pattern inside def, breaking", "a.cue", "#Spec: {name: string, [=~\"^x_\"]: int}\n"+sp+"_specs: [{name: \"read_a\", x_1: \"s\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d computed field in def", "a.cue", "#Spec: {name: string, n: int, m: n * 2}\n"+sp+"_specs: [{name: \"read_a\", n: 3}]\nfor s in _specs {tools: (s.name): {state: \"active\", niche: \"M\\(s.m).\"}}\n")
	add("d computed field given a conflicting value", "a.cue", "#Spec: {name: string, n: int, m: n * 2}\n"+sp+"_specs: [{name: \"read_a\", n: 3, m: 5}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d map with N, name interpolated in label", "a.cue", "#Server: {name: string, ops: [...string]}\n_servers: [N=string]: #Server & {name: N}\n_servers: {gh: ops: [\"issue\", \"pr\"]}\nfor n, s in _servers for o in s.ops {tools: \"\\(s.name)_\\(o)\": {state: \"active\", source: \"mcp\", group: s.name}}\n")
	add("d map with N, name conflicting", "a.cue", "#Server: {name: string, ops: [...string]}\n_servers: [N=string]: #Server & {name: N}\n_servers: {gh: {name: \"x\", ops: [\"issue\"]}}\nfor n, s in _servers for o in s.ops {tools: \"\\(s.name)_\\(o)\": {state: \"active\"}}\n")
	add("d map with N, bad label made", "a.cue", "#Server: {name: string, ops: [...string]}\n_servers: [N=string]: #Server & {name: N}\n_servers: {\"g h\": ops: [\"issue\"]}\nfor n, s in _servers for o in s.ops {tools: \"\\(s.name)_\\(o)\": {state: \"active\"}}\n")
	add("d spec interpolated into the label", "a.cue", def+sp+two+"for s in _specs {tools: \"\\(s.name)_\\(s.ro)\": {state: \"active\"}}\n")
	add("d spec default interpolated into the label", "a.cue", "#Spec: {name: string, p: *\"x\" | string}\n"+sp+"_specs: [{name: \"a\"}, {name: \"b\", p: \"y\"}]\nfor s in _specs {tools: \"\\(s.p)_\\(s.name)\": {state: \"active\"}}\n")
	add("d spec labels colliding", "a.cue", "#Spec: {name: string, p: *\"x\" | string}\n"+sp+"_specs: [{name: \"a\"}, {name: \"a\", p: \"x\"}]\nfor s in _specs {tools: \"\\(s.p)_\\(s.name)\": {state: \"active\", niche: \"\\(s.name).\"}}\n")
	add("d def declared inside a struct, top def same name", "a.cue", "#S: {name: string, g: \"top\"}\n_h: {#S: {name: string, g: \"in\"}, items: [...#S]}\n_h: items: [{name: \"read_a\"}]\nfor s in _h.items {tools: (s.name): {state: \"active\", group: s.g}}\n")
	add("d def by comprehension and plain", "a.cue", "#Spec: {name: string}\nif true {#Spec: {g: \"x\"}}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n")
	add("d def by embedding", "a.cue", "{#Spec: {name: string}}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d hidden definition and plain of similar name", "a.cue", "_#Spec: {name: string, g: \"h\"}\n#Spec: {name: string, g: \"p\"}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n")
	add("d hidden definition constrains", "a.cue", "_#Spec: {name: string, g: *\"h\" | string}\n_specs: [..._#Spec]\n_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n")
	add("d def named in a quoted label", "a.cue", "#Spec: {\"name\": string, g: \"p\"}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n")
	add("d def with a field alias", "a.cue", "#Spec: {N=name: string, up: \"\\(N)_x\"}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.up): {state: \"active\"}}\n")
	add("d def with a label alias", "a.cue", "D=#Spec: {name: string, self: D & {name: \"k\"}}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d def with an attribute", "a.cue", "#Spec: {name: string} @x(y)\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d def optional constraint label", "a.cue", "#Spec?: {name: string}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d def selected through another", "a.cue", "#Defs: {#Spec: {name: string, g: \"d\"}}\n_specs: [...#Defs.#Spec]\n_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", group: s.g}}\n")
	add("d def of a list", "a.cue", "#L: [...{name: string}]\n_specs: #L\n_specs: [{name: \"read_a\"}, {name: \"edit_b\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d def of a list, closed element", "a.cue", "#L: [...{name: string}]\n_specs: #L\n_specs: [{name: \"read_a\", x: 1}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d def two constraints on the hidden field", "a.cue", "#A: {name: string}\n#B: {name: =~\"^r\"}\n_specs: [...#A]\n_specs: [...#B]\n_specs: [{name: \"edit_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d def constraint in another file", "a.cue", "#A: {name: string}\n_specs: [{name: \"read_a\", x: 1}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n", "b.cue", "_specs: [...#A]\n")
	add("d def constraining a hidden field read by a view", "a.cue", def+sp+two+gen+"modes: agent: head_add: [for s in _specs if s.ro {s.name}]\n")
	add("d def int field, float given", "a.cue", "#Spec: {name: string, n: int}\n"+sp+"_specs: [{name: \"read_a\", n: 1.0}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d def number field, float read", "a.cue", "#Spec: {name: string, n: number}\n"+sp+"_specs: [{name: \"read_a\", n: 1.50}]\nfor s in _specs {tools: (s.name): {state: \"active\", parameters: {type: \"object\", properties: q: {type: \"number\", minimum: s.n}}}}\ntools: edit_b: {state: \"active\", parameters: {type: \"object\", properties: q: {type: \"number\", minimum: 1.5}}}\n")
	add("d def default float meets a literal", "a.cue", "#Spec: {name: string, n: *1.50 | number}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\", parameters: {type: \"object\", properties: q: {type: \"number\", minimum: s.n}}}}\ntools: read_a: parameters: properties: q: minimum: 1.5\n")
	add("d schema def #Count used", "a.cue", "#Spec: {name: string, n: #Count}\n"+sp+"_specs: [{name: \"read_a\", n: -1}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d schema #NameRE used in a def", "a.cue", "#Spec: {name: =~#NameRE}\n"+sp+"_specs: [{name: \"1bad\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d schema #NameRE redeclared", "a.cue", "#NameRE: \"^[a-z_]+$\"\n#Spec: {name: =~#NameRE}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d schema #NameRE redeclared conflicting", "a.cue", "#NameRE: \"^[a-z]+$\"\n#Spec: {name: string}\n"+sp+"_specs: [{name: \"read_a\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d schema #Severity in a def", "a.cue", "#Spec: {name: string, sev: #Severity}\n"+sp+"_specs: [{name: \"read_a\", sev: \"info\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d spec copied into lint", "a.cue", "#Spec: {name: string, sev: #Severity}\n"+sp+"_specs: [{name: \"read_a\", sev: \"off\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\nlint: rules: {for s in _specs {(s.name): s.sev}}\n")
	add("d def used by both fold and an entry", "a.cue", def+sp+two+gen+"tools: other: {state: \"active\", _s: #Spec & {name: \"other\", niche: \"O.\"}, niche: _s.niche}\n")
	add("d def used by an entry, breaking", "a.cue", def+sp+two+gen+"tools: other: {state: \"active\", _s: #Spec & {name: \"Other\", niche: \"O.\"}, niche: _s.niche}\n")
	add("d def in a let", "a.cue", def+"let S = #Spec\n_specs: [...S]\n"+two+gen)
	add("d def in a let, breaking", "a.cue", def+"let S = #Spec\n_specs: [...S]\n_specs: [{name: \"Bad\", niche: \"N.\"}]\n"+gen)
	add("d def embeds the schema's #Tool", "a.cue", "#Spec: {#Tool, name: string}\n"+sp+"_specs: [{name: \"read_a\", state: \"active\"}]\nfor s in _specs {tools: (s.name): {state: s.state, source: s.source}}\n")
	add("d def embeds the schema's #Tool, bad state", "a.cue", "#Spec: {#Tool, name: string}\n"+sp+"_specs: [{name: \"read_a\", state: \"on\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")
	add("d def conjunct with the schema's", "a.cue", "#Spec: #Retired & {name: string}\n"+sp+"_specs: [{name: \"read_a\", since: \"1.0\"}]\nfor s in _specs {tools: (s.name): {state: \"active\"}}\n")

	// ---- 2. name-function patterns through hidden fields (namefunc.go) ----
	imp := "import (\n\t\"regexp\"\n\t\"strconv\"\n\t\"strings\"\n)\n_u: strings.ToUpper(\"x\") + strconv.FormatInt(1, 10) + regexp.ReplaceAll(\"a\", \"a\", \"b\")\n"
	decl := "annotations: shard: {type: \"string\", doc: \"The shard.\"}\n"
	atoi := "_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n"
	shard := func(extra string) string {
		return "tools: [N= =~\"_[0-9]+$\"]: {\n\t" + atoi + "\tannotations: shard: \"s\\(div(_n, 100))\"\n" + extra + "}\n"
	}
	ents := "tools: read_7: {state: \"active\"}\ntools: edit_123: {state: \"active\"}\ntools: x: {state: \"active\"}\n"
	add("n hidden named by a selector in another file", "a.cue", imp+decl+shard("")+ents, "b.cue", "modes: agent: head_add: [if tools.read_7._n == 7 {\"read_7\"}]\n")
	add("n hidden named in a string", "a.cue", imp+decl+shard("")+ents+"tools: x: niche: \"_n\"\n")
	add("n hidden named in an interpolated string", "a.cue", imp+decl+shard("")+ents+"_k: 1\ntools: x: niche: \"_n\\(_k)\"\n")
	add("n hidden as a quoted label in an entry", "a.cue", imp+decl+shard("")+ents+"tools: read_7: {\"_n\": 7}\n")
	add("n hidden as a quoted label in the pattern itself", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\t\"_n\": 1\n\tannotations: shard: \"s\\(_n)\"\n}\n"+ents)
	add("n hidden as a dynamic label in an entry", "a.cue", imp+decl+shard("")+ents+"tools: read_7: {(\"_\" + \"n\"): 7}\n")
	add("n hidden named in another pattern", "a.cue", imp+decl+shard("")+ents+"tools: [=~\"^read\"]: {_n: int}\n")
	add("n hidden named in another pattern conflicting", "a.cue", imp+decl+shard("")+ents+"tools: [=~\"^read\"]: {_n: <5}\n")
	add("n hidden named in another pattern, other file", "a.cue", imp+decl+shard("")+ents, "b.cue", "tools: [=~\"^edit\"]: {_n: <100}\n")
	add("n hidden named by an entry alias", "a.cue", imp+decl+shard("")+ents+"tools: E=read_7: {niche: \"N\\(E._n).\"}\n")
	add("n hidden named via an alias of the section", "a.cue", imp+decl+"T=tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tannotations: shard: \"s\\(_n)\"\n}\n"+ents+"modes: agent: head_add: [if T.read_7._n == 7 {\"read_7\"}]\n")
	add("n hidden named only in a comment", "a.cue", imp+decl+shard("")+ents+"// _n is the number\n")
	add("n hidden named as a let elsewhere", "a.cue", imp+decl+shard("")+ents, "b.cue", "let _n = 3\ntools: y: {state: \"active\", niche: \"\\(_n).\"}\n")
	add("n hidden named as a top hidden field", "a.cue", imp+decl+shard("")+ents+"_n: 5\n")
	add("n hidden with a second declaration constraining", "a.cue", imp+decl+shard("\t_n: <100\n")+ents)
	add("n hidden with a second declaration, all fine", "a.cue", imp+decl+shard("\t_n: <1000\n")+ents)
	add("n hidden with an optional declaration constraining", "a.cue", imp+decl+shard("\t_n?: <100\n")+ents)
	add("n hidden with a required declaration", "a.cue", imp+decl+shard("\t_n!: int\n")+ents)
	add("n hidden with a constraint in the value", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]) & <100\n\tannotations: shard: \"s\\(_n)\"\n}\n"+ents)
	add("n hidden with a default", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: *strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]) | int\n\tannotations: shard: \"s\\(_n)\"\n}\n"+ents)
	add("n hidden with a default, entry sets other", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_s: *strings.ToUpper(N) | string\n\tannotations: shard: _s\n}\n"+ents+"tools: read_7: annotations: shard: \"own\"\n")
	add("n hidden declared twice in the pattern", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tannotations: shard: \"s\\(_n)\"\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"([0-9])$\", N)[1])\n}\n"+ents)
	add("n hidden declared twice, same value", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tannotations: shard: \"s\\(_n)\"\n\t"+atoi+"}\n"+ents)
	add("n struct conflicts with the entry's own", "a.cue", imp+decl+shard("")+ents+"tools: edit_123: annotations: shard: \"s0\"\n")
	add("n struct agrees with the entry's own in another file", "a.cue", imp+decl+shard("")+ents, "b.cue", "tools: edit_123: annotations: shard: \"s1\"\n")
	add("n struct, entry's annotations closed", "a.cue", imp+decl+"annotations: tier: {type: \"string\"}\n"+shard("")+"tools: read_7: {state: \"active\", annotations: close({tier: \"g\"})}\n")
	add("n struct, entry's annotations closed with shard", "a.cue", imp+decl+shard("")+"tools: read_7: {state: \"active\", annotations: close({shard: \"s0\"})}\n")
	add("n struct, entry's annotations a hidden closed", "a.cue", imp+decl+shard("")+"#A: {tier?: string}\ntools: read_7: {state: \"active\", annotations: #A}\n")
	add("n nested struct with default", "a.cue", imp+decl+"annotations: tier: {type: \"string\"}\ntools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tannotations: {shard: \"s\\(_n)\", tier: *\"std\" | string}\n}\n"+ents+"tools: read_7: annotations: tier: \"gold\"\n")
	add("n nested struct with default kept", "a.cue", imp+decl+"annotations: tier: {type: \"string\"}\ntools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tannotations: {shard: \"s\\(_n)\", tier: *\"std\" | string}\n}\n"+ents)
	add("n nested struct default of the name", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tannotations: {shard: *\"s\\(_n)\" | string}\n}\n"+ents+"tools: read_7: annotations: shard: \"mine\"\n")
	add("n parameters struct of the name", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tparameters: {type: \"object\", properties: {id: {type: \"integer\", minimum: _n, description: \"For \\(N).\"}}}\n}\n"+ents)
	add("n parameters struct, entry adds properties", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tparameters: {type: \"object\", properties: {id: {type: \"integer\", minimum: _n}}}\n}\n"+ents+"tools: read_7: parameters: properties: q: type: \"string\"\n")
	add("n parameters struct, entry conflicts", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tparameters: {type: \"object\", properties: {id: {type: \"integer\", minimum: _n}}}\n}\n"+ents+"tools: read_7: parameters: properties: id: minimum: 8\n")
	add("n parameters float of the name", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tparameters: {type: \"object\", properties: {id: {type: \"number\", maximum: _n / 4}}}\n}\n"+ents)
	add("n parameters float meets a literal", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tparameters: {type: \"object\", properties: {id: {type: \"number\", maximum: _n / 4}}}\n}\n"+ents+"tools: read_7: parameters: properties: id: maximum: 1.750\n")
	add("n list of the name", "a.cue", imp+"groups: {read: {}, edit: {}, pad: {}, s0: {}, s1: {}, s2: {}}\ntools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tgroups: [strings.Split(N, \"_\")[0], \"s\\(div(_n, 100))\"]\n}\n"+ents)
	add("n list, entry's own list conflicting", "a.cue", imp+"groups: {read: {}, edit: {}, pad: {}, s0: {}, s1: {}, s2: {}}\ntools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tgroups: [strings.Split(N, \"_\")[0], \"s\\(div(_n, 100))\"]\n}\n"+ents+"tools: read_7: groups: [\"read\"]\n")
	add("n list, entry's own open list", "a.cue", imp+"groups: {read: {}, edit: {}, pad: {}, s0: {}, s1: {}, s2: {}}\ntools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tgroups: [strings.Split(N, \"_\")[0], \"s\\(div(_n, 100))\"]\n}\n"+ents+"tools: read_7: groups: [\"read\", ...]\n")
	add("n list with default element", "a.cue", imp+"groups: {read: {}, edit: {}, pad: {}, x: {}}\ntools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tgroups: [*strings.Split(N, \"_\")[0] | \"x\"]\n}\n"+ents+"tools: read_7: groups: [\"x\"]\n")
	add("n list of structs", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tdynamic: [{id: \"d\\(_n)\"}]\n}\n"+ents)
	add("n list of structs, entry's acknowledged", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tdynamic: [{id: \"d\\(_n)\"}]\n}\n"+ents+"tools: read_7: dynamic: [{acknowledged: \"ok\"}]\n")
	add("n list of structs with a default", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tdynamic: [{id: \"d\\(_n)\", acknowledged: *\"ok\" | string}]\n}\n"+ents+"tools: read_7: dynamic: [{acknowledged: \"mine\"}]\n")
	add("n patterns in two files, same hidden name", "a.cue", imp+decl+shard("")+ents, "b.cue", "import \"strings\"\ntools: [N= =~\"^edit\"]: {_n: 123, group: strings.ToUpper(N)}\n")
	add("n patterns in two files, different fields", "a.cue", imp+decl+shard("")+ents, "b.cue", "import \"strings\"\ntools: [N= =~\"^edit\"]: {_g: strings.Split(N, \"_\")[0], group: _g}\n")
	add("n two patterns matching the same name, both hidden", "a.cue", imp+decl+"annotations: tier: {type: \"string\"}\n"+shard("")+"tools: [N= =~\"^read\"]: {_t: strings.ToUpper(N), annotations: tier: _t}\n"+ents)
	add("n two patterns, same field conflicting", "a.cue", imp+decl+shard("")+"tools: [N= =~\"^read\"]: {_t: strings.ToUpper(N), annotations: shard: _t}\n"+ents)
	add("n two patterns, same field agreeing", "a.cue", imp+decl+shard("")+"tools: [N= =~\"^read_7\"]: {_t: strings.ToLower(\"S0\"), annotations: shard: _t}\n"+ents)
	add("n the same pattern twice", "a.cue", imp+decl+shard("")+shard("")+ents)
	add("n the same pattern in two files", "a.cue", imp+decl+shard("")+ents, "b.cue", "import (\n\t\"regexp\"\n\t\"strconv\"\n)\n"+shard(""))
	add("n order of entries read", "a.cue", imp+decl+shard("")+ents+"modes: agent: head_add: [for n, t in tools if n !~ \"^pad_\" {n}]\n")
	add("n order of annotation keys read", "a.cue", imp+decl+"annotations: tier: {type: \"string\"}\n"+shard("")+ents+"tools: read_7: annotations: tier: \"g\"\nmodes: agent: head_add: [for k, _ in tools.read_7.annotations if k == \"tier\" {\"read_7\"}]\n")
	add("n order of entry fields read", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tgroup: \"g\\(_n)\"\n\tannotations: shard: \"s\\(_n)\"\n}\ngroups: {g7: {}, g123: {}}\n"+ents+"tools: read_7: niche: \"N.\"\nmodes: agent: head_add: [for k, _ in tools.read_7 {k}]\n")
	add("n order of entry fields, keys as card", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tgroup: \"g\\(_n)\"\n\tannotations: shard: \"s\\(_n)\"\n}\ngroups: {g7: {}, g123: {}}\ntools: read_7: {niche: \"N.\", state: \"active\"}\ntools: x: {state: \"active\", card: strings.Join([for k, _ in tools.read_7 {k}], \",\")}\n")
	add("n regular to hidden to regular", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\tgroup: strings.Split(N, \"_\")[0]\n\t_g: group\n\tniche: \"In \\(_g).\"\n}\ngroups: {read: {}, edit: {}, pad: {}}\n"+ents)
	add("n regular reads a regular of the name", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\tgroup: strings.Split(N, \"_\")[0]\n\tniche: \"In \\(group).\"\n}\ngroups: {read: {}, edit: {}, pad: {}}\n"+ents)
	add("n hidden reads a regular of the name, regular reads hidden", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\tgroup: strings.Split(N, \"_\")[0]\n\t_g: strings.ToUpper(group)\n\tniche: \"In \\(_g).\"\n}\ngroups: {read: {}, edit: {}, pad: {}}\n"+ents)
	add("n regular reads the hidden's result", "a.cue", imp+decl+shard("\tniche: \"Shard \\(annotations.shard).\"\n")+ents)
	add("n hidden read by a field that stays", "a.cue", imp+decl+shard("\tcard: \"\\(_n) \\(state)\"\n")+ents)
	add("n entries declared in several places", "a.cue", imp+decl+shard("")+ents, "b.cue", "tools: read_7: niche: \"R.\"\ntools: edit_123: annotations: shard: \"s1\"\n", "c.cue", "tools: {edit_123: card: \"C\"}\n")
	add("n entry made by a comprehension", "a.cue", imp+decl+shard("")+ents+"for i in [5, 250] {tools: \"gen_\\(i)\": {state: \"active\"}}\n")
	add("n entry made by a comprehension, reads _n", "a.cue", imp+decl+shard("")+ents+"for i in [5] {tools: \"gen_\\(i)\": {state: \"active\", niche: \"\\(tools[\"gen_\\(i)\"].annotations.shard).\"}}\n")
	add("n entry with an own hidden of another name", "a.cue", imp+decl+shard("")+ents+"tools: read_7: {_m: 1, niche: \"\\(_m).\"}\n")
	add("n hidden via a pattern alias", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: X={\n\t"+atoi+"\tannotations: shard: \"s\\(X._n)\"\n}\n"+ents)
	add("n hidden field alias", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\tK=_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tannotations: shard: \"s\\(K)\"\n}\n"+ents)
	add("n hidden definition in the pattern", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t#n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tannotations: shard: \"s\\(#n)\"\n}\n"+ents)
	add("n hidden let in the pattern", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\tlet n = strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tannotations: shard: \"s\\(n)\"\n}\n"+ents)
	add("n hidden struct in the pattern", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_p: {n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])}\n\tannotations: shard: \"s\\(_p.n)\"\n}\n"+ents)
	add("n hidden list in the pattern", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_p: strings.Split(N, \"_\")\n\tannotations: shard: _p[len(_p)-1]\n}\n"+ents)
	add("n hidden shadowing a top hidden", "a.cue", imp+decl+"_n: 99\n"+shard("")+ents)
	add("n top hidden read in the pattern", "a.cue", imp+decl+"_k: 10\ntools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tannotations: shard: \"s\\(div(_n, _k))\"\n}\n"+ents)
	add("n function failing on some names", "a.cue", imp+decl+"tools: [N= =~\"_[0-9a-z]+$\"]: {\n\t_n: strconv.Atoi(strings.Split(N, \"_\")[1])\n\tannotations: shard: \"s\\(_n)\"\n}\n"+ents+"tools: edit_b: {state: \"active\"}\n")
	add("n hidden failing unused", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_bad: strconv.Atoi(N)\n\t"+atoi+"\tannotations: shard: \"s\\(_n)\"\n}\n"+ents)
	add("n struct value bad annotation type", "a.cue", imp+decl+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tannotations: shard: _n\n}\n"+ents)
	add("n struct undeclared annotation", "a.cue", imp+"tools: [N= =~\"_[0-9]+$\"]: {\n\t"+atoi+"\tannotations: zone: \"z\\(_n)\"\n}\n"+ents)
	add("n values read by a view", "a.cue", imp+decl+shard("")+ents+"modes: agent: head_add: [for n, t in tools if t.annotations.shard != _|_ if t.annotations.shard == \"s1\" {n}]\n")
	add("n value read by a gate", "a.cue", imp+decl+mc21+shard("")+ents+"gates: {for n, t in tools if t.annotations.shard != _|_ if t.annotations.shard == \"s1\" {(n): hidden_for: \"c\"}}\n")
	add("n pattern on aliases", "a.cue", imp+"aliases: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\treplacement: \"x\"\n\tnote: \"Was \\(_n).\"\n}\n"+ents+"aliases: old_3: {first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\n")
	add("n pattern on retired", "a.cue", imp+"retired: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\treason: \"Gone \\(_n).\"\n}\n"+ents+"retired: gone_4: {since: \"0.1.0\"}\n")

	// ---- 3. floats of fields that are no section (numbers.go fileFloats) ----
	prm := func(name, min string) string {
		return "tools: " + name + ": {state: \"active\", parameters: {type: \"object\", properties: n: {type: \"number\", minimum: " + min + "}}}\n"
	}
	mdl := func(v string) string { return "models: m: attributes: x: " + v + "\n" }
	add("f models float beside a section's other digits", "a.cue", mdl("1.5")+prm("x", "1.50"))
	add("f models float read by a tool", "a.cue", mdl("1.5")+prm("x", "models.m.attributes.x")+"tools: x: parameters: properties: n: minimum: 1.50\n")
	add("f models float read by a tool, other order", "a.cue", prm("x", "1.50")+"tools: x: parameters: properties: n: minimum: models.m.attributes.x\n"+mdl("1.5"))
	add("f models read through a label alias", "a.cue", "M=models: m: attributes: y: 2\n"+prm("x", "M.n.attributes.x")+"tools: x: parameters: properties: n: minimum: 1.50\n", "b.cue", "models: n: attributes: x: 1.5\n")
	add("f models read through a label alias, same file", "a.cue", "M=models: n: attributes: x: 1.5\n"+prm("x", "M.n.attributes.x")+"tools: x: parameters: properties: n: minimum: 1.50\n")
	add("f models read through a let", "a.cue", "let M = models\n"+prm("x", "M.n.attributes.x")+"tools: x: parameters: properties: n: minimum: 1.50\n", "b.cue", "models: n: attributes: x: 1.5\n")
	add("f models read through a hidden field", "a.cue", "_m: models.n.attributes.x\n"+prm("x", "_m")+"tools: x: parameters: properties: n: minimum: 1.50\n", "b.cue", "models: n: attributes: x: 1.5\n")
	add("f models read through a hidden field, other file", "a.cue", prm("x", "_m")+"tools: x: parameters: properties: n: minimum: 1.50\n", "b.cue", "models: n: attributes: x: 1.5\n", "c.cue", "_m: models.n.attributes.x\n")
	add("f models read through a definition", "a.cue", "#D: {v: models.n.attributes.x}\n"+prm("x", "#D.v")+"tools: x: parameters: properties: n: minimum: 1.50\n", "b.cue", "models: n: attributes: x: 1.5\n")
	add("f models read through a quoted label", "a.cue", "\"models\": n: attributes: x: 1.5\n"+prm("x", "models.n.attributes.x")+"tools: x: parameters: properties: n: minimum: 1.50\n")
	add("f models quoted and plain", "a.cue", "\"models\": n: attributes: x: 1.50\n"+prm("x", "1.5"), "b.cue", "models: n: attributes: x: 1.5\n")
	add("f models plain in two files, two ways", "a.cue", prm("x", "1.5"), "b.cue", "models: n: attributes: x: 1.5\n", "c.cue", "models: n: attributes: x: 1.50\n")
	add("f models plain in two files, two ways, other order", "a.cue", prm("x", "1.5"), "b.cue", "models: n: attributes: x: 1.50\n", "c.cue", "models: n: attributes: x: 1.5\n")
	add("f models two ways in one file around tools", "a.cue", "models: n: attributes: x: 1.50\n"+prm("x", "1.5")+"models: n: attributes: x: 1.5\n")
	add("f models two ways in one file, tools first", "a.cue", prm("x", "1.5")+"models: n: attributes: x: 1.5\nmodels: n: attributes: x: 1.50\n")
	add("f models two ways, files with tools between", "a.cue", "models: n: attributes: x: 1.50\n"+prm("x", "1.5"), "b.cue", prm("y", "2.50")+"models: n: attributes: x: 1.5\n")
	add("f models two ways, pads between", "a.cue", "models: n: attributes: x: 1.50\n", "b.cue", prm("x", "1.5")+prm("y", "1.50"), "c.cue", "models: n: attributes: x: 1.5\n")
	add("f models read by a value alias within", "a.cue", "models: V={n: attributes: x: 1.5, o: attributes: x: V.n.attributes.x}\n"+prm("x", "1.50"))
	add("f models embedded in a file-level struct", "a.cue", "{models: n: attributes: x: 1.5}\n"+prm("x", "1.50"))
	add("f models added to by a comprehension", "a.cue", "models: n: attributes: x: 1.5\n"+prm("x", "1.50")+"for k in [\"o\"] {models: (k): attributes: x: 1.50}\n")
	add("f models comprehension reading tools", "a.cue", "models: n: attributes: x: 1.5\n"+prm("x", "1.50")+"for k, t in tools {models: (k): attributes: x: t.parameters.properties.n.minimum}\n")
	add("f models comprehension reading tools, meets", "a.cue", "models: x: attributes: x: 1.5\n"+prm("x", "1.50")+"for k, t in tools if k == \"x\" {models: (k): attributes: x: t.parameters.properties.n.minimum}\n")
	add("f tools comprehension over models", "a.cue", "models: x: attributes: x: 1.5\n"+prm("x", "1.50")+"for k, m in models {tools: (k): parameters: properties: n: minimum: m.attributes.x}\n")
	add("f tools comprehension over models, other file", "a.cue", prm("x", "1.50"), "b.cue", "models: x: attributes: x: 1.5\n", "c.cue", "for k, m in models {tools: (k): parameters: properties: n: minimum: m.attributes.x}\n")
	add("f providers float two ways, read by a mode", "a.cue", "providers: p: {budget: {target: 1, max: 2}, limits: max_tools: 3}\n"+prm("x", "1.50")+"models: n: attributes: x: 1.5\n")
	add("f providers named P= alias", "a.cue", "P=providers: q: {budget: {target: 24, max: math.Ceil(target * 1.05)}}\n"+prm("x", "1.05")+"tools: y: {state: \"active\", niche: \"Max \\(P.q.budget.max).\"}\n", "b.cue", "import \"math\"\n_x: math.Floor(1)\n")
	add("f providers ceil, read by a view", "a.cue", "import \"math\"\nproviders: q: {budget: {target: 24, max: math.Ceil(target * 1.05)}}\n"+prm("x", "1.05")+"modes: agent: head_add: [if providers.q.budget.max > 20 {\"x\"}]\n")
	add("f providers ceil, non-integer max", "a.cue", "import \"math\"\nproviders: q: {budget: {target: 24, max: math.Ceil(target * 1.05) + 0.5}}\n"+prm("x", "1.05"))
	add("f providers ceil, two ways of 1.05", "a.cue", "import \"math\"\nproviders: q: {budget: {target: 24, max: math.Ceil(target * 1.050)}}\n"+prm("x", "1.05")+prm("y", "1.050"))
	add("f modes float condition beside tools", "a.cue", "modes: plan: {registered_when: {attribute: \"ctx\", at_least: 1.5}}\n"+prm("x", "1.50"))
	add("f modes float and a tool's condition", "a.cue", "modes: plan: {registered_when: {attribute: \"ctx\", at_least: 1.5}}\ntools: x: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: 1.50}}\n")
	add("f modes float read by a tool", "a.cue", "modes: plan: {registered_when: {attribute: \"ctx\", at_least: 1.5}}\ntools: x: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: modes.plan.registered_when.at_least}}\ntools: x: visible_when: at_least: 1.50\n")
	add("f modes head_add read of tools, floats", "a.cue", "modes: plan: {registered_when: {attribute: \"ctx\", at_least: 1.5}, head_add: [for n, t in tools if t.parameters != _|_ {n}]}\n"+prm("x", "1.50"))
	add("f exposure float and tool float meet", "a.cue", "exposure: visible_when: {attribute: \"ctx\", at_least: 2.0}\ntools: x: {state: \"active\", visible_when: exposure.visible_when}\ntools: x: visible_when: at_least: 2.00\n")
	add("f configurations float", "a.cue", "models: \"m1\": attributes: x: 2.50\nconfigurations: c: {mode: \"agent\", model: \"m1\"}\n"+prm("x", "2.5"))
	add("f release field float text", "a.cue", "release: min_deprecation_releases: 2\nmodels: m: attributes: x: 2.0\n"+prm("x", "2.00"))
	add("f lint and models floats", "a.cue", "lint: rules: x: \"off\"\nmodels: m: attributes: {x: 3.0, y: 3.00}\n"+prm("x", "3.000"))
	add("f models division", "a.cue", "models: m: attributes: x: 3 / 2\n"+prm("x", "1.50"))
	add("f models division read", "a.cue", "models: m: attributes: x: 3 / 2\n"+prm("x", "models.m.attributes.x"))
	add("f models division read, meets literal", "a.cue", "models: m: attributes: x: 3 / 2\n"+prm("x", "models.m.attributes.x")+"tools: x: parameters: properties: n: minimum: 1.50\n")
	add("f models arithmetic on a hidden", "a.cue", "_h: 1.25\nmodels: m: attributes: x: _h * 2\n"+prm("x", "2.50"))
	add("f models arithmetic on a hidden the tools read", "a.cue", "_h: 1.25\nmodels: m: attributes: x: _h * 2\n"+prm("x", "_h * 2")+"tools: x: parameters: properties: n: minimum: 2.50\n")
	add("f models json.Unmarshal", "a.cue", "import \"encoding/json\"\nmodels: m: attributes: json.Unmarshal(\"{\\\"x\\\": 1.50}\")\n"+prm("x", "1.5"))
	add("f tools json.Unmarshal", "a.cue", "import \"encoding/json\"\nmodels: m: attributes: x: 1.5\n"+prm("x", "json.Unmarshal(\"1.50\")"))
	add("f tools json.Unmarshal meets literal", "a.cue", "import \"encoding/json\"\nmodels: m: attributes: x: 1.5\n"+prm("x", "json.Unmarshal(\"1.50\")")+"tools: x: parameters: properties: n: minimum: 1.5\n")
	add("f tools division meets literal", "a.cue", "models: m: attributes: x: 1.50\n"+prm("x", "3 / 2")+"tools: x: parameters: properties: n: minimum: 1.50\n")
	add("f tools float two ways in one field", "a.cue", "models: m: attributes: x: 1.5\n"+prm("x", "1.5")+"tools: x: parameters: properties: n: minimum: 1.50\n")
	add("f tools float two ways, other file", "a.cue", "models: m: attributes: x: 1.5\n"+prm("x", "1.50"), "b.cue", "tools: x: parameters: properties: n: minimum: 1.5\n")
	add("f models pattern constraint", "a.cue", "models: [string]: attributes: x: *1.50 | number\nmodels: m: attributes: x: 1.5\n"+prm("x", "1.5"))
	add("f models pattern default", "a.cue", "models: [string]: attributes: x: *1.50 | number\nmodels: m: {}\n"+prm("x", "1.5"))
	add("f models hidden inside read by tools", "a.cue", "models: {_k: 1.5, m: attributes: x: _k}\n"+prm("x", "1.50"))
	add("f models definition inside", "a.cue", "models: {#K: 1.5, m: attributes: x: #K}\n"+prm("x", "1.50"))
	add("f tools read models' definition", "a.cue", "models: {#K: 1.5, m: attributes: x: #K}\n"+prm("x", "models.#K")+"tools: x: parameters: properties: n: minimum: 1.50\n")
	add("f a section pattern reads models", "a.cue", "models: m: attributes: x: 1.5\ntools: [string]: parameters?: properties?: n?: minimum?: number\n"+prm("x", "1.50"))
	add("f a tools pattern with float", "a.cue", "models: m: attributes: x: 1.5\ntools: [=~\"^x\"]: parameters: properties: n: minimum: 1.5\n"+prm("x", "1.50"))
	add("f a tools pattern with float, default", "a.cue", "models: m: attributes: x: 1.50\ntools: [=~\"^x\"]: parameters: properties: n: minimum: *1.5 | number\n"+prm("x", "1.50"))
	add("f a definition float in a section", "a.cue", "models: m: attributes: x: 1.5\n#P: {type: \"object\", properties: n: {type: \"number\", minimum: 1.50}}\ntools: x: {state: \"active\", parameters: #P}\ntools: y: {state: \"active\", parameters: #P & {properties: n: minimum: 1.5}}\n")
	add("f models named by a string only", "a.cue", "models: m: attributes: x: 1.5\n"+prm("x", "1.50")+"tools: x: niche: \"models\"\n")
	add("f models named by a field label inside tools", "a.cue", "models: m: attributes: x: 1.5\n"+prm("x", "1.50")+"tools: x: parameters: properties: models: {type: \"number\", minimum: 1.5}\n")
	add("f models named by a tools-local field", "a.cue", "models: m: attributes: x: 1.5\ntools: x: {state: \"active\", models: 1, parameters: {type: \"object\", properties: n: {type: \"number\", minimum: 1.50}}}\n")
	add("f models shadowed by an entry let", "a.cue", "models: m: attributes: x: 1.5\ntools: x: {state: \"active\", let models = {m: attributes: x: 1.50}, parameters: {type: \"object\", properties: n: {type: \"number\", minimum: models.m.attributes.x}}}\n"+prm("y", "1.5"))
	add("f models read via a selector of an embedded struct", "a.cue", "models: m: attributes: x: 1.5\n{\n\tx: 1\n\ttools: z: {state: \"active\", parameters: {type: \"object\", properties: n: {type: \"number\", minimum: models.m.attributes.x}}}\n}\n"+prm("y", "1.50"))
	add("f a float in an unknown top field", "a.cue", "extra: 1.5\n"+prm("x", "1.50"))
	add("f a float in a hidden top field", "a.cue", "_extra: 1.5\n"+prm("x", "1.50"))
	add("f a float in a hidden top field read", "a.cue", "_extra: 1.5\n"+prm("x", "_extra")+"tools: x: parameters: properties: n: minimum: 1.50\n")
	add("f a float in gates sibling", "a.cue", mc21+"models: m: attributes: x: 1.5\ngates: x: hidden_for: \"c\"\n"+prm("x", "1.50"))
	add("f models optional field float", "a.cue", "models: m: attributes: x?: 1.5\nmodels: m: attributes: x: 1.50\n"+prm("x", "1.5"))
	add("f models with exponent floats", "a.cue", "models: m: attributes: {x: 1e3, y: 1.5e0}\n"+prm("x", "1000.0")+prm("y", "1.50"))
	add("f tools exponent meets", "a.cue", "models: m: attributes: x: 1e3\n"+prm("x", "1e3")+"tools: x: parameters: properties: n: minimum: 1000.0\n")
	add("f int and float meeting in models", "a.cue", "models: m: attributes: x: 2\nmodels: m: attributes: x: 2.0\n"+prm("x", "2.0"))
	add("f int and float meeting in tools", "a.cue", "models: m: attributes: x: 2.0\n"+prm("x", "2")+"tools: x: parameters: properties: n: minimum: 2.0\n")

	// ---- after the first run: minimised, and the same shapes elsewhere ----
	pm := "import (\n\t\"regexp\"\n\t\"strconv\"\n)\n"
	add("n min: hidden declared twice, the later differing", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tgroup: \"g\\(_n)\"\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"([0-9])$\", N)[1])\n}\ngroups: {g12: {}, g2: {}}\ntools: edit_12: {state: \"active\"}\n")
	add("n min: hidden constrained before its value", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: <100\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tgroup: \"g\\(_n)\"\n}\ngroups: {g123: {}}\ntools: edit_123: {state: \"active\"}\n")
	add("n min: hidden constrained by a literal before its value", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: 5\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tgroup: \"g\\(_n)\"\n}\ngroups: {g123: {}}\ntools: edit_123: {state: \"active\"}\n")
	add("n min: hidden declared twice, no pads matching", "a.cue", pm+"tools: [N= =~\"^edit_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tgroup: \"g\\(_n)\"\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"([0-9])$\", N)[1])\n}\ngroups: {g12: {}, g2: {}}\ntools: edit_12: {state: \"active\"}\n")
	add("n min: a regular field declared twice", "a.cue", pm+"tools: [N= =~\"^edit_[0-9]+$\"]: {\n\tgroup: \"g\" + regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]\n\tgroup: \"g\" + regexp.FindSubmatch(\"([0-9])$\", N)[1]\n}\ngroups: {g12: {}, g2: {}}\ntools: edit_12: {state: \"active\"}\n")
	add("n min: a division giving a multiple of ten", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: parameters: {type: \"object\", properties: id: {type: \"number\", maximum: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]) / 4}}\ntools: t_40: {state: \"active\"}\n")
	add("n min: a division through a hidden field", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tparameters: {type: \"object\", properties: id: {type: \"number\", maximum: _n / 4}}\n}\ntools: t_40: {state: \"active\"}\ntools: t_0: {state: \"active\"}\n")
	add("n min: a division not a multiple of ten", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: parameters: {type: \"object\", properties: id: {type: \"number\", maximum: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]) / 4}}\ntools: t_8: {state: \"active\"}\n")
	add("n min: a product giving a multiple of ten", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: parameters: {type: \"object\", properties: id: {type: \"number\", maximum: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]) * 1.0}}\ntools: t_40: {state: \"active\"}\n")
	add("n min: a visible_when bound of the name", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: visible_when: {attribute: \"ctx\", at_least: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]) / 2}\ntools: t_20: {state: \"active\"}\n")
	add("d a spec's division copied", "a.cue", "#Spec: {name: string, n: number}\n"+sp+"_specs: [{name: \"read_a\", n: 120 / 4}, {name: \"edit_b\", n: 7 / 4}]\nfor s in _specs {tools: (s.name): {state: \"active\", parameters: {type: \"object\", properties: q: {type: \"number\", minimum: s.n}}}}\n")
	add("d a spec's division copied, no definition", "a.cue", "_specs: [{name: \"read_a\", n: 120 / 4}]\nfor s in _specs {tools: (s.name): {state: \"active\", parameters: {type: \"object\", properties: q: {type: \"number\", minimum: s.n}}}}\n")
	add("f a hidden division read by entries", "a.cue", "_h: 120 / 4\n"+prm("x", "_h")+prm("y", "_h"))
	add("f a division in an entry", "a.cue", prm("x", "120 / 4")+prm("y", "100 / 10"))
	add("f a division in models", "a.cue", "models: m: attributes: x: 120 / 4\n"+prm("y", "100 / 10"))

	add("n min: hidden redeclared by an embedding in the body", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tgroup: \"g\\(_n)\"\n\t{_n: 5}\n}\ngroups: {g12: {}}\ntools: edit_12: {state: \"active\"}\n")
	add("n min: hidden redeclared by a comprehension in the body", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tgroup: \"g\\(_n)\"\n\tif true {_n: 5}\n}\ngroups: {g12: {}}\ntools: edit_12: {state: \"active\"}\n")
	add("n min: hidden embedded agreeing", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tgroup: \"g\\(_n)\"\n\t{_n: int}\n}\ngroups: {g12: {}}\ntools: edit_12: {state: \"active\"}\n")
	add("n min: regular field redeclared by an embedding in the body", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: {\n\tgroup: \"g\" + regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]\n\t{group: \"g5\"}\n}\ngroups: {g12: {}, g5: {}}\ntools: edit_12: {state: \"active\"}\n")
	add("n min: hidden embedded via a definition in the body", "a.cue", pm+"#H: {_n: 5, ...}\ntools: [N= =~\"_[0-9]+$\"]: {\n\t#H\n\t_n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])\n\tgroup: \"g\\(_n)\"\n}\ngroups: {g12: {}}\ntools: edit_12: {state: \"active\"}\n")
	add("n min: hidden struct declared twice", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: {\n\t_p: {n: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1])}\n\tgroup: \"g\\(_p.n)\"\n\t_p: n: 5\n}\ngroups: {g12: {}}\ntools: edit_12: {state: \"active\"}\n")
	add("n min: a division in a list of the name", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: parameters: {type: \"object\", properties: id: {type: \"number\", enum: [strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]) / 4]}}\ntools: t_40: {state: \"active\"}\n")
	add("n min: a division by a float of the name", "a.cue", pm+"tools: [N= =~\"_[0-9]+$\"]: parameters: {type: \"object\", properties: id: {type: \"number\", maximum: strconv.Atoi(regexp.FindSubmatch(\"_([0-9]+)$\", N)[1]) / 2.0}}\ntools: t_20: {state: \"active\"}\n")

	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}
