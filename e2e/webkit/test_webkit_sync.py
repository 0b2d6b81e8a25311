"""Sync in WebKit: two browsers are two devices of one household on the real `per serve`. One
creates the household and invites; the other opens the invite link and joins; each gets what
the other adds."""

from __future__ import annotations

import re

from perserver import PerServer
from webkitpage import WebKitPage, wait_for


def sync_now(device: WebKitPage) -> None:
    settings = device.open_settings()
    status = device.sync_status()
    # The server's answer moves the status on from what it said before.
    device.script("arguments[0].textContent = ''", status)
    device.click("Sync now", within=settings)
    device.wait_text(status, "Synced just now")
    wait_for(lambda: device.button("Sync now", within=settings).is_enabled(), "Sync now enabled again")


def test_a_device_joins_with_an_invite_link_and_the_devices_sync(new_browser, server: PerServer) -> None:
    a: WebKitPage = new_browser(server.url)
    a.rename_list("Weekly shop")
    a.add_product("500", "3.99", unit="g", name="Brand A")
    settings = a.open_settings()
    a.click("Create household", within=settings)
    a.fill(a.find("textbox", "Household name", within=settings), "Home")
    # The form starts from a name for this device (PerKit's, once the sync module is loaded).
    a.wait_value(a.find("textbox", "Device name", within=settings), re.compile(r"^\S.* on Linux$"))
    a.fill(a.find("textbox", "Device name", within=settings), "Phone A")
    a.click("Create", within=settings)
    a.wait_text(a.sync_status(), "Synced just now")
    a.click("Invite device", within=settings)
    a.find("img", "Invite QR code", within=settings)
    link = a.wait_value(a.find("textbox", "Invite link to open on the new device", within=settings),
                        re.compile(r"#join=[A-Za-z0-9_-]+$"))

    b: WebKitPage = new_browser(link)
    joining = b.settings
    b.wait_value(b.find("textbox", "Invite link", within=joining), link.split("#join=")[1])
    assert "#join=" not in b.driver.current_url
    b.wait_value(b.find("textbox", "Device name", within=joining), re.compile(r"^\S.* on Linux$"))
    b.fill(b.find("textbox", "Device name", within=joining), "Laptop B")
    b.click("Join", within=joining)
    b.wait_text(b.sync_status(), "Synced just now")
    assert b.text(b.driver.find_element("id", "sync-household")) == "Home"
    devices = b.find("list", "Devices", within=joining)
    assert sorted(b.text(device).split(" ")[0] for device in b.find_all("listitem", within=devices)) == \
        ["Laptop", "Phone"]
    assert b.list_rows("Weekly shop") == a.list_rows("Weekly shop")

    # A product added on A appears on B.
    a.add_product("1", "2.49", unit="lb", name="Brand B")
    sync_now(a)
    sync_now(b)
    rows = b.list_rows("Weekly shop")
    assert [row.split(",")[0] for row in rows] == ["Brand B", "Brand A"], rows
    assert rows == a.list_rows("Weekly shop")
    # And one added on B appears on A.
    b.add_product("2", "4.50", unit="lb", name="Brand C")
    sync_now(b)
    sync_now(a)
    assert a.list_rows("Weekly shop") == b.list_rows("Weekly shop")
    assert len(a.row_texts()) == 3
