// Package gitref finds the previous policy a --against REF names: a
// directory on disk, or the policy directory at a git revision, read with
// git without touching the working tree or the index.
package gitref

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing/fstest"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/model"
)

// RefError reports a --against value that is neither a directory nor a git
// revision of the repository holding the policy.
type RefError struct {
	Ref string
	Err error
}

func (e *RefError) Error() string { return fmt.Sprintf("--against %s: %v", e.Ref, e.Err) }
func (e *RefError) Unwrap() error { return e.Err }

// Open returns the files of the previous policy named by ref, for the policy
// whose directory is policyDir, and the directory's name for users (the
// dir argument of compiler.Load).
//
// When ref is a directory, the old policy is ref itself if it directly holds
// .cue files, else ref/policyDir (the same relative path, e.g. a checkout of
// an older release).
//
// Otherwise ref is a git revision of the repository holding policyDir. The
// files directly in the policy's directory at that revision are read into
// memory; the directory is named "REF:path" with the path from the
// repository root, so positions read "main:policy/file.cue:12:3", which
// `git show` understands. An unknown ref returns a *RefError. The sizes
// lim bounds (zero fields: the defaults) are checked from the listing,
// before any file is read.
func Open(ref, policyDir string, lim compiler.Limits) (fsys fs.FS, dir string, err error) {
	if ref == "" {
		return nil, "", &RefError{Ref: ref, Err: errors.New("empty reference; name a git revision or a directory")}
	}
	if st, err := os.Stat(ref); err == nil && st.IsDir() {
		dir := ref
		if !hasCUEFiles(ref) {
			if filepath.IsAbs(policyDir) {
				return nil, "", &RefError{Ref: ref, Err: fmt.Errorf("directory holds no .cue files, and --policy %s is absolute, so it cannot be found inside it", policyDir)}
			}
			dir = filepath.Join(ref, policyDir)
		}
		return os.DirFS(dir), dir, nil
	}
	return readRevision(ref, policyDir, lim)
}

func hasCUEFiles(dir string) bool {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".cue") && !strings.HasPrefix(e.Name(), ".") {
			return true
		}
	}
	return false
}

// git runs a git command in dir and returns its standard output.
func git(dir string, args ...string) ([]byte, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("git %s: %s: %w", strings.Join(args, " "), msg, err)
	}
	return stdout.Bytes(), nil
}

func readRevision(ref, policyDir string, lim compiler.Limits) (fs.FS, string, error) {
	// git runs in the policy's directory when it exists, so the repository is
	// the one holding the policy, whatever the working directory.
	runDir, prefix := policyDir, ""
	if st, err := os.Stat(policyDir); err != nil || !st.IsDir() {
		runDir = "."
	}
	if _, err := git(runDir, "rev-parse", "--git-dir"); err != nil {
		if errors.Is(err, exec.ErrNotFound) {
			return nil, "", &RefError{Ref: ref, Err: fmt.Errorf("not a directory, and git is not installed to read it as a revision: %w", err)}
		}
		return nil, "", &RefError{Ref: ref, Err: fmt.Errorf("not a directory, and %s is not inside a git repository", runDir)}
	}
	if strings.HasPrefix(ref, "-") {
		return nil, "", &RefError{Ref: ref, Err: errors.New("not a directory or a git revision")}
	}
	out, err := git(runDir, "rev-parse", "--verify", "--quiet", "--end-of-options", ref+"^{commit}")
	if err != nil {
		return nil, "", &RefError{Ref: ref, Err: errors.New("not a directory, and not a commit in this git repository")}
	}
	commit := strings.TrimSpace(string(out))
	if runDir == policyDir {
		out, err := git(runDir, "rev-parse", "--show-prefix")
		if err != nil {
			return nil, "", &RefError{Ref: ref, Err: err}
		}
		prefix = strings.TrimSuffix(strings.TrimSpace(string(out)), "/")
	} else {
		// The policy directory is gone from the working tree; take its path
		// relative to the working directory's place in the repository.
		out, err := git(".", "rev-parse", "--show-prefix")
		if err != nil {
			return nil, "", &RefError{Ref: ref, Err: err}
		}
		prefix = path.Join(strings.TrimSpace(string(out)), filepath.ToSlash(policyDir))
	}
	if prefix == "" {
		prefix = "."
	}

	// ls-tree -l gives each blob's size, so the compiler's file-count and
	// size limits are checked before a single blob is read: a ref with
	// thousands of files or one huge blob costs one listing, not a read.
	lsArgs := []string{"ls-tree", "-l", "-z", "--full-tree", commit}
	if prefix != "." {
		lsArgs = append(lsArgs, "--", prefix+"/")
	}
	out, err = git(runDir, lsArgs...)
	if err != nil {
		return nil, "", &RefError{Ref: ref, Err: err}
	}
	dir := ref + ":" + prefix
	type blob struct {
		base, object string
		size         int64
	}
	var blobs []blob
	var listed []model.Pos
	var sizes []int64
	for _, entry := range strings.Split(string(out), "\x00") {
		// "<mode> <type> <object> <size>\t<path>"
		meta, name, ok := strings.Cut(entry, "\t")
		f := strings.Fields(meta)
		if !ok || len(f) != 4 || f[1] != "blob" {
			continue
		}
		base := path.Base(name)
		if !strings.HasSuffix(base, ".cue") || strings.HasPrefix(base, ".") || strings.HasSuffix(base, "_test.cue") {
			continue // what the compiler leaves out (as cue/load does)
		}
		size, err := strconv.ParseInt(f[3], 10, 64)
		if err != nil {
			return nil, "", &RefError{Ref: ref, Err: fmt.Errorf("git ls-tree gave %q for %s's size", f[3], name)}
		}
		listed = append(listed, model.Pos{File: ref + ":" + name})
		sizes = append(sizes, size)
		blobs = append(blobs, blob{base, f[2], size})
	}
	if problems := lim.CheckSizes(dir, listed, sizes); len(problems) > 0 {
		return nil, "", &compiler.LoadError{Dir: dir, Problems: problems}
	}
	// One `git cat-file --batch` reads every blob: one process, not one per
	// file. Its output is "<object> blob <size>\n<bytes>\n" per request.
	var req bytes.Buffer
	for _, b := range blobs {
		req.WriteString(b.object + "\n")
	}
	cmd := exec.Command("git", "cat-file", "--batch")
	cmd.Dir = runDir
	cmd.Stdin = &req
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	batch, err := cmd.Output()
	if err != nil {
		return nil, "", &RefError{Ref: ref, Err: fmt.Errorf("git cat-file --batch: %s: %w", strings.TrimSpace(stderr.String()), err)}
	}
	// fstest.MapFS is the standard library's in-memory file system; the
	// compiler only lists, stats and reads it. Nothing is written to disk,
	// so no exit path (the watchdog's included) leaves a copy behind.
	files := fstest.MapFS{}
	for _, b := range blobs {
		header, rest, ok := bytes.Cut(batch, []byte("\n"))
		want := fmt.Sprintf("%s blob %d", b.object, b.size)
		if !ok || string(header) != want || int64(len(rest)) < b.size+1 {
			return nil, "", &RefError{Ref: ref, Err: fmt.Errorf("git cat-file --batch: unexpected output for %s (%q)", b.base, header)}
		}
		files[b.base] = &fstest.MapFile{Data: rest[:b.size:b.size], Mode: 0o644}
		batch = rest[b.size+1:]
	}
	return files, dir, nil
}
