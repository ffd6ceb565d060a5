package lint

import (
	"fmt"
	"strings"

	"github.com/toolpolicy/toolpolicy/internal/version"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

func validVersion(v string) bool { return version.Valid(v) }

// cmpVersion compares two valid versions.
func cmpVersion(a, b string) int {
	c, _ := version.Compare(a, b)
	return c
}

var invalidVersion = &Rule{
	ID:       "invalid-version",
	Summary:  "A version that is not semantic versioning (release, first_deprecated, planned_removal, removal_not_before, retired since)",
	Severity: report.SeverityError,
	Why: `
Every version rule compares versions; one that does not parse (a leading
zero, an empty pre-release part) makes those comparisons meaningless, so it
is reported instead of guessed at. A leading "v" is optional.`,
	Bad: `
release: version: "0.08.53"`,
	Good: `
release: version: "0.8.53"`,
	Run: runInvalidVersion,
}

func runInvalidVersion(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	check := func(v string, parts ...string) {
		if v == "" || v == model.TBD || validVersion(v) {
			return
		}
		d := diag(fieldPos(p, parts...), "%s: %q is not a semantic version", strings.Join(parts, "."), v)
		d.Suggestion = "write MAJOR.MINOR.PATCH without leading zeros, e.g. 0.9.0"
		out = append(out, d)
	}
	check(p.Release.Version, "release", "version")
	for _, name := range p.aliasNames() {
		a := p.Aliases[name]
		check(a.FirstDeprecated, "aliases", name, "first_deprecated")
		check(a.PlannedRemoval, "aliases", name, "planned_removal")
		check(a.RemovalNotBefore, "aliases", name, "removal_not_before")
	}
	for _, name := range model.SortedKeys(p.Retired) {
		check(p.Retired[name].Since, "retired", name, "since")
	}
	return out
}

var removalSchedule = &Rule{
	ID:       "removal-schedule",
	Summary:  "An alias schedule out of order: removal before deprecation, deprecation after the release, or too few releases in between",
	Severity: report.SeverityError,
	Why: `
An alias's versions must run first_deprecated ≤ removal_not_before ≤
planned_removal, and first_deprecated cannot be later than the release the
policy describes (the name is already retired in it). With
release.min_deprecation_releases set, removal comes at least that many minor
releases after deprecation, so callers get time to move; a new major counts
as one release plus its minor (0.9.4 → 1.0.0 is one), as in toolpolicy
breaking's deprecation-window.`,
	Bad: `
release: {version: "0.8.53", min_deprecation_releases: 1}
aliases: todo_add: {replacement: "checklist_add", first_deprecated: "0.8.53", planned_removal: "0.8.60", replay_supported: true}`,
	Good: `
release: {version: "0.8.53", min_deprecation_releases: 1}
aliases: todo_add: {replacement: "checklist_add", first_deprecated: "0.8.53", planned_removal: "0.9.0", replay_supported: true}`,
	Run: runRemovalSchedule,
}

func runRemovalSchedule(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	rel0 := p.Release.Version
	relOK := validVersion(rel0)
	for _, name := range p.aliasNames() {
		a := p.Aliases[name]
		if !validVersion(a.FirstDeprecated) {
			continue
		}
		fd := a.FirstDeprecated
		if relOK && cmpVersion(fd, rel0) > 0 {
			d := diag(fieldPos(p, "aliases", name, "first_deprecated"), "alias %q is first deprecated in %s, after this release (%s), yet the name is already %s", name, fd, rel0, stateOf(p, name))
			d.Suggestion = fmt.Sprintf("set first_deprecated to %s, or keep the tool visible until %s", rel0, fd)
			out = append(out, d)
		}
		if nb := a.RemovalNotBefore; validVersion(nb) && cmpVersion(nb, fd) < 0 {
			out = append(out, diag(fieldPos(p, "aliases", name, "removal_not_before"), "alias %q: removal_not_before %s is before first_deprecated %s", name, nb, fd))
		}
		pr := a.PlannedRemoval
		if pr == model.TBD || !validVersion(pr) {
			continue
		}
		pos := fieldPos(p, "aliases", name, "planned_removal")
		switch {
		case cmpVersion(pr, fd) == 0 && a.Acknowledge != "" && !a.ReplaySupported:
			// Renamed and removed in one release, on purpose: replay is
			// dropped and the alias entry says why.
		case cmpVersion(pr, fd) <= 0:
			out = append(out, diag(pos, "alias %q: planned removal %s is not after first deprecation %s", name, pr, fd))
		case validVersion(a.RemovalNotBefore) && cmpVersion(pr, a.RemovalNotBefore) < 0:
			out = append(out, diag(pos, "alias %q: planned removal %s is before removal_not_before %s", name, pr, a.RemovalNotBefore))
		case p.Release.HasMinDeprecation && !version.Allows(fd, pr, p.Release.MinDeprecationReleases):
			n, _ := version.Releases(fd, pr)
			d := diag(pos, "alias %q: planned removal %s is %d minor release(s) after first deprecation %s; release.min_deprecation_releases is %d",
				name, pr, n, fd, p.Release.MinDeprecationReleases)
			d.Related = append(d.Related, rel(fieldPos(p, "release", "min_deprecation_releases"), "minimum set here"))
			d.Suggestion = "plan the removal for " + version.OrLater(version.Earliest(fd, pr, p.Release.MinDeprecationReleases))
			out = append(out, d)
		}
	}
	return out
}

func stateOf(p *Pass, name string) string {
	if t := p.Tools[name]; t != nil {
		return t.State
	}
	return "undeclared"
}

var removalDue = &Rule{
	ID:       "removal-due",
	Summary:  "A planned removal that is due (planned version ≤ the release) but the name is not removed",
	Severity: report.SeverityError,
	Why: `
A planned removal is a promise to callers and to whoever keeps the shim
alive. Once the release reaches it, either remove the name or move the date:
a past-due schedule is one nobody is following.`,
	Bad: `
release: version: "0.9.0"
tools: todo_add: {state: "deprecated"}
aliases: todo_add: {replacement: "checklist_add", first_deprecated: "0.8.53", planned_removal: "0.9.0", replay_supported: true}`,
	Good: `
release: version: "0.9.0"
tools: todo_add: {state: "removed"}
aliases: todo_add: {replacement: "checklist_add", first_deprecated: "0.8.53", planned_removal: "0.9.0", replay_supported: false}`,
	Run: runRemovalDue,
}

func runRemovalDue(p *Pass) []report.Diagnostic {
	if !validVersion(p.Release.Version) {
		return nil
	}
	var out []report.Diagnostic
	for _, name := range p.aliasNames() {
		a, t := p.Aliases[name], p.Tools[name]
		if t == nil || t.State == model.StateRemoved || a.PlannedRemoval == model.TBD || !validVersion(a.PlannedRemoval) {
			continue
		}
		if cmpVersion(a.PlannedRemoval, p.Release.Version) <= 0 {
			d := diag(fieldPos(p, "aliases", name, "planned_removal"), "removal of %q was planned for %s and release %s has reached it, but the name is still %s", name, a.PlannedRemoval, p.Release.Version, t.State)
			d.Related = append(d.Related, rel(t.Pos, "%s declared %s here", name, t.State))
			d.Suggestion = fmt.Sprintf("make %s removed (and replay_supported: false), or move planned_removal past %s", name, p.Release.Version)
			out = append(out, d)
		}
	}
	return out
}

var prematureRemoval = &Rule{
	ID:       "premature-removal",
	Summary:  "A name removed before its planned removal version (or while its removal is still TBD)",
	Severity: report.SeverityError,
	Why: `
Removing a name makes every old transcript that calls it fail (seed 000 §8:
a name becomes non-dispatchable only after a deliberate, per-name decision at
planned_removal_version). A removed name whose manifest says TBD, or a
version later than this release, was removed early.`,
	Bad: `
release: version: "0.8.53"
tools: exec_wait: {state: "removed"}
aliases: exec_wait: {replacement: "exec_shell_wait", first_deprecated: "0.8.53", planned_removal: "TBD", replay_supported: false}`,
	Good: `
release: version: "0.8.53"
tools: exec_wait: {state: "hidden-compatibility"}
aliases: exec_wait: {replacement: "exec_shell_wait", first_deprecated: "0.8.53", planned_removal: "TBD", replay_supported: true}`,
	Run: runPrematureRemoval,
}

// earliestPlanned returns the first version, from this release on, that
// removal-schedule accepts as a's planned_removal: after first_deprecated,
// not before removal_not_before, and outside the deprecation window; "" when
// the versions do not parse.
func earliestPlanned(p *Pass, a *model.Alias) string {
	fd, e := a.FirstDeprecated, p.Release.Version
	if !validVersion(fd) || !validVersion(e) {
		return ""
	}
	n := 0
	if p.Release.HasMinDeprecation {
		n = p.Release.MinDeprecationReleases
	}
	if nb := a.RemovalNotBefore; validVersion(nb) && cmpVersion(e, nb) < 0 {
		e = nb
	}
	e = version.Earliest(fd, e, n)
	if cmpVersion(e, fd) <= 0 {
		e = version.Earliest(fd, fd, 1)
	}
	return e
}

func runPrematureRemoval(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	relOK := validVersion(p.Release.Version)
	for _, name := range p.aliasNames() {
		a, t := p.Aliases[name], p.Tools[name]
		if t == nil || t.State != model.StateRemoved {
			continue
		}
		switch {
		case a.PlannedRemoval == model.TBD:
			d := diag(t.Pos, "%q is removed, but its planned removal is TBD", name)
			d.Related = append(d.Related, rel(fieldPos(p, "aliases", name, "planned_removal"), "planned_removal is TBD here"))
			d.Suggestion = fmt.Sprintf("set planned_removal to %s to record the decision, or keep the name dispatchable", p.Release.Version)
			if e := earliestPlanned(p, a); e != "" && e != p.Release.Version {
				// This release is too early for removal-schedule to accept.
				d.Suggestion = fmt.Sprintf("keep the name dispatchable until %s, the earliest planned_removal the schedule allows", e)
			}
			out = append(out, d)
		case relOK && validVersion(a.PlannedRemoval) && cmpVersion(p.Release.Version, a.PlannedRemoval) < 0:
			d := diag(t.Pos, "%q is removed in %s, before its planned removal in %s", name, p.Release.Version, a.PlannedRemoval)
			d.Related = append(d.Related, rel(fieldPos(p, "aliases", name, "planned_removal"), "planned here"))
			d.Suggestion = "keep it hidden-compatibility or deprecated until then, or move planned_removal"
			out = append(out, d)
		case relOK && validVersion(a.RemovalNotBefore) && cmpVersion(p.Release.Version, a.RemovalNotBefore) < 0:
			d := diag(t.Pos, "%q is removed in %s, before its removal_not_before %s", name, p.Release.Version, a.RemovalNotBefore)
			d.Related = append(d.Related, rel(fieldPos(p, "aliases", name, "removal_not_before"), "earliest removal set here"))
			out = append(out, d)
		}
	}
	return out
}

var replayOnRemoved = &Rule{
	ID:       "replay-on-removed",
	Summary:  "replay_supported: true on a removed name, which no longer dispatches",
	Severity: report.SeverityError,
	Why: `
Replay works only while the name dispatches; a removed name is a hard error
when called. A manifest that still promises replay for it misinforms whoever
decides whether old transcripts are safe to load.`,
	Bad: `
tools: exec_wait: {state: "removed"}
aliases: exec_wait: {replacement: "exec_shell_wait", first_deprecated: "0.8.53", planned_removal: "0.9.0", replay_supported: true}`,
	Good: `
tools: exec_wait: {state: "removed"}
aliases: exec_wait: {replacement: "exec_shell_wait", first_deprecated: "0.8.53", planned_removal: "0.9.0", replay_supported: false}`,
	Run: runReplayOnRemoved,
}

func runReplayOnRemoved(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	for _, name := range p.aliasNames() {
		a, t := p.Aliases[name], p.Tools[name]
		if t != nil && t.State == model.StateRemoved && a.ReplaySupported {
			d := diag(fieldPos(p, "aliases", name, "replay_supported"), "%q is removed, so calls fail, but replay_supported is true", name)
			d.Related = append(d.Related, rel(t.Pos, "%s declared removed here", name))
			d.Suggestion = "set replay_supported: false, or keep the name dispatchable"
			out = append(out, d)
		}
	}
	return out
}
