package report

import (
	"io"
	"sort"
)

// writeMarkdown prints a summary for a pull-request comment or
// $GITHUB_STEP_SUMMARY: a heading, the count, a per-rule table and a table
// of findings.
func writeMarkdown(w io.Writer, ds []Diagnostic, rules []RuleInfo, opts Options) error {
	ew := &errWriter{w: w}
	title := opts.Title
	if title == "" {
		title = opts.tool() + " findings"
	}
	ew.printf("## %s\n\n", Markdown(title))
	if len(ds) == 0 {
		ew.printf("No findings.\n")
		return ew.err
	}
	ew.printf("**%s**\n\n", Summary(ds))

	// Per-rule counts, in registry order; rules the registry does not know
	// (there should be none) follow in name order.
	count := map[string]int{}
	sev := map[string]Severity{}
	for _, d := range ds {
		count[d.Rule]++
		if d.Severity.Rank() > sev[d.Rule].Rank() {
			sev[d.Rule] = d.Severity
		}
	}
	summaries := map[string]string{}
	var order []string
	for _, r := range rules {
		summaries[r.ID] = r.Summary
		if count[r.ID] > 0 {
			order = append(order, r.ID)
		}
	}
	var extra []string
	for id := range count {
		if _, ok := summaries[id]; !ok {
			extra = append(extra, id)
		}
	}
	sort.Strings(extra)
	order = append(order, extra...)
	ew.printf("| Rule | Findings | Severity | What it checks |\n|---|---:|---|---|\n")
	for _, id := range order {
		ew.printf("| %s | %d | %s | %s |\n", MarkdownCode(id), count[id], sev[id], Markdown(summaries[id]))
	}

	ew.printf("\n| Severity | Location | Rule | Message |\n|---|---|---|---|\n")
	for _, d := range ds {
		msg := Markdown(d.Message)
		for _, r := range d.Related {
			msg += "<br>" + Markdown(r.Pos.String()+": "+r.Message)
		}
		if d.Suggestion != "" {
			msg += "<br>*suggestion:* " + Markdown(d.Suggestion)
		}
		loc := "-"
		if l := location(d.Pos); l != "" {
			loc = MarkdownCode(l)
		}
		ew.printf("| %s | %s | %s | %s |\n", d.Severity, loc, MarkdownCode(d.Rule), msg)
	}
	return ew.err
}
