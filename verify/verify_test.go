package verify

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
)

func load(t testing.TB, dir string) *model.Policy {
	t.Helper()
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatalf("loading %s: %v", dir, err)
	}
	return p
}

// inWire renders tools (name, description, deferred) as a dump in wire.
func inWire(wire string, names []string, desc func(string) string, deferred map[string]bool) string {
	return inWireWith(wire, names, desc, nil, deferred)
}

// inWireAsDefined renders a catalog's head in wire as the policy defines
// each tool: its description and parameters (the card list rendered in).
func inWireAsDefined(wire string, p *model.Policy, c *resolve.Catalog) string {
	head, _ := p.Index().Definitions(c)
	byName := map[string]int{}
	for i, d := range head {
		byName[d.Name] = i
	}
	return inWireWith(wire, c.Active, func(n string) string { return head[byName[n]].Description }, func(n string) json.RawMessage {
		if s := head[byName[n]].Parameters; s != "" {
			return json.RawMessage(s)
		}
		return nil
	}, nil)
}

// inWireWith is inWire with each tool's parameters from params (nil, or a
// nil result: an empty object; the names-and-descriptions block sends none).
func inWireWith(wire string, names []string, desc func(string) string, params func(string) json.RawMessage, deferred map[string]bool) string {
	var elems []any
	for _, n := range names {
		d := desc(n)
		var schema any = map[string]any{"type": "object", "properties": map[string]any{}}
		if params != nil {
			if ps := params(n); ps != nil {
				schema = ps
			}
		}
		var e map[string]any
		switch wire {
		case WireAnthropic:
			e = map[string]any{"name": n, "description": d, "input_schema": schema}
			if deferred[n] {
				e["defer_loading"] = true
			}
		case WireChat:
			e = map[string]any{"type": "function", "function": map[string]any{"name": n, "description": d, "parameters": schema, "strict": false}}
		case WireResponses:
			e = map[string]any{"type": "function", "name": n, "description": d, "parameters": schema}
			if deferred[n] {
				e["defer_loading"] = true
			}
		case WireGemini, WireMCP:
			e = map[string]any{"name": n, "description": d, "inputSchema": schema}
			if wire == WireGemini {
				e = map[string]any{"name": n, "description": d, "parameters": schema}
			}
		case WireBlock:
			e = map[string]any{"name": n}
			if d != "" {
				e["description"] = d
			}
			if params != nil {
				if ps := params(n); ps != nil {
					e["parameters"] = ps
				}
			}
		case WireNames:
			elems = append(elems, n)
			continue
		}
		elems = append(elems, e)
	}
	var root any = elems
	switch wire {
	case WireGemini:
		root = map[string]any{"contents": []any{}, "tools": []any{map[string]any{"functionDeclarations": elems}, map[string]any{"googleSearch": map[string]any{}}}}
	case WireMCP:
		root = map[string]any{"jsonrpc": "2.0", "id": 2, "result": map[string]any{"tools": elems}}
	case WireChat, WireAnthropic:
		root = map[string]any{"model": "m", "messages": []any{}, "tools": elems}
	case WireResponses:
		root = map[string]any{"model": "m", "input": "hi", "tools": append(elems, map[string]any{"type": "web_search"})}
	}
	b, _ := json.MarshalIndent(root, "", "  ")
	return string(b)
}

func rules(ds []report.Diagnostic) []string {
	var out []string
	for _, d := range ds {
		if !slices.Contains(out, d.Rule) {
			out = append(out, d.Rule)
		}
	}
	slices.Sort(out)
	return out
}

func verifyString(t *testing.T, p *model.Policy, src string, f Facts) []report.Diagnostic {
	t.Helper()
	d, err := Parse("dump.json", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	ds, err := Run(p, d, f)
	if err != nil {
		t.Fatalf("run: %v", err)
	}
	return ds
}

// The catalog the policy resolves, sent in every wire, agrees with it; the
// wire is recognised from the JSON alone.
func TestEveryWireAgrees(t *testing.T) {
	p := load(t, "../examples/pawwork")
	for _, model := range []string{"", "openai/gpt-5.4"} {
		c, err := p.Index().Resolve("default", "agent", model)
		if err != nil {
			t.Fatal(err)
		}
		for _, wire := range Wires {
			src := inWireAsDefined(wire, p, c)
			d, err := Parse("dump.json", []byte(src))
			if err != nil {
				t.Fatalf("%s: %v", wire, err)
			}
			if d.Wire != wire {
				t.Errorf("%s dump read as %s", wire, d.Wire)
			}
			ds, err := Run(p, d, Facts{Mode: "agent", Model: model})
			if err != nil || len(ds) != 0 {
				t.Errorf("%s, model %q: %v %v\n%s", wire, model, err, ds, src)
			}
		}
	}
}

// Each kind of drift planted in a real catalog is reported with its rule id
// at the element it is about.
func TestPlantedDrift(t *testing.T) {
	p := load(t, "../policy")
	c, err := p.Index().Resolve("default", "agent", "")
	if err != nil {
		t.Fatal(err)
	}
	head := c.Active
	swapped := slices.Clone(head)
	swapped[3], swapped[4] = swapped[4], swapped[3]
	for _, tc := range []struct {
		name  string
		names []string
		want  []string
		at    string // the name the first finding points at
	}{
		{"hidden name offered", append(slices.Clone(head), "exec_wait"), []string{"verify-hidden-offered"}, "exec_wait"},
		{"deprecated name offered", append(slices.Clone(head), "todo_write"), []string{"verify-deprecated-offered"}, "todo_write"},
		{"two tools swapped", swapped, []string{"verify-head-order", "verify-partition-order"}, swapped[3]},
		{"a tool missing", slices.Delete(slices.Clone(head), 2, 3), []string{"verify-head-missing"}, ""},
		{"a deferred tool in the head", append(slices.Clone(head), "git_log"), []string{"verify-head-extra", "verify-partition-order"}, "git_log"},
		{"an undeclared tool", append(slices.Clone(head), "read_flie"), []string{"verify-undeclared"}, "read_flie"},
		{"a retired name", append(slices.Clone(head), "agent_spawn"), []string{"verify-retired-offered"}, "agent_spawn"},
		{"a name twice", append(slices.Clone(head), head[0]), []string{"verify-duplicate", "verify-partition-order"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := inWire(WireChat, tc.names, func(string) string { return "" }, nil)
			ds := verifyString(t, p, src, Facts{Mode: "agent"})
			var got []string
			for _, r := range rules(ds) {
				// The shipped head is over its target; and the dump sends
				// names only, while the policy defines some of the head's
				// tools, so its block differs from the policy's too.
				if r != "verify-budget" && r != "verify-block-diff" {
					got = append(got, r)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Fatalf("rules %v, want %v\n%v", got, tc.want, ds)
			}
			if tc.at == "" {
				return
			}
			// The finding points at the name's string in the dump.
			for _, d := range ds {
				if d.Rule != tc.want[0] {
					continue
				}
				line := strings.Split(src, "\n")[d.Pos.Line-1]
				if !strings.HasPrefix(line[d.Pos.Col-1:], fmt.Sprintf("%q", tc.at)) {
					t.Errorf("%s points at %d:%d, %q, not at %q", d.Rule, d.Pos.Line, d.Pos.Col, line, tc.at)
				}
				return
			}
		})
	}
}

// Tools sent with defer_loading are the tool-search pool: deferred tools
// may be, head tools may not be.
func TestDeferLoading(t *testing.T) {
	p := load(t, "../policy")
	c, _ := p.Index().Resolve("default", "agent", "")
	all := append(slices.Clone(c.Active), c.Discoverable...)
	deferred := map[string]bool{}
	for _, n := range c.Discoverable {
		deferred[n] = true
	}
	// The dump sends names only and the policy defines some head tools, so
	// verify-block-diff is expected too; the dump's shape is what is tested.
	if ds := verifyString(t, p, inWire(WireAnthropic, all, func(string) string { return "" }, deferred), Facts{Mode: "agent"}); strings.Join(rules(ds), " ") != "verify-block-diff verify-budget" {
		t.Errorf("head plus deferred pool: %v", ds)
	}
	deferred[c.Active[0]] = true
	ds := verifyString(t, p, inWire(WireAnthropic, all, func(string) string { return "" }, deferred), Facts{Mode: "agent"})
	if !slices.Contains(rules(ds), "verify-head-missing") {
		t.Errorf("a head tool with defer_loading: %v", ds)
	}
}

// Over a provider's limits and budget, and with notices in descriptions.
func TestLimitsBudgetsNotices(t *testing.T) {
	p := load(t, "../policy")
	c, _ := p.Index().Resolve("arcee", "agent", "")
	desc := func(n string) string {
		if n == c.Active[0] {
			return "Writes the list. todo_write is deprecated."
		}
		return ""
	}
	ds := verifyString(t, p, inWire(WireChat, append(slices.Clone(c.Active), "grep_files_with_a_name_well_over_the_sixty_four_characters_a_provider_allows"), desc, nil), Facts{Provider: "arcee", Mode: "agent"})
	got := rules(ds)
	for _, want := range []string{"verify-notice-in-description", "verify-undeclared"} {
		if !slices.Contains(got, want) {
			t.Errorf("missing %s in %v", want, ds)
		}
	}
	big := append(slices.Clone(c.Active), p.ToolNames()...)
	ds = verifyString(t, p, inWire(WireNames, big, func(string) string { return "" }, nil), Facts{Provider: "arcee", Mode: "agent"})
	if !slices.Contains(rules(ds), "verify-budget") {
		t.Errorf("a head of %d tools is within arcee's budget: %v", len(big), rules(ds))
	}
}

// When the policy carries descriptions, a description that differs from
// the golden block is shown as a diff.
func TestBlockDiff(t *testing.T) {
	p := load(t, "../gen/testdata/hostile")
	c, err := p.Index().Resolve("p1", "plan", "")
	if err != nil {
		t.Fatal(err)
	}
	same := string(p.Index().Block(c))
	if ds := verifyString(t, p, same, Facts{Provider: "p1", Mode: "plan"}); len(ds) != 0 {
		t.Fatalf("the golden block itself: %v", ds)
	}
	var entries []resolve.BlockEntry
	_ = json.Unmarshal([]byte(same), &entries)
	entries[0].Description = "something else"
	changed, _ := json.Marshal(entries)
	ds := verifyString(t, p, string(changed), Facts{Provider: "p1", Mode: "plan"})
	if !slices.Equal(rules(ds), []string{"verify-block-diff"}) {
		t.Fatalf("%v", ds)
	}
	for _, frag := range []string{"--- a/block.json", "-{\"name\":\"", "+{\"description\":\"something else\",\"name\":\"" + entries[0].Name + "\"}"} {
		if !strings.Contains(ds[0].Message, frag) {
			t.Errorf("the diff lacks %q:\n%s", frag, ds[0].Message)
		}
	}
}

// Bad input is an InputError at the position of the trouble.
func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		src       string
		line, col int
		frag      string
	}{
		{"", 1, 1, "empty"},
		{"[{\"name\": \"a\"},\n {\"name\": }]", 2, 11, "not JSON"},
		{"[{\"name\": \"a\"}] [1]", 1, 17, "after the JSON value"},
		{"{\"tools\": [\n  {\"name\": \"a\"},\n  42\n]}", 3, 3, "no known wire"},
		{"[{\"type\": \"function\", \"function\": {\"name\": \"a\"}},\n {\"name\": \"b\", \"input_schema\": {}}]", 2, 2, "anthropic-messages wire, but"},
		{"{\"mode\": \"agent\", \"dump\": [], \"extra\": 1}", 1, 40, "unknown envelope field \"extra\""},
		{"{\"mode\": 3, \"dump\": []}", 1, 10, "must be a string"},
		{"{\"messages\": []}", 1, 1, "no tool list"},
		{"\"read_file\"", 1, 1, "not the string"},
		{"[{\"function\": {\"name\": 7}, \"type\": \"function\"}]", 1, 24, "name must be a string"},
		{"{\"wire\": \"soap\", \"dump\": []}", 1, 10, "unknown wire"},
	} {
		_, err := Parse("d.json", []byte(tc.src))
		ie, ok := err.(*InputError)
		if !ok {
			t.Errorf("%q: %v, want an InputError", tc.src, err)
			continue
		}
		if ie.Line != tc.line || ie.Col != tc.col || !strings.Contains(ie.Msg, tc.frag) {
			t.Errorf("%q: %s, want %d:%d and %q", tc.src, ie, tc.line, tc.col, tc.frag)
		}
	}
	// A provider or setting the policy lacks, named in an envelope, points
	// at the envelope's field.
	p := load(t, "../examples/pawwork")
	for src, pos := range map[string]string{
		"{\"provider\": \"nope\", \"mode\": \"agent\", \"dump\": []}":              "1:14",
		"{\"mode\": \"warp\",\n \"dump\": []}":                                     "1:10",
		"{\"mode\": \"agent\", \"settings\": {\"sandbox\": \"on\"}, \"dump\": []}": "1:43",
	} {
		d, err := Parse("d.json", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		_, err = Run(p, d, d.Facts)
		ie, ok := err.(*InputError)
		if !ok || fmt.Sprintf("%d:%d", ie.Line, ie.Col) != pos {
			t.Errorf("%s: %v, want an InputError at %s", src, err, pos)
		}
	}
}

// BenchmarkVerify parses and verifies an Anthropic request holding a
// synthetic policy's whole catalog (the head, and every other visible tool
// with defer_loading, with the policy's descriptions) against that policy,
// at each of policytest.Sizes: at 10k, a 10,000-tool dump.
func BenchmarkVerify(b *testing.B) {
	for _, size := range policytest.Sizes {
		b.Run(size.Name, func(b *testing.B) {
			p := policytest.LoadSynthetic(b, size.Tools, compiler.LoadDir)
			prov := p.ProviderIDs()[0]
			c, err := p.Index().Resolve(prov, "yolo", "")
			if err != nil {
				b.Fatal(err)
			}
			deferred := map[string]bool{}
			for _, n := range c.Discoverable {
				deferred[n] = true
			}
			names := append(slices.Clone(c.Active), c.Discoverable...)
			src := []byte(inWire(WireAnthropic, names, func(n string) string { return p.Tools[n].Description }, deferred))
			b.SetBytes(int64(len(src)))
			b.ReportMetric(float64(len(names)), "tools")
			b.ResetTimer()
			for b.Loop() {
				d, err := Parse("dump.json", src)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := Run(p, d, Facts{Provider: prov, Mode: "yolo"}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// On a provider's wire, the exact block `toolpolicy catalog --format block`
// prints verifies clean, so does the same JSON pretty-printed with its keys
// reordered, and a changed parameter schema is a block diff at its tool.
func TestBlockDiffOnEveryWire(t *testing.T) {
	src, err := os.ReadFile("testdata/wired/policy.cue")
	if err != nil {
		t.Fatal(err)
	}
	for _, wire := range []string{WireAnthropic, WireChat, WireResponses, WireGemini, WireMCP} {
		t.Run(wire, func(t *testing.T) {
			p := load(t, policytest.Dir(t, map[string]string{"policy.cue": strings.Replace(string(src), `"WIRE"`, `"`+wire+`"`, 1)}))
			c, err := p.Index().Resolve("p", "agent", "")
			if err != nil {
				t.Fatal(err)
			}
			block := p.Index().Block(c)
			f := Facts{Mode: "agent"}
			d, err := Parse("block.json", block)
			if err != nil || d.Wire != wire {
				t.Fatalf("the golden block reads as %v, %v:\n%s", d, err, block)
			}
			if ds := verifyString(t, p, string(block), f); len(ds) != 0 {
				t.Errorf("the golden block: %v\n%s", ds, block)
			}
			var v any
			_ = json.Unmarshal(block, &v)
			pretty, _ := json.MarshalIndent(v, "", "    ") // keys sorted, indented
			if ds := verifyString(t, p, string(pretty), f); len(ds) != 0 {
				t.Errorf("the golden block, pretty-printed: %v", ds)
			}
			changed := strings.Replace(string(block), `"The file to read."`, `"A file."`, 1)
			if changed == string(block) {
				t.Fatalf("no parameter description in the block:\n%s", block)
			}
			ds := verifyString(t, p, changed, f)
			if !slices.Equal(rules(ds), []string{"verify-block-diff"}) || !strings.Contains(ds[0].Message, `+{`) || !strings.Contains(ds[0].Message, `A file.`) {
				t.Fatalf("%v", ds)
			}
			line := strings.Split(changed, "\n")[ds[0].Pos.Line-1][ds[0].Pos.Col-1:]
			if !strings.Contains(line, "read_file") {
				t.Errorf("the diff points at %d:%d, %q, not at read_file's element", ds[0].Pos.Line, ds[0].Pos.Col, line)
			}
		})
	}
}

// docs/harness.md documents every rule under a heading its id anchors, which
// is where the report formats' help links point.
func TestRulesDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/harness.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range Rules {
		if !strings.Contains(string(doc), "\n### "+r.ID+"\n") {
			t.Errorf("docs/harness.md has no section for %s", r.ID)
		}
		if !strings.Contains(RuleInfos()[slices.Index(Rules, r)].HelpURI, "docs/harness.md#"+r.ID) {
			t.Errorf("%s: help URI %s", r.ID, RuleInfos()[slices.Index(Rules, r)].HelpURI)
		}
	}
}

// A policy that orders its catalog by declaration: the policy's order is
// the order verify holds a dump to, not the names' sort order.
func TestDeclarationOrder(t *testing.T) {
	src := `package toolpolicy

release: version: "1.0.0"
catalog: order: "declaration"
tools: {
	write_file: {state: "active"}
	read_file: {state: "active"}
}
providers: p: {default: true, budget: {target: 5, max: 10}}
modes: agent: {}
`
	p := load(t, policytest.Dir(t, map[string]string{"policy.cue": src}))
	if ds := verifyString(t, p, `["write_file", "read_file"]`, Facts{Mode: "agent"}); len(ds) != 0 {
		t.Errorf("in declaration order: %v", ds)
	}
	if got := rules(verifyString(t, p, `["read_file", "write_file"]`, Facts{Mode: "agent"})); !slices.Equal(got, []string{"verify-head-order", "verify-partition-order"}) {
		t.Errorf("sorted by name instead: %v", got)
	}
}

// A provider's forbidden strings and byte budget are checked on the bytes
// really sent.
func TestForbiddenStringsAndBytes(t *testing.T) {
	src := `package toolpolicy

release: version: "1.0.0"
tools: {
	exec_shell: {state: "active"}
	read_file: {state: "active"}
}
providers: p: {
	default: true
	budget: {target: 5, max: 10, max_bytes: 120, max_tokens: 40}
	forbidden_strings: ["rm -rf", "<script>"]
}
modes: agent: {}
`
	p := load(t, policytest.Dir(t, map[string]string{"policy.cue": src}))
	if ds := verifyString(t, p, `[{"name": "exec_shell", "description": "Run a command."}, {"name": "read_file"}]`, Facts{Mode: "agent"}); len(ds) != 0 {
		t.Errorf("a clean dump: %v", ds)
	}
	ds := verifyString(t, p, `[{"name": "exec_shell", "description": "Run a command, never rm -rf /."}, {"name": "read_file"}]`, Facts{Mode: "agent"})
	if !slices.Equal(rules(ds), []string{"verify-provider-limit"}) || !strings.Contains(ds[0].Message, `"rm -rf"`) || ds[0].Pos.Col != 2 {
		t.Errorf("a forbidden string: %v", ds)
	}
	long := `[{"name": "exec_shell", "description": "` + strings.Repeat("Runs. ", 20) + `"}, {"name": "read_file"}]`
	ds = verifyString(t, p, long, Facts{Mode: "agent"})
	if !slices.Equal(rules(ds), []string{"verify-budget"}) || len(ds) != 2 || !strings.Contains(ds[0].Message+ds[1].Message, "max_bytes of 120") ||
		!strings.Contains(ds[0].Message+ds[1].Message, "tokens (o200k_base), over provider p's max_tokens of 40") {
		t.Errorf("over max_bytes and max_tokens: %v", ds)
	}
}

// A mode's block budget bounds what a harness sends in that mode, on top of
// the provider's.
func TestModeBlockBudget(t *testing.T) {
	src := `package toolpolicy

release: version: "1.0.0"
tools: {
	exec_shell: {state: "active"}
	read_file: {state: "active"}
}
providers: p: {default: true, budget: {target: 5, max: 10, max_bytes: 400}}
modes: {
	agent: {}
	plan: budget: {target_bytes: 60, max_tokens: 30}
}
`
	p := load(t, policytest.Dir(t, map[string]string{"policy.cue": src}))
	dump := `[{"name": "exec_shell", "description": "Run a shell command in the workspace."}, {"name": "read_file"}]`
	if ds := verifyString(t, p, dump, Facts{Mode: "agent"}); len(ds) != 0 {
		t.Errorf("agent mode has no mode budget: %v", ds)
	}
	ds := verifyString(t, p, dump, Facts{Mode: "plan"})
	if len(ds) != 1 || ds[0].Rule != "verify-budget" || ds[0].Severity != report.SeverityWarning ||
		!strings.Contains(ds[0].Message, "bytes (compact), over mode plan's target_bytes of 60") {
		t.Errorf("plan over its target_bytes: %v", ds)
	}
	long := `[{"name": "exec_shell", "description": "` + strings.Repeat("Runs. ", 20) + `"}, {"name": "read_file"}]`
	ds = verifyString(t, p, long, Facts{Mode: "plan"})
	var msgs []string
	for _, d := range ds {
		msgs = append(msgs, d.Message)
	}
	if got := strings.Join(msgs, "\n"); !strings.Contains(got, "over mode plan's max_tokens of 30") || !strings.Contains(got, "over mode plan's target_bytes of 60") {
		t.Errorf("plan over max_tokens: %v", ds)
	}
}
