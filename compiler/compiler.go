// Package compiler loads a policy directory with the CUE Go API, validates it
// against the embedded schema, and builds a model.Policy whose every
// declaration knows its position in the user's files.
package compiler

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"unicode/utf8"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/build"
	"cuelang.org/go/cue/cuecontext"
	cueerrors "cuelang.org/go/cue/errors"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/load"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
	"github.com/toolpolicy/toolpolicy/internal/par"
	"github.com/toolpolicy/toolpolicy/internal/utf8pos"
	"github.com/toolpolicy/toolpolicy/model"
)

// PackageName is the package clause every policy file must carry.
const PackageName = "toolpolicy"

// Default limits on input, enforced before CUE sees it (Limits). They stop
// hostile input, not large policies: a 100,000-tool policy is about 30 MB
// and 500,000 entries in 100 to 2,500 files, or 100,000 files of one tool
// each, and up to ten times the bytes and entries when every tool carries
// its JSON Schema, in one file or many.
const (
	MaxFileBytes  = 256 << 20 // one policy file
	MaxTotalBytes = 1 << 30   // all policy files together
	MaxFiles      = 200_000
)

// Load compiles the policy whose .cue files are at the root of fsys. dir is
// the directory as users know it: messages name it, positions read
// dir/file.cue, and it need not exist on disk (a git revision's files read
// as main:policy/file.cue). A policy that does not load returns a
// *LoadError listing every problem with its position.
func Load(fsys fs.FS, dir string, opts ...Option) (*model.Policy, error) {
	l := &loader{fsys: fsys, dir: dir, errs: &LoadError{Dir: dir}, shown: map[string]string{}, lim: DefaultLimits(), fast: defaultFastOptions()}
	for _, o := range opts {
		o(l)
	}
	l.eval = l.fast.evaluator()
	l.cwd, _ = os.Getwd()
	p := l.load()
	if fe, ok := l.eval.(*fastEvaluator); ok && fe.broken && !l.fast.noReload && len(l.errs.Problems) == 0 {
		// The fold found the policy broken: CUE words its problems.
		l.awaitIndex()
		return Load(fsys, dir, append(slices.Clone(opts), withPlainEvaluation())...)
	}
	if p == nil && len(l.errs.Problems) == 0 {
		// Never neither a policy nor an error: a problem that was dropped
		// in the wording is still a problem.
		l.problem(model.Pos{}, "policy did not load (toolpolicy lost CUE's message; `cue vet -c` on the files says why)")
	}
	if len(l.errs.Problems) > 0 {
		if fe, ok := l.eval.(*fastEvaluator); ok && !l.fast.noReload && fe.plainWords(l.errs.Problems) {
			// The problems are worded from syntax the fast path wrote
			// (eval.go): plain evaluation gives the words cue vet gives.
			l.awaitIndex()
			return Load(fsys, dir, append(slices.Clone(opts), withPlainEvaluation())...)
		}
		l.awaitIndex()
		l.errs.addUnknownFields(l.decls)
		l.errs.sort()
		return nil, l.errs
	}
	return p, nil
}

// LoadDir compiles the policy in the directory dir on disk. Every file is
// read through an os.Root of dir, so neither a policy file nor a file it
// embeds (@embed) can reach outside the directory, through ".." or a
// symbolic link: such a read fails with the position of the reference.
func LoadDir(dir string, opts ...Option) (*model.Policy, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		// A missing directory, or a file: os.DirFS fails the same way, and
		// readFiles words the problem for users.
		return Load(os.DirFS(dir), dir, opts...)
	}
	defer root.Close()
	return Load(root.FS(), dir, append(opts, func(l *loader) { l.diskDir = dir })...)
}

type loader struct {
	// genIdx indexes big structs' labels for generatedAt.
	genIdx map[*ast.Decl]*genIndex
	// diskDir is the policy directory on disk when LoadDir reads it (to
	// explain a read the os.Root refused); "" otherwise.
	diskDir string
	lim     Limits
	fast    fastOptions // the options evaluator is made from
	eval    evaluator
	fsys    fs.FS
	tree    *tree // where fsys is in, when not on disk (WithTree)
	dir     string
	cwd     string
	errs    *LoadError
	shown   map[string]string // absolute file name → name shown to users

	files     []*ast.File
	indexWait func() // set while the index is being merged
	decls     *model.DeclIndex
	values    map[string][]model.Setting
	pending   []pendingRef // references index.go resolves once every file is in
	// hiddenDecls are the top-level hidden fields' values by name, taken
	// before the fast path's split and fold change the files (the index's
	// merge, which reads them, runs beside those); nil: read the files.
	hiddenDecls map[string][]ast.Expr
	lists       map[string][]model.Ref
	comment     []model.Comment
	// made are the fields comprehensions make with labels the index cannot
	// read, in file order (declareMade).
	made []madeRec
}

func (l *loader) problem(pos model.Pos, format string, args ...any) {
	l.errs.Problems = append(l.errs.Problems, Problem{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// rel turns a file name into the form shown to users: relative to the
// working directory when under it, with forward slashes.
func (l *loader) rel(name string) string {
	if name == "" {
		return ""
	}
	if shown, ok := l.shown[name]; ok {
		return shown
	}
	if abs, err := filepath.Abs(name); err == nil && l.cwd != "" {
		if r, err := filepath.Rel(l.cwd, abs); err == nil && !strings.HasPrefix(r, "..") {
			return filepath.ToSlash(r)
		}
		return filepath.ToSlash(abs)
	}
	return filepath.ToSlash(name)
}

func (l *loader) pos(p token.Pos) model.Pos {
	if !p.IsValid() {
		return model.Pos{}
	}
	pp := p.Position() // one line-table search for both line and column
	return model.Pos{File: l.rel(p.Filename()), Line: pp.Line, Col: pp.Column}
}

func (l *loader) load() *model.Policy {
	srcs := l.readFiles()
	if srcs == nil {
		return nil
	}
	abs, err := filepath.Abs(l.dir)
	if err != nil {
		l.problem(model.Pos{}, "%s: %v", l.dir, err)
		return nil
	}
	// Parsed and indexed one file per core (parallel.go), or else by cue/load.
	var inst *build.Instance
	files, subs, pre := l.quickParse(abs, srcs)
	if files == nil {
		if inst = l.loadInstance(abs, srcs); inst == nil {
			return nil
		}
		files = inst.Files
		l.files = files
	}
	for _, f := range files {
		// A file without a package clause joins the package, as it does
		// when its name is given to cue vet -c with the others.
		if name := f.PackageName(); name != PackageName && name != "" {
			pos := l.pos(f.Pos())
			for _, d := range f.Decls {
				if pk, ok := d.(*ast.Package); ok {
					pos = l.pos(pk.Name.Pos())
				}
			}
			if pos.Line == 0 {
				pos.Line, pos.Col = 1, 1
			}
			l.problem(pos, "package %s: policy files must be in package %s", name, PackageName)
		}
	}
	if len(l.errs.Problems) > 0 {
		return nil
	}
	if experimentsReachFastPath(files) {
		// A file's @experiment attributes change how CUE evaluates that
		// file; the fast path validates entries with the definitions and
		// pattern constraints that apply to them apart from their files,
		// without the experiments. CUE evaluates such a package whole.
		l.eval = plainEvaluator{}
	}
	if hiddenOutsideThePackage(files) {
		// A hidden field belongs to its file's package, and a file without
		// a package clause has its own: CUE does not resolve _n in one
		// file from the other's declaration. The fast path, the fold and
		// the views name hidden fields package-wide (helper-40 found a
		// policy cue vet rejects loaded so). CUE evaluates it whole.
		l.eval = plainEvaluator{}
	}
	if inst != nil {
		l.indexParallel()
	} else {
		l.files = files
		l.mergeIndexAsync(subs)
	}
	// What the evaluator validates itself leaves the files before the
	// instance is built from them.
	l.eval.split(files, pre, srcs)
	if fe, ok := l.eval.(*fastEvaluator); ok && fe.broken && !l.fast.noReload {
		return nil // Load reloads it by plain evaluation
	}
	if inst == nil {
		// Adding the files to an instance resolves their identifiers in
		// place, and the index's merge (parallel.go) reads them, following
		// references to hidden fields: it must be done first (go test
		// -race caught the two together).
		l.awaitIndex()
		var err error
		if inst, err = newInstance(abs, files); err != nil {
			l.addCUEErrors(err)
			return nil
		}
	}
	return l.build(inst)
}

// hiddenOutsideThePackage reports whether a file without the package's
// clause (none, or package _) declares or names a hidden identifier.
func hiddenOutsideThePackage(files []*ast.File) bool {
	for _, f := range files {
		if f.PackageName() == PackageName {
			continue
		}
		if anyIdent(f, func(id *ast.Ident) bool { return strings.HasPrefix(id.Name, "_") && id.Name != "_" }) {
			return true
		}
	}
	return false
}

// experimentsReachFastPath reports whether a file with an @experiment
// attribute declares a definition or a pattern constraint: what the fast
// path would evaluate apart from the file. Its plain data is the same under
// any experiment.
func experimentsReachFastPath(files []*ast.File) bool {
	for _, f := range files {
		experimental := false
		for _, d := range f.Preamble() {
			if a, ok := d.(*ast.Attribute); ok && a.Name() == "experiment" {
				experimental = true
			}
		}
		if !experimental {
			continue
		}
		found := false
		ast.Walk(f, func(n ast.Node) bool {
			if fd, ok := n.(*ast.Field); ok {
				switch l := fd.Label.(type) {
				case *ast.ListLit: // [pattern]: value
					found = true
				case *ast.Ident:
					// A definition, or a hidden field one may use (the
					// env copies it: env.go), whose value the experiment
					// may change.
					found = found || strings.HasPrefix(l.Name, "#") || isHidden(l.Name)
				}
			}
			return !found
		}, nil)
		if found {
			return true
		}
	}
	return false
}

// loadInstance loads the files with cue/load.
func (l *loader) loadInstance(abs string, srcs []srcFile) *build.Instance {
	cfg := &load.Config{Dir: abs, Package: "*"}
	var args []string
	if l.tree != nil {
		args = l.tree.configure(cfg, abs, srcs, l.shown, l.rel)
	} else {
		cfg.Overlay = map[string]load.Source{}
		for _, f := range srcs {
			cfg.Overlay[f.abs] = load.FromBytes(f.src)
			args = append(args, f.abs)
		}
	}
	insts := load.Instances(args, cfg)
	if len(insts) != 1 {
		l.problem(model.Pos{}, "%s: expected one CUE package, found %d", l.dir, len(insts))
		return nil
	}
	if err := insts[0].Err; err != nil {
		err = placeBuildAttrErrors(err, srcs)
		if rest := l.addModuleErrors(abs, err); rest != nil {
			l.addCUEErrors(rest)
		}
		return nil
	}
	return insts[0]
}

type srcFile struct {
	abs     string
	src     []byte
	entries int // fields and list elements, from the pre-scan
}

// srcsByName returns each file's source by the name it is parsed under.
func srcsByName(srcs []srcFile) func(string) []byte {
	m := make(map[string][]byte, len(srcs))
	for _, s := range srcs {
		m[s.abs] = s.src
	}
	return func(name string) []byte { return m[name] }
}

// readFiles lists and reads the directory's .cue files, reporting problems
// CUE would otherwise report badly (or not at all).
func (l *loader) readFiles() []srcFile {
	st, err := fs.Stat(l.fsys, ".")
	switch {
	case errors.Is(err, fs.ErrNotExist), l.dir == "": // os.DirFS("") fails otherwise
		l.problem(model.Pos{}, "policy directory %s does not exist (set --policy to the directory holding the policy's .cue files)", l.dir)
		return nil
	case errors.Is(err, syscall.ENOTDIR), err == nil && !st.IsDir(): // os.DirFS of a file: ENOTDIR
		l.problem(model.Pos{}, "%s is not a directory (set --policy to the directory holding the policy's .cue files)", l.dir)
		return nil
	case err != nil:
		l.problem(model.Pos{}, "policy directory %s: %v", l.dir, unwrapPath(err))
		return nil
	}
	entries, err := fs.ReadDir(l.fsys, ".")
	if err != nil {
		l.problem(model.Pos{}, "policy directory %s: %v", l.dir, unwrapPath(err))
		return nil
	}
	// First the names and stat, in directory order; then the reads and
	// scans, one file per core (they are a tenth of a large policy's load);
	// then the results in directory order, so messages do not depend on
	// scheduling.
	type candidate struct {
		name, path string
		shown      model.Pos
	}
	var cands, aside []candidate
	for _, e := range entries {
		name := e.Name()
		// cue/load leaves out hidden files, even when they are named on
		// the command line (`cue vet schema.cue policy/*.cue`); so does
		// toolpolicy, to read the package cue reads.
		if !strings.HasSuffix(name, ".cue") || strings.HasPrefix(name, ".") {
			continue
		}
		path := filepath.Join(l.dir, name)
		shown := model.Pos{File: l.rel(path)}
		// _test.cue and _tool.cue files it parses and checks the package
		// clause of, but leaves out of the package (checkAside).
		if strings.HasSuffix(name, "_test.cue") || strings.HasSuffix(name, "_tool.cue") {
			aside = append(aside, candidate{name: name, path: path, shown: shown})
			continue
		}
		if !l.readable(name, shown) {
			continue
		}
		cands = append(cands, candidate{name: name, path: path, shown: shown})
	}
	if len(cands) > l.lim.Files {
		l.problem(model.Pos{}, "%s", filesMsg(l.dir, len(cands), l.lim.Files))
		return nil
	}
	results := make([]fileCheck, len(cands))
	par.Each(len(cands), 0, func(k int) {
		c := cands[k]
		results[k] = checkFile(l.fsys, c.name, c.path, c.shown, l.lim.Nesting)
	})
	var out []srcFile
	total, nEntries := 0, 0
	for k, r := range results {
		if r.prob != nil {
			l.errs.Problems = append(l.errs.Problems, *r.prob)
			continue
		}
		total += len(r.src)
		nEntries += r.entries
		abs, _ := filepath.Abs(cands[k].path)
		l.shown[abs] = filepath.ToSlash(cands[k].path)
		// cue/load drops a byte order mark before parsing, so positions on
		// the first line count from after it; so must every reader of src
		// (the parallel parse, the index, the fold's text).
		out = append(out, srcFile{abs: abs, src: bytes.TrimPrefix(r.src, []byte("\ufeff")), entries: r.entries})
	}
	for _, c := range aside {
		l.checkAside(c.name, c.path, c.shown)
	}
	if len(l.errs.Problems) > 0 {
		return nil
	}
	if len(out) == 0 {
		l.problem(model.Pos{}, "no .cue files in policy directory %s", l.dir)
		return nil
	}
	if int64(total) > l.lim.TotalBytes {
		l.problem(model.Pos{}, "%s", totalBytesMsg(int64(total), l.lim.TotalBytes))
		return nil
	}
	if nEntries > l.lim.Entries {
		l.problem(model.Pos{}, "policy files declare %d fields and list elements; the limit is %d (--max-entries)", nEntries, l.lim.Entries)
		return nil
	}
	return out
}

// readable reports whether the directory's entry name is a regular file
// within the size limit, following symbolic links; otherwise it reports
// the problem at shown.
func (l *loader) readable(name string, shown model.Pos) bool {
	st, err := fs.Stat(l.fsys, name) // follows symlinks
	switch {
	case err != nil:
		l.problem(shown, "%v", unwrapPath(err))
	case st.IsDir():
		l.problem(shown, "is a directory, not a policy file")
	case !st.Mode().IsRegular():
		l.problem(shown, "is not a regular file")
	case st.Size() > l.lim.FileBytes:
		l.problem(shown, "%s", fileBytesMsg(st.Size(), l.lim.FileBytes))
	default:
		return true
	}
	return false
}

// checkAside checks a _test.cue or _tool.cue file as cue vet does one it
// is given and leaves out of the package: it must parse, and unless an @if
// attribute leaves it out, a package clause it has must name the policy's
// package (`found packages "toolpolicy" and "other"`, helper-73). Its
// fields are not read: a tool file's commands, a test file's fixtures.
func (l *loader) checkAside(name, path string, shown model.Pos) {
	if !l.readable(name, shown) {
		return
	}
	r := checkFile(l.fsys, name, path, shown, l.lim.Nesting)
	if r.prob != nil {
		l.errs.Problems = append(l.errs.Problems, *r.prob)
		return
	}
	abs, _ := filepath.Abs(path)
	l.shown[abs] = filepath.ToSlash(path)
	f, err := parser.ParseFile(abs, bytes.TrimPrefix(r.src, []byte("\ufeff")))
	if err != nil {
		l.addCUEErrors(err)
		return
	}
	build, attr, known := buildAttrs(f)
	if !known {
		// An @if cue/load refuses, in cue/load's words (placed).
		pos, msg := l.pos(f.Pos()), "multiple @if attributes"
		if attr != nil {
			pos, msg = l.pos(attr.Pos()), buildAttrProblem(attr)
		} else {
			n := 0
			for _, d := range f.Decls {
				if a, ok := d.(*ast.Attribute); ok {
					if key, _ := a.Split(); key == "if" {
						if n++; n == 2 {
							pos = l.pos(a.Pos())
						}
					}
				}
			}
		}
		if msg == "" {
			msg = "@if attribute cue/load does not accept"
		}
		l.problem(pos, "%s", msg)
		return
	}
	if !build {
		return
	}
	if pkg := f.PackageName(); pkg != "" && pkg != PackageName {
		pos := l.pos(f.Pos())
		for _, d := range f.Decls {
			if pk, ok := d.(*ast.Package); ok {
				pos = l.pos(pk.Name.Pos())
			}
		}
		l.problem(pos, "package %s: policy files must be in package %s (also _test.cue and _tool.cue files, which cue vet leaves out of the package)", pkg, PackageName)
	}
}

// fileCheck is the outcome of reading and pre-scanning one policy file.
type fileCheck struct {
	src     []byte
	entries int
	prob    *Problem
}

// checkFile reads one file and rejects what CUE would report badly or choke
// on: NUL bytes, invalid UTF-8, nesting past the limit.
func checkFile(fsys fs.FS, name, path string, shown model.Pos, nesting int) (r fileCheck) {
	fail := func(pos model.Pos, format string, args ...any) fileCheck {
		return fileCheck{prob: &Problem{Pos: pos, Msg: fmt.Sprintf(format, args...)}}
	}
	src, err := fs.ReadFile(fsys, name)
	if err != nil {
		return fail(shown, "%v", unwrapPath(err))
	}
	if bad := bytes.IndexByte(src, 0); bad >= 0 {
		return fail(offsetPos(shown.File, src, bad), "file contains a NUL byte; policy files are UTF-8 text")
	}
	if i, bad := utf8pos.Invalid(src); bad {
		return fail(offsetPos(shown.File, src, i), "file is not valid UTF-8")
	}
	sh := scanShape(path, src, nesting)
	if sh.deepSeen {
		return fail(offsetPos(shown.File, src, sh.deepOff), "nested more than %d levels deep (the limit, --max-nesting); a policy is shallow data", nesting)
	}
	return fileCheck{src: src, entries: sh.entries}
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	// os.Root's refusal of a symbolic link out of the directory; the error
	// value is not exported.
	if strings.Contains(err.Error(), "path escapes from parent") {
		return errors.New("a symbolic link that leads outside the policy directory; only files inside it are read")
	}
	if errors.As(err, &pe) {
		// os.Root names its operations openat, statat, …: say open, stat.
		op := pe.Op
		switch op {
		case "openat", "statat", "lstatat", "readlinkat":
			op = strings.TrimSuffix(op, "at")
		}
		return fmt.Errorf("%s: %w", op, pe.Err)
	}
	return err
}

func offsetPos(file string, src []byte, off int) model.Pos {
	line := 1 + bytes.Count(src[:off], []byte{'\n'})
	col := off - bytes.LastIndexByte(src[:off], '\n')
	return model.Pos{File: file, Line: line, Col: col}
}

// addCUEErrors converts CUE errors into problems positioned in the user's
// files: a position inside the embedded schema is replaced by the user's
// declaration of the same path.
func (l *loader) addCUEErrors(err error) {
	l.awaitIndex()
	errs := cueerrors.Errors(err)
	// "N errors in empty disjunction" heads the errors of its branches, each
	// of which CUE reports on its own as well: keep those, which say what
	// conflicts.
	detailed := map[string]bool{}
	for _, e := range errs {
		if !isDisjunctionSummary(e) {
			detailed[strings.Join(e.Path(), ".")] = true
		}
	}
	// A problem with no place of its own ("6 errors in empty
	// disjunction:" heading the branches of a disjunction embedded at the
	// top of a file, helper-46; a path only the schema declares) goes
	// where the first of its fellows is.
	var placeless []int
	start := len(l.errs.Problems)
	defer func() {
		var at model.Pos
		for _, p := range l.errs.Problems[start:] {
			if p.Pos.IsValid() {
				at = p.Pos
				break
			}
		}
		for _, i := range placeless {
			if i < len(l.errs.Problems) && !l.errs.Problems[i].Pos.IsValid() {
				l.errs.Problems[i].Pos = at
			}
		}
	}()
	matchN := map[string]bool{} // paths CUE says fail a matchN
	for _, e := range errs {
		if format, args := e.Msg(); strings.Contains(fmt.Sprintf(format, args...), "does not satisfy matchN") {
			matchN[strings.Join(e.Path(), ".")] = true
		}
	}
	for _, e := range errs {
		if isDisjunctionSummary(e) && detailed[strings.Join(e.Path(), ".")] {
			continue
		}
		var user []model.Pos
		for _, tp := range append([]token.Pos{e.Position()}, e.InputPositions()...) {
			// A value a builtin decoded (yaml.Unmarshal) has positions in
			// a file of no name: no place in the policy.
			if !tp.IsValid() || tp.Filename() == "" || tp.Filename() == schema.Filename || tp.Filename() == templateFile {
				continue
			}
			p := l.pos(tp)
			dup := false
			for _, u := range user {
				dup = dup || u == p
			}
			if !dup {
				user = append(user, p)
			}
		}
		path := e.Path()
		if len(user) == 0 && l.decls != nil {
			matched := 0 // elements of path the declaration found covers
			for n := len(path); n > 0 && matched == 0; n-- {
				if ps := l.decls.Get(strings.Join(path[:n], ".")); len(ps) > 0 {
					user, matched = append(user, ps[0]), n
				}
			}
			// A field a comprehension makes is in no index, and CUE itself
			// names only the schema: point at the comprehension's label.
			if matched < len(path) {
				if at, depth := l.generatedAt(path); depth > matched || (len(user) == 0 && at.IsValid()) {
					user = []model.Pos{at}
				}
			}
		}
		if len(user) == 0 {
			// Nothing the user declared: a problem of the package as a
			// whole, or of a name only the schema declares (#Name's
			// check failing as its section cannot be read: helper-63).
			placeless = append(placeless, len(l.errs.Problems))
		}
		sort.SliceStable(user, func(i, j int) bool { return user[i].Less(user[j]) })
		format, args := e.Msg()
		if format == "@%s" && len(args) == 1 && args[0] == "embed" {
			var pos model.Pos
			if len(user) > 0 {
				pos = user[0]
			}
			l.embedProblem(e, pos, path)
			continue
		}
		if len(path) == 0 {
			format, args = wrappedMsg(e)
		}
		// A hidden name is qualified by its package, which for a policy
		// outside a module is the one embedFrom makes up: cue vet says
		// (:toolpolicy) there (helper-55).
		msg := strings.ReplaceAll(fmt.Sprintf(format, args...), "("+placeholderModule+":_)", "(:"+PackageName+")")
		// A required field of a gate's or variant's matchN branch is
		// dropped where the matchN's own message says it (helper-46: a gate
		// whose own declaration marked the field required lost its only
		// problem, and Load returned neither policy nor error).
		if drop := gateMessage(path, &msg) || variantMessage(path, &msg); drop && matchN[strings.Join(path[:len(path)-1], ".")] {
			continue
		}
		if m, ok := rejectedLabel(msg); ok {
			// Reported as the schema words it, whatever value the user gave
			// the label, at the value CUE names last (inside a comprehension
			// rather than at its for), or at its label when that is on the
			// value's line.
			if len(user) > 0 {
				at := user[len(user)-1]
				for _, d := range l.decls.Get(declKey(path)) {
					if d.File == at.File && d.Line == at.Line {
						at = d
						break
					}
				}
				user = []model.Pos{at}
			}
			format, args, msg = m, nil, m
		}
		msg = shortMsg(msg)
		if len(path) > 0 && !strings.HasPrefix(msg, strings.Join(path, ".")) {
			msg = strings.Join(path, ".") + ": " + msg
		}
		var pos model.Pos
		if len(user) > 0 {
			pos = user[0]
			if len(user) > 1 {
				var also []string
				for _, u := range user[1:] {
					also = append(also, u.String())
				}
				msg += " (also " + strings.Join(also, ", ") + ")"
			}
		}
		l.errs.cueProblem(pos, path, len(user) > 1, format, args, msg)
	}
}

// maxMsgBytes bounds a CUE message in a problem: CUE writes an
// incomplete disjunction of entries out whole (7 KB a tool under the
// schema's #Tool; a 10k policy of ambiguous entries made 35 MB of text,
// in cue vet as here).
const maxMsgBytes = 1000

// shortMsg is msg cut to maxMsgBytes, at a character, with what was cut
// counted.
func shortMsg(msg string) string {
	if len(msg) <= maxMsgBytes {
		return msg
	}
	cut := maxMsgBytes
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return fmt.Sprintf("%s… (%d more bytes)", msg[:cut], len(msg)-cut)
}

// wrappedMsg is e's message followed by those of the errors it wraps, as
// the cue command prints them (parsing experiments for version "v0.13.0":
// cannot set experiment "aliasv2" before version v0.15.0), less a layer that
// only names the file the problem's position names already.
func wrappedMsg(e cueerrors.Error) (string, []any) {
	format, args := e.Msg()
	if errors.Unwrap(e) == nil {
		return format, args
	}
	var parts []string
	add := func(s string) {
		s = strings.TrimSuffix(strings.TrimSpace(s), ":")
		if s != "" && !strings.HasPrefix(s, "cannot get syntax for") {
			parts = append(parts, s)
		}
	}
	for err := error(e); err != nil; {
		inner := errors.Unwrap(err)
		switch ce, ok := err.(cueerrors.Error); {
		case ok:
			f, a := ce.Msg()
			add(fmt.Sprintf(f, a...))
		case inner == nil:
			add(err.Error())
		default:
			// A Go error wrapping another: its own words come first.
			add(strings.TrimSuffix(err.Error(), inner.Error()))
		}
		err = inner
	}
	return "%s", []any{strings.Join(parts, ": ")}
}

// declKey is the index's key of a CUE error's path: its labels unquoted
// ("has space" as has space), joined by dots.
func declKey(path []string) string {
	labels := make([]string, len(path))
	for i, p := range path {
		labels[i] = p
		if strings.HasPrefix(p, `"`) {
			if u, err := literal.Unquote(p); err == nil {
				labels[i] = u
			}
		}
	}
	return strings.Join(labels, ".")
}

// embedOpen is CUE's wording of an @embed file it could not open.
var embedOpen = regexp.MustCompile(`^open (.+?): (.+)$`)

// embedProblem reports an @embed whose file could not be read, naming the
// file; one that leads out of the policy directory (through ".." or a
// symbolic link, which the os.Root LoadDir reads through refuses) says so.
func (l *loader) embedProblem(e cueerrors.Error, pos model.Pos, path []string) {
	detail := e.Error()
	if u := errors.Unwrap(e); u != nil {
		detail = u.Error()
	}
	msg := "@embed: " + detail
	if m := embedOpen.FindStringSubmatch(detail); m != nil {
		msg = fmt.Sprintf("@embed(file=%q): %s", m[1], m[2])
		if l.diskDir != "" && escapesDir(l.diskDir, m[1]) {
			msg = fmt.Sprintf("@embed(file=%q) leads outside the policy directory %s (through .. or a symbolic link); only files inside it are read", m[1], l.dir)
		}
	}
	if len(path) > 0 {
		msg = strings.Join(path, ".") + ": " + msg
	}
	l.errs.Problems = append(l.errs.Problems, Problem{Pos: pos, Msg: msg, Rule: RulePolicyInput})
}

// escapesDir reports whether name, relative to dir, names a file outside
// dir once ".." and symbolic links are followed.
func escapesDir(dir, name string) bool {
	if !filepath.IsLocal(filepath.FromSlash(name)) {
		return true
	}
	base, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return false
	}
	real, err := filepath.EvalSymlinks(filepath.Join(dir, filepath.FromSlash(name)))
	if err != nil {
		// A dangling link: where it points decides.
		target, lerr := os.Readlink(filepath.Join(dir, filepath.FromSlash(name)))
		if lerr != nil {
			return false
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(filepath.Join(base, filepath.FromSlash(name))), target)
		}
		real = filepath.Clean(target)
	}
	rel, err := filepath.Rel(base, real)
	return err != nil || !filepath.IsLocal(rel)
}

func isDisjunctionSummary(e cueerrors.Error) bool {
	format, _ := e.Msg()
	return strings.Contains(format, "errors in empty disjunction")
}

// gateMessage rewrites CUE's messages about a gate that sets both or neither
// of its fields (the schema's matchN) as one plain sentence; it reports
// whether the error should be dropped: CUE also reports each field missing
// from the matchN branches, which says the same thing again.
func gateMessage(path []string, msg *string) (drop bool) {
	if len(path) < 2 || path[0] != "gates" {
		return false
	}
	if len(path) == 3 && (path[2] == "visible_for" || path[2] == "hidden_for") && strings.Contains(*msg, "field is required but not present") {
		return true
	}
	if len(path) == 2 && strings.Contains(*msg, "does not satisfy matchN") {
		*msg = "gates." + path[1] + ": set exactly one of visible_for or hidden_for"
	}
	return false
}

// variantMessage does for a tool variant that names neither a model class
// nor a condition what gateMessage does for gates.
func variantMessage(path []string, msg *string) (drop bool) {
	if len(path) < 4 || path[0] != "tools" || path[2] != "variants" {
		return false
	}
	if len(path) == 5 && (path[4] == "model_class" || path[4] == "when") && strings.Contains(*msg, "field is required but not present") {
		return true
	}
	if len(path) == 4 && strings.Contains(*msg, "does not satisfy matchN") {
		*msg = strings.Join(path, ".") + ": a variant names a model_class, a when condition, or both"
	}
	return false
}

// placeholderModule is the module embedFrom gives a policy outside one.
const placeholderModule = "toolpolicy.invalid/policy@v0"

// embedFrom lets the policy's files embed other files of the policy
// directory with CUE's `@embed(file=...)` (a parameter schema the harness
// keeps as JSON). CUE embeds only inside a module and reads through each
// file's recorded file system; a policy directory need not be a module, and
// must be read through l.fsys (a git revision has no files on disk), so the
// instance is given a module when it has none and every file reads from
// l.fsys.
func (l *loader) embedFrom(inst *build.Instance) {
	if inst.Module == "" {
		inst.Module = placeholderModule
	}
	if inst.Root == "" {
		inst.Root = inst.Dir
	}
	for _, f := range inst.Files {
		if f.Filename == schema.Filename {
			continue
		}
		if tf := f.Pos().File(); tf != nil {
			tf.SetFSLoc(token.FSLoc{FS: l.fsys, Path: filepath.Base(f.Filename)})
		}
	}
}

// build evaluates the instance against the schema and converts it. What
// the evaluator took out of the files is validated on the side while CUE
// evaluates the rest.
func (l *loader) build(inst *build.Instance) *model.Policy {
	var litErrs []error
	litDone := make(chan struct{})
	go func() {
		defer close(litDone)
		litErrs = l.eval.validate()
	}()
	// The schema is one more file of the package, as in `cue vet -c
	// schema.cue policy/*.cue`: its definitions can be used by the policy,
	// and a policy's own #Tool unifies with the schema's.
	if err := addSchema(inst); err != nil {
		// Only at a language version the schema is too new for, which
		// TestLanguageVersions keeps from happening.
		<-litDone
		l.problem(model.Pos{}, "toolpolicy's schema does not parse at the policy's CUE language version: %v", err)
		return nil
	}
	// Reads of a section whose entries were taken out go to a view of it
	// (view.go).
	if vf := l.eval.views(); vf != nil {
		if err := inst.AddSyntax(vf); err != nil {
			panic(fmt.Sprintf("view does not build: %v", err))
		}
	}
	l.embedFrom(inst)
	ctx := cuecontext.New()
	v := ctx.BuildInstance(inst)
	if err := v.Err(); err != nil {
		<-litDone
		if verr := v.Validate(cue.Concrete(true)); verr != nil {
			err = verr
		}
		l.addCUEErrors(err)
		// The entries taken out of the package have problems of their
		// own, which plain evaluation reports beside this one.
		for _, e := range litErrs {
			l.addCUEErrors(e)
		}
		return nil
	}
	err := v.Validate(cue.Concrete(true))
	<-litDone
	if err != nil || len(litErrs) > 0 {
		if err != nil {
			l.addCUEErrors(err)
		}
		for _, e := range litErrs {
			l.addCUEErrors(e)
		}
		return nil
	}
	var raw rawPolicy
	if err := decodeRaw(v, &raw); err != nil {
		// CUE's error has no place (a function where data belongs,
		// cannot convert value "strings.ToUpper" ... to JSON): say where.
		if nd := notData(v, nil); nd != nil {
			err = nd
		}
		l.addCUEErrors(err)
		return nil
	}
	if errs := l.eval.merge(&raw); len(errs) > 0 {
		for _, e := range errs {
			l.addCUEErrors(e)
		}
		return nil
	}
	l.awaitIndex()
	return l.convert(&raw)
}

// notDataError is a value that is not data, a function or a package of
// the standard library where the policy needs JSON (cue vet -c lets it
// through where the schema does not constrain it, as in a tool's raw
// parameters; cue export fails on it without a place).
type notDataError struct {
	path []string
	pos  token.Pos
	what string // the value as CUE prints it
}

func (e *notDataError) Position() token.Pos         { return e.pos }
func (e *notDataError) InputPositions() []token.Pos { return nil }
func (e *notDataError) Path() []string              { return e.path }
func (e *notDataError) Msg() (string, []any) {
	return "%s is not data: a function or package has no JSON value, and the policy's values must have one", []any{e.what}
}
func (e *notDataError) Error() string {
	f, a := e.Msg()
	return strings.Join(e.path, ".") + ": " + fmt.Sprintf(f, a...)
}

// notData finds the first value in v, depth first, that CUE cannot write as
// JSON; nil if there is none.
func notData(v cue.Value, path []string) *notDataError {
	switch v.IncompleteKind() {
	case cue.StructKind:
		it, err := v.Fields()
		if err != nil {
			return nil
		}
		for it.Next() {
			if nd := notData(it.Value(), append(slices.Clip(path), it.Selector().String())); nd != nil {
				return nd
			}
		}
		return nil
	case cue.ListKind:
		it, err := v.List()
		if err != nil {
			return nil
		}
		for i := 0; it.Next(); i++ {
			if nd := notData(it.Value(), append(slices.Clip(path), strconv.Itoa(i))); nd != nil {
				return nd
			}
		}
		return nil
	}
	if _, err := v.MarshalJSON(); err != nil {
		return &notDataError{path: path, pos: v.Pos(), what: fmt.Sprint(v)}
	}
	return nil
}

// decodeRaw is v.Decode(raw), except that the entries of the name-keyed
// sections left in the package are decoded field by field, looked up by
// name: Decode sorts each struct's fields topologically first, which on an
// entry unified with the schema and templates costs about 80 µs (0.4 s of
// the 1.9 s a 10k policy with 5,000 entries CUE must evaluate took).
func decodeRaw(v cue.Value, raw *rawPolicy) error {
	rv := reflect.ValueOf(raw).Elem()
	rt := rv.Type()
	for i := range rt.NumField() {
		label := strings.Split(rt.Field(i).Tag.Get("json"), ",")[0]
		if label == "" || label == "-" {
			continue
		}
		fv := v.LookupPath(cue.MakePath(cue.Str(label)))
		if !fv.Exists() {
			continue
		}
		ft := rt.Field(i).Type
		if slices.Contains(fastSections, label) && ft.Kind() == reflect.Map && ft.Elem().Kind() == reflect.Struct {
			if err := decodeSection(fv, rv.Field(i), sectionDecoder(ft.Elem())); err != nil {
				return err
			}
			continue
		}
		if err := fv.Decode(rv.Field(i).Addr().Interface()); err != nil {
			return err
		}
	}
	return nil
}

// sectionDecoders holds an elemDecoder per section element type.
var sectionDecoders sync.Map

func sectionDecoder(t reflect.Type) *elemDecoder {
	if d, ok := sectionDecoders.Load(t); ok {
		return d.(*elemDecoder)
	}
	d, _ := sectionDecoders.LoadOrStore(t, newElemDecoder(t))
	return d.(*elemDecoder)
}

// decodeSection decodes a name-keyed section into out (a map), each
// entry's fields by their JSON names, as Decode would set them.
func decodeSection(sec cue.Value, out reflect.Value, dec *elemDecoder) error {
	it, err := sec.Fields()
	if err != nil {
		return sec.Decode(out.Addr().Interface())
	}
	m := reflect.MakeMap(out.Type())
	for it.Next() {
		ev := it.Value()
		if ev.Kind() != cue.StructKind {
			return sec.Decode(out.Addr().Interface())
		}
		elem := reflect.New(dec.typ).Elem()
		for i, label := range dec.labels {
			if label == "" {
				continue
			}
			fv := ev.LookupPath(cue.MakePath(cue.Str(label)))
			if !fv.Exists() || setScalar(elem.Field(i), fv) {
				continue
			}
			if err := fv.Decode(elem.Field(i).Addr().Interface()); err != nil {
				return err
			}
		}
		m.SetMapIndex(reflect.ValueOf(it.Selector().Unquoted()), elem)
	}
	out.Set(m)
	return nil
}

// setScalar sets a string or bool field (or a pointer to one) from a
// concrete value of that kind, as Decode would, at a fraction of its cost
// (the fast path's assign); false leaves the field to Decode.
func setScalar(f reflect.Value, v cue.Value) bool {
	switch v.Kind() {
	case cue.StringKind:
		s, err := v.String()
		return err == nil && assign(f, litValue{str: s, isStr: true})
	case cue.BoolKind:
		b, err := v.Bool()
		return err == nil && assign(f, litValue{b: b})
	}
	return false
}

// addSchema adds a fresh parse of the embedded schema to the instance (a
// parsed file is resolved in place when compiled, so it is not shared),
// parsed at the language version the policy's files were (their module's),
// as cue vet parses schema.cue named beside them: what the schema uses must
// exist at that version (TestLanguageVersions).
//
// The schema is the package's first file. Unification does not depend on
// the order, but CUE v0.17.1's cost does: with the schema's pattern
// constraints (tools: [string]: #Tool) declared after the entries, a 10k
// policy CUE evaluates whole took 1.64 s and 690 MB in cue vet, against
// 0.92 s and 249 MB with the schema first (cue vet -c schema.cue
// policy/*.cue, the order users run, puts it first too).
func addSchema(inst *build.Instance) error {
	opts := []parser.Option{parser.ParseComments}
	if len(inst.Files) > 0 && inst.Files[0].LanguageVersion != "" {
		opts = append(opts, parser.Version(inst.Files[0].LanguageVersion))
	}
	f, err := parser.ParseFile(schema.Filename, schema.Source, opts...)
	if err != nil {
		return err
	}
	if err := inst.AddSyntax(f); err != nil {
		return err
	}
	inst.Files = append([]*ast.File{f}, inst.Files[:len(inst.Files)-1]...)
	return nil
}
