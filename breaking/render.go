package breaking

import (
	"fmt"
	"io"
	"strings"

	"github.com/toolpolicy/toolpolicy/report"
)

// Sections chooses what a rendered summary includes.
type Sections struct {
	// Changes includes every other changed field (toolpolicy diff).
	Changes bool
	// Unchanged includes heads that did not change at all.
	Unchanged bool
}

func stateOrNone(s, none string) string {
	if s == "" {
		return none
	}
	return s
}

// arrow prints "a → b", or just "a" when both are the same.
func arrow(a, b string) string {
	if a == b {
		return a
	}
	return a + " → " + b
}

func headCounts(h *HeadSummary) (count, headroom, fp string) {
	switch {
	case h.Old == nil:
		return fmt.Sprintf("%d builtin (new)", h.New.Builtin),
			fmt.Sprintf("target %d, max %d", h.New.Target-h.New.Builtin, h.New.Max-h.New.Builtin),
			ShortFingerprint(h.New.Fingerprint)
	case h.New == nil:
		return fmt.Sprintf("%d builtin → gone", h.Old.Builtin),
			fmt.Sprintf("target %d, max %d", h.Old.Target-h.Old.Builtin, h.Old.Max-h.Old.Builtin),
			ShortFingerprint(h.Old.Fingerprint) + " → gone"
	}
	o, n := h.Old, h.New
	return arrow(fmt.Sprint(o.Builtin), fmt.Sprint(n.Builtin)) + " builtin",
		fmt.Sprintf("target %s, max %s",
			arrow(fmt.Sprint(o.Target-o.Builtin), fmt.Sprint(n.Target-n.Builtin)),
			arrow(fmt.Sprint(o.Max-o.Builtin), fmt.Sprint(n.Max-n.Builtin))),
		arrow(ShortFingerprint(o.Fingerprint), ShortFingerprint(n.Fingerprint))
}

func headStatus(h *HeadSummary) string {
	switch {
	case h.Old == nil:
		return "new"
	case h.Changed && h.Acknowledged != "":
		return "changed (acknowledged)"
	case h.Changed:
		return "changed"
	case len(h.Moves) > 0:
		return "head unchanged"
	}
	return "unchanged"
}

func movesText(ms []Move) string {
	var parts []string
	for _, m := range ms {
		parts = append(parts, fmt.Sprintf("%s %s → %s", m.Name, stateOrNone(m.From, "(new)"), stateOrNone(m.To, "(deleted)")))
	}
	return strings.Join(parts, ", ")
}

// shownHeads returns the heads worth showing: every head that changed or
// had a name move, and the unchanged ones when asked.
func (s *Summary) shownHeads(sec Sections) []*HeadSummary {
	var out []*HeadSummary
	for _, h := range s.Heads {
		if sec.Unchanged || h.Changed || h.Old == nil || len(h.Moves) > 0 {
			out = append(out, h)
		}
	}
	return out
}

// WriteText prints the summary for a terminal, then the findings in the
// text format lint uses.
func WriteText(w io.Writer, s *Summary, sec Sections) error {
	var b strings.Builder
	// Names, paths, refs and field values come from the policies and the
	// command line: report.TextLine shows their control characters.
	fmt.Fprintf(&b, "%s (%s) against %s (%s)\n", report.TextLine(s.Policy), report.TextLine(s.NewVersion), report.TextLine(s.Against), report.TextLine(s.OldVersion))

	fmt.Fprintf(&b, "\nlifecycle: %d change%s\n", len(s.Lifecycle), plural(len(s.Lifecycle)))
	width := 0
	for _, c := range s.Lifecycle {
		width = max(width, len(c.Name))
	}
	for _, c := range s.Lifecycle {
		fmt.Fprintf(&b, "  %-*s  %s → %s\n", width, report.TextLine(c.Name), stateOrNone(c.From, "(new)"), stateOrNone(c.To, "(deleted)"))
	}

	heads := s.shownHeads(sec)
	fmt.Fprintf(&b, "\nheads: %d of %d changed\n", countChanged(s.Heads), len(s.Heads))
	for _, h := range heads {
		count, headroom, fp := headCounts(h)
		fmt.Fprintf(&b, "  %s: %s; %s; headroom %s; %s\n", report.TextLine(h.Target()), report.TextLine(headStatus(h)), count, headroom, fp)
		if len(h.Entered) > 0 {
			fmt.Fprintf(&b, "    entered: %s\n", report.TextLine(strings.Join(h.Entered, ", ")))
		}
		if len(h.Left) > 0 {
			fmt.Fprintf(&b, "    left: %s\n", report.TextLine(strings.Join(h.Left, ", ")))
		}
		if len(h.Moves) > 0 {
			fmt.Fprintf(&b, "    moved: %s\n", report.TextLine(movesText(h.Moves)))
		}
		if h.Acknowledged != "" {
			fmt.Fprintf(&b, "    acknowledged: %q\n", h.Acknowledged)
		}
	}

	if sec.Changes {
		fmt.Fprintf(&b, "\nother changes: %d\n", len(s.Changes))
		for _, c := range s.Changes {
			fmt.Fprintf(&b, "  %s: %s\n", report.TextLine(c.Path), report.TextLine(changeText(c)))
		}
	}
	fmt.Fprintf(&b, "\nbreaking findings:\n")
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	return report.Write(w, "text", s.Findings, RuleInfos(), report.Options{})
}

func countChanged(hs []*HeadSummary) int {
	n := 0
	for _, h := range hs {
		if h.Changed {
			n++
		}
	}
	return n
}

func changeText(c FieldChange) string {
	switch {
	case c.Old == "declared":
		return "deleted"
	case c.New == "declared":
		return "added"
	case c.Old == "":
		return "(none) → " + c.New
	case c.New == "":
		return c.Old + " → (none)"
	}
	return c.Old + " → " + c.New
}

// mdCell keeps text inside one markdown table cell, inert.
func mdCell(s string) string { return report.Markdown(s) }

func mdNames(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = report.MarkdownCode(n)
	}
	return strings.Join(out, ", ")
}

// WriteMarkdown prints the summary as a pull-request comment: heads with
// fingerprints and headroom, moves between states, lifecycle changes,
// (optionally) every other change, then the findings table lint uses.
func WriteMarkdown(w io.Writer, s *Summary, sec Sections) error {
	var b strings.Builder
	fmt.Fprintf(&b, "## Policy change: %s (%s) → %s (%s)\n\n", report.MarkdownCode(s.Against), mdCell(s.OldVersion), report.MarkdownCode(s.Policy), mdCell(s.NewVersion))
	e, wn := report.Counts(s.Findings)
	notes := len(s.Findings) - e - wn
	fmt.Fprintf(&b, "**%d breaking error%s, %d warning%s, %d acknowledged head change%s**\n\n",
		e, plural(e), wn, plural(wn), notes, plural(notes))

	heads := s.shownHeads(sec)
	fmt.Fprintf(&b, "### First-turn heads (%d of %d changed)\n\n", countChanged(s.Heads), len(s.Heads))
	if len(heads) == 0 {
		b.WriteString("No head changed and no tool moved.\n\n")
	} else {
		b.WriteString("| Provider × mode | Status | Builtin tools | Headroom | Fingerprint | Entered | Left |\n|---|---|---|---|---|---|---|\n")
		for _, h := range heads {
			count, headroom, fp := headCounts(h)
			status := headStatus(h)
			if h.Acknowledged != "" {
				status += ": " + h.Acknowledged
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s |\n", mdCell(h.Target()), mdCell(status), count,
				headroom, report.MarkdownCode(fp), mdNames(h.Entered), mdNames(h.Left))
		}
		b.WriteString("\n")
		var moved []*HeadSummary
		for _, h := range heads {
			if len(h.Moves) > 0 {
				moved = append(moved, h)
			}
		}
		if len(moved) > 0 {
			b.WriteString("Moves between catalog partitions:\n\n")
			// Heads with the same moves (usually every mode of a provider)
			// share one line.
			for i := 0; i < len(moved); {
				text := movesText(moved[i].Moves)
				targets := []string{moved[i].Target()}
				j := i + 1
				for ; j < len(moved) && movesText(moved[j].Moves) == text; j++ {
					targets = append(targets, moved[j].Target())
				}
				fmt.Fprintf(&b, "- **%s**: %s\n", mdCell(strings.Join(targets, ", ")), mdCell(text))
				i = j
			}
			b.WriteString("\n")
		}
	}

	fmt.Fprintf(&b, "### Lifecycle (%d change%s)\n\n", len(s.Lifecycle), plural(len(s.Lifecycle)))
	if len(s.Lifecycle) > 0 {
		b.WriteString("| Tool | Before | After |\n|---|---|---|\n")
		for _, c := range s.Lifecycle {
			fmt.Fprintf(&b, "| %s | %s | %s |\n", report.MarkdownCode(c.Name), stateOrNone(c.From, "(new)"), stateOrNone(c.To, "(deleted)"))
		}
		b.WriteString("\n")
	}
	if sec.Changes {
		fmt.Fprintf(&b, "### Other changes (%d)\n\n", len(s.Changes))
		if len(s.Changes) > 0 {
			b.WriteString("| Field | Change |\n|---|---|\n")
			for _, c := range s.Changes {
				fmt.Fprintf(&b, "| %s | %s |\n", report.MarkdownCode(c.Path), mdCell(changeText(c)))
			}
			b.WriteString("\n")
		}
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	return report.Write(w, "markdown", s.Findings, RuleInfos(), report.Options{Title: "Breaking changes against " + s.Against})
}
