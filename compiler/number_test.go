package compiler

import (
	"fmt"
	"testing"
)

// TestNumberText: a number in a condition or a model attribute is read as
// one text per value (exactNumberText), since is: compares text and CUE's
// == compares values; numbers float64 holds exactly keep the text they
// always had.
func TestNumberText(t *testing.T) {
	for _, c := range [][2]string{
		{"50", "50"}, {"1.5", "1.5"}, {"1.50", "1.5"}, {"1e3", "1000"}, {"0.1", "0.1"}, {"-0.0", "0"}, {"0", "0"},
		{"1.0000000000000000000010", "1.000000000000000000001"},
		{"1000000000000000000001e-21", "1.000000000000000000001"},
		{"9007199254740993.0", "9007199254740993"},
		{"-12345678901234567890.5", "-12345678901234567890.5"},
		{"0.000000000000000000000001", "0.000000000000000000000001"},
		{"1E+400", "1e+400"}, {"1.5e400", "1.5e+400"}, {"1e-400", "1e-400"}, {"-2.50E-400", "-2.5e-400"},
	} {
		if got := exactNumberText(c[0]); got != c[1] {
			t.Errorf("%s read as %s, want %s", c[0], got, c[1])
		}
	}
}

// numberCases: numbers CUE writes in JSON otherwise than they are written
// (numberJSON), in parameters of many entries: each is read as CUE
// exports it, against the cue command, small and past the thresholds.
var numberCases = []struct{ name, lit string }{
	{"an exponent", "1e3"},
	{"a fraction's exponent", "1.5e2"},
	{"a negative exponent", "2.5e-3"},
	{"a capital exponent", "1E+3"},
	{"underscores", "1_000"},
	{"hexadecimal", "0x10"},
	{"octal", "0o17"},
	{"binary", "0b101"},
	{"a multiplier", "1Ki"},
	{"a decimal multiplier", "1.5K"},
	{"a minus and an exponent", "-1e3"},
	{"minus zero", "-0"},
	{"minus zero point zero", "-0.0"},
	{"a tiny fraction", "0.0000001"},
	{"a plain fraction", "0.5"},
}

func TestNumberLiteralsInParameters(t *testing.T) {
	for _, c := range breadth(numberCases) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			entry := "tools: q_%d: {state: \"deferred\", card: \"c\", parameters: {type: \"object\", properties: n: {type: \"number\", maximum: " + c.lit + "}}}\n"
			agreeSmallAndPadded(t, map[string]string{"a.cue": fmt.Sprintf(entry, 0)}, entry)
		})
	}
	for _, c := range [][2]string{{"1e3", "1E+3"}, {"1_000", "1000"}, {"0x10", "16"}, {"1Ki", "1024"}, {"-0", "0"}, {"-1e3", "-1E+3"}, {"12", "12"}, {"-1.5", "-1.5"}} {
		if got, ok := numberJSON(c[0]); !ok || got != c[1] {
			t.Errorf("numberJSON(%s) = %s, %v; want %s", c[0], got, ok, c[1])
		}
	}
}
