package compiler

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/parser"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
)

// idiomCases are common ways to write many tools that the fast path takes
// entry by entry instead of leaving the section to CUE (docs/performance.md
// has what each cost before). tools writes n entries with entry(i); head
// is the rest of the file.
var idiomCases = []struct {
	name  string
	head  string
	entry func(i int) string
}{
	{"an entry's own default", "", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\", card: *\"Use t%d.\" | string}", i, i)
	}},
	{"an entry's own default beside a template", "#OD: #Tool & {state: *\"deferred\" | #State}\n", func(i int) string {
		return fmt.Sprintf("t%d: #OD & {card: *\"Use t%d.\" | string, niche: *\"One thing.\" | =~\"^[A-Z]\"}", i, i)
	}},
	{"a template with a parameter schema", "#MCP: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\n", func(i int) string {
		return fmt.Sprintf("t%d: #MCP & {parameters: {type: \"object\", properties: {q%d: {type: \"string\"}}, required: [\"q%d\"]}}", i, i, i)
	}},
	{"a pattern that names its label", "tools: [Name=string]: {card: *\"Use \\(Name).\" | string, implementation: \"\\(Name)Tool\"}\n", func(i int) string {
		if i%2 == 0 {
			return fmt.Sprintf("t%d: {state: \"active\", card: \"Own card %d.\"}", i, i)
		}
		return fmt.Sprintf("t%d: {state: \"active\"}", i)
	}},
	{"a pattern that names its label, with a definition", "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: [N=string & =~\"^t\"]: #OD & {niche: \"Does \\(N).\", source: \"mcp\"}\n", func(i int) string {
		return fmt.Sprintf("t%d: {card: \"c\"}", i)
	}},
	{"a computed description", "", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\", description: \"Line one of t%d. \" + \"Line two.\"}", i, i)
	}},
	{"a parenthesized default", "", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\", card: (*\"Use t%d.\" | string) | (string)}", i, i)
	}},
	{"patterns of constraints", "tools: [=~\"^t\"]: {niche: =~\"^[A-Z]\", state: *\"deferred\" | #State}\ntools: [=~\"[0-9]$\"]: {card: !=\"\"}\n", func(i int) string {
		return fmt.Sprintf("t%d: {niche: \"Does %d.\", card: \"c\"}", i, i)
	}},
	{"an entry split across declarations", "", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\", niche: \"Does %d.\"}\n\tt%d: {card: \"c\"}", i, i, i)
	}},
	{"a closed template", "#OD: close(#Tool & {state: *\"deferred\" | #State})\n", func(i int) string {
		return fmt.Sprintf("t%d: #OD & {niche: \"Does %d.\"}", i, i)
	}},
	{"a closed template that embeds #Tool", "#OD: close({#Tool, state: *\"deferred\" | #State})\n", func(i int) string {
		return fmt.Sprintf("t%d: #OD & {niche: \"Does %d.\"}", i, i)
	}},
	{"a closed template from a pattern", "#M: close(#Tool & {source: \"mcp\", state: *\"deferred\" | #State})\ntools: [=~\"^t\"]: #M\n", func(i int) string {
		return fmt.Sprintf("t%d: {niche: \"Does %d.\"}", i, i)
	}},
	{"a closed template in a section the alias manifest reads", "#OD: close(#Tool & {state: *\"deferred\" | #State})\naliases: {for n, t in tools if t.state == \"deprecated\" {(n): {replacement: \"t1\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\", replay_supported: true}}}\n", func(i int) string {
		if i%4 == 0 {
			return fmt.Sprintf("t%d: #OD & {state: \"deprecated\", niche: \"Does %d.\"}", i, i)
		}
		return fmt.Sprintf("t%d: #OD & {niche: \"Does %d.\"}", i, i)
	}},
	{"a pattern with conditions on the label", "tools: [N=string]: {state: *\"active\" | #State, if N =~ \"[05]$\" {niche: =~\"^Old \"}, if N == \"t1\" || N == \"t2\" {card: \"First.\"}}\n", func(i int) string {
		if i%5 == 0 {
			return fmt.Sprintf("t%d: {niche: \"Old %d.\"}", i, i)
		}
		return fmt.Sprintf("t%d: {niche: \"Does %d.\"}", i, i)
	}},
	{"a pattern keeping the name in a hidden field", "tools: [N=string]: {_name: N, if N =~ \"^t1\" {card: =~\"^One\"}}\n", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\", card: \"One %d.\"}", i, i)
	}},
	{"head lists filtered by tools[n]", "_h: [\"t1\", \"t2\", \"t3\"]\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _h if tools[n].state == \"active\" {n}]}\n", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\", niche: \"Does %d.\"}", i, i)
	}},
	{"fields switched by a hidden flag", "_cards: true\n_verbose: false\n", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\", if _cards {card: \"Card %d.\"}, if _verbose || !_cards {description: \"More.\"}}", i, i)
	}},
	{"a description tail from a hidden pattern", "_tail: [S=string]: \" through the \\(S) server.\"\n_tail: {a: _, b: _}\n", func(i int) string {
		return fmt.Sprintf("t%d: {state: \"active\", description: \"Does %d\" + _tail.%c}", i, i, "ab"[i%2])
	}},
	{"hidden structs merged into entries", "_remote: {source: \"mcp\", state: \"deferred\"}\n_base: {state: \"active\"}\n", func(i int) string {
		if i%2 == 0 {
			return fmt.Sprintf("t%d: _remote & {niche: \"Does %d.\"}", i, i)
		}
		return fmt.Sprintf("t%d: {_base, niche: \"Does %d.\"}", i, i)
	}},
	{"a pattern label of alternatives", "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^t[0-4]\" | =~\"^t[5-9]\"]: #M\n", func(i int) string {
		return fmt.Sprintf("t%d: {niche: \"Does %d.\"}", i, i)
	}},
	{"a let naming a definition in the section", "#OD: #Tool & {state: *\"deferred\" | #State}\n", func(i int) string {
		if i == 0 {
			return "let od = #OD\n\tt0: od & {niche: \"Does 0.\"}"
		}
		return fmt.Sprintf("t%d: od & {niche: \"Does %d.\"}", i, i)
	}},
}

// TestIdiomsTakeTheFastPath: each idiom's entries are split out of the
// package (not left for CUE to evaluate whole), and the policy loads on the
// fast path alone with the model plain evaluation gives.
func TestIdiomsTakeTheFastPath(t *testing.T) {
	const n = 40
	for _, tc := range idiomCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var b strings.Builder
			b.WriteString(base + tc.head + "tools: {\n")
			for i := range n {
				b.WriteString("\t" + tc.entry(i) + "\n")
			}
			b.WriteString("}\n")
			src := b.String()
			f, err := parser.ParseFile("a.cue", src, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			// As Load splits: computed entries are folded first (fold.go).
			ev := newFastEvaluator(fastOptions{minEntries: 0})
			ev.split([]*ast.File{f}, nil, nil)
			taken := 0
			for _, e := range ev.lits {
				if e.section == "tools" {
					taken++
				}
			}
			// The entries a read names stay in the package (tools[n] for
			// n in a list of three).
			kept := map[string]int{"head lists filtered by tools[n]": 3}[tc.name]
			if taken != n-kept {
				t.Errorf("%d of %d tools took the fast path, want %d", taken, n, n-kept)
			}
			loadsOnTheFastPath(t, policytest.Dir(t, map[string]string{"a.cue": src}))
		})
	}
}

// TestShadowedBuiltinTurnsTheFastPathOff: a top-level field named after a
// predeclared identifier (string?: "ok" in one file) hides the builtin
// from the whole package, the schema included; the fast path, which checks
// entries against the schema on its own, must not take them (helper-27).
func TestShadowedBuiltinTurnsTheFastPathOff(t *testing.T) {
	for _, entry := range []string{
		"#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {a: #OD & {card: *\"x\" | string}}\n",
		"tools: {a: {state: \"active\", card: \"x\"}}\n",
	} {
		dir := policytest.Dir(t, map[string]string{"a.cue": base + entry, "b.cue": "package toolpolicy\nstring?: \"ok\"\n"})
		if err := loadBoth(t, dir, withMinEntries(0)); err == nil {
			t.Errorf("%q loads; cue vet rejects it (cannot reference optional field: string)", entry)
		}
	}
}

// TestDisjunctiveEntriesInAReadSection: entries written as a disjunction,
// (*#OnDemand | #MCPTool) & {...}, in a section the alias manifest reads.
// With a view referring to three of them, CUE evaluated the manifest to
// nothing or not by the order of the files (the idiom survey, helper-29);
// such a section stays whole.
func TestDisjunctiveEntriesInAReadSection(t *testing.T) {
	for _, form := range []struct{ name, with string }{
		{"unified", ": (*#OnDemand | #MCPTool) & {"},
		{"embedded", ": {*#OnDemand | #MCPTool, "},
		{"closed", ": close(*#OnDemand | #MCPTool) & {"},
	} {
		t.Run(form.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := synth.Generate(synth.Config{Tools: 200, Shape: synth.ShapeDerived}).Write(dir); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, "tools_00.cue")
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			edited := strings.Replace(string(src), ": #OnDemand & {", form.with, 3)
			if strings.Count(edited, form.with) != 3 {
				t.Fatal("tools_00.cue has fewer than three #OnDemand entries")
			}
			if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := loadBoth(t, dir, withMinEntries(0)); err != nil {
				t.Fatal(err)
			}
			ev := newFastEvaluator(fastOptions{minEntries: 0})
			files := parseDir(t, dir)
			ev.split(files, nil, nil)
			for _, e := range ev.lits {
				if e.section == "tools" {
					t.Fatalf("%s: the tools section was split; it must stay whole", form.with)
				}
			}
		})
	}
}

// parseDir parses a policy directory's .cue files, in name order.
func parseDir(t *testing.T, dir string) []*ast.File {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.cue"))
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, n := range names {
		f, err := parser.ParseFile(n, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// TestShadowedLenInAPatternConstraint: len hidden by a top-level field of
// another file (len?: "x") is not the builtin in a pattern's constraint,
// which the fast path writes into templates evaluated beside the schema
// (helper-30).
func TestShadowedLenInAPatternConstraint(t *testing.T) {
	dir := policytest.Dir(t, map[string]string{
		"a.cue": base + "tools: [string]: {niche?: =~\"^.{\\(len(\"ab\"))}\"}\ntools: {a: {state: \"active\", niche: \"xyz\"}}\n",
		"b.cue": "package toolpolicy\nlen?: \"x\"\n",
	})
	if err := loadBoth(t, dir, withMinEntries(0)); err == nil {
		t.Error("loads; cue vet -c rejects it (cannot call non-function len)")
	}
}

// TestDynamicFieldsKeepCUEOrder: CUE orders a section's fields declared
// entries first, then dynamic fields ("\(x)": ...) file by file, then the
// entries of comprehensions at the top of files, then those inside the
// section; a folded policy that reads the section in order keeps that.
func TestDynamicFieldsKeepCUEOrder(t *testing.T) {
	dir := policytest.Dir(t, map[string]string{
		"a.cue": base + "_x: \"d1\"\ntools: {s1: {state: \"active\"}, \"\\(_x)\": {state: \"active\"}, for n in [\"c1\"] {(n): state: \"active\"}, s2: {state: \"active\"}}\nfor n in [\"top1\"] {tools: (n): state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_y: \"d2\"\ntools: {\"\\(_y)\": {state: \"active\"}, s3: {state: \"active\"}, for n in [\"c2\"] {(n): state: \"active\"}}\nfor n in [\"top2\"] {tools: (n): state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n",
	})
	p := loadsOnTheFastPath(t, dir)
	want := []string{"s1", "s2", "s3", "d1", "d2", "top1", "top2", "c1", "c2"}
	var got []string
	for _, r := range p.Providers["p"].FirstTurn {
		got = append(got, r.Name)
	}
	if !slices.Equal(got, want) {
		t.Errorf("first_turn %v, want CUE's order %v", got, want)
	}
}

// TestFoldedDefinitionNotTakenByALet: the definitions a folded entry names
// are written back as bare names, possibly in the last file (an ordered
// section's tail): a file's let of the same name must not take them
// (helper-32).
func TestFoldedDefinitionNotTakenByALet(t *testing.T) {
	dir := policytest.Dir(t, map[string]string{
		"a.cue": base + "#OD: #Tool & {state: *\"deferred\" | #State, card: \"pkg\"}\n_s: \"gh\"\ntools: {\"\\(_s)_a\": #OD & {niche: \"n\"}, b: {state: \"active\", card: \"b\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == \"active\" {n}], models: [for n, t in tools {t.card}]}\n",
		"b.cue": "package toolpolicy\nlet #OD = {state: \"active\", card: \"let\", niche: string}\n_u: #OD.card\n",
	})
	if err := loadBoth(t, dir, withMinEntries(0)); err != nil {
		t.Fatal(err)
	}
}

// TestProblemOfAnEntryLeftInAReadSection: an entry the split leaves in the
// package (its field bogus: 1 is no literal) fails, and the section is read
// through a view; CUE also reported the failure at the read, as an invalid
// interpolation, which neither plain evaluation nor cue vet reports
// (helper-34). The problems must be plain evaluation's, exactly.
func TestProblemOfAnEntryLeftInAReadSection(t *testing.T) {
	for _, tmpl := range []string{"#OD: close(#Tool & {state: *\"deferred\" | #State})\n", "#OD: #Tool & {state: *\"deferred\" | #State}\n"} {
		var b strings.Builder
		b.WriteString(base + tmpl + "tools: {\n\ta: #OD & {card: \"c\", bogus: 1}\n")
		for i := range 40 {
			fmt.Fprintf(&b, "\tt%d: {state: \"active\", niche: \"Does %d.\"}\n", i, i)
		}
		b.WriteString("}\nretired: {for n, t in tools {\"r_\\(n)_\\(len(t))\": {}}}\n")
		dir := policytest.Dir(t, map[string]string{"a.cue": b.String()})
		mismatch, err := compareBoth(dir, true, withMinEntries(0))
		if err == nil {
			t.Fatal("loads; cue vet -c rejects it (tools.a.bogus: field not allowed)")
		}
		if mismatch != "" {
			t.Error(mismatch)
		}
	}
}
