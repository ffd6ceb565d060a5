// Package version is the version arithmetic lint and breaking share: what a
// policy version is, how two compare, and how a deprecation window
// (release.min_deprecation_releases) counts the releases between them.
package version

import (
	"strconv"
	"strings"

	"golang.org/x/mod/semver"
)

// canon returns v in the form semver compares ("v0.8.53"), or "" when v is
// not a semantic version (TBD, empty, malformed). The leading v is optional.
func canon(v string) string {
	if v == "" {
		return ""
	}
	c := v
	if !strings.HasPrefix(c, "v") {
		c = "v" + c
	}
	if !semver.IsValid(c) {
		return ""
	}
	return c
}

// Valid reports whether v is a semantic version.
func Valid(v string) bool { return canon(v) != "" }

// Compare compares two versions in semantic-version order; ok is false when
// either is not a version.
func Compare(a, b string) (cmp int, ok bool) {
	ca, cb := canon(a), canon(b)
	if ca == "" || cb == "" {
		return 0, false
	}
	return semver.Compare(ca, cb), true
}

// Releases counts the releases a deprecation window sees from one version to
// another. A release is a minor line (MAJOR.MINOR); patch releases do not
// count. The count is the fewest lines that can have shipped after from's
// line, up to and including to's: within a major, the difference of the
// minors (0.8.53 → 0.9.0 is 1, 0.8.53 → 0.8.60 is 0); into a later major,
// one per major step plus to's minor (0.9.4 → 1.0.0 is 1, 0.9.4 → 1.2.0 is
// 3), because nothing says the old major got any more lines: 1.0.0 may be
// the very next release after 0.9.4. It is negative when to's line is
// before from's; ok is false when either is not a version.
//
// So the count does not grow with version order across majors: 0.12.0 is
// three releases after 0.9.4, the later 1.0.0 only one.
func Releases(from, to string) (n int, ok bool) {
	cf, ct := canon(from), canon(to)
	if cf == "" || ct == "" {
		return 0, false
	}
	fMaj, fMin := majorMinor(cf)
	tMaj, tMin := majorMinor(ct)
	switch {
	case tMaj == fMaj:
		return tMin - fMin, true
	case tMaj > fMaj:
		return tMaj - fMaj + tMin, true
	default:
		return -1, true
	}
}

// Allows reports whether a window of n releases allows removing, in release
// at, a name first deprecated in from: at least n releases lie between them.
// A version that does not parse allows anything (invalid-version reports it).
func Allows(from, at string, n int) bool {
	r, ok := Releases(from, at)
	return !ok || r >= n
}

// Earliest returns the first version, at or after at, in which a window of
// n releases allows removing a name first deprecated in from; every later
// version of the same major allows it too. It keeps from's leading v, and
// is "" when either is not a version.
func Earliest(from, at string, n int) string {
	cf, ca := canon(from), canon(at)
	if cf == "" || ca == "" {
		return ""
	}
	if Allows(from, at, n) {
		return at
	}
	fMaj, fMin := majorMinor(cf)
	aMaj, _ := majorMinor(ca)
	maj, minor := fMaj, fMin+n
	if aMaj > fMaj {
		maj, minor = aMaj, n-(aMaj-fMaj)
	}
	out := strconv.Itoa(maj) + "." + strconv.Itoa(minor) + ".0"
	if strings.HasPrefix(from, "v") {
		out = "v" + out
	}
	return out
}

// OrLater names v and the versions after it that a window allowing v
// allows too: "1.2.0 or a later 1.x release".
func OrLater(v string) string {
	maj, _ := majorMinor(canon(v))
	return v + " or a later " + strconv.Itoa(maj) + ".x release"
}

// majorMinor parses the major and minor numbers of a canonical version.
func majorMinor(c string) (int, int) {
	mm := strings.Split(strings.TrimPrefix(semver.MajorMinor(c), "v"), ".")
	maj, _ := strconv.Atoi(mm[0])
	minor := 0
	if len(mm) > 1 {
		minor, _ = strconv.Atoi(mm[1])
	}
	return maj, minor
}
