package tokens

import "testing"

// FuzzChunkedCount holds the chunked, memoised count to the count of the
// whole text: a cut where a pre-tokenizer piece can continue would change
// the total; and CountSpans' counts of spans to their counts alone. In its own file so scripts/fuzz.sh (and .ci/run) run it.
func FuzzChunkedCount(f *testing.F) {
	f.Add("It's 2024: the dog's ball,\n  isn't it?")
	f.Add(`{"name":"mcp_github_search_record_8","description":"Search records."}`)
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 512 {
			return
		}
		for _, enc := range Encodings {
			c, err := codec(enc)
			if err != nil {
				t.Fatal(err)
			}
			want, err := c.Count(text)
			if err != nil {
				return
			}
			if got, err := memoFor(enc).count(c, []byte(text)); err != nil || got != want {
				t.Fatalf("%s: chunked count of %q = %d, %v; the whole text has %d tokens", enc, text, got, err, want)
			}
			// Spans counted in one pass are counted as alone.
			spans := [][2]int{{0, len(text) / 2}, {len(text) / 3, len(text)}, {len(text) / 4, 3 * len(text) / 4}}
			total, each, ok, err := CountSpans(enc, []byte(text), spans)
			if err != nil || !ok {
				continue // a long run: CountBounded's territory
			}
			if total != want {
				t.Fatalf("%s: CountSpans(%q) total %d; the whole text has %d tokens", enc, text, total, want)
			}
			for i, sp := range spans {
				if alone, err := c.Count(text[sp[0]:sp[1]]); err == nil && each[i] != alone {
					t.Fatalf("%s: span %v of %q: %d tokens, alone %d", enc, sp, text, each[i], alone)
				}
			}
		}
	})
}
