package gen

import (
	"bytes"
	"errors"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

func load(t *testing.T, dir string) *model.Policy {
	t.Helper()
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatalf("loading %s: %v", dir, err)
	}
	return p
}

// editedPolicy copies policy/ to a temporary directory, replaces old with
// new in it (which must change something), and loads the copy.
func editedPolicy(t *testing.T, old, new string) *model.Policy {
	t.Helper()
	dir := t.TempDir()
	ents, err := os.ReadDir("../policy")
	if err != nil {
		t.Fatal(err)
	}
	changed := false
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join("../policy", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		s := string(b)
		if strings.Contains(s, old) {
			s = strings.Replace(s, old, new, 1)
			changed = true
		}
		if err := os.WriteFile(filepath.Join(dir, e.Name()), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if !changed {
		t.Fatalf("%q not found in policy/", old)
	}
	return load(t, dir)
}

// outDir returns a configuration writing under dir, given as flags would be.
func outDir(dir string) Config {
	c := Config{GoDir: filepath.Join(dir, "catalog"), GoldenDir: filepath.Join(dir, "golden"), DocsDir: filepath.Join(dir, "docs")}
	c.Trusted = map[string]bool{c.GoDir: true, c.GoldenDir: true, c.DocsDir: true}
	return c
}

func generate(t *testing.T, p *model.Policy, cfg Config) []File {
	t.Helper()
	files, err := Generate(p, cfg)
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	return files
}

func write(t *testing.T, p *model.Policy, cfg Config) *Result {
	t.Helper()
	res, err := Write(generate(t, p, cfg), cfg)
	if err != nil {
		t.Fatalf("Write: %v", err)
	}
	return res
}

func keys(m map[string]string) []string { return model.SortedKeys(m) }

func TestTwoRunsGiveIdenticalTrees(t *testing.T) {
	p := load(t, "../policy")
	a, b := t.TempDir(), t.TempDir()
	write(t, p, outDir(a))
	// A second load and a different GOMAXPROCS: nothing may depend on map
	// order or scheduling.
	prev := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(prev)
	write(t, load(t, "../policy"), outDir(b))
	ta, tb := policytest.ReadTree(t, a), policytest.ReadTree(t, b)
	if !slices.Equal(keys(ta), keys(tb)) {
		t.Fatalf("file sets differ:\n%v\n%v", keys(ta), keys(tb))
	}
	for k := range ta {
		if ta[k] != tb[k] {
			t.Errorf("%s differs between runs", k)
		}
	}
	// index.yaml names every provider × mode, with no model and with each
	// gated model class's example, and the files it names exist.
	idx := readIndex(t, ta["golden/index.yaml"])
	var got, want []string
	for _, e := range idx.Catalogs {
		got = append(got, e.Catalog)
		for _, f := range []string{e.Block, e.Block + ".sha256", e.Partitions} {
			if _, ok := ta["golden/"+f]; !ok {
				t.Errorf("index.yaml points %s at golden/%s, which was not written", e.Catalog, f)
			}
		}
	}
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			for _, v := range []string{"no-model", "class-deepseek-v4"} {
				want = append(want, prov+"/"+mode+"/"+v)
			}
		}
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("index.yaml lists catalogs\n%v\nwant\n%v", got, want)
	}
}

// readIndex decodes golden/index.yaml.
func readIndex(t *testing.T, data string) index {
	t.Helper()
	var idx index
	if err := yaml.Unmarshal([]byte(data), &idx); err != nil {
		t.Fatalf("index.yaml: %v", err)
	}
	return idx
}

// TestGoldenSnapshotsAreTheResolvedCatalogs follows index.yaml from every
// provider × mode × model to its files and compares them with Resolve: the
// block bytes, the checksum, the fingerprint, every partition (the shared
// ones from registry.yaml) and the counts.
func TestGoldenSnapshotsAreTheResolvedCatalogs(t *testing.T) {
	for _, dir := range []string{"../policy", "../examples/pawwork"} {
		p := load(t, dir)
		out := t.TempDir()
		write(t, p, outDir(out))
		got := policytest.ReadTree(t, out)
		var reg struct {
			Counts     map[string]int      `yaml:"counts"`
			Partitions map[string][]string `yaml:"partitions"`
		}
		if err := yaml.Unmarshal([]byte(got["golden/registry.yaml"]), &reg); err != nil {
			t.Fatalf("registry.yaml: %v", err)
		}
		idx := readIndex(t, got["golden/index.yaml"])
		if len(idx.Catalogs) == 0 {
			t.Fatalf("%s: index.yaml lists no catalogs", dir)
		}
		for _, e := range idx.Catalogs {
			q := resolve.Query{Provider: e.Provider, Mode: e.Mode, Model: e.Model}
			if cfg := p.Configurations[e.Configuration]; cfg != nil {
				q.Settings = cfg.Settings // a declared configuration: its own settings
			}
			c, err := p.Index().ResolveQuery(q)
			if err != nil {
				t.Fatal(err)
			}
			if e.Fingerprint != c.Fingerprint || e.HeadSize != len(c.Active) {
				t.Errorf("%s: index says %s, %d tools; Resolve says %s, %d", e.Catalog, e.Fingerprint, e.HeadSize, c.Fingerprint, len(c.Active))
			}
			if got["golden/"+e.Block] != string(p.Index().Block(c)) {
				t.Errorf("%s: golden/%s is not its canonical block", e.Catalog, e.Block)
			}
			if sum := got["golden/"+e.Block+".sha256"]; !strings.HasPrefix("sha256:"+sum, c.Fingerprint+"  block.json") {
				t.Errorf("%s: %s.sha256 = %q, fingerprint %s", e.Catalog, e.Block, sum, c.Fingerprint)
			}
			var view struct {
				Catalogs    []string            `yaml:"catalogs"`
				Fingerprint string              `yaml:"fingerprint"`
				Block       string              `yaml:"block"`
				Counts      map[string]int      `yaml:"counts"`
				Partitions  map[string][]string `yaml:"partitions"`
			}
			if err := yaml.Unmarshal([]byte(got["golden/"+e.Partitions]), &view); err != nil {
				t.Fatalf("%s: %v", e.Partitions, err)
			}
			if !slices.Contains(view.Catalogs, e.Catalog) || view.Fingerprint != c.Fingerprint || view.Block != e.Block {
				t.Errorf("%s: %s does not name it, its fingerprint or its block: %+v", e.Catalog, e.Partitions, view)
			}
			parts := map[string][]string{
				"active": c.Active, "discoverable": c.Discoverable, "gated_out": c.GatedOut,
				"hidden": c.Hidden, "deprecated": c.Deprecated, "removed": c.Removed, "registered": c.Registered,
			}
			for name, want := range parts {
				list, ok := view.Partitions[name]
				if !ok {
					list, ok = reg.Partitions[name]
				}
				if !ok || !slices.Equal(list, want) && len(list)+len(want) > 0 {
					t.Errorf("%s: partition %s is %v, Resolve gives %v", e.Catalog, name, list, want)
				}
				if view.Counts[name] != len(want) {
					t.Errorf("%s: %s counts %d %s, Resolve gives %d", e.Catalog, e.Partitions, view.Counts[name], name, len(want))
				}
			}
		}
	}
}

func TestGoldenBytesAreTheCatalogBlock(t *testing.T) {
	p := load(t, "../policy")
	dir := t.TempDir()
	write(t, p, outDir(dir))
	got := policytest.ReadTree(t, dir)
	// The shipped policy's heads do not depend on the mode or on the
	// deepseek-v4 gate: one block per provider, in its agent/no-model
	// directory, and no copies.
	blocks := 0
	for rel := range got {
		if strings.HasSuffix(rel, "/block.json") {
			blocks++
		}
	}
	if blocks != len(p.ProviderIDs()) {
		t.Errorf("%d block.json files for %d providers whose heads never change", blocks, len(p.ProviderIDs()))
	}
	for _, prov := range p.ProviderIDs() {
		c, err := p.Index().Resolve(prov, "plan", p.ModelClasses["deepseek-v4"].Example)
		if err != nil {
			t.Fatal(err)
		}
		if b := got["golden/"+prov+"/agent/no-model/block.json"]; b != string(p.Index().Block(c)) {
			t.Errorf("golden/%s/agent/no-model/block.json is not %s's plan-mode block", prov, prov)
		}
	}
	// The native head is the same in every mode, and the index says so.
	if !strings.Contains(got["golden/index.yaml"], "same_in_every_mode: true") || strings.Contains(got["golden/index.yaml"], "same_in_every_mode: false") {
		t.Errorf("index.yaml does not show every head shared across modes:\n%s", got["golden/index.yaml"])
	}
}

func TestIndexShowsModeDrift(t *testing.T) {
	// A mode that drops a head tool gets its own fingerprint.
	p := editedPolicy(t, `plan: mcp:  "deferred"`, `plan: {mcp: "deferred", head_drop: ["read_file"]}`)
	files := generate(t, p, outDir(t.TempDir()))
	for _, f := range files {
		if f.Rel == "index.yaml" && !strings.Contains(string(f.Data), "same_in_every_mode: false") {
			t.Errorf("index.yaml hides the drift:\n%s", f.Data)
		}
	}
}

func TestCheckAfterWriteIsClean(t *testing.T) {
	p := load(t, "../policy")
	cfg := outDir(t.TempDir())
	res := write(t, p, cfg)
	if len(res.Written) == 0 {
		t.Fatal("nothing written")
	}
	d, err := Check(generate(t, p, cfg), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !d.Clean() {
		t.Errorf("check after gen: %+v", d)
	}
	// A second write changes nothing.
	if res := write(t, p, cfg); len(res.Written) != 0 || len(res.Removed) != 0 {
		t.Errorf("second write: %+v", res)
	}
}

func staleNames(d *Drift) []string {
	var out []string
	for _, s := range d.Stale {
		out = append(out, s.Path)
	}
	return out
}

func TestCheckReportsExactlyTheAffectedFiles(t *testing.T) {
	p := load(t, "../policy")
	dir := t.TempDir()
	cfg := outDir(dir)
	write(t, p, cfg)
	before := policytest.ReadTree(t, dir)

	// A deferred tool turning hidden leaves every first-turn block alone: the
	// Go tables, registry.yaml and every catalog.yaml change (the tool leaves
	// discoverable, and the counts change), no block or fingerprint does; the
	// manifests of the two roots change with them (they hold the hashes).
	hidden := editedPolicy(t, `exec_shell_cancel: {
		state: "deferred"`, `exec_shell_cancel: {
		state: "hidden-compatibility"`)
	d, err := Check(generate(t, hidden, cfg), cfg)
	if err != nil {
		t.Fatal(err)
	}
	stale := staleNames(d)
	var want []string
	for rel := range before {
		if strings.HasSuffix(rel, "/catalog.yaml") || rel == "golden/registry.yaml" || rel == "catalog/tables_gen.go" ||
			rel == "golden/"+ManifestName || rel == "catalog/"+ManifestName {
			want = append(want, filepath.ToSlash(filepath.Join(dir, rel)))
		}
	}
	slices.Sort(want)
	if !slices.Equal(stale, want) {
		t.Errorf("stale files:\n%s\nwant:\n%s", strings.Join(stale, "\n"), strings.Join(want, "\n"))
	}
	if len(d.Missing) != 0 || len(d.Orphans) != 0 {
		t.Errorf("missing %v, orphans %v", d.Missing, d.Orphans)
	}

	// An active default-head tool turning deferred changes the default
	// provider's blocks only: arcee lists it explicitly and keeps it.
	deferred := editedPolicy(t, `git_status: {state: "active"`, `git_status: {state: "deferred"`)
	d, err = Check(generate(t, deferred, cfg), cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range d.Stale {
		if strings.Contains(s.Path, "/golden/arcee/") && strings.Contains(s.Path, "block.json") {
			t.Errorf("%s is stale, but arcee's head did not change", s.Path)
		}
	}
	for _, f := range []string{"block.json", "block.json.sha256"} {
		path := filepath.ToSlash(filepath.Join(dir, "golden/default/agent/no-model", f))
		if !slices.Contains(staleNames(d), path) {
			t.Errorf("%s is not reported stale", path)
		}
	}
	// Nothing was written by checking.
	if after := policytest.ReadTree(t, dir); !maps.Equal(before, after) {
		t.Error("Check changed files on disk")
	}
}

func TestOrphansAndMissing(t *testing.T) {
	dir := t.TempDir()
	cfg := outDir(dir)
	// A policy with one more mode, whose head differs, writes snapshots the
	// shipped one no longer produces.
	wider := editedPolicy(t, `yolo: mcp:  "active"`, `yolo: mcp:  "active"
	review: {mcp: "deferred", head_drop: ["read_file"]}`)
	write(t, wider, cfg)
	var wantOrphans []string
	for rel := range policytest.ReadTree(t, cfg.GoldenDir) {
		if strings.Contains(rel, "/review/") {
			wantOrphans = append(wantOrphans, filepath.ToSlash(filepath.Join(cfg.GoldenDir, rel)))
		}
	}
	slices.Sort(wantOrphans)
	// Per provider: the review block and its checksum, and a catalog.yaml
	// with and without the gated class.
	if len(wantOrphans) != 4*len(wider.ProviderIDs()) {
		t.Fatalf("the review mode wrote %v", wantOrphans)
	}
	keep := filepath.Join(cfg.DocsDir, "handwritten.md")
	if err := os.WriteFile(keep, []byte("mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p := load(t, "../policy")
	missing := filepath.Join(cfg.GoldenDir, "default/agent/no-model/catalog.yaml")
	if err := os.Remove(missing); err != nil {
		t.Fatal(err)
	}
	d, err := Check(generate(t, p, cfg), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{filepath.ToSlash(missing)}; !slices.Equal(d.Missing, want) {
		t.Errorf("missing = %v, want %v", d.Missing, want)
	}
	if !slices.Equal(d.Orphans, wantOrphans) {
		t.Errorf("orphans:\n%s\nwant:\n%s", strings.Join(d.Orphans, "\n"), strings.Join(wantOrphans, "\n"))
	}

	res := write(t, p, cfg)
	if len(res.Removed) != len(wantOrphans) {
		t.Errorf("removed %v", res.Removed)
	}
	if _, err := os.Stat(filepath.Join(cfg.GoldenDir, "default", "review")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the orphans' empty directories were left: %v", err)
	}
	if _, err := os.Stat(keep); err != nil {
		t.Errorf("a file gen never wrote was touched: %v", err)
	}
	if d, _ := Check(generate(t, p, cfg), cfg); !d.Clean() {
		t.Errorf("not clean after gen: %+v", d)
	}
}

func TestFailedWriteLeavesPreviousOutputsWhole(t *testing.T) {
	dir := t.TempDir()
	cfg := outDir(dir)
	write(t, load(t, "../policy"), cfg)
	before := policytest.ReadTree(t, dir)
	changed := editedPolicy(t, `git_status: {state: "active"`, `git_status: {state: "deferred"`)
	files := generate(t, changed, cfg)
	injected := errors.New("injected failure")

	// Count the file operations a successful run makes, then put the old
	// outputs back.
	counts := map[string]int{}
	counting := &Writer{
		Rename:    func(a, b string) error { counts["rename"]++; return os.Rename(a, b) },
		WriteFile: func(n string, d []byte) error { counts["write"]++; return writeSynced(n, d) },
	}
	if _, err := counting.Write(files, cfg); err != nil {
		t.Fatal(err)
	}
	if counts["rename"] < 2 || counts["write"] < 2 {
		t.Fatalf("a run that changes files made only %v", counts)
	}
	write(t, load(t, "../policy"), cfg)

	// Fail the first, second, middle and last rename, then the same file
	// writes: the outputs on disk must be exactly the previous ones, with no
	// scratch files left beside them.
	for _, step := range []string{"rename", "write"} {
		total := counts[step]
		for _, n := range []int{1, 2, total / 2, total} {
			calls := 0
			w := &Writer{}
			if step == "rename" {
				w.Rename = func(a, b string) error {
					calls++
					if calls == n {
						return injected
					}
					return os.Rename(a, b)
				}
			} else {
				w.WriteFile = func(name string, data []byte) error {
					calls++
					if calls == n {
						return injected
					}
					return writeSynced(name, data)
				}
			}
			if _, err := w.Write(files, cfg); !errors.Is(err, injected) {
				t.Fatalf("%s #%d of %d: error %v, want the injected one", step, n, total, err)
			}
			if after := policytest.ReadTree(t, dir); !maps.Equal(before, after) {
				var diff []string
				for _, k := range model.SortedKeys(mergeKeys(before, after)) {
					if before[k] != after[k] {
						diff = append(diff, k)
					}
				}
				t.Fatalf("%s #%d of %d failed, and the outputs changed: %v", step, n, total, diff)
			}
		}
	}
}

func mergeKeys(a, b map[string]string) map[string]bool {
	out := map[string]bool{}
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}

func TestRefusesPathsOutsideTheRoots(t *testing.T) {
	p := load(t, "../policy")
	work := t.TempDir()
	outside := t.TempDir()
	t.Chdir(work)

	check := func(name string, cfg Config) {
		t.Helper()
		files, err := Generate(p, cfg)
		if err != nil {
			t.Fatalf("%s: Generate: %v", name, err)
		}
		for what, err := range map[string]error{"Write": func() error { _, err := Write(files, cfg); return err }(), "Check": func() error { _, err := Check(files, cfg); return err }()} {
			var pe *PathError
			if !errors.As(err, &pe) {
				t.Errorf("%s: %s error = %v, want a refused path", name, what, err)
			}
		}
		if ents, _ := os.ReadDir(outside); len(ents) != 0 {
			t.Errorf("%s: something was written outside: %v", name, ents)
		}
	}
	base := Config{GoDir: "toolcatalog", GoldenDir: "golden", DocsDir: "docs"}

	up := base
	up.GoldenDir = "../" + filepath.Base(outside)
	check("a .. root from the policy", up)

	abs := base
	abs.DocsDir = outside
	check("an absolute root from the policy", abs)

	if err := os.Symlink(outside, filepath.Join(work, "golden")); err != nil {
		t.Fatal(err)
	}
	check("a root that is a symlink out", base)
	if err := os.Remove(filepath.Join(work, "golden")); err != nil {
		t.Fatal(err)
	}

	// A link inside a root, leading out.
	if err := os.MkdirAll(filepath.Join(work, "golden"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(work, "golden", "default")); err != nil {
		t.Fatal(err)
	}
	check("a symlink inside a root", base)
	if err := os.Remove(filepath.Join(work, "golden", "default")); err != nil {
		t.Fatal(err)
	}

	// A manifest naming a path outside: nothing is deleted through it.
	victim := filepath.Join(outside, "victim.txt")
	if err := os.WriteFile(victim, []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(work, "golden", ManifestName), []byte("../../"+filepath.Base(outside)+"/victim.txt\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	files := generate(t, p, base)
	var pe *PathError
	if _, err := Write(files, base); !errors.As(err, &pe) {
		t.Errorf("a manifest entry outside the root: error %v", err)
	}
	if _, err := os.Stat(victim); err != nil {
		t.Errorf("the file the manifest named outside was removed: %v", err)
	}
	if err := os.Remove(victim); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(work, "golden", ManifestName)); err != nil {
		t.Fatal(err)
	}

	// The same roots given on the command line are the user's choice.
	trusted := abs
	trusted.Trusted = map[string]bool{outside: true}
	if _, err := Write(generate(t, p, trusted), trusted); err != nil {
		t.Errorf("a trusted absolute root: %v", err)
	}
	if _, err := os.Stat(filepath.Join(outside, "manifest.md")); err != nil {
		t.Errorf("nothing written to the trusted root: %v", err)
	}
}

func TestColliderPathsAreRefused(t *testing.T) {
	p := load(t, "../policy")
	cfg := outDir(t.TempDir())
	cfg.DocsDir = cfg.GoDir
	cfg.GoldenDir = cfg.GoDir
	// Distinct file names in one directory are fine...
	if _, err := Generate(p, cfg); err != nil {
		t.Fatalf("shared root: %v", err)
	}
	// ...two modes that differ only in case, with heads of their own (equal
	// catalogs share one file), would collide on macOS.
	cased := editedPolicy(t, `yolo: mcp:  "active"`, `yolo: {mcp: "active", head_drop: ["list_dir"]}
	YOLO: {mcp: "active", head_drop: ["read_file"]}`)
	var pe *PathError
	if _, err := Generate(cased, outDir(t.TempDir())); !errors.As(err, &pe) {
		t.Errorf("case-colliding modes: error %v", err)
	}
}

func TestGeneratedGoIsFormattedAndHeaded(t *testing.T) {
	p := load(t, "../policy")
	for _, f := range generate(t, p, outDir(t.TempDir())) {
		if f.Kind == RootGo && !bytes.HasPrefix(f.Data, []byte("// "+Header+"\n")) {
			t.Errorf("%s lacks the generated header", f.Rel)
		}
		if strings.HasSuffix(f.Rel, ".go") && f.Kind != RootGo {
			t.Errorf("%s is Go outside the Go root", f.Rel)
		}
	}
}
