package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
	"github.com/toolpolicy/toolpolicy/verify"
)

// verifyOptions are what verify runs with.
type verifyOptions struct {
	IO     ioStreams
	Policy func() (*model.Policy, error)
	Target target
	Report reportFlags
	Dumps  []string
}

func newVerifyCmd(f *factory, runF func(*verifyOptions) error) *cobra.Command {
	opts := &verifyOptions{IO: f.IO, Policy: f.loadPolicy}
	cmd := &cobra.Command{
		Use:   "verify [--provider P] [--mode M] [--model ID] [--set K=V]... [--settings FILE.json] DUMP|DIR|-...",
		Short: "Check the tool list a harness really sends against the policy",
		Long: `Check what a harness really sends against the catalog the policy resolves
for the same provider, mode and model, and report every disagreement with a
rule id and the line:col of the JSON element it is about.

A dump is the tool list as sent, in any of these wires (detected from the
JSON; a request body or a JSON-RPC response around the list is fine):
  anthropic-messages  [{name, description, input_schema, defer_loading?}]
  openai-chat         [{type: "function", function: {name, description, parameters}}]
  openai-responses    [{type: "function", name, description, parameters}]
  gemini              [{functionDeclarations: [{name, description, parameters}]}]
  mcp-tools-list      {tools: [{name, description, inputSchema}]}
  toolpolicy-block    [{name, description}], as in golden/**/block.json
  names               ["read_file", ...]
Tools sent with defer_loading: true count as offered through tool search, not
as part of the first-turn head.

Or the same facts in an envelope around the dump:
  {"provider": "default", "mode": "agent", "model": "deepseek-v4-flash",
   "settings": {"read_only": true, "toolsets": ["default", "actions"]},
   "wire": "openai-chat", "dump": <the tool list>}
(wire is optional; settings as --settings FILE.json takes them.) What the
envelope says wins over the flags, setting by setting; the flags fill in
what it leaves out. --provider defaults to the provider serving the
model id. A directory verifies every *.json file in it (one dump per
configuration, usually envelopes); - reads standard input.

Rules: verify-undeclared, verify-retired-offered, verify-hidden-offered,
verify-deprecated-offered, verify-removed-offered, verify-duplicate,
verify-head-missing, verify-head-extra, verify-head-order,
verify-partition-order, verify-budget, verify-provider-limit,
verify-notice-in-description, verify-block-diff (when the policy carries
descriptions; shown as a diff). docs/harness.md documents each.

A dump that is not JSON, in no known wire, or for a provider, mode or setting
the policy lacks is exit 2, with its position. Findings at or above
--fail-level are exit 5: the harness disagrees with the policy.

` + exitCodesHelp,
		Example: `  toolpolicy verify --mode agent --model deepseek-v4-flash dump.json
  toolpolicy verify --provider arcee --mode plan --format github request.json
  toolpolicy verify dumps/        # a directory of envelopes, one per configuration
  my-harness --dump-tools | toolpolicy verify --mode yolo -`,
		Args: cobra.ArbitraryArgs,
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Dumps = args
			return runOr(runF, runVerify)(opts)
		},
	}
	addTargetFlags(cmd, &opts.Target)
	// --set (KEY=VALUE, repeatable) and --settings FILE.json come with the
	// target flags.
	addReportFlags(cmd, &opts.Report, "exit 5 when a finding is at or above this severity: error or warning")
	return cmd
}

func runVerify(opts *verifyOptions) error {
	outs, err := opts.Report.outputs(report.Formats...)
	if err != nil {
		return err
	}
	if len(opts.Dumps) == 0 {
		return usagef("name a dump to verify: a file, a directory of dumps, or - for standard input")
	}
	for _, kv := range opts.Target.sets {
		if k, _, ok := strings.Cut(kv, "="); !ok || k == "" {
			return usagef("--set takes KEY=VALUE, not %q", kv)
		}
	}
	files, err := dumpFiles(opts.Dumps)
	if err != nil {
		return err
	}
	p, err := opts.Policy()
	if err != nil {
		return reportLoadFailure(opts.IO, outs, "toolpolicy verify", err)
	}
	if err := opts.Target.applyModelAttrs(p); err != nil {
		return err
	}
	// --settings FILE.json and --set, as catalog and explain read them; an
	// envelope's settings win over both, setting by setting.
	if err := opts.Target.readSettings(p); err != nil {
		return err
	}
	settings := map[string]string{}
	for k, v := range opts.Target.settings {
		settings[k] = settingText(v)
	}
	var diags []report.Diagnostic
	var bad []error
	for _, file := range files {
		ds, err := verifyOne(opts, p, file, settings)
		if err != nil {
			bad = append(bad, err)
			continue
		}
		diags = append(diags, ds...)
	}
	if len(diags) > 0 || len(bad) == 0 {
		err := writeOutputs(opts.IO, outs, func(w io.Writer, format string) error {
			return report.Write(w, format, diags, verify.RuleInfos(), reportOptions("toolpolicy verify"))
		})
		if err != nil {
			return err
		}
	}
	if len(bad) > 0 {
		return inputErr(errors.Join(bad...))
	}
	n := 0
	for _, d := range diags {
		if d.Severity.Rank() >= report.Severity(opts.Report.FailLevel).Rank() {
			n++
		}
	}
	if n > 0 {
		return &disagreeError{n}
	}
	return nil
}

// dumpFiles expands the arguments: a directory stands for the *.json files
// in it, sorted.
func dumpFiles(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		if a == "-" {
			out = append(out, a)
			continue
		}
		st, err := os.Stat(a)
		if err != nil {
			return nil, inputErr(err)
		}
		if !st.IsDir() {
			out = append(out, a)
			continue
		}
		ents, err := os.ReadDir(a)
		if err != nil {
			return nil, inputErr(err)
		}
		var found []string
		for _, e := range ents {
			if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") {
				found = append(found, filepath.Join(a, e.Name()))
			}
		}
		if len(found) == 0 {
			return nil, inputErr(fmt.Errorf("%s: no *.json dumps in the directory", a))
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

// maxDump bounds what verify reads from one dump: a 10,000-tool request with
// schemas is a few MiB.
const maxDump = 256 << 20

func verifyOne(opts *verifyOptions, p *model.Policy, file string, settings map[string]string) ([]report.Diagnostic, error) {
	var data []byte
	var err error
	name := file
	if file == "-" {
		name = "<stdin>"
		data, err = io.ReadAll(io.LimitReader(opts.IO.In, maxDump+1))
	} else {
		var f *os.File
		if f, err = os.Open(file); err == nil {
			data, err = io.ReadAll(io.LimitReader(f, maxDump+1))
			f.Close()
		}
	}
	if err != nil {
		return nil, err
	}
	if len(data) > maxDump {
		return nil, fmt.Errorf("%s: larger than %d MiB", name, maxDump>>20)
	}
	d, err := verify.Parse(filepath.ToSlash(name), data)
	if err != nil {
		return nil, err
	}
	facts := verify.Facts{Provider: opts.Target.provider, Mode: opts.Target.mode, Model: opts.Target.model, Settings: map[string]string{}}
	for k, v := range settings {
		facts.Settings[k] = v
	}
	if d.FactNodes["provider"] != nil {
		facts.Provider = d.Facts.Provider
	}
	if d.FactNodes["mode"] != nil {
		facts.Mode = d.Facts.Mode
	}
	if d.FactNodes["model"] != nil {
		facts.Model = d.Facts.Model
	}
	for k, v := range d.Facts.Settings {
		facts.Settings[k] = v
	}
	if facts.Mode == "" {
		return nil, fmt.Errorf("%s: no mode: pass --mode or put \"mode\" in an envelope (the policy declares: %s)", name, strings.Join(p.ModeIDs(), ", "))
	}
	if facts.Provider == "" && p.Index().ProviderFor(facts.Model) == "" {
		return nil, fmt.Errorf("%s: no provider serves model %q and none is marked default; pass --provider (one of: %s)", name, facts.Model, strings.Join(p.ProviderIDs(), ", "))
	}
	return verify.Run(p, d, facts)
}
