#!/usr/bin/env bash
# A throw-away PostgreSQL server for tests and benchmarks: Debian's `postgresql` (installed by
# scripts/setup.sh) with its cluster in a folder of its own, listening on a free port of
# 127.0.0.1 and on a Unix socket in that folder only, with trust authentication, a superuser
# `per` and a database `per`. Run as root, the server runs as `nobody` (initdb refuses root).
#
#   scripts/postgres-cluster.sh run CMD [ARG…]  starts a cluster in a new temporary folder, runs
#       CMD with PER_TEST_POSTGRES_URL (the database's URL) and PER_POSTGRES_DIR (the folder) in
#       its environment, then stops the server and removes the folder, also when CMD fails or
#       the script is interrupted; exits with CMD's status.
#   scripts/postgres-cluster.sh start DIR   creates a cluster in DIR (new or empty) and starts it
#   scripts/postgres-cluster.sh url DIR     prints the URL, postgres://per@127.0.0.1:PORT/per
#   scripts/postgres-cluster.sh down DIR    stops the server, keeping its data (an outage)
#   scripts/postgres-cluster.sh up DIR      starts it again, on the same port
#   scripts/postgres-cluster.sh stop DIR    stops the server and removes DIR
set -euo pipefail

usage() {
    sed -n '8,16p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 64
}

fail() {
    echo "postgres-cluster: $*" >&2
    exit 1
}

bin_dir() {
    local dir
    dir="$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -n 1)"
    [ -n "$dir" ] && [ -x "$dir/pg_ctl" ] || fail "PostgreSQL is not installed: run scripts/setup.sh"
    echo "$dir"
}

# Runs a PostgreSQL program as the cluster's owner: the caller, or `nobody` when that is root.
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u nobody -- "$@"
    else
        "$@"
    fi
}

free_port() {
    python3 -c 'import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])'
}

port_of() {
    [ -f "$1/port" ] || fail "$1 holds no cluster started by this script"
    cat "$1/port"
}

# Starts the server of DIR and waits until it accepts connections.
server_up() {
    local dir="$1" bin
    bin="$(bin_dir)"
    if ! as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start >/dev/null; then
        tail -n 20 "$dir/server.log" >&2 || true
        fail "the server in $dir did not start"
    fi
}

server_down() {
    local dir="$1" bin
    bin="$(bin_dir)"
    if [ -f "$dir/data/postmaster.pid" ]; then
        as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null
    fi
}

start() {
    local dir="$1" bin port
    bin="$(bin_dir)"
    mkdir -p "$dir"
    [ -z "$(ls -A "$dir")" ] || fail "$dir is not empty"
    if [ "$(id -u)" -eq 0 ]; then
        chown nobody "$dir"
        runuser -u nobody -- test -w "$dir" ||
            fail "nobody can't write $dir: use a folder it can reach, e.g. under /tmp"
    fi
    as_owner "$bin/initdb" -D "$dir/data" --username=per --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
        >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2
        fail "initdb failed"
    }
    port="$(free_port)"
    cat >>"$dir/data/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
max_connections = 300
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
    echo "$port" >"$dir/port"
    server_up "$dir"
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U per per
}

stop() {
    local dir="$1"
    [ -d "$dir" ] || return 0
    server_down "$dir" || true
    rm -rf "$dir"
}

url() {
    echo "postgres://per@127.0.0.1:$(port_of "$1")/per"
}

command="${1:-}"
[ $# -ge 2 ] || usage
shift
case "$command" in
run)
    dir="$(mktemp -d "${TMPDIR:-/tmp}/per-postgres.XXXXXX")"
    trap 'stop "$dir"' EXIT
    trap 'exit 130' INT TERM
    start "$dir"
    status=0
    PER_TEST_POSTGRES_URL="$(url "$dir")" PER_POSTGRES_DIR="$dir" "$@" || status=$?
    exit "$status"
    ;;
start) start "$1" ;;
url) url "$1" ;;
down) server_down "$1" ;;
up)
    port_of "$1" >/dev/null
    server_up "$1"
    ;;
stop) stop "$1" ;;
*) usage ;;
esac
