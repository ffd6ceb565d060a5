package lint

import (
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// The head rules check only the widest configurations; every configuration
// the settings allow must have a head no larger than the widest one's, and
// every tool some configuration offers must be offered in a view.
func TestConfigViewsBoundEveryConfiguration(t *testing.T) {
	for _, dir := range []string{"testdata/configuration-space/good", "testdata/condition-reference/good"} {
		p, err := compiler.LoadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		pass := NewPass(p)
		if pass.space().over {
			t.Fatalf("%s: over the bound", dir)
		}
		maxHead := map[string]int{}
		for _, v := range pass.views() {
			k := v.provider + "/" + v.mode + "/" + v.model
			maxHead[k] = max(maxHead[k], v.size)
		}
		offered := map[string]bool{}
		for _, set := range pass.offeredBy {
			for i, on := range set {
				if on {
					offered[p.Index().CatalogOrder()[i]] = true
				}
			}
		}
		for _, s := range everyConfiguration(p) {
			for _, prov := range p.ProviderIDs() {
				for _, mode := range p.ModeIDs() {
					for _, m := range pass.viewModels()[prov] {
						c, err := p.Index().ResolveQuery(resolve.Query{Provider: prov, Mode: mode, Model: m, Settings: s})
						if err != nil {
							t.Fatalf("%s: %v", dir, err)
						}
						k := prov + "/" + mode + "/" + m
						if len(c.Active) > maxHead[k] {
							t.Errorf("%s: %s with %v has a head of %d, the widest views only %d", dir, k, s, len(c.Active), maxHead[k])
						}
						for _, n := range append(c.Active, c.Discoverable...) {
							if !offered[n] {
								t.Errorf("%s: %s with %v offers %s, which no view offers", dir, k, s, n)
							}
						}
					}
				}
			}
		}
	}
}

// everyConfiguration enumerates the settings a policy's conditions test:
// each bool both ways, each one_of's options, and each set member a
// condition names in or out (sets of tools: empty or every tool). Small
// policies only.
func everyConfiguration(p *model.Policy) []resolve.Settings {
	type dim struct {
		id     string
		values []any
	}
	var dims []dim
	x := p.Index()
	for _, id := range model.SortedKeys(p.SettingDecls) {
		s := p.SettingDecls[id]
		switch s.Type {
		case "bool":
			dims = append(dims, dim{id, []any{false, true}})
		case "one_of":
			var vs []any
			for _, v := range s.Values {
				vs = append(vs, v)
			}
			dims = append(dims, dim{id, vs})
		default:
			if s.MembersFrom == resolve.MembersTools {
				dims = append(dims, dim{id, []any{[]string{}, x.SettingMembers(id)}})
				continue
			}
			members := x.SettingMembers(id)
			if len(members) > 8 {
				members = members[:8]
			}
			var vs []any
			for mask := 0; mask < 1<<len(members); mask++ {
				set := []string{}
				for i, m := range members {
					if mask&(1<<i) != 0 {
						set = append(set, m)
					}
				}
				vs = append(vs, set)
			}
			dims = append(dims, dim{id, vs})
		}
	}
	out := []resolve.Settings{{}}
	for _, d := range dims {
		var next []resolve.Settings
		for _, s := range out {
			for _, v := range d.values {
				c := resolve.Settings{}
				for k, old := range s {
					c[k] = old
				}
				c[d.id] = v
				next = append(next, c)
			}
		}
		out = next
		if len(out) > 20000 {
			panic(fmt.Sprintf("too many configurations at %s", d.id))
		}
	}
	return out
}

// The per-tool search finds a configuration in which a listed tool is
// hidden from every model of the provider, or from some, exactly when
// enumerating every configuration of the settings finds one.
func TestHeadSearchAgreesWithEnumeration(t *testing.T) {
	for _, dir := range []string{"testdata/hidden-in-head/bad-configuration", "testdata/hidden-in-head/good-configuration",
		"testdata/gate-leak/bad-configuration", "testdata/gate-leak/good-configuration"} {
		p, err := compiler.LoadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		pass := NewPass(p)
		found := map[string]string{}
		for _, v := range pass.headSearch() {
			k := v.ref.where + "/" + v.ref.Name + "/" + v.provider
			if v.hidden != nil {
				found[k+"/hidden"] = "search"
			}
			if v.mixed != nil {
				found[k+"/mixed"] = "search"
			}
		}
		want := map[string]string{}
		x := p.Index()
		for _, r := range headRefs(pass) {
			tl := p.Tools[r.Name]
			if tl == nil || !tl.Visible() || p.Gates[r.Name] != nil || (tl.VisibleWhen == nil && p.Exposure.VisibleWhen == nil) {
				continue
			}
			for _, prov := range r.providers(pass) {
				models := pass.providerModels(prov)
				if len(models) == 0 {
					models = []string{""}
				}
				modes := p.ModeIDs()
				if r.mode != "" {
					modes = []string{r.mode}
				}
				for _, s := range everyConfiguration(p) {
					for _, mode := range modes {
						allowed, denied := 0, 0
						for _, m := range models {
							c, err := x.ResolveQuery(resolve.Query{Provider: prov, Mode: mode, Model: m, Settings: s})
							if err != nil {
								t.Fatal(err)
							}
							switch {
							case slices.Contains(c.Unregistered, r.Name):
							case slices.Contains(c.Active, r.Name) || slices.Contains(c.Discoverable, r.Name):
								allowed++
							default:
								denied++
							}
						}
						k := r.where + "/" + r.Name + "/" + prov
						if denied > 0 && allowed > 0 {
							want[k+"/mixed"] = "search"
						}
						if denied == len(models) {
							want[k+"/hidden"] = "search"
						}
					}
				}
			}
		}
		if !maps.Equal(found, want) {
			t.Errorf("%s: the search found %v, enumeration %v", dir, found, want)
		}
	}
}
