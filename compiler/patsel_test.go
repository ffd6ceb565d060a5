package compiler

import "testing"

// patSelCases: entries unifying a selection of a hidden map of a pattern
// (patsel.go). base is prepended to a.cue; taken counts the tools the
// split takes out of the package.
var patSelCases = []takenCase{
	{"per-server defaults", 3, map[string]string{
		"a.cue": `_srv: [S=string]: {source: "mcp", state: *"deferred" | #State, group: S}
_srv: {github: _, jira: _}
tools: {
	github_a: _srv.github & {niche: "A."}
	jira_b: _srv.jira & {niche: "B.", state: "active"}
	c: {state: "active"}
}
`}},
	{"an interpolated alias and no alias", 2, map[string]string{
		"a.cue": `_srv: [S=string]: {source: "mcp", state: "deferred", card: "Load from \(S)."}
_srv: github: {}
_plain: [string]: {state: "active"}
_plain: x: _
tools: {github_a: _srv.github & {niche: "A."}, b: _plain.x & {niche: "B."}}
`}},
	{"a key declared with fields", 0, map[string]string{
		"a.cue": `_srv: [S=string]: {source: "mcp", state: "deferred", group: S}
_srv: github: {card: "C."}
tools: github_a: _srv.github & {niche: "A."}
`}},
	{"two patterns", 0, map[string]string{
		"a.cue": `_srv: [S=string]: {source: "mcp", state: "deferred"}
_srv: [=~"^g"]: {group: "g"}
_srv: github: _
tools: github_a: _srv.github & {niche: "A."}
`}},
	{"a pattern reading a hidden field", 0, map[string]string{
		"a.cue": `_st: "deferred"
_srv: [S=string]: {source: "mcp", state: _st}
_srv: github: _
tools: github_a: _srv.github & {niche: "A."}
`}},
	{"a key the pattern does not match", 0, map[string]string{
		"a.cue": `_srv: [=~"^g"]: {source: "mcp", state: "deferred"}
_srv: jira: _
tools: jira_a: _srv.jira & {niche: "A.", state: "active"}
`}},
	{"an undeclared key", 0, map[string]string{
		"a.cue": `_srv: [S=string]: {source: "mcp", state: "deferred"}
_srv: github: _
tools: jira_a: _srv.jira & {niche: "A."}
`}},
	{"the map added to by an embedding", 0, map[string]string{
		"a.cue": `_srv: [S=string]: {source: "mcp", state: *"deferred" | #State}
_srv: github: _
{_srv: github: state: "active"}
tools: github_a: _srv.github & {niche: "A."}
`}},
	{"a conflict with the entry", 0, map[string]string{
		"a.cue": `_srv: [S=string]: {source: "mcp", state: "deferred"}
_srv: github: _
tools: github_a: _srv.github & {niche: "A.", source: "builtin"}
`}},
	{"the section's order shown", 0, map[string]string{
		"a.cue": `_srv: [S=string]: {source: "mcp", state: "active"}
_srv: github: _
tools: {github_a: _srv.github & {niche: "A."}, z: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}
`}},
	{"under a definition", 1, map[string]string{
		"a.cue": `#MCP: #Tool & {source: "mcp"}
_srv: [S=string]: {state: *"deferred" | #State, group: S}
_srv: github: _
tools: github_a: #MCP & _srv.github & {niche: "A."}
`}},
}

func TestPatternSelects(t *testing.T) {
	runTakenCases(t, patSelCases)
}
