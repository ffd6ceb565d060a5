//go:build unix

package gitref_test

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// gitLog puts a git on PATH that records each command line in a file and
// runs the real git, and returns the file.
func gitLog(t *testing.T) string {
	t.Helper()
	real, err := exec.LookPath("git")
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	log := filepath.Join(bin, "calls")
	script := fmt.Sprintf("#!/bin/sh\necho \"$*\" >> %q\nexec %q \"$@\"\n", log, real)
	if err := os.WriteFile(filepath.Join(bin, "git"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	return log
}

// A ref over the compiler's limits (too many files, one file too big) is
// refused from `git ls-tree -l` alone: no blob is read.
func TestRevisionLimitsBeforeAnyBlobIsRead(t *testing.T) {
	many := map[string]string{}
	for i := range 11 {
		many[fmt.Sprintf("f%04d.cue", i)] = "package toolpolicy\n"
	}
	huge := map[string]string{
		"policy.cue": good,
		"big.cue":    "package toolpolicy\n// " + strings.Repeat("x", 4096) + "\n",
	}
	for _, tc := range []struct {
		name  string
		files map[string]string
		lim   compiler.Limits
		want  string
	}{
		{"too many files", many, compiler.Limits{Files: 10}, "holds 11 .cue files; the limit is 10 (--max-files)"},
		{"a file too big", huge, compiler.Limits{FileBytes: 4096}, "HEAD:policy/big.cue: file is"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := policytest.NewRepo(t)
			r.Write(tc.files)
			r.Commit(tc.name)
			log := gitLog(t)
			_, err := loadWith("HEAD", r.PolicyDir(), tc.lim)
			var le *compiler.LoadError
			if !errors.As(err, &le) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want a load error saying %q", err, tc.want)
			}
			calls, _ := os.ReadFile(log)
			if strings.Contains(string(calls), "cat-file") {
				t.Errorf("blobs were read before the limits refused the ref:\n%s", calls)
			}
			if !strings.Contains(string(calls), "ls-tree -l") {
				t.Errorf("the sizes did not come from ls-tree -l:\n%s", calls)
			}
		})
	}
}

// splitRepo commits the good policy with n empty files of its package
// beside it.
func splitRepo(t *testing.T, n int) *policytest.Repo {
	t.Helper()
	r := policytest.NewRepo(t)
	files := map[string]string{"policy.cue": good}
	for i := range n {
		files[fmt.Sprintf("extra%02d.cue", i)] = "package toolpolicy\n"
	}
	r.Write(files)
	r.Commit("split")
	return r
}

// Within the limits every blob is read by one git process.
func TestRevisionReadsBlobsInOneProcess(t *testing.T) {
	r := splitRepo(t, 20)
	log := gitLog(t)
	p, err := load("HEAD", r.PolicyDir())
	if err != nil || p.Tools["read_file"] == nil {
		t.Fatalf("load: %v", err)
	}
	calls, _ := os.ReadFile(log)
	if n := strings.Count(string(calls), "cat-file"); n != 1 {
		t.Errorf("%d cat-file runs for 21 files, want 1:\n%s", n, calls)
	}
}

// The limits a ref is checked against are the ones the command was given
// (--max-files, --max-file-bytes, --max-total-bytes), not the defaults, and
// each refusal names its flag.
func TestRevisionLimitsAreTheFlags(t *testing.T) {
	r := splitRepo(t, 3)
	size := int64(len(good))
	for _, tc := range []struct {
		lim  compiler.Limits
		want string // "": loads
	}{
		{compiler.Limits{Files: 3}, "holds 4 .cue files; the limit is 3 (--max-files)"},
		{compiler.Limits{Files: 4}, ""},
		{compiler.Limits{FileBytes: size - 1}, fmt.Sprintf("HEAD:policy/policy.cue: file is %d bytes; the limit is %d (--max-file-bytes)", size, size-1)},
		{compiler.Limits{FileBytes: size}, ""},
		{compiler.Limits{TotalBytes: size}, fmt.Sprintf("the limit is %d (--max-total-bytes)", size)},
	} {
		_, err := loadWith("HEAD", r.PolicyDir(), tc.lim)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%+v: %v, want the policy to load", tc.lim, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%+v: error %v, want %q", tc.lim, err, tc.want)
		}
	}
}
