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
		// Messages quote policy text and file names: escaped (TextLine) so
		// a terminal shows control characters instead of obeying them, and
		// a line break in them cannot start a line that looks like a
		// finding of its own.
		if loc := location(d.Pos); loc != "" {
			ew.printf("%s: ", TextLine(loc))
		}
		ew.printf("%s: %s [%s]\n", d.Severity, TextLine(d.Message), TextLine(d.Rule))
		for _, r := range d.Related {
			ew.printf("    %s: %s\n", TextLine(r.Pos.String()), TextLine(r.Message))
		}
		if d.Suggestion != "" {
			ew.printf("    suggestion: %s\n", TextLine(d.Suggestion))
		}
	}
	ew.printf("%s\n", Summary(ds))
	return ew.err
}
