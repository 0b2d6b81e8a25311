// Runs per-sync.wasm (PerKit's sync replica) in a dedicated worker, so that preparing or merging
// a replica of thousands of records never holds up typing in the page. The replica's JSON text
// is kept in IndexedDB ("per-sync", store "replica", under the household's id): it can be several
// megabytes, more than localStorage takes. It outlives the device's membership: a device that is
// removed and joins the household again takes up its replica under its new device id, so that
// what it had synced keeps its stamps and never rolls the household back. Nothing here talks to
// the server; the page does.
//
// Messages (each answered with the same `id` and `result`, or `error`, and `phrase` when the
// page says the failure in the app's language from its catalog); each carries the household's
// id and the device's, and the app's language, which PerKit's words are in:
// - {type: "prepare", library, book, household, device, now} → {count, more, body}: the replica
//   records the lists' and the book's edits (library and book are the saved texts, or null) and
//   is stored before the answer; `body` is the text to POST to /api/sync, `count` how many
//   changes wait.
// - {type: "page", answer} → {more, next}: whether the server's answer (its text) is a page
//   that more follow, and the body that asks for the next one.
// - {type: "apply", library, book, household, device, now, answer, pages} → {library, book, conflicts}:
//   merges the server's answer (its text; a long one as its earlier pages and its last) into
//   the replica, acknowledging what the last prepare sent; answers the lists and the book to
//   restore (null: unchanged) and the conflicts found.
// - {type: "history", …} → {history}: the Sync history, newest first.
// - {type: "restore", …, conflict} → {library, book, history}: writes this device's side of a
//   conflict again, as a new edit.
// - {type: "reset"}: forgets what the last prepare sent (the device left or joined).

import { loadPer } from "../engine/per-wasm.js";
import { PhraseError, phraseOf } from "../platform/failures.js";

const databaseName = "per-sync";
const storeName = "replica";

/** per-sync.wasm, loading or loaded; null before the first use or after a failure. */
let engine = null;
/** The body the last prepare answered (what the page posted), for apply to acknowledge. */
let sent = null;

function syncEngine() {
    if (engine === null) {
        engine = (async () => {
            let response;
            try {
                response = await fetch(new URL("../../per-sync.wasm", import.meta.url));
            } catch (error) {
                throw new PhraseError("syncEngineUnreachable", "per-sync.wasm can't be downloaded: the server can't be reached and it isn't cached yet.", { cause: error });
            }
            if (!response.ok) throw new PhraseError("syncEngineRefused", `per-sync.wasm can't be downloaded: HTTP ${response.status}.`);
            return loadPer(response, { log: (line) => console.info(`per-sync.wasm: ${line}`) });
        })();
        engine.catch(() => { engine = null; });
    }
    return engine.then((module) => {
        if (module.trap === null) return module;
        engine = null; // trapped: a fresh instance next time
        return syncEngine();
    });
}

function call(module, exportName, input) {
    const { status, text } = module.call(exportName, input);
    const answer = JSON.parse(text);
    if (status < 0 || answer.error !== undefined) throw new Error(`${exportName}: ${answer.error}`);
    return answer;
}

// MARK: IndexedDB

let database = null;

function openDatabase() {
    database ??= new Promise((resolve, reject) => {
        const request = indexedDB.open(databaseName, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(storeName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
    });
    database.catch(() => { database = null; });
    return database;
}

async function transact(mode, work) {
    const db = await openDatabase();
    return new Promise((resolve, reject) => {
        const transaction = db.transaction(storeName, mode);
        const request = work(transaction.objectStore(storeName));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error ?? new PhraseError("replicaNotStored", "The replica couldn't be stored"));
    });
}

const read = (key) => transact("readonly", (store) => store.get(key)).then((text) => text ?? null);

/**
 * The household's replica. One saved before replicas were kept by household is under the device's
 * id: it is taken over.
 */
async function readReplica({ household, device }) {
    const replica = await read(household);
    if (replica !== null) return replica;
    const earlier = await read(device);
    if (earlier !== null) {
        await writeReplica({ household }, earlier);
        await transact("readwrite", (store) => store.delete(device));
    }
    return earlier;
}

const writeReplica = ({ household }, text) => transact("readwrite", (store) => store.put(text, household));

// MARK: Calls

/** The common part of the calls' input, written as text: the saved texts go in as they are. */
function input({ library, book, device, now, language, decimalSeparator }, replica, rest = "") {
    return `{"library":${library ?? "null"},"book":${book ?? "null"},"replica":${replica ?? "null"},`
        + `"device":${JSON.stringify(device)},"now":${Number(now)},"language":${JSON.stringify(language ?? "en")},`
        + `"decimalSeparator":${JSON.stringify(decimalSeparator ?? ".")}${rest}}`;
}

async function prepare(request) {
    const module = await syncEngine();
    const replica = await readReplica(request);
    const answer = call(module, "per_sync_prepare", input(request, replica));
    // Stored before anything is sent: an edit made offline survives a reload.
    await writeReplica(request, answer.replica);
    sent = answer.body;
    return { count: answer.waiting, more: answer.more, body: answer.body };
}

async function apply(request) {
    const module = await syncEngine();
    const replica = await readReplica(request);
    // The replica, the body sent and the server's answer go in as text, never read here: no
    // number in them is rounded by JavaScript.
    const pages = (request.pages ?? []).join(",");
    const rest = `,"sent":${sent ?? '{"changes":[]}'},"pages":[${pages}],"answer":${request.answer}`;
    const answer = call(module, "per_sync_apply", input(request, replica, rest));
    await writeReplica(request, answer.replica);
    return {
        library: answer.library ?? null, book: answer.book ?? null, conflicts: answer.conflicts ?? [],
    };
}

async function page(request) {
    const module = await syncEngine();
    const answer = call(module, "per_sync_page", `{"answer":${request.answer}}`);
    return { more: answer.more === true, next: answer.next ?? null };
}

async function history(request) {
    const module = await syncEngine();
    const answer = call(module, "per_sync_history", input(request, await readReplica(request)));
    return { history: answer.history };
}

async function restore(request) {
    const module = await syncEngine();
    const rest = `,"conflict":${Number(request.conflict)}`;
    const answer = call(module, "per_sync_restore", input(request, await readReplica(request), rest));
    await writeReplica(request, answer.replica);
    return { library: answer.library ?? null, book: answer.book ?? null, history: answer.history };
}

/** The sync's status after an event the page saw: PerKit's `SyncStatus` (WireSync.status). */
async function status(request) {
    const module = await syncEngine();
    return call(module, "per_sync_status", JSON.stringify(request));
}

/** Every word Settings › Sync shows about the household: PerKit's `HouseholdTexts` (WireSync.household). */
async function household(request) {
    const module = await syncEngine();
    return call(module, "per_sync_household", JSON.stringify(request));
}

const handlers = { prepare, page, apply, history, restore, status, household, reset: () => { sent = null; } };

self.addEventListener("message", async (event) => {
    const { id, type, ...request } = event.data;
    try {
        const handler = handlers[type];
        if (handler === undefined) throw new Error(`sync-worker: no call ${type}`);
        self.postMessage({ id, result: (await handler(request)) ?? null });
    } catch (error) {
        const phrase = phraseOf(error);
        if (phrase !== undefined) console.warn(error.message);
        self.postMessage({ id, error: String(error?.message ?? error), phrase });
    }
});
