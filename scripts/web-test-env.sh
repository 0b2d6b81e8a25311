#!/usr/bin/env bash
# Installs what the browser tests and the web benchmark need, idempotently: Debian's chromium
# and python3-venv (through scripts/setup.sh), and a .venv with e2e/requirements.txt, reinstalled
# only when that file changed since the last install.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

scripts/setup.sh chromium python3-venv

venv="$root/.venv"
stamp="$venv/.e2e-requirements"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! cmp -s e2e/requirements.txt "$stamp"; then
    echo "web-test-env: installing e2e/requirements.txt into .venv"
    "$venv/bin/pip" install -q --disable-pip-version-check -r e2e/requirements.txt
    cp e2e/requirements.txt "$stamp"
fi
