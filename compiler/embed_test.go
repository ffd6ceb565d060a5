package compiler

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// A parameter schema embedded from a JSON file of the policy directory is
// read through the policy's file system (here one that exists only in
// memory, as a git revision does) and arrives as canonical JSON.
func TestEmbeddedParameters(t *testing.T) {
	fsys := fstest.MapFS{
		"policy.cue": {Data: []byte(`@extern(embed)

package toolpolicy

release: version: "1.0.0"
tools: read_file: {
	state: "active"
	parameters: _ @embed(file="schemas/read_file.json")
}
providers: p: {default: true, budget: {target: 1, max: 1}, wire: "openai-chat-completions"}
modes: agent: {}
`)},
		"schemas/read_file.json": {Data: []byte(`{"type": "object", "required": ["path"], "properties": {"path": {"type": "string"}}}`)},
	}
	p, err := Load(fsys, "/nonexistent/policy")
	if err != nil {
		t.Fatal(err)
	}
	want := `{"properties":{"path":{"type":"string"}},"required":["path"],"type":"object"}`
	if got := p.Tools["read_file"].Parameters; got != want {
		t.Errorf("parameters = %s, want %s", got, want)
	}

	fsys["schemas/read_file.json"] = &fstest.MapFile{Data: []byte(`{"type": "array"}`)}
	if _, err := Load(fsys, "/nonexistent/policy"); err == nil {
		t.Error("a parameter schema whose root is not an object loaded")
	}
	delete(fsys, "schemas/read_file.json")
	if _, err := Load(fsys, "/nonexistent/policy"); err == nil {
		t.Error("a missing embedded file loaded")
	}
}

// LoadDir reads through an os.Root of the policy directory: an embedded file
// (or a policy file) that is a symbolic link leading outside it is refused
// with the position of the @embed, and nothing of the outside file is read;
// a link that stays inside is followed.
func TestEmbedStaysInsideThePolicyDirectory(t *testing.T) {
	dir := t.TempDir()
	pol := filepath.Join(dir, "policy")
	for _, d := range []string{filepath.Join(pol, "schemas"), filepath.Join(dir, "outside")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(name, src string) {
		t.Helper()
		if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(pol, "policy.cue"), `@extern(embed)

package toolpolicy

release: version: "1.0.0"
tools: read_file: {
	state: "active"
	parameters: _ @embed(file="schemas/read_file.json")
}
providers: p: {default: true, budget: {target: 1, max: 1}, wire: "openai-chat-completions"}
modes: agent: {}
`)
	write(filepath.Join(dir, "outside", "secret.json"), `{"type": "object", "properties": {"secret": {"type": "string"}}}`)
	link := filepath.Join(pol, "schemas", "read_file.json")
	if err := os.Symlink(filepath.Join("..", "..", "outside", "secret.json"), link); err != nil {
		t.Fatal(err)
	}
	p, err := LoadDir(pol)
	var le *LoadError
	if !errors.As(err, &le) || len(le.Problems) != 1 {
		t.Fatalf("an embed through a link out of the directory: %v (policy %v)", err, p != nil)
	}
	pr := le.Problems[0]
	if pr.Rule != RulePolicyInput || pr.Pos.File != filepath.Join(pol, "policy.cue") || pr.Pos.Line != 8 || pr.Pos.Col != 16 ||
		!strings.Contains(pr.Msg, `@embed(file="schemas/read_file.json") leads outside the policy directory`) {
		t.Errorf("problem = %+v", pr)
	}

	// A policy file that links out is refused the same way.
	if err := os.Remove(link); err != nil {
		t.Fatal(err)
	}
	write(filepath.Join(pol, "schemas", "real.json"), `{"type": "object", "properties": {"path": {"type": "string"}}}`)
	if err := os.Symlink("real.json", link); err != nil {
		t.Fatal(err)
	}
	write(filepath.Join(dir, "outside", "extra.cue"), "package toolpolicy\n")
	if err := os.Symlink(filepath.Join("..", "outside", "extra.cue"), filepath.Join(pol, "extra.cue")); err != nil {
		t.Fatal(err)
	}
	_, err = LoadDir(pol)
	if !errors.As(err, &le) || len(le.Problems) != 1 || !strings.Contains(le.Problems[0].Msg, "leads outside the policy directory") ||
		le.Problems[0].Pos.File != filepath.Join(pol, "extra.cue") {
		t.Errorf("a policy file linking out: %v", err)
	}

	// Links inside the directory are followed.
	if err := os.Remove(filepath.Join(pol, "extra.cue")); err != nil {
		t.Fatal(err)
	}
	p, err = LoadDir(pol)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Tools["read_file"].Parameters; got != `{"properties":{"path":{"type":"string"}},"type":"object"}` {
		t.Errorf("parameters through a link inside the directory = %s", got)
	}
}
