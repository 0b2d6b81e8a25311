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
/// was recorded from (an id, or `-`). Entries come earliest first, as ``BookProduct`` keeps
/// them, so restoring appends each in place.
extension PriceBook {
    /// Writes the members `"stores"` and `"products"` of the saved form.
    public func writeSavedMembers(to writer: inout JSONWriter) {
        var spellings: [String] = []
        writer.key("products")
        writer.beginArray()
        for product in products {
            var start = 0
            while start < product.entries.count {
                let name = product.entries[start].product
                var end = start + 1
                while end < product.entries.count, product.entries[end].product.hasSameUTF8(as: name) { end += 1 }
                writer.beginObject()
                writer.member("name", name)
                writer.key("entries")
                writer.beginArray()
                for entry in product.entries[start..<end] {
                    writer.value(entry.savedLine(store: entry.store.map { Self.index(of: $0, in: &spellings) }))
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
    public mutating func restore(savedProducts products: [JSON], stores: [JSON]) throws(ParseError) {
        func invalid(_ member: String, _ detail: String = "") -> ParseError {
            ParseError("the saved price book has an invalid '\(member)'" + detail, at: 0)
        }
        var storeNames: [String] = []
        storeNames.reserveCapacity(stores.count)
        for index in stores.indices {
            guard let name = stores[index].stringValue, !name.trimmingSpaces.isEmpty else {
                throw invalid("stores[\(index)]")
            }
            storeNames.append(name)
        }
        for index in products.indices {
            let member = "products[\(index)]"
            guard let name = products[index].string("name") else { throw invalid(member + ".name") }
            let lines = products[index].array("entries") ?? []
            var entries: [PriceEntry] = []
            entries.reserveCapacity(lines.count)
            for line in lines.indices {
                let entryMember = member + ".entries[\(line)]"
                guard let text = lines[line].stringValue else { throw invalid(entryMember) }
                do throws(SavedLineError) {
                    entries.append(try PriceEntry(savedLine: text, product: name, stores: storeNames))
                } catch {
                    switch error {
                    case .field(let field): throw invalid(entryMember + "." + field)
                    case .problem(let problem): throw invalid(entryMember, ": " + problem)
                    }
                }
            }
            do throws(PriceBookError) {
                try record(contentsOf: entries)
            } catch {
                throw invalid(member, ": " + error.message)
            }
        }
    }
}

/// Why a line of the saved form could not be read.
enum SavedLineError: Error {
    /// The field of this name can't be read.
    case field(String)
    /// The line can't be read, or its values make no entry, for this reason.
    case problem(String)
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
        return line
    }

    /// Reads a line written by ``savedLine(store:)`` of an entry for `product`, whose store
    /// indices refer to `stores`.
    @inline(never)
    init(savedLine text: String, product: String, stores: [String]) throws(SavedLineError) {
        let fields = text.fields(separatedBy: " ")
        guard fields.count == 9 else { throw .problem("it has \(fields.count) fields instead of 9") }
        func rational(_ index: Int, _ name: String) throws(SavedLineError) -> Rational {
            guard let value = Rational(fractionText: fields[index]) else { throw .field(name) }
            return value
        }
        guard let id = ListID(fields[0]) else { throw .field("id") }
        guard let date = CalendarDate(fields[1]) else { throw .field("date") }
        let price = try rational(2, "price")
        let packCount = try rational(3, "packCount")
        let packSize = try rational(4, "packSize")
        guard let unit = Unit.withID(fields[5]) else { throw .field("unit") }
        var store: String? = nil
        if !fields[6].hasSameUTF8(as: "-") {
            guard let index = Self.index(fields[6]), index < stores.count else { throw .field("store") }
            store = stores[index]
        }
        let isSale = fields[7].hasSameUTF8(as: "sale")
        guard isSale || fields[7].hasSameUTF8(as: "regular") else { throw .field("sale") }
        var list: ListID? = nil
        if !fields[8].hasSameUTF8(as: "-") {
            guard let id = ListID(fields[8]) else { throw .field("list") }
            list = id
        }
        let item: ProductItem
        do throws(ProductListError) {
            item = try ProductItem(name: product, price: price, packCount: packCount, packSize: packSize, unit: unit)
        } catch {
            throw .problem(error.message)
        }
        do throws(PriceBookError) {
            try self.init(id: id, item: item, store: store, date: date, isSale: isSale, list: list)
        } catch {
            throw .problem(error.message)
        }
    }

    /// A store's index: one to nine decimal digits.
    private static func index(_ text: String) -> Int? {
        text.withUTF8Bytes { bytes in
            guard (1...9).contains(bytes.count) else { return nil }
            var value = 0
            for byte in bytes {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
    }
}
