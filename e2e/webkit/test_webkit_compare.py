"""Adding products and comparing them, in WebKit (en-US: dollars, unit prices per lb and per
fl oz)."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from webkitpage import WebKitPage


def test_a_weight_list_ranks_the_best_deal_first(page: WebKitPage) -> None:
    page.find("heading", "Which one is the better deal?")
    assert not page.button("Clear list").is_enabled()
    page.add_product("500", "3.99", unit="g", name="Brand A")
    # A second product in lb: the unit picker offers only weights now.
    page.open_sheet()
    assert not page.find_all("radiogroup", "Sold by")
    assert [option.text for option in page.field("Unit").find_elements(By.TAG_NAME, "option")] == \
        ["oz", "lb", "g", "kg", "mg"]
    # WebKit names a field by its label as rendered: a caption upper-cased by CSS read "QUANTITY".
    assert [page.field(name).accessible_name for name in ["Quantity", "Unit", "Price", "Name"]] == \
        ["Quantity", "Unit", "Price", "Name"]
    page.click("Cancel")
    page.wait_sheet_open(False)
    page.add_product("1", "2.49", unit="lb", name="Brand B")
    assert page.row_texts() == [
        "Brand B, 1 lb for $2.49, Best deal, First price recorded, $2.49 per lb",
        "Brand A, 500 g for $3.99, 45.4% more, $1.25 extra, First price recorded, $3.62 per lb",
    ]
    page.wait_text(page.driver.find_element(By.ID, "verdict"),
                   "Brand B is the best deal: 31.2% cheaper per lb than Brand A; buying 1 lb of it instead saves $1.13")
    assert page.button("Clear list").is_enabled()
    # Remove, then Undo.
    page.click("Remove Brand B")
    assert page.wait_rows(1)[0].startswith("Brand A, 500 g for $3.99, Best deal")
    page.click("Undo")
    assert page.wait_rows(2)[0].startswith("Brand B, 1 lb for $2.49, Best deal")


def test_a_multipack_typed_as_six_times_355(page: WebKitPage) -> None:
    page.open_sheet()
    page.find("radio", "Volume", within=page.find("radiogroup", "Sold by")).click()
    page.choose(page.field("Unit"), "mL")
    page.field("Quantity").click()
    page.press("6×355")
    assert page.text(page.field("Quantity")) == "6 × 355"
    page.field("Price").click()  # leaving the field solves the equation
    page.wait_text(page.field("Quantity"), "2130")
    page.press("4.99")
    page.fill(page.field("Name"), "Cola 6-pack")
    page.click("Add")
    page.wait_sheet_open(False)
    assert page.wait_rows(1) == ["Cola 6-pack, 6 × 355 mL for $4.99, Best deal, First price recorded, $0.0693 per fl oz"]
