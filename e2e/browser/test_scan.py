"""Shelf tags in the add-product sheet: Scan tag sends a photo to the page's own `per serve`
(POST /api/scan, no token needed on loopback) and Paste tag text is read by PerKit in the page
(per-files.wasm); either fills the form, marks the fields to confirm and says the unit price's
check in words. Every word checked here is PerKit's (or the server's)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from conftest import ROOT, PerServer, new_context
from perpage import PerPage, plain
from test_locales import open_page

CLEAN_TAG = ROOT / "Tests" / "PerOCRTests" / "Fixtures" / "clean-tag.png"
KETCHUP = "Heinz Tomato Ketchup 700g\nClubcard Price £3.50\n£3.90\n55.7p per 100g"


@pytest.fixture
def per(browser: Browser, server: PerServer):
    context = new_context(browser, locale="en-GB")
    page = open_page(context, server)
    yield PerPage(page)
    assert page.errors == []  # type: ignore[attr-defined]
    context.close()


def typed(per: PerPage, label: str):
    """What a keypad field shows, without the currency beside it."""
    return per.field(label).locator(".field-text")


def test_scan_tag_fills_the_form_from_a_photo(per: PerPage) -> None:
    per.open_sheet()
    scan = per.page.get_by_label("Scan tag", exact=True)
    expect(scan).to_have_attribute("type", "file")
    expect(scan).to_have_attribute("capture", "environment")
    expect(per.page.locator("#scan-tag")).to_be_visible()
    scan.set_input_files(CLEAN_TAG)
    expect(typed(per, "Price")).to_have_text("1.40")
    expect(typed(per, "Quantity")).to_have_text("415")
    expect(per.field("Unit")).to_have_value("g")
    expect(per.field("Name")).to_have_value("Heinz Baked Beans")
    notes = per.page.locator("#tag-notes")
    expect(notes).to_contain_text("The tag says 33.7p per 100g; £1.40 for 415 g is 33.7p per 100 g")
    # The product can be added as read.
    per.button("Add").click()
    expect(per.rows).to_have_count(1)
    assert "Heinz Baked Beans" in plain(per.rows.first.inner_text())


def test_paste_tag_text_fills_the_deal_and_marks_the_name(per: PerPage) -> None:
    per.open_sheet()
    per.field("Paste tag text").fill(KETCHUP)
    per.button("Read tag text").click()
    expect(typed(per, "Price")).to_have_text("3.90")
    expect(typed(per, "Quantity")).to_have_text("700")
    expect(per.field("Unit")).to_have_value("g")
    expect(per.page.locator("#deal-fields")).to_be_visible()
    expect(typed(per, "Member price")).to_have_text("3.50")
    name = per.field("Name")
    expect(name).to_have_value("Heinz Tomato Ketchup")
    # The name is the field to confirm: marked, described, and focused first.
    expect(name).to_have_class(class_named("needs-confirming"))
    expect(name).to_have_accessible_description("Read from the tag: check it")
    expect(name).to_be_focused()
    expect(per.field("Price")).not_to_have_class(class_named("needs-confirming"))
    expect(per.page.locator("#tag-notes")).to_have_text(
        "The tag says 55.7p per 100g; £3.90 for 700 g is 55.7p per 100 g: it matches")
    # Editing the name confirms it.
    name.fill("Heinz Ketchup")
    expect(name).not_to_have_class(class_named("needs-confirming"))


def test_nothing_read_in_pasted_text_is_said(per: PerPage) -> None:
    per.open_sheet()
    per.field("Paste tag text").fill("")
    per.button("Read tag text").click()
    alert = per.page.get_by_role("alertdialog")
    expect(alert).to_contain_text("No price, size or name could be read on the tag")
    per.button("OK").click()
    expect(typed(per, "Price")).to_have_text("")  # still empty: only its placeholder shows
    expect(typed(per, "Price")).to_have_attribute("data-placeholder", "0.00")


def test_a_refused_photo_shows_the_servers_message(per: PerPage, tmp_path) -> None:
    per.open_sheet()
    text_file = tmp_path / "tag.txt"
    text_file.write_text("not a photo")
    per.page.get_by_label("Scan tag", exact=True).set_input_files(text_file)
    alert = per.page.get_by_role("alertdialog")
    expect(alert).to_contain_text("The tag could not be read: ")
    message = plain(per.page.locator("#alert-message").inner_text())
    assert len(message) > len("The tag could not be read: ") + 5, message
    per.button("OK").click()
    expect(per.page.locator("#sheet")).to_have_attribute("open", "")


def test_scan_tag_offline_points_to_paste_tag_text(per: PerPage) -> None:
    per.open_sheet()
    per.page.route("**/api/scan*", lambda route: route.abort("internetdisconnected"))
    per.page.get_by_label("Scan tag", exact=True).set_input_files(CLEAN_TAG)
    alert = per.page.get_by_role("alertdialog")
    expect(alert).to_contain_text("seems to be offline")
    expect(alert).to_contain_text("Paste tag text")


def class_named(name: str) -> re.Pattern[str]:
    """Matches a class attribute that has the class `name`."""
    return re.compile(rf"(^|\s){re.escape(name)}(\s|$)")
