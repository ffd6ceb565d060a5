package main

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"runtime/debug"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
)

// Each command parses its flags into its own options and hands them to an
// injectable run function; nothing is shared between two runs.
func TestCommandsParseIntoTheirOwnOptions(t *testing.T) {
	t.Parallel()
	f := &factory{IO: ioStreams{Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}}
	var got *lintOptions
	cmd := newLintCmd(f, func(o *lintOptions) error { got = o; return nil })
	cmd.SetArgs([]string{"--format", "sarif", "--fail-level", "warning"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if got == nil || got.Report.Format != "sarif" || got.Report.FailLevel != "warning" || got.ListRules {
		t.Fatalf("lint options %+v", got)
	}

	var cat *catalogOptions
	cmd = newCatalogCmd(f, func(o *catalogOptions) error { cat = o; return nil })
	cmd.SetArgs([]string{"--provider", "arcee", "--mode", "plan", "--model", "m1", "--format", "json"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(cat.Target, target{provider: "arcee", mode: "plan", model: "m1"}) || cat.Format != "json" {
		t.Fatalf("catalog options %+v", cat)
	}

	var ex *explainOptions
	cmd = newExplainCmd(f, func(o *explainOptions) error { ex = o; return nil })
	cmd.SetArgs([]string{"exec_wait"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if ex.Name != "exec_wait" {
		t.Fatalf("explain options %+v", ex)
	}
}

// Two runs in one process with different global flags do not see each
// other's settings.
func TestRunsDoNotShareState(t *testing.T) {
	t.Parallel()
	code, _, errs := runCLI(t, "lint", "--policy", "../../no/such/dir")
	if code != exitLoad {
		t.Fatalf("missing policy: exit %d: %s", code, errs)
	}
	code, out, errs := runCLI(t, "lint", "--policy", "../../examples/pawwork")
	if code != exitOK {
		t.Fatalf("pawwork after a failed run: exit %d\n%s%s", code, out, errs)
	}
}

func TestExitCodeMapping(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		err  error
		code int
	}{
		{nil, exitOK},
		{&findingsError{2}, exitFindings},
		{fmt.Errorf("wrapped: %w", &findingsError{1}), exitFindings},
		{&staleError{}, exitStale},
		{&breakingError{n: 1}, exitBreaking},
		{usagef("bad flag"), exitLoad},
		{inputErr(&compiler.LoadError{Dir: "p"}), exitLoad},
		{&compiler.LoadError{Dir: "p"}, exitLoad},
		{errors.New(`unknown command "x" for "toolpolicy"`), exitLoad},
	} {
		if got := exitCode(tc.err); got != tc.code {
			t.Errorf("exitCode(%v) = %d, want %d", tc.err, got, tc.code)
		}
	}
	var buf bytes.Buffer
	if reportError(&buf, &findingsError{3}); buf.Len() != 0 {
		t.Errorf("findings printed %q after the report", buf.String())
	}
}

func TestVersionFromBuildInfo(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		bi   debug.BuildInfo
		want string
	}{
		{debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v1.2.3"}}, "v1.2.3 (go1.26.0)"},
		{debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v0.0.0-20261122100025-ae12676af87d+dirty"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "ae12676af87d"}, {Key: "vcs.modified", Value: "true"}}},
			"v0.0.0-20261122100025-ae12676af87d+dirty (revision ae12676af87d, modified, go1.26.0)"},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "abc"}, {Key: "vcs.modified", Value: "false"}}},
			"devel (revision abc)"},
	} {
		if got := describeBuild(&tc.bi); got != tc.want {
			t.Errorf("describeBuild = %q, want %q", got, tc.want)
		}
	}
}
