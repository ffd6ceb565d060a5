package lint

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/resolve"
)

// The search answers over every model id, not samples: it finds an id in
// the overlap of two patterns that share no sample, and proves there is
// none when the patterns cannot both match.
func TestModelSearch(t *testing.T) {
	for _, tc := range []struct {
		a, b  string
		found bool
	}{
		{"*trinity*", "deepseek-v4*", true},
		{"arcee*", "deepseek-v4*", false},
		{"gpt-*", "*-mini", true},
		{"gpt-4", "gpt-4*", true},
		{"a*b", "*c", false},
		{"*x*y*", "*y*x*", true},
	} {
		q := &modelQuery{}
		ia, ib := q.ref(tc.a), q.ref(tc.b)
		id, found, decided := q.find(func(acc []bool) bool { return acc[ia] && acc[ib] })
		if !decided || found != tc.found {
			t.Errorf("%s and %s: found %v (%q), decided %v; want found %v", tc.a, tc.b, found, id, decided, tc.found)
		}
		if found && (!resolve.MatchModel(tc.a, id) || !resolve.MatchModel(tc.b, id)) {
			t.Errorf("%s and %s: witness %q does not match both", tc.a, tc.b, id)
		}
	}
}
