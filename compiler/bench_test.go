package compiler_test

import (
	"slices"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
)

// BenchmarkCompile is compiler.Load end to end: read, parse, validate
// against the schema, build the model. Sub-benchmarks are named by size for
// the blocks shape and shape/size for the others (synth.Shapes), up to
// 100,000 tools (policytest.ScaleSizes).
func BenchmarkCompile(b *testing.B) {
	b.Run("shipped", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := compiler.LoadDir("../policy"); err != nil {
				b.Fatal(err)
			}
		}
	})
	sizes := append(slices.Clone(policytest.Sizes), policytest.ScaleSizes...)
	policytest.EachSyntheticAt(b, synth.Shapes, sizes, func(b *testing.B, dir string, tools int) {
		b.ReportAllocs()
		for b.Loop() {
			p, err := compiler.LoadDir(dir)
			if err != nil {
				b.Fatal(err)
			}
			if len(p.Tools) != tools {
				b.Fatalf("loaded %d tools, want %d", len(p.Tools), tools)
			}
		}
	})
}
