package lint

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// MaxCardLength is the longest card, in characters, the deferred-card rule
// accepts unless the policy sets catalog: card_max_length: a card is one
// line read at a glance in a list of dozens.
const MaxCardLength = 100

var deferredCard = &Rule{
	ID:       "deferred-card",
	Summary:  "A deferred tool without a card, or with a card that is empty, multi-line or too long",
	Severity: report.SeverityError,
	Why: `
A deferred tool is advertised by its one-line card until a tool search or
tool_info loads its schema (pawwork PR #1057). Without a card the model
cannot know the tool exists; a card that spans lines or runs past ` + fmt.Sprint(MaxCardLength) + `
characters (catalog: card_max_length: sets another limit) is a description
in disguise and costs the budget the deferral was meant to save.`,
	Bad: `
tools: git_log: {state: "deferred", niche: "Commit history."}`,
	Good: `
tools: git_log: {
	state: "deferred"
	niche: "Commit history."
	card:  "Read the repository's commit history."
}`,
	Run: runDeferredCard,
}

func runDeferredCard(p *Pass) []report.Diagnostic {
	var out []report.Diagnostic
	limit := MaxCardLength
	if p.Catalog.CardMaxLength > 0 {
		limit = p.Catalog.CardMaxLength
	}
	tools := p.tools()
	for i, name := range p.toolNames() {
		t := tools[i]
		if t.State != model.StateDeferred {
			continue
		}
		// The card's position only when there is a finding: looking it up
		// for every deferred tool was most of this rule's time.
		pos := func() model.Pos { return fieldPos(p, "tools", name, "card") }
		switch n := utf8.RuneCountInString(t.Card); {
		case !t.HasCard:
			d := diag(t.Pos, "deferred tool %q has no card", name)
			d.Suggestion = "add card: a one-line summary shown while the tool is deferred"
			if t.Niche != "" {
				d.Suggestion += fmt.Sprintf(" (its niche is %q)", t.Niche)
			}
			out = append(out, d)
		case strings.TrimSpace(t.Card) == "":
			out = append(out, diag(pos(), "deferred tool %q has an empty card", name))
		case strings.ContainsAny(t.Card, "\n\r"):
			// CR, LF and CRLF each end a line; a break before or after the
			// text adds no line of text but still breaks the card's row.
			text := strings.Trim(strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(t.Card), " \t\n")
			var d report.Diagnostic
			if lines := strings.Count(text, "\n") + 1; lines > 1 {
				d = diag(pos(), "deferred tool %q has a card of %d lines; a card is one line", name, lines)
				d.Suggestion = "keep the first line; the full schema carries the rest"
			} else {
				where := "ends with"
				if strings.IndexAny(t.Card, "\r\n") < strings.Index(t.Card, text) {
					where = "starts with"
				}
				d = diag(pos(), "deferred tool %q has a card that %s a line break; a card is one line", name, where)
				d.Suggestion = "remove the line break"
			}
			out = append(out, d)
		case n > limit:
			d := diag(pos(), "deferred tool %q has a %d-character card; the limit is %d", name, n, limit)
			d.Suggestion = "shorten it to what the tool is for; the full schema carries the rest"
			out = append(out, d)
		}
	}
	return out
}
