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
#   SHAPES    how the policies are written (default "blocks shorthand idiomatic derived computed patterned",
#             see cmd/policygen -shape); sizes are generated in each shape
#   RUNS      runs per command (default 5)
#   BIG_RUNS  runs per command at BIG_MIN tools and above (default RUNS): `cue
#             vet -c` takes a minute or more at 100,000 tools
#   BIG_MIN   the size BIG_RUNS applies from (default 100000)
#   CHECK_MAX largest size `toolpolicy check` is timed at (default 100000);
#             gen writes golden catalogs for every provider × mode × model
#             class, about 90 MiB at 100,000 tools (3 s of CPU for check)
#   KEEP=1    keep the work directory (printed at the end)
#
# Other engineers' jobs on a shared machine skew wall times; compare ratios
# from one run, and note the load average printed with the table.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

SIZES=${SIZES:-"1000 10000"}
SHAPES=${SHAPES:-"blocks shorthand idiomatic derived computed patterned"}
RUNS=${RUNS:-5}
BIG_RUNS=${BIG_RUNS:-$RUNS}
BIG_MIN=${BIG_MIN:-100000}
CHECK_MAX=${CHECK_MAX:-100000}
CUE_VERSION=$(go list -m -f "{{.Version}}" cuelang.org/go)

# The cue CLI at the compiler's version, GNU time, PATH.
source scripts/timing-setup.sh

work=$(mktemp -d "${TMPDIR:-/tmp}/toolpolicy-bench.XXXXXX")
if [[ "${KEEP:-}" != 1 ]]; then trap 'rm -rf "$work"' EXIT; fi

go build -o "$work/toolpolicy" ./cmd/toolpolicy
go build -o "$work/policygen" ./cmd/policygen
tp="$work/toolpolicy"
"$tp" schema >"$work/schema.cue"

# interleave DIR LABEL=CMD...: runs the commands in DIR one after another,
# RUNS rounds, so every command sees the same machine load (others' jobs come
# and go); appends "label wall_median rss_median_kb cpu_median" per command to
# $work/results (cpu: user + system seconds, which other jobs disturb less
# than wall). A non-zero exit fails the benchmark: timing a failure would be
# meaningless.
interleave() {
	local dir=$1
	shift
	local labels=() cmds=() k i
	for spec in "$@"; do
		labels+=("${spec%%=*}")
		cmds+=("${spec#*=}")
	done
	declare -A walls rsss cpus
	for ((i = 0; i < rounds; i++)); do
		for k in "${!cmds[@]}"; do
			# shellcheck disable=SC2086 # the command is a word list on purpose
			if ! (cd "$dir" && /usr/bin/time -v -o "$work/time.txt" ${cmds[$k]} >"$work/stdout.txt" 2>"$work/stderr.txt"); then
				echo "bench: ${labels[$k]} failed:" >&2
				tail -5 "$work/stderr.txt" "$work/stdout.txt" >&2
				exit 1
			fi
			walls[$k]+=" $(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0; for (k = 1; k <= n; k++) s = s * 60 + p[k]; print s}' "$work/time.txt")"
			rsss[$k]+=" $(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")"
			cpus[$k]+=" $(awk -F': ' '/User time|System time/ {s += $2} END {print s}' "$work/time.txt")"
		done
	done
	for k in "${!cmds[@]}"; do
		# shellcheck disable=SC2086
		echo "${labels[$k]} $(median ${walls[$k]}) $(median ${rsss[$k]}) $(median ${cpus[$k]})" >>"$work/results"
	done
}

median() {
	printf '%s\n' "$@" | sort -g | awk '{v[NR] = $1} END {if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}

: >"$work/results"
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)

# The shipped policy (the repository's own generated files are checked).
shipped_files=(policy/*.cue)
rounds=$RUNS
interleave "$repo" "shipped:cue-vet=$cue_bin vet -c $work/schema.cue ${shipped_files[*]}" "shipped:check=$tp check"

for shape in $SHAPES; do
	for n in $SIZES; do
		ws="$work/ws-$shape-$n"
		mkdir -p "$ws"
		# Blocks of about 40 tools per file, shorthand 500 lines per file.
		perfile=()
		if [[ $shape == blocks ]]; then perfile=(-per-file 40); fi
		"$work/policygen" -shape "$shape" -tools "$n" "${perfile[@]}" -providers 20 -modes 3 -o "$ws/policy" >/dev/null
		files=("$ws"/policy/*.cue)
		files=("${files[@]#"$ws"/}") # relative to $ws, where measure runs
		cmds=("$shape/$n:cue-vet=$cue_bin vet -c $work/schema.cue ${files[*]}"
			# Load and validate, then resolve one catalog: the work cue vet does, plus one resolution.
			"$shape/$n:catalog=$tp catalog --policy policy --provider default --mode agent"
			"$shape/$n:lint=$tp lint --policy policy")
		if ((n <= CHECK_MAX)); then
			(cd "$ws" && "$tp" gen --policy policy >/dev/null)
			cmds+=("$shape/$n:check=$tp check --policy policy")
		fi
		rounds=$RUNS
		if ((n >= BIG_MIN)); then rounds=$BIG_RUNS; fi
		interleave "$ws" "${cmds[@]}"
	done
done

# The table: every toolpolicy row against cue vet on the same files.
echo
runs="$RUNS runs each"
if [[ $BIG_RUNS != "$RUNS" ]]; then runs+=" ($BIG_RUNS from $BIG_MIN tools)"; fi
echo "toolpolicy vs cue vet -c ($CUE_VERSION), $runs, medians; load average at start: $load, at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
echo
awk '
	{ split($1, k, ":"); size = k[1]; cmd = k[2]; wall[$1] = $2; rss[$1] = $3; cpu[$1] = $4; order[++n] = $1 }
	END {
		printf "| %-22s | %-36s | %8s | %8s | %8s | %14s | %13s |\n", "policy", "command", "wall (s)", "CPU (s)", "RSS (MB)", "wall / cue vet", "CPU / cue vet"
		printf "|%s|%s|%s|%s|%s|%s|%s|\n", "------------------------", "--------------------------------------", "---------:", "---------:", "---------:", "---------------:", "--------------:"
		for (i = 1; i <= n; i++) {
			key = order[i]; split(key, k, ":"); size = k[1]; cmd = k[2]
			name = cmd == "cue-vet" ? "cue vet -c schema.cue policy/*.cue" : "toolpolicy " cmd
			ratio = "-"; cratio = "-"
			base = size ":cue-vet"
			if (cmd != "cue-vet" && (base in wall) && wall[base] > 0)
				ratio = sprintf("%.2fx", wall[key] / wall[base])
			if (cmd != "cue-vet" && (base in cpu) && cpu[base] > 0)
				cratio = sprintf("%.2fx", cpu[key] / cpu[base])
			label = size == "shipped" ? "shipped" : size " tools"
			printf "| %-22s | %-36s | %8.2f | %8.2f | %8.0f | %14s | %13s |\n", label, name, wall[key], cpu[key], rss[key] / 1024, ratio, cratio
		}
		# Growth from the smallest to the largest size of each shape.
		for (i = 1; i <= n; i++) {
			split(order[i], k, ":"); if (k[1] == "shipped") continue
			split(k[1], sz, "/"); sh = sz[1]; v = sz[2] + 0
			if (!(sh in lo) || v < lo[sh]) lo[sh] = v
			if (!(sh in hi) || v > hi[sh]) hi[sh] = v
		}
		for (sh in lo) {
			if (lo[sh] == hi[sh]) continue
			printf "\n"
			growth(wall, "wall")
			growth(cpu, "CPU")
		}
	}
	# growth prints the shape sh from lo[sh] to hi[sh] tools by the times in t.
	function growth(t, what,   cmds, c, a, z) {
		printf "growth %s %d -> %d tools (%s):", sh, lo[sh], hi[sh], what
		split("cue-vet catalog lint check", cmds, " ")
		for (c = 1; c <= 4; c++) {
			a = sh "/" lo[sh] ":" cmds[c]; z = sh "/" hi[sh] ":" cmds[c]
			if ((a in t) && (z in t) && t[a] > 0)
				printf " %s %.1fx;", cmds[c], t[z] / t[a]
		}
		printf "\n"
	}' "$work/results"
if [[ "${KEEP:-}" == 1 ]]; then echo "work directory: $work"; fi
