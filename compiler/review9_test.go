package compiler

import (
	"fmt"
	"strings"
	"testing"

	"github.com/toolpolicy/toolpolicy/internal/policytest"
)

// rev9Cases: the review (helper rev9) of constrained hidden fields in the
// fold (fold.go checkIn, hiddenOK, closure, evalUnit's selections), hidden
// structs merged in Go (staticMerge) and head lists another file declares
// (view.go listNames). base is prepended to a.cue; the fast path must match
// plain evaluation (strict), and the cue command.
//
// C1, C1c and C1e failed at 5bee465: a selection of a constrained hidden
// field that a hidden field of another file makes (_d: _h.a in b.cue) was
// checked by evalUnit as the text toolpolicySelN: _h["a"] written into the
// target's file, where a file-level let of the same name (let _h = {a:
// "L"}) took it. The check saw the let's string, not _h.a's struct, and the
// entry was folded without the pattern's constraints (card?: =~"^C"),
// which cue vet applies. The selections now have a file of their own.
var rev9Cases = []struct {
	name  string
	files map[string]string
}{
	{"C1 let of the hidden field's name in the target's file", map[string]string{
		"a.cue": "let _tail = {a: \"L\"}\ntools: x: {_d, state: \"active\", niche: _tail.a}\ntools: x: card: \"lower\"\n",
		"b.cue": "package toolpolicy\n_tail: [string]: {card?: =~\"^C\"}\n_tail: a: {}\n_d: _tail.a\n"}},
	{"C1b let shadow, scalar made a struct", map[string]string{
		"a.cue": "let _tail = {a: \"L\"}\ntools: x: {state: \"active\", niche: _tail.a, card: _d}\n",
		"b.cue": "package toolpolicy\n_tail: [string]: {v?: string}\n_tail: a: {}\n_d: \"c\" + (_tail.a & {v: \"q\"}).v\n"}},
	{"C2 pattern default, overridden by another declaration", map[string]string{
		"a.cue": "_tail: [string]: *\"d\" | string\n_tail: a: _\ntools: x: {state: \"active\", niche: _tail.a}\n",
		"b.cue": "package toolpolicy\ntools: x: niche: \"y\"\n"}},
	{"C2b pattern default, entry target", map[string]string{
		"a.cue": "_tail: [string]: *\"d\" | string\n_tail: a: _\ntools: x: {{state: \"active\"}, niche: _tail.a}\n",
		"b.cue": "package toolpolicy\ntools: x: niche: \"y\"\n"}},
	{"C2c pattern default, not overridden", map[string]string{
		"a.cue": "_tail: [string]: *\"d\" | string\n_tail: a: _\ntools: x: {{state: \"active\"}, niche: _tail.a}\ntools: y: {state: \"active\", niche: \"N\" + _tail.a}\n"}},
	{"C3 catch-all pattern", map[string]string{
		"a.cue": "_h: {[string]: _, a: \"x\"}\ntools: x: {state: \"active\", niche: _h.a}\n"}},
	{"C3b catch-all pattern, selected struct", map[string]string{
		"a.cue": "_h: {[string]: _, a: {card: \"c\"}}\ntools: x: {state: \"active\", niche: _h.a.card}\n"}},
	{"C4 pattern value a struct with defaults, chain", map[string]string{
		"a.cue": "_h: [string]: {v: *\"d\" | string}\n_h: a: {}\ntools: x: {state: \"active\", niche: _h.a.v}\n"}},
	{"C5 selected field from an embedding in the hidden field", map[string]string{
		"a.cue": "_g: {a: \"x\"}\n_h: {_g, [string]: =~\"^x\"}\ntools: x: {state: \"active\", niche: _h.a}\n"}},
	{"C5b embedding's field fails the pattern", map[string]string{
		"a.cue": "_g: {a: \"y\"}\n_h: {_g, [string]: =~\"^x\"}\ntools: x: {state: \"active\", niche: _h.a}\n"}},
	{"C6 selection through a let", map[string]string{
		"a.cue": "_tail: [S=string]: \" via \\(S).\"\n_tail: a: _\nlet t = _tail\ntools: x: {state: \"active\", niche: \"A\" + t.a}\n"}},
	{"C6b struct selection through a let, constraint met elsewhere", map[string]string{
		"a.cue": "_h: [string]: {card?: =~\"^C\"}\n_h: a: {}\nlet t = _h\ntools: x: {t.a, state: \"active\"}\ntools: x: card: \"lower\"\n"}},
	{"C7 parenthesized", map[string]string{
		"a.cue": "_h: [string]: {card?: =~\"^C\"}\n_h: a: {}\ntools: x: {(_h).a, state: \"active\"}\ntools: x: card: \"lower\"\n"}},
	{"C8 index", map[string]string{
		"a.cue": "_h: [string]: {card?: =~\"^C\"}\n_h: a: {}\ntools: x: {_h[\"a\"], state: \"active\"}\ntools: x: card: \"lower\"\n"}},
	{"C8b index, scalar", map[string]string{
		"a.cue": "_tail: [S=string]: \" via \\(S).\"\n_tail: a: _\ntools: x: {state: \"active\", niche: \"A\" + _tail[\"a\"]}\n"}},
	{"C9 chain: struct then string", map[string]string{
		"a.cue": "_h: [string]: {card?: =~\"^C\", n: \"s\"}\n_h: a: {}\ntools: x: {state: \"active\", niche: _h.a.n}\n"}},
	{"C10 declaration in an excluded file", map[string]string{
		"a.cue": "_tail: [S=string]: string\n_tail: a: _\ntools: x: {state: \"active\", niche: \"A\" + _tail.a}\n",
		"b.cue": "@if(never)\npackage toolpolicy\n_tail: a: \"zz\"\n"}},
	{"C10b included file with a build tag", map[string]string{
		"a.cue": "_tail: [S=string]: string\n_tail: a: \"q\"\ntools: x: {state: \"active\", niche: \"A\" + _tail.a}\n",
		"b.cue": "@if(!never)\npackage toolpolicy\n_tail: a: \"zz\"\n"}},
	{"C11 top-level comprehension reads the hidden field", map[string]string{
		"a.cue": "_tail: [S=string]: \" via \\(S).\"\n_tail: a: _\nfor k, v in _tail {tools: \"t_\\(k)\": {state: \"active\", niche: \"A\" + v}}\ntools: x: {state: \"active\", niche: \"A\" + _tail.a}\n"}},
	{"C12 pattern in another file applies", map[string]string{
		"a.cue": "_tail: a: \" on a\"\ntools: x: {state: \"active\", niche: \"A\" + _tail.a}\n",
		"b.cue": "package toolpolicy\n_tail: [string]: =~\"^ via\"\n"}},
	{"C13 selection inside the pattern's own value", map[string]string{
		"a.cue": "_tail: {[S=string]: _base + S, _base: \"x\"}\n_tail: a: _\ntools: x: {state: \"active\", niche: _tail.a}\n"}},
	{"C14 required field of the selected struct", map[string]string{
		"a.cue": "_h: [string]: {n!: string, m: \"s\"}\n_h: a: {}\ntools: x: {state: \"active\", niche: _h.a.m}\n"}},
	{"C15 aliases section", map[string]string{
		"a.cue": "_r: [string]: \"a\"\n_r: x: _\ntools: {a: {state: \"active\"}, d: {state: \"deprecated\"}}\naliases: d: {replacement: _r.x, first_deprecated: \"0.1.0\", planned_removal: \"TBD\"}\n"}},
	{"C16 optional field set through the entry", map[string]string{
		"a.cue": "_h: {a?: string}\ntools: x: {state: \"active\", niche: _h.a}\n_h: a: \"x\"\n"}},
	{"C17 list selected, element used", map[string]string{
		"a.cue": "_h: [string]: [...=~\"^q\"]\n_h: {a: [\"q\", \"r\"]}\ntools: x: {state: \"active\", niche: _h.a[0]}\n"}},
	{"C18 pattern with a disjunction of struct and string", map[string]string{
		"a.cue": "_h: [string]: *\"s\" | {card?: =~\"^C\"}\n_h: a: _\ntools: x: {state: \"active\", niche: _h.a}\n"}},
	{"C19 hidden field selected in a second hidden, bare", map[string]string{
		"a.cue": "_h: [string]: {card?: =~\"^C\"}\n_h: a: {}\n_g: {x: _h.a}\ntools: x: {_g.x, state: \"active\"}\ntools: x: card: \"lower\"\n"}},
	{"C20 selection with a number label", map[string]string{
		"a.cue": "_h: [string]: \"v\"\n_h: \"1\": _\ntools: x: {state: \"active\", niche: _h.\"1\"}\n"}},
	{"C21 closed hidden field", map[string]string{
		"a.cue": "_h: close({a: \"x\"})\n_h: [string]: string\ntools: x: {state: \"active\", niche: _h.a}\n"}},
	{"C22 let named toolpolicySel0", map[string]string{
		"a.cue": "_tail: [S=string]: \" via \\(S).\"\n_tail: a: _\nlet toolpolicySel0 = \"x\"\ntools: x: {state: \"active\", niche: \"A\" + _tail.a + toolpolicySel0}\n"}},
	{"C23 hidden field with ellipsis and optional", map[string]string{
		"a.cue": "_h: {a?: \"q\", b: \"r\", ...}\ntools: x: {state: \"active\", niche: _h.b}\ntools: y: {state: \"active\", niche: _h.a}\n"}},
	{"C24 pattern on hidden field constraining a field also used bare elsewhere", map[string]string{
		"a.cue": "_h: [string]: =~\"^x\"\n_h: {a: \"xa\", b: \"yb\"}\ntools: x: {state: \"active\", niche: _h.a}\n"}},
	{"M1 escapes and raw strings, same value", map[string]string{
		"a.cue": "_r: {state: \"active\", niche: \"a\\tb\\u00e9\"}\ntools: x: _r & {niche: #\"a\\#tb\\#u00e9\"#}\n"}},
	{"M1b raw string differs", map[string]string{
		"a.cue": "_r: {state: \"active\", niche: \"a\\tb\"}\ntools: x: _r & {niche: #\"a\\tb\"#}\n"}},
	{"M2 multi-line strings different indentation", map[string]string{
		"a.cue": "_r: {state: \"active\", niche: \"\"\"\n\t\tTwo\n\t\t  lines\n\t\t\"\"\"}\ntools: x: _r & {niche: \"\"\"\n    Two\n      lines\n    \"\"\"}\n"}},
	{"M2b multi-line differs by indentation", map[string]string{
		"a.cue": "_r: {state: \"active\", niche: \"\"\"\n\t\tTwo\n\t\t  lines\n\t\t\"\"\"}\ntools: x: _r & {niche: \"\"\"\n    Two\n    lines\n    \"\"\"}\n"}},
	{"M3 same label in three operands", map[string]string{
		"a.cue": "_a: {state: \"active\"}\n_b: {state: \"active\", niche: \"n\"}\ntools: x: _a & _b & {state: \"active\"}\n"}},
	{"M3b third differs", map[string]string{
		"a.cue": "_a: {state: \"active\"}\n_b: {state: \"active\", niche: \"n\"}\ntools: x: _a & _b & {state: \"deferred\"}\n"}},
	{"M4 field alias in the hidden struct", map[string]string{
		"a.cue": "_r: {X=niche: \"x\", card: X}\ntools: x: _r & {state: \"active\"}\n"}},
	{"M5 hidden struct as a conjunction", map[string]string{
		"a.cue": "_r: {state: \"active\"} & {niche: \"n\"}\ntools: x: _r & {card: \"c\"}\n"}},
	{"M6 fields before and after the embedding", map[string]string{
		"a.cue": "_b: {state: \"active\", niche: \"n\"}\ntools: x: {card: \"c\", _b, source: \"builtin\"}\n"}},
	{"M7 let shadows the hidden field", map[string]string{
		"a.cue": "let _r = {state: \"deferred\"}\ntools: x: _r & {niche: \"n\"}\n",
		"b.cue": "package toolpolicy\n_r: {state: \"active\"}\n_z: _r\n"}},
	{"M8 field in the entry named like the hidden one", map[string]string{
		"a.cue": "_r: {state: \"active\"}\ntools: x: {_r, niche: \"n\", _r: {state: \"deferred\"}}\n"}},
	{"M9 entry with an attribute", map[string]string{
		"a.cue": "_r: {state: \"active\"}\ntools: x: _r & {niche: \"n\"} @doc(x)\ntools: y: {_r, niche: \"n\" @doc(y)}\n"}},
	{"M10 hidden struct in aliases and gates", map[string]string{
		"a.cue": "_al: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\"}\ntools: {a: {state: \"active\"}, d: {state: \"deprecated\"}, e: {state: \"deprecated\"}}\naliases: {d: _al & {replay_supported: true}, e: {_al}}\n"}},
	{"M11 schema closedness", map[string]string{
		"a.cue": "_r: {state: \"active\", nich: \"n\"}\ntools: x: {_r, card: \"c\"}\n"}},
	{"M12 hidden struct declared in an if", map[string]string{
		"a.cue": "_r: {state: \"active\"}\nif true {_r: niche: \"n\"}\ntools: x: _r & {card: \"c\"}\n"}},
	{"M13 definition in the hidden struct", map[string]string{
		"a.cue": "_r: {state: \"active\", #x: \"d\"}\ntools: x: _r & {card: \"c\"}\n"}},
	{"M14 hidden struct in an excluded file", map[string]string{
		"a.cue": "_r: {state: \"active\"}\ntools: x: _r & {card: \"c\"}\n",
		"b.cue": "@if(never)\npackage toolpolicy\n_r: {state: \"deferred\"}\n"}},
	{"M14b only declared in an excluded file", map[string]string{
		"a.cue": "tools: x: _r & {card: \"c\"}\n_r: _\n",
		"b.cue": "@if(never)\npackage toolpolicy\n_r: {state: \"deferred\"}\n"}},
	{"M15 null and bool values", map[string]string{
		"a.cue": "_r: {state: \"active\", replay_supported: true, niche: null}\ntools: x: _r & {card: \"c\"}\n"}},
	{"M16 quoted labels, same field", map[string]string{
		"a.cue": "_r: {\"state\": \"active\", niche: \"n\"}\ntools: x: _r & {state: \"active\", \"niche\": \"n\"}\n"}},
	{"M17 hidden struct used by a definition's field", map[string]string{
		"a.cue": "_r: {state: \"deferred\"}\n#OD: #Tool & {state: \"active\"}\ntools: x: #OD & _r & {niche: \"n\"}\n"}},
	{"M18 entry in another file too", map[string]string{
		"a.cue": "_r: {state: \"active\", niche: \"n\"}\ntools: x: _r & {card: \"c\"}\n",
		"b.cue": "package toolpolicy\ntools: x: {niche: \"m\"}\n"}},
	{"M19 hidden field with a comment and doc", map[string]string{
		"a.cue": "// doc\n_r: {\n\t// inner\n\tstate: \"active\" // trailing\n}\ntools: x: _r & {card: \"c\"}\n"}},
	{"M20 embedded hidden in parens", map[string]string{
		"a.cue": "_r: {state: \"active\"}\ntools: x: {(_r), card: \"c\"}\n"}},
	{"M21 hidden field used also by pattern elsewhere", map[string]string{
		"a.cue": "_r: {state: \"active\"}\ntools: [string]: {niche: *\"d\" | string}\ntools: x: _r & {card: \"c\"}\n"}},
	{"M22 surrogate escape", map[string]string{
		"a.cue": "_r: {state: \"active\", niche: \"\\ud800\"}\ntools: x: _r & {card: \"c\"}\n"}},
	{"M23 hidden of a string, not struct", map[string]string{
		"a.cue": "_r: \"x\"\ntools: x: {state: \"active\", niche: _r}\n"}},
	{"H1 duplicates", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\", \"t1\", \"t3\"]\n"}},
	{"H2 names not valid tool names", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\", \"Not A Tool!\"]\n"}},
	{"H3 several reads in several files", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\", \"t2\"]\n",
		"c.cue": "package toolpolicy\nmodes: agent: {}\n_x: [for n in _heads {tools[n].state}]\n_y: [for n in _more {tools[n].state}]\n",
		"d.cue": "package toolpolicy\n_more: [\"t3\"]\n"}},
	{"H4 list file excluded by a build tag", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n_heads: _\n",
		"b.cue": "@if(never)\npackage toolpolicy\n_heads: [\"t1\"]\n"}},
	{"H4b list declared in excluded file, embedding in an included one", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "@if(never)\npackage toolpolicy\n_heads: [\"t1\"]\n",
		"c.cue": "package toolpolicy\n{_heads: [\"t3\"]}\n"}},
	{"H4c list in an included file with a build tag", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "@if(!never)\npackage toolpolicy\n_heads: [\"t1\"]\n"}},
	{"H5 let of the same name in another file", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\"]\n",
		"c.cue": "package toolpolicy\nlet _heads = [\"t3\"]\n_q: _heads\n"}},
	{"H6 default", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: *[\"t1\"] | [...string]\n"}},
	{"H7 concatenation", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\"] + [\"t3\"]\n"}},
	{"H8 empty list", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: []\n"}},
	{"H9 list with a top-level embedding adding it", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\"]\n",
		"c.cue": "package toolpolicy\n{_heads: [\"t1\"]}\n"}},
	{"H10 comprehension adds to it", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\"]\n",
		"c.cue": "package toolpolicy\nif true {_heads: [\"t3\"]}\n"}},
	{"H11 multi-line and escaped names", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t\\u0031\", #\"t3\"#, \"\"\"\n\tt2\n\t\"\"\"]\n"}},
	{"H12 tools[n] whole with a list from another file", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\ntools: t1: card: \"c\"\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in _heads for k, v in tools[n] {k}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\"]\n"}},
	{"H13 index is the list key", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for i, n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\", \"t3\"]\n"}},
	{"H14 entry named in the list declared in several files", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\", \"t4\"]\ntools: t4: {state: \"active\"}\ntools: t1: niche: \"N\"\n"}},
	{"H15 list element is a selection of tools via another list", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads for m in _heads2 if tools[n].state == tools[m].state {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\"]\n_heads2: [\"t2\", \"t3\"]\n"}},
	{"H16 list in another section's read", map[string]string{
		"a.cue": "tools: {a: {state: \"active\"}, d: {state: \"deprecated\"}, e: {state: \"deprecated\"}}\naliases: {d: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\"}, e: {replacement: \"a\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\"}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in _al {aliases[n].replacement}]}\n",
		"b.cue": "package toolpolicy\n_al: [\"d\"]\n"}},
	{"H17 list hidden field a definition-hidden name", map[string]string{
		"a.cue": "tools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _#heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_#heads: [\"t1\"]\n"}},
	{"C2d default of a pattern with a bound, overridden", map[string]string{
		"a.cue": "_tail: [string]: *\"Cx\" | =~\"^C\"\n_tail: a: _\ntools: x: {{state: \"active\"}, niche: _tail.a}\n",
		"b.cue": "package toolpolicy\ntools: x: niche: \"lower\"\n"}},
	{"C25 hidden field with a default disjunction and a pattern", map[string]string{
		"a.cue": "_h: [string]: string\n_h: *{a: \"x\"} | {a: \"y\"}\ntools: x: {{state: \"active\"}, niche: _h.a}\n",
		"b.cue": "package toolpolicy\ntools: x: niche: \"y\"\n"}},
	{"C26 experiment attribute in the hidden field's file", map[string]string{
		"a.cue": "_tail: [S=string]: \" via \\(S).\"\n_tail: a: _\ntools: x: {state: \"active\", niche: \"A\" + _tail.a}\n",
		"b.cue": "@experiment(aliasv2)\npackage toolpolicy\n_tail: b: _\n"}},
	{"C1c let shadow, pattern of a struct with a pattern", map[string]string{
		"a.cue": "let _h = {a: \"L\"}\ntools: x: {_d, state: \"active\", niche: _h.a}\ntools: x: card: \"lower\"\n",
		"b.cue": "package toolpolicy\n_h: [string]: {[=~\"^c\"]: =~\"^C\"}\n_h: a: {}\n_d: _h.a\n"}},
	{"C1d let shadow, selection is a list", map[string]string{
		"a.cue": "let _h = {a: \"L\"}\ntools: x: {state: \"active\", niche: _h.a, parameters: {type: \"object\", required: _d}}\ntools: x: parameters: required: [\"zz\"]\n",
		"b.cue": "package toolpolicy\n_h: [string]: [...=~\"^q\"]\n_h: a: [_]\n_d: _h.a\n"}},
	{"H18 let of the list's name in the reading file", map[string]string{
		"a.cue": "let _heads = [\"t3\"]\ntools: {t1: {state: \"active\"}, t2: {state: \"deferred\"}, t3: {state: \"active\"}}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\"]\n"}},
	{"C27 open list from a hidden field, extended elsewhere", map[string]string{
		"a.cue": "_l: [\"a\", ...]\ntools: x: {state: \"active\", parameters: {type: \"object\", required: _l}}\ntools: x: parameters: required: [\"a\", \"b\"]\n"}},
	{"C27b open list with an element constraint, extended elsewhere", map[string]string{
		"a.cue": "_l: [\"a\", ...=~\"^a\"]\ntools: x: {state: \"active\", parameters: {type: \"object\", required: _l}}\ntools: x: parameters: required: [\"a\", \"b\"]\n"}},
	{"C27c open list selected from a constrained hidden field", map[string]string{
		"a.cue": "_h: [string]: [...string]\n_h: a: [\"a\", ...]\ntools: x: {state: \"active\", niche: _h.a[0], parameters: {type: \"object\", required: _h.a}}\ntools: x: parameters: required: [\"a\", \"b\"]\n"}},
	{"C1e let shadow used by a neighbour entry only", map[string]string{
		"a.cue": "let _tail = {a: \"L\"}\ntools: y: {state: \"active\", niche: _tail.a}\ntools: x: {_d, state: \"active\"}\ntools: x: card: \"lower\"\n",
		"b.cue": "package toolpolicy\n_tail: [string]: {card?: =~\"^C\"}\n_tail: a: {}\n_d: _tail.a\n"}},
	{"C1f same without the let (control)", map[string]string{
		"a.cue": "tools: y: {state: \"active\", niche: \"L\"}\ntools: x: {_d, state: \"active\"}\ntools: x: card: \"lower\"\n",
		"b.cue": "package toolpolicy\n_tail: [string]: {card?: =~\"^C\"}\n_tail: a: {}\n_d: _tail.a\n"}},
	{"H19 list names an entry a folded comprehension makes", map[string]string{
		"a.cue": "_l: [\"a\", \"b\"]\nfor n in _l {tools: \"gen_\\(n)\": {state: \"active\", niche: \"Gen \\(n).\"}}\ntools: t1: {state: \"deferred\"}\nproviders: p: {budget: {target: 1, max: 9}, first_turn: [for n in _heads if tools[n].state == \"active\" {n}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"gen_b\", \"t1\"]\n"}},
	{"H20 list names an entry a folded entry makes, read whole", map[string]string{
		"a.cue": "_r: {state: \"active\", niche: \"R.\"}\ntools: {t1: _r & {card: \"c\"}, t2: {_r}}\nproviders: p: {budget: {target: 1, max: 9}, models: [for n in _heads for k, v in tools[n] {k}]}\n",
		"b.cue": "package toolpolicy\n_heads: [\"t1\"]\n"}},
}

// TestReview9: rev9Cases.
func TestReview9(t *testing.T) {
	for _, c := range breadth(rev9Cases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			agreeWithCue(t, reviewDir(t, c.files), withMinEntries(0))
		})
	}
}

// TestReview9PlainHiddenSelectionsFold: a selection of a hidden field with
// no constraints that comes to a struct or list (_srv.github.host, a let
// gh = _srv.github, for e in _data.items) folded on 843567a; evalUnit's
// check that a selection is not a struct or list, meant for constrained
// hidden fields, refused every hidden field's, and such entries stayed
// in the package (5,000 tools of the first shape: none taken, load about
// 5x slower than on 843567a). Failed at 5a5039e-5bee465; only constrained
// hidden fields' selections are checked now.
func TestReview9PlainHiddenSelectionsFold(t *testing.T) {
	for name, shape := range map[string]struct{ head, entry string }{
		"nested struct":    {"_srv: {github: {host: \"github.com\"}}\ntools: {\n%s}\n", "\tt%d: {state: \"active\", niche: \"Item %d on \\(_srv.github.host).\"}\n"},
		"through a let":    {"_srv: {github: {host: \"github.com\"}}\nlet gh = _srv.github\ntools: {\n%s}\n", "\tt%d: {state: \"active\", niche: \"Item %d on \\(gh.host).\"}\n"},
		"list of a struct": {"_data: {items: [%s]}\nfor e in _data.items {tools: (e.n): {state: \"active\", niche: e.d}}\n", "{n: \"t%d\", d: \"Item %d.\"}, "},
	} {
		t.Run(name, func(t *testing.T) {
			var b strings.Builder
			for i := range 40 {
				fmt.Fprintf(&b, shape.entry, i, i)
			}
			files := map[string]string{"a.cue": fmt.Sprintf(shape.head, b.String())}
			agreeWithCue(t, reviewDir(t, files), withMinEntries(0))
			files["a.cue"] = base + files["a.cue"]
			ev := newFastEvaluator(fastOptions{minEntries: 0})
			ev.split(parseDir(t, policytest.Dir(t, files)), nil, nil)
			if n := len(ev.lits); n != 40 {
				t.Errorf("%d of 40 tools took the fast path, want 40", n)
			}
		})
	}
}
