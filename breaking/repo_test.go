package breaking_test

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/gitref"
	"github.com/toolpolicy/toolpolicy/model"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// gitRepo is a throwaway git repository with a policy under policy/.
type gitRepo struct{ *policytest.Repo }

func newRepo(t *testing.T) *gitRepo { return &gitRepo{policytest.NewRepo(t)} }

func (r *gitRepo) git(args ...string) string     { return r.Git(args...) }
func (r *gitRepo) policyDir() string             { return r.PolicyDir() }
func (r *gitRepo) write(files map[string]string) { r.Write(files) }
func (r *gitRepo) commit(msg string)             { r.Commit(msg) }

// loadAgainst loads the previous policy as `toolpolicy breaking --against ref` does.
func loadAgainst(ref, policyDir string) (*model.Policy, error) {
	fsys, dir, err := gitref.Open(ref, policyDir)
	if err != nil {
		return nil, err
	}
	return compiler.Load(fsys, dir)
}
