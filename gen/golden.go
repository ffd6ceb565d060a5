package gen

import (
	"bytes"
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/toolpolicy/toolpolicy/internal/par"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// Golden snapshot file names. Per-catalog files live in
// <provider>/<mode>/<variant>/ of the first catalog that has their content.
const (
	goldenBlock    = "block.json"
	goldenSum      = "block.json.sha256"
	goldenCatalog  = "catalog.yaml"
	goldenIndex    = "index.yaml"
	goldenRegistry = "registry.yaml"
	noModel        = "no-model"
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

// catalogRef is one provider × mode × variant: one catalog gen snapshots.
type catalogRef struct {
	path     string // "<provider>/<mode>/<variant dir>"
	provider string
	mode     string
	v        variant
	// config is set for a configuration the policy declares, whose path is
	// "configurations/<id>".
	config *model.Configuration
}

// catalogRefs lists every catalog in the order the snapshots present them:
// providers, then modes, sorted; within them no model id first, then each
// gated class. The first catalog of a group of equal ones names the group.
func catalogRefs(p *model.Policy) []catalogRef {
	vs := variants(p)
	var out []catalogRef
	for _, prov := range p.ProviderIDs() {
		for _, mode := range p.ModeIDs() {
			for _, v := range vs {
				out = append(out, catalogRef{path: prov + "/" + mode + "/" + v.dir, provider: prov, mode: mode, v: v})
			}
		}
	}
	for _, id := range model.SortedKeys(p.Configurations) {
		c := p.Configurations[id]
		prov := c.Provider
		if prov == "" {
			prov = p.Index().ProviderFor("")
		}
		out = append(out, catalogRef{path: "configurations/" + id, provider: prov, mode: c.Mode, v: variant{model: c.Model}, config: c})
	}
	return out
}

// blockGroup is one distinct first-turn block and the catalogs that send it.
type blockGroup struct {
	fingerprint string
	headSize    int
	leader      string // the first catalog's path; its directory holds block.json
	members     []string
	views       []*viewGroup // the distinct views with this block
	block       []byte       // the block's bytes, as the wire sends them
	size        model.Size
	tools       []model.ToolSize
	catalog     *resolve.Catalog // the leader's, until measure has used it
}

// viewGroup is one distinct set of catalog-dependent partitions (active,
// discoverable, gated out) and the catalogs that resolve to it.
type viewGroup struct {
	block        *blockGroup
	leader       string // the first catalog's path; its directory holds catalog.yaml
	active       []string
	discoverable []string
	gatedOut     []string
	members      []string
	// reg and unregistered are the view's own registry, for a policy whose
	// registry depends on the configuration; reg is nil otherwise.
	reg          *registryParts
	unregistered []string
}

// catalogEntry is what index.yaml says about one catalog.
type catalogEntry struct {
	Catalog     string `yaml:"catalog"`
	Provider    string `yaml:"provider"`
	Mode        string `yaml:"mode"`
	Model       string `yaml:"model"`
	ModelClass  string `yaml:"model_class,omitempty"`
	Fingerprint string `yaml:"fingerprint"`
	HeadSize    int    `yaml:"head_size"`
	Bytes       int    `yaml:"bytes"`
	Tokens      int    `yaml:"tokens"`
	Block       string `yaml:"block"`
	Partitions  string `yaml:"partitions"`
	// Configuration and Settings are set for a configuration the policy
	// declares: its id and every setting's value.
	Configuration string         `yaml:"configuration,omitempty"`
	Settings      map[string]any `yaml:"settings,omitempty"`
	// Groups, for a declared configuration of a policy with tool groups:
	// what activating each group that would load something loads.
	Groups []groupEntry `yaml:"groups,omitempty"`
}

// groupEntry is one group's activation in a declared configuration.
type groupEntry struct {
	Group   string   `yaml:"group"`
	Enabled bool     `yaml:"enabled"`
	Loads   []string `yaml:"loads"`
}

// registryParts are the partitions that depend only on each tool's
// lifecycle state: the same in every catalog.
type registryParts struct {
	Hidden     []string `yaml:"hidden"`
	Deprecated []string `yaml:"deprecated"`
	Removed    []string `yaml:"removed"`
	Registered []string `yaml:"registered"`
}

// snapshots is every catalog resolved once and folded into groups; the
// catalogs themselves are dropped as soon as they are folded.
type snapshots struct {
	refs     []catalogRef
	entries  []catalogEntry
	registry *registryParts
	blocks   []*blockGroup
	views    []*viewGroup
	blockOf  map[string]*blockGroup
	// perView is set when the registry depends on the configuration
	// (settings and conditions): each catalog.yaml then holds its own.
	perView bool
}

// resolveBatch is how many catalogs are resolved at once. Catalogs are
// resolved in parallel and folded in order, so memory holds at most this
// many full catalogs and the result does not depend on scheduling.
const resolveBatch = 8

// resolveSnapshots resolves every provider × mode × variant exactly once and
// groups the results: catalogs with the same block, and catalogs with the
// same catalog-dependent partitions.
func resolveSnapshots(p *model.Policy) (*snapshots, error) {
	s := &snapshots{refs: catalogRefs(p), perView: p.Index().Conditional()}
	blockBy := map[string]*blockGroup{}
	s.blockOf = blockBy
	workers := min(runtime.GOMAXPROCS(0), resolveBatch)
	cats := make([]*resolve.Catalog, resolveBatch)
	errs := make([]error, resolveBatch)
	for start := 0; start < len(s.refs); start += resolveBatch {
		batch := s.refs[start:min(start+resolveBatch, len(s.refs))]
		parallel(len(batch), workers, func(i int) {
			if c := batch[i].config; c != nil {
				cats[i], errs[i] = p.Index().ResolveQuery(resolve.Query{Provider: batch[i].provider, Mode: c.Mode, Model: c.Model, Settings: c.Settings})
				return
			}
			cats[i], errs[i] = p.Index().ResolveShared(batch[i].provider, batch[i].mode, batch[i].v.model)
		})
		for i, ref := range batch {
			c, err := cats[i], errs[i]
			cats[i] = nil
			if err != nil {
				return nil, fmt.Errorf("resolving %s: %w", ref.path, err)
			}
			if err := s.fold(p, ref, c, blockBy); err != nil {
				return nil, err
			}
		}
	}
	if err := s.measure(p); err != nil {
		return nil, err
	}
	return s, nil
}

// measure renders each distinct block once and counts its bytes and
// tokens, and each of its definitions', one block per core: tokenizing is
// most of what this costs.
func (s *snapshots) measure(p *model.Policy) error {
	errs := make([]error, len(s.blocks))
	parallel(len(s.blocks), runtime.GOMAXPROCS(0), func(i int) {
		bg := s.blocks[i]
		var err error
		bg.block, bg.size, bg.tools, err = p.MeasureBlock(bg.catalog)
		if err != nil {
			errs[i] = fmt.Errorf("counting the tokens of %s's block: %w", bg.leader, err)
		}
		bg.catalog = nil
	})
	for i := range s.blocks {
		if errs[i] != nil {
			return errs[i]
		}
	}
	for i := range s.entries {
		bg := s.blockOf[s.entries[i].Fingerprint]
		s.entries[i].Bytes, s.entries[i].Tokens = bg.size.Bytes, bg.size.Tokens
	}
	return nil
}

// fold adds one resolved catalog to the groups.
func (s *snapshots) fold(p *model.Policy, ref catalogRef, c *resolve.Catalog, blockBy map[string]*blockGroup) error {
	reg := registryParts{Hidden: c.Hidden, Deprecated: c.Deprecated, Removed: c.Removed, Registered: c.Registered}
	if s.perView {
		// Registries differ by configuration: every view carries its own.
	} else if s.registry == nil {
		s.registry = &reg
	} else if !sameList(reg.Hidden, s.registry.Hidden) || !sameList(reg.Deprecated, s.registry.Deprecated) ||
		!sameList(reg.Removed, s.registry.Removed) || !sameList(reg.Registered, s.registry.Registered) {
		// registry.yaml is written once on the strength of this; if
		// resolution ever makes these depend on the catalog, say so rather
		// than write a snapshot that is wrong for some catalogs.
		return fmt.Errorf("%s and %s resolve different hidden, deprecated, removed or registered names; gen writes those once, in %s, and cannot", s.refs[0].path, ref.path, goldenRegistry)
	}

	bg := blockBy[c.Fingerprint]
	if bg == nil {
		bg = &blockGroup{fingerprint: c.Fingerprint, headSize: len(c.Active), leader: ref.path}
		blockBy[c.Fingerprint] = bg
		s.blocks = append(s.blocks, bg)
		bg.catalog = c
	}
	bg.members = append(bg.members, ref.path)

	// A block has few distinct views (they differ by gates), and names in
	// equal lists share their bytes, so comparing lists is cheap.
	var vg *viewGroup
	for _, cand := range bg.views {
		if sameList(cand.active, c.Active) && sameList(cand.gatedOut, c.GatedOut) && sameList(cand.discoverable, c.Discoverable) &&
			(!s.perView || (sameList(cand.reg.Hidden, reg.Hidden) && sameList(cand.reg.Deprecated, reg.Deprecated) &&
				sameList(cand.reg.Removed, reg.Removed) && sameList(cand.reg.Registered, reg.Registered) && sameList(cand.unregistered, c.Unregistered))) {
			vg = cand
			break
		}
	}
	if vg == nil {
		vg = &viewGroup{block: bg, leader: ref.path, active: c.Active, discoverable: c.Discoverable, gatedOut: c.GatedOut}
		if s.perView {
			vg.reg, vg.unregistered = &reg, c.Unregistered
		}
		bg.views = append(bg.views, vg)
		s.views = append(s.views, vg)
	}
	vg.members = append(vg.members, ref.path)

	e := catalogEntry{
		Catalog: ref.path, Provider: ref.provider, Mode: ref.mode, Model: ref.v.model, ModelClass: ref.v.class,
		Fingerprint: c.Fingerprint, HeadSize: len(c.Active),
		Block: bg.leader + "/" + goldenBlock, Partitions: vg.leader + "/" + goldenCatalog,
	}
	if ref.config != nil {
		e.Configuration, e.Settings = ref.config.ID, c.Settings
		x := p.Index()
		for _, g := range x.GroupIDs() {
			a, err := x.ActivateGroup(resolve.Query{Provider: ref.provider, Mode: ref.config.Mode, Model: ref.config.Model, Settings: ref.config.Settings}, g)
			if err != nil {
				return fmt.Errorf("activating group %s in %s: %w", g, ref.path, err)
			}
			if len(a.Loads) > 0 {
				e.Groups = append(e.Groups, groupEntry{Group: g, Enabled: a.Enabled, Loads: a.Loads})
			}
		}
	}
	s.entries = append(s.entries, e)
	return nil
}

// sameList reports whether two lists are equal; ResolveShared hands out the
// same slice for equal lists it can tell apart cheaply, which is checked
// first.
func sameList(a, b []string) bool {
	if len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0]) {
		return true
	}
	return slices.Equal(a, b)
}

// parallel runs fn(0..n-1) on up to workers goroutines. Each call writes
// only its own slot, so results do not depend on scheduling.
func parallel(n, workers int, fn func(i int)) { par.Each(n, max(workers, 1), fn) }

// index is golden/index.yaml: where every catalog's files are, and which
// catalogs share a first-turn block.
type index struct {
	Release      string         `yaml:"release"`
	Registry     string         `yaml:"registry,omitempty"`
	Catalogs     []catalogEntry `yaml:"catalogs"`
	Heads        []headGroup    `yaml:"heads"`
	Fingerprints []fingerGroup  `yaml:"fingerprints"`
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
	Fingerprint string `yaml:"fingerprint"`
	HeadSize    int    `yaml:"head_size"`
	Block       string `yaml:"block"`
	// Bytes and Tokens measure the block as the wire sends it; Tools, each
	// definition in it.
	Bytes     int    `yaml:"bytes"`
	Tokens    int    `yaml:"tokens"`
	Tokenizer string `yaml:"tokenizer"`
	Estimate  bool   `yaml:"tokens_estimated"`
	// Tools is the []model.ToolSize, or in indexYAML a marker the list
	// replaces once encoded.
	Tools    any      `yaml:"tools"`
	Catalogs []string `yaml:"catalogs"`
}

// viewHead is catalog.yaml up to its partitions; viewDoc is the whole file.
// The partitions are appended from pre-encoded items (see yamlItems), and
// TestYAMLViewsAreWhatYAMLv3Writes holds the result to what yaml.v3 writes
// for viewDoc.
type viewHead struct {
	Catalogs    []string   `yaml:"catalogs"`
	Fingerprint string     `yaml:"fingerprint"`
	Block       string     `yaml:"block"`
	HeadSize    int        `yaml:"head_size"`
	Registry    string     `yaml:"registry"`
	Counts      viewCounts `yaml:"counts"`
}

type viewCounts struct {
	Active       int `yaml:"active"`
	Discoverable int `yaml:"discoverable"`
	GatedOut     int `yaml:"gated_out"`
	Hidden       int `yaml:"hidden"`
	Deprecated   int `yaml:"deprecated"`
	Removed      int `yaml:"removed"`
	Registered   int `yaml:"registered"`
}

type viewParts struct {
	Active       []string `yaml:"active"`
	Discoverable []string `yaml:"discoverable"`
	GatedOut     []string `yaml:"gated_out"`
}

type viewDoc struct {
	viewHead   `yaml:",inline"`
	Partitions viewParts `yaml:"partitions"`
}

// registryHead is registry.yaml up to its partitions; registryDoc the whole.
type registryHead struct {
	Release string         `yaml:"release"`
	Counts  registryCounts `yaml:"counts"`
}

type registryCounts struct {
	Hidden     int `yaml:"hidden"`
	Deprecated int `yaml:"deprecated"`
	Removed    int `yaml:"removed"`
	Registered int `yaml:"registered"`
}

type registryDoc struct {
	registryHead `yaml:",inline"`
	Partitions   registryParts `yaml:"partitions"`
}

// golden renders the snapshots: one block.json (and checksum) per distinct
// first-turn block, one catalog.yaml per distinct set of catalog-dependent
// partitions, registry.yaml for the partitions no catalog changes, and the
// index of every provider × mode × variant.
func golden(p *model.Policy) ([]relFile, error) {
	s, err := resolveSnapshots(p)
	if err != nil {
		return nil, err
	}
	var files []relFile
	for _, bg := range s.blocks {
		block := bg.block
		hexSum := strings.TrimPrefix(bg.fingerprint, "sha256:")
		files = append(files,
			relFile{bg.leader + "/" + goldenBlock, block},
			// sha256sum's own format, so `sha256sum -c` checks the block.
			relFile{bg.leader + "/" + goldenSum, []byte(hexSum + "  " + goldenBlock + "\n")},
		)
	}

	if s.registry == nil && (!s.perView || len(s.views) == 0) {
		// No provider × mode to snapshot: the index says so, and there are
		// no partitions to write.
		view, err := indexYAML(p, s, nil)
		if err != nil {
			return nil, err
		}
		return append(files, relFile{goldenIndex, view}), nil
	}
	items, err := newYAMLItems(p.ToolNames())
	if err != nil {
		return nil, err
	}
	reg := s.registry
	docs := make([][]byte, len(s.views)+1)
	errs := make([]error, len(s.views)+1)
	// Views are independent; each writes its own slot.
	parallel(len(docs), runtime.GOMAXPROCS(0), func(i int) {
		if i == len(s.views) {
			if reg != nil {
				docs[i], errs[i] = registryYAML(p, reg, items)
			}
			return
		}
		docs[i], errs[i] = viewYAML(s.views[i], reg, items)
	})
	for i, vg := range s.views {
		if errs[i] != nil {
			return nil, errs[i]
		}
		files = append(files, relFile{vg.leader + "/" + goldenCatalog, docs[i]})
	}
	if errs[len(s.views)] != nil {
		return nil, errs[len(s.views)]
	}
	if reg != nil {
		files = append(files, relFile{goldenRegistry, docs[len(s.views)]})
	}

	view, err := indexYAML(p, s, items)
	if err != nil {
		return nil, err
	}
	files = append(files, relFile{goldenIndex, view})
	slices.SortFunc(files, func(a, b relFile) int { return strings.Compare(a.Rel, b.Rel) })
	return files, nil
}

// indexYAML renders golden/index.yaml; items, when not nil, holds the tool
// names' encodings (see spliceToolLists).
func indexYAML(p *model.Policy, s *snapshots, items *yamlItems) ([]byte, error) {
	idx := indexOf(p, s)
	// A block's tools list has an item per definition (10,000 at 10k tools),
	// and yaml.v3 keeps every event of a document until the document ends:
	// 60 MB for index.yaml at 10k tools, a quarter of check's peak memory.
	// So each list is encoded on its own, a chunk at a time, and put in
	// place of a marker (TestIndexYAMLIsWhatYAMLv3Writes).
	var lists [][]model.ToolSize
	for i := range idx.Fingerprints {
		if tools := idx.Fingerprints[i].Tools.([]model.ToolSize); len(tools) > 0 {
			idx.Fingerprints[i].Tools = fmt.Sprintf("%s%d", toolsMarker, len(lists))
			lists = append(lists, tools)
		}
	}
	doc, err := indexDoc(idx)
	if err != nil {
		return nil, err
	}
	return spliceToolLists(doc, lists, items)
}

// indexOf is what index.yaml says.
func indexOf(p *model.Policy, s *snapshots) index {
	idx := index{Release: p.Release.Version, Catalogs: s.entries, Heads: []headGroup{}, Fingerprints: []fingerGroup{}}
	if s.registry != nil {
		idx.Registry = goldenRegistry
	}
	// Heads: per provider and variant, the fingerprint in every mode. Entries
	// come provider, mode, variant, so heads come provider, variant.
	// Declared configurations are listed with their settings, and appear in
	// the fingerprint groups, not here.
	byKey := map[string]*headGroup{}
	for _, e := range s.entries {
		if e.Configuration != "" {
			continue
		}
		key := e.Provider + "\x00" + e.ModelClass
		hg := byKey[key]
		if hg == nil {
			idx.Heads = append(idx.Heads, headGroup{Provider: e.Provider, Model: e.Model, ModelClass: e.ModelClass, SameInEveryMode: true, Modes: map[string]string{}})
			hg = &idx.Heads[len(idx.Heads)-1]
			byKey[key] = hg
		}
		for _, fp := range hg.Modes {
			if fp != e.Fingerprint {
				hg.SameInEveryMode = false
			}
		}
		hg.Modes[e.Mode] = e.Fingerprint
	}
	for _, bg := range s.blocks {
		tools := bg.tools
		if tools == nil {
			tools = []model.ToolSize{}
		}
		idx.Fingerprints = append(idx.Fingerprints, fingerGroup{
			Fingerprint: bg.fingerprint, HeadSize: bg.headSize, Block: bg.leader + "/" + goldenBlock, Catalogs: bg.members,
			Bytes: bg.size.Bytes, Tokens: bg.size.Tokens, Tokenizer: bg.size.Tokenizer, Estimate: bg.size.Estimate,
			Tools: tools,
		})
	}
	return idx
}

// toolsMarker starts the value indexYAML writes for a tools list before the
// list is spliced in; no tool name or fingerprint contains a space.
const toolsMarker = "toolpolicy tools list "

// spliceToolLists replaces each "tools: <toolsMarker>N" line of doc by
// lists[N] as yaml.v3 writes a sequence under that key. A list whose every
// name has a one-line item in items is written from those items (toolItems);
// any other is encoded by yaml.v3, a chunk at a time.
func spliceToolLists(doc []byte, lists [][]model.ToolSize, items *yamlItems) ([]byte, error) {
	out := make([]byte, 0, len(doc)+len(lists)*64)
	for n, list := range lists {
		mark := []byte(fmt.Sprintf("tools: %s%d\n", toolsMarker, n))
		at := bytes.Index(doc, mark)
		if at < 0 {
			return nil, fmt.Errorf("encoding %s: tools list %d has no place", goldenIndex, n)
		}
		line := bytes.LastIndexByte(doc[:at], '\n') + 1
		indent := strings.Repeat(" ", at-line+2)
		out = append(out, doc[:at]...)
		out = append(out, "tools:\n"...)
		if written, ok := items.toolItems(out, indent, list); ok {
			out = written
			doc = doc[at+len(mark):]
			continue
		}
		for lo := 0; lo < len(list); lo += toolsChunk {
			var b bytes.Buffer
			enc := yaml.NewEncoder(&b)
			enc.SetIndent(2)
			if err := enc.Encode(list[lo:min(lo+toolsChunk, len(list))]); err != nil {
				return nil, fmt.Errorf("encoding YAML: %w", err)
			}
			if err := enc.Close(); err != nil {
				return nil, fmt.Errorf("encoding YAML: %w", err)
			}
			for _, l := range bytes.SplitAfter(b.Bytes(), []byte("\n")) {
				if len(l) > 0 {
					out = append(out, indent...)
					out = append(out, l...)
				}
			}
		}
		doc = doc[at+len(mark):]
	}
	return append(out, doc...), nil
}

// toolItems appends list to out as yaml.v3 writes it at indent: each
// element a mapping of name, bytes, tokens and, when set, deferred. A name's
// scalar is the one its sequence item holds: yaml.v3 picks a scalar's style
// from its text alone in block context, whether it is a sequence item or a
// mapping value. It reports false, having appended nothing, when items is
// nil or some name's item is not one line, or would be elsewhere (a YAML
// line break in it); then yaml.v3 encodes the list. The schema's names are
// all one line.
func (y *yamlItems) toolItems(out []byte, indent string, list []model.ToolSize) ([]byte, bool) {
	if y == nil {
		return out, false
	}
	const lead = itemIndent + "- "
	scalars := make([]string, len(list))
	for i, t := range list {
		if plainName(t.Name) {
			scalars[i] = t.Name
			continue
		}
		it, ok := y.item[t.Name]
		if !ok || !bytes.HasPrefix(it, []byte(lead)) || bytes.IndexByte(it, '\n') != len(it)-1 || strings.ContainsAny(t.Name, yamlBreaks) {
			return out, false
		}
		scalars[i] = string(it[len(lead) : len(it)-1])
	}
	for i, t := range list {
		out = append(out, indent...)
		out = append(out, "- name: "...)
		out = append(out, scalars[i]...)
		out = append(out, '\n')
		out = append(out, indent...)
		out = append(out, "  bytes: "...)
		out = strconv.AppendInt(out, int64(t.Bytes), 10)
		out = append(out, '\n')
		out = append(out, indent...)
		out = append(out, "  tokens: "...)
		out = strconv.AppendInt(out, int64(t.Tokens), 10)
		out = append(out, '\n')
		if t.Deferred {
			out = append(out, indent...)
			out = append(out, "  deferred: true\n"...)
		}
	}
	return out, true
}

// toolsChunk is how many tools list items spliceToolLists encodes at once.
const toolsChunk = 256

// indexDoc encodes index.yaml as yaml.v3 writes it.
func indexDoc(idx index) ([]byte, error) {
	return yamlDoc(idx, "Where every catalog's snapshot is, and which catalogs share a first-turn\n"+
		"block. One entry per provider × mode × model (no model id, and the example\n"+
		"of each gated model class). Catalogs with the same fingerprint send\n"+
		"byte-identical first-turn tool blocks, and so share the provider's prompt\n"+
		"cache. bytes and tokens measure a block as the provider's wire sends it,\n"+
		"and each tool's definition in it (tokens in the provider's tokenizer; an\n"+
		"estimate where the provider's own is not public). Each distinct block is\n"+
		"written once, as block.json (the exact bytes) and block.json.sha256\n"+
		"(checkable with sha256sum -c), in the directory of the first catalog that\n"+
		"sends it; each distinct set of active,\n"+
		"discoverable and gated-out tools once, as catalog.yaml, the same way.\n"+
		"Hidden, deprecated, removed and registered names depend only on lifecycle\n"+
		"states, not on provider, mode or model: they are in "+goldenRegistry+".")
}

// viewYAML renders one catalog.yaml.
func viewYAML(vg *viewGroup, reg *registryParts, items *yamlItems) ([]byte, error) {
	if vg.reg != nil {
		return ownRegistryViewYAML(vg, items)
	}
	head := viewHead{
		Catalogs: vg.members, Fingerprint: vg.block.fingerprint, Block: vg.block.leader + "/" + goldenBlock,
		HeadSize: len(vg.active), Registry: goldenRegistry,
		Counts: viewCounts{
			Active: len(vg.active), Discoverable: len(vg.discoverable), GatedOut: len(vg.gatedOut),
			Hidden: len(reg.Hidden), Deprecated: len(reg.Deprecated), Removed: len(reg.Removed), Registered: len(reg.Registered),
		},
	}
	about := "The active, discoverable and gated-out tools of " + catalogWords(vg.members) + "\n" +
		"Hidden, deprecated, removed and registered names are the same in every\n" +
		"catalog: they are in " + goldenRegistry + " (counted here)."
	return partitionsDoc(head, about, items,
		namedList{"active", vg.active}, namedList{"discoverable", vg.discoverable}, namedList{"gated_out", vg.gatedOut})
}

// registryYAML renders registry.yaml.
func registryYAML(p *model.Policy, reg *registryParts, items *yamlItems) ([]byte, error) {
	head := registryHead{Release: p.Release.Version, Counts: registryCounts{
		Hidden: len(reg.Hidden), Deprecated: len(reg.Deprecated), Removed: len(reg.Removed), Registered: len(reg.Registered),
	}}
	return partitionsDoc(head, "The partitions that depend only on each tool's lifecycle state, and so are\n"+
		"the same for every provider, mode and model: hidden-compatibility names\n"+
		"(dispatchable, silent), deprecated names (dispatchable, with a notice),\n"+
		"removed names (not dispatchable) and every dispatchable name, in catalog\n"+
		"order. Each catalog.yaml counts them.", items,
		namedList{"hidden", reg.Hidden}, namedList{"deprecated", reg.Deprecated}, namedList{"removed", reg.Removed}, namedList{"registered", reg.Registered})
}

// namedList is one partition of a golden YAML file.
type namedList struct {
	key   string
	names []string
}

// partitionsDoc renders a golden YAML file: head under its about comment,
// then the partitions in order.
func partitionsDoc(head any, about string, items *yamlItems, lists ...namedList) ([]byte, error) {
	b, err := yamlDoc(head, about)
	if err != nil {
		return nil, err
	}
	// Sized once, for plain names ("    - name\n"): a partition lists up to
	// every tool.
	size := len(b) + len("partitions:\n")
	for _, l := range lists {
		size += len(l.key) + len("  : []\n")
		for _, n := range l.names {
			size += len(itemIndent) + len("- \n") + len(n)
		}
	}
	buf := bytes.NewBuffer(make([]byte, 0, size))
	buf.Write(b)
	buf.WriteString("partitions:\n")
	for _, l := range lists {
		if err := items.list(buf, l.key, l.names); err != nil {
			return nil, err
		}
	}
	return buf.Bytes(), nil
}

// catalogWords describes the catalogs a view covers, for its header.
func catalogWords(members []string) string {
	if len(members) == 1 {
		return members[0] + "."
	}
	other := "catalog"
	if len(members) > 2 {
		other = "catalogs"
	}
	return fmt.Sprintf("%s\nand of the %d other %s listed below, which resolve to the same ones.", members[0], len(members)-1, other)
}

// yamlItems holds, for every tool name, the sequence item yaml.v3 writes for
// it as an element of a list nested two levels deep (partitions.<key>), so
// each name is encoded once per run, not once per list it appears in: a
// 10,000-tool policy has a dozen such lists of thousands of names. An item
// depends only on its scalar and its depth (yaml.v3 does not wrap lines), so
// a list is its items in order. A plain name's item is the name between
// "- " and a newline (plainName) and is written without the table: at
// 100,000 tools, finding each name in a map of every tool, a cache miss per
// name, took a tenth of gen's time and grew 50-fold from 10,000 tools.
type yamlItems struct {
	item map[string][]byte // names that are not plain; read-only once built: views are rendered in parallel
}

// appendItem appends name's item to dst; false, with dst unchanged, when
// name is neither plain nor in the table.
func (y *yamlItems) appendItem(dst []byte, name string) ([]byte, bool) {
	if plainName(name) {
		dst = append(dst, itemIndent+"- "...)
		return append(append(dst, name...), '\n'), true
	}
	it, ok := y.item[name]
	return append(dst, it...), ok
}

// yamlBreaks are the characters besides \n that YAML breaks lines at.
const yamlBreaks = "\r\u0085\u2028\u2029"

// itemIndent is the indentation of a list at partitions.<key>.
const itemIndent = "    "

func newYAMLItems(all []string) (*yamlItems, error) {
	y := &yamlItems{item: map[string][]byte{}}
	// YAML also breaks lines at NEL, LS and PS (and CR), and yaml.v3 indents
	// after them: such a name is not the same at every depth, so it is
	// encoded where it stands. Names the schema accepts never have them.
	var names []string
	for _, n := range all {
		if plainName(n) {
			continue
		}
		if strings.ContainsAny(n, yamlBreaks) {
			it, err := encodeNested(n)
			if err != nil {
				return nil, err
			}
			y.item[n] = it
			continue
		}
		names = append(names, n)
	}
	// Encode in chunks, in parallel; items do not depend on their
	// neighbours, so chunking changes nothing in the bytes. yaml.v3 keeps
	// every event of a document until it ends, so a chunk is a few hundred
	// names, not a core's share.
	const size = 512
	chunks := (len(names) + size - 1) / size
	outs := make([][][]byte, chunks)
	errs := make([]error, chunks)
	parallel(chunks, min(runtime.GOMAXPROCS(0), 4), func(i int) {
		part := names[min(i*size, len(names)):min((i+1)*size, len(names))]
		outs[i], errs[i] = encodeItems(part)
	})
	for i, part := range outs {
		if errs[i] != nil {
			return nil, errs[i]
		}
		for j, it := range part {
			y.item[names[i*size+j]] = it
		}
	}
	return y, nil
}

// plainName reports whether yaml.v3 writes name as a plain scalar, as it is:
// a name the schema's pattern accepts ([A-Za-z_][A-Za-z0-9_.-]*) has none
// of the characters that make YAML quote a scalar, and starts with a letter
// or an underscore, so yaml.v3 reads it as a string unless it is one of the
// words it resolves to a boolean or null, or quotes as a YAML 1.1 boolean.
// Every other name is encoded by yaml.v3 (TestPlainNamesAreWhatYAMLv3Writes).
func plainName(n string) bool {
	if n == "" || !(isASCIILetter(n[0]) || n[0] == '_') {
		return false
	}
	for i := 1; i < len(n); i++ {
		if c := n[i]; !isASCIILetter(c) && !('0' <= c && c <= '9') && c != '_' && c != '.' && c != '-' {
			return false
		}
	}
	return len(n) > maxYAMLWord || !yamlWords[n]
}

// maxYAMLWord is the length of the longest of yamlWords.
const maxYAMLWord = len("FALSE")

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// yamlWords are the names that begin like a plain name but that yaml.v3
// quotes: the booleans and null of YAML 1.2's core schema as it resolves
// them, and YAML 1.1's booleans, which it quotes for older readers.
var yamlWords = map[string]bool{
	"true": true, "True": true, "TRUE": true, "false": true, "False": true, "FALSE": true,
	"null": true, "Null": true, "NULL": true,
	"y": true, "Y": true, "yes": true, "Yes": true, "YES": true, "on": true, "On": true, "ON": true,
	"n": true, "N": true, "no": true, "No": true, "NO": true, "off": true, "Off": true, "OFF": true,
}

// encodeItems encodes names as one yaml.v3 sequence and cuts it into one
// item per name, indented for partitions.<key>.
func encodeItems(names []string) ([][]byte, error) {
	if len(names) == 0 {
		return nil, nil
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(names); err != nil {
		return nil, fmt.Errorf("encoding YAML: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("encoding YAML: %w", err)
	}
	// An item starts at a line beginning with "-"; its continuation lines
	// (a multi-line scalar) are indented.
	out := make([][]byte, 0, len(names))
	var cur []byte
	for _, line := range bytes.SplitAfter(b.Bytes(), []byte("\n")) {
		if len(line) == 0 {
			continue
		}
		if line[0] == '-' {
			if cur != nil {
				out = append(out, cur)
			}
			cur = make([]byte, 0, len(itemIndent)+len(line))
		}
		if len(bytes.TrimRight(line, "\n")) > 0 {
			cur = append(cur, itemIndent...)
		}
		cur = append(cur, line...)
	}
	if cur != nil {
		out = append(out, cur)
	}
	if len(out) != len(names) {
		return nil, fmt.Errorf("encoding YAML: %d names came out as %d sequence items", len(names), len(out))
	}
	return out, nil
}

// encodeNested returns the item yaml.v3 writes for name inside
// partitions.<key>, encoding it in that place.
func encodeNested(name string) ([]byte, error) {
	var doc struct {
		Partitions struct {
			X []string `yaml:"x"`
		} `yaml:"partitions"`
	}
	doc.Partitions.X = []string{name}
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(doc); err != nil {
		return nil, fmt.Errorf("encoding YAML: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("encoding YAML: %w", err)
	}
	return bytes.TrimPrefix(buf.Bytes(), []byte("partitions:\n  x:\n")), nil
}

// list writes "  key:" and the items of names, as yaml.v3 would inside
// partitions; a name outside the table is encoded on the spot.
func (y *yamlItems) list(b *bytes.Buffer, key string, names []string) error {
	if len(names) == 0 {
		b.WriteString("  " + key + ": []\n")
		return nil
	}
	b.WriteString("  " + key + ":\n")
	for _, n := range names {
		it, ok := y.appendItem(b.AvailableBuffer(), n)
		if !ok {
			var err error
			if it, err = encodeNested(n); err != nil {
				return err
			}
		}
		b.Write(it)
	}
	return nil
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

// ownViewHead is catalog.yaml for a policy whose registry depends on the
// configuration: every partition is in the file.
type ownViewHead struct {
	Catalogs    []string      `yaml:"catalogs"`
	Fingerprint string        `yaml:"fingerprint"`
	Block       string        `yaml:"block"`
	HeadSize    int           `yaml:"head_size"`
	Counts      ownViewCounts `yaml:"counts"`
}

type ownViewCounts struct {
	viewCounts   `yaml:",inline"`
	Unregistered int `yaml:"unregistered"`
}

// ownRegistryViewYAML renders a catalog.yaml that holds its registry too.
func ownRegistryViewYAML(vg *viewGroup, items *yamlItems) ([]byte, error) {
	reg := vg.reg
	head := ownViewHead{
		Catalogs: vg.members, Fingerprint: vg.block.fingerprint, Block: vg.block.leader + "/" + goldenBlock,
		HeadSize: len(vg.active),
		Counts: ownViewCounts{viewCounts: viewCounts{
			Active: len(vg.active), Discoverable: len(vg.discoverable), GatedOut: len(vg.gatedOut),
			Hidden: len(reg.Hidden), Deprecated: len(reg.Deprecated), Removed: len(reg.Removed), Registered: len(reg.Registered),
		}, Unregistered: len(vg.unregistered)},
	}
	about := "Every partition of " + catalogWords(vg.members) + "\n" +
		"Settings and conditions decide the registry here, so each catalog.yaml\n" +
		"holds its own: unregistered lists the tools a condition keeps out."
	return partitionsDoc(head, about, items,
		namedList{"active", vg.active}, namedList{"discoverable", vg.discoverable}, namedList{"gated_out", vg.gatedOut},
		namedList{"hidden", reg.Hidden}, namedList{"deprecated", reg.Deprecated}, namedList{"removed", reg.Removed}, namedList{"registered", reg.Registered},
		namedList{"unregistered", vg.unregistered})
}
