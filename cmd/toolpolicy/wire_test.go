package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Changing one byte of a tool definition in the shipped policy changes the
// fingerprint of every head that sends it, and leaves the generated files
// stale (gen --check exits 3); catalog --format block prints exactly the
// bytes whose SHA-256 is the fingerprint.
func TestDefinitionByteChangesFingerprint(t *testing.T) {
	pol := t.TempDir()
	names, _ := filepath.Glob("../../policy/*.cue")
	for _, n := range names {
		if filepath.Base(n) == "gen.cue" { // its output paths are the repository's
			continue
		}
		b, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(pol, filepath.Base(n)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := t.TempDir()
	outs := []string{"--out-go", filepath.Join(out, "go"), "--out-golden", filepath.Join(out, "golden"), "--out-docs", filepath.Join(out, "docs")}
	if code, _, errs := runCLI(t, append([]string{"gen", "--policy", pol}, outs...)...); code != 0 {
		t.Fatalf("gen: exit %d\n%s", code, errs)
	}
	fingerprint := func() (string, []byte) {
		code, js, errs := runCLI(t, "catalog", "--policy", pol, "--provider", "arcee", "--mode", "agent", "--format", "json")
		if code != 0 {
			t.Fatalf("catalog: exit %d\n%s", code, errs)
		}
		var c struct{ Fingerprint string }
		if err := json.Unmarshal([]byte(js), &c); err != nil {
			t.Fatal(err)
		}
		_, block, _ := runCLI(t, "catalog", "--policy", pol, "--provider", "arcee", "--mode", "agent", "--format", "block")
		return c.Fingerprint, []byte(block)
	}
	before, block := fingerprint()
	sum := sha256.Sum256(block)
	if before != "sha256:"+hex.EncodeToString(sum[:]) {
		t.Fatalf("catalog --format block is not the bytes of the fingerprint %s", before)
	}
	if !strings.HasPrefix(string(block), `[{"type":"function","function":{"name":"checklist_write","description":`) {
		t.Fatalf("arcee's block is not on the Chat Completions wire: %.120s", block)
	}

	defs := filepath.Join(pol, "definitions.cue")
	src, err := os.ReadFile(defs)
	if err != nil {
		t.Fatal(err)
	}
	for _, edit := range [][2]string{
		{`"Lines of context per hunk."`, `"Lines of context per hunk!"`}, // a parameter's description
		{`minimum: 0, maximum: 50`, `minimum: 0, maximum: 51`},           // a number in a schema
		{`"Read a text file`, `"read a text file`},                       // a tool's description
	} {
		if !strings.Contains(string(src), edit[0]) {
			t.Fatalf("%q is not in definitions.cue", edit[0])
		}
		if err := os.WriteFile(defs, []byte(strings.Replace(string(src), edit[0], edit[1], 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		if after, _ := fingerprint(); after == before {
			t.Errorf("%s → %s: the fingerprint did not change", edit[0], edit[1])
		}
		if code, _, _ := runCLI(t, append([]string{"gen", "--check", "--policy", pol}, outs...)...); code != exitStale {
			t.Errorf("%s → %s: gen --check exit %d, want %d", edit[0], edit[1], code, exitStale)
		}
	}
}
