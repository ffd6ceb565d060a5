package main

import (
	"io"
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
	policytest.EachSynthetic(b, synth.Shapes, func(b *testing.B, dir string, _ int) {
		b.Chdir(filepath.Dir(dir))
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
