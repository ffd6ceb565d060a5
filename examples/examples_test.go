package examples_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	harness "github.com/toolpolicy/toolpolicy/examples/harness-go"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/verify"
)

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

// dumps builds each harness and returns, per language, its dump for every
// config. Each harness's own self-check test runs too.
func dumps(t *testing.T) map[string][][]byte {
	out := map[string][][]byte{}
	for _, c := range configs {
		b, err := harness.Dump(c[0], c[1], c[2])
		if err != nil {
			t.Fatal(err)
		}
		out["go"] = append(out["go"], b)
	}

	cargo := toolchain(t, "cargo")
	target := []string{"CARGO_TARGET_DIR=" + t.TempDir()}
	manifest := filepath.Join("harness-rust", "Cargo.toml")
	run(t, target, cargo, "test", "--offline", "--quiet", "--manifest-path", manifest)
	for _, c := range configs {
		out["rust"] = append(out["rust"], run(t, target, cargo, "run", "--offline", "--quiet", "--manifest-path", manifest, "--", c[0], c[1], c[2]))
	}

	tsc, node := toolchain(t, "tsc"), toolchain(t, "node")
	build := t.TempDir()
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
	return out
}

func verifyDump(t *testing.T, p *model.Policy, name string, data []byte) []report.Diagnostic {
	t.Helper()
	d, err := verify.Parse(name, data)
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, data)
	}
	ds, err := verify.Run(p, d, d.Facts)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return ds
}

func errorRules(ds []report.Diagnostic) []string {
	var out []string
	for _, d := range ds {
		if d.Severity == report.SeverityError && !slices.Contains(out, d.Rule) {
			out = append(out, d.Rule)
		}
	}
	slices.Sort(out)
	return out
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

// Each fake harness's dump verifies clean, and planted drift in it (a
// hidden name offered, two tools swapped, a tool missing) fails with the
// rule id verify reports it under.
func TestHarnessDumpsVerify(t *testing.T) {
	p, err := compiler.LoadDir("../policy")
	if err != nil {
		t.Fatal(err)
	}
	all := dumps(t)
	for _, lang := range []string{"go", "rust", "typescript"} {
		if len(all[lang]) != len(configs) {
			t.Fatalf("%s: %d dumps", lang, len(all[lang]))
		}
		for i, data := range all[lang] {
			name := lang + "-" + strings.Join(configs[i][:2], "-") + ".json"
			if got := errorRules(verifyDump(t, p, name, data)); len(got) != 0 {
				t.Errorf("%s: %v", name, verifyDump(t, p, name, data))
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
				if got := errorRules(verifyDump(t, p, name, planted)); !slices.Contains(got, drift.want) {
					t.Errorf("%s with %s: %v, want %s", name, drift.what, got, drift.want)
				}
			}
		}
	}
}
