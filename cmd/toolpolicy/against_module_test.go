package main

import (
	"fmt"
	"maps"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// breaking and diff read the previous policy at the CUE language version
// of the cue.mod/module.cue it had at --against REF, not the working
// tree's (v0.14.0 here): a policy without a module then (read at the
// current version, where list elements on separate lines need no commas)
// is not refused, and one whose module named v0.9.0 (no error builtin) is
// refused at its place in REF, as a checkout of REF would be.
func TestAgainstReadsTheRevisionsModule(t *testing.T) {
	module := func(v string) string {
		return fmt.Sprintf("module: \"example.com/harness@v0\"\nlanguage: version: %q\n", v)
	}
	base := shipped(t)
	withExtra := func(src string) map[string]string {
		files := maps.Clone(base)
		files["extra.cue"] = "package toolpolicy\n\n" + src
		return files
	}
	r := newPolicyRepo(t)
	r.commit(withExtra("_order: [\n\t1\n\t2\n]\n"), "no module")
	r.Git("tag", "nomodule")
	policytest.WriteFile(t, filepath.Join(r.dir, "cue.mod", "module.cue"), module("v0.9.0"))
	r.commit(withExtra("_e: *1 | error(\"unreachable\")\n"), "module at v0.9.0")
	r.Git("tag", "old")
	policytest.WriteFile(t, filepath.Join(r.dir, "cue.mod", "module.cue"), module("v0.14.0"))
	r.commit(withExtra("_e: *1 | error(\"unreachable\")\n"), "module at v0.14.0")
	t.Chdir(r.dir)

	for _, cmd := range []string{"diff", "breaking"} {
		if code, out, errs := runCLI(t, cmd, "--against", "nomodule"); code != 0 {
			t.Errorf("%s --against nomodule: exit %d\n%s%s", cmd, code, out, errs)
		}
		code, out, errs := runCLI(t, cmd, "--against", "old")
		want := `old:policy/extra.cue:3:10: _e: builtin "error" is not available in version v0.9.0`
		if code != exitLoad || !strings.Contains(errs, want) {
			t.Errorf("%s --against old: exit %d, want %d and %q:\n%s%s", cmd, code, exitLoad, want, out, errs)
		}
	}
}
