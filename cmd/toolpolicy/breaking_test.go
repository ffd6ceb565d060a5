package main

import (
	"encoding/json"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// policyRepo is a throwaway git repository holding a policy in policy/.
// policyRepo is a throwaway git repository with a policy under policy/.
type policyRepo struct {
	*policytest.Repo
	dir string
}

func newPolicyRepo(t *testing.T) *policyRepo {
	r := policytest.NewRepo(t)
	return &policyRepo{Repo: r, dir: r.Dir}
}

func (r *policyRepo) policy() string { return r.PolicyDir() }

func (r *policyRepo) write(files map[string]string) { r.Write(files) }

func (r *policyRepo) commit(files map[string]string, msg string) {
	r.T.Helper()
	r.Write(files)
	r.Commit(msg)
}

// shipped returns the shipped policy's files, with replacements applied to
// lifecycle.cue.
func shipped(t *testing.T, pairs ...string) map[string]string {
	t.Helper()
	files := policytest.Shipped(t, "../../policy")
	src := files["lifecycle.cue"]
	for i := 0; i < len(pairs); i += 2 {
		if !strings.Contains(src, pairs[i]) {
			t.Fatalf("%q not in policy/lifecycle.cue", pairs[i])
		}
		src = strings.Replace(src, pairs[i], pairs[i+1], 1)
	}
	files["lifecycle.cue"] = src
	return files
}

// Seed 000's diet: before it, exec_wait and exec_interact were in the head.
var preDietEdits = []string{
	`exec_wait: {state: "hidden-compatibility"`, `exec_wait: {state: "active"`,
	`exec_interact: {state: "hidden-compatibility"`, `exec_interact: {state: "active"`,
}

var ackEdits = []string{
	"min_deprecation_releases: 1",
	"min_deprecation_releases: 1\n\thead_changes: [{provider: \"default\", removed: [\"exec_interact\", \"exec_wait\"], reason: \"v0.8.53 diet (#2681)\"}]",
}

func TestBreakingShippedAgainstItself(t *testing.T) {
	r := newPolicyRepo(t)
	r.commit(shipped(t), "policy")
	code, out, errs := runCLI(t, "breaking", "--policy", r.policy(), "--against", "HEAD")
	if code != 0 || out != "no findings\n" {
		t.Errorf("breaking: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "diff", "--policy", r.policy(), "--against", "HEAD")
	if code != 0 || !strings.Contains(out, "lifecycle: 0 changes") || !strings.Contains(out, "heads: 0 of 6 changed") ||
		!strings.Contains(out, "other changes: 0") {
		t.Errorf("diff: exit %d\n%s%s", code, out, errs)
	}
	if strings.Contains(out, "unchanged") {
		t.Errorf("diff lists unchanged heads without --all:\n%s", out)
	}
	_, out, _ = runCLI(t, "diff", "--policy", r.policy(), "--against", "HEAD", "--all")
	if !regexp.MustCompile(`\n  default × agent: unchanged; \d+ builtin; headroom target -?\d+, max -?\d+; sha256:[0-9a-f]{12}\n`).MatchString(out) {
		t.Errorf("diff --all:\n%s", out)
	}
}

func TestBreakingDiet(t *testing.T) {
	r := newPolicyRepo(t)
	r.commit(shipped(t, preDietEdits...), "v0.8.52 head")
	r.commit(shipped(t, ackEdits...), "v0.8.53 diet")
	args := []string{"breaking", "--policy", r.policy(), "--against", "HEAD~1"}

	code, out, errs := runCLI(t, args...)
	if code != 0 {
		t.Fatalf("acknowledged diet: exit %d\n%s%s", code, out, errs)
	}
	// One change, one finding, naming every mode it touched.
	want := `note: first-turn head of default × agent, plan, yolo changed, acknowledged in release.head_changes ("v0.8.53 diet (#2681)"): 26 → 24 builtin tools`
	if !strings.Contains(out, want) {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
	if !strings.HasSuffix(out, "\n0 errors, 0 warnings, 1 note\n") {
		t.Errorf("closing line of:\n%s", out)
	}
	// Notes never count, whatever the fail level.
	if code, out, _ := runCLI(t, append(args, "--fail-level", "warning")...); code != 0 {
		t.Errorf("--fail-level warning: exit %d\n%s", code, out)
	}

	code, md, errs := runCLI(t, append(args, "--format", "markdown")...)
	if code != 0 {
		t.Fatalf("markdown: exit %d: %s", code, errs)
	}
	fp := regexp.MustCompile("\\| default × agent \\| changed \\(acknowledged\\): v0.8.53 diet \\(#2681\\) \\| 26 → 24 builtin \\| target -4 → -2, max 0 → 2 \\| `sha256:[0-9a-f]{12} → sha256:[0-9a-f]{12}` \\|  \\| `exec_interact`, `exec_wait` \\|")
	if !fp.MatchString(md) {
		t.Errorf("markdown lacks the default × agent head row:\n%s", md)
	}
	for _, want := range []string{
		`- **default × agent, default × plan, default × yolo**: exec\_interact active → hidden, exec\_wait active → hidden`,
		`- **arcee × agent, arcee × plan, arcee × yolo**: exec\_interact discoverable → hidden, exec\_wait discoverable → hidden`,
		"| `exec_wait` | active | hidden-compatibility |",
		`## Breaking changes against HEAD\~1`,
	} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
	if _, again, _ := runCLI(t, append(args, "--format", "markdown")...); again != md {
		t.Error("markdown output differs between two runs")
	}
	// CI formats show acknowledged changes as notices, not warnings.
	if code, gh, _ := runCLI(t, append(args, "--format", "github")...); code != 0 || strings.Count(gh, "::notice file=") != 1 || strings.Contains(gh, "::warning") {
		t.Errorf("github: exit %d\n%s", code, gh)
	}
	if code, sarif, _ := runCLI(t, append(args, "--format", "sarif")...); code != 0 || strings.Count(sarif, `"level": "note"`) != 1 {
		t.Errorf("sarif: exit %d\n%s", code, sarif)
	}

	// The same edit without the acknowledgement fails.
	r.write(shipped(t))
	code, out, errs = runCLI(t, args...)
	if code != exitBreaking {
		t.Fatalf("unacknowledged diet: exit %d, want %d\n%s%s", code, exitBreaking, out, errs)
	}
	if !strings.Contains(out, "error: first-turn head of default × agent, plan, yolo changed without acknowledgement") ||
		!strings.Contains(out, "1 error, 0 warnings") || !strings.Contains(errs, "1 breaking change against HEAD~1") {
		t.Errorf("unacknowledged diet output:\n%s%s", out, errs)
	}
}

func TestBreakingFormats(t *testing.T) {
	r := newPolicyRepo(t)
	r.commit(shipped(t, preDietEdits...), "v0.8.52 head")
	r.commit(shipped(t), "unacknowledged diet")
	args := []string{"breaking", "--policy", r.policy(), "--against", "HEAD~1", "--format"}

	code, out, _ := runCLI(t, append(args, "json")...)
	var ds []struct{ Rule, Severity string }
	if err := json.Unmarshal([]byte(out), &ds); err != nil || code != exitBreaking || len(ds) != 1 || ds[0].Rule != "head-change" {
		t.Errorf("json: exit %d, %v\n%s", code, err, out)
	}
	code, out, _ = runCLI(t, append(args, "sarif")...)
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct{ Rules []struct{ ID string } }
			}
			Results []struct{ RuleID string }
		}
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || code != exitBreaking || len(log.Runs) != 1 ||
		len(log.Runs[0].Results) != 1 || len(log.Runs[0].Tool.Driver.Rules) < 7 {
		t.Errorf("sarif: exit %d, %v\n%s", code, err, out)
	}
	code, out, _ = runCLI(t, append(args, "github")...)
	if code != exitBreaking || strings.Count(out, "::error file=") != 1 {
		t.Errorf("github: exit %d\n%s", code, out)
	}
	if code, _, errs := runCLI(t, append(args, "yaml")...); code != exitLoad || !strings.Contains(errs, "--format must be one of") {
		t.Errorf("bad format: exit %d %s", code, errs)
	}
}

func TestBreakingLoadFailures(t *testing.T) {
	r := newPolicyRepo(t)
	r.commit(shipped(t, `read_file: {state: "active"`, `read_file: {state: "asleep"`), "broken")
	r.commit(shipped(t), "fixed")

	code, _, errs := runCLI(t, "breaking", "--policy", r.policy(), "--against", "no-such-branch")
	if code != exitLoad || !strings.Contains(errs, "--against no-such-branch: not a directory, and not a commit") {
		t.Errorf("unknown ref: exit %d: %s", code, errs)
	}
	code, _, errs = runCLI(t, "breaking", "--policy", r.policy(), "--against", "HEAD~1")
	if code != exitLoad || !strings.Contains(errs, "HEAD~1:policy/lifecycle.cue:") || !strings.Contains(errs, "policy HEAD~1:policy did not load") {
		t.Errorf("broken previous policy: exit %d: %s", code, errs)
	}
	code, _, errs = runCLI(t, "diff", "--policy", r.policy(), "--against", "HEAD~1")
	if code != exitLoad {
		t.Errorf("diff with a broken previous policy: exit %d: %s", code, errs)
	}
	code, _, errs = runCLI(t, "breaking", "--policy", r.policy())
	if code != exitLoad || !strings.Contains(errs, "--against is required") {
		t.Errorf("no --against: exit %d: %s", code, errs)
	}
	code, out, errs := runCLI(t, "breaking", "--policy", filepath.Join(r.dir, "nowhere"), "--against", "HEAD")
	if code != exitLoad || !strings.Contains(out, "does not exist") {
		t.Errorf("missing current policy: exit %d: %s%s", code, out, errs)
	}
}

func TestDiffReportsEveryChange(t *testing.T) {
	r := newPolicyRepo(t)
	r.commit(shipped(t, preDietEdits...), "v0.8.52 head")
	r.commit(shipped(t, `read_file: {state: "active", niche: "`, `read_file: {state: "active", niche: "Read a file. `), "diet and a niche")
	t.Chdir(r.dir)

	code, out, errs := runCLI(t, "diff", "--against", "HEAD~1")
	if code != 0 {
		t.Fatalf("diff exits 0 even with breaking changes: exit %d\n%s%s", code, out, errs)
	}
	for _, want := range []string{
		"policy (0.8.53) against HEAD~1 (0.8.53)",
		"lifecycle: 2 changes\n  exec_interact  active → hidden-compatibility\n  exec_wait      active → hidden-compatibility\n",
		"heads: 3 of 6 changed",
		"  default × plan: changed; 26 → 24 builtin; headroom target -4 → -2, max 0 → 2; sha256:",
		"    left: exec_interact, exec_wait\n",
		"other changes: 1\n  tools.read_file.niche: Read a UTF-8 file",
		"policy/lifecycle.cue:", // findings positioned in the new policy, relative to the working directory
		"1 error, 0 warnings",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("diff lacks %q:\n%s", want, out)
		}
	}

	code, md, _ := runCLI(t, "diff", "--against", "HEAD~1", "--format", "markdown", "--all")
	for _, want := range []string{
		"### First-turn heads (3 of 6 changed)",
		"| arcee × agent | head unchanged | 8 builtin | target 0, max 0 |",
		"### Other changes (1)\n\n| Field | Change |\n|---|---|\n| `tools.read_file.niche` | Read a UTF-8 file",
	} {
		if code != 0 || !strings.Contains(md, want) {
			t.Errorf("diff markdown: exit %d, lacks %q:\n%s", code, want, md)
		}
	}

	code, out, _ = runCLI(t, "diff", "--against", "HEAD~1", "--format", "json")
	var s struct {
		Lifecycle []struct{ Name, From, To string }
		Heads     []struct {
			Provider, Mode string
			Changed        bool
		}
		Changes  []struct{ Path string }
		Findings []struct{ Rule string }
	}
	if err := json.Unmarshal([]byte(out), &s); err != nil || code != 0 {
		t.Fatalf("diff json: exit %d %v\n%s", code, err, out)
	}
	if len(s.Lifecycle) != 2 || len(s.Heads) != 6 || len(s.Changes) != 1 || s.Changes[0].Path != "tools.read_file.niche" || len(s.Findings) != 1 {
		t.Errorf("diff json: %+v", s)
	}
}

// A name deleted from the policy is reported at its old declaration, with
// the ref in the file name.
func TestBreakingDeletionNamesTheRef(t *testing.T) {
	r := newPolicyRepo(t)
	r.commit(shipped(t), "policy")
	r.commit(shipped(t, "\tnote: {\n", "\tnote_removed_here: {\n"), "rename note")
	src := shipped(t)["lifecycle.cue"]
	t.Chdir(r.dir)

	code, out, _ := runCLI(t, "breaking", "--against", "main~1")
	line := strings.Count(src[:strings.Index(src, "\tnote: {")], "\n") + 1
	// The finding sits on the file as it is now; the ref and the position
	// there are in the message and a related location.
	at := "policy/lifecycle.cue:" + strconv.Itoa(line) + ":2"
	for _, want := range []string{at + ": error: note (deferred) is no longer declared", "(declared at " + at + " in main~1)", "    " + at + ": here in main~1\n"} {
		if code != exitBreaking || !strings.Contains(out, want) {
			t.Errorf("exit %d, want %q in:\n%s", code, want, out)
		}
	}
}

// In CI: every location is a file of the working tree (a deleted
// declaration's place in REF is a related location, and the ref is named in
// the message but not in the alert's identity); a policy that did not exist
// at REF is not an error; a shallow clone that lacks REF gets a hint.
func TestBreakingInCI(t *testing.T) {
	r := newPolicyRepo(t)
	r.Write(map[string]string{"../README": "no policy yet\n"})
	r.Commit("before the policy")
	r.write(shipped(t))

	code, out, errs := runCLI(t, "breaking", "--policy", r.policy(), "--against", "HEAD", "--output", "sarif")
	if code != exitOK || !strings.Contains(errs, "the policy is new") || !strings.Contains(out, `"results": []`) {
		t.Fatalf("policy absent at the ref: exit %d\n%s%s", code, out, errs)
	}
	if code, out, errs := runCLI(t, "diff", "--policy", r.policy(), "--against", "HEAD"); code != exitOK || !strings.Contains(out, "the whole policy is new") {
		t.Errorf("diff, policy absent at the ref: exit %d\n%s%s", code, out, errs)
	}

	r.Commit("the policy")
	files := shipped(t)
	files["lifecycle.cue"] = regexp.MustCompile(`\n\texec_wait: \{[^}]*\}`).ReplaceAllString(files["lifecycle.cue"], "")
	r.write(files)
	sarifFor := func(ref string) (fingerprints []string, uris []string) {
		code, out, errs := runCLI(t, "breaking", "--policy", r.policy(), "--against", ref, "--format", "sarif")
		if code != exitBreaking {
			t.Fatalf("deleted exec_wait against %s: exit %d\n%s%s", ref, code, out, errs)
		}
		var log struct {
			Runs []struct {
				Results []struct {
					Message             struct{ Text string }
					PartialFingerprints map[string]string
					Locations           []struct {
						PhysicalLocation struct {
							ArtifactLocation struct{ URI string }
						}
					}
					RelatedLocations []struct {
						PhysicalLocation struct {
							ArtifactLocation struct{ URI string }
						}
						Message struct{ Text string }
					}
				}
			}
		}
		if err := json.Unmarshal([]byte(out), &log); err != nil {
			t.Fatal(err)
		}
		for _, res := range log.Runs[0].Results {
			fingerprints = append(fingerprints, res.PartialFingerprints["toolpolicyFinding/v1"])
			for _, l := range res.Locations {
				uris = append(uris, l.PhysicalLocation.ArtifactLocation.URI)
			}
			for _, l := range res.RelatedLocations {
				uris = append(uris, l.PhysicalLocation.ArtifactLocation.URI)
			}
			if !strings.Contains(res.Message.Text, " in "+ref+")") {
				t.Errorf("message does not name the ref %s: %s", ref, res.Message.Text)
			}
		}
		return fingerprints, uris
	}
	head := strings.TrimSpace(r.Git("rev-parse", "HEAD"))
	fp1, uris := sarifFor("HEAD")
	fp2, _ := sarifFor(head)
	if len(fp1) != 2 || strings.Join(fp1, " ") != strings.Join(fp2, " ") {
		t.Errorf("alert identities depend on the ref's name: %v vs %v", fp1, fp2)
	}
	for _, u := range uris {
		if !strings.HasSuffix(u, "policy/lifecycle.cue") || strings.Contains(u, ":") {
			t.Errorf("location %q is not a file of the working tree", u)
		}
	}

	// A shallow clone holds only its own commit.
	shallow := filepath.Join(t.TempDir(), "clone")
	r.Git("clone", "-q", "--depth", "1", "file://"+r.dir, shallow)
	code, _, errs = runCLI(t, "breaking", "--policy", filepath.Join(shallow, "policy"), "--against", "HEAD~1")
	if code != exitLoad || !strings.Contains(errs, "shallow clone") || !strings.Contains(errs, "fetch-depth: 0") {
		t.Errorf("shallow clone: exit %d\n%s", code, errs)
	}
}
