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
import json
import math
import pathlib
import random
import statistics
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "e2e" / "browser"))

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
        'price book restored (badges shown)': mark('per-book-restored'),
    };
}"""


# Products of each dimension: (unit, pack sizes, price range in cents).
DIMENSIONS = [
    ("g", ["100", "250", "400", "500", "750", "1000"], (99, 1299)),
    ("mL", ["250", "330", "500", "1000", "1500", "2000"], (59, 899)),
    ("each", ["1", "4", "6", "10", "12", "24"], (49, 1599)),
]


def seeded_library(lists: int, products: int, seed: int = 1) -> tuple[str, str]:
    """A library of `lists` lists of `products` products each, as the texts of localStorage
    "per.library" and "per.state" in PerKit's saved format (version 2); the first list is open."""
    rng = random.Random(seed)
    saved_lists = []
    for index in range(lists):
        unit, sizes, (low, high) = DIMENSIONS[index % len(DIMENSIONS)]
        items = []
        for number in range(products):
            pack_count = rng.choice(["1", "1", "1", "2", "3", "6"])
            items.append({
                "name": f"Brand {number + 1}", "price": f"{rng.randint(low, high)}/100",
                "packCount": pack_count, "packSize": rng.choice(sizes), "unit": unit,
            })
        # Most recently changed first, as PerKit keeps them.
        minute = lists - index
        time = f"2026-11-{1 + minute // 1440:02d}T{minute // 60 % 24:02d}:{minute % 60:02d}:00.000Z"
        saved_lists.append({
            "id": f"{index + 1:032x}", "name": f"List {index + 1}", "created": time, "updated": time,
            "reference": None, "lastUnit": unit, "items": items,
        })
    library = {"version": 2, "lists": saved_lists}
    session = {
        "version": 2, "openList": saved_lists[0]["id"], "settings": {"system": "metric", "currency": "EUR"},
        "screen": "list", "clock": saved_lists[0]["updated"], "isConfirmingClear": False, "alert": None,
        "form": None, "removed": None, "deleted": None, "shared": None, "status": None,
    }
    return json.dumps(library, separators=(",", ":")), json.dumps(session, separators=(",", ":"))


def seed_script(library: str, session: str, book: str | None = None) -> str:
    """An init script that saves the library (and a price book) before the page's first start
    in a context."""
    saved_book = f" localStorage.setItem('per.book', {json.dumps(book)});" if book is not None else ""
    return (f"if (localStorage.getItem('per.library') === null) {{"
            f" localStorage.setItem('per.library', {json.dumps(library)});"
            f" localStorage.setItem('per.state', {json.dumps(session)});{saved_book} }}")


BRANDS = ["Acme", "Bio", "Casa", "Delta", "Eko", "Fine", "Gold", "Home", "Isle", "Jolly", "Kind", "Lux", "Mill",
          "Nord", "Oak", "Pure", "Quay", "Rio", "Sun", "Terra"]
GOODS = ["coffee", "tea", "rice", "pasta", "flour", "sugar", "oats", "lentils", "beans", "honey", "jam", "butter",
         "cheese", "yoghurt", "milk", "juice", "cola", "water", "soap", "shampoo", "detergent", "tissues", "eggs",
         "apples", "bananas", "tomatoes", "onions", "potatoes", "carrots", "cereal", "crisps", "nuts", "olive oil",
         "vinegar", "salt", "pepper", "cocoa", "biscuits", "chocolate", "bread", "granola", "raisins", "dates",
         "couscous", "quinoa", "polenta", "noodles", "sauce", "soup", "stock"]
STORES = ["Lidl", "Aldi", "Tesco", "Dunnes", "SuperValu", "Spar", "Centra", "Marks & Spencer"]


def seeded_book(entries: int, products: int, seed: int = 2) -> tuple[str, list[str]]:
    """A price book of `entries` prices of `products` products (named like "Acme coffee 3"),
    over a year at several stores, as the text of localStorage "per.book" in PerKit's saved
    format (version 4: products in key order, each entry a line of fields, earliest first); and
    the products' names, those sold by weight first."""
    rng = random.Random(seed)
    names = []
    for index in range(products):
        brand, goods = BRANDS[index % len(BRANDS)], GOODS[index // len(BRANDS) % len(GOODS)]
        names.append(f"{brand} {goods}" + (f" {index // (len(BRANDS) * len(GOODS)) + 1}" if index >= len(BRANDS) * len(GOODS) else ""))
    kinds = [DIMENSIONS[index % len(DIMENSIONS)] for index in range(products)]
    lines: dict[int, list[str]] = {}
    for number in range(entries):
        day = 1 + number * 364 // entries  # oldest first, as a year of shopping adds them
        month_days = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        month = 0
        while day > month_days[month]:
            day -= month_days[month]
            month += 1
        product = rng.randrange(products)
        unit, sizes, (low, high) = kinds[product]
        # id, date, price, pack count, pack size, unit, store (index), sale or regular, list.
        lines.setdefault(product, []).append(
            f"{rng.getrandbits(128):032x} 2026-{month + 1:02d}-{day:02d} {rng.randint(low, high)}/100 1 "
            f"{rng.choice(sizes)} {unit} {rng.randrange(len(STORES))} {'sale' if rng.random() < 0.15 else 'regular'} -")
    saved = [{"name": names[product], "entries": lines[product]}
             for product in sorted(lines, key=lambda product: names[product].lower().encode())]
    weighed = [name for name, kind in zip(names, kinds) if kind[0] == "g"]
    return json.dumps({"version": 4, "products": saved, "stores": STORES}, separators=(",", ":")), weighed


# Opens the Price book the first time, when the page loads per-book.wasm and gives it the book,
# and goes back; returns the time (ms) from the click to the products shown.
FIRST_BOOK = """async () => {
    const started = performance.now();
    document.getElementById('book-button').click();
    while (document.querySelector('#book-products button[data-name]') === null) {
        await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const ms = performance.now() - started;
    document.getElementById('book-back').click();
    return ms;
}"""


# Opens the Price book, searches it, opens a product and goes back, `count` times, with DOM
# events; returns the timings (ms) of each kind of action as the page measured them.
BROWSE_BOOK = """([count, names]) => {
    window.__perTimings.length = 0;
    const book = document.getElementById('book-button');
    const search = document.getElementById('book-search');
    const back = document.getElementById('book-back');
    for (let i = 0; i < count; i++) {
        book.click();
        const name = names[(i * 37 + 11) % names.length];
        for (const length of [1, 2, 3, 4]) {
            search.value = name.slice(0, length);
            search.dispatchEvent(new Event('input'));
        }
        document.querySelector(`#book-products button[data-name="${CSS.escape(name)}"]`).click();
        back.click();
        search.value = '';
        search.dispatchEvent(new Event('input'));
        back.click();
    }
    const of = (type) => window.__perTimings.filter((t) => t.type === type).map((t) => t.ms);
    const engine = (type) => window.__perTimings.filter((t) => t.type === type).map((t) => t.engineMs);
    return { show: of('showPriceBook'), search: of('searchPriceBook'), product: of('showBookProduct'),
             showEngine: engine('showPriceBook'), searchEngine: engine('searchPriceBook'),
             productEngine: engine('showBookProduct') };
}"""


def verdict(value: float, target: float) -> str:
    return "ok" if value < target else "OVER TARGET"


def median_line(values: list[float]) -> str:
    ordered = sorted(values)
    return (f"{statistics.median(ordered):8.3f} ms median, {ordered[int(len(ordered) * 0.95) - 1]:.3f} ms p95, "
            f"{ordered[-1]:.3f} ms max ({len(ordered)} times)")


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
    parser.add_argument("--lists", type=int, default=200, help="lists in the seeded library (default 200)")
    parser.add_argument("--products", type=int, default=50, help="products in each seeded list (default 50)")
    parser.add_argument("--opens", type=int, default=25, help="lists opened from the Lists screen (default 25)")
    parser.add_argument("--book-entries", type=int, default=10_000, help="prices in the seeded price book (default 10000)")
    parser.add_argument("--book-products", type=int, default=1_000, help="products in the seeded price book (default 1000)")
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
