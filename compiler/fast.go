package compiler

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/cuecontext"
	cueerrors "cuelang.org/go/cue/errors"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
	"github.com/toolpolicy/toolpolicy/internal/par"
)

// Why this file exists: evaluating a 10,000-tool policy as one package costs
// CUE about 100 µs per entry (the #Tool disjunctions, and a linear search of
// a struct's arcs for each new arc, which makes one big struct quadratic),
// and cue.Value.Decode sorts every struct's fields topologically. Yet almost
// every entry of the big name-keyed sections is a plain literal struct, and
// the schema constrains each entry on its own ([#Name]: #Tool), so nothing
// but the entry itself can change its meaning.
//
// The fast path takes such entries out of the package before CUE builds it,
// validates them with CUE against the same embedded schema, on one
// cue.Context per core (a Context is not safe for concurrent use), and reads
// their values straight from the syntax tree. The rest of the package,
// including every entry that is not a plain literal, is evaluated as before.
// Validation is done once per distinct name, value and set of labels where
// the schema's definition allows it (validateLiterals); an entry that fails
// is validated whole, as `{tools: {<entries>}}` unified with the schema's
// constraint on tools, so its messages, paths and positions are the ones the
// whole-package evaluation gives. docs/performance.md has the numbers.
//
// An entry takes the fast path only when that cannot change the result:
//   - no file has a top-level embedding, comprehension, or pattern, dynamic
//     or aliased label that could add fields to a section, a definition or
//     hidden data (fold.go first turns what it can of those into literals);
//   - the section's name is used as a reference only to read it as data
//     (view.go), and the policy redeclares none of the definitions the
//     section's names are checked against (#Name, #NameRE, #NameError);
//     one that redeclares the entry definition or what it depends on has
//     every entry validated with the policy's definitions (envOnly);
//   - every declaration of the section is a plain `section: {...}` of
//     plain fields, pattern constraints it can read (templates, label
//     patterns: labelpat.go), lets naming definitions and comprehensions
//     that copy hidden maps (expand.go);
//   - no identifier anywhere in the policy is the entry's name (nothing
//     refers to it, as `b: a & {...}` would);
//   - each declaration of the entry is a struct of plain fields whose
//     values are literals (strings, booleans, structs and lists of them)
//     or a literal default (*"x" | string), with or without definitions;
//     an entry declared more than once is merged (mergeEntries).

// fastSections are the top-level sections whose entries the schema
// constrains one by one; each maps to a field of rawPolicy with the same
// JSON name.
var fastSections = []string{"tools", "aliases", "retired", "gates"}

// fastOptions are the fast path's knobs, set per Load (tests use the
// unexported options below to compare the two ways and to reach the fast
// path with small policies).
type fastOptions struct {
	// plain turns the fast path off: CUE evaluates the whole package.
	plain bool
	// minEntries is the fewest split entries worth a worker pool.
	minEntries int
	// noReload: see withoutPlainReload.
	noReload bool
	// separateNames checks names with two questions to CUE (the
	// definition's pattern, then the others) even where one combined
	// pattern would do (nameSelectors); tests hold both ways to unification.
	separateNames bool
	// cueMatch asks CUE (cue.Value.Allows) about every name and string
	// value even where goMatcher can answer; tests hold both ways to
	// unification.
	cueMatch bool
	// stats, when set, receives what validateLiterals did (tests).
	stats *fastStats
}

// fastStats counts the entries validateLiterals validated whole (phase 3)
// and the shapes' representatives it validated (phase 2).
type fastStats struct {
	whole, reps int
}

// withStats has validateLiterals record its counts in s.
func withStats(s *fastStats) Option { return func(l *loader) { l.fast.stats = s } }

func defaultFastOptions() fastOptions {
	return fastOptions{minEntries: 200}
}

// withPlainEvaluation turns the fast path off.
func withPlainEvaluation() Option { return func(l *loader) { l.fast.plain = true } }

// withoutPlainReload keeps a policy the fast path fails to load from being
// loaded again by plain evaluation (plainWords): tests use it to see that
// a valid policy loads on the fast path alone, not through the reload
// (which is correct, and twice as slow).
func withoutPlainReload() Option { return func(l *loader) { l.fast.noReload = true } }

// withMinEntries sets the fewest split entries the fast path takes on.
func withMinEntries(n int) Option {
	return func(l *loader) { l.fast.minEntries = n }
}

// evaluator returns the evaluator the options ask for.
func (o fastOptions) evaluator() evaluator {
	if o.plain {
		return plainEvaluator{}
	}
	return newFastEvaluator(o)
}

// batchSize bounds a validation batch: small enough to keep CUE's per-struct
// arc search short, large enough to amortise the per-batch unification.
const batchSize = 128

// litEntry is one literal entry moved out of the package.
type litEntry struct {
	section string
	name    string
	field   *ast.Field
	values  []litValue
	// out is the decoded value (an element of the section's map); nil when
	// the entry's batch did not validate.
	out reflect.Value
	// bad is set when the entry's name or one of its values failed its
	// check.
	bad bool
	// own lists the definitions the entry's own value is a conjunction of
	// (tools: x: #OnDemand & {...}), set when the file is scanned; tmpl is
	// the key of every definition applying to it (its own and those of the
	// section's pattern constraints its name matches), set by the split. An
	// entry with a template is validated in the scope of the policy's
	// definitions (env.go).
	own  []string
	tmpl string
	// extra is what a comprehension that copies the entry from a hidden
	// map unifies it with (#MCPTool, or a literal struct), as CUE text,
	// and extraDefs the definitions that names (expand.go).
	extra, extraDefs []string
	copied           bool // declared in a hidden map a comprehension copies
	// rest is set when extra is the entry's own constraints (restTemplate);
	// opaque when an opaque pattern applies to it (opaquepat.go).
	rest, opaque bool
	// restLit is the rest as syntax until the split takes the entry
	// (restText), and restHidden lists the labels of the rest's fields
	// that declare hidden fields of their own (restParts.hiddenIn).
	restLit    *ast.StructLit
	restHidden []string
	// restBuiltins are the imports the rest calls (restParts.builtins):
	// once the entry is out of its file, an import only it used goes too
	// (dropUnusedImports), as CUE rejects an unused import.
	restBuiltins []*ast.ImportSpec
	// embeds is set when the entry embeds its definitions in its literal
	// ({#OnDemand, ...}; embeddedTemplate).
	embeds bool
	// view is set when a for clause reads the entry's section: viewAdded
	// then records in added the fields the entry's template gives it
	// (view.go).
	view  bool
	added []ast.Decl
	// deps are the patterns whose fields refer to the entry's name that
	// apply to it (labelpat.go); whole is set when what they give it must
	// be left to CUE: the entry is then validated whole.
	deps  []*depPattern
	whole bool
	// tiedOn holds the labels the tied patterns that apply to it can
	// constrain (tiedLabels): entries of its shape share a representative
	// only if these fields' values are equal too.
	tiedOn []string
	// kindOnly: the labels of tiedOn that every tied pattern reading them
	// constrains by kind alone (sectionPattern.kindOnly); fieldTmpl is
	// tmpl without the tied patterns, which the per-field checks use
	// (opaquepat.go).
	kindOnly  []string
	fieldTmpl string
	// choice is set on an entry that chooses its template, (*#OnDemand |
	// #Active) & {...} (choiceTemplate): the disjunction as written, and
	// choiceDefs the definitions it names. own then starts with its
	// default, which the entry is checked under; wholeTmpl is tmpl with
	// the choice in place of the default, what CUE validates the entry
	// under when it is validated whole.
	choice string
	// undecided is set on a choice without a default until pickChoice
	// finds the definition the entry's literal leaves standing.
	undecided  bool
	choiceDefs []string
	wholeTmpl  string
	// closeText is set on an entry written close({...}) (closedEntry): the
	// closedness as a template, close({<its labels>?: _}). It is part of
	// tmpl, which the shape's representative is validated under, and not
	// of fieldTmpl: closedness concerns labels, not values.
	closeText string
	// viewOnly holds the fields the reads use of the entry; nil when a
	// read uses it whole (its view is then the entry constrained as in
	// the package, and needs no added fields).
	viewOnly map[string]bool
}

type litValue struct {
	label string
	str   string
	b     bool
	isStr bool
	// raw is a value of structs, lists, strings, integers, bools and null
	// written as literals (parameters: {type: "object", ...}, groups:
	// ["a"]), and json its JSON (the key its validation is shared by).
	raw  ast.Expr
	json []byte
	// dflt is set when the value is the default of a disjunction of the
	// field's, *"Use x." | string (defaultLit), and expr then holds the
	// disjunction. It is the field's value when nothing else gives the
	// field a default (checkValues asks) and it passes the field's
	// constraint; otherwise CUE evaluates the entry whole.
	dflt bool
	expr ast.Expr
	// dep is set on a value a pattern naming its label gave the entry,
	// which its own literal does not have (labelpat.go).
	dep bool
	// cons is set on a pattern's field that is a constraint, not a value
	// (constraintTemplate): expr, written out in the template, with its
	// marker (token.OPTION for card?:, token.NOT for card!:).
	cons   bool
	marker token.Token
}

// fileLits is what one file contributes to the split: computed for each
// file on its own (in parallel, as soon as it is parsed), then combined by
// splitLiterals, which alone needs every file.
type fileLits struct {
	// floats are the file's float literals (numbers.go); localFloats
	// those in a top-level field of its own that is no section (providers:
	// ...), by label, which matter only if something names the field.
	floats      floatTexts
	localFloats map[string]*floatTexts
	// scopeText is scopeText(file), once a pattern needs it.
	scopeText *string
	// off is set when the file has a top-level declaration that could add
	// fields anywhere (an embedding, a comprehension, a pattern, dynamic or
	// aliased label): the fast path is off for the whole package.
	off bool
	// refs holds every identifier the file uses as a reference: a section
	// read by something stays whole, and so does an entry a sibling (or
	// anything else) refers to by name.
	refs  map[string]bool
	decls []sectionDecl
	// touched holds the sections a top-level comprehension or embedded
	// struct may add fields to: those stay whole.
	touched map[string]bool
	// defs are the file's top-level definitions (#MCPTool: ...).
	defs []*ast.Field
	// file is the file scanned, whose empty section declarations the split
	// may drop.
	file *ast.File
	// labels are the file's top-level labels; reads are its references
	// to fast sections in a form the view serves (view.go), and other the
	// sections it refers to in any other way (those stay whole).
	labels map[string]bool
	reads  []sectionRead
	other  map[string]bool
	// gens are the file's top-level comprehensions that copy a hidden map
	// into a section (expand.go); hidden its top-level hidden fields, and
	// hiddenRefs how often it refers to each hidden name.
	gens       []*sectionGen
	hidden     []*ast.Field
	hiddenRefs map[string]int
}

// sectionDecl is one top-level declaration of a fast section.
type sectionDecl struct {
	section string
	lit     *ast.StructLit // the declaration's struct; nil if it is not one
	// plain is set when the declaration is `section: {...}` whose elements
	// are all plain fields (or attributes and comments).
	plain bool
	// entries are the elements whose value is a literal struct, in order;
	// at[i] is entries[i]'s index in lit.Elts.
	entries []*litEntry
	at      []int
	// field is the declaration itself; patterns are its pattern
	// constraints ([=~"^mcp_"]: ...), which the split applies to the
	// section's entries by name.
	field    *ast.Field
	patterns []*sectionPattern
	// gens are its elements that copy a hidden map (expand.go).
	gens []*sectionGen
}

// sectionNames returns the names of the section's fields in every file,
// when all are labels of its declarations' structs: nothing embedded,
// generated or labelled by an expression may add to it.
func sectionNames(pre []*fileLits, section string) ([]string, bool) {
	var names []string
	for _, fl := range pre {
		if fl == nil || fl.off || fl.touched[section] {
			return nil, false
		}
		for _, g := range fl.gens {
			if g.section == section {
				return nil, false // aliases: _more
			}
		}
		for _, sd := range fl.decls {
			if sd.section != section {
				continue
			}
			if sd.lit == nil || len(sd.gens) > 0 {
				return nil, false
			}
			for _, el := range sd.lit.Elts {
				switch el := el.(type) {
				case *ast.Field:
					if _, pattern := el.Label.(*ast.ListLit); pattern {
						continue
					}
					name, ok := simpleLabel(el.Label)
					if !ok {
						return nil, false
					}
					names = append(names, name)
				case *ast.Attribute, *ast.CommentGroup:
				default:
					return nil, false
				}
			}
		}
	}
	return names, true
}

// sectionPattern is a pattern constraint of a fast section whose label the
// split can match names against in Go: CUE's =~ and !~ are Go's regexp.
type sectionPattern struct {
	match func(string) bool
	defs  []string   // definitions the value applies
	lits  []litValue // literal fields the value sets
	// dep holds the fields that refer to the pattern's label
	// ([Name=string]: ...), nil if none do (labelpat.go).
	dep *depPattern
	// refs are the definitions its constraints name (constraintTemplate).
	refs []string
	// opaque is a value the split does not read, which goes into the env
	// as the field envName, with the imports it names (name → quoted
	// path); usesLen is set when it calls len (opaquepat.go).
	opaque  ast.Expr
	imports map[string]string
	usesLen bool
	// usesHidden is set when it refers to a hidden field, which the env
	// copies (envSource's roots).
	usesHidden bool
	envName    string
	// tied is set on an opaque value whose fields may not be valid one by
	// one (fieldsApart). When tiedKnown, tiedOn holds the labels it can
	// constrain (tiedLabels), and an entry it applies to shares its shape's
	// representative with the entries that agree on those fields; otherwise
	// the entry is validated whole.
	// keep is set on a condition on the label whose body uses the label
	// (newSectionPatterns): an entry it matches stays in the package.
	keep      bool
	tied      bool
	tiedKnown bool
	tiedOn    []string
	// kindOnly holds the labels of tiedOn the value constrains by kind
	// alone (card: string), and reads nowhere else: entries that differ
	// only in such a field's string share a representative.
	kindOnly []string
	// txt is text's result, written once.
	textOnce sync.Once
	txt      string
	// key is the declaration's CUE source with its file's scope (and
	// the pattern's index among those its declaration gives): patterns of
	// equal keys mean the same, and CUE's unification of a constraint
	// with itself is that constraint. Empty if it could not be written.
	key string
}

// setPatternKeys sets the keys of the patterns one declaration gives,
// unless the declaration names something declared in its file other than
// at the top (a let or an alias of the section's block, whose value the
// key does not hold: helper-64's tools: {let od = #A, [=~"^m_"]: od} in
// two blocks, od another definition in each).
func setPatternKeys(sps []*sectionPattern, scope string, label, value ast.Node) {
	inside := map[ast.Node]bool{}
	for _, n := range []ast.Node{label, value} {
		ast.Walk(n, func(n ast.Node) bool { inside[n] = true; return true }, nil)
	}
	local := false
	for _, n := range []ast.Node{label, value} {
		ast.Walk(n, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Node != nil && !inside[id.Node] && !isFileScope(id.Scope) {
				local = true
			}
			return !local
		}, nil)
	}
	if local {
		return
	}
	l, err1 := format.Node(label)
	v, err2 := format.Node(value)
	if err1 != nil || err2 != nil {
		return
	}
	for i, sp := range sps {
		sp.key = fmt.Sprintf("%s\x00%s\x00%s\x00%d", scope, l, v, i)
	}
}

// scopeText is what in a file, beside the package's fields, a pattern's
// identifiers can refer to, as CUE source: its imports and its lets (a
// top-level aliased label turns the split off: scanFileLits).
func scopeText(f *ast.File) string {
	var b strings.Builder
	for _, d := range f.Decls {
		var n ast.Node
		switch d := d.(type) {
		case *ast.ImportDecl, *ast.LetClause:
			n = d
		}
		if n == nil {
			continue
		}
		text, err := format.Node(n)
		if err != nil {
			// Unwritable: a key no other file's can equal.
			fmt.Fprintf(&b, "%p\n", f)
			continue
		}
		b.Write(text)
		b.WriteString("\n")
	}
	return b.String()
}

// scanFileLits finds what f contributes to the split.
func scanFileLits(f *ast.File) *fileLits {
	fl := &fileLits{refs: map[string]bool{}, touched: map[string]bool{}, file: f, labels: map[string]bool{}, hiddenRefs: map[string]int{}}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.Field:
			name, ok := simpleLabel(d.Label)
			if ok {
				fl.labels[name] = true
			}
			if !ok {
				fl.off = true
			} else if strings.HasPrefix(name, "#") {
				fl.defs = append(fl.defs, d)
			} else if _, isIdent := d.Label.(*ast.Ident); isIdent && strings.HasPrefix(name, "_") {
				fl.hidden = append(fl.hidden, d)
			}
		case *ast.Comprehension:
			// for k, v in _map {tools: (k): v} copies a map the split may
			// expand (expand.go); any other for ... { aliases: (k): ... }
			// adds to the sections its body names, and only to them.
			if g, ok := genOf(d, true); ok {
				fl.gens = append(fl.gens, g)
			} else if !topLabels(d.Value, fl.touched) {
				fl.off = true
			}
		case *ast.EmbedDecl:
			if !topLabels(d.Expr, fl.touched) {
				fl.off = true
			}
		}
	}
	for name := range fl.touched {
		if !isRegular(ast.NewIdent(name)) {
			// A definition or hidden field a top-level embedding or
			// comprehension declares or extends ({#M: niche: "n"}, if x
			// {#State: "active"}): the templates, the schema and the hidden
			// data the split reads from plain declarations would miss it.
			fl.off = true
		}
	}
	if fl.off {
		return fl
	}
	var marks markChecker
	walkRefsNodes(f, func(id *ast.Ident) {
		fl.refs[id.Name] = true
		if strings.HasPrefix(id.Name, "_") {
			fl.hiddenRefs[id.Name]++
		}
	}, func(n ast.Node) {
		marks.node(n)
		fl.floats.add(n)
	})
	if marks.misplaced {
		// CUE's to report.
		fl.off = true
		return fl
	}
	if fl.floats.made || len(fl.floats.texts) > 0 {
		fl.floats, fl.localFloats = fileFloats(f)
	}
	for _, s := range fastSections {
		if fl.refs[s] {
			fl.reads, fl.other = scanReads(f)
			for _, r := range fl.reads {
				if r.name != "" {
					fl.refs[r.name] = true
				}
			}
			break
		}
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.Field)
		if !ok {
			continue
		}
		section, _ := simpleLabel(fd.Label)
		if !slices.Contains(fastSections, section) {
			continue
		}
		// tools: _github declares the map's entries (expand.go).
		if g, ok := embedGen(fd.Value, fd, true); ok && fd.Constraint == token.ILLEGAL && isRegular(fd.Label) {
			g.section = section
			fl.gens = append(fl.gens, g)
			continue
		}
		sd := sectionDecl{section: section, field: fd}
		sl, ok := fd.Value.(*ast.StructLit)
		if ok && fd.Constraint == token.ILLEGAL {
			sd.lit, sd.plain = sl, true
			for i, e := range sl.Elts {
				switch e := e.(type) {
				case *ast.Field:
					if ll, ok := e.Label.(*ast.ListLit); ok && e.Constraint == token.ILLEGAL {
						if sps := newSectionPatterns(ll, e.Value); sps != nil {
							if fl.scopeText == nil {
								fl.scopeText = new(scopeText(f))
							}
							setPatternKeys(sps, *fl.scopeText, ll, e.Value)
							sd.patterns = append(sd.patterns, sps...)
							continue
						}
					}
					name, ok := simpleLabel(e.Label)
					if !ok || strings.HasPrefix(name, "#") {
						// A definition inside the section could be what an
						// entry's #X names, shadowing the package's.
						sd.plain = false
						continue
					}
					if e.Constraint == token.ILLEGAL && isRegular(e.Label) {
						// close({...}) around the literal, or beside
						// definitions: read as the literal, closed by the
						// template (closehelper.go).
						inner, closeText, closeOK := closedEntry(e.Value)
						if !closeOK {
							continue
						}
						if defs, vals, ok := templateOfIn(inner, true); ok {
							sd.entries = append(sd.entries, &litEntry{section: section, name: name, field: e, values: vals, own: defs, closeText: closeText})
							sd.at = append(sd.at, i)
						} else if closeText != "" {
							if r, ok := restTemplateIn(inner, true); ok && (f.LanguageVersion == "" || f.LanguageVersion == cue.LanguageVersion()) {
								sd.entries = append(sd.entries, &litEntry{section: section, name: name, field: e, values: r.vals, own: r.defs, restLit: r.bare, extraDefs: r.restDefs, rest: true, restHidden: r.hiddenIn, restBuiltins: r.builtins, closeText: closeText})
								sd.at = append(sd.at, i)
							}
						} else if defs, vals, ok := embeddedTemplate(e.Value); ok {
							sd.entries = append(sd.entries, &litEntry{section: section, name: name, field: e, values: vals, own: defs, embeds: true})
							sd.at = append(sd.at, i)
						} else if defs, vals, choice, choiceDefs, ok := choiceTemplate(e.Value); ok {
							undecided := !strings.Contains(choice, "*")
							sd.entries = append(sd.entries, &litEntry{section: section, name: name, field: e, values: vals, own: defs, choice: choice, choiceDefs: choiceDefs, undecided: undecided})
							sd.at = append(sd.at, i)
						} else if r, ok := restTemplateIn(e.Value, true); ok && (f.LanguageVersion == "" || f.LanguageVersion == cue.LanguageVersion()) {
							// Constraints of its own join its template
							// (opaquepat.go); the template is compiled at
							// the current language version, so only in a
							// file read at it.
							sd.entries = append(sd.entries, &litEntry{section: section, name: name, field: e, values: r.vals, own: r.defs, restLit: r.bare, extraDefs: r.restDefs, rest: true, restHidden: r.hiddenIn, restBuiltins: r.builtins})
							sd.at = append(sd.at, i)
						}
					}
				case *ast.Comprehension:
					if g, ok := genOf(e, false); ok {
						g.section = section
						sd.gens = append(sd.gens, g)
					} else {
						sd.plain = false
					}
				case *ast.EmbedDecl:
					if g, ok := embedGen(e.Expr, e, false); ok {
						g.section = section
						sd.gens = append(sd.gens, g)
					} else {
						sd.plain = false
					}
				case *ast.Attribute, *ast.CommentGroup:
				case *ast.LetClause:
					// let od = #OnDemand: a name for definitions, which
					// templateOf sees through (an entry od & {...}).
					if _, _, ok := templateOf(e.Expr); !ok || ownLiteral(e.Expr).(*ast.StructLit).Elts != nil {
						sd.plain = false
					}
				default:
					sd.plain = false
				}
			}
		}
		fl.decls = append(fl.decls, sd)
	}
	return fl
}

// topLabels adds to touched the labels of a struct literal's top-level
// fields; false if one is not a simple label, or the struct embeds or
// generates anything.
//
// An embedding may be close() of such a struct, close({release: _, tools:
// _, ...}): it closes the package at its top only, which the package's own
// evaluation checks, and a regular field whose value is plain _ adds
// nothing to the field's value: it touches nothing.
func topLabels(e ast.Expr, touched map[string]bool) bool {
	sl, ok := closeArg(e).(*ast.StructLit)
	if !ok {
		return false
	}
	for _, el := range sl.Elts {
		switch el := el.(type) {
		case *ast.Field:
			name, ok := simpleLabel(el.Label)
			if !ok {
				return false
			}
			if top, isIdent := el.Value.(*ast.Ident); isIdent && top.Name == "_" && el.Constraint == token.ILLEGAL && isRegular(el.Label) && len(el.Attrs) == 0 {
				continue
			}
			touched[name] = true
		case *ast.LetClause, *ast.Attribute, *ast.CommentGroup:
		default:
			return false
		}
	}
	return true
}

// templateOf reads an entry's value: a literal struct, a conjunction of
// definition references (#OnDemand), or both (#OnDemand & {...}).
func templateOf(e ast.Expr) (defs []string, vals []litValue, ok bool) {
	return templateOfIn(e, false)
}

// templateOfIn is templateOf, also reading file-level hidden fields as
// conjuncts if hidden is set (splitTemplateIn).
func templateOfIn(e ast.Expr, hidden bool) (defs []string, vals []litValue, ok bool) {
	defs, lit, ok := splitTemplateIn(e, hidden)
	if !ok {
		return nil, nil, false
	}
	if lit == nil {
		return defs, nil, true
	}
	vals, ok = literalStruct(lit)
	return defs, vals, ok
}

// splitTemplate reads a conjunction of definition references and at most
// one struct literal: the definitions' names and the struct (nil if none).
func splitTemplate(e ast.Expr) (defs []string, lit *ast.StructLit, ok bool) {
	return splitTemplateIn(e, false)
}

// splitTemplateIn is splitTemplate; with hidden set, a conjunct may also
// name a hidden field declared at the top of the package's files (_remote &
// {...}), which an entry's template then applies as it does a definition
// (closehelper.go).
func splitTemplateIn(e ast.Expr, hidden bool) (defs []string, lit *ast.StructLit, ok bool) {
	var walk func(ast.Expr) bool
	walk = func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.BinaryExpr:
			return e.Op == token.AND && walk(e.X) && walk(e.Y)
		case *ast.ParenExpr:
			return walk(e.X)
		case *ast.Ident:
			// let od = #OnDemand in the section's struct (dropUnusedLets
			// drops it once its entries are out; a file's let would be
			// left unused).
			if lc, ok := e.Node.(*ast.LetClause); ok && lc.Ident != nil && lc.Ident.Name == e.Name && e.Scope != nil && !isFileScope(e.Scope) {
				return walk(lc.Expr)
			}
			if hidden && topHidden(e) {
				defs = append(defs, e.Name)
				return true
			}
			if !strings.HasPrefix(e.Name, "#") {
				return false
			}
			defs = append(defs, e.Name)
			return true
		case *ast.StructLit:
			if lit != nil {
				return false
			}
			lit = e
			return true
		}
		return false
	}
	if !walk(e) {
		return nil, nil, false
	}
	return defs, lit, true
}

// choiceTemplate reads an entry that chooses its template among
// definitions, one of them the default: (*#OnDemand | #Active) & {...},
// the choice followed by what templateOf reads. CUE makes the entry the
// default definition's unless that fails (then the other that does not,
// or an error), so an entry valid under its default is that: its own
// definitions (defs) are the default and the rest, and the split checks
// it under them like any entry with a template. One that fails is
// validated whole under the choice itself (wholeTmpl), where CUE decides.
// A section something reads stays whole when an entry may be a
// disjunction (sectionMayDisjoin). 10k tools with half of them choosing:
// 0.87x cue vet, 273 MB.
func choiceTemplate(e ast.Expr) (defs []string, vals []litValue, choice string, choiceDefs []string, ok bool) {
	// The conjuncts: one a parenthesized disjunction, the rest for
	// templateOf.
	var conj []ast.Expr
	var flat func(ast.Expr)
	flat = func(x ast.Expr) {
		if be, ok := x.(*ast.BinaryExpr); ok && be.Op == token.AND {
			flat(be.X)
			flat(be.Y)
			return
		}
		conj = append(conj, x)
	}
	flat(e)
	var p *ast.ParenExpr
	var rest ast.Expr
	for _, c := range conj {
		if pe, ok := c.(*ast.ParenExpr); ok && p == nil {
			if be, ok := pe.X.(*ast.BinaryExpr); ok && be.Op == token.OR {
				p = pe
				continue
			}
		}
		if rest == nil {
			rest = c
		} else {
			rest = &ast.BinaryExpr{X: rest, Op: token.AND, Y: c}
		}
	}
	if p == nil || rest == nil {
		return nil, nil, "", nil, false
	}
	var terms []string
	dflt := ""
	var walk func(ast.Expr) bool
	walk = func(x ast.Expr) bool {
		switch x := x.(type) {
		case *ast.ParenExpr:
			return walk(x.X)
		case *ast.BinaryExpr:
			return x.Op == token.OR && walk(x.X) && walk(x.Y)
		case *ast.UnaryExpr:
			id, ok := x.X.(*ast.Ident)
			if x.Op != token.MUL || !ok || !packageDef(id) || dflt != "" {
				return false
			}
			dflt = id.Name
			terms = append(terms, "*"+id.Name)
			choiceDefs = append(choiceDefs, id.Name)
			return true
		case *ast.Ident:
			if !packageDef(x) {
				return false
			}
			terms = append(terms, x.Name)
			choiceDefs = append(choiceDefs, x.Name)
			return true
		}
		return false
	}
	if !walk(p.X) || len(terms) < 2 {
		return nil, nil, "", nil, false
	}
	defs, vals, ok = templateOf(rest)
	if !ok {
		return nil, nil, "", nil, false
	}
	choice = "(" + strings.Join(terms, " | ") + ")"
	if dflt == "" {
		// No default: the split picks the definition the entry's own
		// literal leaves standing (pickChoice), or leaves it in CUE.
		return defs, vals, choice, choiceDefs, true
	}
	return append([]string{dflt}, defs...), vals, choice, choiceDefs, true
}

// An entry choosing among definitions with no default, (#Eager | #Lazy) &
// {state: "active", ...}, is what CUE makes of it under the one definition
// that does not fail, and an error if none does, or several do with
// different values. pickChoice finds that definition where the syntax
// alone shows it: each definition of the choice sets one field to a
// string literal (#Eager: #Tool & {state: "active"}), at the top of its
// value, and the entry's literal sets that field to one of them. Every
// other definition then conflicts with the entry on that field, and the
// entry is checked under the one left, as choiceTemplate's with a default
// is: under it, then, if that fails, validated whole under the choice
// (wholeTmpl), where CUE decides. 0.73-0.83x cue vet at 10,000 tools with
// half the tools so written, the entries left in the package.

// pickChoice puts the definition an undecided choice leaves standing first
// in the entry's own definitions (its default, for setTemplate); false if
// the syntax does not show one. defVals holds the policy's definitions'
// values (nil: declared more than once).
func pickChoice(e *litEntry, defVals map[string]ast.Expr) bool {
	if !e.undecided {
		return true
	}
	for _, v := range e.values {
		if !v.isStr || v.dflt || v.dep || v.cons || v.raw != nil {
			continue
		}
		picked := ""
		ok := true
		for _, d := range e.choiceDefs {
			lit, found := defLiteral(defVals, d, v.label)
			if !found {
				ok = false
				break
			}
			if lit == v.str {
				if picked != "" {
					ok = false // two stand: CUE's to decide
					break
				}
				picked = d
			}
		}
		if ok && picked != "" {
			e.own = append([]string{picked}, e.own...)
			e.undecided = false
			return true
		}
	}
	return false
}

// defLiteral returns the string literal a definition of the policy sets
// label to at the top of its value (#Eager: #Tool & {state: "active"}).
func defLiteral(defVals map[string]ast.Expr, def, label string) (string, bool) {
	v := defVals[def]
	if v == nil {
		return "", false
	}
	out, found := "", false
	for _, x := range andOperands(v) {
		sl, ok := x.(*ast.StructLit)
		if !ok {
			continue
		}
		for _, el := range sl.Elts {
			fd, ok := el.(*ast.Field)
			if !ok {
				continue
			}
			if name, ok := simpleLabel(fd.Label); !ok || name != label || !isRegular(fd.Label) {
				continue
			}
			bl, ok := fd.Value.(*ast.BasicLit)
			if !ok || fd.Constraint != token.ILLEGAL || bl.Kind != token.STRING || !plainLiteral(bl) {
				return "", false
			}
			s, err := literal.Unquote(bl.Value)
			if err != nil || found && s != out {
				return "", false
			}
			out, found = s, true
		}
	}
	return out, found
}

// embeddedTemplate reads an entry that embeds its definitions in its
// literal, {#OnDemand, niche: "..."}: the definitions and the literal
// fields. It is validated as #OnDemand & {#OnDemand, niche: "..."}, which
// accepts what CUE accepts of it with the same value, and may reject a
// field the embedding allows and the definition does not (the entry is
// then loaded again by plain evaluation: plainWords).
func embeddedTemplate(e ast.Expr) (defs []string, vals []litValue, ok bool) {
	sl, isLit := e.(*ast.StructLit)
	if !isLit {
		return nil, nil, false
	}
	rest := &ast.StructLit{}
	for _, el := range sl.Elts {
		emb, isEmb := el.(*ast.EmbedDecl)
		if !isEmb {
			rest.Elts = append(rest.Elts, el)
			continue
		}
		d, v, ok := templateOf(emb.Expr)
		if !ok || len(v) > 0 || len(d) == 0 {
			return nil, nil, false
		}
		defs = append(defs, d...)
	}
	if len(defs) == 0 {
		return nil, nil, false
	}
	vals, ok = literalStruct(rest)
	return defs, vals, ok
}

// constraintTemplate reads a pattern's value as templateOf does, but takes
// any field value that refers to nothing but definitions and CUE's
// predeclared names, as a constraint written out in the template's text;
// refs are the definitions those name.
func constraintTemplate(e ast.Expr) (defs []string, vals []litValue, refs []string, ok bool) {
	defs, lit, ok := splitTemplate(e)
	if !ok || lit == nil {
		return nil, nil, nil, false
	}
	for _, el := range lit.Elts {
		fd, isField := el.(*ast.Field)
		if !isField || !isRegular(fd.Label) || (fd.Constraint != token.ILLEGAL && fd.Constraint != token.OPTION && fd.Constraint != token.NOT) {
			return nil, nil, nil, false
		}
		label, simple := simpleLabel(fd.Label)
		if !simple || slices.ContainsFunc(vals, func(v litValue) bool { return v.label == label }) {
			return nil, nil, nil, false
		}
		if one, ok := literalStruct(&ast.StructLit{Elts: []ast.Decl{fd}}); ok && fd.Constraint == token.ILLEGAL {
			vals = append(vals, one...)
			continue
		}
		closed := true
		walkRefs1(fd.Value, func(id *ast.Ident) {
			switch {
			case plainPredeclared(id):
			case strings.HasPrefix(id.Name, "#") && id.Node == nil:
				refs = append(refs, id.Name)
			default:
				closed = false
			}
		})
		if !closed || plainText(fd.Value) == "" {
			return nil, nil, nil, false
		}
		vals = append(vals, litValue{label: label, cons: true, expr: fd.Value, marker: fd.Constraint})
	}
	return defs, vals, refs, true
}

// newSectionPatterns reads a pattern constraint whose label is made of
// strings, =~ and !~ of string literals, string and _, joined by &, and
// whose value templateOf reads; nil otherwise.
//
// A value that holds comprehensions on the label alone, [N=string]: {if N
// =~ "^old_" {niche: =~"^Old "}}, is read as one pattern more per
// comprehension, [N=string & =~"^old_"]: {niche: =~"^Old "}: CUE gives an
// entry the comprehension's fields exactly when its name meets the
// condition, which Go decides (labelCond).
func newSectionPatterns(label *ast.ListLit, value ast.Expr) []*sectionPattern {
	if len(label.Elts) != 1 {
		return nil
	}
	a, _ := label.Elts[0].(*ast.Alias)
	if va, ok := value.(*ast.Alias); ok {
		// [string]: T={if T.state == ... {...}} (selfalias.go).
		v, ok := unaliasValue(va, va.Pos().Filename())
		if !ok {
			return nil
		}
		value = v
	}
	var conds []*ast.Comprehension
	if sl, ok := value.(*ast.StructLit); ok && a != nil {
		rest := &ast.StructLit{Lbrace: sl.Lbrace, Rbrace: sl.Rbrace}
		for _, el := range sl.Elts {
			if c, ok := el.(*ast.Comprehension); ok {
				conds = append(conds, c)
			} else {
				rest.Elts = append(rest.Elts, el)
			}
		}
		if len(conds) > 0 {
			value = rest
		}
	}
	sp := newSectionPattern(label, value)
	if sp == nil {
		return nil
	}
	out := []*sectionPattern{sp}
	for _, c := range conds {
		cond, ok := labelCond(c, a)
		body, isStruct := c.Value.(*ast.StructLit)
		if !ok || !isStruct {
			return nil
		}
		refers := false
		walkRefs1(body, func(id *ast.Ident) { refers = refers || isAliasRef(id, a) })
		match := sp.match
		if refers {
			// The body's own use of the label, error("\(N) is too
			// long"): an entry whose name meets the condition stays in
			// the package, where CUE gives it the body; to any other the
			// comprehension gives nothing.
			out = append(out, &sectionPattern{match: func(n string) bool { return match(n) && cond(n) }, keep: true})
			continue
		}
		csp := newSectionPattern(&ast.ListLit{Elts: []ast.Expr{a.Expr}}, body)
		if csp == nil || csp.dep != nil {
			return nil
		}
		csp.match = func(n string) bool { return match(n) && cond(n) }
		out = append(out, csp)
	}
	return out
}

// labelCond reads a comprehension's clauses as a condition on a pattern's
// label: if clauses only, each made of the label compared (==, !=, <, <=,
// >, >=) with a string literal or matched (=~, !~) against one, its len
// compared with an
// integer (labelLen), or strings.HasPrefix, HasSuffix or Contains of it and
// a string literal (labelCall), joined by &&, || and !.
func labelCond(c *ast.Comprehension, a *ast.Alias) (func(string) bool, bool) {
	var conds []func(string) bool
	for _, cl := range c.Clauses {
		ic, ok := cl.(*ast.IfClause)
		if !ok {
			return nil, false
		}
		f, ok := labelExpr(ic.Condition, a)
		if !ok {
			return nil, false
		}
		conds = append(conds, f)
	}
	return func(n string) bool {
		for _, f := range conds {
			if !f(n) {
				return false
			}
		}
		return true
	}, len(conds) > 0
}

func labelExpr(e ast.Expr, a *ast.Alias) (func(string) bool, bool) {
	switch e := e.(type) {
	case *ast.CallExpr:
		return labelCall(e, a)
	case *ast.ParenExpr:
		return labelExpr(e.X, a)
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			if f, ok := labelExpr(e.X, a); ok {
				return func(n string) bool { return !f(n) }, true
			}
		}
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND, token.LOR:
			x, ok1 := labelExpr(e.X, a)
			y, ok2 := labelExpr(e.Y, a)
			if !ok1 || !ok2 {
				return nil, false
			}
			if e.Op == token.LAND {
				return func(n string) bool { return x(n) && y(n) }, true
			}
			return func(n string) bool { return x(n) || y(n) }, true
		case token.EQL, token.NEQ, token.MAT, token.NMAT, token.LSS, token.LEQ, token.GTR, token.GEQ:
			if f, ok := labelLen(e, a); ok {
				return f, true
			}
			lhs, rhs, op := e.X, e.Y, e.Op
			// "m" < N is N > "m"; a pattern stays on the right of =~.
			flip := map[token.Token]token.Token{token.EQL: token.EQL, token.NEQ: token.NEQ,
				token.LSS: token.GTR, token.LEQ: token.GEQ, token.GTR: token.LSS, token.GEQ: token.LEQ}
			if id, ok := rhs.(*ast.Ident); ok && isAliasRef(id, a) && flip[op] != token.ILLEGAL {
				lhs, rhs, op = rhs, lhs, flip[op]
			}
			id, ok := lhs.(*ast.Ident)
			bl, isLit := rhs.(*ast.BasicLit)
			if !ok || !isAliasRef(id, a) || !isLit || bl.Kind != token.STRING || !strings.HasPrefix(strings.TrimLeft(bl.Value, "#"), `"`) {
				return nil, false
			}
			s, err := literal.Unquote(bl.Value)
			if err != nil {
				return nil, false
			}
			return stringTest(op, s)
		}
	}
	return nil, false
}

// labelLen reads len(N) compared with an integer literal, N the pattern's
// label: CUE's len of a string is its length in bytes, as Go's.
func labelLen(e *ast.BinaryExpr, a *ast.Alias) (func(string) bool, bool) {
	call, ok := e.X.(*ast.CallExpr)
	bl, isLit := e.Y.(*ast.BasicLit)
	if !ok || !isLit || bl.Kind != token.INT || len(call.Args) != 1 {
		return nil, false
	}
	fn, ok := call.Fun.(*ast.Ident)
	arg, isIdent := call.Args[0].(*ast.Ident)
	if !ok || fn.Name != "len" || fn.Node != nil || !isIdent || !isAliasRef(arg, a) {
		return nil, false
	}
	k, err := strconv.Atoi(bl.Value)
	if err != nil {
		return nil, false
	}
	switch e.Op {
	case token.LSS:
		return func(n string) bool { return len(n) < k }, true
	case token.LEQ:
		return func(n string) bool { return len(n) <= k }, true
	case token.GTR:
		return func(n string) bool { return len(n) > k }, true
	case token.GEQ:
		return func(n string) bool { return len(n) >= k }, true
	case token.EQL:
		return func(n string) bool { return len(n) == k }, true
	case token.NEQ:
		return func(n string) bool { return len(n) != k }, true
	}
	return nil, false
}

// labelCall reads strings.HasPrefix, HasSuffix or Contains of the
// pattern's label and a string literal, strings the standard library's,
// and regexp.Match of a pattern literal and the label (CUE's regexp
// package is Go's, as its =~ is).
func labelCall(e *ast.CallExpr, a *ast.Alias) (func(string) bool, bool) {
	path, name, ok := importedFunc(e.Fun)
	if ok && path == "regexp" && name == "Match" && len(e.Args) == 2 {
		bl, isLit := e.Args[0].(*ast.BasicLit)
		arg, isIdent := e.Args[1].(*ast.Ident)
		if !isLit || !isIdent || !isAliasRef(arg, a) || bl.Kind != token.STRING || !strings.HasPrefix(strings.TrimLeft(bl.Value, "#"), `"`) {
			return nil, false
		}
		x, err := literal.Unquote(bl.Value)
		if err != nil {
			return nil, false
		}
		re, err := regexp.Compile(x)
		if err != nil {
			return nil, false // CUE reports it
		}
		return re.MatchString, true
	}
	if !ok || path != "strings" || len(e.Args) != 2 {
		return nil, false
	}
	arg, ok := e.Args[0].(*ast.Ident)
	bl, isLit := e.Args[1].(*ast.BasicLit)
	if !ok || !isAliasRef(arg, a) || !isLit || bl.Kind != token.STRING || !strings.HasPrefix(strings.TrimLeft(bl.Value, "#"), `"`) {
		return nil, false
	}
	x, err := literal.Unquote(bl.Value)
	if err != nil {
		return nil, false
	}
	switch name {
	case "HasPrefix":
		return func(n string) bool { return strings.HasPrefix(n, x) }, true
	case "HasSuffix":
		return func(n string) bool { return strings.HasSuffix(n, x) }, true
	case "Contains":
		return func(n string) bool { return strings.Contains(n, x) }, true
	}
	return nil, false
}

// newSectionPattern reads one pattern constraint (see newSectionPatterns).
func newSectionPattern(label *ast.ListLit, value ast.Expr) *sectionPattern {
	// A file @embed fills (cue/load's, which the split does not run) and
	// @tag, which CUE refuses in a pattern, are CUE's to read (helper-46).
	if len(label.Elts) != 1 || hasAttr(value, "embed") || hasAttr(value, "tag") {
		return nil
	}
	m := label.Elts[0]
	var deps []*ast.Field
	if a, ok := m.(*ast.Alias); ok {
		// [Name=string]: the fields that refer to Name are the entry's own
		// (labelpat.go).
		var rest ast.Expr
		if rest, deps, ok = splitDeps(value, a); !ok {
			return nil
		}
		m, value = a.Expr, rest
	}
	match, ok := labelMatcher(m)
	if !ok {
		return nil
	}
	defs, lits, ok := templateOf(value)
	if !ok && len(deps) == 0 {
		// {#MCPTool, group: "github"}: validated as #MCPTool & {...}, as
		// an entry written so is (embeddedTemplate). Not beside fields
		// that name the label: those are worked out apart from the
		// definition (applyDeps), which may constrain them ({#H, _name: N}
		// with #H: {_name: =~"^b"}: TestReview8).
		defs, lits, ok = embeddedTemplate(value)
	}
	var refs []string
	if !ok {
		// A constraint (niche: =~"^[A-Z]", state: *"deprecated" | #State)
		// is as good as a literal in a template, which is CUE text.
		defs, lits, refs, ok = constraintTemplate(value)
	}
	var sp *sectionPattern
	if ok {
		sp = &sectionPattern{match: match, defs: defs, lits: lits, refs: refs}
	} else if sp = newOpaquePattern(match, value); sp == nil {
		return nil
	}
	if len(deps) > 0 {
		if sp.dep = newDepPattern(label, deps); sp.dep == nil {
			return nil
		}
	}
	return sp
}

func labelMatcher(e ast.Expr) (func(string) bool, bool) {
	switch e := e.(type) {
	case *ast.Ident:
		if e.Name == "string" || e.Name == "_" {
			return func(string) bool { return true }, e.Node == nil
		}
	case *ast.BasicLit:
		if s, ok := simpleLabel(e); ok {
			return func(n string) bool { return n == s }, true
		}
	case *ast.UnaryExpr:
		bl, ok := e.X.(*ast.BasicLit)
		if !ok || bl.Kind != token.STRING || !strings.HasPrefix(strings.TrimLeft(bl.Value, "#"), `"`) {
			return nil, false
		}
		src, err := literal.Unquote(bl.Value)
		if err != nil {
			return nil, false
		}
		// [=~"^gh_"], [!="x"], [>="m"]: the label unified with the
		// constraint, which holds as the test does.
		switch e.Op {
		case token.MAT, token.NMAT, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			return stringTest(e.Op, src)
		}
		return nil, false
	case *ast.BinaryExpr:
		// A name matches [A & B] when it matches both, and [A | B] when
		// it matches either (a default mark, *A, is refused above).
		if e.Op != token.AND && e.Op != token.OR {
			return nil, false
		}
		x, ok1 := labelMatcher(e.X)
		y, ok2 := labelMatcher(e.Y)
		if ok1 && ok2 && e.Op == token.AND {
			return func(n string) bool { return x(n) && y(n) }, true
		}
		if ok1 && ok2 {
			return func(n string) bool { return x(n) || y(n) }, true
		}
	case *ast.ParenExpr:
		return labelMatcher(e.X)
	}
	return nil, false
}

// splitLiterals removes the fast-path entries from the parsed files and
// returns them, with the source of the scope entries with a template are
// validated in (the schema and the policy's definitions; env.go). The files
// keep every other declaration. pre holds scanFileLits of each file, or is
// nil to compute it here. Fewer than minEntries entries are not worth it:
// nothing is split then.
func splitLiterals(files []*ast.File, pre []*fileLits, minEntries int, srcOf func(string) []byte) ([]*litEntry, []envFile, *viewPlan) {
	if pre == nil {
		pre = make([]*fileLits, len(files))
		for i, f := range files {
			pre[i] = scanFileLits(f)
		}
	}
	plans := schemaPlans()
	enabled := map[string]bool{}
	envOnly := map[string]string{} // section → its definition, redeclared by the policy
	for _, s := range fastSections {
		if p := plans[s]; p != nil {
			// A policy that redeclares the entry definition or what it
			// depends on (#Tool: {niche?: =~"^[A-Z]"}, #State: ...) has
			// its entries validated in the env, where CUE unifies the two
			// (envOnly); one that redeclares what names are checked
			// against keeps the section whole.
			switch overrides, names := userOverrides(files, p); {
			case !overrides:
				enabled[s] = true
			case !names:
				enabled[s], envOnly[s] = true, p.def
			}
		}
	}
	refs := map[string]bool{} // every identifier used as a reference
	var defs []*ast.Field
	var reads []sectionRead
	lenShadowed := false // a top-level field named len hides the builtin
	for _, fl := range pre {
		lenShadowed = lenShadowed || fl.labels["len"]
		for name := range fl.labels {
			if name != "len" && predeclared[name] {
				// string?: "x" hides the builtin from the whole package,
				// the schema's `card?: string` included, while the entries
				// split out are checked against the schema on its own.
				return nil, nil, nil
			}
		}
	}
	for _, fl := range pre {
		if fl.off {
			return nil, nil, nil
		}
		// A section used as a reference other than to read it as data
		// (view.go) keeps it whole.
		for s := range fl.refs {
			refs[s] = true
			if _, ok := enabled[s]; ok && fl.other[s] {
				enabled[s] = false
			}
		}
		for _, r := range fl.reads {
			if r.kind == readLen && lenShadowed {
				enabled[r.section] = false
			}
		}
		reads = append(reads, fl.reads...)
		// So is one a top-level comprehension or embedding may add to.
		for s := range fl.touched {
			if _, ok := enabled[s]; ok {
				enabled[s] = false
			}
		}
		// A declaration that is not a plain struct of plain fields keeps
		// the section whole.
		for _, sd := range fl.decls {
			if !sd.plain {
				enabled[sd.section] = false
			}
		}
		defs = append(defs, fl.defs...)
	}
	// tools[n], for n in a hidden list another file declares, and
	// tools[A], A a name of another section's (view.go namesOf): the
	// entries so named stay in the package, as those of a list in the same
	// file do, when the split knows every name.
	for _, r := range reads {
		var names []string
		ok := true
		switch {
		case r.list != "":
			names, ok = listNames(files, r.list)
		case r.namesOf != "":
			names, ok = sectionNames(pre, r.namesOf)
		}
		for _, name := range names {
			refs[name] = true
		}
		if _, on := enabled[r.section]; on && !ok {
			enabled[r.section] = false
		}
	}
	scope := &envScope{files: files, hidden: map[string][]*ast.Field{}, touched: map[string]bool{}}
	for _, fl := range pre {
		for _, h := range fl.hidden {
			name, _ := simpleLabel(h.Label)
			scope.hidden[name] = append(scope.hidden[name], h)
		}
		for l := range fl.touched {
			scope.touched[l] = true
		}
	}
	// The hidden fields opaque patterns read go into the env with the
	// definitions; if they cannot, those patterns' sections stay in CUE
	// and the definitions are copied alone.
	var roots []ast.Expr
	hiddenRoots := map[string]bool{}
	for _, fl := range pre {
		for _, sd := range fl.decls {
			for _, p := range sd.patterns {
				if p.usesHidden && enabled[sd.section] {
					roots = append(roots, p.opaque)
					hiddenRoots[sd.section] = true
				}
			}
		}
	}
	// Hidden fields entries apply (_remote & {...}: closehelper.go) go
	// into the env too, or, if they cannot, the entries stay in CUE.
	helpers := map[string]bool{}
	var helperRoots []ast.Expr
	for _, fl := range pre {
		for _, sd := range fl.decls {
			for _, le := range sd.entries {
				for _, d := range slices.Concat(le.own, le.extraDefs) {
					if isHidden(d) && !helpers[d] && enabled[sd.section] {
						helpers[d] = true
						helperRoots = append(helperRoots, ast.NewIdent(d))
					}
				}
			}
		}
	}
	env, envOK := envSource(defs, scope, srcOf, append(slices.Clone(roots), helperRoots...)...)
	if !envOK && len(helperRoots) > 0 {
		clear(helpers)
		env, envOK = envSource(defs, scope, srcOf, roots...)
	}
	if !envOK && len(roots) > 0 {
		env, envOK = envSource(defs, scope, srcOf)
		for s := range hiddenRoots {
			enabled[s] = false
		}
	}
	version := map[string]string{}
	for _, f := range files {
		version[f.Filename] = f.LanguageVersion
	}
	opaque, failed := opaqueEnv(pre, enabled, version)
	env = append(env, opaque...)
	// An opaque pattern beside one that names its label in a hidden
	// field (tools: [N=string]: {_name: N}) stays in CUE: the env's copy
	// of a hidden name is another package's.
	hiddenDep, hasOpaque := map[string]bool{}, map[string]bool{}
	for _, fl := range pre {
		for _, sd := range fl.decls {
			for _, p := range sd.patterns {
				if p.usesLen && lenShadowed {
					failed[sd.section] = true
				}
				hasOpaque[sd.section] = hasOpaque[sd.section] || p.opaque != nil
				if p.dep != nil && slices.ContainsFunc(p.dep.labels, isHidden) {
					hiddenDep[sd.section] = true
				}
			}
		}
	}
	for s := range hasOpaque {
		if hasOpaque[s] && hiddenDep[s] {
			failed[s] = true
		}
	}
	for s := range failed {
		enabled[s] = false
	}
	for s := range envOnly {
		if !envOK {
			enabled[s] = false
		}
	}
	defVals := map[string]ast.Expr{} // the policy's definitions (and helpers), by name
	known := map[string]bool{}       // the package's definitions (and helpers), by name
	for _, n := range schemaDefNames() {
		known[n] = true
	}
	for _, d := range slices.Concat(defs, helperDecls(scope.hidden, helpers)) {
		name, _ := simpleLabel(d.Label)
		if _, dup := defVals[name]; dup {
			defVals[name] = nil // declared twice: unsure
		} else {
			defVals[name] = d.Value
		}
		known[name] = true
	}
	for name := range closeBound(defs, scope.hidden, files, scope.touched) {
		known[name] = false
	}
	tiedDef := defsTied(defVals)
	ties := defTies(defVals, tiedDef)
	type edit struct {
		lit  *ast.StructLit
		kept []ast.Decl
		drop *ast.Field // an emptied declaration to remove from its file
		file *ast.File
	}
	var shown map[string]bool // sections whose order of entries shows (orderShown)
	if slices.ContainsFunc(reads, func(r sectionRead) bool { return r.kind == readFor }) {
		shown = orderShown(files)
	}
	read := map[string]bool{}                // sections read by len or for
	iterated := map[string]bool{}            // sections read by for
	fieldsOf := map[string]map[string]bool{} // section → fields read; nil: whole
	whole := map[string]bool{}
	deep := map[string]bool{} // sections a read selects through (sectionRead.deep)
	for _, r := range reads {
		if r.kind == readSel {
			continue
		}
		read[r.section] = true
		if r.kind != readFor {
			continue
		}
		iterated[r.section] = true
		if r.whole {
			whole[r.section] = true
		}
		if r.deep {
			deep[r.section] = true
		}
		if fieldsOf[r.section] == nil {
			fieldsOf[r.section] = map[string]bool{}
		}
		for _, f := range r.fields {
			fieldsOf[r.section][f] = true
		}
	}
	// The hidden maps comprehensions may copy into a section (expand.go),
	// how often anything refers to each, and how many comprehensions do.
	hidden := map[string]*hiddenMap{}
	hiddenRefs, genRefs := map[string]int{}, map[string]int{}
	for _, fl := range pre {
		for _, fd := range fl.hidden {
			name, _ := simpleLabel(fd.Label)
			if hidden[name] == nil {
				hidden[name] = &hiddenMap{}
			}
			hidden[name].decls = append(hidden[name].decls, fd)
			hidden[name].files = append(hidden[name].files, fl)
		}
		for name, n := range fl.hiddenRefs {
			hiddenRefs[name] += n
		}
		for _, g := range fl.gens {
			genRefs[g.src]++
		}
		for _, sd := range fl.decls {
			for _, g := range sd.gens {
				genRefs[g.src]++
			}
		}
	}
	type declDrop struct {
		file *ast.File
		decl ast.Decl
		with ast.Decl // what replaces it; nil: nothing
	}
	var dropDecls []declDrop
	var edits []edit
	var out []*litEntry
	var views []*sectionView
	for _, section := range fastSections {
		if !enabled[section] {
			continue
		}
		count := map[string]int{}
		var patterns []*sectionPattern
		patternSeen := map[string]bool{}
		// A section something reads gets a view: its regular entries in
		// the order CUE visits them, that of their first declaration.
		var view *sectionView
		var regular map[string]bool
		if read[section] {
			view = &sectionView{section: section, lits: map[string]*litEntry{}, fields: fieldsOf[section], iterated: iterated[section]}
			if whole[section] {
				view.fields = nil
			}
			regular = map[string]bool{}
		}
		for _, fl := range pre {
			for _, sd := range fl.decls {
				if sd.section != section {
					continue
				}
				for _, p := range sd.patterns {
					// The same constraint declared in many files (each
					// file's block repeating the section's patterns) is
					// one constraint: matched once per entry, not once
					// per file (100k tools in 104 files: 15 s of matching).
					if p.key != "" {
						if patternSeen[p.key] {
							continue
						}
						patternSeen[p.key] = true
					}
					patterns = append(patterns, p)
				}
				for _, e := range sd.lit.Elts {
					if fd, ok := e.(*ast.Field); ok {
						if name, ok := simpleLabel(fd.Label); ok {
							count[name]++
							if view != nil && isRegular(fd.Label) {
								if count[name] == 1 {
									view.names = append(view.names, name)
								}
								if fd.Constraint == token.ILLEGAL {
									regular[name] = true
								}
							}
						}
					}
				}
			}
		}
		if view != nil {
			view.names = slices.DeleteFunc(view.names, func(n string) bool { return !regular[n] })
		}
		// A read section whose entries may be disjunctions stays whole:
		// CUE v0.17.1 evaluated the alias manifest of a policy whose view
		// referred to three entries written (*#OnDemand | #MCPTool) &
		// {...} to nothing, or not, by the order of the files (found by
		// the idiom survey, helper-29).
		if view != nil && sectionMayDisjoin(section, pre, defVals) {
			continue
		}
		// Comprehensions that copy a hidden map into the section declare
		// its entries there (expand.go); if one cannot, the section stays
		// whole, comprehensions and all.
		// In a read section, they go in the view after the declared
		// entries, where CUE may not put them: only when nothing sees the
		// section's order, and the reads use fields, not entries whole.
		genEntries, expanded, genDrops, ok := expandGens(section, pre, hidden, hiddenRefs, genRefs, count, view != nil && (shown[section] || (view.iterated && view.fields == nil)))
		if ok {
			for _, le := range genEntries {
				unknown := slices.ContainsFunc(le.extraDefs, func(d string) bool { return !known[d] })
				if unknown || count[le.name] != 1 || refs[le.name] || !setTemplate(le, patterns, envOK, known, tiedDef, ties, envOnly[section]) || len(le.deps) > 0 {
					ok = false
					break
				}
			}
		}
		if !ok {
			continue
		}
		out = append(out, genEntries...)
		if view != nil {
			for _, le := range genEntries {
				view.names = append(view.names, le.name)
				le.view, le.viewOnly = view.iterated, view.fields
				view.lits[le.name] = le
				view.taken++
			}
		}
		for _, d := range genDrops {
			dropDecls = append(dropDecls, declDrop{d.file.file, d.decl, d.with})
		}
		// An entry declared more than once, every declaration a literal
		// (its fields split across files or shorthand lines), is taken as
		// one: its declarations merged (mergeEntries), at the first.
		merged := map[string]*litEntry{}   // by name, at its first declaration
		absorbed := map[*litEntry]string{} // a later declaration → its name
		byName := map[string][]*litEntry{}
		for _, fl := range pre {
			for _, sd := range fl.decls {
				if sd.section != section {
					continue
				}
				for _, le := range sd.entries {
					if count[le.name] > 1 {
						byName[le.name] = append(byName[le.name], le)
					}
				}
			}
		}
		for name, les := range byName {
			// A definition checked whole (#Gate's matchN) words its problem
			// at each declaration's struct, which one merged struct lacks.
			if len(les) != count[name] || refs[name] || plans[section] == nil || !plans[section].dedupe {
				continue
			}
			if m, ok := mergeEntries(les); ok {
				merged[name] = m
				for _, le := range les[1:] {
					absorbed[le] = name
				}
			}
		}
		tookMerged := map[string]bool{}
		first := true // the section's first declaration stays, if emptied
		for _, fl := range pre {
			for _, sd := range fl.decls {
				if sd.section != section {
					continue
				}
				kept := make([]ast.Decl, 0, len(sd.lit.Elts)-len(sd.entries))
				next := 0 // the next candidate entry
				for i, e := range sd.lit.Elts {
					if expanded[e] {
						continue
					}
					if next < len(sd.at) && sd.at[next] == i {
						le := sd.entries[next]
						next++
						if name, ok := absorbed[le]; ok {
							if tookMerged[name] {
								continue // part of the merged entry taken
							}
							kept = append(kept, e)
							continue
						}
						once := count[le.name] == 1
						if m := merged[le.name]; m != nil {
							le, once = m, true
						}
						// A read that uses entries whole sees their fields'
						// order, which the view's #Tool & <template> &
						// <literal> gives otherwise than CUE for an entry
						// with a template or merged declarations.
						wholeRead := view != nil && view.fields == nil
						if wholeRead && merged[le.name] != nil {
							once = false
						}
						// Declared once, and not named by any reference
						// (`b: a & {...}` within the section): moved out, a
						// referenced entry would leave the reference dangling.
						// An opaque pattern's value is the env's, not the
						// package's: an entry it applies to cannot be shown
						// constrained in a view (a read of a default, a
						// label pattern's field).
						// (setTemplate sets opaque and deps.)
						if once && !refs[le.name] && pickChoice(le, defVals) && setTemplate(le, patterns, envOK, known, tiedDef, ties, envOnly[section]) &&
							!(view != nil && le.opaque && (view.fields == nil || readsDefault(le, view.fields) || len(le.deps) > 0)) &&
							!(wholeRead && (le.tmpl != "" || len(le.deps) > 0 || deep[section])) &&
							!(view != nil && slices.ContainsFunc(le.restHidden, func(l string) bool { return view.fields == nil || view.fields[l] })) {
							tookMerged[le.name] = merged[le.name] != nil
							out = append(out, le)
							if view != nil {
								le.view, le.viewOnly = view.iterated, view.fields
								view.lits[le.name] = le
								view.taken++
							}
							continue
						}
					}
					kept = append(kept, e)
				}
				kept = dropUnusedLets(kept)
				ed := edit{lit: sd.lit, kept: kept}
				// Shorthand (tools: x: {...} on each line) leaves one empty
				// declaration per entry, which CUE would still evaluate.
				if len(kept) == 0 && !first {
					ed.drop, ed.file = sd.field, fl.file
				}
				first = false
				edits = append(edits, ed)
			}
		}
		if view != nil && view.taken > 0 {
			views = append(views, view)
		}
	}
	// Below a few hundred entries plain evaluation is as fast as the
	// workers' set-up; leave the package whole.
	if len(out) < minEntries {
		for _, le := range out {
			le.view = false
		}
		return nil, nil, nil
	}
	applyDeps(out, constrainedHidden(files))
	for _, le := range out {
		// A read of a field whose value is a default (the literal alone
		// would give it where CUE, the schema's constraint applied, may
		// not: "*x | y" with x invalid) or what a label pattern gives sees
		// the entry constrained as in the package.
		if le.viewOnly != nil && (readsDefault(le, le.viewOnly) || depView(le)) {
			le.viewOnly = nil
		}
	}
	drops := map[*ast.File]map[ast.Decl]ast.Decl{}
	for _, e := range edits {
		// A new slice: the moved fields are compiled on their own, so the
		// package must not share a backing array with them.
		e.lit.Elts = e.kept
		if e.drop != nil {
			dropDecls = append(dropDecls, declDrop{e.file, e.drop, nil})
		}
	}
	for _, d := range dropDecls {
		if drops[d.file] == nil {
			drops[d.file] = map[ast.Decl]ast.Decl{}
		}
		drops[d.file][d.decl] = d.with
	}
	for f, decls := range drops {
		kept := make([]ast.Decl, 0, len(f.Decls))
		for _, d := range f.Decls {
			with, drop := decls[d]
			if !drop {
				kept = append(kept, d)
			} else if with != nil {
				kept = append(kept, with)
			}
		}
		f.Decls = kept
	}
	// An import of the standard library only taken entries' rests
	// called goes (dropUnusedImports): CUE rejects an unused import.
	called := map[*ast.ImportSpec]bool{}
	for _, le := range out {
		for _, spec := range le.restBuiltins {
			called[spec] = true
		}
	}
	if len(called) > 0 {
		for _, fl := range pre {
			for spec := range fl.file.ImportSpecs() {
				if called[spec] {
					dropUnusedImports(fl.file, called)
					break
				}
			}
		}
	}
	var plan *viewPlan
	if len(views) > 0 {
		var sections []string
		byName := map[string]*sectionView{}
		for _, v := range views {
			sections = append(sections, v.section)
			byName[v.section] = v
		}
		plan = &viewPlan{views: views, names: pickViewNames(usedNames(pre), sections)}
		rewriteReads(reads, byName, plan.names)
	}
	return out, env, plan
}

// mergeEntries makes one entry of the declarations of an entry declared
// more than once, each a literal with or without definitions (x: #OnDemand
// & {niche: "..."} in one file, x: {card: "..."} in another): their
// definitions and their fields, in order, in one value, which CUE
// evaluates as it does the declarations. A field set in two of them must
// be the same literal; false if one is not, or a declaration embeds.
func mergeEntries(les []*litEntry) (*litEntry, bool) {
	m := &litEntry{section: les[0].section, name: les[0].name}
	lit := &ast.StructLit{}
	var defs []*ast.Ident
	for _, le := range les {
		// A choice of templates (choiceTemplate) is CUE's to make
		// across declarations.
		if le.embeds || le.copied || le.rest || len(le.extra) > 0 || le.choice != "" || le.closeText != "" {
			return nil, false
		}
		own, ok := ownLiteral(le.field.Value).(*ast.StructLit)
		if !ok {
			return nil, false
		}
		if le == les[0] {
			lit.Lbrace, lit.Rbrace = own.Lbrace, own.Rbrace
		}
		lit.Elts = append(lit.Elts, own.Elts...)
		for _, x := range andOperands(le.field.Value) { // templateOf's: only &
			if id, ok := x.(*ast.Ident); ok {
				defs = append(defs, id)
			}
		}
		for _, d := range le.own {
			if !slices.Contains(m.own, d) {
				m.own = append(m.own, d)
			}
		}
		for _, v := range le.values {
			i := slices.IndexFunc(m.values, func(w litValue) bool { return w.label == v.label })
			if i < 0 {
				m.values = append(m.values, v)
				continue
			}
			w := m.values[i]
			if v.raw != nil && w.raw != nil && !v.dflt && !w.dflt && mapField(m.section, v.label) {
				// annotations: {audited: true} in one declaration and
				// annotations: {destructiveHint: false} in another (a
				// flag's comprehension, folded): their union, which CUE
				// makes too (and checks, the declarations unified in
				// the entry's value). Only a map in the model, whose
				// order nothing reads.
				if merged, ok := mergeRaw(w.raw, v.raw); ok {
					if j, ok := rawJSON(merged); ok {
						m.values[i] = litValue{label: v.label, raw: merged, json: j}
						continue
					}
				}
				return nil, false
			}
			if v.raw != nil || w.raw != nil || v.dflt || w.dflt || v.isStr != w.isStr || v.str != w.str || v.b != w.b {
				return nil, false // CUE decides what two values make
			}
		}
	}
	var value ast.Expr = lit
	for i := len(defs) - 1; i >= 0; i-- {
		value = &ast.BinaryExpr{X: defs[i], OpPos: defs[i].NamePos, Op: token.AND, Y: value}
	}
	m.field = &ast.Field{Label: les[0].field.Label, Value: value}
	return m, true
}

// mapField reports whether an entry field of a section is a map in the
// model (annotations), whose keys' order nothing reads.
func mapField(section, label string) bool {
	t, ok := sectionTypes()[section]
	if !ok {
		return false
	}
	i, ok := newElemDecoder(t).index[label]
	return ok && t.Field(i).Type.Kind() == reflect.Map
}

// mergeRaw is the union of two raw literal values as CUE unifies them:
// structs of plain fields field by field, anything else only when equal;
// false when it is not that.
func mergeRaw(a, b ast.Expr) (ast.Expr, bool) {
	as, aok := a.(*ast.StructLit)
	bs, bok := b.(*ast.StructLit)
	if !aok || !bok {
		ja, oka := rawJSON(a)
		jb, okb := rawJSON(b)
		return a, oka && okb && !aok && !bok && bytes.Equal(ja, jb)
	}
	fields := func(sl *ast.StructLit) ([]*ast.Field, []string, bool) {
		var fds []*ast.Field
		var names []string
		for _, el := range sl.Elts {
			fd, ok := el.(*ast.Field)
			if !ok || fd.Constraint != token.ILLEGAL || !isRegular(fd.Label) {
				return nil, nil, false
			}
			name, ok := simpleLabel(fd.Label)
			if !ok || slices.Contains(names, name) {
				return nil, nil, false
			}
			fds, names = append(fds, fd), append(names, name)
		}
		return fds, names, true
	}
	af, an, ok1 := fields(as)
	bf, bn, ok2 := fields(bs)
	if !ok1 || !ok2 {
		return nil, false
	}
	out := &ast.StructLit{Lbrace: as.Lbrace, Rbrace: as.Rbrace}
	for i, fd := range af {
		j := slices.Index(bn, an[i])
		if j < 0 {
			out.Elts = append(out.Elts, fd)
			continue
		}
		v, ok := mergeRaw(fd.Value, bf[j].Value)
		if !ok {
			return nil, false
		}
		out.Elts = append(out.Elts, &ast.Field{Label: fd.Label, Value: v})
	}
	for j, fd := range bf {
		if !slices.Contains(an, bn[j]) {
			out.Elts = append(out.Elts, fd)
		}
	}
	return out, true
}

// sectionMayDisjoin reports whether an entry of the section may be a
// disjunction as a whole ((*#A | #B) & {...}, or through a definition
// that is one); unsure is yes.
func sectionMayDisjoin(section string, pre []*fileLits, defVals map[string]ast.Expr) bool {
	seen := map[string]bool{}
	var may func(ast.Expr) bool
	may = func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.StructLit:
			// {#OnDemand | #MCPTool, niche: "n"} is a disjunction too.
			return slices.ContainsFunc(e.Elts, func(d ast.Decl) bool {
				ed, ok := d.(*ast.EmbedDecl)
				return ok && may(ed.Expr)
			})
		case *ast.ParenExpr:
			return may(e.X)
		case *ast.CallExpr:
			// close(#Tool & {...}) is what it closes.
			fn, ok := e.Fun.(*ast.Ident)
			return !ok || fn.Name != "close" || fn.Node != nil || len(e.Args) != 1 || may(e.Args[0])
		case *ast.BinaryExpr:
			return e.Op != token.AND || may(e.X) || may(e.Y)
		case *ast.Ident:
			if lc, ok := e.Node.(*ast.LetClause); ok && e.Scope != nil && !isFileScope(e.Scope) {
				return may(lc.Expr) // let od = #OnDemand in the section
			}
			v, user := defVals[e.Name]
			if !user {
				// A schema definition is a struct; anything else is unsure.
				return !slices.Contains(schemaDefNames(), e.Name)
			}
			if seen[e.Name] {
				return false
			}
			seen[e.Name] = true
			return v == nil || may(v)
		}
		return true
	}
	for _, fl := range pre {
		for _, sd := range fl.decls {
			if sd.section != section || sd.lit == nil {
				continue
			}
			// An opaque pattern's value may be a disjunction
			// (opaquepat.go).
			if slices.ContainsFunc(sd.patterns, func(p *sectionPattern) bool { return p.opaque != nil && may(p.opaque) }) {
				return true
			}
			for _, el := range sd.lit.Elts {
				if fd, ok := el.(*ast.Field); ok && isRegular(fd.Label) {
					if _, isPattern := fd.Label.(*ast.ListLit); !isPattern && may(fd.Value) {
						return true
					}
				}
			}
		}
	}
	return false
}

// dropUnusedLets drops the let clauses nothing left in a section's struct
// refers to (their entries taken out): CUE rejects an unused let.
func dropUnusedLets(kept []ast.Decl) []ast.Decl {
	var lets []*ast.LetClause
	for _, d := range kept {
		if lc, ok := d.(*ast.LetClause); ok {
			lets = append(lets, lc)
		}
	}
	if len(lets) == 0 {
		return kept
	}
	used := map[*ast.LetClause]bool{}
	for _, d := range kept {
		if _, ok := d.(*ast.LetClause); ok {
			walkRefs1(d.(*ast.LetClause).Expr, func(id *ast.Ident) {
				if lc, ok := id.Node.(*ast.LetClause); ok {
					used[lc] = true
				}
			})
			continue
		}
		walkRefs1(d, func(id *ast.Ident) {
			if lc, ok := id.Node.(*ast.LetClause); ok {
				used[lc] = true
			}
		})
	}
	return slices.DeleteFunc(kept, func(d ast.Decl) bool {
		lc, ok := d.(*ast.LetClause)
		return ok && !used[lc]
	})
}

// readsDefault reports whether a read of the fields in only uses a field
// whose value is the entry's own default (litValue.dflt).
func readsDefault(e *litEntry, only map[string]bool) bool {
	return slices.ContainsFunc(e.values, func(v litValue) bool { return v.dflt && only[v.label] })
}

// setTemplate works out which definitions and pattern constraints apply to
// the entry, and records them as its template; false if the entry must stay
// in the package (it has a template and the policy's definitions cannot be
// compiled apart from it).
func setTemplate(e *litEntry, patterns []*sectionPattern, envOK bool, known, tiedDef map[string]bool, ties map[string]*defTie, force string) bool {
	if !e.restText() {
		return false
	}
	for _, d := range slices.Concat(e.own, e.extraDefs, e.choiceDefs) {
		if !known[d] {
			return false // not a definition of the package: CUE reports it
		}
	}
	// A definition that may tie the entry's fields together: what it can
	// tie is a tie like a tied pattern's (defTies), or, unknown, the
	// entry is validated whole (defsTied).
	// What a rest names (restTemplateIn) it names inside one field's
	// value, which constrains that field alone: none of it is applied to
	// the entry (state: or(_lazyStates) left 116 of 300 entries validated
	// whole).
	applied := e.own
	if !e.rest {
		applied = slices.Concat(e.own, e.extraDefs)
	}
	tiedByDef := false
	var defTied []*defTie
	for _, d := range applied {
		if !tiedDef[d] {
			continue
		}
		if t := ties[d]; t != nil && !slices.Contains(defTied, t) {
			defTied = append(defTied, t)
		} else if t == nil {
			tiedByDef = true
		}
	}
	parts := append(slices.Clone(e.own), e.extra...)
	if force != "" {
		// The section's definition, redeclared: every entry is
		// validated in the env, where the policy's part of it is.
		parts = append(parts, force)
	}
	e.deps = nil
	e.opaque = false
	e.whole = tiedByDef
	e.tiedOn, e.kindOnly, e.fieldTmpl = nil, nil, ""
	for _, t := range defTied {
		for _, l := range t.labels {
			if !slices.Contains(e.tiedOn, l) {
				e.tiedOn = append(e.tiedOn, l)
			}
		}
	}
	var tied []*sectionPattern
	var patParts []string // what the patterns give, for wholeTmpl
	for _, p := range patterns {
		if p.keep && p.match(e.name) {
			return false // CUE gives the entry what the pattern does
		}
		if p.match(e.name) {
			if p.dep != nil {
				e.deps = append(e.deps, p.dep)
			}
			if p.opaque != nil {
				e.opaque = true
			}
			if p.tied {
				if !p.tiedKnown {
					e.whole = true // its fields may not be valid one by one
				}
				tied = append(tied, p)
				for _, l := range p.tiedOn {
					if !slices.Contains(e.tiedOn, l) {
						e.tiedOn = append(e.tiedOn, l)
					}
				}
			}
			for _, d := range p.refs {
				if !known[d] {
					return false
				}
				// An opaque value's definitions may stand where the
				// entry's fields go.
				if p.opaque != nil && tiedDef[d] {
					e.whole = true
				}
			}
			for _, d := range p.defs {
				if !known[d] {
					return false
				}
				if tiedDef[d] {
					e.whole = true
				}
			}
			if t := p.text(); t != "" {
				parts = append(parts, t)
				patParts = append(patParts, t)
			}
		}
	}
	if len(parts) == 0 && e.closeText == "" {
		e.tmpl = ""
		return true
	}
	if !envOK {
		return false
	}
	slices.Sort(parts)
	parts = slices.Compact(parts)
	e.fieldTmpl = strings.Join(parts, " & ")
	e.tmpl = e.fieldTmpl
	if e.closeText != "" {
		// Closedness is the representative's to check (closehelper.go).
		e.tmpl = strings.Join(slices.Sorted(slices.Values(append(slices.Clone(parts), e.closeText))), " & ")
	}
	// A label is kind-only when every tie reading it reads its kind
	// alone. A tied definition stays in fieldTmpl: its other fields are
	// checked one by one as any definition's.
	if len(defTied) > 0 {
		for _, l := range e.tiedOn {
			if !slices.ContainsFunc(tied, func(p *sectionPattern) bool {
				return slices.Contains(p.tiedOn, l) && !slices.Contains(p.kindOnly, l)
			}) && !slices.ContainsFunc(defTied, func(t *defTie) bool {
				return slices.Contains(t.labels, l) && !slices.Contains(t.kindOnly, l)
			}) {
				e.kindOnly = append(e.kindOnly, l)
			}
		}
	}
	e.wholeTmpl = ""
	if e.choice != "" {
		// The choice stands for own[0], its default.
		w := slices.Concat(e.own[1:], e.extra, patParts, []string{e.choice})
		if force != "" {
			w = append(w, force)
		}
		slices.Sort(w)
		e.wholeTmpl = strings.Join(slices.Compact(w), " & ")
	}
	if len(tied) > 0 {
		if len(defTied) == 0 {
			for _, l := range e.tiedOn {
				if !slices.ContainsFunc(tied, func(p *sectionPattern) bool {
					return slices.Contains(p.tiedOn, l) && !slices.Contains(p.kindOnly, l)
				}) {
					e.kindOnly = append(e.kindOnly, l)
				}
			}
		}
		parts = slices.DeleteFunc(parts, func(t string) bool {
			return slices.ContainsFunc(tied, func(p *sectionPattern) bool { return p.text() == t })
		})
		e.fieldTmpl = strings.Join(parts, " & ")
	}
	return true
}

// text is the pattern's value as CUE source.
func (p *sectionPattern) text() string {
	// Written once: every entry the pattern applies to asks (20 patterns
	// of constraints over 10k tools: 220 ms of formatting, the same text
	// each time).
	p.textOnce.Do(func() {
		if p.opaque != nil {
			p.txt = p.envName
			return
		}
		parts := slices.Clone(p.defs)
		if len(p.lits) > 0 {
			parts = append(parts, litText(p.lits))
		}
		p.txt = strings.Join(parts, " & ")
	})
	return p.txt
}

// litText writes literal fields as a CUE struct.
func litText(vals []litValue) string {
	var b strings.Builder
	b.WriteString("{")
	for i, v := range vals {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(literal.String.Quote(v.label))
		switch v.marker {
		case token.OPTION:
			b.WriteString("?")
		case token.NOT:
			b.WriteString("!")
		}
		b.WriteString(": ")
		b.WriteString(valueText(v))
	}
	b.WriteString("}")
	return b.String()
}

// simpleLabel returns the name of an identifier or string label. Aliases,
// patterns, interpolations and dynamic labels are not simple.
func simpleLabel(l ast.Label) (string, bool) {
	switch l := l.(type) {
	case *ast.Ident:
		return l.Name, true
	case *ast.BasicLit:
		// "x", and #"x"#, which names the same field (a raw string; one
		// with an interpolation is not a BasicLit).
		if l.Kind != token.STRING || !strings.HasPrefix(strings.TrimLeft(l.Value, "#"), `"`) {
			return "", false
		}
		s, err := literal.Unquote(l.Value)
		return s, err == nil
	}
	return "", false
}

// isRegular reports whether the label declares a regular field (not a
// definition or hidden field).
// sameKind reports whether a selection's name (x._u) and a label of the
// same text ("_u", _u) are both regular or both not: x._u names a hidden
// field, never the regular one a quoted "_u" declares (helper-79).
func sameKind(sel, label ast.Label) bool { return isRegular(sel) == isRegular(label) }

func isRegular(l ast.Label) bool {
	id, ok := l.(*ast.Ident)
	return !ok || (!strings.HasPrefix(id.Name, "#") && !strings.HasPrefix(id.Name, "_"))
}

// literalStruct returns the fields of a struct literal whose every element
// is a plain field with a double-quoted string or boolean value.
func literalStruct(e ast.Expr) ([]litValue, bool) {
	sl, ok := e.(*ast.StructLit)
	if !ok {
		return nil, false
	}
	vals := make([]litValue, 0, len(sl.Elts))
	for _, el := range sl.Elts {
		fd, ok := el.(*ast.Field)
		if !ok || fd.Constraint != token.ILLEGAL || !isRegular(fd.Label) {
			return nil, false
		}
		label, ok := simpleLabel(fd.Label)
		if !ok {
			return nil, false
		}
		for _, v := range vals {
			if v.label == label {
				return nil, false // declared twice: CUE decides
			}
		}
		bl, ok := fd.Value.(*ast.BasicLit)
		var dflt ast.Expr
		if !ok {
			if bl, ok = defaultLit(fd.Value); ok {
				dflt = fd.Value
			}
		}
		if !ok || bl.Kind == token.INT || bl.Kind == token.NULL {
			if dflt != nil {
				return nil, false
			}
			j, ok := rawJSON(fd.Value)
			if !ok {
				return nil, false
			}
			vals = append(vals, litValue{label: label, raw: fd.Value, json: j})
			continue
		}
		switch bl.Kind {
		case token.STRING:
			if !strings.HasPrefix(strings.TrimLeft(bl.Value, "#"), `"`) {
				return nil, false // bytes ('...'), not a string
			}
			s, err := literal.Unquote(bl.Value)
			if err != nil {
				return nil, false
			}
			vals = append(vals, litValue{label: label, str: s, isStr: true, dflt: dflt != nil, expr: dflt})
		case token.TRUE, token.FALSE:
			vals = append(vals, litValue{label: label, b: bl.Kind == token.TRUE, dflt: dflt != nil, expr: dflt})
		default:
			return nil, false
		}
	}
	return vals, true
}

// defaultLit reads a disjunction with one default that is a string or
// bool literal, and other terms that refer to nothing but CUE's
// predeclared types and values (*"Use x." | string, *true | bool): the
// literal. Such a field's value is the literal as long as nothing else
// unified with the field has a default of its own.
func defaultLit(e ast.Expr) (*ast.BasicLit, bool) {
	var terms []ast.Expr
	var split func(ast.Expr)
	split = func(e ast.Expr) {
		switch x := e.(type) {
		case *ast.ParenExpr:
			split(x.X)
			return
		case *ast.BinaryExpr:
			if x.Op == token.OR {
				split(x.X)
				split(x.Y)
				return
			}
		}
		terms = append(terms, e)
	}
	split(e)
	if len(terms) < 2 {
		return nil, false
	}
	var lit *ast.BasicLit
	for _, t := range terms {
		if u, ok := t.(*ast.UnaryExpr); ok && u.Op == token.MUL {
			bl, ok := u.X.(*ast.BasicLit)
			if !ok || lit != nil {
				return nil, false // a default that is not a literal, or two
			}
			lit = bl
			continue
		}
		ok := true
		ast.Walk(t, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Ident:
				ok = ok && plainPredeclared(n)
			case *ast.StructLit, *ast.ListLit, *ast.Comprehension, *ast.UnaryExpr:
				if u, isU := n.(*ast.UnaryExpr); isU && u.Op != token.MUL {
					return true // <5, !="x", =~"^a"
				}
				ok = false
			}
			return ok
		}, nil)
		if !ok {
			return nil, false
		}
	}
	if lit == nil {
		return nil, false
	}
	return lit, true
}

// walkRefs calls fn for every identifier used as a reference (not as a
// field label) in f.
func walkRefs(f *ast.File, fn func(*ast.Ident)) { walkRefsNodes(f, fn, nil) }

// walkRefsNodes is walkRefs, also calling node, when not nil, for every
// node it visits.
func walkRefsNodes(f *ast.File, fn func(*ast.Ident), node func(ast.Node)) {
	ast.Walk(f, func(n ast.Node) bool {
		if node != nil {
			node(n)
		}
		switch n := n.(type) {
		case *ast.Field:
			if a, ok := n.Label.(*ast.Alias); ok {
				ast.Walk(a.Expr, func(n ast.Node) bool {
					if node != nil {
						node(n)
					}
					if id, ok := n.(*ast.Ident); ok {
						fn(id)
					}
					return true
				}, nil)
			}
			if n.Value != nil {
				walkRefsIn(n.Value, fn, node)
			}
			return false
		case *ast.Ident:
			fn(n)
		}
		return true
	}, nil)
}

// walkRefs1 calls fn for every identifier in e used as a reference, the
// expressions of dynamic, interpolated and pattern labels included
// ([=~_prefix]: a pattern can refer to a hidden field too), not labels.
func walkRefs1(e ast.Node, fn func(*ast.Ident)) { walkRefsIn(e, fn, nil) }

// walkRefsIn is walkRefs1, also calling node, when not nil, for every
// node it visits.
func walkRefsIn(e ast.Node, fn func(*ast.Ident), node func(ast.Node)) {
	ast.Walk(e, func(n ast.Node) bool {
		if node != nil {
			node(n)
		}
		switch n := n.(type) {
		case *ast.Field:
			if n.Value != nil {
				walkRefsIn(n.Value, fn, node)
			}
			switch l := n.Label.(type) {
			case *ast.ParenExpr:
				walkRefsIn(l.X, fn, node)
			case *ast.Interpolation, *ast.ListLit:
				walkRefsIn(l, fn, node)
			}
			return false
		case *ast.Ident:
			fn(n)
		}
		return true
	}, nil)
}

// markChecker finds a default mark (*x) anywhere but as an operand of |,
// which CUE refuses ("preference mark not allowed at this position") and
// the split would read as the default it is not: (*#A | #B) is a choice,
// ((*#A) | #B) an error (helper-62). Its node is walkRefsNodes': parents
// come before children.
type markChecker struct {
	ok        map[*ast.UnaryExpr]bool // the operands of a | that are marks
	misplaced bool
}

func (m *markChecker) node(n ast.Node) {
	switch n := n.(type) {
	case *ast.BinaryExpr:
		if n.Op != token.OR {
			return
		}
		for _, x := range []ast.Expr{n.X, n.Y} {
			if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.MUL {
				if m.ok == nil {
					m.ok = map[*ast.UnaryExpr]bool{}
				}
				m.ok[u] = true
			}
		}
	case *ast.UnaryExpr:
		if n.Op == token.MUL && !m.ok[n] {
			m.misplaced = true
		}
	}
}

// worker owns one cue.Context (a Context is not safe for concurrent use)
// and the schema compiled in it.
type worker struct {
	ctx  *cue.Context
	sch  cue.Value
	wrap map[string]cue.Value  // {section: <the schema's constraint>}
	each map[string]fieldCheck // by "section.label"
	pats map[string][]string   // section → its pattern labels, as CUE text
	// section → its name patterns as closed structs (checkNames)
	names map[string]nameSelectors
	// The scope of entries with a template (env.go): its source, compiled
	// on first use, and each template's definition.
	envFiles []envFile
	env      cue.Value
	// envPath is the env's package as CUE qualifies its hidden names: a
	// template compiled under it may name the hidden fields the env holds
	// (closehelper.go).
	envPath string
	// separateNames, cueMatch: see fastOptions.
	separateNames, cueMatch bool
	// wholeBatches counts the whole batches it validated (renew).
	wholeBatches int
	tmpls        map[string]cue.Value
	// defFields holds the env's definitions' values by name, for
	// tmplTouches; nil until first used.
	defFields map[string]ast.Expr
}

// wholeBatchesPerContext is how many whole batches a worker validates in one
// cue.Context: a Context keeps what it evaluated, so a policy whose every
// entry is validated whole (a pattern that ties fields together) grew the
// live heap by about 1.5 MB a batch, 218 MB at 10,000 tools.
const wholeBatchesPerContext = 16

// renew gives the worker a fresh cue.Context, keeping its env's source and
// options; what it compiled is compiled again on first use.
func (w *worker) renew() {
	n := newWorker()
	n.envFiles, n.separateNames, n.cueMatch = w.envFiles, w.separateNames, w.cueMatch
	*w = *n
}

func newWorker() *worker {
	ctx := cuecontext.New()
	w := &worker{ctx: ctx, sch: ctx.CompileBytes(schema.Source, cue.Filename(schema.Filename)),
		wrap: map[string]cue.Value{}, each: map[string]fieldCheck{}, pats: map[string][]string{}, names: map[string]nameSelectors{}}
	// Unifying a batch with the whole schema re-evaluates every definition
	// each time; a struct holding only the section's constraint costs a
	// fraction and gives the same paths.
	for _, s := range fastSections {
		w.wrap[s] = ctx.CompileString("{}").FillPath(cue.MakePath(cue.Str(s)), sectionConstraint(w.sch, s))
	}
	// The patterns are kept as text: the parser resolved their identifiers
	// against the schema file, and an expression built on its own must
	// resolve them in the compiled schema instead.
	for s, p := range schemaPlans() {
		for _, pat := range p.patterns {
			src, err := format.Node(pat)
			if err != nil {
				w.pats[s] = nil
				break
			}
			w.pats[s] = append(w.pats[s], string(src))
		}
	}
	return w
}

// fieldCheck checks values of one field of an entry definition.
type fieldCheck struct {
	list               cue.Value         // [...<the field's constraint>]
	pattern            cue.Value         // close({[<the field's constraint>]: _}), for strings
	match              func(string) bool // the constraint as a Go test (goMatcher), for strings
	anyString, anyBool bool              // every string (bool) satisfies the constraint
	// rawList is [...#C], the constraint with its closedness, for raw
	// values; absent under a template that constrains the field
	// (checkRaw).
	rawList cue.Value
	// entryList is [...(#D & (template))], the entries under such a
	// template, as CUE text in the env's scope, where a raw value is
	// checked as the one field of an entry: the field's constraint taken
	// out of the template drops the closedness of what it applies ((#T &
	// #M).p takes a field #M's p refuses), an entry keeps it, when the
	// values are unified with it in the same text (Value.Unify of the
	// two loses it too: review3). label is the field.
	entryList string
	label     string
	// rawLabels, when not nil, are the only labels #C constrains: it is an
	// open struct of plain fields, without patterns (#Parameters: {type?:
	// "object", ...}), so a raw struct is valid and unchanged under it as
	// its fields of these labels are (openFields).
	rawLabels map[string]bool
	// hasDefault is set when the constraint has a default (state:
	// *"active" | ...): an entry's own default then meets it; c is the
	// constraint.
	hasDefault bool
	c          cue.Value
}

// pool runs tasks on a fixed set of workers; each call to run is one phase.
type pool struct {
	workers []*worker
}

// newPool starts n workers, reusing have (if not nil) as one of them.
func newPool(n int, opts fastOptions) *pool {
	p := &pool{workers: make([]*worker, n)}
	par.Each(n, n, func(i int) {
		p.workers[i] = newWorker()
		p.workers[i].separateNames = opts.separateNames
		p.workers[i].cueMatch = opts.cueMatch
	})
	return p
}

func (p *pool) run(tasks []func(*worker)) {
	par.EachWorker(len(tasks), len(p.workers), func(w, i int) { tasks[i](p.workers[w]) })
}

// valueKey identifies one literal value of one field of a section's
// entries with one template.
type valueKey struct {
	section, tmpl, label string
	v                    litValue
}

// validateLiterals validates the entries against the schema and decodes
// those that pass into values of their section's map element type. It
// returns the CUE errors of entries that do not validate.
//
// Where the schema allows (sectionPlan.dedupe), the work is done once per
// distinct thing rather than once per entry: each name is checked against
// the section's name patterns, each distinct value against its field's
// constraint, and each distinct set of labels (a shape) by validating one
// representative entry in full. An entry whose name, values and shape all
// pass is valid, since its fields are constrained independently. Anything
// else, and every entry of a section that does not allow this, is validated
// whole, in batches, and those batches give the error messages.
func validateLiterals(entries []*litEntry, env []envFile, opts fastOptions) []error {
	if len(entries) == 0 {
		return nil
	}
	plans := schemaPlans()
	decs := map[string]*elemDecoder{}
	for name, t := range sectionTypes() {
		decs[name] = sectionDecoder(t)
	}

	var dedupe, whole []*litEntry
	for _, e := range entries {
		if pl := plans[e.section]; pl != nil && pl.dedupe && !e.whole {
			dedupe = append(dedupe, e)
		} else {
			whole = append(whole, e)
		}
	}

	// Phase 1: names and distinct values, in chunks on the pool.
	p := newPool(min(runtime.GOMAXPROCS(0), 8), opts)
	for _, w := range p.workers {
		w.envFiles = env
	}
	unchecked := dedupe
	badName := make([]bool, len(unchecked))
	// Distinct values per field (section, template, label), each field's
	// together so that a task checks up to batchSize of one field: a map
	// per field keyed by the string, not one map keyed by every part (at
	// 100,000 tools that map had 300,000 keys of five strings each, and
	// fields alternated in it, which made most tasks a single value).
	type field struct{ section, tmpl, label string }
	type fieldValues struct {
		keys  []valueKey
		strs  map[string]int
		raws  map[string]int // by JSON
		bools [4]int         // 1 + the index in keys of false, true, *false, *true; 0: not seen
	}
	fieldOf := map[field]int{}
	var fields []*fieldValues
	// valueOf[i][j] is the field and the index in its keys of
	// unchecked[i].values[j]; field -1 for a field the definition does not
	// have.
	type valueRef struct{ field, key int32 }
	valueOf := make([][]valueRef, len(unchecked))
	for i, e := range unchecked {
		refs := make([]valueRef, len(e.values))
		for j, v := range e.values {
			if !plans[e.section].fields[v.label] {
				refs[j] = valueRef{-1, 0}
				continue
			}
			if tiedExact(e, v) {
				// The shape's representative has this very value and
				// is validated whole (tiedKey).
				refs[j] = valueRef{-2, 0}
				continue
			}
			fk := field{e.section, e.fieldTmpl, v.label}
			fi, ok := fieldOf[fk]
			if !ok {
				fi = len(fields)
				fieldOf[fk] = fi
				fields = append(fields, &fieldValues{strs: map[string]int{}, raws: map[string]int{}})
			}
			fv := fields[fi]
			var k int
			if v.raw != nil {
				if k, ok = fv.raws[string(v.json)]; !ok {
					k = len(fv.keys)
					fv.raws[string(v.json)] = k
					fv.keys = append(fv.keys, valueKey{e.section, e.fieldTmpl, v.label, v})
				}
			} else if v.isStr {
				sk := v.str
				if v.dflt {
					// Checked otherwise than the plain string, and, where
					// the constraint has a default too, with the rest of
					// its disjunction (twoDefaults).
					sk = "\x00*" + sk + "\x00" + exprKey(v.expr)
				}
				if k, ok = fv.strs[sk]; !ok {
					k = len(fv.keys)
					fv.strs[sk] = k
					fv.keys = append(fv.keys, valueKey{e.section, e.fieldTmpl, v.label, v})
				}
			} else {
				b := 0
				if v.b {
					b = 1
				}
				if v.dflt {
					b += 2
				}
				if fv.bools[b] == 0 {
					fv.keys = append(fv.keys, valueKey{e.section, e.fieldTmpl, v.label, v})
					fv.bools[b] = len(fv.keys)
				}
				k = fv.bools[b] - 1
			}
			refs[j] = valueRef{int32(fi), int32(k)}
		}
		valueOf[i] = refs
	}
	// One list of every field's values, each field's in a run.
	var values []valueKey
	base := make([]int, len(fields))
	for fi, fv := range fields {
		base[fi] = len(values)
		values = append(values, fv.keys...)
	}
	badValue := make([]bool, len(values))
	// resolved holds, for an entry's own default that is not its value,
	// the value (resolveDefault).
	resolved := make([]*litValue, len(values))
	var tasks []func(*worker)
	for lo := 0; lo < len(unchecked); {
		hi := lo
		for hi < len(unchecked) && hi-lo < batchSize && unchecked[hi].section == unchecked[lo].section {
			hi++
		}
		chunk, bad := unchecked[lo:hi], badName[lo:hi]
		tasks = append(tasks, func(w *worker) { w.checkNames(chunk, plans, bad) })
		lo = hi
	}
	for lo := 0; lo < len(values); {
		hi := lo
		for hi < len(values) && hi-lo < batchSize && values[hi].section == values[lo].section && values[hi].tmpl == values[lo].tmpl && values[hi].label == values[lo].label {
			hi++
		}
		chunk, bad, res := values[lo:hi], badValue[lo:hi], resolved[lo:hi]
		tasks = append(tasks, func(w *worker) {
			w.checkValues(chunk, bad)
			w.resolveDefaults(chunk, bad, res)
		})
		lo = hi
	}
	p.run(tasks)
	for i, e := range unchecked {
		e.bad = badName[i]
		for j, r := range valueOf[i] {
			if r.field == -2 {
				continue
			}
			e.bad = e.bad || r.field < 0 || badValue[base[r.field]+int(r.key)]
			if r.field < 0 {
				continue
			}
			if rv := resolved[base[r.field]+int(r.key)]; rv != nil {
				// A view (view.go) is written from the values while
				// they are checked: an entry in one keeps its own,
				// and CUE evaluates it whole as before; so does one a
				// pattern naming its label or tying its fields applies
				// to (labelpat.go, opaquepat.go), whose field the
				// constraint checked here is not all of; and one that
				// chooses its template, which, its default failing, is
				// validated under another (helper-56).
				if e.view || len(e.deps) > 0 || len(e.tiedOn) > 0 || e.choice != "" {
					e.bad = true
				} else {
					e.values[j] = *rv
				}
			}
		}
	}

	// Phase 2: one representative per shape.
	type shape struct {
		rep      *litEntry
		ok       bool
		defaults reflect.Value // the representative decoded; absent fields hold schema defaults
		set      []bool
	}
	shapes := map[string]*shape{}
	shapeOf := make([]*shape, len(dedupe))
	// The key of an entry's shape, built in one reused buffer: a shape
	// is looked up once per entry and stored once per distinct shape.
	var labels []string
	var key []byte
	for i, e := range dedupe {
		labels = labels[:0]
		clean := !e.bad
		for _, v := range e.values {
			labels = append(labels, v.label)
		}
		if !sort.StringsAreSorted(labels) {
			sort.Strings(labels)
		}
		key = append(append(append(key[:0], e.section...), 0), e.tmpl...)
		for _, l := range labels {
			key = append(append(key, 0), l...)
		}
		if len(e.deps) > 0 {
			key = append(append(key, 1), depKey(e)...)
		}
		if len(e.tiedOn) > 0 {
			key = append(key, 2)
			key = tiedKey(key, e)
		}
		sh := shapes[string(key)]
		if sh == nil {
			sh = &shape{}
			shapes[string(key)] = sh
		}
		if !clean {
			continue
		}
		if sh.rep == nil {
			sh.rep = e
		}
		shapeOf[i] = sh
	}
	tasks = tasks[:0]
	for _, sh := range shapes {
		if sh.rep == nil {
			continue
		}
		tasks = append(tasks, func(w *worker) {
			if err := w.validateBatch(sh.rep.section, []*litEntry{sh.rep}, decs[sh.rep.section]); err == nil {
				sh.ok, sh.defaults = true, sh.rep.out
				sh.set = decs[sh.rep.section].present(sh.rep)
				// Fields a tied pattern reads, as the shape's entries all
				// have them: as CUE decoded the representative's.
				for _, v := range sh.rep.values {
					if i, found := decs[sh.rep.section].index[v.label]; found && tiedExact(sh.rep, v) {
						sh.set[i] = false
					}
				}
			}
		})
	}
	p.run(tasks)
	for i, e := range dedupe {
		sh := shapeOf[i]
		if sh == nil || !sh.ok {
			whole = append(whole, e)
			continue
		}
		if e == sh.rep {
			continue
		}
		out, ok := decs[e.section].fromLiterals(e)
		if !ok {
			whole = append(whole, e)
			continue
		}
		for j, set := range sh.set {
			if !set {
				out.Field(j).Set(sh.defaults.Field(j))
			}
		}
		e.out = out
	}

	// Phase 3: everything else, whole, in batches. An entry that chooses
	// its template is validated under the choice, where CUE decides.
	for _, e := range whole {
		if e.wholeTmpl != "" {
			e.tmpl = e.wholeTmpl
		}
	}
	if opts.stats != nil {
		opts.stats.whole += len(whole)
		opts.stats.reps += len(tasks)
	}
	sort.SliceStable(whole, func(i, j int) bool { return whole[i].section < whole[j].section })
	// Each failed entry's problems, and whether any is more than
	// incomplete: CUE leaves out incomplete values (a required field
	// missing, a state not chosen) when there is another problem, as the
	// package's evaluation and cue vet do (helper-70, review32).
	var errs, incomplete []error
	var mu sync.Mutex
	// A problem of an entry with a template or dependent fields is worded
	// again by plain evaluation, the whole policy loaded again
	// (plainWords): once a batch of such entries fails, what the others
	// would say is not read, and they are left (reject-maxrunes, 10,000
	// entries breaking a pattern's validator: 2.3 s of CPU went to
	// validating each alone).
	var reloading atomic.Bool
	reworded := func(chunk []*litEntry) bool {
		if opts.noReload || len(entries) > plainWordsMax {
			return false
		}
		for _, e := range chunk {
			if e.tmpl == "" && len(e.deps) == 0 {
				return false
			}
		}
		return true
	}
	tasks = tasks[:0]
	for lo := 0; lo < len(whole); {
		hi := lo
		for hi < len(whole) && hi-lo < batchSize && whole[hi].section == whole[lo].section {
			hi++
		}
		chunk := whole[lo:hi]
		tasks = append(tasks, func(w *worker) {
			if reloading.Load() {
				return
			}
			if w.wholeBatches++; w.wholeBatches%wholeBatchesPerContext == 0 {
				w.renew()
			}
			err := w.validateBatch(chunk[0].section, chunk, decs[chunk[0].section])
			if err == nil {
				return
			}
			if reworded(chunk) {
				reloading.Store(true)
				mu.Lock()
				errs = append(errs, err)
				mu.Unlock()
				return
			}
			// CUE may stop at a batch's first problem (helper-25): each
			// entry of a failed batch is validated alone, so every
			// problem is reported, also where no plain evaluation words
			// them again (plainWordsMax).
			var real, only []error
			for _, e := range chunk {
				if len(chunk) == 1 {
					break
				}
				if err := w.validateBatch(e.section, []*litEntry{e}, decs[e.section]); err != nil {
					if w.onlyIncomplete(e) {
						only = append(only, err)
					} else {
						real = append(real, err)
					}
				}
			}
			if len(real) == 0 && len(only) == 0 {
				real = []error{err}
			}
			mu.Lock()
			errs = append(errs, real...)
			incomplete = append(incomplete, only...)
			mu.Unlock()
		})
		lo = hi
	}
	p.run(tasks)
	if len(errs) == 0 {
		return incomplete
	}
	return errs
}

// onlyIncomplete reports whether an entry that failed validation alone
// fails only for want of concrete values: it validates when those are not
// asked for.
func (w *worker) onlyIncomplete(e *litEntry) bool {
	sec, err := w.evalBatch(e.section, []*litEntry{e})
	return err == nil && sec.Validate() == nil
}

// checkNames marks the entries whose name does not select exactly the
// section's definition among its name patterns. CUE decides, through the
// closedness check it applies to every new field (cue.Value.Allows): the
// name must be allowed by a closed struct holding only the definition's
// pattern, and not by one holding the section's other patterns (a name that
// matches none is not allowed in the section; one that matches another
// pattern too gets that pattern's constraint as well, an error(...) in the
// shipped schema). This is the verdict of unifying {name: _} with the
// section, without building a value per name.
func (w *worker) checkNames(entries []*litEntry, plans map[string]*sectionPlan, bad []bool) {
	section := entries[0].section
	sel, ok := w.names[section]
	if !ok {
		sel = w.nameSelectors(section, plans[section])
		w.names[section] = sel
	}
	if !sel.ok {
		for i := range bad {
			bad[i] = true
		}
		return
	}
	if sel.match != nil {
		for i, e := range entries {
			bad[i] = !sel.match(e.name)
		}
		return
	}
	for i, e := range entries {
		s := cue.Str(e.name)
		if !sel.def.Allows(s) || (sel.others.Exists() && sel.others.Allows(s)) {
			bad[i] = true
		}
	}
}

// nameSelectors are a section's name patterns as two closed structs: the
// definition's pattern alone, and every other pattern; and, when goMatcher
// can read every pattern, the same verdict as a Go test.
type nameSelectors struct {
	def, others cue.Value
	match       func(string) bool
	ok          bool
}

func (w *worker) nameSelectors(section string, plan *sectionPlan) nameSelectors {
	pats := w.pats[section]
	if len(pats) == 0 || plan == nil || plan.defIndex < 0 || plan.defIndex >= len(pats) {
		return nameSelectors{}
	}
	var others []string
	for i, src := range pats {
		if i != plan.defIndex {
			others = append(others, "["+src+"]: _")
		}
	}
	// Compiled from text in the schema's scope: the patterns' identifiers
	// (#Name) resolve in the compiled schema.
	build := func(fields []string) (cue.Value, bool) {
		v := w.ctx.CompileString("close({"+strings.Join(fields, ", ")+"})", cue.Scope(w.sch))
		return v, v.Err() == nil && v.Validate() == nil && v.IsClosed()
	}
	sel := nameSelectors{ok: true}
	var ok bool
	// When every other pattern is a negated match (!~R, as the schema's
	// catch-all for invalid names is), "matches the definition's pattern and
	// no other" is the one pattern (def) & =~R & ...: one question to CUE per
	// name instead of two.
	if !w.cueMatch {
		sel.match = w.goNames(pats, plan.defIndex)
	}
	if conj, ok := negatedOthers(pats, plan.defIndex); ok && !w.separateNames {
		if sel.def, ok = build([]string{"[" + conj + "]: _"}); ok {
			return sel
		}
	}
	if sel.def, ok = build([]string{"[" + pats[plan.defIndex] + "]: _"}); !ok {
		return nameSelectors{}
	}
	if len(others) > 0 {
		if sel.others, ok = build(others); !ok {
			return nameSelectors{}
		}
	}
	return sel
}

// goNames returns "matches the definition's pattern and no other" as a Go
// test, or nil when goMatcher cannot read every pattern.
func (w *worker) goNames(pats []string, defIndex int) func(string) bool {
	var def func(string) bool
	var others []func(string) bool
	for i, src := range pats {
		// As a field's value, so that a reference in it (#Name) can be
		// followed (cue.Dereference does not resolve a bare expression's).
		v := w.ctx.CompileString("{x: "+src+"}", cue.Scope(w.sch)).LookupPath(cue.MakePath(cue.Str("x")))
		m, ok := goMatcher(v)
		if !ok {
			return nil
		}
		if i == defIndex {
			def = m
		} else {
			others = append(others, m)
		}
	}
	return func(n string) bool {
		if !def(n) {
			return false
		}
		for _, o := range others {
			if o(n) {
				return false
			}
		}
		return true
	}
}

// negatedOthers returns the definition's pattern conjoined with the
// complement of every other pattern, when each other pattern is !~R (whose
// complement is =~R), as CUE source.
func negatedOthers(pats []string, defIndex int) (string, bool) {
	conj := "(" + pats[defIndex] + ")"
	for i, src := range pats {
		if i == defIndex {
			continue
		}
		e, err := parser.ParseExpr("pattern", src)
		if err != nil {
			return "", false
		}
		u, ok := e.(*ast.UnaryExpr)
		if !ok || u.Op != token.NMAT {
			return "", false
		}
		x, err := format.Node(u.X)
		if err != nil {
			return "", false
		}
		conj += " & =~(" + string(x) + ")"
	}
	return conj, true
}

// checkValues marks the values their field's constraint rejects.
//
// String values are checked the way CUE matches a field label against a
// pattern constraint: the CUE spec makes a pattern apply to a label exactly
// when the label unifies with it, and cue.Value.Allows asks CUE whether a
// closed struct whose only pattern is the field's constraint, close({[C]: _}),
// takes the value as a label. CUE answers from the constraint's bounds
// (=~, !=, literals, their conjunctions and disjunctions) without building a
// value, and by unification for anything else. Booleans, and strings if the
// constraint cannot be used as a pattern, are unified in a list, [...C] &
// [values]. TestValueCheckAgreesWithUnification holds the two ways to each
// other for every string field of the schema.
//
// The cost of asking this way: CUE keeps every label it has seen in a
// process-wide table for the life of the process, so each distinct string
// value checked stays in memory, as each field name of a compiled policy
// does. A process that loads many different policies (a server, a watch
// loop) grows by the text of their values: a few MB per 10,000 tools.
func (w *worker) checkValues(keys []valueKey, bad []bool) {
	section, tmpl, label := keys[0].section, keys[0].tmpl, keys[0].label
	fc, ok := w.each[section+"|"+tmpl+"."+label]
	if !ok {
		fc = w.fieldCheck(section, tmpl, label)
		w.each[section+"|"+tmpl+"."+label] = fc
	}
	if !fc.list.Exists() {
		for i := range bad {
			bad[i] = true
		}
		return
	}
	vals := make([]any, 0, len(keys))
	at := map[string]int{}
	var raws []int // indexes in keys of raw values
	for i, k := range keys {
		switch {
		case k.v.dflt && fc.hasDefault:
			// Two defaults meet: CUE decides which, if any, holds.
			bad[i] = !k.v.isStr || !w.twoDefaults(fc, k.v)
			continue
		case k.v.raw != nil:
			raws = append(raws, i)
			continue
		case k.v.isStr && fc.anyString, !k.v.isStr && fc.anyBool:
			continue
		case k.v.isStr && fc.match != nil:
			bad[i] = !fc.match(k.v.str)
			continue
		case k.v.isStr && fc.pattern.Exists():
			if !fc.pattern.Allows(cue.Str(k.v.str)) {
				bad[i] = true
			}
			continue
		case k.v.isStr:
			vals = append(vals, k.v.str)
		default:
			vals = append(vals, k.v.b)
		}
		at[strconv.Itoa(len(vals)-1)] = i
	}
	if len(raws) > 0 {
		w.checkRaw(fc, keys, raws, bad)
	}
	if len(vals) == 0 {
		return
	}
	markFailed(fc.list.Unify(w.ctx.Encode(vals)).Validate(cue.Concrete(true)), at, bad)
}

// checkRaw checks the raw values keys[raws[i]] of a field: each must be
// valid under the field's constraint and, unified with it, be the literal
// as written (else a template or the schema adds to it, and the entry is
// decoded by CUE whole).
func (w *worker) checkRaw(fc fieldCheck, keys []valueKey, raws []int, bad []bool) {
	if !fc.rawList.Exists() && fc.entryList != "" {
		w.checkRawEntries(fc, keys, raws, bad)
		return
	}
	if !fc.rawList.Exists() || fc.rawList.Err() != nil {
		for _, k := range raws {
			bad[k] = true
		}
		return
	}
	// Values with the same JSON, or structs with the same fields of the
	// labels the constraint names (rawLabels), have the same answer: each
	// distinct one is checked once (5,000 MCP parameter schemas under
	// #Parameters are all {type: "object"} to it: 120 ms of CPU at
	// 10,000 tools of the patterned shape before).
	list := &ast.ListLit{}
	at := map[string]int{}
	first := map[string]int{}       // key: index in list.Elts
	which := make([]int, len(raws)) // raws[i]: index in list.Elts
	for i, k := range raws {
		e, key := keys[k].v.raw, "v"+string(keys[k].v.json)
		if sl, ok := e.(*ast.StructLit); ok && fc.rawLabels != nil {
			p := &ast.StructLit{}
			for _, el := range sl.Elts {
				if l, ok := simpleLabel(el.(*ast.Field).Label); ok && fc.rawLabels[l] {
					p.Elts = append(p.Elts, el)
				}
			}
			if j, ok := rawJSON(p); ok {
				e, key = p, "p"+string(j)
			}
		}
		n, seen := first[key]
		if !seen {
			n = len(list.Elts)
			first[key] = n
			list.Elts = append(list.Elts, e)
			at[strconv.Itoa(n)] = n
		}
		which[i] = n
	}
	sub := make([]bool, len(list.Elts))
	lits := w.ctx.BuildExpr(list)
	v := fc.rawList.Unify(lits)
	markFailed(v.Validate(cue.Concrete(true)), at, sub)
	// The constraint may add to it (a default in a template, an optional
	// field's or a pattern's default inside it): the value must be the
	// literal's own, as Decode would read it. (Telling from the
	// constraint that it adds nothing missed regular-expression patterns
	// and optional fields: helper-25.)
	asWritten(raws, which, sub, bad, func(n int) bool {
		path := cue.MakePath(cue.Index(n))
		return v.LookupPath(path).Equals(lits.LookupPath(path))
	})
}

// asWritten marks bad the raw values (raws[i], the which[i]-th distinct
// one) that failed their check (sub) or that came out of it other than
// written (same reports whether the n-th came out as written, asked once
// per distinct value). Equals compares the data, as their JSON would, at a
// third of the cost of writing it (5,000 parameter schemas: 110 ms of
// checkRaw's 260 ms went to MarshalJSON).
func asWritten(raws, which []int, sub, bad []bool, same func(n int) bool) {
	known := make([]int8, len(sub)) // 0 unknown, 1 same, 2 changed
	for i, k := range raws {
		n := which[i]
		if sub[n] {
			bad[k] = true
			continue
		}
		if known[n] == 0 {
			known[n] = 2
			if same(n) {
				known[n] = 1
			}
		}
		bad[k] = known[n] != 1
	}
}

// checkRawEntries is checkRaw under a template that constrains the field:
// each distinct value is the one field of an entry of the template's
// (fieldCheck.entryList), and only its problems count: the entry's other
// fields are missing, and a pattern whose constraint on the field reads
// them is tied (tiedExact), its values checked with their entries.
func (w *worker) checkRawEntries(fc fieldCheck, keys []valueKey, raws []int, bad []bool) {
	var vals, ents bytes.Buffer // [v0, v1, ...] and [{label: v0}, ...], as JSON
	label, _ := json.Marshal(fc.label)
	first := map[string]int{}       // JSON: index in the lists
	which := make([]int, len(raws)) // raws[i]: index in the lists
	for i, k := range raws {
		j := keys[k].v.json
		n, seen := first[string(j)]
		if !seen {
			n = len(first)
			first[string(j)] = n
			if n > 0 {
				vals.WriteByte(',')
				ents.WriteByte(',')
			}
			vals.Write(j)
			fmt.Fprintf(&ents, "{%s:%s}", label, j)
		}
		which[i] = n
	}
	sub := make([]bool, len(first))
	lits := w.ctx.CompileString("[" + vals.String() + "]")
	v := w.ctx.CompileString(fc.entryList+" & ["+ents.String()+"]", cue.Scope(w.envValue()), cue.ImportPath(w.envPath), cue.InferBuiltins(true))
	if err := v.Validate(cue.Concrete(true)); err != nil {
		for _, e := range cueerrors.Errors(err) {
			path := e.Path()
			n, perr := -1, error(nil)
			if len(path) > 0 {
				n, perr = strconv.Atoi(path[0])
			}
			if perr != nil || n < 0 || n >= len(sub) {
				for _, k := range raws {
					bad[k] = true
				}
				return
			}
			if len(path) > 1 && strings.Trim(path[1], `"`) == fc.label {
				sub[n] = true
			}
		}
	}
	// Nothing added to the value (a default, a field): as in checkRaw.
	asWritten(raws, which, sub, bad, func(n int) bool {
		return v.LookupPath(cue.MakePath(cue.Index(n), cue.Str(fc.label))).Equals(lits.LookupPath(cue.MakePath(cue.Index(n))))
	})
}

// openFields returns the labels an open struct constraint declares when it
// is made of plain fields and an unconstrained "..." only (no pattern,
// embedding, comprehension or let), as CUE writes its syntax; nil
// otherwise. Under such a constraint a field of another label is neither
// checked nor changed, so a raw struct's answer is that of its fields of
// these labels (checkRaw).
func openFields(c cue.Value) map[string]bool {
	n := c.Syntax()
	sl, ok := n.(*ast.StructLit)
	if !ok {
		return nil
	}
	// A definition's value: {_#def, _#def: {...}}.
	if len(sl.Elts) == 2 {
		if emb, ok := sl.Elts[0].(*ast.EmbedDecl); ok {
			id, isID := emb.Expr.(*ast.Ident)
			fd, isField := sl.Elts[1].(*ast.Field)
			if isID && isField {
				if l, ok := fd.Label.(*ast.Ident); ok && l.Name == id.Name {
					if inner, ok := fd.Value.(*ast.StructLit); ok {
						sl = inner
					}
				}
			}
		}
	}
	labels := map[string]bool{}
	open := false
	for _, el := range sl.Elts {
		switch x := el.(type) {
		case *ast.Ellipsis:
			if x.Type != nil {
				return nil
			}
			open = true
		case *ast.Field:
			l, ok := simpleLabel(x.Label)
			if !ok || !isRegular(x.Label) || strings.HasPrefix(l, "_") || strings.HasPrefix(l, "#") {
				return nil
			}
			labels[l] = true
		default:
			return nil
		}
	}
	if !open {
		return nil
	}
	return labels
}

// rawJSON writes a value made of literals as JSON: structs of plain
// regular fields, lists, strings, decimal integers, bools and null. false
// for anything else (a reference, a float, whose JSON CUE may write
// otherwise, a field declared twice).
func rawJSON(e ast.Expr) ([]byte, bool) {
	var b bytes.Buffer
	var write func(e ast.Expr) bool
	write = func(e ast.Expr) bool {
		switch x := e.(type) {
		case *ast.BasicLit:
			switch x.Kind {
			case token.STRING:
				if !strings.HasPrefix(strings.TrimLeft(x.Value, "#"), `"`) {
					return false // bytes
				}
				s, err := literal.Unquote(x.Value)
				if err != nil {
					return false
				}
				if !writePlainJSON(&b, s) {
					j, err := json.Marshal(s)
					if err != nil {
						return false
					}
					b.Write(j)
				}
			case token.INT, token.FLOAT:
				j, ok := numberJSON(x.Value)
				if !ok {
					return false
				}
				b.WriteString(j)
			case token.TRUE, token.FALSE, token.NULL:
				b.WriteString(x.Value)
			default:
				return false
			}
		case *ast.UnaryExpr:
			bl, ok := x.X.(*ast.BasicLit)
			if x.Op != token.SUB || !ok || (bl.Kind != token.INT && bl.Kind != token.FLOAT) {
				return false
			}
			j, ok := numberJSON("-" + bl.Value)
			if !ok {
				return false
			}
			b.WriteString(j)
		case *ast.ListLit:
			b.WriteByte('[')
			for i, el := range x.Elts {
				if i > 0 {
					b.WriteByte(',')
				}
				ex, ok := el.(ast.Expr)
				if !ok || !write(ex) {
					return false
				}
			}
			b.WriteByte(']')
		case *ast.StructLit:
			b.WriteByte('{')
			seen := map[string]bool{}
			for i, el := range x.Elts {
				fd, ok := el.(*ast.Field)
				if !ok || fd.Constraint != token.ILLEGAL || !isRegular(fd.Label) || len(fd.Attrs) > 0 {
					return false
				}
				label, ok := simpleLabel(fd.Label)
				if !ok || seen[label] || strings.HasPrefix(label, "#") {
					return false
				}
				seen[label] = true
				if i > 0 {
					b.WriteByte(',')
				}
				if !writePlainJSON(&b, label) {
					j, _ := json.Marshal(label)
					b.Write(j)
				}
				b.WriteByte(':')
				if !write(fd.Value) {
					return false
				}
			}
			b.WriteByte('}')
		default:
			return false
		}
		return true
	}
	if !write(e) {
		return nil, false
	}
	return b.Bytes(), true
}

// writePlainJSON writes s as a JSON string when it is printable ASCII that
// encoding/json writes as it is (no quote, backslash or <, > and &, which
// it escapes), and reports whether it did: most descriptions are, and
// json.Marshal of each took a fifth of rawJSON's time.
func writePlainJSON(b *bytes.Buffer, s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20 || c >= 0x7f, c == '"', c == '\\', c == '<', c == '>', c == '&':
			return false
		}
	}
	b.WriteByte('"')
	b.WriteString(s)
	b.WriteByte('"')
	return true
}

// numberJSON is the JSON CUE writes for the number literal s (a leading
// minus allowed): s itself when it is a decimal number CUE writes as
// written, else what CUE makes of it (1e3 is 1E+3, 1_000 1000, 0x10 16,
// 1Ki 1024, -0 0), asked of CUE once per literal. A literal in the
// parameters of 5,000 MCP tools, maximum: 1e3, sent them all to CUE's
// evaluation of the package (1.3x cue vet at 10,000 tools, 330 MB).
func numberJSON(s string) (string, bool) {
	digits := strings.TrimPrefix(s, "-")
	if decimalNumber(digits) && (digits == s || strings.Trim(digits, "0.") != "") {
		return s, true
	}
	if j, ok := numberTexts.Load(s); ok {
		return j.(string), j.(string) != ""
	}
	numberMu.Lock()
	defer numberMu.Unlock()
	j := ""
	if numberCtx == nil {
		numberCtx = cuecontext.New()
	}
	if v := numberCtx.CompileString(s); v.Err() == nil {
		if k := v.Kind(); k == cue.IntKind || k == cue.FloatKind {
			if b, err := v.MarshalJSON(); err == nil {
				j = string(b)
			}
		}
	}
	// Remembered up to a bound: a process loading many policies keeps
	// no more than maxNumberTexts of them.
	if numberCount < maxNumberTexts {
		numberTexts.Store(s, j)
		numberCount++
	}
	return j, j != ""
}

const maxNumberTexts = 1 << 14

var (
	numberTexts sync.Map // literal → its JSON, "" if none
	numberMu    sync.Mutex
	numberCtx   *cue.Context
	numberCount int // entries in numberTexts, under numberMu
)

// decimalNumber reports whether s is a number CUE writes in JSON as it is
// written: an integer or a decimal fraction, without exponent (CUE also
// reads 1_000, 0x10, 1Ki and 1e3, whose JSON it writes otherwise: 1000,
// 16, 1024, 1E+3).
func decimalNumber(s string) bool {
	whole, frac, isFrac := strings.Cut(s, ".")
	if whole == "" || (whole[0] == '0' && len(whole) > 1) || len(s) > 40 || (isFrac && frac == "") {
		return false
	}
	// Below 1e-6 CUE writes an exponent (0.0000001 is 1E-7): its first
	// significant digit must come within six places, and zero within six.
	if whole == "0" && isFrac && len(frac)-len(strings.TrimLeft(frac, "0")) >= 6 {
		return false
	}
	for _, c := range whole + frac {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// fieldCheck looks up the constraint on one field of a section's entry
// definition and compiles what checkValues needs; the zero fieldCheck (no
// list) sends every value of the field to whole validation.
func (w *worker) fieldCheck(section, tmpl, label string) fieldCheck {
	var fc fieldCheck
	pl := schemaPlans()[section]
	if pl == nil {
		return fc
	}
	schemaC := defField(w.sch.LookupPath(cue.MakePath(cue.Def(pl.def))), label)
	c := schemaC
	if tmpl != "" {
		c = defField(w.tmplDef(section, tmpl), label)
	}
	if !c.Exists() {
		return fc
	}
	_, fc.hasDefault = c.Default()
	fc.c = c
	scope := w.ctx.CompileString("{}").FillPath(cue.MakePath(cue.Str("C")), c)
	fc.list = w.ctx.CompileString("[...C]", cue.Scope(scope))
	// Raw values (structs) need the constraint's closedness, which a
	// plain field drops (annotations: {"x y": true} passed [...C]); as a
	// definition it keeps it. Under a template, the constraint taken out
	// of the unified definition loses the template's nested closedness
	// (parameters: {x: 1} under a closed #M passed: helper-25), so raw
	// values of templated entries are validated with their whole entry,
	// unless the template says nothing about the field (#MCPTool: #Tool &
	// {source: "mcp"} and parameters): it is then the schema's constraint,
	// checked as without a template.
	// A policy that redeclares what the section's definition depends on
	// (#Parameters: close({...})) has its entries' templates name the
	// definition (envOnly): the schema's constraint alone is not theirs
	// (helper-75, review36).
	forced := slices.Contains(strings.Split(tmpl, " & "), pl.def)
	if schemaC.Exists() && !forced {
		if tmpl == "" || !w.tmplTouches(section, tmpl, label) {
			defScope := w.ctx.CompileString("{}").FillPath(cue.MakePath(cue.Def("#C")), schemaC)
			fc.rawList = w.ctx.CompileString("[...#C]", cue.Scope(defScope))
			fc.rawLabels = openFields(schemaC)
		} else {
			fc.entryList = "[...(" + pl.def + " & (" + tmpl + "))]"
			fc.label = label
		}
	}
	// A constraint every string (or bool) is an instance of, as CUE's
	// subsumption decides (card?: string), needs no value-by-value check.
	fc.anyString = c.Subsume(w.ctx.CompileString("string")) == nil
	fc.anyBool = c.Subsume(w.ctx.CompileString("bool")) == nil
	if c.IncompleteKind()&cue.StringKind != 0 {
		pat := w.ctx.CompileString("close({[C]: _})", cue.Scope(scope))
		if pat.Err() == nil && pat.Validate() == nil && pat.IsClosed() {
			fc.pattern = pat
		}
		if m, ok := goMatcher(c); ok && !w.cueMatch {
			fc.match = m
		}
	}
	return fc
}

// twoDefaults reports whether an entry's string default, *"x" | ..., meets
// a constraint with a default of its own so that the field's value is "x",
// as CUE unifies the two disjunctions: their defaults unified, when that
// holds (*"deferred" | #State with *"deferred" | "active" is "deferred").
// Anything else (the defaults conflict, the result is not "x") is left to
// the entry's whole validation.
func (w *worker) twoDefaults(fc fieldCheck, v litValue) bool {
	text, err := format.Node(v.expr)
	if err != nil {
		return false
	}
	u := fc.c.Unify(w.ctx.CompileBytes(text))
	if u.Err() != nil {
		return false
	}
	d, ok := u.Default()
	if !ok || d.Validate(cue.Concrete(true)) != nil {
		return false
	}
	got, err := d.String()
	return err == nil && got == v.str
}

// resolveDefaults finds the value of each field an entry writes as a
// disjunction with a default of its own (*"builtin" | "mcp", litValue.dflt)
// whose default checkValues found not to be the value: a template's
// source: "mcp" makes the field "mcp". That value is the field's
// constraint unified with the disjunction, then its default, as CUE
// resolves the field in the entry (the constraint is all the entry's
// field meets: the entry is declared once and nothing refers to it). A
// value that is not one concrete string or bool is left bad, for CUE to
// evaluate the entry whole and word the problem. 10k tools with
// source: *"builtin" | "mcp" on every entry: the MCP half was evaluated
// whole, 0.80x cue vet.
func (w *worker) resolveDefaults(keys []valueKey, bad []bool, res []*litValue) {
	var fc fieldCheck
	for i, k := range keys {
		if !bad[i] || !k.v.dflt || k.v.expr == nil {
			continue
		}
		if !fc.c.Exists() {
			fc = w.each[k.section+"|"+k.tmpl+"."+k.label]
			if !fc.c.Exists() {
				return
			}
		}
		text, err := format.Node(k.v.expr)
		if err != nil {
			continue
		}
		u := fc.c.Unify(w.ctx.CompileBytes(text))
		if u.Err() != nil {
			continue
		}
		d, _ := u.Default()
		if d.Validate(cue.Concrete(true)) != nil {
			continue
		}
		lv := litValue{label: k.v.label}
		switch d.Kind() {
		case cue.StringKind:
			lv.str, err = d.String()
			lv.isStr = true
		case cue.BoolKind:
			lv.b, err = d.Bool()
		default:
			continue
		}
		if err == nil {
			bad[i], res[i] = false, &lv
		}
	}
}

// exprKey writes an expression defaultLit accepts (literals, predeclared
// names, unary and binary operators) as a key: the same key, the same
// expression.
func exprKey(e ast.Expr) string {
	var b strings.Builder
	var walk func(ast.Expr)
	walk = func(e ast.Expr) {
		switch e := e.(type) {
		case *ast.BasicLit:
			b.WriteString(e.Value)
		case *ast.Ident:
			b.WriteString(e.Name)
		case *ast.ParenExpr:
			walk(e.X)
		case *ast.UnaryExpr:
			b.WriteString(e.Op.String())
			walk(e.X)
		case *ast.BinaryExpr:
			b.WriteByte('(')
			walk(e.X)
			b.WriteString(e.Op.String())
			walk(e.Y)
			b.WriteByte(')')
		default:
			fmt.Fprintf(&b, "%p", e) // not expected: a key of its own
		}
	}
	walk(e)
	return b.String()
}

// defField returns a definition's constraint on the field label, however
// the field is marked (label, label?, label!); it does not exist if the
// definition has no such field.
func defField(d cue.Value, label string) cue.Value {
	for _, sel := range []cue.Selector{cue.Str(label), cue.Str(label).Optional(), cue.Str(label).Required()} {
		if fv := d.LookupPath(cue.MakePath(sel)); fv.Exists() {
			return fv
		}
	}
	return cue.Value{}
}

// markFailed marks the elements an error's paths start with; an error it
// cannot place marks them all.
func markFailed(err error, at map[string]int, bad []bool) {
	if err == nil {
		return
	}
	for _, e := range cueerrors.Errors(err) {
		path := e.Path()
		i, ok := 0, false
		if len(path) > 0 {
			i, ok = at[strings.Trim(path[0], `"`)]
		}
		if !ok {
			for j := range bad {
				bad[j] = true
			}
			return
		}
		bad[i] = true
	}
}

// sectionTypes maps each fast section to its map element type in rawPolicy.
func sectionTypes() map[string]reflect.Type {
	out := map[string]reflect.Type{}
	rt := reflect.TypeFor[rawPolicy]()
	for i := range rt.NumField() {
		f := rt.Field(i)
		name := strings.Split(f.Tag.Get("json"), ",")[0]
		if f.Type.Kind() == reflect.Map {
			out[name] = f.Type.Elem()
		}
	}
	return out
}

// sectionConstraint returns the schema's constraint on a top-level section,
// whether the schema marks it required, optional or neither.
func sectionConstraint(sch cue.Value, section string) cue.Value {
	for _, sel := range []cue.Selector{cue.Str(section).Required(), cue.Str(section).Optional(), cue.Str(section)} {
		if v := sch.LookupPath(cue.MakePath(sel)); v.Exists() {
			return v
		}
	}
	return cue.Value{}
}

// elemDecoder sets the fields of a section's element type by JSON name.
type elemDecoder struct {
	typ    reflect.Type
	labels []string // by field index; "" for untagged fields
	index  map[string]int
}

func newElemDecoder(t reflect.Type) *elemDecoder {
	d := &elemDecoder{typ: t, index: map[string]int{}}
	for i := range t.NumField() {
		label := strings.Split(t.Field(i).Tag.Get("json"), ",")[0]
		d.labels = append(d.labels, label)
		if label != "" {
			d.index[label] = i
		}
	}
	return d
}

func (w *worker) validateBatch(section string, entries []*litEntry, dec *elemDecoder) error {
	sec, err := w.evalBatch(section, entries)
	if err != nil {
		return err
	}
	if err := sec.Validate(cue.Concrete(true)); err != nil {
		return err
	}
	for _, e := range entries {
		out, ok := dec.fromLiterals(e)
		if !ok {
			// A literal the Go type does not hold directly: let CUE decode it.
			out = reflect.New(dec.typ).Elem()
			if err := sec.LookupPath(cue.MakePath(cue.Str(e.name))).Decode(out.Addr().Interface()); err != nil {
				return err
			}
			e.out = out
			continue
		}
		// Fields the entry leaves out may still have a value from the schema
		// (a default such as source: *"builtin"); ask CUE for those, and
		// for the raw values (parameters: {...}), to which a template may
		// add.
		set := dec.present(e)
		for _, lv := range e.values {
			if i, found := dec.index[lv.label]; found && (lv.raw != nil || lv.dflt) {
				set[i] = false
				out.Field(i).SetZero()
			}
		}
		// A template that is a disjunction of structs leaves the entry
		// one: its fields are its default's.
		ev := sec.LookupPath(cue.MakePath(cue.Str(e.name)))
		if d, ok := ev.Default(); ok {
			ev = d
		} else if !ev.IsConcrete() {
			// Disjuncts left and none the default (an entry that chooses
			// its template, two that fit): incomplete, which the section's
			// Validate does not see (cue v0.17.1), the entry's does.
			if err := ev.Validate(cue.Concrete(true)); err != nil {
				return err
			}
			return cueerrors.Newf(e.field.Pos(), "%s.%s: incomplete value", section, e.name)
		}
		for i, label := range dec.labels {
			if label == "" || set[i] {
				continue
			}
			fv := ev.LookupPath(cue.MakePath(cue.Str(label)))
			if !fv.Exists() {
				continue
			}
			if d, ok := fv.Default(); ok {
				fv = d
			}
			if !fv.IsConcrete() {
				continue
			}
			if err := fv.Decode(out.Field(i).Addr().Interface()); err != nil {
				return err
			}
		}
		e.out = out
	}
	return nil
}

// evalBatch evaluates entries of one section as the package would: each
// literal with its template, unified with the schema's constraint on the
// section. It returns the section's value.
func (w *worker) evalBatch(section string, entries []*litEntry) (cue.Value, error) {
	fields := make([]ast.Decl, len(entries))
	for i, e := range entries {
		fields[i] = e.field
	}
	var opts []cue.BuildOption
	if hasTemplate(entries) {
		// The entry's own literal at its place in the user's file, its
		// template written out and compiled in the env's scope, where the
		// templates' definitions are (at their places too, env.go).
		for i, e := range entries {
			if e.tmpl == "" {
				continue
			}
			t, err := parser.ParseExpr(templateFile, e.tmpl)
			if err != nil {
				return cue.Value{}, err
			}
			placeOwnDefs(t, e.field.Value)
			fields[i] = &ast.Field{Label: e.field.Label, Value: &ast.BinaryExpr{X: t, Op: token.AND, Y: ownLiteral(e.field.Value)}}
		}
		env := w.envValue() // sets envPath
		// A rest's call of the standard library names its package as
		// its file's import did (builtinImport).
		opts = append(opts, cue.Scope(env), cue.ImportPath(w.envPath), cue.InferBuiltins(true))
	}
	// Patterns that refer to their label apply to the entries here as in
	// the package (labelpat.go).
	fields = append(depFields(entries), fields...)
	var val ast.Expr = &ast.StructLit{Elts: fields}
	if len(opts) > 0 {
		// The section's constraint is the env's own (sectionRef), so the
		// templates' definitions and the constraint's name the same
		// compiled #Tool, and the batch is evaluated once, as it is built.
		val = &ast.BinaryExpr{X: ast.NewIdent(sectionRef(section)), Op: token.AND, Y: val}
	}
	doc := []ast.Decl{&ast.Field{Label: ast.NewIdent(section), Value: val}}
	var v cue.Value
	if len(opts) == 0 {
		v = w.ctx.BuildExpr(&ast.StructLit{Elts: doc})
	} else {
		// As a file: BuildExpr (cue v0.17.1) leaves out the closedness of
		// definitions in what it builds, which the unification in the
		// other branch restores ({#X: {a: int}, a: #X & {b: 1}} built as
		// an expression validates).
		v = w.ctx.BuildFile(&ast.File{Decls: doc}, opts...)
	}
	if err := v.Err(); err != nil {
		return cue.Value{}, err
	}
	if len(opts) == 0 {
		v = w.wrap[section].Unify(v)
	}
	return v.LookupPath(cue.MakePath(cue.Str(section))), nil
}

// placeOwnDefs gives the definitions the entry names itself (#OnDemand of
// #OnDemand & {...}) the position of that name in the user's file, as CUE
// cites it.
func placeOwnDefs(tmpl, own ast.Expr) {
	at := map[string]token.Pos{}
	walkRefs1(own, func(id *ast.Ident) {
		if _, ok := at[id.Name]; !ok {
			at[id.Name] = id.NamePos
		}
	})
	if len(at) == 0 {
		return
	}
	ast.Walk(tmpl, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if p, ok := at[id.Name]; ok {
				id.NamePos = p
			}
		}
		return true
	}, nil)
}

// ownLiteral returns the struct literal of an entry's value (the {...} of
// #OnDemand & {...}), or an empty one.
func ownLiteral(e ast.Expr) ast.Expr {
	switch e := e.(type) {
	case *ast.StructLit:
		// {#OnDemand, ...}: the definitions are in the template, written
		// out; the user's identifiers may be resolved to declarations of
		// the user's file, which CUE refuses to compile elsewhere.
		if slices.ContainsFunc(e.Elts, func(d ast.Decl) bool { _, emb := d.(*ast.EmbedDecl); return emb }) {
			return &ast.StructLit{Lbrace: e.Lbrace, Rbrace: e.Rbrace, Elts: slices.DeleteFunc(slices.Clone(e.Elts), func(d ast.Decl) bool {
				_, emb := d.(*ast.EmbedDecl)
				return emb
			})}
		}
		return e
	case *ast.ParenExpr:
		return ownLiteral(e.X)
	case *ast.CallExpr:
		// close({...}): its closedness is in the entry's template.
		if isCloseCall(e) {
			return ownLiteral(e.Args[0])
		}
	case *ast.BinaryExpr:
		if x, ok := ownLiteral(e.X).(*ast.StructLit); ok && len(x.Elts) > 0 {
			return x
		}
		return ownLiteral(e.Y)
	}
	return &ast.StructLit{}
}

func hasTemplate(entries []*litEntry) bool {
	for _, e := range entries {
		if e.tmpl != "" {
			return true
		}
	}
	return false
}

// fromLiterals builds the element from the entry's own literals; ok is false
// when one does not fit its Go field.
func (d *elemDecoder) fromLiterals(e *litEntry) (reflect.Value, bool) {
	out := reflect.New(d.typ).Elem()
	for _, lv := range e.values {
		if i, found := d.index[lv.label]; found && !assign(out.Field(i), lv) {
			return reflect.Value{}, false
		}
	}
	return out, true
}

// present reports, by field index, which fields the entry sets itself.
func (d *elemDecoder) present(e *litEntry) []bool {
	set := make([]bool, len(d.labels))
	for _, lv := range e.values {
		if i, found := d.index[lv.label]; found {
			set[i] = true
		}
	}
	return set
}

// assign stores a literal in a string, bool or pointer-to-either field;
// a raw value in a json.RawMessage (as its JSON), a []string or a
// map[string]any of strings and bools. false leaves the entry to CUE.
func assign(f reflect.Value, lv litValue) bool {
	if lv.raw != nil {
		return assignRaw(f, lv)
	}
	if f.Kind() == reflect.Pointer {
		p := reflect.New(f.Type().Elem())
		f.Set(p)
		f = p.Elem()
	}
	switch {
	case lv.isStr && f.Kind() == reflect.String:
		f.SetString(lv.str)
	case !lv.isStr && f.Kind() == reflect.Bool:
		f.SetBool(lv.b)
	default:
		return false
	}
	return true
}

// rawSections returns raw's map-valued sections by their labels.
func rawSections(raw *rawPolicy) map[string]reflect.Value {
	rv := reflect.ValueOf(raw).Elem()
	out := map[string]reflect.Value{}
	for i := range rv.NumField() {
		name, _, _ := strings.Cut(rv.Type().Field(i).Tag.Get("json"), ",")
		if rv.Field(i).Kind() == reflect.Map {
			out[name] = rv.Field(i)
		}
	}
	return out
}

// mergeLiterals adds the decoded entries to the sections of raw.
func mergeLiterals(entries []*litEntry, raw *rawPolicy) {
	maps := rawSections(raw)
	// Sized up front: a section can hold ten thousand entries.
	count := map[string]int{}
	for _, e := range entries {
		if e.out.IsValid() {
			count[e.section]++
		}
	}
	for section, n := range count {
		m := maps[section]
		grown := reflect.MakeMapWithSize(m.Type(), n+m.Len())
		iter := m.MapRange()
		for iter.Next() {
			grown.SetMapIndex(iter.Key(), iter.Value())
		}
		m.Set(grown)
	}
	for _, e := range entries {
		if e.out.IsValid() {
			maps[e.section].SetMapIndex(reflect.ValueOf(e.name), e.out)
		}
	}
}

var rawMessageType = reflect.TypeFor[json.RawMessage]()

// assignRaw stores a raw value (assign).
func assignRaw(f reflect.Value, lv litValue) bool {
	switch {
	case f.Type() == rawMessageType:
		f.SetBytes(bytes.Clone(lv.json))
		return true
	case f.Kind() == reflect.Slice && f.Type().Elem().Kind() == reflect.String:
		var ss []string
		if json.Unmarshal(lv.json, &ss) != nil || ss == nil {
			return false
		}
		out := reflect.MakeSlice(f.Type(), len(ss), len(ss))
		for i, s := range ss {
			out.Index(i).SetString(s)
		}
		f.Set(out)
		return true
	case f.Kind() == reflect.Map && f.Type().Key().Kind() == reflect.String && f.Type().Elem().Kind() == reflect.Interface:
		var m map[string]any
		if json.Unmarshal(lv.json, &m) != nil || m == nil {
			return false
		}
		for _, v := range m {
			switch v.(type) {
			case string, bool:
			default:
				return false // numbers and the rest: as CUE decodes them
			}
		}
		out := reflect.MakeMapWithSize(f.Type(), len(m))
		for k, v := range m {
			out.SetMapIndex(reflect.ValueOf(k), reflect.ValueOf(v))
		}
		f.Set(out)
		return true
	case f.Kind() == reflect.Pointer || f.Kind() == reflect.Slice || f.Kind() == reflect.Struct:
		// A condition (visible_when: {any: [{mode: "agent"}]}) or a list
		// of variants: what encoding/json makes of the literal's JSON is
		// what CUE's Decode makes of the value when every field the JSON
		// sets is a string, a bool, or a struct, slice or pointer of
		// those (jsonFits).
		var v any
		d := json.NewDecoder(bytes.NewReader(lv.json))
		d.UseNumber()
		if d.Decode(&v) != nil || !jsonFits(f.Type(), v) {
			return false
		}
		p := reflect.New(f.Type())
		if json.Unmarshal(lv.json, p.Interface()) != nil {
			return false
		}
		f.Set(p.Elem())
		return true
	}
	return false
}

// jsonFits reports whether a JSON value decoded into any goes into a Go
// value of type t through fields encoding/json and CUE's Decode fill
// alike: strings, bools, and structs (by their JSON tags), slices and
// pointers of those. A number, a null, a map, an interface, an unknown
// key or a type that decodes itself (UnmarshalJSON, UnmarshalCUE) does
// not fit.
func jsonFits(t reflect.Type, v any) bool {
	pt := reflect.PointerTo(t)
	if _, ok := pt.MethodByName("UnmarshalJSON"); ok {
		return false
	}
	if _, ok := pt.MethodByName("UnmarshalCUE"); ok {
		return false
	}
	switch t.Kind() {
	case reflect.Pointer:
		return v != nil && jsonFits(t.Elem(), v)
	case reflect.String:
		_, ok := v.(string)
		return ok
	case reflect.Bool:
		_, ok := v.(bool)
		return ok
	case reflect.Slice:
		l, ok := v.([]any)
		if !ok {
			return false
		}
		for _, x := range l {
			if !jsonFits(t.Elem(), x) {
				return false
			}
		}
		return true
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			return false
		}
		for k, x := range m {
			found := false
			for i := range t.NumField() {
				sf := t.Field(i)
				if tag := strings.Split(sf.Tag.Get("json"), ",")[0]; tag == k && sf.IsExported() {
					if !jsonFits(sf.Type, x) {
						return false
					}
					found = true
					break
				}
			}
			if !found {
				return false
			}
		}
		return true
	}
	return false
}
