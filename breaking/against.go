package breaking

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"

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

// LoadAgainst loads the previous policy named by ref, for the policy whose
// directory is policyDir.
//
// When ref is a directory, the old policy is ref itself if it directly holds
// .cue files, else ref/policyDir (the same relative path, e.g. a checkout of
// an older release). Its positions read as paths under ref.
//
// Otherwise ref is a git revision of the repository holding policyDir. The
// .cue files directly in the policy's directory at that revision are read
// with git (the working tree and index are never touched) into a temporary
// directory and compiled there; positions then read "REF:path/file.cue:12:3",
// with the path from the repository root.
//
// A policy that does not load returns a *compiler.LoadError with the same
// labels; an unknown ref returns a *RefError.
func LoadAgainst(ref, policyDir string) (*model.Policy, error) {
	if ref == "" {
		return nil, &RefError{Ref: ref, Err: errors.New("empty reference; name a git revision or a directory")}
	}
	if st, err := os.Stat(ref); err == nil && st.IsDir() {
		dir := ref
		if !hasCUEFiles(ref) {
			if filepath.IsAbs(policyDir) {
				return nil, &RefError{Ref: ref, Err: fmt.Errorf("directory holds no .cue files, and --policy %s is absolute, so it cannot be found inside it", policyDir)}
			}
			dir = filepath.Join(ref, policyDir)
		}
		return compiler.Load(dir)
	}
	return loadGitRef(ref, policyDir)
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

func loadGitRef(ref, policyDir string) (*model.Policy, error) {
	// git runs in the policy's directory when it exists, so the repository is
	// the one holding the policy, whatever the working directory.
	runDir, prefix := policyDir, ""
	if st, err := os.Stat(policyDir); err != nil || !st.IsDir() {
		runDir = "."
	}
	if _, err := git(runDir, "rev-parse", "--git-dir"); err != nil {
		if errors.Is(err, exec.ErrNotFound) {
			return nil, &RefError{Ref: ref, Err: fmt.Errorf("not a directory, and git is not installed to read it as a revision: %w", err)}
		}
		return nil, &RefError{Ref: ref, Err: fmt.Errorf("not a directory, and %s is not inside a git repository", runDir)}
	}
	if strings.HasPrefix(ref, "-") {
		return nil, &RefError{Ref: ref, Err: errors.New("not a directory or a git revision")}
	}
	out, err := git(runDir, "rev-parse", "--verify", "--quiet", "--end-of-options", ref+"^{commit}")
	if err != nil {
		return nil, &RefError{Ref: ref, Err: errors.New("not a directory, and not a commit in this git repository")}
	}
	commit := strings.TrimSpace(string(out))
	if runDir == policyDir {
		out, err := git(runDir, "rev-parse", "--show-prefix")
		if err != nil {
			return nil, &RefError{Ref: ref, Err: err}
		}
		prefix = strings.TrimSuffix(strings.TrimSpace(string(out)), "/")
	} else {
		// The policy directory is gone from the working tree; take its path
		// relative to the working directory's place in the repository.
		out, err := git(".", "rev-parse", "--show-prefix")
		if err != nil {
			return nil, &RefError{Ref: ref, Err: err}
		}
		prefix = path.Join(strings.TrimSpace(string(out)), filepath.ToSlash(policyDir))
	}
	if prefix == "" {
		prefix = "."
	}

	lsArgs := []string{"ls-tree", "-z", "--full-tree", commit}
	if prefix != "." {
		lsArgs = append(lsArgs, "--", prefix+"/")
	}
	out, err = git(runDir, lsArgs...)
	if err != nil {
		return nil, &RefError{Ref: ref, Err: err}
	}
	tmp, err := os.MkdirTemp("", "toolpolicy-against-")
	if err != nil {
		return nil, fmt.Errorf("reading %s at %s: %w", prefix, ref, err)
	}
	defer os.RemoveAll(tmp)
	// The temporary directory is named like the policy directory so that
	// messages naming the directory still make sense.
	dir := filepath.Join(tmp, path.Base(prefix))
	if prefix == "." {
		dir = filepath.Join(tmp, "policy")
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		return nil, fmt.Errorf("reading %s at %s: %w", prefix, ref, err)
	}
	label := func(base string) string { return ref + ":" + path.Join(prefix, base) }
	files := map[string]string{} // temporary file as the compiler shows it → label
	for _, entry := range strings.Split(string(out), "\x00") {
		// "<mode> <type> <object>\t<path>"
		meta, name, ok := strings.Cut(entry, "\t")
		f := strings.Fields(meta)
		if !ok || len(f) != 3 || f[1] != "blob" {
			continue
		}
		base := path.Base(name)
		if !strings.HasSuffix(base, ".cue") || strings.HasPrefix(base, ".") {
			continue
		}
		src, err := git(runDir, "cat-file", "blob", f[2])
		if err != nil {
			return nil, &RefError{Ref: ref, Err: err}
		}
		tmpFile := filepath.Join(dir, base)
		if err := os.WriteFile(tmpFile, src, 0o644); err != nil {
			return nil, fmt.Errorf("reading %s at %s: %w", name, ref, err)
		}
		files[base] = label(base)
	}
	if len(files) == 0 {
		return nil, &compiler.LoadError{Dir: ref + ":" + prefix, Problems: []compiler.Problem{{
			Msg: fmt.Sprintf("no .cue files in %s at %s", prefix, ref),
		}}}
	}
	relabelFile := func(f string) string {
		if l, ok := files[path.Base(f)]; ok && strings.HasPrefix(filepath.Clean(filepath.FromSlash(f)), filepath.Clean(tmp)) {
			return l
		}
		return f
	}
	p, err := compiler.Load(dir)
	if err != nil {
		var le *compiler.LoadError
		if errors.As(err, &le) {
			le.Dir = ref + ":" + prefix
			for i := range le.Problems {
				le.Problems[i].Pos.File = relabelFile(le.Problems[i].Pos.File)
				le.Problems[i].Msg = strings.ReplaceAll(le.Problems[i].Msg, dir, le.Dir)
			}
		}
		return nil, err
	}
	Relabel(p, relabelFile)
	p.Dir = ref + ":" + prefix
	return p, nil
}

// Relabel rewrites the file name of every position in p.
func Relabel(p *model.Policy, f func(string) string) {
	fix := func(ps ...*model.Pos) {
		for _, x := range ps {
			if x.File != "" {
				x.File = f(x.File)
			}
		}
	}
	fixAll := func(ps []model.Pos) {
		for i := range ps {
			fix(&ps[i])
		}
	}
	fixRefs := func(rs []model.Ref) {
		for i := range rs {
			fix(&rs[i].Pos)
		}
	}
	for i := range p.Files {
		p.Files[i] = f(p.Files[i])
	}
	fix(&p.Release.Pos)
	for i := range p.Release.HeadChanges {
		hc := &p.Release.HeadChanges[i]
		fix(&hc.Pos)
		fix(&hc.ProviderPos)
		fix(&hc.ModePos)
	}
	for _, t := range p.Tools {
		fix(&t.Pos)
		fixAll(t.Decls)
	}
	for _, a := range p.Aliases {
		fix(&a.Pos)
		fixAll(a.Decls)
	}
	for _, r := range p.Retired {
		fix(&r.Pos)
		fixAll(r.Decls)
	}
	fixRefs(p.KeepLoaded)
	for _, x := range p.Providers {
		fix(&x.Pos)
		fixAll(x.Decls)
		fixRefs(x.FirstTurn)
	}
	for _, m := range p.Modes {
		fix(&m.Pos)
		fixAll(m.Decls)
		fixRefs(m.HeadAdd)
		fixRefs(m.HeadDrop)
	}
	for _, c := range p.ModelClasses {
		fix(&c.Pos)
		fixAll(c.Decls)
	}
	for _, g := range p.Gates {
		fix(&g.Pos)
		fixAll(g.Decls)
	}
	for k, v := range p.RuleSeverityPos {
		fix(&v)
		p.RuleSeverityPos[k] = v
	}
	for _, ps := range p.Decls {
		fixAll(ps)
	}
	for _, rs := range p.Lists {
		fixRefs(rs)
	}
	for i := range p.Comments {
		fix(&p.Comments[i].Pos)
	}
}
