import PerKit

/// A list of products as saved: checked by PerKit, with each product's text as typed.
public struct SavedList: Sendable, Equatable {
    /// One product with the text it was entered as.
    public struct Entry: Sendable, Equatable {
        /// The product, exact.
        public var item: ProductItem
        /// The price as typed, e.g. `3.99`.
        public var priceText: String
        /// The quantity as typed, e.g. `6 x 355 mL`.
        public var quantityText: String

        /// `item`, typed as `priceText` and `quantityText`.
        public init(item: ProductItem, priceText: String, quantityText: String) {
            self.item = item
            self.priceText = priceText
            self.quantityText = quantityText
        }
    }

    /// The list's name.
    public var name: String
    /// What the products' units were read with.
    public var system: MeasurementSystem
    /// An ISO 4217 code such as `EUR`, if the list has one.
    public var currency: String?
    /// The products in the order they were entered.
    public var entries: [Entry]

    /// A list of `entries`, in order of entry.
    public init(name: String, system: MeasurementSystem, currency: String?, entries: [Entry]) {
        self.name = name
        self.system = system
        self.currency = currency
        self.entries = entries
    }

    /// The products ranked by PerKit, best first.
    /// - Throws: ``ProductListError/unitsMismatch(item:list:)`` for mixed dimensions.
    public func productList() throws(ProductListError) -> ProductList {
        try ProductList(entries.map(\.item))
    }
}

extension SavedList {
    /// The list rebuilt exactly from its stored values, `products` in order of entry.
    /// - Parameters:
    ///   - system: The stored system's raw value; metric when it is none PerKit knows.
    ///   - listId: The list's id, for the error's message.
    /// - Throws: ``StorageError`` when a stored product can't be rebuilt.
    init(
        name: String, system: String, currency: String?, products: [StoredProduct], listId: Int64
    ) throws(StorageError) {
        self.name = name
        self.system = MeasurementSystem(rawValue: system) ?? .metric
        self.currency = currency
        entries = []
        for product in products { entries.append(try product.entry(listId: listId)) }
    }
}
