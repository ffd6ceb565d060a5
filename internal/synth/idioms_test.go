package synth_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/synth"
)

// Each idiom writes the same bytes every time, and changes its base shape's
// policy (an edit that found nothing to change would time the base again).
// The cue command's verdict on each is checked in package compiler
// (TestIdiomsAgreeWithCue).
func TestIdiomsAreDeterministicAndChangeTheirShape(t *testing.T) {
	seen := map[string]bool{}
	for _, id := range synth.Idioms {
		if seen[id.Name] || id.Name == "" || id.Name == "list" || id.Desc == "" || strings.Contains(id.Desc, "\n") {
			t.Errorf("idiom %q: a name must be unique, not list, with a one-line description (%q)", id.Name, id.Desc)
		}
		seen[id.Name] = true
		cfg := synth.Config{Tools: 300, ToolsPerFile: 100, Providers: 5, Idiom: id.Name}
		a, b := synth.Generate(cfg), synth.Generate(cfg)
		if !sameFiles(a, b) {
			t.Errorf("%s: two runs write different files", id.Name)
		}
		base := synth.Generate(synth.Config{Tools: 300, ToolsPerFile: 100, Providers: 5, Shape: id.Shape})
		if sameFiles(a, base) {
			t.Errorf("%s: writes the %s shape unchanged", id.Name, id.Shape)
		}
	}
	if len(synth.Idioms) < 35 {
		t.Errorf("%d idioms, want the surveys' 35 or more", len(synth.Idioms))
	}
}

func sameFiles(a, b *synth.Output) bool {
	if len(a.Files) != len(b.Files) {
		return false
	}
	for i := range a.Files {
		if a.Files[i].Name != b.Files[i].Name || !bytes.Equal(a.Files[i].Src, b.Files[i].Src) {
			return false
		}
	}
	return true
}

func TestLookupIdiom(t *testing.T) {
	if id, err := synth.LookupIdiom("close-pattern"); err != nil || id.Shape != synth.ShapeIdiomatic {
		t.Errorf("close-pattern: %+v, %v", id, err)
	}
	_, err := synth.LookupIdiom("no-such-idiom")
	if err == nil || !strings.Contains(err.Error(), `"no-such-idiom"`) || !strings.Contains(err.Error(), "close-pattern, ") {
		t.Errorf("an unknown idiom's error names it and the valid ones: %v", err)
	}
	defer func() {
		if recover() == nil {
			t.Error("Generate took an idiom on another shape than its own")
		}
	}()
	synth.Generate(synth.Config{Tools: 300, Shape: synth.ShapeBlocks, Idiom: "close-pattern"})
}
