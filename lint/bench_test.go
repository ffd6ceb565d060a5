package lint_test

import (
	"slices"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
)

// BenchmarkLint runs every rule over synthetic policies (20 providers, 3
// modes), up to 100,000 tools (policytest.ScaleSizes); loading is outside
// the timer.
func BenchmarkLint(b *testing.B) {
	for _, s := range append(slices.Clone(policytest.Sizes), policytest.ScaleSizes...) {
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

// BenchmarkLintConditional runs every rule over idioms whose tools depend
// on configuration (groups, visible_when, settings) at 10,000 tools: the
// budget rule resolves every provider × mode × model × configuration, and
// catalogs that differ only in facts no condition reads share one
// evaluation of the tools' conditions (resolve masks). Loading is outside
// the timer.
func BenchmarkLintConditional(b *testing.B) {
	for _, name := range []string{"toolsets-shadow-tools", "groups-hidden-map", "visible-when-any", "caps-visible-when-class", "settings-nested-for"} {
		b.Run(name, func(b *testing.B) {
			dir := policytest.SynthDir(b, synth.Config{Tools: 10000, Idiom: name})
			p, err := compiler.LoadDir(dir)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				lint.Run(p)
			}
		})
	}
}

// BenchmarkLintBlockBudgets runs every rule over a synthetic policy of
// 10,000 tools in 100 modes, each mode with a block budget (max_bytes and
// target_tokens, not exceeded), as helper-100's survey found them: each
// mode's budget measures every provider's block in it, and a provider × mode
// × model view is resolved, and a distinct block rendered and counted, once
// for every budget and both block-budget rules. Loading is outside the
// timer.
func BenchmarkLintBlockBudgets(b *testing.B) {
	dir := policytest.SynthDir(b, synth.Config{Tools: 10000, Modes: 100})
	p, err := compiler.LoadDir(dir)
	if err != nil {
		b.Fatal(err)
	}
	maxBytes, targetTokens := 10_000_000, 4_000_000
	for _, m := range p.Modes {
		m.Budget = &model.BlockBudget{MaxBytes: &maxBytes, TargetTokens: &targetTokens}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if res := lint.Run(p); len(res.Diagnostics) != 0 {
			b.Fatalf("policy has %d findings, first: %v", len(res.Diagnostics), res.Diagnostics[0])
		}
	}
}
