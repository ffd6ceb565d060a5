package lint

import (
	"sort"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

var duplicateDeclaration = &Rule{
	ID:       "duplicate-declaration",
	Summary:  "A tool, alias, retired name, provider, mode, model class, gate or field declared more than once",
	Severity: report.SeverityError,
	Why: `
CUE unifies two equal declarations silently, in one file or across files, so
a name pasted twice (or split between files by accident) never fails to load.
The second copy is where drift starts: the next edit changes one of the two
and the policy stops loading, or both are kept in sync by hand. The rule reads
the source, so it finds the copy however it is spelt: a second
tools: x: {…} line, a nested block, a: b: c shorthand, or another file.`,
	Bad: `
tools: exec_wait: {state: "hidden-compatibility"}
// …later, or in another file:
tools: {
	exec_wait: {state: "hidden-compatibility"}
}`,
	Good: `
tools: exec_wait: {state: "hidden-compatibility"}`,
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
	// Only a key declared twice can be reported, and a clean policy has
	// none below the top level: collect those first, so the cost is one pass over the keys
	// rather than a sort of every key and a map of every key's ancestors.
	var dups []string
	isDup := map[string]bool{}
	for k, ps := range p.Decls {
		// Top-level blocks (no dot) repeat across files by design.
		if len(ps) > 1 && strings.IndexByte(k, '.') >= 0 {
			dups = append(dups, k)
			isDup[k] = true
		}
	}
	if len(dups) == 0 {
		return nil
	}
	sort.Strings(dups)
	// A key worth reporting is an entity (tools.x) or a leaf field
	// (aliases.tts.note, release.version) that no enclosing entity or field
	// already covers; top-level blocks legitimately repeat across files,
	// and so do the intermediate structs of shorthand. parent holds the
	// duplicated keys that enclose some other declared key.
	parent := map[string]bool{}
	for k := range p.Decls {
		for i := strings.LastIndexByte(k, '.'); i > 0; i = strings.LastIndexByte(k[:i], '.') {
			if isDup[k[:i]] {
				parent[k[:i]] = true
			}
		}
	}
	var out []report.Diagnostic
	for _, key := range dups {
		ps := p.Decls[key]
		parts := strings.Split(key, ".")
		if len(parts) < 2 {
			continue
		}
		kind, isEntity := entityKinds[parts[0]]
		isEntity = isEntity && len(parts) == 2
		if !isEntity && parent[key] {
			continue
		}
		covered := false
		for n := 2; n < len(parts); n++ {
			if len(p.Decls[strings.Join(parts[:n], ".")]) > 1 {
				covered = true
			}
		}
		if covered {
			continue
		}
		what := "field " + key
		if isEntity {
			what = kind + ` "` + parts[1] + `"`
		}
		ps = sortedPos(ps)
		for _, dup := range ps[1:] {
			d := diag(dup, "duplicate %s (first declared at %s)", what, ps[0])
			d.Related = append(d.Related, rel(ps[0], "first declaration of %s", what))
			d.Suggestion = "delete this copy; CUE merges equal copies silently, so the next edit to one of them is the one that goes wrong"
			out = append(out, d)
		}
	}
	return out
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
		// A list declared twice is a duplicate declaration; its elements
		// appear twice for that reason alone.
		if len(p.Decls[key]) > 1 {
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
