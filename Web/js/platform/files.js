// What the browser does with what PerKit makes: a share link goes to the system's share sheet
// or the clipboard, an export becomes a downloaded file, an imported file is read as text.
// Nothing is sent to a server. List files and share links are read and written by
// per-files.wasm, loaded once the page is ready (the service worker keeps it for offline use).

import { loadPer } from "../engine/per-wasm.js";
import { PhraseError } from "./failures.js";

/** per-files.wasm once loaded; null before the first use. */
let filesModule = null;

/**
 * per-files.wasm (PerKit's list files and share links), loaded on first use (the page asks once
 * it is ready), and again after it trapped or couldn't be loaded.
 *
 * @returns {Promise<import("../engine/per-wasm.js").Per>}
 * @throws {PhraseError} naming the phrase that says why when it can't be downloaded.
 */
export async function listFiles() {
    if (filesModule !== null && filesModule.trap === null) return filesModule;
    let response;
    try {
        response = await fetch("per-files.wasm");
    } catch (error) {
        throw new PhraseError("filesEngineUnreachable", "per-files.wasm can't be downloaded: the server can't be reached and it isn't cached yet.", { cause: error });
    }
    if (!response.ok) throw new PhraseError("filesEngineRefused", `per-files.wasm can't be downloaded: HTTP ${response.status}.`);
    filesModule = await loadPer(response, { log: (line) => console.info(`per-files.wasm: ${line}`) });
    return filesModule;
}

/**
 * Shares a link: with the system's share sheet where the browser has one (Web Share API),
 * else by copying it to the clipboard.
 *
 * @param {string} url the link
 * @param {string} title what it links to (the list's name)
 * @returns {Promise<"shared" | "cancelled" | "copied" | "refused">} how it went: "refused"
 *   when neither was possible, and the link has to be copied by hand.
 */
export async function shareLink(url, title) {
    if (typeof navigator.share === "function") {
        try {
            await navigator.share({ title, url });
            return "shared";
        } catch (error) {
            if (error?.name === "AbortError") return "cancelled";
            // Not allowed here (or not for this link): the clipboard may still be.
        }
    }
    try {
        await navigator.clipboard.writeText(url);
        return "copied";
    } catch {
        return "refused";
    }
}

/**
 * Offers text as a file to download, with no server involved.
 *
 * @param {{ fileName: string, mediaType: string, text: string }} file e.g. PerKit's export
 */
export function download(file) {
    const url = URL.createObjectURL(new Blob([file.text], { type: file.mediaType }));
    const link = document.createElement("a");
    link.href = url;
    link.download = file.fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started by now; the object URL can go a little later.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * A fresh list id: 128 random bits as 32 lowercase hexadecimal digits.
 *
 * @returns {string}
 */
export function freshId() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
