package report

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"regexp"
	"strconv"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/toolpolicy/toolpolicy/model"
)

// FingerprintKey names the partialFingerprints entry toolpolicy writes. The
// "/v1" lets a future change of the recipe start a new series instead of
// silently re-identifying every alert.
const FingerprintKey = "toolpolicyFinding/v1"

// posInText matches a file:line:col that a message may quote (e.g. "first
// declared at a.cue:3:10"); fingerprints drop it so that an edit elsewhere in
// the file does not turn one finding into a new alert.
var posInText = regexp.MustCompile(`\S+\.cue:\d+:\d+`)

// writeSARIF prints a SARIF 2.1.0 log with one run: tool.driver.rules is the
// rule table, and each result carries its rule index, level, physical
// location, related locations and a partial fingerprint that survives line
// moves (GitHub code scanning uses it to track an alert across commits).
func writeSARIF(w io.Writer, ds []Diagnostic, rules []RuleInfo, opts Options) error {
	rep := sarif.NewReport()
	run := sarif.NewRunWithInformationURI(opts.tool(), opts.InformationURI)
	if opts.InformationURI == "" {
		run.Tool.Driver.InformationURI = nil
	}
	if opts.Version != "" {
		run.Tool.Driver.WithVersion(opts.Version)
	}
	known := map[string]bool{}
	addRule := func(r RuleInfo) {
		known[r.ID] = true
		rd := run.AddRule(r.ID).WithName(ruleName(r.ID)).WithDescription(r.Summary)
		if r.Doc != "" {
			rd.WithFullDescription(sarif.NewMultiformatMessageString().WithText(r.Summary)).
				WithHelp(sarif.NewMultiformatMessageString().WithText(r.Doc).WithMarkdown(r.Doc))
		}
		if r.HelpURI != "" {
			rd.WithHelpURI(r.HelpURI)
		}
		rd.WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel(sarifLevel(r.Severity)))
	}
	for _, r := range rules {
		addRule(r)
	}
	// A finding from a rule missing in the table still gets a descriptor, so
	// every result's ruleIndex is valid.
	for _, d := range ds {
		if !known[d.Rule] {
			addRule(RuleInfo{ID: d.Rule, Summary: d.Rule, Severity: d.Severity})
		}
	}
	seen := map[string]int{}
	for _, d := range ds {
		text := d.Message
		if d.Suggestion != "" {
			text += " (suggestion: " + d.Suggestion + ")"
		}
		res := run.CreateResultForRule(d.Rule).
			WithLevel(sarifLevel(d.Severity)).
			WithMessage(sarif.NewTextMessage(text))
		if d.Pos.File != "" {
			res.AddLocation(sarif.NewLocationWithPhysicalLocation(physical(d.Pos)))
		}
		for i, r := range d.Related {
			if !r.Pos.IsValid() {
				continue
			}
			loc := sarif.NewLocationWithPhysicalLocation(physical(r.Pos)).WithID(i).WithMessage(sarif.NewTextMessage(r.Message))
			res.AddRelatedLocation(loc)
		}
		fp := fingerprint(d)
		seen[fp]++
		if n := seen[fp]; n > 1 {
			// Two findings that differ only in position: number them in
			// position order so each keeps its own identity.
			fp += ":" + strconv.Itoa(n)
		}
		res.WithPartialFingerprints(map[string]string{FingerprintKey: fp})
	}
	if err := rep.AddRun(run).PrettyWrite(w); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// physical is p as a SARIF location; a position with no line (a finding
// about a whole file) has no region.
func physical(p model.Pos) *sarif.PhysicalLocation {
	loc := sarif.NewPhysicalLocation().WithArtifactLocation(sarif.NewSimpleArtifactLocation(p.File))
	if !p.IsValid() {
		return loc
	}
	region := sarif.NewRegion().WithStartLine(p.Line)
	if p.Col > 0 {
		region.WithStartColumn(p.Col)
	}
	return loc.WithRegion(region)
}

// fingerprint identifies a finding by rule, file and message, without line
// numbers.
func fingerprint(d Diagnostic) string {
	h := sha256.New()
	text := d.Message
	if d.Identity != "" {
		text = d.Identity
	}
	for _, s := range []string{d.Rule, d.Pos.File, posInText.ReplaceAllString(text, "")} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}

func sarifLevel(s Severity) string {
	switch s {
	case SeverityError:
		return sarif.LevelError
	case SeverityNote:
		return sarif.LevelNote
	}
	return sarif.LevelWarning
}

// ruleName turns "duplicate-declaration" into "DuplicateDeclaration", the
// identifier style SARIF viewers show next to the id.
func ruleName(id string) string {
	out := make([]byte, 0, len(id))
	upper := true
	for i := 0; i < len(id); i++ {
		c := id[i]
		if c == '-' || c == '_' {
			upper = true
			continue
		}
		if upper && c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		upper = false
		out = append(out, c)
	}
	return string(out)
}
