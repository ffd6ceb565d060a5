#!/usr/bin/env bash
# Installs the cue command at the version toolpolicy links (cuelang.org/go in
# go.mod) into $(go env GOPATH)/bin, unless that exact version is already
# there. The differential tests (compiler/cuecmd_test.go) and scripts/bench.sh
# compare toolpolicy with it.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(go list -m -f '{{.Version}}' cuelang.org/go)
bin="$(go env GOPATH)/bin/cue"
if [[ -x "$bin" ]] && "$bin" version 2>/dev/null | grep -q "cue version $version\$"; then
	exit 0
fi
echo "installing cue $version (go install)" >&2
GOBIN="$(go env GOPATH)/bin" go install "cuelang.org/go/cmd/cue@$version"
