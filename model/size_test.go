package model

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/tokens"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// Counting a block part by part gives the count of the whole block, on
// every wire and in both encodings, whatever the descriptions end with; and
// each definition's size is its own rendering's.
func TestBlockSizeCountsTheWholeBlock(t *testing.T) {
	descs := []string{
		"", "Read a file.", "ends with a space ", "ends with digits 123", "ends in a quote \"",
		"ends with a newline\n", "日本語のテキスト", "it's", "x's", "ends with ]},{", "   ", "today\n \n",
		"<script> & </script>", "path/", "'S",
	}
	// A run longer than tokens.MaxRun is cut where each count starts: a
	// block with one is counted part by part, not in one pass.
	long := append(slices.Clone(descs), strings.Repeat("z", tokens.MaxRun+9)+"}}}}")
	for _, descs := range [][]string{descs, long} {
		for _, w := range append([]resolve.Wire{resolve.WireNames}, resolve.Wires...) {
			for _, enc := range tokens.Encodings {
				measureAgrees(t, w, enc, descs)
			}
		}
	}
}

// measureAgrees checks MeasureBlock on one wire and encoding against the
// block counted part by part and each definition counted alone.
func measureAgrees(t *testing.T, w resolve.Wire, enc string, descs []string) {
	t.Helper()
	p := &Policy{Tools: map[string]*Tool{}, Providers: map[string]*Provider{}, Modes: map[string]*Mode{}}
	for i, d := range descs {
		name := "t" + string(rune('a'+i))
		q, _ := json.Marshal(d)
		p.Tools[name] = &Tool{Name: name, State: StateActive, Source: SourceBuiltin, Description: d,
			Parameters: `{"properties":{"x":{"description":` + string(q) + `,"type":"string"}},"type":"object"}`}
	}
	p.Tools["later"] = &Tool{Name: "later", State: StateDeferred, Source: SourceBuiltin, Description: "d'", Card: "c"}
	p.Providers["p"] = &Provider{ID: "p", Default: true, Wire: string(w), NativeDeferral: true, Tokenizer: enc}
	p.Modes["agent"] = &Mode{ID: "agent", MCP: MCPDeferred}
	c, err := p.Index().Resolve("p", "agent", "")
	if err != nil {
		t.Fatal(err)
	}
	b := p.Index().Block(c)
	whole, wholeExact, err := tokens.CountBounded(enc, b)
	if err != nil {
		t.Fatal(err)
	}
	head, deferred := p.Index().Definitions(c)
	want, exact := 0, true
	for _, part := range resolve.RenderBlockParts(w, head, deferred, "") {
		n, ex, err := tokens.CountBounded(enc, part)
		if err != nil {
			t.Fatal(err)
		}
		want, exact = want+n, exact && ex
	}
	if wholeExact && want != whole {
		t.Errorf("%q, %s: the block's parts count %d tokens, the whole block %d", w, enc, want, whole)
	}
	block, got, tools, err := p.MeasureBlock(c)
	if err != nil {
		t.Fatal(err)
	}
	if got.Tokens != want || got.Bytes != len(b) || string(block) != string(b) || got.Estimate != (!exact || !p.ownTokenizer("p")) {
		t.Errorf("%q, %s: MeasureBlock = %d tokens, %d bytes, estimate %t; the block's parts are %d tokens (exact %t), %d bytes", w, enc, got.Tokens, got.Bytes, got.Estimate, want, exact, len(b))
	}
	defs := append(head, deferred...)
	if len(tools) != len(defs) {
		t.Fatalf("%q: %d tool sizes for %d definitions", w, len(tools), len(defs))
	}
	for i, d := range defs {
		r := resolve.RenderDefinition(w, d)
		n, _, err := tokens.CountBounded(enc, r)
		if err != nil {
			t.Fatal(err)
		}
		if want := (ToolSize{Name: d.Name, Bytes: len(r), Tokens: n, Deferred: d.Deferred}); tools[i] != want {
			t.Errorf("%q, %s: tool size %+v, want %+v", w, enc, tools[i], want)
		}
	}
}

// Providers that send the same bytes share one measurement, but only with
// the same tokenizer and the same claim to count exactly: an OpenAI
// provider naming its tokenizer counts exactly, one that does not gets an
// estimate, in either order, and a provider counting in another encoding
// gets that encoding's count.
func TestMeasureBlockSharedAcrossProviders(t *testing.T) {
	for _, order := range [][]string{{"exact", "estimate", "cl100k"}, {"estimate", "cl100k", "exact"}, {"cl100k", "exact", "estimate"}} {
		p := &Policy{Tools: map[string]*Tool{}, Providers: map[string]*Provider{}, Modes: map[string]*Mode{}}
		p.Tools["read_file"] = &Tool{Name: "read_file", State: StateActive, Source: SourceBuiltin, Description: "Read one file of the workspace, ✓ whole."}
		p.Tools["grep"] = &Tool{Name: "grep", State: StateActive, Source: SourceBuiltin, Description: "Search the workspace's files for a pattern."}
		w := string(resolve.WireOpenAIChat)
		p.Providers["exact"] = &Provider{ID: "exact", Default: true, Wire: w, Tokenizer: tokens.O200kBase}
		p.Providers["estimate"] = &Provider{ID: "estimate", Wire: w}
		p.Providers["cl100k"] = &Provider{ID: "cl100k", Wire: w, Tokenizer: tokens.Cl100kBase}
		p.Modes["agent"] = &Mode{ID: "agent", MCP: MCPDeferred}
		var blocks []string
		for _, prov := range order {
			c, err := p.Index().Resolve(prov, "agent", "")
			if err != nil {
				t.Fatal(err)
			}
			block, got, tools, err := p.MeasureBlock(c)
			if err != nil {
				t.Fatal(err)
			}
			blocks = append(blocks, string(block))
			enc := p.Tokenizer(prov)
			want, _, err := tokens.CountBounded(enc, block)
			if err != nil {
				t.Fatal(err)
			}
			if got.Tokens != want || got.Tokenizer != enc || got.Estimate != (prov == "estimate") || len(tools) != 2 {
				t.Errorf("order %v, %s: %+v with %d tools; want %d tokens in %s, estimate %t", order, prov, got, len(tools), want, enc, prov == "estimate")
			}
		}
		if blocks[0] != blocks[1] || blocks[1] != blocks[2] {
			t.Fatalf("the three providers send different blocks; the test needs one")
		}
	}
}
