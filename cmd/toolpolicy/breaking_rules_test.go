package main

import (
	"strings"
	"testing"
)

// The policy's lint.rules sets a breaking rule's severity: the unacknowledged
// diet, an error by default, passes once the new policy lowers head-change
// to warning, fails again at --fail-level warning, and lints clean.
func TestBreakingSeverityFromPolicy(t *testing.T) {
	r := newPolicyRepo(t)
	r.commit(shipped(t, preDietEdits...), "v0.8.52 head")
	files := shipped(t)
	files["severity.cue"] = "package toolpolicy\n\nlint: rules: \"head-change\": \"warning\"\n"
	r.write(files)
	args := []string{"breaking", "--policy", r.policy(), "--against", "HEAD"}

	code, out, errs := runCLI(t, args...)
	if code != exitOK {
		t.Fatalf("head-change lowered to warning: exit %d, want 0\n%s%s", code, out, errs)
	}
	if !strings.Contains(out, "warning: first-turn head of default × agent, plan, yolo changed without acknowledgement") ||
		!strings.HasSuffix(out, "\n0 errors, 1 warning\n") {
		t.Errorf("output:\n%s", out)
	}
	if code, out, _ := runCLI(t, append(args, "--fail-level", "warning")...); code != exitBreaking {
		t.Errorf("--fail-level warning: exit %d, want %d\n%s", code, exitBreaking, out)
	}
	if code, out, errs := runCLI(t, "lint", "--policy", r.policy()); code != exitOK || strings.Contains(out, "lint-config") {
		t.Errorf("lint of a policy that configures a breaking rule: exit %d\n%s%s", code, out, errs)
	}

	// The previous policy's setting does not carry over: only the policy
	// under review decides.
	r.commit(files, "lowered")
	r.write(shipped(t, preDietEdits...))
	if code, out, _ := runCLI(t, args...); code != exitBreaking {
		t.Errorf("setting only in the previous policy: exit %d, want %d\n%s", code, exitBreaking, out)
	}
}
