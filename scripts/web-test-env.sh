#!/usr/bin/env bash
# Installs what the browser tests and the web benchmark need, idempotently: Debian's chromium
# (through scripts/setup.sh), and a .venv with e2e/browser/requirements.txt (scripts/venv.sh).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

scripts/setup.sh chromium
scripts/venv.sh e2e/browser/requirements.txt
