// Renders PerKit's view model (Sources/PerWire/WireViewModel.swift) into the page. It decides
// nothing: every text, flag, choice, enabled key and the focused field come from the view model;
// this only turns them into DOM, touching only what changed so that a key press stays cheap.
import { h, icon, pause, phrase, phraseText, setAttributeValue, setFlag, setText } from "./dom.js";
import { currencyName, currencySymbol, commonCurrencies, money } from "../engine/format.js";
import { ListsRenderer } from "./lists.js";
import { text } from "./texts.js";
import { BookRenderer } from "./book.js";

const $ = (id) => document.getElementById(id);

/**
 * Where each keypad key sits: a calculator's layout with "=" two rows tall in the last column,
 * and the multi-buy "for" key ("3 for 10") beside the decimal key.
 */
const keypadOrder = ["clear", "divide", "times", "delete", "7", "8", "9", "minus", "4", "5", "6", "plus",
    "1", "2", "3", "equals", "0", "point", "for"];

/**
 * The text sizes a keypad field steps down through until its text fits (app.css,
 * `.keypad-field[data-fit]`): two on one line, then two wrapping ones; the last scrolls.
 */
const fieldFits = ["0", "1", "2", "3"];

/** The element that shows each form field. */
const fieldIds = {
    quantity: "quantity-field", unit: "unit-select", price: "price-field", name: "name-input", store: "store-input",
    offer: "offer-select",
};

/** The element of a form field: one of `fieldIds`, else a deal keypad field (`renderDeal`). */
const fieldElement = (field) => $(fieldIds[field] ?? `deal-field-${field}`);

export class Renderer {
    constructor() {
        this.elements = {
            title: $("list-title"), settingsButton: $("settings-button"), loading: $("loading"),
            empty: $("empty"), emptyMessage: $("empty-message"), verdict: $("verdict"),
            undoBar: $("undo-bar"), undoMessage: $("undo-message"), undo: $("undo-button"),
            listHeader: $("list-header"), referenceButton: $("reference-button"), products: $("products"),
            addProduct: $("add-product"), clearList: $("clear-list"),
            sheet: $("sheet"), sheetTitle: $("sheet-title"), submit: $("sheet-submit"), soldBy: $("sold-by"),
            soldByGroup: $("sold-by-group"), quantity: $("quantity-field"), unit: $("unit-select"),
            price: $("price-field"), name: $("name-input"), store: $("store-input"), storeChoices: $("store-choices"),
            sale: $("sale-input"), hint: $("price-hint"), quantityMessage: $("quantity-message"),
            priceMessage: $("price-message"), previous: $("previous-field"), next: $("next-field"),
            submitHint: $("submit-hint"), announcer: $("announcer"),
            toolbarField: $("toolbar-field"), keypad: $("keypad"),
            confirm: $("confirm-clear"), confirmMessage: $("confirm-message"),
            alert: $("alert"), alertTitle: $("alert-title"), alertMessage: $("alert-message"),
            settings: $("settings"), systemGroup: $("system-group"),
            currency: $("currency-select"), reference: $("reference-select"), remembersPrices: $("remember-prices"),
            usesMemberPrices: $("use-member-prices"), language: $("language-select"),
            dealToggle: $("deal-toggle"), dealSummary: $("deal-summary"), dealFields: $("deal-fields"),
        };
        /** The deal's fields by id, built from the first view model that has them (`renderDeal`). */
        this.dealCells = new Map();
        /** Serialised parts of the last view rendered, to skip unchanged parts. */
        this.last = {};
        /** The form field focused in the last view rendered. */
        this.lastFocus = undefined;
        /** The keypad's buttons by key id. */
        this.keys = new Map();
        /** The message last shown under each keypad field, to announce only new ones. */
        this.lastMessages = { quantity: null, price: null };
        for (const field of [this.elements.quantity, this.elements.price]) {
            field.addEventListener("animationend", () => field.classList.remove("is-refused"));
        }
        /** What each keypad field's size was last fitted to (`fitField`). */
        this.fitted = new Map();
        /** Alternates so that the same announcement, made again, is still a change. */
        this.announceToggle = false;
        /** The Lists screen, the open list's name and actions, a shared list, the status line. */
        this.lists = new ListsRenderer(this);
        /** The Price book screen and the header's Price book button. */
        this.book = new BookRenderer();
    }

    /**
     * Renders a whole view model.
     *
     * @param {object} view PerKit's view model.
     * @param {{ keyPress?: boolean }} [cause] `keyPress`: the view answers a key press, whose
     *   refusal by PerKit (`isRefusal` on the focused field) is shown and announced.
     */
    render(view, cause = {}) {
        const e = this.elements;
        const undoHadFocus = e.undoBar.contains(document.activeElement);
        this.renderList(view);
        this.renderUndo(view.undo, view.currencyCode);
        this.lists.render(view, e.undo);
        this.book.render(view, e.undo);
        // Undone: the focus goes to what was put back rather than to nowhere.
        if (undoHadFocus && view.undo == null) {
            const restored = view.screen === "library" ? this.lists.openEntry()
                : view.screen === "book" ? this.book.restoredFocus()
                : e.products.querySelector(".row-edit") ?? e.addProduct;
            restored?.focus();
        }
        this.renderForm(view.form, view.currencyCode, cause.keyPress === true);
        this.renderConfirm(view);
        this.renderAlert(view.alert);
        if (this.elements.settings.open) this.renderSettings(view);
        this.view = view;
    }

    // MARK: The list

    renderList(view) {
        const e = this.elements;
        setFlag(e.loading, "hidden", true);
        // The Lists screen (lists.js) and the Price book (book.js) show instead of the open list.
        const shown = view.screen === "list";
        const isEmpty = view.rows.length === 0;
        setFlag(e.empty, "hidden", !shown || !isEmpty);
        if (view.emptyMessage !== null) setText(e.emptyMessage, view.emptyMessage);
        setFlag(e.listHeader, "hidden", !shown || isEmpty);
        setFlag(e.products, "hidden", !shown || isEmpty);
        setText(e.referenceButton, view.referencePhrase);
        setAttributeValue(e.referenceButton, "aria-label", view.referenceButtonName);

        // The same rows as the last render (per-wasm.js keeps them while PerKit says they are
        // unchanged, as on every key press in the form) are shown already.
        const shownRows = [view.rows, view.currencyCode, view.referencePhrase];
        if (!shownRows.every((part, index) => part === this.last.shownRows?.[index])) {
            this.last.shownRows = shownRows;
            const rowsKey = JSON.stringify(shownRows);
            if (rowsKey !== this.last.rows) {
                this.last.rows = rowsKey;
                const focusWasInList = e.products.contains(document.activeElement);
                e.products.replaceChildren(...view.rows.map((row) => this.row(row, view)));
                // A removed or re-rendered row took the browser's focus with it: hand it to Undo.
                if (focusWasInList && view.undo) e.undo.focus();
            }
            const verdictKey = JSON.stringify([view.verdict, view.currencyCode, view.referencePhrase, view.rows.length]);
            if (verdictKey !== this.last.verdict) {
                this.last.verdict = verdictKey;
                e.verdict.replaceChildren(...(view.verdict ? this.verdict(view) : []));
            }
        }
        setFlag(e.verdict, "hidden", !shown || view.verdict === null);
        const enabled = view.canAddProduct;
        setFlag(e.addProduct, "disabled", !enabled);
        setFlag(e.clearList, "disabled", !view.canClearList);
        setFlag(e.settingsButton, "disabled", !view.canNavigate);
    }

    /**
     * One product: its figures, and a visible Edit button (whose pseudo-element also makes the
     * whole card a target for pointers) and a Remove button; `readOnly` (a shared list) leaves
     * both out.
     *
     * @param {object} row a row of the view model
     * @param {{ currencyCode: string, referencePhrase: string }} view
     * @param {{ readOnly?: boolean }} [options]
     */
    row(row, view, options = {}) {
        const currency = view.currencyCode;
        const unitPrice = money(row.unitPrice, currency);
        // PerKit's "Best deal", or "45.4% more" and "€0.50 extra", a dot between them.
        const figures = h(`span.row-figures${row.isBest ? ".row-figures-best" : ""}`, null,
            row.isBest ? icon("check") : null,
            ...row.againstBest.flatMap((part, index) => [
                index === 0 ? null : [h("span.sep", { "aria-hidden": "true" }, " · "), h("span.visually-hidden", null, ", ")],
                ...phrase(part, currency)]));
        const detail = phrase(row.detail, currency, { amount: "span.row-price" });
        // PerKit's names, unique in the list: "Edit Brand A", or "Edit Brand A, 500 g for €3.99"
        // when two rows are called Brand A.
        const edit = h("button.row-edit", {
            type: "button", "aria-label": phraseText(row.editName, currency), dataset: { action: "edit", index: row.index },
        }, text("edit"));
        const remove = h("button.row-remove.icon-button", {
            type: "button", "aria-label": phraseText(row.removeName, currency), dataset: { action: "remove", index: row.index },
        }, icon("remove"));
        // Where the price stands in the price book: "Lowest seen", "12.0% above lowest" or "First price recorded".
        const badge = row.badge == null ? null : [pause(),
            h(`span.row-badge${row.badge.isLowest ? ".row-badge-lowest" : row.badge.isFirst ? ".row-badge-first" : ""}`, null,
                row.badge.isLowest ? icon("tag") : null, row.badge.text)];
        // The deal as written and what it asks ("buy 3 to get this price, + €1.50 deposit"),
        // in PerKit's words; flagged when it costs more per unit than one pack.
        const deal = row.deal == null ? null : [pause(),
            h(`span.row-deal${row.isDealWorse ? ".row-deal-worse" : ""}`, null,
                h("span.row-deal-text", null, icon("tag"), row.deal),
                row.dealNotes == null ? null : [h("span.visually-hidden", null, ": "),
                    h("span.row-deal-notes", null, ...phrase(row.dealNotes, currency))])];
        const withoutDeal = row.withoutDeal == null ? null
            : [pause(), h("span.row-without-deal", null, ...phrase(row.withoutDeal, currency))];
        return h(`li.row${row.isBest ? ".row-best" : ""}`, null,
            h("span.row-rank", { "aria-hidden": "true" }, row.isBest ? icon("check") : String(row.rank)),
            h("span.row-text", null,
                // A named product reads "Brand A, 500 g for €3.99"; an unnamed one "500 g for €3.99".
                h("span.row-title", null, row.title), row.name === "" ? " " : pause(),
                h("span.row-detail", null, ...detail), deal, pause(),
                figures, badge, unitPriceBar(row.barLength)),
            h("span.row-side", null,
                h("span.row-unit-price", null, pause(),
                    h("span.unit-price", null, unitPrice), " ",
                    h("span.unit-reference", null, view.referencePhrase), withoutDeal),
                options.readOnly ? null : h("span.row-actions", null, edit, remove)));
    }

    /**
     * PerKit's verdict sentence (`Verdict`), part by part: amounts in the list's currency and
     * percentages as the locale writes them; the best deals' names and the saving emphasised.
     */
    verdict(view) {
        return [h("p.verdict-text", null, ...phrase(view.verdict, view.currencyCode))];
    }

    /** "Removed Brand A" or "Deleted Saturday" with an Undo button, until the next change. */
    renderUndo(undo, currency) {
        const e = this.elements;
        // A product is named as everywhere else on the page (its price in the currency).
        const key = undo ? undo.encoded + currency : "";
        if (key !== this.last.undo) {
            this.last.undo = key;
            e.undoMessage.replaceChildren(...(undo ? phrase(undo.encoded, currency) : []));
        }
        setFlag(e.undoBar, "hidden", undo == null);
        document.getElementById("app").classList.toggle("has-undo", undo != null);
    }

    // MARK: The add-product sheet

    renderForm(form, currency, keyPress) {
        const e = this.elements;
        if (form === null) {
            if (e.sheet.open) e.sheet.close();
            this.lastFocus = undefined;
            return;
        }
        setText(e.sheetTitle, form.title);
        setText(e.submit, form.submitTitle);
        setFlag(e.submit, "disabled", !form.canSubmit);
        // Why Add is disabled, shown under the fields and read with the button.
        const hint = form.canSubmit ? null : form.submitHint;
        setText(e.submitHint, hint ?? "");
        setFlag(e.submitHint, "hidden", hint == null);
        setAttributeValue(e.submit, "aria-describedby", hint == null ? null : "submit-hint");

        // Sold by: while the list is empty, or its only product is edited.
        setFlag(e.soldBy, "hidden", form.soldBy === null);
        if (form.soldBy !== null) this.renderChoices(e.soldByGroup, "sold-by", form.soldBy);

        setSymbol(e.price.querySelector(".field-prefix"), currencySymbol(currency));
        this.renderKeypadField("quantity", form.quantity, form.focus === "quantity", e.quantity, e.quantityMessage, keyPress);
        this.renderKeypadField("price", form.price, form.focus === "price", e.price, e.priceMessage, keyPress);
        this.renderDeal(form.deal, currency, keyPress);
        this.renderTagMarks(form);

        const unitKey = JSON.stringify(form.unit.choices);
        if (unitKey !== this.last.units) {
            this.last.units = unitKey;
            e.unit.replaceChildren(...form.unit.choices.map((choice) => h("option", { value: choice.id }, choice.title)));
        }
        if (e.unit.value !== form.unit.id) e.unit.value = form.unit.id;
        setFlag(e.unit, "disabled", !form.unit.isEnabled);
        e.unit.classList.toggle("is-focused", form.focus === "unit");

        if (document.activeElement !== e.name && e.name.value !== form.name) e.name.value = form.name;
        e.name.classList.toggle("is-focused", form.focus === "name");
        if (document.activeElement !== e.store && e.store.value !== form.store) e.store.value = form.store;
        e.store.classList.toggle("is-focused", form.focus === "store");
        const storesKey = form.storeChoices.join("\n");
        if (storesKey !== this.last.stores) {
            this.last.stores = storesKey;
            e.storeChoices.replaceChildren(...form.storeChoices.map((store) => h("option", { value: store })));
        }
        if (e.sale.checked !== form.isSale) e.sale.checked = form.isSale;
        // What the price book says about what is being typed: in the same frame as the key.
        const hintKey = `${currency}:${form.hint?.encoded ?? ""}`;
        if (hintKey !== this.last.hint) {
            this.last.hint = hintKey;
            e.hint.replaceChildren(...(form.hint ? phrase(form.hint.encoded, currency) : []));
        }
        const standing = form.hint?.standing ?? "none";
        if (e.hint.dataset.standing !== standing) e.hint.dataset.standing = standing;

        setFlag(e.previous, "disabled", !form.canGoToPreviousField);
        setFlag(e.next, "disabled", !form.canGoToNextField);
        setText(e.toolbarField, form.focusLabel ?? "");
        const keypadWasHidden = e.keypad.classList.contains("is-hidden");
        this.renderKeypad(form.keypad);

        const opening = !e.sheet.open;
        if (opening) {
            e.sheet.showModal();
            e.sheet.querySelector(".sheet-body").scrollTop = 0;
        }
        if (opening || form.focus !== this.lastFocus) {
            this.lastFocus = form.focus;
            const target = form.focus ? fieldElement(form.focus) : null;
            if (target && document.activeElement !== target) target.focus({ preventScroll: !opening });
        }
        // The keypad took its room back from the form (app.css, `.keypad.is-hidden`): the field
        // it types into stays in sight.
        if (!opening && keypadWasHidden && form.keypad !== null && form.focus) {
            fieldElement(form.focus)?.scrollIntoView({ block: "nearest" });
        }
        // Sizes are measured, so only once the sheet is shown.
        this.fitField(e.quantity);
        this.fitField(e.price);
        for (const field of form.deal.fields) {
            if (field.isShown && field.kind !== null) this.fitField(this.dealCells.get(field.id).field);
        }
    }

    /**
     * What filling from a shelf tag found: PerKit's sentences (the unit price's check in
     * words), and the fields to confirm marked, each described by PerKit's hint.
     *
     * @param {object} form the view model's `form`
     */
    renderTagMarks(form) {
        const notes = $("tag-notes");
        const notesKey = form.tagNotes.join("\n");
        if (notesKey !== this.last.tagNotes) {
            this.last.tagNotes = notesKey;
            notes.replaceChildren(...form.tagNotes.map((note) => h("li", null, note)));
            setFlag(notes, "hidden", form.tagNotes.length === 0);
        }
        setText($("confirm-hint"), form.confirmHint ?? "");
        // Marked as last time (as on nearly every key press): nothing to change.
        const marksKey = form.toConfirm.join(" ");
        if (marksKey === this.last.marks) return;
        this.last.marks = marksKey;
        const marked = new Set(form.toConfirm);
        for (const field of [...Object.keys(fieldIds), ...this.dealCells.keys()]) {
            const element = fieldElement(field);
            if (!element) continue;
            const isMarked = marked.has(field);
            element.classList.toggle("needs-confirming", isMarked);
            const described = (element.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== "confirm-hint");
            if (isMarked) described.push("confirm-hint");
            setAttributeValue(element, "aria-describedby", described.length === 0 ? null : described.join(" "));
        }
    }

    /**
     * The deal: the "Deal" disclosure with the deal the fields make beside it, and its fields,
     * each shown or hidden as PerKit says (the chosen offer's only). The fields are built once,
     * in PerKit's order and with its labels: keypad fields like the price, and the offer picker.
     *
     * @param {object} deal the form's `deal`
     * @param {string} currency
     * @param {boolean} keyPress whether the view answers a key press
     */
    renderDeal(deal, currency, keyPress) {
        const e = this.elements;
        setAttributeValue(e.dealToggle, "aria-expanded", String(deal.isShown));
        setFlag(e.dealFields, "hidden", !deal.isShown);
        setText(e.dealSummary, deal.summary ?? "");
        if (this.dealCells.size === 0) {
            for (const field of deal.fields) this.dealCells.set(field.id, this.dealCell(field));
            e.dealFields.replaceChildren(...[...this.dealCells.values()].map((cell) => cell.cell));
        }
        for (const field of deal.fields) {
            const cell = this.dealCells.get(field.id);
            if (cell.cell.hidden === field.isShown) cell.cell.hidden = !field.isShown;
            if (field.kind === null) {
                const key = JSON.stringify(deal.offers);
                if (key !== this.last.offers) {
                    this.last.offers = key;
                    cell.field.replaceChildren(...deal.offers.map((choice) => h("option", { value: choice.id }, choice.title)));
                }
                const selected = deal.offers.find((choice) => choice.isSelected)?.id ?? "none";
                if (cell.field.value !== selected) cell.field.value = selected;
                cell.field.classList.toggle("is-focused", field.isFocused);
                continue;
            }
            if (field.kind === "money") setSymbol(cell.prefix, currencySymbol(currency));
            this.renderKeypadField(field.id, field, field.isFocused, cell.field, cell.message, keyPress);
        }
    }

    /**
     * One deal field's elements: its label and a keypad field (with the currency before an
     * amount, `%` after a percentage) and its message, or the offer picker.
     */
    dealCell(field) {
        const labelId = `deal-label-${field.id}`;
        const label = h(field.kind === null ? "label.caption" : "span.caption", { id: labelId }, field.label);
        if (field.kind === null) {
            const select = h("select.field.unit-select.offer-select", { id: "offer-select", dataset: { field: field.id } });
            label.setAttribute("for", "offer-select");
            return { cell: h("div.entry-cell.deal-cell.deal-offer", null, label, select), field: select };
        }
        const messageId = `deal-message-${field.id}`;
        const prefix = field.kind === "money" ? h("span.field-prefix", { "aria-hidden": "true" }) : null;
        const suffix = field.kind === "percent" ? h("span.field-suffix", { "aria-hidden": "true" }, "%") : null;
        const element = h("div.field.keypad-field", {
            id: `deal-field-${field.id}`, role: "textbox", tabindex: "0", "aria-labelledby": labelId,
            "aria-describedby": `${messageId} keypad-hint`, dataset: { field: field.id },
        }, h("span.field-line", null, prefix, h("span.field-text")), suffix);
        element.addEventListener("animationend", () => element.classList.remove("is-refused"));
        const message = h("p.field-message", { id: messageId });
        return { cell: h("div.entry-cell.deal-cell", null, label, element, message), field: element, prefix, message };
    }

    /**
     * A keypad field, its message, and PerKit's refusal of the key just pressed: the field
     * flashes (`is-refused`) and the message is announced, again even when it is the same.
     *
     * @param {string} name the field's id: "quantity", "price", "memberPrice" …
     * @param {{ text: string, placeholder: string, message: ?string, isRefusal: boolean }} field
     * @param {boolean} isFocused whether PerKit's form focus is on it
     * @param {HTMLElement} element
     * @param {HTMLElement} messageElement
     * @param {boolean} keyPress whether the view answers a key press
     */
    renderKeypadField(name, field, isFocused, element, messageElement, keyPress) {
        const text = element.querySelector(".field-text");
        const empty = field.text === "";
        // Empty, the field shows its placeholder ("0.00") and its currency sign drawn by CSS
        // (app.css, `.is-placeholder`), not as text, and hidden from screen readers, which read
        // it as empty, not as "$ 0.00".
        setText(text, field.text);
        if (text.dataset.placeholder !== field.placeholder) text.dataset.placeholder = field.placeholder;
        setAttributeValue(text, "aria-hidden", empty ? "true" : null);
        const prefix = element.querySelector(".field-prefix");
        if (prefix) setText(prefix, empty ? "" : prefix.dataset.symbol ?? "");
        element.classList.toggle("is-placeholder", empty);
        element.classList.toggle("is-focused", isFocused);
        element.classList.toggle("has-message", field.message !== null);
        setText(messageElement, field.message ?? "");
        // A refused key leaves the value as it was: only an error makes it invalid.
        setAttributeValue(element, "aria-invalid", field.message !== null && !field.isRefusal ? "true" : null);

        const refused = keyPress && isFocused && field.isRefusal === true;
        if (refused) this.flash(element);
        if (field.message !== null && (refused || field.message !== this.lastMessages[name])) this.announce(field.message);
        this.lastMessages[name] = field.message;
    }

    /** Restarts the refusal cue on a field (app.css: a shake, or a colour flash with reduced motion). */
    flash(element) {
        element.classList.remove("is-refused");
        void element.offsetWidth; // restart the animation
        element.classList.add("is-refused");
    }

    /** Reads a message out through the sheet's live region, also when it is the same as last time. */
    announce(message) {
        this.announceToggle = !this.announceToggle;
        // A no-break space, alternately there or not, makes the repeated text a change.
        this.elements.announcer.textContent = this.announceToggle ? message : `${message}\u00a0`;
    }

    /**
     * Steps a keypad field's text down through the sizes of `fieldFits` until it fits inside
     * the field: long numbers never spill out or get cut off, and the field never changes size.
     * The last size wraps and scrolls, showing the end (where typing happens).
     */
    fitField(element) {
        const text = element.querySelector(".field-text");
        const line = element.querySelector(".field-line");
        const fitted = [text.textContent, text.dataset.placeholder, element.textContent, element.className, innerWidth,
            innerHeight].join("|");
        if (this.fitted.get(element) === fitted) return;
        this.fitted.set(element, fitted);
        for (const fit of fieldFits) {
            setAttributeValue(element, "data-fit", fit);
            if (line.scrollWidth <= line.clientWidth && text.scrollHeight <= text.clientHeight + 1) break;
        }
        text.scrollTop = text.scrollHeight;
    }

    renderKeypad(keys) {
        const e = this.elements;
        const hidden = keys === null;
        e.keypad.classList.toggle("is-hidden", hidden);
        setAttributeValue(e.keypad, "aria-hidden", hidden ? "true" : null);
        if (hidden) return;
        if (this.keys.size === 0) {
            const byId = new Map(keys.map((key) => [key.id, key]));
            const ordered = [...keypadOrder.filter((id) => byId.has(id)), ...keys.map((key) => key.id).filter((id) => !keypadOrder.includes(id))];
            for (const id of ordered) {
                const button = h(`button.key.key-${id}`, { type: "button", dataset: { key: id } });
                this.keys.set(id, button);
            }
            e.keypad.replaceChildren(...this.keys.values());
        }
        for (const key of keys) {
            const button = this.keys.get(key.id);
            if (!button) continue;
            setText(button, key.label);
            setAttributeValue(button, "aria-label", key.name);
            // Not `disabled`: a press of a key that doesn't apply still reaches PerKit, which
            // refuses it visibly and says why.
            setAttributeValue(button, "aria-disabled", key.isEnabled ? null : "true");
        }
    }

    /** A radio group (segmented control) from choices, built once and then updated. */
    renderChoices(group, name, choices) {
        const key = choices.map((choice) => `${choice.id}:${choice.title}`).join("|");
        if (group.dataset.choices !== key) {
            group.dataset.choices = key;
            group.replaceChildren(...choices.map((choice) =>
                h("label.segment", null,
                    h("input", { type: "radio", name, value: choice.id }),
                    h("span", null, choice.title))));
        }
        for (const input of group.querySelectorAll("input")) {
            const selected = choices.find((choice) => choice.id === input.value)?.isSelected ?? false;
            if (input.checked !== selected) input.checked = selected;
        }
    }

    // MARK: Dialogs

    renderConfirm(view) {
        const dialog = this.elements.confirm;
        if (view.isConfirmingClear) {
            setText(this.elements.confirmMessage, view.clearConfirmation);
            if (!dialog.open) dialog.showModal();
        } else if (dialog.open) {
            dialog.close();
        }
    }

    renderAlert(alert) {
        const dialog = this.elements.alert;
        if (alert) {
            setText(this.elements.alertTitle, alert.title);
            setText(this.elements.alertMessage, alert.message);
            if (!dialog.open) dialog.showModal();
        } else if (dialog.open) {
            dialog.close();
        }
    }

    // MARK: Settings

    openSettings() {
        this.renderSettings(this.view);
        this.elements.settings.showModal();
    }

    renderSettings(view) {
        const e = this.elements;
        const settings = view.settings;
        this.renderChoices(e.systemGroup, "system", settings.systems);

        const codes = [...new Set([settings.currencyCode, ...commonCurrencies])];
        const currencyKey = codes.join(",");
        if (e.currency.dataset.codes !== currencyKey) {
            e.currency.dataset.codes = currencyKey;
            e.currency.replaceChildren(...codes.map((code) => h("option", { value: code }, `${code} — ${currencyName(code)}`)));
        }
        e.currency.value = settings.currencyCode;

        const referenceKey = JSON.stringify(settings.references);
        if (referenceKey !== this.last.references) {
            this.last.references = referenceKey;
            e.reference.replaceChildren(...settings.references.map((choice) => h("option", { value: choice.id }, choice.title)));
        }
        e.reference.value = settings.references.find((choice) => choice.isSelected)?.id ?? "auto";
        if (e.remembersPrices.checked !== settings.remembersPrices) e.remembersPrices.checked = settings.remembersPrices;
        if (e.usesMemberPrices.checked !== settings.usesMemberPrices) e.usesMemberPrices.checked = settings.usesMemberPrices;

        const languageKey = JSON.stringify(settings.languages);
        if (languageKey !== this.last.languages) {
            this.last.languages = languageKey;
            // Each language named in itself, and read out in it.
            e.language.replaceChildren(...settings.languages.map((choice) =>
                h("option", { value: choice.id, lang: choice.id === "auto" ? null : choice.id }, choice.title)));
        }
        e.language.value = settings.languages.find((choice) => choice.isSelected)?.id ?? "auto";
    }
}

/**
 * Sets the currency sign of an amount field: its text while the field holds an amount, drawn
 * by CSS (`data-symbol`) while the field is empty (see `renderKeypadField`).
 *
 * @param {HTMLElement} prefix the field's `.field-prefix`
 * @param {string} symbol e.g. "$"
 */
function setSymbol(prefix, symbol) {
    if (prefix.dataset.symbol === symbol) return;
    prefix.dataset.symbol = symbol;
    if (prefix.textContent !== "") prefix.textContent = symbol;
}

/**
 * The row's unit price as a bar, best shortest: its length is PerKit's (`barLength`, a fraction
 * of the longest), so the page decides nothing. Decoration: the figures stay in text.
 *
 * @param {string} length e.g. "0.6879"
 */
function unitPriceBar(length) {
    const fill = h("span.row-bar-fill");
    fill.style.width = `${Number(length) * 100}%`;
    return h("span.row-bar", { "aria-hidden": "true" }, fill);
}
