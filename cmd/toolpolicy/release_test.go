package main

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// The release configuration builds this command for every supported
// platform and ships the license; goreleaser itself checks the schema in CI
// (`goreleaser check`), this test checks what a user downloading a binary
// would notice.
func TestReleaseConfiguration(t *testing.T) {
	b, err := os.ReadFile("../../.goreleaser.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var cfg struct {
		Version int
		Builds  []struct {
			ID, Main, Binary string
			Env, Flags       []string
			Goos, Goarch     []string
			Ignore           []any
		}
		Archives []struct {
			Formats []string
			Files   []string
		}
	}
	if err := yaml.Unmarshal(b, &cfg); err != nil {
		t.Fatalf(".goreleaser.yaml: %v", err)
	}
	if cfg.Version != 2 || len(cfg.Builds) != 1 || len(cfg.Archives) != 1 {
		t.Fatalf("want goreleaser v2 config with one build and one archive: %+v", cfg)
	}
	bd := cfg.Builds[0]
	if bd.Main != "./cmd/toolpolicy" || bd.Binary != "toolpolicy" {
		t.Errorf("build main %q binary %q", bd.Main, bd.Binary)
	}
	if !slices.Contains(bd.Env, "CGO_ENABLED=0") || !slices.Contains(bd.Flags, "-buildvcs=true") {
		t.Errorf("build must be static and stamp the VCS revision (--version): env %v flags %v", bd.Env, bd.Flags)
	}
	if len(bd.Ignore) > 0 {
		t.Errorf("no platform may be left out: ignore %v", bd.Ignore)
	}
	for _, goos := range []string{"linux", "darwin", "windows"} {
		if !slices.Contains(bd.Goos, goos) {
			t.Errorf("no %s build", goos)
		}
	}
	for _, arch := range []string{"amd64", "arm64"} {
		if !slices.Contains(bd.Goarch, arch) {
			t.Errorf("no %s build", arch)
		}
	}
	for _, f := range cfg.Archives[0].Files {
		if _, err := os.Stat("../../" + f); err != nil {
			t.Errorf("archive file %s: %v", f, err)
		}
	}
	if !slices.Contains(cfg.Archives[0].Files, "LICENSE") {
		t.Error("archives do not carry the LICENSE")
	}
	if lic, err := os.ReadFile("../../LICENSE"); err != nil || !strings.Contains(string(lic), "Apache License") || !strings.Contains(string(lic), "END OF TERMS AND CONDITIONS") {
		t.Errorf("LICENSE is not the Apache-2.0 text: %v", err)
	}

	// Every package of the command resolves for every platform (no file
	// set excluded by build constraints), without compiling six binaries.
	for _, goos := range bd.Goos {
		for _, arch := range bd.Goarch {
			cmd := exec.Command("go", "list", "-deps", "-f", "{{with .Error}}{{.}}{{end}}", bd.Main)
			cmd.Dir = "../.."
			cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+arch, "CGO_ENABLED=0")
			out, err := cmd.Output()
			if err != nil || strings.TrimSpace(string(out)) != "" {
				t.Errorf("%s/%s: %v\n%s", goos, arch, err, out)
			}
		}
	}
}
