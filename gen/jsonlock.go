package gen

import (
	_ "embed"
	"encoding/json"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// LockSchemaJSON is the JSON Schema of toolpolicy.lock.json, published beside
// every lock gen writes. The lock's format only ever gains fields; a change
// that removes or retypes one raises lock_version.
//
//go:embed runtime/toolpolicy.lock.schema.json
var LockSchemaJSON []byte

// LockVersion is the version of the lock format gen writes.
const LockVersion = 1

// lockFile is the language-neutral lock: the policy's data, every resolved
// catalog gen snapshots, and their fingerprints. Tools in other languages
// read it instead of the CUE.
type lockFile struct {
	Schema            string        `json:"$schema"`
	LockVersion       int           `json:"lock_version"`
	Generator         string        `json:"generator"`
	Release           string        `json:"release"`
	PolicyFingerprint string        `json:"policy_fingerprint"`
	Policy            *portable     `json:"policy"`
	Catalogs          []lockCatalog `json:"catalogs"`
}

type lockCatalog struct {
	Provider     string   `json:"provider"`
	Mode         string   `json:"mode"`
	Model        string   `json:"model"`
	ModelClass   string   `json:"model_class,omitempty"`
	Active       []string `json:"active"`
	Discoverable []string `json:"discoverable"`
	GatedOut     []string `json:"gated_out"`
	Fingerprint  string   `json:"fingerprint"`
	// Configuration, Settings and Unregistered are set for a policy whose
	// catalogs depend on settings.
	Configuration string           `json:"configuration,omitempty"`
	Settings      resolve.Settings `json:"settings,omitempty"`
	Unregistered  []string         `json:"unregistered,omitempty"`
}

// lock renders toolpolicy.lock.json: the catalogs are the golden snapshots'
// (every provider × mode, with no model id and with the example of each gated
// model class, then every configuration the policy declares); hidden,
// deprecated, removed and registered names are in policy.registry, which
// conditions narrow per catalog (unregistered).
func lock(p *model.Policy, pt *portable) ([]byte, error) {
	policy, err := json.Marshal(pt)
	if err != nil {
		return nil, err
	}
	l := lockFile{Schema: "./" + LockSchema, LockVersion: LockVersion, Generator: "toolpolicy", Release: pt.Release,
		PolicyFingerprint: resolve.Fingerprint(policy), Policy: pt, Catalogs: []lockCatalog{}}
	for _, ref := range catalogRefs(p) {
		var c *resolve.Catalog
		var err error
		id := ""
		if ref.config != nil {
			id = ref.config.ID
			c, err = p.Index().ResolveQuery(resolve.Query{Provider: ref.provider, Mode: ref.mode, Model: ref.v.model, Settings: ref.config.Settings})
		} else {
			c, err = p.Index().ResolveShared(ref.provider, ref.mode, ref.v.model)
		}
		if err != nil {
			return nil, err
		}
		l.Catalogs = append(l.Catalogs, lockCatalog{Provider: c.Provider, Mode: c.Mode, Model: c.Model, ModelClass: ref.v.class,
			Active: c.Active, Discoverable: c.Discoverable, GatedOut: c.GatedOut, Fingerprint: c.Fingerprint,
			Configuration: id, Settings: c.Settings, Unregistered: c.Unregistered})
	}
	out, err := json.MarshalIndent(l, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(out, '\n'), nil
}
