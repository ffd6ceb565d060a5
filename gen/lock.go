package gen

import (
	"context"
	"fmt"
	"path/filepath"
	"time"
)

// LockName is the lock file gen holds in each output root while it writes
// there, so that two gens never interleave their writes. It is removed when
// gen ends; a gen killed outright leaves it behind, and the next one takes
// it over (the operating system released the lock with the process).
const LockName = ".toolpolicy-gen.lock"

// lockWait is how long gen waits for another gen to finish.
var lockWait = 2 * time.Minute

// LockError says another gen held an output root's lock for too long.
type LockError struct {
	Path string
	Wait time.Duration
}

func (e *LockError) Error() string {
	return fmt.Sprintf("another toolpolicy gen is writing here: %s stayed locked for %s", e.Path, e.Wait)
}

// lockRoots takes the lock of every distinct output root, in path order so
// that two gens with overlapping roots cannot deadlock. The roots must
// exist. A root where the lock cannot be created (a read-only checkout) is
// reported through readOnly, and the caller decides.
//
// waiting, when not nil, is told once per busy lock that gen waits for it.
func lockRoots(ctx context.Context, roots []string, waiting func(string)) (unlock func(), readOnly error, err error) {
	var held []func()
	unlock = func() {
		for i := len(held) - 1; i >= 0; i-- {
			held[i]()
		}
	}
	for _, r := range roots {
		u, ro, err := lockDir(ctx, r, waiting)
		if err != nil {
			unlock()
			return nil, nil, err
		}
		if ro != nil && readOnly == nil {
			readOnly = ro
		}
		if u != nil {
			held = append(held, u)
		}
	}
	return unlock, readOnly, nil
}

// lockBusy is what lockDir does when another gen holds path's lock: it tells
// waiting (once), then sleeps a moment before the next try, or gives up with
// a LockError after lockWait or with ctx's cause when ctx ends.
func lockBusy(ctx context.Context, path string, deadline time.Time, waiting *func(string)) error {
	if *waiting != nil {
		(*waiting)(filepath.ToSlash(path))
		*waiting = nil
	}
	if time.Now().After(deadline) {
		return &LockError{Path: filepath.ToSlash(path), Wait: lockWait}
	}
	select {
	case <-ctx.Done():
		return context.Cause(ctx)
	case <-time.After(25 * time.Millisecond):
		return nil
	}
}
