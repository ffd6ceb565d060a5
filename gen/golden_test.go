package gen

import (
	"bytes"
	"go/format"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/model"
)

// A policy with many providers writes each distinct block and each distinct
// set of partitions once, whatever the number of provider × mode × model
// combinations, and index.yaml still answers for every combination.
func TestEqualCatalogsShareOneFile(t *testing.T) {
	p := policytest.LoadSynthetic(t, 300, compiler.LoadDir)
	files := generate(t, p, outDir(t.TempDir()))
	blocks, views := map[string]bool{}, map[string]bool{}
	combos := 0
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			for _, v := range variants(p) {
				c, err := p.Index().Resolve(prov, mode, v.model)
				if err != nil {
					t.Fatal(err)
				}
				combos++
				blocks[c.Fingerprint] = true
				views[strings.Join(c.Active, ",")+"|"+strings.Join(c.Discoverable, ",")+"|"+strings.Join(c.GatedOut, ",")] = true
			}
		}
	}
	count := map[string]int{}
	var index []byte
	for _, f := range files {
		if f.Kind == RootGolden {
			count[filepath.Base(f.Rel)]++
		}
		if f.Kind == RootGolden && f.Rel == goldenIndex {
			index = f.Data
		}
	}
	if count[goldenBlock] != len(blocks) || count[goldenSum] != len(blocks) || count[goldenCatalog] != len(views) || count[goldenRegistry] != 1 {
		t.Errorf("%d combinations, %d distinct blocks, %d distinct views; files written: %v", combos, len(blocks), len(views), count)
	}
	if len(views) >= combos/2 {
		t.Fatalf("the synthetic policy should share most catalogs: %d views for %d combinations", len(views), combos)
	}
	if n := len(readIndex(t, string(index)).Catalogs); n != combos {
		t.Errorf("index.yaml lists %d catalogs, want %d", n, combos)
	}
}

// catalog.yaml and registry.yaml are assembled from items yaml.v3 encoded
// once per name; the result must be byte for byte what yaml.v3 writes for
// the whole document.
func TestYAMLViewsAreWhatYAMLv3Writes(t *testing.T) {
	for name, p := range map[string]*model.Policy{
		"shipped":   load(t, "../policy"),
		"hostile":   load(t, "testdata/hostile"), // gates and cards; a policy without conditions, so one registry.yaml
		"synthetic": policytest.LoadSynthetic(t, 300, compiler.LoadDir),
	} {
		s, err := resolveSnapshots(p)
		if err != nil {
			t.Fatal(err)
		}
		items, err := newYAMLItems(p.ToolNames())
		if err != nil {
			t.Fatal(err)
		}
		reg := s.registry
		for _, vg := range s.views {
			got, err := viewYAML(vg, reg, items)
			if err != nil {
				t.Fatal(err)
			}
			head := bytes.SplitAfterN(got, []byte("\ncatalogs:"), 2)[0]
			want, err := yamlDoc(viewDoc{
				viewHead: viewHead{
					Catalogs: vg.members, Fingerprint: vg.block.fingerprint, Block: vg.block.leader + "/" + goldenBlock,
					HeadSize: len(vg.active), Registry: goldenRegistry,
					Counts: viewCounts{
						Active: len(vg.active), Discoverable: len(vg.discoverable), GatedOut: len(vg.gatedOut),
						Hidden: len(reg.Hidden), Deprecated: len(reg.Deprecated), Removed: len(reg.Removed), Registered: len(reg.Registered),
					},
				},
				Partitions: viewParts{Active: vg.active, Discoverable: vg.discoverable, GatedOut: vg.gatedOut},
			}, "x")
			if err != nil {
				t.Fatal(err)
			}
			want = append(append([]byte(nil), head...), bytes.SplitAfterN(want, []byte("\ncatalogs:"), 2)[1]...)
			if !bytes.Equal(got, want) {
				t.Errorf("%s: %s/catalog.yaml differs from yaml.v3's encoding:\n%s", name, vg.leader, UnifiedDiff("catalog.yaml", want, got))
			}
		}
		got, err := registryYAML(p, reg, items)
		if err != nil {
			t.Fatal(err)
		}
		want, err := yamlDoc(registryDoc{registryHead: registryHead{Release: p.Release.Version, Counts: registryCounts{
			Hidden: len(reg.Hidden), Deprecated: len(reg.Deprecated), Removed: len(reg.Removed), Registered: len(reg.Registered),
		}}, Partitions: *reg}, "x")
		if err != nil {
			t.Fatal(err)
		}
		head := bytes.SplitAfterN(got, []byte("\nrelease:"), 2)[0]
		want = append(append([]byte(nil), head...), bytes.SplitAfterN(want, []byte("\nrelease:"), 2)[1]...)
		if !bytes.Equal(got, want) {
			t.Errorf("%s: registry.yaml differs from yaml.v3's encoding:\n%s", name, UnifiedDiff("registry.yaml", want, got))
		}
	}
}

// Names the schema would reject still come out as yaml.v3 writes them: the
// item table does not rely on names being plain identifiers.
func TestYAMLItemsMatchYAMLv3ForAnyString(t *testing.T) {
	names := []string{
		"plain", "true", "null", "~", "1e3", "0x10", "yes", "-dash", "- item", "key: value", "#hash", "a #b",
		"", " leading", "trailing ", "multi\nline", "multi\nline\n", "\n\nblank lines\n\n", "  indented\nsecond",
		"quote\"s", "'single'", "tab\there", "café 日本語 🐋", "\u2028sep", "control\x01", "[flow]", "{map}", "*alias", "&anchor", "!tag", "%directive", "|", ">", "@at", "`tick`",
	}
	items, err := newYAMLItems(names)
	if err != nil {
		t.Fatal(err)
	}
	for _, list := range [][]string{names, {}, {"multi\nline", "plain"}, {"not in the table\nat all"}} {
		var got bytes.Buffer
		got.WriteString("partitions:\n")
		if err := items.list(&got, "discoverable", list); err != nil {
			t.Fatal(err)
		}
		want, err := yamlDoc(struct {
			Partitions struct {
				Discoverable []string `yaml:"discoverable"`
			} `yaml:"partitions"`
		}{Partitions: struct {
			Discoverable []string `yaml:"discoverable"`
		}{Discoverable: append([]string{}, list...)}}, "x")
		if err != nil {
			t.Fatal(err)
		}
		want = bytes.SplitAfterN(want, []byte("# x\n"), 2)[1]
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("items differ from yaml.v3's encoding:\n%s", UnifiedDiff("list.yaml", want, got.Bytes()))
		}
	}
}

// tables_gen.go writes its large tables directly in gofmt's layout; it must
// be exactly what gofmt makes of it, for small, empty and large policies.
func TestGoTablesAreFormatted(t *testing.T) {
	minimal := t.TempDir()
	if err := os.WriteFile(filepath.Join(minimal, "a.cue"), []byte(`package toolpolicy

release: version: "1.0.0"
providers: default: {default: true, budget: {target: 1, max: 2}}
modes: agent: {}
tools: {}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	policies := map[string]*model.Policy{
		"shipped":   load(t, "../policy"),
		"pawwork":   load(t, "../examples/pawwork"),
		"synthetic": policytest.LoadSynthetic(t, 1000, compiler.LoadDir),
		"minimal":   load(t, minimal),
	}
	for name, p := range policies {
		files, err := goPackage(p, "toolcatalog")
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			want, err := format.Source(f.Data)
			if err != nil {
				t.Fatalf("%s: %s does not parse: %v", name, f.Rel, err)
			}
			if !bytes.Equal(f.Data, want) {
				t.Errorf("%s: %s is not gofmt's layout:\n%s", name, f.Rel, UnifiedDiff(f.Rel, f.Data, want))
			}
		}
	}
}

// The quoting fast path writes exactly what strconv.Quote does.
func TestQuoteFastPathIsStrconvQuote(t *testing.T) {
	for _, s := range []string{"", "plain text", `a"b`, `back\slash`, "tab\t", "del\x7f", "café", "~ all ! printable # $ % & ' ( ) * + , - . / : ; < = > ? @ [ ] ^ _ ` { | }"} {
		w := &tablesWriter{}
		w.q(s)
		if got, want := w.b.String(), strconv.Quote(s); got != want {
			t.Errorf("q(%q) = %s, want %s", s, got, want)
		}
		if quotesAsIs(s) && comment(s) != s {
			t.Errorf("comment(%q) changed printable ASCII", s)
		}
	}
}

// Resolution, YAML encoding and the Go package are spread over the cores;
// the bytes must not depend on how many there are. 2,500 tools is enough
// for the YAML items to be encoded in chunks.
func TestOutputDoesNotDependOnGOMAXPROCS(t *testing.T) {
	p := policytest.LoadSynthetic(t, 2500, compiler.LoadDir)
	cfg := outDir(t.TempDir())
	var first []File
	for _, procs := range []int{1, 2, 5} {
		prev := runtime.GOMAXPROCS(procs)
		files, err := Generate(p, cfg)
		runtime.GOMAXPROCS(prev)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = files
			continue
		}
		if len(files) != len(first) {
			t.Fatalf("GOMAXPROCS=%d: %d files, want %d", procs, len(files), len(first))
		}
		for i := range files {
			if files[i].Path() != first[i].Path() || !bytes.Equal(files[i].Data, first[i].Data) {
				t.Errorf("GOMAXPROCS=%d: %s differs from GOMAXPROCS=1", procs, files[i].Path())
			}
		}
	}
}

// A policy with no providers has nothing to snapshot: gen writes an index
// that says so and no partitions, and does not fail.
func TestNoCatalogsToSnapshot(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.cue"), []byte(`package toolpolicy

release: version: "1.0.0"
providers: {}
modes: agent: {}
tools: read: state: "hidden-compatibility"
`), 0o644); err != nil {
		t.Fatal(err)
	}
	p := load(t, dir)
	var golden []string
	for _, f := range generate(t, p, outDir(t.TempDir())) {
		if f.Kind == RootGolden {
			golden = append(golden, f.Rel)
			if f.Rel == goldenIndex && (!bytes.Contains(f.Data, []byte("\ncatalogs: []\n")) || bytes.Contains(f.Data, []byte("\nregistry:"))) {
				t.Errorf("index.yaml should list no catalogs and no registry:\n%s", f.Data)
			}
		}
	}
	if want := []string{goldenIndex}; !slices.Equal(golden, want) {
		t.Errorf("golden files %v, want %v", golden, want)
	}
}

// index.yaml's tools lists are encoded apart from the rest of the document;
// the file must still be byte for byte what yaml.v3 writes for the whole.
func TestIndexYAMLIsWhatYAMLv3Writes(t *testing.T) {
	spliced := 0
	for name, p := range map[string]*model.Policy{
		"shipped":   load(t, "../policy"),
		"pawwork":   load(t, "../examples/pawwork"),
		"synthetic": policytest.LoadSynthetic(t, 1200, compiler.LoadDir),
	} {
		s, err := resolveSnapshots(p)
		if err != nil {
			t.Fatal(err)
		}
		items, err := newYAMLItems(p.ToolNames())
		if err != nil {
			t.Fatal(err)
		}
		want, err := indexDoc(indexOf(p, s))
		if err != nil {
			t.Fatal(err)
		}
		// With the names' items (the tools lists written from them) and
		// without (encoded by yaml.v3 a chunk at a time).
		for _, items := range []*yamlItems{items, nil} {
			got, err := indexYAML(p, s, items)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s (items %v): index.yaml differs from yaml.v3's encoding:\n%s", name, items != nil, UnifiedDiff("index.yaml", want, got))
			}
		}
		for _, bg := range s.blocks {
			if len(bg.tools) > toolsChunk {
				spliced++
			}
		}
	}
	if spliced == 0 {
		t.Fatal("no tools list longer than a chunk: the test would not notice a wrong join")
	}
}

// A tools list written from the names' sequence items is what yaml.v3 writes
// for the list, for names YAML reads as something else unless quoted (which
// the schema's name pattern allows) and for a name whose item is not one
// line (written by yaml.v3 instead).
func TestToolItemsAreWhatYAMLv3Writes(t *testing.T) {
	long := "a" + strings.Repeat("_b", 63) + "c" // 128 characters, the schema's longest
	names := []string{"read", "true", "null", "yes", "No", "on", "y", "_", "a.b-c", "e1", "x1e5", "NaN", "inf", long, "~x", "<<", "a:b", "a #b", "line\nbreak"}
	items, err := newYAMLItems(names)
	if err != nil {
		t.Fatal(err)
	}
	for _, list := range [][]string{names[:len(names)-2], names} {
		var tools []model.ToolSize
		for i, n := range list {
			tools = append(tools, model.ToolSize{Name: n, Bytes: 100 * i, Tokens: i, Deferred: i%3 == 1})
		}
		doc := []byte("fingerprints:\n  - fingerprint: x\n    tools: " + toolsMarker + "0\n    catalogs: []\n")
		got, err := spliceToolLists(doc, [][]model.ToolSize{tools}, items)
		if err != nil {
			t.Fatal(err)
		}
		type group struct {
			Fingerprint string           `yaml:"fingerprint"`
			Tools       []model.ToolSize `yaml:"tools"`
			Catalogs    []string         `yaml:"catalogs"`
		}
		var b bytes.Buffer
		enc := yaml.NewEncoder(&b)
		enc.SetIndent(2)
		if err := enc.Encode(map[string][]group{"fingerprints": {{Fingerprint: "x", Tools: tools, Catalogs: []string{}}}}); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, b.Bytes()) {
			t.Errorf("%d names: the tools list differs from yaml.v3's encoding:\n%s", len(list), UnifiedDiff("index.yaml", b.Bytes(), got))
		}
	}
}

// A name written as a plain scalar without yaml.v3 is what yaml.v3 writes
// for it, for names the schema accepts: the words YAML resolves or quotes in
// each case, names that only start like them, and thousands of random ones.
func TestPlainNamesAreWhatYAMLv3Writes(t *testing.T) {
	names := []string{"_", "a", "x.y", "a-b", "_1", "Z9", "tRUE", "nULL", "yes_", "on.", "off-", "y1", "NaN", "inf", "e1", "o", "t"}
	for w := range yamlWords {
		names = append(names, w, strings.ToLower(w), strings.ToUpper(w), w+"_x", "_"+w)
	}
	const first = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_"
	const rest = first + "0123456789.-"
	rng := rand.New(rand.NewPCG(5, 6))
	for range 5000 {
		b := []byte{first[rng.IntN(len(first))]}
		for range rng.IntN(12) {
			b = append(b, rest[rng.IntN(len(rest))])
		}
		names = append(names, string(b))
	}
	want, err := encodeItems(names)
	if err != nil {
		t.Fatal(err)
	}
	items, err := newYAMLItems(names)
	if err != nil {
		t.Fatal(err)
	}
	plain := 0
	for i, n := range names {
		if plainName(n) {
			plain++
		}
		if got, _ := items.appendItem(nil, n); !bytes.Equal(got, want[i]) {
			t.Errorf("%q: item %q, yaml.v3 writes %q", n, got, want[i])
		}
	}
	if plain < len(names)/2 || plain == len(names) {
		t.Fatalf("%d of %d names taken as plain: the test would not notice a wrong choice", plain, len(names))
	}
}
