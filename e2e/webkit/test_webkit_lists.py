"""Lists in WebKit: a weight list and a volume list side by side, switching, and what a reload
keeps."""

from __future__ import annotations

from webkitpage import WebKitPage


def test_lists_of_different_dimensions_switch_and_survive_a_reload(page: WebKitPage) -> None:
    page.rename_list("Saturday")
    page.add_product("500", "3.99", unit="g", name="Brand A")
    page.add_product("1", "2.49", unit="lb", name="Brand B")
    saturday = page.row_texts()
    page.new_list("Party")
    page.wait_rows(0)
    page.add_product("6×355", "4.99", unit="mL", name="Cola 6-pack", sold_by="Volume")
    page.add_product("2", "2.19", unit="L", name="Big bottle")
    party = page.row_texts()
    assert party[0].startswith("Big bottle, 2 L for $2.19, Best deal"), party

    page.show_lists()
    page.find("heading", "Lists")
    assert page.entry_names() == ["Party", "Saturday"]  # most recently changed first
    assert "2 items · volume" in page.text(page.entry("Party"))
    assert "Open" in page.text(page.entry("Party"))
    assert page.find("button", "Party", within=page.entry("Party")).get_attribute("aria-current") == "true"
    assert "2 items · weight" in page.text(page.entry("Saturday"))
    assert "Open" not in page.text(page.entry("Saturday"))

    page.open_list("Saturday")
    assert page.row_texts() == saturday
    page.open_list("Party")
    assert page.row_texts() == party

    page.reload()
    page.wait_value(page.field("List name"), "Party")
    assert page.wait_rows(2) == party
    page.show_lists()
    assert page.entry_names() == ["Party", "Saturday"]
    page.open_list("Saturday")
    assert page.row_texts() == saturday
