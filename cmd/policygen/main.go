// Command policygen writes a synthetic toolpolicy policy of a chosen size, for
// benchmarks (scripts/bench.sh) and scale tests. See internal/synth for the
// proportions it follows.
//
//	go run ./cmd/policygen -tools 10000 -providers 20 -o /tmp/policy-10k
//	go run ./cmd/policygen -shape idiomatic -idiom close-pattern -tools 10000 -o /tmp/close-10k
//	go run ./cmd/policygen -idiom list
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/toolpolicy/toolpolicy/internal/synth"
)

func main() {
	var cfg synth.Config
	out := flag.String("o", "", "output directory (created; must hold no .cue files unless -clean)")
	clean := flag.Bool("clean", false, "remove existing .cue files in the output directory first")
	flag.IntVar(&cfg.Tools, "tools", 1000, "number of tool names")
	flag.IntVar(&cfg.Providers, "providers", 20, "number of providers")
	flag.IntVar(&cfg.Modes, "modes", 3, "number of modes (plan, agent, yolo, then mode_NN)")
	flag.IntVar(&cfg.Aliases, "aliases", 0, "number of aliases (0: the shipped ratio, about 9% of tools; -1: none)")
	flag.Float64Var(&cfg.MCPShare, "mcp-share", 0.5, "share of non-head tools that are MCP tools (-1: none)")
	flag.IntVar(&cfg.ToolsPerFile, "per-file", 0, "tools per tools_NN.cue file (0: 1000, or 500 for -shape shorthand)")
	shape := flag.String("shape", string(synth.ShapeBlocks), "how tools are written: blocks (one tools: {...} block per file), shorthand (one tools: name: {...} line per tool) idiomatic (user definitions, pattern constraints, a comprehension-generated alias manifest, defaults, let), derived (idiomatic, with the alias manifest made by a comprehension over the tools), computed (derived, with MCP tools made from hidden lists of records and retired tools embedding hidden structs) or patterned (derived, with a pattern naming its label giving cards, parameter schemas on MCP tools and per-entry defaults)")
	flag.BoolVar(&cfg.PlantError, "plant-error", false, "give one tool an invalid state and print its position")
	flag.StringVar(&cfg.Idiom, "idiom", "", "write the shape with one CUE construct changed or added (see internal/synth/idioms.go); implies its shape, idiomatic for most; \"list\" prints the idioms")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: policygen -o DIR [flags]\n\nWrites a synthetic policy of the shipped policy's proportions.\n\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if cfg.Idiom == "list" {
		for _, id := range synth.Idioms {
			fmt.Printf("%-30s %s\n", id.Name, id.Desc)
		}
		return
	}
	cfg.Shape = synth.Shape(*shape)
	if cfg.Idiom != "" {
		id, err := synth.LookupIdiom(cfg.Idiom)
		if err != nil {
			fmt.Fprintln(os.Stderr, "policygen:", err)
			os.Exit(2)
		}
		shapeSet := false
		flag.Visit(func(f *flag.Flag) { shapeSet = shapeSet || f.Name == "shape" })
		if shapeSet && cfg.Shape != id.Shape {
			fmt.Fprintf(os.Stderr, "policygen: idiom %s is written on shape %s, not %s\n", id.Name, id.Shape, cfg.Shape)
			os.Exit(2)
		}
		cfg.Shape = id.Shape
	}
	if !slices.Contains(synth.Shapes, cfg.Shape) {
		fmt.Fprintf(os.Stderr, "policygen: unknown -shape %q (blocks, shorthand, idiomatic, derived, computed, patterned)\n", *shape)
		os.Exit(2)
	}
	if *out == "" || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*out, *clean, cfg); err != nil {
		fmt.Fprintln(os.Stderr, "policygen:", err)
		os.Exit(1)
	}
}

func run(dir string, clean bool, cfg synth.Config) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	old, err := filepath.Glob(filepath.Join(dir, "*.cue"))
	if err != nil {
		return err
	}
	if len(old) > 0 && !clean {
		return fmt.Errorf("%s already holds .cue files (pass -clean to replace them)", dir)
	}
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	o := synth.Generate(cfg)
	if err := o.Write(dir); err != nil {
		return err
	}
	fmt.Printf("%s: %d tools (%d MCP), %d aliases, %d retired, %d gates, %d providers, %d modes in %d files\n",
		dir, o.Tools, o.MCPTools, o.Aliases, o.Retired, o.Gates, o.Providers, o.Modes, len(o.Files))
	if o.Planted != nil {
		fmt.Printf("planted error: tools.%s.state at %s:%d:%d\n", o.Planted.Tool, filepath.Join(dir, o.Planted.File), o.Planted.Line, o.Planted.Col)
	}
	return nil
}
