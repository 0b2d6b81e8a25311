"""Settings › Sync and the Sync history in German, French and Spanish: the status line, the
devices with their marks and when they were last seen, the invite, the dialog that asks before
removing a device and a conflict's words are PerKit's, in the page's language. Every word checked
here is written out as PerKit's catalogs have it (Sources/PerKit/Text/Catalog/Phrase+*.swift), so
that a missing translation fails. Screenshots of Settings › Sync with a household in each
language at 320 and 390 px go to e2e/artifacts/language-*-sync.png."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from playwright.sync_api import Browser, Locator, expect

from conftest import ARTIFACTS, PerServer, wait_until_offline_ready
from perpage import PerPage, choose_language
from persync import Device
from test_languages import ENGLISH, FRENCH, GERMAN, PHONES, SPANISH, add_product, assert_no_axe_violations
from test_languages import Language as PageLanguage
from test_sync import syncing  # noqa: F401 (fixture)


@dataclass(frozen=True)
class SyncWords:
    """A language's words for Settings › Sync, literally as its catalog has them."""

    page: PageLanguage
    #: The names these tests give: the household, this device and the other one.
    home: str
    phone: str
    laptop: str
    create_household: str
    household_name: str
    device_name: str
    create: str
    invite_link: str
    join: str
    #: The name PerKit gives Chromium on Linux, as the device name to start from.
    chrome_on_linux: str
    synced_just_now: str
    #: The status line with changes waiting offline.
    offline: re.Pattern[str]
    devices: str
    this_device: str
    active_now: str
    sync_now: str
    invite_device: str
    invite_qr_code: str
    invite_link_to_open: str
    #: What an invite says, with the time it expires as `\d{1,2}:\d{2}`.
    invite_expiry: re.Pattern[str]
    #: The Remove button's name, the dialog's question and what it says, "{device}" and
    #: "{household}" for the names.
    remove_device: str
    removal_question: str
    other_device_leaves: str
    this_device_leaves: str
    remove: str
    sync_history: str

    @property
    def code(self) -> str:
        return self.page.code

    def removal(self, template: str, device: str) -> str:
        return template.replace("{device}", device).replace("{household}", self.home)


ENGLISH_SYNC = SyncWords(
    page=ENGLISH, home="Home", phone="Phone A", laptop="Laptop B",
    create_household="Create household", household_name="Household name", device_name="Device name",
    create="Create", invite_link="Invite link", join="Join", chrome_on_linux="Chrome on Linux",
    synced_just_now="Synced just now", offline=re.compile(r"^Offline — [1-9]\d* changes? waiting$"),
    devices="Devices", this_device="This device", active_now="Active now", sync_now="Sync now",
    invite_device="Invite device", invite_qr_code="Invite QR code",
    invite_link_to_open="Invite link to open on the new device",
    invite_expiry=re.compile(
        r"^Works once, until \d{1,2}:\d{2}( [AaPp]\.?[Mm]\.?)?\. On the new device, scan the code or open the link\.$"),
    remove_device="Remove device {device}", removal_question="Remove {device} from {household}?",
    other_device_leaves="{device} will stop syncing with {household}. It keeps its own lists and price book, and can "
                        "join again with a new invite.",
    this_device_leaves="This device will leave {household} and stop syncing. It keeps its own lists and price book, "
                       "and can join again with a new invite.",
    remove="Remove", sync_history="Sync history",
)

GERMAN_SYNC = SyncWords(
    page=GERMAN, home="Zuhause", phone="Handy A", laptop="Laptop B",
    create_household="Haushalt erstellen", household_name="Name des Haushalts", device_name="Gerätename",
    create="Erstellen", invite_link="Einladungslink", join="Beitreten", chrome_on_linux="Chrome auf Linux",
    synced_just_now="Gerade synchronisiert",
    offline=re.compile(r"^Offline – (1 Änderung|([2-9]|\d\d+) Änderungen) ausstehend$"),
    devices="Geräte", this_device="Dieses Gerät", active_now="Gerade aktiv", sync_now="Jetzt synchronisieren",
    invite_device="Gerät einladen", invite_qr_code="Einladungs-QR-Code",
    invite_link_to_open="Einladungslink zum Öffnen auf dem neuen Gerät",
    invite_expiry=re.compile(
        r"^Gilt einmal, bis \d{1,2}:\d{2}\. Scanne auf dem neuen Gerät den Code oder öffne den Link\.$"),
    remove_device="Gerät {device} entfernen", removal_question="{device} aus {household} entfernen?",
    other_device_leaves="{device} synchronisiert dann nicht mehr mit {household}. Das Gerät behält seine eigenen "
                        "Listen und sein Preisbuch und kann mit einer neuen Einladung wieder beitreten.",
    this_device_leaves="Dieses Gerät verlässt {household} und synchronisiert nicht mehr. Es behält seine eigenen "
                       "Listen und sein Preisbuch und kann mit einer neuen Einladung wieder beitreten.",
    remove="Entfernen", sync_history="Sync-Verlauf",
)

FRENCH_SYNC = SyncWords(
    page=FRENCH, home="Maison", phone="Téléphone A", laptop="Portable B",
    create_household="Créer un foyer", household_name="Nom du foyer", device_name="Nom de l'appareil",
    create="Créer", invite_link="Lien d'invitation", join="Rejoindre", chrome_on_linux="Chrome sur Linux",
    synced_just_now="Synchronisé à l'instant",
    offline=re.compile(r"^Hors ligne — (1 modification|([2-9]|\d\d+) modifications) en attente$"),
    devices="Appareils", this_device="Cet appareil", active_now="Actif maintenant",
    sync_now="Synchroniser maintenant", invite_device="Inviter un appareil", invite_qr_code="QR code d'invitation",
    invite_link_to_open="Lien d'invitation à ouvrir sur le nouvel appareil",
    invite_expiry=re.compile(
        r"^Valable une fois, jusqu'à \d{1,2}:\d{2}\. Sur le nouvel appareil, scannez le code ou ouvrez le lien\.$"),
    remove_device="Retirer l'appareil {device}", removal_question="Retirer {device} du foyer {household} ?",
    other_device_leaves="{device} ne se synchronisera plus avec {household}. L'appareil garde ses propres listes et "
                        "son carnet de prix, et peut revenir avec une nouvelle invitation.",
    this_device_leaves="Cet appareil quittera {household} et ne se synchronisera plus. Il garde ses propres listes et "
                       "son carnet de prix, et peut revenir avec une nouvelle invitation.",
    remove="Retirer", sync_history="Historique de synchronisation",
)

SPANISH_SYNC = SyncWords(
    page=SPANISH, home="Casa", phone="Móvil A", laptop="Portátil B",
    create_household="Crear hogar", household_name="Nombre del hogar", device_name="Nombre del dispositivo",
    create="Crear", invite_link="Enlace de invitación", join="Unirse", chrome_on_linux="Chrome en Linux",
    synced_just_now="Sincronizado ahora mismo",
    offline=re.compile(r"^Sin conexión: (1 cambio pendiente|([2-9]|\d\d+) cambios pendientes)$"),
    devices="Dispositivos", this_device="Este dispositivo", active_now="Activo ahora", sync_now="Sincronizar ahora",
    invite_device="Invitar dispositivo", invite_qr_code="Código QR de invitación",
    invite_link_to_open="Enlace de invitación para abrir en el nuevo dispositivo",
    invite_expiry=re.compile(
        r"^Sirve una vez, hasta \d{1,2}:\d{2}\. En el nuevo dispositivo, escanea el código o abre el enlace\.$"),
    remove_device="Quitar el dispositivo {device}", removal_question="¿Quitar {device} de {household}?",
    other_device_leaves="{device} dejará de sincronizarse con {household}. El dispositivo conserva sus propias listas "
                        "y su libreta de precios, y puede volver a unirse con una nueva invitación.",
    this_device_leaves="Este dispositivo saldrá de {household} y dejará de sincronizarse. Conserva sus propias "
                       "listas y su libreta de precios, y puede volver a unirse con una nueva invitación.",
    remove="Quitar", sync_history="Historial de sincronización",
)

TRANSLATED = [GERMAN_SYNC, FRENCH_SYNC, SPANISH_SYNC]


def by_code(words: SyncWords) -> str:
    return words.code


class Speaker:
    """A device of a household whose page speaks `words`' language, driven by its names."""

    def __init__(self, device: Device, words: SyncWords) -> None:
        self.device = device
        self.words = words
        self.page = device.page

    @property
    def settings(self) -> Locator:
        return self.page.get_by_role("dialog", name=self.words.page.settings, exact=True)

    @property
    def status(self) -> Locator:
        return self.settings.locator("#sync-status")

    @property
    def devices(self) -> Locator:
        return self.settings.get_by_role("list", name=self.words.devices, exact=True).get_by_role("listitem")

    def button(self, name: str) -> Locator:
        return self.settings.get_by_role("button", name=name, exact=True)

    def open_settings(self) -> Locator:
        if not self.settings.is_visible():
            self.page.get_by_role("button", name=self.words.page.settings, exact=True).click()
        expect(self.settings).to_be_visible()
        return self.settings

    def close_settings(self) -> None:
        self.button(self.words.page.done).click()
        expect(self.settings).to_be_hidden()

    def create_household(self) -> None:
        """Creates the household, after checking the name PerKit suggests for this device."""
        settings = self.open_settings()
        self.button(self.words.create_household).click()
        device_name = settings.get_by_role("textbox", name=self.words.device_name, exact=True)
        expect(device_name).to_have_value(self.words.chrome_on_linux)
        settings.get_by_role("textbox", name=self.words.household_name, exact=True).fill(self.words.home)
        device_name.fill(self.words.phone)
        self.button(self.words.create).click()
        expect(self.status).to_have_text(self.words.synced_just_now)

    def invite(self) -> str:
        """Asks for an invite; answers its link once its QR code and expiry show."""
        settings = self.open_settings()
        self.button(self.words.invite_device).click()
        expect(settings.get_by_role("img", name=self.words.invite_qr_code, exact=True)).to_be_visible()
        expect(settings.locator("#sync-invite-expiry")).to_have_text(self.words.invite_expiry)
        link = settings.get_by_role("textbox", name=self.words.invite_link_to_open, exact=True)
        expect(link).to_have_value(re.compile(r"#join=[A-Za-z0-9_-]+$"))
        return link.input_value()

    def join(self, device_name: str) -> None:
        """Joins on the form an opened invite link filled in."""
        settings = self.settings
        expect(settings).to_be_visible()
        expect(settings.get_by_role("textbox", name=self.words.invite_link, exact=True)).not_to_have_value("")
        settings.get_by_role("textbox", name=self.words.device_name, exact=True).fill(device_name)
        self.button(self.words.join).click()
        expect(self.status).to_have_text(self.words.synced_just_now)

    def sync_now(self, status: str | re.Pattern[str] | None = None) -> None:
        self.open_settings()
        self.button(self.words.sync_now).click()
        expect(self.status).to_have_text(status or self.words.synced_just_now)
        expect(self.button(self.words.sync_now)).to_be_enabled()

    def set_price(self, product: str, price: str) -> None:
        """Types a new price for `product` (its Edit button named in the language; the price
        field, the keypad's Clear and Save by their ids) and saves it."""
        per = PerPage(self.page)
        edit = self.words.page.edit_named.replace("{product}", product)
        self.page.get_by_role("button", name=edit, exact=True).click()
        per.wait_for_sheet_animation()
        self.page.locator("#price-field").click()
        self.page.locator("#keypad button[data-key=clear]").click()
        self.page.keyboard.type(price)
        self.page.locator("#sheet-submit").click()
        expect(self.page.locator("#sheet")).not_to_have_attribute("open", "")


def household(browser: Browser, server: PerServer, words: SyncWords, **options) -> tuple[Speaker, Speaker]:
    """A creates the household; B joins it by opening A's invite link. Both speak `words`'."""
    a = Speaker(Device(browser, server.url, locale=words.page.locale, **options), words)
    a.create_household()
    link = a.invite()
    b = Speaker(Device(browser, link, locale=words.page.locale, **options), words)
    b.join(words.laptop)
    return a, b


def close(*speakers: Speaker) -> None:
    errors = [error for speaker in speakers for error in speaker.device.errors]
    for speaker in speakers:
        speaker.device.close()
    assert errors == [], f"errors in the pages: {errors}"


@pytest.mark.parametrize("words", TRANSLATED, ids=by_code)
def test_settings_sync_speaks_the_pages_language(
    browser: Browser, syncing: PerServer, words: SyncWords  # noqa: F811
) -> None:
    a, b = household(browser, syncing, words)
    try:
        # A lists both devices, itself marked, each active now.
        a.close_settings()
        a.open_settings()  # opening Settings brings the devices up to date
        expect(a.devices).to_have_count(2)
        mine = a.devices.filter(has_text=words.phone)
        expect(mine).to_contain_text(words.this_device)
        expect(mine).to_contain_text(words.active_now)
        theirs = a.devices.filter(has_text=words.laptop)
        expect(theirs).not_to_contain_text(words.this_device)
        expect(theirs).to_contain_text(words.active_now)
        expect(a.status).to_have_text(words.synced_just_now)

        # Removing the other device asks first, in the language; Cancel keeps it.
        a.button(words.removal(words.remove_device, words.laptop)).click()
        dialog = a.page.get_by_role("alertdialog", name=words.removal(words.removal_question, words.laptop), exact=True)
        expect(dialog).to_be_visible()
        expect(dialog).to_have_accessible_description(words.removal(words.other_device_leaves, words.laptop))
        cancel = dialog.get_by_role("button", name=words.page.cancel, exact=True)
        expect(cancel).to_be_focused()
        expect(dialog.get_by_role("button", name=words.remove, exact=True)).to_be_visible()
        cancel.click()
        expect(dialog).to_be_hidden()

        # Removing this device says that it leaves the household.
        a.button(words.removal(words.remove_device, words.phone)).click()
        dialog = a.page.get_by_role("alertdialog", name=words.removal(words.removal_question, words.phone), exact=True)
        expect(dialog).to_have_accessible_description(words.removal(words.this_device_leaves, words.phone))
        dialog.get_by_role("button", name=words.page.cancel, exact=True).click()
        expect(dialog).to_be_hidden()
        expect(a.devices).to_have_count(2)

        # B, too, marks itself.
        b.close_settings()
        b.open_settings()
        expect(b.devices.filter(has_text=words.laptop)).to_contain_text(words.this_device)
    finally:
        close(a, b)


def test_a_conflict_in_german_and_then_in_french(browser: Browser, syncing: PerServer) -> None:  # noqa: F811
    """A's price, changed offline, is replaced by B's later one: the notice and the Sync history
    say so in German, the prices in euros as the locale writes them; in French once Settings › Language chooses it, with the status line and
    the devices."""
    words = GERMAN_SYNC
    a = Speaker(Device(browser, syncing.url, locale=GERMAN.locale), words)
    b = None
    try:
        add_product(a.page, GERMAN, "500", "3.99", "Marke A")
        a.create_household()
        link = a.invite()
        b = Speaker(Device(browser, link, locale=GERMAN.locale), words)
        b.join(words.laptop)
        b.close_settings()
        expect(b.page.get_by_role("button", name="Marke A bearbeiten", exact=True)).to_be_visible()
        wait_until_offline_ready(a.page)
        a.close_settings()

        # A changes the price offline (the change waits), then B changes it later, online.
        a.device.context.set_offline(True)
        a.set_price("Marke A", "4.49")
        a.sync_now(words.offline)
        a.close_settings()
        b.set_price("Marke A", "4.99")
        b.sync_now()
        b.close_settings()
        with a.page.expect_response(lambda response: response.url.endswith("/api/sync")):
            a.device.context.set_offline(False)
        a.sync_now()
        a.close_settings()

        notice = a.page.get_by_role("status").filter(has_text="Auf einem anderen Gerät geändert")
        expect(notice).to_contain_text("Marke A: Deine Änderung (Preis 4,49 €) wurde durch 4,99 € von Laptop B ersetzt")
        notice.get_by_role("button", name=words.sync_history, exact=True).click()
        history = a.page.get_by_role("dialog", name=words.sync_history, exact=True)
        expect(history).to_be_visible()
        item = history.get_by_role("listitem")
        expect(item).to_have_count(1)
        expect(item.locator(".sync-conflict-message")).to_have_text(
            "Marke A: Deine Änderung (Preis 4,49 €) wurde durch 4,99 € von Laptop B ersetzt")
        expect(item.locator("dt")).to_have_text(["Deine", "Laptop B"])
        expect(item.locator("dd")).to_have_text(["Preis 4,49 €", "Preis 4,99 €"])
        # When, with the month in German.
        expect(item.locator(".sync-conflict-when")).to_have_text(
            re.compile(r"^\d{1,2}\. (Jan|Feb|März|Apr|Mai|Juni|Juli|Aug|Sept|Okt|Nov|Dez)\.?(,| um) \d{1,2}:\d{2}$"))
        expect(item.get_by_role("button", name="Wiederherstellen", exact=True)).to_be_visible()
        history.get_by_role("button", name=GERMAN.done, exact=True).click()
        expect(history).to_be_hidden()

        # French, chosen in Settings: the status line, the devices and the history follow.
        choose_language(a.page, "fr")
        french = Speaker(a.device, FRENCH_SYNC)
        french.open_settings()
        expect(french.status).to_have_text(re.compile(r"^Synchronisé (à l'instant|il y a \d+ min)$"))
        expect(french.devices.filter(has_text=words.phone)).to_contain_text(FRENCH_SYNC.this_device)
        french.button(FRENCH_SYNC.sync_history).click()
        history = a.page.get_by_role("dialog", name=FRENCH_SYNC.sync_history, exact=True)
        expect(history.locator(".sync-conflict-message")).to_have_text(
            "Marke A : votre modification (prix 4,49 €) a été remplacée par 4,99 € sur Laptop B")
        expect(history.locator("dt")).to_have_text(["Votre version", "Laptop B"])
        expect(history.locator("dd")).to_have_text(["prix 4,49 €", "prix 4,99 €"])
        history.get_by_role("button", name="Restaurer", exact=True).click()
        expect(history.get_by_role("listitem")).to_contain_text("Restauré")
    finally:
        close(*(speaker for speaker in (a, b) if speaker is not None))


#: What an invite code the server doesn't know says: PerKit's words for a 404, in place of the
#: server's English.
UNKNOWN_INVITE = {
    "de": "Auf dem Server nicht gefunden. Wenn es eine Einladung ist, bitte um eine neue.",
    "fr": "Introuvable sur le serveur. S'il s'agit d'une invitation, demandez-en une nouvelle.",
    "es": "No se encontró en el servidor. Si es una invitación, pide una nueva.",
}


@pytest.mark.parametrize("words", TRANSLATED, ids=by_code)
def test_a_refused_invite_in_the_pages_language(
        browser: Browser, syncing: PerServer, words: SyncWords) -> None:  # noqa: F811
    """The server refuses an unknown invite code in English; the join form says it in the page's
    language, with nothing of the server's English."""
    speaker = Speaker(Device(browser, syncing.url, locale=words.page.locale), words)
    try:
        settings = speaker.open_settings()
        settings.locator("#sync-join-open").click()
        settings.get_by_role("textbox", name=words.invite_link, exact=True).fill(
            syncing.url + "#join=AAAAAAAAAAAAAAAAAAAAAA")
        settings.get_by_role("textbox", name=words.device_name, exact=True).fill(words.phone)
        with speaker.page.expect_response(lambda response: response.url.endswith("/api/join")) as answer:
            speaker.button(words.join).click()
        assert answer.value.status == 404
        expect(settings.locator("#sync-join-error")).to_have_text(UNKNOWN_INVITE[words.code])
        assert speaker.page.evaluate("() => localStorage.getItem('per.sync')") is None
    finally:
        close(speaker)


def show_sync(speaker: Speaker) -> None:
    """Scrolls Settings until Sync is at its top, and waits for the page to settle."""
    speaker.settings.locator("#sync-heading").evaluate("heading => heading.scrollIntoView({ block: 'start' })")
    PerPage(speaker.page).wait_for_animations()


@pytest.mark.parametrize("size", ["320", "390"])
@pytest.mark.parametrize("words", [ENGLISH_SYNC, *TRANSLATED], ids=by_code)
def test_screenshots(browser: Browser, syncing: PerServer, words: SyncWords, size: str) -> None:  # noqa: F811
    """Settings › Sync with a household of one device, for review, e.g.
    e2e/artifacts/language-de-390-sync.png."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    a = Speaker(
        Device(browser, syncing.url, locale=words.page.locale, viewport=PHONES[size], color_scheme="light"), words)
    try:
        a.create_household()
        expect(a.devices).to_have_count(1)
        expect(a.devices).to_contain_text(words.this_device)
        expect(a.devices).to_contain_text(words.active_now)
        show_sync(a)
        path = ARTIFACTS / f"language-{words.code}-{size}-sync.png"
        a.page.screenshot(path=str(path))
        assert path.stat().st_size > 10_000, path
        assert PerPage(a.page).page_width() <= PHONES[size]["width"]
    finally:
        close(a)


def test_axe_on_the_german_sync_settings(browser: Browser, syncing: PerServer) -> None:  # noqa: F811
    """axe finds nothing on German Settings › Sync with a household and an invite, at 320 px."""
    a = Speaker(Device(browser, syncing.url, locale=GERMAN.locale, viewport=PHONES["320"]), GERMAN_SYNC)
    try:
        a.create_household()
        a.invite()
        show_sync(a)
        assert_no_axe_violations(a.page, "language-de-320-sync")
    finally:
        close(a)
