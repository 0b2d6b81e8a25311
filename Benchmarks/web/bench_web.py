"""Measures the web app as a shopper gets it (run by scripts/bench-web.sh).

- per.wasm size, raw and gzip (target: under 256 KB raw), and per-files.wasm's and per-book.wasm's;
- navigation to an interactive list in headless Chromium on localhost, first visit (no cache,
  no service worker) and repeat visit (service worker), median of several runs (target: under
  300 ms), with no saved lists and with a library of 200 lists of 50 products each;
- a keypad press to the rendered result, measured inside the page with performance.now()
  around PerKit's dispatch and the DOM update, including style and layout (`?bench`), median
  of a few hundred presses (target: under 4 ms), with that library saved;
- opening another list from the Lists screen, measured the same way, median of several
  (target: under 16 ms, one frame);
- the size of the saved state (localStorage "per.library" and "per.state") of that library;
- with a price book of 10,000 prices of 1,000 products saved ("per.book"): navigation to an
  interactive list (target: under 300 ms) and to the book restored (the page gives it to PerKit
  right after the list is shown; the badges appear then), a keypad press to the rendered result while the form
  holds the name of a product in the book, so that PerKit compares the typed price with the book
  on every key (target: under 4 ms), and opening the Price book screen, searching it and opening
  one product (target: under 16 ms each).

The library and the book are written in the formats PerKit saves before the page starts.
"""

from __future__ import annotations

import argparse
import gzip
import math
import pathlib
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "e2e" / "browser"))

from playwright.sync_api import sync_playwright  # noqa: E402

from perserver import WEB_ROOT, PerServer, SetupError, chromium_path  # noqa: E402
from webseed import (add_seed_arguments, BROWSE_BOOK, FIRST_BOOK, KEY_SEQUENCE, PHASES, PRESS_KEYS, median_line,  # noqa: E402
                     seed_script, seeded_book, seeded_library)


def verdict(value: float, target: float) -> str:
    return "ok" if value < target else "OVER TARGET"


# Opens the Lists screen and then another list, `count` times, with DOM clicks; returns the
# timings (ms) of each kind of action, as the page measured them (`?bench`: style and layout too).
OPEN_LISTS = """(count) => {
    window.__perTimings.length = 0;
    const lists = document.getElementById('lists-button');
    for (let i = 0; i < count; i++) {
        lists.click();
        const entries = document.querySelectorAll('#saved-lists button[data-id]');
        entries[(i * 7 + 3) % entries.length].click();
    }
    const of = (type) => window.__perTimings.filter((t) => t.type === type).map((t) => t.ms);
    return { openList: of('openList'), showLibrary: of('showLibrary') };
}"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=9, help="page loads per measurement (default 9)")
    parser.add_argument("--presses", type=int, default=400, help="keypad presses to time (default 400)")
    parser.add_argument("--opens", type=int, default=25, help="lists opened from the Lists screen (default 25)")
    add_seed_arguments(parser)
    options = parser.parse_args()

    wasm = WEB_ROOT / "per.wasm"
    if not wasm.is_file():
        print("bench-web: Web/per.wasm is missing; run `make wasm` first", file=sys.stderr)
        return 1
    raw = wasm.read_bytes()
    compressed = gzip.compress(raw, compresslevel=9)
    print("Per web app benchmark")
    print(f"  per.wasm size            {len(raw) / 1024:8.1f} KiB raw ({len(raw)} bytes), {len(compressed) / 1024:.1f} KiB gzip"
          f"   (target < 256 KB raw: {verdict(len(raw) / 1024, 256)})")
    for name, when in (("per-files.wasm", "once the page is ready"), ("per-book.wasm", "the first price book screen")):
        module = WEB_ROOT / name
        if module.is_file():
            module_raw = module.read_bytes()
            print(f"  {name + ' size':<24} {len(module_raw) / 1024:8.1f} KiB raw ({len(module_raw)} bytes), "
                  f"{len(gzip.compress(module_raw, compresslevel=9)) / 1024:.1f} KiB gzip   (loaded on {when})")
    library, session = seeded_library(options.lists, options.products)
    seeded = seed_script(library, session)
    book, weighed = seeded_book(options.book_entries, options.book_products)
    empty_library, empty_session = seeded_library(1, 0)
    seeded_with_book = seed_script(empty_library, empty_session, book)
    book_label = f"price book of {options.book_entries:,} prices of {options.book_products:,} products"

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

            for label, script in [("no saved lists", None),
                                  (f"{options.lists} lists × {options.products} products", seeded),
                                  (book_label, seeded_with_book)]:
                cold: list[float] = []
                warm: list[float] = []
                phases: dict[str, list[float]] = {}
                for _ in range(options.runs):
                    context = browser.new_context(viewport=viewport, locale="en-IE")
                    if script:
                        context.add_init_script(script)
                    page = context.new_page()
                    page.goto(server.url)
                    cold.append(page.wait_for_function("() => window.__perReady").json_value())
                    if script is seeded_with_book:
                        # The page restores the book right after the list is shown.
                        page.wait_for_function("() => window.__perBookReady")
                    for name, value in page.evaluate(PHASES).items():
                        if not math.isnan(value):
                            phases.setdefault(name, []).append(value)
                    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20_000)
                    page.reload()
                    warm.append(page.wait_for_function("() => window.__perReady").json_value())
                    context.close()
                cold_median, warm_median = statistics.median(cold), statistics.median(warm)
                print(f"  navigation → interactive, {label}:")
                print(f"                           {cold_median:8.1f} ms first visit (median of {len(cold)}; "
                      f"min {min(cold):.1f}, max {max(cold):.1f})   (target < 300 ms: {verdict(cold_median, 300)})")
                print("                           first visit, median time of each step: " + ", ".join(
                    f"{name} {statistics.median(values):.0f} ms" for name, values in phases.items()))
                print(f"                           {warm_median:8.1f} ms repeat visit, service worker "
                      f"(median of {len(warm)}; min {min(warm):.1f}, max {max(warm):.1f})"
                      f"   (target < 300 ms: {verdict(warm_median, 300)})")

            context = browser.new_context(viewport=viewport, locale="en-IE")
            context.add_init_script(seeded)
            page = context.new_page()
            page.goto(server.url + "?bench")
            page.wait_for_function("() => window.__perReady")
            page.get_by_role("button", name="Add product", exact=True).click()
            page.wait_for_selector("#keypad button[data-key='7']")
            timings = page.evaluate(PRESS_KEYS, [KEY_SEQUENCE, options.presses])
            page.get_by_role("button", name="Cancel", exact=True).click()
            opened = page.evaluate(OPEN_LISTS, options.opens)
            sizes = page.evaluate("""() => ['per.library', 'per.state'].map((key) =>
                new TextEncoder().encode(localStorage.getItem(key) ?? '').length)""")
            context.close()
            print(f"  with {options.lists} lists × {options.products} products saved:")
            print(f"  keypad press → rendered  {median_line(timings)}   "
                  f"(target < 4 ms: {verdict(statistics.median(timings), 4)})")
            print(f"  open another list        {median_line(opened['openList'])}   "
                  f"(target < 16 ms: {verdict(statistics.median(opened['openList']), 16)})")
            print(f"  (show the Lists screen   {median_line(opened['showLibrary'])})")
            print(f"  saved state              {sum(sizes):8d} bytes: per.library {sizes[0]}, per.state {sizes[1]}")

            # The price book: typing a product it knows (the hint is computed on every key),
            # then browsing the book.
            context = browser.new_context(viewport=viewport, locale="en-IE")
            context.add_init_script(seeded_with_book)
            page = context.new_page()
            page.goto(server.url + "?bench")
            page.wait_for_function("() => window.__perReady")
            page.get_by_role("button", name="Add product", exact=True).click()
            page.wait_for_selector("#keypad button[data-key='7']")
            typed = weighed[len(weighed) // 2]
            page.get_by_label("Name", exact=True).fill(typed)
            page.get_by_label("Quantity", exact=True).click()
            page.wait_for_selector("#keypad button[data-key='7']")
            hinted = page.evaluate(
                """([sequence, presses]) => {
                    window.__perTimings.length = 0;
                    const keys = new Map([...document.querySelectorAll('#keypad button[data-key]')]
                        .map((button) => [button.dataset.key, button]));
                    const hint = document.getElementById('price-hint');
                    let hints = 0;
                    for (let i = 0; i < presses; i++) {
                        keys.get(sequence[i % sequence.length]).click();
                        if (hint.textContent !== '') hints++;
                    }
                    const pressed = window.__perTimings.filter((t) => t.type === 'key');
                    return { ms: pressed.map((t) => t.ms), engineMs: pressed.map((t) => t.engineMs), hints };
                }""",
                [KEY_SEQUENCE, options.presses],
            )
            page.get_by_role("button", name="Cancel", exact=True).click()
            first_book = page.evaluate(FIRST_BOOK)
            browsed = page.evaluate(BROWSE_BOOK, [options.opens, weighed])
            book_bytes = page.evaluate("() => new TextEncoder().encode(localStorage.getItem('per.book') ?? '').length")
            context.close()
            print(f"  with a {book_label} saved ({book_bytes} bytes of per.book):")
            print(f"  keypad press → rendered, typing {typed!r} (in the book; the hint showed after "
                  f"{hinted['hints']} of {len(hinted['ms'])} presses):")
            print(f"                           {median_line(hinted['ms'])}   "
                  f"(target < 4 ms: {verdict(statistics.median(hinted['ms']), 4)})")
            engine_line = lambda values: f"of which per.wasm {statistics.median(values):.3f} ms median"
            print(f"  first Price book screen  {first_book:8.1f} ms   (loads per-book.wasm and gives it the book)")
            print(f"  open the Price book      {median_line(browsed['show'])}   "
                  f"(target < 16 ms: {verdict(statistics.median(browsed['show']), 16)}; {engine_line(browsed['showEngine'])})")
            print(f"  search it, per key       {median_line(browsed['search'])}   "
                  f"(target < 16 ms: {verdict(statistics.median(browsed['search']), 16)}; {engine_line(browsed['searchEngine'])})")
            print(f"  open one product         {median_line(browsed['product'])}   "
                  f"(target < 16 ms: {verdict(statistics.median(browsed['product']), 16)}; {engine_line(browsed['productEngine'])})")
            browser.close()
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
