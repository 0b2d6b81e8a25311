"""Sharing a list by link in WebKit: the link is copied to the clipboard with one tap on Share
list, and opened in another browser, read-only, then saved as a copy."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from perserver import PerServer
from webkitpage import ROW_TEXTS_SCRIPT, WebKitPage, wait_for

# Reads the clipboard the way a page may: from a tap (a button added for the test, which the
# WebDriver click presses), since WebKit refuses navigator.clipboard.readText() without one.
READ_CLIPBOARD = r"""
const button = document.createElement('button');
button.id = 'test-read-clipboard';
button.textContent = 'Read the clipboard';
button.style.cssText = 'position: fixed; top: 0; left: 0; z-index: 2147483647';
button.addEventListener('click', () => navigator.clipboard.readText().then(
    (text) => { button.dataset.text = text; }, (error) => { button.dataset.text = `refused: ${error}`; }));
document.body.append(button);
"""


def read_clipboard(page: WebKitPage) -> str:
    page.script(READ_CLIPBOARD)
    button = page.driver.find_element(By.ID, "test-read-clipboard")
    button.click()
    text = wait_for(lambda: button.get_attribute("data-text"), "the clipboard's text")
    page.script("arguments[0].remove()", button)
    return text


def test_a_copied_link_opens_in_another_browser_and_is_saved_as_a_copy(new_browser, server: PerServer) -> None:
    sender = new_browser(server.url)
    sender.rename_list("Party")
    sender.add_product("6×355", "4.99", unit="mL", name="Cola 6-pack", sold_by="Volume")
    sender.add_product("2", "2.19", unit="L", name="Big bottle")
    rows = [row.replace(", First price recorded,", ",") for row in sender.row_texts()]
    # One tap: WebKit has no share sheet here (navigator.share), so the link is copied.
    sender.click("Share list")
    sender.status("Link copied")
    assert not sender.find_all("dialog", "Share list")
    link = read_clipboard(sender)
    assert link.startswith(server.url + "#share=1"), link

    receiver = new_browser(server.url)
    receiver.rename_list("Mine")
    receiver.add_product("500", "3.99", unit="g", name="Brand A")
    mine = receiver.row_texts()
    receiver.open(link)
    shared = receiver.find("dialog", "Shared list")
    receiver.find("heading", "Party", within=shared)
    assert "2 items · volume" in receiver.text(shared)
    assert receiver.script(ROW_TEXTS_SCRIPT, receiver.find("list", "Best deal first", within=shared)) == rows
    receiver.click("Save to my lists", within=shared)
    receiver.wait_gone("dialog", "Shared list")
    receiver.status("Saved Party to your lists")
    assert receiver.script("return location.hash") == ""
    receiver.wait_value(receiver.field("List name"), "Party")
    assert receiver.row_texts() == rows
    receiver.show_lists()
    assert receiver.entry_names() == ["Party", "Mine"]
    receiver.open_list("Mine")
    assert receiver.row_texts() == mine
