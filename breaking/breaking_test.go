package breaking_test

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/breaking"
	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// edit applies old → new replacements to src, failing when one does not apply.
func edit(t *testing.T, src string, pairs ...string) string {
	t.Helper()
	for i := 0; i < len(pairs); i += 2 {
		if !strings.Contains(src, pairs[i]) {
			t.Fatalf("edit: %q not in the policy", pairs[i])
		}
		src = strings.Replace(src, pairs[i], pairs[i+1], 1)
	}
	return src
}

// loadFiles compiles a policy made of the given files.
func loadFiles(t *testing.T, files map[string]string) *model.Policy {
	t.Helper()
	p, err := compiler.LoadDir(policytest.WriteFiles(t, filepath.Join(t.TempDir(), "policy"), files))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func rulesOf(ds []report.Diagnostic) []string {
	var out []string
	for _, d := range ds {
		out = append(out, fmt.Sprintf("%s/%s", d.Rule, d.Severity))
	}
	sort.Strings(out)
	return out
}

func dump(ds []report.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "\n  %s: %s: %s [%s]", d.Pos, d.Severity, d.Message, d.Rule)
	}
	return b.String()
}

// The shipped policy against itself: no finding, and a summary of no change.
func TestSamePolicyReportsNothing(t *testing.T) {
	old, err := compiler.LoadDir("../policy")
	if err != nil {
		t.Fatal(err)
	}
	new, err := compiler.LoadDir("../policy")
	if err != nil {
		t.Fatal(err)
	}
	if ds := breaking.Check(old, new); len(ds) != 0 {
		t.Fatalf("a policy against itself:%s", dump(ds))
	}
	s := breaking.Summarize("HEAD~1", old, new)
	if len(s.Lifecycle) != 0 || len(s.Changes) != 0 {
		t.Errorf("summary of no change: %+v %+v", s.Lifecycle, s.Changes)
	}
	for _, h := range s.Heads {
		if h.Changed || len(h.Moves) > 0 {
			t.Errorf("head %s reported as changed", h.Target())
		}
	}
}

func readShipped(t *testing.T) map[string]string {
	t.Helper()
	return policytest.Shipped(t, "../policy")
}

// preDiet returns the shipped policy as it was before seed 000's diet:
// exec_wait and exec_interact still in the default head.
func preDiet(t *testing.T, files map[string]string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for k, v := range files {
		out[k] = v
	}
	out["lifecycle.cue"] = edit(t, files["lifecycle.cue"],
		`exec_wait: {state: "hidden-compatibility"`, `exec_wait: {state: "active"`,
		`exec_interact: {state: "hidden-compatibility"`, `exec_interact: {state: "active"`)
	return out
}

func acknowledgeDiet(t *testing.T, files map[string]string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for k, v := range files {
		out[k] = v
	}
	if strings.Contains(files["lifecycle.cue"], "head_changes") {
		t.Fatal("the shipped policy already acknowledges a head change; this test needs updating")
	}
	out["lifecycle.cue"] = edit(t, files["lifecycle.cue"], "min_deprecation_releases: 1",
		"min_deprecation_releases: 1\n\thead_changes: [{provider: \"default\", removed: [\"exec_wait\", \"exec_interact\"], reason: \"v0.8.53 diet: exec_wait and exec_interact become hidden-compatibility\"}]")
	return out
}

func TestDiet(t *testing.T) {
	shipped := readShipped(t)
	for _, ack := range []bool{true, false} {
		t.Run(fmt.Sprintf("acknowledged=%v", ack), func(t *testing.T) {
			next := shipped
			if ack {
				next = acknowledgeDiet(t, shipped)
			}
			old, new := loadFiles(t, preDiet(t, shipped)), loadFiles(t, next)
			ds := breaking.Check(old, new)
			want := report.SeverityError
			if ack {
				want = breaking.SeverityNote
			}
			// The default head changes in each of the three modes, the
			// same way: one change, one finding naming the modes. Arcee's
			// explicit head does not change.
			if len(ds) != 1 || !strings.Contains(ds[0].Message, "head of default × agent, plan, yolo changed") {
				t.Fatalf("want one head-change for the three default modes:%s", dump(ds))
			}
			for _, d := range ds {
				if d.Rule != "head-change" || d.Severity != want || !strings.Contains(d.Message, "left: exec_interact, exec_wait") ||
					!strings.Contains(d.Message, "26 → 24 builtin tools (budget target 22, max 26)") {
					t.Errorf("unexpected finding:%s", dump([]report.Diagnostic{d}))
				}
			}
			if got := breaking.Count(ds, report.SeverityError); (got > 0) == ack {
				t.Errorf("%d findings at error level with acknowledged=%v", got, ack)
			}
			s := breaking.Summarize("HEAD~1", old, new)
			var changed []string
			for _, h := range s.Heads {
				if h.Changed {
					changed = append(changed, h.Target())
					if h.Old.Fingerprint == h.New.Fingerprint || h.Old.Builtin != 26 || h.New.Builtin != 24 {
						t.Errorf("%s: %+v → %+v", h.Target(), h.Old, h.New)
					}
					if (h.Acknowledged != "") != ack {
						t.Errorf("%s acknowledged %q", h.Target(), h.Acknowledged)
					}
				}
			}
			if strings.Join(changed, ", ") != "default × agent, default × plan, default × yolo" {
				t.Errorf("changed heads: %v", changed)
			}
		})
	}
}

func TestTransitionsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/policy.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), breaking.TransitionsMarkdown()) {
		t.Errorf("docs/policy.md does not carry the transition table; paste breaking.TransitionsMarkdown():\n%s", breaking.TransitionsMarkdown())
	}
	// Nothing leaves removed, and the two ways in are conditional.
	for _, tr := range breaking.Transitions {
		if tr.From == model.StateRemoved {
			t.Errorf("transition out of removed: %+v", tr)
		}
		if tr.To == model.StateRemoved && tr.When == "" {
			t.Errorf("unconditional removal: %+v", tr)
		}
	}
}

// A gated tool entering the head changes only the gated class's head; the
// finding names the model.
func TestGatedHeadChange(t *testing.T) {
	files := readShipped(t)
	old := loadFiles(t, files)
	files["lifecycle.cue"] = edit(t, files["lifecycle.cue"], "tool_agent: {\n\t\tstate:          \"deferred\"", "tool_agent: {\n\t\tstate:          \"active\"")
	new := loadFiles(t, files)
	ds := breaking.Check(old, new)
	if got := strings.Join(rulesOf(ds), " "); got != "budget-regression/warning head-change/error" {
		t.Fatalf("findings %s:%s", got, dump(ds))
	}
	for _, d := range ds {
		if !strings.Contains(d.Message, "(model deepseek-v4-flash)") {
			t.Errorf("finding does not name the gated model:%s", dump([]report.Diagnostic{d}))
		}
		if d.Rule == "head-change" && !strings.Contains(d.Message, "24 → 25 builtin tools (budget target 22, max 26); entered: tool_agent") {
			t.Errorf("head change:%s", dump([]report.Diagnostic{d}))
		}
	}
}

// The shipped policy itself, exactly as checked in, acknowledges its diet:
// against the pre-diet head it reports notes only.
func TestShippedPolicyAcknowledgesItsDiet(t *testing.T) {
	old := loadFiles(t, preDiet(t, readShipped(t)))
	new, err := compiler.LoadDir("../policy")
	if err != nil {
		t.Fatal(err)
	}
	ds := breaking.Check(old, new)
	if len(ds) == 0 {
		t.Fatal("the diet against the pre-diet head reported nothing")
	}
	for _, d := range ds {
		if d.Rule != "head-change" || d.Severity != breaking.SeverityNote {
			t.Errorf("want acknowledged head-change notes only:%s", dump([]report.Diagnostic{d}))
		}
	}
}
