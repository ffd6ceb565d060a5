package resolve

import "embed"

// Files holds this package's files. gen copies the non-test files other
// than this one into every generated Go package, with the package clause
// rewritten, so a harness runs the algorithm compiled and tested here
// without depending on this module.
//
//go:embed *.go
var Files embed.FS
