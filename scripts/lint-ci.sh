#!/usr/bin/env bash
# Lints the CI definitions themselves: the GitHub workflow with actionlint
# (pinned, run through `go run`, which fetches it from the module proxy) and
# the shell scripts with shellcheck when it is installed (it is on GitHub's
# Ubuntu runners; `apt-get install shellcheck` elsewhere).
#
#   scripts/lint-ci.sh
set -euo pipefail
cd "$(dirname "$0")/.."

ACTIONLINT_VERSION=v1.7.12

go run "github.com/rhysd/actionlint/cmd/actionlint@$ACTIONLINT_VERSION" .github/workflows/*.yml
echo "actionlint $ACTIONLINT_VERSION: workflows clean"

if command -v shellcheck >/dev/null; then
	shellcheck .ci/run scripts/*.sh
	echo "shellcheck: scripts clean"
else
	echo "shellcheck not installed; scripts not checked" >&2
fi
