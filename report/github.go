package report

import (
	"io"
	"strconv"
	"strings"
)

// writeGitHub prints GitHub Actions workflow commands, one per finding:
//
//	::error file=policy/a.cue,line=12,col=5,title=rule-id::message
//
// GitHub shows them as annotations on the pull request's diff. Related
// positions and the suggestion go into the message on their own lines.
func writeGitHub(w io.Writer, ds []Diagnostic) error {
	ew := &errWriter{w: w}
	for _, d := range ds {
		cmd := "warning"
		switch d.Severity {
		case SeverityError:
			cmd = "error"
		case SeverityNote:
			cmd = "notice"
		}
		var props []string
		if d.Pos.File != "" {
			// A finding about a whole file annotates the file, no line.
			props = append(props, "file="+escapeProperty(TextLine(d.Pos.File)))
		}
		if d.Pos.IsValid() {
			props = append(props, "line="+strconv.Itoa(d.Pos.Line))
			if d.Pos.Col > 0 {
				props = append(props, "col="+strconv.Itoa(d.Pos.Col))
			}
		}
		props = append(props, "title="+escapeProperty(d.Rule))
		msg := d.Message
		for _, r := range d.Related {
			msg += "\n" + r.Pos.String() + ": " + r.Message
		}
		if d.Suggestion != "" {
			msg += "\nsuggestion: " + d.Suggestion
		}
		// The runner's log viewer acts on ANSI escapes: show them (Text)
		// before the workflow-command escaping.
		ew.printf("::%s %s::%s\n", cmd, strings.Join(props, ","), escapeData(Text(msg)))
	}
	return ew.err
}

// escapeData escapes a workflow command's message the way the Actions
// runner unescapes it.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// escapeProperty escapes a workflow command property value; ',' and ':'
// would otherwise end the value.
func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
