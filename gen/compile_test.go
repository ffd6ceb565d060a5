package gen

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// agreeTest is compiled into each generated package: it checks the
// package's runtime answers against expected.json, which the outer test
// writes from model.Policy.
const agreeTest = `package PKG

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"
)

type expected struct {
	Catalogs    []Catalog                     ` + "`json:\"catalogs\"`" + `
	ProviderFor map[string]string             ` + "`json:\"provider_for\"`" + `
	Notices     map[string]*DeprecationNotice ` + "`json:\"notices\"`" + `
	Canonical   map[string]string             ` + "`json:\"canonical\"`" + `
	Queries     []struct {
		Provider, Mode, Model string
		Settings              map[string]string
		Want                  json.RawMessage
		Err                   string
	} ` + "`json:\"queries\"`" + `
	Activations []struct {
		Query Query           ` + "`json:\"query\"`" + `
		Want  GroupActivation ` + "`json:\"want\"`" + `
	} ` + "`json:\"activations\"`" + `
}

func TestAgreesWithPolicy(t *testing.T) {
	b, err := os.ReadFile("expected.json")
	if err != nil {
		t.Fatal(err)
	}
	var e expected
	if err := json.Unmarshal(b, &e); err != nil {
		t.Fatal(err)
	}
	if len(e.Catalogs) == 0 {
		t.Fatal("no catalogs to compare")
	}
	for _, want := range e.Catalogs {
		got, err := ActiveCatalog(ProviderID(want.Provider), ModeID(want.Mode), want.Model)
		// Compared as JSON, the form want came in (settings hold []string
		// here and []any there).
		gb, _ := json.Marshal(got)
		wb, _ := json.Marshal(want)
		if err != nil || string(gb) != string(wb) {
			t.Errorf("ActiveCatalog(%q, %q, %q) = %+v, %v\nwant %+v", want.Provider, want.Mode, want.Model, got, err, want)
		}
	}
	if len(e.Queries) == 0 {
		t.Fatal("no configurations to compare")
	}
	for _, q := range e.Queries {
		s := Settings{}
		for k, v := range q.Settings {
			s[k] = v
		}
		got, err := CatalogFor(Query{Provider: q.Provider, Mode: q.Mode, Model: q.Model, Settings: s})
		if q.Err != "" || err != nil {
			if err == nil || err.Error() != q.Err {
				t.Errorf("CatalogFor(%s %s %q %v): error %v, want %q", q.Provider, q.Mode, q.Model, q.Settings, err, q.Err)
			}
			continue
		}
		var g, w any
		gb, _ := json.Marshal(got)
		_ = json.Unmarshal(gb, &g)
		_ = json.Unmarshal(q.Want, &w)
		if !reflect.DeepEqual(g, w) {
			t.Errorf("CatalogFor(%s %s %q %v) = %s\nwant %s", q.Provider, q.Mode, q.Model, q.Settings, gb, q.Want)
		}
	}
	for m, want := range e.ProviderFor {
		if got := ProviderFor(m); string(got) != want {
			t.Errorf("ProviderFor(%q) = %q, want %q", m, got, want)
		}
	}
	for name, want := range e.Notices {
		got, ok := DeprecationFor(ToolName(name))
		if (want == nil) == ok || (ok && got != *want) {
			t.Errorf("DeprecationFor(%q) = %+v, %t; want %+v", name, got, ok, want)
		}
	}
	for _, a := range e.Activations {
		got, err := ActivateGroup(a.Query, a.Want.Group)
		if err != nil || !reflect.DeepEqual(got, a.Want) {
			t.Errorf("ActivateGroup(%+v, %q) = %+v, %v; want %+v", a.Query, a.Want.Group, got, err, a.Want)
		}
	}
	for name, want := range e.Canonical {
		if r, ok := Resolve(ToolName(name)); !ok || r.Canonical != want {
			t.Errorf("Resolve(%q) = %+v, %t; want %q", name, r, ok, want)
		}
	}
}
`

// TestGeneratedPackagesCompileAndAgree generates the Go package for the
// examples, a policy full of hostile text, a minimal one, one with every kind
// of condition and one that sends definitions on every wire (variants by
// setting among them), then runs go vet
// and go test on them in a scratch module: the packages must compile, and
// their runtime answers must match model.Policy for every provider, mode
// and model id tried.
func TestGeneratedPackagesCompileAndAgree(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is needed to compile generated code: %v", err)
	}
	mod := t.TempDir()
	if err := os.WriteFile(filepath.Join(mod, "go.mod"), []byte("module generated\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ pkg, dir string }{{"pawwork", "../examples/pawwork"}, {"github", "../examples/github-mcp-server"}, {"codewhale", "../examples/codewhale-0.8.53"}, {"hostile", "testdata/hostile"}, {"minimal", "testdata/minimal"}, {"conditions", "testdata/conditions"}, {"wired", "testdata/wired"}} {
		p := load(t, tc.dir)
		cfg := outDir(t.TempDir())
		cfg.GoDir = filepath.Join(mod, tc.pkg)
		cfg.Trusted[cfg.GoDir] = true
		files := generate(t, p, cfg)
		if _, err := Write(files, cfg); err != nil {
			t.Fatal(err)
		}
		test := strings.Replace(agreeTest, "package PKG", "package "+tc.pkg, 1)
		if err := os.WriteFile(filepath.Join(cfg.GoDir, "agree_test.go"), []byte(test), 0o644); err != nil {
			t.Fatal(err)
		}
		exp, err := json.Marshal(expectations(t, p))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(cfg.GoDir, "expected.json"), exp, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{{"vet", "./..."}, {"test", "-count=1", "./..."}} {
		cmd := exec.Command(goBin, args...)
		cmd.Dir = mod
		cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}

// emptyGroupSets sets every group-valued set setting to no groups.
func emptyGroupSets(x *resolve.Index) resolve.Settings {
	s := resolve.Settings{}
	for _, id := range x.SettingIDs() {
		if st, _ := x.Setting(id); st.MembersFrom == resolve.MembersGroups {
			s[id] = []string{}
		}
	}
	return s
}

// expectations computes what a generated package must answer, from the model.
func expectations(t *testing.T, p *model.Policy) map[string]any {
	t.Helper()
	models := map[string]bool{"": true, "gpt-4o": true, "x-no-thanks": true, "x-yes": true}
	for _, c := range p.ModelClasses {
		models[c.Example] = true
	}
	var cats []*resolve.Catalog
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			for _, m := range model.SortedKeys(models) {
				c, err := p.Index().Resolve(prov, mode, m)
				if err != nil {
					t.Fatal(err)
				}
				cats = append(cats, c)
			}
		}
	}
	provFor := map[string]string{}
	for m := range models {
		provFor[m] = p.Index().ProviderFor(m)
	}
	notices := map[string]*resolve.DeprecationNotice{}
	canonical := map[string]string{}
	for _, n := range p.ToolNames() {
		r, _ := p.Index().ResolveName(n)
		notices[n] = r.Notice
		canonical[n] = r.Canonical
	}
	// Every configuration the differential tests of the other languages
	// ask about: the declared ones and the rest (polyglotQueries).
	var queries []map[string]any
	for _, q := range polyglotQueries(p) {
		settings := map[string]string{}
		rs := resolve.Settings{}
		for _, kv := range q.settings {
			settings[kv[0]], rs[kv[0]] = kv[1], kv[1]
		}
		e := map[string]any{"Provider": q.provider, "Mode": q.mode, "Model": q.model, "Settings": settings}
		c, err := p.Index().ResolveQuery(resolve.Query{Provider: q.provider, Mode: q.mode, Model: q.model, Settings: rs})
		if err != nil {
			e["Err"] = err.Error()
		} else {
			e["Want"] = c
		}
		queries = append(queries, e)
	}
	// What activating each group loads, in the defaults and with a set of
	// groups emptied (a disabled group's members load).
	var activations []map[string]any
	x := p.Index()
	for _, g := range x.GroupIDs() {
		for _, mode := range p.ModeIDs() {
			for _, s := range []resolve.Settings{nil, emptyGroupSets(x)} {
				q := resolve.Query{Provider: p.Index().ProviderFor(""), Mode: mode, Settings: s}
				a, err := x.ActivateGroup(q, g)
				if err != nil {
					t.Fatal(err)
				}
				activations = append(activations, map[string]any{"query": q, "want": a})
			}
		}
	}
	return map[string]any{"catalogs": cats, "provider_for": provFor, "notices": notices, "canonical": canonical, "queries": queries, "activations": activations}
}
