// Package examples holds tests that hold the example policies to the
// harnesses they describe.
package examples

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/resolve"
)

// githubConfigs is testdata/github-mcp-server.json: configurations of the
// server's flags, translated to the example's settings, with the tools the
// server lists for each. The lists are data derived from the server's source
// (its inventory filter) and checked against the server built from v1.10.1,
// not output of toolpolicy.
type githubConfigs struct {
	Configurations []struct {
		Name     string           `json:"name"`
		Settings resolve.Settings `json:"settings"`
		Active   []string         `json:"active"`
		Error    string           `json:"error"`
	} `json:"configurations"`
}

func TestGitHubMCPServerListsWhatTheServerLists(t *testing.T) {
	p, err := compiler.LoadDir("github-mcp-server")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/github-mcp-server.json")
	if err != nil {
		t.Fatal(err)
	}
	var table githubConfigs
	if err := json.Unmarshal(data, &table); err != nil {
		t.Fatal(err)
	}
	compared := 0
	for _, c := range table.Configurations {
		t.Run(c.Name, func(t *testing.T) {
			got, err := p.Index().ResolveQuery(resolve.Query{Provider: "default", Mode: "default", Settings: c.Settings})
			if c.Error != "" {
				var se *resolve.SettingError
				if !errors.As(err, &se) {
					t.Fatalf("the server refuses this configuration (%s); toolpolicy resolved it: %v", c.Error, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Active, c.Active) {
				t.Errorf("active has %d tools, the server lists %d\n  only toolpolicy: %v\n  only the server: %v",
					len(got.Active), len(c.Active), minus(got.Active, c.Active), minus(c.Active, got.Active))
			}
			compared++
		})
	}
	if compared < 8 {
		t.Errorf("compared %d configurations, want at least 8", compared)
	}
}

func minus(a, b []string) []string {
	var out []string
	for _, n := range a {
		if !slices.Contains(b, n) {
			out = append(out, n)
		}
	}
	return out
}
