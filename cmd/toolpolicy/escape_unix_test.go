//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// gen's own messages (refusals, kept files, drift) name files found on disk
// or in a manifest: their control characters are shown, not sent.
func TestGenMessagesEscapeFileNames(t *testing.T) {
	pol := t.TempDir()
	if err := os.WriteFile(filepath.Join(pol, "a.cue"), []byte(hostilePolicy), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	args := []string{"--policy", pol, "--out-go", filepath.Join(out, "go"), "--out-golden", filepath.Join(out, "golden"), "--out-docs", filepath.Join(out, "docs")}
	if code, _, errs := runCLI(t, append([]string{"gen"}, args...)...); code != 0 {
		t.Fatalf("gen: exit %d\n%s", code, errs)
	}
	evil := "x\x1b]0;pwned\x07\u202e"
	// A manifest entry with a hostile name: kept, and named escaped.
	if err := os.WriteFile(filepath.Join(out, "docs", evil), []byte("mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(filepath.Join(out, "docs", ".toolpolicy-generated"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(strings.Repeat("0", 64) + "  " + evil + "\n")
	f.Close()
	for _, cmd := range []string{"gen --check", "gen"} {
		_, stdout, stderr := runCLI(t, append(strings.Fields(cmd), args...)...)
		if m := rawControl.FindString(stdout + stderr); m != "" {
			t.Errorf("%s prints %q raw:\n%q", cmd, m, stdout+stderr)
		}
		if !strings.Contains(stdout+stderr, `x\x1b]0;pwned\x07\u202e`) {
			t.Errorf("%s does not name the file, escaped:\n%s%s", cmd, stdout, stderr)
		}
	}
	// A FIFO with a hostile name: refused, named escaped.
	if err := syscall.Mkfifo(filepath.Join(out, "golden", evil), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCLI(t, append([]string{"gen"}, args...)...)
	if code != exitLoad || !strings.Contains(stderr, `x\x1b]0;pwned\x07\u202e: it is a named pipe`) {
		t.Errorf("gen with a FIFO: exit %d\n%s%s", code, stdout, stderr)
	}
	if m := rawControl.FindString(stdout + stderr); m != "" {
		t.Errorf("the refusal prints %q raw", m)
	}
}
