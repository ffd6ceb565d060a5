package compiler

import (
	"fmt"
	"hash/fnv"
	"maps"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/build"
	"cuelang.org/go/cue/cuecontext"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
	"github.com/toolpolicy/toolpolicy/internal/par"
)

// Why this file exists: the fast path (fast.go) takes literal entries only.
// Idiomatic CUE computes many of them from the policy's own data instead:
//
//	_mcp: {source: "mcp", state: "deferred"}
//	tools: github_get_issue: {_mcp, niche: "Read one issue on \(_host)."}
//	for t in _githubTools {tools: "github_\(t.name)": {_mcp, niche: t.niche}}
//
// Each such entry or comprehension used to keep its whole section in the
// package, where CUE evaluates every entry against the schema: slower than
// `cue vet` itself. Yet what they compute depends only on hidden fields and
// `let` bindings, which the schema does not constrain. fold evaluates those
// constructs with CUE, apart from the schema and from the rest of the
// policy, and puts their concrete values in their place as literals, which
// the fast path then takes like any other.
//
// That changes nothing CUE would make of the policy only when the value of
// a construct is all there is to it. So a construct is folded only when:
//   - every reference in it (and in the hidden fields and lets it uses, on
//     down) is to a `let`, an alias or a for clause's variable inside it, a
//     `let` of its file, a hidden field declared by plain top-level fields,
//     a standard-library import, or a predeclared identifier other than
//     those that close or choose (close, or, error). Not to a field inside
//     it: CUE resolves that late, in the value the struct becomes part of
//     (the entry with its other declarations and templates, the section);
//   - nothing in it names a validator of structs or lists (package struct,
//     list.MaxItems and the like), which a literal would drop, or embeds a
//     file (@embed);
//   - none of them has an optional or required field, a pattern
//     constraint or a definition: what is left of those after evaluation is
//     not in a concrete value (closedness can reject a template's field).
//     A hidden field with constraints (_tail: [S=string]: "via \(S).") is
//     let in when it is only selected, and each selection comes to a
//     scalar (_tail.github, a string): the constraints stay behind;
//   - its value is concrete, defaults aside. A default is not resolved by
//     the fold: it could meet one of the schema's or a template's, which
//     CUE would unify with it. An entry's field with a default (state:
//     *"deferred" | _) is kept as it is, in an open definition the entry
//     is unified with (#toolpolicyDefault_… & {...}), so CUE resolves it
//     in the package as before; a default anywhere else (a field of a
//     field, a value folded alone) leaves the construct unfolded;
//   - order is kept where the policy can see it (findOrdered). CUE puts
//     the entries a comprehension yields with dynamic labels ((n): ...)
//     after every declared entry, top-level comprehensions first, file by
//     file; in a section something iterates, comprehensions fold only when
//     all of them do and are of that kind, and their entries then go
//     there. A section whose entries' own field order shows (an entry
//     iterated, copied whole, a struct field of one copied) folds nothing.
//
// A policy that fails to load after a fold is loaded again without the fast
// path (plainWords), so its problems are worded and placed as CUE's own.

// foldKind is what a foldTarget replaces.
type foldKind int

const (
	foldEntry      foldKind = iota // a section entry's value
	foldSectionGen                 // a comprehension inside a section's struct
	foldTopGen                     // a comprehension at the top of a file
	foldField                      // one field's value, in an entry
)

// foldTarget is one construct fold evaluates and replaces.
type foldTarget struct {
	kind foldKind
	file int
	// foldEntry: the entry, and the definitions its value is a conjunction
	// of (kept as they are: the fast path applies them as a template).
	field *ast.Field
	defs  []ast.Expr
	expr  ast.Expr // what is evaluated
	name  string   // foldEntry: the entry's name
	// section is the section a foldEntry's or foldField's entry is in.
	section string
	// foldSectionGen: the section's struct holding the comprehension;
	// foldTopGen: the comprehension's declaration.
	lit  *ast.StructLit
	decl ast.Node
	key  cue.Path // where its value is in the fold's package
	// labels the comprehension yields at its top (foldTopGen).
	labels []string
	deps   *foldDeps
	// tail holds what a comprehension made for sections whose order the
	// policy observes: it goes after every declared entry (evaluate).
	tail []ast.Decl
	// fields are a foldEntry's fields to fold one by one instead, when
	// its value is a struct of fields; each is a foldField whose field is
	// the entry's field.
	fields []*foldTarget
	// genDefs are the definitions a comprehension's entries are a
	// conjunction of ((k): #OnDemand & {...}), and defIdents where it names
	// them: evaluated as _ and given back to every entry (allowGenDefs).
	genDefs   []string
	defIdents []*ast.Ident
	// genClose is set when the entries are close({...}) (with or without
	// definitions): close is evaluated as CUE's and every entry is given
	// it back (withGenDefs), which a literal would drop.
	genClose bool
	// dynamic is set on a foldSectionGen that is one field with a dynamic
	// label, not a comprehension.
	dynamic bool
	// ref is set on a foldTopGen that is a section declared as a
	// selection of a hidden field (tools: _github.out, _github a
	// #Server's instance): its value must be plain data (regularTree),
	// whatever the field's constraints.
	ref bool
}

// foldDeps is what a construct refers to directly outside itself.
type foldDeps struct {
	hidden  map[string]bool
	lets    map[*ast.LetClause]int // → the file declaring it
	imports map[*ast.ImportSpec]int
	// bare are the hidden fields referred to other than by a selector
	// (_h, not _h.x); sels the selections of hidden fields (_h.x). A
	// hidden field with constraints (a pattern, an optional field) may only
	// be selected, and only down to a value that is not a struct or list
	// (depInfo.constrained).
	bare map[string]bool
	sels map[foldSel]bool
	// iter are the hidden fields a for clause ranges over (for k, v in
	// _h): a constrained one may be, when what the construct makes of its
	// entries carries none of its constraints (regularTree).
	iter map[string]bool
	// regular are the top-level regular fields selected down to literal
	// data (mcp.keep_loaded: a list of strings): regularSel.
	regular map[string]bool
	// defs are the policy's top-level definitions a constrained hidden
	// field names (_specs: [...#Spec]: defOK), whose declarations the unit
	// holds; schema is set when one of them, or the field, names a
	// definition of the schema's (#Line), whose definitions it then holds
	// too.
	defs   map[string]bool
	schema bool
	// defSel is set when the construct selects a field of a definition
	// applied to a struct, (#Desc & {_head: "..."}).out: what it gives
	// must be plain data (regularTree).
	defSel bool
}

// foldSel is a selection of a hidden field, _hidden.label.
type foldSel struct{ hidden, label string }

func newFoldDeps() *foldDeps {
	return &foldDeps{hidden: map[string]bool{}, lets: map[*ast.LetClause]int{}, imports: map[*ast.ImportSpec]int{},
		bare: map[string]bool{}, sels: map[foldSel]bool{}, regular: map[string]bool{}, iter: map[string]bool{}, defs: map[string]bool{}}
}

// depInfo is a hidden field's or let's check, once.
type depInfo struct {
	state int8 // 1 ok, 2 not foldable, 3 being checked (a cycle: CUE reports it)
	deps  *foldDeps
	// constrained is set on a hidden field whose declarations hold a
	// pattern constraint, or an optional or required field: its value is
	// more than its concrete fields, and may not flow into a folded
	// construct whole. `_tail: [S=string]: " through \(S)."` selected as
	// _tail.github is a string all the same.
	constrained bool
}

// folder holds the package-wide facts fold checks constructs against.
type folder struct {
	// broken is set when a unit's evaluation fails: the policy has a
	// problem (foldData).
	broken atomic.Bool
	// allowDefs are the definitions named as an entry's conjunct in a
	// comprehension the fold may take (allowGenDefs).
	allowDefs map[*ast.Ident]bool
	// allowClose are the close() an entry a comprehension yields is,
	// which the fold gives back to each (genClose).
	allowClose map[*ast.Ident]bool
	// readCopies: sections read by a comprehension or len, whose copies
	// of hidden maps the fold takes from expand.go.
	readCopies map[string]bool
	files      []*ast.File
	srcOf      func(string) []byte
	hidden     map[string][]foldDecl // top-level hidden fields, every declaration
	regular    map[string][]foldDecl // top-level regular fields but the sections, every declaration
	labels     map[string]bool       // every top-level label (shadowing predeclared names)
	// touched: labels a top-level comprehension or embedding may declare;
	// off: some top-level declaration could declare anything.
	touched map[string]bool
	off     bool
	// ordered, entryOrder: sections whose order, or whose entries' field
	// order, the policy can observe (findOrdered).
	ordered, entryOrder map[string]bool
	// contrib: by section, every comprehension or embedding that may add
	// entries to it (at the top of a file, or in its struct).
	contrib map[string][]ast.Node
	hid     map[string]*depInfo
	lets    map[*ast.LetClause]*depInfo
	// defs are the top-level definitions, every declaration, and def
	// their checks (defOK).
	defs map[string][]foldDecl
	def  map[string]*depInfo
}

type foldDecl struct {
	file  int
	field *ast.Field
}

// containerValidators are the functions of package list that constrain a
// list rather than compute a value.
var containerValidators = map[string]bool{"MaxItems": true, "MinItems": true, "UniqueItems": true, "IsSorted": true, "IsSortedStrings": true, "MatchN": true}

// notFoldable are predeclared identifiers whose result is more than a
// concrete value: closedness, a disjunction, an error.
var notFoldable = map[string]bool{"close": true, "or": true, "error": true, "__closeAll": true, "matchN": true, "matchIf": true}

// foldData evaluates and replaces what it can fold in files, in place, and
// reports which files changed (nil: none), and whether an evaluation
// failed, which only a broken policy's does (the package's evaluation
// would fail as well).
// read holds the sections something reads by a for clause or len (nil:
// foldData finds them itself).
func foldData(files []*ast.File, srcOf func(string) []byte, read map[string]bool) (changed []bool, broken bool) {
	fo, targets := planFold(files, srcOf, read)
	if len(targets) == 0 {
		return nil, false
	}
	changed = fo.evaluate(targets)
	return changed, fo.broken.Load()
}

// planFold finds what foldData may fold in files.
func planFold(files []*ast.File, srcOf func(string) []byte, read map[string]bool) (*folder, []*foldTarget) {
	fo := &folder{files: files, srcOf: srcOf, hidden: map[string][]foldDecl{}, regular: map[string][]foldDecl{}, labels: map[string]bool{},
		touched: map[string]bool{}, ordered: map[string]bool{}, entryOrder: map[string]bool{}, contrib: map[string][]ast.Node{},
		hid: map[string]*depInfo{}, lets: map[*ast.LetClause]*depInfo{}, defs: map[string][]foldDecl{}, def: map[string]*depInfo{}}
	// A comprehension that copies a hidden map into a section (for k, v in
	// _m {tools: (k): v}) is expand.go's, except in a section something
	// reads, which expand leaves whole (its order would be the
	// comprehension's) and the fold's order model covers.
	if read == nil {
		read = map[string]bool{}
		for _, f := range files {
			reads, _ := scanReads(f)
			for _, r := range reads {
				if r.kind != readSel {
					read[r.section] = true
				}
			}
		}
	}
	fo.readCopies = read
	var cands []*foldTarget
	for i, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.Attribute:
				// An experiment changes what CUE makes of the file, and
				// @extern(embed) lets it embed files: the fold's package
				// would have neither.
				if d.Name() == "experiment" || d.Name() == "extern" {
					return nil, nil
				}
			case *ast.Field:
				name, ok := simpleLabel(d.Label)
				if !ok {
					fo.off = true
					continue
				}
				fo.labels[name] = true
				if _, isLit := d.Value.(*ast.StructLit); !isLit || d.Constraint != token.ILLEGAL {
					// tools?: {...} and tools!: {...} are not scanned for
					// candidates either: what they add counts as unfolded.
					// tools: _h, tools: close({...}): entries CUE orders
					// in ways the fold does not model; never folds.
					fo.contrib[name] = append(fo.contrib[name], d)
				}
				if _, isIdent := d.Label.(*ast.Ident); isIdent && strings.HasPrefix(name, "_") && !strings.HasPrefix(name, "_#") {
					fo.hidden[name] = append(fo.hidden[name], foldDecl{i, d})
				} else if isIdent && strings.HasPrefix(name, "#") {
					fo.defs[name] = append(fo.defs[name], foldDecl{i, d})
				} else if isRegular(d.Label) && !strings.HasPrefix(name, "#") && !slices.Contains(fastSections, name) {
					fo.regular[name] = append(fo.regular[name], foldDecl{i, d})
				}
				if slices.Contains(fastSections, name) && d.Constraint == token.ILLEGAL {
					cands = append(cands, fo.sectionCands(i, d)...)
					if hiddenSelection(d.Value) && isRegular(d.Label) && len(d.Attrs) == 0 {
						cands = append(cands, &foldTarget{kind: foldTopGen, file: i, decl: d, expr: d.Value, labels: []string{name}, ref: true})
					}
				}
			case *ast.Comprehension:
				if fo.addsTo(d, d.Value) {
					if g, isCopy := genOf(d, true); !isCopy || read[g.section] {
						t := &foldTarget{kind: foldTopGen, file: i, decl: d, expr: d}
						fo.allowGenDefs(t, files[i], d, 2)
						cands = append(cands, t)
					}
				}
			case *ast.EmbedDecl:
				fo.addsTo(d, d.Expr)
			}
		}
	}
	if fo.off || len(cands) == 0 {
		return nil, nil
	}
	fo.findOrdered()
	var targets []*foldTarget
	for _, c := range cands {
		if c.ref {
			if fo.ordered[c.labels[0]] || fo.entryOrder[c.labels[0]] {
				continue // CUE's order of a struct's fields, not modelled
			}
		} else if c.kind == foldTopGen {
			c.labels = c.labels[:0]
			ok := true
			for _, el := range c.decl.(*ast.Comprehension).Value.(*ast.StructLit).Elts {
				if fd, isField := el.(*ast.Field); isField {
					name, _ := simpleLabel(fd.Label)
					if !isRegular(fd.Label) || strings.HasPrefix(name, "#") || fo.entryOrder[name] {
						ok = false
					}
					c.labels = append(c.labels, name)
				}
			}
			if !ok {
				continue
			}
		} else if fo.entryOrder[c.section] || (c.kind == foldSectionGen && fo.entryOrder[c.labels[0]]) {
			continue
		}
		if len(c.fields) > 0 && !slices.ContainsFunc(c.fields, func(ft *foldTarget) bool {
			ft.deps = newFoldDeps()
			return !fo.check(ft.expr, ft.file, ft.deps)
		}) {
			targets = append(targets, c.fields...)
			continue
		}
		if deps := newFoldDeps(); fo.check(c.expr, c.file, deps) {
			c.deps = deps
			targets = append(targets, c)
		}
	}
	return fo, targets
}

// addsTo records a top-level comprehension or embedding as adding to the
// labels its struct value declares; false (and the fold off) if those
// cannot be told.
func (fo *folder) addsTo(d ast.Node, value ast.Expr) bool {
	touched := map[string]bool{}
	if !topLabels(value, touched) {
		fo.off = true
		return false
	}
	for l := range touched {
		fo.touched[l] = true
		fo.contrib[l] = append(fo.contrib[l], d)
	}
	return true
}

// sectionCands lists the constructs of one section declaration fold may
// replace: entries whose value is not literal, and comprehensions that are
// not the copies expand.go takes.
func (fo *folder) sectionCands(file int, d *ast.Field) []*foldTarget {
	sl, ok := d.Value.(*ast.StructLit)
	if !ok {
		return nil
	}
	section, _ := simpleLabel(d.Label)
	var out []*foldTarget
	for _, el := range sl.Elts {
		switch e := el.(type) {
		case *ast.Field:
			if _, aliased := e.Label.(*ast.Alias); aliased {
				// X=(_s): {...}, X="\(_s)": a dynamic field too, not folded.
				fo.contrib[section] = append(fo.contrib[section], e)
				continue
			}
			switch e.Label.(type) {
			case *ast.Interpolation, *ast.ParenExpr:
				// "\(_srv.github)_list": {...}: a dynamic field, which CUE
				// puts after the declared ones; folded as a comprehension
				// of one entry is, where the order does not show.
				fo.contrib[section] = append(fo.contrib[section], e)
				if e.Constraint == token.ILLEGAL {
					t := &foldTarget{kind: foldSectionGen, file: file, lit: sl, decl: e, expr: &ast.StructLit{Elts: []ast.Decl{e}}, labels: []string{section}, dynamic: true}
					fo.allowDefsIn(t, fo.files[file], e.Value)
					out = append(out, t)
				}
				continue
			}
			name, ok := simpleLabel(e.Label)
			if !ok || e.Constraint != token.ILLEGAL || !isRegular(e.Label) || strings.HasPrefix(name, "#") {
				continue
			}
			if _, _, lit := templateOf(e.Value); lit {
				continue
			}
			// #MCPTool & {...}: the definitions stay, the rest is folded.
			var defs, rest []ast.Expr
			for _, x := range andOperands(e.Value) {
				if id, ok := x.(*ast.Ident); ok && strings.HasPrefix(id.Name, "#") {
					defs = append(defs, x)
				} else {
					rest = append(rest, x)
				}
			}
			if len(rest) == 0 {
				continue
			}
			t := &foldTarget{kind: foldEntry, file: file, field: e, defs: defs, expr: ast.NewBinExpr(token.AND, rest...), name: name, section: section}
			t.fields = fieldTargets(file, section, rest)
			out = append(out, t)
		case *ast.Comprehension:
			fo.contrib[section] = append(fo.contrib[section], e)
			if _, isCopy := genOf(e, false); isCopy && !fo.readCopies[section] {
				continue
			}
			t := &foldTarget{kind: foldSectionGen, file: file, lit: sl, decl: e, expr: e, labels: []string{section}}
			fo.allowGenDefs(t, fo.files[file], e, 1)
			out = append(out, t)
		case *ast.EmbedDecl:
			fo.contrib[section] = append(fo.contrib[section], e)
		}
	}
	return out
}

// allowGenDefs lets a comprehension that yields one entry per iteration
// whose value names definitions as conjuncts, (k): #OnDemand & {...}
// (depth 1, in a section) or tools: (k): #OnDemand & {...} (depth 2, at
// the top), be folded: the definitions are evaluated as _ and put back in
// front of every entry it yields, which the fast path then takes as their
// template. Only with the file's source at hand, where they are blanked.
func (fo *folder) allowGenDefs(t *foldTarget, f *ast.File, c *ast.Comprehension, depth int) {
	if fo.srcOf == nil || fo.srcOf(f.Filename) == nil {
		return
	}
	var value ast.Expr = c.Value
	for range depth {
		sl, ok := value.(*ast.StructLit)
		if !ok || len(sl.Elts) != 1 {
			return
		}
		fd, ok := sl.Elts[0].(*ast.Field)
		if !ok || fd.Constraint != token.ILLEGAL {
			return
		}
		if depth == 2 && value == c.Value {
			// At the top, the section: withGenDefs writes entries of the
			// fast path's sections only.
			if name, ok := simpleLabel(fd.Label); !ok || !slices.Contains(fastSections, name) {
				return
			}
		}
		value = fd.Value
	}
	fo.allowDefsIn(t, f, value)
}

// allowDefsIn is allowGenDefs for the value of the entries a target
// yields.
func (fo *folder) allowDefsIn(t *foldTarget, f *ast.File, value ast.Expr) {
	if fo.srcOf == nil || fo.srcOf(f.Filename) == nil {
		return
	}
	// (k): close({...}): CUE's close, not a field, let or alias so named.
	closes := 0
	var closeID *ast.Ident
	for _, x := range andOperands(value) {
		call, ok := x.(*ast.CallExpr)
		if !ok {
			continue
		}
		closes++
		id, ok := call.Fun.(*ast.Ident)
		if !ok || id.Name != "close" || id.Node != nil || id.Scope != nil || len(call.Args) != 1 || fo.labels["close"] || fo.fileLet("close") {
			closes = 2
			continue
		}
		if _, ok := call.Args[0].(*ast.StructLit); !ok {
			closes = 2
			continue
		}
		closeID = id
	}
	if closes == 1 && closeID != nil {
		t.genClose = true
		if fo.allowClose == nil {
			fo.allowClose = map[*ast.Ident]bool{}
		}
		fo.allowClose[closeID] = true
	}
	for _, x := range andOperands(value) {
		id, ok := x.(*ast.Ident)
		if !ok || !strings.HasPrefix(id.Name, "#") || !id.NamePos.IsValid() {
			continue
		}
		// A file's let of that name would take the name written back,
		// in the file the entries may go to (the tail, the last file).
		if fo.fileLet(id.Name) {
			continue
		}
		// Only a definition of the package: the name written back in
		// front of each entry means that one. A for variable, a let or a
		// definition of an enclosing struct named so is refused (the
		// reference then keeps the construct unfolded).
		_, atFile := id.Scope.(*ast.File)
		switch id.Node.(type) {
		case *ast.LetClause, *ast.ImportSpec, *ast.Alias:
			atFile = false
		}
		if !(id.Node == nil && id.Scope == nil) && !atFile {
			continue
		}
		t.genDefs = append(t.genDefs, id.Name)
		t.defIdents = append(t.defIdents, id)
	}
	if fo.allowDefs == nil {
		fo.allowDefs = map[*ast.Ident]bool{}
	}
	for _, id := range t.defIdents {
		fo.allowDefs[id] = true
	}
}

// fileLet reports whether a file of the policy declares a let of this name
// at its top.
func (fo *folder) fileLet(name string) bool {
	for _, f := range fo.files {
		for _, d := range f.Decls {
			if lc, ok := d.(*ast.LetClause); ok && lc.Ident != nil && lc.Ident.Name == name {
				return true
			}
		}
	}
	return false
}

// withGenDefs puts a comprehension's definitions back in front of each
// entry of a folded struct of entries.
func withGenDefs(x ast.Expr, t *foldTarget) ast.Expr {
	sl, ok := x.(*ast.StructLit)
	if !ok || len(t.genDefs) == 0 && !t.genClose {
		return x
	}
	for _, el := range sl.Elts {
		fd := el.(*ast.Field)
		v := fd.Value
		if t.genClose {
			v = &ast.CallExpr{Fun: ast.NewIdent("close"), Args: []ast.Expr{v}}
		}
		for i := len(t.genDefs) - 1; i >= 0; i-- {
			v = &ast.BinaryExpr{X: ast.NewIdent(t.genDefs[i]), Op: token.AND, Y: v}
		}
		fd.Value = v
	}
	return sl
}

// fieldTargets returns the fields of an entry's value to fold one by one:
// when it is a struct of plain fields, those whose value is not a literal
// (cheaper to evaluate, and to read back, than the whole entry).
func fieldTargets(file int, section string, rest []ast.Expr) []*foldTarget {
	if len(rest) != 1 {
		return nil
	}
	sl, ok := rest[0].(*ast.StructLit)
	if !ok {
		return nil
	}
	var out []*foldTarget
	for _, el := range sl.Elts {
		fd, ok := el.(*ast.Field)
		if !ok || fd.Constraint != token.ILLEGAL || !isRegular(fd.Label) {
			return nil
		}
		name, ok := simpleLabel(fd.Label)
		if !ok || strings.HasPrefix(name, "#") {
			return nil
		}
		if _, lit := rawJSON(fd.Value); !lit {
			out = append(out, &foldTarget{kind: foldField, file: file, field: fd, expr: fd.Value, section: section})
		}
	}
	return out
}

// andOperands flattens a conjunction.
func andOperands(e ast.Expr) []ast.Expr {
	switch x := e.(type) {
	case *ast.BinaryExpr:
		if x.Op == token.AND {
			return append(andOperands(x.X), andOperands(x.Y)...)
		}
	case *ast.ParenExpr:
		return andOperands(x.X)
	}
	return []ast.Expr{e}
}

// findOrdered finds the sections whose order a policy can observe, and
// those whose entries' field order it can. CUE orders a struct's fields
// by declaration, and puts those a comprehension makes after every declared
// one; a literal in a comprehension's place, or an entry's value evaluated
// apart, can come in another order. So:
//   - ordered: a for clause iterates the section (what it builds may be
//     listed later, through any number of structs), or the section is used
//     as a value; its comprehensions are folded only all together, their
//     entries put after every declared one, as CUE puts them (evaluate);
//   - entryOrder: an entry is iterated, or used as a value (L.x, L[k], or a
//     loop value used other than by field); nothing of the section is
//     folded.
func (fo *folder) findOrdered() {
	fo.ordered, fo.entryOrder = orderSeen(fo.files, fo.labels, false)
}

// orderSeen returns, for files whose top-level labels are labels, the
// sections whose order a policy can observe, and those whose entries'
// field order it can (findOrdered). With byList, a for clause whose
// comprehension only makes fields of a top-level struct F (aliases: {for
// n, t in tools {...}}) shows the order of what it ranges over only if F's
// own order shows, in the end, in a list; without, it always does.
func orderSeen(files []*ast.File, labels map[string]bool, byList bool) (ordered, entryOrder map[string]bool) {
	ordered, entryOrder = map[string]bool{}, map[string]bool{}
	type edge struct {
		from, to string
		entry    bool // the entries are copied, not only read by field
	}
	var edges []edge
	sections := map[string]bool{}
	for _, s := range fastSections {
		sections[s] = true
	}
	for l := range labels {
		sections[l] = true
	}
	for _, f := range files {
		var stack []ast.Node
		ast.Walk(f, func(n ast.Node) bool {
			defer func() { stack = append(stack, n) }()
			id, ok := n.(*ast.Ident)
			if !ok || !sections[id.Name] || !(id.Scope == nil || isFileScope(id.Scope)) || len(stack) == 0 {
				return true
			}
			if _, isLet := id.Node.(*ast.LetClause); isLet {
				return true
			}
			if declares(stack[len(stack)-1], id) {
				return true // a variable, let or alias so named
			}
			switch p := stack[len(stack)-1].(type) {
			case *ast.Field:
				if p.Label == ast.Label(id) {
					return true // a label, not a reference
				}
			case *ast.SelectorExpr:
				if p.Sel == id {
					return true
				}
				if !scalarUse(id.Name, stack, len(stack)-1) {
					entryOrder[id.Name] = true
				}
				return true
			case *ast.IndexExpr:
				if p.X == ast.Expr(id) {
					if !scalarUse(id.Name, stack, len(stack)-1) {
						entryOrder[id.Name] = true
					}
					return true
				}
			case *ast.CallExpr:
				if fn, ok := p.Fun.(*ast.Ident); ok && fn.Name == "len" && len(p.Args) == 1 {
					return true
				}
			case *ast.ForClause:
				if p.Source == ast.Expr(id) {
					entry := false
					if p.Value != nil && len(stack) > 1 {
						if c, ok := stack[len(stack)-2].(*ast.Comprehension); ok && !fieldUsesOnly(id.Name, c, p) {
							entry = true
						}
					}
					if into, ok := structInto(stack); ok && byList {
						edges = append(edges, edge{into, id.Name, entry})
						return true
					}
					ordered[id.Name] = true
					if entry {
						entryOrder[id.Name] = true
					}
					return true
				}
			}
			ordered[id.Name] = true
			entryOrder[id.Name] = true
			return true
		}, func(ast.Node) { stack = stack[:len(stack)-1] })
	}
	for more := true; more; {
		more = false
		for _, e := range edges {
			if (ordered[e.from] || entryOrder[e.from]) && (!ordered[e.to] || (e.entry && !entryOrder[e.to])) {
				ordered[e.to] = true
				if e.entry {
					entryOrder[e.to] = true
				}
				more = true
			}
		}
	}
	return ordered, entryOrder
}

// structInto reports the top-level field whose struct the comprehension of
// the for clause at the top of stack makes fields of, through structs,
// fields and comprehensions only (not in a list, a call or an operand).
func structInto(stack []ast.Node) (string, bool) {
	if len(stack) < 4 {
		return "", false // a top-level comprehension
	}
	for i := len(stack) - 3; i > 1; i-- {
		switch stack[i].(type) {
		case *ast.StructLit, *ast.Field, *ast.Comprehension, *ast.EmbedDecl:
		default:
			return "", false
		}
	}
	fd, ok := stack[1].(*ast.Field)
	if !ok {
		return "", false
	}
	return simpleLabel(fd.Label)
}

// scalarUse reports whether the selector or index at stack[i] (an entry,
// or a field of one, reached from a section) is used for a value no
// field order shows in: a further selector, a comparison, arithmetic,
// an interpolation, len, an index key, a condition, or a field's value
// when it selects a field of an entry.
func scalarUse(section string, stack []ast.Node, i int) bool {
	depth := 1
	for i > 0 {
		p := stack[i-1]
		if sel, ok := p.(*ast.SelectorExpr); ok && sel.X == stack[i] {
			i, depth = i-1, depth+1
			continue
		}
		if ix, ok := p.(*ast.IndexExpr); ok && ix.X == stack[i] {
			i, depth = i-1, depth+1
			continue
		}
		break
	}
	if i == 0 {
		return false
	}
	copyOK := false
	if sel, ok := stack[i].(*ast.SelectorExpr); ok && depth == 2 {
		copyOK = scalarSelect(section, sel)
	}
	return safeParent(stack[i-1], stack[i], copyOK)
}

// scalarFields holds, by section, the entry fields the schema makes
// strings, bools or numbers: copying one shows no field order.
var scalarFields = sync.OnceValue(func() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	sch := cuecontext.New().CompileBytes(schema.Source, cue.Filename(schema.Filename))
	for section, pl := range schemaPlans() {
		out[section] = map[string]bool{}
		d := sch.LookupPath(cue.MakePath(cue.Def(pl.def)))
		for label := range pl.fields {
			if fv := defField(d, label); fv.Exists() {
				out[section][label] = fv.IncompleteKind()&(cue.StructKind|cue.ListKind) == 0
			}
		}
	}
	return out
})

// scalarSelect reports whether sel (S.x.f, or t.f of a loop over S) selects
// a field the schema makes a scalar in section S's entries.
func scalarSelect(section string, sel *ast.SelectorExpr) bool {
	label, ok := simpleLabel(sel.Sel)
	return ok && scalarFields()[section][label]
}

// safeParent reports whether parent uses child (a value reached from a
// section) without showing a struct's field order. copyOK allows copying it
// whole (a field of an entry the schema makes a scalar).
func safeParent(parent, child ast.Node, copyOK bool) bool {
	switch p := parent.(type) {
	case *ast.BinaryExpr:
		if p.Op == token.AND || p.Op == token.OR {
			return copyOK
		}
	case *ast.ParenExpr:
		return true
	case *ast.Field, *ast.EmbedDecl, *ast.ListLit:
		return copyOK
	}
	return valueUse(parent, child)
}

// fieldUsesOnly reports whether the value variable of fc (a for clause of
// c) is only read by field, for a value safeParent allows.
func fieldUsesOnly(section string, c *ast.Comprehension, fc *ast.ForClause) bool {
	ok := true
	var stack []ast.Node
	ast.Walk(c, func(n ast.Node) bool {
		defer func() { stack = append(stack, n) }()
		id, isID := n.(*ast.Ident)
		if !isID || id.Node != fc.Value || id == fc.Value || len(stack) == 0 {
			return ok
		}
		sel, isSel := stack[len(stack)-1].(*ast.SelectorExpr)
		if !isSel || sel.X != ast.Expr(id) || len(stack) < 2 || !safeParent(stack[len(stack)-2], sel, scalarSelect(section, sel)) {
			ok = false
		}
		return ok
	}, func(ast.Node) { stack = stack[:len(stack)-1] })
	return ok
}

func isFileScope(n ast.Node) bool { _, ok := n.(*ast.File); return ok }

func isImport(n ast.Node) bool { _, ok := n.(*ast.ImportSpec); return ok }

// check reports whether e, in file, can be folded, adding to deps what it
// refers to outside itself.
func (fo *folder) check(e ast.Node, file int, deps *foldDeps) bool {
	return fo.checkIn(e, file, deps, false)
}

// checkIn is check; constraints allows pattern constraints and optional
// and required fields, in the value of a hidden field (hiddenOK).
func (fo *folder) checkIn(e ast.Node, file int, deps *foldDeps, constraints bool) bool {
	inside := map[ast.Node]bool{}
	ast.Walk(e, func(n ast.Node) bool { inside[n] = true; return true }, nil)
	ok := true
	var walk func(n ast.Node)
	walk = func(n ast.Node) {
		ast.Walk(n, func(n ast.Node) bool {
			if !ok {
				return false
			}
			switch x := n.(type) {
			case *ast.Field:
				if x.Constraint != token.ILLEGAL && !constraints {
					ok = false
					return false
				}
				for _, a := range x.Attrs {
					// @embed: the file's contents come from cue/load, not
					// CUE's evaluation, and the fold's package lacks them.
					if k, _ := a.Split(); k == "embed" {
						ok = false
					}
				}
				switch l := x.Label.(type) {
				case *ast.ListLit:
					if !constraints {
						ok = false
					} else {
						walk(l)
					}
				case *ast.Ident:
					// A hidden field inside a folded value would be lost
					// (the literal has regular fields only); in a
					// constrained hidden field's or a definition's value
					// it is evaluated in the unit, which has every
					// declaration of them, and what flows out of them is
					// scalars or plain data (hiddenOK, defOK).
					if !constraints && (strings.HasPrefix(l.Name, "#") || (strings.HasPrefix(l.Name, "_") && l.Name != "_")) {
						ok = false
					}
				case *ast.ParenExpr:
					walk(l.X)
				case *ast.Interpolation:
					walk(l)
				case *ast.Alias:
					if _, isIdent := l.Expr.(*ast.Ident); !isIdent {
						if _, isStr := l.Expr.(*ast.BasicLit); !isStr {
							ok = false
						}
					}
				}
				if ok && x.Value != nil {
					walk(x.Value)
				}
				return false
			case *ast.CallExpr:
				// json.Marshal(_meta.github) of a constrained hidden
				// field: the call's string carries none of its
				// constraints (what a selection of a struct would carry
				// into the construct), and the unit has every
				// declaration of the field, as the package has.
				if path, name, isFn := importedFunc(x.Fun); isFn && (path == "encoding/json" || path == "encoding/yaml") && name == "Marshal" && len(x.Args) == 1 {
					if sel, isSel := x.Args[0].(*ast.SelectorExpr); isSel {
						label, isName := simpleLabel(sel.Sel)
						if id, isID := sel.X.(*ast.Ident); isID && fo.hiddenRef(id) && isName && !strings.HasPrefix(label, "#") && !strings.HasPrefix(label, "_") {
							if !fo.ref(id, file, inside, deps) {
								ok = false
								return false
							}
							walk(x.Fun)
							return false
						}
					}
				}
				return true
			case *ast.SelectorExpr:
				if defApplied(x.X) {
					// A definition used as a function, (#Desc & {_head:
					// "Read", _srv: "github"}).out: evaluated in the
					// unit with the definition's declarations, as a
					// constrained hidden field's value is.
					if name, isName := simpleLabel(x.Sel); !isName || !isRegular(x.Sel) || strings.HasPrefix(name, "#") || !fo.checkIn(x.X, file, deps, true) {
						ok = false
					}
					deps.defSel = true
					return false
				}
				if name, isRegularRef, good := fo.regularSel(x); isRegularRef {
					if !good {
						ok = false
					} else {
						deps.regular[name] = true
					}
					return false
				}
				// A validator of a struct or list (struct.MaxFields(1))
				// holds in the fold's package, where the value is all
				// there is, and may not in the policy's, where the schema
				// adds fields; a literal would drop it. Refused wherever
				// it is named, called or not.
				if pkg, isID := x.X.(*ast.Ident); isID {
					if spec, isSpec := pkg.Node.(*ast.ImportSpec); isSpec {
						name, _ := simpleLabel(x.Sel)
						path, _ := literal.Unquote(spec.Path.Value)
						if path == "struct" || (path == "list" && containerValidators[name]) {
							ok = false
						}
					}
				}
				if id, isID := x.X.(*ast.Ident); isID && fo.hiddenRef(id) {
					name, isName := simpleLabel(x.Sel)
					if !isName || strings.HasPrefix(name, "#") || strings.HasPrefix(name, "_") {
						ok = false
						return false
					}
					if !fo.ref(id, file, inside, deps) {
						ok = false
						return false
					}
					deps.sels[foldSel{id.Name, name}] = true
					return false
				}
				walk(x.X)
				return false
			case *ast.ForClause:
				// Its key and value are declarations. A hidden field it
				// ranges over is its entries, not its constraints.
				if id, isID := x.Source.(*ast.Ident); isID && fo.hiddenRef(id) {
					if !fo.ref(id, file, inside, deps) {
						ok = false
					} else {
						deps.iter[id.Name] = true
					}
					return false
				}
				walk(x.Source)
				return false
			case *ast.LetClause:
				walk(x.Expr)
				return false
			case *ast.Alias:
				walk(x.Expr)
				return false
			case *ast.BadExpr, *ast.BadDecl:
				ok = false
			case *ast.BottomLit:
				// _cat: [string]: _|_ fails only once an entry matches;
				// the fold's unit need not evaluate that far (helper-53).
				if constraints {
					ok = false
				}
			case *ast.Ident:
				if constraints && strings.HasPrefix(x.Name, "#") && !fo.allowDefs[x] {
					// A definition constraining a hidden field
					// (_specs: [...#Spec]): evaluated in the unit with
					// every declaration of it, as in the package.
					ok = fo.defOK(x, deps)
				} else if constraints && x.Scope != nil && inside[x.Scope] && x.Node != nil {
					// A field of the value's own (#Server: {name:
					// string, out: {"\(name)_x": ...}}): the unit has
					// every declaration of the hidden field or
					// definition, so it resolves there as in the
					// package.
				} else if !fo.ref(x, file, inside, deps) {
					ok = false
				} else if fo.hiddenRef(x) {
					deps.bare[x.Name] = true
				}
			}
			return ok
		}, nil)
	}
	walk(e)
	return ok
}

// ref checks one reference.
func (fo *folder) ref(id *ast.Ident, file int, inside map[ast.Node]bool, deps *foldDeps) bool {
	switch {
	case id.Name == "_":
		return true
	case strings.HasPrefix(id.Name, "#") || strings.HasPrefix(id.Name, "_#"):
		return fo.allowDefs[id]
	case fo.allowClose[id]:
		return true
	case id.Scope != nil && inside[id.Scope]:
		// A let, a for clause's key or value, an alias: bound where
		// written. A field is not: CUE resolves a reference to it in the
		// value the struct becomes part of (the entry with its other
		// declarations, templates and the schema's defaults; the section;
		// the package), which the fold's package does not have.
		switch id.Node.(type) {
		case *ast.LetClause, *ast.Alias:
			return true
		case *ast.Ident:
			// The label of a pattern constraint ([S=string]: ...), which
			// only a constrained hidden field's value holds (checkIn).
			if f, isField := id.Scope.(*ast.Field); isField {
				if _, isPattern := f.Label.(*ast.ListLit); isPattern {
					return true
				}
			}
			// A comprehension's let clause (for t in _l let V = ...).
			if _, isLet := id.Scope.(*ast.LetClause); isLet {
				return true
			}
		}
		_, inFor := id.Scope.(*ast.ForClause)
		return inFor
	case id.Node != nil && isImport(id.Node):
		deps.imports[id.Node.(*ast.ImportSpec)] = file
		return true
	case id.Scope != nil && isFileScope(id.Scope):
		switch n := id.Node.(type) {
		case *ast.LetClause:
			deps.lets[n] = file
			return fo.letOK(n, file)
		}
		return strings.HasPrefix(id.Name, "_") && fo.hiddenOK(id.Name, deps)
	case id.Scope != nil:
		return false // a field of an enclosing struct outside the construct
	case strings.HasPrefix(id.Name, "_"):
		return fo.hiddenOK(id.Name, deps)
	}
	return predeclared[id.Name] && !notFoldable[id.Name] && !fo.labels[id.Name]
}

// hiddenRef reports whether id refers to a top-level hidden field (as
// ref takes it: hiddenOK checks it).
func (fo *folder) hiddenRef(id *ast.Ident) bool {
	if !strings.HasPrefix(id.Name, "_") || id.Name == "_" || strings.HasPrefix(id.Name, "_#") {
		return false
	}
	if id.Scope == nil {
		return true
	}
	if !isFileScope(id.Scope) || (id.Node != nil && isImport(id.Node)) {
		return false
	}
	_, isLet := id.Node.(*ast.LetClause)
	return !isLet
}

// letOK checks a file's let binding, once.
func (fo *folder) letOK(lc *ast.LetClause, file int) bool {
	if in := fo.lets[lc]; in != nil {
		return in.state != 2
	}
	in := &depInfo{state: 3, deps: newFoldDeps()}
	fo.lets[lc] = in
	in.state = 2
	if fo.check(lc.Expr, file, in.deps) {
		in.state = 1
	}
	return in.state == 1
}

// hiddenOK checks a hidden field's declarations, once, and adds it to deps.
func (fo *folder) hiddenOK(name string, deps *foldDeps) bool {
	deps.hidden[name] = true
	if in := fo.hid[name]; in != nil {
		return in.state != 2
	}
	in := &depInfo{state: 3, deps: newFoldDeps()}
	fo.hid[name] = in
	decls := fo.hidden[name]
	ok := len(decls) > 0 && !fo.touched[name]
	for _, d := range decls {
		if !ok {
			break
		}
		ok = d.field.Constraint == token.ILLEGAL && fo.check(d.field.Value, d.file, in.deps)
	}
	if !ok && len(decls) > 0 && !fo.touched[name] {
		// Again, constraints allowed: the hidden field may then only be
		// selected (closure, evalUnit).
		in.deps = newFoldDeps()
		ok = true
		for _, d := range decls {
			if ok = d.field.Constraint == token.ILLEGAL && fo.checkIn(d.field.Value, d.file, in.deps, true); !ok {
				break
			}
		}
		in.constrained = ok
	}
	in.state = 2
	if ok {
		in.state = 1
	}
	return ok
}

// defOK checks a definition named in a constrained hidden field's value,
// once per name, and adds it to deps: a top-level definition of the policy
// whose every declaration is foldable with constraints (checkIn), or one of
// the schema's (#Line, #Name), or both (a policy may add to the schema's).
// What a definition gives a hidden field is closed, and constrained: the
// field may then only be selected down to scalars, or ranged over for
// values that are plain data (regularTree), as any constrained field.
func (fo *folder) defOK(id *ast.Ident, deps *foldDeps) bool {
	if id.Scope != nil && !isFileScope(id.Scope) || id.Node != nil && isImport(id.Node) {
		return false // a definition of an enclosing struct
	}
	name := id.Name
	if fo.touched[name] {
		return false
	}
	deps.defs[name] = true
	if in := fo.def[name]; in != nil {
		return in.state != 2
	}
	decls := fo.defs[name]
	inSchema := slices.Contains(schemaDefNames(), name)
	in := &depInfo{state: 3, deps: newFoldDeps()}
	in.deps.schema = inSchema
	fo.def[name] = in
	ok := len(decls) > 0 || inSchema
	for _, d := range decls {
		if ok = d.field.Constraint == token.ILLEGAL && fo.checkIn(d.field.Value, d.file, in.deps, true); !ok {
			break
		}
	}
	in.state = 2
	if ok {
		in.state = 1
	}
	return ok
}

// closure adds to deps everything its hidden fields and lets need, on down;
// false if one of them is not foldable (a cycle's member found unfoldable
// after the reference to it was taken as good).
func (fo *folder) closure(deps *foldDeps) bool {
	var hid []string
	for h := range deps.hidden {
		hid = append(hid, h)
	}
	var lets []*ast.LetClause
	for lc := range deps.lets {
		lets = append(lets, lc)
	}
	var defs []string
	for d := range deps.defs {
		defs = append(defs, d)
	}
	add := func(d *foldDeps) {
		for n := range d.defs {
			if !deps.defs[n] {
				deps.defs[n] = true
				defs = append(defs, n)
			}
		}
		deps.schema = deps.schema || d.schema
		deps.defSel = deps.defSel || d.defSel
		for h := range d.hidden {
			if !deps.hidden[h] {
				deps.hidden[h] = true
				hid = append(hid, h)
			}
		}
		for lc, f := range d.lets {
			if _, seen := deps.lets[lc]; !seen {
				deps.lets[lc] = f
				lets = append(lets, lc)
			}
		}
		for spec, f := range d.imports {
			deps.imports[spec] = f
		}
		maps.Copy(deps.bare, d.bare)
		maps.Copy(deps.iter, d.iter)
		maps.Copy(deps.sels, d.sels)
		maps.Copy(deps.regular, d.regular)
	}
	for len(hid) > 0 || len(lets) > 0 || len(defs) > 0 {
		if len(defs) > 0 {
			n := defs[len(defs)-1]
			defs = defs[:len(defs)-1]
			in := fo.def[n]
			if in == nil || in.state != 1 {
				return false
			}
			add(in.deps)
			continue
		}
		if len(hid) > 0 {
			h := hid[len(hid)-1]
			hid = hid[:len(hid)-1]
			in := fo.hid[h]
			if in == nil || in.state != 1 {
				return false
			}
			add(in.deps)
			continue
		}
		lc := lets[len(lets)-1]
		lets = lets[:len(lets)-1]
		in := fo.lets[lc]
		if in == nil || in.state != 1 {
			return false
		}
		add(in.deps)
	}
	for h := range deps.bare {
		if fo.hid[h].constrained {
			return false
		}
	}
	return true
}

// foldChunk bounds the entries evaluated in one struct (CUE's field
// insertion is quadratic in a struct's size).
const foldChunk = 256

// evaluate evaluates the targets, a package per file of them (on every
// core), and replaces those with a concrete value. It returns which files
// changed.
func (fo *folder) evaluate(targets []*foldTarget) []bool {
	targets = slices.DeleteFunc(targets, func(t *foldTarget) bool { return !fo.closure(t.deps) })
	byFile := make([][]*foldTarget, len(fo.files))
	var units [][]*foldTarget // the targets of each unit: one per file, and those merged in Go
	var merged []*foldTarget
	var mergedVals []ast.Expr
	// A field's value written the same way in many entries (parameters:
	// _paging & _filter & {...} on 5,000 MCP tools: 0.6 s of CUE's work,
	// 1.1x cue vet) is evaluated once and its value copied to the others
	// (sameAs), when it means the same wherever it stands: its text, the
	// package's hidden fields it names, and, if it names a let or an
	// import, its file.
	first := map[string]*foldTarget{}
	sameAs := map[*foldTarget]*foldTarget{}
	var copies []*foldTarget
	for _, t := range targets {
		x := fo.staticMerge(t)
		if x == nil {
			x = fo.staticGen(t)
		}
		if x != nil {
			merged = append(merged, t)
			mergedVals = append(mergedVals, x)
			continue
		}
		if t.kind == foldField && t.deps != nil {
			key := string(fo.text(fo.files[t.file], t.expr))
			if len(t.deps.lets) > 0 || len(t.deps.imports) > 0 {
				key = strconv.Itoa(t.file) + "\x00" + key
			}
			if rep := first[key]; rep != nil && key != "_|_" {
				sameAs[t] = rep
				copies = append(copies, t)
				continue
			}
			first[key] = t
		}
		byFile[t.file] = append(byFile[t.file], t)
	}
	for _, ts := range byFile {
		if ts != nil {
			units = append(units, fo.splitUnit(ts, runtime.GOMAXPROCS(0))...)
		}
	}
	cueUnits := len(units)
	if merged != nil {
		units = append(units, merged)
	}
	copyUnit := -1
	if copies != nil {
		copyUnit = len(units)
		units = append(units, copies)
	}
	if len(units) == 0 {
		return nil
	}
	// The hidden fields only folded targets refer to leave the package
	// with them (a list a comprehension made the tools from, say), once
	// their units show them free of errors (cue vet reports those even in
	// hidden fields).
	total := map[string]int{}
	for _, f := range fo.files {
		hiddenRefs(f, func(name string) { total[name]++ })
	}
	letsBefore := letRefCounts(fo.files)
	results := make([][]ast.Expr, len(units)) // by unit, the targets' values (nil: not folded)
	clean := make([]bool, len(units))
	defs := make([]map[string]*ast.StructLit, len(units))
	fo.evalUnits(units[:cueUnits], total, results, defs, clean)
	if merged != nil {
		results[cueUnits], clean[cueUnits] = mergedVals, true
	}
	if copyUnit >= 0 {
		at := map[*foldTarget][2]int{} // a target: its unit and index
		for u := range cueUnits {
			for j, t := range units[u] {
				at[t] = [2]int{u, j}
			}
		}
		results[copyUnit] = make([]ast.Expr, len(copies))
		clean[copyUnit] = true
		from := make([]ast.Expr, len(copies))
		for j, t := range copies {
			uj, ok := at[sameAs[t]]
			if !ok || results[uj[0]] == nil || results[uj[0]][uj[1]] == nil {
				continue
			}
			clean[copyUnit] = clean[copyUnit] && clean[uj[0]]
			from[j] = results[uj[0]][uj[1]]
		}
		// A literal the fold wrote: its identifiers (_, a definition of
		// defaults) name nothing inside it, so the copy need not map them
		// as cloneSyntax does; copied on every core (5,000 copies of
		// parameters: _paging & _filter: 56 ms on one, with the map).
		par.Each(len(copies), 0, func(j int) {
			if from[j] == nil {
				return
			}
			if c, ok := cloneNode(from[j], nil).(ast.Expr); ok {
				results[copyUnit][j] = c
			}
		})
	}
	folded := map[string]int{}
	dirty := map[string]bool{}
	// Each definition holding defaults is a template the fast path
	// validates apart (env.go, about 0.4 ms each): past a few, as when
	// every entry has a default of its own (card: *"..." | string), the
	// entries with one stay in the package instead (5,000 such entries:
	// 2.1 s and 670 MB folded, against cue vet's 0.9 s).
	distinct := map[string]bool{}
	for _, m := range defs {
		for name := range m {
			distinct[name] = true
		}
	}
	if len(distinct) > maxDefaultDefs {
		for u := range results {
			for j, x := range results[u] {
				if usesDefaultDef(x) {
					results[u][j] = nil
				}
			}
			defs[u] = nil
		}
	}
	changed := make([]bool, len(fo.files))
	did := false
	// A section whose order the policy observes takes its comprehensions'
	// entries only if every comprehension or embedding adding to it
	// folded; they then go after every declared entry, as CUE puts them.
	folds := map[ast.Node]bool{}
	for u, ts := range units {
		if results[u] == nil {
			continue
		}
		for j, t := range ts {
			if results[u][j] != nil && (t.kind == foldTopGen || t.kind == foldSectionGen) && fo.dynamicOnly(t) {
				folds[t.decl] = true
			}
		}
	}
	inOrder := map[string]bool{} // ordered sections whose comprehensions all fold
	for section := range fo.ordered {
		inOrder[section] = !slices.ContainsFunc(fo.contrib[section], func(n ast.Node) bool { return !folds[n] })
	}
	for u, ts := range units {
		for j, t := range ts {
			if results[u] == nil || results[u][j] == nil || (t.kind != foldTopGen && t.kind != foldSectionGen) {
				continue
			}
			if slices.ContainsFunc(t.labels, func(l string) bool { return fo.ordered[l] && !inOrder[l] }) {
				results[u][j] = nil
			}
			// An entry keeping a default is written as an open definition
			// holding it (#toolpolicyDefault_… & {...}), which close()
			// given back would not close (helper-82, review41).
			if t.genClose && results[u][j] != nil && usesDefaultDef(results[u][j]) {
				results[u][j] = nil
			}
		}
	}
	var tail []*foldTarget // comprehensions whose entries go last
	// Comprehensions are replaced by splicing; collect them per struct so
	// each struct is rebuilt once.
	splices := map[*ast.StructLit]map[ast.Decl][]ast.Decl{}
	topSplices := map[int]map[ast.Decl][]ast.Decl{}
	for u, ts := range units {
		if results[u] == nil {
			continue
		}
		for j, t := range ts {
			if results[u][j] == nil {
				continue
			}
			hiddenRefs(t.expr, func(name string) {
				folded[name]++
				if !clean[u] {
					dirty[name] = true
				}
			})
			if t.kind == foldField {
				t.field.Value = results[u][j]
				changed[t.file], did = true, true
				continue
			}
			if t.kind == foldEntry {
				t.field.Value = ast.NewBinExpr(token.AND, append(slices.Clone(t.defs), andOperands(results[u][j])...)...)
				changed[t.file], did = true, true
				continue
			}
			syn, ok := results[u][j].(*ast.StructLit)
			if !ok {
				continue
			}
			var here []ast.Decl // what takes the comprehension's place
			for _, el := range syn.Elts {
				fd := el.(*ast.Field)
				label, _ := simpleLabel(fd.Label)
				if t.kind == foldSectionGen {
					label = t.labels[0]
				}
				if fo.ordered[label] {
					t.tail = append(t.tail, el)
					continue
				}
				here = append(here, el)
			}
			if len(t.tail) > 0 {
				tail = append(tail, t)
			}
			switch t.kind {
			case foldSectionGen:
				if splices[t.lit] == nil {
					splices[t.lit] = map[ast.Decl][]ast.Decl{}
				}
				splices[t.lit][t.decl.(ast.Decl)] = here
			case foldTopGen:
				if topSplices[t.file] == nil {
					topSplices[t.file] = map[ast.Decl][]ast.Decl{}
				}
				topSplices[t.file][t.decl.(ast.Decl)] = here
			}
			changed[t.file], did = true, true
		}
	}
	for sl, with := range splices {
		sl.Elts = spliceDecls(sl.Elts, with)
	}
	for i, with := range topSplices {
		fo.files[i].Decls = spliceDecls(fo.files[i].Decls, with)
	}
	if !did {
		return nil
	}
	// CUE puts fields with dynamic labels first, file by file ("\(x)":
	// ...), then the entries of comprehensions at the top of files, then
	// those of comprehensions in the sections' structs.
	slices.SortStableFunc(tail, func(a, b *foldTarget) int {
		if a.dynamic != b.dynamic {
			if a.dynamic {
				return -1
			}
			return 1
		}
		if a.kind != b.kind {
			if a.kind == foldTopGen {
				return -1
			}
			return 1
		}
		if a.file != b.file {
			return a.file - b.file
		}
		return a.decl.Pos().Offset() - b.decl.Pos().Offset()
	})
	last := len(fo.files) - 1
	for _, t := range tail {
		if t.kind == foldSectionGen {
			fo.files[last].Decls = append(fo.files[last].Decls, &ast.Field{Label: ast.NewIdent(t.labels[0]), Value: &ast.StructLit{Elts: t.tail}})
		} else {
			fo.files[last].Decls = append(fo.files[last].Decls, t.tail...)
		}
		changed[last] = true
	}
	// The definitions holding defaults, once each, in the first file.
	// Their names are hashes of their text: two units agree on them.
	added := map[string]bool{}
	for _, m := range defs {
		for _, name := range slices.Sorted(maps.Keys(m)) {
			if !added[name] {
				added[name] = true
				fo.files[0].Decls = append(fo.files[0].Decls, &ast.Field{Label: ast.NewIdent(name), Value: m[name]})
				changed[0] = true
			}
		}
	}
	// A let only folded constructs referred to would now be unreferenced,
	// which CUE rejects: it goes too, as do lets only it referred to.
	defer fo.dropUnreferencedLets(letsBefore)
	drop := map[int]map[ast.Decl][]ast.Decl{}
	for name, n := range folded {
		// A constrained hidden field with a required field stays: CUE
		// checks what the fold did not (a required field left unset; the
		// unit's validation finds conflicts, not absences).
		if n != total[name] || dirty[name] || (fo.hid[name] != nil && fo.hid[name].constrained && fo.requires(name)) {
			continue
		}
		for _, d := range fo.hidden[name] {
			if drop[d.file] == nil {
				drop[d.file] = map[ast.Decl][]ast.Decl{}
			}
			drop[d.file][d.field] = nil
			changed[d.file] = true
		}
	}
	for i, with := range drop {
		fo.files[i].Decls = spliceDecls(fo.files[i].Decls, with)
	}
	return changed
}

// staticMerge is the value of an entry made of hidden structs of literals
// (or lets bound to one) and a literal (_remote & {niche: "..."}, remote &
// {...} with let remote = {...}, or {_base, niche: "..."}), merged
// in Go: CUE's evaluation of such a unit is most of a fold's cost (5,000
// entries, 0.3 s of CPU). nil unless every operand is a hidden field
// declared once at the top level as a struct of literal scalars, or a
// struct of literal scalars embedding such fields, and a label set twice
// has the same value (a conflict is left to CUE to report).
func (fo *folder) staticMerge(t *foldTarget) ast.Expr {
	if t.kind != foldEntry {
		return nil
	}
	out := &ast.StructLit{}
	at := map[string]*ast.BasicLit{}
	lets := map[*ast.LetClause]*ast.BasicLit{} // the entry's own lets of a string
	used := map[*ast.LetClause]bool{}          // CUE rejects a let nothing refers to
	// value is a field's value: a plain literal, a let of the entry bound
	// to a string, or a string interpolating those.
	var value func(x ast.Expr) (*ast.BasicLit, bool)
	value = func(x ast.Expr) (*ast.BasicLit, bool) {
		switch x := x.(type) {
		case *ast.BasicLit:
			return x, plainLiteral(x)
		case *ast.Ident:
			if lc, ok := x.Node.(*ast.LetClause); ok && lets[lc] != nil {
				used[lc] = true
				return lets[lc], true
			}
		case *ast.Interpolation:
			return interpolate(x, value)
		}
		return nil, false
	}
	var add func(x ast.Expr, depth int) bool
	add = func(x ast.Expr, depth int) bool {
		switch x := x.(type) {
		case *ast.ParenExpr:
			return add(x.X, depth)
		case *ast.SelectorExpr:
			// _t.name: an entry of a hidden struct of entries, each a
			// struct of literals declared once.
			id, ok := x.X.(*ast.Ident)
			name, named := simpleLabel(x.Sel)
			if !ok || !named || depth > 0 || !fo.hiddenRef(id) || fo.touched[id.Name] || len(fo.hidden[id.Name]) != 1 {
				return false
			}
			d := fo.hidden[id.Name][0].field
			sl, ok := d.Value.(*ast.StructLit)
			if !ok || d.Constraint != token.ILLEGAL || len(d.Attrs) > 0 {
				return false
			}
			var found ast.Expr
			for _, el := range sl.Elts {
				fd, ok := el.(*ast.Field)
				if !ok || fd.Constraint != token.ILLEGAL {
					return false
				}
				l, ok := simpleLabel(fd.Label)
				if _, isAlias := fd.Label.(*ast.Alias); !ok || isAlias {
					return false
				}
				if l == name && sameKind(x.Sel, fd.Label) {
					if found != nil {
						return false
					}
					found = fd.Value
				}
			}
			return found != nil && add(found, depth+1)
		case *ast.Ident:
			// let remote = {source: "mcp", ...} in the file, as a hidden
			// struct is.
			if lc, ok := x.Node.(*ast.LetClause); ok && lc.Ident != nil && lc.Ident.Name == x.Name {
				_, isStruct := lc.Expr.(*ast.StructLit)
				return depth == 0 && isStruct && add(lc.Expr, depth+1)
			}
			if depth > 0 || !fo.hiddenRef(x) || fo.touched[x.Name] || len(fo.hidden[x.Name]) != 1 {
				return false
			}
			d := fo.hidden[x.Name][0].field
			return d.Constraint == token.ILLEGAL && len(d.Attrs) == 0 && add(d.Value, depth+1)
		case *ast.StructLit:
			for _, el := range x.Elts {
				if lc, ok := el.(*ast.LetClause); ok {
					bl, ok := lc.Expr.(*ast.BasicLit)
					if depth > 0 || !ok || bl.Kind != token.STRING || !plainLiteral(bl) {
						return false
					}
					lets[lc] = bl
				}
			}
			for _, el := range x.Elts {
				switch el := el.(type) {
				case *ast.LetClause:
				case *ast.EmbedDecl:
					if !add(el.Expr, depth) {
						return false
					}
				case *ast.Field:
					name, ok := simpleLabel(el.Label)
					if !ok || el.Constraint != token.ILLEGAL || len(el.Attrs) > 0 || !isRegular(el.Label) || strings.HasPrefix(name, "#") || strings.HasPrefix(name, "_") {
						return false
					}
					if _, isAlias := el.Label.(*ast.Alias); isAlias {
						return false
					}
					lit, ok := value(el.Value)
					if !ok {
						return false
					}
					if prev, seen := at[name]; seen {
						if !sameLiteral(prev, lit) {
							return false
						}
						continue
					}
					at[name] = lit
					out.Elts = append(out.Elts, &ast.Field{Label: ast.NewString(name), Value: lit})
				default:
					return false
				}
			}
			return true
		}
		return false
	}
	for _, x := range andOperands(t.expr) {
		if !add(x, 0) {
			return nil
		}
	}
	if len(used) != len(lets) {
		return nil
	}
	return out
}

// plainLiteral reports whether lit is a string (not bytes), bool or null,
// whose value is the same wherever it is written.
func plainLiteral(lit *ast.BasicLit) bool {
	switch lit.Kind {
	case token.TRUE, token.FALSE, token.NULL:
		return true
	case token.STRING:
		return strings.HasPrefix(strings.TrimLeft(lit.Value, "#"), `"`)
	}
	return false
}

// sameLiteral reports whether two plain literals have the same value.
func sameLiteral(a, b *ast.BasicLit) bool {
	if a.Kind != b.Kind {
		return false
	}
	if a.Kind != token.STRING {
		return true
	}
	x, err1 := literal.Unquote(a.Value)
	y, err2 := literal.Unquote(b.Value)
	return err1 == nil && err2 == nil && x == y
}

// dynamicOnly reports whether a comprehension yields into each section
// only entries with dynamic labels ((n): ..., "x_\(n)": ...), and nothing
// that is a comprehension itself: the entries CUE puts after every
// declared one, in the order evaluate writes them. A static label yielded
// by a comprehension takes its place among the declared ones, and a
// nested comprehension yields after its siblings, neither of which
// evaluate models (helper-24's review).
func (fo *folder) dynamicOnly(t *foldTarget) bool {
	if t.dynamic {
		return true
	}
	if t.ref {
		return false
	}
	c := t.decl.(*ast.Comprehension)
	body, ok := c.Value.(*ast.StructLit)
	if !ok {
		return false
	}
	entries := func(sl *ast.StructLit) bool {
		for _, el := range sl.Elts {
			fd, ok := el.(*ast.Field)
			if !ok {
				return false
			}
			switch fd.Label.(type) {
			case *ast.ParenExpr, *ast.Interpolation:
			default:
				return false
			}
		}
		return true
	}
	if t.kind == foldSectionGen {
		return entries(body)
	}
	for _, el := range body.Elts {
		fd, ok := el.(*ast.Field)
		if !ok {
			continue
		}
		sl, ok := fd.Value.(*ast.StructLit)
		if !ok || !entries(sl) {
			return false
		}
	}
	return true
}

// letRefCounts counts the references to each file-level let and import
// of files.
func letRefCounts(files []*ast.File) map[ast.Node]int {
	n := map[ast.Node]int{}
	for _, f := range files {
		// A file's lets and imports are its own: a file declaring neither
		// (most of a large policy's) refers to none.
		if !slices.ContainsFunc(f.Decls, func(d ast.Decl) bool {
			switch d.(type) {
			case *ast.LetClause, *ast.ImportDecl:
				return true
			}
			return false
		}) {
			continue
		}
		ast.Walk(f, func(x ast.Node) bool {
			if id, ok := x.(*ast.Ident); ok {
				switch d := id.Node.(type) {
				case *ast.LetClause:
					if isFileScope(id.Scope) {
						n[d]++
					}
				case *ast.ImportSpec:
					n[d]++
				}
			}
			return true
		}, nil)
	}
	return n
}

// dropUnreferencedLets removes the file-level lets and imports that were
// referred to before the fold and are not now (CUE rejects an unreferenced
// let and an unused import), until none is left so (a let only another
// dropped let used). One nothing referred to before stays, so CUE still
// reports it.
func (fo *folder) dropUnreferencedLets(before map[ast.Node]int) {
	for {
		now := letRefCounts(fo.files)
		gone := func(n ast.Node) bool { return before[n] > 0 && now[n] == 0 }
		dropped := false
		for _, f := range fo.files {
			kept := f.Decls[:0:0]
			for _, d := range f.Decls {
				switch x := d.(type) {
				case *ast.LetClause:
					if gone(x) {
						dropped = true
						continue
					}
				case *ast.ImportDecl:
					specs := slices.DeleteFunc(slices.Clone(x.Specs), func(sp *ast.ImportSpec) bool { return gone(sp) })
					if len(specs) != len(x.Specs) {
						dropped = true
						if len(specs) == 0 {
							continue
						}
						x.Specs = specs
					}
				}
				kept = append(kept, d)
			}
			f.Decls = kept
		}
		if !dropped {
			return
		}
	}
}

// hiddenRefs calls fn with the name of every reference in n to a hidden
// field of the package (walkRefs1's references: a for clause's or let's
// own name counts too, which only keeps a hidden field that could go).
func hiddenRefs(n ast.Node, fn func(string)) {
	walkRefs1(n, func(x *ast.Ident) {
		if !strings.HasPrefix(x.Name, "_") || x.Name == "_" || strings.HasPrefix(x.Name, "_#") {
			return
		}
		if x.Scope == nil || (isFileScope(x.Scope) && !isImport(x.Node)) {
			if _, isLet := x.Node.(*ast.LetClause); !isLet {
				fn(x.Name)
			}
		}
	})
}

// evalUnit evaluates the targets of one file, in a package of their own
// holding what they need, and returns their values as literals (nil where
// a value is not concrete, or not a struct), and whether the unit's package
// is free of errors, hidden fields included.
func (fo *folder) evalUnit(targets []*foldTarget, only *foldChunkOf) ([]ast.Expr, map[string]*ast.StructLit, bool) {
	file := targets[0].file
	deps := newFoldDeps()
	for _, t := range targets {
		for h := range t.deps.hidden {
			deps.hidden[h] = true
		}
		maps.Copy(deps.regular, t.deps.regular)
		for lc, f := range t.deps.lets {
			deps.lets[lc] = f
		}
		for spec, f := range t.deps.imports {
			deps.imports[spec] = f
		}
		maps.Copy(deps.defs, t.deps.defs)
		deps.schema = deps.schema || t.deps.schema
	}
	// What each file of the policy contributes: lets, imports and hidden
	// declarations, in source order.
	decls := map[int][]ast.Node{}
	imports := map[int][]*ast.ImportSpec{}
	for lc, f := range deps.lets {
		decls[f] = append(decls[f], lc)
	}
	for spec, f := range deps.imports {
		imports[f] = append(imports[f], spec)
	}
	for h := range deps.hidden {
		for _, d := range fo.hidden[h] {
			decls[d.file] = append(decls[d.file], d.field)
		}
	}
	for r := range deps.regular {
		for _, d := range fo.regular[r] {
			decls[d.file] = append(decls[d.file], d.field)
		}
	}
	for n := range deps.defs {
		for _, d := range fo.defs[n] {
			decls[d.file] = append(decls[d.file], d.field)
		}
	}
	files := map[int]bool{file: true}
	for f := range decls {
		files[f] = true
	}
	for f := range imports {
		files[f] = true
	}
	inst := build.NewContext().NewInstance("", nil)
	inst.PkgName = "_"
	var keys []cue.Path
	selKeys := map[foldSel]cue.Path{} // a selection of a constrained hidden field → where its value is
	for _, i := range slices.Sorted(maps.Keys(files)) {
		f := fo.files[i]
		var b strings.Builder
		b.WriteString("package " + PackageName + "\n\n")
		specs := imports[i]
		slices.SortFunc(specs, func(a, b *ast.ImportSpec) int { return a.Pos().Offset() - b.Pos().Offset() })
		for _, spec := range specs {
			b.WriteString("import ")
			if spec.Name != nil {
				b.WriteString(spec.Name.Name + " ")
			}
			b.WriteString(spec.Path.Value + "\n")
		}
		ds := decls[i]
		slices.SortFunc(ds, func(a, b ast.Node) int { return a.Pos().Offset() - b.Pos().Offset() })
		for _, d := range ds {
			if fd, ok := d.(*ast.Field); ok && only != nil {
				if name, _ := simpleLabel(fd.Label); name == only.hidden {
					fo.writeChunk(&b, f, fd, only.keys)
					continue
				}
			}
			b.Write(fo.text(f, d))
			b.WriteString("\n")
		}
		if i == file {
			keys = fo.writeTargets(&b, f, targets)
		}
		// Read at the policy file's CUE language version, as its module
		// says (struct comparison, say, came with v0.14).
		var opts []parser.Option
		if f.LanguageVersion != "" {
			opts = append(opts, parser.Version(f.LanguageVersion))
		}
		sf, err := parser.ParseFile(fmt.Sprintf("toolpolicy-fold-%d.cue", i), b.String(), opts...)
		if err != nil || inst.AddSyntax(sf) != nil {
			return nil, nil, false
		}
	}
	if deps.schema {
		// The schema's definitions, which a constrained hidden field
		// names (defOK), as the package has them beside the policy.
		if inst.AddSyntax(schemaDefsFile(fo.files[file].LanguageVersion)) != nil {
			return nil, nil, false
		}
	}
	// The selections of constrained hidden fields, in a file of their own,
	// where no let of a policy file can take a hidden field's name.
	var sb strings.Builder
	for _, t := range targets {
		for sel := range t.deps.sels {
			if _, seen := selKeys[sel]; seen || !fo.hid[sel.hidden].constrained {
				continue
			}
			label := fmt.Sprintf("toolpolicySel%d", len(selKeys))
			selKeys[sel] = cue.ParsePath(label)
			sb.WriteString(label + ": " + sel.hidden + "[" + literal.String.Quote(sel.label) + "]\n")
		}
	}
	if sb.Len() > 0 {
		var opts []parser.Option
		if v := fo.files[file].LanguageVersion; v != "" {
			opts = append(opts, parser.Version(v))
		}
		sf, err := parser.ParseFile("toolpolicy-fold-sels.cue", "package "+PackageName+"\n\n"+sb.String(), opts...)
		if err != nil || inst.AddSyntax(sf) != nil {
			return nil, nil, false
		}
	}
	root := cuecontext.New().BuildInstance(inst)
	u := &foldUnit{defs: map[string]*ast.StructLit{}}
	out := make([]ast.Expr, len(targets))
	// A selection of a constrained hidden field must come to a scalar: a
	// struct or list would carry the constraints into the construct, where
	// its literal would lose them.
	badSel := map[foldSel]bool{}
	for sel, key := range selKeys {
		v := root.LookupPath(key)
		badSel[sel] = v.Err() != nil || v.IncompleteKind()&(cue.StructKind|cue.ListKind) != 0
	}
	for j, t := range targets {
		if !t.ref && slices.ContainsFunc(slices.Collect(maps.Keys(t.deps.sels)), func(sel foldSel) bool { return badSel[sel] }) {
			continue
		}
		v := root.LookupPath(keys[j])
		if v.Err() != nil || v.Validate(cue.Concrete(true)) != nil {
			continue
		}
		n := &vnode{v: v}
		if t.ref || t.deps.defSel || fo.itersConstrained(t.deps) {
			var ok bool
			if n, ok = regularTree(v, 0); !ok {
				continue // the entries it ranged over gave it constraints
			}
		}
		switch t.kind {
		case foldField:
			if !anyNode(n, hasOwnDefault) {
				out[j] = literalNode(n)
			}
		case foldEntry:
			u.section = t.section
			out[j] = u.entry(n)
		case foldSectionGen:
			u.section = t.labels[0]
			out[j] = withGenDefs(u.entries(n), t)
		case foldTopGen:
			if v.Kind() != cue.StructKind {
				continue
			}
			top := &ast.StructLit{}
			labels, kids := n.children()
			for i, l := range labels {
				var x ast.Expr
				if slices.Contains(fastSections, l) {
					u.section = l
					x = withGenDefs(u.entries(kids[i]), t)
				} else if !anyNode(kids[i], hasOwnDefault) {
					x = literalNode(kids[i])
				}
				if x == nil {
					top = nil
					break
				}
				top.Elts = append(top.Elts, &ast.Field{Label: ast.NewString(l), Value: x})
			}
			if top != nil {
				out[j] = top
			}
		}
	}
	err := root.Validate(cue.Hidden(true))
	if err != nil && !strings.Contains(err.Error(), "not found") {
		// The policy's own problem, not the unit's want of a
		// declaration (which says "reference ... not found").
		fo.broken.Store(true)
	}
	return out, u.defs, err == nil
}

// schemaDefsFile returns the schema's definitions alone, read at the
// language version given: a file for the fold's units (evalUnit), where
// the schema's constraints on the sections have no place.
func schemaDefsFile(version string) *ast.File {
	f := schemaAt(version)
	f.Decls = slices.DeleteFunc(f.Decls, func(d ast.Decl) bool {
		fd, ok := d.(*ast.Field)
		if !ok {
			return false
		}
		name, ok := simpleLabel(fd.Label)
		return !ok || !strings.HasPrefix(name, "#")
	})
	return f
}

// requires reports whether a declaration of the hidden field marks a field
// required (x!: T).
func (fo *folder) requires(name string) bool {
	return slices.ContainsFunc(fo.hidden[name], func(d foldDecl) bool {
		return astAny(d.field.Value, func(f *ast.Field) bool { return f.Constraint == token.NOT })
	})
}

// itersConstrained reports whether a for clause of the construct ranges
// over a constrained hidden field.
func (fo *folder) itersConstrained(deps *foldDeps) bool {
	for h := range deps.iter {
		if in := fo.hid[h]; in != nil && in.constrained {
			return true
		}
	}
	return false
}

// regularTree reports whether v is data a literal writes whole: no struct
// in it closed or holding a pattern constraint, an optional, required,
// hidden field or definition. Closed is what CUE does, not what IsClosed
// says: a struct selected out of a definition's value (srv.out.x, srv a
// #Server) reports closed, yet takes any field where it is copied to, as
// a literal does; the value of a field a definition is applied to (x of
// _m: [string]: #D) does not (closedProbe). A for clause over a hidden map with a
// pattern ([string]: {enabled: *true | bool, ...}) gives each entry what
// the pattern says; what a construct copies of an entry must be plain
// fields, or the literal would drop the rest (defaults are kept: entry).
// It returns v's node with its fields and elements read (vnode), for what
// writes v after.
func regularTree(v cue.Value, depth int) (*vnode, bool) {
	// The closed structs are probed together: one unification of v with a
	// probe field in each of them (at 10,000 MCP tools, one unification
	// per struct took 0.5 s of CPU, this one 0.3 s). Where that refuses,
	// each is probed alone, as a struct taken out of its place may take
	// what it refuses in place.
	root := &vnode{v: v}
	if !regularWalk(root, depth) {
		return nil, false
	}
	if !root.any || probeAll(v, root) {
		return root, true
	}
	var probe cue.Value
	if probeEach(root, &probe) {
		return root, true
	}
	return nil, false
}

// vnode is a value and, once read, its fields or elements: the fold's
// walks over a value (regularWalk's check, the defaults looked for, the
// literal written) ask CUE for a struct's fields once. Value.Fields sorts
// a struct's features each time (5,000 entries made by a definition: 0.2 s
// of CPU, sorting each struct three times over).
type vnode struct {
	v        cue.Value
	k        cue.Kind // v.Kind(), once kindRead
	kindRead bool
	read     bool
	list     bool
	labels   []string // a struct's fields, in CUE's order
	kids     []*vnode // by labels[i], or a list's elements
	// closed is a struct CUE reports closed, where a probe field goes
	// (regularWalk); any, one here or below.
	closed, any bool
}

// kind is n.v.Kind(), asked of CUE once (each question makes CUE a new
// evaluation context).
func (n *vnode) kind() cue.Kind {
	if !n.kindRead {
		n.k, n.kindRead = n.v.Kind(), true
	}
	return n.k
}

// children returns n's regular fields, as Value.Fields gives them, or its
// elements, reading them the first time.
func (n *vnode) children() ([]string, []*vnode) {
	if n.read {
		return n.labels, n.kids
	}
	n.read = true
	switch n.kind() {
	case cue.StructKind:
		it, _ := n.v.Fields()
		for it.Next() {
			n.labels = append(n.labels, it.Selector().Unquoted())
			n.kids = append(n.kids, &vnode{v: it.Value()})
		}
	case cue.ListKind:
		n.list = true
		it, _ := n.v.List()
		for it.Next() {
			n.kids = append(n.kids, &vnode{v: it.Value()})
		}
	}
	return n.labels, n.kids
}

// regularWalk checks that n's structs have regular fields only, down to
// depth 64, reading them into n, and marks where the closed structs are,
// without asking CUE about them. Past the check, the fields read are the
// ones Value.Fields gives.
func regularWalk(n *vnode, depth int) bool {
	if depth > 64 {
		return false
	}
	v := n.v
	switch v.IncompleteKind() {
	case cue.StructKind:
		n.closed = v.IsClosed()
		n.any = n.closed
		it, err := v.Fields(cue.All(), cue.Patterns(true))
		if err != nil {
			return false
		}
		n.read = true
		for it.Next() {
			sel := it.Selector()
			if sel.Type() != cue.StringLabel {
				return false
			}
			kid := &vnode{v: it.Value()}
			if !regularWalk(kid, depth+1) {
				return false
			}
			n.any = n.any || kid.any
			n.labels = append(n.labels, sel.Unquoted())
			n.kids = append(n.kids, kid)
		}
	case cue.ListKind:
		n.list = true
		it, err := v.List()
		if err != nil {
			return false
		}
		n.read = true
		for it.Next() {
			kid := &vnode{v: it.Value()}
			if !regularWalk(kid, depth+1) {
				return false
			}
			n.any = n.any || kid.any
			n.kids = append(n.kids, kid)
		}
	}
	return true
}

// probeAll unifies v with a probe field in each closed struct root marks
// and reports whether every one took it.
func probeAll(v cue.Value, root *vnode) bool {
	var paths []cue.Path
	var walk func(n *vnode, path []cue.Selector)
	walk = func(n *vnode, path []cue.Selector) {
		if n.closed {
			paths = append(paths, cue.MakePath(append(slices.Clip(path), cue.Str(closedProbeLabel))...))
		}
		for i, k := range n.kids {
			if !k.any {
				continue
			}
			if n.list {
				walk(k, append(slices.Clip(path), cue.Index(i)))
			} else {
				walk(k, append(slices.Clip(path), cue.Str(n.labels[i])))
			}
		}
	}
	walk(root, nil)
	return probeHolds(v, shapeOf(root).expr(), paths)
}

// probeHolds reports whether v takes probe, and a probe field at each of
// paths where it is put.
func probeHolds(v cue.Value, probe ast.Expr, paths []cue.Path) bool {
	p := v.Context().BuildExpr(probe)
	if p.Err() != nil {
		return false
	}
	u := v.Unify(p)
	if u.Err() != nil {
		return false
	}
	for _, at := range paths {
		if u.LookupPath(at).Err() != nil {
			return false
		}
	}
	return true
}

// pshape is the probe for a value: a probe field in each closed struct,
// written once as a pattern ([!=probe]: {...}) where every field of a
// struct is a struct and their probes merge, so the probe is not as large
// as the value (5,000 MCP tools, a probe struct for each parameter:
// 0.07 s of CPU compiling it).
type pshape struct {
	closed bool
	list   bool
	// A struct is empty (no fields: a pattern holds of it vacuously), or
	// has a pattern every field takes (pat), or fields by label (those
	// with a closed struct in them; a list's elements, nil for none).
	empty  bool
	pat    *pshape
	labels []string
	kids   []*pshape
}

// shapeOf is the probe for n's closed structs.
func shapeOf(n *vnode) *pshape {
	s := &pshape{closed: n.closed, list: n.list}
	if n.list {
		for _, k := range n.kids {
			var ks *pshape
			if k.any {
				ks = shapeOf(k)
			}
			s.kids = append(s.kids, ks)
		}
		return s
	}
	if len(n.kids) == 0 {
		s.empty = true
		return s
	}
	var m *pshape
	for _, k := range n.kids {
		if k.list || k.v.IncompleteKind() != cue.StructKind {
			m = nil
			break
		}
		ks := shapeOf(k)
		if m == nil {
			m = ks
		} else if m = mergeShapes(m, ks); m == nil {
			break
		}
	}
	if m != nil {
		s.pat = m
		return s
	}
	for i, k := range n.kids {
		if k.any {
			s.labels = append(s.labels, n.labels[i])
			s.kids = append(s.kids, shapeOf(k))
		}
	}
	return s
}

// mergeShapes is one probe that goes into each of two structs adding no
// field but probes, and no struct where a scalar is: nil if there is none.
func mergeShapes(a, b *pshape) *pshape {
	if a.list || b.list {
		return nil
	}
	if b.empty {
		a, b = b, a
	}
	m := &pshape{closed: a.closed || b.closed}
	switch {
	case a.empty && b.empty:
		m.empty = true
	case a.empty && b.pat != nil:
		m.pat = b.pat
	case a.empty:
		if len(b.labels) > 0 {
			return nil
		}
	case a.pat != nil && b.pat != nil:
		if m.pat = mergeShapes(a.pat, b.pat); m.pat == nil {
			return nil
		}
	case a.pat == nil && b.pat == nil && slices.Equal(a.labels, b.labels):
		m.labels = a.labels
		for i := range a.kids {
			k := mergeShapes(a.kids[i], b.kids[i])
			if k == nil {
				return nil
			}
			m.kids = append(m.kids, k)
		}
	default:
		return nil
	}
	return m
}

// expr writes the probe.
func (s *pshape) expr() ast.Expr {
	if s.list {
		l := &ast.ListLit{}
		for _, k := range s.kids {
			if k == nil {
				l.Elts = append(l.Elts, ast.NewIdent("_"))
			} else {
				l.Elts = append(l.Elts, k.expr())
			}
		}
		return l
	}
	sl := &ast.StructLit{}
	if s.closed {
		sl.Elts = append(sl.Elts, &ast.Field{Label: ast.NewIdent(closedProbeLabel), Value: ast.NewLit(token.INT, "1")})
	}
	if s.pat != nil {
		// Every field but the probe's own.
		label := ast.NewList(&ast.UnaryExpr{Op: token.NEQ, X: ast.NewString(closedProbeLabel)})
		sl.Elts = append(sl.Elts, &ast.Field{Label: label, Value: s.pat.expr()})
	}
	for i, l := range s.labels {
		sl.Elts = append(sl.Elts, &ast.Field{Label: ast.NewString(l), Value: s.kids[i].expr()})
	}
	return sl
}

// probeEach probes each closed struct n marks alone.
func probeEach(n *vnode, probe *cue.Value) bool {
	if n.closed {
		if !probe.Exists() {
			*probe = closedProbe(n.v)
		}
		// The probe's own field, and the struct: where CUE puts a field
		// not allowed (not Validate, which walks the value).
		if u := n.v.Unify(*probe); u.Err() != nil || u.LookupPath(cue.MakePath(cue.Str(closedProbeLabel))).Err() != nil {
			return false
		}
	}
	for _, k := range n.kids {
		if k.any && !probeEach(k, probe) {
			return false
		}
	}
	return true
}

// defApplied reports whether e is a definition, or definitions and struct
// literals joined by &, in parentheses or not: #D, (#D & {_v: "x"}).
func defApplied(e ast.Expr) bool {
	for {
		p, ok := e.(*ast.ParenExpr)
		if !ok {
			break
		}
		e = p.X
	}
	def := false
	for _, x := range andOperands(e) {
		switch x := x.(type) {
		case *ast.Ident:
			if !strings.HasPrefix(x.Name, "#") {
				return false
			}
			def = true
		case *ast.StructLit:
		default:
			return false
		}
	}
	return def
}

// hiddenSelection reports whether e selects a field, on down, of a
// top-level hidden field: _github.out.
func hiddenSelection(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	for {
		if name, ok := simpleLabel(sel.Sel); !ok || !isRegular(sel.Sel) || strings.HasPrefix(name, "#") {
			return false
		}
		switch x := sel.X.(type) {
		case *ast.SelectorExpr:
			sel = x
			continue
		case *ast.Ident:
			return isHidden(x.Name) && (x.Scope == nil || isFileScope(x.Scope))
		}
		return false
	}
}

// closedProbe is a struct with a field no policy declares, in v's context,
// which a closed struct refuses.
func closedProbe(v cue.Value) cue.Value {
	return v.Context().CompileString("{" + closedProbeLabel + ": 1}")
}

const closedProbeLabel = "toolpolicyClosedProbe"

// A comprehension over a large hidden map, `for n, t in _catalog if
// t.enabled {tools: (n): {...}}`, is one target, and its unit one CUE
// evaluation that builds the whole map and the whole section: CUE's
// insertion of a struct's fields is quadratic in the struct's size
// (helper-54: 10k to 100k tools, 23x the time). Such a unit is evaluated
// in chunks of the map's keys instead, each unit holding the map's
// declarations with only its chunk's fields (its patterns and optional
// fields all), on every core, and the chunks' entries are put together in
// the map's order. That is the comprehension's value when nothing but its
// one for clause names the map (the map's order is then the order of its
// first declarations, and no entry of it depends on another), and nothing
// observes the order of the sections it makes.

// foldChunkOf restricts a unit's copy of a hidden map to some of its keys.
type foldChunkOf struct {
	hidden string
	keys   map[string]bool
}

// mapChunk is how many keys of a hidden map one chunked unit holds.
const mapChunk = 1024

// splitUnit parts a file's targets into up to n units of about the same
// weight (the source bytes of the hidden declarations each ranges over or
// names), when there is more than splitBytes of it in all: one
// unit per file ran a file of sixteen `tools: _server.out` (10,000 tools)
// on one core. Each unit holds what its targets refer to (evalUnit), so a
// target's value is the same in any of them; what they share (a
// definition, the schema's) is built once per unit.
// splitBytes is the least weight splitUnit parts: a few hundred tools'
// declarations.
const splitBytes = 64 << 10

func (fo *folder) splitUnit(ts []*foldTarget, n int) [][]*foldTarget {
	if n < 2 || len(ts) < 2 {
		return [][]*foldTarget{ts}
	}
	weights := make([]int, len(ts))
	sum := 0
	for i, t := range ts {
		w := 1
		for h := range t.deps.hidden {
			for _, d := range fo.hidden[h] {
				w += max(0, d.field.End().Offset()-d.field.Pos().Offset())
			}
		}
		weights[i] = w
		sum += w
	}
	if sum <= splitBytes {
		return [][]*foldTarget{ts}
	}
	n = min(n, len(ts))
	var out [][]*foldTarget
	start, acc := 0, 0
	for i, w := range weights {
		acc += w
		// Close a part once it holds its share of what is left.
		if len(out) < n-1 && acc*(n-len(out)) >= sum && i+1 < len(ts) {
			out = append(out, ts[start:i+1])
			sum -= acc
			start, acc = i+1, 0
		}
	}
	return append(out, ts[start:])
}

// evalUnits evaluates the units, chunking those chunkKeys allows, and sets
// each unit's results, definitions and cleanliness.
func (fo *folder) evalUnits(units [][]*foldTarget, total map[string]int, results [][]ast.Expr, defs []map[string]*ast.StructLit, clean []bool) {
	type job struct {
		u    int
		only *foldChunkOf
	}
	var jobs []job
	for u, ts := range units {
		h, keys, weight := fo.chunkKeys(ts, total)
		sum := 0
		for _, k := range keys {
			sum += weight[k]
		}
		if sum <= mapChunk || len(keys) < 2 {
			jobs = append(jobs, job{u, nil})
			continue
		}
		// Keys in order, a chunk's weight (its entries' fields, for a
		// map of maps: for s, m in _servers for n, t in m) up to
		// mapChunk, one key at least.
		set, w := map[string]bool{}, 0
		for _, k := range keys {
			if w > 0 && w+weight[k] > mapChunk {
				jobs = append(jobs, job{u, &foldChunkOf{hidden: h, keys: set}})
				set, w = map[string]bool{}, 0
			}
			set[k] = true
			w += weight[k]
		}
		jobs = append(jobs, job{u, &foldChunkOf{hidden: h, keys: set}})
	}
	type out struct {
		res   []ast.Expr
		defs  map[string]*ast.StructLit
		clean bool
	}
	outs := make([]out, len(jobs))
	par.Each(len(jobs), 0, func(j int) {
		o := &outs[j]
		o.res, o.defs, o.clean = fo.evalUnit(units[jobs[j].u], jobs[j].only)
	})
	for j, jb := range jobs {
		o, u := outs[j], jb.u
		if jb.only == nil || (j > 0 && jobs[j-1].u != u) || j == 0 {
			results[u], defs[u], clean[u] = o.res, o.defs, o.clean
			continue
		}
		clean[u] = clean[u] && o.clean
		if defs[u] == nil {
			defs[u] = o.defs
		} else {
			maps.Copy(defs[u], o.defs)
		}
		if results[u] == nil || o.res == nil || results[u][0] == nil || o.res[0] == nil {
			results[u] = []ast.Expr{nil}
			continue
		}
		if units[u][0].kind == foldSectionGen {
			results[u][0] = mergeGenEntries(results[u][0], o.res[0])
		} else {
			results[u][0] = mergeTops(results[u][0], o.res[0])
		}
	}
}

// chunkKeys returns the hidden map a unit of one top-level comprehension
// ranges over, its keys in order and each key's weight (litWeight of its
// values), when the unit may be chunked (see above); no keys otherwise.
func (fo *folder) chunkKeys(ts []*foldTarget, total map[string]int) (hidden string, keys []string, weight map[string]int) {
	if len(ts) != 1 || ts[0].kind != foldTopGen && ts[0].kind != foldSectionGen {
		return "", nil, nil
	}
	t := ts[0]
	c, ok := t.expr.(*ast.Comprehension)
	if !ok || len(c.Clauses) == 0 {
		return "", nil, nil
	}
	fc, ok := c.Clauses[0].(*ast.ForClause)
	if !ok {
		return "", nil, nil
	}
	id, ok := fc.Source.(*ast.Ident)
	if !ok || !t.deps.iter[id.Name] || total[id.Name] != 1 || fo.touched[id.Name] {
		return "", nil, nil
	}
	for _, l := range t.labels {
		if fo.ordered[l] || fo.entryOrder[l] {
			return "", nil, nil
		}
	}
	if keys, weight, ok := fo.listChunkKeys(id.Name, fc); ok {
		return id.Name, keys, weight
	}
	weight = map[string]int{}
	for _, d := range fo.hidden[id.Name] {
		sl, ok := d.field.Value.(*ast.StructLit)
		if !ok || d.field.Constraint != token.ILLEGAL {
			return "", nil, nil
		}
		for _, el := range sl.Elts {
			switch el := el.(type) {
			case *ast.Field:
				if _, pattern := el.Label.(*ast.ListLit); pattern {
					continue
				}
				name, ok := simpleLabel(el.Label)
				if !ok || !isRegular(el.Label) {
					return "", nil, nil
				}
				if el.Constraint != token.ILLEGAL {
					continue
				}
				if _, seen := weight[name]; !seen {
					keys = append(keys, name)
				}
				weight[name] += litWeight(el.Value, 0)
			case *ast.CommentGroup, *ast.Attribute:
			default:
				return "", nil, nil
			}
		}
	}
	return id.Name, keys, weight
}

// listChunkKeys is chunkKeys for a hidden list the for clause ranges over
// by value alone (for s in _servers, no index): its elements' indices and
// weights, when one declaration lists the elements and the others only
// constrain them ([...#Server]). A chunk holds some of the elements, in
// their order; what each yields does not depend on its index.
func (fo *folder) listChunkKeys(hidden string, fc *ast.ForClause) (keys []string, weight map[string]int, ok bool) {
	if fc.Key != nil {
		return nil, nil, false
	}
	var elems []ast.Expr
	for _, d := range fo.hidden[hidden] {
		ll, isList := d.field.Value.(*ast.ListLit)
		if !isList || d.field.Constraint != token.ILLEGAL {
			return nil, nil, false
		}
		n := 0
		for _, e := range ll.Elts {
			switch e.(type) {
			case *ast.Ellipsis:
			case *ast.Comprehension:
				return nil, nil, false
			default:
				n++
			}
		}
		if n == 0 {
			continue
		}
		if elems != nil {
			return nil, nil, false // two lists of elements: unified by index
		}
		elems = ll.Elts
	}
	if elems == nil {
		return nil, nil, false
	}
	weight = map[string]int{}
	i := 0
	for _, e := range elems {
		if _, isEllipsis := e.(*ast.Ellipsis); isEllipsis {
			continue
		}
		k := strconv.Itoa(i)
		keys = append(keys, k)
		weight[k] = litWeight(e, 0)
		i++
	}
	return keys, weight, true
}

// litWeight is how much CUE has to build of a value: the scalars in its
// structs and lists, three levels down (1 at least).
func litWeight(e ast.Expr, depth int) int {
	if depth >= 3 {
		return 1
	}
	n := 0
	switch e := e.(type) {
	case *ast.StructLit:
		for _, el := range e.Elts {
			if fd, ok := el.(*ast.Field); ok {
				n += litWeight(fd.Value, depth+1)
			}
		}
	case *ast.ListLit:
		for _, el := range e.Elts {
			n += litWeight(el, depth+1)
		}
	}
	return max(1, n)
}

// writeChunk writes a declaration of a hidden map with only the fields of
// keys among its regular fields (its patterns and optional fields all).
func (fo *folder) writeChunk(b *strings.Builder, f *ast.File, fd *ast.Field, keys map[string]bool) {
	name, _ := simpleLabel(fd.Label)
	if ll, ok := fd.Value.(*ast.ListLit); ok {
		// A list's elements by index (listChunkKeys), its ... as it is.
		b.WriteString(name + ": [\n")
		i := 0
		for _, el := range ll.Elts {
			if _, isEllipsis := el.(*ast.Ellipsis); !isEllipsis {
				i++
				if !keys[strconv.Itoa(i-1)] {
					continue
				}
			}
			b.Write(fo.text(f, el))
			b.WriteString(",\n")
		}
		b.WriteString("]\n")
		return
	}
	b.WriteString(name + ": {\n")
	for _, el := range fd.Value.(*ast.StructLit).Elts {
		ef, ok := el.(*ast.Field)
		if !ok {
			continue
		}
		if n, ok := simpleLabel(ef.Label); ok && ef.Constraint == token.ILLEGAL && !keys[n] {
			continue
		}
		b.Write(fo.text(f, ef))
		b.WriteString("\n")
	}
	b.WriteString("}\n")
}

// mergeTops puts two chunks' values of a top-level comprehension together:
// each section's entries after the other's; nil if they hold anything
// else, or a section's entry twice.
func mergeTops(a, b ast.Expr) ast.Expr {
	as, ok1 := a.(*ast.StructLit)
	bs, ok2 := b.(*ast.StructLit)
	if !ok1 || !ok2 {
		return nil
	}
	for _, el := range bs.Elts {
		bf := el.(*ast.Field)
		label, _ := simpleLabel(bf.Label)
		i := slices.IndexFunc(as.Elts, func(d ast.Decl) bool {
			l, _ := simpleLabel(d.(*ast.Field).Label)
			return l == label
		})
		if i < 0 {
			as.Elts = append(as.Elts, bf)
			continue
		}
		ae, ok1 := as.Elts[i].(*ast.Field).Value.(*ast.StructLit)
		be, ok2 := bf.Value.(*ast.StructLit)
		if !ok1 || !ok2 || !isFastSection(label) {
			return nil
		}
		ae.Elts = append(ae.Elts, be.Elts...)
	}
	return as
}

// mergeGenEntries puts two chunks' entries of a section's comprehension
// together, b's after a's; nil if either is not a struct of entries.
func mergeGenEntries(a, b ast.Expr) ast.Expr {
	as, ok1 := a.(*ast.StructLit)
	bs, ok2 := b.(*ast.StructLit)
	if !ok1 || !ok2 {
		return nil
	}
	as.Elts = append(as.Elts, bs.Elts...)
	return as
}

// foldUnit turns one unit's values into syntax.
type foldUnit struct {
	// defs are the definitions holding entries' fields with a default,
	// by name (defaultDef).
	defs map[string]*ast.StructLit
	// section is the section of the entries being written; schema the
	// embedded schema in the unit's context, once a default needs it
	// (wideDefault).
	section string
	schema  cue.Value
}

// wideDefault writes a field's default whose other choices are no plain
// disjunction (_group: *_name | #Name) as *default | _, when those choices
// allow all the schema allows the field (Subsume): every entry meets the
// schema's constraint, so the two mean the same there. nil otherwise.
func (u *foldUnit) wideDefault(label string, fv cue.Value) ast.Expr {
	pl := schemaPlans()[u.section]
	if pl == nil {
		return nil
	}
	d, ok := fv.Default()
	if !ok || d.Validate(cue.Concrete(true)) != nil {
		return nil
	}
	dn, ok := regularTree(d, 0)
	if !ok || anyNode(dn, hasOwnDefault) || anyNode(dn, isFloat) {
		return nil
	}
	if !u.schema.Exists() {
		u.schema = fv.Context().CompileBytes(schema.Source, cue.Filename(schema.Filename))
	}
	c := defField(u.schema.LookupPath(cue.MakePath(cue.Def(pl.def))), label)
	if !c.Exists() || fv.Subsume(c) != nil {
		return nil
	}
	x := literalNode(dn)
	if x == nil {
		return nil
	}
	return ast.NewBinExpr(token.OR, &ast.UnaryExpr{Op: token.MUL, X: x}, ast.NewIdent("_"))
}

// entries writes a struct of entries; nil if one cannot be written.
func (u *foldUnit) entries(n *vnode) ast.Expr {
	if n.kind() != cue.StructKind {
		return nil
	}
	sl := &ast.StructLit{}
	labels, kids := n.children()
	for i, l := range labels {
		x := u.entry(kids[i])
		if x == nil {
			return nil
		}
		sl.Elts = append(sl.Elts, &ast.Field{Label: ast.NewString(l), Value: x})
	}
	return sl
}

// entry writes an entry's value: a literal struct, or, when some of its
// fields have a default (state: *"deferred" | _), a definition holding
// those fields, open, and the literal: #toolpolicyDefault_… & {...}. CUE
// then resolves the defaults in the package as it would have (the fast
// path takes the definition as the entry's template, env.go). nil if the
// value is not a struct, or has a default anywhere else.
func (u *foldUnit) entry(n *vnode) ast.Expr {
	if n.kind() != cue.StructKind || hasOwnDefault(n.v) {
		return nil
	}
	lit := &ast.StructLit{}
	var dflt []ast.Decl
	labels, kids := n.children()
	for i, name := range labels {
		fv := kids[i].v
		label := ast.NewString(name)
		if hasOwnDefault(fv) {
			// *default | _ where it means the same, else the disjunction
			// as written when it is plain: Syntax, which exports the
			// value, is the dearer of the two (group: _group of
			// *_name | #Name on 5,000 entries: 0.13 s of CPU).
			syn := u.wideDefault(name, fv)
			if syn == nil {
				x, ok := fv.Syntax().(ast.Expr)
				if !ok || !plainDisjunction(x) {
					return nil
				}
				syn = x
			}
			dflt = append(dflt, &ast.Field{Label: label, Value: syn})
			continue
		}
		if anyBelow(kids[i], hasOwnDefault) {
			return nil
		}
		x := literalNode(kids[i])
		if x == nil {
			return nil
		}
		lit.Elts = append(lit.Elts, &ast.Field{Label: label, Value: x})
	}
	if len(dflt) == 0 {
		return lit
	}
	body := &ast.StructLit{Elts: append(dflt, &ast.Ellipsis{})}
	text, err := format.Node(body)
	if err != nil {
		return nil
	}
	h := fnv.New64a()
	h.Write(text)
	name := fmt.Sprintf("#toolpolicyDefault_%016x", h.Sum64())
	u.defs[name] = body
	return ast.NewBinExpr(token.AND, ast.NewIdent(name), lit)
}

// maxDefaultDefs is the most definitions holding defaults a fold adds.
const maxDefaultDefs = 64

// usesDefaultDef reports whether a folded value refers to a definition
// holding defaults (entry), or has an entry that does.
func usesDefaultDef(x ast.Expr) bool {
	return anyIdent(x, func(id *ast.Ident) bool { return strings.HasPrefix(id.Name, "#toolpolicyDefault_") })
}

// hasOwnDefault reports whether v is a disjunction with a default.
func hasOwnDefault(v cue.Value) bool {
	_, has := v.Default()
	return has
}

// anyNode reports whether n's value, or a field or element in it on
// down, is one pred holds for (hasOwnDefault: a default anywhere).
func anyNode(n *vnode, pred func(cue.Value) bool) bool {
	return pred(n.v) || anyBelow(n, pred)
}

// anyBelow is anyNode of n's fields or elements.
func anyBelow(n *vnode, pred func(cue.Value) bool) bool {
	switch n.kind() {
	case cue.StructKind, cue.ListKind:
	default:
		return false
	}
	_, kids := n.children()
	for _, k := range kids {
		if anyNode(k, pred) {
			return true
		}
	}
	return false
}

// plainDisjunction reports whether e is a disjunction of literals and
// predeclared types, with its default marked: nothing that refers to the
// fold's package, so it means the same in the policy's.
func plainDisjunction(e ast.Expr) bool {
	ok := true
	ast.Walk(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.BinaryExpr:
			ok = ok && x.Op == token.OR
		case *ast.UnaryExpr:
			ok = ok && x.Op == token.MUL
		case *ast.ParenExpr, *ast.BasicLit:
		case *ast.Ident:
			ok = ok && predeclared[x.Name] && !notFoldable[x.Name] && x.Name != "len"
		default:
			ok = false
		}
		return ok
	}, nil)
	return ok
}

// writeTargets writes the targets as fields of the unit's file and returns
// the path of each one's value.
func (fo *folder) writeTargets(b *strings.Builder, f *ast.File, targets []*foldTarget) []cue.Path {
	keys := make([]cue.Path, len(targets))
	n := 0
	label := func() string { n++; return fmt.Sprintf("toolpolicyFold%d", n) }
	var entries []int
	for j, t := range targets {
		if t.kind == foldEntry || t.kind == foldField {
			entries = append(entries, j)
			continue
		}
		l := label()
		keys[j] = cue.MakePath(cue.Str(l))
		fmt.Fprintf(b, "%s: {\n", l)
		text := fo.text(f, t.decl)
		if len(t.defIdents) > 0 {
			// The definitions evaluated as _: blanked in a copy.
			text = slices.Clone(text)
			lo := t.decl.Pos().Offset()
			for _, id := range t.defIdents {
				at := id.NamePos.Offset() - lo
				if at < 0 || at+len(id.Name) > len(text) || string(text[at:at+len(id.Name)]) != id.Name {
					text = []byte("_|_") // not where it should be: not folded
					break
				}
				copy(text[at:], "_"+strings.Repeat(" ", len(id.Name)-1))
			}
		}
		b.Write(text)
		b.WriteString("\n}\n")
	}
	for start := 0; start < len(entries); start += foldChunk {
		l := label()
		fmt.Fprintf(b, "%s: {\n", l)
		for _, j := range entries[start:min(start+foldChunk, len(entries))] {
			t := targets[j]
			e := fmt.Sprintf("e%d", j)
			keys[j] = cue.MakePath(cue.Str(l), cue.Str(e))
			b.WriteString(e)
			b.WriteString(": ")
			for k, x := range andOperands(t.expr) {
				if k > 0 {
					b.WriteString(" & ")
				}
				b.WriteString("(")
				b.Write(fo.text(f, x))
				b.WriteString(")")
			}
			b.WriteString("\n")
		}
		b.WriteString("}\n")
	}
	return keys
}

// literalNode writes a concrete value as CUE syntax: what Value.Syntax gives
// for data, at a fraction of its cost (it is called once per entry); nil
// if some part is not data (a builtin function, niche: strings.ToUpper,
// which Validate lets through and CUE rejects only where the schema's
// constraint meets it: review49).
func literalNode(n *vnode) ast.Expr {
	v := n.v
	switch n.kind() {
	case cue.StringKind:
		s, _ := v.String()
		return ast.NewString(s)
	case cue.BoolKind:
		b, _ := v.Bool()
		return ast.NewBool(b)
	case cue.NullKind:
		return ast.NewNull()
	case cue.StructKind:
		sl := &ast.StructLit{}
		labels, kids := n.children()
		for i, l := range labels {
			x := literalNode(kids[i])
			if x == nil {
				return nil
			}
			sl.Elts = append(sl.Elts, &ast.Field{Label: ast.NewString(l), Value: x})
		}
		return sl
	case cue.ListKind:
		ll := &ast.ListLit{}
		_, kids := n.children()
		for _, k := range kids {
			x := literalNode(k)
			if x == nil {
				return nil
			}
			ll.Elts = append(ll.Elts, x)
		}
		return ll
	}
	if x, ok := v.Syntax(cue.Final(), cue.Concrete(true)).(ast.Expr); ok {
		return x
	}
	return nil
}

// spliceDecls returns ds with each declaration with names replaced by its
// replacement, in place.
func spliceDecls(ds []ast.Decl, with map[ast.Decl][]ast.Decl) []ast.Decl {
	out := make([]ast.Decl, 0, len(ds))
	for _, d := range ds {
		if r, ok := with[d]; ok {
			out = append(out, r...)
		} else {
			out = append(out, d)
		}
	}
	return out
}

// text returns a node's source, or its formatted text when its source is
// not at hand ("_|_" if it cannot be formatted: the fold then fails).
func (fo *folder) text(f *ast.File, n ast.Node) (out []byte) {
	if fo.srcOf != nil {
		if src := fo.srcOf(f.Filename); src != nil {
			lo, hi := n.Pos().Offset(), n.End().Offset()
			if n.Pos().IsValid() && lo >= 0 && hi <= len(src) && lo < hi && n.Pos().Filename() == f.Filename && unchanged(src, n) {
				return src[lo:hi]
			}
		}
	}
	defer func() {
		if r := recover(); r != nil {
			out = []byte("_|_")
		}
	}()
	switch d := n.(type) {
	case *ast.Field, *ast.LetClause, *ast.Comprehension, *ast.EmbedDecl:
		// A declaration formats as a file of one.
		n = &ast.File{Decls: []ast.Decl{d.(ast.Decl)}}
	}
	b, err := format.Node(n)
	if err != nil {
		return []byte("_|_")
	}
	return b
}

// unchanged reports whether n still reads as the source it was parsed from,
// after the rewrites done before the fold (staticif.go, localref.go,
// deftemplate.go): every identifier and literal in it is at its position
// in src (one put in place of a reference takes the reference's position,
// where the source has the reference), and between the elements of each
// struct or list there is nothing but blanks, commas and comments (an
// element dropped leaves its text there). Otherwise n is formatted.
func unchanged(src []byte, n ast.Node) bool {
	ok := true
	ast.Walk(n, func(n ast.Node) bool {
		var text string
		switch x := n.(type) {
		case *ast.Ident:
			text = x.Name
		case *ast.BasicLit:
			text = x.Value
		case *ast.StructLit:
			ok = contiguous(src, x.Lbrace, x.Rbrace, x.Elts)
			return ok
		case *ast.Field:
			// Between the label and the value: a marker and the colon
			// (an alias dropped from the value leaves X= there).
			if x.Value != nil && x.Label != nil {
				lo, hi := x.Label.End(), x.Value.Pos()
				if !lo.IsValid() || !hi.IsValid() || !onlyMarks(src, lo.Offset(), hi.Offset()) {
					ok = false
				}
			}
			return ok
		case *ast.ListLit:
			ok = contiguous(src, x.Lbrack, x.Rbrack, x.Elts)
			return ok
		case *ast.BottomLit:
			// Its End is one byte past its start in cue v0.17.1, so a
			// slice of the source by a node's End cuts `_h: _|_` to
			// `_h: _` (review31): formatted instead.
			ok = false
			return ok
		default:
			return ok
		}
		off := n.Pos().Offset()
		if !n.Pos().IsValid() || off < 0 || off+len(text) > len(src) || string(src[off:off+len(text)]) != text {
			ok = false
		} else if end := off + len(text); end < len(src) && text != "" && identByte(text[len(text)-1]) && identByte(src[end]) {
			ok = false // true where the source has trueA
		}
		return ok
	}, nil)
	return ok
}

// identByte reports whether c may continue an identifier or a number.
func identByte(c byte) bool {
	return c == '_' || c == '#' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// contiguous reports whether the source from open to close holds the
// elements and, between them, only blanks, commas and comments. A struct
// without braces (the value of a: b: c) is checked between its elements.
func contiguous[T ast.Node](src []byte, open, close token.Pos, elts []T) bool {
	at := -1
	if open.IsValid() {
		at = open.Offset() + 1
	}
	for _, e := range elts {
		if !e.Pos().IsValid() || !e.End().IsValid() {
			return false
		}
		if at >= 0 && !onlyBlanks(src, at, e.Pos().Offset()) {
			return false
		}
		at = e.End().Offset()
	}
	if close.IsValid() && at >= 0 {
		return onlyBlanks(src, at, close.Offset())
	}
	return true
}

// onlyMarks reports whether src[lo:hi] is what lies between a field's
// label and its value: blanks, ?, ! and a colon.
func onlyMarks(src []byte, lo, hi int) bool {
	if lo < 0 || hi > len(src) || lo > hi {
		return false
	}
	for _, c := range src[lo:hi] {
		switch c {
		case ' ', '\t', '\n', '\r', '?', '!', ':':
		default:
			return false
		}
	}
	return true
}

// onlyBlanks reports whether src[lo:hi] is blanks, commas and // comments.
func onlyBlanks(src []byte, lo, hi int) bool {
	if lo < 0 || hi > len(src) || lo > hi {
		return false
	}
	for i := lo; i < hi; i++ {
		switch c := src[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',':
		case c == '/' && i+1 < hi && src[i+1] == '/':
			for i < hi && src[i] != '\n' {
				i++
			}
		default:
			return false
		}
	}
	return true
}

// regularSel reads a selection of a top-level regular field of the policy
// (not a section), mcp.keep_loaded: isRef reports whether x is one, and ok
// whether the fold may take it. It may when the field is declared once, as
// plain fields down to the one selected, and that is a literal or a list of
// literals: that is its value in the package too, the schema's constraints
// aside (which the field, left in the package, still meets or fails
// there), as a literal list has its length and a literal its value. A
// struct could gain fields from the schema's defaults, and is not taken.
func (fo *folder) regularSel(x *ast.SelectorExpr) (name string, isRef, ok bool) {
	var labels []string
	var e ast.Expr = x
	for {
		sel, isSel := e.(*ast.SelectorExpr)
		if !isSel {
			break
		}
		l, isName := sel.Sel.(*ast.Ident)
		if !isName {
			return "", false, false
		}
		labels = append([]string{l.Name}, labels...)
		e = sel.X
	}
	id, isIdent := e.(*ast.Ident)
	if !isIdent || fo.regular[id.Name] == nil {
		return "", false, false
	}
	// A top-level field: resolved to the file's own declaration, or to
	// nothing in the file (another file's).
	if id.Scope != nil && !(isFileScope(id.Scope) && !isImport(id.Node)) {
		return "", false, false
	}
	if _, isLet := id.Node.(*ast.LetClause); isLet {
		return "", false, false
	}
	decls := fo.regular[id.Name]
	if len(decls) != 1 || fo.touched[id.Name] || decls[0].field.Constraint != token.ILLEGAL || len(decls[0].field.Attrs) > 0 {
		return id.Name, true, false
	}
	v := decls[0].field.Value
	// The declaration goes into the fold's package whole: data only.
	pure := true
	envRefs(v, func(*ast.Ident) { pure = false })
	ast.Walk(v, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Comprehension, *ast.Interpolation, *ast.EmbedDecl, *ast.Ellipsis:
			pure = false
		}
		return pure
	}, nil)
	if !pure {
		return id.Name, true, false
	}
	for _, l := range labels {
		sl, isStruct := v.(*ast.StructLit)
		if !isStruct {
			return id.Name, true, false
		}
		var found ast.Expr
		for _, el := range sl.Elts {
			fd, isField := el.(*ast.Field)
			if !isField || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 {
				return id.Name, true, false
			}
			fl, isName := fd.Label.(*ast.Ident)
			if !isName {
				if _, isStr := fd.Label.(*ast.BasicLit); !isStr {
					return id.Name, true, false
				}
			}
			if name, _ := simpleLabel(fd.Label); name == l && isName && fl.Name == l {
				if found != nil {
					return id.Name, true, false
				}
				found = fd.Value
			}
		}
		if found == nil {
			return id.Name, true, false
		}
		v = found
	}
	scalar := func(e ast.Expr) bool {
		bl, isLit := e.(*ast.BasicLit)
		return isLit && (plainLiteral(bl) || bl.Kind == token.INT || bl.Kind == token.FLOAT)
	}
	if scalar(v) {
		return id.Name, true, true
	}
	list, isList := v.(*ast.ListLit)
	if !isList {
		return id.Name, true, false
	}
	for _, el := range list.Elts {
		if !scalar(el) {
			return id.Name, true, false
		}
	}
	return id.Name, true, true
}
