#!/usr/bin/env bash
# The API under load, with wrk on 64 connections (Benchmarks/web/bench_api.py): `POST /api/sync`
# (one small write per request) and `GET /api/lists`, for 16 households, against a release
# `per serve` on a temporary SQLite file, then on a throw-away PostgreSQL
# (scripts/postgres-cluster.sh), with one instance and with two. Prints requests/s, p50, p99 and
# errors next to the targets (0 errors, p99 under 50 ms) and the machine's load average.
#
# Installs wrk (Debian) when missing and builds a release `per`.
# Environment: PER_BIN (a built per; default: build .build/release/per, or under
# PER_SCRATCH_PATH), BENCH_API_ARGS (e.g. "--duration 20 --households 64"),
# PER_BENCH_LOG_LEVEL (default info: one log line per request, to a file, as in normal use).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

scripts/setup.sh wrk

. scripts/start-server.sh
release_per bench-web-api

echo "wrk on 64 connections, load average before: $(cut -d ' ' -f 1-3 /proc/loadavg) ($(nproc) cores)"
printf '%-26s %-16s %9s %8s %8s %7s\n' database route requests/s "p50 ms" "p99 ms" errors
# shellcheck disable=SC2086 # BENCH_API_ARGS is a list of words
python3 Benchmarks/web/bench_api.py --per "$PER_BIN" ${BENCH_API_ARGS:-}
# shellcheck disable=SC2086
scripts/postgres-cluster.sh run python3 Benchmarks/web/bench_api.py --per "$PER_BIN" ${BENCH_API_ARGS:-}
echo "load average after: $(cut -d ' ' -f 1-3 /proc/loadavg)"
