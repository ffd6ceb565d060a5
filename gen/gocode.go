package gen

import (
	"bytes"
	_ "embed"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/toolpolicy/toolpolicy/model"
)

// runtimeSrc is the body (everything after the package clause) of the
// generated runtime file: the helpers a harness calls. It does not depend on
// the policy; the tables it reads are generated beside it.
//
//go:embed runtime.go.tmpl
var runtimeSrc string

// Generated Go file names. The _gen suffix tells readers and tools the file
// is generated before they open it.
const (
	goTablesFile  = "tables_gen.go"
	goRuntimeFile = "runtime_gen.go"
)

type relFile struct {
	Rel  string
	Data []byte
}

// goPackage renders the Go package for p.
func goPackage(p *model.Policy, pkg string) ([]relFile, error) {
	reserved, err := runtimeIdents()
	if err != nil {
		return nil, err
	}
	rtSrc, err := runtimeFile(pkg)
	if err != nil {
		return nil, err
	}
	tables, err := goTables(p, pkg, reserved)
	if err != nil {
		return nil, err
	}
	return []relFile{{goRuntimeFile, rtSrc}, {goTablesFile, tables}}, nil
}

// runtimeFile returns the formatted runtime file for a package name. It does
// not depend on the policy, so it is formatted once per name and process.
func runtimeFile(pkg string) ([]byte, error) {
	runtimeMu.Lock()
	defer runtimeMu.Unlock()
	if b, ok := runtimeCache[pkg]; ok {
		return bytes.Clone(b), nil
	}
	var rt bytes.Buffer
	fmt.Fprintf(&rt, "// %s\n\npackage %s\n\n", Header, pkg)
	rt.WriteString(runtimeSrc)
	src, err := format.Source(rt.Bytes())
	if err != nil {
		return nil, fmt.Errorf("formatting %s: %w", goRuntimeFile, err)
	}
	runtimeCache[pkg] = src
	return bytes.Clone(src), nil
}

var (
	runtimeMu    sync.Mutex
	runtimeCache = map[string][]byte{}
)

// runtimeIdents returns the top-level identifiers the runtime declares, so
// generated constants never collide with them.
func runtimeIdents() (map[string]bool, error) {
	f, err := parser.ParseFile(token.NewFileSet(), goRuntimeFile, "package x\n"+runtimeSrc, 0)
	if err != nil {
		return nil, fmt.Errorf("parsing the runtime template: %w", err)
	}
	out := map[string]bool{
		// Declared by the tables file.
		"Release": true, "tools": true, "aliases": true, "retired": true, "providers": true,
		"modes": true, "modelClasses": true, "gates": true, "keepLoaded": true, "heads": true,
		"defaultHead": true, "resolutions": true, "deprecations": true, "headLists": true,
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				out[d.Name.Name] = true
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					out[s.Name.Name] = true
				case *ast.ValueSpec:
					for _, n := range s.Names {
						out[n.Name] = true
					}
				}
			}
		}
	}
	return out, nil
}

// q quotes a string from the policy for Go source: policy text is not
// trusted, and goes into the tables only through q or comment.
func q(s string) string { return strconv.Quote(s) }

// qsLines is qs with one element per line, so a change to one name is a
// one-line diff.
func qsLines(list []string) string {
	if len(list) == 0 {
		return "[]string{}"
	}
	var b strings.Builder
	b.WriteString("[]string{\n")
	for _, s := range list {
		b.WriteString(q(s) + ",\n")
	}
	return b.String() + "}"
}

func qs(list []string) string {
	parts := make([]string, len(list))
	for i, s := range list {
		parts[i] = q(s)
	}
	return "[]string{" + strings.Join(parts, ", ") + "}"
}

// comment makes policy text safe inside a // comment: no line breaks, and no
// invisible or bidirectional-control characters that would make the source
// read differently from what it does.
func comment(s string) string {
	if plainASCII(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r == utf8.RuneError || !strconv.IsPrint(r) || unicode.Is(unicode.Bidi_Control, r) {
			fmt.Fprintf(&b, `\u%04x`, r)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// plainASCII reports whether s is printable ASCII only (space to tilde),
// which comment and strconv.Quote leave as it is.
func plainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}

// quotesAsIs reports whether strconv.Quote(s) is s between double quotes:
// printable ASCII without a quote or a backslash.
func quotesAsIs(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > '~' || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// identNamer turns policy names into exported Go identifiers, unique within
// the package.
type identNamer struct {
	used map[string]bool
}

// names returns an identifier for every name in sorted order. Names that
// would map to the same identifier ("read_file", "read-file") get a numeric
// suffix in name order, so the mapping depends only on the set of names.
func (n *identNamer) names(prefix string, names []string) map[string]string {
	sorted := append([]string(nil), names...)
	sort.Strings(sorted)
	out := map[string]string{}
	for _, name := range sorted {
		base := prefix + camel(name)
		id := base
		for i := 2; n.used[id]; i++ {
			id = fmt.Sprintf("%s_%d", base, i)
		}
		n.used[id] = true
		out[name] = id
	}
	return out
}

// camel turns "exec_shell-wait" into "ExecShellWait". Characters that cannot
// appear in an identifier separate words.
func camel(name string) string {
	var b strings.Builder
	upper := true
	for _, r := range name {
		if r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			if upper {
				r = unicode.ToUpper(r)
			}
			b.WriteRune(r)
			upper = false
			continue
		}
		upper = true
	}
	return b.String()
}

func isGoIdent(s string) bool {
	if s == "" || token.IsKeyword(s) {
		return false
	}
	for i, r := range s {
		if !unicode.IsLetter(r) && r != '_' && (i == 0 || !unicode.IsDigit(r)) {
			return false
		}
	}
	return true
}

// tablesWriter builds tables_gen.go. The few declarations whose layout
// gofmt decides (aligned const blocks, lists nested in a struct) are small
// and go through go/format one by one. The large tables are one element per
// line with no comments and nothing to align, so they are written directly
// in gofmt's layout: formatting a 10,000-tool file whole took most of gen's
// time. TestGoTablesAreFormatted and FuzzGenerate hold the file to
// format.Source.
type tablesWriter struct {
	b       bytes.Buffer
	scratch []byte
	err     error
}

// formatted appends src, a Go file or a list of declarations, as go/format
// prints it, and a blank line.
func (w *tablesWriter) formatted(src string) {
	if w.err != nil {
		return
	}
	out, err := format.Source([]byte(src))
	if err != nil {
		// The tables are built from quoted literals and checked identifiers;
		// a failure here is a bug in gen, not bad policy input.
		w.err = fmt.Errorf("formatting %s: %w", goTablesFile, err)
		return
	}
	w.b.Write(out)
	w.b.WriteByte('\n')
}

func (w *tablesWriter) s(parts ...string) {
	for _, p := range parts {
		w.b.WriteString(p)
	}
}

// q appends s as a Go string literal.
func (w *tablesWriter) q(s string) {
	if quotesAsIs(s) {
		// What strconv.Quote writes for it, without the rune-by-rune walk.
		w.s(`"`, s, `"`)
		return
	}
	w.scratch = strconv.AppendQuote(w.scratch[:0], s)
	w.b.Write(w.scratch)
}

// kq appends ", Key: "value"" when value is set.
func (w *tablesWriter) kq(key, value string) {
	if value != "" {
		w.s(", ", key, ": ")
		w.q(value)
	}
}

// array appends `var name = [...]T{...}` with one element per line, each
// written by elem; doc is the comment above it.
func (w *tablesWriter) array(doc, name, typ string, n int, elem func(i int)) {
	w.s(doc, "var ", name, " = [...]", typ, "{")
	if n > 0 {
		w.s("\n")
		for i := range n {
			w.s("\t")
			elem(i)
			w.s(",\n")
		}
	}
	w.s("}\n\n")
}

// names appends the braces of a string list, one name per line; indent is
// the indentation of the line the list starts on.
func (w *tablesWriter) names(list []string, indent string) {
	if len(list) == 0 {
		w.s("{}")
		return
	}
	w.s("{\n")
	for _, n := range list {
		w.s(indent, "\t")
		w.q(n)
		w.s(",\n")
	}
	w.s(indent, "}")
}

// goTables renders the tables file.
func goTables(p *model.Policy, pkg string, reserved map[string]bool) ([]byte, error) {
	namer := &identNamer{used: map[string]bool{}}
	for id := range reserved {
		namer.used[id] = true
	}
	toolNames := p.ToolNames()
	toolIDs := namer.names("Tool", toolNames)
	providerIDs := namer.names("Provider", p.ProviderIDs())
	modeIDs := namer.names("Mode", p.ModeIDs())
	classIDs := namer.names("Class", model.SortedKeys(p.ModelClasses))
	ord := newToolOrder(p)

	w := &tablesWriter{}
	w.b.Grow(4096 + 512*len(toolNames))
	w.formatted(fmt.Sprintf("// %s\n\n", Header) +
		fmt.Sprintf("// Package %s is the tool policy for release %s as Go tables, with the\n", pkg, comment(p.Release.Version)) +
		"// helpers a harness calls at runtime to apply it. The policy is the source\n" +
		"// of truth: change it and run `toolpolicy gen`, never edit this package.\n" +
		fmt.Sprintf("package %s\n\n", pkg) +
		fmt.Sprintf("// Release is the policy release these tables describe.\nconst Release = %s\n", q(p.Release.Version)))

	// One constant per tool. Every spec has its own comment line, so gofmt
	// aligns nothing here; it does drop trailing blanks from comments.
	w.s("// Tool names, one constant per declared tool.\nconst (")
	if len(toolNames) > 0 {
		w.s("\n")
	}
	for _, name := range toolNames {
		t := p.Tools[name]
		line := "// " + toolIDs[name] + " is " + comment(q(name)) + " (" + comment(t.State) + ")."
		if t.Niche != "" {
			line += " " + comment(t.Niche)
		}
		w.s("\t", strings.TrimRight(line, " "), "\n")
		if t.State == model.StateDeprecated {
			w.s("\t//\n")
			if r, ok := p.ResolveName(name); ok && r.Canonical != name {
				use := comment(q(r.Canonical))
				if id, ok := toolIDs[r.Canonical]; ok {
					use = id + " (" + use + ")"
				}
				w.s("\t// Deprecated: use ", use, " instead.\n")
			} else {
				w.s("\t// Deprecated: the policy names no replacement.\n")
			}
		}
		w.s("\t", toolIDs[name], " = ")
		w.q(name)
		w.s("\n")
	}
	w.s(")\n\n")

	var consts strings.Builder
	consts.WriteString("// Provider ids.\nconst (\n")
	for _, id := range p.ProviderIDs() {
		fmt.Fprintf(&consts, "\t%s = %s\n", providerIDs[id], q(id))
	}
	consts.WriteString(")\n\n// Mode ids.\nconst (\n")
	for _, id := range p.ModeIDs() {
		fmt.Fprintf(&consts, "\t%s = %s\n", modeIDs[id], q(id))
	}
	consts.WriteString(")\n")
	if len(classIDs) > 0 {
		consts.WriteString("\n// Model class ids.\nconst (\n")
		for _, id := range model.SortedKeys(p.ModelClasses) {
			fmt.Fprintf(&consts, "\t%s = %s\n", classIDs[id], q(id))
		}
		consts.WriteString(")\n")
	}
	w.formatted(consts.String())

	w.array("// tools holds every declared tool in catalog order: builtin tools sorted\n// by name, then MCP tools sorted by name.\n",
		"tools", "Tool", len(ord.names), func(i int) {
			t := ord.tools[i]
			w.s("{Name: ")
			w.q(ord.names[i])
			w.s(", State: ")
			w.q(t.State)
			w.s(", Source: ")
			w.q(t.Source)
			w.kq("Implementation", t.Implementation)
			w.kq("Niche", t.Niche)
			w.kq("Card", t.Card)
			w.kq("Description", t.Description)
			w.s("}")
		})

	var dh []string
	for _, name := range toolNames {
		if t := p.Tools[name]; t.State == model.StateActive && t.Source == model.SourceBuiltin {
			dh = append(dh, name)
		}
	}
	w.s("// defaultHead is every builtin tool whose state is active, sorted.\nvar defaultHead = [...]string")
	w.names(dh, "")
	w.s("\n\n")

	aliasNames := model.SortedKeys(p.Aliases)
	w.array("// aliases is the deprecation manifest, sorted by name.\n", "aliases", "Alias", len(aliasNames), func(i int) {
		name := aliasNames[i]
		a := p.Aliases[name]
		w.s("{Name: ")
		w.q(name)
		w.s(", Replacement: ")
		w.q(a.Replacement)
		w.s(", FirstDeprecated: ")
		w.q(a.FirstDeprecated)
		w.s(", PlannedRemoval: ")
		w.q(a.PlannedRemoval)
		w.kq("RemovalNotBefore", a.RemovalNotBefore)
		w.s(", ReplaySupported: ", strconv.FormatBool(a.ReplaySupported))
		w.kq("Note", a.Note)
		w.s("}")
	})

	retiredNames := model.SortedKeys(p.Retired)
	w.array("// retired holds the names that must never be registered again, sorted.\n", "retired", "Retired", len(retiredNames), func(i int) {
		r := p.Retired[retiredNames[i]]
		w.s("{Name: ")
		w.q(retiredNames[i])
		w.s(", Reason: ")
		w.q(r.Reason)
		w.s(", Since: ")
		w.q(r.Since)
		w.s("}")
	})

	w.s("// keepLoaded holds the MCP tools that stay in the head in every mode.\nvar keepLoaded = [...]string")
	w.names(keepLoaded(p), "")
	w.s("\n\n")

	// Providers nest their first-turn lists: small, so gofmt lays them out.
	var provs strings.Builder
	provs.WriteString("// providers holds every provider, sorted by id.\nvar providers = [...]Provider{\n")
	for _, id := range p.ProviderIDs() {
		pr := p.Providers[id]
		fmt.Fprintf(&provs, "\t{ID: %s", q(id))
		if len(pr.Models) > 0 {
			fmt.Fprintf(&provs, ", Models: %s", qs(pr.Models))
		}
		if pr.Default {
			provs.WriteString(", Default: true")
		}
		if pr.Explicit {
			fmt.Fprintf(&provs, ", FirstTurn: %s, Explicit: true", qsLines(uniqueSorted(pr.FirstTurn)))
		}
		fmt.Fprintf(&provs, ", BudgetTarget: %d, BudgetMax: %d},\n", pr.Budget.Target, pr.Budget.Max)
	}
	provs.WriteString("}\n")
	w.formatted(provs.String())

	modeList := p.ModeIDs()
	w.array("// modes holds every mode, sorted by id.\n", "modes", "Mode", len(modeList), func(i int) {
		w.s("{ID: ")
		w.q(modeList[i])
		w.s(", MCPActive: ", strconv.FormatBool(p.Modes[modeList[i]].MCP == model.MCPActive), "}")
	})

	classList := model.SortedKeys(p.ModelClasses)
	w.array("// modelClasses holds every model class, sorted by id.\n", "modelClasses", "ModelClass", len(classList), func(i int) {
		c := p.ModelClasses[classList[i]]
		w.s("{ID: ")
		w.q(classList[i])
		w.s(", Match: ", qs(c.Match))
		if len(c.Except) > 0 {
			w.s(", Except: ", qs(c.Except))
		}
		w.s(", Example: ")
		w.q(c.Example)
		w.s("}")
	})

	gateTools := model.SortedKeys(p.Gates)
	w.array("// gates holds every gate, sorted by tool.\n", "gates", "Gate", len(gateTools), func(i int) {
		g := p.Gates[gateTools[i]]
		w.s("{Tool: ")
		w.q(gateTools[i])
		w.kq("VisibleFor", g.VisibleFor)
		w.kq("HiddenFor", g.HiddenFor)
		w.s("}")
	})

	// Heads: most providers and modes offer one of a few heads, so each
	// distinct list is written once and heads refer to it by index.
	type headRef struct {
		provider, mode string
		list           int
	}
	var lists [][]string
	byKey := map[string]int{}
	var heads []headRef
	// A head depends only on the provider's and mode's head candidates,
	// whether the provider's first turn is explicit and whether the mode
	// offers MCP tools as active: each such input is resolved once (a head
	// can hold thousands of MCP tools), and equal lists are still written
	// once whatever inputs gave them.
	byInput := map[string]int{}
	for _, prov := range p.ProviderIDs() {
		for _, mode := range modeList {
			input := fmt.Sprintf("%t\x00%t\x00%s", p.Providers[prov].Explicit, p.Modes[mode].MCP == model.MCPActive,
				strings.Join(p.HeadCandidates(prov, mode), "\x00"))
			i, ok := byInput[input]
			if !ok {
				names := ungatedHead(p, prov, mode, ord)
				key := strings.Join(names, "\x00")
				if i, ok = byKey[key]; !ok {
					i = len(lists)
					byKey[key] = i
					lists = append(lists, names)
				}
				byInput[input] = i
			}
			heads = append(heads, headRef{prov, mode, i})
		}
	}
	w.array("// headLists holds each distinct first-turn head before gates, in catalog\n// order; heads refers to them by index.\n",
		"headLists", "[]string", len(lists), func(i int) { w.names(lists[i], "\t") })
	w.array("// heads holds, for every provider and mode, which first-turn head it\n// offers before gates. A gate can only take names out of it.\n",
		"heads", "head", len(heads), func(i int) {
			w.s("{provider: ")
			w.q(heads[i].provider)
			w.s(", mode: ")
			w.q(heads[i].mode)
			w.s(", list: ", strconv.Itoa(heads[i].list), "}")
		})

	names := make([]string, 0, len(p.Tools)+len(p.Aliases))
	names = append(names, toolNames...)
	for n := range p.Aliases {
		if p.Tools[n] == nil {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	w.array("// resolutions holds where every declared tool and manifest name leads,\n// sorted by name.\n",
		"resolutions", "resolution", len(names), func(i int) {
			r, _ := p.ResolveName(names[i])
			w.s("{name: ")
			w.q(names[i])
			w.s(", state: ")
			w.q(r.State)
			w.s(", canonical: ")
			w.q(r.Canonical)
			w.s("}")
		})

	var deps []*model.DeprecationBlock
	for _, name := range toolNames {
		if d := p.Deprecation(name); d != nil {
			deps = append(deps, d)
		}
	}
	w.array("// deprecations holds the notice every deprecated call carries, sorted by name.\n",
		"deprecations", "DeprecationNotice", len(deps), func(i int) {
			d := deps[i]
			w.s("{ThisTool: ")
			w.q(d.ThisTool)
			w.s(", UseInstead: ")
			w.q(d.UseInstead)
			w.kq("FirstDeprecated", d.FirstDeprecated)
			w.kq("RemovedIn", d.RemovedIn)
			w.s(", Message: ")
			w.q(d.Message)
			w.s("}")
		})
	if w.err != nil {
		return nil, w.err
	}
	// Declarations are separated by one blank line; the file ends with one
	// newline.
	out := bytes.TrimRight(w.b.Bytes(), "\n")
	return append(out, '\n'), nil
}

func uniqueSorted(refs []model.Ref) []string {
	set := map[string]bool{}
	for _, r := range refs {
		set[r.Name] = true
	}
	return model.SortedKeys(set)
}

func keepLoaded(p *model.Policy) []string { return uniqueSorted(p.KeepLoaded) }

// toolOrder is every tool in catalog order (builtins sorted, then MCP
// sorted), with the tools looked up once.
type toolOrder struct {
	names []string
	tools []*model.Tool
	index map[string]int // position of each name
	keep  []bool         // kept loaded: in the head in every mode
}

func newToolOrder(p *model.Policy) toolOrder {
	var o toolOrder
	all := p.ToolNames()
	o.names = make([]string, 0, len(all))
	for _, mcp := range []bool{false, true} {
		for _, name := range all {
			if (p.Tools[name].Source == model.SourceMCP) == mcp {
				o.names = append(o.names, name)
			}
		}
	}
	o.tools = make([]*model.Tool, len(o.names))
	o.index = make(map[string]int, len(o.names))
	for i, name := range o.names {
		o.tools[i] = p.Tools[name]
		o.index[name] = i
	}
	o.keep = make([]bool, len(o.names))
	for _, r := range p.KeepLoaded {
		if i, ok := o.index[r.Name]; ok {
			o.keep[i] = true
		}
	}
	return o
}

// ungatedHead returns the head a provider and mode offer when every gate
// allows the model, in catalog order. It follows model.Policy.Resolve with
// the gate test left out: the generated runtime applies gates per model id at
// call time, which is what lets it answer for ids no one listed in advance.
// The tests hold the two in step.
func ungatedHead(p *model.Policy, provider, mode string, ord toolOrder) []string {
	prov, m := p.Providers[provider], p.Modes[mode]
	if prov == nil || m == nil {
		return []string{}
	}
	in := make([]bool, len(ord.names))
	for _, name := range p.HeadCandidates(provider, mode) {
		i, ok := ord.index[name]
		if !ok || !ord.tools[i].Visible() || (!prov.Explicit && ord.tools[i].Source != model.SourceBuiltin) {
			continue
		}
		in[i] = true
	}
	out := []string{}
	for i, name := range ord.names {
		// An explicit first_turn is the whole head; otherwise MCP tools join
		// it when kept loaded, or when the mode offers MCP tools as active.
		if in[i] || !prov.Explicit && ord.tools[i].Source == model.SourceMCP && ord.tools[i].Visible() && (m.MCP == model.MCPActive || ord.keep[i]) {
			out = append(out, name)
		}
	}
	return out
}
