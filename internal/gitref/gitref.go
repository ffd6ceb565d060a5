// Package gitref finds the previous policy a --against REF names: a
// directory on disk, or the policy directory at a git revision, read with
// git without touching the working tree or the index.
package gitref

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
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
// whose directory is policyDir, the directory's name for users (the dir
// argument of compiler.Load), and the options compiler.Load needs to read
// them as they were.
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
// before any file is read. The CUE module the policy was in at that
// revision is read too (the nearest cue.mod from the policy's directory up
// to the repository's root, as in a checkout of it), so the old policy is
// read at the language version its own cue.mod/module.cue named, not the
// working tree's (compiler.WithTree); any other file cue/load asks for (a
// package of the module the policy imports) is read from the revision
// when asked for.
func Open(ref, policyDir string, lim compiler.Limits) (fsys fs.FS, dir string, opts []compiler.Option, err error) {
	if ref == "" {
		return nil, "", nil, &RefError{Ref: ref, Err: errors.New("empty reference; name a git revision or a directory")}
	}
	if st, err := os.Stat(ref); err == nil && st.IsDir() {
		dir := ref
		if !hasCUEFiles(ref) {
			if filepath.IsAbs(policyDir) {
				return nil, "", nil, &RefError{Ref: ref, Err: fmt.Errorf("directory holds no .cue files, and --policy %s is absolute, so it cannot be found inside it", policyDir)}
			}
			dir = filepath.Join(ref, policyDir)
		}
		return os.DirFS(dir), dir, nil, nil
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

func readRevision(ref, policyDir string, lim compiler.Limits) (fs.FS, string, []compiler.Option, error) {
	// git runs in the policy's directory when it exists, so the repository is
	// the one holding the policy, whatever the working directory.
	runDir, prefix := policyDir, ""
	if st, err := os.Stat(policyDir); err != nil || !st.IsDir() {
		runDir = "."
	}
	if _, err := git(runDir, "rev-parse", "--git-dir"); err != nil {
		if errors.Is(err, exec.ErrNotFound) {
			return nil, "", nil, &RefError{Ref: ref, Err: fmt.Errorf("not a directory, and git is not installed to read it as a revision: %w", err)}
		}
		return nil, "", nil, &RefError{Ref: ref, Err: fmt.Errorf("not a directory, and %s is not inside a git repository", runDir)}
	}
	if strings.HasPrefix(ref, "-") {
		return nil, "", nil, &RefError{Ref: ref, Err: errors.New("not a directory or a git revision")}
	}
	out, err := git(runDir, "rev-parse", "--verify", "--quiet", "--end-of-options", ref+"^{commit}")
	if err != nil {
		return nil, "", nil, &RefError{Ref: ref, Err: errors.New("not a directory, and not a commit in this git repository")}
	}
	commit := strings.TrimSpace(string(out))
	if runDir == policyDir {
		out, err := git(runDir, "rev-parse", "--show-prefix")
		if err != nil {
			return nil, "", nil, &RefError{Ref: ref, Err: err}
		}
		prefix = strings.TrimSuffix(strings.TrimSpace(string(out)), "/")
	} else {
		// The policy directory is gone from the working tree; take its path
		// relative to the working directory's place in the repository.
		out, err := git(".", "rev-parse", "--show-prefix")
		if err != nil {
			return nil, "", nil, &RefError{Ref: ref, Err: err}
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
		return nil, "", nil, &RefError{Ref: ref, Err: err}
	}
	dir := ref + ":" + prefix
	var blobs []blob
	var listed []model.Pos
	var sizes []int64
	for _, e := range treeEntries(out) {
		base := path.Base(e.name)
		if e.kind != "blob" || !strings.HasSuffix(base, ".cue") || strings.HasPrefix(base, ".") || strings.HasSuffix(base, "_test.cue") {
			continue // what the compiler leaves out (as cue/load does)
		}
		size, err := e.blobSize()
		if err != nil {
			return nil, "", nil, &RefError{Ref: ref, Err: err}
		}
		listed = append(listed, model.Pos{File: ref + ":" + e.name})
		sizes = append(sizes, size)
		blobs = append(blobs, blob{e.name, e.object, size})
	}
	if problems := lim.CheckSizes(dir, listed, sizes); len(problems) > 0 {
		return nil, "", nil, &compiler.LoadError{Dir: dir, Problems: problems}
	}
	mod, err := moduleFiles(runDir, ref, commit, prefix, lim)
	if err != nil {
		return nil, "", nil, err
	}
	// fstest.MapFS is the standard library's in-memory file system; the
	// compiler only lists, stats and reads it. Nothing is written to disk,
	// so no exit path (the watchdog's included) leaves a copy behind. It
	// holds the policy's files at their paths in the revision, and the
	// cue.mod the compiler finds the CUE module in, as in a checkout.
	files := fstest.MapFS{}
	if prefix != "." {
		files[prefix] = &fstest.MapFile{Mode: fs.ModeDir | 0o755} // the directory exists even when empty
	}
	if err := catFiles(runDir, ref, append(blobs, mod...), files); err != nil {
		return nil, "", nil, err
	}
	// The rest of the revision (a package of the module the policy
	// imports) is read from git only if cue/load asks for it.
	tree := &revisionFS{runDir: runDir, ref: ref, commit: commit, lim: cmp.Or(lim.FileBytes, compiler.MaxFileBytes), files: maps.Clone(files), listed: map[string]bool{}}
	opts := []compiler.Option{compiler.WithTree(tree, prefix, ref+":")}
	if prefix == "." {
		return files, dir, opts, nil
	}
	sub, err := fs.Sub(files, prefix)
	if err != nil {
		return nil, "", nil, &RefError{Ref: ref, Err: err}
	}
	return sub, dir, opts, nil
}

// revisionFS is a revision's whole tree, as a checkout of it shows it,
// read from git as it is asked for: a directory is listed (git ls-tree)
// the first time a path in it is opened, a file read (git cat-file) the
// first time it is opened. files starts with what was read already.
type revisionFS struct {
	runDir, ref, commit string
	lim                 int64 // bytes of one file

	mu      sync.Mutex
	files   fstest.MapFS
	listed  map[string]bool  // directories whose entries are all in files
	objects map[string]entry // files listed but not read yet
}

func (r *revisionFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	var dirs []string
	for d := path.Dir(name); ; d = path.Dir(d) {
		dirs = append(dirs, d)
		if d == "." {
			break
		}
	}
	for _, d := range slices.Backward(dirs) {
		if !r.isDir(d) {
			break // not a directory at the revision: name does not exist
		}
		if err := r.list(d); err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
	}
	if r.isDir(name) {
		if err := r.list(name); err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
	} else if e, ok := r.objects[name]; ok {
		size, err := e.blobSize()
		if err == nil && size > r.lim {
			err = fmt.Errorf("file is %d bytes; the limit is %d (--max-file-bytes)", size, r.lim)
		}
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
		data, err := git(r.runDir, "cat-file", "blob", e.object)
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
		r.files[name] = &fstest.MapFile{Data: data, Mode: r.files[name].Mode}
		delete(r.objects, name)
	}
	return r.files.Open(name)
}

// isDir reports whether name is a directory among what is known.
func (r *revisionFS) isDir(name string) bool {
	if name == "." {
		return true
	}
	if f, ok := r.files[name]; ok {
		return f.Mode.IsDir()
	}
	st, err := fs.Stat(r.files, name) // directories implied by known files
	return err == nil && st.IsDir()
}

// list adds dir's entries at the revision to files.
func (r *revisionFS) list(dir string) error {
	if r.listed[dir] {
		return nil
	}
	args := []string{"ls-tree", "-l", "-z", "--full-tree", r.commit}
	if dir != "." {
		args = append(args, "--", dir+"/")
	}
	out, err := git(r.runDir, args...)
	if err != nil {
		return err
	}
	if r.objects == nil {
		r.objects = map[string]entry{}
	}
	for _, e := range treeEntries(out) {
		if _, ok := r.files[e.name]; ok {
			continue // read already
		}
		switch {
		case e.kind == "tree" || e.kind == "commit": // a submodule checks out as a directory
			r.files[e.name] = &fstest.MapFile{Mode: fs.ModeDir | 0o755}
		case e.kind == "blob" && e.mode != "120000": // a symbolic link's target is not in the revision
			mode := fs.FileMode(0o644)
			if e.mode == "100755" {
				mode = 0o755
			}
			r.files[e.name] = &fstest.MapFile{Mode: mode}
			r.objects[e.name] = e
		}
	}
	r.listed[dir] = true
	return nil
}

// blob is a file of the revision to read: its path from the repository's
// root, its object name and size.
type blob struct {
	name, object string
	size         int64
}

// entry is one line of `git ls-tree -l -z`.
type entry struct {
	mode, kind, object, size, name string
}

func treeEntries(out []byte) []entry {
	var es []entry
	for _, line := range strings.Split(string(out), "\x00") {
		// "<mode> <type> <object> <size>\t<path>"
		meta, name, ok := strings.Cut(line, "\t")
		f := strings.Fields(meta)
		if !ok || len(f) != 4 {
			continue
		}
		es = append(es, entry{f[0], f[1], f[2], f[3], name})
	}
	return es
}

func (e entry) blobSize() (int64, error) {
	size, err := strconv.ParseInt(e.size, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("git ls-tree gave %q for %s's size", e.size, e.name)
	}
	return size, nil
}

// moduleFiles lists what a checkout of the revision would give cue/load to
// find the policy's CUE module: the nearest cue.mod from the policy's
// directory up to the repository's root, and when it is a directory, the
// module.cue and local-module.cue in it. The module file sets the language
// version the policy's files are read at; the working tree's may differ.
func moduleFiles(runDir, ref, commit, prefix string, lim compiler.Limits) ([]blob, error) {
	args := []string{"ls-tree", "-l", "-z", "--full-tree", commit, "--"}
	for d := prefix; ; d = path.Dir(d) {
		args = append(args, path.Join(d, "cue.mod"))
		if d == "." {
			break
		}
	}
	out, err := git(runDir, args...)
	if err != nil {
		return nil, &RefError{Ref: ref, Err: err}
	}
	var nearest *entry
	for _, e := range treeEntries(out) {
		if nearest == nil || len(e.name) > len(nearest.name) {
			nearest = &e
		}
	}
	if nearest == nil {
		return nil, nil
	}
	var found []entry
	switch {
	case nearest.kind == "tree":
		out, err := git(runDir, "ls-tree", "-l", "-z", "--full-tree", commit, "--", nearest.name+"/")
		if err != nil {
			return nil, &RefError{Ref: ref, Err: err}
		}
		for _, e := range treeEntries(out) {
			if b := path.Base(e.name); b == "module.cue" || b == "local-module.cue" {
				found = append(found, e)
			}
		}
	default:
		found = []entry{*nearest} // a cue.mod file, which the compiler refuses as cue does
	}
	var blobs []blob
	for _, e := range found {
		kind := e.kind
		if e.mode == "120000" {
			kind = "symbolic link"
		}
		if kind != "blob" {
			// A checkout would follow the link, or hold a submodule's
			// files: neither is in this commit's tree.
			return nil, &RefError{Ref: ref, Err: fmt.Errorf("%s:%s is a %s; toolpolicy reads a revision's CUE module only from files stored in the commit", ref, e.name, kind)}
		}
		size, err := e.blobSize()
		if err != nil {
			return nil, &RefError{Ref: ref, Err: err}
		}
		// A module file is read whole as a policy file is, under the same
		// per-file limit.
		if problems := lim.CheckSizes(ref+":"+prefix, []model.Pos{{File: ref + ":" + e.name}}, []int64{size}); len(problems) > 0 {
			return nil, &compiler.LoadError{Dir: ref + ":" + prefix, Problems: problems}
		}
		blobs = append(blobs, blob{e.name, e.object, size})
	}
	return blobs, nil
}

// catFiles reads the blobs with one `git cat-file --batch` (one process,
// not one per file) into files, at their paths.
func catFiles(runDir, ref string, blobs []blob, files fstest.MapFS) error {
	// Its output is "<object> blob <size>\n<bytes>\n" per request.
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
		return &RefError{Ref: ref, Err: fmt.Errorf("git cat-file --batch: %s: %w", strings.TrimSpace(stderr.String()), err)}
	}
	for _, b := range blobs {
		header, rest, ok := bytes.Cut(batch, []byte("\n"))
		want := fmt.Sprintf("%s blob %d", b.object, b.size)
		if !ok || string(header) != want || int64(len(rest)) < b.size+1 {
			return &RefError{Ref: ref, Err: fmt.Errorf("git cat-file --batch: unexpected output for %s (%q)", b.name, header)}
		}
		files[b.name] = &fstest.MapFile{Data: rest[:b.size:b.size], Mode: 0o644}
		batch = rest[b.size+1:]
	}
	return nil
}
