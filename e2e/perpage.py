"""Drives the Per page the way a shopper does: through accessible names only."""

from __future__ import annotations

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
                    sold_by: str | None = None) -> None:
        """Adds "500 [g] for 3.99" through the keypad, the unit picker and the name field."""
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
        self.button("Add").click()
        expect(self.page.locator("#sheet")).not_to_have_attribute("open", "")

    def row_texts(self) -> list[str]:
        """What each row reads, e.g. "Brand A, 500 g for €3.99, 45.4% more · €1.25 extra, €0.80 per 100 g"."""
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
