#!/usr/bin/env bash
# Browser tests of the web app (e2e/browser/): installs Debian's chromium and a Python venv with the
# pinned Playwright, axe and pytest when they are missing, builds `per` (and per.wasm when it is
# missing), then runs pytest against a real `per serve`.
#
# Environment: PER_BIN (a built per to use; by default `swift build --product per` builds
# .build/debug/per), PYTEST_ARGS (extra pytest arguments, e.g. "-k offline -x").
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

scripts/web-test-env.sh
venv="$root/.venv"

if [ -z "${PER_BIN:-}" ]; then
    # Incremental: quick when the build is up to date.
    swift build --product per
    export PER_BIN="$root/.build/debug/per"
fi
if [ ! -f Web/per.wasm ]; then
    echo "e2e: building Web/per.wasm"
    scripts/build-wasm.sh
fi

# shellcheck disable=SC2086 # PYTEST_ARGS is a list of words
exec "$venv/bin/pytest" -q e2e/browser ${PYTEST_ARGS:-}
