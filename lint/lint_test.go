package lint_test

import (
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

func TestFixtures(t *testing.T) {
	wanttest.Cases(t, lint.RuleIDs(), map[string]bool{"shipped": true}, func(t *testing.T, dir string) ([]report.Diagnostic, []string) {
		p := loadFixture(t, dir)
		ds := lint.Run(p).Diagnostics
		return ds, wanttest.Check(p.Comments, ds)
	}, func(report.Diagnostic) bool { return true })
}
