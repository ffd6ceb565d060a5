package compiler_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/model"
)

const minimal = `package toolpolicy
release: version: "1.0.0"
providers: default: {default: true, budget: {target: 5, max: 9}}
modes: agent: {}
`

// lineOf returns the 1-based line and column of the first occurrence of
// needle in the file, so expected positions come from the source text.
func lineOf(t *testing.T, path, needle string) (int, int) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(string(src), "\n") {
		if c := strings.Index(line, needle); c >= 0 {
			return i + 1, c + 1
		}
	}
	t.Fatalf("%q not in %s", needle, path)
	return 0, 0
}

func loadErr(t *testing.T, dir string) *compiler.LoadError {
	t.Helper()
	p, err := compiler.LoadDir(dir)
	if err == nil {
		t.Fatalf("Load(%s) succeeded with %d tools; want a load error", dir, len(p.Tools))
	}
	var le *compiler.LoadError
	if !errors.As(err, &le) {
		t.Fatalf("Load error is %T, want *compiler.LoadError: %v", err, err)
	}
	if len(le.Problems) == 0 {
		t.Fatal("LoadError without problems")
	}
	return le
}

func TestShippedPoliciesLoadWithSourcePositions(t *testing.T) {
	for _, dir := range []string{"../policy", "../examples/pawwork"} {
		p, err := compiler.LoadDir(dir)
		if err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		if len(p.Tools) == 0 || len(p.Providers) == 0 || len(p.Modes) == 0 {
			t.Fatalf("%s: empty model: %d tools, %d providers, %d modes", dir, len(p.Tools), len(p.Providers), len(p.Modes))
		}
		for _, name := range p.ToolNames() {
			tool := p.Tools[name]
			if !tool.Pos.IsValid() || !strings.HasSuffix(tool.Pos.File, ".cue") {
				t.Errorf("%s: tool %s has no source position: %v", dir, name, tool.Pos)
			}
		}
	}
	p, err := compiler.LoadDir("../policy")
	if err != nil {
		t.Fatal(err)
	}
	// The position must be the user's label, not the schema's.
	line, col := lineOf(t, "../policy/lifecycle.cue", "exec_wait: {")
	got := p.Tools["exec_wait"].Pos
	if got.File != "../policy/lifecycle.cue" || got.Line != line || got.Col != col {
		t.Errorf("exec_wait declared at %v, want ../policy/lifecycle.cue:%d:%d", got, line, col)
	}
	if a := p.Aliases["exec_wait"]; a == nil || a.Replacement != "exec_shell_wait" || !a.ReplaySupported {
		t.Errorf("alias exec_wait = %+v", a)
	}
	for _, r := range p.Providers["arcee"].FirstTurn {
		if !r.Pos.IsValid() || r.Pos.File != "../policy/providers.cue" {
			t.Errorf("head entry %s has position %v", r.Name, r.Pos)
		}
	}
}

func TestIdenticalDuplicatesAreRecorded(t *testing.T) {
	// CUE unifies equal values silently; the compiler must still see both.
	dir := policytest.Dir(t, map[string]string{
		"a.cue": minimal + `tools: x: {state: "active"}
tools: x: {state: "active"}
`,
		"b.cue": `package toolpolicy
tools: {
	y: state: "deferred"
}
tools: y: state: "deferred"
`,
	})
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(p.Tools["x"].Decls); n != 2 {
		t.Errorf("x: %d declarations recorded, want 2 (same file): %v", n, p.Tools["x"].Decls)
	}
	if n := len(p.Tools["y"].Decls); n != 2 {
		t.Errorf("y: %d declarations recorded, want 2 (nested block and shorthand): %v", n, p.Tools["y"].Decls)
	}
}

func TestLoadErrors(t *testing.T) {
	cases := []struct {
		name  string
		files map[string]string
		// want is a substring of one problem; wantFile its file (base name).
		want, wantFile string
		wantLine       int
	}{
		{
			name:  "syntax error",
			files: map[string]string{"a.cue": minimal + "tools: {x: state: \"active\"\n"},
			want:  "expected", wantFile: "a.cue",
		},
		{
			name:  "unknown nested field",
			files: map[string]string{"a.cue": minimal + "tools: x: {state: \"active\", bogus: 1}\n"},
			want:  "tools.x.bogus: field not allowed", wantFile: "a.cue", wantLine: 5,
		},
		{
			name:  "unknown top-level field",
			files: map[string]string{"a.cue": minimal + "tools: {}\nprovider: {}\n"},
			want:  "provider: unknown top-level field", wantFile: "a.cue", wantLine: 6,
		},
		{
			// CUE names only the schema for a field a comprehension makes.
			name:  "unknown top-level field made by a comprehension",
			files: map[string]string{"a.cue": minimal + "tools: {}\n_old: {x: \"y\"}\nfor k, v in _old {\n\ttoos: (k): state: v\n}\n"},
			want:  "toos: unknown top-level field", wantFile: "a.cue", wantLine: 8,
		},
		{
			// The schema's #Tool embedded at the top brings its fields there.
			name:  "unknown top-level field from an embedded definition",
			files: map[string]string{"a.cue": minimal + "tools: {}\n#Tool\n"},
			want:  "state: unknown top-level field", wantFile: "a.cue", wantLine: 6,
		},
		{
			name:  "unknown top-level field from an embedded conjunction",
			files: map[string]string{"a.cue": minimal + "tools: {}\n#Tool & {}\n"},
			want:  "state: unknown top-level field", wantFile: "a.cue", wantLine: 6,
		},
		{
			name:  "unknown field inside a comprehension's dynamic entry",
			files: map[string]string{"a.cue": minimal + "tools: {}\n_old: {x: \"y\"}\nfor k, v in _old {\n\ttools: (k): {state: \"active\", bogus: v}\n}\n"},
			want:  "bogus: field not allowed", wantFile: "a.cue", wantLine: 8,
		},
		{
			name:  "missing required field",
			files: map[string]string{"a.cue": "package toolpolicy\nrelease: version: \"1.0.0\"\nmodes: agent: {}\ntools: {}\n"},
			want:  "providers: field is required but not present",
		},
		{
			name:  "bad enum value",
			files: map[string]string{"a.cue": minimal + "tools: x: state: \"retired\"\n"},
			want:  "tools.x.state", wantFile: "a.cue", wantLine: 5,
		},
		{
			name: "conflict between files",
			files: map[string]string{
				"a.cue": minimal + "tools: x: state: \"active\"\n",
				"b.cue": "package toolpolicy\ntools: x: state: \"deferred\"\n",
			},
			want: "conflicting values", wantFile: "a.cue",
		},
		{
			name:  "wrong package",
			files: map[string]string{"a.cue": strings.Replace(minimal, "package toolpolicy", "package policy", 1) + "tools: {}\n"},
			want:  "must be in package toolpolicy", wantFile: "a.cue", wantLine: 1,
		},
		{
			name:  "gate with both directions",
			files: map[string]string{"a.cue": minimal + "tools: x: state: \"active\"\nmodel_classes: c: {match: [\"a*\"], example: \"ab\"}\ngates: x: {visible_for: \"c\", hidden_for: \"c\"}\n"},
			want:  "exactly one of visible_for or hidden_for", wantFile: "a.cue", wantLine: 7,
		},
		{
			name:  "bad tool name",
			files: map[string]string{"a.cue": minimal + "tools: \"has space\": state: \"active\"\n"},
			want:  "invalid name", wantFile: "a.cue", wantLine: 5,
		},
		{
			name:  "NUL byte",
			files: map[string]string{"a.cue": minimal + "tools: {}\n// \x00\n"},
			want:  "NUL byte", wantFile: "a.cue", wantLine: 6,
		},
		{
			name:  "not UTF-8",
			files: map[string]string{"a.cue": minimal + "tools: {}\n// \xff\xfe\n"},
			want:  "not valid UTF-8", wantFile: "a.cue", wantLine: 6,
		},
		{
			name:  "empty directory",
			files: map[string]string{},
			want:  "no .cue files",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			le := loadErr(t, policytest.Dir(t, tc.files))
			var found *compiler.Problem
			for i := range le.Problems {
				if strings.Contains(le.Problems[i].Msg, tc.want) {
					found = &le.Problems[i]
					break
				}
			}
			if found == nil {
				t.Fatalf("no problem mentions %q; got:\n%v", tc.want, le)
			}
			if tc.wantFile != "" {
				if filepath.Base(found.Pos.File) != tc.wantFile {
					t.Errorf("problem at %v, want file %s", found.Pos, tc.wantFile)
				}
				if strings.Contains(found.Pos.File, "schema") {
					t.Errorf("problem points into the schema: %v", found.Pos)
				}
			}
			if tc.wantLine != 0 && found.Pos.Line != tc.wantLine {
				t.Errorf("problem at line %d, want %d: %v", found.Pos.Line, tc.wantLine, found)
			}
		})
	}
}

func TestMissingAndNonDirectory(t *testing.T) {
	le := loadErr(t, filepath.Join(t.TempDir(), "nope"))
	if !strings.Contains(le.Problems[0].Msg, "does not exist") {
		t.Errorf("missing dir: %v", le)
	}
	dir := t.TempDir()
	f := filepath.Join(dir, "x.cue")
	if err := os.WriteFile(f, []byte(minimal), 0o644); err != nil {
		t.Fatal(err)
	}
	le = loadErr(t, f)
	if !strings.Contains(le.Problems[0].Msg, "not a directory") {
		t.Errorf("file as dir: %v", le)
	}
}

func TestConflictCitesBothFiles(t *testing.T) {
	dir := policytest.Dir(t, map[string]string{
		"a.cue": minimal + "tools: x: state: \"active\"\n",
		"b.cue": "package toolpolicy\ntools: x: state: \"deferred\"\n",
	})
	le := loadErr(t, dir)
	text := le.Error()
	if !strings.Contains(text, "a.cue:5:") || !strings.Contains(text, "b.cue:2:") {
		t.Errorf("conflict should cite both declarations:\n%s", text)
	}
}

func TestPositionsAreRelativeToWorkingDirectory(t *testing.T) {
	p, err := compiler.LoadDir("../examples/pawwork")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Tools["tool_info"].Pos.File; got != "../examples/pawwork/policy.cue" {
		t.Errorf("position file %q, want the path relative to the working directory", got)
	}
	var _ model.Pos = p.Tools["tool_info"].Pos
}
