"""Numbers and money in the browser's locale: PerKit writes quantities and keypad text with the
locale's decimal separator (given at start), money with the currency's minor units, and the page
only localises how amounts are written."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from conftest import PerServer, new_context
from perpage import PerPage, plain, speak_english


@dataclass(frozen=True)
class Locale:
    tag: str
    separator: str
    #: The keyboard's other decimal key, which must give the same decimal.
    other_separator: str
    #: What the keypad types as the cheaper and the dearer price.
    prices: tuple[str, str]
    #: How the rows write those prices, and the difference between them (spaces as " ").
    money: tuple[str, str, str]


LOCALES = [
    Locale("en-US", ".", ",", ("3.99", "4.99"), ("$3.99", "$4.99", "$1.00")),
    Locale("en-GB", ".", ",", ("3.99", "4.99"), ("£3.99", "£4.99", "£1.00")),
    Locale("de-DE", ",", ".", ("3.99", "4.99"), ("3,99 €", "4,99 €", "1,00 €")),
    Locale("fr-FR", ",", ".", ("3.99", "4.99"), ("3,99 €", "4,99 €", "1,00 €")),
    # Yen have no minor unit: "￥698", never "￥698.00".
    Locale("ja-JP", ".", ",", ("698", "798"), ("￥698", "￥798", "￥100")),
]


def open_page(context: BrowserContext, server: PerServer) -> Page:
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(server.url)
    expect(page.locator("html[data-ready=true]")).to_be_attached()
    page.errors = errors  # type: ignore[attr-defined]
    return page


@pytest.fixture(params=LOCALES, ids=lambda locale: locale.tag)
def locale(request) -> Locale:
    return request.param


@pytest.fixture
def localized(browser: Browser, server: PerServer, locale: Locale):
    context = new_context(browser, locale=locale.tag)
    page = open_page(context, server)
    speak_english(page)  # numbers and money in the locale, words in English
    yield page
    assert page.errors == []  # type: ignore[attr-defined]
    context.close()


def add_by_keyboard(per: PerPage, quantity: str, unit: str, price: str) -> None:
    """Adds an unnamed product, typing its quantity and price on the physical keyboard."""
    per.open_sheet()
    expect(per.field("Quantity")).to_be_focused()
    per.page.keyboard.type(quantity)
    per.field("Unit").select_option(label=unit)
    per.field("Price").click()
    per.page.keyboard.type(price)
    per.button("Add").click()
    expect(per.page.locator("#sheet")).not_to_have_attribute("open", "")


def test_the_decimal_key_and_both_keyboard_separators(localized: Page, locale: Locale) -> None:
    per = PerPage(localized)
    per.open_sheet()
    expect(per.key("Decimal point")).to_have_text(locale.separator)
    per.press("1.5")  # the keypad's decimal key, whatever it shows
    assert per.field_text("Quantity") == f"1{locale.separator}5"
    per.press("C")
    localized.keyboard.type(f"2{locale.separator}5")
    assert per.field_text("Quantity") == f"2{locale.separator}5"
    per.press("C")
    localized.keyboard.type(f"3{locale.other_separator}5")
    assert per.field_text("Quantity") == f"3{locale.separator}5"


def test_rows_and_verdict_in_the_locale(localized: Page, locale: Locale) -> None:
    per = PerPage(localized)
    cheaper, dearer = locale.prices
    add_by_keyboard(per, "1.5", "kg", dearer)
    add_by_keyboard(per, "1.5", "kg", cheaper)
    expect(per.rows).to_have_count(2)
    quantity = f"1{locale.separator}5 kg"
    rows = [plain(text) for text in per.row_texts()]
    cheaper_money, dearer_money, difference = locale.money
    assert rows[0].startswith(f"{quantity} for {cheaper_money}, Best deal, "), rows
    assert rows[1].startswith(f"{quantity} for {dearer_money}, "), rows
    assert f"{difference} extra" in rows[1], rows
    if locale.tag == "ja-JP":
        assert not re.search(r"[¥￥][\d,]+\.\d", " ".join(rows)), rows  # no decimals on yen
    # Two unnamed products of the same size are told apart by their prices, as the CLI does.
    verdict = plain(localized.locator("#verdict").inner_text())
    assert verdict.startswith(f"{quantity} for {cheaper_money} is the best deal: "), verdict
    assert f"than {quantity} for {dearer_money};" in verdict, verdict
    assert not re.search(r"kg is the best deal", verdict), verdict
    expect(localized.locator("#reference-button")).to_have_text(re.compile(r"^per "))
    # Removing one names it the same way, in the locale's money.
    localized.get_by_role("button", name=re.compile(r"^Remove ")).first.click()
    status = localized.locator("#undo-status")
    expect(status).to_contain_text("Removed")
    assert plain(status.inner_text()).startswith(f"Removed {quantity} for {cheaper_money}"), status.inner_text()


def test_currency_minor_units_in_the_price_field(browser: Browser, server: PerServer) -> None:
    context = new_context(browser, locale="ja-JP")
    try:
        page = open_page(context, server)
        per = PerPage(page)
        per.add_product("500", "698", name="Rice")
        text = plain(per.row_texts()[0])
        assert re.search(r"500 g for [¥￥]698,", text), text
        assert not re.search(r"[¥￥]698\.00", text), text
    finally:
        context.close()


def test_another_tab_restarts_in_the_same_locale(browser: Browser, server: PerServer) -> None:
    """The storage event restarts PerKit with the saved list: with the decimal separator too."""
    context = new_context(browser, locale="de-DE")
    try:
        first = open_page(context, server)
        speak_english(first)
        second = open_page(context, server)
        expect(second.locator("html[lang=en]")).to_be_attached()  # the choice is saved
        PerPage(first).add_product("1.5", "3.99", unit="kg", name="Mehl")
        rows = PerPage(second).rows
        expect(rows).to_have_count(1)
        assert plain(PerPage(second).row_texts()[0]).startswith("Mehl, 1,5 kg for 3,99 €"), PerPage(second).row_texts()
    finally:
        context.close()


def test_count_lists_say_each(browser: Browser, server: PerServer) -> None:
    context = new_context(browser, locale="en-US")
    try:
        page = open_page(context, server)
        per = PerPage(page)
        for quantity, price, name in [("12", "3.49", "Eggs A"), ("6", "1.99", "Eggs B")]:
            per.open_sheet()
            if page.get_by_role("radiogroup", name="Sold by").is_visible():
                page.get_by_role("radio", name="Units").check()
            per.press(quantity)
            per.field("Price").click()
            per.press(price)
            per.field("Name").fill(name)
            per.button("Add").click()
        expect(per.rows).to_have_count(2)
        expect(page.locator("#reference-button")).to_have_text("each")
        texts = per.row_texts()
        assert all(text.endswith(" each") for text in texts), texts
        assert not any(re.search(r"\bper each\b", text) for text in texts), texts
        verdict = plain(page.locator("#verdict").inner_text())
        assert "cheaper each than" in verdict, verdict
        assert not re.search(r"\bper each\b", verdict), verdict
    finally:
        context.close()


@pytest.mark.parametrize(("tag", "symbol"), [("bg-BG", "€"), ("hr-HR", "€"), ("en-US", "$")])
def test_a_new_list_starts_in_the_regions_currency(browser: Browser, server: PerServer, tag: str, symbol: str) -> None:
    """PerKit's table of region defaults: Bulgaria pays in euros since 2026, as Croatia does."""
    context = new_context(browser, locale=tag)
    try:
        page = open_page(context, server)
        per = PerPage(page)
        per.add_product("500", "3.99", unit="g", name="Flour")
        text = plain(per.row_texts()[0])
        assert symbol in text, text
        assert "BGN" not in text and "лв" not in text, text
        assert page.errors == []  # type: ignore[attr-defined]
    finally:
        context.close()
