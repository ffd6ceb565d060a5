package lint

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// tricky is a policy whose heads exercise every branch of model.Resolve the
// pass reimplements: an explicit head naming MCP, gated, hidden and
// undeclared tools; a default head with a mode that adds an MCP tool (which
// a default head ignores) and drops a builtin; gated MCP tools, kept loaded
// and not, in a mode that offers MCP tools as active and one that does not;
// a provider no model reaches; classes with exceptions.
const tricky = `package toolpolicy

release: version: "1.0.0"
tools: {
	read_file:  {state: "active"}
	grep_files: {state: "active"}
	edit_file:  {state: "active"}
	old_read:   {state: "hidden-compatibility"}
	deep_only:  {state: "active"}
	not_mini:   {state: "deferred", card: "Not for mini models."}
	shell:      {state: "deferred", card: "Run a shell."}
	mcp_keep:   {state: "active", source: "mcp", description: "kept"}
	mcp_gated_keep: {state: "active", source: "mcp", description: "kept, gated"}
	mcp_gated:  {state: "deferred", source: "mcp", card: "Gated MCP."}
	mcp_plain:  {state: "deferred", source: "mcp", card: "Plain MCP."}
	mcp_gone:   {state: "removed", source: "mcp"}
}
aliases: old_read: {replacement: "read_file", first_deprecated: "0.9.0", planned_removal: "TBD", replay_supported: true}
mcp: keep_loaded: ["mcp_keep", "mcp_gated_keep", "mcp_gone"]
providers: {
	main: {default: true, budget: {target: 3, max: 5}}
	deep: {
		models: ["deep-*"]
		first_turn: ["read_file", "mcp_gated", "old_read", "deep_only", "nosuch", "mcp_plain"]
		budget: {target: 3, max: 5}
	}
	mini: {models: ["mini-*", "*-mini"], budget: {target: 3, max: 5}}
	nobody: {models: ["nobody-x"], budget: {target: 3, max: 5}}
}
modes: {
	plan: {mcp: "deferred", head_add: ["shell", "mcp_plain"], head_drop: ["edit_file"]}
	agent: mcp: "deferred"
	yolo: mcp:  "active"
}
model_classes: {
	deep: {match: ["deep-*"], example: "deep-v4"}
	small: {match: ["*mini*"], except: ["deep-*"], example: "mini-2"}
}
gates: {
	deep_only: visible_for: "deep"
	mcp_gated: visible_for: "deep"
	mcp_gated_keep: hidden_for: "small"
	not_mini: hidden_for: "small"
	nobody_tool: visible_for: "ghost"
}
`

// referenceViews is how the rules read catalogs before Pass: model.Resolve
// for every provider × mode × sample model.
type refView struct {
	provider, mode, model string
	c                     *model.Catalog
}

func referenceViews(p *model.Policy) []refView {
	samples := computeSampleModels(p)
	var out []refView
	for _, prov := range p.ProviderIDs() {
		models := []string{""}
		for _, m := range samples {
			if m != "" && p.Index().ProviderFor(m) == prov {
				models = append(models, m)
			}
		}
		for _, mode := range p.ModeIDs() {
			for _, m := range models {
				c, err := p.Index().Resolve(prov, mode, m)
				if err != nil {
					continue
				}
				out = append(out, refView{prov, mode, m, c})
			}
		}
	}
	return out
}

func viewPolicies(t *testing.T) map[string]*model.Policy {
	t.Helper()
	dirs := []string{"../policy", "../examples/pawwork"}
	fixtures, err := filepath.Glob("testdata/*/*")
	if err != nil {
		t.Fatal(err)
	}
	dirs = append(dirs, fixtures...)
	small := t.TempDir()
	if err := os.WriteFile(filepath.Join(small, "policy.cue"), []byte(tricky), 0o644); err != nil {
		t.Fatal(err)
	}
	dirs = append(dirs, small)
	dirs = append(dirs, policytest.SynthDir(t, synth.Config{Tools: 400}))
	out := map[string]*model.Policy{}
	for _, dir := range dirs {
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			continue
		}
		p, err := compiler.LoadDir(dir)
		if err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		out[dir] = p
	}
	return out
}

// The pass computes heads and offered names without resolving catalogs; it
// must agree with model.Resolve on every policy the tests know.
func TestPassMatchesResolve(t *testing.T) {
	for dir, p := range viewPolicies(t) {
		if p.Index().Conditional() {
			continue // views span configurations: TestConfigViewsBoundEveryConfiguration
		}
		pass := NewPass(p)
		ref := referenceViews(p)
		got := pass.views()
		if len(got) != len(ref) {
			t.Errorf("%s: %d views, Resolve gives %d", dir, len(got), len(ref))
			continue
		}
		union := map[string]bool{}
		byProv := map[string]map[string]bool{}
		for i, r := range ref {
			g := got[i]
			at := dir + ": " + r.provider + "/" + r.mode + "/" + r.model
			if g.provider != r.provider || g.mode != r.mode || g.model != r.model {
				t.Errorf("%s: view %d is %s/%s/%s", at, i, g.provider, g.mode, g.model)
				continue
			}
			if want := p.Index().NativeHead(r.c.Active); !slices.Equal(g.native, want) {
				t.Errorf("%s: native head %v, Resolve gives %v", at, g.native, want)
			}
			if g.size != len(r.c.Active) {
				t.Errorf("%s: head of %d tools, Resolve gives %d (%v)", at, g.size, len(r.c.Active), r.c.Active)
			}
			if byProv[r.provider] == nil {
				byProv[r.provider] = map[string]bool{}
			}
			for _, n := range append(slices.Clone(r.c.Active), r.c.Discoverable...) {
				union[n] = true
				byProv[r.provider][n] = true
			}
		}
		for _, prov := range p.ProviderIDs() {
			models := pass.viewModels()[prov]
			for _, n := range pass.toolNames() {
				if got, want := pass.offered(n, models), byProv[prov][n]; got != want {
					t.Errorf("%s: provider %s: offered(%s) = %v, Resolve says %v", dir, prov, n, got, want)
				}
			}
		}
		for _, n := range pass.toolNames() {
			if got, want := pass.offered(n, pass.anyModels()), union[n]; got != want {
				t.Errorf("%s: offered anywhere(%s) = %v, Resolve says %v", dir, n, got, want)
			}
		}
		vis := map[string]bool{}
		for _, vt := range pass.visible() {
			vis[vt.name] = true
			if got, want := pass.offeredTo(vt, pass.anyModels()), union[vt.name]; got != want {
				t.Errorf("%s: offeredTo(%s) = %v, Resolve says %v", dir, vt.name, got, want)
			}
			for _, prov := range p.ProviderIDs() {
				if got, want := pass.offeredTo(vt, pass.viewModels()[prov]), byProv[prov][vt.name]; got != want {
					t.Errorf("%s: provider %s: offeredTo(%s) = %v, Resolve says %v", dir, prov, vt.name, got, want)
				}
			}
		}
		for i, n := range pass.toolNames() {
			if pass.tools()[i] != p.Tools[n] {
				t.Errorf("%s: tools()[%d] is not %s", dir, i, n)
			}
			if vis[n] != p.Tools[n].Visible() {
				t.Errorf("%s: %s in visible() is %v", dir, n, vis[n])
			}
		}
	}
}

// The views must cover the cases the tricky policy was written for, or the
// comparison above proves little.
func TestTrickyPolicyCoversResolve(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "policy.cue"), []byte(tricky), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	size := map[string]int{}
	for _, v := range NewPass(p).views() {
		size[v.provider+"/"+v.mode+"/"+v.model] = v.size
	}
	for k, want := range map[string]int{
		"deep/agent/deep-v4": 4, // read_file, mcp_gated, deep_only, mcp_plain; not old_read, nosuch
		"deep/agent/":        2, // read_file, mcp_plain: the gated ones need a deep model
		"main/yolo/":         6, // 3 builtins, mcp_keep, mcp_gated_keep, mcp_plain
		"main/plan/":         5, // edit_file dropped, shell added (deferred: still visible), mcp_plain ignored, 2 kept
		"mini/agent/mini-2":  4, // 3 builtins, mcp_keep; mcp_gated_keep is hidden for small
		"mini/yolo/mini-2":   5,
	} {
		if got, ok := size[k]; !ok || got != want {
			t.Errorf("%s: head of %d tools (present %v), want %d", k, got, ok, want)
		}
	}
}

func TestSubstringsMatchesContains(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	word := func(alpha string, n int) string {
		var b strings.Builder
		for range n {
			b.WriteByte(alpha[r.IntN(len(alpha))])
		}
		return b.String()
	}
	for round := range 300 {
		alpha := "abc"
		if round%3 == 0 {
			alpha = "ab\xc3\xa9 x" // multi-byte characters and bytes no note uses
		}
		set := map[string]bool{}
		for range 1 + r.IntN(12) {
			set[word(alpha, 1+r.IntN(5))] = true
		}
		strs := model.SortedKeys(set)
		m := newSubstrings(strs)
		for range 20 {
			text := word(alpha+"zAB", r.IntN(40)) // capitals match small letters
			var got []int
			m.match(text, func(i int) { got = append(got, i) })
			slices.Sort(got)
			var want []int
			for i, s := range strs {
				if strings.Contains(foldASCII(text), s) {
					want = append(want, i)
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("strings %q in %q: found %v, want %v", strs, text, got, want)
			}
		}
	}
}

// foldASCII lower-cases ASCII capitals byte by byte and leaves every other
// byte alone: what the automaton does to a text.
func foldASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// A rule that panics does so in Run's caller, as it did when rules ran
// there, not in a worker goroutine where nothing can recover it.
func TestRulePanicReachesCaller(t *testing.T) {
	saved := Rules
	defer func() { Rules = saved }()
	Rules = append(slices.Clone(saved), &Rule{ID: "boom", Run: func(*Pass) []report.Diagnostic { panic("boom") }})
	p, err := compiler.LoadDir("../examples/pawwork")
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if r := recover(); r != "boom" {
			t.Errorf("recovered %v, want the rule's panic", r)
		}
	}()
	Run(p)
	t.Error("Run returned")
}
