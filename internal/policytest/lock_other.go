//go:build !unix

package policytest

import "os"

// lockFile does nothing where flock is missing: test packages that install
// tsc at the same moment may both run npm ci.
func lockFile(*os.File) error { return nil }
