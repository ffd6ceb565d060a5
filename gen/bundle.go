package gen

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// goCoreFile is the generated package's copy of package resolve.
const goCoreFile = "resolve_gen.go"

// coreSource returns package resolve's non-test source as one file of
// package pkg, the way golang.org/x/tools/cmd/bundle copies a package: the
// files' declarations verbatim, their imports merged, the package clause
// rewritten; and the top-level identifiers it declares. The algorithm a
// harness runs is then the one compiled and tested in package resolve, and
// the generated package depends on nothing but the standard library. It
// does not depend on the policy, so it is built once per package name and
// process.
func coreSource(pkg string) ([]byte, map[string]bool, error) {
	coreMu.Lock()
	defer coreMu.Unlock()
	c, ok := coreCache[pkg]
	if !ok {
		src, idents, err := bundle(resolve.Files, pkg)
		if err != nil {
			return nil, nil, err
		}
		c = core{src, idents}
		coreCache[pkg] = c
	}
	return bytes.Clone(c.src), maps.Clone(c.idents), nil
}

type core struct {
	src    []byte
	idents map[string]bool
}

var (
	coreMu    sync.Mutex
	coreCache = map[string]core{}
)

// bundle joins the Go files of fsys (tests and source.go, which only embeds
// the others, left out) into one file of package pkg, and returns the
// top-level identifiers they declare. The files are gofmt's output, and so
// is the file joined from them (TestBundleIsFormatted): it is not formatted
// again, which took a parse and a print of 3,000 lines every gen.
func bundle(fsys fs.FS, pkg string) ([]byte, map[string]bool, error) {
	names, err := fs.Glob(fsys, "*.go")
	if err != nil {
		return nil, nil, err
	}
	slices.Sort(names)
	imports := map[string]bool{}
	idents := map[string]bool{}
	var bodies bytes.Buffer
	fset := token.NewFileSet()
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") || name == "source.go" {
			continue
		}
		src, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, nil, err
		}
		f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return nil, nil, fmt.Errorf("bundling %s: %w", name, err)
		}
		addDecls(idents, f)
		// Everything after the package clause and the imports is copied
		// as written, comments included.
		end := f.Name.End()
		for _, imp := range f.Imports {
			path, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				return nil, nil, fmt.Errorf("bundling %s: %w", name, err)
			}
			if strings.Contains(path, ".") {
				return nil, nil, fmt.Errorf("bundling %s: %s is not in the standard library", name, path)
			}
			imports[path] = true
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
				end = g.End()
			}
		}
		fmt.Fprintf(&bodies, "\n// From %s.\n", name)
		bodies.Write(bytes.TrimSpace(src[fset.Position(end).Offset:]))
		bodies.WriteString("\n")
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "// %s\n\n", Header)
	b.WriteString("// This file is package github.com/toolpolicy/toolpolicy/resolve, copied with\n" +
		"// its package clause rewritten: the rule that decides what a model sees,\n" +
		"// compiled and tested there. The policy's tables are in " + goTablesFile + ".\n\n")
	fmt.Fprintf(&b, "package %s\n\nimport (\n", pkg)
	for _, path := range model.SortedKeys(imports) {
		fmt.Fprintf(&b, "\t%q\n", path)
	}
	b.WriteString(")\n")
	b.Write(bodies.Bytes())
	return b.Bytes(), idents, nil
}

// declaredIdents returns the top-level identifiers a Go file declares.
func declaredIdents(src []byte) (map[string]bool, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	addDecls(out, f)
	return out, nil
}

// addDecls adds the top-level identifiers f declares to out.
func addDecls(out map[string]bool, f *ast.File) {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				out[d.Name.Name] = true
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					out[s.Name.Name] = true
				case *ast.ValueSpec:
					for _, n := range s.Names {
						out[n.Name] = true
					}
				}
			}
		}
	}
}
