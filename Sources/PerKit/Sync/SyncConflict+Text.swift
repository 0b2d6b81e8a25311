extension SyncConflict {
    /// The words the replica keeps a conflict's title and readings in, whatever the language it
    /// is said in: part of the saved format, so they never change. ``title(in:)``,
    /// ``before(in:)``, ``after(in:)`` and ``message(in:)`` say them in a catalog's language.
    enum Kept {
        /// A value that can't be worked out: a price or a size.
        static let unknown = "unknown"
        /// A value that isn't set: a name, a store, a deal.
        static let none = "none"
        /// An entry's `sale` when the price was a sale price.
        static let sale = "sale"
        /// An entry's `sale` when the price was the regular one.
        static let regular = "regular"
        /// A list's reference when the products decide it.
        static let automatic = "automatic"
        /// Before a list's reference quantity: `per kg`.
        static let per = "per "
        /// Before a name, a store or a deal: `“Coffee”`.
        static let openingQuote = "“"
        /// After a name, a store or a deal.
        static let closingQuote = "”"

        /// The price's field.
        static let price = "price"
        /// A product's or an entry's pack count, pack size and unit, as one field.
        static let size = "size"
        /// A list's or a product's name, or the product an entry prices.
        static let name = "name"
        /// A list's reference quantity.
        static let reference = "unit price basis"
        /// A product's or an entry's deal.
        static let deal = "deal"
        /// An entry's store.
        static let store = "store"

        /// Before a list's name in its title: `The list “Weekly”`.
        static let listTitle = "The list “"
        /// After the name of the product an entry prices: `Rice in the price book`.
        static let entryTitle = " in the price book"
        /// An entry's product when it has no name.
        static let someProduct = "A product"
        /// Before the size of a product without a name: `A product of 500 g`.
        static let productTitle = "A product of "
        /// The size of a product without a name whose size can't be worked out.
        static let unknownSize = "unknown size"
    }

    /// What the shopper calls the record, in the language of `catalog`: `Rice`, `The list
    /// “Weekly”`, `Rice in the price book`, `A product of 500 g` (a size written with
    /// `decimalSeparator`).
    public func title(in catalog: Catalog, decimalSeparator: String = ".") -> String {
        switch kind {
        case .list:
            if let name = Self.text(of: title, between: Kept.listTitle, and: Kept.closingQuote) {
                return catalog.text(.conflictListTitle, ("name", name))
            }
        case .entry:
            if title.hasSameUTF8(as: Kept.someProduct + Kept.entryTitle) {
                return catalog.text(.conflictUnnamedBookEntryTitle)
            }
            if let product = Self.text(of: title, between: "", and: Kept.entryTitle) {
                return catalog.text(.conflictBookEntryTitle, ("product", product))
            }
        case .product:
            if title.hasSameUTF8(as: Kept.productTitle + Kept.unknownSize) {
                return catalog.text(.conflictUnknownSizeProductTitle)
            }
            if let size = Self.text(of: title, between: Kept.productTitle, and: "") {
                return catalog.text(
                    .conflictUnnamedProductTitle, ("size", size.replacingDecimalPoint(with: decimalSeparator))
                )
            }
        }
        return title
    }

    /// This device's side in the language of `catalog`, e.g. `price 3.19` or `price 3.19, size
    /// 1 kg` (`Preis 3,19 und Menge 1 kg` in German with `decimalSeparator` ","): see
    /// ``beforeParts(in:decimalSeparator:)``.
    public func before(in catalog: Catalog, decimalSeparator: String = ".") -> String {
        beforeParts(in: catalog, decimalSeparator: decimalSeparator).plainText(
            decimalSeparator: decimalSeparator)
    }

    /// The other device's side in the language of `catalog`, e.g. `price 3.29`.
    public func after(in catalog: Catalog, decimalSeparator: String = ".") -> String {
        afterParts(in: catalog, decimalSeparator: decimalSeparator).plainText(
            decimalSeparator: decimalSeparator)
    }

    /// What the page says once, and the Sync history lists, in the language of `catalog`:
    /// - `Rice: your price 3.19 was replaced by 3.29 from Laptop B`
    /// - `Beans was removed on Phone A; your change (name “Black beans”) went with it`
    /// - `Beans, which you removed, is back: Laptop B changed it (price 1.29)`
    /// - `Rice: the deal “save 2.00” makes no price with the price 1.50 since a change from
    ///   Laptop B, so it isn't counted until one of them changes`
    ///
    /// The other device is named as the household names it, or "another device". Numbers are
    /// written with `decimalSeparator`.
    public func message(in catalog: Catalog, decimalSeparator: String = ".") -> String {
        messageParts(in: catalog, decimalSeparator: decimalSeparator).plainText(
            decimalSeparator: decimalSeparator)
    }

    /// This device's side as parts (see ``Verdict/encoded``): a price as an amount of money for
    /// the front end to write in the currency, a size, a basis and a deal with
    /// `decimalSeparator`, the rest as text.
    func beforeParts(in catalog: Catalog, decimalSeparator: String) -> EncodedPhrase {
        joined(readings.map { ($0.field, $0.mine) }, in: catalog, decimalSeparator: decimalSeparator)
    }

    /// The other device's side as parts: see ``beforeParts(in:decimalSeparator:)``.
    func afterParts(in catalog: Catalog, decimalSeparator: String) -> EncodedPhrase {
        joined(readings.map { ($0.field, $0.theirs) }, in: catalog, decimalSeparator: decimalSeparator)
    }

    /// ``message(in:decimalSeparator:)`` as parts: see ``beforeParts(in:decimalSeparator:)``.
    func messageParts(in catalog: Catalog, decimalSeparator: String) -> EncodedPhrase {
        let subject = ("title", Self.encodedText(title(in: catalog, decimalSeparator: decimalSeparator)))
        let other = ("device", Self.encodedText(deviceName ?? catalog.text(.anotherDevice)))
        func before() -> (String, String) {
            ("before", beforeParts(in: catalog, decimalSeparator: decimalSeparator).encoded)
        }
        func after() -> (String, String) {
            ("after", afterParts(in: catalog, decimalSeparator: decimalSeparator).encoded)
        }
        func theirs(_ field: String) -> String {
            let reading = readings.first { $0.field.hasSameUTF8(as: field) }
            return Self.value(reading?.theirs ?? Kept.unknown, of: field, in: catalog, decimalSeparator)
                .encoded
        }
        switch outcome {
        case .replaced:
            guard readings.count == 1 else {
                return catalog.phrase(.conflictValuesReplaced, subject, before(), after(), other)
            }
            return catalog.phrase(
                .conflictValueReplaced, subject, before(), ("theirs", theirs(readings[0].field)), other)
        case .removed:
            return readings.isEmpty
                ? catalog.phrase(.conflictRemoved, subject, other)
                : catalog.phrase(.conflictRemovedWithChange, subject, other, before())
        case .kept:
            return readings.isEmpty
                ? catalog.phrase(.conflictBack, subject, other)
                : catalog.phrase(.conflictBackWithChange, subject, other, after())
        case .dealSetAside:
            return catalog.phrase(
                .conflictDealSetAside, subject, ("deal", theirs(Kept.deal)), ("price", theirs(Kept.price)),
                other)
        }
    }

    /// `text` as one part of plain text.
    private static func encodedText(_ text: String) -> String {
        var parts = EncodedPhrase()
        parts.text(text)
        return parts.encoded
    }

    /// A field's name as a reading keeps it (``Kept``), in the language of `catalog`; another
    /// as it is.
    private static func label(_ field: String, in catalog: Catalog) -> String {
        let phrase: Phrase
        switch ExactText(field) {
        case ExactText(Kept.price): phrase = .conflictPrice
        case ExactText(Kept.size): phrase = .conflictSize
        case ExactText(Kept.name): phrase = .conflictName
        case ExactText(Kept.reference): phrase = .conflictReference
        case ExactText(Kept.deal): phrase = .conflictDeal
        case ExactText(Kept.store): phrase = .conflictStore
        case ExactText(Kept.sale): phrase = .conflictSaleOrRegular
        default: return field
        }
        return catalog.text(phrase)
    }

    /// A value of `field` as a reading keeps it (``Kept``) as parts, in the language of
    /// `catalog`: its words and quotation marks; a price as an amount of money; a size, a basis
    /// and a deal with `decimalSeparator`; a name or a store as it is.
    private static func value(
        _ value: String, of field: String, in catalog: Catalog, _ decimalSeparator: String
    ) -> EncodedPhrase {
        var parts = EncodedPhrase()
        func number(_ text: String) -> String {
            field.hasSameUTF8(as: Kept.name) || field.hasSameUTF8(as: Kept.store)
                ? text : text.replacingDecimalPoint(with: decimalSeparator)
        }
        switch ExactText(value) {
        case ExactText(Kept.unknown): parts.text(catalog.text(.conflictUnknown))
        case ExactText(Kept.none): parts.text(catalog.text(.conflictNone))
        case ExactText(Kept.sale): parts.text(catalog.text(.conflictOnSale))
        case ExactText(Kept.regular): parts.text(catalog.text(.conflictRegular))
        case ExactText(Kept.automatic): parts.text(catalog.text(.conflictAutomatic))
        default:
            if let quoted = text(of: value, between: Kept.openingQuote, and: Kept.closingQuote) {
                parts.text(catalog.text(.quotedText, ("text", number(quoted))))
            } else if let quantity = text(of: value, between: Kept.per, and: "") {
                parts.text(catalog.text(.perReference, ("quantity", number(quantity))))
            } else if field.hasSameUTF8(as: Kept.price) {
                parts.money(value)
            } else {
                parts.text(number(value))
            }
        }
        return parts
    }

    /// The text of `whole` between `prefix` and `suffix`, when it starts with the one and ends
    /// with the other (apart); `nil` otherwise.
    private static func text(of whole: String, between prefix: String, and suffix: String) -> String? {
        whole.withUTF8Bytes { bytes -> String? in
            prefix.withUTF8Bytes { start -> String? in
                suffix.withUTF8Bytes { end -> String? in
                    guard bytes.count >= start.count + end.count,
                        bytes.prefix(start.count).elementsEqual(start),
                        bytes.suffix(end.count).elementsEqual(end)
                    else { return nil }
                    return String.decoding(bytes, start.count..<(bytes.count - end.count))
                }
            }
        }
    }

    /// The fields and values as a list in the language of `catalog`: `price 3.19, size 1 kg and
    /// deal none`.
    private func joined(
        _ values: [(field: String, value: String)], in catalog: Catalog, decimalSeparator: String
    ) -> EncodedPhrase {
        let and = catalog.text(.listAnd)
        var parts = EncodedPhrase()
        for (index, reading) in values.enumerated() {
            if index > 0 { parts.text(index == values.count - 1 ? and : ", ") }
            parts.text(Self.label(reading.field, in: catalog) + " ")
            parts.append(Self.value(reading.value, of: reading.field, in: catalog, decimalSeparator))
        }
        return parts
    }
}
