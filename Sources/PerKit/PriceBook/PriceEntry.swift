/// One price seen: a named product's price and quantity, where and when, and whether it was a
/// sale or promotion.
public struct PriceEntry: Hashable, Sendable {
    /// An entry's stable identifier, in the format of a list's (128 bits, 32 hex digits).
    public typealias ID = ListID

    /// The entry's id.
    public let id: ID
    /// The product, always named: its price, quantity and exact unit price.
    public private(set) var item: ProductItem
    /// The store, if the shopper gave one (trimmed; never empty).
    public let store: String?
    /// The day the price was seen.
    public let date: CalendarDate
    /// Whether the price was a sale or promotion rather than the regular price.
    public let isSale: Bool
    /// The list the price was recorded from, when the app recorded it.
    public let list: ListID?
    /// Whether another device of the household saw this price. The app replaces only this
    /// device's own observations of a day, never another device's.
    public let isFromAnotherDevice: Bool

    /// An entry for `item`, which must be named.
    /// - Throws: ``PriceBookError/missingName`` when `item` has no name.
    public init(
        id: ID, item: ProductItem, store: String? = nil, date: CalendarDate, isSale: Bool = false,
        list: ListID? = nil, isFromAnotherDevice: Bool = false
    ) throws(PriceBookError) {
        guard item.name != nil else { throw .missingName }
        self.id = id
        self.item = item
        let store = store?.trimmingSpaces(limit: ProductForm.maximumNameLength) ?? ""
        self.store = store.isEmpty ? nil : store
        self.date = date
        self.isSale = isSale
        self.list = list
        self.isFromAnotherDevice = isFromAnotherDevice
    }

    /// The product's name as written in this entry.
    public var product: String { item.name ?? "" }

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
    /// The same product under another name.
    func renamed(_ name: String) -> ProductItem {
        // The price and quantity made a product already, so this can't fail.
        (try? ProductItem(name: name, price: price, quantity: quantity)) ?? self
    }
}
