package examples_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	harness "github.com/toolpolicy/toolpolicy/examples/harness-go"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// toolpolicyBin is the toolpolicy command, built once for every test here:
// the harnesses' dumps are checked the way a harness's CI checks them.
var toolpolicyBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "toolpolicy-examples-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	toolpolicyBin = filepath.Join(dir, "toolpolicy")
	build := exec.Command("go", "build", "-o", toolpolicyBin, "github.com/toolpolicy/toolpolicy/cmd/toolpolicy")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building toolpolicy:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// toolpolicy runs the built command and returns what it printed (stdout and
// stderr) and its exit code.
func toolpolicy(t *testing.T, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(toolpolicyBin, args...)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return string(out), 0
	case errors.As(err, &exit):
		return string(out), exit.ExitCode()
	}
	t.Fatalf("toolpolicy %s: %v", strings.Join(args, " "), err)
	return "", 0
}

// verifyFile runs toolpolicy verify on a dump file (or a directory of
// them) against a policy, with extra flags.
func verifyFile(t *testing.T, policy, path string, flags ...string) (string, int) {
	t.Helper()
	return toolpolicy(t, append(append([]string{"verify", "--policy", policy}, flags...), path)...)
}

func writeFile(t *testing.T, path string, data []byte) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// configs are the provider × mode × model each fake harness dumps its tool
// list for.
var configs = [][3]string{
	{"default", "agent", ""},
	{"default", "plan", "deepseek-v4-flash"},
	{"arcee", "yolo", "arcee/trinity-large"},
}

// toolchain finds a compiler the tests need (policytest.Toolchain).
func toolchain(t *testing.T, name string) string { return policytest.Toolchain(t, name) }

func run(t *testing.T, env []string, bin string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(bin), strings.Join(args, " "), err, stderr.Bytes())
	}
	return out
}

// built is where dumps left the harnesses it built.
type built struct {
	cargo, node string
	target      []string // the Cargo target directory, in the environment
	tsBuild     string   // the compiled TypeScript harness, beside the module
}

var (
	dumpsOnce  sync.Once
	dumpsOut   map[string][][]byte
	dumpsBuilt built
)

// dumps builds each harness and returns, per language, its dump for every
// config. Each harness's own self-check test runs too. The first test to ask
// builds them (under the directory TestMain made); the others share it.
func dumps(t *testing.T) (map[string][][]byte, built) {
	t.Helper()
	dumpsOnce.Do(func() { dumpsOut, dumpsBuilt = buildDumps(t) })
	if dumpsOut == nil {
		t.Fatal("building the example harnesses failed (see the first test that asked)")
	}
	return dumpsOut, dumpsBuilt
}

// scratch returns a new directory under the one TestMain made, kept until
// every test is done.
func scratch(t *testing.T, name string) string {
	t.Helper()
	d, err := os.MkdirTemp(filepath.Dir(toolpolicyBin), name)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func buildDumps(t *testing.T) (map[string][][]byte, built) {
	out := map[string][][]byte{}
	for _, c := range configs {
		b, err := harness.Dump(c[0], c[1], c[2], nil)
		if err != nil {
			t.Fatal(err)
		}
		out["go"] = append(out["go"], b)
	}

	cargo := toolchain(t, "cargo")
	target := []string{"CARGO_TARGET_DIR=" + scratch(t, "cargo-")}
	manifest := filepath.Join("harness-rust", "Cargo.toml")
	run(t, target, cargo, "test", "--offline", "--quiet", "--manifest-path", manifest)
	for _, c := range configs {
		out["rust"] = append(out["rust"], run(t, target, cargo, "run", "--offline", "--quiet", "--manifest-path", manifest, "--", c[0], c[1], c[2]))
	}

	tsc, node := toolchain(t, "tsc"), toolchain(t, "node")
	build := scratch(t, "ts-")
	run(t, nil, tsc, "-p", "harness-ts", "--outDir", build)
	// tsc type-checks against the .d.ts; the module itself is JavaScript.
	js, err := os.ReadFile("../toolcatalog/ts/toolcatalog.js")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(build, "toolcatalog", "ts"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"toolcatalog/ts/toolcatalog.js": js, "package.json": []byte(`{"type": "module"}`)} {
		if err := os.WriteFile(filepath.Join(build, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	script := filepath.Join(build, "examples", "harness-ts", "harness.js")
	if got := run(t, nil, node, script, "--self-check"); !bytes.Contains(got, []byte("self-check: ok")) {
		t.Fatalf("the TypeScript self-check printed %s", got)
	}
	for _, c := range configs {
		out["typescript"] = append(out["typescript"], run(t, nil, node, script, c[0], c[1], c[2]))
	}
	return out, built{cargo: cargo, node: node, target: target, tsBuild: build}
}

// tools returns the array of tools inside a dump's envelope, whatever the wire.
func tools(env map[string]any) []any {
	d := env["dump"].(map[string]any)
	if r, ok := d["result"].(map[string]any); ok {
		return r["tools"].([]any)
	}
	return d["tools"].([]any)
}

func setTools(env map[string]any, list []any) {
	d := env["dump"].(map[string]any)
	if r, ok := d["result"].(map[string]any); ok {
		r["tools"] = list
		return
	}
	d["tools"] = list
}

// rename returns a copy of a tool element with another name, in any wire.
func rename(e any, name string) any {
	b, _ := json.Marshal(e)
	var c map[string]any
	_ = json.Unmarshal(b, &c)
	if f, ok := c["function"].(map[string]any); ok {
		f["name"] = name
	} else {
		c["name"] = name
	}
	return c
}

// Each fake harness's dump passes toolpolicy verify (exit 0, one file at
// a time and as a batch), and planted drift in it (a hidden name offered,
// two tools swapped, a tool missing) exits 5 with the rule id verify
// reports it under.
func TestHarnessDumpsVerify(t *testing.T) {
	all, _ := dumps(t)
	dir := t.TempDir()
	for _, lang := range []string{"go", "rust", "typescript"} {
		if len(all[lang]) != len(configs) {
			t.Fatalf("%s: %d dumps", lang, len(all[lang]))
		}
		for i, data := range all[lang] {
			name := lang + "-" + strings.Join(configs[i][:2], "-") + ".json"
			path := writeFile(t, filepath.Join(dir, "clean", name), data)
			if out, code := verifyFile(t, "../policy", path); code != 0 || strings.Contains(out, ": error: ") {
				t.Errorf("verify %s: exit %d\n%s", name, code, out)
			}
			for _, drift := range []struct {
				what  string
				plant func([]any) []any
				want  string
			}{
				{"a hidden name offered", func(l []any) []any { return append(l, rename(l[0], "exec_wait")) }, "verify-hidden-offered"},
				{"two tools swapped", func(l []any) []any { l[0], l[1] = l[1], l[0]; return l }, "verify-head-order"},
				{"a tool missing", func(l []any) []any { return slices.Delete(l, 2, 3) }, "verify-head-missing"},
			} {
				var env map[string]any
				if err := json.Unmarshal(data, &env); err != nil {
					t.Fatal(err)
				}
				setTools(env, drift.plant(slices.Clone(tools(env))))
				planted, _ := json.MarshalIndent(env, "", "  ")
				path := writeFile(t, filepath.Join(dir, "drift", drift.want+"-"+name), planted)
				if out, code := verifyFile(t, "../policy", path); code != 5 || !strings.Contains(out, "["+drift.want+"]") {
					t.Errorf("verify %s with %s: exit %d, want 5 and %s:\n%s", name, drift.what, code, drift.want, out)
				}
			}
		}
	}
	if out, code := verifyFile(t, "../policy", filepath.Join(dir, "clean")); code != 0 {
		t.Errorf("verify of the directory of clean dumps: exit %d\n%s", code, out)
	}
}

// The settings case: each harness built on the modules generated for a policy
// whose catalog depends on settings (CodeWhale 0.8.53 as it shipped), run
// with allow_shell=true and tools_always_load=web.run (the release's 30
// head names, its two tool-search tools and web.run). Its dump carries the settings in the envelope and passes
// verify; the same tools checked against the default settings, or with the
// settings given as --set flags instead, exit 5 and 0.
func TestSettingsHarnessDumpsVerify(t *testing.T) {
	const policy = "../examples/codewhale-0.8.53"
	settings := []string{"allow_shell=true", "tools_always_load=web.run"}
	_, b := dumps(t)
	gen := t.TempDir()
	if out, code := toolpolicy(t, "gen", "--policy", policy, "--out-go", filepath.Join(gen, "go"), "--out-golden", filepath.Join(gen, "golden"),
		"--out-docs", filepath.Join(gen, "docs"), "--out-rust", filepath.Join(gen, "rust"), "--out-typescript", filepath.Join(gen, "ts")); code != 0 {
		t.Fatalf("toolpolicy gen: exit %d\n%s", code, out)
	}
	read := func(path string) []byte {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}

	// The same harness sources, beside CodeWhale's modules.
	ts := t.TempDir()
	writeFile(t, filepath.Join(ts, "examples", "harness-ts", "harness.js"), read(filepath.Join(b.tsBuild, "examples", "harness-ts", "harness.js")))
	writeFile(t, filepath.Join(ts, "toolcatalog", "ts", "toolcatalog.js"), read(filepath.Join(gen, "ts", "toolcatalog.js")))
	writeFile(t, filepath.Join(ts, "package.json"), []byte(`{"type": "module"}`))
	script := filepath.Join(ts, "examples", "harness-ts", "harness.js")
	if got := run(t, nil, b.node, append([]string{script, "--self-check"}, settings...)...); !bytes.Contains(got, []byte("self-check: ok")) {
		t.Fatalf("the TypeScript self-check with %v printed %s", settings, got)
	}
	rs := t.TempDir()
	writeFile(t, filepath.Join(rs, "examples", "harness-rust", "Cargo.toml"), read(filepath.Join("harness-rust", "Cargo.toml")))
	writeFile(t, filepath.Join(rs, "examples", "harness-rust", "src", "main.rs"), read(filepath.Join("harness-rust", "src", "main.rs")))
	writeFile(t, filepath.Join(rs, "toolcatalog", "rust", "tool_catalog.rs"), read(filepath.Join(gen, "rust", "tool_catalog.rs")))
	manifest := filepath.Join(rs, "examples", "harness-rust", "Cargo.toml")

	// The Go harness and its dump command in a module of their own, importing
	// CodeWhale's generated package in place of the shipped one.
	mod := t.TempDir()
	writeFile(t, filepath.Join(mod, "go.mod"), []byte("module generated\n\ngo 1.26\n"))
	for _, f := range []struct{ from, to string }{
		{filepath.Join(gen, "go", "tables_gen.go"), "toolcatalog/tables_gen.go"},
		{filepath.Join(gen, "go", "resolve_gen.go"), "toolcatalog/resolve_gen.go"},
		{filepath.Join("harness-go", "harness.go"), "harness/harness.go"},
		{filepath.Join("harness-go", "cmd", "dump", "main.go"), "cmd/dump/main.go"},
	} {
		src := strings.NewReplacer(`"github.com/toolpolicy/toolpolicy/toolcatalog"`, `"generated/toolcatalog"`,
			`"github.com/toolpolicy/toolpolicy/examples/harness-go"`, `"generated/harness"`).Replace(string(read(f.from)))
		writeFile(t, filepath.Join(mod, f.to), []byte(src))
	}
	goDump := exec.Command("go", append([]string{"run", "./cmd/dump"}, append([]string{"default", "agent", ""}, settings...)...)...)
	goDump.Dir, goDump.Env = mod, append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	goOut, err := goDump.Output()
	if err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			t.Fatalf("the Go harness on CodeWhale's package: %v\n%s", err, exit.Stderr)
		}
		t.Fatal(err)
	}

	dir := t.TempDir()
	args := append([]string{"default", "agent", ""}, settings...)
	for lang, data := range map[string][]byte{
		"go":         goOut,
		"typescript": run(t, nil, b.node, append([]string{script}, args...)...),
		"rust":       run(t, b.target, b.cargo, append([]string{"run", "--offline", "--quiet", "--manifest-path", manifest, "--"}, args...)...),
	} {
		var env map[string]any
		if err := json.Unmarshal(data, &env); err != nil {
			t.Fatalf("%s: %v\n%s", lang, err, data)
		}
		names := []string{}
		for _, e := range tools(env) {
			names = append(names, toolName(e))
		}
		if !slices.Contains(names, "exec_shell") || !slices.Contains(names, "web.run") || len(names) != 33 {
			t.Errorf("%s: the harness sends %d tools %v; want the 33 of allow_shell and web.run, exec_shell among them", lang, len(names), names)
		}
		path := writeFile(t, filepath.Join(dir, lang+".json"), data)
		if out, code := verifyFile(t, policy, path); code != 0 || strings.Contains(out, ": error: ") {
			t.Errorf("verify %s: exit %d\n%s", lang, code, out)
		}
		delete(env, "settings")
		bare, _ := json.MarshalIndent(env, "", "  ")
		path = writeFile(t, filepath.Join(dir, lang+"-bare.json"), bare)
		if out, code := verifyFile(t, policy, path); code != 5 || !strings.Contains(out, "exec_shell") {
			t.Errorf("verify %s against the default settings: exit %d, want 5 and exec_shell reported:\n%s", lang, code, out)
		}
		var flags []string
		for _, kv := range settings {
			flags = append(flags, "--set", kv)
		}
		if out, code := verifyFile(t, policy, path, flags...); code != 0 {
			t.Errorf("verify %s %v: exit %d\n%s", lang, flags, code, out)
		}
	}
}

// toolName returns a tool element's name, in any wire.
func toolName(e any) string {
	m, _ := e.(map[string]any)
	if f, ok := m["function"].(map[string]any); ok {
		m = f
	}
	n, _ := m["name"].(string)
	return n
}
