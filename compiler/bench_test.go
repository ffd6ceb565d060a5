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

// BenchmarkCompileIdioms loads each idiom variant of the generated policy
// (internal/synth/idioms.go, what scripts/idioms.sh times against `cue vet
// -c`) that cue accepts, at 1k and 10k tools: a construct that sends its
// section back to CUE shows here as a step in time and memory.
func BenchmarkCompileIdioms(b *testing.B) {
	for _, id := range synth.Idioms {
		if id.Reject() {
			continue
		}
		for _, s := range policytest.Sizes[1:] {
			b.Run(id.Name+"/"+s.Name, func(b *testing.B) {
				dir := policytest.SynthDir(b, synth.Config{Tools: s.Tools, Idiom: id.Name})
				b.ReportAllocs()
				for b.Loop() {
					if _, err := compiler.LoadDir(dir); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
