// The Price book screen: every product whose price was remembered (searchable), or one product
// with its figures, the latest price at each store, a chart of its unit price over time and its
// history. Everything shown comes from PerKit's view model (`view.book`, see
// Sources/PerKit/App/PerApp+BookView.swift); amounts arrive as exact decimal strings and are
// only formatted here, as money in the list's currency.
import { h, icon, pause, phrase, phraseText, setAttributeValue, setFlag, setText } from "./dom.js";
import { money } from "../engine/format.js";
import { text } from "./texts.js";

const $ = (id) => document.getElementById(id);
const svgNS = "http://www.w3.org/2000/svg";

/** The chart's drawing area, in SVG user units (the SVG scales to the column's width). */
const chart = { width: 340, height: 190, left: 58, right: 12, top: 14, bottom: 30 };
/** How many series colours app.css defines (`.series-0` …); more stores reuse them. */
const seriesColours = 6;

/** Renders the price book's parts of PerKit's view model. */
export class BookRenderer {
    constructor() {
        this.elements = {
            bookButton: $("book-button"), section: $("book"), back: $("book-back"),
            index: $("book-index"), search: $("book-search"), empty: $("book-empty"), products: $("book-products"),
            product: $("book-product"), name: $("book-product-name"), summary: $("book-product-summary"),
            figures: $("book-figures"), stores: $("book-stores"), chart: $("book-chart"),
            history: $("book-history"),
            bottombar: document.querySelector(".bottombar"),
        };
        /** Serialised parts of the last view rendered, to skip unchanged parts. */
        this.last = {};
        /** The product shown last (`null`: the list of products; `undefined`: not on the book). */
        this.shownProduct = undefined;
        /** The entry whose Delete button was pressed last, to focus again when undone. */
        this.deletedId = null;
        /** Whether Undo of a deleted entry was just pressed. */
        this.isRestoring = false;
    }

    /** Notes the entry about to be deleted (its Delete button has the focus). */
    deleting(id) {
        this.deletedId = id;
    }

    /** Notes that the deleted entry is about to be put back. */
    restoring() {
        this.isRestoring = true;
    }

    /**
     * Renders the screen (or hides it) and the header's Price book button.
     *
     * @param {object} view PerKit's view model.
     * @param {HTMLElement} undo the Undo button, which takes the focus after a delete.
     */
    render(view, undo) {
        const e = this.elements;
        const book = view.screen === "book" ? view.book : null;
        setFlag(e.bookButton, "disabled", !view.canNavigate);
        setAttributeValue(e.bookButton, "aria-pressed", String(book !== null));
        setFlag(e.section, "hidden", book === null);
        setFlag(e.bottombar, "hidden", book !== null);
        if (book === null) {
            this.shownProduct = undefined;
            return;
        }
        if (document.activeElement !== e.search && e.search.value !== book.search) e.search.value = book.search;

        const product = book.product;
        setFlag(e.index, "hidden", product !== null);
        setFlag(e.product, "hidden", product === null);
        if (product === null) this.renderIndex(book, view.currencyCode);
        else this.renderProduct(product, view, undo);

        // Between the list of products and a product, the focus follows what the shopper opened.
        const shown = product?.name ?? null;
        if (this.shownProduct !== undefined && shown !== this.shownProduct) {
            if (shown !== null) {
                e.name.focus({ preventScroll: true });
                scrollTo({ top: 0 });
            } else {
                const button = [...e.products.querySelectorAll("button[data-name]")]
                    .find((candidate) => candidate.dataset.name === this.shownProduct);
                (button ?? e.search).focus();
            }
        }
        this.shownProduct = shown;
        this.isRestoring = false;
    }

    /** What gets the focus after Undo put an entry back: its Delete button, if it shows. */
    restoredFocus() {
        const id = this.deletedId;
        this.deletedId = null;
        const button = id === null ? null : this.elements.history.querySelector(`button[data-id="${CSS.escape(id)}"]`);
        return button ?? (this.elements.product.hidden ? this.elements.search : this.elements.name);
    }

    // MARK: The list of products

    renderIndex(book, currency) {
        const e = this.elements;
        setText(e.empty, book.emptyMessage ?? "");
        setFlag(e.empty, "hidden", book.emptyMessage === null);
        setFlag(e.products, "hidden", book.products.length === 0);
        const key = JSON.stringify([book.products, currency]);
        if (key === this.last.products) return;
        this.last.products = key;
        e.products.replaceChildren(...book.products.map((product, index) => this.productEntry(product, index, currency)));
    }

    /**
     * A product: a button with its name (which opens it), its lowest price and how many. Cloned
     * from one built entry: a book of a thousand products opens in one frame.
     */
    productEntry(product, index, currency) {
        // Built again when the language changes.
        if (this.entryLanguage !== document.documentElement.lang) this.entryTemplate = null;
        this.entryLanguage = document.documentElement.lang;
        this.entryTemplate ??= h("li.book-entry", null,
            h("span.book-entry-text", null,
                h("button.book-open", { type: "button" }, h("span.book-entry-name", null, "")),
                h("span.book-entry-lowest", null, h("span.book-label", null, text("lowestLabel")), "")),
            h("span.book-entry-count", null, ""),
            h("span.book-entry-chevron", { "aria-hidden": "true" }));
        const entry = this.entryTemplate.cloneNode(true);
        const entryText = entry.firstChild;
        const button = entryText.firstChild;
        const lowest = entryText.lastChild;
        const count = entry.children[1];
        const lowestId = `book-entry-${index}-lowest`;
        const countId = `book-entry-${index}-count`;
        button.dataset.name = product.name;
        button.setAttribute("aria-describedby", `${lowestId} ${countId}`);
        button.firstChild.textContent = product.name;
        lowest.id = lowestId;
        lowest.lastChild.data = phraseText(product.lowestEncoded, currency);
        count.id = countId;
        count.textContent = product.countText;
        return entry;
    }

    // MARK: One product

    renderProduct(product, view, undo) {
        const e = this.elements;
        const key = JSON.stringify([product, view.currencyCode]);
        if (key === this.last.product) return;
        this.last.product = key;
        const currency = view.currencyCode;
        const reference = product.referencePhrase;
        const focusWasInHistory = e.history.contains(document.activeElement);

        setText(e.name, product.name);
        setText(e.summary, product.summary);

        const detail = (encoded) => phrase(encoded, currency, { emphasis: "span.deal-text" });
        e.figures.replaceChildren(...product.figures.map((figure) => h(
            `div.book-figure${figure.kind === "lowest" ? ".figure-lowest" : ""}`, null,
            h("dt", null, figure.term),
            h("dd.figure-main", null, figure.unitPrice === null ? "—" : [
                h("span.figure-value", null, money(figure.unitPrice, currency)), " ",
                h("span.figure-reference", null, reference)]),
            h("dd.figure-detail", null, ...detail(figure.detail), figure.isSale ? [" ", saleMark()] : null))));

        e.stores.replaceChildren(...product.latestByStore.map((entry) =>
            h(`li.book-store${entry.isLowest ? ".is-lowest" : ""}`, null,
                h("span.book-store-name", null, entry.storeName),
                h("span.visually-hidden", null, ", "),
                h("span.book-store-price", null,
                    h("span.figure-value", null, money(entry.unitPrice, currency)), " ",
                    h("span.figure-reference", null, reference)),
                h("span.visually-hidden", null, ", "),
                h("span.book-store-detail", null, ...detail(entry.detailAtStore),
                    entry.isSale ? [" ", saleMark()] : null,
                    entry.isLowest ? [" ", h("span.lowest-mark", null, text("lowest"))] : null))));

        this.renderChart(product, currency);

        // Each price a list item that reflows on a narrow phone: "1 Nov · Target", "$3.49 for
        // 250 g" and the unit price, and a Delete button that PerKit names after the price
        // ("Delete Lavazza, 1 Nov, Target, $3.49").
        e.history.replaceChildren(...product.history.map((entry) =>
            h(`li.history-entry${entry.isLowest ? ".is-lowest" : ""}`, null,
                h("span.history-when", null,
                    h("time.history-date", { datetime: entry.date }, entry.dateText),
                    h("span.sep", { "aria-hidden": "true" }, " · "), pause(),
                    h("span.history-store", null, entry.storeName)),
                pause(),
                h("span.history-figures", null,
                    h("span.history-price", null, ...detail(entry.priceDetail), entry.isSale ? [" ", saleMark()] : null),
                    h("span.history-unit-price", null, pause(),
                        h("span.figure-value", null, money(entry.unitPrice, currency)), " ",
                        h("span.figure-reference", null, reference),
                        entry.isLowest ? [" ", h("span.lowest-mark", null, text("lowest"))] : null)),
                h("button.icon-button.history-delete", {
                    type: "button", "aria-label": phraseText(entry.deleteName, currency), dataset: { id: entry.id },
                }, icon("trash")))));
        // The deleted entry's row took the browser's focus with it: hand it to Undo.
        if (focusWasInHistory && !e.history.contains(document.activeElement) && view.undo) undo.focus();
    }

    /**
     * The chart: one line per store over time, drawn from PerKit's 0…1 coordinates. Decoration
     * for the eye; screen readers get PerKit's summary of the same figures as its name.
     */
    renderChart(product, currency) {
        const data = product.chart;
        const plot = {
            x: chart.left, y: chart.top,
            width: chart.width - chart.left - chart.right, height: chart.height - chart.top - chart.bottom,
        };
        const px = (x) => (plot.x + Number(x) * plot.width).toFixed(1);
        const py = (y) => (plot.y + (1 - Number(y)) * plot.height).toFixed(1);
        const sale = new Set(product.history.filter((entry) => entry.isSale).map((entry) => entry.id));

        const svg = svgElement("svg", {
            class: "chart", viewBox: `0 0 ${chart.width} ${chart.height}`, role: "img", "aria-label": phraseText(data.summaryEncoded, currency),
            preserveAspectRatio: "xMidYMid meet", focusable: "false",
        });
        const flat = data.minimum === data.maximum;
        // Grid lines at the lowest and the highest unit price (one line when they are the same).
        const levels = flat ? [["0.5", data.minimum]] : [["1", data.maximum], ["0", data.minimum]];
        for (const [y, label] of levels) {
            svg.append(
                svgElement("line", { class: "chart-grid", x1: plot.x, x2: plot.x + plot.width, y1: py(y), y2: py(y) }),
                svgElement("text", { class: "chart-label", x: plot.x - 6, y: py(y), "text-anchor": "end", "dominant-baseline": "middle" },
                    money(label, currency)));
        }
        const bottom = plot.y + plot.height + 20;
        if (data.start === data.end) {
            svg.append(svgElement("text", { class: "chart-label", x: px("0.5"), y: bottom, "text-anchor": "middle" }, data.start));
        } else {
            svg.append(
                svgElement("text", { class: "chart-label", x: plot.x, y: bottom, "text-anchor": "start" }, data.start),
                svgElement("text", { class: "chart-label", x: plot.x + plot.width, y: bottom, "text-anchor": "end" }, data.end));
        }
        data.series.forEach((series, index) => {
            const group = svgElement("g", { class: `chart-series series-${index % seriesColours}`, "data-store": series.store });
            if (series.points.length > 1) {
                group.append(svgElement("polyline", {
                    class: "chart-line", points: series.points.map((point) => `${px(point.x)},${py(point.y)}`).join(" "),
                }));
            }
            for (const point of series.points) {
                group.append(svgElement("circle", {
                    class: `chart-point${sale.has(point.id) ? " is-sale" : ""}`, cx: px(point.x), cy: py(point.y), r: 4.5,
                    "data-id": point.id,
                }));
            }
            svg.append(group);
        });

        const legend = h("ul.chart-legend", { "aria-hidden": "true" },
            ...data.series.map((series, index) =>
                h(`li.series-${index % seriesColours}`, null, h("span.legend-swatch"), series.storeName)),
            sale.size > 0 ? h("li.legend-sale", null, h("span.legend-swatch.is-sale"), text("salePrice")) : null);
        this.elements.chart.replaceChildren(svg, legend);
    }
}

function saleMark() {
    return h("span.sale-mark", null, text("sale"));
}

/** An SVG element with attributes (no style attributes: the page's CSP allows only its stylesheet). */
function svgElement(name, attributes, text) {
    const element = document.createElementNS(svgNS, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    if (text !== undefined) element.textContent = text;
    return element;
}
