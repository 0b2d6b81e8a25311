#!/usr/bin/env bash
# Installs the Debian packages Per's build and tests need. Idempotent: it only calls apt-get
# when something is missing, and runs `apt-get update` at most once per call.
set -euo pipefail

packages=(units wasi-libc libclang-rt-dev-wasm32 binaryen nodejs libsqlite3-dev zlib1g-dev "$@")

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
