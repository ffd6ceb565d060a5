package model

import (
	"fmt"
	"reflect"
	"testing"
)

// The two-level index answers as one map of paths would: for entries,
// top-level fields, deep paths, an entry with more paths than it walks
// (found by map from then on), and paths declared again.
func TestDeclIndexAnswersAsAMap(t *testing.T) {
	paths := []string{"release", "release.version", "tools", "tools.a", "tools.a.state", "tools.a.parameters.properties.x.type", "lint.rules.x", "tools.b[0]"}
	for i := range 3 * maxLinear {
		paths = append(paths, fmt.Sprintf("tools.big.parameters.properties.p%d", i))
	}
	// Every path twice, some three times, interleaved.
	paths = append(paths, paths...)
	paths = append(paths, "tools.a.state", "tools.big.parameters.properties.p40", "release")
	x := NewDeclIndex(0)
	want := map[string][]Pos{}
	for i, p := range paths {
		pos := Pos{File: "f.cue", Line: i + 1, Col: 1}
		_, had := want[p]
		if again := x.Add(p, []Pos{pos}); again != had {
			t.Errorf("Add(%q) reported again=%v, declared before: %v", p, again, had)
		}
		want[p] = append(want[p], pos)
	}
	for p, ps := range want {
		if got := x.Get(p); !reflect.DeepEqual(got, ps) {
			t.Errorf("Get(%q) = %v, want %v", p, got, ps)
		}
	}
	for _, p := range []string{"tools.c", "tools.a.source", "tools.big.parameters.properties.p999", "nope", "tools.a.state.x"} {
		if got := x.Get(p); got != nil {
			t.Errorf("Get(%q) = %v for a path never declared", p, got)
		}
	}
	got := map[string][]Pos{}
	x.Each(func(p string, ps []Pos) { got[p] = ps })
	if !reflect.DeepEqual(got, want) || x.Len() != len(want) {
		t.Errorf("Each gave %d paths (Len %d), want %d", len(got), x.Len(), len(want))
	}
}
