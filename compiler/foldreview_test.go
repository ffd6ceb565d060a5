package compiler

import (
	"runtime"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

const reviewHead = `release: version: "1.0.0"
providers: default: {default: true, budget: {target: 5, max: 9}}
modes: agent: {}
`

// TestFoldReview holds what review of fold.go found that fastPathCases
// cannot hold (an import, another file, a module): policies the fold reads
// otherwise than plain evaluation.
func TestFoldReview(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string
		cue   bool // the cue command can judge it too
		procs int  // GOMAXPROCS while loading (0: as is)
	}{
		// A stdlib validator embedded in the folded struct: alone the entry
		// has one field; in the package the schema's default adds source.
		// Plain evaluation (and cue vet) reject it, the fold drops the
		// validator with the rest of the constraint.
		{name: "validator embedded in a folded entry", cue: true, files: map[string]string{
			"a.cue": "package toolpolicy\n\nimport \"struct\"\n\n" + reviewHead + "_v: struct.MaxFields(1)\ntools: a: {_v, state: \"active\"}\n",
		}},
		// @embed on a hidden field's declaration: the fold's package has no
		// @extern(embed) (nor the directory), so _p is only {type: "object"}.
		// (cue vet -c on files refuses @embed outside a module package, so
		// only plain evaluation can judge.)
		{name: "embedded file in a hidden field", files: map[string]string{
			"a.cue":              "@extern(embed)\n\npackage toolpolicy\n\n" + reviewHead + "_p: _ @embed(file=\"p.json\")\n_p: {type: \"object\"}\ntools: a: {state: \"active\", parameters: _p}\n",
			"p.json":             `{"type": "object", "properties": {"x": {"type": "string"}}}`,
			"cue.mod/module.cue": "module: \"example.com/p@v0\"\nlanguage: version: \"v0.17.0\"\n",
		}},
		// @embed on a field of a folded entry: the literal has the field's
		// value without its attribute, so the file is not embedded.
		{name: "embedded file in a folded entry's field", files: map[string]string{
			"a.cue":              "@extern(embed)\n\npackage toolpolicy\n\n" + reviewHead + "_m: {state: \"active\"}\ntools: a: {_m, parameters: {type: \"object\"} @embed(file=\"p.json\")}\n",
			"p.json":             `{"type": "object", "properties": {"x": {"type": "string"}}}`,
			"cue.mod/module.cue": "module: \"example.com/p@v0\"\nlanguage: version: \"v0.17.0\"\n",
		}},
		// The index groups (resolving references to other files' hidden
		// fields) on another goroutine while split runs; the fold drops
		// _mcp from b.cue's Decls meanwhile (a data race: go test -race
		// reports it with any GOMAXPROCS). On one core the fold wins, and
		// tools.x.source and tools.x.state lose their declaration.
		{name: "hidden field of another file dropped while the index reads it", procs: 1, files: map[string]string{
			"a.cue": "package toolpolicy\n\n" + reviewHead + "tools: x: {_mcp, niche: \"n\"}\ntools: y: {state: \"active\"}\n",
			"b.cue": "package toolpolicy\n\n_mcp: {source: \"mcp\", state: \"deferred\"}\n",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			for name, src := range tc.files {
				policytest.WriteFile(t, dir+"/"+name, src)
			}
			if tc.procs > 0 {
				defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(tc.procs))
			}
			// With the default options too: the fold runs whatever the
			// fast path's threshold.
			if mismatch, _ := compareBoth(dir, false); mismatch != "" {
				t.Error("default options: " + mismatch)
			}
			if mismatch, _ := compareBoth(dir, false, withMinEntries(0)); mismatch != "" {
				t.Error(mismatch)
			}
			if tc.cue {
				agreeWithCue(t, dir, withMinEntries(0))
			}
		})
	}
}
