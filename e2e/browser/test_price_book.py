"""The price book: prices remembered from lists at several stores, the live hint while typing,
badges on list rows, the Price book screen (search, a product's figures, its chart and history),
Delete with Undo, what a reload and going offline keep, the setting that turns it off,
axe, and phone screenshots.

The page's clock is fixed at midday (local time) on chosen days, so that every date is known.
The expected percentages are worked out by hand from the prices:
- 6.15 per kg against the lowest 5.49: 6.15 / 5.49 = 1.12021… → 12.0% more;
- 6.10: 6.10 / 5.49 = 1.11111… → 11.1% more; 6.00: 1.09289… → 9.3% more;
- 4.99: 4.99 / 5.49 = 0.90892… → 9.1% less; the average of 5.49 and 6.15 is 5.82.
"""

from __future__ import annotations

import json
import re

from playwright.sync_api import Browser, Page, expect

from conftest import ARTIFACTS, PerServer, new_context, seeding, stored_after, wait_until_offline_ready
from perpage import COUNT_WRITES, PerPage, damage_saved, holding_back
from test_accessibility import assert_no_serious_violations

NOV_3 = "2026-11-03T12:00:00"
NOV_10 = "2026-11-10T12:00:00"

# Every amount in the list's currency, in the hint, the book's list and the chart's description.
LOWEST = "€5.49 per kg at Lidl on 3 Nov"
SUMMARY = ("Unit price per kg, 2 prices from 3 Nov to 10 Nov. Lowest: €5.49 per kg at Lidl on 3 Nov. "
           "Highest: €6.15 per kg at Aldi on 10 Nov. Latest at Lidl: €5.49 on 3 Nov. Latest at Aldi: €6.15 on 10 Nov.")


def wait_ready(page: Page) -> None:
    expect(page.locator("html[data-ready=true]")).to_be_attached()


def hint(page: Page):
    """The price book's hint: the status inside the add-product form."""
    return page.locator("dialog#sheet").get_by_role("status")


def coffee_at_two_stores(per: PerPage) -> None:
    """List A: Coffee 1 kg for 5.49 at Lidl on 3 Nov; list B: Coffee 1 kg for 6.15 at Aldi on
    10 Nov (List B open)."""
    page = per.page
    page.clock.set_fixed_time(NOV_3)
    per.rename_list("List A")
    per.add_product("1", "5.49", unit="kg", name="Coffee", store="Lidl")
    page.clock.set_fixed_time(NOV_10)
    per.new_list("List B")
    per.add_product("1", "6.15", unit="kg", name="Coffee", store="Aldi")


def type_in_name(page: Page, text: str) -> None:
    """Types a name key by key, as a shopper does (one input event each)."""
    page.get_by_label("Name", exact=True).press_sequentially(text)


def test_price_book_hint_while_typing(page: Page) -> None:
    per = PerPage(page)
    page.clock.set_fixed_time(NOV_3)
    per.rename_list("List A")
    per.open_sheet()
    # The form's new fields, after Name: Store (with the stores used before) and Sale price.
    expect(per.field("Store")).to_have_value("")
    expect(per.field("Sale price")).not_to_be_checked()
    expect(hint(page)).to_have_text("")
    per.button("Cancel").click()
    per.add_product("1", "5.49", unit="kg", name="Coffee", store="Lidl")
    # Nothing to compare with yet: neither the lowest's green nor the warning of a dearer price.
    expect(per.rows.first).to_contain_text("First price recorded")
    expect(per.rows.first.locator(".row-badge")).to_have_class(re.compile(r"\brow-badge-first\b"))

    page.clock.set_fixed_time(NOV_10)
    per.new_list("List B")
    per.open_sheet()
    # The store used last is filled in and offered first.
    expect(per.field("Store")).to_have_value("Lidl")
    assert page.locator("#store-choices option").evaluate_all("options => options.map((o) => o.value)") == ["Lidl"]
    per.field("Quantity").click()
    per.press("1")
    per.field("Unit").select_option(label="kg")
    per.field("Price").click()
    per.press("6.15")
    expect(hint(page)).to_have_text("")  # no name yet: nothing to compare with
    type_in_name(page, "Coffee")
    expect(hint(page)).to_have_text(f"12.0% more than the lowest you've seen: {LOWEST}")
    expect(hint(page)).to_have_attribute("data-standing", "above")

    # Each key press is answered with the hint in the same frame: read right after the click,
    # in the same task, before the browser renders anything.
    per.field("Price").click()
    same_frame = """(key) => {
        document.querySelector(`#keypad button[data-key="${key}"]`).click();
        return document.querySelector('dialog#sheet #price-hint').textContent;
    }"""
    assert page.evaluate(same_frame, "delete") == f"11.1% more than the lowest you've seen: {LOWEST}"
    assert page.evaluate(same_frame, "delete") == f"9.3% more than the lowest you've seen: {LOWEST}"
    assert page.evaluate(same_frame, "clear") == f"Lowest you've seen: {LOWEST}"
    per.press("4.99")
    expect(hint(page)).to_have_text(f"9.1% less than the lowest you've seen: {LOWEST}")
    per.press("C5.49")
    expect(hint(page)).to_have_text(f"The same as the lowest you've seen: {LOWEST}")
    expect(hint(page)).to_have_attribute("data-standing", "equalToLowest")
    per.press("C6.15")
    per.field("Store").fill("Aldi")
    per.button("Add").click()
    expect(page.locator("#sheet")).not_to_have_attribute("open", "")

    # The list rows' badges: at a higher price in list B, the lowest in list A.
    assert per.row_texts() == ["Coffee, 1 kg for €6.15, Best deal, 12.0% above lowest, €6.15 per kg"]
    expect(per.rows.first.locator(".row-badge")).not_to_have_class(re.compile("row-badge-lowest"))
    per.open_list("List A")
    assert per.row_texts() == ["Coffee, 1 kg for €5.49, Best deal, Lowest seen, €5.49 per kg"]
    expect(per.rows.first.locator(".row-badge")).to_have_class(re.compile("row-badge-lowest"))


def test_price_book_screen(page: Page) -> None:
    per = PerPage(page)
    coffee_at_two_stores(per)
    per.add_product("250", "2.79", unit="g", name="Tea", store="Aldi", sale=True)

    per.show_price_book()
    expect(per.field("Search products")).to_have_value("")
    assert per.book_product_names() == ["Coffee", "Tea"]
    coffee = per.book_products.get_by_role("listitem").filter(has_text="Coffee")
    expect(coffee).to_contain_text(f"Lowest: {LOWEST}")
    expect(coffee).to_contain_text("2 prices")
    expect(per.book_products.get_by_role("button", name="Coffee", exact=True)).to_have_accessible_description(
        f"Lowest: {LOWEST} 2 prices")
    # The open list's parts are not on this screen.
    expect(per.button("Add product")).to_be_hidden()
    expect(per.field("List name")).to_be_hidden()

    # Search.
    per.field("Search products").fill("te")
    expect(per.book_products.get_by_role("listitem")).to_have_count(1)
    assert per.book_product_names() == ["Tea"]
    per.field("Search products").fill("cocoa")
    expect(per.book_products.get_by_role("listitem")).to_have_count(0)
    expect(page.get_by_text("No product matches \u201ccocoa\u201d")).to_be_visible()
    per.field("Search products").fill("")
    expect(per.book_products.get_by_role("listitem")).to_have_count(2)

    # One product: its figures, the latest price at each store, the chart and the history.
    per.open_book_product("Coffee")
    expect(page.get_by_text("2 prices · unit prices per kg")).to_be_visible()
    figures = page.locator("#book-figures")
    assert figures.locator(".book-figure").evaluate_all("""figures => figures.map((figure) =>
        [...figure.children].map((part) => part.textContent.replace(/\\s+/g, ' ').trim()).join(' '))""") == [
        "Lowest €5.49 per kg €5.49 for 1 kg at Lidl, 3 Nov",
        "Lowest regular €5.49 per kg €5.49 for 1 kg at Lidl, 3 Nov",
        "Average €5.82 per kg of 2 prices",
    ]
    stores = page.get_by_role("list", name="Latest at each store")
    assert [" ".join(t.split()) for t in stores.get_by_role("listitem").all_text_contents()] == [
        "Lidl, €5.49 per kg, €5.49 for 1 kg, 3 Nov Lowest",
        "Aldi, €6.15 per kg, €6.15 for 1 kg, 10 Nov",
    ]
    assert per.history_rows() == [
        ["10 Nov", "Aldi", "€6.15 for 1 kg", "€6.15 per kg"],
        ["3 Nov", "Lidl", "€5.49 for 1 kg", "€5.49 per kg Lowest"],
    ]
    assert per.history_texts() == [
        "10 Nov, Aldi, €6.15 for 1 kg, €6.15 per kg", "3 Nov, Lidl, €5.49 for 1 kg, €5.49 per kg Lowest"]
    # Each Delete button says which price it deletes.
    expect(per.history.get_by_role("button")).to_have_count(2)
    expect(per.history.get_by_role("button", name="Delete Coffee, 10 Nov, Aldi, €6.15", exact=True)).to_have_count(1)
    expect(per.history.get_by_role("button", name="Delete Coffee, 3 Nov, Lidl, €5.49", exact=True)).to_have_count(1)

    # The chart: an image named by PerKit's summary; one line of points per store, the lowest
    # price at the bottom, the earliest date at the left.
    chart = page.get_by_role("img", name=SUMMARY, exact=True)
    expect(chart).to_be_visible()
    assert chart.evaluate("svg => svg.tagName") == "svg"
    series = chart.locator("g.chart-series")
    expect(series).to_have_count(2)
    assert series.evaluate_all("groups => groups.map((g) => g.dataset.store)") == ["Lidl", "Aldi"]
    lidl, aldi = (series.nth(i).locator("circle").evaluate("c => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]")
                  for i in range(2))
    assert lidl[0] < aldi[0] and lidl[1] > aldi[1], (lidl, aldi)
    expect(page.locator(".chart-legend")).to_have_text(re.compile(r"^\s*Lidl\s*Aldi\s*$"))
    expect(chart.locator("text")).to_have_text(["€6.15", "€5.49", "3 Nov", "10 Nov"])

    # Delete, then Undo.
    per.button("Delete Coffee, 10 Nov, Aldi, €6.15").click()
    expect(per.history_entries).to_have_count(1)
    expect(per.status("Deleted the price of Coffee on 10 Nov")).to_be_visible()
    expect(per.button("Undo")).to_be_focused()
    expect(page.get_by_role("img", name=re.compile("^Unit price per kg, 1 price"))).to_be_visible()
    per.button("Undo").click()
    expect(per.history_entries).to_have_count(2)
    expect(per.button("Delete Coffee, 10 Nov, Aldi, €6.15")).to_be_focused()
    expect(page.get_by_role("img", name=SUMMARY, exact=True)).to_be_visible()

    # A sale price is marked.
    per.button("Back").click()
    expect(per.book_products).to_be_visible()
    expect(per.book_products.get_by_role("button", name="Coffee", exact=True)).to_be_focused()
    per.open_book_product("Tea")
    # Per kg, as list B, which holds it beside 1 kg of coffee, shows it: 2.79 ÷ 0.25 = 11.16.
    assert per.history_rows() == [["10 Nov", "Aldi", "€2.79 for 250 g Sale", "€11.16 per kg Lowest"]]
    expect(page.get_by_text("Only sale prices so far")).to_be_visible()

    # Back twice: to the products, then to the open list.
    per.button("Back").click()
    per.button("Back").click()
    expect(per.field("List name")).to_have_value("List B")
    expect(per.button("Price book")).to_have_attribute("aria-pressed", "false")


def type_coffee(per: PerPage, quantity: str, unit: str, price: str) -> None:
    """Opens the form and types Coffee, `quantity` `unit` for `price`, without adding it."""
    per.open_sheet()
    per.field("Quantity").click()
    per.press(quantity)
    per.field("Unit").select_option(label=unit)
    per.field("Price").click()
    per.press(price)
    type_in_name(per.page, "Coffee")


def assert_book_quotes_coffee(per: PerPage, unit_price: str, reference: str) -> None:
    """The Price book quotes Coffee (one price, 250 g for 2.00 at Lidl on 3 Nov) at `unit_price`
    `reference` in its index, its summary and its history; then back to the list."""
    per.show_price_book()
    coffee = per.book_products.get_by_role("listitem").filter(has_text="Coffee")
    expect(coffee).to_contain_text(f"Lowest: {unit_price} {reference} at Lidl on 3 Nov")
    per.open_book_product("Coffee")
    expect(per.page.get_by_text(f"1 price · unit prices {reference}")).to_be_visible()
    assert per.history_rows() == [["3 Nov", "Lidl", "€2.00 for 250 g", f"{unit_price} {reference} Lowest"]]
    per.button("Back").click()
    per.button("Back").click()


def test_the_book_quotes_a_product_per_its_lists_unit(page: Page) -> None:
    """One unit for a product on every screen: the book, its index and the hint follow the open
    list that holds the product (the hint counting the typed quantity); a list that doesn't hold
    it leaves the book its own choice."""
    per = PerPage(page)
    page.clock.set_fixed_time(NOV_3)
    per.add_product("250", "2", unit="g", name="Coffee", store="Lidl")
    per.add_product("1", "5", unit="kg", name="Beans", store="Lidl")
    # 1 kg in the list: per kg. 2.00 ÷ 0.25 = 8.00.
    assert per.row_texts()[1].endswith("€8.00 per kg")
    assert_book_quotes_coffee(per, "€8.00", "per kg")

    # The hint: 3.60 for 500 g is 7.20 per kg, and the list would still quote per kg.
    type_coffee(per, "500", "g", "3.60")  # 7.20 per kg
    expect(hint(page)).to_have_text("10.0% less than the lowest you've seen: €8.00 per kg at Lidl on 3 Nov")
    per.button("Cancel").click()

    # A new list doesn't hold it: the book's own choice for 250 g, per 100 g; typed into the new
    # list, 500 g would be quoted per 100 g too.
    per.new_list("Other")
    assert_book_quotes_coffee(per, "€0.800", "per 100 g")
    type_coffee(per, "500", "g", "3.60")  # 7.20 per kg
    expect(hint(page)).to_have_text("10.0% less than the lowest you've seen: €0.800 per 100 g at Lidl on 3 Nov")


def test_reload_keeps_the_price_book(page: Page) -> None:
    per = PerPage(page)
    coffee_at_two_stores(per)
    saved = json.loads(page.evaluate("() => localStorage.getItem('per.book')"))
    # Saved as PerKit writes it: each entry a line of id, date, price, pack count, pack size, unit,
    # store (by index), sale or regular, and list.
    assert saved["stores"] == ["Lidl", "Aldi"]
    assert [(product["name"], [line.split(" ")[1:8] for line in product["entries"]]) for product in saved["products"]] == [
        ("Coffee", [["2026-11-03", "549/100", "1", "1", "kg", "0", "regular"],
                    ["2026-11-10", "123/20", "1", "1", "kg", "1", "regular"]])]
    # The lists don't carry the book, nor the book the lists.
    assert "Aldi" not in page.evaluate("() => localStorage.getItem('per.library')")
    per.show_price_book()
    per.open_book_product("Coffee")
    page.reload()
    wait_ready(page)
    # The screen and the product come back too.
    expect(page.get_by_role("heading", name="Coffee", exact=True)).to_be_visible()
    expect(per.history_entries).to_have_count(2)
    expect(page.get_by_role("img", name=SUMMARY, exact=True)).to_be_visible()


def test_the_book_is_restored_right_after_the_list(page: Page) -> None:
    page.add_init_script(COUNT_WRITES)
    per = PerPage(page)
    coffee_at_two_stores(per)
    saved = page.evaluate("() => localStorage.getItem('per.book')")
    page.reload()
    wait_ready(page)
    # The list is shown first, then the book comes, and with it the badge; it isn't saved again.
    ready, book_ready = page.wait_for_function(
        "() => window.__perBookReady && [window.__perReady, window.__perBookReady]").json_value()
    assert book_ready >= ready
    expect(per.rows.first).to_contain_text("12.0% above lowest")
    assert page.evaluate("() => window.__writes['per.book'] ?? 0") == 0
    assert page.evaluate("() => localStorage.getItem('per.book')") == saved


def test_an_action_before_the_book_is_restored_loses_nothing(browser: Browser, server: PerServer) -> None:
    """The first action gives PerKit the book before it is applied."""
    stored = stored_after(browser, server, lambda page: coffee_at_two_stores(PerPage(page)))
    context = new_context(browser)
    try:
        context.add_init_script(holding_back("restoreBook"))
        context.add_init_script(seeding(stored))
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        assert page.evaluate("() => window.__perBookReady") is None
        per = PerPage(page)
        # 6.15 / 4.99 = 1.23246… → 23.2% above the new lowest.
        per.add_product("1", "4.99", unit="kg", name="Coffee", store="Lidl")
        expect(per.rows.filter(has_text="4.99")).to_contain_text("Lowest seen")
        expect(per.rows.filter(has_text="6.15")).to_contain_text("23.2% above lowest")
        book = json.loads(page.evaluate("() => localStorage.getItem('per.book')"))
        assert sum(len(product["entries"]) for product in book["products"]) == 3
    finally:
        context.close()


def test_a_book_that_cant_be_restored_is_kept_aside(page: Page) -> None:
    per = PerPage(page)
    coffee_at_two_stores(per)
    entry = "saved.products[0].entries[0]"
    damaged = damage_saved(page, "per.book", f"{entry} = {entry}.replace('2026-11-03', '2026-02-30')")
    page.reload()
    wait_ready(page)
    alert = page.get_by_role("alertdialog")
    expect(alert).to_contain_text("Your price book could not be restored")
    expect(alert).to_contain_text("'products[0].entries[0].date'")
    assert page.evaluate("() => localStorage.getItem('per.book.unreadable')") == damaged
    # The lists are restored all the same.
    expect(per.rows).to_have_count(1)
    expect(per.field("List name")).to_have_value("List B")


def test_a_book_cut_short_is_kept_aside_and_says_where(page: Page) -> None:
    """A book whose text ends too soon isn't JSON: PerKit's alert says where it stops, the text
    is kept aside byte for byte, and the lists are restored all the same."""
    per = PerPage(page)
    coffee_at_two_stores(per)
    text = page.evaluate("() => localStorage.getItem('per.book')")
    damaged = text[: len(text) // 2]
    page.evaluate("(text) => localStorage.setItem('per.book', text)", damaged)
    page.reload()
    wait_ready(page)
    expect(per.whoops).to_contain_text("Your price book could not be restored: invalid JSON at byte")
    assert page.evaluate("() => localStorage.getItem('per.book.unreadable')") == damaged
    per.button("OK").click()
    expect(per.rows).to_have_count(1)
    expect(per.field("List name")).to_have_value("List B")


def test_a_price_book_screen_that_cant_be_loaded_says_why(browser: Browser, server: PerServer) -> None:
    """The screen is built by per-book.wasm, loaded when first shown: when it can't be
    downloaded, an alert says so and the list shows again; the next try loads it."""
    # No service worker: it would answer from its cache, which holds per-book.wasm.
    context = new_context(browser, service_workers="block")
    try:
        page = context.new_page()
        page.route("**/per-book.wasm", lambda route: route.abort())
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        coffee_at_two_stores(per)
        per.button("Price book").click()
        expect(per.whoops).to_contain_text("Per's price book screen (per-book.wasm) can't be downloaded")
        page.get_by_role("button", name="OK", exact=True).click()
        expect(per.whoops).to_be_hidden()
        expect(per.rows).to_have_count(1)
        expect(per.button("Price book")).to_have_attribute("aria-pressed", "false")
        page.unroute("**/per-book.wasm")
        per.show_price_book()
        expect(per.book_products.get_by_role("button")).to_have_count(1)
    finally:
        context.close()


def test_remember_prices_off_records_nothing(page: Page) -> None:
    per = PerPage(page)
    per.button("Settings").click()
    settings = page.get_by_role("dialog", name="Settings")
    remember = settings.get_by_role("checkbox", name="Remember prices", exact=True)
    expect(remember).to_be_checked()
    remember.uncheck()
    expect(remember).not_to_be_checked()
    settings.get_by_role("button", name="Done").click()
    per.add_product("1", "5.49", unit="kg", name="Coffee", store="Lidl")
    assert per.row_texts() == ["Coffee, 1 kg for €5.49, Best deal, €5.49 per kg"]
    assert page.evaluate("() => localStorage.getItem('per.book')") in (None, '{"version":4,"products":[],"stores":[]}')
    per.show_price_book()
    expect(per.book_products.get_by_role("listitem")).to_have_count(0)
    expect(page.get_by_text("No prices yet.")).to_be_visible()
    # The setting is kept.
    per.button("Back").click()
    page.reload()
    wait_ready(page)
    per.button("Settings").click()
    expect(page.get_by_role("dialog", name="Settings").get_by_role("checkbox", name="Remember prices")).not_to_be_checked()


def test_the_price_book_works_offline(browser: Browser) -> None:
    server = PerServer(log_name="book-offline-server").start()
    context = new_context(browser)
    try:
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        coffee_at_two_stores(per)
        wait_until_offline_ready(page)
        server.stop()
        page.reload()
        wait_ready(page)
        per.show_price_book()
        per.open_book_product("Coffee")
        expect(per.history_entries).to_have_count(2)
    finally:
        context.close()
        server.close()


def test_axe_on_the_price_book(page: Page) -> None:
    per = PerPage(page)
    coffee_at_two_stores(per)
    type_coffee(per, "1", "kg", "5.99")
    expect(hint(page)).to_contain_text("the lowest you've seen")
    assert_no_serious_violations(page, "form-hint")
    per.button("Cancel").click()
    assert_no_serious_violations(page, "list-with-badges")
    per.show_price_book()
    assert_no_serious_violations(page, "book")
    per.open_book_product("Coffee")
    assert_no_serious_violations(page, "book-product")
    per.history.get_by_role("button", name=re.compile("^Delete Coffee, ")).first.click()
    expect(per.button("Undo")).to_be_visible()
    assert_no_serious_violations(page, "book-after-delete")
    per.button("Settings").click()
    assert_no_serious_violations(page, "settings-remember-prices")


def test_price_book_touch_targets_are_at_least_44px(page: Page) -> None:
    per = PerPage(page)
    coffee_at_two_stores(per)
    small = """() => [...document.querySelectorAll('.app button, .app input, dialog[open] button, dialog[open] input')]
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => { const r = e.getBoundingClientRect(); return [e.getAttribute('aria-label') || e.textContent.trim() || e.id, r.width, r.height]; })
        .filter(([, w, h]) => w < 44 || h < 44)"""
    per.show_price_book()
    assert page.evaluate(small) == []
    per.open_book_product("Coffee")
    assert page.evaluate(small) == []
    assert per.page_width() <= 390
    per.button("Back").click()
    per.button("Back").click()
    per.open_sheet()
    assert page.evaluate(small) == []


def test_price_book_screenshots(browser: Browser, server: PerServer) -> None:
    """Phone screenshots of the form's hint, the list's badges and the Price book, light and
    dark, in e2e/artifacts/."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for scheme in ["light", "dark"]:
        context = new_context(browser, viewport={"width": 390, "height": 844}, color_scheme=scheme)
        try:
            page = context.new_page()
            page.goto(server.url)
            wait_ready(page)
            per = PerPage(page)
            coffee_at_two_stores(per)
            page.clock.set_fixed_time("2026-11-17T12:00:00")
            per.add_product("500", "2.99", unit="g", name="Coffee", store="Lidl", sale=True)
            per.add_product("1", "5.89", unit="kg", name="Coffee beans", store="Tesco")
            page.clock.set_fixed_time("2026-11-24T12:00:00")
            per.add_product("1", "5.79", unit="kg", name="Coffee", store="Aldi")
            per.open_sheet()
            per.field("Quantity").click()
            per.press("1")
            per.field("Unit").select_option(label="kg")
            per.field("Price").click()
            per.press("6.49")
            type_in_name(page, "Coffee")
            expect(hint(page)).to_contain_text("more")
            per.wait_for_animations()
            page.screenshot(path=str(ARTIFACTS / f"phone-{scheme}-form-hint.png"))
            per.button("Cancel").click()
            page.screenshot(path=str(ARTIFACTS / f"phone-{scheme}-badges.png"))
            per.show_price_book()
            page.screenshot(path=str(ARTIFACTS / f"phone-{scheme}-book.png"))
            per.open_book_product("Coffee")
            page.screenshot(path=str(ARTIFACTS / f"phone-{scheme}-book-product.png"), full_page=True)
            assert per.page_width() <= 390
        finally:
            context.close()
    for scheme in ["light", "dark"]:
        for screen in ["form-hint", "badges", "book", "book-product"]:
            assert (ARTIFACTS / f"phone-{scheme}-{screen}.png").stat().st_size > 10_000


def test_two_tabs_follow_each_other_once(browser: Browser, server: PerServer) -> None:
    """Each start draws fresh ids for the price book's entries; a tab that follows another's
    change must not make the other follow it back, forever."""
    context = new_context(browser)
    try:
        first = context.new_page()
        first.goto(server.url)
        wait_ready(first)
        second = context.new_page()
        second.goto(server.url)
        wait_ready(second)
        count = """() => { window.__storageEvents = 0;
            addEventListener('storage', () => { window.__storageEvents++; }); }"""
        first.evaluate(count)
        second.evaluate(count)
        PerPage(first).add_product("1", "5.49", unit="kg", name="Coffee", store="Lidl")
        expect(PerPage(second).rows).to_have_count(1)
        expect(PerPage(second).rows.first).to_contain_text("First price recorded")
        first.wait_for_timeout(1000)
        quiet = [first.evaluate("() => window.__storageEvents"), second.evaluate("() => window.__storageEvents")]
        first.wait_for_timeout(1000)
        assert [first.evaluate("() => window.__storageEvents"), second.evaluate("() => window.__storageEvents")] == quiet
        # Both still work, and ids stay apart: a price from each tab makes two entries.
        PerPage(second).add_product("1", "6.15", unit="kg", name="Coffee", store="Aldi")
        expect(PerPage(first).rows).to_have_count(2)
        products = json.loads(first.evaluate("() => localStorage.getItem('per.book')"))["products"]
        assert len({line.split(" ")[0] for product in products for line in product["entries"]}) == 2
    finally:
        context.close()


# A saved book with deals, as PerKit writes it: each deal after `deal` at the end of its line.
BOOK_WITH_DEALS = {
    "version": 5,
    "products": [{"name": "Coffee", "entries": [
        "00000000000000000000000000000001 2026-11-03 549/100 1 1 kg 0 regular -",
        "00000000000000000000000000000002 2026-11-04 699/100 1 1 kg 0 regular - deal member 4.99",
        "00000000000000000000000000000003 2026-11-05 6 1 1 kg 1 regular - deal buy 2 get 1 free",
    ]}],
    "stores": ["Lidl", "Aldi"],
}


def test_a_price_with_a_deal_shows_its_deal(browser: Browser, server: PerServer) -> None:
    """Prices with a deal count at the deal's unit price and show the deal; the lowest deal
    price shows apart from the lowest regular one."""
    context = new_context(browser)
    try:
        context.add_init_script(
            "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); "
            f"localStorage.setItem('per.book', {json.dumps(json.dumps(BOOK_WITH_DEALS))}); }}")
        page = context.new_page()
        page.clock.set_fixed_time(NOV_10)
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        per.show_price_book()
        # 6.00 a kg, buy 2 get 1 free: 12.00 for 3 kg, 4.00 a kg.
        coffee = per.book_products.get_by_role("listitem").filter(has_text="Coffee")
        expect(coffee).to_contain_text("Lowest: €4.00 per kg with a deal at Aldi on 5 Nov")
        per.open_book_product("Coffee")
        figures = page.locator("#book-figures")
        assert figures.locator(".book-figure").evaluate_all("""figures => figures.map((figure) =>
            [...figure.children].map((part) => part.textContent.replace(/\\s+/g, ' ').trim()).join(' '))""") == [
            "Lowest €4.00 per kg €6.00 for 1 kg, buy 2 get 1 free at Aldi, 5 Nov",
            "Lowest regular €5.49 per kg €5.49 for 1 kg at Lidl, 3 Nov",
            "Lowest with a deal €4.00 per kg €6.00 for 1 kg, buy 2 get 1 free at Aldi, 5 Nov",
            "Average €4.83 per kg of 3 prices",  # (5.49 + 4.99 + 4.00) ÷ 3 = 4.8266…
        ]
        assert per.history_rows() == [
            ["5 Nov", "Aldi", "€6.00 for 1 kg, buy 2 get 1 free", "€4.00 per kg Lowest"],
            ["4 Nov", "Lidl", "€6.99 for 1 kg, member 4.99", "€4.99 per kg"],
            ["3 Nov", "Lidl", "€5.49 for 1 kg", "€5.49 per kg"],
        ]
        stores = page.get_by_role("list", name="Latest at each store")
        assert [" ".join(t.split()) for t in stores.get_by_role("listitem").all_text_contents()] == [
            "Aldi, €4.00 per kg, €6.00 for 1 kg, buy 2 get 1 free, 5 Nov Lowest",
            "Lidl, €4.99 per kg, €6.99 for 1 kg, member 4.99, 4 Nov",
        ]
    finally:
        context.close()
