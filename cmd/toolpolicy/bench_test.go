package main

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
)

// BenchmarkCheck runs `toolpolicy check` in process on synthetic policies
// whose generated files are up to date: the CI gate's whole cost (load,
// lint, regenerate in memory, compare).
func BenchmarkCheck(b *testing.B) {
	b.Run("shipped", func(b *testing.B) {
		b.Chdir("../..") // the repository root, where check runs in CI
		b.ReportAllocs()
		for b.Loop() {
			if code := run([]string{"check"}, io.Discard, io.Discard); code != 0 {
				b.Fatalf("check exited %d", code)
			}
		}
	})
	// Named by size for the blocks shape, shape/size for the others.
	for _, shape := range synth.Shapes {
		for _, s := range policytest.Sizes {
			name := s.Name
			if shape != synth.ShapeBlocks {
				name = string(shape) + "/" + s.Name
			}
			b.Run(name, func(b *testing.B) {
				ws := b.TempDir()
				dir := filepath.Join(ws, "policy")
				if err := os.Mkdir(dir, 0o755); err != nil {
					b.Fatal(err)
				}
				if err := synth.Generate(synth.Config{Tools: s.Tools, Shape: shape}).Write(dir); err != nil {
					b.Fatal(err)
				}
				b.Chdir(ws)
				if code := run([]string{"gen", "--policy", "policy"}, io.Discard, io.Discard); code != 0 {
					b.Fatalf("gen exited %d", code)
				}
				b.ReportAllocs()
				b.ResetTimer()
				for b.Loop() {
					if code := run([]string{"check", "--policy", "policy"}, io.Discard, io.Discard); code != 0 {
						b.Fatalf("check exited %d", code)
					}
				}
			})
		}
	}
}
