"""Export and import: one list or the whole library as CSV or JSON, written and read by PerKit
in the browser; an import is all or nothing, and a bad file says which rows are wrong."""

from __future__ import annotations

import json
import pathlib
import re

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from conftest import ARTIFACTS, PerServer, new_context, wait_until_offline_ready
from perpage import PerPage, weight_and_volume_lists, without_price_book_badges


def open_page(context: BrowserContext, url: str) -> tuple[Page, PerPage, list[str]]:
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(url)
    expect(page.locator("html[data-ready=true]")).to_be_attached()
    return page, PerPage(page), errors


def library_texts(per: PerPage) -> dict[str, str]:
    """Each saved list's name and what its entry on the Lists screen says (without "Open")."""
    texts = {}
    for index in range(per.entries.count()):
        entry = per.entries.nth(index)
        name = entry.get_by_role("button").inner_text().strip()
        texts[name] = " ".join(entry.locator(".saved-text").inner_text().split())
    return texts


@pytest.mark.parametrize("file_format", ["CSV", "JSON"])
def test_export_then_import_gives_the_same_lists(browser: Browser, server: PerServer, tmp_path: pathlib.Path,
                                                 file_format: str) -> None:
    context = new_context(browser)
    try:
        page, per, errors = open_page(context, server.url)
        saturday, party = weight_and_volume_lists(per)
        per.show_lists()
        before = library_texts(per)
        path, name = per.export("All lists", file_format)
        text = pathlib.Path(path).read_text(encoding="utf-8")
        if file_format == "CSV":
            assert name.endswith(".csv"), name
            assert text.startswith("list,name,price,quantity,unit"), text[:200]
            assert "Cola 6-pack" in text and "Brand B" in text
        else:
            assert name.endswith(".json"), name
            assert "Cola 6-pack" in json.dumps(json.loads(text))
        assert errors == []
    finally:
        context.close()

    exported = tmp_path / name
    exported.write_text(text, encoding="utf-8")
    context = new_context(browser)
    try:
        page, per, errors = open_page(context, server.url)
        per.show_lists()
        per.import_file(str(exported))
        expect(per.status("Imported 2 lists")).to_be_visible()
        expect(per.saved_lists).to_be_visible()
        after = library_texts(per)
        assert {key: after[key] for key in before} == before
        assert set(after) == set(before) | {"Shopping list"}  # the receiver's own list stays
        # The same rows, but for the exporter's price book (files carry lists, not the book).
        per.open_list("Saturday")
        assert per.row_texts() == without_price_book_badges(saturday)
        per.open_list("Party")
        assert per.row_texts() == without_price_book_badges(party)
        assert errors == []
    finally:
        context.close()


def test_export_one_list(page: Page, tmp_path: pathlib.Path) -> None:
    per = PerPage(page)
    saturday, _ = weight_and_volume_lists(per)
    per.open_list("Saturday")
    per.show_lists()
    path, name = per.export("This list", "CSV")
    assert name == "Saturday.csv"
    text = pathlib.Path(path).read_text(encoding="utf-8")
    assert "Brand A" in text and "Cola" not in text
    # Imported back: a copy next to the original.
    copy = tmp_path / name
    copy.write_text(text, encoding="utf-8")
    per.import_file(str(copy))
    status = per.status("Imported 1 list")
    expect(status).to_be_visible()
    names = per.entry_names()
    assert len(names) == 3 and sum(name.startswith("Saturday") for name in names) == 2, names
    per.button("New list").click()  # the next change
    expect(status).to_be_hidden()


def test_an_import_with_bad_rows_names_each_and_imports_nothing(page: Page, tmp_path: pathlib.Path) -> None:
    per = PerPage(page)
    per.rename_list("Mine")
    per.add_product("500", "3.99", name="Brand A")
    per.show_lists()
    before = page.evaluate("() => localStorage.getItem('per.library')")
    bad = tmp_path / "lists.csv"
    bad.write_text(
        "list,name,price,quantity,unit\r\n"
        "Saturday,Brand A,3.99,500,g\r\n"
        "Saturday,Brand B,three,1,lb\r\n"
        "Party,Juice,1.50,1,L\r\n"
        "Party,Water,0.99,1.5,parsec\r\n",
        encoding="utf-8")
    per.import_file(str(bad))
    expect(per.whoops).to_be_visible()
    message = per.whoops.inner_text()
    assert "Line 3" in message and "Line 5" in message, message
    assert "Line 2" not in message and "Line 4" not in message, message
    per.button("OK").click()
    expect(per.whoops).to_be_hidden()
    assert per.entry_names() == ["Mine"]
    assert page.evaluate("() => localStorage.getItem('per.library')") == before
    # The same file can be chosen again once fixed.
    bad.write_text(bad.read_text().replace("three", "2.49").replace("parsec", "L"), encoding="utf-8")
    per.import_file(str(bad))
    expect(per.status("Imported 2 lists")).to_be_visible()
    assert sorted(per.entry_names()) == ["Mine", "Party", "Saturday"]


def test_export_dialog(page: Page) -> None:
    per = PerPage(page)
    per.add_product("500", "3.99")
    per.show_lists()
    per.button("Export").click()
    dialog = page.get_by_role("dialog", name="Export")
    expect(dialog).to_be_visible()
    what = dialog.get_by_role("radiogroup", name="What")
    expect(what.get_by_role("radio", name="This list", exact=True)).to_be_checked()
    expect(what.get_by_role("radio", name="All lists", exact=True)).not_to_be_checked()
    expect(what).to_have_accessible_description("This list: Shopping list")
    file_format = dialog.get_by_role("radiogroup", name="Format")
    expect(file_format.get_by_role("radio", name="CSV", exact=True)).to_be_checked()
    expect(file_format.get_by_role("radio", name="JSON", exact=True)).not_to_be_checked()
    dialog.get_by_role("button", name="Cancel", exact=True).click()
    expect(dialog).to_be_hidden()
    # Escape closes it too, and the keyboard reaches every choice.
    per.button("Export").click()
    expect(dialog).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    per.button("Export").click()
    per.wait_for_animations()
    assert per.page_width() <= 390
    page.screenshot(path=str(ARTIFACTS / "phone-light-export.png"))
    dialog.get_by_role("button", name="Cancel", exact=True).click()


def test_import_and_export_work_offline(browser: Browser, tmp_path: pathlib.Path) -> None:
    server = PerServer(log_name="offline-files-server").start()
    context = new_context(browser)
    try:
        page, per, errors = open_page(context, server.url)
        wait_until_offline_ready(page)
        context.set_offline(True)
        page.reload()
        expect(page.locator("html[data-ready=true]")).to_be_attached()
        weight_and_volume_lists(per)
        per.show_lists()
        path, name = per.export("All lists", "JSON")
        exported = tmp_path / name
        exported.write_text(pathlib.Path(path).read_text(encoding="utf-8"), encoding="utf-8")
        per.import_file(str(exported))
        expect(per.status("Imported 2 lists")).to_be_visible()
        expect(per.entries).to_have_count(4)
        assert errors == []
    finally:
        context.close()
        server.close()


@pytest.mark.parametrize("file_format", ["CSV", "JSON"])
def test_lists_of_one_name_stay_apart_through_export_and_import(browser: Browser, server: PerServer,
                                                                tmp_path: pathlib.Path, file_format: str) -> None:
    context = new_context(browser)
    try:
        page, per, errors = open_page(context, server.url)
        per.rename_list("Coffee")
        per.add_product("500", "3.99", name="Beans")
        per.add_product("250", "2.49", name="Ground")
        first = per.row_texts()
        per.new_list("Coffee")
        per.add_product("200", "4.99", name="Pods")
        per.add_product("100", "5.49", name="Instant")
        second = per.row_texts()
        per.show_lists()
        assert per.entry_names() == ["Coffee", "Coffee"]
        path, name = per.export("All lists", file_format)
        text = pathlib.Path(path).read_text(encoding="utf-8")
        if file_format == "CSV":
            assert text.splitlines()[0] == "list,name,price,quantity,unit,list id", text[:200]
        assert errors == []
    finally:
        context.close()

    exported = tmp_path / name
    exported.write_text(text, encoding="utf-8")
    context = new_context(browser)
    try:
        page, per, errors = open_page(context, server.url)
        per.show_lists()
        per.import_file(str(exported))
        expect(per.status("Imported 2 lists")).to_be_visible()
        # Two lists, never one of four products; the second takes a number.
        assert sorted(per.entry_names()) == ["Coffee", "Coffee 2", "Shopping list"]
        per.open_list("Coffee")
        coffee = per.row_texts()
        per.open_list("Coffee 2")
        coffee_2 = per.row_texts()
        expected = {tuple(without_price_book_badges(first)), tuple(without_price_book_badges(second))}
        assert {tuple(coffee), tuple(coffee_2)} == expected
        # The same file again: two more lists, numbered on.
        per.show_lists()
        per.import_file(str(exported))
        expect(per.status("Imported 2 lists")).to_be_visible()
        assert sorted(per.entry_names()) == ["Coffee", "Coffee 2", "Coffee 3", "Coffee 4", "Shopping list"]
        per.open_list("Coffee 3")
        assert per.row_texts() == coffee
        per.open_list("Coffee 4")
        assert per.row_texts() == coffee_2
        assert errors == []
    finally:
        context.close()


def test_a_spreadsheets_own_column_titles_are_read(page: Page, tmp_path: pathlib.Path) -> None:
    per = PerPage(page)
    per.show_lists()
    sheet = tmp_path / "milk.csv"
    sheet.write_text(
        "Product,Cost,Qty,UOM\r\n"
        "Oat milk,2.19,1,L\r\n"
        "Soy milk,\"1,89\",6 x 250,mL\r\n",
        encoding="utf-8")
    per.import_file(str(sheet))
    expect(per.status("Imported 1 list")).to_be_visible()
    per.open_list("Imported list")
    rows = per.row_texts()
    assert len(rows) == 2, rows
    # Every name is kept, best deal first.
    assert rows[0].startswith("Soy milk, 6 × 250 mL for"), rows
    assert rows[1].startswith("Oat milk, 1 L for"), rows

    # A column a list file doesn't have is named, and nothing is imported.
    per.show_lists()
    before = per.entry_names()
    sheet.write_text(
        "Product,Cost,Qty,UOM,Notes\r\n"
        "Oat milk,2.19,1,L,barista\r\n",
        encoding="utf-8")
    per.import_file(str(sheet))
    expect(per.whoops).to_be_visible()
    message = per.whoops.inner_text()
    assert "Line 1: The header row has a 'Notes' column, which a list file doesn't have" in message, message
    per.button("OK").click()
    expect(per.whoops).to_be_hidden()
    assert per.entry_names() == before
