package report

import "io"

// writeText prints one line per finding,
//
//	path/file.cue:12:5: error: message [rule-id]
//
// followed by indented lines for related positions and the suggestion, and
// closes with a one-line count.
func writeText(w io.Writer, ds []Diagnostic) error {
	ew := &errWriter{w: w}
	for _, d := range ds {
		if loc := location(d.Pos); loc != "" {
			ew.printf("%s: ", loc)
		}
		ew.printf("%s: %s [%s]\n", d.Severity, d.Message, d.Rule)
		for _, r := range d.Related {
			ew.printf("    %s: %s\n", r.Pos, r.Message)
		}
		if d.Suggestion != "" {
			ew.printf("    suggestion: %s\n", d.Suggestion)
		}
	}
	ew.printf("%s\n", Summary(ds))
	return ew.err
}
