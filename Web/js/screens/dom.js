// A tiny element builder. Text always goes in as text nodes, never as HTML, so a product named
// "<script>" is shown as those characters.
import { money, percent } from "../engine/format.js";

/**
 * Creates an element.
 *
 * @param {string} tag e.g. "li" or "button.key.key-7" (classes after dots)
 * @param {Record<string, unknown> | null} [attributes] attributes; `false`/`null`/`undefined`
 *   values are left out, `true` sets an empty attribute; `on<event>` keys add listeners;
 *   `dataset` takes an object.
 * @param {...(Node | string | number | null | undefined | false)} children
 * @returns {HTMLElement}
 */
export function h(tag, attributes, ...children) {
    const [name, ...classes] = tag.split(".");
    const element = name === "svg" || name === "path" || name === "use"
        ? document.createElementNS("http://www.w3.org/2000/svg", name)
        : document.createElement(name);
    if (classes.length > 0) element.setAttribute("class", classes.join(" "));
    for (const [key, value] of Object.entries(attributes ?? {})) {
        if (value === false || value === null || value === undefined) continue;
        if (key === "dataset") {
            Object.assign(element.dataset, value);
        } else if (key.startsWith("on") && typeof value === "function") {
            element.addEventListener(key.slice(2), value);
        } else if (key === "class") {
            element.setAttribute("class", [...classes, value].join(" "));
        } else {
            element.setAttribute(key, value === true ? "" : String(value));
        }
    }
    append(element, children);
    return element;
}

function append(element, children) {
    for (const child of children) {
        if (child === null || child === undefined || child === false) continue;
        if (Array.isArray(child)) append(element, child);
        else element.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
}

/** An inline SVG icon from the sprite in index.html (`<symbol id="icon-…">`). */
export function icon(name) {
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("class", `icon icon-${name}`);
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    const use = document.createElementNS("http://www.w3.org/2000/svg", "use");
    use.setAttribute("href", `#icon-${name}`);
    svg.append(use);
    return svg;
}

/** Sets an element's text only when it changed (keeps the DOM quiet while typing). */
export function setText(element, text) {
    if (element.textContent !== text) element.textContent = text;
}

/**
 * Sets an attribute only when its value changed; `null` removes it. A write of the same value
 * would still make the browser check the page's style again.
 */
export function setAttributeValue(element, name, value) {
    if (element.getAttribute(name) === value) return;
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
}

/** Sets or removes a boolean attribute/property only when it changed. */
export function setFlag(element, name, on) {
    if (element.hasAttribute(name) !== on) element.toggleAttribute(name, on);
}

/**
 * PerKit's sentence in parts (`Verdict.encoded`): each part is a letter for its kind (t text,
 * m money, p percent; upper case when emphasised) and its text; U+001F separates them. Amounts
 * are written in `currency` and percentages as the locale writes them.
 *
 * @param {string} encoded
 * @param {string} currency
 * @param {{ emphasis?: string, amount?: string }} [tags] the element of emphasised text
 *   (default "strong") and of an amount that isn't emphasised (default: none)
 */
export function phrase(encoded, currency, { emphasis = "strong", amount: amountTag } = {}) {
    return encoded.split("\u001f").map((part) => {
        const kind = part[0].toLowerCase();
        const emphasised = part[0] !== kind;
        const text = part.slice(1);
        if (kind === "m") {
            const amount = money(text, currency);
            return emphasised ? h("strong.saving", null, amount) : amountTag ? h(amountTag, null, amount) : amount;
        }
        if (kind === "p") return h("span.nowrap", null, percent(text));
        return emphasised ? h(emphasis, null, text) : text;
    });
}

/** A pause for screen readers between parts shown apart: a hidden ", ". */
export function pause() {
    return h("span.visually-hidden", null, ", ");
}

/** PerKit's sentence in parts (see `phrase`) as one line of text, e.g. for an `aria-label`. */
export function phraseText(encoded, currency) {
    return phrase(encoded, currency).map((part) => (typeof part === "string" ? part : part.textContent)).join("");
}
