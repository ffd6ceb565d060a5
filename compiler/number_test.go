package compiler

import "testing"

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
