"""Measures the web app as a shopper gets it (run by scripts/bench-web.sh).

- per.wasm size, raw and gzip (target: under 200 KB raw);
- navigation to an interactive list in headless Chromium on localhost, first visit (no cache,
  no service worker) and repeat visit (service worker), median of several runs (target: under
  300 ms);
- a keypad press to the rendered result, measured inside the page with performance.now()
  around PerKit's dispatch and the DOM update, including style and layout (`?bench`), median
  of a few hundred presses (target: under 4 ms).
"""

from __future__ import annotations

import argparse
import gzip
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "e2e"))

from playwright.sync_api import sync_playwright  # noqa: E402

from perserver import WEB_ROOT, PerServer, SetupError, chromium_path  # noqa: E402

# A realistic typing session: quantities, a multipack, a pending equation solved by "=".
KEY_SEQUENCE = ["5", "0", "0", "clear", "6", "times", "3", "5", "5", "equals", "delete", "delete", "clear",
                "1", "point", "2", "5", "plus", "2", "equals", "clear"]


# When each step of the start-up ended, in ms since navigation started (marks set by js/app.js).
PHASES = """() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    const wasm = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/per.wasm'));
    return {
        'page received': navigation.responseEnd,
        'scripts running': mark('per-script'),
        'per.wasm received': wasm ? wasm.responseEnd : NaN,
        'engine compiled': mark('per-engine-loaded'),
        'state restored': mark('per-started'),
        'list rendered': mark('per-interactive'),
    };
}"""


def verdict(value: float, target: float) -> str:
    return "ok" if value < target else "OVER TARGET"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=9, help="page loads per measurement (default 9)")
    parser.add_argument("--presses", type=int, default=400, help="keypad presses to time (default 400)")
    options = parser.parse_args()

    wasm = WEB_ROOT / "per.wasm"
    if not wasm.is_file():
        print("bench-web: Web/per.wasm is missing; run `make wasm` first", file=sys.stderr)
        return 1
    raw = wasm.read_bytes()
    compressed = gzip.compress(raw, compresslevel=9)
    print("Per web app benchmark")
    print(f"  per.wasm size            {len(raw) / 1024:8.1f} KiB raw ({len(raw)} bytes), {len(compressed) / 1024:.1f} KiB gzip"
          f"   (target < 200 KB raw: {verdict(len(raw) / 1000, 200)})")

    try:
        server = PerServer(log_name="bench-server").start()
        executable = chromium_path()
    except SetupError as error:
        print(f"bench-web: {error}", file=sys.stderr)
        return 1
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=executable, args=["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"])
            viewport = {"width": 390, "height": 844}

            # Warm the server's file cache once, outside the measurement.
            context = browser.new_context(viewport=viewport, locale="en-IE")
            page = context.new_page()
            page.goto(server.url)
            page.wait_for_function("() => window.__perReady !== undefined")
            context.close()

            cold: list[float] = []
            warm: list[float] = []
            phases: dict[str, list[float]] = {}
            for _ in range(options.runs):
                context = browser.new_context(viewport=viewport, locale="en-IE")
                page = context.new_page()
                page.goto(server.url)
                cold.append(page.wait_for_function("() => window.__perReady").json_value())
                for name, value in page.evaluate(PHASES).items():
                    phases.setdefault(name, []).append(value)
                page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20_000)
                page.reload()
                warm.append(page.wait_for_function("() => window.__perReady").json_value())
                context.close()
            cold_median, warm_median = statistics.median(cold), statistics.median(warm)
            print(f"  navigation → interactive {cold_median:8.1f} ms first visit (median of {len(cold)}; "
                  f"min {min(cold):.1f}, max {max(cold):.1f})   (target < 300 ms: {verdict(cold_median, 300)})")
            print("                           first visit, median time of each step: " + ", ".join(
                f"{name} {statistics.median(values):.0f} ms" for name, values in phases.items()))
            print(f"                           {warm_median:8.1f} ms repeat visit, service worker "
                  f"(median of {len(warm)}; min {min(warm):.1f}, max {max(warm):.1f})"
                  f"   (target < 300 ms: {verdict(warm_median, 300)})")

            context = browser.new_context(viewport=viewport, locale="en-IE")
            page = context.new_page()
            page.goto(server.url + "?bench")
            page.wait_for_function("() => window.__perReady")
            page.get_by_role("button", name="Add product", exact=True).click()
            page.wait_for_selector("#keypad button[data-key='7']")
            timings = page.evaluate(
                """([sequence, presses]) => {
                    window.__perTimings.length = 0;
                    const keys = new Map([...document.querySelectorAll('#keypad button[data-key]')]
                        .map((button) => [button.dataset.key, button]));
                    for (let i = 0; i < presses; i++) keys.get(sequence[i % sequence.length]).click();
                    return window.__perTimings.filter((t) => t.type === 'key').map((t) => t.ms);
                }""",
                [KEY_SEQUENCE, options.presses],
            )
            context.close()
            browser.close()
            timings.sort()
            median = statistics.median(timings)
            p95 = timings[int(len(timings) * 0.95) - 1]
            print(f"  keypad press → rendered  {median:8.3f} ms median, {p95:.3f} ms p95, {timings[-1]:.3f} ms max "
                  f"({len(timings)} presses)   (target < 4 ms: {verdict(median, 4)})")
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
