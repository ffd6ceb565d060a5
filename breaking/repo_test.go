package breaking_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// gitRepo is a throwaway git repository with a policy under policy/.
type gitRepo struct {
	t   *testing.T
	dir string
}

// newRepo creates a repository whose git runs isolated from the machine's
// configuration, with a fixed author and date so commits are reproducible.
func newRepo(t *testing.T) *gitRepo {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatalf("these tests need git: %v", err)
	}
	home := t.TempDir()
	for k, v := range map[string]string{
		"GIT_CONFIG_NOSYSTEM": "1",
		"GIT_CONFIG_GLOBAL":   filepath.Join(home, "gitconfig"),
		"HOME":                home,
		"GIT_AUTHOR_NAME":     "Policy Author",
		"GIT_AUTHOR_EMAIL":    "author@example.com",
		"GIT_AUTHOR_DATE":     "2026-01-02T03:04:05Z",
		"GIT_COMMITTER_NAME":  "Policy Author",
		"GIT_COMMITTER_EMAIL": "author@example.com",
		"GIT_COMMITTER_DATE":  "2026-01-02T03:04:05Z",
	} {
		t.Setenv(k, v)
	}
	r := &gitRepo{t: t, dir: t.TempDir()}
	r.git("init", "-q", "-b", "main")
	return r
}

func (r *gitRepo) git(args ...string) string {
	r.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = r.dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		r.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// policyDir is where the policy lives in the working tree.
func (r *gitRepo) policyDir() string { return filepath.Join(r.dir, "policy") }

// write replaces the policy's files with files (name → source).
func (r *gitRepo) write(files map[string]string) {
	r.t.Helper()
	dir := r.policyDir()
	if err := os.RemoveAll(dir); err != nil {
		r.t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		r.t.Fatal(err)
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			r.t.Fatal(err)
		}
	}
}

func (r *gitRepo) commit(msg string) {
	r.t.Helper()
	r.git("add", "-A")
	r.git("commit", "-q", "--allow-empty", "-m", msg)
}
