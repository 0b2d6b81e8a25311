#!/usr/bin/env bash
# Installs a pip requirements file into the repository's .venv, idempotently: creates the venv
# (Debian's python3-venv, through scripts/setup.sh) when missing, and installs the file only when
# it changed since its last install.
#
# Usage: scripts/venv.sh REQUIREMENTS_FILE...
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
venv="$(pwd)/.venv"

scripts/setup.sh python3-venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
for requirements in "$@"; do
    stamp="$venv/.installed-$(echo "$requirements" | tr '/' '-')"
    if ! cmp -s "$requirements" "$stamp"; then
        echo "venv: installing $requirements into .venv"
        "$venv/bin/pip" install -q --disable-pip-version-check -r "$requirements"
        cp "$requirements" "$stamp"
    fi
done
