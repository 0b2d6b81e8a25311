"""Sync: two browser contexts are two devices of one household on a real `per serve`. One
creates the household and invites (a link and a QR code), the other joins by opening the link;
a product added on one appears on the other, also when it was added offline; an edit and a
delete of the same product end the same on both; removing a device asks first, and a removed
device is signed out and keeps its lists. Every wait is for the page (the status, a row), never
a sleep."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import Browser, expect

from conftest import WEB_ROOT, PerServer, wait_until_offline_ready
from persync import Device


def sync_route_answers(server: PerServer) -> bool:
    """Whether this `per serve` has `POST /api/sync` (without a token: 401, not 404)."""
    request = urllib.request.Request(server.url + "api/sync", data=b"{}", method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(request, timeout=5)
    except urllib.error.HTTPError as error:
        return error.code != 404
    return True


@pytest.fixture
def syncing(server: PerServer) -> PerServer:
    """The server, when it syncs and per-sync.wasm is built; the test is skipped otherwise."""
    if not (WEB_ROOT / "per-sync.wasm").is_file():
        pytest.skip("Web/per-sync.wasm is not built")
    if not sync_route_answers(server):
        pytest.skip("this per serve has no POST /api/sync")
    return server


def weekly_shop(device: Device) -> None:
    device.per.rename_list("Weekly shop")
    device.per.add_product("500", "3.99", name="Brand A")


def household(browser: Browser, server: PerServer) -> tuple[Device, Device]:
    """A ("Phone A") creates "Home" with a "Weekly shop" list; B ("Laptop B") joins it by
    opening A's invite link. Both have synced."""
    a = Device(browser, server.url)
    weekly_shop(a)
    a.create_household("Home", "Phone A")
    link = a.invite()
    b = Device(browser, link)
    settings = b.settings
    expect(settings).to_be_visible()
    expect(settings.get_by_role("textbox", name="Invite link", exact=True)).to_have_value(link.split("#join=")[1])
    assert "#join=" not in b.page.url
    settings.get_by_role("textbox", name="Device name", exact=True).fill("Laptop B")
    settings.get_by_role("button", name="Join", exact=True).click()
    expect(b.status).to_have_text("Synced just now")
    expect(settings.get_by_text("Home", exact=True)).to_be_visible()
    return a, b


@pytest.fixture
def devices(browser: Browser, syncing: PerServer):
    a, b = household(browser, syncing)
    yield a, b
    errors = a.errors + b.errors
    a.close()
    b.close()
    assert errors == [], f"errors in the pages: {errors}"


def test_a_joined_device_gets_the_households_lists(devices) -> None:
    a, b = devices
    assert b.list_rows("Weekly shop") == a.list_rows("Weekly shop")
    assert len(b.list_rows("Weekly shop")) == 1
    # Both devices are listed on each, the asking one marked.
    settings = b.open_settings()
    devices_list = settings.get_by_role("list", name="Devices")
    expect(devices_list.get_by_role("listitem")).to_have_count(2)
    expect(devices_list.get_by_role("listitem").filter(has_text="Laptop B")).to_contain_text("This device")
    expect(devices_list.get_by_role("listitem").filter(has_text="Phone A")).not_to_contain_text("This device")
    expect(settings.get_by_role("button", name="Remove device Phone A", exact=True)).to_be_visible()
    expect(devices_list.get_by_role("listitem").filter(has_text="Phone A")).to_contain_text("Active now")
    # An invite says until when it works, the time in the locale's words.
    a.invite()
    expect(a.open_settings().locator("#sync-invite-expiry")).to_have_text(
        re.compile(r"^Works once, until \d{1,2}:\d{2}( [AP]M)?\. On the new device, scan the code or open the link\.$"))


def test_an_invite_opened_on_a_device_that_already_syncs_says_so(devices) -> None:
    a, b = devices
    link = a.invite()
    b.page.goto(link)
    expect(b.settings.get_by_text(
        "This device already syncs with Home. To join another household, remove it from this one first.",
        exact=True)).to_be_visible()


def test_the_join_form_starts_from_a_name_for_this_device_and_needs_an_invite(browser: Browser, syncing: PerServer) -> None:
    device = Device(browser, syncing.url)
    try:
        settings = device.open_settings()
        settings.get_by_role("button", name="Join household", exact=True).click()
        # Chromium on Linux, as PerKit's HouseholdTexts names it.
        expect(settings.get_by_role("textbox", name="Device name", exact=True)).to_have_value("Chrome on Linux")
        # A link that is only spaces (the field's `required` refuses an empty one).
        settings.get_by_role("textbox", name="Invite link", exact=True).fill("   ")
        settings.get_by_role("button", name="Join", exact=True).click()
        expect(settings.get_by_text("Paste the invite link (or its code) first.", exact=True)).to_be_visible()
        assert device.errors == []
    finally:
        device.close()


def test_a_product_added_on_one_device_appears_on_the_other(devices) -> None:
    a, b = devices
    a.list_rows("Weekly shop")
    a.per.add_product("1", "2.49", unit="lb", name="Brand B")
    a.sync_now()
    b.sync_now()
    rows = b.list_rows("Weekly shop")
    assert len(rows) == 2 and any(row.startswith("Brand B") for row in rows), rows
    assert rows == a.list_rows("Weekly shop")


def test_an_edit_made_offline_is_sent_when_the_network_returns(devices) -> None:
    a, b = devices
    wait_until_offline_ready(a.page)
    a.list_rows("Weekly shop")
    a.context.set_offline(True)
    a.per.add_product("1", "2.49", unit="lb", name="Brand B")
    settings = a.open_settings()
    settings.get_by_role("button", name="Sync now", exact=True).click()
    expect(a.status).to_have_text(re.compile(r"^Offline — [1-9]\d* changes? waiting$"))
    # The edit is kept through a reload with no network.
    a.open(a.page.url)
    a.open_settings()
    expect(a.status).to_have_text(re.compile(r"^Offline — [1-9]\d* changes? waiting$"))
    a.close_settings()
    assert any(row.startswith("Brand B") for row in a.list_rows("Weekly shop"))
    # Back online: the page syncs by itself.
    with a.page.expect_response(lambda response: response.url.endswith("/api/sync")):
        a.context.set_offline(False)
    a.open_settings()
    expect(a.status).to_have_text("Synced just now")
    b.sync_now()
    assert b.list_rows("Weekly shop") == a.list_rows("Weekly shop")
    assert len(b.list_rows("Weekly shop")) == 2


def test_an_edit_and_a_delete_of_the_same_product_end_the_same_on_both(devices) -> None:
    a, b = devices
    a.list_rows("Weekly shop")
    b.list_rows("Weekly shop")
    # A changes the price while offline; B removes the product meanwhile.
    a.context.set_offline(True)
    a.per.button("Edit Brand A").click()
    a.per.wait_for_sheet_animation()
    a.per.field("Price").click()
    a.per.key("Clear").click()
    a.per.press("4.49")
    a.per.button("Save").click()
    expect(a.page.locator("#sheet")).not_to_have_attribute("open", "")
    b.per.button("Remove Brand A").click()
    expect(b.per.rows).to_have_count(0)
    b.sync_now()
    a.context.set_offline(False)
    a.sync_now()
    b.sync_now()
    assert a.list_rows("Weekly shop") == b.list_rows("Weekly shop")


def removal_confirmation(device: Device, name: str, household: str):
    """The dialog that asks before `name` is removed from `household`."""
    return device.page.get_by_role("alertdialog", name=f"Remove {name} from {household}?")


def test_removing_a_device_asks_first(devices) -> None:
    """Remove names the device and the household and says what removing does; Cancel and
    Escape keep the device, and the focus goes back to its Remove button."""
    a, b = devices
    a.close_settings()
    settings = a.open_settings()  # opening Settings brings the devices up to date
    listed = settings.get_by_role("list", name="Devices").get_by_role("listitem")
    expect(listed).to_have_count(2)
    remove = settings.get_by_role("button", name="Remove device Laptop B", exact=True)
    dialog = removal_confirmation(a, "Laptop B", "Home")
    remove.click()
    expect(dialog).to_be_visible()
    expect(dialog).to_have_accessible_description(
        "Laptop B will stop syncing with Home. It keeps its own lists and price book, and can join again with a new invite.")
    cancel = dialog.get_by_role("button", name="Cancel", exact=True)
    expect(cancel).to_be_focused()
    expect(dialog.get_by_role("button", name="Remove", exact=True)).to_be_visible()
    cancel.click()
    expect(dialog).to_be_hidden()
    expect(settings).to_be_visible()
    expect(remove).to_be_focused()
    remove.press("Enter")
    expect(dialog).to_be_visible()
    a.page.keyboard.press("Escape")  # closes the question, not Settings
    expect(dialog).to_be_hidden()
    expect(settings).to_be_visible()
    expect(remove).to_be_focused()
    # Nothing was removed: B still syncs, and both devices are listed.
    b.sync_now()
    expect(b.per.whoops).to_be_hidden()
    a.close_settings()
    settings = a.open_settings()
    expect(listed).to_have_count(2)
    # Confirmed, it is removed; the focus moves to the device now in its place.
    remove.click()
    dialog.get_by_role("button", name="Remove", exact=True).click()
    expect(dialog).to_be_hidden()
    expect(listed).to_have_count(1)
    expect(settings.get_by_role("button", name="Remove device Phone A", exact=True)).to_be_focused()


def test_a_removed_device_is_signed_out_and_keeps_its_lists(devices) -> None:
    a, b = devices
    rows = a.list_rows("Weekly shop")  # B has the same (see above)
    settings = a.open_settings()  # opening Settings brings the devices up to date
    settings.get_by_role("button", name="Remove device Laptop B", exact=True).click()
    removal_confirmation(a, "Laptop B", "Home").get_by_role("button", name="Remove", exact=True).click()
    expect(settings.get_by_role("list", name="Devices").get_by_role("listitem")).to_have_count(1)
    # B (its Settings still open since it joined) learns it on its next sync.
    b_settings = b.settings
    b_settings.get_by_role("button", name="Sync now", exact=True).click()
    expect(b.per.whoops).to_be_visible()
    expect(b.per.whoops).to_contain_text("This device was removed from the household")
    b.per.whoops.get_by_role("button", name="OK").click()
    expect(b_settings.get_by_role("button", name="Create household", exact=True)).to_be_visible()
    expect(b_settings.get_by_role("button", name="Join household", exact=True)).to_be_visible()
    expect(b_settings.get_by_role("button", name="Sync now", exact=True)).to_be_hidden()
    assert b.page.evaluate("() => localStorage.getItem('per.sync')") is None
    assert b.list_rows("Weekly shop") == rows


def test_leaving_a_household(devices) -> None:
    a, b = devices
    settings = b.open_settings()
    settings.get_by_role("button", name="Remove device Laptop B", exact=True).click()
    dialog = removal_confirmation(b, "Laptop B", "Home")
    expect(dialog).to_have_accessible_description(
        "This device will leave Home and stop syncing. It keeps its own lists and price book, and can join again with a new invite.")
    dialog.get_by_role("button", name="Remove", exact=True).click()
    expect(dialog).to_be_hidden()
    expect(settings.get_by_role("button", name="Join household", exact=True)).to_be_visible()
    expect(settings.get_by_role("button", name="Join household", exact=True)).to_be_focused()
    expect(b.per.whoops).to_be_hidden()
    settings = a.open_settings()
    expect(settings.get_by_role("list", name="Devices").get_by_role("listitem")).to_have_count(1)


def test_an_invite_link_can_be_pasted(browser: Browser, syncing: PerServer) -> None:
    a = Device(browser, syncing.url)
    b = Device(browser, syncing.url)
    try:
        a.create_household("Flat", "Desk")
        link = a.invite()
        settings = b.open_settings()
        settings.get_by_role("button", name="Join household", exact=True).click()
        settings.get_by_role("textbox", name="Invite link", exact=True).fill(link)
        settings.get_by_role("textbox", name="Device name", exact=True).fill("Tablet")
        settings.get_by_role("button", name="Join", exact=True).click()
        expect(b.status).to_have_text("Synced just now")
        # An invite works once.
        c = Device(browser, link)
        try:
            # The device name is filled in once PerKit has named the device; the field is required.
            expect(c.settings.get_by_role("textbox", name="Device name", exact=True)).to_have_value("Chrome on Linux")
            c.settings.get_by_role("button", name="Join", exact=True).click()
            expect(c.settings.get_by_role("alert")).to_contain_text("already been used")
        finally:
            c.close()
        assert a.errors + b.errors == []
    finally:
        a.close()
        b.close()


def test_settings_say_what_syncs(browser: Browser, server: PerServer) -> None:
    """The note under Remember prices says what syncs, and when it stays on this device."""
    device = Device(browser, server.url)
    try:
        settings = device.open_settings()
        expect(settings.get_by_role("checkbox", name="Remember prices", exact=True)).to_have_accessible_description(
            "Keeps the price of every named product you add in your price book, to compare with next time. "
            "Lists and remembered prices sync to your household's devices when this device belongs to a household, "
            "and stay on this device otherwise.")
        assert device.errors == []
    finally:
        device.close()


def test_settings_without_a_household(browser: Browser, server: PerServer) -> None:
    """Before any household: Create and Join, with their fields; Cancel closes a form."""
    device = Device(browser, server.url)
    page, per = device.page, device.per
    per.button("Settings").click()
    settings = page.get_by_role("dialog", name="Settings")
    expect(settings.get_by_role("heading", name="Sync")).to_be_visible()
    create = settings.get_by_role("button", name="Create household", exact=True)
    join = settings.get_by_role("button", name="Join household", exact=True)
    expect(create).to_be_visible()
    expect(join).to_be_visible()
    create.click()
    expect(settings.get_by_role("textbox", name="Household name", exact=True)).to_be_focused()
    expect(settings.get_by_role("textbox", name="Device name", exact=True)).not_to_have_value("")
    settings.get_by_role("button", name="Cancel", exact=True).click()
    expect(settings.get_by_role("textbox", name="Household name", exact=True)).to_be_hidden()
    join.click()
    expect(settings.get_by_role("textbox", name="Invite link", exact=True)).to_be_focused()
    # An unknown code: the server's message, in the form.
    settings.get_by_role("textbox", name="Invite link", exact=True).fill(server.url + "#join=AAAAAAAAAAAAAAAAAAAAAA")
    settings.get_by_role("button", name="Join", exact=True).click()
    expect(settings.get_by_role("alert")).to_contain_text("This invite code is not valid")
    assert page.evaluate("() => localStorage.getItem('per.sync')") is None
    assert device.errors == []
    device.close()
