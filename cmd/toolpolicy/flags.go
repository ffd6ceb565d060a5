package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// target is the provider × mode × model a command resolves for.
type target struct {
	provider string
	mode     string
	model    string
	// sets are the --set KEY=VALUE flags, settingsFile the --settings file.
	sets         []string
	settingsFile string
	settings     resolve.Settings
	// modelAttrs are the --model-attr KEY=VALUE flags.
	modelAttrs []string
}

func addTargetFlags(cmd *cobra.Command, t *target) {
	cmd.Flags().StringVar(&t.provider, "provider", "", "provider id (default: the provider serving --model, else the default provider)")
	cmd.Flags().StringVar(&t.mode, "mode", "", "mode id, e.g. plan, agent, yolo")
	cmd.Flags().StringVar(&t.model, "model", "", "model id, for provider matching and gates (e.g. deepseek-v4-flash)")
	cmd.Flags().StringArrayVar(&t.sets, "set", nil, "a setting's value, KEY=VALUE (repeatable; a set's members comma-separated, KEY= for the empty set); wins over --settings")
	cmd.Flags().StringVar(&t.settingsFile, "settings", "", "a JSON object of settings: {\"KEY\": true | \"value\" | [\"member\", ...]}")
	cmd.Flags().StringArrayVar(&t.modelAttrs, "model-attr", nil, "an attribute of --model's record, KEY=VALUE (repeatable; a list comma-separated), over the policy's models: record for it: for an opaque gateway id")
}

// applyModelAttrs gives --model the record --model-attr describes, before
// anything resolves. An attribute no model record has and no class tests
// is a usage error with the closest known one.
func (t *target) applyModelAttrs(p *model.Policy) error {
	if len(t.modelAttrs) == 0 {
		return nil
	}
	if t.model == "" {
		return usagef("--model-attr describes the model --model names; pass --model too")
	}
	known := map[string]bool{}
	for _, r := range p.Models {
		for k := range r.Attributes {
			known[k] = true
		}
	}
	for _, c := range p.ModelClasses {
		if c != nil && c.Where != nil {
			c.Where.Walk(func(c *model.Condition) {
				if c.Op == model.OpAttribute {
					known[c.Name] = true
				}
			})
		}
	}
	attrs := map[string][]string{}
	for _, kv := range t.modelAttrs {
		key, value, ok := strings.Cut(kv, "=")
		key = strings.TrimSpace(key)
		if !ok || key == "" {
			return usagef("--model-attr %q: want KEY=VALUE", kv)
		}
		if !known[key] {
			msg := fmt.Sprintf("--model-attr: no model record has attribute %q and no model class tests it", key)
			if s := resolve.Suggest(key, model.SortedKeys(known)); s != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", s)
			}
			return usagef("%s", msg)
		}
		var list []string
		for _, v := range strings.Split(value, ",") {
			if v = strings.TrimSpace(v); v != "" {
				list = append(list, v)
			}
		}
		attrs[key] = list
	}
	p.SetModelRecord(t.model, attrs)
	return nil
}

// readSettings fills t.settings from --settings and --set, checked against
// the policy's settings: an unknown setting or value is a usage error with
// the closest declared name.
func (t *target) readSettings(p *model.Policy) error {
	x := p.Index()
	s := resolve.Settings{}
	if t.settingsFile != "" {
		data, err := os.ReadFile(t.settingsFile)
		if err != nil {
			return inputErr(fmt.Errorf("--settings: %w", err))
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		var obj map[string]any
		if err := dec.Decode(&obj); err != nil {
			return usagef("--settings %s: not a JSON object of settings: %v", t.settingsFile, err)
		}
		if obj == nil {
			return usagef("--settings %s: not a JSON object of settings", t.settingsFile)
		}
		maps.Copy(s, obj)
	}
	for _, kv := range t.sets {
		key, value, ok := strings.Cut(kv, "=")
		if !ok {
			return usagef("--set %q: want KEY=VALUE", kv)
		}
		v, err := x.ParseSetting(strings.TrimSpace(key), value)
		if err != nil {
			return usageErr(fmt.Errorf("--set: %w", err))
		}
		s[strings.TrimSpace(key)] = v
	}
	if _, err := x.Normalize(s); err != nil {
		return usageErr(err)
	}
	t.settings = s
	return nil
}

// load is catalog's and explain's prelude: the format is one of formats,
// the policy loads, the provider, mode and settings resolve. The modes are
// --mode's; without it (when oneMode is false), every mode in the policy's
// order.
func (t *target) load(policy func() (*model.Policy, error), format string, oneMode bool, formats ...string) (*model.Policy, []string, error) {
	if err := checkEnum("format", format, formats...); err != nil {
		return nil, nil, err
	}
	p, err := policy()
	if err != nil {
		return nil, nil, err
	}
	if err := t.applyModelAttrs(p); err != nil {
		return nil, nil, err
	}
	if err := t.resolveProvider(p); err != nil {
		return nil, nil, err
	}
	modes := p.ModeIDs()
	if t.mode != "" || oneMode {
		if err := t.requireMode(p); err != nil {
			return nil, nil, err
		}
		modes = []string{t.mode}
	}
	return p, modes, t.readSettings(p)
}

// query is the configuration t names.
func (t *target) query() resolve.Query {
	return resolve.Query{Provider: t.provider, Mode: t.mode, Model: t.model, Settings: t.settings}
}

// resolveProvider fills in the provider from the model id when not given.
func (t *target) resolveProvider(p *model.Policy) error {
	if t.provider == "" {
		t.provider = p.Index().ProviderFor(t.model)
		if t.provider == "" {
			return usagef("no provider matches model %q and none is marked default; pass --provider (one of: %s)",
				t.model, strings.Join(p.ProviderIDs(), ", "))
		}
	}
	if p.Providers[t.provider] == nil {
		return usageErr(unknownMsg("provider", t.provider, p.ProviderIDs()))
	}
	return nil
}

func (t *target) requireMode(p *model.Policy) error {
	if t.mode == "" {
		return usagef("--mode is required (one of: %s)", strings.Join(p.ModeIDs(), ", "))
	}
	if p.Modes[t.mode] == nil {
		return usageErr(unknownMsg("mode", t.mode, p.ModeIDs()))
	}
	return nil
}

func unknownMsg(kind, name string, known []string) error {
	msg := fmt.Sprintf("unknown %s %q", kind, name)
	if s := resolve.Suggest(name, known); s != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", s)
	}
	return fmt.Errorf("%s; the policy declares: %s", msg, strings.Join(known, ", "))
}

// checkEnum validates a flag value against its allowed values.
func checkEnum(flag, value string, allowed ...string) error {
	for _, a := range allowed {
		if value == a {
			return nil
		}
	}
	return usagef("--%s must be one of %s, not %q", flag, strings.Join(allowed, ", "), value)
}
