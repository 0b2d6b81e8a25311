#!/usr/bin/env bash
# POST /api/sync against a real `per serve` on a temporary SQLite file:
#   (a) a household's 10,000 records (lists, their products, price-book entries) uploaded by
#       one device in one request, then a new device's first sync (`since: 0`) downloading all
#       of them in pages of about a megabyte: prints the time, the answers' size, and the median of BENCH_ROUNDS more
#       downloads; then three new devices join in headless Chromium and each prints its first
#       sync from start to lists shown, step by step (Benchmarks/web/first_sync.py; target
#       under 1 s);
#   (b) wrk on 32 connections for 10 s, each request a sync with one small change the server
#       must write (a new product, or a new price of one), from Benchmarks/web/sync.lua:
#       prints requests/s, p50 and p99 latency and errors (target 0).
# Then checks that every record written is there, and stops the server.
#
# Installs wrk (Debian), Chromium and the Python venv of the browser tests when missing, builds
# the wasm modules when missing, and builds a release `per`.
# Environment: PER_BIN (a built per; default: build .build/release/per, or under
# PER_SCRATCH_PATH), SYNC_RECORDS (default 10000), BENCH_ROUNDS (default 5), WRK_ARGS
# (default "-t2 -c32 -d10s"), PER_BENCH_LOG_LEVEL (default info: one log line per request, to
# a file, as in normal use).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"

scripts/setup.sh wrk
scripts/web-test-env.sh
[ -f Web/per-sync.wasm ] || scripts/build-wasm.sh

. scripts/start-server.sh
release_per bench-sync

records="${SYNC_RECORDS:-10000}"
rounds="${BENCH_ROUNDS:-5}"
wrk_args="${WRK_ARGS:--t2 -c32 -d10s}"
work="$(mktemp -d -t per-bench-sync.XXXXXX)"
log="$work/server.log"
server=""
cleanup() {
    [ -z "$server" ] || kill -TERM "$server" 2>/dev/null || true
    [ -z "$server" ] || wait "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
start_server bench-sync "$log" "$work/per.sqlite"

fail() { echo "bench-sync: $*" >&2; exit 1; }
# A member of a JSON file: field FILE KEY [KEY …].
field() {
    python3 -c 'import json, sys
value = json.load(open(sys.argv[1]))
for key in sys.argv[2:]: value = value[key]
print(value)' "$@"
}
# POST JSON: post PATH BODY-FILE OUT-FILE [TOKEN]; prints the status.
post() {
    local auth=()
    [ -n "${4:-}" ] && auth=(-H "Authorization: Bearer $4")
    curl -s -o "$3" -w '%{http_code}' -X POST -H 'Content-Type: application/json' "${auth[@]}" \
        --data-binary "@$2" "$base$1"
}

# A household (signup is open on loopback) and a second device joined through an invite.
echo '{"name": "Home", "deviceName": "Phone"}' >"$work/household.json"
[ "$(post /api/households "$work/household.json" "$work/first.json")" = 201 ] || fail "no household: $(cat "$work/first.json")"
token="$(field "$work/first.json" token)"
device="$(field "$work/first.json" device id)"
echo '{}' >"$work/empty.json"
[ "$(post /api/invites "$work/empty.json" "$work/invite.json" "$token")" = 201 ] || fail "no invite"
printf '{"code": "%s", "deviceName": "Laptop"}' "$(field "$work/invite.json" code)" >"$work/join.json"
[ "$(post /api/join "$work/join.json" "$work/second.json")" = 201 ] || fail "no join"
second="$(field "$work/second.json" token)"

# The household's records, as the web app writes them: 4 % lists, 36 % products, 60 %
# price-book entries; every field stamped by the first device a little before now.
now_ms="$(($(date +%s%3N)))"
python3 - "$records" "$device" "$now_ms" >"$work/upload.json" <<'PYTHON'
import json, random, sys
count, device, now = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
rng = random.Random(20251124)
units = [("g", ["100", "250", "500", "750", "1000"]), ("kg", ["1", "2", "5/2"]),
         ("mL", ["330", "500", "750"]), ("L", ["1", "3/2", "2"]), ("each", ["1", "6", "12"])]
stores = ["Lidl", "Aldi", "Tesco", "Carrefour", "Rewe", None]
names = ["Coffee", "Rice", "Olive oil", "Milk", "Eggs", "Pasta", "Oats", "Butter", "Flour", "Tea"]
serial = 0
def new_id():
    global serial
    serial += 1
    return "%016x%016x" % (rng.getrandbits(64), serial)
def stamp():
    return "%d-0-%s" % (now - 3_600_000 + rng.randrange(3_000_000), device)
def record(id, kind, fields):
    return {"id": id, "kind": kind, "fields": {k: [v, stamp()] for k, v in fields.items()}}
lists, products, entries = count * 4 // 100, count * 36 // 100, 0
entries = count - lists - products
changes, list_ids = [], []
for i in range(lists):
    id = new_id(); list_ids.append(id)
    unit, _ = rng.choice(units)
    changes.append(record(id, "list", {"name": "%s %d" % (rng.choice(names), i), "reference": None,
        "lastUnit": unit, "created": "2025-11-%02dT10:00:00Z" % (1 + i % 28),
        "updated": "2025-11-%02dT18:30:00Z" % (1 + i % 28)}))
def amounts():
    unit, sizes = rng.choice(units)
    return {"price": "%d/100" % rng.choice([c for c in range(49, 9999) if c % 2 and c % 5]), "packCount": rng.choice(["1", "1", "1", "2", "6"]),
            "packSize": rng.choice(sizes), "unit": unit}
for i in range(products):
    changes.append(record(new_id(), "product", {"list": rng.choice(list_ids),
        "name": "Brand %s %d" % (chr(65 + i % 26), i), **amounts()}))
for i in range(entries):
    changes.append(record(new_id(), "entry", {"product": "%s %d" % (rng.choice(names), i % 500), **amounts(),
        "store": rng.choice(stores), "date": "2025-%02d-%02d" % (1 + i % 12, 1 + i % 28),
        "sale": rng.random() < 0.15, "list": rng.choice(list_ids + [None] * 20)}))
print(json.dumps({"since": 0, "changes": changes}, separators=(",", ":")))
PYTHON
upload_bytes="$(wc -c <"$work/upload.json")"
upload="$(curl -s -o "$work/uploaded.json" -w '%{http_code} %{time_total}' -X POST \
    -H 'Content-Type: application/json' -H "Authorization: Bearer $token" \
    --data-binary "@$work/upload.json" "$base/api/sync")"
[ "${upload%% *}" = 200 ] || fail "the upload answered ${upload%% *}: $(head -c 300 "$work/uploaded.json")"
# A first sync: every page from `since` 0 until `more` is false (the server answers about a
# megabyte at a time); prints the status, the seconds, the bytes, the pages, the last cursor
# and the records received (each once).
download() {
    python3 - "$base/api/sync" "$1" <<'PYTHON'
import json, sys, time, urllib.error, urllib.request
url, token = sys.argv[1:]
since, pages, size, ids, status = 0, 0, 0, set(), 200
start = time.perf_counter()
while True:
    request = urllib.request.Request(url, data=json.dumps({"since": since}).encode(), method="POST",
        headers={"Content-Type": "application/json", "Authorization": "Bearer " + token})
    try:
        with urllib.request.urlopen(request) as response:
            body = response.read()
    except urllib.error.HTTPError as error:
        status = error.code
        break
    answer = json.loads(body)
    pages, size, since = pages + 1, size + len(body), answer["cursor"]
    ids.update(record["id"] for record in answer["changes"])
    if not answer["more"]:
        break
print(status, time.perf_counter() - start, size, pages, since, len(ids))
PYTHON
}
read -r status _ _ _ cursor stored <<<"$(download "$token")"
[ "$status" = 200 ] || fail "the uploading device's sync answered $status"
[ "$cursor" = "$records" ] && [ "$stored" = "$records" ] || fail "cursor $cursor and $stored records after uploading $records records"
echo "per serve at $base, database $work/per.sqlite"
printf '(a) upload of %d records in one request (%.1f MiB): %.0f ms\n' "$records" \
    "$(awk -v b="$upload_bytes" 'BEGIN { print b / 1048576 }')" "$(awk -v t="${upload#* }" 'BEGIN { print t * 1000 }')"

# A new device's first sync: every record, since 0, in pages.
read -r status seconds size pages _ got <<<"$(download "$second")"
[ "$status" = 200 ] || fail "the first sync answered $status"
[ "$got" = "$records" ] || fail "the first sync answered $got records, not $records"
times=()
for _ in $(seq 1 "$rounds"); do times+=("$(download "$second" | awk '{ print $2 }')"); done
median="$(printf '%s\n' "${times[@]}" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }')"
verdict="$(awk -v t="$seconds" 'BEGIN { print (t < 1 ? "ok" : "above target 1 s") }')"
printf '    first sync of a new device, %d records (%.1f MiB in %d pages): %.0f ms  %s (median of %d more: %.0f ms)\n' \
    "$got" "$(awk -v b="$size" 'BEGIN { print b / 1048576 }')" "$pages" "$(awk -v t="$seconds" 'BEGIN { print t * 1000 }')" \
    "$verdict" "$rounds" "$(awk -v t="$median" 'BEGIN { print t * 1000 }')"

# The same first sync in headless Chromium: a new device opens an invite link, joins, and the
# page downloads, merges (per-sync.wasm) and shows (per.wasm) every record.
codes=()
for _ in 1 2 3; do
    [ "$(post /api/invites "$work/empty.json" "$work/invite.json" "$token")" = 201 ] || fail "no invite"
    codes+=("$(field "$work/invite.json" code)")
done
echo "    the same in the browser (join, download, merge, show, store):"
"$root/.venv/bin/python" Benchmarks/web/first_sync.py --url "$base" --lists "$((records * 4 / 100))" -- "${codes[@]}"

# (b) Small writes on many connections.
list_id="$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["changes"][0]["id"])' "$work/upload.json")"
# shellcheck disable=SC2086 # wrk_args is a list of words
out="$(PER_SYNC_TOKEN="$token" PER_SYNC_DEVICE="$device" PER_SYNC_MILLIS="$(date +%s%3N)" \
    PER_SYNC_LIST="$list_id" PER_SYNC_CURSOR="$cursor" \
    wrk $wrk_args --latency -s Benchmarks/web/sync.lua "$base/api/sync")"
line="$(grep '^SYNC ' <<<"$out")" || { echo "$out" >&2; fail "wrk printed no result"; }
value() { sed -n "s/.* $1=\([0-9.]*\).*/\1/p" <<<"$line"; }
requests="$(value requests)"
errors=$(($(value non200) + $(value socket_errors)))
verdict="$([ "$errors" = 0 ] && echo ok || echo "above target 0")"
printf '(b) wrk %s, one or two changes per request: %.0f requests/s, p50 %.2f ms, p99 %.2f ms, %d errors  %s\n' \
    "$wrk_args" "$(awk -v n="$requests" -v s="$(value seconds)" 'BEGIN { print n / s }')" \
    "$(awk -v u="$(value p50_us)" 'BEGIN { print u / 1000 }')" "$(awk -v u="$(value p99_us)" 'BEGIN { print u / 1000 }')" \
    "$errors" "$verdict"

# Every change wrk had answered is stored.
read -r final _ _ _ total stored <<<"$(download "$second")"
[ "$final" = 200 ] || fail "the last sync answered $final"
echo "    after: cursor $total ($((total - cursor)) changes written by wrk), $stored records, database $(du -sh "$work" | cut -f1)"
# Each answered request wrote one change (requests still in flight when wrk stopped may add more).
[ "$((total - cursor))" -ge "$requests" ] || fail "wrk had $requests answers but the cursor moved by $((total - cursor))"
[ "$errors" = 0 ] || echo "bench-sync: some requests failed"
# Figures, not a pass/fail test: exit 0 once measured.
