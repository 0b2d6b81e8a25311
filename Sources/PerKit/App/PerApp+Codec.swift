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

    /// Writes the lists alone, `{"version": 4, "lists": [...]}`: what changes when a list does.
    public func writeLibrary(to writer: inout JSONWriter) { write(.lists, to: &writer) }

    /// Writes the price book alone, `{"version": 4, "products": [...], "stores": [...]}` (see
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
    public func encodedSession() -> String {
        var writer = JSONWriter()
        writeSession(to: &writer)
        return writer.text
    }

    /// ``writeLibrary(to:)`` as text.
    public func encodedLibrary() -> String {
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

    /// Restores a state written by ``encoded()`` of this or an earlier version. Unknown
    /// members are ignored; missing optional members take their defaults. A version-1 state
    /// (one list) becomes a library holding that list under `listID`, made `now`.
    /// - Parameter sharePayloadReader: Reads the shared list of a session saved before version
    ///   5, a share-link payload (``SharedList/init(payload:)`` by default); `nil` leaves the
    ///   session without it. A front end that reads share links elsewhere passes its own.
    /// - Throws: ``ParseError`` naming the member that cannot be read.
    public init(
        decoding json: JSON, listID: ListID = ListID(high: 0, low: 0), now: Timestamp = .epoch,
        sharePayloadReader: SharePayloadReader = SharedList.init(payload:)
    ) throws(ParseError) {
        try self.init(
            decoding: json, lists: json["lists"], listID: listID, now: now,
            sharePayloadReader: sharePayloadReader)
    }

    /// Restores a state as ``init(decoding:listID:now:sharePayloadReader:)`` does, with the
    /// lists of `lists` (a saved library's `lists`) in place of those of `json`.
    private init(
        decoding json: JSON, lists savedLists: JSON?, listID: ListID, now: Timestamp,
        sharePayloadReader: SharePayloadReader
    ) throws(ParseError) {
        guard let version = json.int("version"), version >= 1 else { throw Self.invalid("version") }
        guard version <= Self.encodingVersion else {
            throw ParseError("the saved lists were written by a newer version of Per (\(version))", at: 0)
        }
        // Starts from a new library and fills it member by member.
        self.init(settings: try Self.decodeSettings(json["settings"] ?? .null), listID: listID, now: now)
        let alert = json["alert"]?.string("message").map { PerApp.Alert(message: $0) }
        var form: ProductForm? = nil
        if let value = Self.present(json["form"]) { form = try Self.decodeForm(value) }
        if let value = Self.present(json["removed"]) {
            removed = try Self.decodeItem(value, member: "removed")
        }
        removedID = json.string("removedID").flatMap { ListID($0) }
        let isConfirmingClear = json.bool("isConfirmingClear") ?? false
        guard version >= 2 else {
            destination = PerApp.Destination(
                form: form, sharedList: nil, isConfirmingClear: isConfirmingClear, alert: alert)
            lists[0].name = json.string("listName") ?? Self.defaultListName
            lists[0] = ShoppingList(
                id: lists[0].id, name: lists[0].name,
                products: try Self.decodeItems(json["items"], member: "items"),
                created: lists[0].created)
            lists[0].reference = try Self.decodeReference(
                json["settings"]?["reference"], member: "settings.reference")
            lists[0].lastUnit = try Self.decodeOptionalUnit(json["lastUnit"], member: "lastUnit")
            return
        }
        var lists: [ShoppingList] = []
        let values = savedLists?.arrayValue ?? []
        for index in values.indices {
            let member = "lists[\(index)]"
            let decoded = try Self.decodeList(values[index], member: member)
            guard !lists.contains(where: { $0.id == decoded.id }) else { throw Self.invalid(member + ".id") }
            lists.append(decoded)
        }
        if !lists.isEmpty { self.lists = lists }
        let open = try Self.decodeOptionalID(json["openList"], member: "openList")
        openListID = self.lists.contains { $0.id == open } ? open ?? listID : self.lists[0].id
        if let text = json.string("screen") {
            guard let value = Screen(rawValue: text) else { throw Self.invalid("screen") }
            screen = value
        }
        clock = try Self.decodeOptionalTimestamp(json["clock"], member: "clock") ?? now
        today = CalendarDate(clock)
        if let text = json.string("today") {
            guard let date = CalendarDate(text) else { throw Self.invalid("today") }
            today = date
        }
        nextEntryID =
            try Self.decodeOptionalID(json["nextEntry"], member: "nextEntry")
            ?? Self.entrySeed(from: openListID)
        if let value = Self.present(json["deleted"]) {
            guard let index = value.int("index"), index >= 0 else { throw Self.invalid("deleted.index") }
            deleted = DeletedList(
                list: try Self.decodeList(value["list"] ?? .null, member: "deleted.list"), index: index,
                replacement: try Self.decodeOptionalID(value["replacement"], member: "deleted.replacement"))
        }
        var sharedList: SharedList? = nil
        if let value = Self.present(json["shared"]) {
            do throws(ParseError) {
                if let payload = value.stringValue {
                    sharedList = try sharePayloadReader(payload)
                } else {
                    sharedList = try SharedList(json: value)
                }
            } catch {
                throw Self.invalid("shared")
            }
        }
        destination = PerApp.Destination(
            form: form, sharedList: sharedList, isConfirmingClear: isConfirmingClear, alert: alert)
        status = json.string("status")
        bookView.search = json.string("bookSearch") ?? ""
        bookView.product = json.string("bookProduct")
        lastStore = json.string("lastStore")
        if let value = Self.present(json["deletedEntry"]) { deletedEntry = try PriceEntry(json: value) }
        try restoreBook(json)
    }

    /// Records the entries of a saved price book (the members of a saved document: `products`
    /// and `stores` from version 4, `entries` before) in the book, after those it has.
    private mutating func restoreBook(_ json: JSON) throws(ParseError) {
        try book.restore(savedProducts: json.array("products") ?? [], stores: json.array("stores") ?? [])
        let entries = json.array("entries") ?? []
        for index in entries.indices {
            let entry = try PriceEntry(json: entries[index])
            do throws(PriceBookError) {
                try book.record(entry)
            } catch {
                throw ParseError(
                    "the saved price book has an invalid 'entries[\(index)]': " + error.message, at: 0)
            }
        }
    }

    /// Restores the saved session, library and price book (see ``encodedSession()``,
    /// ``encodedLibrary()`` and ``writeBook(to:)``; a whole ``encoded()`` state or a version-1
    /// one may stand in for the session), or starts a new library with `settings` when nothing
    /// is saved. Saved state that cannot be read is never dropped silently: the new library
    /// shows an alert that says why. A price book that cannot be read leaves the lists restored
    /// and the book empty, with an alert.
    /// - Parameter sharePayloadReader: As for ``init(decoding:listID:now:sharePayloadReader:)``.
    @inline(never)
    public init(
        restoring saved: JSON?, library: JSON? = nil, book: JSON? = nil, defaults settings: PerApp.Settings,
        listID: ListID = ListID(high: 0, low: 0), now: Timestamp = .epoch,
        sharePayloadReader: SharePayloadReader = SharedList.init(payload:)
    ) {
        self.init(
            restoringLists: saved, library: library, defaults: settings, listID: listID, now: now,
            sharePayloadReader: sharePayloadReader)
        if let book = Self.present(book) { restore(savedBook: book) }
    }

    /// Records the entries of a saved price book (see ``writeBook(to:)``) after those the book
    /// has: a front end may restore the book after the lists, once the page is shown. A book
    /// that can't be read changes nothing but the alert, which says why.
    /// - Returns: whether the book was restored.
    @discardableResult
    public mutating func restore(savedBook json: JSON) -> Bool {
        let before = book
        do throws(ParseError) {
            guard let version = json.int("version"), version >= 3, version <= Self.encodingVersion else {
                throw Self.invalid("version")
            }
            try restoreBook(json)
            return true
        } catch {
            book = before
            let message = "Your price book could not be restored: " + error.message
            showAlert(message)
            return false
        }
    }

    private init(
        restoringLists saved: JSON?, library: JSON?, defaults settings: PerApp.Settings, listID: ListID,
        now: Timestamp, sharePayloadReader: SharePayloadReader
    ) {
        let session = saved.flatMap { $0.isNull ? nil : $0 }
        let library = library.flatMap { $0.isNull ? nil : $0 }
        guard session != nil || library != nil else {
            self.init(settings: settings, listID: listID, now: now)
            return
        }
        let document = session ?? .object([.init("version", .int(Self.encodingVersion))])
        do {
            try self.init(
                decoding: document, lists: library?["lists"] ?? document["lists"], listID: listID, now: now,
                sharePayloadReader: sharePayloadReader)
            self.settings.decimalSeparator = settings.decimalSeparator
        } catch {
            self.init(settings: settings, listID: listID, now: now)
            alert = PerApp.Alert(message: "Your saved lists could not be restored: " + error.message)
        }
    }

    /// Reads a share-link payload into the list it holds, or `nil` for none (see
    /// ``init(decoding:listID:now:sharePayloadReader:)``).
    public typealias SharePayloadReader = (String) throws(ParseError) -> SharedList?

    // MARK: Encoding

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
        writer.member("focus", form.focus?.rawValue)
        writer.key("editingIndex")
        if let index = form.editingIndex { writer.value(index) } else { writer.value(nil) }
        writer.endObject()
    }

    private static func write(_ calculator: Calculator, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("left")
        write(calculator.left, to: &writer)
        writer.member("operation", calculator.operation?.rawValue)
        writer.key("right")
        write(calculator.right, to: &writer)
        writer.member("message", calculator.message)
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

    // MARK: Decoding

    /// The member's value, or `nil` when it is missing or `null`.
    private static func present(_ json: JSON?) -> JSON? {
        guard let json, !json.isNull else { return nil }
        return json
    }

    private static func invalid(_ member: String) -> ParseError {
        ParseError("the saved list has an invalid '\(member)'", at: 0)
    }

    private static func decodeRational(_ json: JSON?, member: String) throws(ParseError) -> Rational {
        guard let text = json?.stringValue, let value = Rational(fractionText: text) else {
            throw invalid(member)
        }
        return value
    }

    private static func decodeUnit(_ json: JSON?, member: String) throws(ParseError) -> Unit {
        guard let id = json?.stringValue, let unit = Unit.withID(id) else { throw invalid(member) }
        return unit
    }

    private static func decodeSettings(_ json: JSON) throws(ParseError) -> PerApp.Settings {
        var settings = PerApp.Settings()
        if let system = json.string("system") {
            guard let value = MeasurementSystem(rawValue: system) else { throw invalid("settings.system") }
            settings.system = value
        }
        if let code = json.string("currency") {
            guard PerApp.Settings.isValidCurrencyCode(code) else { throw invalid("settings.currency") }
            settings.currencyCode = code
        }
        settings.remembersPrices = json.bool("remembersPrices") ?? true
        return settings
    }

    private static func decodeReference(_ json: JSON?, member: String) throws(ParseError)
        -> ReferenceQuantity?
    {
        do throws(ReferenceQuantity.ReadError) {
            return try ReferenceQuantity.read(json)
        } catch {
            throw invalid(error.path(under: member))
        }
    }

    private static func decodeOptionalUnit(_ json: JSON?, member: String) throws(ParseError) -> Unit? {
        guard let json, !json.isNull else { return nil }
        return try decodeUnit(json, member: member)
    }

    private static func decodeID(_ json: JSON, member: String) throws(ParseError) -> ListID {
        guard let text = json.stringValue, let id = ListID(text) else { throw invalid(member) }
        return id
    }

    private static func decodeOptionalID(_ json: JSON?, member: String) throws(ParseError) -> ListID? {
        guard let json = present(json) else { return nil }
        return try decodeID(json, member: member)
    }

    private static func decodeTimestamp(_ json: JSON, member: String) throws(ParseError) -> Timestamp {
        guard let text = json.stringValue, let timestamp = Timestamp(text) else { throw invalid(member) }
        return timestamp
    }

    private static func decodeOptionalTimestamp(_ json: JSON?, member: String) throws(ParseError)
        -> Timestamp?
    {
        guard let json = present(json) else { return nil }
        return try decodeTimestamp(json, member: member)
    }

    private static func decodeItems(_ json: JSON?, member: String) throws(ParseError) -> ProductList {
        try productList(decodeItemArray(json, member: member))
    }

    private static func productList(_ items: [ProductItem]) throws(ParseError) -> ProductList {
        do {
            return try ProductList(items)
        } catch {
            throw inconsistent(error)
        }
    }

    private static func decodeItemArray(_ json: JSON?, member: String) throws(ParseError) -> [ProductItem] {
        var items: [ProductItem] = []
        let values = json?.arrayValue ?? []
        for index in values.indices {
            items.append(try decodeItem(values[index], member: "\(member)[\(index)]"))
        }
        return items
    }

    private static func inconsistent(_ error: ProductListError) -> ParseError {
        ParseError("the saved list is inconsistent: \(error.message)", at: 0)
    }

    /// The ids of saved products, or `nil` when any is missing or unreadable (as in lists saved
    /// before products had ids).
    private static func decodeItemIDs(_ json: JSON?) -> [SyncRecord.ID]? {
        var ids: [SyncRecord.ID] = []
        for item in json?.arrayValue ?? [] {
            guard let id = item.string("id").flatMap({ ListID($0) }) else { return nil }
            ids.append(id)
        }
        return ids
    }

    private static func decodeList(_ json: JSON, member: String) throws(ParseError) -> ShoppingList {
        let created = try decodeTimestamp(json["created"] ?? .null, member: member + ".created")
        let items = try decodeItemArray(json["items"], member: member + ".items")
        let ids = decodeItemIDs(json["items"])
        var list = ShoppingList(
            id: try decodeID(json["id"] ?? .null, member: member + ".id"),
            name: json.string("name") ?? defaultListName,
            products: ids == nil ? try productList(items) : ProductList(),
            reference: try decodeReference(json["reference"], member: member + ".reference"),
            lastUnit: try decodeOptionalUnit(json["lastUnit"], member: member + ".lastUnit"),
            created: created,
            updated: try decodeOptionalTimestamp(json["updated"], member: member + ".updated"))
        if let ids {
            // Added one by one, so that each product keeps its id whatever order it was saved in.
            do {
                for (item, id) in zip(items, ids) { try list.add(item, id: id) }
            } catch {
                throw inconsistent(error)
            }
        }
        return list
    }

    private static func decodeItem(_ json: JSON, member: String) throws(ParseError) -> ProductItem {
        do throws(ProductItem.ExactMembersError) {
            return try ProductItem(name: json.string("name"), exactMembersOf: json)
        } catch {
            switch error {
            case .member(let name): throw invalid(member + "." + name)
            case .product(let error):
                throw ParseError("the saved list has an invalid '\(member)': \(error.message)", at: 0)
            }
        }
    }

    private static func decodeForm(_ json: JSON) throws(ParseError) -> ProductForm {
        guard let soldByText = json.string("soldBy"), let soldBy = Dimension(rawValue: soldByText)
        else {
            throw invalid("form.soldBy")
        }
        let unit = try decodeUnit(json["unit"], member: "form.unit")
        guard unit.dimension == soldBy else { throw invalid("form.unit") }
        var focus: FormField? = nil
        if let text = json.string("focus") {
            guard let field = FormField(rawValue: text) else { throw invalid("form.focus") }
            focus = field
        }
        var editingIndex: Int? = nil
        if let index = json["editingIndex"], !index.isNull {
            guard let value = index.intValue, value >= 0 else { throw invalid("form.editingIndex") }
            editingIndex = value
        }
        return ProductForm(
            quantity: try decodeCalculator(json["quantity"], member: "form.quantity"), unit: unit,
            price: try decodeCalculator(json["price"], member: "form.price"),
            name: json.string("name") ?? "", store: json.string("store") ?? "",
            isSale: json.bool("isSale") ?? false,
            focus: focus, soldBy: soldBy, editingIndex: editingIndex)
    }

    private static func decodeCalculator(_ json: JSON?, member: String) throws(ParseError) -> Calculator {
        guard let json, !json.isNull else { return Calculator() }
        var operation: CalculatorOperator? = nil
        if let text = json.string("operation") {
            guard let value = CalculatorOperator(rawValue: text) else { throw invalid(member + ".operation") }
            operation = value
        }
        var factors: Calculator.Factors? = nil
        if let value = json["factors"], !value.isNull {
            factors = Calculator.Factors(
                try decodeRational(value["left"], member: member + ".factors.left"),
                try decodeRational(value["right"], member: member + ".factors.right"))
        }
        var offerCount: Rational? = nil
        if let value = json["offerCount"], !value.isNull {
            offerCount = try decodeRational(value, member: member + ".offerCount")
        }
        return Calculator(
            left: try decodeOperand(json["left"], member: member + ".left"), operation: operation,
            right: try decodeOperand(json["right"], member: member + ".right"),
            message: json.string("message"), isRefusal: json.bool("isRefusal") ?? false,
            offerCount: offerCount, factors: factors)
    }

    private static func decodeOperand(_ json: JSON?, member: String) throws(ParseError) -> CalculatorOperand?
    {
        guard let json, !json.isNull else { return nil }
        if let typed = json.string("typed") {
            guard CalculatorOperand.isValidTyped(typed) else { throw invalid(member) }
            return .typed(typed)
        }
        return .result(try decodeRational(json["result"], member: member))
    }
}

extension Rational {
    /// Reads ``fractionText`` back: `p`, `-p`, `p/q` or `-p/q` with decimal digits only.
    public init?(fractionText text: String) {
        var value: Rational? = nil
        text.withUTF8Bytes { value = Rational(fractionUTF8: $0) }
        guard let value else { return nil }
        self = value
    }

    /// Reads ``fractionText`` back from UTF-8 bytes, as ``init(fractionText:)`` reads text.
    init?(fractionUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        var index = bytes.first == UInt8(ascii: "-") ? 1 : 0
        let negative = index == 1
        var numerator: Int128 = 0
        guard let digits = Self.readDigits(bytes, &index, onto: &numerator), digits > 0 else { return nil }
        var denominator: Int128 = 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            index += 1
            denominator = 0
            guard let digits = Self.readDigits(bytes, &index, onto: &denominator), digits > 0 else {
                return nil
            }
        }
        guard index == bytes.count, let value = try? Rational(negative ? -numerator : numerator, denominator)
        else {
            return nil
        }
        self = value
    }

    /// Reads a plain decimal such as ``exactDecimal`` writes, or a calculator operand as typed:
    /// `12`, `12.5`, `12.`, `-0.25`. Unlike ``init(parsing:)`` it accepts no currency signs,
    /// separators or expressions, and it needs none of the expression parser.
    public init?(decimalText text: String) {
        var parts: (digits: Int128, places: Int)? = nil
        text.withUTF8Bytes { bytes in
            var index = bytes.first == UInt8(ascii: "-") ? 1 : 0
            let negative = index == 1
            var digits: Int128 = 0
            guard let whole = Self.readDigits(bytes, &index, onto: &digits) else { return }
            var places = 0
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard let fraction = Self.readDigits(bytes, &index, onto: &digits) else { return }
                places = fraction
            }
            // 10³⁸ is the largest power of ten an `Int128` holds.
            guard index == bytes.count, whole + places > 0, places <= 38 else { return }
            parts = (negative ? -digits : digits, places)
        }
        guard let parts else { return nil }
        self.init(digits: parts.digits, places: parts.places)
    }

    /// Reads the decimal digits at `index` onto `value` (`value × 10 + digit` for each, up to
    /// `Int128.max`: every part of a `Rational` fits) and moves `index` past them.
    /// - Returns: how many digits were read; `nil` when `value` would exceed `Int128.max`.
    private static func readDigits(
        _ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, onto value: inout Int128
    ) -> Int? {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) = times10.addingReportingOverflow(Int128(bytes[index] - UInt8(ascii: "0")))
            guard !overflow, !sumOverflow else { return nil }
            value = sum
            index += 1
        }
        return index - start
    }
}

extension CalculatorOperand {
    /// Whether `text` could have been typed: an optional `-`, digits and at most one point.
    static func isValidTyped(_ text: String) -> Bool {
        // On the UTF-8 bytes, where each character allowed is one byte.
        text.withUTF8Bytes { bytes in
            var digits = 0
            var points = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    digits += 1
                } else if byte == UInt8(ascii: ".") {
                    points += 1
                } else if index > 0 || byte != UInt8(ascii: "-") {
                    return false
                }
            }
            return digits + points > 0 && points <= 1 && digits <= Calculator.maximumDigits
        }
    }
}
