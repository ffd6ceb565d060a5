package synth

import (
	"fmt"
	"strings"
)

// twentyFourthRound: sections reached through a name rather than written
// in place, each found sending the whole section to CUE (1.3-1.7x cue vet
// at 10,000 tools): a team's block in a hidden struct embedded at the top
// of its file, or a selection of a hidden struct of teams; a section
// joining a hidden block by &; a file's let of a block as the section's
// value, embedded in it, or embedded at the top of the file.
func twentyFourthRound() []Idiom {
	return []Idiom{
		{Name: "blocks-embed-hidden-team", Shape: ShapeBlocks, Desc: "each tools file's block in a hidden struct embedded at the top of the file, _team03\\n_team03: tools: {...}", edit: func(e *editor) {
			e.wrapEach(func(i int) (string, string) {
				return fmt.Sprintf("_team%02d\n_team%02d: tools: {", i, i), "}"
			})
		}},
		{Name: "blocks-embed-team-selection", Shape: ShapeBlocks, Desc: "each tools file's block a field of a hidden struct of teams, embedded at the top by a selection, _teams.t03\\n_teams: t03: tools: {...}", edit: func(e *editor) {
			e.wrapEach(func(i int) (string, string) {
				return fmt.Sprintf("_teams.t%02d\n_teams: t%02d: tools: {", i, i), "}"
			})
		}},
		{Name: "blocks-hidden-and-defaults", Shape: ShapeBlocks, Desc: "each tools file's block a hidden struct the section joins by & with a hidden struct of defaults, tools: _team03 & _teamDefaults, _teamDefaults: [string]: {state: *\"deferred\" | #State, source: *\"builtin\" | \"mcp\"}", edit: func(e *editor) {
			e.wrapEach(func(i int) (string, string) {
				return fmt.Sprintf("tools: _team%02d & _teamDefaults\n_team%02d: {", i, i), "}"
			})
			e.add("team_defaults.cue", "package toolpolicy\n\n// What every team's block is joined with.\n_teamDefaults: [string]: {state: *\"deferred\" | #State, source: *\"builtin\" | \"mcp\"}\n")
		}},
		{Name: "blocks-let-section", Shape: ShapeBlocks, Desc: "each tools file's block a let of the file, given as the section's value, let team = {...}; tools: team", edit: func(e *editor) {
			e.wrapEach(func(int) (string, string) { return "tools: team\nlet team = {", "}" })
		}},
		{Name: "blocks-let-embedded", Shape: ShapeBlocks, Desc: "each tools file's block a let of the file embedded in the section, let team = {...}; tools: {team}", edit: func(e *editor) {
			e.wrapEach(func(int) (string, string) { return "tools: {team}\nlet team = {", "}" })
		}},
		{Name: "blocks-let-top", Shape: ShapeBlocks, Desc: "each tools file's section in a let of the file embedded at its top, let team = {tools: {...}}; team", edit: func(e *editor) {
			e.wrapEach(func(int) (string, string) { return "team\nlet team = {tools: {", "}}" })
		}},
	}
}

// wrapEach rewrites the i-th tools file's `tools: {...}` block with the
// open and close wrap gives in place of its first and last lines.
func (e *editor) wrapEach(wrap func(i int) (open, close string)) {
	for i, name := range e.toolFiles() {
		f := e.file(name)
		src := string(f.Src)
		a := strings.Index(src, "\ntools: {\n")
		if a < 0 {
			e.fail("%s: no tools block", name)
		}
		b := strings.Index(src[a+1:], "\n}\n")
		if b < 0 {
			e.fail("%s: no tools block's end", name)
		}
		b += a + 1
		open, close := wrap(i)
		f.Src = []byte(src[:a+1] + open + "\n" + src[a+len("\ntools: {\n"):b+1] + close + src[b+2:])
	}
}
