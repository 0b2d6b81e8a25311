"""Accessibility: axe finds no serious or critical violation, and the exact names the issue
lists are the ones a screen reader hears."""

from __future__ import annotations

import json

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from conftest import ARTIFACTS
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
    for part in ["Brand A", "500 g", "€3.99", "€0.80 per 100 g"]:
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
    assert boxes() == before


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
