package breaking

import (
	"fmt"

	"github.com/toolpolicy/toolpolicy/internal/version"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// ReplayRule reports a broken replay promise.
var ReplayRule = &Rule{
	ID:       "replay",
	Summary:  "a name old transcripts may call stopped replaying before its planned removal",
	Severity: report.SeverityError,
	Why: `
A deprecation manifest entry with replay_supported: true promises that old
transcripts calling the name keep working until its planned_removal version.
The name must stay declared and dispatchable (any state but removed) until the
release reaches that version, its replay support must not be switched off
early, and its planned removal must not move earlier. Once replay is
deliberately dropped, set planned_removal to a version and remove the name in
that release.`,
	Bad: `
// previous: exec_wait: {state: "hidden-compatibility"}, planned_removal "TBD"
release: version: "0.8.54"
tools: exec_wait: {state: "removed"}`,
	Good: `
release: version: "0.8.54"
tools: exec_wait: {state: "hidden-compatibility"}`,
	Run: runReplay,
}

// plannedRemoval returns the alias's planned removal: the new policy's when
// the entry is still there, else the old one's.
func plannedRemoval(old, new *model.Policy, name string) string {
	if a := new.Aliases[name]; a != nil {
		return a.PlannedRemoval
	}
	return old.Aliases[name].PlannedRemoval
}

// due reports whether the new release has reached the planned removal.
func due(new *model.Policy, planned string) bool {
	c, ok := version.Compare(new.Release.Version, planned)
	return ok && c >= 0
}

func runReplay(old, new *model.Policy) []report.Diagnostic {
	var out []report.Diagnostic
	for _, name := range model.SortedKeys(old.Aliases) {
		oa := old.Aliases[name]
		if !oa.ReplaySupported {
			continue
		}
		na := new.Aliases[name]
		planned := plannedRemoval(old, new, name)
		if na != nil {
			if c, ok := version.Compare(na.PlannedRemoval, oa.PlannedRemoval); ok && c < 0 {
				out = append(out, finding(new.At("aliases", name, "planned_removal"), fmt.Sprintf(
					"planned removal of %s moved earlier, %s → %s; replay was promised until %s",
					name, oa.PlannedRemoval, na.PlannedRemoval, oa.PlannedRemoval),
					report.Related{Pos: old.At("aliases", name, "planned_removal"), Message: "the earlier promise"}))
				planned = oa.PlannedRemoval
			}
		}
		if due(new, planned) {
			continue
		}
		until := "its planned removal (" + planned + ")"
		if planned == model.TBD {
			until = "a planned removal version is set (it is TBD)"
		}
		nt := new.Tools[name]
		switch {
		case nt == nil && old.Tools[name] != nil:
			out = append(out, finding(old.Tools[name].Pos, fmt.Sprintf(
				"%s is no longer declared, but old transcripts that call it must replay until %s", name, until)))
		case nt != nil && !nt.Dispatchable():
			out = append(out, finding(nt.Pos, fmt.Sprintf(
				"%s became %s, so old transcripts that call it fail; it must stay dispatchable until %s", name, nt.State, until)))
		}
		if na != nil && !na.ReplaySupported {
			out = append(out, finding(new.At("aliases", name, "replay_supported"), fmt.Sprintf(
				"replay support for %s was switched off before %s", name, until)))
		}
	}
	return out
}

// TombstoneRule reports deleted or reused tombstones.
var TombstoneRule = &Rule{
	ID:       "tombstone",
	Summary:  "a removed or retired name was deleted from the policy or registered again",
	Severity: report.SeverityError,
	Why: `
A removed tool and a retired name are tombstones, like protobuf's reserved
names: they stay in the policy forever so that the name is never given a new
meaning. Old transcripts that call it must keep failing clearly rather than
reach a different tool.`,
	Bad: `
// previous: retired: agent_spawn: reason: "replaced by agent_open"
tools: agent_spawn: {state: "deferred"}`,
	Good: `
retired: agent_spawn: reason: "replaced by agent_open"
tools: agent_launch: {state: "deferred"}`,
	Run: runTombstone,
}

func runTombstone(old, new *model.Policy) []report.Diagnostic {
	var out []report.Diagnostic
	reported := map[string]bool{}
	for _, name := range old.ToolNames() {
		if old.Tools[name].State != model.StateRemoved {
			continue
		}
		switch nt := new.Tools[name]; {
		case nt == nil:
			out = append(out, finding(old.Tools[name].Pos, fmt.Sprintf(
				"removed tool %s was deleted; its tombstone must stay so the name is never reused", name)))
		case nt.State != model.StateRemoved:
			reported[name] = true
			out = append(out, finding(nt.Pos, fmt.Sprintf(
				"%s was removed and is registered again as %s; give the new tool a new name", name, nt.State),
				report.Related{Pos: old.Tools[name].Pos, Message: "removed here"}))
		}
	}
	for _, name := range model.SortedKeys(old.Retired) {
		if new.Retired[name] == nil {
			out = append(out, finding(old.Retired[name].Pos, fmt.Sprintf(
				"retired name %s was deleted from retired; the entry must stay so the name is never registered again", name)))
		}
	}
	for _, name := range union(old.Retired, new.Retired) {
		nt := new.Tools[name]
		if reported[name] || nt == nil || !nt.Dispatchable() {
			continue
		}
		if ot := old.Tools[name]; ot != nil && ot.Dispatchable() {
			continue // registered before this change too: not something it did
		}
		var rel []report.Related
		if rt := firstRetired(old, new, name); rt.IsValid() {
			rel = append(rel, report.Related{Pos: rt, Message: "retired here"})
		}
		out = append(out, finding(nt.Pos, fmt.Sprintf(
			"retired name %s is registered again as %s; give the new tool a new name", name, nt.State), rel...))
	}
	return out
}

func firstRetired(old, new *model.Policy, name string) model.Pos {
	if rt := new.Retired[name]; rt != nil {
		return rt.Pos
	}
	return old.Retired[name].Pos
}

// AliasRetargetRule reports an invisible alias that now leads elsewhere.
var AliasRetargetRule = &Rule{
	ID:       "alias-retarget",
	Summary:  "a hidden or deprecated name now leads to a different tool",
	Severity: report.SeverityError,
	Why: `
Hidden-compatibility and deprecated names exist so old transcripts replay with
the same effect. If such a name's replacement (directly or through its alias
chain) or its implementation changes, an old transcript calling it would now
do something else.`,
	Bad: `
// previous: aliases: tts: replacement: "speech"
aliases: tts: replacement: "voice_note"`,
	Good: `
aliases: tts: replacement: "speech"
tools: voice_note: {state: "deferred"}`,
	Run: runAliasRetarget,
}

func invisible(p *model.Policy, name string) bool {
	s := stateOf(p, name)
	return s == model.StateHidden || s == model.StateDeprecated
}

func runAliasRetarget(old, new *model.Policy) []report.Diagnostic {
	var out []report.Diagnostic
	for _, name := range model.SortedKeys(old.Aliases) {
		oa, na := old.Aliases[name], new.Aliases[name]
		if na == nil || !(invisible(old, name) || invisible(new, name)) {
			continue
		}
		rel := report.Related{Pos: old.At("aliases", name, "replacement"), Message: "previous target"}
		if oa.Replacement != na.Replacement {
			out = append(out, finding(new.At("aliases", name, "replacement"), fmt.Sprintf(
				"%s now stands for %s instead of %s; old transcripts that call it would do something else",
				name, na.Replacement, oa.Replacement), rel))
			continue
		}
		or, _ := old.Index().ResolveName(name)
		nr, _ := new.Index().ResolveName(name)
		if or.Canonical != nr.Canonical {
			out = append(out, finding(new.At("aliases", name, "replacement"), fmt.Sprintf(
				"%s now resolves to %s instead of %s (through %s); old transcripts that call it would do something else",
				name, nr.Canonical, or.Canonical, na.Replacement), rel))
		}
	}
	for _, name := range union(old.Tools, new.Tools) {
		ot, nt := old.Tools[name], new.Tools[name]
		if ot == nil || nt == nil || ot.Implementation == "" || nt.Implementation == "" || ot.Implementation == nt.Implementation {
			continue
		}
		if !(invisible(old, name) || invisible(new, name)) {
			continue
		}
		out = append(out, finding(new.At("tools", name, "implementation"), fmt.Sprintf(
			"%s (%s) is now implemented by %s instead of %s; old transcripts that call it would do something else",
			name, nt.State, nt.Implementation, ot.Implementation),
			report.Related{Pos: old.At("tools", name, "implementation"), Message: "previous implementation"}))
	}
	return out
}

// DeprecationWindowRule reports removals sooner than the policy allows.
var DeprecationWindowRule = &Rule{
	ID:       "deprecation-window",
	Summary:  "a name is removed, or scheduled for removal, sooner than the deprecation window allows",
	Severity: report.SeverityError,
	Why: `
release.min_deprecation_releases sets how many minor releases must pass
between a name's first deprecation and its removal (Kubernetes' deprecation
policy is the model; a new major counts as one release plus its minor, so
0.9.4 → 1.0.0 is one, as lint's removal-schedule counts it), and an alias's
removal_not_before sets the earliest release a TBD removal may be scheduled
for. A removal in this change, and a planned_removal set in this change, must
respect both. When the change also shortens the window, the longer of the two
windows applies.`,
	Bad: `
// previous: todo_write: {state: "deprecated"}
release: {version: "0.8.54", min_deprecation_releases: 1}
tools: todo_write: {state: "removed"}
aliases: todo_write: first_deprecated: "0.8.53"`,
	Good: `
release: {version: "0.9.0", min_deprecation_releases: 1}
tools: todo_write: {state: "removed"}
aliases: todo_write: first_deprecated: "0.8.53"`,
	Run: runDeprecationWindow,
}

func runDeprecationWindow(old, new *model.Policy) []report.Diagnostic {
	window := max(old.Release.MinDeprecationReleases, new.Release.MinDeprecationReleases)
	var out []report.Diagnostic
	alias := func(name string) *model.Alias {
		if a := new.Aliases[name]; a != nil {
			return a
		}
		return old.Aliases[name]
	}
	// check judges a removal at version `at` of a name with manifest entry a.
	check := func(name, what, at string, a *model.Alias, pos model.Pos) {
		if a == nil {
			out = append(out, finding(pos, fmt.Sprintf(
				"%s %s with no deprecation manifest entry; add aliases.%s with first_deprecated so the window can be checked", name, what, name)))
			return
		}
		if !version.Allows(a.FirstDeprecated, at, window) {
			n, _ := version.Releases(a.FirstDeprecated, at)
			out = append(out, finding(pos, fmt.Sprintf(
				"%s %s in %s, %d minor release%s after its first deprecation in %s; the window is %d (release.min_deprecation_releases): %s",
				name, what, at, max(n, 0), plural(max(n, 0)), a.FirstDeprecated, window, version.OrLater(version.Earliest(a.FirstDeprecated, at, window)))))
			return
		}
		if c, ok := version.Compare(at, a.RemovalNotBefore); ok && c < 0 {
			out = append(out, finding(pos, fmt.Sprintf(
				"%s %s in %s, before its removal_not_before %s", name, what, at, a.RemovalNotBefore)))
		}
	}
	removedNow := map[string]bool{}
	for _, name := range union(old.Tools, new.Tools) {
		from, to := stateOf(old, name), stateOf(new, name)
		// Only the allowed edges into removed are judged here; the others
		// are the transition rule's.
		if (from == model.StateHidden || from == model.StateDeprecated) && to == model.StateRemoved {
			removedNow[name] = true
			check(name, "is removed", new.Release.Version, alias(name), new.Tools[name].Pos)
		}
	}
	for _, name := range model.SortedKeys(new.Aliases) {
		na := new.Aliases[name]
		if !version.Valid(na.PlannedRemoval) || removedNow[name] {
			continue
		}
		if oa := old.Aliases[name]; oa != nil && oa.PlannedRemoval == na.PlannedRemoval {
			continue // scheduled before this change
		}
		check(name, "is scheduled for removal", na.PlannedRemoval, na, new.At("aliases", name, "planned_removal"))
	}
	return out
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
