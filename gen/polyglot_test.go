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
// (gates both ways), github-mcp-server's and CodeWhale 0.8.53's (settings,
// toolsets, read-only mode, registries by mode), one full of hostile text
// (descriptions that exercise every JSON escape of the block, explicit heads
// with MCP tools, an MCP-active mode), a minimal one, one with definitions
// on every wire, and one with every kind of condition.
var polyglotPolicies = []string{"../policy", "../examples/pawwork", "../examples/github-mcp-server", "../examples/codewhale-0.8.53", "testdata/hostile", "testdata/minimal", "testdata/wired", "testdata/conditions"}

// The drivers take their questions as arguments, one per argument with
// tab-separated fields: "C provider mode model key=value…" asks for the
// catalog of one configuration (settings as --set takes them), "P model"
// for the provider serving a model id. They print one JSON object: results
// (each catalog, or {"error": message}), provider_for, where every declared
// tool and manifest name resolves, and (TypeScript) the DEFERRED cards.

// rustDriver is the driver built on the Rust module.
const rustDriver = `#[path = "tool_catalog.rs"]
mod tool_catalog;
use tool_catalog::*;

fn main() {
    let mut out = String::from("{\"results\":[");
    let mut providers: Vec<String> = Vec::new();
    let mut first = true;
    for arg in std::env::args().skip(1) {
        let f: Vec<&str> = arg.split('\t').collect();
        if f[0] == "P" {
            providers.push(format!("{:?}", provider_for(f[1])));
            continue;
        }
        let settings: Vec<(&str, &str)> = f[4..]
            .iter()
            .map(|kv| {
                let i = kv.find('=').expect("key=value");
                (&kv[..i], &kv[i + 1..])
            })
            .collect();
        if !first {
            out.push(',');
        }
        first = false;
        match catalog_for(f[1], f[2], f[3], &settings) {
            Ok(c) => out.push_str(&catalog_json(&c)),
            Err(e) => out.push_str(&format!("{{\"error\":{:?}}}", e.to_string())),
        }
    }
    out.push_str("],\"provider_for\":[");
    out.push_str(&providers.join(","));
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
const tsDriver = `import { MODES, TOOLS, ALIASES, DEFERRED, SETTINGS, activeCatalog, providerFor, resolve, UnknownError, type Catalog } from "./toolcatalog.js";

declare const process: { argv: string[] };
declare const console: { log(s: string): void };

const results: Record<string, unknown>[] = [];
const providers: string[] = [];
for (const arg of process.argv.slice(2)) {
  const [kind = "", provider = "", mode = "", model = "", ...kvs] = arg.split("\t");
  if (kind === "P") {
    providers.push(providerFor(provider));
    continue;
  }
  // Every other question gives the settings their native types (a boolean,
  // a set's members as an array), the rest as text.
  const native = results.length % 2 === 0;
  const settings: Record<string, string | boolean | string[]> = {};
  for (const kv of kvs) {
    const i = kv.indexOf("=");
    const k = kv.slice(0, i);
    const v = kv.slice(i + 1);
    const type = SETTINGS.find((s) => s.id === k)?.type;
    if (native && type === "bool" && (v === "true" || v === "false")) settings[k] = v === "true";
    else if (native && type === "set") settings[k] = v === "" ? [] : v.split(",");
    else settings[k] = v;
  }
  try {
    const c: Catalog = activeCatalog(provider, mode, model, settings);
    const { gatedOut, ...rest } = c;
    results.push({ ...rest, gated_out: gatedOut });
  } catch (e) {
    results.push({ error: e instanceof Error ? e.message : String(e) });
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
console.log(JSON.stringify({ results, provider_for: providers, resolve: res, deferred: DEFERRED }));
`

// driverOutput is what both drivers print.
type driverOutput struct {
	Results     []json.RawMessage `json:"results"`
	ProviderFor []string          `json:"provider_for"`
	Resolve     map[string]*struct {
		State     string                     `json:"state"`
		Canonical string                     `json:"canonical"`
		Notice    *resolve.DeprecationNotice `json:"notice"`
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
// each class's example, ids built from every match and except pattern, the
// model records' ids, and ids no pattern matches.
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
	for id := range p.Models {
		set[id] = true
	}
	return model.SortedKeys(set)
}

// query is one configuration a driver resolves: settings as text, in the
// form --set KEY=VALUE takes them.
type query struct {
	provider, mode, model string
	settings              [][2]string
}

func (q query) arg() string {
	f := []string{"C", q.provider, q.mode, q.model}
	for _, kv := range q.settings {
		f = append(f, kv[0]+"="+kv[1])
	}
	return strings.Join(f, "\t")
}

func (q query) String() string { return strings.Join(strings.Split(q.arg(), "\t")[1:], " × ") }

// settingText renders a configuration's setting value as --set takes it.
func settingText(v any) string {
	switch v := v.(type) {
	case bool:
		return fmt.Sprint(v)
	case []string:
		return strings.Join(v, ",")
	case []any:
		parts := make([]string, len(v))
		for i, e := range v {
			parts[i] = fmt.Sprint(e)
		}
		return strings.Join(parts, ",")
	}
	return fmt.Sprint(v)
}

// polyglotSettings returns the settings the drivers resolve every provider ×
// mode × model with: the defaults and every configuration the policy
// declares (for golden snapshots). extra holds more, each resolved with no
// model id and each class's example: every setting moved off its default
// one way at a time (each option, each keyword, the empty set, a member, an
// old name), and every bool flipped at once.
func polyglotSettings(p *model.Policy) (declared, extra [][][2]string) {
	declared = [][][2]string{nil}
	for _, id := range model.SortedKeys(p.Configurations) {
		c := p.Configurations[id]
		var kvs [][2]string
		for _, k := range model.SortedKeys(c.Settings) {
			kvs = append(kvs, [2]string{k, settingText(c.Settings[k])})
		}
		declared = append(declared, kvs)
	}
	var flipped [][2]string
	for _, id := range model.SortedKeys(p.SettingDecls) {
		s := p.SettingDecls[id]
		one := func(v string) { extra = append(extra, [][2]string{{id, v}}) }
		switch s.Type {
		case "bool":
			v := "true"
			if len(s.Default) == 1 && s.Default[0] == "true" {
				v = "false"
			}
			one(v)
			flipped = append(flipped, [2]string{id, v})
		case "one_of":
			for _, v := range s.Values {
				one(v)
			}
		default:
			one("")
			for _, k := range model.SortedKeys(s.Keywords) {
				one(k)
			}
			switch s.MembersFrom {
			case "groups":
				one("all")
				one("default")
				for _, g := range model.SortedKeys(p.Groups) {
					one(g)
				}
			case "tools":
				names := p.ToolNames()
				one(names[0] + "," + names[len(names)-1])
				if s.OldNames {
					for _, a := range model.SortedKeys(p.Aliases) {
						one(a)
						break
					}
				}
			default:
				for _, v := range s.Values {
					one(v)
				}
				one(strings.Join(s.Values, ","))
			}
		}
	}
	if len(flipped) > 1 {
		extra = append(extra, flipped)
	}
	return declared, extra
}

// polyglotQueries returns every question the drivers are asked: every
// provider × mode × model × declared configuration, the extra settings for
// no model id and each class's example, and settings the policy rejects
// (an undeclared setting, a value no setting accepts), whose error messages
// must match.
func polyglotQueries(p *model.Policy) []query {
	declared, extra := polyglotSettings(p)
	models := polyglotModels(p)
	examples := []string{""}
	for _, id := range model.SortedKeys(p.ModelClasses) {
		examples = append(examples, p.ModelClasses[id].Example)
	}
	var out []query
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			for _, s := range declared {
				for _, m := range models {
					out = append(out, query{prov, mode, m, s})
				}
			}
			for _, s := range extra {
				for _, m := range examples {
					out = append(out, query{prov, mode, m, s})
				}
			}
		}
	}
	prov, mode := p.ProviderIDs()[0], p.ModeIDs()[0]
	bad := [][][2]string{{{"no_such_setting", "x"}}}
	for _, id := range model.SortedKeys(p.SettingDecls) {
		bad = append(bad, [][2]string{{id, "not_a_value_here"}})
		if id != "" {
			bad = append(bad, [][2]string{{id[:len(id)-1], "1"}}) // a typo: did you mean?
		}
	}
	for _, s := range bad {
		out = append(out, query{prov, mode, "", s})
	}
	return out
}

// driverArgs are a driver's arguments for queries and models.
func driverArgs(queries []query, models []string) []string {
	var args []string
	for _, q := range queries {
		args = append(args, q.arg())
	}
	for _, m := range models {
		args = append(args, "P\t"+m)
	}
	return args
}

// checkAgainstModel compares a driver's output with model.Policy.
func checkAgainstModel(t *testing.T, lang, dir string, p *model.Policy, queries []query, models []string, raw []byte) {
	t.Helper()
	var got driverOutput
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatalf("%s driver for %s printed something that is not JSON: %v\n%.2000s", lang, dir, err, raw)
	}
	if len(got.Results) != len(queries) {
		t.Fatalf("%s %s: %d results printed, want %d", lang, dir, len(got.Results), len(queries))
	}
	bad, errs := 0, 0
	for i, q := range queries {
		settings := resolve.Settings{}
		for _, kv := range q.settings {
			settings[kv[0]] = kv[1]
		}
		c, err := p.Index().ResolveQuery(resolve.Query{Provider: q.provider, Mode: q.mode, Model: q.model, Settings: settings})
		var want any
		if err != nil {
			errs++
			want = map[string]any{"error": err.Error()}
		} else {
			b, _ := json.Marshal(c)
			_ = json.Unmarshal(b, &want)
		}
		var g any
		if err := json.Unmarshal(got.Results[i], &g); err != nil {
			t.Fatalf("%s %s: result %d is not JSON: %v", lang, dir, i, err)
		}
		if !reflect.DeepEqual(g, want) {
			if bad++; bad <= 5 {
				t.Errorf("%s %s: %s differs from the model:\n%s", lang, dir, q, jsonDiff(g, want))
			}
		}
	}
	if bad > 5 {
		t.Errorf("%s %s: %d of %d configurations differ", lang, dir, bad, len(queries))
	}
	t.Logf("%s %s: %d configurations compared (%d rejected settings), %d differ", lang, dir, len(queries), errs, bad)
	for j, m := range models {
		if j >= len(got.ProviderFor) || got.ProviderFor[j] != p.Index().ProviderFor(m) {
			t.Errorf("%s %s: provider for %q = %v, want %q", lang, dir, m, got.ProviderFor, p.Index().ProviderFor(m))
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
		r, ok := p.Index().ResolveName(n)
		g, present := got.Resolve[n]
		switch {
		case !present:
			t.Errorf("%s %s: %s not resolved", lang, dir, n)
		case !ok:
			if g != nil {
				t.Errorf("%s %s: %s resolved to %+v, want nothing", lang, dir, n, g)
			}
		case g == nil || g.State != string(r.State) || g.Canonical != r.Canonical || !reflect.DeepEqual(g.Notice, r.Notice):
			t.Errorf("%s %s: %s resolved to %+v, want %+v with notice %+v", lang, dir, n, g, r, r.Notice)
		}
	}
}

// jsonDiff says which fields of two decoded JSON objects differ.
func jsonDiff(got, want any) string {
	g, gok := got.(map[string]any)
	w, wok := want.(map[string]any)
	if !gok || !wok {
		return fmt.Sprintf(" got %v\nwant %v", got, want)
	}
	var b strings.Builder
	keys := map[string]bool{}
	for k := range g {
		keys[k] = true
	}
	for k := range w {
		keys[k] = true
	}
	for _, k := range model.SortedKeys(keys) {
		if !reflect.DeepEqual(g[k], w[k]) {
			fmt.Fprintf(&b, "  %s: got %v\n  %s: want %v\n", k, g[k], k, w[k])
		}
	}
	return b.String()
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
			queries, models := polyglotQueries(p), polyglotModels(p)
			checkAgainstModel(t, "rust", dir, p, queries, models, runTool(t, out, filepath.Join(out, "driver"), driverArgs(queries, models)...))
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
			queries, models := polyglotQueries(d.p), polyglotModels(d.p)
			checkAgainstModel(t, "typescript", d.dir, d.p, queries, models, runTool(t, root, node, append([]string{"build/" + d.sub + "/driver.js"}, driverArgs(queries, models)...)...))
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
		configs := 0
		for _, lc := range l.Catalogs {
			q := resolve.Query{Provider: lc.Provider, Mode: lc.Mode, Model: lc.Model}
			if lc.Configuration != "" {
				configs++
				c := p.Configurations[lc.Configuration]
				if c == nil {
					t.Fatalf("%s: the lock names configuration %q, which the policy does not declare", dir, lc.Configuration)
				}
				q.Settings = c.Settings
			}
			want, err := p.Index().ResolveQuery(q)
			if err != nil {
				t.Fatal(err)
			}
			gotSettings, _ := json.Marshal(lc.Settings)
			wantSettings, _ := json.Marshal(want.Settings)
			if lc.Fingerprint != want.Fingerprint || !reflect.DeepEqual(lc.Active, want.Active) || !reflect.DeepEqual(lc.Discoverable, want.Discoverable) ||
				string(gotSettings) != string(wantSettings) || len(lc.Unregistered) != len(want.Unregistered) {
				t.Errorf("%s: lock catalog %s × %s × %q differs from the model: %+v, want %+v", dir, lc.Provider, lc.Mode, lc.Model, lc, want)
			}
		}
		if configs != len(p.Configurations) {
			t.Errorf("%s: %d declared configurations in the lock, want %d", dir, configs, len(p.Configurations))
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
