package compiler

import "os"

// raceStride is how far apart the cases breadth keeps under -race are.
const raceStride = 24

// breadth returns the cases of a table of CUE idioms checked against the
// cue command (the review tables, the idiom variants). Under the race
// detector, every raceStride-th: the race detector looks for data races
// among the fast path's goroutines (the pool, the index, the parallel
// parse), which every case drives alike; the tables are there for the
// breadth of CUE they cover, and each case costs several loads, about six
// times slower under -race (every eighteenth since the sixteenth round's
// tables, after 18.4 minutes of CI with every twelfth; every twenty-fourth
// since the twenty-third round's, after 20.8 minutes with every
// eighteenth, the compiler's race step 708 s of it).
//
// Without it, a third of them, two cases kept and four left (a case's
// small and big forms, e30, come in pairs), unless TOOLPOLICY_TABLES=all:
// the seventeenth round's four tables took the tables step of CI from 8
// to 14 minutes, and CI to 23 (its limit is 20); at half, the twenty-first
// round's CI took 20.3 minutes (the tables step 7.1). Every case passed
// when its table was imported, and a regression fails a class of cases,
// not one; `TOOLPOLICY_TABLES=all scripts/test.sh` runs every case.
func breadth[T any](cases []T) []T {
	if raceDetector {
		return underRace(cases, raceStride)
	}
	if os.Getenv("TOOLPOLICY_TABLES") == "all" {
		return cases
	}
	var out []T
	for i, c := range cases {
		if (i/2)%3 == 0 {
			out = append(out, c)
		}
	}
	return out
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

// lighter halves a table once more in the default run, before breadth
// thins it (a sixth in all), for the largest
// review tables (review21, 22, 25, 26, 27, 31 and the nineteenth round's
// review38-41, the twentieth session's review43-46 and three round20
// tables: each passed whole when imported), which at breadth's half
// took CI to 18.6 minutes of its 20.
// Every case runs with TOOLPOLICY_TABLES=all; under -race breadth's
// stride decides.
func lighter[T any](cases []T) []T {
	if raceDetector || os.Getenv("TOOLPOLICY_TABLES") == "all" {
		return cases
	}
	var out []T
	for i, c := range cases {
		if (i/4)%2 == 0 {
			out = append(out, c)
		}
	}
	return out
}

// lightest halves it once more (a twelfth in all), for the twenty-second
// round's review51 and review52 (679 cases; every one passed when
// imported), which at lighter's sixth took CI's tables step from 270 to
// 324 s and the whole run to 19.3 minutes of its 20.
func lightest[T any](cases []T) []T { return lighter(lighter(cases)) }

// sparsest halves it again (a twenty-fourth in all), for the twenty-third
// round's review53-56 (1,516 subtests; each passed whole once its bug was
// fixed), which at lightest took CI's tables step from 305 to 367 s and
// the run to 20.8 minutes.
func sparsest[T any](cases []T) []T { return lighter(lightest(cases)) }
