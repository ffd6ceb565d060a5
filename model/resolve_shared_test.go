package model_test

import (
	"reflect"
	"sync"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/model"
)

// ResolveShared gives the same catalogs as Resolve, also when called side
// by side on a fresh policy (as gen does), shares the lists of catalogs with
// the same head and gates, and neither lets one caller's change to a catalog
// reach another catalog.
func TestResolveSharedIsResolve(t *testing.T) {
	policies := map[string]*model.Policy{
		"../policy":           load(t, "../policy"),
		"../examples/pawwork": load(t, "../examples/pawwork"),
		"synthetic 600":       policytest.LoadSynthetic(t, 600, compiler.LoadDir),
	}
	for dir, p := range policies {
		models := []string{""}
		for _, c := range p.ModelClasses {
			models = append(models, c.Example)
		}
		type ref struct{ prov, mode, model string }
		var refs []ref
		for _, prov := range p.ProviderIDs() {
			for _, mode := range p.ModeIDs() {
				for _, m := range models {
					refs = append(refs, ref{prov, mode, m})
				}
			}
		}
		got := make([]*model.Catalog, len(refs))
		var wg sync.WaitGroup
		for i, r := range refs {
			wg.Go(func() {
				c, err := p.ResolveShared(r.prov, r.mode, r.model)
				if err != nil {
					t.Error(err)
				}
				got[i] = c
			})
		}
		wg.Wait()
		shared := false
		for i, r := range refs {
			want, err := p.Resolve(r.prov, r.mode, r.model)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got[i], want) {
				t.Errorf("%s: %s/%s/%q: ResolveShared = %+v\nResolve = %+v", dir, r.prov, r.mode, r.model, got[i], want)
			}
			for _, o := range got[:i] {
				d1, d2 := got[i].Discoverable, o.Discoverable
				if len(d1) > 0 && reflect.DeepEqual(d1, d2) && reflect.DeepEqual(got[i].Active, o.Active) && reflect.DeepEqual(got[i].GatedOut, o.GatedOut) {
					if &d1[0] != &d2[0] {
						t.Errorf("%s: %s/%s/%q: equal discoverable lists are not shared", dir, r.prov, r.mode, r.model)
					}
					shared = true
				}
			}
		}
		if !shared {
			t.Errorf("%s: no two catalogs share a view; the test checks nothing", dir)
		}

		prov, mode := p.ProviderIDs()[0], p.ModeIDs()[0]
		a, _ := p.Resolve(prov, mode, "")
		if len(a.Registered) == 0 {
			t.Fatalf("%s: nothing registered", dir)
		}
		first := a.Registered[0]
		a.Registered[0] = "changed"
		if b, _ := p.Resolve(prov, mode, ""); b.Registered[0] != first {
			t.Errorf("%s: changing one Resolve catalog changed the next one", dir)
		}
		// Two callers appending to their shared lists must not write into
		// each other's elements.
		s1, _ := p.ResolveShared(prov, mode, "")
		x := append(s1.Registered, "mine")
		s2, _ := p.ResolveShared(prov, mode, "")
		_ = append(s2.Registered, "theirs")
		if x[len(x)-1] != "mine" {
			t.Errorf("%s: an append to one shared list overwrote another's", dir)
		}
	}
}
