"""Sharing a list by link: the link carries the list in its fragment (nothing is sent to the
server); whoever opens it sees it read-only and may save a copy, never touching their own
lists; a damaged or truncated link is refused with a "Whoops!" alert."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from conftest import ARTIFACTS, PerServer, new_context
from perpage import PerPage, without_price_book_badges


def wait_ready(page: Page) -> None:
    expect(page.locator("html[data-ready=true]")).to_be_attached()


def open_page(context: BrowserContext, url: str) -> tuple[Page, PerPage, list[str]]:
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(url)
    wait_ready(page)
    return page, PerPage(page), errors


def party_link(browser: Browser, server: PerServer) -> tuple[str, list[str]]:
    """Makes a "Party" list in a browser of its own and copies its share link. Returns the
    link and the rows the list reads to someone else (without the sender's price book's
    badges: a link carries the list, not the book)."""
    context = new_context(browser)
    try:
        context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.url.rstrip("/"))
        page, per, errors = open_page(context, server.url)
        per.rename_list("Party")
        per.add_product("6×355", "4.99", name="Cola 6-pack", sold_by="Volume")
        per.add_product("2", "2.19", unit="L", name="Big bottle")
        per.add_product("500", "1.29", unit="mL", name="Small bottle")
        rows = without_price_book_badges(per.row_texts())
        link = per.copy_share_link()
        assert errors == []
        return link, rows
    finally:
        context.close()


@pytest.fixture(scope="module")
def shared_party(browser: Browser, server: PerServer) -> tuple[str, list[str]]:
    return party_link(browser, server)


def own_list(per: PerPage) -> list[str]:
    """The receiver's own list, "Mine"; returns its rows."""
    per.rename_list("Mine")
    per.add_product("500", "3.99", name="Brand A")
    return per.row_texts()


def test_a_copied_link_is_the_list_in_the_fragment(shared_party, server: PerServer) -> None:
    link, _ = shared_party
    assert link.startswith(server.url + "#share=1"), link
    assert re.fullmatch(r"[A-Za-z0-9_-]+", link.split("#share=", 1)[1]), link


def test_a_shared_list_is_saved_as_a_copy(browser: Browser, server: PerServer, shared_party) -> None:
    link, rows = shared_party
    context = new_context(browser)
    try:
        page, per, errors = open_page(context, server.url)
        mine = own_list(per)
        requests: list[str] = []
        page.on("request", lambda request: requests.append(request.url))
        page.goto(link)
        wait_ready(page)
        # Read-only, like one's own list but with nothing to edit or remove.
        expect(per.shared).to_be_visible()
        expect(per.shared.get_by_role("heading", name="Party")).to_be_visible()
        expect(per.shared).to_contain_text("3 items · volume")
        assert per.shared_row_texts() == rows
        expect(per.shared.get_by_role("button", name=re.compile("^(Edit|Remove) "))).to_have_count(0)
        expect(per.shared).to_contain_text("is the best deal")
        assert not any("share=" in url for url in requests), requests  # the list stays in the browser

        per.button("Save to my lists").click()
        expect(per.shared).to_be_hidden()
        expect(per.status("Saved Party to your lists")).to_be_visible()
        assert page.evaluate("() => location.hash") == ""
        expect(per.field("List name")).to_have_value("Party")
        assert per.row_texts() == rows
        per.show_lists()
        assert per.entry_names() == ["Party", "Mine"]
        per.open_list("Mine")
        assert per.row_texts() == mine

        # The same link again: another copy (under a name of its own), never an overwrite.
        page.goto(link)
        wait_ready(page)
        per.button("Save to my lists").click()
        expect(per.field("List name")).to_have_value("Party 2")
        assert per.row_texts() == rows
        per.show_lists()
        assert per.entry_names() == ["Party 2", "Party", "Mine"]
        page.reload()
        wait_ready(page)
        assert per.entry_names() == ["Party 2", "Party", "Mine"]
        assert errors == []
    finally:
        context.close()


def test_closing_a_shared_list_keeps_nothing(browser: Browser, server: PerServer, shared_party) -> None:
    link, _ = shared_party
    context = new_context(browser)
    try:
        page, per, errors = open_page(context, link)
        expect(per.shared).to_be_visible()
        per.shared.get_by_role("button", name="Close", exact=True).click()
        expect(per.shared).to_be_hidden()
        assert page.evaluate("() => location.hash") == ""
        per.show_lists()
        assert per.entry_names() == ["Shopping list"]
        page.reload()  # the link is out of the address: nothing opens again
        wait_ready(page)
        expect(per.shared).to_be_hidden()
        # Escape closes it too.
        page.goto(link)
        wait_ready(page)
        expect(per.shared).to_be_visible()
        page.keyboard.press("Escape")
        expect(per.shared).to_be_hidden()
        assert page.evaluate("() => location.hash") == ""
        assert errors == []
    finally:
        context.close()


def test_a_link_opened_in_a_running_page(page: Page, shared_party) -> None:
    link, rows = shared_party
    per = PerPage(page)
    page.evaluate("(hash) => { location.hash = hash; }", link.split("#", 1)[1])
    expect(per.shared).to_be_visible()
    assert per.shared_row_texts() == rows


@pytest.mark.parametrize("after", [".", ").", '">'], ids=["full stop", "bracket and full stop", "quote and angle bracket"])
def test_a_link_from_the_end_of_a_sentence_opens(browser: Browser, server: PerServer, shared_party, after: str) -> None:
    """What ended the sentence the link was pasted from is no part of it (the browser's address
    escapes a quote and an angle bracket: %22%3E)."""
    link, rows = shared_party
    context = new_context(browser)
    try:
        page, per, errors = open_page(context, link + after)
        expect(per.shared).to_be_visible()
        assert per.shared_row_texts() == rows
        expect(per.whoops).to_be_hidden()
        assert errors == []
    finally:
        context.close()


def damaged(link: str) -> str:
    """The link with one character of its payload changed."""
    base, payload = link.split("#share=", 1)
    index = len(payload) // 2
    replacement = "A" if payload[index] != "A" else "B"
    return f"{base}#share={payload[:index]}{replacement}{payload[index + 1:]}"


@pytest.mark.parametrize("harm", ["one character changed", "truncated", "truncated, then a full stop"])
def test_a_damaged_link_says_what_is_wrong(browser: Browser, server: PerServer, shared_party, harm: str) -> None:
    link, _ = shared_party
    bad = damaged(link) if harm == "one character changed" else link[: len(link) * 2 // 3]
    if harm.endswith("full stop"):
        bad += "."
    context = new_context(browser)
    try:
        page, per, errors = open_page(context, server.url)
        mine = own_list(per)
        before = page.evaluate("() => localStorage.getItem('per.library')")
        page.goto(bad)
        wait_ready(page)
        expect(per.whoops).to_be_visible()
        expected = "damaged" if harm == "one character changed" else "cut short"
        expect(per.whoops).to_contain_text(re.compile(f"share link.*{expected}", re.I))
        expect(per.shared).to_be_hidden()
        per.button("OK").click()
        expect(per.whoops).to_be_hidden()
        assert page.evaluate("() => location.hash") == ""
        assert per.row_texts() == mine
        per.show_lists()
        assert per.entry_names() == ["Mine"]
        assert page.evaluate("() => localStorage.getItem('per.library')") == before
        assert errors == []
    finally:
        context.close()


def test_the_web_share_api_is_used_where_there_is_one(browser: Browser, server: PerServer) -> None:
    context = new_context(browser)
    try:
        context.add_init_script("""navigator.share = (data) => { window.__shared = data; return Promise.resolve(); };""")
        page, per, errors = open_page(context, server.url)
        per.rename_list("Picnic")
        per.add_product("500", "3.99")
        per.button("Share list").click()
        page.wait_for_function("() => window.__shared !== undefined")
        shared = page.evaluate("() => window.__shared")
        assert shared["title"] == "Picnic"
        assert shared["url"].startswith(server.url + "#share=1")
        expect(per.status("Link copied")).to_be_hidden()
        assert errors == []
    finally:
        context.close()


def test_a_refused_clipboard_shows_the_link_to_copy(browser: Browser, server: PerServer) -> None:
    context = new_context(browser)
    try:
        context.add_init_script("""
            delete Navigator.prototype.share;
            navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
        """)
        page, per, errors = open_page(context, server.url)
        per.rename_list("Picnic")
        per.add_product("500", "3.99")
        per.button("Share list").click()
        dialog = page.get_by_role("dialog", name="Share list")
        expect(dialog).to_be_visible()
        field = dialog.get_by_label("Link to the list")
        expect(field).to_have_value(re.compile("#share=1"))
        expect(field).to_have_attribute("readonly", "")
        expect(field).to_be_focused()
        dialog.get_by_role("button", name="Done", exact=True).click()
        expect(dialog).to_be_hidden()
        assert errors == []
    finally:
        context.close()


def test_shared_list_screenshot(browser: Browser, server: PerServer, shared_party) -> None:
    link, _ = shared_party
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for scheme in ["light", "dark"]:
        context = new_context(browser, color_scheme=scheme)
        try:
            page, per, _ = open_page(context, link)
            expect(per.shared).to_be_visible()
            per.wait_for_animations()
            assert per.page_width() <= 390
            page.screenshot(path=str(ARTIFACTS / f"phone-{scheme}-shared.png"))
        finally:
            context.close()
