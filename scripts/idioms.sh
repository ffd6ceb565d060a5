#!/usr/bin/env bash
# Times `toolpolicy lint` against `cue vet -c` on the idiom variants of the
# generated policy (cmd/policygen -idiom, internal/synth/idioms.go: the
# idiomatic shape with one CUE construct changed or added), with the schema
# `toolpolicy schema` prints: whole-process wall time and peak RSS from
# /usr/bin/time -f '%e %M', RUNS runs each, interleaved, medians. Issue 17's
# target: toolpolicy at most 0.5x cue vet's wall time and 200 MB at 10,000
# tools, for every idiom.
#
#   scripts/idioms.sh                                   # every idiom, 10k tools, 1 run
#   IDIOMS="close-pattern matchn-entry" RUNS=3 scripts/idioms.sh
#   BASE=/tmp/toolpolicy-main scripts/idioms.sh         # before (BASE) and after (this tree)
#
# Environment:
#   IDIOMS  idioms to run (default: all, as `policygen -idiom list` prints them)
#   SIZE    tools per policy (default 10000); 20 providers, 3 modes
#   RUNS    runs per command (default 1)
#   BASE    a second toolpolicy binary, timed beside this tree's (a column
#           of its own), for before/after comparisons
#   KEEP=1  keep the work directory (printed at the end)
#
# Each row also says whether cue and toolpolicy accept the policy (cue vet
# exit 0; toolpolicy lint exit 0 or 1, 1 meaning lint findings) or reject
# it (cue vet non-zero; lint exit 2, the policy did not load). An idiom
# named reject-... is meant to be rejected by both. A row where they
# disagree is marked DISAGREE, listed again after the table, and makes the
# script exit 1.
#
# Other engineers' jobs on a shared machine skew wall times; compare ratios
# from one run, and note the load average printed with the table.
set -euo pipefail
cd "$(dirname "$0")/.."

SIZE=${SIZE:-10000}
RUNS=${RUNS:-1}
BASE=${BASE:-}
CUE_VERSION=$(go list -m -f "{{.Version}}" cuelang.org/go)

# The cue CLI at the compiler's version, GNU time, PATH.
source scripts/timing-setup.sh
if [[ -n $BASE && ! -x $BASE ]]; then
	echo "idioms: BASE=$BASE is not an executable" >&2
	exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/toolpolicy-idioms.XXXXXX")
if [[ "${KEEP:-}" != 1 ]]; then trap 'rm -rf "$work"' EXIT; fi

go build -o "$work/toolpolicy" ./cmd/toolpolicy
go build -o "$work/policygen" ./cmd/policygen
tp="$work/toolpolicy"
"$tp" schema >"$work/schema.cue"

IDIOMS=${IDIOMS:-$("$work/policygen" -idiom list | awk '{print $1}')}

median() {
	printf '%s\n' "$@" | sort -g | awk '{v[NR] = $1} END {if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}

# measure DIR CMD...: runs CMD in DIR under GNU time; prints "wall rss_kb exit".
measure() {
	local dir=$1 rc=0
	shift
	(cd "$dir" && /usr/bin/time -f '%e %M' -o "$work/time.txt" "$@" >"$work/stdout.txt" 2>"$work/stderr.txt") || rc=$?
	# GNU time prefixes "Command exited with non-zero status N" on failure.
	echo "$(tail -1 "$work/time.txt") $rc"
}

load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)
: >"$work/results"
for id in $IDIOMS; do
	ws="$work/ws-$id"
	mkdir -p "$ws"
	"$work/policygen" -idiom "$id" -tools "$SIZE" -providers 20 -modes 3 -o "$ws/policy" >/dev/null
	files=("$ws"/policy/*.cue)
	files=("${files[@]#"$ws"/}") # relative to $ws, where measure runs
	labels=(cue tp)
	cmds=("$cue_bin vet -c $work/schema.cue ${files[*]}" "$tp lint --policy policy")
	if [[ -n $BASE ]]; then
		labels+=(base)
		cmds+=("$BASE lint --policy policy")
	fi
	declare -A walls=() rsss=() codes=()
	for ((r = 0; r < RUNS; r++)); do
		for k in "${!cmds[@]}"; do
			# shellcheck disable=SC2086 # the command is a word list on purpose
			read -r wall rss code < <(measure "$ws" ${cmds[$k]})
			walls[$k]+=" $wall"
			rsss[$k]+=" $rss"
			codes[$k]=$code
			if [[ ${labels[$k]} == cue && $code != 0 ]]; then cp "$work/stderr.txt" "$ws/cue.err"; fi
			if [[ ${labels[$k]} != cue && $code -gt 1 ]]; then cp "$work/stdout.txt" "$ws/${labels[$k]}.err"; fi
		done
	done
	line="$id"
	for k in "${!cmds[@]}"; do
		# shellcheck disable=SC2086
		line+=" ${labels[$k]}=$(median ${walls[$k]}),$(median ${rsss[$k]}),${codes[$k]}"
	done
	echo "$line" >>"$work/results"
	unset walls rsss codes
done

echo
echo "toolpolicy lint vs cue vet -c ($CUE_VERSION), $SIZE tools, $RUNS run(s) each, medians; load average at start: $load, at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
echo
awk -v base="$BASE" '
	# verdict: cue accepts on exit 0; toolpolicy lint on 0 or 1 (findings), rejects on 2.
	function cueV(c) { return c == 0 ? "accept" : "reject" }
	function tpV(c) { return c == 0 || c == 1 ? "accept" : c == 2 ? "reject" : "FAIL(" c ")" }
	function cell(v, cw,   r) { r = cw > 0 ? sprintf("%.2fx", v / cw) : "-"; return r }
	BEGIN {
		h = sprintf("| %-30s | %15s | %15s | %7s |", "idiom", "cue vet -c", "toolpolicy", "ratio")
		s = "|--------------------------------|----------------:|----------------:|--------:|"
		if (base != "") { h = h sprintf(" %15s | %7s |", "BASE", "ratio"); s = s "----------------:|--------:|" }
		print h " verdict (cue / toolpolicy) | target |"
		print s "-----------------------------|--------|"
	}
	{
		id = $1; n = 0
		for (i = 2; i <= NF; i++) {
			split($i, kv, "="); split(kv[2], f, ","); w[kv[1]] = f[1]; m[kv[1]] = f[2]; c[kv[1]] = f[3]
		}
		cv = cueV(c["cue"]); tv = tpV(c["tp"])
		row = sprintf("| %-30s | %6.2f s %4.0f MB | %6.2f s %4.0f MB | %7s |", id, w["cue"], m["cue"] / 1024, w["tp"], m["tp"] / 1024, cell(w["tp"], w["cue"]))
		verdict = cv " / " tv
		if (base != "") {
			row = row sprintf(" %6.2f s %4.0f MB | %7s |", w["base"], m["base"] / 1024, cell(w["base"], w["cue"]))
			bv = tpV(c["base"]); verdict = verdict " / " bv
			if (bv != cv) verdict = verdict " DISAGREE(BASE)"
		}
		if (tv != cv) { verdict = verdict " DISAGREE"; bad[++nb] = id ": cue " cv ", toolpolicy " tv }
		want = id ~ /^reject-/ ? "reject" : "accept"
		if (cv != want) verdict = verdict " (cue: not " want "ed as named)"
		ok = (cv == "accept" && w["cue"] > 0 && w["tp"] / w["cue"] <= 0.5 && m["tp"] <= 200 * 1024) ? "met" : (cv == "accept" ? "OVER" : "-")
		printf "%s %-27s | %-6s |\n", row, verdict, ok
	}
	END {
		if (nb > 0) {
			printf "\nACCEPT/REJECT DISAGREEMENTS between toolpolicy and cue vet -c:\n"
			for (i = 1; i <= nb; i++) print "  " bad[i]
			exit 1
		}
	}' "$work/results" || status=$?
if [[ "${KEEP:-}" == 1 ]]; then echo "work directory: $work (cue.err, tp.err beside each policy)"; fi
exit "${status:-0}"
