package compiler

// review28 (helper-64): adversarial cases for the code of the hour before
// it, checked against the cue command (agreeWithCue: verdict, data, every
// problem positioned), each small and big (250 entries, past the fast
// path's 200-entry thresholds) where that means anything:
//   - conjsplit.go: tools: {...} & {...} with 2-3 operands, parentheses,
//     lets, patterns, definitions, hidden fields, comprehensions, label
//     and value aliases, duplicate entries, order read by first_turn,
//     close(), other sections, labels the split must not touch.
//   - fast.go setPatternKeys/scopeText: equal pattern texts of different
//     meaning (section-struct lets, hidden fields and definitions declared
//     in the tools struct, entries named string/bool, file lets, imports
//     under one name, label/value aliases, comments, attributes,
//     comprehensions, other sections, @experiment).
//   - fast.go markChecker: 37 placements of a default mark (lists, calls,
//     interpolations, dynamic labels, nested and parenthesised
//     disjunctions, lets, unused hidden fields and definitions, if false,
//     for clauses, patterns, unary operators).
//   - numbers.go floatsClash: 15 pairs of spellings (1.0/1.00, 1e3/1000.0,
//     1_000.0, 1., 5e-1, 1E3, 1e+3, ...) through references and patterns,
//     lets, defaults, computed floats, json- and yaml-decoded floats.
//   - jsondata.go yamlValue: anchors, merge keys, multi-documents, tags
//     (!!int, !!float, !!binary, !!timestamp), .inf/.nan, yes/on, 0o17,
//     017, 019, hex, big ints, number/bool/null keys, long and unicode
//     strings, block scalars, comments, nulls, nested sequences, duplicate,
//     _ and # keys, keyword-like and predeclared-like keys, inside an
//     entry, under an import alias (even one named json), beside
//     json.Unmarshal, UnmarshalStream, Validate, literal/bytes/raw/
//     interpolated arguments, in hidden fields, definitions, patterns,
//     comprehensions and ifs, decode errors.
//   - compiler.go addCUEErrors: errors from decoded values (interpolated
//     yaml/json arguments the rewrite leaves to CUE), schema definitions
//     reached through decoded values and comprehensions.
//
// Result (helper-64): TestReview28 (forced fast path and default load, as
// runWithCue does) 451 cases, 45 failed; TestReview28Default (default
// load only) 451 cases, 38 failed. Under -race (every 6th case, 76 of
// each test) 18 failed, all of the bugs below; no data race. conjsplit, markChecker and addCUEErrors: no
// failure (every problem had a position). Three bugs:
//
// TestReview28Default went once the three were fixed: runWithCue loads
// every case as a load has it too (CI's time).
//
// All three fixed: a pattern naming a let or alias of its block gets no
// key; a decoded YAML number must read as one (literal.ParseNum); a
// division, arithmetic on a float or a decoded json/yaml value beside a
// float literal leaves the policy to CUE whole.
//
//  1. Pattern keys ignore the tools struct's own lets (fast.go
//     setPatternKeys/scopeText; 13 failures). scopeText holds the file's
//     imports and top-level lets, but a pattern's value can name a let of
//     the section struct it is in, which scanFileLits accepts (let od =
//     #Def). Two blocks writing the same pattern over a let of the same
//     name mean different things and share a key; the second is dropped:
//
//	#A: #Tool & {source: "mcp"}
//	#B: #Tool & {niche: "from B"}
//	tools: {let od = #A, [=~"^m_"]: od}
//	tools: {let od = #B, [=~"^m_"]: od}
//	tools: m_0: state: "active"
//
//     cue export: m_0.niche "from B"; toolpolicy: no niche (with #B
//     source: "builtin" cue rejects, toolpolicy loads). One file or
//     several; conjsplit makes it from tools: {let od = #A, ...} & {let od
//     = #B, ...}. Default loads: past 200 entries.
//
//  2. yaml.Unmarshal in place accepts what CUE's builtin refuses
//     (jsondata.go yamlValue/yamlLiteral; 20 failures). CUE's YAML
//     decoder writes a !!float-tagged integer-looking scalar (v: !!float
//     1, and any integer beyond 64 bits, which yaml.v3 tags !!float:
//     maximum: 18446744073709551616) as a BasicLit whose Value is the
//     text "number & 1"; the builtin then fails ("error in call to
//     encoding/yaml.Unmarshal: parse error: illegal number start "number
//     & 1""). yamlLiteral accepts any BasicLit, and format + ParseExpr
//     turn the text into the expression number & 1, which loads:
//
//	import "encoding/yaml"
//	tools: x: {state: "active", parameters: yaml.Unmarshal("maximum: 18446744073709551616")}
//
//     cue vet: rejects; toolpolicy: loads (any size, default loads too).
//
//  3. One float written two ways where one is not a float literal
//     (numbers.go floatsClash sees only FLOAT literals; 12 failures): a
//     float CUE computes (3 / 2, 0.5 + 0.5, 2 / 2) or json.Unmarshal
//     decodes (jsonValue writes the JSON's digits as a literal after
//     floatsClash ran) beside the same value written otherwise in a field:
//
//	tools: x: {state: "active", parameters: {m: 3 / 2}}
//	tools: x: parameters: m: 1.50
//
//	import "encoding/json"
//	tools: x: {state: "active", parameters: json.Unmarshal("{\"m\": 1.0}")}
//	tools: x: parameters: m: 1.00
//
//     cue export: m 1.50 / 1.00 (the literal written in the field);
//     toolpolicy: 1.5 / 1.0 (any size, default loads too). The same with
//     yaml.Unmarshal agrees with cue.

import (
	"fmt"
	"strings"
	"testing"
)

// sizes28 are the sizes each generated case is built at: small, and past
// the fast path's 200-entry thresholds.
var sizes28 = []int{3, 250}

// ent28 is a plain valid entry i.
func ent28(i int) string { return fmt.Sprintf("t%d: {state: \"active\", niche: \"n%d\"}", i, i) }

// mEnt28 is an entry m_i a pattern on ^m_ applies to.
func mEnt28(i int) string { return fmt.Sprintf("m_%d: {state: \"active\"}", i) }

// sb28 builds name at each size: pre, a tools struct of f's entries, post.
func sb28(name, pre, post string, f func(i int) string) []reviewCase {
	var out []reviewCase
	for _, n := range sizes28 {
		out = append(out, big26(fmt.Sprintf("%s n=%d", name, n), pre, post, n, f))
	}
	return out
}

// block28 is a tools struct of f(lo..hi-1), one entry a line.
func block28(lo, hi int, f func(i int) string) string {
	var b strings.Builder
	b.WriteString("{\n")
	for i := lo; i < hi; i++ {
		b.WriteString("\t" + f(i) + "\n")
	}
	b.WriteString("}")
	return b.String()
}

// conj28 builds tools: {...} & {...} (ops operands, entries split
// between them) at each size, with pre and post around it; wrap, if not
// empty, formats each operand (e.g. "(%s)").
func conj28(name, pre, post string, ops int, wrap string, f func(i int) string) []reviewCase {
	var out []reviewCase
	for _, n := range sizes28 {
		var parts []string
		for k := 0; k < ops; k++ {
			s := block28(k*n/ops, (k+1)*n/ops, f)
			if wrap != "" {
				s = fmt.Sprintf(wrap, s)
			}
			parts = append(parts, s)
		}
		out = append(out, c21(fmt.Sprintf("conj: %s n=%d", name, n), "a.cue", pre+"tools: "+strings.Join(parts, " & ")+"\n"+post))
	}
	return out
}

// files28 builds a multi-file case at each size: a.cue is head; each
// other file's text gets the entries block of f (if it holds %s).
func files28(name, head string, f func(i int) string, kv ...string) []reviewCase {
	var out []reviewCase
	for _, n := range sizes28 {
		args := []string{"a.cue", head}
		for i := 0; i+1 < len(kv); i += 2 {
			s := kv[i+1]
			if strings.Contains(s, "%s") {
				s = fmt.Sprintf(s, block28(0, n, f))
			}
			args = append(args, kv[i], s)
		}
		out = append(out, c21(fmt.Sprintf("%s n=%d", name, n), args...))
	}
	return out
}

// yaml28 is a policy whose file b.cue imports encoding/yaml and holds doc
// in _y, with use (e.g. "tools: yaml.Unmarshal(_y)") and a.cue's extra.
func yaml28(name, doc, use, extra string) reviewCase {
	var b strings.Builder
	b.WriteString("import \"encoding/yaml\"\n_y: \"\"\"\n")
	for _, l := range strings.Split(strings.TrimSuffix(doc, "\n"), "\n") {
		if l == "" {
			b.WriteString("\n")
			continue
		}
		b.WriteString("\t" + l + "\n")
	}
	b.WriteString("\t\"\"\"\n" + use + "\n")
	return c21("yaml: "+name, "a.cue", extra, "b.cue", b.String())
}

// yamlBoth is yaml28 with doc and, big, the doc after 250 generated tools.
func yamlBoth(name, doc, use, extra string) []reviewCase {
	var g strings.Builder
	for i := 0; i < 250; i++ {
		fmt.Fprintf(&g, "g%d:\n  state: active\n  niche: gen %d\n", i, i)
	}
	return []reviewCase{yaml28(name+" n=small", doc, use, extra), yaml28(name+" n=250", g.String()+doc, use, extra)}
}

func cases28() []reviewCase {
	var cs []reviewCase
	add := func(c ...reviewCase) { cs = append(cs, c...) }
	ft := "providers: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"

	// ---------------- conjsplit ----------------
	add(conj28("two operands valid", "", "", 2, "", ent28)...)
	add(conj28("three operands valid", "", "", 3, "", ent28)...)
	add(conj28("parenthesised operands", "", "", 2, "(%s)", ent28)...)
	add(conj28("doubly parenthesised operands", "", "", 3, "((%s))", ent28)...)
	add(conj28("bad state in last operand", "", "", 2, "", func(i int) string {
		if i == 2 || i == 249 {
			return fmt.Sprintf("t%d: {state: \"sleeping\"}", i)
		}
		return ent28(i)
	})...)
	add(conj28("order read by first_turn", "", ft, 2, "", func(i int) string { return fmt.Sprintf("z%d: {state: \"active\"}", 300-i) })...)
	add(conj28("order read, entry repeated in the second", "tools: z100: {state: \"active\"}\n", ft, 2, "", func(i int) string { return fmt.Sprintf("z%d: {state: \"active\"}", 300-i) })...)
	add(conj28("pattern in the first operand applies to the second", "", "", 2, "", func(i int) string {
		if i == 0 {
			return "[=~\"^m_\"]: {source: \"mcp\"}"
		}
		return fmt.Sprintf("m_%d: {state: \"active\", source: \"builtin\"}", i)
	})...)
	add(conj28("pattern in the first operand, valid", "", "", 2, "", func(i int) string {
		if i == 0 {
			return "[=~\"^m_\"]: {source: \"mcp\", card: string}"
		}
		return fmt.Sprintf("m_%d: {state: \"deferred\", card: \"c%d\"}", i, i)
	})...)
	add(conj28("section let per operand", "", "", 2, "", func(i int) string {
		if i == 0 || i == 1 || i == 125 {
			return fmt.Sprintf("let s = \"%s\"", []string{"active", "deferred"}[i%2])
		}
		return fmt.Sprintf("t%d: {state: s}", i)
	})...)
	add(conj28("reference to an entry of the other operand", "", "", 2, "", func(i int) string {
		if i == 0 {
			return "src: {state: \"active\", niche: \"from src\"}"
		}
		return fmt.Sprintf("t%d: {state: \"active\", niche: tools.src.niche}", i)
	})...)
	add(conj28("bare reference to an entry of the other operand", "", "", 2, "", func(i int) string {
		if i == 0 {
			return "src: {state: \"active\", niche: \"from src\"}"
		}
		return fmt.Sprintf("t%d: {state: \"active\", niche: src.niche}", i)
	})...)
	add(conj28("label alias in an operand", "", "", 2, "", func(i int) string {
		if i == 0 {
			return "S=src: {state: \"active\", niche: \"aliased\"}"
		}
		if i == 1 {
			return "t1: {state: \"active\", niche: S.niche}"
		}
		return ent28(i)
	})...)
	add(conj28("same entry in both operands, conflicting", "", "", 2, "", func(i int) string {
		if i == 0 || i == 2 || i == 200 {
			return fmt.Sprintf("dup: {state: \"%s\"}", []string{"active", "deferred"}[(i/2)%2])
		}
		return ent28(i)
	})...)
	add(conj28("same entry in both operands, adding", "", "", 2, "", func(i int) string {
		if i == 0 {
			return "dup: {state: \"active\"}"
		}
		if i == 2 || i == 200 {
			return "dup: {niche: \"more\"}"
		}
		return ent28(i)
	})...)
	add(conj28("open operand", "", "", 2, "", func(i int) string {
		if i == 0 {
			return "..."
		}
		return ent28(i)
	})...)
	add(conj28("comprehension in operand", "_l: [\"x\", \"y\"]\n", "", 2, "", func(i int) string {
		if i == 1 {
			return "for x in _l {\"c_\\(x)\": {state: \"active\"}}"
		}
		return ent28(i)
	})...)
	add(conj28("if in operand", "", "", 2, "", func(i int) string {
		if i == 1 {
			return "if len(_l) > 0 {iff: {state: \"active\"}}"
		}
		return ent28(i)
	})...)
	add(conj28("definition in operand", "", "", 2, "", func(i int) string {
		if i == 0 {
			return "#S: \"deferred\""
		}
		return fmt.Sprintf("t%d: {state: #S, card: \"c\"}", i)
	})...)
	add(conj28("hidden field in operand", "", "", 2, "", func(i int) string {
		if i == 0 {
			return "_s: \"deferred\""
		}
		return fmt.Sprintf("t%d: {state: _s, card: \"c\"}", i)
	})...)
	add(conj28("hidden field in one operand read in the other", "", "", 2, "", func(i int) string {
		if i == 0 {
			return "_s: \"deferred\""
		}
		return fmt.Sprintf("t%d: {state: tools._s, card: \"c\"}", i)
	})...)
	add(conj28("defaults in both operands", "", "", 2, "", func(i int) string {
		if i == 0 || i == 1 || i == 125 {
			return fmt.Sprintf("dd: {state: *\"%s\" | #State}", []string{"active", "deferred"}[i%2])
		}
		return ent28(i)
	})...)
	add(conj28("floats two ways across operands", "", "", 2, "", func(i int) string {
		if i == 0 || i == 1 || i == 125 {
			return fmt.Sprintf("fl: {state: \"active\", parameters: {type: \"object\", m: %s}}", []string{"1.0", "1.00"}[i%2])
		}
		return ent28(i)
	})...)
	add(c21("conj: close on one operand", "a.cue", "tools: close({a: {state: \"active\"}}) & {b: {state: \"active\"}}\n"))
	add(c21("conj: definition operand", "a.cue", "#T: {a: {state: \"active\"}}\ntools: #T & {b: {state: \"active\"}}\n"))
	add(c21("conj: empty operands", "a.cue", "tools: {} & ({}) & {a: {state: \"active\"}}\n"))
	add(c21("conj: release conflicting", "a.cue", "tools: a: {state: \"active\"}\nrelease: {version: \"1.0.0\"} & {min_deprecation_releases: 1}\n"))
	add(c21("conj: release valid extra", "a.cue", "tools: a: {state: \"active\"}\nrelease: {version: \"1.0.0\"} & {version: \"1.0.0\"}\n"))
	add(c21("conj: modes and providers", "a.cue", "tools: a: {state: \"active\"}\nmodes: {plan: {}} & {yolo: {mcp: \"active\"}}\nproviders: {q: {budget: {target: 1, max: 2}}} & {q: {budget: {target: 3}}}\n"))
	add(c21("conj: aliases", "a.cue", "tools: {a: {state: \"active\"}, o: {state: \"deprecated\"}}\naliases: {o: {replacement: \"a\", first_deprecated: \"0.1.0\"}} & {o: {planned_removal: \"TBD\", replay_supported: true}}\n"))
	add(c21("conj: unknown top-level", "a.cue", "tools: a: {state: \"active\"}\nbogus: {x: 1} & {y: 2}\n"))
	add(c21("conj: tools with attribute", "a.cue", "tools: {a: {state: \"active\"}} & {b: {state: \"active\"}} @x(y)\n"))
	add(c21("conj: quoted tools label", "a.cue", "\"tools\": {a: {state: \"active\"}} & {b: {state: \"bogus\"}}\n"))
	add(c21("conj: required tools label", "a.cue", "tools!: {a: {state: \"active\"}} & {b: {state: \"active\"}}\n"))
	add(c21("conj: struct and disjunction", "a.cue", "tools: {a: {state: \"active\"}} & ({b: {state: \"active\"}} | {c: {state: \"active\"}})\n"))
	add(c21("conj: operand string", "a.cue", "tools: {a: {state: \"active\"}} & \"x\"\n"))
	add(c21("conj: in file without package", "a.cue", "tools: a: {state: \"active\"}\n", "z.cue", "package toolpolicy\ntools: {b: {state: \"active\"}} & {c: {state: \"removed\"}}\n"))
	add(c21("conj: three files order", "a.cue", "tools: zz: {state: \"active\"}\n"+ft, "b.cue", "tools: {yy: {state: \"active\"}} & {aa: {state: \"active\"}, zz: {niche: \"x\"}}\n", "c.cue", "tools: {bb: {state: \"active\"}} & {yy: {niche: \"y\"}}\n"))
	add(c21("conj: value alias on the conjunction", "a.cue", "tools: X={a: {state: \"active\"}} & {b: {state: \"active\", niche: X.a.state}}\n"))
	add(c21("conj: embedded definition operand", "a.cue", "#E: {e: {state: \"active\"}}\ntools: {#E} & {b: {state: \"active\"}}\n"))
	add(c21("conj: embedded closed definition operand rejects", "a.cue", "#E: close({e: {state: \"active\"}})\ntools: {#E} & {b: {state: \"active\"}}\n"))
	add(c21("conj: operand of operand self-reference", "a.cue", "tools: {a: {state: \"active\"}} & {b: {state: \"active\", niche: \"\\(len(tools))\"}}\n"))

	// ---------------- setPatternKeys / scopeText ----------------
	mf := mEnt28
	add(files28("pk: identical pattern in two files", "", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {source: \"mcp\"}}\ntools: %s\n",
		"c.cue", "tools: {[=~\"^m_\"]: {source: \"mcp\"}}\n")...)
	add(files28("pk: hidden field in the tools struct shadows the package's", "_h: \"pkg\"\n", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {niche: _h}}\ntools: %s\n",
		"c.cue", "tools: {_h: \"local\", [=~\"^m_\"]: {niche: _h}}\n")...)
	add(files28("pk: hidden field shadow, local first", "_h: \"pkg\"\n", mf,
		"b.cue", "tools: {_h: \"local\", [=~\"^m_\"]: {niche: _h}}\ntools: %s\n",
		"c.cue", "tools: {[=~\"^m_\"]: {niche: _h}}\n")...)
	add(files28("pk: hidden field shadow, same file", "_h: \"pkg\"\n", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {niche: _h}}\ntools: {_h: \"local\", [=~\"^m_\"]: {niche: _h}}\ntools: %s\n")...)
	add(files28("pk: hidden field shadow, values agree", "_h: \"same\"\n", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {niche: _h}}\ntools: %s\n",
		"c.cue", "tools: {_h: \"same\", [=~\"^m_\"]: {niche: _h}}\n")...)
	add(files28("pk: entry named string shadows the predeclared", "", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {niche: string}}\ntools: %s\n",
		"c.cue", "tools: {string: {state: \"active\"}, [=~\"^m_\"]: {niche: string}}\n")...)
	add(files28("pk: entry named string, shadowing file first", "", mf,
		"b.cue", "tools: {string: {state: \"active\"}, [=~\"^m_\"]: {niche: string}}\ntools: %s\n",
		"c.cue", "tools: {[=~\"^m_\"]: {niche: string}}\n")...)
	add(files28("pk: entry named bool shadows in annotations", "", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {annotations: {ro: bool}}}\ntools: %s\n",
		"c.cue", "tools: {bool: {state: \"active\"}, [=~\"^m_\"]: {annotations: {ro: bool}}}\n")...)
	add(files28("pk: section let differs", "#A: #Tool & {source: \"mcp\"}\n#B: #Tool & {niche: \"from B\"}\n", mf,
		"b.cue", "tools: {let od = #A, [=~\"^m_\"]: od}\ntools: %s\n",
		"c.cue", "tools: {let od = #B, [=~\"^m_\"]: od}\n")...)
	add(files28("pk: section let differs, conflicting", "#A: #Tool & {source: \"mcp\"}\n#B: #Tool & {source: \"builtin\"}\n", mf,
		"b.cue", "tools: {let od = #A, [=~\"^m_\"]: od}\ntools: %s\n",
		"c.cue", "tools: {let od = #B, [=~\"^m_\"]: od}\n")...)
	add(files28("pk: section let of a struct differs", "", mf,
		"b.cue", "tools: {let v = {niche: \"one\"}, [=~\"^m_\"]: v}\ntools: %s\n",
		"c.cue", "tools: {let v = {niche: \"two\"}, [=~\"^m_\"]: v}\n")...)
	add(files28("pk: section let differs, same file", "#A: #Tool & {source: \"mcp\"}\n#B: #Tool & {source: \"builtin\"}\n", mf,
		"b.cue", "tools: {let od = #A, [=~\"^m_\"]: od}\ntools: {let od = #B, [=~\"^m_\"]: od}\ntools: %s\n")...)
	add(files28("pk: section definition shadows", "#S: \"active\"\n", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {state: #S}}\ntools: %s\n",
		"c.cue", "tools: {#S: \"removed\", [=~\"^m_\"]: {state: #S}}\n")...)
	add(files28("pk: file let differs", "", mf,
		"b.cue", "let v = \"one\"\ntools: {[=~\"^m_\"]: {niche: v}}\ntools: %s\n",
		"c.cue", "let v = \"two\"\ntools: {[=~\"^m_\"]: {niche: v}}\n")...)
	add(files28("pk: file let same", "", mf,
		"b.cue", "let v = \"one\"\ntools: {[=~\"^m_\"]: {niche: v}}\ntools: %s\n",
		"c.cue", "let v = \"one\"\ntools: {[=~\"^m_\"]: {niche: v}}\n")...)
	add(files28("pk: import name, other package", "", mf,
		"b.cue", "import s \"strings\"\ntools: {[=~\"^m_\"]: {niche: s.ToUpper(\"x\")}}\ntools: %s\n",
		"c.cue", "import s \"strings\"\ntools: {[=~\"^m_\"]: {niche: s.ToLower(\"X\")}}\n")...)
	add(files28("pk: import alias names differ", "", mf,
		"b.cue", "import s \"strings\"\ntools: {[=~\"^m_\"]: {niche: s.MaxRunes(3)}}\ntools: %s\n",
		"c.cue", "import s \"list\"\ntools: {[=~\"^m_\"]: {groups: s.MaxItems(0)}}\n")...)
	add(files28("pk: label alias N in value", "", func(i int) string { return fmt.Sprintf("m_%d: {state: \"active\"}", i) },
		"b.cue", "tools: {[N=~\"^m_\"]: {niche: N}}\ntools: %s\n",
		"c.cue", "tools: {[N=~\"^m_\"]: {niche: N}}\n")...)
	add(files28("pk: label alias N, one with a bad card", "", func(i int) string { return fmt.Sprintf("m_%d: {state: \"active\"}", i) },
		"b.cue", "tools: {[N=~\"^m_\"]: {niche: N}}\ntools: %s\n",
		"c.cue", "tools: {[N=~\"^m_\"]: {niche: N + \"x\"}}\n")...)
	add(files28("pk: value alias in pattern", "", mf,
		"b.cue", "tools: {[=~\"^m_\"]: X={niche: X.state}}\ntools: %s\n",
		"c.cue", "tools: {[=~\"^m_\"]: X={niche: X.state}}\n")...)
	add(files28("pk: comment differs", "", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {source: \"mcp\"} // one\n}\ntools: %s\n",
		"c.cue", "tools: {[=~\"^m_\"]: {source: \"mcp\"} // two\n}\n")...)
	add(files28("pk: attribute differs", "", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {source: \"mcp\" @a(1)}}\ntools: %s\n",
		"c.cue", "tools: {[=~\"^m_\"]: {source: \"mcp\" @a(2)}}\n")...)
	add(files28("pk: comprehension in pattern value", "_m: {niche: \"n\", card: \"c\"}\n", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {for k, v in _m {(k): v}}}\ntools: %s\n",
		"c.cue", "tools: {[=~\"^m_\"]: {for k, v in _m {(k): v}}}\n")...)
	add(files28("pk: comprehension over the local hidden", "_m: {niche: \"n\"}\n", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {for k, v in _m {(k): v}}}\ntools: %s\n",
		"c.cue", "tools: {_m: {niche: \"other\"}, [=~\"^m_\"]: {for k, v in _m {(k): v}}}\n")...)
	add(files28("pk: same pattern in tools and retired", "", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {niche: \"x\"}}\ntools: %s\n",
		"c.cue", "retired: {[=~\"^m_\"]: {niche: \"x\"}}\nretired: m_0: {}\n")...)
	add(files28("pk: entry reference resolved in its own struct", "", mf,
		"b.cue", "tools: {m_src: {state: \"active\", niche: \"S\"}, [=~\"^m_\"]: {niche: m_src.niche}}\ntools: %s\n",
		"c.cue", "tools: {[=~\"^m_\"]: {niche: tools.m_src.niche}}\n")...)
	add(files28("pk: two alternatives, index", "", mf,
		"b.cue", "tools: {[=~\"^m_\" | =~\"^n_\"]: {source: \"mcp\"}}\ntools: %s\n",
		"c.cue", "tools: {[=~\"^n_\" | =~\"^m_\"]: {source: \"mcp\"}}\ntools: n_1: {state: \"active\", source: \"builtin\"}\n")...)
	add(files28("pk: section let of an import-using value", "", mf,
		"b.cue", "import \"strings\"\ntools: {let u = strings.ToUpper(\"a\"), [=~\"^m_\"]: {niche: u}}\ntools: %s\n",
		"c.cue", "import \"strings\"\ntools: {let u = strings.ToLower(\"A\"), [=~\"^m_\"]: {niche: u}}\n")...)
	add(files28("pk: experiment aliasv2 self", "", mf,
		"b.cue", "tools: {[=~\"^m_\"]: {niche: \"x\"}}\ntools: %s\n",
		"c.cue", "@experiment(aliasv2)\npackage toolpolicy\ntools: {[=~\"^m_\"]: {niche: \"x\"}}\n")...)

	// ---------------- markChecker ----------------
	marks := []string{
		`tools: x: {state: "active", groups: [*"g" | "h"]}`,
		`tools: x: {state: "active", groups: [(*"g")]}`,
		`tools: x: {state: "active", niche: strings.ToUpper(*"a" | "b")}`,
		`tools: x: {state: "active", niche: strings.ToUpper((*"a"))}`,
		`tools: x: {state: "active", niche: "x\(*"a" | "b")"}`,
		`tools: x: {state: "active", niche: "x\((*"a"))"}`,
		`tools: x: {state: *("active" | "deferred") | "removed"}`,
		`tools: x: {state: *"active" | *"deferred"}`,
		`tools: x: {state: ("deferred" | *"active") | "removed"}`,
		`tools: x: {state: *"deferred" | (*"active" | "removed")}`,
		`tools: x: {state: **"active" | "deferred"}`,
		`tools: x: {state: *"active" & string | "deferred"}`,
		`tools: x: {state: "deferred" | *"active" & string}`,
		`tools: x: {state: [*"active" | "x"][0]}`,
		`tools: x: {state: [(*"active")][0]}`,
		`tools: x: {state: or([*"active", "deferred"])}`,
		`tools: x: ({state: *"active" | "deferred"} | {state: "removed"})`,
		`tools: x: *{state: "active"} | {state: "deferred"}`,
		`tools: x: (*{state: "active"}) | {state: "deferred"}`,
		`_u: (*"a")`,
		`#U: {x: (*1)}`,
		`let s = (*"active") | "deferred"` + "\ntools: x: {state: s}",
		`let s = (*"active") | "deferred"`,
		`if false {tools: zz: {state: (*"active") | "deferred"}}`,
		`if true {tools: zz: {state: *"active" | "deferred"}}`,
		`for s in [(*"active")] {tools: zz: {state: s}}`,
		`for s in [*"active" | "x"] {tools: zz: {state: s}}`,
		`tools: [=~"^m_"]: {source: (*"mcp") | "builtin"}`,
		`tools: [=~"^m_"]: {source: *"mcp" | "builtin"}`,
		`tools: {(*"zz" | "yy"): {state: "active"}}`,
		`tools: x: {state: "active", annotations: {a: !(*true | false)}}`,
		`tools: x: {state: -(*1) | 2}`,
		`tools: x: {state: "active", parameters: {type: "object", n: *1 | 2 + 3}}`,
		`tools: x: {state: "active", parameters: {type: "object", n: (*1 | 2) + 3}}`,
		`tools: x: {state: "active", parameters: {type: "object", n: *(*1 | 2) | 3}}`,
		`tools: x: {state: "active", parameters: {type: "object", n: ((*1 | 2)) | 3}}`,
		`tools: x: {state: "active", parameters: {type: "object", n: *1 | (2 | *3)}}`,
	}
	for i, m := range marks {
		pre := m + "\n"
		if strings.Contains(m, "strings.") {
			pre = "import \"strings\"\n" + m + "\n"
		}
		add(sb28(fmt.Sprintf("mark %d: %s", i, m), pre, "", mf)...)
	}

	// ---------------- floats ----------------
	pairs := [][2]string{
		{"1.0", "1.00"}, {"1e3", "1000.0"}, {"1_000.0", "1000.0"}, {"1.0e3", "1e3"}, {"10e2", "1e3"},
		{"0.5", "5e-1"}, {"0.5", "0.50"}, {"1.", "1.0"}, {"1.5", "1.50"}, {"1e0", "1.0"},
		{"2.0", "2.0"}, {"0.1", "1e-1"}, {"1E3", "1e3"}, {"1e+3", "1e3"}, {"100.0", "1e2"},
	}
	for i, p := range pairs {
		a, b := p[0], p[1]
		// a through a hidden reference, b written in the field.
		add(sb28(fmt.Sprintf("float %d ref %s written %s", i, a, b),
			fmt.Sprintf("_p: {type: \"object\", m: %s}\ntools: fx: {state: \"active\", parameters: _p}\ntools: fx: parameters: m: %s\n", a, b), "", ent28)...)
		// a through a pattern, b written, across two files.
		add(c21(fmt.Sprintf("float %d pattern %s file %s n=250", i, a, b), "a.cue", "",
			"b.cue", fmt.Sprintf("tools: [=~\"^t\"]: {parameters: {type: \"object\", m: %s}}\n", a),
			"c.cue", "tools: "+block28(0, 250, func(j int) string {
				if j == 7 {
					return fmt.Sprintf("t7: {state: \"active\", parameters: m: %s}", b)
				}
				return ent28(j)
			})+"\n"))
	}
	add(sb28("float: negative through let", "let f = -1.0\ntools: fx: {state: \"active\", parameters: {type: \"object\", m: f}}\ntools: fx: parameters: m: -1.00\n", "", ent28)...)
	add(sb28("float: computed division beside written", "_p: {type: \"object\", m: 2 / 2}\ntools: fx: {state: \"active\", parameters: _p}\ntools: fx: parameters: m: 1.00\n", "", ent28)...)
	add(sb28("float: computed sum beside written", "_p: {type: \"object\", m: 0.5 + 0.5}\ntools: fx: {state: \"active\", parameters: _p}\ntools: fx: parameters: m: 1.00\n", "", ent28)...)
	add(sb28("float: computed product written first", "tools: fx: {state: \"active\", parameters: {type: \"object\", m: 1.00}}\n_p: {m: 1.0 * 1}\ntools: fx: parameters: _p\n", "", ent28)...)
	add(sb28("float: default beside written", "_p: {type: \"object\", m: *1.0 | number}\ntools: fx: {state: \"active\", parameters: _p}\ntools: fx: parameters: m: 1.00\n", "", ent28)...)
	add(sb28("float: in a string and a comment", "// 1.00\ntools: fx: {state: \"active\", niche: \"1.00\", parameters: {type: \"object\", m: 1.0}}\n", "", ent28)...)
	add(sb28("float: json decoded beside written", "import \"encoding/json\"\n_p: json.Unmarshal(\"{\\\"type\\\": \\\"object\\\", \\\"m\\\": 1.0}\")\ntools: fx: {state: \"active\", parameters: _p}\ntools: fx: parameters: m: 1.00\n", "", ent28)...)
	add(sb28("float: json decoded in place beside written", "import \"encoding/json\"\n_j: \"{\\\"type\\\": \\\"object\\\", \\\"m\\\": 1.0}\"\ntools: fx: {state: \"active\", parameters: json.Unmarshal(_j)}\ntools: fx: parameters: m: 1.00\n", "", ent28)...)
	add(sb28("float: exponent in model attributes", "_a: 1e3\nmodels: \"x/y\": attributes: {ctx: _a}\nmodels: \"x/y\": attributes: {ctx: 1000.0}\n", "", ent28)...)
	add(sb28("float: many files", "", "", ent28)...)
	for i, sp := range []string{"1.0", "1.00", "1.000", "1e0"} {
		_ = i
		_ = sp
	}
	add(c21("float: four files four spellings", "a.cue", "tools: fx: {state: \"active\", parameters: {type: \"object\"}}\n",
		"b.cue", "_b: 1.0\ntools: fx: parameters: m: _b\n", "c.cue", "tools: fx: parameters: m: 1.000\n", "d.cue", "let d = 1e0\ntools: fx: parameters: m: d\n", "e.cue", "tools: fx: parameters: m: 1.00\n"))

	// ---------------- yaml ----------------
	u := "tools: yaml.Unmarshal(_y)"
	add(yamlBoth("block mapping", "x:\n  state: active\n  niche: Reads.\n", u, "")...)
	add(yamlBoth("anchor and merge", "x: &b\n  state: active\n  niche: shared\ny:\n  <<: *b\n  niche: own\n", u, "")...)
	add(yamlBoth("merge of two anchors", "b1: &b1 {state: active}\nb2: &b2 {niche: two, state: deferred}\ny:\n  <<: [*b1, *b2]\n", u, "")...)
	add(yamlBoth("merge conflicting with key", "b: &b {state: active}\ny:\n  <<: *b\n  state: sleeping\n", u, "")...)
	add(yamlBoth("multi documents", "x: {state: active}\n---\ny: {state: active}\n", u, "")...)
	add(yamlBoth("leading document marker", "---\nx: {state: active}\n", u, "")...)
	add(yamlBoth("trailing document end", "x: {state: active}\n...\n", u, "")...)
	add(yamlBoth("tag int in string field", "x: {state: active, niche: !!int 3}\n", u, "")...)
	add(yamlBoth("tag float in parameters", "x: {state: active, parameters: {type: object, v: !!float 1}}\n", u, "")...)
	add(yamlBoth("tag float shadowed by tool named number", "x: {state: active, parameters: {type: object, v: !!float 1}}\n", "tools: {number: {state: \"active\"}}\n"+u, "")...)
	add(c21("yaml: tag float in entry parameters, tool named number", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_p: \"type: object\\nv: !!float 1\\n\"\ntools: {number: {state: \"active\"}, a: {state: \"active\", parameters: yaml.Unmarshal(_p)}}\n"))
	add(c21("yaml: tag float in entry parameters, sibling number", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_p: \"type: object\\nv: !!float 2\\n\"\ntools: a: {state: \"active\", parameters: yaml.Unmarshal(_p), _x: {number: 3}}\n"))
	add(c21("yaml: tag float in parameters with let number", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_p: \"type: object\\nv: !!float 2\\n\"\ntools: a: {let number = \"s\", state: \"active\", niche: number, parameters: yaml.Unmarshal(_p)}\n"))
	add(c21("yaml: tag float in entry parameters, tool named number, big", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_p: \"type: object\\nv: !!float 1\\n\"\ntools: "+block28(0, 250, func(i int) string {
		if i == 0 {
			return "number: {state: \"active\"}"
		}
		if i == 1 {
			return "a: {state: \"active\", parameters: yaml.Unmarshal(_p)}"
		}
		return ent28(i)
	})+"\n"))
	add(yamlBoth("tag binary", "x: {state: active, parameters: {type: object, b: !!binary aGVsbG8=}}\n", u, "")...)
	add(yamlBoth("tag timestamp", "x: {state: active, niche: !!timestamp 2001-12-14t21:59:43.10-05:00}\n", u, "")...)
	add(yamlBoth("implicit timestamp", "x: {state: active, niche: 2001-12-14}\n", u, "")...)
	add(yamlBoth("inf", "x: {state: active, parameters: {type: object, v: .inf}}\n", u, "")...)
	add(yamlBoth("negative inf", "x: {state: active, parameters: {type: object, v: -.inf}}\n", u, "")...)
	add(yamlBoth("nan", "x: {state: active, parameters: {type: object, v: .nan}}\n", u, "")...)
	add(yamlBoth("inf beside tool Inf", "Inf: {state: active}\nx: {state: active, parameters: {type: object, v: .inf}}\n", u, "")...)
	add(c21("yaml: inf in entry parameters, tool named Inf", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_p: \"type: object\\nv: .inf\\n\"\ntools: {Inf: {state: \"active\"}, a: {state: \"active\", parameters: yaml.Unmarshal(_p)}}\n"))
	add(yamlBoth("yaml 1.1 booleans", "x: {state: active, parameters: {type: object, a: yes, b: on, c: True, d: FALSE}}\n", u, "")...)
	add(yamlBoth("octal 0o17", "x: {state: active, parameters: {type: object, o: 0o17}}\n", u, "")...)
	add(yamlBoth("octal 017", "x: {state: active, parameters: {type: object, o: 017}}\n", u, "")...)
	add(yamlBoth("not octal 019", "x: {state: active, parameters: {type: object, o: 019}}\n", u, "")...)
	add(yamlBoth("hex and underscores", "x: {state: active, parameters: {type: object, h: 0x_1F, u: 1_000}}\n", u, "")...)
	add(yamlBoth("big int", "x: {state: active, parameters: {type: object, h: 123456789012345678901234567890}}\n", u, "")...)
	add(yamlBoth("number keys", "x: {state: active, parameters: {type: object, 1: a, 2.5: b}}\n", u, "")...)
	add(yamlBoth("bool and null keys", "x: {state: active, parameters: {type: object, true: a, null: b, ~: c}}\n", u, "")...)
	add(yamlBoth("number and string key clash", "x: {state: active, parameters: {type: object, 1: a, \"1\": b}}\n", u, "")...)
	add(yamlBoth("number tool name", "1: {state: active}\n", u, "")...)
	add(yamlBoth("null tool value", "x:\n", u, "")...)
	add(yamlBoth("empty field value", "x:\n  state: active\n  niche:\n", u, "")...)
	add(yamlBoth("long string", "x:\n  state: active\n  description: "+strings.Repeat("word ", 4000)+"\n", u, "")...)
	add(yamlBoth("unicode", "x:\n  state: active\n  niche: \"caf\\u00e9 \\U0001F600 ü\"\n  description: ☃ snow\n", u, "")...)
	add(yamlBoth("control character in niche", "x:\n  state: active\n  niche: \"a\\x07b\"\n", u, "")...)
	add(yamlBoth("nested sequences of mappings", "x:\n  state: active\n  parameters:\n    type: object\n    anyOf:\n      - {type: string}\n      - type: array\n        items:\n          - a: 1\n          - b: [1, {c: 2}]\n", u, "")...)
	add(yamlBoth("variants list", "x:\n  state: active\n  variants:\n    - model_class: c\n      description: for c\n    - when: {mode: agent}\n      kind: freeform\n", u, "model_classes: c: {match: [\"x*\"], example: \"xy\"}\n")...)
	add(yamlBoth("duplicate keys", "x: {state: active}\nx: {state: active}\n", u, "")...)
	add(yamlBoth("underscore key", "_x: {state: active}\ny: {state: active}\n", u, "")...)
	add(yamlBoth("hash key", "\"#x\": {state: active}\ny: {state: active}\n", u, "")...)
	add(yamlBoth("hash key inside entry", "y: {state: active, \"#d\": 1}\n", u, "")...)
	add(yamlBoth("underscore key inside entry", "y: {state: active, _h: 1}\n", u, "")...)
	add(yamlBoth("keyword-like keys inside parameters", "y: {state: active, parameters: {type: object, if: 1, for: 2, let: 3, import: 4, package: 5, in: 6, _: 7, __x: 8}}\n", u, "")...)
	add(yamlBoth("predeclared-like keys", "y: {state: active, parameters: {type: object, int: 1, string: 2, number: !!float 3}}\n", u, "")...)
	add(yamlBoth("string with interpolation-like text", "y: {state: active, niche: \"a \\\\(b) \\\\(\"}\n", u, "")...)
	add(yamlBoth("block scalar with triple quotes", "y:\n  state: active\n  description: |\n    line \"\"\" one\n      indented \\(x)\n    end\t tab\n", u, "")...)
	add(yamlBoth("block scalar keep", "y:\n  state: active\n  description: |+\n    a\n\n\n", u, "")...)
	add(yamlBoth("folded scalar", "y:\n  state: active\n  description: >\n    a\n    b\n\n    c\n", u, "")...)
	add(yamlBoth("comments everywhere", "# head\ny: # after key\n  # before\n  state: active # trailing */ //\n  niche: \"x\" # c\n# tail\n", u, "")...)
	add(yamlBoth("flow with comments", "y: {state: active, # c\n  niche: n}\n", u, "")...)
	add(yamlBoth("wrong state", "y: {state: sleeping}\n", u, "")...)
	add(yamlBoth("unknown field", "y: {state: active, bogus: 1}\n", u, "")...)
	add(yamlBoth("invalid tool name", "\"9bad\": {state: active}\n", u, "")...)
	add(yamlBoth("beside a declared tool conflicting", "y: {state: active}\n", u, "tools: y: state: \"deferred\"\n")...)
	add(yamlBoth("beside a pattern", "m_y: {state: active}\n", u, "tools: [=~\"^m_\"]: {source: \"mcp\"}\n")...)
	add(yamlBoth("beside a pattern conflicting", "m_y: {state: active, source: builtin}\n", u, "tools: [=~\"^m_\"]: {source: \"mcp\"}\n")...)
	add(yamlBoth("read by first_turn", "zz: {state: active}\naa: {state: active}\n", u, "tools: mm: state: \"active\"\n"+ft)...)
	add(yamlBoth("float clash with written", "y: {state: active, parameters: {type: object, m: 1.0}}\n", u, "tools: y: parameters: m: 1.00\n")...)
	add(yamlBoth("float clash with written, written first", "y: {state: active, parameters: {type: object, m: 1.0}}\n", u, "tools: y: parameters: m: 1.00\n_z: 1.000\n")...)
	add(yamlBoth("float exponent vs written", "y: {state: active, parameters: {type: object, m: 1000.0}}\n", u, "tools: y: parameters: m: 1e3\n")...)
	add(yamlBoth("import alias", "y: {state: active}\n", "tools: yaml.Unmarshal(_y)", "")...)
	add(c21("yaml: under import alias y", "a.cue", "", "b.cue", "import y \"encoding/yaml\"\n_y: \"x: {state: active}\\n\"\ntools: y.Unmarshal(_y)\n"))
	add(c21("yaml: alias named json", "a.cue", "", "b.cue", "import json \"encoding/yaml\"\n_y: \"x: {state: active, niche: yes}\\n\"\ntools: json.Unmarshal(_y)\n"))
	add(c21("yaml: beside json.Unmarshal", "a.cue", "", "b.cue", "import (\n\t\"encoding/yaml\"\n\t\"encoding/json\"\n)\n_y: \"x: {state: active}\\n\"\n_j: \"{\\\"j\\\": {\\\"state\\\": \\\"active\\\"}}\"\ntools: yaml.Unmarshal(_y)\ntools: json.Unmarshal(_j)\n"))
	add(c21("yaml: UnmarshalStream left alone", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"x: {state: active}\\n---\\ny: {state: active}\\n\"\ntools: yaml.UnmarshalStream(_y)[0]\n"))
	add(c21("yaml: Validate keeps the import", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"x: {state: active}\\n\"\n_ok: yaml.Validate(_y, {x: _})\ntools: yaml.Unmarshal(_y)\n"))
	add(c21("yaml: Validate failing", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"x: {state: active}\\n\"\n_ok: yaml.Validate(_y, {x: {state: \"deferred\"}})\ntools: yaml.Unmarshal(_y)\n"))
	add(c21("yaml: literal argument", "a.cue", "", "b.cue", "import \"encoding/yaml\"\ntools: yaml.Unmarshal(\"x: {state: active}\")\n"))
	add(c21("yaml: bytes argument", "a.cue", "", "b.cue", "import \"encoding/yaml\"\ntools: yaml.Unmarshal('x: {state: active}')\n"))
	add(c21("yaml: raw string argument", "a.cue", "", "b.cue", "import \"encoding/yaml\"\ntools: yaml.Unmarshal(#\"x: {state: active, niche: \"a\\(b)\"}\"#)\n"))
	add(c21("yaml: interpolated argument, bad state", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_s: \"sleeping\"\ntools: yaml.Unmarshal(\"x: {state: \\(_s)}\")\n"))
	add(c21("yaml: interpolated argument, bad state in parameters", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_s: \"array\"\ntools: x: {state: \"active\", parameters: yaml.Unmarshal(\"type: \\(_s)\")}\n"))
	add(c21("yaml: hidden declared twice", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: string\n_y: \"x: {state: active}\"\ntools: yaml.Unmarshal(_y)\n"))
	add(c21("yaml: hidden also read", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"x: {state: active}\"\ntools: yaml.Unmarshal(_y)\ntools: x: niche: _y\n"))
	add(c21("yaml: into a hidden then tools", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"x: {state: active}\"\n_c: yaml.Unmarshal(_y)\ntools: _c\n"))
	add(c21("yaml: into a definition", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"x: {state: active}\"\n#C: yaml.Unmarshal(_y)\ntools: #C & {z: {state: \"active\"}}\n"))
	add(c21("yaml: into a definition, entry extended", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"state: active\"\n#C: yaml.Unmarshal(_y)\ntools: z: #C & {niche: \"n\"}\n"))
	add(c21("json: into a definition, entry extended", "a.cue", "", "b.cue", "import \"encoding/json\"\n_y: \"{\\\"state\\\": \\\"active\\\"}\"\n#C: json.Unmarshal(_y)\ntools: z: #C & {niche: \"n\"}\n"))
	add(c21("yaml: in a pattern", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"source: mcp\"\ntools: [=~\"^m_\"]: yaml.Unmarshal(_y)\ntools: {m_a: {state: \"active\"}, m_b: {state: \"active\", source: \"builtin\"}}\n"))
	add(c21("yaml: in a comprehension", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"state: active\"\nfor n in [\"a\", \"b\"] {tools: (n): yaml.Unmarshal(_y)}\n"))
	add(c21("yaml: in an if", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"x: {state: active}\"\nif true {tools: yaml.Unmarshal(_y)}\n"))
	add(c21("yaml: decode error", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"x: {state: active\"\ntools: yaml.Unmarshal(_y)\n"))
	add(c21("yaml: decode error in parameters", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/yaml\"\ntools: t: parameters: yaml.Unmarshal(\"a: [\")\n"))
	add(c21("yaml: list where struct", "a.cue", "", "b.cue", "import \"encoding/yaml\"\ntools: yaml.Unmarshal(\"- a\\n- b\\n\")\n"))
	add(c21("yaml: scalar where struct", "a.cue", "", "b.cue", "import \"encoding/yaml\"\ntools: yaml.Unmarshal(\"hello\")\n"))
	add(c21("yaml: empty", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/yaml\"\ntools: yaml.Unmarshal(\"\")\n"))
	add(c21("yaml: only comment", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/yaml\"\ntools: yaml.Unmarshal(\"# c\\n\")\n"))
	add(c21("yaml: empty mapping", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/yaml\"\ntools: yaml.Unmarshal(\"{}\")\n"))
	add(c21("yaml: modes and providers", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/yaml\"\nmodes: yaml.Unmarshal(\"plan: {}\\nyolo: {mcp: active}\")\nproviders: yaml.Unmarshal(\"q: {budget: {target: 1, max: 0.5}}\")\n"))
	add(c21("yaml: budget float where int", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/yaml\"\nproviders: yaml.Unmarshal(\"q: {budget: {target: 1, max: 2.0}}\")\n"))
	add(c21("yaml: budget tagged float int", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/yaml\"\nproviders: yaml.Unmarshal(\"q: {budget: {target: 1, max: !!float 2}}\")\n"))
	add(c21("yaml: whole policy part", "a.cue", "", "b.cue", "import \"encoding/yaml\"\n_y: \"tools: {x: {state: active}}\"\nyaml.Unmarshal(_y)\n"))
	add(c21("yaml: schema definition error from decoded", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/yaml\"\naliases: yaml.Unmarshal(\"o: {replacement: t, first_deprecated: '1', planned_removal: TBD, replay_supported: true}\")\n"))
	add(c21("yaml: schema definition error via interpolation", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/yaml\"\n_v: \"1\"\naliases: yaml.Unmarshal(\"o: {replacement: t, first_deprecated: '\\(_v)', planned_removal: TBD, replay_supported: true}\")\n"))
	add(c21("json: schema error via interpolation", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/json\"\n_v: \"sleeping\"\ntools: json.Unmarshal(\"{\\\"j\\\": {\\\"state\\\": \\\"\\(_v)\\\"}}\")\n"))
	add(c21("json: decode error via interpolation", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/json\"\n_v: \"sleeping\"\ntools: json.Unmarshal(\"{\\(_v)\")\n"))
	add(c21("yaml: comprehension over decoded makes error", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/yaml\"\n_v: \"x\"\n_m: yaml.Unmarshal(\"a: 1\\nb: \\(_v)\")\nfor k, v in _m {tools: (k): {state: v}}\n"))
	add(c21("error: comprehension error only schema positions", "a.cue", "", "b.cue", "_m: {a: 1, b: 2}\nfor k, v in _m {tools: (k): {state: \"active\", niche: v}}\n"))
	add(c21("error: schema definition via comprehension", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "for k in [\"o\"] {aliases: (k): {replacement: \"t\", first_deprecated: \"x\", planned_removal: \"TBD\", replay_supported: true}}\n"))
	// ---------------- more, after the first run ----------------
	add(yamlBoth("tag float negative", "x: {state: active, parameters: {type: object, v: !!float -3}}\n", u, "")...)
	add(yamlBoth("tag float with point", "x: {state: active, parameters: {type: object, v: !!float 1.5}}\n", u, "")...)
	add(yamlBoth("tag float exponent", "x: {state: active, parameters: {type: object, v: !!float 1e3}}\n", u, "")...)
	add(yamlBoth("int beyond int64 in maximum", "x: {state: active, parameters: {type: object, maximum: 18446744073709551616}}\n", u, "")...)
	add(c21("yaml: tag float into a hidden, unused", "a.cue", "tools: t: state: \"active\"\n", "b.cue", "import \"encoding/yaml\"\n_h: yaml.Unmarshal(\"v: !!float 1\")\n"))
	add(files28("pk: section let differs, three files", "#A: #Tool & {source: \"mcp\"}\n#B: #Tool & {niche: \"from B\"}\n#C: #Tool & {card: \"from C\"}\n", mf,
		"b.cue", "tools: {let od = #A, [=~\"^m_\"]: od}\ntools: %s\n",
		"c.cue", "tools: {let od = #B, [=~\"^m_\"]: od}\n",
		"d.cue", "tools: {let od = #C, [=~\"^m_\"]: od}\n")...)
	add(files28("pk: section let same in both", "#A: #Tool & {source: \"mcp\"}\n", mf,
		"b.cue", "tools: {let od = #A, [=~\"^m_\"]: od}\ntools: %s\n",
		"c.cue", "tools: {let od = #A, [=~\"^m_\"]: od}\n")...)
	add(files28("pk: section let used in a conjunction", "#A: #Tool & {source: \"mcp\"}\n#B: #Tool & {niche: \"from B\"}\n", mf,
		"b.cue", "tools: {let od = #A, [=~\"^m_\"]: od & {card: \"c\"}}\ntools: %s\n",
		"c.cue", "tools: {let od = #B, [=~\"^m_\"]: od & {card: \"c\"}}\n")...)
	add(files28("pk: section let via conjsplit operands", "#A: #Tool & {source: \"mcp\"}\n#B: #Tool & {niche: \"from B\"}\n", mf,
		"b.cue", "tools: {let od = #A, [=~\"^m_\"]: od} & {let od = #B, [=~\"^m_\"]: od}\ntools: %s\n")...)
	add(sb28("float: json decoded in another file", "", "", ent28)...)
	add(c21("float: json decoded in another file, written 1.00", "a.cue", "tools: fx: {state: \"active\", parameters: m: 1.00}\n", "b.cue", "import \"encoding/json\"\ntools: fx: parameters: json.Unmarshal(\"{\\\"type\\\": \\\"object\\\", \\\"m\\\": 1.0}\")\n"))
	add(sb28("float: computed via multiplication", "_p: {type: \"object\", m: 2.0 * 0.5}\ntools: fx: {state: \"active\", parameters: _p}\ntools: fx: parameters: m: 1.00\n", "", ent28)...)
	add(sb28("float: int division by float literal", "tools: fx: {state: \"active\", parameters: {type: \"object\", m: 3 / 2}}\ntools: fx: parameters: m: 1.50\n", "", ent28)...)
	// ---------------- the smallest reproductions ----------------
	add(c21("min: section lets, one file", "a.cue", "#A: #Tool & {source: \"mcp\"}\n#B: #Tool & {niche: \"from B\"}\ntools: {let od = #A, [=~\"^m_\"]: od}\ntools: {let od = #B, [=~\"^m_\"]: od}\ntools: m_0: state: \"active\"\n"))
	add(c21("min: yaml int beyond uint64", "a.cue", "import \"encoding/yaml\"\ntools: x: {state: \"active\", parameters: yaml.Unmarshal(\"maximum: 18446744073709551616\")}\n"))
	add(c21("min: yaml tagged float", "a.cue", "import \"encoding/yaml\"\ntools: x: {state: \"active\", parameters: yaml.Unmarshal(\"v: !!float 1\")}\n"))
	add(c21("min: computed float beside written", "a.cue", "tools: x: {state: \"active\", parameters: {m: 3 / 2}}\ntools: x: parameters: m: 1.50\n"))
	add(c21("min: json float beside written", "a.cue", "import \"encoding/json\"\ntools: x: {state: \"active\", parameters: json.Unmarshal(\"{\\\"m\\\": 1.0}\")}\ntools: x: parameters: m: 1.00\n"))
	return cs
}

func TestReview28(t *testing.T) { runWithCue(t, cases28()) }
