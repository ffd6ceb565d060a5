package compiler

import (
	"testing"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"
)

// localCases: entries computing fields from their own (localref.go). taken
// is how many tools leave the package: an entry left with a reference, or
// with a hidden field something else may name, stays. base is prepended to
// a.cue.
var localCases = []takenCase{
	{"hidden fields interpolated", 2, map[string]string{
		"a.cue": "tools: a: {_s: \"GitHub\", _o: \"issue\", state: \"active\", niche: \"Read one \\(_o) on \\(_s).\"}\n" +
			"tools: b: {_s: \"Jira\", _o: \"ticket\", state: \"deferred\", niche: \"Read one \\(_o) on \\(_s).\", card: \"\\(_s) \\(_o)s\"}\n"}},
	{"value alias", 1, map[string]string{
		"a.cue": "tools: a: X={_v: \"Sync\", state: \"deferred\", niche: \"\\(X._v) one file.\", card: \"\\(X.niche) On demand.\"}\n"}},
	{"a regular field through a function", 2, map[string]string{
		"a.cue": "tools: z: {state: \"active\", niche: \"Run one job.\"}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\ntools: a: {state: \"deferred\", niche: \"Sync one file on request.\", card: strings.TrimSuffix(niche, \" on request.\") + \" (on demand)\"}\n"}},
	{"a field alias", 1, map[string]string{
		"a.cue": "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OD & {N=niche: \"Sync one file.\", card: \"\\(N) On demand.\"}\n"}},
	{"a field alias nothing reads (CUE rejects it)", 0, map[string]string{
		"a.cue": "tools: b: {N=niche: \"Run.\", state: \"active\"}\n"}},
	{"a field alias on a quoted label, read twice", 1, map[string]string{
		"a.cue": "tools: a: {S=\"state\": \"active\", niche: \"\\(S) \\(S)\", card: S}\n"}},
	{"a field alias of a field that is not a literal", 0, map[string]string{
		"a.cue": "tools: a: {N=niche: string, state: \"active\", card: \"\\(N)\"}\ntools: a: niche: \"n\"\n"}},
	{"a field alias read from a nested struct", 1, map[string]string{
		"a.cue": "tools: a: {K=niche: \"path\", state: \"active\", parameters: {type: \"object\", description: K}}\n"}},
	{"a field alias whose value conflicts with a template", 1, map[string]string{
		"a.cue": "#OD: #Tool & {state: \"deferred\", niche: \"other\"}\ntools: a: #OD & {N=niche: \"mine\", card: N}\n"}},
	{"a hidden field nothing reads", 1, map[string]string{
		"a.cue": "tools: a: {_note: \"kept for reviewers\", state: \"active\", niche: \"n\"}\n"}},
	{"a hidden field nothing reads, beside a fragment", 1, map[string]string{
		"a.cue": "_p: {type: \"object\"}\ntools: a: {_note: \"x\", state: \"active\", niche: \"n\", parameters: _p & {required: []}}\n"}},
	{"a chain of hidden fields", 1, map[string]string{
		"a.cue": "tools: a: {_a: \"x\", _b: \"\\(_a)y\", state: \"active\", niche: \"\\(_b)z\"}\n"}},
	{"the entry's own let", 1, map[string]string{
		"a.cue": "tools: a: {let v = \"Sync\"\nstate: \"active\", niche: \"\\(v) files.\"}\n"}},
	{"a reference from a nested struct", 1, map[string]string{
		"a.cue": "tools: a: {_k: \"path\", state: \"active\", parameters: {type: \"object\", properties: (_k): {type: \"string\", description: \"The \\(_k).\"}}}\n"}},
	{"a hidden field declared at the top too", 1, map[string]string{
		"a.cue": "_v: \"top\"\ntools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n"}},
	{"a hidden field a pattern sets", 1, map[string]string{
		"a.cue": "tools: [string]: {_v: *\"d\" | string}\ntools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n"}},
	{"a hidden field a pattern conflicts with", 1, map[string]string{
		"a.cue": "tools: [=~\"^a\"]: {_v: \"y\"}\ntools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n"}},
	{"a hidden field a definition reads", 1, map[string]string{
		"a.cue": "#D: {_v: string, card: \"\\(_v)!\", ...}\ntools: a: #D & {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\n"}},
	{"a hidden field read from outside", 0, map[string]string{
		"a.cue": "tools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\ntools: b: {state: \"active\", niche: tools.a._v}\n"}},
	{"entry declared twice, hidden fields conflict", 0, map[string]string{
		"a.cue": "tools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\ntools: a: {_v: \"y\"}\n"}},
	{"entry declared twice, completed", 0, map[string]string{
		"a.cue": "tools: a: {_v: \"x\", state: \"active\", niche: \"\\(_v)\"}\ntools: a: {_v: string, card: \"c\"}\n"}},
	{"a referenced field another declaration conflicts with", 0, map[string]string{
		"a.cue": "tools: a: {state: \"active\", niche: \"n\", card: \"\\(niche)!\"}\ntools: a: niche: \"m\"\n"}},
	{"a referenced field a template defaults", 1, map[string]string{
		"a.cue": "tools: [string]: {niche: *\"d\" | string}\ntools: a: {state: \"active\", niche: \"n\", card: \"\\(niche)!\"}\n"}},
	{"a referenced field declared twice in the entry", 0, map[string]string{
		"a.cue": "tools: a: {state: \"active\", niche: string, niche: \"n\", card: \"\\(niche)!\"}\n"}},
	{"a number interpolated", 1, map[string]string{
		"a.cue": "tools: a: {_n: 3, state: \"active\", niche: \"v\\(_n)\"}\n"}},
	{"a bool copied", 1, map[string]string{
		"a.cue": "tools: a: {_ro: true, state: \"active\", annotations: readOnlyHint: _ro}\n"}},
	{"a reference to a field of another struct of the entry", 0, map[string]string{
		"a.cue": "tools: a: {state: \"active\", niche: \"n\"} & {card: niche}\n"}},
	{"an unused hidden field", 1, map[string]string{
		"a.cue": "tools: a: {_note: \"kept for docs\", state: \"active\", niche: \"x\"}\n"}},
	{"a section iterated entry by entry", 1, map[string]string{
		"a.cue": "tools: b: {_s: \"x\", state: \"active\", niche: \"\\(_s)\"}\ntools: a: {state: \"active\"}\n_all: [for _, t in tools {t}]\n"}},
	{"a section whose names are listed", 2, map[string]string{
		"a.cue": "tools: b: {_s: \"x\", state: \"active\", niche: \"\\(_s)\"}\ntools: a: {state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools {n}]}\n"}},
}

// selfNameCases: an entry selecting, through its value alias, a hidden
// field a pattern gives as a function of its name (localref.go
// selfNames). base is prepended to a.cue.
var selfNameCases = []takenCase{
	{"the name itself", 2, map[string]string{
		"a.cue": `tools: [Name=_]: {_name: Name}
tools: a: X={state: "active", niche: "\(X._name) runs."}
tools: "b-c": X={state: "active", niche: "\(X._name) runs."}
`}},
	{"under a definition", 2, map[string]string{
		"a.cue": `#OnDemand: #Tool & {state: *"deferred" | #State}
tools: [N=string]: {_name: N}
tools: a: X=#OnDemand & {niche: "n", card: "\(X._name): load me."}
tools: b: X=#OnDemand & {niche: "m", card: "\(X._name): load me."}
`}},
	{"an interpolation of the name", 1, map[string]string{
		"a.cue": `tools: [N=_]: {_title: "tool \(N)"}
tools: a: X={state: "active", niche: "The \(X._title)."}
`}},
	{"a pattern by regular expression, matched", 1, map[string]string{
		"a.cue": `tools: [N= =~"^gh_"]: {_name: N}
tools: gh_a: X={state: "active", niche: "\(X._name)"}
`}},
	{"a pattern by regular expression, not matched", 0, map[string]string{
		"a.cue": `tools: [N= =~"^gh_"]: {_name: N}
tools: a: X={state: "active", niche: "\(X._name)"}
`}},
	{"a negated regular expression", 1, map[string]string{
		"a.cue": `tools: [N= !~"^gh_"]: {_name: N}
tools: a: X={state: "active", niche: "\(X._name)"}
`}},
	{"the field also in a definition, conflicting", 0, map[string]string{
		"a.cue": `#D: {_name: "fixed", ...}
tools: [N=_]: {_name: N}
tools: a: X=#D & {state: "active", niche: "\(X._name)"}
`}},
	{"the field also in a definition, agreeing", 0, map[string]string{
		"a.cue": `#D: {_name: string, ...}
tools: [N=_]: {_name: N}
tools: a: X=#D & {state: "active", niche: "\(X._name)"}
`}},
	{"the field set by the entry too", 1, map[string]string{
		"a.cue": `tools: [N=_]: {_name: N}
tools: a: X={_name: "other", state: "active", niche: "\(X._name)"}
`}},
	{"two patterns giving the field", 0, map[string]string{
		"a.cue": `tools: [N=_]: {_name: N}
tools: [=~"^a"]: {_name: "x"}
tools: a: X={state: "active", niche: "\(X._name)"}
`}},
	{"a pattern with a default", 0, map[string]string{
		"a.cue": `tools: [N=_]: {_name: *N | string}
tools: a: X={state: "active", niche: "\(X._name)"}
`}},
	// A decided condition is gone before localRefs runs (staticConds).
	{"a pattern under a decided condition", 1, map[string]string{
		"a.cue": `_on: true
if _on {tools: [N=_]: {_name: N}}
tools: a: X={state: "active", niche: "\(X._name)"}
`}},
	{"a pattern in a comprehension", 0, map[string]string{
		"a.cue": `for s in ["tools"] {(s): [N=_]: {_name: N}}
tools: a: X={state: "active", niche: "\(X._name)"}
`}},
	{"the field of another section's pattern", 0, map[string]string{
		"a.cue": `aliases: [N=_]: {_name: N}
tools: a: X={state: "active", niche: "\(X._name)"}
`}},
	{"the entry declared twice", 0, map[string]string{
		"a.cue": `tools: [N=_]: {_name: N}
tools: a: X={state: "active", niche: "\(X._name)"}
tools: a: niche: string
`}},
	{"the field read from another entry", 0, map[string]string{
		"a.cue": `tools: [N=_]: {_name: N}
tools: a: {state: "active"}
tools: b: {state: "active", niche: tools.a._name}
`}},
}

// siblingCases: entries copying another entry's literal field
// (siblingref.go). base is prepended to a.cue.
var siblingCases = []takenCase{
	{"a state copied", 3, map[string]string{
		"a.cue": `tools: a: {state: "deferred", card: "Load a.", niche: "A."}
tools: b: {state: tools.a.state, card: "Load b.", niche: "B."}
tools: c: {state: tools["a"]["state"], card: tools.b.card, niche: "C."}
`}},
	{"from another file, under a definition", 2, map[string]string{
		"a.cue": `#OnDemand: #Tool & {state: *"deferred" | #State}
tools: a: #OnDemand & {state: "active", niche: "A."}
`,
		"b.cue": `package toolpolicy
tools: b: #OnDemand & {state: tools.a.state, niche: tools.a.niche}
`}},
	{"a field a template gives", 2, map[string]string{
		"a.cue": `#OnDemand: #Tool & {state: *"deferred" | #State}
tools: a: #OnDemand & {niche: "A.", card: "Load."}
tools: b: #OnDemand & {state: tools.a.state, niche: "B.", card: "Load."}
`}},
	{"read from another section", 1, map[string]string{
		"a.cue": `tools: a: {state: "active", niche: "A."}
providers: p: {budget: {target: 1, max: 9}, models: [tools.a.niche]}
`}},
	{"the literal conflicting with a template", 2, map[string]string{
		"a.cue": `#D: #Tool & {state: "deferred"}
tools: a: #D & {state: "active"}
tools: b: {state: tools.a.state}
`}},
	{"two literals for the field", 0, map[string]string{
		"a.cue": `tools: a: {state: "active"}
tools: a: {state: "deferred"}
tools: b: {state: tools.a.state}
`}},
	{"the entry completed in another declaration", 2, map[string]string{
		"a.cue": `tools: a: {state: "active"}
tools: a: {niche: "A."}
tools: b: {state: "active", niche: tools.a.niche}
`}},
	{"a section name shadowed", 2, map[string]string{
		"a.cue": `tools: a: {state: "active"}
_h: {tools: a: state: "deprecated", v: tools.a.state}
tools: b: {state: _h.v}
`}},
	{"a hidden field read", 0, map[string]string{
		"a.cue": `tools: a: {state: "active", _k: "x"}
tools: b: {state: "active", niche: tools.a._k}
`}},
	{"a field of a field", 0, map[string]string{
		"a.cue": `tools: a: {state: "active", annotations: {readOnlyHint: true}}
tools: b: {state: "active", annotations: readOnlyHint: tools.a.annotations.readOnlyHint}
`}},
	{"the entry missing", 1, map[string]string{
		"a.cue": `tools: a: {state: "active"}
tools: b: {state: tools.z.state}
`}},
	// From the entry's template (siblingTemplates): the definitions'
	// field, default and all.
	{"a state from the template's default", 3, map[string]string{
		"a.cue": `#OnDemand: #Tool & {state: *"deferred" | #State}
tools: a: #OnDemand & {niche: "A.", card: "Load a."}
tools: b: #OnDemand & {state: tools.a.state, niche: "B.", card: "Load b."}
tools: c: {state: tools.a.state, card: "Load c."}
`}},
	{"a template default another default meets", 2, map[string]string{
		"a.cue": `#OnDemand: #Tool & {state: *"deferred" | #State}
#Active: #Tool & {state: *"active" | #State}
tools: a: #OnDemand & {niche: "A.", card: "Load a."}
tools: b: #Active & {state: tools.a.state, niche: "B."}
`}},
	{"a template field a pattern adds to", 0, map[string]string{
		"a.cue": `#OnDemand: #Tool & {state: *"deferred" | #State}
tools: [=~"^a"]: {state: "active"}
tools: a: #OnDemand & {niche: "A."}
tools: b: #OnDemand & {state: tools.a.state, niche: "B.", card: "Load b."}
`}},
	{"a template field a comprehension adds to", 0, map[string]string{
		"a.cue": `#OnDemand: #Tool & {state: *"deferred" | #State}
tools: a: #OnDemand & {niche: "A."}
for n in ["a"] {tools: (n): state: "active"}
tools: b: #OnDemand & {state: tools.a.state, niche: "B.", card: "Load b."}
`}},
	{"a template that ties the field", 0, map[string]string{
		"a.cue": `#OnDemand: #Tool & {state: *"deferred" | #State, if niche == "A." {card: "Load."}}
tools: a: #OnDemand & {niche: "A."}
tools: b: #OnDemand & {state: tools.a.state, niche: "B.", card: "Load b."}
`}},
	{"an entry declared twice", 2, map[string]string{
		"a.cue": `#OnDemand: #Tool & {state: *"deferred" | #State}
tools: a: #OnDemand & {niche: "A.", card: "C."}
tools: a: {state: "active"}
tools: b: #OnDemand & {state: tools.a.state, niche: "B.", card: "Load b."}
`}},
	{"the section declared again under an alias", 0, map[string]string{
		"a.cue": `#OnDemand: #Tool & {state: *"deferred" | #State}
tools: a: #OnDemand & {niche: "A."}
T=tools: {a: state: "active", c: {state: "active", niche: T.a.niche}}
tools: b: #OnDemand & {state: tools.a.state, niche: "B.", card: "Load b."}
`}},
	{"the field missing", 0, map[string]string{
		"a.cue": `tools: a: {state: "active"}
tools: b: {state: "active", niche: tools.a.niche}
`}},
}

func TestLocalRefs(t *testing.T) {
	runTakenCases(t, localCases)
}

func TestSiblingRefs(t *testing.T) {
	runTakenCases(t, siblingCases)
}

func TestSelfNames(t *testing.T) {
	runTakenCases(t, selfNameCases)
}

// TestUnchanged: the fold and the env copy a node's source text only while
// it still reads as that text (fold.go unchanged).
func TestUnchanged(t *testing.T) {
	const src = "a: trueA={b: true, c: trueA.b, d: \"x\"} // note\n"
	parse := func() (*ast.Field, *ast.Alias, *ast.StructLit) {
		f, err := parser.ParseFile("a.cue", src)
		if err != nil {
			t.Fatal(err)
		}
		fd := f.Decls[0].(*ast.Field)
		a := fd.Value.(*ast.Alias)
		return fd, a, a.Expr.(*ast.StructLit)
	}
	fd, _, _ := parse()
	if !unchanged([]byte(src), fd) {
		t.Error("a field as parsed does not read as its source")
	}
	fd, _, sl := parse()
	c := sl.Elts[1].(*ast.Field)
	c.Value = &ast.BasicLit{ValuePos: c.Value.Pos(), Kind: token.TRUE, Value: "true"}
	if unchanged([]byte(src), fd) {
		t.Error("true written where the source has trueA.b reads as the source")
	}
	fd, _, sl = parse()
	sl.Elts = sl.Elts[1:]
	if unchanged([]byte(src), fd) {
		t.Error("a struct missing its first field reads as the source")
	}
	fd, _, sl = parse()
	sl.Elts = sl.Elts[:2]
	if unchanged([]byte(src), fd) {
		t.Error("a struct missing its last field reads as the source")
	}
	fd, a, _ := parse()
	fd.Value = a.Expr
	if unchanged([]byte(src), fd) {
		t.Error("a value without its alias reads as the source")
	}
}

// letDefCases: a file's let naming a definition, used as entries'
// template (staticif.go letDefs). base is prepended to a.cue.
var letDefCases = []takenCase{
	{"a let naming a definition", 2, map[string]string{
		"a.cue": "let Lazy = #OnDemand\n#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: Lazy & {niche: \"n\"}\ntools: b: (Lazy) & {state: \"active\"}\n"}},
	{"a let also used elsewhere", 2, map[string]string{
		"a.cue": "let Lazy = #OnDemand\n#OnDemand: #Tool & {state: *\"deferred\" | #State}\n#Other: Lazy & {card: \"c\"}\ntools: a: Lazy & {niche: \"n\"}\ntools: b: #Other & {niche: \"m\"}\n"}},
	{"an unused let beside it", 1, map[string]string{
		"a.cue": "let Lazy = #OnDemand\nlet unused = #OnDemand\n#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: Lazy & {niche: \"n\"}\n"}},
	{"a let of another definition's field", 0, map[string]string{
		"a.cue": "let S = #OnDemand.state\n#OnDemand: #Tool & {state: *\"deferred\" | #State}\ntools: a: {state: S, niche: \"n\"}\n"}},
}

func TestLetsNamingDefinitions(t *testing.T) {
	runTakenCases(t, letDefCases)
}

// hiddenDefCases: hidden definitions used as templates (staticif.go
// renameHiddenDefs). base is prepended to a.cue.
var hiddenDefCases = []takenCase{
	{"a hidden definition", 2, map[string]string{
		"a.cue": "_#Lazy: #Tool & {state: *\"deferred\" | #State}\ntools: a: _#Lazy & {niche: \"n\"}\n",
		"b.cue": "package toolpolicy\ntools: b: _#Lazy & {state: \"active\"}\n"}},
	{"a hidden definition shadowed inside a struct", 1, map[string]string{
		"a.cue": "_#Lazy: #Tool & {state: *\"deferred\" | #State}\ntools: a: _#Lazy & {niche: \"n\"}\n_x: {_#Lazy: {k: 1}, y: _#Lazy.k}\n"}},
	{"a hidden definition closes", 1, map[string]string{
		"a.cue": "_#L: {state: \"active\"}\ntools: a: _#L & {state: \"active\", niche: \"n\"}\n"}},
	{"its new name taken", 0, map[string]string{
		"a.cue": "_#Lazy: #Tool & {state: *\"deferred\" | #State}\n#toolpolicyHidden_Lazy: {}\ntools: a: _#Lazy & {niche: \"n\"}\n"}},
}

func TestHiddenDefinitions(t *testing.T) {
	runTakenCases(t, hiddenDefCases)
}
