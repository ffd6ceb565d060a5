//go:build !unix

package gen

// openNonblock is 0 where the platform has no such flag (and no FIFOs in
// the file system to fear).
const openNonblock = 0
