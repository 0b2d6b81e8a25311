/// One list of the library: a named comparison the shopper keeps and comes back to.
public struct ShoppingList: Hashable, Sendable {
    /// The stable identifier.
    public let id: ListID
    /// The name, e.g. "Saturday".
    public internal(set) var name: String
    /// The products, best deal first.
    public internal(set) var products: ProductList
    /// The reference quantity the shopper pinned for this list, or `nil` for the automatic one.
    public internal(set) var reference: ReferenceQuantity?
    /// The unit last used in this list, offered first by the next form.
    public internal(set) var lastUnit: Unit?
    /// When the list was made.
    public let created: Timestamp
    /// When the list last changed.
    public internal(set) var updated: Timestamp

    /// A list with every value given.
    public init(
        id: ListID, name: String, products: ProductList = ProductList(), reference: ReferenceQuantity? = nil,
        lastUnit: Unit? = nil, created: Timestamp, updated: Timestamp? = nil
    ) {
        self.id = id
        self.name = name
        self.products = products
        self.reference = reference
        self.lastUnit = lastUnit
        self.created = created
        self.updated = updated ?? created
    }

    /// A new list made from `shared` (a link or a file): its name, products and pinned
    /// reference, under a new id.
    public init(_ shared: SharedList, id: ListID, at now: Timestamp) {
        self.init(
            id: id, name: shared.name, products: shared.products, reference: shared.reference, created: now)
    }

    /// The list as it travels in a link or a file, with the amounts' currency.
    public func shared(currencyCode: String) -> SharedList {
        SharedList(
            name: name, products: products, reference: reference, currency: Currency(code: currencyCode))
    }

    /// Whether `other` has the same id, name, products, reference, last unit and times,
    /// comparing texts byte for byte (see ``ExactText``).
    public func isSame(as other: ShoppingList) -> Bool {
        id == other.id && name.hasSameUTF8(as: other.name) && reference == other.reference
            && lastUnit == other.lastUnit && created.text.hasSameUTF8(as: other.created.text)
            && updated.text.hasSameUTF8(as: other.updated.text)
            && products.count == other.products.count
            && zip(products.items, other.products.items).allSatisfy { $0.isSame(as: $1) }
    }
}

extension ProductItem {
    /// Whether `other` has the same name (byte for byte), price and quantity.
    func isSame(as other: ProductItem) -> Bool {
        price == other.price && quantity == other.quantity
            && (name ?? "").hasSameUTF8(as: other.name ?? "") && (name == nil) == (other.name == nil)
    }
}
