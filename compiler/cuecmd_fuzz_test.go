package compiler

import (
	"path/filepath"
	"strings"
	"testing"

	"cuelang.org/go/cue"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// FuzzAgreesWithCueCommand appends the input to a small valid policy and
// requires toolpolicy and the cue command to agree on it (valid or not, and
// the data), with the fast path at its usual threshold (off for a policy
// this small) and on for every size, which takes the input's entries out,
// serves its reads of a section from a view and validates entries by shape
// and in batches, as at scale. Each exec runs cue twice: expect a few execs
// per second.
func FuzzAgreesWithCueCommand(f *testing.F) {
	for _, tc := range cueCases {
		if tc.extra == nil {
			f.Add(tc.src)
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		if strings.Contains(src, "import") || strings.Contains(src, "package") {
			return // one file, one package clause; imports need a module
		}
		dir := t.TempDir()
		writeCase(t, dir, src, nil)
		agreeWithCue(t, dir)
		agreeWithCue(t, dir, withMinEntries(0))
	})
}

// FuzzLanguageVersions puts a module file (the first input; none when
// empty) above a directory holding a small valid policy with the second
// input appended, and requires toolpolicy and the cue command, run in the
// policy's directory, to agree on it, with the fast path off (the policy is
// this small) and on.
func FuzzLanguageVersions(f *testing.F) {
	for _, mf := range moduleFiles {
		if mf.file == "cue.mod/module.cue" || mf.file == "" {
			f.Add(mf.src, versionCases[0].src)
		}
	}
	for _, v := range []string{"v0.14.0", cue.LanguageVersion()} {
		for _, tc := range versionCases[1:] {
			f.Add(langModule(v), tc.src)
		}
	}
	f.Fuzz(func(t *testing.T, module, src string) {
		if strings.Contains(src, "import") || strings.Contains(src, "package") {
			return // one file, one package clause; imports need a registry
		}
		root := t.TempDir()
		if module != "" {
			policytest.WriteFile(t, filepath.Join(root, "cue.mod", "module.cue"), module)
		}
		dir := policytest.WriteFiles(t, filepath.Join(root, "policy"), map[string]string{"a.cue": versionFile(base, src)})
		agreeWithCue(t, dir)
		agreeWithCue(t, dir, withMinEntries(0))
	})
}
