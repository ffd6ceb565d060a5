package compiler

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"cuelang.org/go/cue"

	"github.com/toolpolicy/toolpolicy/internal/par"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// raw* mirror the schema for Decode; convert turns them into the model.
type rawPolicy struct {
	Release struct {
		Version     string `json:"version"`
		MinDep      *int   `json:"min_deprecation_releases"`
		HeadChanges []struct {
			Provider    string   `json:"provider"`
			Mode        string   `json:"mode"`
			Reason      string   `json:"reason"`
			Fingerprint string   `json:"fingerprint"`
			Added       []string `json:"added"`
			Removed     []string `json:"removed"`
		} `json:"head_changes"`
		Transitions []struct {
			Tool   string `json:"tool"`
			From   string `json:"from"`
			To     string `json:"to"`
			Reason string `json:"reason"`
		} `json:"transitions"`
	} `json:"release"`
	Tools   map[string]rawTool  `json:"tools"`
	Aliases map[string]rawAlias `json:"aliases"`
	Retired map[string]struct {
		Reason string `json:"reason"`
		Since  string `json:"since"`
	} `json:"retired"`
	MCP struct {
		KeepLoaded []string `json:"keep_loaded"`
	} `json:"mcp"`
	Providers map[string]rawProvider `json:"providers"`
	Modes     map[string]struct {
		MCP            string          `json:"mcp"`
		HeadAdd        []string        `json:"head_add"`
		HeadDrop       []string        `json:"head_drop"`
		RegisteredWhen *rawCondition   `json:"registered_when"`
		CacheGroup     string          `json:"cache_group"`
		Budget         *rawBlockBudget `json:"budget"`
	} `json:"modes"`
	ModelClasses map[string]struct {
		Match   []string      `json:"match"`
		Except  []string      `json:"except"`
		Example string        `json:"example"`
		Where   *rawCondition `json:"where"`
	} `json:"model_classes"`
	Gates map[string]struct {
		VisibleFor string `json:"visible_for"`
		HiddenFor  string `json:"hidden_for"`
	} `json:"gates"`
	Lint struct {
		Rules map[string]string `json:"rules"`
	} `json:"lint"`
	Gen struct {
		GoDir     string `json:"go_dir"`
		GoPackage string `json:"go_package"`
		GoldenDir string `json:"golden_dir"`
		DocsDir   string `json:"docs_dir"`
		RustDir   string `json:"rust_dir"`
		TSDir     string `json:"typescript_dir"`
		LockDir   string `json:"lock_dir"`
		RuleDocs  bool   `json:"rule_docs"`
	} `json:"gen"`
	Catalog struct {
		Order         string `json:"order"`
		CardMaxLength int    `json:"card_max_length"`
	} `json:"catalog"`
	Settings map[string]struct {
		Type        string              `json:"type"`
		Doc         string              `json:"doc"`
		Values      []string            `json:"values"`
		MembersFrom string              `json:"members_from"`
		OldNames    bool                `json:"old_names"`
		Keywords    map[string][]string `json:"keywords"`
		Default     any                 `json:"default"`
	} `json:"settings"`
	Groups map[string]struct {
		Card      string        `json:"card"`
		Doc       string        `json:"doc"`
		When      *rawCondition `json:"when"`
		DefaultOn bool          `json:"default_on"`
	} `json:"groups"`
	Annotations map[string]struct {
		Type    string `json:"type"`
		Default any    `json:"default"`
		Doc     string `json:"doc"`
	} `json:"annotations"`
	Models map[string]struct {
		Attributes map[string]rawScalar `json:"attributes"`
	} `json:"models"`
	Exposure struct {
		RegisteredWhen *rawCondition `json:"registered_when"`
		VisibleWhen    *rawCondition `json:"visible_when"`
		HeadWhen       *rawCondition `json:"head_when"`
	} `json:"exposure"`
	Configurations map[string]struct {
		Provider string          `json:"provider"`
		Mode     string          `json:"mode"`
		Model    string          `json:"model"`
		Settings map[string]any  `json:"settings"`
		Budget   *rawBlockBudget `json:"budget"`
	} `json:"configurations"`
}

type rawBlockBudget struct {
	TargetBytes  *int `json:"target_bytes"`
	MaxBytes     *int `json:"max_bytes"`
	TargetTokens *int `json:"target_tokens"`
	MaxTokens    *int `json:"max_tokens"`
}

func (b *rawBlockBudget) convert(pos model.Pos) *model.BlockBudget {
	if b == nil {
		return nil
	}
	return &model.BlockBudget{TargetBytes: b.TargetBytes, MaxBytes: b.MaxBytes, TargetTokens: b.TargetTokens, MaxTokens: b.MaxTokens, Pos: pos}
}

// rawCondition is one node of a condition; the schema lets exactly one form
// through.
type rawCondition struct {
	All            *[]rawCondition `json:"all"`
	Any            *[]rawCondition `json:"any"`
	Not            *rawCondition   `json:"not"`
	Setting        *string         `json:"setting"`
	Is             *rawScalar      `json:"is"`
	Has            *string         `json:"has"`
	HasTool        *bool           `json:"has_tool"`
	Group          *string         `json:"group"`
	InEnabledGroup *bool           `json:"in_enabled_group"`
	Annotation     *string         `json:"annotation"`
	Class          *string         `json:"class"`
	Provider       *string         `json:"provider"`
	Mode           *string         `json:"mode"`
	Attribute      *string         `json:"attribute"`
	AtLeast        *rawScalar      `json:"at_least"`
	AtMost         *rawScalar      `json:"at_most"`
}

type rawTool struct {
	State          string  `json:"state"`
	Implementation string  `json:"implementation"`
	Niche          string  `json:"niche"`
	Card           *string `json:"card"`
	Source         string  `json:"source"`
	Description    string  `json:"description"`
	// Parameters arrive as JSON: Decode hands a json.Unmarshaler the
	// value's JSON encoding.
	Parameters json.RawMessage `json:"parameters"`
	Group      string          `json:"group"`
	CardList   *struct {
		Header string `json:"header"`
		Line   string `json:"line"`
		Empty  string `json:"empty"`
	} `json:"card_list"`
	Variants []struct {
		ModelClass  string          `json:"model_class"`
		When        *rawCondition   `json:"when"`
		Description *string         `json:"description"`
		Parameters  json.RawMessage `json:"parameters"`
		Kind        string          `json:"kind"`
		Grammar     string          `json:"grammar"`
		Syntax      string          `json:"syntax"`
	} `json:"variants"`
	Dynamic []struct {
		ID           string `json:"id"`
		Acknowledged string `json:"acknowledged"`
	} `json:"dynamic"`
	Groups         []string       `json:"groups"`
	Annotations    map[string]any `json:"annotations"`
	RegisteredWhen *rawCondition  `json:"registered_when"`
	VisibleWhen    *rawCondition  `json:"visible_when"`
	HeadWhen       *rawCondition  `json:"head_when"`
}

type rawAlias struct {
	Replacement      string `json:"replacement"`
	FirstDeprecated  string `json:"first_deprecated"`
	PlannedRemoval   string `json:"planned_removal"`
	RemovalNotBefore string `json:"removal_not_before"`
	ReplaySupported  bool   `json:"replay_supported"`
	Note             string `json:"note"`
	Acknowledge      string `json:"acknowledge"`
}

type rawProvider struct {
	Models    []string  `json:"models"`
	Default   bool      `json:"default"`
	FirstTurn *[]string `json:"first_turn"`
	Budget    struct {
		Target       int  `json:"target"`
		Max          int  `json:"max"`
		TargetBytes  *int `json:"target_bytes"`
		MaxBytes     *int `json:"max_bytes"`
		TargetTokens *int `json:"target_tokens"`
		MaxTokens    *int `json:"max_tokens"`
	} `json:"budget"`
	Wire             string   `json:"wire"`
	NativeDeferral   bool     `json:"native_deferral"`
	ToolSearch       string   `json:"tool_search"`
	Tokenizer        string   `json:"tokenizer"`
	ForbiddenStrings []string `json:"forbidden_strings"`
	Limits           struct {
		MaxTools      int    `json:"max_tools"`
		NameMaxLength int    `json:"name_max_length"`
		NamePattern   string `json:"name_pattern"`
	} `json:"limits"`
}

func (l *loader) convert(r *rawPolicy) *model.Policy {
	p := &model.Policy{
		Dir:             l.dir,
		Aliases:         make(map[string]*model.Alias, len(r.Aliases)),
		Retired:         make(map[string]*model.Retired, len(r.Retired)),
		Providers:       map[string]*model.Provider{},
		Modes:           map[string]*model.Mode{},
		ModelClasses:    map[string]*model.ModelClass{},
		Gates:           make(map[string]*model.Gate, len(r.Gates)),
		RuleSeverity:    map[string]string{},
		RuleSeverityPos: map[string]model.Pos{},
		Decls:           l.decls,
		Lists:           l.lists,
		Settings:        l.values,
		Comments:        l.comment,
	}
	for _, f := range l.files {
		p.Files = append(p.Files, l.rel(f.Filename))
	}
	// Entries comprehensions make, before anything reads their places.
	l.declareMade("tools", maps.Keys(r.Tools))
	l.declareMade("aliases", maps.Keys(r.Aliases))
	l.declareMade("retired", maps.Keys(r.Retired))
	l.declareMade("providers", maps.Keys(r.Providers))
	l.declareMade("modes", maps.Keys(r.Modes))
	l.declareMade("model_classes", maps.Keys(r.ModelClasses))
	l.declareMade("gates", maps.Keys(r.Gates))
	decls := func(parts ...string) (model.Pos, []model.Pos) {
		key := parts[0]
		for _, s := range parts[1:] {
			key += "." + s
		}
		ds := l.decls.Get(key)
		if len(ds) == 0 {
			return p.At(parts...), nil
		}
		return ds[0], ds
	}
	// refs pairs each evaluated list element with its first source position
	// in that list (or the list field's position when it came from elsewhere).
	refs := func(names []string, parts ...string) []model.Ref {
		key := parts[0]
		for _, s := range parts[1:] {
			key += "." + s
		}
		at := map[string]model.Pos{}
		for _, r := range l.lists[key] {
			if _, ok := at[r.Name]; !ok {
				at[r.Name] = r.Pos
			}
		}
		out := make([]model.Ref, 0, len(names))
		for _, n := range names {
			pos, ok := at[n]
			if !ok {
				pos = p.At(parts...)
			}
			out = append(out, model.Ref{Name: n, Pos: pos})
		}
		return out
	}

	cond := func(r *rawCondition, parts ...string) *model.Condition { return convertCond(p, r, parts) }

	p.Release = model.Release{Version: r.Release.Version, Pos: p.At("release")}
	if r.Release.MinDep != nil {
		p.Release.MinDeprecationReleases, p.Release.HasMinDeprecation = *r.Release.MinDep, true
	}
	for i, hc := range r.Release.HeadChanges {
		elem := "head_changes[" + strconv.Itoa(i) + "]"
		p.Release.HeadChanges = append(p.Release.HeadChanges, model.HeadChange{
			Provider: hc.Provider, Mode: hc.Mode, Reason: hc.Reason, Pos: p.At("release", elem),
			Fingerprint: hc.Fingerprint, Added: hc.Added, Removed: hc.Removed,
			ProviderPos: p.At("release", elem, "provider"), ModePos: p.At("release", elem, "mode"),
		})
	}
	for i, tr := range r.Release.Transitions {
		p.Release.Transitions = append(p.Release.Transitions, model.TransitionAck{Tool: tr.Tool, From: tr.From, To: tr.To,
			Reason: tr.Reason, Pos: p.At("release", "transitions["+strconv.Itoa(i)+"]")})
	}
	// The tools are allocated together, in name order: lint, gen and
	// resolution walk them in that order (model.Policy.SortedTools), and at
	// 100,000 tools, tools scattered over the heap in map order cost a cache
	// miss per tool in every walk. Their names and texts are packed in the
	// same order, for the same reason: the decoder left each string
	// wherever it met it.
	names := make([]string, 0, len(r.Tools))
	size := 0
	for name, t := range r.Tools {
		names = append(names, name)
		size += len(name) + len(t.State) + len(t.Implementation) + len(t.Niche) + len(t.Source) + len(t.Description) + len(t.Group)
		if t.Card != nil {
			size += len(*t.Card)
		}
	}
	slices.Sort(names)
	slab := make([]model.Tool, len(names))
	tools := make([]*model.Tool, len(names))
	// In runs of convertChunk tools on every core: a run writes only its own
	// tools, and the index and the policy's maps are only read here.
	par.Each((len(names)+convertChunk-1)/convertChunk, 0, func(c int) {
		lo, hi := c*convertChunk, min((c+1)*convertChunk, len(names))
		var pk packer
		pk.b.Grow(size/len(names)*(hi-lo)*9/8 + 64)
		for i := lo; i < hi; i++ {
			t := r.Tools[names[i]]
			name := pk.str(names[i])
			names[i] = name
			pos, ds := decls("tools", name)
			mt := &slab[i]
			*mt = model.Tool{
				Name: name, State: pk.str(t.State), Implementation: pk.str(t.Implementation), Niche: pk.str(t.Niche),
				Source: pk.str(t.Source), Description: pk.str(t.Description), Pos: pos, Decls: ds,
			}
			if t.Card != nil {
				mt.Card, mt.HasCard = pk.str(*t.Card), true
			}
			mt.Group = pk.str(t.Group)
			mt.Parameters = canonical(t.Parameters)
			if t.CardList != nil {
				mt.CardList = &model.CardList{Header: t.CardList.Header, Line: t.CardList.Line, Empty: t.CardList.Empty}
			}
			for i, v := range t.Variants {
				elem := "variants[" + strconv.Itoa(i) + "]"
				mv := model.Variant{Class: v.ModelClass, When: cond(v.When, "tools", name, elem, "when"), Parameters: canonical(v.Parameters), Kind: v.Kind,
					Grammar: v.Grammar, Syntax: v.Syntax, Pos: p.At("tools", name, elem), ClassPos: p.At("tools", name, elem, "model_class")}
				if v.Description != nil {
					mv.Description, mv.HasDescription = *v.Description, true
				}
				mt.Variants = append(mt.Variants, mv)
			}
			for i, d := range t.Dynamic {
				mt.Dynamic = append(mt.Dynamic, model.Dynamic{ID: d.ID, Acknowledged: d.Acknowledged,
					Pos: p.At("tools", name, "dynamic["+strconv.Itoa(i)+"]", "id")})
			}
			if mt.Source == "" {
				mt.Source = model.SourceBuiltin
			}
			mt.Groups = refs(t.Groups, "tools", name, "groups")
			if len(mt.Groups) == 0 {
				mt.Groups = nil
			}
			if len(t.Annotations) > 0 {
				mt.Annotations = make(map[string]string, len(t.Annotations))
				for k, v := range t.Annotations {
					mt.Annotations[k] = scalarText(v)
				}
			}
			mt.RegisteredWhen = cond(t.RegisteredWhen, "tools", name, "registered_when")
			mt.VisibleWhen = cond(t.VisibleWhen, "tools", name, "visible_when")
			mt.HeadWhen = cond(t.HeadWhen, "tools", name, "head_when")
			tools[i] = mt
		}
	})
	p.SetSortedTools(names, tools)
	for name, a := range r.Aliases {
		pos, ds := decls("aliases", name)
		p.Aliases[name] = &model.Alias{
			Name: name, Replacement: a.Replacement, FirstDeprecated: a.FirstDeprecated,
			PlannedRemoval: a.PlannedRemoval, RemovalNotBefore: a.RemovalNotBefore,
			ReplaySupported: a.ReplaySupported, Note: a.Note, Acknowledge: a.Acknowledge, Pos: pos, Decls: ds,
		}
	}
	for name, rt := range r.Retired {
		pos, ds := decls("retired", name)
		p.Retired[name] = &model.Retired{Name: name, Reason: rt.Reason, Since: rt.Since, Pos: pos, Decls: ds}
	}
	p.KeepLoaded = refs(r.MCP.KeepLoaded, "mcp", "keep_loaded")
	for id, pr := range r.Providers {
		pos, ds := decls("providers", id)
		mp := &model.Provider{
			ID: id, Models: pr.Models, Default: pr.Default,
			Budget: model.Budget{Target: pr.Budget.Target, Max: pr.Budget.Max,
				TargetBytes: pr.Budget.TargetBytes, MaxBytes: pr.Budget.MaxBytes,
				TargetTokens: pr.Budget.TargetTokens, MaxTokens: pr.Budget.MaxTokens},
			Wire: pr.Wire, NativeDeferral: pr.NativeDeferral, ToolSearch: pr.ToolSearch, Tokenizer: pr.Tokenizer,
			ForbiddenStrings: pr.ForbiddenStrings,
			Limits:           model.Limits{MaxTools: pr.Limits.MaxTools, NameMaxLength: pr.Limits.NameMaxLength, NamePattern: pr.Limits.NamePattern},
			Pos:              pos, Decls: ds,
		}
		if pr.FirstTurn != nil {
			mp.Explicit = true
			mp.FirstTurn = refs(*pr.FirstTurn, "providers", id, "first_turn")
		}
		p.Providers[id] = mp
	}
	for id, m := range r.Modes {
		pos, ds := decls("modes", id)
		mm := &model.Mode{ID: id, MCP: m.MCP, Pos: pos, Decls: ds,
			HeadAdd:        refs(m.HeadAdd, "modes", id, "head_add"),
			HeadDrop:       refs(m.HeadDrop, "modes", id, "head_drop"),
			RegisteredWhen: cond(m.RegisteredWhen, "modes", id, "registered_when"),
			CacheGroup:     m.CacheGroup,
			Budget:         m.Budget.convert(p.At("modes", id, "budget")),
		}
		if mm.MCP == "" {
			mm.MCP = model.MCPDeferred
		}
		p.Modes[id] = mm
	}
	for id, c := range r.ModelClasses {
		pos, ds := decls("model_classes", id)
		p.ModelClasses[id] = &model.ModelClass{ID: id, Match: c.Match, Except: c.Except, Example: c.Example,
			Where: cond(c.Where, "model_classes", id, "where"), Pos: pos, Decls: ds}
	}
	for tool, g := range r.Gates {
		pos, ds := decls("gates", tool)
		p.Gates[tool] = &model.Gate{Tool: tool, VisibleFor: g.VisibleFor, HiddenFor: g.HiddenFor, Pos: pos, Decls: ds}
	}
	for rule, sev := range r.Lint.Rules {
		p.RuleSeverity[rule] = sev
		p.RuleSeverityPos[rule] = p.At("lint", "rules", rule)
	}
	p.Catalog = model.CatalogConfig{Order: r.Catalog.Order, CardMaxLength: r.Catalog.CardMaxLength}
	p.Gen = model.GenConfig{GoDir: r.Gen.GoDir, GoPackage: r.Gen.GoPackage, GoldenDir: r.Gen.GoldenDir, DocsDir: r.Gen.DocsDir,
		RustDir: r.Gen.RustDir, TypeScriptDir: r.Gen.TSDir, LockDir: r.Gen.LockDir, RuleDocs: r.Gen.RuleDocs}
	l.convertConfig(r, p, decls, cond)
	return p
}

// convertChunk is how many tools convert converts in one run.
const convertChunk = 4096

// packer copies strings one after another into one buffer, so that strings
// read together are stored together.
type packer struct{ b strings.Builder }

func (k *packer) str(s string) string {
	if s == "" {
		return ""
	}
	n := k.b.Len()
	k.b.WriteString(s)
	// Earlier strings stay valid if the buffer grows: they keep the old one,
	// whose bytes never change.
	return k.b.String()[n:]
}

// canonical returns a parameter schema as the block sends it: canonical
// JSON (resolve.CanonicalJSON), or "" when none is declared. CUE hands over
// valid JSON, so an error here is a bug, not bad input.
func canonical(raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	b, err := resolve.CanonicalJSON(raw)
	if err != nil {
		panic(fmt.Sprintf("CUE encoded a parameter schema that is not JSON: %v", err))
	}
	return string(b)
}

// convertConfig converts the configuration sections: settings, groups,
// annotations, model records, exposure and declared configurations.
func (l *loader) convertConfig(r *rawPolicy, p *model.Policy, decls func(...string) (model.Pos, []model.Pos),
	cond func(*rawCondition, ...string) *model.Condition) {
	p.SettingDecls = make(map[string]*model.SettingDecl, len(r.Settings))
	for id, s := range r.Settings {
		pos, ds := decls("settings", id)
		ms := &model.SettingDecl{ID: id, Type: s.Type, Doc: s.Doc, Values: s.Values, MembersFrom: s.MembersFrom,
			OldNames: s.OldNames, Keywords: s.Keywords, Pos: pos, Decls: ds}
		switch d := s.Default.(type) {
		case nil:
		case []any:
			ms.HasDefault, ms.Default = true, []string{}
			for _, e := range d {
				ms.Default = append(ms.Default, scalarText(e))
			}
		default:
			ms.HasDefault, ms.Default = true, []string{scalarText(d)}
		}
		p.SettingDecls[id] = ms
	}
	p.Groups = make(map[string]*model.Group, len(r.Groups))
	for id, g := range r.Groups {
		pos, ds := decls("groups", id)
		p.Groups[id] = &model.Group{ID: id, Card: g.Card, Doc: g.Doc, DefaultOn: g.DefaultOn,
			When: cond(g.When, "groups", id, "when"), Pos: pos, Decls: ds}
	}
	p.Annotations = make(map[string]*model.AnnotationDecl, len(r.Annotations))
	for id, a := range r.Annotations {
		pos, _ := decls("annotations", id)
		ma := &model.AnnotationDecl{ID: id, Type: a.Type, Doc: a.Doc, Pos: pos}
		if ma.Type == "" {
			ma.Type = "bool"
		}
		if a.Default != nil {
			ma.Default = scalarText(a.Default)
		} else if ma.Type == "bool" {
			ma.Default = "false"
		}
		p.Annotations[id] = ma
	}
	p.Models = make(map[string]*model.ModelRecord, len(r.Models))
	for id, m := range r.Models {
		pos, _ := decls("models", id)
		mr := &model.ModelRecord{ID: id, Attributes: map[string][]string{}, Pos: pos}
		for k, v := range m.Attributes {
			if v.list != nil {
				vals := []string{}
				for _, e := range v.list {
					vals = append(vals, e.text())
				}
				mr.Attributes[k] = vals
				continue
			}
			mr.Attributes[k] = []string{v.text()}
		}
		p.Models[id] = mr
	}
	p.Exposure = model.Exposure{
		RegisteredWhen: cond(r.Exposure.RegisteredWhen, "exposure", "registered_when"),
		VisibleWhen:    cond(r.Exposure.VisibleWhen, "exposure", "visible_when"),
		HeadWhen:       cond(r.Exposure.HeadWhen, "exposure", "head_when"),
	}
	p.Configurations = make(map[string]*model.Configuration, len(r.Configurations))
	for id, c := range r.Configurations {
		pos, _ := decls("configurations", id)
		p.Configurations[id] = &model.Configuration{ID: id, Provider: c.Provider, Mode: c.Mode, Model: c.Model, Settings: c.Settings,
			Budget: c.Budget.convert(p.At("configurations", id, "budget")), Pos: pos}
	}
}

// scalarText renders a decoded scalar as conditions compare it: bools as
// "true"/"false", numbers in their shortest form.
// rawScalar is a string, bool or number of the policy (a condition's is,
// at_least, at_most, a model's attribute), or a list of them, decoded by
// CUE (cue.Unmarshaler). A number keeps its digits: decoded to float64,
// 9007199254740993 read as ...992 and 1.000000000000000000001 as 1, and
// 1e-400 failed to decode (helper-48), where cue export writes each as
// given. A number float64 holds exactly is written as before (50, 1.5);
// any other as CUE writes it in JSON (1.000000000000000000001, 1E-400).
type rawScalar struct {
	v    any // string, bool or the number's text (num)
	num  bool
	list []rawScalar
}

// UnmarshalCUE implements cue.Unmarshaler.
func (s *rawScalar) UnmarshalCUE(v cue.Value) error {
	switch v.Kind() {
	case cue.IntKind, cue.FloatKind:
		b, err := v.MarshalJSON()
		if err != nil {
			return err
		}
		s.v, s.num = exactNumberText(string(b)), true
		return nil
	case cue.ListKind:
		it, err := v.List()
		if err != nil {
			return err
		}
		s.list = []rawScalar{}
		for it.Next() {
			var e rawScalar
			if err := e.UnmarshalCUE(it.Value()); err != nil {
				return err
			}
			s.list = append(s.list, e)
		}
		return nil
	}
	return v.Decode(&s.v)
}

// UnmarshalJSON implements json.Unmarshaler, the same way (cue export's
// JSON, read back by the differential tests).
func (s *rawScalar) UnmarshalJSON(b []byte) error {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var x any
	if err := d.Decode(&x); err != nil {
		return err
	}
	*s = scalarOfJSON(x)
	return nil
}

func scalarOfJSON(x any) rawScalar {
	switch x := x.(type) {
	case json.Number:
		return rawScalar{v: exactNumberText(string(x)), num: true}
	case []any:
		s := rawScalar{list: []rawScalar{}}
		for _, e := range x {
			s.list = append(s.list, scalarOfJSON(e))
		}
		return s
	}
	return rawScalar{v: x}
}

func (s rawScalar) text() string { return scalarText(s.v) }

// exactNumberText is a number's text in one form per value: if float64
// holds it exactly, as strconv writes that float64 ('f', the fewest
// digits), the text the model has always had for such numbers; otherwise
// its decimal digits without trailing zeros (canonicalDecimal). Equal
// numbers get equal text (1.0000000000000000000010 and
// 1.000000000000000000001, as CUE's == has them: a condition's is: compares
// text).
func exactNumberText(js string) string {
	exact, ok := new(big.Rat).SetString(js)
	if !ok {
		return js
	}
	f, err := strconv.ParseFloat(js, 64)
	if err == nil && !math.IsInf(f, 0) {
		if exact.Sign() == 0 {
			return "0" // -0.0 is 0 to CUE
		}
		if back, ok := new(big.Rat).SetString(strconv.FormatFloat(f, 'g', -1, 64)); ok && back.Cmp(exact) == 0 {
			return strconv.FormatFloat(f, 'f', -1, 64)
		}
	}
	return canonicalDecimal(exact, js)
}

// canonicalDecimal writes a number a decimal literal gave (r, from its
// text js) as its significant digits: plain when that is short, 1.5e+400
// otherwise.
func canonicalDecimal(r *big.Rat, js string) string {
	sign := ""
	if r.Sign() < 0 {
		sign = "-"
	}
	a := new(big.Rat).Abs(r)
	if a.Sign() == 0 {
		return "0"
	}
	// The fewest decimal places k that make a an integer.
	ten := big.NewRat(10, 1)
	k := 0
	for ; !a.IsInt(); k++ {
		if k > 2000 {
			return js // not a decimal literal's value
		}
		a.Mul(a, ten)
	}
	d := a.Num().String()
	trimmed := strings.TrimRight(d, "0")
	exp := len(d) - len(trimmed) - k // the value is trimmed × 10^exp
	d = trimmed
	switch {
	case exp >= 0 && len(d)+exp <= 40:
		return sign + d + strings.Repeat("0", exp)
	case exp < 0 && -exp < len(d):
		return sign + d[:len(d)+exp] + "." + d[len(d)+exp:]
	case exp < 0 && -exp-len(d) <= 20:
		return sign + "0." + strings.Repeat("0", -exp-len(d)) + d
	}
	mant := d[:1]
	if len(d) > 1 {
		mant += "." + d[1:]
	}
	e := exp + len(d) - 1
	if e >= 0 {
		return fmt.Sprintf("%s%se+%d", sign, mant, e)
	}
	return fmt.Sprintf("%s%se%d", sign, mant, e)
}

func scalarText(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case int:
		return strconv.Itoa(v)
	case int64:
		return strconv.FormatInt(v, 10)
	}
	return fmt.Sprint(v)
}

// convertCond turns a decoded condition into the model's, with positions
// from the source: path is the condition's dotted path in the policy.
func convertCond(p *model.Policy, r *rawCondition, path []string) *model.Condition {
	if r == nil {
		return nil
	}
	c := &model.Condition{Pos: p.At(path...)}
	at := func(field string) model.Pos { return p.At(append(slices.Clone(path), field)...) }
	list := func(op string, args []rawCondition) {
		c.Op = op
		for i := range args {
			elem := slices.Clone(path[:len(path)-1])
			elem = append(elem, path[len(path)-1]+"."+op+"["+strconv.Itoa(i)+"]")
			// p.At joins parts with ".", so a part may hold the dot itself.
			c.Args = append(c.Args, convertCond(p, &args[i], elem))
		}
	}
	switch {
	case r.All != nil:
		list(model.OpAll, *r.All)
	case r.Any != nil:
		list(model.OpAny, *r.Any)
	case r.Not != nil:
		c.Op = model.OpNot
		c.Args = []*model.Condition{convertCond(p, r.Not, append(slices.Clone(path), "not"))}
	case r.Setting != nil:
		c.Op, c.Name, c.NamePos = model.OpSetting, *r.Setting, at("setting")
	case r.Group != nil:
		c.Op, c.Name, c.NamePos = model.OpGroup, *r.Group, at("group")
	case r.InEnabledGroup != nil:
		c.Op = model.OpInEnabledGroup
	case r.Annotation != nil:
		c.Op, c.Name, c.NamePos = model.OpAnnotation, *r.Annotation, at("annotation")
	case r.Class != nil:
		c.Op, c.Name, c.NamePos = model.OpClass, *r.Class, at("class")
	case r.Provider != nil:
		c.Op, c.Name, c.NamePos = model.OpProvider, *r.Provider, at("provider")
	case r.Mode != nil:
		c.Op, c.Name, c.NamePos = model.OpMode, *r.Mode, at("mode")
	case r.Attribute != nil:
		c.Op, c.Name, c.NamePos = model.OpAttribute, *r.Attribute, at("attribute")
	}
	if r.Is != nil {
		c.Is = r.Is.text()
	}
	if r.Has != nil {
		c.Has = *r.Has
	}
	c.HasTool = r.HasTool != nil && *r.HasTool
	if r.AtLeast != nil {
		c.AtLeast = r.AtLeast.text()
	}
	if r.AtMost != nil {
		c.AtMost = r.AtMost.text()
	}
	return c
}
