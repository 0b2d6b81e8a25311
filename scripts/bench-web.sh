#!/usr/bin/env bash
# Measures the web app: per.wasm size (raw and gzip), navigation to an interactive list in
# headless Chromium, keypad press to rendered result (Benchmarks/web/bench_web.py), then the
# server's throughput with wrk: static files (scripts/bench-web-server.sh) and the API on
# SQLite and PostgreSQL (scripts/bench-web-api.sh).
#
# Installs what is missing (chromium, the .venv of e2e/browser/requirements.txt) and builds per.wasm
# when it is missing. Environment: PER_BIN (default .build/release/per when built, else
# .build/debug/per), BENCH_WEB_ARGS (e.g. "--runs 15 --presses 1000").
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

page_bin="$(scripts/web-bench-env.sh)"
venv="$root/.venv"
echo "bench-web: the page is served by ${page_bin#"$root/"}"

# shellcheck disable=SC2086 # BENCH_WEB_ARGS is a list of words
PER_BIN="$page_bin" "$venv/bin/python" Benchmarks/web/bench_web.py ${BENCH_WEB_ARGS:-}

if [ -x scripts/bench-web-server.sh ]; then
    scripts/bench-web-server.sh
elif [ -f scripts/bench-web-server.sh ]; then
    bash scripts/bench-web-server.sh
fi
scripts/bench-web-api.sh
