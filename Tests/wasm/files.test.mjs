// Tests per-files.wasm (Sources/PerFilesWasm: list files and share links read and written by
// PerKit) together with per.wasm, the way the page uses them: a file read by per-files.wasm
// becomes per.wasm's importLists action, a link its openShareLink action; per.wasm's lists query
// becomes a file or a share link written by per-files.wasm.
// Run with `make test-wasm` or `node --test Tests/wasm/`.
import { test, describe, before } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { loadPer } from "../../Web/js/engine/per-wasm.js";

async function load(name) {
    const path = fileURLToPath(new URL(`../../Web/${name}`, import.meta.url));
    if (!existsSync(path)) assert.fail(`${path} is missing: run \`make wasm\` first (or \`make test-wasm\`)`);
    return loadPer(readFileSync(path), { log: (line) => assert.fail(`${name} printed: ${line}`) });
}

const csv = "\uFEFFlist,name,price,quantity,unit\r\n"
    + 'Party,"Cola, ""Zero""",4.99,6 x 355,mL\r\n'
    + 'Party,,"1,29",1,L\r\n'
    + "Bakery,Flour,10 ÷ 3,1,kg\r\n";

describe("per-files.wasm", () => {
    let app;
    let files;
    before(async () => {
        [app, files] = await Promise.all([load("per.wasm"), load("per-files.wasm")]);
    });

    test("exports the string ABI and the file and link functions, and imports nothing but env.log and env.random_fill", () => {
        const exported = WebAssembly.Module.exports(files.module).map(({ name }) => name);
        for (const name of ["per_files_read", "per_files_write", "per_files_open_link", "per_files_share_link", "per_alloc", "per_free", "per_result_ptr", "per_result_len", "memory"]) {
            assert.ok(exported.includes(name), `missing ${name}: ${exported.join(", ")}`);
        }
        for (const { module, name } of files.imports) assert.ok(module === "env" && ["log", "random_fill"].includes(name), `${module}.${name}`);
    });

    test("per.wasm carries no file parser: it has no file exports", () => {
        const exported = WebAssembly.Module.exports(app.module).map(({ name }) => name);
        assert.ok(!exported.some((name) => name.startsWith("per_files_")), exported.join(", "));
    });

    test("a CSV file read by per-files.wasm is imported by per.wasm, every value exact", () => {
        app.start({ saved: null, system: "metric", currency: "EUR", now: "2026-11-23T09:00:00Z", id: "0".repeat(32) });
        const read = files.readFile({ text: csv, system: "metric" });
        assert.equal(read.error, undefined);
        assert.equal(read.lists.length, 2);
        const { view, error } = app.dispatch({ type: "importLists", ...read, id: "a".repeat(32) });
        assert.equal(error, undefined);
        assert.equal(view.status, "Imported 2 lists");
        assert.deepEqual(view.library.entries.map((entry) => entry.name), ["Party", "Bakery", "Shopping list"]);
        const opened = app.dispatch({ type: "openList", id: view.library.entries[1].id }).view;
        assert.equal(opened.rows[0].name, "Flour");
        assert.equal(opened.rows[0].unitPriceExact, "10/3");
    });

    test("export then import gives the same lists, as CSV and as JSON", () => {
        const library = app.query({ type: "lists", scope: "library" });
        assert.equal(library.name, "Per lists");
        for (const format of ["csv", "json"]) {
            const file = files.writeFile({ format, name: library.name, lists: library.lists });
            assert.equal(file.fileName, `Per lists.${format}`);
            assert.equal(file.mediaType, format === "csv" ? "text/csv" : "application/json");
            const again = files.readFile({ text: file.text, system: "metric" });
            // Written again, the lists read back make the same file. JSON keeps every value
            // (CSV has no currency and leaves out the empty list).
            assert.equal(files.writeFile({ format, name: library.name, lists: again.lists }).text, file.text);
            if (format === "json") assert.deepEqual(again.lists, library.lists);
            else assert.equal(again.lists.length, 2);
        }
    });

    test("lists of one name stay two lists, numbered on import; a spreadsheet's titles keep every name", () => {
        app.start({ saved: null, system: "metric", currency: "USD", now: "2026-11-23T09:00:00Z", id: "0".repeat(32) });
        const text = "Product,Cost,Qty,UOM,List,List ID\r\n"
            + "Beans,3.99,500,g,Coffee,1\r\nGround,4.49,250,g,Coffee,2\r\nPods,5.99,200,g,Coffee,1\r\n";
        const read = files.readFile({ text, system: "metric" });
        assert.deepEqual(read.lists.map((list) => [list.name, list.items.map((item) => item.name)]),
            [["Coffee", ["Beans", "Pods"]], ["Coffee", ["Ground"]]]);
        const { view } = app.dispatch({ type: "importLists", ...read, id: "e".repeat(32) });
        assert.equal(view.status, "Imported 2 lists");
        assert.deepEqual(view.library.entries.map((entry) => entry.name), ["Coffee", "Coffee 2", "Shopping list"]);
        const again = app.dispatch({ type: "importLists", ...read, id: "f".repeat(32) }).view;
        assert.deepEqual(again.library.entries.map((entry) => entry.name).slice(0, 2), ["Coffee 3", "Coffee 4"]);
        assert.deepEqual(files.readFile({ text: "Product,Cost,Qty,Notes\n", system: "metric" }).problems.length, 1);
    });

    test("a file with bad rows gives every problem, and per.wasm shows them in one alert and imports nothing", () => {
        const text = "list,name,price,quantity,unit\nA,x,3.99,500,g\nA,y,abc,1,kg\nA,z,2,1,L\n";
        const read = files.readFile({ text, system: "us" });
        assert.deepEqual(read, { problems: [
            "Line 3: The price can't be read: expected a number at 'abc'",
            "Line 4: Can't add 1 L (sold by volume) to a list of products sold by weight",
        ] });
        const before = app.dispatch({ type: "showLibrary" }).view.library.entries.length;
        const { view } = app.dispatch({ type: "importLists", ...read, id: "b".repeat(32) });
        assert.equal(view.alert.message, ["Nothing was imported: the file has 2 problems.", ...read.problems].join("\n"));
        app.dispatch({ type: "dismissAlert" });
        assert.equal(app.dispatch({ type: "showLibrary" }).view.library.entries.length, before);
    });

    test("malformed requests are answered with an error, never a trap", () => {
        assert.equal(files.readFile({ system: "metric" }).error, "'text' must be a string");
        assert.equal(files.readFile({ text: "", system: "imperial" }).error, "'system' must be metric, us or uk");
        assert.equal(files.writeFile({ format: "xls", name: "A", lists: [] }).error, "'format' must be csv or json");
        assert.equal(files.writeFile({ format: "csv", name: "A", lists: ["1AAAA"] }).error, "lists[0]: the list has an invalid 'name'");
        assert.equal(files.openLink({}).error, "'link' must be a string");
        assert.equal(files.shareLink({ base: "https://per.example/" }).error, "sharing needs a 'list'");
        assert.equal(
            files.shareLink({ base: "https://per.example/", list: { name: "A", items: [{ price: "1/0" }] } }).error,
            "list: the list has an invalid 'items[0].price'");
        assert.equal(files.call("per_files_read", "{not json").status, 1);
        assert.equal(files.instance.exports.per_files_read(0, -1), -1);
        assert.match(app.dispatch({ type: "importLists", id: "c".repeat(32) }).error, /needs 'lists' or 'problems'/);
        assert.equal(app.dispatch({ type: "openShareLink" }).error, "the action 'openShareLink' needs a 'list' or a 'problem'");
        assert.equal(app.dispatch({ type: "openShareLink", list: { name: 3 } }).error, "list: the list has an invalid 'name'");
        assert.equal(app.query({ type: "shareLink", base: "https://per.example/" }).error, "unknown query type 'shareLink'");
    });

    test("per.wasm carries no share-link codec: the open list's link is made by per-files.wasm and reads back equal", () => {
        app.start({ saved: null, system: "metric", currency: "EUR", now: "2026-11-23T09:00:00Z", id: "0".repeat(32) });
        app.dispatch({ type: "importLists", ...files.readFile({ text: csv, system: "metric" }), id: "d".repeat(32) });
        const open = app.query({ type: "lists", scope: "list" });
        assert.equal(open.name, "Party");
        const { url, error } = files.shareLink({ base: "https://per.example/", list: open.lists[0] });
        assert.equal(error, undefined);
        assert.match(url, /^https:\/\/per\.example\/#share=1/);
        // The link read back is the list, every value exact, and per.wasm shows it read-only.
        const read = files.openLink({ link: url });
        assert.deepEqual(read, { list: open.lists[0] });
        const { view } = app.dispatch({ type: "openShareLink", ...read });
        assert.equal(view.shared.name, "Party");
        assert.deepEqual(view.shared.rows.map((row) => row.name).sort(), open.lists[0].items.map((item) => item.name ?? "").sort());
        assert.equal(app.dispatch({ type: "closeSharedList" }).view.shared, null);
    });

    test("a damaged link is read as its problem, which per.wasm shows in an alert", () => {
        const { url } = files.shareLink({ base: "https://per.example/", list: app.query({ type: "lists", scope: "list" }).lists[0] });
        const read = files.openLink({ link: url.slice(0, -5) });
        assert.deepEqual(read, { problem: "This share link is cut short: copy the whole link, up to its last character" });
        assert.deepEqual(files.openLink({ link: "https://per.example/#nothing" }), { problem: "This link holds no shared list: it has no '#share=' part" });
        const { view } = app.dispatch({ type: "openShareLink", ...read });
        assert.equal(view.alert.message, read.problem);
        assert.equal(view.shared, null);
        app.dispatch({ type: "dismissAlert" });
    });

    test("a session saved before version 5 with a shared list open answers its link, for per-files.wasm to read", () => {
        const list = app.query({ type: "lists", scope: "list" }).lists[0];
        const { url } = files.shareLink({ base: "https://per.example/", list });
        const payload = url.split("#share=")[1];
        const saved = { version: 4, openList: "0".repeat(32), shared: payload };
        const started = app.start({ saved, library: null, system: "metric", now: "2026-11-23T09:00:00Z", id: "e".repeat(32) });
        assert.equal(started.error, undefined);
        assert.equal(started.restoreFailed, undefined);
        assert.equal(started.sharedLink, `#share=${payload}`);
        assert.equal(started.view.shared, null);
        const { view, saved: session } = app.dispatch({ type: "openShareLink", ...files.openLink({ link: started.sharedLink }) });
        assert.equal(view.shared.name, "Party");
        // Saved again, the session keeps the shared list as an object, which restores at once.
        assert.equal(session.version, 5);
        assert.deepEqual(session.shared, list);
        const again = app.start({ saved: session, library: null, system: "metric", now: "2026-11-23T09:00:00Z", id: "e".repeat(32) });
        assert.equal(again.sharedLink, undefined);
        assert.equal(again.view.shared.name, "Party");
        // A session that can't be restored (here a member read after the shared list) shows
        // why, and opens no link over its alert.
        const failed = app.start({ saved: { ...saved, deletedEntry: {} }, library: null, system: "metric", now: "2026-11-23T09:00:00Z", id: "e".repeat(32) });
        assert.equal(failed.restoreFailed, true);
        assert.match(failed.view.alert.message, /^Your saved lists could not be restored: /);
        assert.equal(failed.sharedLink, undefined);
    });
});

describe("per-files.wasm reads pasted shelf-tag text", () => {
    let app;
    let files;
    before(async () => {
        [app, files] = await Promise.all([load("per.wasm"), load("per-files.wasm")]);
    });

    test("per_files_read_tag answers the reading, which fills per.wasm's add-product form", () => {
        const exported = WebAssembly.Module.exports(files.module).map(({ name }) => name);
        assert.ok(exported.includes("per_files_read_tag"), exported.join(", "));
        const text = "Heinz Tomato Ketchup 700g\nClubcard Price £3.50\n£3.90\n55.7p per 100g";
        const reading = files.readTag({ text, currency: "GBP", system: "uk" });
        assert.equal(reading.error, undefined);
        assert.equal(reading.price, "3.90");
        assert.equal(reading.quantity, "700 g");
        assert.equal(reading.memberPrice, "3.50");
        assert.deepEqual(reading.uncertain, ["name", "memberPrice"]);
        assert.equal(reading.tagUnitPrice.sentence, "The tag says 55.7p per 100g; £3.90 for 700 g is 55.7p per 100 g: it matches");

        app.start({ saved: null, system: "uk", currency: "GBP", now: "2026-11-23T09:00:00Z", id: "0".repeat(32) });
        app.dispatch({ type: "addProduct" });
        const { view, error } = app.dispatch({ type: "fillFromTag", reading });
        assert.equal(error, undefined);
        assert.equal(view.alert, null);
        assert.equal(view.form.price.text, "3.90");
        assert.equal(view.form.quantity.text, "700");
        assert.equal(view.form.unit.id, "g");
        assert.equal(view.form.name, "Heinz Tomato Ketchup");
        assert.equal(view.form.deal.summary, "member 3.50");
        assert.deepEqual(view.form.toConfirm, ["name", "memberPrice"]);
        assert.equal(view.form.focus, "name");
        assert.deepEqual(view.form.tagNotes, [reading.tagUnitPrice.sentence]);
    });

    test("a malformed request is answered with its error", () => {
        assert.match(files.readTag({ currency: "GBP" }).error, /'text' must be a string/);
    });
});
