package resolve

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// small is a policy with every feature resolution reads: an explicit and a
// default provider, modes that defer or offer MCP tools and edit the head,
// gates both ways, kept-loaded MCP tools, and an alias chain.
func small() Tables {
	return Tables{
		Tools: []Tool{
			{Name: "read", State: StateActive, Source: SourceBuiltin, Description: "Read a file."},
			{Name: "write", State: StateActive, Source: SourceBuiltin},
			{Name: "agent", State: StateActive, Source: SourceBuiltin},
			{Name: "search", State: StateDeferred, Source: SourceBuiltin},
			{Name: "old_read", State: StateDeprecated, Source: SourceBuiltin},
			{Name: "older_read", State: StateHidden, Source: SourceBuiltin},
			{Name: "gone", State: StateRemoved, Source: SourceBuiltin},
			{Name: "mcp_b", State: StateActive, Source: SourceMCP},
			{Name: "mcp_a", State: StateDeferred, Source: SourceMCP},
			{Name: "mcp_kept", State: StateDeferred, Source: SourceMCP},
		},
		Aliases: []Alias{
			{Name: "old_read", Replacement: "read", FirstDeprecated: "0.8.0", PlannedRemoval: "0.10.0"},
			{Name: "older_read", Replacement: "old_read", FirstDeprecated: "0.7.0", PlannedRemoval: TBD},
		},
		Gates:        []Gate{{Tool: "agent", VisibleFor: "smart"}, {Tool: "mcp_a", HiddenFor: "small"}},
		ModelClasses: []ModelClass{{ID: "smart", Match: []string{"big-*"}, Except: []string{"big-mini*"}, Example: "big-1"}, {ID: "small", Match: []string{"*-mini*"}, Example: "big-mini"}},
		Providers: []Provider{
			{ID: "std", Default: true, BudgetTarget: 3, BudgetMax: 5},
			{ID: "narrow", Models: []string{"narrow-*"}, Explicit: true, FirstTurn: []string{"read", "mcp_a", "agent", "gone"}},
		},
		Modes: []Mode{
			{ID: "plan", HeadDrop: []string{"write"}},
			{ID: "agent"},
			{ID: "yolo", MCPActive: true, HeadAdd: []string{"search"}},
		},
		KeepLoaded: []string{"mcp_kept"},
	}
}

func TestResolve(t *testing.T) {
	x := New(small())
	for _, tc := range []struct {
		provider, mode, model                  string
		active, discoverable, gatedOut, native []string
	}{
		{"std", "agent", "", []string{"read", "write", "mcp_kept"}, []string{"search", "mcp_a", "mcp_b"}, []string{"agent"}, []string{"read", "write"}},
		{"std", "agent", "big-1", []string{"agent", "read", "write", "mcp_kept"}, []string{"search", "mcp_a", "mcp_b"}, []string{}, []string{"agent", "read", "write"}},
		{"std", "plan", "big-1", []string{"agent", "read", "mcp_kept"}, []string{"search", "write", "mcp_a", "mcp_b"}, []string{}, []string{"agent", "read"}},
		{"std", "yolo", "big-mini", []string{"read", "search", "write", "mcp_b", "mcp_kept"}, []string{}, []string{"agent", "mcp_a"}, []string{"read", "search", "write"}},
		// A mode's head_add edits an explicit list too.
		{"narrow", "yolo", "big-1", []string{"agent", "read", "search", "mcp_a"}, []string{"write", "mcp_b", "mcp_kept"}, []string{}, []string{"agent", "read", "search"}},
	} {
		at := tc.provider + "/" + tc.mode + "/" + tc.model
		c, err := x.Resolve(tc.provider, tc.mode, tc.model)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(c.Active, tc.active) || !slices.Equal(c.Discoverable, tc.discoverable) || !slices.Equal(c.GatedOut, tc.gatedOut) {
			t.Errorf("%s: active %v, discoverable %v, gated out %v; want %v, %v, %v", at, c.Active, c.Discoverable, c.GatedOut, tc.active, tc.discoverable, tc.gatedOut)
		}
		if got := x.NativeHead(c.Active); !slices.Equal(got, tc.native) {
			t.Errorf("%s: native head %v, want %v", at, got, tc.native)
		}
		if !slices.Equal(c.Hidden, []string{"older_read"}) || !slices.Equal(c.Deprecated, []string{"old_read"}) || !slices.Equal(c.Removed, []string{"gone"}) {
			t.Errorf("%s: state partitions %v %v %v", at, c.Hidden, c.Deprecated, c.Removed)
		}
		if want := Fingerprint(x.Block(c)); c.Fingerprint != want {
			t.Errorf("%s: fingerprint %s, the block's is %s", at, c.Fingerprint, want)
		}
	}
	if _, err := x.Resolve("nope", "agent", ""); err == nil || !strings.Contains(err.Error(), `unknown provider "nope" (the policy declares: narrow, std)`) {
		t.Errorf("unknown provider: %v", err)
	}
	if _, err := x.Resolve("std", "nope", ""); err == nil || !strings.Contains(err.Error(), `unknown mode "nope"`) {
		t.Errorf("unknown mode: %v", err)
	}
}

// The budget counts every name of a head but the declared MCP tools: a name
// a harness sends that the policy never declared counts as a builtin.
func TestNativeHeadCountsUndeclared(t *testing.T) {
	x := New(small())
	if got := x.NativeHead([]string{"mcp_b", "sent_only", "read", "mcp_kept"}); !slices.Equal(got, []string{"sent_only", "read"}) {
		t.Errorf("native head %v, want [sent_only read]", got)
	}
}

func TestHeadEditChanges(t *testing.T) {
	x := New(small())
	for _, tc := range []struct {
		provider, mode, name string
		add, want            bool
	}{
		{"std", "plan", "write", false, true},    // dropped from the default head
		{"std", "yolo", "search", true, true},    // a visible builtin added
		{"std", "yolo", "read", true, false},     // already in the head
		{"std", "yolo", "mcp_b", true, false},    // MCP tools are not the native head
		{"std", "yolo", "gone", true, false},     // removed: never in a head
		{"std", "yolo", "nope", true, false},     // undeclared
		{"std", "yolo", "search", false, true},   // dropped after the same mode adds it
		{"std", "agent", "search", false, false}, // dropping what is not there
		{"narrow", "plan", "write", false, false},
		{"narrow", "yolo", "gone", false, true}, // in the explicit list, visible or not
		{"nope", "plan", "write", false, false},
	} {
		if got := x.HeadEditChanges(tc.provider, tc.mode, tc.name, tc.add); got != tc.want {
			t.Errorf("%s/%s %s (add %t): %t, want %t", tc.provider, tc.mode, tc.name, tc.add, got, tc.want)
		}
	}
}

func TestBlockBytes(t *testing.T) {
	x := New(small())
	c, _ := x.Resolve("narrow", "agent", "")
	got := string(x.Block(c))
	want := `[{"name":"read","description":"Read a file."},{"name":"mcp_a"}]` + "\n"
	if got != want {
		t.Errorf("block %q, want %q", got, want)
	}
	// The fingerprint is the SHA-256 of exactly those bytes.
	if fp := Fingerprint([]byte(want)); c.Fingerprint != fp || !strings.HasPrefix(fp, "sha256:") || len(fp) != 71 {
		t.Errorf("fingerprint %s, want %s", c.Fingerprint, fp)
	}
}

func TestNamesAndNotices(t *testing.T) {
	x := New(small())
	r, ok := x.ResolveName("older_read")
	if !ok || r.Canonical != "read" || !slices.Equal(r.Chain, []string{"old_read", "read"}) || r.Notice != nil || r.State != StateHidden {
		t.Errorf("older_read resolves to %+v", r)
	}
	r, _ = x.ResolveName("old_read")
	want := &DeprecationNotice{ThisTool: "old_read", UseInstead: "read", FirstDeprecated: "0.8.0", RemovedIn: "0.10.0",
		Message: "Tool 'old_read' is deprecated; switch to 'read'."}
	if !reflect.DeepEqual(r.Notice, want) {
		t.Errorf("old_read notice %+v, want %+v", r.Notice, want)
	}
	if _, ok := x.ResolveName("nope"); ok {
		t.Error("an undeclared name resolved")
	}
	b, _ := json.Marshal(x.WithDeprecation("old_read", "plain"))
	if got := string(b); got != `{"_deprecation":{"first_deprecated":"0.8.0","message":"Tool 'old_read' is deprecated; switch to 'read'.","removed_in":"0.10.0","this_tool":"old_read","use_instead":"read"},"_original_metadata":"plain"}` {
		t.Errorf("metadata %s", got)
	}
	meta := map[string]any{"k": 1}
	if got := x.WithDeprecation("old_read", meta).(map[string]any); got["k"] != 1 || got["_deprecation"] == nil || len(meta) != 1 {
		t.Errorf("object metadata %v (the caller's map must not change: %v)", got, meta)
	}
	if got := x.WithDeprecation("read", "plain"); got != "plain" {
		t.Errorf("a canonical call's metadata changed: %v", got)
	}
	// A manifest note is the notice's message.
	tb := small()
	tb.Aliases[0].Note = "use read"
	if d, _ := New(tb).DeprecationFor("old_read"); d.Message != "use read" {
		t.Errorf("old_read's notice %q, want its note", d.Message)
	}
	// A cycle in the manifest ends at the first name met twice.
	tb.Aliases = append(tb.Aliases, Alias{Name: "read", Replacement: "older_read"})
	if r, _ := New(tb).ResolveName("old_read"); r.Canonical != "older_read" {
		t.Errorf("cycle: old_read resolves to %s", r.Canonical)
	}
}

func TestProviderForAndClasses(t *testing.T) {
	x := New(small())
	for model, want := range map[string]string{"narrow-7": "narrow", "big-1": "std", "": "std"} {
		if got := x.ProviderFor(model); got != want {
			t.Errorf("ProviderFor(%q) = %q, want %q", model, got, want)
		}
	}
	for _, tc := range []struct {
		class, model string
		in           bool
	}{{"smart", "big-1", true}, {"smart", "big-mini-2", false}, {"smart", "", false}, {"small", "x-mini", true}, {"nope", "big-1", false}} {
		if got := x.InClass(tc.class, tc.model); got != tc.in {
			t.Errorf("InClass(%s, %s) = %v", tc.class, tc.model, got)
		}
	}
	for _, tc := range []struct {
		pattern, id string
		match       bool
	}{{"a", "a", true}, {"a", "ab", false}, {"a*", "abc", true}, {"*c", "abc", true}, {"a*b*c", "aXbYc", true}, {"a*a", "a", false}, {"*", "", true}, {"a**", "a", true}, {"a*b", "ab", true}, {"a*b", "ba", false}, {"*gpt-*", "gpt5", false}, {"a*b*c", "acb", false}} {
		if got := MatchModel(tc.pattern, tc.id); got != tc.match {
			t.Errorf("MatchModel(%q, %q) = %v", tc.pattern, tc.id, got)
		}
	}
}

// randomTables is a policy of n tools with random states, sources, gates,
// modes and providers, for the checks that hold each shortcut to Resolve.
func randomTables(r *rand.Rand, n int) Tables {
	states := []State{StateActive, StateDeferred, StateHidden, StateDeprecated, StateRemoved}
	var t Tables
	t.ModelClasses = []ModelClass{{ID: "c0", Match: []string{"m0*"}}, {ID: "c1", Match: []string{"m*"}, Except: []string{"m1"}}}
	var names []string
	for i := range n {
		name := fmt.Sprintf("t%02d", i)
		names = append(names, name)
		src := SourceBuiltin
		if r.IntN(3) == 0 {
			src = SourceMCP
		}
		t.Tools = append(t.Tools, Tool{Name: name, State: states[r.IntN(len(states))], Source: src})
		if r.IntN(4) == 0 {
			g := Gate{Tool: name}
			if r.IntN(2) == 0 {
				g.VisibleFor = t.ModelClasses[r.IntN(2)].ID
			} else {
				g.HiddenFor = t.ModelClasses[r.IntN(2)].ID
			}
			t.Gates = append(t.Gates, g)
		}
		if r.IntN(5) == 0 {
			t.KeepLoaded = append(t.KeepLoaded, name)
		}
	}
	pick := func() []string {
		var out []string
		for range r.IntN(5) {
			out = append(out, names[r.IntN(len(names))])
		}
		return append(out, "undeclared")
	}
	t.Providers = []Provider{{ID: "a", Default: true}, {ID: "b", Models: []string{"m1*"}, Explicit: true, FirstTurn: pick()}}
	t.Modes = []Mode{{ID: "x", HeadAdd: pick(), HeadDrop: pick()}, {ID: "y", MCPActive: true, HeadAdd: pick()}}
	return t
}

// HeadSummary, Offer, Offered and ResolveShared answer what Resolve does, each by its
// own shortcut.
func TestShortcutsMatchResolve(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := range 200 {
		tb := randomTables(r, 1+r.IntN(30))
		x := New(tb)
		ungated := tb
		ungated.Gates = nil
		xu := New(ungated)
		for _, prov := range x.ProviderIDs() {
			for _, mode := range x.ModeIDs() {
				u, _ := x.UngatedHead(prov, mode)
				if c, _ := xu.Resolve(prov, mode, ""); !slices.Equal(u, c.Active) {
					t.Fatalf("round %d: %s/%s: UngatedHead %v, the head without gates %v", round, prov, mode, u, c.Active)
				}
				for _, model := range []string{"", "m0", "m1", "m2", "z"} {
					at := fmt.Sprintf("round %d: %s/%s/%s", round, prov, mode, model)
					c, err := x.Resolve(prov, mode, model)
					if err != nil {
						t.Fatal(err)
					}
					native, size, err := x.HeadSummary(prov, mode, model)
					if err != nil || size != len(c.Active) || !slices.Equal(native, x.NativeHead(c.Active)) {
						t.Fatalf("%s: HeadSummary %v %d, Resolve's head %v", at, native, size, c.Active)
					}
					s, _ := x.ResolveShared(prov, mode, model)
					if !reflect.DeepEqual(s, c) {
						t.Fatalf("%s: ResolveShared %+v, Resolve %+v", at, s, c)
					}
					for _, tool := range tb.Tools {
						o, _ := x.Offer(prov, mode, model, tool.Name)
						want := Offering{Active: slices.Contains(c.Active, tool.Name), Discoverable: slices.Contains(c.Discoverable, tool.Name),
							Dispatchable: slices.Contains(c.Registered, tool.Name)}
						want.Visible = want.Active || want.Discoverable
						if o != want || x.Offered(tool.Name, []string{model}) != want.Visible {
							t.Fatalf("%s: Offer(%s) %+v, Offered %t, Resolve says %+v", at, tool.Name, o, x.Offered(tool.Name, []string{model}), want)
						}
					}
				}
			}
		}
	}
}

// Shared catalogs cannot be changed through an append.
func TestResolveSharedIsClipped(t *testing.T) {
	x := New(small())
	a, _ := x.ResolveShared("std", "agent", "")
	_ = append(a.Registered, "x")
	_ = append(a.Active, "x")
	b, _ := x.ResolveShared("std", "agent", "")
	if slices.Contains(b.Registered, "x") || slices.Contains(b.Active, "x") || !slices.Equal(a.Active, b.Active) {
		t.Errorf("an append to a shared catalog showed in another: %v %v", b.Registered, b.Active)
	}
}

// The state partitions are in catalog order (builtin tools, then MCP tools,
// each by name), whatever order the tables list the tools in.
func TestStatePartitions(t *testing.T) {
	x := New(small())
	for _, tc := range []struct {
		name      string
		got, want []string
	}{
		{"deferred", x.DeferredNames(), []string{"search", "mcp_a", "mcp_kept"}},
		{"hidden", x.HiddenNames(), []string{"older_read"}},
		{"deprecated", x.DeprecatedNames(), []string{"old_read"}},
		{"removed", x.RemovedNames(), []string{"gone"}},
		{"registered", x.RegisteredNames(), []string{"agent", "old_read", "older_read", "read", "search", "write", "mcp_a", "mcp_b", "mcp_kept"}},
	} {
		if !slices.Equal(tc.got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, tc.got, tc.want)
		}
	}
	if got := New(Tables{}).DeferredNames(); got == nil || len(got) != 0 {
		t.Errorf("no tools: deferred %#v, want an empty list", got)
	}
}

// TestProviderForFirstMatchingProvider checks that a model id goes to the
// first provider, in id order, one of whose patterns matches it, whatever
// the patterns look like (a literal start, a leading wildcard, an exact id,
// several providers matching), else to the default provider: ProviderFor
// looks patterns up by their literal start rather than trying each.
func TestProviderForFirstMatchingProvider(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 3))
	word := func(alphabet string, n int) string {
		b := make([]byte, rng.IntN(n+1))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return string(b)
	}
	for round := range 200 {
		var tb Tables
		ids := map[string]bool{}
		for range 1 + rng.IntN(12) {
			id := word("pqrs", 3) + "x"
			if ids[id] {
				continue
			}
			ids[id] = true
			var pats []string
			for range rng.IntN(3) {
				pats = append(pats, word("ab*/", 4))
			}
			tb.Providers = append(tb.Providers, Provider{ID: id, Models: pats, Default: rng.IntN(4) == 0})
		}
		x := New(tb)
		for range 50 {
			model := word("ab/", 5)
			want := ""
			for _, id := range x.ProviderIDs() {
				p, _ := x.Provider(id)
				if model != "" && slices.ContainsFunc(p.Models, func(pat string) bool { return MatchModel(pat, model) }) {
					want = id
					break
				}
			}
			if want == "" {
				for _, id := range x.ProviderIDs() {
					if p, _ := x.Provider(id); p.Default {
						want = id
						break
					}
				}
			}
			if got := x.ProviderFor(model); got != want {
				t.Fatalf("round %d: ProviderFor(%q) = %q, want %q (providers %+v)", round, model, got, want, tb.Providers)
			}
		}
	}
}
