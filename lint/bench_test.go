package lint_test

import (
	"slices"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/lint"
)

// BenchmarkLint runs every rule over synthetic policies (20 providers, 3
// modes), up to 100,000 tools (policytest.ScaleSizes); loading is outside
// the timer.
func BenchmarkLint(b *testing.B) {
	for _, s := range append(slices.Clone(policytest.Sizes), policytest.ScaleSizes...) {
		b.Run(s.Name, func(b *testing.B) {
			p := policytest.LoadSynthetic(b, s.Tools, compiler.LoadDir)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				if res := lint.Run(p); len(res.Diagnostics) != 0 {
					b.Fatalf("synthetic policy has %d findings, first: %v", len(res.Diagnostics), res.Diagnostics[0])
				}
			}
		})
	}
}
