"""Starts and stops a real `per serve` for the browser tests and the web benchmark."""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[2]
WEB_ROOT = ROOT / "Web"
ARTIFACTS = ROOT / "e2e" / "artifacts"


class SetupError(RuntimeError):
    """Something the tests need is missing; the message says how to get it."""


def per_binary() -> pathlib.Path:
    path = pathlib.Path(os.environ.get("PER_BIN", ".build/debug/per"))
    if not path.is_absolute():
        path = ROOT / path
    if not path.is_file() or not os.access(path, os.X_OK):
        raise SetupError(
            f"The per binary is missing at {path}. Build it with `swift build --product per` "
            "(or run scripts/e2e.sh, which does), or point PER_BIN at a built per."
        )
    return path


def chromium_path() -> str:
    path = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not os.path.exists(path):
        raise SetupError(
            "Debian's chromium is missing: install it with `scripts/setup.sh chromium` "
            "(Playwright's own browser download is not used)."
        )
    return path


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class PerServer:
    """One `per serve` process on a free port, with its own SQLite file."""

    def __init__(self, web_root: pathlib.Path = WEB_ROOT, log_name: str = "server") -> None:
        self.binary = per_binary()
        self.web_root = web_root
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.directory = tempfile.TemporaryDirectory(prefix="per-e2e-")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.log_path = ARTIFACTS / f"{log_name}.log"
        self.process: subprocess.Popen | None = None

    def start(self) -> "PerServer":
        database = pathlib.Path(self.directory.name) / "per.sqlite"
        command = [
            str(self.binary), "serve", "--host", "127.0.0.1", "--port", str(self.port),
            "--web-root", str(self.web_root), "--database", str(database),
            # The tests create many households from this one address.
            "--signup-limit", "100000",
        ]
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen(command, stdout=self.log, stderr=subprocess.STDOUT, cwd=self.directory.name)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"per serve exited with status {self.process.returncode}:\n{self.log_path.read_text()}"
                )
            try:
                with urllib.request.urlopen(self.url + "api/health", timeout=1) as response:
                    if response.status == 200:
                        self.health = json.load(response)
                        return self
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
                pass
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"per serve did not answer on {self.url} within 30 s:\n{self.log_path.read_text()}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
        if getattr(self, "log", None):
            self.log.close()

    def close(self) -> None:
        self.stop()
        self.directory.cleanup()
