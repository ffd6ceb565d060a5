package main

// Hostile-input review of the CLI (round 40): each test feeds one command a
// kind of broken or unusual input a user or a CI job can produce, and checks
// what a user would expect: no crash, a distinct non-zero exit for bad
// input, a message naming the file (with a position when the problem is in
// its contents), nothing written outside the tool's outputs and no file
// left half-replaced.
//
// Written by helper-81 (session 19), whose first run failed 10 of its 19
// tests, in seven classes, each mended since: limit flags taking negative
// values (or --max-files=0) as limits; catalog and explain ignoring a
// failed write to stdout; fmt replacing a symbolic link with a file and a
// 0600 file's mode with 0644; fmt accepting a directory with no .cue
// files; verify and init reading a JSON object with a duplicate key, or
// bytes that are not UTF-8; catalog's text printing a model id's control
// characters raw; a report or profile path that is a directory worded by
// the scratch file's rename.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// h40Crashed says whether the output of a run looks like a Go crash.
func h40Crashed(s string) bool {
	return strings.Contains(s, "panic:") || strings.Contains(s, "goroutine ") || strings.Contains(s, "runtime error")
}

// h40Run runs the CLI in-process and fails the test on anything that looks
// like a crash.
func h40Run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	code, out, errs := runCLI(t, args...)
	if h40Crashed(out + errs) {
		t.Errorf("%q: output looks like a crash:\n%s%s", args, out, errs)
	}
	return code, out, errs
}

// h40Policy copies the shipped policy's .cue files into a new temporary
// directory and returns it (an absolute path). It must be called from this
// package's directory.
func h40Policy(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "policy")
	ents, err := os.ReadDir("../../policy")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), ".cue") {
			continue
		}
		b, err := os.ReadFile(filepath.Join("../../policy", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		policytest.WriteFile(t, filepath.Join(dir, e.Name()), string(b))
	}
	return dir
}

// h40Snapshot lists every path under dir with its mode and bytes (or link
// target), to prove a run left a tree alone.
func h40Snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		v := info.Mode().String()
		switch {
		case info.Mode()&fs.ModeSymlink != 0:
			target, _ := os.Readlink(p)
			v += " -> " + target
		case info.Mode().IsRegular():
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			v += " " + string(b)
		}
		out[p] = v
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// h40Scratch lists files under dir that look like leftover temporaries.
func h40Scratch(t *testing.T, dir string) []string {
	t.Helper()
	var left []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		base := d.Name()
		if d.Name() == ".git" && d.IsDir() {
			return filepath.SkipDir
		}
		if strings.HasSuffix(base, ".tmp") || (strings.HasPrefix(base, ".") && strings.Count(base, ".") >= 2 && !strings.HasPrefix(base, ".toolpolicy")) {
			left = append(left, p)
		}
		return nil
	})
	return left
}

// Every command that reads --policy refuses a directory that is missing,
// empty, a regular file, or holds only files that are not .cue: exit 2, the
// directory named, nothing on stdout but a report of the problem.
func TestHostile40PolicyDirShapes(t *testing.T) {
	tmp := t.TempDir()
	missing := filepath.Join(tmp, "missing")
	empty := filepath.Join(tmp, "empty")
	junk := filepath.Join(tmp, "junk")
	file := filepath.Join(tmp, "a-file.cue")
	policytest.WriteFile(t, file, "package toolpolicy\n")
	policytest.WriteFile(t, filepath.Join(junk, "README.md"), "# not a policy\n")
	policytest.WriteFile(t, filepath.Join(junk, "tools.json"), "{}\n")
	policytest.WriteFile(t, filepath.Join(junk, "tools.cue.bak"), "package toolpolicy\n")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	commands := [][]string{
		{"lint"},
		{"check"},
		{"catalog", "--mode", "agent"},
		{"explain", "read_file"},
		{"gen", "--check"},
		{"fmt"},
		{"fmt", "--check"},
		{"verify", "--mode", "agent", "-"},
		{"diff", "--against", "../../policy"},
		{"breaking", "--against", "../../policy"},
	}
	for _, dir := range []string{missing, empty, file, junk} {
		for _, cmd := range commands {
			args := append(append([]string{}, cmd...), "--policy", dir)
			before := h40Snapshot(t, tmp)
			code, out, errs := h40Run(t, args...)
			if code != exitLoad {
				t.Errorf("%q: exit %d, want %d (the policy directory is unusable)\nstdout: %s\nstderr: %s", args, code, exitLoad, out, errs)
				continue
			}
			if !strings.Contains(out+errs, filepath.ToSlash(dir)) {
				t.Errorf("%q: the message does not name the directory %s:\n%s%s", args, dir, out, errs)
			}
			if after := h40Snapshot(t, tmp); !reflect.DeepEqual(before, after) {
				t.Errorf("%q: a refused run changed the files around the policy", args)
			}
		}
	}
}

// File contents CUE cannot take are refused with the file's name and the
// line:col of the offending byte, exit 2, on every command that loads.
func TestHostile40PolicyFileContents(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"invalid-utf8", "package toolpolicy\n_x: \"\xff\xfe\"\n", "z.cue:2:"},
		{"nul-byte", "package toolpolicy\n_x: \"a\x00b\"\n", "z.cue:2:"},
		{"other-package", "package other\n_x: 1\n", "z.cue:1:"},
		{"unterminated", "package toolpolicy\n_x: {\n", "z.cue:"},
		// A file without a package clause joins the package: its mistakes
		// are reported like any other file's.
		{"no-package-clause", "tools: zz: {state: \"bogus\"}\n", "z.cue:1:"},
		{"lone-surrogate-escape", "package toolpolicy\n_x: \"\\ud800\"\n", "z.cue:2:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := h40Policy(t)
			policytest.WriteFile(t, filepath.Join(dir, "z.cue"), tc.src)
			for _, cmd := range [][]string{{"lint"}, {"catalog", "--mode", "agent"}, {"explain", "read_file"}} {
				args := append(append([]string{}, cmd...), "--policy", dir)
				code, out, errs := h40Run(t, args...)
				if code != exitLoad {
					t.Errorf("%q: exit %d, want %d\n%s%s", args, code, exitLoad, out, errs)
					continue
				}
				if !strings.Contains(out+errs, tc.want) {
					t.Errorf("%q: no position %q in the output:\n%s%s", args, tc.want, out, errs)
				}
			}
		})
	}
}

// A policy file that is a FIFO, a device, or a symbolic link out of the
// policy directory (to a file or a directory) is refused by name, exit 2,
// without blocking and without reading the outside file.
func TestHostile40PolicySpecialFiles(t *testing.T) {
	outside := t.TempDir()
	policytest.WriteFile(t, filepath.Join(outside, "secret.cue"), "package toolpolicy\ntools: leaked: {state: \"active\"}\n")
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, path string)
	}{
		{"fifo", func(t *testing.T, p string) {
			if err := syscall.Mkfifo(p, 0o644); err != nil {
				t.Fatal(err)
			}
		}},
		{"dev-null-link", func(t *testing.T, p string) {
			if err := os.Symlink("/dev/null", p); err != nil {
				t.Fatal(err)
			}
		}},
		{"link-to-outside-file", func(t *testing.T, p string) {
			if err := os.Symlink(filepath.Join(outside, "secret.cue"), p); err != nil {
				t.Fatal(err)
			}
		}},
		{"link-to-outside-dir", func(t *testing.T, p string) {
			if err := os.Symlink(outside, p); err != nil {
				t.Fatal(err)
			}
		}},
		{"dangling-link", func(t *testing.T, p string) {
			if err := os.Symlink(filepath.Join(outside, "nope.cue"), p); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := h40Policy(t)
			tc.setup(t, filepath.Join(dir, "z.cue"))
			for _, cmd := range [][]string{{"lint"}, {"check"}, {"fmt", "--check"}} {
				args := append(append([]string{}, cmd...), "--policy", dir)
				code, out, errs := h40Run(t, args...)
				if strings.Contains(out+errs, "leaked") {
					t.Errorf("%q: the file outside the policy directory was read:\n%s%s", args, out, errs)
				}
				if cmd[0] == "fmt" {
					// fmt formats regular files only; it must not follow
					// the link, block, or write through it.
					if code == exitLoad || code == exitOK {
						continue
					}
					t.Errorf("%q: exit %d\n%s%s", args, code, out, errs)
					continue
				}
				if code != exitLoad || !strings.Contains(out+errs, "z.cue") {
					t.Errorf("%q: exit %d, want %d naming z.cue\n%s%s", args, code, exitLoad, out, errs)
				}
			}
		})
	}
}

// A byte-order mark, CRLF line ends, a huge single line, junk beside the
// .cue files and .cue files in a nested directory are all honest input:
// the policy loads as it does without them.
func TestHostile40HonestOddities(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, dir string)
	}{
		{"bom", func(t *testing.T, dir string) {
			p := filepath.Join(dir, "providers.cue")
			b, _ := os.ReadFile(p)
			policytest.WriteFile(t, p, "\xef\xbb\xbf"+string(b))
		}},
		{"crlf", func(t *testing.T, dir string) {
			ents, _ := os.ReadDir(dir)
			for _, e := range ents {
				p := filepath.Join(dir, e.Name())
				b, _ := os.ReadFile(p)
				policytest.WriteFile(t, p, strings.ReplaceAll(string(b), "\n", "\r\n"))
			}
		}},
		{"huge-line", func(t *testing.T, dir string) {
			policytest.WriteFile(t, filepath.Join(dir, "z.cue"), "package toolpolicy\n_long: \""+strings.Repeat("ab", 1<<20)+"\"\n")
		}},
		{"junk", func(t *testing.T, dir string) {
			policytest.WriteFile(t, filepath.Join(dir, "notes.txt"), "\x00\xff not cue")
			policytest.WriteFile(t, filepath.Join(dir, ".hidden.cue"), "package other\n{{{")
			policytest.WriteFile(t, filepath.Join(dir, "nested", "n.cue"), "package toolpolicy\ntools: zz: {state: \"bogus\"}\n")
		}},
		{"space unicode and -dash in the path", func(t *testing.T, dir string) {}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := h40Policy(t)
			if strings.Contains(tc.name, "path") {
				odd := filepath.Join(filepath.Dir(dir), "-p ü dir")
				if err := os.Rename(dir, odd); err != nil {
					t.Fatal(err)
				}
				dir = odd
			}
			tc.setup(t, dir)
			code, out, errs := h40Run(t, "lint", "--policy="+dir)
			if code != exitOK {
				t.Errorf("lint: exit %d, want 0\n%s%s", code, out, errs)
			}
			code, out, errs = h40Run(t, "catalog", "--policy="+dir, "--mode", "agent", "--format", "block")
			if code != exitOK || !strings.Contains(out, "read_file") {
				t.Errorf("catalog: exit %d, want 0 with the block\n%s", code, errs)
			}
		})
	}
}

// Limit flags with values that mean nothing (negative sizes, counts and
// durations) are misuse: exit 2, naming the flag, before any file is read,
// so stdout stays empty. A value no limit can mean is never taken as
// "no limit" or as a limit no file can meet.
func TestHostile40LimitFlagValues(t *testing.T) {
	dir := h40Policy(t)
	for _, flag := range []string{
		"--max-file-bytes=-1",
		"--max-total-bytes=-1",
		"--max-files=-1",
		"--max-entries=-1",
		"--max-nesting=-5",
		"--max-memory=-1",
		"--max-eval-time=-1s",
	} {
		name := strings.SplitN(flag, "=", 2)[0]
		code, out, errs := h40Run(t, "lint", "--policy", dir, flag)
		if code != exitLoad || out != "" || !strings.Contains(errs, name) {
			t.Errorf("lint %s: exit %d, stdout %d bytes, stderr %q; want exit 2, a usage error naming %s and no report",
				flag, code, len(out), h40Head(errs), name)
		}
	}
	// Out of range for the type: cobra's own parse error, exit 2.
	code, _, errs := h40Run(t, "lint", "--policy", dir, "--max-total-bytes", "99999999999999999999")
	if code != exitLoad || !strings.Contains(errs, "--max-total-bytes") {
		t.Errorf("--max-total-bytes overflow: exit %d, %q", code, errs)
	}
	// --max-files 0: the help says the directory is refused when it has
	// more .cue files than this, and unlike --max-memory it documents no
	// "0: no limit"; a policy of four files must not silently pass.
	code, out, errs := h40Run(t, "lint", "--policy", dir, "--max-files=0")
	if code != exitLoad {
		t.Errorf("lint --max-files=0: exit %d; want 2 (four files over a limit of 0), or the help should document 0\n%s%s", code, h40Head(out), errs)
	}
	// --max-output on gen, from the repository root (gen confines the
	// policy's output directories to the working directory).
	t.Chdir("../..")
	code, _, errs = h40Run(t, "gen", "--check", "--max-output=-1")
	if code != exitLoad || !strings.Contains(errs, "--max-output") {
		t.Errorf("gen --check --max-output=-1: exit %d, stderr %q; want a usage error naming --max-output", code, h40Head(errs))
	}
}

func h40Head(s string) string {
	if len(s) > 300 {
		return s[:300] + "…"
	}
	return s
}

// Unknown flags, missing flag values and conflicting flags are misuse,
// exit 2, naming the flag.
func TestHostile40FlagMisuse(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"lint", "--no-such-flag"}, "--no-such-flag"},
		{[]string{"gen", "--out-go"}, "--out-go"},
		{[]string{"catalog", "--policy", "../../policy", "--mode"}, "--mode"},
		{[]string{"lint", "--policy", "../../policy", "--format", "json", "--output", "sarif"}, "only one report"},
		{[]string{"lint", "--policy", "../../policy", "--fail-level", "fatal"}, "--fail-level"},
		{[]string{"diff", "--policy", "../../policy"}, "against"},
		{[]string{"init", "--from", "x.json"}, "-o"},
		{[]string{"explain", "--policy", "../../policy"}, ""},
		{[]string{"verify", "--policy", "../../policy", "--mode", "agent", "a", "b", "--set", "nokey"}, "--set"},
	} {
		code, out, errs := h40Run(t, tc.args...)
		if code != exitLoad || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q\n%s", tc.args, code, errs, tc.want, h40Head(out))
		}
	}
}

// verify reads a dump the harness wrote; a broken one is refused with the
// dump's name and line:col, exit 2, and never crashes.
func TestHostile40VerifyMalformedDumps(t *testing.T) {
	dir := t.TempDir()
	code, block, errs := h40Run(t, "catalog", "--policy", "../../policy", "--mode", "agent", "--format", "block")
	if code != exitOK {
		t.Fatalf("catalog: %d %s", code, errs)
	}
	for _, tc := range []struct {
		name, data string
	}{
		{"truncated.json", block[:len(block)/2]},
		{"empty.json", ""},
		{"whitespace.json", " \n\t\n"},
		{"deep.json", strings.Repeat("[", 200000) + strings.Repeat("]", 200000)},
		{"deep-objects.json", strings.Repeat(`{"a":`, 100000) + "1" + strings.Repeat("}", 100000)},
		{"nul.json", "[\x00]"},
		{"bad-utf8.json", "[{\"name\":\"\xff\",\"description\":\"x\",\"input_schema\":{}}]"},
		{"trailing.json", block + "garbage"},
		{"number.json", "1e999999"},
		{"string.json", `"read_file"`},
		{"null.json", "null"},
	} {
		p := policytest.WriteFile(t, filepath.Join(dir, tc.name), tc.data)
		code, out, errs := h40Run(t, "verify", "--policy", "../../policy", "--mode", "agent", p)
		if code != exitLoad {
			t.Errorf("verify %s: exit %d, want %d\n%s%s", tc.name, code, exitLoad, h40Head(out), h40Head(errs))
			continue
		}
		if !strings.Contains(errs, tc.name+":") {
			t.Errorf("verify %s: the message does not name the dump with a position: %q", tc.name, h40Head(errs))
		}
	}
}

// A tool object with the same key twice is ambiguous: the harness's JSON
// library may keep the first "name" where Go's keeps the last, so verify
// must not silently judge one reading of it.
func TestHostile40VerifyDuplicateKeys(t *testing.T) {
	dir := t.TempDir()
	p := policytest.WriteFile(t, filepath.Join(dir, "dup.json"),
		`[{"name":"read_file","name":"write_file","description":"x","input_schema":{"type":"object"}}]`+"\n")
	code, out, errs := h40Run(t, "verify", "--policy", "../../policy", "--mode", "agent", p)
	// (The temporary directory's name holds the test's name: left out.)
	said := strings.ToLower(strings.ReplaceAll(out+errs, filepath.ToSlash(dir), ""))
	if code == exitOK || !strings.Contains(said, "duplicate") || !strings.Contains(out+errs, "dup.json:1:") {
		t.Errorf("verify of a tool with two \"name\" keys: exit %d; want a positioned error about the duplicate key\nstdout: %s\nstderr: %s",
			code, h40Head(out), h40Head(errs))
	}
	// --settings too: two values for one setting.
	s := policytest.WriteFile(t, filepath.Join(dir, "settings.json"), `{"x": true, "x": false}`)
	code, _, errs = h40Run(t, "catalog", "--policy", "../../policy", "--mode", "agent", "--settings", s)
	if code != exitLoad {
		t.Errorf("--settings with a duplicate key: exit %d, %s", code, errs)
	}
}

// fmt must not destroy what it cannot format: a file with a syntax error
// keeps its bytes, and the error has file:line:col.
func TestHostile40FmtSyntaxErrorPreservesTheFile(t *testing.T) {
	dir := h40Policy(t)
	bad := "package toolpolicy\n_x:    {\n  y: 1\n"
	p := policytest.WriteFile(t, filepath.Join(dir, "zz.cue"), bad)
	for _, args := range [][]string{{"fmt", "--policy", dir}, {"fmt", p}, {"fmt", "--check", "--policy", dir}} {
		before := h40Snapshot(t, dir)
		code, out, errs := h40Run(t, args...)
		if code != exitLoad || !strings.Contains(errs, "zz.cue:") {
			t.Errorf("%q: exit %d, stderr %q; want 2 and zz.cue:LINE:COL", args, code, errs)
		}
		if after := h40Snapshot(t, dir); !reflect.DeepEqual(before, after) {
			t.Errorf("%q: fmt changed files although it failed\n%s", args, out)
		}
		if left := h40Scratch(t, dir); len(left) > 0 {
			t.Errorf("%q: scratch files left: %v", args, left)
		}
	}
}

// fmt rewrites a file in place: a symbolic link stays a link (the file it
// names is formatted, or fmt refuses), and the file keeps its permissions.
func TestHostile40FmtKeepsLinksAndModes(t *testing.T) {
	dir := t.TempDir()
	real := policytest.WriteFile(t, filepath.Join(dir, "real", "a.cue"), "package toolpolicy\n_x:    1\n")
	link := filepath.Join(dir, "link.cue")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	code, out, errs := h40Run(t, "fmt", link)
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("fmt %s (exit %d, %s%s): the symbolic link was replaced by a regular file; the file it named is left unformatted", link, code, out, errs)
	}

	priv := policytest.WriteFile(t, filepath.Join(dir, "private.cue"), "package toolpolicy\n_y:    1\n")
	if err := os.Chmod(priv, 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := h40Run(t, "fmt", priv); code != exitOK {
		t.Fatalf("fmt %s: exit %d %s", priv, code, errs)
	}
	if fi, err := os.Stat(priv); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("fmt changed the mode of a 0600 file to %v", fi.Mode().Perm())
	}
}

// gen into fresh directories twice: the second run writes nothing and the
// bytes are identical; gen --check agrees.
func TestHostile40GenTwiceIsIdempotent(t *testing.T) {
	t.Chdir("../..")
	out := t.TempDir()
	flags := []string{"gen", "--out-go", filepath.Join(out, "go dir"), "--out-golden", filepath.Join(out, "gölden"), "--out-docs", filepath.Join(out, "-docs")}
	code, stdout, errs := h40Run(t, flags...)
	if code != exitOK {
		t.Fatalf("gen: exit %d\n%s%s", code, stdout, errs)
	}
	first := h40Snapshot(t, out)
	code, stdout, errs = h40Run(t, flags...)
	if code != exitOK || !strings.Contains(stdout, " 0 written") {
		t.Errorf("second gen: exit %d, want 0 with nothing written\n%s%s", code, stdout, errs)
	}
	if second := h40Snapshot(t, out); !reflect.DeepEqual(first, second) {
		t.Error("a second gen changed the outputs")
	}
	check := append([]string{"gen", "--check"}, flags[1:]...)
	if code, stdout, errs := h40Run(t, check...); code != exitOK {
		t.Errorf("gen --check after gen: exit %d\n%s%s", code, stdout, errs)
	}
}

// gen with one output directory that cannot be written (under a regular
// file, or itself a regular file, or a dangling link) refuses before
// writing any output, naming the path, exit 2, and leaves no scratch files.
func TestHostile40GenOneOutputUnwritable(t *testing.T) {
	t.Chdir("../..")
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, tmp string) string // returns the bad --out-docs
	}{
		{"under-a-file", func(t *testing.T, tmp string) string {
			policytest.WriteFile(t, filepath.Join(tmp, "plain"), "x")
			return filepath.Join(tmp, "plain", "docs")
		}},
		{"is-a-file", func(t *testing.T, tmp string) string {
			return policytest.WriteFile(t, filepath.Join(tmp, "plain"), "x")
		}},
		{"dangling-link", func(t *testing.T, tmp string) string {
			p := filepath.Join(tmp, "link")
			if err := os.Symlink(filepath.Join(tmp, "nowhere", "deeper"), p); err != nil {
				t.Fatal(err)
			}
			return p
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tmp := t.TempDir()
			bad := tc.setup(t, tmp)
			before := h40Snapshot(t, tmp)
			code, out, errs := h40Run(t, "gen", "--out-go", filepath.Join(tmp, "go"), "--out-golden", filepath.Join(tmp, "golden"), "--out-docs", bad)
			if code != exitLoad || !strings.Contains(errs, bad) {
				t.Errorf("exit %d, stderr %q; want 2 naming %s", code, errs, bad)
			}
			if after := h40Snapshot(t, tmp); !reflect.DeepEqual(before, after) {
				var extra []string
				for p := range after {
					if _, ok := before[p]; !ok {
						extra = append(extra, p)
					}
				}
				t.Errorf("a refused gen changed the tree; new paths: %v\n%s", extra, out)
			}
		})
	}
}

// --output and --cpu-profile naming a directory: exit 2 with a message
// that names the path the user gave (not a scratch name), and no scratch
// file left beside it.
func TestHostile40ReportPathIsADirectory(t *testing.T) {
	tmp := t.TempDir()
	target := filepath.Join(tmp, "report dir")
	if err := os.Mkdir(target, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"lint", "--policy", "../../policy", "--output", "sarif=" + target},
		{"check", "--policy", "../../policy", "--output", "json=" + target},
		{"lint", "--policy", "../../policy", "--cpu-profile", target},
	} {
		code, _, errs := h40Run(t, args...)
		if code != exitLoad || !strings.Contains(errs, target) {
			t.Errorf("%q: exit %d, stderr %q; want 2 naming %s", args, code, errs, target)
		}
		if strings.Contains(errs, ".report dir.") {
			t.Errorf("%q: the message shows a scratch file's name: %q", args, errs)
		}
		if ents, _ := os.ReadDir(tmp); len(ents) != 1 {
			t.Errorf("%q: files left beside the directory: %v", args, ents)
		}
	}
}

// h40FailWriter fails every write, as stdout does on a full disk or a
// closed pipe.
type h40FailWriter struct{}

func (h40FailWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// A command whose output cannot be written has failed: it must not exit 0,
// or a pipeline (`toolpolicy catalog … > block.json`) takes an empty or
// truncated file for a good one.
func TestHostile40StdoutWriteErrors(t *testing.T) {
	for _, args := range [][]string{
		{"lint", "--policy", "../../policy"},
		{"schema"},
		{"catalog", "--policy", "../../policy", "--mode", "agent"},
		{"catalog", "--policy", "../../policy", "--mode", "agent", "--format", "json"},
		{"catalog", "--policy", "../../policy", "--mode", "agent", "--format", "block"},
		{"explain", "read_file", "--policy", "../../policy"},
		{"explain", "read_file", "--policy", "../../policy", "--format", "json"},
		{"diff", "--policy", "../../policy", "--against", "../../policy"},
		{"breaking", "--policy", "../../policy", "--against", "../../policy"},
		{"lint", "--list-rules"},
	} {
		var errb strings.Builder
		code := run(args, h40FailWriter{}, &errb)
		if h40Crashed(errb.String()) {
			t.Errorf("%q: crash: %s", args, errb.String())
		}
		if code == exitOK {
			t.Errorf("%q: exit 0 although nothing could be written to stdout (stderr %q)", args, errb.String())
		}
	}
}

// init refuses a broken dump and writes nothing; it never writes into a
// directory that already holds a policy.
func TestHostile40InitBadInput(t *testing.T) {
	tmp := t.TempDir()
	for _, tc := range []struct{ name, data string }{
		{"truncated.json", `[{"name":"read_file","descr`},
		{"empty.json", ""},
		{"deep.json", strings.Repeat("[", 100000)},
		{"dup.json", `[{"name":"a","name":"b","input_schema":{}}]`},
	} {
		from := policytest.WriteFile(t, filepath.Join(tmp, "in", tc.name), tc.data)
		outDir := filepath.Join(tmp, "out-"+tc.name)
		code, out, errs := h40Run(t, "init", "--from", from, "-o", outDir)
		if code != exitLoad || !strings.Contains(errs, tc.name) {
			t.Errorf("init --from %s: exit %d, stderr %q; want 2 naming the dump\n%s", tc.name, code, errs, out)
		}
		if _, err := os.Stat(outDir); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("init --from %s: created %s although it failed", tc.name, outDir)
		}
	}
}

// h40Child runs the CLI as a child process (see childCommand) with the
// given stdin and stdout, under a deadline, and returns its exit code and
// stderr.
func h40Child(t *testing.T, stdin io.Reader, stdout io.Writer, args ...string) (int, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := childCommand(t, args)(ctx)
	cmd.Stdin, cmd.Stdout = stdin, stdout
	var errb bytes.Buffer
	cmd.Stderr = &errb
	err := cmd.Run()
	// Errorf, not Fatalf: this runs on goroutines of its own.
	if ctx.Err() != nil {
		t.Errorf("%q: still running after 60s", args)
		return -1, errb.String()
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Errorf("%q: %v", args, err)
		return -1, errb.String()
	}
	if h40Crashed(errb.String()) {
		t.Errorf("%q: crash: %s", args, errb.String())
	}
	return code, errb.String()
}

// Three gens writing the same output directories at once all succeed, one
// after the other; the result is what one gen writes, with no scratch file
// left. Two lints writing the same report file leave it whole.
func TestHostile40ConcurrentRunsSameOutputs(t *testing.T) {
	// The child command is built (under -race) here, from this package's
	// directory and on this goroutine.
	childCommand(t, nil)
	t.Chdir("../..")
	tmp := t.TempDir()
	outFlags := func(root string) []string {
		return []string{"--out-go", filepath.Join(root, "go"), "--out-golden", filepath.Join(root, "golden"), "--out-docs", filepath.Join(root, "docs")}
	}
	shared := filepath.Join(tmp, "shared")
	var wg sync.WaitGroup
	codes := make([]int, 3)
	errs := make([]string, 3)
	for i := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], errs[i] = h40Child(t, nil, io.Discard, append([]string{"gen"}, outFlags(shared)...)...)
		}()
	}
	wg.Wait()
	for i, c := range codes {
		if c != exitOK {
			t.Errorf("concurrent gen %d: exit %d\n%s", i, c, errs[i])
		}
	}
	if code, out, e := h40Run(t, append([]string{"gen", "--check"}, outFlags(shared)...)...); code != exitOK {
		t.Errorf("gen --check after concurrent gens: exit %d\n%s%s", code, out, e)
	}
	if left := h40Scratch(t, shared); len(left) > 0 {
		t.Errorf("scratch files left by concurrent gens: %v", left)
	}
	single := filepath.Join(tmp, "single")
	if code, _, e := h40Run(t, append([]string{"gen"}, outFlags(single)...)...); code != exitOK {
		t.Fatalf("gen: %d %s", code, e)
	}
	if a, b := policytest.ReadTree(t, shared), policytest.ReadTree(t, single); !reflect.DeepEqual(a, b) {
		t.Error("concurrent gens left a tree different from one gen's")
	}

	report := filepath.Join(tmp, "lint report.json")
	for i := range codes[:2] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], errs[i] = h40Child(t, nil, io.Discard, "lint", "--output", "json="+report)
		}()
	}
	wg.Wait()
	b, err := os.ReadFile(report)
	if err != nil || !json.Valid(b) {
		t.Errorf("the report two lints wrote at once is not whole JSON (%v): %.200s", err, b)
	}
	if left := h40Scratch(t, tmp); len(left) > 0 {
		t.Errorf("scratch files left: %v", left)
	}
}

// Real processes with a full stdout and an empty or closed stdin: a run
// whose output is lost fails, one whose input is missing says so, exit 2.
func TestHostile40RealStreams(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer full.Close()
	for _, args := range [][]string{
		{"lint", "--policy", "../../policy"},
		{"catalog", "--policy", "../../policy", "--mode", "agent"},
		{"explain", "read_file", "--policy", "../../policy"},
	} {
		if code, errs := h40Child(t, nil, full, args...); code == exitOK {
			t.Errorf("%q > /dev/full: exit 0 although the output was lost (stderr %q)", args, errs)
		}
	}
	code, errs := h40Child(t, nil, io.Discard, "verify", "--policy", "../../policy", "--mode", "agent", "-")
	if code != exitLoad || !strings.Contains(errs, "<stdin>") {
		t.Errorf("verify - with no input: exit %d, stderr %q; want 2 naming <stdin>", code, errs)
	}
	code, errs = h40Child(t, strings.NewReader(`[{"name":"read_file",`), io.Discard, "verify", "--policy", "../../policy", "--mode", "agent", "-")
	if code != exitLoad || !strings.Contains(errs, "<stdin>:1:") {
		t.Errorf("verify - with a truncated dump: exit %d, stderr %q; want 2 with <stdin>:LINE:COL", code, errs)
	}
}

// A model id is text from the command line (often a CI variable): text
// output shows its control characters as escapes, as it does policy text,
// so an OSC sequence cannot retitle the terminal or fake a line.
func TestHostile40ModelIDControlsEscaped(t *testing.T) {
	model := "x\x1b]0;pwned\x07y\r\nfake: error"
	for _, args := range [][]string{
		{"catalog", "--policy", "../../policy", "--mode", "agent", "--provider", "default", "--model", model},
		{"explain", "read_file", "--policy", "../../policy", "--mode", "agent", "--provider", "default", "--model", model},
	} {
		code, out, errs := h40Run(t, args...)
		if strings.ContainsAny(out+errs, "\x1b\x07\r") {
			t.Errorf("%s --model with controls: exit %d; raw control characters in the text output: %q", args[0], code, h40Head(out))
		}
	}
}

// An output file that has become a directory: gen refuses it by name,
// exit 2, and changes nothing else (a stale output beside it stays as it
// was, not half-updated); gen --check refuses it too.
func TestHostile40GenOutputFileIsADirectory(t *testing.T) {
	t.Chdir("../..")
	root := t.TempDir()
	flags := []string{"--out-go", filepath.Join(root, "go"), "--out-golden", filepath.Join(root, "golden"), "--out-docs", filepath.Join(root, "docs")}
	if code, _, errs := h40Run(t, append([]string{"gen"}, flags...)...); code != exitOK {
		t.Fatalf("gen: %d %s", code, errs)
	}
	blocker := filepath.Join(root, "docs", "manifest.md")
	if err := os.Remove(blocker); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(blocker, 0o755); err != nil {
		t.Fatal(err)
	}
	policytest.WriteFile(t, filepath.Join(root, "go", "tables_gen.go"), "stale\n")
	before := h40Snapshot(t, root)
	for _, cmd := range []string{"gen", "gen --check"} {
		code, out, errs := h40Run(t, append(strings.Fields(cmd), flags...)...)
		if code != exitLoad || !strings.Contains(errs, "manifest.md") {
			t.Errorf("%s: exit %d, stderr %q; want 2 naming manifest.md\n%s", cmd, code, errs, out)
		}
		if after := h40Snapshot(t, root); !reflect.DeepEqual(before, after) {
			t.Errorf("%s changed the outputs although it refused", cmd)
		}
	}
}
