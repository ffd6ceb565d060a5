package compiler

import (
	"strings"
	"testing"
)

// FuzzAgreesWithCueCommand appends the input to a small valid policy and
// requires toolpolicy and the cue command to agree on it (valid or not, and
// the data). Each exec runs cue twice: expect a few execs per second.
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
	})
}
