package breaking_test

import (
	"path/filepath"
	"testing"

	"github.com/toolpolicy/toolpolicy/breaking"
	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/wanttest"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
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
	wanttest.Cases(t, breaking.RuleIDs(), nil, func(t *testing.T, dir string) ([]report.Diagnostic, []string) {
		old, new := loadCase(t, filepath.Join(dir, "previous")), loadCase(t, filepath.Join(dir, "current"))
		ds := breaking.Check(old, new)
		return ds, wanttest.CheckPositions(append(old.Comments, new.Comments...), ds)
	}, func(d report.Diagnostic) bool { return d.Severity != breaking.SeverityNote })
}

func loadCase(t *testing.T, dir string) *model.Policy {
	t.Helper()
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatalf("%s does not load: %v", dir, err)
	}
	return p
}
