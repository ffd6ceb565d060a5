package compiler

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// envCases: definitions that refer to hidden fields, lets, imports or their
// own fields (env.go envSource). Entries applying them used to stay in the
// package, with every other entry that has a template; they are now
// validated in an env that holds what the definitions need. taken is how
// many tools leave the package. base is prepended to a.cue.
var envCases = []takenCase{
	{"a definition using an import", 2, map[string]string{
		"a.cue": "tools: a: #M & {state: \"active\", niche: \"Read it.\"}\ntools: b: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\n#M: #Tool & {source: \"mcp\", niche?: strings.MaxRunes(20)}\n"}},
	{"a definition using an import, broken", 2, map[string]string{
		"a.cue": "tools: a: #M & {state: \"active\", niche: \"Read it, all of it, every byte of it.\"}\ntools: b: {state: \"active\"}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\n#M: #Tool & {source: \"mcp\", niche?: strings.MaxRunes(20)}\n"}},
	{"a definition using a hidden field", 2, map[string]string{
		"a.cue": "_src: \"mcp\"\n#M: #Tool & {source: _src}\ntools: a: #M & {state: \"active\"}\ntools: b: {state: \"active\"}\n"}},
	{"a definition using a hidden field declared twice", 1, map[string]string{
		"a.cue": "_src: string\n#M: #Tool & {source: _src}\ntools: a: #M & {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_src: \"mcp\"\n"}},
	{"a definition using a hidden field that conflicts", 1, map[string]string{
		"a.cue": "_src: \"mcp\"\n#M: #Tool & {source: _src}\ntools: a: #M & {state: \"active\"}\n",
		"b.cue": "package toolpolicy\n_src: \"builtin\"\n"}},
	{"a definition using a hidden field a comprehension adds to", 0, map[string]string{
		"a.cue": "_d: {s: \"mcp\"}\n#M: #Tool & {source: _d.s}\ntools: a: #M & {state: \"active\"}\nfor k in [\"t\"] {_d: (k): \"x\"}\n"}},
	{"a definition using a file's let", 1, map[string]string{
		"a.cue": "let deferred = \"deferred\"\n#M: #Tool & {state: *deferred | #State}\ntools: a: #M & {niche: \"n\"}\n"}},
	{"two files' lets of one name", 2, map[string]string{
		"a.cue": "let s = \"deferred\"\n#A: #Tool & {state: *s | #State}\ntools: a: #A & {niche: \"n\"}\n",
		"b.cue": "package toolpolicy\nlet s = \"mcp\"\n#B: #Tool & {source: s}\ntools: b: #B & {state: \"active\"}\n"}},
	{"a let of another file", 0, map[string]string{
		"a.cue": "#A: #Tool & {state: *s | #State}\ntools: a: #A & {niche: \"n\"}\n",
		"b.cue": "package toolpolicy\nlet s = \"deferred\"\n_x: s\n"}},
	{"a definition using data", 0, map[string]string{
		"a.cue": "#A: #Tool & {niche: *release.version | string}\ntools: a: #A & {state: \"active\"}\n"}},
	{"a definition using its own fields", 1, map[string]string{
		"a.cue": "#A: #Tool & {niche: string, card: *\"\\(niche) (on demand)\" | string}\ntools: a: #A & {state: \"deferred\", niche: \"Run it.\"}\n"}},
	{"a chain: hidden field, let, import", 1, map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Run it.\"}\n",
		"b.cue": "package toolpolicy\nimport \"strings\"\nlet max = 40\n_line: strings.MaxRunes(max)\n#A: #Tool & {niche?: _line}\n"}},
	{"an import block, one of its imports for the definitions", 1, map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Run it.\"}\n",
		"b.cue": "package toolpolicy\nimport (\n\t\"strings\"\n\t\"list\"\n)\n_n: list.Sum([1, 2])\n#A: #Tool & {niche?: strings.MinRunes(3)}\n"}},
	{"an aliased import", 1, map[string]string{
		"a.cue": "tools: a: #A & {state: \"active\", niche: \"Run it.\"}\n",
		"b.cue": "package toolpolicy\nimport str \"strings\"\n#A: #Tool & {niche?: str.MinRunes(3)}\n"}},
	{"a hidden field with an error", 1, map[string]string{
		"a.cue": "_src: \"mcp\" & \"builtin\"\n#M: #Tool & {source: _src}\ntools: a: #M & {state: \"active\"}\n"}},
}

func TestDefinitionsWithDependencies(t *testing.T) {
	runTakenCases(t, envCases)
}

// TestEnvFollowsTheModule: the env reads the policy's copies at the
// module's language version, and leaves a hidden field @embed fills to the
// package (helper-44's review). Both policies fail in CUE; the fast path
// used to load them.
func TestEnvFollowsTheModule(t *testing.T) {
	const head = "package toolpolicy\nrelease: version: \"1.0.0\"\nproviders: default: {default: true, budget: {target: 5, max: 9}}\nmodes: agent: {}\n"
	for _, c := range []struct {
		name, version, want string
		files               map[string]string
	}{
		{"struct comparison before v0.14", "v0.13.0", `invalid value "lower"`, map[string]string{
			"a.cue": head + "#M: #Tool & {niche?: [if !_eq {=~\"^[A-Z]\"}, string][0]}\ntools: a: #M & {state: \"active\", niche: \"lower\"}\ntools: b: {state: \"active\"}\n",
			"b.cue": "package toolpolicy\n_eq: *({a: 1} == {a: 1}) | false\n"}},
		{"a hidden field @embed fills", "v0.17.0", `conflicting values "q" and "x"`, map[string]string{
			"a.cue":  head + "#M: #Tool & {state: \"active\", parameters: _params}\ntools: a: #M & {niche: \"n\", parameters: required: [\"x\"]}\ntools: b: {state: \"active\"}\n",
			"b.cue":  "@extern(embed)\npackage toolpolicy\n_params: _ @embed(file=\"p.json\")\n",
			"p.json": `{"type": "object", "required": ["q"]}`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			files := map[string]string{"cue.mod/module.cue": "module: \"example.com/p\"\nlanguage: version: \"" + c.version + "\"\n"}
			for name, src := range c.files {
				files["policy/"+name] = src
			}
			for name, src := range files {
				p := filepath.Join(root, name)
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			dir := filepath.Join(root, "policy")
			for _, opts := range [][]Option{{withMinEntries(0), withoutPlainReload()}, nil} {
				_, err := LoadDir(dir, opts...)
				if err == nil || !strings.Contains(err.Error(), c.want) {
					t.Errorf("load %v: %v, want an error with %q", opts, err, c.want)
				}
			}
		})
	}
}
