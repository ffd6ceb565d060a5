package main

import (
	"runtime/debug"
	"strings"
)

// versionString describes this binary from the build information the Go
// toolchain embeds: the module version (a release tag for `go install
// …@vX.Y.Z`, a pseudo-version for a build from a checkout), the VCS revision
// and whether the working tree had uncommitted changes.
func versionString() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	return describeBuild(bi)
}

func describeBuild(bi *debug.BuildInfo) string {
	v := bi.Main.Version
	if v == "" || v == "(devel)" {
		v = "devel"
	}
	var rev, modified string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	var extra []string
	if rev != "" {
		extra = append(extra, "revision "+rev)
	}
	if modified == "true" {
		extra = append(extra, "modified")
	}
	if bi.GoVersion != "" {
		extra = append(extra, bi.GoVersion)
	}
	if len(extra) > 0 {
		v += " (" + strings.Join(extra, ", ") + ")"
	}
	return v
}
