// Sync conflicts: the notice a sync shows once when it replaced a change of this device's with
// another device's later one (PerKit's `SyncConflict`, whose words are PerKit's), and the Sync
// history (Settings › Sync › Sync history), the last 100 such conflicts with the values before
// and after and Restore on each. Restoring writes this device's side again as a new edit. The
// words are PerKit's, in the app's language; this file writes only when each conflict was found.

import { h, phrase } from "../screens/dom.js";
import { text } from "../screens/texts.js";
import { language } from "./sync.js";
import { dateLocale } from "./sync-view.js";

const $ = (id) => document.getElementById(id);

/** How many conflicts the notice lists before "and N more". */
const noticeLimit = 3;

export class SyncHistoryView {
    /** @param {import("./sync.js").Sync} sync */
    constructor(sync) {
        this.sync = sync;
        this.e = {
            notice: $("sync-notice"), noticeText: $("sync-notice-text"), noticeRestore: $("sync-notice-restore"),
            noticeHistory: $("sync-notice-history"), noticeDismiss: $("sync-notice-dismiss"),
            dialog: $("sync-history"), done: $("sync-history-done"), list: $("sync-history-list"),
            empty: $("sync-history-empty"), message: $("sync-history-message"), open: $("sync-history-open"),
        };
        /** The conflict the notice's Restore restores, when it shows one. */
        this.noticed = null;
        /** PerKit's words (`messages`) in the `language` they were asked for in, or null. */
        this.texts = null;
        this.#wire();
    }

    /** PerKit's words for the history and the notice (`HouseholdTexts`), asked for once in
     * each language. */
    async #words() {
        const current = language();
        if (this.texts?.language !== current) {
            this.texts = { language: current, messages: (await this.sync.householdTexts()).messages };
        }
        return this.texts.messages;
    }

    /** Says once which changes of this device's a sync replaced. */
    async notify(conflicts) {
        const e = this.e;
        this.noticed = conflicts.length === 1 ? conflicts[0] : null;
        const currency = this.sync.app.currency();
        const lines = conflicts.slice(0, noticeLimit).map((conflict) => h("li", null, ...phrase(conflict.messageParts, currency)));
        if (conflicts.length > noticeLimit) {
            const more = await this.sync.householdTexts([], { moreConflicts: conflicts.length - noticeLimit }).catch(() => null);
            if (more) lines.push(h("li", null, more.moreConflicts));
        }
        e.noticeText.replaceChildren(h("ul.sync-notice-list", { role: "list" }, ...lines));
        e.noticeRestore.hidden = this.noticed === null;
        e.noticeRestore.disabled = false;
        e.notice.hidden = false;
    }

    /** Opens the Sync history. */
    async open() {
        const e = this.e;
        this.#dismiss();
        if (!e.dialog.open) e.dialog.showModal();
        e.message.textContent = "";
        try {
            const messages = await this.#words();
            try {
                this.#render(await this.sync.history(), messages);
            } catch (error) {
                e.message.textContent = messages.historyUnreadable.replace("{reason}", error.message);
            }
        } catch (error) {
            e.message.textContent = error.message;
        }
    }

    #render(history, messages) {
        const e = this.e;
        e.empty.hidden = history.length > 0;
        const currency = this.sync.app.currency();
        e.list.replaceChildren(...history.map((conflict) => {
            const id = `sync-conflict-${conflict.number}`;
            const when = new Date(conflict.milliseconds).toLocaleString(dateLocale(), {
                day: "numeric", month: "short", hour: "numeric", minute: "2-digit",
            });
            return h("li.sync-conflict", null,
                h("p.sync-conflict-message", { id }, ...phrase(conflict.messageParts, currency)),
                h("dl.sync-conflict-values", null,
                    h("dt", null, text("yours")), h("dd", null, ...(conflict.before ? phrase(conflict.beforeParts, currency) : ["—"])),
                    h("dt", null, conflict.deviceName ?? messages.otherDevice),
                    h("dd", null, ...(conflict.after ? phrase(conflict.afterParts, currency) : ["—"]))),
                h("p.sync-conflict-when.muted", null, when),
                conflict.restored
                    ? h("p.sync-conflict-restored", null, text("restored"))
                    : h("button.chip.sync-conflict-restore", {
                        type: "button", "aria-describedby": id, dataset: { number: String(conflict.number) },
                    }, text("restore")));
        }));
    }

    async #restore(number, button) {
        button.disabled = true;
        try {
            const history = await this.sync.restore(number);
            if (this.e.dialog.open) this.#render(history, await this.#words());
            return true;
        } catch (error) {
            button.disabled = false;
            const messages = await this.#words().catch(() => null);
            this.e.message.textContent = messages ? messages.restoreFailed.replace("{reason}", error.message) : error.message;
            return false;
        }
    }

    #dismiss() {
        this.e.notice.hidden = true;
        this.noticed = null;
    }

    #wire() {
        const e = this.e;
        e.open.addEventListener("click", () => void this.open());
        e.noticeHistory.addEventListener("click", () => void this.open());
        e.noticeDismiss.addEventListener("click", () => this.#dismiss());
        e.noticeRestore.addEventListener("click", async () => {
            if (this.noticed === null) return;
            if (await this.#restore(this.noticed.number, e.noticeRestore)) this.#dismiss();
        });
        e.done.addEventListener("click", () => e.dialog.close());
        e.list.addEventListener("click", (event) => {
            const button = event.target.closest("button[data-number]");
            if (button) void this.#restore(Number(button.dataset.number), button);
        });
    }
}
