#!/usr/bin/env bash
# Cold start of the `per` command line against GNU units, side by side with hyperfine: `per
# compare` with two products, `per convert`, and `units` doing one conversion. Prints hyperfine's
# table and each command's mean next to the targets (under 20 ms, within 2x of GNU units).
#
# Installs hyperfine and units (Debian) when missing and builds the release `per` the way
# `make run` does (the Swift runtime linked statically). Environment: PER_BIN (a built per),
# HYPERFINE_ARGS (default "--warmup 5 --runs 50").
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

scripts/setup.sh hyperfine units

if [ -z "${PER_BIN:-}" ]; then
    echo "bench-cli: building per (release)"
    swift build -c release --static-swift-stdlib --product per >/dev/null
    PER_BIN="$root/.build/release/per"
fi

results="$(mktemp -t per-bench-cli.XXXXXX.json)"
trap 'rm -f "$results"' EXIT

# shellcheck disable=SC2086 # HYPERFINE_ARGS is a list of words
hyperfine -N ${HYPERFINE_ARGS:---warmup 5 --runs 50} --export-json "$results" \
    -n "per compare (2 products)" "$PER_BIN compare '500 g for 3.99' '1 lb for 2.49'" \
    -n "per convert" "$PER_BIN convert '1 lb' g" \
    -n "GNU units" "units -1 '1 lb' g"

python3 - "$results" <<'PY'
import json, sys
runs = {r["command"]: r["mean"] * 1000 for r in json.load(open(sys.argv[1]))["results"]}
units = runs.pop("GNU units")
print(f"\nGNU units: {units:.1f} ms")
for name, mean in runs.items():
    ratio = mean / units
    verdict = "ok" if mean < 20 and ratio <= 2 else "MISSED"
    print(f"{name}: {mean:.1f} ms, {ratio:.2f}x GNU units   (targets < 20 ms and <= 2x: {verdict})")
PY
