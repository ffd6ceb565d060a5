package toolcatalog

// These tests hold the generated package to the policy it was generated
// from: every answer is compared with what the policy's resolve.Index computes from
// policy/ at test time, never with literals copied into the test.

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/model"
)

func loadPolicy(t *testing.T) *model.Policy {
	t.Helper()
	p, err := compiler.LoadDir("../policy")
	if err != nil {
		t.Fatalf("loading policy: %v", err)
	}
	return p
}

// modelIDs returns the model ids to try: none, every class's example, ids
// built from every provider and class pattern (so each pattern matches at
// least one), and a few ids nothing claims.
func modelIDs(p *model.Policy) []string {
	ids := map[string]bool{"": true, "gpt-5.4": true, "some-unknown-model": true}
	fill := func(pat string) string { return strings.ReplaceAll(pat, "*", "x") }
	for _, c := range p.ModelClasses {
		ids[c.Example] = true
		for _, pat := range append(append([]string{}, c.Match...), c.Except...) {
			ids[fill(pat)] = true
		}
	}
	for _, pr := range p.Providers {
		for _, pat := range pr.Models {
			ids[fill(pat)] = true
		}
	}
	return model.SortedKeys(ids)
}

func names(p *model.Policy) []string {
	set := map[string]bool{"not-a-declared-tool": true}
	for n := range p.Tools {
		set[n] = true
	}
	for n := range p.Aliases {
		set[n] = true
	}
	for n := range p.Retired {
		set[n] = true
	}
	return model.SortedKeys(set)
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// canon is v's JSON with object keys sorted, so a map and a struct with the
// same fields compare equal.
func canon(t *testing.T, v any) string {
	t.Helper()
	var x any
	if err := json.Unmarshal([]byte(jsonOf(t, v)), &x); err != nil {
		t.Fatal(err)
	}
	return jsonOf(t, x)
}

func TestActiveCatalogAgreesWithResolve(t *testing.T) {
	p := loadPolicy(t)
	checked := 0
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			for _, id := range modelIDs(p) {
				want, err := p.Index().Resolve(prov, mode, id)
				if err != nil {
					t.Fatal(err)
				}
				got, err := ActiveCatalog(ProviderID(prov), ModeID(mode), id)
				if err != nil {
					t.Fatalf("ActiveCatalog(%s, %s, %q): %v", prov, mode, id, err)
				}
				if g, w := jsonOf(t, got), jsonOf(t, want); g != w {
					t.Errorf("ActiveCatalog(%s, %s, %q)\n got %s\nwant %s", prov, mode, id, g, w)
				}
				if !bytes.Equal(Block(got), p.Index().Block(want)) {
					t.Errorf("Block(%s, %s, %q) differs from the policy's canonical block", prov, mode, id)
				}
				checked++
			}
		}
	}
	if checked < len(p.Providers)*len(p.Modes)*(1+len(p.ModelClasses)) {
		t.Fatalf("only %d catalogs compared", checked)
	}
}

func TestOfferAgreesWithResolve(t *testing.T) {
	p := loadPolicy(t)
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			for _, id := range modelIDs(p) {
				c, _ := p.Index().Resolve(prov, mode, id)
				for _, name := range names(p) {
					want := Offering{
						Active:       slices.Contains(c.Active, name),
						Discoverable: slices.Contains(c.Discoverable, name),
						Dispatchable: slices.Contains(c.Registered, name),
					}
					want.Visible = want.Active || want.Discoverable
					got, err := Offer(ProviderID(prov), ModeID(mode), id, ToolName(name))
					if err != nil {
						t.Fatal(err)
					}
					if got != want {
						t.Errorf("Offer(%s, %s, %q, %s) = %+v, want %+v", prov, mode, id, name, got, want)
					}
					if Active(ProviderID(prov), ModeID(mode), id, ToolName(name)) != want.Active || Visible(ProviderID(prov), ModeID(mode), id, ToolName(name)) != want.Visible ||
						Discoverable(ProviderID(prov), ModeID(mode), id, ToolName(name)) != want.Discoverable || Dispatchable(ToolName(name)) != want.Dispatchable {
						t.Errorf("bool helpers disagree with Offer for %s/%s/%q/%s", prov, mode, id, name)
					}
				}
			}
		}
	}
}

func TestUnknownProviderOrMode(t *testing.T) {
	p := loadPolicy(t)
	mode := p.ModeIDs()[0]
	prov := p.ProviderIDs()[0]
	for _, tc := range []struct{ prov, mode string }{{"no-such-provider", mode}, {prov, "no-such-mode"}} {
		_, wantErr := p.Index().Resolve(tc.prov, tc.mode, "")
		_, err := ActiveCatalog(ProviderID(tc.prov), ModeID(tc.mode), "")
		if wantErr == nil || err == nil || err.Error() != wantErr.Error() {
			t.Errorf("ActiveCatalog(%q, %q): error %v, the policy says %v", tc.prov, tc.mode, err, wantErr)
		}
		if _, err := Offer(ProviderID(tc.prov), ModeID(tc.mode), "", ToolName(p.ToolNames()[0])); err == nil {
			t.Errorf("Offer(%q, %q) accepted an unknown target", tc.prov, tc.mode)
		}
		if Active(ProviderID(tc.prov), ModeID(tc.mode), "", ToolName(p.ToolNames()[0])) || Visible(ProviderID(tc.prov), ModeID(tc.mode), "", ToolName(p.ToolNames()[0])) {
			t.Errorf("an unknown target offers tools")
		}
	}
}

func TestProviderForAndGates(t *testing.T) {
	p := loadPolicy(t)
	for _, id := range modelIDs(p) {
		if got, want := ProviderFor(id), ProviderID(p.Index().ProviderFor(id)); got != want {
			t.Errorf("ProviderFor(%q) = %q, want %q", id, got, want)
		}
		for _, name := range names(p) {
			if got, want := GateAllows(ToolName(name), id), p.Index().GateAllows(name, id); got != want {
				t.Errorf("GateAllows(%s, %q) = %t, want %t", name, id, got, want)
			}
		}
		for cid := range p.ModelClasses {
			if got, want := InClass(ClassID(cid), id), p.Index().InClass(cid, id); got != want {
				t.Errorf("InClass(%s, %q) = %t, want %t", cid, id, got, want)
			}
		}
	}
	var gs []Gate
	for _, tool := range model.SortedKeys(p.Gates) {
		g := p.Gates[tool]
		gs = append(gs, Gate{Tool: tool, VisibleFor: g.VisibleFor, HiddenFor: g.HiddenFor})
	}
	if !reflect.DeepEqual(Gates(), gs) {
		t.Errorf("Gates() = %+v, the policy has %+v", Gates(), gs)
	}
}

func TestResolveAndDeprecation(t *testing.T) {
	p := loadPolicy(t)
	notices := 0
	for _, name := range names(p) {
		want, wantOK := p.Index().ResolveName(name)
		got, ok := Resolve(ToolName(name))
		if ok != wantOK {
			t.Errorf("Resolve(%s) ok = %t, want %t", name, ok, wantOK)
			continue
		}
		if ok && (got.Canonical != want.Canonical || string(got.State) != string(want.State)) {
			t.Errorf("Resolve(%s) = %s (%s), the policy says %s (%s)", name, got.Canonical, got.State, want.Canonical, want.State)
		}
		d := want.Notice
		if (got.Notice == nil) != (d == nil) {
			t.Errorf("Resolve(%s) notice = %v, the policy's _deprecation block is %v", name, got.Notice, d)
		}
		if d == nil {
			if Deprecation(ToolName(name)) != nil {
				t.Errorf("Deprecation(%s) is not nil for a silent name", name)
			}
			meta := map[string]any{"exit_code": 0}
			if out := WithDeprecation(ToolName(name), meta); !reflect.DeepEqual(out, meta) {
				t.Errorf("WithDeprecation(%s) changed the metadata of a silent call: %v", name, out)
			}
			continue
		}
		notices++
		if g, w := jsonOf(t, got.Notice), jsonOf(t, d); g != w {
			t.Errorf("Resolve(%s).Notice = %s, want %s", name, g, w)
		}
		wantBlock := canon(t, map[string]any{"_deprecation": d})
		if g := canon(t, Deprecation(ToolName(name))); g != wantBlock {
			t.Errorf("Deprecation(%s) = %s, want %s", name, g, wantBlock)
		}
		// Merged into an object, the caller's keys stay and the notice joins them.
		merged, ok := WithDeprecation(ToolName(name), map[string]any{"exit_code": 0}).(map[string]any)
		if !ok || merged["exit_code"] != 0 || canon(t, merged["_deprecation"]) != canon(t, d) {
			t.Errorf("WithDeprecation(%s, object) = %v", name, merged)
		}
		// Anything that is not an object is kept beside the notice.
		wrapped := canon(t, WithDeprecation(ToolName(name), "plain text"))
		if want := canon(t, map[string]any{"_deprecation": d, "_original_metadata": "plain text"}); wrapped != want {
			t.Errorf("WithDeprecation(%s, string) = %s, want %s", name, wrapped, want)
		}
		if g := canon(t, WithDeprecation(ToolName(name), nil)); g != wantBlock {
			t.Errorf("WithDeprecation(%s, nil) = %s, want %s", name, g, wantBlock)
		}
	}
	if notices == 0 {
		t.Fatal("the policy has no deprecated name; this test checked no notice")
	}
}

func TestTablesMatchPolicy(t *testing.T) {
	p := loadPolicy(t)
	for _, name := range names(p) {
		tool := p.Tools[name]
		s, ok := StateOf(ToolName(name))
		if ok != (tool != nil) || (ok && string(s) != tool.State) {
			t.Errorf("StateOf(%s) = %q, %t", name, s, ok)
		}
		if got := IsRetired(ToolName(name)); got != (p.Retired[name] != nil) {
			t.Errorf("IsRetired(%s) = %t", name, got)
		}
		if tool == nil {
			continue
		}
		got, _ := Lookup(ToolName(name))
		want := Tool{Name: name, State: State(tool.State), Source: Source(tool.Source), Implementation: tool.Implementation,
			Niche: tool.Niche, Card: tool.Card, Description: tool.Description, Parameters: tool.Parameters, Group: tool.Group}
		if rt, _ := p.Index().Lookup(name); rt.Rank != 0 {
			want.Rank = rt.Rank
		}
		if tool.CardList != nil {
			want.CardList = &CardList{Header: tool.CardList.Header, Line: tool.CardList.Line, Empty: tool.CardList.Empty}
		}
		for _, v := range tool.Variants {
			want.Variants = append(want.Variants, Variant{Class: v.Class, Description: v.Description, HasDescription: v.HasDescription,
				Parameters: v.Parameters, Kind: v.Kind, Grammar: v.Grammar, Syntax: v.Syntax})
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Lookup(%s) = %+v, want %+v", name, got, want)
		}
	}

	// Per-state lists are the catalog's own partitions.
	c, _ := p.Index().Resolve(p.ProviderIDs()[0], p.ModeIDs()[0], "")
	for _, tc := range []struct {
		what      string
		got, want []string
	}{{"HiddenNames", HiddenNames(), c.Hidden}, {"DeprecatedNames", DeprecatedNames(), c.Deprecated}, {"RemovedNames", RemovedNames(), c.Removed}} {
		if !slices.Equal(tc.got, tc.want) && !(len(tc.got) == 0 && len(tc.want) == 0) {
			t.Errorf("%s() = %v, want %v", tc.what, tc.got, tc.want)
		}
	}

	for _, prov := range p.ProviderIDs() {
		got, ok := FirstTurn(ProviderID(prov))
		if want := p.Index().HeadCandidates(prov, ""); !ok || !slices.Equal(got, want) {
			t.Errorf("FirstTurn(%s) = %v, want %v", prov, got, want)
		}
		if !p.Providers[prov].Explicit && !slices.Equal(DefaultHead(), got) {
			t.Errorf("DefaultHead() = %v, but provider %s (no explicit list) asks for %v", DefaultHead(), prov, got)
		}
	}
	if _, ok := FirstTurn("no-such-provider"); ok {
		t.Error("FirstTurn accepted an unknown provider")
	}

	var aliasNames, deprecated []string
	for _, a := range Aliases() {
		aliasNames = append(aliasNames, a.Name)
		pa := p.Aliases[a.Name]
		if pa == nil || a.Replacement != pa.Replacement || a.FirstDeprecated != pa.FirstDeprecated ||
			a.PlannedRemoval != pa.PlannedRemoval || a.RemovalNotBefore != pa.RemovalNotBefore ||
			a.ReplaySupported != pa.ReplaySupported || a.Note != pa.Note {
			t.Errorf("alias %+v differs from the policy's %+v", a, pa)
		}
	}
	if !slices.Equal(aliasNames, model.SortedKeys(p.Aliases)) {
		t.Errorf("Aliases() names %v, the policy %v", aliasNames, model.SortedKeys(p.Aliases))
	}
	for _, a := range DeprecatedAliases() {
		deprecated = append(deprecated, a.Name)
	}
	for _, n := range deprecated {
		if p.Tools[n] == nil || p.Tools[n].State != model.StateDeprecated {
			t.Errorf("DeprecatedAliases() lists %s, which is not deprecated", n)
		}
	}
	var retiredNames []string
	for _, r := range RetiredNames() {
		retiredNames = append(retiredNames, r.Name)
		if pr := p.Retired[r.Name]; pr == nil || pr.Reason != r.Reason || pr.Since != r.Since {
			t.Errorf("retired %+v differs from the policy", r)
		}
	}
	if !slices.Equal(retiredNames, model.SortedKeys(p.Retired)) {
		t.Errorf("RetiredNames() = %v, the policy retires %v", retiredNames, model.SortedKeys(p.Retired))
	}

	var provIDs, modeIDs []string
	for _, pr := range Providers() {
		provIDs = append(provIDs, pr.ID)
		if pp := p.Providers[pr.ID]; pp.Budget.Target != pr.BudgetTarget || pp.Budget.Max != pr.BudgetMax || pp.Default != pr.Default {
			t.Errorf("provider %s differs from the policy", pr.ID)
		}
	}
	for _, m := range Modes() {
		modeIDs = append(modeIDs, m.ID)
		if m.MCPActive != (p.Modes[m.ID].MCP == model.MCPActive) {
			t.Errorf("mode %s MCPActive = %t", m.ID, m.MCPActive)
		}
	}
	if !slices.Equal(provIDs, p.ProviderIDs()) || !slices.Equal(modeIDs, p.ModeIDs()) {
		t.Errorf("providers %v, modes %v; the policy has %v, %v", provIDs, modeIDs, p.ProviderIDs(), p.ModeIDs())
	}
}

// TestTablesAreCopies guards the tables against callers: what an accessor
// returns can be changed without changing the next answer.
func TestTablesAreCopies(t *testing.T) {
	h := DefaultHead()
	if len(h) == 0 {
		t.Fatal("the default head is empty")
	}
	h[0] = "mutated"
	if DefaultHead()[0] == "mutated" {
		t.Error("DefaultHead returns the table itself")
	}
	ps := Providers()
	for i := range ps {
		if len(ps[i].FirstTurn) > 0 {
			ps[i].FirstTurn[0] = "mutated"
		}
	}
	for _, pr := range Providers() {
		if slices.Contains(pr.FirstTurn, "mutated") {
			t.Error("Providers returns the tables' slices")
		}
	}
}

// TestDeprecatedConstants reads the generated source: every deprecated
// name's constant must carry a "Deprecated: use X" paragraph naming the
// constant of its canonical replacement, so staticcheck flags harness code
// that still uses it; no other constant may carry one.
func TestDeprecatedConstants(t *testing.T) {
	p := loadPolicy(t)
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "tables_gen.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	ident := map[string]string{} // tool name → constant
	doc := map[string]string{}   // tool name → doc comment
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, s := range gd.Specs {
			vs := s.(*ast.ValueSpec)
			if len(vs.Values) != 1 {
				continue
			}
			lit, ok := vs.Values[0].(*ast.BasicLit)
			if !ok || !strings.HasPrefix(vs.Names[0].Name, "Tool") {
				continue
			}
			v, _ := strconv.Unquote(lit.Value)
			ident[v] = vs.Names[0].Name
			doc[v] = vs.Doc.Text()
		}
	}
	checked := 0
	for _, name := range p.ToolNames() {
		if ident[name] == "" {
			t.Errorf("no constant for tool %s", name)
			continue
		}
		has := strings.Contains(doc[name], "\nDeprecated: ")
		if p.Tools[name].State != model.StateDeprecated {
			if has {
				t.Errorf("%s (%s) is marked Deprecated", ident[name], p.Tools[name].State)
			}
			continue
		}
		r, _ := p.Index().ResolveName(name)
		want := "Deprecated: use " + ident[r.Canonical] + " "
		if !has || !strings.Contains(doc[name], want) {
			t.Errorf("%s doc = %q, want a paragraph starting %q", ident[name], doc[name], want)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no deprecated constant checked")
	}
}

// Provider, mode and tool arguments have types of their own: passing them in
// the wrong order is a compile error, not a silent false.
func TestSwappedArgumentsDoNotCompile(t *testing.T) {
	check := func(call string) error {
		src := "package x\n\nimport tc \"github.com/toolpolicy/toolpolicy/toolcatalog\"\n\nvar _ = " + call + "\n"
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "x.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
		_, err = conf.Check("x", fset, []*ast.File{f}, nil)
		return err
	}
	if err := check(`tc.Active(tc.ProviderDefault, tc.ModeAgent, "", tc.ToolReadFile)`); err != nil {
		t.Fatalf("the right order does not compile: %v", err)
	}
	for _, call := range []string{
		`tc.Active(tc.ModeAgent, tc.ProviderDefault, "", tc.ToolReadFile)`,
		`tc.Offer(tc.ProviderDefault, tc.ModeAgent, "", tc.ModeAgent)`,
		`tc.ActiveCatalog(tc.ModeAgent, tc.ProviderDefault, "")`,
	} {
		if err := check(call); err == nil || !strings.Contains(err.Error(), "cannot use") {
			t.Errorf("%s compiles (%v)", call, err)
		}
	}
}
