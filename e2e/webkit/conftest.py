"""The web app in WebKit, the engine of Safari: Debian's WebKitGTK (MiniBrowser, driven by its
WebKitWebDriver through Selenium) on an Xvfb display this fixture starts, against a real
`per serve` ($PER_BIN, default .build/debug/per; started by e2e/browser/perserver.py, as for the
Playwright tests). Nothing is built here: run scripts/test-webkit.sh, which installs and builds
what is missing first.

Every browser is a MiniBrowser process of its own, with storage of its own (WebKit's automation
sessions keep nothing on disk): two of them are two devices. The page's language is en-US:
WebKitGTK takes it from the C library's locale, set to C here so that every machine runs the
same tests.
"""

from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import sys
import threading

import pytest
from selenium import webdriver
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "browser"))

from perserver import ARTIFACTS, WEB_ROOT, PerServer, SetupError  # noqa: E402
from webkitpage import WebKitPage  # noqa: E402

MINIBROWSER_PATHS = ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
                     "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser"]


def webkit_paths() -> tuple[str, str]:
    driver = os.environ.get("WEBKIT_WEBDRIVER") or shutil.which("WebKitWebDriver")
    browser = os.environ.get("MINIBROWSER") or next((p for p in MINIBROWSER_PATHS if os.path.exists(p)), None)
    if not driver or not browser or not shutil.which("Xvfb"):
        raise SetupError("WebKitGTK's WebKitWebDriver and MiniBrowser, or Xvfb, are missing: install them with "
                         "`scripts/setup.sh webkit2gtk-driver xvfb` (scripts/test-webkit.sh does).")
    return driver, browser


# How long a MiniBrowser may take to start before it is started again, in seconds. A browser
# that can't start (its log says "cannot open display") leaves WebKitWebDriver, and Selenium's
# session request, waiting for ever.
BROWSER_START_TIMEOUT = 60
BROWSER_STARTS = 2


def started_driver(options: Options, service: Service) -> webdriver.WebKitGTK | None:
    """A WebKit session on `service`, or None (the driver stopped) when the browser didn't
    start within BROWSER_START_TIMEOUT; a session refused at once raises as before."""
    outcome: dict[str, object] = {}

    def start() -> None:
        try:
            outcome["driver"] = webdriver.WebKitGTK(options=options, service=service)
        except Exception as error:  # raised in the test's thread, below
            outcome["error"] = error

    thread = threading.Thread(target=start, daemon=True)
    thread.start()
    thread.join(BROWSER_START_TIMEOUT)
    if thread.is_alive():
        service.stop()
        thread.join(10)
        return None
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome["driver"]  # type: ignore[return-value]


@pytest.fixture(scope="session")
def display():
    """An Xvfb display of its own (the first free number, which Xvfb writes to a pipe)."""
    read, write = os.pipe()
    process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                               pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        process.kill()
        pytest.fail("Xvfb did not start", pytrace=False)
    yield f":{number}"
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture(scope="session")
def server():
    if not (WEB_ROOT / "per.wasm").is_file():
        pytest.fail("Web/per.wasm is missing: build it with `make wasm` (scripts/build-wasm.sh).", pytrace=False)
    try:
        instance = PerServer(log_name="webkit-server").start()
    except SetupError as error:
        pytest.fail(str(error), pytrace=False)
    yield instance
    instance.close()


@pytest.fixture
def new_browser(display):
    """Opens WebKit browsers at a URL (each a WebKitPage); at the end of the test, checks that
    no page reported an error, and quits them."""
    try:
        driver_path, browser_path = webkit_paths()
    except SetupError as error:
        pytest.fail(str(error), pytrace=False)
    opened: list[WebKitPage] = []
    ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def open_browser(url: str) -> WebKitPage:
        options = Options()
        options.binary_location = browser_path
        options.add_argument("--automation")
        environment = {**os.environ, "DISPLAY": display, "LC_ALL": "C", "LANG": "C", "LANGUAGE": ""}
        environment.pop("WAYLAND_DISPLAY", None)
        driver = None
        for start in range(BROWSER_STARTS):
            log = ARTIFACTS / f"webkit-driver-{len(opened)}-{start}.log"
            service = Service(executable_path=driver_path, env=environment, log_output=str(log))
            driver = started_driver(options, service)
            if driver is not None:
                break
        if driver is None:
            pytest.fail(f"WebKit did not start {BROWSER_STARTS} times (see {log.name})", pytrace=False)
        driver.set_page_load_timeout(30)
        driver.set_script_timeout(30)
        driver.set_window_size(390, 844)
        page = WebKitPage(driver)
        opened.append(page)
        page.open(url)
        return page

    yield open_browser
    errors = []
    for page in opened:
        errors += page.collect_errors()
        try:
            page.driver.quit()
        except Exception as error:  # a browser that died already: the others still quit
            errors.append(f"quitting the browser: {error}")
    assert errors == [], f"errors in the pages: {errors}"


@pytest.fixture
def page(new_browser, server: PerServer) -> WebKitPage:
    return new_browser(server.url)
