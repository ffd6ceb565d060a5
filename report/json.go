package report

import (
	"encoding/json"
	"io"
)

// JSONFinding is one element of the json format's top-level array. The
// format is stable: fields are only ever added.
type JSONFinding struct {
	Rule       string        `json:"rule"`
	Severity   Severity      `json:"severity"`
	Message    string        `json:"message"`
	File       string        `json:"file"`   // "" when the finding has no position
	Line       int           `json:"line"`   // 1-based; 0 when unknown
	Column     int           `json:"column"` // 1-based; 0 when unknown
	Related    []JSONRelated `json:"related"`
	Suggestion string        `json:"suggestion,omitempty"`
}

// JSONRelated is a secondary position of a JSONFinding.
type JSONRelated struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message"`
}

// writeJSON prints the findings as an indented JSON array ([] when there are
// none), so a consumer never has to special-case an empty run.
func writeJSON(w io.Writer, ds []Diagnostic) error {
	out := make([]JSONFinding, 0, len(ds))
	for _, d := range ds {
		f := JSONFinding{
			Rule: d.Rule, Severity: d.Severity, Message: d.Message,
			File: d.Pos.File, Line: d.Pos.Line, Column: d.Pos.Col,
			Related: make([]JSONRelated, 0, len(d.Related)), Suggestion: d.Suggestion,
		}
		for _, r := range d.Related {
			f.Related = append(f.Related, JSONRelated{File: r.Pos.File, Line: r.Pos.Line, Column: r.Pos.Col, Message: r.Message})
		}
		out = append(out, f)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
