"""Deals in the web app: the add-product form's Deal control, the rows and the verdict ranked by
what is really paid per unit, and Settings › "Use member prices", in en-US, en-GB and de-DE.
Every word checked here is PerKit's; the page only writes amounts in the locale's money."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import PerServer, new_context
from perpage import PerPage, plain, speak_english
from test_locales import open_page


@dataclass(frozen=True)
class Locale:
    tag: str
    separator: str

    def money(self, amount: str) -> str:
        """`amount` ("0.75") as the locale writes money: "$0.75", "£0.75", "0,75 €"."""
        if self.tag == "en-US":
            return f"${amount}"
        if self.tag == "en-GB":
            return f"£{amount}"
        return amount.replace(".", ",") + " €"

    def number(self, text: str) -> str:
        """Keypad text as the locale writes it: "0.25" or "0,25"."""
        return text.replace(".", self.separator)


LOCALES = [Locale("en-US", "."), Locale("en-GB", "."), Locale("de-DE", ",")]


@pytest.fixture(params=LOCALES, ids=lambda locale: locale.tag)
def locale(request) -> Locale:
    return request.param


@pytest.fixture
def localized(browser: Browser, server: PerServer, locale: Locale):
    context = new_context(browser, locale=locale.tag)
    page = open_page(context, server)
    speak_english(page)  # amounts in the locale, words in English
    yield page
    assert page.errors == []  # type: ignore[attr-defined]
    context.close()


def deal_button(per: PerPage):
    return per.page.get_by_role("button", name="Deal", exact=True)


def start_product(per: PerPage, quantity: str, price: str, *, name: str, unit: str = "L",
                  sold_by: str | None = None) -> None:
    """Opens the sheet and types the product, without adding it."""
    per.open_sheet()
    if sold_by:
        per.page.get_by_role("radiogroup", name="Sold by").get_by_role("radio", name=sold_by).check()
    per.field("Quantity").click()
    per.press(quantity)
    per.field("Unit").select_option(label=unit)
    per.field("Price").click()
    per.press(price)
    per.field("Name").fill(name)


def type_in(per: PerPage, label: str, amount: str) -> None:
    """Focuses a deal field and types `amount` on the keypad."""
    per.field(label).click()
    expect(per.field(label)).to_be_focused()
    per.press(amount)


def typed(per: PerPage, label: str):
    """What a keypad field shows, without the currency or the percent sign beside it."""
    return per.field(label).locator(".field-text")


def add_water(per: PerPage) -> None:
    """Adds Water, 1 L for 1.00, and quotes unit prices per litre in every locale (en-US would
    otherwise quote them per fl oz)."""
    per.add_product("1", "1", unit="L", name="Water", sold_by="Volume")
    per.button("Settings").click()
    settings = per.page.get_by_role("dialog", name="Settings")
    settings.get_by_label("Unit prices per").select_option(label="per L")
    settings.get_by_role("button", name="Done").click()
    expect(settings).to_be_hidden()


def add(per: PerPage) -> None:
    per.button("Add").click()
    expect(per.page.locator("#sheet")).not_to_have_attribute("open", "")


def test_a_deal_typed_in_the_form_ranks_the_list(localized: Page, locale: Locale) -> None:
    per = PerPage(localized)
    add_water(per)
    start_product(per, "1", "1.2", name="Juice")
    deal = deal_button(per)
    expect(deal).to_have_attribute("aria-expanded", "false")
    deal.click()
    expect(deal).to_have_attribute("aria-expanded", "true")
    # The first of the deal's fields takes the keypad.
    expect(per.field("Member price")).to_be_focused()
    for label in ["Member price", "Percent off", "Save", "Offer", "Deposit", "Tax percent"]:
        expect(per.field(label)).to_be_visible()
    expect(per.field("Buy")).to_be_hidden()
    per.field("Offer").select_option(label="Buy … get … free")
    expect(per.field("Buy")).to_be_visible()
    type_in(per, "Buy", "2")
    type_in(per, "Get free", "1")
    type_in(per, "Deposit", "0.25")
    expect(typed(per, "Deposit")).to_have_text(locale.number("0.25"))
    expect(localized.locator("#deal-summary")).to_have_text(locale.number("buy 2 get 1 free, deposit 0.25"))
    add(per)

    expect(per.rows).to_have_count(2)
    rows = [plain(text) for text in per.row_texts()]
    assert rows[0].startswith(f"Juice, 1 L for {locale.money('1.20')}, {locale.number('buy 2 get 1 free, deposit 0.25')}: "
                              f"buy 3 to get this price, + {locale.money('0.75')} deposit, Best deal"), rows
    assert rows[0].endswith(f"{locale.money('0.800')} per L, {locale.money('1.200')} per L without the deal"), rows
    assert rows[1].startswith(f"Water, 1 L for {locale.money('1.00')}, "), rows
    verdict = plain(localized.locator("#verdict").inner_text())
    assert verdict.startswith("Juice is the best deal: "), verdict
    assert verdict.endswith(f" — buy 3 to get this price, + {locale.money('0.75')} deposit"), verdict

    # Editing shows the deal in its fields; Save keeps it.
    per.button("Edit Juice").click()
    expect(localized.get_by_role("heading", name="Edit product")).to_be_visible()
    expect(deal_button(per)).to_have_attribute("aria-expanded", "true")
    expect(per.field("Offer")).to_have_value("buyGetFree")
    expect(typed(per, "Buy")).to_have_text("2")
    expect(typed(per, "Get free")).to_have_text("1")
    expect(typed(per, "Deposit")).to_have_text(locale.number("0.25"))
    per.button("Save").click()
    expect(localized.locator("#sheet")).not_to_have_attribute("open", "")
    assert locale.number("buy 2 get 1 free, deposit 0.25") in plain(per.row_texts()[0])


def test_refused_deals_say_why_and_keep_what_was_typed(localized: Page, locale: Locale) -> None:
    per = PerPage(localized)
    start_product(per, "1", "3.99", name="Ketchup", unit="kg", sold_by="Weight")
    deal_button(per).click()
    type_in(per, "Percent off", "150")
    hint = localized.locator("#submit-hint")
    expect(hint).to_have_text("'150% off' takes off more than the whole price: at most 100% off")
    expect(per.button("Add")).to_be_disabled()
    per.key("Clear").click()
    per.press("10")
    expect(hint).to_be_hidden()
    type_in(per, "Save", "5")
    expect(hint).to_have_text("'save 5.00' leaves nothing to pay: one pack would cost -1.409")
    per.key("Clear").click()
    per.field("Offer").select_option(label="N for the price of M")
    type_in(per, "Packs", "2")
    type_in(per, "For the price of", "3")
    expect(hint).to_contain_text("'2 for the price of 3' gives no more packs than are paid for")
    # Hiding the deal keeps every number, which still counts.
    deal_button(per).click()
    expect(per.field("Packs")).to_be_hidden()
    expect(per.button("Add")).to_be_disabled()
    deal_button(per).click()
    expect(typed(per, "Percent off")).to_have_text("10")
    expect(typed(per, "Packs")).to_have_text("2")
    per.field("Packs").click()
    per.key("Clear").click()
    per.press("3")
    per.field("For the price of").click()
    per.key("Clear").click()
    per.press("2")
    expect(localized.locator("#deal-summary")).to_have_text("10% off, 3 for the price of 2")
    add(per)
    row = plain(per.row_texts()[0])
    assert f"Ketchup, 1 kg for {locale.money('3.99')}, 10% off, 3 for the price of 2: buy 3 to get this price" in row


def test_use_member_prices(localized: Page, locale: Locale) -> None:
    per = PerPage(localized)
    add_water(per)
    start_product(per, "1", "1.1", name="Soda")
    deal_button(per).click()
    per.press("0.9")  # the member price has the focus
    expect(typed(per, "Member price")).to_have_text(locale.number("0.9"))
    add(per)
    rows = [plain(text) for text in per.row_texts()]
    assert rows[0].startswith(f"Soda, 1 L for {locale.money('1.10')}, {locale.number('member 0.90')}: "
                              "with the member price, Best deal"), rows
    assert "Soda is the best deal" in plain(localized.locator("#verdict").inner_text())
    assert plain(localized.locator("#verdict").inner_text()).endswith("— with the member price")

    per.button("Settings").click()
    settings = localized.get_by_role("dialog", name="Settings")
    member = settings.get_by_role("checkbox", name="Use member prices", exact=True)
    expect(member).to_be_checked()
    member.uncheck()
    settings.get_by_role("button", name="Done").click()
    rows = [plain(text) for text in per.row_texts()]
    assert rows[0].startswith(f"Water, 1 L for {locale.money('1.00')}, Best deal"), rows
    assert rows[1].startswith(f"Soda, 1 L for {locale.money('1.10')}, {locale.number('member 0.90')}: "
                              "member price not used"), rows

    # Kept with the settings.
    localized.reload()
    expect(localized.locator("html[data-ready=true]")).to_be_attached()
    assert plain(per.row_texts()[0]).startswith("Water, "), per.row_texts()
    per.button("Settings").click()
    expect(settings.get_by_role("checkbox", name="Use member prices", exact=True)).not_to_be_checked()


def test_a_multi_buy_dearer_than_one_pack_is_flagged(localized: Page, locale: Locale) -> None:
    per = PerPage(localized)
    add_water(per)
    start_product(per, "1", "1.5", name="Cola")
    deal_button(per).click()
    per.field("Offer").select_option(label="N for a price (3 for 5.00)")
    type_in(per, "Multi-buy packs", "3")
    type_in(per, "Multi-buy price", "5")
    add(per)
    cola = plain(per.row_texts()[1])
    assert locale.number("3 for 5.00") + ": buy 3 to get this price, dearer per unit than one pack" in cola, cola
    assert f"{locale.money('1.67')} per L, {locale.money('1.50')} per L without the deal" in cola, cola
    verdict = plain(localized.locator("#verdict").inner_text())
    assert verdict.endswith(f". Cola: the deal ({locale.number('3 for 5.00')}) costs more per unit than buying one"), verdict
