#!/usr/bin/env bash
# Installs the Debian packages Per's build and tests need. Idempotent: it only calls apt-get
# when something is missing, and runs `apt-get update` at most once per call. Also copies the
# QR code library the web app draws invites with (node-qrcode-generator, Kazuhiko Arase's
# qrcode-generator, MIT) to Web/js/vendor/qrcode.js (git-ignored), when it differs.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# postgresql: the throw-away server of the tests' PostgreSQL run (scripts/postgres-cluster.sh).
# libcurl4: FoundationNetworking's HTTP, which `per household` talks to the server with; `per`
# links it, so it can't start without it.
# tesseract-ocr … pkg-config: the PerOCR target reads shelf-tag photos with Tesseract 5 and
# Leptonica through their C APIs (found with pkg-config), on the machine, with Debian's English data.
# imagemagick, fonts-urw-base35, fonts-liberation2, fonts-dejavu-core: scripts/tag-corpus.py draws
# the shelf-tag photos.
# Scripts add what only they need as arguments: chromium (scripts/web-test-env.sh), and
# webkit2gtk-driver (WebKitWebDriver, with WebKitGTK's MiniBrowser) and xvfb (scripts/test-webkit.sh).
packages=(units wasi-libc libclang-rt-dev-wasm32 binaryen nodejs libsqlite3-dev zlib1g-dev node-qrcode-generator
    postgresql python3 libcurl4
    tesseract-ocr tesseract-ocr-eng libtesseract-dev libleptonica-dev pkg-config
    imagemagick fonts-urw-base35 fonts-liberation2 fonts-dejavu-core "$@")

# The web app's copy of qrcode-generator (served from Web/, cached by the service worker).
vendor_qrcode() {
    local source=/usr/share/nodejs/qrcode-generator/qrcode.js
    local target=Web/js/vendor/qrcode.js
    if [ -f "$source" ] && ! cmp -s "$source" "$target"; then
        mkdir -p "$(dirname "$target")"
        cp "$source" "$target"
    fi
}

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if [ ${#missing[@]} -eq 0 ]; then
    vendor_qrcode
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
vendor_qrcode
