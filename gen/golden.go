package gen

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/toolpolicy/toolpolicy/model"
)

// Golden snapshot file names, inside golden/<provider>/<mode>/<variant>/.
const (
	goldenBlock   = "block.json"
	goldenSum     = "block.json.sha256"
	goldenCatalog = "catalog.yaml"
	goldenIndex   = "index.yaml"
	noModel       = "no-model"
)

// variant is one model id a snapshot is taken for: none, or the example id
// of a model class some gate is about.
type variant struct {
	dir   string // directory name: "no-model" or "class-<id>"
	class string
	model string
}

// variants returns the model ids snapshots are taken for: no model id, and
// the example of each class a gate refers to, sorted by class.
func variants(p *model.Policy) []variant {
	out := []variant{{dir: noModel}}
	classes := map[string]bool{}
	for _, g := range p.Gates {
		if c := p.ModelClasses[g.Class()]; c != nil {
			classes[c.ID] = true
		}
	}
	for _, id := range model.SortedKeys(classes) {
		out = append(out, variant{dir: "class-" + id, class: id, model: p.ModelClasses[id].Example})
	}
	return out
}

// snapshot is the YAML view of one catalog.
type snapshot struct {
	Provider    string     `yaml:"provider"`
	Mode        string     `yaml:"mode"`
	Model       string     `yaml:"model"`
	ModelClass  string     `yaml:"model_class,omitempty"`
	Fingerprint string     `yaml:"fingerprint"`
	HeadSize    int        `yaml:"head_size"`
	Partitions  partitions `yaml:"partitions"`
}

type partitions struct {
	Active       []string `yaml:"active"`
	Discoverable []string `yaml:"discoverable"`
	GatedOut     []string `yaml:"gated_out"`
	Hidden       []string `yaml:"hidden"`
	Deprecated   []string `yaml:"deprecated"`
	Removed      []string `yaml:"removed"`
	Registered   []string `yaml:"registered"`
}

// index is golden/index.yaml: which catalogs share a first-turn block.
type index struct {
	Release      string        `yaml:"release"`
	Heads        []headGroup   `yaml:"heads"`
	Fingerprints []fingerGroup `yaml:"fingerprints"`
}

// headGroup shows, for one provider and model, the fingerprint in every mode
// and whether they agree: the head must be byte-identical across modes.
type headGroup struct {
	Provider        string            `yaml:"provider"`
	Model           string            `yaml:"model"`
	ModelClass      string            `yaml:"model_class,omitempty"`
	SameInEveryMode bool              `yaml:"same_in_every_mode"`
	Modes           map[string]string `yaml:"modes"`
}

// fingerGroup lists the catalogs that send one exact first-turn block, and
// so share a prompt-cache prefix.
type fingerGroup struct {
	Fingerprint string   `yaml:"fingerprint"`
	HeadSize    int      `yaml:"head_size"`
	Catalogs    []string `yaml:"catalogs"`
}

// golden renders the snapshots for every provider × mode × variant, and the
// index.
func golden(p *model.Policy) ([]relFile, error) {
	var files []relFile
	idx := index{Release: p.Release.Version, Heads: []headGroup{}, Fingerprints: []fingerGroup{}}
	groups := map[string]*fingerGroup{}
	for _, prov := range p.ProviderIDs() {
		for _, v := range variants(p) {
			hg := headGroup{Provider: prov, Model: v.model, ModelClass: v.class, SameInEveryMode: true, Modes: map[string]string{}}
			first := ""
			for i, mode := range p.ModeIDs() {
				c, err := p.Resolve(prov, mode, v.model)
				if err != nil {
					return nil, fmt.Errorf("resolving %s/%s/%s: %w", prov, mode, v.dir, err)
				}
				dir := prov + "/" + mode + "/" + v.dir
				block := p.Block(c)
				view, err := yamlDoc(snapshot{
					Provider: prov, Mode: mode, Model: v.model, ModelClass: v.class,
					Fingerprint: c.Fingerprint, HeadSize: len(c.Active),
					Partitions: partitions{
						Active: c.Active, Discoverable: c.Discoverable, GatedOut: c.GatedOut, Hidden: c.Hidden,
						Deprecated: c.Deprecated, Removed: c.Removed, Registered: c.Registered,
					},
				}, "The catalog for provider "+prov+", mode "+mode+", "+modelWords(v)+".")
				if err != nil {
					return nil, err
				}
				hexSum := strings.TrimPrefix(c.Fingerprint, "sha256:")
				files = append(files,
					relFile{dir + "/" + goldenBlock, block},
					// sha256sum's own format, so `sha256sum -c` checks the block.
					relFile{dir + "/" + goldenSum, []byte(hexSum + "  " + goldenBlock + "\n")},
					relFile{dir + "/" + goldenCatalog, view},
				)
				hg.Modes[mode] = c.Fingerprint
				if i == 0 {
					first = c.Fingerprint
				} else if c.Fingerprint != first {
					hg.SameInEveryMode = false
				}
				g := groups[c.Fingerprint]
				if g == nil {
					g = &fingerGroup{Fingerprint: c.Fingerprint, HeadSize: len(c.Active)}
					groups[c.Fingerprint] = g
				}
				g.Catalogs = append(g.Catalogs, dir)
			}
			idx.Heads = append(idx.Heads, hg)
		}
	}
	for _, g := range groups {
		sort.Strings(g.Catalogs)
		idx.Fingerprints = append(idx.Fingerprints, *g)
	}
	// Groups in the order of their first catalog, which reads like the tree.
	sort.Slice(idx.Fingerprints, func(i, j int) bool {
		return idx.Fingerprints[i].Catalogs[0] < idx.Fingerprints[j].Catalogs[0]
	})
	view, err := yamlDoc(idx, "Catalogs that share a fingerprint send byte-identical first-turn tool blocks,\n"+
		"and so share the provider's prompt cache. Each catalog's files are in\n"+
		"<provider>/<mode>/<model>/: block.json (the exact block), block.json.sha256\n"+
		"(its SHA-256, checkable with sha256sum -c) and catalog.yaml (every partition).")
	if err != nil {
		return nil, err
	}
	files = append(files, relFile{goldenIndex, view})
	sort.Slice(files, func(i, j int) bool { return files[i].Rel < files[j].Rel })
	return files, nil
}

func modelWords(v variant) string {
	if v.class == "" {
		return "no model id"
	}
	return "model " + v.model + " (class " + v.class + ")"
}

// yamlDoc encodes v with yaml.v3 under a header comment. Map keys come out
// sorted, so the bytes depend only on the values.
func yamlDoc(v any, about string) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("# " + Header + "\n")
	for _, line := range strings.Split(about, "\n") {
		b.WriteString("# " + comment(line) + "\n")
	}
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("encoding YAML: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("encoding YAML: %w", err)
	}
	return b.Bytes(), nil
}
