package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// What breaking needs from git in CI, beyond reading a revision
// (internal/gitref): whether a policy existed at the revision, a hint when a
// shallow clone lacks the revision, and findings placed on files that exist.

// isGitRevision reports whether --against names a revision rather than a
// directory on disk.
func isGitRevision(against string) bool {
	st, err := os.Stat(against)
	return err != nil || !st.IsDir()
}

// hasPolicyFiles reports whether fsys, the policy's directory at a
// revision, holds any .cue file: none means the policy did not exist then.
func hasPolicyFiles(fsys fs.FS) bool {
	names, err := fs.Glob(fsys, "*.cue")
	return err == nil && len(names) > 0
}

// withShallowHint adds, when the repository holding dir is a shallow clone,
// how to fetch the revision: in CI the base of a pull request is usually
// missing because actions/checkout fetches one commit.
func withShallowHint(err error, dir, against string) error {
	runDir := dir
	if st, serr := os.Stat(dir); serr != nil || !st.IsDir() {
		runDir = "."
	}
	cmd := exec.Command("git", "rev-parse", "--is-shallow-repository")
	cmd.Dir = runDir
	out, gerr := cmd.Output()
	if gerr != nil || strings.TrimSpace(string(out)) != "true" {
		return err
	}
	return fmt.Errorf("%w\nthis is a shallow clone, which may not hold %s: fetch it (git fetch --depth=1 origin %s), or check out with more history (actions/checkout: fetch-depth: 0)", err, against, against)
}

// inCurrentFiles puts every finding on a file that exists in the working
// tree. Positions in the previous policy read REF:path/file.cue, which no
// code-scanning tool can show; a finding there (a declaration that was
// deleted) moves to the same file in the current policy, at the same line
// or its last, and its position in REF becomes a related location on that
// file's repository path, named in the message. Its identity across runs
// leaves the ref out, so a new base commit does not make a new alert.
func inCurrentFiles(ds []report.Diagnostic, old, new *model.Policy, against string) []report.Diagnostic {
	prefix := against + ":"
	if !strings.HasPrefix(old.Dir, prefix) {
		return ds // a directory: its positions are files already
	}
	repoPath := func(p model.Pos) model.Pos {
		p.File = strings.TrimPrefix(p.File, prefix)
		return p
	}
	inOld := func(p model.Pos) bool { return strings.HasPrefix(p.File, prefix) }
	out := make([]report.Diagnostic, 0, len(ds))
	for _, d := range ds {
		var related []report.Related
		var current []model.Pos
		for _, r := range d.Related {
			if inOld(r.Pos) {
				r = report.Related{Pos: repoPath(r.Pos), Message: r.Message + " (in " + against + ")"}
			} else if r.Pos.IsValid() {
				current = append(current, r.Pos)
			}
			related = append(related, r)
		}
		d.Related = related
		if inOld(d.Pos) {
			was := d.Pos
			d.Identity = d.Message
			d.Message += fmt.Sprintf(" (declared at %s in %s)", repoPath(was).String(), against)
			d.Pos = currentPlace(was, new, current)
			d.Related = append([]report.Related{{Pos: repoPath(was), Message: "here in " + against}}, d.Related...)
		}
		out = append(out, d)
	}
	report.Sort(out)
	return out
}

// currentPlace finds where in the current files a finding about a
// position in the previous policy belongs: a related position in a current
// file, else the same file now (at the same line, or its last), else the
// current policy's first file.
func currentPlace(was model.Pos, new *model.Policy, current []model.Pos) model.Pos {
	if len(current) > 0 {
		return current[0]
	}
	dir := filepath.ToSlash(new.Dir)
	if f := path.Join(dir, path.Base(was.File)); fileExists(f) {
		if n := lineCount(f); n > 0 && was.Line > n {
			return model.Pos{File: f, Line: n, Col: 1}
		}
		return model.Pos{File: f, Line: was.Line, Col: was.Col}
	}
	if names, err := filepath.Glob(filepath.Join(new.Dir, "*.cue")); err == nil && len(names) > 0 {
		return model.Pos{File: path.Join(dir, filepath.Base(names[0])), Line: 1, Col: 1}
	}
	return model.Pos{}
}

func fileExists(p string) bool {
	st, err := os.Stat(filepath.FromSlash(p))
	return err == nil && st.Mode().IsRegular()
}

func lineCount(p string) int {
	b, err := os.ReadFile(filepath.FromSlash(p))
	if err != nil {
		return 0
	}
	n := bytes.Count(b, []byte{'\n'})
	if len(b) > 0 && b[len(b)-1] != '\n' {
		n++
	}
	return n
}
