package compiler

import (
	"os"
	"path/filepath"
	"testing"
)

// review3Cases are failing inputs found by the third review (each a file
// after base). Both oracles apply: the fast path must match plain
// evaluation (compareBoth, strict), and the cue command (agreeWithCue).
var review3Cases = []struct{ name, src string }{
	// The schema's own closedness is lost too: #Tool's annotations are
	// {[#Name]: bool | #Line} in a definition, closed; checkRaw's [...C]
	// (C filled into a plain struct) accepts "x y". Filling C as a
	// definition (#C, [...#C]) keeps it closed.
	{"raw annotations with a label the schema closes out", "tools: {a: {state: \"active\", annotations: {b: true}}, c: {state: \"active\", annotations: {\"x y\": true}}}\n"},
	{"raw annotations with a label the schema closes out, pattern template", "tools: [string]: state: \"active\"\ntools: {a: {annotations: {b: true}}, c: {annotations: {b: true, \"x y\": true}}}\n"},
	// A definition closes the struct it gives a field (or close()): the
	// constraint checkRaw unifies each distinct raw value with (fieldCheck's
	// C, looked up out of the definition and filled into a plain struct)
	// no longer is closed, so a field the definition does not allow passes.
	// The fast path loads these; cue vet rejects them.
	{"raw value with a field a template definition closes out", "#M: #Tool & {state: \"active\", parameters: {type?: \"object\", properties?: {}}}\ntools: {m1: #M & {parameters: {type: \"object\"}}, m2: #M & {parameters: {type: \"object\", properties: {a: {}}}}}\n"},
	{"raw value with a field close() closes out", "#M: #Tool & {state: \"active\", parameters?: close({type?: \"object\"})}\ntools: {m1: #M & {parameters: {type: \"object\"}}, m2: #M & {parameters: {type: \"object\", x: 1}}}\n"},
	{"raw value with a field a pattern's definition closes out", "#P: {type: \"object\", properties?: {[string]: {type: string}}}\n#M: #Tool & {state: \"active\", parameters?: #P}\ntools: [=~\"^m\"]: #M\ntools: {m1: {parameters: {type: \"object\"}}, m2: {parameters: {type: \"object\", properties: {a: {type: \"string\", extra: 1}}}}}\n"},
	// addsNothing looks at regular fields and the [string] pattern only:
	// an optional field's value (with a nested default or pattern) and a
	// regular-expression pattern add regular fields to a literal too, so
	// the literal's JSON is taken without the unified value's.
	{"raw value under an optional field with a default", "#M: #Tool & {state: \"active\", parameters: {properties?: {x: *1 | int}, ...}}\ntools: [=~\"^m\"]: #M\ntools: {m1: {parameters: {type: \"object\", properties: {}}}, m2: {parameters: {type: \"object\", properties: {}}}}\n"},
	{"raw value under an optional field's pattern", "#M: #Tool & {state: \"active\", parameters: {properties?: [string]: {type: *\"string\" | _}, ...}}\ntools: [=~\"^m\"]: #M\ntools: {m1: {parameters: {type: \"object\", properties: {q: {}}}}, m2: {parameters: {type: \"object\", properties: {q: {}}}}}\n"},
	{"raw value under a regular-expression pattern", "#M: #Tool & {state: \"active\", parameters: {[=~\"^prop\"]: {d: *\"x\" | string}, ...}}\ntools: [=~\"^m\"]: #M\ntools: {m1: {parameters: {type: \"object\", properties: {}}}, m2: {parameters: {type: \"object\", properties: {}}}}\n"},
	{"raw value under an optional field's pattern, template by conjunction", "#M: #Tool & {state: \"active\", parameters?: {properties?: {[string]: {title: *\"t\" | string}}, ...}}\ntools: {m1: #M & {parameters: {type: \"object\", properties: {a: {}}}}, m2: #M & {parameters: {type: \"object\", properties: {a: {}}}}}\n"},
	// CUE writes a decimal whose adjusted exponent is below -6 in
	// exponent form (1E-7, -1.0E-7); rawJSON keeps the literal's text.
	{"raw decimal below 1e-6", "tools: {a: {state: \"active\", parameters: {type: \"object\", minimum: 1}}, b: {state: \"active\", parameters: {type: \"object\", minimum: 0.0000001}}}\n"},
	{"raw decimal below 1e-6 with trailing zero", "tools: {a: {state: \"active\", parameters: {type: \"object\", m: -0.00000010}}, b: {state: \"active\", parameters: {type: \"object\", m: -0.00000010}}}\n"},
	// A value of the wrong type under a pattern's definition: CUE places the
	// conflict at the pattern's reference (a.cue:6:18); the fast path, whose
	// template is parsed from templateFile (positions dropped), at the
	// definition's body (a.cue:5:5). Before today only for bools (last case
	// of this group); since 67cfeba for ints, null, lists and structs too,
	// which are raw literals now. Also in aliases.
	{"null where a pattern's definition wants a string", "#M: #Tool & {state: \"active\"}\ntools: [=~\"^m\"]: #M\ntools: {m2: {niche: null}}\n"},
	{"raw struct with a bad field under a pattern's definition", "#M: #Tool & {state: \"active\"}\ntools: [=~\"^m\"]: #M\ntools: {m2: {parameters: {type: 5}}}\n"},
	{"int under a definition conjunction", "#M: #Tool & {state: \"active\"}\ntools: {m1: #M & {parameters: {}}, m2: #M & {parameters: {type: 5}}}\n"},
	{"bool under a pattern's definition (before today too)", "#M: #Tool & {state: \"active\"}\ntools: [=~\"^m\"]: #M\ntools: {m2: {niche: true}}\n"},
	{"int under an aliases pattern's definition", "#A: #Alias & {first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\ntools: {a: {state: \"active\"}, x: {state: \"deprecated\"}}\naliases: [string]: #A\naliases: {x: {replacement: \"a\", note: 5}}\n"},
	// Before today too: a bad state under a pattern whose definition is
	// #Tool itself is worded otherwise than by plain evaluation.
	{"bad state under a pattern's definition that is #Tool", "#M: #Tool\ntools: [=~\"^m\"]: #M\ntools: {m2: {state: \"bogus\"}}\n"},
	// Two entries of one definition template failing: the fast path
	// reports only the first (the batch's Validate gives one error).
	{"two bad entries of a definition template", "#M: #Tool & {state: \"active\"}\ntools: {a: #M & {niche: \"\\u0001\"}, b: #M & {niche: \"\\u0002\"}}\n"},
	{"two bad entries of a definition pattern", "#M: #Tool & {state: \"active\"}\ntools: [=~\"^m\"]: #M\ntools: {m1: {niche: \"x\"}, m2: {niche: \"\\u0001\"}, m3: {niche: \"\\u0001\"}}\n"},
	{"two bad raw values of a definition pattern", "#M: #Tool & {state: \"active\"}\ntools: [=~\"^m\"]: #M\ntools: {m1: {parameters: {}}, m2: {parameters: {type: 5}}, m3: {parameters: {type: 5}}}\n"},
}

func TestReview3(t *testing.T) {
	for _, c := range breadth(review3Cases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "a.cue"), []byte(base+c.src), 0o644); err != nil {
				t.Fatal(err)
			}
			if mm, _ := compareBoth(dir, true, withMinEntries(0)); mm != "" {
				t.Error(mm)
			}
			agreeWithCue(t, dir, withMinEntries(0))
		})
	}
}
