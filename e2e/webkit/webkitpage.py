"""Drives the Per page in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver) the way a
shopper does, through the same accessible names the Playwright tests use (e2e/browser/perpage.py).

Selenium has no `get_by_role`: `find` picks the visible elements of a role whose accessible name
matches, in the page's script, and then asks WebKit itself for the element's computed role and
name (WebDriver's "Get Computed Role" and "Get Computed Label"), so that a name only this helper
would compute fails the test (up to letter case: WebKit's names follow CSS text-transform). Every wait polls the page until a deadline; none is a sleep.
"""

from __future__ import annotations

import re
import time
from typing import Callable, TypeVar

from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import Select

# How long a wait lasts before the test fails (the machine is small and busy).
TIMEOUT = 15.0

T = TypeVar("T")

# What each character of a typed amount is called on the keypad (as in perpage.py).
KEY_NAMES = {
    ".": "Decimal point", "+": "Plus", "-": "Minus", "×": "Times", "*": "Times", "÷": "Divide", "/": "Divide",
    "=": "Equals", "C": "Clear", "for": "For (multi-buy)",
}

# Finds visible elements by role and accessible name, inside `within` (or the document). The
# name is worked out as WebKit does for these pages' elements (aria-labelledby, aria-label,
# labels, alt, then the text without aria-hidden parts); the caller checks it against WebKit's.
FIND_SCRIPT = r"""
const [role, name, exact, within] = arguments;
const implicit = {
    button: 'button, input[type=button], input[type=submit]',
    textbox: 'input:not([type]):not([list]), input[type=text]:not([list]), input[type=search], textarea',
    combobox: 'select:not([multiple]), input[list]',
    checkbox: 'input[type=checkbox]',
    radio: 'input[type=radio]',
    radiogroup: '',
    list: 'ul, ol',
    listitem: 'li',
    dialog: 'dialog',
    alertdialog: '',
    heading: 'h1, h2, h3, h4, h5, h6',
    status: 'output',
    group: 'fieldset',
    img: 'img[alt]:not([alt=""])',
    table: 'table',
};
const squash = (text) => (text ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
const textOf = (element) => {
    const copy = element.cloneNode(true);
    copy.querySelectorAll('[aria-hidden=true]').forEach((hidden) => hidden.remove());
    return squash(copy.textContent);
};
const nameOf = (element) => {
    const by = element.getAttribute('aria-labelledby');
    if (by) return squash(by.split(/\s+/).map((id) => textOf(document.getElementById(id) ?? document.createElement('i'))).join(' '));
    if (element.hasAttribute('aria-label')) return squash(element.getAttribute('aria-label'));
    if (element.labels && element.labels.length > 0) return squash([...element.labels].map(textOf).join(' '));
    if (element.tagName === 'IMG') return squash(element.alt);
    if (['list', 'dialog', 'alertdialog', 'group', 'radiogroup', 'table', 'status', 'textbox', 'combobox'].includes(role)) return '';
    return textOf(element);
};
const visible = (element) => element.getClientRects().length > 0
    && element.checkVisibility({ visibilityProperty: true })
    && !element.closest('[aria-hidden=true]');
const root = within ?? document;
const selector = [implicit[role], `[role=${role}]`].filter(Boolean).join(', ');
return [...root.querySelectorAll(selector)].filter((element) => {
    const explicit = element.getAttribute('role');
    if (explicit && explicit !== role) return false;
    if (role === 'listitem' && !explicit && !element.parentElement?.matches('ul, ol, [role=list]')) return false;
    if (!visible(element)) return false;
    if (name === null) return true;
    const actual = nameOf(element);
    return exact ? actual === name : actual.toLowerCase().includes(name.toLowerCase());
});
"""

# Every labelled form control, whatever its role (Playwright's get_by_label).
LABEL_SCRIPT = r"""
const [label, within] = arguments;
const squash = (text) => (text ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
const textOf = (element) => squash(element?.textContent);
const root = within ?? document;
return [...root.querySelectorAll('input, select, textarea, [role=textbox]')].filter((element) => {
    if (element.getClientRects().length === 0 || !element.checkVisibility({ visibilityProperty: true })) return false;
    const by = element.getAttribute('aria-labelledby');
    const name = by ? squash(by.split(/\s+/).map((id) => textOf(document.getElementById(id))).join(' '))
        : element.hasAttribute('aria-label') ? squash(element.getAttribute('aria-label'))
        : squash([...(element.labels ?? [])].map((l) => l.textContent).join(' '));
    return name === label;
});
"""

# Keeps what the page reports as wrong (uncaught errors, rejected promises, console.error) in
# window.__perErrors; installed after each load (WebDriver classic has no script that runs
# before the page's own, nor a console log to read in WebKit).
ERRORS_SCRIPT = r"""
if (!window.__perErrors) {
    window.__perErrors = [];
    addEventListener('error', (event) => window.__perErrors.push(`error: ${event.message}`));
    addEventListener('unhandledrejection', (event) =>
        window.__perErrors.push(`unhandled rejection: ${event.reason?.message ?? event.reason}`));
    const original = console.error;
    console.error = (...parts) => { window.__perErrors.push(parts.join(' ')); original.apply(console, parts); };
}
"""

# What each row reads, as in perpage.py (hidden parts and buttons taken out).
ROW_TEXTS_SCRIPT = r"""
return [...arguments[0].querySelectorAll(':scope > li')].map((row) => {
    const copy = row.cloneNode(true);
    copy.querySelectorAll('[aria-hidden=true], button').forEach((hidden) => hidden.remove());
    return copy.textContent.replace(/\s+/g, ' ').trim();
});
"""

# Where WebKit's computed role is another word for the ARIA role.
WEBKIT_ROLES = {"img": "image"}

PRICE_BOOK_BADGE = re.compile(r", (Lowest seen|First price recorded|\d+(\.\d+)?% above lowest),")


def wait_for(condition: Callable[[], T], what: str, timeout: float = TIMEOUT) -> T:
    """Calls `condition` until it returns something true (an element gone stale counts as not
    yet), and returns that; fails with `what` and the last answer after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    last: object = None
    while True:
        try:
            last = condition()
            if last:
                return last
        except StaleElementReferenceException:
            last = "a stale element"
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout:.0f} s for {what}; last: {last!r}")
        time.sleep(0.05)


class WebKitPage:
    """One WebKit browser (a MiniBrowser of its own, with its own storage) with the Per page."""

    def __init__(self, driver: WebDriver) -> None:
        self.driver = driver
        self.errors: list[str] = []

    # Loading.

    def open(self, url: str) -> None:
        self.collect_errors()
        self.driver.get(url)
        self.wait_ready()

    def reload(self) -> None:
        self.collect_errors()
        self.driver.refresh()
        self.wait_ready()

    def wait_ready(self) -> None:
        wait_for(lambda: self.driver.find_elements(By.CSS_SELECTOR, "html[data-ready=true]"), "html[data-ready=true]")
        self.driver.execute_script(ERRORS_SCRIPT)

    def collect_errors(self) -> list[str]:
        """Moves what the page reported as wrong into `errors` (before it leaves the page)."""
        try:
            self.errors += self.driver.execute_script("return window.__perErrors?.splice(0) ?? []")
        except WebDriverException:
            pass
        return self.errors

    def script(self, source: str, *args):
        return self.driver.execute_script(source, *args)

    # Finding, by role and accessible name.

    def find_all(self, role: str, name: str | None = None, *, exact: bool = True,
                 within: WebElement | None = None) -> list[WebElement]:
        return self.driver.execute_script(FIND_SCRIPT, role, name, exact, within)

    def find(self, role: str, name: str | None = None, *, exact: bool = True, within: WebElement | None = None,
             timeout: float = TIMEOUT) -> WebElement:
        """The one visible element of `role` named `name`, once there is exactly one; WebKit's
        computed role and label must agree."""
        found = wait_for(lambda: (lambda all: all[0] if len(all) == 1 else None)(
            self.find_all(role, name, exact=exact, within=within)),
            f"one {role} named {name!r}", timeout)
        if name is not None and exact and role not in ("listitem", "status"):
            # WebKit's names carry CSS text-transform ("BEST DEAL FIRST" for a heading shown in
            # capitals); Chromium's and the accessibility tree's text do not.
            assert found.accessible_name.casefold() == name.casefold(), (role, name, found.accessible_name)
            assert found.aria_role in (role, WEBKIT_ROLES.get(role)), (role, name, found.aria_role)
        return found

    def wait_gone(self, role: str, name: str | None = None, *, within: WebElement | None = None) -> None:
        wait_for(lambda: not self.find_all(role, name, within=within), f"no visible {role} named {name!r}")

    def button(self, name: str, within: WebElement | None = None) -> WebElement:
        return self.find("button", name, within=within)

    def click(self, name: str, within: WebElement | None = None) -> None:
        """Clicks the button `name` once it is enabled."""
        button = self.button(name, within)
        wait_for(lambda: button.is_enabled(), f"button {name!r} enabled")
        button.click()

    def field(self, label: str, within: WebElement | None = None) -> WebElement:
        """The form control labelled `label` (get_by_label)."""
        return wait_for(lambda: (lambda all: all[0] if len(all) == 1 else None)(
            self.driver.execute_script(LABEL_SCRIPT, label, within)), f"one field labelled {label!r}")

    def fill(self, field: WebElement, text: str) -> None:
        """Replaces a text field's value by typing `text` (real key events) over it."""
        # The sheet scrolls: a field below its fold (under Scan tag, the keypad) is brought into view.
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", field)
        field.click()
        self.driver.execute_script("arguments[0].select()", field)
        field.send_keys(text)
        wait_for(lambda: field.get_attribute("value") == text or field.get_property("value") == text,
                 f"the field to read {text!r}")

    def choose(self, select: WebElement, option: str) -> None:
        """Chooses an option of a <select> from the keyboard: focused, then the arrow keys.
        (WebDriver's click on an <option> doesn't focus the select, and WebKit compares the
        choice with the one saved when the select last got focus: after the page set the value
        in script, choosing the option chosen before fires no change.)"""
        texts = [element.text for element in Select(select).options]
        assert option in texts, (option, texts)
        steps = texts.index(option) - int(select.get_property("selectedIndex"))
        if steps != 0:
            select.send_keys((Keys.ARROW_DOWN if steps > 0 else Keys.ARROW_UP) * abs(steps))
        wait_for(lambda: Select(select).first_selected_option.text == option, f"{option!r} chosen")

    def text(self, element: WebElement) -> str:
        return " ".join((element.get_property("textContent") or "").split())

    def wait_text(self, element: WebElement, expected: str | re.Pattern[str]) -> str:
        def matches():
            text = self.text(element)
            ok = expected.search(text) if isinstance(expected, re.Pattern) else text == expected
            return text if ok else None
        return wait_for(matches, f"text {expected!r} in {element.tag_name}#{element.get_attribute('id')}")

    def value(self, field: WebElement) -> str:
        return field.get_property("value")

    def wait_value(self, field: WebElement, expected: str | re.Pattern[str]) -> str:
        def matches():
            value = self.value(field)
            ok = expected.search(value) if isinstance(expected, re.Pattern) else value == expected
            return value if ok else None
        return wait_for(matches, f"value {expected!r}")

    def status(self, text: str) -> WebElement:
        """A visible status message that reads `text`."""
        return wait_for(lambda: next((s for s in self.find_all("status") if self.text(s) == text), None),
                        f"a status reading {text!r}")

    # The open list.

    @property
    def products(self) -> WebElement:
        return self.find("list", "Best deal first")

    def row_texts(self) -> list[str]:
        return self.script(ROW_TEXTS_SCRIPT, self.products)

    def wait_rows(self, count: int) -> list[str]:
        def rows():
            found = self.find_all("list", "Best deal first")
            texts = self.script(ROW_TEXTS_SCRIPT, found[0]) if found else []
            return texts if len(texts) == count else None
        if count == 0:
            wait_for(lambda: not self.find_all("list", "Best deal first") or not self.row_texts(), "no rows")
            return []
        return wait_for(rows, f"{count} rows")

    def key(self, name: str) -> WebElement:
        return self.button(name, within=self.find("group", "Keypad"))

    def press(self, text: str) -> None:
        """Types an amount on the keypad, e.g. "6×355" or "3 for 10"."""
        keypad = self.find("group", "Keypad")
        for token in re.findall(r"for|\S", text):
            self.button(KEY_NAMES.get(token, token), within=keypad).click()

    @property
    def sheet(self) -> WebElement:
        return self.driver.find_element(By.ID, "sheet")

    def wait_sheet_open(self, is_open: bool) -> None:
        wait_for(lambda: self.sheet.get_property("open") == is_open, f"the sheet {'open' if is_open else 'closed'}")
        if is_open:
            # The sheet slides in: clicks land where the keys end up.
            self.script("return Promise.all(arguments[0].getAnimations().map((a) => a.finished))", self.sheet)

    def open_sheet(self) -> None:
        self.click("Add product")
        self.wait_sheet_open(True)

    def add_product(self, quantity: str, price: str, *, unit: str | None = None, name: str | None = None,
                    sold_by: str | None = None, store: str | None = None) -> None:
        """Adds "500 [g] for 3.99" through the keypad, the unit picker and the name field."""
        rows = len(self.find_all("listitem", within=self.find_all("list", "Best deal first")[0])) \
            if self.find_all("list", "Best deal first") else 0
        self.open_sheet()
        if sold_by:
            self.find("radio", sold_by, within=self.find("radiogroup", "Sold by")).click()
        self.field("Quantity").click()
        self.press(quantity)
        if unit:
            self.choose(self.field("Unit"), unit)
        self.field("Price").click()
        self.press(price)
        if name is not None:
            self.fill(self.field("Name"), name)
        if store is not None:
            self.fill(self.field("Store"), store)
        self.click("Add")
        self.wait_sheet_open(False)
        self.wait_rows(rows + 1)

    def rename_list(self, name: str) -> None:
        field = self.field("List name")
        self.fill(field, name)
        field.send_keys(Keys.ENTER)
        wait_for(lambda: self.script("return document.activeElement !== arguments[0]", field), "the name confirmed")
        self.wait_value(field, name)

    # The Lists screen.

    @property
    def saved_lists(self) -> WebElement:
        return self.find("list", "Saved lists")

    def show_lists(self) -> None:
        lists = self.button("Lists")
        assert lists.get_attribute("aria-pressed") == "false"
        lists.click()
        self.saved_lists

    def entry_names(self) -> list[str]:
        return [self.text(self.find("button", within=entry)) for entry in
                self.find_all("listitem", within=self.saved_lists)]

    def entry(self, name: str) -> WebElement:
        return wait_for(lambda: next((entry for entry in self.find_all("listitem", within=self.saved_lists)
                                      if self.find_all("button", name, within=entry)), None), f"the entry {name!r}")

    def open_list(self, name: str) -> None:
        if not self.find_all("list", "Saved lists"):
            self.show_lists()
        self.find("button", name, within=self.saved_lists).click()
        self.wait_value(self.field("List name"), name)

    def new_list(self, name: str) -> None:
        if not self.find_all("list", "Saved lists"):
            self.show_lists()
        self.click("New list")
        self.field("List name")
        self.rename_list(name)

    # Settings › Sync.

    @property
    def settings(self) -> WebElement:
        return self.find("dialog", "Settings")

    def open_settings(self) -> WebElement:
        if not self.find_all("dialog", "Settings"):
            self.click("Settings")
        return self.settings

    def close_settings(self) -> None:
        self.click("Done", within=self.settings)
        self.wait_gone("dialog", "Settings")

    def sync_status(self) -> WebElement:
        return self.driver.find_element(By.ID, "sync-status")

    def list_rows(self, name: str) -> list[str]:
        """The rows of the list `name` (opened from the Lists screen), without price-book badges."""
        if self.find_all("dialog", "Settings"):
            self.close_settings()
        self.open_list(name)
        return [PRICE_BOOK_BADGE.sub(",", row, count=1) for row in self.row_texts()]
