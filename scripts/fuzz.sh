#!/usr/bin/env bash
# Run every fuzz target in the module for a while each.
#
#   scripts/fuzz.sh                 # 20s per target (what CI runs)
#   FUZZTIME=10m scripts/fuzz.sh    # a long local run
#   scripts/fuzz.sh ./compiler      # only the targets of one package
#
# Go fuzzes one target per `go test` run, so targets run one after another.
# New crashers are written to <pkg>/testdata/fuzz/<Target>/ by go test; commit
# them with the fix as regression tests. See docs/robustness.md.
set -euo pipefail

cd "$(dirname "$0")/.."
fuzztime="${FUZZTIME:-20s}"
# Minimising a new input re-runs it thousands of times; keep that short so
# the time goes to exploring.
minimize="${FUZZMINIMIZETIME:-5s}"
parallel="${FUZZPARALLEL:-1}"

if [ "$#" -gt 0 ]; then
	pkgs=("$@")
else
	mapfile -t pkgs < <(grep -l --include='*fuzz_test.go' -r '^func Fuzz' . | xargs -n1 dirname | sort -u)
fi

status=0
for pkg in "${pkgs[@]}"; do
	mapfile -t targets < <(grep -h -o '^func Fuzz[A-Za-z0-9_]*' "$pkg"/*fuzz_test.go | sed 's/^func //' | sort -u)
	for target in "${targets[@]}"; do
		echo "== $pkg $target ($fuzztime)"
		if ! go test "$pkg" -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" \
			-fuzzminimizetime "$minimize" -parallel "$parallel"; then
			status=1
		fi
	done
done
exit "$status"
