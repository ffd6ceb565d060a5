package report_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	sch, err := c.Compile("testdata/sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatalf("compiling the SARIF schema: %v", err)
	}
	return sch
}

// validateSARIF fails the test unless out is valid SARIF 2.1.0.
func validateSARIF(t *testing.T, sch *jsonschema.Schema, out string) {
	t.Helper()
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(out))
	if err != nil {
		t.Fatalf("SARIF output is not JSON: %v", err)
	}
	if err := sch.Validate(inst); err != nil {
		t.Fatalf("SARIF output does not validate against SARIF 2.1.0: %v", err)
	}
}

type sarifLog struct {
	Version string `json:"version"`
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name  string `json:"name"`
				Rules []struct {
					ID                   string `json:"id"`
					DefaultConfiguration struct {
						Level string `json:"level"`
					} `json:"defaultConfiguration"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		Results []struct {
			RuleID    string `json:"ruleId"`
			RuleIndex int    `json:"ruleIndex"`
			Level     string `json:"level"`
			Message   struct {
				Text string `json:"text"`
			} `json:"message"`
			Locations []struct {
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI string `json:"uri"`
					} `json:"artifactLocation"`
					Region struct {
						StartLine   int `json:"startLine"`
						StartColumn int `json:"startColumn"`
					} `json:"region"`
				} `json:"physicalLocation"`
			} `json:"locations"`
			RelatedLocations []json.RawMessage `json:"relatedLocations"`
			Fingerprints     map[string]string `json:"partialFingerprints"`
		} `json:"results"`
	} `json:"runs"`
}

func TestSARIF(t *testing.T) {
	sch := sarifSchema(t)
	out := write(t, "sarif", sample())
	validateSARIF(t, sch, out)
	validateSARIF(t, sch, write(t, "sarif", nil))

	var log sarifLog
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatal(err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 {
		t.Fatalf("version %q, %d runs; want 2.1.0 and one run", log.Version, len(log.Runs))
	}
	run := log.Runs[0]
	if run.Tool.Driver.Name != "toolpolicy" || len(run.Tool.Driver.Rules) != len(rules) {
		t.Fatalf("driver %q with %d rules, want toolpolicy with %d", run.Tool.Driver.Name, len(run.Tool.Driver.Rules), len(rules))
	}
	if r := run.Tool.Driver.Rules[1]; r.ID != "budget-target" || r.DefaultConfiguration.Level != "warning" {
		t.Errorf("rule 1 = %+v, want budget-target at warning", r)
	}
	if len(run.Results) != 3 {
		t.Fatalf("%d results, want 3", len(run.Results))
	}
	for _, r := range run.Results {
		if got := run.Tool.Driver.Rules[r.RuleIndex].ID; got != r.RuleID {
			t.Errorf("result for %s has ruleIndex %d (%s)", r.RuleID, r.RuleIndex, got)
		}
	}
	r := run.Results[1]
	loc := r.Locations[0].PhysicalLocation
	if r.Level != "error" || loc.ArtifactLocation.URI != "policy/b.cue" || loc.Region.StartLine != 12 || loc.Region.StartColumn != 5 || len(r.RelatedLocations) != 1 {
		t.Errorf("result 1 = %+v", r)
	}
	if !strings.Contains(run.Results[2].Message.Text, "defer 2 of: a, b") {
		t.Errorf("suggestion missing from SARIF message %q", run.Results[2].Message.Text)
	}
}

// A fingerprint survives the finding moving to another line (an edit above
// it), and differs between findings.
func TestSARIFFingerprintStable(t *testing.T) {
	fp := func(ds []report.Diagnostic) []string {
		var log sarifLog
		if err := json.Unmarshal([]byte(write(t, "sarif", ds)), &log); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, r := range log.Runs[0].Results {
			out = append(out, r.Fingerprints[report.FingerprintKey])
		}
		return out
	}
	before := fp(sample())
	moved := sample()
	for i := range moved {
		moved[i].Pos.Line += 7
		for j := range moved[i].Related {
			moved[i].Related[j].Pos.Line += 7
		}
		moved[i].Message = strings.ReplaceAll(moved[i].Message, "a.cue:3:10", "a.cue:10:10")
	}
	after := fp(moved)
	if strings.Join(before, ",") != strings.Join(after, ",") {
		t.Errorf("fingerprints changed when findings moved:\n%v\n%v", before, after)
	}
	seen := map[string]bool{}
	for _, f := range before {
		if f == "" || seen[f] {
			t.Errorf("fingerprint %q empty or repeated in %v", f, before)
		}
		seen[f] = true
	}
	// Two findings with the same rule, file and message keep distinct ids.
	twin := []report.Diagnostic{
		{Rule: "r", Severity: report.SeverityError, Message: "m", Pos: model.Pos{File: "a.cue", Line: 1, Col: 1}},
		{Rule: "r", Severity: report.SeverityError, Message: "m", Pos: model.Pos{File: "a.cue", Line: 5, Col: 1}},
	}
	if got := fp(twin); got[0] == got[1] {
		t.Errorf("twin findings share fingerprint %s", got[0])
	}
}

// The schema check is not vacuous: a log missing a required property fails.
func TestSARIFSchemaRejectsInvalid(t *testing.T) {
	sch := sarifSchema(t)
	inst, _ := jsonschema.UnmarshalJSON(strings.NewReader(`{"version": "2.1.0", "runs": [{"results": []}]}`))
	if err := sch.Validate(inst); err == nil {
		t.Error("a run without tool validated")
	}
}
