package examples

import (
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// codewhaleScenarios is testdata/codewhale-0.8.53.json: configurations of
// CodeWhale v0.8.53 with the registry size, first turn and deferred tools
// its source gives for each (data read from the Rust source, not output of
// toolpolicy).
type codewhaleScenarios struct {
	Scenarios []struct {
		Name            string           `json:"name"`
		Mode            string           `json:"mode"`
		Provider        string           `json:"provider"`
		Settings        resolve.Settings `json:"settings"`
		RegisteredCount int              `json:"registered_count"`
		FirstTurn       []string         `json:"first_turn"`
		Deferred        []string         `json:"deferred"`
	} `json:"scenarios"`
}

func TestCodeWhaleRegistersWhatTheReleaseRegistered(t *testing.T) {
	p, err := compiler.LoadDir("codewhale-0.8.53")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/codewhale-0.8.53.json")
	if err != nil {
		t.Fatal(err)
	}
	var table codewhaleScenarios
	if err := json.Unmarshal(data, &table); err != nil {
		t.Fatal(err)
	}
	if len(table.Scenarios) < 8 {
		t.Fatalf("%d scenarios, want at least 8", len(table.Scenarios))
	}
	for _, s := range table.Scenarios {
		t.Run(s.Name, func(t *testing.T) {
			c, err := p.Index().ResolveQuery(resolve.Query{Provider: s.Provider, Mode: s.Mode, Settings: s.Settings})
			if err != nil {
				t.Fatal(err)
			}
			if len(c.Registered) != s.RegisteredCount {
				t.Errorf("%d tools registered, the release registers %d", len(c.Registered), s.RegisteredCount)
			}
			if !slices.Equal(c.Active, s.FirstTurn) {
				t.Errorf("first turn differs\n  only toolpolicy: %v\n  only the release: %v", minus(c.Active, s.FirstTurn), minus(s.FirstTurn, c.Active))
			}
			if !slices.Equal(c.Discoverable, s.Deferred) {
				t.Errorf("deferred differs\n  only toolpolicy: %v\n  only the release: %v", minus(c.Discoverable, s.Deferred), minus(s.Deferred, c.Discoverable))
			}
		})
	}
}
