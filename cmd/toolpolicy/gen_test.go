package main

import (
	"encoding/json"
	"fmt"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/toolcatalog"
)

// These tests run from the repository root, as CI runs them, or from a
// copy of it.

// policyCopy makes a copy of the project, a new directory holding .git (so
// it is the project root gen confines outputs to), policy/ with old
// replaced by new, and the generated outputs as committed; it changes the
// working directory to the copy and returns the policy's directory there.
// It is called from the repository root.
func policyCopy(t *testing.T, edits ...string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	for rel, data := range generatedTree(t) {
		policytest.WriteFile(t, filepath.Join(dir, rel), data)
	}
	ents, err := os.ReadDir("policy")
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join("policy", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		s := string(b)
		for i := 0; i+1 < len(edits); i += 2 {
			s = strings.Replace(s, edits[i], edits[i+1], 1)
		}
		all.WriteString(s)
		policytest.WriteFile(t, filepath.Join(dir, "policy", e.Name()), s)
	}
	for i := 1; i < len(edits); i += 2 {
		if !strings.Contains(all.String(), edits[i]) {
			t.Fatalf("edit %q did not apply", edits[i-1])
		}
	}
	t.Chdir(dir)
	return "policy"
}

func generatedTree(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, dir := range []string{"toolcatalog", "golden", "docs"} {
		for k, v := range policytest.ReadTree(t, dir) {
			out[dir+"/"+k] = v
		}
	}
	return out
}

func TestCheckPassesOnTheCheckout(t *testing.T) {
	t.Chdir("../..")
	code, out, errs := runCLI(t, "check")
	if code != exitOK {
		t.Fatalf("check exit %d\n%s%s", code, out, errs)
	}
	if !strings.Contains(out, "generated files up to date") {
		t.Errorf("check output does not say the generated files were verified:\n%s", out)
	}
	code, out, errs = runCLI(t, "gen", "--check")
	if code != exitOK || out != "" {
		t.Errorf("gen --check: exit %d\n%s%s", code, out, errs)
	}
}

var diffHeader = regexp.MustCompile(`(?m)^\+\+\+ b/(.*)$`)

func TestGenCheckShowsExactlyTheAffectedOutputs(t *testing.T) {
	t.Chdir("../..")
	before := generatedTree(t)
	// git_status leaves the default head; arcee lists it explicitly, so only
	// the default provider's snapshots (its one block and its catalog.yaml
	// with and without the gated class), the index and the Go tables change,
	// and with them the manifests of the golden and Go directories, which
	// hold each file's hash.
	pol := policyCopy(t, `git_status: {state: "active"`, `git_status: {state: "deferred", card: "Repository status."`)
	code, out, errs := runCLI(t, "gen", "--check", "--policy", pol)
	if code != exitStale {
		t.Fatalf("gen --check exit %d, want %d\n%s", code, exitStale, errs)
	}
	var got []string
	for _, m := range diffHeader.FindAllStringSubmatch(out, -1) {
		got = append(got, m[1])
	}
	// The Rust and TypeScript modules embed the heads, and the lock lists
	// every catalog; their types (.d.ts) and the lock's schema do not change.
	want := []string{"golden/index.yaml", "toolcatalog/tables_gen.go", "golden/.toolpolicy-generated", "toolcatalog/.toolpolicy-generated",
		"toolcatalog/lock/toolpolicy.lock.json", "toolcatalog/lock/.toolpolicy-generated", "toolcatalog/rust/tool_catalog.rs",
		"toolcatalog/rust/.toolpolicy-generated", "toolcatalog/ts/toolcatalog.js", "toolcatalog/ts/.toolpolicy-generated"}
	for k := range before {
		if strings.HasPrefix(k, "golden/default/") && !strings.HasSuffix(k, "/.toolpolicy-generated") {
			want = append(want, k)
		}
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("diffs for:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, frag := range []string{"--- a/toolcatalog/tables_gen.go\n", "\n@@ -", "\n-    - git_status\n", "\n+    - git_status\n"} {
		if !strings.Contains(out, frag) {
			t.Errorf("diff lacks %q", frag)
		}
	}
	if !strings.Contains(errs, fmt.Sprintf("%d stale, 0 missing, 0 orphaned", len(want))) {
		t.Errorf("stderr: %s", errs)
	}
	if after := generatedTree(t); !reflect.DeepEqual(before, after) {
		t.Error("gen --check wrote files")
	}

	// check reports the same files as findings, and exits 3.
	code, out, _ = runCLI(t, "check", "--policy", pol, "--format", "json")
	if code != exitStale {
		t.Errorf("check exit %d, want %d", code, exitStale)
	}
	var findings []struct {
		Rule string `json:"rule"`
		File string `json:"file"`
	}
	if err := json.Unmarshal([]byte(out), &findings); err != nil {
		t.Fatalf("check --format json stdout is not JSON: %v\n%s", err, out)
	}
	var stale []string
	for _, f := range findings {
		if f.Rule == staleRule {
			stale = append(stale, f.File)
		}
	}
	slices.Sort(stale)
	if !slices.Equal(stale, want) {
		t.Errorf("check reported %v stale", stale)
	}
}

func TestCheckExitCodes(t *testing.T) {
	t.Chdir("../..")
	// A hidden name in an explicit head is a lint error; it also changes the
	// tables. The policy must be fixed first: exit 1.
	pol := policyCopy(t, `"checklist_write",
			"file_search",`, `"checklist_write",
			"tts",
			"file_search",`)
	if code, out, errs := runCLI(t, "check", "--policy", pol); code != exitFindings {
		t.Errorf("lint error and stale files: exit %d, want %d\n%s%s", code, exitFindings, out, errs)
	}
	if code, _, errs := runCLI(t, "check", "--policy", filepath.Join(t.TempDir(), "none")); code != exitLoad {
		t.Errorf("missing policy: exit %d, want %d\n%s", code, exitLoad, errs)
	}
	if code, _, _ := runCLI(t, "check", "--format", "yaml"); code != exitLoad {
		t.Errorf("unknown format: exit %d, want %d", code, exitLoad)
	}
}

func TestGenTwiceIntoTwoDirectories(t *testing.T) {
	t.Chdir("../..")
	var trees []map[string]string
	for range 2 {
		dir := t.TempDir()
		flags := []string{"--out-go", filepath.Join(dir, "toolcatalog"), "--out-golden", filepath.Join(dir, "golden"), "--out-docs", filepath.Join(dir, "docs")}
		if code, out, errs := runCLI(t, append([]string{"gen"}, flags...)...); code != exitOK {
			t.Fatalf("gen: exit %d\n%s%s", code, out, errs)
		}
		if code, out, errs := runCLI(t, append([]string{"gen", "--check"}, flags...)...); code != exitOK {
			t.Fatalf("gen --check after gen: exit %d\n%s%s", code, out, errs)
		}
		trees = append(trees, policytest.ReadTree(t, dir))
	}
	if !reflect.DeepEqual(trees[0], trees[1]) {
		t.Error("two gen runs gave different trees")
	}
	// The committed outputs are what gen produces (docs/ also holds
	// hand-written files, which gen leaves alone).
	committed := generatedTree(t)
	for rel, data := range trees[0] {
		if committed[rel] != data {
			t.Errorf("%s differs from the committed one", rel)
		}
	}
}

func TestGenRefusesPolicyPathsOutside(t *testing.T) {
	t.Chdir("../..")
	pol := policyCopy(t, `golden_dir:     "../golden"`, `golden_dir:     "../../outside-the-project"`)
	code, _, errs := runCLI(t, "gen", "--policy", pol)
	if code != exitLoad || !strings.Contains(errs, "refusing output path ../../outside-the-project: the policy's gen block names a directory outside the project holding the policy") {
		t.Errorf("exit %d, stderr %s", code, errs)
	}
	if _, err := os.Stat("../outside-the-project"); err == nil {
		t.Error("gen wrote outside the project")
	}
}

// TestHelpersAgreeWithCatalogCommand compares the generated package with
// `toolpolicy catalog` for every provider, mode and gated model class.
func TestHelpersAgreeWithCatalogCommand(t *testing.T) {
	t.Chdir("../..")
	p, err := compiler.LoadDir("policy")
	if err != nil {
		t.Fatal(err)
	}
	models := []string{""}
	for _, g := range p.Gates {
		models = append(models, p.ModelClasses[g.Class()].Example)
	}
	n := 0
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			for _, m := range models {
				code, out, errs := runCLI(t, "catalog", "--provider", prov, "--mode", mode, "--model", m, "--format", "json")
				if code != exitOK {
					t.Fatalf("catalog: exit %d: %s", code, errs)
				}
				var want toolcatalog.Catalog
				if err := json.Unmarshal([]byte(out), &want); err != nil {
					t.Fatal(err)
				}
				got, err := toolcatalog.ActiveCatalog(toolcatalog.ProviderID(prov), toolcatalog.ModeID(mode), m)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s/%s/%q: toolcatalog %+v\ncatalog command %+v", prov, mode, m, got, want)
				}
				n++
			}
		}
	}
	if n < len(p.Providers)*len(p.Modes)*2 {
		t.Fatalf("only %d catalogs compared", n)
	}
}

// Outputs belong to their policy: generating another policy from the root
// never touches the shipped policy's outputs, and a policy checked from a
// subdirectory finds its outputs where it keeps them.
func TestOutputsBelongToTheirPolicy(t *testing.T) {
	t.Chdir("../..")
	pawwork, err := os.ReadFile("examples/pawwork/policy.cue")
	if err != nil {
		t.Fatal(err)
	}
	pol := policyCopy(t)
	policytest.WriteFile(t, "examples/pawwork/policy.cue", string(pawwork))
	before := generatedTree(t)

	code, out, errs := runCLI(t, "gen", "--policy", "examples/pawwork")
	if code != exitOK {
		t.Fatalf("gen --policy examples/pawwork: exit %d\n%s%s", code, out, errs)
	}
	if after := generatedTree(t); !reflect.DeepEqual(before, after) {
		t.Error("gen --policy examples/pawwork changed the shipped policy's outputs")
	}
	for _, want := range []string{"examples/pawwork/toolcatalog/tables_gen.go", "examples/pawwork/golden/index.yaml", "examples/pawwork/docs/manifest.md"} {
		if _, err := os.Stat(want); err != nil || !strings.Contains(out, "wrote "+want) {
			t.Errorf("%s not written beside the policy: %v\n%s", want, err, out)
		}
	}
	// A harness's docs get its manifest, not toolpolicy's own rule docs.
	for _, unwanted := range []string{"examples/pawwork/docs/rules.md", "examples/pawwork/docs/breaking.md"} {
		if _, err := os.Stat(unwanted); err == nil {
			t.Errorf("%s written without gen: rule_docs", unwanted)
		}
	}
	if code, out, errs := runCLI(t, "check", "--policy", "examples/pawwork"); code != exitOK {
		t.Errorf("check --policy examples/pawwork after its gen: exit %d\n%s%s", code, out, errs)
	}

	t.Chdir("toolcatalog")
	code, out, errs = runCLI(t, "check", "--policy", "../"+pol)
	if code != exitOK || !strings.Contains(out, "generated files up to date") {
		t.Errorf("check --policy ../policy from a subdirectory: exit %d\n%s%s", code, out, errs)
	}
}
