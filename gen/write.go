package gen

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync/atomic"
)

// PathError is an output path gen refuses to touch: one that escapes its
// output root, or a root from the policy that escapes the working directory.
type PathError struct {
	Path   string
	Reason string
}

func (e *PathError) Error() string {
	return fmt.Sprintf("refusing output path %s: %s", e.Path, e.Reason)
}

// guard decides which paths gen may read and write.
type guard struct {
	cwd     string // absolute, symlinks resolved
	trusted map[string]bool
	roots   map[string]string // configured root → absolute resolved root
}

func newGuard(cfg Config) (*guard, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, fmt.Errorf("finding the working directory: %w", err)
	}
	real, err := resolveExisting(wd)
	if err != nil {
		return nil, err
	}
	return &guard{cwd: real, trusted: cfg.Trusted, roots: map[string]string{}}, nil
}

// resolveExisting returns the absolute form of path with symlinks resolved
// in the longest prefix that exists; the rest cannot be a link (yet).
func resolveExisting(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", fmt.Errorf("resolving %s: %w", path, err)
	}
	rest := ""
	cur := abs
	for {
		if _, err := os.Lstat(cur); err == nil {
			real, err := filepath.EvalSymlinks(cur)
			if err != nil {
				return "", fmt.Errorf("resolving %s: %w", path, err)
			}
			return filepath.Join(real, rest), nil
		}
		parent := filepath.Dir(cur)
		if parent == cur {
			return filepath.Join(cur, rest), nil
		}
		rest = filepath.Join(filepath.Base(cur), rest)
		cur = parent
	}
}

func within(root, path string) bool {
	rel, err := filepath.Rel(root, path)
	return err == nil && (rel == "." || filepath.IsLocal(rel))
}

// root checks a configured output root and returns its resolved form. A root
// from the policy must stay inside the working directory, links included;
// a root given on the command line is the user's own choice.
func (g *guard) root(root string) (string, error) {
	if r, ok := g.roots[root]; ok {
		return r, nil
	}
	if root == "" {
		return "", &PathError{Path: `""`, Reason: "empty output directory"}
	}
	real, err := resolveExisting(root)
	if err != nil {
		return "", err
	}
	if !g.trusted[root] {
		switch {
		case filepath.IsAbs(root) && !within(g.cwd, real):
			return "", &PathError{Path: root, Reason: "the policy's gen block names an absolute directory outside the working directory; give a relative path, or pass the directory as a flag"}
		case !within(g.cwd, real):
			return "", &PathError{Path: root, Reason: "the policy's gen block names a directory outside the working directory (through .. or a symlink); pass it as a flag if that is really meant"}
		}
	}
	if fi, err := os.Stat(real); err == nil && !fi.IsDir() {
		return "", &PathError{Path: root, Reason: "output root exists and is not a directory"}
	}
	g.roots[root] = real
	return real, nil
}

// path checks rel inside root and returns the path to use for it.
func (g *guard) path(root, rel string) (string, error) {
	realRoot, err := g.root(root)
	if err != nil {
		return "", err
	}
	native := filepath.FromSlash(rel)
	p := filepath.Join(root, native)
	if !filepath.IsLocal(native) {
		return "", &PathError{Path: p, Reason: "path escapes its output root " + root}
	}
	real, err := resolveExisting(p)
	if err != nil {
		return "", err
	}
	if !within(realRoot, real) {
		return "", &PathError{Path: p, Reason: "a symlink leads out of the output root " + root}
	}
	return p, nil
}

// display is how a path is shown: relative to the working directory when it
// lies under it, with forward slashes.
func (g *guard) display(p string) string {
	abs, err := filepath.Abs(p)
	if err != nil {
		return filepath.ToSlash(p)
	}
	if real, err := resolveExisting(abs); err == nil {
		abs = real
	}
	if rel, err := filepath.Rel(g.cwd, abs); err == nil && filepath.IsLocal(rel) {
		return filepath.ToSlash(rel)
	}
	return filepath.ToSlash(abs)
}

// readIfExists returns a file's bytes, or nil and false when it does not exist.
func readIfExists(p string) ([]byte, bool, error) {
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("reading %s: %w", p, err)
	}
	return b, true, nil
}

// orphans returns, per the manifests on disk, generated files that the new
// output set no longer contains and that still exist. Manifest entries are
// checked like any other path: a manifest is a file on disk, not trusted.
func (g *guard) orphans(files []File) ([]string, error) {
	produced := map[string]bool{}
	roots := map[string]bool{}
	for _, f := range files {
		produced[filepath.Clean(f.Path())] = true
		roots[f.Root] = true
	}
	var out []string
	for _, root := range sortedSet(roots) {
		mp, err := g.path(root, ManifestName)
		if err != nil {
			return nil, err
		}
		data, ok, err := readIfExists(mp)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		for _, rel := range parseManifest(data) {
			p, err := g.path(root, rel)
			if err != nil {
				return nil, fmt.Errorf("%s lists %q: %w", mp, rel, err)
			}
			if produced[filepath.Clean(p)] {
				continue
			}
			if fi, err := os.Lstat(p); err == nil && fi.Mode().IsRegular() {
				out = append(out, p)
			}
		}
	}
	sort.Strings(out)
	return out, nil
}

func sortedSet(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Stale is a generated file whose bytes on disk differ from what the policy
// produces now.
type Stale struct {
	Path string // as shown to users
	Old  []byte // on disk
	New  []byte // generated
}

// Drift is the difference between the generated outputs and the disk.
type Drift struct {
	Stale   []Stale
	Missing []string // generated, not on disk
	Orphans []string // generated by an earlier run, no longer produced
}

// Clean reports whether the disk matches the generated outputs.
func (d *Drift) Clean() bool { return len(d.Stale) == 0 && len(d.Missing) == 0 && len(d.Orphans) == 0 }

// Check compares files with the disk and writes nothing.
func Check(files []File, cfg Config) (*Drift, error) {
	g, err := newGuard(cfg)
	if err != nil {
		return nil, err
	}
	d := &Drift{}
	for _, f := range files {
		p, err := g.path(f.Root, f.Rel)
		if err != nil {
			return nil, err
		}
		old, ok, err := readIfExists(p)
		if err != nil {
			return nil, err
		}
		switch {
		case !ok:
			d.Missing = append(d.Missing, g.display(p))
		case !bytes.Equal(old, f.Data):
			d.Stale = append(d.Stale, Stale{Path: g.display(p), Old: old, New: f.Data})
		}
	}
	orphans, err := g.orphans(files)
	if err != nil {
		return nil, err
	}
	for _, o := range orphans {
		d.Orphans = append(d.Orphans, g.display(o))
	}
	return d, nil
}

// Result says what a write changed.
type Result struct {
	Written   []string // created or replaced
	Unchanged int      // already up to date, left alone
	Removed   []string // orphans deleted
}

// Writer writes generated files. Its file operations are fields so tests can
// make any step fail and watch the previous outputs survive.
type Writer struct {
	WriteFile func(name string, data []byte) error // writes and syncs a new file
	Rename    func(oldpath, newpath string) error
	Remove    func(name string) error
}

// Write writes files with the default file operations.
func Write(files []File, cfg Config) (*Result, error) { return (&Writer{}).Write(files, cfg) }

func (w *Writer) ops() (func(string, []byte) error, func(string, string) error, func(string) error) {
	wf, rn, rm := w.WriteFile, w.Rename, w.Remove
	if wf == nil {
		wf = writeSynced
	}
	if rn == nil {
		rn = os.Rename
	}
	if rm == nil {
		rm = os.Remove
	}
	return wf, rn, rm
}

// writeSynced writes data to a file that does not exist yet and syncs it, so
// a rename that follows publishes complete bytes.
func writeSynced(name string, data []byte) error {
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// pending is one file to publish.
type pending struct {
	target string
	temp   string // new bytes, beside target
	backup string // old bytes, beside target; "" when target is new
}

// Write publishes files in three steps so a failure anywhere leaves the
// previous outputs whole: (1) every new file and a backup of every file it
// replaces are written beside their targets; any failure removes them and
// changes nothing; (2) the new files are renamed into place; a failure
// renames the backups back; (3) backups and orphans are removed. Files whose
// bytes are already right are not touched.
func (w *Writer) Write(files []File, cfg Config) (res *Result, err error) {
	writeFile, rename, remove := w.ops()
	g, err := newGuard(cfg)
	if err != nil {
		return nil, err
	}
	// Every path is checked before anything is written.
	targets := make([]string, len(files))
	for i, f := range files {
		if targets[i], err = g.path(f.Root, f.Rel); err != nil {
			return nil, err
		}
	}
	orphans, err := g.orphans(files)
	if err != nil {
		return nil, err
	}

	res = &Result{}
	var work []pending
	var madeDirs []string
	var scratch []string // temp and backup files to remove in the end
	cleanup := func() {
		for _, s := range scratch {
			_ = remove(s)
		}
		for i := len(madeDirs) - 1; i >= 0; i-- {
			_ = os.Remove(madeDirs[i]) // only succeeds when empty
		}
	}

	// Step 1: stage.
	for i, f := range files {
		target := targets[i]
		old, exists, err := readIfExists(target)
		if err != nil {
			cleanup()
			return nil, err
		}
		if exists && bytes.Equal(old, f.Data) {
			res.Unchanged++
			continue
		}
		dir := filepath.Dir(target)
		made, err := mkdirAll(dir)
		madeDirs = append(madeDirs, made...)
		if err != nil {
			cleanup()
			return nil, fmt.Errorf("creating %s: %w", dir, err)
		}
		pd := pending{target: target, temp: scratchName(target, "new")}
		if err := writeFile(pd.temp, f.Data); err != nil {
			cleanup()
			_ = remove(pd.temp)
			return nil, fmt.Errorf("writing %s: %w", pd.temp, err)
		}
		scratch = append(scratch, pd.temp)
		if exists {
			pd.backup = scratchName(target, "old")
			if err := writeFile(pd.backup, old); err != nil {
				cleanup()
				_ = remove(pd.backup)
				return nil, fmt.Errorf("backing up %s: %w", target, err)
			}
			scratch = append(scratch, pd.backup)
		}
		work = append(work, pd)
	}

	// Step 2: publish.
	for i, pd := range work {
		if err := rename(pd.temp, pd.target); err != nil {
			rerr := rollback(work[:i], rename, remove)
			cleanup()
			if rerr != nil {
				return nil, fmt.Errorf("publishing %s: %w (and restoring the previous outputs failed: %v)", pd.target, err, rerr)
			}
			return nil, fmt.Errorf("publishing %s: %w; the previous outputs were restored", pd.target, err)
		}
		res.Written = append(res.Written, g.display(pd.target))
	}

	// Step 3: tidy. Nothing here can lose data the user had.
	for _, pd := range work {
		if pd.backup != "" {
			_ = remove(pd.backup)
		}
	}
	for _, o := range orphans {
		if err := remove(o); err != nil {
			return res, fmt.Errorf("removing orphaned %s: %w", o, err)
		}
		res.Removed = append(res.Removed, g.display(o))
		removeEmptyParents(filepath.Dir(o), g)
	}
	return res, nil
}

// rollback undoes published renames, newest first.
func rollback(done []pending, rename func(string, string) error, remove func(string) error) error {
	var errs []error
	for i := len(done) - 1; i >= 0; i-- {
		pd := done[i]
		if pd.backup != "" {
			if err := rename(pd.backup, pd.target); err != nil {
				errs = append(errs, err)
			}
		} else if err := remove(pd.target); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// scratchName names a hidden file beside target; the process id and a
// counter keep concurrent runs apart.
func scratchName(target, kind string) string {
	return filepath.Join(filepath.Dir(target),
		fmt.Sprintf(".%s.%s-%d-%d.tmp", filepath.Base(target), kind, os.Getpid(), scratchSeq.Add(1)))
}

var scratchSeq atomic.Int64

// mkdirAll creates dir and its missing parents, returning those it created,
// outermost first.
func mkdirAll(dir string) ([]string, error) {
	var missing []string
	for cur := dir; ; cur = filepath.Dir(cur) {
		if _, err := os.Lstat(cur); err == nil {
			break
		}
		missing = append(missing, cur)
		if filepath.Dir(cur) == cur {
			break
		}
	}
	var made []string
	for i := len(missing) - 1; i >= 0; i-- {
		if err := os.Mkdir(missing[i], 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
			return made, err
		}
		made = append(made, missing[i])
	}
	return made, nil
}

// removeEmptyParents removes dir and its parents while they are empty,
// stopping at the output root.
func removeEmptyParents(dir string, g *guard) {
	for {
		real, err := resolveExisting(dir)
		if err != nil {
			return
		}
		inside := false
		for _, r := range g.roots {
			if real == r {
				return
			}
			inside = inside || within(r, real)
		}
		if !inside || os.Remove(dir) != nil {
			return
		}
		dir = filepath.Dir(dir)
	}
}
