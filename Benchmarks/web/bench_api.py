#!/usr/bin/env python3
"""wrk against the API of real `per serve` processes (run by scripts/bench-web-api.sh).

On SQLite (a temporary file), or on PostgreSQL (PER_TEST_POSTGRES_URL: one instance, then two
on one database), with --households households of one device each, every one with a synced
list and a saved list: `POST /api/sync` with one small write per request
(Benchmarks/web/sync.lua, the households in turn) and `GET /api/lists` (Benchmarks/web/lists.lua).
Two instances get one wrk each, at once, with half the connections: requests/s are summed and
the worse p50 and p99 kept. Prints requests/s, p50, p99 and errors next to the targets (0
errors, p99 under 50 ms), and checks that every sync answered moved a household's cursor.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "e2e", "server"))
from per_serve import PerServe, StartFailure  # noqa: E402 (after its folder joins the path)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
P99_TARGET_MS = 50


class Server(PerServe):
    """`per serve` logging to the run's log file; `call` expects a 2xx answer."""

    def __init__(self, per, database, log):
        super().__init__(per, database, "--log-level", os.environ.get("PER_BENCH_LOG_LEVEL", "info"),
                         log_file=log)
        try:
            self.start()
        except StartFailure as failure:
            raise SystemExit(f"bench-web-api: {failure}")

    def call(self, path, body, token=None):
        status, answer = self.request(path, body, token, timeout=60)
        if not 200 <= status < 300:
            raise SystemExit(f"bench-web-api: {path} answered {status}: {answer}")
        return answer


def households(server, count):
    """`count` households of one device, each with a synced list and a saved list of 3 products."""
    result = []
    millis = int(time.time() * 1000) - 60_000
    for index in range(count):
        member = server.call("/api/households", {"name": f"Home {index}", "deviceName": "Phone"})
        token, device = member["token"], member["device"]["id"]
        list_id = "%032x" % (index + 1)
        stamp = f"{millis}-0-{device}"
        synced = server.call("/api/sync", {"since": 0, "changes": [
            {"id": list_id, "kind": "list", "fields": {"name": ["Coffee", stamp]}}]}, token)
        server.call("/api/lists", {"name": "Coffee", "system": "metric", "items": [
            {"name": "A", "price": "3.99", "quantity": "500 g"}, {"name": "B", "price": "2.49", "quantity": "1 lb"},
            {"name": "C", "price": "7.99", "quantity": "1 kg"}]}, token)
        result.append({"token": token, "device": device, "list": list_id, "cursor": synced["cursor"]})
    return result


def wrk(script, servers, homes, connections, duration):
    """Runs one wrk per server at once; returns the summed figures."""
    environment = dict(os.environ, PER_SYNC_TOKEN=",".join(h["token"] for h in homes),
                       PER_SYNC_DEVICE=",".join(h["device"] for h in homes),
                       PER_SYNC_LIST=",".join(h["list"] for h in homes),
                       PER_SYNC_CURSOR=",".join(str(h["cursor"]) for h in homes),
                       PER_SYNC_MILLIS=str(int(time.time() * 1000)))
    each = connections // len(servers)
    threads = 2 if len(servers) == 1 else 1
    runs = [subprocess.Popen(["wrk", f"-t{threads}", f"-c{each}", f"-d{duration}s", "--latency", "-s",
                              os.path.join(ROOT, "Benchmarks", "web", script), server.base + "/api/"],
                             env=dict(environment, PER_SYNC_THREAD=str(1 + index * threads)),
                             stdout=subprocess.PIPE, text=True)
            for index, server in enumerate(servers)]
    figures = []
    for run in runs:
        out, _ = run.communicate(timeout=duration + 60)
        line = re.search(r"^(?:SYNC|LISTS) (.*)$", out, re.M)
        if not line:
            raise SystemExit(f"bench-web-api: wrk printed no result:\n{out}")
        figures.append({key: float(value) for key, value in re.findall(r"(\w+)=([\d.]+)(?=\s|$)", line.group(1))
                        if key != "statuses"})
        figures[-1]["statuses"] = set(filter(None, re.search(r"statuses=(\S*)", line.group(1)).group(1).split(",")))
    return {
        "requests": sum(f["requests"] for f in figures),
        "rate": sum(f["requests"] / f["seconds"] for f in figures),
        "p50": max(f["p50_us"] for f in figures) / 1000,
        "p99": max(f["p99_us"] for f in figures) / 1000,
        "non200": int(sum(f["non200"] for f in figures)),
        "socket_errors": int(sum(f["socket_errors"] for f in figures)),
        "statuses": sorted(set().union(*(f["statuses"] for f in figures))),
    }


def cursors(server, homes):
    """The households' cursors now, summed; each home's cursor is set to its household's, so
    that a run starts where a device that synced a moment ago would, not from every record the
    previous run wrote."""
    for home in homes:
        home["cursor"] = server.call("/api/sync", {"since": 1 << 62}, home["token"])["cursor"]
    return sum(home["cursor"] for home in homes)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per", required=True)
    parser.add_argument("--households", type=int, default=16)
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--duration", type=int, default=10)
    arguments = parser.parse_args()
    postgres = os.environ.get("PER_TEST_POSTGRES_URL")
    folder = tempfile.mkdtemp(prefix="per-bench-api.")
    setups = [("PostgreSQL", 1), ("PostgreSQL, 2 instances", 2)] if postgres else [("SQLite", 1)]
    failed = False
    with open(os.path.join(folder, "server.log"), "w") as log:
        for name, count in setups:
            servers = [Server(arguments.per, postgres or os.path.join(folder, "per.sqlite"), log)
                       for _ in range(count)]
            try:
                homes = households(servers[0], arguments.households)
                for route, script in (("POST /api/sync", "sync.lua"), ("GET /api/lists", "lists.lua")):
                    # Warm up (the connection pools open their connections), then measure.
                    wrk(script, servers, homes, arguments.connections, 2)
                    before = cursors(servers[0], homes)
                    result = wrk(script, servers, homes, arguments.connections, arguments.duration)
                    errors = result["non200"] + result["socket_errors"]
                    statuses = f" ({', '.join(result['statuses'])})" if result["statuses"] else ""
                    misses = [f"{result['non200']} non-200 answers{statuses}, {result['socket_errors']} socket "
                              "errors (timeouts: 2 s)"] if errors else []
                    if errors:
                        # What the servers said about them.
                        log.flush()
                        with open(log.name) as lines:
                            said = [line for line in lines if re.search(r"\b(warning|error|critical)\b", line)]
                        print("".join(said[:5]), end="", file=sys.stderr)
                    if result["p99"] >= P99_TARGET_MS:
                        misses.append(f"p99 above {P99_TARGET_MS} ms")
                    failed |= bool(misses)
                    print(f"{name:<26} {route:<16} {result['rate']:>9.0f} {result['p50']:>8.2f} "
                          f"{result['p99']:>8.2f} {errors:>7d}  {'; '.join(misses) or 'ok'}", flush=True)
                    if route == "POST /api/sync":
                        moved = cursors(servers[0], homes) - before
                        if moved < result["requests"] - errors:
                            raise SystemExit(f"bench-web-api: {result['requests']} syncs answered, "
                                             f"but the cursors moved by {moved}")
            finally:
                for server in servers:
                    server.stop()
    subprocess.run(["rm", "-rf", folder], check=False)
    if failed:
        print("bench-web-api: a figure misses its target", file=sys.stderr)


if __name__ == "__main__":
    main()
