#!/usr/bin/env bash
# The floors of reading shelf-tag photos (Benchmarks/scan/bench_scan.py --floors): draws a corpus
# of its own when missing (scripts/tag-corpus.py, into .build/tag-corpus-test), reads every photo
# with a debug PerOCRBench (PerOCR's words, then PerKit's reading of them) and fails when a figure
# falls below its floor in FLOORS, a right unit price is called wrong, or a field is read wrong
# without being marked uncertain.
#
# Environment: TAG_TEST_COUNT (photos, default 40), TAG_TEST_SEED (default 4242).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

count="${TAG_TEST_COUNT:-40}"
seed="${TAG_TEST_SEED:-4242}"
corpus=.build/tag-corpus-test
index="$corpus/index.json"
if ! grep -qs "\"seed\": $seed," "$index" || ! grep -qs "\"count\": $count," "$index" \
    || [ scripts/tag-corpus.py -nt "$index" ]; then
    scripts/tag-corpus.py --out "$corpus" --count "$count" --seed "$seed"
fi
swift build --product PerOCRBench
export OMP_THREAD_LIMIT="${OMP_THREAD_LIMIT:-1}"
python3 Benchmarks/scan/bench_scan.py --corpus "$corpus" --perocr .build/debug/PerOCRBench --floors
