package compiler

import (
	"runtime"
	"slices"
	"strings"

	"cuelang.org/go/cue/ast"
)

// evaluator is how Load gets from the parsed files to the policy's data.
// The plain one leaves everything to CUE: cue/load builds the package, CUE
// evaluates it unified with the schema, and Decode reads it. The fast one
// (fast.go) takes the plain literal entries of the big sections out of the
// files before CUE builds the package, validates them once per distinct
// name, value and shape, and decodes them from their syntax. Both give the
// same model or the same problems (TestFastPathMatchesPlainEvaluation,
// FuzzFastPathMatchesPlain), and the cue command agrees with both
// (cuecmd_test.go).
type evaluator interface {
	// parallel reports whether the files may be parsed one per core
	// (parallel.go) rather than by cue/load.
	parallel() bool
	// parsed sees each file as soon as it is parsed, on any goroutine,
	// and returns what split needs of it.
	parsed(f *ast.File) *fileLits
	// split takes what the evaluator validates itself out of the files,
	// before CUE builds the package from them. pre holds parsed's result
	// per file, or is nil when cue/load parsed them.
	split(files []*ast.File, pre []*fileLits, srcs []srcFile)
	// validate checks what split took, beside CUE's evaluation of the rest.
	validate() []error
	// merge adds what split took to the decoded policy, and checks what
	// needs the whole of it (sectioncount.go).
	merge(raw *rawPolicy) []error
	// views returns the file of the views of the sections split took
	// entries from that the policy reads (view.go), to add to the
	// package; nil if it reads none.
	views() *ast.File
}

// plainEvaluator leaves the whole package to CUE.
type plainEvaluator struct{}

func (plainEvaluator) parallel() bool                            { return false }
func (plainEvaluator) parsed(*ast.File) *fileLits                { return nil }
func (plainEvaluator) split([]*ast.File, []*fileLits, []srcFile) {}
func (plainEvaluator) validate() []error                         { return nil }
func (plainEvaluator) merge(*rawPolicy) []error                  { return nil }
func (plainEvaluator) views() *ast.File                          { return nil }

// fastEvaluator is the fast path (fast.go), for one Load.
type fastEvaluator struct {
	opts fastOptions
	lits []*litEntry
	env  []envFile
	view *viewPlan
	// folded is set when fold.go replaced constructs by their values, or
	// staticConds comprehensions by what they yield.
	folded bool
	// broken is set when the fold found the policy broken: Load goes to
	// plain evaluation straight away.
	broken bool
	// counts are the bounds on sections' sizes split took out of the
	// files, for merge to check (sectioncount.go).
	counts []sizeBound
}

func newFastEvaluator(opts fastOptions) *fastEvaluator { return &fastEvaluator{opts: opts} }

func (e *fastEvaluator) parallel() bool { return true }

func (e *fastEvaluator) parsed(f *ast.File) *fileLits { return scanFileLits(f) }

func (e *fastEvaluator) split(files []*ast.File, pre []*fileLits, srcs []srcFile) {
	if floatsClash(files, pre) {
		return // CUE's digits (numbers.go)
	}
	srcOf := srcsByName(srcs)
	// A section declared as struct literals joined by &: declared once
	// per literal (conjsplit.go); a struct's name embedded at the top of a
	// file: the struct (embeddef.go); a definition nested in another and
	// selected, #Kinds.#Lazy: a copy at the top (nesteddef.go); a
	// top-level label computed from a constant, (_section): its name
	// (dynlabel.go).
	// A copy of the schema saved beside the policy: what repeats the
	// schema goes (schemacopy.go).
	copies := dropSchemaCopies(files, srcOf)
	embedded := orChanged(orChanged(orChanged(copies, embedDefs(files)), nestedDefs(files, srcOf)), staticLabels(files))
	if embedded != nil {
		// CUE cites the embedding beside the struct's own place, and
		// words its problems as it does a pattern's: worded by CUE
		// (plainWords), as after a fold.
		e.folded = true
	}
	// A let's struct used once: the struct, where it is used
	// (letinline.go); a hidden struct's parts named as sections: declared
	// as the sections (hiddensection.go); once conjunctions are split
	// (tools: gh & {...}).
	conj := splitConjunctions(files)
	lets := orChanged(inlineLets(files), hiddenSections(files))
	if lets != nil {
		e.folded = true // CUE cites the reference too (plainWords)
	}
	for i, c := range orChanged(orChanged(embedded, conj), lets) {
		if c && pre != nil {
			pre[i] = scanFileLits(files[i])
		}
	}
	// Bounds on a section's size, checked once it is merged.
	counts, changed := sectionCounts(files, pre)
	for i, c := range changed {
		if c {
			pre[i] = scanFileLits(files[i])
			// A broken bound is worded by CUE (plainWords).
			e.counts, e.folded = counts, true
		}
	}
	// Comprehensions on the policy's own flags, decided first: what they
	// leave is literal and needs no fold.
	for i, c := range staticConds(files, pre) {
		if c {
			pre[i] = scanFileLits(files[i])
			// CUE words a problem in a decided comprehension's fields
			// with positions the rewritten entry lacks (plainWords).
			e.folded = true
		}
	}
	changed, broken := foldData(files, srcOf, readSections(pre))
	// A broken policy is loaded again by plain evaluation for CUE's words
	// (plainWords): the fast path's own evaluation of the package would
	// be spent on it (reject-server-param-blank: 1.7 s beside cue vet's
	// 1.6 s before the reload).
	e.broken = broken
	if changed != nil {
		// The fold's CUE values are garbage now, and as large as what
		// the package's evaluation is about to allocate: collected here,
		// they do not add to the peak (10k tools made from lists: 237 →
		// 161 MB). Collected beside the split rather than before it: the
		// cycle frees them all the same, and the split need not wait
		// (mcp-server-def-specs: 0.72 to 0.70 s, the same peak).
		go runtime.GC()
		e.folded = true
		for i, c := range changed {
			if c && pre != nil {
				pre[i] = scanFileLits(files[i])
			}
		}
	}
	e.lits, e.env, e.view = splitLiterals(files, pre, e.opts.minEntries, srcOf)
	if slices.ContainsFunc(e.lits, func(le *litEntry) bool { return len(le.deps) > 0 }) {
		// As after a fold: the evaluation of the patterns that name their
		// label is garbage now (10k tools: 80 MB).
		runtime.GC()
	}
}

// readSections returns the sections the files read by a for clause or
// len, from their scans (scanFileLits), or nil when there are none or one
// file's scan stopped short of its reads.
func readSections(pre []*fileLits) map[string]bool {
	if pre == nil {
		return nil
	}
	read := map[string]bool{}
	for _, fl := range pre {
		if fl == nil || fl.off {
			return nil
		}
		for _, r := range fl.reads {
			if r.kind != readSel {
				read[r.section] = true
			}
		}
	}
	return read
}

func (e *fastEvaluator) validate() []error { return validateLiterals(e.lits, e.env, e.opts) }

func (e *fastEvaluator) merge(raw *rawPolicy) []error {
	mergeLiterals(e.lits, raw)
	return checkCounts(e.counts, raw)
}

func (e *fastEvaluator) views() *ast.File {
	if e.view == nil {
		return nil
	}
	viewAdded(e.lits, e.env)
	return e.view.file()
}

// plainWordsMax is the most split entries a policy with a problem outside
// them is loaded again for (about 3 s of plain evaluation).
const plainWordsMax = 20000

// plainWords reports whether a policy that failed to load with these
// problems should be loaded again by plain evaluation for its messages:
// CUE words a problem in an entry copied from a hidden map from the
// comprehension (expand.go), and may quote a rewritten read
// (_toolpolicy_view_tools, view.go). Plain evaluation costs more (at 100k
// tools, minutes), but only for a broken policy, and only then.
func (e *fastEvaluator) plainWords(problems []Problem) bool {
	if e.folded {
		return true
	}
	// The rest of the package, evaluated without the entries split out,
	// can be worded otherwise by CUE: FuzzFastPathMatchesPlain found
	// `providers: A: {budge!: {}}` reported as a missing required field
	// instead of cue vet's "field not allowed (did you mean budget?)". A
	// problem outside the split sections is worded by plain evaluation,
	// up to plainWordsMax entries (past that, it could take minutes).
	if len(e.lits) <= plainWordsMax {
		for _, p := range problems {
			section, _, _ := strings.Cut(p.Msg, ".")
			if !isFastSection(section) {
				return true
			}
		}
	}
	if e.view != nil {
		for _, p := range problems {
			if strings.Contains(p.Msg, "_toolpolicy_") {
				return true
			}
		}
	}
	read := map[string]bool{} // sections the policy reads (view.go)
	if e.view != nil {
		for _, v := range e.view.views {
			read[v.section] = true
		}
	}
	// So does a problem of an entry left in the package: CUE reached it
	// through the view's reference to it too (helper-34: `len(t)` of an
	// entry with a field its closed template forbids was also reported as
	// an invalid interpolation at the read).
	if len(e.lits) <= plainWordsMax {
		for _, p := range problems {
			if section, _, _ := strings.Cut(p.Msg, "."); read[section] {
				return true
			}
		}
	}
	for _, le := range e.lits {
		if (le.copied || le.embeds) && !le.out.IsValid() {
			return true
		}
		// An entry's problem also fails, in CUE, what reads its section
		// (len(tools) in an interpolation: FuzzFastPathMatchesPlain found
		// the second problem missing); plain evaluation reports both.
		if read[le.section] && !le.out.IsValid() && len(e.lits) <= plainWordsMax {
			return true
		}
		// A template is validated from its text, whose positions CUE
		// cannot cite (it points into the definition's body instead of the
		// pattern that applies it), and a batch of them can stop at its
		// first problem (helper-25): plain evaluation words those.
		if (le.tmpl != "" || len(le.deps) > 0) && !le.out.IsValid() && len(e.lits) <= plainWordsMax {
			return true
		}
	}
	return false
}
