package breaking

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// Head is one resolved first-turn head.
type Head struct {
	Catalog *resolve.Catalog
	// Native is the builtin part of the head: what the budget counts.
	Native []string
	Budget model.Budget
}

// HeadPair is one provider × mode × model id before and after the change.
// Old or New is nil when that side does not declare the provider or mode.
type HeadPair struct {
	Provider string
	Mode     string
	// Model is "" for the head every model gets, or a model class's example
	// when a gate gives that class a different head.
	Model string
	// Config names the policy's declared configuration this head is for;
	// "" for the defaults.
	Config   string
	Old, New *Head
}

// Changed reports whether an existing head changed or disappeared. A head
// that only exists in the new policy is new, not changed.
func (h *HeadPair) Changed() bool {
	return h.Old != nil && (h.New == nil || h.Old.Catalog.Fingerprint != h.New.Catalog.Fingerprint)
}

// Entered returns the names in the new head but not the old, sorted.
func (h *HeadPair) Entered() []string { return minus(h.active(h.New), h.active(h.Old)) }

// Left returns the names in the old head but not the new, sorted.
func (h *HeadPair) Left() []string { return minus(h.active(h.Old), h.active(h.New)) }

func (h *HeadPair) active(x *Head) []string {
	if x == nil {
		return nil
	}
	return x.Catalog.Active
}

func minus(a, b []string) []string {
	in := map[string]bool{}
	for _, x := range b {
		in[x] = true
	}
	var out []string
	for _, x := range a {
		if !in[x] {
			out = append(out, x)
		}
	}
	sort.Strings(out)
	return out
}

// resolveHead resolves one configuration in p; nil when p cannot (a
// provider, mode, setting or value it does not declare).
func resolveHead(p *model.Policy, q resolve.Query) *Head {
	c, err := p.Index().ResolveQuery(q)
	if err != nil {
		return nil
	}
	return &Head{Catalog: c, Native: p.Index().NativeHead(c.Active), Budget: p.Providers[q.Provider].Budget}
}

// Heads resolves every provider × mode either policy declares, in id order.
// Besides the head for no particular model, a model class's example gets its
// own pair when a gate makes its head differ on either side.
func Heads(old, new *model.Policy) []*HeadPair {
	examples := map[string]bool{}
	for _, p := range []*model.Policy{old, new} {
		for _, c := range p.ModelClasses {
			if c.Example != "" {
				examples[c.Example] = true
			}
		}
	}
	var out []*HeadPair
	for _, prov := range union(old.Providers, new.Providers) {
		for _, mode := range union(old.Modes, new.Modes) {
			q := resolve.Query{Provider: prov, Mode: mode}
			base := &HeadPair{Provider: prov, Mode: mode, Old: resolveHead(old, q), New: resolveHead(new, q)}
			if base.Old == nil && base.New == nil {
				continue
			}
			out = append(out, base)
			for _, ex := range model.SortedKeys(examples) {
				q.Model = ex
				v := &HeadPair{Provider: prov, Mode: mode, Model: ex, Old: resolveHead(old, q), New: resolveHead(new, q)}
				if sameHead(v.Old, base.Old) && sameHead(v.New, base.New) {
					continue
				}
				out = append(out, v)
			}
		}
	}
	for _, id := range union(old.Configurations, new.Configurations) {
		c := new.Configurations[id]
		if c == nil {
			c = old.Configurations[id]
		}
		prov := c.Provider
		if prov == "" {
			prov = new.Index().ProviderFor("")
		}
		q := resolve.Query{Provider: prov, Mode: c.Mode, Model: c.Model, Settings: c.Settings}
		out = append(out, &HeadPair{Provider: prov, Mode: c.Mode, Model: c.Model, Config: id, Old: resolveHead(old, q), New: resolveHead(new, q)})
	}
	return out
}

func sameHead(a, b *Head) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Catalog.Fingerprint == b.Catalog.Fingerprint
}

// ShortFingerprint abbreviates "sha256:<64 hex>" to 12 hex digits.
func ShortFingerprint(fp string) string {
	if len(fp) > len("sha256:")+12 {
		return fp[:len("sha256:")+12]
	}
	return fp
}

// acknowledgement returns the release.head_changes entry of the new policy
// that acknowledges a head change, or nil. An entry names what it
// acknowledges (names: the change it was written for): the head's resulting
// fingerprint, or the names that enter and leave it; it covers a change
// only when that is exactly this change, so a later, different change to
// the same head is reported again. An entry that names neither acknowledges
// nothing. An entry carried unchanged from a previous release's policy is
// stale: it acknowledged that release's change, not this one.
func acknowledgement(old, new *model.Policy, h *HeadPair) (ack *model.HeadChange, stale bool) {
	for i := range new.Release.HeadChanges {
		hc := &new.Release.HeadChanges[i]
		if hc.Provider != h.Provider || (hc.Mode != "" && hc.Mode != h.Mode) || !names(hc, h) {
			continue
		}
		if old.Release.Version != new.Release.Version && slices.ContainsFunc(old.Release.HeadChanges, func(o model.HeadChange) bool {
			return o.Provider == hc.Provider && o.Mode == hc.Mode && o.Reason == hc.Reason
		}) {
			stale = true
			continue
		}
		return hc, false
	}
	return nil, stale
}

// names reports whether a head_changes entry names this change: the
// resulting fingerprint, or exactly the names that entered and left.
func names(hc *model.HeadChange, h *HeadPair) bool {
	if hc.Fingerprint != "" {
		return h.New != nil && h.New.Catalog.Fingerprint == hc.Fingerprint
	}
	if len(hc.Added) == 0 && len(hc.Removed) == 0 {
		return false
	}
	added, removed := slices.Clone(hc.Added), slices.Clone(hc.Removed)
	slices.Sort(added)
	slices.Sort(removed)
	return slices.Equal(slices.Compact(added), h.Entered()) && slices.Equal(slices.Compact(removed), h.Left())
}

// ackSuggestion is the entry that would acknowledge a change: its names
// when names entered or left, else its fingerprint.
func ackSuggestion(h *HeadPair) string {
	in, out := h.Entered(), h.Left()
	if h.New != nil && len(in) == 0 && len(out) == 0 {
		return fmt.Sprintf(`release: head_changes: [{provider: %q, fingerprint: %q, reason: "…"}]`, h.Provider, h.New.Catalog.Fingerprint)
	}
	var parts []string
	if len(in) > 0 {
		parts = append(parts, "added: ["+quoted(in)+"]")
	}
	if len(out) > 0 {
		parts = append(parts, "removed: ["+quoted(out)+"]")
	}
	return fmt.Sprintf(`release: head_changes: [{provider: %q, %s, reason: "…"}]`, h.Provider, strings.Join(parts, ", "))
}

func quoted(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}

// headPos picks where a head change is reported: the declaration of the
// first name that entered or left the head in the new policy (the edit that
// caused it), else the provider, else (for a deleted provider or mode) the
// old declaration.
func headPos(old, new *model.Policy, h *HeadPair) (model.Pos, []report.Related) {
	var ps []model.Pos
	if h.New != nil {
		explicit := new.Providers[h.Provider].Explicit
		elems := map[string]model.Pos{}
		for _, r := range new.Lists["providers."+h.Provider+".first_turn"] {
			if _, ok := elems[r.Name]; !ok {
				elems[r.Name] = r.Pos
			}
		}
		for _, n := range h.Entered() {
			if explicit && elems[n].IsValid() {
				ps = append(ps, elems[n])
			} else if t := new.Tools[n]; t != nil {
				ps = append(ps, t.Pos)
			}
		}
		for _, n := range h.Left() {
			if explicit {
				ps = append(ps, new.At("providers", h.Provider, "first_turn"))
			} else if t := new.Tools[n]; t != nil {
				ps = append(ps, t.Pos)
			} else if t := old.Tools[n]; t != nil {
				ps = append(ps, t.Pos)
			}
		}
		if len(ps) == 0 {
			ps = append(ps, new.Providers[h.Provider].Pos)
		}
	} else {
		if p := old.Providers[h.Provider]; new.Providers[h.Provider] == nil && p != nil {
			ps = append(ps, p.Pos)
		}
		if m := old.Modes[h.Mode]; m != nil {
			ps = append(ps, m.Pos)
		}
	}
	var valid []model.Pos
	seen := map[model.Pos]bool{}
	for _, p := range ps {
		if p.IsValid() && !seen[p] {
			seen[p] = true
			valid = append(valid, p)
		}
	}
	if len(valid) == 0 {
		return model.Pos{}, nil
	}
	var rel []report.Related
	for _, p := range valid[1:] {
		rel = append(rel, report.Related{Pos: p, Message: "also part of this head change"})
	}
	return valid[0], rel
}

// describeHead says what changed in a head: counts against the budget,
// names in and out, fingerprints.
func describeHead(new *model.Policy, h *HeadPair) string {
	var parts []string
	if h.New == nil {
		what := "mode " + h.Mode
		if new.Providers[h.Provider] == nil {
			what = "provider " + h.Provider
		}
		parts = append(parts, fmt.Sprintf("the head is gone (%s is no longer declared)", what))
	} else {
		parts = append(parts, fmt.Sprintf("%d → %d builtin tools (budget target %d, max %d)",
			len(h.Old.Native), len(h.New.Native), h.New.Budget.Target, h.New.Budget.Max))
		in, out := h.Entered(), h.Left()
		if len(in) > 0 {
			parts = append(parts, "entered: "+strings.Join(in, ", "))
		}
		if len(out) > 0 {
			parts = append(parts, "left: "+strings.Join(out, ", "))
		}
		if len(in) == 0 && len(out) == 0 {
			parts = append(parts, "same names, different block bytes (a description, a parameter schema or the wire changed)")
		}
		parts = append(parts, fmt.Sprintf("fingerprint %s → %s",
			ShortFingerprint(h.Old.Catalog.Fingerprint), ShortFingerprint(h.New.Catalog.Fingerprint)))
	}
	return strings.Join(parts, "; ")
}

// HeadChangeRule reports any change to an existing first-turn head.
var HeadChangeRule = &Rule{
	ID:       "head-change",
	Summary:  "a provider × mode first-turn head changed without being acknowledged",
	Severity: report.SeverityError,
	Why: `
The first-turn tool block is part of the provider's cached prompt prefix:
any change to it invalidates every cached conversation. A diet is allowed, but
only as a deliberate one-time edit (seed 000 §8), so every change to an
existing head is reported with its old and new fingerprints, the names that
entered and left, and the count against the budget. It is an error unless the
new policy acknowledges it in release.head_changes for that provider (and
mode, when given), naming the change: the head's resulting fingerprint
(fingerprint: "sha256:…"; for a change of bytes only, such as a description
or a parameter schema), or exactly the names that entered and left (added:,
removed:). A later change that is not the one named is reported again, and an
entry that names neither acknowledges nothing. Acknowledged changes are
reported as notes. An entry carried unchanged from the previous release's
policy into a new release acknowledges nothing: it was about that release's
change.`,
	Bad: `
// previous: exec_wait: {state: "active"}, in the default head
tools: exec_wait: {state: "hidden-compatibility"}`,
	Good: `
tools: exec_wait: {state: "hidden-compatibility"}
release: head_changes: [{provider: "default", removed: ["exec_interact", "exec_wait"], reason: "v0.8.53 diet"}]`,
	Run: runHeadChange,
}

func runHeadChange(old, new *model.Policy) []report.Diagnostic {
	type change struct {
		h     *HeadPair
		ack   *model.HeadChange
		stale bool
	}
	var changes []change
	done := map[string]bool{}
	for _, h := range Heads(old, new) {
		key := h.Provider + "\x00" + h.Mode + "\x00" + h.Config
		if done[key] || !h.Changed() {
			continue
		}
		done[key] = true // one per provider × mode: the first changed variant
		ack, stale := acknowledgement(old, new, h)
		changes = append(changes, change{h, ack, stale})
	}
	// One finding per change: modes whose head changed from the same bytes
	// to the same bytes, under the same acknowledgement, are one change.
	var out []report.Diagnostic
	for _, g := range groupModes(changes, func(c change) (*HeadPair, string) {
		var ackPos model.Pos
		if c.ack != nil {
			ackPos = c.ack.Pos
		}
		return c.h, fmt.Sprint(ackPos, c.stale)
	}) {
		c := changes[g.first]
		h := c.h
		pos, rel := headPos(old, new, h)
		desc := describeHead(new, h)
		if c.ack != nil {
			d := finding(pos, fmt.Sprintf("first-turn head of %s changed, acknowledged in release.head_changes (%q): %s",
				g.target, c.ack.Reason, desc), append(rel, report.Related{Pos: c.ack.Pos, Message: "acknowledged here"})...)
			d.Severity = SeverityNote
			out = append(out, d)
			continue
		}
		d := finding(pos, fmt.Sprintf("first-turn head of %s changed without acknowledgement: %s", g.target, desc), rel...)
		d.Suggestion = "if the change is deliberate, acknowledge it: " + ackSuggestion(h)
		if c.stale {
			d.Suggestion = fmt.Sprintf("release.head_changes still holds release %s's acknowledgement for %s; ", old.Release.Version, h.Provider) + d.Suggestion
		}
		out = append(out, d)
	}
	return out
}

// modeGroup is a run of head pairs that are one change: the index of the
// first and the target naming all their modes ("default × agent, plan").
type modeGroup struct {
	first  int
	target string
}

// groupModes groups items whose heads are the same change: same provider,
// model, old and new fingerprints, and the same extra key, in first-seen
// order.
func groupModes[T any](items []T, key func(T) (*HeadPair, string)) []modeGroup {
	var order []string
	first := map[string]int{}
	modes := map[string][]string{}
	for i, it := range items {
		h, extra := key(it)
		var oldFP, newFP string
		if h.Old != nil {
			oldFP = h.Old.Catalog.Fingerprint
		}
		if h.New != nil {
			newFP = h.New.Catalog.Fingerprint
		}
		k := strings.Join([]string{h.Provider, h.Model, h.Config, oldFP, newFP, extra}, "\x00")
		if _, ok := first[k]; !ok {
			first[k] = i
			order = append(order, k)
		}
		modes[k] = append(modes[k], h.Mode)
	}
	out := make([]modeGroup, 0, len(order))
	for _, k := range order {
		i := first[k]
		h, _ := key(items[i])
		target := h.Provider + " × " + strings.Join(modes[k], ", ")
		if h.Model != "" {
			target += " (model " + h.Model + ")"
		}
		if h.Config != "" {
			target += " (configuration " + h.Config + ")"
		}
		out = append(out, modeGroup{first: i, target: target})
	}
	return out
}

// BudgetRegressionRule warns when a head grew.
var BudgetRegressionRule = &Rule{
	ID:       "budget-regression",
	Summary:  "a first-turn head grew",
	Severity: report.SeverityWarning,
	Why: `
Every first-turn tool costs every conversation tokens, and weaker models pay
for each near-duplicate in wrong-tool choices. A head that grows is reported
with its headroom to the provider's budget target and max before and after,
so the growth is a visible decision: retire something else from the head in
the same change, or keep the new tool deferred. Shrinking a head is never
reported here.`,
	Bad: `
// previous: the default head has 23 tools
tools: project_map: {state: "active"}`,
	Good: `
tools: project_map: {state: "deferred", card: "Map the project's layout."}`,
	Run: runBudgetRegression,
}

func runBudgetRegression(old, new *model.Policy) []report.Diagnostic {
	var grew []*HeadPair
	done := map[string]bool{}
	for _, h := range Heads(old, new) {
		key := h.Provider + "\x00" + h.Mode
		if done[key] || h.Old == nil || h.New == nil || len(h.New.Native) <= len(h.Old.Native) {
			continue
		}
		done[key] = true
		grew = append(grew, h)
	}
	// One finding per change, naming every mode it grew in.
	var out []report.Diagnostic
	for _, g := range groupModes(grew, func(h *HeadPair) (*HeadPair, string) {
		return h, fmt.Sprint(h.Old.Budget, h.New.Budget)
	}) {
		h := grew[g.first]
		pos, rel := headPos(old, new, h)
		o, n := len(h.Old.Native), len(h.New.Native)
		out = append(out, finding(pos, fmt.Sprintf(
			"first-turn head of %s grew from %d to %d builtin tools; headroom to target: %d → %d, to max: %d → %d",
			g.target, o, n, h.Old.Budget.Target-o, h.New.Budget.Target-n, h.Old.Budget.Max-o, h.New.Budget.Max-n), rel...))
	}
	return out
}
