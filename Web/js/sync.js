// Sync: a device of a household sends the lists' and the price book's edits to `per serve` and
// takes the other devices'. Offline first: every edit is made locally and captured in the
// device's replica (per-sync.wasm, in js/sync-worker.js; kept in IndexedDB) before anything is
// sent, so that edits made offline survive reloads and go out when the network returns. PerKit
// decides every merge; this file only carries records and says how it went.
//
// The device's credentials (`{household, device, token, syncedAt}`) are kept in localStorage
// "per.sync"; the token is sent only as `Authorization: Bearer …` to this page's own server.

import { bookKey, libraryKey } from "./storage.js";

/** Where the household, the device and its token are kept. */
export const credentialsKey = "per.sync";

/** How long after an edit the lists are synced (later edits push it back). */
const debounceMs = 1500;
/** How often the lists are synced while the page is visible. */
const intervalMs = 30_000;

/** The message a device gets when its token stops working. */
export const removedMessage = "This device was removed from the household, so it no longer syncs. Your lists and price book stay on this device; to sync again, join with a new invite.";

/** A request the server refused, with its message. */
export class ServerError extends Error {
    constructor(status, message, retryAfter = null) {
        super(message);
        this.status = status;
        this.retryAfter = retryAfter;
    }
}

/** The network (or the server) can't be reached. */
export class OfflineError extends Error {}

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
        throw new OfflineError("The server can't be reached: check the connection.", { cause: error });
    }
    if (response.ok) {
        if (response.status === 204) return null;
        return text ? response.text() : response.json();
    }
    let message = `The server answered HTTP ${response.status}.`;
    try {
        const answer = await response.json();
        if (typeof answer?.error === "string") message = answer.error;
    } catch {
        // Not JSON (a proxy's page): the status says enough.
    }
    const retryAfter = Number(response.headers.get("Retry-After")) || null;
    throw new ServerError(response.status, message, retryAfter);
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

/** Talks to js/sync-worker.js: one promise per call. */
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
                const { id, result, error } = event.data;
                const call = this.calls.get(id);
                this.calls.delete(id);
                if (error !== undefined) call?.reject(new Error(error));
                else call?.resolve(result);
            });
            this.worker.addEventListener("error", (event) => {
                // The worker couldn't start (or threw outside a call): fail what waits, start afresh.
                event.preventDefault();
                for (const call of this.calls.values()) call.reject(new Error(`Per's sync worker stopped: ${event.message || "it couldn't be loaded"}`));
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
     *   changed: () => void, conflicted: (conflicts: object[]) => void }} app `restore` sends
     *   per.wasm `restoreSynced`; `fail` shows a "Whoops!" alert (`syncFailed`); `changed`
     *   re-renders what shows the sync's state; `conflicted` says once which changes of this
     *   device's a sync replaced (PerKit's `SyncConflict`, with its `message`).
     */
    constructor(app) {
        this.app = app;
        this.worker = new SyncWorker();
        this.credentials = loadCredentials();
        /** "idle" (never synced here), "syncing", "synced", "offline" or "failed". */
        this.phase = "idle";
        /** How many changes wait to be sent (after the last prepare). */
        this.waiting = 0;
        /** The last failure shown as an alert, so that it is shown once until a sync works. */
        this.shownFailure = null;
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
        window.addEventListener("offline", () => { if (this.isMember && this.phase !== "syncing") this.#set("offline"); });
        document.addEventListener("visibilitychange", () => {
            if (document.visibilityState === "visible") this.syncSoon(0);
            this.#schedule();
        });
        // Another tab joined, left or synced.
        window.addEventListener("storage", (event) => {
            if (event.key !== credentialsKey) return;
            this.credentials = loadCredentials();
            if (!this.isMember) this.phase = "idle";
            this.app.changed();
        });
        this.#schedule();
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
        this.phase = "idle";
        this.waiting = 0;
        this.shownFailure = null;
        this.app.changed();
        await this.syncNow();
    }

    /**
     * Forgets the household's token. The lists, the book and the replica stay: joining again later
     * never rolls the household back to what this device last saw.
     */
    async leave() {
        clearTimeout(this.debounce);
        clearTimeout(this.retryTimer);
        this.credentials = null;
        this.phase = "idle";
        this.waiting = 0;
        try {
            localStorage.removeItem(credentialsKey);
        } catch {
            // Nothing more to do.
        }
        await this.worker.call("reset").catch(() => {});
        this.app.changed();
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
        return { ...this.#saved(), household: credentials.household.id, device: credentials.device.id, now: Date.now() };
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

    /** The sync's state in words, for the status line ("Synced 3 min ago"). */
    statusText(now = Date.now()) {
        const changes = this.waiting === 1 ? "1 change waiting" : `${this.waiting} changes waiting`;
        switch (this.phase) {
        case "syncing": return "Syncing…";
        case "offline": return this.waiting === 0 ? "Offline — nothing waiting" : `Offline — ${changes}`;
        case "failed": return this.waiting === 0 ? "Not synced" : `Not synced — ${changes}`;
        default: {
            const at = this.credentials?.syncedAt;
            if (!at) return "Not synced yet";
            const minutes = Math.floor((now - at) / 60_000);
            if (minutes < 1) return "Synced just now";
            if (minutes < 60) return `Synced ${minutes} min ago`;
            const hours = Math.floor(minutes / 60);
            if (hours < 24) return `Synced ${hours} h ago`;
            return `Synced on ${new Date(at).toLocaleDateString(undefined, { day: "numeric", month: "short" })}`;
        }
        }
    }

    // MARK: One sync

    async #syncOnce() {
        const credentials = this.credentials;
        if (credentials === null) return;
        // Marks for the first-sync benchmark (Benchmarks/web/first_sync.py), one set per sync.
        performance.mark("per-sync-start");
        this.#set("syncing");
        let prepared;
        try {
            prepared = await this.worker.call("prepare", this.#request(credentials));
        } catch (error) {
            this.#failed(`Your lists couldn't be prepared for syncing: ${error.message}`);
            return;
        }
        performance.mark("per-sync-prepared");
        this.waiting = prepared.count;
        if (!navigator.onLine) {
            this.#set("offline");
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
            if (error instanceof OfflineError) this.#set("offline");
            else if (error.status === 401) await this.#removed();
            else {
                if (error.status === 429 && error.retryAfter) this.#retryIn(error.retryAfter * 1000);
                this.#failed(error.message);
            }
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
            this.#failed(`The household's changes couldn't be merged: ${error.message}`);
            return;
        }
        performance.mark("per-sync-merged");
        this.#restoreSynced(merged);
        if (merged.conflicts.length > 0) this.app.conflicted(merged.conflicts);
        this.waiting = 0;
        this.shownFailure = null;
        credentials.syncedAt = Date.now();
        this.#saveCredentials();
        this.#set("synced");
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

    async #removed() {
        await this.leave();
        this.app.fail(removedMessage);
    }

    #failed(message) {
        this.#set("failed");
        console.warn(`Sync failed: ${message}`);
        if (message === this.shownFailure) return;
        this.shownFailure = message;
        this.app.fail(message);
    }

    #retryIn(ms) {
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.syncSoon(0), ms);
    }

    #set(phase) {
        this.phase = phase;
        this.app.changed();
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
            this.app.changed(); // "Synced 3 min ago" moves on
        }, intervalMs);
    }
}
