package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// One deprecation window, one answer: an alias first deprecated in 0.9.4
// whose planned removal moves from TBD to 1.0.0, with a window of 3
// releases. 1.0.0 is one release after 0.9.4 (it may be the next one), so
// lint and breaking both reject it and both suggest 1.2.0, which the window
// allows; 0.12.0 would be allowed too, but is before the 1.0.0 at hand.
func TestDeprecationWindowOneAnswer(t *testing.T) {
	const policy = `package toolpolicy

release: {version: "0.9.5", min_deprecation_releases: 3}
tools: {
	exec_shell_wait: {state: "active"}
	exec_wait: {state: "hidden-compatibility"}
}
aliases: exec_wait: {
	replacement:      "exec_shell_wait"
	first_deprecated: "0.9.4"
	planned_removal:  "TBD"
	replay_supported: true
}
providers: default: {default: true, budget: {target: 5, max: 5}}
modes: agent: mcp: "deferred"
`
	dir := t.TempDir()
	write := func(sub, src string) string {
		return policytest.WriteFiles(t, filepath.Join(dir, sub), map[string]string{"policy.cue": src})
	}
	prev := write("previous", policy)
	cur := write("current", strings.Replace(policy, `planned_removal:  "TBD"`, `planned_removal:  "1.0.0"`, 1))
	const (
		what    = "planned removal 1.0.0 is 1 minor release(s) after first deprecation 0.9.4; release.min_deprecation_releases is 3"
		suggest = "1.2.0 or a later 1.x release"
	)
	at := filepath.ToSlash(filepath.Join(cur, "policy.cue")) + ":11:2: error: "

	code, out, errs := runCLI(t, "lint", "--policy", cur)
	if code != exitFindings || !strings.Contains(out, at+`alias "exec_wait": `+what+" [removal-schedule]") || !strings.Contains(out, suggest) {
		t.Errorf("lint: exit %d\n%s%s", code, out, errs)
	}
	if code, out, errs := runCLI(t, "lint", "--policy", prev); code != exitOK {
		t.Errorf("lint of the previous policy: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = runCLI(t, "breaking", "--policy", cur, "--against", prev)
	if code != exitBreaking || !strings.Contains(out, at+"exec_wait is scheduled for removal in 1.0.0, 1 minor release after its first deprecation in 0.9.4; the window is 3 (release.min_deprecation_releases): "+suggest+" [deprecation-window]") {
		t.Errorf("breaking: exit %d\n%s%s", code, out, errs)
	}

	// The suggestion is one both accept.
	fixed := write("fixed", strings.Replace(policy, `planned_removal:  "TBD"`, `planned_removal:  "1.2.0"`, 1))
	if code, out, errs := runCLI(t, "lint", "--policy", fixed); code != exitOK {
		t.Errorf("lint with the suggested version: exit %d\n%s%s", code, out, errs)
	}
	if code, out, errs := runCLI(t, "breaking", "--policy", fixed, "--against", prev); code != exitOK {
		t.Errorf("breaking with the suggested version: exit %d\n%s%s", code, out, errs)
	}
}
