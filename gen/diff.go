package gen

import (
	"fmt"
	"strings"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// diffContext is the number of unchanged lines shown around a change.
const diffContext = 3

// line is one line of a diff with its operation.
type line struct {
	op   diffmatchpatch.Operation
	text string // without the newline
	eol  bool   // the line ended with a newline
}

// lineDiff returns the line-level edit script from a to b.
func lineDiff(a, b string) []line {
	dmp := diffmatchpatch.New()
	// No deadline: a timeout would make the diff depend on machine speed.
	dmp.DiffTimeout = 0
	ra, rb, lines := dmp.DiffLinesToRunes(a, b)
	diffs := dmp.DiffCharsToLines(dmp.DiffMainRunes(ra, rb, false), lines)
	var out []line
	for _, d := range diffs {
		text := d.Text
		for text != "" {
			i := strings.IndexByte(text, '\n')
			if i < 0 {
				out = append(out, line{op: d.Type, text: text})
				break
			}
			out = append(out, line{op: d.Type, text: text[:i], eol: true})
			text = text[i+1:]
		}
	}
	return out
}

// UnifiedDiff renders the change from old to new as a unified diff with
// `--- a/name` and `+++ b/name` headers and `@@` hunks, the form git and
// patch read. Equal inputs give "".
func UnifiedDiff(name string, old, new []byte) string {
	if string(old) == string(new) {
		return ""
	}
	lines := lineDiff(string(old), string(new))
	var b strings.Builder
	// An absolute path reads as one relative to "/", as git would write it.
	name = strings.TrimPrefix(name, "/")
	fmt.Fprintf(&b, "--- a/%s\n+++ b/%s\n", name, name)

	// Walk the script, cutting it into hunks: each change with up to
	// diffContext equal lines either side, joining changes that are closer
	// than twice that.
	n := len(lines)
	oldNo := make([]int, n+1) // line number in old before lines[i]
	newNo := make([]int, n+1)
	for i, l := range lines {
		oldNo[i+1], newNo[i+1] = oldNo[i], newNo[i]
		if l.op != diffmatchpatch.DiffInsert {
			oldNo[i+1]++
		}
		if l.op != diffmatchpatch.DiffDelete {
			newNo[i+1]++
		}
	}
	for i := 0; i < n; {
		if lines[i].op == diffmatchpatch.DiffEqual {
			i++
			continue
		}
		start := max(0, i-diffContext)
		end := i // exclusive; grows over changes and short equal runs
		for end < n {
			if lines[end].op != diffmatchpatch.DiffEqual {
				end++
				continue
			}
			run := end
			for run < n && lines[run].op == diffmatchpatch.DiffEqual {
				run++
			}
			if run == n || run-end > 2*diffContext {
				end = min(n, end+diffContext)
				break
			}
			end = run
		}
		oldLen, newLen := oldNo[end]-oldNo[start], newNo[end]-newNo[start]
		fmt.Fprintf(&b, "@@ -%s +%s @@\n", hunkRange(oldNo[start], oldLen), hunkRange(newNo[start], newLen))
		for _, l := range lines[start:end] {
			switch l.op {
			case diffmatchpatch.DiffEqual:
				b.WriteByte(' ')
			case diffmatchpatch.DiffDelete:
				b.WriteByte('-')
			case diffmatchpatch.DiffInsert:
				b.WriteByte('+')
			}
			b.WriteString(l.text)
			b.WriteByte('\n')
			if !l.eol {
				b.WriteString("\\ No newline at end of file\n")
			}
		}
		i = end
	}
	return b.String()
}

// hunkRange formats one side of a hunk header: "start,len", where start is
// 1-based, and an empty side names the line before it.
func hunkRange(before, length int) string {
	if length == 0 {
		return fmt.Sprintf("%d,0", before)
	}
	if length == 1 {
		return fmt.Sprintf("%d", before+1)
	}
	return fmt.Sprintf("%d,%d", before+1, length)
}

// FirstChange returns the 1-based line of old where new first differs from
// it: where a reader should look first.
func FirstChange(old, new []byte) int {
	n := 1
	for _, l := range lineDiff(string(old), string(new)) {
		if l.op != diffmatchpatch.DiffEqual {
			return n
		}
		n++
	}
	return n
}
