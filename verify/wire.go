package verify

import (
	"fmt"
	"strings"
)

// Wires: the shapes of tool lists verify reads.
const (
	WireAnthropic = "anthropic-messages"      // tools: [{name, description, input_schema}], defer_loading
	WireChat      = "openai-chat-completions" // tools: [{type: "function", function: {name, description, parameters}}]
	WireResponses = "openai-responses"        // tools: [{type: "function", name, description, parameters}]
	WireGemini    = "gemini"                  // tools: [{functionDeclarations: [{name, description, parameters}]}]
	WireMCP       = "mcp-tools-list"          // {tools: [{name, description, inputSchema}]}, or a JSON-RPC response holding it
	WireBlock     = "toolpolicy-block"        // [{name, description}]: the canonical first-turn block (golden block.json)
	WireNames     = "names"                   // ["read_file", ...]: the names alone, in order
)

// Wires lists every wire, for messages and --help.
var Wires = []string{WireAnthropic, WireChat, WireResponses, WireGemini, WireMCP, WireBlock, WireNames}

// Entry is one tool a dump offers.
type Entry struct {
	Name        string
	Description string
	HasDesc     bool
	// Deferred is set for tools sent with defer_loading: true: offered
	// through tool search, outside the first-turn prefix.
	Deferred bool
	Node     *Node // the tool's element
	NameNode *Node
	DescNode *Node
}

// Facts are what a dump was produced for.
type Facts struct {
	Provider string
	Mode     string
	Model    string
	Settings map[string]string
}

// Dump is a parsed harness dump.
type Dump struct {
	File    string
	Data    []byte
	Wire    string
	Entries []Entry
	// All is Entries with the provider's own server tools among them
	// (Anthropic's tool_search_tool_regex): part of the block's bytes, but
	// no tool the policy declares.
	All  []Entry
	List *Node // the array the tools are in (the root for an empty dump)
	// Facts holds what an envelope says, and FactNodes where it says it.
	Facts     Facts
	FactNodes map[string]*Node
	Envelope  bool
	lines     lineIndex
}

// InputError is a dump verify cannot read: not JSON, no known wire, a
// malformed envelope. Line and Col are 1-based; 0 when unknown.
type InputError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *InputError) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// Pos returns the line and column of a byte offset in the dump.
func (d *Dump) Pos(off int) (line, col int) { return d.lines.pos(off) }

func (d *Dump) errAt(off int, format string, args ...any) error {
	line, col := d.lines.pos(off)
	return &InputError{File: d.File, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// envelopeKeys are the fields of the envelope around a dump.
var envelopeKeys = map[string]bool{"provider": true, "mode": true, "model": true, "settings": true, "dump": true, "wire": true}

// Parse reads a dump: a tool list in one of the Wires, or an envelope
// {provider, mode, model, settings, wire, dump} around one. file names it in
// positions.
func Parse(file string, data []byte) (*Dump, error) { return parse(file, data, "") }

// parse is Parse with the wire given rather than detected.
func parse(file string, data []byte, wire string) (*Dump, error) {
	d := &Dump{File: file, Data: data, lines: newLineIndex(data), FactNodes: map[string]*Node{}}
	src := data
	if len(src) >= 3 && src[0] == 0xEF && src[1] == 0xBB && src[2] == 0xBF {
		// A byte-order mark: read past it, keeping offsets.
		src = append([]byte("   "), src[3:]...)
	}
	root, err := parseJSON(src)
	if err != nil {
		se := err.(*SyntaxError)
		return nil, d.errAt(se.Off, "%s", se.Msg)
	}
	n := root
	if root.Kind == Object && root.Has("dump") {
		d.Envelope = true
		if err := d.readEnvelope(root); err != nil {
			return nil, err
		}
		n = root.Get("dump")
		if w := root.Get("wire"); w != nil {
			wire = w.Str
		}
	}
	if err := d.readTools(n, wire); err != nil {
		return nil, err
	}
	return d, nil
}

func (d *Dump) readEnvelope(root *Node) error {
	for i, k := range root.Keys {
		v := root.Vals[i]
		if !envelopeKeys[k] {
			return d.errAt(v.Off, "unknown envelope field %q; an envelope has provider, mode, model, settings, wire and dump", k)
		}
		switch k {
		case "provider", "mode", "model", "wire":
			if v.Kind != String {
				return d.errAt(v.Off, "envelope field %q must be a string, not %s", k, describe(v))
			}
			d.FactNodes[k] = v
		case "settings":
			if v.Kind != Object {
				return d.errAt(v.Off, "envelope field \"settings\" must be an object of settings, not %s", describe(v))
			}
			d.Facts.Settings = map[string]string{}
			for j, sk := range v.Keys {
				sv := v.Vals[j]
				switch sv.Kind {
				case Object, Null:
					return d.errAt(sv.Off, "setting %q must be a string, boolean or list of strings, not %s", sk, describe(sv))
				case Array:
					// A set's members, as --settings takes them; Facts
					// carries them as --set does, comma-separated.
					members := make([]string, len(sv.Elems))
					for k, e := range sv.Elems {
						if e.Kind != String {
							return d.errAt(e.Off, "setting %q: a member must be a string, not %s", sk, describe(e))
						}
						members[k] = e.Str
					}
					d.Facts.Settings[sk] = strings.Join(members, ",")
				default:
					d.Facts.Settings[sk] = sv.Str
				}
				d.FactNodes["settings."+sk] = sv
			}
			d.FactNodes["settings"] = v
		}
	}
	d.Facts.Provider, _ = root.StringOf("provider")
	d.Facts.Mode, _ = root.StringOf("mode")
	d.Facts.Model, _ = root.StringOf("model")
	if w, ok := root.StringOf("wire"); ok && !contains(Wires, w) {
		return d.errAt(root.Get("wire").Off, "unknown wire %q; known: %s", w, strings.Join(Wires, ", "))
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// classify says which wire one element of a tool list belongs to: a wire, ""
// for an element that names a tool but fits any wire ({name, description}),
// "hosted" for a provider-hosted tool without a name, or "?" when it is no
// tool at all.
func classify(e *Node) string {
	switch e.Kind {
	case String:
		return WireNames
	case Object:
	default:
		return "?"
	}
	typ, _ := e.StringOf("type")
	switch {
	case e.Has("functionDeclarations") || e.Has("function_declarations") || e.Has("googleSearch") || e.Has("codeExecution") || e.Has("google_search"):
		return WireGemini
	case (e.Get("function") != nil && e.Get("function").Kind == Object) || (e.Get("custom") != nil && e.Get("custom").Kind == Object):
		return WireChat
	case (typ == "function" || typ == "custom") && e.Has("name"):
		return WireResponses
	case e.Has("input_schema"):
		return WireAnthropic
	case e.Has("inputSchema"):
		return WireMCP
	case typ != "" && e.Has("name"):
		// A server tool (web_search_20250305, tool_search_tool_regex_...).
		return WireAnthropic
	case typ != "":
		return "hosted"
	case e.Has("name"):
		return ""
	}
	return "?"
}

func (d *Dump) readTools(n *Node, wire string) error {
	list := n
	hint := ""
	switch n.Kind {
	case Array:
	case Object:
		switch {
		case n.Get("result") != nil && n.Get("result").Get("tools") != nil:
			list, hint = n.Get("result").Get("tools"), WireMCP
		case n.Get("tools") != nil:
			list = n.Get("tools")
		case n.Get("functionDeclarations") != nil || n.Get("function_declarations") != nil:
			// One Gemini Tool object.
			list = &Node{Kind: Array, Off: n.Off, End: n.End, Elems: []*Node{n}}
		default:
			return d.errAt(n.Off, "no tool list here: expected an array of tools, an object with \"tools\" (a request body or a tools/list result), a JSON-RPC response, or an envelope with \"dump\"")
		}
		if list.Kind != Array {
			return d.errAt(list.Off, "\"tools\" must be an array, not %s", describe(list))
		}
	default:
		return d.errAt(n.Off, "a dump is a JSON array or object, not %s", describe(n))
	}
	d.List = list
	if wire == "" {
		wire = hint
		first := -1
		for i, e := range list.Elems {
			switch c := classify(e); c {
			case "?":
				return d.errAt(e.Off, "tool %d is in no known wire: %s is neither a tool object (%s) nor a name", i+1, describe(e), strings.Join(Wires[:5], ", "))
			case "", "hosted":
			default:
				if wire == "" || (wire == WireMCP && hint == WireMCP && first < 0) {
					wire, first = c, i
				} else if c != wire {
					return d.errAt(e.Off, "tool %d is in the %s wire, but the dump's earlier tools are in %s", i+1, c, wire)
				}
			}
		}
		if wire == "" {
			wire = WireBlock
		}
	}
	d.Wire = wire
	for i, e := range list.Elems {
		if err := d.entry(i, e); err != nil {
			return err
		}
	}
	return nil
}

// entry reads one element of the tool list.
func (d *Dump) entry(i int, e *Node) error {
	switch d.Wire {
	case WireNames:
		if e.Kind != String {
			return d.errAt(e.Off, "tool %d: a list of names holds strings, not %s", i+1, describe(e))
		}
		d.Entries = append(d.Entries, Entry{Name: e.Str, Node: e, NameNode: e})
		d.All = d.Entries
		return nil
	case WireGemini:
		if e.Kind != Object {
			return d.errAt(e.Off, "tool %d: a Gemini tool is an object, not %s", i+1, describe(e))
		}
		decls := e.Get("functionDeclarations")
		if decls == nil {
			decls = e.Get("function_declarations")
		}
		if decls == nil {
			return nil // a built-in Gemini tool (googleSearch, codeExecution)
		}
		if decls.Kind != Array {
			return d.errAt(decls.Off, "functionDeclarations must be an array, not %s", describe(decls))
		}
		for j, f := range decls.Elems {
			if err := d.named(fmt.Sprintf("function declaration %d", j+1), f, f); err != nil {
				return err
			}
		}
		return nil
	}
	if e.Kind != Object {
		return d.errAt(e.Off, "tool %d is %s, not a tool object", i+1, describe(e))
	}
	if c := classify(e); c == "hosted" {
		return nil // a provider-hosted tool without a name (OpenAI tool_search, web_search)
	} else if c != "" && c != d.Wire {
		return d.errAt(e.Off, "tool %d is in the %s wire, not %s", i+1, c, d.Wire)
	}
	fn := e
	if d.Wire == WireChat {
		fn = e.Get("function")
		if fn == nil {
			fn = e.Get("custom") // a freeform tool
		}
		if fn == nil || fn.Kind != Object {
			return d.errAt(e.Off, "tool %d has no \"function\" object", i+1)
		}
	}
	return d.named(fmt.Sprintf("tool %d", i+1), e, fn)
}

// named adds the tool whose element is e and whose name and description
// are in fn.
func (d *Dump) named(what string, e, fn *Node) error {
	if fn.Kind != Object {
		return d.errAt(fn.Off, "%s is %s, not an object", what, describe(fn))
	}
	nn := fn.Get("name")
	if nn == nil {
		return d.errAt(fn.Off, "%s has no name", what)
	}
	if nn.Kind != String {
		return d.errAt(nn.Off, "%s: the name must be a string, not %s", what, describe(nn))
	}
	en := Entry{Name: nn.Str, Node: e, NameNode: nn}
	if dn := fn.Get("description"); dn != nil {
		if dn.Kind != String {
			return d.errAt(dn.Off, "%s: the description must be a string, not %s", what, describe(dn))
		}
		en.Description, en.HasDesc, en.DescNode = dn.Str, true, dn
	}
	if dl := e.Get("defer_loading"); dl != nil && dl.Kind == Bool && dl.Str == "true" {
		en.Deferred = true
	}
	d.All = append(d.All, en)
	if typ, _ := e.StringOf("type"); d.Wire == WireAnthropic && typ != "" && typ != "custom" && !e.Has("input_schema") {
		return nil // a server tool, run by the provider
	}
	d.Entries = append(d.Entries, en)
	return nil
}
