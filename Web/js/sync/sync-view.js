// Settings › Sync: create or join a household, and in one, how syncing goes, invites (a link
// and its QR code, drawn in the page by qrcode-generator from js/vendor/qrcode.js) and the
// household's devices.

import { h } from "../screens/dom.js";
import { OfflineError, api } from "./sync.js";

const $ = (id) => document.getElementById(id);

/** A name for this device to start from ("Chrome on Android"); the shopper can change it. */
export function defaultDeviceName() {
    const agent = navigator.userAgent;
    const browser = /Edg\//.test(agent) ? "Edge" : /Firefox\//.test(agent) ? "Firefox"
        : /Chrom(e|ium)\//.test(agent) ? "Chrome" : /Safari\//.test(agent) ? "Safari" : "Browser";
    const system = /iPhone/.test(agent) ? "iPhone" : /iPad/.test(agent) ? "iPad" : /Android/.test(agent) ? "Android"
        : /Mac OS X/.test(agent) ? "Mac" : /Windows/.test(agent) ? "Windows" : /Linux|CrOS/.test(agent) ? "Linux" : "";
    return system ? `${browser} on ${system}` : browser;
}

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

/** What a failed request says to the shopper. */
function problem(error) {
    return error instanceof OfflineError ? "You're offline: this needs the server. Try again when you're connected." : error.message;
}

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
        this.#wire();
        this.render();
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
        this.render();
        if (this.sync.isMember) void this.refreshDevices();
    }

    /** Opens Settings on the join form with an invite's code (from a `#join=` link). */
    openJoin(code) {
        if (!this.e.settings.open) this.e.settings.showModal();
        this.opened();
        if (this.sync.isMember) {
            this.e.devicesMessage.textContent = `This device already syncs with ${this.sync.credentials.household.name}. To join another household, remove it from this one first.`;
            return;
        }
        this.#showForm("join");
        this.e.code.value = code;
        this.e.joinDevice.focus();
    }

    async refreshDevices() {
        const e = this.e;
        let devices;
        try {
            devices = await this.sync.devices();
        } catch (error) {
            if (error.status === 401) {
                void this.sync.syncNow(); // the sync finds out, and says so
                return;
            }
            e.devicesMessage.textContent = error instanceof OfflineError ? "The household's devices show when you're online." : error.message;
            return;
        }
        if (!this.sync.isMember) return;
        e.devicesMessage.textContent = "";
        e.devices.replaceChildren(...devices.map((device) => h("li.sync-device", null,
            h("span.sync-device-text", null,
                h("span.sync-device-name", null, device.name),
                device.current ? h("span.sync-device-this", null, "This device") : null,
                h("span.sync-device-seen", null, lastSeen(device))),
            h("button.text-button.sync-device-remove", {
                type: "button",
                "aria-label": `Remove device ${device.name}`,
                dataset: { id: device.id, name: device.name, current: String(Boolean(device.current)) },
            }, "Remove"))));
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
                e.joinError.textContent = "Paste the invite link (or its code) first.";
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
            try {
                await navigator.clipboard.writeText(e.inviteURL.value);
                e.inviteMessage.textContent = "Link copied";
            } catch {
                e.inviteURL.select();
                e.inviteMessage.textContent = "Copy the selected link.";
            }
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
        const household = this.sync.credentials?.household.name ?? "the household";
        const { id, name } = button.dataset;
        const current = button.dataset.current === "true";
        this.removing = { id, name, current };
        e.removeTitle.textContent = `Remove ${name} from ${household}?`;
        e.removeMessage.textContent = current
            ? `This device will leave ${household} and stop syncing. It keeps its own lists and price book, and can join again with a new invite.`
            : `${name} will stop syncing with ${household}. It keeps its own lists and price book, and can join again with a new invite.`;
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
            else e.devicesMessage.textContent = problem(error);
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

    /** Shows the create or the join form (or neither). */
    #showForm(which) {
        const e = this.e;
        for (const [name, form, opener, error] of [["create", e.create, e.createOpen, e.createError], ["join", e.join, e.joinOpen, e.joinError]]) {
            const shown = which === name;
            form.hidden = !shown;
            opener.setAttribute("aria-expanded", String(shown));
            error.textContent = "";
        }
        if (which === "create") {
            if (e.createDevice.value === "") e.createDevice.value = defaultDeviceName();
            e.householdName.focus();
        } else if (which === "join") {
            if (e.joinDevice.value === "") e.joinDevice.value = defaultDeviceName();
            e.code.focus();
        }
    }

    async #submit(form, errorElement, path, body) {
        const buttons = form.querySelectorAll("button");
        buttons.forEach((button) => { button.disabled = true; });
        errorElement.textContent = "";
        try {
            const answer = await api("POST", path, { body });
            form.reset();
            await this.sync.joined(answer);
            void this.refreshDevices();
        } catch (error) {
            errorElement.textContent = problem(error);
        } finally {
            buttons.forEach((button) => { button.disabled = false; });
        }
    }

    async #invite() {
        const e = this.e;
        e.invite.hidden = false;
        e.inviteOpen.setAttribute("aria-expanded", "true");
        e.inviteBody.hidden = true;
        e.inviteMessage.textContent = "Asking for an invite…";
        let invite;
        try {
            invite = await this.sync.invite();
        } catch (error) {
            if (error.status === 401) {
                this.#closeInvite();
                void this.sync.syncNow();
                return;
            }
            e.inviteMessage.textContent = problem(error);
            return;
        }
        e.inviteURL.value = invite.url;
        const expires = new Date(invite.expiresAt);
        const time = expires.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
        e.expiry.textContent = `Works once, until ${time}. On the new device, scan the code or open the link.`;
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
            e.inviteMessage.textContent = "The QR code can't be shown here: share the link instead.";
        }
    }

    #closeInvite() {
        const e = this.e;
        e.invite.hidden = true;
        e.inviteOpen.setAttribute("aria-expanded", "false");
        e.qr.hidden = true;
        e.qr.removeAttribute("src");
        e.inviteURL.value = "";
    }
}

/** "Last seen 3 min ago" for a device, from its `lastSeenAt`. */
function lastSeen(device) {
    const at = Date.parse(device.lastSeenAt ?? device.createdAt);
    if (Number.isNaN(at)) return "";
    const minutes = Math.floor((Date.now() - at) / 60_000);
    if (minutes < 2) return "Active now";
    if (minutes < 60) return `Last seen ${minutes} min ago`;
    if (minutes < 48 * 60) return `Last seen ${Math.floor(minutes / 60)} h ago`;
    return `Last seen ${new Date(at).toLocaleDateString(undefined, { day: "numeric", month: "short" })}`;
}
