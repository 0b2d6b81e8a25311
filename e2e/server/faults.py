#!/usr/bin/env python3
"""Faults against a real `per serve`, on a SQLite file (default) or on PostgreSQL
(PER_TEST_POSTGRES_URL set: run through scripts/test-postgres.sh).

Checks that
- `kill -9` of the server while clients sync loses no acknowledged change: after a restart on
  the same database, every change answered 200 is there with its value (or a later one the
  same client sent), cursors keep moving forward, and a SQLite file passes
  `PRAGMA integrity_check`; three times;
- a client offline across a restart catches up: syncing from its old cursor answers exactly
  the changes made meanwhile;
- SQLite: when the file can't be written (every write of the server fails, as on a full or
  read-only disk), writes answer 503 with a JSON message, reads answer 200, nothing is
  corrupted, and writes work again once the disk does (PostgreSQL's outage is
  e2e/server/instances.py's);
- hostile requests (malformed, truncated, huge, deeply nested and non-UTF-8 bodies, wrong
  content types, a client that stalls or trickles, connections dropped mid-request and
  mid-response) get a 4xx or a closed connection, never a 5xx; meanwhile a well-behaved client
  keeps getting correct answers within a second, and afterwards the server is alive and its
  memory has not grown out of bounds;
- connections that trickle a byte every half second are answered 408 and closed at the
  request timeout (e2e/server/hostile_trickle.py, small: 50 connections, a 2 s deadline, on a
  server of its own), though the idle timeout alone would keep those that trickle a body.

Bounded in time: every request times out, and the whole run stops after --deadline seconds;
servers are stopped and temporary files removed, also on failure.
"""

import argparse
import importlib
import json
import os
import random
import re
import resource
import shutil
import signal
import socket
import sqlite3
import struct
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

from per_serve import PerServe, StartFailure, checks

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
fail, expect = checks("test-faults")
# How long a well-behaved request may take while hostile clients run.
PROMPT = 1.0
# How long the server keeps a connection that sends nothing (`per serve --idle-timeout`).
IDLE_TIMEOUT = 2


class Server(PerServe):
    """`per serve` with a short idle timeout; writes beyond RLIMIT_FSIZE fail with EFBIG rather
    than killing it (SIGXFSZ)."""

    def __init__(self, per, database):
        super().__init__(per, database, "--log-level", "warning", "--idle-timeout", str(IDLE_TIMEOUT),
                         preexec_fn=lambda: signal.signal(signal.SIGXFSZ, signal.SIG_IGN))

    def start(self):
        try:
            return super().start()
        except StartFailure as failure:
            fail(str(failure))

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            return int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))


class Device:
    """A device of a household: its token, its cursor, and every change it sent."""

    def __init__(self, membership):
        self.token = membership["token"]
        self.id = membership["device"]["id"]
        self.household = membership["household"]["id"]
        self.cursor = 0
        self.counter = 0
        # Stamps a little in the past, increasing: the counter orders this device's writes.
        self.millis = int(time.time() * 1000) - 60_000
        self.sent = {}  # (record id, stamp) -> value, answered or not
        self.acknowledged = {}  # record id -> the latest stamp of a change answered 200

    def changes(self, rng):
        """One or two changes: a new list, or a new name of one of this device's lists."""
        changes = []
        for _ in range(rng.randint(1, 2)):
            self.counter += 1
            ids = list(self.acknowledged)
            record = rng.choice(ids) if ids and rng.random() < 0.5 else "%016x%016x" % (rng.getrandbits(64), self.counter)
            stamp = f"{self.millis}-{self.counter}-{self.id}"
            value = f"List {self.counter}"
            self.sent[(record, stamp)] = value
            changes.append({"id": record, "kind": "list", "fields": {"name": [value, stamp]}})
        return changes

    def sync(self, server, changes=(), timeout=30):
        status, answer = server.request("/api/sync", {"since": self.cursor, "changes": list(changes)}, self.token,
                                        timeout=timeout)
        expect(status == 200, f"sync: {status} {answer}")
        expect(answer["cursor"] >= self.cursor, f"cursor {answer['cursor']} after {self.cursor}")
        if changes:
            expect(answer["cursor"] > self.cursor, f"changes written but cursor still {answer['cursor']}")
        got = {change["id"] for change in answer["changes"]}
        expect({change["id"] for change in changes} <= got, "a change is not in its own answer")
        for change in changes:
            stamp = change["fields"]["name"][1]
            if stamp > self.acknowledged.get(change["id"], ""):
                self.acknowledged[change["id"]] = stamp
        self.cursor = answer["cursor"]
        return answer


def stamp_key(stamp):
    milliseconds, counter, _ = stamp.split("-")
    return int(milliseconds), int(counter)


def households(server, count, devices_each):
    """`count` households of `devices_each` devices, created and joined through the API."""
    result = []
    for index in range(count):
        status, first = server.request("/api/households", {"name": f"Home {index}", "deviceName": "Phone"})
        expect(status == 201, f"household: {status} {first}")
        members = [Device(first)]
        for number in range(devices_each - 1):
            status, invite = server.request("/api/invites", {}, first["token"])
            expect(status == 201, f"invite: {status} {invite}")
            status, joined = server.request("/api/join", {"code": invite["code"], "deviceName": f"Device {number}"})
            expect(status == 201, f"join: {status} {joined}")
            members.append(Device(joined))
        result.append(members)
    return result


def check_stored(server, homes):
    """Every acknowledged change is stored, with the value sent with its stamp or a later one."""
    for devices in homes:
        reader = devices[0]
        status, answer = server.request("/api/sync", {"since": 0}, reader.token)
        expect(status == 200, f"sync after restart: {status} {answer}")
        stored = {change["id"]: change["fields"]["name"] for change in answer["changes"]}
        expect(len(stored) == len(answer["changes"]), "a record twice in one answer")
        for device in devices:
            expect(answer["cursor"] >= device.cursor,
                   f"cursor {answer['cursor']} after a restart, below an answered {device.cursor}")
            for record, stamp in device.acknowledged.items():
                expect(record in stored, f"an acknowledged change of record {record} was lost")
                value, kept = stored[record]
                expect(stamp_key(kept) >= stamp_key(stamp), f"record {record}: {kept} older than the answered {stamp}")
                expect(device.sent.get((record, kept)) == value,
                       f"record {record}: value {value!r} was never sent with {kept}")
    return sum(len(device.acknowledged) for devices in homes for device in devices)


def integrity(path):
    if path is None:
        return
    database = sqlite3.connect(path)
    try:
        result = database.execute("PRAGMA integrity_check").fetchall()
    finally:
        database.close()
    expect(result == [("ok",)], f"PRAGMA integrity_check: {result}")


def kill_mid_stream(server, homes, sqlite_path, rounds, rng):
    """Clients sync until the server is killed; after a restart every answered change is there."""
    for round_number in range(rounds):
        stop = threading.Event()
        answered = [0]
        errors = []
        lock = threading.Lock()

        def client(device, seed):
            local = random.Random(seed)
            while not stop.is_set():
                changes = device.changes(local)
                try:
                    device.sync(server, changes, timeout=10)
                except (OSError, urllib.error.URLError, json.JSONDecodeError):
                    return  # the server is gone: the changes in flight may or may not be stored
                except SystemExit as error:
                    errors.append(str(error))
                    return
                with lock:
                    answered[0] += 1

        threads = [threading.Thread(target=client, args=(device, rng.random()), daemon=True)
                   for devices in homes for device in devices]
        for thread in threads:
            thread.start()
        # Kill at a random moment once syncs are under way.
        target = rng.randint(20, 80)
        deadline = time.monotonic() + 60
        while answered[0] < target and time.monotonic() < deadline and not errors:
            time.sleep(0.01)
        expect(not errors, "; ".join(errors))
        expect(answered[0] >= target, f"only {answered[0]} syncs answered in 60 s")
        server.kill()
        stop.set()
        for thread in threads:
            thread.join(timeout=30)
        expect(not errors, "; ".join(errors))
        integrity(sqlite_path)
        server.start()
        total = check_stored(server, homes)
        # Cursors go on from where they were: a new change moves each household's on.
        for devices in homes:
            before = max(device.cursor for device in devices)
            answer = devices[0].sync(server, devices[0].changes(rng))
            expect(answer["cursor"] > before, f"cursor {answer['cursor']} after a restart, not above {before}")
        print(f"test-faults: kill -9 {round_number + 1}: {answered[0]} syncs answered before, "
              f"{total} acknowledged records all there")


def offline_catch_up(server, homes, rng):
    """A device syncs, the server restarts, others write; the device gets exactly what it missed."""
    offline, writer = homes[0][0], homes[0][1]
    offline.sync(server)
    server.stop()
    server.start()
    written = set()
    for _ in range(5):
        changes = writer.changes(rng)
        writer.sync(server, changes)
        written.update(change["id"] for change in changes)
    since = offline.cursor
    answer = offline.sync(server)
    expect({change["id"] for change in answer["changes"]} == written and len(answer["changes"]) == len(written),
           f"the offline device got {len(answer['changes'])} records, expected exactly {len(written)}")
    expect(answer["cursor"] == writer.cursor, f"cursor {answer['cursor']}, the writer's is {writer.cursor}")
    print(f"test-faults: a device offline across a restart got exactly the {len(written)} changes "
          f"made after cursor {since}")


def unwritable_file(server, homes, sqlite_path, rng):
    """SQLite: every write of the server fails (file size limit 0): writes 503, reads 200."""
    device = homes[0][0]
    before = device.sync(server)
    pid = server.process.pid
    resource.prlimit(pid, resource.RLIMIT_FSIZE, (0, resource.RLIM_INFINITY))
    try:
        for path, body in (("/api/sync", {"since": device.cursor, "changes": device.changes(rng)}),
                           ("/api/invites", {})):
            status, answer = server.request(path, body, device.token)
            expect(status == 503, f"POST {path} with a file that can't be written: {status} {answer}")
            expect("database" in answer.get("error", ""), f"503 without a clear message: {answer}")
        status, answer = server.request("/api/sync", {"since": 0}, device.token)
        expect(status == 200 and answer["cursor"] == before["cursor"],
               f"a read with a file that can't be written: {status} {answer}")
        status, _ = server.request("/api/lists", None, device.token, method="GET")
        expect(status == 200, f"GET /api/lists with a file that can't be written: {status}")
    finally:
        resource.prlimit(pid, resource.RLIMIT_FSIZE,
                         (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    expect(server.alive(), "the server exited when its file could not be written")
    device.sync(server, device.changes(rng))
    integrity(sqlite_path)
    print("test-faults: a file that can't be written: writes 503, reads 200, writes again afterwards")


def raw(server, data, timeout=10, shutdown=False):
    """Sends `data` on a new connection; returns the status of the answer, or None when closed."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=timeout) as connection:
        try:
            connection.sendall(data)
            if shutdown:
                connection.shutdown(socket.SHUT_WR)
        except (BrokenPipeError, ConnectionResetError):
            pass
        return read_status(connection)


def read_status(connection):
    received = b""
    try:
        while b"\r\n" not in received:
            chunk = connection.recv(65536)
            if not chunk:
                break
            received += chunk
    except (ConnectionResetError, socket.timeout):
        return None
    match = re.match(rb"HTTP/1\.1 (\d{3})", received)
    return int(match.group(1)) if match else None


def post(path, body, token=None, content_type="application/json", length=None):
    headers = [f"POST {path} HTTP/1.1", "Host: 127.0.0.1", f"Content-Type: {content_type}",
               f"Content-Length: {len(body) if length is None else length}", "Connection: close"]
    if token:
        headers.append(f"Authorization: Bearer {token}")
    return ("\r\n".join(headers) + "\r\n\r\n").encode() + body


def drop(connection):
    """Closes with a reset (RST), as a client that vanishes does."""
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    connection.close()


def hostile_clients(server, token):
    """Each hostile request gets a 4xx or a closed connection, never a 5xx; returns what each got."""
    results = {}

    def check(name, status, allowed=range(400, 500)):
        expect(status is None or status in allowed, f"{name}: answered {status}")
        results[name] = status

    for path in ("/api/sync", "/api/lists", "/api/households"):
        auth = None if path == "/api/households" else token
        check(f"malformed JSON to {path}", raw(server, post(path, b'{"since": 0, "changes": [', auth)))
        check(f"100,000 nested arrays to {path}", raw(server, post(path, b"[" * 100_000, auth)))
        check(f"100,000 nested objects to {path}", raw(server, post(path, b'{"a":' * 100_000, auth)))
        check(f"non-UTF-8 bytes to {path}",
              raw(server, post(path, b'{"name": "\xff\xfe\xc3(", "since": 0, "changes": [{"id": "\x80"}]}', auth)))
        check(f"text/plain to {path}", raw(server, post(path, b"{}", auth, content_type="text/plain")))
        check(f"a truncated body to {path}",
              raw(server, post(path, b'{"since": 0, "chan', auth, length=1000), shutdown=True), (400,))
        check(f"JSON null to {path}", raw(server, post(path, b"null", auth)))
    # A huge body, announced and streamed: refused (413) or cut off once past 8 MiB.
    for name, head in (("a 64 MiB body", post("/api/sync", b"", token, length=64 << 20)),
                       ("a chunked body without end", (
                           "POST /api/sync HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                           f"Authorization: Bearer {token}\r\nTransfer-Encoding: chunked\r\n\r\n").encode())):
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
            connection.sendall(head)
            chunk = b" " * 65536
            if b"chunked" in head:
                chunk = b"10000\r\n" + chunk + b"\r\n"
            try:
                for _ in range(64 * 16):
                    connection.sendall(chunk)
            except (BrokenPipeError, ConnectionResetError, socket.timeout):
                pass  # refused and closed, or no longer read
            check(name, read_status(connection), (413,))
    # Headers that never end, and a malformed request line.
    check("64 KiB of one header", raw(server, b"GET / HTTP/1.1\r\nX-Long: " + b"a" * 200_000 + b"\r\n\r\n"))
    check("a request line that is not HTTP", raw(server, b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n"))
    # A client that stalls in the middle of its headers is closed after the idle timeout.
    with socket.create_connection(("127.0.0.1", server.port), timeout=IDLE_TIMEOUT * 5) as connection:
        connection.sendall(b"POST /api/sync HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-")
        started = time.monotonic()
        check("a client that stalls in its headers", read_status(connection))
        expect(time.monotonic() - started < IDLE_TIMEOUT * 4, "a stalled client was kept open")
    # A client that trickles its body a byte at a time, slower than the idle timeout allows.
    with socket.create_connection(("127.0.0.1", server.port), timeout=IDLE_TIMEOUT * 5) as connection:
        connection.sendall(post("/api/sync", b"", token, length=100))
        status = "open"
        try:
            for _ in range(5):
                connection.sendall(b" ")
                time.sleep(IDLE_TIMEOUT * 0.6)
        except (BrokenPipeError, ConnectionResetError):
            status = None
        check("a client that trickles its body", read_status(connection) if status else status)
    # Connections dropped mid-request and mid-response.
    for _ in range(20):
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
            connection.sendall(post("/api/sync", b'{"since": 0, "changes": [{"id": "', token, length=5000))
            drop(connection)
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=10)
        connection.sendall(post("/api/sync", b'{"since": 0}', token))
        connection.recv(100)
        drop(connection)
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=10)
        connection.sendall(b"GET /per.wasm HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        drop(connection)
    results["connections dropped mid-request and mid-response"] = None
    return results


def hostile_input(server, homes, rng):
    """Hostile clients while a well-behaved one keeps syncing, promptly and correctly."""
    good = homes[1][0]
    rss_before = server.rss_kib()
    stop = threading.Event()
    slow = []
    errors = []
    count = [0]

    def well_behaved():
        try:
            while not stop.is_set():
                started = time.monotonic()
                good.sync(server, good.changes(rng), timeout=10)
                elapsed = time.monotonic() - started
                if elapsed > PROMPT:
                    slow.append(elapsed)
                count[0] += 1
        except BaseException as error:  # noqa: BLE001 - reported below
            errors.append(repr(error))

    thread = threading.Thread(target=well_behaved, daemon=True)
    thread.start()
    try:
        results = hostile_clients(server, homes[0][0].token)
    finally:
        stop.set()
        thread.join(timeout=30)
    expect(not errors, f"the well-behaved client failed meanwhile: {errors}")
    expect(count[0] > 0, "the well-behaved client got no answer")
    expect(not slow, f"{len(slow)} of {count[0]} well-behaved syncs took over {PROMPT} s: {max(slow or [0]):.2f} s")
    expect(server.alive(), f"the server exited: {''.join(server.log)[-2000:]}")
    check_stored(server, homes)
    rss_after = server.rss_kib()
    expect(rss_after < rss_before + 256 * 1024, f"memory grew from {rss_before} KiB to {rss_after} KiB")
    refused = sum(1 for status in results.values() if status is not None)
    print(f"test-faults: {len(results)} kinds of hostile request ({refused} answered 4xx, the rest closed); "
          f"{count[0]} well-behaved syncs meanwhile, each under {PROMPT} s; "
          f"memory {rss_before // 1024} MiB before, {rss_after // 1024} MiB after")


def trickle_deadline(per):
    """Connections trickling a byte every 0.5 s to a server with a 2 s request timeout: all
    closed once past it; the idle timeout alone would keep half of them (those trickling a body)."""
    line = importlib.import_module("hostile_trickle").check(per)
    print(line.replace("hostile-trickle: ", "test-faults: request timeout: "))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per", default=os.path.join(ROOT, ".build", "debug", "per"))
    parser.add_argument("--kills", type=int, default=3)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--deadline", type=float, default=180)
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    postgres = os.environ.get("PER_TEST_POSTGRES_URL")
    signal.signal(signal.SIGALRM, lambda *_: fail(f"not finished after {arguments.deadline:.0f} s"))
    signal.alarm(int(arguments.deadline))
    started = time.monotonic()
    folder = tempfile.mkdtemp(prefix="per-faults.")
    sqlite_path = None if postgres else os.path.join(folder, "per.sqlite")
    server = Server(arguments.per, postgres or sqlite_path)
    try:
        server.start()
        homes = households(server, 2, 3)
        kill_mid_stream(server, homes, sqlite_path, arguments.kills, rng)
        offline_catch_up(server, homes, rng)
        if sqlite_path:
            unwritable_file(server, homes, sqlite_path, rng)
        hostile_input(server, homes, rng)
        if not postgres:
            try:
                trickle_deadline(arguments.per)
            except SystemExit as failure:
                fail(f"trickling connections: {failure}")
        server.stop()
        integrity(sqlite_path)
        print(f"test-faults: {'PostgreSQL' if postgres else 'SQLite'}, seed {seed}: passed in "
              f"{time.monotonic() - started:.1f} s")
    except SystemExit:
        print(f"test-faults: seed {seed} (--seed to repeat); server log: {''.join(server.log)[-3000:]}",
              file=sys.stderr)
        raise
    finally:
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
