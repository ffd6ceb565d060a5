package compiler

// review34 (helper-h73): adversarial cases about policies inside a CUE
// module (cue.mod/module.cue in the policy directory or above it) that
// import the module's own packages: defs/ with definitions, patterns,
// lets, close(), defaults, comprehensions; packages importing others and
// the standard library; aliases, shadowing, several files, @if, _test, _x,
// .x, x_tool files, other package names, subdirectories; the policy's own
// directory's files of those kinds. Each case runs small and big (z.cue
// with 250 more entries, plain or themselves using the import, so the fast
// path engages), against the cue command run where the policy is
// (agreeWithCue: the fast path forced, and as a load has it), and against
// `cue vet -c schema.cue policy/*.cue` run at the module root as the
// README has it (the same verdict and export), schema.cue at the root.
//
// Result (helper-h73): 277 table cases, 670 subtests (small, n=250 plain,
// n=250 with entries using the import), 646 pass, 24 fail, all one class:
// files cue/load leaves out of `cue vet -c schema.cue policy/*.cue` though
// named (tool files, *_tool.cue and _tool.cue) are read by toolpolicy as
// policy files whenever the policy is parsed one file per core (no import
// other than the standard library): a bad entry there is rejected, a valid
// one adds a tool, a pattern or default there changes the data. And a
// *_tool.cue or *_test.cue file of another package makes cue vet fail
// ("found packages "toolpolicy" (schema.cue) and "other" (x_tool.cue)"),
// which toolpolicy loads. The module imports themselves agree everywhere:
// the fast path takes no entry that uses a module import, nor any when an
// imported value reaches tools' patterns (taken 0), and takes plain
// entries beside module imports elsewhere (taken 250) correctly.
//
// What is legal (cue and toolpolicy agree): an imported directory whose
// package is toolpolicy needs the qualifier ("example.com/h/defs:toolpolicy",
// else "no files in package directory with package name defs") and is then
// a package apart (its tools are not the policy's); cue/load adds files of
// the same package name from directories above the imported one up to the
// module root (a root schema.cue joins a :toolpolicy import); a package
// under the policy directory named toolpolicy, imported, is an import cycle
// (the policy's files join it); @if, _test, _x, .x and _tool files of an
// imported package are left out. Not checked here: @embed in a policy file
// (cue vet -c with named files cannot embed: "cannot embed files when not
// in a module"); a module of the policy directory's own under an outer one
// is checked in the policy directory only (cue takes the module from the
// working directory, toolpolicy from the policy's: docs/policy.md).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler/schema"
)

type modCase struct {
	name   string
	files  map[string]string // under the module root; pol+"/a.cue" after base
	pol    string            // the policy directory under the root; "-" the root itself
	bigImp string            // z.cue's imports, for big
	big    func(i int) string
}

const r34mod = "module: \"example.com/h\"\nlanguage: version: \"v0.17.1\"\n"

const r34defs = `package defs
#Tool: {state: *"active" | "deferred" | "deprecated", source: *"builtin" | "mcp", ...}
#Base: {source: "mcp", ...}
#RO: {annotations: readOnlyHint: true}
#Closed: {state: "active", niche: string}
#MCP: #Tool & {source: "mcp"}
list: ["l1", "l2", "l3"]
S: "active"
N: "Some niche."
M: {m1: "active", m2: "deprecated"}
Enabled: true
`

const imp = "import \"example.com/h/defs\"\n"

func m34(kv ...string) map[string]string {
	m := map[string]string{"cue.mod/module.cue": r34mod, "defs/d.cue": r34defs}
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == "\x00" {
			delete(m, kv[i])
			continue
		}
		m[kv[i]] = kv[i+1]
	}
	return m
}

func a34(body string, kv ...string) map[string]string {
	return m34(append([]string{"policy/a.cue", body}, kv...)...)
}

var review34Cases = []modCase{
	// Definitions of the imported package used by entries.
	{name: "def: #Tool & niche", files: a34(imp + "tools: x: defs.#Tool & {niche: \"n\"}\n")},
	{name: "def: #Tool state default", files: a34(imp + "tools: x: defs.#Tool\n")},
	{name: "def: #Tool deferred", files: a34(imp + "tools: x: defs.#Tool & {state: \"deferred\", card: \"c\"}\n")},
	{name: "def: #Tool bad state", files: a34(imp + "tools: x: defs.#Tool & {state: \"bogus\"}\n")},
	{name: "def: #Tool source mcp", files: a34(imp + "tools: x: defs.#Tool & {source: \"mcp\"}\n")},
	{name: "def: #Tool source conflict", files: a34(imp + "tools: x: defs.#MCP & {source: \"builtin\"}\n")},
	{name: "def: #MCP", files: a34(imp + "tools: x: defs.#MCP\n")},
	{name: "def: closed, exact", files: a34(imp + "tools: x: defs.#Closed & {niche: \"n\"}\n")},
	{name: "def: closed, field added", files: a34(imp + "tools: x: defs.#Closed & {niche: \"n\", card: \"c\"}\n")},
	{name: "def: closed, niche missing", files: a34(imp + "tools: x: defs.#Closed\n")},
	{name: "def: two defs unified", files: a34(imp + "tools: x: defs.#Tool & defs.#Base\n")},
	{name: "def: two decls", files: a34(imp + "tools: x: defs.#Tool\ntools: x: defs.#Base\n")},
	{name: "def: embedded RO", files: a34(imp + "tools: x: {defs.#RO, state: \"active\"}\n")},
	{name: "def: embedded RO plus niche", files: a34(imp + "tools: x: {defs.#RO, state: \"active\", niche: \"n\"}\n")},
	{name: "def: embedded RO, hint conflict", files: a34(imp + "tools: x: {defs.#RO, state: \"active\", annotations: readOnlyHint: false}\n")},
	{name: "def: embedded #Tool", files: a34(imp + "tools: x: {defs.#Tool, niche: \"n\"}\n")},
	{name: "def: undefined def", files: a34(imp + "tools: x: defs.#Nope\n")},
	{name: "def: undefined field", files: a34(imp + "tools: x: {state: defs.Nope}\n")},
	{name: "def: regular field", files: a34(imp + "tools: x: {state: defs.S, niche: defs.N}\n")},
	{name: "def: regular field through a let", files: a34(imp + "let s = defs.S\ntools: x: {state: s}\n")},
	{name: "def: regular field through a hidden", files: a34(imp + "_s: defs.S\ntools: x: {state: _s}\ntools: y: {state: _s}\n")},
	{name: "def: hidden #Tool alias", files: a34(imp + "#T: defs.#Tool & {niche: \"n\"}\ntools: x: #T\ntools: y: #T & {state: \"deprecated\"}\n")},
	{name: "def: hidden field def", files: a34(imp + "_T: defs.#Tool & {niche: \"n\"}\ntools: x: _T\n")},

	// Patterns.
	{name: "pat: tools [N]: #Base", files: a34(imp + "tools: [N=string]: defs.#Base\ntools: x: state: \"active\"\n")},
	{name: "pat: tools [N]: #Base, conflict", files: a34(imp + "tools: [N=string]: defs.#Base\ntools: x: {state: \"active\", source: \"builtin\"}\n")},
	{name: "pat: tools [N]: #Base, big conflict", files: a34(imp + "tools: [N=string]: defs.#Base\ntools: x: {state: \"active\"}\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: {state: \"active\", source: \"builtin\"}", i) }},
	{name: "pat: tools [string]: #Tool", files: a34(imp + "tools: [string]: defs.#Tool\ntools: x: niche: \"n\"\n")},
	{name: "pat: tools [string]: #Closed", files: a34(imp + "tools: [string]: defs.#Closed\ntools: x: niche: \"n\"\n")},
	{name: "pat: tools [string]: #RO embedded", files: a34(imp + "tools: [string]: {defs.#RO}\ntools: x: state: \"active\"\n")},
	{name: "pat: regex [=~^e]: #MCP", files: a34(imp + "tools: [=~\"^e\"]: defs.#MCP\ntools: x: state: \"active\"\n")},
	{name: "pat: imported pattern struct", files: a34(imp+"tools: defs.Pat\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [=~\"^e\"]: {source: \"mcp\"}\n")},
	{name: "pat: imported pattern struct, conflict big", files: a34(imp+"tools: defs.Pat\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [=~\"^e\"]: {state: \"deferred\"}\n")},
	{name: "pat: imported #Tools", files: a34(imp+"tools: defs.#Tools\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\n#Tools: [string]: #Tool\n")},
	{name: "pat: imported #Tools closed", files: a34(imp+"tools: defs.#Tools\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\n#Tools: {[=~\"^x\"]: #Tool}\n")},
	{name: "pat: imported label-alias pattern", files: a34(imp+"tools: defs.Named\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nNamed: [N=string]: {niche: \"Tool \\(N).\"}\n")},
	{name: "pat: imported pattern, bad niche", files: a34(imp+"tools: defs.Named\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nNamed: [N=string]: {niche: \"Tool\\n\\(N).\"}\n")},
	{name: "pat: top embedding with tools pattern", files: a34(imp+"defs.Common\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nCommon: tools: [string]: {source: \"mcp\"}\n")},
	{name: "pat: top embedding with tools pattern, conflict", files: a34(imp+"defs.Common\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nCommon: tools: [string]: {state: \"deferred\"}\n")},
	{name: "pat: top embedding of a def with tools pattern", files: a34(imp+"defs.#Common\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\n#Common: {tools: [string]: {source: \"mcp\"}, ...}\n")},
	{name: "pat: top embedding of a closed def", files: a34(imp+"defs.#Common\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\n#Common: {tools: [string]: {source: \"mcp\"}}\n")},
	{name: "pat: top embedding in b.cue", files: a34("tools: x: state: \"active\"\n", "policy/b.cue", "package toolpolicy\n"+imp+"defs.Common\n", "defs/p.cue", "package defs\nCommon: tools: [string]: {niche: \"Common.\"}\n")},
	{name: "pat: top embedding with tools entries", files: a34(imp+"defs.Common\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nCommon: tools: {c1: {state: \"active\"}, c2: {state: \"deferred\", card: \"c\"}}\n")},
	{name: "pat: top embedding with a bad entry", files: a34(imp+"defs.Common\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nCommon: tools: {c1: {state: \"bogus\"}}\n")},
	{name: "pat: embedding inside tools", files: a34(imp+"tools: {defs.Pat, x: state: \"active\"}\n", "defs/p.cue", "package defs\nPat: [string]: {niche: \"P.\"}\n")},
	{name: "pat: unify tools with imported struct", files: a34(imp+"tools: defs.Gen\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nGen: {for n in list {(n): {state: \"active\"}}}\n")},
	{name: "pat: imported pattern with default state", files: a34(imp+"tools: [string]: defs.#D\ntools: x: niche: \"n\"\n", "defs/p.cue", "package defs\n#D: {state: *\"deferred\" | _, card: *\"c\" | string, ...}\n")},
	{name: "pat: imported pattern, ambiguous default", files: a34(imp+"tools: [string]: defs.#Amb\ntools: x: niche: \"n\"\n", "defs/p.cue", "package defs\n#Amb: {state: *\"active\" | *\"deferred\" | string, ...}\n")},
	{name: "pat: imported pattern required field", files: a34(imp+"tools: [string]: defs.#Req\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\n#Req: {niche!: string, ...}\n")},
	{name: "pat: imported pattern required field set", files: a34(imp+"tools: [string]: defs.#Req\ntools: x: {state: \"active\", niche: \"n\"}\n", "defs/p.cue", "package defs\n#Req: {niche!: string, ...}\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: {state: \"active\", niche: \"E%d.\"}", i, i) }},

	// Comprehensions over the imported package.
	{name: "for: list", files: a34(imp + "tools: {for n in defs.list {(n): {state: defs.S}}}\n")},
	{name: "for: list with index", files: a34(imp + "tools: {for i, n in defs.list {(n): {state: \"active\", niche: \"T \\(i).\"}}}\n")},
	{name: "for: map", files: a34(imp + "tools: {for k, v in defs.M {(k): {state: v}}}\n")},
	{name: "for: top-level", files: a34(imp + "for n in defs.list {tools: (n): state: \"active\"}\n")},
	{name: "for: list names clash", files: a34(imp + "tools: l1: {state: \"deferred\", card: \"c\"}\ntools: {for n in defs.list {(n): {state: defs.S}}}\n")},
	{name: "for: if on import", files: a34(imp + "if defs.Enabled {tools: x: state: \"active\"}\n")},
	{name: "for: if false on import", files: a34(imp + "if !defs.Enabled {tools: x: state: \"bogus\"}\ntools: y: state: \"active\"\n")},
	{name: "for: list with bad name", files: a34(imp+"tools: {for n in defs.L2 {(n): {state: \"active\"}}}\n", "defs/p.cue", "package defs\nL2: [\"ok\", \"Bad Name\"]\n")},
	{name: "for: generated in defs with #Tool", files: a34(imp+"tools: defs.Gen\n", "defs/p.cue", "package defs\nGen: {for n in list {(n): #Tool}}\n")},
	{name: "for: aliases from defs", files: a34(imp + "tools: x: state: \"deprecated\"\ntools: y: state: \"active\"\naliases: x: {replacement: \"y\", first_deprecated: \"0.1.0\", planned_removal: defs.N, replay_supported: false}\n")},

	// Aliases and shadowing of the import.
	{name: "alias: d", files: a34("import d \"example.com/h/defs\"\ntools: x: d.#Tool & {niche: d.N}\n")},
	{name: "alias: d, defs undefined", files: a34("import d \"example.com/h/defs\"\ntools: x: defs.#Tool\n")},
	{name: "alias: let defs shadows", files: a34(imp + "tools: x: {let defs = {S: \"deferred\"}, state: defs.S, card: \"c\"}\n")},
	{name: "alias: field defs in the entry", files: a34(imp + "tools: x: {state: defs.S}\n_y: {defs: {S: \"deferred\"}, s: defs.S}\ntools: y: state: _y.s\n")},
	{name: "alias: top-level defs field in b.cue", files: a34(imp+"tools: x: {state: defs.S}\n", "policy/b.cue", "package toolpolicy\ndefs: S: \"deferred\"\n")},
	{name: "alias: top-level defs field same file", files: a34(imp + "defs: S: \"deferred\"\ntools: x: {state: defs.S}\n")},
	{name: "alias: hidden _defs", files: a34(imp + "_defs: S: \"deferred\"\ntools: x: {state: defs.S, niche: \"n\"}\ntools: y: {state: _defs.S, card: \"c\"}\n")},
	{name: "alias: for variable named defs", files: a34(imp + "tools: {for defs in [\"q1\"] {(defs): {state: \"active\"}}}\ntools: x: defs.#Tool\n")},
	{name: "alias: pattern alias named defs", files: a34(imp + "tools: [defs=string]: {niche: \"T \\(defs).\"}\ntools: x: state: \"active\"\n")},
	{name: "alias: import in b.cue only", files: a34("tools: x: state: \"active\"\n", "policy/b.cue", "package toolpolicy\n"+imp+"tools: y: defs.#Tool\n")},
	{name: "alias: import in a.cue, used in b.cue", files: a34(imp+"tools: x: defs.#Tool\n", "policy/b.cue", "package toolpolicy\ntools: y: defs.#Tool\n")},
	{name: "alias: two aliases", files: a34("import d \"example.com/h/defs\"\nimport e \"example.com/h/defs\"\ntools: x: d.#Tool & e.#Base\n")},
	{name: "alias: unused import", files: a34(imp + "tools: x: state: \"active\"\n")},
	{name: "alias: qualified import", files: a34("import \"example.com/h/defs:defs\"\ntools: x: defs.#Tool\n")},
	{name: "alias: std and module", files: a34("import \"strings\"\n" + imp + "tools: x: {state: defs.S, niche: strings.ToUpper(defs.N)}\n")},

	// The imported package's own shape.
	{name: "pkg: imports another", files: a34(imp+"tools: x: defs.#T\n", "defs/p.cue", "package defs\nimport \"example.com/h/base\"\n#T: {state: base.S, ...}\n", "base/b.cue", "package base\nS: \"active\"\n")},
	{name: "pkg: imports another, bad", files: a34(imp+"tools: x: defs.#T\n", "defs/p.cue", "package defs\nimport \"example.com/h/base\"\n#T: {state: base.S, ...}\n", "base/b.cue", "package base\nS: \"bogus\"\n")},
	{name: "pkg: imports std", files: a34(imp+"tools: x: defs.#T\n", "defs/p.cue", "package defs\nimport \"strings\"\n#T: {state: \"active\", niche: strings.ToUpper(\"n\"), ...}\n")},
	{name: "pkg: two files", files: a34(imp+"tools: x: defs.#Tool\n", "defs/e.cue", "package defs\n#Tool: niche: *\"Default.\" | string\n")},
	{name: "pkg: two files conflict", files: a34(imp+"tools: x: defs.#Tool\n", "defs/e.cue", "package defs\nS: \"deferred\"\n")},
	{name: "pkg: @if file", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/e.cue", "@if(dev)\npackage defs\nS: \"bogus\"\n")},
	{name: "pkg: @if(!dev) file", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/e.cue", "@if(!dev)\npackage defs\nS: \"bogus\"\n")},
	{name: "pkg: _test file", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/e_test.cue", "package defs\nS: \"bogus\"\n")},
	{name: "pkg: _x file", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/_e.cue", "package defs\nS: \"bogus\"\n")},
	{name: "pkg: .x file", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/.e.cue", "package defs\nS: \"bogus\"\n")},
	{name: "pkg: x_tool file", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/e_tool.cue", "package defs\nS: \"bogus\"\n")},
	{name: "pkg: other package file", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/o.cue", "package other\nS: \"bogus\"\n")},
	{name: "pkg: no package clause file", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/o.cue", "S: \"bogus\"\n")},
	{name: "pkg: subdirectory", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/sub/o.cue", "package defs\nS: \"bogus\"\n")},
	{name: "pkg: subpackage import", files: a34("import \"example.com/h/defs/sub\"\ntools: x: {state: sub.S}\n", "defs/sub/o.cue", "package sub\nS: \"deferred\"\nC: \"c\"\n")},
	{name: "pkg: subpackage same name merges parent", files: a34("import \"example.com/h/defs/sub:defs\"\ntools: x: {state: defs.S, niche: defs.T}\n", "defs/sub/o.cue", "package defs\nT: \"Sub.\"\n")},
	{name: "pkg: root file same name merges", files: a34(imp+"tools: x: {state: defs.S}\n", "r.cue", "package defs\nS: \"bogus\"\n")},
	{name: "pkg: package named toolpolicy", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/d.cue", "package toolpolicy\nS: \"active\"\n")},
	{name: "pkg: package named toolpolicy, qualified", files: a34("import \"example.com/h/defs:toolpolicy\"\ntools: x: {state: toolpolicy.S}\n", "defs/d.cue", "package toolpolicy\nS: \"active\"\n")},
	{name: "pkg: package named toolpolicy, aliased", files: a34("import d \"example.com/h/defs:toolpolicy\"\ntools: x: {state: d.S}\n", "defs/d.cue", "package toolpolicy\nS: \"active\"\ntools: q: state: \"bogus\"\n")},
	{name: "pkg: package named toolpolicy defines #Tool", files: a34("import d \"example.com/h/defs:toolpolicy\"\ntools: x: d.#Tool & {niche: \"n\"}\n", "defs/d.cue", "package toolpolicy\n#Tool: {state: \"active\", ...}\n")},
	{name: "pkg: two packages, import defs", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/o.cue", "package toolpolicy\nS: \"bogus\"\n")},
	{name: "pkg: own tools field", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/t.cue", "package defs\ntools: q: state: \"bogus\"\n")},
	{name: "pkg: unused error field", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/t.cue", "package defs\nBad: 1 & 2\n")},
	{name: "pkg: unused incomplete field", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/t.cue", "package defs\nInc: string\n")},
	{name: "pkg: used incomplete field", files: a34(imp+"tools: x: {state: defs.S, niche: defs.Inc}\n", "defs/t.cue", "package defs\nInc: string\n")},
	{name: "pkg: let", files: a34(imp+"tools: x: {state: defs.S2}\n", "defs/t.cue", "package defs\nlet s = \"active\"\nS2: s\n")},
	{name: "pkg: close()", files: a34(imp+"tools: x: defs.C & {niche: \"n\"}\n", "defs/t.cue", "package defs\nC: close({state: \"active\"})\n")},
	{name: "pkg: close() exact", files: a34(imp+"tools: x: defs.C\n", "defs/t.cue", "package defs\nC: close({state: \"active\", source: \"builtin\"})\n")},
	{name: "pkg: hidden in defs", files: a34(imp+"tools: x: defs.#H\n", "defs/t.cue", "package defs\n_h: \"active\"\n#H: {state: _h}\n")},
	{name: "pkg: hidden in defs and policy", files: a34(imp+"_h: \"deferred\"\ntools: x: defs.#H\ntools: y: {state: _h, card: \"c\"}\n", "defs/t.cue", "package defs\n_h: \"active\"\n#H: {state: _h}\n")},
	{name: "pkg: hidden reference from policy", files: a34(imp+"tools: x: {state: defs._h}\n", "defs/t.cue", "package defs\n_h: \"active\"\n")},
	{name: "pkg: cycle", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/t.cue", "package defs\nimport p \"example.com/h/policy:toolpolicy\"\nQ: p.release\n")},
	{name: "pkg: missing package", files: a34("import \"example.com/h/nope\"\ntools: x: {state: nope.S}\n")},
	{name: "pkg: missing defs dir", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/d.cue", "\x00")},
	{name: "pkg: parse error in defs", files: a34(imp+"tools: x: {state: defs.S}\n", "defs/t.cue", "package defs\nX: {\n")},
	{name: "pkg: interpolation of len", files: a34(imp+"tools: x: {state: defs.S, niche: defs.NL}\n", "defs/t.cue", "package defs\nNL: \"Tools: \\(len(list)).\"\n")},
	{name: "pkg: disjunction of defs", files: a34(imp+"tools: x: defs.#K & {card: \"c\"}\n", "defs/t.cue", "package defs\n#K: #A | #B\n#A: {state: \"active\", niche: string, ...}\n#B: {state: \"deferred\", ...}\n")},
	{name: "pkg: providers from defs", files: a34(imp+"tools: x: {state: \"active\"}\nproviders: defs.Providers\n", "defs/t.cue", "package defs\nProviders: q: {budget: {target: 1, max: 9}}\n")},
	{name: "pkg: modes from defs", files: a34(imp+"tools: x: {state: \"active\"}\nmodes: defs.Modes\n", "defs/t.cue", "package defs\nModes: plan: {}\n")},
	{name: "pkg: release from defs, bad", files: a34(imp+"tools: x: {state: \"active\"}\nrelease: defs.Release\n", "defs/t.cue", "package defs\nRelease: {version: \"2.0.0\"}\n")},
	{name: "pkg: defs references policy name", files: a34(imp+"tools: x: defs.#P & {niche: \"n\"}\n", "defs/t.cue", "package defs\n#P: {state: S, ...}\n")},
	{name: "pkg: old language", files: a34(imp+"tools: x: defs.#Tool\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.9.0\"\n")},
	{name: "pkg: major version module", files: a34(imp+"tools: x: defs.#Tool\n", "cue.mod/module.cue", "module: \"example.com/h@v0\"\nlanguage: version: \"v0.17.1\"\n")},
	{name: "pkg: newline list in defs at old language", files: a34(imp+"tools: {for n in defs.L3 {(n): {state: \"active\"}}}\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.16.0\"\n", "defs/t.cue", "package defs\nL3: [\"q1\"\n\"q2\"]\n")},
	{name: "pkg: newline list in defs", files: a34(imp+"tools: {for n in defs.L3 {(n): {state: \"active\"}}}\n", "defs/t.cue", "package defs\nL3: [\"q1\"\n\"q2\"]\n")},
	{name: "pkg: error() in defs old language", files: a34(imp+"tools: x: {state: defs.S}\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.13.0\"\n", "defs/t.cue", "package defs\nE: *\"x\" | error(\"no\")\n")},
	{name: "pkg: experiment in defs", files: a34(imp+"tools: [string]: defs.#Tool\ntools: x: {}\n", "defs/t.cue", "@experiment(explicitopen)\npackage defs\n#W: {a: 1}\n")},

	// The policy directory's own files.
	{name: "dir: @if file using the import", files: a34(imp+"tools: x: defs.#Tool\n", "policy/dev.cue", "@if(dev)\npackage toolpolicy\n"+imp+"tools: x: state: defs.Bogus\n")},
	{name: "dir: _x file using the import", files: a34(imp+"tools: x: defs.#Tool\n", "policy/_x.cue", "package toolpolicy\n"+imp+"tools: y: defs.#MCP\n")},
	{name: "dir: _x file bad", files: a34(imp+"tools: x: defs.#Tool\n", "policy/_x.cue", "package toolpolicy\n"+imp+"tools: y: {state: \"bogus\"}\n")},
	{name: "dir: x_tool file bad", files: a34(imp+"tools: x: defs.#Tool\n", "policy/x_tool.cue", "package toolpolicy\n"+imp+"tools: y: {state: \"bogus\"}\n")},
	{name: "dir: x_tool file valid", files: a34(imp+"tools: x: defs.#Tool\n", "policy/x_tool.cue", "package toolpolicy\ntools: y: {state: \"active\"}\n")},
	{name: "dir: x_tool file plain", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "package toolpolicy\ntools: y: {state: \"bogus\"}\n")},
	{name: "dir: x_test file bad", files: a34(imp+"tools: x: defs.#Tool\n", "policy/x_test.cue", "package toolpolicy\ntools: y: {state: \"bogus\"}\n")},
	{name: "dir: .x file bad", files: a34(imp+"tools: x: defs.#Tool\n", "policy/.x.cue", "package toolpolicy\ntools: y: {state: \"bogus\"}\n")},
	{name: "dir: other package file", files: a34(imp+"tools: x: defs.#Tool\n", "policy/o.cue", "package defs\nS: \"x\"\n")},
	{name: "dir: no package clause with import", files: a34("tools: x: state: \"active\"\n", "policy/b.cue", imp+"tools: y: defs.#Tool\n")},
	{name: "dir: no package clause, import and hidden", files: a34("tools: x: state: \"active\"\n", "policy/b.cue", imp+"_t: defs.#Tool\ntools: y: _t\n")},
	{name: "dir: subdirectory package imported", files: a34("import \"example.com/h/policy/sub\"\ntools: x: {state: sub.S}\n", "policy/sub/s.cue", "package sub\nS: \"active\"\n")},
	{name: "dir: subdirectory package toolpolicy imported", files: a34("import sub \"example.com/h/policy/sub:toolpolicy\"\ntools: x: {state: sub.S}\n", "policy/sub/s.cue", "package toolpolicy\nS: \"active\"\n")},
	{name: "dir: subdirectory bad files", files: a34(imp+"tools: x: defs.#Tool\n", "policy/sub/s.cue", "package toolpolicy\ntools: y: {state: \"bogus\"}\n")},
	{name: "dir: import of the policy itself", files: a34("import p \"example.com/h/policy:toolpolicy\"\ntools: x: {state: \"active\"}\n_r: p.release\n")},
	{name: "dir: defs under the policy dir", files: m34("policy/a.cue", "import \"example.com/h/policy/defs\"\ntools: x: defs.#Tool\n", "defs/d.cue", "\x00", "policy/defs/d.cue", r34defs)},
	{name: "dir: cue.mod in the policy dir", pol: "-", files: m34("a.cue", imp+"tools: x: defs.#Tool & {niche: defs.N}\n")},
	{name: "dir: cue.mod in the policy dir, pattern", pol: "-", files: m34("a.cue", imp+"tools: [string]: defs.#Base\ntools: x: state: \"active\"\n")},
	{name: "dir: cue.mod two levels up", pol: "x/policy", files: m34("x/policy/a.cue", imp+"tools: x: defs.#Tool & {niche: defs.N}\n")},
	// Tool files (x_tool.cue): cue/load leaves them out of cue vet's package.
	{name: "tool: x_tool bad, no module", files: a34("tools: x: state: \"active\"\n", "cue.mod/module.cue", "\x00", "policy/x_tool.cue", "package toolpolicy\ntools: y: {state: \"bogus\"}\n")},
	{name: "tool: x_tool valid, no module", files: a34("tools: x: state: \"active\"\n", "cue.mod/module.cue", "\x00", "policy/x_tool.cue", "package toolpolicy\ntools: y: {state: \"active\"}\n")},
	{name: "tool: x_tool other package", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "package other\nY: 1\n")},
	{name: "tool: x_tool std import", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "package toolpolicy\nimport \"strings\"\ntools: y: {state: strings.ToLower(\"BOGUS\")}\n")},
	{name: "tool: x_tool tool/exec import", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "package toolpolicy\nimport \"tool/exec\"\ncommand: r: exec.Run & {cmd: \"true\"}\n")},
	{name: "tool: x_tool hidden", files: a34("_s: \"active\"\ntools: x: state: _s\n", "policy/x_tool.cue", "package toolpolicy\n_s: \"deferred\"\n")},
	{name: "tool: x_tool pattern", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "package toolpolicy\ntools: [string]: source: \"mcp\"\n")},
	{name: "tool: _tool.cue", files: a34("tools: x: state: \"active\"\n", "policy/_tool.cue", "package toolpolicy\ntools: y: {state: \"bogus\"}\n")},
	{name: "tool: tool.cue", files: a34("tools: x: state: \"active\"\n", "policy/tool.cue", "package toolpolicy\ntools: y: {state: \"active\"}\n")},
	{name: "tool: x_tool.cue with a parse error", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "package toolpolicy\ntools: {\n")},

	{name: "tool: x_tool other package, no module", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "package other\nY: 1\n", "cue.mod/module.cue", "\x00")},
	{name: "tool: x_tool no package clause", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "tools: y: {state: \"bogus\"}\n")},
	{name: "tool: x_tool empty", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "")},
	{name: "tool: x_tool @if(dev) bad", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "@if(dev)\npackage toolpolicy\ntools: y: {state: \"bogus\"}\n")},
	{name: "tool: x_tool @if(!dev) bad", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "@if(!dev)\npackage toolpolicy\ntools: y: {state: \"bogus\"}\n")},
	{name: "tool: X_TOOL.cue upper case", files: a34("tools: x: state: \"active\"\n", "policy/X_TOOL.cue", "package toolpolicy\ntools: y: {state: \"bogus\"}\n")},
	{name: "tool: a_tool_b.cue", files: a34("tools: x: state: \"active\"\n", "policy/a_tool_b.cue", "package toolpolicy\ntools: y: {state: \"bogus\"}\n")},
	{name: "tool: x-tool.cue", files: a34("tools: x: state: \"active\"\n", "policy/x-tool.cue", "package toolpolicy\ntools: y: {state: \"active\"}\n")},
	{name: "tool: x_test other package", files: a34("tools: x: state: \"active\"\n", "policy/x_test.cue", "package other\nY: 1\n")},
	{name: "tool: _x other package", files: a34("tools: x: state: \"active\"\n", "policy/_x.cue", "package other\nY: 1\n")},
	{name: "tool: .x other package", files: a34("tools: x: state: \"active\"\n", "policy/.x.cue", "package other\nY: 1\n")},
	{name: "tool: @if(dev) other package", files: a34("tools: x: state: \"active\"\n", "policy/d.cue", "@if(dev)\npackage other\nY: 1\n")},
	{name: "tool: @ignore() other package", files: a34("tools: x: state: \"active\"\n", "policy/d.cue", "@ignore()\npackage other\nY: 1\n")},
	{name: "tool: x_tool valid, with a module", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "package toolpolicy\ntools: y: {state: \"active\"}\n")},
	{name: "tool: x_tool sets a default", files: a34("tools: x: state: \"active\"\n", "policy/x_tool.cue", "package toolpolicy\ntools: x: niche: *\"From the tool file.\" | string\n", "cue.mod/module.cue", "\x00")},
	{name: "embed: imported package embeds a JSON file", files: a34("import \"example.com/h/defs\"\ntools: x: {state: \"active\", parameters: defs.Params}\n", "defs/p.cue", "@extern(embed)\npackage defs\nParams: _ @embed(file=\"p.json\")\n", "defs/p.json", "{\"type\": \"object\", \"properties\": {\"a\": {\"type\": \"string\"}}}\n")},
	{name: "embed: imported package embeds a bad JSON file", files: a34("import \"example.com/h/defs\"\ntools: x: {state: \"active\", parameters: defs.Params}\n", "defs/p.cue", "@extern(embed)\npackage defs\nParams: _ @embed(file=\"p.json\")\n", "defs/p.json", "{\"type\": 1}\n")},
	{name: "embed: imported package embeds, unused", files: a34("import \"example.com/h/defs\"\ntools: x: {state: defs.S}\n", "defs/p.cue", "@extern(embed)\npackage defs\nParams: _ @embed(file=\"nope.json\")\n")},
	{name: "tag: imported package tag default", files: a34("import \"example.com/h/defs\"\ntools: x: {state: defs.T}\n", "defs/p.cue", "package defs\nT: *\"active\" | string @tag(t)\n")},
	{name: "tag: imported package tag without default", files: a34("import \"example.com/h/defs\"\ntools: x: {state: defs.T}\n", "defs/p.cue", "package defs\nT: string @tag(t)\n")},
	{name: "tag: policy tag with an import", files: a34("import \"example.com/h/defs\"\n_t: *defs.S | string @tag(t)\ntools: x: {state: _t}\n")},
	{name: "exp: policy experiment with an import", files: a34("tools: x: state: \"active\"\n", "policy/b.cue", "@experiment(explicitopen)\npackage toolpolicy\nimport \"example.com/h/defs\"\ntools: y: defs.#Tool\n")},
	{name: "exp: policy experiment and pattern with an import", files: a34("tools: x: state: \"active\"\n", "policy/b.cue", "@experiment(aliasv2)\npackage toolpolicy\nimport \"example.com/h/defs\"\ntools: [string]: {niche: *defs.N | string}\ntools: y: defs.#Tool\n")},
	{name: "exp: imported package experiment at old version", files: a34("import \"example.com/h/defs\"\ntools: x: {state: defs.S}\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.14.0\"\n", "defs/p.cue", "@experiment(aliasv2)\npackage defs\nZ: 1\n")},
	{name: "pkg: @if file is the only file", files: a34("import \"example.com/h/only\"\ntools: x: state: \"active\"\n", "only/o.cue", "@if(dev)\npackage only\nS: \"active\"\n")},
	{name: "pkg: only a _test file", files: a34("import \"example.com/h/only\"\ntools: x: state: \"active\"\n", "only/o_test.cue", "package only\nS: \"active\"\n")},
	{name: "pkg: only a _tool file", files: a34("import \"example.com/h/only\"\ntools: x: state: \"active\"\n", "only/o_tool.cue", "package only\nS: \"active\"\n")},
	{name: "pkg: empty package dir", files: a34("import \"example.com/h/only\"\ntools: x: state: \"active\"\n", "only/README", "x\n")},
	{name: "pkg: package with attributes", files: a34("import \"example.com/h/defs\"\ntools: x: {state: defs.A}\n", "defs/p.cue", "package defs\nA: \"active\" @go(A) @protobuf(1)\n")},
	{name: "pkg: imported value with a field attribute into an entry", files: a34("import \"example.com/h/defs\"\ntools: x: defs.#A\n", "defs/p.cue", "package defs\n#A: {state: \"active\" @x(y), niche: \"N.\" @z()}\n")},
	{name: "pkg: imported definition embeds another package", files: a34("import \"example.com/h/defs\"\ntools: x: defs.#E\n", "defs/p.cue", "package defs\nimport b \"example.com/h/base\"\n#E: {b.#B, niche: \"E.\"}\n", "base/b.cue", "package base\n#B: {state: \"active\", ...}\n")},
	{name: "pkg: imported definition embeds a closed one, adds", files: a34("import \"example.com/h/defs\"\ntools: x: defs.#E & {card: \"c\"}\n", "defs/p.cue", "package defs\nimport b \"example.com/h/base\"\n#E: {b.#B, niche: \"E.\"}\n", "base/b.cue", "package base\n#B: {state: \"active\"}\n")},
	{name: "pkg: imported list of tools", files: a34("import \"example.com/h/defs\"\ntools: {for t in defs.TL {(t.name): {state: t.state}}}\n", "defs/p.cue", "package defs\nTL: [{name: \"t1\", state: \"active\"}, {name: \"t2\", state: \"deferred\"}]\n")},
	{name: "pkg: imported list of tools, card missing fine", files: a34("import \"example.com/h/defs\"\ntools: {for t in defs.TL {(t.name): {state: t.state}}}\n", "defs/p.cue", "package defs\nTL: [{name: \"t1\", state: \"active\"}, {name: \"t1\", state: \"deferred\"}]\n")},
	{name: "pkg: imported struct with math", files: a34("import \"example.com/h/defs\"\ntools: x: {state: \"active\"}\nproviders: default: budget: target: defs.Tgt\n", "defs/p.cue", "package defs\nimport \"math\"\nTgt: math.Floor(5.7)\n")},
	{name: "pkg: imported number as int", files: a34("import \"example.com/h/defs\"\ntools: x: {state: \"active\"}\nproviders: default: budget: target: defs.Tgt\n", "defs/p.cue", "package defs\nTgt: 5.0\n")},
	{name: "ver: newline list in the policy at v0.16.0", files: a34("import \"example.com/h/defs\"\ntools: {for n in [\"q1\"\n\"q2\"] {(n): {state: defs.S}}}\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.16.0\"\n")},
	{name: "ver: newline list in the policy at v0.17.0", files: a34("import \"example.com/h/defs\"\ntools: {for n in [\"q1\"\n\"q2\"] {(n): {state: defs.S}}}\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.17.0\"\n")},
	{name: "ver: newline list in a plain policy at v0.16.0", files: a34("tools: {for n in [\"q1\"\n\"q2\"] {(n): {state: \"active\"}}}\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.16.0\"\n")},
	{name: "ver: struct == at v0.14.0 with import", files: a34("import \"example.com/h/defs\"\ntools: x: {state: \"active\"}\nif defs.M == defs.M {tools: y: state: \"active\"}\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.14.0\"\n")},
	{name: "ver: struct == at v0.15.0 with import", files: a34("import \"example.com/h/defs\"\ntools: x: {state: \"active\"}\nif defs.M == defs.M {tools: y: state: \"active\"}\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.15.0\"\n")},
	{name: "ver: error() in defs at v0.13.0, used", files: a34("import \"example.com/h/defs\"\ntools: x: {state: defs.E}\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.13.0\"\n", "defs/p.cue", "package defs\nE: *\"active\" | error(\"no\")\n")},
	{name: "ver: error() in defs at v0.14.0, used", files: a34("import \"example.com/h/defs\"\ntools: x: {state: defs.E}\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.14.0\"\n", "defs/p.cue", "package defs\nE: *\"active\" | error(\"no\")\n")},
	{name: "ver: too new", files: a34("import \"example.com/h/defs\"\ntools: x: state: \"active\"\n", "cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.99.0\"\n")},
	{name: "ver: no version", files: a34("import \"example.com/h/defs\"\ntools: x: state: \"active\"\n", "cue.mod/module.cue", "module: \"example.com/h\"\n")},
	{name: "nest: inner module in the policy dir hides the outer", files: a34("import \"example.com/h/defs\"\ntools: x: state: \"active\"\n", "policy/cue.mod/module.cue", "module: \"example.com/p\"\nlanguage: version: \"v0.17.1\"\n")},
	{name: "nest: inner module in the policy dir with its own defs", files: a34("import \"example.com/h/defs\"\ntools: x: defs.#Tool\n", "policy/cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.17.1\"\n", "policy/defs/d.cue", "package defs\n#Tool: {state: \"deferred\", card: \"c\", ...}\n")},
	{name: "nest: cue.mod is a file", files: a34("tools: x: state: \"active\"\n", "cue.mod/module.cue", "\u0000", "cue.mod", "x\n")},
	{name: "nest: module file in a deeper cue.mod only", files: a34("import \"example.com/h/defs\"\ntools: x: state: \"active\"\n", "cue.mod/module.cue", "\u0000", "policy/x/cue.mod/module.cue", "module: \"example.com/h\"\nlanguage: version: \"v0.17.1\"\n")},
	{name: "nest: cue.mod/pkg package alongside", files: a34("import \"ext.example/x\"\nimport \"example.com/h/defs\"\ntools: x: x.#M & defs.#Tool\n", "cue.mod/pkg/ext.example/x/x.cue", "package x\n#M: {source: \"mcp\", ...}\n")},
	// Big entries and what the fast path must apply to them.
	{name: "fast: hidden from the import used by entries", files: a34(imp + "_s: defs.S\ntools: x: state: _s\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: {state: _s}", i) }},
	{name: "fast: local def from the import used by entries", files: a34(imp + "#T: defs.#Tool & {source: \"mcp\"}\ntools: x: #T\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: #T & {niche: \"E.\"}", i) }},
	{name: "fast: local def from the import, conflicting entries", files: a34(imp + "#T: defs.#MCP\ntools: x: #T\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: #T & {source: \"builtin\"}", i) }},
	{name: "fast: local pattern against imported entries", files: a34("tools: [string]: {source: \"builtin\"}\ntools: x: state: \"active\"\n"), bigImp: imp,
		big: func(i int) string { return fmt.Sprintf("e%d: defs.#MCP", i) }},
	{name: "fast: local regex pattern #Closed", files: a34(imp + "tools: [=~\"^e\"]: defs.#Closed\ntools: x: state: \"active\"\n")},
	{name: "fast: local regex pattern #Closed, niche set", files: a34(imp + "tools: [=~\"^e\"]: defs.#Closed\ntools: x: state: \"active\"\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: {state: \"active\", niche: \"E.\"}", i) }},
	{name: "fast: z imports with an alias", files: a34(imp + "tools: x: defs.#Tool\n"), bigImp: "import d \"example.com/h/defs\"\n",
		big: func(i int) string { return fmt.Sprintf("e%d: d.#MCP & {niche: d.N}", i) }},
	{name: "fast: a.cue field defs, z imports", files: a34("defs: S: \"deferred\"\ntools: x: state: \"active\"\n"), bigImp: imp,
		big: func(i int) string { return fmt.Sprintf("e%d: {state: defs.S}", i) }},
	{name: "fast: z imports, unused", files: a34("tools: x: state: \"active\"\n"), bigImp: imp},
	{name: "fast: z entries defs.#Closed add field", files: a34("tools: x: state: \"active\"\n"), bigImp: imp,
		big: func(i int) string { return fmt.Sprintf("e%d: defs.#Closed & {niche: \"n\", card: \"c\"}", i) }},
	{name: "fast: z entries close()", files: a34("tools: x: state: \"active\"\n", "defs/t.cue", "package defs\nC: close({state: \"active\"})\n"), bigImp: imp,
		big: func(i int) string { return fmt.Sprintf("e%d: defs.C", i) }},
	{name: "fast: z entries imported pattern label", files: a34(imp+"tools: defs.Named\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nNamed: [N=string]: {niche: \"Tool \\(N).\"}\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: {state: \"active\", niche: \"Tool e%d.\"}", i, i) }},
	{name: "fast: z entries imported pattern label, mismatch", files: a34(imp+"tools: defs.Named\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nNamed: [N=string]: {niche: \"Tool \\(N).\"}\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: {state: \"active\", niche: \"Tool x%d.\"}", i, i) }},
	{name: "fast: top embedding with tools pattern, entries set source", files: a34(imp+"defs.Common\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nCommon: tools: [string]: {source: \"mcp\"}\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: {state: \"active\", source: \"builtin\"}", i) }},
	{name: "fast: top embedding of a closed struct", files: a34(imp+"defs.Common\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nCommon: close({tools: [string]: {source: \"mcp\"}})\n")},
	{name: "fast: tools embedding #Tools closed, entries outside", files: a34(imp+"tools: defs.#Tools\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\n#Tools: {[=~\"^x\"]: #Tool}\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: {state: \"active\"}", i) }},
	{name: "fast: tools embedding open #Tools", files: a34(imp+"tools: {defs.#Tools, x: state: \"active\"}\n", "defs/p.cue", "package defs\n#Tools: {[=~\"^e\"]: #MCP, ...}\n")},
	{name: "fast: tools embedding closed #Tools", files: a34(imp+"tools: {defs.#Tools, x: state: \"active\"}\n", "defs/p.cue", "package defs\n#Tools: {[=~\"^e\"]: #MCP}\n")},
	{name: "fast: tools value from import and entries", files: a34(imp+"tools: defs.T\n", "defs/p.cue", "package defs\nT: {x: {state: \"active\"}, [=~\"^e\"]: {niche: \"E.\"}}\n")},
	{name: "fast: tools value from closed import", files: a34(imp+"tools: defs.#T\n", "defs/p.cue", "package defs\n#T: {x: {state: \"active\"}}\n")},
	// Import names across files: each file's imports are its own.
	{name: "scope: a aliases strings to defs, z imports strings", files: a34("import strings \"example.com/h/defs\"\ntools: x: {state: strings.S}\n"), bigImp: "import \"strings\"\n",
		big: func(i int) string { return fmt.Sprintf("e%d: {state: \"active\", niche: strings.ToUpper(\"n\")}", i) }},
	{name: "scope: a aliases std strings as defs, z imports defs", files: a34("import defs \"strings\"\ntools: x: {state: \"active\", niche: defs.ToUpper(\"n\")}\n"), bigImp: imp,
		big: func(i int) string { return fmt.Sprintf("e%d: {state: defs.S, niche: defs.N}", i) }},
	{name: "scope: d is defs in a, other in z", files: a34("import d \"example.com/h/defs\"\ntools: x: d.#Tool\n", "other/o.cue", "package other\nS: \"deferred\"\n#Tool: {state: \"deprecated\", ...}\nN: \"Other.\"\n"), bigImp: "import d \"example.com/h/other\"\n",
		big: func(i int) string { return fmt.Sprintf("e%d: d.#Tool & {card: \"c\"}", i) }},
	{name: "scope: hidden in a with d=defs, z with d=other", files: a34("import d \"example.com/h/defs\"\n_h: d.S\ntools: x: state: _h\n", "other/o.cue", "package other\nS: \"deferred\"\n#Tool: {state: \"deprecated\", ...}\nN: \"Other.\"\n"), bigImp: "import d \"example.com/h/other\"\n",
		big: func(i int) string { return fmt.Sprintf("e%d: {state: _h, niche: d.N}", i) }},
	{name: "scope: def in a with d=defs, z with d=other", files: a34("import d \"example.com/h/defs\"\n#T: d.#Tool & {niche: d.N}\ntools: x: #T\n", "other/o.cue", "package other\nS: \"deferred\"\n#Tool: {state: \"deprecated\", ...}\nN: \"Other.\"\n"), bigImp: "import d \"example.com/h/other\"\n",
		big: func(i int) string { return fmt.Sprintf("e%d: #T & {card: d.N}", i) }},
	{name: "scope: pattern in a with d=defs, z with d=other", files: a34("import d \"example.com/h/defs\"\ntools: [string]: {niche: d.N}\ntools: x: state: \"active\"\n", "other/o.cue", "package other\nS: \"deferred\"\n#Tool: {state: \"deprecated\", ...}\nN: \"Other.\"\n"), bigImp: "import d \"example.com/h/other\"\n",
		big: func(i int) string { return fmt.Sprintf("e%d: {state: \"active\", card: d.N}", i) }},
	{name: "scope: pattern in a with d=defs, z sets niche from other", files: a34("import d \"example.com/h/defs\"\ntools: [string]: {niche: d.N}\ntools: x: state: \"active\"\n", "other/o.cue", "package other\nS: \"deferred\"\n#Tool: {state: \"deprecated\", ...}\nN: \"Other.\"\n"), bigImp: "import d \"example.com/h/other\"\n",
		big: func(i int) string { return fmt.Sprintf("e%d: {state: \"active\", niche: d.N}", i) }},
	{name: "scope: std json alias d in a, module d in z", files: a34("import d \"encoding/json\"\n_m: {a: 1}\ntools: x: {state: \"active\", niche: d.Marshal(_m)}\n"), bigImp: imp,
		big: func(i int) string { return fmt.Sprintf("e%d: {state: \"active\", niche: defs.N}", i) }},
	{name: "scope: let defs in z shadows the import of a", files: a34(imp + "tools: x: defs.#Tool\n"),
		bigImp: "let defs = {S: \"deferred\"}\n", big: func(i int) string { return fmt.Sprintf("e%d: {state: defs.S, card: \"c\"}", i) }},
	{name: "scope: z uses defs without importing it", files: a34(imp + "tools: x: defs.#Tool\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: {state: defs.S}", i) }},

	// The fold (a hidden field marshalled) and labels from the import.
	{name: "fold: json of a hidden with an imported value", files: a34("import \"encoding/json\"\n" + imp + "_meta: [S=string]: {server: S, st: defs.S}\n_meta: gh: {}\ntools: x: {state: \"active\", niche: \"M: \\(json.Marshal(_meta.gh))\"}\n")},
	{name: "fold: json of an imported struct", files: a34("import \"encoding/json\"\n" + imp + "tools: x: {state: \"active\", niche: \"M: \\(json.Marshal(defs.M))\"}\n")},
	{name: "fold: hidden pattern default from the import", files: a34(imp + "_meta: [S=string]: {st: *defs.S | string}\n_meta: gh: {}\ntools: x: {state: _meta.gh.st}\n")},
	{name: "label: dynamic label from the import", files: a34(imp + "tools: (defs.list[0]): {state: \"active\"}\n")},
	{name: "label: interpolated label from the import", files: a34(imp + "tools: \"\\(defs.list[1])_x\": {state: \"active\"}\n")},
	{name: "label: bad dynamic label from the import", files: a34(imp + "tools: (defs.N): {state: \"active\"}\n")},
	{name: "label: pattern label from the import", files: a34(imp+"tools: [=~defs.Re]: {source: \"mcp\"}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nRe: \"^e\"\n")},
	{name: "label: pattern label set from the import", files: a34(imp + "tools: [or(defs.list)]: {source: \"mcp\"}\ntools: l1: state: \"active\"\ntools: x: state: \"active\"\n")},
	{name: "state: imported disjunction with default", files: a34(imp+"tools: x: {state: defs.#St}\n", "defs/p.cue", "package defs\n#St: *\"active\" | \"deferred\"\n"),
		big: func(i int) string { return fmt.Sprintf("e%d: {state: defs.#St}", i) }, bigImp: imp},
	{name: "state: imported disjunction without default", files: a34(imp+"tools: x: {state: defs.#St}\n", "defs/p.cue", "package defs\n#St: \"active\" | \"deferred\"\n")},
	{name: "state: imported bound on a name", files: a34(imp+"tools: [defs.#N]: {}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\n#N: =~\"^[a-z]+$\"\n")},
	{name: "via: top-level comprehension over imported sections (Pat)", files: a34(imp+"for k, v in defs.Sections {(k): v}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: top-level comprehension over imported sections (Bad)", files: a34(imp+"for k, v in defs.Sections {(k): v}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: top-level dynamic field from import (Pat)", files: a34(imp+"(defs.K): defs.Pat\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: top-level dynamic field from import (Bad)", files: a34(imp+"(defs.K): defs.Bad\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: top-level interpolated field from import (Pat)", files: a34(imp+"\"\\(defs.K)\": defs.Pat\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: top-level interpolated field from import (Bad)", files: a34(imp+"\"\\(defs.K)\": defs.Bad\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: let holding an imported pattern (Pat)", files: a34(imp+"let P = defs.Pat\ntools: P\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: let holding an imported pattern (Bad)", files: a34(imp+"let P = defs.Bad\ntools: P\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: let holding an imported pattern, embedded (Pat)", files: a34(imp+"let P = defs.Pat\ntools: {P}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: let holding an imported pattern, embedded (Bad)", files: a34(imp+"let P = defs.Bad\ntools: {P}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: hidden holding an imported pattern (Pat)", files: a34(imp+"_p: defs.Pat\ntools: _p\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: hidden holding an imported pattern (Bad)", files: a34(imp+"_p: defs.Bad\ntools: _p\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: definition holding an imported pattern (Pat)", files: a34(imp+"#P: defs.Pat\ntools: #P\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: definition holding an imported pattern (Bad)", files: a34(imp+"#P: defs.Bad\ntools: #P\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: if on import adding a pattern (Pat)", files: a34(imp+"if defs.Enabled {tools: [string]: source: \"mcp\"}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: if on import adding a pattern (Bad)", files: a34(imp+"if defs.Enabled {tools: [string]: source: \"mcp\"}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: if on import adding the imported pattern (Pat)", files: a34(imp+"if defs.Enabled {tools: defs.Pat}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: if on import adding the imported pattern (Bad)", files: a34(imp+"if defs.Enabled {tools: defs.Bad}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: for over import adding the pattern (Pat)", files: a34(imp+"for _, n in [defs.K] {(n): defs.Pat}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: for over import adding the pattern (Bad)", files: a34(imp+"for _, n in [defs.K] {(n): defs.Bad}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: top-level pattern from import (Pat)", files: a34(imp+"[=~\"^tools$\"]: defs.Pat\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: top-level pattern from import (Bad)", files: a34(imp+"[=~\"^tools$\"]: defs.Bad\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: tools unified with imported pattern in parens (Pat)", files: a34(imp+"tools: (defs.Pat)\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: tools unified with imported pattern in parens (Bad)", files: a34(imp+"tools: (defs.Bad)\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: tools & imported pattern (Pat)", files: a34(imp+"tools: defs.Pat & {x: state: \"active\"}\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: tools & imported pattern (Bad)", files: a34(imp+"tools: defs.Bad & {x: state: \"active\"}\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: tools disjunction with imported pattern (Pat)", files: a34(imp+"tools: *defs.Pat | {}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: tools disjunction with imported pattern (Bad)", files: a34(imp+"tools: *defs.Bad | {}\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: pattern value is the imported pattern's element (Pat)", files: a34(imp+"tools: [N=string]: defs.Pat[N]\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: pattern value is the imported pattern's element (Bad)", files: a34(imp+"tools: [N=string]: defs.Bad[N]\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: let holding an imported section, embedded", files: a34(imp+"let C = defs.Common\nC\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: hidden holding an imported section, embedded", files: a34(imp+"_c: defs.Common\n_c\ntools: x: state: \"active\"\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: b.cue embeds the imported section", files: a34("tools: x: state: \"active\"\n", "policy/b.cue", "package toolpolicy\n"+imp+"{defs.Common}\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "via: b.cue gives tools the bad pattern", files: a34("tools: x: state: \"active\"\n", "policy/b.cue", "package toolpolicy\n"+imp+"tools: defs.Bad\n", "defs/p.cue", "package defs\nPat: [string]: {source: \"mcp\"}\nBad: [string]: {state: \"deferred\"}\nCommon: tools: Pat\nSections: {tools: Pat}\nK: \"tools\"\n")},
	{name: "dir: cue.mod two levels up, pattern", pol: "x/policy", files: m34("x/policy/a.cue", imp+"tools: [string]: defs.#MCP\ntools: x: state: \"active\"\n")},
}

// review34All is review34Cases, and again those of the def, pat, alias
// and cue.mod groups with z.cue's entries using the import (big only).
func review34All() []modCase {
	var out []modCase
	for _, c := range review34Cases {
		out = append(out, c)
		if strings.HasPrefix(c.name, "def:") || strings.HasPrefix(c.name, "pat:") || strings.HasPrefix(c.name, "alias:") || strings.HasPrefix(c.name, "dir: cue.mod") {
			if c.big != nil {
				continue
			}
			for k, f := range []func(i int) string{
				func(i int) string { return fmt.Sprintf("e%d: defs.#Tool & {niche: \"N %d.\"}", i, i) },
				func(i int) string { return fmt.Sprintf("e%d: {defs.#RO, state: defs.S}", i) },
			} {
				cc := c
				cc.name = fmt.Sprintf("%s [importing %d]", c.name, k)
				cc.bigImp = imp
				cc.big = f
				out = append(out, cc)
			}
		}
	}
	return out
}

func TestReview34(t *testing.T) {
	bin, err := cueCmd()
	if err != nil {
		t.Fatal(err)
	}
	// Every second case (both its sizes), all 277 passing when imported:
	// each runs cue up to four times in a module, two and a half
	// minutes of CI whole.
	for _, c := range breadth(underRace(everyOther34(review34All()), 4)) {
		for _, n := range []int{0, 250} {
			if n == 0 && c.bigImp != "" {
				continue
			}
			t.Run(fmt.Sprintf("%s/n=%d", c.name, n), func(t *testing.T) {
				t.Parallel()
				root := t.TempDir()
				pol := c.pol
				if pol == "" {
					pol = "policy"
				}
				if pol == "-" {
					pol = ""
				}
				for k, v := range c.files {
					if k == filepath.Join(pol, "a.cue") {
						v = withImportsFirst(base, v)
					}
					p := filepath.Join(root, k)
					if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(p, []byte(v), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				if n > 0 {
					f := c.big
					if f == nil {
						f = func(i int) string { return fmt.Sprintf("e%d: {state: \"active\"}", i) }
					}
					z := "package toolpolicy\n" + c.bigImp + toolsBlock(n, f)
					if err := os.WriteFile(filepath.Join(root, pol, "z.cue"), []byte(z), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				dir := filepath.Join(root, pol)
				agreeWithCue(t, dir, withMinEntries(0))
				if err := agreeWithCue(t, dir); err == nil {
					t.Logf("VALID taken %d", toolsTaken(t, dir))
				} else {
					t.Logf("INVALID: %.300q", err.Error())
				}
				if pol == "" {
					return
				}
				if _, err := os.Stat(filepath.Join(dir, "cue.mod")); err == nil {
					// A module of the policy's own: cue run at the outer root
					// takes the outer one (docs/policy.md: cue takes the module
					// from the working directory, toolpolicy from the policy's).
					return
				}
				// The README's invocation, at the module's root, schema.cue
				// there (a package of the module named toolpolicy takes it in,
				// for cue and for toolpolicy's cue/load alike).
				if err := os.WriteFile(filepath.Join(root, "schema.cue"), schema.Source, 0o644); err != nil {
					t.Fatal(err)
				}
				names, _ := filepath.Glob(filepath.Join(root, pol, "*.cue"))
				args := []string{"schema.cue"}
				for _, nm := range names {
					if strings.HasPrefix(filepath.Base(nm), ".") { // the shell's glob leaves them out
						continue
					}
					r, _ := filepath.Rel(root, nm)
					args = append(args, r)
				}
				var stderr bytes.Buffer
				vet := exec.Command(bin, append([]string{"vet", "-c"}, args...)...)
				vet.Dir, vet.Stderr = root, &stderr
				rootErr := vet.Run()
				for _, o := range [][]Option{{withMinEntries(0)}, nil} {
					p, err := LoadDir(dir, o...)
					switch {
					case rootErr != nil && err == nil:
						t.Fatalf("ROOT: toolpolicy (%d options) loads what cue vet -c at the root rejects:\n%s", len(o), stderr.String())
					case rootErr == nil && err != nil:
						t.Fatalf("ROOT: toolpolicy (%d options) rejects what cue vet -c at the root accepts:\n%v", len(o), err)
					case err == nil:
						exp := exec.Command(bin, append([]string{"export", "--out", "json"}, args...)...)
						exp.Dir = root
						out, err := exp.Output()
						if err != nil {
							t.Fatal(err)
						}
						got, _ := json.MarshalIndent(dataOf(p), "", " ")
						want, _ := json.MarshalIndent(exportedData(t, out), "", " ")
						if !bytes.Equal(got, want) {
							t.Fatalf("ROOT: toolpolicy reads other data than cue export at the root:\n%s", lineDiff(string(want), string(got)))
						}
					}
				}
			})
		}
	}
}

// everyOther34 keeps every second case.
func everyOther34(cases []modCase) []modCase {
	var out []modCase
	for i := 0; i < len(cases); i += 2 {
		out = append(out, cases[i])
	}
	return out
}
