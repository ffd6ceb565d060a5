// Package report holds the diagnostic type every checker (lint, breaking)
// produces, and writes diagnostics in the output formats CI understands.
package report

import (
	"fmt"
	"sort"

	"github.com/toolpolicy/toolpolicy/model"
)

// Severity of a finding.
type Severity string

const (
	SeverityError   Severity = "error"
	SeverityWarning Severity = "warning"
	// SeverityNote is for the reviewer, not a problem (e.g. an acknowledged
	// head change); its rank is below warning, so no fail level counts it.
	SeverityNote Severity = "note"
)

// Rank orders severities: higher is more severe.
func (s Severity) Rank() int {
	switch s {
	case SeverityError:
		return 2
	case SeverityWarning:
		return 1
	}
	return 0
}

// Related is a secondary position for a finding (e.g. the first declaration
// of a duplicate).
type Related struct {
	Pos     model.Pos `json:"pos"`
	Message string    `json:"message"`
}

// Diagnostic is one finding.
type Diagnostic struct {
	Rule       string    `json:"rule"`
	Severity   Severity  `json:"severity"`
	Message    string    `json:"message"`
	Pos        model.Pos `json:"pos"`
	Related    []Related `json:"related,omitempty"`
	Suggestion string    `json:"suggestion,omitempty"`
	// Identity, when set, stands for Message in the finding's identity
	// across runs (SARIF's partial fingerprint): a message that names
	// something that varies between runs, such as a git ref, keeps its alert.
	Identity string `json:"-"`
}

// location is how a finding's position reads: file:line:col, or the file
// alone when the finding is about a whole file, or "" when it has none.
func location(p model.Pos) string {
	switch {
	case p.IsValid():
		return p.String()
	case p.File != "":
		return p.File
	}
	return ""
}

// RuleInfo describes a rule for formats that carry a rule table (SARIF) and
// for generated docs.
type RuleInfo struct {
	ID       string
	Summary  string
	Doc      string
	Severity Severity
	HelpURI  string
}

// Sort orders diagnostics by file, line, column, rule, message.
func Sort(ds []Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i], ds[j]
		if a.Pos != b.Pos {
			return a.Pos.Less(b.Pos)
		}
		if a.Rule != b.Rule {
			return a.Rule < b.Rule
		}
		return a.Message < b.Message
	})
}

// Counts returns how many diagnostics have each severity.
func Counts(ds []Diagnostic) (errors, warnings int) {
	for _, d := range ds {
		switch d.Severity {
		case SeverityError:
			errors++
		case SeverityWarning:
			warnings++
		}
	}
	return errors, warnings
}

// Summary is the one-line count that closes text output: "2 errors, 1
// warning" or "no findings".
func Summary(ds []Diagnostic) string {
	e, w := Counts(ds)
	notes := 0
	for _, d := range ds {
		if d.Severity == SeverityNote {
			notes++
		}
	}
	if e == 0 && w == 0 && notes == 0 {
		return "no findings"
	}
	s := fmt.Sprintf("%d error%s, %d warning%s", e, plural(e), w, plural(w))
	if notes > 0 {
		s += fmt.Sprintf(", %d note%s", notes, plural(notes))
	}
	return s
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
