package resolve

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
)

// CatalogInput is what a harness built, for CheckCatalog: the provider,
// mode, model and settings it built for, and the tool names it sends (in
// order) or the exact bytes of its tool block, or both.
type CatalogInput struct {
	Provider string
	Mode     string
	Model    string
	Settings map[string]string
	Names    []string
	Block    []byte
}

// CatalogProblem is one way a harness's catalog disagrees with the policy.
// Rule is the id `toolpolicy verify` reports the same disagreement under.
type CatalogProblem struct {
	Rule    string
	Name    string
	Message string
}

// CatalogMismatchError lists every disagreement CheckCatalog found.
type CatalogMismatchError struct{ Problems []CatalogProblem }

func (e *CatalogMismatchError) Error() string {
	var b strings.Builder
	b.WriteString("the tool catalog disagrees with the policy:")
	for _, p := range e.Problems {
		fmt.Fprintf(&b, "\n  [%s] %s", p.Rule, p.Message)
	}
	return b.String()
}

// CheckCatalog returns the ways the names or block a harness built
// disagree with the policy; none when they agree. Settings are given as
// text, as --set KEY=VALUE takes them (a set's members comma-separated);
// those left out take their defaults. The error is for input the policy
// cannot answer: an unknown provider, mode, setting or value.
func (x *Index) CheckCatalog(in CatalogInput) ([]CatalogProblem, error) {
	settings := Settings{}
	for _, k := range sortedKeys(in.Settings) {
		v, err := x.ParseSetting(k, in.Settings[k])
		if err != nil {
			return nil, err
		}
		settings[k] = v
	}
	c, err := x.ResolveQuery(Query{Provider: in.Provider, Mode: in.Mode, Model: in.Model, Settings: settings})
	if err != nil {
		return nil, err
	}
	var out []CatalogProblem
	add := func(rule, name, format string, args ...any) {
		out = append(out, CatalogProblem{Rule: rule, Name: name, Message: fmt.Sprintf(format, args...)})
	}
	if in.Names != nil {
		active := map[string]bool{}
		for _, n := range c.Active {
			active[n] = true
		}
		seen := map[string]bool{}
		for _, n := range in.Names {
			if seen[n] {
				add("verify-duplicate", n, "%s is offered twice", n)
			}
			seen[n] = true
			t, ok := x.Lookup(n)
			switch {
			case !ok && x.IsRetired(n):
				add("verify-retired-offered", n, "%s is retired and must never be registered again", n)
			case !ok:
				add("verify-undeclared", n, "%s is not declared in the policy", n)
			case t.State == StateHidden:
				add("verify-hidden-offered", n, "%s is hidden-compatibility: dispatchable but never offered", n)
			case t.State == StateDeprecated:
				add("verify-deprecated-offered", n, "%s is deprecated: dispatchable but never offered", n)
			case t.State == StateRemoved:
				add("verify-removed-offered", n, "%s is removed", n)
			case !active[n] && slices.Contains(c.GatedOut, n):
				add("verify-head-extra", n, "%s is offered but a gate hides it from this model", n)
			case !active[n]:
				add("verify-head-extra", n, "%s is offered but it is not in the policy's first-turn head", n)
			}
		}
		for _, n := range c.Active {
			if !seen[n] {
				add("verify-head-missing", n, "%s is in the policy's head but not offered", n)
			}
		}
		var got, want []string
		inGot := map[string]bool{}
		for _, n := range in.Names {
			if active[n] && !inGot[n] {
				inGot[n] = true
				got = append(got, n)
			}
		}
		for _, n := range c.Active {
			if seen[n] {
				want = append(want, n)
			}
		}
		for i := range got {
			if got[i] != want[i] {
				add("verify-head-order", got[i], "the head is out of order at %s: the policy has %s here", got[i], want[i])
				break
			}
		}
	}
	if in.Block != nil {
		if want := x.Block(c); !bytes.Equal(in.Block, want) {
			add("verify-block-diff", "", "the block differs from the policy's (%s, want %s)", Fingerprint(in.Block), c.Fingerprint)
		}
	}
	return out, nil
}

// AssertCatalog is CheckCatalog for a harness's own tests: nil when the
// catalog agrees with the policy, else an error listing every disagreement
// (a *CatalogMismatchError) or why the policy cannot answer.
func (x *Index) AssertCatalog(in CatalogInput) error {
	problems, err := x.CheckCatalog(in)
	if err != nil {
		return err
	}
	if len(problems) > 0 {
		return &CatalogMismatchError{Problems: problems}
	}
	return nil
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
