package harness

import (
	"testing"

	"github.com/toolpolicy/toolpolicy/toolcatalog"
)

// The harness's own test: the self-check the generated package carries,
// for every provider and mode it runs with.
func TestToolsAgreeWithThePolicy(t *testing.T) {
	for _, p := range toolcatalog.Providers() {
		for _, m := range toolcatalog.Modes() {
			for _, model := range []string{"", "deepseek-v4-flash", "arcee/trinity-large"} {
				names, err := Tools(p.ID, m.ID, model, nil)
				if err != nil {
					t.Fatal(err)
				}
				if err := toolcatalog.AssertCatalog(toolcatalog.CatalogInput{Provider: p.ID, Mode: m.ID, Model: model, Names: names}); err != nil {
					t.Error(err)
				}
			}
		}
	}
	// The self-check is not a formality: a list with a hidden name fails it.
	if err := toolcatalog.AssertCatalog(toolcatalog.CatalogInput{Provider: "default", Mode: "agent", Names: []string{"exec_wait"}}); err == nil {
		t.Error("a hidden name passed the self-check")
	}
}
