package compiler

import (
	"fmt"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// review4Cases are failing inputs found by the fourth review (files of a
// policy; base is prepended to a.cue). Both oracles apply: the fast path
// must match plain evaluation (compareBoth, strict), and the cue command
// (agreeWithCue), unless cueAgrees says the cue oracle already passes.
var review4Cases = []struct {
	name      string
	files     map[string]string
	cueAgrees bool
}{
	// A view (view.go) serving a read of a few fields (t.card_list) copies
	// the entry's field literal, unconstrained. For a string or bool that
	// loses nothing; for a raw struct or list literal (litValue.raw)
	// it loses the schema's constraint on the field: #CardList's,
	// #Dynamic's and #Condition's closedness, #Parameters' type?: "object",
	// annotations' [#Name]: bool | #Line. The fast path then accepts what
	// cue vet rejects, or computes other data than cue export.
	{name: "view of a raw value decides data (closedness)", files: map[string]string{
		"a.cue": "tools: {a: {state: \"active\", card_list: {header: \"h\"}}, b: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if (t.card_list & {bogus: 1}) != _|_ {n}]}\n"}},
	{name: "view of a raw value decides data (optional field)", files: map[string]string{
		"a.cue": "tools: {a: {state: \"active\", parameters: {}}, b: {state: \"active\", parameters: {type: \"object\"}}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if (t.parameters & {type: \"array\"}) != _|_ {n}]}\n"}},
	{name: "view of a raw card_list unified with a field it closes out", files: map[string]string{
		"a.cue": "tools: {a: {state: \"active\", card_list: {header: \"h\"}}}\n_x: [for t in tools {t.card_list & {bogus: 1}}]\n"}},
	{name: "view of a raw card_list, read in another file", files: map[string]string{
		"a.cue": "tools: {a: {state: \"active\", card_list: {header: \"h\"}}, b: {state: \"active\"}}\n",
		"b.cue": "package toolpolicy\n_x: [for n, t in tools if n == \"a\" {t.card_list & {bogus: 1}}]\n"}},
	{name: "view of a raw card_list unified elsewhere", files: map[string]string{
		"a.cue": "tools: {a: {state: \"active\", card_list: {header: \"h\"}}}\n_x: [for t in tools {t.card_list}]\n_x: [{bogus: 1}]\n"}},
	{name: "view of a raw dynamic element", files: map[string]string{
		"a.cue": "tools: {a: {state: \"active\", dynamic: [{id: \"x\"}]}}\n_x: [for t in tools {t.dynamic[0] & {bogus: 1}}]\n"}},
	{name: "view of raw parameters without type", files: map[string]string{
		"a.cue": "tools: {a: {state: \"active\", parameters: {}}}\n_x: [for t in tools {t.parameters & {type: \"array\"}}]\n"}},
	{name: "view of raw annotations", files: map[string]string{
		"a.cue": "tools: {a: {state: \"active\", annotations: {x: true}}}\n_x: [for t in tools {t.annotations & {y: 5}}]\n"}},
	{name: "view of a raw condition", files: map[string]string{
		"a.cue": "tools: {a: {state: \"active\", registered_when: {all: []}}}\n_x: [for t in tools {t.registered_when & {any: []}}]\n"}},
	// The same with the struct added by the entry's template (a definition
	// by conjunction, embedded, or a pattern): the view copies the
	// template's field without the definition's closedness.
	{name: "view of a struct a definition template adds", files: map[string]string{
		"a.cue": "#M: #Tool & {state: \"active\", card_list: {header: \"h\"}}\ntools: {a: #M & {niche: \"x\"}, b: #M & {niche: \"y\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if (t.card_list & {bogus: 1}) != _|_ {n}]}\n"}},
	{name: "view of a struct an embedded definition adds", files: map[string]string{
		"a.cue": "#M: #Tool & {state: \"active\", card_list: {header: \"h\"}}\ntools: {a: {#M, niche: \"x\"}, b: {#M, niche: \"y\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if (t.card_list & {bogus: 1}) != _|_ {n}]}\n"}},
	{name: "view of a struct a pattern template adds", files: map[string]string{
		"a.cue": "tools: [string]: {state: \"active\", card_list: {header: \"h\"}}\ntools: {a: {niche: \"x\"}, b: {niche: \"y\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if (t.card_list & {bogus: 1}) != _|_ {n}]}\n"}},
	// A view holds a default's value, not the disjunction: source is
	// *"builtin" | "mcp" in #Tool, so for an entry without source CUE's
	// t.source & "mcp" is "mcp"; the view's "builtin" & "mcp" is bottom.
	// cue export: first_turn ["a", "b"]; toolpolicy: ["b"]. Not raw-value
	// specific (a string field with a schema default).
	{name: "view of a defaulted field unified with the other choice", files: map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, b: {state: \"active\", source: \"mcp\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if (t.source & \"mcp\") != _|_ {n}]}\n"}},
	{name: "view of a template's default unified with the other choice", files: map[string]string{
		"a.cue": "#M: #Tool & {state: *\"active\" | #State}\ntools: {a: #M & {niche: \"x\"}, b: #M & {niche: \"y\", state: \"deferred\", card: \"c\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if (t.state & \"deferred\") != _|_ {n}]}\n"}},
	// The declaration index (index.go), not the fast path's split: a hidden
	// field declared in two files and embedded in an entry of a third.
	// Plain evaluation's files come from cue/load, whose resolver binds the
	// entry's _d to one declaration (the last file's), so the index follows
	// that one only: tools.x.state (c.cue) is indexed, tools.x.card (z.cue)
	// is not, or the other way round with the files renamed. The fast
	// loader parses the files itself, leaves _d unresolved (pending) and
	// follows every declaration (hiddenDeclsOf). The data agree; the
	// indexes differ. At scale (synth ShapeComputed with
	// `_deprecated: {card: "c"}` in zz.cue) plain indexes neither state nor
	// card of the 24 old_* tools and the fast loader indexes state only.
	{name: "hidden field declared in two files, embedded in an entry", cueAgrees: true, files: map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, x: {_d, niche: \"n\"}}\n",
		"c.cue": "package toolpolicy\n_d: {state: \"deprecated\"}\n",
		"z.cue": "package toolpolicy\n_d: {card: \"c\"}\n"}},
}

func TestReview4(t *testing.T) {
	for _, c := range breadth(review4Cases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := reviewDir(t, c.files)
			if !c.cueAgrees {
				agreeWithCue(t, dir, withMinEntries(0))
			}
		})
	}
}

// TestReview4AtScale: the view case at the default thresholds, 600 tools.
func TestReview4AtScale(t *testing.T) {
	var b strings.Builder
	b.WriteString(base + "tools: {\n")
	for i := 0; i < 600; i++ {
		fmt.Fprintf(&b, "t%d: {state: \"active\", card_list: {header: \"h\"}}\n", i)
	}
	b.WriteString("}\n")
	dir := policytest.Dir(t, map[string]string{
		"a.cue": b.String(),
		"b.cue": "package toolpolicy\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if (t.card_list & {bogus: 1}) != _|_ {n}][:2]}\n",
	})
	if mm, _ := compareBoth(dir, true); mm != "" {
		t.Error(mm)
	}
	agreeWithCue(t, dir)
}

// reviewDir writes a review case's files (a.cue after base) and fails
// unless the fast path and plain evaluation give the same model or the
// same problems, strictly.
func reviewDir(t *testing.T, files map[string]string) string {
	t.Helper()
	all := map[string]string{}
	for k, v := range files {
		all[k] = v
	}
	all["a.cue"] = withImportsFirst(base, all["a.cue"])
	dir := policytest.Dir(t, all)
	if mm, _ := compareBoth(dir, true, withMinEntries(0)); mm != "" {
		t.Error(mm)
	}
	return dir
}

// reviewCase is a review's policy: files by name, base prepended to a.cue
// (reviewDir).
type reviewCase struct {
	name  string
	files map[string]string
}

// reviewFiles names files a.cue, b.cue, ... in order.
func reviewFiles(files ...string) map[string]string {
	m := map[string]string{}
	for i, f := range files {
		m[string(rune('a'+i))+".cue"] = f
	}
	return m
}

// runReview requires each case to load the same on the fast path as by
// plain evaluation (strict), to agree with the cue command, and not to
// panic.
func runReview(t *testing.T, cases []reviewCase) {
	for _, c := range breadth(cases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("panic: %v", r)
				}
			}()
			agreeWithCue(t, reviewDir(t, c.files), withMinEntries(0))
		})
	}
}
