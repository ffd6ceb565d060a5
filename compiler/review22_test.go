package compiler

import (
	"fmt"
	"strings"
	"testing"
)

// review22 (helper-56, 244 cases; 6 failed when written, all one bug,
// fixed: resolveDefaults no longer resolves an entry's own default under a
// choice's default template): adversarial cases for the s15 rewrites: an
// entry's X._name given by a section pattern (localref.go selfNames), a
// literal entry's own default overruled by its constraint (fast.go
// resolveDefaults), entries choosing their template, (*#A | #B) & {...}
// (fast.go choiceTemplate), and decided conditions inside entries of a
// section whose order shows (staticif.go).

const ex22 = "tools: z: {state: \"active\"}\n"

var review22Cases = []reviewCase{
	// --- 1. X._name given by a pattern (localref.go selfNames) ---
	c21("self: name in card under a definition", "a.cue", `#D: #Tool & {state: *"deferred" | #State}
tools: [N=_]: {_name: N}
tools: {a: X=#D & {card: "\(X._name) loads."}, b: X=#D & {card: "\(X._name) too."}}
`),
	c21("self: pattern body shadows the alias with a let", "a.cue", `tools: [N=_]: {let N = "fixed", _name: N}
tools: a: X={state: "active", niche: X._name}
`),
	c21("self: pattern body shadows the alias with a let, interpolated", "a.cue", `tools: [N=_]: {let N = "fixed", _t: "tool \(N)"}
tools: a: X={state: "active", niche: "\(X._t)."}
`),
	c21("self: raw string is not an interpolation", "a.cue", `tools: [N=_]: {_t: #"tool \(N)"#}
tools: a: X={state: "active", niche: X._t}
`),
	c21("self: raw string with a real interpolation", "a.cue", `tools: [N=_]: {_t: #"tool \#(N) \(x)"#}
tools: a: X={state: "active", niche: X._t}
`),
	c21("self: quotes in the term", "a.cue", `tools: [N=_]: {_t: "tool \"\(N)\""}
tools: a: X={state: "active", niche: X._t}
`),
	c21("self: escaped backslash before the interpolation", "a.cue", `tools: [N=_]: {_t: "a\\\(N)"}
tools: a: X={state: "active", niche: X._t}
`),
	c21("self: unicode escape in the term", "a.cue", `tools: [N=_]: {_t: "\u00e9\(N)"}
tools: a: X={state: "active", niche: X._t}
`),
	c21("self: tab in the term, card takes it", "a.cue", `tools: [N=_]: {_t: "\t\(N)"}
tools: a: X={state: "deferred", card: X._t}
`),
	c21("self: tab in the term, niche refuses it", "a.cue", `tools: [N=_]: {_t: "\t\(N)"}
tools: a: X={state: "active", niche: X._t}
`),
	c21("self: multi-line string term", "a.cue", `tools: [N=_]: {_t: """
	tool \(N)
	"""}
tools: a: X={state: "active", niche: X._t}
`),
	c21("self: name twice in the term", "a.cue", `tools: [N=_]: {_t: "\(N)-\(N)"}
tools: a: X={state: "active", niche: X._t}
`),
	c21("self: term is a number interpolation of len", "a.cue", `tools: [N=_]: {_t: "\(len(N))"}
tools: abc: X={state: "active", niche: X._t}
`),
	c21("self: term through strings.ToUpper", "a.cue", `import "strings"
tools: [N=_]: {_t: strings.ToUpper(N)}
tools: ab: X={state: "active", niche: X._t}
`),
	c21("self: term is the name plus a literal", "a.cue", `tools: [N=_]: {_t: N + "!"}
tools: ab: X={state: "active", niche: X._t}
`),
	c21("self: quoted entry name with a dash", "a.cue", `tools: [N=_]: {_name: N}
tools: "a-b": X={state: "active", niche: X._name}
`),
	c21("self: quoted entry name with a dot", "a.cue", `tools: [N=_]: {_name: N}
tools: "web.run": X={state: "active", niche: "\(X._name) runs."}
`),
	c21("self: entry name written with a unicode escape", "a.cue", `tools: [N=_]: {_name: N}
tools: "\u0061b": X={state: "active", niche: X._name}
`),
	c21("self: label pattern not-equal, entry excluded", "a.cue", `tools: [N= !="a"]: {_name: N}
tools: {a: X={state: "active", niche: X._name}, b: X={state: "active", niche: X._name}}
`),
	c21("self: label pattern not-equal, entry matched", "a.cue", `tools: [N= !="a"]: {_name: N}
tools: b: X={state: "active", niche: X._name}
`),
	c21("self: label pattern less-than", "a.cue", `tools: [N= <"m"]: {_name: N}
tools: {a: X={state: "active", niche: X._name}, z: X={state: "active", niche: X._name}}
`),
	c21("self: label pattern disjunction of names", "a.cue", `tools: [N= "a" | "b"]: {_name: N}
tools: {a: X={state: "active", niche: X._name}, b: X={state: "active", niche: X._name}}
`),
	c21("self: label pattern disjunction, one entry outside", "a.cue", `tools: [N= "a" | "b"]: {_name: N}
tools: {a: X={state: "active", niche: X._name}, c: X={state: "active", niche: X._name}}
`),
	c21("self: label pattern conjunction of regexps", "a.cue", `tools: [N= =~"^a" & =~"b$"]: {_name: N}
tools: {ab: X={state: "active", niche: X._name}, axb: X={state: "active", niche: X._name}}
`),
	c21("self: label pattern conjunction, one outside", "a.cue", `tools: [N= =~"^a" & =~"b$"]: {_name: N}
tools: {ab: X={state: "active", niche: X._name}, ac: X={state: "active", niche: X._name}}
`),
	c21("self: regexp with a case flag", "a.cue", `tools: [N= =~"(?i)^A"]: {_name: N}
tools: a: X={state: "active", niche: X._name}
`),
	c21("self: raw regexp with an escaped dot", "a.cue", `tools: [N= =~#"^web\."#]: {_name: N}
tools: {"web.run": X={state: "active", niche: X._name}, webxrun: X={state: "active", niche: X._name}}
`),
	c21("self: label pattern #Name", "a.cue", `tools: [N=#Name]: {_name: N}
tools: a: X={state: "active", niche: X._name}
`),
	c21("self: label pattern #Name narrowed by the policy", "a.cue", `#Name: =~"^[a-m]"
tools: [N=#Name]: {_name: N}
tools: {a: X={state: "active", niche: X._name}, z: X={state: "active", niche: X._name}}
`),
	c21("self: label pattern a user definition", "a.cue", `#GH: =~"^gh_"
tools: [N=#GH]: {_name: N}
tools: {gh_a: X={state: "active", niche: X._name}, b: X={state: "active", niche: X._name}}
`),
	c21("self: label pattern a hidden field", "a.cue", `_re: =~"^gh_"
tools: [N=_re]: {_name: N}
tools: gh_a: X={state: "active", niche: X._name}
`),
	c21("self: label pattern string & a regexp", "a.cue", `tools: [N=string & =~"^g"]: {_name: N}
tools: {g: X={state: "active", niche: X._name}, h: X={state: "active", niche: X._name}}
`),
	c21("self: field alias rather than a value alias", "a.cue", `tools: [N=_]: {_name: N}
tools: {X=a: {state: "active", niche: X._name}}
`),
	c21("self: alias on a conjunction with a struct after", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active"} & {niche: X._name}
`),
	c21("self: alias on a parenthesized conjunction", "a.cue", `#D: #Tool & {state: "active"}
tools: [N=_]: {_name: N}
tools: a: X=(#D & {niche: X._name})
`),
	c21("self: alias on a disjunction", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X=({state: "active", niche: X._name} | {state: "deferred", card: X._name})
`),
	c21("self: reference in a nested struct", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", parameters: {type: "object", properties: p: {description: "for \(X._name)"}}}
`),
	c21("self: reference as a dynamic label", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", annotations: {(X._name): true}}
`),
	c21("self: reference in a list", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", groups: [X._name, "g"]}
`),
	c21("self: reference as group, name fits #Name", "a.cue", `tools: [N=_]: {_name: N}
tools: "a.b": X={state: "active", group: X._name}
`),
	c21("self: inner alias shadows X", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", parameters: X={type: "object", _name: "inner", description: X._name}, niche: X._name}
`),
	c21("self: X whole copied into another field", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "deferred", card: X._name, niche: X.card}
`),
	c21("self: X.niche and X._name together", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "deferred", niche: "N.", card: "\(X._name): \(X.niche)"}
`),
	c21("self: X._name on an entry with no pattern field", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", niche: X._other}
`),
	c21("self: entry copied into another entry", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", niche: X._name}
tools: b: tools.a
`),
	c21("self: entry's field read elsewhere", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", niche: "\(X._name)."}
tools: b: {state: "active", niche: tools.a.niche}
`),
	c21("self: hidden field read from another entry", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", niche: "\(X._name)."}
tools: b: {state: "active", niche: tools.a._name}
`),
	c21("self: hidden field set in a comprehension elsewhere", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", niche: X._name}
for k in ["a"] {tools: (k): _name: "other"}
`),
	c21("self: hidden field set in an embedding of the entry", "a.cue", `_e: {_name: "emb"}
tools: [N=_]: {_name: N}
tools: a: X={_e, state: "active", niche: X._name}
`),
	c21("self: hidden field at the top level too", "a.cue", `_name: "top"
tools: [N=_]: {_name: N}
tools: a: X={state: "active", niche: X._name}
`),
	c21("self: hidden field in another section's pattern", "a.cue", `tools: [N=_]: {_name: N}
retired: [N=_]: {_name: N}
retired: r: {}
tools: a: X={state: "active", niche: X._name}
`),
	c21("self: hidden field declared only in a file left out by @if", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", niche: X._name}
`, "b.cue", "@if(never)\npackage toolpolicy\ntools: a: _name: \"x\"\n"),
	c21("self: pattern in another file", "a.cue", `tools: a: X={state: "active", niche: X._name}
`, "b.cue", `tools: [N=_]: {_name: N}
`),
	c21("self: pattern inside a section struct with entries", "a.cue", `tools: {[N=_]: {_name: N}, a: X={state: "active", niche: X._name}}
`),
	c21("self: pattern with a hidden field and a regular one", "a.cue", `tools: [N=_]: {_name: N, niche: *"D." | string}
tools: a: X={state: "deferred", card: X._name}
`),
	c21("self: pattern also constrains the referenced field", "a.cue", `tools: [N=_]: {_name: N, card?: =~"^a"}
tools: {a: X={state: "deferred", card: X._name}, b: X={state: "deferred", card: X._name}}
`),
	c21("self: optional entry", "a.cue", `tools: [N=_]: {_name: N}
tools: a?: X={state: "active", niche: X._name}
tools: z: {state: "active"}
`),
	c21("self: required entry", "a.cue", `tools: [N=_]: {_name: N}
tools: a!: X={state: "active", niche: X._name}
`),
	c21("self: entries made by a comprehension", "a.cue", `tools: [N=_]: {_name: N}
for k in ["a", "b"] {tools: (k): X={state: "active", niche: X._name}}
`),
	c21("self: dynamic entry label", "a.cue", `tools: [N=_]: {_name: N}
tools: ("a"): X={state: "active", niche: X._name}
`),
	c21("self: in aliases, note from the name", "a.cue", ex22+`aliases: [N=_]: {_n: N}
aliases: old: X={replacement: "z", first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: true, note: "\(X._n) is gone."}
`),
	c21("self: in retired, reason from the name", "a.cue", ex22+`retired: [N=_]: {_n: N}
retired: old: X={reason: "\(X._n) retired"}
`),
	c21("self: in gates", "a.cue", ex22+mc21+`gates: [N=_]: {_n: N}
gates: z: X={visible_for: "c", _x: X._n}
`),
	c21("self: in groups, card from the name", "a.cue", ex22+`groups: [N=_]: {_n: N}
groups: gx: X={card: "Group \(X._n)."}
`),
	c21("self: entry declared twice, second sets niche", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", niche: X._name}
tools: a: niche: "a"
`),
	c21("self: entry declared twice, second conflicts", "a.cue", `tools: [N=_]: {_name: N}
tools: a: X={state: "active", niche: X._name}
tools: a: niche: "b"
`),
	c21("self: two entries, one with the same alias name", "a.cue", `tools: [N=_]: {_name: N}
tools: {a: X={state: "active", niche: X._name}, b: X={state: "active", niche: tools.a._name}}
`),
	c21("self: section read by a for, order shown", "a.cue", `tools: [N=_]: {_name: N}
tools: {b: X={state: "active", niche: X._name}, a: X={state: "active", niche: X._name}}
providers: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools {t.niche}]}
`),
	c21("self: json.Marshal of the entry", "a.cue", `import "encoding/json"
tools: [N=_]: {_name: N}
tools: a: X={state: "active", niche: X._name}
tools: b: {state: "active", description: json.Marshal(tools.a)}
`),
	c21("self: hidden name with a digit and underscore", "a.cue", `tools: [N=_]: {_n_1: N}
tools: a: X={state: "active", niche: X._n_1}
`),
	c21("self: hidden definition name is not a hidden field", "a.cue", `tools: [N=_]: {_#n: N}
tools: a: X={state: "active", niche: X._#n}
`),
	c21("self: pattern with an attribute on the field", "a.cue", `tools: [N=_]: {_name: N @x()}
tools: a: X={state: "active", niche: X._name}
`),
	c21("self: pattern value a definition reference", "a.cue", `#P: {_name: string, ...}
tools: [N=_]: #P & {_name: N}
tools: a: X={state: "active", niche: X._name}
`),
	c21("self: 650 entries with the name in the card", "a.cue", `tools: [N=_]: {_name: N}
#D: #Tool & {state: *"deferred" | #State}
`, "b.cue", func() string {
		var b strings.Builder
		for i := range 650 {
			fmt.Fprintf(&b, "tools: t%d: X=#D & {card: \"\\(X._name) loads.\"}\n", i)
		}
		return b.String()
	}()),
	c21("self: 650 entries, one name outside the pattern", "a.cue", `tools: [N= =~"^t"]: {_name: N}
`, "b.cue", func() string {
		var b strings.Builder
		for i := range 650 {
			n := fmt.Sprintf("t%d", i)
			if i == 321 {
				n = "u321"
			}
			fmt.Fprintf(&b, "tools: %s: X={state: \"deferred\", card: \"\\(X._name) loads.\"}\n", n)
		}
		return b.String()
	}()),

	// --- 2. an entry's own default overruled (fast.go resolveDefaults) ---
	c21("dflt: pattern template makes it mcp", "a.cue", `#MCPTool: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #MCPTool
tools: {gh_a: {state: "active", source: *"builtin" | "mcp"}, b: {state: "active", source: *"builtin" | "mcp"}}
`),
	c21("dflt: default meets a default the other way", "a.cue", `#MCPTool: #Tool & {source: *"mcp" | "builtin"}
tools: [=~"^gh_"]: #MCPTool
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
`),
	c21("dflt: entry default mcp against the schema's builtin", "a.cue", `tools: a: {state: "active", source: *"mcp" | "builtin"}
`),
	c21("dflt: default fails, two left", "a.cue", `tools: a: {state: *"paused" | "active" | "deferred", card: "c"}
`),
	c21("dflt: default fails, two left, pattern picks one", "a.cue", `tools: [=~"^a"]: {state: "active" | "deprecated"}
tools: a: {state: *"deferred" | "active" | "removed", card: "c"}
`),
	c21("dflt: default fails, none left", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *"builtin" | "local"}
`),
	c21("dflt: two defaults marked", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *"builtin" | *"mcp"}
`),
	c21("dflt: two defaults marked, none overruled", "a.cue", `tools: a: {state: "active", source: *"builtin" | *"mcp"}
`),
	c21("dflt: default and string", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *"builtin" | string}
`),
	c21("dflt: parenthesized disjunction", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: (*"builtin" | "mcp")}
`),
	c21("dflt: nested disjunction as the default", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *("builtin" | "x") | "mcp"}
`),
	c21("dflt: default is a definition reference", "a.cue", `#Builtin: "builtin"
#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *#Builtin | "mcp"}
`),
	c21("dflt: default bound", "a.cue", `tools: [=~"^a"]: {card: =~"^L"}
tools: a: {state: "deferred", card: *"x" | =~"^Lo" | "Load"}
`),
	c21("dflt: template default against the entry's", "a.cue", `#M: #Tool & {state: *"deferred" | "active"}
tools: a: #M & {state: *"deprecated" | "active", niche: "n"}
`),
	c21("dflt: template default agrees with the entry's", "a.cue", `#M: #Tool & {state: *"deferred" | "active"}
tools: a: #M & {state: *"deferred" | "active", card: "c"}
`),
	c21("dflt: template default disagrees, both valid", "a.cue", `#M: #Tool & {state: *"deferred" | "active"}
tools: a: #M & {state: *"active" | "deferred", card: "c"}
`),
	c21("dflt: constraint from an embedded definition", "a.cue", `#M: #Tool & {source: "mcp"}
tools: a: {#M, state: "active", source: *"builtin" | "mcp"}
`),
	c21("dflt: optional field constraint in the pattern", "a.cue", `tools: [=~"^gh_"]: {source?: "mcp"}
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
`),
	c21("dflt: entry completed in another file", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
`, "b.cue", `tools: gh_a: source: "builtin"
`),
	c21("dflt: entry completed in another file with the same value", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
`, "b.cue", `tools: gh_a: source: "mcp"
`),
	c21("dflt: entry declared twice, both with defaults", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
tools: gh_a: {source: *"mcp" | "builtin"}
`),
	c21("dflt: field twice in the entry", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *"builtin" | "mcp", source: *"builtin" | "mcp"}
`),
	c21("dflt: field read from another entry", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
tools: b: {state: "active", niche: tools.gh_a.source}
`),
	c21("dflt: field read in a guard", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
if tools.gh_a.source == "mcp" {retired: x: {}}
`),
	c21("dflt: section read by a for", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: {gh_a: {state: "active", source: *"builtin" | "mcp"}, b: {state: "active", source: *"builtin" | "mcp"}}
retired: {for n, t in tools if t.source == "mcp" {"old_\(n)": {}}}
`),
	c21("dflt: section read by len", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: {gh_a: {state: "active", source: *"builtin" | "mcp"}, b: {state: "active"}}
providers: p: {budget: {target: len(tools), max: 9}}
`),
	c21("dflt: json.Marshal of the entry", "a.cue", `import "encoding/json"
#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
tools: b: {state: "active", description: json.Marshal(tools.gh_a)}
`),
	c21("dflt: label-naming pattern beside it", "a.cue", `#M: #Tool & {source: "mcp"}
tools: [N= =~"^gh_"]: #M & {niche: "GitHub \(N)."}
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
`),
	c21("dflt: two patterns, both constrain", "a.cue", `tools: [=~"^gh_"]: {source: "mcp"}
tools: [=~"_x$"]: {source: "builtin"}
tools: gh_x: {state: "active", source: *"builtin" | "mcp"}
`),
	c21("dflt: two patterns, same constraint", "a.cue", `tools: [=~"^gh_"]: {source: "mcp"}
tools: [=~"_x$"]: {source: "mcp"}
tools: {gh_x: {state: "active", source: *"builtin" | "mcp"}, gh_y: {state: "active", source: *"builtin" | "mcp"}}
`),
	c21("dflt: pattern constraint a disjunction itself", "a.cue", `tools: [=~"^a"]: {state: "active" | "deferred"}
tools: a: {state: *"deprecated" | "active" | "deferred", card: "c"}
`),
	c21("dflt: pattern constraint a disjunction with its own default", "a.cue", `tools: [=~"^a"]: {state: *"deferred" | "active"}
tools: a: {state: *"deprecated" | "active" | "deferred", card: "c"}
`),
	c21("dflt: bool default in an alias overruled", "a.cue", ex22+`aliases: [=~"^old"]: {replay_supported: false}
aliases: old_a: {replacement: "z", first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: *true | false}
`),
	c21("dflt: bool default in an alias kept", "a.cue", ex22+`aliases: old_a: {replacement: "z", first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: *true | false}
`),
	c21("dflt: bool default in an alias, pattern bool", "a.cue", ex22+`aliases: [=~"^old"]: {replay_supported: bool}
aliases: old_a: {replacement: "z", first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: *true | false}
`),
	c21("dflt: version default overruled by a pattern", "a.cue", ex22+`aliases: [string]: {planned_removal: "TBD"}
aliases: old_a: {replacement: "z", first_deprecated: "0.1.0", planned_removal: *"0.2.0" | "TBD", replay_supported: true}
`),
	c21("dflt: groups default_on overruled", "a.cue", ex22+`groups: [=~"^x"]: {default_on: false}
groups: {xa: {default_on: *true | false}, ya: {default_on: *true | false}}
`),
	c21("dflt: number default in providers overruled", "a.cue", ex22+`providers: [=~"^p"]: {budget: {target: 3, max: 9}}
providers: pa: {budget: {target: *5 | 3 | 4, max: 9}}
`),
	c21("dflt: number default against max", "a.cue", ex22+`providers: pa: {budget: {target: *10 | 2, max: 5}}
`),
	c21("dflt: number default int against float", "a.cue", ex22+`providers: [=~"^p"]: {budget: {target: 3.0, max: 9}}
providers: pa: {budget: {target: *5 | 3, max: 9}}
`),
	c21("dflt: annotation decl type overruled", "a.cue", ex22+`annotations: [=~"^s_"]: {type: "string"}
annotations: {s_a: {type: *"bool" | "string"}, b: {type: *"bool" | "string"}}
`),
	c21("dflt: mode mcp overruled", "a.cue", ex22+`modes: [=~"^fast"]: {mcp: "active"}
modes: fast1: {mcp: *"deferred" | "active"}
`),
	c21("dflt: struct default overruled", "a.cue", `tools: [=~"^a"]: {annotations: {readOnlyHint: false}}
tools: a: {state: "active", annotations: *{readOnlyHint: true} | {readOnlyHint: false}}
`),
	c21("dflt: list default overruled", "a.cue", `tools: [=~"^a"]: {groups: ["y"]}
tools: a: {state: "active", groups: *["x"] | ["y"]}
`),
	c21("dflt: default null", "a.cue", `tools: [=~"^a"]: {niche: string}
tools: a: {state: "active", niche: *null | "n"}
`),
	c21("dflt: default from a hidden field", "a.cue", `_d: "builtin"
#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *_d | "mcp"}
`),
	c21("dflt: constraint from a hidden field set elsewhere", "a.cue", `_src: string
tools: [=~"^gh_"]: {source: _src}
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
`, "b.cue", `_src: "mcp"
`),
	c21("dflt: pattern constraint via a let", "a.cue", `let M = {source: "mcp"}
tools: [=~"^gh_"]: M
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
`),
	c21("dflt: tied patterns", "a.cue", `tools: [=~"^gh_"]: {source: "mcp"}
tools: [=~"^gh_"]: {niche: "GH."}
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
`),
	c21("dflt: template default whose default fails the entry", "a.cue", `#M: #Tool & {state: *"deferred" | "active"}
tools: a: #M & {state: "active" | "deprecated"}
`),
	c21("dflt: entry default fails and template has two values", "a.cue", `#M: #Tool & {state: "deferred" | "active"}
tools: a: #M & {state: *"deprecated" | "active" | "deferred", card: "c"}
`),
	c21("dflt: default in a nested struct", "a.cue", `tools: [=~"^a"]: {card_list: {header: "H"}}
tools: a: {state: "active", card_list: {header: *"X" | "H"}}
`),
	c21("dflt: default in a variant list element", "a.cue", `tools: a: {state: "active", variants: [{model_class: "c", kind: *"grammar" | "function"}]}
`),
	c21("dflt: field also in an if", "a.cue", `_on: true
#M: #Tool & {source: "mcp"}
tools: [=~"^gh_"]: #M
tools: gh_a: {state: "active", source: *"builtin" | "mcp", if _on {niche: "on"}}
`),
	c21("dflt: 650 entries, half overruled", "a.cue", `#MCPTool: #Tool & {source: "mcp", state: *"deferred" | #State}
tools: [=~"^gh_"]: #MCPTool
`, "b.cue", func() string {
		var b strings.Builder
		for i := range 650 {
			if i%2 == 0 {
				fmt.Fprintf(&b, "tools: gh_%d: {source: *\"builtin\" | \"mcp\", card: \"GH %d.\"}\n", i, i)
			} else {
				fmt.Fprintf(&b, "tools: t_%d: {source: *\"builtin\" | \"mcp\", state: \"active\"}\n", i)
			}
		}
		return b.String()
	}()),
	c21("dflt: 650 entries, one ambiguous", "a.cue", `tools: [=~"^gh_"]: {source: "mcp" | "builtin", state: "active"}
`, "b.cue", func() string {
		var b strings.Builder
		for i := range 650 {
			if i == 400 {
				fmt.Fprintf(&b, "tools: gh_%d: {source: *\"local\" | \"mcp\" | \"builtin\"}\n", i)
			} else {
				fmt.Fprintf(&b, "tools: gh_%d: {source: *\"local\" | \"mcp\"}\n", i)
			}
		}
		return b.String()
	}()),
	c21("dflt: 650 entries, one conflicting with two defaults", "a.cue", `#M: #Tool & {state: *"deferred" | "active", card: *"Load." | string}
`, "b.cue", func() string {
		var b strings.Builder
		for i := range 650 {
			if i == 99 {
				fmt.Fprintf(&b, "tools: t%d: #M & {state: *\"active\" | \"deferred\"}\n", i)
			} else {
				fmt.Fprintf(&b, "tools: t%d: #M & {state: *\"removed\" | \"deferred\"}\n", i)
			}
		}
		return b.String()
	}()),

	// --- 3. entries choosing their template (fast.go choiceTemplate) ---
	c21("choice: default fits", "a.cue", `#OnDemand: #Tool & {state: *"deferred" | #State}
#Active: #Tool & {state: "active"}
tools: a: (*#OnDemand | #Active) & {niche: "n", card: "c"}
`),
	c21("choice: default eliminated by closedness", "a.cue", `#A: {state: "active", niche?: string}
#B: #Tool & {state: "deferred"}
tools: a: (*#A | #B) & {card: "c"}
`),
	c21("choice: default eliminated by closedness, other has data", "a.cue", `#A: {state: "active", niche?: string}
#B: #Tool & {state: "deferred", niche: *"B." | string}
tools: {a: (*#A | #B) & {card: "c"}, b: (*#A | #B) & {niche: "x"}}
`),
	c21("choice: required field in the default", "a.cue", `#A: #Tool & {state: "deferred", card!: string}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {niche: "n"}
`),
	c21("choice: required field in the other", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active", niche!: string}
tools: a: (*#A | #B) & {state: "active"}
`),
	c21("choice: required field in the other, given", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active", niche!: string}
tools: a: (*#A | #B) & {state: "active", niche: "n"}
`),
	c21("choice: optional field constraint fails the default", "a.cue", `#A: #Tool & {state: "deferred", card?: =~"^L"}
#B: #Tool & {state: "deferred"}
tools: a: (*#A | #B) & {card: "x"}
`),
	c21("choice: both fail", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {state: "removed"}
`),
	c21("choice: default last", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: (#B | *#A) & {card: "c"}
`),
	c21("choice: two defaults", "a.cue", `#A: #Tool & {state: "deferred", card: "A"}
#B: #Tool & {state: "active"}
tools: a: (*#A | *#B) & {niche: "n"}
`),
	c21("choice: two defaults, both fit same value", "a.cue", `#A: #Tool & {state: "active"}
#B: #Tool & {state: "active"}
tools: a: (*#A | *#B) & {niche: "n"}
`),
	c21("choice: three, default fails, two remain differing", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
#C: #Tool & {state: "active", niche: *"C." | string}
tools: a: (*#A | #B | #C) & {state: "active"}
`),
	c21("choice: three, default fails, two remain equal", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
#C: #Tool & {state: "active"}
tools: a: (*#A | #B | #C) & {state: "active"}
`),
	c21("choice: three, default in the middle", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
#C: #Tool & {state: "deprecated"}
tools: {a: (#B | *#A | #C) & {card: "c"}, b: (#B | *#A | #C) & {state: "deprecated"}}
`),
	c21("choice: nested parentheses", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: ((*#A | #B)) & {card: "c"}
`),
	c21("choice: nested disjunction inside", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
#C: #Tool & {state: "deprecated"}
tools: a: (*#A | (#B | #C)) & {state: "deprecated"}
`),
	c21("choice: literal after the choice reversed", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: {card: "c"} & (*#A | #B)
`),
	c21("choice: no parentheses, precedence", "a.cue", `#A: #Tool & {state: "deferred", card: "A"}
#B: #Tool & {state: "active"}
tools: a: *#A | #B & {niche: "n"}
`),
	c21("choice: no parentheses, precedence, default fails", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: *#A | #B & {niche: "n"}
tools: a: card: 1
`),
	c21("choice: with a mixin after", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
#M: {source: "mcp", ...}
tools: a: (*#A | #B) & #M & {card: "c"}
`),
	c21("choice: mixin conflicts with the default", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
#M: {state: "active", ...}
tools: a: (*#A | #B) & #M & {niche: "n"}
`),
	c21("choice: mixin closed, conflicts with a field", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
#M: {source: "mcp"}
tools: a: (*#A | #B) & #M & {card: "c"}
`),
	c21("choice: two choices in one entry", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
#C: {source: "mcp", ...}
#D: {source: "builtin", ...}
tools: a: (*#A | #B) & (*#C | #D) & {card: "c"}
`),
	c21("choice: two choices, second default fails", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
#C: {source: "mcp", ...}
#D: {source: "builtin", ...}
tools: a: (*#A | #B) & (*#C | #D) & {card: "c", source: "builtin"}
`),
	c21("choice: a definition that is a disjunction", "a.cue", `#A: #Tool & {state: "deferred"} | #Tool & {state: "hidden-compatibility"}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {card: "c"}
`),
	c21("choice: a definition that is a disjunction with a default", "a.cue", `#A: *(#Tool & {state: "deferred"}) | #Tool & {state: "hidden-compatibility"}
#B: #Tool & {state: "active"}
tools: {a: (*#A | #B) & {card: "c"}, b: (*#A | #B) & {state: "hidden-compatibility"}}
`),
	c21("choice: default definition declared twice", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {niche: "n"}
`, "b.cue", `#A: {card!: string}
`),
	c21("choice: default definition declared twice, fails", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {niche: "n"}
`, "b.cue", `#A: {niche: "m"}
`),
	c21("choice: star on a literal struct", "a.cue", `#B: #Tool & {state: "active"}
tools: a: (*{state: "deferred", card: "c"} | #B) & {niche: "n"}
`),
	c21("choice: star on a string", "a.cue", `#B: #Tool & {state: "active"}
tools: a: (*"x" | #B) & {niche: "n"}
`),
	c21("choice: schema definitions chosen", "a.cue", `tools: a: (*#Tool | #Alias) & {state: "active"}
`),
	c21("choice: default the schema's #Tool with a required", "a.cue", `#Lazy: #Tool & {state: "deferred", card!: string}
tools: {a: (*#Lazy | #Tool) & {state: "active"}, b: (*#Lazy | #Tool) & {card: "c"}}
`),
	c21("choice: pattern makes the default fail", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: [=~"^gh_"]: {state: "active"}
tools: {gh_a: (*#A | #B) & {niche: "n"}, b: (*#A | #B) & {card: "c"}}
`),
	c21("choice: pattern with a choice of its own, defaults crossed", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: [string]: *#B | #A
tools: a: (*#A | #B) & {niche: "x", card: "c"}
`),
	c21("choice: pattern with the same choice", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: [string]: *#A | #B
tools: a: (*#A | #B) & {niche: "x", card: "c"}
`),
	c21("choice: pattern default definition", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: [string]: *#B | _
tools: a: (*#A | #B) & {niche: "x", card: "c"}
`),
	c21("choice: completed in another file, default fails", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {niche: "n"}
`, "b.cue", `tools: a: state: "active"
`),
	c21("choice: completed in another file with a conflicting field", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {niche: "n"}
`, "b.cue", `tools: a: bogus: 1
`),
	c21("choice: entry declared twice with choices", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {niche: "n"}
tools: a: (*#B | #A) & {card: "c"}
`),
	c21("choice: defaults of a field differ by branch", "a.cue", `#A: #Tool & {state: "deferred", card: *"A." | string}
#B: #Tool & {state: "active", card: *"B." | string}
tools: {a: (*#A | #B) & {niche: "n"}, b: (*#A | #B) & {state: "active"}}
`),
	c21("choice: source default per branch", "a.cue", `#A: #Tool & {state: "active", source: "mcp"}
#B: #Tool & {state: "active"}
tools: {a: (*#A | #B) & {niche: "n"}, b: (*#A | #B) & {source: "builtin"}}
`),
	c21("choice: default branch has a default the entry overrules", "a.cue", `#A: #Tool & {state: *"deferred" | "active", card: *"Load." | string}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {state: "active"}
`),
	c21("choice: parameters order differs by branch", "a.cue", `#A: #Tool & {state: "active", parameters: {type: "object", properties: {b: {type: "string"}, a: {type: "string"}}}}
#B: #Tool & {state: "deferred", parameters: {properties: {a: {type: "string"}, b: {type: "string"}}, type: "object"}}
tools: {x: (*#A | #B) & {niche: "n"}, y: (*#A | #B) & {card: "c", state: "deferred"}}
`),
	c21("choice: entry referenced elsewhere", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: {a: (*#A | #B) & {card: "c"}, b: {state: tools.a.state}}
`),
	c21("choice: entry referenced elsewhere, default fails", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: {a: (*#A | #B) & {niche: "n", state: "active"}, b: {state: "deferred", card: tools.a.state}}
`),
	c21("choice: section read by a for", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: {a: (*#A | #B) & {card: "c"}, b: (*#A | #B) & {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, first_turn: [for n, t in tools if t.state == "active" {n}]}
`),
	c21("choice: section read by len", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: {a: (*#A | #B) & {card: "c"}, b: (*#A | #B) & {state: "active"}}
providers: p: {budget: {target: len(tools), max: 9}}
`),
	c21("choice: json.Marshal of the entry", "a.cue", `import "encoding/json"
#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: {a: (*#A | #B) & {card: "c"}, b: (*#A | #B) & {state: "active", description: json.Marshal(tools.a)}}
`),
	c21("choice: hidden field in a branch", "a.cue", `#A: #Tool & {state: "deferred", _k: "A"}
#B: #Tool & {state: "active", _k: "B"}
tools: {a: (*#A | #B) & {card: "c"}, b: (*#A | #B) & {state: "active"}}
retired: {for n, t in tools {"r_\(n)": {reason: t._k}}}
`),
	c21("choice: with an if in the entry", "a.cue", `_on: true
#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {if _on {state: "active"}}
`),
	c21("choice: value alias", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: X=(*#A | #B) & {card: "\(X.state)"}
`),
	c21("choice: in aliases", "a.cue", ex22+`#Keep: #Alias & {replay_supported: true, planned_removal: "TBD"}
#Drop: #Alias & {replay_supported: false}
aliases: {o1: (*#Keep | #Drop) & {replacement: "z", first_deprecated: "0.1.0"}, o2: (*#Keep | #Drop) & {replacement: "z", first_deprecated: "0.1.0", replay_supported: false, planned_removal: "0.2.0"}}
`),
	c21("choice: in aliases, default fails on a bool", "a.cue", ex22+`#Keep: #Alias & {replay_supported: true}
#Drop: #Alias & {replay_supported: false, planned_removal: *"TBD" | #Version}
aliases: o1: (*#Keep | #Drop) & {replacement: "z", first_deprecated: "0.1.0", replay_supported: false}
`),
	c21("choice: in gates", "a.cue", ex22+mc21+`#V: #Gate & {visible_for: "c"}
#H: #Gate & {hidden_for: "c"}
gates: {z: (*#V | #H) & {}, y: (*#V | #H) & {hidden_for: "c"}}
`),
	c21("choice: in retired", "a.cue", ex22+`#R1: #Retired & {since: "0.1.0"}
#R2: #Retired & {reason: *"gone" | string}
retired: {a: (*#R1 | #R2) & {}, b: (*#R1 | #R2) & {since: "0.2.0"}}
`),
	c21("choice: in groups, bool", "a.cue", ex22+`#On: #Group & {default_on: true}
#Off: #Group & {default_on: false}
groups: {g1: (*#On | #Off) & {}, g2: (*#On | #Off) & {default_on: false}}
`),
	c21("choice: in modes", "a.cue", ex22+`#Act: #Mode & {mcp: "active"}
#Def: #Mode & {mcp: "deferred"}
modes: {m1: (*#Act | #Def) & {}, m2: (*#Act | #Def) & {mcp: "deferred"}}
`),
	c21("choice: in providers, numbers", "a.cue", ex22+`#Small: #Provider & {budget: {target: 1, max: 2}}
#Big: #Provider & {budget: {target: 10, max: 20}}
providers: {p1: (*#Small | #Big) & {}, p2: (*#Small | #Big) & {budget: max: 20}}
`),
	c21("choice: in a pattern value", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: [string]: (*#A | #B) & {niche: *"N." | string}
tools: {a: {card: "c"}, b: {state: "active"}}
`),
	c21("choice: a let naming the choice", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
let C = *#A | #B
tools: {a: C & {card: "c"}, b: C & {state: "active"}}
`),
	c21("choice: a let naming the default", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
let L = #A
tools: {a: (*L | #B) & {card: "c"}, b: (*L | #B) & {state: "active"}}
`),
	c21("choice: hidden definition", "a.cue", `_#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: {a: (*_#A | #B) & {card: "c"}, b: (*_#A | #B) & {state: "active"}}
`),
	c21("choice: definition of a definition", "a.cue", `#A: #Tool & {state: "deferred"}
#AA: #A
#B: #Tool & {state: "active"}
tools: {a: (*#AA | #B) & {card: "c"}, b: (*#AA | #B) & {state: "active"}}
`),
	c21("choice: branch with a comprehension", "a.cue", `#A: #Tool & {state: "deferred", if card == _|_ {card: "auto"}}
#B: #Tool & {state: "active"}
tools: {a: (*#A | #B) & {niche: "n"}, b: (*#A | #B) & {card: "c"}}
`),
	c21("choice: default fails by a nested closed struct", "a.cue", `#A: #Tool & {state: "active", card_list: {header: "H"}}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {card_list: {header: "H", extra: 1}}
`),
	c21("choice: default fails by a list element", "a.cue", `#A: #Tool & {state: "active", groups: [...=~"^a"]}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {groups: ["b"]}
`),
	c21("choice: default incomplete, not failed", "a.cue", `#A: #Tool & {state: "deferred", card: string}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {niche: "n"}
`),
	c21("choice: default fails on the schema's name pattern", "a.cue", `#A: #Tool & {state: "active", group: "bad name"}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {niche: "n"}
`),
	c21("choice: 650 entries, every fifth fails the default", "a.cue", `#OnDemand: #Tool & {state: "deferred", card: *"Load." | string}
#Active: #Tool & {state: "active"}
`, "b.cue", func() string {
		var b strings.Builder
		for i := range 650 {
			if i%5 == 0 {
				fmt.Fprintf(&b, "tools: t%d: (*#OnDemand | #Active) & {state: \"active\", niche: \"T%d.\"}\n", i, i)
			} else {
				fmt.Fprintf(&b, "tools: t%d: (*#OnDemand | #Active) & {niche: \"T%d.\"}\n", i, i)
			}
		}
		return b.String()
	}()),
	c21("choice: 650 entries, one fails the default by closedness", "a.cue", `#OnDemand: {state: "deferred", card: *"Load." | string, niche?: string}
#Active: #Tool & {state: "active" | "deferred"}
`, "b.cue", func() string {
		var b strings.Builder
		for i := range 650 {
			if i == 17 {
				fmt.Fprintf(&b, "tools: t%d: (*#OnDemand | #Active) & {niche: \"T%d.\", group: \"g\"}\n", i, i)
			} else {
				fmt.Fprintf(&b, "tools: t%d: (*#OnDemand | #Active) & {niche: \"T%d.\"}\n", i, i)
			}
		}
		return b.String()
	}()),
	c21("choice: 650 entries, one ambiguous after the default fails", "a.cue", `#OnDemand: #Tool & {state: "deferred"}
#Active: #Tool & {state: "active"}
#Old: #Tool & {state: "deprecated" | "active", niche: *"Old." | string}
`, "b.cue", func() string {
		var b strings.Builder
		for i := range 650 {
			if i == 600 {
				fmt.Fprintf(&b, "tools: t%d: (*#OnDemand | #Active | #Old) & {state: \"active\"}\n", i)
			} else {
				fmt.Fprintf(&b, "tools: t%d: (*#OnDemand | #Active | #Old) & {card: \"C%d.\"}\n", i, i)
			}
		}
		return b.String()
	}()),
	c21("choice: 650 entries with a mixin, section read by a for", "a.cue", `#OnDemand: #Tool & {state: "deferred", card: *"Load." | string}
#Active: #Tool & {state: "active"}
#M: {source: "mcp", ...}
retired: {for n, t in tools if t.state == "active" && n == "t10" {old: {reason: t.source}}}
`, "b.cue", func() string {
		var b strings.Builder
		for i := range 650 {
			if i%10 == 0 {
				fmt.Fprintf(&b, "tools: t%d: (*#OnDemand | #Active) & #M & {state: \"active\"}\n", i)
			} else {
				fmt.Fprintf(&b, "tools: t%d: (*#OnDemand | #Active) & #M & {niche: \"T%d.\"}\n", i, i)
			}
		}
		return b.String()
	}()),

	// --- 4. decided conditions inside entries (staticif.go) ---
	c21("if: entry field order seen by json.Marshal", "a.cue", `import "encoding/json"
_f: true
tools: a: {if _f {niche: "N."}, state: "active"}
tools: b: {state: "active", description: json.Marshal(tools.a)}
`),
	c21("if: entry field order seen by yaml.Marshal", "a.cue", `import "encoding/yaml"
_f: true
tools: a: {if _f {niche: "N."}, state: "active"}
tools: b: {state: "active", description: yaml.Marshal(tools.a)}
`),
	c21("if: entry field order seen by json.Marshal of the section", "a.cue", `import "encoding/json"
_f: true
tools: a: {if _f {niche: "N."}, state: "active"}
retired: r: {reason: json.Marshal(tools)}
`),
	c21("if: entry field order seen through a let", "a.cue", `import "encoding/json"
_f: true
let T = tools.a
tools: a: {if _f {niche: "N."}, state: "active"}
tools: b: {state: "active", description: json.Marshal(T)}
`),
	c21("if: entry field order seen through a hidden copy", "a.cue", `import "encoding/json"
_f: true
_t: tools
tools: a: {if _f {niche: "N."}, state: "active"}
tools: b: {state: "active", description: json.Marshal(_t.a)}
`),
	c21("if: entry field order seen by index", "a.cue", `import "encoding/json"
_f: true
tools: a: {if _f {niche: "N."}, state: "active"}
tools: b: {state: "active", description: json.Marshal(tools["a"])}
`),
	c21("if: entry field order seen by a for over the entry", "a.cue", `_f: true
tools: a: {if _f {niche: "N."}, state: "active"}
providers: p: {budget: {target: 1, max: 9}, first_turn: [for k, _ in tools.a {k}]}
`),
	c21("if: entry field order seen by a for in a string", "a.cue", `import "strings"
_f: true
tools: a: {if _f {niche: "N."}, state: "active"}
tools: b: {state: "active", niche: strings.Join([for k, _ in tools.a {k}], ",")}
`),
	c21("if: entry field order seen inside a struct", "a.cue", `import "encoding/json"
_f: true
tools: a: {if _f {niche: "N."}, state: "active"}
tools: b: {state: "active", description: json.Marshal({x: tools.a})}
`),
	c21("if: entry field order seen by a section alias", "a.cue", `import "encoding/json"
_f: true
T=tools: a: {if _f {niche: "N."}, state: "active"}
tools: b: {state: "active", description: json.Marshal(T.a)}
`),
	c21("if: parameters order with a decided if", "a.cue", `_f: true
tools: a: {state: "active", parameters: {type: "object", properties: {if _f {z: {type: "string"}}, a: {type: "string"}}}}
`),
	c21("if: parameters order seen by json.Marshal", "a.cue", `import "encoding/json"
_f: true
tools: a: {state: "active", parameters: {if _f {properties: {z: {type: "string"}}}, type: "object"}}
tools: b: {state: "active", description: json.Marshal(tools.a.parameters)}
`),
	c21("if: decided false in an observed entry", "a.cue", `import "encoding/json"
_f: false
tools: a: {if _f {niche: "N."}, if !_f {card: "C."}, state: "deferred"}
tools: b: {state: "active", description: json.Marshal(tools.a)}
`),
	c21("if: decided in aliases seen by json.Marshal", "a.cue", withImportsFirst(ex22, `import "encoding/json"
_f: true
aliases: o: {if _f {note: "n"}, replacement: "z", first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: true}
retired: r: {reason: json.Marshal(aliases.o)}
`)),
	c21("if: decided in a section whose keys are listed", "a.cue", `_f: true
tools: {b: {if _f {niche: "N."}, state: "active"}, a: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}
`),
	c21("if: decided entry itself in a listed section", "a.cue", `_f: true
tools: {if _f {b: {state: "active"}}, a: {state: "active"}}
providers: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}
`),
	c21("if: declaration order catalog", "a.cue", `_f: true
catalog: order: "declaration"
tools: {if _f {b: {state: "active"}}, a: {state: "active", if _f {niche: "N."}}}
`),
	c21("if: flag from another file", "a.cue", `import "encoding/json"
tools: a: {if _f {niche: "N."}, state: "active"}
tools: b: {state: "active", description: json.Marshal(tools.a)}
`, "b.cue", `_f: true
`),
	c21("if: flag a default", "a.cue", `import "encoding/json"
_f: *true | false
tools: a: {if _f {niche: "N."}, state: "active"}
tools: b: {state: "active", description: json.Marshal(tools.a)}
`),
	c21("if: nested if in an observed entry", "a.cue", `import "encoding/json"
_f: true
_g: true
tools: a: {if _f {if _g {niche: "N."}}, state: "active"}
tools: b: {state: "active", description: json.Marshal(tools.a)}
`),
	c21("if: if with a let in an observed entry", "a.cue", `import "encoding/json"
_f: true
tools: a: {if _f let n = "N." {niche: n}, state: "active"}
tools: b: {state: "active", description: json.Marshal(tools.a)}
`),
	c21("if: observed entry with a choice and an if", "a.cue", `import "encoding/json"
_f: true
#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {if _f {card: "C."}, niche: "N."}
tools: b: {state: "active", description: json.Marshal(tools.a)}
`),
	c21("if: observed entry with a self name and an if", "a.cue", `import "encoding/json"
_f: true
tools: [N=_]: {_name: N}
tools: a: X={if _f {niche: "\(X._name)."}, state: "active"}
tools: b: {state: "active", description: json.Marshal(tools.a)}
`),
	c21("if: observed entry with an overruled default and an if", "a.cue", `import "encoding/json"
_f: true
tools: [=~"^gh_"]: {source: "mcp"}
tools: gh_a: {if _f {niche: "N."}, source: *"builtin" | "mcp", state: "active"}
tools: b: {state: "active", description: json.Marshal(tools.gh_a)}
`),

	// --- 5. the rewrites together ---
	c21("mix: self name under a choice", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
tools: [N=_]: {_name: N}
tools: {a: X=(*#A | #B) & {card: "\(X._name) loads."}, b: X=(*#A | #B) & {state: "active", niche: X._name}}
`),
	c21("mix: self name decides the default fails", "a.cue", `#A: #Tool & {state: "deferred", card?: =~"^a"}
#B: #Tool & {state: "deferred"}
tools: [N=_]: {_name: N}
tools: {a: X=(*#A | #B) & {card: X._name}, b: X=(*#A | #B) & {card: X._name}}
`),
	// Was failing: cue export gives tools.b.source "builtin" (the default
	// branch #A fails on state, #B is taken, the entry's own default
	// stands); toolpolicy (forced fast) reads "mcp", the default resolved
	// against the failed default branch's source: "mcp" (resolveDefaults
	// before choiceTemplate's fallback). Minimal: "mix: min overruled
	// default, default branch fails".
	c21("mix: overruled default under a choice", "a.cue", `#A: #Tool & {state: "deferred", source: "mcp"}
#B: #Tool & {state: "active"}
tools: {a: (*#A | #B) & {card: "c", source: *"builtin" | "mcp"}, b: (*#A | #B) & {state: "active", source: *"builtin" | "mcp"}}
`),
	// Was failing: cue export source "builtin", toolpolicy "mcp" (as above).
	c21("mix: min overruled default, default branch fails", "a.cue", `#A: #Tool & {state: "deferred", source: "mcp"}
#B: #Tool & {state: "active"}
tools: b: (*#A | #B) & {state: "active", source: *"builtin" | "mcp"}
`),
	// Was failing: cue export source "builtin", toolpolicy "mcp": #A
	// (closed, no niche) fails by closedness.
	c21("mix: min overruled default, default branch closed", "a.cue", `#A: {state: "active", source: "mcp"}
#B: #Tool & {state: "active"}
tools: b: (*#A | #B) & {niche: "n", source: *"builtin" | "mcp"}
`),
	// Was failing: cue export source "builtin", toolpolicy "mcp": with a
	// mixin in the conjunction.
	c21("mix: min overruled default, default branch fails, mixin", "a.cue", `#A: #Tool & {state: "deferred", source: "mcp"}
#B: #Tool & {state: "active"}
#M: {niche: "n", ...}
tools: b: (*#A | #B) & #M & {state: "active", source: *"builtin" | "mcp"}
`),
	// Was failing: cue export card "B" (the entry's default, #B taken),
	// toolpolicy card "A" (the failed default branch's).
	c21("mix: min overruled card default, default branch fails", "a.cue", `#A: #Tool & {state: "deferred", card: "A"}
#B: #Tool & {state: "active"}
tools: b: (*#A | #B) & {state: "active", card: *"B" | "A"}
`),
	c21("mix: overruled default, required field in the default branch", "a.cue", `#A: #Tool & {state: "deferred", source: "mcp", niche!: string}
#B: #Tool & {state: "deferred"}
tools: b: (*#A | #B) & {card: "c", source: *"builtin" | "mcp"}
`),
	c21("mix: overruled default by the non-default branch", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active", source: "mcp"}
tools: b: (*#A | #B) & {state: "active", source: *"builtin" | "mcp"}
`),
	c21("mix: choice whose default branch overrules the entry's default", "a.cue", `#A: #Tool & {state: *"deferred" | "active"}
#B: #Tool & {state: "active"}
tools: a: (*#A | #B) & {state: *"deprecated" | "active", card: "c"}
`),
	c21("mix: overruled default names the source in the card", "a.cue", `tools: [=~"^gh_"]: {source: "mcp"}
tools: gh_a: X={state: "deferred", source: *"builtin" | "mcp", card: "from \(X.source)"}
`),
	c21("mix: choice with a pattern-given name and mixin", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
#M: {source: "mcp", ...}
tools: [N= =~"^gh_"]: {_name: N}
tools: gh_a: X=(*#A | #B) & #M & {card: "\(X._name)"}
`),
	c21("mix: self name with a decided if", "a.cue", `_f: true
tools: [N=_]: {_name: N}
tools: a: X={state: "active", if _f {niche: "\(X._name)."}}
`),
	c21("mix: choice in a for-made entry", "a.cue", `#A: #Tool & {state: "deferred"}
#B: #Tool & {state: "active"}
for k in ["a", "b"] {tools: (k): (*#A | #B) & {card: k}}
`),
	c21("mix: resolve with a for-made constraint", "a.cue", `for k in ["gh_a"] {tools: (k): source: "mcp"}
tools: gh_a: {state: "active", source: *"builtin" | "mcp"}
`),
	// Was failing: 650 entries, so the default (not forced) path is fast
	// too: cue export gives source "builtin" for every seventh entry
	// (#A fails on state, #B is taken), toolpolicy "mcp", forced fast and
	// by default.
	c21("mix: 650 entries, overruled default under a failing default branch", "a.cue", `#A: #Tool & {state: "deferred", source: "mcp"}
#B: #Tool & {state: "active"}
`, "b.cue", func() string {
		var b strings.Builder
		for i := range 650 {
			if i%7 == 0 {
				fmt.Fprintf(&b, "tools: t%d: (*#A | #B) & {state: \"active\", source: *\"builtin\" | \"mcp\"}\n", i)
			} else {
				fmt.Fprintf(&b, "tools: t%d: (*#A | #B) & {card: \"C%d.\", source: *\"builtin\" | \"mcp\"}\n", i, i)
			}
		}
		return b.String()
	}()),
}

func TestReview22(t *testing.T) { runWithCue(t, lighter(review22Cases)) }
