package compiler

import (
	"os"
	"path/filepath"
	"testing"

	"cuelang.org/go/cue/cuecontext"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
)

// BenchmarkLoad is the loading stage of compiler.Load alone: read and
// pre-scan the files, parse and index them, take the literal entries out
// (the split) and build the CUE instance of the rest, with no validation and
// no model. BenchmarkCompile minus this is validation and conversion.
//
// Like every in-process benchmark of CUE, iterations after the first run
// with CUE's process-wide label table already filled.
func BenchmarkLoad(b *testing.B) {
	policytest.EachSynthetic(b, []synth.Shape{synth.ShapeBlocks}, func(b *testing.B, dir string, tools int) {
		abs, err := filepath.Abs(dir)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for b.Loop() {
			fe := newFastEvaluator(defaultFastOptions())
			l := &loader{fsys: os.DirFS(dir), dir: dir, errs: &LoadError{Dir: dir}, shown: map[string]string{}, lim: DefaultLimits(), eval: fe}
			srcs := l.readFiles()
			files, subs, pre := l.quickParse(abs, srcs)
			if files == nil {
				b.Fatalf("the policy did not parse: %v", l.errs)
			}
			l.groupIndex(subs)
			fe.split(files, pre, srcs)
			lits := fe.lits
			if tools >= 1000 && len(lits) < tools {
				b.Fatalf("%d entries split from %d tools", len(lits), tools)
			}
			inst, err := newInstance(abs, files)
			if err != nil {
				b.Fatal(err)
			}
			if v := cuecontext.New().BuildInstance(inst); v.Err() != nil {
				b.Fatal(v.Err())
			}
		}
	})
}
