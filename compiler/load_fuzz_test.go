package compiler_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
)

// Fuzz targets for the compiler. Each input is loaded from a temporary
// directory; whatever the bytes, Load must return either a model or a
// *LoadError whose problems point into the policy's own files, within a
// deadline, and an accepted model must survive resolution and linting.
//
//	go test ./compiler -run '^$' -fuzz '^FuzzLoad$' -fuzztime 10m
//	go test ./compiler -run '^$' -fuzz '^FuzzLoadShipped$' -fuzztime 10m

// fuzzDeadline turns a hang into a reported, minimised crasher instead of a
// stalled fuzzer. The slowest input the limits admit loads in about ten
// seconds on a loaded two-core machine.
const fuzzDeadline = 20 * time.Second

// FuzzLoad treats arbitrary bytes as the only file of a policy.
func FuzzLoad(f *testing.F) {
	for _, src := range seedFiles(f) {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "a.cue"), src, 0o644); err != nil {
			t.Fatal(err)
		}
		checkLoad(t, dir)
	})
}

// shippedSets are the policies FuzzLoadShipped mutates, one file at a time.
var shippedSets = []string{"../policy", "../examples/pawwork", "../examples/github-mcp-server", "../examples/codewhale-0.8.53"}

// FuzzLoadShipped replaces one file of a shipped policy with the input, so
// mutations start from a policy that loads and explore near it.
func FuzzLoadShipped(f *testing.F) {
	for set, dir := range shippedSets {
		files := cueFiles(f, dir)
		for which, name := range files {
			src, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(uint8(set), uint8(which), src)
		}
	}
	f.Fuzz(func(t *testing.T, set, which uint8, src []byte) {
		files := cueFiles(t, shippedSets[int(set)%len(shippedSets)])
		dir := t.TempDir()
		replace := int(which) % len(files)
		for i, name := range files {
			data := src
			if i != replace {
				var err error
				if data, err = os.ReadFile(name); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.WriteFile(filepath.Join(dir, filepath.Base(name)), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		checkLoad(t, dir)
	})
}

func cueFiles(tb testing.TB, dir string) []string {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.cue"))
	if err != nil || len(files) == 0 {
		tb.Fatalf("no .cue files in %s: %v", dir, err)
	}
	return files
}

// seedFiles returns the shipped policies' files and every checked-in file of
// the malformed corpus, so fuzzing starts from both sides of valid.
func seedFiles(tb testing.TB) [][]byte {
	tb.Helper()
	var names []string
	for _, dir := range shippedSets {
		names = append(names, cueFiles(tb, dir)...)
	}
	more, err := filepath.Glob(filepath.Join("testdata", "malformed", "*", "policy", "*.cue"))
	if err != nil {
		tb.Fatal(err)
	}
	names = append(names, more...)
	var out [][]byte
	for _, name := range names {
		if st, err := os.Stat(name); err != nil || !st.Mode().IsRegular() {
			continue // x.cue directories
		}
		src, err := os.ReadFile(name)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, src)
	}
	return out
}

// checkLoad loads dir and asserts the compiler's contract with its callers.
func checkLoad(t *testing.T, dir string) {
	t.Helper()
	type outcome struct {
		p    *model.Policy
		err  error
		bugs []string
	}
	done := make(chan outcome, 1)
	go func() {
		var o outcome
		o.p, o.err = compiler.LoadDir(dir)
		if o.err == nil && o.p != nil {
			o.bugs = exercise(o.p)
		}
		done <- o
	}()
	var o outcome
	select {
	case o = <-done:
	case <-time.After(fuzzDeadline):
		t.Fatalf("Load and lint did not return within %s", fuzzDeadline)
	}
	switch {
	case o.err != nil:
		checkLoadError(t, dir, o.err)
	case o.p == nil:
		t.Fatal("Load returned neither a policy nor an error")
	}
	for _, b := range o.bugs {
		t.Error(b)
	}
}

func checkLoadError(t *testing.T, dir string, err error) {
	t.Helper()
	var le *compiler.LoadError
	if !errors.As(err, &le) {
		t.Fatalf("Load failed with %T, not *compiler.LoadError: %v", err, err)
	}
	if len(le.Problems) == 0 {
		t.Fatal("a LoadError with no problems")
	}
	abs, _ := filepath.Abs(dir)
	for _, p := range le.Problems {
		if strings.TrimSpace(p.Msg) == "" {
			t.Errorf("problem at %v has no message", p.Pos)
		}
		if strings.Contains(p.Msg, "\n") {
			t.Errorf("problem message spans lines, breaking file:line:col: msg output: %q", p.Msg)
		}
		if p.Pos.File == "" {
			continue
		}
		file := filepath.FromSlash(p.Pos.File)
		if !filepath.IsAbs(file) {
			file, _ = filepath.Abs(file)
		}
		if filepath.Dir(file) != abs {
			t.Errorf("problem positioned outside the policy's files: %s: %s", p.Pos, p.Msg)
		}
		if p.Pos.Line < 0 || p.Pos.Col < 0 || (p.Pos.Line > 0) != (p.Pos.Col > 0) {
			t.Errorf("malformed position %+v: %s", p.Pos, p.Msg)
		}
	}
}

// exercise runs what every command does with a model that loaded: resolve
// each provider × mode (plus each model class's example), serialise the
// block, resolve each name, and lint. It returns what went wrong.
func exercise(p *model.Policy) []string {
	var bugs []string
	models := []string{""}
	for _, id := range model.SortedKeys(p.ModelClasses) {
		models = append(models, p.ModelClasses[id].Example)
	}
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			for _, m := range models {
				c, err := p.Index().Resolve(prov, mode, m)
				if err != nil {
					bugs = append(bugs, fmt.Sprintf("Resolve(%q, %q, %q) of a loaded policy: %v", prov, mode, m, err))
					continue
				}
				if b := p.Index().Block(c); !json.Valid(b) {
					bugs = append(bugs, fmt.Sprintf("Block is not JSON: %q", b))
				}
			}
		}
	}
	for _, name := range p.ToolNames() {
		p.Index().ResolveName(name)
	}
	for _, d := range lint.Run(p).Diagnostics {
		if d.Rule == "" || d.Message == "" {
			bugs = append(bugs, fmt.Sprintf("diagnostic without rule or message: %+v", d))
		}
	}
	return bugs
}
