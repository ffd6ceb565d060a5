package gen_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/gen"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// FuzzGenerate: any policy the compiler accepts yields Go that parses and is
// already gofmt-formatted, JSON and YAML that parse, block.json whose
// descriptions are the policy's own strings, a checksum that matches, and
// Markdown tables with one row per entry — the same bytes every time.
//
//	go test ./gen -run '^$' -fuzz '^FuzzGenerate$' -fuzztime 10m
func FuzzGenerate(f *testing.F) {
	for _, dir := range []string{"../policy", "../examples/pawwork"} {
		names, _ := filepath.Glob(filepath.Join(dir, "*.cue"))
		var all []byte
		for _, n := range names {
			b, err := os.ReadFile(n)
			if err != nil {
				f.Fatal(err)
			}
			// One file: drop later package clauses.
			if len(all) > 0 {
				b = bytes.Replace(b, []byte("package toolpolicy"), nil, 1)
			}
			all = append(all, b...)
			all = append(all, '\n')
		}
		f.Add(all)
	}
	f.Add([]byte(hostilePolicy))
	f.Fuzz(func(t *testing.T, src []byte) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "a.cue"), src, 0o644); err != nil {
			t.Fatal(err)
		}
		p, err := compiler.LoadDir(dir)
		if err != nil {
			return // the compiler's own fuzz targets cover rejection
		}
		checkOutputs(t, p)
	})
}

func checkOutputs(t *testing.T, p *model.Policy) []gen.File {
	t.Helper()
	cfg := gen.Config{GoDir: "out/toolcatalog", GoldenDir: "out/golden", DocsDir: "out/docs"}
	files, err := gen.Generate(p, cfg)
	if err != nil {
		t.Fatalf("Generate rejected a policy the compiler accepted: %v", err)
	}
	again, err := gen.Generate(p, cfg)
	if err != nil || len(again) != len(files) {
		t.Fatalf("second Generate differs: %v", err)
	}
	byPath := map[string][]byte{}
	for i, f := range files {
		if again[i].Rel != f.Rel || !bytes.Equal(again[i].Data, f.Data) {
			t.Errorf("%s: two runs gave different bytes", f.Rel)
		}
		byPath[filepath.ToSlash(f.Path())] = f.Data
	}
	for _, f := range files {
		name := f.Rel
		switch {
		case strings.HasSuffix(name, ".go"):
			if _, err := parser.ParseFile(token.NewFileSet(), name, f.Data, parser.AllErrors); err != nil {
				t.Errorf("%s does not parse: %v", name, err)
				continue
			}
			if formatted, err := format.Source(f.Data); err != nil || !bytes.Equal(formatted, f.Data) {
				t.Errorf("%s is not gofmt-formatted (%v)", name, err)
			}
		case strings.HasSuffix(name, ".json"):
			checkBlock(t, p, name, f.Data)
		case strings.HasSuffix(name, ".json.sha256"):
			block := byPath[strings.TrimSuffix(filepath.ToSlash(f.Path()), ".sha256")]
			sum := sha256.Sum256(block)
			if !strings.HasPrefix(string(f.Data), hex.EncodeToString(sum[:])) {
				t.Errorf("%s does not match its block: %q", name, f.Data)
			}
		case strings.HasSuffix(name, ".yaml"):
			var v any
			if err := yaml.Unmarshal(f.Data, &v); err != nil {
				t.Errorf("%s is not YAML: %v", name, err)
			}
		case strings.HasSuffix(name, ".md"):
			checkTables(t, name, f.Data)
		}
	}
	return files
}

// checkBlock decodes a block and compares every entry with the policy.
func checkBlock(t *testing.T, p *model.Policy, name string, data []byte) {
	t.Helper()
	if pr := p.Providers[strings.Split(name, "/")[0]]; pr != nil && pr.Wire != "" {
		// A provider wire's shape is resolve's wire tests' business; here
		// the block must be JSON.
		if !json.Valid(data) {
			t.Errorf("%s is not JSON", name)
		}
		return
	}
	var entries []resolve.BlockEntry
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Errorf("%s is not a JSON block: %v", name, err)
		return
	}
	for _, e := range entries {
		tool := p.Tools[e.Name]
		if tool == nil {
			t.Errorf("%s names %q, which is not a tool", name, e.Name)
			continue
		}
		if tool.CardList != nil {
			// A loader's description is its own text, then the card list.
			if !strings.HasPrefix(e.Description, tool.Description+"\n") {
				t.Errorf("%s: %s's description came back as %q, which does not start with %q and a newline", name, e.Name, e.Description, tool.Description)
			}
		} else if e.Description != tool.Description {
			t.Errorf("%s: %s's description came back as %q, not %q", name, e.Name, e.Description, tool.Description)
		}
	}
}

// checkTables asserts each Markdown table row has as many cells as its
// header: an unescaped | or a newline in a cell would split or break it.
func checkTables(t *testing.T, name string, data []byte) {
	t.Helper()
	cols := 0
	for i, line := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(line, "|") {
			cols = 0
			continue
		}
		n := cells(line)
		if cols == 0 {
			cols = n
			continue
		}
		if n != cols {
			t.Errorf("%s:%d: a row of %d cells under a header of %d: %q", name, i+1, n, cols, line)
		}
	}
}

// cells counts the cells of a Markdown table row: pipes not escaped by a
// backslash, outside code spans, minus one.
func cells(row string) int {
	n, inCode := 0, false
	for i := 0; i < len(row); i++ {
		switch row[i] {
		case '\\':
			i++
		case '`':
			inCode = !inCode
		case '|':
			if !inCode {
				n++
			}
		}
	}
	return n - 1
}

// hostile strings: every kind of text that breaks a naive generator. Cards
// and descriptions are free strings; notes, niches and reasons are one line.
var (
	hostileFree = []string{
		"quote \" backslash \\ backtick ` end",
		"comment */ closer /* opener // line",
		"</script><script>alert(1)</script>",
		"pipe | in | cells",
		"line one\nline two\r\nthree\ttab",
		"non-ASCII: café, 日本語, emoji 🐋, RTL \u202e override, line sep \u2028",
		"control \x01\x1b[31m escape \x7f",
		"${HOME} $(rm -rf /) %s %v {{.}}",
		"yaml: - [a, b] {c: d} # not a comment\n--- \n...",
	}
	hostileLine = []string{
		"quote \" backslash \\ backtick ` end",
		"comment */ closer /* opener",
		"</script> | pipe | <b>bold</b> & amp",
		"café 日本語 🐋 \u202e RTL",
		"*emphasis* _under_ [link](http://x) # hash ~strike~ !bang",
	}
)

var hostilePolicy = func() string {
	var b strings.Builder
	b.WriteString("package toolpolicy\n\nrelease: version: \"1.0.0\"\nproviders: default: {default: true, budget: {target: 20, max: 30}}\nmodes: {plan: {}, agent: {}}\n")
	for i, s := range hostileFree {
		fmt.Fprintf(&b, "tools: t%d: {state: \"active\", niche: %s, card: %s, description: %s}\n",
			i, cueQuote(hostileLine[i%len(hostileLine)]), cueQuote(s), cueQuote(s))
	}
	for i, s := range hostileLine {
		fmt.Fprintf(&b, "tools: old%d: state: \"deprecated\"\n", i)
		fmt.Fprintf(&b, "aliases: old%d: {replacement: \"t%d\", first_deprecated: \"0.9.0\", planned_removal: \"TBD\", replay_supported: true, note: %s}\n",
			i, i, cueQuote(s))
		fmt.Fprintf(&b, "retired: gone%d: {since: \"0.9.0\", reason: %s}\n", i, cueQuote(s))
	}
	return b.String()
}()

// cueQuote writes s as a CUE string literal: JSON's escapes are CUE's.
func cueQuote(s string) string {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// Hostile strings either are rejected by the schema with a clear error or
// come back unchanged from every output that carries them.
func TestHostileStringsSurviveEveryOutput(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.cue"), []byte(hostilePolicy), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := checkOutputs(t, p)

	// Go: every free string is one string literal that unquotes to itself.
	lits := map[string]bool{}
	for _, f := range files {
		if !strings.HasSuffix(f.Rel, ".go") {
			continue
		}
		fs := token.NewFileSet()
		af, err := parser.ParseFile(fs, f.Rel, f.Data, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, lit := range goStrings(af) {
			lits[lit] = true
		}
	}
	for _, s := range hostileFree {
		if !lits[s] {
			t.Errorf("no Go string literal round-trips to %q", s)
		}
	}
	for _, s := range hostileLine {
		if !lits[s] {
			t.Errorf("no Go string literal round-trips to the note %q", s)
		}
	}

	// Markdown: one row per alias and per retired name, and the text kept.
	for _, f := range files {
		if f.Rel != "manifest.md" {
			continue
		}
		rows := 0
		for _, line := range strings.Split(string(f.Data), "\n") {
			if strings.HasPrefix(line, "| `old") || strings.HasPrefix(line, "| `gone") {
				rows++
			}
		}
		if want := 2 * len(hostileLine); rows != want {
			t.Errorf("manifest.md has %d alias and retired rows, want %d:\n%s", rows, want, f.Data)
		}
		if bytes.Contains(f.Data, []byte("</script>")) || bytes.Contains(f.Data, []byte("<b>")) {
			t.Errorf("manifest.md passes raw HTML through:\n%s", f.Data)
		}
	}
}

// goStrings returns the unquoted value of every string literal in af.
func goStrings(af *ast.File) []string {
	var out []string
	ast.Inspect(af, func(n ast.Node) bool {
		if bl, ok := n.(*ast.BasicLit); ok && bl.Kind == token.STRING {
			if s, err := strconv.Unquote(bl.Value); err == nil {
				out = append(out, s)
			}
		}
		return true
	})
	return out
}
