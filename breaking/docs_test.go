package breaking_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/breaking"
)

// docs/breaking.md is RulesMarkdown's output (toolpolicy gen writes it and
// gen --check verifies it); each rule's doc and the transition table the
// transition rule runs on appear in it.
func TestRulesMarkdown(t *testing.T) {
	md := breaking.RulesMarkdown()
	if !bytes.Equal(md, breaking.RulesMarkdown()) {
		t.Fatal("RulesMarkdown is not deterministic")
	}
	got, err := os.ReadFile("../docs/breaking.md")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, md) {
		t.Error("docs/breaking.md is stale; run go run ./cmd/toolpolicy gen")
	}
	for _, r := range breaking.Rules {
		if !bytes.Contains(md, []byte("\n## "+r.ID+"\n")) || !bytes.Contains(md, []byte(strings.TrimSpace(r.Doc))) {
			t.Errorf("no section with the doc of %s", r.ID)
		}
		if info := r.Info(); info.HelpURI != breaking.HelpBase+"#"+r.ID {
			t.Errorf("%s: help URI %q", r.ID, info.HelpURI)
		}
	}
	if !bytes.Contains(md, []byte(breaking.TransitionsMarkdown())) {
		t.Error("the transition table is missing")
	}
}
