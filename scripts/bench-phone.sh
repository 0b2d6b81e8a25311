#!/usr/bin/env bash
# Measures the web app on a throttled phone (Benchmarks/web/bench_phone.py): first and repeat
# visits against the network floor, a key press at 4× CPU slowdown, opening the price book.
#
# Installs what is missing (chromium, the .venv of e2e/browser/requirements.txt) and builds
# per.wasm when it is missing. Environment: PER_BIN (default .build/release/per when built,
# else .build/debug/per), BENCH_PHONE_ARGS (e.g. "--runs 9").
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

page_bin="$(scripts/web-bench-env.sh)"
venv="$root/.venv"
echo "bench-phone: the page is served by ${page_bin#"$root/"}"

# shellcheck disable=SC2086 # BENCH_PHONE_ARGS is a list of words
PER_BIN="$page_bin" "$venv/bin/python" Benchmarks/web/bench_phone.py ${BENCH_PHONE_ARGS:-}
