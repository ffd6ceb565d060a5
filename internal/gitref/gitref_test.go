package gitref_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/gitref"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/model"
)

const good = `package toolpolicy

release: {version: "0.1.0", min_deprecation_releases: 1}
tools: read_file: state: "active"
providers: default: {default: true, budget: {target: 3, max: 5}}
modes: agent: mcp: "deferred"
`

func load(ref, policyDir string) (*model.Policy, error) {
	return loadWith(ref, policyDir, compiler.Limits{})
}

// loadWith loads the policy at ref under the input limits lim (zero fields:
// the defaults), as breaking does with the command's flags.
func loadWith(ref, policyDir string, lim compiler.Limits) (*model.Policy, error) {
	fsys, dir, opts, err := gitref.Open(ref, policyDir, lim)
	if err != nil {
		return nil, err
	}
	return compiler.Load(fsys, dir, append(opts, compiler.WithLimits(lim))...)
}

func TestRevision(t *testing.T) {
	r := policytest.NewRepo(t)
	r.Write(map[string]string{"policy.cue": good})
	r.Commit("good")
	r.Write(map[string]string{"policy.cue": strings.Replace(good, `state: "active"`, `state: "sleeping"`, 1)})
	r.Commit("bad")
	r.Write(map[string]string{"policy.cue": good})

	_, err := load("no-such-ref", r.PolicyDir())
	var re *gitref.RefError
	if !errors.As(err, &re) || !strings.Contains(err.Error(), "not a commit") {
		t.Errorf("unknown ref: %v", err)
	}
	_, err = load("HEAD", r.PolicyDir())
	var le *compiler.LoadError
	if !errors.As(err, &le) {
		t.Fatalf("broken previous policy: %v", err)
	}
	if le.Dir != "HEAD:policy" || len(le.Problems) == 0 || le.Problems[0].Pos.File != "HEAD:policy/policy.cue" {
		t.Errorf("load error not labelled with the ref: %v", le)
	}
	p, err := load("HEAD~1", r.PolicyDir())
	if err != nil {
		t.Fatalf("good ref: %v", err)
	}
	if p.Dir != "HEAD~1:policy" || p.Tools["read_file"].Pos.String() != "HEAD~1:policy/policy.cue:4:8" {
		t.Errorf("positions at a ref: dir %q, read_file at %s", p.Dir, p.Tools["read_file"].Pos)
	}
	// The working tree and index are untouched.
	if st := r.Git("status", "--porcelain"); st != " M policy/policy.cue\n" {
		t.Errorf("git status after loading refs: %q", st)
	}
}

func TestDirectory(t *testing.T) {
	root := t.TempDir()
	nested := filepath.Join(root, "checkout", "policy")
	if err := os.MkdirAll(nested, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(nested, "p.cue"), []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	// A directory holding .cue files is the policy itself...
	if p, err := load(nested, "policy"); err != nil || p.Tools["read_file"] == nil {
		t.Fatalf("direct directory: %v", err)
	}
	// ...any other directory holds it at the --policy path.
	if p, err := load(filepath.Join(root, "checkout"), "policy"); err != nil || p.Tools["read_file"] == nil {
		t.Fatalf("checkout directory: %v", err)
	}
	if _, err := load(root, "policy"); err == nil {
		t.Error("a directory without the policy loaded")
	}
}
