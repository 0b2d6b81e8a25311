// Sync: a device of a household sends the lists' and the price book's edits to `per serve` and
// takes the other devices'. Offline first: every edit is made locally and captured in the
// device's replica (per-sync.wasm, in js/sync-worker.js; kept in IndexedDB) before anything is
// sent, so that edits made offline survive reloads and go out when the network returns. PerKit
// decides every merge, and how the sync stands and what it says (`SyncStatus`, through
// `per_sync_status`), in the app's language (the page's `lang`, which per.wasm's texts set):
// this file only carries records and reports what happened.
//
// The device's credentials (`{household, device, token, syncedAt}`) are kept in localStorage
// "per.sync"; the token is sent only as `Authorization: Bearer …` to this page's own server.

import { bookKey, libraryKey } from "../platform/storage.js";
import { text } from "../screens/texts.js";
import { decimalSeparator } from "../engine/format.js";

/** Where the household, the device and its token are kept. */
export const credentialsKey = "per.sync";

/** How long after an edit the lists are synced (later edits push it back). */
const debounceMs = 1500;
/** How often the lists are synced while the page is visible. */
const intervalMs = 30_000;

/** A request the server refused, with its message. */
export class ServerError extends Error {
    /**
     * @param {number} status the HTTP status
     * @param {string | null} serverMessage the server's `error`, if it gave one (with none,
     *   PerKit words the refusal from its status)
     * @param {number | null} retryAfter seconds, from `Retry-After`
     * @param {string | null} code the server's `code` for a sync change it refused ("clockAhead")
     */
    constructor(status, serverMessage, retryAfter = null, code = null) {
        super(serverMessage ?? "");
        this.status = status;
        this.serverMessage = serverMessage;
        this.retryAfter = retryAfter;
        this.code = code;
    }
}

/** The network (or the server) can't be reached: PerKit says so (`HouseholdTexts.offline`). */
export class OfflineError extends Error {}

/** The app's language, whose words PerKit answers in: the page's `lang` ("de"). */
export function language() {
    return document.documentElement.lang || "en";
}

/** How many minutes the device's clock is (or was) ahead of UTC at `milliseconds`. */
export function utcOffset(milliseconds) {
    const offset = -new Date(milliseconds).getTimezoneOffset();
    return Number.isFinite(offset) ? offset : 0;
}

/**
 * One call to the server's API: JSON in and out, the device's token when there is one.
 *
 * @param {string} method
 * @param {string} path e.g. "api/devices" (relative to the page)
 * @param {{ body?: unknown, token?: string, text?: boolean }} [options] `body` as an object
 *   or as JSON text; `text`: answer the response's text unparsed.
 * @returns {Promise<unknown>} the answer (null for 204)
 * @throws {OfflineError | ServerError}
 */
export async function api(method, path, { body, token, text = false } = {}) {
    const headers = { "Content-Type": "application/json" };
    if (token) headers.Authorization = `Bearer ${token}`;
    let response;
    try {
        response = await fetch(path, {
            method, headers, cache: "no-store",
            body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
        });
    } catch (error) {
        throw new OfflineError("", { cause: error });
    }
    if (response.ok) {
        if (response.status === 204) return null;
        return text ? response.text() : response.json();
    }
    let message = null;
    let code = null;
    try {
        const answer = await response.json();
        if (typeof answer?.error === "string") message = answer.error;
        if (typeof answer?.code === "string") code = answer.code;
    } catch {
        // Not JSON (a proxy's page): the status says enough.
    }
    const retryAfter = Number(response.headers.get("Retry-After")) || null;
    throw new ServerError(response.status, message, retryAfter, code);
}

/** The saved credentials, or null. */
export function loadCredentials() {
    try {
        const value = JSON.parse(localStorage.getItem(credentialsKey) ?? "null");
        return value?.token && value?.device?.id && value?.household?.id ? value : null;
    } catch {
        return null;
    }
}

/** Talks to js/sync/sync-worker.js: one promise per call. */
class SyncWorker {
    constructor() {
        this.worker = null;
        this.calls = new Map();
        this.nextId = 1;
    }

    call(type, request = {}) {
        if (this.worker === null) {
            this.worker = new Worker(new URL("./sync-worker.js", import.meta.url), { type: "module" });
            this.worker.addEventListener("message", (event) => {
                const { id, result, error, phrase } = event.data;
                const call = this.calls.get(id);
                this.calls.delete(id);
                // A failure the worker names by a phrase is said in the app's language.
                if (error !== undefined) call?.reject(new Error(phrase === undefined ? error : text(phrase)));
                else call?.resolve(result);
            });
            this.worker.addEventListener("error", (event) => {
                // The worker couldn't start (or threw outside a call): fail what waits, start afresh.
                event.preventDefault();
                console.warn(`Per's sync worker stopped: ${event.message || "it couldn't be loaded"}`);
                for (const call of this.calls.values()) call.reject(new Error(text("syncWorkerStopped")));
                this.calls.clear();
                this.worker.terminate();
                this.worker = null;
            });
        }
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            this.calls.set(id, { resolve, reject });
            this.worker.postMessage({ id, type, ...request });
        });
    }
}

/**
 * The household this device belongs to, and the loop that keeps its lists in sync: on start,
 * shortly after each edit, when the network returns, when the page becomes visible and every
 * 30 seconds while it is; one sync at a time (also across tabs, with a Web Lock).
 */
export class Sync {
    /**
     * @param {{ restore: (action: object) => void, fail: (message: string) => void,
     *   changed: () => void, conflicted: (conflicts: object[]) => void, currency: () => string }} app
     *   `restore` sends per.wasm `restoreSynced`; `fail` shows a "Whoops!" alert (`syncFailed`);
     *   `changed` re-renders what shows the sync's state; `conflicted` says once which changes of
     *   this device's a sync replaced (PerKit's `SyncConflict`, with its `messageParts`);
     *   `currency` is the app's currency code, which a conflict's prices are written in.
     */
    constructor(app) {
        this.app = app;
        this.worker = new SyncWorker();
        this.credentials = loadCredentials();
        /**
         * PerKit's `SyncStatus` as it answered the last event: `status` (phase, changes waiting,
         * last sync, last failure said), to give back with the next event; `text`, the status
         * line; `canSyncNow`.
         */
        this.status = { status: null, text: "", canSyncNow: true };
        /** The events reported to PerKit, one after another. */
        this.reports = Promise.resolve();
        this.running = null;
        this.again = false;
        this.debounce = null;
        this.retryTimer = null;
        this.interval = null;
        /** Whether a sync is giving PerKit the household's lists (not an edit to send back). */
        this.restoring = false;
    }

    get isMember() {
        return this.credentials !== null;
    }

    /** Starts the loop (a first sync now, when in a household). */
    start() {
        window.addEventListener("online", () => this.syncSoon(0));
        window.addEventListener("offline", () => { if (this.isMember) void this.#report({ type: "wentOffline" }); });
        document.addEventListener("visibilitychange", () => {
            if (document.visibilityState === "visible") this.syncSoon(0);
            this.#schedule();
        });
        // Another tab joined, left or synced.
        window.addEventListener("storage", (event) => {
            if (event.key !== credentialsKey) return;
            this.credentials = loadCredentials();
            if (!this.isMember) void this.#report({ type: "left" });
            else void this.#report(null);
        });
        this.#schedule();
        if (this.isMember) void this.#report(null);
        this.syncSoon(0);
    }

    /** The lists or the book changed: sync in a moment. */
    edited() {
        this.syncSoon(debounceMs);
    }

    /** Syncs after `delay` ms (unless another sync is asked for sooner). */
    syncSoon(delay) {
        if (!this.isMember) return;
        clearTimeout(this.debounce);
        this.debounce = setTimeout(() => void this.syncNow(), delay);
    }

    /**
     * Syncs now, or right after the sync under way.
     *
     * @returns {Promise<void>} settles when the lists are synced (or it failed; the status says how).
     */
    syncNow() {
        clearTimeout(this.debounce);
        if (!this.isMember) return Promise.resolve();
        if (this.running) {
            this.again = true;
            return this.running;
        }
        this.running = (async () => {
            try {
                do {
                    this.again = false;
                    if (navigator.locks) await navigator.locks.request("per-sync", () => this.#syncOnce());
                    else await this.#syncOnce();
                } while (this.again && this.isMember);
            } finally {
                this.running = null;
            }
        })();
        return this.running;
    }

    /**
     * Becomes a device of a household (the answer to creating or joining one). A device that
     * joins a household it belonged to takes up the replica it kept: what it had synced keeps its
     * stamps, and only what changed here since counts as new.
     */
    async joined(answer) {
        await this.worker.call("reset").catch(() => {});
        this.credentials = { household: answer.household, device: answer.device, token: answer.token, syncedAt: null };
        this.#saveCredentials();
        await this.#report({ type: "joined" });
        await this.syncNow();
    }

    /**
     * Forgets the household's token. The lists, the book and the replica stay: joining again later
     * never rolls the household back to what this device last saw.
     */
    async leave() {
        await this.#forget();
        await this.#report({ type: "left" });
    }

    /** Forgets the household's token (see `leave`), without a word to PerKit. */
    async #forget() {
        clearTimeout(this.debounce);
        clearTimeout(this.retryTimer);
        this.credentials = null;
        try {
            localStorage.removeItem(credentialsKey);
        } catch {
            // Nothing more to do.
        }
        await this.worker.call("reset").catch(() => {});
    }

    /** The household's devices (`GET /api/devices`). */
    devices() {
        return api("GET", "api/devices", { token: this.credentials?.token });
    }

    /** Removes a device; removing this one leaves the household. */
    async removeDevice(id) {
        await api("DELETE", `api/devices/${encodeURIComponent(id)}`, { token: this.credentials?.token });
        if (id === this.credentials?.device.id) await this.leave();
    }

    /** An invite for another device (`POST /api/invites`): `{code, url, expiresAt}`. */
    invite() {
        return api("POST", "api/invites", { token: this.credentials?.token });
    }

    /** The Sync history, newest first: the changes of this device's that syncs replaced. */
    async history() {
        const credentials = this.credentials;
        if (credentials === null) return [];
        const answer = await this.worker.call("history", this.#request(credentials));
        return answer.history;
    }

    /**
     * Restores this device's side of the conflict `number`: a new edit, shown at once and sent
     * with the next sync.
     *
     * @returns {Promise<object[]>} the Sync history after it
     */
    async restore(number) {
        const credentials = this.credentials;
        if (credentials === null) return [];
        const answer = await this.worker.call("restore", { ...this.#request(credentials), conflict: number });
        this.#restoreSynced(answer);
        this.syncSoon(0);
        return answer.history;
    }

    /** What every call to the worker carries. */
    #request(credentials) {
        return {
            ...this.#saved(), household: credentials.household.id, device: credentials.device.id, now: Date.now(),
            language: language(), decimalSeparator: decimalSeparator(),
        };
    }

    /** Gives the app lists or a book that a merge or a restore changed. */
    #restoreSynced(merged) {
        if (merged.library === null && merged.book === null) return;
        this.restoring = true;
        try {
            this.app.restore({ type: "restoreSynced", library: merged.library, book: merged.book });
        } finally {
            this.restoring = false;
        }
    }

    /**
     * PerKit's words for Settings › Sync (`HouseholdTexts`) in the app's language: the messages,
     * a name for this device, and for each of `devices` (as `GET api/devices` answers) its texts.
     * `numbers` asks for the words that need a number: `{ moreConflicts: 2 }` ("and 2 more"),
     * `{ httpStatus: 502, serverMessage, retryAfter, code }` (a refusal: "The server answered
     * HTTP 502.", in English the server's own message).
     */
    async householdTexts(devices = [], numbers = {}) {
        const now = Date.now();
        return this.worker.call("household", {
            household: this.credentials?.household.name ?? null,
            devices: devices.map((device) => {
                const seen = Date.parse(device.lastSeenAt ?? device.createdAt);
                return Number.isNaN(seen)
                    ? { id: device.id, name: device.name, current: Boolean(device.current), lastSeenAt: null }
                    : { id: device.id, name: device.name, current: Boolean(device.current), lastSeenAt: seen, utcOffset: utcOffset(seen) };
            }),
            now, utcOffset: utcOffset(now), userAgent: navigator.userAgent, language: language(), ...numbers,
        });
    }

    /** PerKit's status line ("Synced 3 min ago"), in the app's language. */
    statusText() {
        return this.status.text;
    }

    /** The app's language changed: the status line is asked for in the new one. */
    languageChanged() {
        if (this.isMember) void this.#report(null);
    }

    /**
     * Reports what happened to PerKit (`per_sync_status`), or with `null` only asks for the
     * status line now; then does what it answers (an alert, a retry, leaving the household) and
     * re-renders. Reports go one after another, each with the status the one before answered.
     *
     * @param {object | null} event e.g. `{ type: "prepared", waiting: 2 }` (WireSync.status)
     */
    #report(event) {
        const report = this.reports.then(async () => {
            const syncedAt = this.credentials?.syncedAt ?? null;
            const status = this.status.status === null ? { phase: "idle", waiting: 0, syncedAt, shownFailure: null }
                : { ...this.status.status, syncedAt: syncedAt ?? this.status.status.syncedAt };
            const now = Date.now();
            let answer;
            try {
                answer = await this.worker.call("status", {
                    status, event, now, utcOffset: utcOffset(status.syncedAt ?? now), language: language(),
                });
            } catch (error) {
                console.warn(`The sync's status can't be worked out: ${error.message}`);
                return;
            }
            this.status = answer;
            if (event?.type === "synced" && this.credentials) {
                this.credentials.syncedAt = answer.status.syncedAt;
                this.#saveCredentials();
            }
            if (answer.retryIn !== null) this.#retryIn(answer.retryIn);
            if (answer.leave) await this.#forget(); // PerKit's status starts afresh already
            if (answer.alert !== null) {
                if (!answer.leave) console.warn(`Sync failed: ${answer.alert}`);
                this.app.fail(answer.alert);
            }
            this.app.changed();
        });
        this.reports = report;
        return report;
    }

    // MARK: One sync

    async #syncOnce() {
        const credentials = this.credentials;
        if (credentials === null) return;
        // Marks for the first-sync benchmark (Benchmarks/web/first_sync.py), one set per sync.
        performance.mark("per-sync-start");
        void this.#report({ type: "started" });
        let prepared;
        try {
            prepared = await this.worker.call("prepare", this.#request(credentials));
        } catch (error) {
            await this.#report({ type: "prepareFailed", reason: error.message });
            return;
        }
        performance.mark("per-sync-prepared");
        void this.#report({ type: "prepared", waiting: prepared.count });
        if (!navigator.onLine) {
            await this.#report({ type: "networkError" });
            return;
        }
        let answer;
        const pages = [];
        try {
            answer = await api("POST", "api/sync", { body: prepared.body, token: credentials.token, text: true });
            // A long answer comes in pages of about a megabyte: gathered, then merged as one.
            let page = await this.worker.call("page", { answer });
            while (page.more && this.credentials === credentials) {
                pages.push(answer);
                answer = await api("POST", "api/sync", { body: page.next, token: credentials.token, text: true });
                page = await this.worker.call("page", { answer });
            }
        } catch (error) {
            if (this.credentials !== credentials) return; // left meanwhile
            if (error instanceof OfflineError) await this.#report({ type: "networkError" });
            else if (error instanceof ServerError) {
                await this.#report({
                    type: "httpError", status: error.status, message: error.serverMessage, retryAfter: error.retryAfter,
                    code: error.code,
                });
            } else await this.#report({ type: "httpError", status: 0, message: error.message });
            return;
        }
        if (this.credentials !== credentials) return;
        performance.mark("per-sync-answered");
        let merged;
        try {
            // Merged with the lists as they are now; an edit made meanwhile is merged too (the
            // merge is idempotent, so the server's answer can be applied again).
            let saved;
            let tries = 0;
            do {
                const request = this.#request(credentials);
                saved = { library: request.library, book: request.book };
                merged = await this.worker.call("apply", { ...request, answer, pages });
            } while (!this.#isCurrent(saved) && ++tries < 3);
        } catch (error) {
            await this.#report({ type: "mergeFailed", reason: error.message });
            return;
        }
        performance.mark("per-sync-merged");
        this.#restoreSynced(merged);
        if (merged.conflicts.length > 0) this.app.conflicted(merged.conflicts);
        await this.#report({ type: "synced" });
        performance.mark("per-sync-done");
        // A request carries at most a batch of changes: send the rest at once.
        if (prepared.more) this.again = true;
    }

    /** The saved lists and book, as text (null when there are none). */
    #saved() {
        return { library: localStorage.getItem(libraryKey), book: localStorage.getItem(bookKey) };
    }

    #isCurrent(saved) {
        const now = this.#saved();
        return now.library === saved.library && now.book === saved.book;
    }

    #retryIn(ms) {
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.syncSoon(0), ms);
    }

    #saveCredentials() {
        try {
            localStorage.setItem(credentialsKey, JSON.stringify(this.credentials));
        } catch (error) {
            console.warn(`Couldn't save the household's credentials: ${error.message}`);
        }
    }

    /** Every 30 s while the page is visible. */
    #schedule() {
        clearInterval(this.interval);
        this.interval = null;
        if (document.visibilityState !== "visible") return;
        this.interval = setInterval(() => {
            this.syncSoon(0);
            if (this.isMember) void this.#report(null); // "Synced 3 min ago" moves on
        }, intervalMs);
    }
}
