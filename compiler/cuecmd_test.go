package compiler

// Differential tests against the cue command itself: toolpolicy must accept
// exactly the policies `cue vet -c schema.cue policy/*.cue` accepts (schema.cue
// being what `toolpolicy schema` prints) and read the data `cue export` yields
// from the same files. The cue command is the one scripts/install-cue.sh
// installs, at the version go.mod links.

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"cuelang.org/go/cue"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
	"github.com/toolpolicy/toolpolicy/model"
)

var cueCmd = sync.OnceValues(func() (string, error) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Version}}", "cuelang.org/go").Output()
	if err != nil {
		return "", fmt.Errorf("go list -m cuelang.org/go: %v", err)
	}
	version := strings.TrimSpace(string(out))
	gopath, err := exec.Command("go", "env", "GOPATH").Output()
	if err != nil {
		return "", err
	}
	bin := filepath.Join(strings.TrimSpace(string(gopath)), "bin", "cue")
	ok := func() bool {
		v, err := exec.Command(bin, "version").Output()
		return err == nil && strings.Contains(string(v), "cue version "+version+"\n")
	}
	if !ok() {
		// The project's own installer (CI runs it first; this covers a
		// plain `go test ./...` on a fresh machine).
		if out, err := exec.Command("bash", "../scripts/install-cue.sh").CombinedOutput(); err != nil {
			return "", fmt.Errorf("scripts/install-cue.sh: %v\n%s", err, out)
		}
		if !ok() {
			return "", fmt.Errorf("%s is not cue %s after scripts/install-cue.sh", bin, version)
		}
	}
	return bin, nil
})

// cueVerdict runs `cue vet -c` and, if that passes, `cue export` on the
// policy in dir, the way a user would: the schema first, then the policy's
// .cue files as a shell glob lists them (hidden files left out). vetErr is
// also set when cue export finds a value that is not data.
func cueVerdict(t testing.TB, dir string) (exported []byte, vetErr string) {
	t.Helper()
	// The same directory with the same files gives the same answer: a
	// case checked with the fast path forced and then as a load has it
	// runs cue once (CI's time).
	key := verdictKey(t, dir)
	if v, ok := verdicts.Load(key); ok {
		v := v.(verdict)
		return v.exported, v.vetErr
	}
	defer func() {
		if !t.Failed() {
			verdicts.Store(key, verdict{exported, vetErr})
		}
	}()
	bin, err := cueCmd()
	if err != nil {
		t.Fatal(err)
	}
	// cue/load orders the files it is given by how deep their paths are,
	// then byte-wise (normalizeFiles), and CUE v0.17.1's result can depend
	// on that order (undefined fields of closed structs, the order of an
	// entry's fields). `cue vet -c schema.cue policy/*.cue`, as the README
	// runs it, puts the schema first, as toolpolicy does: the schema goes
	// in a directory of its own directly under the temporary root, above
	// any t.TempDir() (the policies here) or checkout (a t.TempDir() made
	// after the policy's would sort after it).
	work, err := os.MkdirTemp("", "schema")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(work) })
	sch := filepath.Join(work, "schema.cue")
	if err := os.WriteFile(sch, schema.Source, 0o644); err != nil {
		t.Fatal(err)
	}
	names, err := filepath.Glob(filepath.Join(dir, "*.cue"))
	if err != nil {
		t.Fatal(err)
	}
	args := []string{sch}
	depth := func(p string) int { return strings.Count(p, string(filepath.Separator)) }
	for _, n := range names {
		if !strings.HasPrefix(filepath.Base(n), ".") {
			if abs, err := filepath.Abs(n); err != nil || depth(abs) <= depth(sch) {
				t.Fatalf("%s would not come after %s in cue's file order", n, sch)
			}
			args = append(args, n)
		}
	}
	var stderr bytes.Buffer
	vet := exec.Command(bin, append([]string{"vet", "-c"}, args...)...)
	// Run where the policy is, as a user in their repository: cue takes the
	// module (cue.mod/module.cue, its language version) from the working
	// directory, toolpolicy from the policy's.
	vet.Dir = dir
	vet.Stderr = &stderr
	if err := vet.Run(); err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			t.Fatal(err)
		}
		return nil, strings.TrimSpace(stderr.String())
	}
	exp := exec.Command(bin, append([]string{"export", "--out", "json"}, args...)...)
	exp.Dir = dir
	stderr.Reset()
	exp.Stderr = &stderr
	out, err := exp.Output()
	if err != nil {
		// A function or package where data belongs, unconstrained by the
		// schema (a tool's raw parameters): cue vet -c passes it, but the
		// policy has no data for cue export, nor for toolpolicy, which
		// must refuse it (compiler.go notData).
		if msg := strings.TrimSpace(stderr.String()); strings.Contains(msg, "cannot convert value") {
			return nil, "cue export: " + msg
		}
		t.Fatalf("cue vet -c passed but cue export failed: %v\n%s", err, stderr.String())
	}
	return out, ""
}

// verdict is what cueVerdict returned for a directory's files.
type verdict struct {
	exported []byte
	vetErr   string
}

// verdicts caches cueVerdict by verdictKey.
var verdicts sync.Map

// verdictKey is the directory and every file under it, names and bytes.
func verdictKey(t testing.TB, dir string) string {
	h := sha256.New()
	h.Write([]byte(dir))
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "\x00%s\x00%d\x00", p, len(b))
		h.Write(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return string(h.Sum(nil))
}

// dataOf is the policy's data without positions, as plain values, for
// comparing two models.
func dataOf(p *model.Policy) any {
	return plain(reflect.ValueOf(map[string]any{
		"release": p.Release, "tools": p.Tools, "aliases": p.Aliases, "retired": p.Retired,
		"keep_loaded": p.KeepLoaded, "providers": p.Providers, "modes": p.Modes,
		"model_classes": p.ModelClasses, "gates": p.Gates, "lint": p.RuleSeverity, "gen": p.Gen,
		"settings": p.SettingDecls, "groups": p.Groups, "annotations": p.Annotations, "models": p.Models,
		"exposure": p.Exposure, "configurations": p.Configurations,
	}))
}

func plain(v reflect.Value) any {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			return nil
		}
		return plain(v.Elem())
	case reflect.Map:
		out := map[string]any{}
		for it := v.MapRange(); it.Next(); {
			out[fmt.Sprint(it.Key().Interface())] = plain(it.Value())
		}
		return out
	case reflect.Slice:
		if v.Type() == reflect.TypeFor[[]model.Ref]() {
			var names []string
			for _, r := range v.Interface().([]model.Ref) {
				names = append(names, r.Name)
			}
			return names
		}
		var out []any
		for i := range v.Len() {
			out = append(out, plain(v.Index(i)))
		}
		return out
	case reflect.Struct:
		out := map[string]any{}
		for i := range v.NumField() {
			f := v.Type().Field(i)
			if !f.IsExported() || f.Type == reflect.TypeFor[model.Pos]() || f.Type == reflect.TypeFor[[]model.Pos]() {
				continue
			}
			out[f.Name] = plain(v.Field(i))
		}
		return out
	}
	return v.Interface()
}

// exportedData reads `cue export` output as the compiler reads a policy.
func exportedData(t testing.TB, exported []byte) any {
	t.Helper()
	var raw rawPolicy
	if err := json.Unmarshal(exported, &raw); err != nil {
		t.Fatalf("cue export output does not decode: %v\n%s", err, exported)
	}
	l := &loader{errs: &LoadError{}, shown: map[string]string{}}
	p := l.convert(&raw)
	if len(l.errs.Problems) > 0 {
		t.Fatalf("the compiler rejects data cue export yields: %v", l.errs)
	}
	return dataOf(p)
}

// agreeWithCue loads dir with toolpolicy and with the cue command and fails
// the test if they disagree on whether it is valid, or on its data.
func agreeWithCue(t testing.TB, dir string, opts ...Option) (loadErr error) {
	t.Helper()
	loadErr, _ = agreeWithCueVet(t, dir, opts...)
	return loadErr
}

// agreeWithCueVet is agreeWithCue, also returning what cue vet -c printed.
func agreeWithCueVet(t testing.TB, dir string, opts ...Option) (loadErr error, vetErr string) {
	t.Helper()
	exported, vetErr := cueVerdict(t, dir)
	p, err := LoadDir(dir, opts...)
	switch {
	case vetErr != "" && err == nil:
		t.Fatalf("toolpolicy loads a policy cue vet -c rejects:\n%s", vetErr)
	case vetErr == "" && err != nil:
		t.Fatalf("toolpolicy rejects a policy cue vet -c accepts:\n%v", err)
	case err != nil:
		for _, pr := range err.(*LoadError).Problems {
			// A missing top-level section has no place in the files.
			section, _, _ := strings.Cut(pr.Msg, ": ")
			missing := strings.HasSuffix(pr.Msg, "field is required but not present") && !strings.Contains(section, ".")
			if !pr.Pos.IsValid() && pr.Pos.File == "" && !missing {
				t.Errorf("problem without a position: %q", pr.Msg)
			}
			if strings.TrimSpace(pr.Msg) == "" {
				t.Errorf("problem without a message at %v", pr.Pos)
			}
		}
		return err, vetErr
	}
	got, _ := json.MarshalIndent(dataOf(p), "", " ")
	want, _ := json.MarshalIndent(exportedData(t, exported), "", " ")
	if !bytes.Equal(got, want) {
		t.Fatalf("toolpolicy reads other data than cue export:\n%s", lineDiff(string(want), string(got)))
	}
	return nil, ""
}

func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var out []string
	for i := 0; i < max(len(w), len(g)) && len(out) < 20; i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			out = append(out, fmt.Sprintf("line %d: cue export %q, toolpolicy %q", i+1, a, b))
		}
	}
	return strings.Join(out, "\n")
}

// cueCases are policies written with the CUE features users reach for. Each
// is one file after base (keys of extra name more files).
var cueCases = []struct {
	name  string
	src   string
	extra map[string]string
	valid bool // what cue vet -c says; the test checks toolpolicy agrees with both
}{
	{name: "schema definition used by the policy", src: "tools: a: #Tool & {state: \"active\"}\n", valid: true},
	// Where CUE v0.17.1's verdict or data depend on the order of the
	// files (helper-34): toolpolicy reads the schema first, as cue vet -c
	// schema.cue policy/*.cue does; with the schema last, cue accepts the
	// first four and gives the last another order.
	{name: "a hidden field names an undefined field of a tool", src: "_x: tools.a.bogus\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"},
	{name: "a hidden field of an entry names an undefined field of #Tool", src: "tools: {a: {state: \"active\", _h: #Tool.bogus}, b: {state: \"active\"}}\n"},
	{name: "a hidden field of a template names an undefined field", src: "#OD: #Tool & {state: *\"deferred\" | #State, _h: #Tool.bogus}\ntools: {a: #OD & {card: \"c\"}, b: #OD & {card: \"d\"}}\n"},
	{name: "a hidden field of a pattern names an undefined field", src: "tools: [string]: {_h: #Tool.bogus}\ntools: {a: {state: \"active\"}, b: {state: \"active\"}}\n"},
	{name: "the order of a templated entry's fields", valid: true, src: "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^c_\"]: #M\ntools: {c_x: {niche: \"n\"}, b: {state: \"active\"}}\nretired: {for n, t in tools for i, k in [for k, _ in t {k}] {\"r_\\(n)_\\(i)_\\(k)\": {}}}\n"},

	{name: "settings and conditions", valid: true, src: `settings: {ro: {type: "bool"}, sets: {type: "set", members_from: "groups"}}
groups: [ID=string]: when: {setting: "sets", has: ID}
groups: {g1: default_on: true, g2: {}}
exposure: registered_when: {all: [{not: {all: [{setting: "ro", is: true}, {annotation: "readOnlyHint", is: false}]}}, {in_enabled_group: true}]}
tools: {a: {state: "active", groups: ["g1"], annotations: readOnlyHint: true}, b: {state: "active", groups: ["g2"], head_when: {any: [{mode: "m"}, {class: "c"}]}}}
models: "x/y": attributes: {ctx: 100, mods: ["image"]}
model_classes: c: {where: {attribute: "ctx", at_least: 50}, example: "x/y"}
`},
	{name: "a condition with two forms", src: "tools: a: {state: \"active\", visible_when: {mode: \"m\", provider: \"p\"}}\n"},
	{name: "a misspelt condition key", src: "tools: a: {state: \"active\", registered_when: {all: [{setting: \"x\", iss: true}]}}\n"},
	{name: "a setting of no type", src: "tools: a: state: \"active\"\nsettings: x: {doc: \"no type\"}\n"},
	{name: "schema definition narrowed by the policy", src: "#Tool: source: \"mcp\"\ntools: a: state: \"deferred\"\n", valid: true},
	{name: "user definition", src: "#MCP: #Tool & {source: \"mcp\", state: *\"deferred\" | _}\ntools: {a: #MCP, b: #MCP & {state: \"active\"}}\n", valid: true},
	{name: "closed user definition rejects a field", src: "#T: close({state: \"active\"})\ntools: a: #T & {niche: \"x\"}\n"},
	{name: "test file left out", src: "tools: a: state: \"active\"\n", extra: map[string]string{"policy_test.cue": "package toolpolicy\ntools: b: state: \"active\"\n"}, valid: true},
	{name: "invalid test file left out", src: "tools: a: state: \"active\"\n", extra: map[string]string{"x_test.cue": "package toolpolicy\ntools: a: state: \"bogus\"\n"}, valid: true},
	{name: "integer beyond int64", src: "tools: a: state: \"active\"\nproviders: default: budget: max: 9223372036854775808\n"},
	{name: "max below target", src: "tools: a: state: \"active\"\nproviders: x: budget: {target: 5, max: 3}\n"},
	{name: "gate with both fields", src: "tools: a: state: \"active\"\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\ngates: a: {visible_for: \"c\", hidden_for: \"c\"}\n"},
	{name: "gate with neither field", src: "tools: a: state: \"active\"\ngates: a: {}\n"},
	{name: "gate with one field", src: "tools: a: state: \"active\"\ngates: a: hidden_for: \"c\"\nmodel_classes: c: {match: [\"x*\"], example: \"xy\"}\n", valid: true},
	{name: "comprehension over a hidden map", src: "_old: {a_old: \"a\", b_old: \"b\"}\ntools: {a: state: \"active\", b: state: \"active\"}\nfor o, n in _old {\n\ttools: (o): state: \"hidden-compatibility\"\n\taliases: (o): {replacement: n, first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}\n}\n", valid: true},
	{name: "comprehension inside a section", src: "tools: {for n in [\"a\", \"b\"] {(n): state: \"active\"}}\n", valid: true},
	{name: "literal parameter schemas, groups and annotations", valid: true, src: "groups: {g1: {}, g2: {}}\n#M: #Tool & {state: *\"deferred\" | #State, parameters: {type: *\"object\" | string, ...}}\ntools: [=~\"^m\"]: #M\ntools: {a: {state: \"active\", parameters: {type: \"object\", properties: {q: {type: \"string\", enum: [\"x\", \"y\"]}, n: {type: \"integer\", minimum: -1}}, required: [\"q\"]}, groups: [\"g1\", \"g2\"], annotations: {readOnlyHint: true, title: \"A\"}}, m1: {parameters: {properties: {q: {type: \"string\"}}}}}\n"},
	{name: "literal parameter schema with decimals", valid: true, src: "tools: {a: {state: \"active\", parameters: {type: \"object\", properties: {n: {type: \"number\", minimum: -0.50, maximum: 10.00, default: 1.0, multipleOf: 1e-3}, m: {type: \"integer\", maximum: 12345678901234567890123}}}}}\n"},
	{name: "literal annotation that is a number", src: "tools: {a: {state: \"active\", annotations: {weight: 3}}}\n"},
	{name: "definition embedded in entries", valid: true, src: "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {a: {#OD, niche: \"n\"}, b: {#OD, state: \"active\"}}\n"},
	{name: "narrower definition embedded in an entry", src: "#D: {state: \"deferred\"}\ntools: {a: {#D, niche: \"n\"}}\n"},
	{name: "definition embedded beside fields it lacks", valid: true, src: "#D: {state: \"deferred\", source: \"mcp\"}\ntools: {a: {#D, niche: \"n\"}}\n"},
	{name: "embedded definition with a field it rejects", src: "#OD: #Tool & {state: *\"deferred\" | #State}\ntools: {a: {#OD, bogus: 1}}\n"},
	// Computed entries, folded to literals when safe (fold.go).
	{name: "entries computed from hidden data", valid: true, src: "_host: {gh: \"GitHub\"}\n_mcp: {source: \"mcp\", state: \"deferred\"}\nlet verb = \"Reads\"\ntools: {gh_a: {_mcp, niche: \"\\(verb) on \\(_host.gh).\"}, gh_b: _mcp & {card: verb + \" b\"}}\n"},
	{name: "tools made from a list of structs", valid: true, src: "_l: [{n: \"a\", d: \"A\"}, {n: \"b\", d: \"B\"}]\nfor e in _l {tools: \"m_\\(e.n)\": {state: \"deferred\", source: \"mcp\", niche: e.d}}\ntools: x: state: \"active\"\n"},
	{name: "tools made from a list in the section", valid: true, src: "_names: [\"a\", \"b\"]\ntools: {for n in _names {\"m_\\(n)\": {state: \"deferred\", niche: \"tool \\(n)\"}}, x: state: \"active\"}\n"},
	{name: "computed entry with a default meeting the schema's", src: "_s: {source: *\"mcp\" | \"builtin\"}\ntools: {a: {_s, state: \"active\"}}\n"},
	{name: "computed entries with defaults", valid: true, src: "_mcp: {source: \"mcp\", state: *\"deferred\" | \"active\"}\n#M: #Tool & {state: *\"deferred\" | #State}\ntools: [=~\"^m_\"]: #M\ntools: {m_a: {_mcp, niche: \"n\"}, b: {_mcp, state: \"active\"}, c: _mcp}\n"},
	{name: "computed default meeting another default", src: "_e: {state: *\"deferred\" | \"active\"}\n#M: #Tool & {state: *\"active\" | #State}\ntools: [=~\"^m\"]: #M\ntools: {m1: {_e}, x: {_e}}\n"},
	{name: "computed entry closed against a pattern", src: "_c: close({state: \"active\"})\ntools: [=~\"^a\"]: niche: \"n\"\ntools: {a: {_c}}\n"},
	{name: "computed entry conflicting with a declared one", src: "_l: [\"a\"]\nfor n in _l {tools: (n): {state: \"deferred\"}}\ntools: a: state: \"active\"\n"},
	{name: "computed entries listed in order", valid: true, src: "_names: [\"z\", \"b\"]\ntools: a: state: \"active\"\nfor n in _names {tools: (n): state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n, _ in tools {n}]}\n"},
	{name: "computed entry using strings", valid: true, src: "_names: [\"get_issue\", \"list_issues\"]\nfor n in _names {tools: \"github_\\(n)\": {state: \"deferred\", niche: strings.Replace(n, \"_\", \" \", -1)}}\n"},
	// Found by review of fold.go (TestFastPathMatchesPlainEvaluation has them too).
	{name: "fold review: embedded hidden struct reorders an entry read in order", valid: true, src: "_m: {card: \"x\", state: \"deferred\"}\ntools: a: {niche: \"n\", _m}\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.a {k}]}\n"},
	{name: "fold review: comprehension adds a field to a declared entry read in order", valid: true, src: "tools: {for n in [\"a\"] {(n): niche: \"n\"}, a: state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, models: [for k, _ in tools.a {k}]}\n"},
	{name: "fold review: section order read through a nested hidden struct", valid: true, src: "tools: {for n in [\"z\"] {(n): state: \"active\"}, a: state: \"active\"}\nproviders: p: {budget: {target: 1, max: 9}, _o: {for n, _ in tools {(n): 1}}, models: [for n, _ in _o {n}]}\n"},
	{name: "fold review: section order read through another section made from it", valid: true, src: "tools: {for n in [\"z\"] {(n): state: \"deprecated\"}, a: state: \"deprecated\", y: state: \"active\"}\naliases: {for n, _ in tools if n != \"y\" {(n + \"_old\"): {replacement: \"y\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: true}}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n, _ in aliases {n}]}\n"},
	{name: "fold review: hidden field a section comprehension yields", valid: true, src: "tools: {for n in [\"a\"] {(n): state: \"active\", _seen: n}}\nproviders: p: {budget: {target: 1, max: 9}, models: [*tools._seen | \"none\"]}\n"},
	{name: "fold review: hidden field a top-level comprehension yields", valid: true, src: "for n in [\"a\"] {tools: {(n): state: \"active\", _seen: n}}\nproviders: p: {budget: {target: 1, max: 9}, models: [*tools._seen | \"none\"]}\n"},
	{name: "let", src: "let mcp = {source: \"mcp\", state: \"deferred\"}\ntools: {a: mcp, b: mcp & {card: \"c\"}}\n", valid: true},
	{name: "embedding", src: "{tools: a: state: \"active\"}\n_x: {tools: b: state: \"active\"}\n_x\n", valid: true},
	{name: "hidden field", src: "_s: \"active\"\ntools: a: state: _s\n", valid: true},
	{name: "import", src: "tools: a: {state: \"active\", niche: strings.ToUpper(\"x\")}\n", valid: true},
	{name: "pattern constraint", src: "tools: [=~\"^m_\"]: source: \"mcp\"\ntools: {m_a: state: \"deferred\", b: state: \"active\"}\n", valid: true},
	{name: "pattern label of alternatives", valid: true, src: "#M: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\ntools: [=~\"^gh_\" | =~\"^jr_\"]: #M\ntools: [\"exact\" | !~\"_\"]: {niche: =~\"^[A-Z]\"}\ntools: {gh_a: {niche: \"n\"}, jr_b: {card: \"c\"}, exact: {state: \"active\", niche: \"N\"}, plain: {state: \"active\", niche: \"P\"}, x_y: {state: \"active\"}}\n"},
	{name: "pattern label of alternatives, one conflicting", src: "tools: [=~\"^gh_\" | \"exact\"]: {source: \"mcp\"}\ntools: {gh_a: {state: \"active\"}, exact: {state: \"active\", source: \"builtin\"}}\n"},
	{name: "pattern label of alternatives, lower-case niche", src: "tools: [\"exact\" | !~\"_\"]: {niche: =~\"^[A-Z]\"}\ntools: {plain: {state: \"active\", niche: \"p\"}}\n"},
	{name: "pattern constraint conflicts", src: "tools: [=~\"^m_\"]: source: \"mcp\"\ntools: m_a: {state: \"deferred\", source: \"builtin\"}\n"},
	{name: "required marker then value", src: "tools: a: state!: string\ntools: a: state: \"active\"\n", valid: true},
	{name: "required marker never given", src: "tools: a: niche!: string\ntools: a: state: \"active\"\n"},
	{name: "optional field", src: "tools: a: {state: \"active\", niche?: \"x\"}\n", valid: true},
	{name: "default overridden", src: "tools: a: {state: *\"active\" | \"deferred\"}\ntools: a: state: \"deferred\"\n", valid: true},
	{name: "attributes", src: "tools: a: {state: \"active\" @go(State)} @x(y)\n", valid: true},
	{name: "close", src: "tools: close({a: state: \"active\"})\n", valid: true},
	{name: "file without a package clause joins the package", src: "tools: a: state: \"active\"\n", extra: map[string]string{"b.cue": "tools: b: state: \"active\"\n"}, valid: true},
	{name: "invalid file without a package clause", src: "tools: a: state: \"active\"\n", extra: map[string]string{"b.cue": "tools: b: state: \"bogus\"\n"}},
	{name: "file left out by an @if attribute", src: "tools: a: state: \"active\"\n", extra: map[string]string{"b.cue": "@if(dev)\npackage toolpolicy\ntools: a: state: \"bogus\"\n"}, valid: true},
	{name: "file kept by a negated @if attribute", src: "tools: a: state: \"active\"\n", extra: map[string]string{"b.cue": "@if(!dev)\npackage toolpolicy\ntools: b: state: \"active\"\n"}, valid: true},
	{name: "struct completed across files", src: "tools: a: state: \"active\"\n", extra: map[string]string{"b.cue": "package toolpolicy\ntools: a: niche: \"x\"\n"}, valid: true},
	// On top of the synthetic policy these reach its github_ MCP tools,
	// which the fast path validates with the pattern applied.
	{name: "no-op pattern constraint", src: "tools: [=~\"^github_\"]: source: \"mcp\"\ntools: a: state: \"active\"\n", valid: true},
	{name: "pattern constraint with a definition", src: "#Carded: #Tool & {card: string, state: *\"deferred\" | #State}\ntools: [=~\"^github_\"]: #Carded\ntools: a: state: \"active\"\n", valid: true},
	{name: "pattern constraint against the data", src: "tools: [=~\"^github_\"]: source: \"builtin\"\ntools: a: state: \"active\"\n", valid: true},
	{name: "definition that reads a hidden field", src: "_s: \"deferred\"\n#D: #Tool & {state: _s}\ntools: a: #D & {card: \"x\"}\n", valid: true},
	{name: "definition narrowing a value", src: "#D: #Tool & {state: \"active\"}\ntools: a: #D & {state: \"deferred\"}\n"},
	{name: "definition default", src: "#D: #Tool & {state: *\"deferred\" | #State}\ntools: a: #D & {card: \"x\"}\ntools: b: #D & {state: \"active\", source: \"mcp\"}\n", valid: true},
	{name: "definition inside the section", src: "tools: {#D: #Tool & {state: \"active\"}, a: #D & {niche: \"x\"}}\n", valid: true},
	{name: "definition shadowed inside the section", src: "#D: #Tool & {state: \"active\"}\ntools: {#D: #Tool & {state: \"deferred\"}, a: #D & {card: \"x\"}}\n", valid: true},
	{name: "undefined definition", src: "tools: a: #Nope & {state: \"active\"}\n"},
	// A policy that reads a section as data: on top of the synthetic
	// policy the fast path serves these reads from a view (view.go).
	{name: "head listed by a comprehension over the tools", valid: true, src: `tools: {ra: {state: "active", parameters: {type: "object"}}, rb: {state: "active"}, rc: {state: "deferred", card: "c"}}
tools: rd: {state: "active", source: "mcp"}
providers: listed: {budget: {target: 1, max: 1}, first_turn: [for n, t in tools if t.state == "active" && t.source == "builtin" {n}]}
`},
	{name: "aliases made by a comprehension over the tools", valid: true, src: `tools: {ra: {state: "active"}, rb: {state: "deprecated", niche: "old"}}
aliases: {for n, t in tools if t.state == "deprecated" {("was_" + n): {replacement: "ra", first_deprecated: "0.1.0", planned_removal: "TBD", replay_supported: t.source == "builtin"}}}
`},
	{name: "count of the tools", valid: true, src: "tools: {ra: {state: \"active\"}, rb: {state: \"active\"}}\nproviders: counted: budget: {target: len(tools), max: len(tools) + len(aliases)}\naliases: {}\n"},
	{name: "one tool read by name", valid: true, src: "tools: {ra: {state: \"active\"}, rb: {state: \"active\", niche: \"n\"}}\ntools: rc: {state: tools.rb.state, niche: tools.rb.niche}\n"},
	{name: "keys and values of the tools in one list", valid: true, src: "tools: {ra: {state: \"active\"}, rb: {state: \"deferred\", card: \"x\"}}\nproviders: listed: {budget: {target: 1, max: 1}, models: [for t in tools {t.state}]}\n"},
	{name: "a comprehension over the tools that fails", src: "tools: {ra: {state: \"active\", niche: \"n\"}}\nproviders: listed: {budget: {target: 1, max: 1}, models: [for n, t in tools {t.niche + 1}]}\n"},
	{name: "a tool unified with a field #Tool closes out", src: "tools: {ra: {state: \"active\"}}\n_z: [for t in tools {t}]\n_z: [{bogus: \"x\"}, ...]\n"},
	{name: "a tool read through a reference and extended", valid: true, src: "tools: {ra: {state: \"active\"}}\nproviders: listed: {budget: {target: 1, max: 1}, models: [for t in tools {(t & {bogus: \"x\"}).bogus}]}\n"},
	{name: "tools copied from hidden maps by group", valid: true, src: "#G: #Tool & {source: \"mcp\", state: *\"deferred\" | #State}\n_gh: {gh_a: {card: \"a\"}, gh_b: {state: \"active\"}}\n_lin: {lin_a: {state: \"deferred\", card: \"l\"}}\ntools: {for k, v in _gh {(k): #G & v}}\nfor k, v in _lin {tools: (k): v & {source: \"mcp\"}}\n"},
	{name: "tools embedded from hidden maps", valid: true, src: "_g: {ga: {state: \"active\"}}\n_h: {hb: {state: \"deferred\", card: \"c\"}}\ntools: {_g, zz: {state: \"active\"}}\ntools: _h\n"},
	{name: "a bad value in a copied map", src: "_gh: {gh_a: {state: \"nope\"}}\ntools: {for k, v in _gh {(k): v}}\n"},
	{name: "the tools read whole", valid: true, src: "tools: {ra: {state: \"active\"}}\n_all: tools\n_n: len(_all)\n"},
	{name: "unknown top-level field", src: "tools: a: state: \"active\"\nbogus: 1\n"},
	{name: "float where an int goes", src: "tools: a: state: \"active\"\nproviders: default: limits: max_tools: 1.5\n"},
}

func writeCase(t testing.TB, dir, src string, extra map[string]string) {
	t.Helper()
	head := base
	if strings.Contains(src, "strings.") {
		head = strings.Replace(base, "package toolpolicy\n", "package toolpolicy\n\nimport \"strings\"\n", 1)
	}
	files := map[string]string{"zz_case.cue": head + src}
	for k, v := range extra {
		files[k] = v
	}
	policytest.WriteFiles(t, dir, files)
}

// TestAgreesWithCueCommand runs every case on its own and again on top of a
// synthetic policy large enough for the fast path, whose
// entries the case's constructs may reach (they are in package scope).
func TestAgreesWithCueCommand(t *testing.T) {
	if _, err := cueCmd(); err != nil {
		t.Fatal(err)
	}
	// Just past the fast path's threshold (entries), which is what the
	// large cases are for: bigger costs every case's two cue runs and a
	// load more, and tells nothing more.
	bigs := map[string]*synth.Output{
		"large":           synth.Generate(synth.Config{Tools: 500, Providers: 3}),
		"large-idiomatic": synth.Generate(synth.Config{Tools: 500, Providers: 3, Shape: synth.ShapeIdiomatic}),
		// Its alias manifest is a comprehension over the tools, and its
		// MCP tools are made from hidden lists: every case runs beside
		// reads served from a view and entries folded (fold.go).
		"large-computed": synth.Generate(synth.Config{Tools: 500, Providers: 3, Shape: synth.ShapeComputed}),
	}
	for name, big := range bigs {
		if opts := defaultFastOptions(); big.Tools < opts.minEntries {
			t.Fatalf("%s: %d tools do not pass the fast path's threshold (%d entries)", name, big.Tools, opts.minEntries)
		}
	}
	for _, size := range []string{"small", "large", "large-idiomatic", "large-computed"} {
		for _, tc := range cueCases {
			t.Run(size+"/"+tc.name, func(t *testing.T) {
				t.Parallel()
				dir := t.TempDir()
				src := tc.src
				if big := bigs[size]; big != nil {
					if err := big.Write(dir); err != nil {
						t.Fatal(err)
					}
				}
				writeCase(t, dir, src, tc.extra)
				if size != "small" {
					// base's release and providers would conflict with synth's.
					text, _ := os.ReadFile(filepath.Join(dir, "zz_case.cue"))
					text = bytes.Replace(text, []byte(base[len("package toolpolicy\n"):]), nil, 1)
					os.WriteFile(filepath.Join(dir, "zz_case.cue"), text, 0o644)
				}
				err := agreeWithCue(t, dir)
				// On top of the synthetic policy, close() and the like may
				// reject it; only the small case's verdict is known.
				if size == "small" && (err == nil) != tc.valid {
					t.Fatalf("valid=%v expected of this case; toolpolicy (agreeing with cue) says %v", tc.valid, err)
				}
				if size == "small" {
					// The case's own entries through the fast path too.
					agreeWithCue(t, dir, withMinEntries(0))
				}
			})
		}
	}
}

// moduleFiles are what a policy's module can say about its CUE language
// version: no module, each form cue rejects, and versions from the oldest
// module schema to the one toolpolicy is built with. accepts is whether the
// cue command takes the module file at all.
var moduleFiles = []struct {
	name, file, src string // file: the path under the module root ("" for none)
	accepts         bool
}{
	{name: "no module", accepts: true},
	{name: "cue.mod without module.cue", file: "cue.mod/README", src: "not a module file\n", accepts: true},
	{name: "legacy cue.mod file", file: "cue.mod", src: "module: \"example.com/p\"\n"},
	{name: "empty module.cue", file: "cue.mod/module.cue", src: ""},
	{name: "no language version", file: "cue.mod/module.cue", src: "module: \"example.com/p@v0\"\n"},
	{name: "not a semantic version", file: "cue.mod/module.cue", src: langModule("0.9.0")},
	{name: "v0.7.0", file: "cue.mod/module.cue", src: langModule("v0.7.0")},
	{name: "v0.8.0-alpha.0", file: "cue.mod/module.cue", src: langModule("v0.8.0-alpha.0"), accepts: true},
	{name: "v0.8.0", file: "cue.mod/module.cue", src: langModule("v0.8.0"), accepts: true},
	{name: "v0.9.0-alpha.1", file: "cue.mod/module.cue", src: langModule("v0.9.0-alpha.1"), accepts: true},
	{name: "v0.9.0", file: "cue.mod/module.cue", src: langModule("v0.9.0"), accepts: true},
	{name: "v0.11.0", file: "cue.mod/module.cue", src: langModule("v0.11.0"), accepts: true},
	{name: "v0.13.2", file: "cue.mod/module.cue", src: langModule("v0.13.2"), accepts: true},
	{name: "v0.14.0", file: "cue.mod/module.cue", src: langModule("v0.14.0"), accepts: true},
	{name: "v0.15.0", file: "cue.mod/module.cue", src: langModule("v0.15.0"), accepts: true},
	{name: "v0.16.0", file: "cue.mod/module.cue", src: langModule("v0.16.0"), accepts: true},
	{name: "v0.17.0", file: "cue.mod/module.cue", src: langModule("v0.17.0"), accepts: true},
	{name: "current", file: "cue.mod/module.cue", src: langModule(cue.LanguageVersion()), accepts: true},
	{name: "next minor", file: "cue.mod/module.cue", src: langModule(nextMinor(cue.LanguageVersion()))},
	{name: "v1.0.0", file: "cue.mod/module.cue", src: langModule("v1.0.0")},
	{name: "invalid module path", file: "cue.mod/module.cue", src: "module: \"not a path\"\nlanguage: version: \"v0.9.0\"\n"},
}

func langModule(v string) string {
	return fmt.Sprintf("module: \"example.com/p@v0\"\nlanguage: version: %q\n", v)
}

// nextMinor is the first language version newer than v (v0.17.1: v0.18.0).
func nextMinor(v string) string {
	var major, minor int
	if _, err := fmt.Sscanf(v, "v%d.%d.", &major, &minor); err != nil {
		panic(err)
	}
	return fmt.Sprintf("v%d.%d.0", major, minor+1)
}

// versionCases are policies whose meaning depends on the language version
// or on a file's @experiment attributes, and two the schema rejects under
// every version (its rejection of a label must not need a newer version
// than the module's).
var versionCases = []struct{ name, src string }{
	{"plain", "tools: a: state: \"active\"\n"},
	{"invalid name", "tools: \"has space\": state: \"active\"\ntools: a: state: \"active\"\n"},
	{"unknown top-level field", "tools: a: state: \"active\"\nbogus: 1\n"},
	{"list elements on separate lines without commas", "groups: {g: {}, h: {}}\ntools: a: {state: \"active\", groups: [\n\t\"g\"\n\t\"h\"\n]}\n"},
	{"struct comparison", "_same: {a: 1} == {a: 1}\ntools: a: state: [if _same {\"active\"}, \"deferred\"][0]\n"},
	{"error builtin", "tools: a: state: *\"active\" | error(\"unreachable\")\n"},
	{"@experiment(structcmp)", "@experiment(structcmp)\n" + "_same: {a: 1} == {a: 1}\ntools: a: state: [if _same {\"active\"}, \"deferred\"][0]\n"},
	{"@experiment(aliasv2) with self", "@experiment(aliasv2)\ntools: a: {state: \"active\", niche: self.state}\n"},
	{"@experiment(explicitopen)", "@experiment(explicitopen)\n#T: {state: string}\ntools: a: #T... & {state: \"active\", niche: \"x\"}\n"},
	{"@experiment(shortcircuit)", "@experiment(shortcircuit)\n_x: true || (1 & 2)\ntools: a: state: \"active\"\n"},
	{"@experiment(shortcircuit) in a definition", "@experiment(shortcircuit)\n#D: #Tool & {state: \"active\", niche: [if true || (1 & 2) {\"x\"}, \"y\"][0]}\ntools: a: #D & {card: \"c\"}\n"},
	{"@experiment(try)", "@experiment(try)\n_m: {}\ntools: a: state: \"active\"\ntools: a: try { niche: _m.x? }\n"},
	{"unknown experiment", "@experiment(nosuchthing)\ntools: a: state: \"active\"\n"},
}

// versionFile is a policy file of head then src, src's leading @experiment
// attribute, if any, first (file attributes go before the package clause).
func versionFile(head, src string) string {
	if strings.HasPrefix(src, "@experiment") {
		attr, rest, _ := strings.Cut(src, "\n")
		return attr + "\n" + head + rest
	}
	return head + src
}

// TestLanguageVersions checks that toolpolicy and the cue command agree on
// every policy of versionCases under every module file of moduleFiles, the
// policy being in a directory of the module as in a harness repository;
// that a module file cue refuses is reported in the module file; and that
// a plain policy loads under every version cue accepts.
func TestLanguageVersions(t *testing.T) {
	if _, err := cueCmd(); err != nil {
		t.Fatal(err)
	}
	for _, mf := range moduleFiles {
		for _, tc := range versionCases {
			t.Run(mf.name+"/"+tc.name, func(t *testing.T) {
				t.Parallel()
				root := t.TempDir()
				if mf.file != "" {
					policytest.WriteFile(t, filepath.Join(root, filepath.FromSlash(mf.file)), mf.src)
				}
				dir := filepath.Join(root, "policy")
				policytest.WriteFiles(t, dir, map[string]string{"a.cue": versionFile(base, tc.src)})
				// The case's own entries through the fast path too.
				agreeWithCue(t, dir, withMinEntries(0))
				err, vetErr := agreeWithCueVet(t, dir)
				// An experiment's problem says what cue says of it (which
				// experiment, and the version it needs).
				if first, _, _ := strings.Cut(vetErr, "\n"); strings.Contains(first, "experiment") {
					why := strings.TrimSuffix(first[strings.LastIndex(first, ": ")+2:], ":")
					if !strings.Contains(err.Error(), why) {
						t.Errorf("cue says %q; toolpolicy says:\n%v", first, err)
					}
				}
				if !mf.accepts {
					if err == nil {
						t.Fatal("loads under a module file cue refuses")
					}
					for _, p := range err.(*LoadError).Problems {
						if !strings.HasSuffix(p.Pos.File, "cue.mod/module.cue") && !strings.HasSuffix(p.Pos.File, "cue.mod") {
							t.Errorf("a problem of the module file is reported at %v: %s", p.Pos, p.Msg)
						}
					}
					return
				}
				if tc.name == "plain" && err != nil {
					t.Fatalf("a plain policy does not load: %v", err)
				}
			})
		}
	}
	// Past the fast path's threshold, which parses the files itself at the
	// module's version: every case under v0.14.0 (which refuses much of what
	// the current version takes) and the current version, the schema's own
	// cases under a version older than the error builtin.
	big := synth.Generate(synth.Config{Tools: 500, Providers: 3, Shape: synth.ShapeIdiomatic})
	for _, v := range []string{"v0.9.0", "v0.14.0", cue.LanguageVersion()} {
		cases := versionCases
		if v == "v0.9.0" {
			cases = cases[:3]
		}
		for _, tc := range cases {
			t.Run("large/"+v+"/"+tc.name, func(t *testing.T) {
				t.Parallel()
				root := t.TempDir()
				policytest.WriteFile(t, filepath.Join(root, "cue.mod", "module.cue"), langModule(v))
				dir := policytest.WriteFiles(t, filepath.Join(root, "policy"), map[string]string{"zz_case.cue": versionFile("package toolpolicy\n", tc.src)})
				if err := big.Write(dir); err != nil {
					t.Fatal(err)
				}
				err := agreeWithCue(t, dir)
				if tc.name == "plain" && err != nil {
					t.Fatalf("a plain policy does not load: %v", err)
				}
			})
		}
	}
}

// TestParallelParseUnderModule checks that the one-file-per-core parse
// serves a policy inside a module, at the module's language version, and
// leaves a module file cue/load must judge to cue/load.
func TestParallelParseUnderModule(t *testing.T) {
	for _, tc := range []struct {
		name, module string
		extra        map[string]string // more files under cue.mod
		want         string            // the files' language version; "" for cue/load
	}{
		{name: "old version", module: langModule("v0.14.0"), want: "v0.14.0"},
		{name: "current version", module: langModule(cue.LanguageVersion()), want: cue.LanguageVersion()},
		{name: "no language version", module: "module: \"example.com/p@v0\"\n"},
		{name: "too new", module: langModule("v9.0.0")},
		{name: "local module file", module: langModule("v0.14.0"), extra: map[string]string{"local-module.cue": "deps: {}\n"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			policytest.WriteFiles(t, filepath.Join(root, "cue.mod"), map[string]string{"module.cue": tc.module})
			for name, src := range tc.extra {
				policytest.WriteFile(t, filepath.Join(root, "cue.mod", name), src)
			}
			dir := filepath.Join(root, "policy")
			name := policytest.WriteFile(t, filepath.Join(dir, "a.cue"), base+"tools: a: state: \"active\"\n")
			l := &loader{fast: defaultFastOptions(), errs: &LoadError{}, shown: map[string]string{}, lim: DefaultLimits()}
			l.eval = l.fast.evaluator()
			files, _, _ := l.quickParse(dir, []srcFile{{abs: name, src: []byte(base + "tools: a: state: \"active\"\n")}})
			switch {
			case tc.want == "" && files != nil:
				t.Fatalf("parsed at %s; cue/load should read this module file", files[0].LanguageVersion)
			case tc.want != "" && files == nil:
				t.Fatal("left to cue/load")
			case tc.want != "" && files[0].LanguageVersion != tc.want:
				t.Fatalf("parsed at %s, want %s", files[0].LanguageVersion, tc.want)
			}
		})
	}
}

// TestParallelParseWithImports: a policy importing CUE's standard library
// is parsed one file per core (it used to go to cue/load, which parsed it
// again, one file at a time); any other import is left to cue/load, and
// either way the policy reads as the cue command reads it.
func TestParallelParseWithImports(t *testing.T) {
	for _, tc := range []struct {
		name, imports, use string
		parallel, loads    bool
	}{
		{"strings", "import \"strings\"\n", "niche: strings.ToUpper(\"n\")", true, true},
		{"two, one renamed", "import (\n\t\"list\"\n\tj \"encoding/json\"\n)\n", "niche: j.Marshal(list.Concat([[1], [2]]))", true, true},
		{"no such package", "import \"nosuchpkg\"\n", "niche: nosuchpkg.X", false, false},
		{"a module's package", "import \"example.com/x\"\n", "niche: x.X", false, false},
		{"a tool package", "import \"tool/exec\"\n", "niche: \"\\(exec.Run != _|_)\"", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			src := strings.Replace(base, "package toolpolicy\n", "package toolpolicy\n\n"+tc.imports, 1) + "tools: a: {state: \"active\", " + tc.use + "}\ntools: b: state: \"active\"\n"
			dir := policytest.Dir(t, map[string]string{"a.cue": src})
			name := filepath.Join(dir, "a.cue")
			l := &loader{fast: defaultFastOptions(), errs: &LoadError{}, shown: map[string]string{}, lim: DefaultLimits()}
			l.eval = l.fast.evaluator()
			files, _, _ := l.quickParse(dir, []srcFile{{abs: name, src: []byte(src)}})
			if (files != nil) != tc.parallel {
				t.Errorf("parsed in parallel: %v, want %v", files != nil, tc.parallel)
			}
			if err := loadBoth(t, dir, withMinEntries(0)); (err == nil) != tc.loads {
				t.Errorf("loads: %v, want %v (%v)", err == nil, tc.loads, err)
			}
			agreeWithCue(t, dir, withMinEntries(0))
		})
	}
}

// TestParallelParseOfOtherFiles: files cue/load would join or leave out
// (no package clause, empty, @if and @ignore attributes) are parsed one per
// core too, with the same verdict and data as the cue command; those whose
// build attributes cue/load reports a problem about are left to it.
func TestParallelParseOfOtherFiles(t *testing.T) {
	for _, tc := range []struct {
		name     string
		b        string // b.cue beside base's a.cue
		parallel int    // files parsed in parallel, 0: cue/load
	}{
		{"empty file", "", 2},
		{"comment only", "// notes\n", 2},
		{"no package clause", "tools: b: state: \"active\"\n", 2},
		{"no package clause, a conflict", "tools: a: state: \"deferred\"\n", 2},
		{"no package clause, a hidden field", "_s: \"active\"\n", 2},
		{"left out by @if", "@if(dev)\npackage toolpolicy\ntools: a: state: \"bogus\"\n", 1},
		{"kept by a negated @if", "@if(!dev)\npackage toolpolicy\ntools: b: state: \"active\"\n", 2},
		{"kept by @if with || and parentheses", "@if(!(dev && prod) || x)\npackage toolpolicy\ntools: b: state: \"deferred\"\n", 2},
		{"left out by @ignore", "@ignore()\npackage toolpolicy\ntools: a: state: \"bogus\"\n", 1},
		{"@if after the package clause", "package toolpolicy\n@if(dev)\ntools: b: state: \"active\"\n", 0},
		{"two @if attributes", "@if(dev)\n@if(prod)\npackage toolpolicy\n", 0},
		{"@if with an operator cue/load refuses", "@if(a == b)\npackage toolpolicy\n", 0},
		{"@if without a package clause", "@if(dev)\ntools: a: state: \"bogus\"\n", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			src := base + "tools: a: state: \"active\"\n"
			dir := policytest.Dir(t, map[string]string{"a.cue": src, "b.cue": tc.b})
			l := &loader{fast: defaultFastOptions(), errs: &LoadError{}, shown: map[string]string{}, lim: DefaultLimits()}
			l.eval = l.fast.evaluator()
			files, _, _ := l.quickParse(dir, []srcFile{{abs: filepath.Join(dir, "a.cue"), src: []byte(src)}, {abs: filepath.Join(dir, "b.cue"), src: []byte(tc.b)}})
			if len(files) != tc.parallel {
				t.Errorf("%d files parsed in parallel, want %d", len(files), tc.parallel)
			}
			agreeWithCue(t, dir, withMinEntries(0))
			agreeWithCue(t, dir)
		})
	}
}
