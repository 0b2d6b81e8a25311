#!/usr/bin/env bash
# The server's tests against PostgreSQL: starts a throw-away cluster (scripts/postgres-cluster.sh),
# runs the PerStorageTests and PerServerTests suites with PER_TEST_POSTGRES_URL set (each test in
# a schema of its own), then e2e/server/instances.py (two real `per serve` on that database) and
# e2e/server/faults.py (a `per serve` killed, restarted and sent hostile requests) and
# scripts/test-api.sh (schemathesis against the OpenAPI document), and stops the cluster, also when a test fails. Expects a build with tests (`swift build --build-tests`).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

exec scripts/postgres-cluster.sh run bash -c '
    set -euo pipefail
    swift test --skip-build --filter "PerStorageTests|PerServerTests"
    python3 e2e/server/instances.py --per .build/debug/per
    python3 e2e/server/faults.py --per .build/debug/per
    PER_BIN=.build/debug/per PER_API_DATABASE="$PER_TEST_POSTGRES_URL" scripts/test-api.sh
'
