# Sourced by the benchmark scripts.
#
# `release_per NAME` sets PER_BIN, when it is unset, to a release `per` it builds (static Swift
# stdlib, as `make run`) in PER_SCRATCH_PATH (default .build).
release_per() {
    [ -z "${PER_BIN:-}" ] || return 0
    local scratch="${PER_SCRATCH_PATH:-.build}"
    echo "$1: building per (release) in $scratch"
    swift build -c release --static-swift-stdlib --product per --scratch-path "$scratch" >/dev/null
    PER_BIN="$root/$scratch/release/per"
}

# `start_server NAME LOG DATABASE` starts `$PER_BIN serve` on
# a free port of 127.0.0.1 with the web root, logging to LOG, and waits until it listens; it
# sets `server` (the process id, for the caller's cleanup) and `base` (http://127.0.0.1:PORT).
# NAME prefixes its error messages. PER_BENCH_LOG_LEVEL sets the log level (default info).
start_server() {
    local name="$1" log="$2" database="$3"
    "$PER_BIN" serve --host 127.0.0.1 --port 0 --web-root "$root/Web" --database "$database" \
        --signup-limit 100000 --log-level "${PER_BENCH_LOG_LEVEL:-info}" >"$log" 2>&1 &
    server=$!
    # The server logs its address ("at http://127.0.0.1:PORT") once it listens.
    base=""
    for _ in $(seq 1 100); do
        base="$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$log" | head -n 1 || true)"
        [ -n "$base" ] && return 0
        kill -0 "$server" 2>/dev/null || { cat "$log" >&2; echo "$name: per serve exited" >&2; exit 1; }
        sleep 0.1
    done
    cat "$log" >&2
    echo "$name: per serve did not start" >&2
    exit 1
}
