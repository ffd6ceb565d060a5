package lint_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/wanttest"
	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// Fixtures live in testdata/<rule-id>/<case>/, where a case directory whose
// name starts with "bad" must make the rule fire and one starting with
// "good" must not. Each is a complete policy, with its expected findings in
// want comments (internal/wanttest).

func loadFixture(t *testing.T, dir string) *model.Policy {
	t.Helper()
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatalf("fixture %s does not load: %v", dir, err)
	}
	return p
}

// check reports the mismatches between findings and want comments as test
// errors.
func check(t *testing.T, p *model.Policy, ds []report.Diagnostic) {
	t.Helper()
	for _, s := range wanttest.Check(p.Comments, ds) {
		t.Error(s)
	}
}

func TestFixtures(t *testing.T) {
	entries, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "shipped" {
			continue
		}
		rule := e.Name()
		have[rule] = true
		if lint.Lookup(rule) == nil {
			t.Errorf("testdata/%s: no rule has that id", rule)
			continue
		}
		cases, _ := os.ReadDir(filepath.Join("testdata", rule))
		var bad, good int
		for _, c := range cases {
			dir := filepath.Join("testdata", rule, c.Name())
			isBad := strings.HasPrefix(c.Name(), "bad")
			if !c.IsDir() || (!isBad && !strings.HasPrefix(c.Name(), "good")) {
				continue
			}
			if isBad {
				bad++
			} else {
				good++
			}
			t.Run(rule+"/"+c.Name(), func(t *testing.T) {
				p := loadFixture(t, dir)
				res := lint.Run(p)
				check(t, p, res.Diagnostics)
				fired := 0
				for _, d := range res.Diagnostics {
					if d.Rule == rule {
						fired++
					}
				}
				if isBad && fired == 0 {
					t.Errorf("rule %s did not fire on its bad fixture", rule)
				}
				if !isBad && fired > 0 {
					t.Errorf("rule %s fired %d times on its good fixture", rule, fired)
				}
			})
		}
		if bad == 0 || good == 0 {
			t.Errorf("testdata/%s needs a bad and a good case (has %d bad, %d good)", rule, bad, good)
		}
	}
	for _, r := range lint.Rules {
		if !have[r.ID] {
			t.Errorf("rule %s has no fixture folder testdata/%s", r.ID, r.ID)
		}
	}
}
