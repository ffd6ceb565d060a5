package compiler

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// FuzzFastPathMatchesPlain loads arbitrary single-file policies both ways,
// with the fast path on for every size, and requires
// the same model as plain evaluation of the whole package, or, when both
// reject the policy, every problem plain evaluation reports (compareBoth). It is the differential form of TestFastPathMatchesPlainEvaluation:
// the fast path takes entries out of the package before CUE sees it, and
// anything that makes that change the result is a bug.
//
//	go test ./compiler -run '^$' -fuzz '^FuzzFastPathMatchesPlain$' -fuzztime 10m
func FuzzFastPathMatchesPlain(f *testing.F) {
	for _, tc := range fastPathCases {
		f.Add([]byte(base + tc.src))
	}
	for _, name := range []string{"../policy/lifecycle.cue", "../examples/pawwork/policy.cue", "../lint/testdata/condition-reference/good/policy.cue", "../lint/testdata/configuration-space/good/policy.cue"} {
		if src, err := os.ReadFile(name); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > 16<<10 {
			t.Skip("large inputs belong to FuzzLoad")
		}
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "a.cue"), src, 0o644); err != nil {
			t.Fatal(err)
		}
		// Evaluation bombs are FuzzLoad's business (and the CLI watchdog's):
		// an input that takes this long both ways is skipped, not compared.
		done := make(chan string, 1)
		go func() {
			mismatch, _ := compareBoth(dir, false, withMinEntries(0))
			done <- mismatch
		}()
		select {
		case mismatch := <-done:
			if mismatch != "" {
				t.Fatal(mismatch)
			}
		case <-time.After(10 * time.Second):
			t.Skip("slow to evaluate")
		}
	})
}
