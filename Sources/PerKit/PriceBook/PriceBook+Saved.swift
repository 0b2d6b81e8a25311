/// The price book as the app saves it: compact enough that a book of tens of thousands of prices
/// restores in a few milliseconds.
///
/// ```json
/// "stores": ["Aldi", "Lidl"],
/// "products": [
///   {"name": "Coffee", "entries": [
///     "0e7a269fd95bafc8f2a4d27bdcf4bb99 2026-11-03 549/100 1 1 kg 1 regular -",
///     "4067c3584ee207f8da94e3e8ab73738f 2026-11-20 499/100 1 1 kg 0 sale 9c4e…"
///   ]}
/// ]
/// ```
///
/// Each product is written once per spelling its entries use, and each entry is one line of
/// nine fields separated by one space: id, date, price, pack count, pack size (exact fraction
/// text), unit id, store (its index in `stores`, or `-`), `sale` or `regular`, and the list it
/// was recorded from (an id, or `-`); a price another device of the household saw has a tenth,
/// `other` (``PriceEntry/isFromAnotherDevice``). A price with a deal ends with the field `deal`
/// and, after one space, the rest of the line: the deal's clauses as ``Deal/text`` writes them
/// (`… regular - deal member 3.49, 3 for 10.00`). Lines without a deal are as they were before
/// deals, so every book saved earlier opens. Entries come earliest first, as ``BookProduct``
/// keeps them, so restoring appends each in place.
extension PriceBook {
    /// Writes the members `"products"` and `"stores"` of the saved form.
    func writeSavedMembers(to writer: inout JSONWriter) {
        var spellings: [String] = []
        writer.key("products")
        writer.beginArray()
        for product in products {
            var start = 0
            while start < product.entries.count {
                let name = product.entries[start].product
                var end = start + 1
                while end < product.entries.count, product.entries[end].product.hasSameUTF8(as: name) {
                    end += 1
                }
                writer.beginObject()
                writer.member("name", name)
                writer.key("entries")
                writer.beginArray()
                for entry in product.entries[start..<end] {
                    writer.value(
                        entry.savedLine(store: entry.store.map { Self.index(of: $0, in: &spellings) }))
                }
                writer.endArray()
                writer.endObject()
                start = end
            }
        }
        writer.endArray()
        writer.key("stores")
        writer.beginArray()
        for store in spellings { writer.value(store) }
        writer.endArray()
    }

    /// The index of `store` in `spellings` (compared byte for byte), added at the end if new.
    private static func index(of store: String, in spellings: inout [String]) -> Int {
        if let index = spellings.lastIndex(where: { $0.hasSameUTF8(as: store) }) { return index }
        spellings.append(store)
        return spellings.count - 1
    }

    /// Records the entries of a saved form's `products` (see ``writeSavedMembers(to:)``), whose
    /// stores are `stores`, after those the book has.
    /// - Throws: ``ParseError`` naming the first product or entry that can't be read or recorded.
    @inline(never)
    mutating func restore(savedProducts products: [JSON], stores: [JSON]) throws(ParseError) {
        func invalid(_ member: String, _ reason: ErrorSentence? = nil) -> ParseError {
            guard let reason else { return ParseError(.savedBookInvalid, ("member", member), at: 0) }
            return ParseError(.savedBookInvalidBecause, ("member", member), reason: reason, at: 0)
        }
        self.products.reserveCapacity(self.products.count + products.count)
        var storeNames: [String] = []
        storeNames.reserveCapacity(stores.count)
        for index in stores.indices {
            guard let name = stores[index].stringValue, !name.trimmingSpaces.isEmpty else {
                throw invalid("stores[\(index)]")
            }
            storeNames.append(name)
        }
        for index in products.indices {
            guard let name = products[index].string("name") else { throw invalid("products[\(index)].name") }
            let lines = products[index].array("entries") ?? []
            var entries: [PriceEntry] = []
            entries.reserveCapacity(lines.count)
            for line in lines.indices {
                func entry() -> String { "products[\(index)].entries[\(line)]" }
                guard let text = lines[line].stringValue else { throw invalid(entry()) }
                do throws(SavedLineError) {
                    entries.append(try PriceEntry(savedLine: text, product: name, stores: storeNames))
                } catch {
                    switch error {
                    case .field(let field): throw invalid(entry() + "." + field)
                    case .problem(let problem): throw invalid(entry(), problem)
                    }
                }
            }
            do throws(PriceBookError) {
                try record(contentsOf: entries)
            } catch {
                throw invalid("products[\(index)]", .book(error))
            }
        }
    }
}

/// Why a line of the saved form could not be read.
enum SavedLineError: Error {
    /// The field of this name can't be read.
    case field(String)
    /// The line can't be read, or its values make no entry, for this reason.
    case problem(ErrorSentence)
}

extension PriceEntry {
    /// The entry as a line of the saved form (see ``PriceBook/writeSavedMembers(to:)``), its
    /// store written as `store`, an index in the saved form's stores.
    @inline(never)
    func savedLine(store: Int?) -> String {
        var line = id.text
        for field in [
            date.text, item.price.fractionText, item.quantity.packCount.fractionText,
            item.quantity.packSize.fractionText, item.quantity.unit.id, store.map { "\($0)" } ?? "-",
            isSale ? "sale" : "regular", list?.text ?? "-",
        ] {
            line += " "
            line += field
        }
        if isFromAnotherDevice { line += " other" }
        if let deal = item.deal {
            line += " deal "
            line += deal.text
        }
        return line
    }

    /// Reads a line written by ``savedLine(store:)`` of an entry for `product`, whose store
    /// indices refer to `stores`: field by field from the line's bytes, with no text copied.
    @inline(never)
    init(savedLine text: String, product: String, stores: [String]) throws(SavedLineError) {
        var entry: PriceEntry? = nil
        var failure = SavedLineError.problem(.text(""))
        text.withUTF8Bytes { bytes in
            do throws(SavedLineError) {
                var cursor = SavedFieldCursor(bytes)
                entry = try Self(savedFields: &cursor, product: product, stores: stores)
            } catch {
                failure = error
            }
        }
        guard let entry else { throw failure }
        self = entry
    }

    private init(savedFields cursor: inout SavedFieldCursor, product: String, stores: [String])
        throws(SavedLineError)
    {
        func rational(_ name: String, _ field: UnsafeBufferPointer<UInt8>) throws(SavedLineError) -> Rational
        {
            guard let value = Rational(fractionUTF8: field) else { throw .field(name) }
            return value
        }
        guard let id = ListID(utf8: try cursor.next()) else { throw .field("id") }
        guard let date = CalendarDate(utf8: try cursor.next()) else { throw .field("date") }
        let price = try rational("price", try cursor.next())
        let packCount = try rational("packCount", try cursor.next())
        let packSize = try rational("packSize", try cursor.next())
        guard let unit = Unit.withID(utf8: try cursor.next()) else { throw .field("unit") }
        var store: String? = nil
        let storeField = try cursor.next()
        if !String.bytes(storeField, equal: "-") {
            guard let index = Self.storeIndex(storeField), index < stores.count else { throw .field("store") }
            store = stores[index]
        }
        let kind = try cursor.next()
        let isSale = String.bytes(kind, equal: "sale")
        guard isSale || String.bytes(kind, equal: "regular") else { throw .field("sale") }
        var list: ListID? = nil
        let listField = try cursor.next()
        if !String.bytes(listField, equal: "-") {
            guard let id = ListID(utf8: listField) else { throw .field("list") }
            list = id
        }
        var isFromAnotherDevice = false
        var dealText: UnsafeBufferPointer<UInt8>? = nil
        var field = try cursor.optionalNext()
        if let other = field, String.bytes(other, equal: "other") {
            isFromAnotherDevice = true
            field = try cursor.optionalNext()
        }
        if let marker = field {
            guard String.bytes(marker, equal: "deal") else { throw isFromAnotherDevice ? cursor.miscount() : .field("device") }
            dealText = cursor.rest()
        }
        try cursor.end()
        var deal: Deal? = nil
        if let dealText {
            guard let read = try? Deal(parsing: String(decoding: dealText, as: UTF8.self)) else {
                throw .field("deal")
            }
            deal = read
        }
        let item: ProductItem
        do throws(ProductListError) {
            item = try ProductItem(
                name: product, price: price, packCount: packCount, packSize: packSize, unit: unit
            ).withDeal(deal)
        } catch {
            throw .problem(.product(error))
        }
        do throws(PriceBookError) {
            try self.init(
                id: id, item: item, store: store, date: date, isSale: isSale, list: list,
                isFromAnotherDevice: isFromAnotherDevice)
        } catch {
            throw .problem(.book(error))
        }
    }

    /// A store's index: one to nine decimal digits.
    private static func storeIndex(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard (1...9).contains(bytes.count) else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

/// The nine fields of a saved line (ten with the device), one after another, each ended by one
/// space or the line's end, and then the deal, if any: `deal` and the rest of the line.
private struct SavedFieldCursor {
    static let fieldCount = 9
    /// The fields with the device's and the deal's marker (the deal's text is the rest).
    static let maximumFieldCount = 11
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var read = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The next optional field's bytes, or `nil` at the line's end.
    mutating func optionalNext() throws(SavedLineError) -> UnsafeBufferPointer<UInt8>? {
        guard index <= bytes.count else { return nil }
        guard read < Self.maximumFieldCount else { throw miscount() }
        return try next()
    }

    /// The next field's bytes.
    /// - Throws: ``SavedLineError/problem(_:)`` when the line has fewer fields.
    mutating func next() throws(SavedLineError) -> UnsafeBufferPointer<UInt8> {
        guard index <= bytes.count, read < Self.maximumFieldCount else { throw miscount() }
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: " ") { end += 1 }
        let field = UnsafeBufferPointer(rebasing: bytes[index..<end])
        index = end + 1
        read += 1
        return field
    }

    /// The rest of the line, whatever its spaces, after which the line has ended.
    mutating func rest() -> UnsafeBufferPointer<UInt8> {
        let start = Swift.min(index, bytes.count)
        index = bytes.count + 1
        return UnsafeBufferPointer(rebasing: bytes[start..<bytes.count])
    }

    /// Checks that the line has no more fields.
    func end() throws(SavedLineError) {
        guard index > bytes.count else { throw miscount() }
    }

    func miscount() -> SavedLineError {
        let count = bytes.isEmpty ? 0 : 1 + bytes.reduce(0) { $0 + ($1 == UInt8(ascii: " ") ? 1 : 0) }
        return .problem(
            .phrase(
                .savedLineFieldCount,
                [
                    ("count", String(Self.fieldCount)), ("more", String(Self.fieldCount + 1)),
                    ("found", String(count)),
                ]))
    }
}
