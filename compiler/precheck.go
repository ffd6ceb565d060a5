package compiler

// CUE interns every field label in one process-wide table behind a lock, and
// cue.Value.Allows, which checks names and string values (checkNames,
// checkValues), interns each one it is asked about: spread over the worker
// pool, those checks queue on that lock and run no faster than on one core.
// So they run on one goroutine of their own, and as each file is parsed, while
// the other cores go on parsing (the parser does not take the lock).

// prechecker checks the names and values of candidate entries file by file.
type prechecker struct {
	in   chan *fileLits
	done chan struct{}
	w    *worker // set once the goroutine starts; handed to the pool after
}

// precheckMinBytes is the policy size below which the names and values are
// left to validateLiterals: a worker's set-up costs more than they do.
// Tests change it to run both ways.
var precheckMinBytes = 64 << 10

// newPrechecker starts a prechecker for up to n files.
func newPrechecker(n int) *prechecker {
	pc := &prechecker{in: make(chan *fileLits, n), done: make(chan struct{})}
	go pc.run()
	return pc
}

func (pc *prechecker) run() {
	defer close(pc.done)
	pc.w = newWorker()
	plans := schemaPlans()
	verdicts := map[valueKey]bool{} // value → bad
	for fl := range pc.in {
		for _, sd := range fl.decls {
			pl := plans[sd.section]
			if pl == nil || !pl.dedupe || len(sd.entries) == 0 {
				continue
			}
			badName := make([]bool, len(sd.entries))
			pc.w.checkNames(sd.entries, plans, badName)
			// New values, by field: checkValues takes one field at a time.
			byLabel := map[string][]valueKey{}
			var labels []string
			for _, e := range sd.entries {
				for _, v := range e.values {
					k := valueKey{sd.section, v.label, v}
					if _, seen := verdicts[k]; seen || !pl.fields[v.label] {
						continue
					}
					verdicts[k] = false
					if byLabel[v.label] == nil {
						labels = append(labels, v.label)
					}
					byLabel[v.label] = append(byLabel[v.label], k)
				}
			}
			for _, label := range labels {
				keys := byLabel[label]
				bad := make([]bool, len(keys))
				pc.w.checkValues(keys, bad)
				for i, k := range keys {
					verdicts[k] = bad[i]
				}
			}
			for i, e := range sd.entries {
				e.checked, e.bad = true, badName[i]
				for _, v := range e.values {
					if bad, known := verdicts[valueKey{sd.section, v.label, v}]; !known || bad {
						e.bad = true // a field the definition lacks, or a bad value
					}
				}
			}
		}
	}
}

// add hands over one parsed file; close ends the input.
func (pc *prechecker) add(fl *fileLits) {
	if pc != nil && !fl.off {
		pc.in <- fl
	}
}

func (pc *prechecker) close() {
	if pc != nil {
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
