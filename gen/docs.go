package gen

import (
	"fmt"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// manifestDoc renders the deprecation manifest as Markdown, with the columns
// of the lifecycle policy's manifest table, then the retired names.
func manifestDoc(p *model.Policy) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "<!-- %s -->\n\n", Header)
	fmt.Fprintf(&b, "# Deprecation manifest (release %s)\n\n", md(p.Release.Version))
	b.WriteString("Every old tool name kept so old transcripts replay: the canonical tool it\n")
	b.WriteString("stands for, its lifecycle state, and how long replay lasts. Calls to\n")
	b.WriteString("hidden-compatibility names are silent; calls to deprecated names carry the\n")
	b.WriteString("note in their result metadata, never in the tool catalog. Generated from the\n")
	b.WriteString("policy by `toolpolicy gen`.\n\n")

	if len(p.Aliases) == 0 {
		b.WriteString("The policy declares no aliases.\n")
	} else {
		b.WriteString("| Alias | Replacement (canonical) | Lifecycle state | first_deprecated_version | planned_removal_version | replay_supported | Note |\n")
		b.WriteString("|---|---|---|---|---|---|---|\n")
		for _, name := range model.SortedKeys(p.Aliases) {
			a := p.Aliases[name]
			state := "(not a declared tool)"
			if t := p.Tools[name]; t != nil {
				state = t.State
			}
			removal := a.PlannedRemoval
			if removal == model.TBD && a.RemovalNotBefore != "" {
				removal = "TBD (≥ " + a.RemovalNotBefore + ")"
			}
			replay := "No"
			if a.ReplaySupported {
				replay = "Yes"
			}
			note := ""
			if d, ok := p.Index().DeprecationFor(name); ok {
				note = d.Message
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s |\n",
				code(name), code(a.Replacement), md(state), md(a.FirstDeprecated), md(removal), replay, md(note))
		}
	}

	b.WriteString("\n## Retired names\n\n")
	if len(p.Retired) == 0 {
		b.WriteString("The policy retires no names.\n")
	} else {
		b.WriteString("Names that must never be registered again.\n\n")
		b.WriteString("| Name | Since | Reason |\n|---|---|---|\n")
		for _, name := range model.SortedKeys(p.Retired) {
			r := p.Retired[name]
			fmt.Fprintf(&b, "| %s | %s | %s |\n", code(name), md(r.Since), md(r.Reason))
		}
	}
	return []byte(b.String())
}

// md escapes policy text for a Markdown table cell with the escaper every
// Markdown output shares: it cannot end the cell or the row, start markup,
// or inject HTML, and control characters show as escapes.
func md(s string) string { return report.Markdown(s) }

// code renders a name as inline code (report.MarkdownCode picks a fence a
// backtick in the name cannot end).
func code(s string) string {
	if s == "" {
		return ""
	}
	return report.MarkdownCode(s)
}
