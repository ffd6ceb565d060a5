package examples_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// verify checks a declared configuration's block budget on a dump made in
// that configuration — named by its settings, defaults filled in on both
// sides — and names the configuration; the same bytes sent in another
// configuration are held only to the provider's budget.
func TestVerifyChecksAConfigurationsBudget(t *testing.T) {
	dir := t.TempDir()
	pol := writeFile(t, filepath.Join(dir, "policy", "policy.cue"), []byte(`package toolpolicy

release: version: "1.0.0"
settings: {
	read_only: {type: "bool"}
	level: {type: "one_of", values: ["low", "high"]}
}
tools: {
	read_file: {state: "active", description: "Read a file from the workspace and return its text."}
	list_dir: {state: "active", description: "List the entries of a workspace directory."}
}
providers: p: {default: true, wire: "openai-chat-completions", budget: {target: 5, max: 10, max_bytes: 4000}}
modes: agent: {}
configurations: {
	lean: {mode: "agent", settings: {read_only: true, level: "low"}, budget: {max_bytes: 200, target_tokens: 20}}
	roomy: {mode: "agent", settings: {level: "high"}}
}
`))
	pol = filepath.Dir(pol)
	block, code := toolpolicy(t, "catalog", "--policy", pol, "--mode", "agent", "--set", "read_only=true", "--format", "block")
	if code != 0 || len(block) <= 200 {
		t.Fatalf("catalog --format block: exit %d, %d bytes (the test wants a block over 200)\n%s", code, len(block), block)
	}
	envelope := func(name string, settings map[string]string) string {
		b, err := json.Marshal(map[string]any{"provider": "p", "mode": "agent", "settings": settings, "dump": json.RawMessage(block)})
		if err != nil {
			t.Fatal(err)
		}
		return writeFile(t, filepath.Join(dir, name+".json"), b)
	}
	// read_only=true with level at its default "low" is configuration lean.
	out, code := verifyFile(t, pol, envelope("lean", map[string]string{"read_only": "true"}))
	if code != 5 || !strings.Contains(out, "bytes (compact), over configuration lean's max_bytes of 200") ||
		!strings.Contains(out, "tokens (o200k_base), over configuration lean's target_tokens of 20") || !strings.Contains(out, "[verify-budget]") {
		t.Errorf("a dump made in configuration lean, over its budget: exit %d\n%s", code, out)
	}
	// The configuration given on the command line instead of the envelope.
	out, code = toolpolicy(t, "verify", "--policy", pol, "--mode", "agent", "--set", "read_only=true", "--set", "level=low", writeFile(t, filepath.Join(dir, "bare.json"), []byte(block)))
	if code != 5 || !strings.Contains(out, "over configuration lean's max_bytes of 200") {
		t.Errorf("verify --set read_only=true: exit %d\n%s", code, out)
	}
	// The same bytes in other configurations: only the provider's budget
	// applies, and it holds.
	for _, settings := range []map[string]string{{"read_only": "false"}, {"read_only": "true", "level": "high"}, {"level": "high"}} {
		out, code = verifyFile(t, pol, envelope("other", settings))
		if code != 0 || strings.Contains(out, "configuration") {
			t.Errorf("a dump made with %v (not configuration lean): exit %d\n%s", settings, code, out)
		}
	}
}
