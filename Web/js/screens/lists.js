// The lists in the page: the Lists screen (every saved list, most recently changed first), the
// open list's name and actions, a list opened from a share link (read-only), and the status
// line. Everything shown comes from PerKit's view model (Sources/PerWire/WireViewModel.swift):
// names, summaries, the best item, which list is open, what can be done.
import { h, icon, phrase, setAttributeValue, setFlag, setText } from "./dom.js";
import { text } from "./texts.js";

const $ = (id) => document.getElementById(id);

/** Renders the lists' parts of PerKit's view model; holds the page's own short notices. */
export class ListsRenderer {
    /**
     * @param {{ row: Function, verdict: Function }} rows renders a product row and a verdict
     *   (the list's own renderer), so that a shared list looks exactly like one's own.
     */
    constructor(rows) {
        this.rows = rows;
        this.elements = {
            listsButton: $("lists-button"), title: $("list-title"), listHead: $("list-head"),
            listName: $("list-name"), share: $("share-list"), duplicate: $("duplicate-list"),
            delete: $("delete-list"), library: $("library"), savedLists: $("saved-lists"),
            listBar: $("list-bar"), libraryBar: $("library-bar"), newList: $("new-list"),
            importLists: $("import-lists"), exportLists: $("export-lists"), importFile: $("import-file"),
            status: $("status-bar"), statusMessage: $("status-message"),
            shared: $("shared"), sharedName: $("shared-name"), sharedSummary: $("shared-summary"),
            sharedVerdict: $("shared-verdict"), sharedReference: $("shared-reference"),
            sharedProducts: $("shared-products"), sharedSave: $("shared-save"),
            exportDialog: $("export"), exportOpen: $("export-open"), exportError: $("export-error"),
            link: $("link"), linkURL: $("link-url"),
        };
        /** The screen last rendered ("list", "library" or "book"), to move the focus when it changes. */
        this.screen = null;
        /** Serialised parts of the last view rendered, to skip unchanged parts. */
        this.last = {};
        /** A message of the page's own ("Link copied"), shown until the next action. */
        this.notice = null;
    }

    /**
     * Renders the parts of a view model that concern lists.
     *
     * @param {object} view PerKit's view model.
     * @param {HTMLElement} undo the Undo button, which takes the focus after a delete.
     */
    render(view, undo) {
        const e = this.elements;
        const onLibrary = view.screen === "library";
        const onList = view.screen === "list";

        // The screen's heading: the open list's name is shown as its field instead.
        setText(e.title, onLibrary ? text("lists") : onList ? view.title : text("priceBook"));
        e.title.classList.toggle("visually-hidden", onList);
        setAttributeValue(e.listsButton, "aria-pressed", String(onLibrary));
        setFlag(e.listsButton, "disabled", !view.canNavigate);

        setFlag(e.listHead, "hidden", !onList);
        if (document.activeElement !== e.listName && e.listName.value !== view.listName) e.listName.value = view.listName;
        setFlag(e.duplicate, "disabled", !view.canDuplicateList);
        setFlag(e.delete, "disabled", !view.canDeleteList);

        setFlag(e.library, "hidden", !onLibrary);
        setFlag(e.listBar, "hidden", !onList);
        setFlag(e.libraryBar, "hidden", !onLibrary);
        if (onLibrary) this.renderLibrary(view.library, view.currencyCode);

        this.renderStatus(view.status);
        this.renderShared(view);

        const changed = this.screen !== null && this.screen !== view.screen;
        this.screen = view.screen;
        if (changed) {
            scrollTo({ top: 0 });
            // A new screen: the focus goes to its Undo (after a delete) or its heading.
            if (onLibrary && view.undo) undo.focus();
            else if (!e.shared.open) e.title.focus({ preventScroll: true });
        }
    }

    /** The Lists screen: one entry per saved list, the open one marked; amounts in `currency`. */
    renderLibrary(library, currency) {
        const entries = library?.entries ?? [];
        const key = JSON.stringify([entries, currency]);
        if (key === this.last.entries) return;
        this.last.entries = key;
        const list = this.elements.savedLists;
        const focusedId = list.contains(document.activeElement) ? document.activeElement.dataset.id : null;
        list.replaceChildren(...entries.map((entry, index) => this.entry(entry, index, currency)));
        if (focusedId) list.querySelector(`button[data-id="${CSS.escape(focusedId)}"]`)?.focus();
    }

    /**
     * One saved list: a button with its name (which opens it), its summary and its best item.
     * The whole card is the button's target; the texts describe the button.
     */
    entry(entry, index, currency) {
        const summaryId = `entry-${index}-summary`;
        const bestId = `entry-${index}-best`;
        const button = h("button.saved-open", {
            type: "button", dataset: { id: entry.id }, "aria-current": entry.isOpen ? "true" : null,
            "aria-describedby": entry.bestEncoded === null ? summaryId : `${summaryId} ${bestId}`,
        }, h("span.saved-name", null, entry.name));
        return h(`li.saved${entry.isOpen ? ".saved-is-open" : ""}`, null,
            h("span.saved-text", null,
                button,
                h("span.saved-summary", { id: summaryId }, entry.summary),
                entry.bestEncoded === null ? null
                    : h("span.saved-best", { id: bestId }, icon("check"),
                        h("span.saved-best-text", null,
                            h("span.visually-hidden", null, text("bestDealLabel")), ...phrase(entry.bestEncoded, currency)))),
            entry.isOpen ? h("span.saved-badge", null, text("open")) : null);
    }

    /** The Lists screen's button of the open list, if it shows. */
    openEntry() {
        return this.elements.savedLists.querySelector("button[aria-current=true]");
    }

    /** PerKit's status ("Imported 2 lists"), else the page's own notice ("Link copied"). */
    renderStatus(status) {
        const e = this.elements;
        const text = status ?? this.notice;
        setText(e.statusMessage, text ?? "");
        setFlag(e.status, "hidden", text === null);
        document.getElementById("app").classList.toggle("has-status", text !== null);
    }

    /** A list opened from a share link, read-only, with "Save to my lists" and "Close". */
    renderShared(view) {
        const e = this.elements;
        const shared = view.shared;
        if (shared === null || shared === undefined) {
            if (e.shared.open) e.shared.close();
            this.last.shared = undefined;
            return;
        }
        const key = JSON.stringify(shared);
        if (key !== this.last.shared) {
            this.last.shared = key;
            // Rows and verdict as for one's own list, in the shared list's currency.
            const context = {
                currencyCode: shared.currencyCode ?? view.currencyCode, referencePhrase: shared.referencePhrase,
                verdict: shared.verdict, rows: shared.rows,
            };
            setText(e.sharedName, shared.name);
            setText(e.sharedSummary, shared.summary);
            setText(e.sharedReference, shared.referencePhrase);
            setFlag(e.sharedVerdict, "hidden", shared.verdict === null);
            e.sharedVerdict.replaceChildren(...(shared.verdict ? this.rows.verdict(context) : []));
            e.sharedProducts.replaceChildren(...shared.rows.map((row) => this.rows.row(row, context, { readOnly: true })));
        }
        if (!e.shared.open) {
            e.shared.showModal();
            e.shared.querySelector(".sheet-body").scrollTop = 0;
        }
    }

    /** Shows a message of the page's own in the status line until the next action. */
    showNotice(text, view) {
        this.notice = text;
        this.renderStatus(view?.status ?? null);
    }

    /** Forgets the page's own notice (the next action is a change). */
    clearNotice() {
        this.notice = null;
    }

    /**
     * Opens the export dialog, with no earlier error.
     *
     * @param {string} name the name of the open list's choice, PerKit's "This list: Groceries"
     */
    openExport(name) {
        setText(this.elements.exportOpen, name);
        setText(this.elements.exportError, "");
        this.elements.exportDialog.showModal();
    }

    /**
     * What the export dialog asks for.
     *
     * @returns {{ scope: "list" | "library", format: "csv" | "json" }}
     */
    exportChoice() {
        const dialog = this.elements.exportDialog;
        return {
            scope: dialog.querySelector("input[name=export-scope]:checked")?.value ?? "list",
            format: dialog.querySelector("input[name=export-format]:checked")?.value ?? "csv",
        };
    }

    /** Shows why an export failed, in PerKit's words. */
    showExportError(message) {
        setText(this.elements.exportError, message);
    }

    /** Shows a link to copy by hand (when neither sharing nor the clipboard is available). */
    showLink(url) {
        const e = this.elements;
        e.linkURL.value = url;
        if (!e.link.open) e.link.showModal();
        e.linkURL.focus();
        e.linkURL.select();
    }
}
