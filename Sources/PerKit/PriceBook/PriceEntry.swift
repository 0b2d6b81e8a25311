/// One price seen: a named product's price and quantity, where and when, and whether it was a
/// sale or promotion.
public struct PriceEntry: Hashable, Sendable {
    /// An entry's stable identifier, in the format of a list's (128 bits, 32 hex digits).
    public typealias ID = ListID

    /// The entry's id.
    public let id: ID
    /// The product, always named: its price, quantity and exact unit price.
    public private(set) var item: ProductItem
    /// The store, if the shopper gave one (trimmed; never empty). A new entry's store is
    /// checked by ``namesProblem``.
    public let store: String?
    /// The day the price was seen.
    public let date: CalendarDate
    /// Whether the price was a sale or promotion rather than the regular price.
    public let isSale: Bool
    /// The list the price was recorded from, when the app recorded it.
    public let list: ListID?
    /// Whether another device of the household saw this price. The app replaces only this
    /// device's own observations of a day, never another device's.
    let isFromAnotherDevice: Bool

    /// An entry for `item`, which must be named.
    /// - Throws: ``PriceBookError/missingName`` when `item` has no name.
    public init(
        id: ID, item: ProductItem, store: String? = nil, date: CalendarDate, isSale: Bool = false,
        list: ListID? = nil, isFromAnotherDevice: Bool = false
    ) throws(PriceBookError) {
        guard item.name != nil else { throw .missingName }
        self.id = id
        self.item = item
        let store = store?.trimmingSpaces ?? ""
        self.store = store.isEmpty ? nil : store
        self.date = date
        self.isSale = isSale
        self.list = list
        self.isFromAnotherDevice = isFromAnotherDevice
    }

    /// Whether the two entries are the same in every part, their stores compared by their UTF-8
    /// bytes (``Swift/String/hasSameUTF8(as:)``).
    public static func == (lhs: PriceEntry, rhs: PriceEntry) -> Bool {
        lhs.id == rhs.id && lhs.item == rhs.item && String.haveSameUTF8(lhs.store, rhs.store)
            && lhs.date == rhs.date && lhs.isSale == rhs.isSale && lhs.list == rhs.list
            && lhs.isFromAnotherDevice == rhs.isFromAnotherDevice
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(item)
        hasher.combine(store != nil)
        store?.hashUTF8(into: &hasher)
        hasher.combine(date)
        hasher.combine(isSale)
        hasher.combine(list)
        hasher.combine(isFromAnotherDevice)
    }

    /// The product's name as written in this entry.
    public var product: String { item.name ?? "" }

    /// Why this entry, about to be recorded by `per book add` or from a price-book file, can't
    /// be: its product's name or its store holds a control character (``NameError``) or is
    /// longer than ``ProductForm/maximumNameLength`` characters, where the app's fields stop.
    /// `nil` when it can. A name over the limit is refused, never cut. Entries read back from
    /// storage are not checked, so that one kept before these rules still opens.
    var namesProblem: String? {
        Self.problem(withName: product, of: .product) ?? store.flatMap { Self.problem(withName: $0, of: .store) }
    }

    /// Why `name` can't be the product's name or the store of an entry about to be recorded
    /// (see ``namesProblem``), or `nil` when it can.
    public static func problem(withName name: String, of subject: NameError.Subject) -> String? {
        if let error = NameError(checking: name, as: subject) { return error.message }
        let length = name.trimmingSpaces.unicodeScalars.count
        guard length > ProductForm.maximumNameLength else { return nil }
        return "The \(subject.rawValue) name is \(length) characters long: a name can have at most "
            + "\(ProductForm.maximumNameLength) characters"
    }

    /// The same entry for a product of another name.
    func renamed(_ name: String) -> PriceEntry {
        var copy = self
        copy.item = item.renamed(name)
        return copy
    }

    /// Whether `lhs` was seen before `rhs`: by date, entries of one day in the order given.
    static func isEarlier(_ lhs: PriceEntry, _ rhs: PriceEntry) -> Bool { lhs.date < rhs.date }
}

extension ProductItem {
    /// The same product, deal and all, under another name.
    func renamed(_ name: String) -> ProductItem {
        // The price, quantity and deal made a product already, so this can't fail.
        (try? ProductItem(name: name, price: price, quantity: quantity).withDeal(deal)) ?? self
    }
}
