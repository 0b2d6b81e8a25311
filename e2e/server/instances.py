#!/usr/bin/env python3
"""Two real `per serve` on one PostgreSQL database (PER_TEST_POSTGRES_URL; run through
scripts/test-postgres.sh, which starts a throw-away cluster).

Checks that
- a household created through one instance is joined and synced through the other, and an
  invite used through both at once adds one device;
- many concurrent clients, each syncing through either instance at random, lose nothing:
  every client ends with every change, each answer's cursor is above the request's `since`,
  and syncing on from each cursor never skips a change (a change committed late under a lower
  sequence number would be missed forever);
- `per household create --database URL` makes a household the instances know, and a database
  that refuses Per (one that doesn't exist) stops `per serve` at once with the reason;
- when PostgreSQL stops, both instances answer 503 with a JSON message and keep running, and
  when it is back they answer again, with the data intact (PER_POSTGRES_DIR set).

Bounded in time: every request times out, and the whole run stops after --deadline seconds.
"""

import argparse
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time

from per_serve import PerServe, StartFailure, checks

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
fail, expect = checks("test-instances")


class Instance(PerServe):
    """A `per serve` process on a free port, named in messages."""

    def __init__(self, per, database, name):
        super().__init__(per, database, "--log-level", "warning")
        self.name = name
        try:
            self.start()
        except StartFailure as failure:
            fail(f"{name}: {failure}")


def list_record(record_id, device, name):
    stamp = "%d-0-%s" % (int(time.time() * 1000) - 1000, device)
    fields = {"name": name, "reference": None, "lastUnit": "g", "created": "2026-11-01T10:00:00Z",
              "updated": "2026-11-01T10:00:00Z"}
    return {"id": record_id, "kind": "list", "fields": {key: [value, stamp] for key, value in fields.items()}}


def join(instance, inviter, name):
    status, invite = instance.request("/api/invites", {}, inviter["token"])
    expect(status == 201, f"invite through {instance.name}: {status} {invite}")
    status, member = instance.request("/api/join", {"code": invite["code"], "deviceName": name})
    expect(status == 201, f"join through {instance.name}: {status} {member}")
    return member


def one_invite_one_device(instances, inviter):
    """One invite code sent to both instances at once adds one device: the other gets 410."""
    status, invite = instances[0].request("/api/invites", {}, inviter["token"])
    expect(status == 201, f"invite: {status} {invite}")
    answers = [None, None]

    def use(index):
        answers[index] = instances[index].request(
            "/api/join", {"code": invite["code"], "deviceName": f"Racer {index}"})

    racers = [threading.Thread(target=use, args=(index,), daemon=True) for index in range(2)]
    for racer in racers:
        racer.start()
    for racer in racers:
        racer.join(timeout=60)
    statuses = sorted(answer[0] for answer in answers if answer)
    expect(statuses == [201, 410], f"one invite through both instances at once: {answers}")


def first_sync(instances, first, second):
    """A change synced through one instance is read through the other."""
    a, b = instances
    record = list_record("f" * 32, first["device"]["id"], "Weekly shop")
    status, answer = a.request("/api/sync", {"since": 0, "changes": [record]}, first["token"])
    expect(status == 200 and answer["cursor"] == 1, f"sync through A: {status} {answer}")
    status, answer = b.request("/api/sync", {"since": 0}, second["token"])
    expect(status == 200, f"sync through B: {status} {answer}")
    expect([change["id"] for change in answer["changes"]] == [record["id"]] and answer["cursor"] == 1,
           f"B does not show the change synced through A: {answer}")
    return {record["id"]}


def concurrent_clients(instances, members, rounds, initial_ids):
    """Every member syncs `rounds` times through either instance at random, with new records."""
    errors = []
    results = {}
    lock = threading.Lock()

    def client(index, member):
        rng = random.Random(index)
        cursor, seen, mine = 0, set(), set()
        try:
            for round_number in range(rounds):
                changes = [list_record("%08x%08x%016x" % (index, round_number, k), member["device"]["id"],
                                       f"List {index}.{round_number}.{k}")
                           for k in range(rng.randint(1, 3))]
                instance = rng.choice(instances)
                status, answer = instance.request("/api/sync", {"since": cursor, "changes": changes},
                                                  member["token"])
                if status != 200:
                    raise AssertionError(f"client {index} through {instance.name}: {status} {answer}")
                got = [change["id"] for change in answer["changes"]]
                if answer["cursor"] <= cursor:
                    raise AssertionError(f"client {index}: cursor {answer['cursor']} after {cursor}")
                if len(got) != len(set(got)):
                    raise AssertionError(f"client {index}: a change twice in one answer")
                missing = {change["id"] for change in changes} - set(got)
                if missing:
                    raise AssertionError(f"client {index}: its own changes are not in the answer: {missing}")
                cursor = answer["cursor"]
                seen.update(got)
                mine.update(change["id"] for change in changes)
            # Once everyone is done: one more sync from the last cursor, through the other instance.
            barrier.wait(timeout=120)
            status, answer = instances[index % 2].request("/api/sync", {"since": cursor}, member["token"])
            if status != 200 or answer["cursor"] < cursor:
                raise AssertionError(f"client {index}: final sync {status} {answer}")
            seen.update(change["id"] for change in answer["changes"])
            with lock:
                results[index] = (seen, mine, answer["cursor"])
        except Exception as error:  # noqa: BLE001 - every failure is reported
            with lock:
                errors.append(str(error))
            barrier.abort()

    barrier = threading.Barrier(len(members))
    threads = [threading.Thread(target=client, args=(index, member), daemon=True)
               for index, member in enumerate(members)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    expect(not errors, "; ".join(errors[:5]))
    expect(len(results) == len(members), "a client did not finish")
    every_change = set(initial_ids).union(*(mine for _, mine, _ in results.values()))
    cursors = {cursor for _, _, cursor in results.values()}
    expect(cursors == {len(every_change)},
           f"final cursors {sorted(cursors)}, expected {len(every_change)} (one number per change)")
    for index, (seen, _, _) in results.items():
        lost = (every_change - set(initial_ids)) - seen
        expect(not lost, f"client {index} never got {len(lost)} change(s), e.g. {sorted(lost)[:3]}")
    return every_change


def outage(instances, member, every_change, cluster_dir):
    """PostgreSQL stops: 503 with a JSON message from both; back: 200 with everything."""
    cluster = os.path.join(ROOT, "scripts", "postgres-cluster.sh")
    subprocess.run([cluster, "down", cluster_dir], check=True)
    try:
        for instance in instances:
            status, answer = instance.request("/api/sync", {"since": 0}, member["token"])
            expect(status == 503, f"{instance.name} with PostgreSQL down: {status} {answer}")
            expect("database" in answer.get("error", ""), f"{instance.name}: 503 without a message: {answer}")
            expect(instance.process.poll() is None, f"{instance.name} exited when PostgreSQL stopped")
    finally:
        subprocess.run([cluster, "up", cluster_dir], check=True)
    for instance in instances:
        deadline = time.monotonic() + 60
        while True:
            status, answer = instance.request("/api/sync", {"since": 0}, member["token"])
            if status == 200:
                break
            expect(status == 503 and time.monotonic() < deadline,
                   f"{instance.name} after PostgreSQL came back: {status} {answer}")
            time.sleep(0.5)
        expect({change["id"] for change in answer["changes"]} == every_change,
               f"{instance.name} after the outage: {len(answer['changes'])} records, expected {len(every_change)}")


def household_created_on_the_servers_machine(per, database, instance):
    """`per household create --database URL` makes a household the instances know."""
    result = subprocess.run([per, "household", "create", "Cellar", "--database", database, "--url",
                             instance.base], capture_output=True, text=True, timeout=60)
    expect(result.returncode == 0, f"per household create: {result.returncode} {result.stderr}")
    code = re.search(r"#join=([A-Za-z0-9_-]+)", result.stdout)
    expect(code, f"per household create printed no link: {result.stdout}")
    status, member = instance.request("/api/join", {"code": code.group(1), "deviceName": "Tablet"})
    expect(status == 201 and member["household"]["name"] == "Cellar",
           f"joining the household per household create made: {status} {member}")


def refused_database(per, database):
    """A database the server refuses (here: one that doesn't exist) stops `per serve` at once."""
    url = re.sub(r"/[^/?]*$", "/no_such_database", database).replace("://per@", "://per:Never-Shown-Pa55@")
    result = subprocess.run([per, "serve", "--port", "0", "--web-root", os.path.join(ROOT, "Web"),
                             "--database", url], capture_output=True, text=True, timeout=60)
    expect(result.returncode != 0, f"per serve on a missing database did not exit with an error: {result.stdout}")
    expect("refuses Per" in result.stderr and "does not exist" in result.stderr,
           f"per serve on a missing database: {result.stderr}")
    expect("Never-Shown-Pa55" not in result.stdout + result.stderr, "the password was printed")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per", default=os.path.join(ROOT, ".build", "debug", "per"))
    parser.add_argument("--clients", type=int, default=24)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--deadline", type=float, default=240)
    arguments = parser.parse_args()
    database = os.environ.get("PER_TEST_POSTGRES_URL")
    if not database:
        fail("PER_TEST_POSTGRES_URL is not set: run scripts/test-postgres.sh")
    # The whole run is bounded: SIGALRM ends it, and the finally below stops the servers.
    signal.signal(signal.SIGALRM, lambda *_: fail(f"not finished after {arguments.deadline:.0f} s"))
    signal.alarm(int(arguments.deadline))
    start = time.monotonic()
    instances = []
    try:
        # Both start at once: they migrate one after the other.
        instances = [Instance(arguments.per, database, "A"), Instance(arguments.per, database, "B")]
        a, b = instances
        status, first = a.request("/api/households", {"name": "Home", "deviceName": "Phone"})
        expect(status == 201, f"household through A: {status} {first}")
        second = join(b, first, "Laptop")
        expect(second["household"]["id"] == first["household"]["id"], "B joined another household")
        one_invite_one_device(instances, first)
        initial = first_sync(instances, first, second)
        members = [first, second] + [join(instances[index % 2], first, f"Client {index}")
                                     for index in range(arguments.clients - 2)]
        every_change = concurrent_clients(instances, members, arguments.rounds, initial)
        household_created_on_the_servers_machine(arguments.per, database, b)
        refused_database(arguments.per, database)
        cluster_dir = os.environ.get("PER_POSTGRES_DIR")
        if cluster_dir:
            outage(instances, first, every_change, cluster_dir)
        for instance in instances:
            expect(instance.process.poll() is None, f"{instance.name} exited: {''.join(instance.log)[-2000:]}")
        print(f"test-instances: 2 instances, {len(members)} clients, {len(every_change)} changes, "
              f"{'with' if cluster_dir else 'without'} an outage: passed in {time.monotonic() - start:.1f} s")
    finally:
        for instance in instances:
            instance.stop()


if __name__ == "__main__":
    main()
