package compiler

import "testing"

// defCloseCases: close() around a definition's value (defclose.go), dropped
// where it changes nothing and kept where it leaves nested structs open.
// base is prepended to a.cue; taken counts the tools the split takes out
// of the package.
var defCloseCases = []reviewCase{
	{"close of a definition and scalars", map[string]string{
		"a.cue": "#M: close(#Tool & {source: \"mcp\", state: *\"deferred\" | #State})\ntools: {a: #M & {niche: \"N.\"}, b: #M & {state: \"active\"}}\n"}},
	{"a field the definition does not allow", map[string]string{
		"a.cue": "#M: close(#Tool & {source: \"mcp\"})\ntools: {a: #M & {state: \"active\", bogus: 1}}\n"}},
	{"close of a struct with a nested struct, nested field added", map[string]string{
		"a.cue": "#M: close({state: \"active\", annotations: {x: \"1\"}})\ntools: {a: #M & {annotations: y: \"2\"}}\n"}},
	{"close of a struct with a hidden reference", map[string]string{
		"a.cue": "_ann: {x: \"1\"}\n#M: close({state: \"active\", annotations: _ann})\ntools: {a: #M & {annotations: y: \"2\"}}\n"}},
	{"close of an open struct", map[string]string{
		"a.cue": "#M: close({state: \"active\", ...})\ntools: {a: #M & {niche: \"N.\"}}\n"}},
	{"close of a definition and a validator", map[string]string{
		"a.cue": "", "b.cue": "package toolpolicy\nimport \"strings\"\n#M: close(#Tool & {niche?: strings.MaxRunes(3)})\ntools: {a: #M & {state: \"active\", niche: \"Long.\"}, b: #M & {state: \"active\", niche: \"N.\"}}\n"}},
	// A definition embedded in a pattern's value (fast.go newSectionPattern,
	// embeddedTemplate).
	{"pattern embedding a definition beside a group", map[string]string{
		"a.cue": "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^gh_\"]: {#M, group: \"github\"}\ntools: {gh_a: {niche: \"N.\"}, gh_b: {state: \"active\", group: \"github\"}, c: {state: \"active\"}}\n"}},
	{"pattern embedding a definition, an entry against it", map[string]string{
		"a.cue": "#M: #Tool & {source: \"mcp\"}\ntools: [=~\"^gh_\"]: {#M, group: \"github\"}\ntools: {gh_a: {state: \"active\", source: \"builtin\"}}\n"}},
	{"pattern embedding a definition with a hidden constraint", map[string]string{
		"a.cue": "#H: {_name: =~\"^b\", ...}\ntools: [string]: {#H, group: \"g\"}\ntools: {a: {state: \"active\", _name: \"a\"}, b: {state: \"active\", _name: \"b\"}}\n"}},
	{"pattern embedding a definition and a field it does not declare", map[string]string{
		"a.cue": "#M: {state: \"active\"}\ntools: [string]: {#M, bogus: 1}\ntools: {a: {}}\n"}},
	{"close shadowed by a field", map[string]string{
		"a.cue": "close: {}\n#M: close(#Tool)\ntools: {a: #M & {state: \"active\"}}\n"}},
}

func TestDefinitionsInClose(t *testing.T) { runWithCue(t, defCloseCases) }

// TestDefinitionInCloseIsATemplate: entries of a definition written
// close(#Tool & {...}) are checked against it as a template, not whole;
// one whose close() holds a struct literal stays in the package, where
// CUE reads it as cue vet does (closeBound, review30).
func TestDefinitionInCloseIsATemplate(t *testing.T) {
	for _, c := range []struct {
		def          string
		taken, whole int
	}{
		{"#M: close(#Tool & {source: \"mcp\", state: *\"deferred\" | #State})\n", 2, 0},
		{"#M: close({#Tool, source: \"mcp\", state: *\"deferred\" | #State})\n", 2, 0},
		{"#M: close(#Tool & {source: \"mcp\", state: *\"deferred\" | #State, annotations: {x: \"1\"}})\n", 0, 0},
	} {
		files := map[string]string{"a.cue": c.def + "tools: {a: #M & {niche: \"N.\"}, b: #M & {state: \"active\"}}\n"}
		dir := review15Dir(t, files)
		var st fastStats
		if err := agreeWithCue(t, dir, withMinEntries(0), withStats(&st)); err != nil {
			t.Fatal(err)
		}
		if st.whole != c.whole {
			t.Errorf("%s: %d entries validated whole, want %d", c.def, st.whole, c.whole)
		}
		base := toolsTaken(t, review15Dir(t, map[string]string{"a.cue": ""}))
		if got := toolsTaken(t, dir) - base; got != c.taken {
			t.Errorf("%s: the split takes %d of the two entries, want %d", c.def, got, c.taken)
		}
	}
}
