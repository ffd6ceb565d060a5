package version

import (
	"strconv"
	"testing"
)

func TestCompare(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
		ok   bool
	}{
		{"0.8.53", "0.9.0", -1, true},
		{"0.9.10", "0.9.9", 1, true},
		{"v1.0.0", "1.0.0", 0, true},
		{"0.99.0", "1.0.0", -1, true},
		{"1.0.0-rc.1", "1.0.0", -1, true},
		{"2.0.0", "1.99.99", 1, true},
		{"TBD", "1.0.0", 0, false},
		{"0.08.1", "1.0.0", 0, false},
		{"", "1.0.0", 0, false},
	} {
		got, ok := Compare(c.a, c.b)
		if got != c.want || ok != c.ok {
			t.Errorf("Compare(%q, %q) = %d, %v; want %d, %v", c.a, c.b, got, ok, c.want, c.ok)
		}
	}
}

func TestReleases(t *testing.T) {
	for _, c := range []struct {
		from, to string
		want     int
		ok       bool
	}{
		{"0.8.53", "0.9.0", 1, true},
		{"0.8.53", "0.8.60", 0, true},
		{"0.8.53", "0.11.2", 3, true},
		{"0.9.4", "0.12.0", 3, true},
		{"0.9.4", "1.0.0", 1, true}, // 1.0.0 may be the next release after 0.9.4
		{"0.9.4", "1.2.0", 3, true},
		{"0.9.4", "2.0.0", 2, true},
		{"1.4.0", "3.1.0", 3, true},
		{"v1.4.0", "1.6.0", 2, true},
		{"0.9.0", "0.8.0", -1, true},
		{"1.0.0", "0.12.0", -1, true},
		{"0.9.4", "TBD", 0, false},
	} {
		got, ok := Releases(c.from, c.to)
		if got != c.want || ok != c.ok {
			t.Errorf("Releases(%q, %q) = %d, %v; want %d, %v", c.from, c.to, got, ok, c.want, c.ok)
		}
	}
}

func TestEarliest(t *testing.T) {
	for _, c := range []struct {
		from, at string
		n        int
		want     string
	}{
		{"0.8.53", "0.8.54", 1, "0.9.0"},
		{"0.8.53", "0.9.0", 1, "0.9.0"},  // allowed: itself
		{"0.8.53", "0.9.3", 1, "0.9.3"},  // allowed: itself
		{"0.9.4", "0.10.0", 3, "0.12.0"}, // same major
		{"0.9.4", "1.0.0", 3, "1.2.0"},   // the case: not 0.12.0, which is before 1.0.0
		{"0.9.4", "2.0.0", 3, "2.1.0"},
		{"0.9.4", "3.0.0", 3, "3.0.0"},
		{"v0.8.53", "v0.8.60", 2, "v0.10.0"},
		{"0.9.0", "0.8.0", 1, "0.10.0"}, // before first deprecation
		{"0.9.4", "TBD", 3, ""},
	} {
		got := Earliest(c.from, c.at, c.n)
		if got != c.want {
			t.Errorf("Earliest(%q, %q, %d) = %q; want %q", c.from, c.at, c.n, got, c.want)
		}
		if got != "" && !Allows(c.from, got, c.n) {
			t.Errorf("Earliest(%q, %q, %d) = %q, which the window does not allow", c.from, c.at, c.n, got)
		}
	}
}

// The suggestion holds for every version it names: from the earliest on,
// every later version of the same major is allowed, and none before it at
// or after the rejected one is.
func TestEarliestIsTight(t *testing.T) {
	froms := []string{"0.0.1", "0.9.4", "1.3.2", "2.0.0"}
	var vs []string
	for maj := 0; maj <= 4; maj++ {
		for minor := 0; minor <= 14; minor++ {
			vs = append(vs, strconv.Itoa(maj)+"."+strconv.Itoa(minor)+".0", strconv.Itoa(maj)+"."+strconv.Itoa(minor)+".7")
		}
	}
	for _, from := range froms {
		for n := 0; n <= 5; n++ {
			for _, at := range vs {
				e := Earliest(from, at, n)
				if c, _ := Compare(e, at); c < 0 {
					t.Fatalf("Earliest(%s, %s, %d) = %s, before %s", from, at, n, e, at)
				}
				for _, v := range vs {
					lo, _ := Compare(v, at)
					hi, _ := Compare(v, e)
					if lo >= 0 && hi < 0 && Allows(from, v, n) {
						t.Errorf("Earliest(%s, %s, %d) = %s, but %s between them is allowed", from, at, n, e, v)
					}
					if hi >= 0 && major(v) == major(e) && !Allows(from, v, n) {
						t.Errorf("Earliest(%s, %s, %d) = %s, but the later %s is not allowed", from, at, n, e, v)
					}
				}
			}
		}
	}
}

func major(v string) int { m, _ := majorMinor(canon(v)); return m }
