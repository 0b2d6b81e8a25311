#!/usr/bin/env bash
# A release `per serve` under hostile load, each on a temporary SQLite file of its own
# (e2e/server/limits.py --bench); prints a table:
#   (a) guesses checked when 300 joins with unknown invite codes, and 300 syncs with unknown
#       tokens, arrive at once from one address (the failure limit allows 10 a minute), with
#       the connections per address raised to 400 (every guess reaches the limit) and at the
#       default 64 (the rest are closed at once);
#   (b) the time to store a household up to its quota (128 MB by default: two devices sync
#       1,000 records of about 1 KB at a time, then fewer until not even one more fits), then
#       the server's peak resident memory (VmHWM) while 16 new devices of it make their first
#       sync at once, each following `more` until it has every record exactly once;
#   (c) the time a sync of one edit takes in a small household, in the household at its quota,
#       and in the small one while 4 devices of the full one sync one edit after another (every
#       household's writes take turns on a SQLite file);
#   (d) connections left open 36 s after 2,000 connections started trickling a byte every 3 s
#       to `--request-timeout 5 --idle-timeout 5` (e2e/server/hostile_trickle.py).
#
# Environment: PER_BIN (a built per; default: build .build/release/per, or under
# PER_SCRATCH_PATH), BENCH_QUOTA_BYTES (the household's size; default 128000000, the
# server's default quota), BENCH_TRICKLE_CONNECTIONS (default 2000).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

. scripts/start-server.sh
release_per bench-hostile

# Room for the trickling connections.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
python3 e2e/server/limits.py --bench --per "$PER_BIN" \
    --quota-bytes "${BENCH_QUOTA_BYTES:-128000000}" \
    --trickle-connections "${BENCH_TRICKLE_CONNECTIONS:-2000}"
