package lint_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// Fixtures live in testdata/<rule-id>/<case>/, where a case directory whose
// name starts with "bad" must make the rule fire and one starting with
// "good" must not. Each is a complete policy. Expected findings are written
// beside the declarations, analysistest-style:
//
//	read_file: {state: "active"} // want "duplicate-declaration: duplicate tool"
//
// Each quoted (or back-quoted) regexp must match exactly one finding on that
// line, tested against "rule-id: message"; "// want:next" expects the
// findings on the following line (for lines that are themselves comments).
// Every finding of any rule must be wanted, so a fixture also proves the
// other rules stay quiet.

var wantRE = regexp.MustCompile("^//\\s*want(:next)?\\s+(.*)$")
var quotedRE = regexp.MustCompile("\"(?:[^\"\\\\]|\\\\.)*\"|`[^`]*`")

type want struct {
	file string
	line int
	re   *regexp.Regexp
	used bool
}

func loadFixture(t *testing.T, dir string) *model.Policy {
	t.Helper()
	p, err := compiler.Load(dir)
	if err != nil {
		t.Fatalf("fixture %s does not load: %v", dir, err)
	}
	return p
}

func wants(t *testing.T, p *model.Policy) []*want {
	t.Helper()
	var out []*want
	for _, c := range p.Comments {
		m := wantRE.FindStringSubmatch(c.Text)
		if m == nil {
			continue
		}
		line := c.Pos.Line
		if m[1] != "" {
			line++
		}
		qs := quotedRE.FindAllString(m[2], -1)
		if len(qs) == 0 {
			t.Fatalf("%s: want comment with no quoted regexp", c.Pos)
		}
		for _, q := range qs {
			s, err := strconv.Unquote(q)
			if err != nil {
				t.Fatalf("%s: bad want string %s: %v", c.Pos, q, err)
			}
			re, err := regexp.Compile(s)
			if err != nil {
				t.Fatalf("%s: bad want regexp %q: %v", c.Pos, s, err)
			}
			out = append(out, &want{file: c.Pos.File, line: line, re: re})
		}
	}
	return out
}

// check matches findings to want comments and reports both leftovers.
func check(t *testing.T, p *model.Policy, ds []report.Diagnostic) {
	t.Helper()
	ws := wants(t, p)
	for _, d := range ds {
		text := d.Rule + ": " + d.Message
		matched := false
		for _, w := range ws {
			if !w.used && w.file == d.Pos.File && w.line == d.Pos.Line && w.re.MatchString(text) {
				w.used, matched = true, true
				break
			}
		}
		if !matched {
			t.Errorf("%s: unexpected finding: %s", d.Pos, text)
		}
		if !d.Pos.IsValid() || d.Pos.Col < 1 {
			t.Errorf("finding without a full position: %s", text)
		}
	}
	for _, w := range ws {
		if !w.used {
			t.Errorf("%s:%d: no finding matched %q", w.file, w.line, w.re)
		}
	}
}

func TestFixtures(t *testing.T) {
	entries, err := os.ReadDir("testdata")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "shipped" {
			continue
		}
		rule := e.Name()
		have[rule] = true
		if lint.Lookup(rule) == nil {
			t.Errorf("testdata/%s: no rule has that id", rule)
			continue
		}
		cases, _ := os.ReadDir(filepath.Join("testdata", rule))
		var bad, good int
		for _, c := range cases {
			dir := filepath.Join("testdata", rule, c.Name())
			isBad := strings.HasPrefix(c.Name(), "bad")
			if !c.IsDir() || (!isBad && !strings.HasPrefix(c.Name(), "good")) {
				continue
			}
			if isBad {
				bad++
			} else {
				good++
			}
			t.Run(rule+"/"+c.Name(), func(t *testing.T) {
				p := loadFixture(t, dir)
				res := lint.Run(p)
				check(t, p, res.Diagnostics)
				fired := 0
				for _, d := range res.Diagnostics {
					if d.Rule == rule {
						fired++
					}
				}
				if isBad && fired == 0 {
					t.Errorf("rule %s did not fire on its bad fixture", rule)
				}
				if !isBad && fired > 0 {
					t.Errorf("rule %s fired %d times on its good fixture", rule, fired)
				}
			})
		}
		if bad == 0 || good == 0 {
			t.Errorf("testdata/%s needs a bad and a good case (has %d bad, %d good)", rule, bad, good)
		}
	}
	for _, r := range lint.Rules {
		if !have[r.ID] {
			t.Errorf("rule %s has no fixture folder testdata/%s", r.ID, r.ID)
		}
	}
}
