#!/usr/bin/env bash
# Plain `tesseract` against PerOCR on the shelf-tag corpus (Benchmarks/scan/bench_scan.py): draws
# the corpus when it is missing (scripts/tag-corpus.py, into .build/tag-corpus), builds the
# release PerOCRBench, then prints the time per photo and the word recall of each.
#
# Environment: TAG_COUNT (photos, default 60), TAG_SEED (default 2026), OMP_THREAD_LIMIT (the
# OpenMP threads of each Tesseract, both plain and PerOCR's; default 1: on two shared cores
# Tesseract's threads wait for each other and a photo takes about twice as long). Arguments go to
# Benchmarks/scan/bench_scan.py.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

count="${TAG_COUNT:-60}"
seed="${TAG_SEED:-2026}"
corpus=.build/tag-corpus
index="$corpus/index.json"
if ! grep -qs "\"seed\": $seed," "$index" || ! grep -qs "\"count\": $count," "$index"; then
    scripts/tag-corpus.py --out "$corpus" --count "$count" --seed "$seed"
fi
# The same flags as the Makefile's other release builds, so that they share one build folder.
swift build -c release --static-swift-stdlib --product PerOCRBench
export OMP_THREAD_LIMIT="${OMP_THREAD_LIMIT:-1}"
python3 Benchmarks/scan/bench_scan.py --corpus "$corpus" --perocr .build/release/PerOCRBench "$@"
