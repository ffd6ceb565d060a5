// Package par is the one worker-pool helper: loading, linting and
// generating all fan work out over the machine's cores through it.
package par

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Each runs fn(i) for every i in [0, n) on up to workers goroutines
// (GOMAXPROCS when workers <= 0) and returns when every call has. With one
// worker, or one item, it runs in the caller's goroutine. A panic in fn is
// raised again in the caller's goroutine once the others have stopped.
func Each(n, workers int, fn func(i int)) {
	EachWorker(n, workers, func(_, i int) { fn(i) })
}

// EachWorker is Each for work that keeps state per worker (a cue.Context
// is not safe for concurrent use): fn(w, i) runs item i on worker w, w in
// [0, workers), and no two calls with the same w overlap.
func EachWorker(n, workers int, fn func(w, i int)) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, n)
	if workers <= 1 {
		for i := range n {
			fn(0, i)
		}
		return
	}
	var next atomic.Int64
	var panicked atomic.Pointer[any]
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			defer func() {
				if r := recover(); r != nil {
					panicked.CompareAndSwap(nil, &r)
				}
			}()
			for panicked.Load() == nil {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				fn(w, i)
			}
		})
	}
	wg.Wait()
	if p := panicked.Load(); p != nil {
		panic(*p)
	}
}
