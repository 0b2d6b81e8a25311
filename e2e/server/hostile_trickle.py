#!/usr/bin/env python3
"""Connections that trickle a byte now and then, against a real `per serve`: how many are still
open after a while.

Opens N connections (2,000 by default) to a `per serve` started with `--request-timeout 5
--idle-timeout 5` (and `--max-connections-per-address` above N, so that only the deadline
closes them), each sending one byte every 3 s: half trickle their request line and headers,
half send whole headers and trickle a body. Every byte of a body starts the idle timeout
again; the request timeout runs from a request's first byte whatever comes after. Prints
how many are still open 36 s after the last one opened (0 expected: each is answered 408
and closed about 5 s after its first byte), when they were closed, and how many got a 408.

    python3 e2e/server/hostile_trickle.py --per .build/release/per
    python3 e2e/server/hostile_trickle.py --connections 500 --request-timeout 30 --wait 40

e2e/server/faults.py runs a small version (50 connections, a 2 s deadline) with `check`.
"""

import argparse
import os
import resource
import socket
import sys
import time

from per_serve import PerServe

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

HEADERS = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Trickle: " + b"a" * 100_000
BODY_HEAD = (b"POST /api/households HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
             b"Content-Length: 100000\r\n\r\n")


class Trickler:
    """One connection: sends its next byte when told, notes when the server closed it."""

    def __init__(self, port, part):
        self.part = part
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.socket.setblocking(False)
        self.sent = 0
        self.started = time.monotonic()
        # When the next byte is due.
        self.due = self.started
        self.closed_after = None
        self.received = b""
        if part == "body":
            self._send_all(BODY_HEAD)

    def _send_all(self, data):
        self.socket.setblocking(True)
        try:
            self.socket.sendall(data)
        finally:
            self.socket.setblocking(False)

    @property
    def open(self):
        return self.closed_after is None

    def poll(self):
        """Reads what the server sent; notes when it closed the connection."""
        while self.open:
            try:
                chunk = self.socket.recv(65536)
            except BlockingIOError:
                return
            except OSError:
                chunk = b""
            if not chunk:
                self._closed()
                return
            self.received += chunk

    def trickle(self, interval, now):
        """Sends one more byte if it is due, unless the server closed the connection."""
        self.poll()
        if not self.open or now < self.due:
            return
        self.due += interval
        byte = HEADERS[self.sent:self.sent + 1] if self.part == "headers" else b" "
        try:
            self.socket.send(byte)
            self.sent += 1
        except BlockingIOError:
            pass
        except OSError:
            self._closed()

    def _closed(self):
        self.closed_after = time.monotonic() - self.started
        self.socket.close()

    def answered_408(self):
        return self.received.startswith(b"HTTP/1.1 408")

    def close(self):
        if self.open:
            self.socket.close()


def measure(per, connections=2000, interval=3.0, request_timeout=5, idle_timeout=5, wait=36.0,
            max_connections_per_address=None, log=print, before_limits=False):
    """Runs the measurement; returns a dict of figures: open (still open after `wait`), count,
    closed_after (seconds from each closed connection's first byte), answered_408 and alive.
    `before_limits`: pass only `--idle-timeout`, to measure a `per` built before
    `--request-timeout` and `--max-connections-per-address`."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < connections + 100:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, connections * 2 + 200), hard))
    arguments = ["--log-level", "error", "--idle-timeout", str(idle_timeout)]
    if not before_limits:
        arguments += ["--request-timeout", str(request_timeout)]
    if not before_limits and max_connections_per_address != "default":
        cap = max_connections_per_address or connections + 16
        arguments += ["--max-connections-per-address", str(cap)]
    server = PerServe(per, ":memory:", *arguments).start()
    tricklers = []
    try:
        opening = time.monotonic()
        for index in range(connections):
            tricklers.append(Trickler(server.port, "headers" if index % 2 == 0 else "body"))
            if index % 50 == 49:
                # Those opened first keep trickling while the others open.
                now = time.monotonic()
                for trickler in tricklers:
                    trickler.trickle(interval, now)
        log(f"hostile-trickle: {connections} connections opened in {time.monotonic() - opening:.1f} s, "
            f"each sending a byte every {interval:g} s (request timeout {request_timeout} s, "
            f"idle timeout {idle_timeout} s)")
        # The wait counts from when the last connection opened.
        started = time.monotonic()
        while time.monotonic() - started < wait:
            now = time.monotonic()
            for trickler in tricklers:
                trickler.trickle(interval, now)
            time.sleep(0.05)
        for trickler in tricklers:
            trickler.poll()
        alive = server.alive()
    finally:
        for trickler in tricklers:
            trickler.close()
        server.stop()
    closed = sorted(t.closed_after for t in tricklers if not t.open)
    figures = {
        "count": connections,
        "open": sum(1 for t in tricklers if t.open),
        "open_by_part": {part: sum(1 for t in tricklers if t.open and t.part == part) for part in ("headers", "body")},
        "closed_after": closed,
        "answered_408": sum(1 for t in tricklers if t.answered_408()),
        "alive": alive,
    }
    return figures


def describe(figures, wait):
    closed = figures["closed_after"]
    text = (f"hostile-trickle: {figures['open']} of {figures['count']} connections still open after {wait:g} s "
            f"(trickling headers: {figures['open_by_part']['headers']}, a body: {figures['open_by_part']['body']}); "
            f"{figures['answered_408']} answered 408")
    if closed:
        text += (f"; closed after {closed[0]:.1f} s (first), {closed[len(closed) // 2]:.1f} s (median), "
                 f"{closed[-1]:.1f} s (last)")
    return text


def check(per, connections=50, interval=0.5, request_timeout=2, idle_timeout=3, wait=4.0):
    """The small version for e2e/server/faults.py: every connection closed once past the
    request timeout, not before, nearly all answered 408 first (one whose last byte crosses
    the server's close may be reset instead); returns a line to print, or raises SystemExit
    with what went wrong. Without the deadline, those that trickle a body stay open."""
    figures = measure(per, connections, interval, request_timeout, idle_timeout, wait, log=lambda _: None)
    problems = []
    if figures["open"]:
        problems.append(f"{figures['open']} of {connections} trickling connections still open after {wait:g} s "
                        f"with --request-timeout {request_timeout}")
    early = [after for after in figures["closed_after"] if after < request_timeout - 0.2]
    if early:
        problems.append(f"{len(early)} connections closed before the request timeout, after {early[0]:.1f} s")
    if figures["answered_408"] < connections - connections // 10:
        problems.append(f"only {figures['answered_408']} of {connections} connections answered 408")
    if not figures["alive"]:
        problems.append("the server exited")
    if problems:
        raise SystemExit("; ".join(problems))
    return describe(figures, wait)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per", default=os.path.join(ROOT, ".build", "debug", "per"))
    parser.add_argument("--connections", type=int, default=2000)
    parser.add_argument("--interval", type=float, default=3.0, help="seconds between two bytes of a connection")
    parser.add_argument("--request-timeout", type=int, default=5)
    parser.add_argument("--idle-timeout", type=int, default=5)
    parser.add_argument("--wait", type=float, default=36.0, help="seconds before counting open connections")
    parser.add_argument("--max-connections-per-address", default=None,
                        help="the server's cap (default: above --connections; 'default': the server's own)")
    parser.add_argument("--before-limits", action="store_true",
                        help="pass only --idle-timeout: for a per built before --request-timeout existed")
    arguments = parser.parse_args()
    figures = measure(arguments.per, arguments.connections, arguments.interval, arguments.request_timeout,
                      arguments.idle_timeout, arguments.wait, arguments.max_connections_per_address,
                      before_limits=arguments.before_limits)
    print(describe(figures, arguments.wait))
    if not figures["alive"]:
        print("hostile-trickle: the server exited", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
