package rule_test

import (
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"cuelang.org/go/cue/parser"

	"github.com/toolpolicy/toolpolicy/breaking"
	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/rule"
)

type meta struct {
	kind                        string
	id, summary, why, bad, good string
	severity                    report.Severity
	driver                      bool // run by the lint driver itself
}

func collect[F any](kind string, rs []*rule.Rule[F], isNil func(F) bool) []meta {
	var out []meta
	for _, r := range rs {
		out = append(out, meta{kind, r.ID, r.Summary, r.Why, r.Bad, r.Good, r.Severity, isNil(r.Run)})
	}
	return out
}

// Every rule of both registries has what its docs and `lint: rules:` need:
// an ID unique across both (lint.rules could not tell which it sets
// otherwise), a one-line summary, a reason, and a bad and a good example
// that are different and parse as CUE.
func TestRegistries(t *testing.T) {
	all := append(
		collect("lint", lint.Rules, func(f func(*lint.Pass) []report.Diagnostic) bool { return f == nil }),
		collect("breaking", breaking.Rules, func(f func(_, _ *model.Policy) []report.Diagnostic) bool { return f == nil })...)
	id := regexp.MustCompile(`^[a-z]+(-[a-z]+)*$`)
	seen := map[string]string{}
	for _, r := range all {
		if !id.MatchString(r.id) {
			t.Errorf("%s rule %q: id is not kebab-case", r.kind, r.id)
		}
		if k, dup := seen[r.id]; dup {
			t.Errorf("%s rule %q: id also names a %s rule", r.kind, r.id, k)
		}
		seen[r.id] = r.kind
		if r.summary == "" || strings.HasSuffix(r.summary, ".") || strings.Contains(r.summary, "\n") {
			t.Errorf("%s: summary %q must be one line without a final period", r.id, r.summary)
		}
		if strings.TrimSpace(r.why) == "" {
			t.Errorf("%s: no reason", r.id)
		}
		if strings.TrimSpace(r.bad) == strings.TrimSpace(r.good) {
			t.Errorf("%s: the bad and the good example are the same", r.id)
		}
		for what, src := range map[string]string{"bad": r.bad, "good": r.good} {
			if strings.TrimSpace(src) == "" {
				t.Errorf("%s: no %s example", r.id, what)
			} else if _, err := parser.ParseFile(r.id+"."+what+".cue", src); err != nil {
				t.Errorf("%s: the %s example is not CUE: %v", r.id, what, err)
			}
		}
		if r.severity != report.SeverityError && r.severity != report.SeverityWarning {
			t.Errorf("%s: default severity %q", r.id, r.severity)
		}
		if r.driver && r.kind != "lint" {
			t.Errorf("%s: a breaking rule without Run", r.id)
		}
	}
}

// lint: rules: is checked once, by lint, against both registries: a
// breaking rule's id is accepted, and a misspelt one is reported with the
// closest id of either kind.
func TestOneValidation(t *testing.T) {
	const src = `package toolpolicy

release: version: "0.1.0"
tools: read_file: state: "active"
providers: default: {default: true, budget: {target: 3, max: 5}}
modes: agent: mcp: "deferred"
lint: rules: {
	"head-change":        "warning"
	"deprecation-windw":  "off"
	"budget-targett":     "off"
}
`
	p, err := compiler.Load(fstest.MapFS{"p.cue": {Data: []byte(src)}}, "p")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range lint.Run(p).Diagnostics {
		got = append(got, d.Pos.String()+" "+d.Rule+" "+d.Suggestion)
	}
	want := []string{
		"p/p.cue:9:2 lint-config did you mean deprecation-window?",
		"p/p.cue:10:2 lint-config did you mean budget-target?",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("lint findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
