package compiler

// review36 (helper-h75): adversarial cases about f7b8c39 (checkRaw: raw
// values checked once per distinct value, structs under an open
// constraint of plain fields by their projection, writePlainJSON),
// 9fdabc1 (topLabels: a top-level close({section: _, ...}) embedding and
// `label: _` fields keep the fast path; plainHidden: hidden fields in user
// definitions and pattern values do not tie fields) and 04a0396
// (checkAside: _test.cue and _tool.cue files parsed, package checked,
// left out). Checked against the cue command by runWithCue (fast path
// forced, and a load as it has it); most cases small and with 250 plain
// entries (e30) or 260 entries of the shape (many30).
//
// Result (helper-h75): 937 subtests, 56 fail, four classes:
//
//  1. checkAside ignores a bad @if in a _tool.cue or _test.cue file (30):
//     @if(), @if(1 +), @if(a, b), @if("a"), @if(a == b), two @if. cue vet
//     rejects; toolpolicy loads (buildAttrs' known=false is returned on).
//     For _tool.cue a regression of 04a0396 (before, read as a package file
//     and rejected); for _test.cue it was never checked.
//  2. A directory named x_tool.cue or x_test.cue (2): checkAside returns on
//     !IsRegular; cue vet given policy/*.cue rejects it (a directory x.cue
//     is rejected by toolpolicy too).
//  3. A hidden field a user definition bounds, given per entry by a tools
//     pattern's label alias (12; also before f7b8c39 and 9fdabc1):
//     #D: {_n: !="y", ...}; tools: [N=string]: {_n: N}; tools: x: #D &
//     {state: "active"}; tools: y: #D & {state: "active"}: cue vet rejects
//     tools.y._n; toolpolicy loads (forced and default load; y first: both
//     reject).
//  4. A user's #Parameters: close({...}) (12; also before f7b8c39):
//     parameters with a field close() does not list: cue vet "field not
//     allowed"; toolpolicy loads (forced, and by default at 250 entries).
//
// Not in the table: invalid UTF-8 in a _tool.cue file (cue vet accepts;
// toolpolicy rejects as for every policy file, docs/robustness.md).

import (
	"fmt"
	"strings"
	"testing"
)

func cases36() []reviewCase {
	var cs []reviewCase
	add := func(c ...reviewCase) { cs = append(cs, c...) }
	t := func(name, src string) { add(e30(name, "a.cue", src)...) }
	tf := func(name string, kv ...string) { add(e30(name, kv...)...) }
	// many: 260 entries with parameters p(i), one odd one at 130.
	many := func(name, pre string, p func(i int) string) {
		add(many30(name, pre, "", func(i int) string {
			return fmt.Sprintf("t%d: {state: \"active\", parameters: %s}", i, p(i))
		})...)
	}
	odd := func(good, bad string) func(i int) string {
		return func(i int) string {
			if i == 130 || i == 1 {
				if i == 1 {
					return good
				}
				return bad
			}
			return good
		}
	}

	// ---- 1. checkRaw / openFields: parameters ----
	pt := func(name, params string) { t("raw: "+name, "tools: x: {state: \"active\", parameters: "+params+"}\n") }
	pt("object", `{type: "object"}`)
	pt("array type", `{type: "array"}`)
	pt("quoted type bad", `{"type": "array"}`)
	pt("escaped type label bad", `{"ty\u0070e": "array"}`)
	pt("escaped type label good", `{"ty\u0070e": "object"}`)
	pt("raw string label bad", `{#"type"#: "array"}`)
	pt("type null", `{type: null}`)
	pt("type int", `{type: 1}`)
	pt("type list", `{type: ["object"]}`)
	pt("type struct", `{type: {}}`)
	pt("type bool", `{type: true}`)
	pt("type twice same", `{type: "object", type: "object"}`)
	pt("type twice differ", `{type: "object", type: "array"}`)
	pt("type quoted and bare differ", `{type: "object", "type": "array"}`)
	pt("other field twice differ", `{type: "object", a: 1, a: 2}`)
	pt("other quoted twice differ", `{type: "object", a: 1, "a": 2}`)
	pt("other nested twice differ", `{type: "object", p: {a: 1, a: 2}}`)
	pt("other nested conflict list", `{type: "object", p: [1, 2], p: [1]}`)
	pt("type escaped value", `{type: "obj\u0065ct"}`)
	pt("type multiline", "{type: \"\"\"\n\tobject\n\t\"\"\"}")
	pt("type raw string value", `{type: #"object"#}`)
	pt("type bytes", `{type: 'object'}`)
	pt("type with interp", `{type: "obj\("ect")"}`)
	pt("nested props", `{type: "object", properties: {a: {type: "string", description: "A <b>&amp;</b> \"q\" \\ é \u2028"}}}`)
	pt("html chars", `{type: "object", description: "<script>&</script>"}`)
	pt("unicode", `{type: "object", description: "日本語 🎉 \u0000"}`)
	pt("control chars", `{type: "object", description: "a\tb\nc\u007f"}`)
	pt("numbers", `{type: "object", a: 1.0, b: 1e3, c: 0x10, d: -0, e: 1_000, f: 1Ki, g: -1.5, h: 12345678901234567890123}`)
	pt("null member", `{type: "object", a: null, b: [null, {}]}`)
	pt("empty struct", `{}`)
	pt("list", `[]`)
	pt("list of object", `[{type: "object"}]`)
	pt("string", `"object"`)
	pt("null", `null`)
	pt("hidden inside", `{type: "object", _h: 1}`)
	pt("hidden inside conflict", `{type: "object", _h: 1, _h: 2}`)
	pt("definition inside", `{type: "object", #D: 1}`)
	pt("optional inside", `{type: "object", a?: 1}`)
	pt("required inside", `{type: "object", a!: 1}`)
	pt("ellipsis inside", `{type: "object", ...}`)
	pt("label #quoted", `{type: "object", "#a": 1}`)
	pt("label _quoted", `{type: "object", "_a": 1}`)
	pt("label $", `{type: "object", $a: 1}`)
	pt("attribute", `{type: "object", a: 1 @x()}`)
	pt("type with attribute bad", `{type: "array" @x()}`)
	pt("comment", "{\n\t// c\n\ttype: \"object\" // d\n\ta: 1\n}")
	pt("embedded struct", `{type: "object", {a: 1}}`)
	pt("embedded bad type", `{{type: "array"}, a: 1}`)
	pt("let inside bad", `{let T = "array", type: T}`)
	pt("paren", `({type: "array"})`)
	pt("conj with struct", `{type: "object"} & {a: 1}`)
	pt("conj bad", `{type: "object"} & {type: "array"}`)
	pt("type null string", `{type: "null"}`)
	pt("type object upper", `{type: "Object"}`)
	pt("type space", `{type: "object "}`)

	// the same across entries
	t("raw: two entries differ", "tools: x: {state: \"active\", parameters: {type: \"object\", a: 1}}\ntools: y: {state: \"active\", parameters: {type: \"array\", a: 1}}\n")
	t("raw: two entries same but one bad other field", "tools: x: {state: \"active\", parameters: {type: \"object\", a: 1}}\ntools: y: {state: \"active\", parameters: {type: \"object\", a: 1, a: 1}}\n")
	t("raw: entries same projection different rest", "tools: x: {state: \"active\", parameters: {type: \"object\", a: {b: 1}}}\ntools: y: {state: \"active\", parameters: {type: \"object\", a: [1]}}\ntools: z: {state: \"active\", parameters: {a: null}}\n")
	t("raw: one in another file", "tools: x: {state: \"active\", parameters: {type: \"object\"}}\n")
	tf("raw: two files", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", a: 1}}\n", "b.cue", "tools: y: {state: \"active\", parameters: {type: \"objects\", a: 1}}\n")
	tf("raw: entry declared twice parameters extended", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", a: 1}}\n", "b.cue", "tools: x: parameters: {b: 2}\n")
	tf("raw: entry declared twice parameters conflict", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", a: 1}}\n", "b.cue", "tools: x: parameters: {a: 2}\n")
	tf("raw: entry declared twice type conflict", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", a: 1}}\n", "b.cue", "tools: x: parameters: {type: \"array\"}\n")
	many("many: all same", "", func(int) string { return `{type: "object", properties: {q: {type: "string"}}}` })
	many("many: one array", "", odd(`{type: "object", properties: {q: {type: "string"}}}`, `{type: "array", properties: {q: {type: "string"}}}`))
	many("many: one quoted array", "", odd(`{type: "object"}`, `{"type": "array"}`))
	many("many: one escaped label", "", odd(`{type: "object"}`, `{"\u0074ype": "array"}`))
	many("many: one dup conflict", "", odd(`{type: "object", a: 1}`, `{type: "object", a: 1, a: 2}`))
	many("many: one nested dup conflict", "", odd(`{type: "object", p: {a: 1}}`, `{type: "object", p: {a: 1, a: 2}}`))
	many("many: one null", "", odd(`{type: "object"}`, `null`))
	many("many: one list", "", odd(`{type: "object"}`, `[{type: "object"}]`))
	many("many: one without type", "", odd(`{type: "object"}`, `{a: 1}`))
	many("many: distinct descriptions", "", func(i int) string {
		return fmt.Sprintf(`{type: "object", description: "d%d <&> \"%d\" é"}`, i, i)
	})
	many("many: distinct, one bad", "", func(i int) string {
		if i == 200 {
			return `{type: "obj", description: "d"}`
		}
		return fmt.Sprintf(`{type: "object", description: "d%d"}`, i)
	})
	many("many: one embedded", "", odd(`{type: "object"}`, `{{type: "array"}}`))
	many("many: one hidden conflict", "", odd(`{type: "object"}`, `{type: "object", _h: 1, _h: 2}`))
	many("many: one optional", "", odd(`{type: "object"}`, `{type: "object", a?: int}`))
	many("many: one int", "", odd(`{type: "object", n: 1}`, `{type: "object", n: 1.0}`))
	many("many: floats differ", "", func(i int) string { return fmt.Sprintf(`{type: "object", n: %d.5}`, i) })
	many("many: the field order differs", "", func(i int) string {
		if i%2 == 0 {
			return `{a: 1, type: "object", b: 2}`
		}
		return `{b: 2, type: "object", a: 1}`
	})

	// user definitions and templates constraining parameters
	up := func(name, pre, params string) {
		t("user: "+name, pre+"tools: x: {state: \"active\", parameters: "+params+"}\ntools: y: {state: \"active\", parameters: {type: \"object\"}}\n")
		many("user many: "+name, pre, odd(`{type: "object"}`, params))
	}
	up("#Parameters requires type, missing", "#Parameters: {type: \"object\"}\n", `{a: 1}`)
	up("#Parameters closed by user, extra field", "#Parameters: {type?: \"object\"}\n", `{type: "object", a: 1}`)
	up("#Parameters closed by user, no extra", "#Parameters: {type?: \"object\"}\n", `{type: "object"}`)
	up("#Parameters adds a field, bad", "#Parameters: {additionalProperties?: bool, ...}\n", `{type: "object", additionalProperties: "no"}`)
	up("#Parameters adds a field, good", "#Parameters: {additionalProperties?: bool, ...}\n", `{type: "object", additionalProperties: false}`)
	up("#Parameters adds a pattern", "#Parameters: {[=~\"^x\"]: int, ...}\n", `{type: "object", xa: "s"}`)
	up("#Parameters adds a default", "#Parameters: {strict: *false | bool, ...}\n", `{type: "object"}`)
	up("#Parameters adds a nested constraint", "#Parameters: {properties?: [string]: {type!: string}, ...}\n", `{type: "object", properties: {a: {description: "d"}}}`)
	up("#Parameters close", "#Parameters: close({type?: \"object\"})\n", `{type: "object", a: 1}`)
	up("#Parameters ellipsis typed", "#Parameters: {...int}\n", `{type: "object", a: "s"}`)
	up("#Parameters in other file", "", `{type: "object", a: 1}`)
	tf("user: #Parameters closed in b.cue", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", a: 1}}\n", "b.cue", "#Parameters: {type?: \"object\"}\n")
	up("template parameters", "tools: [string]: parameters?: {type: \"object\", a?: int}\n", `{type: "object", a: "s"}`)
	up("template parameters default", "tools: [string]: parameters?: {strict: *false | bool, ...}\n", `{type: "object"}`)
	up("template adds required", "tools: [string]: parameters?: {required!: [...string]}\n", `{type: "object"}`)
	up("def with parameters", "#P: #Tool & {parameters: {type: \"object\", a?: int, ...}}\ntools: [=~\"^[xt]\"]: #P\n", `{type: "object", a: "s"}`)
	up("hidden template", "_p: {type: \"object\", n: int}\ntools: [string]: parameters?: _p\n", `{type: "object", n: "s"}`)

	// variants, annotations, other sections
	vt := func(name, src string) {
		t("variants: "+name, "model_classes: big: {}\ntools: x: {state: \"active\", variants: "+src+"}\n")
	}
	vt("good", `[{model_class: "big", parameters: {type: "object", a: 1}}]`)
	vt("bad type", `[{model_class: "big", parameters: {type: "array"}}]`)
	vt("dup conflict", `[{model_class: "big", parameters: {type: "object", a: 1, a: 2}}]`)
	vt("two same", `[{model_class: "big", parameters: {type: "object"}}, {model_class: "big", parameters: {type: "object"}}]`)
	vt("no class", `[{parameters: {type: "object"}}]`)
	vt("unknown field", `[{model_class: "big", zz: 1}]`)
	many("variants many: one bad", "model_classes: big: {}\n", odd(`{type: "object"}`, `{type: "object"}, variants: [{model_class: "big", parameters: {type: "array"}}]`))
	at := func(name, src string) {
		t("annotations: "+name, "annotations: {owner: {type: \"string\"}, n: {type: \"number\"}}\ntools: x: {state: \"active\", annotations: "+src+"}\n")
	}
	at("good", `{readOnlyHint: true, owner: "a <b> & \"c\""}`)
	at("bad value", `{readOnlyHint: 1}`)
	at("null", `{readOnlyHint: null}`)
	at("bad name", `{"Read Only": true}`)
	at("dup conflict", `{readOnlyHint: true, readOnlyHint: false}`)
	at("newline", `{owner: "a\nb"}`)
	at("undeclared", `{zz: "x"}`)
	add(many30("annotations many: one bad", "annotations: {owner: {type: \"string\"}}\n", "", func(i int) string {
		if i == 130 {
			return fmt.Sprintf("t%d: {state: \"active\", annotations: {owner: \"a\\tb\"}}", i)
		}
		return fmt.Sprintf("t%d: {state: \"active\", annotations: {owner: \"a b\"}}", i)
	})...)
	t("groups: list literal", "groups: {g: {doc: \"G.\"}}\ntools: x: {state: \"active\", groups: [\"g\", \"g\"]}\n")
	t("groups: bad name", "groups: {g: {doc: \"G.\"}}\ntools: x: {state: \"active\", groups: [\"G G\"]}\n")
	t("dynamic: raw list", "tools: x: {state: \"active\", dynamic: [{id: \"skills\", acknowledged: \"ok\"}]}\n")
	t("dynamic: raw list bad", "tools: x: {state: \"active\", dynamic: [{id: \"skills\", acknowledged: \"\"}]}\n")
	t("visible_when raw", "tools: x: {state: \"active\", visible_when: {all: [{mode: \"agent\"}, {not: {class: \"c\"}}]}}\n")
	t("visible_when two forms", "tools: x: {state: \"active\", visible_when: {mode: \"agent\", class: \"c\"}}\n")
	t("card_list raw", "tools: x: {state: \"active\", card_list: {header: \"h\"}}\n")

	// ---- 2. topLabels: top-level close and label: _ ----
	const sec = "\trelease: _\n\ttools: _\n\tproviders: _\n\tmodes: _\n"
	entry := "tools: x: {state: \"active\", niche: \"Does x.\"}\n"
	t("top: close with ellipsis", "close({\n"+sec+"\t...\n})\n"+entry)
	t("top: close with ellipsis and extra", "close({\n"+sec+"\t...\n})\n"+entry+"extra: 1\n")
	t("top: nested close", "close(close({\n"+sec+"}))\n"+entry)
	t("top: nested close missing tools", "close(close({\n\trelease: _\n\tproviders: _\n\tmodes: _\n}))\n"+entry)
	t("top: close only tools", "close({tools: _})\n"+entry)
	t("top: close tools: {}", "close({\n\trelease: _\n\ttools: {}\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close tools: close({})", "close({\n\trelease: _\n\ttools: close({})\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close tools: close({x: _})", "close({\n\trelease: _\n\ttools: close({x: _})\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close tools: _ & {}", "close({\n\trelease: _\n\ttools: _ & {}\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close tools: (_)", "close({\n\trelease: _\n\ttools: (_)\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close tools: _|_", "close({\n\trelease: _\n\ttools: _|_\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close tools: string", "close({\n\trelease: _\n\ttools: string\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close tools: *_ | _", "close({\n\trelease: _\n\ttools: *_ | _\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close tools twice", "close({\n"+sec+"\ttools: _\n})\n"+entry)
	t("top: close tools _ then entry", "close({\n"+sec+"\ttools: x: {state: \"deferred\"}\n})\n"+entry)
	t("top: close tools _ then entry ok", "close({\n"+sec+"\ttools: x: {niche: \"Does x.\"}\n})\n"+entry)
	t("top: close quoted labels", "close({\n\t\"release\": _\n\t\"tools\": _\n\t\"providers\": _\n\t\"modes\": _\n})\n"+entry)
	t("top: close escaped tools label", "close({\n\trelease: _\n\t\"t\\u006fols\": _\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close alias label", "close({\n\trelease: _\n\tT=tools: _\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close with pattern", "close({\n"+sec+"\t[=~\"^z\"]: _\n})\n"+entry+"zz: 1\n")
	t("top: close with let", "close({\n\tlet X = _\n\trelease: X\n\ttools: _\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close with let named _x", "close({\n\tlet _x = 1\n"+sec+"})\n"+entry)
	t("top: close with hidden field value", "close({\n"+sec+"\t_h: 1\n})\n_h: 2\n"+entry)
	t("top: close with def", "close({\n"+sec+"\t#D: {state: \"active\"}\n})\ntools: x: #D & {niche: \"n\"}\n")
	t("top: close with def bad", "close({\n"+sec+"\t#D: {state: \"active\"}\n})\ntools: x: #D & {niche: \"n\", zz: 1}\n")
	t("top: close with comprehension", "close({\n"+sec+"\tfor k in [\"a\"] {gates: (k): {}}\n})\n"+entry)
	t("top: close with if", "close({\n"+sec+"\tif true {aliases: _}\n})\n"+entry)
	t("top: close with embed", "close({\n\t{release: _}\n\ttools: _\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close optional tools", "close({\n\trelease: _\n\ttools?: _\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close required release", "close({\n\trelease!: _\n\ttools: _\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close two args", "close({\n"+sec+"}, {})\n"+entry)
	t("top: close of a reference", "_c: {\n"+sec+"}\nclose(_c)\n"+entry)
	t("top: close of a def", "#C: {\n"+sec+"\t...\n}\nclose(#C)\n"+entry)
	t("top: close conj", "close({\n"+sec+"}) & {aliases: _}\n"+entry)
	t("top: disjunction embed", "{tools: _} | {}\n"+entry)
	t("top: disjunction embed of closes", "close({\n"+sec+"}) | close({tools: _})\n"+entry)
	t("top: embed tools: _ and others", "{\n"+sec+"\tgates: _\n}\n"+entry)
	t("top: embed tools: _ with attr", "{tools: _ @a()}\n"+entry)
	t("top: embed tools: _ with comment", "{\n\t// c\n\ttools: _ // d\n}\n"+entry)
	t("top: embed _: tools", "{tools: _, tools: x: niche: \"Other.\"}\n"+entry)
	t("top: embed hidden _", "{_h: _}\n_h: 1\n"+entry)
	t("top: embed def _", "{#D: _}\n"+entry)
	t("top: embed zz: _", "{zz: _}\n"+entry)
	t("top: embed aliases: _ only", "{aliases: _}\n"+entry)
	t("top: close in two files", "close({\n"+sec+"})\n"+entry)
	tf("top: close in two files differ", "a.cue", "close({\n"+sec+"})\n"+entry, "b.cue", "close({\n"+sec+"\taliases: _\n})\naliases: y: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\n")
	tf("top: close in b.cue missing tools", "a.cue", entry, "b.cue", "close({\n\trelease: _\n\tproviders: _\n\tmodes: _\n})\n")
	tf("top: close in b.cue only", "a.cue", entry, "b.cue", "close({\n"+sec+"})\n")
	tf("top: close in b.cue with top for", "a.cue", entry, "b.cue", "close({\n"+sec+"})\nfor k in [\"y\"] {tools: (k): {state: \"active\"}}\n")
	tf("top: close with for adding gates", "a.cue", entry, "b.cue", "close({\n"+sec+"})\nfor k in [\"g\"] {gates: (k): {}}\n")
	t("top: close and comprehension over tools", "close({\n"+sec+"})\n"+entry+"for n, _ in tools {aliases: \"old_\\(n)\": {replacement: n, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}}\n")
	t("top: let named close", "let close = {tools: _}\nclose\n"+entry)
	t("top: let named close function-like", "let C = close\nC({\n"+sec+"})\n"+entry)
	t("top: close(_) embed", "close(_)\n"+entry)
	t("top: close({}) with ellipsis only", "close({...})\n"+entry)
	t("top: close tools _ and a missing mcp", "close({\n"+sec+"})\n"+entry+"mcp: {}\n")
	t("top: close listing unknown field", "close({\n"+sec+"\tzz: _\n})\n"+entry+"zz: 1\n")
	t("top: close all but release missing", "close({\n\ttools: _\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	t("top: close with tools entry fields", "close({\n\trelease: _\n\ttools: [string]: _\n\tproviders: _\n\tmodes: _\n})\n"+entry)
	add(many30("top many: close listing", "close({\n"+sec+"})\n", "", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\", niche: \"N%d.\"}", i, i)
	})...)
	add(many30("top many: close missing tools", "close({\n\trelease: _\n\tproviders: _\n\tmodes: _\n})\n", "", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\"}", i)
	})...)
	add(many30("top many: close with entry bad", "close({\n"+sec+"})\n", "", func(i int) string {
		if i == 130 {
			return fmt.Sprintf("t%d: {state: \"active\", zz: 1}", i)
		}
		return fmt.Sprintf("t%d: {state: \"active\"}", i)
	})...)
	aliases := func(n int) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, "aliases: old_%d: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\n", i)
		}
		return b.String()
	}
	t("top: close missing aliases, 260 aliases", "close({\n"+sec+"})\n"+entry+aliases(260))
	t("top: close listing aliases, 260 aliases", "close({\n"+sec+"\taliases: _\n})\n"+entry+aliases(260))
	t("top: close missing retired", "close({\n"+sec+"})\n"+entry+"retired: old: {reason: \"gone\"}\n")
	t("top: close missing gates", "close({\n"+sec+"})\n"+entry+"gates: g: {}\n")

	// ---- 3. plainHidden ----
	d := func(name, defs, entries string) { t("hidden: "+name, defs+entries) }
	two := "tools: x: #D & {niche: \"Does x.\"}\ntools: y: #D & {niche: \"Makes y.\"}\n"
	d("let reading field", "#D: #Tool & {state: \"active\", niche: string, let N = niche, _n: N & =~\"^D\"}\n", two)
	d("let read by hidden", "#D: #Tool & {state: \"active\", let N = niche, _n: N & =~\"^D\"}\n", two)
	d("interp of field", "#D: #Tool & {state: \"active\", niche: string, _n: \"\\(niche)\" & =~\"^D\"}\n", two)
	d("struct alias", "#D: S={#Tool & {state: \"active\"}, state: \"active\", _n: S.niche & =~\"^D\"}\n", two)
	d("struct alias no tool", "#D: S={#Tool, state: \"active\", _n: S.niche & =~\"^D\"}\n", two)
	d("field alias", "#D: #Tool & {state: \"active\", N=niche: string, _n: N & =~\"^D\"}\n", two)
	d("value alias", "#D: #Tool & {state: \"active\", niche: N=string, _n: N & =~\"^D\"}\n", two)
	d("via another hidden", "#D: #Tool & {state: \"active\", niche: string, _a: niche, _n: _a & =~\"^D\"}\n", two)
	d("nested struct", "#D: #Tool & {state: \"active\", niche: string, _n: {v: niche & =~\"^D\"}}\n", two)
	d("comprehension", "#D: #Tool & {state: \"active\", niche: string, _n: [for c in [niche] {c & =~\"^D\"}]}\n", two)
	d("comprehension if", "#D: #Tool & {state: \"active\", niche: string, _n: {if niche != \"Does x.\" {v: 1 & 2}}}\n", two)
	d("hidden read by nested field", "#D: #Tool & {state: \"active\", _n: \"D\", annotations: {owner: _n}}\nannotations: owner: {type: \"string\"}\n", two)
	d("hidden read in interpolation of field", "#D: #Tool & {state: \"active\", _n: \"Does\", niche: =~\"^\\(_n)\"}\n", two)
	d("hidden with default entry overrides", "#D: #Tool & {state: \"active\", _n: *\"a\" | string}\n", "tools: x: #D & {niche: \"Does x.\"}\ntools: y: #D & {niche: \"Makes y.\", _n: 1}\n")
	d("hidden set by entry conflict", "#D: #Tool & {state: \"active\", _n: \"core\"}\n", "tools: x: #D & {niche: \"Does x.\"}\ntools: y: #D & {niche: \"Makes y.\", _n: \"other\"}\n")
	d("hidden set by entry in another decl", "#D: #Tool & {state: \"active\", _n: \"core\"}\n", two+"tools: y: _n: \"other\"\n")
	d("hidden struct set by entry", "#D: #Tool & {state: \"active\", _n: {a: int}}\n", two+"tools: y: _n: a: \"s\"\n")
	d("hidden in close def", "#D: close({#Tool, state: \"active\", _n: \"c\"})\n", two)
	d("hidden in close def extra", "#D: close({#Tool, state: \"active\", _n: \"c\"})\n", two+"tools: y: zz: 1\n")
	d("hidden def _#", "#D: #Tool & {state: \"active\", _#n: string, niche: _#n}\n", two)
	d("hidden regex on field through hidden def", "#D: #Tool & {state: \"active\", _#R: =~\"^D\", niche: _#R}\n", two)
	d("hidden referring to package tools", "#D: #Tool & {state: \"active\", _n: len(tools) & <2}\n", two)
	d("hidden referring to tools.x", "#D: #Tool & {state: \"active\", _n: tools.x.niche & =~\"^D\"}\n", two)
	d("hidden error", "#D: #Tool & {state: \"active\", _n: 1 & 2}\n", two)
	d("hidden division by zero", "#D: #Tool & {state: \"active\", _n: div(1, 0)}\n", two)
	d("hidden bad index", "#D: #Tool & {state: \"active\", _n: [1][3]}\n", two)
	d("hidden optional", "#D: #Tool & {state: \"active\", _n?: =~\"^c\"}\n", two+"tools: x: _n: \"dev\"\n")
	d("hidden required", "#D: #Tool & {state: \"active\", _n!: string}\n", two)
	d("hidden label dollar", "#D: #Tool & {state: \"active\", _$n: 1 & 2}\n", two)
	d("hidden twice in def", "#D: #Tool & {state: \"active\", _n: 1, _n: 2}\n", two)
	d("hidden twice same", "#D: #Tool & {state: \"active\", _n: 1, _n: 1}\n", two)
	d("hidden in def chain", "#B: #Tool & {state: \"active\"}\n#D: {#B, _n: niche & =~\"^D\", ...}\n", two)
	d("hidden in def chain 2", "#B: #Tool & {state: \"active\", niche: string}\n#D: #B & {_n: niche & =~\"^D\"}\n", two)
	d("hidden reads def field via def name", "#D: #Tool & {state: \"active\", niche: string, _n: #D.niche}\n", two)
	d("hidden as a constraint on a later def", "#D: #Tool & {state: \"active\", _n: \"c\"}\n#E: #D & {_n: \"d\"}\n", "tools: x: #D & {niche: \"Does x.\"}\ntools: y: #E & {niche: \"Makes y.\"}\n")
	d("hidden list validator", "import \"list\"\n#D: #Tool & {state: \"active\", _n: list.MaxItems(1) & [1, 2]}\n", two)
	d("hidden with attribute", "#D: #Tool & {state: \"active\", _n: 1 @x()}\n", two)
	d("hidden embedding in def", "#D: #Tool & {state: \"active\", _n: {niche}}\n", two)
	d("hidden reading the entry by pattern alias", "#D: #Tool & {state: \"active\"}\ntools: [N=string]: {_n: N & =~\"^[xp]\"}\n", two)
	d("pattern hidden reads label", "", "tools: [N=string]: {_n: N & =~\"^[xp]\"}\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\"}\n")
	d("pattern hidden reads label ok", "", "tools: [N=string]: {_n: N & =~\"^[xyp]\"}\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\"}\n")
	d("pattern hidden interp label", "", "tools: [N=string]: {_n: \"\\(N)\" & !=\"y\"}\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\"}\n")
	d("pattern hidden strconv on label", "import \"strconv\"\n", "tools: [N=string]: {_n: strconv.Atoi(N)}\ntools: \"1\": {state: \"active\"}\ntools: y: {state: \"active\"}\n")
	d("pattern hidden reads field via alias", "", "tools: [string]: T={_n: T.state & \"active\"}\ntools: x: {state: \"active\"}\ntools: y: {state: \"deferred\", card: \"c\"}\n")
	d("pattern hidden reads field", "", "tools: [string]: {state: _, _n: state & \"active\"}\ntools: x: {state: \"active\"}\ntools: y: {state: \"deferred\", card: \"c\"}\n")
	d("pattern hidden reads field by let", "", "tools: [string]: {let S = state, _n: S & \"active\"}\ntools: x: {state: \"active\"}\ntools: y: {state: \"deferred\", card: \"c\"}\n")
	d("pattern hidden error", "", "tools: [string]: {_n: 1 & 2}\ntools: x: {state: \"active\"}\n")
	d("pattern hidden regex label", "", "tools: [=~\"^y\"]: {_n: 1 & 2}\ntools: x: {state: \"active\"}\n")
	d("pattern hidden regex label hit", "", "tools: [=~\"^y\"]: {_n: 1 & 2}\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\"}\n")
	d("pattern hidden entry sets", "", "tools: [string]: {_n: \"c\"}\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\", _n: \"d\"}\n")
	d("pattern hidden and def", "#D: #Tool & {_n: \"c\"}\n", "tools: [string]: #D & {_n: string}\ntools: x: {state: \"active\"}\n")
	d("pattern hidden default conflict", "", "tools: [string]: {_n: *\"c\" | int}\ntools: [=~\"^y\"]: {_n: int}\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\"}\n")
	add(many30("hidden many: pattern label", "tools: [N=string]: {_n: N & !=\"t130\"}\n", "", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\"}", i)
	})...)
	add(many30("hidden many: def reads field via alias", "#D: S={#Tool, state: \"active\", _n: S.niche & =~\"^D\"}\n", "", func(i int) string {
		if i == 130 {
			return fmt.Sprintf("t%d: #D & {niche: \"Makes.\"}", i)
		}
		return fmt.Sprintf("t%d: #D & {niche: \"Does.\"}", i)
	})...)
	add(many30("hidden many: def let", "#D: #Tool & {state: \"active\", let N = niche, _n: N & =~\"^D\"}\n", "", func(i int) string {
		if i == 130 {
			return fmt.Sprintf("t%d: #D & {niche: \"Makes.\"}", i)
		}
		return fmt.Sprintf("t%d: #D & {niche: \"Does %d.\"}", i, i)
	})...)
	add(many30("hidden many: def entries differ only in hidden", "#D: #Tool & {state: \"active\", _n: \"c\"}\n", "", func(i int) string {
		if i == 130 {
			return fmt.Sprintf("t%d: #D & {niche: \"Does.\", _n: \"d\"}", i)
		}
		return fmt.Sprintf("t%d: #D & {niche: \"Does.\"}", i)
	})...)
	add(many30("hidden many: chain", "#B: #Tool & {source: \"builtin\"}\n#M: {#B, _o?: string, ...}\n#D: #M & {state: *\"deferred\" | #State, card!: string}\n", "", func(i int) string {
		if i == 130 {
			return fmt.Sprintf("t%d: #D & {state: \"active\"}", i)
		}
		return fmt.Sprintf("t%d: #D & {card: \"C%d.\"}", i, i)
	})...)
	add(many30("hidden many: chain zz", "#B: #Tool & {source: \"builtin\"}\n#M: {#B, _o?: string, ...}\n#D: #M & {state: *\"deferred\" | #State, card!: string}\n", "", func(i int) string {
		if i == 130 {
			return fmt.Sprintf("t%d: #D & {card: \"C.\", zz: 1}", i)
		}
		return fmt.Sprintf("t%d: #D & {card: \"C%d.\"}", i, i)
	})...)

	// ---- 4. checkAside ----
	as := func(name string, kv ...string) {
		small := c21(name+" n=small", kv...)
		big := c21(name+" n=250", kv...)
		big.files["z.cue"] = p21 + pad29(250)
		// c21 adds a package clause to files without one: keep the
		// text as given for aside files.
		for i := 0; i+1 < len(kv); i += 2 {
			if kv[i] != "a.cue" {
				small.files[kv[i]] = kv[i+1]
				big.files[kv[i]] = kv[i+1]
			}
		}
		add(small, big)
	}
	as("aside: test file same package", "a.cue", entry, "x_test.cue", "package toolpolicy\ntools: y: {state: 1}\n")
	as("aside: test file other package", "a.cue", entry, "x_test.cue", "package other\n")
	as("aside: tool file other package", "a.cue", entry, "x_tool.cue", "package other\n")
	as("aside: tool file no package", "a.cue", entry, "x_tool.cue", "tools: y: {state: 1}\n")
	as("aside: test file no package", "a.cue", entry, "x_test.cue", "a: 1\n")
	as("aside: tool file parse error", "a.cue", entry, "x_tool.cue", "package toolpolicy\na: {\n")
	as("aside: tool file @if false other package", "a.cue", entry, "x_tool.cue", "@if(nope)\npackage other\n")
	as("aside: tool file @if true-ish other package", "a.cue", entry, "x_tool.cue", "@if(!nope)\npackage other\n")
	as("aside: tool file @if(nope || !nope)", "a.cue", entry, "x_tool.cue", "@if(nope || !nope)\npackage other\n")
	as("aside: tool file @if(nope && !nope)", "a.cue", entry, "x_tool.cue", "@if(nope && !nope)\npackage other\n")
	as("aside: tool file parse: @if bad expr", "a.cue", entry, "x_tool.cue", "@if(1 +)\npackage other\n")
	as("aside: tool file parse: @if empty", "a.cue", entry, "x_tool.cue", "@if()\npackage other\n")
	as("aside: tool file two @if", "a.cue", entry, "x_tool.cue", "@if(nope)\n@if(!nope)\npackage other\n")
	as("aside: tool file @ignore", "a.cue", entry, "x_tool.cue", "@ignore()\npackage other\n")
	as("aside: tool file @ignore parse error", "a.cue", entry, "x_tool.cue", "@ignore()\npackage toolpolicy\na: {\n")
	as("aside: tool file @if after package", "a.cue", entry, "x_tool.cue", "package other\n@if(nope)\n")
	as("aside: tool file @extern", "a.cue", entry, "x_tool.cue", "@extern(embed)\npackage other\n")
	as("aside: tool file comment then package", "a.cue", entry, "x_tool.cue", "// c\npackage other\n")
	as("aside: tool file bom", "a.cue", entry, "x_tool.cue", "\ufeffpackage other\n")
	as("aside: tool file bom same", "a.cue", entry, "x_tool.cue", "\ufeffpackage toolpolicy\n")
	as("aside: tool file NUL", "a.cue", entry, "x_tool.cue", "package toolpolicy\na: 1\x00\n")
	as("aside: tool file empty", "a.cue", entry, "x_tool.cue", "")
	as("aside: tool file imports unknown", "a.cue", entry, "x_tool.cue", "package toolpolicy\nimport \"tool/nope\"\n")
	as("aside: tool file imports tool/exec", "a.cue", entry, "x_tool.cue", "package toolpolicy\nimport \"tool/exec\"\ncommand: x: exec.Run & {cmd: \"true\"}\n")
	as("aside: tool file imports example.com", "a.cue", entry, "x_tool.cue", "package toolpolicy\nimport \"example.com/nope\"\n")
	as("aside: test file imports unused", "a.cue", entry, "x_test.cue", "package toolpolicy\nimport \"strings\"\n")
	as("aside: tool file package _", "a.cue", entry, "x_tool.cue", "package _\n")
	as("aside: test file package _", "a.cue", entry, "x_test.cue", "package _\n")
	as("aside: tool file parse: bad package name", "a.cue", entry, "x_tool.cue", "package 1\n")
	as("aside: tool file deep nesting", "a.cue", entry, "x_tool.cue", "package toolpolicy\na: "+strings.Repeat("[", 200)+strings.Repeat("]", 200)+"\n")
	as("aside: _test.cue alone", "a.cue", entry, "_test.cue", "package other\n")
	as("aside: _tool.cue alone", "a.cue", entry, "_tool.cue", "package other\n")
	as("aside: x_tool.cue.cue", "a.cue", entry, "x_tool.cue.cue", "package toolpolicy\ntools: y: {state: 1}\n")
	as("aside: X_TEST.CUE upper", "a.cue", entry, "X_TEST.CUE", "package other\n")
	as("aside: x_Tool.cue", "a.cue", entry, "x_Tool.cue", "package toolpolicy\ntools: y: {state: 1}\n")
	as("aside: x_tools.cue", "a.cue", entry, "x_tools.cue", "package toolpolicy\ntools: y: {state: 1}\n")
	as("aside: x-tool.cue", "a.cue", entry, "x-tool.cue", "package toolpolicy\ntools: y: {state: 1}\n")
	as("aside: x_tool_test.cue", "a.cue", entry, "x_tool_test.cue", "package other\n")
	as("aside: x_test_tool.cue", "a.cue", entry, "x_test_tool.cue", "package other\n")
	as("aside: .x_tool.cue hidden", "a.cue", entry, ".x_tool.cue", "package other\n")
	as("aside: _x_tool.cue", "a.cue", entry, "_x_tool.cue", "package other\n")
	as("aside: tool file in subdir", "a.cue", entry, "sub/x_tool.cue", "package other\n")
	as("aside: both tool and test", "a.cue", entry, "x_tool.cue", "package toolpolicy\n", "y_test.cue", "package toolpolicy\n")
	as("aside: tool ok, test other", "a.cue", entry, "x_tool.cue", "package toolpolicy\n", "y_test.cue", "package other\n")
	as("aside: tool file parse: attribute package", "a.cue", entry, "x_tool.cue", "package toolpolicy @x()\n")
	as("aside: tool file parse: package twice", "a.cue", entry, "x_tool.cue", "package toolpolicy\npackage other\n")
	as("aside: tool file only fields of other kind", "a.cue", entry, "x_tool.cue", "package toolpolicy\ncommand: hello: {}\n")
	as("aside: tool file with @if(toolpolicy)", "a.cue", entry, "x_tool.cue", "@if(toolpolicy)\npackage other\n")
	// a policy with only tool files besides a.cue (base plus entries)
	add(reviewCase{name: "aside: only a test file other package", files: map[string]string{"x_test.cue": "package other\n"}})
	add(reviewCase{name: "aside: no package files, a tool file", files: map[string]string{"a.cue": "tools: x: {state: \"active\"}\n", "x_tool.cue": "package other\n"}})

	// ---- added after the first run ----
	up("#Parameters close empty", "#Parameters: close({})\n", `{type: "object", a: 1}`)
	up("#Parameters close with ellipsis", "#Parameters: close({type?: \"object\", ...})\n", `{type: "object", a: 1}`)
	up("#Parameters embed close", "#Parameters: {close({type?: \"object\"})}\n", `{type: "object", a: 1}`)
	up("#Parameters conj close", "#Parameters: {type?: \"object\", ...} & close({type?: \"object\"})\n", `{type: "object", a: 1}`)
	up("#Parameters close no extra", "#Parameters: close({type?: \"object\"})\n", `{type: "object"}`)
	up("#Parameters close other label", "#Parameters: close({a?: int})\n", `{a: 1}`)
	up("#Tool parameters close", "#Tool: parameters?: close({type?: \"object\"})\n", `{type: "object", a: 1}`)
	up("#Tool parameters closed literal", "#Tool: parameters?: {type?: \"object\"}\n", `{type: "object", a: 1}`)
	up("#Tool parameters adds field", "#Tool: parameters?: {a?: int, ...}\n", `{type: "object", a: "s"}`)
	up("#Tool parameters required", "#Tool: parameters!: _\n", `{type: "object"}`)
	up("hidden close def as parameters", "_P: close({type?: \"object\"})\ntools: [string]: parameters?: _P\n", `{type: "object", a: 1}`)
	up("#Parameters struct.MaxFields", "import \"struct\"\n#Parameters: struct.MaxFields(1)\n", `{type: "object", a: 1}`)
	up("#Parameters matchN", "#Parameters: matchN(1, [{a!: _, ...}])\n", `{type: "object", b: 1}`)
	up("#Parameters not bottom", "#Parameters: {a?: _|_, ...}\n", `{type: "object", a: 1}`)
	up("#Parameters a: bottom with others", "#Parameters: {b?: string, ...}\n", `{type: "object", b: "s", a: 1}`)
	t("variants: #Parameters close", "#Parameters: close({type?: \"object\"})\nmodel_classes: big: {}\ntools: x: {state: \"active\", variants: [{model_class: \"big\", parameters: {type: \"object\", a: 1}}]}\n")
	t("variants: #Variant parameters close", "#Variant: parameters?: close({type?: \"object\"})\nmodel_classes: big: {}\ntools: x: {state: \"active\", variants: [{model_class: \"big\", parameters: {type: \"object\", a: 1}}]}\n")
	for _, f := range []string{"x_tool.cue", "x_test.cue", "b.cue"} {
		as("aside if: two @if in "+f, "a.cue", entry, f, "@if(nope)\n@if(!nope)\npackage toolpolicy\n")
		as("aside if: parse: @if() in "+f, "a.cue", entry, f, "@if()\npackage toolpolicy\n")
		as("aside if: parse: @if(1 +) in "+f, "a.cue", entry, f, "@if(1 +)\npackage toolpolicy\n")
		as("aside if: parse: @if(a, b) in "+f, "a.cue", entry, f, "@if(a, b)\npackage toolpolicy\n")
		as("aside if: @if(\"a\") in "+f, "a.cue", entry, f, "@if(\"a\")\npackage toolpolicy\n")
		as("aside if: @if(a == b) in "+f, "a.cue", entry, f, "@if(a == b)\npackage toolpolicy\n")
		as("aside if: @if(a) after package in "+f, "a.cue", entry, f, "package toolpolicy\n@if(a)\n")
		as("aside if: @ignore twice in "+f, "a.cue", entry, f, "@ignore()\n@ignore()\npackage toolpolicy\n")
		as("aside if: @if and @ignore in "+f, "a.cue", entry, f, "@if(!nope)\n@ignore()\npackage other\n")
		as("aside if: bom in "+f, "a.cue", entry, f, "package toolpolicy\n\ufeff")
	}

	// ---- second additions ----
	for _, sc := range []string{"release", "tools", "aliases", "retired", "mcp", "providers", "modes", "model_classes", "gates", "lint", "gen", "catalog", "settings", "groups", "annotations", "models", "exposure", "configurations"} {
		t("r2 top: embed "+sc+": _", "{"+sc+": _}\n"+entry)
		t("r2 top: close listing "+sc+": _", "close({\n"+sec+"\t"+sc+": _\n})\n"+entry)
	}
	// without base: only b.cue, no release anywhere
	noBase := "package toolpolicy\nproviders: default: {default: true, budget: {target: 5, max: 9}}\nmodes: agent: {}\n" + entry
	add(reviewCase{name: "r2 top: no release, embed release: _", files: map[string]string{"b.cue": noBase + "{release: _}\n"}})
	add(reviewCase{name: "r2 top: no release, close listing release: _", files: map[string]string{"b.cue": noBase + "close({\n" + sec + "})\n"}})
	add(reviewCase{name: "r2 top: no release, 250, embed release: _", files: map[string]string{"b.cue": noBase + "{release: _}\n", "z.cue": p21 + pad29(250)}})
	add(reviewCase{name: "r2 top: no tools, close", files: map[string]string{"b.cue": "package toolpolicy\nrelease: version: \"1.0.0\"\nproviders: default: {default: true, budget: {target: 5, max: 9}}\nmodes: agent: {}\nclose({\n" + sec + "})\n"}})
	t("r2 top: embed tools: _ and catalog read", "{catalog: _}\n"+entry+"modes: agent: head_add: [if catalog != _|_ {\"x\"}]\n")
	t("r2 top: close with release: _ and release read", "close({\n"+sec+"})\n"+entry+"tools: x: description: release.version\n")
	t("r2 top: embed lint: _ lint read", "{lint: _}\n"+entry+"tools: x: description: \"\\(len(lint))\"\n")
	t("r2 hidden: read from outside", "#D: #Tool & {state: \"active\", _n: \"c\"}\n"+two+"modes: agent: head_add: [for n, v in tools if v._n != _|_ {n}]\n")
	t("r2 hidden: read tools.x._n", "#D: #Tool & {state: \"active\", _n: \"c\"}\n"+two+"tools: y: description: tools.x._n\n")
	t("r2 hidden: read tools.x._n bad", "#D: #Tool & {state: \"active\", _n: \"c\"}\n"+two+"tools: y: card: tools.x._n & \"d\"\n")
	t("r2 hidden: def hidden refers to tools.x", "#D: #Tool & {state: \"active\", _n: tools.x.niche}\n"+two+"tools: y: description: tools.y._n\n")
	add(many30("r2 hidden many: read from outside", "#D: #Tool & {state: \"active\", _n: *\"c\" | string}\n", "modes: agent: head_add: [for n, v in tools if v._n == \"d\" {n}]\n", func(i int) string {
		if i == 130 {
			return fmt.Sprintf("t%d: #D & {niche: \"N.\", _n: \"d\"}", i)
		}
		return fmt.Sprintf("t%d: #D & {niche: \"N.\"}", i)
	})...)
	add(many30("r2 hidden many: pattern hidden default", "tools: [string]: {_n: *\"c\" | string, description: \"by \\(_n)\"}\n", "", func(i int) string {
		if i == 130 {
			return fmt.Sprintf("t%d: {state: \"active\", _n: \"d\"}", i)
		}
		return fmt.Sprintf("t%d: {state: \"active\"}", i)
	})...)
	add(many30("r2 hidden many: two defs same shape", "#D: #Tool & {state: \"active\", _n: \"c\"}\n#E: #Tool & {state: \"active\", _n: \"c\", niche: =~\"^D\"}\n", "", func(i int) string {
		if i == 130 {
			return fmt.Sprintf("t%d: #E & {niche: \"N.\"}", i)
		}
		return fmt.Sprintf("t%d: #D & {niche: \"N.\"}", i)
	})...)
	add(many30("r2 hidden many: def hidden bound on name via pattern", "#D: #Tool & {state: \"active\", _n: string}\ntools: [N=string]: {_n: N}\n#D: {_n: !=\"t130\"}\n", "", func(i int) string {
		return fmt.Sprintf("t%d: #D & {niche: \"N.\"}", i)
	})...)
	add(reviewCase{name: "r2 aside: directory x_test.cue", files: map[string]string{"a.cue": entry, "x_test.cue/f.cue": "package other\n"}})
	add(reviewCase{name: "r2 aside: directory x_tool.cue", files: map[string]string{"a.cue": entry, "x_tool.cue/f.cue": "package toolpolicy\n"}})
	many("r2 raw many: descriptions with escapes", "", func(i int) string {
		return fmt.Sprintf(`{type: "object", description: "d%d \t \u00e9 \\ \"q\" <&>"}`, i%3)
	})
	many("r2 raw many: dup labels differ by quoting", "", func(i int) string {
		if i == 130 {
			return `{type: "object", "a": 1, a: 2}`
		}
		return `{type: "object", "a": 1}`
	})
	many("r2 raw many: unicode label", "#Parameters: {\"é\"?: int, ...}\n", func(i int) string {
		if i == 130 {
			return `{type: "object", "\u00e9": "s"}`
		}
		return `{type: "object", "é": 1}`
	})
	many("r2 raw many: unicode label NFD", "#Parameters: {\"é\"?: int, ...}\n", func(i int) string {
		if i == 130 {
			return "{type: \"object\", \"e\u0301\": \"s\"}"
		}
		return `{type: "object", "é": 1}`
	})
	many("r2 raw many: label with quote", "#Parameters: {\"a\\\"b\"?: int, ...}\n", func(i int) string {
		if i == 130 {
			return `{type: "object", "a\"b": "s"}`
		}
		return `{type: "object", "a\"b": 1}`
	})
	many("r2 raw many: label #a quoted declared", "#Parameters: {\"#a\"?: int, ...}\n", func(i int) string {
		if i == 130 {
			return `{type: "object", "#a": "s"}`
		}
		return `{type: "object", "#a": 1}`
	})
	many("r2 raw many: label _a quoted declared", "#Parameters: {\"_a\"?: int, ...}\n", func(i int) string {
		if i == 130 {
			return `{type: "object", "_a": "s"}`
		}
		return `{type: "object", "_a": 1}`
	})

	// ---- third additions: reductions ----
	t("r3 hidden: def bound, pattern sets from label", "#D: #Tool & {state: \"active\", _n: !=\"y\"}\ntools: [N=string]: {_n: N}\n"+two)
	t("r3 hidden: def bound, pattern sets from label ok", "#D: #Tool & {state: \"active\", _n: !=\"z\"}\ntools: [N=string]: {_n: N}\n"+two)
	t("r3 hidden: def bound, pattern sets from label, no #Tool", "#D: {state: \"active\", _n: !=\"y\", ...}\ntools: [N=string]: {_n: N}\n"+two)
	t("r3 hidden: def bound, hidden set by other pattern constant", "#D: #Tool & {state: \"active\", _n: !=\"y\"}\ntools: [=~\"^y\"]: {_n: \"y\"}\n"+two)
	t("r3 hidden: def bound, hidden set in top-level decl", "#D: #Tool & {state: \"active\", _n: !=\"y\"}\n"+two+"tools: y: _n: \"y\"\n")
	t("r3 hidden: def bound int, pattern len label", "#D: #Tool & {state: \"active\", _n: <2}\ntools: [N=string]: {_n: len(N)}\n"+"tools: x: #D & {niche: \"Does x.\"}\ntools: yy: #D & {niche: \"Makes y.\"}\n")
	t("r3 hidden: def regular bound, pattern sets regular from label", "#D: #Tool & {state: \"active\", description: !=\"y\"}\ntools: [N=string]: {description: N}\n"+two)
	t("r3 hidden: two patterns, hidden", "tools: [string]: {_n: !=\"y\"}\ntools: [N=string]: {_n: N}\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\"}\n")
	t("r3 hidden: def hidden, pattern hidden conflict const", "#D: #Tool & {state: \"active\", _n: \"c\"}\ntools: [=~\"^y\"]: {_n: \"d\"}\n"+two)
	add(reviewCase{name: "r3 aside: directory x.cue", files: map[string]string{"a.cue": entry, "x.cue/f.cue": "package toolpolicy\n"}})

	// ---- minimal reproductions ----
	t("min hidden: def bound, pattern from label", "#D: {_n: !=\"y\", ...}\ntools: [N=string]: {_n: N}\ntools: y: #D & {state: \"active\"}\n")
	t("min hidden: def bound, pattern from label, two entries", "#D: {_n: !=\"y\", ...}\ntools: [N=string]: {_n: N}\ntools: x: #D & {state: \"active\"}\ntools: y: #D & {state: \"active\"}\n")
	t("min hidden: def bound, pattern from label, two entries, y first", "#D: {_n: !=\"y\", ...}\ntools: [N=string]: {_n: N}\ntools: y: #D & {state: \"active\"}\ntools: x: #D & {state: \"active\"}\n")
	t("min hidden: def regular bound, pattern label, two entries", "#D: {description: !=\"y\", ...}\ntools: [N=string]: {description: N}\ntools: x: #D & {state: \"active\"}\ntools: y: #D & {state: \"active\"}\n")
	t("min hidden: def bound, pattern from label via interp", "#D: {_n: !=\"y\", ...}\ntools: [N=string]: {_n: \"\\(N)\"}\ntools: y: #D & {state: \"active\"}\n")
	t("min hidden: def bound, no pattern, entry via hidden top", "#D: {_n: !=\"y\", ...}\ntools: y: #D & {state: \"active\"}\ntools: [string]: {_n: \"y\"}\n")
	t("min hidden: def regular-less, pattern label in def-like hidden", "_D: {_n: !=\"y\", ...}\ntools: [N=string]: {_n: N}\ntools: y: _D & {state: \"active\"}\n")

	xy := "tools: x: #D & {state: \"active\"}\ntools: y: #D & {state: \"active\"}\n"
	t("min hidden: def bound, for sets hidden", "#D: {_n: !=\"y\", ...}\n"+xy+"for k in [\"y\"] {tools: (k): _n: k}\n")
	t("min hidden: def bound, if sets hidden", "#D: {_n: !=\"y\", ...}\n"+xy+"if true {tools: y: _n: \"y\"}\n")
	t("min hidden: def bound, pattern regex sets hidden", "#D: {_n: !=\"y\", ...}\n"+xy+"tools: [=~\"y\"]: _n: \"y\"\n")
	t("min hidden: def bound, pattern alias hidden nested", "#D: {_n: {v: !=\"y\"}, ...}\ntools: [N=string]: {_n: v: N}\n"+xy)
	t("min hidden: def bound, pattern label in regular & hidden", "#D: {_n: !=\"y\", ...}\ntools: [N=string]: {_n: N, description: N}\n"+xy)
	t("min hidden: def bound two hidden", "#D: {_n: !=\"y\", _m: string, ...}\ntools: [N=string]: {_n: N}\n"+xy)
	t("min hidden: def hidden no bound, pattern hidden bound", "#D: {_n: string, ...}\ntools: [N=string]: {_n: N & !=\"y\"}\n"+xy)
	t("min hidden: no def, two patterns bound and label", "tools: [string]: {_n: !=\"y\"}\ntools: [N=string]: {_n: N}\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\"}\n")
	t("min hidden: close def bound, pattern from label", "#D: close({_n: !=\"y\", state: _})\ntools: [N=string]: {_n: N}\n"+xy)
	t("min hidden: def chain hidden bound, pattern from label", "#B: {_n: !=\"y\", ...}\n#D: {#B, ...}\ntools: [N=string]: {_n: N}\n"+xy)
	many("min hidden many: def bound, pattern from label", "#D: {_n: !=\"t130\", ...}\ntools: [N=string]: {_n: N}\ntools: [string]: #D\n", func(int) string { return `{type: "object"}` })

	// ---- last additions ----
	t("r4 top: close listing a field named close", "close({\n"+sec+"\tclose: _\n})\n"+entry)
	t("r4 top: close with _ values and markers", "close({\n\trelease: _ // r\n\ttools: _\n\tproviders: _\n\tmodes: _ @m()\n})\n"+entry)
	t("r4 top: close inside a let-bound struct", "let S = {\n"+sec+"}\nclose(S)\n"+entry)
	t("r4 top: close and hidden top embed", "close({\n"+sec+"\t_h: _\n})\n"+entry)
	t("r4 top: embed tools: _ and tools pattern", "{tools: _}\ntools: [string]: {niche: =~\"^D\"}\n"+entry)
	t("r4 top: embed tools: _ and tools pattern bad", "{tools: _}\ntools: [string]: {niche: =~\"^Z\"}\n"+entry)
	t("r4 top: close + embed tools with entry", "close({\n"+sec+"})\n{tools: y: {state: \"active\", zz: 1}}\n"+entry)
	t("r4 hidden: tied pattern with hidden", "tools: [string]: {state: _, if state == \"deferred\" {card: string}, _h: \"x\"}\ntools: x: {state: \"active\"}\ntools: y: {state: \"deferred\"}\n")
	t("r4 hidden: tied pattern with hidden reading state", "tools: [string]: {state: _, _h: state & \"active\"}\ntools: x: {state: \"active\"}\ntools: y: {state: \"deferred\", card: \"c\"}\n")
	t("r4 hidden: def with hidden and tied fields", "#D: #Tool & {state: _, if state == \"deferred\" {card!: string}, _h: 1}\ntools: x: #D & {state: \"active\"}\ntools: y: #D & {state: \"deferred\"}\n")
	t("r4 hidden: def hidden default entry sets bad", "#D: #Tool & {state: \"active\", _h: *1 | int}\ntools: x: #D & {niche: \"n\"}\ntools: y: #D & {niche: \"n\", _h: \"s\"}\n")
	t("r4 hidden: def hidden unused, entries differ", "#D: #Tool & {state: \"active\", _h: 1}\ntools: x: #D & {niche: \"n\"}\ntools: y: #D & {niche: \"n\\t\"}\n")
	t("r4 hidden: def hidden unused, entry extra field", "#D: #Tool & {state: \"active\", _h: 1}\ntools: x: #D & {niche: \"n\"}\ntools: y: #D & {niche: \"n\", zz: 1}\n")
	t("r4 hidden: def hidden referencing package hidden read by package", "_all: [for n, t in tools {t._h}]\n#D: #Tool & {state: \"active\", _h: 1}\ntools: x: #D & {niche: \"n\"}\nmodes: agent: head_add: [if len(_all) > 5 {\"x\"}]\n")
	return cs
}

var review36Cases = cases36()

func TestReview36(t *testing.T) { runWithCue(t, sparseUnderRace(review36Cases, 4)) }
