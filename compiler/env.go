package compiler

import (
	"strings"
	"sync"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/format"
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

// envSource returns the env's source, and whether the policy's definitions
// can be compiled apart from the rest of it.
func envSource(defs []*ast.Field) (string, bool) {
	names := map[string]bool{}
	for _, p := range schemaDefNames() {
		names[p] = true
	}
	for _, d := range defs {
		name, _ := simpleLabel(d.Label)
		names[name] = true
	}
	var b strings.Builder
	b.Write(schema.Source)
	ok := true
	for _, d := range defs {
		if d.Constraint != token.ILLEGAL {
			ok = false
		}
		walkRefs1(d.Value, func(id *ast.Ident) {
			if strings.HasPrefix(id.Name, "#") && names[id.Name] {
				return
			}
			if id.Node == nil && predeclared[id.Name] {
				return
			}
			ok = false
		})
		src, err := format.Node(d)
		if err != nil {
			ok = false
			continue
		}
		b.WriteString("\n")
		b.Write(src)
		b.WriteString("\n")
	}
	return b.String(), ok
}

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

// envValue compiles the env in the worker's context, once.
func (w *worker) envValue() cue.Value {
	if !w.env.Exists() {
		w.env = w.ctx.CompileString(w.envSrc, cue.Filename(schema.Filename))
	}
	return w.env
}

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
		v = d.Unify(w.ctx.CompileString("("+tmpl+")", cue.Scope(env)))
	}
	if w.tmpls == nil {
		w.tmpls = map[string]cue.Value{}
	}
	w.tmpls[key] = v
	return v
}
