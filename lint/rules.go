package lint

import "github.com/toolpolicy/toolpolicy/report"

// Rules is the registry, in the order --list-rules and docs/rules.md show
// it: names and states, aliases and versions, heads, providers, the driver's
// own checks last.
var Rules = []*Rule{
	duplicateDeclaration,
	duplicateListEntry,
	oneNameOneState,
	missingAliasEntry,
	aliasTarget,
	deprecationNote,
	retiredName,
	unknownReference,
	invalidVersion,
	removalSchedule,
	removalDue,
	prematureRemoval,
	replayOnRemoved,
	hiddenInHead,
	sharedImplementation,
	modeDrift,
	budgetTarget,
	budgetMax,
	blockBudgetTarget,
	blockBudgetMax,
	forbiddenText,
	cacheUnsafeHead,
	providerLimits,
	defaultProvider,
	modelClassExample,
	gateLeak,
	keepLoadedNotMCP,
	mcpState,
	deferredCard,
	noticeInPrefix,
	deadTool,
	conditionReference,
	configurationSpace,
	{
		ID:       ruleInvalidSuppression,
		Summary:  "A toolpolicy:ignore comment without a reason, or naming no rule or an unknown rule",
		Severity: report.SeverityError,
		Why: `
A suppression is a decision someone will have to revisit; the reason is what
lets them. A malformed suppression suppresses nothing, so the finding it meant
to silence is still reported too.`,
		Bad: `
// toolpolicy:ignore budget-target
providers: default: budget: {target: 22, max: 26}`,
		Good: `
// toolpolicy:ignore budget-target the diet reaches ~23 this cycle (seed 000 §5)
providers: default: budget: {target: 22, max: 26}`,
	},
	{
		ID:       ruleUnusedSuppression,
		Summary:  "A toolpolicy:ignore comment that suppresses nothing",
		Severity: report.SeverityWarning,
		Why: `
A suppression applies to findings on the line directly below it (below a
stack of suppression comments). One that matches nothing is stale — the
problem was fixed — or misplaced, and would silently hide the next finding to
land on that line.`,
		Bad: `
// toolpolicy:ignore budget-target head is over target for now
providers: arcee: first_turn: ["read_file"] // this line has no budget finding`,
		Good: `
providers: arcee: first_turn: ["read_file"]`,
	},
	{
		ID:       ruleLintConfig,
		Summary:  "lint.rules names a rule that does not exist",
		Severity: report.SeverityError,
		Why: `
A severity override for a misspelt rule id changes nothing, while its author
believes the rule is configured. The ids of both lint rules and
breaking-change rules (toolpolicy breaking --list-rules) are valid there.`,
		Bad: `
lint: rules: "budget-targets": "off"`,
		Good: `
lint: rules: "budget-target": "off"`,
	},
}
