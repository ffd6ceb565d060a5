package lint_test

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/synth"
	"github.com/toolpolicy/toolpolicy/lint"
)

// BenchmarkLint runs every rule over synthetic policies (20 providers, 3
// modes); loading is outside the timer.
func BenchmarkLint(b *testing.B) {
	for _, s := range []struct {
		name  string
		tools int
	}{{"100", 100}, {"1k", 1000}, {"10k", 10000}} {
		b.Run(s.name, func(b *testing.B) {
			dir := b.TempDir()
			if err := synth.Generate(synth.Config{Tools: s.tools}).Write(dir); err != nil {
				b.Fatal(err)
			}
			p, err := compiler.Load(dir)
			if err != nil {
				b.Fatal(err)
			}
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
