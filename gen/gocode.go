package gen

import (
	"bytes"
	_ "embed"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"sort"
	"strconv"
	"strings"
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
	var rt bytes.Buffer
	fmt.Fprintf(&rt, "// %s\n\npackage %s\n\n", Header, pkg)
	rt.WriteString(runtimeSrc)
	rtSrc, err := format.Source(rt.Bytes())
	if err != nil {
		return nil, fmt.Errorf("formatting %s: %w", goRuntimeFile, err)
	}
	tables, err := format.Source(goTables(p, pkg, reserved))
	if err != nil {
		// The tables are built from quoted literals and checked identifiers;
		// a failure here is a bug in gen, not bad policy input.
		return nil, fmt.Errorf("formatting %s: %w", goTablesFile, err)
	}
	return []relFile{{goRuntimeFile, rtSrc}, {goTablesFile, tables}}, nil
}

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
		"defaultHead": true, "resolutions": true, "deprecations": true,
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

// goWriter builds Go source. Every string that comes from the policy goes
// through q (strconv.Quote) or comment: policy text is not trusted.
type goWriter struct {
	bytes.Buffer
}

func (w *goWriter) f(format string, args ...any) { fmt.Fprintf(w, format, args...) }

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

// goTables renders the tables file.
func goTables(p *model.Policy, pkg string, reserved map[string]bool) []byte {
	namer := &identNamer{used: map[string]bool{}}
	for id := range reserved {
		namer.used[id] = true
	}
	toolIDs := namer.names("Tool", p.ToolNames())
	providerIDs := namer.names("Provider", p.ProviderIDs())
	modeIDs := namer.names("Mode", p.ModeIDs())
	classIDs := namer.names("Class", model.SortedKeys(p.ModelClasses))

	w := &goWriter{}
	w.f("// %s\n\n", Header)
	w.f("// Package %s is the tool policy for release %s as Go tables, with the\n", pkg, comment(p.Release.Version))
	w.f("// helpers a harness calls at runtime to apply it. The policy is the source\n")
	w.f("// of truth: change it and run `toolpolicy gen`, never edit this package.\n")
	w.f("package %s\n\n", pkg)
	w.f("// Release is the policy release these tables describe.\nconst Release = %s\n\n", q(p.Release.Version))

	order := catalogOrder(p)

	w.f("// Tool names, one constant per declared tool.\nconst (\n")
	for _, name := range p.ToolNames() {
		t := p.Tools[name]
		w.f("\t// %s is %s (%s).", toolIDs[name], comment(q(name)), comment(t.State))
		if t.Niche != "" {
			w.f(" %s", comment(t.Niche))
		}
		w.f("\n")
		if t.State == model.StateDeprecated {
			w.f("\t//\n")
			if r, ok := p.ResolveName(name); ok && r.Canonical != name {
				use := comment(q(r.Canonical))
				if id, ok := toolIDs[r.Canonical]; ok {
					use = id + " (" + use + ")"
				}
				w.f("\t// Deprecated: use %s instead.\n", use)
			} else {
				w.f("\t// Deprecated: the policy names no replacement.\n")
			}
		}
		w.f("\t%s = %s\n", toolIDs[name], q(name))
	}
	w.f(")\n\n")

	w.f("// Provider ids.\nconst (\n")
	for _, id := range p.ProviderIDs() {
		w.f("\t%s = %s\n", providerIDs[id], q(id))
	}
	w.f(")\n\n")
	w.f("// Mode ids.\nconst (\n")
	for _, id := range p.ModeIDs() {
		w.f("\t%s = %s\n", modeIDs[id], q(id))
	}
	w.f(")\n\n")
	if len(classIDs) > 0 {
		w.f("// Model class ids.\nconst (\n")
		for _, id := range model.SortedKeys(p.ModelClasses) {
			w.f("\t%s = %s\n", classIDs[id], q(id))
		}
		w.f(")\n\n")
	}

	w.f("// tools holds every declared tool in catalog order: builtin tools sorted\n// by name, then MCP tools sorted by name.\nvar tools = [...]Tool{\n")
	for _, name := range order {
		t := p.Tools[name]
		w.f("\t{Name: %s, State: %s, Source: %s", q(name), q(t.State), q(t.Source))
		for _, f := range []struct{ k, v string }{
			{"Implementation", t.Implementation}, {"Niche", t.Niche}, {"Card", t.Card}, {"Description", t.Description},
		} {
			if f.v != "" {
				w.f(", %s: %s", f.k, q(f.v))
			}
		}
		w.f("},\n")
	}
	w.f("}\n\n")

	var dh []string
	for _, name := range p.ToolNames() {
		if t := p.Tools[name]; t.State == model.StateActive && t.Source == model.SourceBuiltin {
			dh = append(dh, name)
		}
	}
	w.f("// defaultHead is every builtin tool whose state is active, sorted.\nvar defaultHead = [...]string%s\n\n", strings.TrimPrefix(qsLines(dh), "[]string"))

	w.f("// aliases is the deprecation manifest, sorted by name.\nvar aliases = [...]Alias{\n")
	for _, name := range model.SortedKeys(p.Aliases) {
		a := p.Aliases[name]
		w.f("\t{Name: %s, Replacement: %s, FirstDeprecated: %s, PlannedRemoval: %s",
			q(name), q(a.Replacement), q(a.FirstDeprecated), q(a.PlannedRemoval))
		if a.RemovalNotBefore != "" {
			w.f(", RemovalNotBefore: %s", q(a.RemovalNotBefore))
		}
		w.f(", ReplaySupported: %t", a.ReplaySupported)
		if a.Note != "" {
			w.f(", Note: %s", q(a.Note))
		}
		w.f("},\n")
	}
	w.f("}\n\n")

	w.f("// retired holds the names that must never be registered again, sorted.\nvar retired = [...]Retired{\n")
	for _, name := range model.SortedKeys(p.Retired) {
		r := p.Retired[name]
		w.f("\t{Name: %s, Reason: %s, Since: %s},\n", q(name), q(r.Reason), q(r.Since))
	}
	w.f("}\n\n")

	w.f("// keepLoaded holds the MCP tools that stay in the head in every mode.\nvar keepLoaded = [...]string%s\n\n", strings.TrimPrefix(qsLines(keepLoaded(p)), "[]string"))

	w.f("// providers holds every provider, sorted by id.\nvar providers = [...]Provider{\n")
	for _, id := range p.ProviderIDs() {
		pr := p.Providers[id]
		w.f("\t{ID: %s", q(id))
		if len(pr.Models) > 0 {
			w.f(", Models: %s", qs(pr.Models))
		}
		if pr.Default {
			w.f(", Default: true")
		}
		if pr.Explicit {
			w.f(", FirstTurn: %s, Explicit: true", qsLines(uniqueSorted(pr.FirstTurn)))
		}
		w.f(", BudgetTarget: %d, BudgetMax: %d},\n", pr.Budget.Target, pr.Budget.Max)
	}
	w.f("}\n\n")

	w.f("// modes holds every mode, sorted by id.\nvar modes = [...]Mode{\n")
	for _, id := range p.ModeIDs() {
		w.f("\t{ID: %s, MCPActive: %t},\n", q(id), p.Modes[id].MCP == model.MCPActive)
	}
	w.f("}\n\n")

	w.f("// modelClasses holds every model class, sorted by id.\nvar modelClasses = [...]ModelClass{\n")
	for _, id := range model.SortedKeys(p.ModelClasses) {
		c := p.ModelClasses[id]
		w.f("\t{ID: %s, Match: %s", q(id), qs(c.Match))
		if len(c.Except) > 0 {
			w.f(", Except: %s", qs(c.Except))
		}
		w.f(", Example: %s},\n", q(c.Example))
	}
	w.f("}\n\n")

	w.f("// gates holds every gate, sorted by tool.\nvar gates = [...]Gate{\n")
	for _, tool := range model.SortedKeys(p.Gates) {
		g := p.Gates[tool]
		w.f("\t{Tool: %s", q(tool))
		if g.VisibleFor != "" {
			w.f(", VisibleFor: %s", q(g.VisibleFor))
		}
		if g.HiddenFor != "" {
			w.f(", HiddenFor: %s", q(g.HiddenFor))
		}
		w.f("},\n")
	}
	w.f("}\n\n")

	w.f("// heads holds, for every provider and mode, the first-turn head before\n// gates, in catalog order. A gate can only take names out of it.\nvar heads = [...]head{\n")
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			w.f("\t{provider: %s, mode: %s, names: %s},\n", q(prov), q(mode), qsLines(ungatedHead(p, prov, mode)))
		}
	}
	w.f("}\n\n")

	names := map[string]bool{}
	for n := range p.Tools {
		names[n] = true
	}
	for n := range p.Aliases {
		names[n] = true
	}
	w.f("// resolutions holds where every declared tool and manifest name leads,\n// sorted by name.\nvar resolutions = [...]resolution{\n")
	for _, name := range model.SortedKeys(names) {
		r, _ := p.ResolveName(name)
		w.f("\t{name: %s, state: %s, canonical: %s},\n", q(name), q(r.State), q(r.Canonical))
	}
	w.f("}\n\n")

	w.f("// deprecations holds the notice every deprecated call carries, sorted by name.\nvar deprecations = [...]DeprecationNotice{\n")
	for _, name := range p.ToolNames() {
		d := p.Deprecation(name)
		if d == nil {
			continue
		}
		w.f("\t{ThisTool: %s, UseInstead: %s", q(d.ThisTool), q(d.UseInstead))
		if d.FirstDeprecated != "" {
			w.f(", FirstDeprecated: %s", q(d.FirstDeprecated))
		}
		if d.RemovedIn != "" {
			w.f(", RemovedIn: %s", q(d.RemovedIn))
		}
		w.f(", Message: %s},\n", q(d.Message))
	}
	w.f("}\n")
	return w.Bytes()
}

func uniqueSorted(refs []model.Ref) []string {
	set := map[string]bool{}
	for _, r := range refs {
		set[r.Name] = true
	}
	return model.SortedKeys(set)
}

func keepLoaded(p *model.Policy) []string { return uniqueSorted(p.KeepLoaded) }

// catalogOrder returns every tool name: builtins sorted, then MCP sorted.
func catalogOrder(p *model.Policy) []string {
	var builtin, mcp []string
	for _, name := range p.ToolNames() {
		if p.Tools[name].Source == model.SourceMCP {
			mcp = append(mcp, name)
		} else {
			builtin = append(builtin, name)
		}
	}
	return append(builtin, mcp...)
}

// ungatedHead returns the head a provider and mode offer when every gate
// allows the model, in catalog order. It follows model.Policy.Resolve with
// the gate test left out: the generated runtime applies gates per model id at
// call time, which is what lets it answer for ids no one listed in advance.
// The tests hold the two in step.
func ungatedHead(p *model.Policy, provider, mode string) []string {
	prov, m := p.Providers[provider], p.Modes[mode]
	if prov == nil || m == nil {
		return []string{}
	}
	in := map[string]bool{}
	for _, name := range p.HeadCandidates(provider, mode) {
		t := p.Tools[name]
		if t == nil || !t.Visible() || (!prov.Explicit && t.Source != model.SourceBuiltin) {
			continue
		}
		in[name] = true
	}
	if !prov.Explicit {
		keep := map[string]bool{}
		for _, r := range p.KeepLoaded {
			keep[r.Name] = true
		}
		for name, t := range p.Tools {
			if t.Source == model.SourceMCP && t.Visible() && (keep[name] || m.MCP == model.MCPActive) {
				in[name] = true
			}
		}
	}
	out := []string{}
	for _, name := range catalogOrder(p) {
		if in[name] {
			out = append(out, name)
		}
	}
	return out
}
