package compiler

// CUE interns every field label in one process-wide table behind a lock, and
// cue.Value.Allows, which checks names and string values (checkNames,
// checkValues), interns each one it is asked about: spread over the worker
// pool, those checks queue on that lock and run no faster than on one core.
// So they run on one goroutine of their own, and as each file is parsed, while
// the other cores go on parsing (the parser does not take the lock).

// prechecker checks the names and values of candidate entries file by file.
type prechecker struct {
	in     chan *fileLits
	done   chan struct{}
	closed bool
	w      *worker // set once the goroutine starts; handed to the pool after
}

// newPrechecker starts a prechecker for up to n files.
func newPrechecker(n int, opts fastOptions) *prechecker {
	pc := &prechecker{in: make(chan *fileLits, n), done: make(chan struct{})}
	go pc.run(opts)
	return pc
}

func (pc *prechecker) run(opts fastOptions) {
	defer close(pc.done)
	pc.w = newWorker()
	pc.w.separateNames = opts.separateNames
	plans := schemaPlans()
	// Each distinct value of a field is checked once: verdicts[f][i] is the
	// verdict on the value that seen[f] maps to i (strings) or the bool.
	type field struct {
		seen     map[string]int
		seenBool [2]int
		keys     []valueKey
		verdicts []bool // bad
	}
	fields := map[string]*field{} // by section + "." + label
	for fl := range pc.in {
		for _, sd := range fl.decls {
			pl := plans[sd.section]
			if pl == nil || !pl.dedupe || len(sd.entries) == 0 {
				continue
			}
			badName := make([]bool, len(sd.entries))
			pc.w.checkNames(sd.entries, plans, badName)
			// Where each entry's values stand in their field's verdicts; -1
			// for a field the definition lacks.
			type ref struct {
				f *field
				i int
			}
			refs := make([][]ref, len(sd.entries))
			var pending []*field // fields with values not yet checked, in order met
			first := map[*field]int{}
			for j, e := range sd.entries {
				refs[j] = make([]ref, len(e.values))
				for k, v := range e.values {
					if !pl.fields[v.label] {
						refs[j][k] = ref{nil, -1}
						continue
					}
					f := fields[sd.section+"."+v.label]
					if f == nil {
						f = &field{seen: map[string]int{}, seenBool: [2]int{-1, -1}}
						fields[sd.section+"."+v.label] = f
					}
					i, seen := -1, false
					if v.isStr {
						i, seen = f.seen[v.str]
					} else {
						i = f.seenBool[b2i(v.b)]
						seen = i >= 0
					}
					if !seen {
						i = len(f.keys)
						f.keys = append(f.keys, valueKey{sd.section, "", v.label, v})
						if v.isStr {
							f.seen[v.str] = i
						} else {
							f.seenBool[b2i(v.b)] = i
						}
						if _, ok := first[f]; !ok {
							first[f] = len(f.verdicts)
							pending = append(pending, f)
						}
					}
					refs[j][k] = ref{f, i}
				}
			}
			for _, f := range pending {
				// In batches as on the pool: a failure CUE cannot place
				// marks its whole batch for whole validation.
				for keys := f.keys[first[f]:]; len(keys) > 0; {
					n := min(len(keys), batchSize)
					bad := make([]bool, n)
					pc.w.checkValues(keys[:n], bad)
					f.verdicts = append(f.verdicts, bad...)
					keys = keys[n:]
				}
			}
			for j, e := range sd.entries {
				e.checked, e.bad = true, badName[j]
				for _, r := range refs[j] {
					if r.f == nil || r.f.verdicts[r.i] {
						e.bad = true // a field the definition lacks, or a bad value
					}
				}
			}
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// add hands over one parsed file; close ends the input.
func (pc *prechecker) add(fl *fileLits) {
	if pc != nil && !fl.off {
		pc.in <- fl
	}
}

// close says every file has been added; it may be called more than once,
// from the goroutine that adds.
func (pc *prechecker) close() {
	if pc != nil && !pc.closed {
		pc.closed = true
		close(pc.in)
	}
}

// wait returns the prechecker's worker once every file has been checked.
func (pc *prechecker) wait() *worker {
	if pc == nil {
		return nil
	}
	<-pc.done
	return pc.w
}
