package gen

import (
	"bytes"
	"fmt"
	"go/format"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// goTablesFile is the generated package's own file: the policy as tables,
// and the package-level API a harness calls, each function one call into
// the copy of package resolve beside it (goCoreFile).
const goTablesFile = "tables_gen.go"

type relFile struct {
	Rel  string
	Data []byte
}

// goPackage renders the Go package for p.
func goPackage(p *model.Policy, pkg string) ([]relFile, error) {
	core, reserved, err := coreSource(pkg)
	if err != nil {
		return nil, err
	}
	api, err := declaredIdents([]byte("package x\n" + apiSrc))
	if err != nil {
		return nil, fmt.Errorf("parsing the API: %w", err)
	}
	for id := range api {
		reserved[id] = true
	}
	for _, id := range []string{"Release", "tools", "aliases", "retired", "providers", "modes", "modelClasses", "gates", "keepLoaded", "catalogOrder",
		"settings", "groups", "annotations", "models", "exposure"} {
		reserved[id] = true
	}
	tables, err := goTables(p, pkg, reserved)
	if err != nil {
		return nil, err
	}
	return []relFile{{goCoreFile, core}, {goTablesFile, tables}}, nil
}

// apiSrc is the generated package's API: package-level functions over the
// policy's index. Each is one call into package resolve; none decides
// anything itself.
const apiSrc = `
// ProviderID is the id of a provider this policy declares (the Provider
// constants). Provider, mode and tool arguments have types of their own so
// that arguments passed in the wrong order do not compile; convert a name
// from elsewhere (a model's tool call) with ToolName(name).
type ProviderID string

// ModeID is the id of a mode this policy declares (the Mode constants).
type ModeID string

// ToolName is a tool or alias name (the Tool constants).
type ToolName string

// ClassID is the id of a model class this policy declares (the Class
// constants).
type ClassID string

// policy is the tables above, indexed for resolution.
var policy = New(Tables{
	Tools: tools[:], Aliases: aliases[:], Retired: retired[:], Gates: gates[:],
	ModelClasses: modelClasses[:], Providers: providers[:], Modes: modes[:], KeepLoaded: keepLoaded[:],
	Order: catalogOrder,

	Settings: settings[:], Groups: groups[:], Annotations: annotations[:], Models: models[:], Exposure: exposure,
})

// Tools returns every declared tool in catalog order.
func Tools() []Tool { return policy.Tools() }

// Lookup returns the declared tool called name.
func Lookup(name ToolName) (Tool, bool) { return policy.Lookup(string(name)) }

// StateOf returns the lifecycle state of a declared tool name.
func StateOf(name ToolName) (State, bool) { return policy.StateOf(string(name)) }

// DefaultHead returns the default first-turn head: every builtin tool whose
// state is active, sorted. Providers without an explicit list use it.
func DefaultHead() []string { return policy.DefaultHead() }

// FirstTurn returns the first-turn list a provider asks for, before modes
// and gates: its explicit list, or the default head. ok is false for an
// unknown provider.
func FirstTurn(provider ProviderID) (names []string, ok bool) {
	return policy.FirstTurn(string(provider))
}

// HiddenNames returns the hidden-compatibility names, in catalog order.
func HiddenNames() []string { return policy.HiddenNames() }

// DeprecatedNames returns the deprecated names, in catalog order.
func DeprecatedNames() []string { return policy.DeprecatedNames() }

// RemovedNames returns the removed names, in catalog order.
func RemovedNames() []string { return policy.RemovedNames() }

// Aliases returns the whole deprecation manifest, sorted by name.
func Aliases() []Alias { return policy.Aliases() }

// DeprecatedAliases returns the manifest entries whose name is deprecated:
// the ones whose calls carry a notice.
func DeprecatedAliases() []Alias { return policy.DeprecatedAliases() }

// LookupAlias returns the manifest entry for name.
func LookupAlias(name ToolName) (Alias, bool) {
	a, ok := policy.Alias(string(name))
	if !ok {
		return Alias{}, false
	}
	return *a, true
}

// RetiredNames returns the names that must never be registered again, sorted.
func RetiredNames() []Retired { return policy.Retired() }

// IsRetired reports whether name must never be registered again.
func IsRetired(name ToolName) bool { return policy.IsRetired(string(name)) }

// KeepLoaded returns the MCP tools that stay in the head in every mode.
func KeepLoaded() []string { return policy.KeepLoaded() }

// Providers returns every provider, sorted by id.
func Providers() []Provider { return policy.Providers() }

// Modes returns every mode, sorted by id.
func Modes() []Mode { return policy.Modes() }

// ModelClasses returns every model class, sorted by id.
func ModelClasses() []ModelClass { return policy.ModelClasses() }

// Gates returns every gate, sorted by tool.
func Gates() []Gate { return policy.Gates() }

// InClass reports whether a model id belongs to a model class. An empty
// model id belongs to no class.
func InClass(class ClassID, model string) bool { return policy.InClass(string(class), model) }

// GateAllows reports whether a tool's gate, if it has one, lets the model see it.
func GateAllows(tool ToolName, model string) bool { return policy.GateAllows(string(tool), model) }

// ProviderFor returns the provider serving a model id: the first provider, in
// id order, with a matching pattern; else the default provider; else "".
func ProviderFor(model string) ProviderID { return ProviderID(policy.ProviderFor(model)) }

// CheckCatalog returns the ways the tool names or block a harness built
// disagree with the policy, under the rule ids ` + "`toolpolicy verify`" + ` uses;
// none when they agree.
func CheckCatalog(in CatalogInput) ([]CatalogProblem, error) { return policy.CheckCatalog(in) }

// AssertCatalog is the self-check for a harness's own tests: nil when the
// names or block it built agree with the policy for the provider, mode,
// model and settings, else an error listing every disagreement.
func AssertCatalog(in CatalogInput) error { return policy.AssertCatalog(in) }

// ActiveCatalog returns the catalog a harness offers for a provider, mode and
// model id (which may be empty: then no gated class matches).
func ActiveCatalog(provider ProviderID, mode ModeID, model string) (Catalog, error) {
	c, err := policy.Resolve(string(provider), string(mode), model)
	if err != nil {
		return Catalog{}, err
	}
	return *c, nil
}

// Offer says how name is offered for a provider, mode and model id. A name
// that is not a declared tool is offered in no way.
func Offer(provider ProviderID, mode ModeID, model string, name ToolName) (Offering, error) {
	return policy.Offer(string(provider), string(mode), model, string(name))
}

// CatalogFor returns the catalog for one configuration: a provider, mode,
// model id and settings (those left out take their defaults). An unknown
// setting or value is a *SettingError.
func CatalogFor(q Query) (Catalog, error) {
	c, err := policy.ResolveQuery(q)
	if err != nil {
		return Catalog{}, err
	}
	return *c, nil
}

// OfferFor says how name is offered in one configuration.
func OfferFor(q Query, name ToolName) (Offering, error) { return policy.OfferQuery(q, string(name)) }

// Checks returns the conditions that apply to a tool in one configuration,
// each with its verdict and the part of it that decided.
func Checks(q Query, name ToolName) ([]Check, error) { return policy.Checks(q, string(name)) }

// ParseSetting turns a setting's text (as --set KEY=VALUE gives it) into a
// Settings value.
func ParseSetting(id, text string) (any, error) { return policy.ParseSetting(id, text) }

// SettingIDs returns the declared settings' ids, sorted.
func SettingIDs() []string { return append([]string(nil), policy.SettingIDs()...) }

// GroupIDs returns the declared tool groups' ids, sorted.
func GroupIDs() []string { return append([]string(nil), policy.GroupIDs()...) }

// GroupTools returns the tools of a group in catalog order: what a harness
// activates together when the model asks for the group.
func GroupTools(id string) []string { return policy.GroupTools(id) }

// ActivateGroup returns what activating a tool group loads in one
// configuration: the members it offers once the group is on that the
// first-turn head lacks (in catalog order), the members already in the head,
// and those another condition keeps out. An unknown group is an
// *UnknownError.
func ActivateGroup(q Query, group string) (GroupActivation, error) {
	a, err := policy.ActivateGroup(q, group)
	if err != nil {
		return GroupActivation{}, err
	}
	return *a, nil
}

// Active reports whether name is in the first-turn head for a provider, mode
// and model id; false for an unknown provider or mode.
func Active(provider ProviderID, mode ModeID, model string, name ToolName) bool {
	o, err := Offer(provider, mode, model, name)
	return err == nil && o.Active
}

// Discoverable reports whether name is in the tool-search pool for a
// provider, mode and model id; false for an unknown provider or mode.
func Discoverable(provider ProviderID, mode ModeID, model string, name ToolName) bool {
	o, err := Offer(provider, mode, model, name)
	return err == nil && o.Discoverable
}

// Visible reports whether a model can see name, in the head or through tool
// search, for a provider, mode and model id; false for an unknown provider
// or mode.
func Visible(provider ProviderID, mode ModeID, model string, name ToolName) bool {
	o, err := Offer(provider, mode, model, name)
	return err == nil && o.Visible
}

// Dispatchable reports whether a call to name executes as far as its state
// goes. Gates never unregister a tool; a policy's registration conditions
// can, per configuration: OfferFor answers for one.
func Dispatchable(name ToolName) bool {
	s, ok := policy.StateOf(string(name))
	return ok && s.Dispatchable()
}

// Resolve says where a call to name leads: its canonical name, following the
// alias manifest, and the deprecation notice the call carries, if any. ok is
// false for a name that is neither a declared tool nor a manifest entry.
func Resolve(name ToolName) (r Resolution, ok bool) { return policy.ResolveName(string(name)) }

// DeprecationFor returns the notice a call to name carries; ok is false for
// names whose calls are silent (canonical and hidden-compatibility names).
func DeprecationFor(name ToolName) (DeprecationNotice, bool) {
	return policy.DeprecationFor(string(name))
}

// Deprecation returns {"_deprecation": {...}} for a call to name, ready to
// merge into the call's result metadata (maps.Copy(metadata, Deprecation(name))),
// or nil when the call carries no notice.
func Deprecation(name ToolName) map[string]any { return policy.Deprecation(string(name)) }

// WithDeprecation returns a call's result metadata with the notice for name
// merged in (see Index.WithDeprecation).
func WithDeprecation(name ToolName, metadata any) any {
	return policy.WithDeprecation(string(name), metadata)
}

// Block returns a catalog's first-turn tool block: the exact bytes to send
// as the tools of a request on the provider's wire (for MCP, the tools/list
// result). These bytes are the prefix-cache identity of the head; the
// catalog's Fingerprint is their SHA-256.
func Block(c Catalog) []byte { return policy.Block(&c) }

// Definitions returns the tool definitions a catalog's block sends: the
// head's, and the deferred tools' when the provider defers natively.
func Definitions(c Catalog) (head, deferred []Definition) { return policy.Definitions(&c) }
`

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

// names returns an identifier for each of names, which must be sorted:
// out[i] is names[i]'s. Names that would map to the same identifier
// ("read_file", "read-file") get a numeric suffix in name order, so the
// mapping depends only on the set of names.
func (n *identNamer) names(prefix string, names []string) []string {
	out := make([]string, len(names))
	for i, name := range names {
		base := prefix + camel(name)
		id := base
		for i := 2; n.used[id]; i++ {
			id = fmt.Sprintf("%s_%d", base, i)
		}
		n.used[id] = true
		out[i] = id
	}
	return out
}

// camel turns "exec_shell-wait" into "ExecShellWait" and "fetch_url" into
// "FetchURL": characters that cannot appear in an identifier separate
// words, and a word that is a Go initialism is written in capitals, as Go's
// naming conventions (and staticcheck's ST1003) ask.
func camel(name string) string {
	var b strings.Builder
	b.Grow(len(name))
	// Words are ASCII letters and digits.
	word := func(w string) {
		if w == "" {
			return
		}
		if len(w) <= longestInitialism {
			if up := strings.ToUpper(w); initialisms[up] {
				b.WriteString(up)
				return
			}
		}
		c := w[0]
		if 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		}
		b.WriteByte(c)
		b.WriteString(w[1:])
	}
	start := -1
	for i, r := range name {
		if r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			word(name[start:i])
			start = -1
		}
	}
	if start >= 0 {
		word(name[start:])
	}
	return b.String()
}

// initialisms are the words Go spells in capitals in identifiers: the list
// golint and staticcheck's ST1003 use, and MCP and LLM, which tool names in
// agent harnesses carry often. A word is one only when it stands alone
// between separators ("url" in "fetch_url", not in "urlencode").
var initialisms = map[string]bool{
	"ACL": true, "API": true, "ASCII": true, "CPU": true, "CSS": true, "DNS": true, "EOF": true,
	"GUID": true, "HTML": true, "HTTP": true, "HTTPS": true, "ID": true, "IP": true, "JSON": true,
	"LHS": true, "LLM": true, "MCP": true, "QPS": true, "RAM": true, "RHS": true, "RPC": true,
	"SLA": true, "SMTP": true, "SQL": true, "SSH": true, "TCP": true, "TLS": true, "TTL": true,
	"UDP": true, "UI": true, "UID": true, "UUID": true, "URI": true, "URL": true, "UTF8": true,
	"VM": true, "XML": true, "XMPP": true, "XSRF": true, "XSS": true,
}

// longestInitialism is the length of the longest of initialisms.
var longestInitialism = func() (n int) {
	for w := range initialisms {
		n = max(n, len(w))
	}
	return n
}()

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
	toolNames, tools := p.SortedTools()
	namer := &identNamer{used: make(map[string]bool, len(reserved)+len(toolNames))}
	for id := range reserved {
		namer.used[id] = true
	}
	toolIDs := namer.names("Tool", toolNames)
	provIDs, modeNames, classes := p.ProviderIDs(), p.ModeIDs(), model.SortedKeys(p.ModelClasses)
	providerIDs := namer.names("Provider", provIDs)
	modeIDs := namer.names("Mode", modeNames)
	classIDs := namer.names("Class", classes)
	// The tables are written from what resolution reads (model.Policy.Tables),
	// so the generated package and the library resolve the same data.
	x := p.Index()
	tb := x.Tables()
	catalog := x.CatalogOrder()

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
	for i, name := range toolNames {
		t := tools[i]
		id := toolIDs[i]
		w.s("\t// ", id, " is ")
		if quotesAsIs(name) {
			w.s(`"`, name, `"`)
		} else {
			w.s(comment(q(name)))
		}
		w.s(" (", comment(t.State), ").")
		// gofmt drops trailing blanks from a comment.
		if niche := strings.TrimRight(comment(t.Niche), " "); niche != "" {
			w.s(" ", niche)
		}
		w.s("\n")
		if t.State == model.StateDeprecated {
			w.s("\t//\n")
			if r, ok := p.Index().ResolveName(name); ok && r.Canonical != name {
				use := comment(q(r.Canonical))
				if j, ok := slices.BinarySearch(toolNames, r.Canonical); ok {
					use = toolIDs[j] + " (" + use + ")"
				}
				w.s("\t// Deprecated: use ", use, " instead.\n")
			} else {
				w.s("\t// Deprecated: the policy names no replacement.\n")
			}
		}
		w.s("\t", id, " ToolName = ")
		w.q(name)
		w.s("\n")
	}
	w.s(")\n\n")

	var consts strings.Builder
	consts.WriteString("// Provider ids.\nconst (\n")
	for i, id := range provIDs {
		fmt.Fprintf(&consts, "\t%s ProviderID = %s\n", providerIDs[i], q(id))
	}
	consts.WriteString(")\n\n// Mode ids.\nconst (\n")
	for i, id := range modeNames {
		fmt.Fprintf(&consts, "\t%s ModeID = %s\n", modeIDs[i], q(id))
	}
	consts.WriteString(")\n")
	if len(classIDs) > 0 {
		consts.WriteString("\n// Model class ids.\nconst (\n")
		for i, id := range classes {
			fmt.Fprintf(&consts, "\t%s ClassID = %s\n", classIDs[i], q(id))
		}
		consts.WriteString(")\n")
	}
	fmt.Fprintf(&consts, "\n// catalogOrder is the policy's ordering rule.\nconst catalogOrder Order = %s\n", q(p.Catalog.Order))
	w.formatted(consts.String())

	w.array("// tools holds every declared tool in catalog order: builtin tools sorted\n// by name, then MCP tools sorted by name.\n",
		"tools", "Tool", len(catalog), func(i int) {
			t, _ := x.Lookup(catalog[i])
			w.s("{Name: ")
			w.q(catalog[i])
			w.s(", State: ")
			w.q(string(t.State))
			w.s(", Source: ")
			w.q(string(t.Source))
			w.kq("Implementation", t.Implementation)
			w.kq("Niche", t.Niche)
			w.kq("Card", t.Card)
			w.kq("Description", t.Description)
			w.kq("Parameters", t.Parameters)
			w.kq("Group", t.Group)
			if t.Rank != 0 {
				w.s(", Rank: ", strconv.Itoa(t.Rank))
			}
			if cl := t.CardList; cl != nil {
				w.s(", CardList: &CardList{Header: ")
				w.q(cl.Header)
				w.kq("Line", cl.Line)
				w.kq("Empty", cl.Empty)
				w.s("}")
			}
			if len(t.Variants) > 0 {
				w.s(", Variants: []Variant{")
				for vi, v := range t.Variants {
					if vi > 0 {
						w.s(", ")
					}
					w.s("{Class: ")
					w.q(v.Class)
					w.condField("When", v.When)
					if v.HasDescription {
						w.s(", Description: ")
						w.q(v.Description)
						w.s(", HasDescription: true")
					}
					w.kq("Parameters", v.Parameters)
					w.kq("Kind", v.Kind)
					w.kq("Grammar", v.Grammar)
					w.kq("Syntax", v.Syntax)
					w.s("}")
				}
				w.s("}")
			}
			if len(t.Groups) > 0 {
				w.s(", Groups: ", qs(t.Groups))
			}
			if len(t.Annotations) > 0 {
				w.s(", Annotations: map[string]string{")
				for j, k := range model.SortedKeys(t.Annotations) {
					if j > 0 {
						w.s(", ")
					}
					w.s(q(k), ": ", q(t.Annotations[k]))
				}
				w.s("}")
			}
			w.condField("RegisteredWhen", t.RegisteredWhen)
			w.condField("VisibleWhen", t.VisibleWhen)
			w.condField("HeadWhen", t.HeadWhen)
			w.s("}")
		})

	w.array("// aliases is the deprecation manifest, sorted by name.\n", "aliases", "Alias", len(tb.Aliases), func(i int) {
		a := tb.Aliases[i]
		w.s("{Name: ")
		w.q(a.Name)
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

	w.array("// retired holds the names that must never be registered again, sorted.\n", "retired", "Retired", len(tb.Retired), func(i int) {
		r := tb.Retired[i]
		w.s("{Name: ")
		w.q(r.Name)
		w.s(", Reason: ")
		w.q(r.Reason)
		w.s(", Since: ")
		w.q(r.Since)
		w.s("}")
	})

	w.s("// keepLoaded holds the MCP tools that stay in the head in every mode.\nvar keepLoaded = [...]string")
	w.names(tb.KeepLoaded, "")
	w.s("\n\n")

	// Providers nest their first-turn lists: small, so gofmt lays them out.
	var provs strings.Builder
	provs.WriteString("// providers holds every provider, sorted by id.\nvar providers = [...]Provider{\n")
	for _, pr := range tb.Providers {
		fmt.Fprintf(&provs, "\t{ID: %s", q(pr.ID))
		if len(pr.Models) > 0 {
			fmt.Fprintf(&provs, ", Models: %s", qs(pr.Models))
		}
		if pr.Default {
			provs.WriteString(", Default: true")
		}
		if pr.Explicit {
			fmt.Fprintf(&provs, ", FirstTurn: %s, Explicit: true", qsLines(pr.FirstTurn))
		}
		fmt.Fprintf(&provs, ", BudgetTarget: %d, BudgetMax: %d", pr.BudgetTarget, pr.BudgetMax)
		if pr.Wire != "" {
			fmt.Fprintf(&provs, ", Wire: %s", q(string(pr.Wire)))
		}
		if pr.NativeDeferral {
			provs.WriteString(", NativeDeferral: true")
		}
		if pr.ToolSearch != "" {
			fmt.Fprintf(&provs, ", ToolSearch: %s", q(pr.ToolSearch))
		}
		provs.WriteString("},\n")
	}
	provs.WriteString("}\n")
	w.formatted(provs.String())

	// Modes nest their head edits: small, so gofmt lays them out.
	var modes strings.Builder
	modes.WriteString("// modes holds every mode, sorted by id.\nvar modes = [...]Mode{\n")
	for _, m := range tb.Modes {
		fmt.Fprintf(&modes, "\t{ID: %s, MCPActive: %t", q(m.ID), m.MCPActive)
		if len(m.HeadAdd) > 0 {
			fmt.Fprintf(&modes, ", HeadAdd: %s", qsLines(m.HeadAdd))
		}
		if len(m.HeadDrop) > 0 {
			fmt.Fprintf(&modes, ", HeadDrop: %s", qsLines(m.HeadDrop))
		}
		if m.RegisteredWhen != nil {
			modes.WriteString(", RegisteredWhen: " + condLit(m.RegisteredWhen))
		}
		if m.CacheGroup != "" {
			modes.WriteString(", CacheGroup: " + q(m.CacheGroup))
		}
		modes.WriteString("},\n")
	}
	modes.WriteString("}\n")
	w.formatted(modes.String())

	w.array("// modelClasses holds every model class, sorted by id.\n", "modelClasses", "ModelClass", len(tb.ModelClasses), func(i int) {
		c := tb.ModelClasses[i]
		w.s("{ID: ")
		w.q(c.ID)
		w.s(", Match: ", qs(c.Match))
		if len(c.Except) > 0 {
			w.s(", Except: ", qs(c.Except))
		}
		w.s(", Example: ")
		w.q(c.Example)
		w.condField("Where", c.Where)
		w.s("}")
	})

	w.array("// gates holds every gate, sorted by tool.\n", "gates", "Gate", len(tb.Gates), func(i int) {
		g := tb.Gates[i]
		w.s("{Tool: ")
		w.q(g.Tool)
		w.kq("VisibleFor", g.VisibleFor)
		w.kq("HiddenFor", g.HiddenFor)
		w.s("}")
	})

	w.formatted(configTables(tb))
	w.s(apiSrc[1:], "\n")
	if w.err != nil {
		return nil, w.err
	}
	// Declarations are separated by one blank line; the file ends with one
	// newline.
	out := bytes.TrimRight(w.b.Bytes(), "\n")
	return append(out, '\n'), nil
}

// condField appends ", Key: &Condition{...}" when c is set.
func (w *tablesWriter) condField(key string, c *resolve.Condition) {
	if c != nil {
		w.s(", ", key, ": ", condLit(c))
	}
}

// condLit is a condition as a Go literal of type *Condition, on one line.
func condLit(c *resolve.Condition) string { return "&Condition{" + condFields(c) + "}" }

func condFields(c *resolve.Condition) string {
	parts := []string{"Op: " + q(c.Op)}
	if len(c.Args) > 0 {
		args := make([]string, len(c.Args))
		for i := range c.Args {
			args[i] = "{" + condFields(&c.Args[i]) + "}"
		}
		parts = append(parts, "Args: []Condition{"+strings.Join(args, ", ")+"}")
	}
	for _, f := range []struct{ k, v string }{{"Name", c.Name}, {"Is", c.Is}, {"Has", c.Has}, {"AtLeast", c.AtLeast}, {"AtMost", c.AtMost}} {
		if f.v != "" {
			parts = append(parts, f.k+": "+q(f.v))
		}
	}
	if c.HasTool {
		parts = append(parts, "HasTool: true")
	}
	return strings.Join(parts, ", ")
}

// configTables declares the tables that make resolution depend on a
// configuration: settings, groups, annotations, model records and the
// exposure conditions. Empty for a policy that has none.
func configTables(t *resolve.Tables) string {
	var b strings.Builder
	b.WriteString("// settings holds the declared settings, sorted by id.\nvar settings = [...]Setting{\n")
	for _, s := range t.Settings {
		fmt.Fprintf(&b, "\t{ID: %s, Type: %s", q(s.ID), q(string(s.Type)))
		if s.Doc != "" {
			fmt.Fprintf(&b, ", Doc: %s", q(s.Doc))
		}
		if len(s.Values) > 0 {
			fmt.Fprintf(&b, ", Values: %s", qs(s.Values))
		}
		if s.MembersFrom != "" {
			fmt.Fprintf(&b, ", MembersFrom: %s", q(s.MembersFrom))
		}
		if s.OldNames {
			b.WriteString(", OldNames: true")
		}
		if len(s.Keywords) > 0 {
			b.WriteString(", Keywords: []Keyword{")
			for i, k := range s.Keywords {
				if i > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "{Name: %s, Members: %s}", q(k.Name), qs(k.Members))
			}
			b.WriteString("}")
		}
		if len(s.Default) > 0 {
			fmt.Fprintf(&b, ", Default: %s", qs(s.Default))
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n\n// groups holds the declared tool groups, sorted by id.\nvar groups = [...]Group{\n")
	for _, g := range t.Groups {
		fmt.Fprintf(&b, "\t{ID: %s", q(g.ID))
		if g.Card != "" {
			fmt.Fprintf(&b, ", Card: %s", q(g.Card))
		}
		if g.Doc != "" {
			fmt.Fprintf(&b, ", Doc: %s", q(g.Doc))
		}
		if g.When != nil {
			fmt.Fprintf(&b, ", When: %s", condLit(g.When))
		}
		if g.DefaultOn {
			b.WriteString(", DefaultOn: true")
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n\n// annotations holds the policy's own annotations (MCP's four are built in).\nvar annotations = [...]Annotation{\n")
	for _, a := range t.Annotations {
		fmt.Fprintf(&b, "\t{ID: %s, Type: %s, Default: %s", q(a.ID), q(a.Type), q(a.Default))
		if a.Doc != "" {
			fmt.Fprintf(&b, ", Doc: %s", q(a.Doc))
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n\n// models holds the model records classes by capability test, sorted by id.\nvar models = [...]ModelRecord{\n")
	for _, m := range t.Models {
		fmt.Fprintf(&b, "\t{ID: %s, Attributes: map[string][]string{", q(m.ID))
		for i, k := range model.SortedKeys(m.Attributes) {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%s: %s", q(k), qs(m.Attributes[k]))
		}
		b.WriteString("}},\n")
	}
	b.WriteString("}\n\n// exposure holds the conditions every tool must meet.\nvar exposure = Exposure{")
	var ex []string
	for _, f := range []struct {
		k string
		c *resolve.Condition
	}{{"RegisteredWhen", t.Exposure.RegisteredWhen}, {"VisibleWhen", t.Exposure.VisibleWhen}, {"HeadWhen", t.Exposure.HeadWhen}} {
		if f.c != nil {
			ex = append(ex, f.k+": "+condLit(f.c))
		}
	}
	b.WriteString(strings.Join(ex, ", ") + "}\n")
	return b.String()
}
