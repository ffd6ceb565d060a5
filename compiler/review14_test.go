package compiler

import "testing"

// review14Cases: helper-44's review of the env's dependencies (env.go) and
// the fold's selections of the policy's data (fold.go regularSel). The env
// copy lost a file's @experiment and the module's language version, and
// copied an import declaration the fold had dropped a spec from; each
// failed before its fix (the @embed and language-version cases need a
// module: TestEnvFollowsTheModule).
var review14Cases = []reviewCase{
	{"exp shortcircuit accept", map[string]string{
		"a.cue": "#M: #Tool & {niche?: [if _n {=~\"^[A-Z]\"}, string][0]}\ntools: a: #M & {state: \"active\", niche: \"lower\"}\n",
		"b.cue": "@experiment(shortcircuit)\npackage toolpolicy\n_n: *(true || (\"a\" & \"b\") == \"x\") | false\n"}},
	{"import block, one spec folded away", map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Run it.\"}\n",
		"b.cue": "package toolpolicy\nimport (\n\t\"strings\"\n\t\"list\"\n)\n#A: #Tool & {niche?: strings.MinRunes(3)}\ntools: b: {state: \"active\", niche: \"N\\(list.Sum([1, 2]))\"}\n"}},
	{"import block, one spec folded away, hidden", map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Run it.\"}\n",
		"b.cue": "package toolpolicy\nimport (\n\t\"strings\"\n\t\"list\"\n)\n_n: list.Sum([1, 2])\n#A: #Tool & {niche?: strings.MinRunes(3)}\ntools: b: {state: \"active\", niche: \"N\\(_n)\"}\n"}},
	{"import block, one spec folded away, broken", map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Ru\"}\n",
		"b.cue": "package toolpolicy\nimport (\n\t\"strings\"\n\t\"list\"\n)\n#A: #Tool & {niche?: strings.MinRunes(3)}\ntools: b: {state: \"active\", niche: \"N\\(list.Sum([1, 2]))\"}\n"}},
	{"exp shortcircuit default", map[string]string{
		"a.cue": "#M: #Tool & {state: [if _n {\"active\"}, \"deferred\"][0]}\ntools: a: #M & {niche: \"n\"}\ntools: b: {state: \"active\"}\n",
		"b.cue": "@experiment(shortcircuit)\npackage toolpolicy\n_n: *(true || (\"a\" & \"b\") == \"x\") | false\n"}},
	// env: experiment in the file holding a hidden field the definition needs
	{"exp shortcircuit hidden", map[string]string{
		"a.cue": "#M: #Tool & {state: [if _n {\"active\"}, \"deferred\"][0]}\ntools: a: #M & {niche: \"n\"}\ntools: b: {state: \"active\"}\n",
		"b.cue": "@experiment(shortcircuit)\npackage toolpolicy\n_n: true || (\"a\" & \"b\") == \"x\"\n"}},
	{"exp shortcircuit hidden false", map[string]string{
		"a.cue": "#M: #Tool & {state: [if _n {\"active\"}, \"deferred\"][0]}\ntools: a: #M & {niche: \"n\"}\ntools: b: {state: \"active\"}\n",
		"b.cue": "@experiment(shortcircuit)\npackage toolpolicy\n_n: false && (\"a\" & \"b\") == \"x\"\n"}},
	{"exp shortcircuit let", map[string]string{
		"a.cue": "tools: a: #M & {niche: \"n\"}\ntools: b: {state: \"active\"}\n",
		"b.cue": "@experiment(shortcircuit)\npackage toolpolicy\nlet n = false && (\"a\" & \"b\") == \"x\"\n_n: n\n"}},
	{"hidden def", map[string]string{
		"a.cue": "_#S: \"mcp\"\n#M: #Tool & {source: _#S}\ntools: a: #M & {state: \"active\"}\ntools: b: {state: \"active\", source: \"builtin\"}\n"}},
	{"hidden def conflict", map[string]string{
		"a.cue": "_#S: \"mcp\"\n#M: #Tool & {source: _#S}\ntools: a: #M & {state: \"active\", source: \"builtin\"}\ntools: b: {state: \"active\"}\n"}},
	{"hidden used by data and def", map[string]string{
		"a.cue": "_src: \"mcp\"\n#M: #Tool & {source: _src}\ntools: a: #M & {state: \"active\"}\ntools: b: {state: \"active\", source: _src}\n"}},
	{"hidden in pieces used by data and def", map[string]string{
		"a.cue": "_src: string\n#M: #Tool & {source: _src}\ntools: a: #M & {state: \"active\"}\ntools: b: {state: \"active\", source: _src}\n",
		"b.cue": "package toolpolicy\n_src: \"mcp\"\n"}},
	{"hidden struct used by data and def", map[string]string{
		"a.cue": "_d: {s: \"mcp\"}\n#M: #Tool & {source: _d.s}\ntools: a: #M & {state: \"active\"}\ntools: b: {state: \"active\", source: _d.s}\n",
		"b.cue": "package toolpolicy\n_d: t: \"builtin\"\ntools: c: {state: \"active\", source: _d.t}\n"}},
	{"two files same def, lets differ", map[string]string{
		"a.cue": "let s = \"deferred\"\n#A: #Tool & {state: *s | #State}\ntools: a: #A & {niche: \"n\"}\n",
		"b.cue": "package toolpolicy\nlet s = \"active\"\n#A: {state: *s | #State}\ntools: b: #A & {niche: \"n\"}\n"}},
	{"two files same def, lets same", map[string]string{
		"a.cue": "let s = \"deferred\"\n#A: #Tool & {state: *s | #State}\ntools: a: #A & {niche: \"n\"}\n",
		"b.cue": "package toolpolicy\nlet s = \"deferred\"\n#A: {state: *s | #State}\ntools: b: #A & {niche: \"n\"}\n"}},
	{"one-line import block, first unused", map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Run it.\"}\n",
		"b.cue": "package toolpolicy\nimport (\"list\", \"strings\")\n_n: list.Sum([1, 2])\n#A: #Tool & {niche?: strings.MinRunes(3)}\n"}},
	{"one-line import block, second unused", map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Run it.\"}\n",
		"b.cue": "package toolpolicy\nimport (\"strings\", \"list\")\n_n: list.Sum([1, 2])\n#A: #Tool & {niche?: strings.MinRunes(3)}\n"}},
	{"two import decls same file", map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Run it.\"}\n",
		"b.cue": "package toolpolicy\nimport \"list\"\nimport \"strings\"\n_n: list.Sum([1, 2])\n#A: #Tool & {niche?: strings.MinRunes(3)}\n"}},
	{"aliased import shadowing name", map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Run it.\"}\n",
		"b.cue": "package toolpolicy\nimport strings \"list\"\nimport s \"strings\"\n_n: strings.Sum([1, 2])\n#A: #Tool & {niche?: s.MinRunes(3)}\n"}},
	{"import path with qualifier", map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Run it.\"}\n",
		"b.cue": "package toolpolicy\nimport \"strings:strings\"\n#A: #Tool & {niche?: strings.MinRunes(3)}\n"}},
	{"import encoding/json", map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Run it.\"}\n",
		"b.cue": "package toolpolicy\nimport \"encoding/json\"\n#A: #Tool & {card?: json.Marshal(niche), niche?: string}\n"}},
	{"cycle hidden def", map[string]string{
		"a.cue": "_h: #M.source\n#M: #Tool & {source: _h}\ntools: a: #M & {state: \"active\"}\ntools: b: {state: \"active\"}\n"}},
	{"cycle hidden hidden", map[string]string{
		"a.cue": "_a: _b\n_b: _a\n#M: #Tool & {source: _a}\ntools: a: #M & {state: \"active\"}\ntools: b: {state: \"active\"}\n"}},
	{"cycle hidden hidden concrete", map[string]string{
		"a.cue": "_a: _b\n_b: _a & \"mcp\"\n#M: #Tool & {source: _a}\ntools: a: #M & {state: \"active\"}\ntools: b: {state: \"active\"}\n"}},
	{"hidden structural cycle", map[string]string{
		"a.cue": "_a: {x: _a}\n#M: #Tool & {source: \"mcp\", _c: _a}\ntools: a: #M & {state: \"active\"}\ntools: b: {state: \"active\"}\n"}},
	{"hidden error unused part", map[string]string{
		"a.cue": "_d: {s: \"mcp\", bad: 1 & 2}\n#M: #Tool & {source: _d.s}\ntools: a: #M & {state: \"active\"}\n"}},
	{"def own fields via alias", map[string]string{
		"a.cue": "#A: X={#Tool, niche: string, card: *\"\\(X.niche) x\" | string}\ntools: a: #A & {state: \"deferred\", niche: \"Run it.\"}\n"}},
	{"def own fields across decls", map[string]string{
		"a.cue": "#A: #Tool & {niche: string}\n#A: {card: *\"\\(niche) x\" | string}\ntools: a: #A & {state: \"deferred\", niche: \"Run it.\"}\n"}},
	{"def nested let", map[string]string{
		"a.cue": "_p: \"x\"\n#A: #Tool & {let p = _p + \"y\", card: *p | string}\ntools: a: #A & {state: \"deferred\", niche: \"Run it.\"}\n"}},
	{"hidden field referencing def field of section entry", map[string]string{
		"a.cue": "_h: #Tool & {state: \"active\"}\n#M: _h & {source: \"mcp\"}\ntools: a: #M & {niche: \"n\"}\ntools: b: {state: \"active\"}\n"}},
	{"hidden field closed", map[string]string{
		"a.cue": "_h: close({state: \"active\"})\n#M: #Tool & _h\ntools: a: #M & {niche: \"n\"}\ntools: b: {state: \"active\"}\n"}},
	{"hidden field embedded def", map[string]string{
		"a.cue": "_h: {#Tool, state: \"active\"}\n#M: _h & {source: \"mcp\"}\ntools: a: #M & {niche: \"n\", bogus: 1}\ntools: b: {state: \"active\"}\n"}},
	{"hidden field with test file", map[string]string{
		"a.cue":      "_src: string\n#M: #Tool & {source: _src}\ntools: a: #M & {state: \"active\"}\n",
		"b.cue":      "package toolpolicy\n_src: \"mcp\"\n",
		"c_test.cue": "package toolpolicy\n_src: \"builtin\"\n"}},
	{"hidden field with if tag", map[string]string{
		"a.cue": "_src: string\n#M: #Tool & {source: _src}\ntools: a: #M & {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_src: \"mcp\"\n",
		"c.cue": "@if(dev)\npackage toolpolicy\n_src: \"builtin\"\n"}},
	{"hidden default", map[string]string{
		"a.cue": "_src: *\"mcp\" | \"builtin\"\n#M: #Tool & {source: _src}\ntools: a: #M & {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_src: \"builtin\"\n"}},
	{"hidden attr", map[string]string{
		"a.cue": "_src: \"mcp\" @go(x)\n#M: #Tool & {source: _src}\ntools: a: #M & {state: \"active\"}\n"}},
	{"pattern section using hidden", map[string]string{
		"a.cue": "_src: \"mcp\"\ntools: [=~\"^m_\"]: {source: _src}\ntools: {m_a: {state: \"active\"}, b: {state: \"active\"}}\n"}},
	{"pattern section using hidden conflict", map[string]string{
		"a.cue": "_src: \"mcp\"\ntools: [=~\"^m_\"]: {source: _src}\ntools: {m_a: {state: \"active\", source: \"builtin\"}, b: {state: \"active\"}}\n"}},
	{"pattern def using import", map[string]string{
		"a.cue": "tools: [=~\"^m_\"]: #M\ntools: {m_a: {state: \"active\", niche: \"toolongniche\"}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\n#M: {niche?: strings.MaxRunes(5)}\n"}},
	{"hidden referencing let of other file name", map[string]string{
		"a.cue": "let s = \"mcp\"\n#M: #Tool & {source: _h}\ntools: a: #M & {state: \"active\"}\n",
		"b.cue": "package toolpolicy\nlet s = \"builtin\"\n_h: s\n"}},
	{"hidden uses import in other file", map[string]string{
		"a.cue": "#M: #Tool & {niche?: _h}\ntools: a: #M & {state: \"active\", niche: \"abcdefghij\"}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\n_h: strings.MaxRunes(3)\n"}},
	{"import name strings shadowed by hidden use", map[string]string{
		"a.cue": "#M: #Tool & {niche?: strings.MaxRunes(3)}\ntools: a: #M & {state: \"active\", niche: \"abcdefghij\"}\n"}},
	{"H1 pattern sets def hidden", map[string]string{
		"a.cue": "_p: \"x\"\n#A: #Tool & {_q: *_p | string, card: *\"c \\(_q)\" | string}\ntools: [=~\"^m_\"]: #A & {_q: \"y\"}\ntools: {m_a: {state: \"deferred\", niche: \"n\"}, b: {state: \"active\"}}\n"}},
	{"H2 pattern sets def hidden, no top hidden", map[string]string{
		"a.cue": "#A: #Tool & {_q: *\"x\" | string, card: *\"c \\(_q)\" | string}\ntools: [=~\"^m_\"]: #A & {_q: \"y\"}\ntools: {m_a: {state: \"deferred\", niche: \"n\"}, b: {state: \"active\"}}\n"}},
	{"H3 entry sets def hidden", map[string]string{
		"a.cue": "_p: \"x\"\n#A: #Tool & {_q: *_p | string, card: *\"c \\(_q)\" | string}\ntools: {m_a: #A & {state: \"deferred\", niche: \"n\", _q: \"y\"}, b: {state: \"active\"}}\n"}},
	{"H4 def2 sets def hidden", map[string]string{
		"a.cue": "_p: \"x\"\n#A: #Tool & {_q: *_p | string, card: *\"c \\(_q)\" | string}\n#B: #A & {_q: \"y\"}\ntools: {m_a: #B & {state: \"deferred\", niche: \"n\"}, b: {state: \"active\"}}\n"}},
	{"H5 def uses top hidden, pattern embeds hidden", map[string]string{
		"a.cue": "_p: {card: \"c\"}\n#A: #Tool & {_p}\ntools: [=~\"^m_\"]: #A\ntools: {m_a: {state: \"deferred\", niche: \"n\"}, b: {state: \"active\"}}\n"}},
	{"D1 top hidden same as param", map[string]string{
		"a.cue": "_verb: \"Sync\"\n#L: {#Tool, _verb: string, state: \"deferred\", niche: \"\\(_verb) it.\"}\ntools: a: #L & {_verb: \"Read\"}\ntools: b: #L & {_verb: \"Write\"}\n"}},
	{"D2 param and top hidden", map[string]string{
		"a.cue": "_obj: \"file\"\n#L: {#Tool, _verb: string, state: \"deferred\", niche: \"\\(_verb) one \\(_obj).\"}\ntools: a: #L & {_verb: \"Read\"}\ntools: b: #L & {_verb: \"Write\"}\n"}},
	{"D3 def refers top hidden, entry sets it", map[string]string{
		"a.cue": "_verb: \"Sync\"\n#L: #Tool & {niche: \"\\(_verb) it.\"}\ntools: a: #L & {state: \"active\", _verb: \"Read\"}\ntools: b: {state: \"active\"}\n"}},
	{"D4 two defs", map[string]string{
		"a.cue": "_verb: \"X\"\n#K: #Tool & {card: _verb}\n#L: {#Tool, _verb: string, state: \"deferred\", niche: \"\\(_verb) it.\"}\ntools: a: #L & {_verb: \"Read\"}\ntools: b: #K & {state: \"deferred\"}\n"}},
	{"D5 hidden def function", map[string]string{
		"a.cue": "_#S: \"mcp\"\n#L: {#Tool, _verb: string, state: \"deferred\", source: _#S, niche: \"\\(_verb) it.\"}\ntools: a: #L & {_verb: \"Read\"}\ntools: b: #L & {_verb: \"Write\"}\n"}},
	{"D6 let in def referencing hidden of entry", map[string]string{
		"a.cue": "_p: \"x\"\n#A: #Tool & {_q: *_p | string, card: *\"c \\(_q)\" | string}\ntools: a: #A & {state: \"deferred\", niche: \"Run it.\", _q: \"y\"}\ntools: b: #A & {state: \"deferred\", niche: \"Run it.\"}\n"}},
	{"R1 keep_loaded head order", map[string]string{
		"a.cue": "mcp: keep_loaded: [\"z_b\", \"a_c\"]\ntools: m: {state: \"active\"}\ntools: {for n in mcp.keep_loaded {(n): {state: \"active\", source: \"mcp\"}}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.source == \"mcp\" {n}]}\n"}},
	{"R1b keep_loaded order all", map[string]string{
		"a.cue": "tools: m: {state: \"active\"}\ntools: {for n in mcp.keep_loaded {(n): {state: \"active\", source: \"mcp\"}}}\nmcp: keep_loaded: [\"z_b\", \"a_c\", \"m\"]\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, t in tools {n}]}\n"}},
	{"R3 shadow by tool named mcp", map[string]string{
		"a.cue": "mcp: keep_loaded: [\"z_b\"]\ntools: {mcp: {state: \"active\", keep_loaded: [\"q\"]}, for n in mcp.keep_loaded {(n): {state: \"active\"}}}\n"}},
	{"R3c shadow by file let in other file", map[string]string{
		"a.cue": "tools: z: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\nlet mcp = {keep_loaded: [\"q\"]}\ntools: {for n in mcp.keep_loaded {(n): {state: \"active\"}}}\n",
		"c.cue": "package toolpolicy\nmcp: keep_loaded: [\"z_b\"]\n"}},
	{"R3d shadow by for var", map[string]string{
		"a.cue": "mcp: keep_loaded: [\"z_b\"]\nfor mcp in [{keep_loaded: [\"q\"]}] {tools: {for n in mcp.keep_loaded {(n): {state: \"active\"}}}}\n"}},
	{"R4 quoted top label", map[string]string{
		"a.cue": "\"mcp\": keep_loaded: [\"z_b\"]\ntools: {for n in mcp.keep_loaded {(n): {state: \"active\"}}}\n"}},
	{"R4b quoted inner label plus ident", map[string]string{
		"a.cue": "mcp: {keep_loaded: [\"z_b\"], \"keep_loaded\": [\"z_b\"]}\ntools: {for n in mcp.keep_loaded {(n): {state: \"active\"}}}\n"}},
	{"R4c quoted inner label conflict", map[string]string{
		"a.cue": "mcp: {keep_loaded: [\"z_b\"], \"keep_loaded\": [\"y\"]}\ntools: {for n in mcp.keep_loaded {(n): {state: \"active\"}}}\n"}},
	{"R5 release.version", map[string]string{
		"a.cue": "tools: {\"t_\\(strings.Replace(release.version, \".\", \"_\", -1))\": {state: \"active\"}}\n"}},
	{"R5b release.version len", map[string]string{
		"a.cue": "tools: {for i, c in [release.version] {\"t\\(i)\": {state: \"active\", niche: c}}}\n"}},
	{"R5c release in pieces", map[string]string{
		"a.cue": "release: min_deprecation_releases: 2\ntools: {for i in [0, 1, 2] if i < release.min_deprecation_releases {\"t\\(i)\": {state: \"active\"}}}\n"}},
	{"R5d release one decl", map[string]string{
		"a.cue": "tools: {for i in [0, 1, 2] if i < len(release.version) {\"t\\(i)\": {state: \"active\"}}}\n"}},
	{"R8 two comprehensions", map[string]string{
		"a.cue": "mcp: keep_loaded: [\"z_b\", \"a_c\"]\nfor n in mcp.keep_loaded {tools: (n): state: \"active\"}\ntools: {for n in mcp.keep_loaded {(n): source: \"mcp\"}}\n"}},
	{"R8b comprehension and decl conflict", map[string]string{
		"a.cue": "mcp: keep_loaded: [\"z_b\", \"a_c\"]\ntools: z_b: {state: \"active\", source: \"builtin\"}\ntools: {for n in mcp.keep_loaded {(n): {state: \"active\", source: \"mcp\"}}}\n"}},
	{"R9 top pattern", map[string]string{
		"a.cue": "mcp: keep_loaded: [\"z_b\"]\n[=~\"^mcp$\"]: keep_loaded: [\"z_b\", \"q\"]\ntools: {for n in mcp.keep_loaded {(n): {state: \"active\"}}}\n"}},
	{"R14 raw string", map[string]string{
		"a.cue": "mcp: keep_loaded: [#\"z_b\"#, \"\"\"\n\ta_c\n\t\"\"\"]\ntools: {for n in mcp.keep_loaded {(n): {state: \"active\"}}}\n"}},
	{"R14b bytes", map[string]string{
		"a.cue": "mcp: keep_loaded: ['z_b']\ntools: {for n in mcp.keep_loaded {\"x\": {state: \"active\", niche: \"\\(n)\"}}}\n"}},
	{"R14c ints", map[string]string{
		"a.cue": "mcp: keep_loaded: [1, 2]\ntools: {for n in mcp.keep_loaded {\"t\\(n)\": {state: \"active\"}}}\n"}},
	{"R14d escaped string", map[string]string{
		"a.cue": "mcp: keep_loaded: [\"z\\u005fb\"]\ntools: {for n in mcp.keep_loaded {(n): {state: \"active\"}}}\n"}},
	{"R15 index", map[string]string{
		"a.cue": "mcp: keep_loaded: [\"z_b\", \"a_c\"]\ntools: {(mcp.keep_loaded[1]): {state: \"active\"}, x: {state: \"active\", niche: mcp.keep_loaded[0]}}\n"}},
	{"R16 mcp in other file with def", map[string]string{
		"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: {for n in mcp.keep_loaded {(n): #M & {niche: \"n\"}}}\ntools: q: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\nmcp: keep_loaded: [\"z_b\", \"a_c\"]\n"}},
	{"R17 hidden in mcp", map[string]string{
		"a.cue": "mcp: {keep_loaded: [\"z_b\"], _x: [\"q\"]}\ntools: {for n in mcp._x {(n): {state: \"active\"}}}\n"}},
	{"R17b def in mcp", map[string]string{
		"a.cue": "mcp: {keep_loaded: [\"z_b\"], #x: [\"q\"]}\ntools: {for n in mcp.#x {(n): {state: \"active\"}}}\n"}},
	{"R18 keep_loaded bad name", map[string]string{
		"a.cue": "mcp: keep_loaded: [\"z b\"]\ntools: {for n in mcp.keep_loaded {\"t_\\(len(n))\": {state: \"active\"}}}\n"}},
	{"R19 models field", map[string]string{
		"a.cue": "models: \"x/y\": attributes: {ctx: 100}\ntools: {for n in [\"a\"] if models.\"x/y\" != _|_ {(n): {state: \"active\"}}}\n"}},
	{"R20 lint rules", map[string]string{
		"a.cue": "lint: rules: \"budget-target\": \"off\"\ngen: go_dir: \"x\"\ntools: {(gen.go_dir): {state: \"active\"}}\n"}},
}

func TestReview14(t *testing.T) {
	runReview(t, review14Cases)
	for _, c := range breadth(review14Cases) {
		t.Run(c.name+"/default", func(t *testing.T) {
			t.Parallel()
			agreeWithCue(t, reviewDir(t, c.files))
		})
	}
}
