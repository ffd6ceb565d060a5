package gen

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// BenchmarkGenerate builds every generated file in memory (Go tables, golden
// snapshots of each provider × mode × gated class, docs) for synthetic
// policies (20 providers, 3 modes, 2 model classes); loading is outside the
// timer.
func BenchmarkGenerate(b *testing.B) {
	for _, s := range policytest.Sizes {
		b.Run(s.Name, func(b *testing.B) {
			p := policytest.LoadSynthetic(b, s.Tools, compiler.LoadDir)
			cfg := ConfigFor(p)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				files, err := Generate(p, cfg)
				if err != nil || len(files) == 0 {
					b.Fatalf("Generate: %d files, %v", len(files), err)
				}
			}
		})
	}
}
