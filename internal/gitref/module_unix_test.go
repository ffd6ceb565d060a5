//go:build unix

package gitref_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/gitref"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// A cue.mod that is a symbolic link at the revision is refused with the
// path that is one, not read as a file or skipped: its target is not what a
// checkout of the revision would necessarily hold.
func TestRevisionModuleSymlinkIsRefused(t *testing.T) {
	r := policytest.NewRepo(t)
	writeTree(t, r.Dir, map[string]string{"shared/cue.mod/module.cue": langModule("v0.9.0"), "policy/p.cue": good})
	if err := os.Symlink(filepath.Join("..", "shared", "cue.mod"), filepath.Join(r.Dir, "policy", "cue.mod")); err != nil {
		t.Fatal(err)
	}
	r.Commit("linked module")
	t.Chdir(r.Dir)
	_, err := load("HEAD", "policy")
	var re *gitref.RefError
	if !errors.As(err, &re) || !strings.Contains(err.Error(), "HEAD:policy/cue.mod is a symbolic link") {
		t.Errorf("got %v, want a ref error naming HEAD:policy/cue.mod", err)
	}
}
