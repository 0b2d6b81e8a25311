"""Accessibility: axe finds no serious or critical violation (also on every screen of a 320 px and
a 390 px phone, light and dark), the exact names the issue lists are the ones a screen reader
hears, and small phones show everything: no sideways scroll, whole messages, the keypad's room
given to the form while a text field is typed in."""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Locator, Page, expect

from conftest import ARTIFACTS, PerServer, new_context, ready_page
from perpage import PerPage, weight_and_volume_lists

axe = Axe()


def assert_no_serious_violations(page: Page, name: str) -> None:
    # Colours are only final once opening transitions have finished.
    page.evaluate(
        "() => Promise.all(document.getAnimations()"
        ".filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)"
        ".map((a) => a.finished))"
    )
    results = axe.run(page)
    violations = [v for v in results.response["violations"] if v.get("impact") in ("serious", "critical")]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"axe-{name}.json").write_text(json.dumps(results.response["violations"], indent=2))
    summary = [
        f"{v['id']} ({v['impact']}): {v['help']} — " + ", ".join(node["target"][0] for node in v["nodes"][:5])
        for v in violations
    ]
    assert violations == [], "axe found:\n" + "\n".join(summary)


def test_axe_on_the_empty_list(page: Page) -> None:
    assert_no_serious_violations(page, "empty-list")


def test_axe_on_the_list(page: Page) -> None:
    per = PerPage(page)
    per.add_product("500", "3.99", name="Brand A")
    per.add_product("1", "2.49", unit="lb", name="Brand B")
    per.add_product("1", "6.99", unit="kg")
    assert_no_serious_violations(page, "list")


def test_axe_on_the_sheet(page: Page) -> None:
    per = PerPage(page)
    per.open_sheet()
    per.press("6×355")
    assert_no_serious_violations(page, "sheet")


def test_axe_on_an_alert(page: Page) -> None:
    per = PerPage(page)
    per.add_overflowing_product()
    expect(page.get_by_role("alertdialog", name="Whoops!")).to_be_visible()
    assert_no_serious_violations(page, "alert")


def test_axe_on_the_clear_confirmation_and_settings(page: Page) -> None:
    per = PerPage(page)
    per.add_product("500", "3.99")
    per.button("Clear list").click()
    expect(page.get_by_role("alertdialog", name="Clear the list?")).to_be_visible()
    assert_no_serious_violations(page, "confirm")
    per.button("Cancel").click()
    per.button("Settings").click()
    expect(page.get_by_role("dialog", name="Settings")).to_be_visible()
    assert_no_serious_violations(page, "settings")


def test_exact_accessible_names(page: Page) -> None:
    per = PerPage(page)
    for name in ["Add product", "Clear list"]:
        expect(per.button(name)).to_have_count(1)
    per.open_sheet()
    for name in ["Add", "Cancel", "Previous field", "Next field"]:
        expect(per.button(name)).to_have_count(1)
    keypad = page.get_by_role("group", name="Keypad")
    names = [str(d) for d in range(10)] + ["Decimal point", "Plus", "Minus", "Times", "Divide", "Equals", "Delete", "Clear",
                                           "For (multi-buy)"]
    for name in names:
        expect(keypad.get_by_role("button", name=name, exact=True)).to_have_count(1)
    assert keypad.get_by_role("button").count() == len(names)
    for label in ["Quantity", "Unit", "Price", "Name"]:
        expect(page.get_by_label(label, exact=True)).to_have_count(1)
    group = page.get_by_role("radiogroup", name="Sold by")
    for name in ["Weight", "Volume", "Units", "Length", "Area"]:
        expect(group.get_by_role("radio", name=name, exact=True)).to_have_count(1)
    # The system keyboard must not pop up over the keypad on phones: the keypad fields are not
    # editable text inputs.
    for label in ["Quantity", "Price"]:
        field = page.get_by_label(label, exact=True)
        assert field.evaluate("element => element.tagName") == "DIV"
        assert field.get_attribute("role") == "textbox"
        assert field.evaluate("element => element.isContentEditable") is False
    per.press("500")
    per.field("Price").click()
    per.press("3.99")
    per.field("Name").fill("Brand A")
    per.button("Add").click()
    item = page.get_by_role("list").get_by_role("listitem").first
    text = " ".join(item.inner_text().split())
    for part in ["Brand A", "500 g", "€3.99", "€0.798 per 100 g"]:
        assert part in text, text
    expect(per.button("Edit Brand A")).to_have_count(1)
    expect(per.button("Remove Brand A")).to_have_count(1)
    per.button("Remove Brand A").click()
    expect(page.get_by_role("status").get_by_role("button", name="Undo", exact=True)).to_have_count(1)
    per.button("Undo").click()
    per.button("Clear list").click()
    expect(page.get_by_role("alertdialog")).to_have_count(1)


def test_touch_targets_are_at_least_44px(page: Page) -> None:
    per = PerPage(page)
    per.add_product("500", "3.99", name="Brand A")
    per.add_product("1", "2.49", unit="lb", name="Brand B")
    small_in_the_list = """() => [...document.querySelectorAll('.app button')]
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => { const r = e.getBoundingClientRect(); return [e.getAttribute('aria-label') || e.textContent.trim(), r.width, r.height]; })
        .filter(([, w, h]) => w < 44 || h < 44)"""
    assert page.evaluate(small_in_the_list) == []
    per.button("Remove Brand B").click()  # the Undo button too
    expect(per.button("Undo")).to_be_visible()
    assert page.evaluate(small_in_the_list) == []
    per.open_sheet()
    # Keys shown as disabled are still full-size targets.
    expect(page.locator("#keypad [aria-disabled=true]").first).to_be_visible()
    small = page.evaluate("""() => [...document.querySelectorAll(
        'dialog[open] button, dialog[open] select, dialog[open] [role=textbox], dialog[open] input, dialog[open] .segment')]
        .filter((e) => e.getClientRects().length > 0 && !e.matches('.segment input'))
        .map((e) => { const r = e.getBoundingClientRect(); return [e.getAttribute('aria-label') || e.textContent.trim(), r.width, r.height]; })
        .filter(([, w, h]) => w < 44 || h < 44)""")
    assert small == []
    per.button("Cancel").click()
    assert page.evaluate(small_in_the_list) == []


def test_no_layout_shift_while_typing(page: Page) -> None:
    per = PerPage(page)
    per.open_sheet()
    boxes = lambda: page.evaluate("""() => ['quantity-field', 'price-field', 'keypad', 'name-input']
        .map((id) => { const r = document.getElementById(id).getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })""")
    before = boxes()
    per.press("123456789012×999999999999")
    assert boxes() == before
    per.press("=")  # 24 digits
    assert boxes() == before
    per.field("Price").click()
    assert boxes() == before
    per.press("3 for 10")
    assert boxes() == before
    per.press("C1÷0=")  # a message appears under the field
    assert boxes() == before
    per.press("C")
    per.press_refused("Equals")  # a refusal: a cue and a message
    per.wait_for_animations()  # the cue shakes the field (a transform, not a layout change)
    # The message wraps rather than being cut: a longer one moves what is below it by its extra
    # lines, and only that; the fields above and the keypad stay.
    extra = page.locator("#price-message").evaluate("message => message.getBoundingClientRect().height") - 20
    after = boxes()
    assert after[:3] == before[:3]
    assert after[3] == [before[3][0], before[3][1] + extra, *before[3][2:]]


def test_axe_on_the_lists_screen(page: Page) -> None:
    per = PerPage(page)
    weight_and_volume_lists(per)
    assert_no_serious_violations(page, "list-with-actions")
    per.show_lists()
    assert_no_serious_violations(page, "lists")
    per.open_list("Saturday")
    per.button("Delete list").click()
    expect(per.status("Deleted Saturday")).to_be_visible()
    assert_no_serious_violations(page, "lists-after-delete")


def test_axe_on_a_shared_list(page: Page) -> None:
    per = PerPage(page)
    per.rename_list("Party")
    per.add_product("500", "3.99", name="Brand A")
    per.add_product("1", "2.49", unit="lb", name="Brand B")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    link = per.copy_share_link()
    page.goto("about:blank")
    page.goto(link)
    expect(per.shared).to_be_visible()
    assert_no_serious_violations(page, "shared")


def test_axe_on_the_export_dialog(page: Page) -> None:
    per = PerPage(page)
    per.show_lists()
    per.button("Export").click()
    expect(page.get_by_role("dialog", name="Export")).to_be_visible()
    assert_no_serious_violations(page, "export")


def test_exact_accessible_names_of_lists(page: Page) -> None:
    per = PerPage(page)
    expect(per.button("Lists")).to_have_count(1)
    expect(page.get_by_label("List name", exact=True)).to_have_count(1)
    for name in ["Share list", "Duplicate list", "Delete list"]:
        expect(per.button(name)).to_have_count(1)
    per.show_lists()
    expect(page.get_by_role("list", name="Saved lists")).to_have_count(1)
    expect(per.saved_lists.get_by_role("listitem").get_by_role("button", name="Shopping list", exact=True)).to_have_count(1)
    for name in ["New list", "Export", "Import"]:
        expect(per.button(name)).to_have_count(1)
    # The file picker behind Import takes CSV and JSON, and is not a control of its own.
    picker = page.locator("#import-file")
    assert picker.get_attribute("accept") == ".csv,.json,text/csv,application/json"
    expect(picker).to_be_hidden()
    per.open_list("Shopping list")
    per.button("Delete list").click()
    expect(page.get_by_role("status").get_by_role("button", name="Undo", exact=True)).to_have_count(1)


def test_lists_touch_targets_are_at_least_44px(page: Page) -> None:
    per = PerPage(page)
    weight_and_volume_lists(per)
    small = """() => [...document.querySelectorAll('.app button, .app input')]
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => { const r = e.getBoundingClientRect(); return [e.getAttribute('aria-label') || e.textContent.trim() || e.id, r.width, r.height]; })
        .filter(([, w, h]) => w < 44 || h < 44)"""
    assert page.evaluate(small) == []
    per.show_lists()
    assert page.evaluate(small) == []


# MARK: Phones: 320 px (320 × 568) and 390 px (390 × 844) wide

PHONES = {"320": {"width": 320, "height": 568}, "390": {"width": 390, "height": 844}}


@contextlib.contextmanager
def phone(browser: Browser, server: PerServer, size: str, **options) -> Iterator[Page]:
    """A page of its own at a phone's size, whose errors fail the test (as the `page` fixture's)."""
    context = new_context(browser, viewport=PHONES[size], **options)
    try:
        with ready_page(context, server) as page:
            yield page
    finally:
        context.close()


def assert_written_as_typed(page: Page) -> None:
    """No text on screen is set in capitals by CSS: a screen reader would hear "HISTORY"."""
    capitals = page.evaluate("""() => [...document.querySelectorAll("body *")]
        .filter((e) => e.checkVisibility() && getComputedStyle(e).textTransform !== "none"
            && e.textContent.trim() !== "")
        .map((e) => e.textContent.trim())""")
    assert capitals == [], capitals


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", ["320", "390"])
def test_axe_on_every_screen_of_a_phone(browser: Browser, server: PerServer, size: str, scheme: str) -> None:
    """Every screen, at 320 and 390 px wide, light and dark: the list, the add-product sheet, a
    product of the price book with its history, the Lists screen and Settings. None scrolls
    sideways."""
    with phone(browser, server, size, color_scheme=scheme) as page:
        per = PerPage(page)
        width = PHONES[size]["width"]
        name = f"phone-{size}-{scheme}"
        page.clock.set_fixed_time("2026-11-03T12:00:00")
        per.add_product("1", "5.49", unit="kg", name="Coffee", store="Walmart Supercenter", sale=True)
        per.add_product("500", "3.49", unit="g", name="Coffee", store="Lidl")
        per.add_product("1", "2.49", unit="lb")
        assert_no_serious_violations(page, f"{name}-list")
        assert_written_as_typed(page)
        assert per.page_width() <= width

        per.open_sheet()
        per.press("6×355")
        assert_no_serious_violations(page, f"{name}-sheet")
        per.field("Name").click()
        assert_no_serious_violations(page, f"{name}-sheet-name")
        assert per.page_width() <= width
        per.button("Cancel").click()

        per.show_price_book()
        per.open_book_product("Coffee")
        expect(per.history_entries).to_have_count(2)
        assert_no_serious_violations(page, f"{name}-book-product")
        assert_written_as_typed(page)
        assert per.page_width() <= width
        per.button("Back").click()
        per.button("Back").click()

        per.show_lists()
        assert_no_serious_violations(page, f"{name}-lists")
        assert_written_as_typed(page)
        assert per.page_width() <= width
        per.open_list("Shopping list")

        per.button("Settings").click()
        expect(page.get_by_role("dialog", name="Settings")).to_be_visible()
        assert_no_serious_violations(page, f"{name}-settings")
        assert_written_as_typed(page)
        assert per.page_width() <= width


def test_the_price_book_history_fits_a_320px_phone(browser: Browser, server: PerServer) -> None:
    """The history is a list that reflows: at 320 px nothing scrolls sideways, every price and
    its Delete button are on screen, and a store's name is never broken inside a word."""
    with phone(browser, server, "320") as page:
        per = PerPage(page)
        page.clock.set_fixed_time("2026-11-01T12:00:00")
        per.add_product("250", "3.49", unit="g", name="Lavazza", store="Walmart Supercenter", sale=True)
        per.add_product("340", "4.99", unit="g", name="Lavazza", store="Walmart Supercenter")
        page.clock.set_fixed_time("2026-11-08T12:00:00")
        per.add_product("1", "2.99", unit="kg", name="Lavazza", store="Target")
        per.show_price_book()
        per.open_book_product("Lavazza")
        expect(per.history_entries).to_have_count(3)
        # Every part still shows: the date, the store, the price with its quantity and the sale
        # mark, the unit price with the lowest mark.
        rows = per.history_rows()
        assert [row[:3] for row in rows] == [
            ["8 Nov", "Target", "€2.99 for 1 kg"],
            ["1 Nov", "Walmart Supercenter", "€4.99 for 340 g"],
            ["1 Nov", "Walmart Supercenter", "€3.49 for 250 g Sale"],
        ]
        assert [row[3].startswith("€") and " per " in row[3] for row in rows] == [True] * 3
        assert [row[3].endswith(" Lowest") for row in rows] == [True, False, False]
        for size in ["320", "390"]:
            page.set_viewport_size(PHONES[size])
            assert per.page_width() == PHONES[size]["width"]
            for index in range(3):
                entry = per.history_entries.nth(index)
                entry.scroll_into_view_if_needed()
                # Every part shows inside the entry: nothing spills out or is cut off.
                spilled = entry.evaluate("""entry => {
                    const box = entry.getBoundingClientRect();
                    return [...entry.querySelectorAll('*')]
                        .filter((part) => !part.closest('.visually-hidden') && part.getClientRects().length > 0)
                        .filter((part) => {
                            const rect = part.getBoundingClientRect();
                            return rect.left < box.left - 0.5 || rect.right > box.right + 0.5
                                || rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5
                                || part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible';
                        })
                        .map((part) => part.className.baseVal ?? part.className);
                }""")
                assert spilled == [], (size, index, spilled)
                box = entry.bounding_box()
                assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONES[size]["width"]
                button = entry.get_by_role("button")
                expect(button).to_be_in_viewport(ratio=1)
                # "Walmart Supercenter" on one line, not "Walma rt".
                lines = entry.locator(".history-store").evaluate("""store => {
                    const range = document.createRange();
                    range.selectNodeContents(store);
                    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
                }""")
                assert lines == 1, (size, index)


def assert_header_whole(page: Page, width: int, heading: str) -> None:
    """The header shows whole at this width: its heading (unless only a screen reader's, as the
    open list's name, which its field shows) is not cut off or ellipsised, its buttons are full-size
    targets inside the screen, nothing overlaps, and the page doesn't scroll sideways."""
    expect(page.get_by_role("heading", level=1, name=heading, exact=True)).to_have_count(1)
    parts = page.evaluate("""() => [...document.querySelectorAll('.topbar-inner > *')]
        .filter((part) => !part.classList.contains('visually-hidden'))
        .map((part) => {
            const box = part.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(part);
            const text = range.getBoundingClientRect();
            const style = getComputedStyle(part);
            return {
                name: part.getAttribute('aria-label') || part.textContent.trim(),
                box: [box.left, box.top, box.right, box.bottom],
                cut: part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1
                    || text.left < box.left - 0.5 || text.right > box.right + 0.5
                    || text.top < box.top - 0.5 || text.bottom > box.bottom + 0.5
                    || (style.textOverflow !== 'clip' && style.overflowX !== 'visible'),
            };
        })""")
    names = [part["name"] for part in parts]
    assert names[0] == "Lists" and names[-2:] == ["Price book", "Settings"], names
    for part in parts:
        left, top, right, bottom = part["box"]
        assert not part["cut"], part
        assert left >= 0 and right <= width, part
        if part["name"] != heading:
            assert right - left >= 44 and bottom - top >= 44, part
    for index, part in enumerate(parts):
        for other in parts[index + 1:]:
            a, b = part["box"], other["box"]
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (part, other)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width


@pytest.mark.parametrize("size", ["320", "390"])
def test_the_header_shows_its_heading_whole(browser: Browser, server: PerServer, size: str) -> None:
    """At 320 and 390 px wide, the header's heading ("Price book", "Lists") is never cut to
    "Price…" by its buttons: at 320 px it takes a line of its own under them; at 390 px it stays
    beside them, as on wider screens."""
    with phone(browser, server, size) as page:
        per = PerPage(page)
        width = PHONES[size]["width"]
        per.add_product("500", "3.99", name="Coffee", store="Lidl")
        # The open list: its name shows as its field, the heading is a screen reader's only.
        assert_header_whole(page, width, "Shopping list")
        per.show_price_book()
        assert_header_whole(page, width, "Price book")
        per.open_book_product("Coffee")
        assert_header_whole(page, width, "Price book")
        title = page.get_by_role("heading", level=1).bounding_box()
        lists = per.button("Lists").bounding_box()
        assert title is not None and lists is not None
        if size == "390":
            assert lists["y"] <= title["y"] and title["y"] + title["height"] <= lists["y"] + lists["height"]
        else:
            assert title["y"] >= lists["y"] + lists["height"]
        per.button("Back").click()
        per.button("Back").click()
        per.show_lists()
        assert_header_whole(page, width, "Lists")


def test_every_button_has_a_name_of_its_own(browser: Browser, server: PerServer) -> None:
    """Products of one name: their Edit and Remove buttons say the quantity and the price, and
    then which row; each Delete button of the price book's history says the product, the day,
    the store ("No store" for none) and the price, and more when that is not enough."""
    with phone(browser, server, "390", locale="en-US") as page:
        per = PerPage(page)
        page.clock.set_fixed_time("2026-11-01T12:00:00")
        per.add_product("250", "3.49", unit="g", name="Lavazza", store="Target")
        per.add_product("500", "3.49", unit="g", name="Lavazza", store="Target")
        per.add_product("500", "5.99", unit="g", name="Lavazza", store="Target")
        per.add_product("250", "3.49", unit="g", name="Lavazza", store="Target")
        # Best deal first: 500 g for $3.49, 500 g for $5.99, then the two alike.
        expected = ["Lavazza, 500 g for $3.49", "Lavazza, 500 g for $5.99", "Lavazza, 250 g for $3.49, row 3",
                    "Lavazza, 250 g for $3.49, row 4"]
        for verb in ["Edit", "Remove"]:
            names = per.products.get_by_role("button", name=f"{verb} ").evaluate_all(
                "buttons => buttons.map((button) => button.getAttribute('aria-label'))")
            assert names == [f"{verb} {name}" for name in expected]
            for name in expected:
                expect(per.button(f"{verb} {name}")).to_have_count(1)
        per.new_list("Later")
        page.clock.set_fixed_time("2026-11-08T12:00:00")
        per.add_product("250", "3.29", unit="g", name="Lavazza", store="")
        # A product whose name no other row has keeps its short names.
        expect(per.button("Edit Lavazza")).to_have_count(1)
        expect(per.button("Remove Lavazza")).to_have_count(1)

        per.show_price_book()
        per.open_book_product("Lavazza")
        deletes = [
            "Delete Lavazza, 8 Nov, No store, $3.29",
            "Delete Lavazza, 1 Nov, Target, $3.49 for 250 g, 1 of 2",
            "Delete Lavazza, 1 Nov, Target, $5.99",
            "Delete Lavazza, 1 Nov, Target, $3.49 for 500 g",
            "Delete Lavazza, 1 Nov, Target, $3.49 for 250 g, 2 of 2",
        ]
        buttons = per.history.get_by_role("button")
        expect(buttons).to_have_count(len(deletes))
        for index, name in enumerate(deletes):
            expect(buttons.nth(index)).to_have_accessible_name(name)
            expect(per.history.get_by_role("button", name=name, exact=True)).to_have_count(1)
        # Deleting one leaves the others' names as they were.
        per.button(deletes[2]).click()
        expect(buttons).to_have_count(len(deletes) - 1)
        expect(per.history.get_by_role("button", name=deletes[3], exact=True)).to_have_count(1)
        per.button("Undo").click()
        expect(per.button(deletes[2])).to_be_focused()


def accessible_textbox(page: Page, name: str) -> dict[str, str]:
    """A textbox as the browser's accessibility tree gives it to a screen reader: its value and
    the text of what it contains (CSS-drawn text included, hidden text not)."""
    session = page.context.new_cdp_session(page)
    try:
        nodes = session.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        session.detach()
    by_id = {node["nodeId"]: node for node in nodes}
    box = next(node for node in nodes if node.get("role", {}).get("value") == "textbox"
               and node.get("name", {}).get("value") == name and not node.get("ignored"))

    def texts(node: dict) -> list[str]:
        own = [node["name"]["value"]] if node.get("role", {}).get("value") == "StaticText" and not node.get("ignored") else []
        return own + [text for child in node.get("childIds", []) if child in by_id for text in texts(by_id[child])]

    return {"value": str(box.get("value", {}).get("value", "")), "text": "".join(texts(box))}


def test_an_empty_price_reads_as_empty(page: Page) -> None:
    """The empty price field shows "€ 0.00" (drawn), and a screen reader hears it empty; typed
    in, it reads what is typed."""
    per = PerPage(page)
    per.open_sheet()
    price = per.field("Price")
    expect(price.locator(".field-text")).to_have_attribute("data-placeholder", "0.00")
    expect(price.locator(".field-prefix")).to_have_attribute("data-symbol", "€")
    assert accessible_textbox(page, "Price") == {"value": "", "text": ""}
    assert accessible_textbox(page, "Quantity") == {"value": "", "text": ""}
    price.click()
    per.press("3.99")
    typed = accessible_textbox(page, "Price")
    assert typed["text"] == "3.99" and " ".join(typed["value"].split()) == "€ 3.99", typed
    per.press("C")
    assert accessible_textbox(page, "Price") == {"value": "", "text": ""}


def assert_in_sight(locator: Locator) -> None:
    """The element shows whole in the sheet's scrolling body (to a pixel: scrolling rounds)."""
    hidden = locator.evaluate("""element => {
        const box = element.getBoundingClientRect();
        const body = element.closest('.sheet-body').getBoundingClientRect();
        return box.top < body.top - 1 || box.bottom > body.bottom + 1 || box.left < body.left - 1
            || box.right > body.right + 1;
    }""")
    assert not hidden


def test_a_refusal_wraps_whole_on_a_small_phone(browser: Browser, server: PerServer) -> None:
    """At 320 × 568, a refusal longer than a line wraps under its field: all of it shows."""
    with phone(browser, server, "320") as page:
        per = PerPage(page)
        per.open_sheet()
        per.field("Price").click()
        per.press_refused("Equals")
        message = per.message("Price")
        expect(message).to_have_text("There is nothing to solve: type + − × ÷ and a second number")
        message.scroll_into_view_if_needed()
        assert_in_sight(message)
        per.assert_fits(message)
        assert message.evaluate("""message => {
            const range = document.createRange();
            range.selectNodeContents(message);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }""") >= 2


def test_the_keypad_gives_its_room_to_the_form_while_a_text_field_is_focused(
    browser: Browser, server: PerServer
) -> None:
    """At 320 × 568: while the name or the store is typed (with the phone's own keyboard), the
    keypad is hidden and the form has its room; focusing the price brings it back."""
    with phone(browser, server, "320") as page:
        per = PerPage(page)
        per.open_sheet()
        keypad = page.get_by_role("group", name="Keypad")
        body = page.locator("#sheet .sheet-body")
        expect(keypad).to_be_visible()
        with_keypad = body.bounding_box()["height"]
        expect(page.locator("#keypad")).not_to_have_attribute("aria-hidden", re.compile(".*"))
        per.field("Name").click()
        expect(keypad).to_be_hidden()
        expect(page.locator("#keypad")).to_be_hidden()
        expect(page.locator("#keypad")).to_have_attribute("aria-hidden", "true")
        assert body.bounding_box()["height"] >= with_keypad + 200
        expect(per.field("Name")).to_be_focused()
        assert_in_sight(per.field("Name"))
        per.field("Store").click()
        expect(keypad).to_be_hidden()
        per.field("Price").click()
        expect(keypad).to_be_visible()
        expect(page.locator("#keypad")).not_to_have_attribute("aria-hidden", re.compile(".*"))
        expect(per.field("Price")).to_be_focused()
        assert_in_sight(per.field("Price"))
        assert body.bounding_box()["height"] == with_keypad
        per.press("2")
        assert per.field_text("Price").endswith("2")


def test_a_hidden_keypad_is_hidden_from_screen_readers(browser: Browser, server: PerServer) -> None:
    """On a desktop the keypad keeps its place beside the form while the name is typed, but is
    hidden, for screen readers too (aria-hidden "true"); shown again, it has no aria-hidden."""
    context = new_context(browser, viewport={"width": 1280, "height": 800}, device_scale_factor=1)
    try:
        with ready_page(context, server) as page:
            per = PerPage(page)
            per.open_sheet()
            keypad = page.locator("#keypad")
            expect(page.get_by_role("group", name="Keypad")).to_be_visible()
            expect(keypad).not_to_have_attribute("aria-hidden", re.compile(".*"))
            per.field("Name").click()
            expect(keypad).to_have_attribute("aria-hidden", "true")
            expect(page.get_by_role("group", name="Keypad")).to_have_count(0)
            per.field("Price").click()
            expect(page.get_by_role("group", name="Keypad")).to_be_visible()
            expect(keypad).not_to_have_attribute("aria-hidden", re.compile(".*"))
    finally:
        context.close()
