package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/toolpolicy/toolpolicy/breaking"
	"github.com/toolpolicy/toolpolicy/gen"
	"github.com/toolpolicy/toolpolicy/lint"
	"github.com/toolpolicy/toolpolicy/model"
	"github.com/toolpolicy/toolpolicy/report"
)

// outFlags are the output flags gen and check share.
type outFlags struct {
	goDir, goldenDir, docsDir string
	rustDir, tsDir, lockDir   string
	maxOutputMiB              int
	maxOutputSet              func() bool // --max-output was given
	// guard runs generation under the watchdog; nil runs it unguarded.
	guard func(what string, fn func() error) error
}

// defaultMaxOutputMiB bounds what gen writes: the shipped policy writes
// under 0.2 MiB, a 10,000-tool policy with 20 providers about 5 MiB. Unless
// --max-output is given, a larger policy may write outputPerSourceMiB per
// MiB of its .cue files: a 100,000-tool policy (19-23 MB) writes about
// 90 MiB, while an amplifying policy writes far more than its size
// (docs/robustness.md).
const (
	defaultMaxOutputMiB = 64
	outputPerSourceMiB  = 8
)

// outputLimit is the cap on the generated files in bytes (0: none): the
// flag's value when given, else the larger of the default and the policy's
// share.
func outputLimit(flagMiB int, set bool, sourceBytes int64) int64 {
	limit := int64(flagMiB) << 20
	if !set && limit > 0 {
		limit = max(limit, sourceBytes*outputPerSourceMiB)
	}
	return limit
}

func addOutFlags(cmd *cobra.Command, o *outFlags) {
	cmd.Flags().IntVar(&o.maxOutputMiB, "max-output", defaultMaxOutputMiB, "refuse (exit 2, nothing written) when the generated files would total more than this many MiB; unless given, the larger of 64 and 8 per MiB of the policy's .cue files (0: no limit)")
	o.maxOutputSet = func() bool { return cmd.Flags().Changed("max-output") }
	cmd.Flags().StringVar(&o.goDir, "out-go", "", "directory of the generated Go package (default: the policy's gen.go_dir, else toolcatalog)")
	cmd.Flags().StringVar(&o.goldenDir, "out-golden", "", "directory of the golden catalog snapshots (default: gen.golden_dir, else golden)")
	cmd.Flags().StringVar(&o.docsDir, "out-docs", "", "directory of the generated docs (default: gen.docs_dir, else docs)")
	cmd.Flags().StringVar(&o.rustDir, "out-rust", "", "directory of the generated Rust module (default: gen.rust_dir, else none)")
	cmd.Flags().StringVar(&o.tsDir, "out-typescript", "", "directory of the generated TypeScript module (default: gen.typescript_dir, else none)")
	cmd.Flags().StringVar(&o.lockDir, "out-lock", "", "directory of the JSON lock and its schema (default: gen.lock_dir, else none)")
}

// config returns the output configuration: flags over the policy's gen block
// over the defaults. Directories from the policy (and the defaults) are
// relative to the policy's directory and must stay inside its project
// (gen.OutputsFor); directories given as flags are relative to the working
// directory and may lie anywhere.
func (o outFlags) config(p *model.Policy) (gen.Config, error) {
	cfg, err := gen.OutputsFor(p)
	if err != nil {
		return cfg, err
	}
	// Output flags redirect a run: the optional outputs the policy selects
	// are then written only where a flag says, never into the policy's
	// directories beside a redirected Go package.
	if o.goDir+o.goldenDir+o.docsDir+o.rustDir+o.tsDir+o.lockDir != "" {
		cfg.RustDir, cfg.TSDir, cfg.LockDir = "", "", ""
	}
	for _, f := range []struct {
		flag string
		dst  *string
	}{{o.goDir, &cfg.GoDir}, {o.goldenDir, &cfg.GoldenDir}, {o.docsDir, &cfg.DocsDir},
		{o.rustDir, &cfg.RustDir}, {o.tsDir, &cfg.TSDir}, {o.lockDir, &cfg.LockDir}} {
		if f.flag != "" {
			*f.dst = f.flag
			cfg.Trusted[f.flag] = true
		}
	}
	// toolpolicy's own rule references only when the policy asks: a
	// harness's docs directory gets the harness's manifest.
	if p.Gen.RuleDocs {
		cfg.RulesDoc = rulesDoc()
		cfg.BreakingDoc = breaking.RulesMarkdown()
	}
	cfg.MaxOutputBytes = outputLimit(o.maxOutputMiB, o.maxOutputSet != nil && o.maxOutputSet(), sourceBytes(p.Dir))
	return cfg, nil
}

// generate renders every output for p in memory, under the watchdog and the
// output size limit.
func generate(p *model.Policy, o outFlags) ([]gen.File, gen.Config, error) {
	cfg, err := o.config(p)
	if err != nil {
		return nil, cfg, genErr(err)
	}
	var files []gen.File
	run := func() error { files, err = gen.Generate(p, cfg); return nil }
	if o.guard != nil {
		_ = o.guard(p.Dir, run)
	} else {
		_ = run()
	}
	if err != nil {
		return nil, cfg, genErr(err)
	}
	return files, cfg, nil
}

// genErr maps gen's errors onto the exit-code contract: a refused path
// (*gen.PathError) is bad input, exit 2, and so is anything else that stops
// gen from producing or reading its outputs.
func genErr(err error) error { return inputErr(err) }

// genOptions are what gen runs with.
type genOptions struct {
	IO     ioStreams
	Policy func() (*model.Policy, error)
	Out    outFlags
	Check  bool
}

func newGenCmd(f *factory, runF func(*genOptions) error) *cobra.Command {
	opts := &genOptions{IO: f.IO, Policy: f.loadPolicy, Out: outFlags{guard: f.guardGen}}
	cmd := &cobra.Command{
		Use:   "gen [--check] [--out-go DIR] [--out-golden DIR] [--out-docs DIR]",
		Short: "Generate the Go tables, golden catalog snapshots and docs from the policy",
		Long: `Generate, from the policy:

  <go dir>/       a Go package for harnesses: const tables of the lifecycle and
                  the helpers a harness calls at runtime (tables_gen.go,
                  runtime_gen.go)
  <golden dir>/   snapshots of every provider × mode, with no model id and
                  with the example model of each gated model class:
                  index.yaml lists each one with its fingerprint, its files,
                  and the catalogs that share a prompt cache; each distinct
                  first-turn block is written once (block.json, the exact
                  bytes, and block.json.sha256), and each distinct set of
                  active, discoverable and gated-out tools once (catalog.yaml),
                  in the directory of the first catalog that has it;
                  registry.yaml holds the hidden, deprecated, removed and
                  registered names, which no provider, mode or model changes
  <docs dir>/     manifest.md (the deprecation manifest); with gen:
                  rule_docs: true also toolpolicy's own rule references,
                  rules.md (lint rules) and breaking.md (breaking-change rules)
  <rust dir>/     tool_catalog.rs: the lifecycle as const name-sets and an
                  alias table, the other tables, and the resolution and
                  self-check helpers; no dependencies (only when selected)
  <typescript dir>/ toolcatalog.js and toolcatalog.d.ts: the same as an ES
                  module with types; no dependencies (only when selected)
  <lock dir>/     toolpolicy.lock.json (the policy's data, every resolved
                  catalog and its fingerprint) and toolpolicy.lock.schema.json
                  (its JSON Schema) (only when selected)

Directories come from the flags, else the policy's gen block (go_dir,
go_package, golden_dir, docs_dir), else toolcatalog, golden and docs. The
Rust, TypeScript and lock outputs are written when the gen block names their
directory (rust_dir, typescript_dir, lock_dir) or a flag does; when any
--out-* flag is given, only the flags select them.

Directories from the policy, and the defaults, are relative to the policy's
directory, not to where gen runs: gen --policy examples/x writes beside
examples/x from anywhere, and never into another policy's outputs. They must
stay inside the project holding the policy (the nearest directory at or
above it with .git, else the policy's directory). A directory given as a
flag is relative to the working directory and may be anywhere.

Each directory gets a .toolpolicy-generated file listing what gen wrote there,
with the SHA-256 of each file. gen deletes a listed file it no longer produces
only if its bytes still have that hash, it carries the generated header (or
is a block.json, its checksum or the JSON lock) and it is not under .git;
any other listed file is kept and reported. Files gen never listed are never touched.
Every file is written beside its target and renamed into place; if any step
fails, or gen gets SIGINT or SIGTERM, the previous outputs are put back and
no scratch file is left; a gen killed outright leaves a state gen --check
reports and the next gen repairs. Concurrent gens take turns (a lock file in
each output directory). FIFOs, sockets and devices in an output directory
are refused (exit 2) without being opened. Unchanged files are not rewritten.

With --check nothing is written: gen regenerates in memory, prints a unified
diff for every stale file and lists missing and orphaned ones, and exits 3 if
anything differs.`,
		Example: `  toolpolicy gen
  toolpolicy gen --check
  toolpolicy gen --policy examples/pawwork --out-go /tmp/pawwork/catalog --out-golden /tmp/pawwork/golden --out-docs /tmp/pawwork/docs`,
		Args: cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error { return runOr(runF, runGen)(opts) },
	}
	addOutFlags(cmd, &opts.Out)
	cmd.Flags().BoolVar(&opts.Check, "check", false, "write nothing; report stale, missing and orphaned files and exit 3 if any")
	return cmd
}

func runGen(opts *genOptions) error {
	p, err := opts.Policy()
	if err != nil {
		return err
	}
	files, cfg, err := generate(p, opts.Out)
	if err != nil {
		return err
	}
	w := opts.IO.Out
	if opts.Check {
		return checkGenerated(w, opts.IO.ErrOut, files, cfg)
	}
	res, err := writeInterruptible(opts.IO.ErrOut, files, cfg)
	if err != nil {
		return err
	}
	for _, f := range res.Written {
		fmt.Fprintf(w, "wrote %s\n", report.TextLine(f))
	}
	for _, f := range res.Removed {
		fmt.Fprintf(w, "removed %s (no longer generated)\n", report.TextLine(f))
	}
	for _, f := range res.Swept {
		fmt.Fprintf(w, "removed %s (scratch file of an interrupted gen)\n", report.TextLine(f))
	}
	for _, k := range res.Kept {
		fmt.Fprintf(opts.IO.ErrOut, "toolpolicy: kept %s, which the manifest listed: %s; delete it by hand if it is not yours\n", report.TextLine(k.Path), k.Reason)
	}
	fmt.Fprintf(w, "gen: %d written, %d unchanged, %d removed", len(res.Written), res.Unchanged, len(res.Removed))
	if len(res.Kept) > 0 {
		fmt.Fprintf(w, ", %d kept", len(res.Kept))
	}
	fmt.Fprintln(w)
	return nil
}

// lockedCheck compares files with the disk under the output roots' locks,
// so a check never reads a tree another gen is half way through writing.
func lockedCheck(stderr io.Writer, files []gen.File, cfg gen.Config) (*gen.Drift, error) {
	return (&gen.Writer{Waiting: waitingNote(stderr)}).Check(context.Background(), files, cfg)
}

// waitingNote tells the user, once, that gen waits for another gen's lock.
func waitingNote(stderr io.Writer) func(string) {
	return func(lock string) {
		fmt.Fprintf(stderr, "toolpolicy: waiting for another gen writing here (%s)\n", report.TextLine(lock))
	}
}

// writeInterruptible writes files with SIGINT and SIGTERM turned into a
// clean stop: gen puts the previous outputs back, removes its scratch files
// and exits 128 + the signal's number, as a shell expects.
func writeInterruptible(stderr io.Writer, files []gen.File, cfg gen.Config) (*gen.Result, error) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	go func() {
		select {
		case s := <-sigs:
			cancel(&interruptedError{sig: s})
		case <-ctx.Done():
		}
	}()
	w := &gen.Writer{Waiting: waitingNote(stderr)}
	res, err := w.WriteContext(ctx, files, cfg)
	if err != nil {
		var ie *interruptedError
		if errors.As(err, &ie) {
			return nil, err
		}
		return nil, genErr(err)
	}
	return res, nil
}

// checkGenerated compares files with the disk, prints what differs and
// returns an exit-3 error when anything does.
func checkGenerated(w, stderr io.Writer, files []gen.File, cfg gen.Config) error {
	d, err := lockedCheck(stderr, files, cfg)
	if err != nil {
		return genErr(err)
	}
	if d.Clean() {
		return nil
	}
	writeDrift(w, d)
	return &staleError{fmt.Sprintf("generated files are out of date (%s); run `toolpolicy gen` and commit the result", driftSummary(d))}
}

func writeDrift(w io.Writer, d *gen.Drift) {
	// Paths come from the disk and from manifests, and a stale file's old
	// bytes are whatever is on disk: all shown through report.Text.
	for _, s := range d.Stale {
		fmt.Fprint(w, report.Text(gen.UnifiedDiff(s.Path, s.Old, s.New)))
	}
	for _, m := range d.Missing {
		fmt.Fprintf(w, "missing: %s\n", report.TextLine(m))
	}
	for _, o := range d.Orphans {
		fmt.Fprintf(w, "orphaned: %s (generated earlier, no longer produced)\n", report.TextLine(o))
	}
	for _, k := range d.Kept {
		fmt.Fprintf(w, "listed: %s (the manifest lists it, but gen will not delete it: %s)\n", report.TextLine(k.Path), k.Reason)
	}
	for _, s := range d.Scratch {
		fmt.Fprintf(w, "leftover: %s (scratch file of an interrupted gen)\n", report.TextLine(s))
	}
}

func driftSummary(d *gen.Drift) string {
	s := fmt.Sprintf("%d stale, %d missing, %d orphaned", len(d.Stale), len(d.Missing), len(d.Orphans))
	if n := len(d.Kept); n > 0 {
		s += fmt.Sprintf(", %d listed but not gen's to delete", n)
	}
	if n := len(d.Scratch); n > 0 {
		s += fmt.Sprintf(", %d leftover scratch", n)
	}
	return s
}

// rulesDoc returns docs/rules.md, generated from the lint rule registry, so
// the rules a policy is checked against and their docs cannot drift apart.
func rulesDoc() []byte { return lint.RulesMarkdown() }
