// Keeps PerKit's answers in the browser: the lists in localStorage "per.library" and the price
// book in "per.book" (each written only when PerKit sends it, i.e. when it changed) and the
// small session in "per.state" (written whenever its text changed; while the shopper types, at
// most a second after a key, and always before the page is hidden or left). A write that fails
// (quota, private mode) is kept and tried again after the next action; nothing already saved is
// ever removed.

import { PhraseError } from "./failures.js";

/** Where the lists are kept. */
export const libraryKey = "per.library";
/** Where the price book (every price remembered) is kept. */
export const bookKey = "per.book";
/** Where the session (open list, screen, half-typed form) is kept. */
export const sessionKey = "per.state";
/** What is written, in this order: the session refers to lists, never the other way round. */
const keys = [libraryKey, bookKey, sessionKey];
/** How long a session that changed on a key press may wait to be written, in milliseconds. */
const typingDelay = 1000;

/**
 * Reads one saved value.
 *
 * @param {string} key
 * @returns {{ value: unknown, text: string | null }} the parsed value (null when missing or
 *   unreadable) and the stored text.
 */
function read(key) {
    let text = null;
    try {
        text = localStorage.getItem(key);
        return { value: JSON.parse(text ?? "null"), text };
    } catch {
        return { value: null, text };
    }
}

/** What the page keeps in localStorage, and what it still has to write there. */
export class SavedState {
    /** The timer that writes a session held back while the shopper types, or null. */
    #typingTimer = null;

    /**
     * @param {(failure: unknown) => void} [failedLater] told when a write that waited (see
     *   `save`'s `whileTyping`) fails for the first time since the last successful write.
     */
    constructor(failedLater = () => {}) {
        this.failedLater = failedLater;
        /** The text last written, or read, under each key. */
        this.written = { [libraryKey]: null, [bookKey]: null, [sessionKey]: null };
        /** Text waiting to be written, under each key. */
        this.pending = new Map();
        /** Whether the last attempt to write failed (a failure is reported once, until a write works). */
        this.failing = false;
    }

    /**
     * What the browser holds: the lists, the price book and the session, for `per_start`.
     *
     * @returns {{ library: unknown, book: unknown, saved: unknown }}
     */
    load() {
        const library = read(libraryKey);
        const book = read(bookKey);
        const saved = read(sessionKey);
        this.written[libraryKey] = library.text;
        this.written[bookKey] = book.text;
        this.written[sessionKey] = saved.text;
        if (library.text !== null && library.value === null) this.keepUnreadable(libraryKey);
        if (book.text !== null && book.value === null) this.keepUnreadable(bookKey);
        return { library: library.value, book: book.value, saved: saved.value };
    }

    /**
     * Saves what a PerKit response carries: `library` and `book` when present (first), then
     * `saved` when its text changed. Anything that can't be written now stays pending for the
     * next call.
     *
     * @param {{ saved: object, library?: object, book?: object }} response
     * @param {{ whileTyping?: boolean }} [options] `whileTyping`: the response answers a key
     *   press. A session, all it carries then, is written a second later (or when the page is
     *   hidden or left, or with the next write), once for all the keys typed meanwhile.
     * @returns {unknown} the browser's error when writing failed for the first time since the
     *   last successful write (report it to PerKit as `storageFailed`), else null.
     */
    save(response, { whileTyping = false } = {}) {
        if (response.library !== undefined) this.#queue(libraryKey, JSON.stringify(response.library));
        if (response.book !== undefined) this.#queue(bookKey, JSON.stringify(response.book));
        if (response.saved !== undefined) this.#queue(sessionKey, JSON.stringify(response.saved));
        if (whileTyping && !this.pending.has(libraryKey) && !this.pending.has(bookKey)) {
            if (this.pending.size > 0) this.#writeAfterTyping();
            return null;
        }
        return this.flush();
    }

    /**
     * Writes whatever is pending now, as before the page is hidden or left; a failure is told
     * to `failedLater`.
     */
    flushNow() {
        const failure = this.flush();
        if (failure !== null) this.failedLater(failure);
    }

    /**
     * Writes whatever is pending, the lists and the book before the session.
     *
     * @returns {unknown} as for `save`.
     */
    flush() {
        if (this.#typingTimer !== null) clearTimeout(this.#typingTimer);
        this.#typingTimer = null;
        for (const key of keys) {
            const text = this.pending.get(key);
            if (text === undefined) continue;
            try {
                localStorage.setItem(key, text);
            } catch (error) {
                // The session must not get ahead of the lists it refers to: stop here.
                const firstFailure = !this.failing;
                this.failing = true;
                return firstFailure
                    ? (error ?? new PhraseError("browserStorageRefused", "The browser refused to store it"))
                    : null;
            }
            this.pending.delete(key);
            this.written[key] = text;
        }
        this.failing = false;
        return null;
    }

    /** Whether a storage event's new value is one this page wrote itself. */
    isOwn(key, text) {
        return this.written[key] === text || this.pending.get(key) === text;
    }

    /**
     * Keeps a copy of what is stored under `key` aside (in "per.library.unreadable" or
     * "per.book.unreadable") before a fresh library or book replaces one that can't be read, so
     * that it can still be recovered by hand.
     *
     * @param {string} [key] `libraryKey` (the default) or `bookKey`
     */
    keepUnreadable(key = libraryKey) {
        try {
            const text = localStorage.getItem(key);
            if (text !== null) localStorage.setItem(`${key}.unreadable`, text);
        } catch {
            // Nothing more to do: the original stays until the next successful write.
        }
    }

    #writeAfterTyping() {
        this.#typingTimer ??= setTimeout(() => this.flushNow(), typingDelay);
    }

    #queue(key, text) {
        if (text === this.written[key]) this.pending.delete(key);
        else this.pending.set(key, text);
    }
}
