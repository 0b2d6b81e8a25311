"""Browser tests for the Per web app.

A real `per serve` (the built binary: $PER_BIN, default .build/debug/per) serves the repository's
Web/ folder on a free port; Playwright drives Debian's chromium. Nothing is built here: run
scripts/e2e.sh, which builds what is missing first.
"""

from __future__ import annotations

import contextlib
import json
import pathlib
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Playwright, expect, sync_playwright

from perserver import ARTIFACTS, ROOT, WEB_ROOT, PerServer, SetupError, chromium_path, per_binary

__all__ = ["ARTIFACTS", "ROOT", "WEB_ROOT", "PerServer", "new_context", "ready_page"]

# Assertions wait up to this long for the page to catch up (the CI machine is small and busy).
expect.set_options(timeout=10_000)


@pytest.fixture(scope="session")
def server():
    if not (WEB_ROOT / "per.wasm").is_file():
        pytest.fail("Web/per.wasm is missing: build it with `make wasm` (scripts/build-wasm.sh).", pytrace=False)
    try:
        instance = PerServer().start()
    except SetupError as error:
        pytest.fail(str(error), pytrace=False)
    yield instance
    instance.close()


@pytest.fixture(scope="session")
def playwright_instance():
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_instance: Playwright):
    try:
        executable = chromium_path()
    except SetupError as error:
        pytest.fail(str(error), pytrace=False)
    browser = playwright_instance.chromium.launch(
        executable_path=executable,
        args=["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--font-render-hinting=none"],
    )
    yield browser
    browser.close()


def new_context(browser: Browser, **options) -> BrowserContext:
    settings = {"viewport": {"width": 390, "height": 844}, "locale": "en-IE", "device_scale_factor": 2,
                "has_touch": False}
    settings.update(options)
    return browser.new_context(**settings)


def wait_until_offline_ready(page: Page) -> None:
    """Waits until the service worker controls the page and has cached the shell and per.wasm."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20_000)
    page.wait_for_function("""async () => {
        for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            if (await cache.match(new URL('per.wasm', location.href).href)) return true;
        }
        return false;
    }""", timeout=20_000)


def stored_after(browser: Browser, server: PerServer, steps: Callable[[Page], object]) -> dict[str, str]:
    """What Per keeps in localStorage after `steps` ran on a fresh page of a context of its own."""
    context = new_context(browser)
    try:
        with ready_page(context, server) as page:
            steps(page)
            return page.evaluate(
                "() => Object.fromEntries(['per.book', 'per.library', 'per.state'].map((key) => [key, localStorage.getItem(key)]))")
    finally:
        context.close()


def seeding(stored: dict[str, str]) -> str:
    """An init script that puts `stored` in localStorage when the context's first page first
    loads (not when it reloads)."""
    return (f"if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1'); "
            f"for (const [key, value] of Object.entries({json.dumps(stored)})) localStorage.setItem(key, value); }}")


@pytest.fixture
def context(browser: Browser):
    context = new_context(browser)
    yield context
    context.close()


@contextlib.contextmanager
def ready_page(context: BrowserContext, server: PerServer) -> Iterator[Page]:
    """A new page of `context` with the app ready, whose errors fail the test."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(server.url)
    expect(page.locator("html[data-ready=true]")).to_be_attached()
    yield page
    assert errors == [], f"errors in the page: {errors}"


@pytest.fixture
def page(context: BrowserContext, server: PerServer):
    with ready_page(context, server) as page:
        yield page


@pytest.fixture
def artifacts() -> pathlib.Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
