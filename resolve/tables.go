package resolve

import "slices"

// FirstTurn returns the first-turn list a provider asks for, before modes
// and gates: its explicit list, or the default head. ok is false for an
// unknown provider.
func (x *Index) FirstTurn(provider string) (names []string, ok bool) {
	p, ok := x.providers[provider]
	if !ok {
		return nil, false
	}
	if p.Explicit {
		return slices.Clone(p.FirstTurn), true
	}
	return x.DefaultHead(), true
}

// Aliases returns the whole deprecation manifest, as the tables list it.
func (x *Index) Aliases() []Alias { return slices.Clone(x.t.Aliases) }

// DeprecatedAliases returns the manifest entries whose name is deprecated:
// the ones whose calls carry a notice.
func (x *Index) DeprecatedAliases() []Alias {
	var out []Alias
	for _, a := range x.t.Aliases {
		if s, _ := x.StateOf(a.Name); s == StateDeprecated {
			out = append(out, a)
		}
	}
	return out
}

// Retired returns the names that must never be registered again, as the
// tables list them.
func (x *Index) Retired() []Retired { return slices.Clone(x.t.Retired) }

// KeepLoaded returns the MCP tools that stay in the head in every mode.
func (x *Index) KeepLoaded() []string { return slices.Clone(x.t.KeepLoaded) }

// Providers returns every provider, as the tables list them.
func (x *Index) Providers() []Provider {
	out := slices.Clone(x.t.Providers)
	for i := range out {
		out[i].Models, out[i].FirstTurn = slices.Clone(out[i].Models), slices.Clone(out[i].FirstTurn)
	}
	return out
}

// Modes returns every mode, as the tables list them.
func (x *Index) Modes() []Mode {
	out := slices.Clone(x.t.Modes)
	for i := range out {
		out[i].HeadAdd, out[i].HeadDrop = slices.Clone(out[i].HeadAdd), slices.Clone(out[i].HeadDrop)
	}
	return out
}

// ModelClasses returns every model class, as the tables list them.
func (x *Index) ModelClasses() []ModelClass {
	out := slices.Clone(x.t.ModelClasses)
	for i := range out {
		out[i].Match, out[i].Except = slices.Clone(out[i].Match), slices.Clone(out[i].Except)
	}
	return out
}

// Gates returns every gate, as the tables list them.
func (x *Index) Gates() []Gate { return slices.Clone(x.t.Gates) }
