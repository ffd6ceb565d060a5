package compiler

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"cuelang.org/go/cue"
)

// The fast path asks whether a name or a string value is valid through
// goMatcher (the constraint as a Go test) where it can read the constraint,
// and otherwise through cue.Value.Allows (CUE's pattern matching), instead
// of unifying it. These tests hold both answers to unification, for every
// fast section's names and every string field of its entry definition.

// trickyStrings are strings near the edges of the schema's constraints.
var trickyStrings = []string{
	"", " ", "a", "A", "_", "-", "0", "9abc", "_x", "-x", "x-", "a b", "a.b", "a/b",
	"#def", "#", "_#x", "__proto__", "é", "ß", "名前", "a\u00a0b", "a\u2028b", "a\u2029b",
	"active", "deferred", "hidden-compatibility", "deprecated", "removed", "Active", "active ",
	"builtin", "mcp", "TBD", "tbd", "v1.2.3", "1.2.3", "v1.2", "v1.2.3-rc.1", "v1.2.3-", "v01.2.3", "v1.2.3+meta",
	"line\nbreak", "tab\there", "cr\rhere", "nul\x00", "del\x7f", "esc\x1b[0m", "\x1f",
	"\"quoted\"", "back\\slash", "${x}", "\\(x)", "exec_shell", "mcp__server__tool",
	strings.Repeat("a", 127), strings.Repeat("a", 128), strings.Repeat("a", 129), "a" + strings.Repeat("b", 127),
	strings.Repeat("x", 4096),
}

// stringFields lists section.label for every field of a fast section's entry
// definition whose constraint admits strings.
func stringFields(t testing.TB, w *worker) []string {
	t.Helper()
	var out []string
	for _, section := range fastSections {
		pl := schemaPlans()[section]
		if pl == nil {
			t.Fatalf("no plan for section %s", section)
		}
		for label := range pl.fields {
			if fc := w.fieldCheck(section, "", label); fc.list.Exists() && fc.pattern.Exists() {
				out = append(out, section+"."+label)
			}
		}
	}
	sort.Strings(out)
	return out
}

// constraintOf is the schema's constraint on a field, as fieldCheck finds it.
func constraintOf(w *worker, section, label string) cue.Value {
	d := w.sch.LookupPath(cue.MakePath(cue.Def(schemaPlans()[section].def)))
	for _, sel := range []cue.Selector{cue.Str(label), cue.Str(label).Optional(), cue.Str(label).Required()} {
		if fv := d.LookupPath(cue.MakePath(sel)); fv.Exists() {
			return fv
		}
	}
	return cue.Value{}
}

// valueAgrees reports a disagreement between checkValues and unifying the
// value with the field's constraint.
func valueAgrees(w *worker, section, label, s string) error {
	bad := []bool{false}
	w.checkValues([]valueKey{{section, "", label, litValue{label: label, str: s, isStr: true}}}, bad)
	want := constraintOf(w, section, label).Unify(w.ctx.Encode(s)).Validate(cue.Concrete(true)) == nil
	if got := !bad[0]; got != want {
		return fmt.Errorf("%s.%s = %q: checkValues says valid=%v, unification says valid=%v", section, label, s, got, want)
	}
	return nil
}

// nameAgrees reports a disagreement between checkNames and unifying
// {name: true} with the section's patterns, the definition's giving true and
// every other false (a name must select the definition and nothing else).
func nameAgrees(w *worker, section, name string) error {
	pl := schemaPlans()[section]
	var fields []string
	for i, src := range w.pats[section] {
		fields = append(fields, fmt.Sprintf("[%s]: %v", src, i == pl.defIndex))
	}
	sel := w.ctx.CompileString("close({"+strings.Join(fields, ", ")+"})", cue.Scope(w.sch))
	want := sel.FillPath(cue.MakePath(cue.Str(name)), true).Validate(cue.Concrete(true)) == nil
	bad := []bool{false}
	w.checkNames([]*litEntry{{section: section, name: name}}, schemaPlans(), bad)
	if got := !bad[0]; got != want {
		return fmt.Errorf("%s name %q: checkNames says valid=%v, unification says valid=%v", section, name, got, want)
	}
	return nil
}

func TestValueCheckAgreesWithUnification(t *testing.T) {
	for _, cueMatch := range []bool{false, true} {
		t.Run(fmt.Sprintf("cueMatch=%v", cueMatch), func(t *testing.T) { testValueCheck(t, cueMatch) })
	}
}

func testValueCheck(t *testing.T, cueMatch bool) {
	w := newWorker()
	w.cueMatch = cueMatch
	fields := stringFields(t, w)
	// The schema's string fields that carry real constraints must be among
	// them, or the test would pass by checking nothing.
	for _, must := range []string{"tools.state", "tools.niche", "tools.implementation", "tools.source", "aliases.replacement", "aliases.first_deprecated", "aliases.planned_removal"} {
		if !sort.StringsAreSorted(fields) || !slices.Contains(fields, must) {
			t.Fatalf("string fields %v: %s is missing", fields, must)
		}
	}
	// Every string field of the schema is one goMatcher reads: without
	// cueMatch, the Go test is what these values are checked with.
	for _, f := range fields {
		section, label, _ := strings.Cut(f, ".")
		if got := w.fieldCheck(section, "", label).match != nil; got == cueMatch {
			t.Errorf("%s: checked with a Go test: %v, want %v", f, got, !cueMatch)
		}
	}
	valid, invalid := 0, 0
	for _, f := range fields {
		section, label, _ := strings.Cut(f, ".")
		for _, s := range trickyStrings {
			if err := valueAgrees(w, section, label, s); err != nil {
				t.Error(err)
			}
			if constraintOf(w, section, label).Unify(w.ctx.Encode(s)).Validate(cue.Concrete(true)) == nil {
				valid++
			} else {
				invalid++
			}
		}
	}
	// Both verdicts must occur, or agreement would say little.
	if valid == 0 || invalid == 0 {
		t.Fatalf("%d valid and %d invalid (field, value) pairs: the corpus does not exercise both verdicts", valid, invalid)
	}
}

func TestNameCheckAgreesWithUnification(t *testing.T) {
	// The schema's name patterns are the definition's and !~#NameRE, so
	// names are checked with one combined pattern; the two-question way is
	// what any other set of patterns gets. Both must agree with unification.
	for _, combined := range []bool{true, false} {
		for _, cueMatch := range []bool{false, true} {
			w := newWorker()
			w.separateNames, w.cueMatch = !combined, cueMatch
			for _, section := range fastSections {
				for _, s := range trickyStrings {
					if err := nameAgrees(w, section, s); err != nil {
						t.Errorf("combined=%v, cueMatch=%v: %v", combined, cueMatch, err)
					}
				}
				sel := w.names[section]
				if sel.others.Exists() == combined {
					t.Errorf("section %s, combined=%v: checked with a second pattern set: %v", section, combined, sel.others.Exists())
				}
				if (sel.match != nil) == cueMatch {
					t.Errorf("section %s, cueMatch=%v: checked with a Go test: %v", section, cueMatch, sel.match != nil)
				}
			}
		}
	}
	w := newWorker()
	// A few names the schema rejects must be rejected (not merely agreed on).
	bad := make([]bool, 3)
	w.checkNames([]*litEntry{{section: "tools", name: "a b"}, {section: "tools", name: ""}, {section: "tools", name: "ok_name"}}, schemaPlans(), bad)
	if !bad[0] || !bad[1] || bad[2] {
		t.Fatalf("checkNames verdicts for \"a b\", \"\", \"ok_name\" = %v, want [true true false]", bad)
	}
}

// FuzzNameAndValueChecks holds checkNames and checkValues to unification for
// any string.
func FuzzNameAndValueChecks(f *testing.F) {
	for _, s := range trickyStrings {
		f.Add(s)
	}
	goW, cueW := newWorker(), newWorker()
	cueW.cueMatch = true
	fields := stringFields(f, goW)
	f.Fuzz(func(t *testing.T, s string) {
		for _, w := range []*worker{goW, cueW} {
			for _, section := range fastSections {
				if err := nameAgrees(w, section, s); err != nil {
					t.Fatalf("cueMatch=%v: %v", w.cueMatch, err)
				}
			}
			for _, fl := range fields {
				section, label, _ := strings.Cut(fl, ".")
				if err := valueAgrees(w, section, label, s); err != nil {
					t.Fatalf("cueMatch=%v: %v", w.cueMatch, err)
				}
			}
		}
	})
}
