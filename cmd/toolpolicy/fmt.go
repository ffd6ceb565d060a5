package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	cueerrors "cuelang.org/go/cue/errors"
	"cuelang.org/go/cue/format"
	"cuelang.org/go/cue/parser"
	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/compiler"
	"github.com/toolpolicy/toolpolicy/gen"
)

// fmtOptions are what fmt runs with.
type fmtOptions struct {
	IO     ioStreams
	Policy func() string // the policy's directory
	Check  bool
	Files  []string
}

func newFmtCmd(f *factory, runF func(*fmtOptions) error) *cobra.Command {
	opts := &fmtOptions{IO: f.IO, Policy: func() string { return f.Global.Policy }}
	cmd := &cobra.Command{
		Use:   "fmt [--check] [FILE.cue...]",
		Short: "Format the policy's .cue files with CUE's own formatter",
		Long: `Format every .cue file of the policy (or the files named) with CUE's
formatter (cuelang.org/go/cue/format, as cue fmt does), rewriting in place
only the files that change; each is written beside itself and renamed into
place. Like cue fmt, a file is parsed at the language version of the
cue.mod/module.cue above it, if any.

With --check nothing is written: a unified diff is printed for every file
that is not formatted, and the exit code is 3 when there is one (2 when a
file does not parse).`,
		Example: `  toolpolicy fmt
  toolpolicy fmt --check          # in CI or a pre-commit hook
  toolpolicy fmt policy/lifecycle.cue`,
		Args: cobra.ArbitraryArgs,
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Files = args
			return runOr(runF, runFmt)(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Check, "check", false, "write nothing; print a diff of every unformatted file and exit 3 if any")
	return cmd
}

func runFmt(opts *fmtOptions) error {
	files := opts.Files
	if len(files) == 0 {
		dir := opts.Policy()
		ents, err := os.ReadDir(dir)
		if err != nil {
			return inputErr(fmt.Errorf("policy directory %s: %w", dir, unwrapPathErr(err)))
		}
		for _, e := range ents {
			if e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".cue") && !strings.HasPrefix(e.Name(), ".") {
				files = append(files, filepath.Join(dir, e.Name()))
			}
		}
		sort.Strings(files)
		if len(files) == 0 {
			// As every other command says of it.
			return inputErr(fmt.Errorf("no .cue files in policy directory %s", dir))
		}
	}
	var unformatted []string
	versions := map[string]string{} // directory → its CUE language version
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			return inputErr(unwrapPathErr(err))
		}
		// Parsed at the language version of the file's module, as cue fmt
		// parses it, and with the file's name, so a syntax error has its
		// position.
		dir := filepath.Dir(name)
		v, seen := versions[dir]
		if !seen {
			if v, err = compiler.LanguageVersion(dir); err != nil {
				return err
			}
			versions[dir] = v
		}
		popts := []parser.Option{parser.ParseComments}
		if v != "" {
			popts = append(popts, parser.Version(v))
		}
		f, err := parser.ParseFile(name, src, popts...)
		if err != nil {
			var lines []string
			for _, e := range cueerrors.Errors(err) {
				pos := e.Position()
				format, args := e.Msg()
				lines = append(lines, fmt.Sprintf("%s:%d:%d: %s", filepath.ToSlash(name), pos.Line(), pos.Column(), fmt.Sprintf(format, args...)))
			}
			return inputErr(errors.New(strings.Join(lines, "\n")))
		}
		out, err := format.Node(f)
		if err != nil {
			return inputErr(fmt.Errorf("%s: %w", name, err))
		}
		if string(out) == string(src) {
			continue
		}
		shown := filepath.ToSlash(name)
		unformatted = append(unformatted, shown)
		if opts.Check {
			fmt.Fprint(opts.IO.Out, gen.UnifiedDiff(shown, src, out))
			continue
		}
		if err := writeFileAtomic(name, out); err != nil {
			return inputErr(fmt.Errorf("%s: %w", name, err))
		}
		fmt.Fprintf(opts.IO.Out, "formatted %s\n", shown)
	}
	if opts.Check && len(unformatted) > 0 {
		return &staleError{fmt.Sprintf("%d file%s not formatted: %s; run `toolpolicy fmt`", len(unformatted), plural(len(unformatted)), strings.Join(unformatted, ", "))}
	}
	return nil
}

// unwrapPathErr drops the operation and path os adds, which the caller's
// message already carries.
func unwrapPathErr(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return fmt.Errorf("%s: %w", pe.Path, pe.Err)
	}
	return err
}
