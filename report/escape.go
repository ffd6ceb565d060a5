package report

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Policy text (descriptions, cards, notes, reasons), file names and git ref
// names reach every output, and none of them is trusted: a card can carry a
// terminal escape that retitles the window, a description can carry a
// Markdown link or image that a pull-request comment renders live. Each
// output format has one escaper here, and every writer of that format
// (lint, check, breaking, diff, explain) calls it on every string it did
// not write itself.

// Text makes s safe to print on a terminal: C0 controls other than tab and
// newline, DEL, C1 controls, the bidirectional-text controls (U+061C,
// U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) and bytes that are not
// UTF-8 are shown as Go-style escapes (\x1b, \u202e), so they are seen
// instead of acted on. Everything else, non-ASCII text included, is kept.
func Text(s string) string { return textEscape(s, false) }

// TextLine is Text for a value that must stay on one line (a card, a note,
// a file name): newlines and tabs are shown as escapes too.
func TextLine(s string) string { return textEscape(s, true) }

func textEscape(s string, oneLine bool) string {
	if !needsTextEscape(s, oneLine) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\n' && oneLine:
			b.WriteString(`\n`)
		case r == '\t' && oneLine:
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case isControl(r):
			if r < 0x80 {
				fmt.Fprintf(&b, `\x%02x`, r)
			} else {
				fmt.Fprintf(&b, `\u%04x`, r)
			}
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// isControl reports the runes Text escapes (besides tab and newline, which
// it keeps unless asked).
func isControl(r rune) bool {
	switch {
	case r < 0x20 && r != '\t' && r != '\n', r == 0x7f, 0x80 <= r && r <= 0x9f:
		return true
	case r == 0x061c, r == 0x200e, r == 0x200f, 0x202a <= r && r <= 0x202e, 0x2066 <= r && r <= 0x2069:
		return true
	}
	return false
}

func needsTextEscape(s string, oneLine bool) bool {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || isControl(r) || oneLine && (r == '\n' || r == '\t') {
			return true
		}
		i += size
	}
	return false
}

// lineBreaks turns CRLF and CR line breaks into LF; built once, since
// building a Replacer costs more than most of the texts it replaces in.
var lineBreaks = strings.NewReplacer("\r\n", "\n", "\r", "\n")

// Markdown makes s inert inline text for GitHub-flavoured Markdown, inside
// a table cell or a list item: backslash escapes for the characters that
// start emphasis, code, links and images (so `[text](url)` and `![](url)`
// stay text), entities for the ones that start HTML and entities, `\|` for
// the cell separator, a <br> for each line break (CR, LF or CRLF), so no
// break can end a row or start a heading, and entities for the characters
// GitHub's autolinker keys on (a scheme's colon, an e-mail's @, the dot of
// "www."), so a bare URL stays text too. Control characters are shown as
// Text shows them.
func Markdown(s string) string {
	s = lineBreaks.Replace(s)
	s = textEscape(s, false)
	var b strings.Builder
	for i, r := range s {
		switch r {
		case '\\', '`', '*', '_', '[', ']', '!', '~', '|':
			// The characters that start markup inside a line: emphasis,
			// code, links and images, strikethrough, the cell separator.
			// Block markup (#, -, 1.) needs a line start, and no line
			// starts inside a cell or a list item once breaks are <br>.
			b.WriteByte('\\')
			b.WriteRune(r)
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case ':':
			// A scheme's colon ("https://", "mailto:") as an entity: GitHub
			// turns bare URLs into live links, and it looks for the colon
			// in the source, where an entity is not one.
			if autolinkColon(s, i) {
				b.WriteString("&#58;")
			} else {
				b.WriteByte(':')
			}
		case '@':
			// An e-mail address is autolinked on its @.
			b.WriteString("&#64;")
		case '.':
			// "www." starts an autolink too.
			if i >= 3 && strings.EqualFold(s[i-3:i], "www") {
				b.WriteString("&#46;")
			} else {
				b.WriteByte('.')
			}
		case '\n':
			b.WriteString("<br>")
		case '\t':
			b.WriteString(" ")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// autolinkColon reports whether the colon at s[i] follows a URL scheme that
// GitHub autolinks: any letters followed by "//", or mailto: and xmpp:.
func autolinkColon(s string, i int) bool {
	if strings.HasPrefix(s[i+1:], "//") {
		return true
	}
	j := i
	for j > 0 && ('a' <= s[j-1]|0x20 && s[j-1]|0x20 <= 'z') {
		j--
	}
	word := strings.ToLower(s[j:i])
	return word == "mailto" || word == "xmpp"
}

// MarkdownCode returns s as an inline code span: a backtick fence longer
// than any run of backticks in s, `\|` for pipes (GitHub splits table
// cells on them even inside code), and line breaks and controls shown as
// Text escapes, so the span is one line and shows s as it is.
func MarkdownCode(s string) string {
	s = strings.ReplaceAll(textEscape(s, true), "|", `\|`)
	run, longest := 0, 0
	for _, r := range s {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", longest+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") || s == "" {
		s = " " + s + " "
	}
	return fence + s + fence
}
