package compiler

import (
	"sync"

	"cuelang.org/go/cue/ast"
	"cuelang.org/go/cue/parser"
	"cuelang.org/go/cue/scanner"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
)

// A copy of the schema saved beside the policy, as `toolpolicy schema
// --help` suggests (toolpolicy schema > policy/schema.cue, so cue vet and
// editors check the policy), is one more file of the package, whose
// top-level fields are marked required or optional (tools!: {[#Name]:
// #Tool, ...}): the split left every section to CUE (3.4 s and 436 MB
// against 0.31 s without the copy at 10,000 tools; cue vet 0.91 s). But
// each of its declarations is the schema's own, which the package already
// has, and CUE unifies a value with itself into itself. dropSchemaCopies
// drops from the files each top-level field that is, token for token
// (comments, spacing and commas aside, so cue fmt changes nothing), the
// schema's declaration of that label, when nothing in it names a let or
// an import of its file (where the schema's names the package's). An older
// or edited copy keeps what differs.

// schemaDecl is one of the schema's top-level fields: its tokens, and the
// length of its text.
type schemaDecl struct {
	toks []scannedTok
	size int
}

type scannedTok struct {
	tok token.Token
	lit string
}

// schemaDecls are the schema's top-level fields by label; a pattern's,
// the unknown-field constraint, under patternKey.
var schemaDecls = sync.OnceValue(func() map[string]schemaDecl {
	f, err := parser.ParseFile(schema.Filename, schema.Source)
	if err != nil {
		return nil
	}
	out := map[string]schemaDecl{}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.Field)
		if !ok {
			continue
		}
		key, ok := schemaKey(fd)
		if !ok {
			continue
		}
		if _, twice := out[key]; twice {
			out[key] = schemaDecl{} // declared twice: matches nothing
			continue
		}
		text := declText(schema.Source, fd)
		out[key] = schemaDecl{toks: scanTokens(text), size: len(text)}
	}
	return out
})

// patternKey is the key of a top-level pattern constraint's declaration.
const patternKey = "[pattern]"

// schemaKey is the key of a top-level field in schemaDecls.
func schemaKey(fd *ast.Field) (string, bool) {
	switch l := fd.Label.(type) {
	case *ast.Ident:
		return l.Name, true
	case *ast.ListLit:
		return patternKey, true
	}
	return "", false
}

// dropSchemaCopies drops the files' top-level fields that repeat the
// schema's; it reports which files changed.
func dropSchemaCopies(files []*ast.File, srcOf func(string) []byte) []bool {
	decls := schemaDecls()
	var changed []bool
	for i, f := range files {
		var src []byte
		var out []ast.Decl
		for j, d := range f.Decls {
			drop := false
			if fd, ok := d.(*ast.Field); ok {
				if key, ok := schemaKey(fd); ok {
					if sd, ok := decls[key]; ok && sd.toks != nil {
						if src == nil {
							src = srcOf(f.Filename)
						}
						drop = src != nil && sameAsSchema(src, fd, sd)
					}
				}
			}
			if drop && out == nil {
				out = append(make([]ast.Decl, 0, len(f.Decls)), f.Decls[:j]...)
			}
			if !drop && out != nil {
				out = append(out, d)
			}
		}
		if out != nil {
			f.Decls = out
			changed = markChanged(changed, len(files), i)
		}
	}
	return changed
}

// sameAsSchema reports whether fd, in a file of text src, is sd's
// declaration and names nothing of its file's own.
func sameAsSchema(src []byte, fd *ast.Field, sd schemaDecl) bool {
	text := declText(src, fd)
	// A tools block of thousands of entries is no copy: not scanned.
	if text == nil || len(text) > 2*sd.size+256 {
		return false
	}
	toks := scanTokens(text)
	if len(toks) != len(sd.toks) {
		return false
	}
	for k := range toks {
		if toks[k] != sd.toks[k] {
			return false
		}
	}
	return !astAny(fd, func(id *ast.Ident) bool {
		switch id.Node.(type) {
		case *ast.LetClause, *ast.ImportSpec:
			return true
		}
		return false
	})
}

// declText is the text of a top-level field, from its label to the end
// of its value; nil if its positions do not lie in src.
func declText(src []byte, fd *ast.Field) []byte {
	from, to := fd.Pos(), fd.End()
	if !from.IsValid() || !to.IsValid() {
		return nil
	}
	a, b := from.Offset(), to.Offset()
	if a < 0 || b > len(src) || a >= b {
		return nil
	}
	return src[a:b]
}

// scanTokens is text's tokens without comments, the commas CUE inserts at
// line ends written as commas, and no comma before a closing bracket (so
// {a: 1} and its lines written out scan alike).
func scanTokens(text []byte) []scannedTok {
	var s scanner.Scanner
	s.Init(token.NewFile("", -1, len(text)), text, nil, 0)
	var out []scannedTok
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		switch tok {
		case token.COMMA:
			lit = ","
		case token.RBRACE, token.RBRACK, token.RPAREN:
			if n := len(out); n > 0 && out[n-1].tok == token.COMMA {
				out = out[:n-1]
			}
		}
		out = append(out, scannedTok{tok, lit})
	}
	if n := len(out); n > 0 && out[n-1].tok == token.COMMA {
		out = out[:n-1] // the line end after the value
	}
	return out
}
