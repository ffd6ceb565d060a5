package utf8pos

import "testing"

func TestInvalid(t *testing.T) {
	for _, c := range []struct {
		in   string
		at   int
		want bool
	}{
		{"", 0, false},
		{"plain ascii", 0, false},
		{"héllo ✓", 0, false},
		{"\xff", 0, true},
		{"ab\xffcd", 2, true},
		{"é\xc3", 2, true},          // a sequence cut short at the end
		{"ok\xed\xa0\x80", 2, true}, // a surrogate, which UTF-8 leaves out
		{"\U0001F600x\x80", 5, true},
	} {
		at, bad := Invalid([]byte(c.in))
		if bad != c.want || bad && at != c.at {
			t.Errorf("Invalid(%q) = %d, %v; want %d, %v", c.in, at, bad, c.at, c.want)
		}
	}
}
