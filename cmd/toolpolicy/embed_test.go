package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A parameter schema embedded through a symbolic link that leads out of the
// policy directory is a load error: exit 2, the @embed's position, and none
// of the outside file's text in the output.
func TestEmbedThroughALinkOutExits2(t *testing.T) {
	dir := t.TempDir()
	pol := filepath.Join(dir, "policy")
	if err := os.MkdirAll(filepath.Join(pol, "schemas"), 0o755); err != nil {
		t.Fatal(err)
	}
	src := "@extern(embed)\n\npackage toolpolicy\n\nrelease: version: \"1.0.0\"\ntools: read_file: {\n\tstate: \"active\"\n" +
		"\tparameters: _ @embed(file=\"schemas/read_file.json\")\n}\n" +
		"providers: p: {default: true, budget: {target: 1, max: 1}, wire: \"anthropic-messages\"}\nmodes: agent: {}\n"
	if err := os.WriteFile(filepath.Join(pol, "policy.cue"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "secret.json"), []byte(`{"type":"object","properties":{"TOPSECRET":{"type":"string"}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join("..", "..", "secret.json"), filepath.Join(pol, "schemas", "read_file.json")); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"catalog", "--mode", "agent", "--format", "block"}, {"lint"}} {
		code, out, errs := runCLI(t, append(args, "--policy", pol)...)
		want := filepath.ToSlash(filepath.Join(pol, "policy.cue")) + ":8:16"
		if code != exitLoad || !strings.Contains(out+errs, want) || !strings.Contains(out+errs, "leads outside the policy directory") ||
			strings.Contains(out+errs, "TOPSECRET") {
			t.Errorf("%s: exit %d\n%s%s", args[0], code, out, errs)
		}
	}
}
