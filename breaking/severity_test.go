package breaking_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/breaking"
	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// loadSrc compiles one policy file from a fresh directory.
func loadSrc(t *testing.T, src string) *model.Policy {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "policy.cue"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatalf("loading: %v", err)
	}
	return p
}

// The policy's lint.rules block sets breaking-change severities too; the
// new policy's setting is the one that applies.
func TestSeverityOverrides(t *testing.T) {
	// exec_wait removed while its removal is TBD: replay and
	// deprecation-window errors by default.
	removed := []string{`exec_wait: {state: "hidden-compatibility"`, `exec_wait: {state: "removed"`}
	// voice joins the default head, acknowledged: head-change notes and
	// budget-regression warnings (one per mode) by default.
	grown := []string{`voice: {state: "deferred"}`, `voice: {state: "active"}`,
		`min_deprecation_releases: 1`, `min_deprecation_releases: 1` + "\n\thead_changes: [{provider: \"default\", added: [\"voice\"], reason: \"voice\"}]"}
	rules := func(body string) string { return "\nlint: rules: {" + body + "}\n" }

	for _, tc := range []struct {
		name     string
		old, new string
		want     []string
	}{
		{
			name: "defaults",
			old:  base, new: edit(t, base, removed...),
			want: []string{"deprecation-window/error", "replay/error"},
		},
		{
			name: "a rule lowered to warning",
			old:  base, new: edit(t, base, removed...) + rules(`replay: "warning"`),
			want: []string{"deprecation-window/error", "replay/warning"},
		},
		{
			name: "a rule turned off",
			old:  base, new: edit(t, base, removed...) + rules(`"deprecation-window": "off"`),
			want: []string{"replay/error"},
		},
		{
			name: "the previous policy's setting does not apply",
			old:  base + rules(`replay: "off", "deprecation-window": "warning"`), new: edit(t, base, removed...),
			want: []string{"deprecation-window/error", "replay/error"},
		},
		{
			name: "a warning raised to error",
			old:  base, new: edit(t, base, grown...) + rules(`"budget-regression": "error"`),
			want: []string{"budget-regression/error", "head-change/note"},
		},
		{
			name: "an acknowledged head change stays a note",
			old:  base, new: edit(t, base, grown...) + rules(`"head-change": "warning"`),
			want: []string{"budget-regression/warning", "head-change/note"},
		},
		{
			name: "off drops the notes too",
			old:  base, new: edit(t, base, grown...) + rules(`"head-change": "off", "budget-regression": "off"`),
			want: nil,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			old, new := loadSrc(t, tc.old), loadSrc(t, tc.new)
			ds := breaking.Check(old, new)
			if got := rulesOf(ds); strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Fatalf("findings %v, want %v:%s", got, tc.want, dump(ds))
			}
			// The setting is valid lint configuration, not an unknown rule.
			for _, d := range lint.Run(new).Diagnostics {
				if d.Rule == "lint-config" {
					t.Errorf("lint rejects the breaking-rule setting: %s: %s", d.Pos, d.Message)
				}
			}
		})
	}
}

// A severity lowered to warning no longer fails the default fail level, and
// one raised to error does: the exit code follows the policy's setting.
func TestSeverityOverrideCounts(t *testing.T) {
	removed := edit(t, base, `exec_wait: {state: "hidden-compatibility"`, `exec_wait: {state: "removed"`)
	lowered := removed + "\nlint: rules: {replay: \"warning\", \"deprecation-window\": \"warning\"}\n"
	ds := breaking.Check(loadSrc(t, base), loadSrc(t, lowered))
	if n := breaking.Count(ds, report.SeverityError); n != 0 {
		t.Errorf("%d findings at error after lowering both rules:%s", n, dump(ds))
	}
	if n := breaking.Count(ds, report.SeverityWarning); n != 2 {
		t.Errorf("%d findings at warning, want 2:%s", n, dump(ds))
	}
}
