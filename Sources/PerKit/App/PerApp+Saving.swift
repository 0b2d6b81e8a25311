extension PerApp.State {
    /// The version written by ``encoded()``. Readers accept this and every earlier version.
    /// Version 5 writes the session's shared list as an object (``SharedList/write(to:)``),
    /// where version 4 wrote a share-link payload.
    public static let encodingVersion = 5

    /// The state as versioned JSON text: exact values as fraction text, units by identifier, so
    /// that ``init(decoding:listID:now:sharePayloadReader:)`` restores an equal state.
    public func encoded() -> String {
        var writer = JSONWriter()
        write([.lists, .entries, .session], to: &writer)
        return writer.text
    }

    /// Writes everything but the lists and the price book: small enough to save after every key
    /// press. With ``writeLibrary(to:)`` and ``writeBook(to:)`` it makes ``encoded()``.
    public func writeSession(to writer: inout JSONWriter) { write(.session, to: &writer) }

    /// Writes the lists alone, `{"version": 5, "lists": [...]}`: what changes when a list does.
    public func writeLibrary(to writer: inout JSONWriter) { write(.lists, to: &writer) }

    /// Writes the price book alone, `{"version": 5, "products": [...], "stores": [...]}` (see
    /// ``PriceBook/writeSavedMembers(to:)``): what changes when a price is recorded or deleted.
    public func writeBook(to writer: inout JSONWriter) { write(.entries, to: &writer) }

    /// The parts of the state a saved document holds.
    private struct SavedParts: OptionSet {
        let rawValue: Int
        static let lists = SavedParts(rawValue: 1)
        static let entries = SavedParts(rawValue: 2)
        static let session = SavedParts(rawValue: 4)
    }

    /// Writes `parts` as one versioned object.
    private func write(_ parts: SavedParts, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("version", Self.encodingVersion)
        if parts.contains(.lists) { writeLists(to: &writer) }
        if parts.contains(.entries) { book.writeSavedMembers(to: &writer) }
        if parts.contains(.session) { writeSessionMembers(to: &writer) }
        writer.endObject()
    }

    /// ``writeSession(to:)`` as text.
    func encodedSession() -> String {
        var writer = JSONWriter()
        writeSession(to: &writer)
        return writer.text
    }

    /// ``writeLibrary(to:)`` as text.
    func encodedLibrary() -> String {
        var writer = JSONWriter()
        writeLibrary(to: &writer)
        return writer.text
    }

    private func writeLists(to writer: inout JSONWriter) {
        writer.key("lists")
        writer.beginArray()
        for index in lists.indices { Self.write(lists[index], to: &writer) }
        writer.endArray()
    }

    private func writeSessionMembers(to writer: inout JSONWriter) {
        writer.member("openList", openListID.text)
        writer.key("settings")
        writer.beginObject()
        writer.member("system", settings.system.rawValue)
        writer.member("currency", settings.currencyCode)
        writer.member("remembersPrices", settings.remembersPrices)
        writer.member("usesMemberPrices", settings.usesMemberPrices)
        if let language = settings.language { writer.member("language", language.code) }
        writer.endObject()
        writer.member("screen", screen.rawValue)
        writer.member("bookSearch", bookView.search)
        writer.member("bookProduct", bookView.product)
        writer.member("lastStore", lastStore)
        writer.key("deletedEntry")
        if let deletedEntry { deletedEntry.write(to: &writer) } else { writer.value(nil) }
        writer.member("clock", clock.text)
        writer.member("today", today.text)
        writer.member("nextEntry", nextEntryID.text)
        writer.member("isConfirmingClear", isConfirmingClear)
        writer.key("alert")
        if let alert {
            writer.beginObject()
            writer.member("message", alert.message)
            writer.endObject()
        } else {
            writer.value(nil)
        }
        writer.key("form")
        if let form { Self.write(form, to: &writer) } else { writer.value(nil) }
        writer.key("removed")
        if let removed { removed.write(to: &writer) } else { writer.value(nil) }
        writer.member("removedID", removedID?.text)
        writer.key("deleted")
        if let deleted {
            writer.beginObject()
            writer.key("list")
            Self.write(deleted.list, to: &writer)
            writer.member("index", deleted.index)
            writer.member("replacement", deleted.replacement?.text)
            writer.endObject()
        } else {
            writer.value(nil)
        }
        writer.key("shared")
        if let sharedList { sharedList.write(to: &writer) } else { writer.value(nil) }
        writer.member("status", status)
    }

    private static func write(_ list: ShoppingList, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("id", list.id.text)
        writer.member("name", list.name)
        writer.member("created", list.created.text)
        writer.member("updated", list.updated.text)
        writer.key("reference")
        ReferenceQuantity.write(list.reference, to: &writer)
        writer.member("lastUnit", list.lastUnit?.id)
        writer.key("items")
        writer.beginArray()
        for index in list.productIDs.indices {
            writer.beginObject()
            writer.member("id", list.productIDs[index].text)
            writer.member("name", list.products.items[index].name)
            list.products.items[index].writeExactMembers(to: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    private static func write(_ form: ProductForm, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("soldBy", form.soldBy.rawValue)
        writer.member("unit", form.unit.id)
        writer.key("quantity")
        write(form.quantity, to: &writer)
        writer.key("price")
        write(form.price, to: &writer)
        writer.member("name", form.name)
        writer.member("store", form.store)
        writer.member("isSale", form.isSale)
        writer.key("deal")
        write(form.deal, to: &writer)
        writer.member("focus", form.focus?.rawValue)
        writer.key("editingIndex")
        if let index = form.editingIndex { writer.value(index) } else { writer.value(nil) }
        if !form.toConfirm.isEmpty {
            writer.key("toConfirm")
            writer.beginArray()
            for field in form.toConfirm { writer.value(field.rawValue) }
            writer.endArray()
        }
        if !form.tagNotes.isEmpty {
            writer.key("tagNotes")
            writer.beginArray()
            for note in form.tagNotes { writer.value(note) }
            writer.endArray()
        }
        writer.endObject()
    }

    /// The deal's fields: `{"isShown": true, "offer": "buyGetFree", "memberPrice": {…}, …}`,
    /// each keypad field that holds something by its ``FormField`` name.
    private static func write(_ deal: DealForm, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.member("isShown", deal.isShown)
        writer.member("offer", deal.offer.rawValue)
        for field in FormField.dealKeypadFields {
            let calculator = deal[field]
            guard !calculator.isEmpty || calculator.message != nil else { continue }
            writer.key(field.rawValue)
            write(calculator, to: &writer)
        }
        writer.endObject()
    }

    private static func write(_ calculator: Calculator, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("left")
        write(calculator.left, to: &writer)
        writer.member("operation", calculator.operation?.rawValue)
        writer.key("right")
        write(calculator.right, to: &writer)
        let message = calculator.message?.savedForm
        writer.member("message", message?.name)
        if let value = message?.value { writer.member("messageValue", value) }
        writer.member("isRefusal", calculator.isRefusal)
        writer.member("offerCount", calculator.offerCount?.fractionText)
        writer.key("factors")
        if let factors = calculator.factors {
            writer.beginObject()
            writer.member("left", factors.left.fractionText)
            writer.member("right", factors.right.fractionText)
            writer.endObject()
        } else {
            writer.value(nil)
        }
        writer.endObject()
    }

    private static func write(_ operand: CalculatorOperand?, to writer: inout JSONWriter) {
        switch operand {
        case nil: writer.value(nil)
        case .typed(let text):
            writer.beginObject()
            writer.member("typed", text)
            writer.endObject()
        case .result(let value):
            writer.beginObject()
            writer.member("result", value.fractionText)
            writer.endObject()
        }
    }
}
