package compiler

import (
	"fmt"
	"strings"
	"testing"
)

const p16 = "package toolpolicy\n"

// review16Cases probe twoDefaults/exprKey, labelLen/labelCall,
// fieldsApart/fieldCount, hidden fields in opaque pattern values, renew,
// tagsForLoad/validTag, addCUEErrors and hiddendefault's flags in place.
var review16Cases = []reviewCase{
	// --- 1. twoDefaults / exprKey ---
	{"2def: template default, same and different texts", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^od_\"]: #OD\ntools: {od_a: {state: *\"deferred\" | \"active\"}, od_b: {state: *\"deferred\" | \"active\"}, od_c: {state: *\"deferred\" | \"removed\"}, od_d: {state: *\"deferred\" | =~\"^de\"}, od_e: {state: *\"deferred\" | string}}\n"}},
	{"2def: conflicting defaults", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^od_\"]: #OD\ntools: {od_a: {state: *\"deferred\" | \"active\"}, od_b: {state: *\"active\" | \"deferred\"}}\n"}},
	{"2def: default outside the template set", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^od_\"]: #OD\ntools: {od_a: {state: *\"deferred\" | \"active\"}, od_b: {state: *\"bogus\" | \"active\"}}\n"}},
	{"2def: schema default source", map[string]string{"a.cue": "tools: {a: {state: \"active\", source: *\"builtin\" | \"mcp\"}, b: {state: \"active\", source: *\"mcp\" | \"builtin\"}}\n"}},
	{"2def: schema default source, agreeing", map[string]string{"a.cue": "tools: {a: {state: \"active\", source: *\"builtin\" | \"mcp\"}, b: {state: \"active\", source: *\"builtin\" | string}}\n"}},
	{"2def: same text, defaults differ by template", map[string]string{"a.cue": "#D: #Tool & {state: *\"deferred\" | #State}\n#A: #Tool & {state: *\"active\" | #State}\ntools: [=~\"^d_\"]: #D\ntools: [=~\"^a_\"]: #A\ntools: {d_1: {state: *\"deferred\" | \"active\"}, a_1: {state: *\"deferred\" | \"active\"}, d_2: {state: *\"deferred\" | \"active\"}}\n"}},
	{"2def: same text, defaults differ by template, valid", map[string]string{"a.cue": "#D: #Tool & {state: *\"deferred\" | #State}\n#A: #Tool & {state: *\"active\" | #State}\ntools: [=~\"^d_\"]: #D\ntools: [=~\"^a_\"]: #A\ntools: {d_1: {state: *\"deferred\" | \"active\"}, a_1: {state: *\"active\" | \"deferred\"}, d_2: {state: *\"deferred\" | \"active\"}}\n"}},
	{"2def: raw string default", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^od_\"]: #OD\ntools: {od_a: {state: *#\"deferred\"# | \"active\"}, od_b: {state: *\"deferred\" | #\"active\"#}}\n"}},
	{"2def: bound in the rest", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State, card: *\"cc\" | string}\ntools: [=~\"^od_\"]: #OD\ntools: {od_a: {card: *\"cc\" | (string & !=\"cc\")}, od_b: {card: *\"cc\" | !=\"cc\"}, od_c: {card: *\"cc\" | =~\"^c\"}}\n"}},
	{"2def: pattern default not template", map[string]string{"a.cue": "tools: [=~\"^p_\"]: {state: *\"deferred\" | #State}\ntools: {p_a: {state: *\"deferred\" | \"active\"}, p_b: {state: *\"active\" | \"deferred\"}}\n"}},
	{"2def: pattern default, agreeing", map[string]string{"a.cue": "tools: [=~\"^p_\"]: {state: *\"deferred\" | #State}\ntools: {p_a: {state: *\"deferred\" | \"active\"}, p_b: {state: *\"deferred\" | \"active\"}, p_c: {state: \"active\"}}\n"}},
	{"2def: two patterns with defaults", map[string]string{"a.cue": "tools: [=~\"^p_\"]: {state: *\"deferred\" | #State}\ntools: [=~\"_x$\"]: {state: *\"active\" | #State}\ntools: {p_a: {state: *\"deferred\" | \"active\"}, p_b_x: {state: *\"deferred\" | \"active\"}}\n"}},
	{"2def: non-string default in card", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State, card: *\"1\" | string}\ntools: [=~\"^od_\"]: #OD\ntools: {od_a: {card: *\"1\" | \"2\"}, od_b: {card: *1 | \"2\"}}\n"}},
	{"2def: group default meets #Name", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State, group: *\"core\" | #Name}\ntools: [=~\"^od_\"]: #OD\ntools: {od_a: {group: *\"core\" | \"x\"}, od_b: {group: *\"Bad Name\" | \"x\"}}\n"}},

	// --- 2. labelLen / labelCall ---
	{"label: len", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 5 {card: \"long\"}}\ntools: {abc: {state: \"active\"}, abcdef: {state: \"active\"}, abcde: {state: \"active\"}}\n"}},
	{"label: len ops", map[string]string{"a.cue": "tools: [N=string]: {if len(N) == 3 {card: \"three\"}, if len(N) != 3 {niche: \"nt\"}, if len(N) <= 2 {group: \"short\"}, if len(N) >= 4 {source: \"mcp\"}, if len(N) < 1 {description: \"never\"}}\ntools: {ab: {state: \"active\"}, abc: {state: \"active\"}, abcd: {state: \"active\"}}\n"}},
	{"label: len with an escaped label", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {card: \"long\"}}\ntools: {\"x\\u0061b\": {state: \"active\"}, \"a\\u0062cd\": {state: \"active\"}, xyz: {state: \"active\"}}\n"}},
	{"label: len hex literal", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 0x3 {card: \"long\"}}\ntools: {abc: {state: \"active\"}, abcd: {state: \"active\"}}\n"}},
	{"label: len conflicts with entry", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {card: \"long\"}}\ntools: {abc: {state: \"active\", card: \"x\"}, abcd: {state: \"active\", card: \"x\"}}\n"}},
	{"label: HasPrefix", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {if strings.HasPrefix(N, \"x\") {source: \"mcp\"}}\ntools: {xa: {state: \"active\"}, ya: {state: \"active\"}, x: {state: \"active\", source: \"mcp\"}}\n"}},
	{"label: HasPrefix conflict", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {if strings.HasPrefix(N, \"x\") {source: \"mcp\"}}\ntools: {xa: {state: \"active\", source: \"builtin\"}, ya: {state: \"active\"}}\n"}},
	{"label: HasSuffix, Contains, alias import", map[string]string{"a.cue": "", "b.cue": p16 + "import S \"strings\"\ntools: [N=string]: {if S.HasSuffix(N, \"_v\") {card: \"v\"}, if S.Contains(N, \"mid\") {niche: \"m\"}}\ntools: {a_v: {state: \"active\"}, amidb: {state: \"active\"}, amid_v: {state: \"active\"}, q: {state: \"active\"}}\n"}},
	{"label: negation and combination", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {if !strings.HasSuffix(N, \"_v\") && len(N) <= 3 {card: \"c\"}, if strings.HasPrefix(N, \"a\") || len(N) > 4 {niche: \"n\"}}\ntools: {a_v: {state: \"active\"}, abc: {state: \"active\"}, bcd: {state: \"active\"}, bcdef: {state: \"active\"}}\n"}},
	{"label: raw and escaped literals", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {if strings.HasPrefix(N, #\"a.\"#) {card: \"dot\"}, if strings.Contains(N, \"\\u005f\") {niche: \"u\"}}\ntools: {\"a.b\": {state: \"active\"}, ab: {state: \"active\"}, a_b: {state: \"active\"}}\n"}},
	{"label: strings import is list", map[string]string{"a.cue": "", "b.cue": p16 + "import strings \"list\"\ntools: [N=string]: {if len(N) > 2 {card: \"c\"}}\ntools: {abc: {state: \"active\", groups: strings.Concat([[\"g\"]])}}\n"}},
	{"label: strings import of other file", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_x: strings.ToUpper(\"a\")\n",
		"c.cue": p16 + "import strings \"struct\"\ntools: [N=string]: {if strings.MinFields(N, \"x\") {card: \"c\"}}\ntools: {xa: {state: \"active\"}}\n"}},
	{"label: HasPrefix empty and whole", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {if strings.HasPrefix(N, \"\") {card: \"c\"}, if strings.Contains(N, N) {niche: \"n\"}}\ntools: {xa: {state: \"active\"}}\n"}},
	{"label: pattern on the label too", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=!~\"^z\"]: {if strings.HasPrefix(N, \"x\") {card: \"c\"}}\ntools: {xa: {state: \"active\"}, zx: {state: \"active\", card: \"d\"}, xz: {state: \"active\", card: \"d\"}}\n"}},
	{"label: in aliases and gates", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: {a: {state: \"active\"}, old_x: {state: \"deprecated\"}, old_yy: {state: \"deprecated\"}}\naliases: [N=string]: {if len(N) > 5 {note: \"long\"}, if strings.HasPrefix(N, \"old_\") {replay_supported: true}}\naliases: {old_x: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\"}, old_yy: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: [N=string]: {if strings.HasSuffix(N, \"a\") {hidden_for: \"c\"}}\ngates: {a: {}}\n"}},
	{"label: shadowed N by entry field", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {card: \"long\"}}\ntools: {abcd: {state: \"active\", N: 1}}\n"}},
	{"label: string compare with len", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 && N != \"abcd\" {card: \"long\"}}\ntools: {abcd: {state: \"active\"}, abcde: {state: \"active\"}}\n"}},

	// --- 3. fieldsApart / fieldCount ---
	{"fields: MinFields", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MinFields(3)\ntools: {a: {state: \"active\"}, b: {state: \"active\", niche: \"n\"}, c: {state: \"active\", card: \"c\"}}\n"}},
	{"fields: MaxFields optional in entry", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(2)\ntools: {a: {state: \"active\", niche?: \"n\"}, b: {state: \"active\", niche: \"n\"}}\n"}},
	{"fields: MaxFields optional in entry, first", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(2)\ntools: {b: {state: \"active\", niche: \"n\"}, a: {state: \"active\", niche?: \"n\"}}\n"}},
	{"fields: MinFields optional in entry", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MinFields(3)\ntools: {b: {state: \"active\", niche: \"n\"}, a: {state: \"active\", niche?: \"n\"}}\n"}},
	{"fields: hidden field in entry", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(2)\ntools: {a: {state: \"active\", _h: 1}, b: {state: \"active\"}}\n"}},
	{"fields: definition in entry", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(2)\ntools: {a: {state: \"active\", #h: 1}, b: {state: \"active\"}}\n"}},
	{"fields: another pattern adds a field", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(2)\ntools: [=~\"^a\"]: {card: \"c\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"fields: another pattern, optional", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MinFields(3)\ntools: [=~\"^a\"]: {card?: \"c\", niche: *\"n\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}, ab: {state: \"active\", niche: \"m\"}}\n"}},
	{"fields: template adds fields", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", niche: *\"n\" | string}\ntools: [=~\"^m_\"]: #M\n", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(3)\ntools: {m_a: {state: \"active\"}, b: {state: \"active\", niche: \"x\"}, m_c: {state: \"active\", card: \"c\"}}\n"}},
	{"fields: entry in two files", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(2)\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "c.cue": p16 + "tools: b: niche: \"n\"\n"}},
	{"fields: same labels different sections", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: {a: {state: \"active\"}}\nretired: [string]: struct.MaxFields(1)\nretired: {o: {reason: \"r\"}, p: {reason: \"r\", since: \"1.0.0\"}}\n"}},
	{"fields: gates MaxFields", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: {a: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: [string]: struct.MaxFields(1)\ngates: {a: {hidden_for: \"c\"}, b: {hidden_for: \"c\", visible_for: \"c\"}}\n"}},
	{"fields: MinFields and MaxFields together", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MinFields(3) & struct.MaxFields(3)\ntools: {a: {state: \"active\", niche: \"n\"}, b: {state: \"active\", niche: \"n\", card: \"c\"}}\n"}},
	{"fields: MaxFields in a field", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: {annotations?: struct.MaxFields(1)}\ntools: {a: {state: \"active\", annotations: {x: true}}, b: {state: \"active\", annotations: {x: true, y: false}}}\n"}},
	{"fields: MaxFields with null-valued? default struct", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(2)\ntools: {a: {state: \"active\", niche: *\"n\" | string}, b: {state: \"active\"}}\n"}},

	// --- 4. hidden fields in pattern values ---
	{"hidden: _max", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max: 5\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: _max valid", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max: 20\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: _max in other file", map[string]string{"a.cue": "_max: 5\n", "b.cue": p16 + "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: _max declared twice", map[string]string{"a.cue": "_max: int\n", "b.cue": p16 + "import \"strings\"\n_max: 5\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: _max default overridden elsewhere", map[string]string{"a.cue": "_max: 3\n", "b.cue": p16 + "import \"strings\"\n_max: *20 | int\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: _max from a comprehension", map[string]string{"a.cue": "if true {_max: 3}\n", "b.cue": p16 + "import \"strings\"\n_max: int\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: _max from an embedded struct", map[string]string{"a.cue": "{_max: 3}\n", "b.cue": p16 + "import \"strings\"\n_max: int\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: chained", map[string]string{"a.cue": "_base: 2\n", "b.cue": p16 + "import \"strings\"\n_max: _base + 1\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: refers to data", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max: len(tools)\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"a\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: uses import", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_pre: strings.ToLower(\"AB\")\ntools: [string]: {niche?: strings.HasPrefix(_pre)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"xabc\"}}\n"}},
	{"hidden: uses import of its own file", map[string]string{"a.cue": "", "c.cue": p16 + "import S \"strings\"\n_pre: S.ToLower(\"AB\")\n", "b.cue": p16 + "import S \"strings\"\ntools: [string]: {niche?: S.HasPrefix(_pre)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"xabc\"}}\n"}},
	{"hidden: import name differs across files", map[string]string{"a.cue": "", "c.cue": p16 + "import S \"list\"\n_n: S.Sum([1, 2])\n", "b.cue": p16 + "import S \"strings\"\ntools: [string]: {niche?: S.MaxRunes(_n)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"ab\"}}\n"}},
	{"hidden: shadowed in value", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max: 20\ntools: [string]: {_max: 2, niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\"}}\n"}},
	{"hidden: struct selected", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_lim: {niche: 3, card: 9}\ntools: [string]: {niche?: strings.MaxRunes(_lim.niche), card?: strings.MaxRunes(_lim.card)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcd\"}}\n"}},
	{"hidden: hidden with a tag", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max: *3 | int @tag(max, type=int)\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcd\"}}\n"}},
	{"hidden: let", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\nlet M = 3\ntools: [string]: {niche?: strings.MaxRunes(M)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcd\"}}\n"}},
	{"hidden: hidden definition", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_#M: 3\ntools: [string]: {niche?: strings.MaxRunes(_#M)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcd\"}}\n"}},
	{"hidden: same name as entry field", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max: 3\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abcd\", _max: 10}, b: {state: \"active\", niche: \"ab\"}}\n"}},
	{"hidden: attr on hidden in aliases", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_v: \"1\"\ntools: {a: {state: \"active\"}, x: {state: \"deprecated\"}}\naliases: [string]: {planned_removal: *\"TBD\" | strings.HasPrefix(_v)}\naliases: {x: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"2.0.0\", replay_supported: true}}\n"}},

	// --- 6. @tag ---
	{"tag: type=float", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(card, type=float)}, b: {state: \"active\"}}\n"}},
	{"tag: unknown key", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(card, foo=bar)}, b: {state: \"active\"}}\n"}},
	{"tag: var=bogus", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(card, var=bogus)}, b: {state: \"active\"}}\n"}},
	{"tag: var=now", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(card, var=now)}, b: {state: \"active\"}}\n"}},
	{"tag: short", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(card, short=x|y)}, b: {state: \"active\"}}\n"}},
	{"tag: type=int on string", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(card, type=int)}, b: {state: \"active\"}}\n"}},
	{"tag: two tags on a field", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(c1) @tag(c2)}, b: {state: \"active\"}}\n"}},
	{"tag: same tag twice", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(c)}, b: {state: \"active\", card: *\"d\" | string @tag(c, type=bool)}}\n"}},
	{"tag: empty", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag()}, b: {state: \"active\"}}\n"}},
	{"tag: bad name", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(1x)}, b: {state: \"active\"}}\n"}},
	{"tag: ident with #", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(#c)}, b: {state: \"active\"}}\n"}},
	{"tag: short=", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(c, short=)}, b: {state: \"active\"}}\n"}},
	{"tag: type= empty", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag(c, type=)}, b: {state: \"active\"}}\n"}},
	{"tag: on a required field", map[string]string{"a.cue": "tools: {a: {state: \"active\", card!: *\"c\" | string @tag(c)}, b: {state: \"active\"}}\n"}},
	{"tag: in another file, in a list", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: c: {state: \"active\", groups: [\"g\" @tag(g)]}\n"}},
	{"tag: top-level non-section", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "_x: *\"c\" | string @tag(x, type=float)\n"}},

	// --- 7. addCUEErrors ---
	{"err: gate empty", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: {a: {}, b: {hidden_for: \"c\"}}\n"}},
	{"err: gate both", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: {a: {hidden_for: \"c\", visible_for: \"c\"}, b: {hidden_for: \"c\"}}\n"}},
	{"err: gate required only", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: {a: {hidden_for!: string}, b: {hidden_for: \"c\"}}\n"}},
	{"err: variant empty", map[string]string{"a.cue": "tools: {a: {state: \"active\", variants: [{}]}, b: {state: \"active\"}}\n"}},
	{"err: variant required", map[string]string{"a.cue": "tools: {a: {state: \"active\", variants: [{model_class!: string}]}, b: {state: \"active\"}}\n"}},
	{"err: variant required and matchN", map[string]string{"a.cue": "tools: {a: {state: \"active\", variants: [{model_class!: string}, {}]}, b: {state: \"active\"}}\n"}},
	{"err: card_list header required", map[string]string{"a.cue": "tools: {a: {state: \"active\", card_list: {}}, b: {state: \"active\"}}\n"}},
	{"err: entry required field", map[string]string{"a.cue": "tools: {a: {state: \"active\", niche!: string}, b: {state: \"active\"}}\n"}},

	// --- 8. hiddendefault in place ---
	{"flag: in place", map[string]string{"a.cue": "_lazy: *\"deferred\" | \"active\"\n", "b.cue": p16 + "tools: {x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: uses a let, entry file declares it", map[string]string{"a.cue": "let D = \"deferred\"\n_lazy: *D | \"active\"\n", "b.cue": p16 + "let D = \"active\"\ntools: {x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: uses an import, entry file imports it otherwise", map[string]string{"a.cue": "", "c.cue": p16 + "import \"strings\"\n_lazy: *strings.ToLower(\"DEFERRED\") | \"active\"\n", "b.cue": p16 + "import strings \"list\"\n_g: strings.Concat([[\"x\"]])\ntools: {x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: uses a definition", map[string]string{"a.cue": "#Lazy: \"deferred\"\n_lazy: *#Lazy | \"active\"\n", "b.cue": p16 + "tools: {x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: uses a hidden field, entry has one", map[string]string{"a.cue": "_d: \"deferred\"\n_lazy: *_d | \"active\"\n", "b.cue": p16 + "tools: {x: {_d: \"removed\", state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: entry has a let named like the flag's text", map[string]string{"a.cue": "_d: \"deferred\"\n_lazy: *\"deferred\" | \"active\"\ntools: {x: {let active = 1, state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: alias in entry file", map[string]string{"a.cue": "_lazy: *\"deferred\" | #State\n", "b.cue": p16 + "tools: {x: {state: _lazy}, y: {state: \"active\"}}\n#State: \"active\" | \"deferred\"\n"}},
	{"flag: set in another file", map[string]string{"a.cue": "_lazy: *\"deferred\" | \"active\"\n", "b.cue": p16 + "tools: {x: {state: _lazy}, y: {state: \"active\"}}\n", "c.cue": p16 + "_lazy: \"active\"\n"}},
	{"flag: set by a comprehension in another file", map[string]string{"a.cue": "_lazy: *\"deferred\" | \"active\"\n", "b.cue": p16 + "tools: {x: {state: _lazy}, y: {state: \"active\"}}\n", "c.cue": p16 + "if true {_lazy: \"active\"}\n"}},
	{"flag: state from a flag in an entry with a template", map[string]string{"a.cue": "#OD: #Tool & {state: *\"active\" | #State}\ntools: [=~\"^od_\"]: #OD\n_lazy: *\"deferred\" | \"active\"\n", "b.cue": p16 + "tools: {od_x: {state: _lazy}, od_y: {state: *\"deferred\" | \"active\"}}\n"}},
	{"flag: file alias", map[string]string{"a.cue": "_lazy: *\"deferred\" | \"active\"\n", "b.cue": p16 + "X=tools: {x: {state: _lazy}, y: {state: \"active\"}}\n_y: X.x.state\n"}},
	{"flag: flag text uses a name the entry file aliases", map[string]string{"a.cue": "_d: \"deferred\"\n_lazy: *_d | \"active\"\n", "b.cue": p16 + "_d=tools: {x: {state: _lazy}, y: {state: \"active\"}}\n"}},

	// --- second round ---
	{"fields: label condition adds a field", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(2)\ntools: [N=string]: {if len(N) > 3 {card: \"c\"}}\ntools: {abc: {state: \"active\"}, abcd: {state: \"active\"}}\n"}},
	{"fields: label condition adds a field, same pattern", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\nimport \"strings\"\ntools: [N=string]: struct.MaxFields(2) & {if strings.HasPrefix(N, \"x\") {card: \"c\"}}\ntools: {abc: {state: \"active\"}, xbc: {state: \"active\"}}\n"}},
	{"fields: label condition adds a field, order", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(2)\ntools: [N=string]: {if len(N) > 3 {card: \"c\"}}\ntools: {abcd: {state: \"active\"}, abc: {state: \"active\"}}\n"}},
	{"fields: label dep field", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MinFields(3)\ntools: [N=\"abc\"]: {niche: N}\ntools: {abc: {state: \"active\"}, abd: {state: \"active\"}}\n"}},
	{"fields: MaxFields with label-equality pattern", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(2)\ntools: abd: card: \"c\"\ntools: {abc: {state: \"active\"}, abd: {state: \"active\"}}\n"}},
	{"fields: MaxFields, entry defined via hidden struct", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\n_r: {card: \"c\"}\ntools: [string]: struct.MaxFields(2)\ntools: {abc: {state: \"active\"}, abd: _r & {state: \"active\"}}\n"}},
	{"hidden: excluded by @if", map[string]string{"a.cue": "", "c.cue": "@if(debug)\npackage toolpolicy\n_max: 3\n", "b.cue": p16 + "import \"strings\"\n_max: *20 | int\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: excluded by @ignore", map[string]string{"a.cue": "", "c.cue": "@ignore()\npackage toolpolicy\n_max: 3\n", "b.cue": p16 + "import \"strings\"\n_max: *20 | int\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: let of same name in both files", map[string]string{"a.cue": "let L = 3\n_max: L\n", "b.cue": p16 + "import \"strings\"\nlet L = 9\n_m: L\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: refers to a policy definition", map[string]string{"a.cue": "#Lim: 3\n_max: #Lim\n", "b.cue": p16 + "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: refers to schema definition", map[string]string{"a.cue": "_st: #State\n", "b.cue": p16 + "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(5), state: _st}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"bogus\"}}\n"}},
	{"hidden: a comprehension in the hidden value", map[string]string{"a.cue": "_max: [for x in [1, 2, 3] {x}][2]\n", "b.cue": p16 + "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: pattern on hidden field", map[string]string{"a.cue": "_lim: [string]: 3\n_lim: niche: _\n", "b.cue": p16 + "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(_lim.niche)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\", niche: \"abcdefg\"}}\n"}},
	{"hidden: hidden field in an embedded decl of a section", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max: 3\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {_max: 50, a: {state: \"active\", niche: \"abcd\"}, b: {state: \"active\"}}\n"}},
	{"hidden: hidden field conflicting", map[string]string{"a.cue": "_max: 4\n", "b.cue": p16 + "import \"strings\"\n_max: 3\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"ab\"}, b: {state: \"active\"}}\n"}},
	{"hidden: hidden field conflicting, unused elsewhere", map[string]string{"a.cue": "_max: 4\n", "b.cue": p16 + "import \"strings\"\n_max: 3\ntools: [string]: {niche?: strings.MaxRunes(_max)}\n"}},
	{"flag: excluded file sets it", map[string]string{"a.cue": "_lazy: *\"deferred\" | \"active\"\n", "b.cue": p16 + "tools: {x: {state: _lazy}, y: {state: \"active\"}}\n", "c.cue": "@if(prod)\npackage toolpolicy\n_lazy: \"active\"\n"}},
	{"flag: entry has a definition the flag's text uses", map[string]string{"a.cue": "#S: \"deferred\"\n_lazy: *#S | \"active\"\n", "b.cue": p16 + "tools: {x: {#S: \"removed\", state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: flag text uses a name a pattern label alias binds", map[string]string{"a.cue": "_d: \"deferred\"\n_lazy: *_d | \"active\"\n", "b.cue": p16 + "tools: [_d=string]: {niche: _d}\ntools: {x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: flag uses a let of its file, entry same file", map[string]string{"a.cue": "let D = \"deferred\"\n_lazy: *D | \"active\"\ntools: {x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: flag refers to another flag", map[string]string{"a.cue": "_a: *\"deferred\" | \"active\"\n_lazy: _a\n", "b.cue": p16 + "tools: {x: {state: _lazy}, y: {state: \"active\"}}\n", "c.cue": p16 + "_a: \"active\"\n"}},
	{"flag: in a nested field", map[string]string{"a.cue": "_ro: *true | bool\n", "b.cue": p16 + "tools: {x: {state: \"active\", annotations: {readOnlyHint: _ro}}, y: {state: \"active\"}}\n"}},
	{"2def: flag meets template default", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^od_\"]: #OD\n_lazy: *\"active\" | \"deferred\"\ntools: {od_x: {state: _lazy}, od_y: {state: *\"deferred\" | \"active\"}}\n"}},
	{"2def: entries with a number default", map[string]string{"a.cue": "tools: {a: {state: \"active\", annotations: {x: *1 | bool}}, b: {state: \"active\"}}\n"}},
	{"2def: bool default meets", map[string]string{"a.cue": "tools: [string]: {annotations: {readOnlyHint: *true | bool}}\ntools: {a: {state: \"active\", annotations: {readOnlyHint: *false | true}}, b: {state: \"active\"}}\n"}},
	{"2def: shadowed predeclared in default", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State, card: *\"c\" | string}\ntools: [=~\"^od_\"]: #OD\ntools: {od_a: {card: *\"c\" | string}, od_b: {let string = \"d\", card: *\"c\" | string}}\n"}},
	{"label: N shadowed inside the if", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {let N = \"xx\", if strings.HasPrefix(N, \"x\") {card: \"c\"}}\ntools: {ab: {state: \"active\"}}\n"}},
	{"label: strings shadowed by a let", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {if strings.HasPrefix(N, \"x\") {card: \"c\"}}\ntools: {ab: {state: \"active\"}, xa: {state: \"active\"}}\n_u: strings.ToUpper(\"a\")\n"}},
	{"label: len of a multibyte label", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {card: \"long\"}}\ntools: {\"é\": {state: \"active\"}, \"ab\": {state: \"active\"}}\n"}},
	{"label: HasPrefix on a name the schema rejects", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {if strings.HasPrefix(N, \"x\") {card: \"c\"}}\ntools: {\"x y\": {state: \"active\"}, xa: {state: \"active\"}}\n"}},
	{"label: condition on a field the entry sets", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {state: \"active\"}}\ntools: {abcd: {state: \"deferred\"}, abc: {state: \"deferred\"}}\n"}},
	{"label: MaxRunes inside if", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {if len(N) > 3 {niche?: strings.MaxRunes(2)}}\ntools: {abcd: {state: \"active\", niche: \"abc\"}, abc: {state: \"active\", niche: \"abc\"}}\n"}},
	{"tag: in a pattern in another file", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: [string]: {card?: string @tag(c)}\n"}},
	{"tag: on an optional entry field", map[string]string{"a.cue": "tools: {a: {state: \"active\", card?: string @tag(c)}, b: {state: \"active\"}}\n"}},
	{"tag: on a dynamic label", map[string]string{"a.cue": "_n: \"card\"\ntools: {a: {state: \"active\", (_n): *\"c\" | string @tag(c)}, b: {state: \"active\"}}\n"}},
	{"tag: valid with spaces", map[string]string{"a.cue": "tools: {a: {state: \"active\", card: *\"c\" | string @tag( c , type = string )}, b: {state: \"active\"}}\n"}},
	{"tag: in a let", map[string]string{"a.cue": "let C = *\"c\" | string @tag(c)\ntools: {a: {state: \"active\", card: C}, b: {state: \"active\"}}\n"}},
	{"err: gate required beside matchN and another error", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: {a: {visible_for!: string, hidden_for!: string}, b: {hidden_for: \"c\"}}\n"}},
	{"err: gate required with another field", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: {a: {visible_for!: string, hidden_for: \"c\"}, b: {hidden_for: \"c\"}}\n"}},
	{"err: two files, required in entry", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\"}}\n", "b.cue": p16 + "tools: a: card!: string\n"}},

	// --- third round ---
	{"2def: template default refers to a sibling", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State, card: *state | string}\ntools: [=~\"^od_\"]: #OD\ntools: {od_a: {state: \"active\", card: *\"deferred\" | \"x\"}, od_b: {state: \"deferred\", card: *\"deferred\" | \"x\"}}\n"}},
	{"2def: template default refers to a sibling, niche", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State, niche: *\"n\" | string, card: *niche | string}\ntools: [=~\"^od_\"]: #OD\ntools: {od_a: {state: \"active\", niche: \"m\", card: *\"n\" | \"x\"}, od_b: {state: \"deferred\", card: *\"n\" | \"x\"}}\n"}},
	{"2def: pattern value default refers to a sibling", map[string]string{"a.cue": "tools: [string]: X={card: *X.niche | string}\ntools: {a: {state: \"active\", niche: \"m\", card: *\"n\" | \"x\"}, b: {state: \"deferred\", niche: \"n\", card: *\"n\" | \"x\"}}\n"}},
	{"2def: template default from a hidden", map[string]string{"a.cue": "_d: \"deferred\"\n#OD: #Tool & {state: *_d | #State}\ntools: [=~\"^od_\"]: #OD\ntools: {od_a: {state: *\"deferred\" | \"active\"}, od_b: {state: *\"deferred\" | \"active\"}}\n", "b.cue": p16 + "_d: \"active\"\n"}},
	{"flag: section let shadows the flag's text", map[string]string{"a.cue": "let D = \"deferred\"\n_lazy: *D | \"active\"\n", "b.cue": p16 + "tools: {let D = \"removed\", x: {state: _lazy}, y: {state: D}}\n"}},
	{"flag: section hidden shadows the flag's text", map[string]string{"a.cue": "_d: \"deferred\"\n_lazy: *_d | \"active\"\n", "b.cue": p16 + "tools: {_d: \"removed\", x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: section definition shadows the flag's text", map[string]string{"a.cue": "#D: \"deferred\"\n_lazy: *#D | \"active\"\n", "b.cue": p16 + "tools: {#D: \"removed\", x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: comprehension variable shadows", map[string]string{"a.cue": "_d: \"deferred\"\n_lazy: *_d | \"active\"\n", "b.cue": p16 + "tools: {for _d in [\"removed\"] {x: {state: _lazy}}, y: {state: \"active\"}}\n"}},
	{"flag: section alias shadows", map[string]string{"a.cue": "D: 1\n", "c.cue": p16 + "_lazy: *\"deferred\" | \"active\"\n"}},
	{"flag: entry in same file as a shadowing let in section", map[string]string{"a.cue": "let D = \"deferred\"\n_lazy: *D | \"active\"\ntools: {let D = \"removed\", x: {state: _lazy}, y: {state: D}}\n"}},
	{"hidden: section let shadows the hidden in pattern", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max: 3\ntools: {let _m = 1, [string]: {niche?: strings.MaxRunes(_max)}}\ntools: {a: {state: \"active\", niche: \"abcd\"}, b: {state: \"active\"}}\n"}},
	{"hidden: pattern inside section refers to section hidden", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max: 30\ntools: {_max: 3, [string]: {niche?: strings.MaxRunes(_max)}}\ntools: {a: {state: \"active\", niche: \"abcd\"}, b: {state: \"active\"}}\n"}},
	{"hidden: pattern inside section refers to section let", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: {let M = 3, [string]: {niche?: strings.MaxRunes(M)}}\ntools: {a: {state: \"active\", niche: \"abcd\"}, b: {state: \"active\"}}\n"}},
	{"label: pattern inside section with label cond", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: {[N=string]: {if strings.HasPrefix(N, \"x\") {card: \"c\"}}}\ntools: {xa: {state: \"active\", card: \"d\"}, b: {state: \"active\"}}\n"}},
	{"label: strings shadowed by section field", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: {let strings = {HasPrefix: {}}, [N=string]: {if len(N) > 1 {card: \"c\"}}}\ntools: {xa: {state: \"active\"}, b: {state: \"active\"}}\n_x: strings.ToUpper(\"a\")\n"}},

	// --- fourth round ---
	{"2def: template and a constraint pattern, conflicting", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^od_\"]: #OD\ntools: [=~\"_x$\"]: {state: *\"active\" | #State}\ntools: {od_a_x: {state: *\"deferred\" | \"active\"}, od_b: {state: *\"deferred\" | \"active\"}}\n"}},
	{"2def: template and a constraint pattern, conflicting, other order", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"_x$\"]: {state: *\"active\" | #State}\ntools: [=~\"^od_\"]: #OD\ntools: {od_b: {state: *\"deferred\" | \"active\"}, od_a_x: {state: *\"deferred\" | \"active\"}}\n"}},
	{"2def: entry template and a constraint pattern", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"_x$\"]: {state: *\"active\" | #State}\ntools: {od_a_x: #OD & {state: *\"deferred\" | \"active\"}, od_b: #OD & {state: *\"deferred\" | \"active\"}}\n"}},
	{"2def: template and an opaque pattern default", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^od_\"]: #OD\ntools: [=~\"_x$\"]: {state: *strings.ToLower(\"ACTIVE\") | #State}\ntools: {od_a_x: {state: *\"deferred\" | \"active\"}, od_b: {state: *\"deferred\" | \"active\"}}\n"}},
	{"2def: template and a label-dep pattern", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^od_\"]: #OD\ntools: [N=string]: {if len(N) > 4 {state: *\"active\" | #State}}\ntools: {od_ab: {state: *\"deferred\" | \"active\"}, od_b: {state: *\"deferred\" | \"active\"}}\n"}},
	{"2def: template and a label-dep pattern, HasSuffix", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^od_\"]: #OD\ntools: [N=string]: {if strings.HasSuffix(N, \"x\") {state: *\"active\" | #State}}\ntools: {od_ax: {state: *\"deferred\" | \"active\"}, od_b: {state: *\"deferred\" | \"active\"}}\n"}},
	{"2def: source default and a pattern default", map[string]string{"a.cue": "tools: [=~\"^m\"]: {source: *\"mcp\" | \"builtin\"}\ntools: {ma: {state: \"active\", source: *\"mcp\" | \"builtin\"}, b: {state: \"active\", source: *\"mcp\" | \"builtin\"}}\n"}},
	{"2def: source default and a template default", map[string]string{"a.cue": "#M: #Tool & {source: *\"mcp\" | \"builtin\"}\ntools: [=~\"^m\"]: #M\ntools: {ma: {state: \"active\", source: *\"mcp\" | \"builtin\"}, mb: {state: \"active\", source: *\"builtin\" | \"mcp\"}}\n"}},
	{"2def: gates default", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: [string]: {hidden_for: *\"c\" | string}\ngates: {a: {hidden_for: *\"c\" | \"d\"}, b: {hidden_for: *\"d\" | \"c\"}}\n"}},
	{"2def: aliases default", map[string]string{"a.cue": "tools: {a: {state: \"active\"}, x: {state: \"deprecated\"}, y: {state: \"deprecated\"}}\naliases: [string]: {planned_removal: *\"TBD\" | #Version}\naliases: {x: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: *\"TBD\" | \"1.0.0\", replay_supported: true}, y: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: *\"2.0.0\" | \"TBD\", replay_supported: true}}\n"}},

	// --- fifth round ---
	{"fields: another pattern adds a field, valid first", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MaxFields(2)\ntools: [=~\"^a\"]: {card: \"c\"}\ntools: {b: {state: \"active\"}, a: {state: \"active\"}}\n"}},
	{"fields: another pattern adds a field, MinFields", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MinFields(3)\ntools: [=~\"^a\"]: {card: \"c\"}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"fields: another pattern adds a field, MinFields, b first", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MinFields(3)\ntools: [=~\"^a\"]: {card: \"c\"}\ntools: {b: {state: \"active\"}, a: {state: \"active\"}}\n"}},
	{"fields: opaque pattern adds a field", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\nimport \"strings\"\ntools: [string]: struct.MinFields(3)\ntools: [=~\"^a\"]: {card: strings.ToUpper(\"c\")}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"fields: label dep adds a field", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MinFields(3)\ntools: [N=\"a\"]: {card: N}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"fields: label cond adds a field, MinFields", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MinFields(3)\ntools: [N=string]: {if len(N) > 1 {card: \"c\"}}\ntools: {ab: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"fields: MinFields, template from an entry", map[string]string{"a.cue": "#M: #Tool & {card: \"c\"}\n", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MinFields(3)\ntools: {a: #M & {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"fields: MinFields, defaults set", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [string]: struct.MinFields(3)\ntools: [=~\"^a\"]: {card: *\"c\" | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"fields: MinFields with a narrower pattern", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: [=~\"^a\"]: struct.MinFields(3)\ntools: [=~\"b$\"]: {card: \"c\"}\ntools: {ab: {state: \"active\"}, aa: {state: \"active\"}}\n"}},
	{"fields: MinFields in aliases, other pattern", map[string]string{"a.cue": "", "b.cue": p16 + "import \"struct\"\ntools: {a: {state: \"active\"}, x: {state: \"deprecated\"}, y: {state: \"deprecated\"}}\naliases: [string]: struct.MinFields(5)\naliases: [=~\"^x\"]: {note: \"n\"}\naliases: {x: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}, y: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\n"}},
	{"hidden: cycle", map[string]string{"a.cue": "_max2: *_max | 3\n", "b.cue": p16 + "import \"strings\"\n_max: _max2\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\"}}\n"}},
	{"hidden: optional hidden", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max?: 3\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"abc\"}, b: {state: \"active\"}}\n"}},

	// --- sixth round: placeless problems ---
	{"pos: embedded disjunction at the top", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\n", "b.cue": p16 + "{tools: b: state: \"x\"} | {tools: b: state: \"y\"}\n"}},
	{"pos: embedded disjunction of schema-only errors", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\n", "b.cue": p16 + "{gates: b: {}} | {gates: c: {}}\n"}},
	{"pos: embedded disjunction, matchN", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n", "b.cue": p16 + "{gates: b: {hidden_for: \"c\", visible_for: \"c\"}} | {gates: c: {}}\n"}},
	{"pos: gate from a comprehension", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\n", "b.cue": p16 + "for k in [\"g\"] {gates: (k): {}}\n"}},
	{"pos: gate from a definition", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\n#G: {}\ngates: g: #G\n"}},
	{"pos: variant from a definition", map[string]string{"a.cue": "#V: {}\ntools: {a: {state: \"active\", variants: [#V]}}\n"}},
	{"pos: gate required in a definition", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\n#G: {visible_for!: string}\ngates: g: #G\n"}},
	{"pos: gate required beside a value", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n#G: {visible_for!: string}\ngates: g: #G & {hidden_for: \"c\"}\n"}},
	{"pos: budget max under target", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\nproviders: p: budget: {target: 5, max: 3}\n"}},
	{"pos: top-level embedded scalar", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\n", "b.cue": p16 + "5\n"}},
	{"pos: top-level embedded disjunction of scalars", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\n", "b.cue": p16 + "1 | 2\n"}},
	{"pos: embedded definition disjunction", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\n#A: {tools: x: state: 1}\n#B: {tools: x: state: 2}\n", "b.cue": p16 + "#A | #B\n"}},
	{"pos: missing tools", map[string]string{"a.cue": "", "b.cue": p16 + "gates: {}\n"}},
	{"pos: error builtin at top", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\n", "b.cue": p16 + "error(\"no\")\n"}},
	{"pos: gate required in a template pattern, taken", map[string]string{"a.cue": "tools: {a: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: [string]: {visible_for!: string}\ngates: {g: {hidden_for: \"c\"}, h: {visible_for: \"c\"}}\n"}},

	// --- seventh round: shapes and defaults ---
	{"shape: two opaque patterns, distinct defaults", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [=~\"^a\"]: {card: *strings.ToUpper(\"a\") | string}\ntools: [=~\"^b\"]: {card: *strings.ToUpper(\"b\") | string}\ntools: {a1: {state: \"active\"}, b1: {state: \"active\"}}\n"}},
	{"shape: two opaque patterns, distinct defaults, read", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [=~\"^a\"]: {card: *strings.ToUpper(\"a\") | string}\ntools: [=~\"^b\"]: {card: *strings.ToUpper(\"b\") | string}\ntools: {a1: {state: \"active\"}, b1: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [tools.a1.card, tools.b1.card]}\n"}},
	{"shape: opaque label default", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {niche: *strings.ToUpper(N) | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"shape: opaque label default, read", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {niche: *strings.ToUpper(N) | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [tools.a.niche, tools.b.niche]}\n"}},
	{"shape: label default", map[string]string{"a.cue": "tools: [N=string]: {niche: *(N + \"!\") | string}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [tools.a.niche, tools.b.niche]}\n"}},
	{"shape: label cond default, read", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {if strings.HasPrefix(N, \"a\") {card: *\"A\" | string}}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for t in tools {t.source}]}\nretired: {for n, t in tools if t.card != _|_ {\"r_\\(n)\": {}}}\n"}},
	{"shape: label len default, read", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 1 {card: *\"long\" | string}}\ntools: {ab: {state: \"active\"}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [tools.ab.card]}\n"}},
	{"shape: MaxFields with distinct opaque defaults", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\nimport \"struct\"\ntools: [string]: struct.MaxFields(3)\ntools: [=~\"^a\"]: {card: *strings.ToUpper(\"a\") | string}\ntools: [=~\"^b\"]: {niche: *strings.ToUpper(\"b\") | string}\ntools: {a1: {state: \"active\"}, b1: {state: \"active\"}}\n"}},
	{"shape: hidden in opaque default, read", map[string]string{"a.cue": "_c: \"C\"\n", "b.cue": p16 + "import \"strings\"\ntools: [=~\"^a\"]: {card: *strings.ToLower(_c) | string}\ntools: [=~\"^b\"]: {card: *strings.ToUpper(_c) | string}\ntools: {a1: {state: \"active\"}, b1: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [tools.a1.card, tools.b1.card]}\n"}},

	// --- eighth round: label conditions ---
	{"label: value from N inside if", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {niche: N}}\ntools: {abcd: {state: \"active\"}, abc: {state: \"active\"}, bcde: {state: \"active\", niche: \"x\"}}\n"}},
	{"label: value from N inside if, valid", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {niche: N}}\ntools: {abcd: {state: \"active\"}, abc: {state: \"active\", niche: \"x\"}}\n"}},
	{"label: nested ifs", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string]: {if len(N) > 3 {if strings.HasPrefix(N, \"a\") {card: \"c\"}}}\ntools: {abcd: {state: \"active\"}, abc: {state: \"active\"}, bcde: {state: \"active\"}}\n"}},
	{"label: if with a template", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [N=string]: #OD & {if len(N) > 3 {card: \"c\"}}\ntools: {abcd: {}, abc: {state: \"active\"}}\n"}},
	{"label: if with regex and len", map[string]string{"a.cue": "tools: [N=string]: {if N =~ \"^a\" && len(N) != 3 {card: \"c\"}}\ntools: {abcd: {state: \"active\"}, abc: {state: \"active\"}, bcde: {state: \"active\"}}\n"}},
	{"label: if with #Name label", map[string]string{"a.cue": "tools: [N=#Name]: {if len(N) > 3 {card: \"c\"}}\ntools: {abcd: {state: \"active\"}, abc: {state: \"active\"}}\n"}},
	{"label: if with regex label", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: [N=string & =~\"^a\"]: {if strings.Contains(N, \"c\") {card: \"c\"}}\ntools: {abcd: {state: \"active\"}, abd: {state: \"active\"}, bc: {state: \"active\", card: \"x\"}}\n"}},
	{"label: if with a hidden in the condition", map[string]string{"a.cue": "_k: 3\ntools: [N=string]: {if len(N) > _k {card: \"c\"}}\ntools: {abcd: {state: \"active\"}, abc: {state: \"active\"}}\n"}},
	{"label: if the entry sets the same", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {card: \"c\"}}\ntools: {abcd: {state: \"active\", card: \"c\"}, abc: {state: \"active\", card: \"d\"}}\n"}},
	{"label: if adds a struct", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {annotations: {long: true}}}\ntools: {abcd: {state: \"active\", annotations: {x: true}}, abc: {state: \"active\"}}\n"}},
	{"label: if adds a default", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {card: *\"c\" | string}}\ntools: {abcd: {state: \"active\"}, abce: {state: \"active\", card: \"d\"}, abc: {state: \"active\"}}\n"}},
	{"label: if adds state default meeting entry default", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {state: *\"deferred\" | #State}}\ntools: {abcd: {state: *\"deferred\" | \"active\"}, abce: {state: *\"active\" | \"deferred\"}, abc: {state: *\"active\" | \"deferred\"}}\n"}},
	{"label: if adds state default meeting entry default, valid", map[string]string{"a.cue": "tools: [N=string]: {if len(N) > 3 {state: *\"deferred\" | #State}}\ntools: {abcd: {state: *\"deferred\" | \"active\"}, abc: {state: *\"active\" | \"deferred\"}}\n"}},
	{"label: Contains in gates", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\ntools: {a: {state: \"active\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: [N=string]: {if strings.Contains(N, \"h\") {hidden_for: \"c\"}, if !strings.Contains(N, \"h\") {visible_for: \"c\"}}\ngates: {h1: {}, v1: {}, h2: {visible_for: \"c\"}}\n"}},

	// --- ninth round: declarations left out of the package ---
	{"flag: declared only in an excluded file", map[string]string{"a.cue": "", "c.cue": "@if(debug)\npackage toolpolicy\n_lazy: *\"deferred\" | \"active\"\n", "b.cue": p16 + "tools: {x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: declared only in an ignored file", map[string]string{"a.cue": "", "c.cue": "@ignore()\npackage toolpolicy\n_lazy: *\"deferred\" | \"active\"\n", "b.cue": p16 + "tools: {x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"flag: declared only in an included @if file", map[string]string{"a.cue": "", "c.cue": "@if(!debug)\npackage toolpolicy\n_lazy: *\"deferred\" | \"active\"\n", "b.cue": p16 + "tools: {x: {state: _lazy}, y: {state: \"active\"}}\n"}},
	{"hidden: declared only in an excluded file", map[string]string{"a.cue": "", "c.cue": "@if(debug)\npackage toolpolicy\n_max: 3\n", "b.cue": p16 + "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"ab\"}, b: {state: \"active\"}}\n"}},
	{"hidden: declared only in an ignored file", map[string]string{"a.cue": "", "c.cue": "@ignore()\npackage toolpolicy\n_max: 3\n", "b.cue": p16 + "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(_max)}\ntools: {a: {state: \"active\", niche: \"ab\"}, b: {state: \"active\"}}\n"}},
	{"def: template only in an excluded file", map[string]string{"a.cue": "", "c.cue": "@if(debug)\npackage toolpolicy\n#OD: #Tool & {state: *\"deferred\" | #State}\n", "b.cue": p16 + "tools: [=~\"^od_\"]: #OD\ntools: {od_a: {state: *\"deferred\" | \"active\"}, b: {state: \"active\"}}\n"}},
	{"2def: pattern and plain entries share a default text", map[string]string{"a.cue": "tools: [=~\"^p_\"]: {state: *\"deferred\" | #State}\ntools: {q_a: {state: *\"active\" | \"deferred\"}, p_a: {state: *\"active\" | \"deferred\"}}\n"}},
	{"2def: pattern and plain entries share a default text, valid", map[string]string{"a.cue": "tools: [=~\"^p_\"]: {state: *\"deferred\" | #State}\ntools: {q_a: {state: *\"deferred\" | \"active\"}, p_a: {state: *\"deferred\" | \"active\"}}\n"}},
	{"label: cond only in an excluded file", map[string]string{"a.cue": "", "c.cue": "@if(debug)\npackage toolpolicy\ntools: [N=string]: {if len(N) > 1 {card: \"c\"}}\n", "b.cue": p16 + "tools: {ab: {state: \"active\", card: \"d\"}, b: {state: \"active\"}}\n"}},
	{"fields: MaxFields only in an excluded file", map[string]string{"a.cue": "", "c.cue": "@if(debug)\npackage toolpolicy\nimport \"struct\"\ntools: [string]: struct.MaxFields(1)\n", "b.cue": p16 + "tools: {ab: {state: \"active\"}, b: {state: \"active\"}}\n"}},
}

// review16Big are policies past 16 whole batches per worker.
func review16Big() []reviewCase {
	gen := toolsBlock
	return []reviewCase{
		{"big: matchN, all valid", map[string]string{"a.cue": "tools: [string]: matchN(1, [{source: \"mcp\"}, {state: \"active\"}])\n" + gen(6000, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("t%d: {state: \"active\", niche: \"n%d\"}", i, i%7)
			}
			return fmt.Sprintf("t%d: {state: \"deferred\", source: \"mcp\", card: \"c%d\"}", i, i%5)
		})}},
		{"big: matchN, one bad at the end", map[string]string{"a.cue": "tools: [string]: matchN(1, [{source: \"mcp\"}, {state: \"active\"}])\n" + gen(6000, func(i int) string {
			if i == 5990 {
				return fmt.Sprintf("t%d: {state: \"active\", source: \"mcp\"}", i)
			}
			if i%2 == 0 {
				return fmt.Sprintf("t%d: {state: \"active\", niche: \"n%d\"}", i, i%7)
			}
			return fmt.Sprintf("t%d: {state: \"deferred\", source: \"mcp\", card: \"c%d\"}", i, i%5)
		})}},
		{"big: matchN with defaults and templates", map[string]string{"a.cue": "#M: #Tool & {source: \"mcp\", card: *\"c\" | string}\ntools: [=~\"^m\"]: #M\ntools: [string]: matchN(>=1, [{source: \"mcp\"}, {state: \"active\"}, {card: =~\"^x\"}])\n" + gen(5000, func(i int) string {
			switch i % 3 {
			case 0:
				return fmt.Sprintf("m%d: {state: *\"deferred\" | \"active\", card: *\"c%d\" | string}", i, i%4)
			case 1:
				return fmt.Sprintf("t%d: {state: \"active\", niche: \"n\"}", i)
			}
			return fmt.Sprintf("u%d: {state: \"removed\", card: \"x%d\"}", i, i)
		})}},
		{"big: hidden max, MaxFields, label conditions", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\nimport \"struct\"\n_max: 6\ntools: [N=string]: struct.MaxFields(4) & {niche?: strings.MaxRunes(_max), if strings.HasPrefix(N, \"t1\") {card: *\"one\" | string}}\n" + gen(5000, func(i int) string {
			if i == 4321 {
				return fmt.Sprintf("t%d: {state: \"active\", niche: \"toolong\"}", i)
			}
			if i%5 == 0 {
				return fmt.Sprintf("t%d: {state: \"active\", niche: \"n\", group: \"g\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"deferred\", niche: \"n%d\"}", i, i%10)
		})}},
		{"big: hidden max, MaxFields, label conditions, valid", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\nimport \"struct\"\n_max: 6\ntools: [N=string]: struct.MaxFields(4) & {niche?: strings.MaxRunes(_max), if strings.HasPrefix(N, \"t1\") {card: *\"one\" | string}}\n" + gen(5000, func(i int) string {
			if i%5 == 0 {
				return fmt.Sprintf("t%d: {state: \"active\", niche: \"n\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"deferred\", niche: \"n%d\"}", i, i%10)
		})}},
		{"big: tied opaque with a hidden field", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max: 6\ntools: [string]: X={niche?: strings.MaxRunes(_max), card: *X.niche | string}\n" + gen(5000, func(i int) string {
			if i == 4999 {
				return fmt.Sprintf("t%d: {state: \"active\", niche: \"toolong\"}", i)
			}
			return fmt.Sprintf("t%d: {state: \"deferred\", niche: \"n%d\"}", i, i%10)
		})}},
		{"big: tied opaque with a hidden field, valid", map[string]string{"a.cue": "", "b.cue": p16 + "import \"strings\"\n_max: 6\ntools: [string]: X={niche?: strings.MaxRunes(_max), card: *X.niche | string}\n" + gen(5000, func(i int) string {
			if i%7 == 0 {
				return fmt.Sprintf("t%d: {state: \"active\", niche: \"n\", card: \"c%d\"}", i, i%3)
			}
			return fmt.Sprintf("t%d: {state: \"deferred\", niche: \"n%d\"}", i, i%10)
		})}},
		{"big: template default refers to sibling", map[string]string{"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State, card: *state | string}\ntools: [=~\"^od_\"]: #OD\n" + gen(3000, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("od_%d: {state: \"deferred\", card: *\"deferred\" | \"x\"}", i)
			}
			return fmt.Sprintf("od_%d: {state: \"active\", card: *\"active\" | \"x\"}", i)
		})}},
		{"big: all changes, valid", map[string]string{"a.cue": "_lazy: *\"deferred\" | \"active\"\n#OD: #Tool & {state: *\"deferred\" | #State, card: *\"c\" | string}\ntools: [=~\"^o\"]: #OD\n", "b.cue": p16 + "import S \"strings\"\nimport \"struct\"\n_max: 4\ntools: [N=string]: struct.MaxFields(5) & {niche?: S.MaxRunes(_max)}\ntools: [N=string]: {if len(N) > 4 {group: \"long\"}, if S.HasSuffix(N, \"7\") {description: \"seven\"}}\ntools: [string]: matchN(>=1, [{state: \"active\"}, {state: \"deferred\"}])\n" + gen(4000, func(i int) string {
			switch i % 5 {
			case 0:
				return fmt.Sprintf("o%d: {state: _lazy, niche: \"n%d\"}", i, i%10)
			case 1:
				return fmt.Sprintf("o%d: {state: *\"deferred\" | \"active\", card: *\"c\" | \"d\"}", i)
			case 2:
				return fmt.Sprintf("a%d: {state: \"active\", niche: \"nn\"}", i)
			case 3:
				return fmt.Sprintf("b%d: {state: *\"deferred\" | \"active\"}", i)
			}
			return fmt.Sprintf("x%d: {state: _lazy, card: \"k\"}", i)
		})}},
	}
}

func TestReview16(t *testing.T) { runWithCue(t, review16Cases) }

// parseError reports whether a load failed on the CUE parser's words.
func parseError(err error) bool {
	le, ok := err.(*LoadError)
	if !ok {
		return false
	}
	for _, p := range le.Problems {
		if strings.HasPrefix(p.Msg, "expected ") {
			return true
		}
	}
	return false
}

// runWithCue checks each case against the cue command with the fast path
// forced (withMinEntries(0)) and as a load has it, logging whether it is
// valid and how many tools the split takes.
func runWithCue(t *testing.T, cases []reviewCase) {
	for _, c := range breadth(cases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := review15Dir(t, c.files)
			agreeWithCue(t, dir, withMinEntries(0))
			if err := agreeWithCue(t, dir); err == nil {
				t.Logf("VALID taken %d", toolsTaken(t, dir))
			} else {
				t.Logf("INVALID: %.300q", err.Error())
				// A case that does not parse tests nothing but the parser
				// (an import after a prefix, a /* */ comment): both sides
				// reject it whatever it was about.
				if parseError(err) && !strings.Contains(c.name, "parse") && !strings.Contains(c.name, "syntax") {
					t.Errorf("the case does not parse: %v", err)
				}
			}
		})
	}
}
