#!/usr/bin/env python3
"""The limits of a real `per serve` that faces the internet, on SQLite files of its own.

Checks that
- memory: a household of about 30 MB (30 syncs of 1,000 records of about 1 KB) downloaded by
  16 new devices at once, each from `since: 0` and following `more` until false, is received
  whole by each (every record id exactly once) while the server's peak resident memory
  (VmHWM, reset to the resident size once the household is stored) stays under
  --memory-bound MiB (256; about 110 measured with the debug build);
- quota: a server started with `--quota-records 50` stores 50 records; a sync that brings the
  51st answers 413 with a message saying so, and stores nothing of that request (the edit of a
  stored record sent with it neither, and the cursor doesn't move);
- a burst of guesses: 300 joins with well-formed, unknown 22-character codes, sent at once
  from one address, get at most the failure limit (10) answers other than 429; so do 300
  syncs with unknown tokens;
- photos at once: 20 uploads of a shelf-tag photo to `POST /api/scan` at once, from one
  device, get only 200, 429 or 503 (each refusal with Retry-After), at least one 200 that read
  the tag, while the server's peak resident memory stays under --scan-memory-bound MiB;
- a removed device: once another device of its household removes it (`DELETE
  /api/devices/{id}`), its token gets 401 ten times, then 429 with Retry-After, while the other
  device, from the same address, keeps getting 200.

`--bench` measures instead (scripts/bench-hostile.sh, with a release build): guesses checked
under bursts, the time to store a household up to its quota and the peak memory while 16
devices download it at once, how long a sync of one edit takes in it and in a small household
beside it, and trickling connections (e2e/server/hostile_trickle.py); it prints a table.

Bounded in time: every request times out, and the run stops after --deadline seconds; servers
are stopped and temporary files removed, also on failure.
"""

import argparse
import collections
import http.client
import importlib
import json
import os
import random
import re
import shutil
import signal
import statistics
import sys
import tempfile
import threading
import time

from per_serve import PerServe, StartFailure, checks

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAME = "test-limits"
fail, expect = checks(NAME)
# The server's defaults (`per serve --help`).
FAILURE_LIMIT = 10
QUOTA_BYTES = 128_000_000
# A record of the memory test: a name and a note of about 900 characters, ~1 KB stored.
NOTE_LENGTH = 900
# Random text the notes are cut from, so that no two are alike.
TEXT = "".join(random.Random(28).choice("abcdefghijklmnopqrstuvwxyz      ") for _ in range(1 << 16))


class Server(PerServe):
    def __init__(self, per, folder, name, *arguments):
        super().__init__(per, os.path.join(folder, name + ".sqlite"), "--log-level", "warning", *arguments)

    def start(self):
        try:
            return super().start()
        except StartFailure as failure:
            fail(str(failure))

    def status(self, field):
        """A line of /proc/PID/status in KiB: VmRSS (resident now), VmHWM (the peak)."""
        with open(f"/proc/{self.process.pid}/status") as status:
            return int(re.search(field + r":\s+(\d+)", status.read()).group(1))

    def reset_peak(self):
        """Sets VmHWM back to the resident size now (Linux 4.0+); False when not allowed."""
        try:
            with open(f"/proc/{self.process.pid}/clear_refs", "w") as clear:
                clear.write("5")
            return True
        except OSError:
            return False


def call(port, method, path, body=None, token=None, timeout=60, connection=None):
    """(status, headers, parsed JSON body or None); on `connection` when given (kept open)."""
    own = connection is None
    if own:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    data = body if body is None or isinstance(body, bytes) else json.dumps(body).encode()
    try:
        connection.request(method, path, body=data, headers=headers)
        response = connection.getresponse()
        raw = response.read()
        try:
            parsed = json.loads(raw) if raw else None
        except ValueError:
            parsed = raw[:200]
        return response.status, response.headers, parsed
    finally:
        if own:
            connection.close()


class Device:
    def __init__(self, membership):
        self.token = membership["token"]
        self.id = membership["device"]["id"]
        self.household = membership["household"]["id"]
        self.cursor = 0
        # Stamps a minute in the past: never ahead of the server's clock.
        self.millis = int(time.time() * 1000) - 60_000
        self.counter = 0

    def stamp(self):
        self.counter += 1
        return f"{self.millis}-{self.counter}-{self.id}"


def household(server, devices=1):
    """A new household and `devices` devices of it (the first creates it, the others join)."""
    status, _, first = call(server.port, "POST", "/api/households", {"name": "Home", "deviceName": "Phone"})
    expect(status == 201, f"household: {status} {first}")
    members = [Device(first)]
    for number in range(devices - 1):
        status, _, invite = call(server.port, "POST", "/api/invites", {}, members[0].token)
        expect(status == 201, f"invite: {status} {invite}")
        status, _, joined = call(server.port, "POST", "/api/join", {"code": invite["code"],
                                                                    "deviceName": f"Device {number}"})
        expect(status == 201, f"join: {status} {joined}")
        members.append(Device(joined))
    return members


def records(device, count, rng):
    """`count` new list records written by `device`: a name, and a note of NOTE_LENGTH characters."""
    result = []
    for _ in range(count):
        start = rng.randrange(len(TEXT) - NOTE_LENGTH)
        stamp = device.stamp()
        result.append({"id": "%032x" % rng.getrandbits(128), "kind": "list",
                       "fields": {"name": [f"List {device.counter}", stamp],
                                  "note": [TEXT[start:start + NOTE_LENGTH], stamp]}})
    return result


def upload(server, device, changes, connection=None):
    """One sync of `changes`: (status, answer); the device's cursor follows a 200."""
    body = json.dumps({"since": device.cursor, "changes": changes}).encode()
    status, _, answer = call(server.port, "POST", "/api/sync", body, device.token, connection=connection)
    if status == 200:
        device.cursor = answer["cursor"]
    return status, answer, len(body)


def fill(server, uploaders, total, per_request, rng, until_quota=False):
    """Stores `total` records in requests of `per_request`, one request in flight per device of
    `uploaders` (with `until_quota`: until even one more record answers 413, in smaller
    requests near the end). Returns (ids, bytes sent, seconds)."""
    ids, sent, claimed = set(), [0], [0]
    lock = threading.Lock()
    errors = []

    def upload_from(device, seed):
        local = random.Random(seed)
        size = per_request
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=120)
        try:
            while not errors:
                with lock:
                    count = min(size, total - claimed[0])
                    claimed[0] += count
                if count <= 0:
                    return
                changes = records(device, count, local)
                status, answer, length = upload(server, device, changes, connection)
                if status == 413 and until_quota:
                    with lock:
                        claimed[0] -= count
                    if size == 1:
                        return  # at the quota: not even one more record fits
                    size = max(1, size // 10)
                    continue
                if status != 200:
                    errors.append(f"storing records: {status} {answer}")
                    return
                with lock:
                    ids.update(change["id"] for change in changes)
                    sent[0] += length
        except (OSError, http.client.HTTPException, ValueError) as error:
            errors.append(f"storing records: {error!r}")
        finally:
            connection.close()

    threads = [threading.Thread(target=upload_from, args=(device, rng.random()), daemon=True)
               for device in uploaders]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    expect(not errors, "; ".join(errors[:3]))
    return ids, sent[0], time.monotonic() - started


def first_sync(server, device, received, errors, sizes):
    """Downloads the household from `since: 0`, page after page, into `received` (ids in order);
    appends each page's size in bytes to `sizes`."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=120)
    cursor, pages = 0, 0
    try:
        while True:
            status, headers, answer = call(server.port, "POST", "/api/sync", {"since": cursor}, device.token,
                                           connection=connection)
            sizes.append(int(headers.get("Content-Length") or 0))
            if status != 200:
                errors.append(f"page {pages + 1} of a first sync: {status} {answer}")
                return
            pages += 1
            received.extend(change["id"] for change in answer["changes"])
            if answer["cursor"] < cursor:
                errors.append(f"cursor {answer['cursor']} after {cursor}")
                return
            cursor = answer["cursor"]
            if not answer["more"]:
                return
            if pages > 100_000:
                errors.append("more than 100,000 pages")
                return
    except (OSError, http.client.HTTPException, ValueError) as error:
        errors.append(f"page {pages + 1} of a first sync: {error!r}")
    finally:
        connection.close()


def concurrent_first_syncs(server, devices, ids):
    """Each device downloads the household at once; each must get every id exactly once.
    Returns (peak KiB during the downloads, resident KiB before, seconds, whether the peak is
    VmHWM reset before, or sampled, bytes of every answer)."""
    rss_before = server.status("VmRSS")
    peak_reset = server.reset_peak()
    peak_before = server.status("VmHWM")
    received = [[] for _ in devices]
    errors = []
    sampled = [rss_before]
    done = threading.Event()

    def sample():
        # Without a resettable peak, the largest resident size seen every 10 ms.
        while not done.wait(0.01):
            try:
                sampled.append(server.status("VmRSS"))
            except OSError:
                return

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    sizes = []
    threads = [threading.Thread(target=first_sync, args=(server, device, got, errors, sizes), daemon=True)
               for device, got in zip(devices, received)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seconds = time.monotonic() - started
    done.set()
    sampler.join()
    expect(not errors, "; ".join(errors[:5]))
    expect(server.alive(), f"the server exited: {''.join(server.log)[-2000:]}")
    for number, got in enumerate(received):
        counts = collections.Counter(got)
        twice = [record for record, count in counts.items() if count > 1]
        missing = len(ids - counts.keys())
        expect(not twice, f"device {number + 1} received {len(twice)} records more than once")
        expect(missing == 0, f"device {number + 1} is missing {missing} of {len(ids)} records")
        expect(counts.keys() <= ids, f"device {number + 1} received records that were never stored")
    peak = server.status("VmHWM") if peak_reset else max(max(sampled), peak_before)
    return peak, rss_before, seconds, peak_reset, sum(sizes)


def burst(server, kind, count=300):
    """`count` guesses sent at once from one address, each on its own connection: joins with
    unknown 22-character codes (`join`) or syncs with unknown 43-character tokens (`token`).
    Returns a Counter of statuses (None: the connection was closed unanswered) and the seconds
    from their release to the last answer."""
    rng = random.Random()
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    statuses = collections.Counter()
    lock = threading.Lock()
    released = []
    barrier = threading.Barrier(count + 1, action=lambda: released.append(time.monotonic()))
    answered = []

    def guess():
        secret = "".join(rng.choice(alphabet) for _ in range(22 if kind == "join" else 43))
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
        status = None
        try:
            try:
                connection.connect()
            finally:
                barrier.wait(timeout=60)
            if kind == "join":
                status, _, _ = call(server.port, "POST", "/api/join", {"code": secret, "deviceName": "Guess"},
                                    connection=connection)
            else:
                status, _, _ = call(server.port, "POST", "/api/sync", {"since": 0}, secret, connection=connection)
        except (OSError, http.client.HTTPException, threading.BrokenBarrierError):
            status = None
        finally:
            connection.close()
        with lock:
            statuses[status] += 1
            answered.append(time.monotonic())

    threads = [threading.Thread(target=guess, daemon=True) for _ in range(count)]
    for thread in threads:
        thread.start()
    barrier.wait(timeout=60)
    for thread in threads:
        thread.join(timeout=90)
    return statuses, max(answered) - released[0]


def catch_up(server, device):
    """Syncs `device` until `more` is false, so that its next answer holds only what it sends."""
    while True:
        status, _, answer = call(server.port, "POST", "/api/sync", {"since": device.cursor}, device.token)
        expect(status == 200, f"catching up: {status} {answer}")
        device.cursor = answer["cursor"]
        if not answer["more"]:
            return


def edit(device, record):
    """A change of `record` that wins and shortens it: its note made empty, stamped now."""
    device.counter += 1
    stamp = f"{int(time.time() * 1000)}-{device.counter}-{device.id}"
    return {"id": record, "kind": "list", "fields": {"note": ["", stamp]}}


def one_change_syncs(server, device, records_to_edit, count=20):
    """The median and the longest time, in ms, of `count` syncs of one change each (an edit
    of one of `records_to_edit`, which a household at its quota may still store)."""
    catch_up(server, device)
    times = []
    for record in records_to_edit[:count]:
        started = time.monotonic()
        status, answer, _ = upload(server, device, [edit(device, record)])
        times.append((time.monotonic() - started) * 1000)
        expect(status == 200, f"a sync of one change: {status} {answer}")
    return statistics.median(times), max(times)


def checked(statuses):
    """Answers other than 429 and closed connections: the guesses the server looked up."""
    return sum(count for status, count in statuses.items() if status not in (429, None))


def describe(statuses):
    return ", ".join(f"{count} {'closed' if status is None else status}"
                     for status, count in sorted(statuses.items(), key=lambda item: (item[0] is None, item[0] or 0)))


# The tests.

def memory_test(per, folder, record_count, bound_mib, rng):
    server = Server(per, folder, "memory").start()
    try:
        # Two devices store the household, one request in flight each; 16 download it.
        devices = household(server, 18)
        ids, sent, seconds = fill(server, devices[:2], record_count, 1000, rng)
        print(f"{NAME}: stored {len(ids):,} records ({sent / 1e6:.1f} MB sent) in {seconds:.1f} s")
        peak, before, seconds, reset, _ = concurrent_first_syncs(server, devices[2:], ids)
        how = "VmHWM reset before" if reset else "VmRSS sampled every 10 ms"
        print(f"{NAME}: 16 concurrent first syncs of {len(ids):,} records, each received whole, in "
              f"{seconds:.1f} s; resident {before / 1024:.0f} MiB before, peak {peak / 1024:.0f} MiB ({how})")
        expect(peak < bound_mib * 1024, f"peak resident memory {peak / 1024:.0f} MiB, over {bound_mib} MiB")
    finally:
        server.stop()


def quota_test(per, folder, rng):
    server = Server(per, folder, "quota", "--quota-records", "50").start()
    try:
        device = household(server)[0]
        stored = records(device, 50, rng)
        status, answer, _ = upload(server, device, stored)
        expect(status == 200, f"50 records with --quota-records 50: {status} {answer}")
        cursor = device.cursor
        stamp = device.stamp()
        edit = {"id": stored[0]["id"], "kind": "list", "fields": {"name": ["Renamed", stamp]}}
        extra = records(device, 1, rng)
        status, answer, _ = upload(server, device, [edit, *extra])
        expect(status == 413, f"the 51st record: {status} {answer}")
        message = (answer or {}).get("error", "")
        expect("51 records, more than the 50 a household may keep" in message and "--quota-records" in message,
               f"413 without a clear message: {answer}")
        status, _, answer = call(server.port, "POST", "/api/sync", {"since": 0}, device.token)
        expect(status == 200, f"a read after the 413: {status} {answer}")
        kept = {change["id"]: change for change in answer["changes"]}
        expect(answer["cursor"] == cursor, f"cursor {answer['cursor']} after a refused sync, was {cursor}")
        expect(set(kept) == {change["id"] for change in stored}, f"{len(kept)} records after the 413, not the 50")
        expect(kept[stored[0]["id"]]["fields"]["name"][0] != "Renamed", "the refused request's edit was stored")
        print(f"{NAME}: quota of 50 records: 50 stored, the 51st answered 413 ({message[:60]}…), "
              f"nothing of that request stored")
    finally:
        server.stop()


def burst_test(per, folder, kind):
    # Connections per address raised above the burst, so that every guess reaches the limit.
    server = Server(per, folder, "burst-" + kind, "--max-connections-per-address", "400").start()
    try:
        statuses, seconds = burst(server, kind)
        expect(server.alive(), "the server exited under a burst of guesses")
        expect(statuses[None] == 0, f"connections closed unanswered: {describe(statuses)}")
        expect(set(statuses) <= {404 if kind == "join" else 401, 429}, f"statuses: {describe(statuses)}")
        expect(checked(statuses) <= FAILURE_LIMIT,
               f"{checked(statuses)} of 300 guesses were checked, more than the limit of {FAILURE_LIMIT}")
        what = "joins with unknown codes" if kind == "join" else "syncs with unknown tokens"
        print(f"{NAME}: 300 {what} at once: {describe(statuses)} in {seconds:.1f} s "
              f"({checked(statuses)} checked, at most {FAILURE_LIMIT})")
    finally:
        server.stop()


def removed_device_test(per, folder):
    server = Server(per, folder, "removed").start()
    try:
        keeper, removed = household(server, 2)
        status, _, answer = call(server.port, "DELETE", f"/api/devices/{removed.id}", None, keeper.token)
        expect(status == 204, f"DELETE /api/devices/{{id}}: {status} {answer}")
        seen = []
        for attempt in range(FAILURE_LIMIT + 1):
            status, headers, answer = call(server.port, "POST", "/api/sync", {"since": 0}, removed.token)
            seen.append(status)
            if attempt < FAILURE_LIMIT:
                expect(status == 401, f"the removed device's attempt {attempt + 1}: {status} {answer}")
            else:
                expect(status == 429 and (headers.get("Retry-After") or "").isdigit(),
                       f"the removed device's attempt {attempt + 1}: {status} {answer}, "
                       f"Retry-After {headers.get('Retry-After')}")
            status, _, answer = call(server.port, "POST", "/api/sync", {"since": 0}, keeper.token)
            expect(status == 200, f"the other device after the removed one's attempt {attempt + 1}: {status} {answer}")
        print(f"{NAME}: a removed device got {seen.count(401)} × 401, then 429 (Retry-After "
              f"{headers['Retry-After']} s); the other device, from the same address, 200 every time")
    finally:
        server.stop()


def scan_test(per, folder, bound_mib):
    photo_path = os.path.join(ROOT, "Tests", "PerOCRTests", "Fixtures", "photo-tag.jpg")
    with open(photo_path, "rb") as file:
        photo = file.read()
    server = Server(per, folder, "scan").start()
    try:
        (device,) = household(server)
        results = []

        def upload_photo():
            connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=120)
            try:
                connection.request("POST", "/api/scan", body=photo, headers={
                    "Content-Type": "image/jpeg", "Authorization": "Bearer " + device.token})
                response = connection.getresponse()
                body = response.read()
                results.append((response.status, response.headers.get("Retry-After"), body))
            except OSError as error:
                results.append((None, None, str(error).encode()))
            finally:
                connection.close()

        started = time.monotonic()
        threads = [threading.Thread(target=upload_photo) for _ in range(20)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        seconds = time.monotonic() - started
        statuses = collections.Counter(status for status, _, _ in results)
        expect(server.alive(), "the server exited under 20 photos at once")
        expect(set(statuses) <= {200, 429, 503}, f"statuses: {describe(statuses)}")
        expect(statuses[200] >= 1, f"no photo was read: {describe(statuses)}")
        for status, retry_after, body in results:
            if status in (429, 503):
                expect((retry_after or "").isdigit(), f"{status} without Retry-After: {body[:200]}")
            if status == 200:
                reading = json.loads(body)
                expect(reading["price"] == "1.99", f"the photo read as {reading['price']}, not 1.99")
        peak = server.status("VmHWM") / 1024
        expect(peak < bound_mib, f"peak memory {peak:.0f} MiB reading photos, over {bound_mib} MiB")
        print(f"{NAME}: 20 photos at once: {describe(statuses)} in {seconds:.1f} s, "
              f"peak memory {peak:.0f} MiB (bound {bound_mib})")
    finally:
        server.stop()


# The benchmark.

def bench(per, folder, rng, quota_bytes, trickle_connections):
    rows = []
    for kind, what in (("join", "300 joins, unknown codes"), ("token", "300 syncs, unknown tokens")):
        for cap in ("400", None):
            arguments = ["--max-connections-per-address", cap] if cap else []
            server = Server(per, folder, f"bench-burst-{kind}-{cap}", *arguments).start()
            try:
                statuses, seconds = burst(server, kind)
            finally:
                server.stop()
            where = "400 connections per address" if cap else "default 64 per address"
            rows.append((f"{what}, at once ({where})", f"{checked(statuses)} checked",
                         f"{describe(statuses)}; {seconds:.2f} s"))
            print(f"{NAME}: {rows[-1][0]}: {rows[-1][1]} ({rows[-1][2]})", flush=True)

    server = Server(per, folder, "bench-quota", "--quota-bytes", str(quota_bytes)).start()
    try:
        devices = household(server, 18)
        rss_empty = server.status("VmRSS")
        ids, sent, seconds = fill(server, devices[:2], 10 ** 9, 1000, rng, until_quota=True)
        database = os.path.getsize(server.command[server.command.index("--database") + 1])
        storing = server.status("VmHWM")
        # 1,000 records of ~1 KB a sync from each of two devices, then fewer until one more is refused.
        rows.append((f"store a household up to its quota of {quota_bytes / 1e6:.0f} MB",
                     f"{seconds:.1f} s",
                     f"{len(ids):,} records, {sent / 1e6:.1f} MB sent: {len(ids) / seconds:,.0f} records/s, "
                     f"{sent / 1e6 / seconds:.1f} MB/s; SQLite file {database / 1e6:.0f} MB; "
                     f"peak memory meanwhile {storing / 1024:.0f} MiB"))
        print(f"{NAME}: {rows[-1][0]}: {rows[-1][1]} ({rows[-1][2]})", flush=True)
        peak, before, seconds, reset, received = concurrent_first_syncs(server, devices[2:], ids)
        rows.append(("peak memory, 16 first syncs of it at once",
                     f"{peak / 1024:.0f} MiB",
                     f"resident {rss_empty / 1024:.0f} MiB empty, {before / 1024:.0f} MiB once stored; "
                     f"{'VmHWM' if reset else 'VmRSS sampled'}; downloads took {seconds:.1f} s "
                     f"({received / 1e6 / seconds:.0f} MB/s of answers)"))
        print(f"{NAME}: {rows[-1][0]}: {rows[-1][1]} ({rows[-1][2]})", flush=True)

        # Syncs of one edit each (a household at its quota may still store them): in a small
        # household, in the full one, and in the small one again while devices of the full one
        # write. The writes of every household on a SQLite file take turns.
        other = household(server)[0]
        status, answer, _ = upload(server, other, records(other, 20, rng))
        expect(status == 200, f"an empty household's records: {status} {answer}")
        empty = one_change_syncs(server, other, [change["id"] for change in answer["changes"]])
        edited = sorted(ids)
        full = one_change_syncs(server, devices[0], edited[:20])
        stop = threading.Event()

        def write_continuously(device, records_to_edit):
            connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
            try:
                for record in records_to_edit:
                    if stop.is_set():
                        return
                    upload(server, device, [edit(device, record)], connection)
            finally:
                connection.close()

        writers = [threading.Thread(target=write_continuously, args=(device, edited[1000 * (n + 1):1000 * (n + 2)]),
                                    daemon=True) for n, device in enumerate(devices[2:6])]
        for device in devices[2:6]:
            catch_up(server, device)
        for writer in writers:
            writer.start()
        try:
            status, answer, _ = upload(server, other, records(other, 20, rng))
            expect(status == 200, f"an empty household's records: {status} {answer}")
            beside = one_change_syncs(server, other, [change["id"] for change in answer["changes"]])
        finally:
            stop.set()
            for writer in writers:
                writer.join()
        rows.append(("a sync of one edit: small / full / small beside 4 full",
                     f"{empty[0]:.0f} / {full[0]:.0f} / {beside[0]:.0f} ms",
                     f"median of 20 each; longest {empty[1]:.0f} / {full[1]:.0f} / {beside[1]:.0f} ms"))
        print(f"{NAME}: {rows[-1][0]}: {rows[-1][1]} ({rows[-1][2]})", flush=True)
    finally:
        server.stop()

    trickle = importlib.import_module("hostile_trickle")
    wait = 36.0
    figures = trickle.measure(per, connections=trickle_connections, wait=wait, log=lambda line: None)
    closed = figures["closed_after"]
    rows.append((f"{trickle_connections:,} trickling connections, {wait:g} s later",
                 f"{figures['open']} open",
                 f"a byte every 3 s, --request-timeout 5 --idle-timeout 5: {figures['answered_408']} answered 408, "
                 f"{len(closed) - figures['answered_408']} closed without an answer, after "
                 + (f"{closed[0]:.1f}–{closed[-1]:.1f} s" if closed else "—")))
    print(f"{NAME}: {rows[-1][0]}: {rows[-1][1]} ({rows[-1][2]})", flush=True)

    width = max(len(row[0]) for row in rows)
    figure = max(len(row[1]) for row in rows)
    print()
    print(f"{'measure':<{width}}  {'figure':>{figure}}  detail")
    for what, value, detail in rows:
        print(f"{what:<{width}}  {value:>{figure}}  {detail}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per", default=os.path.join(ROOT, ".build", "debug", "per"))
    parser.add_argument("--records", type=int, default=30_000, help="records of the memory test (~1 KB each)")
    parser.add_argument("--memory-bound", type=int, default=256, help="MiB the peak may not reach")
    parser.add_argument("--scan-memory-bound", type=int, default=256, help="MiB the peak may not reach reading photos")
    parser.add_argument("--deadline", type=float, default=240)
    parser.add_argument("--bench", action="store_true", help="measure and print figures instead of testing")
    parser.add_argument("--quota-bytes", type=int, default=QUOTA_BYTES, help="--bench: the household's size")
    parser.add_argument("--trickle-connections", type=int, default=2000, help="--bench")
    arguments = parser.parse_args()
    if not arguments.bench:
        signal.signal(signal.SIGALRM, lambda *_: fail(f"not finished after {arguments.deadline:.0f} s"))
        signal.alarm(int(arguments.deadline))
    started = time.monotonic()
    rng = random.Random()
    folder = tempfile.mkdtemp(prefix="per-limits.")
    try:
        if arguments.bench:
            bench(arguments.per, folder, rng, arguments.quota_bytes, arguments.trickle_connections)
        else:
            quota_test(arguments.per, folder, rng)
            burst_test(arguments.per, folder, "join")
            burst_test(arguments.per, folder, "token")
            removed_device_test(arguments.per, folder)
            scan_test(arguments.per, folder, arguments.scan_memory_bound)
            memory_test(arguments.per, folder, arguments.records, arguments.memory_bound, rng)
        print(f"{NAME}: {'measured' if arguments.bench else 'passed'} in {time.monotonic() - started:.1f} s")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
