package gen

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// SpecialFileError is a FIFO, socket, device or other non-regular file found
// where gen reads or writes. gen refuses it without opening it: opening a
// FIFO blocks until someone writes to it, and a device can be anything.
type SpecialFileError struct {
	Path string // as shown to users
	Mode fs.FileMode
}

func (e *SpecialFileError) Error() string {
	return fmt.Sprintf("refusing %s: it is %s, not a regular file; gen reads and writes only regular files and never opens special ones", e.Path, modeName(e.Mode))
}

func modeName(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m.IsDir():
		return "a directory"
	}
	return "a special file (" + m.Type().String() + ")"
}

// readRegular returns a file's bytes, or nil and false when it does not
// exist. Anything but a regular file (or a link to one) is refused before it
// is opened, and the open itself does not block, so a FIFO swapped in
// between the check and the open is refused too.
func readRegular(p string) ([]byte, bool, error) {
	fi, err := os.Stat(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("reading %s: %w", p, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, false, &SpecialFileError{Path: filepath.ToSlash(p), Mode: fi.Mode()}
	}
	f, err := os.OpenFile(p, os.O_RDONLY|openNonblock, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("reading %s: %w", p, err)
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, false, fmt.Errorf("reading %s: %w", p, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, false, &SpecialFileError{Path: filepath.ToSlash(p), Mode: fi.Mode()}
	}
	b, err := readSized(f, fi.Size())
	if err != nil {
		return nil, false, fmt.Errorf("reading %s: %w", p, err)
	}
	return b, true, nil
}

// readSized reads f to its end into a buffer sized for size bytes, as
// os.ReadFile does: io.ReadAll grows from 512 bytes by doubling, which for
// the megabytes of a 10,000-tool policy's tables copied and discarded twice
// the file.
func readSized(f *os.File, size int64) ([]byte, error) {
	b := make([]byte, 0, max(int(min(size, 256<<20)), 0)+1) // a hint: the file may have changed
	for {
		n, err := f.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return nil, err
		}
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)] // the file grew: let append pick the size
		}
	}
}

// scanRoots refuses special files anywhere under the output roots (not
// following symlinks, and skipping .git). gen would open any of them sooner
// or later, as an output, a manifest, an orphan or a lock; refusing them up
// front, by their directory entries alone, means none is ever opened. It
// returns the scratch files an interrupted gen left there: regular files
// named the way scratchName names them.
func (g *guard) scanRoots(files []File) (scratch []string, err error) {
	seen := map[string]bool{}
	for _, f := range files {
		real, err := g.root(f.Root)
		if err != nil {
			return nil, err
		}
		if seen[real] {
			continue
		}
		seen[real] = true
		err = filepath.WalkDir(real, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if d != nil && d.IsDir() && p != real {
					return filepath.SkipDir // unreadable: gen cannot have written there
				}
				if errors.Is(err, fs.ErrNotExist) {
					return nil
				}
				return err
			}
			t := d.Type()
			switch {
			case d.IsDir():
				if p != real && strings.EqualFold(d.Name(), ".git") {
					return filepath.SkipDir
				}
			case t.IsRegular():
				if scratchPattern.MatchString(d.Name()) {
					scratch = append(scratch, p)
				}
			case t&fs.ModeSymlink != 0:
			default:
				return &SpecialFileError{Path: g.display(p), Mode: t}
			}
			return nil
		})
		if err != nil {
			var se *SpecialFileError
			if errors.As(err, &se) {
				return nil, err
			}
			return nil, fmt.Errorf("scanning output directory %s: %w", g.display(real), err)
		}
	}
	// Roots may nest (a Rust directory inside the Go one): one entry each.
	sort.Strings(scratch)
	return slices.Compact(scratch), nil
}

// scratchPattern matches the scratch files Write makes beside a target
// (scratchName): new bytes, a backup of the old ones, or an orphan set
// aside until the manifests are published.
var scratchPattern = regexp.MustCompile(`^\..+\.(new|old|del)-[0-9]+-[0-9]+\.tmp$`)
