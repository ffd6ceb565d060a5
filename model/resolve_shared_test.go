package model_test

import (
	"reflect"
	"testing"
)

// ResolveShared gives the same catalogs as Resolve, and neither lets one
// caller's change to a catalog reach another catalog.
func TestResolveSharedIsResolve(t *testing.T) {
	for _, dir := range []string{"../policy", "../examples/pawwork"} {
		p := load(t, dir)
		models := []string{""}
		for _, c := range p.ModelClasses {
			models = append(models, c.Example)
		}
		for _, prov := range p.ProviderIDs() {
			for _, mode := range p.ModeIDs() {
				for _, m := range models {
					want, err := p.Resolve(prov, mode, m)
					if err != nil {
						t.Fatal(err)
					}
					got, err := p.ResolveShared(prov, mode, m)
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(got, want) {
						t.Errorf("%s: %s/%s/%q: ResolveShared = %+v\nResolve = %+v", dir, prov, mode, m, got, want)
					}
				}
			}
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
