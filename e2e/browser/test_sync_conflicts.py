"""Nothing lost: two browser contexts are two devices of one household. A price changed on both
while one is offline ends as the later one everywhere, and the device whose price was replaced
says so once, lists it in its Sync history and can restore it; a device that is removed and
joins again never rolls the household back; a deal that a price from another device leaves
making no price is set aside, said, and can be restored."""

from __future__ import annotations

from playwright.sync_api import expect

from conftest import wait_until_offline_ready
from persync import Device
from test_deals import type_in
from test_sync import devices, syncing  # noqa: F401 (fixtures)


def set_price(device: Device, name: str, price: str) -> None:
    per = device.per
    per.button(f"Edit {name}").click()
    per.wait_for_sheet_animation()
    per.field("Price").click()
    per.key("Clear").click()
    per.press(price)
    per.button("Save").click()
    expect(device.page.locator("#sheet")).not_to_have_attribute("open", "")


def set_saving(device: Device, name: str, amount: str) -> None:
    """Gives the product the deal `save AMOUNT` in its Deal fields."""
    per = device.per
    per.button(f"Edit {name}").click()
    per.wait_for_sheet_animation()
    per.page.get_by_role("button", name="Deal", exact=True).click()
    type_in(per, "Save", amount)
    per.button("Save").click()
    expect(device.page.locator("#sheet")).not_to_have_attribute("open", "")


def test_a_replaced_price_is_said_once_and_can_be_restored(devices) -> None:  # noqa: F811
    a, b = devices
    wait_until_offline_ready(a.page)
    a.list_rows("Weekly shop")
    b.list_rows("Weekly shop")
    # A changes the price offline (the change waits), then B changes it later, online.
    a.context.set_offline(True)
    set_price(a, "Brand A", "4.49")
    a.sync_offline()
    a.close_settings()
    set_price(b, "Brand A", "4.99")
    b.sync_now()
    a.context.set_offline(False)
    a.sync_now()
    a.close_settings()
    notice = a.page.get_by_role("status").filter(has_text="Changed on another device")
    expect(notice).to_contain_text("Brand A: your price €4.49 was replaced by €4.99 from Laptop B")
    assert a.list_rows("Weekly shop") == b.list_rows("Weekly shop")
    assert "4.99" in a.list_rows("Weekly shop")[0]
    # B, whose price stands, is told nothing.
    expect(b.page.locator("#sync-notice")).to_be_hidden()
    assert b.sync_history(0) == []

    # The Sync history lists it with both values; Restore makes A's price the latest again.
    notice.get_by_role("button", name="Sync history", exact=True).click()
    history = a.page.get_by_role("dialog", name="Sync history")
    expect(history).to_be_visible()
    expect(notice).to_be_hidden()
    item = history.get_by_role("listitem").filter(has_text="Brand A: your price €4.49")
    expect(item.locator("dd")).to_have_text(["price €4.49", "price €4.99"])
    expect(item).to_contain_text("Laptop B")
    item.get_by_role("button", name="Restore", exact=True).click()
    expect(item).to_contain_text("Restored")
    history.get_by_role("button", name="Done", exact=True).click()
    assert "4.49" in a.list_rows("Weekly shop")[0]
    a.sync_now()
    b.sync_now()
    assert "4.49" in b.list_rows("Weekly shop")[0]
    assert a.list_rows("Weekly shop") == b.list_rows("Weekly shop")
    # A reload keeps the history, the conflict marked restored.
    a.reload()
    settings = a.open_settings()
    settings.get_by_role("button", name="Sync history", exact=True).click()
    expect(history.get_by_role("listitem")).to_have_count(1)
    expect(history.get_by_role("listitem")).to_contain_text("Restored")


def test_a_device_that_rejoins_does_not_roll_the_household_back(devices) -> None:  # noqa: F811
    a, b = devices
    b.list_rows("Weekly shop")
    # A removes B, then changes the price and the list's name and syncs.
    a.remove_device("Laptop B")
    a.close_settings()
    set_price(a, "Brand A", "2.99")
    a.per.rename_list("Groceries")
    a.sync_now()
    # Settings asks for the household's devices: answered 401, B finds out it was removed.
    b.learn_removal(by_syncing=False)
    # B joins again with a new invite: it takes A's changes and gives back nothing old.
    link = a.invite()
    b.close_settings()
    b.open(link)
    b.join("Laptop B")
    a.sync_now()
    expected = a.list_rows("Groceries")
    assert len(expected) == 1 and "2.99" in expected[0], expected
    assert b.list_rows("Groceries") == expected
    assert a.sync_history(0) == [] and b.sync_history(0) == []
    assert not any(name == "Weekly shop" for name in b.shown_lists()), b.shown_lists()


def test_a_deal_left_without_a_price_is_set_aside_and_can_be_restored(devices) -> None:  # noqa: F811
    a, b = devices
    wait_until_offline_ready(a.page)
    a.list_rows("Weekly shop")
    b.list_rows("Weekly shop")
    # A takes 2.00 off Brand A's 3.99 offline; B, online, lowers the price to 1.50, from which
    # 2.00 can't be taken.
    a.context.set_offline(True)
    set_saving(a, "Brand A", "2.00")
    assert "save 2.00" in a.list_rows("Weekly shop")[0]
    a.sync_offline()
    a.close_settings()
    set_price(b, "Brand A", "1.50")
    b.sync_now()
    b.close_settings()
    a.context.set_offline(False)
    a.page.wait_for_timeout(3000)
    a.sync_now()
    a.close_settings()
    # Neither device drops the product or counts the deal; both are told, each naming the other.
    message = ("Brand A: the deal “save 2.00” makes no price with the price €1.50 since a change from {}, "
               "so it isn't counted until one of them changes")
    notice = a.page.get_by_role("status").filter(has_text="Changed on another device")
    expect(notice).to_contain_text(message.format("Laptop B"))
    b.sync_now()
    b.close_settings()
    expect(b.page.get_by_role("status").filter(has_text="Changed on another device")).to_contain_text(
        message.format("Phone A"))
    for device in (a, b):
        row = device.list_rows("Weekly shop")[0]
        assert "for €1.50" in row and "save" not in row
    assert a.list_rows("Weekly shop") == b.list_rows("Weekly shop")

    # Restore on A writes its price and deal again, which make a price together, everywhere.
    notice.get_by_role("button", name="Sync history", exact=True).click()
    history = a.page.get_by_role("dialog", name="Sync history")
    item = history.get_by_role("listitem").filter(has_text="Brand A: the deal")
    item.get_by_role("button", name="Restore", exact=True).click()
    expect(item).to_contain_text("Restored")
    history.get_by_role("button", name="Done", exact=True).click()
    assert "for €3.99, save 2.00" in a.list_rows("Weekly shop")[0]
    a.sync_now()
    a.close_settings()
    b.sync_now()
    b.close_settings()
    assert "for €3.99, save 2.00" in b.list_rows("Weekly shop")[0]
    assert a.list_rows("Weekly shop") == b.list_rows("Weekly shop")
