# shellcheck shell=bash
# Sourced by scripts/bench.sh and scripts/idioms.sh: puts GOPATH/bin on
# PATH, installs the cue command at the version the compiler links
# (cue_bin) and makes sure GNU time is there for peak RSS.
gopath=$(go env GOPATH)
export PATH="$PATH:$gopath/bin"

scripts/install-cue.sh
# shellcheck disable=SC2034 # used by the scripts that source this one
cue_bin="$gopath/bin/cue"

if [[ ! -x /usr/bin/time ]]; then
	echo "installing GNU time (apt-get)" >&2
	if [[ $(id -u) -eq 0 ]]; then apt-get update -qq && apt-get install -y -qq time >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq time >/dev/null; fi
fi
