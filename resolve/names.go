package resolve

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
)

// DeprecationNotice is the `_deprecation` object a deprecated call's result
// metadata carries.
type DeprecationNotice struct {
	ThisTool        string `json:"this_tool"`
	UseInstead      string `json:"use_instead"`
	FirstDeprecated string `json:"first_deprecated,omitempty"`
	RemovedIn       string `json:"removed_in,omitempty"`
	Message         string `json:"message"`
}

// Map returns the notice as a JSON-ready map, with the same keys as its
// JSON form.
func (d DeprecationNotice) Map() map[string]any {
	m := map[string]any{"this_tool": d.ThisTool, "use_instead": d.UseInstead, "message": d.Message}
	if d.FirstDeprecated != "" {
		m["first_deprecated"] = d.FirstDeprecated
	}
	if d.RemovedIn != "" {
		m["removed_in"] = d.RemovedIn
	}
	return m
}

// Resolution is where a name leads when it is called.
type Resolution struct {
	Name      string
	State     State  // "" for a name declared only in the alias manifest
	Canonical string // the name to use instead; Name itself for canonical tools
	// Chain lists the names the alias manifest leads through after Name,
	// ending with Canonical; empty for canonical names.
	Chain []string
	// Notice is set for deprecated names: what the call's result metadata
	// carries.
	Notice *DeprecationNotice
}

// ResolveName follows a name's alias chain to its canonical tool. ok is
// false for a name that is neither a declared tool nor a manifest entry. A
// cycle in the manifest stops at the first name met twice.
func (x *Index) ResolveName(name string) (r Resolution, ok bool) {
	i, isTool := x.pos[name]
	_, isAlias := x.aliases[name]
	if !isTool && !isAlias {
		return Resolution{Name: name}, false
	}
	r = Resolution{Name: name, Canonical: name}
	if isTool {
		r.State = x.catalog[i].State
	}
	r.Canonical, r.Chain = x.follow(name)
	if d, ok := x.DeprecationFor(name); ok {
		r.Notice = &d
	}
	return r, true
}

// follow walks the alias manifest from name: the canonical name it leads
// to, and the names on the way after name. A cycle stops at the first name
// met twice.
func (x *Index) follow(name string) (canonical string, chain []string) {
	seen := map[string]bool{name: true}
	cur := name
	for {
		a, ok := x.aliases[cur]
		if !ok || a.Replacement == "" || seen[a.Replacement] {
			return cur, chain
		}
		cur = a.Replacement
		seen[cur] = true
		chain = append(chain, cur)
	}
}

// DeprecationFor returns the notice a call to name carries; ok is false for
// names whose calls are silent: canonical and hidden-compatibility names,
// and deprecated tools the manifest does not list.
func (x *Index) DeprecationFor(name string) (DeprecationNotice, bool) {
	i, isTool := x.pos[name]
	a, isAlias := x.aliases[name]
	if !isTool || !isAlias || x.catalog[i].State != StateDeprecated {
		return DeprecationNotice{}, false
	}
	canonical, _ := x.follow(name)
	d := DeprecationNotice{ThisTool: name, UseInstead: canonical, FirstDeprecated: a.FirstDeprecated, Message: a.Note}
	if a.PlannedRemoval != TBD {
		d.RemovedIn = a.PlannedRemoval
	}
	if d.Message == "" {
		d.Message = fmt.Sprintf("Tool '%s' is deprecated; switch to '%s'.", name, canonical)
	}
	return d, true
}

// Deprecation returns {"_deprecation": {...}} for a call to name, ready to
// merge into the call's result metadata, or nil when the call carries no
// notice.
func (x *Index) Deprecation(name string) map[string]any {
	d, ok := x.DeprecationFor(name)
	if !ok {
		return nil
	}
	return map[string]any{"_deprecation": d.Map()}
}

// WithDeprecation returns a call's result metadata with the notice for name
// merged in. An object (map) gains a "_deprecation" key in a copy; nil
// becomes an object holding only the notice; any other value is kept under
// "_original_metadata" beside it. Metadata for a call that carries no notice
// is returned unchanged.
func (x *Index) WithDeprecation(name string, metadata any) any {
	d := x.Deprecation(name)
	if d == nil {
		return metadata
	}
	switch m := metadata.(type) {
	case nil:
		return d
	case map[string]any:
		out := make(map[string]any, len(m)+1)
		for k, v := range m {
			out[k] = v
		}
		out["_deprecation"] = d["_deprecation"]
		return out
	default:
		d["_original_metadata"] = metadata
		return d
	}
}

// BlockEntry is one tool in the canonical first-turn block.
type BlockEntry struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	// Parameters is the tool's parameter schema, when it declares one.
	Parameters json.RawMessage `json:"parameters,omitempty"`
}

// Fingerprint returns "sha256:<hex>" of b.
func Fingerprint(b []byte) string {
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:])
}
