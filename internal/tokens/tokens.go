// Package tokens counts the tokens of a tool block with a real tokenizer:
// github.com/tiktoken-go/tokenizer, which embeds OpenAI's o200k_base and
// cl100k_base vocabularies. For providers whose own tokenizer is not public
// (Anthropic, Gemini, DeepSeek) the count is an estimate, and it counts the
// bytes toolpolicy renders, not the provider's own framing of them.
//
// The module is pinned at v0.7.0: v0.8.0 to v0.10.0 split text with a
// generated matcher that ends a newline-and-space run too early ("today\n
// \n" gives 3 cl100k_base tokens, OpenAI's tiktoken 2), so their counts run
// high on text with indented blank lines; v0.7.0 matches every published
// tiktoken reference value (TestReferenceValues).
package tokens

import (
	"fmt"
	"sort"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/tiktoken-go/tokenizer"
)

// The encodings a provider can name; Default is used when it names none.
const (
	O200kBase  = "o200k_base"
	Cl100kBase = "cl100k_base"
	Default    = O200kBase
)

// Encodings lists the supported encodings.
var Encodings = []string{O200kBase, Cl100kBase}

var (
	mu     sync.Mutex
	codecs = map[string]tokenizer.Codec{}
)

// codec returns the encoding's codec, built once per process: building one
// turns megabytes of vocabulary literals into a map.
func codec(encoding string) (tokenizer.Codec, error) {
	if encoding == "" {
		encoding = Default
	}
	mu.Lock()
	defer mu.Unlock()
	if c, ok := codecs[encoding]; ok {
		return c, nil
	}
	var enc tokenizer.Encoding
	switch encoding {
	case O200kBase:
		enc = tokenizer.O200kBase
	case Cl100kBase:
		enc = tokenizer.Cl100kBase
	default:
		return nil, fmt.Errorf("unknown tokenizer %q (known: %s, %s)", encoding, O200kBase, Cl100kBase)
	}
	c, err := tokenizer.Get(enc)
	if err != nil {
		return nil, err
	}
	codecs[encoding] = c
	return c, nil
}

// Warm builds an encoding's codec in the background ("" is Default), so a
// caller that will count can overlap building it (tens of milliseconds:
// the vocabulary is a map of 200,000 entries) with other work; an unknown
// encoding is reported when counting.
func Warm(encoding string) {
	go func() { _, _ = codec(encoding) }()
}

// Count returns the number of tokens of text in an encoding ("" is
// Default). Special-token text such as "<|endoftext|>" counts as plain text,
// as it does in a tool definition. A text with a run longer than MaxRun is
// counted as CountBounded does, and its count is not exact.
func Count(encoding string, text []byte) (int, error) {
	n, _, err := CountBounded(encoding, text)
	return n, err
}

// MaxRun is the longest run of letters, digits, spaces or punctuation, in
// bytes, that CountBounded counts exactly. The tokenizer merges the pairs of
// one pre-tokenizer piece in time quadratic in its length: a 4 MB word
// would take hours. Words of 64 bytes are rare in prose; a text with one is
// counted, and marked inexact.
const MaxRun = 64

// CountBounded is Count in time linear in len(text): a run longer than
// MaxRun is cut into MaxRun-byte pieces counted on their own, and exact is
// false, since the cuts may split what the tokenizer would have merged.
func CountBounded(encoding string, text []byte) (n int, exact bool, err error) {
	c, err := codec(encoding)
	if err != nil {
		return 0, false, err
	}
	m := memoFor(encoding)
	cuts := longRunCuts(text)
	start := 0
	for _, cut := range append(cuts, len(text)) {
		k, err := m.count(c, text[start:cut])
		if err != nil {
			return 0, false, err
		}
		n += k
		start = cut
	}
	return n, len(cuts) == 0, nil
}

// CountSpans counts text once and returns its count and the count each span
// [s, e) of it has on its own: each[i] is Count(text[s:e]). Each chunk of
// text (see chunkEnd) is counted once: a span's chunks are the text's
// chunks between its first and last chunk boundary, and the two pieces
// outside them. ok is false, and nothing is counted, when text has a run
// longer than MaxRun: CountBounded's cuts then depend on where a count
// starts, and the caller counts the parts it needs with CountBounded.
func CountSpans(encoding string, text []byte, spans [][2]int) (total int, each []int, ok bool, err error) {
	c, err := codec(encoding)
	if err != nil {
		return 0, nil, false, err
	}
	if hasLongRun(text) {
		return 0, nil, false, nil
	}
	m := memoFor(encoding)
	// ends[q] is where chunk q ends; sums[q] counts chunks 0..q-1. A tool
	// block's chunks average 7 bytes.
	ends := make([]int, 0, len(text)/6+1)
	sums := make([]int, 1, len(text)/6+2)
	for start := 0; start < len(text); {
		end := start + chunkEnd(text[start:])
		k, err := m.chunk(c, text[start:end])
		if err != nil {
			return 0, nil, false, err
		}
		ends = append(ends, end)
		sums = append(sums, sums[len(sums)-1]+k)
		start = end
	}
	each = make([]int, len(spans))
	for i, sp := range spans {
		s, e := sp[0], sp[1]
		first := sort.SearchInts(ends, s+1)  // the first chunk end after s
		last := sort.SearchInts(ends, e) - 1 // the last chunk end before e
		if first > last {
			// No chunk boundary inside the span: it is one chunk alone.
			if each[i], err = m.chunk(c, text[s:e]); err != nil {
				return 0, nil, false, err
			}
			continue
		}
		// Alone, the span is chunked at the same boundaries as within
		// text (chunkEnd looks only at the two bytes around a boundary),
		// so its chunks are a head, the whole chunks first+1..last, and a
		// tail.
		head, err := m.chunk(c, text[s:ends[first]])
		if err != nil {
			return 0, nil, false, err
		}
		tail, err := m.chunk(c, text[ends[last]:e])
		if err != nil {
			return 0, nil, false, err
		}
		each[i] = head + sums[last+1] - sums[first+1] + tail
	}
	return sums[len(sums)-1], each, true, nil
}

// memo remembers the counts of short chunks of text (see chunkEnd). Tool
// definitions repeat the same words and the same JSON between them, so at
// 10,000 tools nearly every chunk has been counted before, and counting is a
// map lookup instead of a run of the tokenizer's backtracking pre-tokenizer
// (which ran at about 4 MB/s and was a third of `check`'s CPU time).
type memo struct {
	mu sync.Mutex
	n  map[string]int
}

// memoChunk and memoEntries bound what a memo keeps: chunks are words and
// the punctuation between them, so long ones rarely repeat, and a process
// that counts many policies stops adding at memoEntries (a few tens of MB).
const (
	memoChunk   = 48
	memoEntries = 1 << 20
)

var memos sync.Map // encoding → *memo

func memoFor(encoding string) *memo {
	if m, ok := memos.Load(encoding); ok {
		return m.(*memo)
	}
	m, _ := memos.LoadOrStore(encoding, &memo{n: map[string]int{}})
	return m.(*memo)
}

// count counts text chunk by chunk. Chunks end where the tokenizer's
// pre-tokenizer must end a piece (chunkEnd), so the sum is exactly the count
// of the whole text (TestChunkedCountIsExact, FuzzChunkedCount).
func (m *memo) count(c tokenizer.Codec, text []byte) (int, error) {
	n := 0
	for len(text) > 0 {
		end := chunkEnd(text)
		k, err := m.chunk(c, text[:end])
		if err != nil {
			return 0, err
		}
		n += k
		text = text[end:]
	}
	return n, nil
}

// chunk counts one chunk, remembering the count of a short one. A chunk of
// more than three ASCII digits is counted three digits at a time from its
// start, as the number alternative, \p{N}{1,3}, splits it: identifiers
// numbered in the thousands then share a thousand chunks.
func (m *memo) chunk(c tokenizer.Codec, chunk []byte) (int, error) {
	if len(chunk) > 3 && allDigits(chunk) {
		n := 0
		for start := 0; start < len(chunk); start += 3 {
			k, err := m.chunk(c, chunk[start:min(start+3, len(chunk))])
			if err != nil {
				return 0, err
			}
			n += k
		}
		return n, nil
	}
	if len(chunk) > memoChunk {
		return c.Count(string(chunk))
	}
	m.mu.Lock()
	k, ok := m.n[string(chunk)]
	m.mu.Unlock()
	if ok {
		return k, nil
	}
	k, err := c.Count(string(chunk))
	if err != nil {
		return 0, err
	}
	m.mu.Lock()
	if len(m.n) < memoEntries {
		m.n[string(chunk)] = k
	}
	m.mu.Unlock()
	return k, nil
}

// chunkEnd returns the length of text's first chunk (or all of text). A
// chunk ends
//   - after an ASCII letter or digit followed by an ASCII character that is
//     neither a letter, a digit nor an apostrophe: in both encodings'
//     pre-tokenizer patterns a piece holding a letter or digit can go on
//     only with letters, digits (cl100k_base's and o200k_base's letter and
//     number alternatives) or an apostrophe (the contractions 's, 't, …);
//   - before an ASCII digit that follows a printable ASCII character other
//     than a digit (not a space or a control character): only the number
//     alternative, \p{N}{1,3}, matches a digit, so the piece before ends
//     there whatever it is, and a run of digits is a piece of its own.
//
// The next piece starts after the cut, and the patterns look behind nothing
// and ahead only past whitespace, which a chunk never ends with. So each
// chunk splits into the same pieces alone as within the whole text, and its
// tokens are the same. A cut depends only on the two bytes around it.
func chunkEnd(text []byte) int {
	for i := 1; i < len(text); i++ {
		prev, c := text[i-1], text[i]
		if isAlnum(prev) && c < utf8.RuneSelf && !isAlnum(c) && c != '\'' {
			return i
		}
		if isDigit(c) && '!' <= prev && prev <= '~' && !isDigit(prev) {
			return i
		}
	}
	return len(text)
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

func allDigits(b []byte) bool {
	for _, c := range b {
		if !isDigit(c) {
			return false
		}
	}
	return true
}

func isAlnum(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
}

// hasLongRun reports whether text has a run of one character class longer
// than MaxRun (longRunCuts would cut it).
func hasLongRun(text []byte) bool { return len(longRunCuts(text)) > 0 }

// longRunCuts returns the offsets, in order, that cut every run of one
// character class longer than MaxRun into pieces of at most MaxRun bytes;
// none when there is no such run.
func longRunCuts(text []byte) []int {
	var cuts []int
	runStart, class := 0, -1
	for i := 0; i < len(text); {
		k, size := classAt(text, i)
		if k != class {
			runStart, class = i, k
		} else if i+size-runStart > MaxRun {
			cuts = append(cuts, i)
			runStart = i
		}
		i += size
	}
	return cuts
}

// classAt returns the class of the character at text[i] and its length.
func classAt(text []byte, i int) (class, size int) {
	if b := text[i]; b < utf8.RuneSelf {
		return int(asciiClass[b]), 1
	}
	r, size := utf8.DecodeRune(text[i:])
	return runeClass(r), size
}

// asciiClass is runeClass of each ASCII character: most of a tool block.
var asciiClass = func() (t [utf8.RuneSelf]uint8) {
	for b := range t {
		t[b] = uint8(runeClass(rune(b)))
	}
	return t
}()

func runeClass(r rune) int {
	switch {
	case unicode.IsLetter(r) || unicode.IsMark(r):
		return 0
	case unicode.IsNumber(r):
		return 1
	case unicode.IsSpace(r):
		return 2
	}
	return 3
}

// Encode returns the token ids of text in an encoding ("" is Default).
func Encode(encoding string, text string) ([]uint, error) {
	c, err := codec(encoding)
	if err != nil {
		return nil, err
	}
	ids, _, err := c.Encode(text)
	return ids, err
}
