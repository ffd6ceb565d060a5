#!/usr/bin/env bash
# The project's tests, as CI runs them (.ci/run) and the README's set-up
# says: every package under the race detector, then the compiler's tables
# of CUE idioms checked against the cue command whole, without it.
#
# Under -race those tables run one case in eighteen, and the sixteenth
# round's four (review30-33) one in 72 (compiler/breadth_test.go): the
# race detector needs the fast path's goroutines driven, which every
# case does alike, and each case is about six times slower under it. The
# second step runs every case; together the two check everything either
# would alone.
#
#   scripts/test.sh            # both steps
#   scripts/test.sh -v         # extra flags go to both go test runs
#
# The differential tests install the cue command go.mod pins if it is
# missing (scripts/install-cue.sh); the generated Rust and TypeScript need
# rustc, cargo and node (scripts/install-toolchains.sh). GOFLAGS passes
# through (CI raises -timeout there).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:$(go env GOPATH)/bin"
go test -race "$@" ./...
go test -run 'TestReview|TestIdiomsAgreeWithCue|TestForOverLargeHiddenMaps|TestEmbedDefs|TestEmbedHidden|TestSplitConjunctions|TestNestedConditionBodies' "$@" ./compiler/
