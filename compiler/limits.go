package compiler

import (
	"cmp"
	"fmt"
	"strings"

	"cuelang.org/go/cue/scanner"
	"cuelang.org/go/cue/token"

	"github.com/toolpolicy/toolpolicy/model"
)

// Limits on the shape of the source, checked by one linear token scan before
// CUE parses or evaluates anything. CUE's parser caps bracket nesting at
// 10,000 but not field chains (`a: a: a: …`) or operator chains, whose parse
// cost is large (100,000 levels: 1.2 s, 500 MB) and whose evaluation is
// quadratic; and CUE evaluates structs and lists in time quadratic in their
// size (100,000 list elements: 26 s). A policy is shallow data, so these
// limits are far above any real policy and far below the pathological cases.
const (
	// MaxNesting bounds how deep one expression goes: every enclosing
	// bracket, field label, operator, selector and comprehension clause
	// counts one level.
	MaxNesting = 1000
	// MaxEntries bounds the field declarations plus list elements across
	// all files (a realistic 10,000-tool policy has about 50,000; 100,000
	// tools about 500,000, and several million with a JSON Schema for
	// every tool's parameters). What CUE then makes of them is bounded by
	// the CLI's watchdog (--max-memory, --max-eval-time).
	MaxEntries = 10_000_000
)

// Limits bounds a policy's source before CUE parses or evaluates it. A zero
// field takes its default (the Max constants).
type Limits struct {
	FileBytes  int64 // one policy file
	TotalBytes int64 // all policy files together
	Files      int   // .cue files in the directory
	Nesting    int   // levels of one expression
	Entries    int   // field declarations plus list elements, across files
}

// DefaultLimits returns the defaults.
func DefaultLimits() Limits {
	return Limits{FileBytes: MaxFileBytes, TotalBytes: MaxTotalBytes, Files: MaxFiles, Nesting: MaxNesting, Entries: MaxEntries}
}

// orDefaults returns lim with every zero field at its default.
func (lim Limits) orDefaults() Limits {
	d := DefaultLimits()
	return Limits{
		FileBytes: cmp.Or(lim.FileBytes, d.FileBytes), TotalBytes: cmp.Or(lim.TotalBytes, d.TotalBytes),
		Files: cmp.Or(lim.Files, d.Files), Nesting: cmp.Or(lim.Nesting, d.Nesting), Entries: cmp.Or(lim.Entries, d.Entries),
	}
}

// CheckSizes checks the limits a listing can check before any file is
// read (a file's size, the number of files, their total size) and returns
// the problems, each naming the flag that sets its limit. Zero fields of
// lim take their defaults. Load checks the same; a caller that lists files
// cheaply before reading them (a git revision) checks first.
func (lim Limits) CheckSizes(dir string, files []model.Pos, sizes []int64) []Problem {
	lim = lim.orDefaults()
	var out []Problem
	var total int64
	for i, size := range sizes {
		if size > lim.FileBytes {
			out = append(out, Problem{Pos: files[i], Msg: fileBytesMsg(size, lim.FileBytes)})
		}
		total += size
	}
	if len(sizes) > lim.Files {
		out = append(out, Problem{Msg: filesMsg(dir, len(sizes), lim.Files)})
	}
	if total > lim.TotalBytes {
		out = append(out, Problem{Msg: totalBytesMsg(total, lim.TotalBytes)})
	}
	return out
}

func fileBytesMsg(size, limit int64) string {
	return fmt.Sprintf("file is %d bytes; the limit is %d (--max-file-bytes)", size, limit)
}

func filesMsg(dir string, n, limit int) string {
	return fmt.Sprintf("policy directory %s holds %d .cue files; the limit is %d (--max-files)", dir, n, limit)
}

func totalBytesMsg(total, limit int64) string {
	return fmt.Sprintf("policy files total %d bytes; the limit is %d (--max-total-bytes)", total, limit)
}

// Option configures Load.
type Option func(*loader)

// WithLimits sets the input limits; zero fields keep their defaults.
func WithLimits(lim Limits) Option {
	return func(l *loader) { l.lim = lim.orDefaults() }
}

// shape is what the pre-scan measures in one file.
type shape struct {
	entries  int // field labels plus list elements
	deepOff  int // offset where nesting first exceeded the limit, or -1
	deepSeen bool
}

// scanShape tokenizes src once, without recursion, measuring nesting depth
// and counting entries. Syntax errors are ignored here: the parser reports
// them with better messages, and the scan only has to stay bounded.
func scanShape(name string, src []byte, maxNesting int) shape {
	type level struct {
		run    int  // depth contributed by the current element at this level
		list   bool // a [ … ] level: commas separate list elements
		interp bool // the ( … ) of a string interpolation
	}
	var (
		sh       = shape{deepOff: -1}
		s        scanner.Scanner
		scanErrs int
		stack    = []level{{}}
		depth    = 0
		prev     token.Token
		nextIsIP bool // the next ( opens an interpolation
	)
	s.Init(token.NewFile(name, -1, len(src)), src, func(token.Pos, string, []any) { scanErrs++ }, 0)
	deeper := func(off int) {
		depth++
		if depth > maxNesting && !sh.deepSeen {
			sh.deepSeen, sh.deepOff = true, off
		}
	}
	for {
		pos, tok, _ := s.Scan()
		if tok == token.EOF {
			break
		}
		off := pos.Offset()
		cur := &stack[len(stack)-1]
		if cur.list && prev == token.LBRACK && tok != token.RBRACK {
			sh.entries++ // first element of a non-empty list
		}
		switch tok {
		case token.LBRACE, token.LBRACK, token.LPAREN:
			// x[i] and f(x) nest the operand one level further.
			if tok != token.LBRACE && operandEnd(prev) && !nextIsIP {
				cur.run++
				deeper(off)
			}
			stack = append(stack, level{list: tok == token.LBRACK, interp: tok == token.LPAREN && nextIsIP})
			nextIsIP = false
			deeper(off)
		case token.RBRACE, token.RBRACK, token.RPAREN:
			if len(stack) == 1 {
				break // unbalanced; the parser reports it
			}
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			depth -= 1 + top.run
			if top.interp {
				// The scanner needs to be told where an interpolated
				// expression ends to resume scanning the string. It pushed
				// a new interpolation only if the resumed segment ends in
				// "(" and it reported no error (an unterminated string
				// ends wherever the line does).
				before := scanErrs
				seg := s.ResumeInterpolation()
				nextIsIP = strings.HasSuffix(seg, "(") && scanErrs == before
				prev = token.STRING
				continue
			}
		case token.COMMA:
			depth -= cur.run
			cur.run = 0
			if cur.list {
				sh.entries++
			}
		case token.COLON:
			sh.entries++
			cur.run++
			deeper(off)
		case token.PERIOD, token.NOT, token.FOR, token.IF, token.LET:
			cur.run++
			deeper(off)
		case token.INTERPOLATION:
			nextIsIP = true
		default:
			if tok.Precedence() > token.LowestPrec {
				cur.run++
				deeper(off)
			}
		}
		prev = tok
	}
	return sh
}

// operandEnd reports whether tok can end an operand, so that a following
// [ or ( indexes or calls it rather than starting a new expression.
func operandEnd(tok token.Token) bool {
	switch tok {
	case token.IDENT, token.INT, token.FLOAT, token.STRING, token.RPAREN, token.RBRACK, token.RBRACE:
		return true
	}
	return false
}
