"""What the web app benchmarks share (bench_web.py, bench_phone.py): the saved library and price
book they seed, in the formats PerKit saves, and the scripts they run in the page."""

from __future__ import annotations

import argparse
import json
import random
import statistics

# A realistic typing session: quantities, a multipack, a pending equation solved by "=".
KEY_SEQUENCE = ["5", "0", "0", "clear", "6", "times", "3", "5", "5", "equals", "delete", "delete", "clear",
                "1", "point", "2", "5", "plus", "2", "equals", "clear"]


# Presses the keypad's keys of `sequence` in turn, `presses` times, with DOM clicks; returns the
# time (ms) of each press as the page measured it (`?bench`: style and layout too).
PRESS_KEYS = """([sequence, presses]) => {
    window.__perTimings.length = 0;
    const keys = new Map([...document.querySelectorAll('#keypad button[data-key]')]
        .map((button) => [button.dataset.key, button]));
    for (let i = 0; i < presses; i++) keys.get(sequence[i % sequence.length]).click();
    return window.__perTimings.filter((t) => t.type === 'key').map((t) => t.ms);
}"""


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
        'every list restored': mark('per-lists-restored'),
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


def median_line(values: list[float]) -> str:
    ordered = sorted(values)
    return (f"{statistics.median(ordered):8.3f} ms median, {ordered[int(len(ordered) * 0.95) - 1]:.3f} ms p95, "
            f"{ordered[-1]:.3f} ms max ({len(ordered)} times)")


def add_seed_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of the seeded library and price book, the same in every web benchmark."""
    parser.add_argument("--lists", type=int, default=200, help="lists in the seeded library (default 200)")
    parser.add_argument("--products", type=int, default=50, help="products in each seeded list (default 50)")
    parser.add_argument("--book-entries", type=int, default=10_000, help="prices in the seeded price book (default 10000)")
    parser.add_argument("--book-products", type=int, default=1_000, help="products in the seeded price book (default 1000)")
