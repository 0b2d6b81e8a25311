"""A sync soak: three devices of one household (A, B and C, three browser contexts) on a real
`per serve` play a seeded, scripted session of shopper actions, each on its turn: adding
products with a price, a size and a store (so that the price book remembers them), editing
prices and sizes, renaming and removing products, renaming and adding lists, going offline for
a while and editing meanwhile, reloading. The pages' clock (Playwright's) starts days ago and
moves on a day every few turns, so that prices are seen on many days. Once, A removes C in
Settings › Sync, edits, and invites C again; C edits while it is out and joins with the invite.

Then every device comes online and syncs until nothing changes, and:
- every device shows the same lists and the same price book, and keeps what the server holds;
- every price seen (per device, product and day, the last one entered) is in every device's
  book and on the server, as seen by that device;
- the lists are what the edits make by last writer wins, field by field, in the order they were
  made (a model of the household replays them: `Household`); a size is typed as one, and ends as
  one device typed it; a removed product stays removed unless it was edited after its removal;
- a device whose change another device replaced, without having seen it, was told so (a
  notice, and the Sync history), and a device that nothing could have replaced was not.

PER_SOAK_ACTIONS sets the session's length (default 36, about a minute; `make soak`: 400),
PER_SOAK_SEED its seed (27 when unset, so that `make test` plays the same session every time;
empty, as `make soak` passes it unless told, for a new one each run, printed on failure). Each action is written to
.build/soak-log.txt as it is made, and the counts to standard output and .build/soak-summary.txt.
"""

from __future__ import annotations

import datetime
import os
import random
import time
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

from playwright.sync_api import Browser, expect

from conftest import ARTIFACTS, ROOT, PerServer, wait_until_offline_ready
from perpage import plain
from persync import Device, Holdings, Product, server_records

ACTIONS = int(os.environ.get("PER_SOAK_ACTIONS") or 36)
SEED = int(os.environ.get("PER_SOAK_SEED", "27") or random.SystemRandom().randrange(1 << 32))
LOG = ROOT / ".build" / "soak-log.txt"
SUMMARY = ROOT / ".build" / "soak-summary.txt"

DEVICE_NAMES = {"A": "Phone A", "B": "Laptop B", "C": "Tablet C"}
FOODS = ["Oats", "Rice", "Coffee", "Tea", "Pasta", "Flour", "Sugar", "Lentils", "Butter", "Cheese", "Honey",
         "Beans"]
LISTS = ["Groceries", "Weekly", "Party", "Market", "Pantry", "Camping"]
STORES = ["Lidl", "Aldi", "Tesco", "Dunnes", "SuperValu"]
SIZES = [("250", "g"), ("400", "g"), ("500", "g"), ("750", "g"), ("1", "kg"), ("1.5", "kg"), ("2", "kg")]
DAY = 86_400
# Fields whose concurrent writes PerKit reports as conflicts (what the shopper typed). The model
# keeps a product's pack count, pack size and unit as one field, its size, as the shopper types it.
CONFLICT_FIELDS = {"name", "price", "size", "deleted"}

# Keeps what each sync notice said (`#sync-notice`, shown when a sync replaced a change of this
# device's: one line a conflict), across reloads.
RECORD_NOTICES = """(() => {
    new MutationObserver((mutations) => {
        const notice = document.getElementById('sync-notice');
        if (!notice || notice.hidden || !mutations.some((m) => m.target.id === 'sync-notice-text')) return;
        const lines = [...notice.querySelectorAll('#sync-notice-text li')].map((line) => line.textContent.trim());
        const notices = JSON.parse(sessionStorage.getItem('soak.notices') ?? '[]');
        notices.push(lines);
        sessionStorage.setItem('soak.notices', JSON.stringify(notices));
    }).observe(document, { subtree: true, childList: true });
})();"""


def amount(text: str) -> Fraction:
    """An amount typed on the keypad ("3.49", "1.5"), exactly."""
    return Fraction(text)


def decimal(value: Fraction) -> str:
    """An amount as typed: 3.49, 500, 1.5."""
    return str(value.numerator) if value.denominator == 1 else format(float(value), "g")


class SessionClock:
    """The pages' time: `days` days before today at noon (UTC) to start with, running on in real
    time, and noon of the next day at each `next_day`. It never passes the server's clock."""

    def __init__(self, days: int) -> None:
        self.day = int(time.time()) // DAY * DAY - (days + 1) * DAY
        self.days_left = days
        self.offset = time.time() - (self.day + DAY / 2)

    def now(self) -> float:
        return time.time() - self.offset

    @property
    def date(self) -> str:
        return datetime.datetime.fromtimestamp(self.day, datetime.timezone.utc).date().isoformat()

    def next_day(self) -> None:
        self.day += DAY
        self.days_left -= 1
        self.offset = time.time() - (self.day + DAY / 2)


@dataclass(frozen=True)
class Write:
    """A field a device wrote, in the order the session made it (the order its stamp takes)."""

    order: int
    writer: str  # "A", "B", "C"; "C2" for C once it joined again (another device id)
    record: str
    field: str
    value: object
    base: int | None  # the order of the write of this field the device had when it wrote


@dataclass(frozen=True)
class Observation:
    writer: str  # the device's writer when it saw the price ("C2": C after it joined again)
    name: str
    date: str
    price: Fraction
    pack_size: Fraction
    unit: str
    store: str


class Household:
    """The household as the session made it: every write of every field by each device, what
    each device had seen when it wrote (its last sync), and every price seen. Last writer wins
    field by field, in the order of the writes; an edit of a product also writes that it isn't
    deleted, so that an edit made after a removal brings the product back."""

    def __init__(self) -> None:
        self.order = 0
        self.writes: list[Write] = []
        self.server: dict[str, dict[str, Write]] = defaultdict(dict)
        self.known: dict[str, dict[str, dict[str, Write]]] = {letter: defaultdict(dict) for letter in "ABC"}
        self.pending: dict[str, list[Write]] = {letter: [] for letter in "ABC"}
        self.writer = {letter: letter for letter in "ABC"}
        self.kinds: dict[str, str] = {}
        self.observations: dict[tuple[str, str, str], Observation] = {}
        self.removed: dict[str, Write] = {}

    def write(self, device: str, record: str, kind: str, values: dict[str, object]) -> int:
        """`device` writes `values`; only the fields whose values change are written (as
        PerKit's replica does), and `deleted` always."""
        self.order += 1
        self.kinds[record] = kind
        known = self.known[device][record]
        for field, value in values.items():
            previous = known.get(field)
            if previous is not None and previous.value == value and field != "deleted":
                continue
            write = Write(self.order, self.writer[device], record, field, value, previous and previous.order)
            known[field] = write
            self.pending[device].append(write)
            self.writes.append(write)
            if field == "deleted" and value:
                self.removed[record] = write
        return self.order

    def observe(self, device: str, product: str, name: str, date: str, price: Fraction, pack_size: Fraction,
                unit: str, store: str) -> None:
        """A price `device` entered for `product`: the last of each day is kept."""
        self.observations[(device, product, date)] = Observation(
            self.writer[device], name, date, price, pack_size, unit, store)

    def sync(self, device: str) -> None:
        """`device` sends what it wrote and takes every write the server has."""
        for write in self.pending[device]:
            current = self.server[write.record].get(write.field)
            if current is None or current.order < write.order:
                self.server[write.record][write.field] = write
        self.pending[device] = []
        for record, fields in self.server.items():
            known = self.known[device][record]
            for field, write in fields.items():
                if field not in known or known[field].order < write.order:
                    known[field] = write

    def latest(self) -> dict[str, dict[str, Write]]:
        """Each field's last write: what every device ends with."""
        latest: dict[str, dict[str, Write]] = defaultdict(dict)
        for write in self.writes:
            current = latest[write.record].get(write.field)
            if current is None or current.order < write.order:
                latest[write.record][write.field] = write
        return latest

    def expected(self) -> Holdings:
        """The lists and products the writes make, by last writer wins."""
        latest = self.latest()
        lists = {record: fields["name"].value for record, fields in latest.items() if self.kinds[record] == "list"}
        products = {}
        for record, fields in latest.items():
            if self.kinds[record] != "product" or fields["deleted"].value:
                continue
            value = {field: write.value for field, write in fields.items()}
            products[record] = Product(value["list"], value["name"], value["price"], *value["size"])
        return Holdings(lists, products, {})

    def conflicts(self, writer: str) -> tuple[set[str], set[str]]:
        """The records whose change by `writer` another device replaced without having seen it:
        those certain to be reported to `writer` (every later write of that field by another
        device was made without seeing it, and `writer` didn't write it again), and those that
        may be (at least one was; which one the device takes first depends on when it syncs)."""
        certain: set[str] = set()
        possible: set[str] = set()
        by_field: dict[tuple[str, str], list[Write]] = defaultdict(list)
        for write in self.writes:
            by_field[(write.record, write.field)].append(write)
        for (record, field), writes in by_field.items():
            if field not in CONFLICT_FIELDS:
                continue
            own = [write for write in writes if write.writer == writer]
            for mine in own:
                others = [write for write in writes if write.writer != writer and write.order > mine.order]
                unseen = [write for write in others
                          if (write.base is None or write.base < mine.order) and write.value != mine.value]
                if unseen:
                    possible.add(record)
                if others and len(unseen) == len(others) and mine is own[-1]:
                    certain.add(record)
        return certain, possible


class Session:
    """The scripted session: the devices, the model of what they did, and the counts."""

    def __init__(self, browser: Browser, server: PerServer, rng: random.Random) -> None:
        self.browser = browser
        self.server = server
        self.rng = rng
        self.clock = SessionClock(max(3, ACTIONS // 5))
        self.model = Household()
        self.devices: dict[str, Device] = {}
        self.ids: dict[str, str] = {}  # writer → device id
        self.counts = defaultdict(int)
        self.touched: set[tuple[str, str]] = set()
        self.serial = 0
        self.prices: dict[str, set[Fraction]] = defaultdict(set)
        self.started = time.monotonic()
        LOG.parent.mkdir(parents=True, exist_ok=True)
        self.log_file = open(LOG, "w")
        self.note(f"seed {SEED}, {ACTIONS} actions, from {self.clock.date}")

    def note(self, text: str) -> None:
        self.log_file.write(f"{time.monotonic() - self.started:6.1f} s  {text}\n")
        self.log_file.flush()

    def close(self) -> None:
        for device in self.devices.values():
            device.close()
        self.log_file.close()

    def device(self, letter: str, url: str) -> Device:
        device = Device(self.browser, url, clock_time=self.clock.now(), init_script=RECORD_NOTICES,
                        timezone_id="UTC")
        self.devices[letter] = device
        return device

    # Names, prices and sizes: each name is used once, each price once per product, so that
    # every edit changes what it edits on every device, whatever that device has seen.

    def new_name(self, words: list[str]) -> str:
        self.serial += 1
        return f"{self.rng.choice(words)} {self.serial}"

    def new_price(self, product: str | None) -> str:
        """A price `product` never had (any price for a new product)."""
        while True:
            cents = self.rng.randrange(89, 1999)
            if Fraction(cents, 100) not in self.prices[product]:
                if product is not None:
                    self.prices[product].add(Fraction(cents, 100))
                return f"{cents // 100}.{cents % 100:02d}"

    # The session.

    def start(self) -> None:
        """A names its list and adds a product, creates the household "Home", and invites B and
        C, who join by opening the invite link."""
        a = self.device("A", self.server.url)
        name = self.new_name(LISTS)
        a.per.rename_list(name)
        (list_id, _), = a.kept().lists.items()
        self.model.write("A", list_id, "list", {"name": name})
        self.note(f"#{self.model.order} A names its list {name}")
        self.add_product("A")
        a.create_household("Home", DEVICE_NAMES["A"])
        self.model.sync("A")
        self.ids["A"] = a.credentials["device"]["id"]
        for letter in "BC":
            link = a.invite()
            device = self.device(letter, link)
            device.join(DEVICE_NAMES[letter])
            self.model.sync(letter)
            self.ids[letter] = device.credentials["device"]["id"]
            self.note(f"{letter} joins")
        for letter, device in self.devices.items():
            wait_until_offline_ready(device.page)
            settings = device.open_settings()
            expect(settings.get_by_role("checkbox", name="Remember prices")).to_be_checked()
            device.close_settings()

    def run(self) -> None:
        episode_at = self.rng.randint(ACTIONS * 2 // 5, ACTIONS * 3 // 5)
        day_at = self.counts["actions"] + self.rng.randint(4, 10)
        while self.counts["actions"] < ACTIONS:
            if self.counts["actions"] >= day_at and self.clock.days_left > 0:
                self.next_day()
                day_at = self.counts["actions"] + self.rng.randint(4, 10)
            if self.counts["actions"] >= episode_at and not self.counts["rejoins"]:
                self.removal_episode()
                continue
            self.turn(self.rng.choice("ABC"))

    def next_day(self) -> None:
        self.clock.next_day()
        for device in self.devices.values():
            device.context.clock.set_system_time(self.clock.now())
        self.counts["days"] += 1
        self.note(f"-- {self.clock.date}")

    def sync(self, letter: str) -> None:
        self.devices[letter].sync_now()
        self.model.sync(letter)

    def turn(self, letter: str, actions: int | None = None, stays_online: bool = False) -> None:
        """One device's turn: offline, it may come back online; online, it syncs first, then may
        go offline; a few actions; then Sync now (which, offline, keeps the edits waiting)."""
        device = self.devices[letter]
        self.counts["turns"] += 1
        self.touched = set()
        self.note(f"{letter}'s turn" + (" (offline)" if device.is_offline else ""))
        if device.is_offline and self.rng.random() < 0.6:
            self.go_online(letter)
        if not device.is_offline:
            self.sync(letter)
            if not stays_online and self.rng.random() < 0.25:
                device.set_offline(True)
                self.action(letter, "goes offline")
        for _ in range(actions or self.rng.randint(1, 3)):
            if self.counts["actions"] >= ACTIONS:
                break
            self.act(letter)
        self.end_turn(letter)

    def end_turn(self, letter: str) -> None:
        device = self.devices[letter]
        if device.is_offline:
            device.sync_offline()
        else:
            self.sync(letter)

    def go_online(self, letter: str) -> None:
        self.devices[letter].set_offline(False)
        self.model.sync(letter)
        self.action(letter, "comes back online")

    def action(self, letter: str, text: str) -> None:
        self.counts["actions"] += 1
        self.note(f"#{self.model.order} {letter} {text}")

    def editable(self, held: Holdings) -> list[str]:
        """The products the device shows that this turn hasn't written yet, by name: a field is
        written at most once a turn, so that each write has a stamp of its own."""
        products = sorted((product.name, record) for record, product in held.products.items()
                          if not any((record, field) in self.touched for field in ("price", "name", "deleted")))
        return [record for _, record in products]

    def act(self, letter: str) -> None:
        """One action of `letter`, chosen among those its lists allow."""
        choices = [(self.add_product, 4), (self.rename_list, 1), (self.add_list, 0.6), (self.reload, 0.6)]
        if self.editable(self.devices[letter].kept()):
            choices += [(self.edit_price, 4), (self.rename_product, 2), (self.remove_product, 1.5)]
        actions, weights = zip(*choices)
        self.rng.choices(actions, weights)[0](letter)

    def open_list(self, letter: str, record: str, held: Holdings) -> None:
        device = self.devices[letter]
        device.show_list_screen()
        device.per.open_list(held.lists[record])

    def pick_product(self, letter: str) -> tuple[str, Holdings]:
        """A product to change: half the time one of the last written (by any device), which
        makes concurrent changes of one product, and conflicts, common."""
        held = self.devices[letter].kept()
        products = self.editable(held)
        if self.rng.random() < 0.5:
            last = {write.record: write.order for write in self.model.writes}
            products = sorted(products, key=lambda record: -last.get(record, 0))[:3]
        return self.rng.choice(products), held

    def written(self, letter: str, record: str, kind: str, values: dict[str, object]) -> None:
        self.model.write(letter, record, kind, values)
        self.touched.update((record, field) for field in values)

    def add_product(self, letter: str) -> None:
        device = self.devices[letter]
        held = device.kept()
        record = self.rng.choice(sorted(held.lists, key=held.lists.get))
        name = self.new_name(FOODS)
        quantity, unit = self.rng.choice(SIZES)
        price = self.new_price(None)
        store = self.rng.choice(STORES)
        self.open_list(letter, record, held)
        device.per.add_product(quantity, price, unit=unit, name=name, store=store)
        product = next(key for key, item in device.kept().products.items() if item.name == name)
        self.prices[product].add(amount(price))
        self.written(letter, product, "product", {
            "list": record, "name": name, "price": amount(price), "size": (Fraction(1), amount(quantity), unit),
            "deleted": False})
        self.model.observe(letter, product, name, self.clock.date, amount(price), amount(quantity), unit, store)
        self.action(letter, f"adds {name}, {quantity} {unit} for {price} at {store}, to {held.lists[record]}")

    def edit_price(self, letter: str) -> None:
        device = self.devices[letter]
        record, held = self.pick_product(letter)
        product = held.products[record]
        price = self.new_price(record)
        store = self.rng.choice(STORES)
        values: dict[str, object] = {"price": amount(price), "deleted": False}
        quantity, unit = None, None
        if self.rng.random() < 0.3:
            quantity, unit = self.rng.choice([size for size in SIZES
                                              if (amount(size[0]), size[1]) != (product.pack_size, product.unit)])
            values["size"] = (Fraction(1), amount(quantity), unit)
        self.open_list(letter, product.list, held)
        device.per.edit_product(product.name, quantity=quantity, unit=unit, price=price, store=store)
        self.written(letter, record, "product", values)
        self.model.observe(letter, record, product.name, self.clock.date, amount(price),
                           amount(quantity) if quantity else product.pack_size, unit or product.unit, store)
        size = f", {quantity} {unit}" if quantity else ""
        self.action(letter, f"edits {product.name}: {price}{size} at {store}")

    def rename_product(self, letter: str) -> None:
        device = self.devices[letter]
        record, held = self.pick_product(letter)
        product = held.products[record]
        name = self.new_name(FOODS)
        store = self.rng.choice(STORES)
        self.open_list(letter, product.list, held)
        device.per.edit_product(product.name, new_name=name, store=store)
        self.written(letter, record, "product", {"name": name, "deleted": False})
        self.model.observe(letter, record, name, self.clock.date, product.price, product.pack_size, product.unit,
                           store)
        self.action(letter, f"renames {product.name} {name} (at {store})")

    def remove_product(self, letter: str) -> None:
        device = self.devices[letter]
        record, held = self.pick_product(letter)
        product = held.products[record]
        self.open_list(letter, product.list, held)
        device.per.remove_product(product.name)
        self.written(letter, record, "product", {"deleted": True})
        self.action(letter, f"removes {product.name}")

    def rename_list(self, letter: str) -> None:
        device = self.devices[letter]
        held = device.kept()
        lists = [record for record in sorted(held.lists, key=held.lists.get) if (record, "name") not in self.touched]
        if not lists:
            return self.add_product(letter)
        record = self.rng.choice(lists)
        name = self.new_name(LISTS)
        self.open_list(letter, record, held)
        device.per.rename_list(name)
        self.written(letter, record, "list", {"name": name})
        self.action(letter, f"renames the list {held.lists[record]} {name}")

    def add_list(self, letter: str) -> None:
        device = self.devices[letter]
        name = self.new_name(LISTS)
        device.show_list_screen()
        device.per.new_list(name)
        record = next(key for key, value in device.kept().lists.items() if value == name)
        self.written(letter, record, "list", {"name": name})
        self.action(letter, f"adds the list {name}")

    def reload(self, letter: str) -> None:
        self.devices[letter].reload()
        self.counts["reloads"] += 1
        self.action(letter, "reloads")

    def removal_episode(self) -> None:
        """A removes C (both synced first), edits; C finds out, edits meanwhile, and joins again
        with A's new invite."""
        a, c = self.devices["A"], self.devices["C"]
        for letter in "CA":
            if self.devices[letter].is_offline:
                self.go_online(letter)
            self.sync(letter)
        a.remove_device(DEVICE_NAMES["C"])
        self.action("A", "removes Tablet C")
        self.turn("A", self.rng.randint(1, 2), stays_online=True)
        self.counts["turns"] += 1
        self.touched = set()
        c.learn_removal()
        self.model.writer["C"] = "C2"  # C's next writes go out under its new device id
        for _ in range(self.rng.randint(1, 2)):
            self.act("C")
        link = a.invite()
        c.join(DEVICE_NAMES["C"], link)
        self.model.sync("C")
        self.ids["C2"] = c.credentials["device"]["id"]
        self.counts["rejoins"] += 1
        self.action("C", "joins again with A's invite")

    def settle(self) -> list[str]:
        """Every device online, then syncs round after round until a round changes nothing.
        Returns what didn't settle."""
        for letter, device in self.devices.items():
            if device.is_offline:
                self.go_online(letter)
        previous = None
        for _ in range(6):
            for letter in "ABC":
                self.sync(letter)
            kept = {letter: device.kept() for letter, device in self.devices.items()}
            if kept == previous:
                return []
            previous = kept
        return ["the devices were still changing after 6 rounds of syncs"]


def test_sync_soak(browser: Browser, server: PerServer) -> None:
    session = Session(browser, server, random.Random(SEED))
    replay = f"PER_SOAK_SEED={SEED} PER_SOAK_ACTIONS={ACTIONS} replays it; the actions are in {LOG}"
    problems: list[str] = []
    try:
        session.start()
        session.run()
        session.note("settling")
        problems += session.settle()
        session.note("checking")
        problems += check(session)
    except Exception as error:
        # What each page shows (an alert says why a sync failed), for the report and the log.
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        for letter, device in session.devices.items():
            device.page.screenshot(path=str(ARTIFACTS / f"soak-{letter}.png"))
            if device.per.whoops.is_visible():
                problems.append(f"{letter} shows “{plain(device.per.whoops.inner_text())}”")
        session.note(f"stopped: {error}")
        raise AssertionError(f"sync soak, seed {SEED}, stopped after {session.counts['actions']} actions ({replay}; "
                             f"screenshots in {ARTIFACTS}/soak-*.png): {error}\n" + "\n".join(problems)) from error
    finally:
        problems += [f"{letter}: {error}" for letter, device in session.devices.items() for error in device.errors]
        print("\n" + summarise(session, problems))
        session.close()
    assert not problems, f"sync soak, seed {SEED} ({replay}):\n" + "\n".join(problems)


# MARK: Checks


def check(session: Session) -> list[str]:
    problems: list[str] = []
    devices = session.devices
    shown = {letter: (device.shown_lists(), device.shown_book()) for letter, device in devices.items()}
    for letter in "BC":
        problems += compare_shown(f"A and {letter}", shown["A"], shown[letter])
    token = devices["A"].credentials["token"]
    server = Holdings.of_records(server_records(session.server.url, token))
    kept = {letter: device.kept() for letter, device in devices.items()}
    for letter, holdings in kept.items():
        problems += compare_holdings(letter, holdings.without_devices(), "the server", server.without_devices(),
                                     session)
    problems += compare_holdings("the edits' last writers", session.model.expected(), "the server",
                                 Holdings(server.lists, server.products, {}), session)
    problems += check_observations(session, kept, server)
    problems += check_conflicts(session)
    return problems


def compare_shown(which: str, one, other) -> list[str]:
    problems = []
    (lists, book), (other_lists, other_book) = one, other
    if list(lists) != list(other_lists):
        problems.append(f"{which} show other lists: {list(lists)} and {list(other_lists)}")
    for name in lists.keys() & other_lists.keys():
        if lists[name] != other_lists[name]:
            problems.append(f"{which} show the list {name} otherwise:\n  {lists[name]}\n  {other_lists[name]}")
    if book["entries"] != other_book["entries"]:
        problems.append(f"{which} show other price books:\n  {book['entries']}\n  {other_book['entries']}")
    for name in book["histories"].keys() & other_book["histories"].keys():
        if book["histories"][name] != other_book["histories"][name]:
            problems.append(f"{which} show other histories of {name}:\n  {book['histories'][name]}\n"
                            f"  {other_book['histories'][name]}")
    return problems


def compare_holdings(first: str, one: Holdings, second: str, other: Holdings, session: Session) -> list[str]:
    """The lists, products and entries that differ, by record: only on one side, or with other
    values (and which writes made them)."""
    problems = []
    for kind in ("lists", "products", "entries"):
        mine, theirs = getattr(one, kind), getattr(other, kind)
        for record in sorted(mine.keys() | theirs.keys()):
            value, other_value = mine.get(record), theirs.get(record)
            if value == other_value:
                continue
            label = describe(record, value or other_value)
            if value is None or other_value is None:
                has, lacks = (second, first) if value is None else (first, second)
                problems.append(f"{label}: on {has}, not on {lacks}" + removal(session, record))
            else:
                problems.append(f"{label}: {first} and {second} differ: "
                                + differences(value, other_value, record, session))
    return problems


def describe(record: str, value) -> str:
    if isinstance(value, str):
        return f"list {value!r} ({record[:8]})"
    name = getattr(value, "name", None) or getattr(value, "product", None)
    kind = "product" if hasattr(value, "list") else f"entry of {value.date}"
    return f"{kind} {name!r} ({record[:8]})"


def removal(session: Session, record: str) -> str:
    write = session.model.removed.get(record)
    if write is None:
        return ""
    later = [other for other in session.model.writes if other.record == record and other.order > write.order]
    return (f" (removed by {write.writer} at #{write.order}"
            + (f", edited after at #{later[-1].order} by {later[-1].writer})" if later else ", not edited after)"))


def differences(first, second, record: str, session: Session) -> str:
    """The fields of a list or product that differ, each with the writes of either value."""
    def fields(value) -> dict[str, object]:
        if isinstance(value, str):
            return {"name": value}
        return {"list": value.list, "name": value.name, "price": value.price,
                "size": (value.pack_count, value.pack_size, value.unit)}

    def text(value) -> str:
        if isinstance(value, tuple):
            count, size, unit = value
            return (f"{decimal(count)} × " if count != 1 else "") + f"{decimal(size)} {unit}"
        return str(value)

    parts = []
    one, other = fields(first), fields(second)
    for field in one:
        if one[field] == other[field]:
            continue
        who = [f"#{write.order} {write.writer}" for write in session.model.writes
               if write.record == record and write.field == field and write.value in (one[field], other[field])]
        parts.append(f"{field} {text(one[field])} / {text(other[field])}"
                     + (f" (written: {', '.join(who)})" if who else ""))
    return "; ".join(parts)


def check_observations(session: Session, kept: dict[str, Holdings], server: Holdings) -> list[str]:
    """Every observation (each device's last price of a product on a day) is an entry on every
    device and on the server, with the device that saw it."""
    problems = []
    session.counts["observations"] = len(session.model.observations)
    kept_everywhere = 0
    for (device, product, date), seen in sorted(session.model.observations.items(), key=lambda item: item[0][2]):
        missing = []
        for letter, holdings in [*kept.items(), ("the server", server)]:
            # The server names the device; a device tells its own prices (None) from those of
            # other devices ("other"). C's prices from before it joined again may be either.
            if letter == "the server":
                devices = {session.ids.get(seen.writer)}
            elif letter != device:
                devices = {"other"}
            else:
                devices = {None} if seen.writer == session.model.writer[letter] else {None, "other"}
            if not any(entry.product == seen.name and entry.date == seen.date and entry.price == seen.price
                       and entry.pack_size == seen.pack_size and entry.unit == seen.unit and entry.store == seen.store
                       and not entry.sale and entry.device in devices for entry in holdings.entries.values()):
                missing.append(letter)
        if missing:
            holdings = server if "the server" in missing else kept[missing[0]]
            near = [f"{decimal(entry.price)} for {decimal(entry.pack_size)} {entry.unit} at {entry.store}"
                    f" by {entry.device and entry.device[:6]}" for entry in holdings.entries.values()
                    if entry.product == seen.name and entry.date == seen.date]
            who = f"{seen.writer}, {session.ids.get(seen.writer, '?')[:6]}"
            problems.append(f"the price {device} saw on {date} (as {who}), {seen.name} {decimal(seen.price)} for "
                            f"{decimal(seen.pack_size)} {seen.unit} at {seen.store}, is not on {', '.join(missing)} as "
                            f"{device}'s; {missing[-1]} has that day: {near or 'nothing'}")
        else:
            kept_everywhere += 1
    session.counts["observations kept"] = kept_everywhere
    return problems


def check_conflicts(session: Session) -> list[str]:
    """A device is told of each change of its own that another device replaced without having
    seen it (a notice, and an event in its Sync history), and of no other."""
    problems = []
    for letter, device in session.devices.items():
        writers = [letter] if letter != "C" else ["C", "C2"]
        certain = session.model.conflicts(writers[-1])[0]
        possible = set().union(*(session.model.conflicts(writer)[1] for writer in writers))
        notices = device.page.evaluate("() => JSON.parse(sessionStorage.getItem('soak.notices') ?? '[]')")
        # The history as the replica keeps it (by record), and as the dialog shows it.
        history = (device.replica() or {}).get("history", [])
        shown = device.sync_history(len(history))
        session.counts["notices"] += len(notices)
        session.counts["conflicts in history"] += len(history)
        session.counts["conflicts certain"] += len(certain)
        session.counts["conflicts possible"] += len(possible)
        session.note(f"{letter}: notices {notices}; history {[conflict['message'] for conflict in history]}; "
                     f"certain {names(session, certain)}; possible {names(session, possible)}")
        told = {conflict["record"] for conflict in history}
        if certain and not notices:
            problems.append(f"{letter} showed no sync notice, though changes of its own were replaced by devices "
                            f"that hadn't seen them: {names(session, certain)}")
        if certain - told:
            problems.append(f"{letter}'s Sync history lacks changes of its own replaced by devices that hadn't "
                            f"seen them: {names(session, certain - told)} (it lists {shown})")
        if told - possible:
            problems.append(f"{letter}'s Sync history lists changes that no device replaced without seeing them: "
                            + "; ".join(conflict["message"] for conflict in history
                                        if conflict["record"] not in possible))
        if notices and not possible:
            problems.append(f"{letter} showed sync notices though no change of its own could have been replaced: "
                            f"{notices}")
        unread = [conflict["message"] for conflict in history
                  if not any(text.startswith(conflict["message"]) for text in shown)]
        if unread:
            problems.append(f"{letter}'s Sync history dialog doesn't show {unread}: it shows {shown}")
    return problems


def names(session: Session, records: set[str]) -> str:
    latest = session.model.latest()
    return ", ".join(sorted(str(latest[record]["name"].value) for record in records if "name" in latest[record]))


def summarise(session: Session, problems: list[str]) -> str:
    """The session's counts, in one line (also in .build/soak-summary.txt, with the problems)."""
    counts = session.counts
    syncs = sum(device.syncs for device in session.devices.values())
    days = counts["days"] + 1
    summary = (f"sync soak: seed {SEED}, {counts['actions']} actions in {counts['turns']} turns over "
               f"{days} day{'s' * (days != 1)} ({counts['reloads']} reloads, {counts['rejoins']} rejoin), "
               f"{syncs} syncs, "
               f"{counts['notices']} sync notices, {counts['conflicts in history']} conflicts in Sync history "
               f"(certain {counts['conflicts certain']}, possible {counts['conflicts possible']}), "
               f"observations made {counts['observations']}, kept {counts['observations kept']}; "
               f"{len(problems)} problems; {time.monotonic() - session.started:.0f} s")
    SUMMARY.parent.mkdir(parents=True, exist_ok=True)
    SUMMARY.write_text(summary + "\n" + "".join(problem + "\n" for problem in problems))
    session.note(summary)
    return summary
