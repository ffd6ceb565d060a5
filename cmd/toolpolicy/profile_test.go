package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCPUProfile(t *testing.T) {
	t.Chdir("../..")
	dir := t.TempDir()
	dest := filepath.Join(dir, "check.prof")
	var out, errb bytes.Buffer
	if code := run([]string{"check", "--cpu-profile", dest}, &out, &errb); code != 0 {
		t.Fatalf("check --cpu-profile exited %d: %s", code, errb.String())
	}
	data, err := os.ReadFile(dest)
	if err != nil {
		t.Fatal(err)
	}
	// A pprof profile is gzip-compressed protobuf.
	if len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		t.Fatalf("%s is not a gzip-compressed profile (%d bytes)", dest, len(data))
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("profile directory holds %d entries, want only check.prof (no temporary file left)", len(entries))
	}

	errb.Reset()
	bad := filepath.Join(dir, "missing", "x.prof")
	if code := run([]string{"catalog", "--provider", "default", "--mode", "agent", "--cpu-profile", bad}, &out, &errb); code != exitLoad {
		t.Fatalf("--cpu-profile into a missing directory exited %d, want %d", code, exitLoad)
	}
	if msg := errb.String(); !strings.Contains(msg, "--cpu-profile "+bad+": no such file or directory") {
		t.Fatalf("message %q does not name the flag, the path and the reason", msg)
	}
}
