// Settings › Sync: create or join a household, and in one, how syncing goes, invites (a link
// and its QR code, drawn in the page by qrcode-generator from js/vendor/qrcode.js) and the
// household's devices. Every word is PerKit's, in the app's language (`HouseholdTexts`, from
// per-sync.wasm, and the page's catalog); this file writes only times of day into them.

import { h } from "../screens/dom.js";
import { text } from "../screens/texts.js";
import { OfflineError, ServerError, api, language } from "./sync.js";

const $ = (id) => document.getElementById(id);

/** The invite code in a pasted invite link (`…/#join=CODE`), or the code itself. */
export function inviteCode(text) {
    const trimmed = text.trim();
    const at = trimmed.indexOf("#join=");
    return (at >= 0 ? trimmed.slice(at + "#join=".length) : trimmed).trim();
}

/** qrcode-generator, loaded as a classic script (it defines `qrcode`) the first time it's needed. */
let qrLibrary = null;
function loadQRCode() {
    qrLibrary ??= new Promise((resolve, reject) => {
        if (typeof globalThis.qrcode === "function") return resolve(globalThis.qrcode);
        const script = document.createElement("script");
        script.src = new URL("../vendor/qrcode.js", import.meta.url).href;
        script.onload = () => typeof globalThis.qrcode === "function" ? resolve(globalThis.qrcode) : reject(new Error("qrcode.js defined no qrcode"));
        script.onerror = () => reject(new Error("The QR code library (js/vendor/qrcode.js) can't be loaded"));
        document.head.append(script);
    });
    qrLibrary.catch(() => { qrLibrary = null; });
    return qrLibrary;
}

/**
 * The locale dates and times are written in: the app's language with the device's region
 * ("de" on an en-IE device: "de-IE"), so that month names are in the app's language and the
 * clock (12 or 24 hours) is the device's.
 */
export function dateLocale() {
    const app = language();
    try {
        const region = new Intl.Locale(navigator.language).maximize().region;
        return Intl.getCanonicalLocales(region ? `${app}-${region}` : app)[0];
    } catch {
        return app;
    }
}

/** A time of day, as the device's clock reads it ("14:05", "2:05 PM"). */
const timeOfDay = (milliseconds) => new Date(milliseconds).toLocaleTimeString(dateLocale(), { hour: "numeric", minute: "2-digit" });

export class SyncView {
    /** @param {import("./sync.js").Sync} sync */
    constructor(sync) {
        this.sync = sync;
        this.e = {
            out: $("sync-out"), in: $("sync-in"),
            createOpen: $("sync-create-open"), joinOpen: $("sync-join-open"),
            create: $("sync-create"), join: $("sync-join"),
            householdName: $("sync-household-name"), createDevice: $("sync-create-device"), createError: $("sync-create-error"),
            code: $("sync-invite-code"), joinDevice: $("sync-join-device"), joinError: $("sync-join-error"),
            household: $("sync-household"), status: $("sync-status"), now: $("sync-now"),
            inviteOpen: $("sync-invite-open"), invite: $("sync-invite"), inviteMessage: $("sync-invite-message"),
            inviteBody: $("sync-invite-body"), qr: $("sync-qr"), inviteURL: $("sync-invite-url"),
            copy: $("sync-invite-copy"), expiry: $("sync-invite-expiry"),
            devices: $("sync-devices"), devicesMessage: $("sync-devices-message"),
            settings: $("settings"),
            remove: $("sync-remove"), removeTitle: $("sync-remove-title"), removeMessage: $("sync-remove-message"),
            removeCancel: $("sync-remove-cancel"), removeConfirm: $("sync-remove-confirm"),
        };
        /** The device the removal dialog asks about: `{id, name, current}`. */
        this.removing = null;
        /** Whether the page shows a household (to reset the section when that changes). */
        this.shownMember = null;
        /** PerKit's words for the section (`HouseholdTexts`), once asked for. */
        this.texts = null;
        /** What Devices says until Settings closes, whatever loads meanwhile. */
        this.notice = null;
        /** The invite shown (`{code, url, expiresAt}`), whose expiry is said again in a new language. */
        this.shownInvite = null;
        this.#wire();
        this.render();
        // per.wasm's texts set the page's `lang` when the language changes: PerKit's words here
        // are asked for again in the new one.
        new MutationObserver((records) => {
            if (records.some((record) => record.oldValue !== document.documentElement.lang)) void this.#languageChanged();
        }).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"], attributeOldValue: true });
    }

    /** Says the status line, the devices and the invite's expiry in the app's new language. */
    async #languageChanged() {
        this.texts = null;
        this.sync.languageChanged();
        if (!this.sync.isMember || !this.e.settings.open) return;
        void this.refreshDevices();
        if (this.shownInvite !== null) {
            try {
                this.#showExpiry(await this.#words());
            } catch {
                // The words say why when the invite is asked for again.
            }
        }
    }

    /** Shows the sync's current state (called whenever it changes). */
    render() {
        const e = this.e;
        const member = this.sync.isMember;
        e.out.hidden = member;
        e.in.hidden = !member;
        if (member !== this.shownMember) {
            this.shownMember = member;
            if (e.remove.open) e.remove.close("cancel");
            this.#showForm(null);
            this.#closeInvite();
            e.devices.replaceChildren();
            e.devicesMessage.textContent = "";
            this.texts = null; // they name the household
            if (member && e.settings.open) void this.refreshDevices();
        }
        if (member) {
            // After each sync, the devices list too is brought up to date (one may have joined).
            const syncedAt = this.sync.credentials.syncedAt;
            if (syncedAt !== this.shownSyncedAt && e.settings.open) void this.refreshDevices();
            this.shownSyncedAt = syncedAt;
            e.household.textContent = this.sync.credentials.household.name;
            const text = this.sync.statusText();
            if (e.status.textContent !== text) e.status.textContent = text;
            e.now.disabled = !this.sync.status.canSyncNow;
        }
    }

    /** Settings was opened: the devices may have changed elsewhere. */
    opened() {
        this.notice = null;
        this.render();
        if (this.sync.isMember) void this.refreshDevices();
    }

    /** Opens Settings on the join form with an invite's code (from a `#join=` link). */
    openJoin(code) {
        if (!this.e.settings.open) this.e.settings.showModal();
        this.opened();
        if (this.sync.isMember) {
            void this.sync.householdTexts().then((texts) => { this.notice = texts.alreadyMember; }, (error) => {
                this.notice = error.message;
            }).then(() => { this.e.devicesMessage.textContent = this.notice ?? ""; });
            return;
        }
        void this.#showForm("join").then(() => {
            this.e.code.value = code;
            this.e.joinDevice.focus();
        });
    }

    async refreshDevices() {
        const e = this.e;
        let devices, texts;
        try {
            await this.#words(); // first, for the offline message
            devices = await this.sync.devices();
            texts = this.texts = await this.sync.householdTexts(devices);
        } catch (error) {
            if (error.status === 401) {
                void this.sync.syncNow(); // the sync finds out, and says so
                return;
            }
            e.devicesMessage.textContent = error instanceof OfflineError && this.texts ? this.texts.messages.devicesOffline : await this.#problem(error);
            return;
        }
        if (!this.sync.isMember) return;
        e.devicesMessage.textContent = this.notice ?? "";
        this.removals = new Map(texts.devices.map((device) => [device.id, device]));
        e.devices.replaceChildren(...texts.devices.map((device) => h("li.sync-device", null,
            h("span.sync-device-text", null,
                h("span.sync-device-name", null, device.name),
                device.mark === null ? null : h("span.sync-device-this", null, device.mark),
                h("span.sync-device-seen", null, device.seen)),
            h("button.text-button.sync-device-remove", {
                type: "button",
                "aria-label": device.removeName,
                dataset: { id: device.id },
            }, text("remove")))));
    }

    /** PerKit's words for the section, asked for the first time they're needed. */
    async #words() {
        this.texts ??= await this.sync.householdTexts();
        return this.texts;
    }

    /** What a failed request says to the shopper: PerKit's words when the server can't be
     * reached, and for its refusal in the app's language (PerKit's `ServerRefusal`). */
    async #problem(error) {
        const messages = this.texts?.messages;
        if (messages && error instanceof OfflineError) return messages.offline;
        if (error instanceof ServerError) {
            try {
                return (await this.sync.householdTexts([], {
                    httpStatus: error.status, serverMessage: error.serverMessage, retryAfter: error.retryAfter,
                    code: error.code,
                })).serverAnswered;
            } catch {
                return error.serverMessage ?? `HTTP ${error.status}`;
            }
        }
        return error.message;
    }

    #wire() {
        const e = this.e;
        e.createOpen.addEventListener("click", () => this.#showForm(e.create.hidden ? "create" : null));
        e.joinOpen.addEventListener("click", () => this.#showForm(e.join.hidden ? "join" : null));
        for (const button of document.querySelectorAll("[data-sync-cancel]")) {
            button.addEventListener("click", () => this.#showForm(null));
        }
        e.create.addEventListener("submit", (event) => {
            event.preventDefault();
            void this.#submit(e.create, e.createError, "api/households", {
                name: e.householdName.value, deviceName: e.createDevice.value,
            });
        });
        e.join.addEventListener("submit", (event) => {
            event.preventDefault();
            const code = inviteCode(e.code.value);
            if (code === "") {
                void this.#words().then((texts) => { e.joinError.textContent = texts.messages.missingInvite; }, (error) => {
                    e.joinError.textContent = error.message;
                });
                return;
            }
            void this.#submit(e.join, e.joinError, "api/join", { code, deviceName: e.joinDevice.value });
        });
        e.now.addEventListener("click", () => void this.sync.syncNow());
        e.inviteOpen.addEventListener("click", () => {
            if (e.invite.hidden) void this.#invite();
            else this.#closeInvite();
        });
        e.copy.addEventListener("click", async () => {
            let copied = true;
            try {
                await navigator.clipboard.writeText(e.inviteURL.value);
            } catch {
                copied = false;
                e.inviteURL.select();
            }
            const messages = (await this.#words().catch(() => null))?.messages;
            e.inviteMessage.textContent = (copied ? messages?.linkCopied : messages?.copyLink) ?? "";
        });
        e.devices.addEventListener("click", (event) => {
            const button = event.target.closest("button[data-id]");
            if (button) this.#askToRemove(button);
        });
        e.removeCancel.addEventListener("click", () => e.remove.close("cancel"));
        e.removeConfirm.addEventListener("click", () => e.remove.close("remove"));
        // Escape closes the dialog with no return value: that cancels too.
        e.remove.addEventListener("close", () => {
            const device = this.removing;
            this.removing = null;
            if (!device) return;
            if (e.remove.returnValue === "remove") void this.#remove(device);
            else this.#deviceButton(device.id)?.focus();
        });
    }

    /** Asks before removing the device of `button` (Remove on a row of Devices). */
    #askToRemove(button) {
        const e = this.e;
        const device = this.removals?.get(button.dataset.id);
        if (!device) return;
        this.removing = device;
        e.removeTitle.textContent = device.removeTitle;
        e.removeMessage.textContent = device.removeMessage;
        e.remove.returnValue = "";
        e.remove.showModal();
        e.removeCancel.focus();
    }

    /** Removes `device` (confirmed), then puts the focus on the device now in its place, or on
     * Join household when this device left. */
    async #remove(device) {
        const e = this.e;
        const buttons = [...e.devices.querySelectorAll("button[data-id]")];
        const index = buttons.findIndex((button) => button.dataset.id === device.id);
        const button = buttons[index];
        if (button) button.disabled = true;
        try {
            await this.sync.removeDevice(device.id);
            if (this.sync.isMember) await this.refreshDevices();
        } catch (error) {
            if (button) button.disabled = false;
            button?.focus();
            if (error.status === 401) void this.sync.syncNow();
            else e.devicesMessage.textContent = await this.#problem(error);
            return;
        }
        if (!this.sync.isMember) {
            e.joinOpen.focus();
            return;
        }
        const left = e.devices.querySelectorAll("button[data-id]");
        left[Math.min(Math.max(index, 0), left.length - 1)]?.focus();
    }

    /** The Remove button of the device `id` in Devices, if it is shown. */
    #deviceButton(id) {
        return [...this.e.devices.querySelectorAll("button[data-id]")].find((button) => button.dataset.id === id);
    }

    /** Shows the create or the join form (or neither), with PerKit's words ready for it. */
    async #showForm(which) {
        const e = this.e;
        for (const [name, form, opener, error] of [["create", e.create, e.createOpen, e.createError], ["join", e.join, e.joinOpen, e.joinError]]) {
            const shown = which === name;
            form.hidden = !shown;
            opener.setAttribute("aria-expanded", String(shown));
            error.textContent = "";
        }
        if (which === null) return;
        (which === "create" ? e.householdName : e.code).focus();
        let texts;
        try {
            texts = await this.#words();
        } catch (error) {
            (which === "create" ? e.createError : e.joinError).textContent = error.message;
            return;
        }
        // PerKit's name for this device, unless the shopper is already typing one: the words
        // can arrive while the field has the focus, and text put in then would join theirs.
        const device = which === "create" ? e.createDevice : e.joinDevice;
        if (device.value === "" && document.activeElement !== device) device.value = texts.deviceName;
    }

    async #submit(form, errorElement, path, body) {
        const buttons = form.querySelectorAll("button");
        buttons.forEach((button) => { button.disabled = true; });
        errorElement.textContent = "";
        try {
            await this.#words(); // first, for the offline message
            const answer = await api("POST", path, { body });
            form.reset();
            await this.sync.joined(answer);
            void this.refreshDevices();
        } catch (error) {
            errorElement.textContent = await this.#problem(error);
        } finally {
            buttons.forEach((button) => { button.disabled = false; });
        }
    }

    async #invite() {
        const e = this.e;
        e.invite.hidden = false;
        e.inviteOpen.setAttribute("aria-expanded", "true");
        e.inviteBody.hidden = true;
        let invite, texts;
        try {
            texts = await this.#words();
            e.inviteMessage.textContent = texts.messages.askingForInvite;
            invite = await this.sync.invite();
        } catch (error) {
            if (error.status === 401) {
                this.#closeInvite();
                void this.sync.syncNow();
                return;
            }
            e.inviteMessage.textContent = await this.#problem(error);
            return;
        }
        e.inviteURL.value = invite.url;
        this.shownInvite = invite;
        this.#showExpiry(texts);
        e.inviteMessage.textContent = "";
        e.inviteBody.hidden = false;
        try {
            const qrcode = await loadQRCode();
            const code = qrcode(0, "M");
            code.addData(invite.url);
            code.make();
            e.qr.src = code.createDataURL(4, 4);
            e.qr.hidden = false;
        } catch (error) {
            console.warn(`The invite's QR code can't be drawn: ${error.message}`);
            e.qr.hidden = true;
            e.inviteMessage.textContent = texts.messages.qrCodeUnavailable;
        }
    }

    /** Says until when the invite shown works: PerKit's sentence, with the time of day. */
    #showExpiry(texts) {
        const expiresAt = Date.parse(this.shownInvite.expiresAt);
        this.e.expiry.textContent = texts.messages.inviteExpiry.replace("{time}", timeOfDay(expiresAt));
    }

    #closeInvite() {
        const e = this.e;
        this.shownInvite = null;
        e.invite.hidden = true;
        e.inviteOpen.setAttribute("aria-expanded", "false");
        e.qr.hidden = true;
        e.qr.removeAttribute("src");
        e.inviteURL.value = "";
    }
}
