// Package policytest holds test helpers shared by the packages that test
// policies over time: throwaway git repositories holding a policy, and the
// shipped policy as a starting point for edits.
package policytest

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/synth"
)

// Repo is a throwaway git repository with a policy under policy/.
type Repo struct {
	T   testing.TB
	Dir string
}

// NewRepo creates a repository whose git runs isolated from the machine's
// configuration, with a fixed author and date so commits are reproducible.
func NewRepo(t testing.TB) *Repo {
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
	r := &Repo{T: t, Dir: t.TempDir()}
	r.Git("init", "-q", "-b", "main")
	return r
}

// Git runs git in the repository and returns its combined output.
func (r *Repo) Git(args ...string) string {
	r.T.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = r.Dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		r.T.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// PolicyDir is where the policy lives in the working tree.
func (r *Repo) PolicyDir() string { return filepath.Join(r.Dir, "policy") }

// Write replaces the policy's files with files (name → source).
func (r *Repo) Write(files map[string]string) {
	r.T.Helper()
	if err := os.RemoveAll(r.PolicyDir()); err != nil {
		r.T.Fatal(err)
	}
	WriteFiles(r.T, r.PolicyDir(), files)
}

// WriteFiles writes files (name → source) into dir, creating it, and
// returns dir.
func WriteFiles(t testing.TB, dir string, files map[string]string) string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// WriteFile writes data to path, creating its directory, and returns path.
func WriteFile(t testing.TB, path, data string) string {
	t.Helper()
	WriteFiles(t, filepath.Dir(path), map[string]string{filepath.Base(path): data})
	return path
}

// Dir writes files (name → source) into a new temporary directory and
// returns its path.
func Dir(t testing.TB, files map[string]string) string {
	t.Helper()
	return WriteFiles(t, t.TempDir(), files)
}

// Commit stages everything and commits it.
func (r *Repo) Commit(msg string) {
	r.T.Helper()
	r.Git("add", "-A")
	r.Git("commit", "-q", "--allow-empty", "-m", msg)
}

// Shipped returns the .cue files of the policy in dir (name → source) with
// release.head_changes removed, so tests start from a policy that
// acknowledges no head change and add the acknowledgement where they need it.
func Shipped(t testing.TB, dir string) map[string]string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.cue"))
	if err != nil || len(names) == 0 {
		t.Fatalf("shipped policy files in %s: %v %v", dir, names, err)
	}
	files := map[string]string{}
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		files[filepath.Base(n)] = WithoutHeadAck(string(b))
	}
	return files
}

// WithoutHeadAck removes a release.head_changes block (and the comment
// lines directly above it) from a policy file's source.
func WithoutHeadAck(src string) string {
	i := strings.Index(src, "\thead_changes: [")
	if i < 0 {
		return src
	}
	end := strings.Index(src[i:], "}]\n")
	if end < 0 {
		return src
	}
	end += i + len("}]\n")
	start := i
	for start > 0 {
		prev := strings.LastIndex(src[:start-1], "\n") + 1
		if !strings.HasPrefix(src[prev:start], "\t//") {
			break
		}
		start = prev
	}
	return src[:start] + src[end:]
}

// ReadTree returns every file under dir (name → content) by slash path
// relative to dir.
func ReadTree(t testing.TB, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = string(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Size is a synthetic policy size: a sub-benchmark name and a tool count.
type Size struct {
	Name  string
	Tools int
}

// Sizes are the synthetic policy sizes benchmarks run at.
var Sizes = []Size{{"100", 100}, {"1k", 1000}, {"10k", 10000}}

// ScaleSizes are the sizes the load and lint benchmarks also run at, for
// their growth past 10,000 tools (BenchmarkCompile/10k against /100k);
// the others stop at Sizes.
var ScaleSizes = []Size{{"100k", 100000}}

// LoadSynthetic writes a synthetic policy of n tools (internal/synth, with
// its default providers, modes and classes) into a temporary directory and
// loads it with load (compiler.LoadDir: taken as an argument so that the
// compiler's own tests can use this package).
func LoadSynthetic[P, O any](t testing.TB, n int, load func(dir string, opts ...O) (P, error)) P {
	t.Helper()
	p, err := load(SynthDir(t, synth.Config{Tools: n}))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// EachSynthetic runs f as a sub-benchmark of b over a synthetic policy of
// each of shapes and every size, written into a directory named policy;
// named by size for the blocks shape, shape/size for the others.
func EachSynthetic(b *testing.B, shapes []synth.Shape, f func(b *testing.B, dir string, tools int)) {
	EachSyntheticAt(b, shapes, Sizes, f)
}

// EachSyntheticAt is EachSynthetic at the given sizes.
func EachSyntheticAt(b *testing.B, shapes []synth.Shape, sizes []Size, f func(b *testing.B, dir string, tools int)) {
	for _, shape := range shapes {
		for _, s := range sizes {
			name := s.Name
			if shape != synth.ShapeBlocks {
				name = string(shape) + "/" + s.Name
			}
			b.Run(name, func(b *testing.B) {
				f(b, SynthDir(b, synth.Config{Tools: s.Tools, Shape: shape}), s.Tools)
			})
		}
	}
}

// SynthDir writes the synthetic policy cfg describes into a new directory
// named policy and returns its path.
func SynthDir(t testing.TB, cfg synth.Config) string {
	t.Helper()
	dir := WriteFiles(t, filepath.Join(t.TempDir(), "policy"), nil)
	if err := synth.Generate(cfg).Write(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// BuildCLI builds the toolpolicy command into a directory that lives as long
// as t, readable by every user (a test may run it as nobody), and returns
// the binary's path.
func BuildCLI(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	for _, d := range []string{dir, filepath.Dir(dir)} {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(dir, "toolpolicy")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/toolpolicy/toolpolicy/cmd/toolpolicy").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}
