package tokens

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Reference values from OpenAI's tiktoken tests (tests/test_encoding.py,
// tests/test_base_encodings.py) for cl100k_base, and from the tokenizer
// library's own tests for o200k_base. A tokenizer that splits text
// differently from tiktoken fails here.
func TestReferenceValues(t *testing.T) {
	for _, tc := range []struct {
		enc  string
		text string
		want []uint
	}{
		{Cl100kBase, "hello world", []uint{15339, 1917}},
		{Cl100kBase, "rer", []uint{38149}},
		{Cl100kBase, "'rer", []uint{2351, 81}},
		{Cl100kBase, "today\n ", []uint{31213, 198, 220}},
		{Cl100kBase, "today\n \n", []uint{31213, 27907}},
		{Cl100kBase, "today\n  \n", []uint{31213, 14211}},
		{Cl100kBase, " \u00850", []uint{220, 126, 227, 15}},
		{Cl100kBase, "👍", []uint{9468, 239, 235}},
		{Cl100kBase, "Hello world!", []uint{9906, 1917, 0}},
		{Cl100kBase, "Unicode snowman: ☃️", []uint{35020, 12056, 1543, 25, 26182, 225, 31643}},
		{Cl100kBase, "This     is     a     sentence     with     extra     spaces.", []uint{2028, 257, 374, 257, 264, 257, 11914, 257, 449, 257, 5066, 257, 12908, 13}},
		{Cl100kBase, "How about numbers? 123 45.6 -78.9", []uint{4438, 922, 5219, 30, 220, 4513, 220, 1774, 13, 21, 482, 2495, 13, 24}},
		{Cl100kBase, "What about URLs? https://www.google.com", []uint{3923, 922, 36106, 30, 3788, 1129, 2185, 5831, 916}},
		{Cl100kBase, "こんにちは世界", []uint{90115, 3574, 244, 98220}},
		{O200kBase, "hello world", []uint{24912, 2375}},
		{O200kBase, "hello   world", []uint{24912, 256, 2375}},
		{O200kBase, "supercalifragilistic", []uint{17789, 5842, 366, 17764, 311, 6207}},
		{O200kBase, "We know what we are, but know not what we may be.", []uint{2167, 1761, 1412, 581, 553, 11, 889, 1761, 625, 1412, 581, 1340, 413, 13}},
		{O200kBase, "today\n \n", []uint{58744, 47812}},
	} {
		ids, err := Encode(tc.enc, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(ids, tc.want) {
			t.Errorf("%s %q = %v, want %v", tc.enc, tc.text, ids, tc.want)
		}
		n, err := Count(tc.enc, []byte(tc.text))
		if err != nil || n != len(tc.want) {
			t.Errorf("Count(%s, %q) = %d, %v; want %d", tc.enc, tc.text, n, err, len(tc.want))
		}
	}
}

// A Chat Completions tool definition, compact, as the block sends it.
func TestToolDefinitionCount(t *testing.T) {
	def := `{"type":"function","function":{"name":"read_file","description":"Read a file from the workspace.","parameters":{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}}}`
	for enc, want := range map[string]int{O200kBase: 42, Cl100kBase: 41, "": 42} {
		if n, err := Count(enc, []byte(def)); err != nil || n != want {
			t.Errorf("Count(%q) = %d, %v; want %d", enc, n, err, want)
		}
	}
	if _, err := Count("p50k", nil); err == nil {
		t.Error("an unknown encoding counted")
	}
}

// A hostile text (one 4 MB word) is counted in linear time, and said to be
// inexact; ordinary text is exact.
func TestCountBounded(t *testing.T) {
	big := make([]byte, 4<<20)
	for i := range big {
		big[i] = 'x'
	}
	n, exact, err := CountBounded(O200kBase, big)
	if err != nil || exact || n == 0 {
		t.Errorf("CountBounded(4 MB word) = %d, %t, %v", n, exact, err)
	}
	n, exact, err = CountBounded(O200kBase, []byte("hello world"))
	if err != nil || !exact || n != 2 {
		t.Errorf("CountBounded(hello world) = %d, %t, %v", n, exact, err)
	}
}

// Counting chunk by chunk gives the tokenizer's count of the whole text, on
// texts mixing what the pre-tokenizer treats differently: letters of each
// case, digits, contractions, punctuation, spaces before words and before
// line breaks, and non-ASCII letters, marks and spaces.
func TestChunkedCountIsExact(t *testing.T) {
	atoms := []string{"a", "Z", "word", "Camel", "ALL", "9", "123", "4567", "'s", "'T", "'re", "'", "\"", "_", "-", "/",
		",", ".", "{", "}", ":", " ", "  ", "\t", "\n", "\r\n", " \n", "é", "É", "ß", "\u0301", "日本", "٣", "\u00a0", "\u2003", "\u0085", "😀", "<|endoftext|>"}
	rng := rand.New(rand.NewPCG(1, 2))
	texts := []string{
		`{"type":"function","function":{"name":"read_file","description":"Read a file from the workspace.","parameters":{"type":"object"}}}`,
		"It's the dog's ball, isn't it? 12345 apples\n\n  indented\tTAB'S",
	}
	for range 3000 {
		var b strings.Builder
		for range 1 + rng.IntN(30) {
			b.WriteString(atoms[rng.IntN(len(atoms))])
		}
		texts = append(texts, b.String())
	}
	chunked := 0
	for _, enc := range Encodings {
		c, err := codec(enc)
		if err != nil {
			t.Fatal(err)
		}
		for _, text := range texts {
			if enc == Default && chunkEnd([]byte(text)) < len(text) {
				chunked++
			}
			want, err := c.Count(text)
			if err != nil {
				t.Fatal(err)
			}
			got, err := memoFor(enc).count(c, []byte(text))
			if err != nil || got != want {
				t.Fatalf("%s: chunked count of %q = %d, %v; the whole text has %d tokens", enc, text, got, err, want)
			}
		}
	}
	if chunked < len(texts)/2 {
		t.Fatalf("only %d of %d texts were cut into chunks: the test would not notice a wrong cut", chunked, len(texts))
	}
}

// CountSpans gives, in one pass, the count of the whole text and of each
// span as CountBounded counts it alone, wherever the spans start and end;
// and declines a text with a run longer than MaxRun.
func TestCountSpansCountsEachSpanAlone(t *testing.T) {
	atoms := []string{"a", "Z", "word", "Camel", "9", "123", "'s", "'", "\"", "_", "-", ",", ".", "{\"", "\"}", ":", " ", "  ", "\n", " \n", "é", "日本", "\u00a0", "😀"}
	rng := rand.New(rand.NewPCG(3, 4))
	spanned := 0
	for range 500 {
		var b strings.Builder
		for range 1 + rng.IntN(60) {
			b.WriteString(atoms[rng.IntN(len(atoms))])
		}
		text := []byte(b.String())
		var spans [][2]int
		for range 1 + rng.IntN(6) {
			s := rng.IntN(len(text) + 1)
			e := s + rng.IntN(len(text)-s+1)
			spans = append(spans, [2]int{s, e})
		}
		for _, enc := range Encodings {
			total, each, ok, err := CountSpans(enc, text, spans)
			if err != nil {
				t.Fatal(err)
			}
			if ok == (len(longRunCuts(text)) > 0) {
				t.Fatalf("%q: CountSpans ok = %t with long-run cuts %v", text, ok, longRunCuts(text))
			}
			if !ok {
				continue
			}
			if want, _, _ := CountBounded(enc, text); total != want {
				t.Fatalf("%s: CountSpans(%q) total %d, CountBounded %d", enc, text, total, want)
			}
			for i, sp := range spans {
				if want, _, _ := CountBounded(enc, text[sp[0]:sp[1]]); each[i] != want {
					t.Fatalf("%s: span %v of %q: %d tokens, alone %d", enc, sp, text, each[i], want)
				}
				if chunkEnd(text[sp[0]:sp[1]]) < sp[1]-sp[0] {
					spanned++
				}
			}
		}
	}
	if spanned < 500 {
		t.Fatalf("only %d spans held a chunk boundary: the test would not notice a wrong sum", spanned)
	}
	long := []byte(strings.Repeat("x", MaxRun+1) + " y")
	if _, _, ok, err := CountSpans(O200kBase, long, [][2]int{{0, 2}}); ok || err != nil {
		t.Errorf("CountSpans of a text with a run of %d letters: ok %t, %v", MaxRun+1, ok, err)
	}
}
