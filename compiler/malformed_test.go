package compiler_test

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// The malformed-policy corpus: one folder per case under testdata/malformed,
// holding the policy (policy/*.cue) and beside it `want`, the expected exit
// code and the exact output of `toolpolicy lint --policy policy` run from the
// case folder. Cases that need the file system's help (symlinks, FIFOs,
// permissions, huge or deeply nested files) name a setup function instead of
// checking a policy in; it builds the policy in a temporary directory.
//
// Refresh the expected output after a deliberate change, then review the diff:
//
//	go test ./compiler -run TestMalformedCorpus -update-malformed

var updateMalformed = flag.Bool("update-malformed", false, "rewrite the expected output of the malformed-policy corpus")

// caseDeadline is how long one case may run before it counts as a hang. It is
// generous so that a loaded CI machine never trips it; a real hang (CUE's
// quadratic evaluation of 100,000 nested fields) takes minutes.
const caseDeadline = 60 * time.Second

type corpusCase struct {
	desc  string
	setup string
	exit  int
	posOK bool     // positions: none — the problem is about the directory, not a line
	args  []string // args: more flags for toolpolicy lint
	out   string
}

func readCase(t *testing.T, path string) corpusCase {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	head, out, ok := strings.Cut(string(data), "---\n")
	if !ok {
		t.Fatalf("%s: no --- line between the header and the expected output", path)
	}
	c := corpusCase{exit: -1, out: out}
	for _, line := range strings.Split(strings.TrimSpace(head), "\n") {
		k, v, _ := strings.Cut(line, ":")
		v = strings.TrimSpace(v)
		switch k {
		case "desc":
			c.desc = v
		case "setup":
			c.setup = v
		case "exit":
			if _, err := fmt.Sscan(v, &c.exit); err != nil {
				t.Fatalf("%s: exit: %v", path, err)
			}
		case "positions":
			c.posOK = v == "none"
		case "args":
			c.args = strings.Fields(v)
		default:
			t.Fatalf("%s: unknown header line %q", path, line)
		}
	}
	if c.desc == "" || c.exit < 0 {
		t.Fatalf("%s: header needs desc: and exit:", path)
	}
	return c
}

// result is what one CLI run showed the user.
type result struct {
	exit   int
	stdout string
	stderr string
}

// runCLI runs toolpolicy in dir under the case deadline. asUID, when >= 0,
// runs it as that user (root ignores file permissions).
func runCLI(t *testing.T, bin, dir string, asUID int, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), caseDeadline)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if asUID >= 0 {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(asUID), Gid: uint32(asUID)}}
	}
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("toolpolicy %s hung: killed after %s", strings.Join(args, " "), caseDeadline)
	}
	r := result{stdout: stdout.String(), stderr: stderr.String()}
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		r.exit = ee.ExitCode()
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			t.Fatalf("toolpolicy %s died of %v\n%s", strings.Join(args, " "), ws.Signal(), r.stderr)
		}
	case err != nil:
		t.Fatal(err)
	}
	return r
}

var (
	crashRE = regexp.MustCompile(`(?m)^(panic: |fatal error: |goroutine \d+ |runtime: )|\.go:\d+ \+0x`)
	// A policy file's position, or the module file's above the policy.
	posRE = regexp.MustCompile(`^(policy/[^:]+\.cue|cue\.mod/module\.cue)(:\d+:\d+)?: \S`)
)

func TestMalformedCorpus(t *testing.T) {
	bin := policytest.BuildCLI(t)
	root := filepath.Join("testdata", "malformed")
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	n := 0
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		n++
		name := e.Name()
		caseDir := filepath.Join(root, name)
		wantPath := filepath.Join(caseDir, "want")
		c := readCase(t, wantPath)
		used[c.setup] = true
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir, asUID := caseDir, -1
			if c.setup != "" {
				fn := setups[c.setup]
				if fn == nil {
					t.Fatalf("setup %q is not defined", c.setup)
				}
				if _, err := os.Stat(filepath.Join(caseDir, "policy")); err == nil {
					t.Fatalf("a case with a setup must not also check in a policy/")
				}
				dir = t.TempDir()
				asUID = fn(t, dir)
			}
			r := runCLI(t, bin, dir, asUID, append([]string{"lint", "--policy", "policy"}, c.args...)...)
			got := r.stdout + r.stderr
			if crashRE.MatchString(got) {
				t.Fatalf("output shows a crash:\n%s", got)
			}
			if *updateMalformed {
				head, _, _ := strings.Cut(mustRead(t, wantPath), "---\n")
				if err := os.WriteFile(wantPath, []byte(head+"---\n"+got), 0o644); err != nil {
					t.Fatal(err)
				}
				c.out = got
			}
			if r.exit != c.exit {
				t.Errorf("exit %d, want %d (%s)\n%s", r.exit, c.exit, c.desc, got)
			}
			if got != c.out {
				t.Errorf("%s: output differs\n--- got\n%s--- want\n%s", c.desc, got, c.out)
			}
			checkShape(t, c, r)
		})
	}
	if n < 30 {
		t.Errorf("the corpus has %d cases; the issue asks for at least 30", n)
	}
	for name := range setups {
		if !used[name] {
			t.Errorf("setup %q is used by no case", name)
		}
	}
}

// checkShape asserts what every case must show whatever its exact text: load
// failures print each problem as path:line:col relative to the working
// directory and end with one summary line; findings go to stdout.
func checkShape(t *testing.T, c corpusCase, r result) {
	t.Helper()
	switch c.exit {
	case 2:
		// The problems are lint's findings on stdout (then their count);
		// stderr closes with the summary.
		errLines := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
		if !strings.HasPrefix(errLines[len(errLines)-1], "toolpolicy: ") {
			t.Errorf("last line %q is not the toolpolicy: summary", errLines[len(errLines)-1])
		}
		lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
		if !strings.HasSuffix(lines[len(lines)-1], " 0 warnings") || strings.Contains(r.stdout, "warning: ") {
			t.Errorf("stdout is not a report of errors closed by their count:\n%s", r.stdout)
		}
		positioned := 0
		for _, l := range lines[:len(lines)-1] {
			switch {
			case posRE.MatchString(l):
				positioned++
			case strings.HasPrefix(l, "/") || strings.Contains(l, "schema.cue"):
				t.Errorf("position not relative to the policy's own files: %q", l)
			}
		}
		if positioned == 0 && !c.posOK {
			t.Errorf("no problem carries a policy/file.cue:line:col position:\n%s", r.stdout)
		}
		if positioned > 0 && c.posOK {
			t.Errorf("header says positions: none, yet %d problems carry one", positioned)
		}
	case 1:
		if !posRE.MatchString(r.stdout) {
			t.Errorf("findings do not start with a policy/file.cue:line:col position:\n%s", r.stdout)
		}
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// basePolicy is a small valid policy the generated cases build on.
const basePolicy = `package toolpolicy

release: version: "1.0.0"
tools: read_file: {state: "active", niche: "Read a file."}
providers: default: {default: true, budget: {target: 4, max: 8}}
modes: agent: {}
`

func writeCase(t *testing.T, dir string, files map[string][]byte) string {
	t.Helper()
	pol := filepath.Join(dir, "policy")
	if err := os.MkdirAll(pol, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(pol, name), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return pol
}

// nested returns a policy whose tools.x.card is open+"1"+close repeated n times.
func nested(n int, open, close string) []byte {
	var b bytes.Buffer
	b.WriteString(basePolicy)
	b.WriteString("tools: x: {state: \"active\", card: ")
	b.WriteString(strings.Repeat(open, n))
	b.WriteString(`"1"`)
	b.WriteString(strings.Repeat(close, n))
	b.WriteString("}\n")
	return b.Bytes()
}

// setups build a case's policy under dir and return the uid to run the CLI
// as (-1: the current user).
var setups = map[string]func(t *testing.T, dir string) int{
	"empty": func(t *testing.T, dir string) int {
		writeCase(t, dir, map[string][]byte{})
		if err := os.WriteFile(filepath.Join(dir, "policy", "README.md"), []byte("not a policy\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return -1
	},
	"missing": func(t *testing.T, dir string) int { return -1 },
	"file": func(t *testing.T, dir string) int {
		if err := os.WriteFile(filepath.Join(dir, "policy"), []byte(basePolicy), 0o644); err != nil {
			t.Fatal(err)
		}
		return -1
	},
	"latin1": func(t *testing.T, dir string) int {
		// "Café" in Latin-1: 0xE9 is not UTF-8.
		writeCase(t, dir, map[string][]byte{"a.cue": append([]byte(basePolicy), "tools: cafe: {state: \"active\", niche: \"Caf\xe9.\"}\n"...)})
		return -1
	},
	"nul": func(t *testing.T, dir string) int {
		writeCase(t, dir, map[string][]byte{"a.cue": append([]byte(basePolicy), "tools: nul: {state: \"active\", niche: \"a\x00b\"}\n"...)})
		return -1
	},
	"symlink-loop": func(t *testing.T, dir string) int {
		pol := writeCase(t, dir, map[string][]byte{"a.cue": []byte(basePolicy)})
		mustSymlink(t, "c.cue", filepath.Join(pol, "b.cue"))
		mustSymlink(t, "b.cue", filepath.Join(pol, "c.cue"))
		return -1
	},
	"dangling-symlink": func(t *testing.T, dir string) int {
		pol := writeCase(t, dir, map[string][]byte{"a.cue": []byte(basePolicy)})
		mustSymlink(t, "gone.txt", filepath.Join(pol, "b.cue"))
		return -1
	},
	"unreadable": func(t *testing.T, dir string) int {
		pol := writeCase(t, dir, map[string][]byte{"a.cue": []byte(basePolicy), "b.cue": []byte("package toolpolicy\n")})
		if err := os.Chmod(filepath.Join(pol, "b.cue"), 0); err != nil {
			t.Fatal(err)
		}
		if os.Geteuid() != 0 {
			return -1
		}
		// Root reads any file whatever its mode, so run the CLI as nobody;
		// every directory on the way must then be searchable by others.
		for d := dir; d != "/" && d != "."; d = filepath.Dir(d) {
			if st, err := os.Stat(d); err == nil && st.Mode().Perm()&0o005 != 0o005 {
				if err := os.Chmod(d, st.Mode().Perm()|0o005); err != nil {
					t.Fatal(err)
				}
			}
		}
		return 65534
	},
	"fifo": func(t *testing.T, dir string) int {
		pol := writeCase(t, dir, map[string][]byte{"a.cue": []byte(basePolicy)})
		if err := syscall.Mkfifo(filepath.Join(pol, "x.cue"), 0o644); err != nil {
			t.Fatal(err)
		}
		return -1
	},
	"deep-braces": func(t *testing.T, dir string) int {
		writeCase(t, dir, map[string][]byte{"a.cue": nested(100_000, "{a: ", "}")})
		return -1
	},
	"deep-fields": func(t *testing.T, dir string) int {
		src := basePolicy + "lint: " + strings.Repeat("a: ", 100_000) + "1\n"
		writeCase(t, dir, map[string][]byte{"a.cue": []byte(src)})
		return -1
	},
	"deep-operators": func(t *testing.T, dir string) int {
		src := basePolicy + "tools: x: {state: \"active\", card: \"a\"" + strings.Repeat(` + "a"`, 100_000) + "}\n"
		writeCase(t, dir, map[string][]byte{"a.cue": []byte(src)})
		return -1
	},
	"deep-interpolation": func(t *testing.T, dir string) int {
		writeCase(t, dir, map[string][]byte{"a.cue": nested(2_000, `"\(`, `)"`)})
		return -1
	},
	"huge-file": func(t *testing.T, dir string) int {
		pol := writeCase(t, dir, map[string][]byte{"a.cue": []byte(basePolicy)})
		// A sparse file: the size check comes before any read.
		f, err := os.Create(filepath.Join(pol, "huge.cue"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := f.Truncate(compiler.MaxFileBytes + 1); err != nil {
			t.Fatal(err)
		}
		return -1
	},
	"huge-total": func(t *testing.T, dir string) int {
		// Three files of comment lines, together just over the
		// --max-total-bytes of 1 MiB the case sets.
		line := "// " + strings.Repeat("x", 76) + "\n"
		body := "package toolpolicy\n" + strings.Repeat(line, (1<<20)/3/len(line)+1)
		writeCase(t, dir, map[string][]byte{"a.cue": []byte(basePolicy), "b.cue": []byte(body), "c.cue": []byte(body), "d.cue": []byte(body)})
		return -1
	},
	"many-files": func(t *testing.T, dir string) int {
		files := map[string][]byte{"a.cue": []byte(basePolicy)}
		for i := 0; i < 100; i++ { // --max-files 100 in the case
			files[fmt.Sprintf("t%04d.cue", i)] = []byte("package toolpolicy\n")
		}
		writeCase(t, dir, files)
		return -1
	},
	"many-entries": func(t *testing.T, dir string) int {
		src := basePolicy + "providers: default: first_turn: [" + strings.Repeat(`"read_file", `, 1000) + "]\n" // --max-entries 1000
		writeCase(t, dir, map[string][]byte{"a.cue": []byte(src)})
		return -1
	},
}

func mustSymlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
}
