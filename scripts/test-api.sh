#!/usr/bin/env bash
# The API against its OpenAPI document: schemathesis (e2e/api/requirements.txt, installed into
# .venv) generates requests from Sources/PerServer/Resources/openapi.yaml, as served by a live
# `per serve` at /api/openapi.yaml, and runs every check on the answers: no 5xx, every status,
# header, content type and body as documented, valid bodies accepted, invalid ones refused,
# 405s as documented, authentication enforced. The server runs on a free port with a fresh
# SQLite file (or PER_API_DATABASE, e.g. a PostgreSQL URL) and signup open (loopback); a household is created first and its device's token
# sent with every request, so the authenticated routes answer more than 401.
#
# Environment: PER_BIN (a built per; by default `swift build --product per` builds
# .build/debug/per), API_TEST_EXAMPLES (test cases per operation and phase, default 60),
# SCHEMATHESIS_ARGS (more options, e.g. "--seed 1234"), PER_API_DATABASE (the server's
# --database; scripts/test-postgres.sh runs this script on its PostgreSQL too).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

scripts/venv.sh e2e/api/requirements.txt
if [ -z "${PER_BIN:-}" ]; then
    swift build --product per
    PER_BIN="$root/.build/debug/per"
fi

work="$(mktemp -d)"
server=""
cleanup() {
    if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

# The rate limit of failed authentications is raised: ignored_auth sends wrong tokens on purpose
# and joins with made-up codes fail, and 10 a minute would leave every later request a 429.
"$PER_BIN" serve --port 0 --web-root Web --database "${PER_API_DATABASE:-$work/per.sqlite}" --log-level warning \
    --failure-limit 1000000 --signup-limit 1000000 >"$work/stdout" 2>"$work/server.log" &
server=$!
for _ in $(seq 200); do
    grep -q "Per is serving" "$work/stdout" && break
    kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
    sleep 0.05
done
base="$(sed -n 's/^Per is serving .* at \(http:[^ ]*\)$/\1/p' "$work/stdout")"
[ -n "$base" ] || { echo "test-api: per serve did not start" >&2; cat "$work/server.log" >&2; exit 1; }

token="$("$root/.venv/bin/python" - "$base" <<'PY'
import json, sys, urllib.request

request = urllib.request.Request(
    sys.argv[1] + "/api/households", method="POST",
    data=json.dumps({"name": "Schemathesis", "deviceName": "Test run"}).encode(),
    headers={"Content-Type": "application/json"})
with urllib.request.urlopen(request) as response:
    print(json.load(response)["token"])
PY
)"

# One worker: with two threads, CPython 3.11's `ast` module (which Hypothesis calls to describe
# its strategies) fails now and then with "AST constructor recursion depth mismatch".
# shellcheck disable=SC2086 # SCHEMATHESIS_ARGS is a list of words
"$root/.venv/bin/schemathesis" --config-file e2e/api/schemathesis.toml run "$base/api/openapi.yaml" \
    --checks all --header "Authorization: Bearer $token" \
    --max-examples "${API_TEST_EXAMPLES:-60}" --workers 1 --no-color ${SCHEMATHESIS_ARGS:-}

# The server must still be up, having logged no error.
kill -0 "$server"
if grep -E "error|critical" "$work/server.log"; then
    echo "test-api: per serve logged errors" >&2
    exit 1
fi
