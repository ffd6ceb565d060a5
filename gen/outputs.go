package gen

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
)

// OutputsFor returns where p's outputs go: the policy's gen block, with
// defaults for what it leaves out, every directory taken relative to the
// policy's own directory (p.Dir), never to the working directory. So the
// same policy writes to the same place from wherever toolpolicy runs, and
// generating for one policy never touches another's outputs.
//
// A directory named by the policy must stay inside the project holding it:
// the nearest directory at or above the policy's that holds .git, or the
// policy's directory when there is none; not inside .git; links included.
// The directories returned are marked trusted: they have been checked here,
// against the project rather than the working directory.
func OutputsFor(p *model.Policy) (Config, error) {
	c := ConfigFor(p)
	c.Trusted = map[string]bool{}
	base := p.Dir
	root := ProjectRoot(base)
	realRoot, err := resolveExisting(root)
	if err != nil {
		return c, err
	}
	for _, d := range []*string{&c.GoDir, &c.GoldenDir, &c.DocsDir, &c.RustDir, &c.TSDir, &c.LockDir} {
		if *d == "" {
			continue
		}
		named := *d
		joined := named
		if !filepath.IsAbs(named) {
			joined = filepath.Join(base, filepath.FromSlash(named))
		}
		real, err := resolveExisting(joined)
		if err != nil {
			return c, err
		}
		if !within(realRoot, real) {
			return c, &PathError{Path: named, Reason: "the policy's gen block names a directory outside the project holding the policy (" +
				filepath.ToSlash(root) + "; through .., an absolute path or a symlink); pass it as a flag if that is really meant"}
		}
		if rel, err := filepath.Rel(realRoot, real); err == nil && hasGitElem(rel) {
			return c, &PathError{Path: named, Reason: "the policy's gen block names a directory inside .git"}
		}
		*d = joined
		c.Trusted[joined] = true
	}
	return c, nil
}

// ProjectRoot is the directory a policy's outputs are confined to: the
// nearest directory at or above dir holding .git (a repository, or a
// worktree's .git file), else dir itself.
func ProjectRoot(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return dir
	}
	for cur := abs; ; {
		if _, err := os.Lstat(filepath.Join(cur, ".git")); err == nil {
			return relToWD(cur)
		}
		parent := filepath.Dir(cur)
		if parent == cur {
			return dir
		}
		cur = parent
	}
}

// relToWD shows an absolute path relative to the working directory when
// that is shorter to read.
func relToWD(abs string) string {
	wd, err := os.Getwd()
	if err != nil {
		return abs
	}
	if rel, err := filepath.Rel(wd, abs); err == nil && !strings.HasPrefix(rel, "../../..") {
		return rel
	}
	return abs
}

func hasGitElem(rel string) bool {
	for _, el := range strings.Split(filepath.ToSlash(rel), "/") {
		if strings.EqualFold(el, ".git") {
			return true
		}
	}
	return false
}
