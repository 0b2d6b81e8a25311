"""The price book in WebKit: prices remembered from lists at two stores, the badge on a list's
row, the Price book screen (a product's history), and what a reload keeps."""

from __future__ import annotations

import re

from webkitpage import WebKitPage, wait_for


def history_rows(page: WebKitPage) -> list[list[str]]:
    """Each price of the history: its date, store, price and unit price."""
    history = page.find("list", "History")
    return page.script("""return [...arguments[0].querySelectorAll('li')].map((entry) =>
        ['.history-date', '.history-store', '.history-price', '.history-unit-price'].map((part) => {
            const copy = entry.querySelector(part).cloneNode(true);
            copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
            return copy.textContent.replace(/\\s+/g, ' ').trim();
        }))""", history)


def test_prices_from_two_stores_make_the_price_book(page: WebKitPage) -> None:
    page.rename_list("List A")
    page.add_product("1", "5.49", unit="kg", name="Coffee", store="Lidl")
    assert page.row_texts() == ["Coffee, 1 kg for $5.49, Best deal, First price recorded, $2.49 per lb"]
    page.new_list("List B")
    page.open_sheet()
    # The store used last is filled in.
    page.wait_value(page.field("Store"), "Lidl")
    page.click("Cancel")
    page.wait_sheet_open(False)
    page.add_product("1", "6.15", unit="kg", name="Coffee", store="Aldi")
    # 6.15 against the lowest 5.49: 12.0% more.
    assert page.row_texts() == ["Coffee, 1 kg for $6.15, Best deal, 12.0% above lowest, $2.79 per lb"]

    book = page.button("Price book")
    book.click()
    wait_for(lambda: book.get_attribute("aria-pressed") == "true", "the Price book pressed")
    page.find("heading", "Price book")
    products = page.find("list", "Products")
    entries = page.find_all("listitem", within=products)
    assert [page.text(page.find("button", within=entry)) for entry in entries] == ["Coffee"]
    entry = " ".join(page.script("return arguments[0].innerText", entries[0]).split())
    assert re.fullmatch(r"Coffee Lowest: \$2\.49 per lb at Lidl on \d{1,2} [A-Z][a-z]{2} 2 prices", entry), entry
    page.find("button", "Coffee", within=products).click()
    page.find("heading", "Coffee")
    rows = history_rows(page)
    assert [row[1:] for row in rows] == [
        ["Aldi", "$6.15 for 1 kg", "$2.79 per lb"], ["Lidl", "$5.49 for 1 kg", "$2.49 per lb Lowest"]]
    # Each Delete button says which price it deletes.
    page.button(f"Delete Coffee, {rows[0][0]}, Aldi, $6.15")
    # Both prices were seen today.
    assert rows[0][0] == rows[1][0] and re.fullmatch(r"\d{1,2} [A-Z][a-z]{2}", rows[0][0]), rows

    page.reload()
    page.find("heading", "Coffee")
    assert history_rows(page) == rows
    page.click("Back")
    page.click("Back")
    page.wait_value(page.field("List name"), "List B")
    wait_for(lambda: page.button("Price book").get_attribute("aria-pressed") == "false", "the list again")
    assert page.row_texts() == ["Coffee, 1 kg for $6.15, Best deal, 12.0% above lowest, $2.79 per lb"]
