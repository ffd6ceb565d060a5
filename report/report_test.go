package report_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

var rules = []report.RuleInfo{
	{ID: "duplicate-declaration", Summary: "A name declared twice", Doc: "Bad:\n\n    tools: a: {}\n", Severity: report.SeverityError},
	{ID: "budget-target", Summary: "Head over target | budget", Doc: "", Severity: report.SeverityWarning},
}

// sample is deliberately out of order: every format must sort.
func sample() []report.Diagnostic {
	return []report.Diagnostic{
		{
			Rule: "budget-target", Severity: report.SeverityWarning,
			Message:    "head has 24 builtin tools, over the target of 22",
			Pos:        model.Pos{File: "policy/providers.cue", Line: 9, Col: 11},
			Suggestion: "defer 2 of: a, b",
		},
		{
			Rule: "duplicate-declaration", Severity: report.SeverityError,
			Message: `duplicate alias "exec_wait" (first declared at policy/a.cue:3:10)`,
			Pos:     model.Pos{File: "policy/b.cue", Line: 12, Col: 5},
			Related: []report.Related{{Pos: model.Pos{File: "policy/a.cue", Line: 3, Col: 10}, Message: "first declaration"}},
		},
		{
			Rule: "duplicate-declaration", Severity: report.SeverityError,
			Message: `duplicate tool "x, y: z" (first declared at policy/a.cue:1:1)`,
			Pos:     model.Pos{File: "policy/a.cue", Line: 20, Col: 2},
		},
	}
}

func write(t *testing.T, format string, ds []report.Diagnostic) string {
	t.Helper()
	var b bytes.Buffer
	if err := report.Write(&b, format, ds, rules, report.Options{Version: "v1.2.3"}); err != nil {
		t.Fatalf("Write(%s): %v", format, err)
	}
	return b.String()
}

func TestText(t *testing.T) {
	got := write(t, "text", sample())
	want := `policy/a.cue:20:2: error: duplicate tool "x, y: z" (first declared at policy/a.cue:1:1) [duplicate-declaration]
policy/b.cue:12:5: error: duplicate alias "exec_wait" (first declared at policy/a.cue:3:10) [duplicate-declaration]
    policy/a.cue:3:10: first declaration
policy/providers.cue:9:11: warning: head has 24 builtin tools, over the target of 22 [budget-target]
    suggestion: defer 2 of: a, b
2 errors, 1 warning
`
	if got != want {
		t.Errorf("text output:\n%s\nwant:\n%s", got, want)
	}
	if got := write(t, "text", nil); got != "no findings\n" {
		t.Errorf("empty text output = %q, want %q", got, "no findings\n")
	}
}

func TestJSON(t *testing.T) {
	var got []report.JSONFinding
	if err := json.Unmarshal([]byte(write(t, "json", sample())), &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("got %d findings, want 3", len(got))
	}
	first := got[0]
	if first.File != "policy/a.cue" || first.Line != 20 || first.Column != 2 || first.Rule != "duplicate-declaration" || first.Severity != "error" {
		t.Errorf("first finding = %+v, want policy/a.cue:20:2 duplicate-declaration error", first)
	}
	if r := got[1].Related; len(r) != 1 || r[0].File != "policy/a.cue" || r[0].Line != 3 || r[0].Column != 10 {
		t.Errorf("related of second finding = %+v", r)
	}
	if got[2].Suggestion != "defer 2 of: a, b" {
		t.Errorf("suggestion = %q", got[2].Suggestion)
	}
	// The documented keys, and an empty run is an empty array, not null.
	var raw []map[string]any
	_ = json.Unmarshal([]byte(write(t, "json", sample())), &raw)
	for _, k := range []string{"rule", "severity", "message", "file", "line", "column", "related"} {
		if _, ok := raw[0][k]; !ok {
			t.Errorf("json finding lacks key %q", k)
		}
	}
	if got := strings.TrimSpace(write(t, "json", nil)); got != "[]" {
		t.Errorf("empty json = %q, want []", got)
	}
}

func TestGitHub(t *testing.T) {
	lines := strings.Split(strings.TrimSuffix(write(t, "github", sample()), "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("got %d lines, want 3:\n%s", len(lines), strings.Join(lines, "\n"))
	}
	want0 := `::error file=policy/a.cue,line=20,col=2,title=duplicate-declaration::duplicate tool "x, y: z" (first declared at policy/a.cue:1:1)`
	if lines[0] != want0 {
		t.Errorf("line 0 = %s\nwant     %s", lines[0], want0)
	}
	// Related positions and suggestions are on escaped extra lines of the
	// same annotation.
	want1 := `::error file=policy/b.cue,line=12,col=5,title=duplicate-declaration::duplicate alias "exec_wait" (first declared at policy/a.cue:3:10)%0Apolicy/a.cue:3:10: first declaration`
	if lines[1] != want1 {
		t.Errorf("line 1 = %s\nwant     %s", lines[1], want1)
	}
	if !strings.HasPrefix(lines[2], "::warning file=policy/providers.cue,line=9,col=11,title=budget-target::") || !strings.HasSuffix(lines[2], "%0Asuggestion: defer 2 of: a, b") {
		t.Errorf("line 2 = %s", lines[2])
	}
	// Property values escape the characters that would end them.
	ds := []report.Diagnostic{{Rule: "r", Severity: report.SeverityError, Message: "100% sure\nreally", Pos: model.Pos{File: "dir,x/a:b.cue", Line: 1, Col: 1}}}
	if got, want := write(t, "github", ds), "::error file=dir%2Cx/a%3Ab.cue,line=1,col=1,title=r::100%25 sure%0Areally\n"; got != want {
		t.Errorf("escaping: got %q, want %q", got, want)
	}
}

func TestMarkdown(t *testing.T) {
	got := write(t, "markdown", sample())
	for _, want := range []string{
		"## toolpolicy findings\n",
		"**2 errors, 1 warning**",
		"| `duplicate-declaration` | 2 | error | A name declared twice |",
		"| `budget-target` | 1 | warning | Head over target \\| budget |",
		"| error | `policy/b.cue:12:5` | `duplicate-declaration` | duplicate alias \"exec\\_wait\" (first declared at policy/a.cue:3:10)<br>policy/a.cue:3:10: first declaration |",
		"<br>*suggestion:* defer 2 of: a, b |",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("markdown lacks %q:\n%s", want, got)
		}
	}
	// Findings are listed in position order.
	if i, j := strings.Index(got, "policy/a.cue:20:2"), strings.Index(got, "policy/b.cue:12:5"); i < 0 || j < 0 || i > j {
		t.Errorf("findings out of order:\n%s", got)
	}
	if got := write(t, "markdown", nil); !strings.Contains(got, "No findings.") {
		t.Errorf("empty markdown = %q", got)
	}
}

func TestUnknownFormat(t *testing.T) {
	err := report.Write(&bytes.Buffer{}, "xml", nil, nil, report.Options{})
	var ufe *report.UnknownFormatError
	if !errors.As(err, &ufe) || !strings.Contains(err.Error(), "text, json, sarif, github, markdown") {
		t.Errorf("Write(xml) = %v, want an UnknownFormatError listing the formats", err)
	}
}

func TestDeterministic(t *testing.T) {
	for _, f := range report.Formats {
		a, b := write(t, f, sample()), write(t, f, sample())
		if a != b {
			t.Errorf("%s output differs between runs", f)
		}
	}
}
