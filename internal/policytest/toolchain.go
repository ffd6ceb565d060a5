package policytest

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// Toolchain returns the path of a compiler the tests check generated code
// with. rustc, cargo and node come with the machine (scripts/install-
// toolchains.sh installs them where they do not); tsc is the version pinned
// in tools/typescript/package.json, installed from the npm registry on first
// use, so `go test ./...` on a fresh checkout needs nothing run before it. A
// missing compiler fails the test rather than skipping it: CI cannot pass
// without compiling the generated code. TOOLPOLICY_TSC overrides tsc.
func Toolchain(t testing.TB, name string) string {
	t.Helper()
	if name == "tsc" {
		if env := os.Getenv("TOOLPOLICY_TSC"); env != "" {
			return env
		}
		return localTSC(t)
	}
	path, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s is needed to check the generated code and was not found: run scripts/install-toolchains.sh", name)
	}
	return path
}

// localTSC returns tools/typescript's tsc, running `npm ci` there first when
// it is not installed yet. Test packages run in parallel processes, so the
// install holds a file lock: one process installs, the others wait and then
// find it installed.
func localTSC(t testing.TB) string {
	t.Helper()
	_, self, _, _ := runtime.Caller(0)
	dir := filepath.Join(filepath.Dir(self), "..", "..", "tools", "typescript")
	tsc := filepath.Join(dir, "node_modules", ".bin", "tsc")
	if _, err := os.Stat(tsc); err == nil {
		return tsc
	}
	sum := sha256.Sum256([]byte(dir))
	lock, err := os.OpenFile(filepath.Join(os.TempDir(), "toolpolicy-tsc-"+hex.EncodeToString(sum[:8])+".lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if err := lockFile(lock); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(tsc); err == nil {
		return tsc
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Fatalf("tsc is not installed and npm, which installs it, was not found: run scripts/install-toolchains.sh")
	}
	cmd := exec.Command(npm, "ci", "--prefix", dir, "--no-audit", "--no-fund")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("installing tsc (npm ci in %s): %v\n%s", dir, err, out)
	}
	if _, err := os.Stat(tsc); err != nil {
		t.Fatalf("npm ci in %s did not install tsc: %v", dir, err)
	}
	return tsc
}
