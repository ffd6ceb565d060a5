package lint_test

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/lint"
)

// BenchmarkLint runs every rule over synthetic policies (20 providers, 3
// modes); loading is outside the timer.
func BenchmarkLint(b *testing.B) {
	for _, s := range policytest.Sizes {
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
