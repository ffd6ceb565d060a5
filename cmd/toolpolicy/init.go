package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"unicode"

	"cuelang.org/go/cue/format"
	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/verify"
)

// initOptions are what init runs with.
type initOptions struct {
	IO     ioStreams
	From   string
	OutDir string
}

func newInitCmd(f *factory, runF func(*initOptions) error) *cobra.Command {
	opts := &initOptions{IO: f.IO}
	cmd := &cobra.Command{
		Use:   "init --from DUMP -o DIR",
		Short: "Start a policy from the tool list a harness sends",
		Long: `Write a starting policy into DIR from a harness's tool list, so adoption
is one command: every tool is active (the policy then says what the harness
does today), with a niche taken from the first sentence of its description;
one default provider whose budget is sized to the list (target: the number
of tools, max: a little above), on the dump's wire when it names one; and the
modes plan, agent and yolo. The result loads and lints clean; edit it from
there (defer tools, add aliases, providers and gates).

DUMP is a file (or - for standard input) in any wire verify reads:
  anthropic-messages  {tools: [{name, description, input_schema}]}
  openai-chat-completions  {tools: [{type: "function", function: {name, ...}}]}
  openai-responses    {tools: [{type: "function", name, ...}]}
  gemini              {tools: [{functionDeclarations: [{name, ...}]}]}
  mcp-tools-list      {tools: [{name, description, inputSchema}]} or the JSON-RPC response
  names               ["read_file", "grep", ...]
(a request body around the list is fine).

DIR must not hold .cue files yet. Exit 2 when the dump cannot be read or a
tool name is not a valid policy name.`,
		Example: `  toolpolicy init --from tools.json -o policy
  my-harness --dump-tools | toolpolicy init --from - -o policy
  toolpolicy check --policy policy`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runOr(runF, runInit)(opts) },
	}
	cmd.Flags().StringVar(&opts.From, "from", "", "the harness's tool list: a JSON file in any supported wire, or - for standard input (required)")
	cmd.Flags().StringVarP(&opts.OutDir, "output-dir", "o", "", "directory to write the policy into (required; created if missing)")
	return cmd
}

// nameRE is the schema's #NameRE: names a policy can declare.
var nameRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_-]{0,127}$`)

func runInit(opts *initOptions) error {
	if opts.From == "" || opts.OutDir == "" {
		return usagef("init needs --from DUMP and -o DIR")
	}
	var data []byte
	var err error
	name := opts.From
	if opts.From == "-" {
		name = "<stdin>"
		data, err = io.ReadAll(opts.IO.In)
	} else {
		data, err = os.ReadFile(opts.From)
	}
	if err != nil {
		return inputErr(unwrapPathErr(err))
	}
	d, err := verify.Parse(name, data)
	if err != nil {
		return inputErr(err)
	}
	if len(d.Entries) == 0 {
		return inputErr(fmt.Errorf("%s: the dump lists no tools", name))
	}
	var bad []string
	seen := map[string]bool{}
	var tools []verify.Entry
	for _, e := range d.Entries {
		if !nameRE.MatchString(e.Name) {
			bad = append(bad, fmt.Sprintf("%q", e.Name))
			continue
		}
		if !seen[e.Name] {
			seen[e.Name] = true
			tools = append(tools, e)
		}
	}
	if len(bad) > 0 {
		return inputErr(fmt.Errorf("%s: not valid tool names for a policy (letters, digits, _ and -, starting with a letter or _, at most 128): %s", name, strings.Join(bad, ", ")))
	}
	if ents, err := os.ReadDir(opts.OutDir); err == nil {
		for _, e := range ents {
			if strings.HasSuffix(e.Name(), ".cue") {
				return usagef("%s already holds %s; init writes a new policy only into a directory without .cue files", opts.OutDir, e.Name())
			}
		}
	}
	src, err := format.Source(startingPolicy(d, tools))
	if err != nil {
		return fmt.Errorf("formatting the starting policy: %w", err)
	}
	if err := os.MkdirAll(opts.OutDir, 0o755); err != nil {
		return inputErr(unwrapPathErr(err))
	}
	path := filepath.Join(opts.OutDir, "policy.cue")
	if err := writeFileAtomic(path, src); err != nil {
		return inputErr(fmt.Errorf("%s: %w", path, err))
	}
	dir := filepath.ToSlash(opts.OutDir)
	fmt.Fprintf(opts.IO.Out, "wrote %s: %d tool%s, all active (from %s, %s wire)\nnext: toolpolicy lint --policy %s, then toolpolicy gen --policy %s\n",
		filepath.ToSlash(path), len(tools), plural(len(tools)), name, d.Wire, dir, dir)
	return nil
}

// startingPolicy renders the policy's CUE text (formatted afterwards).
func startingPolicy(d *verify.Dump, tools []verify.Entry) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// A starting policy written by toolpolicy init from %s (%s wire):\n", cueComment(d.File), d.Wire)
	b.WriteString("// every tool the harness sends is active. Defer what the first turn does\n")
	b.WriteString("// not need, and record renames as aliases; see docs/policy.md.\n")
	b.WriteString("package toolpolicy\n\nrelease: version: \"0.1.0\"\n\ntools: {\n")
	for _, t := range tools {
		fmt.Fprintf(&b, "%s: {\n\tstate: \"active\"\n", cueLabel(t.Name))
		if n := niche(t.Description); n != "" {
			fmt.Fprintf(&b, "\tniche: %s\n", cueString(n))
		}
		b.WriteString("}\n")
	}
	b.WriteString("}\n\n")
	n := len(tools)
	b.WriteString("// One provider, its budget sized to today's list: lint warns above the\n// target and fails above the max.\n")
	b.WriteString("providers: default: {\n\tdefault: true\n")
	fmt.Fprintf(&b, "\tbudget: {target: %d, max: %d}\n", n, n+max(2, n/10))
	switch d.Wire {
	case verify.WireAnthropic, verify.WireChat, verify.WireResponses, verify.WireGemini, verify.WireMCP:
		fmt.Fprintf(&b, "\twire: %q\n", d.Wire)
	}
	b.WriteString("}\n\nmodes: {\n\tplan: {}\n\tagent: {}\n\tyolo: {}\n}\n")
	return b.Bytes()
}

// niche is the first sentence of a description, on one line, without
// control characters, at most 160 runes.
func niche(desc string) string {
	s := strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == 0x7f {
			return ' '
		}
		return r
	}, desc)), " ")
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	if r := []rune(s); len(r) > 160 {
		s = strings.TrimSpace(string(r[:157])) + "..."
	}
	return s
}

func cueLabel(name string) string {
	if regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`).MatchString(name) && !strings.HasPrefix(name, "_") {
		return name
	}
	return cueString(name)
}

// cueString quotes s as a CUE string: JSON's escapes are CUE's, and a
// backslash is escaped, so no \( interpolation can appear.
func cueString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		panic(errors.New("a string always encodes"))
	}
	return strings.TrimSuffix(b.String(), "\n")
}

func cueComment(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}
