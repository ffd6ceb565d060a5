package examples_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/resolve"
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
	c, err := p.Index().Resolve("default", "agent", modelID)
	if err != nil {
		t.Fatal(err)
	}
	b := p.Index().Block(c)
	var block []struct{ Name, Description string }
	if err := json.Unmarshal(b, &block); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	for _, d := range block {
		if d.Name == "tool_info" {
			return resolve.Fingerprint(b), d.Description
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

// pawworkScenarios is testdata/pawwork.json: configurations of pawwork's
// registry with the first turn (sorted by id, as llm.ts sends it) and the
// deferred tools its source gives for each, read from pawwork's source, not
// from toolpolicy.
type pawworkScenarios struct {
	Scenarios []struct {
		Name      string           `json:"name"`
		Model     string           `json:"model"`
		Settings  resolve.Settings `json:"settings"`
		FirstTurn []string         `json:"first_turn"`
		Deferred  []string         `json:"deferred"`
	} `json:"scenarios"`
}

// The pawwork example is pawwork's whole registry: its 22 tools, each
// offered under the condition registry.ts gives it, so each configuration
// sends the first turn pawwork sends, in its order, with the cards of the
// deferred tools it can load listed in tool_info's description.
func TestPawworkOffersWhatItsRegistryOffers(t *testing.T) {
	p, err := compiler.LoadDir("pawwork")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Tools) != 22 {
		t.Errorf("pawwork's policy declares %d tools; its registry has 22", len(p.Tools))
	}
	data, err := os.ReadFile("testdata/pawwork.json")
	if err != nil {
		t.Fatal(err)
	}
	var table pawworkScenarios
	if err := json.Unmarshal(data, &table); err != nil {
		t.Fatal(err)
	}
	if len(table.Scenarios) < 5 {
		t.Fatalf("%d scenarios, want at least 5", len(table.Scenarios))
	}
	for _, s := range table.Scenarios {
		t.Run(s.Name, func(t *testing.T) {
			c, err := p.Index().ResolveQuery(resolve.Query{Provider: "default", Mode: "agent", Model: s.Model, Settings: s.Settings})
			if err != nil {
				t.Fatal(err)
			}
			var sent []struct{ Name, Description string }
			if err := json.Unmarshal(p.Index().Block(c), &sent); err != nil {
				t.Fatal(err)
			}
			var names []string
			cards := ""
			for _, d := range sent {
				names = append(names, d.Name)
				if d.Name == "tool_info" {
					cards = d.Description
				}
			}
			if !slices.Equal(names, s.FirstTurn) {
				t.Errorf("the block sends %d tools\n  %v\npawwork sends %d\n  %v", len(names), names, len(s.FirstTurn), s.FirstTurn)
			}
			if !slices.Equal(c.Discoverable, s.Deferred) {
				t.Errorf("deferred %v, pawwork defers %v", c.Discoverable, s.Deferred)
			}
			for _, id := range []string{"enter-worktree", "exit-worktree"} {
				if listed := strings.Contains(cards, "- **"+id+"**: "); listed != slices.Contains(s.Deferred, id) {
					t.Errorf("%s listed in tool_info's cards: %v, deferred: %v", id, listed, slices.Contains(s.Deferred, id))
				}
			}
		})
	}
}
