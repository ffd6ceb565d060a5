package compiler

import "testing"

// lazyDef is a definition used as a function: two parameters, two fields
// computed from them.
const lazyDef = "#Lazy: {\n\t#Tool\n\t_v: string\n\t_o: string\n\tstate: \"deferred\"\n\tniche: \"\\(_v) one \\(_o) on request.\"\n\tcard: \"\\(_v) \\(_o)s (on demand).\"\n}\n"

// defCases: entries applying a definition used as a function
// (deftemplate.go). taken is how many tools leave the package. base is
// prepended to a.cue.
var defCases = []takenCase{
	{"definition used as a function", 2, map[string]string{
		"a.cue": lazyDef + "tools: a: #Lazy & {_v: \"Sync\", _o: \"file\"}\ntools: b: #Lazy & {_o: \"page\", _v: \"Check\", source: \"mcp\"}\n"}},
	{"definition in another file", 2, map[string]string{
		"a.cue": "tools: a: #Lazy & {_v: \"Sync\", _o: \"file\"}\n",
		"b.cue": "package toolpolicy\n" + lazyDef + "tools: b: #Lazy & {_v: \"Check\", _o: \"page\"}\n"}},
	{"definition also used by another definition", 1, map[string]string{
		"a.cue": lazyDef + "#Sync: #Lazy & {_v: \"Sync\"}\ntools: a: #Lazy & {_v: \"Sync\", _o: \"file\"}\n"}},
	{"a parameter left out", 1, map[string]string{
		"a.cue": lazyDef + "tools: a: #Lazy & {_v: \"Sync\"}\n"}},
	{"a parameter of another kind", 1, map[string]string{
		"a.cue": lazyDef + "tools: a: #Lazy & {_v: 5, _o: \"file\"}\n"}},
	{"a computed field set by the entry too", 1, map[string]string{
		"a.cue": lazyDef + "tools: a: #Lazy & {_v: \"Sync\", _o: \"file\", niche: \"Other.\"}\n"}},
	{"a parameter with a constraint", 2, map[string]string{
		"a.cue": "#L: {#Tool, _v: \"Sync\" | \"Check\", state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\"}\ntools: b: #L & {_v: \"Check\"}\n"}},
	{"a parameter with a constraint, broken", 1, map[string]string{
		"a.cue": "#L: {#Tool, _v: \"Sync\" | \"Check\", state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Run\"}\n"}},
	{"a parameter's name used elsewhere", 1, map[string]string{
		"a.cue": lazyDef + "_v: \"top\"\ntools: a: #Lazy & {_v: \"Sync\", _o: \"file\"}\n"}},
	{"an entry declared twice", 0, map[string]string{
		"a.cue": lazyDef + "tools: a: #Lazy & {_v: \"Sync\", _o: \"file\"}\ntools: a: source: \"mcp\"\n"}},
	{"a parameter read in a nested struct", 1, map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", annotations: {title: \"\\(_v)\"}}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"a closed definition without #Tool", 1, map[string]string{
		"a.cue": "#L: {_v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\"}\n"}},
	{"a closed definition without #Tool, a field it does not allow", 1, map[string]string{
		"a.cue": "#L: {_v: string, state: \"active\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", card: \"c\"}\n"}},
	{"an entry reading its own parameter", 1, map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"deferred\", niche: \"\\(_v) it.\"}\ntools: a: #L & {_v: \"Sync\", card: \"\\(_v) (on demand).\"}\n"}},
	{"a parameter copied whole", 1, map[string]string{
		"a.cue": "#L: {#Tool, _n: _, state: \"active\", niche: _n}\ntools: a: #L & {_n: \"Does one thing.\"}\n"}},
	{"a computed value the schema rejects", 1, map[string]string{
		"a.cue": "#L: {#Tool, _v: string, state: \"active\", niche: \"\\(_v)\\nsecond line\"}\ntools: a: #L & {_v: \"Sync\"}\n"}},
}

func TestDefinitionsAsFunctions(t *testing.T) {
	runTakenCases(t, defCases)
}
