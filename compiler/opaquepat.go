package compiler

import (
	"encoding/binary"
	"fmt"
	"path"
	"slices"
	"strings"
	"sync"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/cuecontext"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"
)

// A pattern constraint whose value the split cannot read as literals and
// per-field constraints (templateOf, constraintTemplate) used to keep its
// whole section in CUE: a validator from the standard library
// (`[string]: {niche?: strings.MaxRunes(120)}`), a builtin that acts on
// the whole struct (`matchN(...)`, `error(...)`, `close(...)`), a
// disjunction of structs, `struct.MinFields(1)`. At 10,000 tools that is
// 1.2-1.6× `cue vet` and over 400 MB, for one line.
//
// Such a value is now an opaque template: it goes into the env unchanged,
// as a regular field of its own (toolpolicyPattern_N, in a file of its own
// holding the standard-library imports it names), and each entry whose
// name the pattern's label matches is validated whole, with that field in
// its template: tools: #toolpolicySection_tools & {x: toolpolicyPattern_N
// & {...}}. That is what CUE computes in the package, where the section's
// value for x is the schema's constraint, every pattern x matches, and x's
// own declaration, unified: a regular field is not closed, so the
// template neither closes the entry nor opens it, and its references
// (definitions, CUE's predeclared names, an import of the standard
// library) mean in the env what they mean in the policy, because the
// value refers to nothing else (opaqueValue). The entry is validated
// whole (litEntry.whole), never by the per-field checks and the one
// representative per shape of dedupe validation: an opaque value may tie
// fields together (a disjunction of structs, matchN), so an entry's
// fields are not valid one by one.
//
// What reads the section sees the entry through its decoded value
// (validateBatch reads the fields the template gives from CUE); a read
// that uses entries whole keeps templated entries in the package, as
// before. A read section with an opaque pattern that could make entries
// disjunctions stays whole (sectionMayDisjoin).

// opaqueValue reports whether a pattern's value refers to nothing but its
// own fields, the package's definitions, CUE's predeclared names and
// imports of the standard library, and has no @embed; imports maps each
// import name it uses to its path, quoted.
//
// The value may declare hidden fields of its own ({state: _, _known:
// list.Contains(_states, state) & true}): in the env they are the env's,
// as in the policy they are the policy's, and nothing outside the value
// can name them but a read of the entry (t._known), and an entry an
// opaque pattern applies to is not taken when a view would show it
// constrained (opaqueCases: "a hidden field of the pattern read by ...").
func opaqueValue(value ast.Expr) (imports map[string]string, usesLen, usesHidden, ok bool) {
	if embeds(value) {
		return nil, false, false, false
	}
	inside := map[ast.Node]bool{}
	ast.Walk(value, func(n ast.Node) bool { inside[n] = true; return true }, nil)
	ok = true
	imports = map[string]string{}
	envRefs(value, func(id *ast.Ident) {
		switch {
		case id.Scope != nil && inside[id.Scope]:
			// Bound inside: a field, alias, let or for clause of its own.
		case id.Node == nil && predeclared[id.Name] && id.Name != "__closeAll":
			usesLen = usesLen || id.Name == "len"
		case packageDef(id):
			// A definition of the package (setTemplate checks it is known).
		case isHidden(id.Name) && packageLevel(id):
			// A hidden field at the top of the package: the env copies it
			// (envSource's roots).
			usesHidden = true
		case isImportSpec(id.Node):
			spec := id.Node.(*ast.ImportSpec)
			if !stdlibImport(spec) {
				ok = false
				return
			}
			if p, seen := imports[id.Name]; seen && p != spec.Path.Value {
				ok = false
				return
			}
			imports[id.Name] = spec.Path.Value
		default:
			ok = false
		}
	})
	return imports, usesLen, usesHidden, ok
}

// packageDef reports whether id names a definition at the top of the
// package: declared in another file (unresolved) or at the top of its own.
func packageDef(id *ast.Ident) bool {
	return strings.HasPrefix(id.Name, "#") && (id.Node == nil || (id.Scope != nil && isFileScope(id.Scope)))
}

// declaresHidden reports whether n declares a hidden field or definition
// anywhere: hidden names belong to a package, and the env's copy of n
// would declare another package's.
func declaresHidden(n ast.Node) bool {
	return astAny(n, func(fd *ast.Field) bool {
		l := fd.Label
		if a, ok := l.(*ast.Alias); ok {
			l, _ = a.Expr.(ast.Label)
		}
		id, ok := l.(*ast.Ident)
		return ok && strings.HasPrefix(id.Name, "_")
	})
}

// newOpaquePattern reads a pattern whose value opaqueValue accepts; nil
// otherwise.
func newOpaquePattern(match func(string) bool, value ast.Expr) *sectionPattern {
	imports, usesLen, usesHidden, ok := opaqueValue(value)
	if !ok {
		return nil
	}
	var refs []string
	walkRefs1(value, func(id *ast.Ident) {
		if packageDef(id) && !slices.Contains(refs, id.Name) {
			refs = append(refs, id.Name)
		}
	})
	sp := &sectionPattern{match: match, refs: refs, opaque: value, imports: imports, usesLen: usesLen, usesHidden: usesHidden, tied: !fieldsApart(value)}
	if sp.tied {
		sp.tiedOn, sp.kindOnly, sp.tiedKnown = tiedLabels(value)
	}
	return sp
}

// fieldsApart reports whether a pattern's value is definitions and a struct
// of plain fields (name, name? or name!), each constrained on its own: no
// field's value refers to another field of the struct, and the struct
// neither embeds nor computes anything. An entry is then valid under the
// value exactly when each of its fields is, which the per-field checks and
// the one representative per shape of dedupe validation rely on.
//
// struct.MinFields(n) and struct.MaxFields(n) beside them count an entry's
// fields, which entries of one shape (the same template and labels) share,
// and the representative of each shape is validated whole.
func fieldsApart(value ast.Expr) bool { return fieldsApartIn(value, nil) }

// fieldsApartIn is fieldsApart for a struct copied from scope (defsTied's
// literal without its embedded definitions): a reference the parser
// resolved to scope's fields is a sibling read too (helper-57: `#D: #Tool
// & {niche: string, card: niche}` read as untied let b: {niche: "y",
// card: "x"} share a's representative).
func fieldsApartIn(value ast.Expr, scope ast.Node) bool {
	var rest []ast.Expr
	for _, x := range andOperands(value) {
		if !fieldCount(x) {
			rest = append(rest, x)
		}
	}
	if len(rest) == 0 {
		return true
	}
	_, lit, ok := splitTemplate(ast.NewBinExpr(token.AND, rest...))
	if !ok || lit == nil {
		return false
	}
	labels := map[string]bool{}
	for _, el := range lit.Elts {
		switch el := el.(type) {
		case *ast.Field:
			name, simple := simpleLabel(el.Label)
			if !simple || !(isRegular(el.Label) || plainHidden(el.Label)) || labels[name] || embeds(el) {
				return false
			}
			labels[name] = true
			sibling := false
			envRefs(el.Value, func(id *ast.Ident) { sibling = sibling || id.Scope == lit || (scope != nil && id.Scope == scope) })
			if sibling {
				return false
			}
		case *ast.Attribute, *ast.CommentGroup:
		case *ast.Ellipsis:
			if el.Type != nil {
				return false // ...T constrains every other field
			}
		default:
			return false
		}
	}
	return true
}

// plainHidden reports whether a label is a hidden field's, _owner (not a
// hidden definition's, _#T). Beside an entry's fields it ties none of them
// unless one refers to it or it refers to one, which fieldsApartIn checks
// as for any field: entries never set it (a literal entry is regular
// fields), so it is the same in every entry, and data never shows it.
func plainHidden(l ast.Label) bool {
	id, ok := l.(*ast.Ident)
	return ok && strings.HasPrefix(id.Name, "_") && !strings.HasPrefix(id.Name, "_#")
}

// A user definition applied to entries, #T: {state: _, if state ==
// "deferred" {card: string}, ...}, ties their fields together as a tied
// pattern does, and the per-field checks of the dedupe path passed an
// entry CUE rejects (helper-50: b: #T & {state: "deferred"} without a
// card). defsTied finds the definitions of the policy whose fields may not
// be valid one by one: a value fieldsApart does not accept (an if clause,
// an embedded disjunction, a hidden field, a field reading another), one
// declared more than once, or one applying such a definition. An entry any
// of them applies to is validated whole (setTemplate). The schema's
// definitions are plain fields, each constrained on its own.

// defsTied reports, for each definition of the policy, whether it may tie
// an entry's fields together.
func defsTied(defVals map[string]ast.Expr) map[string]bool {
	tied := map[string]bool{}
	state := map[string]int{} // 1: being read, 2: read
	var ties func(name string) bool
	ties = func(name string) bool {
		v, user := defVals[name]
		switch {
		case !user:
			return false
		case v == nil:
			return true // declared twice: unsure
		case state[name] == 1:
			return true // a cycle: CUE's to report
		case state[name] == 2:
			return tied[name]
		}
		state[name] = 1
		t := false
		var rest []ast.Expr
		for _, x := range andOperands(v) {
			if !fieldCount(x) {
				// close() ties nothing: which labels it allows is the
				// same for every entry of a shape (closehelper.go).
				rest = append(rest, closeArg(x))
			}
		}
		if len(rest) > 0 {
			defs, lit, ok := splitTemplate(ast.NewBinExpr(token.AND, rest...))
			if !ok {
				t = true
			} else if lit != nil {
				// {#Tool, state: ...}: an embedded definition is one
				// applied.
				plain := &ast.StructLit{}
				for _, el := range lit.Elts {
					if ed, isEmbed := el.(*ast.EmbedDecl); isEmbed {
						if id, isIdent := ed.Expr.(*ast.Ident); isIdent && packageDef(id) {
							defs = append(defs, id.Name)
							continue
						}
					}
					plain.Elts = append(plain.Elts, el)
				}
				t = !fieldsApartIn(plain, lit)
			}
			for _, d := range defs {
				t = ties(d) || t
			}
		}
		state[name] = 2
		tied[name] = t
		return t
	}
	for name := range defVals {
		ties(name)
	}
	return tied
}

// defTie is what a definition that ties an entry's fields (defsTied) can
// constrain, as tiedLabels reads a tied pattern: the labels, and those it
// constrains by kind alone.
type defTie struct {
	labels, kindOnly []string
}

// defTies reads, for each tied definition, the labels it can tie:
// #OnDemand: #Tool & {state: *"deferred" | #State, if state == "deferred"
// {card!: string}} ties state and card (card by kind). An entry under it
// then shares a representative only with entries of its shape whose tied
// fields are equal (tiedKey), as under a tied pattern, instead of being
// validated whole (10k tools, half of them under such a definition:
// 0.49x cue vet; 50k: 0.83x). The definition's conjuncts must be struct
// literals tiedLabels reads and definitions that tie nothing (the schema's
// #Tool); anything else (a definition that ties fields itself, a call)
// leaves the definition absent here, and its entries validated whole.
func defTies(defVals map[string]ast.Expr, tied map[string]bool) map[string]*defTie {
	out := map[string]*defTie{}
	for name, v := range defVals {
		if !tied[name] || v == nil {
			continue
		}
		var lits []ast.Expr
		ok := true
		for _, x := range andOperands(v) {
			switch x := x.(type) {
			case *ast.Ident:
				ok = ok && packageDef(x) && !tied[x.Name]
			case *ast.StructLit:
				lits = append(lits, x)
			default:
				ok = false
			}
		}
		if !ok || len(lits) == 0 {
			continue
		}
		labels, kindOnly, ok := tiedLabels(ast.NewBinExpr(token.AND, lits...))
		if ok {
			out[name] = &defTie{labels: labels, kindOnly: kindOnly}
		}
	}
	return out
}

// opaqueEnv names the opaque patterns of the enabled sections, in the
// order of the files, and returns the env files that declare them: one
// per pattern, at the language version of the file it is written in.
// failed holds the sections of the patterns that could not be written out,
// which stay in CUE.
func opaqueEnv(pre []*fileLits, enabled map[string]bool, version map[string]string) (out []envFile, failed map[string]bool) {
	failed = map[string]bool{}
	n := 0
	for _, fl := range pre {
		for _, sd := range fl.decls {
			if !enabled[sd.section] {
				continue
			}
			for _, p := range sd.patterns {
				if p.opaque == nil {
					continue
				}
				name := fmt.Sprintf("toolpolicyPattern_%d", n)
				n++
				text, err := format.Node(p.opaque)
				if err != nil {
					failed[sd.section] = true
					continue
				}
				var b strings.Builder
				names := make([]string, 0, len(p.imports))
				for k := range p.imports {
					names = append(names, k)
				}
				slices.Sort(names)
				for _, k := range names {
					fmt.Fprintf(&b, "import %s %s\n", k, p.imports[k])
				}
				fmt.Fprintf(&b, "%s: %s\n", name, text)
				ef := envFile{name: templateFile, src: []byte(b.String()), version: version[p.opaque.Pos().Filename()]}
				if _, err := parser.ParseFile(ef.name, ef.src, versionOpts(ef.version)...); err != nil {
					failed[sd.section] = true
					continue
				}
				p.envName = name
				out = append(out, ef)
			}
		}
	}
	return out, failed
}

// An entry that is literals but for a few constraints of its own,
// tools: x: {state: "active", description?: string, group: *"core" |
// string}, stayed in the package, and a policy written that way had every
// entry evaluated by CUE. restTemplate takes such an entry: its literal
// fields are its values, as for any literal entry, and its other fields
// (the rest) join its template, as text, which is validated with it in the
// env (the literal, rest and all, is still what evalBatch unifies, so the
// rest counts twice, which unification does not notice). The rest's fields
// must stand apart (fieldsApart), so the entry is valid exactly when each
// of its fields is, and refer to nothing but CUE's predeclared names and
// the package's definitions: the literal is compiled in the env's scope,
// without the file's imports, lets or hidden fields.

// restParts is an entry's value read by restTemplateIn: its definitions
// (defs), its literal fields (vals) and the rest, its other fields without
// their comments (bare, formatted when the entry is taken: restText), the
// definitions and the package's hidden fields the rest names (restDefs),
// and the labels of its fields that declare hidden fields of their own
// (hiddenIn).
type restParts struct {
	defs               []string
	vals               []litValue
	bare               *ast.StructLit
	restDefs, hiddenIn []string
	// builtins are the imports of CUE's standard library the rest calls
	// (struct.MinFields(1)): the rest's text is compiled where the
	// file's imports are out of reach, and CUE infers the package from
	// its name (builtinImport), which is what the file's import names.
	builtins []*ast.ImportSpec
}

// restTemplateIn reads an entry's value as definitions, literal fields and
// the rest; ok is false if it is not that, or has no rest (templateOf
// reads it then).
//
// With hidden set, a conjunct may name a hidden field (splitTemplateIn),
// and so may the rest: a field of the package's top level (_cursor), which
// joins restDefs for the env to copy (envSource's roots, as a helper's).
// The rest's values may declare hidden fields of their own (parameters:
// #Params & {_in: [...]}); the env's copy of a hidden name is another
// package's, so a read of such a field must see the entry in the package
// (splitLiterals, by hiddenIn).
func restTemplateIn(e ast.Expr, hidden bool) (r restParts, ok bool) {
	defs, lit, ok := splitTemplateIn(e, hidden)
	var restDefs, hiddenIn []string
	var builtins []*ast.ImportSpec
	if !ok || lit == nil {
		return restParts{}, false
	}
	var lits, others []ast.Decl
	// The entry's own hidden labels (ownHidden below) must not be a name
	// any reference in it is written with: the rest's text, parsed again,
	// would bind it to the entry's field, where the policy's binds it
	// elsewhere (a comprehension's body decided and spliced in, if _c
	// {_v: "in"}, beside niche: _v of the package: review8 S5).
	own := map[string]bool{}
	for _, el := range lit.Elts {
		if fd, ok := el.(*ast.Field); ok {
			if id, ok := fd.Label.(*ast.Ident); ok && isHidden(id.Name) {
				own[id.Name] = true
			}
		}
	}
	if len(own) > 0 {
		named := false
		walkRefs1(lit, func(id *ast.Ident) { named = named || own[id.Name] })
		if named {
			return restParts{}, false
		}
	}
	for _, el := range lit.Elts {
		fd, isField := el.(*ast.Field)
		if !isField {
			if _, ok := el.(*ast.CommentGroup); ok {
				continue
			}
			return restParts{}, false
		}
		_, simple := simpleLabel(fd.Label)
		// The entry's own hidden field (_ro: true, which a pattern's if
		// _ro {...} reads): the env's to evaluate with the rest, as the
		// package would; a view reading it keeps the entry (hiddenIn).
		id, isIdent := fd.Label.(*ast.Ident)
		ownHidden := isIdent && isHidden(id.Name) && fd.Constraint == token.ILLEGAL && len(fd.Attrs) == 0
		// A label may come twice (description?: string beside its
		// value): CUE unifies the two, and so does the template with the
		// literal. Two literals of one label are literalStruct's to refuse.
		if !simple || !(isRegular(fd.Label) || ownHidden) || embeds(fd) {
			return restParts{}, false
		}
		if ownHidden {
			if declaresHidden(fd.Value) {
				return restParts{}, false
			}
			hiddenIn = append(hiddenIn, id.Name)
		} else if declaresHidden(fd.Value) {
			// Data declaring hidden fields stays CUE's to read.
			if literalField(fd) {
				return restParts{}, false
			}
			name, _ := simpleLabel(fd.Label)
			hiddenIn = append(hiddenIn, name)
		} else if literalField(fd) {
			lits = append(lits, fd)
			continue
		}
		if fd.Constraint != token.ILLEGAL && fd.Constraint != token.OPTION && fd.Constraint != token.NOT {
			return restParts{}, false
		}
		// Data the split cannot read (1e400, 0o17, bytes) stays CUE's to
		// read: a rest is a constraint, naming a type, a builtin or a
		// definition.
		fine := true
		envRefs(fd.Value, func(id *ast.Ident) {
			switch {
			case id.Scope != nil && id.Scope != lit && insideNode(fd.Value, id.Scope):
			case id.Node == nil && predeclared[id.Name] && id.Name != "len" && id.Name != "__closeAll":
			case packageDef(id), hidden && topHidden(id):
				if !slices.Contains(restDefs, id.Name) {
					restDefs = append(restDefs, id.Name)
				}
			case builtinImport(id):
				if spec := id.Node.(*ast.ImportSpec); !slices.Contains(builtins, spec) {
					builtins = append(builtins, spec)
				}
			default:
				fine = false
			}
		})
		// A selection from a conjunction, (#Alias & #O).f, met a
		// template's other default otherwise than CUE does (helper-58):
		// left to CUE.
		ast.Walk(fd.Value, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if _, isIdent := sel.X.(*ast.Ident); !isIdent {
					fine = false
				}
			}
			return fine
		}, nil)
		if !fine || !ownHidden && !constrains(fd.Value) {
			return restParts{}, false
		}
		others = append(others, fd)
	}
	if len(others) == 0 {
		return restParts{}, false
	}
	vals, ok := literalStruct(&ast.StructLit{Elts: lits})
	if !ok {
		return restParts{}, false
	}
	// Without the fields' own comments, so entries with the same
	// constraints share a template (and its checks); plainText's second
	// parse, which drops every comment, cost a tenth of a second at
	// 10,000 entries.
	bare := &ast.StructLit{}
	for _, d := range others {
		fd := d.(*ast.Field)
		bare.Elts = append(bare.Elts, &ast.Field{Label: fd.Label, Constraint: fd.Constraint, Value: fd.Value})
	}
	return restParts{defs: defs, vals: vals, bare: bare, restDefs: restDefs, hiddenIn: hiddenIn, builtins: builtins}, true
}

// inferable caches, by name, whether CUE infers a standard-library package
// from a bare name (cue.InferBuiltins): it does for a name that is the last
// element of exactly one package's path.
var inferable sync.Map

// builtinImport reports whether id refers to an import of CUE's standard
// library under the name CUE infers that package from (struct, json for
// encoding/json), so that the same text compiled without the import, with
// cue.InferBuiltins, names the same package. An import under another name
// (import s "struct") does not qualify: the inferred name would differ.
func builtinImport(id *ast.Ident) bool {
	spec, ok := id.Node.(*ast.ImportSpec)
	if !ok || !builtinPackage(spec) {
		return false
	}
	p, err := literal.Unquote(spec.Path.Value)
	if err != nil || path.Base(p) != id.Name || spec.Name != nil && spec.Name.Name != id.Name {
		return false
	}
	if ok, seen := inferable.Load(id.Name); seen {
		return ok.(bool)
	}
	// A package named by its last element alone compiles; an ambiguous
	// or unknown name is an unresolved reference.
	ok = cuecontext.New().CompileString(id.Name, cue.InferBuiltins(true)).Err() == nil
	inferable.Store(id.Name, ok)
	return ok
}

// restText formats an entry's rest (restParts.bare) once, when the split
// takes the entry: a file's first scan, before the fold, reads entries
// the fold then makes literal (parameters: _paged), and formatting each
// of their rests cost 15 MB at 10,000 tools.
func (e *litEntry) restText() bool {
	if e.restLit == nil {
		return true
	}
	text, err := format.Node(e.restLit)
	if err != nil {
		return false
	}
	e.extra, e.restLit = []string{string(text)}, nil
	return true
}

// fieldCount reports whether e is struct.MinFields or struct.MaxFields of
// an integer literal, struct the standard library's.
func fieldCount(e ast.Expr) bool {
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	path, name, ok := importedFunc(call.Fun)
	bl, isLit := call.Args[0].(*ast.BasicLit)
	return ok && path == "struct" && (name == "MinFields" || name == "MaxFields") && isLit && bl.Kind == token.INT
}

// literalField reports whether a field is one literalStruct reads: the
// literal part of an entry restTemplate splits.
func literalField(fd *ast.Field) bool {
	_, ok := literalStruct(&ast.StructLit{Elts: []ast.Decl{fd}})
	return ok
}

// constrains reports whether e names something or applies an operator,
// other than a sign on a number: whether it is more than data.
func constrains(e ast.Expr) bool {
	return astAny(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident, *ast.BinaryExpr, *ast.CallExpr, *ast.Comprehension, *ast.Ellipsis:
			return true
		case *ast.UnaryExpr:
			_, num := n.X.(*ast.BasicLit)
			return !num || (n.Op != token.SUB && n.Op != token.ADD)
		case *ast.Field:
			_, pattern := n.Label.(*ast.ListLit)
			return n.Constraint != token.ILLEGAL || pattern
		}
		return false
	})
}

// insideNode reports whether n is root or lies within it.
func insideNode(root, n ast.Node) bool {
	return astAny(root, func(x ast.Node) bool { return x == n })
}

// An entry a tied pattern applies to was validated whole, about 100 µs of
// CUE's work each: matchN(>=1, [{state: "active"}, {state: "deferred",
// card: string}]) on every tool kept a 10,000-tool policy at 1.1× `cue
// vet`. But such a value reads only some of an entry's fields, and its
// verdict depends on nothing else: tiedLabels finds the labels it can
// read, and entries of one shape (template and labels) that agree on
// those fields' values share one representative validated whole; each of
// their other fields is checked on its own against the field's
// constraint, as for any entry of the dedupe path (validateLiterals).
//
// The argument: the value is unified with the entry at struct level (the
// pattern's value itself, the operands of & and |, the arguments of calls
// such as matchN, close and struct.MinFields, the elements of their
// lists, the embeddings of its structs). What it puts there is struct
// literals, whose labels (F) are the only fields it constrains, besides
// what depends on the entry's labels alone (closedness, field counts),
// which the shape fixes. Inside a field's value anything may appear: it
// constrains that field, which is in F, and it can refer to nothing of the
// entry but fields of F (opaqueValue: a reference is bound inside the
// value, or is a definition, a hidden field or an import, none of which
// is the entry). So two entries of one shape whose fields in F are equal
// get the same verdict from the value, and differ only in fields outside
// F, which the value does not constrain: those are valid exactly when
// they pass their constraint in the template, the per-field check.
//
// What tiedLabels cannot bound it refuses, and the entry is validated
// whole as before: a definition, a hidden field or a value alias at struct
// level (a definition's fields are not read here), a pattern constraint, a
// dynamic label or a typed ellipsis (...string) in a struct at struct
// level (they constrain fields by name), a for clause there (it can make
// any label).

// tiedLabels returns the labels a tied pattern's value can constrain,
// sorted, and those of them it constrains by kind alone; ok is false if it
// cannot tell.
//
// A label is kind-only when every field of it at struct level is `string`,
// `bool` or `_` (with or without a marker) and nothing in the value refers
// to it: the value's verdict then depends on such a field's kind, not its
// string, and entries that differ in it are alike to the value (tiedKey).
func tiedLabels(value ast.Expr) (labels, kindOnly []string, ok bool) {
	seen := map[string]bool{}
	exact := map[string]bool{}
	ok = true
	var atStruct func(e ast.Expr)
	atStruct = func(e ast.Expr) {
		if !ok || e == nil {
			return
		}
		switch x := e.(type) {
		case *ast.ParenExpr:
			atStruct(x.X)
		case *ast.UnaryExpr:
			atStruct(x.X)
		case *ast.BinaryExpr:
			switch x.Op {
			case token.AND, token.OR:
				atStruct(x.X)
				atStruct(x.Y)
			default:
				// Arithmetic or a comparison: not a struct.
			}
		case *ast.CallExpr:
			// Only calls that return one of their arguments, a validator
			// or an error; another (json.Unmarshal) can make any label.
			if !structCall(x.Fun) {
				ok = false
				return
			}
			for _, a := range x.Args {
				atStruct(a)
			}
		case *ast.ListLit:
			for _, el := range x.Elts {
				if el, isEllipsis := el.(*ast.Ellipsis); isEllipsis {
					atStruct(el.Type)
					continue
				}
				atStruct(el.(ast.Expr))
			}
		case *ast.BasicLit, *ast.BottomLit, *ast.Interpolation:
		case *ast.Ident:
			// A predeclared name (string, _, matchN's argument...) holds
			// no fields of its own; anything else might.
			if x.Node != nil || !predeclared[x.Name] {
				ok = false
			}
		case *ast.SelectorExpr:
			// An import's function, passed as a value: holds no fields.
			if id, isIdent := x.X.(*ast.Ident); !isIdent || !isImportSpec(id.Node) {
				ok = false
			}
		case *ast.StructLit:
			structLevel(x.Elts, atStruct, seen, exact, &ok)
		default:
			ok = false
		}
	}
	atStruct(value)
	if !ok {
		return nil, nil, false
	}
	envRefs(value, func(id *ast.Ident) { exact[id.Name] = true })
	for l := range seen {
		labels = append(labels, l)
		if !exact[l] {
			kindOnly = append(kindOnly, l)
		}
	}
	slices.Sort(labels)
	slices.Sort(kindOnly)
	return labels, kindOnly, true
}

// structCall reports whether fn is a builtin tiedLabels can read the
// arguments of at struct level: CUE's matchN, matchIf, close, and, or,
// error, and the standard library's struct.MinFields and MaxFields.
func structCall(fn ast.Expr) bool {
	if id, isIdent := fn.(*ast.Ident); isIdent {
		switch id.Name {
		case "matchN", "matchIf", "close", "and", "or", "error":
			return id.Node == nil
		}
		return false
	}
	path, name, ok := importedFunc(fn)
	return ok && path == "struct" && (name == "MinFields" || name == "MaxFields")
}

// structLevel reads the elements of a struct at struct level for
// tiedLabels: its fields' labels, its embeddings, the bodies of its if
// clauses.
func structLevel(elts []ast.Decl, atStruct func(ast.Expr), seen, exact map[string]bool, ok *bool) {
	for _, el := range elts {
		if !*ok {
			return
		}
		switch el := el.(type) {
		case *ast.Field:
			name, simple := simpleLabel(el.Label)
			if !simple {
				*ok = false // a pattern, dynamic or aliased label
				return
			}
			seen[name] = true
			if id, isIdent := el.Value.(*ast.Ident); !isIdent || id.Node != nil || (id.Name != "string" && id.Name != "bool" && id.Name != "_") {
				exact[name] = true
			}
		case *ast.EmbedDecl:
			atStruct(el.Expr)
		case *ast.Comprehension:
			for _, c := range el.Clauses {
				if _, isIf := c.(*ast.IfClause); !isIf {
					if _, isLet := c.(*ast.LetClause); !isLet {
						*ok = false // a for clause can make any label
						return
					}
				}
			}
			if body, isStruct := el.Value.(*ast.StructLit); isStruct {
				structLevel(body.Elts, atStruct, seen, exact, ok)
			} else {
				*ok = false
			}
		case *ast.Ellipsis:
			if el.Type != nil {
				*ok = false
			}
		case *ast.LetClause, *ast.Attribute, *ast.CommentGroup:
		default:
			*ok = false
		}
	}
}

// tiedKey appends to key the values of e's fields that its tied patterns
// can constrain (e.tiedOn), each as written: the label, what kind of
// value it is, and the value, length-prefixed.
func tiedKey(key []byte, e *litEntry) []byte {
	str := func(key []byte, s string) []byte {
		return append(binary.AppendUvarint(key, uint64(len(s))), s...)
	}
	for _, v := range e.values {
		if !slices.Contains(e.tiedOn, v.label) {
			continue
		}
		key = str(key, v.label)
		if !tiedExact(e, v) {
			if v.isStr {
				key = append(key, 'S')
			} else {
				key = append(key, 'B')
			}
			continue
		}
		switch {
		case v.raw != nil:
			key = str(append(key, 'r'), string(v.json))
		case v.isStr:
			key = str(append(key, 's'), v.str)
		case v.b:
			key = append(key, 't')
		default:
			key = append(key, 'f')
		}
		key = append(key, byte(v.marker))
		if v.dflt || v.cons || v.dep {
			flags := byte(0)
			if v.dflt {
				flags |= 1
			}
			if v.cons {
				flags |= 2
			}
			if v.dep {
				flags |= 4
			}
			key = str(append(key, 'x', flags), exprKey(v.expr))
		}
	}
	return key
}

// tiedExact reports whether the shape's entries share v's field only if
// they agree on its value: a field a tied pattern reads (e.tiedOn), unless
// every such pattern reads only its kind and v is a plain string or bool.
func tiedExact(e *litEntry, v litValue) bool {
	if !slices.Contains(e.tiedOn, v.label) {
		return false
	}
	plain := v.raw == nil && !v.dflt && !v.cons && !v.dep
	return !plain || !slices.Contains(e.kindOnly, v.label)
}
