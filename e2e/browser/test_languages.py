"""The page in English, German, French and Spanish: the first of the browser's languages Per
speaks is the app's (English for any other), unless Settings › Language names one, and the choice
is saved. Every word checked here is written out as PerKit's catalogs have it
(Sources/PerKit/Text/Catalog/Phrase+*.swift), so that a missing translation fails; controls whose
names are not translated yet are found by their ids. Screenshots of each language at 320 and
390 px go to e2e/artifacts/language-*.png."""

from __future__ import annotations

import contextlib
import datetime
import json
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Locator, Page, expect

from conftest import ARTIFACTS, PerServer, new_context, ready_page
from perpage import PerPage, plain


@dataclass(frozen=True)
class Language:
    """A language's words for what these tests check, literally as its catalog has them."""

    code: str
    #: The browser locale that asks for the language (its money is the euro, as every other's here).
    locale: str
    #: The language named in itself, as Settings › Language lists it.
    name: str
    title: str
    description: str
    lists: str
    price_book: str
    settings: str
    better_deal: str
    empty_message: str
    add_product: str
    clear_list: str
    add: str
    cancel: str
    best_deal_first: str
    #: The reference button's name, for 100 g.
    reference_name: str
    #: The rows of 500 g for 3.99 and 250 g for 2.49, unnamed (spaces as " ").
    rows: tuple[str, str]
    #: The Edit and Remove buttons' names, "{product}" for the product.
    edit_named: str
    remove_named: str
    language: str
    #: Settings › Language's first choice, "{language}" for the browser's.
    automatic: str
    done: str
    #: What the quantity field says when "a" is typed in it.
    cannot_type: str
    #: The form's hint for Lavazza, 500 g at 4.39 against the book's 500 g for 3.99.
    book_hint: str
    #: The chart's description of Lavazza's one price, at 3.99 for 500 g on the day of the test.
    chart_summary: str

    def automatically(self, language: "Language") -> str:
        return self.automatic.replace("{language}", language.name)


ENGLISH = Language(
    code="en", locale="en-IE", name="English",
    title="Per — price per unit",
    description="Compare prices per unit in the store aisle: Per ranks products by exact unit price and shows the "
                "best deal.",
    lists="Lists", price_book="Price book", settings="Settings",
    better_deal="Which one is the better deal?",
    empty_message="Add two or more products sold by weight, volume, count, length or area — Per ranks them by "
                  "exact unit price and shows the best deal.",
    add_product="Add product", clear_list="Clear list", add="Add", cancel="Cancel",
    best_deal_first="Best deal first",
    reference_name="Unit prices per 100 g. Change in Settings",
    rows=("500 g for €3.99, Best deal, €0.798 per 100 g",
          "250 g for €2.49, 24.8% more, €0.50 extra, €0.996 per 100 g"),
    edit_named="Edit {product}", remove_named="Remove {product}",
    language="Language", automatic="Automatic ({language})", done="Done",
    cannot_type="'a' can't be typed here: use digits, the decimal point, + − × ÷ and =",
    book_hint="10.0% more than the lowest you've seen: €0.798 per 100 g on {date}",
    chart_summary="Unit price per 100 g, 1 price from {date} to {date}. Lowest: €0.798 per 100 g on {date}.",
)

GERMAN = Language(
    code="de", locale="de-DE", name="Deutsch",
    title="Per — Preis pro Einheit",
    description="Vergleiche Grundpreise direkt im Laden: Per sortiert Produkte nach dem genauen Preis pro Einheit "
                "und zeigt das beste Angebot.",
    lists="Listen", price_book="Preisbuch", settings="Einstellungen",
    better_deal="Welches ist das bessere Angebot?",
    empty_message="Füge zwei oder mehr Produkte hinzu, die nach Gewicht, Volumen, Stückzahl, Länge oder Fläche "
                  "verkauft werden – Per sortiert sie nach dem genauen Preis pro Einheit und zeigt das beste Angebot.",
    add_product="Produkt hinzufügen", clear_list="Liste leeren", add="Hinzufügen", cancel="Abbrechen",
    best_deal_first="Bestes Angebot zuerst",
    reference_name="Grundpreise pro 100 g. In den Einstellungen ändern",
    rows=("500 g für 3,99 €, Bestes Angebot, 0,798 € pro 100 g",
          "250 g für 2,49 €, 24,8 % teurer, 0,50 € mehr, 0,996 € pro 100 g"),
    edit_named="{product} bearbeiten", remove_named="{product} entfernen",
    language="Sprache", automatic="Automatisch ({language})", done="Fertig",
    cannot_type="„a“ kann man hier nicht eingeben: nutze Ziffern, das Dezimalkomma, + − × ÷ und =",
    book_hint="10,0 % mehr als der niedrigste Preis, den du gesehen hast: 0,798 € pro 100 g am {date}",
    chart_summary="Grundpreis pro 100 g, 1 Preis vom {date} bis {date}. Niedrigster: 0,798 € pro 100 g am {date}.",
)

FRENCH = Language(
    code="fr", locale="fr-FR", name="Français",
    title="Per — prix à l'unité",
    description="Comparez les prix à l'unité en rayon\u00a0: Per classe les produits selon leur prix unitaire exact et "
                "affiche la meilleure offre.",
    lists="Listes", price_book="Carnet de prix", settings="Réglages",
    better_deal="Quelle est la meilleure offre ?",
    empty_message="Ajoutez au moins deux produits vendus au poids, au volume, à la pièce, à la longueur ou à la "
                  "surface : Per les classe selon leur prix unitaire exact et affiche la meilleure offre.",
    add_product="Ajouter un produit", clear_list="Vider la liste", add="Ajouter", cancel="Annuler",
    best_deal_first="Meilleure offre d'abord",
    reference_name="Prix unitaires par 100 g. Modifiable dans les Réglages",
    rows=("500 g pour 3,99 €, Meilleure offre, 0,798 € par 100 g",
          "250 g pour 2,49 €, 24,8 % plus cher, 0,50 € de plus, 0,996 € par 100 g"),
    edit_named="Modifier {product}", remove_named="Retirer {product}",
    language="Langue", automatic="Automatique ({language})", done="Terminé",
    cannot_type="« a » ne peut pas être saisi ici : utilisez les chiffres, la virgule décimale, + − × ÷ et =",
    book_hint="10,0 % de plus que le prix le plus bas que vous ayez vu : 0,798 € par 100 g le {date}",
    chart_summary="Prix unitaire par 100 g, 1 prix du {date} au {date}. Le plus bas : 0,798 € par 100 g le {date}.",
)

SPANISH = Language(
    code="es", locale="es-ES", name="Español",
    title="Per — precio por unidad",
    description="Compara precios por unidad en el pasillo de la tienda: Per ordena los productos por su precio "
                "unitario exacto y muestra la mejor oferta.",
    lists="Listas", price_book="Libreta de precios", settings="Ajustes",
    better_deal="¿Cuál es la mejor oferta?",
    empty_message="Añade dos o más productos que se vendan por peso, volumen, unidades, longitud o superficie: Per "
                  "los ordena por su precio unitario exacto y muestra la mejor oferta.",
    add_product="Añadir producto", clear_list="Vaciar lista", add="Añadir", cancel="Cancelar",
    best_deal_first="Mejor oferta primero",
    reference_name="Precios unitarios por 100 g. Cámbialo en Ajustes",
    rows=("500 g por 3,99 €, Mejor oferta, 0,798 € por 100 g",
          "250 g por 2,49 €, 24,8 % más caro, 0,50 € más, 0,996 € por 100 g"),
    edit_named="Editar {product}", remove_named="Quitar {product}",
    language="Idioma", automatic="Automático ({language})", done="Listo",
    cannot_type="«a» no se puede escribir aquí: usa dígitos, el separador decimal, + − × ÷ y =",
    book_hint="10,0 % más que el precio más bajo que has visto: 0,798 € por 100 g el {date}",
    chart_summary="Precio unitario por 100 g, 1 precio del {date} al {date}. El más bajo: 0,798 € por 100 g el {date}.",
)

TRANSLATED = [GERMAN, FRENCH, SPANISH]

#: Today as each language writes a day of this year, as its catalog has it.
MONTHS = {
    "en": ("{day} {month}", "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec"),
    "de": ("{day}. {month}", "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez."),
    "fr": ("{day} {month}", "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc."),
    "es": ("{day} {month}", "ene feb mar abr may jun jul ago sept oct nov dic"),
}


def today_in(language: Language) -> str:
    template, months = MONTHS[language.code]
    today = datetime.date.today()
    return template.format(day=today.day, month=months.split()[today.month - 1])


def with_today(template: str, language: Language) -> str:
    """`template` with "{date}" as today, a full stop after a day that ends with one dropped."""
    return template.replace("{date}", today_in(language)).replace("..", ".")

PHONES = {"320": {"width": 320, "height": 568}, "390": {"width": 390, "height": 844}}

axe = Axe()


class Speaking(PerPage):
    """A PerPage whose list of products is found by its name in `language`."""

    def __init__(self, page: Page, language: Language) -> None:
        super().__init__(page)
        self.language = language

    @property
    def products(self) -> Locator:
        return self.page.get_by_role("list", name=self.language.best_deal_first, exact=True)


def by_code(language: Language) -> str:
    return language.code


@contextlib.contextmanager
def opened(browser: Browser, server: PerServer, locale: str, size: str = "390", **options) -> Iterator[Page]:
    """A ready page of a browser whose language is `locale`, at a phone's size; its errors fail
    the test."""
    context = new_context(browser, locale=locale, viewport=PHONES[size], **options)
    try:
        with ready_page(context, server) as page:
            yield page
    finally:
        context.close()


def button(page: Page, name: str) -> Locator:
    return page.get_by_role("button", name=name, exact=True)


def settings_dialog(page: Page, language: Language) -> Locator:
    return page.get_by_role("dialog", name=language.settings, exact=True)


def open_settings(page: Page, language: Language) -> Locator:
    """Opens Settings by the header's button, as named in `language`."""
    button(page, language.settings).click()
    settings = settings_dialog(page, language)
    expect(settings).to_be_visible()
    return settings


def add_product(page: Page, language: Language, quantity: str, price: str, name: str = "") -> None:
    """Adds a product through the form, opened and submitted by the buttons named in `language`;
    the quantity and the price typed on the keyboard (the keypad's key names aren't translated
    yet, nor are the fields' labels: the price field is found by its id)."""
    button(page, language.add_product).click()
    sheet = page.get_by_role("dialog", name=language.add_product, exact=True)
    expect(sheet).to_be_visible()
    PerPage(page).wait_for_sheet_animation()
    expect(page.locator("#quantity-field")).to_be_focused()
    page.keyboard.type(quantity)
    page.locator("#price-field").click()
    page.keyboard.type(price)
    if name:
        page.locator("#name-input").fill(name)
    sheet.get_by_role("button", name=language.add, exact=True).click()
    expect(page.locator("#sheet")).not_to_have_attribute("open", "")


def add_two_products(page: Page, language: Language, *, named: bool = False) -> None:
    """500 g for 3.99 (the best deal) and 250 g for 2.49, named Lavazza and Illy if `named`."""
    add_product(page, language, "500", "3.99", "Lavazza" if named else "")
    add_product(page, language, "250", "2.49", "Illy" if named else "")
    expect(Speaking(page, language).rows).to_have_count(2)


def assert_speaks(page: Page, language: Language) -> None:
    """The page is in `language`: its `lang`, its title and its bottom bar's buttons."""
    expect(page.locator(f"html[lang={language.code}]")).to_be_attached()
    expect(page).to_have_title(language.title)
    expect(button(page, language.add_product)).to_be_visible()
    expect(button(page, language.clear_list)).to_be_visible()


def assert_no_axe_violations(page: Page, name: str) -> None:
    """axe finds nothing at all (of any impact); what it found is saved in e2e/artifacts/."""
    PerPage(page).wait_for_animations()  # colours are only final once transitions have finished
    violations = axe.run(page).response["violations"]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / f"axe-{name}.json").write_text(json.dumps(violations, indent=2, ensure_ascii=False))
    summary = [f"{v['id']} ({v['impact']}): {v['help']} — " + ", ".join(node["target"][0] for node in v["nodes"][:5])
               for v in violations]
    assert violations == [], "axe found:\n" + "\n".join(summary)


@pytest.mark.parametrize("language", TRANSLATED, ids=by_code)
def test_the_page_opens_in_the_browsers_language(browser: Browser, server: PerServer, language: Language) -> None:
    with opened(browser, server, language.locale) as page:
        assert_speaks(page, language)
        expect(page.locator("meta[name=description]")).to_have_attribute("content", language.description)
        expect(button(page, language.price_book)).to_be_visible()
        expect(button(page, language.settings)).to_be_visible()
        expect(button(page, language.lists)).to_be_visible()
        expect(page.get_by_role("heading", name=language.better_deal, exact=True)).to_be_visible()
        expect(page.locator("#empty-message")).to_have_text(language.empty_message)
        expect(button(page, language.add_product)).to_be_enabled()
        expect(button(page, language.clear_list)).to_be_disabled()


@pytest.mark.parametrize("language", [ENGLISH, *TRANSLATED], ids=by_code)
def test_products_are_added_and_ranked_in_the_language(
    browser: Browser, server: PerServer, language: Language
) -> None:
    with opened(browser, server, language.locale) as page:
        per = Speaking(page, language)
        button(page, language.add_product).click()
        sheet = page.get_by_role("dialog", name=language.add_product, exact=True)
        expect(sheet.get_by_role("heading", name=language.add_product, exact=True)).to_be_visible()
        expect(sheet.get_by_role("button", name=language.add, exact=True)).to_be_visible()
        sheet.get_by_role("button", name=language.cancel, exact=True).click()
        expect(page.locator("#sheet")).not_to_have_attribute("open", "")

        add_two_products(page, language)
        assert [plain(row) for row in per.row_texts()] == list(language.rows)
        expect(page.locator("#reference-button")).to_have_accessible_name(language.reference_name)
        products = ["500 g", "250 g"]  # unnamed products of different sizes go by their quantities
        for attribute, template in [("edit", language.edit_named), ("remove", language.remove_named)]:
            names = page.locator(f"#products button[data-action={attribute}]").evaluate_all(
                "buttons => buttons.map((button) => button.getAttribute('aria-label'))")
            assert [plain(name) for name in names] == [template.replace("{product}", product) for product in products]


@pytest.mark.parametrize("language", TRANSLATED, ids=by_code)
def test_settings_choose_the_language_and_remember_it(
    browser: Browser, server: PerServer, language: Language
) -> None:
    with opened(browser, server, language.locale) as page:
        settings = open_settings(page, language)
        select = settings.get_by_label(language.language, exact=True)
        expect(select).to_have_value("auto")
        expect(select.locator("option")).to_have_text(
            [language.automatically(language), "English", "Deutsch", "Français", "Español"])
        expect(select.locator("option:checked")).to_have_text(language.automatically(language))

        # English, chosen here, turns the page English at once.
        select.select_option(value="en")
        assert_speaks(page, ENGLISH)
        settings = settings_dialog(page, ENGLISH)
        expect(settings.get_by_label(ENGLISH.language, exact=True)).to_have_value("en")
        # "Automatic" names the browser's language, in English now.
        expect(settings.locator("#language-select option[value=auto]")).to_have_text(ENGLISH.automatically(language))
        settings.get_by_role("button", name=ENGLISH.done, exact=True).click()
        expect(settings).to_be_hidden()
        expect(page.get_by_role("heading", name=ENGLISH.better_deal, exact=True)).to_be_visible()

        # The choice is saved: a reload is English too.
        page.reload()
        expect(page.locator("html[data-ready=true]")).to_be_attached()
        assert_speaks(page, ENGLISH)
        settings = open_settings(page, ENGLISH)
        expect(settings.get_by_label(ENGLISH.language, exact=True)).to_have_value("en")

        # Automatic again: the browser's language.
        settings.get_by_label(ENGLISH.language, exact=True).select_option(value="auto")
        assert_speaks(page, language)
        settings_dialog(page, language).get_by_role("button", name=language.done, exact=True).click()
        expect(settings_dialog(page, language)).to_be_hidden()
        page.reload()
        expect(page.locator("html[data-ready=true]")).to_be_attached()
        assert_speaks(page, language)


@pytest.mark.parametrize("locale", ["en-US", "ja-JP"])
def test_english_for_english_and_for_languages_per_does_not_speak(
    browser: Browser, server: PerServer, locale: str
) -> None:
    with opened(browser, server, locale) as page:
        assert_speaks(page, ENGLISH)
        expect(page.get_by_role("heading", name=ENGLISH.better_deal, exact=True)).to_be_visible()
        expect(page.locator("#empty-message")).to_have_text(ENGLISH.empty_message)
        settings = open_settings(page, ENGLISH)
        expect(settings.get_by_label(ENGLISH.language, exact=True)).to_have_value("auto")
        expect(settings.locator("#language-select option:checked")).to_have_text(ENGLISH.automatically(ENGLISH))


@pytest.mark.parametrize(("languages", "expected"), [
    (["ja-JP", "fr-CA", "de-DE"], FRENCH),
    (["pt-BR", "ES-419", "en"], SPANISH),
    (["nl-NL", "de-AT"], GERMAN),
], ids=["ja-fr-de", "pt-es-en", "nl-de"])
def test_the_first_of_the_browsers_languages_per_speaks(
    browser: Browser, server: PerServer, languages: list[str], expected: Language
) -> None:
    """The browser's languages, most preferred first: the first Per speaks is the app's."""
    context = new_context(browser, locale=languages[0])
    context.add_init_script(
        f"Object.defineProperty(Navigator.prototype, 'languages', {{ get: () => {json.dumps(languages)} }});")
    try:
        with ready_page(context, server) as page:
            assert page.evaluate("() => navigator.languages") == languages
            assert_speaks(page, expected)
            settings = open_settings(page, expected)
            expect(settings.locator("#language-select option:checked")).to_have_text(expected.automatically(expected))
    finally:
        context.close()


@pytest.mark.parametrize("size", ["320", "390"])
@pytest.mark.parametrize("language", [ENGLISH, *TRANSLATED], ids=by_code)
def test_screenshots(browser: Browser, server: PerServer, language: Language, size: str) -> None:
    """Full-page screenshots for review: the list with two products, the add-product sheet and
    Settings, e.g. e2e/artifacts/language-de-390-list.png."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with opened(browser, server, language.locale, size, color_scheme="light") as page:
        per = PerPage(page)
        add_two_products(page, language, named=True)
        assert_speaks(page, language)
        shots = []

        def shoot(screen: str) -> None:
            per.wait_for_animations()
            path = ARTIFACTS / f"language-{language.code}-{size}-{screen}.png"
            page.screenshot(path=str(path), full_page=True)
            shots.append(path)

        shoot("list")
        button(page, language.add_product).click()
        per.wait_for_sheet_animation()
        page.keyboard.type("6*355")
        shoot("sheet")
        button(page, language.cancel).click()
        expect(page.locator("#sheet")).not_to_have_attribute("open", "")
        open_settings(page, language)
        shoot("settings")
        assert per.page_width() <= PHONES[size]["width"]
    for path in shots:
        assert path.stat().st_size > 10_000, path


@pytest.mark.parametrize("size", ["320", "390"])
def test_axe_in_german(browser: Browser, server: PerServer, size: str) -> None:
    """axe finds nothing on the German list and Settings of a 320 px and a 390 px phone."""
    with opened(browser, server, GERMAN.locale, size) as page:
        add_two_products(page, GERMAN, named=True)
        assert_speaks(page, GERMAN)
        assert_no_axe_violations(page, f"language-de-{size}-list")
        open_settings(page, GERMAN)
        assert_no_axe_violations(page, f"language-de-{size}-settings")


@pytest.mark.parametrize("size", ["320", "390"])
@pytest.mark.parametrize("language", [ENGLISH, *TRANSLATED], ids=by_code)
def test_the_keypad_the_price_book_and_the_lists_screen(
    browser: Browser, server: PerServer, language: Language, size: str
) -> None:
    """The keypad's refusals, the price book's hint, history and chart, and the Lists screen in
    the language, with screenshots of the Lists screen and of the price book's index and product
    (e.g. e2e/artifacts/language-de-390-book-product.png)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with opened(browser, server, language.locale, size, color_scheme="light") as page:
        per = PerPage(page)

        def shoot(screen: str) -> None:
            per.wait_for_animations()
            path = ARTIFACTS / f"language-{language.code}-{size}-{screen}.png"
            page.screenshot(path=str(path), full_page=True)
            assert path.stat().st_size > 10_000, path
            assert per.page_width() <= PHONES[size]["width"]
            # The bottom bar is fixed, so the page's width doesn't show a button pushed off it.
            assert page.evaluate("""() => [...document.querySelectorAll('footer button')]
                .filter((button) => button.offsetParent !== null)
                .filter((button) => button.getBoundingClientRect().right > innerWidth + 0.5)
                .map((button) => button.id)""") == []

        add_product(page, language, "500", "3.99", "Lavazza")
        button(page, language.add_product).click()
        per.wait_for_sheet_animation()
        page.keyboard.type("a")
        expect(page.locator("#quantity-message")).to_have_text(language.cannot_type)
        page.keyboard.type("500")
        expect(page.locator("#quantity-message")).to_have_text("")
        page.locator("#price-field").click()
        page.keyboard.type("4.39")
        page.locator("#name-input").fill("Lavazza")
        expect(page.locator("#price-hint")).to_have_text(with_today(language.book_hint, language))
        button(page, language.cancel).click()
        expect(page.locator("#sheet")).not_to_have_attribute("open", "")

        button(page, language.price_book).click()
        expect(page.get_by_role("heading", name=language.price_book, exact=True)).to_be_visible()
        expect(page.locator("#book-products li")).to_have_count(1)
        shoot("book")
        page.locator("#book-products").get_by_role("button", name="Lavazza").click()
        expect(page.get_by_role("heading", name="Lavazza", exact=True)).to_be_visible()
        chart = page.locator("svg.chart")
        expect(chart).to_be_visible()
        assert plain(chart.get_attribute("aria-label") or "") == with_today(language.chart_summary, language)
        expect(page.locator("#book-history li")).to_have_count(1)
        shoot("book-product")

        button(page, language.lists).click()
        expect(page.locator("#saved-lists li")).to_have_count(1)
        shoot("lists")


#: What the browser's own failures say, as each catalog has it: storage that is full (in the
#: alert that lists weren't saved) and a price book screen that can't be downloaded.
BROWSER_FAILURES = {
    "de": ("Deine Listen konnten in diesem Browser nicht gespeichert werden (dieser Browser hat keinen Platz "
           "mehr für die Daten von Per). Nichts bereits Gespeichertes ging verloren; lass diese Seite offen "
           "und schaffe etwas Platz oder exportiere deine Listen.",
           "Der Preisbuch-Bildschirm von Per (per-book.wasm) kann nicht heruntergeladen werden: Der Server ist "
           "nicht erreichbar und er ist noch nicht zwischengespeichert. Prüfe die Verbindung und versuche es "
           "erneut."),
    "fr": ("Vos listes n'ont pas pu être enregistrées dans ce navigateur (ce navigateur n'a plus de place pour "
           "les données de Per). Rien de ce qui était déjà enregistré n'est perdu ; gardez cette page ouverte "
           "et libérez de l'espace, ou exportez vos listes.",
           "L'écran du carnet de prix de Per (per-book.wasm) ne peut pas être téléchargé : le serveur est "
           "injoignable et il n'est pas encore en cache. Vérifiez la connexion et réessayez."),
    "es": ("No se pudieron guardar tus listas en este navegador (este navegador no tiene más espacio para los "
           "datos de Per). No se perdió nada de lo guardado antes; deja esta página abierta y libera espacio, "
           "o exporta tus listas.",
           "La pantalla de la libreta de precios de Per (per-book.wasm) no se puede descargar: no se puede "
           "contactar con el servidor y aún no está en caché. Comprueba la conexión y vuelve a intentarlo."),
}


@pytest.mark.parametrize("language", TRANSLATED, ids=by_code)
def test_the_browsers_failures_in_the_language(browser: Browser, server: PerServer, language: Language) -> None:
    """Storage the browser refuses (a full quota) and a price book screen it can't download are
    said in the page's language, not in the browser's English."""
    # No service worker: it would answer per-book.wasm from its cache.
    context = new_context(browser, locale=language.locale, service_workers="block")
    try:
        context.add_init_script("""(() => {
            const setItem = Storage.prototype.setItem;
            Storage.prototype.setItem = function (key, value) {
                if (window.__failWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
                return setItem.call(this, key, value);
            };
        })();""")
        page = context.new_page()
        page.route("**/per-book.wasm", lambda route: route.abort())
        page.goto(server.url)
        expect(page.locator("html[data-ready=true]")).to_be_attached()
        assert_speaks(page, language)
        storage, book = BROWSER_FAILURES[language.code]
        alert = page.get_by_role("alertdialog")

        add_product(page, language, "500", "3.99", "")
        page.evaluate("() => { window.__failWrites = true; }")
        button(page, language.add_product).click()
        expect(alert.locator("#alert-message")).to_have_text(storage)
        alert.get_by_role("button").click()
        expect(alert).to_be_hidden()
        page.evaluate("() => { window.__failWrites = false; }")
        button(page, language.cancel).click()
        expect(page.locator("#sheet")).not_to_have_attribute("open", "")

        button(page, language.price_book).click()
        expect(alert.locator("#alert-message")).to_have_text(book)
    finally:
        context.close()
