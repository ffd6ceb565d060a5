package lint

import "github.com/toolpolicy/toolpolicy/rule"

// RulesMarkdown renders the registry as docs/rules.md: an index table, then
// one section per rule with its summary, default severity and doc. The same
// registry gives the same bytes.
func RulesMarkdown() []byte {
	return rule.Page{
		Title: "Lint rules",
		Intro: "`toolpolicy lint` checks a policy against these rules. Each finding names\n" +
			"its rule id; `toolpolicy lint --list-rules` prints this list.\n\n" +
			"Change a rule's severity, or turn it off, in the policy:\n\n" +
			"```cue\nlint: rules: \"budget-target\": \"off\" // or \"warning\", \"error\"\n```\n\n" +
			"The same block sets the severity of the breaking-change rules that\n" +
			"`toolpolicy breaking` runs against a previous policy; they are documented in\n" +
			"[breaking.md](breaking.md).\n\n" +
			"Suppress one finding with a comment on the line directly above the\n" +
			"declaration it points at (the reason is mandatory):\n\n" +
			"```cue\n// " + SuppressPrefix + " budget-target the diet reaches ~23 this cycle\n```",
		Rules: RuleInfos(),
	}.Markdown()
}
