package report_test

import (
	"bytes"
	stdhtml "html"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gmhtml "github.com/yuin/goldmark/renderer/html"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// hostile holds what a policy, a file name or a ref name may carry: terminal
// escapes (CSI, OSC retitling the window, the C1 CSI), bidi overrides, lone
// CR and LF, NUL, DEL, bytes that are not UTF-8, and Markdown and HTML that
// would render live.
var hostile = []string{
	"\x1b[31mred\x1b[0m",
	"\x1b]0;pwned\x07",
	"\u009b31mC1 CSI",
	"\u0085next line",
	"abc\u202edcba\u202c",
	"\u2066isolate\u2069 \u200emark\u200f \u061carabic",
	"nul\x00del\x7f",
	"bad\xffutf8",
	"[click](https://evil.example)",
	"![pixel](https://evil.example/p.png)",
	"<img src=x onerror=alert(1)>",
	"<script>alert(1)</script>",
	"a|b||c",
	"``code`` and `x`",
	"line\rone\n# heading\r\n- item",
	"*bold* _em_ ~~gone~~",
	"see https://evil.example/login for details",
	"HTTP://EVIL.EXAMPLE and ftp://evil.example/f",
	"visit www.evil.example today, or WWW.EVIL.EXAMPLE",
	"write to admin@evil.example",
	"mailto:admin@evil.example and xmpp:bot@evil.example",
	"<https://evil.example>",
	"&lt;script&gt; &#60;b&#62;",
}

// raw reports the first character Text must never let through.
func raw(s string) string {
	for _, r := range s {
		switch {
		case r < 0x20 && r != '\t' && r != '\n', r == 0x7f, 0x80 <= r && r <= 0x9f,
			r == 0x061c, r == 0x200e, r == 0x200f, 0x202a <= r && r <= 0x202e, 0x2066 <= r && r <= 0x2069, r == 0xfffd:
			return string(r)
		}
	}
	return ""
}

func TestTextShowsControls(t *testing.T) {
	for _, h := range hostile {
		got := report.Text(h)
		if c := raw(got); c != "" {
			t.Errorf("Text(%q) = %q keeps %q", h, got, c)
		}
		if line := report.TextLine(h); strings.ContainsAny(line, "\n\t") || raw(line) != "" {
			t.Errorf("TextLine(%q) = %q is not one inert line", h, line)
		}
	}
	for in, want := range map[string]string{
		"\x1b]0;pwned\x07":   `\x1b]0;pwned\x07`,
		"\u009b31m":          `\u009b31m`,
		"abc\u202edcba":      `abc\u202edcba`,
		"bad\xffutf8":        `bad\xffutf8`,
		"tab\tand\nnewline":  "tab\tand\nnewline",
		"café, naïve, 東京, ✓": "café, naïve, 東京, ✓",
	} {
		if got := report.Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}

var (
	liveLink  = regexp.MustCompile(`(^|[^\\])\]\(`)        // ](  not escaped
	liveHTML  = regexp.MustCompile(`<[A-Za-z/!?]`)         // a tag or comment
	cellPipes = regexp.MustCompile(`(^|[^\\])((\\\\)*)\|`) // an unescaped |
)

func TestMarkdownIsInert(t *testing.T) {
	for _, h := range hostile {
		got := report.Markdown(h)
		if liveLink.MatchString(got) || liveHTML.MatchString(strings.ReplaceAll(got, "<br>", "")) {
			t.Errorf("Markdown(%q) = %q has live link or HTML syntax", h, got)
		}
		if strings.ContainsAny(got, "\r\n") || cellPipes.MatchString(got) || raw(got) != "" {
			t.Errorf("Markdown(%q) = %q could leave its cell", h, got)
		}
		code := report.MarkdownCode(h)
		if strings.ContainsAny(code, "\r\n") || cellPipes.MatchString(code) || raw(code) != "" {
			t.Errorf("MarkdownCode(%q) = %q could leave its cell", h, code)
		}
	}
	if got, want := report.MarkdownCode("a `b` c"), "``a `b` c``"; got != want {
		t.Errorf("MarkdownCode fence = %q, want %q", got, want)
	}
}

// TestMarkdownRendersInert renders each hostile string, escaped, in a table
// cell with a GitHub-flavoured Markdown renderer (goldmark with the GFM
// extensions: tables, autolinks, strikethrough) and checks what a reader of
// the pull-request comment would see: no link, image or HTML element, one
// row of two cells, and the text itself, character for character.
func TestMarkdownRendersInert(t *testing.T) {
	// GitHub lets <br> through its sanitiser; so does this renderer, so
	// any other HTML that leaked would show as an element.
	md := goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithRendererOptions(gmhtml.WithUnsafe()))
	elem := regexp.MustCompile(`<(a|img|script|em|strong|del|code|h[1-6]|li|ul)[ >]`)
	for _, h := range hostile {
		src := "| a | b |\n|---|---|\n| x | " + report.Markdown(h) + " |\n"
		var out bytes.Buffer
		if err := md.Convert([]byte(src), &out); err != nil {
			t.Fatal(err)
		}
		html := out.String()
		if m := elem.FindString(html); m != "" {
			t.Errorf("Markdown(%q) renders %s: %s", h, m, html)
		}
		if n := strings.Count(html, "<td>"); n != 2 {
			t.Errorf("Markdown(%q) renders %d cells, want 2: %s", h, n, html)
		}
		// The cell shows the text (as Text shows it, line breaks as <br>).
		cell := html[strings.LastIndex(html, "<td>")+4:]
		cell = cell[:strings.Index(cell, "</td>")]
		shown := stdhtml.UnescapeString(strings.ReplaceAll(cell, "<br>", "\n"))
		want := strings.ReplaceAll(report.Text(strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(h)), "\t", " ")
		if shown != want {
			t.Errorf("Markdown(%q) shows %q, want %q", h, shown, want)
		}
	}
}

// Every writer of the text and markdown formats escapes every string a
// diagnostic carries: message, file, related positions and messages, and the
// suggestion.
func TestFormatsEscapeEveryField(t *testing.T) {
	var ds []report.Diagnostic
	for i, h := range hostile {
		ds = append(ds, report.Diagnostic{
			Rule: "r", Severity: report.SeverityError, Message: "msg " + h,
			Pos:        model.Pos{File: "policy/" + h + ".cue", Line: i + 1, Col: 1},
			Related:    []report.Related{{Pos: model.Pos{File: h + ".cue", Line: 1, Col: 1}, Message: "rel " + h}},
			Suggestion: "sug " + h,
		})
	}
	var text bytes.Buffer
	if err := report.Write(&text, "text", ds, nil, report.Options{Title: "title " + hostile[1]}); err != nil {
		t.Fatal(err)
	}
	if c := raw(text.String()); c != "" {
		t.Errorf("text output carries %q raw:\n%s", c, text.String())
	}
	// One line per finding, one per related position, one per suggestion,
	// and the count: no CR or LF from the input starts a line.
	if n, want := strings.Count(text.String(), "\n"), 3*len(ds)+1; n != want {
		t.Errorf("text output has %d lines, want %d", n, want)
	}
	var md bytes.Buffer
	if err := report.Write(&md, "markdown", ds, nil, report.Options{Title: "title " + hostile[8]}); err != nil {
		t.Fatal(err)
	}
	out := md.String()
	if c := raw(out); c != "" {
		t.Errorf("markdown output carries %q raw", c)
	}
	// Code spans are inert; outside them nothing may be live.
	if prose := stripCode(out); liveLink.MatchString(prose) || liveHTML.MatchString(strings.ReplaceAll(prose, "<br>", "")) {
		t.Errorf("markdown output has live link or HTML syntax:\n%s", out)
	}
	rows := 0
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "| error |") {
			rows++
			if n := len(cellPipes.FindAllString(line, -1)); n != 5 {
				t.Errorf("row with %d cell separators, want 5: %s", n, line)
			}
		}
	}
	if rows != len(ds) {
		t.Errorf("%d finding rows, want %d:\n%s", rows, len(ds), out)
	}
}

// stripCode removes inline code spans (a run of n backticks up to the next
// run of exactly n), which Markdown shows literally.
func stripCode(s string) string {
	var b strings.Builder
	run := func(i int) int {
		n := 0
		for i+n < len(s) && s[i+n] == '`' {
			n++
		}
		return n
	}
	for i := 0; i < len(s); {
		if s[i] == '\\' && i+1 < len(s) {
			b.WriteString(s[i : i+2])
			i += 2
			continue
		}
		if n := run(i); n > 0 {
			j := i + n
			for j < len(s) {
				if m := run(j); m == n {
					break
				} else if m > 0 {
					j += m
				} else {
					j++
				}
			}
			i = j + n
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}
