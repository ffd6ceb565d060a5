package lint_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/wanttest"
	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/report"
)

// The shipped policies lint without errors. The CodeWhale default head is 24
// builtin tools against a target of 22 (seed 000 §5 says the diet gets to
// about 23), so that one warning is expected and nothing else.
func TestShippedPolicies(t *testing.T) {
	for _, tc := range []struct {
		dir  string
		want []string // rule ids of the expected warnings
	}{
		{"../policy", []string{"budget-target"}},
		{"../examples/pawwork", nil},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			res := lint.Run(loadFixture(t, tc.dir))
			if n := res.Count(report.SeverityError); n != 0 {
				t.Errorf("%d errors", n)
			}
			var got []string
			src := wanttest.Sources{}
			for _, d := range res.Diagnostics {
				if why := wanttest.About(d, src); why != "" {
					t.Errorf("%s: finding %s: %s", d.Pos, why, d.Message)
				}
				got = append(got, d.Rule)
				t.Logf("%s: %s: %s [%s]", d.Pos, d.Severity, d.Message, d.Rule)
			}
			if strings.Join(got, ",") != strings.Join(tc.want, ",") {
				t.Errorf("findings %v, want %v", got, tc.want)
			}
		})
	}
	res := lint.Run(loadFixture(t, "../policy"))
	if len(res.Diagnostics) == 1 {
		d := res.Diagnostics[0]
		if !strings.Contains(d.Message, "24 builtin tools, over its budget target of 22 by 2") || d.Pos.File != "../policy/providers.cue" {
			t.Errorf("budget warning = %s: %s", d.Pos, d.Message)
		}
	}
}

func TestSeverityOverride(t *testing.T) {
	p := loadFixture(t, "testdata/budget-target/bad")
	res := lint.Run(p)
	if res.Count(report.SeverityWarning) != 1 || res.AtOrAbove(report.SeverityError) != 0 || res.AtOrAbove(report.SeverityWarning) != 1 {
		t.Fatalf("default: %d warnings, %d at or above error; want 1 and 0", res.Count(report.SeverityWarning), res.AtOrAbove(report.SeverityError))
	}
	p.RuleSeverity["budget-target"] = "error"
	res = lint.Run(p)
	if res.Count(report.SeverityError) != 1 || res.Diagnostics[0].Severity != report.SeverityError {
		t.Errorf("override to error: %+v", res.Diagnostics)
	}
	p.RuleSeverity["budget-target"] = "off"
	if res = lint.Run(p); len(res.Diagnostics) != 0 {
		t.Errorf("override to off: %+v", res.Diagnostics)
	}
}

// Duplicates are reported with both positions, and the suggestion and
// related position reach the text output.
func TestDuplicateText(t *testing.T) {
	res := lint.Run(loadFixture(t, "testdata/duplicate-declaration/bad"))
	var b bytes.Buffer
	if err := report.Write(&b, "text", res.Diagnostics, lint.RuleInfos(), report.Options{}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"testdata/duplicate-declaration/bad/b.cue:11:2: error: duplicate alias \"exec_wait\" (first declared at testdata/duplicate-declaration/bad/a.cue:12:10) [duplicate-declaration]\n" +
			"    testdata/duplicate-declaration/bad/a.cue:12:10: first declaration of alias \"exec_wait\"\n",
		"testdata/duplicate-declaration/bad/a.cue:9:2: error: duplicate tool \"read_file\" (first declared at testdata/duplicate-declaration/bad/a.cue:6:2) [duplicate-declaration]",
		"6 errors, 0 warnings\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q:\n%s", want, out)
		}
	}
}
