// Per in the browser. PerKit's state machine runs in per.wasm; this page sends it actions
// (Sources/PerWire/WireAction.swift) and renders the view model it answers with. No rule of the
// app lives here: not what a key does, not when a button is enabled, not how a price is ranked.
import { loadPer } from "./engine/per-wasm.js";
import { Renderer } from "./screens/render.js";
import { startDefaults } from "./engine/format.js";
import { applyTexts, text } from "./screens/texts.js";
import { isKeypadKeystroke } from "./screens/keyboard.js";
import { SavedState, bookKey, libraryKey, sessionKey } from "./platform/storage.js";
import { download, freshId, listFiles, shareLink } from "./platform/files.js";
import { failureText } from "./platform/failures.js";

/** How many recent action timings window.__perTimings keeps. */
const maximumTimings = 2000;
/** `?bench`: include style and layout in the measured time of each action. */
const benchMode = new URLSearchParams(location.search).has("bench");

const $ = (id) => document.getElementById(id);
const renderer = new Renderer();
const storage = new SavedState(storageFailed);
/**
 * The price book screen, which per-book.wasm builds (js/screens/book-screen.js's BookScreen,
 * loaded the first time the screen shows: `addBookScreen`); until then, the book and the lists it
 * will be given.
 */
let bookScreen = { book: null, library: null };
/** The import of js/screens/book-screen.js, under way or done; null before the screen first shows. */
let bookScreenLoading = null;
let per = null;
let view = null;
/** PerKit's session as of its last answer, for the price book screen. */
let session = null;
/** The saved price book while PerKit hasn't got it yet (see main). */
let pendingBook = null;
/** What the browser holds while PerKit has only the open list of it (see showOpenListFirst). */
let pendingLists = null;
/** A share link the restored session was showing, to open once the page is ready (see start). */
let sharedLinkToOpen = null;
/** The household this device syncs with (Settings › Sync), and its part of Settings: loaded
 * once the page is ready (`loadSync`), or before it when the address holds an invite. */
let sync = null;
let syncView = null;
/** The sync conflicts' notice and the Sync history (js/sync/sync-history.js). */
let syncHistory = null;
/** The sync modules, loading or loaded (`loadSync`). */
let syncLoaded = null;

/** Timings of recent actions in milliseconds: dispatch into per.wasm plus rendering. */
window.__perTimings = [];

// MARK: Start-up

async function main() {
    performance.mark("per-script");
    // While per.wasm downloads, the page reads what the browser holds and its locale (Intl's
    // first use loads its data): none of that waits until the engine's bytes are here.
    const engine = loadEngine();
    let saved = storage.load();
    const defaults = startDefaults();
    try {
        per = await engine;
        performance.mark("per-engine-loaded");
    } catch (error) {
        showEngineError(error);
        return;
    }
    // A price book of thousands of prices takes PerKit a while to restore: unless it is what the
    // page shows, it comes right after the list is shown (and before any action; see send).
    if (saved.book !== null && saved.saved?.screen !== "book") {
        pendingBook = saved.book;
        saved = { ...saved, book: null };
    }
    if (!showOpenListFirst(saved, defaults)) apply(start(saved, defaults));
    performance.mark("per-started");
    wireEvents();
    await openShareLinkInAddress();
    if (location.hash.startsWith("#join=")) await openInviteInAddress().catch((error) => console.error(error));
    document.documentElement.dataset.ready = "true";
    performance.mark("per-interactive");
    window.__perReady = performance.now();
    if (pendingLists !== null) setTimeout(restoreLists, 0);
    if (pendingBook !== null) setTimeout(restoreBook, 0);
    // Sync and its parts of Settings, and asking the server whether it reads tags, aren't on
    // the first screen's path: they come once it shows.
    setTimeout(() => {
        loadSync().catch((error) => console.error(error));
        offerScanTag();
    }, 0);
    registerServiceWorker();
    // Share list makes its link with per-files.wasm. WebKit lets a tap copy to the clipboard or
    // open the share sheet only from code that hasn't waited for a download since the tap:
    // loaded on the first tap, the module would make Safari refuse the first share.
    setTimeout(() => listFiles().catch(() => {}), 0);
}

/**
 * Shows the open list before PerKit has restored the other saved lists: hundreds of lists take
 * it a while, and the first screen shows only the open one. PerKit starts from a library that
 * holds only the list the session names as open, read alone from the saved text (the rest of it
 * isn't even parsed yet); its answer is rendered, never saved. Right after the page is ready,
 * and before any action (see send), PerKit starts again from everything the browser holds
 * (`restoreLists`), and that answer, like every other, is rendered and saved: lists that can't
 * be read are found then, and kept aside as they are when the open one can't be. Picking the
 * list here is no rule of the app: were it the wrong one, the full start would show the right
 * one a moment later.
 *
 * @param {{ saved: object | null, library: import("./platform/storage.js").SavedLibrary,
 *   book: object | null }} saved
 * @param {object} defaults what PerKit takes from the browser's locale (`startDefaults`)
 * @returns {boolean} whether it showed the open list (else PerKit must start from everything now)
 */
function showOpenListFirst(saved, defaults) {
    if ((saved.saved?.screen ?? "list") !== "list") return false;
    const library = saved.library.openListOnly(saved.saved?.openList);
    if (library === null) return false;
    const response = per.start({
        saved: saved.saved, library, book: null,
        ...defaults, now: now(), today: today(), id: freshId(),
    });
    // Anything but a view to show (a session saved by an earlier version that was showing a
    // share link, say) is for the start from every list to handle, now.
    if (response.error || response.restoreFailed || response.sharedLink !== undefined) return false;
    view = response.view;
    if (response.texts !== undefined) applyTexts(response.texts, view.language);
    renderer.render(view);
    pendingLists = saved;
    return true;
}

/** Starts PerKit from every saved list, if it has only the open one (see showOpenListFirst). */
function restoreLists() {
    if (pendingLists === null) return;
    const saved = pendingLists;
    pendingLists = null;
    apply(start(saved));
    performance.mark("per-lists-restored");
}

/** Gives PerKit the saved price book, if it hasn't got it yet. */
function restoreBook() {
    if (pendingBook === null) return;
    const book = pendingBook;
    pendingBook = null;
    send({ type: "restoreBook", book });
    performance.mark("per-book-restored");
    window.__perBookReady = performance.now();
}

/**
 * Starts PerKit from what the browser holds (`storage.load()`), every list parsed now. A session
 * it can't restore is dropped (it is only the screen and a half-typed form); lists or a price
 * book it can't read are kept aside before a fresh library or book takes their place. Lists
 * that aren't JSON go to PerKit as their text, so that its alert says why they can't be read.
 */
function start({ saved, library: savedLibrary, book }, defaults = startDefaults()) {
    const library = savedLibrary.value ?? savedLibrary.text;
    const request = (saved, library, book) => per.start({
        saved, library, book, ...defaults, now: now(), today: today(), id: freshId(),
    });
    let response = request(saved, library, book);
    if (response.error && saved !== null) response = request(null, library, book);
    if (response.error && (library !== null || book !== null)) {
        console.error(`per.wasm couldn't read the saved lists or price book (${response.error}); they are kept in localStorage "${libraryKey}.unreadable" and "${bookKey}.unreadable"`);
        if (library !== null) storage.keepUnreadable(libraryKey);
        if (book !== null) storage.keepUnreadable(bookKey);
        book = null;
        response = request(null, null, null);
    } else if (response.restoreFailed) {
        // PerKit's alert says why; what it refused is kept before anything new is saved over it.
        if (library !== null) storage.keepUnreadable(libraryKey);
        if (book !== null) storage.keepUnreadable(bookKey);
    }
    // The book PerKit holds now: the one it answers, else the one given, unless it refused it.
    bookScreen.book = response.book ?? (response.restoreFailed ? null : book);
    bookScreen.library = response.library ?? library;
    // A session saved by an earlier version kept the shared list being looked at as a link.
    sharedLinkToOpen = response.sharedLink ?? null;
    return response;
}

/** The time as PerKit takes it: ISO-8601 in UTC. */
function now() {
    return new Date().toISOString();
}

/** The shopper's local date, `YYYY-MM-DD`: the day a price is remembered under. */
function today() {
    const date = new Date();
    const two = (number) => String(number).padStart(2, "0");
    return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Loads per.wasm; throws an EngineMissing error when the server says it isn't built. */
async function loadEngine() {
    // js/engine/early.js fetched per.wasm and compiled it while it downloaded, unless this ran first.
    window.perWasm ??= fetch("per.wasm").then((response) => ({ response }), (error) => ({ error }));
    const { module, response, error } = await window.perWasm;
    if (error) {
        throw new Error("Couldn't download the app's engine (per.wasm): the server can't be reached and it isn't cached yet. Check the connection and reload.", { cause: error });
    }
    const log = (line) => console.info(`per.wasm: ${line}`);
    if (module) return loadPer(module, { log });
    if (response.status === 404) throw new EngineMissing();
    if (!response.ok) throw new Error(`Couldn't download the app's engine (per.wasm): HTTP ${response.status}. Reload to try again.`);
    return loadPer(response, { log });
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

/** Sends one action to PerKit (with the time) and renders the answer. */
function send(action) {
    restoreLists();
    restoreBook();
    const started = performance.now();
    let response;
    renderer.lists.clearNotice();
    try {
        response = per.dispatch({ ...action, now: now(), today: today() });
    } catch (error) {
        // per.wasm trapped: nothing more can be computed with this instance. Its catalog, which
        // the page holds, says so in the app's language; the console keeps why.
        console.error(error);
        showEngineError(new Error(text("engineStopped")));
        for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
        $("main").querySelectorAll("section, ul, .list-header").forEach((element) => { element.hidden = true; });
        return;
    }
    const answered = performance.now();
    if (response.error) console.error(`per.wasm rejected ${action.type}: ${response.error}`);
    // PerKit's alert says why; the book it refused is kept before a new one is saved over it.
    if (response.restoreFailed) storage.keepUnreadable(bookKey);
    else if (action.type === "restoreBook" && !response.error && response.book === undefined) bookScreen.book = action.book;
    apply(response, { keyPress: action.type === "key" || action.type === "keyboard" });
    if (benchMode) void document.body.offsetHeight; // style and layout
    const timings = window.__perTimings;
    const ended = performance.now();
    timings.push({ type: action.type, key: action.key, ms: ended - started, engineMs: answered - started });
    if (timings.length > maximumTimings) timings.splice(0, timings.length - maximumTimings);
}

/**
 * Renders a response and saves the lists, price book and session it carries. When the browser
 * refuses to store them, PerKit is told (it shows the shopper why); the unsaved text is written
 * after the next action.
 *
 * @param {{ view: object, saved: object, library?: object, book?: object }} response
 * @param {{ keyPress?: boolean }} [cause] what the answer is to: a keypad or keyboard key press
 *   shows PerKit's refusal of it (`isRefusal`) as a cue and an announcement.
 */
function apply(response, cause = {}) {
    view = response.view;
    session = response.saved;
    if (response.texts !== undefined) applyTexts(response.texts, view.language);
    if (response.book !== undefined) bookScreen.book = response.book;
    if (response.library !== undefined) bookScreen.library = response.library;
    addBookScreen();
    renderer.render(view, cause);
    const failure = storage.save(response, { whileTyping: cause.keyPress === true });
    // The lists or the book changed here (not by a sync): send them soon.
    if ((response.library !== undefined || response.book !== undefined) && sync !== null && !sync.restoring) sync.edited();
    if (failure !== null) storageFailed(failure);
}

/** The browser refused to store what PerKit answered: PerKit says so (`storageFailed`). */
function storageFailed(failure) {
    console.warn(`Couldn't save the lists in this browser: ${failure?.message ?? failure}`);
    queueMicrotask(() => send({ type: "storageFailed", message: failureText(failure) }));
}

/**
 * Adds the price book screen to the view model while it shows: per-book.wasm builds it, once
 * loaded (the screen is rendered again then). When it can't be loaded, PerKit goes back to the
 * list and says why.
 */
function addBookScreen() {
    if (view.screen !== "book") return;
    const loaded = (error) => {
        if (error !== null) {
            bookScreenFailed(error);
        } else if (view.screen === "book" && view.book === null) {
            addBookScreen();
            renderer.render(view);
        }
    };
    if (bookScreenLoading === null) {
        view.book = null;
        bookScreenLoading = import("./screens/book-screen.js").then(({ BookScreen }) => {
            const screen = new BookScreen();
            screen.book = bookScreen.book;
            screen.library = bookScreen.library;
            bookScreen = screen;
            loaded(null);
        }, (error) => {
            bookScreenLoading = null;
            loaded(error);
        });
        return;
    }
    if (!("view" in bookScreen)) {
        view.book = null; // the screen's module is on its way
        return;
    }
    try {
        view.book = bookScreen.view(session, startDefaults().decimalSeparator, view.language, loaded);
    } catch (error) {
        queueMicrotask(() => bookScreenFailed(error));
    }
}

function bookScreenFailed(error) {
    console.error(error);
    send({ type: "bookScreenFailed", message: failureText(error) });
}

/**
 * Opens the list in a share link (`#share=…`) in the page's address, if there is one, else the
 * one a session saved by an earlier version was showing. per-files.wasm reads the link; when it
 * can't be loaded, PerKit's alert says so.
 */
async function openShareLinkInAddress() {
    const inAddress = location.hash.startsWith("#share=");
    const link = inAddress ? location.href : sharedLinkToOpen;
    sharedLinkToOpen = null;
    if (link === null) return;
    let action;
    try {
        action = (await listFiles()).openLink({ link, language: document.documentElement.lang });
    } catch (error) {
        action = { unreadable: failureText(error) };
    }
    if (action.error) action = { problem: action.error };
    send({ type: "openShareLink", ...action });
    // A damaged link: PerKit said what is wrong; the link has done its part.
    if (inAddress && !view.shared) forgetShareLink();
}

/** Takes the share link out of the address, so that a reload doesn't open it again. */
function forgetShareLink() {
    if (location.hash !== "") history.replaceState(history.state, "", location.pathname + location.search);
}

/** Shares the open list: the system's share sheet, else the clipboard, else a field to copy. */
async function shareOpenList() {
    const lists = per.query({ type: "lists", scope: "list" });
    let answer = lists;
    if (!lists.error) {
        try {
            answer = (await listFiles()).shareLink({ base: location.origin + location.pathname, list: lists.lists[0] });
        } catch (error) {
            answer = { error: error.message };
        }
    }
    if (answer.error) {
        console.error(`Couldn't make a share link: ${answer.error}`);
        renderer.lists.showNotice(answer.error, view);
        return;
    }
    const outcome = await shareLink(answer.url, view.title);
    if (outcome === "copied") send({ type: "linkCopied" });
    else if (outcome === "refused") renderer.lists.showLink(answer.url);
}

/** Downloads what the export dialog asks for, as PerKit writes it. */
async function exportLists() {
    const { scope, format } = renderer.lists.exportChoice();
    const lists = per.query({ type: "lists", scope });
    let answer = lists;
    if (!lists.error) {
        try {
            answer = (await listFiles()).writeFile({ format, name: lists.name, lists: lists.lists });
        } catch (error) {
            answer = { error: error.message };
        }
    }
    if (answer.error) {
        renderer.lists.showExportError(answer.error);
        return;
    }
    download(answer);
    $("export").close();
}

/** Reads a chosen file with PerKit, which imports it or says what is wrong. */
async function importFile(file) {
    let read;
    try {
        const text = await file.text();
        const system = view.settings.systems.find((choice) => choice.isSelected)?.id ?? "metric";
        read = (await listFiles()).readFile({ text, system, language: view.language });
    } catch (error) {
        send({ type: "importFailed", file: file.name, reason: failureText(error) });
        return;
    }
    if (read.error) {
        send({ type: "importFailed", file: file.name, reason: read.error });
        return;
    }
    send({ type: "importLists", ...read, id: freshId() });
}

// MARK: Shelf tags

/** The shopper's measurement system and currency, as a tag is read with them. */
function tagSettings() {
    const system = view.settings.systems.find((choice) => choice.isSelected)?.id ?? "metric";
    return { system, currency: view.settings.currencyCode };
}

/**
 * Sends a photo of a shelf tag to this page's server (`POST api/scan`), which reads it, and
 * fills the form with the reading. The server's refusal, or a failure to reach it, is shown by
 * PerKit as an alert.
 *
 * @param {File} file the photo
 */
async function scanTag(file) {
    const { system, currency } = tagSettings();
    const status = $("scan-status");
    status.textContent = text("readingTheTag");
    const headers = { "Content-Type": file.type || "application/octet-stream" };
    const token = (await import("./sync/sync.js")).loadCredentials()?.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    let response;
    try {
        response = await fetch(`api/scan?currency=${encodeURIComponent(currency)}&system=${system}`, { method: "POST", headers, body: file });
    } catch {
        status.textContent = "";
        send({ type: "tagReadingFailed", message: null });
        return;
    }
    status.textContent = "";
    let answer = null;
    try {
        answer = await response.json();
    } catch {
        // Not JSON (a proxy's page): the status says enough.
    }
    if (!response.ok || answer === null || answer.error) {
        const retryAfter = Number.parseInt(response.headers.get("Retry-After") ?? "", 10);
        send({
            type: "tagReadingFailed", message: answer?.error ?? null, status: response.status,
            retryAfter: Number.isFinite(retryAfter) ? retryAfter : null,
        });
        return;
    }
    send({ type: "fillFromTag", reading: answer });
}

/** Reads the text in Paste tag text with PerKit (per-files.wasm) and fills the form. */
async function readTagText() {
    const text = $("tag-text").value;
    const { system, currency } = tagSettings();
    let reading;
    try {
        reading = (await listFiles()).readTag({ text, currency, system });
    } catch (error) {
        send({ type: "tagReadingFailed", message: error.message });
        return;
    }
    if (reading.error) {
        send({ type: "tagReadingFailed", message: reading.error });
        return;
    }
    send({ type: "fillFromTag", reading });
}

/** Shows Scan tag when this page is served by `per serve`, which reads photos of tags. */
function offerScanTag() {
    // Offline the check could only fail: it is made when the network returns.
    if (!navigator.onLine) {
        window.addEventListener("online", offerScanTag, { once: true });
        return;
    }
    fetch("api/health").then((response) => {
        if (response.ok) $("scan-tag").hidden = false;
    }).catch(() => {});
}

// MARK: Sync

/**
 * Loads the sync modules and starts syncing with the household, when this device belongs to
 * one; once.
 */
function loadSync() {
    syncLoaded ??= Promise.all([
        import("./sync/sync.js"), import("./sync/sync-view.js"), import("./sync/sync-history.js"),
    ]).then(([{ Sync }, { SyncView }, { SyncHistoryView }]) => startSync(Sync, SyncView, SyncHistoryView));
    syncLoaded.catch(() => { syncLoaded = null; });
    return syncLoaded;
}

/** Starts syncing with the household, when this device belongs to one. */
function startSync(Sync, SyncView, SyncHistoryView) {
    sync = new Sync({
        restore: (action) => send(action),
        fail: (message) => send({ type: "syncFailed", message }),
        changed: () => syncView?.render(),
        conflicted: (conflicts) => syncHistory?.notify(conflicts),
        currency: () => view.settings.currencyCode,
    });
    syncView = new SyncView(sync);
    syncHistory = new SyncHistoryView(sync);
    sync.start();
}

/** Opens Settings on the join form for an invite link (`#join=CODE`) in the page's address. */
async function openInviteInAddress() {
    if (!location.hash.startsWith("#join=")) return;
    const [{ inviteCode }] = await Promise.all([import("./sync/sync-view.js"), loadSync()]);
    if (!location.hash.startsWith("#join=")) return;
    const code = inviteCode(location.hash);
    forgetShareLink(); // the code has done its part in the address
    if (view.alert) return; // PerKit's alert first; the link can be pasted afterwards
    if (!renderer.elements.settings.open) renderer.openSettings();
    syncView.openJoin(code);
}

/** Runs `work` now when the sync modules are loaded, else once they are (or failed to). */
async function whenSyncLoaded(work) {
    if (syncView === null) {
        try {
            await loadSync();
        } catch (error) {
            console.error(error);
        }
    }
    work();
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
    e.undo.addEventListener("click", () => {
        const action = view.undo?.action ?? "undoRemove";
        if (action === "undoDeleteEntry") renderer.book.restoring();
        send({ type: action });
    });

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
    e.store.addEventListener("input", () => send({ type: "setStore", store: e.store.value }));
    e.sale.addEventListener("change", () => send({ type: "setSale", isSale: e.sale.checked }));
    e.dealToggle.addEventListener("click", () => send({ type: "showDeal", isShown: !(view.form?.deal.isShown ?? false) }));
    $("scan-tag-input").addEventListener("change", (event) => {
        const file = event.target.files?.[0];
        event.target.value = "";
        if (file) void scanTag(file);
    });
    $("read-tag-text").addEventListener("click", () => void readTagText());
    e.dealFields.addEventListener("change", (event) => {
        if (event.target.id === "offer-select") send({ type: "selectOffer", offer: event.target.value });
    });
    for (const input of [e.name, e.store]) {
        input.addEventListener("keydown", (event) => {
            if (event.key === "Enter" && !event.isComposing && view.form?.canSubmit) {
                event.preventDefault();
                send({ type: "submit" });
            }
        });
    }
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
    // Settings opens with its Sync section working: right away once the sync modules are loaded.
    e.settingsButton.addEventListener("click", () => void whenSyncLoaded(() => {
        renderer.openSettings();
        syncView?.opened();
    }));
    e.referenceButton.addEventListener("click", () => void whenSyncLoaded(() => {
        if (!e.settingsButton.disabled) {
            renderer.openSettings();
            e.reference.focus();
        }
    }));
    $("settings-done").addEventListener("click", () => e.settings.close());
    e.settings.addEventListener("click", (event) => {
        if (event.target === e.settings) e.settings.close(); // the backdrop
    });
    e.systemGroup.addEventListener("change", (event) => send({ type: "setMeasurementSystem", system: event.target.value }));
    e.currency.addEventListener("change", () => send({ type: "setCurrencyCode", code: e.currency.value }));
    e.reference.addEventListener("change", () => send({ type: "setReference", reference: e.reference.value }));
    e.remembersPrices.addEventListener("change", () => send({ type: "setRemembersPrices", isOn: e.remembersPrices.checked }));
    e.usesMemberPrices.addEventListener("change", () => send({ type: "setUsesMemberPrices", isOn: e.usesMemberPrices.checked }));
    e.language.addEventListener("change", () => send({ type: "setLanguage", language: e.language.value }));

    wireListEvents();
    wireBookEvents();

    // A session held back while the shopper types is written before the page is hidden or left.
    addEventListener("pagehide", () => storage.flushNow());
    document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "hidden") storage.flushNow();
    });

    // Another tab changed the lists: follow it.
    window.addEventListener("storage", (event) => {
        if (event.key !== sessionKey && event.key !== libraryKey && event.key !== bookKey) return;
        if (event.newValue === null || storage.isOwn(event.key, event.newValue)) return;
        // Lists read at start-up but not parsed yet are parsed first: were they damaged, they
        // are kept aside before anything is saved over them.
        void pendingLists?.library.value;
        pendingLists = null;
        pendingBook = null;
        apply(start(storage.load()));
    });
}

function wireListEvents() {
    const l = renderer.lists.elements;

    l.listsButton.addEventListener("click", () => send({ type: view.screen === "library" ? "closeLibrary" : "showLibrary" }));
    l.savedLists.addEventListener("click", (event) => {
        const button = event.target.closest("button[data-id]");
        if (button) send({ type: "openList", id: button.dataset.id });
    });
    l.newList.addEventListener("click", () => send({ type: "newList", id: freshId() }));

    // The open list's name: sent when the field is left (or Enter), then shown as PerKit keeps it.
    l.listName.addEventListener("change", () => send({ type: "setListName", name: l.listName.value }));
    l.listName.addEventListener("keydown", (event) => {
        if (event.key === "Enter" && !event.isComposing) l.listName.blur();
    });
    l.listName.addEventListener("blur", () => {
        if (l.listName.value !== view.listName) l.listName.value = view.listName;
    });
    l.share.addEventListener("click", () => void shareOpenList());
    l.duplicate.addEventListener("click", () => send({ type: "duplicateList", id: freshId() }));
    l.delete.addEventListener("click", () => send({ type: "deleteList", id: freshId() }));

    // A list from a share link.
    window.addEventListener("hashchange", () => {
        void openShareLinkInAddress();
        openInviteInAddress().catch((error) => console.error(error));
    });
    l.sharedSave.addEventListener("click", () => {
        send({ type: "saveSharedList", id: freshId() });
        forgetShareLink();
    });
    const closeShared = () => {
        send({ type: "closeSharedList" });
        forgetShareLink();
    };
    $("shared-close").addEventListener("click", closeShared);
    l.shared.addEventListener("cancel", (event) => {
        event.preventDefault();
        closeShared();
    });
    $("link-done").addEventListener("click", () => l.link.close());

    // Export and import: files made and read by PerKit, nothing sent anywhere.
    l.exportLists.addEventListener("click", () => renderer.lists.openExport(view.exportListName));
    $("export-cancel").addEventListener("click", () => l.exportDialog.close());
    $("export-download").addEventListener("click", () => void exportLists());
    l.importLists.addEventListener("click", () => l.importFile.click());
    l.importFile.addEventListener("change", () => {
        const file = l.importFile.files?.[0];
        l.importFile.value = ""; // the same file can be chosen again
        if (file) void importFile(file);
    });
}

function wireBookEvents() {
    const b = renderer.book.elements;

    // The header's Price book button: opens the book; on it, goes up one level, as Back does.
    b.bookButton.addEventListener("click", () => {
        if (view.screen !== "book") send({ type: "showPriceBook" });
        else send({ type: "closePriceBook" });
    });
    b.back.addEventListener("click", () => send({ type: "closePriceBook" }));
    b.search.addEventListener("input", () => send({ type: "searchPriceBook", text: b.search.value }));
    b.search.addEventListener("keydown", (event) => {
        if (event.key === "Enter" && !event.isComposing) b.search.blur(); // closes a phone's keyboard
    });
    b.products.addEventListener("click", (event) => {
        const button = event.target.closest("button[data-name]");
        if (button) send({ type: "showBookProduct", name: button.dataset.name });
    });
    b.history.addEventListener("click", (event) => {
        const button = event.target.closest("button[data-id]");
        if (!button) return;
        renderer.book.deleting(button.dataset.id);
        send({ type: "deleteEntry", id: button.dataset.id });
    });

    // A page left open overnight: dates ("today", this year's dates without a year) move on.
    let shownDate = today();
    document.addEventListener("visibilitychange", () => {
        if (document.visibilityState !== "visible" || per.trap || today() === shownDate) return;
        shownDate = today();
        send({ type: "setDate", today: shownDate });
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
