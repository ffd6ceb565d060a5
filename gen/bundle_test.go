package gen

import (
	"bytes"
	"go/format"
	"maps"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/toolpolicy/toolpolicy/resolve"
)

// The generated package carries every declaration of package resolve, and
// nothing of its tests or its embedding file.
func TestCoreSourceIsPackageResolve(t *testing.T) {
	got, idents, err := coreSource("toolcatalog")
	if err != nil {
		t.Fatal(err)
	}
	have, err := declaredIdents(got)
	if err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(have, idents) {
		t.Errorf("coreSource's identifiers differ from those %s declares", goCoreFile)
	}
	for _, name := range []string{"types.go", "index.go", "resolve.go", "names.go", "tables.go"} {
		src, err := resolve.Files.ReadFile(name)
		if err != nil {
			t.Fatalf("package resolve has no %s: %v", name, err)
		}
		want, err := declaredIdents(src)
		if err != nil {
			t.Fatal(err)
		}
		for id := range want {
			if !have[id] {
				t.Errorf("%s declares %s, which %s lacks", name, id, goCoreFile)
			}
		}
	}
	for _, id := range []string{"Files", "TestResolve", "small"} {
		if have[id] {
			t.Errorf("%s declares %s, from a file it must not copy", goCoreFile, id)
		}
	}
	if !strings.Contains(string(got), "\npackage toolcatalog\n") {
		t.Errorf("%s has the wrong package clause", goCoreFile)
	}
}

func TestBundleRefusesNonStandardImports(t *testing.T) {
	fsys := fstest.MapFS{"a.go": {Data: []byte("package resolve\n\nimport \"example.com/x\"\n\nvar _ = x.Y\n")}}
	if _, _, err := bundle(fsys, "p"); err == nil || !strings.Contains(err.Error(), "example.com/x is not in the standard library") {
		t.Errorf("bundle with a non-standard import: %v", err)
	}
}

// Tool names become Go identifiers with Go's initialisms in capitals.
func TestCamelInitialisms(t *testing.T) {
	for name, want := range map[string]string{
		"fetch_url": "FetchURL", "exec_shell-wait": "ExecShellWait", "mcp__github__get_pr": "MCPGithubGetPr",
		"read_json_api": "ReadJSONAPI", "urlencode": "Urlencode", "web.run": "WebRun", "id": "ID", "tool2x": "Tool2x",
	} {
		if got := camel(name); got != want {
			t.Errorf("camel(%q) = %q, want %q", name, got, want)
		}
	}
}

// bundle does not format what it joins: package resolve's files are gofmt's
// output, and so must the joined file be, or the generated package would
// not be (go vet and gofmt -l run on harnesses).
func TestBundleIsFormatted(t *testing.T) {
	for _, pkg := range []string{"toolcatalog", "p"} {
		got, _, err := bundle(resolve.Files, pkg)
		if err != nil {
			t.Fatal(err)
		}
		want, err := format.Source(got)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("package %s: the joined file is not gofmt's output:\n%s", pkg, UnifiedDiff(goCoreFile, want, got))
		}
	}
}
