// The price book screen's view model, built by per-book.wasm (PerWire's WireBookScreen), which
// the page loads the first time the screen shows (the service worker keeps it for offline use):
// per.wasm's view model leaves that screen out (`book: null`), so that the module every visit
// waits for carries none of its code. per-book.wasm keeps the price book and the lists it was
// given last (it quotes a product the open list holds per the list's unit), so each goes to it
// again only when it changed.

import { loadPer } from "../engine/per-wasm.js";
import { PhraseError } from "../platform/failures.js";

export class BookScreen {
    /** per-book.wasm once loaded; null before. */
    #module = null;
    /** Whether a load is under way. */
    #isLoading = false;
    /** The price book as per.wasm holds it (as it answers it), or null for none. */
    #book = null;
    /** Whether per-book.wasm holds #book. */
    #isSent = false;
    /** The lists as per.wasm holds them (as it answers them, `library`), or null for none. */
    #library = null;
    /** Whether per-book.wasm holds #library. */
    #isLibrarySent = false;

    /**
     * Notes the price book per.wasm holds now.
     *
     * @param {object | null} book as per.wasm answers it (`book`), or null for none
     */
    set book(book) {
        this.#book = book;
        this.#isSent = false;
    }

    /**
     * Notes the lists per.wasm holds now.
     *
     * @param {object | null} library as per.wasm answers it (`library`), or null for none
     */
    set library(library) {
        this.#library = library;
        this.#isLibrarySent = false;
    }

    /**
     * The screen's view model (the view model's `book`) for per.wasm's session, or null while
     * per-book.wasm loads: `loaded` is called once it has, with null, or with an Error that says
     * why it can't be.
     *
     * @param {object} saved per.wasm's session (its `saved` answer)
     * @param {"," | "."} decimalSeparator how numbers are written
     * @param {string} language the app's language (the view model's `language`), which the
     *   session names only when Settings chose it
     * @param {(error: Error | null) => void} loaded
     * @returns {object | null}
     * @throws {Error} when per-book.wasm can't build the screen
     */
    view(saved, decimalSeparator, language, loaded) {
        if (this.#module === null || this.#module.trap !== null) {
            this.#load(loaded);
            return null;
        }
        const request = { saved, decimalSeparator, language };
        if (!this.#isSent) request.book = this.#book;
        if (!this.#isLibrarySent) request.library = this.#library;
        const answer = this.#module.bookView(request);
        if (answer.error) throw new Error(`per-book.wasm couldn't build the price book screen: ${answer.error}`);
        this.#isSent = true;
        this.#isLibrarySent = true;
        return answer.book;
    }

    async #load(loaded) {
        if (this.#isLoading) return;
        this.#isLoading = true;
        try {
            this.#module = await loadPer(await download(), { log: (line) => console.info(`per-book.wasm: ${line}`) });
            this.#isSent = false;
            this.#isLibrarySent = false;
        } catch (error) {
            loaded(error);
            return;
        } finally {
            this.#isLoading = false;
        }
        loaded(null);
    }
}

/** Fetches per-book.wasm; a failure names the phrase that says it to the shopper. */
async function download() {
    let response;
    try {
        response = await fetch("per-book.wasm");
    } catch (error) {
        throw new PhraseError("bookEngineUnreachable", "per-book.wasm can't be downloaded: the server can't be reached and it isn't cached yet.", { cause: error });
    }
    if (!response.ok) throw new PhraseError("bookEngineRefused", `per-book.wasm can't be downloaded: HTTP ${response.status}.`);
    return response;
}
