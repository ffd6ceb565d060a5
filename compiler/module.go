package compiler

// The CUE module a policy directory is in (a cue.mod/module.cue in it or
// above it) sets the language version its files are read at, as for the
// cue command run there. These read the module file with CUE's own parser
// of module files and place CUE's position-less complaints about it.

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	cueerrors "cuelang.org/go/cue/errors"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"
	"cuelang.org/go/mod/modfile"

	"github.com/toolpolicy/toolpolicy/model"
)

// addModuleErrors reports what cue/load refuses in the module file above
// the policy (cue.mod/module.cue: no language version, one newer than the
// CUE toolpolicy is built with, a module path CUE does not accept): CUE
// gives those no position, so they are placed in the module file, at its
// language version when they are about it. It returns the errors it
// leaves to addCUEErrors, or nil.
func (l *loader) addModuleErrors(abs string, err error) error {
	m := l.module(abs)
	if m.fsys == nil {
		return err
	}
	modFile := m.file("cue.mod/module.cue")
	shown := l.rel(modFile)
	if st, serr := fs.Stat(m.fsys, "cue.mod"); serr == nil && !st.IsDir() {
		shown = l.rel(m.file("cue.mod"))
	}
	var mf *ast.File
	if src, rerr := fs.ReadFile(m.fsys, "cue.mod/module.cue"); rerr == nil {
		mf, _ = parser.ParseFile(modFile, src)
	}
	// at places a message: at the field it names, else the file's start.
	at := func(msg string) model.Pos {
		var p token.Pos
		switch {
		case strings.Contains(msg, "language version"):
			p = moduleFieldPos(mf, "language", "version")
		case strings.Contains(msg, "module path"):
			p = moduleFieldPos(mf, "module")
		}
		if p.IsValid() {
			return l.pos(p)
		}
		return model.Pos{File: shown, Line: 1, Col: 1}
	}
	var rest cueerrors.Error
	for _, e := range cueerrors.Errors(err) {
		if e.Position().IsValid() || len(e.InputPositions()) > 0 {
			rest = cueerrors.Append(rest, e)
			continue
		}
		msg := e.Error()
		if errors.Is(e, modfile.ErrNoLanguageVersion) || strings.HasPrefix(msg, modfile.ErrNoLanguageVersion.Error()) {
			msg = fmt.Sprintf("%s; add language: version: %q (or run cue mod fix)", modfile.ErrNoLanguageVersion, cue.LanguageVersion())
		}
		l.errs.Problems = append(l.errs.Problems, Problem{Pos: at(msg), Msg: msg, Rule: RuleSyntax})
	}
	if rest == nil {
		return nil
	}
	return rest
}

// module is the CUE module a policy directory is in: the files under its
// root (the directory holding cue.mod), and the names its files are shown
// by. A nil fsys is no module.
type module struct {
	fsys fs.FS
	file func(name string) string // the file at slash path name under the root
}

// diskModule is the module cue/load finds for a package in the directory
// abs on disk.
func diskModule(abs string) module {
	root := moduleRoot(abs)
	if root == "" {
		return module{}
	}
	return module{fsys: os.DirFS(root), file: func(name string) string { return filepath.Join(root, filepath.FromSlash(name)) }}
}

// module is the module the policy whose directory is abs is in: in the
// tree WithTree named, else on disk.
func (l *loader) module(abs string) module {
	if l.tree == nil {
		return diskModule(abs)
	}
	return l.tree.module()
}

// moduleRoot returns the directory holding the cue.mod that cue/load
// finds for a package in dir (the nearest one above it), or "".
func moduleRoot(dir string) string {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "cue.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}

// moduleLanguage reads the module's cue.mod/module.cue with CUE's parser of
// module files (mod/modfile.ParseNonStrict, which cue/load uses) and
// returns the language version cue/load parses the module's packages at:
// "" (the version toolpolicy is built with) when there is no module, no
// module.cue or it names no module. An error is a module file CUE refuses.
func moduleLanguage(m module) (string, error) {
	if m.fsys == nil {
		return "", nil
	}
	if st, err := fs.Stat(m.fsys, "cue.mod"); err == nil && !st.IsDir() {
		return "", fmt.Errorf("cue.mod is a file; CUE reads a module from cue.mod/module.cue")
	}
	data, err := fs.ReadFile(m.fsys, "cue.mod/module.cue")
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	mf, err := modfile.ParseNonStrict(data, m.file("cue.mod/module.cue"))
	if err != nil {
		return "", err
	}
	if mf.QualifiedModule() == "" || mf.Language == nil {
		return "", nil
	}
	return mf.Language.Version, nil
}

// LanguageVersion returns the CUE language version the .cue files in dir
// are read at, as the cue command reads them when run there: that of the
// cue.mod/module.cue in dir or the nearest directory above it, or "" (the
// version toolpolicy is built with, cue.LanguageVersion) without one. A
// module file CUE refuses is a *LoadError placed in it.
func LanguageVersion(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	v, err := moduleLanguage(diskModule(abs))
	if err == nil {
		return v, nil
	}
	l := &loader{dir: dir, errs: &LoadError{Dir: dir}, shown: map[string]string{}}
	l.cwd, _ = os.Getwd()
	if rest := l.addModuleErrors(abs, cueerrors.Promote(err, "")); rest != nil {
		l.addCUEErrors(rest)
	}
	l.errs.sort()
	return "", l.errs
}

// moduleFieldPos returns the position of the value at path in a module
// file (language: version: "v0.9.0" is path language, version), or
// token.NoPos.
func moduleFieldPos(f *ast.File, path ...string) token.Pos {
	if f == nil {
		return token.NoPos
	}
	decls := f.Decls
	for i, name := range path {
		var found *ast.Field
		for _, d := range decls {
			if fd, ok := d.(*ast.Field); ok {
				if l, _ := simpleLabel(fd.Label); l == name {
					found = fd
				}
			}
		}
		if found == nil {
			return token.NoPos
		}
		sl, ok := found.Value.(*ast.StructLit)
		if i == len(path)-1 || !ok {
			return found.Value.Pos()
		}
		decls = sl.Elts
	}
	return token.NoPos
}
