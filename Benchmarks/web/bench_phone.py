"""Measures the web app on a mid-range phone with a weak signal (run by scripts/bench-phone.sh).

Chromium with Lighthouse's mobile throttling, set through the DevTools protocol: 150 ms round
trip, 1.6 Mbps down, 750 kbps up (`Network.emulateNetworkConditions`) and the CPU 4× slower
(`Emulation.setCPUThrottlingRate`). Each run starts a browser on a new profile (as a phone's
browser keeps one: the code caches on disk), and times, to `html[data-ready=true]`:

- the first visit (nothing cached, no service worker);
- the repeat visits from the service worker: the first reload (the module's code is not cached
  yet for the service worker's copy) and a later one (target: 0.25× the floor);
- the network floor: every file the first visit fetched (the page, its scripts, styles, icons
  and wasm modules, also those loaded once it is ready), fetched at once with `fetch` from a
  blank page of the same origin, cache bypassed, under the same throttling; and the same for
  the files fetched before the page was ready. The first visit's target is 1.15× the floor.

With no saved lists, with 200 lists of 50 products, and with a price book of 10,000 prices.
Then, with 200 lists saved, a keypad press at 4× CPU slowdown (target: under 4 ms), and with the
price book saved, opening the Price book unthrottled (target: under 16 ms, one frame).
"""

from __future__ import annotations

import argparse
import math
import pathlib
import statistics
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "e2e" / "browser"))

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError, sync_playwright  # noqa: E402

from perserver import WEB_ROOT, PerServer, SetupError, chromium_path  # noqa: E402
from webseed import (add_seed_arguments, BROWSE_BOOK, FIRST_BOOK, KEY_SEQUENCE, PHASES, PRESS_KEYS, median_line,  # noqa: E402
                     seed_script, seeded_book, seeded_library)

# Lighthouse's mobile throttling ("Slow 4G"): its Mbps are 1024 × 1024 bits per second.
LATENCY_MS = 150
DOWNLOAD_BYTES_PER_S = 1.6 * 1024 * 1024 / 8
UPLOAD_BYTES_PER_S = 750 * 1024 / 8
CPU_SLOWDOWN = 4

# The page's own files the page fetched (navigation first), and which of them ended before it
# was ready.
FETCHED = """() => {
    const ready = window.__perReady;
    const own = (entry) => new URL(entry.name).origin === location.origin && !new URL(entry.name).pathname.startsWith('/api/');
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].filter(own);
    return entries.map((entry) => ({ url: entry.name.split('#')[0], beforeReady: entry.responseEnd <= ready,
                                     bytes: entry.encodedBodySize }));
}"""

# Fetches every URL at once, bypassing the caches, and reads every body; the time in ms.
FETCH_ALL = """async (urls) => {
    const started = performance.now();
    await Promise.all(urls.map(async (url) => {
        const response = await fetch(url, { cache: 'no-store' });
        await response.arrayBuffer();
    }));
    return performance.now() - started;
}"""


def throttle(cdp, network: bool = True) -> None:
    if network:
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": LATENCY_MS,
            "downloadThroughput": DOWNLOAD_BYTES_PER_S, "uploadThroughput": UPLOAD_BYTES_PER_S,
        })
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})


class Browser:
    """Chromium on a fresh profile of its own, closed (and the profile deleted) on exit."""

    def __init__(self, playwright, executable: str, script: str | None) -> None:
        self.directory = tempfile.TemporaryDirectory(prefix="per-phone-")
        self.context = playwright.chromium.launch_persistent_context(
            self.directory.name, executable_path=executable, headless=True,
            args=["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
            viewport={"width": 390, "height": 844}, locale="en-IE", is_mobile=False)
        if script:
            self.context.add_init_script(script)

    def __enter__(self) -> "Browser":
        return self

    def __exit__(self, *_) -> None:
        self.context.close()
        self.directory.cleanup()


def ready_time(page) -> float:
    return page.wait_for_function("() => window.__perReady", timeout=60_000).json_value()


def visits(playwright, executable: str, url: str, script: str | None, reloads: int, wait_book: bool) -> dict:
    """One first visit and `reloads` repeat visits, throttled; then the floor of its files."""
    with Browser(playwright, executable, script) as browser:
        page = browser.context.pages[0] if browser.context.pages else browser.context.new_page()
        cdp = browser.context.new_cdp_session(page)
        throttle(cdp)
        page.goto(url)
        first = ready_time(page)
        phases = {name: value for name, value in page.evaluate(PHASES).items() if not math.isnan(value)}
        if wait_book:
            page.wait_for_function("() => window.__perBookReady", timeout=60_000)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
        # On a loaded machine the page may never count as idle (no request for 500 ms) within
        # Playwright's 30 s: after 10 s, go on; the service worker controls the page already.
        try:
            page.wait_for_load_state("networkidle", timeout=10_000)
        except PlaywrightTimeoutError:
            print("    (the network wasn't idle 10 s after the first visit; going on)", flush=True)
        fetched = page.evaluate(FETCHED)
        # The service worker's cache is complete once it controls the page (installed and activated).
        repeats = []
        repeat_phases = {}
        for _ in range(reloads):
            page.reload()
            repeats.append(ready_time(page))
            repeat_phases = {name: value for name, value in page.evaluate(PHASES).items() if not math.isnan(value)}
            page.wait_for_timeout(2500)  # time for the browser to write the code caches, as between visits

        # The floor: a blank page of the same origin, the same throttling, every file at once.
        # The service worker is unregistered first: it would answer from its cache.
        blank = browser.context.new_page()
        blank.goto(url + "api/health")
        blank.evaluate("async () => { for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister(); }")
        page.close()
        blank.reload()
        blank.wait_for_function("() => navigator.serviceWorker.controller === null")
        throttle(browser.context.new_cdp_session(blank))
        all_urls = sorted({entry["url"] for entry in fetched})
        before_ready = sorted({entry["url"] for entry in fetched if entry["beforeReady"]})
        floor = blank.evaluate(FETCH_ALL, all_urls)
        floor_ready = blank.evaluate(FETCH_ALL, before_ready)
    return {"first": first, "repeats": repeats, "floor": floor, "floor_ready": floor_ready, "phases": phases,
            "repeat_phases": repeat_phases, "files": len(all_urls), "files_ready": len(before_ready),
            "bytes": sum(entry["bytes"] for entry in fetched)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="browsers started per measurement (default 5)")
    parser.add_argument("--reloads", type=int, default=3, help="repeat visits per browser (default 3)")
    parser.add_argument("--presses", type=int, default=200, help="keypad presses to time (default 200)")
    parser.add_argument("--opens", type=int, default=25, help="times the Price book is opened (default 25)")
    add_seed_arguments(parser)
    parser.add_argument("--web-root", type=pathlib.Path, default=WEB_ROOT,
                        help="the web app to serve (default Web/; e.g. an earlier version's, to compare)")
    options = parser.parse_args()

    if not (options.web_root / "per.wasm").is_file():
        print("bench-phone: Web/per.wasm is missing; run `make wasm` first", file=sys.stderr)
        return 1
    library, session = seeded_library(options.lists, options.products)
    seeded = seed_script(library, session)
    book, weighed = seeded_book(options.book_entries, options.book_products)
    empty_library, empty_session = seeded_library(1, 0)
    seeded_with_book = seed_script(empty_library, empty_session, book)

    try:
        server = PerServer(options.web_root, log_name="bench-phone-server").start()
        executable = chromium_path()
    except SetupError as error:
        print(f"bench-phone: {error}", file=sys.stderr)
        return 1
    print(f"Per on a phone: {LATENCY_MS} ms round trip, {DOWNLOAD_BYTES_PER_S * 8 / 1024 / 1024:.1f} Mbps down, "
          f"{UPLOAD_BYTES_PER_S * 8 / 1024:.0f} kbps up, CPU {CPU_SLOWDOWN}× slower; "
          f"median of {options.runs} browsers on fresh profiles")
    try:
        with sync_playwright() as playwright:
            for label, script, wait_book in [
                    ("no saved lists", None, False),
                    (f"{options.lists} lists × {options.products} products", seeded, False),
                    (f"price book of {options.book_entries:,} prices", seeded_with_book, True)]:
                runs = [visits(playwright, executable, server.url, script, options.reloads, wait_book)
                        for _ in range(options.runs)]
                median = lambda key: statistics.median(run[key] for run in runs)  # noqa: E731
                floor, floor_ready, first = median("floor"), median("floor_ready"), median("first")
                first_repeat = statistics.median(run["repeats"][0] for run in runs)
                later_repeat = statistics.median(run["repeats"][-1] for run in runs)
                print(f"  {label}:")
                print(f"    network floor        {floor:7.0f} ms   ({runs[0]['files']} files, "
                      f"{runs[0]['bytes'] / 1024:.0f} KiB as sent; the {runs[0]['files_ready']} fetched before "
                      f"ready: {floor_ready:.0f} ms)")
                ratios = lambda value: f"{value / floor:5.2f}× the floor, {value / floor_ready:.2f}× that before ready"  # noqa: E731
                print(f"    first visit          {first:7.0f} ms   {ratios(first)} "
                      f"(target ≤ 1.15×; min {min(r['first'] for r in runs):.0f}, max {max(r['first'] for r in runs):.0f})")
                print(f"    repeat visit, first  {first_repeat:7.0f} ms   {ratios(first_repeat)}")
                print(f"    repeat visit, later  {later_repeat:7.0f} ms   {ratios(later_repeat)} "
                      f"(target ≤ 0.25×; min {min(r['repeats'][-1] for r in runs):.0f}, "
                      f"max {max(r['repeats'][-1] for r in runs):.0f})")
                for name, key in (("first visit", "phases"), ("later repeat", "repeat_phases")):
                    steps = {}
                    for run in runs:
                        for step, value in run[key].items():
                            steps.setdefault(step, []).append(value)
                    print(f"    {name}, median time of each step: " + ", ".join(
                        f"{step} {statistics.median(values):.0f}" for step, values in steps.items()))

            browser = playwright.chromium.launch(
                executable_path=executable, args=["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"])
            context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-IE")
            context.add_init_script(seeded)
            page = context.new_page()
            page.goto(server.url + "?bench")
            page.wait_for_function("() => window.__perReady")
            page.get_by_role("button", name="Add product", exact=True).click()
            page.wait_for_selector("#keypad button[data-key='7']")
            throttle(context.new_cdp_session(page), network=False)
            presses = page.evaluate(PRESS_KEYS, [KEY_SEQUENCE, options.presses])
            context.close()
            print(f"  with {options.lists} lists × {options.products} products saved, CPU {CPU_SLOWDOWN}× slower:")
            print(f"    keypad press → rendered {median_line(presses)}   (target < 4 ms)")

            context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-IE")
            context.add_init_script(seeded_with_book)
            page = context.new_page()
            page.goto(server.url + "?bench")
            page.wait_for_function("() => window.__perReady")
            page.wait_for_function("() => window.__perBookReady")
            first_book = page.evaluate(FIRST_BOOK)
            browsed = page.evaluate(BROWSE_BOOK, [options.opens, weighed])
            context.close()
            browser.close()
            print(f"  with a price book of {options.book_entries:,} prices saved, CPU not slowed:")
            print(f"    first Price book     {first_book:7.1f} ms   (loads per-book.wasm and gives it the book)")
            print(f"    open the Price book  {median_line(browsed['show'])}   (target < 16 ms)")
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
