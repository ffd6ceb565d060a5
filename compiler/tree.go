package compiler

// A policy read from a git revision is not on disk, and neither is the
// cue.mod/module.cue that sets the language version its files are read at:
// the one on disk is the working tree's, which may name another version, or
// be absent where the revision had one. WithTree gives the loader the
// revision's files, where the module is found as cue finds it in a checkout.

import (
	"errors"
	"io/fs"
	"path"
	"path/filepath"
	"strings"
	"syscall"

	"cuelang.org/go/cue/load"
)

// WithTree says that Load's files are the directory policy (a slash path,
// "." for the root) of the file tree fsys, whose root users name name: for
// a git revision, fsys holds the revision's files, at least the policy's
// and the cue.mod entries from the policy's directory up to the root, name
// is "main:" and Load's dir is name+policy ("main:policy"). The CUE module
// the policy is in, and so the language version its files are read at, is
// then the one a checkout of the tree gives: the nearest cue.mod in the
// policy's directory or a directory above it, up to the tree's root, or no
// module without one. Without WithTree the module is found on disk, above
// Load's dir.
func WithTree(fsys fs.FS, policy, name string) Option {
	return func(l *loader) { l.tree = &tree{fsys: fsys, policy: path.Clean(policy), name: name} }
}

type tree struct {
	fsys   fs.FS
	policy string
	name   string
}

// fileName is the name the file at slash path p of the tree is shown by,
// made absolute as files on disk are (l.rel shows it as name+p, e.g.
// "main:cue.mod/module.cue", which git show understands).
func (t *tree) fileName(p string) string {
	n := t.name + p
	if p == "." || p == "" {
		n = t.name
	}
	if abs, err := filepath.Abs(filepath.FromSlash(n)); err == nil {
		return abs
	}
	return n
}

// module is the module cue/load finds for the policy in a checkout of the
// tree: the nearest directory from the policy's up to the root holding a
// cue.mod (a directory or, refused later as on disk, a file).
func (t *tree) module() module {
	for d := t.policy; ; d = path.Dir(d) {
		if _, err := fs.Stat(t.fsys, path.Join(d, "cue.mod")); err == nil {
			sub, err := fs.Sub(t.fsys, d)
			if err != nil {
				return module{}
			}
			return module{fsys: sub, file: func(name string) string { return t.fileName(path.Join(d, name)) }}
		}
		if d == "." {
			return module{}
		}
	}
}

// configure sets cfg to load the policy's files from the tree, as cue/load
// loads them from a checkout, without reading anything on disk, and returns
// the files' names for load.Instances. Names inside the tree read as the
// loader names the policy's files (abs, the policy directory's absolute
// name, and each file in it); the module file, which cue/load names by its
// path in the tree, is added to shown.
func (t *tree) configure(cfg *load.Config, abs string, srcs []srcFile, shown map[string]string, rel func(string) string) []string {
	dir := path.Join("/", t.policy)
	cfg.FS = notDirFS{t.fsys}
	cfg.Dir = dir
	cfg.FromFSPath = func(p string) string {
		switch {
		case p == dir:
			return abs
		case path.Dir(p) == dir:
			return filepath.Join(abs, path.Base(p))
		}
		return t.fileName(strings.TrimPrefix(path.Clean(p), "/"))
	}
	for d := t.policy; ; d = path.Dir(d) {
		for _, name := range []string{"cue.mod", "cue.mod/module.cue"} {
			p := path.Join(d, name)
			shown[path.Join("/", p)] = rel(t.fileName(p))
		}
		if d == "." {
			break
		}
	}
	args := make([]string, len(srcs))
	for i, f := range srcs {
		args[i] = path.Join(dir, filepath.Base(f.abs))
	}
	return args
}

// notDirFS answers as a disk does that a path through a regular file is
// not a directory (ENOTDIR), where an in-memory file system such as
// fstest.MapFS says it does not exist: cue/load reports a cue.mod that is
// a file (CUE's old module file) only when module.cue under it is not
// merely missing.
type notDirFS struct{ fs.FS }

func (f notDirFS) Open(name string) (fs.File, error) {
	file, err := f.FS.Open(name)
	if errors.Is(err, fs.ErrNotExist) {
		for d := path.Dir(name); d != "."; d = path.Dir(d) {
			if st, serr := fs.Stat(f.FS, d); serr == nil {
				if !st.IsDir() {
					return nil, &fs.PathError{Op: "open", Path: name, Err: syscall.ENOTDIR}
				}
				break
			}
		}
	}
	return file, err
}
