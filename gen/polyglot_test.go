package gen

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// polyglotPolicies are the policies the generated Rust and TypeScript are
// compiled for and compared with the model on: the shipped one, pawwork's
// (gates both ways), one full of hostile text (descriptions that exercise
// every JSON escape of the block, explicit heads with MCP tools, an MCP-active
// mode) and a minimal one.
var polyglotPolicies = []string{"../policy", "../examples/pawwork", "testdata/hostile", "testdata/minimal", "testdata/wired"}

// rustDriver prints, for the model ids on its command line, the catalog of
// every provider × mode × model, where each name resolves, and which
// provider serves each model id, as one JSON object.
const rustDriver = `#[path = "tool_catalog.rs"]
mod tool_catalog;
use tool_catalog::*;

fn main() {
    let models: Vec<String> = std::env::args().skip(1).collect();
    let mut out = String::from("{\"catalogs\":[");
    let mut first = true;
    for p in PROVIDERS {
        for m in MODES {
            for model in &models {
                if !first {
                    out.push(',');
                }
                first = false;
                let c = active_catalog(p.id, m.id, model).expect("declared provider and mode");
                out.push_str(&catalog_json(&c));
            }
        }
    }
    out.push_str("],\"provider_for\":[");
    for (i, model) in models.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&format!("{:?}", provider_for(model)));
    }
    out.push_str("],\"resolve\":{");
    let mut names: Vec<&str> = TOOLS.iter().map(|t| t.name).collect();
    names.extend(ALIASES.iter().map(|a| a.name));
    names.push("no_such_tool");
    for (i, n) in names.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        match resolve(n) {
            None => out.push_str(&format!("{:?}:null", n)),
            Some(r) => out.push_str(&format!(
                "{:?}:{{\"state\":{:?},\"canonical\":{:?},\"notice\":{}}}",
                n,
                r.state.map_or("", State::as_str),
                r.canonical,
                r.notice.map_or("null".to_string(), |d| d.to_json())
            )),
        }
    }
    out.push_str("}}");
    println!("{}", out);
    if active_catalog("no-such-provider", MODES[0].id, "").is_ok() {
        panic!("an unknown provider resolved");
    }
}
`

// tsDriver is rustDriver for the TypeScript module; tsc type-checks it
// against toolcatalog.d.ts and compiles it, then node runs it.
const tsDriver = `import { PROVIDERS, MODES, TOOLS, ALIASES, DEFERRED, activeCatalog, providerFor, resolve, UnknownError, type Catalog } from "./toolcatalog.js";

declare const process: { argv: string[] };
declare const console: { log(s: string): void };

const models: string[] = process.argv.slice(2);
const catalogs: Record<string, unknown>[] = [];
for (const p of PROVIDERS) {
  for (const m of MODES) {
    for (const model of models) {
      const c: Catalog = activeCatalog(p.id, m.id, model);
      const { gatedOut, ...rest } = c;
      catalogs.push({ ...rest, gated_out: gatedOut });
    }
  }
}
const names = [...TOOLS.map((t) => t.name), ...ALIASES.map((a) => a.name), "no_such_tool"];
const res: Record<string, unknown> = {};
for (const n of names) {
  const r = resolve(n);
  res[n] = r === undefined ? null : { state: r.state, canonical: r.canonical, notice: r.notice ?? null };
}
let threw = false;
try {
  activeCatalog("no-such-provider", MODES[0]!.id);
} catch (e) {
  threw = e instanceof UnknownError && e.kind === "provider";
}
if (!threw) throw new Error("an unknown provider resolved");
console.log(JSON.stringify({ catalogs, provider_for: models.map(providerFor), resolve: res, deferred: DEFERRED }));
`

// driverOutput is what both drivers print.
type driverOutput struct {
	Catalogs    []*model.Catalog `json:"catalogs"`
	ProviderFor []string         `json:"provider_for"`
	Resolve     map[string]*struct {
		State     string                  `json:"state"`
		Canonical string                  `json:"canonical"`
		Notice    *model.DeprecationBlock `json:"notice"`
	} `json:"resolve"`
	// Deferred is the TypeScript module's DEFERRED cards.
	Deferred []struct {
		ID          string          `json:"id"`
		Card        string          `json:"card"`
		Description string          `json:"description"`
		Parameters  json.RawMessage `json:"parameters"`
	} `json:"deferred"`
}

// polyglotModels returns the model ids the drivers are asked about: none,
// each class's example, ids built from every match and except pattern, and
// ids no pattern matches.
func polyglotModels(p *model.Policy) []string {
	set := map[string]bool{"": true, "unknown-model": true, "gpt-4o": true, "x-no-thanks": true}
	for _, c := range p.ModelClasses {
		set[c.Example] = true
		for _, pat := range append(append([]string{}, c.Match...), c.Except...) {
			set[strings.ReplaceAll(pat, "*", "zz")] = true
		}
	}
	for _, pr := range p.Providers {
		for _, pat := range pr.Models {
			set[strings.ReplaceAll(pat, "*", "q")] = true
		}
	}
	return model.SortedKeys(set)
}

// checkAgainstModel compares a driver's output with model.Policy.
func checkAgainstModel(t *testing.T, lang, dir string, p *model.Policy, models []string, raw []byte) {
	t.Helper()
	var got driverOutput
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatalf("%s driver for %s printed something that is not JSON: %v\n%s", lang, dir, err, raw)
	}
	i := 0
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			for _, m := range models {
				want, err := p.Resolve(prov, mode, m)
				if err != nil {
					t.Fatal(err)
				}
				if i >= len(got.Catalogs) {
					t.Fatalf("%s %s: only %d catalogs printed", lang, dir, len(got.Catalogs))
				}
				if !reflect.DeepEqual(got.Catalogs[i], want) {
					t.Errorf("%s %s: catalog %s × %s × %q differs from the model:\n got %+v\nwant %+v", lang, dir, prov, mode, m, got.Catalogs[i], want)
				}
				i++
			}
		}
	}
	if i != len(got.Catalogs) || i == 0 {
		t.Errorf("%s %s: %d catalogs printed, want %d", lang, dir, len(got.Catalogs), i)
	}
	for j, m := range models {
		if j >= len(got.ProviderFor) || got.ProviderFor[j] != p.ProviderFor(m) {
			t.Errorf("%s %s: provider for %q = %v, want %q", lang, dir, m, got.ProviderFor, p.ProviderFor(m))
		}
	}
	if lang == "typescript" {
		var want []string
		for _, tl := range p.Index().Tools() {
			if tl.State == resolve.StateDeferred {
				want = append(want, tl.Name)
			}
		}
		if len(got.Deferred) != len(want) {
			t.Errorf("%s %s: %d DEFERRED cards, want %d", lang, dir, len(got.Deferred), len(want))
		}
		for i, d := range got.Deferred {
			tl, _ := p.Index().Lookup(d.ID)
			params := ""
			if len(d.Parameters) > 0 {
				c, err := resolve.CanonicalJSON(d.Parameters)
				if err != nil {
					t.Fatal(err)
				}
				params = string(c)
			}
			if i >= len(want) || d.ID != want[i] || d.Card != tl.Card || d.Description != tl.Description || params != tl.Parameters {
				t.Errorf("%s %s: DEFERRED[%d] = %+v, want %s %+v", lang, dir, i, d, want, tl)
			}
		}
	}
	names := append(p.ToolNames(), model.SortedKeys(p.Aliases)...)
	for _, n := range append(names, "no_such_tool") {
		r, ok := p.ResolveName(n)
		g, present := got.Resolve[n]
		switch {
		case !present:
			t.Errorf("%s %s: %s not resolved", lang, dir, n)
		case !ok:
			if g != nil {
				t.Errorf("%s %s: %s resolved to %+v, want nothing", lang, dir, n, g)
			}
		case g == nil || g.State != string(r.State) || g.Canonical != r.Canonical || !reflect.DeepEqual(g.Notice, p.Deprecation(n)):
			t.Errorf("%s %s: %s resolved to %+v, want %+v with notice %+v", lang, dir, n, g, r, p.Deprecation(n))
		}
	}
}

// polyglotFiles generates the Rust and TypeScript outputs for the policy in
// dir into a fresh directory and returns it.
func polyglotFiles(t *testing.T, dir string) (*model.Policy, string) {
	t.Helper()
	p := load(t, dir)
	out := t.TempDir()
	pt := portableOf(p)
	js, dts, err := tsModule(pt)
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{RustFile: rustModule(pt), TSFile: js, TSTypes: dts} {
		if err := os.WriteFile(filepath.Join(out, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return p, out
}

// toolchain finds a compiler the tests need (policytest.Toolchain).
func toolchain(t *testing.T, name string) string { return policytest.Toolchain(t, name) }

func runTool(t *testing.T, dir, bin string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s%s", filepath.Base(bin), strings.Join(args, " "), err, out, stderr.Bytes())
	}
	return out
}

// TestRustModuleCompilesAndAgrees compiles the generated Rust module with
// warnings as errors and holds a driver built on it to model.Policy for
// every provider × mode × model id tried.
func TestRustModuleCompilesAndAgrees(t *testing.T) {
	rustc := toolchain(t, "rustc")
	for _, dir := range polyglotPolicies {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			p, out := polyglotFiles(t, dir)
			if err := os.WriteFile(filepath.Join(out, "main.rs"), []byte(rustDriver), 0o644); err != nil {
				t.Fatal(err)
			}
			runTool(t, out, rustc, "--edition", "2021", "-D", "warnings", "-o", "driver", "main.rs")
			models := polyglotModels(p)
			checkAgainstModel(t, "rust", dir, p, models, runTool(t, out, filepath.Join(out, "driver"), models...))
		})
	}
}

// TestTypeScriptModuleTypeChecksAndAgrees type-checks a driver against the
// generated .d.ts with tsc in strict mode (lib and declaration files
// included), runs it on node, and holds it to model.Policy like the Rust one.
// One tsc run covers every policy: tsc's start-up is most of its time.
func TestTypeScriptModuleTypeChecksAndAgrees(t *testing.T) {
	tsc := toolchain(t, "tsc")
	node := toolchain(t, "node")
	root := t.TempDir()
	args := []string{"--strict", "--noUncheckedIndexedAccess", "--target", "es2022", "--module", "nodenext",
		"--moduleResolution", "nodenext", "--rootDir", ".", "--outDir", "build"}
	type policyDir struct {
		p   *model.Policy
		dir string
		sub string
	}
	var dirs []policyDir
	for i, dir := range polyglotPolicies {
		p, out := polyglotFiles(t, dir)
		sub := fmt.Sprintf("p%d", i)
		if err := os.MkdirAll(filepath.Join(root, "build", sub), 0o755); err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{TSFile, TSTypes} {
			data, err := os.ReadFile(filepath.Join(out, name))
			if err != nil {
				t.Fatal(err)
			}
			// The module itself is JavaScript: it goes beside the .d.ts for
			// tsc, and beside the compiled driver for node.
			for _, d := range []string{sub, filepath.Join("build", sub)} {
				if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(root, d, name), data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := os.WriteFile(filepath.Join(root, sub, "driver.ts"), []byte(tsDriver), 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, sub+"/driver.ts", sub+"/"+TSTypes)
		dirs = append(dirs, policyDir{p, dir, sub})
	}
	if err := os.WriteFile(filepath.Join(root, "package.json"), []byte(`{"type": "module"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	runTool(t, root, tsc, args...)
	for _, d := range dirs {
		t.Run(filepath.Base(d.dir), func(t *testing.T) {
			models := polyglotModels(d.p)
			checkAgainstModel(t, "typescript", d.dir, d.p, models, runTool(t, root, node, append([]string{"build/" + d.sub + "/driver.js"}, models...)...))
		})
	}
}

// TestLockValidatesAgainstItsSchema generates the lock for each policy,
// validates it against the published JSON Schema, and checks its catalogs
// against the model.
func TestLockValidatesAgainstItsSchema(t *testing.T) {
	c := jsonschema.NewCompiler()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(LockSchemaJSON))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.AddResource(LockSchema, doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(LockSchema)
	if err != nil {
		t.Fatalf("the lock's schema does not compile: %v", err)
	}
	for _, dir := range polyglotPolicies {
		p := load(t, dir)
		data, err := lock(p, portableOf(p))
		if err != nil {
			t.Fatal(err)
		}
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(inst); err != nil {
			t.Errorf("%s: the lock does not validate: %v", dir, err)
		}
		var l lockFile
		if err := json.Unmarshal(data, &l); err != nil {
			t.Fatal(err)
		}
		if len(l.Catalogs) != len(catalogRefs(p)) {
			t.Errorf("%s: %d catalogs in the lock, want %d", dir, len(l.Catalogs), len(catalogRefs(p)))
		}
		for _, lc := range l.Catalogs {
			want, err := p.Resolve(lc.Provider, lc.Mode, lc.Model)
			if err != nil {
				t.Fatal(err)
			}
			if lc.Fingerprint != want.Fingerprint || !reflect.DeepEqual(lc.Active, want.Active) || !reflect.DeepEqual(lc.Discoverable, want.Discoverable) {
				t.Errorf("%s: lock catalog %s × %s × %q differs from the model: %+v, want %+v", dir, lc.Provider, lc.Mode, lc.Model, lc, want)
			}
		}
	}
	// A lock with a misspelt field or a bad fingerprint must not validate,
	// or the schema checks nothing.
	for _, bad := range []string{`"lock_version": 1`, `"fingerprint": "sha256:`} {
		p := load(t, "../examples/pawwork")
		data, _ := lock(p, portableOf(p))
		broken := strings.Replace(string(data), bad, map[string]string{`"lock_version": 1`: `"lock_version": 1, "extra": 2`, `"fingerprint": "sha256:`: `"fingerprint": "md5:`}[bad], 1)
		inst, err := jsonschema.UnmarshalJSON(strings.NewReader(broken))
		if err != nil {
			t.Fatal(err)
		}
		if sch.Validate(inst) == nil {
			t.Errorf("a lock broken at %s validated", bad)
		}
	}
}

// TestPolyglotOutputsFollowTheGenBlock checks that the Rust, TypeScript and
// lock outputs are written only when the policy (or the configuration)
// names their directories, and land there.
func TestPolyglotOutputsFollowTheGenBlock(t *testing.T) {
	p := load(t, "../examples/pawwork")
	cfg := outDir(t.TempDir())
	files := generate(t, p, cfg)
	for _, f := range files {
		if f.Kind == RootRust || f.Kind == RootTS || f.Kind == RootLock {
			t.Errorf("%s generated without being asked for", f.Path())
		}
	}
	cfg.RustDir, cfg.TSDir, cfg.LockDir = filepath.Join(cfg.GoDir, "rs"), filepath.Join(cfg.GoDir, "ts"), filepath.Join(cfg.GoDir, "lock")
	for _, d := range []string{cfg.RustDir, cfg.TSDir, cfg.LockDir} {
		cfg.Trusted[d] = true
	}
	var got []string
	for _, f := range generate(t, p, cfg) {
		if f.Kind == RootRust || f.Kind == RootTS || f.Kind == RootLock {
			got = append(got, fmt.Sprintf("%s %s", f.Kind, filepath.ToSlash(strings.TrimPrefix(f.Path(), cfg.GoDir))))
		}
	}
	want := []string{"lock /lock/toolpolicy.lock.json", "lock /lock/toolpolicy.lock.schema.json", "rust /rs/tool_catalog.rs", "typescript /ts/toolcatalog.d.ts", "typescript /ts/toolcatalog.js"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("outputs = %q, want %q", got, want)
	}
}
