package gitref_test

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/model"
)

func langModule(v string) string {
	return fmt.Sprintf("module: \"example.com/p@v0\"\nlanguage: version: %q\n", v)
}

// Policies whose acceptance depends on the CUE language version they are
// read at (cue v0.17.1): the error builtin exists from v0.14.0, list
// elements on separate lines without commas parse from v0.17.0.
const (
	errorBuiltin = good + "tools: read_file: state: *\"active\" | error(\"unreachable\")\n"
	noCommas     = good + "groups: {g: {}, h: {}}\ntools: read_file: groups: [\n\t\"g\"\n\t\"h\"\n]\n"
)

// noCommasImport is noCommas with an import, which sends the files to
// cue/load rather than the parallel parse: both must find the revision's
// module.
var noCommasImport = strings.Replace(noCommas, "package toolpolicy\n", "package toolpolicy\n\nimport \"strings\"\n", 1) +
	"tools: read_file: niche: strings.ToUpper(\"n\")\n"

// TestRevisionReadsItsOwnModule checks that a policy read from a git
// revision is read at the CUE language version of the cue.mod it had at
// that revision, wherever that module's root was, and not at the working
// tree's: --against REF gives what loading a checkout of REF gives.
func TestRevisionReadsItsOwnModule(t *testing.T) {
	for _, tc := range []struct {
		name string
		// then: the files at the revision; now: the working tree's (paths
		// from the repository's root; "" deletes).
		then, now map[string]string
		policy    string // the policy's directory; "" for "policy"
		loads     bool   // whether a checkout of the revision loads
		problemIn string
	}{
		{
			name: "an older version then refuses what the current one takes",
			then: map[string]string{"cue.mod/module.cue": langModule("v0.9.0"), "policy/p.cue": errorBuiltin},
			now:  map[string]string{"cue.mod/module.cue": langModule("v0.17.0")},
		},
		{
			name:  "no module then, an older version now",
			then:  map[string]string{"policy/p.cue": noCommasImport},
			now:   map[string]string{"cue.mod/module.cue": langModule("v0.9.0")},
			loads: true,
		},
		{
			name:  "a newer version then, an older one now",
			then:  map[string]string{"cue.mod/module.cue": langModule("v0.17.0"), "policy/p.cue": noCommas},
			now:   map[string]string{"cue.mod/module.cue": langModule("v0.14.0")},
			loads: true,
		},
		{
			name: "the policy's own directory was the module's root",
			then: map[string]string{"policy/cue.mod/module.cue": langModule("v0.14.0"), "policy/p.cue": noCommasImport},
			now:  map[string]string{"policy/cue.mod/module.cue": ""},
		},
		{
			name: "the nearest module wins over the repository's",
			then: map[string]string{"cue.mod/module.cue": langModule("v0.17.0"), "policy/cue.mod/module.cue": langModule("v0.9.0"), "policy/p.cue": errorBuiltin},
			now:  map[string]string{"policy/cue.mod/module.cue": ""},
		},
		{
			// The package is read from the revision, with its module.
			name: "a package of the module imported",
			then: map[string]string{
				"cue.mod/module.cue": langModule("v0.14.0"),
				"defs/defs.cue":      "package defs\n\n#State: \"active\"\n",
				"policy/p.cue":       strings.Replace(good, "package toolpolicy\n", "package toolpolicy\n\nimport \"example.com/p/defs\"\n", 1) + "tools: read_file: state: defs.#State\n",
			},
			now:   map[string]string{"defs/defs.cue": "package defs\n\n#State: \"deferred\"\n"},
			loads: true,
		},
		{
			name:   "the policy at the repository's root",
			then:   map[string]string{"cue.mod/module.cue": langModule("v0.9.0"), "p.cue": errorBuiltin},
			now:    map[string]string{"cue.mod/module.cue": langModule("v0.17.0")},
			policy: ".",
		},
		{
			name:      "a module file without a language version",
			then:      map[string]string{"cue.mod/module.cue": "module: \"example.com/p@v0\"\n", "policy/p.cue": good},
			now:       map[string]string{"cue.mod/module.cue": langModule("v0.17.0")},
			problemIn: "cue.mod/module.cue",
		},
		{
			name:      "a legacy cue.mod file",
			then:      map[string]string{"cue.mod": "module: \"example.com/p\"\n", "policy/p.cue": good},
			now:       map[string]string{"cue.mod": ""},
			problemIn: "cue.mod",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := policytest.NewRepo(t)
			writeTree(t, r.Dir, tc.then)
			r.Commit("then")
			r.Git("tag", "then")
			writeTree(t, r.Dir, tc.now)
			r.Commit("now")
			// As a user runs it: from the repository's root.
			t.Chdir(r.Dir)

			policy := cmp.Or(tc.policy, "policy")
			got, gotErr := load("then", policy)
			checkout := t.TempDir()
			r.Git("worktree", "add", "--detach", checkout, "then")
			want, wantErr := compiler.LoadDir(filepath.Join(checkout, policy))

			if (wantErr == nil) != tc.loads {
				t.Fatalf("the case is wrong: a checkout of the revision gives %v", wantErr)
			}
			if (gotErr == nil) != (wantErr == nil) {
				t.Fatalf("--against then: %v\na checkout of then: %v", gotErr, wantErr)
			}
			if wantErr != nil {
				g, w := problems(t, gotErr, "then:"), problems(t, wantErr, checkout+"/")
				if !slices.Equal(g, w) {
					t.Errorf("--against then reports\n\t%s\na checkout of then\n\t%s", strings.Join(g, "\n\t"), strings.Join(w, "\n\t"))
				}
				if tc.problemIn != "" && !strings.HasPrefix(g[0], tc.problemIn+":") {
					t.Errorf("the module file's problem is not placed in it: %s", g[0])
				}
				return
			}
			if got.Tools["read_file"] == nil || got.Tools["read_file"].State != want.Tools["read_file"].State {
				t.Errorf("read_file: --against then %+v, a checkout %+v", got.Tools["read_file"], want.Tools["read_file"])
			}
			if g, w := got.Tools["read_file"].Pos.String(), "then:"+policy+"/p.cue"; !strings.HasPrefix(g, w) {
				t.Errorf("read_file declared at %s, want %s", g, w)
			}
		})
	}
}

// writeTree writes files (path from root → source) under root; "" deletes.
func writeTree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, src := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if src == "" {
			if err := os.RemoveAll(p); err != nil {
				t.Fatal(err)
			}
			continue
		}
		policytest.WriteFile(t, p, src)
	}
}

// problems are a load error's problems, file:line:col: message, with the
// file's prefix trimmed, so a revision's and a checkout's compare.
func problems(t *testing.T, err error, prefix string) []string {
	t.Helper()
	var le *compiler.LoadError
	if !errors.As(err, &le) {
		t.Fatalf("not a load error: %v", err)
	}
	var out []string
	for _, p := range le.Problems {
		if p.Pos == (model.Pos{}) {
			t.Errorf("a problem without a position: %s", p.Msg)
		}
		// A policy at the repository's root reads then:./p.cue.
		p.Pos.File = strings.TrimPrefix(strings.TrimPrefix(filepath.ToSlash(p.Pos.File), filepath.ToSlash(prefix)), "./")
		out = append(out, p.Pos.String()+": "+p.Msg)
	}
	return out
}
