package compiler

import (
	"slices"
	"strings"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/ast/astutil"
	"cuelang.org/go/cue/token"
)

// An entry often copies a field of another:
//
//	tools: read_file: {state: "active", niche: "Read one file."}
//	tools: read_files: {state: tools.read_file.state, niche: "Read several files."}
//
// The reference kept the entry in the package, and named the entry it
// reads, which kept that one there too: a policy written so had both
// evaluated by CUE with the whole section (10k tools, half of them copying
// one entry's state: 0.85 s against cue vet's 1.12 s). siblingRefs writes
// the literal in the reference's place.
//
// That gives what CUE gives, because a field some declaration of the
// entry sets to a string, bool, null or number written as a literal is
// that literal in the entry's whole value, or an error: unification with a
// concrete scalar leaves it or fails, whatever else declares the field
// (a template, a pattern, another declaration of the entry, a default).
// An error is reported at the entry as before (and CUE words it, the
// policy being loaded again by plain evaluation: plainWords). So a
// reference S.x.f, or S["x"]["f"], to a regular field f of an entry x of a
// fast section S declared at the top of a file, whose struct (its value's
// literal, beside any definitions) sets f to such a literal once, is
// replaced by the literal, wherever it is. S must be the package's
// section: not a let, an alias or a field of an enclosing struct of that
// name. A field of a field (S.x.f.g), a hidden field and a definition are
// left alone.
//
// An entry that does not set the field gets it from its template:
// tools: a: #OnDemand & {niche: "..."} with #OnDemand's state: *"deferred"
// | #State, and state: tools.a.state (10k tools: 0.78x cue vet). What the
// reference is then is the field of the entry's definition,
// #OnDemand.state, default mark and all, as CUE carries it through the
// reference, when that definition is the package's one and the section's
// definition and more (#OnDemand: #Tool & {...}); the fast path takes an
// entry holding that like one with a constraint of its own
// (restTemplate). That is exact when nothing else can give the entry's
// field a value: the entry is declared once, as that definition and a
// literal without the field; no other field anywhere has the
// definition's name (it is resolved anew where the reference is); the
// reference is not inside a definition (which could then read itself);
// every
// declaration of the section is a struct of plainly labelled fields
// (no comprehension, embedding or dynamic label there, and no top-level
// one adding to the section); no pattern of the policy's matches its name;
// the section's definition constrains each field on its own
// (sectionPlan.dedupe) and the entry's definitions tie no fields
// (defsTied).

// siblingRefs replaces the files' references to literal fields of fast
// sections' entries by the literals; it reports which files changed.
func siblingRefs(files []*ast.File, skip, touched map[string]bool) []bool {
	type key struct{ section, name, field string }
	// refKey reads S.x.f or S["x"]["f"], S a fast section's name as the
	// package declares it (not a let, an alias or an enclosing field).
	refKey := func(e ast.Expr) (key, bool) {
		x, field, ok := refStep(e)
		if !ok {
			return key{}, false
		}
		s, name, ok := refStep(x)
		if !ok {
			return key{}, false
		}
		id, ok := s.(*ast.Ident)
		if !ok || !isFastSection(id.Name) || skip[id.Name] || !(id.Scope == nil || isFileScope(id.Scope)) {
			return key{}, false
		}
		if _, isLet := id.Node.(*ast.LetClause); isLet {
			return key{}, false
		}
		return key{id.Name, name, field}, true
	}
	// The references first, in one walk: most policies have none, and
	// then nothing else is done.
	wanted := map[[2]string]bool{}
	var in []int // files with references
	for i, f := range files {
		found := false
		ast.Walk(f, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok {
				if k, ok := refKey(e); ok {
					wanted[[2]string{k.section, k.name}] = true
					found = true
					return false
				}
			}
			return true
		}, nil)
		if found {
			in = append(in, i)
		}
	}
	if len(in) == 0 {
		return nil
	}
	lits := map[key]*ast.BasicLit{}
	twice := map[key]bool{}
	tmpls := siblingTemplates(files, wanted, touched)
	eachEntry(files, skip, func(section, name string, entry *ast.Field) {
		if !wanted[[2]string{section, name}] {
			return
		}
		for _, sl := range entryStructs(unalias(entry.Value)) {
			for _, el := range sl.Elts {
				fd, ok := el.(*ast.Field)
				if !ok || fd.Constraint != token.ILLEGAL || len(fd.Attrs) > 0 {
					continue
				}
				label, ok := simpleLabel(fd.Label)
				if !ok || strings.HasPrefix(label, "_") || strings.HasPrefix(label, "#") {
					continue
				}
				bl, ok := fd.Value.(*ast.BasicLit)
				if !ok || !substLiteral(bl) {
					continue
				}
				k := key{section, name, label}
				if old, seen := lits[k]; seen && old.Value != bl.Value {
					twice[k] = true // two literals: CUE reports the conflict
				}
				lits[k] = bl
			}
		}
	})
	var changed []bool
	for _, i := range in {
		did := false
		for _, d := range files[i].Decls {
			// Only in the top-level regular fields (sections and the
			// like). Not in a definition: a definition's field reading an
			// entry under that very definition would read itself once
			// written as the definition's field, and CUE did not come back
			// from that (helper-58). Not in a hidden field or a let: the
			// index follows references into their values while the split
			// runs (resolvePending), and astutil.Apply writes every link
			// it walks (a data race under -race).
			fd, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			if name, ok := simpleLabel(fd.Label); !ok || strings.HasPrefix(name, "#") || strings.HasPrefix(name, "_") {
				continue
			}
			astutil.Apply(fd, func(c astutil.Cursor) bool {
				e, ok := c.Node().(ast.Expr)
				if !ok {
					return true
				}
				k, ok := refKey(e)
				if !ok {
					return true
				}
				if bl := lits[k]; bl != nil && !twice[k] {
					c.Replace(copyLit(bl, e.Pos()))
					did = true
					return false
				}
				if t := tmpls[[2]string{k.section, k.name}]; t != nil && lits[k] == nil && !t.labels[k.field] && schemaPlans()[k.section].fields[k.field] {
					c.Replace(&ast.SelectorExpr{X: &ast.Ident{NamePos: e.Pos(), Name: t.def}, Sel: ast.NewIdent(k.field)})
					did = true
					return false
				}
				return true
			}, nil)
		}
		if did {
			changed = markChanged(changed, len(files), i)
		}
	}
	return changed
}

// refStep reads one step of a reference, x.f or x["f"]: x and f.
func refStep(e ast.Expr) (ast.Expr, string, bool) {
	switch e := e.(type) {
	case *ast.SelectorExpr:
		// x._u and x.#u name a hidden field or a definition, never the
		// regular field a quoted label "_u" declares (helper-79).
		name, ok := simpleLabel(e.Sel)
		return e.X, name, ok && isRegular(e.Sel)
	case *ast.IndexExpr:
		bl, ok := e.Index.(*ast.BasicLit)
		if !ok || !plainLiteral(bl) || bl.Kind != token.STRING {
			return nil, "", false
		}
		name, ok := simpleLabel(bl)
		return e.X, name, ok
	}
	return nil, "", false
}

// siblingTemplate is an entry siblingRefs may read a field of from its
// definition: the definition's name, and the labels its literal sets.
type siblingTemplate struct {
	def    string
	labels map[string]bool
}

// siblingTemplates reads the wanted entries that are definitions and a
// literal, and nothing else in the package can add to (siblingRefs).
func siblingTemplates(files []*ast.File, wanted map[[2]string]bool, touched map[string]bool) map[[2]string]*siblingTemplate {
	out := map[[2]string]*siblingTemplate{}
	defVals := map[string]ast.Expr{}
	top := map[string]int{} // definitions declared at the top of a file
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.Field)
			if !ok {
				continue
			}
			if name, ok := simpleLabel(fd.Label); ok && strings.HasPrefix(name, "#") {
				top[name]++
				if _, dup := defVals[name]; dup {
					defVals[name] = nil
				} else {
					defVals[name] = fd.Value
				}
			}
		}
	}
	// The definitions' names are written anew where the reference is and
	// resolved there: a definition of the same name anywhere but at the
	// top of a file (in the section beside the entry, in a struct around
	// the reference) could be what one of them names (helper-58).
	anywhere := identLabelCounts(files, func(name string) bool { return strings.HasPrefix(name, "#") })
	type sectionDecls struct {
		decls    map[string][]*ast.Field
		patterns []ast.Expr
		ok       bool
	}
	sections := map[string]*sectionDecls{}
	var tied map[string]bool // defsTied, once needed
	for k := range wanted {
		section, name := k[0], k[1]
		sd := sections[section]
		if sd == nil {
			sd = &sectionDecls{}
			sd.decls, sd.patterns, sd.ok = sectionFields(files, section)
			sections[section] = sd
		}
		pl := schemaPlans()[section]
		if !sd.ok || touched[section] || pl == nil || !pl.dedupe || len(sd.decls[name]) != 1 {
			continue
		}
		entry := sd.decls[name][0]
		if !isRegular(entry.Label) || entry.Constraint != token.ILLEGAL {
			continue
		}
		if slices.ContainsFunc(sd.patterns, func(p ast.Expr) bool {
			m, ok := labelMatcher(p)
			return !ok || m(name)
		}) {
			continue
		}
		defs, lit, ok := splitTemplate(unalias(entry.Value))
		if !ok || len(defs) == 0 || slices.ContainsFunc(andOperands(unalias(entry.Value)), func(x ast.Expr) bool {
			id, isIdent := x.(*ast.Ident)
			return isIdent && !packageDef(id) // a let in the section, say
		}) {
			continue
		}
		if tied == nil {
			tied = defsTied(defVals)
		}
		if slices.ContainsFunc(append([]string{pl.def}, defs...), func(d string) bool {
			_, user := defVals[d]
			return tied[d] || (!user && !slices.Contains(schemaDefNames(), d)) || anywhere[d] != top[d]
		}) {
			continue
		}
		// One definition of the package that is the section's definition
		// and more (#OnDemand: #Tool & {...}): the entry's field is that
		// definition's. (#Tool & #D).f, for other forms, met another
		// default otherwise than CUE does in the fast path's templates
		// (helper-58's aliases case).
		if len(defs) != 1 || defVals[defs[0]] == nil || !slices.ContainsFunc(andOperands(defVals[defs[0]]), func(x ast.Expr) bool {
			id, ok := x.(*ast.Ident)
			return ok && id.Name == pl.def && packageDef(id)
		}) {
			continue
		}
		t := &siblingTemplate{def: defs[0], labels: map[string]bool{}}
		if lit != nil && slices.ContainsFunc(lit.Elts, func(el ast.Decl) bool {
			fd, ok := el.(*ast.Field)
			if !ok {
				_, isComment := el.(*ast.CommentGroup)
				return !isComment // an embedding or a comprehension may set anything
			}
			label, ok := simpleLabel(fd.Label)
			t.labels[label] = true
			return !ok
		}) {
			continue
		}
		out[k] = t
	}
	return out
}
