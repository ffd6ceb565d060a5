package compiler

import "testing"

// helper-86's review43: the newest fast-path rewrites against the cue
// command, each case small and with 250 plain entries in z.cue (e30): a
// definition nested in another and selected, #A.#B, copied to the top as
// #toolpolicy_A_B (nesteddef.go); a choice of definitions with no default,
// (#A | #B) & {...} (fast.go pickChoice, defLiteral); hidden fields a
// rest declares and top-level hidden fields it names (opaquepat.go
// restTemplateIn, restParts, restText); a computed top-level label made
// static (dynlabel.go staticLabels); comprehensions yielding
// (n): close({...}) (fold.go genClose); identical field texts evaluated
// once and copied (fold.go sameAs); map fields (annotations) merged across
// declarations (fast.go mergeRaw, mapField); floats made by arithmetic
// (numbers.go); references rebound after a rewrite (parallel.go rebind).
//
// Result (helper-86, TOOLPOLICY_TABLES=all, GOMAXPROCS=1): 568 subtests
// (284 cases, small and n=250; of the 552 passing, 414 load and 138 are
// rejected by both), 16
// fail, one class, in the forced fast path and as a load has it (a
// one-entry policy too: withMinEntries(1000) reads the same wrong value);
// plain evaluation agrees with cue.
//
// 1. nestedDefs writes the copy's name, #toolpolicy_A_B, where #A.#B
// stood, having checked only that no top-level field has that name
// (nestedCopy: declared[name] > 0). A definition of that name declared in
// any struct enclosing the selection (the entry, the tools struct, a
// comprehension's body, parameters' struct, a mode) then captures the
// new identifier, which resolves to the innermost declaration. With
//
//	#K: {#P: {type: "object", description: "outer"}}
//	tools: x: {state: "active", #toolpolicy_K_P: {type: "object", description: "inner"}, parameters: #K.#P}
//
// cue export gives tools.x.parameters.description "outer", toolpolicy
// "inner" (with or without the 250 pad entries; the fast path forced or
// not). The same in tools: {#toolpolicy_Kinds_Lazy: ..., x: #Kinds.#Lazy
// & {...}} (state "removed", source "builtin" against "deferred", "mcp"),
// in a for body, with two selections of which one is shadowed (only that
// one differs), and outside the split's sections: modes: agent:
// {#toolpolicy_K_M: ["y"], head_add: #K.#M} reads head_add ["y"] against
// cue's ["x"], and modes: plan: {#toolpolicy_K_M: {head_add: ["y"], ...},
// #K.#M} is accepted though cue vet rejects it (modes.plan.mcp: field not
// allowed: the embedded #K.#M closes the mode). A hidden definition so
// named (_#toolpolicy_K_P) does not collide and agreed. The copy should
// be refused when the name is declared anywhere in the files (or in a
// scope enclosing any of its selections), not only at the top.
//
// Everything else agreed. nesteddef: copies beside a top-level
// #toolpolicy_ name (refused); outer and inner names whose underscores
// make one copy name (#A_B.#C and #A.#B_C); #B reading #A's fields, lets,
// sibling definitions, #A itself, a top field #A shadows, file lets with
// another file selecting, imports; three deep; closedness and ...;
// #A declared twice, extended by a comprehension, #B declared twice; #A
// shadowed in tools or in the entry; defaults, disjunctions, patterns;
// selections in interpolations, hidden fields, lets, comprehensions and
// under patterns. pickChoice: the picked definition failing, none
// matching, state set or decided by another declaration or a pattern,
// two definitions with the same literal (decided by another field or
// ambiguous), defaults on the field, definitions declared twice or
// embedding another, escapes and raw strings, three definitions, nested
// definitions in the choice, definitions shadowed in tools and in the
// entry. Rests: hidden fields in interpolated constraints, defaults from
// a hidden field shadowed by the entry's own, an enclosing one, a let, a
// for variable, bound to a file let or an import, declared twice or in
// conflict, reading tools, added by a comprehension; a rest's own hidden
// fields read from other entries, views and hidden fields, or named like
// a top one; helper-like names (_toolpolicy_value, toolpolicyPattern_0).
// dynlabel: interpolations, lets (of lets, per file), hidden fields
// declared twice or shadowed, order read in other files, through copies
// and keep_loaded, other sections, unknown and hidden names, constraints,
// aliases, embeddings, defaults. genClose: extra fields, ..., patterns,
// optional fields, defaults, definitions, nested structs, close shadowed,
// if and let inside, close of close, a pattern's default, hidden fields
// read outside, a nested definition's copy inside. sameAs: the same text
// under different lets, for variables, aliases, enclosing hidden fields,
// lets, definitions and regular fields, in one file or several, the
// entry's own fields, patterns declaring hidden fields, section-named
// names. mergeRaw: conflicts, equal strings written otherwise, quoted
// keys, three files, types, defaults, hidden keys, invalid keys, nested
// structs, numbers, lists, close(), comprehensions, patterns, closed
// definitions, views. numbers: 2 * 1.5, _a / _b, div, float hidden fields
// with ints, negation, lets, list.Sum, math.Floor, interpolation, budgets
// (int) met by a division.
func TestReview43AgreesWithCue(t *testing.T) {
	var cases []reviewCase
	add := func(name string, kv ...string) { cases = append(cases, e30(name, kv...)...) }
	ent := func(name, body string) string {
		return "tools: " + name + ": {state: \"deferred\", source: \"mcp\", card: \"Use " + name + ".\", " + body + "}\n"
	}
	nic := func(name, value string) string { return ent(name, "niche: "+value) }
	par := func(name, value string) string { return ent(name, "parameters: "+value) }
	mc := "model_classes: c: {match: [\"x*\"], example: \"xy\"}\n"

	// ---- 1. nested definitions (nesteddef.go) ----
	kinds := "#Kinds: {\n\t#Eager: #Tool & {state: \"active\"}\n\t#Lazy: #Tool & {state: *\"deferred\" | #State, source: \"mcp\", card!: string}\n}\n"
	add("nd basic", "a.cue", kinds+"tools: x: #Kinds.#Lazy & {card: \"X\"}\ntools: y: #Kinds.#Eager & {niche: \"Y.\"}\n")
	add("nd copy name declared in tools struct", "a.cue", kinds+"tools: {#toolpolicy_Kinds_Lazy: #Tool & {state: \"removed\", card!: string}, x: #Kinds.#Lazy & {card: \"X\"}}\n")
	add("nd copy name declared in the entry", "a.cue", kinds+"tools: x: {#toolpolicy_Kinds_Lazy: #Tool & {state: \"removed\", card!: string}, #Kinds.#Lazy, card: \"X\"}\n")
	add("nd copy name declared in the entry, parameters", "a.cue", "#P: {#Obj: {type: \"object\"}}\ntools: x: {source: \"builtin\", state: \"active\", #toolpolicy_P_Obj: {type: \"array\"}, parameters: #P.#Obj}\n")
	add("nd copy name declared in an embedded struct of parameters", "a.cue", "#P: {#Obj: {type: \"object\", ...}}\ntools: x: {source: \"builtin\", state: \"active\", parameters: {#toolpolicy_P_Obj: {type: \"array\", ...}, #P.#Obj & {description: \"d\"}}}\n")
	add("nd copy name declared at the top", "a.cue", kinds+"#toolpolicy_Kinds_Lazy: #Tool & {state: \"removed\", card!: string}\ntools: x: #Kinds.#Lazy & {card: \"X\"}\n")
	add("nd copy name declared at the top, other file", "a.cue", kinds+"tools: x: #Kinds.#Lazy & {card: \"X\"}\n", "b.cue", "#toolpolicy_Kinds_Lazy: #Tool & {state: \"removed\", card!: string}\n")
	add("nd copy name in a comprehension", "a.cue", kinds+"tools: {for k in [\"x\"] {#toolpolicy_Kinds_Lazy: #Tool & {state: \"removed\", card!: string}, (k): #Kinds.#Lazy & {card: \"X\"}}}\n")
	add("nd copy name in the modes struct", "a.cue", "#K: {#M: {head_add: [\"x\"]}}\n"+nic("x", "\"X.\"")+"modes: plan: {#toolpolicy_K_M: {head_add: [\"y\"], ...}, #K.#M}\n")
	add("nd underscore in names colliding", "a.cue", "#A_B: {#C: {source: \"builtin\", state: \"active\"}}\n#A: {#B_C: {state: \"deferred\", source: \"mcp\", card: \"c\"}}\ntools: x: #A_B.#C\ntools: y: #A.#B_C\n")
	add("nd underscore in names colliding, reversed", "a.cue", "#A: {#B_C: {state: \"deferred\", source: \"mcp\", card: \"c\"}}\n#A_B: {#C: {source: \"builtin\", state: \"active\"}}\ntools: y: #A.#B_C\ntools: x: #A_B.#C\n")
	add("nd B reads A's field", "a.cue", "#A: {s: \"active\", #B: {source: \"builtin\", state: s}}\ntools: x: #A.#B\n")
	add("nd B reads A's let", "a.cue", "#A: {let s = \"active\", #B: {source: \"builtin\", state: s}}\ntools: x: #A.#B\n")
	add("nd B reads a sibling definition", "a.cue", "#A: {#S: \"active\", #B: {source: \"builtin\", state: #S}}\ntools: x: #A.#B\n")
	add("nd B reads a top field named like A's", "a.cue", "_s: \"deferred\"\n#A: {_s: \"active\", #B: {source: \"builtin\", state: _s}}\ntools: x: #A.#B & {source: \"mcp\", card: \"c\"}\n")
	add("nd B reads a top hidden, A has none", "a.cue", "_s: \"active\"\n#A: {#B: {source: \"builtin\", state: _s}}\ntools: x: #A.#B\n")
	add("nd B reads a file let, other file selects", "a.cue", "let s = \"active\"\n#A: {#B: {source: \"builtin\", state: s}}\n", "b.cue", "let s = \"removed\"\ntools: x: #A.#B\ntools: y: {state: s}\n")
	add("nd B reads A through its name", "a.cue", "#A: {#S: \"active\", #B: {source: \"builtin\", state: #A.#S}}\ntools: x: #A.#B\n")
	add("nd three deep", "a.cue", "#A: {#B: {#C: {source: \"builtin\", state: \"active\"}}}\ntools: x: #A.#B.#C\n")
	add("nd three deep, C reads B's field", "a.cue", "#A: {#B: {s: \"active\", #C: {source: \"builtin\", state: s}}}\ntools: x: #A.#B.#C\n")
	add("nd three deep, C reads A's field", "a.cue", "#A: {s: \"active\", #B: {#C: {source: \"builtin\", state: s}}}\ntools: x: #A.#B.#C\n")
	add("nd three deep, both middle and inner", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\", #C: {state: \"deferred\", source: \"mcp\", card: \"c\"}}}\ntools: x: #A.#B.#C\ntools: y: #A.#B & {}\n")
	add("nd closed: extra field refused", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\"}}\ntools: x: #A.#B & {niche: \"N.\"}\n")
	add("nd open with ellipsis", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\", ...}}\ntools: x: #A.#B & {niche: \"N.\"}\n")
	add("nd A declared twice", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\"}}\n#A: {#B: {niche: \"N.\"}}\ntools: x: #A.#B\n")
	add("nd A declared twice, other file", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\"}}\ntools: x: #A.#B\n", "b.cue", "#A: #B: {niche: \"N.\"}\n")
	add("nd A extended by a comprehension", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\"}}\ntools: x: #A.#B\nif true {#A: #B: niche: \"N.\"}\n")
	add("nd B declared twice in A", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\"}, #B: {niche: \"N.\"}}\ntools: x: #A.#B\n")
	add("nd A shadowed in tools", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\"}}\ntools: {#A: {#B: {source: \"builtin\", state: \"removed\"}}, x: #A.#B}\n")
	add("nd A shadowed in the entry", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\"}}\ntools: x: {#A: {#B: {source: \"builtin\", state: \"removed\"}}, #A.#B}\n")
	add("nd B with default state", "a.cue", "#A: {#B: {source: \"builtin\", state: *\"active\" | #State}}\ntools: x: #A.#B\ntools: y: #A.#B & {state: \"deferred\", source: \"mcp\", card: \"c\"}\n")
	add("nd B a disjunction of structs", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\"} | {source: \"builtin\", state: \"removed\"}}\ntools: x: #A.#B & {source: \"builtin\", state: \"active\"}\n")
	add("nd B a disjunction, undecided", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\"} | {source: \"builtin\", state: \"removed\"}}\ntools: x: #A.#B\n")
	add("nd selection in an interpolation", "a.cue", "#A: {#B: \"Nested.\"}\ntools: x: {source: \"builtin\", state: \"active\", niche: \"\\(#A.#B)\"}\n")
	add("nd selection of a string", "a.cue", "#A: {#B: \"active\"}\ntools: x: {state: #A.#B}\ntools: y: {state: #A.#B}\n")
	add("nd B with a pattern", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\", annotations: [string]: bool}}\ntools: x: #A.#B & {annotations: ro: true}\n")
	add("nd B with a pattern, refused", "a.cue", "#A: {#B: {source: \"builtin\", state: \"active\", annotations: [string]: bool}}\ntools: x: #A.#B & {annotations: ro: \"yes\"}\n")
	add("nd B reads an import", "a.cue", "import \"strings\"\n#A: {#B: {source: \"builtin\", state: \"active\", niche: strings.ToUpper(\"n.\")}}\ntools: x: #A.#B\n")
	add("nd strings field beside an import", "a.cue", "import \"strings\"\n#A: {#B: {source: \"builtin\", state: \"active\", niche: strings.ToUpper(\"n.\")}}\n", "b.cue", "_x: {strings: 1}\ntools: x: #A.#B\n")
	add("nd B in a hidden definition outer", "a.cue", "_#A: {#B: {source: \"builtin\", state: \"active\"}}\ntools: x: _#A.#B\n")
	add("nd B hidden definition inner", "a.cue", "#A: {_#B: {source: \"builtin\", state: \"active\"}}\ntools: x: #A._#B\n")
	add("nd many entries select", "a.cue", kinds+"tools: x: #Kinds.#Lazy & {card: \"X\"}\ntools: y: #Kinds.#Lazy & {card: \"Y\", state: \"active\"}\ntools: z: #Kinds.#Lazy & {}\n")
	add("nd schema def selected", "a.cue", "tools: x: #Tool & {source: \"builtin\", state: \"active\", parameters: #Parameters & {type: \"object\"}}\n")
	add("nd outer with an optional field", "a.cue", "#A: {o?: string, #B: {source: \"builtin\", state: \"active\"}}\ntools: x: #A.#B\n")
	add("nd outer with a required field", "a.cue", "#A: {o!: string, #B: {source: \"builtin\", state: \"active\"}}\ntools: x: #A.#B\n")
	add("nd inner reads outer's optional", "a.cue", "#A: {o?: string, #B: {source: \"builtin\", state: \"active\", niche: o}}\ntools: x: #A.#B\n")

	// ---- 2. a choice of definitions without a default (pickChoice) ----
	ch := "#Eager: #Tool & {state: \"active\"}\n#Lazy: #Tool & {state: \"deferred\", source: \"mcp\", card!: string}\n"
	add("pc basic", "a.cue", ch+"tools: x: (#Eager | #Lazy) & {state: \"active\"}\ntools: y: (#Eager | #Lazy) & {state: \"deferred\", card: \"Y\"}\n")
	add("pc picked fails", "a.cue", ch+"tools: y: (#Eager | #Lazy) & {state: \"deferred\"}\n")
	add("pc none matches", "a.cue", ch+"tools: y: (#Eager | #Lazy) & {state: \"removed\"}\n")
	add("pc state set elsewhere conflicting", "a.cue", ch+"tools: x: (#Eager | #Lazy) & {state: \"active\"}\n", "b.cue", "tools: x: state: \"deferred\"\n")
	add("pc state set elsewhere agreeing", "a.cue", ch+"tools: x: (#Eager | #Lazy) & {state: \"active\"}\n", "b.cue", "tools: x: niche: \"X.\"\n")
	add("pc both defs set the same literal", "a.cue", "#E: #Tool & {state: \"active\", niche: \"E.\"}\n#F: #Tool & {state: \"active\", niche: \"F.\"}\ntools: x: (#E | #F) & {state: \"active\"}\n")
	add("pc both defs set the same literal, decided by niche", "a.cue", "#E: #Tool & {state: \"active\", niche: \"E.\"}\n#F: #Tool & {state: \"active\", niche: \"F.\"}\ntools: x: (#E | #F) & {state: \"active\", niche: \"F.\"}\n")
	add("pc decided by niche only", "a.cue", "#E: #Tool & {state: \"active\", niche: \"E.\"}\n#F: #Tool & {state: \"active\", niche: \"F.\"}\ntools: x: (#E | #F) & {niche: \"F.\"}\n")
	add("pc def with a default on the field", "a.cue", "#E: #Tool & {state: *\"active\" | #State}\n#L: #Tool & {state: \"deferred\", source: \"mcp\", card: \"c\"}\ntools: x: (#E | #L) & {state: \"deferred\"}\n")
	add("pc def declared twice", "a.cue", ch+"#Eager: {niche: \"E.\"}\ntools: x: (#Eager | #Lazy) & {state: \"active\"}\n")
	add("pc def declared twice, conflicting literal", "a.cue", ch+"#Eager: {state: \"deferred\"}\ntools: x: (#Eager | #Lazy) & {state: \"deferred\", card: \"c\"}\n")
	add("pc def embeds another setting state", "a.cue", "#B: {state: \"deferred\"}\n#E: #Tool & {#B, state: \"active\"}\n"+"#L: #Tool & {state: \"deferred\", source: \"mcp\", card: \"c\"}\ntools: x: (#E | #L) & {state: \"active\"}\n")
	add("pc literal through an escape", "a.cue", ch+"tools: x: (#Eager | #Lazy) & {state: \"act\\u0069ve\"}\n")
	add("pc literal raw string", "a.cue", "#E: #Tool & {state: #\"active\"#}\n#L: #Tool & {state: \"deferred\", source: \"mcp\", card: \"c\"}\ntools: x: (#E | #L) & {state: \"active\"}\n")
	add("pc three defs", "a.cue", ch+"#Gone: #Tool & {state: \"removed\"}\ntools: x: (#Eager | #Lazy | #Gone) & {state: \"removed\"}\ntools: y: (#Eager | #Gone | #Lazy) & {state: \"deferred\", card: \"c\"}\n")
	add("pc nested defs in the choice", "a.cue", "#K: {#E: #Tool & {state: \"active\"}, #L: #Tool & {state: \"deferred\", source: \"mcp\", card!: string}}\ntools: x: (#K.#E | #K.#L) & {state: \"deferred\", card: \"c\"}\n")
	add("pc closed extra field on the picked", "a.cue", ch+"tools: x: (#Eager | #Lazy) & {state: \"active\", bogus: 1}\n")
	add("pc choice and a def elsewhere", "a.cue", ch+"tools: x: (#Eager | #Lazy) & {state: \"active\"}\ntools: x: #Lazy\n")
	add("pc def sets state through a hidden", "a.cue", "_a: \"active\"\n#E: #Tool & {state: _a}\n#L: #Tool & {state: \"deferred\", source: \"mcp\", card: \"c\"}\ntools: x: (#E | #L) & {state: \"deferred\"}\n")
	add("pc def sets state optional", "a.cue", "#E: {state?: \"active\", ...}\n#L: #Tool & {state: \"deferred\", source: \"mcp\", card: \"c\"}\ntools: x: (#E | #L) & {state: \"deferred\"}\n")
	add("pc def with state twice", "a.cue", "#E: #Tool & {state: \"active\"} & {state: \"active\"}\n#L: #Tool & {state: \"deferred\", source: \"mcp\", card: \"c\"}\ntools: x: (#E | #L) & {state: \"active\"}\n")
	add("pc default inside choice elsewhere", "a.cue", ch+"_d: #Eager | *#Lazy\ntools: x: (#Eager | #Lazy) & {state: \"active\"}\ntools: y: _d & {card: \"c\"}\n")
	add("pc entries many", "a.cue", ch+"tools: {a: (#Eager | #Lazy) & {state: \"active\"}, b: (#Eager | #Lazy) & {state: \"deferred\", card: \"B\"}, c: (#Eager | #Lazy) & {state: \"active\", niche: \"C.\"}}\n")
	add("pc picked def reads a hidden that differs", "a.cue", "_n: \"N.\"\n#E: #Tool & {state: \"active\", niche: _n}\n#L: #Tool & {state: \"deferred\", source: \"mcp\", card: \"c\"}\ntools: x: (#E | #L) & {state: \"active\"}\n", "b.cue", "_n: string\n")

	// ---- 3. hidden fields in rests (restTemplateIn) ----
	pp := "#Params: {type: \"object\", properties?: {...}, _in: [...string], ...}\n"
	add("rh basic", "a.cue", pp+"_cursor: \"cursor\"\ntools: x: {state: \"active\", parameters: #Params & {_in: [_cursor, ...]}}\n")
	add("rh hidden in rest interpolated", "a.cue", "_p: \"pre\"\ntools: x: {state: \"active\", niche: =~\"^\\(_p)\", niche: \"pre.\"}\n")
	add("rh hidden in rest interpolated, failing", "a.cue", "_p: \"pre\"\ntools: x: {state: \"active\", niche: =~\"^\\(_p)\", niche: \"post.\"}\n")
	add("rh group default from hidden", "a.cue", "_g: \"core\"\ntools: x: {state: \"active\", group: *_g | string}\ntools: y: {state: \"active\", group: *_g | string, group: \"other\"}\n")
	add("rh hidden shadowed by the entry's own", "a.cue", "_g: \"core\"\ntools: x: {state: \"active\", _g: \"mine\", group: *_g | string}\n")
	add("rh hidden shadowed by an enclosing", "a.cue", "_g: \"core\"\ntools: {_g: \"local\", x: {state: \"active\", group: *_g | string}}\n")
	add("rh hidden shadowed by a let", "a.cue", "_g: \"core\"\ntools: x: {state: \"active\", let _g = \"letted\", group: *_g | string}\n")
	add("rh hidden shadowed by a file let in the other file", "a.cue", "_g: \"core\"\n", "b.cue", "let _g = \"letted\"\ntools: x: {state: \"active\", group: *_g | string}\n")
	add("rh hidden bound to a file let", "a.cue", "let g = \"letg\"\n_g: g\n", "b.cue", "let g = \"other\"\ntools: x: {state: \"active\", group: *_g | string, niche: g}\n")
	add("rh hidden bound to an import", "a.cue", "import \"strings\"\n_g: strings.ToLower(\"CORE\")\n", "b.cue", "tools: x: {state: \"active\", group: *_g | string}\n")
	add("rh hidden with default, rest", "a.cue", "_g: *\"core\" | \"misc\"\ntools: x: {state: \"active\", group: *_g | string}\n")
	add("rh hidden declared twice", "a.cue", "_g: string\n_g: \"core\"\ntools: x: {state: \"active\", group: *_g | string}\n", "b.cue", "_g: =~\"^c\"\n")
	add("rh hidden declared twice, conflict", "a.cue", "_g: \"core\"\ntools: x: {state: \"active\", group: *_g | string}\n", "b.cue", "_g: \"misc\"\n")
	add("rh hidden reads tools", "a.cue", "_g: \"g\\(len(tools))\"\ntools: x: {state: \"active\", group: *_g | string}\n")
	add("rh hidden added by a comprehension", "a.cue", "_g: {a: \"core\"}\nif true {_g: b: \"misc\"}\ntools: x: {state: \"active\", group: *_g.b | string}\n")
	add("rh rest declares hidden, read from outside", "a.cue", pp+"tools: x: {state: \"active\", parameters: #Params & {_in: [\"q\"], ...}}\ntools: y: {state: \"active\", niche: \"\\(tools.x.parameters._in[0]).\"}\n")
	add("rh rest declares hidden, read into a view", "a.cue", pp+"tools: x: {state: \"active\", parameters: #Params & {_in: [\"q\"], ...}}\nmodes: agent: head_add: [for n, t in tools if t.parameters._in != _|_ {n}]\n")
	add("rh rest declares hidden, read by a hidden field", "a.cue", pp+"tools: x: {state: \"active\", parameters: #Params & {_in: [\"q\"], ...}}\n_r: tools.x.parameters._in\ntools: y: {state: \"active\", niche: \"\\(len(_r)).\"}\n")
	add("rh rest hidden named as a top hidden", "a.cue", pp+"_in: [\"top\"]\ntools: x: {state: \"active\", parameters: #Params & {_in: [...string], description: \"d\"}}\ntools: y: {state: \"active\", niche: \"\\(_in[0]).\"}\n")
	add("rh rest hidden read inside the rest", "a.cue", pp+"tools: x: {state: \"active\", parameters: #Params & {_in: [\"q\"], required: _in}}\n")
	add("rh rest hidden read inside the rest, top too", "a.cue", pp+"_in: [\"top\"]\ntools: x: {state: \"active\", parameters: #Params & {_in: [\"q\"], required: _in}}\n")
	add("rh top hidden read in rest, also in entry", "a.cue", pp+"_in: [\"top\"]\ntools: x: {state: \"active\", parameters: #Params & {required: _in}}\n")
	add("rh rest hidden met by another declaration", "a.cue", pp+"tools: x: {state: \"active\", parameters: #Params & {_in: [\"q\"], ...}}\n", "b.cue", "tools: x: parameters: _in: [\"r\"]\n")
	add("rh top hidden in a rest with a pattern", "a.cue", "_t: {type: \"string\"}\ntools: x: {state: \"active\", parameters: {type: \"object\", properties: [string]: _t, properties: q: {}}}\n")
	add("rh rest names a top hidden definition", "a.cue", "_#P: {type: \"object\", ...}\ntools: x: {state: \"active\", parameters: _#P & {description: \"d\"}}\n")
	add("rh rest names a top hidden that is a definition-like closed", "a.cue", "_p: close({type: \"object\"})\ntools: x: {state: \"active\", parameters: _p & {description: \"d\"}}\n")
	add("rh rest names a top hidden with an alias", "a.cue", "X=_g: \"core\"\ntools: x: {state: \"active\", group: *X | string}\n")
	add("rh rest names a hidden of another package name (import alias)", "a.cue", "import s \"strings\"\n_g: \"core\"\ntools: x: {state: \"active\", group: *_g | string, niche: s.ToUpper(\"n.\")}\n")
	add("rh rest names _h in a for variable", "a.cue", "_g: \"core\"\ntools: {for _g in [\"loop\"] {x: {state: \"active\", group: *_g | string}}}\n")
	add("rh rest hidden and a field named like the env helper", "a.cue", "_g: \"core\"\ntools: [=~\"^t\"]: {niche: *\"P.\" | string}\ntools: toolpolicyPattern_0: {state: \"active\", group: *_g | string}\ntools: x: {state: \"active\", group: *_g | string}\n")
	add("rh rest hidden name like the view helper", "a.cue", "_toolpolicy_value: \"core\"\ntools: x: {state: \"active\", group: *_toolpolicy_value | string}\nmodes: agent: head_add: [for n, t in tools if t.group != _|_ if t.group == \"core\" {n}]\n")
	add("rh many entries, one shadowing", "a.cue", "_g: \"core\"\ntools: a: {state: \"active\", group: *_g | string}\ntools: b: {state: \"active\", _g: \"own\", group: *_g | string}\ntools: c: {state: \"active\", group: *_g | string}\n")

	// ---- 4. computed top-level labels (dynlabel.go) ----
	add("dl basic", "a.cue", "_section: \"tools\"\n(_section): x: {state: \"active\"}\n")
	add("dl interpolation", "a.cue", "_s: \"too\"\n(\"\\(_s)ls\"): x: {state: \"active\"}\n")
	add("dl interpolation of a literal", "a.cue", "(\"\\(\"tools\")\"): x: {state: \"active\"}\n")
	add("dl hidden declared twice", "a.cue", "_section: \"tools\"\n(_section): x: {state: \"active\"}\n", "b.cue", "_section: string\n")
	add("dl hidden declared twice, conflict", "a.cue", "_section: \"tools\"\n(_section): x: {state: \"active\"}\n", "b.cue", "_section: \"gates\"\n")
	add("dl let", "a.cue", "let s = \"tools\"\n(s): x: {state: \"active\"}\n")
	add("dl let in another file", "a.cue", "let s = \"tools\"\n(s): w: {state: \"active\"}\n", "b.cue", "let s = \"retired\"\n(s): x: {reason: \"R.\"}\n"+nic("y", "\"Y.\""))
	add("dl hidden shadowed in a struct", "a.cue", "_section: \"retired\"\ntools: {_section: \"x\", (_section): {state: \"active\"}}\n")
	add("dl order read, two computed", "a.cue", "_s: \"tools\"\n(_s): b: {state: \"active\"}\ntools: a: {state: \"active\"}\n(_s): c: {state: \"active\"}\n"+"modes: agent: head_add: [for n, _ in tools if n !~ \"^pad_\" {n}]\n")
	add("dl order read through a hidden copy", "a.cue", "_s: \"tools\"\n(_s): b: {state: \"active\"}\ntools: a: {state: \"active\"}\n_all: tools\nmodes: agent: head_add: [for n, _ in _all if n !~ \"^pad_\" {n}]\n")
	add("dl order read in another file", "a.cue", "_s: \"tools\"\n(_s): b: {state: \"active\"}\ntools: a: {state: \"active\"}\n", "b.cue", "modes: agent: head_add: [for n, _ in tools if n !~ \"^pad_\" {n}]\n")
	add("dl order read by keep_loaded", "a.cue", "_s: \"tools\"\n(_s): b: {state: \"deferred\", source: \"mcp\", card: \"B\"}\ntools: a: {state: \"deferred\", source: \"mcp\", card: \"A\"}\nmcp: keep_loaded: [for n, t in tools if t.source == \"mcp\" && n !~ \"^pad_\" {n}]\n")
	add("dl gates", "a.cue", "_s: \"gates\"\n"+mc+nic("x", "\"X.\"")+"(_s): x: {hidden_for: \"c\"}\n")
	add("dl groups", "a.cue", "_s: \"groups\"\n(_s): g: {}\n"+nic("x", "\"X.\""))
	add("dl model_classes order", "a.cue", "_s: \"model_classes\"\n(_s): b: {match: [\"b*\"], example: \"bb\"}\nmodel_classes: a: {match: [\"a*\"], example: \"aa\"}\n")
	add("dl unknown section", "a.cue", "_s: \"toolz\"\n(_s): x: {state: \"active\"}\n")
	add("dl hidden label itself", "a.cue", "_s: \"_tools\"\n(_s): x: 1\n"+nic("x", "\"X.\""))
	add("dl label with a constraint", "a.cue", "_s: \"tools\"\n(_s)?: x: {state: \"active\"}\n"+nic("y", "\"Y.\""))
	add("dl quoted name with escapes", "a.cue", "_s: \"t\\u006fols\"\n(_s): x: {state: \"active\"}\n")
	add("dl aliases computed", "a.cue", "_s: \"aliases\"\n"+nic("x", "\"X.\"")+"(_s): old: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\n")
	add("dl retired computed with a view", "a.cue", "_s: \"retired\"\n(_s): q: {reason: \"Q.\"}\nretired: p: {reason: \"P.\"}\ntools: z: {state: \"active\", niche: \"\\([for n, _ in retired {n}][0]).\"}\n")
	add("dl alias on a computed label", "a.cue", "_s: \"tools\"\nT=(_s): x: {state: \"active\"}\ntools: y: {state: \"active\", niche: \"\\(len(T)).\"}\n")
	add("dl computed label with attribute value", "a.cue", "_s: \"tools\"\n(_s): x: {state: \"active\"} @x()\n")
	add("dl computed in an embedding", "a.cue", "_s: \"tools\"\n{(_s): x: {state: \"active\"}}\n")
	add("dl hidden with a default", "a.cue", "_s: *\"tools\" | string\n(_s): x: {state: \"active\"}\n")
	add("dl same name, field and let in other files", "a.cue", "_s: \"tools\"\n(_s): x: {state: \"active\"}\n", "b.cue", "let _s = \"retired\"\n(_s): x: {reason: \"R.\"}\n")

	// ---- 5. comprehensions yielding close({...}) (genClose) ----
	gl := "_l: [\"a\", \"b\"]\n"
	add("gc basic", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\"})}}\n")
	add("gc extra field elsewhere refused", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\"})}}\ntools: a: niche: \"A.\"\n")
	add("gc close with ellipsis accepts", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\", ...})}}\ntools: a: niche: \"A.\"\n")
	add("gc close with a pattern", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\", [=~\"^n\"]: _})}}\ntools: a: niche: \"A.\"\n")
	add("gc close with a pattern refusing", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\", [=~\"^n\"]: _})}}\ntools: a: card: \"A\"\n")
	add("gc close with optional", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\", niche?: string})}}\ntools: a: niche: \"A.\"\n")
	add("gc close with a default", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: *\"active\" | #State})}}\ntools: b: {state: \"removed\"}\n")
	add("gc close wrapping a definition", "a.cue", gl+"tools: {for n in _l {(n): close(#Tool & {state: \"active\"})}}\ntools: a: niche: \"A.\"\n")
	add("gc close with a nested struct, nested extra", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\", annotations: {ro: true}})}}\ntools: a: annotations: rw: false\n")
	add("gc close shadowed", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\"})}}\n", "b.cue", "_x: {close: 1}\n")
	add("gc close, key variable used", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\", niche: \"\\(n).\"})}}\n")
	add("gc close at top for", "a.cue", gl+"for n in _l {tools: (n): close({source: \"builtin\", state: \"active\"})}\ntools: b: niche: \"B.\"\n")
	add("gc close and embedding", "a.cue", gl+"tools: {for n in _l {(n): close({#Tool, state: \"active\"})}}\ntools: a: niche: \"A.\"\n")
	add("gc close reading a hidden", "a.cue", gl+"_st: \"active\"\ntools: {for n in _l {(n): close({source: \"builtin\", state: _st})}}\n", "b.cue", "_st: string\n")
	add("gc close read by a view", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\", niche: \"\\(n).\"})}}\nmodes: agent: head_add: [for n, t in tools if t.niche == \"b.\" {n}]\n")
	add("gc close, if inside", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\", if n == \"a\" {niche: \"A.\"}})}}\n")
	add("gc close, let inside", "a.cue", gl+"tools: {for n in _l {(n): close({let u = n + \".\", source: \"builtin\", state: \"active\", niche: u})}}\n")
	add("gc close of close", "a.cue", gl+"tools: {for n in _l {(n): close(close({source: \"builtin\", state: \"active\"}))}}\ntools: a: niche: \"A.\"\n")

	// ---- 6. identical texts, different meaning (sameAs) ----
	add("sa same text, hidden bound differently per file through let", "a.cue", "let v = \"A.\"\n_x: v\n"+nic("x", "_x"), "b.cue", nic("y", "_x"))
	add("sa same text, let per file", "a.cue", "let d = {type: \"object\", description: \"A\"}\n"+par("x", "d & {title: \"p\"}"), "b.cue", "let d = {type: \"object\", description: \"B\"}\n"+par("y", "d & {title: \"p\"}"))
	add("sa same text, import alias differs", "a.cue", "import s \"strings\"\n"+nic("x", "s.ToUpper(\"p.\")"), "b.cue", "import s \"strings\"\n"+nic("y", "s.ToUpper(\"p.\")"))
	add("sa same text, import vs a field named strings", "a.cue", "import \"strings\"\n"+nic("x", "strings.ToUpper(\"p.\")"), "b.cue", nic("y", "\"q.\"")+"tools: {strings: {state: \"active\", ToUpper: 1}}\n")
	add("sa same text, strings field in an enclosing struct", "a.cue", "import \"strings\"\n"+nic("x", "strings.ToUpper(\"p.\")"), "b.cue", "import \"strings\"\ntools: {_u: 1, y: {state: \"active\", let strings = {ToUpper: \"no\"}, niche: \"q.\"}}\n")
	add("sa same text, label alias differs", "a.cue", "tools: A=x: {state: \"active\", niche: \"\\(len(A)).\"}\ntools: A=y: {state: \"active\", card: \"c\", niche: \"\\(len(A)).\"}\n")
	add("sa same text, for variable differs", "a.cue", "tools: {for k in [\"x\"] {(k): {state: \"active\", niche: \"\\(k).\"}}}\n"+nic("y", "\"\\(k).\"")+"k: 1\n")
	add("sa same text, hidden read per entry", "a.cue", ent("x", "_k: \"X.\", niche: _k")+ent("y", "_k: \"Y.\", niche: _k"))
	add("sa same text, entry hidden in one, top in another", "a.cue", "_k: \"T.\"\n"+ent("x", "_k: \"X.\", niche: _k")+ent("y", "niche: _k"))
	add("sa same text, enclosing let per struct", "a.cue", "tools: {let k = \"A.\", x: {state: \"active\", niche: k}}\ntools: {let k = \"B.\", y: {state: \"active\", niche: k}}\n")
	add("sa same text, enclosing hidden per struct", "a.cue", "tools: {_k: \"A.\", x: {state: \"active\", niche: _k}}\ntools: {y: {state: \"active\", niche: _k}}\n_k: \"B.\"\n")
	add("sa same text with default, one met", "a.cue", "_t: {type: *\"object\" | \"array\"}\n"+par("x", "_t & {}")+par("y", "_t & {}")+"tools: x: parameters: type: \"array\"\n")
	add("sa same text, parameters of defs", "a.cue", "#P: {type: \"object\", properties: [string]: {type: string}}\n"+par("x", "#P & {properties: q: type: \"string\"}")+par("y", "#P & {properties: q: type: \"string\"}")+"tools: y: parameters: properties: r: {}\n")
	add("sa same text, one entry closes", "a.cue", "_p: {type: \"object\"}\n"+par("x", "_p & {}")+par("y", "_p & {}")+"tools: y: close({parameters: {description: \"d\"}})\n")
	add("sa same text, a field alias outside", "a.cue", "_p: {type: \"object\"}\n"+"tools: x: {state: \"active\", P=parameters: _p & {}, niche: \"\\(P.type).\"}\ntools: y: {state: \"active\", parameters: _p & {}}\ntools: y: parameters: type: \"array\"\n")
	add("sa same text, value alias per entry", "a.cue", "tools: x: {state: \"active\", niche: V=\"n.\", card: V}\ntools: y: {state: \"active\", niche: V=\"n.\", card: V}\n")
	add("sa same text across sections and lets", "a.cue", "let r = \"R.\"\nretired: q: {reason: r}\n"+nic("x", "r"), "b.cue", "let r = \"S.\"\n"+nic("y", "r"))
	add("sa same text, hidden def per file", "a.cue", "_#d: \"A.\"\n"+nic("x", "_#d"), "b.cue", nic("y", "_#d"))
	add("sa same text, interpolation of different hidden in files", "a.cue", "let h = \"1\"\n"+nic("x", "\"v\\(h).\""), "b.cue", "let h = \"2\"\n"+nic("y", "\"v\\(h).\""), "c.cue", nic("z", "\"v\\(_h).\"")+"_h: \"3\"\n")

	// ---- 7. map fields merged across declarations (mergeRaw) ----
	add("an merged", "a.cue", "tools: x: {state: \"active\", annotations: {ro: true}}\n", "b.cue", "tools: x: annotations: {rw: false}\n")
	add("an conflict", "a.cue", "tools: x: {state: \"active\", annotations: {ro: true}}\n", "b.cue", "tools: x: annotations: {ro: false}\n")
	add("an agreeing", "a.cue", "tools: x: {state: \"active\", annotations: {ro: true}}\n", "b.cue", "tools: x: annotations: {ro: true}\n")
	add("an string equal written otherwise", "a.cue", "tools: x: {state: \"active\", annotations: {k: \"a\"}}\n", "b.cue", "tools: x: annotations: {k: #\"a\"#}\n")
	add("an string escape equal", "a.cue", "tools: x: {state: \"active\", annotations: {k: \"\\u0061\"}}\n", "b.cue", "tools: x: annotations: {k: \"a\"}\n")
	add("an string vs bool", "a.cue", "tools: x: {state: \"active\", annotations: {k: \"true\"}}\n", "b.cue", "tools: x: annotations: {k: true}\n")
	add("an quoted key vs bare", "a.cue", "tools: x: {state: \"active\", annotations: {ro: true}}\n", "b.cue", "tools: x: annotations: {\"ro\": true}\n")
	add("an three files", "a.cue", "tools: x: {state: \"active\", annotations: {a: true}}\n", "b.cue", "tools: x: annotations: {b: true}\n", "c.cue", "tools: x: annotations: {c: \"C\", a: true}\n")
	add("an one with a type", "a.cue", "tools: x: {state: \"active\", annotations: {a: true}}\n", "b.cue", "tools: x: annotations: {a: bool}\n")
	add("an one with a default", "a.cue", "tools: x: {state: \"active\", annotations: {a: *true | bool}}\n", "b.cue", "tools: x: annotations: {a: false}\n")
	add("an one with a hidden field", "a.cue", "tools: x: {state: \"active\", annotations: {a: true, _h: 1}}\n", "b.cue", "tools: x: annotations: {b: true}\n")
	add("an key invalid name", "a.cue", "tools: x: {state: \"active\", annotations: {a: true}}\n", "b.cue", "tools: x: annotations: {\"1bad\": true}\n")
	add("an nested struct value", "a.cue", "tools: x: {state: \"active\", annotations: {a: {b: true}}}\n", "b.cue", "tools: x: annotations: {a: {c: true}}\n")
	add("an a number", "a.cue", "tools: x: {state: \"active\", annotations: {a: 1}}\n", "b.cue", "tools: x: annotations: {a: 1.0}\n")
	add("an duplicate key in one", "a.cue", "tools: x: {state: \"active\", annotations: {a: true, a: true}}\n", "b.cue", "tools: x: annotations: {b: true}\n")
	add("an duplicate key conflicting in one", "a.cue", "tools: x: {state: \"active\", annotations: {a: true, a: false}}\n", "b.cue", "tools: x: annotations: {b: true}\n")
	add("an control char line", "a.cue", "tools: x: {state: \"active\", annotations: {a: \"x\"}}\n", "b.cue", "tools: x: annotations: {b: \"y\\nz\"}\n")
	add("an from a hidden", "a.cue", "_an: {ro: true}\ntools: x: {state: \"active\", annotations: _an}\n", "b.cue", "tools: x: annotations: {rw: false}\n")
	add("an declared in a comprehension too", "a.cue", "tools: x: {state: \"active\", annotations: {a: true}}\n", "b.cue", "for n in [\"x\"] {tools: (n): annotations: {b: true}}\n")
	add("an declared with close", "a.cue", "tools: x: {state: \"active\", annotations: close({a: true})}\n", "b.cue", "tools: x: annotations: {b: true}\n")
	add("an key order", "a.cue", "tools: x: {state: \"active\", annotations: {z: true, a: true}}\n", "b.cue", "tools: x: annotations: {m: true, a: true}\n")
	add("an other map-like field, parameters", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\"}}\n", "b.cue", "tools: x: parameters: {description: \"d\"}\n")
	add("an parameters conflicting", "a.cue", "tools: x: {state: \"active\", parameters: {type: \"object\"}}\n", "b.cue", "tools: x: parameters: {type: \"array\"}\n")
	add("an across three declarations in one file", "a.cue", "tools: x: {state: \"active\", annotations: {a: true}}\ntools: x: annotations: {b: \"B\"}\ntools: x: annotations: {b: \"C\"}\n")
	add("an through a def", "a.cue", "#T: #Tool & {annotations: {ro: bool}}\ntools: x: #T & {state: \"active\", annotations: {ro: true}}\n", "b.cue", "tools: x: annotations: {rw: true}\n")
	add("an aliases has map-like field?", "a.cue", nic("x", "\"X.\"")+"aliases: old: {replacement: \"x\", first_deprecated: \"0.1.0\", planned_removal: \"TBD\", replay_supported: false}\n", "b.cue", "aliases: old: {replay_supported: false}\n")
	add("an empty struct merge", "a.cue", "tools: x: {state: \"active\", annotations: {}}\n", "b.cue", "tools: x: annotations: {a: true}\n")
	add("an list value", "a.cue", "tools: x: {state: \"active\", annotations: {a: [1]}}\n", "b.cue", "tools: x: annotations: {a: [1]}\n")

	// ---- 8. floats made by arithmetic (numbers.go) ----
	num := func(name, v string) string {
		return "tools: " + name + ": {state: \"active\", parameters: {type: \"object\", properties: q: {type: \"number\", maximum: " + v + "}}}\n"
	}
	add("nm 2 * 1.5", "a.cue", num("x", "2 * 1.5"))
	add("nm 2 * 1.5 beside 3.0", "a.cue", num("x", "2 * 1.5")+num("y", "3.0"))
	add("nm 2 * 1.5 beside 3.00 in one field", "a.cue", num("x", "2 * 1.5")+"tools: x: parameters: properties: q: maximum: 3.00\n")
	add("nm division of hidden", "a.cue", "_a: 4\n_b: 2\n"+num("x", "_a / _b")+num("y", "2.0"))
	add("nm division met by an int", "a.cue", "_a: 4\n_b: 2\n"+num("x", "_a / _b")+"tools: x: parameters: properties: q: maximum: 2\n")
	add("nm div builtin", "a.cue", "_a: 7\n"+num("x", "div(_a, 2)")+num("y", "3.0"))
	add("nm div met by a float", "a.cue", "_a: 7\n"+num("x", "div(_a, 2)")+"tools: x: parameters: properties: q: maximum: 3.0\n")
	add("nm hidden float plus int", "a.cue", "_a: 1.50\n"+num("x", "_a + 1")+num("y", "2.5"))
	add("nm hidden float times hidden int", "a.cue", "_a: 1.50\n_b: 2\n"+num("x", "_a * _b")+"tools: x: parameters: properties: q: maximum: 3.000\n")
	add("nm negation of a hidden float", "a.cue", "_a: 1.50\n"+num("x", "-_a")+num("y", "-1.5"))
	add("nm negation met", "a.cue", "_a: 1.50\n"+num("x", "-_a")+"tools: x: parameters: properties: q: maximum: -1.5\n")
	add("nm float in a let", "a.cue", "let a = 1.5\n"+num("x", "a * 2")+num("y", "3.0"))
	add("nm list.Sum", "a.cue", "import \"list\"\n"+num("x", "list.Sum([1.5, 1.5])")+num("y", "3.00"))
	add("nm math.Floor", "a.cue", "import \"math\"\n"+num("x", "math.Floor(2.5)")+num("y", "2.0"))
	add("nm interpolated number", "a.cue", "_a: 1.50\n"+nic("x", "\"v\\(_a).\"")+nic("y", "\"v\\(_a * 2).\""))
	add("nm int arithmetic stays int", "a.cue", "_a: 3\n"+num("x", "_a * 2")+num("y", "6.0"))
	add("nm float default via disjunction", "a.cue", "_a: *1.5 | number\n"+num("x", "_a * 2")+num("y", "3.0"))
	add("nm same float text in two entries", "a.cue", "_a: 1.50\n"+num("x", "_a + 0")+num("y", "_a + 0")+"tools: y: parameters: properties: q: maximum: 1.5\n")
	add("nm float to budget int refused", "a.cue", "_a: 4\n_b: 2\nproviders: default: budget: target: _a / _b\n")
	add("nm float division exact to budget", "a.cue", "providers: default: budget: max: 18 / 2\n")

	// ---- 9. rebind ----
	add("rb entry alias read after a nested-def copy", "a.cue", kinds+"tools: {X=x: #Kinds.#Lazy & {card: \"X\"}, y: {state: \"active\", niche: \"\\(X.card).\"}}\n")
	add("rb alias of a computed label entry", "a.cue", "_s: \"tools\"\n(_s): {X=x: {state: \"active\", card: \"C\"}, y: {state: \"active\", niche: X.card}}\n")
	add("rb value alias over a picked choice", "a.cue", ch+"tools: x: E=((#Eager | #Lazy) & {state: \"active\", niche: \"\\(E.state).\"})\n")

	// ---- 10. more: copies, scopes and shadowing ----
	add("nd C selects a sibling through A", "a.cue", "#A: {#B: #Tool & {state: \"active\"}, #C: #A.#B & {niche: \"C.\"}}\ntools: x: #A.#C\n")
	add("nd C selects a sibling through A, both selected", "a.cue", "#A: {#B: #Tool & {state: \"active\"}, #C: #A.#B & {niche: \"C.\"}}\ntools: x: #A.#C\ntools: y: #A.#B\n")
	add("nd copy name as a field of the entry, selected elsewhere", "a.cue", kinds+"tools: x: #Kinds.#Lazy & {card: \"X\"}\ntools: y: {state: \"active\", #toolpolicy_Kinds_Lazy: 1, niche: \"\\(#toolpolicy_Kinds_Lazy).\"}\n")
	add("nd copy name in an enclosing struct of a view", "a.cue", kinds+"tools: x: #Kinds.#Lazy & {card: \"X\"}\nmodes: agent: {#toolpolicy_Kinds_Lazy: {card: \"Q\"}, head_add: [#Kinds.#Lazy.card]}\n")
	add("nd copy name shadow, in the entry's parameters", "a.cue", "#K: {#P: {type: \"object\", description: \"outer\"}}\ntools: x: {state: \"active\", parameters: {#toolpolicy_K_P: {type: \"object\", description: \"inner\"}, #K.#P}}\n")
	add("nd copy name shadow, a let", "a.cue", "#K: {#P: {type: \"object\", description: \"outer\"}}\ntools: x: {state: \"active\", let T = #K.#P, parameters: T}\n")
	add("nd selection of a nested def in a hidden field", "a.cue", "#K: {#P: {type: \"object\", description: \"outer\"}}\n_p: #K.#P\n"+par("x", "_p")+par("y", "_p & {title: \"t\"}"))
	add("nd selection inside a comprehension", "a.cue", kinds+"_l: [\"x\", \"y\"]\ntools: {for n in _l {(n): #Kinds.#Lazy & {card: n}}}\n")
	add("nd selection under a pattern", "a.cue", kinds+"tools: [=~\"^l_\"]: #Kinds.#Lazy\ntools: l_a: card: \"A\"\ntools: l_b: {card: \"B\", state: \"active\"}\n")
	add("nd B's value a reference to a top def", "a.cue", "#Base: #Tool & {state: \"active\"}\n#A: {#B: #Base}\ntools: x: #A.#B & {niche: \"N.\"}\n")
	add("nd B's value a reference to a top def, shadowed inside A", "a.cue", "#Base: #Tool & {state: \"active\"}\n#A: {#Base: #Tool & {state: \"removed\"}, #B: #Base}\ntools: x: #A.#B & {niche: \"N.\"}\n")
	add("nd A with a comment", "a.cue", "#A: {\n\t// the nested one\n\t#B: #Tool & {state: \"active\"} // trailing\n}\ntools: x: #A.#B\n")
	add("nd A's #B with a required field, missing", "a.cue", "#A: {#B: #Tool & {state: \"active\", niche!: string}}\ntools: x: #A.#B\n")
	add("sa same file, two comprehension bodies, one let name", "a.cue", "for k in [\"A.\"] {tools: x: {state: \"active\", niche: k}}\nfor k in [\"B.\"] {tools: y: {state: \"active\", niche: k}}\n")
	add("sa same file, two embedded structs with hidden", "a.cue", "{\n\t_k: \"A.\"\n\ttools: x: {state: \"active\", niche: _k}\n}\ntools: y: {state: \"active\", niche: _k}\n")
	add("sa same file, two enclosing lets, parameters", "a.cue", "tools: {let p = {type: \"object\", description: \"A\"}, x: {state: \"active\", parameters: p & {}}}\ntools: {let p = {type: \"object\", description: \"B\"}, y: {state: \"active\", parameters: p & {}}}\n")
	add("sa same file, entry lets differ", "a.cue", "tools: x: {state: \"active\", let p = \"A.\", niche: p}\ntools: y: {state: \"active\", let p = \"B.\", niche: p}\n")
	add("sa same file, enclosing for key", "a.cue", "tools: {for k, _ in {\"x\": 1} {(k): {state: \"active\", niche: \"\\(k).\"}}}\ntools: {for k, _ in {\"y\": 1} {(k): {state: \"active\", niche: \"\\(k).\"}}}\n")
	add("sa same text, label alias in two structs", "a.cue", "tools: {S=x: {state: \"active\", card: \"X\", niche: \"\\(S.card).\"}}\ntools: {S=y: {state: \"active\", card: \"Y\", niche: \"\\(S.card).\"}}\n")
	add("sa same text, enclosing alias struct", "a.cue", "tools: T={x: {state: \"active\", niche: \"\\(len(T)).\"}}\ntools: {y: {state: \"active\", niche: \"\\(len(T)).\"}}\n", "b.cue", "_T: 1\n")
	add("sa same text, pattern value differs by scope", "a.cue", "tools: {[string]: {_k: \"P.\"}, x: {state: \"active\", niche: _k}}\ntools: y: {state: \"active\", niche: _k}\n_k: \"T.\"\n")
	add("sa same text, hidden in entry from a pattern", "a.cue", "tools: [=~\"^x\"]: {_k: \"P.\"}\n"+ent("x", "niche: _k")+ent("y", "niche: _k")+"_k: \"T.\"\n")
	add("sa same text, section-named variable", "a.cue", "for tools in [[\"q\"]] {_z: tools}\n"+nic("x", "\"\\(len(tools)).\"")+nic("y", "\"\\(len(tools)).\""))
	add("sa same text naming a top regular field shadowed", "a.cue", "mcp: keep_loaded: [\"x\"]\n"+nic("x", "\"\\(mcp.keep_loaded[0]).\"")+"tools: {mcp: {state: \"active\", keep_loaded: [\"m\"]}, y: {state: \"active\", niche: \"\\(mcp.keep_loaded[0]).\"}}\n")
	add("an same key from a comprehension conflicting", "a.cue", "tools: x: {state: \"active\", annotations: {a: true}}\n", "b.cue", "for n in [\"x\"] {tools: (n): annotations: {a: false}}\n")
	add("an in an aliased entry", "a.cue", "tools: X=x: {state: \"active\", annotations: {a: true}}\ntools: y: {state: \"active\", niche: \"\\(len(X.annotations)).\"}\n", "b.cue", "tools: x: annotations: {b: true}\n")
	add("an read by a view after merging", "a.cue", "tools: x: {state: \"active\", annotations: {a: true}}\nmodes: agent: head_add: [for n, t in tools if t.annotations != _|_ if len(t.annotations) == 2 {n}]\n", "b.cue", "tools: x: annotations: {b: true}\n")
	add("an interpolated value", "a.cue", "_v: \"V\"\ntools: x: {state: \"active\", annotations: {a: \"\\(_v)\"}}\n", "b.cue", "tools: x: annotations: {a: \"V\"}\n")
	add("an merged under a pattern", "a.cue", "tools: [string]: annotations: {p: true}\ntools: x: {state: \"active\", annotations: {a: true}}\n", "b.cue", "tools: x: annotations: {b: true}\n")
	add("an merged under a pattern, conflict", "a.cue", "tools: [string]: annotations: {a: false}\ntools: x: {state: \"active\", annotations: {a: true}}\n", "b.cue", "tools: x: annotations: {b: true}\n")
	add("an merged in a closed def", "a.cue", "#T: {#Tool, annotations: close({a?: bool})}\ntools: x: #T & {state: \"active\", annotations: {a: true}}\n", "b.cue", "tools: x: annotations: {b: true}\n")
	add("nm division to an int field", "a.cue", "_a: 4\n_b: 2\nproviders: default: budget: max: _a / _b\n")
	add("nm float times zero", "a.cue", num("x", "0 * 1.5")+num("y", "0.0"))
	add("nm float minus float to int-valued", "a.cue", num("x", "2.5 - 0.5")+"tools: x: parameters: properties: q: minimum: 2.0\n")
	add("nm exponent literal arithmetic", "a.cue", num("x", "1e2 * 1")+num("y", "100.0"))
	add("nm float from hidden in two files", "a.cue", "_a: 1.5\n"+num("x", "_a * 2"), "b.cue", num("y", "3.0")+"_a: 1.50\n")
	add("dl hidden from another hidden", "a.cue", "_a: \"tools\"\n_s: _a\n(_s): x: {state: \"active\"}\n")
	add("dl let from a let", "a.cue", "let a = \"tools\"\nlet s = a\n(s): x: {state: \"active\"}\n")
	add("dl hidden named like a section", "a.cue", "_tools: \"retired\"\n(_tools): q: {reason: \"Q.\"}\n"+nic("x", "\"X.\""))
	add("dl two computed labels, same section, two files, order read", "a.cue", "_s: \"tools\"\n(_s): b: {state: \"active\"}\n", "b.cue", "(_s): a: {state: \"active\"}\ntools: c: {state: \"active\"}\nmodes: agent: head_add: [for n, _ in tools if n !~ \"^pad_\" {n}]\n")
	add("dl computed and len", "a.cue", "_s: \"tools\"\n(_s): b: {state: \"active\", niche: \"\\(len(tools)).\"}\n")
	add("pc choice of nested defs with defaults elsewhere", "a.cue", "#K: {#E: #Tool & {state: \"active\"}, #L: #Tool & {state: \"deferred\", source: \"mcp\", card!: string}}\ntools: x: (#K.#E | #K.#L) & {state: \"active\"}\ntools: y: (#K.#E | *#K.#L) & {card: \"Y\"}\n")
	add("pc choice where both fail but a third field decides", "a.cue", ch+"tools: x: (#Eager | #Lazy) & {state: \"active\", card: \"c\"}\n")
	add("pc a def shadowed in tools", "a.cue", ch+"tools: {#Eager: #Tool & {state: \"deferred\", source: \"mcp\", card: \"S\"}, x: (#Eager | #Lazy) & {state: \"deferred\"}}\n")
	add("pc a def shadowed in the entry", "a.cue", ch+"tools: x: {#Lazy: #Tool & {state: \"removed\"}, (#Eager | #Lazy) & {state: \"removed\"}}\n")
	add("rh rest reads the top hidden, entry aliased", "a.cue", "_g: \"core\"\ntools: X=x: {state: \"active\", group: *_g | string}\ntools: y: {state: \"active\", group: X.group}\n")
	add("rh rest hidden def shadowed in tools", "a.cue", "_#G: \"core\" | \"misc\"\ntools: {_#G: \"other\", x: {state: \"active\", group: _#G}}\n")
	add("rh rest names a top hidden struct selection", "a.cue", "_g: {a: \"core\"}\ntools: x: {state: \"active\", group: *_g.a | string}\n", "b.cue", "_g: b: \"misc\"\n")

	// ---- 11. the same text reading an entry's own fields or local definitions ----
	add("sa same text reads the entry's own field", "a.cue", "tools: x: {state: \"active\", card: \"A\", niche: \"\\(card).\"}\ntools: y: {state: \"active\", card: \"B\", niche: \"\\(card).\"}\n")
	add("sa same text reads the entry's own field, parameters", "a.cue", "tools: x: {state: \"active\", card: \"A\", parameters: {type: \"object\", description: card}}\ntools: y: {state: \"active\", card: \"B\", parameters: {type: \"object\", description: card}}\n")
	add("sa same text, a definition shadowed in tools", "a.cue", "#P: {type: \"object\", description: \"top\"}\n"+par("x", "#P & {}")+"tools: {#P: {type: \"object\", description: \"local\"}, y: {state: \"active\", parameters: #P & {}}}\n")
	add("sa same text, a definition shadowed in the entry", "a.cue", "#P: {type: \"object\", description: \"top\"}\n"+par("x", "#P & {}")+"tools: y: {state: \"active\", #P: {type: \"object\", description: \"local\"}, parameters: #P & {}}\n")
	add("sa same text, a regular field shadowed in tools", "a.cue", "release: notes: \"top\"\n"+nic("x", "\"\\(release.version).\"")+"tools: {release: {state: \"active\", version: \"L\"}, y: {state: \"active\", niche: \"\\(release.version).\"}}\n")
	add("sa same text, a hidden shadowed by a struct-level let two deep", "a.cue", "_k: \"T.\"\n"+nic("x", "_k")+"tools: {let _k = \"L.\", {y: {state: \"active\", niche: _k}}}\n")
	add("sa same text, niche reads the entry's state", "a.cue", "tools: x: {state: \"active\", niche: \"\\(state).\"}\ntools: y: {state: \"deferred\", source: \"mcp\", card: \"c\", niche: \"\\(state).\"}\n")
	add("sa same text, section name as a local field", "a.cue", nic("x", "\"\\(len(tools)).\"")+"tools: y: {state: \"active\", tools: [1], niche: \"\\(len(tools)).\"}\n")
	add("nd copy name shadow, a definition in a for body", "a.cue", "#K: {#P: {type: \"object\", description: \"outer\"}}\ntools: {for n in [\"x\"] {#toolpolicy_K_P: {type: \"object\", description: \"inner\"}, (n): {state: \"active\", parameters: #K.#P}}}\n")
	add("nd copy name shadow, two selections, one shadowed", "a.cue", "#K: {#P: {type: \"object\", description: \"outer\"}}\ntools: x: {state: \"active\", parameters: #K.#P}\ntools: y: {state: \"active\", #toolpolicy_K_P: {type: \"object\", description: \"inner\"}, parameters: #K.#P}\n")
	add("nd copy name shadow, hidden definition name no collision", "a.cue", "#K: {#P: {type: \"object\", description: \"outer\"}}\ntools: y: {state: \"active\", _#toolpolicy_K_P: {type: \"object\", description: \"inner\"}, parameters: #K.#P}\n")
	add("nd copy name shadow, in a view", "a.cue", "#K: {#M: [\"x\"]}\n"+nic("x", "\"X.\"")+nic("y", "\"Y.\"")+"modes: agent: {#toolpolicy_K_M: [\"y\"], head_add: #K.#M}\n")

	// ---- 12. choices decided by another declaration or a pattern ----
	add("pc state from another file", "a.cue", ch+"tools: x: (#Eager | #Lazy) & {card: \"c\"}\n", "b.cue", "tools: x: state: \"deferred\"\n")
	add("pc state from another file, choice literal agrees", "a.cue", ch+"tools: x: (#Eager | #Lazy) & {state: \"deferred\"}\n", "b.cue", "tools: x: card: \"c\"\n")
	add("pc state from a pattern conflicting", "a.cue", ch+"tools: [=~\"^x\"]: state: \"deferred\"\ntools: x: (#Eager | #Lazy) & {state: \"active\"}\n")
	add("pc state from a pattern deciding", "a.cue", ch+"tools: [=~\"^x\"]: state: \"deferred\"\ntools: x: (#Eager | #Lazy) & {card: \"c\"}\n")
	add("pc the literal in the choice's def reads a hidden default", "a.cue", "_s: *\"active\" | string\n#E: #Tool & {state: \"active\"}\n#L: #Tool & {state: \"deferred\", source: \"mcp\", card: \"c\"}\ntools: x: (#E | #L) & {state: _s}\n")
	add("gc close under a pattern with a default", "a.cue", gl+"tools: [string]: {source: *\"builtin\" | \"mcp\"}\ntools: {for n in _l {(n): close({source: \"builtin\", state: \"active\"})}}\n")
	add("gc close with a hidden field read outside", "a.cue", gl+"tools: {for n in _l {(n): close({source: \"builtin\", state: \"active\", _n: n})}}\ntools: c: {state: \"active\", niche: \"\\(tools.a._n).\"}\n")
	add("gc close, nested def copy inside", "a.cue", gl+"#K: {#T: #Tool & {state: \"active\"}}\ntools: {for n in _l {(n): close(#K.#T & {niche: \"\\(n).\"})}}\n")

	runWithCue(t, sparseUnderRace(lighter(cases), 4))
}
