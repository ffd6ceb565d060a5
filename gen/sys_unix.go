//go:build unix

package gen

import "syscall"

// openNonblock makes opening a FIFO return at once instead of waiting for a
// writer, so a FIFO swapped in after the type check cannot hang gen.
const openNonblock = syscall.O_NONBLOCK
