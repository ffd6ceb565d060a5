package par

import (
	"sync/atomic"
	"testing"
)

func TestEachRunsEveryItemOnce(t *testing.T) {
	for _, workers := range []int{0, 1, 2, 7} {
		for _, n := range []int{0, 1, 5, 1000} {
			seen := make([]atomic.Int32, n)
			Each(n, workers, func(i int) { seen[i].Add(1) })
			for i := range seen {
				if got := seen[i].Load(); got != 1 {
					t.Fatalf("workers=%d n=%d: item %d ran %d times", workers, n, i, got)
				}
			}
		}
	}
}

func TestEachWorkerNeverOverlapsOneWorker(t *testing.T) {
	busy := make([]atomic.Int32, 3)
	EachWorker(500, 3, func(w, i int) {
		if busy[w].Add(1) != 1 {
			t.Errorf("worker %d ran two items at once", w)
		}
		busy[w].Add(-1)
	})
}

func TestEachRaisesAPanicInTheCaller(t *testing.T) {
	defer func() {
		if r := recover(); r != "boom" {
			t.Fatalf("recovered %v, want boom", r)
		}
	}()
	Each(100, 4, func(i int) {
		if i == 42 {
			panic("boom")
		}
	})
	t.Fatal("no panic")
}
