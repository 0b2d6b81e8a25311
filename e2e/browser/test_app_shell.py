"""Installable and offline; locale defaults; the page without per.wasm; screenshots for review."""

from __future__ import annotations

import json
import re
import shutil
import tempfile
import time
import pathlib
import urllib.request

from playwright.sync_api import Browser, Page, expect

from conftest import ARTIFACTS, WEB_ROOT, PerServer, new_context, wait_until_offline_ready
from perpage import PerPage, speak_english


def wait_ready(page: Page) -> None:
    expect(page.locator("html[data-ready=true]")).to_be_attached()


def test_manifest_and_icons(server: PerServer) -> None:
    with urllib.request.urlopen(server.url + "manifest.webmanifest") as response:
        assert response.headers["Content-Type"].startswith("application/manifest+json")
        manifest = json.load(response)
    assert manifest["name"].startswith("Per") and manifest["display"] == "standalone"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        with urllib.request.urlopen(server.url + icon["src"]) as response:
            assert response.status == 200 and response.headers["Content-Type"] == icon["type"]


def test_works_offline_after_one_visit(browser: Browser) -> None:
    server = PerServer(log_name="offline-server").start()
    context = new_context(browser)
    try:
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        per.add_product("500", "3.99", name="Brand A")
        wait_until_offline_ready(page)
        server.stop()
        page.reload()
        wait_ready(page)
        expect(per.rows).to_have_count(1)
        # Still a working app, not just a picture of one.
        per.add_product("1", "2.49", unit="lb", name="Brand B")
        expect(per.rows.first).to_contain_text("Brand B")
        # A fresh tab, with the server still down.
        second = context.new_page()
        second.goto(server.url)
        wait_ready(second)
        expect(PerPage(second).rows).to_have_count(2)
    finally:
        context.close()
        server.close()


def test_defaults_follow_the_locale(browser: Browser, server: PerServer) -> None:
    cases = [("en-US", "US", "USD", "$"), ("en-GB", "UK", "GBP", "£"), ("de-DE", "Metric", "EUR", "€"),
             ("ja-JP", "Metric", "JPY", re.compile("^[¥￥]$"))]
    for locale, system, currency, symbol in cases:
        context = new_context(browser, locale=locale)
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        speak_english(page)  # the defaults, not the words, follow the locale here
        per = PerPage(page)
        per.button("Settings").click()
        settings = page.get_by_role("dialog", name="Settings")
        expect(settings.get_by_role("radio", name=system, exact=True)).to_be_checked()
        expect(settings.get_by_label("Currency")).to_have_value(currency)
        settings.get_by_role("button", name="Done").click()
        per.open_sheet()
        # The sign the empty price field shows (drawn by CSS, so that the field reads as empty).
        expect(page.locator("#price-field .field-prefix")).to_have_attribute("data-symbol", symbol)
        context.close()


def test_us_list_quotes_per_ounce(browser: Browser, server: PerServer) -> None:
    context = new_context(browser, locale="en-US")
    page = context.new_page()
    page.goto(server.url)
    wait_ready(page)
    per = PerPage(page)
    per.add_product("16", "2.49", unit="oz", name="Store brand")
    per.add_product("12", "2.19", unit="oz", name="Name brand")
    assert "$2.49" in per.row_texts()[0]
    expect(page.locator("#reference-button")).to_have_text("per oz")
    context.close()


def test_missing_wasm_says_how_to_build_it(browser: Browser) -> None:
    with tempfile.TemporaryDirectory(prefix="per-web-") as directory:
        root = pathlib.Path(directory) / "Web"
        shutil.copytree(WEB_ROOT, root, ignore=shutil.ignore_patterns("per.wasm"))
        server = PerServer(web_root=root, log_name="no-wasm-server").start()
        assert server.health.get("wasm") is False
        context = new_context(browser)
        try:
            page = context.new_page()
            page.goto(server.url)
            message = page.get_by_role("alert")
            expect(message).to_contain_text(
                "The app's engine (per.wasm) isn't built yet. Run make wasm (or make run) and reload.")
            expect(PerPage(page).button("Add product")).to_be_disabled()
        finally:
            context.close()
            server.close()


def test_screenshots(browser: Browser, server: PerServer) -> None:
    """Saves screenshots for review in e2e/artifacts/ (phone light and dark, desktop)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shots = [
        ("phone-light", {"viewport": {"width": 390, "height": 844}, "color_scheme": "light"}),
        ("phone-dark", {"viewport": {"width": 390, "height": 844}, "color_scheme": "dark"}),
        ("desktop", {"viewport": {"width": 1280, "height": 800}, "color_scheme": "light", "device_scale_factor": 1}),
    ]
    for name, options in shots:
        context = new_context(browser, **options)
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        page.screenshot(path=str(ARTIFACTS / f"{name}-empty.png"))
        per = PerPage(page)
        # The sheet while the list is empty: "sold by", a multipack being typed.
        per.open_sheet()
        page.get_by_role("radio", name="Volume").check()
        per.field("Price").click()
        per.press("4.99")
        per.field("Quantity").click()
        per.press("6×355")
        page.screenshot(path=str(ARTIFACTS / f"{name}-sheet.png"))
        per.button("Cancel").click()
        per.add_product("500", "3.99", name="Brand A")
        per.add_product("1", "2.49", unit="lb", name="Brand B")
        per.add_product("2", "11.99", unit="kg", name="Family pack")
        page.screenshot(path=str(ARTIFACTS / f"{name}-list.png"))
        per.button("Clear list").click()
        page.wait_for_timeout(250)
        page.screenshot(path=str(ARTIFACTS / f"{name}-confirm.png"))
        context.close()
    for name, _ in shots:
        for screen in ["empty", "list", "sheet", "confirm"]:
            assert (ARTIFACTS / f"{name}-{screen}.png").stat().st_size > 10_000


def test_a_new_version_is_offered_after_an_update(browser: Browser) -> None:
    with tempfile.TemporaryDirectory(prefix="per-web-") as directory:
        root = pathlib.Path(directory) / "Web"
        shutil.copytree(WEB_ROOT, root)
        server = PerServer(web_root=root, log_name="update-server").start()
        context = new_context(browser)
        try:
            page = context.new_page()
            page.goto(server.url)
            wait_ready(page)
            page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=20_000)
            page.reload()
            wait_ready(page)
            expect(page.get_by_role("status").filter(has_text="A new version")).to_be_hidden()
            stylesheet = root / "css" / "app.css"
            stylesheet.write_text(stylesheet.read_text() + "\n/* version 2 */\n")
            # The server checks a file it serves on disk at most once a second.
            time.sleep(1.2)
            page.reload()  # answered from the cache; the worker notices the change meanwhile
            wait_ready(page)
            toast = page.get_by_role("status").filter(has_text="A new version of Per is ready.")
            expect(toast).to_be_visible()
            toast.get_by_role("button", name="Reload").click()
            wait_ready(page)
            css = page.evaluate("() => fetch('css/app.css').then((r) => r.text())")
            assert "version 2" in css
            expect(toast).to_be_hidden()
        finally:
            context.close()
            server.close()


def test_long_names_and_large_numbers_fit_a_phone(browser: Browser, server: PerServer) -> None:
    """A 200-character name with no space and 24-digit amounts wrap inside a 390 px page;
    screenshots of the list and the sheet in e2e/artifacts/."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    context = new_context(browser, viewport={"width": 390, "height": 844}, color_scheme="light")
    try:
        page = context.new_page()
        page.goto(server.url)
        wait_ready(page)
        per = PerPage(page)
        typed_name = "Supercalifragilistic" * 10
        per.add_product("500", "3.99", name=typed_name)
        expect(per.rows.first.locator(".row-title")).to_have_text(typed_name[:80])  # PerKit keeps 80
        # A saved list (another tab, an older version, the lists API) may hold longer names:
        # 200 of the widest letter, and a list name as long.
        long_name = "W" * 200
        page.evaluate("""(name) => {
            const library = JSON.parse(localStorage.getItem('per.library'));
            const session = JSON.parse(localStorage.getItem('per.state'));
            const list = library.lists.find((list) => list.id === session.openList);
            list.items[0].name = name;
            list.name = name;
            localStorage.setItem('per.library', JSON.stringify(library));
        }""", long_name)
        page.reload()
        wait_ready(page)
        expect(per.rows.first.locator(".row-title")).to_have_text(long_name)
        per.open_sheet()
        page.keyboard.type("999999999999*999999999999=")
        per.field("Price").click()
        page.keyboard.type("999999999999*999999999999=")
        per.field("Name").fill("Bulk")
        per.button("Add").click()
        per.add_product("0.0001×0.0001=", "1", name="Speck")
        expect(per.rows).to_have_count(3)
        texts = per.row_texts()
        assert any("999,999,999,998,000,000,000,001" in text for text in texts), texts
        assert any("0.00000001 g" in text for text in texts), texts
        assert per.page_width() <= 390
        # Every row's text stays inside its card.
        for row in per.rows.all():
            box = row.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 390, box
            per.assert_fits(row.locator(".row-title"), vertically=False)  # a long name: three lines
            for part in row.locator(".row-detail, .unit-price").all():
                per.assert_fits(part)
        page.screenshot(path=str(ARTIFACTS / "phone-light-long-list.png"), full_page=True)
        per.button("Clear list").click()  # the confirmation quotes the long list name
        confirm = page.get_by_role("alertdialog", name="Clear the list?")
        expect(confirm).to_contain_text(long_name)
        per.assert_fits(confirm.locator("#confirm-message"))
        assert confirm.bounding_box()["width"] <= 390
        confirm.get_by_role("button", name="Cancel", exact=True).click()
        per.button(f"Edit {long_name}").click()
        per.wait_for_sheet_animation()
        per.field("Quantity").click()
        page.keyboard.type("C999999999999*999999999999")
        per.assert_fits(per.field("Quantity"))
        assert per.page_width() <= 390
        page.screenshot(path=str(ARTIFACTS / "phone-light-long-sheet.png"))
        per.button("Cancel").click()
    finally:
        context.close()
    for name in ["long-list", "long-sheet"]:
        assert (ARTIFACTS / f"phone-light-{name}.png").stat().st_size > 10_000
