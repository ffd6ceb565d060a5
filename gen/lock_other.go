//go:build !unix

package gen

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// lockDir takes dir's lock by creating the lock file exclusively. Without
// flock a lock left by a killed gen stays until it is removed by hand; the
// LockError names the file.
func lockDir(ctx context.Context, dir string, waiting func(string)) (unlock func(), readOnly error, err error) {
	path := filepath.Join(dir, LockName)
	deadline := time.Now().Add(lockWait)
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			_ = f.Close()
			return func() { _ = os.Remove(path) }, nil, nil
		}
		if errors.Is(err, fs.ErrPermission) {
			return nil, err, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, nil, err
		}
		if err := lockBusy(ctx, path, deadline, &waiting); err != nil {
			return nil, nil, err
		}
	}
}
