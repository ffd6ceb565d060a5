package compiler

import "testing"

// review12Cases: helper-42's review of localRefs (localref.go). Each failed
// before its fix: a hidden field dropped though another entry read it (by
// name, a path, or unification), redeclared by what the entry embeds or
// generates, a quoted selector taken for the hidden field, an unused alias
// dropped, and unchanged() taking "true" for "trueA".
var review12Cases = []reviewCase{
	{"sibling entry selects dropped hidden", map[string]string{
		"a.cue": "tools: {\n\ta: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n\tb: {state: \"active\", niche: a._v}\n}\n"}},
	{"entry selects own hidden via its name", map[string]string{
		"a.cue": "tools: {\n\ta: {_v: \"x\", state: \"active\", niche: a._v}\n}\n"}},
	{"embedded struct redeclares hidden", map[string]string{
		"a.cue": "tools: a: {_v: \"x\", {_v: \"y\"}, state: \"active\", niche: _v}\n"}},
	{"comprehension redeclares hidden", map[string]string{
		"a.cue": "tools: a: {_v: \"x\", if true {_v: \"y\"}, state: \"active\", niche: _v}\n"}},
	{"sibling entry unifies with conflicting hidden", map[string]string{
		"a.cue": "tools: {\n\ta: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n\tb: a & {_v: \"y\"}\n}\n"}},
	{"quoted selector names regular field", map[string]string{
		"a.cue": "tools: a: X={_v: \"x\", state: \"active\", niche: X.\"_v\"}\n"}},
	{"interpolated label becomes static", map[string]string{
		"a.cue": "tools: a: {_k: \"path\", state: \"active\", parameters: {type: \"object\", properties: {\"\\(_k)\": {type: \"string\"}, z: {type: \"string\"}}}}\n"}},
	{"interpolated label at entry level", map[string]string{
		"a.cue": "tools: a: {_k: \"niche\", \"\\(_k)\": \"n\", state: \"active\", card: \"c\"}\n"}},
	{"hidden used in if clause", map[string]string{
		"a.cue": "tools: a: {_f: true, state: \"active\", if _f {niche: \"n\"}}\n"}},
	{"alias used by sibling entry", map[string]string{
		"a.cue": "tools: {a: X={state: \"active\", niche: \"n\"}, b: {state: \"active\", niche: X.niche}}\n"}},
	{"unused value alias", map[string]string{
		"a.cue": "tools: a: X={state: \"active\", niche: \"n\"}\n"}},
	{"section alias reads hidden", map[string]string{
		"a.cue": "T=tools: {}\ntools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\ntools: b: {state: \"active\", niche: T.a._v}\n"}},
	{"section let reads hidden", map[string]string{
		"a.cue": "tools: {\n\tlet A = a\n\ta: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n\tb: {state: \"active\", niche: A._v}\n}\n"}},
	{"multiline interpolation", map[string]string{
		"a.cue": "tools: a: {_s: \"GitHub\", state: \"active\", description: \"\"\"\n\t\tRead \\(_s)\n\t\t  two\n\t\t\"\"\"}\n"}},
	{"newline in substituted niche", map[string]string{
		"a.cue": "tools: a: {_s: \"x\\ny\", state: \"active\", niche: \"Read \\(_s)\"}\n"}},
	{"long substituted niche via alias", map[string]string{
		"a.cue": "tools: a: X={_s: \"x\\ny\", state: \"active\", niche: X._s}\n"}},
	{"nullish regular field", map[string]string{
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: a: {state: \"active\", nullable: null, card: strings.ToUpper(\"x\"), niche: \"n\"}\n"}},
	{"quoted hidden-like label resolves", map[string]string{
		"a.cue": "tools: a: {\"_v\": \"x\", state: \"active\", niche: _v}\n"}},
	{"unchanged misses alias named like literal", map[string]string{
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: a: trueA={_b: true, state: \"active\", card: strings.ToUpper(\"c\"), annotations: readOnlyHint: trueA._b}\n"}},
	{"unchanged misses alias named like null", map[string]string{
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: a: falseX={_b: false, state: \"active\", card: strings.ToUpper(\"c\"), annotations: readOnlyHint: falseX._b}\n"}},
	{"alias-named-like-literal, no hidden", map[string]string{
		"b.cue": "package toolpolicy\nimport \"strings\"\n_u: strings.ToUpper(\"c\")\ntools: a: trueA={state: \"active\", card: _u, annotations: {readOnlyHint: true, openWorldHint: trueA.annotations.readOnlyHint}}\n"}},
	{"alias like literal, let of the same name", map[string]string{
		"b.cue": "package toolpolicy\nimport \"strings\"\n_u: strings.ToUpper(\"c\")\nlet trueA = {_b: false}\ntools: b: {state: \"active\", card: _u, annotations: readOnlyHint: trueA._b}\ntools: a: trueA={_b: true, state: \"active\", card: _u, annotations: readOnlyHint: trueA._b}\n"}},
	{"alias like literal, top hidden", map[string]string{
		"b.cue": "package toolpolicy\nimport \"strings\"\n_u: strings.ToUpper(\"c\")\ntools: a: trueA={_b: true, state: \"active\", card: _u, annotations: readOnlyHint: trueA._b}\n"}},
	{"alias like literal, embedded hidden", map[string]string{
		"b.cue": "package toolpolicy\n_m: {source: \"mcp\"}\ntools: a: trueA={_m, _b: true, state: \"active\", annotations: readOnlyHint: trueA._b}\n"}},
	{"alias like literal, embedded hidden, let same name", map[string]string{
		"b.cue": "package toolpolicy\n_m: {source: \"mcp\"}\nlet trueA = {_b: false}\ntools: b: {_m, state: \"active\", annotations: readOnlyHint: trueA._b}\ntools: a: trueA={_m, _b: true, state: \"active\", annotations: readOnlyHint: trueA._b}\n"}},
	{"alias like literal, let used by hidden", map[string]string{
		"b.cue": "package toolpolicy\nlet trueA = {_b: false}\n_m: {source: \"mcp\", _c: trueA._b}\ntools: a: trueA={_m, _b: true, state: \"active\", annotations: readOnlyHint: trueA._b}\n"}},
	{"sibling default over dropped hidden", map[string]string{
		"a.cue": "tools: {\n\ta: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n\tb: {state: \"active\", niche: *a._v | \"none\"}\n}\n"}},
	{"sibling embeds a", map[string]string{
		"a.cue": "tools: {\n\ta: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n\tb: {a, _v: \"y\"}\n}\n"}},
	{"sibling if over dropped hidden", map[string]string{
		"a.cue": "tools: {\n\ta: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n\tb: {state: \"active\", if a._v != _|_ {niche: \"has\"}}\n}\n"}},
	{"other section reads hidden via section-level let", map[string]string{
		"a.cue": "tools: {\n\ta: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n\tb: {state: \"active\", niche: *a._v | \"none\"}\n}\n"}},
	{"interpolated label made static resolves a reference", map[string]string{
		"a.cue": "tools: a: {_k: \"niche\", \"\\(_k)\": \"n\", state: \"active\", card: niche}\n"}},
	{"interpolated label made static, nested", map[string]string{
		"a.cue": "tools: a: {_k: \"q\", state: \"active\", parameters: {type: \"object\", properties: {\"\\(_k)\": {type: \"string\"}, r: q}}}\n"}},
	{"other section default over tools.a._v", map[string]string{
		"a.cue": "tools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\nretired: r: {reason: *tools.a._v | \"none\"}\n"}},
	{"other section via top let", map[string]string{
		"a.cue": "tools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\nlet T = tools\nretired: r: {reason: *T.a._v | \"none\"}\n"}},
	{"other section via hidden copy", map[string]string{
		"a.cue": "tools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n_t: tools.a\nretired: r: {reason: *_t._v | \"none\"}\n"}},
	{"retired sibling default", map[string]string{
		"a.cue": "tools: z: state: \"active\"\nretired: {\n\tr: {_v: \"why\", reason: \"\\(_v)\"}\n\ts: {reason: *r._v | \"none\"}\n}\n"}},
	{"other section plain tools.a._v", map[string]string{
		"a.cue": "tools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\nretired: r: {reason: tools.a._v}\n"}},
	{"tools entry plain tools.a._v", map[string]string{
		"a.cue": "tools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\ntools: b: {state: \"active\", niche: tools.a._v}\n"}},
	{"multiline literal copied in a folded entry", map[string]string{
		"b.cue": "package toolpolicy\n_m: {source: \"mcp\"}\ntools: a: {\n\t_m\n\t_d: \"\"\"\n\t\tline1\n\t\t  line2\n\t\t\"\"\"\n\tstate: \"active\"\n\tdescription: _d\n\tparameters: {type: \"object\", properties: q: {type: \"string\", description: _d}}\n}\n"}},
	{"raw multiline literal copied in a folded entry", map[string]string{
		"b.cue": "package toolpolicy\n_m: {source: \"mcp\"}\ntools: a: {\n\t_m\n\tlet d = #\"\"\"\n\t\tline1 \\(x)\n\t\t  line2\n\t\t\"\"\"#\n\tstate: \"active\"\n\tdescription: d\n\tcard: \"\\(d)!\"\n}\n"}},
	{"multiline interpolation in a folded entry", map[string]string{
		"b.cue": "package toolpolicy\n_m: {source: \"mcp\"}\ntools: a: {\n\t_m\n\t_s: \"S\"\n\tstate: \"active\"\n\tdescription: \"\"\"\n\t\tline1 \\(_s)\n\t\t  line2 \\(_s)\n\t\t\"\"\"\n}\n"}},
	{"positions of substituted bad values", map[string]string{
		"a.cue": "tools: a: X={_s: \"x\\ny\", state: \"active\", niche: X._s}\ntools: b: {_s: \"x\\ny\", state: \"active\", niche: _s}\ntools: c: {let s = \"x\\ny\"\nstate: \"active\", niche: s}\ntools: d: {_s: \"x\\ny\", state: \"active\", niche: \"\\(_s)\"}\n"}},
	{"entry reads own hidden via its name, with default", map[string]string{
		"a.cue": "tools: {a: {_v: \"x\", state: \"active\", niche: *a._v | \"none\"}}\n"}},
	{"entry reads own hidden via tools path, with default", map[string]string{
		"a.cue": "tools: a: {_v: \"x\", state: \"active\", niche: *tools.a._v | \"none\"}\n"}},
	{"entry reads own hidden via nested alias", map[string]string{
		"a.cue": "tools: a: {_v: \"x\", state: \"active\", annotations: {title: \"t\", T=title2: *\"\\(_v)\" | \"none\"}}\n"}},
}

func TestReview12(t *testing.T) {
	runReview(t, review12Cases)
	for _, c := range breadth(review12Cases) {
		t.Run(c.name+"/default", func(t *testing.T) {
			t.Parallel()
			agreeWithCue(t, reviewDir(t, c.files))
		})
	}
}
