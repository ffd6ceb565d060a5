package breaking

import "github.com/toolpolicy/toolpolicy/rule"

// HelpBase is where docs/breaking.md is published; each rule's SARIF helpUri
// is HelpBase + "#" + ID.
const HelpBase = "https://github.com/toolpolicy/toolpolicy/blob/main/docs/breaking.md"

// RulesMarkdown renders the registry as docs/breaking.md: how the check runs
// and is configured, an index table, one section per rule with its summary,
// default severity and doc, and the lifecycle transition table the
// transition rule enforces. The same registry gives the same bytes.
func RulesMarkdown() []byte {
	return rule.Page{
		Title: "Breaking-change rules",
		Intro: "`toolpolicy breaking --against REF` compares the policy with a previous\n" +
			"version of it (a git revision or a directory) and reports each change that\n" +
			"breaks a promise the previous policy made. Each finding names its rule id;\n" +
			"`toolpolicy breaking --list-rules` prints this list. It exits 4 when a\n" +
			"finding is at or above `--fail-level` (default `error`). Rules that judge a\n" +
			"single policy are the lint rules, in [rules.md](rules.md).\n\n" +
			"Change a rule's severity, or turn it off, in the same `lint: rules:` block\n" +
			"that configures lint rules. The setting in the new policy (the one being\n" +
			"checked) applies; a change that relaxes a rule for itself shows it in the\n" +
			"diff under review, and `toolpolicy diff` lists it among the changed fields.\n\n" +
			"```cue\nlint: rules: \"budget-regression\": \"off\" // or \"warning\", \"error\"\n```\n\n" +
			"An acknowledged head change is reported as a note whatever its rule's\n" +
			"severity, and never fails the check; turning `head-change` off drops the\n" +
			"notes too.\n\n" +
			"The examples show the current policy; a comment says what the previous one\n" +
			"had.",
		Outro: "## Lifecycle transitions\n\n" +
			"The state changes `transition` allows between two versions of a policy:\n\n" +
			TransitionsMarkdown(),
		Rules: RuleInfos(),
	}.Markdown()
}
