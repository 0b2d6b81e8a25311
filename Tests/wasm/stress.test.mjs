// A long random session against per.wasm: thousands of actions chosen from what the view model
// offers (plus some a front end should never send), through the loader the page uses. Checks
// that nothing traps, every answer is a well-formed response, the saved state restores the same
// view in a fresh instance, and memory stops growing once the working set has been seen, which
// exercises the module's allocator (scripts/wasm-support/allocator.c) as well as PerKit.
// Run with `make test-wasm` or `node --test Tests/wasm/`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { loadPer } from "../../Web/js/engine/per-wasm.js";

const wasmPath = fileURLToPath(new URL("../../Web/per.wasm", import.meta.url));

async function load() {
    if (!existsSync(wasmPath)) {
        assert.fail(`${wasmPath} is missing: run \`make wasm\` first (or \`make test-wasm\`, which builds it)`);
    }
    return loadPer(readFileSync(wasmPath), { log: (line) => assert.fail(`per.wasm printed: ${line}`) });
}

/** SplitMix64: the same sequence on every run. */
function random(seed) {
    let state = BigInt.asUintN(64, BigInt(seed));
    return () => {
        state = BigInt.asUintN(64, state + 0x9e3779b97f4a7c15n);
        let z = state;
        z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
        z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
        return Number((z ^ (z >> 31n)) >> 11n) / 2 ** 53;
    };
}

const names = ["Brand A", "", "Ægir's <b>oat</b> milk", "😀 \"quoted\" \\ \u0001", "x".repeat(300), "  spaced  "];

/** One action for the current view: mostly what the page could send, sometimes nonsense. */
function nextAction(view, next) {
    const pick = (list) => list[Math.floor(next() * list.length)];
    const roll = next();
    if (view.alert) return roll < 0.9 ? { type: "dismissAlert" } : { type: "addProduct" };
    const form = view.form;
    if (form) {
        if (form.keypad && roll < 0.6) {
            const enabled = form.keypad.filter((key) => key.isEnabled);
            return { type: "key", key: pick(enabled.length ? enabled : form.keypad).id };
        }
        if (roll < 0.66) return { type: "focus", field: pick(["quantity", "unit", "price", "name"]) };
        if (roll < 0.72) return { type: "selectUnit", unit: pick(form.unit.choices).id };
        if (roll < 0.75 && form.soldBy) return { type: "selectSoldBy", dimension: pick(form.soldBy).id };
        if (roll < 0.8) return { type: "setName", name: pick(names) };
        if (roll < 0.83) return { type: "keyboard", key: pick(["7", ".", "x", "/", "Enter", "Backspace", "Escape", "q"]) };
        if (roll < 0.86) return { type: pick(["nextField", "previousField"]) };
        if (roll < 0.97) return { type: "submit" };
        return { type: "cancel" };
    }
    const count = view.rows.length;
    // Keep the list short, so that memory use can settle.
    if (count > 12 && roll < 0.5) return { type: "removeProduct", index: Math.floor(next() * count) };
    if (roll < 0.45) return { type: "addProduct" };
    if (roll < 0.55 && count) return { type: "editProduct", index: Math.floor(next() * count) };
    if (roll < 0.62) return { type: "removeProduct", index: Math.floor(next() * (count + 1)) - (next() < 0.1 ? 1 : 0) };
    if (roll < 0.66) return { type: "clearList" };
    if (roll < 0.7) return { type: view.isConfirmingClear ? "confirmClearList" : "cancelClearList" };
    if (roll < 0.74) return { type: "setMeasurementSystem", system: pick(["metric", "us", "uk"]) };
    if (roll < 0.78) return { type: "setReference", reference: pick(view.settings.references).id };
    if (roll < 0.8) return { type: "setCurrencyCode", code: pick(["EUR", "usd", "GBP", "euro", ""]) };
    if (roll < 0.83) return { type: "setListName", name: pick(names) };
    if (roll < 0.86) return pick([{ type: "fly" }, { type: "key", key: "sqrt" }, { type: "setReference", reference: "fl oz" }]);
    return { type: "addProduct" };
}

test("a long random session never traps, always answers, and restores what it saved", async () => {
    const per = await load();
    const next = random(0x5eed_2026);
    let { view, saved, library, book } = per.start({ saved: null, system: "metric", currency: "EUR" });
    let added = 0;
    let memoryAfterWarmUp = 0;
    const steps = 14000;
    // The working set has been seen by then. The price book still grows slowly as named products
    // are added (7 KB of JSON by 60,000 steps), and memory with it: one 64 KiB page every 20,000
    // steps or so. A leak of even 20 bytes an action would take two pages in the 6,000 steps after.
    const warmUp = 8000;
    for (let step = 0; step < steps; step++) {
        const action = nextAction(view, next);
        const response = per.dispatch(action);
        assert.equal(typeof response.view, "object", JSON.stringify(action));
        assert.equal(typeof response.saved, "object", JSON.stringify(action));
        if (response.view.rows.length > view.rows.length) added++;
        ({ view, saved } = response);
        library = response.library ?? library;
        book = response.book ?? book;
        // A list keeps its products sorted by exact unit price, best first.
        view.rows.forEach((row, index) => assert.equal(row.isBest, row.rank === 1, `step ${step}`));
        if (step === warmUp) memoryAfterWarmUp = per.instance.exports.memory.buffer.byteLength;
        if (step % 1000 === 999) {
            const fresh = await load();
            const copy = (value) => JSON.parse(JSON.stringify(value ?? null));
            assert.deepEqual(fresh.start({ saved: copy(saved), library: copy(library), book: copy(book) }).view, view, `step ${step}`);
        }
    }
    assert.ok(added > 30, `only ${added} products were added: the session did not exercise the list`);
    const grown = per.instance.exports.memory.buffer.byteLength - memoryAfterWarmUp;
    assert.ok(grown <= 65536, `memory kept growing: ${grown} bytes after the warm-up`);
});
