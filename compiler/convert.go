package compiler

import (
	"encoding/json"
	"fmt"
	"strconv"

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
		MCP      string   `json:"mcp"`
		HeadAdd  []string `json:"head_add"`
		HeadDrop []string `json:"head_drop"`
	} `json:"modes"`
	ModelClasses map[string]struct {
		Match   []string `json:"match"`
		Except  []string `json:"except"`
		Example string   `json:"example"`
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
}

type rawAlias struct {
	Replacement      string `json:"replacement"`
	FirstDeprecated  string `json:"first_deprecated"`
	PlannedRemoval   string `json:"planned_removal"`
	RemovalNotBefore string `json:"removal_not_before"`
	ReplaySupported  bool   `json:"replay_supported"`
	Note             string `json:"note"`
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
		Tools:           make(map[string]*model.Tool, len(r.Tools)),
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
	decls := func(parts ...string) (model.Pos, []model.Pos) {
		key := parts[0]
		for _, s := range parts[1:] {
			key += "." + s
		}
		ds := l.decls[key]
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
	for name, t := range r.Tools {
		pos, ds := decls("tools", name)
		mt := &model.Tool{
			Name: name, State: t.State, Implementation: t.Implementation, Niche: t.Niche,
			Source: t.Source, Description: t.Description, Pos: pos, Decls: ds,
		}
		if t.Card != nil {
			mt.Card, mt.HasCard = *t.Card, true
		}
		mt.Group = t.Group
		mt.Parameters = canonical(t.Parameters)
		if t.CardList != nil {
			mt.CardList = &model.CardList{Header: t.CardList.Header, Line: t.CardList.Line, Empty: t.CardList.Empty}
		}
		for i, v := range t.Variants {
			elem := "variants[" + strconv.Itoa(i) + "]"
			mv := model.Variant{Class: v.ModelClass, Parameters: canonical(v.Parameters), Kind: v.Kind,
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
		p.Tools[name] = mt
	}
	for name, a := range r.Aliases {
		pos, ds := decls("aliases", name)
		p.Aliases[name] = &model.Alias{
			Name: name, Replacement: a.Replacement, FirstDeprecated: a.FirstDeprecated,
			PlannedRemoval: a.PlannedRemoval, RemovalNotBefore: a.RemovalNotBefore,
			ReplaySupported: a.ReplaySupported, Note: a.Note, Pos: pos, Decls: ds,
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
			HeadAdd:  refs(m.HeadAdd, "modes", id, "head_add"),
			HeadDrop: refs(m.HeadDrop, "modes", id, "head_drop"),
		}
		if mm.MCP == "" {
			mm.MCP = model.MCPDeferred
		}
		p.Modes[id] = mm
	}
	for id, c := range r.ModelClasses {
		pos, ds := decls("model_classes", id)
		p.ModelClasses[id] = &model.ModelClass{ID: id, Match: c.Match, Except: c.Except, Example: c.Example, Pos: pos, Decls: ds}
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
	return p
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
