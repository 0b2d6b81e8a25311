#!/usr/bin/env bash
# Readies the web benchmarks (scripts/bench-web.sh, scripts/bench-phone.sh): installs what is
# missing (chromium, the .venv of e2e/browser/requirements.txt), builds per.wasm when it is
# missing, and prints the `per` that serves the page: PER_BIN, else the release build when there
# is one (`make run` makes it), else the debug build (incremental; static files are served from
# memory either way). Everything else it says goes to standard error.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

scripts/web-test-env.sh >&2
page_bin="${PER_BIN:-}"
if [ -z "$page_bin" ]; then
    if [ -x "$root/.build/release/per" ]; then
        page_bin="$root/.build/release/per"
    else
        swift build --product per >&2
        page_bin="$root/.build/debug/per"
    fi
fi
if [ ! -f Web/per.wasm ]; then
    scripts/build-wasm.sh >&2
fi
echo "$page_bin"
