package compiler

// raceStride is how far apart the cases breadth keeps under -race are.
const raceStride = 18

// breadth returns the cases of a table of CUE idioms checked against the
// cue command (the review tables, the idiom variants): all of them, or,
// under the race detector, every raceStride-th. The race detector looks
// for data races among the fast path's goroutines (the pool, the index,
// the parallel parse), which every case drives alike; the tables are
// there for the breadth of CUE they cover, and each case costs several
// loads, about six times slower under -race: with all of them the package
// took 15 minutes of CI's 20 (every twelfth since the fifteenth round's
// tables: CI took 20.4 minutes with every sixth, and 24 with every eighth
// on a slower day; every eighteenth since the sixteenth round's, after 18.4
// minutes with every twelfth). scripts/test.sh's second step names these tables. scripts/test.sh, the README's test command,
// runs these tables whole without -race after `go test -race ./...`.
func breadth[T any](cases []T) []T {
	return underRace(cases, raceStride)
}

// sparseUnderRace keeps, under -race, every k-th case of a table, which
// breadth then thins again (every 72nd in all for k = 4): the sixteenth
// round's four tables (about 3,400 cases, each small and past the split's
// thresholds) would add some 280 cases, minutes of CI, to its race step at
// breadth's stride alone. They run whole in scripts/test.sh's second step.
func sparseUnderRace[T any](cases []T, k int) []T { return underRace(cases, k) }

// underRace is every k-th case under the race detector, all of them
// without it.
func underRace[T any](cases []T, k int) []T {
	if !raceDetector {
		return cases
	}
	var out []T
	for i := 0; i < len(cases); i += k {
		out = append(out, cases[i])
	}
	return out
}
