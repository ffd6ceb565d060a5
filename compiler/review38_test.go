package compiler

import "testing"

// helper-78's review38: the newest rewrites against the cue command, each
// case small and with 250 plain entries in z.cue (e30): self-alias
// patterns (selfalias.go), files cue vet leaves aside (checkAside: _test.cue,
// _tool.cue, @if, package clauses), float and integer literals (numbers.go),
// hidden fields constrained elsewhere (constrainedHidden), raw literal
// structs under open constraints (checkRaw, openFields), a top-level
// close({...}) with `label: _` fields (topLabels), hidden fields beside an
// entry's (plainHidden), bytes, close() in definitions (defclose.go) and
// redeclared schema definitions (callsClose).
//
// Result (helper-78, TOOLPOLICY_TABLES=all): 692 subtests, 12 failed, one
// class. A float computed by arithmetic whose operands are references, not
// float literals (_a: 1.5 with maximum: _a + _a, _a * 2, _a - _b, _i * _f,
// or _b: _a + _a read as maximum: _b), meeting an equal float written
// otherwise in the same field (a pattern's, a definition's or the entry's
// own maximum: 3.00): cue export gives 3.00 (the digits written in the
// field), toolpolicy 3.0. With a pattern, the default load of the small
// policy (no split) reads 3.0 where plain evaluation and the forced fast
// path read 3.00; with #Parameters: {maximum?: 3.00} or a second
// declaration of the entry's parameters, the forced fast path reads 3.0
// ("fast path model differs from plain evaluation"), small and at 250.
// floatTexts.add (numbers.go) sets made for + - * only when an operand is
// itself a float literal, so floatsClash sees the texts 1.5 and 3.00, no
// clash, and the files are rewritten; the same policies with 1.5 + 1.5,
// _a * 2.0 or _a / 2 (made) agree, and so does -_a.
//
// Everything else agreed with cue: self-alias patterns in several files,
// over entries declared twice, with defaults, closed entries, unicode and
// names from other files (release, tools, providers) or hidden fields
// counting tools; _test.cue and _tool.cue files with other packages, no
// package, @if(!x), @if(x || !y), @ignore, @extern before @if, @if after
// the package clause, two @if, @if(1), @if("x"), @if(a == b), and the same
// attributes on regular files; floats 5., 1.e3, -0.0, 1e-400, 1.5e400,
// hex, octal, binary, 1Ki, 1.5M, big ints, int and float clashes;
// hidden fields constrained through a section value alias, a conjunction,
// close(), a definition pattern or a comprehension; raw parameters under
// close(), defaults, required fields, patterns, typed ..., redeclared and
// closed #Parameters (directly, through a definition, hidden field or
// let), quoted and escaped labels; a top-level close({...}) with hidden,
// definition, optional, required, quoted and duplicate labels, in one or
// two files; close() in definitions (nested structs, lists, embeddings,
// redeclared, comprehension-extended). @embed could not be checked here
// (cue refuses embedding outside a module, which this harness's file list
// is); run by hand in a module, embedded floats (3.00, 1E+3) and big ints
// agreed.
//
// Fixed (session 19): + - * with an operand other than an integer literal
// (a string or list operand aside) counts as making a float; all 692 pass.
func TestReview38AgreesWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(name string, kv ...string) { cases = append(cases, e30(name, kv...)...) }
	ok := "tools: a: {state: \"deferred\", card: \"Use a.\"}\ntools: b: {state: \"active\"}\ntools: c: {state: \"deferred\", source: \"mcp\"}\n"
	pat := func(body string) string { return "tools: [string]: T={" + body + "}\n" }

	// ---- 1. self alias ----
	add("sa3 two files same alias", "a.cue", pat("if T.state == \"deferred\" {card!: string}")+ok, "b.cue", "tools: [string]: T={if T.source == \"mcp\" {niche: *\"M.\" | string}}\n")
	add("sa3 two files same alias fail", "a.cue", pat("if T.state == \"deferred\" {card!: string}")+ok, "b.cue", "tools: [string]: T={if T.source == \"mcp\" {niche: \"M.\"}}\ntools: d: {state: \"deferred\", source: \"mcp\", card: \"c\", niche: \"Q.\"}\n")
	add("sa3 entry declared twice", "a.cue", pat("if T.state == \"deferred\" {card!: string}")+ok+"tools: d: {state: \"deferred\"}\n", "b.cue", "tools: d: {card: \"C.\"}\n")
	add("sa3 entry declared twice missing", "a.cue", pat("if T.state == \"deferred\" {card!: string}")+ok+"tools: d: {state: \"deferred\"}\n", "b.cue", "tools: d: {niche: \"C.\"}\n")
	add("sa3 state from default", "a.cue", pat("if T.state == \"deferred\" {card: *\"Dflt.\" | string}")+"tools: a: {state: *\"deferred\" | #State}\ntools: b: {state: *\"deferred\" | #State, card: \"X.\"}\n")
	add("sa3 state default disjunction both", "a.cue", pat("if T.state == \"active\" {niche: \"A.\"}")+"tools: a: {state: *\"deferred\" | \"active\"}\n")
	add("sa3 schema default source", "a.cue", pat("if T.source == \"builtin\" {annotations: b: true}")+ok)
	add("sa3 T.f in nested list", "a.cue", pat("variants: [{model_class: \"c\", description: *T.card | string}]")+ok+"model_classes: c: {match: [\"x*\"], example: \"xy\"}\n")
	add("sa3 T.f in nested list no card", "a.cue", pat("variants: [{model_class: \"c\", description: T.card}]")+ok+"model_classes: c: {match: [\"x*\"], example: \"xy\"}\n")
	add("sa3 T.f in nested struct named same deep", "a.cue", pat("parameters: {properties: {state: {const: T.state}}}")+ok)
	add("sa3 T.f label in nested struct", "a.cue", pat("annotations: {card: true}, if T.card != _|_ {niche: \"C.\"}")+ok)
	add("sa3 T.f with unicode label entry", "a.cue", pat("if T.state == \"active\" {niche: *\"é.\" | string}")+"tools: \"é\": {state: \"active\"}\n")
	add("sa3 unicode field name", "a.cue", pat("if T.ü == 1 {niche: \"U.\"}")+ok)
	add("sa3 T.f closed def entry extra", "a.cue", "#X: {state: \"active\"}\n"+pat("if T.niche == _|_ {card: *\"C.\" | string}")+"tools: a: #X\n")
	add("sa3 closed entry and optional", "a.cue", pat("if T.zz == _|_ {niche: \"Z.\"}")+"tools: a: close({state: \"active\"})\ntools: a: {}\n")
	add("sa3 alias in retired", "a.cue", "retired: [string]: T={if T.reason == \"x\" {}}\n"+ok+"retired: old: {}\n")
	add("sa3 T.f with or default", "a.cue", pat("niche: *\"\\(T.state)-\\(T.source).\" | string")+ok)
	add("sa3 T.f with or default conflict", "a.cue", pat("niche: \"\\(T.state)-\\(T.source).\"")+ok+"tools: z: {state: \"active\", niche: \"q\"}\n")
	add("sa3 T.f compare list", "a.cue", pat("if T.groups == _|_ {groups: *[] | [...]}")+ok)
	add("sa3 T.f inside string escape", "a.cue", pat("niche: *\"\\\"\\(T.state)\\\"\\t.\" | string")+ok)
	add("sa3 T.f with required in entry", "a.cue", pat("if T.card != _|_ {niche: \"C.\"}")+"tools: a: {state: \"deferred\", card!: string}\n")
	add("sa3 T.f with optional in entry", "a.cue", pat("if T.card != _|_ {niche: \"C.\"}")+"tools: a: {state: \"deferred\", card?: string}\n")
	add("sa3 T.f in field with attr", "a.cue", pat("niche: *T.card | \"n\" @doc(x)")+ok)
	add("sa3 T.f default vs entry default", "a.cue", pat("card: *\"p\" | string, niche: *T.card | string")+"tools: a: {state: \"deferred\", card: *\"e\" | string}\n")
	add("sa3 T.f label pattern regex unmatched", "a.cue", "tools: [=~\"^zz\"]: T={if T.state == \"deferred\" {card!: string}}\n"+ok+"tools: d: {state: \"deferred\"}\n")
	add("sa3 T.f in if with not", "a.cue", pat("if !(T.state == \"active\") {source: *\"mcp\" | _}")+ok)
	add("sa3 T.f two selections same field", "a.cue", pat("if T.state == \"deferred\" && T.state != \"active\" {card!: string}")+ok+"tools: d: {state: \"deferred\"}\n")
	add("sa3 T.f used as index key", "a.cue", "_m: {deferred: {niche: \"D.\"}, active: {}}\n"+pat("_m[T.state]")+ok)
	add("sa3 T.f in list index", "a.cue", pat("if T.groups != _|_ {group: *T.groups[len(T.groups)-1] | string}")+"tools: a: {state: \"active\", groups: [\"g\", \"h\"]}\n")
	add("sa3 T.f entry from comprehension default", "a.cue", pat("if T.state == \"active\" {niche: *\"A.\" | string}")+"for k, v in {p: \"active\", q: \"deferred\"} {tools: (k): {state: v, card: \"c\"}}\n")
	add("sa3 T.f bool", "a.cue", pat("if T.annotations.ro == true {niche: \"RO.\"}")+"tools: a: {state: \"active\", annotations: ro: *true | bool}\n")
	add("sa3 T.f null field", "a.cue", pat("if T.description == null {niche: \"N.\"}")+ok)

	// ---- 2. files cue vet leaves aside ----
	add("as test other package", "a.cue", ok, "x_test.cue", "package other\ntools: q: {state: \"bogus\"}\n")
	add("as tool other package", "a.cue", ok, "x_tool.cue", "package other\ncommand: x: {}\n")
	add("as test no package", "a.cue", ok, "x_test.cue", "// nopackage here\ntools: q: {state: \"bogus\"}\n")
	add("as test if false other package", "a.cue", ok, "x_test.cue", "@if(foo)\npackage other\nx: 1\n")
	add("as test if not other package", "a.cue", ok, "x_test.cue", "@if(!foo)\npackage other\nx: 1\n")
	add("as test if or other package", "a.cue", ok, "x_test.cue", "@if(foo || !bar)\npackage other\nx: 1\n")
	add("as test if and other package", "a.cue", ok, "x_test.cue", "@if(!foo && bar)\npackage other\nx: 1\n")
	add("as test if paren other package", "a.cue", ok, "x_test.cue", "@if((!foo))\npackage other\nx: 1\n")
	add("as test if after package", "a.cue", ok, "x_test.cue", "package other\n@if(foo)\nx: 1\n")
	add("as test ignore other package", "a.cue", ok, "x_test.cue", "@ignore()\npackage other\nx: 1\n")
	add("as test two ifs", "a.cue", ok, "x_test.cue", "@if(foo)\n@if(bar)\npackage toolpolicy\nx: 1\n")
	add("as test if int", "a.cue", ok, "x_test.cue", "@if(1)\npackage toolpolicy\nx: 1\n")
	add("as test if string", "a.cue", ok, "x_test.cue", "@if(\"foo\")\npackage toolpolicy\nx: 1\n")
	add("as test if eq", "a.cue", ok, "x_test.cue", "@if(foo == bar)\npackage toolpolicy\nx: 1\n")
	add("as test if empty parse", "a.cue", ok, "x_test.cue", "@if()\npackage toolpolicy\nx: 1\n")
	add("as test if dash parse", "a.cue", ok, "x_test.cue", "@if(foo-bar)\npackage toolpolicy\nx: 1\n")
	add("as test comment before if", "a.cue", ok, "x_test.cue", "// c\n@if(foo)\n// d\npackage other\nx: 1\n")
	add("as test syntax error parse", "a.cue", ok, "x_test.cue", "package toolpolicy\nx: {\n")
	add("as test syntax error ignored parse", "a.cue", ok, "x_test.cue", "@if(foo)\npackage toolpolicy\nx: {\n")
	add("as test package toolpolicy_test", "a.cue", ok, "x_test.cue", "package toolpolicy_test\nx: 1\n")
	add("as test imports", "a.cue", ok, "x_test.cue", "package toolpolicy\nimport \"strings\"\nx: strings.ToUpper(\"a\")\n")
	add("as test bad import", "a.cue", ok, "x_test.cue", "package toolpolicy\nimport \"nosuch.example/pkg\"\nx: pkg.y\n")
	add("as tool bad import", "a.cue", ok, "x_tool.cue", "package toolpolicy\nimport \"tool/exec\"\ncommand: x: exec.Run & {cmd: \"true\"}\n")
	add("as underscore-named test file", "a.cue", ok, "_test.cue", "package other\nx: 1\n")
	add("as underscore regular file", "a.cue", ok, "_x.cue", "package toolpolicy\ntools: q: {state: \"bogus\"}\n")
	add("as test attr other key", "a.cue", ok, "x_test.cue", "@foo(bar)\npackage other\nx: 1\n")
	add("as regular if excluded", "a.cue", ok, "b.cue", "@if(foo)\npackage toolpolicy\ntools: q: {state: \"bogus\"}\n")
	add("as regular if not included", "a.cue", ok, "b.cue", "@if(!foo)\npackage toolpolicy\ntools: q: {state: \"bogus\"}\n")
	add("as regular ignore", "a.cue", ok, "b.cue", "@ignore()\npackage toolpolicy\ntools: q: {state: \"bogus\"}\n")
	add("as regular if after package", "a.cue", ok, "b.cue", "package toolpolicy\n@if(foo)\ntools: q: {state: \"active\"}\n")
	add("as test.cue not aside", "a.cue", ok, "test.cue", "package toolpolicy\ntools: q: {state: \"active\"}\n")
	add("as x_test.cue.cue", "a.cue", ok, "x_test.cue.cue", "package toolpolicy\ntools: q: {state: \"active\"}\n")
	add("as test and tool both other", "a.cue", ok, "x_test.cue", "package other\n", "y_tool.cue", "package other2\n")
	add("as test empty file", "a.cue", ok, "x_test.cue", "// nopackage here\n")
	add("as test bom other", "a.cue", ok, "x_test.cue", "\ufeffpackage other\nx: 1\n")

	// ---- 3. numbers ----
	prm := func(body string) string {
		return "tools: x: {state: \"active\", parameters: {type: \"object\", " + body + "}}\n"
	}
	add("nu 5. in parameters", "a.cue", prm("maximum: 5."))
	add("nu 1.e3 in parameters", "a.cue", prm("maximum: 1.e3"))
	add("nu 1.E+3 in parameters", "a.cue", prm("maximum: 1.E+3"))
	add("nu 1e3 in parameters", "a.cue", prm("maximum: 1e3"))
	add("nu 1E-7 in parameters", "a.cue", prm("minimum: 1E-7"))
	add("nu .5e1 in parameters", "a.cue", prm("minimum: .5e1"))
	add("nu -5. in parameters", "a.cue", prm("minimum: -5."))
	add("nu -0.0 in parameters", "a.cue", prm("minimum: -0.0"))
	add("nu -0 in parameters", "a.cue", prm("minimum: -0"))
	add("nu hex", "a.cue", prm("maximum: 0x1F"))
	add("nu octal", "a.cue", prm("maximum: 0o17"))
	add("nu binary", "a.cue", prm("maximum: 0b101"))
	add("nu underscore int", "a.cue", prm("maximum: 1_000_000"))
	add("nu multiplier Ki", "a.cue", prm("maximum: 1Ki"))
	add("nu multiplier 1.5Ki", "a.cue", prm("maximum: 1.5Ki"))
	add("nu multiplier M", "a.cue", prm("maximum: 2M"))
	add("nu multiplier 1.5M", "a.cue", prm("maximum: 1.5M"))
	add("nu big int", "a.cue", prm("maximum: 123456789012345678901234567890"))
	add("nu big negative int", "a.cue", prm("minimum: -123456789012345678901234567890"))
	add("nu big float", "a.cue", prm("maximum: 1.5e400"))
	add("nu tiny float", "a.cue", prm("maximum: 1e-400"))
	add("nu int float clash", "a.cue", prm("maximum: 1, maximum: 1.0"))
	add("nu float float two texts", "a.cue", prm("maximum: 1.0, maximum: 1.00"))
	add("nu 5. and 5.0", "a.cue", prm("maximum: 5., minimum: 5.0"))
	add("nu 5. in two entries", "a.cue", prm("maximum: 5.")+"tools: y: {state: \"active\", parameters: {type: \"object\", maximum: 5.0}}\n")
	add("nu 5. hidden used", "a.cue", "_w: 5.\n"+prm("maximum: _w"))
	add("nu 5. in pattern", "a.cue", "tools: [string]: parameters: {maximum: *5. | number, ...}\n"+prm("minimum: 0"))
	add("nu 5. in niche", "a.cue", "tools: x: {state: \"active\", niche: \"\\(5.)\"}\n")
	add("nu 1.e3 niche", "a.cue", "tools: x: {state: \"active\", niche: \"\\(1.e3)\"}\n")
	add("nu int interp", "a.cue", "tools: x: {state: \"active\", niche: \"\\(0x10)\"}\n")
	add("nu Ki interp", "a.cue", "tools: x: {state: \"active\", niche: \"\\(1Ki)\"}\n")
	add("nu division", "a.cue", prm("maximum: 4 / 2"))
	add("nu division and float", "a.cue", prm("maximum: 4 / 2, minimum: 2.0"))
	add("nu int mult", "a.cue", prm("maximum: 3 * 2"))
	add("nu float mult", "a.cue", prm("maximum: 3 * 2.5"))
	add("nu budget float", "a.cue", "tools: a: {state: \"active\"}\nproviders: p: budget: {target: 5., max: 9}\n")
	add("nu budget big", "a.cue", "tools: a: {state: \"active\"}\nproviders: p: budget: {target: 5, max: 99999999999999999999}\n")
	add("nu budget hex", "a.cue", "tools: a: {state: \"active\"}\nproviders: p: budget: {target: 0x5, max: 0o11}\n")
	add("nu budget Ki", "a.cue", "tools: a: {state: \"active\"}\nproviders: p: budget: {target: 1Ki, max: 2Ki}\n")
	add("nu float in raw list", "a.cue", prm("enum: [1.5, 2., 3]"))
	add("nu float in variant", "a.cue", "tools: x: {state: \"active\", variants: [{model_class: \"c\", parameters: {type: \"object\", maximum: 5.}}]}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n")
	add("nu int bound", "a.cue", "tools: [string]: parameters: {maximum?: int, ...}\n"+prm("maximum: 5."))
	add("nu number bound", "a.cue", "tools: [string]: parameters: {maximum?: number, ...}\n"+prm("maximum: 5"))
	add("nu float bound int", "a.cue", "tools: [string]: parameters: {maximum?: float, ...}\n"+prm("maximum: 5"))
	add("nu exponent big", "a.cue", prm("maximum: 1e100"))
	add("nu exponent int-like", "a.cue", prm("maximum: 100e-2"))

	// ---- 4. hidden fields constrained elsewhere ----
	add("ch4 section value alias", "a.cue", "tools: [N=string]: {_n: N}\ntools: X={[string]: {_n: !=\"pad_77\"}}\n"+ok)
	add("ch4 section value alias none", "a.cue", "tools: [N=string]: {_n: N}\ntools: X={[string]: {_n: !=\"zz\"}}\n"+ok)
	add("ch4 section conjunction", "a.cue", "tools: [N=string]: {_n: N}\ntools: {[string]: {_n: !=\"pad_77\"}} & {}\n"+ok)
	add("ch4 section close", "a.cue", "tools: [N=string]: {_n: N}\ntools: close({[string]: {_n: !=\"pad_77\"}})\n"+ok)
	add("ch4 section paren", "a.cue", "tools: [N=string]: {_n: N}\ntools: ({[string]: {_n: !=\"pad_77\"}})\n"+ok)
	add("ch4 section def ref", "a.cue", "#S: [string]: {_n: !=\"pad_77\"}\ntools: [N=string]: {_n: N}\ntools: #S\n"+ok)
	add("ch4 comprehension entry", "a.cue", "tools: [N=string]: {_n: N}\nfor k in [\"pad_77\", \"b\"] {tools: (k): _n: !=\"pad_77\"}\n"+ok)
	add("ch4 label alias in value alias", "a.cue", "tools: [N=string]: {_n: N}\ntools: [string]: T={_n: !=\"pad_77\"}\n"+ok)
	add("ch4 alias pattern non struct", "a.cue", "#H: {_n: !=\"pad_77\", ...}\ntools: [N=string]: #H & {_n: N}\n"+ok)
	add("ch4 derived hidden", "a.cue", "tools: [N=string]: {_n: N, _k: _n + \"!\"}\ntools: [string]: {_k: !=\"pad_77!\"}\n"+ok)
	add("ch4 default hidden", "a.cue", "tools: [N=string]: {_n: *N | string}\ntools: [string]: {_n: !=\"pad_77\"}\n"+ok)
	add("ch4 default hidden niche", "a.cue", "tools: [N=string]: {_n: *N | string, niche: *\"\\(_n).\" | string}\ntools: pad_7: {_n: \"seven\"}\n"+ok)
	add("ch4 hidden in label", "a.cue", "tools: [N=string]: {_n: N}\ntools: [=~\"^pad_7\"]: {_n: =~\"^pad_7$\"}\n"+ok)
	add("ch4 hidden constrained in field label alias", "a.cue", "tools: [N=string]: {_n: N}\nX=tools: {[string]: {_n: !=\"pad_77\"}}\n"+ok)
	add("ch4 hidden via alias other file", "a.cue", "tools: [N=string]: {_n: N}\n"+ok, "b.cue", "tools: X={[string]: {_n: !=\"pad_77\"}}\n")
	add("ch4 hidden entry named by alias", "a.cue", "tools: [N=string]: {_n: N}\ntools: pad_77: X={_n: \"other\"}\n"+ok)
	add("ch4 hidden def label", "a.cue", "tools: [N=string]: {_#n: N}\ntools: [string]: {_#n: !=\"pad_77\"}\n"+ok)
	add("ch4 hidden two labels same pattern", "a.cue", "tools: [N=string]: {_n: N, _m: N}\ntools: [string]: {_m: !=\"pad_77\"}\n"+ok)
	add("ch4 hidden via let pattern", "a.cue", "tools: [N=string]: {_n: N}\ntools: {let P = {_n: !=\"pad_77\"}\n[string]: P}\n"+ok)

	// ---- 5. raw structs under open constraints ----
	add("rw close pattern extra", "a.cue", "tools: [string]: parameters: close({type?: \"object\"})\n"+prm("x: 1"))
	add("rw close pattern ok", "a.cue", "tools: [string]: parameters: close({type?: \"object\"})\n"+prm(""))
	add("rw open pattern props", "a.cue", "tools: [string]: parameters: {type?: \"object\", properties?: {[string]: {type!: string}}, ...}\n"+prm("properties: {a: {}}"))
	add("rw open pattern props ok", "a.cue", "tools: [string]: parameters: {type?: \"object\", properties?: {[string]: {type!: string}}, ...}\n"+prm("properties: {a: {type: \"string\"}}"))
	add("rw open pattern same projection", "a.cue", "tools: [string]: parameters: {type?: \"object\", ...}\n"+prm("x: 1")+"tools: y: {state: \"active\", parameters: {type: \"object\", x: \"s\"}}\n")
	add("rw default in constraint", "a.cue", "tools: [string]: parameters: {additionalProperties: *false | bool, ...}\n"+prm("x: 1"))
	add("rw optional default in constraint", "a.cue", "tools: [string]: parameters: {additionalProperties?: *false | bool, ...}\n"+prm("x: 1"))
	add("rw required in constraint", "a.cue", "tools: [string]: parameters: {required!: [...string], ...}\n"+prm("x: 1"))
	add("rw required in constraint ok", "a.cue", "tools: [string]: parameters: {required!: [...string], ...}\n"+prm("required: [\"x\"]"))
	add("rw typed ellipsis", "a.cue", "tools: [string]: parameters: {type?: \"object\", ...string}\n"+prm("x: 1"))
	add("rw pattern in constraint", "a.cue", "tools: [string]: parameters: {[=~\"^x\"]: string, ...}\n"+prm("x: 1"))
	add("rw def redeclared open", "a.cue", "#Parameters: {required?: [...string]}\n"+prm("required: [1]"))
	add("rw def redeclared open ok", "a.cue", "#Parameters: {required?: [...string]}\n"+prm("required: [\"a\"], x: 1"))
	add("rw def redeclared default", "a.cue", "#Parameters: {additionalProperties: *false | bool}\n"+prm("x: 1"))
	add("rw def redeclared via closed def", "a.cue", "#P: {type?: \"object\"}\n#Parameters: #P\n"+prm("x: 1"))
	add("rw def redeclared via close def", "a.cue", "#P: close({type?: \"object\"})\n#Parameters: #P\n"+prm("x: 1"))
	add("rw def redeclared via hidden close", "a.cue", "_P: close({type?: \"object\"})\n#Parameters: _P\n"+prm("x: 1"))
	add("rw def redeclared via let close", "a.cue", "let P = close({type?: \"object\"})\n#Parameters: P\n"+prm("x: 1"))
	add("rw def redeclared closed two files", "a.cue", prm("x: 1"), "b.cue", "#Parameters: {type?: \"object\", x?: int}\n")
	add("rw quoted labels", "a.cue", "tools: x: {state: \"active\", parameters: {\"type\": \"object\", \"properties\": {\"a\": {\"type\": \"string\"}}}}\n")
	add("rw type array", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"array\"}}\n")
	add("rw type twice", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", type: \"object\"}}\n")
	add("rw type twice differ", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", type: \"array\"}}\n")
	add("rw escapes same json", "a.cue", prm("description: \"\\u00e9\"")+"tools: y: {state: \"active\", parameters: {type: \"object\", description: \"é\"}}\n")
	add("rw null and bools", "a.cue", prm("a: null, b: true, c: [null, false]"))
	add("rw regex pattern entry", "a.cue", "tools: [=~\"^x\"]: parameters: {additionalProperties: false, ...}\n"+prm("x: 1")+"tools: y: {state: \"active\", parameters: {type: \"object\", x: 1}}\n")
	add("rw regex pattern closed", "a.cue", "tools: [=~\"^x\"]: parameters: close({type?: _})\n"+prm("x: 1")+"tools: y: {state: \"active\", parameters: {type: \"object\", x: 1}}\n")
	add("rw many same", "a.cue", "tools: [string]: parameters: {type?: \"object\", x?: int, ...}\n"+prm("x: 1, y: 2")+"tools: y: {state: \"active\", parameters: {type: \"object\", x: 1, y: \"s\"}}\ntools: z: {state: \"active\", parameters: {type: \"object\", x: \"s\"}}\n")
	add("rw variant raw", "a.cue", "#Parameters: {type!: \"object\"}\ntools: x: {state: \"active\", variants: [{model_class: \"c\", parameters: {x: 1}}]}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n")
	add("rw open def hidden label", "a.cue", "#Parameters: {_h: 1}\n"+prm("x: 1"))
	add("rw open def def label", "a.cue", "#Parameters: {#h: 1}\n"+prm("x: 1"))
	add("rw open def embed", "a.cue", "#E: {type?: \"object\", ...}\n#Parameters: {#E}\n"+prm("x: 1"))
	add("rw empty raw", "a.cue", "tools: [string]: parameters: {x!: int, ...}\ntools: x: {state: \"active\", parameters: {}}\n")
	add("rw nested open", "a.cue", "tools: [string]: parameters: {properties?: {...}, ...}\n"+prm("properties: 1"))

	// ---- 6. a top-level close({...}) and label: _ ----
	top := "close({release: _, tools: _, providers: _, modes: _"
	add("tl close missing retired", "a.cue", top+"})\n"+ok+"retired: old: {}\n")
	add("tl close with retired", "a.cue", top+", retired: _})\n"+ok+"retired: old: {}\n")
	add("tl close unused label groups", "a.cue", top+", groups: _})\n"+ok)
	add("tl close unknown label", "a.cue", top+", zz: _})\n"+ok)
	add("tl close hidden", "a.cue", top+", _h: _})\n"+ok)
	add("tl close def", "a.cue", top+", #D: _})\n"+ok)
	add("tl close optional", "a.cue", top+", groups?: _})\n"+ok)
	add("tl close required", "a.cue", top+", groups!: _})\n"+ok)
	add("tl close tools struct", "a.cue", top+", tools: {a: _}})\n"+ok)
	add("tl close tools struct extra", "a.cue", "close({release: _, tools: {a: {state: _}}, providers: _, modes: _})\n"+ok)
	add("tl close duplicate", "a.cue", top+", tools: _})\n"+ok)
	add("tl close quoted", "a.cue", "close({\"release\": _, \"tools\": _, providers: _, modes: _})\n"+ok)
	add("tl close attr", "a.cue", top+", groups: _ @x()})\n"+ok)
	add("tl close let", "a.cue", top+", let x = 1})\n"+ok)
	add("tl close two files", "a.cue", top+"})\n"+ok, "b.cue", top+", retired: _})\nretired: old: {}\n")
	add("tl open embed", "a.cue", "{release: _, tools: _, providers: _, modes: _}\n"+ok)
	add("tl open embed groups", "a.cue", "{groups: _}\n"+ok)
	add("tl plain groups top", "a.cue", "groups: _\n"+ok)
	add("tl plain settings top", "a.cue", "settings: _\n"+ok)
	add("tl close ellipsis", "a.cue", top+", ...})\n"+ok+"retired: old: {}\n")
	add("tl close release concrete", "a.cue", "close({release: {version: \"1.0.0\"}, tools: _, providers: _, modes: _})\n"+ok)
	add("tl close release other", "a.cue", "close({release: {version: \"2.0.0\"}, tools: _, providers: _, modes: _})\n"+ok)
	add("tl close top field close", "a.cue", top+", close: _})\n"+ok)
	add("tl close gen", "a.cue", top+", gen: _})\n"+ok)

	// ---- 7. hidden fields beside an entry's ----
	add("ph entry sets pattern hidden", "a.cue", "tools: [string]: {_o: \"x\", niche: *\"\\(_o).\" | string}\ntools: a: {state: \"active\", _o: \"y\"}\n"+ok)
	add("ph entry sets pattern hidden same", "a.cue", "tools: [string]: {_o: \"x\", niche: *\"\\(_o).\" | string}\ntools: a: {state: \"active\", _o: \"x\"}\n"+ok)
	add("ph entry hidden default", "a.cue", "tools: [string]: {_o: *\"x\" | string, niche: *\"\\(_o).\" | string}\ntools: a: {state: \"active\", _o: \"y\"}\n"+ok)
	add("ph hidden def", "a.cue", "tools: [string]: {_#o: \"x\", niche: *\"\\(_#o).\" | string}\ntools: a: {state: \"active\", _#o: \"y\"}\n"+ok)
	add("ph hidden refers field", "a.cue", "tools: [string]: {_o: state, niche: *\"\\(_o).\" | string}\n"+ok)
	add("ph hidden conflicting literal", "a.cue", "tools: [string]: {_o: 1}\ntools: [string]: {_o: 2}\n"+ok)
	add("ph hidden in def entries", "a.cue", "#OD: #Tool & {state: *\"deferred\" | #State, _o: \"x\"}\ntools: a: #OD & {card: \"c\", _o: \"y\"}\n")
	add("ph hidden entry only", "a.cue", "tools: a: {state: \"active\", _o: 1, _o: 2}\n"+ok)
	add("ph hidden in two files", "a.cue", "tools: [string]: {_o: \"x\"}\n"+ok, "b.cue", "tools: a: _o: \"y\"\n")

	// ---- 8. bytes ----
	add("by2 invalid utf8 interp", "a.cue", "tools: x: {state: \"active\", _b: '\\xff', niche: \"\\(_b)\"}\n")
	add("by2 bytes label", "a.cue", "tools: x: {state: \"active\", _b: '\\xff', annotations: \"\\(_b)\": true}\n")
	add("by2 bytes in pattern label", "a.cue", "tools: [N=string]: {_b: 'x\\(N)', niche: *\"\\(_b).\" | string}\n"+ok)
	add("by2 bytes escape quote", "a.cue", "tools: x: {state: \"active\", _b: 'a\\'b\"c', niche: \"\\(_b)\"}\n")
	add("by2 bytes unicode escape", "a.cue", "tools: x: {state: \"active\", _b: '\\u00e9\\U0001F600', niche: \"\\(_b)\"}\n")
	add("by2 bytes to card", "a.cue", "tools: x: {state: \"deferred\", _b: 'c', card: \"\\(_b)\\(_b)\"}\n")
	add("by2 bytes interp in bytes", "a.cue", "tools: x: {state: \"active\", _b: 'c', _c: '\\(_b)\\(_b)', niche: \"\\(_c)\"}\n")
	add("by2 bytes two entries share", "a.cue", "tools: x: {state: \"active\", _b: 'x', niche: \"\\(_b)\"}\ntools: y: {state: \"active\", _b: 'x\\n', niche: \"\\(_b)\"}\n")

	// ---- 9. close() in definitions, redeclared schema definitions ----
	add("dc nested struct", "a.cue", "#D: close({state: _, annotations: {ro: bool}})\ntools: a: #D & {state: \"active\", annotations: {ro: true, rw: false}}\n")
	add("dc nested optional", "a.cue", "#D: close({state: _, annotations?: {ro?: bool}})\ntools: a: #D & {state: \"active\", annotations: {rw: false}}\n")
	add("dc plain extra", "a.cue", "#D: close({state: \"active\", source: _})\ntools: a: #D & {niche: \"n\"}\n")
	add("dc plain ok", "a.cue", "#D: close({state: \"active\", source: _, niche?: _})\ntools: a: #D & {niche: \"n\"}\n")
	add("dc tool", "a.cue", "#D: close(#Tool & {state: *\"deferred\" | #State})\ntools: a: #D & {card: \"c\"}\ntools: b: #D & {zz: 1}\n")
	add("dc tool ok", "a.cue", "#D: close(#Tool & {state: *\"deferred\" | #State})\ntools: a: #D & {card: \"c\"}\ntools: b: #D & {state: \"active\"}\n")
	add("dc ellipsis", "a.cue", "#D: close({state: _, ...})\ntools: a: #D & {state: \"active\", zz: 1}\n")
	add("dc hidden", "a.cue", "#D: close({state: \"active\", _h: 1})\ntools: a: #D & {_h: 1}\ntools: b: #D\n")
	add("dc list", "a.cue", "#D: close({state: \"active\", groups: [\"g\"]})\ntools: a: #D\n")
	add("dc redeclared", "a.cue", "#D: close({state: \"active\"})\n#D: {niche?: string}\ntools: a: #D & {niche: \"n\"}\n")
	add("dc redeclared other file", "a.cue", "#D: close({state: \"active\"})\ntools: a: #D & {niche: \"n\"}\n", "b.cue", "#D: {niche?: string}\n")
	add("dc comprehension adds", "a.cue", "#D: close({state: \"active\"})\nif true {#D: {niche?: string}}\ntools: a: #D & {niche: \"n\"}\n")
	add("dc embed def", "a.cue", "#D: close({#Tool, state: \"active\"})\ntools: a: #D & {zz: 1}\n")
	add("dc def of def", "a.cue", "#B: {state: _}\n#D: close(#B & {source: _})\ntools: a: #D & {state: \"active\", niche: \"n\"}\n")
	add("dc def of def ok", "a.cue", "#B: {state: _, niche?: _}\n#D: close(#B & {source: _})\ntools: a: #D & {state: \"active\", niche: \"n\"}\n")
	add("dc as pattern", "a.cue", "#D: close({state: _, source: _, card?: _})\ntools: [string]: #D\n"+ok)
	add("dc as pattern extra", "a.cue", "#D: close({state: _, source: _, card?: _})\ntools: [string]: #D\n"+ok+"tools: d: {state: \"active\", niche: \"n\"}\n")
	add("dc attr", "a.cue", "#D: close({state: \"active\"}) @x()\ntools: a: #D & {niche: \"n\"}\n")
	add("dc optional def field", "a.cue", "#D?: close({state: \"active\"})\ntools: a: {state: \"active\"}\n")
	add("cc tool via def", "a.cue", "#C: close({state: _, source: _, card?: _})\n#Tool: #C\n"+ok+"tools: d: {state: \"active\", niche: \"n\"}\n")
	add("cc tool via hidden", "a.cue", "_C: close({state: _, source: _, card?: _})\n#Tool: _C\n"+ok+"tools: d: {state: \"active\", niche: \"n\"}\n")
	add("cc variant close", "a.cue", "#Variant: close({model_class?: _})\ntools: x: {state: \"active\", variants: [{model_class: \"c\", description: \"d\"}]}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n")
	add("cc condition via def", "a.cue", "#K: close({mode?: _})\n#Condition: #K\ntools: x: {state: \"active\", visible_when: {mode: \"m\"}}\n")
	add("cc parameters close nested", "a.cue", "#Parameters: {properties?: close({a?: _})}\n"+prm("properties: {b: {}}"))
	add("cc card list close", "a.cue", "#CardList: close({header!: _})\ntools: x: {state: \"active\", card_list: {header: \"h\", line: \"l\"}}\n")

	// ---- 10. more: data the fast path writes (valid policies) ----
	pv := "tools: x: {state: \"active\", parameters: {type: \"object\", properties: {q: {type: \"string\"}}}}\ntools: y: {state: \"deferred\", card: \"Y.\", parameters: {type: \"object\"}}\n"
	add("or sa parameters order", "a.cue", pat("if T.state == \"active\" {parameters: {additionalProperties: false}}")+pv)
	add("or pattern parameters order", "a.cue", "tools: [string]: parameters: {additionalProperties: false, ...}\n"+pv)
	add("or pattern parameters order default", "a.cue", "tools: [string]: parameters: {additionalProperties: *false | bool, ...}\n"+pv)
	add("or def parameters order", "a.cue", "#Parameters: {additionalProperties: false}\n"+pv)
	add("or def parameters order default", "a.cue", "#Parameters: {additionalProperties: *false | bool}\n"+pv)
	add("or hidden parameters order", "a.cue", "_p: {additionalProperties: false}\ntools: x: parameters: _p\n"+pv)
	add("or sa annotations", "a.cue", pat("if T.state == \"active\" {annotations: {z: true, a: false}}")+"tools: x: {state: \"active\", annotations: {m: true}}\n")
	add("or sa groups list", "a.cue", pat("if T.state == \"active\" {groups: [\"g\", ...]}")+"tools: x: {state: \"active\", groups: [\"g\", \"h\"]}\ngroups: {g: {}, h: {}}\n")
	add("sa4 hidden counts tools", "a.cue", "_cnt: len(tools)\n"+pat("if T.state == \"active\" && _cnt > 5 {niche: *\"Many.\" | string}")+ok)
	add("sa4 hidden counts tools few", "a.cue", "_cnt: len(tools)\n"+pat("if T.state == \"active\" && _cnt < 5 {niche: *\"Few.\" | string}")+ok)
	add("sa4 def counts tools", "a.cue", "#cnt: len(tools)\n"+pat("if T.state == \"active\" && #cnt > 5 {niche: *\"Many.\" | string}")+ok)
	add("sa4 hidden names tools", "a.cue", "_names: {for k, _ in tools {(k): true}}\n"+pat("if _names.b != _|_ && T.state == \"deferred\" {niche: *\"HasB.\" | string}")+ok)
	add("sa4 hidden reads release", "a.cue", "_v: release.version\n"+pat("if T.state == \"active\" {niche: *\"V\\(_v).\" | string}")+ok)
	add("sa4 hidden reads other entry", "a.cue", "_bs: tools.b.state\n"+pat("if T.state == _bs {niche: *\"Same.\" | string}")+ok)
	add("sa4 hidden reads providers", "a.cue", "_pk: [for k, _ in providers {k}]\n"+pat("if T.state == \"active\" {niche: *\"P\\(len(_pk)).\" | string}")+ok)
	add("sa4 hidden in other file", "a.cue", pat("if T.state == \"active\" {niche: *_n | string}")+ok, "b.cue", "_n: \"From b.\"\n")
	add("sa4 hidden declared twice", "a.cue", "_n: string\n"+pat("if T.state == \"active\" {niche: *_n | string}")+ok, "b.cue", "_n: \"From b.\"\n")
	add("sa4 hidden default", "a.cue", "_n: *\"D.\" | string\n"+pat("if T.state == \"active\" {niche: _n}")+ok)
	add("sa4 def entry count", "a.cue", "#all: [for k, v in tools if v.state == \"active\" {k}]\n"+pat("if T.state == \"deferred\" {card: *\"Of \\(len(#all)).\" | string}")+ok)
	add("sa4 T.f count", "a.cue", pat("if T.state == \"deferred\" {card: *\"\\(len(tools)) tools.\" | string}")+ok)
	add("sa4 hidden def", "a.cue", "_#L: =~\"^[A-Z]\"\n"+pat("if T.state == \"active\" {niche?: _#L}")+ok+"tools: d: {state: \"active\", niche: \"lower\"}\n")
	add("sa4 deferred valid", "a.cue", pat("if T.state == \"deferred\" {card!: string}")+"tools: a: {state: \"deferred\", card: \"A.\"}\ntools: b: {state: \"active\"}\n")
	add("sa4 deferred missing", "a.cue", pat("if T.state == \"deferred\" {card!: string}")+"tools: a: {state: \"deferred\", card: \"A.\"}\ntools: b: {state: \"deferred\"}\n")
	add("sa4 source mcp card default", "a.cue", pat("if T.source == \"mcp\" {card: *\"MCP \\(T.state).\" | string}")+ok)
	add("sa4 niche self default", "a.cue", pat("niche: *\"N \\(T.source).\" | string")+ok+"tools: d: {state: \"active\", source: \"mcp\"}\n")

	// ---- 11. more: files aside and regular files ----
	add("as2 regular if other package", "a.cue", ok, "b.cue", "@if(foo)\npackage other\nx: 1\n")
	add("as2 regular ignore other package", "a.cue", ok, "b.cue", "@ignore()\npackage other\nx: 1\n")
	add("as2 regular no package", "a.cue", ok, "b.cue", "// nopackage here\ntools: q: {state: \"active\"}\n")
	add("as2 regular no package bogus", "a.cue", ok, "b.cue", "// nopackage here\ntools: q: {state: \"bogus\"}\n")
	add("as2 test if excluded defines", "a.cue", ok+"niche_of_q: 1\n", "x_test.cue", "@if(foo)\npackage toolpolicy\n")
	add("as2 test refers", "a.cue", ok, "x_test.cue", "package toolpolicy\n_x: tools.zz.state\n")
	add("as2 tool unknown field", "a.cue", ok, "x_tool.cue", "package toolpolicy\nzz: 1\n")
	add("as2 test if not defines bogus", "a.cue", ok, "x_test.cue", "@if(!foo)\npackage toolpolicy\ntools: q: {state: \"bogus\"}\n")
	add("as2 test upper suffix", "a.cue", ok, "x_Test.cue", "package toolpolicy\ntools: q: {state: \"active\"}\n")
	add("as2 test if ignore both", "a.cue", ok, "x_test.cue", "@if(!foo)\n@ignore()\npackage other\n")

	// ---- 12. more: raw struct checks, valid data ----
	add("rw2 projected same many", "a.cue", "tools: [string]: parameters: {type?: \"object\", ...}\n"+prm("a: 1")+"tools: y: {state: \"active\", parameters: {type: \"object\", b: [1, 2]}}\ntools: z: {state: \"active\", parameters: {b: {c: null}}}\n")
	add("rw2 escaped label", "a.cue", "tools: x: {state: \"active\", parameters: {\"ty\\u0070e\": \"array\"}}\n")
	add("rw2 escaped label ok", "a.cue", "tools: x: {state: \"active\", parameters: {\"ty\\u0070e\": \"object\", \"a\\tb\": 1}}\n")
	add("rw2 label with dollar", "a.cue", "tools: [string]: parameters: {$schema?: =~\"^http\", ...}\n"+prm("$schema: \"ftp://x\""))
	add("rw2 label with dollar quoted", "a.cue", "tools: [string]: parameters: {\"$schema\"?: =~\"^http\", ...}\n"+prm("\"$schema\": \"ftp://x\""))
	add("rw2 nested default in props", "a.cue", "tools: [string]: parameters: {properties?: {[string]: {type: *\"string\" | _}}, ...}\n"+prm("properties: {a: {}}"))
	add("rw2 same json different entries one bad", "a.cue", "tools: [=~\"^x\"]: parameters: {type?: \"object\", m?: int, ...}\n"+prm("m: \"s\"")+"tools: y: {state: \"active\", parameters: {type: \"object\", m: \"s\"}}\n")
	add("rw2 list param", "a.cue", "tools: [string]: parameters: {required?: [...=~\"^[a-z]+$\"], ...}\n"+prm("required: [\"ok\", \"Bad\"]"))
	add("rw2 empty list", "a.cue", "tools: [string]: parameters: {required?: [_, ...], ...}\n"+prm("required: []"))
	add("rw2 unicode value", "a.cue", "tools: [string]: parameters: {description?: =~\"^[a-z]*$\", ...}\n"+prm("description: \"é\""))
	add("rw2 string escapes", "a.cue", prm("description: \"a\\\"b\\\\c\\nd\\u2028e\""))
	add("rw2 variants two", "a.cue", "tools: x: {state: \"active\", variants: [{model_class: \"c\", parameters: {type: \"object\", a: 1}}, {model_class: \"c\", parameters: {type: \"array\"}}]}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n")

	// ---- 13. more: close, defaults ----
	add("dc2 remote default", "a.cue", "#R: close(#Tool & {source: \"mcp\", state: *\"deferred\" | #State})\ntools: a: #R & {card: \"A.\"}\ntools: b: #R & {state: \"active\"}\n")
	add("dc2 remote default conflict", "a.cue", "#R: close(#Tool & {source: \"mcp\", state: *\"deferred\" | #State})\ntools: a: #R & {card: \"A.\", source: \"builtin\"}\n")
	add("dc2 close fields only", "a.cue", "#R: close({state: *\"deferred\" | #State, source: \"mcp\", card?: string, niche?: string})\ntools: a: #R & {card: \"A.\"}\ntools: b: #R & {state: \"active\", niche: \"B.\"}\n")
	add("dc2 close as pattern default", "a.cue", "#R: close({state: *\"deferred\" | #State, source: *\"mcp\" | \"builtin\", card?: string})\ntools: [string]: #R\n"+ok)
	add("dc2 close unused", "a.cue", "#R: close({state: \"x\"})\n"+ok)
	add("dc2 close disj", "a.cue", "#R: close({state: \"active\"} | {state: \"deferred\", card: string})\ntools: a: #R & {state: \"deferred\", card: \"c\"}\n")
	add("dc2 close two args parse", "a.cue", "#R: close({state: \"active\"}, {})\ntools: a: #R\n")
	add("tl2 close with pads", "a.cue", top+"})\n"+ok+"tools: d: {state: \"active\"}\n")
	add("tl2 close in other file", "a.cue", ok, "b.cue", top+"})\n")
	add("tl2 close retired in other file", "a.cue", ok+"retired: old: {}\n", "b.cue", top+"})\n")
	add("tl2 embed close tools entries", "a.cue", "close({release: _, tools: {a: _, b: _, c: _}, providers: _, modes: _})\n"+ok)
	add("tl2 embed def", "a.cue", "#Top: {release: _, tools: _, providers: _, modes: _}\n#Top\n"+ok)
	add("tl2 embed def retired", "a.cue", "#Top: {release: _, tools: _, providers: _, modes: _}\n#Top\n"+ok+"retired: old: {}\n")
	add("ch5 hidden label via def pattern", "a.cue", "#T: [N=string]: {_n: N}\ntools: #T\ntools: [string]: {_n: !=\"pad_77\"}\n"+ok)
	add("ch5 hidden label niche data", "a.cue", "tools: [N=string]: {_n: N, niche: *\"Tool \\(_n).\" | string}\ntools: [=~\"^pad_1\"]: {_n: string}\n"+ok)
	add("ch5 hidden label card data", "a.cue", "tools: [N=string]: {_n: N, if state == \"deferred\" {card: *\"Use \\(_n).\" | string}}\n"+ok)

	// ---- 14. more: names from other files, made floats ----
	add("sa5 release other file", "a.cue", ok, "b.cue", pat("if T.state == \"active\" {niche: *\"V\\(release.version).\" | string}"))
	add("sa5 tools entry other file", "a.cue", ok, "b.cue", pat("if T.state == tools.b.state {niche: *\"SameAsB.\" | string}"))
	add("sa5 tools len other file", "a.cue", ok, "b.cue", pat("if T.state == \"active\" {niche: *\"N\\(len(tools)).\" | string}"))
	add("sa5 tools len other file conflict", "a.cue", ok+"tools: b: niche: \"N3.\"\n", "b.cue", pat("if T.state == \"active\" {niche: \"N\\(len(tools)).\"}"))
	add("sa5 modes other file", "a.cue", ok, "b.cue", pat("if T.state == \"active\" && modes.agent != _|_ {niche: *\"Agent.\" | string}"))
	add("sa5 providers other file", "a.cue", ok, "b.cue", pat("if T.state == \"active\" {niche: *\"\\(providers.default.budget.max).\" | string}"))
	add("sa5 retired other file", "a.cue", ok+"retired: old: {}\n", "b.cue", pat("if T.state == \"active\" && retired.old != _|_ {niche: *\"R.\" | string}"))
	add("sa5 groups other file", "a.cue", ok+"groups: g: {}\n", "b.cue", pat("if T.state == \"active\" {groups: [for k, _ in groups {k}]}"))
	add("sa5 other entry field other file", "a.cue", ok+"tools: b: niche: \"B.\"\n", "b.cue", pat("if T.state == \"deferred\" {niche: *tools.b.niche | string}"))
	add("sa5 self name other file", "a.cue", ok, "b.cue", "tools: [N=string]: T={if T.state == \"active\" {niche: *\"\\(tools[N].state).\" | string}}\n")
	add("sa5 closed entry card optional", "a.cue", pat("if T.card == _|_ {niche: *\"NoCard.\" | string}")+"tools: a: close({state: \"active\", niche: \"x\"})\n")
	add("sa5 closed entry zz optional", "a.cue", pat("if T.zz == _|_ {niche: *\"NoZ.\" | string}")+"tools: a: close({state: \"active\", niche: \"x\"})\n")
	add("fl2 made mult", "a.cue", "_a: 1.5\n"+prm("maximum: _a * 2, maximum: 3.00"))
	add("fl2 made add", "a.cue", "_a: 1.5\n"+prm("maximum: _a + _a, maximum: 3.00"))
	add("fl2 made add pattern", "a.cue", "_a: 1.5\ntools: [string]: parameters: {maximum?: 3.00, ...}\n"+prm("maximum: _a + _a"))
	add("fl2 made neg", "a.cue", "_a: 1.50\n"+prm("minimum: -_a, minimum: -1.5"))
	add("fl2 made interp", "a.cue", "_a: 1.5\ntools: x: {state: \"active\", niche: \"\\(_a * 2)\"}\n")
	add("fl2 made interp 2", "a.cue", "_a: 1.50\ntools: x: {state: \"active\", niche: \"\\(_a + 0)\"}\n")
	add("fl2 literal interp texts", "a.cue", "_a: 1.50\ntools: x: {state: \"active\", niche: \"\\(_a)\"}\ntools: y: {state: \"active\", niche: \"\\(1.5)\"}\n")
	add("fl2 float and int ref", "a.cue", "_a: 2\n"+prm("maximum: _a * 1.0"))
	add("fl2 two files texts", "a.cue", prm("maximum: 1.0"), "b.cue", "tools: x: parameters: maximum: 1.00\n")
	add("fl2 two files same", "a.cue", prm("maximum: 1.0"), "b.cue", "tools: x: parameters: maximum: 1.0\n")
	add("fl2 hidden ref two texts", "a.cue", "_m: 2.50\n"+prm("maximum: _m")+"tools: x: parameters: maximum: 2.5\n")
	add("fl2 exp texts", "a.cue", prm("maximum: 1e3, maximum: 1000.0"))
	add("fl2 exp texts 2", "a.cue", prm("maximum: 1e3, maximum: 1E3"))
	add("fl2 sum ints", "a.cue", "_a: 2\n"+prm("maximum: _a + 3, maximum: 5"))
	add("as3 extern then if", "a.cue", ok, "x_test.cue", "@extern(embed)\n@if(foo)\npackage other\n")
	add("as3 if then extern", "a.cue", ok, "x_test.cue", "@if(foo)\n@extern(embed)\npackage other\n")
	add("as3 if not and tag", "a.cue", ok, "x_test.cue", "@if(!(foo || bar))\npackage other\n")
	add("as3 if double not", "a.cue", ok, "x_test.cue", "@if(!!foo)\npackage other\n")
	add("as3 if unicode tag", "a.cue", ok, "x_test.cue", "@if(é)\npackage other\n")
	add("as3 ignore then if", "a.cue", ok, "x_test.cue", "@ignore()\n@if(!foo)\npackage other\n")
	add("as3 if with space", "a.cue", ok, "x_test.cue", "@if( foo )\npackage other\n")
	add("as3 regular two ifs", "a.cue", ok, "b.cue", "@if(foo)\n@if(bar)\npackage toolpolicy\n")
	add("as3 regular if int", "a.cue", ok, "b.cue", "@if(1)\npackage toolpolicy\n")
	add("as3 regular extern then if", "a.cue", ok, "b.cue", "@extern(embed)\n@if(foo)\npackage other\n")

	// ---- 15. floats made by arithmetic on references ----
	pf := "tools: [string]: parameters: {maximum?: 3.00, ...}\n"
	add("fl3 sum of refs pattern", "a.cue", "_a: 1.5\n"+pf+prm("maximum: _a + _a"))
	add("fl3 sum of refs regular pattern", "a.cue", "_a: 1.5\ntools: [string]: parameters: {maximum: 3.00, ...}\n"+prm("maximum: _a + _a"))
	add("fl3 mult ref int pattern", "a.cue", "_a: 1.5\n"+pf+prm("maximum: _a * 2"))
	add("fl3 difference of refs pattern", "a.cue", "_a: 4.5\n_b: 1.5\n"+pf+prm("maximum: _a - _b"))
	add("fl3 int times float refs", "a.cue", "_i: 2\n_f: 1.5\n"+pf+prm("maximum: _i * _f"))
	add("fl3 hidden sum pattern", "a.cue", "_a: 1.5\n_b: _a + _a\n"+pf+prm("maximum: _b"))
	add("fl3 same struct twice", "a.cue", "_a: 1.5\n"+prm("maximum: _a + _a")+"tools: x: parameters: maximum: 3.00\n")
	add("fl3 def", "a.cue", "_a: 1.5\n#Parameters: {maximum?: 3.00}\n"+prm("maximum: _a + _a"))
	add("fl3 two entries", "a.cue", "_a: 1.5\n"+pf+prm("maximum: _a + _a")+"tools: y: {state: \"active\"}\n")
	add("fl3 literal sum control", "a.cue", pf+prm("maximum: 1.5 + 1.5"))
	add("fl3 literal mult control", "a.cue", "_a: 1.5\n"+pf+prm("maximum: _a * 2.0"))
	add("fl3 division control", "a.cue", "_a: 6\n"+pf+prm("maximum: _a / 2"))
	add("fl3 math floor", "a.cue", "import \"math\"\n", "b.cue", "_a: 3.5\n"+pf+prm("maximum: math.Floor(_a)"))
	add("fl3 list sum", "a.cue", "import \"list\"\n", "b.cue", "_a: 1.5\n"+pf+prm("maximum: list.Sum([_a, _a])"))
	add("fl3 unary minus ref", "a.cue", "_a: 3.0\ntools: [string]: parameters: {minimum?: -3.00, ...}\n"+prm("minimum: -_a"))

	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}
