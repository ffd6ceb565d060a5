package model

import (
	"slices"
	"strconv"

	"github.com/toolpolicy/toolpolicy/internal/tokens"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// Size is what a block, or one definition in it, costs: its bytes as the
// wire sends them and its tokens in the provider's tokenizer.
type Size struct {
	Bytes     int    `json:"bytes" yaml:"bytes"`
	Tokens    int    `json:"tokens" yaml:"tokens"`
	Tokenizer string `json:"tokenizer" yaml:"tokenizer"`
	// Estimate is set when the tokenizer is not the provider's own, or the
	// text has a run too long to count exactly (tokens.CountBounded).
	Estimate bool `json:"estimate" yaml:"estimate"`
}

// ToolSize is one definition's share of a block.
type ToolSize struct {
	Name     string `json:"name" yaml:"name"`
	Bytes    int    `json:"bytes" yaml:"bytes"`
	Tokens   int    `json:"tokens" yaml:"tokens"`
	Deferred bool   `json:"deferred,omitempty" yaml:"deferred,omitempty"`
}

// Tokenizer returns the encoding a provider's budgets count tokens in.
func (p *Policy) Tokenizer(provider string) string {
	if pr := p.Providers[provider]; pr != nil && pr.Tokenizer != "" {
		return pr.Tokenizer
	}
	return tokens.Default
}

// ownTokenizer reports whether the count is the provider's own: only
// OpenAI publishes its vocabularies, so only a provider on an OpenAI wire
// that names its tokenizer explicitly is counted exactly; every other count
// is an estimate (DeepSeek takes the Chat Completions wire but has its own
// tokenizer).
func (p *Policy) ownTokenizer(provider string) bool {
	pr := p.Providers[provider]
	return pr != nil && pr.Tokenizer != "" &&
		(pr.Wire == string(resolve.WireOpenAIChat) || pr.Wire == string(resolve.WireOpenAIResponses))
}

// MeasureBlock renders a catalog's block once and measures it: its bytes,
// its size and each definition's size, in block order (the head, then the
// natively deferred tools). The block's tokens are counted part by part
// (resolve.RenderBlockParts cuts between tokenizer pieces, so the sum is the
// whole block's count), and each distinct part and definition once per
// policy: blocks share most definitions, and a tokenizer reads a few MB a
// second.
func (p *Policy) MeasureBlock(c *resolve.Catalog) (block []byte, size Size, tools []ToolSize, err error) {
	r := p.Index().Render(c)
	tok := p.Tokenizer(c.Provider)
	size = Size{Tokenizer: tok, Estimate: !p.ownTokenizer(c.Provider)}
	// Twenty providers in three modes make sixty catalogs, and a few
	// distinct blocks: each is counted once.
	key := tok + "\x00" + strconv.FormatBool(size.Estimate) + "\x00" + string(r.Bytes())
	if m, ok := p.blockSizes.Load(key); ok {
		m := m.(measured)
		return r.Bytes(), m.size, slices.Clone(m.tools), nil
	}
	defer func() {
		if err == nil {
			p.blockSizes.Store(key, measured{size, slices.Clone(tools)})
		}
	}()
	if tools, ok, err := p.measureSpans(r, tok, &size); err != nil || ok {
		return r.Bytes(), size, tools, err
	}
	for _, part := range r.Parts() {
		n, exact, err := p.countOnce(tok, part)
		if err != nil {
			return nil, Size{}, nil, err
		}
		size.Estimate = size.Estimate || !exact
		size.Bytes += len(part)
		size.Tokens += n
	}
	tools = make([]ToolSize, len(r.Defs))
	for i, d := range r.Defs {
		b := r.Definition(i)
		n, _, err := p.countOnce(tok, b)
		if err != nil {
			return nil, Size{}, nil, err
		}
		tools[i] = ToolSize{Name: d.Name, Bytes: len(b), Tokens: n, Deferred: d.Deferred}
	}
	return r.Bytes(), size, tools, nil
}

// MeasureCatalog is MeasureBlock without the block's bytes, for callers
// that measure many catalogs of one policy: a catalog whose Fingerprint
// (the SHA-256 of its block, as resolve sets it) was measured before, with
// the same tokenizer, is not rendered again. lint's block budgets measure
// every provider × mode × model for each provider's and each mode's budget,
// and most of them send one of a few blocks: rendering each of them again
// was most of lint's time with budgets on 100 modes. The tools returned
// are shared by every caller and must not be modified.
func (p *Policy) MeasureCatalog(c *resolve.Catalog) (size Size, tools []ToolSize, err error) {
	if c.Fingerprint == "" {
		_, size, tools, err = p.MeasureBlock(c)
		return size, tools, err
	}
	key := p.Tokenizer(c.Provider) + "\x00" + strconv.FormatBool(!p.ownTokenizer(c.Provider)) + "\x00" + c.Fingerprint
	if m, ok := p.catalogSizes.Load(key); ok {
		m := m.(measured)
		return m.size, m.tools, nil
	}
	_, size, tools, err = p.MeasureBlock(c)
	if err != nil {
		return size, tools, err
	}
	m, _ := p.catalogSizes.LoadOrStore(key, measured{size, tools})
	return m.(measured).size, m.(measured).tools, nil
}

// measureSpans measures a block whose text has no run too long to count
// exactly (tokens.CountSpans) in one pass over its bytes: the whole block,
// and each definition it holds as a span of it; the rest (a definition the
// block does not hold) as MeasureBlock does. It reports false when the
// block has such a run.
func (p *Policy) measureSpans(r *resolve.Rendered, tok string, size *Size) ([]ToolSize, bool, error) {
	block := r.Bytes()
	var spans [][2]int
	for i := range r.Defs {
		if s, e, ok := r.Span(i); ok {
			spans = append(spans, [2]int{s, e})
		}
	}
	total, each, ok, err := tokens.CountSpans(tok, block, spans)
	if err != nil || !ok {
		return nil, false, err
	}
	size.Bytes, size.Tokens = len(block), total
	tools := make([]ToolSize, len(r.Defs))
	for i, d := range r.Defs {
		tools[i] = ToolSize{Name: d.Name, Deferred: d.Deferred}
		if s, e, ok := r.Span(i); ok {
			tools[i].Bytes, tools[i].Tokens, each = e-s, each[0], each[1:]
			continue
		}
		b := r.Definition(i)
		n, _, err := p.countOnce(tok, b)
		if err != nil {
			return nil, false, err
		}
		tools[i].Bytes, tools[i].Tokens = len(b), n
	}
	return tools, true, nil
}

// countOnce counts b's tokens (tokens.CountBounded), remembering the count
// for the next caller.
func (p *Policy) countOnce(tok string, b []byte) (n int, exact bool, err error) {
	key := tok + "\x00" + string(b)
	if c, ok := p.defTokens.Load(key); ok {
		c := c.(counted)
		return c.n, c.exact, nil
	}
	n, exact, err = tokens.CountBounded(tok, b)
	if err != nil {
		return 0, false, err
	}
	p.defTokens.Store(key, counted{n, exact})
	return n, exact, nil
}

type measured struct {
	size  Size
	tools []ToolSize
}

type counted struct {
	n     int
	exact bool
}
