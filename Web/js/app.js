// Per in the browser. PerKit's state machine runs in per.wasm; this page sends it actions
// (Sources/PerWire/WireAction.swift) and renders the view model it answers with. No rule of the
// app lives here: not what a key does, not when a button is enabled, not how a price is ranked.
import { loadPer } from "./per-wasm.js";
import { Renderer } from "./render.js";
import { startDefaults } from "./format.js";
import { isKeypadKeystroke } from "./keyboard.js";

/** Where the engine's saved session (open list, form, settings) is kept between visits. */
const storageKey = "per.state";
/** Where the engine's saved lists are kept between visits. */
const libraryKey = "per.library";
/** How many recent action timings window.__perTimings keeps. */
const maximumTimings = 2000;
/** `?bench`: include style and layout in the measured time of each action. */
const benchMode = new URLSearchParams(location.search).has("bench");

const $ = (id) => document.getElementById(id);
const renderer = new Renderer();
let per = null;
let view = null;
let lastSaved = null;

/** Timings of recent actions in milliseconds: dispatch into per.wasm plus rendering. */
window.__perTimings = [];

// MARK: Start-up

async function main() {
    performance.mark("per-script");
    try {
        per = await loadEngine();
        performance.mark("per-engine-loaded");
    } catch (error) {
        showEngineError(error);
        return;
    }
    const saved = readSaved(storageKey);
    const library = readSaved(libraryKey);
    const defaults = { ...startDefaults(), now: new Date().toISOString(), id: freshID() };
    let response = per.start({ saved, library, ...defaults });
    if (response.error && saved !== null) response = per.start({ saved: null, library: null, ...defaults });
    performance.mark("per-started");
    apply(response);
    wireEvents();
    document.documentElement.dataset.ready = "true";
    performance.mark("per-interactive");
    window.__perReady = performance.now();
    registerServiceWorker();
}

/** The JSON saved under `key`, or null when there is none or it can't be read. */
function readSaved(key) {
    try {
        return JSON.parse(localStorage.getItem(key) ?? "null");
    } catch {
        return null; // unreadable: start afresh
    }
}

/** A fresh list id: 128 random bits as 32 hexadecimal digits. */
function freshID() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Loads per.wasm; throws an EngineMissing error when the server says it isn't built. */
async function loadEngine() {
    let response;
    try {
        response = await fetch("per.wasm");
    } catch (error) {
        throw new Error("Couldn't download the app's engine (per.wasm): the server can't be reached and it isn't cached yet. Check the connection and reload.", { cause: error });
    }
    if (response.status === 404) throw new EngineMissing();
    if (!response.ok) throw new Error(`Couldn't download the app's engine (per.wasm): HTTP ${response.status}. Reload to try again.`);
    return loadPer(response, { log: (line) => console.info(`per.wasm: ${line}`) });
}

class EngineMissing extends Error {
    constructor() {
        super("The app's engine (per.wasm) isn't built yet. Run make wasm (or make run) and reload.");
    }
}

function showEngineError(error) {
    console.error(error);
    $("loading").hidden = true;
    $("engine-error-message").textContent = error.message;
    $("engine-error").hidden = false;
    // Confirm with the server why per.wasm is missing (its health check knows), for the console.
    if (error instanceof EngineMissing) {
        fetch("api/health").then((r) => r.json()).then((health) => console.info("per serve health:", health)).catch(() => {});
    }
}

// MARK: Actions

/** Sends one action to PerKit and renders the answer. */
function send(action) {
    const started = performance.now();
    let response;
    try {
        response = per.dispatch({ ...action, now: new Date().toISOString() });
    } catch (error) {
        // per.wasm trapped: nothing more can be computed with this instance.
        showEngineError(new Error(`Per stopped unexpectedly (${error.message}). Reload the page; your list is saved.`));
        for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
        $("main").querySelectorAll("section, ul, .list-header").forEach((element) => { element.hidden = true; });
        return;
    }
    if (response.error) console.error(`per.wasm rejected ${JSON.stringify(action)}: ${response.error}`);
    apply(response, { keyPress: action.type === "key" || action.type === "keyboard" });
    if (benchMode) void document.body.offsetHeight; // style and layout
    const timings = window.__perTimings;
    timings.push({ type: action.type, key: action.key, ms: performance.now() - started });
    if (timings.length > maximumTimings) timings.splice(0, timings.length - maximumTimings);
}

/**
 * Renders a response and saves the state it carries.
 *
 * @param {{ view: object, saved: object }} response
 * @param {{ keyPress?: boolean }} [cause] what the answer is to: a keypad or keyboard key press
 *   shows PerKit's refusal of it (`isRefusal`) as a cue and an announcement.
 */
function apply(response, cause = {}) {
    view = response.view;
    renderer.render(view, cause);
    try {
        // The lists first: a session never names a list that wasn't saved.
        if (response.library) localStorage.setItem(libraryKey, JSON.stringify(response.library));
        const saved = JSON.stringify(response.saved);
        if (saved !== lastSaved) {
            localStorage.setItem(storageKey, saved);
            lastSaved = saved;
        }
    } catch (error) {
        console.warn("Couldn't save the lists in this browser:", error);
    }
}

// MARK: Events

function wireEvents() {
    const e = renderer.elements;

    e.addProduct.addEventListener("click", () => send({ type: "addProduct" }));
    e.clearList.addEventListener("click", () => send({ type: "clearList" }));
    e.products.addEventListener("click", (event) => {
        const button = event.target.closest("button[data-action]");
        if (!button) return;
        const index = Number(button.dataset.index);
        send({ type: button.dataset.action === "remove" ? "removeProduct" : "editProduct", index });
    });
    e.undo.addEventListener("click", () => send({ type: "undoRemove" }));

    // The sheet.
    $("sheet-cancel").addEventListener("click", () => send({ type: "cancel" }));
    e.submit.addEventListener("click", () => send({ type: "submit" }));
    e.previous.addEventListener("click", () => send({ type: "previousField" }));
    e.next.addEventListener("click", () => send({ type: "nextField" }));
    e.keypad.addEventListener("click", (event) => {
        // Every press reaches PerKit, also of a key shown as disabled: PerKit refuses it visibly.
        const key = event.target.closest("button[data-key]");
        if (key) send({ type: "key", key: key.dataset.key });
    });
    // Pressing a key keeps the browser's focus (and the caret) on the field being typed into.
    e.keypad.addEventListener("pointerdown", (event) => {
        if (event.target.closest("button[data-key]")) event.preventDefault();
    });
    e.sheet.addEventListener("focusin", (event) => {
        const field = event.target.closest("[data-field]")?.dataset.field;
        if (field && view.form && view.form.focus !== field) send({ type: "focus", field });
    });
    e.soldByGroup.addEventListener("change", (event) => send({ type: "selectSoldBy", dimension: event.target.value }));
    e.unit.addEventListener("change", () => send({ type: "selectUnit", unit: e.unit.value }));
    e.name.addEventListener("input", () => send({ type: "setName", name: e.name.value }));
    e.name.addEventListener("keydown", (event) => {
        if (event.key === "Enter" && !event.isComposing && view.form?.canSubmit) {
            event.preventDefault();
            send({ type: "submit" });
        }
    });
    // Keys typed anywhere while the sheet is the topmost dialog (the browser's focus may be on
    // the sheet's background, or on the page after a click outside a field).
    document.addEventListener("keydown", (event) => {
        if (!e.sheet.open || e.alert.open || e.confirm.open) return;
        if (!isKeypadKeystroke(event, view.form?.keypad != null)) return;
        event.preventDefault();
        send({ type: "keyboard", key: event.key });
    });
    // Escape outside a keypad field (where it clears the field) closes the sheet, through PerKit.
    e.sheet.addEventListener("cancel", (event) => {
        event.preventDefault();
        send({ type: "cancel" });
    });

    // Clearing the list.
    $("confirm-cancel").addEventListener("click", () => send({ type: "cancelClearList" }));
    $("confirm-clear-all").addEventListener("click", () => send({ type: "confirmClearList" }));
    e.confirm.addEventListener("cancel", (event) => {
        event.preventDefault();
        send({ type: "cancelClearList" });
    });

    // Alerts.
    $("alert-ok").addEventListener("click", () => send({ type: "dismissAlert" }));
    e.alert.addEventListener("cancel", (event) => {
        event.preventDefault();
        send({ type: "dismissAlert" });
    });

    // Settings.
    e.settingsButton.addEventListener("click", () => renderer.openSettings());
    e.referenceButton.addEventListener("click", () => {
        if (!e.settingsButton.disabled) {
            renderer.openSettings();
            e.reference.focus();
        }
    });
    $("settings-done").addEventListener("click", () => e.settings.close());
    e.settings.addEventListener("click", (event) => {
        if (event.target === e.settings) e.settings.close(); // the backdrop
    });
    e.listName.addEventListener("change", () => send({ type: "setListName", name: e.listName.value }));
    e.listName.addEventListener("keydown", (event) => {
        if (event.key === "Enter" && !event.isComposing) e.listName.blur();
    });
    e.systemGroup.addEventListener("change", (event) => send({ type: "setMeasurementSystem", system: event.target.value }));
    e.currency.addEventListener("change", () => send({ type: "setCurrencyCode", code: e.currency.value }));
    e.reference.addEventListener("change", () => send({ type: "setReference", reference: e.reference.value }));

    // Another tab changed the list: follow it.
    window.addEventListener("storage", (event) => {
        if (event.key !== storageKey || event.newValue === null || event.newValue === lastSaved) return;
        try {
            apply(per.start({ saved: JSON.parse(event.newValue), library: readSaved(libraryKey), ...startDefaults() }));
        } catch {
            // ignore an unreadable value
        }
    });
}

// MARK: Offline

function registerServiceWorker() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("sw.js").catch((error) => console.warn("Offline mode unavailable:", error));
    navigator.serviceWorker.addEventListener("message", (event) => {
        if (event.data?.type === "updated") $("toast").hidden = false;
    });
    navigator.serviceWorker.controller?.postMessage({ type: "hello" });
    $("toast-reload").addEventListener("click", () => location.reload());
}

main();
