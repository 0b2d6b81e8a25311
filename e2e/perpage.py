"""Drives the Per page the way a shopper does: through accessible names only."""

from __future__ import annotations

from playwright.sync_api import Locator, Page, expect

# What each character of a typed amount is called on the keypad.
KEY_NAMES = {
    ".": "Decimal point", "+": "Plus", "-": "Minus", "−": "Minus", "×": "Times", "*": "Times",
    "÷": "Divide", "/": "Divide", "=": "Equals", "⌫": "Delete", "C": "Clear",
}


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
        """Types an amount on the keypad, e.g. "6×355" or "2×1.99"."""
        for character in text:
            if character == " ":
                continue
            self.key(KEY_NAMES.get(character, character)).click()

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
            copy.querySelectorAll('[aria-hidden=true]').forEach((hidden) => hidden.remove());
            return copy.textContent;
        })""")
        return [" ".join(text.split()) for text in texts]

    def wait_for_sheet_animation(self) -> None:
        self.page.locator("#sheet").evaluate("sheet => Promise.all(sheet.getAnimations().map((a) => a.finished))")

    def field_text(self, label: str) -> str:
        return self.field(label).inner_text().strip()

    def add_overflowing_product(self) -> None:
        """Tries to add a quantity too large to compute with (an engine error: a "Whoops!" alert)."""
        self.open_sheet()
        self.page.keyboard.type("999999999999*999999999999=*999999999999=")
        self.field("Unit").select_option(label="oz")
        self.field("Price").click()
        self.press("1")
        self.button("Add").click()
