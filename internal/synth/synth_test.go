package synth_test

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
	"github.com/toolpolicy/toolpolicy/internal/synth"
	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
)

// The generator's promise: a policy that loads, is lint-clean, and has the
// counts and proportions asked for.
func TestGeneratedPolicyLoadsAndIsLintClean(t *testing.T) {
	for _, n := range []int{40, 100, 2500} {
		out := synth.Generate(synth.Config{Tools: n, Providers: 7, Modes: 4})
		dir := t.TempDir()
		if err := out.Write(dir); err != nil {
			t.Fatal(err)
		}
		p, err := compiler.LoadDir(dir)
		if err != nil {
			t.Fatalf("%d tools: %v", n, err)
		}
		if len(p.Tools) != n || len(p.Providers) != 7 || len(p.Modes) != 4 {
			t.Errorf("%d tools: got %d tools, %d providers, %d modes", n, len(p.Tools), len(p.Providers), len(p.Modes))
		}
		if len(p.Aliases) != out.Aliases || len(p.Retired) != out.Retired || len(p.Gates) != out.Gates {
			t.Errorf("%d tools: model has %d aliases, %d retired, %d gates; generator says %d, %d, %d",
				n, len(p.Aliases), len(p.Retired), len(p.Gates), out.Aliases, out.Retired, out.Gates)
		}
		states := map[string]int{}
		mcp := 0
		for _, tool := range p.Tools {
			states[tool.State]++
			if tool.Source == model.SourceMCP {
				mcp++
			}
		}
		if mcp != out.MCPTools {
			t.Errorf("%d tools: %d MCP tools, generator says %d", n, mcp, out.MCPTools)
		}
		for _, s := range []string{model.StateActive, model.StateDeferred, model.StateHidden, model.StateDeprecated} {
			if n >= 100 && states[s] == 0 {
				t.Errorf("%d tools: no %s tools: %v", n, s, states)
			}
		}
		if res := lint.Run(p); len(res.Diagnostics) > 0 {
			t.Errorf("%d tools: %d lint findings, first: %+v", n, len(res.Diagnostics), res.Diagnostics[0])
		}
	}
}

func TestGenerateIsDeterministic(t *testing.T) {
	a := synth.Generate(synth.Config{Tools: 1500, PlantError: true})
	b := synth.Generate(synth.Config{Tools: 1500, PlantError: true})
	if len(a.Files) != len(b.Files) || len(a.Files) < 5 {
		t.Fatalf("%d and %d files, want the same, at least 5", len(a.Files), len(b.Files))
	}
	for i := range a.Files {
		if a.Files[i].Name != b.Files[i].Name || !bytes.Equal(a.Files[i].Src, b.Files[i].Src) {
			t.Errorf("file %d differs between runs: %s / %s", i, a.Files[i].Name, b.Files[i].Name)
		}
	}
}

// The planted position names the bad value in the file's text.
func TestPlantedPositionPointsAtTheValue(t *testing.T) {
	out := synth.Generate(synth.Config{Tools: 3000, PlantError: true})
	pl := out.Planted
	if pl == nil {
		t.Fatal("no planted error reported")
	}
	for _, f := range out.Files {
		if f.Name != pl.File {
			continue
		}
		lines := strings.Split(string(f.Src), "\n")
		line := lines[pl.Line-1]
		if !strings.HasPrefix(line[pl.Col-1:], `"actve"`) || !strings.Contains(line+lines[pl.Line-2], pl.Tool) {
			t.Errorf("%s:%d:%d is %q, want the planted state of %s", pl.File, pl.Line, pl.Col, line, pl.Tool)
		}
		return
	}
	t.Errorf("planted file %s not generated", pl.File)
}

// Every shape writes the same policy: the same tools, aliases and gates
// with the same values, and each loads and is lint-clean.
func TestShapesWriteTheSamePolicy(t *testing.T) {
	type row struct{ state, source, card, niche, desc, impl string }
	var want map[string]row
	var wantAliases map[string]model.Alias
	for _, shape := range synth.Shapes {
		dir := policytest.SynthDir(t, synth.Config{Tools: 1200, Providers: 5, Shape: shape})
		p, err := compiler.LoadDir(dir)
		if err != nil {
			t.Fatalf("%s: %v", shape, err)
		}
		if res := lint.Run(p); len(res.Diagnostics) > 0 {
			t.Errorf("%s: not lint-clean: %v", shape, res.Diagnostics[0])
		}
		got := map[string]row{}
		for name, tl := range p.Tools {
			got[name] = row{tl.State, tl.Source, tl.Card, tl.Niche, tl.Description, tl.Implementation}
		}
		if shape == synth.ShapePatterned {
			// Its pattern gives every tool without a card one of its own
			// making (the rest is the same policy).
			for name, r := range got {
				w := want[name]
				if r.card != w.card && r.card != "Use "+name+" when the task needs it." {
					t.Errorf("%s: tool %s has card %q, neither its own nor the pattern's", shape, name, r.card)
				}
				r.card = w.card
				got[name] = r
			}
		}
		aliases := map[string]model.Alias{}
		for name, a := range p.Aliases {
			c := *a
			c.Pos, c.Decls = model.Pos{}, nil
			aliases[name] = c
		}
		if want == nil {
			want, wantAliases = got, aliases
			continue
		}
		if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(aliases, wantAliases) {
			t.Errorf("%s: the policy differs from %s's", shape, synth.Shapes[0])
		}
	}
}
