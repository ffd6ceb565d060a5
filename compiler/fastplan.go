package compiler

import (
	"maps"
	"strings"
	"sync"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/parser"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
)

// sectionPlan is what the schema says about one fast section, read from the
// schema's syntax so the fast path follows the schema instead of repeating it.
type sectionPlan struct {
	section string
	// patterns are the section's pattern labels ([#Name]: ...); defIndex is
	// the one whose value is the entry definition.
	patterns []ast.Expr
	defIndex int
	def      string          // the entry definition, e.g. "#Tool"
	fields   map[string]bool // the definition's field labels
	// dedupe is set when each of the definition's fields is constrained on
	// its own (no field refers to a sibling), so an entry is valid exactly
	// when its set of labels is and each of its values is.
	dedupe bool
	// uses holds every top-level schema label the section's constraint
	// depends on; a policy declaring one of them changes the constraint.
	// nameUses are those its name patterns depend on (#Name, #NameRE,
	// #NameError), which checkNames reads from the schema alone.
	uses, nameUses map[string]bool
}

// schemaPlans parses the embedded schema once. The returned syntax is shared
// and must not be compiled (compiling resolves identifiers in place); workers
// parse their own copy.
var schemaPlans = sync.OnceValue(func() map[string]*sectionPlan {
	f, err := parser.ParseFile(schema.Filename, schema.Source)
	if err != nil {
		return nil
	}
	return plansFrom(f)
})

func plansFrom(f *ast.File) map[string]*sectionPlan {
	top := map[string]ast.Expr{}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.Field); ok {
			if name, ok := simpleLabel(fd.Label); ok {
				if _, dup := top[name]; dup {
					top[name] = nil // declared twice: too clever for the fast path
					continue
				}
				top[name] = fd.Value
			}
		}
	}
	// closure returns the top-level labels an expression depends on.
	closure := func(e ast.Expr) map[string]bool {
		seen := map[string]bool{}
		var visit func(ast.Node)
		visit = func(n ast.Node) {
			walkRefs1(n, func(id *ast.Ident) {
				if v, ok := top[id.Name]; ok && !seen[id.Name] {
					seen[id.Name] = true
					if v != nil {
						visit(v)
					}
				}
			})
		}
		visit(e)
		return seen
	}
	plans := map[string]*sectionPlan{}
	for _, section := range fastSections {
		sl, ok := top[section].(*ast.StructLit)
		if !ok {
			continue
		}
		p := &sectionPlan{section: section, defIndex: -1, uses: closure(sl)}
		usable := true
		nameUses := map[string]bool{}
		for _, el := range sl.Elts {
			fd, ok := el.(*ast.Field)
			if !ok {
				usable = false
				break
			}
			ll, ok := fd.Label.(*ast.ListLit)
			if !ok || len(ll.Elts) != 1 {
				usable = false // a regular field inside the section
				break
			}
			if id, ok := fd.Value.(*ast.Ident); ok && strings.HasPrefix(id.Name, "#") && p.defIndex < 0 {
				p.defIndex, p.def = len(p.patterns), id.Name
			} else {
				maps.Copy(nameUses, closure(fd.Value))
			}
			maps.Copy(nameUses, closure(ll.Elts[0]))
			p.patterns = append(p.patterns, ll.Elts[0])
		}
		p.nameUses = nameUses
		for name := range p.uses {
			if !strings.HasPrefix(name, "#") && !strings.HasPrefix(name, "_") {
				usable = false // depends on policy data
			}
		}
		if !usable || p.defIndex < 0 {
			continue
		}
		p.fields, p.dedupe = defFields(top[p.def])
		plans[section] = p
	}
	return plans
}

// defFields returns a definition's field labels, and whether every field's
// constraint stands on its own: the definition is a struct of plain fields
// and no field's value names a sibling.
func defFields(e ast.Expr) (map[string]bool, bool) {
	sl, ok := e.(*ast.StructLit)
	if !ok {
		return nil, false
	}
	fields := map[string]bool{}
	for _, el := range sl.Elts {
		fd, ok := el.(*ast.Field)
		if !ok {
			return nil, false
		}
		name, ok := simpleLabel(fd.Label)
		if !ok || !isRegular(fd.Label) {
			return nil, false
		}
		fields[name] = true
	}
	independent := true
	for _, el := range sl.Elts {
		walkRefs1(el.(*ast.Field).Value, func(id *ast.Ident) {
			if fields[id.Name] {
				independent = false
			}
		})
	}
	return fields, independent
}

// callsClose reports whether e calls close() anywhere. A schema definition
// the policy redeclares with close() (#Parameters: close({type?:
// "object"})) is closed or not in CUE v0.17.1 by the order of the files it
// meets the schema's in, which the env's is not (helper-75, review36): its
// section stays whole, where CUE decides with the schema first.
func callsClose(e ast.Expr) bool { return astAny(e, isCloseCall) }

// userOverrides reports whether the policy declares, at top level, a label
// the section's schema constraint depends on (say its own #Tool): CUE would
// unify the two, so the schema alone no longer decides.
func userOverrides(files []*ast.File, p *sectionPlan) (overrides, names bool) {
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.Field); ok {
				if name, ok := simpleLabel(fd.Label); ok && p.uses[name] {
					overrides = true
					names = names || p.nameUses[name] || !strings.HasPrefix(name, "#") || callsClose(fd.Value)
				}
			}
		}
	}
	return overrides, names
}
