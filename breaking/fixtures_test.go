package breaking_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/breaking"
	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/wanttest"
	"github.com/toolpolicy/toolpolicy/model"
)

// Fixtures live in testdata/<rule-id>/<case>/{previous,current}/, buf's
// layout: the policy before and after a change, each complete. A case whose
// name starts with "bad" must make the rule fire and one starting with
// "good" must not (notes, an acknowledged head change, are not firing).
// Expected findings are want comments (internal/wanttest)
// on the line they point at, in the current policy or, for a declaration
// the change deleted, in the previous one. Every finding of every rule must
// be wanted, at its exact column.
func TestFixtures(t *testing.T) {
	have := map[string]bool{}
	for _, r := range breaking.Rules {
		cases, err := os.ReadDir(filepath.Join("testdata", r.ID))
		if err != nil {
			t.Errorf("rule %s has no fixture folder testdata/%s", r.ID, r.ID)
			continue
		}
		have[r.ID] = true
		var bad, good int
		for _, c := range cases {
			isBad := strings.HasPrefix(c.Name(), "bad")
			if !isBad && !strings.HasPrefix(c.Name(), "good") {
				t.Errorf("testdata/%s/%s: a case is named bad… or good…", r.ID, c.Name())
				continue
			}
			if isBad {
				bad++
			} else {
				good++
			}
			dir := filepath.Join("testdata", r.ID, c.Name())
			t.Run(r.ID+"/"+c.Name(), func(t *testing.T) {
				old, new := loadCase(t, filepath.Join(dir, "previous")), loadCase(t, filepath.Join(dir, "current"))
				ds := breaking.Check(old, new)
				for _, p := range wanttest.CheckPositions(append(old.Comments, new.Comments...), ds) {
					t.Error(p)
				}
				fired := 0
				for _, d := range ds {
					if d.Rule == r.ID && d.Severity != breaking.SeverityNote {
						fired++
					}
				}
				if isBad && fired == 0 {
					t.Errorf("rule %s did not fire on its bad case", r.ID)
				}
				if !isBad && fired > 0 {
					t.Errorf("rule %s fired %d times on its good case", r.ID, fired)
				}
			})
		}
		if bad == 0 || good == 0 {
			t.Errorf("testdata/%s needs a bad and a good case (has %d bad, %d good)", r.ID, bad, good)
		}
	}
	entries, _ := os.ReadDir("testdata")
	for _, e := range entries {
		if !have[e.Name()] {
			t.Errorf("testdata/%s: no breaking rule has that id", e.Name())
		}
	}
}

func loadCase(t *testing.T, dir string) *model.Policy {
	t.Helper()
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatalf("%s does not load: %v", dir, err)
	}
	return p
}
