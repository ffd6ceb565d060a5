package verify

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/toolpolicy/toolpolicy/internal/utf8pos"
)

// Kind is the kind of a JSON value.
type Kind uint8

// The JSON kinds.
const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

func (k Kind) String() string {
	return [...]string{"null", "a boolean", "a number", "a string", "an array", "an object"}[k]
}

// Node is one JSON value with the byte offsets it spans, so findings can
// point at the element of the dump they are about.
type Node struct {
	Kind  Kind
	Off   int    // offset of the value's first byte
	End   int    // offset just after it
	Str   string // a string's value, a number's literal, "true" or "false"
	Keys  []string
	Vals  []*Node // an object's values, in the order of Keys
	Elems []*Node // an array's elements
}

// Get returns the value of key in an object (the last one, as
// encoding/json and JavaScript keep it), or nil.
func (n *Node) Get(key string) *Node {
	if n == nil || n.Kind != Object {
		return nil
	}
	for i := len(n.Keys) - 1; i >= 0; i-- {
		if n.Keys[i] == key {
			return n.Vals[i]
		}
	}
	return nil
}

// Has reports whether an object has key.
func (n *Node) Has(key string) bool { return n.Get(key) != nil }

// StringOf returns the value of key when it is a string.
func (n *Node) StringOf(key string) (string, bool) {
	v := n.Get(key)
	if v == nil || v.Kind != String {
		return "", false
	}
	return v.Str, true
}

// SyntaxError is input that is not one JSON value, at a byte offset.
type SyntaxError struct {
	Off int
	Msg string
}

func (e *SyntaxError) Error() string { return e.Msg }

// parseJSON reads data as exactly one JSON value, recording where every
// value starts and ends. It uses encoding/json's tokenizer; between two
// tokens there is only white space, ',' or ':', so a value's first byte is
// found by skipping those from where the previous token ended.
func parseJSON(data []byte) (*Node, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, &SyntaxError{Off: 0, Msg: "the dump is empty: not JSON"}
	}
	// JSON is UTF-8 (RFC 8259); encoding/json would read a bad byte as
	// U+FFFD and judge a name the harness never sent.
	if off, bad := utf8pos.Invalid(data); bad {
		return nil, &SyntaxError{Off: off, Msg: "not JSON: a byte that is not UTF-8"}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	p := &jsonParser{data: data, dec: dec}
	n, err := p.value()
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		off := skipSep(data, n.End)
		return nil, &SyntaxError{Off: off, Msg: "unexpected data after the JSON value: a dump holds one value"}
	}
	return n, nil
}

type jsonParser struct {
	data []byte
	dec  *json.Decoder
}

func skipSep(data []byte, i int) int {
	for i < len(data) {
		switch data[i] {
		case ' ', '\t', '\n', '\r', ',', ':':
			i++
		default:
			return i
		}
	}
	return i
}

func (p *jsonParser) token() (json.Token, int, error) {
	off := skipSep(p.data, int(p.dec.InputOffset()))
	tok, err := p.dec.Token()
	if err != nil {
		var se *json.SyntaxError
		switch {
		case errors.As(err, &se):
			// The decoder's offset is where the offending byte starts.
			return nil, off, &SyntaxError{Off: min(int(se.Offset), len(p.data)), Msg: "not JSON: " + se.Error()}
		case err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF):
			return nil, len(p.data), &SyntaxError{Off: len(p.data), Msg: "not JSON: the input ends in the middle of a value"}
		default:
			return nil, off, &SyntaxError{Off: off, Msg: "not JSON: " + err.Error()}
		}
	}
	return tok, off, nil
}

func (p *jsonParser) value() (*Node, error) {
	tok, off, err := p.token()
	if err != nil {
		return nil, err
	}
	n := &Node{Off: off}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			n.Kind = Object
			var seen map[string]bool
			for p.dec.More() {
				k, koff, err := p.token()
				if err != nil {
					return nil, err
				}
				key, ok := k.(string)
				if !ok {
					return nil, &SyntaxError{Off: koff, Msg: "not JSON: an object key must be a string"}
				}
				// JSON libraries differ on which of two equal keys
				// counts; a harness's may keep the first, this one the
				// last: ambiguous, so refused.
				if seen == nil {
					seen = map[string]bool{}
				}
				if seen[key] {
					return nil, &SyntaxError{Off: koff, Msg: fmt.Sprintf("duplicate key %q in one object: which one counts depends on the JSON library", key)}
				}
				seen[key] = true
				v, err := p.value()
				if err != nil {
					return nil, err
				}
				n.Keys = append(n.Keys, key)
				n.Vals = append(n.Vals, v)
			}
		case '[':
			n.Kind = Array
			for p.dec.More() {
				v, err := p.value()
				if err != nil {
					return nil, err
				}
				n.Elems = append(n.Elems, v)
			}
		default:
			return nil, &SyntaxError{Off: off, Msg: fmt.Sprintf("not JSON: unexpected %q", rune(t))}
		}
		if _, _, err := p.token(); err != nil { // the closing delimiter
			return nil, err
		}
	case string:
		n.Kind, n.Str = String, t
	case json.Number:
		n.Kind, n.Str = Number, string(t)
	case bool:
		n.Kind, n.Str = Bool, fmt.Sprint(t)
	case nil:
		n.Kind = Null
	}
	n.End = int(p.dec.InputOffset())
	return n, nil
}

// lineIndex turns byte offsets into 1-based line and column numbers (the
// column counts bytes, as Go tools and CUE positions do).
type lineIndex []int

func newLineIndex(data []byte) lineIndex {
	idx := lineIndex{0}
	for i, b := range data {
		if b == '\n' {
			idx = append(idx, i+1)
		}
	}
	return idx
}

func (l lineIndex) pos(off int) (line, col int) {
	i := sort.Search(len(l), func(i int) bool { return l[i] > off }) - 1
	return i + 1, off - l[i] + 1
}

// describe names a JSON value for a message: its kind, and for a short
// string its text.
func describe(n *Node) string {
	if n == nil {
		return "nothing"
	}
	if n.Kind == String && len(n.Str) <= 40 && !strings.ContainsAny(n.Str, "\n\r") {
		return fmt.Sprintf("the string %q", n.Str)
	}
	return n.Kind.String()
}
