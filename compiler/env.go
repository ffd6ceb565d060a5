package compiler

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/build"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/literal"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
)

// Entries with a template (a definition of the policy's own, #MCPTool &
// {...}, or a pattern constraint of their section that their name matches)
// are validated in a scope holding the schema and the policy's definitions,
// compiled once per worker: the env. That is only the package's meaning when
// the definitions stand on their own, referring to nothing but definitions
// and CUE's predeclared identifiers (no hidden field, let, or data), which
// envSource checks.

// predeclared are the identifiers CUE defines in every scope.
var predeclared = map[string]bool{
	"_": true, "null": true, "true": true, "false": true, "bool": true, "int": true, "float": true,
	"string": true, "bytes": true, "number": true, "len": true, "close": true, "and": true,
	"or": true, "div": true, "mod": true, "quo": true, "rem": true, "matchN": true, "matchIf": true,
	"error": true, "__closeAll": false,
}

// plainPredeclared reports whether id is one of CUE's predeclared names,
// not hidden by a declaration of the file, standing for a type or value
// rather than for closing, choosing, failing or counting (close, or, and,
// error, len; another file's top-level field may hide len): what an
// entry's default, a pattern's constraint or a label pattern's field may
// name and mean the same wherever the fast path compiles it.
func plainPredeclared(id *ast.Ident) bool {
	switch id.Name {
	case "close", "or", "and", "error", "len":
		return false
	}
	return id.Node == nil && predeclared[id.Name]
}

// envFile is one file of the env besides the schema: a copy of a policy file
// holding only its definitions, every other byte but line breaks blanked,
// so CUE reports a problem inside a definition at its place in the policy.
type envFile struct {
	name string
	src  []byte
	// version is the CUE language version the policy file was read at
	// (its module's), which the copy is read at too.
	version string
}

// envScope is what the policy's definitions may refer to besides one
// another and CUE's predeclared names: the package's top-level hidden
// fields (by name, every declaration), unless a top-level comprehension or
// embedding may add to one (touched), and each file's lets and
// standard-library imports. The env copies those along.
type envScope struct {
	files   []*ast.File
	hidden  map[string][]*ast.Field
	touched map[string]bool
}

// envSource returns the env's files, and whether the policy's definitions
// can be compiled apart from the rest of it. srcOf returns a policy file's
// source by the name it was parsed under (nil if unknown: the definition is
// then compiled from its formatted text, positioned in no file).
//
// A definition may refer to its own fields, to other definitions, to
// CUE's predeclared names, and to what scope holds (hidden fields, lets,
// imports of the standard library), on down: those go into the env with
// it, each file's in that file's copy, so a let or an import keeps its
// file's scope. Anything else (a regular field: data) keeps the
// definitions from standing apart.
//
// roots are values that go into the env on their own (opaque patterns'
// values, opaquepat.go, written with their imports): the hidden fields
// they refer to are copied, as a definition's are, but not the roots, nor
// their imports.
func envSource(defs []*ast.Field, scope *envScope, srcOf func(string) []byte, roots ...ast.Expr) ([]envFile, bool) {
	if scope == nil {
		scope = &envScope{}
	}
	names := map[string]bool{}
	for _, p := range schemaDefNames() {
		names[p] = true
	}
	for _, d := range defs {
		name, _ := simpleLabel(d.Label)
		names[name] = true
	}
	ok := true
	var decls []ast.Node // what the env holds: definitions, then what they need
	seen := map[ast.Node]bool{}
	specs := map[*ast.ImportSpec]bool{}
	scoped := map[ast.Node]bool{} // a let or import: its file's copy must be the source's
	var need func(n ast.Node)
	var refsOf func(value ast.Node, root bool)
	need = func(n ast.Node) {
		if seen[n] {
			return
		}
		seen[n] = true
		decls = append(decls, n)
		var value ast.Node = n
		switch d := n.(type) {
		case *ast.Field:
			if d.Constraint != token.ILLEGAL || embeds(d) {
				// A value @embed fills comes from cue/load, which the
				// env does not run.
				ok = false
			}
			value = d.Value
		case *ast.LetClause:
			value = d.Expr
		}
		refsOf(value, false)
	}
	refsOf = func(value ast.Node, root bool) {
		inside := map[ast.Node]bool{}
		ast.Walk(value, func(n ast.Node) bool { inside[n] = true; return true }, nil)
		envRefs(value, func(id *ast.Ident) {
			switch {
			case strings.HasPrefix(id.Name, "#") && names[id.Name]:
			case id.Node == nil && predeclared[id.Name]:
			case id.Scope != nil && inside[id.Scope]:
				// Bound inside: a field, alias, let or for clause of its own.
			case root && isImportSpec(id.Node):
				// The root's own file imports it.
			case isImportSpec(id.Node):
				spec := id.Node.(*ast.ImportSpec)
				if !stdlibImport(spec) {
					ok = false
					return
				}
				specs[spec] = true
				scoped[spec] = true
			case isFileLet(id):
				lc := id.Node.(*ast.LetClause)
				scoped[lc] = true
				need(lc)
			case isHidden(id.Name) && (id.Scope == nil || isFileScope(id.Scope)):
				ds := scope.hidden[id.Name]
				if len(ds) == 0 || scope.touched[id.Name] {
					ok = false
					return
				}
				for _, d := range ds {
					need(d)
				}
			default:
				ok = false
			}
		})
	}
	for _, d := range defs {
		if name, _ := simpleLabel(d.Label); strings.HasPrefix(name, "#toolpolicySection_") {
			ok = false // the env's own names (sectionRef) would meet it
		}
		need(d)
	}
	for _, r := range roots {
		refsOf(r, true)
	}
	// The import declarations holding the specs needed, each file's.
	for _, f := range scope.files {
		for _, d := range f.Decls {
			if id, isImport := d.(*ast.ImportDecl); isImport && slices.ContainsFunc(id.Specs, func(s *ast.ImportSpec) bool { return specs[s] }) {
				decls = append(decls, id)
			}
		}
	}
	var out []envFile
	byName := map[string]int{}
	version := map[string]string{}
	for _, f := range scope.files {
		version[f.Filename] = f.LanguageVersion
	}
	for _, d := range decls {
		name := d.Pos().Filename()
		src := srcOf(name)
		lo, hi := d.Pos().Offset(), d.End().Offset()
		if src == nil || !d.Pos().IsValid() || lo < 0 || hi > len(src) || lo >= hi || !unchanged(src, d) {
			if _, isField := d.(*ast.Field); !isField || hasScoped(d, scoped) {
				ok = false // a let or an import needs its file's copy
				continue
			}
			text, err := format.Node(&ast.File{Decls: []ast.Decl{d.(ast.Decl)}})
			if err != nil {
				ok = false
				continue
			}
			out = append(out, envFile{name: templateFile, src: text, version: version[name]})
			continue
		}
		i, seen := byName[name]
		if !seen {
			i = len(out)
			byName[name] = i
			out = append(out, envFile{name: name, src: blank(src), version: version[name]})
		}
		f := &out[i]
		if len(f.src) < hi {
			f.src = append(f.src, blank(src[len(f.src):hi])...)
		}
		id, isImport := d.(*ast.ImportDecl)
		if !isImport || !id.Lparen.IsValid() {
			copy(f.src[lo:hi], src[lo:hi])
			continue
		}
		// import ( ... ): the keyword, the parentheses and the specs the
		// definitions need, each from the source. Not the rest: CUE
		// rejects an unused import, and a spec the fold dropped from the
		// syntax is still in the source.
		copy(f.src[lo:id.Lparen.Offset()+1], src[lo:id.Lparen.Offset()+1])
		for _, s := range id.Specs {
			if specs[s] {
				copy(f.src[s.Pos().Offset():s.End().Offset()], src[s.Pos().Offset():s.End().Offset()])
			}
		}
		copy(f.src[id.Rparen.Offset():hi], src[id.Rparen.Offset():hi])
	}
	for i := range out {
		if out[i].name != templateFile {
			out[i].src = trimBlank(out[i].src)
		}
		if _, err := parser.ParseFile(out[i].name, out[i].src, versionOpts(out[i].version)...); err != nil {
			ok = false
		}
	}
	return out, ok
}

// embeds reports whether a declaration holds an @embed attribute.
func embeds(d ast.Node) bool { return hasAttr(d, "embed") }

// hasAttr reports whether n holds an attribute of the kind key (@key(...)).
func hasAttr(n ast.Node, key string) bool {
	return astAny(n, func(a *ast.Attribute) bool { k, _ := a.Split(); return k == key })
}

// versionOpts reads a file at a CUE language version ("": the parser's).
func versionOpts(v string) []parser.Option {
	if v == "" {
		return nil
	}
	return []parser.Option{parser.Version(v)}
}

// hasScoped reports whether a declaration refers to a let or import.
func hasScoped(d ast.Node, scoped map[ast.Node]bool) bool {
	found := false
	envRefs(d, func(id *ast.Ident) {
		if id.Node != nil && scoped[id.Node] {
			found = true
		}
	})
	return found
}

// stdlibImport reports whether an import is of the standard library (no
// domain in its first element), which the env resolves; a module's package
// is cue/load's.
func stdlibImport(spec *ast.ImportSpec) bool {
	path, err := literal.Unquote(spec.Path.Value)
	return err == nil && !strings.Contains(strings.Split(path, "/")[0], ".")
}

func isImportSpec(n ast.Node) bool { _, ok := n.(*ast.ImportSpec); return ok }

// isFileLet reports whether id refers to a let at the top of its file.
func isFileLet(id *ast.Ident) bool {
	_, isLet := id.Node.(*ast.LetClause)
	return isLet && isFileScope(id.Scope)
}

// envRefs calls fn for every identifier in n used as a reference: not a
// label, a selector's field, or what a let, alias or for clause declares.
func envRefs(n ast.Node, fn func(*ast.Ident)) {
	var before func(n ast.Node) bool
	walk := func(n ast.Node) {
		if n != nil {
			ast.Walk(n, before, nil)
		}
	}
	before = func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Field:
			switch l := x.Label.(type) {
			case *ast.Alias:
				if _, isIdent := l.Expr.(*ast.Ident); !isIdent {
					walk(l.Expr)
				}
			case *ast.Ident, *ast.BasicLit:
			default:
				walk(x.Label)
			}
			if x.Value != nil {
				walk(x.Value)
			}
			return false
		case *ast.SelectorExpr:
			walk(x.X)
			return false
		case *ast.LetClause:
			walk(x.Expr)
			return false
		case *ast.Alias:
			walk(x.Expr)
			return false
		case *ast.ForClause:
			walk(x.Source)
			return false
		case *ast.Ident:
			fn(x)
			return false
		}
		return true
	}
	walk(n)
}

// blank returns b with every byte but line breaks replaced by a space.
func blank(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		if c == '\n' {
			out[i] = c
		} else {
			out[i] = ' '
		}
	}
	return out
}

// trimBlank drops the blank tail after the last definition.
func trimBlank(b []byte) []byte {
	return bytes.TrimRight(b, " \n")
}

// templateFile names CUE syntax toolpolicy writes itself (a template's
// text); a position in it is no place in the user's files, and problems
// take the position of the user's declaration instead (addCUEErrors).
const templateFile = "toolpolicy-template.cue"

// schemaDefNames lists the schema's top-level definitions.
var schemaDefNames = sync.OnceValue(func() []string {
	f, err := parser.ParseFile(schema.Filename, schema.Source)
	if err != nil {
		return nil
	}
	var out []string
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.Field); ok {
			if name, ok := simpleLabel(fd.Label); ok && strings.HasPrefix(name, "#") {
				out = append(out, name)
			}
		}
	}
	return out
})

// schemaAt parses the embedded schema at a policy's language version ("":
// the current one), a file of its own each call.
func schemaAt(version string) *ast.File {
	f, err := parser.ParseFile(schema.Filename, schema.Source, versionOpts(version)...)
	if err != nil {
		panic(fmt.Sprintf("embedded schema does not parse: %v", err))
	}
	return f
}

// envValue compiles the env in the worker's context, once.
func (w *worker) envValue() cue.Value {
	if !w.env.Exists() {
		// The schema at the policy's language version, as addSchema
		// reads it for the package.
		var version string
		for _, ef := range w.envFiles {
			version = cmp.Or(version, ef.version)
		}
		f := schemaAt(version)
		// Each fast section's constraint, under a name a batch of
		// entries with templates is unified with (evalBatch): the same
		// syntax as the schema's, so CUE cites the schema's positions.
		// The schema's pattern on unknown top-level fields goes: the
		// env's only regular fields are opaque patterns' values
		// (opaquepat.go), which it must not turn into errors.
		f.Decls = slices.DeleteFunc(f.Decls, func(d ast.Decl) bool {
			fd, ok := d.(*ast.Field)
			if !ok {
				return false
			}
			_, isPattern := fd.Label.(*ast.ListLit)
			return isPattern
		})
		for _, d := range slices.Clone(f.Decls) {
			if fd, ok := d.(*ast.Field); ok {
				if name, ok := simpleLabel(fd.Label); ok && slices.Contains(fastSections, name) {
					f.Decls = append(f.Decls, &ast.Field{Label: ast.NewIdent(sectionRef(name)), Value: fd.Value})
				}
			}
		}
		// One package of the schema and each policy file's copy, so a
		// let or an import keeps its file's scope.
		inst := build.NewContext().NewInstance("", nil)
		if err := inst.AddSyntax(f); err != nil {
			panic(fmt.Sprintf("embedded schema does not build: %v", err))
		}
		for _, ef := range w.envFiles {
			uf, err := parser.ParseFile(ef.name, ef.src, versionOpts(ef.version)...)
			if err != nil {
				// envSource parsed every file; should one not parse, CUE's
				// own compilation of it gives the error value.
				w.env = w.ctx.CompileBytes(ef.src, cue.Filename(ef.name))
				return w.env
			}
			if uf.PackageName() == "" {
				uf.Decls = append([]ast.Decl{&ast.Package{Name: ast.NewIdent(PackageName)}}, uf.Decls...)
			}
			if err := inst.AddSyntax(uf); err != nil {
				w.env = w.ctx.CompileBytes(ef.src, cue.Filename(ef.name))
				return w.env
			}
		}
		w.env = w.ctx.BuildInstance(inst)
		w.envPath = inst.ID()
	}
	return w.env
}

// sectionRef names the env's copy of a section's constraint: a definition,
// as a regular field would fall under the schema's pattern for unknown
// top-level fields, and a hidden one would belong to the env's package,
// out of reach of an expression compiled in its scope. Its patterns cover
// every name, so closing it changes nothing.
func sectionRef(section string) string { return "#toolpolicySection_" + section }

// tmplDef is the section's entry definition unified with a template, as the
// package would see it.
func (w *worker) tmplDef(section, tmpl string) cue.Value {
	key := section + "|" + tmpl
	if v, ok := w.tmpls[key]; ok {
		return v
	}
	env := w.envValue()
	var v cue.Value
	if pl := schemaPlans()[section]; pl != nil {
		d := env.LookupPath(cue.MakePath(cue.Def(pl.def)))
		// A rest's call of the standard library (struct.MinFields) names
		// its package as its file's import did (builtinImport).
		v = d.Unify(w.ctx.CompileString("("+tmpl+")", cue.Scope(env), cue.ImportPath(w.envPath), cue.InferBuiltins(true)))
	}
	if w.tmpls == nil {
		w.tmpls = map[string]cue.Value{}
	}
	w.tmpls[key] = v
	return v
}

// tmplTouches reports whether a template may constrain the field label of
// the section's entries beyond the section's definition: it names it in a
// literal, or a definition it applies does, directly or through another,
// or one has anything but plain fields (a pattern, an embedding), or is a
// schema definition other than the section's own. Unsure is yes.
func (w *worker) tmplTouches(section, tmpl, label string) bool {
	if w.defFields == nil {
		w.defFields = map[string]ast.Expr{}
		for _, ef := range w.envFiles {
			f, err := parser.ParseFile(ef.name, ef.src)
			if err != nil {
				return true
			}
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.Field); ok {
					if name, ok := simpleLabel(fd.Label); ok && (strings.HasPrefix(name, "#") || isHidden(name)) {
						if _, dup := w.defFields[name]; dup {
							w.defFields[name] = nil // declared twice: unsure
						} else {
							w.defFields[name] = fd.Value
						}
					}
				}
			}
		}
	}
	pl := schemaPlans()[section]
	if pl == nil {
		return true
	}
	for _, n := range schemaDefNames() {
		if _, redeclared := w.defFields[n]; redeclared {
			return true // the schema's own constraint is not all there is
		}
	}
	x, err := parser.ParseExpr(templateFile, tmpl)
	if err != nil {
		return true
	}
	seen := map[string]bool{}
	var touches func(ast.Expr) bool
	touches = func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.BinaryExpr:
			return e.Op != token.AND || touches(e.X) || touches(e.Y)
		case *ast.ParenExpr:
			return touches(e.X)
		case *ast.CallExpr:
			return !isCloseCall(e) || touches(e.Args[0])
		case *ast.Ident:
			if e.Name == pl.def {
				return false
			}
			if seen[e.Name] {
				return false
			}
			seen[e.Name] = true
			v, ok := w.defFields[e.Name]
			return !ok || v == nil || touches(v)
		case *ast.StructLit:
			for _, el := range e.Elts {
				switch el := el.(type) {
				case *ast.Field:
					name, ok := simpleLabel(el.Label)
					if !ok || name == label {
						return true
					}
				case *ast.Attribute, *ast.CommentGroup:
				case *ast.Ellipsis:
					// A bare `...` leaves the struct open and constrains
					// no field (the fold's #toolpolicyDefault_…).
					if el.Type != nil {
						return true
					}
				default:
					return true
				}
			}
			return false
		}
		return true
	}
	return touches(x)
}
