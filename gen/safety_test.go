//go:build unix

package gen

import (
	"context"
	"errors"
	"io/fs"
	"maps"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/model"
)

// wider is the shipped policy with one more mode whose head differs, so it
// writes golden snapshots the shipped policy does not: orphans to be.
func wider(t *testing.T) *model.Policy {
	t.Helper()
	return editedPolicy(t, `yolo: mcp:  "active"`, `yolo: mcp:  "active"
	review: {mcp: "deferred", head_drop: ["read_file"]}`)
}

func appendFile(t *testing.T, path, text string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(text); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// The data-loss case: an output root at the repository root and a
// committed manifest naming .git's files, an untracked secret, a
// hand-written doc with its real hash, an old-style entry without a hash
// and a symlink. gen deletes none of them, says why for each, and lists
// them in neither its new manifest nor a second run's report.
func TestGenDeletesOnlyFilesItWrote(t *testing.T) {
	p := load(t, "../policy")
	work := t.TempDir()
	t.Chdir(work)
	cfg := Config{GoDir: ".", GoldenDir: "golden", DocsDir: "docs"}
	if _, err := Write(generate(t, p, cfg), cfg); err != nil {
		t.Fatal(err)
	}
	victims := map[string]string{
		".git/HEAD":           "ref: refs/heads/main\n",
		".git/config":         "[core]\n\tbare = false\n",
		".env":                "TOKEN=secret\n",
		"notes.md":            "# Notes\nmine\n",
		"legacy.txt":          "kept from an old manifest\n",
		"docs/handwritten.md": "<!-- " + Header + " -->\nbut edited by hand\n",
	}
	for rel, data := range victims {
		policytest.WriteFile(t, rel, data)
	}
	if err := os.Symlink("notes.md", "link.md"); err != nil {
		t.Fatal(err)
	}
	// An attacker knows the bytes of committed files, so the manifest
	// carries their true hashes; the secret's is a guess, and the edited
	// doc's is the hash of what gen would have written.
	entries := ""
	for _, rel := range []string{".git/HEAD", ".git/config", "notes.md"} {
		entries += sha256Hex([]byte(victims[rel])) + "  " + rel + "\n"
	}
	entries += sha256Hex([]byte("TOKEN=\n")) + "  .env\n"
	entries += "legacy.txt\n"
	entries += sha256Hex([]byte("notes\n")) + "  link.md\n"
	appendFile(t, ManifestName, entries)
	appendFile(t, filepath.Join("docs", ManifestName), sha256Hex([]byte("<!-- "+Header+" -->\n"))+"  handwritten.md\n")

	files := generate(t, p, cfg)
	d, err := Check(files, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Orphans) != 0 {
		t.Errorf("gen --check would delete %v", d.Orphans)
	}
	wantKept := map[string]string{
		".git/HEAD":           "under .git",
		".git/config":         "under .git",
		".env":                "changed since",
		"notes.md":            "no generated header",
		"legacy.txt":          "no content hash",
		"link.md":             "symlink",
		"docs/handwritten.md": "changed since",
	}
	checkKept := func(what string, kept []Kept) {
		t.Helper()
		got := map[string]string{}
		for _, k := range kept {
			got[k.Path] = k.Reason
		}
		for path, why := range wantKept {
			if !strings.Contains(got[path], why) {
				t.Errorf("%s: %s kept for %q, want a reason saying %q", what, path, got[path], why)
			}
		}
		if len(got) != len(wantKept) {
			t.Errorf("%s: kept %v", what, got)
		}
	}
	checkKept("gen --check", d.Kept)
	if d.Clean() {
		t.Error("gen --check is clean though the manifests list files gen will not delete")
	}

	res, err := Write(files, cfg)
	if err != nil {
		t.Fatal(err)
	}
	checkKept("gen", res.Kept)
	if len(res.Removed) != 0 {
		t.Errorf("gen removed %v", res.Removed)
	}
	for rel, data := range victims {
		if b, err := os.ReadFile(rel); err != nil || string(b) != data {
			t.Errorf("%s: %q, %v after gen", rel, b, err)
		}
	}
	if _, err := os.Lstat("link.md"); err != nil {
		t.Errorf("the symlink: %v", err)
	}
	if d, err := Check(files, cfg); err != nil || !d.Clean() {
		t.Errorf("after gen: %+v, %v; the new manifests list only gen's files", d, err)
	}
}

// A policy directory may not send outputs into .git (a hook is code).
func TestRootInsideGitRefused(t *testing.T) {
	p := load(t, "../policy")
	t.Chdir(t.TempDir())
	cfg := Config{GoDir: ".git/hooks", GoldenDir: "golden", DocsDir: "docs"}
	files := generate(t, p, cfg)
	var pe *PathError
	if _, err := Write(files, cfg); !errors.As(err, &pe) || !strings.Contains(err.Error(), ".git") {
		t.Errorf("Write into .git/hooks: %v", err)
	}
	if _, err := os.Stat(".git"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf(".git was created: %v", err)
	}
}

// An orphan that was edited after gen wrote it is kept; its unedited
// siblings are deleted.
func TestEditedOrphanKept(t *testing.T) {
	cfg := outDir(t.TempDir())
	write(t, wider(t), cfg)
	var review []string
	for rel := range policytest.ReadTree(t, cfg.GoldenDir) {
		if strings.Contains(rel, "/review/") {
			review = append(review, filepath.Join(cfg.GoldenDir, rel))
		}
	}
	slices.Sort(review)
	edited := review[0]
	appendFile(t, edited, "# my note\n")
	res := write(t, load(t, "../policy"), cfg)
	if len(res.Kept) != 1 || res.Kept[0].Path != filepath.ToSlash(edited) || !strings.Contains(res.Kept[0].Reason, "changed since gen wrote it") {
		t.Errorf("kept %+v, want only %s", res.Kept, edited)
	}
	if len(res.Removed) != len(review)-1 {
		t.Errorf("removed %d, want %d", len(res.Removed), len(review)-1)
	}
	if _, err := os.Stat(edited); err != nil {
		t.Errorf("the edited orphan is gone: %v", err)
	}
}

// goexitAt returns a Writer whose n-th rename ends the writing goroutine
// on the spot, as a kill would: no undo, no cleanup but deferred calls.
func goexitAt(n int, calls *int) *Writer {
	return &Writer{Rename: func(a, b string) error {
		*calls++
		if *calls == n {
			runtime.Goexit()
		}
		return os.Rename(a, b)
	}}
}

// gen stopped dead at every rename (the moments a kill can land between
// two visible changes) leaves a state gen --check reports, and the next gen
// leaves exactly the new outputs: in particular no orphan that no manifest
// lists any more, which publishing the manifests before deleting orphans
// used to leave behind, invisible to gen --check.
func TestStoppedAtAnyRenameIsReportedAndRepaired(t *testing.T) {
	oldP, newP := wider(t), load(t, "../policy")
	ref := outDir(t.TempDir())
	write(t, newP, ref)
	want := policytest.ReadTree(t, filepath.Dir(ref.GoDir))

	dir := t.TempDir()
	cfg := outDir(dir)
	files := generate(t, newP, cfg)
	total := 0
	{
		write(t, oldP, cfg)
		calls := 0
		if _, err := goexitAt(-1, &calls).Write(files, cfg); err != nil {
			t.Fatal(err)
		}
		total = calls
	}
	if total < 5 {
		t.Fatalf("only %d renames", total)
	}
	for n := 1; n <= total; n++ {
		write(t, oldP, cfg)
		calls := 0
		done := make(chan struct{})
		go func() {
			defer close(done)
			_, _ = goexitAt(n, &calls).Write(files, cfg)
		}()
		<-done
		d, err := Check(files, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if d.Clean() {
			t.Fatalf("stopped at rename %d of %d: gen --check reports nothing", n, total)
		}
		write(t, newP, cfg)
		if got := policytest.ReadTree(t, dir); !maps.Equal(got, want) {
			var diff []string
			for _, k := range model.SortedKeys(mergeKeys(got, want)) {
				if got[k] != want[k] {
					diff = append(diff, k)
				}
			}
			t.Fatalf("stopped at rename %d of %d, then gen: differs from a clean run in %v", n, total, diff)
		}
	}
}

// Cancelling the context (the CLI does on SIGINT and SIGTERM) at any step
// leaves the previous outputs whole and no scratch file.
func TestInterruptLeavesPreviousOutputsAndNoScratch(t *testing.T) {
	dir := t.TempDir()
	cfg := outDir(dir)
	write(t, wider(t), cfg)
	before := policytest.ReadTree(t, dir)
	files := generate(t, load(t, "../policy"), cfg)
	for _, at := range []string{"write", "rename"} {
		for n := 1; n < 40; n += 3 {
			ctx, cancel := context.WithCancelCause(context.Background())
			calls := 0
			hit := func() {
				calls++
				if calls == n {
					cancel(errors.New("signal: interrupt"))
				}
			}
			w := &Writer{}
			if at == "write" {
				w.WriteFile = func(name string, data []byte) error { hit(); return writeSynced(name, data) }
			} else {
				w.Rename = func(a, b string) error { hit(); return os.Rename(a, b) }
			}
			_, err := w.WriteContext(ctx, files, cfg)
			cancel(nil)
			if calls < n {
				continue
			}
			var ie *InterruptedError
			if !errors.As(err, &ie) {
				t.Fatalf("cancelled at %s %d: error %v, want InterruptedError", at, n, err)
			}
			if after := policytest.ReadTree(t, dir); !maps.Equal(before, after) {
				t.Fatalf("cancelled at %s %d: the outputs changed", at, n)
			}
			if err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
				if err == nil && (scratchPattern.MatchString(d.Name()) || d.Name() == LockName) {
					t.Errorf("cancelled at %s %d: %s left behind", at, n, p)
				}
				return err
			}); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A second gen waits for the lock the first holds, and gives up with a
// LockError naming the file when it waits too long.
func TestConcurrentGensSerialised(t *testing.T) {
	dir := t.TempDir()
	cfg := outDir(dir)
	p := load(t, "../policy")
	write(t, p, cfg)
	files := generate(t, wider(t), cfg)
	unlock, _, err := lockRoots(context.Background(), []string{cfg.GoldenDir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	waited := make(chan string, 1)
	go func() {
		_, err := (&Writer{Waiting: func(l string) { waited <- l }}).Write(files, cfg)
		done <- err
	}()
	if l := <-waited; l != filepath.ToSlash(filepath.Join(cfg.GoldenDir, LockName)) {
		t.Errorf("told it waits for %s", l)
	}
	select {
	case err := <-done:
		t.Fatalf("gen wrote while another held the lock: %v", err)
	case <-time.After(300 * time.Millisecond):
	}
	unlock()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(cfg.GoldenDir, LockName)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the lock file stayed: %v", err)
	}

	old := lockWait
	lockWait = 100 * time.Millisecond
	t.Cleanup(func() { lockWait = old })
	unlock, _, err = lockRoots(context.Background(), []string{cfg.GoDir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	var le *LockError
	if _, err := Write(generate(t, p, cfg), cfg); !errors.As(err, &le) || !strings.Contains(err.Error(), filepath.ToSlash(filepath.Join(cfg.GoDir, LockName))) {
		t.Errorf("waiting too long: %v, want a LockError naming the lock", err)
	}
}

// gen --check takes the lock too: while another gen holds an output root it
// waits (saying so once), and then judges what that gen finished, not the
// tree half way through. Without the lock it would report the old tree
// stale while the writer is still publishing.
func TestCheckWaitsForAWritingGen(t *testing.T) {
	dir := t.TempDir()
	cfg := outDir(dir)
	write(t, load(t, "../policy"), cfg)
	files := generate(t, wider(t), cfg)
	unlock, _, err := lockRoots(context.Background(), []string{cfg.GoldenDir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	type result struct {
		d   *Drift
		err error
	}
	done := make(chan result, 1)
	waited := make(chan string, 1)
	go func() {
		d, err := (&Writer{Waiting: func(l string) { waited <- l }}).Check(context.Background(), files, cfg)
		done <- result{d, err}
	}()
	select {
	case r := <-done:
		t.Fatalf("gen --check read the tree while another gen held its lock (clean=%v, err=%v)", r.d != nil && r.d.Clean(), r.err)
	case l := <-waited:
		if l != filepath.ToSlash(filepath.Join(cfg.GoldenDir, LockName)) {
			t.Errorf("told it waits for %s", l)
		}
	}
	// The "other gen" publishes the new outputs, then lets go.
	for _, f := range files {
		if err := os.MkdirAll(filepath.Dir(f.Path()), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f.Path(), f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	unlock()
	r := <-done
	if r.err != nil {
		t.Fatal(r.err)
	}
	if !r.d.Clean() {
		t.Errorf("check after the writer finished: %d stale, %d missing, %d orphaned; want clean", len(r.d.Stale), len(r.d.Missing), len(r.d.Orphans))
	}
	if _, err := os.Stat(filepath.Join(cfg.GoldenDir, LockName)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the check left its lock file: %v", err)
	}
}

// A FIFO, a socket or a device anywhere in an output tree, in place of a
// manifest, an output, a listed orphan or the lock is refused by gen and gen
// --check with its path, without being opened (opening a FIFO would block
// for ever; the test gives each run 20 s).
func TestSpecialFilesRefusedWithoutOpening(t *testing.T) {
	p := load(t, "../policy")
	cases := map[string]func(t *testing.T, cfg Config) string{
		"fifo as a manifest": func(t *testing.T, cfg Config) string {
			return fifo(t, filepath.Join(cfg.GoldenDir, ManifestName))
		},
		"fifo as an output": func(t *testing.T, cfg Config) string {
			return fifo(t, filepath.Join(cfg.GoldenDir, "registry.yaml"))
		},
		"fifo deep in the tree": func(t *testing.T, cfg Config) string {
			return fifo(t, filepath.Join(cfg.GoldenDir, "default", "agent", "pipe"))
		},
		"fifo as a listed orphan": func(t *testing.T, cfg Config) string {
			appendFile(t, filepath.Join(cfg.DocsDir, ManifestName), sha256Hex(nil)+"  old.md\n")
			return fifo(t, filepath.Join(cfg.DocsDir, "old.md"))
		},
		"fifo as the lock": func(t *testing.T, cfg Config) string {
			return fifo(t, filepath.Join(cfg.GoDir, LockName))
		},
		"socket in the tree": func(t *testing.T, cfg Config) string {
			// Unix socket paths are short: listen from inside the directory.
			wd, _ := os.Getwd()
			if err := os.Chdir(cfg.GoDir); err != nil {
				t.Fatal(err)
			}
			l, err := net.Listen("unix", "s.sock")
			if cerr := os.Chdir(wd); cerr != nil {
				t.Fatal(cerr)
			}
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { l.Close() })
			return filepath.Join(cfg.GoDir, "s.sock")
		},
	}
	for name, setup := range cases {
		t.Run(name, func(t *testing.T) {
			cfg := outDir(t.TempDir())
			write(t, p, cfg)
			special := setup(t, cfg)
			files := generate(t, p, cfg)
			for what, run := range map[string]func() error{
				"gen --check": func() error { _, err := Check(files, cfg); return err },
				"gen":         func() error { _, err := Write(files, cfg); return err },
			} {
				done := make(chan error, 1)
				go func() { done <- run() }()
				select {
				case err := <-done:
					var se *SpecialFileError
					if !errors.As(err, &se) || !strings.Contains(err.Error(), filepath.ToSlash(special)) {
						t.Errorf("%s: error %v, want a refusal naming %s", what, err, special)
					}
				case <-time.After(20 * time.Second):
					t.Fatalf("%s blocked on %s", what, special)
				}
			}
			if fi, err := os.Lstat(special); err != nil || fi.Mode().IsRegular() {
				t.Errorf("the special file was replaced: %v", err)
			}
		})
	}
}

func fifo(t *testing.T, path string) string {
	t.Helper()
	_ = os.Remove(path)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Outputs that cannot carry the header are recognised by the names gen gives
// them, never by their extension: an orphaned lock is deleted, a JSON file
// of another name with an equally true hash is kept.
func TestHeaderlessOutputsByName(t *testing.T) {
	cfg := outDir(t.TempDir())
	write(t, load(t, "../policy"), cfg)
	lock, other := filepath.Join(cfg.GoDir, "old", LockFile), filepath.Join(cfg.GoDir, "old", "settings.json")
	policytest.WriteFile(t, lock, `{"generator": "toolpolicy"}`+"\n")
	policytest.WriteFile(t, other, `{"user": "mine"}`+"\n")
	appendFile(t, filepath.Join(cfg.GoDir, ManifestName),
		sha256Hex([]byte(`{"generator": "toolpolicy"}`+"\n"))+"  old/"+LockFile+"\n"+
			sha256Hex([]byte(`{"user": "mine"}`+"\n"))+"  old/settings.json\n")
	res := write(t, load(t, "../policy"), cfg)
	if len(res.Removed) != 1 || res.Removed[0] != filepath.ToSlash(lock) {
		t.Errorf("removed %v, want only the lock", res.Removed)
	}
	if len(res.Kept) != 1 || res.Kept[0].Path != filepath.ToSlash(other) || !strings.Contains(res.Kept[0].Reason, "no generated header") {
		t.Errorf("kept %+v, want settings.json for its missing header", res.Kept)
	}
	if _, err := os.Stat(other); err != nil {
		t.Error(err)
	}
}

// A scratch file left by a killed gen is reported once by gen --check, even
// where output roots nest, and the next gen removes it.
func TestLeftoverScratchReportedAndSwept(t *testing.T) {
	dir := t.TempDir()
	cfg := outDir(dir)
	cfg.DocsDir = filepath.Join(cfg.GoDir, "docs")
	cfg.Trusted[cfg.DocsDir] = true
	p := load(t, "../policy")
	write(t, p, cfg)
	left := filepath.Join(cfg.DocsDir, ".manifest.md.new-99999-1.tmp")
	policytest.WriteFile(t, left, "half")
	d, err := Check(generate(t, p, cfg), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if d.Clean() || len(d.Scratch) != 1 || d.Scratch[0] != filepath.ToSlash(left) {
		t.Errorf("scratch reported as %v", d.Scratch)
	}
	res := write(t, p, cfg)
	if len(res.Swept) != 1 {
		t.Errorf("swept %v", res.Swept)
	}
	if _, err := os.Stat(left); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the scratch file stayed: %v", err)
	}
}
