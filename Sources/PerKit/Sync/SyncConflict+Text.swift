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
    /// “Weekly”`, `Rice in the price book`, `A product of 500 g`.
    public func title(in catalog: Catalog) -> String {
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
                return catalog.text(.conflictUnnamedProductTitle, ("size", size))
            }
        }
        return title
    }

    /// This device's side in the language of `catalog`, e.g. `price 3.19` or `price 3.19, size
    /// 1 kg` (`Preis 3.19 und Menge 1 kg` in German).
    public func before(in catalog: Catalog) -> String {
        Self.joined(
            readings.map { Self.label($0.field, in: catalog) + " " + Self.value($0.mine, in: catalog) },
            in: catalog)
    }

    /// The other device's side in the language of `catalog`, e.g. `price 3.29`.
    public func after(in catalog: Catalog) -> String {
        Self.joined(
            readings.map { Self.label($0.field, in: catalog) + " " + Self.value($0.theirs, in: catalog) },
            in: catalog)
    }

    /// What the page says once, and the Sync history lists, in the language of `catalog`:
    /// - `Rice: your price 3.19 was replaced by 3.29 from Laptop B`
    /// - `Beans was removed on Phone A; your change (name “Black beans”) went with it`
    /// - `Beans, which you removed, is back: Laptop B changed it (price 1.29)`
    /// - `Rice: the deal “save 2.00” makes no price with the price 1.50 since a change from
    ///   Laptop B, so it isn't counted until one of them changes`
    ///
    /// The other device is named as the household names it, or "another device".
    public func message(in catalog: Catalog) -> String {
        let subject = ("title", title(in: catalog))
        let other = ("device", deviceName ?? catalog.text(.anotherDevice))
        switch outcome {
        case .replaced:
            guard readings.count == 1 else {
                return catalog.text(
                    .conflictValuesReplaced, subject, ("before", before(in: catalog)),
                    ("after", after(in: catalog)),
                    other)
            }
            return catalog.text(
                .conflictValueReplaced, subject, ("before", before(in: catalog)),
                ("theirs", Self.value(readings[0].theirs, in: catalog)), other)
        case .removed:
            return readings.isEmpty
                ? catalog.text(.conflictRemoved, subject, other)
                : catalog.text(.conflictRemovedWithChange, subject, other, ("before", before(in: catalog)))
        case .kept:
            return readings.isEmpty
                ? catalog.text(.conflictBack, subject, other)
                : catalog.text(.conflictBackWithChange, subject, other, ("after", after(in: catalog)))
        case .dealSetAside:
            func theirs(_ field: String) -> String {
                Self.value(
                    readings.first { $0.field.hasSameUTF8(as: field) }?.theirs ?? Kept.unknown, in: catalog)
            }
            return catalog.text(
                .conflictDealSetAside, subject, ("deal", theirs(Kept.deal)), ("price", theirs(Kept.price)),
                other)
        }
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

    /// A value as a reading keeps it (``Kept``), in the language of `catalog`: its words and
    /// quotation marks; an amount or a size as it is.
    private static func value(_ value: String, in catalog: Catalog) -> String {
        switch ExactText(value) {
        case ExactText(Kept.unknown): return catalog.text(.conflictUnknown)
        case ExactText(Kept.none): return catalog.text(.conflictNone)
        case ExactText(Kept.sale): return catalog.text(.conflictOnSale)
        case ExactText(Kept.regular): return catalog.text(.conflictRegular)
        case ExactText(Kept.automatic): return catalog.text(.conflictAutomatic)
        default: break
        }
        if let quoted = text(of: value, between: Kept.openingQuote, and: Kept.closingQuote) {
            return catalog.text(.quotedText, ("text", quoted))
        }
        if let quantity = text(of: value, between: Kept.per, and: "") {
            return catalog.text(.perReference, ("quantity", quantity))
        }
        return value
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

    /// `parts` as a list in the language of `catalog`: `price 3.19, size 1 kg and deal none`.
    private static func joined(_ parts: [String], in catalog: Catalog) -> String {
        let and = catalog.text(.listAnd)
        var text = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { text += index == parts.count - 1 ? and : ", " }
            text += part
        }
        return text
    }
}
