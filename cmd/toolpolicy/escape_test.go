package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// rawControl finds a character a terminal would act on.
var rawControl = regexp.MustCompile("[\x00-\x08\x0b-\x1f\x7f\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")

const hostilePolicy = `package toolpolicy
release: version: "1.0.0"
tools: {
	read_file: {state: "active"}
	git_log: {state: "deferred", card: "Log \u001b]0;pwned\u0007 \u009b31m\u202eevil \u001b[2J[x](https://evil.example)"}
}
providers: d: {default: true, budget: {target: 3, max: 5}}
modes: agent: {}
`

// explain, lint and diff print policy text, file names and ref names
// escaped for their format: no terminal escape reaches a text output, and
// no link, image, HTML or stray row break reaches a Markdown one.
func TestOutputsEscapePolicyText(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.cue"), []byte(hostilePolicy), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "explain", "git_log", "--policy", dir)
	if code != 0 {
		t.Fatalf("explain: exit %d\n%s", code, errs)
	}
	if m := rawControl.FindString(out); m != "" {
		t.Errorf("explain prints %q raw:\n%q", m, out)
	}
	if !strings.Contains(out, `card: Log \x1b]0;pwned\x07 \u009b31m\u202eevil \x1b[2J[x](https://evil.example)`) {
		t.Errorf("explain does not show the card's controls as escapes:\n%s", out)
	}

	// A file name carrying Markdown and a terminal escape, with a finding
	// (a deferred tool without a card) in it.
	named := t.TempDir()
	name := "a|[x](https:evil)<img src=x>`\x1b[31m.cue"
	src := strings.Replace(hostilePolicy, `card: "Log`, `niche: "Log`, 1)
	src = strings.Replace(src, `\u001b]0;pwned\u0007 \u009b31m\u202eevil \u001b[2J`, "", 1)
	if err := os.WriteFile(filepath.Join(named, name), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runCLI(t, "lint", "--policy", named)
	if code != 1 || !strings.Contains(out, `has no card`) {
		t.Fatalf("lint: exit %d\n%s%s", code, out, errs)
	}
	if m := rawControl.FindString(out); m != "" {
		t.Errorf("lint prints %q raw:\n%q", m, out)
	}
	code, md, _ := runCLI(t, "lint", "--policy", named, "--format", "markdown")
	if code != 1 {
		t.Fatalf("lint markdown: exit %d", code)
	}
	checkMarkdown(t, "lint", md)

	// A branch name with Markdown in it (git allows |, `, < and >).
	r := policytest.NewRepo(t)
	r.Write(map[string]string{"a.cue": strings.Replace(hostilePolicy, `state: "deferred"`, `state: "active"`, 1)})
	r.Commit("old")
	ref := "x|`<img/src=x>(y)"
	r.Git("branch", ref)
	r.Write(map[string]string{"a.cue": hostilePolicy})
	for _, cmd := range []string{"diff", "breaking"} {
		_, md, errs := runCLI(t, cmd, "--policy", r.PolicyDir(), "--against", ref, "--format", "markdown")
		if !strings.Contains(md, "Policy change") {
			t.Fatalf("%s: no summary:\n%s%s", cmd, md, errs)
		}
		checkMarkdown(t, cmd, md)
		_, text, _ := runCLI(t, cmd, "--policy", r.PolicyDir(), "--against", ref)
		if m := rawControl.FindString(text); m != "" {
			t.Errorf("%s prints %q raw:\n%q", cmd, m, text)
		}
	}
}

// checkMarkdown fails when md, outside code spans, has a live link, image or
// HTML tag, or a control character, or when a table row's cell count is off.
func checkMarkdown(t *testing.T, what, md string) {
	t.Helper()
	if m := rawControl.FindString(md); m != "" {
		t.Errorf("%s markdown carries %q raw", what, m)
	}
	header := 0
	for _, line := range strings.Split(md, "\n") {
		prose := stripCodeSpans(line)
		if regexp.MustCompile(`(^|[^\\])\]\(`).MatchString(prose) || regexp.MustCompile(`<[A-Za-z/!?]`).MatchString(strings.ReplaceAll(prose, "<br>", "")) {
			t.Errorf("%s markdown has live markup: %s", what, line)
		}
		if !strings.HasPrefix(line, "|") {
			header = 0
			continue
		}
		cells := len(regexp.MustCompile(`(^|[^\\])\|`).FindAllString(prose, -1))
		if header == 0 {
			header = cells
		} else if cells != header {
			t.Errorf("%s markdown row has %d separators, its table %d: %s", what, cells, header, line)
		}
	}
}

func stripCodeSpans(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] == '\\' && i+1 < len(s) {
			b.WriteString(s[i : i+2])
			i += 2
			continue
		}
		if s[i] != '`' {
			b.WriteByte(s[i])
			i++
			continue
		}
		n := 0
		for i+n < len(s) && s[i+n] == '`' {
			n++
		}
		fence := strings.Repeat("`", n)
		end := i + n
		for {
			k := strings.Index(s[end:], fence)
			if k < 0 {
				end = len(s)
				break
			}
			end += k
			if end+n < len(s) && s[end+n] == '`' {
				for end < len(s) && s[end] == '`' {
					end++
				}
				continue
			}
			end += n
			break
		}
		i = end
	}
	return b.String()
}

// The schema's one-line fields refuse C1 controls as they refuse C0 ones.
func TestSchemaRefusesC1InOneLineFields(t *testing.T) {
	for _, field := range []string{`niche: "a\u009bb"`, `niche: "a\u0085b"`, `implementation: "X\u009d0;t\u009c"`} {
		dir := t.TempDir()
		src := strings.Replace(hostilePolicy, `read_file: {state: "active"}`, `read_file: {state: "active", `+field+`}`, 1)
		if err := os.WriteFile(filepath.Join(dir, "a.cue"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs := runCLI(t, "lint", "--policy", dir)
		if code != exitLoad || !strings.Contains(out+errs, "a.cue:4:") {
			t.Errorf("%s: exit %d, want %d with the field's position:\n%s%s", field, code, exitLoad, out, errs)
		}
	}
}
