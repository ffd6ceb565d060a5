package compiler

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
)

// Every idiom variant of the generated policy (internal/synth/idioms.go,
// the ones scripts/idioms.sh times at 10,000 tools) against the cue
// command at 300 tools: toolpolicy accepts exactly those `cue vet -c`
// accepts and reads the data `cue export` yields, with the fast path
// forced on at this size and at its usual threshold; an idiom named
// reject-... is rejected by both.
func TestIdiomsAgreeWithCue(t *testing.T) {
	for _, id := range breadth(synth.Idioms) {
		t.Run(id.Name, func(t *testing.T) {
			t.Parallel()
			dir := policytest.SynthDir(t, synth.Config{Tools: 300, ToolsPerFile: 100, Providers: 5, Idiom: id.Name})
			if err := agreeWithCue(t, dir, withMinEntries(0)); (err != nil) != id.Reject() {
				t.Errorf("loaded with error %v; the idiom's name says reject: %v", err, id.Reject())
			}
			agreeWithCue(t, dir)
		})
	}
}

// TestIdiomsTaken: idioms the fast path once left to CUE whole, or in
// part, and now takes: the tools entries split out of the package at 300
// tools, against those of the idiomatic shape they edit (all of them).
func TestIdiomsTaken(t *testing.T) {
	cfg := synth.Config{Tools: 300, ToolsPerFile: 100, Providers: 5}
	want := toolsTaken(t, policytest.SynthDir(t, cfg))
	if want < 290 || toolsWhole(t, policytest.SynthDir(t, cfg)) > 0 {
		t.Fatalf("the idiomatic shape has %d of 300 tools taken, some whole", want)
	}
	for _, name := range []string{
		"close-top-embed",       // close({release: _, tools: _, ...}) embedded at the top
		"def-chain-open-middle", // #Mid: {#Base, _owner?: string, ...}: a hidden field in a definition
		"pattern-alias-guard",   // [string]: T={if T.state == ... {card!: string}}
		"bytes-interp-niche",    // {_b: 'Sync one file.', niche: "\(_b)"}
		"params-from-list",      // parameters: #Params & {_in: [_cursor, ...]}: a rest declaring and naming hidden fields
		// The twentieth session's (round20_test.go):
		"def-name-regexp-specs", // _specs: [...#Spec]: a hidden list typed by a definition
		"mcp-server-def-specs",  // for k, v in srv.out: entries a definition made, closed
		"pattern-atoi-suffix",   // [N=...]: {_n: strconv.Atoi(...), annotations: shard: ...}
		"pattern-strings-count", // [N=string]: {if strings.Count(N, "_") >= 3 {...}}
		"budget-math-ceil",      // max: math.Ceil(target * 1.05) beside float literals
		"hidden-bool-switches",  // tools: x: {_ro: true, ...} read by a pattern's if _ro
		"groups-from-tools",     // groups: {for n, t in tools {(t.group): ...}}
	} {
		t.Run(name, func(t *testing.T) {
			dir := idiomTaken(t, cfg, name, want)
			if n := toolsWhole(t, dir); n > 0 {
				t.Errorf("%d tools validated whole, want none (as without the idiom)", n)
			}
		})
	}
}

// idiomTaken writes cfg's shape with the idiom name, checks that the split
// takes want tools out of the package from it, and returns its directory.
func idiomTaken(t *testing.T, cfg synth.Config, name string, want int) string {
	t.Helper()
	cfg.Idiom = name
	dir := policytest.SynthDir(t, cfg)
	if got := toolsTaken(t, dir); got != want {
		t.Errorf("%d tools taken, want %d as without the idiom", got, want)
	}
	return dir
}

// TestBlocksIdiomsTaken: blocks-shape idioms reaching the section through
// a name (twentyFourthRound) once left it to CUE whole: every tool entry is
// taken, as in the blocks shape they edit.
func TestBlocksIdiomsTaken(t *testing.T) {
	cfg := synth.Config{Tools: 300, ToolsPerFile: 100, Providers: 5, Shape: synth.ShapeBlocks}
	want := toolsTaken(t, policytest.SynthDir(t, cfg))
	if want < 290 {
		t.Fatalf("the blocks shape has %d of 300 tools taken", want)
	}
	for _, name := range []string{
		"blocks-embed-hidden-team",    // _team03 embedded, _team03: tools: {...}
		"blocks-embed-team-selection", // _teams.t03 embedded
		"blocks-hidden-and-defaults",  // tools: _team03 & _teamDefaults
		"blocks-let-section",          // let team = {...}; tools: team
		"blocks-let-embedded",         // tools: {team}
		"blocks-let-top",              // let team = {tools: {...}}; team
	} {
		t.Run(name, func(t *testing.T) { idiomTaken(t, cfg, name, want) })
	}
}

// toolsWhole counts the tools entries the split takes but validates whole
// (litEntry.whole), not per field and by their shape's representative.
func toolsWhole(t *testing.T, dir string) int {
	t.Helper()
	files := parseDir(t, dir)
	pre := make([]*fileLits, len(files))
	for i, f := range files {
		pre[i] = scanFileLits(f)
	}
	ev := newFastEvaluator(fastOptions{minEntries: 0})
	ev.split(files, pre, nil)
	n := 0
	for _, e := range ev.lits {
		if e.section == "tools" && e.whole {
			n++
		}
	}
	return n
}
