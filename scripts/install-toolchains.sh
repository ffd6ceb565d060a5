#!/usr/bin/env bash
# Installs what the tests compile the generated Rust and TypeScript with:
# rustc and cargo (Debian packages when absent), and the TypeScript compiler
# pinned in tools/typescript/package.json (from the npm registry).
set -euo pipefail
cd "$(dirname "$0")/.."
# as_root runs a command as root: directly when we are, else through sudo.
as_root() {
	if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}
missing=()
command -v rustc >/dev/null || missing+=(rustc)
command -v cargo >/dev/null || missing+=(cargo)
command -v npm >/dev/null || missing+=(nodejs npm)
if [ "${#missing[@]}" -gt 0 ]; then
	if ! command -v apt-get >/dev/null; then
		echo "install-toolchains: missing ${missing[*]}, and apt-get is not available; install them by hand" >&2
		exit 1
	fi
	as_root apt-get update -qq
	as_root apt-get install -y -qq "${missing[@]}"
fi
rustc --version
cargo --version
node --version
npm ci --prefix tools/typescript --no-audit --no-fund
tools/typescript/node_modules/.bin/tsc --version
