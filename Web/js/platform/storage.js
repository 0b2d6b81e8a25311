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
    const text = readText(key);
    return { value: parsed(text), text };
}

/**
 * The text stored under `key`, or null when there is none or it can't be read.
 *
 * @param {string} key
 * @returns {string | null}
 */
function readText(key) {
    try {
        return localStorage.getItem(key);
    } catch {
        return null;
    }
}

/**
 * Stored text parsed: null for none, or for text that isn't JSON.
 *
 * @param {string | null} text
 * @returns {unknown}
 */
function parsed(text) {
    try {
        return JSON.parse(text ?? "null");
    } catch {
        return null;
    }
}

/** How a library PerKit saved begins, up to its first list: `{"version":5,"lists":[`. */
const libraryStart = /^\{"version":(0|[1-9][0-9]*),"lists":\[/;

/**
 * The saved lists, read only as far as asked. Hundreds of lists are hundreds of kilobytes of
 * JSON, and PerKit's first start needs only the open one (`openListOnly`, a few kilobytes of the
 * text); the whole library is parsed when first asked for (`value`).
 */
export class SavedLibrary {
    /** The parsed library, once asked for; undefined before. */
    #value = undefined;
    /** Keeps text that isn't JSON aside. */
    #keepAside;

    /**
     * @param {string | null} text what is stored under "per.library", or null for nothing
     * @param {(text: string) => void} keepAside keeps text that isn't JSON where it can still be
     *   recovered by hand (see `SavedState.keepUnreadable`)
     */
    constructor(text, keepAside) {
        /** The stored text, or null when nothing is stored. */
        this.text = text;
        this.#keepAside = keepAside;
    }

    /**
     * The whole library, parsed the first time it is asked for: null when nothing is stored or
     * the text isn't JSON. Such text is kept aside (in "per.library.unreadable", byte for byte)
     * then, before a fresh library can be saved over it.
     *
     * @type {unknown}
     */
    get value() {
        if (this.#value === undefined) {
            this.#value = parsed(this.text);
            if (this.text !== null && this.#value === null) this.#keepAside(this.text);
        }
        return this.#value;
    }

    /**
     * The library with only one list, found in the text without parsing the others: the list
     * whose id is `id`, or the first list when `id` isn't a string. PerKit writes a library as
     * `{"version":N,"lists":[{"id":"…",…},…]}`; anything else in the text (another shape, a
     * list that isn't there or can't be read, a single list) answers null, and PerKit then starts
     * from the whole library. Whether the rest of the text can be read is not known here: the
     * answer is for a first screen only, never for saving.
     *
     * @param {unknown} id the open list's id, as the session names it
     * @returns {{ version: number, lists: [object] } | null} null unless the library holds
     *   more than one list and the one asked for could be read alone.
     */
    openListOnly(id) {
        const text = this.text;
        const start = text === null ? null : libraryStart.exec(text.slice(0, 64));
        if (start === null) return null;
        const first = start[0].length;
        // In JSON, `{"` outside a string starts an object: the text of a string never holds an
        // unescaped quote. The quoted id ends with its closing quote, so no longer id matches.
        const at = typeof id === "string" ? text.indexOf(`{"id":${JSON.stringify(id)}`, first) : first;
        if (at < first || text.charCodeAt(at) !== 0x7b) return null;
        const end = valueEnd(text, at);
        if (end < 0) return null;
        // An element of the lists: first, or after the list before it; then another, or the end.
        const afterList = at > first && text.startsWith("},", at - 2);
        if (at !== first && !afterList) return null;
        const followed = text.startsWith(",{", end);
        if (!followed && !text.startsWith("]", end)) return null;
        if (!afterList && !followed) return null;
        let list;
        try {
            list = JSON.parse(text.slice(at, end));
        } catch {
            return null;
        }
        // A list, not a product (which has an id too, but no items).
        if (typeof id === "string" && list.id !== id) return null;
        if (!Array.isArray(list.items)) return null;
        return { version: Number(start[1]), lists: [list] };
    }
}

/**
 * Where the JSON object or array that begins at `start` ends in `text`: the index after its
 * closing bracket, or -1 when the text ends first. Brackets inside strings don't count.
 *
 * @param {string} text
 * @param {number} start the index of the opening bracket
 * @returns {number}
 */
function valueEnd(text, start) {
    let depth = 0;
    for (let index = start; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (code === 0x22) { // "
            index = stringEnd(text, index);
            if (index < 0) return -1;
        } else if (code === 0x7b || code === 0x5b) { // { [
            depth++;
        } else if (code === 0x7d || code === 0x5d) { // } ]
            depth--;
            if (depth === 0) return index + 1;
        }
    }
    return -1;
}

/**
 * The index of the quote that ends the JSON string whose opening quote is at `start`, or -1
 * when the text ends first: the first quote after it that isn't escaped (one that follows an
 * even number of backslashes).
 *
 * @param {string} text
 * @param {number} start
 * @returns {number}
 */
function stringEnd(text, start) {
    let index = start;
    for (;;) {
        index = text.indexOf('"', index + 1);
        if (index < 0) return -1;
        let backslashes = 0;
        while (text.charCodeAt(index - 1 - backslashes) === 0x5c) backslashes++; // \
        if (backslashes % 2 === 0) return index;
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
     * What the browser holds: the lists, the price book and the session, for `per_start`. The
     * lists are parsed only when asked for (`SavedLibrary`); a price book that isn't JSON is
     * kept aside now, lists that aren't when they are first asked for. Such a book is given as
     * its text, which PerKit reads to say why it can't be restored.
     *
     * @returns {{ library: SavedLibrary, book: unknown, saved: unknown }}
     */
    load() {
        const library = readText(libraryKey);
        const book = read(bookKey);
        const saved = read(sessionKey);
        this.written[libraryKey] = library;
        this.written[bookKey] = book.text;
        this.written[sessionKey] = saved.text;
        if (book.text !== null && book.value === null) this.keepUnreadable(bookKey);
        return {
            library: new SavedLibrary(library, (text) => keepAside(libraryKey, text)),
            book: book.value ?? book.text, saved: saved.value,
        };
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
        const text = readText(key);
        if (text !== null) keepAside(key, text);
    }

    #writeAfterTyping() {
        this.#typingTimer ??= setTimeout(() => this.flushNow(), typingDelay);
    }

    #queue(key, text) {
        if (text === this.written[key]) this.pending.delete(key);
        else this.pending.set(key, text);
    }
}

/**
 * Keeps `text`, read from under `key`, in "per.library.unreadable" or "per.book.unreadable".
 *
 * @param {string} key
 * @param {string} text
 */
function keepAside(key, text) {
    try {
        localStorage.setItem(`${key}.unreadable`, text);
    } catch {
        // Nothing more to do: the original stays until the next successful write.
    }
}
