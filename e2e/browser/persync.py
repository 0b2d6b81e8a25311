"""Devices of a household, driven the way a shopper does: each is a browser context with the app
open, and Settings › Sync creates, invites, joins, removes and syncs. What a device keeps (its
lists and price book) and what the server holds (its records) are read as plain data, so that
they can be compared field by field."""

from __future__ import annotations

import json
import re
import urllib.request
from dataclasses import dataclass
from fractions import Fraction

from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from conftest import new_context
from perpage import PRICE_BOOK_BADGE, PerPage

SYNC_STATUS = re.compile(r"^(Synced|Syncing|Offline|Not synced)")
OFFLINE_STATUS = re.compile(r"^Offline — ")


class Device:
    """One browser (context, made with `options`) with the app open. `clock_time` (Unix time in
    seconds) installs Playwright's clock at that time before the page opens: the page's time
    runs on from there. `init_script` runs in the page before the app, at every load."""

    def __init__(self, browser: Browser, url: str, *, clock_time: float | None = None, init_script: str | None = None,
                 **options) -> None:
        self.context: BrowserContext = new_context(browser, **options)
        if clock_time is not None:
            self.context.clock.install(time=clock_time)
        if init_script is not None:
            self.context.add_init_script(init_script)
        self.page: Page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("console", self._console)
        self.per = PerPage(self.page)
        self.is_offline = False
        # How many syncs the server answered (200) to this device.
        self.syncs = 0
        self.page.on("response", self._response)
        self.open(url)

    def _response(self, response) -> None:
        if response.url.endswith("/api/sync") and response.status == 200:
            self.syncs += 1

    def _console(self, message) -> None:
        # The browser logs every answer the server refuses (401, 404, 410): the tests cause those.
        if message.type == "error" and not message.text.startswith("Failed to load resource"):
            self.errors.append(message.text)

    def open(self, url: str) -> None:
        self.page.goto(url)
        expect(self.page.locator("html[data-ready=true]")).to_be_attached()

    def reload(self) -> None:
        """Reloads the page (from the service worker's cache when offline)."""
        self.page.reload()
        expect(self.page.locator("html[data-ready=true]")).to_be_attached()

    def close(self) -> None:
        self.context.close()

    def set_offline(self, offline: bool) -> None:
        """Takes the network away, or gives it back (the page then syncs by itself)."""
        if offline or not self.is_offline:
            self.context.set_offline(offline)
        else:
            with self.page.expect_response(lambda response: response.url.endswith("/api/sync")):
                self.context.set_offline(False)
        self.is_offline = offline

    # Settings › Sync.

    @property
    def settings(self) -> Locator:
        return self.page.get_by_role("dialog", name="Settings")

    def open_settings(self) -> Locator:
        if not self.settings.is_visible():
            self.show_list_screen()
            self.per.button("Settings").click()
        expect(self.settings).to_be_visible()
        return self.settings

    def close_settings(self) -> None:
        self.settings.get_by_role("button", name="Done", exact=True).click()
        expect(self.settings).to_be_hidden()

    @property
    def status(self) -> Locator:
        return self.settings.get_by_role("status").filter(has_text=SYNC_STATUS)

    def create_household(self, name: str, device: str) -> None:
        settings = self.open_settings()
        settings.get_by_role("button", name="Create household", exact=True).click()
        settings.get_by_role("textbox", name="Household name", exact=True).fill(name)
        settings.get_by_role("textbox", name="Device name", exact=True).fill(device)
        settings.get_by_role("button", name="Create", exact=True).click()
        expect(self.status).to_have_text("Synced just now")

    def invite(self) -> str:
        settings = self.open_settings()
        invite = settings.get_by_role("button", name="Invite device", exact=True)
        if invite.get_attribute("aria-expanded") == "true":
            invite.click()  # closes the invite shown before: an invite works once
            expect(invite).to_have_attribute("aria-expanded", "false")
        invite.click()
        expect(settings.get_by_role("img", name="Invite QR code")).to_be_visible()
        link = settings.get_by_role("textbox", name="Invite link to open on the new device", exact=True)
        expect(link).to_have_value(re.compile(r"#join=[A-Za-z0-9_-]+$"))
        return link.input_value()

    def join(self, device: str, link: str | None = None) -> None:
        """Joins a household as `device`: with the invite link pasted into Settings › Sync › Join
        household, or (no link) on the join form an opened invite link filled in."""
        settings = self.open_settings()
        if link is not None:
            settings.get_by_role("button", name="Join household", exact=True).click()
            settings.get_by_role("textbox", name="Invite link", exact=True).fill(link)
        settings.get_by_role("textbox", name="Device name", exact=True).fill(device)
        settings.get_by_role("button", name="Join", exact=True).click()
        # A device that has just joined says so once its first sync is answered. The status is
        # waited for, not the response of /api/sync: the browser has been seen not to report it
        # (the server's log showed it answered) to the page of a device joining.
        expect(self.status).to_have_text("Synced just now", timeout=30_000)

    def remove_device(self, name: str) -> None:
        """Removes the device called `name` in Settings › Sync › Devices, and confirms it."""
        settings = self.open_settings()
        settings.get_by_role("button", name=f"Remove device {name}", exact=True).click()
        question = self.page.get_by_role("alertdialog", name=re.compile(f"^Remove {re.escape(name)} from "))
        question.get_by_role("button", name="Remove", exact=True).click()
        expect(question).to_be_hidden()
        devices = settings.get_by_role("list", name="Devices").get_by_role("listitem")
        expect(devices.filter(has_text=name)).to_have_count(0)

    def sync_now(self) -> None:
        """Syncs with "Sync now" and waits until the status says it is done."""
        settings = self.open_settings()
        with self.page.expect_response(lambda response: response.url.endswith("/api/sync")):
            settings.get_by_role("button", name="Sync now", exact=True).click()
        expect(self.status).to_have_text("Synced just now")
        expect(settings.get_by_role("button", name="Sync now", exact=True)).to_be_enabled()

    def sync_offline(self) -> None:
        """Presses "Sync now" with no network: the edits wait ("Offline — N changes waiting")."""
        settings = self.open_settings()
        settings.get_by_role("button", name="Sync now", exact=True).click()
        expect(self.status).to_have_text(OFFLINE_STATUS)
        expect(settings.get_by_role("button", name="Sync now", exact=True)).to_be_enabled()

    def learn_removal(self, *, by_syncing: bool = True) -> None:
        """Asks the server after another device removed this one: "Sync now" in Settings, or
        only opening Settings (it asks for the household's devices) when `by_syncing` is false.
        The alert says the device was removed, and Join is offered again.

        The page's own sync every 30 s may find out first: its alert then disables Settings, so
        each press waits briefly and gives way to the alert rather than waiting for a button
        that stays disabled."""
        whoops = self.per.whoops
        for _ in range(60):
            if whoops.is_visible():
                break
            try:
                if not self.settings.is_visible():
                    self.show_list_screen()
                    self.per.button("Settings").click(timeout=500)
                    expect(self.settings).to_be_visible()
                if by_syncing:
                    self.settings.get_by_role("button", name="Sync now", exact=True).click(timeout=500)
                break
            except PlaywrightTimeoutError:
                continue
        expect(whoops).to_contain_text("This device was removed from the household")
        whoops.get_by_role("button", name="OK").click()
        settings = self.open_settings()
        expect(settings.get_by_role("button", name="Join household", exact=True)).to_be_visible()

    def sync_history(self, count: int) -> list[str]:
        """What Settings › Sync › Sync history lists, once it lists `count` events (the history is
        read after the dialog opens), each as it reads, Restore button included."""
        settings = self.open_settings()
        settings.get_by_role("button", name="Sync history", exact=True).click()
        history = self.page.get_by_role("dialog", name="Sync history")
        expect(history).to_be_visible()
        events = history.get_by_role("list", name="Sync history").get_by_role("listitem")
        expect(events).to_have_count(count)
        texts = [" ".join(text.split()) for text in events.all_text_contents()]
        history.get_by_role("button", name="Done", exact=True).click()
        expect(history).to_be_hidden()
        return texts

    # The lists.

    def show_list_screen(self) -> None:
        """Leaves Settings and the Price book for the open list or the Lists screen."""
        if self.settings.is_visible():
            self.close_settings()
        book = self.per.button("Price book")
        while book.get_attribute("aria-pressed") == "true":
            self.per.button("Back").click()

    def list_rows(self, name: str) -> list[str]:
        """The rows of the list `name` (opened from the Lists screen), without price-book badges."""
        self.show_list_screen()
        self.per.open_list(name)
        return [PRICE_BOOK_BADGE.sub(",", row, count=1) for row in self.per.row_texts()]

    def shown_lists(self) -> dict[str, list[str]]:
        """Every list as the Lists screen names them (in its order), each with its rows."""
        self.show_list_screen()
        self.per.show_lists()
        names = self.per.entry_names()
        return {name: self.list_rows(name) for name in names}

    def shown_book(self) -> dict[str, object]:
        """The Price book screen: each product as its entry reads (name, lowest, count) and its
        history rows."""
        self.show_list_screen()
        self.per.show_price_book()
        entries = [" ".join(text.split()) for text in
                   self.per.book_products.get_by_role("listitem").all_text_contents()]
        histories = {}
        for name in self.per.book_product_names():
            self.per.open_book_product(name)
            histories[name] = self.per.history_rows()
            self.per.button("Back").click()
            expect(self.per.book_products).to_be_visible()
        self.per.button("Back").click()
        return {"entries": entries, "histories": histories}

    # What the device keeps.

    def stored(self, key: str):
        text = self.page.evaluate("(key) => localStorage.getItem(key)", key)
        return None if text is None else json.loads(text)

    @property
    def credentials(self) -> dict | None:
        return self.stored("per.sync")

    def replica(self) -> dict | None:
        """The household's sync replica as the sync worker keeps it (IndexedDB "per-sync")."""
        text = self.page.evaluate("""async (household) => {
            const db = await new Promise((resolve, reject) => {
                const request = indexedDB.open('per-sync');
                request.onsuccess = () => resolve(request.result);
                request.onerror = () => reject(request.error);
            });
            try {
                return await new Promise((resolve, reject) => {
                    const request = db.transaction('replica', 'readonly').objectStore('replica').get(household);
                    request.onsuccess = () => resolve(request.result ?? null);
                    request.onerror = () => reject(request.error);
                });
            } finally {
                db.close();
            }
        }""", self.credentials["household"]["id"])
        return None if text is None else json.loads(text)

    def kept(self) -> Holdings:
        """The lists and the price book this device keeps (localStorage), as plain data."""
        return Holdings.of_device(self.stored("per.library"), self.stored("per.book"))


@dataclass(frozen=True)
class Product:
    list: str
    name: str | None
    price: Fraction
    pack_count: Fraction
    pack_size: Fraction
    unit: str


@dataclass(frozen=True)
class Entry:
    product: str
    date: str
    price: Fraction
    pack_count: Fraction
    pack_size: Fraction
    unit: str
    store: str | None
    sale: bool
    device: str | None = None


@dataclass
class Holdings:
    """Lists, products and price-book entries by record id, as a device keeps them or as the
    server's records describe them. `Entry.device` is who saw the price: on a device, None for
    itself and "other" for another device of the household; from the server, the id of the
    device that wrote it."""

    lists: dict[str, str]
    products: dict[str, Product]
    entries: dict[str, Entry]

    @staticmethod
    def of_device(library: dict | None, book: dict | None) -> Holdings:
        lists: dict[str, str] = {}
        products: dict[str, Product] = {}
        for saved in (library or {}).get("lists", []):
            lists[saved["id"]] = saved["name"]
            for item in saved.get("items", []):
                products[item["id"]] = Product(
                    saved["id"], item.get("name"), Fraction(item["price"]), Fraction(item.get("packCount", "1")),
                    Fraction(item["packSize"]), item["unit"])
        entries: dict[str, Entry] = {}
        stores = (book or {}).get("stores", [])
        for product in (book or {}).get("products", []):
            for line in product["entries"]:
                fields = line.split(" ")
                entry_id, date, price, pack_count, pack_size, unit, store, sale = fields[:8]
                entries[entry_id] = Entry(
                    product["name"], date, Fraction(price), Fraction(pack_count), Fraction(pack_size), unit,
                    None if store == "-" else stores[int(store)], sale == "sale",
                    fields[9] if len(fields) > 9 else None)
        return Holdings(lists, products, entries)

    @staticmethod
    def of_records(records: list[dict]) -> Holdings:
        """The lists, products and entries of the records that aren't deleted."""
        def value(record: dict, field: str, default=None):
            return record["fields"].get(field, [default])[0]

        live = [record for record in records if not value(record, "deleted", False)]
        lists = {record["id"]: value(record, "name") for record in live if record["kind"] == "list"}
        products: dict[str, Product] = {}
        entries: dict[str, Entry] = {}
        for record in live:
            if record["kind"] == "product" and value(record, "list") in lists:
                products[record["id"]] = Product(
                    value(record, "list"), value(record, "name"), Fraction(value(record, "price")),
                    Fraction(value(record, "packCount", "1")), Fraction(value(record, "packSize")),
                    value(record, "unit"))
            elif record["kind"] == "entry":
                entries[record["id"]] = Entry(
                    value(record, "product"), value(record, "date"), Fraction(value(record, "price")),
                    Fraction(value(record, "packCount", "1")), Fraction(value(record, "packSize")),
                    value(record, "unit"), value(record, "store"), bool(value(record, "sale", False)),
                    record.get("device"))
        return Holdings(lists, products, entries)

    def without_devices(self) -> Holdings:
        """The same, with no entry's device: what every device of a household holds alike."""
        return Holdings(dict(self.lists), dict(self.products), {
            key: Entry(**{**entry.__dict__, "device": None}) for key, entry in self.entries.items()})


def server_records(url: str, token: str) -> list[dict]:
    """Every record of the token's household: `POST /api/sync` `{"since": 0, "changes": []}`."""
    request = urllib.request.Request(
        url + "api/sync", data=json.dumps({"since": 0, "changes": []}).encode(), method="POST",
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)["changes"]
