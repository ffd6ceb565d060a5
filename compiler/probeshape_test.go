package compiler

import (
	"fmt"
	"slices"
	"testing"

	"cuelang.org/go/cue"
	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/cuecontext"
	"cuelang.org/go/cue/token"
)

// explicitProbeAll is probeAll as it was before patterns (a probe field
// written in each closed struct, each by its own path): what the merged
// probe must decide alike.
func explicitProbeAll(v cue.Value, root *vnode) bool {
	var paths []cue.Path
	var build func(n *vnode, path []cue.Selector) ast.Expr
	build = func(n *vnode, path []cue.Selector) ast.Expr {
		if n.list {
			l := &ast.ListLit{}
			for i, k := range n.kids {
				if !k.any {
					l.Elts = append(l.Elts, ast.NewIdent("_"))
					continue
				}
				l.Elts = append(l.Elts, build(k, append(slices.Clip(path), cue.Index(i))))
			}
			return l
		}
		sl := &ast.StructLit{}
		if n.closed {
			sl.Elts = append(sl.Elts, &ast.Field{Label: ast.NewIdent(closedProbeLabel), Value: ast.NewLit(token.INT, "1")})
			paths = append(paths, cue.MakePath(append(slices.Clip(path), cue.Str(closedProbeLabel))...))
		}
		for k, l := range n.labels {
			if n.kids[k].any {
				sl.Elts = append(sl.Elts, &ast.Field{Label: ast.NewString(l), Value: build(n.kids[k], append(slices.Clip(path), cue.Str(l)))})
			}
		}
		return sl
	}
	probe := build(root, nil)
	return probeHolds(v, probe, paths)
}

// TestMergedProbeDecidesAsExplicit: the probe written with patterns where
// a struct's fields are all structs (shapeOf, mergeShapes) takes and
// refuses what a probe field written in each closed struct does, on
// servers' outputs copied by top-level and section comprehensions (open
// and closed copies), with empty, scalar, list and differently shaped
// fields beside; and it is smaller where it merges.
func TestMergedProbeDecidesAsExplicit(t *testing.T) {
	server := `#S: {name: string, specs: [...{n: string, params: [...string]}], out: {for s in specs {"\(name)_\(s.n)": {state: *"deferred" | "active", %s parameters: {type: "object", properties: {for p in s.params {(p): {type: "string"%s}}}}}}}}
_servers: [N=string]: #S & {name: N}
_servers: a: specs: [{n: "x", params: ["p", "q"]}, {n: "y", params: []}, {n: "w", params: ["r", "s", "t"]}]
_servers: b: specs: [{n: "z", params: ["r"]}]
`
	copies := map[string]string{
		"top-level comprehension": "v: {for _, srv in _servers for k, e in srv.out {tools: (k): e}}\n",
		"section comprehension":   "v: tools: {for _, srv in _servers for k, e in srv.out {(k): e}}\n",
		"one server's out":        "v: _servers.a.out\n",
	}
	extras := []struct{ name, entry, prop string }{
		{"plain", "", ""},
		{"a scalar beside", "card: \"c\",", ""},
		{"a nested struct in each property", "", ", enum: {a: 1}"},
		{"a list in each entry", "tags: [{t: 1}, \"x\"],", ""},
		{"an open struct in each entry", "meta: {k: 1, ...},", ""},
		{"a closed struct in each entry", "meta: close({k: 1}),", ""},
		{"an empty struct in each entry", "meta: {},", ""},
		{"a property completed", "", "} & {description: \"d\""},
	}
	merged := 0
	verdicts := map[bool]bool{}
	for _, x := range extras {
		for cname, c := range copies {
			src := fmt.Sprintf(server, x.entry, x.prop) + c
			t.Run(x.name+", "+cname, func(t *testing.T) {
				v := cuecontext.New().CompileString(src).LookupPath(cue.ParsePath("v"))
				if v.Err() != nil {
					t.Fatalf("%v\n%s", v.Err(), src)
				}
				root := &vnode{v: v}
				if !regularWalk(root, 0) {
					t.Fatalf("not regular data: the case tests no probe\n%s", src)
				}
				got, want := probeAll(v, root), explicitProbeAll(v, root)
				if got != want {
					t.Errorf("merged probe says %v, explicit probe %v", got, want)
				}
				verdicts[want] = true
			})
			v := cuecontext.New().CompileString(src).LookupPath(cue.ParsePath("v"))
			root := &vnode{v: v}
			if regularWalk(root, 0) && hasPattern(shapeOf(root)) {
				merged++
			}
		}
	}
	if merged == 0 {
		t.Error("no case wrote a pattern: the merge is not exercised")
	}
	if !verdicts[true] || !verdicts[false] {
		t.Errorf("verdicts %v: the cases do not take and refuse both", verdicts)
	}
}

func hasPattern(s *pshape) bool {
	if s == nil {
		return false
	}
	if s.pat != nil {
		return true
	}
	return slices.ContainsFunc(s.kids, hasPattern)
}
