//go:build unix

package gen_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// Robustness of `toolpolicy gen` as a process: killed mid-run, raced, asked
// to write outside its roots, run on a read-only checkout. These run the
// real binary, because a SIGKILL or a read-only file system is about the
// process, not the library.

// workdir copies the shipped policy into a fresh directory named policy/,
// with one tool's state changed when edit is true (so outputs differ). The
// directory holds .git, so it is the project the policy's outputs (../golden
// and so on, relative to the policy) are confined to.
func workdir(t *testing.T, edit bool) string {
	t.Helper()
	dir := t.TempDir()
	names, _ := filepath.Glob("../policy/*.cue")
	for _, d := range []string{"policy", ".git"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		if edit {
			b = bytes.Replace(b, []byte(`git_status: {state: "active"`), []byte(`git_status: {state: "deferred"`), 1)
		}
		if err := os.WriteFile(filepath.Join(dir, "policy", filepath.Base(n)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func run(t *testing.T, bin, dir string, args ...string) (int, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	switch {
	case ctx.Err() != nil:
		t.Fatalf("toolpolicy %v hung", args)
	case errors.As(err, &ee):
		return ee.ExitCode(), string(out)
	case err != nil:
		t.Fatal(err)
	}
	return 0, string(out)
}

// snapshot maps every file under dir except policy/ to its bytes.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() {
			if rel == "policy" {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil // symlinks the test made
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		out[filepath.ToSlash(rel)] = string(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// outputs returns what gen writes for the policy, from a clean directory.
func outputs(t *testing.T, bin string, edit bool) map[string]string {
	t.Helper()
	dir := workdir(t, edit)
	if code, out := run(t, bin, dir, "gen", "--policy", "policy"); code != 0 {
		t.Fatalf("gen: exit %d\n%s", code, out)
	}
	return snapshot(t, dir)
}

// isScratch reports whether rel is a scratch file or the lock a killed gen
// can leave: hidden, never an output, swept by the next gen.
func isScratch(rel string) bool {
	return strings.HasPrefix(filepath.Base(rel), ".") && strings.HasSuffix(rel, ".tmp") || filepath.Base(rel) == ".toolpolicy-gen.lock"
}

// A gen killed with SIGKILL at any point leaves every output either its old
// bytes or its new bytes — never a torn file — and the next gen repairs the
// set.
func TestGenKilledMidRunNeverTearsAFile(t *testing.T) {
	bin := policytest.BuildCLI(t)
	oldSet, newSet := outputs(t, bin, false), outputs(t, bin, true)
	changed := 0
	for k := range newSet {
		if oldSet[k] != newSet[k] {
			changed++
		}
	}
	if changed < 2 {
		t.Fatalf("the edit changes only %d outputs; the test needs several", changed)
	}

	dir := workdir(t, false)
	if code, out := run(t, bin, dir, "gen", "--policy", "policy"); code != 0 {
		t.Fatalf("gen: %s", out)
	}
	// Switch the policy to the edited one, then kill gen at spread-out
	// moments of its run.
	edited := workdir(t, true)
	names, _ := filepath.Glob(filepath.Join(edited, "policy", "*.cue"))
	for _, n := range names {
		b, _ := os.ReadFile(n)
		if err := os.WriteFile(filepath.Join(dir, "policy", filepath.Base(n)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	killedMidWrite := 0
	for i := 0; i < 30; i++ {
		cmd := exec.Command(bin, "gen", "--policy", "policy")
		cmd.Dir = dir
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(i) * 5 * time.Millisecond)
		_ = cmd.Process.Signal(syscall.SIGKILL)
		_ = cmd.Wait()

		now := snapshot(t, dir)
		mixed := false
		for rel, data := range now {
			if isScratch(rel) {
				mixed = true
				continue // a hidden scratch file beside its target, never an output
			}
			o, inOld := oldSet[rel]
			n, inNew := newSet[rel]
			if !(inOld && data == o) && !(inNew && data == n) {
				t.Fatalf("kill #%d: %s is neither the old nor the new output (%d bytes): torn", i, rel, len(data))
			}
			if inOld && inNew && o != n && data == n {
				mixed = true
			}
		}
		if mixed {
			killedMidWrite++
		}
		// Put the old outputs back for the next round, through gen itself.
		restore(t, bin, dir, false)
	}
	t.Logf("%d of 30 kills landed after gen had begun writing", killedMidWrite)

	// After a kill, one more run leaves exactly the new outputs.
	if code, out := run(t, bin, dir, "gen", "--policy", "policy"); code != 0 {
		t.Fatalf("gen after kills: exit %d\n%s", code, out)
	}
	if code, out := run(t, bin, dir, "gen", "--check", "--policy", "policy"); code != 0 {
		t.Fatalf("gen --check after recovery: exit %d\n%s", code, out)
	}
}

// restore rewrites dir's outputs for the original (edit=false) or edited
// policy without disturbing dir's own policy files.
func restore(t *testing.T, bin, dir string, edit bool) {
	t.Helper()
	src := workdir(t, edit)
	// The policy's outputs are beside it (src); the flags put them in dir.
	args := []string{"gen", "--policy", filepath.Join(src, "policy")}
	for flag, rel := range map[string]string{"go": "toolcatalog", "golden": "golden", "docs": "docs",
		"rust": "toolcatalog/rust", "typescript": "toolcatalog/ts", "lock": "toolcatalog/lock"} {
		args = append(args, "--out-"+flag, rel)
	}
	if code, out := run(t, bin, dir, args...); code != 0 {
		t.Fatalf("restoring outputs: exit %d\n%s", code, out)
	}
}

// Two gen runs racing in one directory, for two different policies, end
// with the complete output set of one of them.
func TestRacingGensEndConsistent(t *testing.T) {
	bin := policytest.BuildCLI(t)
	a, b := workdir(t, false), workdir(t, true)
	dir := t.TempDir()
	for round := 0; round < 10; round++ {
		var wg sync.WaitGroup
		codes := make([]int, 2)
		outs := make([]string, 2)
		for i, pol := range []string{a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[i], outs[i] = run(t, bin, dir, "gen", "--policy", filepath.Join(pol, "policy"))
			}()
		}
		wg.Wait()
		for i := range codes {
			if codes[i] != 0 {
				t.Logf("round %d: run %d exited %d (a refused race is acceptable):\n%s", round, i, codes[i], outs[i])
			}
		}
		ca, _ := run(t, bin, dir, "gen", "--check", "--policy", filepath.Join(a, "policy"))
		cb, _ := run(t, bin, dir, "gen", "--check", "--policy", filepath.Join(b, "policy"))
		if ca != 0 && cb != 0 {
			_, diff := run(t, bin, dir, "gen", "--check", "--policy", filepath.Join(a, "policy"))
			t.Fatalf("round %d: after two racing runs the outputs match neither policy:\n%s", round, diff)
		}
		for rel := range snapshot(t, dir) {
			if isScratch(rel) {
				t.Fatalf("round %d: scratch file %s left behind by runs that finished", round, rel)
			}
		}
	}
}

// Output directories named by the policy may not lead outside the working
// directory: through .., an absolute path, or a symlink. gen exits 2 and
// writes nothing.
func TestGenRefusesEscapingOutputPaths(t *testing.T) {
	bin := policytest.BuildCLI(t)
	outside := t.TempDir()
	// Paths in the policy are relative to its directory (policy/), and
	// must stay inside the project (the directory holding .git).
	cases := map[string]string{
		"dotdot":   `gen: go_dir: "../../escaped"`,
		"absolute": `gen: golden_dir: "` + filepath.ToSlash(outside) + `/abs"`,
		"symlink":  `gen: docs_dir: "../link/docs"`,
	}
	for name, block := range cases {
		t.Run(name, func(t *testing.T) {
			dir := workdir(t, false)
			if err := os.Symlink(outside, filepath.Join(dir, "link")); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "policy", "gen.cue"), []byte("package toolpolicy\n\n"+block+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			before := snapshot(t, filepath.Dir(dir))
			code, out := run(t, bin, dir, "gen", "--policy", "policy")
			if code != 2 {
				t.Fatalf("exit %d, want 2\n%s", code, out)
			}
			if !strings.Contains(out, "refusing output path") {
				t.Errorf("the refusal does not say why:\n%s", out)
			}
			if entries, _ := os.ReadDir(outside); len(entries) != 0 {
				t.Errorf("wrote outside the working directory: %v", entries)
			}
			after := snapshot(t, filepath.Dir(dir))
			for k := range after {
				if _, ok := before[k]; !ok && !strings.HasPrefix(k, filepath.Base(dir)+"/link") {
					t.Errorf("a refused run created %s", k)
				}
			}
		})
	}
}

// `gen --check` and `lint` on a read-only checkout succeed and write nothing.
// Root ignores file modes, so as root the commands run as nobody.
func TestReadOnlyCheckout(t *testing.T) {
	bin := policytest.BuildCLI(t)
	dir := workdir(t, false)
	if code, out := run(t, bin, dir, "gen", "--policy", "policy"); code != 0 {
		t.Fatalf("gen: %s", out)
	}
	before := snapshot(t, dir)
	var mtimes []time.Time
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil {
			if info, err := d.Info(); err == nil {
				mtimes = append(mtimes, info.ModTime())
			}
			if err := os.Chmod(p, info(d).Perm()&^0o222|0o005); err != nil {
				t.Fatal(err)
			}
		}
		return nil
	})
	t.Cleanup(func() {
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err == nil {
				_ = os.Chmod(p, info(d).Perm()|0o200)
			}
			return nil
		})
	})
	for d := filepath.Dir(dir); d != "/"; d = filepath.Dir(d) {
		if st, err := os.Stat(d); err == nil && st.Mode().Perm()&0o005 != 0o005 {
			_ = os.Chmod(d, st.Mode().Perm()|0o005)
		}
	}
	asNobody := func(args ...string) (int, string) {
		cmd := exec.Command(bin, args...)
		cmd.Dir = dir
		if os.Geteuid() == 0 {
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		}
		out, err := cmd.CombinedOutput()
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode(), string(out)
		}
		if err != nil {
			t.Fatal(err)
		}
		return 0, string(out)
	}
	if code, out := asNobody("gen", "--check", "--policy", "policy"); code != 0 {
		t.Errorf("gen --check on a read-only checkout: exit %d\n%s", code, out)
	}
	if code, out := asNobody("lint", "--policy", "policy"); code != 0 && code != 1 {
		t.Errorf("lint on a read-only checkout: exit %d\n%s", code, out)
	}
	if code, out := asNobody("gen", "--policy", "policy"); code != 0 {
		// Everything is up to date, so there is nothing to write.
		t.Errorf("gen with nothing to change on a read-only checkout: exit %d\n%s", code, out)
	}
	after := snapshot(t, dir)
	if len(after) != len(before) {
		t.Errorf("files appeared or vanished: %d before, %d after", len(before), len(after))
	}
	for k, v := range before {
		if after[k] != v {
			t.Errorf("%s changed", k)
		}
	}
	i := 0
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && i < len(mtimes) {
			if info, err := d.Info(); err == nil && !info.ModTime().Equal(mtimes[i]) && !d.IsDir() {
				t.Errorf("%s was touched", p)
			}
			i++
		}
		return nil
	})
}

func info(d fs.DirEntry) fs.FileMode {
	i, err := d.Info()
	if err != nil {
		return 0o755
	}
	return i.Mode()
}

// SIGINT or SIGTERM at any moment of a gen that changes files leaves the
// old outputs or the new ones, whole, and no scratch or lock file: gen puts
// the previous outputs back and exits 128+signal, or had finished.
func TestGenInterruptedLeavesNoScratch(t *testing.T) {
	bin := policytest.BuildCLI(t)
	oldSet, newSet := outputs(t, bin, false), outputs(t, bin, true)
	dir := workdir(t, true)
	restore(t, bin, dir, false)
	stopped := 0
	for i := 0; i < 24; i++ {
		sig := syscall.SIGINT
		if i%2 == 1 {
			sig = syscall.SIGTERM
		}
		cmd := exec.Command(bin, "gen", "--policy", "policy")
		cmd.Dir = dir
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(i) * 10 * time.Millisecond)
		_ = cmd.Process.Signal(sig)
		err := cmd.Wait()
		var ee *exec.ExitError
		if errors.As(err, &ee) && ee.ExitCode() == 128+int(sig) {
			stopped++
		}
		now := snapshot(t, dir)
		for rel := range now {
			if isScratch(rel) {
				t.Fatalf("%s #%d: %s left behind", sig, i, rel)
			}
		}
		if !sameTree(now, oldSet) && !sameTree(now, newSet) {
			t.Fatalf("%s #%d (%v): the outputs are neither the old set nor the new one", sig, i, err)
		}
		restore(t, bin, dir, false)
	}
	t.Logf("%d of 24 signals stopped gen while it wrote", stopped)
}

func sameTree(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if bv, ok := b[k]; !ok || bv != v {
			return false
		}
	}
	return true
}

// A FIFO in the output tree or in place of a manifest makes gen, gen
// --check and check exit 2 naming it, at once: none of them opens it.
func TestGenRefusesFIFOs(t *testing.T) {
	bin := policytest.BuildCLI(t)
	for _, rel := range []string{"golden/.toolpolicy-generated", "docs/pipe", "toolcatalog/.toolpolicy-gen.lock"} {
		dir := workdir(t, false)
		if code, out := run(t, bin, dir, "gen", "--policy", "policy"); code != 0 {
			t.Fatalf("gen: %s", out)
		}
		p := filepath.Join(dir, rel)
		_ = os.Remove(p)
		if err := syscall.Mkfifo(p, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"gen"}, {"gen", "--check"}, {"check"}} {
			code, out := run(t, bin, dir, append(args, "--policy", "policy")...)
			if code != 2 || !strings.Contains(out, rel) || !strings.Contains(out, "named pipe") {
				t.Errorf("%s with a FIFO at %s: exit %d, want 2 naming it:\n%s", strings.Join(args, " "), rel, code, out)
			}
		}
		if fi, err := os.Lstat(p); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
			t.Errorf("the FIFO at %s was replaced: %v", rel, err)
		}
	}
}

// The data-loss case as a user meets it: the policy puts the Go output at
// the repository root, and a committed manifest there lists .git/HEAD,
// .git/config and an untracked .env, with their true hashes. gen --check
// reports them, gen keeps all three and says so, and afterwards the tree
// checks clean.
func TestGenKeepsGitAndSecretsListedInAManifest(t *testing.T) {
	bin := policytest.BuildCLI(t)
	dir := workdir(t, false)
	// Outputs in the policy are relative to its directory: ".." is the
	// repository root.
	block := "gen: {go_dir: \"..\", golden_dir: \"../golden\", docs_dir: \"../docs\"}"
	if err := os.WriteFile(filepath.Join(dir, "policy", "gen.cue"), []byte("package toolpolicy\n\n"+block+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("git", "-C", dir, "init", "-q").CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	if code, out := run(t, bin, dir, "gen", "--policy", "policy"); code != 0 {
		t.Fatalf("gen: exit %d\n%s", code, out)
	}
	if err := os.WriteFile(filepath.Join(dir, ".env"), []byte("TOKEN=secret\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	victims := []string{".git/HEAD", ".git/config", ".env"}
	before := map[string]string{}
	var lines strings.Builder
	for _, v := range victims {
		b, err := os.ReadFile(filepath.Join(dir, v))
		if err != nil {
			t.Fatal(err)
		}
		before[v] = string(b)
		fmt.Fprintf(&lines, "%x  %s\n", sha256.Sum256(b), v)
	}
	f, err := os.OpenFile(filepath.Join(dir, ".toolpolicy-generated"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(lines.String()); err != nil {
		t.Fatal(err)
	}
	f.Close()

	code, out := run(t, bin, dir, "gen", "--check", "--policy", "policy")
	if code != 3 {
		t.Errorf("gen --check: exit %d, want 3\n%s", code, out)
	}
	for _, v := range victims {
		if !strings.Contains(out, "listed: "+v) {
			t.Errorf("gen --check does not report %s:\n%s", v, out)
		}
	}
	code, out = run(t, bin, dir, "gen", "--policy", "policy")
	if code != 0 {
		t.Fatalf("gen: exit %d\n%s", code, out)
	}
	for _, v := range victims {
		b, err := os.ReadFile(filepath.Join(dir, v))
		if err != nil || string(b) != before[v] {
			t.Errorf("%s after gen: %q, %v", v, b, err)
		}
		if !strings.Contains(out, "kept "+v) {
			t.Errorf("gen does not say it kept %s:\n%s", v, out)
		}
	}
	if code, out := run(t, bin, dir, "gen", "--check", "--policy", "policy"); code != 0 {
		t.Errorf("gen --check after gen: exit %d\n%s", code, out)
	}
}
