package gen

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// The runtimes of the generated Rust and TypeScript modules. They do not
// depend on the policy: gen writes the policy's tables above them. The
// differential tests hold their resolution to resolve.Index.Resolve.
var (
	//go:embed runtime/tool_catalog.rs
	rustRuntime string
	//go:embed runtime/toolcatalog.js
	tsRuntime string
	//go:embed runtime/toolcatalog.d.ts
	tsTypes string
)

// Names of the files the optional outputs write.
const (
	RustFile   = "tool_catalog.rs"
	TSFile     = "toolcatalog.js"
	TSTypes    = "toolcatalog.d.ts"
	LockFile   = "toolpolicy.lock.json"
	LockSchema = "toolpolicy.lock.schema.json"
)

// Output roots of the optional outputs.
const (
	RootRust = "rust"
	RootTS   = "typescript"
	RootLock = "lock"
)

// rustModule renders the Rust module: the lifecycle as const name-sets and
// an alias table (the shape harnesses written in Rust already keep by hand),
// the other tables, and the runtime helpers.
func rustModule(pt *portable) []byte {
	var b bytes.Buffer
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	w("// %s\n", Header)
	w("//\n// The tool policy for release %s as Rust tables, with the helpers a\n", rustComment(pt.Release))
	w("// harness calls at runtime to apply it. No dependencies: include it with\n")
	w("// `#[path = \"...\"] mod tool_catalog;`. The policy is the source of truth:\n")
	w("// change it and run `toolpolicy gen`, never edit this file.\n\n")
	w("#![allow(dead_code)]\n\n")
	w("/// The policy release these tables describe.\npub const RELEASE: &str = %s;\n\n", rustQ(pt.Release))
	names := func(doc, name string, list []string) {
		w("%spub const %s: &[&str] = %s;\n\n", doc, name, rustList(list, ""))
	}
	names("/// The default first-turn head: every builtin tool whose state is active, sorted.\n", "DEFAULT_ACTIVE_NATIVE_TOOLS", pt.DefaultHead)
	names("/// Deferred tools: registered, found through tool search.\n", "DEFERRED_TOOLS", pt.Registry.Deferred)
	names("/// Removed from the active set and from tool search, but still registered and\n/// dispatchable with identical behavior. Calls are silent.\n", "HIDDEN_COMPATIBILITY_TOOLS", pt.Registry.Hidden)
	names("/// Deprecated names: never offered, dispatchable, calls carry a notice.\n", "DEPRECATED_TOOLS", pt.Registry.Deprecated)
	names("/// Removed names: not dispatchable.\n", "REMOVED_TOOLS", pt.Registry.Removed)
	names("/// Every dispatchable name, in catalog order.\n", "REGISTERED_TOOLS", pt.Registry.Registered)
	names("/// MCP tools that stay in the head in every mode.\n", "KEEP_LOADED_MCP_TOOLS", pt.KeepLoaded)
	retiredNames := make([]string, len(pt.Retired))
	for i, r := range pt.Retired {
		retiredNames[i] = r.Name
	}
	names("/// Names that must never be registered again, sorted.\n", "RETIRED_TOOLS", retiredNames)

	alias := func(a resolve.Alias) string {
		return fmt.Sprintf("    DeprecatedAlias { name: %s, replacement: %s, note: %s, first_deprecated: %s, planned_removal: %s, removal_not_before: %s, replay_supported: %t },\n",
			rustQ(a.Name), rustQ(a.Replacement), rustQ(a.Note), rustQ(a.FirstDeprecated), rustQ(a.PlannedRemoval), rustQ(a.RemovalNotBefore), a.ReplaySupported)
	}
	state := map[string]string{}
	for _, t := range pt.Tools {
		state[t.Name] = t.State
	}
	w("/// Deprecated aliases: invisible and dispatchable, with a replacement notice\n/// appended to result metadata only (never the cached prefix). Sorted by name.\n")
	w("pub const DEPRECATED_ALIASES: &[DeprecatedAlias] = &[\n")
	for _, a := range pt.Aliases {
		if state[a.Name] == model.StateDeprecated {
			b.WriteString(alias(a))
		}
	}
	w("];\n\n/// The whole deprecation manifest, sorted by name.\npub const ALIASES: &[DeprecatedAlias] = &[\n")
	for _, a := range pt.Aliases {
		b.WriteString(alias(a))
	}
	w("];\n\n/// Retired names with why and since when, sorted by name.\npub const RETIRED: &[Retired] = &[\n")
	for _, r := range pt.Retired {
		w("    Retired { name: %s, reason: %s, since: %s },\n", rustQ(r.Name), rustQ(r.Reason), rustQ(r.Since))
	}
	w("];\n\n/// Every declared tool, in catalog order: builtin tools by name, then MCP tools by name.\npub const TOOLS: &[Tool] = &[\n")
	for _, t := range pt.Tools {
		src := "Source::Builtin"
		if t.Source == model.SourceMCP {
			src = "Source::Mcp"
		}
		cardList := "None"
		if l := t.CardList; l != nil {
			cardList = fmt.Sprintf("Some(CardList { header: %s, line: %s, empty: %s })", rustQ(l.Header), rustQ(l.Line), rustQ(l.Empty))
		}
		variants := "&[]"
		if len(t.Variants) > 0 {
			var vs []string
			for _, v := range t.Variants {
				vs = append(vs, fmt.Sprintf("Variant { class: %s, when: %s, description: %s, has_description: %t, parameters: %s, kind: %s, grammar: %s, syntax: %s }",
					rustQ(v.Class), rustOptCond(v.When), rustQ(v.Description), v.HasDescription, rustQ(v.Parameters), rustQ(v.Kind), rustQ(v.Grammar), rustQ(v.Syntax)))
			}
			variants = "&[" + strings.Join(vs, ", ") + "]"
		}
		var ann []string
		for _, k := range model.SortedKeys(t.Annotations) {
			ann = append(ann, fmt.Sprintf("(%s, %s)", rustQ(k), rustQ(t.Annotations[k])))
		}
		w("    Tool { name: %s, state: %s, source: %s, implementation: %s, niche: %s, card: %s, description: %s, parameters: %s, group: %s, card_list: %s, variants: %s, groups: %s, annotations: &[%s], registered_when: %s, visible_when: %s, head_when: %s },\n",
			rustQ(t.Name), rustState(t.State), src, rustQ(t.Implementation), rustQ(t.Niche), rustQ(t.Card), rustQ(t.Description),
			rustQ(t.Parameters), rustQ(t.Group), cardList, variants, rustList(t.Groups, ""), strings.Join(ann, ", "),
			rustOptCond(t.RegisteredWhen), rustOptCond(t.VisibleWhen), rustOptCond(t.HeadWhen))
	}
	w("];\n\n// TOOL_INDEX maps each tool name, sorted, to its position in TOOLS.\nconst TOOL_INDEX: &[(&str, usize)] = &[\n")
	for _, r := range pt.Resolutions {
		if i, ok := pt.byName[r.Name]; ok {
			w("    (%s, %d),\n", rustQ(r.Name), i)
		}
	}
	w("];\n\n/// Providers, sorted by id.\npub const PROVIDERS: &[Provider] = &[\n")
	for _, p := range pt.Providers {
		w("    Provider { id: %s, models: %s, default: %t, explicit: %t, first_turn: %s, budget_target: %d, budget_max: %d, max_tools: %d, name_max_length: %d, name_pattern: %s, wire: %s, native_deferral: %t, tool_search: %s },\n",
			rustQ(p.ID), rustList(p.Models, ""), p.Default, p.FirstTurn != nil, rustList(orEmpty(p.FirstTurn), ""), p.BudgetTarget, p.BudgetMax, p.MaxTools, p.NameMaxLength, rustQ(p.NamePattern),
			rustQ(p.Wire), p.NativeDeferral, rustQ(p.ToolSearch))
	}
	w("];\n\n/// Modes, sorted by id.\npub const MODES: &[Mode] = &[\n")
	for _, m := range pt.Modes {
		w("    Mode { id: %s, mcp_active: %t, registered_when: %s },\n", rustQ(m.ID), m.MCP == model.MCPActive, rustOptCond(m.RegisteredWhen))
	}
	w("];\n\n/// Model classes, sorted by id.\npub const MODEL_CLASSES: &[ModelClass] = &[\n")
	for _, c := range pt.ModelClasses {
		w("    ModelClass { id: %s, matches: %s, except: %s, example: %s, where_cond: %s },\n", rustQ(c.ID), rustList(c.Match, ""), rustList(c.Except, ""), rustQ(c.Example), rustOptCond(c.Where))
	}
	w("];\n\n/// Gates, sorted by tool.\npub const GATES: &[Gate] = &[\n")
	for _, g := range pt.Gates {
		w("    Gate { tool: %s, visible_for: %s, hidden_for: %s },\n", rustQ(g.Tool), rustQ(g.VisibleFor), rustQ(g.HiddenFor))
	}
	w("];\n\n// HEAD_LISTS holds each distinct first-turn head before gates, in catalog order.\nconst HEAD_LISTS: &[&[&str]] = &[\n")
	for _, l := range pt.HeadLists {
		w("    %s,\n", rustList(l, "    "))
	}
	w("];\n\n// HEADS says which head every provider and mode offer before gates.\nconst HEADS: &[(&str, &str, usize)] = &[\n")
	for _, h := range pt.Heads {
		w("    (%s, %s, %d),\n", rustQ(h.Provider), rustQ(h.Mode), h.List)
	}
	w("];\n\n// RESOLUTIONS holds where every declared tool and manifest name leads, sorted by name.\nconst RESOLUTIONS: &[(&str, Option<State>, &str)] = &[\n")
	for _, r := range pt.Resolutions {
		st := "None"
		if r.State != "" {
			st = "Some(" + rustState(r.State) + ")"
		}
		w("    (%s, %s, %s),\n", rustQ(r.Name), st, rustQ(r.Canonical))
	}
	w("];\n\n/// The notice every deprecated call carries, sorted by name.\npub const DEPRECATIONS: &[DeprecationNotice] = &[\n")
	for _, d := range pt.Deprecations {
		w("    DeprecationNotice { this_tool: %s, use_instead: %s, first_deprecated: %s, removed_in: %s, message: %s },\n",
			rustQ(d.ThisTool), rustQ(d.UseInstead), rustQ(d.FirstDeprecated), rustQ(d.RemovedIn), rustQ(d.Message))
	}
	w("];\n\n/// Whether resolution depends on settings, groups or conditions.\npub const CONDITIONAL: bool = %t;\n\n", pt.Conditional)
	w("/// The declared settings, sorted by id.\npub const SETTINGS: &[Setting] = &[\n")
	for _, st := range pt.Settings {
		var kws []string
		for _, k := range st.Keywords {
			kws = append(kws, fmt.Sprintf("(%s, %s)", rustQ(k.Name), rustList(k.Members, "")))
		}
		w("    Setting { id: %s, kind: %s, doc: %s, values: %s, members_from: %s, old_names: %t, keywords: &[%s], default: %s },\n",
			rustQ(st.ID), rustQ(st.Type), rustQ(st.Doc), rustList(st.Values, "    "), rustQ(st.MembersFrom), st.OldNames, strings.Join(kws, ", "), rustList(st.Default, "    "))
	}
	w("];\n\n/// The tool groups (toolsets), sorted by id.\npub const GROUPS: &[Group] = &[\n")
	for _, g := range pt.Groups {
		w("    Group { id: %s, card: %s, doc: %s, when: %s, default_on: %t },\n", rustQ(g.ID), rustQ(g.Card), rustQ(g.Doc), rustOptCond(g.When), g.DefaultOn)
	}
	w("];\n\n/// The annotations conditions may test (MCP's four and the policy's own) with their defaults, sorted by id.\npub const ANNOTATIONS: &[Annotation] = &[\n")
	for _, a := range pt.Annotations {
		w("    Annotation { id: %s, kind: %s, default: %s, doc: %s },\n", rustQ(a.ID), rustQ(a.Type), rustQ(a.Default), rustQ(a.Doc))
	}
	w("];\n\n/// Model records, for classes by capability, sorted by id.\npub const MODELS: &[ModelRecord] = &[\n")
	for _, m := range pt.Models {
		var attrs []string
		for _, k := range model.SortedKeys(m.Attributes) {
			attrs = append(attrs, fmt.Sprintf("(%s, %s)", rustQ(k), rustList(m.Attributes[k], "")))
		}
		w("    ModelRecord { id: %s, attributes: &[%s] },\n", rustQ(m.ID), strings.Join(attrs, ", "))
	}
	w("];\n\n/// The conditions every tool must meet, next to its own.\npub const EXPOSURE: Exposure = Exposure { registered_when: %s, visible_when: %s, head_when: %s };\n\n",
		rustOptCond(pt.Exposure.RegisteredWhen), rustOptCond(pt.Exposure.VisibleWhen), rustOptCond(pt.Exposure.HeadWhen))
	b.WriteString(rustRuntime)
	return b.Bytes()
}

// rustCond renders a condition as a Cond literal.
func rustCond(c *pCond) string {
	args := make([]string, len(c.Args))
	for i := range c.Args {
		args[i] = rustCond(&c.Args[i])
	}
	return fmt.Sprintf("Cond { op: %s, args: &[%s], name: %s, is: %s, has: %s, has_tool: %t, at_least: %s, at_most: %s }",
		rustQ(c.Op), strings.Join(args, ", "), rustQ(c.Name), rustQ(c.Is), rustQ(c.Has), c.HasTool, rustQ(c.AtLeast), rustQ(c.AtMost))
}

func rustOptCond(c *pCond) string {
	if c == nil {
		return "None"
	}
	return "Some(&" + rustCond(c) + ")"
}

func rustState(s string) string {
	switch s {
	case model.StateActive:
		return "State::Active"
	case model.StateDeferred:
		return "State::Deferred"
	case model.StateHidden:
		return "State::HiddenCompatibility"
	case model.StateDeprecated:
		return "State::Deprecated"
	default:
		return "State::Removed"
	}
}

// rustQ quotes policy text as a Rust string literal: printable ASCII as it
// is, everything else as \u{...}, so no policy string can end the literal or
// hide a character from a reader.
func rustQ(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r >= ' ' && r <= '~':
			b.WriteRune(r)
		default:
			fmt.Fprintf(&b, `\u{%x}`, r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// rustComment makes policy text safe in a // comment.
func rustComment(s string) string { return comment(s) }

// rustList renders a &[&str] slice literal, one name per line when long.
func rustList(list []string, indent string) string {
	if len(list) == 0 {
		return "&[]"
	}
	if len(list) <= 4 {
		parts := make([]string, len(list))
		for i, s := range list {
			parts[i] = rustQ(s)
		}
		return "&[" + strings.Join(parts, ", ") + "]"
	}
	var b strings.Builder
	b.WriteString("&[\n")
	for _, s := range list {
		b.WriteString(indent + "    " + rustQ(s) + ",\n")
	}
	return b.String() + indent + "]"
}

// tsModule renders the TypeScript output: an ES module holding the policy as
// one JSON literal and the runtime helpers, and its .d.ts types.
func tsModule(pt *portable) (js, dts []byte, err error) {
	data, err := json.MarshalIndent(pt, "", " ")
	if err != nil {
		return nil, nil, err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "// %s\n//\n// The tool policy for release %s as an ES module, with the helpers a\n", Header, comment(pt.Release))
	b.WriteString("// harness calls at runtime to apply it; toolcatalog.d.ts holds its types.\n")
	b.WriteString("// No dependencies. The policy is the source of truth: change it and run\n// `toolpolicy gen`, never edit this file.\n\n")
	// encoding/json escapes U+2028 and U+2029, so the literal is valid
	// JavaScript in every engine.
	b.WriteString("const DATA = ")
	b.Write(data)
	b.WriteString(";\n\n")
	b.WriteString(tsRuntime)
	var d bytes.Buffer
	fmt.Fprintf(&d, "// %s\n\n", Header)
	d.WriteString(tsTypes)
	return b.Bytes(), d.Bytes(), nil
}

// polyglot adds the outputs for other languages the configuration selects.
func polyglot(p *model.Policy, cfg Config, add func(kind, root, rel string, data []byte)) error {
	if cfg.RustDir == "" && cfg.TSDir == "" && cfg.LockDir == "" {
		return nil
	}
	pt := portableOf(p)
	if cfg.RustDir != "" {
		add(RootRust, cfg.RustDir, RustFile, rustModule(pt))
	}
	if cfg.TSDir != "" {
		js, dts, err := tsModule(pt)
		if err != nil {
			return err
		}
		add(RootTS, cfg.TSDir, TSFile, js)
		add(RootTS, cfg.TSDir, TSTypes, dts)
	}
	if cfg.LockDir != "" {
		l, err := lock(p, pt)
		if err != nil {
			return err
		}
		add(RootLock, cfg.LockDir, LockFile, l)
		add(RootLock, cfg.LockDir, LockSchema, LockSchemaJSON)
	}
	return nil
}
