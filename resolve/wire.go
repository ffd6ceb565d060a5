package resolve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Wire is the request format a provider receives its tools in. The block of
// a catalog is the JSON value a harness puts in that format's tools field
// (for MCP, the tools/list result): the bytes the provider's prompt cache
// keys on.
type Wire string

// The wires.
const (
	// WireNames is no provider's format: the head's names, descriptions
	// and parameter schemas (when declared) as a JSON array,
	// newline-terminated. A provider that names no wire gets it.
	WireNames Wire = ""
	// WireAnthropic is Anthropic Messages: tools: [{name, description,
	// input_schema}], deferred tools marked defer_loading with a tool-search
	// tool before them.
	WireAnthropic Wire = "anthropic-messages"
	// WireOpenAIChat is OpenAI Chat Completions (and the APIs that copy it,
	// DeepSeek's among them): tools: [{type: "function", function: {name,
	// description, parameters}}].
	WireOpenAIChat Wire = "openai-chat-completions"
	// WireOpenAIResponses is OpenAI Responses: tools: [{type: "function",
	// name, description, parameters}], deferred tools marked defer_loading
	// after a {type: "tool_search"} tool.
	WireOpenAIResponses Wire = "openai-responses"
	// WireGemini is Gemini generateContent: tools: [{functionDeclarations:
	// [{name, description, parametersJsonSchema}]}].
	WireGemini Wire = "gemini"
	// WireMCP is an MCP tools/list result: {tools: [{name, description,
	// inputSchema}]}.
	WireMCP Wire = "mcp-tools-list"
)

// Wires lists the provider wires, WireNames left out.
var Wires = []Wire{WireAnthropic, WireOpenAIChat, WireOpenAIResponses, WireGemini, WireMCP}

// NativeDeferral reports whether the wire can send deferred tools in the
// request for the provider to load on demand.
func (w Wire) NativeDeferral() bool { return w == WireAnthropic || w == WireOpenAIResponses }

// Order is the catalog's ordering rule. Builtin tools always come before MCP
// tools (adding an MCP tool never shifts a builtin's position); the rule
// orders each of the two partitions.
type Order string

// The ordering rules.
const (
	// OrderName sorts each partition by name.
	OrderName Order = "name"
	// OrderDeclaration keeps each partition in declaration order (files in
	// path order, then line and column).
	OrderDeclaration Order = "declaration"
	// OrderGroup sorts each partition by group, then name; tools without a
	// group come first.
	OrderGroup Order = "group"
)

// Anthropic's tool-search tools; TooSearchRegex is used unless the provider
// names another.
const (
	ToolSearchRegex = "regex"
	ToolSearchBM25  = "bm25"
)

// Variant is a tool definition for some configurations: the same name with
// its own description, parameters or kind for the models of one class, for
// the configurations where a condition holds (a setting), or both. The first
// variant that holds wins; elsewhere the tool's own definition is sent.
type Variant struct {
	Class string // "" holds for every model
	// When must hold in the configuration too (nil: always); it is
	// evaluated for the tool, so it may test the tool's own facts.
	When           *Condition
	Description    string
	HasDescription bool   // Description replaces the tool's, even when empty
	Parameters     string // canonical JSON; "" keeps the tool's
	// Kind is "function" (a JSON-schema function, the default) or
	// "freeform" (free text, constrained by Grammar when set).
	Kind    string
	Grammar string // a Lark grammar for a freeform tool
	Syntax  string // the grammar's syntax: "lark" (default) or "regex"
}

// Kinds of tool definitions.
const (
	KindFunction = "function"
	KindFreeform = "freeform"
)

// CardList is a description's list of the deferred tools' cards: the
// layout in which a loader tool (pawwork's tool_info) advertises what it can
// load. The description as sent is the tool's own text, a newline, then
// Header, an empty line and one Line per deferred tool with a card, in
// catalog order; or Empty when there is none.
type CardList struct {
	Header string
	// Line is the format of one card: {name} and {card} are replaced.
	Line  string
	Empty string
}

// DefaultCardLine is the line format of a card list that names none.
const DefaultCardLine = "- **{name}**: {card}"

// Definition is one tool as a wire sends it.
type Definition struct {
	Name        string
	Description string
	Parameters  string // canonical JSON of a JSON Schema; "" when none is declared
	Kind        string
	Grammar     string
	Syntax      string
	Deferred    bool // sent for the provider to load on demand
}

// emptyObject is the parameter schema of a tool that declares none, on
// wires that require one.
const emptyObject = `{"type":"object","properties":{}}`

// CanonicalJSON returns the canonical form of a JSON value: compact, object
// keys sorted, numbers as written, strings escaped by encoding/json without
// HTML escaping (so `<` stays `<`). Policies write parameter schemas in any
// key order; the block's bytes must not depend on it.
func CanonicalJSON(raw []byte) ([]byte, error) {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, fmt.Errorf("more than one JSON value")
	}
	return marshal(v), nil
}

// marshal encodes v compactly, without HTML escaping. Maps are encoded with
// sorted keys by encoding/json.
func marshal(v any) []byte {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		// Values built from strings, numbers, maps and slices always encode.
		panic(err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// obj writes a JSON object whose keys keep the order they are added in: the
// order each wire's own SDK sends them.
type obj struct {
	b bytes.Buffer
}

func (o *obj) key(k string) {
	if o.b.Len() == 0 {
		o.b.WriteByte('{')
	} else {
		o.b.WriteByte(',')
	}
	o.b.Write(marshal(k))
	o.b.WriteByte(':')
}

func (o *obj) str(k, v string) { o.key(k); o.b.Write(marshal(v)) }
func (o *obj) raw(k, v string) { o.key(k); o.b.WriteString(v) }
func (o *obj) bytes() []byte {
	if o.b.Len() == 0 {
		return []byte("{}")
	}
	o.b.WriteByte('}')
	return o.b.Bytes()
}

func array(items [][]byte) []byte {
	return append(append([]byte("["), bytes.Join(items, []byte(","))...), ']')
}

// RenderBlock returns the bytes of a tool block on a wire: head in order,
// then, on a wire that defers natively and when deferred is not empty, the
// tool-search tool and the deferred definitions marked as such. search names
// Anthropic's tool-search tool (ToolSearchRegex or ToolSearchBM25).
func RenderBlock(w Wire, head, deferred []Definition, search string) []byte {
	return render(w, head, deferred, search).Bytes()
}

// RenderBlockParts returns RenderBlock's bytes cut into parts, one per
// definition: each cut falls just after the `{"` that opens a definition,
// before its first key. Compact JSON has no whitespace there, so for the
// o200k_base and cl100k_base pre-tokenizers the cut is always between two
// pieces (the punctuation run ends at the key's first letter): a block's
// token count is the sum of its parts', and each distinct definition needs
// counting once however many blocks share it.
func RenderBlockParts(w Wire, head, deferred []Definition, search string) [][]byte {
	return render(w, head, deferred, search).Parts()
}

// Rendered is a block rendered once, from which its bytes (RenderBlock), its
// parts (RenderBlockParts) and each definition's bytes (RenderDefinition)
// are taken without rendering again.
type Rendered struct {
	// Defs are the definitions the block sends: the head, then the
	// deferred ones.
	Defs []Definition
	w    Wire
	// The block is prefix, items joined by commas, suffix; items[at[i]] is
	// Defs[i]'s rendering, or at[i] < 0 when the block does not hold it.
	prefix, suffix string
	items          [][]byte
	at             []int
	block          []byte
	start          []int // where each item starts in block
}

func render(w Wire, head, deferred []Definition, search string) *Rendered {
	r := &Rendered{Defs: append(slices.Clip(head), deferred...), w: w}
	r.prefix, r.items, r.suffix, r.at = blockItems(w, head, deferred, search)
	return r
}

// Bytes returns the block's bytes; the caller must not modify them.
func (r *Rendered) Bytes() []byte {
	if r.block != nil {
		return r.block
	}
	n := len(r.prefix) + len(r.suffix) + len(r.items)
	for _, it := range r.items {
		n += len(it)
	}
	b := make([]byte, 0, n)
	b = append(b, r.prefix...)
	r.start = make([]int, len(r.items))
	for k, it := range r.items {
		if k > 0 {
			b = append(b, ',')
		}
		r.start[k] = len(b)
		b = append(b, it...)
	}
	r.block = append(b, r.suffix...)
	return r.block
}

// Parts returns the block cut as RenderBlockParts cuts it, each part a
// slice of Bytes.
func (r *Rendered) Parts() [][]byte {
	b := r.Bytes()
	if len(r.items) == 0 {
		return [][]byte{b}
	}
	parts := make([][]byte, 0, len(r.items)+1)
	start := 0
	for _, at := range r.start {
		parts = append(parts, b[start:at+2])
		start = at + 2
	}
	return append(parts, b[start:])
}

// Definition returns Defs[i] as RenderDefinition renders it.
func (r *Rendered) Definition(i int) []byte {
	if k := r.at[i]; k >= 0 {
		return r.items[k]
	}
	return RenderDefinition(r.w, r.Defs[i])
}

// Span returns where in Bytes Defs[i]'s rendering (Definition) is, and
// false when the block does not hold it.
func (r *Rendered) Span(i int) (start, end int, ok bool) {
	k := r.at[i]
	if k < 0 {
		return 0, 0, false
	}
	r.Bytes()
	return r.start[k], r.start[k] + len(r.items[k]), true
}

// blockItems returns a block as prefix + items joined by commas + suffix.
// Every item is a JSON object whose first key starts with a letter. at[i]
// is the item holding the i-th of head then deferred, as RenderDefinition
// renders it, or -1 when the block does not send it.
func blockItems(w Wire, head, deferred []Definition, search string) (prefix string, items [][]byte, suffix string, at []int) {
	at = make([]int, len(head)+len(deferred))
	for i := range at {
		at[i] = -1
	}
	if w == WireNames {
		for i, d := range head {
			at[i] = len(items)
			items = append(items, RenderDefinition(w, d))
		}
		return "[", items, "]\n", at
	}
	items = make([][]byte, 0, len(head)+len(deferred)+1)
	for i, d := range head {
		at[i] = len(items)
		items = append(items, renderTool(w, d))
	}
	if len(deferred) > 0 && w.NativeDeferral() {
		switch w {
		case WireAnthropic:
			var o obj
			if search == ToolSearchBM25 {
				o.str("type", "tool_search_tool_bm25_20251119")
				o.str("name", "tool_search_tool_bm25")
			} else {
				o.str("type", "tool_search_tool_regex_20251119")
				o.str("name", "tool_search_tool_regex")
			}
			items = append(items, o.bytes())
		case WireOpenAIResponses:
			var o obj
			o.str("type", "tool_search")
			items = append(items, o.bytes())
		}
		for i, d := range deferred {
			if d.Deferred {
				// Rendered as RenderDefinition renders this definition.
				at[len(head)+i] = len(items)
			}
			d.Deferred = true
			items = append(items, renderTool(w, d))
		}
	}
	switch w {
	case WireGemini:
		if len(items) == 0 {
			return "[]", nil, "", at
		}
		return `[{"functionDeclarations":[`, items, "]}]", at
	case WireMCP:
		return `{"tools":[`, items, "]}", at
	}
	return "[", items, "]", at
}

// RenderDefinition returns one definition as the wire sends it inside a
// block (for WireNames, its {name, description} entry): what the tool costs
// the block.
func RenderDefinition(w Wire, d Definition) []byte {
	if w == WireNames {
		e := BlockEntry{Name: d.Name, Description: d.Description}
		if d.Parameters != "" && json.Valid([]byte(d.Parameters)) {
			e.Parameters = json.RawMessage(d.Parameters)
		}
		b, err := json.Marshal(e)
		if err != nil {
			panic(err) // strings and valid JSON always marshal
		}
		return b
	}
	return renderTool(w, d)
}

// renderTool returns one definition in a wire's shape, keys in the order
// the wire's SDK writes them.
func renderTool(w Wire, d Definition) []byte {
	params := d.Parameters
	freeform := d.Kind == KindFreeform
	var o obj
	switch w {
	case WireAnthropic:
		o.str("name", d.Name)
		if d.Description != "" {
			o.str("description", d.Description)
		}
		if params == "" || freeform {
			params = emptyObject
		}
		o.raw("input_schema", params)
		if d.Deferred {
			o.raw("defer_loading", "true")
		}
	case WireOpenAIChat:
		var f obj
		f.str("name", d.Name)
		if d.Description != "" {
			f.str("description", d.Description)
		}
		if freeform {
			if fm := format(d); fm != "" {
				f.raw("format", fm)
			}
			o.str("type", "custom")
			o.raw("custom", string(f.bytes()))
			break
		}
		if params != "" {
			f.raw("parameters", params)
		}
		o.str("type", "function")
		o.raw("function", string(f.bytes()))
	case WireOpenAIResponses:
		if freeform {
			o.str("type", "custom")
		} else {
			o.str("type", "function")
		}
		o.str("name", d.Name)
		if d.Description != "" {
			o.str("description", d.Description)
		}
		if freeform {
			if fm := format(d); fm != "" {
				o.raw("format", fm)
			}
		} else {
			if params == "" {
				params = emptyObject
			}
			o.raw("parameters", params)
		}
		if d.Deferred {
			o.raw("defer_loading", "true")
		}
	case WireGemini:
		o.str("name", d.Name)
		if d.Description != "" {
			o.str("description", d.Description)
		}
		if params != "" && !freeform {
			o.raw("parametersJsonSchema", params)
		}
	case WireMCP:
		o.str("name", d.Name)
		if d.Description != "" {
			o.str("description", d.Description)
		}
		if params == "" || freeform {
			params = emptyObject
		}
		o.raw("inputSchema", params)
	}
	return o.bytes()
}

// format is an OpenAI custom tool's format object: a grammar, or nothing
// for unconstrained text.
func format(d Definition) string {
	if d.Grammar == "" {
		return ""
	}
	syntax := d.Syntax
	if syntax == "" {
		syntax = "lark"
	}
	var o obj
	o.str("type", "grammar")
	o.str("syntax", syntax)
	o.str("definition", d.Grammar)
	return string(o.bytes())
}

// variantFor returns the variant of catalog[i] for model in the
// configuration e evaluates conditions in (nil when no variant has a
// condition), or nil.
func (x *Index) variantFor(i int, model string, e *evalCtx) *Variant {
	t := x.catalog[i]
	for vi := range t.Variants {
		v := &t.Variants[vi]
		if v.Class != "" && !x.InClass(v.Class, model) {
			continue
		}
		if v.When != nil {
			if e == nil {
				continue
			}
			e.tool = i
			ok := e.holds(v.When)
			e.tool = -1
			if !ok {
				continue
			}
		}
		return v
	}
	return nil
}

// VariantCheck is one of a tool's variants as resolution weighs it in a
// configuration.
type VariantCheck struct {
	Variant   int    `json:"variant"` // its place among the tool's variants, from 1
	Class     string `json:"model_class,omitempty"`
	Condition string `json:"condition,omitempty"`
	Holds     bool   `json:"holds"`
	// Because is what decided: the model's class, then the part of the
	// condition that decided, with the values it was tested against.
	Because string `json:"because"`
}

// VariantChecks returns the variants of a declared tool that resolution
// weighs in a configuration, in order, up to and including the first that
// holds (the definition the tool's blocks send), and that variant's number
// (from 1; 0 when none holds and the tool's own definition is sent). A
// tool without variants, or an undeclared one, has none.
func (x *Index) VariantChecks(q Query, name string) ([]VariantCheck, int, error) {
	if _, _, err := x.check(q.Provider, q.Mode); err != nil {
		return nil, 0, err
	}
	cfg, err := x.configure(q.Settings)
	if err != nil {
		return nil, 0, err
	}
	i, ok := x.pos[name]
	if !ok || len(x.catalog[i].Variants) == 0 {
		return nil, 0, nil
	}
	e := x.newEval(cfg, q.Provider, q.Mode, q.Model)
	var out []VariantCheck
	for vi := range x.catalog[i].Variants {
		v := &x.catalog[i].Variants[vi]
		ch := VariantCheck{Variant: vi + 1, Class: v.Class, Holds: true}
		var why []string
		if v.Class != "" {
			switch {
			case q.Model == "":
				ch.Holds = false
				why = append(why, "no model id was given, so no model class holds")
			case x.InClass(v.Class, q.Model):
				why = append(why, fmt.Sprintf("model %s is in class %s", q.Model, v.Class))
			default:
				ch.Holds = false
				why = append(why, fmt.Sprintf("model %s is not in class %s", q.Model, v.Class))
			}
		}
		if v.When != nil {
			ch.Condition = v.When.String()
			if ch.Holds {
				e.tool = i
				ok, w := e.why(v.When, true)
				e.tool = -1
				ch.Holds = ok
				why = append(why, w)
			}
		}
		ch.Because = strings.Join(why, "; ")
		out = append(out, ch)
		if ch.Holds {
			return out, vi + 1, nil
		}
	}
	return out, 0, nil
}

// variantEval returns what a catalog's variant conditions are evaluated
// against: its configuration (the settings it was resolved with), or nil
// when no variant has a condition.
func (x *Index) variantEval(c *Catalog) *evalCtx {
	if !x.hasVariantWhen {
		return nil
	}
	cfg, err := x.configure(c.Settings)
	if err != nil {
		// c.Settings came out of configure: it is accepted again.
		cfg, _ = x.configure(nil)
	}
	return x.newEval(cfg, c.Provider, c.Mode, c.Model)
}

// Definition returns a declared tool's definition for a model id in a
// configuration, its variant applied; the card list of its description, if
// any, lists cards.
func (x *Index) definition(i int, model string, e *evalCtx, cards []string) Definition {
	t := x.catalog[i]
	d := Definition{Name: t.Name, Description: t.Description, Parameters: t.Parameters, Kind: KindFunction}
	if v := x.variantFor(i, model, e); v != nil {
		if v.HasDescription {
			d.Description = v.Description
		}
		if v.Parameters != "" {
			d.Parameters = v.Parameters
		}
		if v.Kind != "" {
			d.Kind = v.Kind
		}
		d.Grammar, d.Syntax = v.Grammar, v.Syntax
	}
	if t.CardList != nil {
		d.Description = t.CardList.Render(d.Description, cards)
	}
	return d
}

// Render returns the description of a loader tool whose own text is desc,
// listing cards, which alternate name and card.
func (l *CardList) Render(desc string, cards []string) string {
	var b strings.Builder
	b.WriteString(desc)
	b.WriteByte('\n')
	if len(cards) == 0 {
		b.WriteString(l.Empty)
		return b.String()
	}
	b.WriteString(l.Header)
	b.WriteString("\n\n")
	line := l.Line
	if line == "" {
		line = DefaultCardLine
	}
	for i := 0; i+1 < len(cards); i += 2 {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(strings.NewReplacer("{name}", cards[i], "{card}", cards[i+1]).Replace(line))
	}
	return b.String()
}

// Definitions returns the definitions a catalog's block sends: the head's,
// in catalog order, and, when the provider defers natively, the deferred
// tools' (the discoverable ones) in catalog order; else nil.
func (x *Index) Definitions(c *Catalog) (head, deferred []Definition) {
	var cards []string
	if x.hasCardList {
		for _, n := range c.Discoverable {
			if i, ok := x.pos[n]; ok && x.catalog[i].Card != "" {
				cards = append(cards, n, x.catalog[i].Card)
			}
		}
	}
	e := x.variantEval(c)
	head = make([]Definition, 0, len(c.Active))
	for _, n := range c.Active {
		if i, ok := x.pos[n]; ok {
			head = append(head, x.definition(i, c.Model, e, cards))
		} else {
			head = append(head, Definition{Name: n, Kind: KindFunction})
		}
	}
	p := x.providers[c.Provider]
	if p == nil || !p.NativeDeferral || !p.Wire.NativeDeferral() {
		return head, nil
	}
	for _, n := range c.Discoverable {
		if i, ok := x.pos[n]; ok {
			d := x.definition(i, c.Model, e, cards)
			d.Deferred = true
			deferred = append(deferred, d)
		}
	}
	return head, deferred
}

// Block returns the bytes of a catalog's tool block on its provider's wire
// (RenderBlock): what the harness sends, and so the prefix-cache identity
// of the head.
func (x *Index) Block(c *Catalog) []byte { return x.Render(c).Bytes() }

// Render renders a catalog's block once, for its bytes, its parts and its
// definitions' bytes (Rendered).
func (x *Index) Render(c *Catalog) *Rendered {
	head, deferred := x.Definitions(c)
	var w Wire
	search := ""
	if p := x.providers[c.Provider]; p != nil {
		w, search = p.Wire, p.ToolSearch
	}
	return render(w, head, deferred, search)
}

// blockKey is what a catalog's block depends on: what its provider renders
// with (the wire, the tool-search tool, native deferral), not which provider
// it is, so providers on the same wire share one rendering of a block; the
// head; the variant each head tool takes for the model; and, when the block
// lists deferred tools or cards, the discoverable tools.
func (x *Index) blockKey(c *Catalog) string {
	var b strings.Builder
	p := x.providers[c.Provider]
	deferred := x.hasCardList || (p != nil && p.NativeDeferral && p.Wire.NativeDeferral())
	// Sized once: a head of thousands of tools makes a key of tens of KB,
	// and growing it by doubling allocated several times that per catalog.
	size := 32 + len(c.Active)
	for _, n := range c.Active {
		size += len(n)
	}
	if deferred {
		size += len(c.Discoverable)
		for _, n := range c.Discoverable {
			size += len(n)
		}
	}
	b.Grow(size)
	if p != nil {
		b.WriteString(string(p.Wire))
		b.WriteByte(0)
		b.WriteString(p.ToolSearch)
		if p.NativeDeferral {
			b.WriteString("\x00deferral")
		}
	}
	b.WriteByte(0)
	for _, n := range c.Active {
		b.WriteString(n)
		b.WriteByte(0)
	}
	e := x.variantEval(c)
	if x.hasVariants {
		for _, n := range c.Active {
			if i, ok := x.pos[n]; ok && len(x.catalog[i].Variants) > 0 {
				v := x.variantFor(i, c.Model, e)
				fmt.Fprintf(&b, "\x01%s=%p", n, v)
			}
		}
	}
	if deferred {
		b.WriteByte(2)
		for _, n := range c.Discoverable {
			b.WriteString(n)
			b.WriteByte(0)
		}
		if x.hasVariants {
			for _, n := range c.Discoverable {
				if i, ok := x.pos[n]; ok && len(x.catalog[i].Variants) > 0 {
					fmt.Fprintf(&b, "\x01%s=%p", n, x.variantFor(i, c.Model, e))
				}
			}
		}
	}
	return b.String()
}

// orderLess is the ordering rule within one partition.
func orderLess(rule Order, a, b *Tool) bool {
	switch rule {
	case OrderDeclaration:
		if a.Rank != b.Rank {
			return a.Rank < b.Rank
		}
	case OrderGroup:
		if a.Group != b.Group {
			return a.Group < b.Group
		}
	}
	return a.Name < b.Name
}

// sortCatalog puts tools in catalog order: builtin before MCP, each
// partition by the rule.
func sortCatalog(rule Order, tools []*Tool) {
	slices.SortStableFunc(tools, func(a, b *Tool) int {
		if am, bm := a.Source == SourceMCP, b.Source == SourceMCP; am != bm {
			if am {
				return 1
			}
			return -1
		}
		if orderLess(rule, a, b) {
			return -1
		}
		if orderLess(rule, b, a) {
			return 1
		}
		return 0
	})
}
