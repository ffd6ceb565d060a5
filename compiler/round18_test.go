package compiler

import "testing"

// Top-level embeddings the fast path now reads (fast.go topLabels):
// close() of a struct of the package's sections, closing the package at
// its top, and plain `label: _` fields, which add nothing. Each small and
// with 250 plain entries in z.cue, against the cue command.
func TestTopCloseAgreesWithCue(t *testing.T) {
	const all = "close({\n\trelease: _\n\ttools: _\n\tproviders: _\n\tmodes: _\n})\n"
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	entry := "tools: x: {state: \"active\", niche: \"Does x.\"}\n"
	add(e30("every section listed", "a.cue", all+entry)...)
	add(e30("in another file", "a.cue", entry, "b.cue", all)...)
	add(e30("a section missing from the list", "a.cue", "close({\n\trelease: _\n\tproviders: _\n\tmodes: _\n})\n"+entry)...)
	add(e30("an unlisted top-level field", "a.cue", all+entry+"extra: 1\n")...)
	add(e30("an unlisted top-level field in another file", "a.cue", all+entry, "b.cue", "extra: 1\n")...)
	add(e30("hidden and definition fields beside it", "a.cue", all+"_h: \"Does x.\"\n#D: {state: \"active\"}\ntools: x: #D & {niche: _h}\n")...)
	add(e30("aliases not listed but used", "a.cue", all+entry+"aliases: y: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\n")...)
	add(e30("tools given a constraint", "a.cue", "close({\n\trelease: _\n\ttools: [string]: {niche: string}\n\tproviders: _\n\tmodes: _\n})\n"+entry)...)
	add(e30("tools given a constraint an entry fails", "a.cue", "close({\n\trelease: _\n\ttools: [string]: {niche: =~\"^Z\"}\n\tproviders: _\n\tmodes: _\n})\n"+entry)...)
	add(e30("tools required", "a.cue", "close({\n\trelease: _\n\ttools!: _\n\tproviders: _\n\tmodes: _\n})\n"+entry)...)
	add(e30("tools optional", "a.cue", "close({\n\trelease: _\n\ttools?: _\n\tproviders: _\n\tmodes: _\n})\n"+entry)...)
	add(e30("plain embedding of tools: _", "a.cue", "{tools: _}\n"+entry)...)
	add(e30("plain embedding adding an entry", "a.cue", "{tools: y: {state: \"deferred\", card: \"Use y.\"}}\n"+entry)...)
	add(e30("close of an entry's field from the top", "a.cue", "close({\n\trelease: _\n\ttools: x: close({state: _, niche: _})\n\tproviders: _\n\tmodes: _\n})\n"+entry)...)
	add(e30("close of an entry's field the entry breaks", "a.cue", "close({\n\trelease: _\n\ttools: x: close({state: _})\n\tproviders: _\n\tmodes: _\n})\n"+entry)...)
	add(e30("two closes", "a.cue", all+entry, "b.cue", "close({\n\trelease: _\n\ttools: _\n})\n")...)
	add(e30("close of an empty struct", "a.cue", "close({})\n"+entry)...)
	add(e30("a let named close", "a.cue", "let close = {tools: _}\nclose\n"+entry)...)
	add(e30("a hidden field listed as _", "a.cue", "close({\n\trelease: _\n\ttools: _\n\tproviders: _\n\tmodes: _\n\t_h: _\n})\n_h: \"Does x.\"\ntools: x: {state: \"active\", niche: _h}\n")...)
	add(e30("a definition listed as _", "a.cue", "close({\n\trelease: _\n\ttools: _\n\tproviders: _\n\tmodes: _\n\t#D: _\n})\n#D: {state: \"active\"}\ntools: x: #D & {niche: \"Does x.\"}\n")...)
	add(e30("tools as a quoted label", "a.cue", "close({\n\trelease: _\n\t\"tools\": _\n\tproviders: _\n\tmodes: _\n})\n"+entry)...)
	add(e30("an attribute on the field", "a.cue", "close({\n\trelease: _\n\ttools: _ @go(T)\n\tproviders: _\n\tmodes: _\n})\n"+entry)...)
	add(e30("a comprehension over tools beside it", "a.cue", all+entry+"modes: agent: head_add: [for n, _ in tools if n == \"x\" {n}]\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// A hidden field in a user definition, referring to no field of the
// definition and referred to by none, ties nothing (opaquepat.go
// plainHidden): entries under it share their shape's representative
// instead of being validated whole. Against the cue command, small and
// with 250 plain entries in z.cue, with the hidden field set, read,
// conflicting, non-concrete, and set by entries.
func TestHiddenInDefinitionAgreesWithCue(t *testing.T) {
	const chain = "#Base: #Tool & {source: \"builtin\"}\n#Mid: {#Base, _owner?: string, ...}\n#Leaf: #Mid & {state: *\"deferred\" | #State, card!: string}\n"
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	two := "tools: x: #Leaf & {card: \"Use x.\"}\ntools: y: #Leaf & {state: \"active\", card: \"Use y.\"}\n"
	add(e30("the idiom's chain", "a.cue", chain+two)...)
	add(e30("a card missing", "a.cue", chain+two+"tools: z: #Leaf & {state: \"active\"}\n")...)
	add(e30("the entry sets the hidden field", "a.cue", chain+two+"tools: z: #Leaf & {card: \"Use z.\", _owner: \"team\"}\n")...)
	add(e30("the entry sets it to an int", "a.cue", chain+two+"tools: z: #Leaf & {card: \"Use z.\", _owner: 5}\n")...)
	add(e30("a regular hidden field", "a.cue", "#D: #Tool & {_team: \"core\", state: \"active\"}\n"+"tools: x: #D & {niche: \"Does x.\"}\ntools: y: #D & {niche: \"Does y.\"}\n")...)
	add(e30("a non-concrete hidden field", "a.cue", "#D: #Tool & {_team: string, state: \"active\"}\n"+"tools: x: #D & {niche: \"Does x.\"}\ntools: y: #D & {niche: \"Does y.\"}\n")...)
	add(e30("a conflicting hidden field", "a.cue", "#D: #Tool & {_team: 1 & 2, state: \"active\"}\n"+"tools: x: #D & {niche: \"Does x.\"}\ntools: y: #D & {niche: \"Does y.\"}\n")...)
	add(e30("a hidden field read by a field", "a.cue", "#D: #Tool & {_team: \"core\", state: \"active\", niche: \"Owned by \\(_team).\"}\n"+"tools: x: #D\ntools: y: #D & {niche: \"Owned by core.\"}\n")...)
	add(e30("a hidden field reading a field", "a.cue", "#D: #Tool & {state: \"active\", niche: string, _n: niche + \"!\"}\n"+"tools: x: #D & {niche: \"Does x.\"}\ntools: y: #D & {niche: \"Does y.\"}\n")...)
	add(e30("a hidden field reading a field that fails", "a.cue", "#D: #Tool & {state: \"active\", niche: string, _n: niche & =~\"^D\"}\n"+"tools: x: #D & {niche: \"Does x.\"}\ntools: y: #D & {niche: \"Makes y.\"}\n")...)
	add(e30("a hidden field reading the package", "a.cue", "_teams: [\"core\"]\n#D: #Tool & {state: \"active\", _t: _teams[0]}\n"+"tools: x: #D & {niche: \"Does x.\"}\n")...)
	add(e30("a hidden field out of range of the package", "a.cue", "_teams: [\"core\"]\n#D: #Tool & {state: \"active\", _t: _teams[3]}\n"+"tools: x: #D & {niche: \"Does x.\"}\n")...)
	add(e30("a hidden definition inside", "a.cue", "#D: #Tool & {state: \"active\", _#K: {a: int}}\n"+"tools: x: #D & {niche: \"Does x.\"}\n")...)
	add(e30("a hidden struct with a pattern", "a.cue", "#D: #Tool & {state: \"active\", _m: [string]: int, _m: a: 1}\n"+"tools: x: #D & {niche: \"Does x.\"}\n")...)
	add(e30("a hidden field declared twice", "a.cue", "#D: #Tool & {state: \"active\", _o?: string}\n#D: {_o?: =~\"^c\"}\n"+"tools: x: #D & {niche: \"Does x.\"}\ntools: y: #D & {niche: \"Does y.\", _o: \"dev\"}\n")...)
	add(e30("an optional hidden field an entry breaks", "a.cue", "#D: #Tool & {state: \"active\", _o?: =~\"^c\"}\n"+"tools: x: #D & {niche: \"Does x.\"}\ntools: y: #D & {niche: \"Does y.\", _o: \"dev\"}\n")...)
	add(e30("a hidden field in a pattern", "a.cue", "tools: [string]: {_src: \"p\"}\ntools: x: {state: \"active\", niche: \"Does x.\"}\n")...)
	add(e30("a hidden field in a pattern read by a field", "a.cue", "tools: [string]: {_src: \"p\", niche: \"From \\(_src).\"}\ntools: x: {state: \"active\"}\ntools: y: {state: \"active\", niche: \"From q.\"}\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// A pattern whose value names itself through a value alias,
// [string]: T={if T.state == ... {...}}, read as {state?: _, if state ==
// ... {...}} (selfalias.go), and forms left as they were: against the cue
// command, small and with 250 plain entries in z.cue.
func TestSelfAliasPatternAgreesWithCue(t *testing.T) {
	const guard = "tools: [string]: T={\n\tif T.state == \"deferred\" && T.source == \"builtin\" {\n\t\tcard!: string\n\t}\n}\n"
	ok := "tools: a: {state: \"deferred\", card: \"Use a.\"}\ntools: b: {state: \"active\"}\ntools: c: {state: \"deferred\", source: \"mcp\"}\n"
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	add(e30("the guard met", "a.cue", guard+ok)...)
	add(e30("the guard failed", "a.cue", guard+ok+"tools: d: {state: \"deferred\"}\n")...)
	add(e30("the guard in another file", "a.cue", ok+"tools: d: {state: \"deferred\"}\n", "b.cue", guard)...)
	add(e30("a regex label", "a.cue", "tools: [=~\"^m\"]: T={if T.state == \"active\" {niche: =~\"^M\"}}\n"+ok+"tools: m1: {state: \"active\", niche: \"Makes.\"}\ntools: m2: {state: \"active\", niche: \"does.\"}\n")...)
	add(e30("a label alias too", "a.cue", "tools: [N=string]: T={if T.state == \"active\" {niche: *\"Does \\(N).\" | string}}\n"+ok)...)
	add(e30("a value from itself", "a.cue", "tools: [string]: T={if T.source == \"mcp\" {niche: \"From \\(T.card).\"}}\ntools: a: {state: \"deferred\", source: \"mcp\", card: \"Use a.\"}\ntools: b: {state: \"active\"}\n")...)
	add(e30("a value from a field it lacks", "a.cue", "tools: [string]: T={if T.source == \"mcp\" {niche: \"From \\(T.card).\"}}\ntools: a: {state: \"active\", source: \"mcp\"}\n")...)
	add(e30("a deep selection", "a.cue", "tools: [string]: T={if T.annotations.ro == true {niche: =~\"^Reads\"}}\ntools: a: {state: \"active\", annotations: ro: true, niche: \"Reads.\"}\ntools: b: {state: \"active\", annotations: ro: false, niche: \"Writes.\"}\n")...)
	add(e30("a deep selection failing", "a.cue", "tools: [string]: T={if T.annotations.ro == true {niche: =~\"^Reads\"}}\ntools: a: {state: \"active\", annotations: ro: true, niche: \"Writes.\"}\n")...)
	add(e30("a field the schema lacks", "a.cue", "tools: [string]: T={if T.zz == 1 {niche: \"x\"}}\n"+ok)...)
	add(e30("a quoted selection", "a.cue", "tools: [string]: T={if T.\"state\" == \"deferred\" {card!: string}}\n"+ok)...)
	add(e30("a quoted selection failing", "a.cue", "tools: [string]: T={if T.\"state\" == \"deferred\" {card!: string}}\n"+ok+"tools: d: {state: \"deferred\"}\n")...)
	add(e30("T bare", "a.cue", "tools: [string]: T={if (T & {state: \"deferred\"}) != _|_ {card!: string}}\n"+ok)...)
	add(e30("T unified", "a.cue", "tools: [string]: T={niche: *\"x\" | string, _s: T & {}}\n"+ok)...)
	add(e30("a field of the name inside", "a.cue", "tools: [string]: T={state: _, if T.state == \"deferred\" {card!: string}}\n"+ok)...)
	add(e30("a let of the name", "a.cue", "tools: [string]: T={let state = \"deferred\", if T.state == state {card!: string}}\n"+ok+"tools: d: {state: \"deferred\"}\n")...)
	add(e30("a let of the selection", "a.cue", "tools: [string]: T={let s = T.state, if s == \"deferred\" {card!: string}}\n"+ok+"tools: d: {state: \"deferred\"}\n")...)
	add(e30("a file let", "a.cue", "let want = \"deferred\"\ntools: [string]: T={if T.state == want {card!: string}}\n"+ok+"tools: d: {state: \"deferred\"}\n")...)
	add(e30("a hidden field", "a.cue", "_want: \"deferred\"\ntools: [string]: T={if T.state == _want {card!: string}}\n"+ok+"tools: d: {state: \"deferred\"}\n")...)
	add(e30("a definition", "a.cue", "#Want: \"deferred\"\ntools: [string]: T={if T.state == #Want {card!: string}}\n"+ok)...)
	add(e30("a for over itself", "a.cue", "tools: [string]: T={for k, v in T.annotations {niche: \"\\(k)\"}}\ntools: a: {state: \"active\", annotations: only: true}\ntools: b: {state: \"active\"}\n")...)
	add(e30("a nested struct reading it", "a.cue", "tools: [string]: T={annotations: {if T.state == \"active\" {hot: true}}}\n"+ok)...)
	add(e30("a nested field of the name", "a.cue", "tools: [string]: T={annotations: {state: T.state}}\n"+ok)...)
	add(e30("an alias of a definition", "a.cue", "#G: {if state == \"deferred\" {card!: string}, state: _, ...}\ntools: [string]: T=#G\n"+ok)...)
	add(e30("a closed value", "a.cue", "tools: [string]: T=close({if T.state == \"deferred\" {card!: string}})\n"+ok)...)
	add(e30("two patterns with aliases", "a.cue", guard+"tools: [string]: U={if U.state == \"active\" {niche: *\"n\" | string}}\n"+ok)...)
	add(e30("the alias named like a field", "a.cue", "tools: [string]: state={if state.source == \"mcp\" {card!: string}}\n"+ok)...)
	add(e30("an or of two selections", "a.cue", "tools: [string]: T={if T.state == \"deferred\" || T.state == \"deprecated\" {card!: string}}\n"+ok+"tools: e: {state: \"deprecated\", card: \"Old.\"}\n")...)
	add(e30("a negation", "a.cue", "tools: [string]: T={if !(T.state == \"active\") {card!: string}}\n"+ok+"tools: e: {state: \"deprecated\"}\n")...)
	add(e30("an entry's state a default", "a.cue", guard+"tools: a: {state: *\"deferred\" | #State, card: \"Use a.\"}\ntools: b: {state: *\"deferred\" | #State}\n")...)
	add(e30("entries under a definition", "a.cue", guard+"#OD: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OD & {card: \"Use a.\"}\ntools: b: #OD & {state: \"active\"}\n")...)
	add(e30("entries under a definition failing", "a.cue", guard+"#OD: #Tool & {state: *\"deferred\" | #State}\ntools: a: #OD & {card: \"Use a.\"}\ntools: b: #OD\n")...)
	runWithCue(t, sparseUnderRace(cases, 4))
}

// Bytes an entry holds in a hidden field and interpolates into a string
// field (localref.go bytesLiteral): substituted, and the interpolation
// written as the string, where the bytes are UTF-8. Against the cue
// command, small and with 250 plain entries in z.cue.
func TestBytesInterpolationAgreesWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(cs ...reviewCase) { cases = append(cases, cs...) }
	entry := func(b, niche string) string {
		return "tools: x: {state: \"active\", _b: " + b + ", niche: " + niche + "}\n"
	}
	add(e30("interpolated", "a.cue", entry("'Sync one file.'", "\"\\(_b)\""))...)
	add(e30("within text", "a.cue", entry("'one file'", "\"Sync \\(_b) now.\""))...)
	add(e30("escapes", "a.cue", entry("'\\x41\\u00e9 \\'q\\''", "\"\\(_b)\""))...)
	add(e30("not UTF-8", "a.cue", entry("'\\xff'", "\"\\(_b)\""))...)
	add(e30("a newline (niche is a line)", "a.cue", entry("'a\\nb'", "\"\\(_b)\""))...)
	add(e30("multi-line bytes", "a.cue", entry("'''\n\t\tSync one.\n\t\t'''", "\"\\(_b)\""))...)
	add(e30("raw bytes", "a.cue", entry("#'Sync \\(x) one.'#", "\"\\(_b)\""))...)
	add(e30("bytes as the value", "a.cue", entry("'Sync one.'", "_b"))...)
	add(e30("bytes twice", "a.cue", entry("'Sync'", "\"\\(_b) \\(_b).\""))...)
	add(e30("bytes and a string", "a.cue", "tools: x: {state: \"active\", _b: 'Sync', _s: \"one\", niche: \"\\(_b) \\(_s).\"}\n")...)
	add(e30("bytes compared", "a.cue", "tools: x: {state: \"active\", _b: 'Sync', niche: \"Sync.\", if _b == 'Sync' {card: \"c\"}}\n")...)
	add(e30("bytes in a card of a deferred tool", "a.cue", "tools: x: {state: \"deferred\", _b: 'Use x.', card: \"\\(_b)\"}\n")...)
	add(e30("a hidden bytes field of the package", "a.cue", "_b: 'Sync one.'\ntools: x: {state: \"active\", niche: \"\\(_b)\"}\n")...)
	add(e30("bytes read elsewhere too", "a.cue", entry("'Sync one.'", "\"\\(_b)\"")+"modes: agent: {}\n_c: tools.x._b\n")...)
	add(e30("empty bytes", "a.cue", entry("''", "\"x\\(_b)\""))...)
	runWithCue(t, sparseUnderRace(cases, 4))
}
