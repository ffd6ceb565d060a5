#!/usr/bin/env bash
# The project's tests, as CI runs them (.ci/run) and the README's set-up
# says: every package under the race detector, then the compiler's tables
# of CUE idioms checked against the cue command, without it.
#
# Under -race those tables run one case in eighteen, and the later
# rounds' (review30 on) one in 72 (compiler/breadth_test.go): the race
# detector needs the fast path's goroutines driven, which every case does
# alike, and each case is about six times slower under it. The second
# step runs a third of the cases (two kept, four left: a case's small and
# big forms stay together), and a sixth of the largest review tables', to
# keep CI under 20 minutes; TOOLPOLICY_TABLES=all runs every case (about
# 25 minutes more).
#
#   scripts/test.sh                        # both steps
#   TOOLPOLICY_TABLES=all scripts/test.sh  # every case of the tables
#   scripts/test.sh -v                     # extra flags go to both go test runs
#
# The differential tests install the cue command go.mod pins if it is
# missing (scripts/install-cue.sh); the generated Rust and TypeScript need
# rustc, cargo and node (scripts/install-toolchains.sh). GOFLAGS passes
# through (CI raises -timeout there).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:$(go env GOPATH)/bin"
go test -race "$@" ./...
go test -run 'TestReview|Agrees?WithCue$|TestForOverLargeHiddenMaps|TestEmbedDefs|TestEmbedHidden|TestSplitConjunctions|TestNestedConditionBodies' "$@" ./compiler/
