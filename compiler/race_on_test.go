//go:build race

package compiler

// raceDetector is set when the tests run under -race.
const raceDetector = true
