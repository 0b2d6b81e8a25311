#!/usr/bin/env bash
# Regenerates the web app's PNG icons (Web/icons/*.png, committed) from the SVG sources with
# headless chromium. Run after editing Web/icons/icon.svg or icon-maskable.svg.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
icons="$(pwd)/Web/icons"
chromium="$(command -v chromium || true)"
[ -n "$chromium" ] || { echo "make-icons: chromium is missing (scripts/setup.sh chromium)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

render() { # source.svg output.png size
    cat >"$work/page.html" <<HTML
<!doctype html><html><body style="margin:0;background:transparent">
<img src="file://$icons/$1" width="$3" height="$3" style="display:block"></body></html>
HTML
    "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
        --window-size="$3,$3" --screenshot="$icons/$2" "file://$work/page.html" >/dev/null 2>&1
    echo "make-icons: wrote Web/icons/$2 ($3×$3)"
}

render icon.svg icon-192.png 192
render icon.svg icon-512.png 512
render icon-maskable.svg icon-maskable-512.png 512
render icon-maskable.svg apple-touch-icon.png 180
