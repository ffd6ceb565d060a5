package lint

import (
	"slices"
	"sort"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

var duplicateDeclaration = &Rule{
	ID:       "duplicate-declaration",
	Summary:  "The same value set twice: a field given its value in two places, or a tool, alias, provider or other entry pasted twice",
	Severity: report.SeverityError,
	Why: `
CUE unifies two equal values silently, in one file or across files, so a
value set twice (or a block pasted twice) never fails to load. The second
copy is where drift starts: the next edit changes one of the two and the
policy stops loading, or both are kept in sync by hand.

The rule reads the source and reports a field set to a concrete value (a
string, number, boolean, or a list of them) in two places, however the two
are spelt: a nested block, a: b: c shorthand, another file, a hidden field
(_extra: tools: …) or a let binding that is embedded or referred to, or an
embedded struct. When every value in an entry's block is set elsewhere too,
the block is a pasted copy and is reported once, as the entry.

Completing a value is not duplicating it: a tool whose fields are split
between two files or two shorthand lines, a required marker (x!: string)
followed by the value, a default (*"deferred" | "active") and the value that
overrides it, a pattern constraint, and an empty block are fine.

What the rule cannot see: values it would have to evaluate CUE to find.
Fields built by comprehensions (for … { tools: (name): … }) or with
interpolated or dynamic labels, values a pattern constraint or a definition
supplies (#MCPTool & {…}), values reached through a regular field
(b: a) and hidden fields named through a selector of a non-literal value.`,
	Bad: `
tools: exec_wait: {state: "hidden-compatibility"}
// …later, or in another file:
tools: {
	exec_wait: {state: "hidden-compatibility"}
}`,
	Good: `
tools: exec_wait: {state: "hidden-compatibility"}
// in another file, completing it:
tools: exec_wait: niche: "Old name of exec_shell_wait."`,
	Run: runDuplicateDeclaration,
}

// entityKinds names the top-level collections whose entries are entities.
var entityKinds = map[string]string{
	"tools":         "tool",
	"aliases":       "alias",
	"retired":       "retired name",
	"providers":     "provider",
	"modes":         "mode",
	"model_classes": "model class",
	"gates":         "gate",
}

func runDuplicateDeclaration(p *Pass) []report.Diagnostic {
	// A clean policy sets every path once: collect the paths set twice
	// first, so the cost is one pass over the keys.
	type dup struct {
		path string
		ss   []model.Setting // distinct positions, sorted
	}
	var dups []dup
	for k, ss := range p.Settings {
		if len(ss) < 2 || strings.HasPrefix(k, "_") || strings.HasPrefix(k, "#") {
			continue
		}
		// One hidden field embedded twice puts the same text at the path
		// twice: that is one value, not two.
		distinct := ss[:1:1]
		for _, s := range ss[1:] {
			if s.Pos != distinct[len(distinct)-1].Pos {
				distinct = append(distinct, s)
			}
		}
		if len(distinct) > 1 {
			dups = append(dups, dup{k, distinct})
		}
	}
	if len(dups) == 0 {
		return nil
	}
	sort.Slice(dups, func(i, j int) bool { return dups[i].path < dups[j].path })

	// A block every one of whose values is a copy is a pasted block:
	// counted per owner (the entry's declaration), against all the values
	// that owner sets.
	copies := map[model.Pos]int{}
	firstOf := map[model.Pos]model.Pos{} // a copy's owner → the first copy's owner
	for _, d := range dups {
		if _, ok := entityKinds[sectionOf(d.path)]; !ok {
			continue
		}
		for _, s := range d.ss[1:] {
			copies[s.Owner]++
			if _, ok := firstOf[s.Owner]; !ok {
				firstOf[s.Owner] = d.ss[0].Owner
			}
		}
	}
	total := map[model.Pos]int{}
	if len(copies) > 0 {
		for _, ss := range p.Settings {
			for _, s := range ss {
				if _, ok := copies[s.Owner]; ok {
					total[s.Owner]++
				}
			}
		}
	}
	var out []report.Diagnostic
	reported := map[model.Pos]bool{}
	for _, d := range dups {
		parts := strings.Split(d.path, ".")
		kind, isEntity := entityKinds[parts[0]]
		for _, s := range d.ss[1:] {
			if isEntity && len(parts) >= 2 && copies[s.Owner] == total[s.Owner] {
				if reported[s.Owner] {
					continue
				}
				reported[s.Owner] = true
				what := kind + ` "` + parts[1] + `"`
				first := firstOf[s.Owner]
				diagn := diag(s.Owner, "duplicate %s (first declared at %s)", what, first)
				diagn.Related = append(diagn.Related, rel(first, "first declaration of %s", what))
				diagn.Suggestion = "delete this copy (every value in it is set in the first too); CUE merges equal copies silently, so the next edit to one of them is the one that goes wrong"
				out = append(out, diagn)
				continue
			}
			first := d.ss[0].Pos
			diagn := diag(s.Pos, "duplicate field %s (first declared at %s)", d.path, first)
			diagn.Related = append(diagn.Related, rel(first, "first setting of %s", d.path))
			diagn.Suggestion = "keep one of the two; CUE merges equal values silently, so the next edit to one of them is the one that goes wrong"
			out = append(out, diagn)
		}
	}
	return out
}

func sectionOf(path string) string {
	section, _, _ := strings.Cut(path, ".")
	return section
}

var duplicateListEntry = &Rule{
	ID:       "duplicate-list-entry",
	Summary:  "A name listed twice in one list (a first_turn head, head_add, head_drop, keep_loaded, models, match)",
	Severity: report.SeverityError,
	Why: `
A harness that builds the request from the list verbatim sends the tool
twice, and providers reject duplicate function names; one that de-duplicates
hides the fact that the list is not what its author thinks it is.`,
	Bad: `
providers: arcee: first_turn: ["read_file", "grep_files", "read_file"]`,
	Good: `
providers: arcee: first_turn: ["read_file", "grep_files"]`,
	Run: runDuplicateListEntry,
}

func runDuplicateListEntry(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	for _, key := range model.SortedKeys(p.Lists) {
		// A list set twice is a duplicate declaration; its elements
		// appear twice for that reason alone.
		if len(p.Settings[key]) > 1 {
			continue
		}
		// A list under a hidden field or a definition is the policy's
		// own helper (a comprehension's source may repeat a value on
		// purpose), not one the harness sends.
		if slices.ContainsFunc(strings.Split(key, "."), func(l string) bool {
			return strings.HasPrefix(l, "_") || strings.HasPrefix(l, "#")
		}) {
			continue
		}
		first := map[string]model.Pos{}
		for _, r := range p.Lists[key] {
			if at, ok := first[r.Name]; ok {
				d := diag(r.Pos, "%q is listed twice in %s (first at %s)", r.Name, key, at)
				d.Related = append(d.Related, rel(at, "first occurrence"))
				d.Suggestion = "remove this entry"
				out = append(out, d)
				continue
			}
			first[r.Name] = r.Pos
		}
	}
	return out
}
