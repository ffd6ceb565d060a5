//go:build !race

package compiler

const raceDetector = false
