/// One list of the library: a named comparison the shopper keeps and comes back to.
public struct ShoppingList: Hashable, Sendable {
    /// The stable identifier.
    public let id: ListID
    /// The name, e.g. "Saturday".
    public internal(set) var name: String
    /// The products, best deal first.
    public private(set) var products: ProductList
    /// Each product's id, in the order of ``products``: what the product is known by when it
    /// syncs (see ``SyncRecord``).
    public private(set) var productIDs: [SyncRecord.ID]
    /// The reference quantity the shopper pinned for this list, or `nil` for the automatic one.
    public internal(set) var reference: ReferenceQuantity?
    /// The unit last used in this list, offered first by the next form.
    public internal(set) var lastUnit: Unit?
    /// When the list was made.
    public let created: Timestamp
    /// When the list last changed.
    public internal(set) var updated: Timestamp

    /// A list with every value given. Without `productIDs` (or with a number of them other than
    /// the products'), the products take ids made from the list's (see
    /// ``derivedProductIDs(of:count:)``).
    public init(
        id: ListID, name: String, products: ProductList = ProductList(), productIDs: [SyncRecord.ID]? = nil,
        reference: ReferenceQuantity? = nil, lastUnit: Unit? = nil, created: Timestamp,
        updated: Timestamp? = nil
    ) {
        self.id = id
        self.name = name
        self.products = products
        self.productIDs =
            productIDs.flatMap { $0.count == products.count ? $0 : nil }
            ?? Self.derivedProductIDs(of: id, count: products.count)
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

    /// Ids for the products of a list that had none (saved before products had ids, received by
    /// link or file, or copied): the list's id with its high half flipped and counted on per
    /// product, so that they differ from the list's, from each other and from those of lists
    /// whose ids follow on from this one (as imported lists' do).
    static func derivedProductIDs(of id: ListID, count: Int) -> [SyncRecord.ID] {
        (0..<count).map { ListID(high: (id.high ^ 0x9E37_79B9_7F4A_7C15) &+ UInt64($0 + 1), low: id.low) }
    }

    /// Adds a product under `id` in its place by unit price.
    /// - Returns: The product's index.
    /// - Throws: ``ProductListError/unitsMismatch(_:_:)`` for another dimension.
    @discardableResult
    mutating func add(_ item: ProductItem, id: SyncRecord.ID) throws(ProductListError) -> Int {
        let index = try products.add(item)
        productIDs.insert(id, at: index)
        return index
    }

    /// Removes the product at `index`.
    /// - Returns: The product and its id.
    /// - Throws: ``ProductListError/noSuchItem(index:)``.
    mutating func removeProduct(at index: Int) throws(ProductListError) -> (
        item: ProductItem, id: SyncRecord.ID
    ) {
        let item = try products.remove(at: index)
        return (item, productIDs.remove(at: index))
    }

    /// Replaces the product at `index`, which keeps its id and moves to its place by unit price.
    /// - Returns: The product's new index.
    /// - Throws: The errors of ``ProductList/replace(at:with:)``.
    @discardableResult
    mutating func replaceProduct(at index: Int, with item: ProductItem) throws(ProductListError) -> Int {
        let newIndex = try products.replace(at: index, with: item)
        let id = productIDs.remove(at: index)
        productIDs.insert(id, at: newIndex)
        return newIndex
    }

    /// Removes every product.
    mutating func clearProducts() {
        products.clear()
        productIDs.removeAll()
    }

    /// Whether `other` has the same id, name, products (and their ids), reference, last unit and
    /// times, comparing texts byte for byte (see ``ExactText``).
    public func isSame(as other: ShoppingList) -> Bool {
        id == other.id && name.hasSameUTF8(as: other.name) && reference == other.reference
            && productIDs == other.productIDs
            && lastUnit == other.lastUnit && created.text.hasSameUTF8(as: other.created.text)
            && updated.text.hasSameUTF8(as: other.updated.text)
            && products.count == other.products.count
            && zip(products.items, other.products.items).allSatisfy { $0.isSame(as: $1) }
    }
}

extension ProductItem {
    /// Whether `other` has the same name (byte for byte), price, quantity and deal.
    func isSame(as other: ProductItem) -> Bool {
        price == other.price && quantity == other.quantity && deal == other.deal
            && (name ?? "").hasSameUTF8(as: other.name ?? "") && (name == nil) == (other.name == nil)
    }
}
