package gen

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/synth"
)

// BenchmarkGenerate builds every generated file in memory (Go tables, golden
// snapshots of each provider × mode × gated class, docs) for synthetic
// policies (20 providers, 3 modes, 2 model classes); loading is outside the
// timer.
func BenchmarkGenerate(b *testing.B) {
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
