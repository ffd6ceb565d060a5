// Package wanttest checks findings against the expectations written beside
// the declarations of fixture policies, for lint's and breaking's fixture
// tests alike.
//
// Expected findings are written beside the declarations, analysistest-style:
//
//	read_file: {state: "active"} // want "duplicate-declaration: duplicate tool"
//
// Each quoted (or back-quoted) regexp must match exactly one finding on that
// line, tested against "rule-id: message"; "// want:next" expects the
// findings on the following line (for lines that are themselves comments).
// Every finding of any rule must be wanted, so a fixture also proves the
// other rules stay quiet.
//
// Positions are exact. A finding is expected at the first non-blank column
// of its line, unless a marker before the regexps says otherwise:
//
//	a: {replacement: "b", planned_removal: "TBD"} // want at=replacement `alias cycle`
//	first_turn: ["read_file", "grep_file"] // want at="grep_file" `not a declared tool`
//	mcp: keep_loaded: ["x", "x"] // want col=25 `listed twice`
//
// at=TOKEN names the first occurrence of an identifier or a string literal
// on the line; col=N is a 1-based byte column (a tab is one column), for
// when the token occurs twice. Two more markers check what a finding says
// beyond its message: sev=SEVERITY its severity (after the policy's
// lint: rules: settings), suggest=REGEXP (quoted) its suggestion:
//
//	checklist_write: {state: "deferred"} // want sev=error suggest=`still holds release 0\.8\.53's` `head-change: `
//
// A marker applies to the regexps after it.
//
// Independently of the markers, every finding must point at something its
// message is about (About): a name it quotes, a field it names, or
// the value of the field that it cites. A rule that reports at a block's
// start, or at a neighbouring field, fails its fixture even if someone
// wrote the wrong column into the want comment.
package wanttest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

var wantRE = regexp.MustCompile(`^//\s*want(:next)?\s+(.*)$`)

// wantArgRE splits a want comment's arguments: position markers and quoted
// or back-quoted regexps.
var wantArgRE = regexp.MustCompile("col=(\\d+)|at=(\"(?:[^\"\\\\]|\\\\.)*\"|[A-Za-z_$#][A-Za-z0-9_$#]*)|sev=([a-z]+)|suggest=(\"(?:[^\"\\\\]|\\\\.)*\"|`[^`]*`)|(\"(?:[^\"\\\\]|\\\\.)*\"|`[^`]*`)|(\\S+)")

type want struct {
	file string
	line int
	col  int
	re   *regexp.Regexp
	// sev and suggest, when set, are what the finding's severity must be
	// and what its suggestion must match.
	sev     string
	suggest *regexp.Regexp
	used    bool
}

// Sources caches fixture files by path, as findings name them.
type Sources map[string][]string

func (s Sources) line(file string, n int) string {
	ls, ok := s[file]
	if !ok {
		data, err := os.ReadFile(file)
		if err == nil {
			ls = strings.Split(string(data), "\n")
		}
		s[file] = ls
	}
	if n < 1 || n > len(ls) {
		return ""
	}
	return ls[n-1]
}

// wants parses the want comments of p. Malformed ones are returned as
// problems, so a typo in a marker cannot quietly weaken a fixture.
func wants(comments []model.Comment, src Sources) ([]*want, []string) {
	var out []*want
	var problems []string
	for _, c := range comments {
		m := wantRE.FindStringSubmatch(c.Text)
		if m == nil {
			continue
		}
		line := c.Pos.Line
		if m[1] != "" {
			line++
		}
		text := src.line(c.Pos.File, line)
		col := len(text) - len(strings.TrimLeft(text, " \t")) + 1
		n := 0
		var sev string
		var suggest *regexp.Regexp
		for _, a := range wantArgRE.FindAllStringSubmatch(m[2], -1) {
			switch {
			case a[1] != "":
				col, _ = strconv.Atoi(a[1])
			case a[2] != "":
				at := tokenIndex(text, a[2])
				if at < 0 {
					problems = append(problems, fmt.Sprintf("%s: want at=%s: no such token on line %d", c.Pos, a[2], line))
					continue
				}
				col = at + 1
			case a[3] != "":
				sev = a[3]
			case a[4] != "":
				if re, problem := compileQuoted(c.Pos.String(), a[4]); problem != "" {
					problems = append(problems, problem)
				} else {
					suggest = re
				}
			case a[5] != "":
				re, problem := compileQuoted(c.Pos.String(), a[5])
				if problem != "" {
					problems = append(problems, problem)
					continue
				}
				out = append(out, &want{file: c.Pos.File, line: line, col: col, re: re, sev: sev, suggest: suggest})
				n++
			default:
				problems = append(problems, fmt.Sprintf("%s: want comment has %q, neither a marker nor a quoted regexp", c.Pos, a[6]))
			}
		}
		if n == 0 {
			problems = append(problems, fmt.Sprintf("%s: want comment with no quoted regexp", c.Pos))
		}
	}
	return out, problems
}

// compileQuoted compiles a quoted or back-quoted regexp of a want comment,
// or says what is wrong with it.
func compileQuoted(pos, q string) (*regexp.Regexp, string) {
	s, err := strconv.Unquote(q)
	if err != nil {
		return nil, fmt.Sprintf("%s: bad want string %s: %v", pos, q, err)
	}
	re, err := regexp.Compile(s)
	if err != nil {
		return nil, fmt.Sprintf("%s: bad want regexp %q: %v", pos, s, err)
	}
	return re, ""
}

// tokenIndex returns the byte offset of the first occurrence of tok in line
// that stands as a whole token (an identifier not inside a longer one), or
// -1. Text after "//" is a comment and is not searched.
func tokenIndex(line, tok string) int {
	code := line
	if i := commentStart(line); i >= 0 {
		code = line[:i]
	}
	for off := 0; ; {
		i := strings.Index(code[off:], tok)
		if i < 0 {
			return -1
		}
		i += off
		before := i == 0 || !isIdentByte(code[i-1]) && code[i-1] != '"'
		after := i+len(tok) == len(code) || !isIdentByte(code[i+len(tok)])
		if tok[0] == '"' || before && after {
			return i
		}
		off = i + 1
	}
}

// commentStart returns where a // comment starts on a line of CUE, skipping
// "//" inside string literals, or -1.
func commentStart(line string) int {
	inStr := false
	for i := 0; i < len(line); i++ {
		switch {
		case inStr && line[i] == '\\':
			i++
		case line[i] == '"':
			inStr = !inStr
		case !inStr && strings.HasPrefix(line[i:], "//"):
			return i
		}
	}
	return -1
}

func isIdentByte(b byte) bool {
	return b == '_' || b == '$' || b == '#' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// About checks that the source at a finding's position is something
// the finding's message is about, and returns what is wrong otherwise. The
// token there may be:
//   - a string literal (a list element, a quoted label or a value) whose
//     text the message quotes;
//   - a label the message quotes ("exec_wait"), names as a word (the card,
//     release.version) or whose value it cites (replacement: "b" for an
//     alias cycle through b, target: 2 for a target of 2);
//   - a suppression comment naming a rule the message names.
func About(d report.Diagnostic, src Sources) string {
	line := src.line(d.Pos.File, d.Pos.Line)
	if d.Pos.Col < 1 || d.Pos.Col > len(line) {
		return fmt.Sprintf("column %d is outside line %d (%q)", d.Pos.Col, d.Pos.Line, line)
	}
	rest := line[d.Pos.Col-1:]
	msg := d.Message
	switch {
	case strings.HasPrefix(rest, "//"):
		body, ok := strings.CutPrefix(strings.TrimSpace(strings.TrimPrefix(rest, "//")), lint.SuppressPrefix)
		if !ok {
			return fmt.Sprintf("points at a comment that is not a suppression: %q", rest)
		}
		fields := strings.Fields(body)
		if len(fields) == 0 {
			return ""
		}
		for _, id := range strings.Split(fields[0], ",") {
			if mentions(msg, id) {
				return ""
			}
		}
		return fmt.Sprintf("points at a suppression of %s, which the message does not name", fields[0])
	case strings.HasPrefix(rest, "\""):
		q, err := strconv.QuotedPrefix(rest)
		if err != nil {
			return fmt.Sprintf("points into a string it cannot read: %q", rest)
		}
		s, _ := strconv.Unquote(q)
		if strings.Contains(msg, strconv.Quote(s)) {
			return ""
		}
		return fmt.Sprintf("points at %s, which the message does not quote", q)
	case isIdentByte(rest[0]) && (rest[0] < '0' || rest[0] > '9'):
		n := 0
		for n < len(rest) && isIdentByte(rest[n]) {
			n++
		}
		label := rest[:n]
		if strings.Contains(msg, strconv.Quote(label)) || mentions(msg, label) {
			return ""
		}
		if v := fieldValue(rest[n:]); v != "" && mentions(msg, v) {
			return ""
		}
		return fmt.Sprintf("points at %q, which the message neither names nor cites the value of", label)
	}
	return fmt.Sprintf("points at neither a label, a string nor a suppression: %q", rest)
}

// fieldValue returns the literal value after a label (": 2", `: "b"`,
// ": true"), unquoted, or "".
func fieldValue(s string) string {
	s, ok := strings.CutPrefix(strings.TrimLeft(s, " \t"), ":")
	if !ok {
		return ""
	}
	s = strings.TrimLeft(s, " \t")
	if q, err := strconv.QuotedPrefix(s); err == nil {
		v, _ := strconv.Unquote(q)
		return v
	}
	// A number or a boolean; an identifier would be the next label of a
	// shorthand (providers: arcee: …), not a value.
	n := 0
	for n < len(s) && (s[n] >= '0' && s[n] <= '9' || s[n] == '.') {
		n++
	}
	if n > 0 {
		return s[:n]
	}
	for _, b := range []string{"true", "false"} {
		if strings.HasPrefix(s, b) && (len(s) == len(b) || !isIdentByte(s[len(b)])) {
			return b
		}
	}
	return ""
}

// mentions reports whether msg contains word with no identifier character
// directly before or after it.
func mentions(msg, word string) bool {
	if word == "" {
		return false
	}
	for off := 0; ; {
		i := strings.Index(msg[off:], word)
		if i < 0 {
			return false
		}
		i += off
		j := i + len(word)
		if (i == 0 || !isWordByte(msg[i-1])) && (j == len(msg) || !isWordByte(msg[j])) {
			return true
		}
		off = i + 1
	}
}

func isWordByte(b byte) bool { return isIdentByte(b) || b == '-' }

// Check matches findings to the want comments among comments and returns
// every mismatch: a finding nobody wanted, at the wrong column, or about
// something other than what it points at (About), and a want no finding met.
func Check(comments []model.Comment, ds []report.Diagnostic) []string {
	return check(comments, ds, true)
}

// CheckPositions is Check without About: for breaking-change findings,
// which point at the change (the entry that entered a head, the field that
// switched replay off) while their message describes what it broke.
func CheckPositions(comments []model.Comment, ds []report.Diagnostic) []string {
	return check(comments, ds, false)
}

func check(comments []model.Comment, ds []report.Diagnostic, about bool) []string {
	src := Sources{}
	ws, problems := wants(comments, src)
	for _, d := range ds {
		text := d.Rule + ": " + d.Message
		if !d.Pos.IsValid() || d.Pos.Col < 1 {
			problems = append(problems, fmt.Sprintf("finding without a full position: %s", text))
			continue
		}
		var match, onLine *want
		for _, w := range ws {
			if w.used || w.file != d.Pos.File || w.line != d.Pos.Line || !w.re.MatchString(text) {
				continue
			}
			if w.col == d.Pos.Col {
				match = w
				break
			}
			if onLine == nil {
				onLine = w
			}
		}
		switch {
		case match != nil:
			match.used = true
			if match.sev != "" && string(d.Severity) != match.sev {
				problems = append(problems, fmt.Sprintf("%s: finding is %s, want %s: %s", d.Pos, d.Severity, match.sev, text))
			}
			if match.suggest != nil && !match.suggest.MatchString(d.Suggestion) {
				problems = append(problems, fmt.Sprintf("%s: suggestion %q does not match %q: %s", d.Pos, d.Suggestion, match.suggest, text))
			}
		case onLine != nil:
			onLine.used = true
			problems = append(problems, fmt.Sprintf("%s: finding at column %d, want column %d: %s", d.Pos, d.Pos.Col, onLine.col, text))
		default:
			problems = append(problems, fmt.Sprintf("%s: unexpected finding: %s", d.Pos, text))
		}
		if why := About(d, src); about && why != "" {
			problems = append(problems, fmt.Sprintf("%s: finding %s; %s", d.Pos, why, text))
		}
	}
	for _, w := range ws {
		if !w.used {
			problems = append(problems, fmt.Sprintf("%s:%d:%d: no finding matched %q", w.file, w.line, w.col, w.re))
		}
	}
	return problems
}

// Cases runs the fixture folders testdata/<rule>/<case>/ of the rules named
// by ids (any other folder in testdata is an error, except those in skip):
// a case whose name starts with "bad" must make its rule fire, one starting
// with "good" must not, and each rule needs both. run loads a case and
// returns its findings and the problems Check or CheckPositions found;
// fires says whether a finding of the rule counts as firing.
func Cases(t *testing.T, ids []string, skip map[string]bool,
	run func(t *testing.T, dir string) ([]report.Diagnostic, []string), fires func(report.Diagnostic) bool) {
	t.Helper()
	known := map[string]bool{}
	for _, id := range ids {
		known[id] = true
		cases, err := os.ReadDir(filepath.Join("testdata", id))
		if err != nil {
			t.Errorf("rule %s has no fixture folder testdata/%s", id, id)
			continue
		}
		var bad, good int
		for _, c := range cases {
			isBad := strings.HasPrefix(c.Name(), "bad")
			if !c.IsDir() || !isBad && !strings.HasPrefix(c.Name(), "good") {
				t.Errorf("testdata/%s/%s: a case is a folder named bad… or good…", id, c.Name())
				continue
			}
			if isBad {
				bad++
			} else {
				good++
			}
			dir := filepath.Join("testdata", id, c.Name())
			t.Run(id+"/"+c.Name(), func(t *testing.T) {
				ds, problems := run(t, dir)
				for _, p := range problems {
					t.Error(p)
				}
				fired := 0
				for _, d := range ds {
					if d.Rule == id && fires(d) {
						fired++
					}
				}
				if isBad && fired == 0 {
					t.Errorf("rule %s did not fire on its bad case", id)
				}
				if !isBad && fired > 0 {
					t.Errorf("rule %s fired %d times on its good case", id, fired)
				}
			})
		}
		if bad == 0 || good == 0 {
			t.Errorf("testdata/%s needs a bad and a good case (has %d bad, %d good)", id, bad, good)
		}
	}
	entries, _ := os.ReadDir("testdata")
	for _, e := range entries {
		if e.IsDir() && !known[e.Name()] && !skip[e.Name()] {
			t.Errorf("testdata/%s: no rule has that id", e.Name())
		}
	}
}
