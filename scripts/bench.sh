#!/usr/bin/env bash
# Times toolpolicy against `cue vet -c` on the same policy files, with the
# schema `toolpolicy schema` prints: whole-process wall time and peak RSS from
# /usr/bin/time -v, RUNS runs each, medians, ratios from this run only.
#
#   scripts/bench.sh                   # 1k and 10k tools, 5 runs
#   RUNS=3 SIZES="1000" scripts/bench.sh
#
# Environment:
#   SIZES     tool counts to generate (default "1000 10000"); 20 providers, 3 modes
#   RUNS      runs per command (default 5)
#   CHECK_MAX largest size `toolpolicy check` is timed at (default 10000); gen
#             writes golden catalogs for every provider × mode × model class,
#             so check at 10k takes about a second
#   KEEP=1    keep the work directory (printed at the end)
#
# Other engineers' jobs on a shared machine skew wall times; compare ratios
# from one run, and note the load average printed with the table.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

SIZES=${SIZES:-"1000 10000"}
RUNS=${RUNS:-5}
CHECK_MAX=${CHECK_MAX:-10000}
CUE_VERSION=v0.17.1

gopath=$(go env GOPATH)
export PATH="$PATH:$gopath/bin"

# The cue CLI, at the version the compiler links.
cue_bin=$(command -v cue || true)
if [[ -z "$cue_bin" ]] || ! "$cue_bin" version 2>/dev/null | grep -q "cue version $CUE_VERSION\$"; then
	echo "installing cue $CUE_VERSION (go install)" >&2
	GOBIN="$(go env GOPATH)/bin" go install "cuelang.org/go/cmd/cue@$CUE_VERSION"
	cue_bin="$(go env GOPATH)/bin/cue"
fi

# GNU time for peak RSS.
if [[ ! -x /usr/bin/time ]]; then
	echo "installing GNU time (apt-get)" >&2
	if [[ $(id -u) -eq 0 ]]; then apt-get update -qq && apt-get install -y -qq time >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq time >/dev/null; fi
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/toolpolicy-bench.XXXXXX")
if [[ "${KEEP:-}" != 1 ]]; then trap 'rm -rf "$work"' EXIT; fi

go build -o "$work/toolpolicy" ./cmd/toolpolicy
go build -o "$work/policygen" ./cmd/policygen
tp="$work/toolpolicy"
"$tp" schema >"$work/schema.cue"

# measure LABEL DIR CMD...: runs CMD in DIR RUNS times; appends
# "label wall_median rss_median_kb cpu_median" to $work/results (cpu: user +
# system seconds, which other jobs on the machine disturb less than wall). A non-zero exit fails
# the benchmark: timing a failure would be meaningless.
measure() {
	local label=$1 dir=$2
	shift 2
	local walls=() rsss=() cpus=()
	for ((i = 0; i < RUNS; i++)); do
		if ! (cd "$dir" && /usr/bin/time -v -o "$work/time.txt" "$@" >"$work/stdout.txt" 2>"$work/stderr.txt"); then
			echo "bench: $label failed:" >&2
			tail -5 "$work/stderr.txt" "$work/stdout.txt" >&2
			exit 1
		fi
		walls+=("$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0; for (k = 1; k <= n; k++) s = s * 60 + p[k]; print s}' "$work/time.txt")")
		rsss+=("$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")")
		cpus+=("$(awk -F': ' '/User time|System time/ {s += $2} END {print s}' "$work/time.txt")")
	done
	echo "$label $(median "${walls[@]}") $(median "${rsss[@]}") $(median "${cpus[@]}")" >>"$work/results"
}

median() {
	printf '%s\n' "$@" | sort -g | awk '{v[NR] = $1} END {if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}

: >"$work/results"
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)

# The shipped policy (the repository's own generated files are checked).
shipped_files=(policy/*.cue)
measure "shipped:cue-vet" "$repo" "$cue_bin" vet -c "$work/schema.cue" "${shipped_files[@]}"
measure "shipped:check" "$repo" "$tp" check

for n in $SIZES; do
	ws="$work/ws$n"
	mkdir -p "$ws"
	"$work/policygen" -tools "$n" -providers 20 -modes 3 -o "$ws/policy" >/dev/null
	files=("$ws"/policy/*.cue)
	files=("${files[@]#"$ws"/}") # relative to $ws, where measure runs
	measure "$n:cue-vet" "$ws" "$cue_bin" vet -c "$work/schema.cue" "${files[@]}"
	# Load and validate, then resolve one catalog: the work cue vet does, plus one resolution.
	measure "$n:catalog" "$ws" "$tp" catalog --policy policy --provider default --mode agent
	measure "$n:lint" "$ws" "$tp" lint --policy policy
	if ((n <= CHECK_MAX)); then
		(cd "$ws" && "$tp" gen --policy policy >/dev/null)
		measure "$n:check" "$ws" "$tp" check --policy policy
	fi
done

# The table: every toolpolicy row against cue vet on the same files.
echo
echo "toolpolicy vs cue vet -c ($CUE_VERSION), $RUNS runs each, medians; load average at start: $load"
echo
awk '
	{ split($1, k, ":"); size = k[1]; cmd = k[2]; wall[$1] = $2; rss[$1] = $3; cpu[$1] = $4; order[++n] = $1 }
	END {
		printf "| %-12s | %-36s | %8s | %8s | %8s | %14s | %13s |\n", "policy", "command", "wall (s)", "CPU (s)", "RSS (MB)", "wall / cue vet", "CPU / cue vet"
		printf "|%s|%s|%s|%s|%s|%s|%s|\n", "--------------", "--------------------------------------", "---------:", "---------:", "---------:", "---------------:", "--------------:"
		for (i = 1; i <= n; i++) {
			key = order[i]; split(key, k, ":"); size = k[1]; cmd = k[2]
			name = cmd == "cue-vet" ? "cue vet -c schema.cue policy/*.cue" : "toolpolicy " cmd
			ratio = "-"; cratio = "-"
			base = size ":cue-vet"
			if (cmd != "cue-vet" && (base in wall) && wall[base] > 0)
				ratio = sprintf("%.2fx", wall[key] / wall[base])
			if (cmd != "cue-vet" && (base in cpu) && cpu[base] > 0)
				cratio = sprintf("%.2fx", cpu[key] / cpu[base])
			label = size == "shipped" ? "shipped" : sprintf("%d tools", size)
			printf "| %-12s | %-36s | %8.2f | %8.2f | %8.0f | %14s | %13s |\n", label, name, wall[key], cpu[key], rss[key] / 1024, ratio, cratio
		}
		# Growth from the smallest to the largest synthetic size.
		lo = ""; hi = ""
		for (i = 1; i <= n; i++) { split(order[i], k, ":"); if (k[1] != "shipped") { if (lo == "" || k[1] + 0 < lo + 0) lo = k[1]; if (hi == "" || k[1] + 0 > hi + 0) hi = k[1] } }
		if (lo != "" && lo != hi) {
			printf "\ngrowth %s -> %s tools (wall):", lo, hi
			split("cue-vet catalog lint check", cmds, " ")
			for (c = 1; c <= 4; c++)
				if (((lo ":" cmds[c]) in wall) && ((hi ":" cmds[c]) in wall) && wall[lo ":" cmds[c]] > 0)
					printf " %s %.1fx;", cmds[c], wall[hi ":" cmds[c]] / wall[lo ":" cmds[c]]
			printf "\n"
		}
	}' "$work/results"
if [[ "${KEEP:-}" == 1 ]]; then echo "work directory: $work"; fi
