package compiler

import "testing"

const rev13Lazy = "#Lazy: {\n\t#Tool\n\t_v: string\n\t_o: string\n\tstate: \"deferred\"\n\tniche: \"\\(_v) one \\(_o).\"\n\tcard: \"\\(_v) \\(_o)s.\"\n}\n"

// review13Cases: helper-43's review of instantiate (deftemplate.go), and
// entries read by index. A parameter declared again other than as a plain
// field (embedded, in a comprehension, under an aliased label) was dropped
// with its constraint; an entry whose fields' order shows (for k, v in
// tools.a, tools["a"], json.Marshal) got its computed fields in another
// order than CUE's.
var review13Cases = []reviewCase{
	{"entry refers to computed field unresolved", map[string]string{
		"a.cue": rev13Lazy + "tools: a: #Lazy & {_v: \"Sync\", _o: \"file\", description: niche}\n"}},
	{"aliased param in def", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, X=_v: =~\"^S\", state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Check\"}\n"}},
	{"aliased param in entry", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", X=_v: \"Check\"}\n"}},
	{"embedded param in entry", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", {_v: \"Check\"}}\n"}},
	{"embedded param in def", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, {_v: =~\"^S\"}, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Check\"}\n"}},
	{"def other field refers computed", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\", description: niche}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"multi-line param", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"\"\"\n\tSync\n\t\"\"\"}\n"}},
	{"multi-line param copied", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", description: _v}\ntools: a: #L & {_v: \"\"\"\n\tSync\n\t  two\n\t\"\"\"}\n"}},
	{"raw param", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: #\"S\\(x)\"#}\n"}},
	{"unicode param", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it\\u00e9.\"}\ntools: a: #L & {_v: \"\\u00e9\\\\(\"}\n"}},
	{"two defs one entry", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\n#M: {#Tool, _o: string, card: \"\\(_o) c\"}\ntools: a: #L & #M & {_v: \"Sync\", _o: \"x\"}\n"}},
	{"two defs one entry same param", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\n#M: {#Tool, _v: string, card: \"\\(_v) c\"}\ntools: a: #L & #M & {_v: \"Sync\"}\n"}},
	{"two defs one entry same computed", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\n#M: {#Tool, _o: string, niche: \"\\(_o) it.\"}\ntools: a: #L & #M & {_v: \"Sync\", _o: \"Check\"}\n"}},
	{"def with ellipsis", map[string]string{
		"a.cue": "#L: {_v: string, state: \"active\", niche: \"\\(_v) it.\", ...}\ntools: a: #L & {_v: \"Sync\", card: \"c\"}\n"}},
	{"state conflict position", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"deferred\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", state: \"active\"}\n"}},
	{"computed too long", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\", niche: =~\"^.{0,5}$\"}\ntools: a: #L & {_v: \"Synchronise\"}\n"}},
	{"computed newline", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\\nx\"}\n"}},
	{"alias param in def used", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, X=_v: =~\"^S\", state: \"active\", niche: \"\\(_v) it.\", description: X}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"alias param in entry used", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", X=_v: \"Check\", description: X}\n"}},
	{"comprehension param in entry", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", if len(\"ab\") == 2 {_v: \"Check\"}}\n"}},
	{"comprehension param in def", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, if len(\"ab\") == 2 {_v: =~\"^S\"}, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Check\"}\n"}},
	{"multi-line interpolation in def", map[string]string{
		"a.cue": "#L: {\n\t#Tool\n\t_v: string\n\tstate: \"active\"\n\tdescription: \"\"\"\n\t\t\\(_v) one\n\t\t  two\n\t\t\"\"\"\n}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"value on next line", map[string]string{
		"a.cue": "#L: {\n\t#Tool\n\t_v: string\n\tstate: \"active\"\n\tniche:\n\t\t\"\\(_v) it.\"\n}\ntools: a: #L & {_v: \"Sync\", description: _hid}\n_hid: \"h\"\n"}},
	{"for over one entry", map[string]string{
		"a.cue": "#L: {_v: string, state: \"active\", niche: \"\\(_v) it.\", ...}\ntools: a: #L & {card: \"c\", _v: \"Sync\"}\ntools: b: {state: \"active\", description: [for k, v in tools.a {k}][1]}\n"}},
	{"def twice in entry", map[string]string{
		"a.cue": rev13Lazy + "tools: a: #Lazy & #Lazy & {_v: \"Sync\", _o: \"file\"}\n"}},
	{"escaped backslash paren", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", description: \"\\(_v)\\\\(x) \\\"q\\\"\"}\ntools: a: #L & {_v: \"S\\\\(\"}\n"}},
	{"def in b, entry in a, fold entry", map[string]string{
		"a.cue": "_h: \"H\"\ntools: a: #Lazy & {_v: \"Sync\", _o: \"file\", description: _h}\n",
		"b.cue": "package toolpolicy\n" + rev13Lazy}},
	{"def closed no tool, extra field", map[string]string{
		"a.cue": "#L: {_v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", bogus: 1}\n"}},
	{"param keywordish", map[string]string{
		"a.cue": "#L: {#Tool, _if: string, _for: _, _in: string, state: \"active\", niche: \"\\(_if) \\(_for) \\(_in)\"}\ntools: a: #L & {_if: \"a\", _for: \"b\", _in: \"c\"}\n"}},
	{"optional computed", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche?: \"\\(_v)\"}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"def with let", map[string]string{
		"a.cue": "#L: {#Tool, let P = \"p\", _v: string, state: \"active\", niche: \"\\(_v)\", card: P}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"order min", map[string]string{
		"a.cue": "#L: {_v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\"}\ntools: b: {state: \"active\", description: [for k, v in tools.a {k}][0]}\n"}},
	{"order with Tool", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", description: \"d\"}\ntools: b: {state: \"active\", description: [for k, v in tools.a {k}][1]}\n"}},
	{"pos def constraint", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\", card: =~\"^C\"}\ntools: a: #L & {_v: \"Sync\", card: \"x\"}\n"}},
	{"pos def constraint other file", map[string]string{
		"a.cue": "tools: a: #L & {_v: \"Sync\", card: \"x\"}\n",
		"b.cue": "package toolpolicy\n\n// c\n#L: {\n\t#Tool\n\t_v: string\n\tstate: \"active\"\n\tniche: \"\\(_v) it.\"\n\tcard: =~\"^C\"\n}\n"}},
	{"pos def closed", map[string]string{
		"a.cue": "#L: {_v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", card: \"x\"}\ntools: b: #L & {_v: \"Sync\"}\n"}},
	{"def in pattern too", map[string]string{
		"a.cue": rev13Lazy + "tools: a: #Lazy & {_v: \"Sync\", _o: \"file\"}\ntools: [=~\"^z\"]: #Lazy\n"}},
	{"def in disjunction", map[string]string{
		"a.cue": rev13Lazy + "tools: a: #Lazy & {_v: \"Sync\", _o: \"file\"}\ntools: b: (#Lazy | #Tool) & {state: \"active\"}\n"}},
	{"def nested shadow", map[string]string{
		"a.cue": rev13Lazy + "tools: {#Lazy: {#Tool, _v: string, _o: string, state: \"active\"}, a: #Lazy & {_v: \"Sync\", _o: \"file\"}}\n"}},
	{"def in comprehension section", map[string]string{
		"a.cue": rev13Lazy + "tools: a: #Lazy & {_v: \"Sync\", _o: \"file\"}\n_n: [for k, v in tools {k}]\n"}},
	{"required param", map[string]string{
		"a.cue": "#L: {#Tool, _v!: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"entry tools shorthand in def file", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\"}\ntools: b: #L & {\n\t// first\n\t_v: \"Check\", // trailing\n\tdescription: \"x\"\n}\n"}},
	{"interp in param position", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v)\"}\ntools: a: #L & {_v: \"Sync\", card: niche}\nniche: \"x\"\n"}},
	{"entry selects own param by path", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", description: tools.a._v}\n"}},
	{"entry selects other entry param", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\"}\ntools: b: #L & {_v: \"Check\", description: tools.a._v}\n"}},
	{"def selects entry param", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\", card: tools.a._v}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"entry selects sibling entry param", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: {\n\ta: #L & {_v: \"Sync\"}\n\tb: #L & {_v: \"Check\", description: a._v}\n}\n"}},
	{"entry selects sibling entry param via alias", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: {\n\ta: #L & {_v: \"Sync\"}\n\tb: #L & {_v: \"Check\", description: A._v}\n}\ntools: A=a: _\n"}},
	{"let named like computed, def in other file", map[string]string{
		"a.cue": "let niche = \"TOP\"\ntools: a: #Lazy & {_v: \"Sync\", _o: \"file\", description: niche}\n",
		"b.cue": "package toolpolicy\n" + rev13Lazy}},
	{"let named like computed, interp", map[string]string{
		"a.cue": "let card = \"TOP\"\ntools: a: #Lazy & {_v: \"Sync\", _o: \"file\", description: \"x \\(card)\"}\n",
		"b.cue": "package toolpolicy\n" + rev13Lazy}},
	{"let struct named like computed", map[string]string{
		"a.cue": "let card = {x: \"TOP\"}\ntools: a: #Lazy & {_v: \"Sync\", _o: \"file\", description: card.x}\n",
		"b.cue": "package toolpolicy\n" + rev13Lazy}},
	{"let list named like computed", map[string]string{
		"a.cue": "let niche = [\"TOP\", \"X\"]\ntools: a: #Lazy & {_v: \"Sync\", _o: \"file\", description: niche[0]}\n",
		"b.cue": "package toolpolicy\n" + rev13Lazy}},
	{"let call named like computed", map[string]string{
		"a.cue": "",
		"c.cue": "package toolpolicy\nimport \"strings\"\nlet niche = strings.ToUpper(\"top\")\ntools: a: #Lazy & {_v: \"Sync\", _o: \"file\", description: niche}\n",
		"b.cue": "package toolpolicy\n" + rev13Lazy}},
	{"order joined", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", description: \"d\"}\n",
		"c.cue": "package toolpolicy\nimport \"strings\"\ntools: b: {state: \"active\", description: strings.Join([for k, v in tools.a {k}], \",\")}\n"}},
	{"preexisting staticConds order", map[string]string{
		"a.cue": "_f: true\ntools: a: {if _f {card: \"c\"}, state: \"active\"}\n",
		"c.cue": "package toolpolicy\nimport \"strings\"\ntools: b: {state: \"active\", description: strings.Join([for k, v in tools.a {k}], \",\")}\n"}},
	{"three files comments", map[string]string{
		"a.cue": "tools: {\n\t// a doc\n\ta: #L & {\n\t\t_v: \"Sync // not a comment\" // c1\n\t\tdescription: \"x\" // c2\n\t}\n}\n",
		"b.cue": "package toolpolicy\n\ntools: b: #L & {description: \"y\", _v: #\"Raw \"q\" \\n\"#, group: \"g\"} @attr(x)\n",
		"c.cue": "package toolpolicy\n\n// The def.\n#L: {\n\t#Tool // embed\n\t// param\n\t_v: string @p()\n\tstate: \"active\" // st\n\tniche: \"\\(_v) it // \\\"q\\\".\" // computed\n\tcard: =~\"^C\" | *\"Card // x\"\n}\n"}},
	{"def with ellipsis and attr on other field", map[string]string{
		"a.cue": "#L: {\n\t#Tool\n\t_v: string\n\tstate: \"active\" @x()\n\tniche: \"\\(_v) it.\"\n\t...\n}\ntools: a: #L & {_v: \"Sync\"}\ntools: b: #L & {_v: \"Check\", state: \"deprecated\"}\n"}},
	{"computed conflicts with def default", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: *\"N\" | =~\"^C\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"computed with def disjunction ok", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: *\"N\" | =~\"^S\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"policy extends schema def #Tool", map[string]string{
		"a.cue": "#Tool: {_v: string, niche: \"\\(_v) it.\"}\ntools: a: #Tool & {_v: \"Sync\", state: \"active\"}\ntools: b: {state: \"active\"}\n"}},
	{"policy extends schema def #Tool, one entry", map[string]string{
		"a.cue": "#Tool: {_v: string, niche: \"\\(_v) it.\"}\ntools: a: #Tool & {_v: \"Sync\", state: \"active\"}\n"}},
	{"entry self ref nested", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", annotations: {t: _v}}\n"}},
	{"entry self ref list", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", groups: [_v + \"x\"]}\n"}},
	{"entry self ref let", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", let V = _v, description: V + \"!\"}\n"}},
	{"entry self ref comprehension", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", if _v == \"Sync\" {description: \"d\"}}\n"}},
	{"entry self ref via value alias", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", annotations: {X=t: \"a\", u: X + _v}}\n"}},
	{"entry ref to hidden of nested struct same name", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", annotations: {_v: \"in\", t: _v}}\n"}},
	{"def uses param in nested def-level hidden", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\", description: \"\\(_v)\" & =~\"^S\"}\ntools: a: #L & {_v: \"Check\"}\n"}},
	{"pattern rejects computed", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\"}\ntools: [=~\"^a\"]: {niche: =~\"^C\"}\n"}},
	{"pattern rejects computed other file", map[string]string{
		"a.cue": "tools: a: #L & {_v: \"Sync\"}\n",
		"b.cue": "package toolpolicy\n#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\n",
		"c.cue": "package toolpolicy\ntools: [string]: {niche: =~\"^C\"}\n"}},
	{"surrogate escape", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", description: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"\\ud800\"}\n"}},
	{"computed state rejected", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: _v}\ntools: a: #L & {_v: \"bogus\"}\n"}},
	{"computed source", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", source: _v}\ntools: a: #L & {_v: \"mcp\"}\ntools: b: #L & {_v: \"builtin\"}\n"}},
	{"computed group invalid name", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", group: \"g \\(_v)\"}\ntools: a: #L & {_v: \"x\"}\n"}},
	{"unmodified def error position", map[string]string{
		"a.cue": "#M: {\n\t#Tool, state: \"active\", // c // d\n\tcard: =~\"^C\" @x(a, \"//\")\n\t@y()\n\tgroups: [\"a\", // z\n\t\t\"b\",\n\t]\n\tannotations: {x: true} // q\n\t...\n}\ntools: a: #M & {card: \"x\"}\n"}},
	{"unmodified def error position 2", map[string]string{
		"a.cue": "#M: #Tool & {state: \"active\", card: =~\"^C\", niche: \"a//b\"}\ntools: a: #M & {card: \"x\"}\n"}},
	{"comprehension if true in def", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, if true {_v: =~\"^S\"}, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Check\"}\n"}},
	{"comprehension if true in entry", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", if true {_v: \"Check\"}}\n"}},
	{"embedded param in def, other file entry, data", map[string]string{
		"a.cue": "tools: a: #L & {_v: \"Sync\"}\n",
		"b.cue": "package toolpolicy\n#L: {#Tool, _v: string, {_v: string, description: _v}, state: \"active\", niche: \"\\(_v) it.\"}\n"}},
	{"embedded reader in def", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\", {_v: _, description: \"d \\(_v)\"}}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"for over one entry by index", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", description: \"d\"}\n",
		"c.cue": "package toolpolicy\nimport \"strings\"\ntools: b: {state: \"active\", description: strings.Join([for k, v in tools[\"a\"] {k}], \",\")}\n"}},
	{"for over one entry by a hidden index", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", description: \"d\"}\n",
		"c.cue": "package toolpolicy\nimport \"strings\"\n_n: \"a\"\ntools: b: {state: \"active\", description: strings.Join([for k, v in tools[_n] {k}], \",\")}\n"}},
	{"one entry marshalled", map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", description: \"d\"}\n",
		"c.cue": "package toolpolicy\nimport \"encoding/json\"\ntools: b: {state: \"active\", description: json.Marshal(tools[\"a\"])}\n"}},
	{"a hidden field of an entry unified by index", map[string]string{
		"a.cue": "tools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\ntools: b: tools[\"a\"] & {_v: \"y\"}\n"}},
}

func TestReview13(t *testing.T) {
	runReview(t, review13Cases)
	for _, c := range breadth(review13Cases) {
		t.Run(c.name+"/default", func(t *testing.T) {
			t.Parallel()
			agreeWithCue(t, reviewDir(t, c.files))
		})
	}
}
