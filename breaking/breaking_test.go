package breaking_test

import (
	"errors"
	"fmt"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/breaking"
	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/gitref"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// base is a small policy with a name in every state, a manifest, a retired
// name and two providers (one with an explicit head).
const base = `package toolpolicy

release: {
	version:                  "0.8.53"
	min_deprecation_releases: 1
}

tools: {
	read_file: {state: "active"}
	checklist_write: {state: "active"}
	exec_shell_wait: {state: "active", implementation: "ShellWaitTool"}
	exec_wait: {state: "hidden-compatibility", implementation: "ShellWaitTool"}
	speech: {state: "deferred"}
	voice: {state: "deferred"}
	notes: {state: "deferred"}
	tts: {state: "hidden-compatibility"}
	todo_write: {state: "deprecated"}
	old_tool: {state: "removed"}
}

aliases: {
	exec_wait: {
		replacement:        "exec_shell_wait"
		first_deprecated:   "0.8.53"
		planned_removal:    "TBD"
		removal_not_before: "0.9.0"
		replay_supported:   true
	}
	tts: {
		replacement:      "speech"
		first_deprecated: "0.8.53"
		planned_removal:  "TBD"
		replay_supported: true
	}
	todo_write: {
		replacement:      "checklist_write"
		first_deprecated: "0.8.40"
		planned_removal:  "0.9.0"
		replay_supported: true
		note:             "deprecated: use checklist_write instead"
	}
}

retired: agent_spawn: reason: "replaced by agent_open"

providers: {
	default: {
		default: true
		budget: {target: 3, max: 5}
	}
	small: {
		models: ["small*"]
		first_turn: ["read_file"]
		budget: {target: 1, max: 1}
	}
}

modes: {
	plan: mcp:  "deferred"
	agent: mcp: "deferred"
}
`

// edit applies old → new replacements to base, failing when one does not apply.
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

// compare commits old then new to a fresh repository and checks the working
// tree against HEAD~1, the way `toolpolicy breaking --against HEAD~1` does.
func compare(t *testing.T, oldSrc, newSrc string) (*model.Policy, *model.Policy, []report.Diagnostic) {
	t.Helper()
	r := newRepo(t)
	r.write(map[string]string{"policy.cue": oldSrc})
	r.commit("old")
	r.write(map[string]string{"policy.cue": newSrc})
	r.commit("new")
	old, err := loadAgainst("HEAD~1", r.policyDir())
	if err != nil {
		t.Fatalf("loading HEAD~1: %v", err)
	}
	new, err := compiler.LoadDir(r.policyDir())
	if err != nil {
		t.Fatalf("loading the new policy: %v", err)
	}
	return old, new, breaking.Check(old, new)
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

func TestRules(t *testing.T) {
	cases := []struct {
		name  string
		edits []string
		want  []string // rule/severity of every finding, sorted; nil: none
		// msg, when set, must appear in some finding's message.
		msg string
	}{
		// replay
		{
			name:  "replay: hidden name removed while its removal is TBD",
			edits: []string{`exec_wait: {state: "hidden-compatibility"`, `exec_wait: {state: "removed"`},
			want:  []string{"deprecation-window/error", "replay/error"},
			msg:   "exec_wait became removed, so old transcripts that call it fail",
		},
		{
			name:  "replay: hidden name deleted",
			edits: []string{`exec_wait: {state: "hidden-compatibility", implementation: "ShellWaitTool"}`, ``},
			want:  []string{"replay/error", "transition/error"},
			msg:   "exec_wait is no longer declared, but old transcripts that call it must replay",
		},
		{
			name:  "replay: replay support switched off early",
			edits: []string{"planned_removal:  \"TBD\"\n\t\treplay_supported: true", "planned_removal:  \"TBD\"\n\t\treplay_supported: false"},
			want:  []string{"replay/error"},
			msg:   "replay support for tts was switched off",
		},
		{
			name:  "replay: planned removal moved earlier",
			edits: []string{`planned_removal:  "0.9.0"`, `planned_removal:  "0.8.60"`},
			want:  []string{"deprecation-window/error", "replay/error"},
			msg:   "planned removal of todo_write moved earlier, 0.9.0 → 0.8.60",
		},
		{
			name: "replay: quiet when the planned removal is reached and the window has passed",
			edits: []string{`version:                  "0.8.53"`, `version:                  "0.9.0"`,
				`todo_write: {state: "deprecated"}`, `todo_write: {state: "removed"}`},
		},

		// tombstone
		{
			name:  "tombstone: removed tool deleted",
			edits: []string{`old_tool: {state: "removed"}`, ``},
			want:  []string{"tombstone/error"},
			msg:   "removed tool old_tool was deleted",
		},
		{
			name:  "tombstone: removed tool registered again",
			edits: []string{`old_tool: {state: "removed"}`, `old_tool: {state: "deferred"}`},
			want:  []string{"tombstone/error"},
			msg:   "old_tool was removed and is registered again as deferred",
		},
		{
			name:  "tombstone: retired entry deleted",
			edits: []string{`retired: agent_spawn: reason: "replaced by agent_open"`, ``},
			want:  []string{"tombstone/error"},
			msg:   "retired name agent_spawn was deleted from retired",
		},
		{
			name:  "tombstone: retired name registered as a tool",
			edits: []string{`notes: {state: "deferred"}`, `notes: {state: "deferred"}` + "\n\tagent_spawn: {state: \"deferred\"}"},
			want:  []string{"tombstone/error"},
			msg:   "retired name agent_spawn is registered again as deferred",
		},
		{
			name: "tombstone: quiet when tombstones stay and more are added",
			edits: []string{`old_tool: {state: "removed"}`, `old_tool: {state: "removed", niche: "gone since 0.8.0"}`,
				`retired: agent_spawn: reason: "replaced by agent_open"`, `retired: {agent_spawn: reason: "replaced by agent_open", agent_wait: {}}`},
		},

		// transition
		{
			name:  "transition: deferred straight to removed",
			edits: []string{`notes: {state: "deferred"}`, `notes: {state: "removed"}`},
			want:  []string{"transition/error"},
			msg:   "notes moved deferred → removed, which the lifecycle does not allow; from deferred a name may move to active, hidden-compatibility or deprecated",
		},
		{
			name:  "transition: hidden name made visible again",
			edits: []string{`tts: {state: "hidden-compatibility"}`, `tts: {state: "deferred"}`},
			want:  []string{"transition/error"},
			msg:   "tts moved hidden-compatibility → deferred",
		},
		{
			name:  "transition: live name deleted",
			edits: []string{`notes: {state: "deferred"}`, ``},
			want:  []string{"transition/error"},
			msg:   "notes (deferred) is no longer declared",
		},
		{
			name: "transition: quiet on allowed moves",
			edits: []string{`tts: {state: "hidden-compatibility"}`, `tts: {state: "deprecated"}`,
				`notes: {state: "deferred"}`, `notes: {state: "hidden-compatibility"}`,
				`speech: {state: "deferred"}`, `speech: {state: "deferred"}` + "\n\tbrand_new: {state: \"deferred\"}"},
		},

		// alias-retarget
		{
			name:  "alias-retarget: hidden alias points elsewhere",
			edits: []string{`replacement:      "speech"`, `replacement:      "voice"`},
			want:  []string{"alias-retarget/error"},
			msg:   "tts now stands for voice instead of speech",
		},
		{
			name:  "alias-retarget: hidden name's implementation changed",
			edits: []string{`exec_wait: {state: "hidden-compatibility", implementation: "ShellWaitTool"}`, `exec_wait: {state: "hidden-compatibility", implementation: "OtherTool"}`},
			want:  []string{"alias-retarget/error"},
			msg:   "exec_wait (hidden-compatibility) is now implemented by OtherTool instead of ShellWaitTool",
		},
		{
			name:  "alias-retarget: quiet when only the note changes",
			edits: []string{`note:             "deprecated: use checklist_write instead"`, `note:             "deprecated: call checklist_write"`},
		},

		// deprecation-window
		{
			name:  "deprecation-window: removal scheduled inside the window",
			edits: []string{"replacement:      \"speech\"\n\t\tfirst_deprecated: \"0.8.53\"\n\t\tplanned_removal:  \"TBD\"", "replacement:      \"speech\"\n\t\tfirst_deprecated: \"0.8.53\"\n\t\tplanned_removal:  \"0.8.60\""},
			want:  []string{"deprecation-window/error"},
			msg:   "tts is scheduled for removal in 0.8.60, 0 minor releases after its first deprecation in 0.8.53; the window is 1 (release.min_deprecation_releases): 0.9.0 or a later 0.x release",
		},
		{
			name: "deprecation-window: removal due but inside a window the change shortened",
			edits: []string{`version:                  "0.8.53"`, `version:                  "0.9.0"`,
				`min_deprecation_releases: 1`, `min_deprecation_releases: 0`,
				`first_deprecated: "0.8.40"`, `first_deprecated: "0.9.0"`,
				`todo_write: {state: "deprecated"}`, `todo_write: {state: "removed"}`},
			want: []string{"deprecation-window/error"},
			msg:  "todo_write is removed in 0.9.0, 0 minor releases after its first deprecation in 0.9.0; the window is 1",
		},
		{
			name:  "deprecation-window: quiet when scheduled after the window",
			edits: []string{"replacement:      \"speech\"\n\t\tfirst_deprecated: \"0.8.53\"\n\t\tplanned_removal:  \"TBD\"", "replacement:      \"speech\"\n\t\tfirst_deprecated: \"0.8.53\"\n\t\tplanned_removal:  \"0.9.0\""},
		},

		// head-change and budget-regression
		{
			name:  "head-change: default head shrinks without acknowledgement",
			edits: []string{`checklist_write: {state: "active"}`, `checklist_write: {state: "deferred"}`},
			want:  []string{"head-change/error"},
			msg:   "first-turn head of default × agent, plan changed without acknowledgement: 3 → 2 builtin tools (budget target 3, max 5); left: checklist_write; fingerprint sha256:",
		},
		{
			name: "head-change: acknowledged for the provider in every mode",
			edits: []string{`checklist_write: {state: "active"}`, `checklist_write: {state: "deferred"}`,
				`min_deprecation_releases: 1`, `min_deprecation_releases: 1` + "\n\thead_changes: [{provider: \"default\", reason: \"diet\"}]"},
			want: []string{"head-change/note"},
			msg:  `first-turn head of default × agent, plan changed, acknowledged in release.head_changes ("diet")`,
		},
		{
			name: "head-change: an acknowledgement for one mode covers only that mode",
			edits: []string{`checklist_write: {state: "active"}`, `checklist_write: {state: "deferred"}`,
				`min_deprecation_releases: 1`, `min_deprecation_releases: 1` + "\n\thead_changes: [{provider: \"default\", mode: \"plan\", reason: \"diet\"}]"},
			want: []string{"head-change/error", "head-change/note"},
			msg:  "first-turn head of default × agent changed without acknowledgement",
		},
		{
			name:  "head-change: an explicit head gains a name",
			edits: []string{`first_turn: ["read_file"]`, `first_turn: ["read_file", "notes"]`},
			want:  []string{"budget-regression/warning", "head-change/error"},
			msg:   "first-turn head of small × agent, plan changed without acknowledgement: 1 → 2 builtin tools (budget target 1, max 1); entered: notes",
		},
		{
			name: "budget-regression: the default head grows, acknowledged",
			edits: []string{`voice: {state: "deferred"}`, `voice: {state: "active"}`,
				`min_deprecation_releases: 1`, `min_deprecation_releases: 1` + "\n\thead_changes: [{provider: \"default\", reason: \"voice\"}]"},
			want: []string{"budget-regression/warning", "head-change/note"},
			msg:  "first-turn head of default × agent, plan grew from 3 to 4 builtin tools; headroom to target: 0 → -1, to max: 2 → 1",
		},
		{
			name:  "head-change: quiet when nothing in any head changes",
			edits: []string{`voice: {state: "deferred"}`, `voice: {state: "hidden-compatibility"}`},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, _, ds := compare(t, base, edit(t, base, tc.edits...))
			got := rulesOf(ds)
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Fatalf("findings %v, want %v:%s", got, tc.want, dump(ds))
			}
			if tc.msg != "" {
				found := false
				for _, d := range ds {
					found = found || strings.Contains(d.Message, tc.msg)
				}
				if !found {
					t.Errorf("no finding says %q:%s", tc.msg, dump(ds))
				}
			}
			for _, d := range ds {
				if !d.Pos.IsValid() {
					t.Errorf("finding without a position: %+v", d)
				}
			}
		})
	}
}

// Deletions are reported at the old declaration, named by the ref; other
// findings at the new one.
func TestPositions(t *testing.T) {
	_, _, ds := compare(t, base, edit(t, base,
		`notes: {state: "deferred"}`, ``,
		`tts: {state: "hidden-compatibility"}`, `tts: {state: "deferred"}`))
	if len(ds) != 2 {
		t.Fatalf("want 2 findings:%s", dump(ds))
	}
	line := func(src, decl string) int {
		return strings.Count(src[:strings.Index(src, decl)], "\n") + 1
	}
	var deleted, moved report.Diagnostic
	for _, d := range ds {
		if strings.Contains(d.Message, "no longer declared") {
			deleted = d
		} else {
			moved = d
		}
	}
	if want := fmt.Sprintf("HEAD~1:policy/policy.cue:%d:2", line(base, "notes:")); deleted.Pos.String() != want {
		t.Errorf("deleted name reported at %s, want %s", deleted.Pos, want)
	}
	if !strings.HasSuffix(moved.Pos.File, filepath.ToSlash(filepath.Join("policy", "policy.cue"))) || strings.Contains(moved.Pos.File, "HEAD") {
		t.Errorf("moved name reported at %s, want the new policy file", moved.Pos)
	}
}

func TestSamePolicyReportsNothing(t *testing.T) {
	old, new, ds := compare(t, base, base)
	if len(ds) != 0 {
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

func TestShippedPolicyAgainstItself(t *testing.T) {
	p, err := compiler.LoadDir("../policy")
	if err != nil {
		t.Fatal(err)
	}
	q, err := compiler.LoadDir("../policy")
	if err != nil {
		t.Fatal(err)
	}
	if ds := breaking.Check(p, q); len(ds) != 0 {
		t.Fatalf("shipped policy against itself:%s", dump(ds))
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
		"min_deprecation_releases: 1\n\thead_changes: [{provider: \"default\", reason: \"v0.8.53 diet: exec_wait and exec_interact become hidden-compatibility\"}]")
	return out
}

func TestDiet(t *testing.T) {
	shipped := readShipped(t)
	for _, ack := range []bool{true, false} {
		t.Run(fmt.Sprintf("acknowledged=%v", ack), func(t *testing.T) {
			r := newRepo(t)
			r.write(preDiet(t, shipped))
			r.commit("pre-diet head")
			next := shipped
			if ack {
				next = acknowledgeDiet(t, shipped)
			}
			r.write(next)
			r.commit("diet")
			old, err := loadAgainst("HEAD~1", r.policyDir())
			if err != nil {
				t.Fatal(err)
			}
			new, err := compiler.LoadDir(r.policyDir())
			if err != nil {
				t.Fatal(err)
			}
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

func TestLoadAgainstErrors(t *testing.T) {
	r := newRepo(t)
	r.write(map[string]string{"policy.cue": base})
	r.commit("good")
	r.write(map[string]string{"policy.cue": strings.Replace(base, `state: "deferred"`, `state: "sleeping"`, 1)})
	r.commit("bad")
	r.write(map[string]string{"policy.cue": base})

	_, err := loadAgainst("no-such-ref", r.policyDir())
	var re *gitref.RefError
	if !errors.As(err, &re) || !strings.Contains(err.Error(), "not a commit") {
		t.Errorf("unknown ref: %v", err)
	}
	_, err = loadAgainst("HEAD", r.policyDir())
	var le *compiler.LoadError
	if !errors.As(err, &le) {
		t.Fatalf("broken previous policy: %v", err)
	}
	if le.Dir != "HEAD:policy" || len(le.Problems) == 0 || le.Problems[0].Pos.File != "HEAD:policy/policy.cue" {
		t.Errorf("load error not labelled with the ref: %v", le)
	}
	if _, err := loadAgainst("HEAD~1", r.policyDir()); err != nil {
		t.Errorf("good ref: %v", err)
	}
	// The working tree and index are untouched.
	if st := r.git("status", "--porcelain"); st != " M policy/policy.cue\n" {
		t.Errorf("git status after loading refs: %q", st)
	}
}

func TestLoadAgainstDirectory(t *testing.T) {
	root := t.TempDir()
	nested := filepath.Join(root, "checkout", "policy")
	if err := os.MkdirAll(nested, 0o755); err != nil {
		t.Fatal(err)
	}
	old := edit(t, base, `notes: {state: "deferred"}`, `notes: {state: "deferred"}`+"\n\textra: {state: \"deferred\"}")
	if err := os.WriteFile(filepath.Join(nested, "p.cue"), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	// A directory holding .cue files is the policy itself...
	p, err := loadAgainst(nested, "policy")
	if err != nil || p.Tools["extra"] == nil {
		t.Fatalf("direct directory: %v", err)
	}
	// ...any other directory holds it at the --policy path.
	p, err = loadAgainst(filepath.Join(root, "checkout"), "policy")
	if err != nil || p.Tools["extra"] == nil {
		t.Fatalf("checkout directory: %v", err)
	}
	if _, err := loadAgainst(root, "policy"); err == nil {
		t.Error("a directory without the policy loaded")
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
// finding names the model, and the previous policy is read from a directory.
func TestGatedHeadChange(t *testing.T) {
	oldDir := filepath.Join(t.TempDir(), "policy")
	if err := os.MkdirAll(oldDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, src := range readShipped(t) {
		if err := os.WriteFile(filepath.Join(oldDir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	newDir := filepath.Join(t.TempDir(), "policy")
	if err := os.MkdirAll(newDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, src := range readShipped(t) {
		if name == "lifecycle.cue" {
			src = edit(t, src, "tool_agent: {\n\t\tstate:          \"deferred\"", "tool_agent: {\n\t\tstate:          \"active\"")
		}
		if err := os.WriteFile(filepath.Join(newDir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old, err := loadAgainst(filepath.Dir(oldDir), "policy")
	if err != nil {
		t.Fatal(err)
	}
	new, err := compiler.LoadDir(newDir)
	if err != nil {
		t.Fatal(err)
	}
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

// An acknowledgement belongs to its release: carried unchanged into the next
// release it no longer covers a head change, within the same release it does.
func TestStaleAcknowledgement(t *testing.T) {
	acked := edit(t, base, `min_deprecation_releases: 1`, `min_deprecation_releases: 1`+"\n\thead_changes: [{provider: \"default\", reason: \"diet\"}]")
	shrink := []string{`checklist_write: {state: "active"}`, `checklist_write: {state: "deferred"}`}

	_, _, ds := compare(t, acked, edit(t, acked, append(shrink, `version:                  "0.8.53"`, `version:                  "0.8.54"`)...))
	if got := strings.Join(rulesOf(ds), " "); got != "head-change/error" {
		t.Fatalf("carried into a new release: %s:%s", got, dump(ds))
	}
	if !strings.Contains(ds[0].Suggestion, "release.head_changes still holds release 0.8.53's acknowledgement for default") {
		t.Errorf("suggestion: %q", ds[0].Suggestion)
	}

	_, _, ds = compare(t, acked, edit(t, acked, shrink...))
	if got := strings.Join(rulesOf(ds), " "); got != "head-change/note" {
		t.Fatalf("same release: %s:%s", got, dump(ds))
	}
}

// The shipped policy itself, exactly as checked in, acknowledges its diet:
// against the pre-diet head it reports notes only.
func TestShippedPolicyAcknowledgesItsDiet(t *testing.T) {
	r := newRepo(t)
	r.write(preDiet(t, readShipped(t)))
	r.commit("pre-diet head")
	old, err := loadAgainst("HEAD", r.policyDir())
	if err != nil {
		t.Fatal(err)
	}
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
