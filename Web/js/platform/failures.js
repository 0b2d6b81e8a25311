// The browser's own failures, said in the app's language: a failure Per has words for names the
// key of its phrase in PerKit's catalog (`PhraseError`, or a DOMException's name such as
// "QuotaExceededError"), and the page says that phrase (`js/screens/texts.js`). Only a failure
// Per has no words for (a fault of Per's own) quotes the browser's message.

import { text } from "../screens/texts.js";

/** A failure said by a phrase of PerKit's catalog; its message is what the console says. */
export class PhraseError extends Error {
    /**
     * @param {string} phrase the phrase's key, e.g. "syncEngineUnreachable"
     * @param {string} message what the console says
     * @param {ErrorOptions} [options]
     */
    constructor(phrase, message, options) {
        super(message, options);
        this.phrase = phrase;
    }
}

/** The phrases of the browser's failures by their DOMException's name. */
const phrasesByName = {
    QuotaExceededError: "browserStorageFull",
    SecurityError: "browserStorageNotAllowed",
    NotReadableError: "browserFileNotReadable",
    NotFoundError: "browserFileNotReadable",
};

/**
 * The key of the phrase that says `error`, or undefined when Per has none for it.
 *
 * @param {unknown} error
 * @returns {string | undefined}
 */
export function phraseOf(error) {
    return error?.phrase ?? phrasesByName[error?.name];
}

/**
 * What `error` says to the shopper: its phrase in the app's language, else its own message.
 *
 * @param {unknown} error
 * @returns {string}
 */
export function failureText(error) {
    const phrase = phraseOf(error);
    return phrase === undefined ? String(error?.message ?? error) : text(phrase);
}
