package breaking

import (
	"strconv"
	"strings"

	"golang.org/x/mod/semver"

	"github.com/toolpolicy/toolpolicy/model"
)

// canon turns a policy version ("0.8.53" or "v0.8.53") into the form semver
// compares, or "" when it is not a version (TBD, empty).
func canon(v string) string {
	if v == "" || v == model.TBD {
		return ""
	}
	c := "v" + strings.TrimPrefix(v, "v")
	if !semver.IsValid(c) {
		return ""
	}
	return c
}

// compareVersions compares two policy versions; ok is false when either is
// not a version.
func compareVersions(a, b string) (cmp int, ok bool) {
	ca, cb := canon(a), canon(b)
	if ca == "" || cb == "" {
		return 0, false
	}
	return semver.Compare(ca, cb), true
}

// minorReleasesBetween counts the minor releases from one version to a
// later one: 0.8.53 → 0.9.0 is one, 0.8.53 → 0.8.60 is none. A major release
// counts as one step plus its minor number (0.9.4 → 1.2.0 is three), since
// the policy does not know how many minors the old major line will still get.
// ok is false when either is not a version.
func minorReleasesBetween(from, to string) (n int, ok bool) {
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
		return (tMaj - fMaj) + tMin, true
	default:
		return -1, true
	}
}

// majorMinor parses the numbers of a canonical semver's major and minor.
func majorMinor(c string) (int, int) {
	mm := strings.Split(strings.TrimPrefix(semver.MajorMinor(c), "v"), ".")
	maj, _ := strconv.Atoi(mm[0])
	minor := 0
	if len(mm) > 1 {
		minor, _ = strconv.Atoi(mm[1])
	}
	return maj, minor
}

// earliestRemoval returns the first version that is n minor releases after v,
// as the policy would write it (keeping or omitting the leading v).
func earliestRemoval(v string, n int) string {
	c := canon(v)
	if c == "" {
		return ""
	}
	maj, minor := majorMinor(c)
	out := strconv.Itoa(maj) + "." + strconv.Itoa(minor+n) + ".0"
	if strings.HasPrefix(v, "v") {
		out = "v" + out
	}
	return out
}
