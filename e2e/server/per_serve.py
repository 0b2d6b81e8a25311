"""A real `per serve` process on a free port of 127.0.0.1, for the scripts that test and measure
it (e2e/server/faults.py, e2e/server/instances.py, Benchmarks/web/bench_api.py).

    server = PerServe(per, database, "--idle-timeout", "2").start()
    status, body = server.request("/api/households", {"name": "Home", "deviceName": "Phone"})
    server.stop()

`start` can be called again after `kill` or `stop`, on the same database. What the server writes
to standard error is kept in `log` (a list of lines), or written to `log_file` when one is given.
"""

import json
import os
import re
import signal
import subprocess
import sys
import threading
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def checks(name):
    """`fail(message)` and `expect(condition, message)` of the script `name`: a failure prints
    "NAME: FAILED: message" on standard error and exits with status 1."""

    def fail(message):
        print(f"{name}: FAILED: {message}", file=sys.stderr)
        raise SystemExit(1)

    def expect(condition, message):
        if not condition:
            fail(message)

    return fail, expect


class StartFailure(Exception):
    """`per serve` exited or printed no address instead of serving."""


class PerServe:
    def __init__(self, per, database, *arguments, log_file=None, preexec_fn=None):
        self.command = [per, "serve", "--host", "127.0.0.1", "--port", "0",
                        "--web-root", os.path.join(ROOT, "Web"), "--database", database,
                        "--signup-limit", "100000", *arguments]
        self.log_file, self.preexec_fn = log_file, preexec_fn
        self.process, self.log = None, []

    def start(self):
        """Starts the server and waits for its address (`base`, `port`); returns self."""
        stderr = self.log_file or subprocess.PIPE
        self.process = subprocess.Popen(self.command, stdout=subprocess.PIPE, stderr=stderr, text=True,
                                        preexec_fn=self.preexec_fn)
        line = self.process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
        if not match:
            self.process.kill()
            said = self.process.stderr.read() if self.process.stderr else ""
            raise StartFailure(f"per serve did not start: {line}{said}")
        self.base, self.port = match.group(0), int(match.group(1))
        if self.log_file is None:
            # Keep reading standard error so that the server never blocks on a full pipe.
            log = self.log
            threading.Thread(target=lambda stream: log.extend(stream), args=(self.process.stderr,),
                             daemon=True).start()
        return self

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def request(self, path, body=None, token=None, method="POST", timeout=30):
        """(status, parsed JSON body); raises OSError when the connection fails."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", "Bearer " + token)
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"null")

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)

    def stop(self):
        if self.alive():
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
