// The page's words in the app's language: PerKit's catalog (`Catalog.pageTexts`), which per.wasm
// sends on start and whenever the language changes. The page's own elements name their text by
// key (`data-text`, and `data-text-label`, `-placeholder`, `-alt`, `-content` for attributes);
// the English in index.html is what shows until the engine answers.

/** @type {Record<string, string>} */
let texts = {};

/** The attributes an element's text can go in, by the data attribute that names its key. */
const attributes = [["textLabel", "aria-label"], ["textPlaceholder", "placeholder"], ["textAlt", "alt"], ["textContent", "content"]];

/**
 * The text of `key` in the app's language, or the key itself before the engine has answered.
 *
 * @param {string} key a `Phrase` of PerKit's, e.g. "sale"
 * @returns {string}
 */
export function text(key) {
    return texts[key] ?? key;
}

/**
 * Takes the catalog of a new language and writes it into every element that names a key.
 *
 * @param {Record<string, string>} catalog PerKit's texts, by key
 * @param {string} language its BCP 47 code, the page's `lang`
 */
export function applyTexts(catalog, language) {
    texts = catalog;
    document.documentElement.lang = language;
    for (const element of document.querySelectorAll("[data-text]")) {
        const value = texts[element.dataset.text];
        if (value !== undefined && element.textContent !== value) element.textContent = value;
    }
    for (const [data, attribute] of attributes) {
        const name = `data-${data.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
        for (const element of document.querySelectorAll(`[${name}]`)) {
            const value = texts[element.dataset[data]];
            if (value !== undefined) element.setAttribute(attribute, value);
        }
    }
}
