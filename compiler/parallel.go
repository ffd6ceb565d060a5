package compiler

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/ast/astutil"
	"cuelang.org/go/cue/build"
	"cuelang.org/go/cue/cuecontext"
	cueerrors "cuelang.org/go/cue/errors"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/internal/par"
)

// Parsing and indexing are a third of a large policy's load, and cue/load
// parses one file at a time. These do the same work one file per core.

// quickParse parses the files in parallel, and indexes each as soon as it
// is parsed, when the package is exactly what cue/load would build: every
// file parses and is in package toolpolicy, none imports anything but CUE's
// standard library (builtinPackage) or carries a file-level attribute other
// than @experiment (@if build tags), and a
// module file above the directory, if any, is one CUE accepts, without a
// local-module.cue; the files are parsed at its language version. Otherwise
// it returns nil and the caller uses cue/load, which also gives its own
// messages for files that do not parse. The instance is built later
// (newInstance), after the fast path has taken its entries out, so CUE does
// not resolve them a second time.
func (l *loader) quickParse(abs string, srcs []srcFile) ([]*ast.File, []*indexRecs, []*fileLits) {
	if !l.eval.parallel() {
		return nil, nil, nil
	}
	opts := []parser.Option{parser.ParseComments}
	if m := l.module(abs); m.fsys != nil {
		if _, err := fs.Stat(m.fsys, "cue.mod/local-module.cue"); !errors.Is(err, fs.ErrNotExist) {
			return nil, nil, nil
		}
		v, err := moduleLanguage(m)
		if err != nil {
			return nil, nil, nil
		}
		if v != "" {
			opts = append(opts, parser.Version(v))
		}
	}
	files := make([]*ast.File, len(srcs))
	subs := make([]*indexRecs, len(srcs))
	pre := make([]*fileLits, len(srcs))
	ok := make([]bool, len(srcs))
	left := make([]bool, len(srcs)) // left out by an @if or @ignore attribute
	par.Each(len(srcs), 0, func(i int) {
		f, err := parser.ParseFile(srcs[i].abs, srcs[i].src, opts...)
		// A file without a package clause (an empty one, say) joins the
		// package, as cue vet -c joins the files it is given.
		if err != nil || (f.PackageName() != PackageName && f.PackageName() != "") {
			return
		}
		build, buildAttr, known := buildAttrs(f)
		if !known {
			return // cue/load words what it makes of them
		}
		if !build {
			ok[i], left[i] = true, true
			return
		}
		if tagsForLoad(f) {
			return // cue/load reports a @tag it refuses
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.Attribute:
				// The parser applies @experiment itself, and buildAttrs
				// read @if; the rest are cue/load's.
				if d.Name() != "experiment" && d != buildAttr {
					return
				}
			case *ast.ImportDecl:
				// The standard library needs no loading: CUE resolves it
				// when it builds the package. Anything else is cue/load's.
				for _, spec := range d.Specs {
					if !builtinPackage(spec) {
						return
					}
				}
			}
		}
		files[i], ok[i] = f, true
		subs[i] = indexFiles(l, []*ast.File{f}, srcs[i].entries)
		pre[i] = l.eval.parsed(f)
	})
	for i := range files {
		if !ok[i] {
			return nil, nil, nil // cue/load takes over
		}
	}
	if slices.Contains(left, true) {
		var kf []*ast.File
		var ks []*indexRecs
		var kp []*fileLits
		for i := range files {
			if !left[i] {
				kf, ks, kp = append(kf, files[i]), append(ks, subs[i]), append(kp, pre[i])
			}
		}
		if len(kf) == 0 {
			return nil, nil, nil // cue/load says there is no file to build
		}
		files, subs, pre = kf, ks, kp
	}
	return files, subs, pre
}

// tagsForLoad reports whether a file has a @tag cue/load refuses (CUE
// v0.17.1 cue/load findTags and parseTag): inside a list, a comprehension
// or a field constraint (a pattern, an optional or required field, a
// dynamic label), or with a name that is not an identifier or a type it
// does not know. toolpolicy sets no tags, so a valid @tag is its field's
// written value, as for `cue vet` without -t; a refused one is cue/load's
// to word (helper-46: the fast path had loaded `[string]: {card: *"c" |
// string @tag(card)}`).
func tagsForLoad(f *ast.File) bool {
	bad := false
	anyTag := func(n ast.Node) bool { return hasAttr(n, "tag") }
	ast.Walk(f, func(n ast.Node) bool {
		if bad {
			return false
		}
		switch x := n.(type) {
		case *ast.ListLit, *ast.Comprehension:
			bad = anyTag(x)
			return false
		case *ast.Field:
			if _, _, err := ast.LabelName(x.Label); err != nil || x.Constraint != token.ILLEGAL {
				bad = anyTag(x)
				return false
			}
			for _, a := range x.Attrs {
				if key, body := a.Split(); key == "tag" && !validTag(body) {
					bad = true
				}
			}
		}
		return true
	}, nil)
	return bad
}

// validTag reports whether a @tag's body is one parseTag accepts, read
// plainly: an identifier, then key=value options, type among string, int,
// number and bool. Anything unusual (quotes, nesting) is left to cue/load.
func validTag(body string) bool {
	if strings.ContainsAny(body, "\"'`()") {
		return false
	}
	args := strings.Split(body, ",")
	if !ast.IsValidIdent(strings.TrimSpace(args[0])) {
		return false
	}
	for _, arg := range args[1:] {
		k, v, ok := strings.Cut(strings.TrimSpace(arg), "=")
		if !ok {
			return false
		}
		switch strings.TrimSpace(k) {
		case "type":
			switch strings.TrimSpace(v) {
			case "string", "int", "number", "bool":
			default:
				return false
			}
		case "short", "var":
		default:
			return false
		}
	}
	return true
}

// buildAttrs reads a file's build attributes as cue/load does
// (internal/buildattr in CUE v0.17.1), with no tags set: build reports
// whether the file is part of the package, attr is its @if attribute
// (nil: none), and known is false when cue/load should decide, for the
// problem it reports (two @if attributes, an expression it refuses).
// Among the attributes before the first declaration or the package
// clause, @ignore() leaves the file out, and @if(expr) leaves it out
// unless expr, over tags that are all unset, holds.
func buildAttrs(f *ast.File) (build bool, attr *ast.Attribute, known bool) {
scan:
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.Attribute:
			switch key, _ := d.Split(); key {
			case "ignore":
				return false, d, true
			case "if":
				if attr != nil {
					return false, nil, false
				}
				attr = d
			}
		case *ast.CommentGroup:
		default:
			break scan
		}
	}
	if attr == nil {
		return true, nil, true
	}
	_, body := attr.Split()
	expr, err := parser.ParseExpr("", body)
	if err != nil || buildAttrProblem(attr) != "" {
		return false, attr, false
	}
	var holds func(e ast.Expr) (bool, bool)
	holds = func(e ast.Expr) (bool, bool) {
		switch x := e.(type) {
		case *ast.Ident:
			return false, true // no tag is set
		case *ast.ParenExpr:
			return holds(x.X)
		case *ast.UnaryExpr:
			if x.Op == token.NOT {
				v, ok := holds(x.X)
				return !v, ok
			}
		case *ast.BinaryExpr:
			if x.Op == token.LAND || x.Op == token.LOR {
				a, ok1 := holds(x.X)
				b, ok2 := holds(x.Y)
				if x.Op == token.LAND {
					return a && b, ok1 && ok2
				}
				return a || b, ok1 && ok2
			}
		}
		return false, false
	}
	build, known = holds(expr)
	return build, attr, known
}

// placeBuildAttrErrors gives cue/load's problems with an @if expression
// that have no position (an operator it refuses, an expression that does
// not parse, in CUE v0.17.1) the position of the attribute they are about.
func placeBuildAttrErrors(err cueerrors.Error, srcs []srcFile) cueerrors.Error {
	var out cueerrors.Error
	for _, e := range cueerrors.Errors(err) {
		// (The parser's position in the attribute's text names no file.)
		if e.Position().IsValid() && e.Position().Filename() != "" {
			out = cueerrors.Append(out, e)
			continue
		}
		placed := false
		for _, src := range srcs {
			f, perr := parser.ParseFile(src.abs, src.src, parser.ImportsOnly)
			if perr != nil {
				continue
			}
			if _, attr, known := buildAttrs(f); !known && attr != nil && buildAttrProblem(attr) == e.Error() {
				out = cueerrors.Append(out, cueerrors.Newf(attr.Pos(), "%s", e.Error()))
				placed = true
				break
			}
		}
		if !placed {
			out = cueerrors.Append(out, e)
		}
	}
	return out
}

// buildAttrProblem is cue/load's words for an @if expression it refuses:
// one that does not parse, or has an operator or a kind of expression it
// does not take; "" if none.
func buildAttrProblem(attr *ast.Attribute) string {
	_, body := attr.Split()
	expr, err := parser.ParseExpr("", body)
	if err != nil {
		// cue/load's words for an expression that does not parse are the
		// parser's (@if(), @if(a, b)), also without a position.
		if errs := cueerrors.Errors(err); len(errs) > 0 {
			return errs[0].Error()
		}
		return err.Error()
	}
	msg := ""
	ast.Walk(expr, func(n ast.Node) bool {
		if msg != "" {
			return false
		}
		switch x := n.(type) {
		case *ast.Ident, *ast.ParenExpr:
		case *ast.UnaryExpr:
			if x.Op != token.NOT {
				msg = fmt.Sprintf("invalid operator %v in build attribute", x.Op)
			}
		case *ast.BinaryExpr:
			if x.Op != token.LAND && x.Op != token.LOR {
				msg = fmt.Sprintf("invalid operator %v in build attribute", x.Op)
			}
		default:
			msg = fmt.Sprintf("invalid type %T in build attribute", x)
		}
		return msg == ""
	}, nil)
	return msg
}

// newInstance builds the package from parsed files as cue/load builds it
// from files named as arguments with Package "*" (loadInstance): a user
// instance whose package name is "_", which CUE shows in messages about
// hidden fields (FuzzFastPathMatchesPlain found the difference).
func newInstance(abs string, files []*ast.File) (*build.Instance, error) {
	inst := build.NewContext().NewInstance(abs, nil)
	inst.PkgName = "_"
	inst.User = true
	for _, f := range files {
		before := len(f.Unresolved)
		if err := inst.AddSyntax(f); err != nil {
			return nil, err
		}
		rebind(f, before)
	}
	inst.DisplayPath = "command-line-arguments"
	return inst, nil
}

// The parser binds a reference to a field to the field's value, and a
// rewrite that replaces a field's value in place (litref.go, hiddendefault.go,
// nesteddef.go, ...) leaves its references bound to the old one. CUE's
// resolver (AddSyntax) then finds the name bound elsewhere than where it
// looks, and leaves the reference unresolved; CUE's compiler reads an
// unresolved name at the top of the file first, so `tools: {_s: _p, x:
// {group: _s.n}}` beside a top-level `_s` read the top-level one
// (helper-80, review40). rebind clears such stale bindings, found among
// the references AddSyntax could not resolve since before, and resolves
// the file again, as the parser would have bound the text as it now is.
func rebind(f *ast.File, before int) {
	stale := false
	for _, id := range f.Unresolved[before:] {
		if id.Node != nil {
			id.Node, id.Scope = nil, nil
			stale = true
		}
	}
	if !stale {
		return
	}
	f.Unresolved = f.Unresolved[:before]
	astutil.Resolve(f, func(token.Pos, string, ...any) {})
}

// indexParallel is index, one file per core: each file is walked into
// records of its own by the same code, and the records are grouped and
// sorted as index groups and sorts them.
func (l *loader) indexParallel() {
	if _, plain := l.eval.(plainEvaluator); plain {
		// Plain evaluation is Load as it was before any of this.
		l.index()
		return
	}
	subs := make([]*indexRecs, len(l.files))
	par.Each(len(l.files), 0, func(i int) { subs[i] = indexFiles(l, l.files[i:i+1], 0) })
	l.groupIndex(subs)
}

// mergeIndexAsync groups per-file records while the caller goes on;
// awaitIndex waits for it. Nothing reads the index until positions are
// needed (errors, the model), so grouping overlaps the fast path's split.
func (l *loader) mergeIndexAsync(subs []*indexRecs) {
	l.hiddenDecls = hiddenDeclsOf(l.files)
	done := make(chan struct{})
	go func() {
		defer close(done)
		l.groupIndex(subs)
	}()
	l.indexWait = func() { <-done }
}

// awaitIndex returns once the index is complete.
func (l *loader) awaitIndex() {
	if l.indexWait != nil {
		l.indexWait()
	}
}

// builtinPackages caches builtinPackage's answers by import path.
var builtinPackages sync.Map

// builtinPackage reports whether an import names a package of CUE's
// standard library (strings, list, encoding/json, ...), asking CUE itself:
// a package importing it builds without cue/load, which would only pass
// the path on. The tool/ packages are left to cue/load, which allows them
// in _tool.cue files only.
func builtinPackage(spec *ast.ImportSpec) bool {
	path, err := literal.Unquote(spec.Path.Value)
	if err != nil || strings.HasPrefix(path, "tool/") || path == "tool" || strings.ContainsAny(path, ".:@") {
		return false
	}
	if ok, seen := builtinPackages.Load(path); seen {
		return ok.(bool)
	}
	ok := false
	if f, err := parser.ParseFile("builtin.cue", "package p\nimport x "+literal.String.Quote(path)+"\n_z: x\n"); err == nil {
		inst := build.NewContext().NewInstance("", nil)
		inst.PkgName = "_"
		if inst.AddSyntax(f) == nil {
			ok = cuecontext.New().BuildInstance(inst).Err() == nil
		}
	}
	builtinPackages.Store(path, ok)
	return ok
}
