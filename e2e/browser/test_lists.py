"""Many lists: the Lists screen, switching, renaming, duplicating, deleting with Undo, what a
reload keeps, a browser that refuses to store, and all of it offline."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import ARTIFACTS, PerServer, new_context, seeding, stored_after, wait_until_offline_ready
from perpage import (COUNT_WRITES, RECORD_LIBRARY_PARSES, PerPage, damage_saved, holding_back,
                     weight_and_volume_lists, without_price_book_badges)


def wait_ready(page: Page) -> None:
    expect(page.locator("html[data-ready=true]")).to_be_attached()


def test_lists_of_different_dimensions_switch(page: Page) -> None:
    per = PerPage(page)
    saturday, party = weight_and_volume_lists(per)
    assert saturday == [
        "Brand B, 1 lb for €2.49, Best deal, First price recorded, €0.549 per 100 g",
        "Brand A, 500 g for €3.99, 45.4% more, €1.25 extra, First price recorded, €0.798 per 100 g",
    ]
    assert party[0].startswith("Big bottle, 2 L for €2.19, Best deal"), party

    per.show_lists()
    expect(page.get_by_role("heading", name="Lists", exact=True)).to_be_visible()
    assert per.entry_names() == ["Party", "Saturday"]  # most recently changed first
    expect(per.entry("Party")).to_contain_text("2 items · volume")
    expect(per.entry("Saturday")).to_contain_text("2 items · weight")
    expect(per.entry("Saturday")).to_contain_text("Brand B · €0.549 per 100 g")
    # The open list is marked, for the eye and for a screen reader.
    expect(per.entry("Party")).to_contain_text("Open")
    expect(per.entry("Party").get_by_role("button")).to_have_attribute("aria-current", "true")
    expect(per.entry("Saturday")).not_to_contain_text("Open")
    expect(per.entry("Saturday").get_by_role("button", name="Saturday")).to_have_accessible_description(
        re.compile(r"^2 items · weight Best deal: Brand B · €0\.549 per 100 g$"))

    per.open_list("Saturday")
    assert per.row_texts() == saturday
    expect(page.locator("#verdict")).to_contain_text("Brand B is the best deal")
    # The add-product form follows the open list's dimension.
    per.open_sheet()
    assert per.field("Unit").locator("option").all_inner_texts() == ["g", "kg", "mg", "oz", "lb"]
    per.button("Cancel").click()
    per.open_list("Party")
    assert per.row_texts() == party
    per.open_sheet()
    assert "L" in per.field("Unit").locator("option").all_inner_texts()
    per.button("Cancel").click()


def test_rename_on_the_list_screen(page: Page) -> None:
    per = PerPage(page)
    name = per.field("List name")
    expect(name).to_be_visible()
    expect(name).to_have_value("Shopping list")
    # Settings no longer holds the name.
    per.button("Settings").click()
    expect(page.get_by_role("dialog", name="Settings").get_by_label("List name")).to_have_count(0)
    page.get_by_role("dialog", name="Settings").get_by_role("button", name="Done").click()
    per.rename_list("Weekly shop")
    per.show_lists()
    assert per.entry_names() == ["Weekly shop"]
    per.button("Lists").click()  # pressed: back to the open list
    expect(per.field("List name")).to_have_value("Weekly shop")
    # Leaving the field (not only Enter) renames too.
    name.fill("Market")
    per.button("Add product").focus()
    per.show_lists()
    assert per.entry_names() == ["Market"]


def test_new_lists_are_numbered(page: Page) -> None:
    per = PerPage(page)
    per.new_list()
    expect(per.field("List name")).to_have_value("Shopping list 2")
    expect(page.get_by_role("heading", name="Which one is the better deal?")).to_be_visible()
    per.show_lists()
    assert per.entry_names() == ["Shopping list 2", "Shopping list"]
    expect(per.entry("Shopping list 2")).to_contain_text("No items")


def test_duplicate_opens_a_copy(page: Page) -> None:
    per = PerPage(page)
    per.rename_list("Saturday")
    per.add_product("500", "3.99", name="Brand A")
    per.add_product("1", "2.49", unit="lb", name="Brand B")
    before = per.row_texts()
    per.button("Duplicate list").click()
    expect(per.field("List name")).to_have_value("Saturday copy")
    assert per.row_texts() == before
    # The copy is a list of its own.
    per.button("Remove Brand A").click()
    expect(per.rows).to_have_count(1)
    per.open_list("Saturday")
    assert per.row_texts() == before
    per.show_lists()
    assert sorted(per.entry_names()) == ["Saturday", "Saturday copy"]


def test_delete_and_undo(page: Page) -> None:
    per = PerPage(page)
    saturday, party = weight_and_volume_lists(per)
    per.button("Delete list").click()
    # The Lists screen, without Party, and a way back.
    expect(per.saved_lists).to_be_visible()
    assert per.entry_names() == ["Saturday"]
    status = per.status("Deleted Party")
    expect(status).to_be_visible()
    undo = status.get_by_role("button", name="Undo", exact=True)
    expect(undo).to_be_focused()  # the keyboard can take it back at once
    undo.click()
    expect(per.status("Deleted Party")).to_be_hidden()
    # Party is back and open.
    expect(per.field("List name")).to_have_value("Party")
    if per.saved_lists.is_visible():
        assert sorted(per.entry_names()) == ["Party", "Saturday"]
        expect(per.entry("Party").get_by_role("button")).to_have_attribute("aria-current", "true")
        expect(per.entry("Party").get_by_role("button")).to_be_focused()
    per.open_list("Party")
    assert per.row_texts() == party

    # Deleted for good once something else changes.
    per.open_list("Saturday")
    per.button("Delete list").click()
    expect(per.status("Deleted Saturday")).to_be_visible()
    per.button("New list").click()
    per.show_lists()
    expect(per.status("Deleted Saturday")).to_be_hidden()
    assert "Saturday" not in per.entry_names()


def test_deleting_the_last_list_leaves_an_empty_one(page: Page) -> None:
    per = PerPage(page)
    per.rename_list("Only")
    per.add_product("500", "3.99")
    per.button("Delete list").click()
    expect(per.status("Deleted Only")).to_be_visible()
    assert per.entry_names() == ["Shopping list"]
    expect(per.entry("Shopping list")).to_contain_text("No items")


def test_reload_keeps_every_list(page: Page) -> None:
    per = PerPage(page)
    saturday, party = weight_and_volume_lists(per)
    per.open_list("Saturday")
    page.reload()
    wait_ready(page)
    expect(per.field("List name")).to_have_value("Saturday")
    assert per.row_texts() == saturday
    per.open_list("Party")
    assert per.row_texts() == party
    # The Lists screen is kept too.
    per.show_lists()
    page.reload()
    wait_ready(page)
    expect(per.saved_lists).to_be_visible()
    assert per.entry_names() == ["Party", "Saturday"]
    # Both parts are in localStorage: the lists and the (small) session.
    stored = page.evaluate("() => [localStorage.getItem('per.library'), localStorage.getItem('per.state')]")
    assert all(stored) and "Cola 6-pack" in stored[0] and "Cola 6-pack" not in stored[1]


def test_lists_that_cannot_be_restored_are_kept_aside(page: Page) -> None:
    per = PerPage(page)
    weight_and_volume_lists(per)
    # Lists PerKit refuses (an id that is not 32 hexadecimal digits), as a damaged store may hold.
    damaged = damage_saved(page, "per.library", "saved.lists[0].id = 'not-an-id'")
    page.reload()
    expect(page.locator("html[data-ready=true]")).to_be_attached()
    alert = page.get_by_role("alertdialog")
    expect(alert).to_contain_text("Your saved lists could not be restored")
    expect(alert).to_contain_text("lists[0].id")
    # The refused lists are kept, byte for byte, before a new library is saved.
    assert page.evaluate("() => localStorage.getItem('per.library.unreadable')") == damaged


def stored_lists(page: Page) -> str:
    return page.evaluate("() => localStorage.getItem('per.library')")


def lists_restored(page: Page) -> None:
    """Waits until PerKit holds every saved list (js/app.js, restoreLists)."""
    page.wait_for_function("() => performance.getEntriesByName('per-lists-restored').length > 0")


def test_the_open_list_shows_first_and_the_lists_are_not_written_again(page: Page) -> None:
    page.add_init_script(COUNT_WRITES)
    per = PerPage(page)
    saturday, _ = weight_and_volume_lists(per)
    per.open_list("Saturday")
    per.show_lists()
    names = per.entry_names()
    per.open_list("Saturday")
    saved = stored_lists(page)
    page.reload()
    wait_ready(page)
    assert per.row_texts() == saturday
    lists_restored(page)
    # PerKit started from the open list alone, then from every list: neither answer was a
    # reason to write the lists again.
    assert page.evaluate("() => window.__writes['per.library'] ?? 0") == 0
    assert stored_lists(page) == saved
    per.show_lists()
    assert per.entry_names() == names


def test_an_action_before_every_list_is_restored_loses_nothing(browser: Browser, server: PerServer) -> None:
    """The first action gives PerKit every list before it is applied."""
    stored = stored_after(browser, server, lambda page: weight_and_volume_lists(PerPage(page)))
    context = new_context(browser)
    try:
        context.add_init_script(holding_back("restoreLists", "restoreBook"))
        context.add_init_script(seeding(stored))
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        expect(per.field("List name")).to_have_value("Party")
        assert page.evaluate("() => performance.getEntriesByName('per-lists-restored').length") == 0
        per.add_product("1.5", "1.79", unit="L", name="Lemonade")
        lists_restored(page)
        per.show_lists()
        assert per.entry_names() == ["Party", "Saturday"]
        expect(per.entry("Party")).to_contain_text("3 items · volume")
        expect(per.entry("Saturday")).to_contain_text("2 items · weight")
        library = json.loads(stored_lists(page))
        assert sorted(len(saved["items"]) for saved in library["lists"]) == [2, 3]
    finally:
        context.close()


def test_a_damaged_list_behind_the_open_one_is_kept_aside(browser: Browser, server: PerServer) -> None:
    """A list that isn't open is read after the open one shows: when it can't be, the lists are
    kept aside, byte for byte, as when the open list can't be read."""
    context = new_context(browser)
    try:
        context.add_init_script(holding_back("restoreLists", "restoreBook"))
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        _, party = weight_and_volume_lists(per)
        damaged = damage_saved(
            page, "per.library", "saved.lists.find((list) => list.name === 'Saturday').items[0].packSize = 'many'")
        page.reload()
        wait_ready(page)
        # The open list shows (without its badges: the held-back book comes after the lists).
        expect(per.field("List name")).to_have_value("Party")
        expect(per.rows).to_have_count(len(party))
        expect(page.get_by_text("Your saved lists could not be restored")).to_have_count(0)
        # The first action has PerKit read every list: that one can't be, and the alert says why.
        per.button("Lists").click()
        alert = page.get_by_role("alertdialog")
        expect(alert).to_contain_text("Your saved lists could not be restored")
        expect(alert).to_contain_text("'lists[1].items[0].packSize'")
        assert page.evaluate("() => localStorage.getItem('per.library.unreadable')") == damaged
    finally:
        context.close()


# A name made of what the saved text's structure is made of.
AWKWARD_NAME = 'Mum\'s "big" shop \\ {[x]},{"id":"'


def test_the_open_list_is_read_alone_whatever_the_names_hold(browser: Browser, server: PerServer) -> None:
    """The first screen's list is read from the saved text without the others, also when it
    isn't the first list saved and names hold quotes, backslashes, brackets and even its own id
    as JSON. Every list is read once the page is ready, and nothing saved changes."""
    seen: dict = {}

    def awkward_lists(page: Page) -> None:
        per = PerPage(page)
        per.rename_list("Saturday")
        per.add_product("500", "3.99", name="Brand A")
        per.new_list(AWKWARD_NAME)
        per.add_product("500", "3.99", name='Brand "A" {1}')
        per.add_product("1", "2.49", unit="lb", name="Brand \\ B ]},{\"id\":")
        seen["rows"] = per.row_texts()
        seen["id"] = page.evaluate("() => JSON.parse(localStorage.getItem('per.state')).openList")
        per.new_list(f'Party {{"id":"{seen["id"]}"}}')
        per.add_product("2", "2.19", unit="L", name="Big bottle", sold_by="Volume")
        per.show_lists()
        seen["names"] = per.entry_names()
        per.open_list(AWKWARD_NAME)

    stored = stored_after(browser, server, awkward_lists)
    # As saved: the open list is the second of three, and the list before it names its id.
    library = json.loads(stored["per.library"])
    assert [saved["id"] for saved in library["lists"]].index(seen["id"]) == 1
    assert json.dumps(f'{{"id":"{seen["id"]}"', separators=(",", ":"))[1:-1] in stored["per.library"]
    assert json.loads(stored["per.state"])["openList"] == seen["id"]
    context = new_context(browser)
    try:
        context.add_init_script(holding_back("restoreLists", "restoreBook"))
        context.add_init_script(seeding(stored))
        context.add_init_script(COUNT_WRITES)
        context.add_init_script(RECORD_LIBRARY_PARSES)
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        # The open list shows (without its badges: the held-back book comes after the lists)...
        expect(per.field("List name")).to_have_value(AWKWARD_NAME)
        assert per.row_texts() == without_price_book_badges(seen["rows"])
        # ...and the lists' text wasn't parsed for it.
        assert page.evaluate("() => window.__libraryParses") == []
        per.show_lists()
        # The first action had PerKit start from every list, parsed once, after the page was ready.
        lists_restored(page)
        assert page.evaluate("() => window.__libraryParses") == [True]
        assert per.entry_names() == seen["names"]
        per.open_list(AWKWARD_NAME)
        assert per.row_texts() == seen["rows"]
        assert page.evaluate("() => window.__writes['per.library'] ?? 0") == 0
        assert stored_lists(page) == stored["per.library"]
    finally:
        context.close()


@pytest.mark.parametrize("cut", ["behind the open list", "in the open list"])
def test_lists_cut_short_are_kept_aside(browser: Browser, server: PerServer, cut: str) -> None:
    """Lists whose text ends too soon aren't JSON: they are kept aside, byte for byte, PerKit's
    alert says where the text stops, and a new list takes their place, whether the open list
    could be read from the text and shown first or not."""
    stored = stored_after(browser, server, lambda page: weight_and_volume_lists(PerPage(page)))
    text = stored["per.library"]
    library = json.loads(text)
    assert [saved["name"] for saved in library["lists"]] == ["Party", "Saturday"]
    assert json.loads(stored["per.state"])["openList"] == library["lists"][0]["id"]
    open_end = text.index(',{"id":"%s"' % library["lists"][1]["id"])
    damaged = text[:open_end + 40] if cut == "behind the open list" else text[:open_end - 40]
    context = new_context(browser)
    try:
        context.add_init_script(holding_back("restoreLists", "restoreBook"))
        context.add_init_script(seeding({**stored, "per.library": damaged}))
        context.add_init_script(RECORD_LIBRARY_PARSES)
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        if cut == "behind the open list":
            # Read alone, the open list shows first; the rest of the text isn't read yet.
            expect(per.field("List name")).to_have_value("Party")
            expect(per.rows).to_have_count(2)
            assert page.evaluate("() => window.__libraryParses") == []
            # The first action has PerKit read every list (the alert then comes before it).
            per.button("Lists").click()
        else:
            expect(per.field("List name")).to_have_value("Shopping list")
            assert page.evaluate("() => window.__libraryParses") == [False]
        expect(per.whoops).to_contain_text("Your saved lists could not be restored: invalid JSON at byte")
        per.button("OK").click()
        expect(per.whoops).to_be_hidden()
        per.show_lists()
        assert per.entry_names() == ["Shopping list"]
        assert page.evaluate("() => localStorage.getItem('per.library.unreadable')") == damaged
        saved = json.loads(stored_lists(page))
        assert [(list_["name"], list_["items"]) for list_ in saved["lists"]] == [("Shopping list", [])]
    finally:
        context.close()


# Every write to localStorage throws while window.__failWrites is set, like a full quota (or, with
# window.__throwNull, throws null, as no browser should).
FAILING_STORAGE = """(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
        if (window.__failWrites && window.__throwNull) throw null;
        if (window.__failWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        return setItem.call(this, key, value);
    };
})();"""


def test_storage_failure_is_shown_and_nothing_saved_is_lost(browser: Browser, server: PerServer) -> None:
    context = new_context(browser)
    try:
        context.add_init_script(FAILING_STORAGE)
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        per.rename_list("Saturday")
        per.add_product("500", "3.99", name="Brand A")
        saved = page.evaluate("() => [localStorage.getItem('per.library'), localStorage.getItem('per.state')]")

        page.evaluate("() => { window.__failWrites = true; }")
        per.button("Duplicate list").click()
        expect(per.whoops).to_be_visible()
        expect(per.whoops).to_contain_text("(this browser has no room left for Per's data)")
        per.button("OK").click()
        expect(per.whoops).to_be_hidden()
        expect(per.field("List name")).to_have_value("Saturday copy")
        # Said once: the next changes don't say it again, and nothing saved was touched.
        per.add_product("1", "2.49", unit="lb", name="Brand B")
        expect(per.whoops).to_be_hidden()
        assert page.evaluate("() => [localStorage.getItem('per.library'), localStorage.getItem('per.state')]") == saved

        # Storage works again: the next action writes everything that waited.
        page.evaluate("() => { window.__failWrites = false; }")
        per.rename_list("Sunday")
        page.reload()
        wait_ready(page)
        expect(per.field("List name")).to_have_value("Sunday")
        expect(per.rows).to_have_count(2)
        per.show_lists()
        assert per.entry_names() == ["Sunday", "Saturday"]
        per.open_list("Saturday")
        expect(per.rows).to_have_count(1)
    finally:
        context.close()


def test_a_session_written_after_typing_that_fails_is_shown(browser: Browser, server: PerServer) -> None:
    """While the shopper types, the session is written a second later: when that write fails,
    the alert says so as for any other write."""
    context = new_context(browser)
    try:
        context.add_init_script(FAILING_STORAGE)
        page = context.new_page()
        page.clock.install()
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        per.open_sheet()
        saved = page.evaluate("() => localStorage.getItem('per.state')")
        page.evaluate("() => { window.__failWrites = true; }")
        per.press("75")
        expect(per.whoops).to_be_hidden()
        page.clock.run_for(1000)
        expect(per.whoops).to_be_visible()
        expect(per.whoops).to_contain_text("(this browser has no room left for Per's data)")
        assert page.evaluate("() => localStorage.getItem('per.state')") == saved
    finally:
        context.close()


@pytest.mark.parametrize(
    ("failure", "reason"),
    [
        ("", "(this browser has no room left for Per's data)"),
        ("window.__throwNull = true;", "(this browser refused to store them)"),
    ],
    ids=["quota", "null"],
)
def test_storage_that_always_fails_is_shown_at_once(
    browser: Browser, server: PerServer, failure: str, reason: str
) -> None:
    """A browser that stores nothing at all (a private mode): said on the first change, with the
    reason Per has words for."""
    context = new_context(browser)
    try:
        context.add_init_script("window.__failWrites = true;" + failure + FAILING_STORAGE)
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        expect(per.whoops).to_be_visible()
        expect(per.whoops).to_contain_text(reason)
        per.button("OK").click()
        per.add_product("500", "3.99")  # still a working app
        expect(per.rows).to_have_count(1)
    finally:
        context.close()


def test_lists_work_offline(browser: Browser) -> None:
    server = PerServer(log_name="offline-lists-server").start()
    context = new_context(browser)
    try:
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        wait_until_offline_ready(page)
        context.set_offline(True)
        page.reload()
        wait_ready(page)
        per = PerPage(page)
        saturday, party = weight_and_volume_lists(per)
        per.button("Duplicate list").click()
        expect(per.field("List name")).to_have_value("Party copy")
        per.button("Delete list").click()
        per.status("Deleted Party copy").get_by_role("button", name="Undo").click()
        expect(per.field("List name")).to_have_value("Party copy")
        per.open_list("Party copy")
        per.open_list("Saturday")
        assert per.row_texts() == saturday
        page.reload()
        wait_ready(page)
        per.show_lists()
        assert sorted(per.entry_names()) == ["Party", "Party copy", "Saturday"]
    finally:
        context.close()
        server.close()


def test_lists_screen_fits_a_phone(page: Page) -> None:
    """Long names wrap inside a 390 px page; a screenshot of the Lists screen in e2e/artifacts/."""
    per = PerPage(page)
    weight_and_volume_lists(per)
    per.new_list("W" * 80)
    per.add_product("250", "1.99", name="Supercalifragilistic" * 4)
    per.new_list()
    per.show_lists()
    expect(per.entries).to_have_count(4)
    assert per.page_width() <= 390
    for entry in per.entries.all():
        box = entry.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, box
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "phone-light-lists.png"))
    per.open_list("Party")
    assert per.page_width() <= 390
    page.screenshot(path=str(ARTIFACTS / "phone-light-list-actions.png"))
