package compiler_test

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
)

// synthDir writes a synthetic policy of n tools (20 providers, 3 modes) into
// a temporary directory.
func synthDir(b *testing.B, n int, shape synth.Shape) string {
	b.Helper()
	dir := b.TempDir()
	if err := synth.Generate(synth.Config{Tools: n, Shape: shape}).Write(dir); err != nil {
		b.Fatal(err)
	}
	return dir
}

// BenchmarkCompile is compiler.Load end to end: read, parse, validate
// against the schema, build the model. Sub-benchmarks are named by size for
// the blocks shape and shape/size for the others (synth.Shapes).
func BenchmarkCompile(b *testing.B) {
	b.Run("shipped", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := compiler.LoadDir("../policy"); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, shape := range synth.Shapes {
		for _, s := range policytest.Sizes {
			name := s.Name
			if shape != synth.ShapeBlocks {
				name = string(shape) + "/" + s.Name
			}
			b.Run(name, func(b *testing.B) {
				dir := synthDir(b, s.Tools, shape)
				b.ReportAllocs()
				for b.Loop() {
					p, err := compiler.LoadDir(dir)
					if err != nil {
						b.Fatal(err)
					}
					if len(p.Tools) != s.Tools {
						b.Fatalf("loaded %d tools, want %d", len(p.Tools), s.Tools)
					}
				}
			})
		}
	}
}
