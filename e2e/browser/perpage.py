"""Drives the Per page the way a shopper does: through accessible names only."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Locator, Page, expect

# What each character of a typed amount is called on the keypad ("for" is the multi-buy key).
KEY_NAMES = {
    ".": "Decimal point", ",": "Decimal point", "+": "Plus", "-": "Minus", "−": "Minus", "×": "Times",
    "*": "Times", "÷": "Divide", "/": "Divide", "=": "Equals", "⌫": "Delete", "C": "Clear",
    "for": "For (multi-buy)",
}

# What a space in a locale's number or money string may be (no-break and narrow no-break spaces).
SPACES = re.compile(r"[\s\u00a0\u202f]+")


# Counts localStorage writes per key (window.__writes).
COUNT_WRITES = """(() => {
    window.__writes = {};
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
        window.__writes[key] = (window.__writes[key] ?? 0) + 1;
        return setItem.call(this, key, value);
    };
})();"""


# Records each time the page parses the whole of the saved lists' text (window.__libraryParses):
# whether the page was ready then (html[data-ready]).
RECORD_LIBRARY_PARSES = """(() => {
    window.__libraryParses = [];
    const parse = JSON.parse;
    JSON.parse = function (text, reviver) {
        if (typeof text === "string" && text !== "" && text === localStorage.getItem("per.library")) {
            window.__libraryParses.push(document.documentElement.dataset.ready === "true");
        }
        return parse.call(this, text, reviver);
    };
})();"""


def holding_back(*timers: str) -> str:
    """An init script that holds back the page's timers running the functions named `timers`
    ("restoreBook", "restoreLists") as a slow device would: they never run, and what they do
    happens only when an action needs it. Add it before a faked clock, which wraps setTimeout
    again."""
    return """(() => {
    const held = new Set(%s);
    const setTimeout = window.setTimeout;
    window.setTimeout = function (callback, ...rest) {
        if (held.has(callback.name)) return 0;
        return setTimeout.call(this, callback, ...rest);
    };
})();""" % json.dumps(list(timers))


def damage_saved(page: Page, key: str, edit: str) -> str:
    """Changes what Per keeps in localStorage under `key` as a damaged store may hold it: `edit`
    is JavaScript that changes `saved`, the parsed document. Returns the text now stored."""
    return page.evaluate(f"""(key) => {{
        const saved = JSON.parse(localStorage.getItem(key));
        {edit};
        const text = JSON.stringify(saved);
        localStorage.setItem(key, text);
        return text;
    }}""", key)


def plain(text: str) -> str:
    """Text with every run of spaces (including no-break ones) as one ordinary space."""
    return SPACES.sub(" ", text).strip()


class PerPage:
    def __init__(self, page: Page) -> None:
        self.page = page

    # Controls, by their exact accessible names.

    def button(self, name: str) -> Locator:
        return self.page.get_by_role("button", name=name, exact=True)

    @property
    def sheet(self) -> Locator:
        return self.page.get_by_role("dialog", name=self.page.locator("#sheet-title").inner_text())

    @property
    def products(self) -> Locator:
        return self.page.get_by_role("list", name="Best deal first")

    @property
    def rows(self) -> Locator:
        return self.products.get_by_role("listitem")

    def field(self, label: str) -> Locator:
        return self.page.get_by_label(label, exact=True)

    def key(self, name: str) -> Locator:
        return self.page.get_by_role("group", name="Keypad").get_by_role("button", name=name, exact=True)

    # Actions.

    def press(self, text: str) -> None:
        """Types an amount on the keypad, e.g. "6×355", "2×1.99" or "3 for 10"."""
        for token in re.findall(r"for|\S", text):
            self.key(KEY_NAMES.get(token, token)).click()

    def press_refused(self, name: str) -> None:
        """Taps a key PerKit shows as disabled (aria-disabled): the press still reaches PerKit.
        Playwright would wait for the key to be enabled, so the tap skips that check."""
        key = self.key(name)
        expect(key).to_have_attribute("aria-disabled", "true")
        key.click(force=True)

    def open_sheet(self) -> None:
        self.button("Add product").click()
        expect(self.page.locator("#sheet")).to_have_attribute("open", "")
        self.wait_for_sheet_animation()

    def add_product(self, quantity: str, price: str, *, unit: str | None = None, name: str | None = None,
                    sold_by: str | None = None, store: str | None = None, sale: bool = False) -> None:
        """Adds "500 [g] for 3.99" through the keypad, the unit picker and the name field (and
        the store and the sale mark, for the price book)."""
        self.open_sheet()
        if sold_by:
            self.page.get_by_role("radiogroup", name="Sold by").get_by_role("radio", name=sold_by).check()
        self.field("Quantity").click()
        self.press(quantity)
        if unit:
            self.field("Unit").select_option(label=unit)
        self.field("Price").click()
        self.press(price)
        if name is not None:
            self.field("Name").fill(name)
        if store is not None:
            self.field("Store").fill(store)
        if sale:
            self.field("Sale price").check()
        self.button("Add").click()
        expect(self.page.locator("#sheet")).not_to_have_attribute("open", "")

    def edit_product(self, name: str, *, quantity: str | None = None, unit: str | None = None,
                     price: str | None = None, new_name: str | None = None, store: str | None = None) -> None:
        """Edits the product called `name` through its Edit button: each field given is typed
        again (an amount on the keypad, after Clear), then Save."""
        self.button(f"Edit {name}").click()
        expect(self.page.get_by_role("heading", name="Edit product")).to_be_visible()
        self.wait_for_sheet_animation()
        if quantity is not None:
            self.field("Quantity").click()
            self.key("Clear").click()
            self.press(quantity)
        if unit is not None:
            self.field("Unit").select_option(label=unit)
        if price is not None:
            self.field("Price").click()
            self.key("Clear").click()
            self.press(price)
        if new_name is not None:
            self.field("Name").fill(new_name)
        if store is not None:
            self.field("Store").fill(store)
        self.button("Save").click()
        expect(self.page.locator("#sheet")).not_to_have_attribute("open", "")

    def remove_product(self, name: str) -> None:
        """Removes the product called `name` with its Remove button."""
        self.button(f"Remove {name}").click()
        expect(self.button(f"Remove {name}")).to_have_count(0)

    def row_texts(self) -> list[str]:
        """What each row reads, e.g. "Brand A, 500 g for €3.99, 45.4% more · €1.25 extra, €0.798 per 100 g"."""
        texts = self.rows.evaluate_all("""rows => rows.map((row) => {
            const copy = row.cloneNode(true);
            copy.querySelectorAll('[aria-hidden=true], button').forEach((hidden) => hidden.remove());
            return copy.textContent;
        })""")
        return [" ".join(text.split()) for text in texts]

    def wait_for_sheet_animation(self) -> None:
        self.page.locator("#sheet").evaluate("sheet => Promise.all(sheet.getAnimations().map((a) => a.finished))")

    def wait_for_animations(self) -> None:
        """Waits for every animation that ends (not the caret's blinking)."""
        self.page.evaluate(
            "() => Promise.allSettled(document.getAnimations()"
            ".filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)"
            ".map((a) => a.finished))"
        )

    def field_text(self, label: str) -> str:
        return self.field(label).inner_text().strip()

    def message(self, field: str) -> Locator:
        """The message under a keypad field ("Quantity" or "Price")."""
        return self.page.locator(f"#{field.lower()}-message")

    def record_announcements(self) -> None:
        """Keeps every text the sheet's live region is given in window.__announcements."""
        self.page.evaluate("""() => {
            window.__announcements = [];
            const region = document.querySelector('dialog#sheet [aria-live]');
            new MutationObserver(() => window.__announcements.push(region.textContent))
                .observe(region, { childList: true, characterData: true, subtree: true });
        }""")

    def announcements(self) -> list[str]:
        """What the live region said, in order. Each entry's text differs from the one before it
        (a screen reader only speaks a live region whose text changed), so the same message,
        said again, is marked invisibly (e.g. by a trailing no-break space) and read out again."""
        texts = self.page.evaluate("() => window.__announcements.filter((text) => text.trim() !== '')")
        for previous, current in zip(texts, texts[1:]):
            assert previous != current, f"the live region was given the same text again: {current!r}"
        return [text.strip() for text in texts]

    def page_width(self) -> int:
        return self.page.evaluate("() => document.documentElement.scrollWidth")

    def assert_fits(self, locator: Locator, *, vertically: bool = True) -> None:
        """The element's text is all inside it: nothing spills out or is cut off at either side
        (and above or below, unless `vertically` is False: a name clamped to a few lines)."""
        overflow = locator.evaluate("""(element, vertically) => {
            const box = element.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(element);
            const text = range.getBoundingClientRect();
            const scroller = [element, ...element.querySelectorAll('*')]
                .find((e) => e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY === 'auto');
            return {
                left: text.left < box.left - 0.5, right: text.right > box.right + 0.5,
                top: vertically && !scroller && text.top < box.top - 0.5,
                bottom: vertically && !scroller && text.bottom > box.bottom + 0.5,
                hiddenWidth: [element, ...element.querySelectorAll('*')]
                    .some((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible'),
            };
        }""", vertically)
        assert not any(overflow.values()), overflow

    def add_overflowing_product(self) -> None:
        """Tries to add a quantity too large to compute with (an engine error: a "Whoops!" alert)."""
        self.open_sheet()
        self.page.keyboard.type("999999999999*999999999999=*999999999999=")
        self.field("Unit").select_option(label="oz")
        self.field("Price").click()
        self.press("1")
        self.button("Add").click()

    # Lists: the Lists screen, the open list's name and actions, share links, files.

    @property
    def saved_lists(self) -> Locator:
        """The Lists screen's list of saved lists."""
        return self.page.get_by_role("list", name="Saved lists")

    @property
    def entries(self) -> Locator:
        return self.saved_lists.get_by_role("listitem")

    def entry(self, name: str) -> Locator:
        """The Lists screen's entry of the list called `name`."""
        return self.entries.filter(has=self.page.get_by_role("button", name=name, exact=True))

    def entry_names(self) -> list[str]:
        """The saved lists' names as the Lists screen shows them, most recently changed first."""
        return [" ".join((self.entries.nth(i).get_by_role("button").text_content() or "").split())
                for i in range(self.entries.count())]

    def show_lists(self) -> None:
        """Opens the Lists screen (from the open list)."""
        lists = self.button("Lists")
        expect(lists).to_have_attribute("aria-pressed", "false")
        lists.click()
        expect(self.saved_lists).to_be_visible()

    def open_list(self, name: str) -> None:
        """Opens the list called `name` from the Lists screen (opening that screen first)."""
        if not self.saved_lists.is_visible():
            self.show_lists()
        self.saved_lists.get_by_role("button", name=name, exact=True).click()
        expect(self.field("List name")).to_have_value(name)

    def new_list(self, name: str | None = None) -> None:
        """Starts a new list from the Lists screen, and names it."""
        if not self.saved_lists.is_visible():
            self.show_lists()
        self.button("New list").click()
        expect(self.field("List name")).to_be_visible()
        if name is not None:
            self.rename_list(name)

    def rename_list(self, name: str) -> None:
        """Types the open list's name in its "List name" field and confirms it with Enter."""
        field = self.field("List name")
        field.fill(name)
        field.press("Enter")
        expect(field).not_to_be_focused()
        expect(field).to_have_value(name)

    def status(self, text: str | re.Pattern[str]) -> Locator:
        """A status message (role status) with this text."""
        return self.page.get_by_role("status").filter(has_text=text)

    @property
    def whoops(self) -> Locator:
        return self.page.get_by_role("alertdialog", name="Whoops!")

    @property
    def shared(self) -> Locator:
        """A list opened from a share link."""
        return self.page.get_by_role("dialog", name="Shared list")

    def shared_row_texts(self) -> list[str]:
        """What each row of the shared list reads (as `row_texts` for one's own)."""
        return [" ".join(text.split()) for text in self.shared.get_by_role("listitem").evaluate_all(
            """rows => rows.map((row) => {
                const copy = row.cloneNode(true);
                copy.querySelectorAll('[aria-hidden=true], button').forEach((hidden) => hidden.remove());
                return copy.textContent;
            })""")]

    def copy_share_link(self) -> str:
        """Shares the open list by copying its link (the context needs clipboard permissions)."""
        self.button("Share list").click()
        expect(self.status("Link copied")).to_be_visible()
        return self.page.evaluate("() => navigator.clipboard.readText()")

    def export(self, what: str, file_format: str) -> tuple[str, str]:
        """Exports from the Lists screen ("This list" or "All lists", "CSV" or "JSON") and
        returns the downloaded file's path and the name it was offered under."""
        self.button("Export").click()
        dialog = self.page.get_by_role("dialog", name="Export")
        expect(dialog).to_be_visible()
        dialog.get_by_role("radiogroup", name="What").get_by_role("radio", name=what, exact=True).check()
        dialog.get_by_role("radiogroup", name="Format").get_by_role("radio", name=file_format, exact=True).check()
        with self.page.expect_download() as download:
            dialog.get_by_role("button", name="Download", exact=True).click()
        expect(dialog).to_be_hidden()
        return str(download.value.path()), download.value.suggested_filename

    def import_file(self, path: str) -> None:
        """Imports a file through the Import button's file picker."""
        with self.page.expect_file_chooser() as chooser:
            self.button("Import").click()
        chooser.value.set_files(path)


    # The price book.

    def show_price_book(self) -> None:
        """Opens the Price book screen from the header."""
        button = self.button("Price book")
        expect(button).to_have_attribute("aria-pressed", "false")
        button.click()
        expect(button).to_have_attribute("aria-pressed", "true")
        expect(self.page.get_by_role("heading", name="Price book", exact=True)).to_be_visible()

    @property
    def book_products(self) -> Locator:
        """The Price book's list of products."""
        return self.page.get_by_role("list", name="Products", exact=True)

    def book_product_names(self) -> list[str]:
        return [" ".join((text or "").split()) for text in
                self.book_products.get_by_role("listitem").get_by_role("button").all_text_contents()]

    def open_book_product(self, name: str) -> None:
        self.book_products.get_by_role("button", name=name, exact=True).click()
        expect(self.page.get_by_role("heading", name=name, exact=True)).to_be_visible()

    @property
    def history(self) -> Locator:
        """A product's history: a list of its prices, newest first."""
        return self.page.get_by_role("list", name="History", exact=True)

    @property
    def history_entries(self) -> Locator:
        return self.history.get_by_role("listitem")

    def history_texts(self) -> list[str]:
        """What each price of the history reads, e.g. "3 Nov, Lidl, €5.49 for 1 kg, €5.49 per kg Lowest"."""
        texts = self.history_entries.evaluate_all("""entries => entries.map((entry) => {
            const copy = entry.cloneNode(true);
            copy.querySelectorAll('[aria-hidden=true], button').forEach((hidden) => hidden.remove());
            return copy.textContent;
        })""")
        return [" ".join(text.split()) for text in texts]

    def history_rows(self) -> list[list[str]]:
        """Each price of the history as it shows: its date, its store, its price ("€2.79 for
        250 g", with its deal and the sale mark) and its unit price (with the lowest mark)."""
        return self.history_entries.evaluate_all("""entries => entries.map((entry) =>
            ['.history-date', '.history-store', '.history-price', '.history-unit-price'].map((part) => {
                const copy = entry.querySelector(part).cloneNode(true);
                copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
                return copy.textContent.replace(/\\s+/g, ' ').trim();
            }))""")


def choose_language(page: Page, language: str) -> None:
    """Chooses `language` in Settings › Language ("auto", "en", "de", "fr" or "es") and closes
    Settings. By ids, not names: the names are in whatever language the page speaks before."""
    page.locator("#settings-button").click()
    expect(page.locator("#settings")).to_have_attribute("open", "")
    page.locator("#language-select").select_option(value=language)
    page.locator("#settings-done").click()
    expect(page.locator("#settings")).not_to_have_attribute("open", "")
    if language != "auto":
        expect(page.locator(f"html[lang={language}]")).to_be_attached()


def speak_english(page: Page) -> None:
    """Makes the page speak English whatever the browser's language, for a test of how numbers
    and money are written in a locale that finds controls by their English names."""
    choose_language(page, "en")


PRICE_BOOK_BADGE = re.compile(r", (Lowest seen|First price recorded|\d+(\.\d+)?% above lowest),")


def without_price_book_badges(rows: list[str]) -> list[str]:
    """Rows as they read to someone whose price book never saw these products: each row's badge
    ("Lowest seen", "12.0% above lowest") taken out. Every row must have had one."""
    stripped = [PRICE_BOOK_BADGE.sub(",", row, count=1) for row in rows]
    assert all(row != before for row, before in zip(stripped, rows)), rows
    return stripped


def weight_and_volume_lists(per: PerPage) -> tuple[list[str], list[str]]:
    """Two lists: "Saturday" sold by weight, then "Party" sold by volume (open). Returns the
    rows each reads."""
    per.rename_list("Saturday")
    per.add_product("500", "3.99", name="Brand A")
    per.add_product("1", "2.49", unit="lb", name="Brand B")
    saturday = per.row_texts()
    per.new_list("Party")
    expect(per.rows).to_have_count(0)
    per.add_product("6×355", "4.99", name="Cola 6-pack", sold_by="Volume")
    per.add_product("2", "2.19", unit="L", name="Big bottle")
    party = per.row_texts()
    return saturday, party
