#!/usr/bin/env bash
# The web app in WebKit, the engine of Safari (e2e/webkit/): installs Debian's WebKitGTK
# WebDriver (WebKitWebDriver and MiniBrowser) and Xvfb, and the .venv with Selenium
# (e2e/browser/requirements.txt), when they are missing; builds `per` (and the wasm modules when
# per.wasm is missing), then runs pytest against a real `per serve`.
#
# Environment: PER_BIN (a built per to use; by default `swift build --product per` builds
# .build/debug/per), PYTEST_ARGS (extra pytest arguments, e.g. "-k share -x").
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

scripts/setup.sh webkit2gtk-driver xvfb
scripts/venv.sh e2e/browser/requirements.txt

if [ -z "${PER_BIN:-}" ]; then
    # Incremental: quick when the build is up to date.
    swift build --product per
    export PER_BIN="$root/.build/debug/per"
fi
if [ ! -f Web/per.wasm ]; then
    echo "test-webkit: building the wasm modules"
    scripts/build-wasm.sh
fi

# shellcheck disable=SC2086 # PYTEST_ARGS is a list of words
exec "$root/.venv/bin/pytest" -q e2e/webkit ${PYTEST_ARGS:-}
