//go:build unix

package gen

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// lockDir takes dir's lock with flock(2), which the kernel releases when
// the process dies however it dies. Whoever unlocks removes the file first,
// so a waiter that opened the old file checks, once it holds the lock, that
// the file is still the one at the path, and starts over if not.
func lockDir(ctx context.Context, dir string, waiting func(string)) (unlock func(), readOnly error, err error) {
	path := filepath.Join(dir, LockName)
	deadline := time.Now().Add(lockWait)
	for {
		if fi, err := os.Lstat(path); err == nil && !fi.Mode().IsRegular() {
			return nil, nil, &SpecialFileError{Path: filepath.ToSlash(path), Mode: fi.Mode()}
		}
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0o644)
		if errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS) {
			return nil, err, nil
		}
		if err != nil {
			return nil, nil, err
		}
		fd := int(f.Fd())
		err = syscall.Flock(fd, syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			held, e1 := f.Stat()
			now, e2 := os.Lstat(path)
			if e1 == nil && e2 == nil && os.SameFile(held, now) {
				return func() {
					_ = os.Remove(path)
					_ = syscall.Flock(fd, syscall.LOCK_UN)
					_ = f.Close()
				}, nil, nil
			}
			_ = f.Close()
			continue
		}
		_ = f.Close()
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, nil, err
		}
		if err := lockBusy(ctx, path, deadline, &waiting); err != nil {
			return nil, nil, err
		}
	}
}
