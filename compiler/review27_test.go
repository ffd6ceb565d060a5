package compiler

// review27 (helper-63): whole policies written the way users of real
// harnesses write them (CodeWhale's lifecycle and modes, github-mcp-server's
// toolsets, feature flags and read-only switch, pawwork's deferred cards,
// provider limits), each combining several CUE features at once:
// definitions layered three deep with defaults, pattern constraints over name
// prefixes with per-entry overrides, comprehensions generating entries from
// hidden tables, `if` on @tag flags, let, embedding, lists of conditions,
// providers and modes referring to tools, strings/list/struct imports,
// required and optional fields, close(), and 3-6 files in varied orders.
// Every scenario is built at a small size and at a big one (past the fast
// path's 200-entry threshold), valid and with a mistake a user plausibly
// makes (two files disagreeing, a generated entry missing a required field,
// a typo under a closed definition, a wrong type from a comprehension), so
// acceptance, error positions and data are checked against the cue command.
//
// Result when written: 558 cases (40 scenarios x sizes 3, 60, 250 x their
// variants), 18 failing, all one bug. cue and toolpolicy agree on every
// acceptance, on every policy's data (defaults, 1e3/1.0/0x10/1_000/big
// ints in counts, model attributes and parameters, multi-line and unicode
// text, entries in 3-6 files) and on the positions of every other error.
//
// The bug: a policy that reads a #Name-keyed section (tools, modes,
// aliases, ...) in a top-level `if` (`if len(tools) > 0 {...}`, `if
// tools.t0.state == "active" {...}`) while a comprehension adds to that
// section gets from CUE, besides "tools: adding field a_x not allowed as
// field set was already referenced" at the comprehension, a second error
// whose path is the schema's own #Name and whose only position is in the
// schema (cue vet: ../schema.cue:17:13). addCUEErrors (compiler.go) drops
// schema positions, finds no declaration for the path "#Name", and, the
// path not being empty, does not place it with its fellows either: the
// problem has no position (cue vet gives one). Smallest reproduction:
//
//	if len(tools) > 0 {catalog: order: "name"}
//	tools: a: {state: "active"}
//	tools: {for k, v in tools {(k + "_x"): {state: "deferred", card: k}}}
//
// Failing: "condition on tools with generated tools" (all but fault=3,
// which reads len(tools) in a hidden field rather than an if) and
// "size dependent" fault=2. Under -race (every 6th case) all pass, no race.
// Fixed: a problem with no position of the user's goes where the first of
// its fellows is, whatever its path.
//
// Not checked: the order of fields in cue export, since agreeWithCue
// compares maps and canonical JSON. Several scenarios (layered definitions
// in parameters, let in a pattern, close(), hidden per-entry flags) are not
// taken by the fast path ("VALID taken 0"), so at 250 entries they check the
// plain evaluation.

import (
	"fmt"
	"strings"
	"testing"
)

const pk27 = "package toolpolicy\n"

// gen27 joins f(0..n-1).
func gen27(n int, f func(i int) string) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(f(i))
	}
	return b.String()
}

// sizes27 are the sizes each scenario is built at (60 as well when
// written: it found nothing 3, with the fast path forced, and 250 did not).
var sizes27 = []int{3, 250}

// scen27 is a scenario: files for a size n and a mistake (0: none).
type scen27 struct {
	name   string
	faults int // how many mistake variants besides the valid one
	files  func(n, fault int) map[string]string
}

func pkf(kv ...string) map[string]string {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		s := kv[i+1]
		if !strings.HasPrefix(s, "package ") && !strings.HasPrefix(s, "@") {
			s = pk27 + s
		}
		m[kv[i]] = s
	}
	return m
}

// on picks a or b: b when fault == k and i == at.
func on(fault, k, i, at int, a, b string) string {
	if fault == k && i == at {
		return b
	}
	return a
}

const rel27 = "release: {version: \"0.8.53\", min_deprecation_releases: 1}\n"
const prov27 = `providers: {
	default: {default: true, budget: {target: 40, max: 128}, limits: {max_tools: 128, name_max_length: 64}}
	arcee: {models: ["arcee*", "*trinity*"], budget: {target: 8, max: 16}, forbidden_strings: ["rm -rf", "../../", "<script>", "DROP TABLE"]}
}
modes: {agent: {}, plan: {cache_group: "main"}, yolo: {mcp: "active", cache_group: "main"}}
`

var scen27s = []scen27{
	// 1. CodeWhale: three layered definitions with defaults, prefix patterns, overrides.
	{"codewhale layered defs", 5, func(n, f int) map[string]string {
		defs := `#Base: #Tool & {source: *"builtin" | "mcp"}
#Lazy: #Base & {state: *"deferred" | #State, card!: string}
#Exec: #Lazy & {annotations: {destructiveHint: *true | bool, readOnlyHint: *false | bool}, niche?: string}
`
		pats := `tools: [=~"^exec_"]: #Exec
tools: [=~"^task_"]: #Lazy
tools: [=~"^(read|list|grep)_"]: #Base & {state: *"active" | #State, annotations: readOnlyHint: true}
`
		if f == 5 {
			// A user puts the active default on the base: the deferred
			// default of #Lazy then meets it, and neither is the default.
			defs = strings.Replace(defs, `source: *"builtin" | "mcp"}`, `source: *"builtin" | "mcp", state: *"active" | #State}`, 1)
		}
		tools := "tools: {\n\tread_file: {niche: \"Read a file.\"}\n\tlist_dir: {}\n\tgrep_files: {state: \"active\"}\n" +
			gen27(n, func(i int) string {
				s := fmt.Sprintf("\texec_%d: {card: \"Run command %d.\"}\n", i, i)
				s = on(f, 1, i, n/2, s, fmt.Sprintf("\texec_%d: {crad: \"Run command %d.\"}\n", i, i))
				s = on(f, 2, i, n-1, s, fmt.Sprintf("\texec_%d: {card: \"Run %d.\", annotations: readOnlyHint: \"no\"}\n", i, i))
				return s
			}) +
			gen27(n, func(i int) string {
				s := fmt.Sprintf("\ttask_%d: {card: \"Task %d.\", state: *\"deferred\" | \"active\"}\n", i, i)
				return on(f, 3, i, 0, s, fmt.Sprintf("\ttask_%d: {state: \"active\"}\n", i))
			}) + "}\n"
		over := "tools: exec_0: {annotations: destructiveHint: false, state: \"active\"}\n"
		if f == 4 {
			over += "tools: exec_0: state: \"removed\"\n"
		}
		return pkf("defs.cue", defs, "policy.cue", rel27+prov27, "tools.cue", pats+tools, "zz_overrides.cue", over)
	}},
	// 2. github-mcp-server: comprehension over a hidden table, toolsets, flags.
	{"github table comprehension", 4, func(n, f int) map[string]string {
		table := "_github: {\n" + gen27(n, func(i int) string {
			ts := []string{"repos", "issues", "pull_requests", "actions", "code_security"}[i%5]
			ro := i%2 == 0
			flag := ""
			if i%3 == 0 {
				flag = ", flag: \"issues_granular\""
			}
			s := fmt.Sprintf("\ttool_%d: {ts: %q, ro: %v%s}\n", i, ts, ro, flag)
			s = on(f, 1, i, n/2, s, fmt.Sprintf("\ttool_%d: {ts: \"code security\", ro: true}\n", i))
			s = on(f, 2, i, n-1, s, fmt.Sprintf("\ttool_%d: {ts: \"repos\", ro: 1}\n", i))
			return s
		}) + "}\n"
		gen := `for name, t in _github {
	tools: (name): {
		state: "active"
		groups: [t.ts]
		annotations: readOnlyHint: t.ro
		if t.flag != _|_ {registered_when: {setting: "features", has: t.flag}}
	}
	groups: (t.ts): {when: {setting: "toolsets", has: t.ts}}
}
`
		if f == 3 {
			gen = strings.Replace(gen, "groups: [t.ts]", "groups: t.ts", 1)
		}
		settings := `settings: {
	toolsets: {type: "set", members_from: "groups"}
	read_only: {type: "bool", doc: "--read-only"}
	features: {type: "set", values: ["issues_granular", "file_blame"]}
	exclude_tools: {type: "set", members_from: "tools"}
}
groups: repos: default_on: true
groups: issues: default_on: true
exposure: registered_when: {all: [
	{not: {all: [{setting: "read_only", is: true}, {annotation: "readOnlyHint", is: false}]}},
	{not: {setting: "exclude_tools", has_tool: true}},
	{in_enabled_group: true},
]}
`
		if f == 4 {
			settings += "groups: repos: default_on: false\n"
		}
		return pkf("a_table.cue", table, "b_gen.cue", gen, "c_settings.cue", settings, "policy.cue", rel27+"providers: default: {default: true, budget: {target: 120, max: 128}, limits: max_tools: 128}\nmodes: default: {}\n")
	}},
	// 3. @tag flags and if.
	{"tag flags gate entries", 3, func(n, f int) map[string]string {
		flags := `_insiders: *false | bool @tag(insiders, type=bool)
_plan: *"off" | "on" @tag(plan)
_maxTools: *128 | int @tag(max, type=int)
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt_%d: {state: \"active\", niche: \"tool %d\"}\n", i, i)
		}) + "}\n" + `if _insiders {
	tools: get_file_blame: {state: "active"}
}
if !_insiders {
	tools: get_file_blame: {state: "deferred", card: "Blame a file."}
}
if _plan == "on" {modes: plan: {}}
`
		if f == 1 {
			tools += "if !_insiders {tools: get_file_blame: state: \"active\"}\n"
		}
		if f == 2 {
			tools += "if _insiders == false {tools: t_0: niche: 3}\n"
		}
		if f == 3 {
			flags = strings.Replace(flags, "*128 | int", "*128.0 | int", 1)
		}
		pol := rel27 + "providers: default: {default: true, budget: {target: 10, max: _maxTools}}\nmodes: agent: {}\n"
		return pkf("flags.cue", flags, "tools.cue", tools, "policy.cue", pol)
	}},
	// 4. let and embedding.
	{"let and embedding", 3, func(n, f int) map[string]string {
		a := `let ro = {annotations: readOnlyHint: true}
let mcp = {source: "mcp", state: "deferred"}
_common: {groups: ["core"]}
tools: {
` + gen27(n, func(i int) string {
			switch i % 3 {
			case 0:
				return fmt.Sprintf("\tr_%d: ro & {state: \"active\"}\n", i)
			case 1:
				s := fmt.Sprintf("\tm_%d: {mcp, _common, card: \"MCP %d\"}\n", i, i)
				return on(f, 1, i, 1, s, fmt.Sprintf("\tm_%d: {mcp, _common, card: \"MCP %d\", source: \"builtin\"}\n", i, i))
			}
			s := fmt.Sprintf("\tc_%d: {_common, ro, state: \"active\"}\n", i)
			return on(f, 2, i, 2, s, fmt.Sprintf("\tc_%d: {_common, ro, state: \"active\", groups: [\"other\"]}\n", i))
		}) + "}\n"
		b := "{\n\tgroups: core: {doc: \"Core tools\"}\n}\n"
		if f == 3 {
			b = "{\n\tgroups: core: {doc: \"Core tools\", defualt_on: true}\n}\n"
		}
		return pkf("tools.cue", a, "groups.cue", b, "zpolicy.cue", rel27+prov27)
	}},
	// 5. providers and modes built from tools.
	{"providers from tools", 3, func(n, f int) map[string]string {
		tools := "import \"list\"\n" + "tools: {\n" + gen27(n, func(i int) string {
			arc := i < 8
			return fmt.Sprintf("\ttool_%03d: {state: \"active\", _arcee: %v, annotations: readOnlyHint: %v}\n", i, arc, i%2 == 0)
		}) + "}\n" + `_head: list.SortStrings([for n, t in tools if t._arcee {n}])
`
		prov := `providers: {
	default: {default: true, budget: {target: 300, max: 512}}
	arcee: {models: ["arcee*"], first_turn: _head, budget: {target: len(_head), max: len(_head) + 8}}
}
modes: {
	agent: {}
	plan: {head_drop: [for n, t in tools if !t.annotations.readOnlyHint {n}]}
}
`
		if f == 1 {
			prov = strings.Replace(prov, "max: len(_head) + 8", "max: len(_head) - 1", 1)
		}
		if f == 2 {
			prov = strings.Replace(prov, "first_turn: _head", "first_turn: _head[0]", 1)
		}
		if f == 3 {
			prov = strings.Replace(prov, "budget: {target: 300, max: 512}", "budget: {target: 3e2, max: 512}", 1)
		}
		return pkf("b_tools.cue", tools, "a_providers.cue", prov, "c_rel.cue", rel27)
	}},
	// 6. strings / struct imports in patterns, required and optional.
	{"imports in patterns", 3, func(n, f int) map[string]string {
		pat := `import (
	"strings"
	"struct"
)
tools: [string]: {card?: strings.MaxRunes(60), niche?: strings.HasSuffix(".")}
tools: [=~"^mcp__"]: {source: "mcp", card!: string} & struct.MinFields(3)
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			s := fmt.Sprintf("\tmcp__fs__op%d: {state: \"deferred\", card: \"Filesystem op %d\"}\n", i, i)
			s = on(f, 1, i, n-1, s, fmt.Sprintf("\tmcp__fs__op%d: {state: \"deferred\"}\n", i))
			s = on(f, 2, i, 0, s, fmt.Sprintf("\tmcp__fs__op%d: {state: \"deferred\", card: \"%s\"}\n", i, strings.Repeat("x", 61)))
			return s
		}) + "\tread_file: {state: \"active\", niche: \"Read a file.\"}\n}\n"
		if f == 3 {
			tools += "tools: read_file: niche: \"Read a file\"\n"
		}
		return pkf("0_pat.cue", pat, "1_tools.cue", tools, "2_pol.cue", rel27+prov27, "3_mcp.cue", "mcp: keep_loaded: [\"mcp__fs__op0\"]\n")
	}},
	// 7. close() in hidden tables and providers.
	{"close tables", 3, func(n, f int) map[string]string {
		srv := `_server: [string]: close({prefix: string, ro: *true | bool})
_server: {fs: {prefix: "fs"}, git: {prefix: "git", ro: false}}
`
		if f == 1 {
			srv += "_server: fs: prefx: \"x\"\n"
		}
		tools := `for s, v in _server {
	for i, op in _ops {
		tools: "\(v.prefix)_\(op)": {state: "deferred", source: "mcp", card: "\(s) \(op)", annotations: readOnlyHint: v.ro}
	}
}
_ops: [` + gen27(n, func(i int) string { return fmt.Sprintf("%q, ", fmt.Sprintf("op%d", i)) }) + "]\n"
		if f == 2 {
			tools += "_ops: [\"op 0\", ...]\n"
		}
		pol := rel27 + "providers: default: close({default: true, budget: {target: 10, max: 20}})\nmodes: agent: {}\n"
		if f == 3 {
			pol = rel27 + "providers: default: close({default: true, budget: {target: 10, max: 20}}) & {wire: \"gemini\"}\nmodes: agent: {}\n"
		}
		return pkf("servers.cue", srv, "tools.cue", tools, "policy.cue", pol)
	}},
	// 8. conflicting values from two files.
	{"two files disagree", 3, func(n, f int) map[string]string {
		a := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt%d: {state: \"active\", niche: \"n%d\"}\n", i, i)
		}) + "}\n"
		b := "tools: {\n" + gen27(n, func(i int) string {
			s := fmt.Sprintf("\tt%d: niche: \"n%d\"\n", i, i)
			s = on(f, 1, i, n/2, s, fmt.Sprintf("\tt%d: niche: \"N%d\"\n", i, i))
			s = on(f, 2, i, n-1, s, fmt.Sprintf("\tt%d: state: \"deferred\"\n", i))
			return s
		}) + "}\n"
		c := rel27 + prov27
		if f == 3 {
			c += "release: version: \"0.8.54\"\n"
		}
		return pkf("z_a.cue", a, "m_b.cue", b, "a_c.cue", c)
	}},
	// 9. conditions as lists and shared hidden conditions.
	{"condition lists", 3, func(n, f int) map[string]string {
		conds := `_shell: {any: [{setting: "allow_shell", is: true}, {mode: "yolo"}]}
_ro: {annotation: "readOnlyHint", is: true}
_flags: ["vision", "web"]
settings: {
	allow_shell: {type: "bool"}
	features: {type: "set", values: _flags, default: ["web"]}
}
annotations: plan: {type: "bool", default: false}
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			switch i % 3 {
			case 0:
				return fmt.Sprintf("\tsh_%d: {state: \"active\", registered_when: _shell}\n", i)
			case 1:
				s := fmt.Sprintf("\tv_%d: {state: \"active\", visible_when: {all: [_ro, {setting: \"features\", has: _flags[%d]}]}}\n", i, i%2)
				return on(f, 1, i, 1, s, fmt.Sprintf("\tv_%d: {state: \"active\", visible_when: {all: [_ro, {setting: \"features\", has: _flags[2]}]}}\n", i))
			}
			s := fmt.Sprintf("\tp_%d: {state: \"active\", annotations: plan: true, head_when: {not: _shell}}\n", i)
			return on(f, 2, i, 2, s, fmt.Sprintf("\tp_%d: {state: \"active\", head_when: {not: _shell, mode: \"plan\"}}\n", i))
		}) + "}\n"
		modes := "modes: {agent: {}, yolo: {mcp: \"active\"}, plan: {registered_when: {annotation: \"plan\", is: true}}}\n"
		if f == 3 {
			modes = "modes: {agent: {}, yolo: {mcp: \"yes\"}, plan: {}}\n"
		}
		return pkf("conds.cue", conds, "tools.cue", tools, "modes.cue", modes, "policy.cue", rel27+"providers: default: {default: true, budget: {target: 300, max: 600}}\n")
	}},
	// 10. numbers in models and bounds.
	{"numbers", 5, func(n, f int) map[string]string {
		models := "models: {\n" + gen27(n, func(i int) string {
			ctx := []string{"1e6", "1_000_000", "128000", "2.0e5", "0x20000", "1.0", "9223372036854775807"}[i%7]
			return fmt.Sprintf("\t\"vendor/model-%d\": attributes: {context: %s, vision: %v, family: \"f%d\"}\n", i, ctx, i%2 == 0, i%4)
		}) + "}\n"
		classes := `model_classes: {
	big: {match: ["vendor/*"], where: {attribute: "context", at_least: 1e5}, example: "vendor/model-0"}
	small: {match: ["vendor/*"], where: {attribute: "context", at_most: 1.0}, example: "vendor/model-5"}
	vis: {where: {attribute: "vision", is: true}, example: "vendor/model-0"}
}
`
		switch f {
		case 1:
			classes = strings.Replace(classes, "at_least: 1e5", "at_least: 1e400", 1)
		case 2:
			classes = strings.Replace(classes, "at_most: 1.0", "at_most: 9223372036854775808", 1)
		case 3:
			models += "models: \"vendor/model-0\": attributes: context: 1e6\n"
		case 4:
			models += "models: \"vendor/model-1\": attributes: context: 1e6\n"
		case 5:
			classes += "configurations: c: {mode: \"agent\", budget: {max_bytes: 1e3}}\n"
		}
		tools := "tools: {a: {state: \"active\", variants: [{model_class: \"big\", description: \"long\"}]}, b: {state: \"active\"}}\ngates: b: visible_for: \"vis\"\n"
		return pkf("models.cue", models, "classes.cue", classes, "tools.cue", tools, "policy.cue", rel27+"providers: default: {default: true, budget: {target: 9223372036854775807, max: 9223372036854775807}}\nmodes: agent: {}\nconfigurations: d: {mode: \"agent\", budget: {max_tokens: 0x1000, target_bytes: 1_024}}\n")
	}},
	// 11. pawwork deferred cards with card_list and a derived array.
	{"pawwork deferred cards", 3, func(n, f int) map[string]string {
		tbl := "_deferred: [\n" + gen27(n, func(i int) string {
			s := fmt.Sprintf("\t{id: \"enter-worktree-%d\", card: \"Enter worktree %d\"},\n", i, i)
			s = on(f, 1, i, n-1, s, fmt.Sprintf("\t{id: \"enter-worktree-%d\"},\n", i))
			s = on(f, 2, i, 0, s, fmt.Sprintf("\t{id: \"Enter Worktree %d\", card: \"x\"},\n", i))
			return s
		}) + "]\n"
		gen := `for d in _deferred {tools: (d.id): {state: "deferred", card: d.card}}
tools: tool_info: {
	state: "active"
	annotations: readOnlyHint: true
	card_list: {header: "Deferred tools:", line: "- {name}: {card}", empty: "(none)"}
}
tools: edit: {state: "active", registered_when: {not: {class: "gpt"}}}
tools: write: {state: "active", registered_when: {not: {class: "gpt"}}}
tools: apply_patch: {state: "active", registered_when: {class: "gpt"}}
model_classes: gpt: {match: ["*gpt-*"], except: ["*oss*", "*gpt-4*"], example: "gpt-5"}
`
		if f == 3 {
			gen = strings.Replace(gen, "except: [\"*oss*\", \"*gpt-4*\"]", "except: \"*oss*\"", 1)
		}
		return pkf("cards.cue", tbl, "registry.cue", gen, "policy.cue", rel27+prov27)
	}},
	// 12. aliases and retired from deprecated tools, lifecycle.
	{"lifecycle aliases", 3, func(n, f int) map[string]string {
		tools := "tools: {\n\tagent: {state: \"active\"}\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\told_%d: {state: \"deprecated\", _to: \"agent\", _since: \"0.8.%d\"}\n", i, 50+i%3)
		}) + "}\n"
		al := `for n, t in tools if t.state == "deprecated" {
	aliases: (n): {
		replacement: t._to
		first_deprecated: t._since
		planned_removal: *"TBD" | #Version
		replay_supported: true
	}
}
retired: {for n in ["agent_spawn", "spawn_agent", "agent_result"] {(n): {reason: "legacy sub-agent", since: "0.8.61"}}}
`
		switch f {
		case 1:
			tools += "tools: old_0: _since: \"0.8\"\n"
		case 2:
			al += "aliases: old_0: planned_removal: \"soon\"\n"
		case 3:
			al += "aliases: old_0: replay_supported: \"yes\"\n"
		}
		return pkf("tools.cue", tools, "aliases.cue", al, "policy.cue", rel27+prov27)
	}},
	// 13. github tools under three required-field layers.
	{"github required layers", 6, func(n, f int) map[string]string {
		defs := `#MCPTool: #Tool & {source: "mcp", state: *"deferred" | #State, card!: string}
#GHTool: #MCPTool & {groups!: [...#Name], annotations: {readOnlyHint!: bool}}
#GHWrite: #GHTool & {annotations: {readOnlyHint: false, destructiveHint: *false | bool}}
`
		tbl := "_gh: {\n" + gen27(n, func(i int) string {
			w := i%4 == 0
			s := fmt.Sprintf("\tgh_%d: {w: %v, ts: \"repos\", card: \"GitHub op %d\"}\n", i, w, i)
			s = on(f, 1, i, n-1, s, fmt.Sprintf("\tgh_%d: {w: %v, card: \"GitHub op %d\"}\n", i, w, i))
			return s
		}) + "}\n"
		gen := `tools: {
	for name, t in _gh if t.w {(name): #GHWrite & {card: t.card, groups: [t.ts]}}
	for name, t in _gh if !t.w {(name): #GHTool & {card: t.card, groups: [t.ts], annotations: readOnlyHint: true}}
}
`
		switch f {
		case 1:
			gen = strings.Replace(gen, "groups: [t.ts]}}\n\tfor", "if t.ts != _|_ {groups: [t.ts]}}}\n\tfor", 1)
			gen = strings.Replace(gen, "groups: [t.ts], annotations", "if t.ts != _|_ {groups: [t.ts]}, annotations", 1)
		case 2:
			gen += "tools: gh_0: annotations: readOnlyHint: true\n"
		case 3:
			gen += "tools: gh_1: anotations: readOnlyHint: true\n"
		case 4:
			gen += "tools: gh_0: annotations: destructiveHint: false\n"
		case 5:
			gen += "tools: gh_0: state: \"active\", tools: gh_0: state: \"deferred\"\n"
		}
		over := "tools: gh_0: annotations: destructiveHint: true\n"
		if f == 6 {
			// A second default on a field that has one: neither wins.
			over = "tools: gh_0: annotations: destructiveHint: *true | bool\n"
		}
		return pkf("x_defs.cue", defs, "y_table.cue", tbl, "a_gen.cue", gen, "m_over.cue", over, "z.cue", rel27+prov27)
	}},
	// 14. label-derived defaults overridden per entry.
	{"label defaults", 3, func(n, f int) map[string]string {
		pat := `tools: [Name=_]: {niche: *"The \(Name) tool." | string, card: *"" | string}
tools: [=~"^web"]: {source: "mcp", state: *"deferred" | #State}
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("\tweb_%d: {card: \"Web %d\"}\n", i, i)
			}
			return fmt.Sprintf("\tlocal_%d: {state: \"active\", niche: \"Local %d.\"}\n", i, i)
		}) + "}\n"
		switch f {
		case 1:
			pat = strings.Replace(pat, "source: *\"mcp\" | _", "source: *\"mcp\" | \"builtin\"", 1)
		case 2:
			tools += "tools: local_1: niche: *\"other\" | string\n"
		case 3:
			tools += "tools: web_0: card: \"\"\n"
		}
		return pkf("b.cue", tools, "pat.cue", pat, "c.cue", rel27+prov27)
	}},
	// 15. model classes generated from model records with list and strings.
	{"classes from models", 3, func(n, f int) map[string]string {
		models := "models: {\n" + gen27(n, func(i int) string {
			caps := `["tools"]`
			if i%3 == 0 {
				caps = `["tools", "vision"]`
			}
			return fmt.Sprintf("\t\"acme/m%d\": attributes: {caps: %s, ctx: %d}\n", i, caps, 8000*(i+1))
		}) + "}\n"
		cls := `import (
	"list"
	"strings"
)
model_classes: {
	for id, m in models if list.Contains(m.attributes.caps, "vision") {
		(strings.Replace(id, "/", "_", -1)): {match: [id], example: id}
	}
	large: {where: {attribute: "ctx", at_least: 64000}, example: "acme/m9"}
}
`
		switch f {
		case 1:
			cls = strings.Replace(cls, `strings.Replace(id, "/", "_", -1)`, "id", 1)
		case 2:
			cls = strings.Replace(cls, "match: [id]", "match: id", 1)
		case 3:
			models += "models: \"acme/m0\": attributes: caps: [\"tools\", \"vision\", 3]\n"
		}
		tools := "tools: {look: {state: \"active\", visible_when: {attribute: \"caps\", has: \"vision\"}}, read: {state: \"active\"}}\n"
		return pkf("models.cue", models, "classes.cue", cls, "tools.cue", tools, "pol.cue", rel27+prov27)
	}},
	// 16. groups and settings derived from tools.
	{"groups from tools", 3, func(n, f int) map[string]string {
		tools := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt_%d: {state: \"active\", groups: [\"g%d\"]}\n", i, i%7)
		}) + "}\n"
		g := `groups: {for _, t in tools for g in t.groups {(g): {doc: "toolset \(g)"}}}
settings: toolsets: {type: "set", members_from: "groups", keywords: {all: ["*"]}, default: ["default"]}
groups: g0: default_on: true
groups: [ID=_]: when: {setting: "toolsets", has: ID}
`
		switch f {
		case 1:
			g += "groups: g1: doc: \"other\"\n"
		case 2:
			g = strings.Replace(g, `keywords: {all: ["*"]}`, `keywords: {"all,": ["*"]}`, 1)
		case 3:
			g = strings.Replace(g, `default: ["default"]`, `default: "default"`, 1)
		}
		return pkf("3.cue", tools, "1.cue", g, "2.cue", rel27+prov27)
	}},
	// 17. a deprecation table drives states, aliases and retired names.
	{"deprecation table", 4, func(n, f int) map[string]string {
		dep := "_dep: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\texec_old_%d: {to: \"exec_shell_wait\", since: \"0.8.54\", removed_in: \"0.9.0\"}\n", i)
		}) + "}\n"
		tools := `tools: {
	exec_shell_wait: {state: "active"}
	for old, d in _dep {(old): {state: "hidden-compatibility", niche: "Old name of \(d.to)."}}
}
aliases: {for old, d in _dep {(old): {replacement: d.to, first_deprecated: d.since, planned_removal: d.removed_in, replay_supported: true, note: "use \(d.to)"}}}
retired: {for x in ["agent_spawn", "spawn_agent"] {(x): {reason: "legacy", since: "0.8.61"}}}
`
		switch f {
		case 1:
			tools += "tools: exec_old_0: state: \"deprecated\"\n"
		case 2:
			dep += "_dep: exec_old_0: removed_in: 9\n"
		case 3:
			dep += "_dep: \"exec old\": {to: \"x\", since: \"0.8.54\", removed_in: \"0.9.0\"}\n"
		case 4:
			tools += "aliases: exec_old_0: note: \"\"\n"
		}
		return pkf("zz_dep.cue", dep, "aa_tools.cue", tools, "mm.cue", rel27+prov27)
	}},
	// 18. a preset embedded at the top of a file.
	{"top-level preset embedding", 3, func(n, f int) map[string]string {
		preset := `_preset: {
	providers: default: {default: true, budget: {target: 20, max: 40}}
	modes: {agent: {}, plan: {}}
	catalog: order: "group"
}
`
		pol := "_preset\n" + rel27 + "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt%d: {state: \"active\", group: \"g%d\"}\n", i, i%3)
		}) + "}\n"
		switch f {
		case 1:
			pol += "catalog: order: \"alpha\"\n"
		case 2:
			preset = strings.Replace(preset, "modes: {agent: {}, plan: {}}", "modes: {agent: {}, plan: {}}\n\tbogus: 1", 1)
		case 3:
			pol += "providers: default: budget: max: 39\n"
		}
		return pkf("preset.cue", preset, "policy.cue", pol)
	}},
	// 19. variants generated per model class, gates.
	{"variants and gates", 4, func(n, f int) map[string]string {
		cls := `_classes: ["deepseek", "gpt", "arcee"]
model_classes: {for c in _classes {(c): {match: ["\(c)*"], example: "\(c)-1"}}}
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt%d: {state: \"active\", variants: [for c in _classes {model_class: c, description: \"t%d for \\(c)\"}]}\n", i, i)
		}) + "}\n" + `gates: {for n, _ in tools if n == "t0" || n == "t1" {(n): hidden_for: "arcee"}}
`
		switch f {
		case 1:
			tools += "gates: t0: visible_for: \"gpt\"\n"
		case 2:
			tools += "tools: t0: variants: [{model_class: \"x\", kind: \"freeform\"}, ...]\n"
		case 3:
			tools += "tools: t1: variants: [{}, {}, {}]\n"
		case 4:
			tools += "tools: t1: variants: [_, _, {kind: \"freeform\", grammar: \"\"}]\n"
		}
		return pkf("classes.cue", cls, "tools.cue", tools, "p.cue", rel27+prov27)
	}},
	// 20. lint, gen and catalog sections.
	{"lint gen catalog", 3, func(n, f int) map[string]string {
		lint := `lint: rules: {for r in ["budget-target", "mode-drift", "cache-unsafe-head"] {(r): "warning"}}
gen: {go_dir: "toolcatalog", go_package: "toolcatalog", rule_docs: false}
catalog: {order: "declaration", card_max_length: 120}
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tz%d: {state: \"deferred\", card: \"card %d\"}\n", n-i, i)
		}) + "}\n"
		switch f {
		case 1:
			lint += "lint: rules: \"budget-target\": \"warn\"\n"
		case 2:
			lint = strings.Replace(lint, "card_max_length: 120", "card_max_length: 0", 1)
		case 3:
			lint = strings.Replace(lint, "go_package: \"toolcatalog\"", "go_package: \"tool catalog\"", 1)
		}
		return pkf("lint.cue", lint, "tools.cue", tools, "p.cue", rel27+prov27)
	}},
	// 21. configurations generated from providers and modes.
	{"configurations matrix", 3, func(n, f int) map[string]string {
		cfg := `settings: {allow_shell: {type: "bool"}, features: {type: "set", values: ["a", "b"]}}
configurations: {
	for p, _ in providers for m, _ in modes {
		"\(p)-\(m)": {provider: p, mode: m, settings: {allow_shell: m == "yolo", features: ["a"]}}
	}
}
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt%d: {state: \"active\", registered_when: {setting: \"allow_shell\", is: %v}}\n", i, i%2 == 0)
		}) + "}\n"
		switch f {
		case 1:
			cfg = strings.Replace(cfg, `features: ["a"]`, `features: ["a,b"]`, 1)
		case 2:
			cfg += "configurations: \"default-agent\": budget: max_tokens: -1\n"
		case 3:
			cfg += "configurations: \"default-agent\": provider: \"arcee\"\n"
		}
		return pkf("cfg.cue", cfg, "tools.cue", tools, "p.cue", rel27+prov27)
	}},
	// 22. big integers and floats in counts.
	{"counts", 4, func(n, f int) map[string]string {
		tools := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt%d: {state: \"active\"}\n", i)
		}) + "}\n"
		pol := "release: {version: \"v1.2.0-rc.1\", min_deprecation_releases: 9223372036854775807}\nproviders: default: {default: true, budget: {target: 0x10, max: 1_000, max_bytes: 9223372036854775807}}\nmodes: agent: {}\n"
		switch f {
		case 1:
			pol = strings.Replace(pol, "min_deprecation_releases: 9223372036854775807", "min_deprecation_releases: 9223372036854775808", 1)
		case 2:
			pol = strings.Replace(pol, "min_deprecation_releases: 9223372036854775807", "min_deprecation_releases: 2.0", 1)
		case 3:
			pol = strings.Replace(pol, "target: 0x10", "target: 0b10000", 1)
		case 4:
			pol = strings.Replace(pol, "max: 1_000", "max: 1K", 1)
		}
		return pkf("t.cue", tools, "p.cue", pol)
	}},
	// 23. a read-only tag switch changes exposure.
	{"read-only tag", 3, func(n, f int) map[string]string {
		flags := "_readOnly: *false | bool @tag(read_only, type=bool)\n_toolsets: *\"default\" | string @tag(toolsets)\n"
		exp := `if _readOnly {exposure: registered_when: {annotation: "readOnlyHint", is: true}}
if !_readOnly {exposure: registered_when: {any: [{annotation: "readOnlyHint", is: true}, {in_enabled_group: true}]}}
annotations: readOnlyHint: {type: "bool", default: false}
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt%d: {state: \"active\", annotations: readOnlyHint: %v}\n", i, i%2 == 1)
		}) + "}\n"
		switch f {
		case 1:
			exp += "exposure: registered_when: {in_enabled_group: true}\n"
		case 2:
			exp = strings.Replace(exp, `default: false}`, `default: "false"}`, 1)
		case 3:
			exp += "annotations: readOnlyHint: type: \"int\"\n"
		}
		return pkf("b_flags.cue", flags, "c_exp.cue", exp, "a_tools.cue", tools, "d.cue", rel27+prov27)
	}},
	// 24. a schema default met by a pattern default.
	{"pattern source default", 3, func(n, f int) map[string]string {
		pat := "tools: [=~\"^mcp_\"]: {source: \"mcp\", state: *\"deferred\" | #State}\n"
		tools := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tmcp_%d: {card: \"m%d\"}\n\tnat_%d: {state: \"active\"}\n", i, i, i)
		}) + "}\n"
		switch f {
		case 1:
			pat = strings.Replace(pat, "source: \"mcp\"", "source: *\"mcp\" | \"builtin\"", 1)
		case 2:
			pat = strings.Replace(pat, "source: \"mcp\"", "source: *\"mcp\" | _", 1)
		case 3:
			tools += "tools: nat_0: source: *\"mcp\" | \"builtin\"\n"
		}
		return pkf("pat.cue", pat, "tools.cue", tools, "rel.cue", rel27, "prov.cue", prov27)
	}},
	// 25. or() / and() / matchN in user constraints.
	{"or and matchN", 3, func(n, f int) map[string]string {
		pat := `_states: ["active", "deferred"]
tools: [=~"^web"]: {state: or(_states)} & matchN(1, [{state: "active"}, {registered_when!: _}])
tools: [string]: and([{niche?: string}, {card?: string}])
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("\tweb_%d: {state: \"active\", source: \"mcp\"}\n", i)
			}
			return fmt.Sprintf("\tweb_%d: {state: \"deferred\", card: \"c\", registered_when: {mode: \"agent\"}}\n", i)
		}) + "}\n"
		switch f {
		case 1:
			tools += "tools: web_0: registered_when: {mode: \"agent\"}\n"
		case 2:
			tools += "tools: web_1: state: \"removed\"\n"
		case 3:
			tools += "tools: web_0: niche: 1\n"
		}
		return pkf("p.cue", pat, "t.cue", tools, "r.cue", rel27+prov27)
	}},
	// 26. six files, entries split by concern.
	{"six files split", 3, func(n, f int) map[string]string {
		m := map[string]string{}
		names := []string{"state.cue", "cards.cue", "annotations.cue", "groups.cue", "policy.cue", "zz.cue"}
		m[names[0]] = "tools: {\n" + gen27(n, func(i int) string { return fmt.Sprintf("\tt%d: state: \"deferred\"\n", i) }) + "}\n"
		m[names[1]] = "tools: {\n" + gen27(n, func(i int) string { return fmt.Sprintf("\tt%d: card: \"Card %d\"\n", i, i) }) + "}\n"
		m[names[2]] = "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt%d: annotations: {readOnlyHint: %v, title: \"T%d\"}\n", i, i%2 == 0, i)
		}) + "}\n"
		m[names[3]] = "tools: {\n" + gen27(n, func(i int) string { return fmt.Sprintf("\tt%d: groups: [\"g\"]\n", i) }) + "}\ngroups: g: {}\n"
		m[names[4]] = rel27 + prov27
		m[names[5]] = ""
		switch f {
		case 1:
			m[names[5]] = fmt.Sprintf("tools: t%d: annotations: title: 5\n", n-1)
		case 2:
			m[names[5]] = "tools: t0: groups: [\"g\", \"h\"]\n"
		case 3:
			m[names[5]] = fmt.Sprintf("tools: t%d: cards: \"x\"\n", n/2)
		}
		kv := []string{}
		for _, k := range names {
			kv = append(kv, k, m[k])
		}
		return pkf(kv...)
	}},
	// 27. a deferred tool needs a card: a condition on the entry's own state.
	{"deferred needs card", 4, func(n, f int) map[string]string {
		pat := `tools: [string]: {
	state: _
	if state == "deferred" {card!: string}
	if state == "active" {card?: _|_}
}
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			if i%2 == 0 {
				s := fmt.Sprintf("\td%d: {state: \"deferred\", card: \"Deferred %d\"}\n", i, i)
				return on(f, 1, i, 0, s, fmt.Sprintf("\td%d: {state: \"deferred\"}\n", i))
			}
			s := fmt.Sprintf("\ta%d: {state: \"active\", niche: \"Active %d\"}\n", i, i)
			return on(f, 2, i, 1, s, fmt.Sprintf("\ta%d: {state: \"active\", card: \"c\"}\n", i))
		}) + "}\n"
		switch f {
		case 3:
			tools += "tools: d0: state: *\"deferred\" | \"active\"\n"
		case 4:
			pat = strings.Replace(pat, "state: _", "state: *\"deferred\" | #State", 1)
			tools += "tools: zz: {}\n"
		}
		return pkf("rules.cue", pat, "tools.cue", tools, "pol.cue", rel27+prov27)
	}},
	// 28. entries built from other entries, list.Range and strings.Join.
	{"entries from entries", 4, func(n, f int) map[string]string {
		tools := fmt.Sprintf(`import (
	"list"
	"strings"
)
_n: %d
tools: read_file: {state: "active", niche: "Read a file.", annotations: readOnlyHint: true}
tools: {for i in list.Range(0, _n, 1) {"read_part_\(i)": {annotations: tools.read_file.annotations, niche: tools.read_file.niche, state: "deferred", card: strings.Join(["Read", "part", "\(i)"], " ")}}}
tools: summary: {state: "active", description: strings.Join([for k, _ in tools if strings.HasPrefix(k, "read_part_") {k}], ", ")}
`, n)
		switch f {
		case 1:
			tools += "tools: read_part_0: state: \"active\"\n"
		case 2:
			tools = strings.Replace(tools, "niche: tools.read_file.niche,", "niche: tools.read_file,", 1)
		case 3:
			tools += "tools: read_file: niche: *\"Read.\" | string\n"
		case 4:
			tools = strings.Replace(tools, "_n: ", "_n: 1.5 * ", 1)
		}
		return pkf("tools.cue", tools, "pol.cue", rel27+prov27)
	}},
	// 29. per-entry let and value aliases in a pattern.
	{"let in pattern", 3, func(n, f int) map[string]string {
		pat := `import "strings"
tools: [N=string]: X={
	let short = strings.Split(N, "__")[len(strings.Split(N, "__"))-1]
	niche: *"The \(short) operation." | string
	if X.source == "mcp" {state: *"deferred" | #State, card: *"MCP: \(short)" | string}
}
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("\tmcp__srv__op%d: {source: \"mcp\"}\n", i)
			}
			return fmt.Sprintf("\tlocal_op%d: {state: \"active\"}\n", i)
		}) + "}\n"
		switch f {
		case 1:
			tools += "tools: local_op1: source: \"mcp\"\n"
		case 2:
			tools += "tools: mcp__srv__op0: card: 7\n"
		case 3:
			tools += "tools: mcp__srv__op0: niche: \"bad\\u0007bell\"\n"
		}
		return pkf("p.cue", pat, "t.cue", tools, "r.cue", rel27+prov27)
	}},
	// 30. text: multi-line descriptions, unicode, raw strings, bytes.
	{"text fields", 4, func(n, f int) map[string]string {
		tools := "tools: {\n" + gen27(n, func(i int) string {
			switch i % 4 {
			case 0:
				return fmt.Sprintf("\tt%d: {state: \"active\", description: \"\"\"\n\t\tLine one of %d.\n\t\t  Indented line, \\(\"interp\").\n\t\t\"\"\"}\n", i, i)
			case 1:
				return fmt.Sprintf("\tt%d: {state: \"active\", niche: \"Caf\\u00e9 \\U0001F600 %d\", card: #\"raw \"quoted\" \\n\"#}\n", i, i)
			case 2:
				return fmt.Sprintf("\tt%d: {state: \"active\", description: \"tab\\there %d\"}\n", i, i)
			}
			return fmt.Sprintf("\tt%d: {state: \"active\", niche: \"\\u2028 sep %d\"}\n", i, i)
		}) + "}\n"
		switch f {
		case 1:
			tools += "tools: t0: niche: \"a\\nb\"\n"
		case 2:
			tools += "tools: t1: card: 'bytes'\n"
		case 3:
			tools += "tools: t2: niche: \"\\u0085 next line\"\n"
		case 4:
			tools += "tools: t3: implementation: \"\"\n"
		}
		return pkf("t.cue", tools, "r.cue", rel27+prov27)
	}},
	// 31. file-scoped lets and import names that differ between files.
	{"file scoped names", 4, func(n, f int) map[string]string {
		a := "import s \"strings\"\nlet d = {state: \"active\", source: \"builtin\"}\ntools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\ta%d: d & {niche: s.ToUpper(\"a%d\")}\n", i, i)
		}) + "}\n"
		b := "import s \"list\"\nlet d = {state: \"deferred\", source: \"mcp\"}\ntools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tb%d: d & {card: \"b%d\", groups: s.Concat([[\"x\"], [\"y\"]])}\n", i, i)
		}) + "}\n"
		switch f {
		case 1:
			b += "tools: a0: d\n"
		case 2:
			a += "tools: b0: d\n"
		case 3:
			b += fmt.Sprintf("tools: b%d: niche: s.ToUpper(\"x\")\n", n-1)
		case 4:
			a += "tools: a0: {state: \"active\", source: \"builtin\"}\n"
		}
		return pkf("ta.cue", a, "tb.cue", b, "p.cue", rel27+prov27)
	}},
	// 32. the same entry text under different scopes.
	{"same text other scope", 3, func(n, f int) map[string]string {
		a := "tools: {\n\tlet st = \"active\"\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tx%d: {state: st}\n", i)
		}) + "}\n"
		b := "let st = \"deferred\"\ntools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\ty%d: {state: st, card: \"y\"}\n", i)
		}) + "}\n"
		c := "_st: \"hidden-compatibility\"\ntools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tz%d: {state: _st}\n", i)
		}) + "}\n"
		switch f {
		case 1:
			c = strings.Replace(c, "tools: {\n", "tools: {\n\t_st: \"removed\"\n", 1)
		case 2:
			c += "tools: z0: {_st: \"active\", state: _st}\n"
		case 3:
			b += "tools: x0: {state: st}\n"
		}
		return pkf("a1.cue", a, "b1.cue", b, "c1.cue", c, "d1.cue", rel27+prov27)
	}},
	// 33. overlapping prefix and suffix patterns.
	{"overlapping patterns", 3, func(n, f int) map[string]string {
		pat := `tools: [=~"_ro$"]: annotations: {readOnlyHint: true, destructiveHint: false}
tools: [=~"^gh_"]: {groups: ["github"], source: "mcp", state: *"deferred" | #State}
tools: [=~"^gh_.*_write"]: annotations: readOnlyHint: false
groups: github: {}
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			switch i % 3 {
			case 0:
				return fmt.Sprintf("\tgh_issue%d_ro: {card: \"Read issue %d\"}\n", i, i)
			case 1:
				s := fmt.Sprintf("\tgh_issue%d_write: {card: \"Write issue %d\", annotations: destructiveHint: true}\n", i, i)
				return on(f, 1, i, 1, s, fmt.Sprintf("\tgh_issue%d_write_ro: {card: \"Write issue %d\"}\n", i, i))
			}
			return fmt.Sprintf("\tlocal%d_ro: {state: \"active\"}\n", i)
		}) + "}\n"
		switch f {
		case 2:
			tools += "tools: gh_x_ro: {state: \"active\", groups: [\"github\", \"extra\"]}\n"
		case 3:
			pat += "tools: [=~\"^gh_\"]: state: \"active\"\n"
		}
		return pkf("z_pat.cue", pat, "y_tools.cue", tools, "x.cue", rel27+prov27)
	}},
	// 34. a condition on the catalog's own size.
	{"size dependent", 2, func(n, f int) map[string]string {
		tools := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt%03d: {state: \"active\", group: \"g%d\"}\n", i, i%4)
		}) + "}\n"
		cond := `if len(tools) > 100 {catalog: order: "group", providers: default: budget: {target: 200, max: 400}}
if len(tools) <= 100 {providers: default: budget: {target: 20, max: 40}}
providers: default: default: true
modes: agent: {}
`
		switch f {
		case 1:
			cond += "providers: default: budget: target: len(tools)\n"
		case 2:
			cond += "tools: {for k, v in tools if v.group == \"g0\" {(k + \"_x\"): {state: \"deferred\", card: k}}}\n"
		}
		return pkf("tools.cue", tools, "cond.cue", cond, "rel.cue", rel27)
	}},
	// 35. the user names a definition as the schema does.
	{"user definitions named like the schema's", 8, func(n, f int) map[string]string {
		defs := []string{
			"#Name: =~\"^t\"\n",
			"#Name: =~\"^z\"\n",
			"#Tool: {state: *\"active\" | \"deferred\", source: _, ...}\n",
			"#State: \"active\" | \"deferred\"\n",
			"#State: \"active\"\n",
			"#Line: string\n",
			"#Count: int\n",
			"#Provider: {budget: {target: *1 | int, max: *2 | int}, ...}\n",
			"#Tool: {niche: *\"n\" | string, ...}\n",
		}[f]
		tools := "tools: {\n" + gen27(n, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("\tt%d: {state: \"active\"}\n", i)
			}
			return fmt.Sprintf("\tt%d: {state: \"deferred\", card: \"c\"}\n", i)
		}) + "}\n"
		return pkf("defs.cue", defs, "tools.cue", tools, "p.cue", rel27+"providers: default: {default: true, budget: {target: 5, max: 9}}\nmodes: agent: {}\n")
	}},
	// 36. a top-level condition reads tools while a comprehension adds to them.
	{"condition on tools with generated tools", 5, func(n, f int) map[string]string {
		tools := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt%d: {state: \"active\"}\n", i)
		}) + "}\n"
		c := []string{
			"if len(tools) > 0 {catalog: order: \"name\"}\ntools: {for k, v in tools {(k + \"_x\"): {state: \"deferred\", card: k}}}\n",
			"if tools.t0.state == \"active\" {catalog: order: \"name\"}\ntools: {for k, v in tools {(k + \"_x\"): {state: \"deferred\", card: k}}}\n",
			"if len(tools) > 0 {catalog: order: \"name\"}\nfor k, v in tools {tools: \"\\(k)_x\": {state: \"deferred\", card: k}}\n",
			"_n: len(tools)\ntools: {for k, v in tools {(k + \"_x\"): {state: \"deferred\", card: k}}}\n",
			"if len(modes) > 0 {catalog: order: \"name\"}\nmodes: {for k, _ in modes {(k + \"2\"): {}}}\n",
			"if len(aliases) >= 0 {catalog: order: \"name\"}\naliases: {for k, _ in aliases {(k + \"2\"): {replacement: \"t0\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\naliases: b: {replacement: \"t0\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\n",
		}[f]
		return pkf("tools.cue", tools, "cond.cue", c, "p.cue", rel27+prov27)
	}},
	// 37. parameters built in layers, with numbers of every spelling.
	{"parameters numbers", 6, func(n, f int) map[string]string {
		defs := `#Params: {
	type: "object"
	properties: [string]: {type: *"string" | "integer" | "number" | "boolean" | "array", description?: string, ...}
	required?: [...string]
	additionalProperties: *false | bool
}
_num: {minimum: 0, maximum: 1e3, default: 1.0, multipleOf: 0.5, big: 9223372036854775808, neg: -0, hex: 0x10, sep: 1_000, tiny: 1e-7, exp: 2.5E+2}
`
		tools := "tools: {\n" + gen27(n, func(i int) string {
			return fmt.Sprintf("\tt%d: {state: \"active\", parameters: #Params & {properties: {path: {description: \"Path %d\"}, limit: {type: \"integer\", _num}}, required: [\"path\"]}}\n", i, i)
		}) + "}\n"
		other := "tools: t0: parameters: properties: {zeta: {type: \"boolean\"}, alpha: {}}\n"
		switch f {
		case 1:
			defs = strings.Replace(defs, "maximum: 1e3", "maximum: 1e400", 1)
		case 2:
			defs = strings.Replace(defs, "big: 9223372036854775808", "big: 1.7976931348623157e308", 1)
		case 3:
			other += "tools: t0: parameters: type: \"array\"\n"
		case 4:
			other += "tools: t0: parameters: properties: path: type: \"object\"\n"
		case 5:
			defs = strings.Replace(defs, "default: 1.0", "default: 1.0, also: 100000000000000000000000000000.5", 1)
		case 6:
			other += fmt.Sprintf("tools: t%d: parameters: properties: limit: maximum: 1000\n", n-1)
		}
		return pkf("z_defs.cue", defs, "m_tools.cue", tools, "a_more.cue", other, "p.cue", rel27+prov27)
	}},
	// 38. inline parameters as a harness's JSON schemas are pasted in.
	{"inline parameters", 5, func(n, f int) map[string]string {
		nums := []string{"0", "1e3", "1.0", "0.5", "9223372036854775808", "-0", "0x10", "1_000", "1e-7", "2.5E+2", "1.50", "100000000000000000000000000000.5", "1.7976931348623157e308", "5e-324"}
		tools := "tools: {\n" + gen27(n, func(i int) string {
			v := nums[i%len(nums)]
			return fmt.Sprintf("\tt%d: {state: \"active\", description: \"Tool %d\", parameters: {type: \"object\", properties: {q: {type: \"number\", maximum: %s, enum: [%s, 2, \"x\", null, true]}, \"b-c\": {type: \"string\", pattern: \"^\\\\d+$\"}}, required: [\"q\"], additionalProperties: false}}\n", i, i, v, v)
		}) + "}\n"
		pat := "tools: [string]: parameters?: {properties?: [string]: {description: *\"\" | string, ...}, ...}\n"
		switch f {
		case 1:
			tools += "tools: t0: parameters: properties: q: maximum: 0.0\n"
		case 2:
			tools += "tools: t1: parameters: properties: q: maximum: 1000\n"
		case 3:
			tools += "tools: t2: parameters: properties: q: maximum: 1.0\n"
		case 4:
			pat = "tools: [string]: parameters?: {properties?: [string]: {description: *\"\" | string, ...}, additionalProperties: *true | bool, ...}\n"
		case 5:
			tools += fmt.Sprintf("tools: t%d: parameters: properties: q: maximum: 1e400\n", n-1)
		}
		return pkf("tools.cue", tools, "pat.cue", pat, "p.cue", rel27+prov27)
	}},
	// 39. a comprehension fills in fields of the entries it reads.
	{"comprehension completes entries", 3, func(n, f int) map[string]string {
		tools := "tools: {\n" + gen27(n, func(i int) string {
			if i%2 == 0 {
				return fmt.Sprintf("\tt%d: {state: \"deferred\", source: \"mcp\"}\n", i)
			}
			return fmt.Sprintf("\tt%d: {state: \"active\", card: \"Own card %d\"}\n", i, i)
		}) + "}\n"
		fill := `tools: [string]: {state: _, source: _, if state == "deferred" && source == "mcp" {registered_when: {setting: "mcp", is: true}}}
tools: {for k, v in tools if v.state == "deferred" {(k): card: *"Deferred: \(k)" | string}}
settings: mcp: {type: "bool", default: true}
`
		switch f {
		case 1:
			tools += "tools: t0: card: \"Mine\"\n"
		case 2:
			tools += "tools: t0: registered_when: {setting: \"mcp\", is: false}\n"
		case 3:
			fill = strings.Replace(fill, `(k): card:`, `(k + ""): card:`, 1) + "tools: t1: state: \"deferred\"\n"
		}
		return pkf("b.cue", fill, "c.cue", tools, "d.cue", rel27+prov27)
	}},
	// 40. a head chosen by a hidden per-entry flag with a default.
	{"head from hidden flag", 3, func(n, f int) map[string]string {
		pat := "tools: [string]: {_head: *false | bool, _arcee: *false | bool}\n"
		tools := "tools: {\n" + gen27(n, func(i int) string {
			s := fmt.Sprintf("\tt%03d: {state: \"active\"", i)
			if i%5 == 0 {
				s += ", _head: true"
			}
			if i < 4 {
				s += ", _arcee: true"
			}
			return s + "}\n"
		}) + "}\n"
		prov := `providers: {
	default: {default: true, first_turn: [for k, v in tools if v._head {k}], budget: {target: 100, max: 200}}
	arcee: {models: ["arcee*"], first_turn: [for k, v in tools if v._arcee {k}], budget: {target: 8, max: 8}}
}
modes: agent: {}
`
		switch f {
		case 1:
			tools += "tools: t000: _head: \"yes\"\n"
		case 2:
			tools += "tools: t001: _arcee: false\n"
		case 3:
			pat = "tools: [string]: {_head: *false | bool, _arcee: *true | bool}\n"
		}
		return pkf("pat.cue", pat, "tools.cue", tools, "prov.cue", prov, "rel.cue", rel27)
	}},
}

var review27Cases []reviewCase

func init() {
	for _, s := range scen27s {
		for _, n := range sizes27 {
			for f := 0; f <= s.faults; f++ {
				review27Cases = append(review27Cases, reviewCase{fmt.Sprintf("%s n=%d fault=%d", s.name, n, f), s.files(n, f)})
			}
		}
	}
}

func TestReview27(t *testing.T) { runWithCue(t, lighter(review27Cases)) }
