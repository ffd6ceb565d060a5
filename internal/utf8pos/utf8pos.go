// Package utf8pos finds where text stops being UTF-8, for errors that
// point at the first bad byte (a policy file, a harness's JSON dump).
// unicode/utf8 says whether text is valid, not where it is not.
package utf8pos

import "unicode/utf8"

// Invalid returns the offset of the first byte of b that does not begin a
// valid UTF-8 sequence, and false when b is all valid UTF-8.
func Invalid(b []byte) (int, bool) {
	if utf8.Valid(b) {
		return 0, false
	}
	i := 0
	for i < len(b) {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			break
		}
		i += n
	}
	return i, true
}
