import PerKit

/// Writes a ``PerApp/ViewModel`` as JSON for a front end to render.
enum WireViewModel {
    /// The view model as a JSON object; member names match the Swift property names.
    static func text(_ view: PerApp.ViewModel) -> String {
        var writer = JSONWriter()
        write(view, to: &writer)
        return writer.text
    }

    /// Writes the view model as a JSON object (see ``text(_:)``).
    static func write(_ view: PerApp.ViewModel, to writer: inout JSONWriter) {
        write(view, to: &writer, book: WireBookScreen.write)
    }

    /// Writes the view model as ``write(_:to:)`` does, with `"book": null` whatever it holds:
    /// for a view model built with ``PerApp/ViewModel/init(leavingOutBookOf:figures:)``, whose
    /// price book screen ``WireBookScreen`` writes, so that a module that writes it carries none
    /// of that screen's code. With `leavingOutRows`, `"rows"` and `"verdict"` are left out: the
    /// front end shows them from its previous answer.
    static func writeLeavingOutBook(
        _ view: PerApp.ViewModel, to writer: inout JSONWriter, leavingOutRows: Bool
    ) {
        write(view, to: &writer, book: nil, leavingOutRows: leavingOutRows)
    }

    private static func write(
        _ view: PerApp.ViewModel, to writer: inout JSONWriter,
        book writeBook: ((PerApp.ViewModel.BookView, inout JSONWriter) -> Void)?, leavingOutRows: Bool = false
    ) {
        writer.beginObject()
        writer.member("title", view.title)
        writer.member("currencyCode", view.currencyCode)
        writer.member("language", view.language)
        writer.member("reference", view.reference)
        writer.member("referencePhrase", view.referencePhrase)
        writer.member("referenceButtonName", view.referenceButtonName)
        if !leavingOutRows {
            writer.key("rows")
            write(view.rows, to: &writer)
        }
        writer.member("emptyMessage", view.emptyMessage)
        if !leavingOutRows {
            writer.key("verdict")
            write(view.verdict, to: &writer)
        }
        writer.member("canAddProduct", view.canAddProduct)
        writer.member("canClearList", view.canClearList)
        writer.member("isConfirmingClear", view.isConfirmingClear)
        writer.member("clearConfirmation", view.clearConfirmation)
        writer.key("form")
        write(view.form, to: &writer)
        writer.key("alert")
        if let alert = view.alert {
            writer.beginObject()
            writer.member("title", alert.title)
            writer.member("message", alert.message)
            writer.endObject()
        } else {
            writer.value(nil)
        }
        writer.key("undo")
        if let undo = view.undo {
            writer.beginObject()
            writer.member("message", undo.message)
            writer.member("action", undo.kind.rawValue)
            writer.member("encoded", undo.encoded)
            writer.endObject()
        } else {
            writer.value(nil)
        }
        writer.key("settings")
        write(view.settings, to: &writer)
        writer.member("screen", view.screen.rawValue)
        writer.member("listName", view.title)
        writer.member("exportListName", view.exportListName)
        writer.key("library")
        write(view.library, to: &writer)
        writer.key("book")
        if let book = view.book, let writeBook { writeBook(book, &writer) } else { writer.value(nil) }
        writer.key("shared")
        write(view.shared, to: &writer)
        writer.member("status", view.status)
        writer.member("canNavigate", view.canNavigate)
        writer.member("canDuplicateList", view.canNavigate)
        writer.member("canDeleteList", view.canNavigate)
        writer.endObject()
    }

    private static func write(_ library: PerApp.ViewModel.LibraryView?, to writer: inout JSONWriter) {
        guard let library else { return writer.value(nil) }
        writer.beginObject()
        writer.key("entries")
        writer.beginArray()
        for index in library.entries.indices { write(library.entries[index], to: &writer) }
        writer.endArray()
        writer.endObject()
    }

    private static func write(_ entry: PerApp.ViewModel.LibraryEntry, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", entry.id)
        writer.member("name", entry.name)
        writer.member("itemCount", entry.itemCount)
        writer.member("summary", entry.summary)
        writer.member("bestEncoded", entry.bestEncoded)
        writer.member("isOpen", entry.isOpen)
        writer.endObject()
    }

    private static func write(_ shared: PerApp.ViewModel.SharedView?, to writer: inout JSONWriter) {
        guard let shared else { return writer.value(nil) }
        writer.beginObject()
        writer.member("name", shared.name)
        writer.member("summary", shared.summary)
        writer.member("currencyCode", shared.currencyCode)
        writer.member("referencePhrase", shared.referencePhrase)
        writer.key("rows")
        write(shared.rows, to: &writer)
        writer.key("verdict")
        write(shared.verdict, to: &writer)
        writer.endObject()
    }

    private static func write(_ rows: [PerApp.ViewModel.Row], to writer: inout JSONWriter) {
        writer.beginArray()
        for index in rows.indices { write(rows[index], to: &writer) }
        writer.endArray()
    }

    private static func write(_ row: PerApp.ViewModel.Row, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("index", row.index)
        writer.member("title", row.title)
        writer.member("editName", row.editName)
        writer.member("removeName", row.removeName)
        writer.member("name", row.name)
        writer.member("quantity", row.quantity)
        writer.member("price", row.price)
        writer.member("unitPrice", row.unitPrice)
        writer.member("unitPriceExact", row.unitPriceExact)
        writer.member("rank", row.rank)
        writer.member("isBest", row.isBest)
        writer.member("percentMoreThanBest", row.percentMoreThanBest)
        writer.member("extraCost", row.extraCost)
        writer.member("detail", row.detail)
        writer.key("againstBest")
        writer.beginArray()
        for phrase in row.againstBest { writer.value(phrase) }
        writer.endArray()
        writer.member("barLength", row.barLength)
        writer.key("badge")
        if let badge = row.badge {
            writer.beginObject()
            writer.member("text", badge.text)
            writer.member("isLowest", badge.isLowest)
            writer.member("isFirst", badge.isFirst)
            writer.endObject()
        } else {
            writer.value(nil)
        }
        writer.member("deal", row.deal)
        writer.member("dealNotes", row.dealNotes)
        writer.member("withoutDeal", row.withoutDeal)
        writer.member("isDealWorse", row.isDealWorse)
        writer.endObject()
    }

    /// `"TBrand B\u001Ft is the best deal: \u001Fp18.7…"`: the sentence's parts as
    /// ``Verdict/encoded`` writes them, money and percentages for the page to write.
    private static func write(_ verdict: Verdict?, to writer: inout JSONWriter) {
        writer.value(verdict?.encoded)
    }

    private static func write(_ form: PerApp.ViewModel.FormView?, to writer: inout JSONWriter) {
        guard let form else { return writer.value(nil) }
        writer.beginObject()
        writer.member("title", form.title)
        writer.member("submitTitle", form.submitTitle)
        writer.member("canSubmit", form.canSubmit)
        writer.member("submitHint", form.submitHint)
        writer.key("soldBy")
        if let soldBy = form.soldBy {
            write(soldBy, to: &writer)
        } else {
            writer.value(nil)
        }
        writer.key("quantity")
        write(form.quantity, to: &writer)
        writer.key("unit")
        writer.beginObject()
        writer.member("id", form.unit.id)
        writer.member("symbol", form.unit.symbol)
        writer.member("isEnabled", form.unit.isEnabled)
        writer.key("choices")
        write(form.unit.choices, to: &writer)
        writer.endObject()
        writer.key("price")
        write(form.price, to: &writer)
        writer.member("name", form.name)
        writer.member("store", form.store)
        writer.key("storeChoices")
        writer.beginArray()
        for store in form.storeChoices { writer.value(store) }
        writer.endArray()
        writer.member("isSale", form.isSale)
        writer.key("hint")
        if let hint = form.hint {
            writer.beginObject()
            writer.member("encoded", hint.encoded)
            writer.member("standing", hint.standing?.rawValue)
            writer.endObject()
        } else {
            writer.value(nil)
        }
        writer.member("focus", form.focus?.rawValue)
        writer.member("focusLabel", form.focusLabel)
        writer.member("canGoToPreviousField", form.canGoToPreviousField)
        writer.member("canGoToNextField", form.canGoToNextField)
        writer.key("keypad")
        if let keys = form.keypad {
            writer.beginArray()
            for index in keys.indices { write(keys[index], to: &writer) }
            writer.endArray()
        } else {
            writer.value(nil)
        }
        writer.key("deal")
        write(form.deal, to: &writer)
        writer.key("toConfirm")
        writer.beginArray()
        for field in form.toConfirm { writer.value(field.rawValue) }
        writer.endArray()
        writer.member("confirmHint", form.confirmHint)
        writer.key("tagNotes")
        writer.beginArray()
        for note in form.tagNotes { writer.value(note) }
        writer.endArray()
        writer.endObject()
    }

    /// `{"isShown": true, "summary": "member 3.50", "offers": [...], "fields": [{"id":
    /// "memberPrice", "label": "Member price", "kind": "money", "isShown": true, "isFocused":
    /// false, "text": "3.50", "placeholder": "0.00", "message": null, "isRefusal": false}, …]}`;
    /// the offer picker's field has `"kind": null` and no keypad members.
    private static func write(_ deal: PerApp.ViewModel.DealView, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("isShown", deal.isShown)
        writer.member("summary", deal.summary)
        writer.key("offers")
        write(deal.offers, to: &writer)
        writer.key("fields")
        writer.beginArray()
        for field in deal.fields {
            writer.beginObject()
            writer.member("id", field.id.rawValue)
            writer.member("label", field.label)
            writer.member("kind", field.kind?.rawValue)
            writer.member("isShown", field.isShown)
            writer.member("isFocused", field.isFocused)
            if let keypad = field.field {
                writer.member("text", keypad.text)
                writer.member("placeholder", keypad.placeholder)
                writer.member("message", keypad.message)
                writer.member("isRefusal", keypad.isRefusal)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    private static func write(_ key: PerApp.ViewModel.Key, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", key.id)
        writer.member("label", key.label)
        writer.member("name", key.name)
        writer.member("isEnabled", key.isEnabled)
        writer.endObject()
    }

    private static func write(_ field: PerApp.ViewModel.KeypadField, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("text", field.text)
        writer.member("placeholder", field.placeholder)
        writer.member("message", field.message)
        writer.member("isRefusal", field.isRefusal)
        writer.endObject()
    }

    private static func write(_ choices: [PerApp.ViewModel.Choice], to writer: inout JSONWriter) {
        writer.beginArray()
        for index in choices.indices { write(choices[index], to: &writer) }
        writer.endArray()
    }

    private static func write(_ settings: PerApp.ViewModel.SettingsView, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("systems")
        write(settings.systems, to: &writer)
        writer.member("currencyCode", settings.currencyCode)
        writer.key("references")
        write(settings.references, to: &writer)
        writer.member("remembersPrices", settings.remembersPrices)
        writer.member("usesMemberPrices", settings.usesMemberPrices)
        writer.key("languages")
        write(settings.languages, to: &writer)
        writer.endObject()
    }

    private static func write(_ choice: PerApp.ViewModel.Choice, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", choice.id)
        writer.member("title", choice.title)
        writer.member("isSelected", choice.isSelected)
        writer.endObject()
    }
}
