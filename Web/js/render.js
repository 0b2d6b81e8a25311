// Renders PerKit's view model (Sources/PerWire/WireViewModel.swift) into the page. It decides
// nothing: every text, flag, choice, enabled key and the focused field come from the view model;
// this only turns them into DOM, touching only what changed so that a key press stays cheap.
import { h, icon, setFlag, setText } from "./dom.js";
import { currencyName, currencySymbol, commonCurrencies, money, percent } from "./format.js";

const $ = (id) => document.getElementById(id);

/** Where each keypad key sits: a calculator's layout with "=" two rows tall in the last column. */
const keypadOrder = ["clear", "divide", "times", "delete", "7", "8", "9", "minus", "4", "5", "6", "plus",
    "1", "2", "3", "equals", "0", "point"];

/** The element that shows each form field. */
const fieldIds = { quantity: "quantity-field", unit: "unit-select", price: "price-field", name: "name-input" };

export class Renderer {
    constructor() {
        this.elements = {
            title: $("list-title"), settingsButton: $("settings-button"), loading: $("loading"),
            empty: $("empty"), emptyMessage: $("empty-message"), verdict: $("verdict"),
            listHeader: $("list-header"), referenceButton: $("reference-button"), products: $("products"),
            addProduct: $("add-product"), clearList: $("clear-list"),
            sheet: $("sheet"), sheetTitle: $("sheet-title"), submit: $("sheet-submit"), soldBy: $("sold-by"),
            soldByGroup: $("sold-by-group"), quantity: $("quantity-field"), unit: $("unit-select"),
            price: $("price-field"), name: $("name-input"), quantityMessage: $("quantity-message"),
            priceMessage: $("price-message"), previous: $("previous-field"), next: $("next-field"),
            toolbarField: $("toolbar-field"), keypad: $("keypad"),
            confirm: $("confirm-clear"), confirmMessage: $("confirm-message"),
            alert: $("alert"), alertTitle: $("alert-title"), alertMessage: $("alert-message"),
            settings: $("settings"), listName: $("list-name-input"), systemGroup: $("system-group"),
            currency: $("currency-select"), reference: $("reference-select"),
        };
        /** Serialised parts of the last view rendered, to skip unchanged parts. */
        this.last = {};
        /** The form field focused in the last view rendered. */
        this.lastFocus = undefined;
        /** The keypad's buttons by key id. */
        this.keys = new Map();
    }

    /** Renders a whole view model. */
    render(view) {
        this.renderList(view);
        this.renderForm(view.form, view.currencyCode);
        this.renderConfirm(view);
        this.renderAlert(view.alert);
        if (this.elements.settings.open) this.renderSettings(view);
        this.view = view;
    }

    // MARK: The list

    renderList(view) {
        const e = this.elements;
        setText(e.title, view.title);
        e.loading.hidden = true;
        const isEmpty = view.rows.length === 0;
        e.empty.hidden = !isEmpty;
        if (view.emptyMessage !== null) setText(e.emptyMessage, view.emptyMessage);
        e.listHeader.hidden = isEmpty;
        e.products.hidden = isEmpty;
        setText(e.referenceButton, `per ${view.reference}`);
        e.referenceButton.setAttribute("aria-label", `Unit prices per ${view.reference}. Change in Settings`);

        const rowsKey = JSON.stringify([view.rows, view.currencyCode, view.reference]);
        if (rowsKey !== this.last.rows) {
            this.last.rows = rowsKey;
            e.products.replaceChildren(...view.rows.map((row) => this.row(row, view)));
        }
        const verdictKey = JSON.stringify([view.verdict, view.currencyCode, view.reference, view.rows.length]);
        if (verdictKey !== this.last.verdict) {
            this.last.verdict = verdictKey;
            e.verdict.hidden = view.verdict === null;
            e.verdict.replaceChildren(...(view.verdict ? this.verdict(view) : []));
        }
        const enabled = view.canAddProduct;
        setFlag(e.addProduct, "disabled", !enabled);
        setFlag(e.clearList, "disabled", !view.canClearList);
        setFlag(e.settingsButton, "disabled", view.form !== null || view.alert !== null);
    }

    row(row, view) {
        const currency = view.currencyCode;
        const price = money(row.price, currency);
        const unitPrice = money(row.unitPrice, currency);
        const figures = row.isBest
            ? h("span.row-figures.row-figures-best", null, icon("check"), "Best deal")
            : h("span.row-figures", null,
                h("span.more", null, `${percent(row.percentMoreThanBest)} more`),
                h("span.sep", { "aria-hidden": "true" }, " · "), h("span.visually-hidden", null, ", "),
                h("span.extra", null, `${money(row.extraCost, currency)} extra`));
        const comma = () => h("span.visually-hidden", null, ", ");
        const detail = row.name === ""
            ? ["for ", h("span.row-price", null, price)]
            : [row.quantity, " for ", h("span.row-price", null, price)];
        const main = h("button.row-main", {
            type: "button", "aria-describedby": "edit-hint", dataset: { action: "edit", index: row.index },
        },
        h("span.row-rank", { "aria-hidden": "true" }, row.isBest ? icon("check") : String(row.rank)),
        h("span.row-text", null,
            // A named product reads "Brand A, 500 g for €3.99"; an unnamed one "500 g for €3.99".
            h("span.row-title", null, row.title), row.name === "" ? " " : comma(),
            h("span.row-detail", null, ...detail), comma(),
            figures),
        h("span.row-unit-price", null, comma(),
            h("span.unit-price", null, unitPrice),
            h("span.unit-reference", null, ` per ${view.reference}`)));
        const remove = h("button.row-remove.icon-button", {
            type: "button", "aria-label": `Remove ${row.title}`, dataset: { action: "remove", index: row.index },
        }, icon("remove"));
        return h(`li.row${row.isBest ? ".row-best" : ""}`, null, main, remove);
    }

    verdict(view) {
        const v = view.verdict;
        const currency = view.currencyCode;
        const sentence = [
            h("strong", null, v.best), " is the best deal: ",
            h("span.nowrap", null, `${percent(v.percentCheaper)} cheaper`), ` per ${view.reference} than `, v.next, ". ",
            "Buying ", v.bestQuantity, " of it instead of ", v.next, " saves ",
            h("strong.saving", null, money(v.savingAgainstNext, currency)),
        ];
        if (view.rows.length > 2) {
            sentence.push("; instead of ", v.mostExpensive, ", ",
                h("strong.saving", null, money(v.savingAgainstMostExpensive, currency)));
        }
        sentence.push(".");
        return [h("p.verdict-text", null, ...sentence)];
    }

    // MARK: The add-product sheet

    renderForm(form, currency) {
        const e = this.elements;
        if (form === null) {
            if (e.sheet.open) e.sheet.close();
            this.lastFocus = undefined;
            return;
        }
        setText(e.sheetTitle, form.title);
        setText(e.submit, form.submitTitle);
        setFlag(e.submit, "disabled", !form.canSubmit);

        // Sold by: only while the list is empty.
        e.soldBy.hidden = form.soldBy === null;
        if (form.soldBy !== null) this.renderChoices(e.soldByGroup, "sold-by", form.soldBy);

        this.renderKeypadField(e.quantity, e.quantityMessage, form.quantity, form.focus === "quantity");
        e.price.querySelector(".field-prefix").textContent = currencySymbol(currency);
        this.renderKeypadField(e.price, e.priceMessage, form.price, form.focus === "price");

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

        setFlag(e.previous, "disabled", !form.canGoToPreviousField);
        setFlag(e.next, "disabled", !form.canGoToNextField);
        setText(e.toolbarField, form.focus ? labelOf(form.focus) : "");
        this.renderKeypad(form.keypad);

        const opening = !e.sheet.open;
        if (opening) {
            e.sheet.showModal();
            e.sheet.querySelector(".sheet-body").scrollTop = 0;
        }
        if (opening || form.focus !== this.lastFocus) {
            this.lastFocus = form.focus;
            const target = form.focus ? $(fieldIds[form.focus]) : null;
            if (target && document.activeElement !== target) target.focus({ preventScroll: !opening });
        }
        // A key that became disabled under the browser's focus hands the focus back to its field.
        const active = document.activeElement;
        if (active instanceof HTMLButtonElement && active.disabled && e.sheet.contains(active) && form.focus) {
            $(fieldIds[form.focus]).focus();
        }
    }

    renderKeypadField(element, messageElement, field, isFocused) {
        const text = element.querySelector(".field-text");
        const empty = field.text === "";
        setText(text, empty ? field.placeholder : field.text);
        element.classList.toggle("is-placeholder", empty);
        element.classList.toggle("is-focused", isFocused);
        element.classList.toggle("has-message", field.message !== null);
        setText(messageElement, field.message ?? "");
        if (field.message !== null) element.setAttribute("aria-invalid", "true");
        else element.removeAttribute("aria-invalid");
    }

    renderKeypad(keys) {
        const e = this.elements;
        e.keypad.classList.toggle("is-hidden", keys === null);
        setFlag(e.keypad, "aria-hidden", keys === null);
        if (keys === null) {
            for (const button of this.keys.values()) setFlag(button, "disabled", true);
            return;
        }
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
            if (button.getAttribute("aria-label") !== key.name) button.setAttribute("aria-label", key.name);
            setFlag(button, "disabled", !key.isEnabled);
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
            const count = view.rows.length;
            setText(this.elements.confirmMessage,
                `This removes ${count === 1 ? "the product" : `all ${count} products`} from ${view.title}.`);
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
        if (document.activeElement !== e.listName) e.listName.value = view.title;
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
    }
}

function labelOf(field) {
    return { quantity: "Quantity", unit: "Unit", price: "Price", name: "Name" }[field] ?? "";
}
