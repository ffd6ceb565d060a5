package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

func TestFmt(t *testing.T) {
	t.Parallel()
	messy := "package toolpolicy\ntools: {\n  a: {state:\"active\"}\n}\n"
	dir := policytest.Dir(t, map[string]string{"a.cue": messy, "b.cue": "package toolpolicy\n\nmodes: agent: {}\n"})

	code, out, errs := runCLI(t, "fmt", "--check", "--policy", dir)
	if code != exitStale || !strings.Contains(out, "-  a: {state:\"active\"}\n+\ta: {state: \"active\"}\n") || strings.Contains(out, "b.cue") {
		t.Fatalf("fmt --check: exit %d\n%s%s", code, out, errs)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.cue")); string(b) != messy {
		t.Fatal("fmt --check wrote a file")
	}
	if code, out, errs := runCLI(t, "fmt", "--policy", dir); code != exitOK || !strings.Contains(out, "formatted ") || strings.Contains(out, "b.cue") {
		t.Fatalf("fmt: exit %d\n%s%s", code, out, errs)
	}
	if code, out, _ := runCLI(t, "fmt", "--check", "--policy", dir); code != exitOK || out != "" {
		t.Errorf("fmt --check after fmt: exit %d\n%s", code, out)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.cue")); string(b) != "package toolpolicy\n\ntools: {\n\ta: {state: \"active\"}\n}\n" {
		t.Errorf("formatted a.cue:\n%s", b)
	}
	// The shipped policy is formatted.
	if code, out, _ := runCLI(t, "fmt", "--check", "--policy", "../../policy"); code != exitOK {
		t.Errorf("shipped policy is not formatted:\n%s", out)
	}
	bad := policytest.Dir(t, map[string]string{"a.cue": "package toolpolicy\ntools: {\n"})
	if code, _, errs := runCLI(t, "fmt", "--check", "--policy", bad); code != exitLoad || !strings.Contains(errs, "/a.cue:2:10: expected '}', found 'EOF'") {
		t.Errorf("syntax error: exit %d, %s", code, errs)
	}
}

// TestFmtLanguageVersion: as cue fmt, fmt parses a file at the language
// version of the module above it (list elements on separate lines without
// commas need v0.17.0), and refuses a module file CUE refuses, in it.
func TestFmtLanguageVersion(t *testing.T) {
	t.Parallel()
	const src = "package toolpolicy\n\ntools: a: {state: \"active\", groups: [\n\t\"g\"\n\t\"h\"\n]}\n"
	for _, tc := range []struct {
		module string
		code   int
		want   string // in stderr
	}{
		{module: "", code: exitOK},
		{module: "module: \"example.com/p@v0\"\nlanguage: version: \"v0.17.0\"\n", code: exitOK},
		{module: "module: \"example.com/p@v0\"\nlanguage: version: \"v0.16.0\"\n", code: exitLoad, want: "/a.cue:5:2: missing ',' before newline in list literal"},
		{module: "module: \"example.com/p@v0\"\nlanguage: version: \"v0.99.0\"\n", code: exitLoad, want: "cue.mod/module.cue:2:20: language version \"v0.99.0\" declared in module.cue is too new"},
	} {
		root := t.TempDir()
		if tc.module != "" {
			policytest.WriteFile(t, filepath.Join(root, "cue.mod", "module.cue"), tc.module)
		}
		dir := policytest.WriteFiles(t, filepath.Join(root, "policy"), map[string]string{"a.cue": src})
		if code, out, errs := runCLI(t, "fmt", "--check", "--policy", dir); code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("module %q: exit %d, want %d with %q\n%s%s", tc.module, code, tc.code, tc.want, out, errs)
		}
	}
}
