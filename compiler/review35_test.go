package compiler

// review35 (helper-h74): adversarial cases about numbers and their
// conversion to data, in entries the fast path takes and in the rest of
// the policy: int vs float, exponents, huge and tiny values, hex/octal/
// binary literals, underscores, SI suffixes, arithmetic, math and strconv
// calls, bounds, defaults and disjunctions of numbers, numbers
// interpolated into strings, numbers in integer fields (#Count), in
// parameter schemas, in conditions and model attributes, float clashes
// across files, through a definition, a tools pattern and a hidden
// helper. Each is checked against the cue command by runWithCue (the
// fast path forced, and a load as it has it); most come small and big
// (e30: 250 plain entries in z.cue).
//
// Result (helper-h74): one failure class, every failing case of it a float
// literal whose dot is not followed by a digit (5., -5., 0., 10., 1_0.,
// 1.e3, 1.E3, 0.e0, 5.e0) in a construct the fast path rewrites as text
// (a pattern constraint of tools, aliases or retired, a hidden field
// with a default, an entry's let): CUE's formatter (cue/format
// printer.go, token.FLOAT) pads it to 5.0 / 1.0e3, and CUE exports the
// digits written, so the fast path reads 5.0 and 1.0E+3 where cue export
// has 5 and 1E+3 (parameters' JSON, and interpolated text: "m=\(5.)" is
// "m=5" to cue, "m=5.0" to toolpolicy). The same with 250+ entries in a
// default load (no option). Everything else agreed with cue: int/float
// kinds, exponents, 1e400, 1e-400, denormals, -0, hex/octal/binary, _,
// SI suffixes, div/mod/quo/rem, math and strconv, bounds, defaults,
// #Count and #Bound fields, float clashes across files and fields.

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// nums35 are number expressions, each valid CUE (some conflicting or
// incomplete on purpose).
var nums35 = []string{
	"1", "1.0", "1.00", "0.1e1", "1e3", "1E-2", "1e+3", "1.5e300", "1e400", "-1e400", "1e-400",
	"4.9e-324", "2.2250738585072014e-308", "-0", "-0.0", "0.0", "0x1F", "0X1f", "0o17", "0b101",
	"1_000", "1_000.5", "1K", "1Ki", "1.5M", "1.5Mi", "2G", "9223372036854775807",
	"9223372036854775808", "18446744073709551616", "-9223372036854775809",
	"123456789012345678901234567890", "0.1 + 0.2", "1 / 3", "4 / 2", "7 div 2", "-7 div 2",
	"-7 mod 2", "-7 quo 2", "-7 rem 2", "2 * 3.0", "2 * 3", "1.0 & 1", "1 & 1.0", "number & 1",
	"float & 1", "int & 1.0", "float & 1.0", "int & 1", "*1 | 2", "*1.0 | int", "*1 | 1.0",
	"1 | 1.0", "1.0 | 1.00", "math.Pi", "math.Sqrt(2)", "math.Sqrt(4)", "math.Floor(2.5)",
	"math.Pow(2, 10)", "math.MaxInt64", "math.Abs(-3)", "strconv.Atoi(\"42\")",
	"strconv.ParseFloat(\"1.50\", 64)", "strconv.ParseInt(\"ff\", 16, 64)", "len(\"abc\")",
	">=0 & <=1 & 0.5", ">1.5", "int & <10 & 3", "10 & int & <10", "-1", "-1.5e-3",
	"0.000001", "1e21", "1e20", "100000000000000000000.0", "3.0 - 1", "1.0 * 1", "10 / 4",
	"1e3 & int", "1.5 & int", "number", "int", ">0", "0.1e-1", "00.5", ".5", "5.",
	"1e2 + 0", "-(1.0)", "+1", "5.e0", "1.e3", "0.", "-5.", "50e-1", "5.0e0", "0.e0",
}

// numImports is the import lines n needs.
func numImports(n string) string {
	var s string
	if strings.Contains(n, "math.") {
		s += "import \"math\"\n"
	}
	if strings.Contains(n, "strconv.") {
		s += "import \"strconv\"\n"
	}
	return s
}

func cases35() []reviewCase {
	var cs []reviewCase
	add := func(c ...reviewCase) { cs = append(cs, c...) }
	both := func(name string, n string, body string) {
		add(e30(name, "a.cue", numImports(n)+body)...)
	}
	small := func(name string, n string, body string) {
		add(c21(name+" n=small", "a.cue", numImports(n)+body))
	}
	for _, n := range nums35 {
		q := fmt.Sprintf("%q", n)
		// parameters: a free-form JSON schema, numbers keep their digits.
		both("params: maximum "+q, n, fmt.Sprintf("tools: x: {state: \"active\", parameters: {type: \"object\", properties: n: {type: \"integer\", minimum: 0, maximum: %s, multipleOf: 0.5}}}\n", n))
		// interpolated into a description.
		if kw := strings.ContainsAny(n, " ") && (strings.Contains(n, "div") || strings.Contains(n, "mod") || strings.Contains(n, "quo") || strings.Contains(n, "rem")); kw {
			// CUE's parser takes no div/mod/quo/rem inside \( ): through a helper.
			both("descr: interp "+q, n, fmt.Sprintf("_d: %s\ntools: x: {state: \"active\", description: \"v=\\(_d)\"}\n", n))
		} else {
			both("descr: interp "+q, n, fmt.Sprintf("tools: x: {state: \"active\", description: \"v=\\(%s)\"}\n", n))
		}
		// a hidden helper, used in two entries.
		both("hidden: helper "+q, n, fmt.Sprintf("_n: %s\ntools: x: {state: \"active\", parameters: {type: \"object\", default: _n}}\ntools: y: {state: \"active\", description: \"n \\(_n)\"}\n", n))
		// a definition applied to entries.
		both("def: applied "+q, n, fmt.Sprintf("#P: {type: \"object\", properties: n: {maximum: %s}}\ntools: x: {state: \"active\", parameters: #P}\ntools: y: {state: \"deferred\", parameters: #P}\n", n))
		// a tools pattern.
		small("pattern: tools "+q, n, fmt.Sprintf("tools: [string]: {parameters: {type: \"object\", \"x-n\": %s}}\ntools: x: {state: \"active\"}\n", n))
		// an integer field of the schema.
		small("count: budget target "+q, n, fmt.Sprintf("providers: p2: budget: {target: %s, max: 9223372036854775807}\ntools: tx: {state: \"active\"}\n", n))
		small("count: limits max_tools "+q, n, fmt.Sprintf("providers: default: limits: max_tools: %s\ntools: tx: {state: \"active\"}\n", n))
		// a model attribute and a condition's bound.
		small("attr: model "+q, n, fmt.Sprintf("models: m: attributes: a: %s\ntools: tx: {state: \"active\"}\n", n))
		both("cond: at_least "+q, n, fmt.Sprintf("tools: x: {state: \"active\", visible_when: {attribute: \"ctx\", at_least: %s}}\n", n))
		both("cond: is "+q, n, fmt.Sprintf("tools: x: {state: \"active\", head_when: {attribute: \"ctx\", is: %s}}\n", n))
	}
	// float clashes across files and inside one.
	pairs := [][2]string{
		{"1.0", "1"}, {"1", "1.0"}, {"1.0", "1.00"}, {"1e3", "1000.0"}, {"1000.0", "1e3"},
		{"0.1e1", "1.0"}, {"1.0", "0.1e1"}, {"1e3", "1E3"}, {"1e3", "1000"}, {"2.50", "2.5"},
		{"0.5", ".5"}, {"1.0", "4 / 4"}, {"2.0", "math.Sqrt(4)"}, {"1.50", "strconv.ParseFloat(\"1.5\", 64)"},
		{"0x10", "16"}, {"1K", "1000"}, {"1Ki", "1024"}, {"1.5K", "1500"}, {"-0.0", "0.0"}, {"-0", "0"},
		{"1e400", "1e400"}, {"1e400", "10e399"}, {"2.0", "2 * 1.0"}, {"3.0", "1.0 + 2"},
	}
	for _, p := range pairs {
		imp := numImports(p[0] + p[1])
		name := fmt.Sprintf("%q vs %q", p[0], p[1])
		add(e30("clash: files params "+name, "a.cue", imp+fmt.Sprintf("tools: x: {state: \"active\", parameters: {type: \"object\", m: %s}}\n", p[0]), "b.cue", fmt.Sprintf("tools: x: parameters: m: %s\n", p[1]))...)
		add(e30("clash: one field "+name, "a.cue", imp+fmt.Sprintf("tools: x: {state: \"active\", parameters: {type: \"object\", m: %s & %s}}\n", p[0], p[1]))...)
		add(e30("clash: hidden then literal "+name, "a.cue", imp+fmt.Sprintf("_p: {type: \"object\", m: %s}\ntools: x: {state: \"active\", parameters: _p}\ntools: x: parameters: m: %s\n", p[0], p[1]))...)
		add(e30("clash: description "+name, "a.cue", imp+fmt.Sprintf("_v: %s\n_v: %s\ntools: x: {state: \"active\", description: \"\\(_v)\"}\n", p[0], p[1]))...)
		add(c21("clash: attributes "+name+" n=small", "a.cue", imp+fmt.Sprintf("models: m: attributes: a: %s\ntools: tx: {state: \"active\"}\n", p[0]), "b.cue", fmt.Sprintf("models: m: attributes: a: %s\ntools: tx: {state: \"active\"}\n", p[1])))
		add(c21("clash: pattern and entry "+name+" n=small", "a.cue", imp+fmt.Sprintf("tools: [string]: parameters: {type: \"object\", m: %s}\ntools: x: {state: \"active\", parameters: m: %s}\n", p[0], p[1])))
	}
	// numbers in other places.
	add(e30("misc: numeric string label", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", properties: {\"1\": {maximum: 1.0}, \"1e3\": {maximum: 1e3}}}}\n")...)
	add(e30("misc: number as label via interpolation", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", properties: {\"\\(1.0)\": {maximum: 2}, \"\\(0x10)\": {x: 1}}}}\n")...)
	add(e30("misc: list of numbers", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", enum: [1, 1.0, 1e3, 0x10, -0.0, 1Ki, 1.5e-7]}}\n")...)
	add(e30("misc: description number", "a.cue", "tools: x: {state: \"active\", description: 1.0}\n")...)
	add(e30("misc: annotation number", "a.cue", "tools: x: {state: \"active\", annotations: readOnlyHint: 1}\n")...)
	add(e30("misc: annotation interp", "a.cue", "tools: x: {state: \"active\", annotations: n: \"\\(1e3)\"}\n")...)
	add(e30("misc: niche interp 1/3", "a.cue", "tools: x: {state: \"active\", niche: \"third \\(1/3) \\(2/3) \\(10/3)\"}\n")...)
	add(e30("misc: many interps", "a.cue", "tools: x: {state: \"active\", description: \"\\(1.0) \\(1e3) \\(0x10) \\(1/3) \\(1.5M) \\(1Ki) \\(-0.0) \\(1e400) \\(1e-400) \\(_d) \\(2*3.0)\"}\n_d: 7 div 2\n")...)
	add(e30("misc: strconv format", "a.cue", "import \"strconv\"\ntools: x: {state: \"active\", description: strconv.FormatFloat(1.5, 'f', -1, 64) + strconv.FormatInt(255, 16) + strconv.Quote(\"x\")}\n")...)
	add(e30("misc: list of params through for", "a.cue", "_ns: [1, 1.0, 1e3, 0.5]\ntools: {for i, n in _ns {\"t\\(i)\": {state: \"active\", parameters: {type: \"object\", default: n}, description: \"n=\\(n)\"}}}\n")...)
	add(e30("misc: for over numbers in labels", "a.cue", "tools: {for n in [1, 2.5, 1e3] {\"t_\\(n)\": {state: \"active\"}}}\n")...)
	add(e30("misc: arithmetic on helper", "a.cue", "_b: 4\ntools: x: {state: \"active\", parameters: {type: \"object\", maxItems: _b * 2, max: _b / 2, d: _b div 3, q: _b quo 3}, description: \"\\(_b / 2)\"}\n")...)
	add(e30("misc: def with default number", "a.cue", "#T: {state: \"active\", parameters: {type: \"object\", n: *1.0 | number}}\ntools: x: #T\ntools: y: #T & {parameters: n: 2}\n")...)
	add(e30("misc: def default int overridden by float", "a.cue", "#T: {state: \"active\", parameters: {type: \"object\", n: *1 | number}}\ntools: x: #T & {parameters: n: 1.0}\n")...)
	add(e30("misc: budget from arithmetic", "a.cue", "providers: p2: budget: {target: 10 div 3, max: 2 * 5}\n")...)
	add(e30("misc: budget float 3.0", "a.cue", "providers: p2: budget: {target: 3.0, max: 9}\n")...)
	add(e30("misc: budget max < target", "a.cue", "providers: p2: budget: {target: 1e1, max: 9}\n")...)
	add(e30("misc: budget max float vs target", "a.cue", "providers: p2: budget: {target: 3, max: 2.5}\n")...)
	add(e30("misc: tools-derived count", "a.cue", "providers: p2: budget: {target: len(tools), max: len(tools) * 2}\ntools: x: {state: \"active\"}\n")...)
	add(e30("misc: card_max_length", "a.cue", "catalog: card_max_length: 1K\n")...)
	add(e30("misc: release min_deprecation_releases", "a.cue", "release: min_deprecation_releases: 0x2\n")...)
	add(e30("misc: model attrs list", "a.cue", "models: m: attributes: {a: 1.0, b: 1e3, c: 0x10, d: -0.0, e: 1e400, f: 1e-400, g: 123456789012345678901234567890, h: 0.1 + 0.2}\n")...)
	add(e30("misc: where at_most", "a.cue", "model_classes: c: {example: \"xy\", where: {attribute: \"ctx\", at_most: 1.7976931348623157e308}}\nmodels: xy: attributes: ctx: 1e308\n")...)
	add(e30("misc: where at_most over", "a.cue", "model_classes: c: {example: \"xy\", where: {attribute: \"ctx\", at_most: 1.7976931348623159e308}}\n")...)
	add(e30("misc: variant params numbers", "a.cue", mc21+"tools: x: {state: \"active\", variants: [{model_class: \"c\", parameters: {type: \"object\", n: 1.0, m: 1e3}, description: \"\\(1.0)\"}]}\n")...)
	add(e30("misc: condition is float vs int", "a.cue", "tools: x: {state: \"active\", visible_when: {any: [{attribute: \"a\", is: 1.0}, {attribute: \"a\", is: 1}]}}\n")...)
	add(e30("misc: setting value number interp", "a.cue", "settings: s: {type: \"one_of\", values: [\"\\(1.0)\", \"\\(1e3)\"]}\n")...)
	add(e30("misc: setting value number", "a.cue", "settings: s: {type: \"one_of\", values: [1]}\n")...)
	add(e30("misc: nested params deep float", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", properties: a: properties: b: {minimum: -1.0e-10, maximum: 1.0E+10}}}\n")...)
	add(e30("misc: json.Marshal of numbers", "a.cue", "import \"encoding/json\"\ntools: x: {state: \"active\", description: json.Marshal({a: 1.0, b: 1e3, c: 0x10, d: 1/3})}\n")...)
	add(e30("misc: json.Unmarshal numbers", "a.cue", "import \"encoding/json\"\ntools: x: {state: \"active\", parameters: json.Unmarshal(\"{\\\"type\\\": \\\"object\\\", \\\"m\\\": 1.0, \\\"n\\\": 1e3, \\\"o\\\": 12345678901234567890123}\")}\n")...)
	add(e30("misc: json.Unmarshal and literal clash", "a.cue", "import \"encoding/json\"\ntools: x: {state: \"active\", parameters: json.Unmarshal(\"{\\\"type\\\": \\\"object\\\", \\\"m\\\": 1.0}\")}\ntools: x: parameters: m: 1.00\n")...)
	add(e30("misc: yaml.Unmarshal numbers", "a.cue", "import \"encoding/yaml\"\ntools: x: {state: \"active\", parameters: yaml.Unmarshal(\"type: object\\nm: 1.0\\nn: 1e3\\no: 0x10\\np: .5\")}\n")...)
	add(e30("misc: float in hidden label set", "a.cue", "_m: {\"1.0\": 1.0, \"1\": 1}\ntools: x: {state: \"active\", parameters: {type: \"object\", a: _m[\"1.0\"], b: _m[\"1\"]}}\n")...)
	add(e30("misc: list index number", "a.cue", "_l: [1.0, 1e3, 0x10]\ntools: x: {state: \"active\", parameters: {type: \"object\", a: _l[0], b: _l[1], c: _l[2]}, description: \"\\(_l[1])\"}\n")...)
	add(e30("misc: list index float", "a.cue", "_l: [1.0, 1e3]\ntools: x: {state: \"active\", parameters: {type: \"object\", a: _l[1.0]}}\n")...)
	add(e30("misc: let number", "a.cue", "let N = 1.50\ntools: x: {state: \"active\", parameters: {type: \"object\", a: N}, description: \"\\(N)\"}\n")...)
	add(e30("misc: multipleOf tiny", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", multipleOf: 0.000000000000000000000000001}}\n")...)
	add(e30("misc: negative exponent upper", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", a: 1E-2, b: 1.5E+2, c: 12.5e-1}}\n")...)
	add(e30("misc: float clash through def and literal", "a.cue", "#P: {type: \"object\", m: 1.0}\ntools: x: {state: \"active\", parameters: #P & {m: 1.00}}\n")...)
	add(e30("misc: float clash across entries", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", m: 1.0}}\ntools: y: {state: \"active\", parameters: {type: \"object\", m: 1.00}}\n")...)
	add(e30("misc: float clash entry and models", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", m: 1.0}}\nmodels: q: attributes: a: 1.00\n")...)
	add(e30("misc: float clash description", "a.cue", "_a: 1.0\n_a: 1.00\ntools: x: {state: \"active\", description: \"\\(_a)\", parameters: {type: \"object\", m: _a}}\n")...)
	add(e30("misc: pattern default float entry int", "a.cue", "tools: [string]: parameters: {type: \"object\", m: *1.5 | number}\ntools: x: {state: \"active\", parameters: m: 2}\ntools: y: state: \"active\"\n")...)
	add(e30("misc: integer division by zero", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", m: 1 div 0}}\n")...)
	add(e30("misc: float division by zero", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", m: 1 / 0}}\n")...)
	add(e30("misc: overflow multiplication", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", m: 1e308 * 10}}\n")...)
	add(e30("misc: bool vs number", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", m: true & 1}}\n")...)
	add(e30("misc: string vs number", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\", m: \"1\" & 1}}\n")...)
	add(e30("misc: number + string", "a.cue", "tools: x: {state: \"active\", description: \"n\" + 1}\n")...)
	add(e30("misc: string * int", "a.cue", "tools: x: {state: \"active\", description: \"ab\" * 3}\n")...)
	// float literals CUE's formatter writes otherwise (5. as 5.0, 1.e3
	// as 1.0e3), and neighbours, through constructs the fast path
	// rewrites as text.
	for _, n := range fmtNums35 {
		q := fmt.Sprintf("%q", n)
		for _, t := range fmtTemplates35 {
			add(e30("fmt: "+t[0]+" "+q, "a.cue", strings.ReplaceAll(t[1], "NUM", n))...)
		}
	}
	return cs
}

var fmtNums35 = []string{"5.", "1.e3", "-5.", "0.e0", "1.5", "1.50", ".5", "1e3", "0x10", "1_0.0", "10.", "1.E3", ".5e1", "1_0.", "0."}

var fmtTemplates35 = [][2]string{
	{"pattern after entries", "tools: x: {state: \"active\"}\ntools: y: {state: \"active\", parameters: type: \"object\"}\ntools: [string]: {parameters: {m: NUM}}\n"},
	{"pattern regex", "tools: [=~\"^x\"]: {parameters: {type: \"object\", m: NUM}}\ntools: x1: {state: \"active\"}\ntools: x2: {state: \"deferred\"}\n"},
	{"pattern with label alias", "tools: [N=string]: {description: N, parameters: {type: \"object\", m: NUM}}\ntools: x: {state: \"active\"}\n"},
	{"pattern label alias dependent", "tools: [N=string]: {parameters: {type: \"object\", m: NUM, n: N}}\ntools: x: {state: \"active\"}\n"},
	{"pattern default", "tools: [string]: {parameters: {type: \"object\", m: *NUM | number}}\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\", parameters: m: 7}\n"},
	{"pattern in def", "#TS: {[=~\"^g_\"]: {state: \"active\", parameters: {type: \"object\", m: NUM}}}\ntools: #TS\ntools: g_a: {}\ntools: g_b: {}\n"},
	{"def template entry", "#T: {state: \"active\", parameters: {type: \"object\", m: NUM}}\ntools: x: #T & {description: \"d\"}\ntools: y: #T\n"},
	{"hidden default", "_m: *NUM | number\ntools: x: {state: \"active\", parameters: {type: \"object\", m: _m}}\ntools: y: {state: \"active\", parameters: {type: \"object\", m: _m}}\n"},
	{"hidden map for", "_g: {a: {m: NUM}, b: {m: NUM}}\ntools: {for k, v in _g {(k): {state: \"active\", parameters: {type: \"object\", m: v.m}}}}\n"},
	{"hidden map for def", "#G: {state: \"deferred\", source: \"mcp\", parameters: {type: \"object\", m: NUM}}\n_g: {a: {}, b: {}}\ntools: {for k, v in _g {(k): #G & v}}\n"},
	{"top-level for", "_g: {a: {}, b: {}}\nfor k, v in _g {tools: (k): {state: \"active\", parameters: {type: \"object\", m: NUM}}}\n"},
	{"list for", "tools: {for i, n in [NUM, NUM] {\"t\\(i)\": {state: \"active\", parameters: {type: \"object\", m: n}}}}\n"},
	{"let", "let M = NUM\ntools: x: {state: \"active\", parameters: {type: \"object\", m: M}}\n"},
	{"entry let", "tools: x: {let M = NUM, state: \"active\", parameters: {type: \"object\", m: M}}\n"},
	{"json marshal", "import \"encoding/json\"\ntools: x: {state: \"active\", description: json.Marshal({m: NUM})}\n"},
	{"json marshal hidden", "import \"encoding/json\"\n_h: [string]: {m: NUM}\n_h: a: {}\ntools: x: {state: \"active\", description: json.Marshal(_h.a)}\n"},
	{"yaml marshal", "import \"encoding/yaml\"\ntools: x: {card: yaml.Marshal({m: NUM}), source: \"mcp\", state: \"deferred\"}\n"},
	{"interp", "tools: x: {state: \"active\", description: \"m=\\(NUM)\"}\n"},
	{"interp hidden", "_m: NUM\ntools: x: {state: \"active\", description: \"m=\\(_m)\"}\ntools: y: {state: \"active\", niche: \"m=\\(_m)\"}\n"},
	{"pattern interp", "tools: [string]: {description: \"m=\\(NUM)\"}\ntools: x: {state: \"active\"}\n"},
	{"embedded", "tools: x: {{state: \"active\"}, parameters: {type: \"object\", m: NUM}}\n"},
	{"variants", mc21 + "tools: x: {state: \"active\", variants: [{model_class: \"c\", parameters: {type: \"object\", m: NUM}}]}\n"},
	{"pattern variants", mc21 + "tools: [string]: {variants: [{model_class: \"c\", parameters: {type: \"object\", m: NUM}}]}\ntools: x: {state: \"active\"}\n"},
	{"models pattern", "tools: tx: {state: \"active\"}\nmodels: [string]: attributes: a: NUM\nmodels: m: {}\n"},
	{"cond pattern", "tools: [string]: {visible_when: {attribute: \"a\", is: NUM}}\ntools: x: {state: \"active\"}\n"},
	{"cond pattern at_least", "tools: [string]: {head_when: {attribute: \"a\", at_least: NUM}}\ntools: x: {state: \"active\"}\n"},
	{"list in pattern", "tools: [string]: {parameters: {type: \"object\", enum: [NUM, 1, NUM]}}\ntools: x: {state: \"active\"}\n"},
	{"label from number", "tools: {for n in [NUM] {\"t_\\(n)\": {state: \"active\"}}}\n"},
	{"hidden default interp", "_m: *NUM | number\ntools: x: {state: \"active\", description: \"\\(_m)\"}\n"},
	{"hidden in pattern", "_m: NUM\ntools: [string]: {parameters: {type: \"object\", m: _m}}\ntools: x: {state: \"active\"}\n"},
	{"def default", "#T: {state: \"active\", parameters: {type: \"object\", m: *NUM | number}}\ntools: x: #T\ntools: y: #T\n"},
	{"retired reason", "retired: old: reason: \"since \\(NUM)\"\n"},
	{"aliases note pattern", "aliases: [string]: note: \"n \\(NUM)\"\naliases: old: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\ntools: x: {state: \"active\"}\n"},
	{"json marshal in pattern", "import \"encoding/json\"\ntools: [string]: {description: json.Marshal({m: NUM})}\ntools: x: {state: \"active\"}\n"},
	{"models attribute direct", "tools: tx: {state: \"active\"}\nmodels: m: attributes: {a: NUM, b: [\"\\(NUM)\"]}\n"},
	{"retired pattern", "tools: tx: {state: \"active\"}\nretired: [string]: reason: \"since \\(NUM)\"\nretired: old: {}\n"},
	{"providers pattern forbidden", "tools: tx: {state: \"active\"}\nproviders: [string]: forbidden_strings: [\"x\\(NUM)\"]\n"},
	{"model_classes pattern example", "tools: tx: {state: \"active\"}\nmodel_classes: [string]: example: \"x\\(NUM)\"\nmodel_classes: c: match: [\"x*\"]\n"},
	{"two patterns", "tools: [string]: {parameters: {type: \"object\"}}\ntools: [=~\"x\"]: {parameters: {m: NUM}}\ntools: x: {state: \"active\"}\n"},
}

var review35Cases = cases35()

// TestReview35 runs every case of the clash and misc groups, every second
// of the fmt group's float literals CUE's formatter pads (the bug's class),
// every sixth of its other numbers and of the ten per-number groups over
// nums35 (3,064 cases whole: 5 minutes of CI on two cores); under the
// race detector, every fourth of those.
func TestReview35(t *testing.T) { runWithCue(t, sparseUnderRace(thin35(review35Cases), 4)) }

// thin35 is TestReview35's choice of cases.
func thin35(cases []reviewCase) []reviewCase {
	var out []reviewCase
	count := map[string]int{}
	kept := map[string]bool{}
	for _, c := range cases {
		group, _, _ := strings.Cut(c.name, ":")
		k := 1
		switch {
		case group == "fmt" && strings.Contains(c.name, "."):
			// The literal is quoted at the end of the name.
			lit := c.name[strings.LastIndex(c.name[:strings.LastIndex(c.name, "\"")], "\"")+1 : strings.LastIndex(c.name, "\"")]
			if padded(lit) {
				group, k = "fmt padded", 2
			} else {
				k = 6
			}
		case group == "fmt":
			k = 6
		case slices.Contains([]string{"params", "descr", "hidden", "def", "pattern", "count", "attr", "cond"}, group):
			k = 6
		}
		// A case's sizes (n=small, n=250) go together.
		base, _, _ := strings.Cut(c.name, " n=")
		keep, seen := kept[base]
		if !seen {
			keep = count[group]%k == 0
			count[group]++
			kept[base] = keep
		}
		if keep {
			out = append(out, c)
		}
	}
	return out
}
