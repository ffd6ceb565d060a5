package compiler

import "testing"

// opaqueEntries are three tools for the opaque pattern cases: b.cue holds
// the pattern, c.cue these.
const opaqueEntries = `package toolpolicy
tools: {
	read_x: {state: "active", niche: "Read one file."}
	mcp_y: {state: "deferred", source: "mcp", niche: "Fetch a page."}
	old_z: {state: "removed"}
}
`

func opaque(name string, taken int, b string) takenCase {
	return takenCase{name, taken, map[string]string{"a.cue": "", "b.cue": "package toolpolicy\n" + b, "c.cue": opaqueEntries}}
}

// opaqueCases are pattern constraints whose value the split does not read
// (opaquepat.go): each policy must load as cue vet and cue export have it,
// and the tools it applies to are taken out of the package.
var opaqueCases = []takenCase{
	opaque("a validator from the standard library", 3, "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(20)}\n"),
	opaque("the validator fails", 3, "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(12)}\n"),
	opaque("an import under another name", 3, "import S \"strings\"\ntools: [=~\"_x$\"]: {niche?: S.HasPrefix(\"Read\")}\n"),
	opaque("an import under another name, failing", 3, "import S \"strings\"\ntools: [=~\"_[xy]$\"]: {niche?: S.HasPrefix(\"Read\")}\n"),
	opaque("two imports", 3, "import (\n\tS \"strings\"\n\tL \"list\"\n)\ntools: [=~\"_x$\"]: {niche?: S.MinRunes(2)}\n"+
		"tools: [=~\"_y$\"]: {groups?: L.MinItems(1)}\ntools: mcp_y: groups: [\"g\"]\n"),
	opaque("a default computed by a call", 3, "import \"strings\"\ntools: [=~\"^old_\"]: {niche: *strings.ToUpper(\"gone\") | string}\n"),
	opaque("error() on a name", 3, "tools: [N=string]: {if N == \"old_z\" {error(\"no old tools\")}}\n"),
	opaque("error() on the name's length", 3, "tools: [N=string]: {if len(N) > 5 {error(\"name too long\")}}\n"),
	opaque("error() naming the name, a length no name reaches", 3, "tools: [N=string]: {if len(N) > 64 {error(\"tool name \\(N) is too long\")}}\n"),
	opaque("error() naming the name, one name reaching it", 2, "tools: [N=string]: {if len(N) > 5 {error(\"tool name \\(N) is too long\")}}\n"),
	opaque("a field naming the name under a condition", 3, "tools: [N=string]: {if N =~ \"^old_\" {niche: \"Was \\(N).\"}}\n"),
	opaque("a length no name reaches", 3, "tools: [N=string]: {if len(N) >= 64 {error(\"name too long\")}, if len(N) < 2 {error(\"too short\")}}\n"),
	opaque("strings.HasPrefix of the name", 3, "import \"strings\"\ntools: [N=string]: {if strings.HasPrefix(N, \"mcp_\") {source: \"mcp\"}}\n"),
	opaque("strings.HasSuffix and Contains of the name", 3, "import S \"strings\"\ntools: [N=string]: {if S.HasSuffix(N, \"_z\") || S.Contains(N, \"ad_\") {niche?: =~\"^R\"}}\n"),
	opaque("regexp.Match of the name", 3, "import \"regexp\"\ntools: [N=string]: {if regexp.Match(\"^mcp_[a-z]$\", N) {source: \"mcp\"}}\n"),
	opaque("regexp.Match of the name, an entry failing", 3, "import \"regexp\"\ntools: [N=string]: {if regexp.Match(\"^(read|old)_\", N) {source: \"mcp\"}}\n"),
	opaque("regexp.Match, negated and under another name", 3, "import R \"regexp\"\ntools: [N=string]: {if !R.Match(\"^mcp_\", N) {niche?: =~\"^[A-Z]\"}}\n"),
	opaque("regexp.Match of a bad pattern (left to CUE)", 0, "import \"regexp\"\ntools: [N=string]: {if regexp.Match(\"^(mcp\", N) {source: \"mcp\"}}\n"),
	opaque("a condition that fails an entry", 3, "import \"strings\"\ntools: [N=string]: {if strings.HasPrefix(N, \"read_\") {source: \"mcp\"}}\n"),
	opaque("error() as a field's fallback", 3, "tools: [string]: {state?: \"active\" | \"deferred\" | error(\"unknown state\")}\n"),
	opaque("matchN over the entry, the schema's default counting", 3, "tools: [string]: matchN(1, [{source: \"mcp\"}, {state: \"removed\"}, {niche: =~\"^Read\"}])\n"),
	opaque("matchN that one entry fails", 3, "tools: [string]: matchN(1, [{source: \"builtin\"}, {state: \"deferred\"}])\n"),
	opaque("a disjunction of structs", 3, "tools: [string]: {state: \"active\", niche: string, ...} | {state: \"deferred\" | \"removed\", ...}\n"),
	opaque("a disjunction of structs with a default", 3, "tools: [string]: *{source: \"builtin\", ...} | {source: \"mcp\", ...}\n"),
	opaque("a disjunction both structs of which fit", 4, "tools: [=~\"^w_\"]: {state: \"deferred\", ...} | {state: \"active\", card: \"c\", ...}\ntools: w_y: {card: \"c\"}\n"),
	opaque("a disjunction of definitions both of which fit", 4, "#A: #Tool & {state: \"deferred\"}\n#B: #Tool & {state: \"active\"}\ntools: [=~\"^w_\"]: #A | #B\ntools: w_y: {card: \"c\"}\n"),
	opaque("a disjunction that adds a field", 3, "tools: [=~\"^old_\"]: {state: \"removed\", niche: *\"Retired.\" | string} | {state: \"active\"}\n"),
	opaque("close() on matching entries", 3, "tools: [=~\"^read_\"]: close({state: \"active\"})\n"),
	opaque("close() an entry exceeds", 4, "tools: [=~\"^read_\"]: close({state: \"active\", niche: string})\ntools: read_w: {state: \"active\", niche: \"n\", card: \"c\"}\n"),
	opaque("struct.MinFields on each entry", 3, "import \"struct\"\ntools: [string]: struct.MinFields(3)\n"),
	opaque("struct.MinFields that one shape fails", 4, "import \"struct\"\ntools: [string]: struct.MinFields(4)\ntools: read_w: {state: \"active\", niche: \"n\", card: \"c\"}\n"),
	opaque("struct.MaxFields and a field constraint", 3, "import \"struct\"\ntools: [string]: struct.MaxFields(4) & {niche?: =~\"^[A-Z]\"}\n"),
	opaque("struct.MaxFields one entry passes", 3, "import S \"struct\"\ntools: [=~\"^old_\"]: S.MaxFields(2)\n"),
	opaque("a field that reads a sibling", 3, "tools: [string]: {niche?: string, card: *niche | string}\n"),
	opaque("a user definition and a validator", 3, "import \"strings\"\n#Short: {niche?: strings.MaxRunes(40)}\ntools: [string]: #Short & {card?: strings.MinRunes(3)}\n"),
	opaque("a definition the policy does not declare", 0, "import \"strings\"\ntools: [string]: #Nope & {niche?: strings.MaxRunes(40)}\n"),
	opaque("len of a field", 3, "tools: [string]: {niche?: string & len(niche) < 40}\n"),
	opaque("a hidden field of the pattern's own", 3, "import \"list\"\n_states: [\"active\", \"deferred\", \"removed\"]\ntools: [string]: {state: _, _known: list.Contains(_states, state) & true}\n"),
	opaque("a hidden field of the pattern's own, failing", 3, "import \"list\"\n_states: [\"active\", \"deferred\"]\ntools: [string]: {state: _, _known: list.Contains(_states, state) & true}\n"),
	opaque("a hidden field of the pattern's own, an entry declaring it too", 2, "import \"list\"\n_states: [\"active\", \"deferred\", \"removed\"]\ntools: [string]: {state: _, _known: list.Contains(_states, state) & true}\ntools: read_x: _known: false\n"),
	opaque("a hidden field of the pattern read by the alias manifest", 0, "import \"list\"\n_states: [\"active\", \"deferred\", \"removed\"]\ntools: [string]: {state: _, _known: list.Contains(_states, state)}\naliases: {for n, t in tools if t._known && t.state == \"removed\" {\"was_\\(n)\": n}}\n"),
	opaque("a hidden field of the pattern read by the alias manifest, as a condition", 0, "tools: [string]: {state: _, _gone: state == \"removed\"}\naliases: {for n, t in tools if t._gone {\"was_\\(n)\": {replacement: \"read_x\", first_deprecated: \"1.0.0\", planned_removal: \"TBD\"}}}\n"),
	opaque("a hidden field of the pattern read by the gates", 0, "tools: [string]: {state: _, _g: {hidden_for: \"c\"}}\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: {for n, t in tools if t.state == \"active\" {(n): t._g}}\n"),
	// What the env cannot copy keeps the section in the package.
	opaque("a hidden field", 3, "import \"strings\"\n_max: 20\ntools: [string]: {niche?: strings.MaxRunes(_max)}\n"),
	opaque("a hidden field that fails it", 3, "import \"strings\"\n_max: 5\ntools: [string]: {niche?: strings.MaxRunes(_max)}\n"),
	opaque("a hidden list", 3, "_states: [\"active\", \"deferred\", \"removed\"]\ntools: [string]: {state: or(_states)}\n"),
	opaque("a hidden list a state is not in", 3, "_states: [\"active\", \"deferred\"]\ntools: [string]: {state: or(_states)}\n"),
	{"a hidden field in another file, with an import of its own", 3, map[string]string{"a.cue": "", "b.cue": "package toolpolicy\ntools: [string]: {niche?: _short}\n",
		"c.cue": opaqueEntries, "d.cue": "package toolpolicy\nimport \"strings\"\n_short: strings.MaxRunes(20)\n"}},
	opaque("a hidden field reading data", 0, "_max: len(aliases) + 20\naliases: {}\ntools: [string]: {niche?: =~\"^.{0,\\(_max)}$\"}\n"),
	opaque("a hidden field a comprehension adds to", 0, "_m: {}\nif true {_m: x: 1}\ntools: [string]: {niche?: =~\"^.{0,\\(len(_m)+20)}$\"}\n"),
	opaque("a let of the section", 0, "import \"strings\"\ntools: {\n\tlet m = 20\n\t[string]: {niche?: strings.MaxRunes(m)}\n}\n"),
	opaque("another section's data", 0, "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(len(aliases))}\naliases: {}\n"),
	// A section read by a comprehension: the alias manifest reads each
	// tool's fields, which the opaque value may give.
	opaque("read by the alias manifest", 3, "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(40), group: *\"g\" | string}\n"+
		"aliases: {for n, t in tools if t.group == \"g\" && t.state == \"removed\" {\"was_\\(n)\": n}}\n"),
	opaque("a default read by the alias manifest", 3, "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(40)}\ntools: w_w: {state: *\"removed\" | \"active\"}\n"+
		"aliases: {for n, t in tools if t.state == \"removed\" {\"was_\\(n)\": n}}\n"),
	opaque("a label pattern read by the alias manifest", 0, "import \"strings\"\ntools: [string]: {niche?: strings.MaxRunes(40)}\ntools: [N=string]: {card: *\"Use \\(N).\" | string}\n"+
		"aliases: {for n, t in tools if t.card == \"Use old_z.\" {\"was_\\(n)\": n}}\n"),
	opaque("read by the alias manifest, a disjunction", 0, "tools: [string]: {state: \"active\", ...} | {state: \"deferred\" | \"removed\", ...}\n"+
		"aliases: {for n, t in tools if t.state == \"removed\" {\"was_\\(n)\": n}}\n"),
}

func TestOpaquePatterns(t *testing.T) {
	runTakenCases(t, opaqueCases)
}

func rest(name string, taken int, b, c string) takenCase {
	return takenCase{name, taken, map[string]string{"a.cue": "", "b.cue": "package toolpolicy\n" + b, "c.cue": "package toolpolicy\n" + c}}
}

// restCases are entries that are literals but for constraints of their own
// (restTemplate): each policy must load as cue has it.
var restCases = []takenCase{
	rest("an optional field", 2, "", "tools: {\n\tread_x: {state: \"active\", description?: string, niche: \"Read.\"}\n\tmcp_y: {state: \"deferred\", source: \"mcp\", description?: string}\n}\n"),
	rest("a default", 2, "", "tools: {\n\tread_x: {state: \"active\", group: *\"core\" | string}\n\tmcp_y: {state: \"deferred\", group: *\"core\" | string, niche: \"N.\"}\n}\n"),
	rest("a default the schema rejects", 2, "", "tools: {\n\tread_x: {state: \"active\", group: *\"not a group\" | =~\"^[a-z]+$\"}\n\tmcp_y: {state: \"deferred\"}\n}\n"),
	rest("the same labels, one rest invalid", 2, "", "tools: {\n\tread_x: {state: \"active\", group: *\"core\" | string}\n\tread_y: {state: \"active\", group: int}\n}\n"),
	rest("the same labels, rests of other values", 3, "", "tools: {\n\tread_x: {state: \"active\", group: *\"core\" | string}\n\tread_y: {state: \"active\", group: *\"edge\" | string}\n\tread_z: {state: \"active\", group: *\"core\" | string}\n}\n"),
	rest("a required field left without a value", 1, "", "tools: {\n\tread_x: {state: \"active\", card!: string}\n}\n"),
	rest("a constraint a literal meets", 1, "", "tools: {\n\tread_x: {state: \"active\", niche: \"Read.\", card?: =~\"^[A-Z]\"}\n}\n"),
	rest("a definition of the policy", 2, "#Impl: =~\"^[a-z]+$\"\n", "tools: {\n\tread_x: {state: \"active\", implementation: *\"reader\" | #Impl}\n\tread_y: {state: \"active\", implementation: *\"Bad\" | #Impl}\n}\n"),
	rest("a definition the policy does not declare", 0, "", "tools: {\n\tread_x: {state: \"active\", implementation?: #Nope}\n}\n"),
	rest("a definition and a rest", 1, "#Mine: {source: \"mcp\"}\n", "tools: {\n\tmcp_x: #Mine & {state: \"deferred\", description?: string}\n}\n"),
	rest("a pattern inside a field", 1, "", "tools: {\n\tread_x: {state: \"active\", annotations: {[string]: bool}}\n}\n"),
	rest("a pattern inside a field that adds nothing wrong", 1, "", "tools: {\n\tread_x: {state: \"active\", annotations: {[=~\"^x\"]: bool, x1: true}}\n}\n"),
	// What the env cannot see keeps the entry in the package.
	rest("numbers CUE writes its own way beside a constraint", 1, "", "tools: {\n\tread_x: {state: \"active\", parameters: {type: *\"object\" | string, maximum: 1e400, minimum: -0.0, multipleOf: 0.1e1, maxLength: 0o17, minLength: 0b11, maxItems: 1Ki}}\n}\n"),
	// Numbers CUE writes otherwise than written are written as CUE writes
	// them (numberJSON).
	rest("numbers alone", 1, "", "tools: {\n\tread_x: {state: \"active\", parameters: {type: \"object\", maximum: 1e400, multipleOf: 0.1e1, maxLength: 0o17}}\n}\n"),
	// A literal sibling is written in before the split (localref.go).
	rest("a literal sibling", 1, "", "tools: {\n\tread_x: {state: \"active\", niche: \"Read.\", card: *niche | string}\n}\n"),
	rest("a sibling that is not a literal", 0, "", "tools: {\n\tread_x: {state: \"active\", description?: string, card: *description | \"C\"}\n}\n"),
	// A hidden field of the package is copied into the env.
	rest("a hidden field", 1, "_g: \"core\"\n", "tools: {\n\tread_x: {state: \"active\", group: *_g | string}\n}\n"),
	rest("a hidden field a comprehension adds to", 0, "_g: \"core\"\nif true {_g: string}\n", "tools: {\n\tread_x: {state: \"active\", group: *_g | string}\n}\n"),
	rest("a hidden field reading data", 0, "_g: release.version\n", "tools: {\n\tread_x: {state: \"active\", group: *_g | string}\n}\n"),
	// A call of the standard library through the file's import is
	// compiled with the package inferred from its name (builtinImport);
	// under another name it stays.
	rest("an import", 1, "", "import \"strings\"\ntools: {\n\tread_x: {state: \"active\", niche: *strings.ToUpper(\"r\") | string}\n}\n"),
	rest("an import under another name", 0, "", "import str \"strings\"\ntools: {\n\tread_x: {state: \"active\", niche: *str.ToUpper(\"r\") | string}\n}\n"),
	rest("len", 0, "", "tools: {\n\tread_x: {state: \"active\", niche?: string & len(niche) < 9}\n}\n"),
	rest("a label twice", 2, "", "tools: {\n\tread_x: {state: \"active\", niche: \"Read.\", niche?: string}\n\tread_y: {state: \"active\", niche?: string, niche: \"Read.\", niche: =~\"^R\"}\n}\n"),
	rest("a label twice, the value failing", 2, "", "tools: {\n\tread_x: {state: \"active\", niche: \"Read.\", niche?: =~\"^W\"}\n\tread_y: {state: \"active\", niche: \"Read.\"}\n}\n"),
	rest("a literal twice", 0, "", "tools: {\n\tread_x: {state: \"active\", niche: \"Read.\", niche: \"Read.\", card?: string}\n}\n"),
	rest("declared twice", 0, "tools: read_x: niche: \"Read.\"\n", "tools: {\n\tread_x: {state: \"active\", description?: string}\n}\n"),
	rest("read by the alias manifest", 1, "aliases: {for n, t in tools if t.state == \"removed\" {\"was_\\(n)\": n}}\n",
		"tools: {\n\tread_x: {state: \"removed\", description?: string}\n}\n"),
	rest("a default read by the alias manifest", 2, "aliases: {for n, t in tools if t.state == \"removed\" && t.group == \"core\" {\"was_\\(n)\": n}}\n",
		"tools: {\n\tread_x: {state: \"removed\", group: *\"core\" | string}\n\tread_y: {state: *\"removed\" | \"active\", group: *\"core\" | string, description?: string}\n}\n"),
	rest("an optional field read by the alias manifest", 1, "aliases: {for n, t in tools if t.state == \"removed\" && t.description != _|_ {\"was_\\(n)\": n}}\n",
		"tools: {\n\tread_x: {state: \"removed\", description?: string}\n}\n"),
	rest("a rest that fails, read by the alias manifest", 1, "aliases: {for n, t in tools if t.state == \"removed\" {\"was_\\(n)\": n}}\n",
		"tools: {\n\tread_x: {state: \"removed\", group: *\"Not A Group\" | =~\"^[a-z]+$\"}\n}\n"),
	rest("read whole", 0, "providers: p: {budget: {target: 1, max: 9}, models: [for t in tools {t}][0].state}\n",
		"tools: {\n\tread_x: {state: \"removed\", description?: string}\n}\n"),
}

func TestEntriesWithConstraintsOfTheirOwn(t *testing.T) {
	runTakenCases(t, restCases)
}
