package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/pprof"
)

// A CPU profile of a whole run, for reports of a slow policy: the profile is
// written beside its destination and renamed into place when the run ends,
// so a stopped run leaves no half-written profile.
type cpuProfile struct {
	dest string
	tmp  *os.File
}

func startCPUProfile(dest string) (*cpuProfile, error) {
	if dest == "" {
		return nil, nil
	}
	// Refused before the run, not after it.
	if fi, err := os.Stat(dest); err == nil && fi.IsDir() {
		return nil, fmt.Errorf("--cpu-profile %s: is a directory", dest)
	}
	tmp, err := os.CreateTemp(filepath.Dir(dest), "."+filepath.Base(dest)+".*")
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("--cpu-profile %s: %w", dest, err)
	}
	if err := pprof.StartCPUProfile(tmp); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, fmt.Errorf("--cpu-profile: %w", err)
	}
	return &cpuProfile{dest: dest, tmp: tmp}, nil
}

// stop ends the profile and moves it into place.
func (c *cpuProfile) stop() error {
	if c == nil {
		return nil
	}
	pprof.StopCPUProfile()
	if err := c.tmp.Chmod(0o644); err != nil {
		c.tmp.Close()
		os.Remove(c.tmp.Name())
		return fmt.Errorf("--cpu-profile: %w", err)
	}
	if err := c.tmp.Close(); err != nil {
		os.Remove(c.tmp.Name())
		return fmt.Errorf("--cpu-profile: %w", err)
	}
	if err := os.Rename(c.tmp.Name(), c.dest); err != nil {
		os.Remove(c.tmp.Name())
		return fmt.Errorf("--cpu-profile: %w", err)
	}
	return nil
}
