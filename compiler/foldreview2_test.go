package compiler

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// listed reads the tools in order, as a policy may.
const listed = "providers: p: {budget: {target: 1, max: 99}, first_turn: [for n, _ in tools {n}]}\n"

// TestFoldReview2 holds what the second review of fold.go found: policies
// the fold reads otherwise than plain evaluation and the cue command. Each
// is one file after reviewHead. (Every case fails at 1e10c79.)
func TestFoldReview2(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		// Late binding. A reference to a field of the same struct (an entry,
		// or a hidden struct embedded in one) reads the field of the value
		// it ends up in: CUE evaluates it in tools.a, where another
		// declaration or a pattern overrides a default or adds fields. The
		// fold evaluates it alone, and writes the result as a literal.
		// plain and cue: niche "y"; fold: "x".
		{"default read by a sibling field, set elsewhere", "_m: {state: \"active\", card: *\"x\" | string, niche: card}\ntools: a: {_m}\ntools: a: card: \"y\"\n"},
		// plain and cue: niche "s deferred"; fold: "s active".
		{"defaulted state interpolated, set elsewhere", "_m: {state: *\"active\" | \"deferred\", niche: \"s \\(state)\"}\ntools: a: {_m}\ntools: a: state: \"deferred\"\n"},
		{"defaulted state interpolated, set by a pattern", "_m: {state: *\"active\" | \"deferred\", niche: \"s \\(state)\"}\ntools: a: {_m}\ntools: [=~\"^a\"]: state: \"deferred\"\n"},
		{"defaulted state interpolated in a comprehension", "for n in [\"a\"] {tools: (n): {state: *\"active\" | \"deferred\", niche: \"s \\(state)\"}}\ntools: a: state: \"deferred\"\n"},
		// plain and cue: niche "n2"; fold: "n1".
		{"sibling struct counted, extended by a pattern", "_m: {state: \"active\"}\ntools: a: {_m, annotations: {x: true}, niche: \"n\\(len(annotations))\"}\ntools: [=~\"^a\"]: annotations: y: false\n"},
		// A label a comprehension yields is a field of the struct it is
		// embedded in: tools.x (which the schema gives source), or at the
		// top of a file the whole section. The fold evaluates the
		// comprehension alone, where it is only what it yields.
		// plain and cue: niche "n2"; fold: "n1".
		{"section comprehension counts a sibling it yields", "tools: {for n in [\"q\"] {x: {state: \"active\"}, y: {state: \"active\", niche: \"n\\(len(x))\"}}}\n"},
		{"top-level comprehension counts a sibling it yields", "for n in [\"q\"] {tools: {x: {state: \"active\"}, y: {state: \"active\", niche: \"n\\(len(x))\"}}}\n"},
		{"top-level comprehension counts the section", "for n in [\"x\"] {tools: (n): {state: \"active\", niche: \"n\\(len(tools))\"}}\ntools: a: state: \"active\"\n"},
		// The same in a condition: the fold makes a tool CUE does not
		// (len(x) is 2 in the package: the schema adds source).
		{"section comprehension's condition on a sibling it yields", "tools: {for n in [\"q\"] {x: state: \"active\", if len(x) == 1 {y: state: \"active\"}}}\n"},
		{"top-level if's condition on a sibling it yields", "if true {tools: {x: state: \"active\", if len(x) == 1 {y: state: \"active\"}}}\n"},
		// plain and cue: no niche; fold: niche "on".
		{"condition on a defaulted field, set elsewhere", "_m: {state: *\"active\" | \"deferred\", if state == \"active\" {niche: \"on\"}}\ntools: a: {_m}\ntools: a: state: \"deferred\"\n"},
		// plain and cue: replacement "r4"; fold: "r1".
		{"top-level comprehension names an alias after the section's size", "for n in [\"x\"] {\n\ttools: (n): state: \"deprecated\"\n\taliases: (n): {replacement: \"r\\(len(tools))\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\n}\ntools: {a: state: \"active\", r1: state: \"active\", r2: state: \"active\"}\n"},
		// Order. CUE puts the fields of a comprehension whose labels are
		// static where it is (in a section's struct), or before the
		// declared ones (at the top of a file); only dynamic labels go
		// after every declared entry. cue: [z a]; fold: [a z].
		{"top-level if with a static label, listed", "tools: a: state: \"active\"\nif true {tools: z: state: \"active\"}\n" + listed},
		{"top-level for with a static label, listed", "tools: a: state: \"active\"\nfor n in [\"x\"] {tools: z: state: \"active\"}\n" + listed},
		{"if with a static label in the section, listed", "tools: {if true {z: state: \"active\"}, a: state: \"active\"}\n" + listed},
		{"for with a static label in the section, listed", "tools: {for n in [\"x\"] {z: state: \"active\"}, a: state: \"active\"}\n" + listed},
		// cue: [z a y]; fold: [a z y].
		{"static and dynamic labels in one comprehension, listed", "tools: a: state: \"active\"\nfor n in [\"y\"] {tools: {z: state: \"active\", (n): state: \"active\"}}\n" + listed},
		// A comprehension nested in a top-level one yields after the later
		// top-level comprehension. cue: [a c y]; fold: [a y c].
		{"comprehension nested in a top-level one, listed", "tools: a: state: \"active\"\nfor n in [\"x\"] {tools: {for m in [\"y\"] {(m): state: \"active\"}}}\nfor n in [\"c\"] {tools: (n): state: \"active\"}\n" + listed},
		// The same in a section's struct: the nested comprehension yields
		// after its sibling. cue: [a c y]; fold: [a y c].
		{"comprehension nested in a section's comprehension, listed", "tools: {for k in [\"x\"] {for m in [\"y\"] {(m): state: \"active\"}}, for n in [\"c\"] {(n): state: \"active\"}, a: state: \"active\"}\n" + listed},
		// Another section: aliases. cue: [z y]; fold: [y z].
		{"aliases: top-level if with a static label, listed", "if true {aliases: z: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}\naliases: y: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\ntools: {a: state: \"active\", z: state: \"deprecated\", y: state: \"deprecated\"}\nproviders: p: {budget: {target: 1, max: 99}, models: [for n, _ in aliases {n}]}\n"},
		// A section declared by a reference (tools: _h) is no contributor
		// in fold's eyes; CUE puts its entries before the comprehension's,
		// the fold's literal goes before them. cue: [y z]; fold: [z y].
		{"section declared by a hidden struct, listed", "_h: {y: state: \"active\"}\ntools: {for n in [\"z\"] {(n): state: \"active\"}}\ntools: _h\n" + listed},
		{"section declared by a hidden struct after a top-level comprehension, listed", "_h: {y: state: \"active\"}\ntools: a: state: \"active\"\nfor n in [\"z\"] {tools: (n): state: \"active\"}\ntools: _h\n" + listed},
		// A field of an entry copied whole (copyOK in safeParent) may be a
		// struct: its field order, from the fold's Value.Fields (sorted),
		// is not the one CUE iterates in. cue: [zHint readOnlyHint];
		// fold: [readOnlyHint zHint].
		{"entry's struct field copied out and iterated", "_m: {readOnlyHint: true}\ntools: a: {state: \"active\", annotations: {zHint: true, _m}}\n_p: tools.a.annotations\nproviders: p: {budget: {target: 1, max: 99}, models: [for k, _ in _p {k}]}\n"},
		{"entry's parameters copied out and iterated", "_m: {properties: {}}\ntools: a: {state: \"active\", parameters: {required: [\"x\"], _m, type: \"object\"}}\n_p: tools.a.parameters\nproviders: p: {budget: {target: 1, max: 99}, models: [for k, _ in _p {k}]}\n"},
	} {
		checkReview2(t, tc.name, "", tc.src)
	}
}

// TestFoldReview2Validators: struct and list validators reached other than
// as pkg.Name(...) (check looks for a call whose function is a selector on
// the import): the fold drops them with the rest of the constraint, and the
// fast path loads what plain evaluation and cue vet -c reject (tools.a has
// source too: len(fields) > MaxFields(1)).
func TestFoldReview2Validators(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"parenthesized validator", "_v: (struct.MaxFields)(1)\ntools: a: {_v, state: \"active\"}\n"},
		{"validator held in a hidden field", "_mf: struct.MaxFields\ntools: a: {_mf(1), state: \"active\"}\n"},
	} {
		checkReview2(t, tc.name, "import \"struct\"\n\n", tc.src)
	}
}

// checkReview2 runs a case, a file of imports, reviewHead and src: its
// policy held to plain evaluation (with the fast path's default threshold
// and forced on) and to the cue command.
func checkReview2(t *testing.T, name, imports, src string) {
	t.Run(name, func(t *testing.T) {
		dir := t.TempDir()
		policytest.WriteFile(t, dir+"/a.cue", "package toolpolicy\n\n"+imports+reviewHead+src)
		checkReview2Dir(t, dir)
	})
}

func checkReview2Dir(t *testing.T, dir string) {
	t.Helper()
	if mismatch, _ := compareBoth(dir, false); mismatch != "" {
		t.Error("default options: " + mismatch)
	}
	if mismatch, _ := compareBoth(dir, false, withMinEntries(0)); mismatch != "" {
		t.Error(mismatch)
	}
	agreeWithCue(t, dir, withMinEntries(0))
}
