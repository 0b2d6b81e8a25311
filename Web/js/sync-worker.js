// Runs per-sync.wasm (PerKit's sync replica) in a dedicated worker, so that preparing or merging
// a replica of thousands of records never holds up typing in the page. The replica's JSON text
// is kept in IndexedDB ("per-sync", store "replica", under the device's id): it can be several
// megabytes, more than localStorage takes. Nothing here talks to the server; the page does.
//
// Messages (each answered with the same `id` and `result`, or `error`):
// - {type: "prepare", library, book, device, now} → {count, more, body}: the replica records the
//   lists' and the book's edits (library and book are the saved texts, or null) and is stored
//   before the answer; `body` is the text to POST to /api/sync, `count` how many changes wait.
// - {type: "apply", library, book, device, now, answer} → {library, book}: merges the server's
//   answer (its text) into the replica, acknowledging what the last prepare sent; answers the
//   lists and the book to restore (null: unchanged).
// - {type: "forget"}: removes every stored replica (the device left its household).

import { loadPer } from "./per-wasm.js";

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
                response = await fetch(new URL("../per-sync.wasm", import.meta.url));
            } catch (error) {
                throw new Error("Per's sync engine (per-sync.wasm) can't be downloaded: the server can't be reached and it isn't cached yet.", { cause: error });
            }
            if (!response.ok) throw new Error(`Per's sync engine (per-sync.wasm) can't be downloaded: HTTP ${response.status}.`);
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
        transaction.onabort = () => reject(transaction.error ?? new Error("The replica couldn't be stored"));
    });
}

const readReplica = (device) => transact("readonly", (store) => store.get(device)).then((text) => text ?? null);
const writeReplica = (device, text) => transact("readwrite", (store) => store.put(text, device));
const forgetReplicas = () => transact("readwrite", (store) => store.clear());

// MARK: Calls

/** The common part of both calls' input, written as text: the saved texts go in as they are. */
function input({ library, book, device, now }, replica, rest = "") {
    return `{"library":${library ?? "null"},"book":${book ?? "null"},"replica":${replica ?? "null"},`
        + `"device":${JSON.stringify(device)},"now":${Number(now)}${rest}}`;
}

async function prepare(request) {
    const module = await syncEngine();
    const replica = await readReplica(request.device);
    const answer = call(module, "per_sync_prepare", input(request, replica));
    // Stored before anything is sent: an edit made offline survives a reload.
    await writeReplica(request.device, answer.replica);
    sent = answer.body;
    return { count: answer.waiting, more: answer.more, body: answer.body };
}

async function apply(request) {
    const module = await syncEngine();
    const replica = await readReplica(request.device);
    // The replica, the body sent and the server's answer go in as text, never read here: no
    // number in them is rounded by JavaScript.
    const rest = `,"sent":${sent ?? '{"changes":[]}'},"answer":${request.answer}`;
    const answer = call(module, "per_sync_apply", input(request, replica, rest));
    await writeReplica(request.device, answer.replica);
    return { library: answer.library ?? null, book: answer.book ?? null };
}

const handlers = { prepare, apply, forget: () => { sent = null; return forgetReplicas(); } };

self.addEventListener("message", async (event) => {
    const { id, type, ...request } = event.data;
    try {
        const handler = handlers[type];
        if (handler === undefined) throw new Error(`sync-worker: no call ${type}`);
        self.postMessage({ id, result: (await handler(request)) ?? null });
    } catch (error) {
        self.postMessage({ id, error: String(error?.message ?? error) });
    }
});
