package examples_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/model"
)

// pawworkBlock loads a pawwork policy and returns the default provider's
// agent-mode block for a model, with its fingerprint and tool_info's
// description as sent.
func pawworkBlock(t *testing.T, dir, modelID string) (fingerprint, toolInfo string) {
	t.Helper()
	p, err := compiler.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	c, err := p.Resolve("default", "agent", modelID)
	if err != nil {
		t.Fatal(err)
	}
	b := p.Block(c)
	var block []struct{ Name, Description string }
	if err := json.Unmarshal(b, &block); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	for _, d := range block {
		if d.Name == "tool_info" {
			return model.Fingerprint(b), d.Description
		}
	}
	t.Fatalf("tool_info is not in the head:\n%s", b)
	return "", ""
}

// pawwork lists its deferred tools' cards inside tool_info's description, so
// the list is in the block a harness sends and in its fingerprint: editing a
// card, or activating a deferred tool (it leaves the list), changes the bytes.
func TestPawworkCardsAreInToolInfo(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("pawwork", "policy.cue"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := compiler.LoadDir("pawwork")
	if err != nil {
		t.Fatal(err)
	}
	enter, exit := p.Tools["enter-worktree"].Card, p.Tools["exit-worktree"].Card
	base, desc := pawworkBlock(t, "pawwork", "")
	list := "\n\n- **enter-worktree**: " + enter + "\n- **exit-worktree**: " + exit
	if !strings.HasSuffix(desc, list) || !strings.HasPrefix(desc, p.Tools["tool_info"].Description+"\n") {
		t.Errorf("tool_info's description does not end with the card list %q:\n%s", list, desc)
	}

	write := func(text string) string {
		t.Helper()
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "policy.cue"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	// activate makes a deferred tool active: the next catalog a harness
	// builds once the model loaded it.
	activate := func(text, name string) string {
		t.Helper()
		at := strings.Index(text, `"`+name+`": {`)
		rel := strings.Index(text[at:], `"deferred"`)
		if at < 0 || rel < 0 {
			t.Fatalf("pawwork's policy does not defer %s", name)
		}
		return text[:at+rel] + `"active"` + text[at+rel+len(`"deferred"`):]
	}
	// One byte of a card.
	if !strings.Contains(string(src), exit) {
		t.Fatalf("pawwork's policy lacks the card %q", exit)
	}
	edited, desc := pawworkBlock(t, write(strings.Replace(string(src), exit, strings.TrimSuffix(exit, ".")+"!", 1)), "")
	if edited == base || !strings.HasSuffix(desc, "project root!") {
		t.Errorf("a card's edit left the fingerprint %s (description %q)", edited, desc)
	}
	// exit-worktree activated: it is in the head and its card leaves the list.
	activated, desc := pawworkBlock(t, write(activate(string(src), "exit-worktree")), "")
	if activated == base || strings.Contains(desc, "exit-worktree") || !strings.HasSuffix(desc, "- **enter-worktree**: "+enter) {
		t.Errorf("with exit-worktree active the card list is %q", desc)
	}
	// Nothing deferred: the list gives way to the policy's empty text.
	none := write(activate(activate(string(src), "exit-worktree"), "enter-worktree"))
	if _, desc := pawworkBlock(t, none, ""); !strings.HasSuffix(desc, "\n"+p.Tools["tool_info"].CardList.Empty) || strings.Contains(desc, "**") {
		t.Errorf("with nothing deferred tool_info says %q", desc)
	}
}
