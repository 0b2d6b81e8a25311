// Loads per.wasm (PerWasm, Embedded Swift), per-files.wasm (PerFilesWasm: list files and share
// links), per-sync.wasm (PerSyncWasm: the sync replica, in js/sync-worker.js) or per-book.wasm
// (PerBookWasm: the price book screen) and wraps their string ABI. Works in browsers and in
// Node 20 (the tests in Tests/wasm import it); no dependencies.
//
// ABI (see Sources/WasmABI/Exports.swift): strings cross as UTF-8 bytes in linear memory. The
// input goes into a buffer from per_alloc(len) and is released with per_free(ptr, len); an entry
// point such as per_dispatch(ptr, len) returns an i32 status and leaves its UTF-8 result at
// per_result_ptr() / per_result_len() until the next call. Memory may grow during any call, so
// views of memory.buffer are created afresh after every call.
//
// The module imports only the functions below, from "env"; nothing from WASI.

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8");

/** The largest request crypto.getRandomValues accepts. */
const RANDOM_CHUNK = 65536;

/**
 * Loads and instantiates per.wasm.
 *
 * @param {ArrayBuffer | ArrayBufferView | WebAssembly.Module | Response | URL | string} source
 *   the module's bytes, a compiled module, a fetch Response, or a URL to fetch.
 * @param {{ log?: (line: string) => void }} [options] where the module's `print` output goes
 *   (default: console.log).
 * @returns {Promise<Per>}
 */
export async function loadPer(source, options = {}) {
    const log = options.log ?? ((line) => console.log(line));
    const module = await compile(source);
    let memory = null;
    const bytesAt = (pointer, length) => new Uint8Array(memory.buffer, pointer, length);

    /** Every import the loader can provide, by "module.name". */
    const available = {
        "env.random_fill": (pointer, length) => {
            const bytes = bytesAt(pointer, length);
            for (let offset = 0; offset < length; offset += RANDOM_CHUNK) {
                globalThis.crypto.getRandomValues(bytes.subarray(offset, offset + RANDOM_CHUNK));
            }
        },
        "env.log": (pointer, length) => log(decoder.decode(bytesAt(pointer, length))),
    };

    // Provide exactly what the module asks for, and fail clearly if it wants something else.
    const imports = {};
    const requested = WebAssembly.Module.imports(module);
    for (const { module: namespace, name, kind } of requested) {
        const implementation = available[`${namespace}.${name}`];
        if (kind !== "function" || implementation === undefined) {
            throw new Error(`per.wasm imports ${kind} ${namespace}.${name}, which the loader does not provide`);
        }
        (imports[namespace] ??= {})[name] = implementation;
    }

    const instance = await WebAssembly.instantiate(module, imports);
    const exports = instance.exports;
    memory = exports.memory;
    return new Per(module, instance, requested);
}

/** A loaded per.wasm instance. */
export class Per {
    constructor(module, instance, imports) {
        /** The compiled module. */
        this.module = module;
        /** The instance; `instance.exports` holds the raw ABI. */
        this.instance = instance;
        /** The module's imports, as WebAssembly.Module.imports lists them. */
        this.imports = imports;
        /** The error of the trap that stopped this instance, if any. */
        this.trap = null;
    }

    /** The open list's rows and verdict as of the previous answer (see #withFigures). */
    #figures = null;

    /**
     * Calls a string-in, string-out export (`per_start`, `per_dispatch`, `per_query`).
     *
     * @param {string} exportName the export, called as `(pointer, length) -> i32`.
     * @param {string} text the input.
     * @returns {{ status: number, text: string }} the export's return value and its UTF-8 result.
     */
    call(exportName, text) {
        if (this.trap) {
            throw new Error(`per.wasm stopped after an earlier trap (${this.trap.message}); load it again`);
        }
        const exports = this.instance.exports;
        const entry = exports[exportName];
        if (typeof entry !== "function") throw new Error(`per.wasm has no export ${exportName}`);
        const input = encoder.encode(text);
        let status;
        try {
            const pointer = exports.per_alloc(input.length);
            if (pointer === 0) throw new Error(`per_alloc(${input.length}) failed`);
            new Uint8Array(exports.memory.buffer, pointer, input.length).set(input);
            status = entry(pointer, input.length);
            exports.per_free(pointer, input.length);
        } catch (error) {
            // A trap (or the engine's stack limit) leaves the instance's stack pointer and heap
            // in an unknown state: refuse further calls rather than compute with corrupt memory.
            this.trap = error;
            throw new Error(`per.wasm trapped in ${exportName}: ${error.message}`, { cause: error });
        }
        // Fresh view: the call may have grown memory and detached the old buffer.
        const resultPointer = exports.per_result_ptr();
        const resultLength = exports.per_result_len();
        const result = decoder.decode(new Uint8Array(exports.memory.buffer, resultPointer, resultLength));
        return { status, text: result };
    }

    /**
     * Starts PerKit's app state machine (`per_start`): restores the saved session and lists, or
     * starts a new library with the locale's defaults.
     *
     * @param {{ saved?: object | null, library?: object | string | null, book?: object | string | null,
     *   region?: string | null, system?: "metric" | "us" | "uk", currency?: string,
     *   decimalSeparator?: "," | ".", languages?: string[], now?: string, today?: string,
     *   id?: string }} request
     *   the saved session ("per.state"), lists ("per.library") and price book ("per.book"; lists
     *   or a book that isn't JSON as its text, so that PerKit's alert says why), the
     *   locale's region (whose measurement system and currency PerKit chooses, unless `system`
     *   or `currency` name others; `decimalSeparator` is how PerKit writes every number it
     *   shows; the first of the browser's `languages` PerKit speaks is the app's), the time as
     *   ISO-8601 text, the shopper's local date (`YYYY-MM-DD`) and a fresh id (32 hex
     *   digits) for a first list.
     * @returns {{ view: object, saved: object, library?: object, book?: object,
     *   texts?: object, restoreFailed?: true, sharedLink?: string, error?: string }} the view
     *   model to render, the session to save, the lists and the price book to save (whenever they
     *   changed), and the page's texts (at first and whenever the language changed);
     *   `restoreFailed` when what was saved could not be restored (the view's alert says why);
     *   `sharedLink` when a session saved by an earlier version was showing a shared list (read
     *   it with `openLink` and send `openShareLink`); `error` when the request was malformed.
     */
    start(request) {
        return this.#withFigures(this.#app("per_start", {
            saved: request.saved ?? null, library: request.library ?? null, book: request.book ?? null,
            region: request.region, system: request.system, currency: request.currency,
            decimalSeparator: request.decimalSeparator, languages: request.languages,
            now: request.now, today: request.today, id: request.id,
        }));
    }

    /**
     * Sends one action to the app (`per_dispatch`), e.g. `{ type: "key", key: "7" }`; see
     * Sources/PerWire/WireAction.swift for every action. It may carry the time `now` and the
     * local date `today` (the date a price is remembered under).
     *
     * @param {{ type: string, now?: string, today?: string, [member: string]: unknown }} action
     * @returns {{ view: object, saved: object, library?: object, book?: object, error?: string }}
     *   as for `start`.
     */
    dispatch(action) {
        return this.#withFigures(this.#app("per_dispatch", action));
    }

    /**
     * PerKit leaves the view's `rows` and `verdict` out when they are its previous answer's (a
     * key press in the form changes neither): they are put back here, the same objects, so that
     * every view is whole and a renderer can tell unchanged rows at once.
     */
    #withFigures(response) {
        const view = response.view;
        if (view === undefined) return response;
        if (view.rows === undefined && this.#figures !== null) {
            view.rows = this.#figures.rows;
            view.verdict = this.#figures.verdict;
        } else if (view.rows !== undefined) {
            this.#figures = { rows: view.rows, verdict: view.verdict };
        }
        return response;
    }

    /**
     * Asks PerKit a question that changes nothing (`per_query`), e.g.
     * `{ type: "lists", scope: "list" }` → `{ name, lists }` (the lists as JSON objects, for
     * `writeFile` and `shareLink`).
     *
     * @param {{ type: string, [member: string]: unknown }} request
     * @returns {{ error?: string, [member: string]: unknown }} the answer; `error` says what
     *   went wrong.
     */
    query(request) {
        return this.#app("per_query", request);
    }

    /**
     * Reads a list file with per-files.wasm (`per_files_read`).
     *
     * @param {{ text: string, system: "metric" | "us" | "uk" }} request the file's text and the
     *   shopper's measurement system, which decides what `fl oz`, `cup`, `pt`, `qt` and `gal` mean.
     * @returns {{ lists?: object[], problems?: string[], error?: string }} the lists, or every
     *   problem that keeps the file from being imported: either way, with a fresh `id`,
     *   per.wasm's `importLists` action.
     */
    readFile(request) {
        return this.#app("per_files_read", request);
    }

    /**
     * Reads pasted text as a shelf tag with per-files.wasm (`per_files_read_tag`).
     *
     * @param {{ text: string, currency?: string, system: "metric" | "us" | "uk" }} request the
     *   tag's text (from the phone's own text recognition), the currency of amounts printed
     *   without a sign and the shopper's measurement system.
     * @returns {{ error?: string, [member: string]: unknown }} the reading, as `POST /api/scan`
     *   answers it: per.wasm's `fillFromTag` action carries it as its `reading`.
     */
    readTag(request) {
        return this.#app("per_files_read_tag", request);
    }

    /**
     * Writes lists as a file with per-files.wasm (`per_files_write`).
     *
     * @param {{ format: "csv" | "json", name: string, lists: object[] }} request the name and
     *   lists per.wasm's `lists` query answers.
     * @returns {{ fileName: string, mediaType: string, text: string, error?: string }}
     */
    writeFile(request) {
        return this.#app("per_files_write", request);
    }

    /**
     * Reads a share link with per-files.wasm (`per_files_open_link`).
     *
     * @param {{ link: string }} request a whole URL, or its `#share=…` fragment.
     * @returns {{ list?: object, problem?: string, error?: string }} the list, or what is wrong
     *   with the link: either way, per.wasm's `openShareLink` action.
     */
    openLink(request) {
        return this.#app("per_files_open_link", request);
    }

    /**
     * Writes a share link with per-files.wasm (`per_files_share_link`).
     *
     * @param {{ base: string, list: object }} request the page's URL and a list as per.wasm's
     *   `lists` query answers it.
     * @returns {{ url?: string, error?: string }}
     */
    shareLink(request) {
        return this.#app("per_files_share_link", request);
    }

    /**
     * Builds the price book screen with per-book.wasm (`per_book_view`): per.wasm's view model
     * leaves it out (`book: null`).
     *
     * @param {{ saved: object, book?: object | null, decimalSeparator?: "," | ".", language?: string }} request
     *   per.wasm's session (its `saved` answer) and price book (its `book` answer, or null for
     *   none; left out when per-book.wasm has it already), how numbers are written, and the
     *   app's language (the view model's `language`).
     * @returns {{ book?: object, error?: string }} the view model's `book`.
     */
    bookView(request) {
        return this.#app("per_book_view", request);
    }

    #app(exportName, request) {
        const { status, text } = this.call(exportName, JSON.stringify(request));
        const response = JSON.parse(text);
        if (status < 0) throw new Error(`${exportName}: ${response.error}`);
        return response;
    }
}

async function compile(source) {
    if (source instanceof WebAssembly.Module) return source;
    if (typeof source === "string" || source instanceof URL) {
        source = await fetch(source);
    }
    if (typeof Response !== "undefined" && source instanceof Response) {
        if (!source.ok) throw new Error(`Could not load per.wasm: HTTP ${source.status} for ${source.url}`);
        // Streaming compilation needs the application/wasm MIME type; fall back to the bytes.
        if (WebAssembly.compileStreaming && source.headers.get("Content-Type")?.startsWith("application/wasm")) {
            return WebAssembly.compileStreaming(source);
        }
        return WebAssembly.compile(await source.arrayBuffer());
    }
    return WebAssembly.compile(source);
}
