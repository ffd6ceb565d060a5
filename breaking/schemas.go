package breaking

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// ParameterSchemaRule reports parameter-schema changes that old transcripts
// cannot survive.
var ParameterSchemaRule = &Rule{
	ID:       "parameter-schema",
	Summary:  "a tool's parameter schema changed so that calls in old transcripts no longer fit it",
	Severity: report.SeverityError,
	Why: `
A transcript replays the arguments a model sent. For every name that was
dispatchable before and still is, the new parameter schema must accept what
the old one did: a property removed or renamed, a type narrowed ("number" to
"integer", ["string", "null"] to "string"), an enum value dropped, or a
property newly required all make old calls fail validation or lose their
meaning. Checked recursively through properties and array items, for the
tool's own schema and each model-class variant present on both sides. New
optional properties and widened types are compatible.`,
	Bad: `
// previous: parameters: {type: "object", properties: {path: {type: "string"}, pages: {type: "string"}}}
tools: read_file: parameters: {type: "object", properties: {path: {type: "string"}, limit: {type: "integer"}}, required: ["path", "limit"]}`,
	Good: `
tools: read_file: parameters: {type: "object", properties: {path: {type: "string"}, pages: {type: "string"}, limit: {type: "integer"}}}`,
	Run: runParameterSchema,
}

func runParameterSchema(old, new *model.Policy) []report.Diagnostic {
	var out []report.Diagnostic
	for _, name := range model.SortedKeys(old.Tools) {
		ot, nt := old.Tools[name], new.Tools[name]
		if nt == nil || !ot.Dispatchable() || !nt.Dispatchable() {
			continue
		}
		type pair struct {
			what, old, new string
			path           []string
		}
		pairs := []pair{{"", ot.Parameters, nt.Parameters, []string{"tools", name, "parameters"}}}
		for _, ov := range ot.Variants {
			for i, nv := range nt.Variants {
				if nv.Key() == ov.Key() && ov.Parameters != "" {
					pairs = append(pairs, pair{" (variant for " + ov.Key() + ")", ov.Parameters, nv.Parameters,
						[]string{"tools", name, fmt.Sprintf("variants[%d]", i), "parameters"}})
				}
			}
		}
		for _, pr := range pairs {
			if pr.old == "" || pr.old == pr.new {
				continue
			}
			var os, ns any
			if json.Unmarshal([]byte(pr.old), &os) != nil || (pr.new != "" && json.Unmarshal([]byte(pr.new), &ns) != nil) {
				continue
			}
			if pr.new == "" {
				ns = map[string]any{}
			}
			problems := incompatible("", os, ns)
			if len(problems) == 0 {
				continue
			}
			pos := new.At(pr.path...)
			d := finding(pos, fmt.Sprintf("parameters of %s%s changed so that old calls no longer fit: %s",
				name, pr.what, strings.Join(problems, "; ")),
				report.Related{Pos: old.At(pr.path...), Message: "the previous schema"})
			d.Suggestion = "keep the old properties and types (add new ones as optional), or give the new schema a new tool name and make this one an alias"
			out = append(out, d)
		}
	}
	return out
}

// incompatible lists what old calls valid under schema o would break
// under schema n, at a JSON path ("" is the arguments object).
func incompatible(at string, o, n any) []string {
	om, _ := o.(map[string]any)
	nm, _ := n.(map[string]any)
	if om == nil || nm == nil {
		return nil
	}
	var out []string
	where := func(p string) string {
		if p == "" {
			return "the arguments"
		}
		return p
	}
	if ot, nt := types(om), types(nm); len(ot) > 0 && len(nt) > 0 {
		var lost []string
		for _, t := range ot {
			if !slices.Contains(nt, t) && !(t == "integer" && slices.Contains(nt, "number")) {
				lost = append(lost, t)
			}
		}
		if len(lost) > 0 {
			out = append(out, fmt.Sprintf("%s narrowed from %s to %s", where(at), strings.Join(ot, "|"), strings.Join(nt, "|")))
		}
	}
	if oe, ok := om["enum"].([]any); ok {
		if ne, ok := nm["enum"].([]any); ok {
			var lost []string
			for _, v := range oe {
				if !slices.ContainsFunc(ne, func(w any) bool { return fmt.Sprint(w) == fmt.Sprint(v) }) {
					lost = append(lost, fmt.Sprintf("%v", v))
				}
			}
			if len(lost) > 0 {
				out = append(out, fmt.Sprintf("%s no longer allows %s", where(at), strings.Join(lost, ", ")))
			}
		} else if _, isConst := nm["const"]; isConst {
			out = append(out, fmt.Sprintf("%s narrowed from an enum to a constant", where(at)))
		}
	}
	oprops, _ := om["properties"].(map[string]any)
	nprops, _ := nm["properties"].(map[string]any)
	for _, k := range sortedKeys(oprops) {
		sub := join(at, k)
		np, ok := nprops[k]
		if !ok {
			out = append(out, fmt.Sprintf("property %s was removed or renamed", sub))
			continue
		}
		out = append(out, incompatible(sub, oprops[k], np)...)
	}
	oreq := strs(om["required"])
	for _, k := range strs(nm["required"]) {
		if !slices.Contains(oreq, k) {
			out = append(out, fmt.Sprintf("property %s is newly required", join(at, k)))
		}
	}
	if oi, ok := om["items"]; ok {
		if ni, ok := nm["items"]; ok {
			out = append(out, incompatible(at+"[]", oi, ni)...)
		}
	}
	return out
}

func join(at, k string) string {
	if at == "" {
		return k
	}
	return at + "." + k
}

func types(m map[string]any) []string {
	switch t := m["type"].(type) {
	case string:
		return []string{t}
	case []any:
		return strs(t)
	}
	return nil
}

func strs(v any) []string {
	l, _ := v.([]any)
	var out []string
	for _, x := range l {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// flattenJSON sets one path per leaf of a JSON document under prefix
// (objects by key, arrays by index), so a schema change reads as the leaves
// that changed rather than as one long line.
func flattenJSON(set func(path, v string), prefix, raw string) {
	var v any
	if raw == "" || json.Unmarshal([]byte(raw), &v) != nil {
		set(prefix, raw)
		return
	}
	var walk func(p string, v any)
	walk = func(p string, v any) {
		switch x := v.(type) {
		case map[string]any:
			if len(x) == 0 {
				set(p, "{}")
			}
			for _, k := range sortedKeys(x) {
				walk(p+"."+k, x[k])
			}
		case []any:
			if len(x) == 0 {
				set(p, "[]")
			}
			for i, e := range x {
				walk(fmt.Sprintf("%s[%d]", p, i), e)
			}
		default:
			b, _ := json.Marshal(x)
			set(p, string(b))
		}
	}
	walk(prefix, v)
}
