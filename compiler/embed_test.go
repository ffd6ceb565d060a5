package compiler

import (
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
