// Tests per_start / per_dispatch (Sources/PerWasm/AppExports.swift): PerKit's app state machine
// behind the wire format, through the loader the page uses (Web/js/engine/per-wasm.js).
// Run with `make test-wasm` or `node --test Tests/wasm/`.
import { test, describe, before } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { loadPer } from "../../Web/js/engine/per-wasm.js";

async function load() {
    return loadModule("per.wasm");
}

async function loadModule(name) {
    const path = fileURLToPath(new URL(`../../Web/${name}`, import.meta.url));
    if (!existsSync(path)) {
        assert.fail(`${path} is missing: run \`make wasm\` first (or \`make test-wasm\`, which builds it)`);
    }
    return loadPer(readFileSync(path), { log: (line) => assert.fail(`${name} printed: ${line}`) });
}

const keyIds = { ".": "point", "+": "plus", "-": "minus", "×": "times", "÷": "divide", "=": "equals" };

/** Types an amount on the keypad of the focused field. */
/** Every entry line of a saved price book (version 4), product by product. */
function entryLines(book) {
    return book.products.flatMap((product) => product.entries);
}

function press(per, text) {
    let response;
    for (const character of text) response = per.dispatch({ type: "key", key: keyIds[character] ?? character });
    return response;
}

/** Adds a product the way the page does: quantity, unit, price, name, Add. */
function addProduct(per, quantity, price, { unit, name } = {}) {
    per.dispatch({ type: "addProduct" });
    press(per, quantity);
    if (unit) per.dispatch({ type: "selectUnit", unit });
    per.dispatch({ type: "focus", field: "price" });
    press(per, price);
    if (name) per.dispatch({ type: "setName", name });
    return per.dispatch({ type: "submit" });
}

describe("exports", () => {
    test("per_start and per_dispatch are exported", async () => {
        const per = await load();
        const exported = WebAssembly.Module.exports(per.module).map(({ name }) => name);
        assert.ok(exported.includes("per_start"), exported.join(", "));
        assert.ok(exported.includes("per_dispatch"), exported.join(", "));
    });
});

describe("the app through the wire format", () => {
    let per;
    before(async () => {
        per = await load();
    });

    test("a new list takes the locale's defaults", () => {
        const { view, saved, error } = per.start({ saved: null, system: "uk", currency: "GBP" });
        assert.equal(error, undefined);
        assert.equal(view.currencyCode, "GBP");
        assert.deepEqual(view.rows, []);
        assert.equal(view.canClearList, false);
        assert.equal(view.canAddProduct, true);
        assert.equal(view.settings.systems.find((choice) => choice.isSelected).id, "uk");
        assert.equal(typeof saved, "object");
    });

    test("a new list's currency and units come from PerKit's table of regions", () => {
        for (const [region, currency, system] of [["BG", "EUR", "metric"], ["US", "USD", "us"], ["GB", "GBP", "uk"]]) {
            const { view } = per.start({ saved: null, region });
            assert.equal(view.currencyCode, currency, region);
            assert.equal(view.settings.systems.find((choice) => choice.isSelected).id, system, region);
        }
    });

    test("the diary's weight list, best first", () => {
        per.start({ saved: null, system: "metric", currency: "EUR" });
        addProduct(per, "500", "3.99", { name: "Brand A" });
        const { view } = addProduct(per, "1", "2.49", { unit: "lb", name: "Brand B" });
        assert.deepEqual(view.rows.map((row) => [row.title, row.quantity, row.price, row.unitPrice, row.isBest]), [
            ["Brand B", "1 lb", "2.49", "0.549", true],
            ["Brand A", "500 g", "3.99", "0.798", false],
        ]);
        assert.equal(view.rows[1].percentMoreThanBest, "45.4");
        // The rows' words are PerKit's: the page writes the amounts and percentages.
        assert.deepEqual(view.rows.map((row) => [row.detail, row.againstBest]), [
            ["t1 lb for \u001fm2.49", ["tBest deal"]],
            ["t500 g for \u001fm3.99", ["p45.4\u001ft more", "m1.25\u001ft extra"]],
        ]);
        assert.equal(view.reference, "100 g");
        // PerKit's one verdict sentence, part by part (Verdict.encoded).
        assert.deepEqual(view.verdict.split("\u001f").slice(0, 3), ["TBrand B", "t is the best deal: ", "p31.2"]);
        // The rows' buttons' names, also in parts: a name two rows share says the quantity and price.
        assert.deepEqual(view.rows.map((row) => [row.editName, row.removeName]),
            [["tEdit Brand B", "tRemove Brand B"], ["tEdit Brand A", "tRemove Brand A"]]);
        const shared = addProduct(per, "1", "4.99", { unit: "kg", name: "Brand A" }).view;
        assert.deepEqual(shared.rows.map((row) => row.editName), [
            "tEdit Brand A, 1 kg for \u001fm4.99", "tEdit Brand B", "tEdit Brand A, 500 g for \u001fm3.99",
        ]);
    });

    test("the form's keypad and focus come from PerKit", () => {
        per.start({ saved: null, system: "metric", currency: "EUR" });
        let { view } = per.dispatch({ type: "addProduct" });
        assert.equal(view.form.focus, "quantity");
        assert.equal(view.form.keypad.length, 19);
        assert.deepEqual(view.form.keypad.map((key) => key.name).slice(10), [
            "Decimal point", "Plus", "Minus", "Times", "Divide", "For (multi-buy)", "Equals", "Delete", "Clear"]);
        ({ view } = press(per, "6×355"));
        assert.equal(view.form.quantity.text, "6 × 355");
        assert.equal(view.form.keypad.find((key) => key.id === "equals").isEnabled, true);
        ({ view } = per.dispatch({ type: "keyboard", key: "Enter" }));
        assert.equal(view.form.quantity.text, "2130");
        ({ view } = per.dispatch({ type: "nextField" }));
        assert.equal(view.form.focus, "unit");
        assert.equal(view.form.keypad, null);
        ({ view } = per.dispatch({ type: "cancel" }));
        assert.equal(view.form, null);
    });

    test("numbers are written with the locale's decimal separator", () => {
        per.start({ saved: null, system: "metric", currency: "JPY", decimalSeparator: "," });
        addProduct(per, "1.5", "698", { unit: "kg" });
        let { view } = per.dispatch({ type: "addProduct" });
        assert.equal(view.rows[0].quantity, "1,5 kg");
        assert.equal(view.rows[0].price, "698");
        assert.equal(view.form.keypad.find((key) => key.id === "point").label, ",");
        ({ view } = press(per, "2.5"));
        assert.equal(view.form.quantity.text, "2,5");
        ({ view } = per.dispatch({ type: "cancel" }));
    });

    test("the saved state restores the list and a half-typed form", async () => {
        per.start({ saved: null, system: "metric", currency: "EUR" });
        const { library, book } = addProduct(per, "500", "3.99", { name: "Brand A" });
        assert.equal(entryLines(book).length, 1, "a named product's price is remembered");
        per.dispatch({ type: "addProduct" });
        const { saved, view, library: unchanged, book: unchangedBook } = press(per, "75");
        assert.equal(unchanged, undefined, "the lists are sent again only when they change");
        assert.equal(unchangedBook, undefined, "the price book is sent again only when it changes");
        assert.deepEqual(view.rows[0].badge, { text: "First price recorded", isLowest: false, isFirst: true });
        const fresh = await load();
        const restored = fresh.start({
            saved: JSON.parse(JSON.stringify(saved)), library: JSON.parse(JSON.stringify(library)),
            book: JSON.parse(JSON.stringify(book)), system: "us", currency: "USD",
        });
        assert.deepEqual(restored.view, view);
    });

    test("engine errors are alerts; only OK works while one shows", () => {
        per.start({ saved: null, system: "metric", currency: "EUR" });
        per.dispatch({ type: "addProduct" });
        press(per, "999999999999×999999999999=×999999999999=");
        per.dispatch({ type: "selectUnit", unit: "oz" });
        per.dispatch({ type: "focus", field: "price" });
        press(per, "1");
        let { view } = per.dispatch({ type: "submit" });
        assert.equal(view.alert.title, "Whoops!");
        assert.match(view.alert.message, /too large/);
        ({ view } = per.dispatch({ type: "cancel" }));
        assert.notEqual(view.form, null, "cancel is ignored while the alert shows");
        ({ view } = per.dispatch({ type: "dismissAlert" }));
        assert.equal(view.alert, null);
    });

    test("malformed requests answer with an error and change nothing", () => {
        const before = per.start({ saved: null, system: "metric", currency: "EUR" });
        for (const request of [{ type: "nope" }, { type: "key" }, { type: "key", key: "banana" }, { no: "type" }]) {
            const response = per.dispatch(request);
            assert.equal(typeof response.error, "string", JSON.stringify(request));
            assert.deepEqual(response.view, before.view);
        }
        const { status, text } = per.call("per_dispatch", "{not json");
        assert.equal(status, 1);
        assert.equal(typeof JSON.parse(text).error, "string");
    });

    test("invalid calls are reported, not trapped", () => {
        const { per_dispatch, per_start } = per.instance.exports;
        assert.equal(per_dispatch(0, -1), -1);
        assert.equal(per_start(0, -1), -1);
        assert.equal(per.dispatch({ type: "addProduct" }).error, undefined);
    });

    test("names are data: quotes and <script> round-trip; a control character is refused, never stripped", () => {
        per.start({ saved: null, system: "metric", currency: "EUR" });
        const name = '<script>"\\</script> 😀';
        const { view } = addProduct(per, "500", "3.99", { name });
        assert.equal(view.rows[0].name, name);
        const refused = addProduct(per, "500", "3.99", { name: "Cof\u0001fee" }).view;
        assert.equal(refused.alert.message,
            "The product name has a control character (U+0001): a name can't hold tabs, line breaks or other control characters");
        // The form keeps the name as typed, control character and all, escaped in the JSON.
        assert.equal(refused.form.name, "Cof\u0001fee");
        assert.equal(refused.rows.length, 1);
    });

    test("many actions do not leak memory", () => {
        per.start({ saved: null, system: "metric", currency: "EUR" });
        addProduct(per, "500", "3.99");
        per.dispatch({ type: "addProduct" });
        for (let i = 0; i < 100; i++) press(per, "12+3=C"); // warm up
        const before = per.instance.exports.memory.buffer.byteLength;
        for (let i = 0; i < 500; i++) press(per, "12+3=C");
        assert.equal(per.instance.exports.memory.buffer.byteLength, before);
    });
});

describe("the price book through the wire format", () => {
    let per;
    /** The book per.wasm answered last. */
    let savedBook;
    before(async () => {
        per = await load();
    });

    /** Adds a named product at a store on a day, the way the page does. */
    function record(per, quantity, price, { unit, name, store, today, isSale = false }) {
        per.dispatch({ type: "addProduct", today });
        press(per, quantity);
        if (unit) per.dispatch({ type: "selectUnit", unit });
        per.dispatch({ type: "focus", field: "price" });
        press(per, price);
        per.dispatch({ type: "setName", name });
        per.dispatch({ type: "setStore", store });
        if (isSale) per.dispatch({ type: "setSale", isSale: true });
        return per.dispatch({ type: "submit", today });
    }

    test("prices are remembered with their store and date, and the book is sent when it changes", () => {
        per.start({ saved: null, book: null, system: "metric", currency: "EUR", today: "2026-11-03", id: "1".repeat(32) });
        const first = record(per, "1", "5.49", { unit: "kg", name: "Coffee", store: "Lidl", today: "2026-11-03" });
        assert.equal(first.book.version, 5);
        assert.deepEqual(first.book.stores, ["Lidl"]);
        // id, date, price, pack count, pack size, unit, store (index), sale or regular, list.
        assert.deepEqual(first.book.products.map((product) => product.name), ["Coffee"]);
        assert.deepEqual(entryLines(first.book).map((line) => line.split(" ").slice(1)),
            [["2026-11-03", "549/100", "1", "1", "kg", "0", "regular", "1".repeat(32)]]);
        assert.deepEqual(first.view.rows[0].badge, { text: "First price recorded", isLowest: false, isFirst: true });
        // The next form offers the store used last, first.
        let { view } = per.dispatch({ type: "newList", id: "2".repeat(32), today: "2026-11-10" });
        ({ view } = per.dispatch({ type: "addProduct", today: "2026-11-10" }));
        assert.equal(view.form.store, "Lidl");
        assert.deepEqual(view.form.storeChoices, ["Lidl"]);
        assert.equal(view.form.hint, null);
        press(per, "1");
        per.dispatch({ type: "selectUnit", unit: "kg" });
        per.dispatch({ type: "focus", field: "price" });
        press(per, "6.15");
        ({ view } = per.dispatch({ type: "setName", name: "Coffee" }));
        assert.deepEqual(view.form.hint, {
            encoded: "p12.0\u001ft more than the lowest you've seen: \u001fm5.49\u001ft per kg at Lidl on 3 Nov", standing: "above",
        });
        ({ view } = per.dispatch({ type: "setStore", store: "Aldi" }));
        assert.equal(view.form.store, "Aldi");
        const second = per.dispatch({ type: "submit", today: "2026-11-10" });
        savedBook = second.book;
        assert.equal(entryLines(second.book).length, 2);
        assert.deepEqual(second.view.rows[0].badge, { text: "12.0% above lowest", isLowest: false, isFirst: false });
    });

    test("the book screen, built by per-book.wasm: products, one product with its chart, delete and undo", async () => {
        const screen = await loadModule("per-book.wasm");
        // per.wasm answers the book when it changes; the page keeps the last one it got.
        let book = savedBook;
        /** The book screen as the page shows it: per.wasm's answer, then per-book.wasm's view. */
        const show = (response, withBook) => {
            assert.equal(response.view.book, null); // per.wasm leaves the screen out
            const answer = screen.bookView({ saved: response.saved, decimalSeparator: ".", ...(withBook ? { book } : {}) });
            assert.equal(answer.error, undefined);
            return answer.book;
        };
        let response = per.dispatch({ type: "showPriceBook" });
        assert.equal(response.view.screen, "book");
        assert.deepEqual(show(response, true).products, [{
            name: "Coffee", count: 2, countText: "2 prices", lowest: "5.49 per kg at Lidl on 3 Nov",
            lowestEncoded: "m5.49\u001ft per kg at Lidl on 3 Nov",
        }]);
        // The book stays in per-book.wasm: only the session goes with a search.
        let view = show(per.dispatch({ type: "searchPriceBook", text: "tea" }), false);
        assert.deepEqual(view.products, []);
        assert.equal(view.emptyMessage, "No product matches \u201Ctea\u201D");
        per.dispatch({ type: "searchPriceBook", text: "" });
        const product = show(per.dispatch({ type: "showBookProduct", name: "Coffee" }), false).product;
        assert.equal(product.referencePhrase, "per kg");
        assert.deepEqual([product.lowest.store, product.lowest.unitPrice, product.averageUnitPrice], ["Lidl", "5.49", "5.82"]);
        // Every sentence of the screen is PerKit's; the page writes only the amounts in the currency.
        assert.equal(product.summary, "2 prices · unit prices per kg");
        assert.deepEqual(product.figures.map((figure) => [figure.term, figure.unitPrice, figure.detail]), [
            ["Lowest", "5.49", "m5.49\u001ft for 1 kg at Lidl, 3 Nov"],
            ["Lowest regular", "5.49", "m5.49\u001ft for 1 kg at Lidl, 3 Nov"],
            ["Average", "5.82", "tof 2 prices"],
        ]);
        assert.deepEqual(product.latestByStore.map((entry) => [entry.storeName, entry.detailAtStore]),
            [["Lidl", "m5.49\u001ft for 1 kg, 3 Nov"], ["Aldi", "m6.15\u001ft for 1 kg, 10 Nov"]]);
        assert.deepEqual(product.history.map((entry) => [entry.date, entry.store, entry.price, entry.isLowest]),
            [["2026-11-10", "Aldi", "6.15", false], ["2026-11-03", "Lidl", "5.49", true]]);
        // The history shows the day and the store apart from the price; each Delete button names its price.
        assert.deepEqual(product.history.map((entry) => [entry.priceDetail, entry.deleteName]), [
            ["m6.15\u001ft for 1 kg", "tDelete Coffee, 10 Nov, Aldi, \u001fm6.15"],
            ["m5.49\u001ft for 1 kg", "tDelete Coffee, 3 Nov, Lidl, \u001fm5.49"],
        ]);
        assert.deepEqual(product.chart.series.map((series) => [series.store, series.points.map((point) => [point.x, point.y])]),
            [["Lidl", [["0.0000", "0.0000"]]], ["Aldi", [["1.0000", "1.0000"]]]]);
        const deleted = per.dispatch({ type: "deleteEntry", id: product.history[0].id });
        assert.equal(deleted.view.undo.action, "undoDeleteEntry");
        assert.equal(entryLines(deleted.book).length, 1);
        book = deleted.book;
        assert.equal(show(deleted, true).product.count, 1);
        const undone = per.dispatch({ type: "undoDeleteEntry" });
        assert.equal(entryLines(undone.book).length, 2);
        assert.equal(undone.view.undo, null);
        book = undone.book;
        assert.equal(show(undone, true).product.count, 2);
        response = per.dispatch({ type: "closePriceBook" });
        assert.equal(show(response, false).product, null);
        ({ view } = per.dispatch({ type: "closePriceBook" }));
        assert.equal(view.screen, "list");
    });

    test("a price book screen that can't be loaded: back to the list, with an alert", () => {
        per.dispatch({ type: "showPriceBook" });
        const { view } = per.dispatch({ type: "bookScreenFailed", message: "per-book.wasm can't be downloaded" });
        assert.equal(view.screen, "list");
        assert.equal(view.alert.message, "per-book.wasm can't be downloaded");
        assert.equal(per.dispatch({ type: "dismissAlert" }).view.alert, null);
    });

    test("the saved book is restored, and an unreadable one is reported", async () => {
        const { saved, book, library } = per.dispatch({ type: "setClock", now: "2026-11-10T12:00:00.000Z" });
        assert.equal(book, undefined);
        const fresh = await load();
        const kept = per.dispatch({ type: "setRemembersPrices", isOn: true });
        const saved2 = kept.saved;
        const restored = fresh.start({ saved: saved2, library: null, book: { version: 3, entries: [] }, today: "2026-11-10" });
        assert.equal(restored.restoreFailed, undefined);
        const broken = (await load()).start({ saved: null, library: null, book: { version: 4, products: [{ name: "Tea", entries: ["x"] }], stores: [] }, today: "2026-11-10" });
        assert.equal(broken.restoreFailed, true);
        assert.match(broken.view.alert.message, /price book could not be restored/);
        void saved; void library;
    });

    test("Remember prices off records nothing", () => {
        per.start({ saved: null, system: "metric", currency: "EUR", today: "2026-11-03", id: "3".repeat(32) });
        let { view } = per.dispatch({ type: "setRemembersPrices", isOn: false });
        assert.equal(view.settings.remembersPrices, false);
        const response = record(per, "1", "5.49", { unit: "kg", name: "Tea", store: "Lidl", today: "2026-11-03" });
        assert.equal(response.book, undefined);
        assert.equal(response.view.rows[0].badge, null);
    });
});

/** Adds Water, 1 L for 1.00, to an empty list (sold by volume). */
function addWater(per) {
    per.dispatch({ type: "addProduct" });
    per.dispatch({ type: "selectSoldBy", dimension: "volume" });
    press(per, "1");
    per.dispatch({ type: "selectUnit", unit: "L" });
    per.dispatch({ type: "focus", field: "price" });
    press(per, "1");
    per.dispatch({ type: "setName", name: "Water" });
    const response = per.dispatch({ type: "submit" });
    assert.equal(response.view.form, null);
    return response;
}

describe("deals in the app", () => {
    test("the Deal fields make the product's deal; the rows and the verdict say what it asks", async () => {
        const per = await load();
        per.start({ saved: null, system: "metric", currency: "EUR", decimalSeparator: ",", today: "2026-11-03", id: "4".repeat(32) });
        addWater(per);
        per.dispatch({ type: "addProduct" });
        press(per, "1");
        per.dispatch({ type: "focus", field: "price" });
        press(per, "1.2");
        per.dispatch({ type: "setName", name: "Juice" });
        let { view } = per.dispatch({ type: "showDeal", isShown: true });
        assert.equal(view.form.deal.isShown, true);
        assert.equal(view.form.focus, "memberPrice");
        assert.deepEqual(view.form.deal.fields.filter((field) => field.isShown).map((field) => field.label),
            ["Member price", "Percent off", "Save", "Offer", "Deposit", "Tax percent"]);
        per.dispatch({ type: "selectOffer", offer: "buyGetFree" });
        per.dispatch({ type: "focus", field: "buy" });
        press(per, "0");
        per.dispatch({ type: "focus", field: "getFree" });
        ({ view } = press(per, "1"));
        assert.equal(view.form.canSubmit, false);
        assert.equal(view.form.submitHint, "'buy 0 get 1 free' must be more than zero");
        per.dispatch({ type: "focus", field: "buy" });
        per.dispatch({ type: "key", key: "clear" });
        press(per, "2");
        per.dispatch({ type: "focus", field: "deposit" });
        ({ view } = press(per, "0.25"));
        assert.equal(view.form.deal.summary, "buy 2 get 1 free, deposit 0,25");
        assert.equal(view.form.deal.fields.find((field) => field.id === "deposit").text, "0,25");
        const response = per.dispatch({ type: "submit" });
        ({ view } = response);
        assert.equal(view.form, null);
        assert.equal(response.library.lists[0].items.find((item) => item.name === "Juice").deal, "buy 2 get 1 free, deposit 0.25");
        assert.deepEqual(view.rows.map((row) => row.title), ["Juice", "Water"]);
        assert.equal(view.rows[0].index, 1);
        assert.equal(view.rows[0].deal, "buy 2 get 1 free, deposit 0,25");
        assert.equal(view.rows[0].dealNotes, "tbuy 3 to get this price\u001ft, \u001ft+ \u001fm0.75\u001ft deposit");
        assert.equal(view.rows[0].withoutDeal, "m1.200\u001ft per L without the deal");
        assert.ok(view.verdict.endsWith(" — \u001ftbuy 3 to get this price\u001ft, \u001ft+ \u001fm0.75\u001ft deposit"), view.verdict);
        // Editing shows the deal in its fields.
        ({ view } = per.dispatch({ type: "editProduct", index: view.rows[0].index }));
        assert.equal(view.form.deal.isShown, true);
        assert.equal(view.form.deal.fields.find((field) => field.id === "buy").text, "2");
        per.dispatch({ type: "cancel" });
    });

    test("Use member prices is a saved setting that changes the ranking", async () => {
        const per = await load();
        per.start({ saved: null, system: "metric", currency: "USD", today: "2026-11-03", id: "5".repeat(32) });
        addWater(per);
        per.dispatch({ type: "addProduct" });
        press(per, "1");
        per.dispatch({ type: "focus", field: "price" });
        press(per, "1.1");
        per.dispatch({ type: "setName", name: "Soda" });
        per.dispatch({ type: "showDeal", isShown: true });
        press(per, "0.9");
        const added = per.dispatch({ type: "submit" });
        let { view } = added;
        assert.equal(view.settings.usesMemberPrices, true);
        assert.deepEqual(view.rows.map((row) => row.title), ["Soda", "Water"]);
        assert.equal(view.rows[0].dealNotes, "twith the member price");
        const response = per.dispatch({ type: "setUsesMemberPrices", isOn: false });
        ({ view } = response);
        assert.equal(view.settings.usesMemberPrices, false);
        assert.deepEqual(view.rows.map((row) => row.title), ["Water", "Soda"]);
        assert.equal(response.saved.settings.usesMemberPrices, false);
        const fresh = await load();
        const restored = fresh.start({ saved: response.saved, library: added.library, book: null, today: "2026-11-03" });
        assert.equal(restored.view.settings.usesMemberPrices, false);
    });
});
