package toolcatalog

// `go generate ./...` refreshes this package, the golden snapshots and the
// generated docs. gen resolves its output paths against the working
// directory, so it runs from the repository root.
//go:generate go run -C .. ./cmd/toolpolicy gen
