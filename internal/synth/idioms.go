package synth

// Idioms: variants of a generated policy (ShapeIdiomatic unless an idiom
// says otherwise) with one CUE construct changed or added, the idioms users
// write that issue 17's surveys timed toolpolicy against `cue vet -c` on
// (docs/performance.md, ninth to eleventh rounds). Each is a small edit of
// the generated files' text, so a variant differs from its base by that
// construct only. An idiom named reject-... writes a policy `cue vet -c`
// rejects (toolpolicy must reject it too); every other one writes a valid
// policy. scripts/idioms.sh times them; the compiler's tests check that
// toolpolicy and cue agree on each.

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Idiom is one variant of a generated policy.
type Idiom struct {
	Name string // what -idiom takes; reject-... for a policy cue vet -c rejects
	Desc string // one line: the construct
	// Shape is the shape the idiom edits (ShapeIdiomatic when empty in the
	// table).
	Shape Shape
	edit  func(*editor)
}

// Reject says whether the idiom writes a policy cue vet -c rejects.
func (id Idiom) Reject() bool { return strings.HasPrefix(id.Name, "reject-") }

// Idioms lists every idiom, in the order scripts/idioms.sh runs them.
var Idioms = idiomTable()

// LookupIdiom returns the idiom of that name, or an error listing the
// valid names.
func LookupIdiom(name string) (Idiom, error) {
	for _, id := range Idioms {
		if id.Name == name {
			return id, nil
		}
	}
	names := make([]string, len(Idioms))
	for i, id := range Idioms {
		names[i] = id.Name
	}
	return Idiom{}, fmt.Errorf("unknown idiom %q; valid idioms: %s (or list)", name, strings.Join(names, ", "))
}

// apply edits out's files; a failed edit (the generator no longer writes
// the text an idiom edits) panics with the idiom's name.
func (id Idiom) apply(out *Output) {
	e := &editor{out: out, idiom: id.Name}
	id.edit(e)
}

// editor edits a generated policy's files.
type editor struct {
	out   *Output
	idiom string
}

func (e *editor) fail(format string, args ...any) {
	panic(fmt.Sprintf("synth: idiom %s: %s", e.idiom, fmt.Sprintf(format, args...)))
}

func (e *editor) file(name string) *File {
	for i := range e.out.Files {
		if e.out.Files[i].Name == name {
			return &e.out.Files[i]
		}
	}
	e.fail("no file %s", name)
	return nil
}

// replace replaces old with new in the file, which must hold old.
func (e *editor) replace(name, old, new string) {
	f := e.file(name)
	if !strings.Contains(string(f.Src), old) {
		e.fail("%s does not hold %q", name, old)
	}
	f.Src = []byte(strings.ReplaceAll(string(f.Src), old, new))
}

// add writes a new file.
func (e *editor) add(name, src string) {
	e.out.Files = append(e.out.Files, File{Name: name, Src: []byte(src)})
}

// appendTo appends src to the file.
func (e *editor) appendTo(name, src string) {
	f := e.file(name)
	f.Src = append(f.Src, src...)
}

// imports adds an import declaration of the packages after the file's
// package clause.
func (e *editor) imports(name string, pkgs ...string) {
	var b strings.Builder
	b.WriteString("package toolpolicy\n\nimport (\n")
	for _, p := range pkgs {
		fmt.Fprintf(&b, "\t%q\n", p)
	}
	b.WriteString(")\n")
	f := e.file(name)
	src := string(f.Src)
	i := strings.Index(src, "package toolpolicy\n")
	if i < 0 {
		e.fail("%s has no package clause", name)
	}
	f.Src = []byte(src[:i] + b.String() + src[i+len("package toolpolicy\n"):])
}

// toolFiles names the tools_NN.cue files.
func (e *editor) toolFiles() []string {
	var names []string
	for _, f := range e.out.Files {
		if strings.HasPrefix(f.Name, "tools_") {
			names = append(names, f.Name)
		}
	}
	return names
}

// entry is one tool entry of a tools file's `tools: {...}` block: its
// lines (the first is `\tname: value`, a multi-line entry ends with `\t}`).
type entry struct {
	name    string
	section string // from the comment above it: "builtin active", "mcp deferred", ...
	lines   []string
}

// oneLine says whether the entry is written on one line.
func (en *entry) oneLine() bool { return len(en.lines) == 1 }

// templated says whether the entry is written `#OnDemand & {...}`.
func (en *entry) templated() bool { return strings.Contains(en.lines[0], ": #OnDemand & {") }

var (
	entryHead   = regexp.MustCompile(`^\t([A-Za-z0-9_]+): (.*)$`)
	sectionHead = regexp.MustCompile(`^\t// --- (.*) tools ---$`)
)

// field returns the string value of the entry's field key, unquoted, and
// whether it has one.
func (en *entry) field(key string) (string, bool) {
	re := regexp.MustCompile(`(?:^|[{,\s])` + key + `: ("(?:[^"\\]|\\.)*")`)
	m := re.FindStringSubmatch(strings.Join(en.lines, "\n"))
	if m == nil {
		return "", false
	}
	s, err := strconv.Unquote(m[1])
	if err != nil {
		return "", false
	}
	return s, true
}

// setField rewrites the entry's `key: "..."` as `key: value` (value is CUE
// source); an empty value drops the field.
func (en *entry) setField(key, value string) {
	lit := `"(?:[^"\\]|\\.)*"`
	for i, l := range en.lines {
		if value != "" {
			re := regexp.MustCompile(`([{,\s])` + key + `: ` + lit)
			if re.MatchString(l) {
				loc := re.FindStringSubmatchIndex(l)
				en.lines[i] = l[:loc[3]] + key + ": " + value + l[loc[1]:]
				return
			}
			continue
		}
		if strings.HasPrefix(strings.TrimSpace(l), key+`: "`) && i > 0 {
			en.lines = slices.Delete(en.lines, i, i+1)
			return
		}
		// One line: the field and the comma on one side of it.
		for _, re := range []*regexp.Regexp{regexp.MustCompile(`, ` + key + `: ` + lit), regexp.MustCompile(`\{` + key + `: ` + lit + `, `)} {
			if loc := re.FindStringIndex(l); loc != nil {
				keep := ""
				if l[loc[0]] == '{' {
					keep = "{"
				}
				en.lines[i] = l[:loc[0]] + keep + l[loc[1]:]
				return
			}
		}
	}
}

// insert adds CUE source (fields or embeddings) at the start of the
// entry's struct, after its opening brace.
func (en *entry) insert(src string) {
	l := en.lines[0]
	i := strings.LastIndex(l, "{")
	if en.oneLine() {
		i = strings.Index(l, "{")
	}
	if i < 0 {
		panic("synth: entry " + en.name + " has no struct")
	}
	if i == len(l)-1 {
		en.lines = slices.Insert(en.lines, 1, "\t\t"+src)
		return
	}
	en.lines[0] = l[:i+1] + src + ", " + l[i+1:]
}

// value returns the entry's value (what follows `name: `), joined.
func (en *entry) value() string {
	v := strings.Join(en.lines, "\n")
	return strings.TrimPrefix(v, "\t"+en.name+": ")
}

// eachEntry calls fn on every tool entry of the tools files; fn edits
// en.lines, or sets them to nil to drop the entry. fn gets the file's
// name.
func (e *editor) eachEntry(fn func(file string, en *entry)) {
	for _, name := range e.toolFiles() {
		f := e.file(name)
		lines := strings.Split(string(f.Src), "\n")
		var out []string
		section := ""
		inBlock := false
		for i := 0; i < len(lines); i++ {
			l := lines[i]
			switch {
			case l == "tools: {":
				inBlock = true
			case inBlock && l == "}":
				inBlock = false
			case inBlock && sectionHead.MatchString(l):
				section = sectionHead.FindStringSubmatch(l)[1]
			case inBlock && entryHead.MatchString(l):
				en := &entry{name: entryHead.FindStringSubmatch(l)[1], section: section, lines: []string{l}}
				if strings.HasSuffix(l, "{") {
					for i++; i < len(lines); i++ {
						en.lines = append(en.lines, lines[i])
						if lines[i] == "\t}" {
							break
						}
					}
				}
				fn(name, en)
				out = append(out, en.lines...)
				continue
			}
			out = append(out, l)
		}
		f.Src = []byte(strings.Join(out, "\n"))
	}
}

// each calls fn on the tools files in the set, in the files' order.
func (e *editor) each(set map[string]bool, fn func(file string)) {
	for _, f := range e.toolFiles() {
		if set[f] {
			fn(f)
		}
	}
}

// defs appends CUE source to defs.cue.
func (e *editor) defs(src string) { e.appendTo("defs.cue", "\n"+src) }

// mcpEntry is an MCP tool deferred by its pattern, as data.
type mcpEntry struct {
	Name, Server             string
	Niche, Card, Description string
}

// takeMCP removes the MCP tools deferred by their patterns from the tools
// files and returns them by file, in order.
func (e *editor) takeMCP() map[string][]mcpEntry {
	got := map[string][]mcpEntry{}
	e.eachEntry(func(file string, en *entry) {
		if en.section != "mcp deferred" {
			return
		}
		m := mcpEntry{Name: en.name}
		m.Server, _, _ = strings.Cut(en.name, "_")
		m.Niche, _ = en.field("niche")
		m.Card, _ = en.field("card")
		m.Description, _ = en.field("description")
		got[file] = append(got[file], m)
		en.lines = nil
	})
	return got
}

// byServer groups MCP entries by server, keeping their order, and lists
// the servers in the order they first come.
func byServer(all []mcpEntry) (map[string][]mcpEntry, []string) {
	by := map[string][]mcpEntry{}
	var order []string
	for _, m := range all {
		if by[m.Server] == nil {
			order = append(order, m.Server)
		}
		by[m.Server] = append(by[m.Server], m)
	}
	return by, order
}

// inFileOrder flattens takeMCP's entries, file by file.
func (e *editor) inFileOrder(by map[string][]mcpEntry) []mcpEntry {
	var all []mcpEntry
	for _, f := range e.toolFiles() {
		all = append(all, by[f]...)
	}
	return all
}

// mcpFields writes the entry's fields as CUE, on one line.
func (m mcpEntry) fields() string {
	return fmt.Sprintf("niche: %q, card: %q, description: %q", m.Niche, m.Card, m.Description)
}

// servers lists the MCP servers the generated policy has patterns for.
func (e *editor) servers() []string {
	var got []string
	re := regexp.MustCompile(`(?m)^tools: \[=~"\^([a-z0-9]+)_"\]: #MCPTool$`)
	for _, m := range re.FindAllStringSubmatch(string(e.file("defs.cue").Src), -1) {
		got = append(got, m[1])
	}
	if len(got) == 0 {
		e.fail("no server patterns in defs.cue")
	}
	return got
}

// dropServerPatterns removes the per-server pattern lines from defs.cue.
func (e *editor) dropServerPatterns() {
	for _, s := range e.servers() {
		e.replace("defs.cue", fmt.Sprintf("tools: [=~\"^%s_\"]: #MCPTool\n", s), "")
	}
}

// forEveryEntry adds the source inside every entry.
func (e *editor) forEveryEntry(src string) {
	e.eachEntry(func(_ string, en *entry) { en.insert(src) })
}

// onDemand applies fn to the builtin tools written #OnDemand & {...}.
func (e *editor) onDemand(fn func(file string, en *entry)) {
	e.eachEntry(func(file string, en *entry) {
		if en.templated() {
			fn(file, en)
		}
	})
}

// wrapBlocks rewrites each tools file's `tools: {...}` block with open
// and close in place of its first and last lines.
func (e *editor) wrapBlocks(open, close string) {
	e.wrapEach(func(int) (string, string) { return open, close })
}

func idiomTable() []Idiom {
	t := []Idiom{
		// Fourteenth round (helper-59): constructs a tool catalog's authors
		// write that the earlier rounds left out.
		{Name: "desc-strings-join", Desc: "MCP descriptions built with strings.Join([\"... MCP server.\", _returns, _paging], \" \")", edit: func(e *editor) {
			const tail = " Returns JSON; paginate with the cursor field."
			used := map[string]bool{}
			e.eachEntry(func(file string, en *entry) {
				d, ok := en.field("description")
				if en.section != "mcp deferred" || !ok || !strings.HasSuffix(d, tail) {
					return
				}
				en.setField("description", fmt.Sprintf("strings.Join([%q, _returns, _paging], \" \")", strings.TrimSuffix(d, tail)))
				used[file] = true
			})
			if len(used) == 0 {
				e.fail("no MCP descriptions")
			}
			e.each(used, func(f string) { e.imports(f, "strings") })
			e.defs("_returns: \"Returns JSON;\"\n_paging: \"paginate with the cursor field.\"\n")
		}},
		{Name: "groups-list-concat", Desc: "active builtin tools with groups: list.Concat([_coreGroups, [\"files\"]]), the groups declared", edit: func(e *editor) {
			used := map[string]bool{}
			e.eachEntry(func(file string, en *entry) {
				if en.section == "builtin active" && en.oneLine() {
					en.insert("groups: list.Concat([_coreGroups, [\"files\"]])")
					used[file] = true
				}
			})
			e.each(used, func(f string) { e.imports(f, "list") })
			e.defs("_coreGroups: [\"core\", \"workspace\"]\ngroups: {core: doc: \"Core tools.\", workspace: doc: \"Workspace tools.\", files: doc: \"File tools.\"}\n")
		}},
		{Name: "policy-def-defaults", Desc: "a policy-side #Local: #Tool & {group?: #Name, annotations: {readOnlyHint: *false | bool, ...}} on active builtin entries, a third overriding a default", edit: func(e *editor) {
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin active" && en.oneLine() {
					en.lines[0] = strings.Replace(en.lines[0], ": {", ": #Local & {", 1)
					if i%3 == 0 {
						en.insert("annotations: readOnlyHint: true")
					}
					i++
				}
			})
			e.defs("#Local: #Tool & {\n\tsource: \"builtin\"\n\tgroup?: #Name\n\tannotations: {readOnlyHint: *false | bool, destructiveHint: *false | bool}\n}\n")
		}},
		{Name: "groups-hidden-map", Desc: "groups and each tool's groups: [g] from a hidden map, for g, v in _groupMembers for n in v.members {tools: (n): groups: [g]}", edit: func(e *editor) {
			names := []string{"core", "workspace", "review"}
			members := map[string][]string{}
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin active" {
					g := names[i%len(names)]
					members[g] = append(members[g], en.name)
					i++
				}
			})
			var b strings.Builder
			b.WriteString("package toolpolicy\n\n_groupMembers: {\n")
			for _, g := range names {
				fmt.Fprintf(&b, "\t%s: {doc: %q, members: [%s]}\n", g, "The "+g+" tools.", quoteList(members[g]))
			}
			b.WriteString("}\n\ngroups: {for g, v in _groupMembers {(g): {doc: v.doc}}}\n\nfor g, v in _groupMembers for n in v.members {\n\ttools: (n): groups: [g]\n}\n")
			e.add("groups.cue", b.String())
		}},
		{Name: "first-turn-hidden-list", Desc: "providers' first_turn from a hidden list, for x in _firstTurn {providers: (x.p): first_turn: x.names}", edit: func(e *editor) {
			f := e.file("providers.cue")
			lines := strings.Split(string(f.Src), "\n")
			provHead := regexp.MustCompile(`^\t([A-Za-z0-9_]+): \{$`)
			var out []string
			var b strings.Builder
			b.WriteString("\n_firstTurn: [\n")
			prov, n := "", 0
			for i := 0; i < len(lines); i++ {
				l := lines[i]
				if m := provHead.FindStringSubmatch(l); m != nil {
					prov = m[1]
				}
				if l == "\t\tfirst_turn: [" {
					var names []string
					for i++; i < len(lines) && lines[i] != "\t\t]"; i++ {
						names = append(names, strings.TrimSuffix(strings.TrimSpace(lines[i]), ","))
					}
					fmt.Fprintf(&b, "\t{p: %q, names: [%s]},\n", prov, strings.Join(names, ", "))
					n++
					continue
				}
				out = append(out, l)
			}
			if n == 0 {
				e.fail("no first_turn lists")
			}
			b.WriteString("]\n\nfor x in _firstTurn {\n\tproviders: (x.p): first_turn: x.names\n}\n")
			f.Src = []byte(strings.Join(out, "\n") + b.String())
		}},
		{Name: "close-open-pattern", Desc: "a closed definition with ... used as a pattern, #Entry: close({state: #State, source: \"builtin\" | \"mcp\", ...}), tools: [string]: #Entry", edit: func(e *editor) {
			e.defs("#Entry: close({state: #State, source: \"builtin\" | \"mcp\", ...})\ntools: [string]: #Entry\n")
		}},
		{Name: "bool-annotations-flags", Desc: "active builtin annotations computed from hidden flags, readOnlyHint: _readOnly && !_destructive, destructiveHint: !_readOnly || _destructive", edit: func(e *editor) {
			ro := regexp.MustCompile(`^(read|list|search|show|fetch|scan|watch|check|open)_`)
			e.eachEntry(func(_ string, en *entry) {
				if en.section != "builtin active" || !en.oneLine() {
					return
				}
				if ro.MatchString(en.name) {
					en.insert("annotations: {readOnlyHint: _readOnly && !_destructive, destructiveHint: !_readOnly || _destructive, openWorldHint: _openWorld}")
				} else {
					en.insert("annotations: {readOnlyHint: !_readOnly, destructiveHint: _readOnly && !_openWorld}")
				}
			})
			e.defs("_readOnly: true\n_destructive: false\n_openWorld: false\n")
		}},
		{Name: "multiline-desc-interp", Desc: "MCP descriptions as multi-line strings with interpolation, \"\"\"\\n... MCP server.\\nReturns JSON; paginate with the \\(_cursorField) field.\\n\"\"\"", edit: func(e *editor) {
			const tail = " Returns JSON; paginate with the cursor field."
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				d, ok := en.field("description")
				if en.section != "mcp deferred" || !ok || !strings.HasSuffix(d, tail) || en.oneLine() {
					return
				}
				head := strings.Trim(strconv.Quote(strings.TrimSuffix(d, tail)), `"`)
				en.setField("description", "\"\"\"\n\t\t\t"+head+"\n\t\t\tReturns JSON; paginate with the \\(_cursorField) field.\n\t\t\t\"\"\"")
				n++
			})
			if n == 0 {
				e.fail("no MCP descriptions")
			}
			e.defs("_cursorField: \"cursor\"\n")
		}},
		{Name: "env-guard", Desc: "the on-demand tools in if _env == \"prod\" || _env == \"staging\" {tools: {...}} blocks, _env: *\"prod\" | ... @tag(env), a dev-only tool under if _env == \"dev\"", edit: func(e *editor) {
			byFile := map[string][]string{}
			e.onDemand(func(file string, en *entry) {
				byFile[file] = append(byFile[file], en.lines...)
				en.lines = nil
			})
			for _, f := range e.toolFiles() {
				if len(byFile[f]) > 0 {
					e.appendTo(f, "\nif _env == \"prod\" || _env == \"staging\" {\ntools: {\n"+strings.Join(byFile[f], "\n")+"\n}\n}\n")
				}
			}
			e.defs("_env: *\"prod\" | \"staging\" | \"dev\" @tag(env)\n\nif _env == \"dev\" {\n\ttools: debug_dump_state: {state: \"active\", niche: \"Dump the agent's state (dev only).\"}\n}\n")
		}},
		{Name: "quoted-labels", Desc: "every entry's label quoted, \"read_file_0\": {...}, and tools with dashed names, \"web-fetch\": {...}", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				en.lines[0] = "\t" + strconv.Quote(en.name) + strings.TrimPrefix(en.lines[0], "\t"+en.name)
			})
			e.add("dashed.cue", "package toolpolicy\n\ntools: {\n\t\"web-fetch\": {state: \"deferred\", niche: \"Fetch a web page.\", card: \"Fetch a URL (loaded on demand).\"}\n\t\"code-search\": {state: \"deferred\", niche: \"Search the code base.\", card: \"Search code (loaded on demand).\"}\n\t\"git-blame\": {state: \"deferred\", niche: \"Blame a line.\", card: \"Who changed a line (loaded on demand).\"}\n}\n")
		}},
		{Name: "server-defaults-merge", Desc: "MCP entries written _srv.github & {...}, per-server hidden defaults from a pattern, _srv: [S=string]: {source: \"mcp\", state: *\"deferred\" | #State, group: S}", edit: func(e *editor) {
			srv := map[string]bool{}
			for _, s := range e.servers() {
				srv[s] = true
			}
			var used []string
			e.eachEntry(func(_ string, en *entry) {
				if en.section != "mcp deferred" {
					return
				}
				s, _, _ := strings.Cut(en.name, "_")
				if !srv[s] {
					return
				}
				en.lines[0] = strings.Replace(en.lines[0], ": {", ": _srv."+s+" & {", 1)
				if !slices.Contains(used, s) {
					used = append(used, s)
				}
			})
			e.defs("_srv: [S=string]: {source: \"mcp\", state: *\"deferred\" | #State, group: S}\n_srv: {" + strings.Join(used, ": _, ") + ": _}\n")
		}},
		{Name: "matchif-pattern", Desc: "matchIf in a pattern, [string]: matchIf({state: \"deferred\", source: \"builtin\", ...}, {card!: string, ...}, _)", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [string]: matchIf({state: \"deferred\", source: \"builtin\", ...}, {card!: string, ...}, _)\n")
		}},
		{Name: "or-states", Desc: "a pattern's states from or() of a hidden list, tools: [string]: {state: or(_lifecycle)}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\n_lifecycle: [\"active\", \"deferred\", \"hidden-compatibility\", \"deprecated\"]\n\ntools: [string]: {state: or(_lifecycle)}\n")
		}},
		{Name: "suffix-patterns", Desc: "patterns keyed by suffix regular expressions, [=~\"_resources?$\"]: {source: \"mcp\", state: \"active\"}, [=~\"_[0-9]+$\"]: {niche?: =~\"\\\\.$\"}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [=~\"_resources?$\"]: {source: \"mcp\", state: \"active\"}\ntools: [=~\"_templates$\"]: {source: \"mcp\"}\ntools: [=~\"_prompt$\"]: {source: \"mcp\"}\ntools: [=~\"_[0-9]+$\"]: {niche?: =~\"\\\\.$\"}\n")
		}},
		{Name: "let-embed", Desc: "active builtin entries embedding a file-level let, {active, niche: ...}, let active = {state: \"active\"}", edit: func(e *editor) {
			used := map[string]bool{}
			e.eachEntry(func(file string, en *entry) {
				if s, ok := en.field("state"); en.section == "builtin active" && en.oneLine() && ok && s == "active" {
					en.setField("state", "")
					en.insert("active")
					used[file] = true
				}
			})
			e.each(used, func(f string) {
				e.replace(f, "package toolpolicy\n", "package toolpolicy\n\nlet active = {state: \"active\"}\n")
			})
		}},
		{Name: "indexed-names", Desc: "active builtin tools from a hidden list with the index in the name, for i, t in _activeNN {tools: \"\\(t.verb)_\\(t.obj)_\\(i+OFF)\": {...}}", edit: func(e *editor) {
			re := regexp.MustCompile(`^([a-z]+)_([a-z]+)_([0-9]+)$`)
			type rec struct{ verb, obj, niche string }
			recs := map[string][]rec{}
			first := map[string]int{}
			e.eachEntry(func(file string, en *entry) {
				m := re.FindStringSubmatch(en.name)
				if en.section != "builtin active" || !en.oneLine() || m == nil {
					return
				}
				n, ok := en.field("niche")
				if !ok || en.value() != fmt.Sprintf("{state: \"active\", niche: %s}", strconv.Quote(n)) {
					return
				}
				idx, _ := strconv.Atoi(m[3])
				if len(recs[file]) == 0 {
					first[file] = idx
				} else if idx != first[file]+len(recs[file]) {
					return
				}
				recs[file] = append(recs[file], rec{m[1], m[2], n})
				en.lines = nil
			})
			if len(recs) == 0 {
				e.fail("no active builtin entries")
			}
			for _, f := range e.toolFiles() {
				if len(recs[f]) == 0 {
					continue
				}
				v := "_active" + strings.TrimSuffix(strings.TrimPrefix(f, "tools_"), ".cue")
				var b strings.Builder
				fmt.Fprintf(&b, "\n%s: [\n", v)
				for _, r := range recs[f] {
					fmt.Fprintf(&b, "\t{verb: %q, obj: %q, niche: %q},\n", r.verb, r.obj, r.niche)
				}
				fmt.Fprintf(&b, "]\n\nfor i, t in %s {\n\ttools: \"\\(t.verb)_\\(t.obj)_\\(i+%d)\": {state: \"active\", niche: t.niche}\n}\n", v, first[f])
				e.appendTo(f, b.String())
			}
		}},
		{Name: "retired-from-list", Desc: "the retired names from a hidden list of records, retired: {for r in _retired {(r.name): {reason: \"replaced by \\(r.by)\", since: r.since}}}", edit: func(e *editor) {
			f := e.file("aliases.cue")
			src := string(f.Src)
			i := strings.Index(src, "\nretired: {\n")
			if i < 0 {
				e.fail("no retired block")
			}
			j := strings.Index(src[i+1:], "\n}\n")
			if j < 0 {
				e.fail("no end of the retired block")
			}
			j += i + 1
			re := regexp.MustCompile(`^\t([A-Za-z0-9_]+): \{reason: "replaced by ([A-Za-z0-9_]+)", since: ("[^"]*")\}$`)
			var recs, kept []string
			for _, l := range strings.Split(src[i+len("\nretired: {\n"):j+1], "\n") {
				if m := re.FindStringSubmatch(l); m != nil {
					recs = append(recs, fmt.Sprintf("\t{name: %q, by: %q, since: %s},", m[1], m[2], m[3]))
				} else if strings.TrimSpace(l) != "" {
					kept = append(kept, l)
				}
			}
			if len(recs) == 0 {
				e.fail("no retired records")
			}
			body := "\n_retired: [\n" + strings.Join(recs, "\n") + "\n]\n\nretired: {\n\tfor r in _retired {\n\t\t(r.name): {reason: \"replaced by \\(r.by)\", since: r.since}\n\t}\n"
			if len(kept) > 0 {
				body += strings.Join(kept, "\n") + "\n"
			}
			f.Src = []byte(src[:i] + body + "}\n" + src[j+3:])
		}},
		{Name: "gates-map-defaults", Desc: "gates from a hidden map with defaults, _gates: [string]: {kind: *\"visible_for\" | \"hidden_for\", class: #Name}, gates: {for n, g in _gates {(n): (g.kind): g.class}}", edit: func(e *editor) {
			f := e.file("providers.cue")
			src := string(f.Src)
			i := strings.Index(src, "\ngates: {\n")
			if i < 0 {
				e.fail("no gates")
			}
			re := regexp.MustCompile(`^\t([A-Za-z0-9_]+): (visible_for|hidden_for): ("[^"]*")$`)
			var b strings.Builder
			b.WriteString("\n_gates: [string]: {kind: *\"visible_for\" | \"hidden_for\", class: #Name}\n_gates: {\n")
			n := 0
			for _, l := range strings.Split(strings.TrimSuffix(src[i+len("\ngates: {\n"):], "}\n"), "\n") {
				m := re.FindStringSubmatch(l)
				if m == nil {
					if strings.TrimSpace(l) != "" {
						e.fail("gate line %q", l)
					}
					continue
				}
				if m[2] == "visible_for" {
					fmt.Fprintf(&b, "\t%s: class: %s\n", m[1], m[3])
				} else {
					fmt.Fprintf(&b, "\t%s: {kind: %q, class: %s}\n", m[1], m[2], m[3])
				}
				n++
			}
			if n == 0 {
				e.fail("no gates")
			}
			b.WriteString("}\n\ngates: {for n, g in _gates {(n): (g.kind): g.class}}\n")
			f.Src = []byte(src[:i] + b.String())
		}},
		{Name: "variants-interp", Desc: "on-demand tools with a per-class variant whose description interpolates the entry's niche, variants: [{model_class: \"class_00\", description: \"\\(niche) ...\"}]", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) {
				en.insert("variants: [{model_class: \"class_00\", description: \"\\(niche) Loaded on demand.\"}]")
			})
		}},
		{Name: "visible-when-any", Desc: "on-demand tools with a condition, visible_when: {any: [{mode: \"agent\"}, {mode: \"yolo\"}]}", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) {
				en.insert("visible_when: {any: [{mode: \"agent\"}, {mode: \"yolo\"}]}")
			})
		}},
		{Name: "parameters-shared", Desc: "MCP entries with parameters: _paged, a hidden JSON Schema struct shared by every entry", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "mcp deferred" {
					en.insert("parameters: _paged")
				}
			})
			e.defs("_paged: {\n\ttype: \"object\"\n\tproperties: {cursor: {type: \"string\", description: \"Opaque page cursor.\"}, limit: {type: \"integer\", minimum: 1}}\n\tadditionalProperties: false\n}\n")
		}},
		{Name: "reject-default-chain-conflict", Desc: "a definition chain overriding a default at each level, #Lazy2: #Lazy1 & {card: *\"...\" | string} (the defaults conflict; entries without a card are incomplete)", edit: func(e *editor) {
			i := 0
			e.onDemand(func(_ string, en *entry) {
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": #Lazy2 & {", 1)
				if i%2 == 1 {
					en.setField("card", "")
				}
				i++
			})
			e.defs("#Lazy1: #Tool & {state: *\"deferred\" | #State, card: *\"Loaded on demand.\" | string}\n#Lazy2: #Lazy1 & {card: *\"Loaded when asked for.\" | string}\n")
		}},
		{Name: "reject-def-extra-field", Desc: "a policy-side #Owned: #Tool & {owner: string} on active builtin entries (owner is not a field #Tool allows)", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin active" && en.oneLine() {
					en.lines[0] = strings.Replace(en.lines[0], ": {", ": #Owned & {owner: \"team-core\", ", 1)
				}
			})
			e.defs("#Owned: #Tool & {owner: string}\n")
		}},
		{Name: "reject-pattern-required", Desc: "a pattern requiring card!, [=~\"^(github|...)_\"]: {card!: string}, one MCP entry without a card", edit: func(e *editor) {
			done := false
			e.eachEntry(func(_ string, en *entry) {
				if !done && en.section == "mcp deferred" {
					if _, ok := en.field("card"); ok {
						en.setField("card", "")
						done = true
					}
				}
			})
			if !done {
				e.fail("no MCP entry with a card")
			}
			e.defs("tools: [=~\"^(" + strings.Join(e.servers(), "|") + ")_\"]: {card!: string}\n")
		}},
		{Name: "reject-quoted-label-space", Desc: "a quoted label with a space, tools: \"web fetch\": {...} (not a #Name)", edit: func(e *editor) {
			e.add("dashed.cue", "package toolpolicy\n\ntools: {\n\t\"web-fetch\": {state: \"deferred\", niche: \"Fetch a web page.\", card: \"Fetch a URL (loaded on demand).\"}\n\t\"web fetch\": {state: \"deferred\", niche: \"Fetch a web page.\", card: \"Fetch a URL (loaded on demand).\"}\n}\n")
		}},

		// Thirteenth round (helper-52): idioms the earlier surveys left out.
		{Name: "user-schema-file", Desc: "the user definitions in a schema file of their own, with #Builtin & {...} on active builtin entries", edit: func(e *editor) {
			src := string(e.file("defs.cue").Src)
			var keep, moved []string
			for _, l := range strings.Split(src, "\n") {
				if strings.HasPrefix(l, "#") {
					moved = append(moved, l)
					continue
				}
				keep = append(keep, l)
			}
			if len(moved) == 0 {
				e.fail("no definitions in defs.cue")
			}
			e.file("defs.cue").Src = []byte(strings.Join(keep, "\n"))
			e.add("schema_user.cue", "package toolpolicy\n\n// The policy's own definitions, on top of toolpolicy's schema.\n"+strings.Join(moved, "\n")+"\n#Builtin: #Tool & {source: \"builtin\"}\n")
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin active" && en.oneLine() {
					en.lines[0] = strings.Replace(en.lines[0], ": {", ": #Builtin & {", 1)
				}
			})
		}},
		{Name: "self-name-hidden", Desc: "every entry names itself in a hidden field, tools: [Name=_]: {_name: Name}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [Name=_]: {_name: Name}\n")
		}},
		{Name: "self-name-card", Desc: "on-demand cards interpolating the name a pattern gives, [Name=_]: {_name: Name}, X=#OnDemand & {card: \"\\(X._name): ...\"}", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) {
				c, _ := en.field("card")
				en.setField("card", `"\(X._name): `+strings.Trim(strconv.Quote(c), `"`)+`"`)
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": X=#OnDemand & {", 1)
			})
			e.add("idiom.cue", "package toolpolicy\n\ntools: [Name=_]: {_name: Name}\n")
		}},
		{Name: "reject-self-name-ref", Desc: "on-demand cards reading a pattern's hidden field unqualified, card: \"\\(_name): ...\" (not in scope)", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) {
				c, _ := en.field("card")
				en.setField("card", `"\(_name): `+strings.Trim(strconv.Quote(c), `"`)+`"`)
			})
			e.add("idiom.cue", "package toolpolicy\n\ntools: [Name=_]: {_name: Name}\n")
		}},
		{Name: "def-chain-3", Desc: "on-demand tools under a chain of three definitions, #Lazy: #Deferred & {...}, #Deferred: #Base & {...}, #Base: #Tool & {...}", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) {
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": #Lazy & {", 1)
			})
			e.defs("#Base: #Tool & {source: *\"builtin\" | \"mcp\"}\n#Deferred: #Base & {state: *\"deferred\" | #State}\n#Lazy: #Deferred & {card: string, niche: string}\n")
		}},
		{Name: "def-and-def", Desc: "on-demand entries the meet of two definitions, #OnDemand & #Documented & {...}", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) {
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": #OnDemand & #Documented & {", 1)
			})
			e.defs("#Documented: #Tool & {niche!: #Line & !=\"\", card!: string}\n")
		}},
		{Name: "def-default-override", Desc: "a definition with defaults for card and source, overridden by half the on-demand entries", edit: func(e *editor) {
			i := 0
			e.onDemand(func(_ string, en *entry) {
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": #Deferred & {", 1)
				if i%2 == 1 {
					en.setField("card", "")
				}
				i++
			})
			e.defs("#Deferred: #Tool & {state: *\"deferred\" | #State, source: *\"builtin\" | \"mcp\", card: *\"Loaded on demand.\" | string}\n")
		}},
		{Name: "field-disjunction-default", Desc: "every entry with source: *\"builtin\" | \"mcp\" of its own, the MCP ones meeting their pattern's \"mcp\"", edit: func(e *editor) {
			e.forEveryEntry(`source: *"builtin" | "mcp"`)
		}},
		{Name: "strings-funcs", Desc: "active builtin tools with implementation: strings.Replace(strings.ToTitle(...), \" \", \"\", -1) and niche: strings.ToLower(...)", edit: func(e *editor) {
			used := map[string]bool{}
			e.eachEntry(func(file string, en *entry) {
				if en.section != "builtin active" || !en.oneLine() {
					return
				}
				n, _ := en.field("niche")
				words := strings.ReplaceAll(en.name, "_", " ")
				en.setField("niche", fmt.Sprintf("strings.ToLower(%q)", strings.ToUpper(n[:1])+n[1:]))
				en.insert(fmt.Sprintf("implementation: strings.Replace(strings.ToTitle(%q), \" \", \"\", -1)", words))
				used[file] = true
			})
			e.each(used, func(f string) { e.imports(f, "strings") })
		}},
		{Name: "list-of-structs", Desc: "on-demand tools from a hidden list of structs, for t in _onDemand {tools: (t.name): #OnDemand & {niche: t.niche, card: t.card}}", edit: func(e *editor) {
			var b strings.Builder
			b.WriteString("package toolpolicy\n\n// The builtin tools loaded on demand.\n_onDemand: [\n")
			e.onDemand(func(_ string, en *entry) {
				n, _ := en.field("niche")
				c, _ := en.field("card")
				fmt.Fprintf(&b, "\t{name: %q, niche: %q, card: %q},\n", en.name, n, c)
				en.lines = nil
			})
			b.WriteString("]\n\nfor t in _onDemand {\n\ttools: (t.name): #OnDemand & {niche: t.niche, card: t.card}\n}\n")
			e.add("ondemand.cue", b.String())
		}},
		{Name: "nested-for-if-let", Desc: "MCP tools from hidden per-file, per-server lists, for _, f in _mcp for s, l in f let p = s for t in l if !t.disabled {...}", edit: func(e *editor) {
			for _, fm := range sortedMCP(e) {
				file, ms := fm.file, fm.tools
				var order []string
				by := map[string][]mcpEntry{}
				for _, m := range ms {
					if by[m.Server] == nil {
						order = append(order, m.Server)
					}
					by[m.Server] = append(by[m.Server], m)
				}
				var b strings.Builder
				fmt.Fprintf(&b, "\n_mcp: %s: {\n", strings.TrimSuffix(file, ".cue"))
				for _, s := range order {
					fmt.Fprintf(&b, "\t%s: [\n", s)
					for _, m := range by[s] {
						fmt.Fprintf(&b, "\t\t{id: %q, %s},\n", strings.TrimPrefix(m.Name, s+"_"), m.fields())
					}
					b.WriteString("\t]\n")
				}
				b.WriteString("}\n")
				e.appendTo(file, b.String())
			}
			e.defs("_mcp: [string]: [string]: [...{id: string, disabled: *false | bool, ...}]\n\nfor _, f in _mcp\nfor s, l in f\nlet p = s\nfor t in l\nif !t.disabled {\n\ttools: \"\\(p)_\\(t.id)\": {niche: t.niche, card: t.card, description: t.description}\n}\n")
		}},
		{Name: "if-build-tag", Desc: "an experimental tools file under @if(experimental), which without the tag is left out (it would conflict)", edit: func(e *editor) {
			first := ""
			e.eachEntry(func(_ string, en *entry) {
				if first == "" && en.section == "builtin active" {
					first = en.name
				}
			})
			e.add("experimental.cue", "@if(experimental)\n\npackage toolpolicy\n\n// Only with -t experimental.\ntools: "+first+": state: \"removed\"\ntools: experimental_tool: {state: \"active\", niche: \"An experiment.\"}\n")
		}},
		{Name: "hidden-vars-interp", Desc: "MCP descriptions interpolating several hidden fields, \"... \\(_org)/github \\(_kind). \\(_returns); \\(_paging).\"", edit: func(e *editor) {
			re := regexp.MustCompile(`description: "(.*) through the ([a-z0-9]+) MCP server\. Returns JSON; paginate with the cursor field\."`)
			e.eachEntry(func(_ string, en *entry) {
				for i, l := range en.lines {
					en.lines[i] = re.ReplaceAllString(l, `description: "$1 through the \(_org)/$2 \(_kind). \(_returns); \(_paging)."`)
				}
			})
			e.defs("_org: \"acme\"\n_kind: \"MCP server\"\n_returns: \"Returns JSON\"\n_paging: \"paginate with the \\(_cursor) field\"\n_cursor: \"cursor\"\n")
		}},
		{Name: "label-regexp-alternation", Desc: "one MCP pattern with alternation written out, [=~\"^(github|jira|...)_\"]: #MCPTool", edit: func(e *editor) {
			s := e.servers()
			e.dropServerPatterns()
			e.defs("tools: [=~\"^(" + strings.Join(s, "|") + ")_\"]: #MCPTool\n")
		}},
		{Name: "overlapping-patterns", Desc: "overlapping patterns adding constraints, [=~\"^g\"], [=~\"^git\"], [=~\"_[0-9]+$\"], beside the server patterns", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [=~\"^g\"]: {niche?: =~\"^[A-Z]\"}\ntools: [=~\"^git\"]: {description?: =~\"github\"}\ntools: [=~\"_[0-9]+$\"]: {state: #State}\ntools: [=~\"^(github|gitlab)_(get|list|read)_\"]: {card?: !=\"\"}\n")
		}},
		{Name: "open-def", Desc: "on-demand template an open definition embedding #Tool, #OnDemand: {#Tool, state: *\"deferred\" | #State, ...}", edit: func(e *editor) {
			e.replace("defs.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}", "#OnDemand: {#Tool, state: *\"deferred\" | #State, ...}")
		}},
		{Name: "close-def", Desc: "the user definitions wrapped in close(), #MCPTool: close(#Tool & {...})", edit: func(e *editor) {
			e.replace("defs.cue", "#MCPTool: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}", "#MCPTool: close(#Tool & {source: \"mcp\", state: *\"deferred\" | #State})")
			e.replace("defs.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}", "#OnDemand: close(#Tool & {state: *\"deferred\" | #State})")
		}},
		{Name: "embed-hidden-base", Desc: "every builtin entry embedding a hidden template, {_base, state: ...}", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				if strings.HasPrefix(en.section, "builtin") && !en.templated() {
					en.insert("_base")
				}
			})
			e.defs("_base: {source: \"builtin\", state: #State}\n")
		}},
		{Name: "list-field-comprehension", Desc: "active builtin tools with groups: [for g in _groups if g != \"none\" {g}] and annotations from a comprehension", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin active" && en.oneLine() {
					en.insert("groups: [for g in _groups if g != \"none\" {g}], annotations: {for h in _hints {(h): true}}")
				}
			})
			e.defs("_groups: [\"core\", \"none\", \"files\"]\ngroups: {for g in _groups if g != \"none\" {(g): {doc: \"The \\(g) tools.\"}}}\n_hints: [\"readOnlyHint\", \"idempotentHint\"]\n")
		}},
		{Name: "pattern-default-override", Desc: "a pattern giving MCP tools a default description, [=~\"^(github|...)_\"]: {description: *\"...\" | string}, most entries overriding it", edit: func(e *editor) {
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "mcp deferred" {
					if i%4 == 0 {
						en.setField("description", "")
					}
					i++
				}
			})
			e.defs("tools: [=~\"^(" + strings.Join(e.servers(), "|") + ")_\"]: {description: *\"An MCP tool; see its server's documentation.\" | string}\n")
		}},
		{Name: "alias-list-sort", Desc: "the alias manifest built from list.Concat and list.Sort of records, for a in _sorted {(a.old): {...}}", edit: func(e *editor) {
			e.imports("aliases.cue", "list")
			f := e.file("aliases.cue")
			src := string(f.Src)
			i := strings.Index(src, "\naliases: {\n")
			j := strings.Index(src[i+1:], "\n}\n")
			if i < 0 || j < 0 {
				e.fail("no aliases block")
			}
			j += i + 1
			f.Src = []byte(src[:i+1] + "_records: list.Concat([[for o, n in _hidden {{old: o, new: n}}], [for o, n in _deprecated {{old: o, new: n, note: \"deprecated: use \\(n) instead\"}}]])\n_sorted: list.Sort(_records, {x: {}, y: {}, less: x.old < y.old})\n\naliases: {\n\tfor a in _sorted {\n\t\t(a.old): {replacement: a.new, first_deprecated: deprecatedIn, planned_removal: \"TBD\", removal_not_before: notBefore, replay_supported: true, if a.note != _|_ {note: a.note}}\n\t}\n}\n" + src[j+3:])
		}},
		{Name: "def-if-field", Desc: "a definition with a condition on its own field, #OnDemand: #Tool & {state: ..., if state == \"deferred\" {card!: string}}", edit: func(e *editor) {
			e.replace("defs.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}", "#OnDemand: #Tool & {\n\tstate: *\"deferred\" | #State\n\tif state == \"deferred\" {card!: string}\n}")
		}},
		{Name: "pattern-name-default", Desc: "a pattern defaulting the niche from the name, [N=_]: {niche: *\"The \\(N) tool.\" | string}, a quarter of MCP entries without one", edit: func(e *editor) {
			i := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "mcp deferred" {
					if i%4 == 0 {
						en.setField("niche", "")
					}
					i++
				}
			})
			e.add("idiom.cue", "package toolpolicy\n\ntools: [N=_]: {niche: *\"The \\(N) tool.\" | string}\n")
		}},
		{Name: "pattern-group-from-name", Desc: "MCP tools grouped by a field computed from the name, [N= =~\"^(github|...)_\"]: {group: strings.Split(N, \"_\")[0]}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport \"strings\"\n\ntools: [N= =~\"^("+strings.Join(e.servers(), "|")+")_\"]: {group: strings.Split(N, \"_\")[0]}\n")
		}},
		{Name: "section-invariant", Desc: "an invariant over the section, _active: [for n, t in tools if t.state == \"active\" {n}], len(_active) > 0 & true", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\n_active: [for n, t in tools if t.state == \"active\" {n}]\n_someActive: len(_active) > 0 & true\n")
		}},
		{Name: "split-state-file", Desc: "the on-demand tools' states declared again in a file of their own, tools: x: state: \"deferred\"", edit: func(e *editor) {
			var b strings.Builder
			b.WriteString("package toolpolicy\n\n// Loaded on demand.\n")
			e.onDemand(func(_ string, en *entry) {
				fmt.Fprintf(&b, "tools: %s: state: \"deferred\"\n", en.name)
			})
			e.add("states.cue", b.String())
		}},
		{Name: "let-struct-merge", Desc: "MCP entries written remote & {...}, a file-level let of a struct of literals", edit: func(e *editor) {
			used := map[string]bool{}
			e.eachEntry(func(file string, en *entry) {
				if en.section == "mcp deferred" {
					en.lines[0] = strings.Replace(en.lines[0], ": {", ": remote & {", 1)
					used[file] = true
				}
			})
			e.each(used, func(f string) {
				e.replace(f, "package toolpolicy\n", "package toolpolicy\n\nlet remote = {source: \"mcp\", state: \"deferred\"}\n")
			})
		}},
		{Name: "entry-reads-release", Desc: "on-demand cards reading another section, card: \"... (since \\(release.version)).\"", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) {
				c, _ := en.field("card")
				en.setField("card", `"`+strings.TrimSuffix(strings.Trim(strconv.Quote(c), `"`), ".")+` (since \(release.version))."`)
			})
		}},
		{Name: "user-tool-pattern", Desc: "the schema's pattern restated in the policy, tools: [#Name]: #Tool", edit: func(e *editor) {
			e.defs("tools: [#Name]: #Tool\n")
		}},
		{Name: "reject-entry-close", Desc: "active builtin entries written close({...}), which the schema's source default is then not allowed in", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin active" && en.oneLine() {
					v := en.value()
					en.lines[0] = "\t" + en.name + ": close(" + v + ")"
				}
			})
		}},
		{Name: "reject-def-if-field", Desc: "def-if-field with one deferred on-demand entry without a card", edit: func(e *editor) {
			e.replace("defs.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}", "#OnDemand: #Tool & {\n\tstate: *\"deferred\" | #State\n\tif state == \"deferred\" {card!: string}\n}")
			done := false
			e.onDemand(func(_ string, en *entry) {
				if !done {
					en.setField("card", "")
					done = true
				}
			})
		}},
		{Name: "interp-label", Desc: "MCP entries whose labels interpolate a hidden server name, \"\\(_github)_update_ticket_5010\": {...}", edit: func(e *editor) {
			srv := map[string]bool{}
			for _, s := range e.servers() {
				srv[s] = true
			}
			var used []string
			e.eachEntry(func(_ string, en *entry) {
				if en.section != "mcp deferred" {
					return
				}
				s, rest, _ := strings.Cut(en.name, "_")
				if !srv[s] {
					return
				}
				en.lines[0] = fmt.Sprintf("\t\"\\(_%s)_%s\": %s", s, rest, strings.TrimPrefix(en.lines[0], "\t"+en.name+": "))
				if !slices.Contains(used, s) {
					used = append(used, s)
				}
			})
			var b strings.Builder
			for _, s := range used {
				fmt.Fprintf(&b, "_%s: %q\n", s, s)
			}
			e.defs(b.String())
		}},
		{Name: "pattern-embed-group", Desc: "the MCP patterns embedding their definition beside a group, [=~\"^github_\"]: {#MCPTool, group: \"github\"}", edit: func(e *editor) {
			for _, s := range e.servers() {
				e.replace("defs.cue", fmt.Sprintf("tools: [=~\"^%s_\"]: #MCPTool\n", s), fmt.Sprintf("tools: [=~\"^%s_\"]: {#MCPTool, group: %q}\n", s, s))
			}
		}},
		{Name: "annotations-default", Desc: "a pattern with nested defaults, [string]: {annotations: {readOnlyHint: *false | bool, openWorldHint: *false | bool}}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [string]: {annotations: {readOnlyHint: *false | bool, openWorldHint: *false | bool}}\ntools: [=~\"^(list|read|search|fetch)_\"]: {annotations: readOnlyHint: true}\n")
		}},
		{Name: "block-patterns", Desc: "each tools file's block declaring the MCP patterns itself, tools: {[=~\"^github_\"]: #MCPTool, ...}", edit: func(e *editor) {
			var b strings.Builder
			for _, s := range e.servers() {
				fmt.Fprintf(&b, "\t[=~\"^%s_\"]: #MCPTool\n", s)
			}
			e.dropServerPatterns()
			e.wrapBlocks("tools: {\n"+b.String(), "}")
		}},
		{Name: "reject-required-missing", Desc: "a definition requiring card!, #Documented, met by every on-demand entry but one", edit: func(e *editor) {
			done := false
			e.onDemand(func(_ string, en *entry) {
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": #OnDemand & #Documented & {", 1)
				if !done {
					en.setField("card", "")
					done = true
				}
			})
			e.defs("#Documented: {niche!: string, card!: string, ...}\n")
		}},
		{Name: "reject-if-tag-negated", Desc: "if-build-tag under @if(!experimental), so the conflicting file is in", edit: func(e *editor) {
			first := ""
			e.eachEntry(func(_ string, en *entry) {
				if first == "" && en.section == "builtin active" {
					first = en.name
				}
			})
			e.add("experimental.cue", "@if(!experimental)\n\npackage toolpolicy\n\ntools: "+first+": state: \"removed\"\n")
		}},

		// Eleventh round: opaque patterns, entries' own constraints, flags.
		{Name: "validator-pattern", Desc: "a standard-library validator in a pattern, tools: [string]: {niche?: strings.MaxRunes(120)}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport \"strings\"\n\ntools: [string]: {niche?: strings.MaxRunes(120)}\n")
		}},
		{Name: "regexp-valid", Desc: "regexp.Valid of a hidden regular expression, used in a pattern", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport \"regexp\"\n\n_implRE: \"^[A-Z][A-Za-z0-9]*$\"\n_implOK: regexp.Valid(_implRE) & true\n\ntools: [string]: {implementation?: =~_implRE}\n")
		}},
		{Name: "error-pattern", Desc: "error() in a pattern, on the name and as a fallback of a field", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [=~\"^tmp_\"]: error(\"tmp_ tools are not released\")\ntools: [string]: {state: #State | error(\"state: one of the lifecycle states\")}\n")
		}},
		{Name: "close-pattern", Desc: "close({...}) in a pattern, listing the fields an entry may have", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [string]: close({state: _, source: _, implementation?: _, niche?: _, card?: _, description?: _})\n")
		}},
		{Name: "len-error", Desc: "[N=string]: {if len(N) > 200 {error(\"...\")}}, a condition on the name's length", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [N=string]: {if len(N) > 200 {error(\"a tool name is at most 200 bytes\")}}\n")
		}},
		{Name: "len-error-interp", Desc: "len-error with the name interpolated into the message, error(\"tool name \\(N) is over 200 bytes\")", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [N=string]: {if len(N) > 200 {error(\"tool name \\(N) is over 200 bytes\")}}\n")
		}},
		{Name: "optional-description", Desc: "every tool with description?: string beside its fields", edit: func(e *editor) {
			e.forEveryEntry("description?: string")
		}},
		{Name: "optional-description-derived", Desc: "optional-description on the derived shape (the alias manifest made from the tools)", Shape: ShapeDerived, edit: func(e *editor) {
			e.forEveryEntry("description?: string")
		}},
		{Name: "group-default", Desc: "every tool with group: *\"core\" | string and implementation?: =~\"^[A-Z]\"", edit: func(e *editor) {
			e.forEveryEntry(`group: *"core" | string, implementation?: =~"^[A-Z]"`)
		}},
		{Name: "lazy-flag", Desc: "builtin tools loaded on demand with state: _lazyState, _lazyState: *\"deferred\" | \"active\"", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) { en.insert("state: _lazyState") })
			e.defs("_lazyState: *\"deferred\" | \"active\"\n")
		}},
		{Name: "lazy-tag", Desc: "lazy-flag with the flag a tag, _lazyState: *\"deferred\" | \"active\" @tag(lazy)", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) { en.insert("state: _lazyState") })
			e.defs("_lazyState: *\"deferred\" | \"active\" @tag(lazy)\n")
		}},
		{Name: "matchn-entry", Desc: "matchN(>=1, [...]) on every entry, one struct per kind of tool", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [string]: matchN(>=1, [{state: \"active\", ...}, {card!: string, ...}, {state: \"hidden-compatibility\" | \"deprecated\", niche!: string, ...}])\n")
		}},
		{Name: "minfields-entry", Desc: "struct.MinFields(1) on every entry", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport \"struct\"\n\ntools: [string]: struct.MinFields(1)\n")
		}},
		{Name: "disjunction-pattern", Desc: "a disjunction of structs with a default as a pattern, [string]: *{source: \"builtin\", ...} | {source: \"mcp\", ...}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [string]: *{source: \"builtin\", ...} | {source: \"mcp\", ...}\n")
		}},
		{Name: "list-contains", Desc: "a pattern reading a hidden list and its own field, _known: list.Contains(_states, state)", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport \"list\"\n\n_states: [\"active\", \"deferred\", \"hidden-compatibility\", \"deprecated\"]\n\ntools: [string]: {state: _, _known: list.Contains(_states, state) & true}\n")
		}},
		{Name: "minfields-section", Desc: "tools: struct.MinFields(1) on the section", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport \"struct\"\n\ntools: struct.MinFields(1)\n")
		}},
		{Name: "chosen-template", Desc: "entries (*#OnDemand | #Active) & {...}, choosing their template", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) {
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": (*#OnDemand | #Active) & {", 1)
			})
			e.defs("#Active: #Tool & {state: \"active\"}\n")
		}},
		{Name: "json-unmarshal", Desc: "MCP tools kept as JSON, tools: json.Unmarshal(_mcpNN), one string per file", edit: func(e *editor) {
			for _, fm := range sortedMCP(e) {
				file, ms := fm.file, fm.tools
				obj := map[string]map[string]string{}
				for _, m := range ms {
					obj[m.Name] = map[string]string{"niche": m.Niche, "card": m.Card, "description": m.Description}
				}
				js, err := json.Marshal(obj)
				if err != nil {
					e.fail("%v", err)
				}
				v := "_mcp" + strings.TrimSuffix(strings.TrimPrefix(file, "tools_"), ".cue")
				e.imports(file, "encoding/json")
				e.appendTo(file, fmt.Sprintf("\n// This file's MCP tools, as their server lists them.\n%s: %s\n\ntools: json.Unmarshal(%s)\n", v, strconv.Quote(string(js)), v))
			}
		}},
		{Name: "toolsets", Desc: "the MCP patterns gathered in #Toolsets: {[=~\"^github_\"]: #MCPTool, ...}, tools: #Toolsets", edit: func(e *editor) {
			var b strings.Builder
			b.WriteString("#Toolsets: {\n")
			for _, s := range e.servers() {
				fmt.Fprintf(&b, "\t[=~\"^%s_\"]: #MCPTool\n", s)
			}
			b.WriteString("\t...\n}\n\ntools: #Toolsets\n")
			e.dropServerPatterns()
			e.defs(b.String())
		}},
		{Name: "reject-ambiguous-disjunction", Desc: "a disjunction of definitions without a default, [string]: #Builtin | #Remote (ambiguous for builtin entries)", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\n#Builtin: {source: \"builtin\", ...}\n#Remote: {source: \"mcp\", ...}\n\ntools: [string]: #Builtin | #Remote\n")
		}},
		{Name: "reject-maxrunes", Desc: "a validator in a pattern every long niche breaks, [string]: {niche?: strings.MaxRunes(20)}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport \"strings\"\n\ntools: [string]: {niche?: strings.MaxRunes(20)}\n")
		}},
		{Name: "reject-len-error", Desc: "error() on names over 12 bytes, [N=string]: {if len(N) > 12 {error(...)}}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [N=string]: {if len(N) > 12 {error(\"tool name \\(N) is over 12 bytes\")}}\n")
		}},
		{Name: "reject-lazy-flag", Desc: "lazy-flag with a flag outside the states, _lazyState: \"paused\"", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) { en.insert("state: _lazyState") })
			e.defs("_lazyState: \"paused\"\n")
		}},

		// Tenth round: entries computed from their own fields, definitions
		// as functions.
		{Name: "hidden-interp", Desc: "a hidden field in every entry with a niche, interpolated into it, {_n: \"...\", niche: \"\\(_n)\"}", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				if n, ok := en.field("niche"); ok {
					en.setField("niche", `"\(_n)", _n: `+strconv.Quote(n))
				}
			})
		}},
		{Name: "value-alias", Desc: "active entries with a value alias, X={_v: \"...\", niche: \"\\(X._v)\"}", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				n, ok := en.field("niche")
				if !ok || !en.oneLine() || !strings.HasPrefix(en.value(), "{") || !strings.Contains(en.section, "active") {
					return
				}
				en.setField("niche", `"\(X._v)", _v: `+strconv.Quote(n))
				en.lines[0] = strings.Replace(en.lines[0], ": {", ": X={", 1)
			})
		}},
		{Name: "card-from-niche", Desc: "cards of on-demand tools computed from their niche, card: strings.TrimSuffix(niche, \" on request.\")", edit: func(e *editor) {
			used := map[string]bool{}
			e.onDemand(func(file string, en *entry) {
				en.setField("card", `strings.TrimSuffix(niche, " on request.") + " (loaded on demand)."`)
				used[file] = true
			})
			e.each(used, func(f string) { e.imports(f, "strings") })
		}},
		{Name: "def-function", Desc: "a definition used as a function of a hidden input, #Lazy & {_niche: \"...\", card: ...}", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) {
				n, _ := en.field("niche")
				en.setField("niche", "")
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": #Lazy & {", 1)
				en.insert(fmt.Sprintf("_niche: %q", n))
			})
			e.defs("#Lazy: #OnDemand & {_niche: string, niche: \"\\(_niche)\"}\n")
		}},
		{Name: "keep-loaded-tools", Desc: "the kept-loaded MCP helpers made from mcp.keep_loaded, a regular field", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "mcp active" {
					en.lines = nil
				}
			})
			e.appendTo("release.cue", "\nfor n in mcp.keep_loaded {\n\ttools: (n): {state: \"active\", source: \"mcp\", niche: \"MCP helper kept loaded in every mode.\"}\n}\n")
		}},
		{Name: "lookup-pattern", Desc: "the old names' niches from a pattern, [N=_]: {if _replacedBy[N] != _|_ {niche: ...}}", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				if strings.HasPrefix(en.name, "old_") {
					en.setField("niche", "")
				}
			})
			e.appendTo("aliases.cue", "\n_replacedBy: {_hidden, _deprecated}\n\ntools: [N=_]: {if _replacedBy[N] != _|_ {niche: \"Old name of \\(_replacedBy[N]).\"}}\n")
		}},
		{Name: "label-join", Desc: "one MCP pattern whose label is built with strings.Join over a hidden list of servers", edit: func(e *editor) {
			s := e.servers()
			e.dropServerPatterns()
			e.imports("defs.cue", "strings")
			e.defs(fmt.Sprintf("_servers: [%s]\n\ntools: [=~\"^(\\(strings.Join(_servers, \"|\")))_\"]: #MCPTool\n", quoteList(s)))
		}},
		{Name: "label-or", Desc: "one MCP pattern whose label is or([for s in _servers {=~\"^\\(s)_\"}])", edit: func(e *editor) {
			s := e.servers()
			e.dropServerPatterns()
			e.defs(fmt.Sprintf("_servers: [%s]\n\ntools: [or([for s in _servers {=~\"^\\(s)_\"}])]: #MCPTool\n", quoteList(s)))
		}},
		{Name: "label-and", Desc: "a pattern whose label is and([...]) of two regular expressions, giving old names a niche bound", edit: func(e *editor) {
			e.defs("tools: [and([=~\"^old_\", !~\"_x$\"])]: {niche: =~\"^Old name of \"}\n")
		}},
		{Name: "let-template", Desc: "a file-level let Lazy = #OnDemand used as the on-demand tools' template", edit: func(e *editor) {
			used := map[string]bool{}
			e.onDemand(func(file string, en *entry) {
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": Lazy & {", 1)
				used[file] = true
			})
			e.each(used, func(f string) { e.replace(f, "package toolpolicy\n", "package toolpolicy\n\nlet Lazy = #OnDemand\n") })
		}},
		{Name: "hidden-def", Desc: "a hidden definition, _#Lazy: #OnDemand, used as the on-demand tools' template", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) {
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": _#Lazy & {", 1)
			})
			e.defs("_#Lazy: #OnDemand\n")
		}},
		{Name: "gates-hidden", Desc: "gates built from a hidden field of each gated tool, for n, t in tools if t._gate != _|_", edit: func(e *editor) {
			f := e.file("providers.cue")
			src := string(f.Src)
			i := strings.Index(src, "\ngates: {\n")
			if i < 0 {
				e.fail("no gates")
			}
			gates := map[string]string{}
			for _, l := range strings.Split(strings.TrimSuffix(src[i+len("\ngates: {\n"):], "}\n"), "\n") {
				if name, g, ok := strings.Cut(strings.TrimSpace(l), ": "); ok {
					gates[name] = g
				}
			}
			f.Src = []byte(src[:i] + "\ngates: {\n\tfor n, t in tools if t._gate != _|_ {(n): t._gate}\n}\n")
			e.eachEntry(func(_ string, en *entry) {
				if g, ok := gates[en.name]; ok {
					en.insert("_gate: " + g)
					delete(gates, en.name)
				}
			})
			if len(gates) > 0 {
				e.fail("gated tools not found: %v", gates)
			}
		}},
		{Name: "toolset-def", Desc: "a definition that carries the MCP patterns, every file's tools: #Toolset & {...}", edit: func(e *editor) {
			var b strings.Builder
			b.WriteString("#Toolset: {\n")
			for _, s := range e.servers() {
				fmt.Fprintf(&b, "\t[=~\"^%s_\"]: #MCPTool\n", s)
			}
			b.WriteString("\t...\n}\n")
			e.dropServerPatterns()
			e.defs(b.String())
			e.wrapBlocks("tools: #Toolset & {", "}")
		}},
		{Name: "catalog-hidden", Desc: "MCP tools from a hidden catalog with pattern defaults, for n, t in _catalog if t.enabled", edit: func(e *editor) {
			for _, fm := range sortedMCP(e) {
				file, ms := fm.file, fm.tools
				var b strings.Builder
				b.WriteString("\n_catalog: {\n")
				for _, m := range ms {
					fmt.Fprintf(&b, "\t%s: {%s}\n", m.Name, m.fields())
				}
				b.WriteString("}\n")
				e.appendTo(file, b.String())
			}
			e.defs("_catalog: [string]: {enabled: *true | bool, ...}\n\nfor n, t in _catalog if t.enabled {\n\ttools: (n): {niche: t.niche, card: t.card, description: t.description}\n}\n")
		}},
		{Name: "server-maps", Desc: "MCP tools in hidden server maps with pattern defaults, copied by a nested for", edit: func(e *editor) {
			for _, fm := range sortedMCP(e) {
				file, ms := fm.file, fm.tools
				var b strings.Builder
				b.WriteString("\n_serverTools: {\n")
				for _, m := range ms {
					fmt.Fprintf(&b, "\t%s: %s: {%s}\n", m.Server, strings.TrimPrefix(m.Name, m.Server+"_"), m.fields())
				}
				b.WriteString("}\n")
				e.appendTo(file, b.String())
			}
			e.defs("_serverTools: [S=string]: [string]: {description: *\"A \\(S) tool.\" | string, ...}\n\nfor s, m in _serverTools for n, t in m {\n\ttools: \"\\(s)_\\(n)\": t\n}\n")
		}},
		{Name: "sibling-state", Desc: "on-demand tools reading one entry's state, state: tools.FIRST.state", edit: func(e *editor) {
			first := ""
			e.onDemand(func(_ string, en *entry) {
				if first == "" {
					first = en.name
					return
				}
				en.insert("state: tools." + first + ".state")
			})
		}},
		{Name: "label-replace", Desc: "active builtin entries with a computed label, (strings.Replace(\"read-file-0\", \"-\", \"_\", -1)): {...}", edit: func(e *editor) {
			used := map[string]bool{}
			e.eachEntry(func(file string, en *entry) {
				if en.section == "builtin active" {
					used[file] = true
					en.lines[0] = fmt.Sprintf("\t(strings.Replace(%q, \"-\", \"_\", -1)): %s", strings.ReplaceAll(en.name, "_", "-"), strings.TrimPrefix(en.lines[0], "\t"+en.name+": "))
				}
			})
			e.each(used, func(f string) { e.imports(f, "strings") })
		}},
		{Name: "definition-hidden-ref", Desc: "definitions naming a hidden field and a let, #MCPTool: #Tool & {source: _src, ...}", edit: func(e *editor) {
			e.replace("defs.cue", "#MCPTool: #Tool & {source: \"mcp\",", "let lazyState = *\"deferred\" | #State\n_src: \"mcp\"\n#MCPTool: #Tool & {source: _src,")
			e.replace("defs.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}", "#OnDemand: #Tool & {state: lazyState}")
		}},
		{Name: "definition-validator", Desc: "a definition with a standard-library validator, #OnDemand: #Tool & {niche?: strings.MaxRunes(80), ...}", edit: func(e *editor) {
			e.imports("defs.cue", "strings")
			e.replace("defs.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}", "#OnDemand: #Tool & {state: *\"deferred\" | #State, niche?: strings.MaxRunes(80)}")
		}},

		// Ninth round: hidden fields, flags, embeddings.
		{Name: "hidden-pattern-select", Desc: "MCP descriptions ending in a hidden pattern selected to a string, \"... \\(_tail.github)\"", edit: func(e *editor) {
			re := regexp.MustCompile(`description: "(.*) through the ([a-z0-9]+) MCP server\. Returns JSON; paginate with the cursor field\."`)
			e.eachEntry(func(_ string, en *entry) {
				for i, l := range en.lines {
					en.lines[i] = re.ReplaceAllString(l, `description: "$1 \(_tail.$2)"`)
				}
			})
			e.defs("_tail: [S=string]: \"through the \\(S) MCP server. Returns JSON; paginate with the cursor field.\"\n_tail: {" + strings.Join(e.servers(), ": _, ") + ": _}\n")
		}},
		{Name: "hidden-merge", Desc: "MCP entries written _remote & {...}, a hidden struct of literals merged in", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "mcp deferred" {
					en.lines[0] = strings.Replace(en.lines[0], ": {", ": _remote & {", 1)
				}
			})
			e.defs("_remote: {source: \"mcp\", state: \"deferred\"}\n")
		}},
		{Name: "hidden-list-template", Desc: "the on-demand template applied by a comprehension over a hidden list of names in another file", edit: func(e *editor) {
			var names []string
			e.onDemand(func(_ string, en *entry) {
				names = append(names, en.name)
				en.lines[0] = strings.Replace(en.lines[0], ": #OnDemand & {", ": {", 1)
			})
			var b strings.Builder
			b.WriteString("package toolpolicy\n\n// The builtin tools loaded on demand.\n_onDemand: [\n")
			for _, n := range names {
				fmt.Fprintf(&b, "\t%q,\n", n)
			}
			b.WriteString("]\n\nfor n in _onDemand {\n\ttools: (n): #OnDemand\n}\n")
			e.add("ondemand.cue", b.String())
		}},
		{Name: "alias-guard", Desc: "the alias manifest's comprehensions guarded by strings.HasPrefix and list.Contains", edit: func(e *editor) {
			e.imports("aliases.cue", "list", "strings")
			e.replace("aliases.cue", "for old, new in _hidden {", "for old, new in _hidden if strings.HasPrefix(old, \"old_\") && !list.Contains(_keep, old) {")
			e.replace("aliases.cue", "for old, new in _deprecated {", "for old, new in _deprecated if strings.HasPrefix(old, \"old_\") && !list.Contains(_keep, old) {")
			e.appendTo("aliases.cue", "\n_keep: [\"old_none\"]\n")
		}},
		{Name: "embedded-hidden-maps", Desc: "MCP tools in hidden maps per server and file, embedded: tools: {_github_00, ...}", edit: func(e *editor) {
			for _, fm := range sortedMCP(e) {
				file, ms := fm.file, fm.tools
				num := strings.TrimSuffix(strings.TrimPrefix(file, "tools_"), ".cue")
				var b strings.Builder
				var order []string
				by := map[string][]mcpEntry{}
				for _, m := range ms {
					if by[m.Server] == nil {
						order = append(order, m.Server)
					}
					by[m.Server] = append(by[m.Server], m)
				}
				var embeds []string
				for _, s := range order {
					v := fmt.Sprintf("_%s_%s", s, num)
					embeds = append(embeds, v)
					fmt.Fprintf(&b, "\n%s: {\n", v)
					for _, m := range by[s] {
						fmt.Fprintf(&b, "\t%s: {%s}\n", m.Name, m.fields())
					}
					b.WriteString("}\n")
				}
				fmt.Fprintf(&b, "\ntools: {%s}\n", strings.Join(embeds, ", "))
				e.appendTo(file, b.String())
			}
		}},
		{Name: "if-enabled", Desc: "every tools file's block wrapped in if _enabled {...}", edit: func(e *editor) {
			e.wrapBlocks("if _enabled {\ntools: {", "}\n}")
			e.defs("_enabled: true\n")
		}},
		{Name: "label-alternatives", Desc: "one MCP pattern whose label is a disjunction, [=~\"^github_\" | =~\"^jira_\" | ...]", edit: func(e *editor) {
			s := e.servers()
			e.dropServerPatterns()
			alts := make([]string, len(s))
			for i, x := range s {
				alts[i] = fmt.Sprintf("=~\"^%s_\"", x)
			}
			e.defs("tools: [" + strings.Join(alts, " | ") + "]: #MCPTool\n")
		}},
		{Name: "embedded-top", Desc: "each tools file a struct embedded at the top, {tools: {...}}", edit: func(e *editor) {
			e.wrapBlocks("{\ntools: {", "}\n}")
		}},
		{Name: "close-section", Desc: "all tools in one file, in tools: close({...})", edit: func(e *editor) {
			files := e.toolFiles()
			var body strings.Builder
			for _, name := range files {
				src := string(e.file(name).Src)
				i := strings.Index(src, "\ntools: {\n")
				j := strings.LastIndex(src, "\n}\n")
				if i < 0 || j < i || strings.TrimSpace(src[j+2:]) != "" {
					e.fail("%s: not one tools block", name)
				}
				body.WriteString(src[i+len("\ntools: {\n") : j+1])
			}
			e.file(files[0]).Src = []byte("package toolpolicy\n\ntools: close({\n" + body.String() + "})\n")
			var kept []File
			for _, f := range e.out.Files {
				if f.Name == files[0] || !slices.Contains(files, f.Name) {
					kept = append(kept, f)
				}
			}
			e.out.Files = kept
		}},
		{Name: "reject-close-per-file", Desc: "every tools file's block closed, tools: close({...}) (the files' closed sets conflict)", edit: func(e *editor) {
			if len(e.toolFiles()) < 2 {
				e.fail("needs two tools files")
			}
			e.wrapBlocks("tools: close({", "})")
		}},
		{Name: "entry-let", Desc: "active entries with a let of their own, {let N = \"...\", niche: N}", edit: func(e *editor) {
			e.eachEntry(func(_ string, en *entry) {
				n, ok := en.field("niche")
				if !ok || !en.oneLine() || en.section != "builtin active" {
					return
				}
				en.setField("niche", "N")
				en.insert(fmt.Sprintf("let N = %q", n))
			})
		}},
		{Name: "entry-selection", Desc: "active entries written x: _t.x, selections of a hidden struct", edit: func(e *editor) {
			byFile := map[string][]string{}
			e.eachEntry(func(file string, en *entry) {
				if en.section != "builtin active" || !en.oneLine() {
					return
				}
				byFile[file] = append(byFile[file], en.lines[0])
				en.lines = []string{"\t" + en.name + ": _t." + en.name}
			})
			for _, file := range e.toolFiles() {
				if len(byFile[file]) == 0 {
					continue
				}
				e.appendTo(file, "\n_t: {\n"+strings.Join(byFile[file], "\n")+"\n}\n")
			}
		}},
		{Name: "reject-missing-ref", Desc: "an entry referring to a hidden field no file declares, niche: _nope", edit: func(e *editor) {
			done := false
			e.eachEntry(func(_ string, en *entry) {
				if !done && en.section == "builtin active" {
					en.setField("niche", "_nope")
					done = true
				}
			})
		}},

		// Fifteenth round (helper-61): typed tags, list and struct
		// validators, raw strings, attributes, YAML, the providers'
		// section computed, and mistakes users make with numbers, lists
		// and hidden fields.
		{Name: "tag-int", Desc: "providers' budget max from an int tag with a default, _wideMax: *26 | int @tag(widemax,type=int), 26 the first budget's max", edit: func(e *editor) {
			f := e.file("providers.cue")
			m := budgetRE.FindSubmatch(f.Src)
			if m == nil {
				e.fail("no budget")
			}
			max := string(m[2])
			f.Src = []byte(strings.ReplaceAll(string(f.Src), "max: "+max+"}", "max: _wideMax}"))
			e.appendTo("providers.cue", "\n_wideMax: *"+max+" | int @tag(widemax,type=int)\n")
		}},
		{Name: "tag-bool-pattern", Desc: "a pattern switched on by a bool tag, _strict: *false | bool @tag(strict,type=bool), if _strict {tools: [string]: niche!: string}", edit: func(e *editor) {
			e.defs("_strict: *false | bool @tag(strict,type=bool)\n\nif _strict {\n\ttools: [string]: {niche!: string, card!: string}\n}\n")
		}},
		{Name: "list-range-index", Desc: "on-demand tools from parallel hidden lists, for i in list.Range(0, len(_odNames), 1) {tools: (_odNames[i]): #OnDemand & {niche: _odNiches[i], ...}}", edit: func(e *editor) {
			var names, niches, cards []string
			e.onDemand(func(_ string, en *entry) {
				n, ok1 := en.field("niche")
				c, ok2 := en.field("card")
				if !ok1 || !ok2 || len(en.lines) != 4 {
					return
				}
				names, niches, cards = append(names, en.name), append(niches, n), append(cards, c)
				en.lines = nil
			})
			if len(names) == 0 {
				e.fail("no on-demand entries")
			}
			var b strings.Builder
			b.WriteString("package toolpolicy\n\nimport \"list\"\n\n")
			for _, l := range []struct {
				v string
				s []string
			}{{"_odNames", names}, {"_odNiches", niches}, {"_odCards", cards}} {
				fmt.Fprintf(&b, "%s: [\n", l.v)
				for _, s := range l.s {
					fmt.Fprintf(&b, "\t%q,\n", s)
				}
				b.WriteString("]\n\n")
			}
			b.WriteString("for i in list.Range(0, len(_odNames), 1) {\n\ttools: (_odNames[i]): #OnDemand & {niche: _odNiches[i], card: _odCards[i]}\n}\n")
			e.add("ondemand.cue", b.String())
		}},
		{Name: "null-default", Desc: "implementations through a hidden *null | string, tools: [string]: {_impl: *null | string, if _impl != null {implementation: _impl}}", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				if _, ok := en.field("implementation"); !ok {
					return
				}
				for i, l := range en.lines {
					en.lines[i] = strings.Replace(l, "implementation: \"", "_impl: \"", 1)
				}
				n++
			})
			if n == 0 {
				// Small policies have no implementations: give one entry one.
				e.eachEntry(func(_ string, en *entry) {
					if n == 0 && en.section == "builtin active" && en.oneLine() {
						en.insert("_impl: \"Impl0\"")
						n++
					}
				})
			}
			if n == 0 {
				e.fail("no implementations")
			}
			e.defs("tools: [string]: {\n\t_impl: *null | string\n\tif _impl != null {implementation: _impl}\n}\n")
		}},
		{Name: "and-validators", Desc: "a pattern whose niche is and() of a list of constraints, [string]: {niche?: and([#Line, !=\"\", strings.MinRunes(4)])}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport \"strings\"\n\n_nicheRules: [#Line, !=\"\", strings.MinRunes(4)]\n\ntools: [string]: {niche?: and(_nicheRules)}\n")
		}},
		{Name: "unique-first-turn", Desc: "providers' lists under list validators, providers: [string]: {first_turn?: list.UniqueItems() & list.MaxItems(64), models?: list.MinItems(1)}", edit: func(e *editor) {
			e.imports("providers.cue", "list")
			e.appendTo("providers.cue", "\nproviders: [string]: {\n\tfirst_turn?: list.UniqueItems() & list.MaxItems(64)\n\tmodels?:     list.MinItems(1)\n}\n")
		}},
		{Name: "budget-arith", Desc: "providers' budget max computed from the target beside it, budget: {target: 24, max: target + 2}", edit: func(e *editor) {
			f := e.file("providers.cue")
			n := 0
			f.Src = budgetRE.ReplaceAllFunc(f.Src, func(b []byte) []byte {
				m := budgetRE.FindSubmatch(b)
				t, _ := strconv.Atoi(string(m[1]))
				x, _ := strconv.Atoi(string(m[2]))
				n++
				if x == t {
					return fmt.Appendf(nil, "budget: {target: %d, max: target}", t)
				}
				return fmt.Appendf(nil, "budget: {target: %d, max: target + %d}", t, x-t)
			})
			if n == 0 {
				e.fail("no budgets")
			}
		}},
		{Name: "budget-bounds", Desc: "a pattern bounding every provider's budget, providers: [string]: budget: {target: int & >=1 & <=64, max: int & >=target & <=128}", edit: func(e *editor) {
			e.appendTo("providers.cue", "\nproviders: [string]: budget: {\n\ttarget: int & >=1 & <=64\n\tmax:    int & >=target & <=128\n}\n")
		}},
		{Name: "raw-strings", Desc: "raw strings, on-demand niches #\"...\"# and the providers' name_pattern #\"^[a-zA-Z0-9_\\-]+$\"#", edit: func(e *editor) {
			n := 0
			e.onDemand(func(_ string, en *entry) {
				if v, ok := en.field("niche"); ok && !strings.Contains(v, "\"#") {
					en.setField("niche", "#\""+v+"\"#")
					n++
				}
			})
			if n == 0 {
				e.fail("no on-demand niches")
			}
			e.replace("providers.cue", `name_pattern: "^[a-zA-Z0-9_-]+$"`, `name_pattern: #"^[a-zA-Z0-9_\-]+$"#`)
		}},
		{Name: "field-attributes", Desc: "attributes on fields and in structs, niche: \"...\" @i18n(key=NAME), {@owner(core), state: ...}", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				v, ok := en.field("niche")
				if !ok || en.section != "builtin active" || !en.oneLine() {
					return
				}
				en.setField("niche", fmt.Sprintf("%q @i18n(key=%s)", v, en.name))
				en.insert("@owner(core)")
				n++
			})
			if n == 0 {
				e.fail("no active builtin entries")
			}
			e.replace("defs.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}", "#OnDemand: #Tool & {state: *\"deferred\" | #State @doc(\"loaded when the model asks\")} @schema(v1)")
		}},
		{Name: "string-concat", Desc: "MCP descriptions written with +, \"... MCP server.\" + _tail", edit: func(e *editor) {
			const tail = " Returns JSON; paginate with the cursor field."
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				d, ok := en.field("description")
				if en.section != "mcp deferred" || !ok || !strings.HasSuffix(d, tail) {
					return
				}
				en.setField("description", strconv.Quote(strings.TrimSuffix(d, tail))+" + _tail")
				n++
			})
			if n == 0 {
				e.fail("no MCP descriptions")
			}
			e.defs("_tail: \" Returns \" + \"JSON; paginate with the cursor field.\"\n")
		}},
		{Name: "yaml-unmarshal", Desc: "MCP tools kept as YAML in a raw multi-line string, tools: yaml.Unmarshal(_mcpNN), one per file", edit: func(e *editor) {
			sq := func(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }
			for _, fm := range sortedMCP(e) {
				var b strings.Builder
				for _, m := range fm.tools {
					fmt.Fprintf(&b, "\t%s:\n\t  niche: %s\n\t  card: %s\n\t  description: %s\n", m.Name, sq(m.Niche), sq(m.Card), sq(m.Description))
				}
				if strings.Contains(b.String(), "\"\"\"#") {
					e.fail("text ends the raw string")
				}
				v := "_mcp" + strings.TrimSuffix(strings.TrimPrefix(fm.file, "tools_"), ".cue")
				e.imports(fm.file, "encoding/yaml")
				e.appendTo(fm.file, fmt.Sprintf("\n// This file's MCP tools, as YAML.\n%s: #\"\"\"\n%s\t\"\"\"#\n\ntools: yaml.Unmarshal(%s)\n", v, b.String(), v))
			}
		}},
		{Name: "text-table-split", Desc: "active builtin tools from a name|niche text table, for l in strings.Split(_tableNN, \"\\n\") let f = strings.Split(l, \"|\") {tools: (f[0]): {...}}", edit: func(e *editor) {
			rows := map[string][]string{}
			e.eachEntry(func(file string, en *entry) {
				if en.section != "builtin active" || !en.oneLine() {
					return
				}
				n, ok := en.field("niche")
				if !ok || strings.ContainsAny(n, "|\\") || en.value() != fmt.Sprintf("{state: \"active\", niche: %s}", strconv.Quote(n)) {
					return
				}
				rows[file] = append(rows[file], en.name+"|"+n)
				en.lines = nil
			})
			if len(rows) == 0 {
				e.fail("no active builtin entries")
			}
			for _, f := range e.toolFiles() {
				if len(rows[f]) == 0 {
					continue
				}
				v := "_table" + strings.TrimSuffix(strings.TrimPrefix(f, "tools_"), ".cue")
				e.imports(f, "strings")
				e.appendTo(f, fmt.Sprintf("\n// name|niche\n%s: \"\"\"\n\t%s\n\t\"\"\"\n\nfor l in strings.Split(%s, \"\\n\") let c = strings.Split(l, \"|\") {\n\ttools: (c[0]): {state: \"active\", niche: c[1]}\n}\n", v, strings.Join(rows[f], "\n\t"), v))
			}
		}},
		{Name: "block-conjunction", Desc: "each tools file's block split in two struct literals joined by &, tools: {...} & {...}", edit: func(e *editor) {
			n := 0
			for _, name := range e.toolFiles() {
				f := e.file(name)
				lines := strings.Split(string(f.Src), "\n")
				seen := 0
				for i, l := range lines {
					if l == "tools: {" {
						seen = 0
					}
					if sectionHead.MatchString(l) {
						seen++
						if seen == 2 {
							lines[i] = "} & {\n" + l
							n++
							break
						}
					}
				}
				f.Src = []byte(strings.Join(lines, "\n"))
			}
			if n == 0 {
				e.fail("no block with two sections")
			}
		}},
		{Name: "renames-one-list", Desc: "the deprecated tools made in aliases.cue from the alias map, for old in _depTools {tools: (old): {state: \"deprecated\", niche: \"Old name of \\(_deprecated[old]).\"}}", edit: func(e *editor) {
			src := string(e.file("aliases.cue").Src)
			i := strings.Index(src, "\n_deprecated: {\n")
			if i < 0 {
				e.fail("no _deprecated map")
			}
			j := strings.Index(src[i+1:], "\n}\n")
			dep := map[string]string{}
			re := regexp.MustCompile(`^\t([A-Za-z0-9_]+): "([A-Za-z0-9_]+)"$`)
			for _, l := range strings.Split(src[i+1:i+1+j], "\n") {
				if m := re.FindStringSubmatch(l); m != nil {
					dep[m[1]] = m[2]
				}
			}
			var names []string
			e.eachEntry(func(_ string, en *entry) {
				r, ok := dep[en.name]
				if !ok || en.section != "builtin deprecated" || en.value() != fmt.Sprintf("{state: \"deprecated\", niche: \"Old name of %s.\"}", r) {
					return
				}
				names = append(names, en.name)
				en.lines = nil
			})
			if len(names) == 0 {
				e.fail("no deprecated entries")
			}
			e.appendTo("aliases.cue", "\n// The deprecated tools themselves.\n_depTools: ["+quoteList(names)+"]\n\nfor old in _depTools {\n\ttools: (old): {state: \"deprecated\", niche: \"Old name of \\(_deprecated[old]).\"}\n}\n")
		}},
		{Name: "first-turn-from-tools", Desc: "one provider's first_turn computed from the tools, list.Sort([for n, t in tools if t.state == \"active\" && strings.HasPrefix(n, \"read_file_\") {n}], list.Ascending)", edit: func(e *editor) {
			f := e.file("providers.cue")
			src := string(f.Src)
			i := strings.Index(src, "\tvendor_01: {\n")
			if i < 0 {
				e.fail("no vendor_01")
			}
			k := strings.Index(src[i:], "\t\tfirst_turn: [\n")
			end := strings.Index(src[i:], "\n\t}\n")
			if k < 0 || k > end {
				e.fail("vendor_01 has no first_turn")
			}
			k += i
			l := strings.Index(src[k:], "\t\t]\n")
			f.Src = []byte(src[:k] + src[k+l+len("\t\t]\n"):])
			e.add("pins.cue", "package toolpolicy\n\nimport (\n\t\"list\"\n\t\"strings\"\n)\n\nproviders: vendor_01: first_turn: list.Sort([for n, t in tools if t.state == \"active\" && t.source == \"builtin\" && strings.HasPrefix(n, \"read_file_\") {n}], list.Ascending)\n")
		}},
		{Name: "if-not-else", Desc: "a pattern with complementary guards on the name, [N=_]: {if strings.HasPrefix(N, \"old_\") {...}, if !strings.HasPrefix(N, \"old_\") {...}}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport \"strings\"\n\ntools: [N=_]: {\n\tif strings.HasPrefix(N, \"old_\") {\n\t\tstate: \"hidden-compatibility\" | \"deprecated\"\n\t}\n\tif !strings.HasPrefix(N, \"old_\") {\n\t\tniche?: !~\"^Old name of \"\n\t}\n}\n")
		}},
		{Name: "enum-narrow", Desc: "a narrowed enum with the default marked on the right, #Live: #State & (\"active\" | \"deferred\"), #OnDemand: #Tool & {state: #Live | *\"deferred\"}", edit: func(e *editor) {
			e.replace("defs.cue", "#OnDemand: #Tool & {state: *\"deferred\" | #State}", "#Live: #State & (\"active\" | \"deferred\")\n#OnDemand: #Tool & {state: #Live | *\"deferred\"}")
		}},
		{Name: "embed-def-top", Desc: "a user #Policy definition embedded at the top of defs.cue, #Policy: {tools: [#Name]: {state: #State, ...}, providers: [#Name]: {budget: {...}, ...}}, #Policy", edit: func(e *editor) {
			e.replace("defs.cue", "package toolpolicy\n", "package toolpolicy\n\n#Policy: {\n\ttools: [#Name]: {state: #State, ...}\n\tproviders: [#Name]: {budget: {target: int, max: int}, ...}\n}\n\n#Policy\n")
		}},
		{Name: "provider-models-from-name", Desc: "providers' model patterns from the name, providers: [P= =~\"^vendor_\"]: {models: [\"\\(P)-*\", \"*/\\(P)-*\"]}", edit: func(e *editor) {
			f := e.file("providers.cue")
			re := regexp.MustCompile(`(?m)^\t\tmodels: \["(vendor_[0-9]+)-\*", "\*/(vendor_[0-9]+)-\*"\]\n`)
			ms := re.FindAllStringSubmatch(string(f.Src), -1)
			if len(ms) == 0 || strings.Count(string(f.Src), "models:") != len(ms) {
				e.fail("models lines not all of the vendor form")
			}
			for _, m := range ms {
				if m[1] != m[2] {
					e.fail("models line %q", m[0])
				}
			}
			f.Src = re.ReplaceAll(f.Src, nil)
			e.appendTo("providers.cue", "\nproviders: [P= =~\"^vendor_\"]: {models: [\"\\(P)-*\", \"*/\\(P)-*\"]}\n")
		}},
		{Name: "matchn-not", Desc: "matchN(0, [...]) as a negation in a pattern, [string]: {niche?: matchN(0, [=~\"TODO\", =~\"FIXME\"]), card?: matchN(0, [\"\"])}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\ntools: [string]: {\n\tniche?: matchN(0, [=~\"TODO\", =~\"FIXME\"])\n\tcard?:  matchN(0, [\"\"])\n}\n")
		}},
		{Name: "reject-float-budget", Desc: "one provider's budget max written as a float, budget: {target: 24, max: 26.0} (#Count is an int)", edit: func(e *editor) {
			f := e.file("providers.cue")
			src := string(f.Src)
			loc := budgetRE.FindStringSubmatchIndex(src)
			if loc == nil {
				e.fail("no budget")
			}
			f.Src = []byte(src[:loc[5]] + ".0" + src[loc[5]:])
		}},
		{Name: "reject-dup-entry-conflict", Desc: "an active builtin tool declared again in a file of its own with another niche (the two strings conflict)", edit: func(e *editor) {
			done := false
			e.eachEntry(func(_ string, en *entry) {
				if _, ok := en.field("niche"); ok && !done && en.section == "builtin active" {
					e.add("extra.cue", "package toolpolicy\n\n// Copied from another policy.\ntools: "+en.name+": {state: \"active\", niche: \"Reads a file.\"}\n")
					done = true
				}
			})
			if !done {
				e.fail("no active builtin entry")
			}
		}},
		{Name: "reject-incomplete-hidden", Desc: "on-demand cards interpolating a hidden field declared but never set, _owner: string, card: \"... (owner: \\(_owner))\"", edit: func(e *editor) {
			e.onDemand(func(_ string, en *entry) {
				if c, ok := en.field("card"); ok {
					en.setField("card", `"`+strings.Trim(strconv.Quote(c), `"`)+` (owner: \(_owner))"`)
				}
			})
			e.defs("// Set by each team's overlay.\n_owner: string\n")
		}},
		{Name: "reject-list-plus", Desc: "active builtin groups joined with + as before CUE v0.11, groups: _coreGroups + [\"files\"] (list arithmetic is gone)", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin active" && en.oneLine() {
					en.insert("groups: _coreGroups + [\"files\"]")
					n++
				}
			})
			if n == 0 {
				e.fail("no active builtin entries")
			}
			e.defs("_coreGroups: [\"core\", \"workspace\"]\ngroups: {core: doc: \"Core tools.\", workspace: doc: \"Workspace tools.\", files: doc: \"File tools.\"}\n")
		}},
	}
	// Sixteenth round (helper-65): the blocks and shorthand shapes as
	// teams write them (sixteenthRound).
	t = append(t, sixteenthRound()...)
	// Seventeenth round (helper-h69): standard-library calls, aliases,
	// comprehensions over the other sections (seventeenthRound).
	t = append(t, seventeenthRound()...)
	// Eighteenth round (helper-h72): let chains, definition disjunctions
	// and chains, validators and computed values inside entries
	// (eighteenthRound).
	t = append(t, eighteenthRound()...)
	// Nineteenth round (helper-77): nested and pattern definitions, close()
	// in comprehensions, literals, builtins and computed labels in entries
	// (nineteenthRound).
	t = append(t, nineteenthRound()...)
	// Twentieth round (helper-83): a big policy as harness teams organize
	// it, team files, a shared #MCPServer, toolsets, flags, capability
	// tables and fragments (twentiethRound).
	t = append(t, twentiethRound()...)
	// Twenty-first round (helper-85): comprehensions over the tools making
	// gates and groups, len() and strings.Count guards, !~ patterns, hidden
	// switches, providers across files (twentyFirstRound).
	t = append(t, twentyFirstRound()...)
	// Twenty-second round (helper-89): exposure decisions as harness teams
	// encode them, flag tables, capabilities, toolsets, read-only and
	// environment switches, #Server definitions, templates and helper
	// definitions for schemas, computed schedules (twentySecondRound).
	t = append(t, twentySecondRound()...)
	// Twenty-fourth round: sections reached through a hidden struct, a
	// selection of one or a let (twentyFourthRound).
	t = append(t, twentyFourthRound()...)
	for i := range t {
		if t[i].Shape == "" {
			t[i].Shape = ShapeIdiomatic
		}
	}
	return t
}

// budgetRE matches a provider's budget as the generator writes it.
var budgetRE = regexp.MustCompile(`budget: \{target: ([0-9]+), max: ([0-9]+)\}`)

func quoteList(s []string) string {
	q := make([]string, len(s))
	for i, x := range s {
		q[i] = strconv.Quote(x)
	}
	return strings.Join(q, ", ")
}

// fileMCP is one file's MCP tools.
type fileMCP struct {
	file  string
	tools []mcpEntry
}

// sortedMCP takes the MCP tools out of the tools files (takeMCP) and
// returns them file by file, in the files' order.
func sortedMCP(e *editor) []fileMCP {
	by := e.takeMCP()
	var got []fileMCP
	for _, f := range e.toolFiles() {
		if len(by[f]) > 0 {
			got = append(got, fileMCP{f, by[f]})
		}
	}
	return got
}

var (
	shortHead    = regexp.MustCompile(`^tools: ([A-Za-z0-9_]+): (.*)$`)
	shortSection = regexp.MustCompile(`^// --- (.*) tools ---$`)
	shortField   = regexp.MustCompile(`([a-z_]+): ("(?:[^"\\]|\\.)*")`)
)

// eachShort calls fn on every `tools: name: {...}` line of the shorthand
// shape's tools files, as an entry whose one line is `\tname: {...}`; fn
// edits en.lines (each line it leaves starting with a tab is written back
// behind `tools: `, others as they are) or sets them to nil.
func (e *editor) eachShort(fn func(file string, en *entry)) {
	n := 0
	for _, name := range e.toolFiles() {
		f := e.file(name)
		var out []string
		section := ""
		for _, l := range strings.Split(string(f.Src), "\n") {
			if m := shortSection.FindStringSubmatch(l); m != nil {
				section = m[1]
			}
			m := shortHead.FindStringSubmatch(l)
			if m == nil {
				out = append(out, l)
				continue
			}
			en := &entry{name: m[1], section: section, lines: []string{"\t" + m[1] + ": " + m[2]}}
			fn(name, en)
			n++
			for _, x := range en.lines {
				if strings.HasPrefix(x, "\t") {
					x = "tools: " + x[1:]
				}
				out = append(out, x)
			}
		}
		f.Src = []byte(strings.Join(out, "\n"))
	}
	if n == 0 {
		e.fail("no shorthand entries")
	}
}

// strFields parses a one-line entry whose value is {key: "...", ...},
// every value a string literal; ok is false for any other entry.
func (en *entry) strFields() (keys, vals []string, ok bool) {
	v := en.value()
	for _, m := range shortField.FindAllStringSubmatch(v, -1) {
		keys, vals = append(keys, m[1]), append(vals, m[2])
	}
	var b strings.Builder
	for i := range keys {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(keys[i] + ": " + vals[i])
	}
	return keys, vals, len(keys) > 0 && v == "{"+b.String()+"}"
}

// retemplate rewrites an entry's head `\tname: {` as `\tname: tmpl & {`.
func (en *entry) retemplate(tmpl string) {
	en.lines[0] = strings.Replace(en.lines[0], "\t"+en.name+": {", "\t"+en.name+": "+tmpl+" & {", 1)
}

// server is an MCP tool's server, the part of its name before the first _.
func (en *entry) server() string {
	s, _, _ := strings.Cut(en.name, "_")
	return s
}

// mustN fails unless n things were edited.
func (e *editor) mustN(n int, what string) {
	if n == 0 {
		e.fail("no %s", what)
	}
}

// longTail is a long paragraph with non-ASCII letters, appended to MCP
// descriptions.
const longTail = " Résumé of behaviour — the server paginates with an opaque cursor; pass it back unchanged (ne le modifiez pas). " +
	"Zoë's café team, naïve façade: rate limits apply per token → 429 with Retry-After. 日本語のドキュメントを参照してください。 " +
	"Ошибки возвращаются в поле error; ✓ idempotent reads, ✗ no writes without confirmation. " +
	"Fields: id, title, state, created_at (RFC 3339), updated_at, author{login, url}, labels[], and links{html, api}; " +
	"unknown fields are ignored, and empty pages still carry the cursor until the listing is exhausted."

func sixteenthRound() []Idiom {
	return []Idiom{
		{Name: "short-tool-def", Shape: ShapeShorthand, Desc: "every shorthand entry written with the schema's definition, tools: x: #Tool & {...}", edit: func(e *editor) {
			e.eachShort(func(_ string, en *entry) { en.retemplate("#Tool") })
		}},
		{Name: "short-defaults-embed", Shape: ShapeShorthand, Desc: "shorthand MCP entries embedding hidden defaults, tools: x: {_mcpDefaults, niche: ...}, _mcpDefaults: {source: \"mcp\", state: *\"deferred\" | #State}", edit: func(e *editor) {
			n := 0
			e.eachShort(func(_ string, en *entry) {
				if !strings.HasPrefix(en.section, "mcp ") {
					return
				}
				if en.section == "mcp deferred" {
					en.setField("state", "")
				}
				en.setField("source", "")
				en.insert("_mcpDefaults")
				n++
			})
			e.mustN(n, "MCP entries")
			e.add("defaults.cue", "package toolpolicy\n\n// Every MCP tool's defaults.\n_mcpDefaults: {\n\tsource: \"mcp\"\n\tstate:  *\"deferred\" | #State\n}\n")
		}},
		{Name: "short-let-base", Shape: ShapeShorthand, Desc: "shorthand deferred builtin entries over a file-level let of a struct, let Lazy = {state: \"deferred\"}, tools: x: Lazy & {...}", edit: func(e *editor) {
			used := map[string]bool{}
			e.eachShort(func(file string, en *entry) {
				if en.section == "builtin deferred" {
					en.setField("state", "")
					en.retemplate("Lazy")
					used[file] = true
				}
			})
			e.mustN(len(used), "deferred builtin entries")
			e.each(used, func(f string) {
				e.appendTo(f, "\n// This file's base for tools loaded on demand.\nlet Lazy = {state: \"deferred\"}\n")
			})
		}},
		{Name: "short-server-files", Shape: ShapeShorthand, Desc: "shorthand MCP entries moved to a file per server, each with its own let and hidden defaults, let server = \"github\", _github: {source: \"mcp\", group: server, ...}, tools: x: _github & {...}", edit: func(e *editor) {
			by := map[string][]string{}
			var order []string
			e.eachShort(func(_ string, en *entry) {
				if en.section != "mcp deferred" {
					return
				}
				s := en.server()
				en.setField("state", "")
				en.setField("source", "")
				en.retemplate("_" + s)
				if by[s] == nil {
					order = append(order, s)
				}
				by[s] = append(by[s], "tools: "+en.lines[0][1:])
				en.lines = nil
			})
			e.mustN(len(order), "MCP entries")
			for _, s := range order {
				e.add("mcp_"+s+".cue", fmt.Sprintf("package toolpolicy\n\n// The %s MCP server's tools, owned by its team.\nlet server = %q\n\n_%s: {\n\tsource: \"mcp\"\n\tstate:  *\"deferred\" | #State\n\tgroup:  server\n}\n\n%s\n", s, s, s, strings.Join(by[s], "\n")))
			}
		}},
		{Name: "short-multi-tag-state", Shape: ShapeShorthand, Desc: "shorthand deferred builtin states chosen by three tags at once, {if _beta || _env == \"dev\" {state: \"active\"}, if !_beta && _env != \"dev\" {state: \"deferred\"}, ...}", edit: func(e *editor) {
			n := 0
			e.eachShort(func(_ string, en *entry) {
				if en.section == "builtin deferred" {
					en.setField("state", "")
					en.insert("if _beta || _env == \"dev\" {state: \"active\"}, if !_beta && _env != \"dev\" {state: \"deferred\"}, if _region == \"eu\" && _env == \"prod\" {annotations: openWorldHint: false}")
					n++
				}
			})
			e.mustN(n, "deferred builtin entries")
			e.add("tags.cue", "package toolpolicy\n\n_env:    *\"prod\" | \"staging\" | \"dev\" @tag(env)\n_region: *\"us\" | \"eu\" @tag(region)\n_beta:   *false | bool @tag(beta,type=bool)\n")
		}},
		{Name: "short-maxfields-pattern", Shape: ShapeShorthand, Desc: "struct.MaxFields on every shorthand entry and alias, tools: [string]: struct.MaxFields(6), aliases: [string]: struct.MaxFields(8)", edit: func(e *editor) {
			e.add("limits.cue", "package toolpolicy\n\nimport \"struct\"\n\n// Keep entries small.\ntools: [string]:   struct.MaxFields(6)\naliases: [string]: struct.MaxFields(8)\n")
		}},
		{Name: "short-interp-hidden-map", Shape: ShapeShorthand, Desc: "shorthand MCP descriptions interpolating a hidden map of display names, \"... through the \\(_display[\"github\"]) MCP server. ...\"", edit: func(e *editor) {
			seen := map[string]bool{}
			var order []string
			e.eachShort(func(_ string, en *entry) {
				d, ok := en.field("description")
				s := en.server()
				old := "through the " + s + " MCP server"
				if en.section != "mcp deferred" || !ok || !strings.Contains(d, old) {
					return
				}
				q := strings.Replace(strconv.Quote(d), old, "through the \\(_display[\""+s+"\"]) MCP server", 1)
				en.setField("description", q)
				if !seen[s] {
					seen[s] = true
					order = append(order, s)
				}
			})
			e.mustN(len(order), "MCP descriptions")
			var b strings.Builder
			b.WriteString("package toolpolicy\n\nimport \"strings\"\n\n// Servers' display names.\n_display: {\n")
			for _, s := range order {
				fmt.Fprintf(&b, "\t%s: strings.ToUpper(%q) + %q\n", s, s[:1], s[1:])
			}
			b.WriteString("}\n")
			e.add("display.cue", b.String())
		}},
		{Name: "short-close-mcp", Shape: ShapeShorthand, Desc: "shorthand MCP entries closed, tools: x: close({state: ..., source: \"mcp\", niche: ..., card: ..., description: ...})", edit: func(e *editor) {
			n := 0
			e.eachShort(func(_ string, en *entry) {
				if en.section == "mcp deferred" {
					en.lines[0] = strings.Replace(en.lines[0], "\t"+en.name+": {", "\t"+en.name+": close({", 1) + ")"
					n++
				}
			})
			e.mustN(n, "MCP entries")
		}},
		{Name: "short-long-unicode-desc", Shape: ShapeShorthand, Desc: "shorthand MCP descriptions over 600 bytes with non-ASCII text (é, —, →, 日本語, Cyrillic, ✓), cards with →", edit: func(e *editor) {
			n := 0
			e.eachShort(func(_ string, en *entry) {
				d, ok := en.field("description")
				if en.section != "mcp deferred" || !ok {
					return
				}
				en.setField("description", strconv.Quote(d+longTail))
				if c, ok := en.field("card"); ok {
					en.setField("card", strconv.Quote(c+" → see description"))
				}
				n++
			})
			e.mustN(n, "MCP descriptions")
		}},
		{Name: "short-split-fields", Shape: ShapeShorthand, Desc: "every shorthand entry written one field a line, tools: x: state: \"...\", tools: x: niche: \"...\"", edit: func(e *editor) {
			n := 0
			e.eachShort(func(_ string, en *entry) {
				keys, vals, ok := en.strFields()
				if !ok {
					return
				}
				en.lines = nil
				for i := range keys {
					en.lines = append(en.lines, "\t"+en.name+": "+keys[i]+": "+vals[i])
				}
				n++
			})
			e.mustN(n, "entries of string fields")
		}},
		{Name: "short-def-star-defaults", Shape: ShapeShorthand, Desc: "shorthand entries under a user definition with defaults on many fields, #T: #Tool & {state: *\"active\" | #State, groups: *[\"core\"] | [...#Name], annotations: {readOnlyHint: *false | bool, ...}}", edit: func(e *editor) {
			n := 0
			e.eachShort(func(_ string, en *entry) {
				if en.section == "builtin active" {
					en.setField("state", "")
				}
				en.retemplate("#T")
				n++
			})
			e.mustN(n, "entries")
			e.add("defaults.cue", "package toolpolicy\n\n// Team defaults: active builtin tools unless said otherwise.\n#T: #Tool & {\n\tstate:  *\"active\" | #State\n\tsource: *\"builtin\" | \"mcp\"\n\tgroups: *[\"core\"] | [...#Name]\n\tannotations: {\n\t\treadOnlyHint:    *false | bool\n\t\tdestructiveHint: *false | bool\n\t\topenWorldHint:   *false | bool\n\t}\n}\n\ngroups: core: doc: \"Core tools.\"\n")
		}},
		{Name: "budget-math-div", Shape: ShapeShorthand, Desc: "providers' budget max as target + div(target, 8) or target + math.Floor(target/8), under bounds, budget: {target: int & >=1 & <=100, max: int & <=math.Pow(2, 15)}", edit: func(e *editor) {
			f := e.file("providers.cue")
			n := 0
			f.Src = budgetRE.ReplaceAllFunc(f.Src, func(b []byte) []byte {
				n++
				m := budgetRE.FindSubmatch(b)
				if n%2 == 0 {
					return fmt.Appendf(nil, "budget: {target: %s, max: target + math.Floor(target/8)}", m[1])
				}
				return fmt.Appendf(nil, "budget: {target: %s, max: target + div(target, 8)}", m[1])
			})
			e.mustN(n, "budgets")
			e.imports("providers.cue", "math")
			e.appendTo("providers.cue", "\nproviders: [string]: budget: {\n\ttarget: int & >=1 & <=100\n\tmax:    int & <=math.Pow(2, 15)\n}\n")
		}},
		{Name: "blocks-tool-def-mcp", Shape: ShapeBlocks, Desc: "blocks-shape MCP entries written with the schema's definition, x: #Tool & {...}", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				if strings.HasPrefix(en.section, "mcp ") {
					en.retemplate("#Tool")
					n++
				}
			})
			e.mustN(n, "MCP entries")
		}},
		{Name: "blocks-star-defaults", Shape: ShapeBlocks, Desc: "blocks shape under a pattern with defaults on several fields, tools: [string]: {state: *\"active\" | #State, groups: *[\"core\"] | [...#Name], annotations: readOnlyHint: *true | bool}, active entries without a state", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin active" {
					en.setField("state", "")
					n++
				}
			})
			e.mustN(n, "active builtin entries")
			e.add("defaults.cue", "package toolpolicy\n\ntools: [string]: {\n\tstate:  *\"active\" | #State\n\tsource: *\"builtin\" | \"mcp\"\n\tgroups: *[\"core\"] | [...#Name]\n\tannotations: readOnlyHint: *true | bool\n}\n\ngroups: core: doc: \"Core tools.\"\n")
		}},
		{Name: "blocks-renames-both", Shape: ShapeBlocks, Desc: "blocks shape's deprecated tools and their aliases made together, for team, m in _renames for old, new in m {tools: (old): {...}, aliases: (old): {...}}", edit: func(e *editor) {
			al := e.file("aliases.cue")
			var teams [2][]string
			e.eachEntry(func(_ string, en *entry) {
				m := regexp.MustCompile(`^\{state: "deprecated", niche: "Old name of ([A-Za-z0-9_]+)\."\}$`).FindStringSubmatch(en.value())
				if en.section != "builtin deprecated" || m == nil {
					return
				}
				block := fmt.Sprintf("\t%s: {\n\t\treplacement:        %q\n\t\tfirst_deprecated:   \"1.3.0\"\n\t\tplanned_removal:    \"TBD\"\n\t\tremoval_not_before: \"2.0.0\"\n\t\treplay_supported:   true\n\t\tnote:               \"deprecated: use %s instead\"\n\t}\n", en.name, m[1], m[1])
				if !strings.Contains(string(al.Src), block) {
					return
				}
				al.Src = []byte(strings.Replace(string(al.Src), block, "", 1))
				k := len(teams[0]) + len(teams[1])
				teams[k%2] = append(teams[k%2], fmt.Sprintf("\t\t%s: %q\n", en.name, m[1]))
				en.lines = nil
			})
			e.mustN(len(teams[0]), "deprecated entries with aliases")
			var b strings.Builder
			b.WriteString("package toolpolicy\n\n// Renamed tools, by the team that renamed them: each is a deprecated\n// tool and its alias.\n_renames: {\n")
			for i, t := range teams {
				fmt.Fprintf(&b, "\tteam_%c: {\n%s\t}\n", 'a'+i, strings.Join(t, ""))
			}
			b.WriteString("}\n\nfor team, m in _renames for old, new in m {\n\ttools: (old): {state: \"deprecated\", niche: \"Old name of \\(new).\"}\n\taliases: (old): {\n\t\treplacement:        new\n\t\tfirst_deprecated:   \"1.3.0\"\n\t\tplanned_removal:    \"TBD\"\n\t\tremoval_not_before: \"2.0.0\"\n\t\treplay_supported:   true\n\t\tnote:               \"deprecated: use \\(new) instead\"\n\t}\n}\n")
			e.add("renames.cue", b.String())
		}},
		{Name: "blocks-attrs-every-field", Shape: ShapeBlocks, Desc: "blocks shape with a comment and an attribute on every field of multi-line entries, niche: \"...\" @go(Niche), and old names x: {...} @deprecated(since=\"1.3.0\")", edit: func(e *editor) {
			n := 0
			fieldLine := regexp.MustCompile(`^\t\t([a-z_]+): (.*)$`)
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "builtin deprecated" && en.oneLine() {
					en.lines[0] += " @deprecated(since=\"1.3.0\")"
					n++
					return
				}
				if en.oneLine() {
					return
				}
				var out []string
				for _, l := range en.lines {
					if m := fieldLine.FindStringSubmatch(l); m != nil {
						out = append(out, "\t\t// "+strings.ToUpper(m[1][:1])+m[1][1:]+" of "+en.name+".")
						l += " @go(" + strings.ToUpper(m[1][:1]) + m[1][1:] + ")"
						n++
					}
					out = append(out, l)
				}
				en.lines = out
			})
			e.mustN(n, "fields")
		}},
		{Name: "blocks-field-order", Shape: ShapeBlocks, Desc: "blocks shape with entries' fields in a different order entry by entry (multi-line rotated, one-line reversed)", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				n++
				if en.oneLine() {
					keys, vals, ok := en.strFields()
					if !ok || len(keys) < 2 || n%2 == 0 {
						return
					}
					var f []string
					for i := len(keys) - 1; i >= 0; i-- {
						f = append(f, keys[i]+": "+vals[i])
					}
					en.lines[0] = "\t" + en.name + ": {" + strings.Join(f, ", ") + "}"
					return
				}
				body := en.lines[1 : len(en.lines)-1]
				k := n % len(body)
				rot := append(append([]string{}, body[k:]...), body[:k]...)
				copy(body, rot)
			})
			e.mustN(n, "entries")
		}},
		{Name: "blocks-team-helpers", Shape: ShapeBlocks, Desc: "every blocks-shape tools file a team's, with its own let and hidden helper embedded in each entry, let team = \"team_00\", _team00: {group: team, groups: [team]}, x: {_team00, ...}", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(file string, en *entry) {
				en.insert("_team" + strings.TrimSuffix(strings.TrimPrefix(file, "tools_"), ".cue"))
				n++
			})
			e.mustN(n, "entries")
			for _, f := range e.toolFiles() {
				nn := strings.TrimSuffix(strings.TrimPrefix(f, "tools_"), ".cue")
				e.appendTo(f, fmt.Sprintf("\n// Team %s's helpers.\nlet team = \"team_%s\"\n\n_team%s: {\n\tgroup: team\n\tgroups: [team]\n}\n\ngroups: (team): doc: \"Team %s's tools.\"\n", nn, nn, nn, nn))
			}
		}},
		{Name: "blocks-schema-file", Shape: ShapeBlocks, Desc: "blocks shape with the team's definitions in a schema file of their own, #Active, #Deferred, #Remote: #Deferred & {source: \"mcp\", description!: string}, #Old, every entry under one", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				def := map[string]string{"builtin active": "#Active", "builtin deferred": "#Deferred", "mcp deferred": "#Remote", "builtin deprecated": "#Old"}[en.section]
				if def == "" {
					return
				}
				if _, ok := en.field("card"); def != "#Active" && def != "#Old" && !ok {
					return
				}
				if _, ok := en.field("description"); def == "#Remote" && !ok {
					return
				}
				en.setField("state", "")
				if def == "#Remote" {
					en.setField("source", "")
				}
				en.retemplate(def)
				n++
			})
			e.mustN(n, "entries")
			e.add("schema_team.cue", "package toolpolicy\n\n// The kinds of tool this policy has.\n#Active: #Tool & {state: \"active\"}\n\n#Deferred: #Tool & {\n\tstate: \"deferred\"\n\tcard!: string\n}\n\n#Remote: #Deferred & {\n\tsource:       \"mcp\"\n\tdescription!: string\n}\n\n#Old: #Tool & {\n\tstate: \"deprecated\"\n\tniche: =~\"^Old name of \"\n}\n")
		}},
		{Name: "first-turn-flatten-sort", Shape: ShapeBlocks, Desc: "blocks shape's first_turn lists from hidden per-team lists, first_turn: list.Sort(list.FlattenN([_pins.P.core, [_pins.P.extra]], -1), list.Ascending)", edit: func(e *editor) {
			f := e.file("providers.cue")
			re := regexp.MustCompile(`(?m)^\t([A-Za-z0-9_]+): \{\n((?:\t\t.*\n)*?)\t\tfirst_turn: \[\n((?:\t\t\t"[^"]*",\n)*)\t\t\]\n`)
			var pins strings.Builder
			n := 0
			f.Src = re.ReplaceAllFunc(f.Src, func(b []byte) []byte {
				m := re.FindSubmatch(b)
				var names []string
				for _, l := range strings.Split(strings.TrimSpace(string(m[3])), "\n") {
					names = append(names, strings.TrimSuffix(strings.TrimSpace(l), ","))
				}
				h := (len(names) + 1) / 2
				fmt.Fprintf(&pins, "\t%s: {\n\t\tcore: [%s]\n\t\textra: [%s]\n\t}\n", m[1], strings.Join(names[:h], ", "), strings.Join(names[h:], ", "))
				n++
				return fmt.Appendf(nil, "\t%s: {\n%s\t\tfirst_turn: list.Sort(list.FlattenN([_pins.%s.core, [_pins.%s.extra]], -1), list.Ascending)\n", m[1], m[2], m[1], m[1])
			})
			e.mustN(n, "first_turn lists")
			e.imports("providers.cue", "list")
			e.appendTo("providers.cue", "\n// Each provider's pinned tools, by the team that pinned them.\n_pins: {\n"+pins.String()+"}\n")
		}},
		{Name: "blocks-close-helper", Shape: ShapeBlocks, Desc: "blocks-shape MCP entries over a closed hidden helper, _remote: close({state: *\"deferred\" | #State, source: \"mcp\", niche: string, card: string, description: string}), x: _remote & {...}", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section == "mcp deferred" {
					en.setField("state", "")
					en.setField("source", "")
					en.retemplate("_remote")
					n++
				}
			})
			e.mustN(n, "MCP entries")
			e.add("remote.cue", "package toolpolicy\n\n// What an MCP tool entry may say, and no more.\n_remote: close({\n\tstate:       *\"deferred\" | #State\n\tsource:      \"mcp\"\n\tniche:       string\n\tcard:        string\n\tdescription: string\n})\n")
		}},
		{Name: "reject-short-tool-typo", Shape: ShapeShorthand, Desc: "shorthand MCP entries written #Tool & {...}, one with a typo'd field, desciption: \"...\" (#Tool is closed)", edit: func(e *editor) {
			n := 0
			e.eachShort(func(_ string, en *entry) {
				if en.section != "mcp deferred" {
					return
				}
				en.retemplate("#Tool")
				if n == 0 {
					en.lines[0] = strings.Replace(en.lines[0], " description: ", " desciption: ", 1)
				}
				n++
			})
			e.mustN(n, "MCP entries")
		}},
		{Name: "reject-short-dup-state", Shape: ShapeShorthand, Desc: "a deferred builtin tool promoted in an overlay file, tools: x: state: \"active\" (it conflicts with the entry's \"deferred\")", edit: func(e *editor) {
			name := ""
			e.eachShort(func(_ string, en *entry) {
				if name == "" && en.section == "builtin deferred" {
					name = en.name
				}
			})
			if name == "" {
				e.fail("no deferred builtin entry")
			}
			e.add("overlay.cue", "package toolpolicy\n\n// Promoted for the launch.\ntools: "+name+": state: \"active\"\n")
		}},
		{Name: "reject-blocks-groups-string", Shape: ShapeBlocks, Desc: "blocks shape with one active entry's groups written as a string, groups: \"core\" (a list is wanted)", edit: func(e *editor) {
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				if en.section != "builtin active" {
					return
				}
				if n == 0 {
					en.insert("groups: \"core\"")
				} else {
					en.insert("groups: [\"core\"]")
				}
				n++
			})
			e.mustN(n, "active builtin entries")
			e.add("groups.cue", "package toolpolicy\n\ngroups: core: doc: \"Core tools.\"\n")
		}},
	}
}

// seventeenthRound: constructs of the standard library (regexp, strconv,
// encoding/json, time, uuid), field aliases, whole-entry disjunctions and
// comprehensions generating the sections besides tools, and four mistakes.
func seventeenthRound() []Idiom {
	// activeOneLine applies fn to the active builtin tools written on one
	// line; it fails when there are none.
	activeOneLine := func(e *editor, fn func(file string, en *entry)) map[string]bool {
		used := map[string]bool{}
		e.eachEntry(func(file string, en *entry) {
			if en.section == "builtin active" && en.oneLine() {
				fn(file, en)
				used[file] = true
			}
		})
		if len(used) == 0 {
			e.fail("no active builtin entries")
		}
		return used
	}
	// mcpDescs applies fn to the MCP deferred entries' descriptions (value
	// unquoted); fn returns the new value, CUE source.
	mcpDescs := func(e *editor, fn func(en *entry, d string) string) map[string]bool {
		used := map[string]bool{}
		e.eachEntry(func(file string, en *entry) {
			d, ok := en.field("description")
			if en.section != "mcp deferred" || !ok {
				return
			}
			en.setField("description", fn(en, d))
			used[file] = true
		})
		if len(used) == 0 {
			e.fail("no MCP descriptions")
		}
		return used
	}
	// block returns the lines of a top-level `name: {...}` block of the
	// file, without its first and last lines, and replaces it by repl.
	block := func(e *editor, file, name, repl string) []string {
		f := e.file(file)
		src := string(f.Src)
		i := strings.Index(src, "\n"+name+": {\n")
		if i < 0 {
			e.fail("%s: no %s block", file, name)
		}
		j := strings.Index(src[i+1:], "\n}\n")
		if j < 0 {
			e.fail("%s: %s block not closed", file, name)
		}
		j += i + 1
		body := src[i+len("\n"+name+": {\n") : j+1]
		f.Src = []byte(src[:i+1] + repl + src[j+2:])
		return strings.Split(strings.TrimSuffix(body, "\n"), "\n")
	}
	nameNum := regexp.MustCompile(`_([0-9]+)$`)
	return []Idiom{
		{Name: "niche-regexp-replace", Desc: "active builtin niches rewritten by regexp.ReplaceAll(\" in the workspace\\\\.$\", \"...\", \" in the repo.\")", edit: func(e *editor) {
			used := activeOneLine(e, func(_ string, en *entry) {
				if n, ok := en.field("niche"); ok {
					en.setField("niche", fmt.Sprintf("regexp.ReplaceAll(%q, %q, %q)", ` in the workspace\.$`, n, " in the repo."))
				}
			})
			e.each(used, func(f string) { e.imports(f, "regexp") })
		}},
		{Name: "impl-strconv", Desc: "active builtin implementations numbered in hex by strconv, implementation: \"Impl\" + strconv.FormatInt(N, 16)", edit: func(e *editor) {
			used := activeOneLine(e, func(_ string, en *entry) {
				if m := nameNum.FindStringSubmatch(en.name); m != nil {
					en.insert("implementation: \"Impl\" + strconv.FormatInt(" + m[1] + ", 16)")
				}
			})
			e.each(used, func(f string) { e.imports(f, "strconv") })
		}},
		{Name: "desc-json-marshal", Desc: "MCP descriptions ending in JSON of a hidden per-server struct, \"... Meta: \\(json.Marshal(_meta.github))\", _meta: github: {server: \"github\", paged: true}", edit: func(e *editor) {
			used := mcpDescs(e, func(en *entry, d string) string {
				s, _, _ := strings.Cut(en.name, "_")
				q := strconv.Quote(d)
				return q[:len(q)-1] + ` Meta: \(json.Marshal(_meta.` + s + `))"`
			})
			e.each(used, func(f string) { e.imports(f, "encoding/json") })
			var b strings.Builder
			b.WriteString("_meta: [S=string]: {server: S, paged: *true | bool}\n")
			for _, s := range e.servers() {
				fmt.Fprintf(&b, "_meta: %s: {}\n", s)
			}
			e.defs(b.String())
		}},
		{Name: "modes-from-list", Desc: "the modes as dynamic fields from a hidden list of records, _modes: [{name: \"plan\", mcp: \"deferred\"}, ...], modes: {for m in _modes {(m.name): mcp: m.mcp}}", edit: func(e *editor) {
			lines := block(e, "providers.cue", "modes", "_modes: [\n@@\n]\n\nmodes: {for m in _modes {(m.name): mcp: m.mcp}}\n")
			re := regexp.MustCompile(`^\t([a-z0-9_]+): mcp: +"([a-z]+)"$`)
			var recs []string
			for _, l := range lines {
				m := re.FindStringSubmatch(l)
				if m == nil {
					e.fail("modes line %q", l)
				}
				recs = append(recs, fmt.Sprintf("\t{name: %q, mcp: %q},", m[1], m[2]))
			}
			e.replace("providers.cue", "@@", strings.Join(recs, "\n"))
		}},
		{Name: "model-classes-len-guard", Desc: "the model classes from a hidden list, except written only if len(c.except) > 0, model_classes: {for c in _classes {(c.name): {match: c.match, if len(c.except) > 0 {except: c.except}, ...}}}", edit: func(e *editor) {
			lines := block(e, "providers.cue", "model_classes", "_classes: [\n@@\n]\n\nmodel_classes: {\n\tfor c in _classes {\n\t\t(c.name): {\n\t\t\tmatch:   c.match\n\t\t\texample: c.example\n\t\t\tif len(c.except) > 0 {except: c.except}\n\t\t}\n\t}\n}\n")
			head := regexp.MustCompile(`^\t([a-z0-9_]+): \{$`)
			field := regexp.MustCompile(`^\t\t(match|except|example): (.*)$`)
			var recs []string
			var cur map[string]string
			name := ""
			for _, l := range lines {
				switch {
				case head.MatchString(l):
					name, cur = head.FindStringSubmatch(l)[1], map[string]string{"except": "[]"}
				case field.MatchString(l) && cur != nil:
					m := field.FindStringSubmatch(l)
					cur[m[1]] = m[2]
				case l == "\t}" && cur != nil:
					recs = append(recs, fmt.Sprintf("\t{name: %q, match: %s, except: %s, example: %s},", name, cur["match"], cur["except"], cur["example"]))
					cur = nil
				default:
					e.fail("model_classes line %q", l)
				}
			}
			e.replace("providers.cue", "@@", strings.Join(recs, "\n"))
		}},
		{Name: "retired-time-date", Desc: "retired reasons interpolating a date checked by time, _retiredOn: time.Format(time.RFC3339Date) & \"2025-03-01\", reason: \"replaced by X on \\(_retiredOn)\"", edit: retiredOn("2025-03-01")},
		{Name: "annotations-uuid", Desc: "active builtin entries with an annotation from uuid.SHA1(uuid.ns.URL, \"https://tools.example/NAME\")", edit: func(e *editor) {
			used := activeOneLine(e, func(_ string, en *entry) {
				en.insert(fmt.Sprintf("annotations: trace_id: uuid.SHA1(uuid.ns.URL, %q)", "https://tools.example/"+en.name))
			})
			e.each(used, func(f string) { e.imports(f, "uuid") })
			e.defs("annotations: trace_id: {type: \"string\", doc: \"Stable id of the tool.\"}\n")
		}},
		{Name: "niche-i18n-map", Desc: "active builtin niches looked up in a hidden map with unicode labels, niche: _i18n[_lang].NAME, _lang: *\"en\" | \"français\" | \"日本語\"", edit: func(e *editor) {
			byFile := map[string][]string{}
			activeOneLine(e, func(file string, en *entry) {
				n, ok := en.field("niche")
				if !ok {
					return
				}
				byFile[file] = append(byFile[file], fmt.Sprintf("\t%s: %q", en.name, n))
				en.setField("niche", "_i18n[_lang]."+en.name)
			})
			for file, ls := range byFile {
				var b strings.Builder
				b.WriteString("\n_i18n: en: {\n" + strings.Join(ls, "\n") + "\n}\n")
				for _, lang := range []string{"français", "日本語"} {
					fmt.Fprintf(&b, "_i18n: %q: {\n", lang)
					for _, l := range ls {
						name, v, _ := strings.Cut(l, ": ")
						fmt.Fprintf(&b, "%s: %s\n", name, strings.Replace(v, `"`, `"[`+lang+`] `, 1))
					}
					b.WriteString("}\n")
				}
				e.appendTo(file, b.String())
			}
			e.defs("_lang: *\"en\" | \"français\" | \"日本語\"\n")
		}},
		{Name: "dotted-labels-ref", Desc: "two dotted tool names per tools file, \"web.run_NN\": {...} and \"web.search_NN\" whose state is tools[\"web.run_NN\"].state", edit: func(e *editor) {
			for i, f := range e.toolFiles() {
				e.appendTo(f, fmt.Sprintf("\n// Web tools, named as the harness does.\ntools: {\n\t\"web.run_%02d\": {state: \"deferred\", niche: \"Run a web query.\", card: \"Web query (loaded on demand).\"}\n\t\"web.search_%02d\": {state: tools[\"web.run_%02d\"].state, niche: \"Search the web.\", card: \"Web search (loaded on demand).\"}\n}\n", i, i, i))
			}
		}},
		{Name: "field-alias-card", Desc: "on-demand entries with a field alias on the niche, N=niche: \"...\", card: \"\\(N) Loaded on demand.\"", edit: func(e *editor) {
			n := 0
			e.onDemand(func(_ string, en *entry) {
				for i, l := range en.lines {
					if strings.HasPrefix(l, "\t\tniche: ") {
						en.lines[i] = "\t\tN=niche: " + strings.TrimPrefix(l, "\t\tniche: ")
						en.setField("card", `"\(N) Loaded on demand."`)
						n++
						return
					}
				}
			})
			if n == 0 {
				e.fail("no on-demand niches")
			}
		}},
		{Name: "bottom-unreachable", Desc: "a pattern with _|_ in branches no entry takes, [N=string]: {if strings.HasPrefix(N, \"tmp_\") {_|_}, source: \"builtin\" | \"mcp\" | _|_}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport \"strings\"\n\n// No scratch tools, ever.\ntools: [N=string]: {\n\tif strings.HasPrefix(N, \"tmp_\") {_|_}\n\tsource: \"builtin\" | \"mcp\" | _|_\n}\n")
		}},
		{Name: "def-pattern-annotations", Desc: "active builtin annotations under a definition made of patterns, #Hints: {[=~\"Hint$\"]: bool, [!~\"Hint$\"]: #Line}, annotations: #Hints & {readOnlyHint: true, owner: \"core\"}", edit: func(e *editor) {
			activeOneLine(e, func(_ string, en *entry) {
				en.insert("annotations: #Hints & {readOnlyHint: true, owner: \"core\"}")
			})
			e.defs("// Hints are bools; anything else is a line of text.\n#Hints: {[=~\"Hint$\"]: bool, [!~\"Hint$\"]: #Line}\nannotations: owner: {type: \"string\", doc: \"The owning team.\"}\n")
		}},
		{Name: "entry-default-disjunction", Desc: "active builtin entries a disjunction of whole structs with a default, x: *{state: \"active\", niche: N} | {state: \"deferred\", niche: N, card: N}", edit: func(e *editor) {
			activeOneLine(e, func(_ string, en *entry) {
				v := en.value()
				n, ok := en.field("niche")
				if !ok {
					return
				}
				en.lines[0] = fmt.Sprintf("\t%s: *%s | {state: \"deferred\", niche: %q, card: %q}", en.name, v, n, n)
			})
		}},
		{Name: "settings-nested-for", Desc: "bool settings from a nested comprehension, for a in _areas for f, d in _flags {settings: \"\\(a)_\\(f)\": {type: \"bool\", doc: d, default: false}}, and a one_of from a list", edit: func(e *editor) {
			e.add("settings.cue", "package toolpolicy\n\n_areas: [\"search\", \"edit\", \"shell\", \"web\"]\n_flags: {\n\tverbose: \"Log every call.\"\n\tstrict:  \"Refuse partial results.\"\n}\n\nfor a in _areas for f, d in _flags {\n\tsettings: \"\\(a)_\\(f)\": {type: \"bool\", doc: d, default: false}\n}\n\n_levels: [\"low\", \"medium\", \"high\"]\nsettings: effort: {type: \"one_of\", values: _levels, default: _levels[1]}\n")
		}},
		{Name: "raw-multiline-interp", Desc: "MCP descriptions as raw multi-line strings with a raw interpolation and a backslash, #\"\"\"\\n... (cursor: \\d+) ... \\#(_cursorField) ...\\n\"\"\"#", edit: func(e *editor) {
			mcpDescs(e, func(_ *entry, d string) string {
				d = strings.Replace(d, "cursor field", `\#(_cursorField) field (cursor: \d+)`, 1)
				return "#\"\"\"\n\t\t\t" + d + "\n\t\t\t\"\"\"#"
			})
			e.defs("_cursorField: \"cursor\"\n")
		}},
		{Name: "regexp-match-guard", Desc: "a pattern guarded by regexp.Match on the name, [N=string]: {if regexp.Match(\"^old_[a-z]+_[0-9]+$\", N) {state: \"hidden-compatibility\" | \"deprecated\", implementation?: =~\"^Impl\"}}", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\nimport \"regexp\"\n\n// Old names stay hidden or deprecated.\ntools: [N=string]: {\n\tif regexp.Match(\"^old_[a-z]+_[0-9]+$\", N) {\n\t\tstate:           \"hidden-compatibility\" | \"deprecated\"\n\t\timplementation?: =~\"^Impl\"\n\t}\n}\n")
		}},
		{Name: "reject-imports-only-file", Desc: "strings imported once in a file holding only imports, imports.cue, and used by MCP descriptions' strings.Join in the tools files (imports are per file)", edit: func(e *editor) {
			const tail = " Returns JSON; paginate with the cursor field."
			mcpDescs(e, func(_ *entry, d string) string {
				if !strings.HasSuffix(d, tail) {
					return strconv.Quote(d)
				}
				return fmt.Sprintf("strings.Join([%q, %q], \" \")", strings.TrimSuffix(d, tail), strings.TrimPrefix(tail, " "))
			})
			e.add("imports.cue", "package toolpolicy\n\n// The package's imports, in one place.\nimport (\n\t\"strings\"\n)\n")
		}},
		{Name: "reject-state-cycle", Desc: "pairs of active builtin tools each taking its state from the other, a: {state: tools.b.state}, b: {state: tools.a.state} (no concrete state)", edit: func(e *editor) {
			// Pair the active entries in order, then point each at its partner.
			partner := map[string]string{}
			prev := ""
			activeOneLine(e, func(_ string, en *entry) {
				if !strings.Contains(en.lines[0], `state: "active"`) {
					return
				}
				if prev == "" {
					prev = en.name
					return
				}
				partner[prev], partner[en.name] = en.name, prev
				prev = ""
			})
			n := 0
			e.eachEntry(func(_ string, en *entry) {
				if p, ok := partner[en.name]; ok && en.section == "builtin active" {
					en.lines[0] = strings.Replace(en.lines[0], `state: "active"`, "state: tools."+p+".state", 1)
					n++
				}
			})
			if n == 0 {
				e.fail("no pair of active entries")
			}
		}},
		{Name: "reject-null-default-field", Desc: "a pattern defaulting every implementation to null, tools: [string]: {implementation: *null | string} (null is not a #Line; string is incomplete)", edit: func(e *editor) {
			e.add("idiom.cue", "package toolpolicy\n\n// No implementation unless a tool names one.\ntools: [string]: {implementation: *null | string}\n")
		}},
		{Name: "reject-time-format", Desc: "retired-time-date with the date written without zero padding, _retiredOn: time.Format(time.RFC3339Date) & \"2025-3-1\"", edit: retiredOn("2025-3-1")},
	}
}

// retiredOn makes every retired reason interpolate a hidden date checked
// by time.Format(time.RFC3339Date): date as written.
func retiredOn(date string) func(*editor) {
	return func(e *editor) {
		f := e.file("aliases.cue")
		re := regexp.MustCompile(`reason: "(replaced by [A-Za-z0-9_]+)"`)
		if !re.Match(f.Src) {
			e.fail("no retired reasons")
		}
		f.Src = re.ReplaceAll(f.Src, []byte(`reason: "$1 on \(_retiredOn)"`))
		e.imports("aliases.cue", "time")
		e.appendTo("aliases.cue", "\n_retiredOn: time.Format(time.RFC3339Date) & "+strconv.Quote(date)+"\n")
	}
}
