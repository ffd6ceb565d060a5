#!/usr/bin/env bash
# Run every fuzz target in the module for a while each.
#
#   scripts/fuzz.sh                 # 20s per target (CI sets FUZZTIME=4s)
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

# Go 1.26's fuzzing coordinator can fail a target with a bare "context
# deadline exceeded" when -fuzztime runs out while a worker is mid-input
# (golang/go#75804, fixed in Go 1.27): no failing input is written and the
# target found nothing. A failure that writes no new input and says only
# that is reported as such and does not count; any other failure does.
status=0
found=()
for pkg in "${pkgs[@]}"; do
	mapfile -t targets < <(grep -h -o '^func Fuzz[A-Za-z0-9_]*' "$pkg"/*fuzz_test.go | sed 's/^func //' | sort -u)
	for target in "${targets[@]}"; do
		echo "== $pkg $target ($fuzztime)"
		corpus="$pkg/testdata/fuzz/$target"
		before=$(ls "$corpus" 2>/dev/null || true)
		log=$(mktemp)
		if go test "$pkg" -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" \
			-fuzzminimizetime "$minimize" -parallel "$parallel" 2>&1 | tee "$log"; then
			rm -f "$log"
			continue
		fi
		added=$(comm -13 <(echo "$before") <(ls "$corpus" 2>/dev/null || true) | sed "s|^|$corpus/|")
		if [ -z "$added" ] && grep -q '^    context deadline exceeded$' "$log" && ! grep -q -e '^panic:' -e 'Failing input written' "$log"; then
			echo "fuzz: $target stopped with Go's fuzztime race (golang/go#75804): no failing input, not a finding"
		else
			status=1
			found+=("$pkg $target: ${added:-see the log above}")
		fi
		rm -f "$log"
	done
done
if [ "$status" -ne 0 ]; then
	echo "fuzz: failing inputs found:"
	printf '  %s\n' "${found[@]}"
fi
exit "$status"
