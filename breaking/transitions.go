package breaking

import (
	"fmt"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// Transition is one allowed change of a name's lifecycle state between two
// versions of a policy.
type Transition struct {
	From, To string
	// When is the condition under which the transition is allowed, and the
	// rules that check it; empty means always.
	When string
}

// dueWhen is the condition on the two edges into removed.
const dueWhen = "only once due: its planned removal version is reached (replay) and the deprecation window has passed (deprecation-window)"

// Transitions is the lifecycle's transition table: every state change
// between two versions of a policy not listed here is reported by the
// transition rule. Names may enter the policy in any state, a name leaves
// only through removed, and nothing leaves removed (the tombstone rule).
// docs/policy.md renders this table; a test keeps the two identical.
var Transitions = []Transition{
	{model.StateActive, model.StateDeferred, ""},
	{model.StateActive, model.StateHidden, ""},
	{model.StateActive, model.StateDeprecated, ""},
	{model.StateDeferred, model.StateActive, ""},
	{model.StateDeferred, model.StateHidden, ""},
	{model.StateDeferred, model.StateDeprecated, ""},
	{model.StateHidden, model.StateDeprecated, ""},
	{model.StateHidden, model.StateRemoved, dueWhen},
	{model.StateDeprecated, model.StateHidden, ""},
	{model.StateDeprecated, model.StateRemoved, dueWhen},
}

// Allowed reports whether the table lets a name move from one state to another.
func Allowed(from, to string) bool {
	if from == to {
		return true
	}
	for _, t := range Transitions {
		if t.From == from && t.To == to {
			return true
		}
	}
	return false
}

// allowedFrom lists the states a name in state from may move to.
func allowedFrom(from string) []string {
	var out []string
	for _, t := range Transitions {
		if t.From == from {
			out = append(out, t.To)
		}
	}
	return out
}

// TransitionsMarkdown renders the transition table for docs/policy.md.
func TransitionsMarkdown() string {
	var b strings.Builder
	b.WriteString("| From | To | Allowed |\n|---|---|---|\n")
	for _, t := range Transitions {
		when := "always"
		if t.When != "" {
			when = t.When
		}
		fmt.Fprintf(&b, "| %s | %s | %s |\n", t.From, t.To, when)
	}
	b.WriteString("\nEvery other change of state is reported by `transition`. A new name may enter\n" +
		"the policy in any state. A name leaves the policy only through `removed`, and a\n" +
		"removed name stays declared forever: deleting it, or registering it again, is\n" +
		"reported by `tombstone`.\n")
	return b.String()
}

// TransitionRule reports state changes the lifecycle does not allow.
var TransitionRule = &Rule{
	ID:       "transition",
	Summary:  "a tool changed lifecycle state in a way the lifecycle does not allow",
	Severity: report.SeverityError,
	Why: `
Names move through the lifecycle in one direction: visible (active,
deferred), then invisible but dispatchable (hidden-compatibility, deprecated),
then removed, once due. Skipping the invisible stage, making a retired synonym
visible again, or deleting a live name outright breaks the promise that old
transcripts replay and that a model never relearns a synonym. The allowed
transitions are listed below and in docs/policy.md ("Lifecycle transitions").
A deliberate exception — un-deprecation (deprecated → active), as CodeWhale
did with todo_write — is acknowledged in release.transitions and then
reported as a note.`,
	Bad: `
// previous: exec_wait: {state: "active"}
tools: exec_wait: {state: "removed"}`,
	Good: `
tools: exec_wait: {state: "hidden-compatibility"}`,
	Run: runTransition,
}

func runTransition(old, new *model.Policy) []report.Diagnostic {
	var out []report.Diagnostic
	for _, name := range union(old.Tools, new.Tools) {
		from, to := stateOf(old, name), stateOf(new, name)
		switch {
		case from == to, from == "", from == model.StateRemoved:
			// New names may start anywhere; removed names are the tombstone rule's.
			continue
		case to == "":
			out = append(out, finding(old.Tools[name].Pos, fmt.Sprintf(
				"%s (%s) is no longer declared; a name leaves the policy only through removed, and its declaration stays as a tombstone",
				name, from)))
		case !Allowed(from, to) && acknowledged(new, name, from, to) != nil:
			ack := acknowledged(new, name, from, to)
			d := finding(new.Tools[name].Pos, fmt.Sprintf("%s moved %s → %s, acknowledged in release.transitions (%q)", name, from, to, ack.Reason),
				report.Related{Pos: ack.Pos, Message: "acknowledged here"})
			d.Severity = SeverityNote
			out = append(out, d)
		case !Allowed(from, to):
			out = append(out, finding(new.Tools[name].Pos, fmt.Sprintf(
				"%s moved %s → %s, which the lifecycle does not allow; from %s a name may move to %s",
				name, from, to, from, joinStates(allowedFrom(from)))))
		}
	}
	return out
}

// acknowledged returns the new policy's release.transitions entry for a
// state change, or nil. Real harnesses take paths the table refuses on
// purpose: CodeWhale made todo_write canonical again (deprecated → active).
func acknowledged(p *model.Policy, name, from, to string) *model.TransitionAck {
	for i := range p.Release.Transitions {
		t := &p.Release.Transitions[i]
		if t.Tool == name && t.From == from && t.To == to {
			return t
		}
	}
	return nil
}

func joinStates(s []string) string {
	switch len(s) {
	case 0:
		return "nothing"
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}
